"""Tenant isolation: nothing one namespace holds decides, changes or shows up in another.

Every path that reads the store is taken twice with the same candidate: once in namespace
B, whose domain holds only an unrelated fact (the conflict stage runs, finds nothing), and
once in namespace A, where the path fires. The second half shows the first could fail.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from conftest import NOW, cand, prov

from trustgate.cli import main
from trustgate.errors import StoreError

A, B = "tenant-a", "tenant-b"


@pytest.fixture
def gate(any_gate):
    """Every isolation path is taken on SQLite and on PostgreSQL."""
    return any_gate

FILLER = "The coffee machine on floor 3 is out of order."


def seed(text, fid, domain="d", kind="user_direct", evidence=1, confidence=0.9, observed="2026-05-30T00:00:00Z", **kw):
    return {"id": fid, "text": text, "domain": domain, "provenance": prov(kind, evidence, confidence, observed), **kw}


# name: (seeds written into A, candidate, what the same candidate meets in A)
PATHS = {
    "duplicate by trigram": (
        [seed("The build server runs Ubuntu 24.04.", "f1")],
        cand("The build server runs Ubuntu 24.04", provenance=prov(observed="2026-05-31T00:00:00Z")),
        ("reject", "duplicate", ["f1"]),
    ),
    "duplicate by embedding": (
        [seed("Bob's laptop runs out of battery quickly.", "f1")],
        cand("Bob's notebook computer drains its charge fast.", provenance=prov(observed="2026-05-31T00:00:00Z")),
        ("reject", "duplicate", ["f1"]),
    ),
    "contradiction with a more reliable fact": (
        [seed("The deploy window is Tuesday at 14:00.", "f1", evidence=3, confidence=1.0)],
        cand("The deploy window is Tuesday at 16:00.", provenance=prov("tool_output", 1, 0.8, "2026-05-31T00:00:00Z")),
        ("reject", "conflict", ["f1"]),
    ),
    "contradictions over the limit": (
        [seed("The API gateway times out after 30 seconds.", "f1")],
        cand("The API gateway times out after 45 seconds.", provenance=prov(observed="2026-05-31T00:00:00Z"), contradiction_count=2),
        ("reject", "max_contradictions", ["f1"]),
    ),
    "stale restatement": (
        [seed("The cafeteria opens at 08:00.", "f1", valid_from="2026-01-01T00:00:00Z", observed="2026-01-01T00:00:00Z"),
         seed("The cafeteria opens at 07:30.", "f2", valid_from="2026-03-01T00:00:00Z", observed="2026-03-01T00:00:00Z", supersedes="f1")],
        cand("The cafeteria opens at 08:00.", provenance=prov("doc_reference", observed="2026-05-31T00:00:00Z")),
        ("reject", "stale", ["f1", "f2"]),
    ),
    "supersession": (
        [seed("The API rate limit is 100 requests per minute.", "f1", kind="tool_output", observed="2026-04-01T00:00:00Z")],
        cand("The API rate limit is 500 requests per minute.", provenance=prov(observed="2026-05-31T00:00:00Z")),
        ("accept", None, ["f1"]),
    ),
}


def rows(gate, namespace):
    """Every row of a namespace, every column (the embedding excepted): what must not change."""
    return gate.store.conn.execute("SELECT id, domain, text, provenance, valid_from, valid_to, recorded_at, superseded_at, "
                                   "superseded_by, supersedes, restates, decision_id FROM facts WHERE namespace = ? ORDER BY rowid",
                                   (namespace,)).fetchall()


def assert_in_namespace(gate, fact_ids, namespace):
    for fid in fact_ids:
        assert gate.store.get(fid).namespace == namespace, fid


@pytest.mark.parametrize("path", list(PATHS))
def test_a_conflict_path_never_reaches_across_namespaces(gate, path):
    seeds, candidate, (verdict_in_a, rule_in_a, against_in_a) = PATHS[path]
    ids = gate.seed([{**s, "namespace": A} for s in seeds])
    gate.seed([seed(FILLER, "filler", namespace=B)])
    before_a = rows(gate, A)

    in_b = gate.write({**candidate, "namespace": B})

    assert (in_b.verdict, in_b.stage, in_b.reasons) == ("accept", None, ())
    assert in_b.against == () and in_b.supersedes == ()
    assert rows(gate, A) == before_a  # nothing in A was superseded, closed or added
    assert {f.text for f in gate.store.current(B, "d", NOW)} == {FILLER, candidate["text"]}
    assert_in_namespace(gate, [in_b.fact_id], B)

    # the same candidate in A meets the path: the assertions above could have failed
    in_a = gate.write({**candidate, "namespace": A})
    expected_ids = tuple(ids[x] for x in against_in_a)
    if verdict_in_a == "accept":
        assert (in_a.verdict, in_a.supersedes) == ("accept", expected_ids)
        assert gate.store.get(ids["f1"]).superseded_by == in_a.fact_id
    else:
        assert (in_a.verdict, in_a.reasons[0].rule, in_a.against) == ("reject", rule_in_a, expected_ids)
    # and the write in A left B's rows alone
    assert {f.text for f in gate.store.current(B, "d", NOW)} == {FILLER, candidate["text"]}


def test_one_batch_with_two_namespaces_checks_each_against_its_own(gate):
    text = "The build server runs Ubuntu 24.04."
    first = gate.write_many([cand(text, namespace=A), cand(text, namespace=B), cand(text, namespace=A)])
    assert [d.verdict for d in first] == ["accept", "accept", "reject"]
    assert (first[2].reasons[0].rule, first[2].against) == ("duplicate", (first[0].fact_id,))
    assert_in_namespace(gate, [first[0].fact_id], A)
    assert_in_namespace(gate, [first[1].fact_id], B)


def test_a_paraphrase_in_another_namespace_is_not_embedded_against(gate):
    """The cosine signal compares only rows of the candidate's namespace and domain."""
    gate.seed([seed("Bob's laptop runs out of battery quickly.", "f1", namespace=A), seed(FILLER, "filler", namespace=B)])
    d = gate.check(cand("Bob's notebook computer drains its charge fast.", namespace=B))
    assert d.verdict == "accept"
    assert d.scores == {}  # no match against the filler, and A's paraphrase was never scored
    d = gate.check(cand("Bob's notebook computer drains its charge fast.", namespace=A))
    assert (d.verdict, d.reasons[0].rule, d.reasons[0].details["signal"]) == ("reject", "duplicate", "cosine")


