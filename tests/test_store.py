"""The bi-temporal store (trustgate/store.py): numbered migrations, rows that are never deleted
or rewritten, supersession with a closed-validity row, the three queries (current, as_of,
history), one transaction per write, and an embedding stored once per fact."""

from __future__ import annotations

import hashlib
import sqlite3
from datetime import UTC, datetime

import numpy as np
import psycopg
import pytest
from conftest import NOW, cand, prov

from trustgate.embeddings import from_blob
from trustgate.errors import NotFoundError, StoreError
from trustgate.gate import Gate
from trustgate.store import MIGRATIONS, Fact, Store, open_store


def T(day: str) -> datetime:
    """A UTC instant from 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM'."""
    return datetime.fromisoformat(day).replace(tzinfo=UTC)


def fact(fid: str, text: str, valid_from: str, recorded_at: str, *, valid_to: str | None = None, domain: str = "d",
         namespace: str = "default", embedding: bytes | None = None) -> Fact:
    return Fact(id=fid, namespace=namespace, domain=domain, text=text, provenance=None, valid_from=T(valid_from),
                valid_to=T(valid_to) if valid_to else None, recorded_at=T(recorded_at), embedding=embedding)


# what a refusing trigger raises on each backend
REFUSED = (sqlite3.IntegrityError, psycopg.IntegrityError)


def rows(store: Store, table: str = "facts") -> list[tuple]:
    return store.conn.execute(f"SELECT * FROM {table} ORDER BY {'seq' if table == 'decisions' else 'rowid'}").fetchall()


@pytest.fixture
def gate(any_gate):
    """The shared suite runs on SQLite and on PostgreSQL; tests that speak sqlite3 take `sqlite_gate`."""
    return any_gate


def migrations(path) -> list[tuple]:
    with sqlite3.connect(path) as c:
        return c.execute("SELECT version, name, applied_at FROM schema_migrations ORDER BY version").fetchall()


# ------------------------------------------------------------------------------ migrations
def test_fresh_file_records_every_numbered_migration(tmp_path):
    path = tmp_path / "fresh.db"
    with Store(path) as store:
        assert store.schema_version() == len(MIGRATIONS)
    recorded = migrations(path)
    assert recorded[0][:2] == (1, "m001_initial")
    assert [r[:2] for r in recorded] == [(i, name) for i, (name, _) in enumerate(MIGRATIONS, start=1)]
    assert all(name.startswith(f"m{version:03d}_") for version, name, _ in recorded)
    assert all(applied for _, _, applied in recorded)


def test_reopening_applies_nothing_twice(tmp_path):
    path = tmp_path / "reopen.db"
    with Store(path) as store:
        store.insert(fact("f1", "The build server runs Ubuntu 24.04.", "2026-01-01", "2026-01-01"))
    first = migrations(path)
    with sqlite3.connect(path) as c:
        schema = c.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    for _ in range(2):
        with Store(path) as store:
            assert store.schema_version() == len(MIGRATIONS)
            assert store.get("f1").text == "The build server runs Ubuntu 24.04."
    assert migrations(path) == first  # same rows, same applied_at: nothing re-run
    with sqlite3.connect(path) as c:
        assert c.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall() == schema


M001_SHA256 = "ba35eb208d82015c09c09b362305f598f7b16451f47bb86f7d0bc7b298395da5"


def test_m001_is_never_edited_in_place():
    """Files already on disk ran m001 as it was: a schema change is a new numbered migration."""
    assert MIGRATIONS[0][0] == "m001_initial"
    assert hashlib.sha256(MIGRATIONS[0][1].encode()).hexdigest() == M001_SHA256


