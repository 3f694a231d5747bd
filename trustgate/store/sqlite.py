"""The SQLite backend of the bi-temporal fact store (one file; the embedded default).

Valid time (`valid_from`, `valid_to`): when a fact holds in the world. Transaction time
(`recorded_at`, `superseded_at`): when the store believed it. Rows are never deleted and
their content is never rewritten (triggers refuse it); supersession closes the old row's
transaction time, links it to its successor (`superseded_by`) and, when the old fact's
valid time ran past the successor's start, records a new row (`restates` = the old id)
saying the old value held until then. So `as_of(valid_at, known_at)` answers both "what
was true then" and "what did we believe then". The schema is created and upgraded by
numbered migrations recorded in `schema_migrations`; the decision log lives in the same
file (see audit.py) so that a fact and its decision commit in one transaction.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterator, Sequence, TypeVar

from ..decision import new_id
from ..errors import NotFoundError, StoreError
from ..provenance import Provenance, canonical_domain, iso
from .base import Fact, _dt, follow_successor

T = TypeVar("T")

MIGRATIONS: list[tuple[str, str]] = [
    (
        "m001_initial",
        """
        CREATE TABLE facts (
            id TEXT PRIMARY KEY,
            namespace TEXT NOT NULL,
            domain TEXT NOT NULL,
            text TEXT NOT NULL,
            provenance TEXT,
            source_kind TEXT,
            confidence REAL,
            evidence_count INTEGER,
            observed_at TEXT,
            valid_from TEXT NOT NULL,
            valid_to TEXT,
            recorded_at TEXT NOT NULL,
            superseded_at TEXT,
            superseded_by TEXT,
            supersedes TEXT,
            restates TEXT,
            decision_id TEXT,
            embedding BLOB
        );
        CREATE INDEX facts_scope ON facts(namespace, domain, superseded_at);
        CREATE INDEX facts_decision ON facts(decision_id);
        CREATE TRIGGER facts_append_only BEFORE DELETE ON facts
            BEGIN SELECT RAISE(ABORT, 'facts are append-only'); END;
        CREATE TRIGGER facts_content_fixed BEFORE UPDATE OF id, namespace, domain, text, provenance, source_kind,
            confidence, evidence_count, observed_at, valid_from, valid_to, recorded_at, supersedes, restates, decision_id ON facts
            BEGIN SELECT RAISE(ABORT, 'fact content is never rewritten'); END;
        CREATE TRIGGER facts_close_once BEFORE UPDATE OF superseded_at ON facts WHEN OLD.superseded_at IS NOT NULL
            BEGIN SELECT RAISE(ABORT, 'a superseded fact stays superseded'); END;
        CREATE TABLE decisions (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            decision_id TEXT NOT NULL UNIQUE,
            namespace TEXT NOT NULL,
            verdict TEXT NOT NULL,
            stage TEXT,
            rule TEXT,
            decided_at TEXT NOT NULL,
            record TEXT NOT NULL,
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL
        );
        CREATE INDEX decisions_scope ON decisions(namespace, verdict, decided_at);
        CREATE TRIGGER decisions_append_only BEFORE DELETE ON decisions
            BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
        CREATE TRIGGER decisions_immutable BEFORE UPDATE ON decisions
            BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
        """,
    ),
    (
        # m001 let a closed row's superseded_by and any stored embedding be overwritten in place
        "m002_link_and_embedding_fixed",
        """
        CREATE TRIGGER facts_link_once BEFORE UPDATE OF superseded_by ON facts WHEN OLD.superseded_by IS NOT NULL
            BEGIN SELECT RAISE(ABORT, 'a superseded fact stays superseded'); END;
        CREATE TRIGGER facts_embedding_once BEFORE UPDATE OF embedding ON facts WHEN OLD.embedding IS NOT NULL
            BEGIN SELECT RAISE(ABORT, 'a stored embedding is never replaced'); END;
        """,
    ),
    (
        # a change feed per scope, kept by triggers so that every writer (any process) feeds it:
        # the in-memory conflict index (index.py) reads what changed since it last looked
        "m003_fact_events",
        """
        CREATE TABLE fact_events (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            fact_id TEXT NOT NULL,
            namespace TEXT NOT NULL,
            domain TEXT NOT NULL
        );
        CREATE INDEX fact_events_scope ON fact_events(namespace, domain, seq);
        CREATE TRIGGER facts_event_insert AFTER INSERT ON facts
            BEGIN INSERT INTO fact_events (fact_id, namespace, domain) VALUES (NEW.id, NEW.namespace, NEW.domain); END;
        CREATE TRIGGER facts_event_update AFTER UPDATE OF superseded_at, superseded_by, embedding ON facts
            BEGIN INSERT INTO fact_events (fact_id, namespace, domain) VALUES (NEW.id, NEW.namespace, NEW.domain); END;
        """,
    ),
    (
        "m004_slots",
        """
        ALTER TABLE facts ADD COLUMN subject TEXT;
        ALTER TABLE facts ADD COLUMN attribute TEXT;
        CREATE INDEX facts_slot ON facts(namespace, domain, subject, attribute);
        CREATE TRIGGER facts_slot_fixed BEFORE UPDATE OF subject, attribute ON facts
            BEGIN SELECT RAISE(ABORT, 'fact content is never rewritten'); END;
        """,
    ),
    (
        # INSERT OR REPLACE deletes the old row without firing a DELETE trigger: refuse a key that exists.
        # The fact rows and decisions already present are recorded as written before the log bound facts
        # (audit.py hashes every fact row a decision writes or closes into its record from here on).
        "m005_log_binds_facts",
        """
        CREATE TRIGGER decisions_no_replace BEFORE INSERT ON decisions
            WHEN EXISTS (SELECT 1 FROM decisions WHERE seq = NEW.seq OR decision_id = NEW.decision_id)
            BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
        CREATE TRIGGER facts_no_replace BEFORE INSERT ON facts WHEN EXISTS (SELECT 1 FROM facts WHERE id = NEW.id)
            BEGIN SELECT RAISE(ABORT, 'facts are append-only'); END;
        CREATE TABLE audit_binding (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
        INSERT INTO audit_binding SELECT 'bound_from_seq', COALESCE(MAX(seq), 0) FROM decisions;
        CREATE TABLE audit_legacy_facts (id TEXT PRIMARY KEY, superseded_at TEXT, superseded_by TEXT);
        INSERT INTO audit_legacy_facts SELECT id, superseded_at, superseded_by FROM facts;
        CREATE TRIGGER audit_binding_fixed BEFORE INSERT ON audit_binding
            BEGIN SELECT RAISE(ABORT, 'the binding point is fixed'); END;
        CREATE TRIGGER audit_binding_kept BEFORE UPDATE ON audit_binding
            BEGIN SELECT RAISE(ABORT, 'the binding point is fixed'); END;
        CREATE TRIGGER audit_binding_undeleted BEFORE DELETE ON audit_binding
            BEGIN SELECT RAISE(ABORT, 'the binding point is fixed'); END;
        CREATE TRIGGER audit_legacy_fixed BEFORE INSERT ON audit_legacy_facts
            BEGIN SELECT RAISE(ABORT, 'the legacy facts are fixed'); END;
        CREATE TRIGGER audit_legacy_kept BEFORE UPDATE ON audit_legacy_facts
            BEGIN SELECT RAISE(ABORT, 'the legacy facts are fixed'); END;
        CREATE TRIGGER audit_legacy_undeleted BEFORE DELETE ON audit_legacy_facts
            BEGIN SELECT RAISE(ABORT, 'the legacy facts are fixed'); END;
        """,
    ),
    (
        # the text of every rule file a gate decided with, keyed by its sha256 (what a decision
        # record names), so that `audit replay` runs a decision against the rules it was made with;
        # a record whose rules were kept says so (`rules_kept`), and integrity.verify checks they still are
        "m006_rule_files",
        """
        CREATE TABLE rule_files (
            sha256 TEXT PRIMARY KEY,
            path TEXT,
            content TEXT NOT NULL,
            first_used_at TEXT NOT NULL
        );
        CREATE TRIGGER rule_files_no_replace BEFORE INSERT ON rule_files WHEN EXISTS (SELECT 1 FROM rule_files WHERE sha256 = NEW.sha256)
            BEGIN SELECT RAISE(ABORT, 'a stored rule file is never replaced'); END;
        CREATE TRIGGER rule_files_fixed BEFORE UPDATE ON rule_files
            BEGIN SELECT RAISE(ABORT, 'a stored rule file is never rewritten'); END;
        CREATE TRIGGER rule_files_kept BEFORE DELETE ON rule_files
            BEGIN SELECT RAISE(ABORT, 'a stored rule file is never removed'); END;
        """,
    ),
    (
        # a client's idempotency key -> the decision its first write got (gate.write(..., key=))
        "m007_idempotency_keys",
        """
        CREATE TABLE idempotency_keys (namespace TEXT NOT NULL, key TEXT NOT NULL, decision_id TEXT NOT NULL,
            PRIMARY KEY (namespace, key));
        CREATE TRIGGER idempotency_keys_kept BEFORE UPDATE ON idempotency_keys
            BEGIN SELECT RAISE(ABORT, 'an idempotency key is never rewritten'); END;
        CREATE TRIGGER idempotency_keys_undeleted BEFORE DELETE ON idempotency_keys
            BEGIN SELECT RAISE(ABORT, 'an idempotency key is never rewritten'); END;
        """,
    ),
    (
        # which store this is, drawn at random once (a copy of the file is the same store): an index persisted beside
        # it (index_cache.py) is trusted only by the store it was built from
        "m008_store_identity",
        """
        CREATE TABLE store_identity (id TEXT NOT NULL);
        INSERT INTO store_identity VALUES (lower(hex(randomblob(16))));
        CREATE TRIGGER store_identity_fixed BEFORE UPDATE ON store_identity
            BEGIN SELECT RAISE(ABORT, 'the store identity is fixed'); END;
        CREATE TRIGGER store_identity_kept BEFORE DELETE ON store_identity
            BEGIN SELECT RAISE(ABORT, 'the store identity is fixed'); END;
        """,
    ),
    (
        # a digest of a scope's change feed at an event, written by the index saved beside the store at that event
        # (index_cache.py): a copy of the store that went another way since keeps the store's identity, not its
        # digests, so an index saved by the other copy is not trusted here
        "m009_feed_digests",
        """
        CREATE TABLE feed_digests (namespace TEXT NOT NULL, domain TEXT NOT NULL, seq INTEGER NOT NULL,
            digest TEXT NOT NULL, PRIMARY KEY (namespace, domain, seq));
        """,
    ),
]


_COLUMNS = ("id, namespace, domain, text, provenance, valid_from, valid_to, recorded_at, superseded_at, "
            "superseded_by, supersedes, restates, decision_id, embedding, subject, attribute")


def _fact(row: sqlite3.Row | tuple) -> Fact:
    (fid, ns, domain, text, prov, vf, vt, rec, sup_at, sup_by, sups, restates, did, emb, subject, attribute) = row
    return Fact(fid, ns, domain, text, Provenance.model_validate_json(prov) if prov else None, _dt(vf), _dt(vt),
                _dt(rec), _dt(sup_at), sup_by, sups, restates, did, emb, subject, attribute)


INSERT = (f"INSERT INTO facts ({_COLUMNS}, source_kind, confidence, evidence_count, observed_at) "
          "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")


def insert_args(fact: Fact) -> tuple:
    """The parameters of INSERT for a fact (whose domain is in canonical form)."""
    p = fact.provenance
    return (fact.id, fact.namespace, fact.domain, fact.text, p.model_dump_json() if p else None,
            iso(fact.valid_from), iso(fact.valid_to), iso(fact.recorded_at), iso(fact.superseded_at),
            fact.superseded_by, fact.supersedes, fact.restates, fact.decision_id, fact.embedding, fact.subject, fact.attribute,
            p.source_kind.value if p and p.source_kind else None, p.confidence if p else None,
            p.evidence_count if p else None, iso(p.observed_at) if p else None)


def _bare_fact(row: sqlite3.Row | tuple) -> Fact:
    """_fact without the provenance (not parsed)."""
    (fid, ns, domain, text, _, vf, vt, rec, sup_at, sup_by, sups, restates, did, emb, subject, attribute) = row
    return Fact(fid, ns, domain, text, None, _dt(vf), _dt(vt), _dt(rec), _dt(sup_at), sup_by, sups, restates, did, emb, subject, attribute)


class Store:
    """One SQLite file holding facts and the decision log. Thread-safe by a lock per store."""

    dialect = "sqlite"

    def __init__(self, path: str | Path = ":memory:", *, busy_timeout_s: float = 60.0):
        self.path = str(path)
        try:
            self.conn = sqlite3.connect(self.path, timeout=busy_timeout_s, isolation_level=None, check_same_thread=False)
            self.conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
            if self.path != ":memory:":
                self.conn.execute("PRAGMA journal_mode = WAL")
            self.conn.execute("PRAGMA synchronous = NORMAL")
            self._lock = threading.RLock()
            self._depth = 0
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path}: cannot open the store: {exc}") from None

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ transactions
    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE ... COMMIT; nested uses join the outer transaction."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            try:
                self.conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:  # busy past the timeout: a clean error, nothing written
                raise StoreError(f"{self.path}: cannot start a write: {exc}") from None
            self._depth = 1
            try:
                yield self.conn
            except BaseException:
                if self.conn.in_transaction:  # SQLite may have rolled back already (SQLITE_FULL)
                    self.conn.execute("ROLLBACK")
                raise
            else:
                self.conn.execute("COMMIT")
            finally:
                self._depth = 0

    def retrying(self, work: Callable[[], T], on_retry: Callable[[], None] | None = None) -> T:
        """Run `work` in one transaction. SQLite's failures are not transient (a busy file waits
        up to the busy timeout): one attempt; the server backend retries (calling `on_retry` first)."""
        with self.transaction():
            return work()

    def lock_scopes(self, scopes: Sequence[tuple[str, str]]) -> None:
        """Serialise deciders of these scopes until COMMIT: BEGIN IMMEDIATE already holds the whole file."""

    def lock_log(self) -> None:
        """Serialise appends to the hash chain: BEGIN IMMEDIATE already does."""

    def decision_for_key(self, namespace: str, key: str) -> str | None:
        """The decision a write with this idempotency key got, if one committed."""
        row = self.conn.execute("SELECT decision_id FROM idempotency_keys WHERE namespace = ? AND key = ?",
                                (namespace, key)).fetchone()
        return row[0] if row else None

    def remember_key(self, namespace: str, key: str, decision_id: str) -> None:
        with self.transaction() as c:
            c.execute("INSERT INTO idempotency_keys (namespace, key, decision_id) VALUES (?, ?, ?)", (namespace, key, decision_id))

    def _migrate(self) -> None:
        with self.transaction() as c:
            c.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
            done = {r[0] for r in c.execute("SELECT version FROM schema_migrations")}
            for version, (name, sql) in enumerate(MIGRATIONS, start=1):
                if version in done:
                    continue
                for statement in _split_sql(sql):
                    c.execute(statement)
                c.execute("INSERT INTO schema_migrations VALUES (?, ?, datetime('now'))", (version, name))

    def schema_version(self) -> int:
        return self.conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetchone()[0]

    # ------------------------------------------------------------ writes
    def insert(self, fact: Fact) -> Fact:
        """Record a fact (its domain stored in canonical form, see `canonical_domain`)."""
        fact = replace(fact, domain=canonical_domain(fact.domain))
        with self.transaction() as c:
            c.execute(INSERT, insert_args(fact))
        return fact

    def supersede(self, old_id: str, new: Fact) -> list[Fact]:
        """Close `old_id`'s belief in favour of `new` (already inserted); returns the rows written.

        What the old fact still says outside the new one's valid time is recorded again: the
        part before the new start (the old value held until then), and, when the new fact is
        bounded (`valid_to` set) and the old one ran past that end, the part after it (a
        bounded override shadows the base fact only inside its interval)."""
        with self.transaction() as c:
            old = self.get(old_id)
            if old.superseded_at is not None:
                raise StoreError(f"fact {old_id} is already superseded by {old.superseded_by}")
            if old.namespace != new.namespace:
                raise StoreError(f"fact {old_id} is in namespace {old.namespace!r}; {new.id} in {new.namespace!r} cannot supersede it")
            c.execute("UPDATE facts SET superseded_at = ?, superseded_by = ? WHERE id = ? AND superseded_at IS NULL",
                      (iso(new.recorded_at), new.id, old_id))
            written = []
            if old.valid_from < new.valid_from and (old.valid_to is None or old.valid_to > new.valid_from):
                closed = replace(old, id=new_id("f"), valid_to=new.valid_from, recorded_at=new.recorded_at,
                                 superseded_at=None, superseded_by=None, restates=old.restates or old.id, supersedes=None)
                written.append(self.insert(closed))
            if new.valid_to is not None and (old.valid_to is None or old.valid_to > new.valid_to):
                tail = replace(old, id=new_id("f"), valid_from=max(old.valid_from, new.valid_to), recorded_at=new.recorded_at,
                               superseded_at=None, superseded_by=None, restates=old.restates or old.id, supersedes=None)
                written.append(self.insert(tail))
            return written

    def set_embedding(self, fact_id: str, vector: bytes) -> None:
        """Fill a fact's embedding once (facts seeded before the model was needed)."""
        with self.transaction() as c:
            c.execute("UPDATE facts SET embedding = ? WHERE id = ? AND embedding IS NULL", (vector, fact_id))

    # ------------------------------------------------------------ reads
    def get(self, fact_id: str) -> Fact:
        row = self.conn.execute(f"SELECT {_COLUMNS} FROM facts WHERE id = ?", (fact_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no fact with id {fact_id!r}")
        return _fact(row)

    def get_many(self, fact_ids: Sequence[str], *, provenance: bool = True) -> list[Fact]:
        """The facts with these ids (those that exist), in no particular order (`provenance` False: without it)."""
        out = []
        make = _fact if provenance else _bare_fact
        for i in range(0, len(fact_ids), 500):
            chunk = list(fact_ids[i : i + 500])
            out += [make(r) for r in self.conn.execute(f"SELECT {_COLUMNS} FROM facts WHERE id IN ({','.join('?' * len(chunk))})", chunk)]
        return out

    def scope(self, namespace: str, domain: str) -> list[Fact]:
        """Every row of one namespace and domain, believed or not, oldest first."""
        rows = self.conn.execute(f"SELECT {_COLUMNS} FROM facts WHERE namespace = ? AND domain = ? ORDER BY recorded_at, rowid",
                                 (namespace, canonical_domain(domain)))
        return [_fact(r) for r in rows]

    def changes_since(self, namespace: str, domain: str, seq: int, limit: int | None = None,
                      provenance: bool = True) -> tuple[int, list[Fact]]:
        """Facts of a scope inserted or changed after event `seq`, and the newest event seq read: the next
        `limit` events' facts when a limit is given. `provenance` False: the facts come without it (cheaper;
        for the index, which reads a returned fact back whole)."""
        rows = self.conn.execute("SELECT seq, fact_id FROM fact_events WHERE namespace = ? AND domain = ? AND seq > ? ORDER BY seq"
                                 + (f" LIMIT {int(limit)}" if limit else ""), (namespace, canonical_domain(domain), seq)).fetchall()
        if not rows:
            return seq, []
        ids = list(dict.fromkeys(fid for _, fid in rows))
        facts = {f.id: f for f in self.get_many(ids, provenance=provenance)}
        return rows[-1][0], [facts[i] for i in ids if i in facts]

    def feed_mark(self, namespace: str, domain: str, seq: int) -> tuple[str | None, int]:
        """The fact id of the scope's change-feed event `seq` (None if it holds no such event), and how many of
        the scope's events lie at or before it: where a persisted index stands in the feed."""
        d = canonical_domain(domain)
        row = self.conn.execute("SELECT fact_id FROM fact_events WHERE seq = ? AND namespace = ? AND domain = ?",
                                (seq, namespace, d)).fetchone()
        count = self.conn.execute("SELECT COUNT(*) FROM fact_events WHERE namespace = ? AND domain = ? AND seq <= ?",
                                  (namespace, d, seq)).fetchone()[0]
        return (row[0] if row else None), count

    def feed_digest(self, namespace: str, domain: str, seq: int) -> str | None:
        """The digest recorded for the scope's change feed at event `seq` (record_feed_digest), or None."""
        row = self.conn.execute("SELECT digest FROM feed_digests WHERE namespace = ? AND domain = ? AND seq = ?",
                                (namespace, canonical_domain(domain), seq)).fetchone()
        return row[0] if row else None

    def record_feed_digest(self, namespace: str, domain: str, seq: int, digest: str) -> None:
        """Keep the digest of the scope's change feed at event `seq` (the first one recorded there stays)."""
        with self.transaction() as c:
            c.execute("INSERT OR IGNORE INTO feed_digests (namespace, domain, seq, digest) VALUES (?, ?, ?, ?)",
                      (namespace, canonical_domain(domain), seq, digest))

    def identity(self) -> str:
        """Which store this is (drawn at random when the store was made; a copy of the file is the same store)."""
        row = self.conn.execute("SELECT id FROM store_identity").fetchone()
        return row[0] if row else ""

    def has_facts(self, namespace: str, domain: str) -> bool:
        return self.conn.execute("SELECT 1 FROM facts WHERE namespace = ? AND domain = ? LIMIT 1",
                                 (namespace, canonical_domain(domain))).fetchone() is not None

    def last_recorded_at(self) -> datetime | None:
        """Transaction time of the newest row (rows are recorded in non-decreasing transaction time)."""
        row = self.conn.execute("SELECT recorded_at FROM facts ORDER BY rowid DESC LIMIT 1").fetchone()
        return _dt(row[0]) if row else None

    def current(self, namespace: str, domain: str | None, now: datetime) -> list[Fact]:
        """Believed facts valid at `now`."""
        t = iso(now)
        sql = (f"SELECT {_COLUMNS} FROM facts WHERE namespace = ? AND superseded_at IS NULL AND valid_from <= ? "
               "AND (valid_to IS NULL OR valid_to > ?)")
        args: list = [namespace, t, t]
        if domain is not None:
            sql += " AND domain = ?"
            args.append(canonical_domain(domain))
        return [_fact(r) for r in self.conn.execute(sql + " ORDER BY domain, valid_from, rowid", args)]

    def count_current(self, namespace: str, now: datetime) -> int:
        t = iso(now)
        return self.conn.execute("SELECT COUNT(*) FROM facts WHERE namespace = ? AND superseded_at IS NULL AND valid_from <= ? "
                                 "AND (valid_to IS NULL OR valid_to > ?)", (namespace, t, t)).fetchone()[0]

    def as_of(self, namespace: str, valid_at: datetime, known_at: datetime, domain: str | None = None) -> list[Fact]:
        """Facts that held at `valid_at`, as the store believed at `known_at`."""
        v, k = iso(valid_at), iso(known_at)
        sql = (f"SELECT {_COLUMNS} FROM facts WHERE namespace = ? AND recorded_at <= ? AND (superseded_at IS NULL OR superseded_at > ?) "
               "AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)")
        args: list = [namespace, k, k, v, v]
        if domain is not None:
            sql += " AND domain = ?"
            args.append(canonical_domain(domain))
        return [_fact(r) for r in self.conn.execute(sql + " ORDER BY domain, valid_from, rowid", args)]

    def history(self, fact_id: str) -> list[Fact]:
        """The lineage of a fact: what it replaced, what replaced it, and re-recorded validity, oldest first."""
        start = self.get(fact_id)
        root = start.restates or start.id
        seen: dict[str, Fact] = {}
        frontier = [root]
        while frontier:
            fid = frontier.pop()
            if fid in seen:
                continue
            f = self.get(fid)
            seen[fid] = f
            frontier.extend(x for x in (f.supersedes, f.superseded_by, f.restates) if x)
            frontier.extend(r[0] for r in self.conn.execute("SELECT id FROM facts WHERE restates = ? OR supersedes = ?", (fid, fid)))
        return sorted(seen.values(), key=lambda f: (f.recorded_at, f.valid_from))

    def successor(self, fact: Fact) -> Fact | None:
        """The fact that now holds in place of a superseded one (following the chain)."""
        return follow_successor(self, fact)

    def facts_by_decision(self) -> dict[str, str]:
        return {r[0]: r[1] for r in self.conn.execute("SELECT decision_id, id FROM facts WHERE decision_id IS NOT NULL AND restates IS NULL")}

    def domains(self, namespace: str) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT DISTINCT domain FROM facts WHERE namespace = ? ORDER BY domain", (namespace,))]


def _split_sql(sql: str) -> list[str]:
    """Statements of a migration; trigger bodies keep their inner semicolons."""
    out, buf = [], []
    for line in sql.strip().splitlines():
        buf.append(line)
        joined = "\n".join(buf).strip()
        if joined.endswith(";") and (not joined.upper().startswith("CREATE TRIGGER") or joined.upper().endswith("END;")):
            out.append(joined)
            buf = []
    return out

