"""What only the PostgreSQL store has to show, on the real throwaway server (the shared contract is in
test_store, test_isolation, test_audit and the property suites, run on both backends).

Selection by URL (Gate, --db, TRUSTGATE_DB); a failed write leaves nothing; tampering done with
SQL on the server is named by `audit verify`, including a tail removed behind the counter's back;
idempotency keys (a retried write returns the first decision, also after the server dropped the
connection); transient failures retried, then a clear StoreError; two gates deciding one slot
at once never both accept; row-level security keeps a tenant's hand-written SQL in its namespace.
"""

from __future__ import annotations

import json
import threading

import psycopg
import pytest
from click.testing import CliRunner
from conftest import NOW, SKIP_PG, cand, fresh_pg_url, lexical_rules, prov, verified_gate

from trustgate.audit import AuditLog, fact_namespaces
from trustgate.cli import main
from trustgate.errors import StoreError
from trustgate.gate import Gate
from trustgate.provenance import parse_candidate
from trustgate.store import PostgresStore, open_store

pytestmark = pytest.mark.skipif(SKIP_PG, reason="TRUSTGATE_SKIP_PG=1")
PEOPLE = "people"


@pytest.fixture
def url(pg_cluster) -> str:
    return fresh_pg_url(pg_cluster)


@pytest.fixture
def lexical(tmp_path) -> str:
    """The shipped rules with the embedding signal off: no model in the concurrency tests."""
    return str(lexical_rules(tmp_path))


@pytest.fixture
def pg_gate(url, rules, embedder):
    with verified_gate(url, rules, embedder) as g:
        yield g


def raw(url: str) -> psycopg.Connection:
    """A hand-written-SQL connection on the same schema (autocommit)."""
    store = PostgresStore(url)
    libpq, schema = store.pool.conninfo, store.schema
    store.close()
    conn = psycopg.connect(libpq, autocommit=True)
    conn.execute(f'SET search_path TO "{schema}"')
    return conn


# ------------------------------------------------------------------ selected by address
def test_the_url_selects_postgres_in_the_gate_the_environment_and_the_cli(url, rules, embedder, monkeypatch, tmp_path):
    with Gate(rules, url, clock=lambda: NOW, embedder=embedder) as g:
        assert isinstance(g.store, PostgresStore) and g.store.schema_version() == 8
        accepted = g.write(cand("The build server runs Ubuntu 24.04.", "infra"))
    monkeypatch.setenv("TRUSTGATE_DB", url)
    with Gate(rules, clock=lambda: NOW, embedder=embedder) as g:  # no address given: $TRUSTGATE_DB
        assert isinstance(g.store, PostgresStore)
        assert [f.text for f in g.store.current("default", "infra", NOW)] == ["The build server runs Ubuntu 24.04."]
        rejected = g.write(cand("The cache TTL is 300 seconds.", "infra", prov(kind="web_search", evidence=1, confidence=0.8)))
    run = CliRunner().invoke
    listed = run(main, ["audit", "list", "--json"])  # --db from the environment
    assert listed.exit_code == 0, listed.output
    assert [json.loads(line)["decision_id"] for line in listed.output.splitlines()] == [accepted.decision_id, rejected.decision_id]
    monkeypatch.delenv("TRUSTGATE_DB")
    shown = run(main, ["audit", "show", rejected.decision_id, "--db", url])
    assert shown.exit_code == 0 and "REJECT at stage 'evidence'" in shown.output
    facts = run(main, ["facts", "list", "--db", url, "--domain", "infra", "--now", "2026-06-01T00:00:00Z", "--json"])
    assert [json.loads(line)["id"] for line in facts.output.splitlines()] == [accepted.fact_id]
    inputs = tmp_path / "in.jsonl"
    inputs.write_text(json.dumps(cand("Deploys need two approvals.", "infra")) + "\n")
    wrote = run(main, ["write", "--db", url, "--input", str(inputs), "--now", "2026-06-01T00:00:00Z"])
    assert wrote.exit_code == 0, wrote.output
    verified = run(main, ["audit", "verify", "--db", url])
    assert verified.exit_code == 0 and verified.output == "ok: 3 records, hash chain intact\n"
    stats = json.loads(run(main, ["audit", "stats", "--db", url, "--json"]).output)
    assert (stats["accepted"], stats["rejected"]) == (2, 1)


