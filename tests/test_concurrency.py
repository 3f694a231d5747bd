"""Eight processes writing into one store at once, on SQLite (one file) and on PostgreSQL (one server).

Each process opens two Gates on the same (new) store and writes through them in turn (sixteen
gate instances, each with its own connection), with a lexical-only copy of the
shipped rules (`conflict.embedding_cosine: null`, so no process loads the model). Phase 1:
every writer gates a mix of its own facts and facts every writer shares, in small
`write_many` batches and single writes. Phase 2: `ROUNDS` races; in each, all eight writers
wait at a barrier, then write a different value of the same attribute to a fresh domain,
from equally reliable sources with the same valid time. Serialised, exactly one wins and
seven are rejected as conflicts; write skew would leave two values current.
"""

from __future__ import annotations

import os
import traceback
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import pytest
from conftest import BACKENDS, fresh_pg_url, lexical_rules
from process_context import writer_processes

from trustgate.store import open_store

pytestmark = pytest.mark.slow  # processes and a shared file: seconds, not milliseconds

WRITERS = 8
ROUNDS = 40
OWN = 12      # facts only one writer writes
SHARED = 6    # facts every writer writes: one accept each, the rest duplicates
ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
PROV = {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "observed_at": "2026-05-30T00:00:00Z"}



def own_candidates(worker: int) -> list[dict]:
    return [{"text": f"Writer {worker} recorded that sensor {worker}-{i} reads {i + 10} degrees.", "domain": f"sensors-{worker}-{i}",
             "provenance": PROV} for i in range(OWN)]


def shared_candidates() -> list[dict]:
    return [{"text": f"The shared ledger entry {k} is {k * 7} units.", "domain": f"ledger-{k}", "provenance": PROV} for k in range(SHARED)]


def race_candidate(round_: int, worker: int) -> dict:
    return {"text": f"The storage quota of project {round_} is {100 + worker} GB.", "domain": f"race-{round_}",
            "provenance": PROV, "valid_from": "2026-05-30T00:00:00Z"}


def writer(worker: int, db: str, rules: str, barrier, results) -> None:  # noqa: ANN001 - multiprocessing objects
    """One process: open a Gate, phase 1, then the races. Reports (worker, [(phase, key, id, verdict, rule, fact), ...], errors)."""
    out: list[tuple] = []
    errors: list[str] = []
    try:
        _write_all(worker, db, rules, barrier, out, errors)
    except Exception:  # noqa: BLE001 - an error that escapes a write is what the test counts
        errors.append(traceback.format_exc())
        barrier.abort()  # the others fail fast instead of waiting for a writer that is gone
    finally:
        results.put((worker, out, errors))


