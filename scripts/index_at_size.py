"""The conflict index at a million rows without the model or a whole bench (issue 19): where its memory goes, and how
long a new process takes from opening the store to its first lookup.

    OMP_NUM_THREADS=1 python scripts/index_at_size.py --size 1000000 [--store /tmp/idx-1m.db] [--lookups 120]

1. Fills a SQLite store with `trustgate bench`'s synthetic facts and vectors (the bench's cached pool of model
   vectors, reused with seeded noise past it), as the bench does (kept with --store, and reused when it exists).
2. Builds the scope's index from the store (IndexCache.get) and saves it beside the store (as Gate.close does),
   timing each, with this process's RSS.
3. A process of its own opens the store, loads the saved index, and runs lexical + exact cosine lookups for the
   bench's candidates: open -> first lookup, the lookups' median, and that process's memory (VmRSS, of which anonymous
   and file-backed, and VmHWM), with the index's own arrays by kind. The model is not loaded there (it adds 235-242
   MB: see `trustgate bench`).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")


def status() -> dict[str, float]:
    """This process's memory from /proc/self/status, MB."""
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM", "RssAnon", "RssFile"):
                out[key] = round(int(rest.split()[0]) / 1024, 1)
    return out


def arrays_mb(idx) -> dict[str, float]:  # noqa: ANN001
    """The index's arrays by kind, MB (as held: a mapped array counts its whole size, touched or not)."""
    import numpy as np

    def size(x) -> int:  # noqa: ANN001
        return x.nbytes if isinstance(x, np.ndarray) else len(x) * x.itemsize if hasattr(x, "itemsize") else 0

    post = sum(size(p.base_rows) + sum(size(a) for a in p.lists.values()) + size(p.sizes) for p in idx.post.values())
    return {"codes, scales, errors": round(sum(size(a) for a in (idx.codes, idx.scale, idx.err, idx.has_vector)) / 2**20, 1),
            "projections": round(sum(size(a) for a in (idx.proj, idx.resid)) / 2**20, 1),
            "postings": round(post / 2**20, 1), "rows (times, liveness)": round((size(idx.recorded) + size(idx.live_until)) / 2**20, 1)}


def lookups(path: Path, n_lookups: int) -> None:
    """Step 3, in a process of its own: prints one JSON line."""
    t0 = time.perf_counter()
    from trustgate.index_cache import IndexCache
    from trustgate.measure.synthetic import DOMAIN, NAMESPACE
    from trustgate.rules import load_rules, default_rules_path
    from trustgate.store import Store
    from trustgate.text import trigrams, words
    import numpy as np

    rules = load_rules(default_rules_path())
    c = rules.conflict
    spec = json.loads(sys.stdin.read())
    texts, vecs = spec["texts"][:n_lookups], np.asarray(spec["vectors"], dtype=np.float32)[:n_lookups]
    imported = time.perf_counter() - t0
    base = status()
    t0 = time.perf_counter()
    store = Store(path)
    cache = IndexCache(store)
    idx = cache.get(NAMESPACE, DOMAIN)
    opened = time.perf_counter() - t0

    def lookup(text: str, vector) -> set:  # noqa: ANN001
        hits = set(idx.jaccard_hits("trigram", trigrams(text), c.trigram_jaccard))
        hits.update(idx.jaccard_hits("word", words(text), c.word_jaccard))
        hits.update(idx.cosine_search(vector, c.embedding_cosine, wanted=sorted(hits))[0])
        return hits

    lookup(texts[0], vecs[0])
    first = time.perf_counter() - t0
    ms, cpu = [], []  # wall clock, and CPU time of the thread (less moved by other processes on a loaded machine)
    for text, v in zip(texts, vecs):
        t, t_cpu = time.perf_counter_ns(), time.thread_time_ns()
        lookup(text, v)
        ms.append((time.perf_counter_ns() - t) / 1e6)
        cpu.append((time.thread_time_ns() - t_cpu) / 1e6)
    after = status()
    print(json.dumps({"status": cache.status.get((NAMESPACE, DOMAIN)), "rows": len(idx), "imports_s": round(imported, 2),
                      "open_s": round(opened, 3), "open_to_first_lookup_s": round(first, 3),
                      "lookup_median_ms": round(statistics.median(ms), 2), "lookup_p90_ms": round(sorted(ms)[int(0.9 * len(ms))], 2),
                      "lookup_cpu_median_ms": round(statistics.median(cpu), 2),
                      "memory_before_open_mb": base, "memory_after_lookups_mb": after,
                      "growth_mb": round(after["VmRSS"] - base["VmRSS"], 1), "arrays_mb": arrays_mb(idx)}))