def test_an_unreachable_server_is_a_clean_store_error_without_the_password(pg_cluster):
    dead = pg_cluster.url(schema="x").replace(f":{pg_cluster.port}/", ":1/").replace("postgres@", "postgres:Hunter2pass@")
    with pytest.raises(StoreError, match="cannot open the store") as caught:
        PostgresStore(dead, connect_timeout_s=1.0)
    assert "Hunter2pass" not in str(caught.value) and "postgres:***@127.0.0.1:1/" in str(caught.value)


def test_text_compares_bytewise_as_on_sqlite_whatever_the_database_collation(pg_cluster, rules, embedder):
    """In a database whose default collation is ICU's en-US ('alpha' before 'Zeta'), the store still
    orders namespaces, domains and times as SQLite does (bytewise: 'Zeta' before 'alpha')."""
    name = "icu_" + fresh_pg_url(pg_cluster).rsplit("t_", 1)[1]
    admin = psycopg.connect(pg_cluster.url(), autocommit=True)
    admin.execute(f"CREATE DATABASE {name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C'")
    admin.close()
    url = pg_cluster.url(name)
    with psycopg.connect(url) as c:  # the database itself would sort the other way
        assert [r[0] for r in c.execute("SELECT x FROM (VALUES ('Zeta'), ('alpha')) v(x) ORDER BY x")] == ["alpha", "Zeta"]
    with verified_gate(url, rules, embedder) as g:
        for ns in ("alpha", "Zeta", "mid"):
            g.write(cand(f"The {ns} team owns the billing service.", "owners", namespace=ns))
        assert fact_namespaces(g.store) == sorted(["alpha", "Zeta", "mid"]) == ["Zeta", "alpha", "mid"]


# ------------------------------------------------------------------ nothing half-written
def _snapshot(store) -> tuple[list, list]:
    return (store.conn.execute("SELECT * FROM facts ORDER BY rowid").fetchall(),
            store.conn.execute("SELECT * FROM decisions ORDER BY seq").fetchall())


def test_a_failure_after_insert_and_supersede_rolls_back_the_whole_write(pg_gate, url):
    paris = pg_gate.write(cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z")))
    before = _snapshot(pg_gate.store)
    other = raw(url)
    other.execute("CREATE FUNCTION log_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                  "IF NEW.verdict = 'accept' THEN RAISE EXCEPTION 'injected: the log is unavailable'; END IF; RETURN NEW; END $$")
    other.execute("CREATE TRIGGER log_down BEFORE INSERT ON decisions FOR EACH ROW EXECUTE FUNCTION log_down()")
    try:
        with pytest.raises(psycopg.errors.RaiseException, match="injected"):
            pg_gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))
        assert _snapshot(pg_gate.store) == before
        with pytest.raises(psycopg.errors.RaiseException, match="injected"):
            pg_gate.write_many([cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z")),
                                cand("The build server runs Ubuntu 24.04.", "infra")])
        assert _snapshot(pg_gate.store) == before
    finally:
        other.execute("DROP TRIGGER log_down ON decisions")
        other.close()
    berlin = pg_gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))
    assert (berlin.verdict, berlin.supersedes) == ("accept", (paris.fact_id,))


# ------------------------------------------------------------------ tampering on the server
def _three(url, rules, embedder) -> list[str]:
    with Gate(rules, url, clock=lambda: NOW, embedder=embedder) as g:
        ids = [g.write(c).decision_id for c in (cand("The build server runs Ubuntu 24.04.", "infra"),
                                                 cand("The cache TTL is 300 seconds.", "infra", prov(kind="web_search", evidence=1)),
                                                 cand("Deploys need two approvals.", "infra"))]
        assert g.log.verify() == []
    return ids


def _verify(url) -> list[str]:
    with open_store(url) as store:
        return AuditLog(store).verify()


@pytest.mark.parametrize(("statements", "expected"), [
    (["UPDATE decisions SET verdict = 'accept' WHERE seq = 2"], "record 2 ({1}): its columns disagree with its hashed record (verdict)"),
    (["DELETE FROM decisions WHERE seq = 2"], "record 3 ({2}): its link to the previous record is broken"),
    (["DELETE FROM decisions WHERE seq = 3"], "the log's sequence counter is at 3 but its last record is 2"),
    (["UPDATE facts SET text = 'The build server runs Debian 12.'"], "its content does not match the hash in record 1 ({0})"),
    (["DELETE FROM facts"], "written by record 1 ({0}), missing from the facts table (deleted)"),
])
def test_tampering_with_sql_on_the_server_is_named(url, rules, embedder, statements, expected):
    ids = _three(url, rules, embedder)
    other = raw(url)
    for table in ("decisions", "facts"):
        other.execute(f"ALTER TABLE {table} DISABLE TRIGGER USER")  # what an owner with a grudge can do
    for s in statements:
        other.execute(s)
    other.close()
    problems = _verify(url)
    assert any(expected.format(*ids) in p for p in problems), problems


