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
