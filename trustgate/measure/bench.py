"""`trustgate bench`: what a conflict check costs as the store grows, indexed against the full scan.

For each size it builds a real SQLite store of synthetic, templated facts in ONE namespace and
domain (fourteen sentence templates filled from sizeable vocabularies with a seeded RNG, so
that most facts are unlike each other), each stored with its embedding, then times per
candidate, side by side in one run: the rules-only stages, the lexical lookup (trigram + word
Jaccard) through the inverted index and by the full scan, the exact cosine lookup (the model's
forward pass reported on its own), the whole conflict stage indexed and naive, a whole dry-run
decision, and the throughput of `Gate.write_many` with and without the embedding stage.

The candidates mix near-duplicates of stored facts, updates with a changed value, paraphrases
and unrelated facts. The full scan is timed on an evenly spread subset of them (it costs
seconds per candidate at 100,000 facts) and its speed-up is the ratio of medians over that
same subset. Embedding 100,000 facts takes minutes on one CPU thread, so the vectors are
cached under ~/.cache/trustgate-bench keyed by seed, generator version, model and count (the
time it took is kept and reported); the stores themselves are rebuilt from them every run.
"""

from __future__ import annotations

import gc
import json
import os
import platform
import random
import resource
import sqlite3
import statistics
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np
import yaml

from ..embeddings import Embedder, to_blob
from ..gate import Gate
from ..pipeline import Context
from ..provenance import Provenance, parse_candidate
from ..stages.compared import forget_pairs
from ..rules import default_rules_path, load_rules, parse_rules
from ..stages.conflict import ConflictCheck
from ..store import Fact, Store
from ..store.sqlite import INSERT, insert_args
from ..text import trigrams, words
from . import warm_start as warm
from .bench_report import Report, Result, format_table, percentile  # noqa: F401 - format_table: the CLI prints bench.format_table(report)
from .synthetic import (
    DOMAIN,
    GENERATOR_VERSION,
    NAMESPACE,
    NOW,
    Synthetic,
    candidate_dict,
    candidates,
    generate,
)

def _summary(size: int, method: str, ms: list[float], **extra: Any) -> Result:
    return Result(size, method, round(statistics.median(ms), 4), round(percentile(ms, 0.9), 4), len(ms), extra=extra)


def _timed(fn: Callable[[Any], Any], items: list, *, warmup: int = 2, budget_s: float | None = None, min_n: int = 4) -> list[float]:
    """Milliseconds per call of fn(item); with a budget, stop after it is spent (having timed at least min_n)."""
    for item in items[:warmup]:
        fn(item)
    gc.collect()
    out, start = [], time.perf_counter()
    for item in items:
        if budget_s is not None and len(out) >= min_n and time.perf_counter() - start > budget_s:
            break
        t = time.perf_counter_ns()
        fn(item)
        out.append((time.perf_counter_ns() - t) / 1e6)
    return out


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux


# ---------------------------------------------------------------- building
Progress = Callable[[str, int, int], None]  # (task, done, total)


def _no_progress(task: str, done: int, total: int) -> None:
    pass


RATE_SAMPLE = 1024  # facts embedded to measure the model's rate when the stores' vectors come from the cache


def cache_dir() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "trustgate-bench"


def _texts_sha(texts: list[str]) -> str:
    import hashlib

    h = hashlib.sha256()
    for t in texts:
        h.update(t.encode("utf-8") + b"\n")
    return h.hexdigest()


def cache_key(settings: Any, seed: int) -> str:
    """Cached vectors are for one embedder, one generator version and one seed."""
    return "-".join(str(x).replace("/", "_") for x in (settings.provider, settings.model)) + f"-g{GENERATOR_VERSION}-s{seed}"


def cached_meta(cache: Path | None, key: str) -> dict | None:
    if cache is None or not (cache / f"{key}.json").exists() or not (cache / f"{key}.npy").exists():
        return None
    try:
        return json.loads((cache / f"{key}.json").read_text())
    except (OSError, ValueError):
        return None


