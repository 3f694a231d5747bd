"""The PostgreSQL schema: the SQLite migrations (sqlite.py) in PostgreSQL's dialect, same names and numbers.

Times stay ISO-8601 text (`iso()`: fixed width, UTC, so text order is time order) and the
columns keep SQLite's names and types, so a fact row hashes to the same digest on both
backends and `integrity.verify` reads both the same way; every text column is `COLLATE "C"`
(bytewise, as in SQLite), so order and comparison do not depend on the database's locale. Two PostgreSQL-only pieces:
`facts.rowid` (the insertion order SQLite keeps implicitly) and the decision counter
`log_counter`, advanced by a trigger in the inserting transaction, so that a rolled-back
append leaves no gap and `verify` can still tell a removed tail from a rollback. Triggers
refuse what SQLite's refuse (DELETE, TRUNCATE, a content UPDATE, a second close, a
replaced embedding). m006 keeps the rule files, m007 adds the idempotency keys (both backends) and m008 row-level
security: a role other than the owner sees only the rows of the namespace its connection
sets in `app.tenant` (none when unset).
"""

from __future__ import annotations

import re

_REFUSE = """
CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION '{message}' USING ERRCODE = 'integrity_constraint_violation'; END $$;
"""


def _refuse(name: str, message: str, table: str, events: str) -> str:
    return (_REFUSE.format(name=name, message=message)
            + f"CREATE TRIGGER {name} BEFORE {events} ON {table} FOR EACH STATEMENT EXECUTE FUNCTION {name}();\n")


def _guard(name: str, checks: list[tuple[str, str]]) -> str:
    """A BEFORE UPDATE row trigger raising `message` when `condition` holds (SQLite's RAISE(ABORT) triggers)."""
    body = "\n".join(f"IF {cond} THEN RAISE EXCEPTION '{message}' USING ERRCODE = 'integrity_constraint_violation'; END IF;"
                     for cond, message in checks)
    return (f"CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN {body} RETURN NEW; END $$;\n"
            f"CREATE TRIGGER {name} BEFORE UPDATE ON facts FOR EACH ROW EXECUTE FUNCTION {name}();\n")


_CONTENT = ("id", "namespace", "domain", "text", "provenance", "source_kind", "confidence", "evidence_count",
            "observed_at", "valid_from", "valid_to", "recorded_at", "supersedes", "restates", "decision_id")

