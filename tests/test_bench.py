"""`trustgate bench` runs end to end on a tiny store and prints DESIGN section 8's JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_bench_json_on_a_tiny_store(tmp_path):
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HOME": str(tmp_path), "PYTHONPATH": ROOT}
    out = subprocess.run([sys.executable, "-m", "trustgate.cli", "bench", "--sizes", "60", "--candidates", "8",
                          "--budget", "0.2", "--write", "16", "--json", "--no-cache"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    methods = {r["method"]: r for r in rows}
    assert all(r["size"] == 60 for r in rows)
    for name in ("lexical_index", "lexical_naive", "lexical_cosine_index", "rules_only"):
        assert methods[name]["median_ms"] > 0 and methods[name]["p90_ms"] >= methods[name]["median_ms"]
    assert methods["write_many_embed"]["throughput"] > 0 and methods["write_many_no_embed"]["throughput"] > 0


def test_a_cached_run_still_measures_the_model_rate_now(tmp_path, monkeypatch):
    """The stores' vectors may come from the cache, but the embedding rate printed is measured in this run.

    Both runs go through the command in this process (the cache is files on disk, read again by each run;
    test_bench_json_on_a_tiny_store runs the command in a process of its own)."""
    from click.testing import CliRunner

    from trustgate.cli import main

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    args = ["bench", "--sizes", "40", "--candidates", "4", "--budget", "0.1", "--write", "0", "--json"]
    rates = []
    for _ in range(2):
        out = CliRunner().invoke(main, args)
        assert out.exit_code == 0, out.output
        rates.append(next(json.loads(x) for x in out.stdout.splitlines() if '"embed_facts"' in x))
    assert list((tmp_path / "cache").iterdir())  # the first run filled the cache the second read
    assert rates[0]["measured"] == "now"
    assert rates[1]["measured"].startswith("now on 40 facts (onnxruntime); the stores' 40 vectors from the cache")
    assert rates[1]["throughput"] > 0


def test_past_the_pool_vectors_are_reused_and_past_the_scan_size_only_the_index_runs(tmp_path, monkeypatch):
    """A million facts are not embedded: past --pool, fact i carries fact i mod pool's vector, moved by seeded noise;
    past FULL_SCAN_MAX the full scan and write_many are skipped (compared at the smaller sizes of the same run),
    and every size is opened again by a process of its own from the index saved beside the store."""
    import numpy as np

    from trustgate import index_cache
    from trustgate.measure import bench

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(bench, "FULL_SCAN_MAX", 50)
    monkeypatch.setattr(index_cache, "PERSIST_MIN", 10)
    report = bench.run([40, 90], n_candidates=6, write_n=8, budget_s=0.1, pool=30)
    methods = {(r.size, r.method): r for r in report.results}
    assert (40, "lexical_naive") in methods and (40, "write_many_embed") in methods
    assert (90, "lexical_naive") not in methods and (90, "write_many_embed") not in methods
    assert (90, "lexical_cosine_index") in methods
    for size in (40, 90):
        warm = methods[(size, "warm_start")].extra
        assert warm["index"] == "loaded" and warm["rows"] == size and warm["open_to_first_decision_s"] > 0
    assert report.machine["pool"] == 30 and "mod 30" in bench.format_table(report)
    pool = np.random.default_rng(0).normal(size=(30, 384)).astype(np.float32)
    pool /= np.linalg.norm(pool, axis=1, keepdims=True)
    v = bench.PooledVectors(pool, 20000, seed=0)
    assert np.array_equal(v[7], pool[7]) and not np.array_equal(v[37], pool[7])
    assert 0.95 < float(v[37] @ pool[7]) < 0.995 and np.array_equal(v[10037], bench.PooledVectors(pool, 20000, seed=0)[10037])


def test_a_store_past_the_scan_size_holds_the_rows_store_insert_writes(tmp_path, monkeypatch):
    """Past FULL_SCAN_MAX the bench fills its store a thousand rows at a time with a larger page cache (only the time
    to run it changes): the rows, their change-feed events and digests are those of Store.insert one by one."""
    import sqlite3

    import numpy as np

    from trustgate.measure import bench
    from trustgate.measure.synthetic import generate

    facts = generate(1200, 0)
    vectors = np.random.default_rng(3).normal(size=(1200, 384)).astype(np.float32)
    rows = {}
    for label, limit in (("one_by_one", 10_000), ("batched", 100)):
        monkeypatch.setattr(bench, "FULL_SCAN_MAX", limit)
        path = tmp_path / f"{label}.db"
        bench.build_store(path, facts, vectors, seed=0)
        with sqlite3.connect(path) as c:
            rows[label] = (c.execute("SELECT * FROM facts ORDER BY id").fetchall(),
                           c.execute("SELECT seq, fact_id FROM fact_events ORDER BY seq").fetchall())
            assert c.execute("PRAGMA cache_size").fetchone()[0] == -2000  # a setting of the filling connection only
    assert rows["one_by_one"] == rows["batched"] and len(rows["batched"][0]) == 1200
