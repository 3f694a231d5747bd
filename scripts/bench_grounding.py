"""Cost per fact of reading a claim's typed values, of the grounding check, alone and inside a whole dry-run gate
decision, over the MemContam hand-written set (155 facts). Run: OMP_NUM_THREADS=1 python scripts/bench_grounding.py
(typed values were a timed unit test until 2026-12-01: speed is measured here, and printed, not asserted)"""

from __future__ import annotations

import itertools
import statistics
import time

from trustgate.alignment import align, read_claim
from trustgate.measure import memcontam as mc
from trustgate.measure.evaluation import gate_admit
from trustgate.spans import parse
from trustgate.values import extract

bench = mc.load("eval/memcontam")
texts = {c.name: c.text for c in (bench.contexts.values() if isinstance(bench.contexts, dict) else bench.contexts)}
items = [(f.text, texts[f.context]) for f in mc.handwritten_set(bench)]
fresh = itertools.count()  # a new text each call: extract keeps what it read
admit = gate_admit("rules/default.yaml")
for label, fn in (("typed values of the claim (values.extract)", lambda t, c: extract(f"{t} ref {next(fresh)}")),
                  ("grounding check alone", lambda t, c: align(t, c, coverage=0.6)),
                  ("gate.check, default rules, empty store", admit)):
    for run in range(3):
        read_claim.cache_clear()
        parse.cache_clear()
        times = []
        for text, context in items:
            start = time.perf_counter()
            fn(text, context)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        print(f"{label:40} run {run}: median {statistics.median(times):.3f} ms, p90 {times[int(0.9 * len(times))]:.3f} ms per fact")
