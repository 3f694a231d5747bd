"""What a whole decision costs besides the model's forward pass, stage by stage (issue 19).

    OMP_NUM_THREADS=1 python scripts/profile_decision.py --size 10000 [--profile] [--rounds 3]

Builds a SQLite store of `trustgate bench`'s synthetic facts (their vectors from the bench's cache, reused with
noise past its pool), opens a gate on it, and gives the gate every candidate's vector before it decides (the gate
keeps the vectors of a batch it embedded: `Gate._vectors`), so the model never runs while the decisions are timed.
Prints the median per stage and for the whole decision, in ms; `--profile` adds cProfile's top functions;
`--pairs` adds, per candidate, how many stored facts its lookups propose (by signal), how many reach the slot
comparison, and the CPU per pair of each step (reading the stored fact, first time or again; the slot rules; the
value comparison).
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


class Pairs:
    """The conflict stage's steps timed per pair (CPU of the thread), wrapped around the module's own names."""

    def __init__(self) -> None:
        from trustgate.stages import conflict

        self.conflict, self.ms, self.signals = conflict, {}, {}
        self.proposed: list[int] = []
        self.compared: list[int] = []
        self.saved = {n: getattr(conflict, n) for n in ("same_slot", "value_differences")}
        self.saved_reading = conflict.ConflictCheck.reading
        self.saved_matches = conflict.ConflictCheck.matches
        pairs = self

        def timed(name: str, fn):  # noqa: ANN001, ANN202
            def f(*a, **k):  # noqa: ANN002, ANN003, ANN202
                t = time.thread_time_ns()
                try:
                    return fn(*a, **k)
                finally:
                    pairs.ms.setdefault(name, []).append((time.thread_time_ns() - t) / 1e6)
            return f

        for n, fn in self.saved.items():
            setattr(conflict, n, timed(n, fn))

        def reading(check, text, subject, attribute):  # noqa: ANN001, ANN202
            from trustgate import sentence

            before = sentence.read.cache_info().hits
            t = time.thread_time_ns()
            r = pairs.saved_reading(check, text, subject, attribute)
            kind = "reading, again" if sentence.read.cache_info().hits > before else "reading, first time"
            pairs.ms.setdefault(kind, []).append((time.thread_time_ns() - t) / 1e6)
            return r

        def matches(check, cand, ctx, mine=None):  # noqa: ANN001, ANN202
            t = time.thread_time_ns()
            out = pairs.saved_matches(check, cand, ctx, mine)
            pairs.ms.setdefault("lookups and readback (per candidate)", []).append((time.thread_time_ns() - t) / 1e6)
            pairs.proposed.append(len(out))
            pairs.compared.append(sum(1 for m in out if not conflict._other_speaker(cand, m.fact)))
            for m in out:
                pairs.signals[m.signal] = pairs.signals.get(m.signal, 0) + 1
            return out

        conflict.ConflictCheck.reading = reading
        conflict.ConflictCheck.matches = matches

    def report(self) -> None:
        n = len(self.proposed)
        print(f"  per candidate (n={n}): proposed mean {statistics.mean(self.proposed):.1f} (median {statistics.median(self.proposed)},"
              f" max {max(self.proposed)}), compared by the slot {statistics.mean(self.compared):.1f};"
              f" proposals by signal: {', '.join(f'{k} {v / n:.1f}' for k, v in sorted(self.signals.items()))}")
        for name, ms in self.ms.items():
            print(f"    {name:38} CPU per call median {statistics.median(ms):.4f} ms  mean {statistics.mean(ms):.4f}"
                  f"  (calls {len(ms)}, {sum(ms) / n:.3f} ms per candidate)")


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


def forget(gate: Gate) -> None:
    """Drop what the process keeps of earlier decisions: every lru_cache of trustgate's modules (WordNet's reader keeps
    its own synsets, as a process that decided before would) and the facts the index read back lately."""
    for name, mod in list(sys.modules.items()):
        if name.startswith("trustgate"):
            for fn in list(vars(mod).values()):
                if callable(getattr(fn, "cache_clear", None)) and getattr(fn, "__module__", "").startswith("trustgate"):
                    fn.cache_clear()
    gate.index.get("bench", "world").cached.clear()
    try:
        from trustgate.stages.compared import forget_pairs  # the comparisons kept per pair (absent before stop 41)
    except ImportError:
        return
    forget_pairs()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=10000)
    p.add_argument("--candidates", type=int, default=120)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--profile", action="store_true")
    p.add_argument("--pairs", action="store_true", help="the conflict stage's proposals and its steps per pair")
    p.add_argument("--cold", action="store_true", help="every round as the first: the process's kept answers (lru_cache)"
                   " of trustgate's modules and the index's facts read back are dropped before each round")
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
    pairs = Pairs() if args.pairs else None
    prof = cProfile.Profile() if args.profile else None
    for _ in range(args.rounds):
        if args.cold:
            forget(gate)
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
          f" first round median {statistics.median(cpu[: len(objs)]):.3f}"
          + (f", later rounds median {statistics.median(cpu[len(objs):]):.3f}" if args.rounds > 1 else ""))
    for name, ms in per_stage.items():
        print(f"    {name:16} CPU median {statistics.median(ms):.4f} ms  mean {statistics.mean(ms):.4f}  (n={len(ms)})")
    if pairs:
        pairs.report()
    for g in gates.values():
        g.index.persist = False
        g.close()
    if prof:
        pstats.Stats(prof).sort_stats("cumulative").print_stats(45)
        pstats.Stats(prof).sort_stats("tottime").print_stats(30)


if __name__ == "__main__":
    main()
