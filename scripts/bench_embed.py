"""Embedding latency per fact on this machine, ONNX Runtime beside torch: one text per call vs batches of 64.

The gate embeds a candidate alone in `write` / `check` and a whole batch in `write_many`; this
prints what each costs per fact with the shipped model (all-MiniLM-L6-v2 through
trustgate.embeddings.Embedder, the same path the gate uses) on one CPU thread, for both
runtimes, the calls interleaved so that both see the same machine load, and how far apart
their vectors are.

    OMP_NUM_THREADS=1 python scripts/bench_embed.py [--single 50] [--batches 5] [--batch-size 64] [--json]
"""

from __future__ import annotations

import os

os.environ["OMP_NUM_THREADS"] = "1"  # before torch is imported: two threads crawl on a shared machine
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import argparse
import itertools
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trustgate.embeddings import Embedder
from trustgate.rules import EmbedderSettings

SUBJECTS = ["The payments service", "The staging database", "The build cluster", "Alice's team", "The VPN gateway",
            "The nightly backup job", "The partner API", "The mobile app", "The billing on-call rotation", "The search index"]
CLAIMS = ["runs on version {n}.{m}", "is owned by the platform group since {n} March", "has a rate limit of {n}00 requests per minute",
          "is hosted in the Frankfurt region with {n} replicas", "was migrated to PostgreSQL {n} last quarter",
          "restarts every {n} hours after the {m} AM deploy", "needs {n} approvals before a production release"]


def facts(count: int, offset: int = 0) -> list[str]:
    """Distinct one-sentence facts of the length the gate usually sees (7-12 words)."""
    out = []
    for i, (s, c) in enumerate(itertools.islice(itertools.cycle(itertools.product(SUBJECTS, CLAIMS)), offset, offset + count)):
        out.append(f"{s} {c.format(n=(i + offset) % 17 + 2, m=(i * 7 + offset) % 9 + 1)}.")
    return out


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(q * (len(xs) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--single", type=int, default=50, help="calls with one text each (default 50)")
    ap.add_argument("--batches", type=int, default=5, help="batches timed (default 5)")
    ap.add_argument("--batch-size", type=int, default=64, help="texts per batch (default 64, the rule file's default)")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = ap.parse_args()

    import numpy as np
    import torch

    torch.set_num_threads(1)
    embedders, load_s = {}, {}
    for runtime in RUNTIMES:
        t0 = time.perf_counter()
        embedders[runtime] = Embedder(EmbedderSettings(batch_size=args.batch_size, runtime=runtime))
        embedders[runtime].encode(["warm-up: load the model"])
        load_s[runtime] = round(time.perf_counter() - t0, 2)
        for text in facts(5, offset=10_000):  # warm the single-text path
            embedders[runtime].encode([text])
        embedders[runtime].encode(facts(args.batch_size, offset=20_000))  # and the batched one

    single_ms: dict[str, list[float]] = {r: [] for r in RUNTIMES}
    for text in facts(args.single):
        for runtime, e in embedders.items():
            t = time.perf_counter()
            e.encode([text])
            single_ms[runtime].append((time.perf_counter() - t) * 1000)
    batch_ms: dict[str, list[float]] = {r: [] for r in RUNTIMES}
    for b in range(args.batches):
        texts = facts(args.batch_size, offset=1_000 + b * args.batch_size)
        for runtime, e in embedders.items():
            t = time.perf_counter()
            e.encode(texts)
            batch_ms[runtime].append((time.perf_counter() - t) * 1000)
    sample = facts(256, offset=50_000)
    diff = float(np.abs(embedders["onnx"].encode(sample) - embedders["torch"].encode(sample)).max())

    result = {"model": embedders["onnx"].settings.model, "threads": 1, "omp_num_threads": os.environ["OMP_NUM_THREADS"],
              "torch": torch.__version__, "python": platform.python_version(), "cpu": platform.processor() or platform.machine(),
              "max_abs_vector_difference": diff, "runtimes": {}}
    for runtime in RUNTIMES:
        per_fact = [ms / args.batch_size for ms in batch_ms[runtime]]
        r = {"ran_on": embedders[runtime].runtime, "load_s": load_s[runtime],
             "single": {"calls": args.single, "median_ms": round(statistics.median(single_ms[runtime]), 2),
                        "p90_ms": round(percentile(single_ms[runtime], 0.9), 2)},
             "batched": {"batch_size": args.batch_size, "batches": args.batches,
                         "median_batch_ms": round(statistics.median(batch_ms[runtime]), 1),
                         "median_per_fact_ms": round(statistics.median(per_fact), 2), "p90_per_fact_ms": round(percentile(per_fact, 0.9), 2),
                         "facts_per_s": round(1000 / statistics.median(per_fact), 1)}}
        result["runtimes"][runtime] = r
    on, tc = result["runtimes"]["onnx"], result["runtimes"]["torch"]
    result["onnx_speedup_batched"] = round(tc["batched"]["median_per_fact_ms"] / on["batched"]["median_per_fact_ms"], 2)
    result["onnx_speedup_single"] = round(tc["single"]["median_ms"] / on["single"]["median_ms"], 2)
    if args.json:
        print(json.dumps(result))
        return
    print(f"{result['model']} on {result['cpu']}, one thread (OMP_NUM_THREADS={result['omp_num_threads']}), torch {result['torch']}; "
          f"vectors differ by at most {diff:.1e}")
    print(f"{'':34}{'median ms/fact':>16}{'p90 ms/fact':>14}{'facts/s':>10}")
    for runtime in RUNTIMES:
        r = result["runtimes"][runtime]
        print(f"{f'{runtime}: single (1 text per call)':34}{r['single']['median_ms']:>16.2f}{r['single']['p90_ms']:>14.2f}"
              f"{1000 / r['single']['median_ms']:>10.1f}   (model load {r['load_s']} s)")
        print(f"{f'{runtime}: batched ({args.batch_size} per call)':34}{r['batched']['median_per_fact_ms']:>16.2f}"
              f"{r['batched']['p90_per_fact_ms']:>14.2f}{r['batched']['facts_per_s']:>10.1f}")
    print(f"ONNX Runtime / torch: {result['onnx_speedup_batched']}x faster batched, {result['onnx_speedup_single']}x one text at a time")


RUNTIMES = ("onnx", "torch")


if __name__ == "__main__":
    main()
