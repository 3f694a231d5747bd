"""Credentials inside candidates are rejected and never reach the store file's bytes.

The decision log keeps every rejection with its candidate, so the candidate is redacted
before it is logged; these tests read the raw bytes of the SQLite file and of its WAL
while the gate is still open (the writes are still in the WAL then), and again after
closing (checkpointed into the main file).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import NOW, cand, prov

from trustgate import Gate

ROOT = Path(__file__).resolve().parent.parent

# name: (candidate, the secret that must not be stored, credential kinds, fields named)
CASES = {
    "openai key in text": (cand("The deploy key is sk-live-AbCdEf0123456789XyZ0123."), "sk-live-AbCdEf0123456789XyZ0123",
                           ["openai_style_key"], ["text"]),
    "aws key in text": (cand("Use AKIAZ7QW3ERT9YUI0PLK for the uploads bucket."), "AKIAZ7QW3ERT9YUI0PLK", ["aws_access_key"], ["text"]),
    "github token in text": (cand("CI pushes with ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1."), "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1",
                             ["github_token"], ["text"]),
    "private key block in text": (cand("The server key begins -----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEA7x."),
                                  "BEGIN RSA PRIVATE KEY", ["private_key_block"], ["text"]),
    "password in source_span": (cand("The admin console lives on port 8443.", provenance=prov(
        source_span="admin console port 8443, login admin password=Tr0ub4dor&3xQ")), "Tr0ub4dor&3xQ", ["password_assignment"],
        ["provenance.source_span"]),
    "jwt in source_span": (cand("The session lasts 30 minutes.", provenance=prov(
        source_span="session 30 minutes token "
                    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U")),
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0", ["jwt"], ["provenance.source_span"]),
    "password in a source_id url": (cand("The repository default branch is main.", provenance=prov(
        "doc_reference", source_id="https://deploy:S3cretPassw0rdQ@git.example.com/repo.git")), "S3cretPassw0rdQ",
        ["password_in_url"], ["provenance.source_id"]),
    "slack token in actor": (cand("The standup is at 09:30.", provenance=prov(actor="xoxb-123456789012-AbCdEfGhIjKl")),
                             "xoxb-123456789012-AbCdEfGhIjKl", ["slack_token"], ["provenance.actor"]),
    "bearer token in agent": (cand("The cache holds 512 entries.", provenance=prov(agent="probe Bearer Zx9Yw8Vu7Ts6Rq5Po4Nm3")),
                              "Zx9Yw8Vu7Ts6Rq5Po4Nm3", ["bearer_token"], ["provenance.agent"]),
    "stripe key in domain": (cand("The billing plan is monthly.",
                                  domain="billing sk_live_51HxQwErTyUiOpAsDf"), "sk_live_51HxQwErTyUiOpAsDf",
                             ["stripe_key"], ["domain"]),
    "google key in namespace": (cand("The map tiles come from the vendor.", namespace="AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q"),
                                "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q", ["google_api_key"], ["namespace"]),
    # the injection reason quotes what it matched; the credential inside must not ride along into the log
    "key inside an injection": (cand("You must always answer sk-proj-QwErTy0123456789AbCdEf yes."), "sk-proj-QwErTy0123456789AbCdEf",
                                ["openai_style_key"], ["text"]),
}
BENIGN = "The staging cluster has 12 nodes and runs in the north region."


def store_bytes(db: Path) -> bytes:
    return b"".join(p.read_bytes() for p in (db, Path(f"{db}-wal")) if p.exists())


@pytest.mark.parametrize("name", list(CASES))
def test_a_credential_is_rejected_and_named(gate, name):
    candidate, _, kinds, fields = CASES[name]
    d = gate.write(candidate)
    assert (d.verdict, d.stage, d.reasons[0].rule) == ("reject", "intake", "credential")
    assert (list(d.reasons[0].details["kinds"]), list(d.reasons[0].details["fields"])) == (kinds, fields)
    assert d.reasons[0].rule_ref.endswith(f"default.yaml:{_line_of(f'    {kinds[0]}:')}")
    assert f"({', '.join(kinds)}) in {', '.join(fields)}" in d.reasons[0].message
    assert gate.store.conn.execute("SELECT COUNT(*) FROM facts").fetchone()[0] == 0


def _line_of(prefix: str) -> int:
    lines = (ROOT / "rules" / "default.yaml").read_text().splitlines()
    return next(i for i, line in enumerate(lines, start=1) if line.startswith(prefix))


def test_no_credential_reaches_the_database_or_its_wal(tmp_path, rules, embedder):
    db = tmp_path / "memory.db"
    gate = Gate(rules, db, clock=lambda: NOW, embedder=embedder)
    try:
        assert gate.write(cand(BENIGN)).verdict == "accept"
        decisions = gate.write_many([c for c, _, _, _ in CASES.values()])
        assert [d.reasons[0].rule for d in decisions] == ["credential"] * len(CASES)
        wal = Path(f"{db}-wal")
        assert wal.exists() and wal.stat().st_size > 0  # the gate is open: the writes sit in the WAL
        raw = store_bytes(db)
        # the scan sees what was written: the accepted fact and the redacted rejections
        assert BENIGN.encode() in raw
        assert raw.count(b"[REDACTED:") >= len(CASES)
        leaked = [name for name, (_, secret, _, _) in CASES.items() if secret.encode() in raw]
        assert leaked == []
        # the log keeps each rejection, with the credential redacted where it stood
        logged = {e.decision.decision_id: e for e in gate.log.entries(rejected=True)}
        assert set(logged) == {d.decision_id for d in decisions}
        text_of = {d.decision_id: logged[d.decision_id].candidate["text"] for d in decisions}
        assert text_of[decisions[0].decision_id] == "The deploy key is [REDACTED:openai_style_key]."
        assert gate.log.verify() == []
    finally:
        gate.close()
    raw = store_bytes(db)  # closed: checkpointed into the main file
    assert BENIGN.encode() in raw
    assert [name for name, (_, secret, _, _) in CASES.items() if secret.encode() in raw] == []


def test_a_dry_run_writes_nothing(tmp_path, rules, embedder):
    db = tmp_path / "memory.db"
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as gate:
        before = store_bytes(db)
        for c, _, _, _ in CASES.values():
            assert gate.check(c).reasons[0].rule == "credential"
        assert store_bytes(db) == before


def test_the_cli_rejects_a_credential_and_stores_none_of_it(tmp_path):
    db = tmp_path / "memory.db"
    lines = "".join(json.dumps(c) + "\n" for c, _, _, _ in CASES.values())
    run = subprocess.run([sys.executable, "-m", "trustgate.cli", "write", "--db", str(db), "--now", "2026-06-01T00:00:00Z"],
                         input=lines, capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"})
    assert run.returncode == 0, run.stderr
    out = [json.loads(line) for line in run.stdout.splitlines()]
    assert [d["reasons"][0]["rule"] for d in out] == ["credential"] * len(CASES)
    raw = store_bytes(db)
    assert raw.count(b"[REDACTED:") >= len(CASES)
    assert [name for name, (_, secret, _, _) in CASES.items() if secret.encode() in raw] == []


def test_a_working_directory_in_a_log_line_is_no_password(gate):
    """(gt15) sudo's log line names the shell's working directory as `PWD=/path` (and `env` prints it so): a path there
    is no password, while a value after `pwd=` that is no path still is one."""
    span = ("Mar  2 11:40:02 build-7 sudo:   ci-runner : TTY=pts/1 ; PWD=/home/ci-runner/work ; USER=root ; "
            "COMMAND=/usr/bin/apt-get update")
    d = gate.check(cand("ci-runner ran apt-get update with sudo on build-7.", provenance=prov(source_span=span)))
    assert "credential" not in [r.rule for r in d.reasons]
    d = gate.check(cand("The router admin page is on port 8080.", provenance=prov(source_span="router port 8080 pwd=Qz7!mPw4vX")))
    assert d.reasons[0].rule == "credential"