def embed_facts(texts: list[str], embedder: Any, *, cache: Path | None, key: str, progress: Progress = _no_progress,
                chunk: int = 1024) -> tuple[np.ndarray, dict]:
    """Vectors of `texts` (the seeded sequence), reusing the cache when it holds a prefix of them and extending it.

    Returns the vectors and {"seconds": embedding time of all of them (measured now, or when cached),
    "cached": how many came from the cache}.
    """
    vectors = np.zeros((0, 0), dtype=np.float32)
    seconds, cached = 0.0, 0
    meta_path = npy_path = None
    if cache is not None:
        meta_path, npy_path = cache / f"{key}.json", cache / f"{key}.npy"
        meta = cached_meta(cache, key)
        if meta and meta["count"] <= len(texts) and _texts_sha(texts[: meta["count"]]) == meta["sha256"]:
            vectors = np.load(npy_path, mmap_mode="r")  # a store of n facts reads only the first n rows
            seconds, cached = meta["seconds"], meta["count"]
    todo = texts[cached:]
    if todo:
        parts = [np.asarray(vectors)] if cached else []
        t0 = time.perf_counter()
        for i in range(0, len(todo), chunk):
            parts.append(embedder.encode(todo[i : i + chunk]))
            progress("embedding facts", cached + i + len(parts[-1]), len(texts))
        measured = time.perf_counter() - t0
        vectors = np.ascontiguousarray(np.vstack(parts), dtype=np.float32)
        seconds += measured
        if cache is not None and meta_path is not None and npy_path is not None:
            cache.mkdir(parents=True, exist_ok=True)
            tmp = npy_path.with_suffix(".tmp.npy")
            np.save(tmp, vectors)
            os.replace(tmp, npy_path)
            meta_path.write_text(json.dumps({"count": len(texts), "sha256": _texts_sha(texts),
                                             "seconds": round(seconds, 2), "threads": _threads(),
                                             "created": datetime.now(timezone.utc).isoformat(timespec="seconds")}))
    progress("embedding facts", len(texts), len(texts))
    return vectors, {"seconds": seconds, "cached": cached, "measured_now": len(todo)}


POOL = 20_000  # distinct texts the model embeds at most (more when the cache already holds more)
POOL_NOISE = 0.01  # per dimension, on a reused vector: about 0.98 cosine with the one it was made from
FULL_SCAN_MAX = 100_000  # past this size the full scan (seconds per candidate) and write_many are not run


class PooledVectors:
    """The stored facts' vectors: the model's own for the first `len(pool)` facts; fact i past them carries the
    vector of fact i mod len(pool), moved by seeded noise (POOL_NOISE per dimension) and normalised, so that a
    million facts need not be embedded (over an hour here). Read in blocks, never all at once."""

    BLOCK = 8192

    def __init__(self, pool: np.ndarray, n: int, seed: int):
        self.pool, self.n, self.seed = pool, n, seed
        self._block: tuple[int, np.ndarray] | None = None

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> np.ndarray:
        b = i // self.BLOCK
        if self._block is None or self._block[0] != b:
            rows = np.arange(b * self.BLOCK, min(self.n, (b + 1) * self.BLOCK))
            v = np.array(self.pool[rows % len(self.pool)], dtype=np.float32)
            reused = rows >= len(self.pool)
            if reused.any():
                noise = np.random.default_rng([self.seed, b]).normal(0, POOL_NOISE, size=v.shape).astype(np.float32)
                moved = v[reused] + noise[reused]
                v[reused] = moved / np.linalg.norm(moved, axis=1, keepdims=True)
            self._block = (b, v)
        return self._block[1][i - b * self.BLOCK]


FILL_CACHE_KB = 262144  # SQLite page cache while a store past FULL_SCAN_MAX is filled (only that connection, only then)
_PROVENANCE_KINDS = (("tool_output", 1, 0.9), ("doc_reference", 1, 0.85), ("user_direct", 1, 0.95), ("web_search", 2, 0.8),
                     ("git_history", 1, 0.9), ("agent_pattern", 3, 0.8))