def test_file_with_only_version_1_stays_readable_and_is_upgraded(tmp_path):
    path = tmp_path / "v1.db"
    c = sqlite3.connect(path)
    c.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
    c.executescript(MIGRATIONS[0][1])
    c.execute("INSERT INTO schema_migrations VALUES (1, 'm001_initial', '2026-01-01 00:00:00')")
    c.executemany(
        "INSERT INTO facts (id, namespace, domain, text, valid_from, valid_to, recorded_at, superseded_at, superseded_by, supersedes, "
        "restates, embedding) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        [("f1", "default", "d", "The office is in Paris.", "2026-01-01T00:00:00.000000Z", None, "2026-01-01T00:00:00.000000Z",
          "2026-03-01T00:00:00.000000Z", "f2", None, None, b"\x00" * 8),
         ("f2", "default", "d", "The office is in Berlin.", "2026-03-01T00:00:00.000000Z", None, "2026-03-01T00:00:00.000000Z",
          None, None, "f1", None, None),
         ("c1", "default", "d", "The office is in Paris.", "2026-01-01T00:00:00.000000Z", "2026-03-01T00:00:00.000000Z",
          "2026-03-01T00:00:00.000000Z", None, None, None, "f1", None)])
    c.commit()
    c.close()

    with Store(path) as store:
        assert store.schema_version() == len(MIGRATIONS)
        assert [f.text for f in store.current("default", "d", NOW)] == ["The office is in Berlin."]
        assert [f.id for f in store.as_of("default", T("2026-02-01"), NOW)] == ["c1"]
        assert [f.id for f in store.history("f2")] == ["f1", "c1", "f2"]
        # the later migrations' guards now hold for rows written before them
        with pytest.raises(sqlite3.IntegrityError, match="a superseded fact stays superseded"):
            store.conn.execute("UPDATE facts SET superseded_by = 'c1' WHERE id = 'f1'")
    recorded = migrations(path)
    assert recorded[0] == (1, "m001_initial", "2026-01-01 00:00:00")
    assert [r[0] for r in recorded] == list(range(1, len(MIGRATIONS) + 1))


# ------------------------------------------------------------------------------ append-only rows
@pytest.fixture
def closed(store_url):
    """f1 superseded by f2 (with its closed-validity row); f1 carries an embedding."""
    with open_store(store_url) as store:
        store.insert(fact("f1", "The office is in Paris.", "2026-01-01", "2026-01-01", embedding=b"\x01" * 8))
        f2 = store.insert(fact("f2", "The office is in Berlin.", "2026-03-01", "2026-03-02"))
        store.supersede("f1", f2)
        yield store


CONTENT_UPDATES = [
    ("id", "'f9'"), ("namespace", "'other'"), ("domain", "'other'"), ("text", "'The office is in Rome.'"),
    ("provenance", "'{}'"), ("source_kind", "'web_search'"), ("confidence", "0.1"), ("evidence_count", "9"),
    ("observed_at", "'2020-01-01T00:00:00.000000Z'"), ("valid_from", "'2020-01-01T00:00:00.000000Z'"),
    ("valid_to", "'2020-01-02T00:00:00.000000Z'"), ("recorded_at", "'2020-01-01T00:00:00.000000Z'"),
    ("supersedes", "'f2'"), ("restates", "'f2'"), ("decision_id", "'d_x'"),
]


@pytest.mark.parametrize(("column", "value"), CONTENT_UPDATES, ids=[c for c, _ in CONTENT_UPDATES])
def test_fact_content_is_never_rewritten(closed, column, value):
    before = rows(closed)
    with pytest.raises(REFUSED, match="fact content is never rewritten"):
        closed.conn.execute(f"UPDATE facts SET {column} = {value} WHERE id = 'f1'")
    assert rows(closed) == before


@pytest.mark.parametrize(("sql", "args", "message"), [(q, (), m) for q, m in [
    ("DELETE FROM facts WHERE id = 'f1'", "facts are append-only"),
    ("DELETE FROM facts", "facts are append-only"),
    ("UPDATE facts SET superseded_at = NULL WHERE id = 'f1'", "a superseded fact stays superseded"),
    ("UPDATE facts SET superseded_at = '2026-04-01T00:00:00.000000Z' WHERE id = 'f1'", "a superseded fact stays superseded"),
    ("UPDATE facts SET superseded_by = NULL WHERE id = 'f1'", "a superseded fact stays superseded"),
    ("UPDATE facts SET superseded_by = 'f1' WHERE id = 'f1'", "a superseded fact stays superseded"),
    ("UPDATE facts SET embedding = NULL WHERE id = 'f1'", "a stored embedding is never replaced"),
]] + [("UPDATE facts SET embedding = ? WHERE id = 'f1'", (b"\x02" * 8,), "a stored embedding is never replaced")])
def test_triggers_refuse_deleting_reopening_and_relinking(closed, sql, args, message):
    before = rows(closed)
    with pytest.raises(REFUSED, match=message):
        closed.conn.execute(sql, args)
    assert rows(closed) == before


