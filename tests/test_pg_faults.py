"""Faults on the real PostgreSQL server: a writer killed mid-transaction, and the server restarted mid-run.

SIGKILL: a writer process gates batches (each one transaction, each candidate with an
idempotency key) and is killed while the server shows it inside a transaction, three times
over. Nothing partial may remain: every batch is in the log whole or not at all, every
accepted decision has its fact row, `audit verify` passes.

`pg_ctl restart`: four writer processes gate keyed candidates (their own slots and slots all
of them contend for) while the server is restarted under them. The store retries the
transient failures; a write that still fails is sent again by the writer with the same key.
No decision is lost or made twice (one log record per key, the one the writer was given),
one value is current per slot, `audit verify` passes. The SQLite side of both: test_crash.py
and test_concurrency.py. Embeddings are off (lexical rules) so that the processes stay light.
"""

from __future__ import annotations

import os
import signal
import time
import traceback
from datetime import datetime, timezone
from pathlib import Path

import pytest
from conftest import SKIP_PG, fresh_pg_url, lexical_rules
from process_context import writer_processes

from trustgate.audit import AuditLog
from trustgate.store import open_store

pytestmark = [pytest.mark.slow, pytest.mark.skipif(SKIP_PG, reason="TRUSTGATE_SKIP_PG=1")]
ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
KILLS = 3
BATCH = 12
WRITERS = 4
PER_WRITER = 30
SLOTS = ("checkout", "billing", "search")
DAY = 86400


def _candidate(n: int, who: str) -> dict:
    """Varied writes: new facts, readings of a counter that supersede each other, and a repeat."""
    observed = datetime.fromtimestamp(NOW.timestamp() - (400 - n % 300) * DAY, timezone.utc).isoformat()
    prov = {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "observed_at": observed, "source_id": who}
    kind = n % 3
    if kind == 0:
        return {"text": f"Ticket {who}-{n} was closed by the on-call engineer.", "domain": f"tickets-{n % 7}", "provenance": prov}
    if kind == 1:
        return {"text": f"The {who} queue holds {n} messages.", "domain": "queues", "provenance": prov,
                "subject": f"{who} queue", "attribute": "depth"}
    return {"text": f"Host db-{n % 5} runs PostgreSQL 15.", "domain": "hosts", "provenance": prov}


# ------------------------------------------------------------------ SIGKILL mid-transaction
def _batch_writer(url: str, rules: str, start: int) -> None:
    import sys

    sys.path.insert(0, str(ROOT))
    from trustgate import Gate

    with Gate(rules, url + "&application_name=trustgate-killed", clock=lambda: NOW) as gate:
        b = start
        while True:
            cands = [_candidate(b * BATCH + i, "k") for i in range(BATCH)]
            gate.write_many(cands, batch_size=BATCH, keys=[f"b{b}-{i}" for i in range(BATCH)])
            b += 1


def _in_transaction(store) -> bool:  # type: ignore[no-untyped-def]
    row = store.conn.execute("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'trustgate-killed' "
                             "AND xact_start IS NOT NULL AND state <> 'idle'").fetchone()
    return row[0] > 0


def test_a_writer_killed_mid_transaction_leaves_nothing_partial(pg_cluster, tmp_path):
    url, rules = fresh_pg_url(pg_cluster), str(lexical_rules(tmp_path))
    ctx = writer_processes()
    store = open_store(url)
    killed_inside = 0
    for k in range(KILLS):
        logged = store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
        proc = ctx.Process(target=_batch_writer, args=(url, rules, 1000 * (k + 1)))
        proc.start()
        deadline = time.monotonic() + 60
        # let it commit a batch or two first, then catch it inside a transaction
        while time.monotonic() < deadline and store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0] < logged + BATCH:
            time.sleep(0.02)
        while time.monotonic() < deadline and not _in_transaction(store):
            time.sleep(0.001)
        killed_inside += _in_transaction(store)
        os.kill(proc.pid, signal.SIGKILL)
        proc.join(10)
        assert proc.exitcode == -signal.SIGKILL
    assert killed_inside == KILLS  # each kill landed while a transaction was open
    time.sleep(0.5)  # the server notices the dead clients and rolls their transactions back

    keys = [r[0] for r in store.conn.execute("SELECT key FROM idempotency_keys")]
    batches: dict[str, int] = {}
    for key in keys:
        batches[key.split("-")[0]] = batches.get(key.split("-")[0], 0) + 1
    assert batches and set(batches.values()) == {BATCH}, "a batch is in the store only in part"
    assert store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0] == len(keys)
    log = AuditLog(store)
    assert log.verify() == []
    accepted = {e.decision.decision_id: e.decision.fact_id for e in log.entries() if e.decision.accepted}
    assert store.facts_by_decision() == accepted
    store.close()