def child(path: Path, spec: str, n_lookups: int) -> dict:
    got = subprocess.run([sys.executable, __file__, "--child", str(path), "--lookups", str(n_lookups)], input=spec,
                         capture_output=True, text=True, check=True)
    return json.loads(got.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=1_000_000)
    p.add_argument("--store", type=Path, help="the store file (kept; reused when it exists, its saved index too)")
    p.add_argument("--lookups", type=int, default=120)
    p.add_argument("--rebuild", action="store_true", help="build and save the index even when a saved one loads")
    p.add_argument("--open-only", action="store_true", help="only step 3, on the store (and saved index) a run before left")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        lookups(args.child, args.lookups)
        return
    path = args.store or Path(f"/tmp/trustgate-index-{args.size}.db")
    spec_path = Path(f"{path}.lookups.json")
    if args.open_only:
        print(json.dumps({"load_average_start": os.getloadavg(), "new_process": child(path, spec_path.read_text(), args.lookups),
                          "load_average_end": os.getloadavg()}, indent=1))
        return

    import numpy as np

    from trustgate.embeddings import Embedder
    from trustgate.index_cache import IndexCache
    from trustgate.measure import bench
    from trustgate.measure.synthetic import DOMAIN, NAMESPACE, candidates, generate
    from trustgate.store import Store

    rules = bench.rule_variants(None)["full"]
    settings = rules.conflict.embedder
    meta = bench.cached_meta(bench.cache_dir(), bench.cache_key(settings, 0))
    if not meta:
        raise SystemExit("no cached pool of model vectors: run `trustgate bench --sizes 1000` once first")
    facts = generate(args.size, 0)
    pool = np.load(bench.cache_dir() / f"{bench.cache_key(settings, 0)}.npy", mmap_mode="r")[: min(args.size, meta["count"])]
    vectors = bench.PooledVectors(pool, len(facts), 0)
    report: dict = {"size": args.size, "store": str(path), "load_average_start": os.getloadavg()}
    if not path.exists():
        t0 = time.perf_counter()
        bench.build_store(path, facts, vectors, seed=0)
        report["store_fill_s"] = round(time.perf_counter() - t0, 1)
    store = Store(path)
    cache = IndexCache(store)
    if args.rebuild:
        cache.persist = False
    before = status()
    t0 = time.perf_counter()
    idx = cache.get(NAMESPACE, DOMAIN)
    report["index"] = cache.status.get((NAMESPACE, DOMAIN))
    report["index_get_s"] = round(time.perf_counter() - t0, 1)
    cands = candidates(facts, args.lookups, 0)
    embedder = Embedder(settings)  # the candidates' vectors (a few hundred texts); loaded after the build is measured
    t0 = time.perf_counter()
    idx.cosine_search(np.asarray(embedder.encode([cands[0].text])[0]), rules.conflict.embedding_cosine)  # fits the basis
    report["first_cosine_s"] = round(time.perf_counter() - t0, 1)
    report["build_memory_mb"] = {"before": before, "after": status(), "arrays_mb": arrays_mb(idx)}
    if report["index"] != "loaded" or args.rebuild:
        cache.persist = True
        cache.saved_rows.clear()
        t0 = time.perf_counter()
        cache.save()
        report["save_s"] = round(time.perf_counter() - t0, 1)
    store.close()
    spec = json.dumps({"texts": [c.text for c in cands], "vectors": embedder.encode([c.text for c in cands]).tolist()})
    spec_path.write_text(spec)
    report["new_process"] = child(path, spec, args.lookups)
    report["load_average_end"] = os.getloadavg()
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
