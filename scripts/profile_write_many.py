"""Where `Gate.write_many` with embeddings spends its time, per written fact (issue 19).

    OMP_NUM_THREADS=1 python scripts/profile_write_many.py --size 10000 --store S [--write 1000] [--profile]
        [--decisions OUT.json] [--no-embed]

Builds (or reuses) a SQLite store of `trustgate bench`'s synthetic facts, copies it, and writes the bench's write set
(the same candidates `trustgate bench` writes at that size) through one `write_many` stream, as the bench does. Prints
the wall clock and CPU time (the process's, the deciding thread's and the embedding thread's), facts/s, and per
written fact the CPU of each step: the forecast of which texts need a vector (`Gate._to_embed`), the forward pass
(on its own thread: its batches' sizes too), the batch's first cosine pass (`prepare`), each stage, the conflict
stage's lookups and readback, store inserts and supersessions, the decision log's appends, the index brought up to
date from the change feed, and the commits. `--profile` adds cProfile of the deciding thread; `--decisions` writes
every decision's verdict, stage, reasons, against, supersedes and scores (ids of facts written in the run replaced by
their order) to compare two trees.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import re
import shutil
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from trustgate.embeddings import Embedder  # noqa: E402
from trustgate.gate import Gate  # noqa: E402
from trustgate.measure import bench  # noqa: E402
from trustgate.measure.synthetic import NOW, candidate_dict, candidates, generate  # noqa: E402
from trustgate.provenance import parse_candidate  # noqa: E402


class Steps:
    """CPU of the calling thread (and calls) per named step, wrapped around methods and functions."""

    def __init__(self) -> None:
        self.cpu: dict[str, float] = {}
        self.wall: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self.batches: list[int] = []
        self._depth = threading.local()

    def wrap(self, owner: object, attr: str, name: str) -> None:
        fn = getattr(owner, attr)
        steps = self

        def timed(*a, **k):  # noqa: ANN002, ANN003, ANN202
            c, w = time.thread_time_ns(), time.perf_counter_ns()
            try:
                return fn(*a, **k)
            finally:
                steps.cpu[name] = steps.cpu.get(name, 0.0) + (time.thread_time_ns() - c) / 1e6
                steps.wall[name] = steps.wall.get(name, 0.0) + (time.perf_counter_ns() - w) / 1e6
                steps.calls[name] = steps.calls.get(name, 0) + 1

        setattr(owner, attr, timed)


def instrument(gate: Gate, steps: Steps) -> None:
    from trustgate import index as index_mod
    from trustgate.stages import conflict

    gate.stages = [_Timed(s, steps) for s in gate.stages]
    steps.wrap(gate, "_to_embed", "forecast (_to_embed)")
    steps.wrap(gate, "_prepare_cosine", "batch cosine pass (prepare)")
    steps.wrap(gate.store, "insert", "store insert")
    steps.wrap(gate.store, "supersede", "store supersede")
    steps.wrap(gate.store, "last_recorded_at", "store last_recorded_at")
    steps.wrap(gate.log, "append", "log append (hash chain)")
    steps.wrap(gate.index, "get", "index get (change feed)")
    steps.wrap(conflict.ConflictCheck, "matches", "  conflict: lookups + readback")
    steps.wrap(conflict.ConflictCheck, "reading", "  conflict: readings")
    steps.wrap(conflict, "same_slot", "  conflict: same_slot")
    steps.wrap(index_mod.ScopeIndex, "cosine_search", "  conflict: cosine_search")
    steps.wrap(index_mod.ScopeIndex, "facts_at", "  conflict: facts_at (readback)")
    steps.wrap(index_mod.ScopeIndex, "apply_many", "index apply_many")
    embedding(gate, steps)
    opened = gate.store.transaction

    @contextmanager
    def transaction():  # noqa: ANN202
        if gate.store._depth:
            with opened() as c:
                yield c
            return
        cm = opened()
        c = cm.__enter__()
        try:
            yield c
        except BaseException:
            if not cm.__exit__(*sys.exc_info()):
                raise
        else:
            t, w = time.thread_time_ns(), time.perf_counter_ns()
            cm.__exit__(None, None, None)  # the COMMIT
            steps.cpu["commit"] = steps.cpu.get("commit", 0.0) + (time.thread_time_ns() - t) / 1e6
            steps.wall["commit"] = steps.wall.get("commit", 0.0) + (time.perf_counter_ns() - w) / 1e6
            steps.calls["commit"] = steps.calls.get("commit", 0) + 1

    gate.store.transaction = transaction


def embedding(gate: Gate, steps: Steps) -> None:
    """The forward passes (on the embedding thread): their CPU and how many texts each was given."""
    embedder = gate.embedder
    encode = embedder.encode

    def counted(texts, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202
        steps.batches.append(len(texts))
        return encode(texts, *a, **k)

    embedder.encode = counted
    steps.wrap(embedder, "encode", "forward pass (embed thread)")


class _Timed:
    def __init__(self, stage, steps: Steps):  # noqa: ANN001
        self.stage, self.name, self.steps = stage, stage.name, steps
        for attr in ("skip_embedding", "payloads"):
            if hasattr(stage, attr):
                setattr(self, attr, getattr(stage, attr))

    def __call__(self, cand, ctx):  # noqa: ANN001, ANN204
        key = f"stage {self.name}" + (" (forecast)" if ctx.forecast else "")
        c, w = time.thread_time_ns(), time.perf_counter_ns()
        try:
            return self.stage(cand, ctx)
        finally:
            self.steps.cpu[key] = self.steps.cpu.get(key, 0.0) + (time.thread_time_ns() - c) / 1e6
            self.steps.wall[key] = self.steps.wall.get(key, 0.0) + (time.perf_counter_ns() - w) / 1e6
            self.steps.calls[key] = self.steps.calls.get(key, 0) + 1


def signature(decisions: list) -> list[dict]:
    """Each decision without what differs between two runs: its own id and time, and the ids of the facts the run
    wrote (f_ and 20 hex digits; the bench's stored facts are b0-NNNNNN) replaced by the order they first appear in."""
    text = json.dumps([{k: v for k, v in d.to_dict().items() if k not in ("decision_id", "decided_at")} for d in decisions],
                      sort_keys=True, default=str)
    seen: dict[str, str] = {}
    return json.loads(re.sub(r"\bf_[0-9a-f]{20}\b", lambda m: seen.setdefault(m.group(0), f"#new{len(seen)}"), text))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=10000)
    p.add_argument("--write", type=int, default=1000, help="facts written (the bench writes up to 2,000 within its budget)")
    p.add_argument("--store", type=Path, help="reuse (or make) the bench's store at this path (it is copied, never written)")
    p.add_argument("--profile", action="store_true")
    p.add_argument("--decisions", type=Path)
    p.add_argument("--cold", action="store_true", help="no decisions before the writes (WordNet loads inside them)")
    p.add_argument("--fixed-ids", action="store_true", help="ids drawn from a seeded generator: with the clock fixed, the"
                   " facts a run writes share one transaction time, so which are the most recent facts naming a subject is"
                   " left to their ids; with these, two trees' runs can be compared byte for byte")
    p.add_argument("--bare", action="store_true", help="no step timers (the totals only): for old and new trees side by side")
    p.add_argument("--no-embed", action="store_true", help="the rule file without the embedding signal")
    args = p.parse_args()
    if args.fixed_ids:
        import random
        import uuid

        draw = random.Random(0)
        uuid.uuid4 = lambda: uuid.UUID(int=draw.getrandbits(128), version=4)

    variants = bench.rule_variants(None)
    rules = variants["no_cosine" if args.no_embed else "full"]
    full = variants["full"]
    embedder = Embedder(full.conflict.embedder)
    embedder.encode(["load the model"])
    key = bench.cache_key(full.conflict.embedder, 0)
    meta = bench.cached_meta(bench.cache_dir(), key)
    facts = generate(max(args.size, meta["count"] if meta else 0), 0)
    tmp = tempfile.TemporaryDirectory(prefix="trustgate-wm-")
    path = args.store or Path(tmp.name) / f"bench-{args.size}.db"
    if not path.exists():
        pool_n = min(args.size, meta["count"] if meta else args.size)
        pool, _ = bench.embed_facts([f.text for f in facts[:pool_n]], embedder, cache=bench.cache_dir(), key=key)
        vectors = bench.PooledVectors(pool[:pool_n], len(facts), 0)
        t0 = time.perf_counter()
        bench.build_store(path, facts[: args.size], vectors, seed=0)
        print(f"store of {args.size:,} facts built in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
        with Gate(full, path, clock=lambda: NOW, embedder=embedder) as g:  # its index saved beside it, as the bench's
            g.index.get(bench.NAMESPACE, bench.DOMAIN)
    stored = {f.text for f in facts[: args.size]}
    new = [candidate_dict(s.text) for s in generate(2000 + 1000, 0 + 2_000_003) if s.text not in stored][: args.write]

    dst = Path(tmp.name) / "write.db"
    bench.copy_store(path, dst)
    src_index = Path(f"{path}.index")
    if src_index.exists():
        shutil.copytree(src_index, Path(f"{dst}.index"))  # the bench's copy has none: it builds the index first
    g = Gate(rules, dst, clock=lambda: NOW, embedder=embedder)
    t0 = time.perf_counter()
    g.index.get(bench.NAMESPACE, bench.DOMAIN)
    g.index.persist = False  # (the copy's index is not saved when it closes)
    print(f"index ready in {time.perf_counter() - t0:.2f} s ({g.index.status})", file=sys.stderr)
    if not args.cold:  # as in `trustgate bench`, whose process decided its candidates (vectors given) before it writes
        cands = candidates(facts[: args.size], 120, 0)
        g._vectors = dict(zip([c.text for c in cands], embedder.encode([c.text for c in cands])))
        t0 = time.perf_counter()
        for c in cands:
            g.check(parse_candidate(candidate_dict(c.text)))
        g._vectors = {}
        print(f"120 of the bench's candidates decided first in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    steps = Steps()
    if args.bare:
        embedding(g, steps)
    else:
        instrument(g, steps)
    prof = cProfile.Profile() if args.profile else None
    load0 = os.getloadavg()
    t, c, pc = time.perf_counter(), time.thread_time(), time.process_time()
    if prof:
        prof.enable()
    decisions = g.write_many(new)
    if prof:
        prof.disable()
    wall, cpu, pcpu = time.perf_counter() - t, time.thread_time() - c, time.process_time() - pc
    n = len(decisions)
    print(f"{args.size:,} facts, {n} written ({sum(d.accepted for d in decisions)} accepted), "
          f"{'no embedding stage' if args.no_embed else 'with embeddings'}, load {' '.join(f'{x:.1f}' for x in load0)}"
          f" -> {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"  wall {wall:.2f} s = {n / wall:.1f} facts/s; CPU: process {pcpu:.2f} s, deciding thread {cpu:.2f} s"
          f" ({cpu / n * 1000:.2f} ms a fact), embedding thread {steps.cpu.get('forward pass (embed thread)', 0) / 1000:.2f} s")
    if steps.batches:
        print(f"  forward passes: {len(steps.batches)}, texts each: {sorted(set(steps.batches))} (total {sum(steps.batches)})")
    print(f"  {'step':44} {'CPU ms/fact':>11} {'wall ms/fact':>12} {'calls':>7}")
    for name in sorted(steps.cpu, key=lambda k: -steps.cpu[k]):
        print(f"  {name:44} {steps.cpu[name] / n:11.3f} {steps.wall[name] / n:12.3f} {steps.calls[name]:7d}")
    if args.decisions:
        args.decisions.write_text(json.dumps(signature(decisions), indent=0, sort_keys=True), encoding="utf-8")
    g.close()
    for order, rows in (("cumulative", 50), ("tottime", 35)) if prof else ():
        pstats.Stats(prof).sort_stats(order).print_stats(rows)


if __name__ == "__main__":
    main()