# ------------------------------------------------------------------ idempotency and retries
def test_a_write_retried_with_its_key_returns_the_first_decision(any_gate):
    """On both backends (m007 on each)."""
    c = cand("The payments service runs 4 replicas.", "k8s", subject="payments", attribute="replicas")
    first = any_gate.write(c, key="req-1")
    again = any_gate.write(c, key="req-1")
    assert again.to_dict() == first.to_dict()
    other = any_gate.write(cand("The payments service runs 6 replicas.", "k8s", subject="payments", attribute="replicas"), key="req-1")
    assert other.to_dict() == first.to_dict()  # the key names the write, whatever is sent again
    batch = any_gate.write_many([c, cand("Deploys need two approvals.", "k8s")], keys=["req-1", "req-2"])
    parsed = parse_candidate(cand("The search service runs 2 replicas.", "k8s", subject="search", attribute="replicas"))
    twice = any_gate.write_many([parsed, parsed], keys=["req-3", "req-4"])  # one object, two keys: two writes
    assert twice[0].verdict == "accept" and twice[1].stage == "conflict"
    assert any_gate.write(parsed, key="req-4").decision_id == twice[1].decision_id
    assert batch[0].to_dict() == first.to_dict() and batch[1].verdict == "accept"
    assert len(list(any_gate.log.entries())) == 4
    assert any_gate.write(c, key="req-1").decision_id == first.decision_id


def _terminate_gate_connections(url) -> int:
    other = raw(url)
    n = other.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'trustgate-test' "
                      "AND pid <> pg_backend_pid()").fetchone()[0]
    other.close()
    return n


def test_a_dropped_connection_is_retried_and_nothing_is_decided_twice(url, lexical):
    tagged = url + "&application_name=trustgate-test"
    with Gate(lexical, tagged, clock=lambda: NOW) as g:
        first = g.write(cand("The build server runs Ubuntu 24.04.", "infra"), key="k1")
        assert _terminate_gate_connections(url) >= 1  # every pooled connection is now dead
        second = g.write(cand("Deploys need two approvals.", "infra"), key="k2")
        assert second.verdict == "accept"
        assert _terminate_gate_connections(url) >= 1
        assert g.write(cand("The build server runs Ubuntu 24.04.", "infra"), key="k1").decision_id == first.decision_id
        assert len(list(g.log.entries())) == 2 and g.log.verify() == []


def test_a_lock_that_never_frees_ends_in_a_clear_store_error_with_nothing_written(url, lexical):
    store = PostgresStore(url + "&options=-c%20lock_timeout%3D100", retries=2)
    holder = raw(url)
    holder.execute("BEGIN")
    holder.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", [f"{store.schema}\x1fdefault\x1finfra"])
    try:
        with Gate(lexical, store, clock=lambda: NOW) as g:
            with pytest.raises(StoreError, match="the write failed 3 times, last: LockNotAvailable"):
                g.write(cand("The build server runs Ubuntu 24.04.", "infra"), key="k")
            assert g.store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0] == 0
            holder.execute("ROLLBACK")
            assert g.write(cand("The build server runs Ubuntu 24.04.", "infra"), key="k").verdict == "accept"
    finally:
        holder.close()


def test_a_batch_whose_commit_fails_once_is_decided_again_from_what_is_committed(url, lexical):
    """A deferred trigger fails the first COMMIT with a serialization failure (a sequence counts the
    attempts: it is not rolled back). The retry decides the batch again; what the rolled-back
    attempt put in the gate's conflict index must not be there, or the first candidate would meet
    its own phantom as a duplicate."""
    other = raw(url)
    other.execute("CREATE SEQUENCE flaky_commits")
    other.execute("CREATE FUNCTION flaky() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                  "IF nextval('flaky_commits') = 1 THEN RAISE EXCEPTION 'injected at commit' USING ERRCODE = '40001'; END IF; "
                  "RETURN NULL; END $$")
    other.execute("CREATE CONSTRAINT TRIGGER flaky AFTER INSERT ON decisions DEFERRABLE INITIALLY DEFERRED "
                  "FOR EACH ROW EXECUTE FUNCTION flaky()")
    with Gate(lexical, url, clock=lambda: NOW) as g:
        first, again = g.write_many([cand("The build server runs Ubuntu 24.04.", "infra"),
                                     cand("The build server runs Ubuntu 24.04.", "infra")])
        assert other.execute("SELECT last_value FROM flaky_commits").fetchone()[0] >= 2  # it did fail once
        assert (first.verdict, again.verdict) == ("accept", "reject")
        assert again.reasons[0].rule == "duplicate" and again.against == (first.fact_id,)
        assert [f.id for f in g.store.current("default", "infra", NOW)] == [first.fact_id]
        assert len(list(g.log.entries())) == 2 and g.log.verify() == []
    other.close()