# ------------------------------------------------------------------ pg_ctl restart mid-run
def _keyed_writer(worker: int, url: str, rules: str, started, results) -> None:  # noqa: ANN001 - multiprocessing objects
    import sys

    sys.path.insert(0, str(ROOT))
    from trustgate import Gate
    from trustgate.errors import StoreError

    got: list[tuple[str, str, str]] = []
    resent = 0
    try:
        with Gate(rules, url, clock=lambda: NOW) as gate:
            started.wait()
            for i in range(PER_WRITER):
                key = f"w{worker}-{i}"
                if i % 4 == 3:  # a slot every writer contends for
                    slot = SLOTS[i % len(SLOTS)]
                    cand = {"text": f"The {slot} service runs {worker + 2} replicas.", "domain": "k8s", "subject": slot,
                            "attribute": "replicas", "valid_from": "2026-05-30T00:00:00Z",
                            "provenance": {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9,
                                           "observed_at": "2026-05-30T00:00:00Z"}}
                else:
                    cand = _candidate(worker * 1000 + i, f"w{worker}")
                for _ in range(60):
                    try:
                        d = gate.write(cand, key=key)
                        break
                    except StoreError:
                        resent += 1  # the store gave up for now; the same key makes sending it again safe
                        time.sleep(0.25)
                else:
                    raise RuntimeError(f"{key}: the server never came back")
                got.append((key, d.decision_id, d.verdict))
                time.sleep(0.02)
        results.put((worker, got, resent, None))
    except Exception:  # noqa: BLE001 - reported to the test
        results.put((worker, got, resent, traceback.format_exc()))


def test_a_server_restart_mid_run_loses_and_duplicates_nothing(pg_cluster, tmp_path):
    url, rules = fresh_pg_url(pg_cluster), str(lexical_rules(tmp_path))
    open_store(url).close()  # migrated before the writers start
    ctx = writer_processes()
    started, results = ctx.Barrier(WRITERS + 1, timeout=120), ctx.Queue()
    procs = [ctx.Process(target=_keyed_writer, args=(w, url, rules, started, results)) for w in range(WRITERS)]
    for p in procs:
        p.start()
    started.wait()
    with open_store(url) as store:
        while (before := store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]) < WRITERS * PER_WRITER // 4:
            time.sleep(0.05)
        booted = store.conn.execute("SELECT pg_postmaster_start_time()").fetchone()[0]
    pg_cluster.restart()
    assert before < WRITERS * PER_WRITER // 2  # the writers were mid-run
    reports = sorted(results.get(timeout=300) for _ in procs)
    for p in procs:
        p.join(30)
    assert [(w, err) for w, _, _, err in reports if err] == []
    given = {key: (did, verdict) for _, got, _, _ in reports for key, did, verdict in got}
    assert len(given) == WRITERS * PER_WRITER

    with open_store(url) as store:
        assert store.conn.execute("SELECT pg_postmaster_start_time()").fetchone()[0] > booted  # it did restart
        keyed = dict(store.conn.execute("SELECT key, decision_id FROM idempotency_keys"))
        assert keyed == {k: did for k, (did, _) in given.items()}  # the decision each writer got is the one logged
        logged = [r[0] for r in store.conn.execute("SELECT decision_id FROM decisions")]
        assert sorted(logged) == sorted(keyed.values())  # nothing lost, nothing decided twice
        log = AuditLog(store)
        assert log.verify() == []
        for slot in SLOTS:
            current = [f for f in store.current("default", "k8s", NOW) if f.subject == slot]
            assert len(current) == 1, (slot, [f.text for f in current])