def _write_all(worker: int, db: str, rules: str, barrier, out: list, errors: list) -> None:  # noqa: ANN001
    os.environ["OMP_NUM_THREADS"] = "1"
    import sys

    sys.path.insert(0, str(ROOT))
    from trustgate import Gate

    gates = [Gate(rules, db, clock=lambda: NOW) for _ in range(2)]
    barrier.wait()
    own, shared = own_candidates(worker), shared_candidates()
    # interleave: a batch of four own facts, then one shared fact written alone, then every shared fact
    jobs = []
    for i in range(0, OWN, 4):
        jobs.append(("batch", own[i:i + 4]))
        jobs.append(("single", [shared[(i // 4 + worker) % SHARED]]))
    jobs.extend(("single", [c]) for c in shared)
    for n, (kind, batch) in enumerate(jobs):
        gate = gates[n % 2]
        try:
            decisions = gate.write_many(batch, batch_size=4) if kind == "batch" else [gate.write(batch[0])]
            out.extend(("load", c["text"], d.decision_id, d.verdict, d.reasons[0].rule if d.reasons else None, d.fact_id)
                       for c, d in zip(batch, decisions, strict=True))
        except Exception:  # noqa: BLE001
            errors.append(traceback.format_exc())
    for r in range(ROUNDS):
        barrier.wait()
        try:
            d = gates[(r + worker) % 2].write(race_candidate(r, worker))
            out.append(("race", r, d.decision_id, d.verdict, d.reasons[0].rule if d.reasons else None, d.fact_id))
        except Exception:  # noqa: BLE001
            errors.append(traceback.format_exc())
    for gate in gates:
        gate.close()


@pytest.fixture(scope="module", params=BACKENDS)
def run(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp("concurrency")
    rules = lexical_rules(folder)
    db = folder / "shared.db" if request.param == "sqlite" else fresh_pg_url(request.getfixturevalue("pg_cluster"))
    ctx = writer_processes()
    barrier, results = ctx.Barrier(WRITERS, timeout=120), ctx.Queue()
    procs = [ctx.Process(target=writer, args=(w, str(db), str(rules), barrier, results)) for w in range(WRITERS)]
    for p in procs:
        p.start()
    reports = [results.get(timeout=240) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    assert [p.exitcode for p in procs] == [0] * WRITERS
    return db, rules, sorted(reports)


def test_every_writer_finished_without_an_error(run):
    _, _, reports = run
    assert [w for w, _, _ in reports] == list(range(WRITERS))
    assert {w: errors for w, _, errors in reports if errors} == {}


def test_no_decision_is_lost_or_logged_twice(run):
    db, _, reports = run
    returned = [r[2] for _, out, _ in reports for r in out]
    submitted = WRITERS * (OWN + len(range(0, OWN, 4)) + SHARED + ROUNDS)
    assert len(returned) == submitted
    store = open_store(db)
    conn = store.conn
    logged = [r[0] for r in conn.execute("SELECT decision_id FROM decisions ORDER BY seq")]
    assert len(logged) == submitted
    assert len(set(logged)) == submitted
    assert Counter(logged) == Counter(returned)
    verdicts = dict(conn.execute("SELECT decision_id, verdict FROM decisions"))
    assert {r[2]: r[3] for _, out, _ in reports for r in out} == verdicts
    store.close()


def test_the_store_is_intact_after_the_load(run):
    db, rules, reports = run
    from trustgate import Gate

    with Gate(rules, db, clock=lambda: NOW) as gate:
        if isinstance(db, Path):
            assert gate.store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert gate.store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert gate.log.verify() == []
        accepted = {e.decision.decision_id: e.decision.fact_id for e in gate.log.entries() if e.decision.accepted}
        assert gate.store.facts_by_decision() == accepted


def test_each_fact_is_accepted_once_however_many_writers_send_it(run):
    _, _, reports = run
    load = [r for _, out, _ in reports for r in out if r[0] == "load"]
    by_text: dict[str, Counter] = {}
    for _, text, _, verdict, rule, _ in load:
        by_text.setdefault(text, Counter())[(verdict, rule)] += 1
    for c in shared_candidates():
        sent = sum(by_text[c["text"]].values())
        assert by_text[c["text"]] == {("accept", None): 1, ("reject", "duplicate"): sent - 1}, c["text"]
    for w in range(WRITERS):
        for c in own_candidates(w):
            assert by_text[c["text"]] == {("accept", None): 1}, c["text"]


def test_racing_contradictions_never_both_end_up_current(run):
    db, rules, reports = run
    from trustgate import Gate

    races = [r for _, out, _ in reports for r in out if r[0] == "race"]
    assert len(races) == ROUNDS * WRITERS
    outcomes = {r: Counter((v, rule) for _, rr, _, v, rule, _ in races if rr == r) for r in range(ROUNDS)}
    lost = {r: c for r, c in outcomes.items() if c != {("accept", None): 1, ("reject", "conflict"): WRITERS - 1}}
    assert lost == {}, f"{len(lost)} of {ROUNDS} races did not end with one winner"
    with Gate(rules, db, clock=lambda: NOW) as gate:
        current = {r: [f.text for f in gate.store.current("default", f"race-{r}", NOW)] for r in range(ROUNDS)}
    assert {r: texts for r, texts in current.items() if len(texts) != 1} == {}
    winners = {r for _, r, _, v, _, _ in races if v == "accept"}
    assert winners == set(range(ROUNDS))