def build_store(path: Path, facts: list[Synthetic], vectors: Any, *, seed: int = 0, progress: Progress = _no_progress) -> float:
    """Insert the facts (with their embeddings, `vectors[i]` for fact i) in one transaction; returns seconds. Up to
    FULL_SCAN_MAX facts through Store.insert one by one (its rate is reported); past that, the same rows a thousand
    at a time (`executemany`, the triggers firing as for each insert), with a page cache of FILL_CACHE_KB."""
    r = random.Random(f"store-{seed}")
    t0 = time.perf_counter()
    batch: list[tuple] = []
    with Store(path) as store, store.transaction():
        if len(facts) > FULL_SCAN_MAX:  # a page cache for the store's B-trees to grow in (SQLite's default is 2 MB): the
            store.conn.execute(f"PRAGMA cache_size = -{FILL_CACHE_KB}")  # same rows, about a third less time at 100,000
        for i, s in enumerate(facts):
            kind, evidence, confidence = _PROVENANCE_KINDS[i % len(_PROVENANCE_KINDS)]
            observed = NOW - timedelta(days=r.randint(2, 900), seconds=r.randint(0, 86399))
            prov = Provenance(source_kind=kind, source_id=f"bench:{i}", evidence_count=evidence, confidence=confidence,
                              observed_at=observed)
            fact = Fact(id=f"b{seed}-{i:06d}", namespace=NAMESPACE, domain=DOMAIN, text=s.text, provenance=prov,
                        valid_from=observed, valid_to=None, recorded_at=observed, embedding=to_blob(vectors[i]))
            if len(facts) <= FULL_SCAN_MAX:
                store.insert(fact)
            else:
                batch.append(insert_args(fact))
                if len(batch) == 1000:
                    store.conn.executemany(INSERT, batch)
                    batch = []
            if i % 2000 == 0:
                progress(f"storing {len(facts):,} facts", i, len(facts))
        if batch:
            store.conn.executemany(INSERT, batch)
    progress(f"storing {len(facts):,} facts", len(facts), len(facts))
    return time.perf_counter() - t0


def copy_store(src: Path, dst: Path) -> None:
    """A consistent copy of a store file (WAL included) through SQLite's backup API."""
    with sqlite3.connect(src) as a, sqlite3.connect(dst) as b:
        a.backup(b)
    a.close()
    b.close()


def _threads() -> int | None:
    import sys

    if "torch" not in sys.modules:
        return None
    return int(sys.modules["torch"].get_num_threads())


def warm_start(n: int, path: Path, rules: Any, texts: list[str], *, budget_s: float, progress: Progress = _no_progress) -> Result:
    """A fresh process opens the store (its index saved beside it): time to the first decision, lookups, memory."""
    progress(f"{n:,} facts: warm start (a process of its own)", 0, 1)
    got = warm.measure(path, str(rules.path), texts, budget_s)
    progress(f"{n:,} facts: warm start (a process of its own)", 1, 1)
    return Result(n, "warm_start", extra=got)


# ---------------------------------------------------------------- rule variants
def rule_variants(rules_path: str | Path | None) -> dict[str, Any]:
    """The rule file as given, without the embedding signal, and with the stages cut before conflict."""
    path = Path(rules_path) if rules_path else default_rules_path()
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)

    def variant(label: str, change: Callable[[dict], None]) -> Any:
        d = json.loads(json.dumps(data))
        change(d)
        return parse_rules(yaml.safe_dump(d, sort_keys=False), f"{path} [{label}]")

    def no_cosine(d: dict) -> None:
        d.setdefault("conflict", {})["embedding_cosine"] = None

    def rules_only(d: dict) -> None:
        stages = d.get("stages") or ["intake", "provenance", "confidence", "evidence", "contradictions", "grounding", "conflict", "llm"]
        d["stages"] = stages[: stages.index("conflict")] if "conflict" in stages else stages
        d.setdefault("llm", {})["enabled"] = False

    return {"full": load_rules(path), "no_cosine": variant("embedding_cosine: null", no_cosine),
            "rules_only": variant("stages before conflict", rules_only)}


