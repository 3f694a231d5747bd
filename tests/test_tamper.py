"""Attacks on the store file by someone with write access, each done with sqlite3 on a real
file the gate wrote, and what `audit verify` says about it (issue 16). An attack that leaves
no trace in the file itself (a clean truncation, a wholesale rewrite) is shown to pass plain
`verify` and to fail `verify --expect` against an anchor kept outside the file, or a key."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import struct
import subprocess
import sys
from datetime import UTC, datetime

import pytest
from click.testing import CliRunner
from conftest import prov

from trustgate.audit import AuditLog, canonical, chain_hash, fact_digest
from trustgate.cli import main
from trustgate.gate import Gate
from trustgate.store import Store
from trustgate.store import sqlite as sqlite_store


def T(day: str) -> datetime:
    return datetime.fromisoformat(day).replace(tzinfo=UTC)


HR = {"source_id": "hr-system"}
# (candidate, time of the write); the order matters: an update in the middle, two rejections last
WRITES = [
    ({"text": "The checkout service runs 4 replicas.", "domain": "deploy", "provenance": prov(observed="2026-01-01T00:00:00Z")},
     T("2026-01-01")),
    ({"text": "Alice lives in Paris.", "domain": "people", "provenance": prov(observed="2026-01-01T00:00:00Z", **HR)}, T("2026-01-02")),
    ({"text": "Alice lives in Berlin.", "domain": "people", "provenance": prov(observed="2026-05-01T00:00:00Z", **HR)}, T("2026-05-02")),
    ({"text": "The cache TTL is 300 seconds.", "domain": "cache", "provenance": prov(kind="web_search", evidence=1)}, T("2026-05-10")),
    ({"text": "The queue holds 5000 messages.", "domain": "queue", "namespace": "team-b", "provenance": prov(confidence=0.5)},
     T("2026-05-11")),
]


@pytest.fixture
def db(tmp_path):
    return tmp_path / "memory.db"


def build(rules, db, embedder, n=None, key=None):
    """The log of the first n writes; returns the decisions and the anchor after them."""
    with Gate(rules, db, embedder=embedder) as g:
        if key is not None:
            g.log.key = key
        ds = [g.write(c, now=t) for c, t in WRITES[: n or len(WRITES)]]
        assert g.log.verify() == []
        anchor = g.log.head()
    if n is None or n >= 3:
        assert [d.verdict for d in ds[:3]] == ["accept"] * 3 and ds[2].supersedes == (ds[1].fact_id,)
    if n is None:
        assert [d.verdict for d in ds[3:]] == ["reject", "reject"]
    return ds, anchor


def attack(db, *statements, params=()):
    con = sqlite3.connect(db)
    try:
        for s in statements:
            con.execute(s, params) if "?" in s else con.execute(s)
        con.commit()
    finally:
        con.close()


def verify(db, expect=None, key=None):
    with Store(db) as store:
        return AuditLog(store, key=key).verify(expect)


def rows(db, sql, args=()):
    con = sqlite3.connect(db)
    try:
        return con.execute(sql, args).fetchall()
    finally:
        con.close()


def last_record(db):
    return rows(db, "SELECT seq, decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash FROM decisions "
                    "ORDER BY seq DESC LIMIT 1")[0]


def rechain(db, key=None):
    """What an attacker does after editing records: recompute every link and hash from the first."""
    con = sqlite3.connect(db)
    con.execute("DROP TRIGGER IF EXISTS decisions_immutable")
    prev = "sha256:" + "0" * 64
    for seq, record in con.execute("SELECT seq, record FROM decisions ORDER BY seq").fetchall():
        h = chain_hash(prev, record, key)
        con.execute("UPDATE decisions SET prev_hash = ?, hash = ? WHERE seq = ?", (prev, h, seq))
        prev = h
    con.commit()
    con.close()


DROP_DELETE_GUARDS = ("DROP TRIGGER decisions_append_only", "DROP TRIGGER facts_append_only")
REOPEN_GUARDS = ("DROP TRIGGER facts_close_once", "DROP TRIGGER facts_link_once")


# ---------------------------------------------------------------- the anchor

def test_head_prints_count_and_hash_and_verify_expect_accepts_it(rules, db, embedder, tmp_path):
    _, (n, h) = build(rules, db, embedder)
    out = CliRunner().invoke(main, ["audit", "head", "--db", str(db), "--write", str(tmp_path / "cp")])
    assert out.exit_code == 0 and out.stdout == f"{n}:{h}\n" and n == len(WRITES)
    assert (tmp_path / "cp").read_text() == f"{n}:{h}\n"
    ok = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--checkpoint", str(tmp_path / "cp")])
    assert ok.exit_code == 0 and ok.stdout == f"ok: {n} records, hash chain intact, anchored at {n}\n"
    # the log may grow after the checkpoint: the anchored prefix is what must stay
    with Gate(rules, db, embedder=embedder) as g:
        g.write({"text": "The staging cluster has 14 worker nodes.", "domain": "infra", "provenance": prov()}, now=T("2026-05-20"))
    grown = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--expect", f"{n}:{h}"])
    assert grown.exit_code == 0, grown.output
    bad = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--expect", "five:abc"])
    assert bad.exit_code == 2 and "is not an anchor COUNT:HASH" in bad.stderr


def test_truncating_the_last_two_records_is_named(rules, db, embedder):
    ds, anchor = build(rules, db, embedder)
    attack(db, *DROP_DELETE_GUARDS, "DELETE FROM decisions WHERE seq > 3")
    assert verify(db) == ["the log's sequence counter is at 5 but its last record is 3: records were removed from the end"]
    # one who also winds the counter back leaves a shorter log that is consistent in itself: only the anchor sees it
    attack(db, "UPDATE sqlite_sequence SET seq = 3 WHERE name = 'decisions'")
    assert verify(db) == []
    assert verify(db, anchor) == ["the log holds 3 records, the checkpoint anchors 5: records were removed from the end"]
    result = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--expect", f"{anchor[0]}:{anchor[1]}"])
    assert result.exit_code == 1 and "records were removed from the end" in result.stderr and result.stdout == ""


def test_a_rewritten_tail_and_a_wholesale_rewrite_differ_from_the_anchor(rules, db, embedder):
    ds, anchor = build(rules, db, embedder)
    record = json.loads(last_record(db)[7])
    record["candidate"]["provenance"]["confidence"] = 0.95  # as if a confident write had been refused
    attack(db, "DROP TRIGGER decisions_immutable", "UPDATE decisions SET record = ? WHERE seq = 5", params=(canonical(record),))
    rechain(db)
    assert verify(db) == []  # every hash recomputed from the first: consistent in itself
    problems = verify(db, anchor)
    assert len(problems) == 1 and problems[0].startswith(f"record 5 ({ds[4].decision_id}), number 5 of the log, has hash sha256:")
    assert problems[0].endswith(f"the checkpoint says {anchor[1]}: the log was rewritten")


# ---------------------------------------------------------------- REPLACE

def _flipped_last(db):
    seq, did, ns, _verdict, _stage, _rule, decided_at, record, prev = last_record(db)
    data = json.loads(record)
    data["decision"].update(verdict="accept", stage=None, reasons=[])
    forged = canonical(data)
    return (seq, did, ns, "accept", None, None, decided_at, forged, prev, chain_hash(prev, forged))


REPLACE = "INSERT OR REPLACE INTO decisions (seq, decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash, hash) " \
          "VALUES (?,?,?,?,?,?,?,?,?,?)"


def test_insert_or_replace_cannot_rewrite_a_record(rules, db, embedder):
    ds, anchor = build(rules, db, embedder)
    forged = _flipped_last(db)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        attack(db, REPLACE, params=forged)
    assert verify(db, anchor) == []
    # with the REPLACE guard dropped too: an accepted decision that wrote no fact, and the anchor
    attack(db, "DROP TRIGGER decisions_no_replace", REPLACE, params=forged)
    assert rows(db, "SELECT verdict FROM decisions WHERE seq = 5") == [("accept",)]
    assert verify(db) == [f"record 5 ({ds[4].decision_id}): an accepted decision whose record binds no fact row (its verdict was changed)"]
    assert "the log was rewritten" in verify(db, anchor)[-1]


def test_insert_or_replace_cannot_rewrite_a_fact(rules, db, embedder):
    ds, _ = build(rules, db, embedder, n=1)
    cols = [r[1] for r in rows(db, "PRAGMA table_info(facts)")]
    row = list(rows(db, "SELECT * FROM facts")[0])
    row[cols.index("text")] = "The checkout service runs 9 replicas."
    sql = f"INSERT OR REPLACE INTO facts ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        attack(db, sql, params=row)
    attack(db, "DROP TRIGGER facts_no_replace", sql, params=row)
    assert verify(db) == [f"fact {ds[0].fact_id}: its content does not match the hash in record 1 ({ds[0].decision_id}) "
                          "(changed after it was written)"]


# ---------------------------------------------------------------- the facts table

def test_a_changed_fact_text_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder)
    attack(db, "DROP TRIGGER facts_content_fixed",
           "UPDATE facts SET text = replace(text, '4 replicas', '9 replicas') WHERE text LIKE '%4 replicas%'")
    assert rows(db, "SELECT text FROM facts WHERE id = ?", (ds[0].fact_id,)) == [("The checkout service runs 9 replicas.",)]
    assert verify(db) == [f"fact {ds[0].fact_id}: its content does not match the hash in record 1 ({ds[0].decision_id}) "
                          "(changed after it was written)"]


def test_a_fact_inserted_outside_the_gate_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder, n=1)
    cols = [r[1] for r in rows(db, "PRAGMA table_info(facts)")]
    attack(db, f"INSERT INTO facts ({', '.join(cols)}) SELECT 'f_forged', namespace, domain, 'The checkout service runs 40 replicas.', "
               f"{', '.join(cols[4:])} FROM facts WHERE id = '{ds[0].fact_id}'")
    assert verify(db) == ["fact f_forged: no record of the log wrote it (inserted outside the gate)"]


def test_a_deleted_fact_row_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder)
    attack(db, "DROP TRIGGER facts_append_only", "DELETE FROM facts WHERE id = ?", params=(ds[0].fact_id,))
    assert verify(db) == [f"fact {ds[0].fact_id}: written by record 1 ({ds[0].decision_id}), missing from the facts table (deleted)"]


def test_a_fact_closed_by_hand_is_named(rules, db, embedder):
    # no trigger stands in the way: closing an open row once is what supersession itself does
    ds, _ = build(rules, db, embedder)
    attack(db, "UPDATE facts SET superseded_at = '2026-05-20T00:00:00.000000Z', superseded_by = ? WHERE id = ?",
           params=(ds[2].fact_id, ds[0].fact_id))
    assert verify(db) == [f"fact {ds[0].fact_id}: it is closed (superseded by {ds[2].fact_id}) but no record of the log closed it"]


def _remove_update(db, update):
    """Remove the update's record, the rows it wrote (its fact, the predecessor's closed validity)
    and its change-feed events, and reopen the predecessor."""
    written = list(json.loads(rows(db, "SELECT record FROM decisions WHERE decision_id = ?", (update.decision_id,))[0][0])
                   ["facts"]["written"])
    assert update.fact_id in written and len(written) == 2  # the new fact and the predecessor's closed validity
    marks = ",".join("?" * len(written))
    attack(db, *DROP_DELETE_GUARDS, *REOPEN_GUARDS,
           f"DELETE FROM facts WHERE id IN ({marks})", f"DELETE FROM fact_events WHERE fact_id IN ({marks})", params=written)
    attack(db, "DELETE FROM decisions WHERE decision_id = ?", params=(update.decision_id,))
    attack(db, "UPDATE facts SET superseded_at = NULL, superseded_by = NULL WHERE id = ?", params=(update.supersedes[0],))
    return written


def test_a_removed_update_in_the_middle_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder)
    _remove_update(db, ds[2])
    assert rows(db, "SELECT superseded_at FROM facts WHERE id = ?", (ds[1].fact_id,)) == [(None,)]
    assert verify(db) == [f"record 4 ({ds[3].decision_id}): its link to the previous record is broken (a record was removed or reordered)"]


def test_a_removed_update_at_the_tail_is_named_by_the_counter_or_the_anchor(rules, db, embedder):
    ds, anchor = build(rules, db, embedder, n=3)
    _remove_update(db, ds[2])
    assert verify(db) == ["the log's sequence counter is at 3 but its last record is 2: records were removed from the end"]
    attack(db, "UPDATE sqlite_sequence SET seq = 2 WHERE name = 'decisions'")
    assert verify(db, anchor) == ["the log holds 2 records, the checkpoint anchors 3: records were removed from the end"]


def test_a_reopened_predecessor_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder)
    attack(db, *REOPEN_GUARDS, "UPDATE facts SET superseded_at = NULL, superseded_by = NULL WHERE id = ?", params=(ds[1].fact_id,))
    assert verify(db) == [f"fact {ds[1].fact_id}: it is open again, but record 3 ({ds[2].decision_id}) closed it "
                          f"(superseded by {ds[2].fact_id}): reopened"]


# ---------------------------------------------------------------- the records

@pytest.mark.parametrize(("column", "value"), [("namespace", "default"), ("stage", "intake"), ("rule", "credential")])
def test_an_edited_indexed_column_is_named(rules, db, embedder, column, value):
    ds, _ = build(rules, db, embedder)
    attack(db, "DROP TRIGGER decisions_immutable", f"UPDATE decisions SET {column} = ? WHERE seq = 5", params=(value,))
    assert verify(db) == [f"record 5 ({ds[4].decision_id}): its columns disagree with its hashed record ({column})"]


def test_reordered_records_are_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder)
    attack(db, "DROP TRIGGER decisions_immutable", "UPDATE decisions SET seq = 100 WHERE seq = 4",
           "UPDATE decisions SET seq = 4 WHERE seq = 5", "UPDATE decisions SET seq = 5 WHERE seq = 100")
    problems = verify(db)
    assert problems[0] == f"record 4 ({ds[4].decision_id}): its link to the previous record is broken (a record was removed or reordered)"
    assert problems[1] == f"record 5 ({ds[3].decision_id}): its link to the previous record is broken (a record was removed or reordered)"
    assert len(problems) == 2


def test_a_duplicated_record_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder, n=3)
    seq, did, ns, verdict, stage, rule, decided_at, record, _ = rows(
        db, "SELECT seq, decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash FROM decisions WHERE seq = 1")[0]
    head = rows(db, "SELECT hash FROM decisions WHERE seq = 3")[0][0]
    attack(db, "INSERT INTO decisions (decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash, hash) "
               "VALUES (?,?,?,?,?,?,?,?,?)", params=("d_copy", ns, verdict, stage, rule, decided_at, record, head, chain_hash(head, record)))
    assert verify(db) == [
        "record 4 (d_copy): its columns disagree with its hashed record (decision_id)",
        f"record 4 (d_copy): fact {ds[0].fact_id} is already written by record 1 ({did}) (a duplicated record)"]


def test_a_swapped_rules_sha_is_named(rules, db, embedder):
    ds, _ = build(rules, db, embedder)
    record = json.loads(rows(db, "SELECT record FROM decisions WHERE seq = 4")[0][0])
    record["decision"]["rules_sha256"] = "f" * 64
    attack(db, "DROP TRIGGER decisions_immutable", "UPDATE decisions SET record = ? WHERE seq = 4", params=(canonical(record),))
    unkept = (f"record 4 ({ds[3].decision_id}): its rule file (sha256 ffffffffffff...) is not kept in the log "
              "(removed, or the sha swapped)")
    assert verify(db) == [f"record 4 ({ds[3].decision_id}): its content does not match its hash (edited after it was written)",
                          unkept]
    # rechained, the chain is consistent again, but the record names rules the log never kept
    rechain(db)
    assert verify(db) == [unkept]


def test_a_swapped_rule_file_text_is_named(rules, db, embedder):
    build(rules, db, embedder)
    lowered = rules.text.replace("confidence_floor: 0.7", "confidence_floor: 0.4")
    assert lowered != rules.text
    attack(db, "DROP TRIGGER rule_files_fixed", "UPDATE rule_files SET content = ?", params=(lowered,))
    assert verify(db) == [f"rule file {rules.sha256[:12]}...: its text does not hash to its sha256 (swapped after it was kept)"]
    # removed outright (guards dropped): every record that kept its rules says so
    attack(db, "DROP TRIGGER rule_files_kept", "DELETE FROM rule_files")
    assert len(verify(db)) == len(WRITES) and all("is not kept in the log" in p for p in verify(db))


# ---------------------------------------------------------------- legitimate writes, old stores

def test_seeds_updates_and_embeddings_are_not_flagged(gate):
    ids = gate.seed([{"id": "a", "text": "The lab has 37 microscopes.", "domain": "lab", "provenance": prov()},
                     {"id": "b", "text": "The lab has 38 microscopes.", "domain": "lab", "provenance": prov(), "supersedes": "a",
                      "valid_from": "2026-05-30T00:00:00Z"}], now=T("2026-06-01"))
    gate.write({"text": "The lab has 41 microscopes.", "domain": "lab", "provenance": prov(observed="2026-05-31T00:00:00Z")})
    assert gate.log.verify() == []
    assert gate.store.get(ids["a"]).superseded_by == ids["b"]
    assert [e.decision.verdict for e in gate.log.entries()] == ["accept"]  # the seed record is not a decision
    assert gate.log.stats(None, T("2026-06-01"))["decisions"] == 1


def test_an_old_store_opens_and_verifies(rules, db, embedder, monkeypatch):
    """A store written before m005: its records bind no facts and its facts are legacy."""
    with monkeypatch.context() as m:
        m.setattr(sqlite_store, "MIGRATIONS", sqlite_store.MIGRATIONS[:4])
        m.setattr(AuditLog, "_keep_rules", lambda *_: False)  # the old code kept no rule files either
        with Gate(rules, db, embedder=embedder) as g:
            old = [g.write(c, now=t) for c, t in WRITES[:3]]
            assert g.store.schema_version() == 4
        attack(db, "DROP TRIGGER decisions_immutable")  # strip the bindings the current code wrote: the old record format
        for seq, record in rows(db, "SELECT seq, record FROM decisions"):
            data = json.loads(record)
            data.pop("facts", None)
            attack(db, "UPDATE decisions SET record = ? WHERE seq = ?", params=(canonical(data), seq))
        rechain(db)
        attack(db, "CREATE TRIGGER decisions_immutable BEFORE UPDATE ON decisions "
                   "BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END")
    with Gate(rules, db, embedder=embedder) as g:
        assert g.store.schema_version() == len(sqlite_store.MIGRATIONS)
        assert g.log.verify() == []
        d = g.write({"text": "Alice lives in Lisbon.", "domain": "people", "provenance": prov(observed="2026-05-20T00:00:00Z", **HR)},
                    now=T("2026-05-21"))
        assert d.supersedes == (old[2].fact_id,)  # a legacy fact closed by a bound decision
        assert g.log.verify() == []
    # a legacy fact reopened by hand is still seen: its closing state was recorded by the migration
    attack(db, *REOPEN_GUARDS, "UPDATE facts SET superseded_at = NULL, superseded_by = NULL WHERE id = ?", params=(old[1].fact_id,))
    assert verify(db) == [f"fact {old[1].fact_id}: it is open again, but the store when the log began binding facts (m005) "
                          f"closed it (superseded by {old[2].fact_id}): reopened"]
    attack(db, *DROP_DELETE_GUARDS, "DELETE FROM facts WHERE id = ?", params=(old[0].fact_id,))
    assert verify(db)[1] == f"fact {old[0].fact_id}: present when the log began binding facts (m005), missing from the facts table (deleted)"


def test_fact_digest_ignores_the_embedding_and_the_closing(gate):
    d = gate.write({"text": "The staging cluster has 14 worker nodes.", "domain": "infra", "provenance": prov()})
    row = dict(zip(("id", "text"), (d.fact_id, "x")))
    assert fact_digest({**row, "embedding": b"1", "superseded_at": "t"}) == fact_digest(row)


# ---------------------------------------------------------------- keyed mode

KEY = b"a key kept outside the store file"


def test_a_keyed_log_verifies_only_with_its_key(rules, db, embedder, monkeypatch):
    monkeypatch.setenv("TRUSTGATE_AUDIT_KEY", KEY.decode())
    ds, anchor = build(rules, db, embedder)
    assert all(h.startswith("hmac-sha256:") for (h,) in rows(db, "SELECT hash FROM decisions"))
    assert anchor[1].startswith("hmac-sha256:")
    ok = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--expect", f"{anchor[0]}:{anchor[1]}"])
    assert ok.exit_code == 0, ok.output
    assert verify(db, key=b"another key")[0] == \
        f"record 1 ({ds[0].decision_id}): its content does not match its hash (edited after it was written)"
    monkeypatch.delenv("TRUSTGATE_AUDIT_KEY")
    unchecked = CliRunner().invoke(main, ["audit", "verify", "--db", str(db)])
    assert unchecked.exit_code == 1 and unchecked.stderr.splitlines()[0] == \
        f"record 1 ({ds[0].decision_id}): its hash is keyed (hmac-sha256) and TRUSTGATE_AUDIT_KEY is not set, so it cannot be checked"


@pytest.mark.parametrize("forger_key", [None, b"a guessed key"], ids=["unkeyed", "wrong-key"])
def test_a_wholesale_rewrite_without_the_key_is_named(rules, db, embedder, forger_key):
    """The attack the anchor alone catches in unkeyed mode: edit, then recompute every hash."""
    ds, _ = build(rules, db, embedder, key=KEY)
    record = json.loads(rows(db, "SELECT record FROM decisions WHERE seq = 4")[0][0])
    record["decision"].update(verdict="accept", stage=None, reasons=[])
    attack(db, "DROP TRIGGER decisions_immutable", "UPDATE decisions SET record = ?, verdict = 'accept', stage = NULL, rule = NULL "
               "WHERE seq = 4", params=(canonical(record),))
    rechain(db, forger_key)
    problems = verify(db, key=KEY)
    assert len(problems) >= len(WRITES)  # every record: none carries a hash made with the key
    expected = "its hash is not keyed although TRUSTGATE_AUDIT_KEY is set" if forger_key is None else "its content does not match its hash"
    assert problems[0].startswith(f"record 1 ({ds[0].decision_id}): {expected}")


# ---------------------------------------------------------------- Ed25519-signed anchors

def test_a_signed_anchor_verifies_only_with_its_public_key(rules, db, embedder, tmp_path):
    _, (n, h) = build(rules, db, embedder)
    key = tmp_path / "audit.key"
    made = CliRunner().invoke(main, ["audit", "keygen", str(key)])
    assert made.exit_code == 0, made.output
    assert (key.stat().st_mode & 0o777) == 0o600 and (tmp_path / "audit.key.pub").exists()
    cp = tmp_path / "cp"
    head = CliRunner().invoke(main, ["audit", "head", "--db", str(db), "--sign", str(key), "--write", str(cp)])
    assert head.exit_code == 0 and head.stdout.startswith(f"{n}:{h} ed25519:"), head.output
    pub = str(tmp_path / "audit.key.pub")
    ok = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--checkpoint", str(cp), "--public-key", pub])
    assert ok.exit_code == 0 and ok.stdout == f"ok: {n} records, hash chain intact, anchored at {n} (signature checked)\n"
    # the signed line may travel as --expect too; a signed anchor without the key to check it is refused
    assert CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--expect", head.stdout.strip(), "--public-key", pub]).exit_code == 0
    unchecked = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--checkpoint", str(cp)])
    assert unchecked.exit_code == 1 and "give the public key to check the signature" in unchecked.stderr


def test_a_rewritten_log_with_a_remade_checkpoint_fails_the_signature(rules, db, embedder, tmp_path):
    """The attacker controls the store and the checkpoint file, not the private key."""
    build(rules, db, embedder)
    key = tmp_path / "audit.key"
    assert CliRunner().invoke(main, ["audit", "keygen", str(key)]).exit_code == 0
    cp = tmp_path / "cp"
    assert CliRunner().invoke(main, ["audit", "head", "--db", str(db), "--sign", str(key), "--write", str(cp)]).exit_code == 0
    pub = str(tmp_path / "audit.key.pub")
    record = json.loads(last_record(db)[7])
    record["candidate"]["provenance"]["confidence"] = 0.95
    attack(db, "DROP TRIGGER decisions_immutable", "UPDATE decisions SET record = ? WHERE seq = 5", params=(canonical(record),))
    rechain(db)
    forged = f"{len(WRITES)}:{last_record_hash(db)}"
    signed_part = cp.read_text().split()[1]
    attempts = {
        "unsigned": forged,  # a fresh anchor of the rewritten log, no signature
        "old signature": f"{forged} {signed_part}",  # the new anchor under the old signature
        "own key": own_key_anchor(tmp_path, db),  # signed with a key the attacker made
    }
    for name, text in attempts.items():
        cp.write_text(text + "\n")
        out = CliRunner().invoke(main, ["audit", "verify", "--db", str(db), "--checkpoint", str(cp), "--public-key", pub])
        assert out.exit_code == 1, name
        expected = "the anchor is not signed" if name == "unsigned" else "the anchor's signature does not verify"
        assert out.stderr.startswith(expected), (name, out.stderr)


def last_record_hash(db):
    return rows(db, "SELECT hash FROM decisions ORDER BY seq DESC LIMIT 1")[0][0]


def own_key_anchor(tmp_path, db):
    other = tmp_path / "attacker.key"
    assert CliRunner().invoke(main, ["audit", "keygen", str(other)]).exit_code == 0
    return CliRunner().invoke(main, ["audit", "head", "--db", str(db), "--sign", str(other)]).stdout.strip()


# ---------------------------------------------------------------- the write-ahead log

WAL_WRITER = """
import json, os, sys
from trustgate.gate import Gate
from trustgate.rules import load_rules
from datetime import datetime
gate = Gate(load_rules(sys.argv[1]), sys.argv[2])
for c, t in json.loads(sys.argv[3]):
    gate.write(c, now=datetime.fromisoformat(t))