def test_a_seed_cannot_supersede_a_fact_of_another_namespace(gate):
    with pytest.raises(StoreError, match="namespace 'tenant-a'.*cannot supersede"):
        gate.seed([seed("The cafeteria opens at 08:00.", "f1", namespace=A),
                   seed("The cafeteria opens at 07:30.", "f2", namespace=B, supersedes="f1", valid_from="2026-05-01T00:00:00Z")])
    assert rows(gate, A) == [] and rows(gate, B) == []  # the seed batch was one transaction


def test_the_store_refuses_a_cross_namespace_supersession(gate):
    ids = gate.seed([seed("The cafeteria opens at 08:00.", "f1", namespace=A)])
    # seeded, not inserted raw: a row no log record wrote is itself a finding of `verify` (teardown)
    new = gate.store.get(gate.seed([seed("The cafeteria opens at 07:30.", "f_b", namespace=B)])["f_b"])
    before = rows(gate, A)
    with pytest.raises(StoreError, match="cannot supersede"):
        gate.store.supersede(ids["f1"], new)
    assert rows(gate, A) == before
    assert gate.store.get(ids["f1"]).superseded_at is None


@pytest.fixture
def two_tenants(gate):
    """A: three accepts, two rejections in two domains; B: one accept, one rejection, one superseded fact."""
    decisions = {
        A: gate.write_many([
            cand("The build server runs Ubuntu 24.04.", domain="infra", namespace=A),
            cand("The deploy window is Tuesday at 14:00.", domain="ops", namespace=A),
            cand("The staging cluster has 12 nodes.", domain="infra", namespace=A),
            cand("The build server runs Ubuntu 24.04", domain="infra", namespace=A),  # duplicate
            cand("Some web page says the office moved.", domain="ops", namespace=A, provenance=prov("web_search", 1)),  # evidence
        ]),
        B: gate.write_many([
            cand("The API rate limit is 100 requests per minute.", domain="infra", namespace=B,
                 provenance=prov("tool_output", observed="2026-04-01T00:00:00Z")),
            cand("The API rate limit is 500 requests per minute.", domain="infra", namespace=B),  # supersedes
            cand("The cafeteria opens at 08:00.", domain="infra", namespace=B, provenance=prov(confidence=0.5)),  # confidence
        ]),
    }
    assert [d.verdict for d in decisions[A]] == ["accept", "accept", "accept", "reject", "reject"]
    assert [d.verdict for d in decisions[B]] == ["accept", "accept", "reject"]
    assert decisions[B][1].supersedes == (decisions[B][0].fact_id,)
    return decisions