def test_decision_log_rows_are_never_deleted_or_updated(gate):
    gate.write(cand("The build server runs Ubuntu 24.04."))
    before = rows(gate.store, "decisions")
    for sql in ("DELETE FROM decisions", "UPDATE decisions SET verdict = 'reject'", "UPDATE decisions SET record = '{}'"):
        with pytest.raises(REFUSED, match="the decision log is append-only"):
            gate.store.conn.execute(sql)
    assert rows(gate.store, "decisions") == before


# ------------------------------------------------------------------------------ supersession
def test_supersession_closes_the_old_row_and_records_its_closed_validity(store_url):
    with open_store(store_url) as store:
        f1 = store.insert(fact("f1", "The office is in Paris.", "2026-01-01", "2026-01-01"))
        f2 = store.insert(fact("f2", "The office is in Berlin.", "2026-03-01", "2026-03-02"))
        written = store.supersede("f1", f2)

        old = store.get("f1")
        assert (old.superseded_at, old.superseded_by) == (T("2026-03-02"), "f2")
        assert (old.text, old.valid_from, old.valid_to, old.recorded_at) == (f1.text, f1.valid_from, None, f1.recorded_at)
        assert len(written) == 1
        c = store.get(written[0].id)
        assert c.id not in ("f1", "f2")
        assert (c.restates, c.text, c.valid_from, c.valid_to) == ("f1", f1.text, T("2026-01-01"), T("2026-03-01"))
        assert (c.recorded_at, c.superseded_at, c.superseded_by, c.supersedes) == (T("2026-03-02"), None, None, None)
        assert store.get("f2").superseded_at is None
        assert len(rows(store)) == 3


@pytest.mark.parametrize(("old_valid", "new_from", "closed_until"), [
    (("2026-01-01", None), "2026-03-01", "2026-03-01"),           # open-ended: held until the successor starts
    (("2026-01-01", "2026-06-01"), "2026-03-01", "2026-03-01"),   # would have run past the successor's start
    (("2026-01-01", "2026-02-01"), "2026-03-01", None),           # already ended before: nothing to re-record
    (("2026-01-01", "2026-03-01"), "2026-03-01", None),           # ends exactly at the successor's start
    (("2026-01-01", None), "2026-01-01", None),                   # same start: a correction, the old value never held
    (("2026-01-01", None), "2025-12-01", None),                   # a retroactive correction
])
def test_closed_validity_row_only_when_the_old_value_held_for_a_while(store_url, old_valid, new_from, closed_until):
    with open_store(store_url) as store:
        store.insert(fact("f1", "The office is in Paris.", old_valid[0], "2026-01-01", valid_to=old_valid[1]))
        f2 = store.insert(fact("f2", "The office is in Berlin.", new_from, "2026-04-01"))
        written = store.supersede("f1", f2)
        assert [f.valid_to for f in written] == ([T(closed_until)] if closed_until else [])
        assert len(rows(store)) == 2 + len(written)
        assert store.get("f1").superseded_by == "f2"


def test_a_fact_is_superseded_once(closed):
    again = closed.insert(fact("f3", "The office is in Rome.", "2026-05-01", "2026-05-02"))
    with pytest.raises(StoreError, match="fact f1 is already superseded by f2"):
        closed.supersede("f1", again)
    with pytest.raises(NotFoundError, match="no fact with id 'nope'"):
        closed.supersede("nope", again)
    assert closed.get("f1").superseded_by == "f2"


# ------------------------------------------------------------------------------ queries
PEOPLE = "people"


