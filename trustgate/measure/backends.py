"""The store backends side by side: what a decision costs on SQLite and on PostgreSQL.

For each store address (a SQLite path or a `postgresql://` URL) the run works in a new place
of its own (a new file next to the path; a new schema in the database, dropped at the end),
seeds it with `facts` synthetic facts in one namespace and domain (measure/synthetic.py,
through `Gate.seed`), then measures:

- single-writer decision latency: `Gate.write` of `count` candidates (near-duplicates,
  updates, paraphrases and unrelated facts of that domain, interleaved) one at a time, each
  its own transaction; median and p95 in milliseconds, after the conflict index has loaded;
- throughput with 1, 2, 4, 8 writer processes, each with its own gate, writing `per_writer`
  new facts into a domain of its own (so PostgreSQL's per-scope locks do not serialise them;
  the log's hash chain still does, at the append); decisions per second over the wall time
  from a barrier to the last writer's end.

The embedding signal is off (`conflict.embedding_cosine: null`): the model's forward pass
is the same on both backends and would hide the store's share. Processes, not threads, so
that each writer has its own interpreter, as separate agents would.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..gate import Gate
from ..store import is_url, open_store
from .bench import percentile, rule_variants
from .synthetic import DOMAIN, NAMESPACE, NOW, candidate_dict, candidates, generate

WRITERS = (1, 2, 4, 8)


@dataclass(frozen=True)
class BackendResult:
    backend: str
    facts: int
    latency_ms: list[float]
    throughput: dict[int, float]  # writers -> decisions per second
    seed_s: float

    @property
    def median_ms(self) -> float:
        return statistics.median(self.latency_ms)

    def to_dict(self) -> dict:
        return {"backend": self.backend, "facts": self.facts, "median_ms": round(self.median_ms, 3),
                "p95_ms": round(percentile(self.latency_ms, 0.95), 3), "n": len(self.latency_ms),
                "throughput_per_s": {str(k): round(v, 1) for k, v in self.throughput.items()}, "seed_s": round(self.seed_s, 2)}


def fresh_place(address: str) -> tuple[str, Callable[[], None]]:
    """A new, empty store next to `address`, and how to remove it afterwards."""
    tag = "trustgate_bench_" + uuid.uuid4().hex[:10]
    if is_url(address):
        url = address + ("&" if "?" in address else "?") + f"schema={tag}"

        def drop() -> None:
            with open_store(url) as store:
                store.conn.execute(f'DROP SCHEMA "{tag}" CASCADE')
        return url, drop
    path = Path(address).with_name(f"{Path(address).name}.{tag}.db")

    def remove() -> None:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    return str(path), remove


def _seed(url: str, rules: Any, n: int, seed: int) -> float:
    facts = generate(n, seed)
    prov = {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "observed_at": "2026-01-01T00:00:00Z"}
    t0 = time.perf_counter()
    with Gate(rules, url, clock=lambda: NOW) as gate:
        for i in range(0, n, 2000):
            gate.seed([{"id": f"s{j}", "text": f.text, "domain": DOMAIN, "namespace": NAMESPACE, "provenance": prov}
                       for j, f in enumerate(facts[i : i + 2000], start=i)])
    return time.perf_counter() - t0


def _latency(url: str, rules: Any, n: int, count: int, seed: int) -> list[float]:
    stored = generate(n, seed)
    with Gate(rules, url, clock=lambda: NOW) as gate:
        gate.index.get(NAMESPACE, DOMAIN)  # the in-process index loads once per gate: not a decision's cost
        out = []
        for c in candidates(stored, count, seed):
            t0 = time.perf_counter()
            gate.write(candidate_dict(c.text))
            out.append((time.perf_counter() - t0) * 1000)
    return out


def _writer(url: str, rules_path: str | None, worker: int, run: int, per_writer: int, barrier, done) -> None:  # noqa: ANN001
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    rules = rule_variants(rules_path)["no_cosine"]
    texts = [s.text for s in generate(per_writer, seed=7919 * (run + 1) + worker)]
    with Gate(rules, url, clock=lambda: NOW) as gate:
        gate.write({**candidate_dict("warm-up: the writer connected."), "domain": f"warmup-{run}-{worker}"})
        barrier.wait()
        for text in texts:
            gate.write({**candidate_dict(text), "domain": f"writer-{run}-{worker}"})
    done.put(time.perf_counter())


def _throughput(url: str, rules_path: str | None, writers: int, run: int, per_writer: int) -> float:
    ctx = multiprocessing.get_context("spawn")
    barrier, done = ctx.Barrier(writers + 1, timeout=300), ctx.Queue()
    procs = [ctx.Process(target=_writer, args=(url, rules_path, w, run, per_writer, barrier, done)) for w in range(writers)]
    for p in procs:
        p.start()
    barrier.wait()
    t0 = time.perf_counter()
    ends = [done.get(timeout=600) for _ in procs]
    for p in procs:
        p.join(60)
    if any(p.exitcode != 0 for p in procs):
        raise RuntimeError(f"a writer process failed ({[p.exitcode for p in procs]})")
    return writers * per_writer / (max(ends) - t0)


def measure(label: str, address: str, *, facts: int = 10_000, count: int = 200, per_writer: int = 100,
            writers: tuple[int, ...] = WRITERS, rules_path: str | None = None, seed: int = 0,
            progress: Callable[[str], None] = lambda _: None) -> BackendResult:
    """Seed a new store at (next to) `address`, time single writes, then the writer processes."""
    rules = rule_variants(rules_path)["no_cosine"]
    url, remove = fresh_place(address)
    try:
        progress(f"{label}: seeding {facts:,} facts")
        seed_s = _seed(url, rules, facts, seed)
        progress(f"{label}: {count} single writes")
        latency = _latency(url, rules, facts, count, seed)
        rates = {}
        for run, k in enumerate(writers):
            progress(f"{label}: {k} writer processes")
            rates[k] = _throughput(url, rules_path, k, run, per_writer)
        with open_store(url) as store:
            from_log = store.conn.execute("SELECT COUNT(*) FROM decisions WHERE verdict != 'seed'").fetchone()[0]
        expected = count + sum(k * (per_writer + 1) for k in writers)
        if from_log != expected:
            raise RuntimeError(f"{label}: {from_log} decisions logged, {expected} made")
        return BackendResult(label, facts, latency, rates, seed_s)
    finally:
        remove()


def format_table(results: list[BackendResult]) -> str:
    writers = sorted({k for r in results for k in r.throughput})
    head = ["backend", "facts", "median ms", "p95 ms"] + [f"{k} writer{'s' if k > 1 else ''}/s" for k in writers]
    rows = [[r.backend, f"{r.facts:,}", f"{r.median_ms:.2f}", f"{percentile(r.latency_ms, 0.95):.2f}"]
            + [f"{r.throughput.get(k, float('nan')):.0f}" for k in writers] for r in results]
    if len(results) == 2:
        a, b = results
        rows.append([f"{b.backend}/{a.backend}", "", f"{b.median_ms / a.median_ms:.2f}x", "", *[""] * len(writers)])
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]

    def line(cells: list) -> str:
        return "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
    return "\n".join([line(head), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(line, rows)])
