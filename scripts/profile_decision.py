"""What a whole decision costs besides the model's forward pass, stage by stage (issue 19).

    OMP_NUM_THREADS=1 python scripts/profile_decision.py --size 10000 [--profile] [--rounds 3]

Builds a SQLite store of `trustgate bench`'s synthetic facts (their vectors from the bench's cache, reused with
noise past its pool), opens a gate on it, and gives the gate every candidate's vector before it decides (the gate
keeps the vectors of a batch it embedded: `Gate._vectors`), so the model never runs while the decisions are timed.
Prints the median per stage and for the whole decision, in ms; `--profile` adds cProfile's top functions.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from trustgate.embeddings import Embedder  # noqa: E402
from trustgate.gate import Gate  # noqa: E402
from trustgate.measure import bench  # noqa: E402
from trustgate.measure.synthetic import NOW, candidate_dict, candidates, generate  # noqa: E402
from trustgate.provenance import parse_candidate  # noqa: E402


class Timed:
    """A stage that adds how long each call took to `into[its name]`."""

    def __init__(self, stage, into: dict[str, list[float]]):  # noqa: ANN001
        self.stage, self.name, self.into = stage, stage.name, into

    def __call__(self, cand, ctx):  # noqa: ANN001
        t = time.thread_time_ns()
        try:
            return self.stage(cand, ctx)
        finally:
            self.into.setdefault(self.name, []).append((time.thread_time_ns() - t) / 1e6)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=10000)
    p.add_argument("--candidates", type=int, default=120)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--profile", action="store_true")
    p.add_argument("--store", type=Path, help="reuse (or make) the store at this path")
    args = p.parse_args()

    variants = bench.rule_variants(None)
    full = variants["full"]
    embedder = Embedder(full.conflict.embedder)
    meta = bench.cached_meta(bench.cache_dir(), bench.cache_key(full.conflict.embedder, 0))
    facts = generate(max(args.size, meta["count"] if meta else 0), 0)
    pool_n = min(args.size, meta["count"] if meta else args.size)
    pool, _ = bench.embed_facts([f.text for f in facts[:pool_n]], embedder, cache=bench.cache_dir(), key=bench.cache_key(full.conflict.embedder, 0))
    vectors = bench.PooledVectors(pool[:pool_n], len(facts), 0)
    tmp = tempfile.TemporaryDirectory(prefix="trustgate-profile-")
    path = args.store or Path(tmp.name) / f"profile-{args.size}.db"
    if not path.exists():
        t0 = time.perf_counter()
        bench.build_store(path, facts[: args.size], vectors, seed=0)
        print(f"store of {args.size:,} facts built in {time.perf_counter() - t0:.1f} s", file=sys.stderr)

    cands = candidates(facts[: args.size], args.candidates, 0)
    objs = [parse_candidate(candidate_dict(c.text)) for c in cands]
    vecs = embedder.encode([c.text for c in cands])
    gates = {"full": Gate(full, path, clock=lambda: NOW, embedder=embedder),
             "rules_only": Gate(variants["rules_only"], path, clock=lambda: NOW)}
    gate = gates["full"]
    gate._vectors = {o.text: v for o, v in zip(objs, vecs)}  # the forward pass left out
    gate.index.get("bench", "world")

    per_stage: dict[str, list[float]] = {}
    gate.stages = [Timed(s, per_stage) for s in gate.stages]

    whole: list[float] = []
    cpu: list[float] = []  # the thread's CPU time: less moved by other processes on a loaded machine than the wall clock
    rules: list[float] = []
    for o in objs[:2]:
        gate.check(o)
        gates["rules_only"].check(o)
    per_stage.clear()
    prof = cProfile.Profile() if args.profile else None
    for _ in range(args.rounds):
        for o in objs:
            t = time.thread_time_ns()
            gates["rules_only"].check(o)
            rules.append((time.thread_time_ns() - t) / 1e6)
            if prof:
                prof.enable()
            t, c = time.perf_counter_ns(), time.thread_time_ns()
            gate.check(o)
            whole.append((time.perf_counter_ns() - t) / 1e6)
            cpu.append((time.thread_time_ns() - c) / 1e6)
            if prof:
                prof.disable()
    print(f"{args.size:,} facts, {len(objs)} candidates x {args.rounds} rounds, load {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"  rules only (a gate of the stages before conflict), CPU: median {statistics.median(rules):.4f} ms")
    print(f"  whole decision, forward pass left out: median {statistics.median(whole):.3f} ms, p90 {bench.percentile(whole, 0.9):.3f}")
    print(f"  whole decision, CPU time of the thread: median {statistics.median(cpu):.3f} ms, p90 {bench.percentile(cpu, 0.9):.3f},"
          f" first round median {statistics.median(cpu[: len(objs)]):.3f}")
    for name, ms in per_stage.items():
        print(f"    {name:16} CPU median {statistics.median(ms):.4f} ms  mean {statistics.mean(ms):.4f}  (n={len(ms)})")
    for g in gates.values():
        g.index.persist = False
        g.close()
    if prof:
        pstats.Stats(prof).sort_stats("cumulative").print_stats(45)
        pstats.Stats(prof).sort_stats("tottime").print_stats(30)


if __name__ == "__main__":
    main()