# ------------------------------------------------------------------ two gates, one slot
def test_two_gates_deciding_one_slot_at_once_never_both_accept(url, lexical):
    """Each gate reads the slot, decides and writes under the scope lock: of two contradictory first
    values, one is accepted and the other meets it (conflict or supersession), never two currents."""
    for round_ in range(12):
        domain = f"slot-{round_}"
        gates = [Gate(lexical, url, clock=lambda: NOW) for _ in range(2)]
        barrier = threading.Barrier(2)
        out: list = [None, None]

        def decide(i: int) -> None:
            barrier.wait()
            out[i] = gates[i].write(cand(f"The checkout service runs {3 + i} replicas.", domain, subject="checkout", attribute="replicas"))

        threads = [threading.Thread(target=decide, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        current = gates[0].store.current("default", domain, NOW)
        assert len(current) == 1, (round_, [d.to_dict() for d in out])
        accepted_plain = [d for d in out if d.accepted and not d.supersedes]
        assert len(accepted_plain) == 1, [d.to_dict() for d in out]
        for g in gates:
            g.close()
    with open_store(url) as store:
        assert AuditLog(store).verify() == []


# ------------------------------------------------------------------ row-level security
def test_a_tenant_connection_reads_only_its_namespace_even_with_hand_written_sql(pg_gate, url, pg_cluster):
    pg_gate.write(cand("Alice lives in Paris.", PEOPLE, namespace="tenant-a"))
    pg_gate.write(cand("Bob lives in Rome.", PEOPLE, namespace="tenant-b"))
    schema = pg_gate.store.schema
    owner = raw(url)
    owner.execute("DO $$ BEGIN CREATE ROLE agent_reader LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
    owner.execute(f'GRANT USAGE ON SCHEMA "{schema}" TO agent_reader')
    owner.execute(f'GRANT SELECT ON ALL TABLES IN SCHEMA "{schema}" TO agent_reader')
    owner.close()
    reader_url = url.replace("postgres@", "agent_reader@")
    with PostgresStore(reader_url + "&tenant=tenant-a") as store:
        assert [f.text for f in store.current("tenant-a", PEOPLE, NOW)] == ["Alice lives in Paris."]
        assert store.current("tenant-b", PEOPLE, NOW) == []  # the store's own query for B finds nothing
        conn = store.pool.getconn()
        try:  # hand-written SQL on the tenant's connection, no namespace filter
            assert [r[0] for r in conn.execute("SELECT text FROM facts")] == ["Alice lives in Paris."]
            assert {r[0] for r in conn.execute("SELECT namespace FROM decisions")} == {"tenant-a"}
            assert {r[0] for r in conn.execute("SELECT namespace FROM fact_events")} == {"tenant-a"}
        finally:
            store.pool.putconn(conn)
    # the same role with no tenant set sees nothing at all
    plain = psycopg.connect(reader_url.split("?")[0], autocommit=True)
    plain.execute(f'SET search_path TO "{schema}"')
    assert plain.execute("SELECT COUNT(*) FROM facts").fetchone()[0] == 0
    plain.close()


# ------------------------------------------------------------------ the benchmark's plumbing
def test_the_backend_benchmark_runs_on_both_and_counts_every_decision(pg_cluster, tmp_path):
    from trustgate.measure.backends import format_table, measure

    results = [measure(label, address, facts=60, count=8, per_writer=4, writers=(1,))
               for label, address in (("sqlite", str(tmp_path / "b.db")), ("postgresql", pg_cluster.url()))]
    assert [r.backend for r in results] == ["sqlite", "postgresql"]
    assert all(len(r.latency_ms) == 8 and set(r.throughput) == {1} for r in results)
    table = format_table(results)
    assert "postgresql/sqlite" in table and table.count("\n") == 4
    assert list(tmp_path.iterdir()) == []  # the run worked beside the address and removed its store
    with PostgresStore(pg_cluster.url()) as store:  # and dropped its schema
        assert store.conn.execute("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'trustgate_bench_%'").fetchone()[0] == 0
