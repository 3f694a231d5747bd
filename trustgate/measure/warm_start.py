"""Warm start, measured in a process of its own (`trustgate bench` runs it once per size): a gate opens a store
whose conflict index was saved beside it, and the time from opening to the first decision is timed, then the
lexical + exact cosine lookup and whole decisions per candidate, and the process's memory. The model is loaded
before the gate opens (its load is reported apart: it does not depend on the store).

    python -m trustgate.measure.warm_start STORE RULES CANDIDATES.json BUDGET_S   -> one JSON object
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from ..embeddings import Embedder
from ..gate import Gate
from ..provenance import parse_candidate
from ..rules import load_rules
from ..stages.conflict import ConflictCheck
from ..text import trigrams, words
from .synthetic import DOMAIN, NAMESPACE, NOW, candidate_dict


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _peak_rss_mb() -> float:
    """VmHWM: this process's own high-water mark (getrusage's ru_maxrss carries the parent's over fork and exec)."""
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:")) / 1024


def _timed(fn: Any, items: list, budget_s: float) -> list[float]:
    out: list[float] = []
    start = time.perf_counter()
    for item in items:
        if len(out) >= 4 and time.perf_counter() - start > budget_s:
            break
        t = time.perf_counter_ns()
        fn(item)
        out.append((time.perf_counter_ns() - t) / 1e6)
    return out


def _summary(ms: list[float]) -> dict:
    xs = sorted(ms)
    return {"median_ms": round(statistics.median(xs), 4), "p90_ms": round(xs[max(0, -(-9 * len(xs) // 10) - 1)], 4), "n": len(xs)}


def child(store: str, rules_path: str, texts: list[str], budget_s: float) -> dict:
    rules = load_rules(rules_path)
    t0 = time.perf_counter()
    embedder = Embedder(rules.conflict.embedder)
    embedder.encode(["load the model"])
    model_s, rss_model = time.perf_counter() - t0, _rss_mb()
    cands = [parse_candidate(candidate_dict(t)) for t in texts]
    with Gate(rules, ":memory:", clock=lambda: NOW, embedder=embedder) as warm_up:  # word lists, readers: not the store's cost
        warm_up.write_many([candidate_dict(t) for t in texts[::2]])
        for c in cands:
            warm_up.check(c)
    t0 = time.perf_counter()
    with Gate(rules, store, clock=lambda: NOW, embedder=embedder) as gate:
        gate.check(cands[0])
        first_s = time.perf_counter() - t0
        idx = gate.index.get(NAMESPACE, DOMAIN)
        th = ConflictCheck(rules).thresholds
        vectors = embedder.encode(texts)

        def lookup(k: int) -> None:
            hits = set(idx.jaccard_hits("trigram", trigrams(texts[k]), th["trigram"]))
            hits.update(idx.jaccard_hits("word", words(texts[k]), th["word"]))
            idx.cosine_search(vectors[k], th["cosine"], wanted=sorted(hits))

        lexical_cosine = _timed(lookup, list(range(1, len(texts))), budget_s)
        decisions = _timed(gate.check, cands[1:], budget_s)
        status = gate.index.status.get((NAMESPACE, DOMAIN))
        rows = len(idx)
    return {"open_to_first_decision_s": round(first_s, 3), "index": status, "rows": rows, "model_load_s": round(model_s, 2),
            "lexical_cosine_index": _summary(lexical_cosine), "decision_index": _summary(decisions),
            "rss_mb": round(_rss_mb(), 1), "rss_model_loaded_mb": round(rss_model, 1),
            "peak_rss_mb": round(_peak_rss_mb(), 1)}


def measure(store: Path, rules_path: str, texts: list[str], budget_s: float) -> dict:
    """Run `child` in a fresh process (its memory is that of a gate serving this store, nothing of the bench's)."""
    spec = store.with_suffix(".candidates.json")
    spec.write_text(json.dumps(texts))
    env = {**os.environ, "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS", "1")}
    try:
        done = subprocess.run([sys.executable, "-m", "trustgate.measure.warm_start", str(store), rules_path, str(spec), str(budget_s)],
                              env=env, capture_output=True, text=True, timeout=1800)
    finally:
        spec.unlink(missing_ok=True)
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}"}
    return json.loads(done.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    store_arg, rules_arg, spec_arg, budget_arg = sys.argv[1:5]
    print(json.dumps(child(store_arg, rules_arg, json.loads(Path(spec_arg).read_text()), float(budget_arg))))
