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


def test_a_cached_run_still_measures_the_model_rate_now(tmp_path):
    """The stores' vectors may come from the cache, but the embedding rate printed is measured in this run."""
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": ROOT}
    cmd = [sys.executable, "-m", "trustgate.cli", "bench", "--sizes", "40", "--candidates", "4", "--budget", "0.1", "--write", "0", "--json"]
    rates = []
    for _ in range(2):
        out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
        assert out.returncode == 0, out.stderr
        rates.append(next(json.loads(x) for x in out.stdout.splitlines() if '"embed_facts"' in x))
    assert rates[0]["measured"] == "now"
    assert rates[1]["measured"].startswith("now on 40 facts (onnxruntime); the stores' 40 vectors from the cache")
    assert rates[1]["throughput"] > 0