# ---------------------------------------------------------------- measuring
def _signature(reasons: list, ctx: Any) -> tuple:
    return (tuple((r.rule, r.details.get("signal"), r.details.get("score")) for r in reasons), tuple(ctx.against),
            tuple(ctx.supersedes), tuple(sorted(ctx.scores.items())))


def measure_size(n: int, facts: list[Synthetic], vectors: np.ndarray, embedder: Any, variants: dict, workdir: Path, *,
                 n_candidates: int, write_n: int, seed: int, budget_s: float, embed_info: dict,
                 progress: Progress = _no_progress) -> list[Result]:
    full = variants["full"]
    out: list[Result] = []
    rate = embed_info["rate"]
    embedded = min(n, len(vectors.pool))  # past the pool, vectors are reused, not embedded
    out.append(Result(n, "embed_facts", n=embedded, throughput=round(rate, 1),
                      extra={"seconds": round(embedded / rate, 2), "measured": embed_info["measured"]}))
    path = workdir / f"bench-{n}.db"
    insert_s = build_store(path, facts[:n], vectors, seed=seed, progress=progress)
    scan = n <= FULL_SCAN_MAX
    out.append(Result(n, "store_insert", n=n, throughput=round(n / insert_s, 1), extra={"seconds": round(insert_s, 2)}))

    cands = candidates(facts[:n], n_candidates, seed)
    objs = [parse_candidate(candidate_dict(c.text)) for c in cands]
    vecs = embedder.encode([c.text for c in cands])
    items = list(zip(cands, objs, vecs))
    def clock() -> datetime:
        return NOW

    gate_idx = Gate(full, path, clock=clock, embedder=embedder)
    gate_naive = Gate(full, path, clock=clock, embedder=embedder, conflict_scan="naive")
    gate_rules = Gate(variants["rules_only"], path, clock=clock)
    try:
        gc.collect()
        rss0, t0 = _rss_mb(), time.perf_counter()
        idx = gate_idx.index.get(NAMESPACE, DOMAIN)
        index_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        idx.cosine_search(vecs[0], full.conflict.embedding_cosine or 0.7)  # a first cosine lookup fits what the pruning needs
        first_cosine_s, index_rss = time.perf_counter() - t0, _rss_mb() - rss0
        out.append(Result(n, "index_build", extra={"seconds": round(index_s, 3), "first_cosine_s": round(first_cosine_s, 3),
                                                   "rss_growth_mb": round(index_rss, 1), "matrix_mb": round(idx.vector_bytes() / 2**20, 1)}))
        rows: list[Fact] = []
        if scan:
            t0 = time.perf_counter()
            rows = gate_naive.store.scope(NAMESPACE, DOMAIN)
            out.append(Result(n, "scope_load", extra={"seconds": round(time.perf_counter() - t0, 3), "rows": len(rows)}))

        th = ConflictCheck(full).thresholds
        check_full, check_lex, stage = ConflictCheck(full), ConflictCheck(variants["no_cosine"]), ConflictCheck(full)

        def ctx(gate: Any, it: tuple) -> Context:
            c = gate.context(it[1], NOW, dry_run=True)
            c.vector = it[2]
            return c

        def lexical_index(it: tuple) -> set:
            text = it[1].text
            hits = set(idx.jaccard_hits("trigram", trigrams(text), th["trigram"]))
            hits.update(idx.jaccard_hits("word", words(text), th["word"]))
            return hits

        def cosine_index(it: tuple, wanted: list[int] = ()) -> set:  # what the conflict stage calls
            return set(idx.cosine_search(it[2], th["cosine"], wanted=wanted)[0])

        def lexical_cosine_index(it: tuple) -> set:
            hits = lexical_index(it)
            hits.update(cosine_index(it, sorted(hits)))
            return hits

        def run_stage(gate: Any) -> Callable[[tuple], tuple]:
            def f(it: tuple) -> tuple:
                c = ctx(gate, it)
                return _signature(stage(it[1], c), c)
            return f

        methods: list[tuple[str, Callable[[tuple], Any], bool]] = [
            ("rules_only", lambda it: gate_rules.check(it[1]), False),
            ("embed_forward", lambda it: embedder.encode([it[1].text]), False),
            ("lexical_index", lexical_index, False),
            ("cosine_index", cosine_index, False),
            ("lexical_cosine_index", lexical_cosine_index, False),
            ("conflict_stage_index", run_stage(gate_idx), False),
            ("decision_index", lambda it: gate_idx.check(it[1]), False),
            ("lexical_naive", lambda it: check_lex._scan(it[1], ctx(gate_naive, it), rows), True),
            ("cosine_naive", lambda it: check_full._cosines(it[1], ctx(gate_naive, it), rows), True),  # every row's cosine
            ("lexical_cosine_naive", lambda it: check_full._scan(it[1], ctx(gate_naive, it), rows), True),
            ("conflict_stage_naive", run_stage(gate_naive), True),
        ]
        if not scan:  # seconds per candidate: compared at the smaller sizes of the same run
            methods = [m for m in methods if not m[2]]
        ms: dict[str, list[float]] = {}
        outputs: dict[str, list] = {}
        for name, fn, naive in methods:
            done: list = []

            def call(it: tuple, fn: Callable = fn, done: list = done, name: str = name) -> None:
                done.append(fn(it))
                progress(f"{n:,} facts: {name}", len(done), len(items))

            items_run = items if name != "embed_forward" else items[: min(len(items), 60)]
            forget_pairs()  # (each row decides the same candidates: none is timed on an earlier row's kept comparisons)
            ms[name] = _timed(call, items_run, warmup=0 if naive else 1, budget_s=budget_s)
            outputs[name] = done[len(done) - len(ms[name]):]
            progress(f"{n:,} facts: {name}", len(items), len(items))
        gate_idx.index.save()  # what the next open of this store loads (warm start, measured below in a process of its own)
        for name, _, naive in methods:
            extra: dict[str, Any] = {}
            if naive:
                base = name.replace("_naive", "_index")
                k = min(len(ms[name]), len(ms[base]))
                paired = statistics.median(ms[base][:k])
                extra["speedup"] = round(statistics.median(ms[name][:k]) / paired, 1) if paired > 0 else None
                extra["paired"] = k
                extra["index_median_ms_same_candidates"] = round(paired, 4)
                if name == "conflict_stage_naive":
                    extra["agree"] = sum(a == b for a, b in zip(outputs[name], outputs[base][:k]))
                elif name == "cosine_naive":
                    extra["agree"] = sum({rows[j].id for j, c in enumerate(a) if c >= th["cosine"]} == {idx.ids[i] for i in b}
                                         for a, b in zip(outputs[name], outputs[base][:k]))
                else:
                    extra["agree"] = sum({m.fact.id for m in a} == {idx.ids[i] for i in b}
                                         for a, b in zip(outputs[name], outputs[base][:k]))
            if name in ("lexical_index", "lexical_cosine_index"):
                extra["hits_mean"] = round(statistics.mean(len(h) for h in outputs[name]), 2)
            out.append(_summary(n, name, ms[name], **extra))
    finally:
        for g in (gate_idx, gate_naive, gate_rules):
            g.close()

    out.append(warm_start(n, path, full, [c.text for c in cands], budget_s=budget_s, progress=progress))
    if write_n and scan:
        stored = {f.text for f in facts}
        new = [candidate_dict(s.text) for s in generate(write_n + 1000, seed + 2_000_003) if s.text not in stored][:write_n]
        for name, rules in (("write_many_embed", full), ("write_many_no_embed", variants["no_cosine"])):
            dst = workdir / f"write-{n}-{name}.db"
            copy_store(path, dst)
            with Gate(rules, dst, clock=clock, embedder=embedder) as g:
                g.index.get(NAMESPACE, DOMAIN)  # built already above: its cost is index_build
                batch = rules.conflict.embedder.batch_size
                t0 = time.perf_counter()

                def feed() -> Iterator[dict]:  # one stream (so write_many overlaps its batches), cut at a batch edge once the budget is spent
                    for i, c in enumerate(new):
                        if i and i % batch == 0:
                            progress(f"{n:,} facts: {name}", i, len(new))
                            if time.perf_counter() - t0 > 2 * budget_s:
                                return
                        yield c

                decisions = g.write_many(feed())
                seconds = time.perf_counter() - t0
            out.append(Result(n, name, n=len(decisions), throughput=round(len(decisions) / seconds, 1),
                              extra={"seconds": round(seconds, 2), "accepted": sum(d.verdict == "accept" for d in decisions)}))
            for suffix in ("", "-wal", "-shm"):
                Path(f"{dst}{suffix}").unlink(missing_ok=True)
    out.append(Result(n, "memory", extra={"peak_rss_mb": round(_peak_rss_mb(), 1), "rss_mb": round(_rss_mb(), 1),
                                          "peak_rss_source": "getrusage(RUSAGE_SELF).ru_maxrss: the whole process, highest so far"}))
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return out