def test_fact_queries_answer_for_one_namespace(gate, two_tenants):
    a_ids = {d.fact_id for d in two_tenants[A] if d.accepted}
    b_current = {two_tenants[B][1].fact_id}
    assert {f.id for f in gate.store.current(A, None, NOW)} == a_ids
    assert {f.id for f in gate.store.current(B, None, NOW)} == b_current
    assert {f.text for f in gate.store.current(B, "infra", NOW)} == {"The API rate limit is 500 requests per minute."}
    assert gate.store.count_current(A, NOW) == 3 and gate.store.count_current(B, NOW) == 1
    assert gate.store.current("nobody", None, NOW) == []
    # as_of: B's superseded fact is what B believed before the supersession, never A's facts
    early = gate.store.as_of(B, valid_at=NOW, known_at=NOW)
    assert {f.id for f in early} == b_current
    assert {f.id for f in gate.store.as_of(A, valid_at=NOW, known_at=NOW, domain="infra")} == {
        d.fact_id for d in two_tenants[A] if d.accepted and gate.store.get(d.fact_id).domain == "infra"}
    assert all(f.namespace == A for f in gate.store.as_of(A, valid_at=NOW, known_at=NOW))
    assert gate.store.domains(A) == ["infra", "ops"] and gate.store.domains(B) == ["infra"]
    assert not gate.store.has_facts(B, "ops")
    # a history never leaves its namespace
    assert {f.namespace for f in gate.store.history(two_tenants[B][1].fact_id)} == {B}


def test_audit_listings_answer_for_one_namespace(gate, two_tenants):
    for ns, decisions in two_tenants.items():
        listed = list(gate.log.entries(namespace=ns))
        assert [e.decision.decision_id for e in listed] == [d.decision_id for d in decisions]
        assert {e.namespace for e in listed} == {ns}
        rejected = [e.decision.decision_id for e in gate.log.entries(namespace=ns, rejected=True)]
        assert rejected == [d.decision_id for d in decisions if not d.accepted]
    assert len(list(gate.log.entries())) == 8


def test_stats_answer_for_one_namespace(gate, two_tenants):
    a, b = gate.log.stats(A, NOW), gate.log.stats(B, NOW)
    assert (a["decisions"], a["accepted"], a["rejected"]) == (5, 3, 2)
    assert a["rejected_by_reason"] == {"conflict/duplicate": 1, "evidence/evidence_floor": 1}
    assert (b["decisions"], b["accepted"], b["rejected"]) == (3, 2, 1)
    assert b["rejected_by_reason"] == {"confidence/confidence_floor": 1}
    # believed rows: A's three; B's current fact and the row recording how long the old limit held
    assert sum(a["stored_fact_age"].values()) == 3 and sum(b["stored_fact_age"].values()) == 2
    assert gate.log.stats(None, NOW)["decisions"] == 8


def test_the_cli_lists_one_namespace(gate, two_tenants):
    db = gate.store.path
    run = CliRunner().invoke
    facts = run(main, ["facts", "list", "--db", db, "--namespace", B, "--now", "2026-06-01T00:00:00Z", "--json"])
    assert facts.exit_code == 0, facts.output
    assert [json.loads(line)["id"] for line in facts.output.splitlines()] == [two_tenants[B][1].fact_id]
    listed = run(main, ["audit", "list", "--db", db, "--namespace", A, "--json"])
    assert listed.exit_code == 0, listed.output
    assert [json.loads(line)["decision_id"] for line in listed.output.splitlines()] == [d.decision_id for d in two_tenants[A]]
    stats = run(main, ["audit", "stats", "--db", db, "--namespace", B, "--json"])
    assert stats.exit_code == 0, stats.output
    assert json.loads(stats.output)["rejected_by_reason"] == {"confidence/confidence_floor": 1}
