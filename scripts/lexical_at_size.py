"""Where the indexed lexical lookup spends its time at a given size (issue 19, item 3).

Builds the inverted lists of N synthetic facts in memory (no store, no vectors: the model
would take about 70 minutes for a million), times `ScopeIndex.jaccard_hits` for trigrams and
words on the benchmark's candidates, and splits the trigram lookup into its steps: collecting
the query's lists, counting the rarer lists for every row (concatenate + bincount), the bound
over all rows, and the searches in the frequent lists for the rows left.

    OMP_NUM_THREADS=1 python scripts/lexical_at_size.py 1000000
"""

from __future__ import annotations

import math
import resource
import statistics
import sys
import time

import numpy as np

from trustgate.index import LONG_LIST, ScopeIndex
from trustgate.measure import bench
from trustgate.measure.synthetic import candidates, generate
from trustgate.text import trigrams, words


def steps(idx: ScopeIndex, query: frozenset[str], threshold: float) -> dict[str, float]:
    """jaccard_hits for trigrams, step by step (ms), with the sizes that drive each step."""
    n, post = len(idx), idx.post["trigram"]
    t0 = time.perf_counter()
    lists = sorted((x for x in map(post.get, query) if x is not None), key=len)
    q = len(query)
    f = max(0, min(math.ceil(threshold * q) - 1, len(lists) - 1, sum(len(x) > LONG_LIST for x in lists)))
    rare, frequent = lists[: len(lists) - f], lists[len(lists) - f :]
    t1 = time.perf_counter()
    counts = np.bincount(np.concatenate(rare), minlength=n)
    t2 = time.perf_counter()
    sizes = np.frombuffer(post.sizes, dtype=np.int32)
    rows = np.flatnonzero((counts > 0) & ((counts + f) * (1.0 + threshold) >= threshold * (q + sizes) - 1e-9))
    t3 = time.perf_counter()
    for lst in frequent:
        np.minimum(np.searchsorted(lst, rows), len(lst) - 1)
    t4 = time.perf_counter()
    return {"lists, ms": (t1 - t0) * 1e3, "concatenate + bincount, ms": (t2 - t1) * 1e3, "bound over every row, ms": (t3 - t2) * 1e3,
            "frequent lists searched, ms": (t4 - t3) * 1e3, "rarer postings counted": sum(map(len, rare)), "rows left": len(rows),
            "frequent lists": f}


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    conflict = bench.rule_variants(None)["full"].conflict
    thresholds = {"trigram": conflict.trigram_jaccard, "word": conflict.word_jaccard}
    facts = generate(n, 0)
    idx = ScopeIndex("bench", "facts")
    idx.ids = [""] * n  # only the inverted lists are looked at
    t0 = time.perf_counter()
    for i, fact in enumerate(facts):
        idx.post["trigram"].add(i, trigrams(fact.text))
        idx.post["word"].add(i, words(fact.text))
    print(f"{n:,} facts: inverted lists built in {time.perf_counter() - t0:.1f} s, peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB (generated texts included)")
    cands = candidates(facts, 80, 0)
    for kind, fn in (("trigram", trigrams), ("word", words)):
        ms = []
        for c in cands:
            query = fn(c.text)
            t = time.perf_counter()
            idx.jaccard_hits(kind, query, thresholds[kind])
            ms.append((time.perf_counter() - t) * 1e3)
        print(f"{kind} lookup: median {statistics.median(ms):.2f} ms, p90 {np.percentile(ms, 90):.2f} ms")
    parts = [steps(idx, trigrams(c.text), thresholds["trigram"]) for c in cands]
    for key in parts[0]:
        print(f"  trigram, {key}: median {statistics.median(p[key] for p in parts):,.3g}")


if __name__ == "__main__":
    main()