def run(sizes: list[int], *, n_candidates: int = 120, write_n: int = 2000, seed: int = 0, rules: str | Path | None = None,
        use_cache: bool = True, budget_s: float = 10.0, pool: int = POOL, progress: Progress = _no_progress) -> Report:
    """Build a store per size and measure every method on it; see the module docstring."""
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    variants = rule_variants(rules)
    settings = variants["full"].conflict.embedder
    embedder = Embedder(settings)
    try:  # the model loader's own progress bar would interleave with ours
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
    except ImportError:
        pass
    t0 = time.perf_counter()
    embedder.encode(["load the model"])
    model_load_s = time.perf_counter() - t0

    sizes = sorted(set(sizes))
    cache = cache_dir() if use_cache else None
    key = cache_key(settings, seed)
    meta = cached_meta(cache, key)
    cached = meta["count"] if meta else 0
    facts = generate(max(sizes[-1], cached), seed)
    pool_n = min(sizes[-1], max(pool, cached))  # the model's vectors: the pool, or all the cache holds
    texts = [f.text for f in facts[: max(pool_n, cached)]]
    pool_vectors, info = embed_facts(texts, embedder, cache=cache, key=key, progress=progress)
    vectors = PooledVectors(pool_vectors[:pool_n], len(facts), seed)
    total = len(texts)
    embed_info = {"rate": total / info["seconds"] if info["seconds"] else float("nan"), "measured": "now"}
    if info["cached"]:  # the stores reuse cached vectors; the rate is measured now, on this runtime, on a sample
        sample = [f.text for f in facts[:RATE_SAMPLE]]
        t0 = time.perf_counter()
        for i in range(0, len(sample), settings.batch_size):
            embedder.encode(sample[i : i + settings.batch_size])
        embed_info = {"rate": len(sample) / (time.perf_counter() - t0),
                      "measured": f"now on {len(sample):,} facts ({embedder.runtime}); the stores' {info['cached']:,} vectors from the cache"
                                  + (f" + {info['measured_now']:,} embedded now" if info["measured_now"] else "")}

    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="trustgate-bench-") as tmp:
        for n in sizes:
            results.extend(measure_size(n, facts, vectors, embedder, variants, Path(tmp), n_candidates=n_candidates,
                                        write_n=write_n, seed=seed, budget_s=budget_s, embed_info=embed_info,
                                        progress=progress))
    machine = {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version(),
               "numpy": np.__version__, "torch_threads": _threads(), "embedder_runtime": embedder.runtime, "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
               "load_average": [round(x, 2) for x in os.getloadavg()], "model": settings.model,
               "model_load_s": round(model_load_s, 2), "candidates": n_candidates, "seed": seed, "rules": str(variants["full"].path),
               "budget_s": budget_s, "pool": pool_n, "pool_noise": POOL_NOISE, "full_scan_max": FULL_SCAN_MAX}
    return Report(sizes, results, machine)
