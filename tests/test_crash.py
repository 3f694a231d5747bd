"""A writer killed with SIGKILL in the middle of a batch leaves a store that is whole.

The writer (a process of its own calling `gate.write_many`, or `trustgate write` reading
its input file) gates a few hundred candidates; many update facts of the same domains, so the
batches insert, supersede and record closed validity. The test waits until some batches
have committed, lets the writer run on for a moment and kills it. On reopen: SQLite's
integrity check passes, the decision log's hash chain verifies, the log holds whole
batches only (a batch is one transaction), every logged accept has its fact row and every
fact row its logged accept, and the store takes new writes.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import pytest
from conftest import lexical_rules
from process_context import writer_processes

pytestmark = pytest.mark.slow  # processes and a shared file: seconds, not milliseconds

ROOT = Path(__file__).resolve().parent.parent
TOTAL = 600
BATCH = 8
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)



def candidates(n: int = TOTAL) -> list[dict]:
    """Readings of 25 counters, each later than the last: most supersede; every 7th repeats (a duplicate)."""
    out = []
    for i in range(n):
        counter, step = i % 25, i // 25
        value = step * 3 + counter if i % 7 else max(0, step - 1) * 3 + counter
        day = datetime(2026, 1, 1, tzinfo=timezone.utc).timestamp() + 3600 * (i + 1)
        observed = datetime.fromtimestamp(day, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        out.append({"text": f"The counter named c{counter} stands at {value}.", "domain": f"counter-{counter}",
                    "provenance": {"source_kind": "tool_output", "evidence_count": 1, "confidence": 0.9, "observed_at": observed}})
    return out


def write_many_writer(rules: str, db: str, input_path: str, batch: int, ready) -> None:  # noqa: ANN001 - an Event
    """The writer process: open a Gate, say it is ready, gate every candidate in batches of `batch` (until killed)."""
    from trustgate import Gate

    gate = Gate(rules, db, clock=lambda: datetime(2026, 6, 1, tzinfo=timezone.utc))
    with open(input_path, encoding="utf-8") as f:
        cands = [json.loads(line) for line in f]
    ready.set()
    gate.write_many(cands, batch_size=batch)


class Forked:
    """A multiprocessing.Process seen as kill_midway sees a subprocess.Popen."""

    stderr = None

    def __init__(self, process) -> None:  # noqa: ANN001
        self.process, self.pid = process, process.pid

    def poll(self) -> int | None:
        return self.process.exitcode

    def wait(self, timeout: float) -> int | None:
        self.process.join(timeout)
        return self.process.exitcode

    @property
    def returncode(self) -> int | None:
        return self.process.exitcode


def committed(db: Path) -> int:
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.OperationalError:  # not created yet
        return 0


def kill_midway(proc: subprocess.Popen, db: Path, after: int, extra_s: float) -> int:
    """SIGKILL the writer once `after` decisions are committed and `extra_s` more seconds passed."""
    deadline = time.monotonic() + 60
    while committed(db) < after:
        assert proc.poll() is None, f"the writer ended before {after} decisions: {proc.stderr.read() if proc.stderr else ''}"
        assert time.monotonic() < deadline, "the writer made no progress"
        time.sleep(0.002)
    time.sleep(extra_s)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    return proc.returncode


def check_whole(db: Path, rules: Path, batch: int) -> int:
    """The reopen checks; returns how many decisions survived."""
    from trustgate import Gate

    with Gate(rules, db, clock=lambda: NOW) as gate:
        conn = gate.store.conn
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert gate.log.verify() == []
        entries = list(gate.log.entries())
        n = len(entries)
        assert n % batch == 0, f"{n} decisions: a batch was committed in part"
        accepts = {e.decision.decision_id: e.decision.fact_id for e in entries if e.decision.accepted}
        assert accepts, "nothing was accepted before the kill"
        # every logged accept has its fact row, carrying its decision id
        for did, fid in accepts.items():
            assert gate.store.get(fid).decision_id == did
        # every fact row with a decision id (restated validity rows carry their original's) has its logged accept
        fact_decisions = {r[0] for r in conn.execute("SELECT decision_id FROM facts WHERE decision_id IS NOT NULL")}
        assert fact_decisions == set(accepts)
        assert gate.store.facts_by_decision() == accepts
        # links point at rows that exist
        ids = {r[0] for r in conn.execute("SELECT id FROM facts")}
        links = {x for row in conn.execute("SELECT superseded_by, supersedes, restates FROM facts") for x in row if x}
        assert links <= ids
        # and the store goes on: a new write lands and verifies
        d = gate.write({"text": "After the crash the store still takes writes.", "domain": "after",
                        "provenance": {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9}})
        assert d.verdict == "accept" and gate.store.get(d.fact_id).decision_id == d.decision_id
        assert gate.log.verify() == []
        return n


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    folder = tmp_path_factory.mktemp("crash")
    rules = lexical_rules(folder)
    path = folder / "candidates.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in candidates()))
    return folder, rules, path


def test_the_candidates_exercise_supersession(setup, tmp_path):
    """The workload is not trivial: run to the end, it supersedes, duplicates and restates."""
    from trustgate import Gate

    _, rules, _ = setup
    with Gate(rules, tmp_path / "full.db", clock=lambda: NOW) as gate:
        decisions = gate.write_many(candidates(200), batch_size=BATCH)
        assert sum(1 for d in decisions if d.supersedes) > 100
        assert sum(1 for d in decisions if not d.accepted and d.reasons[0].rule == "duplicate") > 10
        assert gate.store.conn.execute("SELECT COUNT(*) FROM facts WHERE restates IS NOT NULL").fetchone()[0] > 100


@pytest.mark.parametrize("after, extra_s", [(1, 0.0), (40, 0.003), (150, 0.0), (250, 0.011), (400, 0.005)])
def test_write_many_killed_mid_batch(setup, tmp_path, after, extra_s):
    _, rules, path = setup
    db = tmp_path / "memory.db"
    ctx = writer_processes()  # a process of its own, forked from one that imported trustgate already
    ready = ctx.Event()
    process = ctx.Process(target=write_many_writer, args=(str(rules), str(db), str(path), BATCH, ready))
    process.start()
    proc = Forked(process)
    deadline = time.monotonic() + 120
    while not ready.wait(0.01):  # the gate is open and the candidates read; a writer that died is not waited for
        assert process.exitcode is None and time.monotonic() < deadline, f"the writer never got ready (exit code {process.exitcode})"
    assert kill_midway(proc, db, after, extra_s) == -signal.SIGKILL
    survived = check_whole(db, rules, BATCH)
    assert after <= survived < TOTAL  # killed in the middle, not after the end


@pytest.mark.parametrize("after, extra_s", [(60, 0.0), (250, 0.007)])
def test_cli_write_killed_mid_batch(setup, tmp_path, after, extra_s):
    _, rules, path = setup
    db = tmp_path / "memory.db"
    proc = subprocess.Popen([sys.executable, "-m", "trustgate.cli", "write", "--rules", str(rules), "--db", str(db),
                             "--now", "2026-06-01T00:00:00Z", "--input", str(path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                            env={**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)})
    assert kill_midway(proc, db, after, extra_s) == -signal.SIGKILL
    from trustgate import load_rules

    survived = check_whole(db, rules, load_rules(rules).conflict.embedder.batch_size)  # the CLI commits per that many lines
    assert after <= survived < TOTAL