os._exit(0)  # a process that ends without closing the store: its commits stay in the -wal file, no checkpoint
"""


def _wal_checksum(data: bytes, s0: int, s1: int, big: bool) -> tuple[int, int]:
    words = struct.unpack((">" if big else "<") + f"{len(data) // 4}I", data)
    for x0, x1 in zip(words[::2], words[1::2]):
        s0 = (s0 + x0 + s1) & 0xFFFFFFFF
        s1 = (s1 + x1 + s0) & 0xFFFFFFFF
    return s0, s1


def edit_wal(path, old: bytes, new: bytes, *, fix_checksums: bool) -> int:
    """Replace `old` by `new` in every page image of a -wal file; with `fix_checksums`, recompute
    the frames' checksum chain as SQLite would (the WAL format's documented algorithm), so the
    frames stay valid. Returns the number of frames changed."""
    wal = bytearray(path.read_bytes())
    magic, _, page_size = struct.unpack(">III", wal[:12])
    big = magic == 0x377F0683
    s0, s1 = struct.unpack(">II", wal[24:32])
    changed = 0
    for at in range(32, len(wal), 24 + page_size):
        page = bytes(wal[at + 24 : at + 24 + page_size])
        if old in page:
            wal[at + 24 : at + 24 + page_size] = page.replace(old, new)
            changed += 1
        if fix_checksums:
            s0, s1 = _wal_checksum(bytes(wal[at : at + 8]) + bytes(wal[at + 24 : at + 24 + page_size]), s0, s1, big)
            wal[at + 16 : at + 24] = struct.pack(">II", s0, s1)
    path.write_bytes(bytes(wal))
    return changed


@pytest.fixture
def wal_db(tmp_path):
    """A store whose commits all sit in its -wal file (the writer died without a checkpoint), and the
    anchor a reader took of it (from a copy, so that reading it does not checkpoint the original)."""
    from conftest import ROOT, lexical_rules

    db = tmp_path / "wal.db"
    env = {**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    writes = json.dumps([(c, t.isoformat()) for c, t in WRITES])
    subprocess.run([sys.executable, "-c", WAL_WRITER, str(lexical_rules(tmp_path)), str(db), writes], check=True, env=env, timeout=300)
    wal = tmp_path / "wal.db-wal"
    assert wal.stat().st_size > 0 and b"4 replicas" in wal.read_bytes()
    copy = tmp_path / "copy"
    copy.mkdir()
    for name in ("wal.db", "wal.db-wal"):
        shutil.copy(tmp_path / name, copy / name)
    with Store(copy / "wal.db") as store:
        anchor = AuditLog(store).head()
        assert AuditLog(store).verify() == [] and anchor[0] == len(WRITES)
    return db, wal, anchor


def test_a_wal_edit_with_recomputed_checksums_is_named(wal_db):
    db, wal, anchor = wal_db
    assert edit_wal(wal, b"runs 4 replicas", b"runs 9 replicas", fix_checksums=True) >= 2  # the fact row and its record
    problems = verify(db)
    assert any(p.startswith("record 1 (") and "its content does not match its hash" in p for p in problems), problems
    assert any(p.startswith("fact ") and "its content does not match the hash in record 1" in p for p in problems), problems
    with Store(db) as store:  # SQLite took the edited frames: the changed text is what a reader sees
        assert [f.text for f in store.current("default", "deploy", T("2026-06-01"))] == ["The checkout service runs 9 replicas."]


def test_a_wal_edit_that_breaks_the_checksums_loses_the_tail_and_the_anchor_names_it(wal_db):
    """SQLite drops a frame whose checksum fails, and every frame after it: the log silently ends
    earlier, consistent in itself (its counter lives in the same frames). Only the anchor sees it."""
    db, wal, anchor = wal_db
    assert edit_wal(wal, b"runs 4 replicas", b"runs 9 replicas", fix_checksums=False) >= 1
    problems = verify(db, anchor)
    assert problems and all("records were removed from the end" in p or "the log was rewritten" in p for p in problems), problems
    with Store(db) as store:
        assert AuditLog(store).head()[0] < len(WRITES)