@pytest.fixture
def moved(gate):
    """Paris (valid from Jan 1, recorded Jan 2), then Berlin from the same source (valid from May 1, recorded May 2)."""
    hr = {"source_id": "hr-system"}
    paris = gate.write(cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z", **hr)), now=T("2026-01-02"))
    berlin = gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z", **hr)), now=T("2026-05-02"))
    assert (paris.verdict, berlin.verdict, berlin.supersedes) == ("accept", "accept", (paris.fact_id,))
    closed = [f for f in gate.store.scope("default", PEOPLE) if f.restates == paris.fact_id]
    assert len(closed) == 1
    return gate, {"paris": paris.fact_id, "berlin": berlin.fact_id, "closed": closed[0].id}


def test_update_closes_paris_and_links_it_to_berlin(moved):
    gate, ids = moved
    paris, berlin, closed = (gate.store.get(ids[k]) for k in ("paris", "berlin", "closed"))
    assert (paris.superseded_at, paris.superseded_by, paris.valid_to) == (T("2026-05-02"), berlin.id, None)
    assert (berlin.supersedes, berlin.recorded_at, berlin.valid_from) == (paris.id, T("2026-05-02"), T("2026-05-01"))
    assert (closed.text, closed.valid_from, closed.valid_to, closed.recorded_at) == (
        "Alice lives in Paris.", T("2026-01-01"), T("2026-05-01"), T("2026-05-02"))


@pytest.mark.parametrize(("valid_at", "known_at", "expected"), [
    ("2026-02-01", "2026-06-01", ["closed"]),   # Paris held in February, as known now
    ("2026-05-15", "2026-06-01", ["berlin"]),   # Berlin holds in May, as known now
    ("2026-05-15", "2026-03-01", ["paris"]),    # before the move was recorded, Paris was believed open-ended
    ("2026-02-01", "2026-03-01", ["paris"]),
    ("2026-02-01", "2026-05-02", ["closed"]),   # transaction time is inclusive at the update itself
    ("2026-02-01", "2026-01-01", []),           # nothing was known yet
    ("2025-12-01", "2026-06-01", []),           # nothing held yet
    ("2026-05-01", "2026-06-01", ["berlin"]),   # valid time is half-open: Paris ends where Berlin starts
])
def test_as_of_valid_time_and_known_time(moved, valid_at, known_at, expected):
    gate, ids = moved
    got = gate.store.as_of("default", T(valid_at), T(known_at), PEOPLE)
    assert [f.id for f in got] == [ids[k] for k in expected]
    assert all(f.text == ("Alice lives in Berlin." if k == "berlin" else "Alice lives in Paris.") for f, k in zip(got, expected))


def test_current_is_the_believed_and_valid_facts_of_one_scope(moved):
    gate, ids = moved
    gate.write(cand("The build server runs Ubuntu 24.04.", "infra"))
    gate.write(cand("Alice lives in Madrid.", PEOPLE, namespace="tenant-b"))
    assert [f.id for f in gate.store.current("default", PEOPLE, NOW)] == [ids["berlin"]]
    # at a March "now", the believed row that holds is Paris's closed-validity row, not the superseded original
    assert [f.id for f in gate.store.current("default", PEOPLE, T("2026-03-01"))] == [ids["closed"]]
    assert [f.text for f in gate.store.current("default", None, NOW)] == ["The build server runs Ubuntu 24.04.", "Alice lives in Berlin."]
    assert [f.text for f in gate.store.current("tenant-b", PEOPLE, NOW)] == ["Alice lives in Madrid."]


def test_history_is_the_same_lineage_from_any_member(moved):
    gate, ids = moved
    rome = gate.write(cand("Alice lives in Rome.", PEOPLE, prov(observed="2026-05-20T00:00:00Z", source_id="hr-system")))
    assert rome.supersedes == (ids["berlin"],)
    lineage = gate.store.scope("default", PEOPLE)
    assert len(lineage) == 5  # Paris, Berlin, Paris closed, Rome, Berlin closed
    expected = [f.id for f in gate.store.history(rome.fact_id)]
    assert sorted(expected) == sorted(f.id for f in lineage)
    for member in lineage:
        assert [f.id for f in gate.store.history(member.id)] == expected
    texts = [f.text for f in gate.store.history(ids["paris"])]
    assert texts == ["Alice lives in Paris.", "Alice lives in Paris.", "Alice lives in Berlin.", "Alice lives in Berlin.", "Alice lives in Rome."]
    assert gate.store.successor(gate.store.get(ids["paris"])).id == rome.fact_id
    with pytest.raises(NotFoundError):
        gate.store.history("f_missing")


def test_accepted_fact_and_its_decision_point_at_each_other(moved):
    gate, ids = moved
    berlin = gate.store.get(ids["berlin"])
    entry = gate.log.get(berlin.decision_id)
    assert (entry.decision.verdict, entry.decision.fact_id, entry.decision.supersedes) == ("accept", berlin.id, (ids["paris"],))


# ------------------------------------------------------------------------------ one transaction
def _snapshot(store: Store) -> tuple[list, list]:
    return rows(store), rows(store, "decisions")


def test_a_write_blocked_by_another_writer_leaves_nothing_behind(sqlite_gate, rules, embedder, tmp_path):
    gate = sqlite_gate
    paris = gate.write(cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z")))
    before = _snapshot(gate.store)
    busy = Gate(rules, Store(tmp_path / "memory.db", busy_timeout_s=0.05), clock=lambda: NOW, embedder=embedder)
    other = sqlite3.connect(tmp_path / "memory.db", isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        with pytest.raises(StoreError, match="database is locked"):
            busy.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))
        other.execute("ROLLBACK")
        assert _snapshot(gate.store) == before
        assert gate.store.get(paris.fact_id).superseded_at is None
        # once the other writer is gone the same write goes through whole
        again = busy.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))
        assert (again.verdict, again.supersedes) == ("accept", (paris.fact_id,))
        assert gate.store.get(paris.fact_id).superseded_by == again.fact_id
        assert busy.log.verify() == []
    finally:
        other.close()
        busy.close()


