"""Embedding latency per fact on this machine: one text per call vs batches of 64.

The gate embeds a candidate alone in `write` / `check` and a whole batch in one forward pass in
`write_many`; this prints what each costs per fact with the shipped model (all-MiniLM-L6-v2
through trustgate.embeddings.Embedder, the same path the gate uses) on one CPU thread.

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

    import torch

    torch.set_num_threads(1)
    t0 = time.perf_counter()
    embedder = Embedder(EmbedderSettings(batch_size=args.batch_size))
    embedder.encode(["warm-up: load the model"])
    load_s = time.perf_counter() - t0
    for text in facts(5, offset=10_000):  # warm the single-text path
        embedder.encode([text])
    embedder.encode(facts(args.batch_size, offset=20_000))  # and the batched one

    single_ms = []
    for text in facts(args.single):
        t = time.perf_counter()
        embedder.encode([text])
        single_ms.append((time.perf_counter() - t) * 1000)

    batch_ms = []
    for b in range(args.batches):
        texts = facts(args.batch_size, offset=1_000 + b * args.batch_size)
        t = time.perf_counter()
        embedder.encode(texts)
        batch_ms.append((time.perf_counter() - t) * 1000)
    per_fact = [ms / args.batch_size for ms in batch_ms]

    result = {
        "model": embedder.settings.model, "threads": torch.get_num_threads(), "omp_num_threads": os.environ["OMP_NUM_THREADS"],
        "torch": torch.__version__, "python": platform.python_version(), "cpu": platform.processor() or platform.machine(),
        "load_s": round(load_s, 2),
        "single": {"calls": args.single, "median_ms": round(statistics.median(single_ms), 2), "p90_ms": round(percentile(single_ms, 0.9), 2)},
        "batched": {"batch_size": args.batch_size, "batches": args.batches,
                    "median_batch_ms": round(statistics.median(batch_ms), 1),
                    "median_per_fact_ms": round(statistics.median(per_fact), 2), "p90_per_fact_ms": round(percentile(per_fact, 0.9), 2)},
    }
    result["speedup"] = round(result["single"]["median_ms"] / result["batched"]["median_per_fact_ms"], 1)
    if args.json:
        print(json.dumps(result))
        return
    print(f"{result['model']} on {result['cpu']}, torch {result['torch']}, {result['threads']} thread (OMP_NUM_THREADS={result['omp_num_threads']}); "
          f"model load {result['load_s']} s")
    print(f"{'':28}{'median ms/fact':>16}{'p90 ms/fact':>14}")
    print(f"{'single (1 text per call)':28}{result['single']['median_ms']:>16.2f}{result['single']['p90_ms']:>14.2f}   ({args.single} calls)")
    print(f"{f'batched ({args.batch_size} per call)':28}{result['batched']['median_per_fact_ms']:>16.2f}"
          f"{result['batched']['p90_per_fact_ms']:>14.2f}   ({args.batches} batches, median {result['batched']['median_batch_ms']} ms each)")
    print(f"batching is {result['speedup']}x cheaper per fact")


if __name__ == "__main__":
    main()