MIGRATIONS: list[tuple[str, str]] = [
    ("m001_initial", """
        CREATE TABLE facts (
            rowid BIGSERIAL UNIQUE,
            id TEXT PRIMARY KEY,
            namespace TEXT NOT NULL,
            domain TEXT NOT NULL,
            text TEXT NOT NULL,
            provenance TEXT,
            source_kind TEXT,
            confidence DOUBLE PRECISION,
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
            embedding BYTEA
        );
        CREATE INDEX facts_scope ON facts(namespace, domain, superseded_at);
        CREATE INDEX facts_decision ON facts(decision_id);
        CREATE INDEX facts_recorded ON facts(recorded_at);
        CREATE INDEX facts_restates ON facts(restates);
        CREATE INDEX facts_supersedes ON facts(supersedes);
        """ + _refuse("facts_append_only", "facts are append-only", "facts", "DELETE OR TRUNCATE") + _guard("facts_guard", [
            (" OR ".join(f"NEW.{c} IS DISTINCT FROM OLD.{c}" for c in _CONTENT), "fact content is never rewritten"),
            ("OLD.superseded_at IS NOT NULL AND NEW.superseded_at IS DISTINCT FROM OLD.superseded_at", "a superseded fact stays superseded"),
        ]) + """
        CREATE TABLE decisions (
            seq BIGINT PRIMARY KEY,
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
        CREATE TABLE log_counter (name TEXT PRIMARY KEY, seq BIGINT NOT NULL);
        INSERT INTO log_counter VALUES ('decisions', 0);
        CREATE FUNCTION decisions_number() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE log_counter SET seq = seq + 1 WHERE name = 'decisions' RETURNING seq INTO NEW.seq;
            RETURN NEW;
        END $$;
        CREATE TRIGGER decisions_number BEFORE INSERT ON decisions FOR EACH ROW EXECUTE FUNCTION decisions_number();
        """ + _refuse("decisions_append_only", "the decision log is append-only", "decisions", "DELETE OR UPDATE OR TRUNCATE")),
    ("m002_link_and_embedding_fixed", _guard("facts_link_guard", [
        ("OLD.superseded_by IS NOT NULL AND NEW.superseded_by IS DISTINCT FROM OLD.superseded_by", "a superseded fact stays superseded"),
        ("OLD.embedding IS NOT NULL AND NEW.embedding IS DISTINCT FROM OLD.embedding", "a stored embedding is never replaced"),
    ])),
    ("m003_fact_events", """
        CREATE TABLE fact_events (
            seq BIGSERIAL PRIMARY KEY,
            fact_id TEXT NOT NULL,
            namespace TEXT NOT NULL,
            domain TEXT NOT NULL
        );
        CREATE INDEX fact_events_scope ON fact_events(namespace, domain, seq);
        CREATE FUNCTION facts_event() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO fact_events (fact_id, namespace, domain) VALUES (NEW.id, NEW.namespace, NEW.domain);
            RETURN NULL;
        END $$;
        CREATE TRIGGER facts_event_insert AFTER INSERT ON facts FOR EACH ROW EXECUTE FUNCTION facts_event();
        CREATE TRIGGER facts_event_update AFTER UPDATE OF superseded_at, superseded_by, embedding ON facts
            FOR EACH ROW EXECUTE FUNCTION facts_event();
        """),
    ("m004_slots", """
        ALTER TABLE facts ADD COLUMN subject TEXT;
        ALTER TABLE facts ADD COLUMN attribute TEXT;
        CREATE INDEX facts_slot ON facts(namespace, domain, subject, attribute);
        """ + _guard("facts_slot_guard", [
        ("NEW.subject IS DISTINCT FROM OLD.subject OR NEW.attribute IS DISTINCT FROM OLD.attribute", "fact content is never rewritten"),
    ])),
    ("m005_log_binds_facts", """
        CREATE TABLE audit_binding (key TEXT PRIMARY KEY, value BIGINT NOT NULL);
        INSERT INTO audit_binding SELECT 'bound_from_seq', COALESCE(MAX(seq), 0) FROM decisions;
        CREATE TABLE audit_legacy_facts (id TEXT PRIMARY KEY, superseded_at TEXT, superseded_by TEXT);
        INSERT INTO audit_legacy_facts SELECT id, superseded_at, superseded_by FROM facts;
        """ + _refuse("audit_binding_fixed", "the binding point is fixed", "audit_binding", "INSERT OR UPDATE OR DELETE OR TRUNCATE")
        + _refuse("audit_legacy_fixed", "the legacy facts are fixed", "audit_legacy_facts", "INSERT OR UPDATE OR DELETE OR TRUNCATE")),
    ("m006_rule_files", """
        CREATE TABLE rule_files (
            sha256 TEXT PRIMARY KEY,
            path TEXT,
            content TEXT NOT NULL,
            first_used_at TEXT NOT NULL
        );
        """ + _refuse("rule_files_kept", "a stored rule file is never rewritten", "rule_files", "DELETE OR UPDATE OR TRUNCATE")),
    ("m007_idempotency_keys", """
        CREATE TABLE idempotency_keys (
            namespace TEXT NOT NULL,
            key TEXT NOT NULL,
            decision_id TEXT NOT NULL,
            PRIMARY KEY (namespace, key)
        );
        """ + _refuse("idempotency_keys_kept", "an idempotency key is never rewritten", "idempotency_keys",
                      "DELETE OR UPDATE OR TRUNCATE")),
    # the owner (the role the gates connect as, which keeps the one hash chain across tenants) is not
    # subject to these; any other role granted SELECT sees only the namespace its connection names
    ("m008_row_level_security", "\n".join(
        f"""
        ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;
        CREATE POLICY {table}_tenant ON {table} USING (namespace = current_setting('app.tenant', true));
        """ for table in ("facts", "decisions", "fact_events", "idempotency_keys"))),
]

# every text column compares bytewise, as SQLite's do: ISO times, domains and namespaces sort and
# compare the same on both backends whatever the database's default collation
MIGRATIONS = [(name, re.sub(r"\bTEXT\b", 'TEXT COLLATE "C"', sql)) for name, sql in MIGRATIONS]