def test_a_failure_after_insert_and_supersede_rolls_back_the_whole_write(sqlite_gate, tmp_path):
    """The log append fails (a trigger added by another connection refuses it) after the fact was
    inserted and its predecessor closed: none of the three may remain (PostgreSQL: test_postgres.py)."""
    gate = sqlite_gate
    paris = gate.write(cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z")))
    before = _snapshot(gate.store)
    other = sqlite3.connect(tmp_path / "memory.db", isolation_level=None)
    other.execute("CREATE TRIGGER log_down BEFORE INSERT ON decisions WHEN NEW.verdict = 'accept' "
                  "BEGIN SELECT RAISE(ABORT, 'injected: the log is unavailable'); END")
    try:
        with pytest.raises(sqlite3.IntegrityError, match="injected: the log is unavailable"):
            gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))
        assert _snapshot(gate.store) == before
        assert gate.store.get(paris.fact_id).superseded_at is None
        # a batch is one transaction: a failure on its last accepted candidate takes the whole batch back
        with pytest.raises(sqlite3.IntegrityError, match="injected"):
            gate.write_many([cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z")),  # duplicate: logged
                             cand("The build server runs Ubuntu 24.04.", "infra")])
        assert _snapshot(gate.store) == before
    finally:
        other.execute("DROP TRIGGER log_down")
        other.close()
    berlin = gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))
    assert (berlin.verdict, berlin.supersedes) == ("accept", (paris.fact_id,))
    assert len(rows(gate.store)) == len(before[0]) + 2  # Berlin and Paris's closed-validity row


# ------------------------------------------------------------------------------ embeddings
def _vector(store: Store, fid: str) -> np.ndarray | None:
    blob = store.get(fid).embedding
    return None if blob is None else from_blob(blob)


def test_embedding_is_computed_once_and_kept(gate, embedder):
    first = gate.write(cand("The build server runs Ubuntu 24.04.", "infra"))
    assert gate.store.get(first.fact_id).embedding is None  # the domain was empty: the model was not needed
    second = gate.write(cand("Deploys to production need two approvals.", "infra"))
    assert (second.verdict, second.supersedes) == ("accept", ())
    expected = embedder.encode(["The build server runs Ubuntu 24.04.", "Deploys to production need two approvals."])
    assert np.allclose(_vector(gate.store, second.fact_id), expected[1], atol=1e-4)  # stored with the write
    assert np.allclose(_vector(gate.store, first.fact_id), expected[0], atol=1e-4)   # filled by the conflict check
    blobs = {f.id: f.embedding for f in gate.store.scope("default", "infra")}

    assert gate.write(cand("The VPN endpoint is vpn.example.com.", "infra")).verdict == "accept"
    gate.store.set_embedding(first.fact_id, np.ones(384, dtype=np.float32).tobytes())  # fills only what is missing
    assert {f.id: f.embedding for f in gate.store.scope("default", "infra") if f.id in blobs} == blobs


def test_seeded_fact_gets_its_embedding_from_the_first_conflict_check(gate, embedder):
    ids = gate.seed([{"id": "s", "text": "The payments service is written in Java.", "domain": "code", "provenance": prov()}])
    seeded = ids["s"]
    assert gate.store.get(seeded).embedding is None
    probe = cand("The payments service is written in Go.", "code", prov(kind="web_search", evidence=2, confidence=0.8))
    gate.check(probe)  # a dry run stores nothing, not even a vector
    assert gate.store.get(seeded).embedding is None
    gate.write(probe)
    blob = gate.store.get(seeded).embedding
    assert np.allclose(from_blob(blob), embedder.encode(["The payments service is written in Java."])[0], atol=1e-4)
    assert gate.write(cand("Code reviews need two approvals.", "code")).verdict == "accept"
    assert gate.store.get(seeded).embedding == blob
