"""The conflict stage (trustgate/conflict.py) with the real all-MiniLM-L6-v2 model, and the value
extraction it relies on (trustgate/text.py).

Similarity (trigram, word, cosine: first over its threshold wins) only finds a matching fact;
the values of the pair decide: equal values are a duplicate (or stale, when the matched fact is
no longer believed and its successor is), different values a contradiction that the more
reliable side wins."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import NOW, cand, prov

from trustgate.cli import main as cli
from trustgate.slot_values import value_differences
from trustgate.slots import read
from trustgate.text import jaccard, trigrams, words

PEOPLE = "people"
WEAK = prov(kind="web_search", evidence=2, confidence=0.8, observed="2026-05-20T00:00:00Z")  # passes every floor, less reliable


def T(day: str) -> datetime:
    return datetime.fromisoformat(day).replace(tzinfo=UTC)


def cosine(embedder, a: str, b: str) -> float:
    va, vb = embedder.encode([a]), embedder.encode([b])  # one text per call, as the gate embeds them
    return float(va[0] @ vb[0])


def lexical(a: str, b: str) -> tuple[float, float]:
    return jaccard(trigrams(a), trigrams(b)), jaccard(words(a), words(b))


def n_facts(gate) -> int:
    return gate.store.conn.execute("SELECT COUNT(*) FROM facts").fetchone()[0]


def only_reason(decision):
    assert decision.verdict == "reject" and len(decision.reasons) == 1, decision.to_dict()
    return decision.reasons[0]


# ------------------------------------------------------------------------------ similarity is not agreement
def test_ny_and_sf_are_similar_but_contradict(gate, embedder, rules):
    cos = cosine(embedder, "Alice lives in NY", "Alice lives in SF")
    assert cos > 0.7 and cos >= rules.conflict.embedding_cosine  # as similar as a paraphrase ...
    ny = gate.write(cand("Alice lives in NY", PEOPLE, prov(observed="2026-05-01T00:00:00Z")))

    sf = gate.write(cand("Alice lives in SF", PEOPLE, WEAK))
    r = only_reason(sf)  # ... yet a contradiction, not a duplicate
    assert (sf.stage, r.rule, sf.against) == ("conflict", "conflict", (ny.fact_id,))
    assert r.to_dict()["details"]["differences"] == [{"kind": "name", "candidate": "sf", "fact": "ny"}]
    assert "name sf vs ny" in r.message

    again = gate.write(cand("alice lives in NY.", PEOPLE, WEAK))  # the same values: a duplicate
    assert (only_reason(again).rule, again.against) == ("duplicate", (ny.fact_id,))
    assert n_facts(gate) == 1


# ------------------------------------------------------------------------------ stale paraphrase (cosine)
HQ_OLD, HQ_NEW, HQ_PARAPHRASE = "The company headquarters is in Lisbon.", "The company headquarters is in Porto.", "Our HQ is located in Lisbon."


def seed_hq(gate) -> dict[str, str]:
    return gate.seed([
        {"id": "f1", "text": HQ_OLD, "domain": "org", "valid_from": "2025-01-01T00:00:00Z", "provenance": prov(observed="2025-01-01T00:00:00Z")},
        {"id": "f2", "supersedes": "f1", "text": HQ_NEW, "domain": "org", "valid_from": "2026-03-01T00:00:00Z",
         "provenance": prov(observed="2026-03-01T00:00:00Z")},
    ])


def test_paraphrase_of_a_superseded_fact_is_caught_by_the_embedding(gate, embedder, rules):
    tri, word = lexical(HQ_PARAPHRASE, HQ_OLD)
    assert word < 0.25 and word < rules.conflict.word_jaccard and tri < rules.conflict.trigram_jaccard  # few shared words
    ids = seed_hq(gate)
    d = gate.write(cand(HQ_PARAPHRASE, "org", prov(kind="doc_reference")))  # a document restating the old address
    r = only_reason(d)
    assert (d.stage, r.rule, d.against) == ("conflict", "stale", (ids["f1"], ids["f2"]))
    assert (r.details["signal"], r.details["fact"], r.details["threshold"]) == ("cosine", ids["f1"], rules.conflict.embedding_cosine)
    assert r.details["score"] == pytest.approx(cosine(embedder, HQ_PARAPHRASE, HQ_OLD), abs=2e-3)
    assert r.rule_ref == rules.ref("conflict", "first_hand")  # the rule that made a restatement stale
    assert ids["f1"] in r.message and ids["f2"] in r.message and HQ_NEW in r.message
    assert d.fact_id is None and n_facts(gate) == 3  # f1, f2 and f1's closed-validity row


def test_paraphrase_goes_unseen_without_the_embedding_signal(tmp_path, rules):
    """The same case with embeddings off: the lexical signals miss it (so the cosine test above is the one that catches it)."""
    from trustgate.gate import Gate
    from trustgate.rules import parse_rules

    text = Path(rules.path).read_text(encoding="utf-8")
    assert "embedding_cosine: 0.70" in text
    no_cosine = parse_rules(text.replace("embedding_cosine: 0.70", "embedding_cosine: null"), rules.path)
    with Gate(no_cosine, tmp_path / "lex.db", clock=lambda: NOW) as g:
        seed_hq(g)
        assert g.write(cand(HQ_PARAPHRASE, "org")).verdict == "accept"


# ------------------------------------------------------------------------------ legitimate update
def test_legitimate_update_supersedes_and_the_old_fact_stays_queryable(gate, tmp_path):
    hr = {"source_id": "hr-system"}
    paris = gate.write(cand("Alice lives in Paris.", PEOPLE, prov(observed="2026-01-01T00:00:00Z", **hr)), now=T("2026-01-02"))
    berlin = gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z", **hr)), now=T("2026-05-02"))
    assert (berlin.verdict, berlin.stage, berlin.reasons, berlin.supersedes) == ("accept", None, (), (paris.fact_id,))
    assert berlin.scores["trigram"] >= 0.5  # it was matched, and the values differ: an update, not a new topic
    assert [f.text for f in gate.store.current("default", PEOPLE, NOW)] == ["Alice lives in Berlin."]
    held = gate.store.as_of("default", T("2026-02-01"), NOW, PEOPLE)
    assert [(f.text, f.restates, f.valid_to) for f in held] == [("Alice lives in Paris.", paris.fact_id, T("2026-05-01"))]

    db = str(tmp_path / "memory.db")
    run = CliRunner().invoke
    out = run(cli, ["facts", "as-of", "--db", db, "--valid-at", "2026-02-01T00:00:00Z", "--known-at", "2026-06-01T00:00:00Z", "--json"])
    assert out.exit_code == 0, out.output
    rows = [json.loads(line) for line in out.output.splitlines()]
    assert [(r["text"], r["restates"], r["valid_from"], r["valid_to"]) for r in rows] == [
        ("Alice lives in Paris.", paris.fact_id, "2026-01-01T00:00:00.000000Z", "2026-05-01T00:00:00.000000Z")]
    before = run(cli, ["facts", "as-of", "--db", db, "--valid-at", "2026-05-15T00:00:00Z", "--known-at", "2026-03-01T00:00:00Z", "--json"])
    assert [(json.loads(line)["id"], json.loads(line)["superseded_by"]) for line in before.output.splitlines()] == [
        (paris.fact_id, berlin.fact_id)]  # believed then; the row now also says what replaced it
    plain = run(cli, ["facts", "as-of", "--db", db, "--valid-at", "2026-02-01T00:00:00Z", "--known-at", "2026-06-01T00:00:00Z"])
    assert plain.exit_code == 0 and "people: Alice lives in Paris." in plain.output and "Berlin" not in plain.output
    now = run(cli, ["facts", "list", "--db", db, "--now", "2026-06-01T00:00:00Z", "--domain", PEOPLE, "--json"])
    assert [json.loads(line)["id"] for line in now.output.splitlines()] == [berlin.fact_id]
    hist = run(cli, ["facts", "history", paris.fact_id, "--db", db, "--json"])
    assert [json.loads(line)["text"] for line in hist.output.splitlines()] == ["Alice lives in Paris.", "Alice lives in Paris.", "Alice lives in Berlin."]


# ------------------------------------------------------------------------------ duplicates
@pytest.mark.parametrize(("stored", "restated"), [
    ("The build cluster has 3 nodes.", "The build cluster has 3 nodes."),
    ("The build cluster has 3 nodes.", "the build cluster has 3 nodes"),
    ("The build cluster has 3 nodes.", "The build cluster has three nodes."),
    ("The release freeze starts on 2026-07-01.", "The release freeze starts on July 1, 2026."),
    ("The backup job runs at 2 AM.", "The backup job runs at 02:00."),
    ("Bob works at Acme.", "Bob is employed by Acme."),
])
def test_duplicates_are_rejected_and_never_stored_twice(gate, stored, restated):
    first = gate.write(cand(stored, "ops"))
    again = gate.write(cand(restated, "ops", prov(observed="2026-05-31T00:00:00Z")))  # newer, equally trusted: still a duplicate
    r = only_reason(again)
    assert (again.stage, r.rule, again.against, again.fact_id) == ("conflict", "duplicate", (first.fact_id,), None)
    assert r.to_dict()["details"]["differences"] == [] and first.fact_id in r.message
    assert n_facts(gate) == 1


def test_duplicates_within_one_batch_are_stored_once(gate):
    ds = gate.write_many([cand("The build cluster has 3 nodes.", "ops"), cand("The build cluster has three nodes.", "ops")])
    assert [d.verdict for d in ds] == ["accept", "reject"]
    assert (ds[1].reasons[0].rule, ds[1].against) == ("duplicate", (ds[0].fact_id,))
    assert n_facts(gate) == 1


# ------------------------------------------------------------------------------ who wins a contradiction
def test_contradicting_a_more_reliable_fact_is_rejected_naming_it(gate):
    strong = gate.write(cand("The staging database runs PostgreSQL 15.", "infra", prov(evidence=3, confidence=0.95)))
    weak = prov(kind="tool_output", evidence=1, confidence=0.8, observed="2026-05-31T00:00:00Z")  # later, but weaker
    d = gate.write(cand("The staging database runs PostgreSQL 16.", "infra", weak))
    r = only_reason(d)
    assert (d.stage, r.rule, d.against) == ("conflict", "conflict", (strong.fact_id,))
    assert r.details["fact_reliability"] > r.details["candidate_reliability"]
    assert f"contradicts fact {strong.fact_id} about the same thing" in r.message
    assert "PostgreSQL 16" in r.message and "PostgreSQL 15" in r.message and "the fact wins: more reliable" in r.message
    assert r.rule_ref == gate.rules.ref("source_kinds", "user_direct")  # what decided it: the kinds' reliability
    assert gate.store.get(strong.fact_id).superseded_at is None and n_facts(gate) == 1


@pytest.mark.parametrize(("valid_from", "verdict"), [
    (None, "reject"),                      # same start: nothing says which value is newer
    ("2026-04-01T00:00:00Z", "reject"),    # starts earlier
    ("2026-05-10T00:00:00Z", "accept"),    # starts later: a legitimate update
])
def test_equally_reliable_candidate_must_start_later(gate, valid_from, verdict):
    same = prov(observed="2026-05-01T00:00:00Z", source_id="runbook")
    stored = gate.write(cand("The on-call lead is Ana.", "oncall", same))
    extra = {"valid_from": valid_from} if valid_from else {}
    d = gate.write(cand("The on-call lead is Bruno.", "oncall", same, **extra))
    assert d.verdict == verdict
    if verdict == "reject":
        r = only_reason(d)
        assert (r.rule, d.against) == ("conflict", (stored.fact_id,))
        assert r.details["fact_reliability"] == r.details["candidate_reliability"]
        assert "equally reliable" in r.message and "it does not start earlier" in r.message
        assert gate.store.get(stored.fact_id).superseded_at is None
    else:
        assert d.supersedes == (stored.fact_id,)
        assert gate.store.get(stored.fact_id).superseded_by == d.fact_id


# ------------------------------------------------------------------------------ scope
@pytest.mark.parametrize(("namespace", "domain"), [("tenant-b", PEOPLE), ("default", "people-archive")])
@pytest.mark.parametrize("text", ["Alice lives in SF", "Alice lives in NY"])
def test_another_namespace_or_domain_never_conflicts(gate, namespace, domain, text):
    ny = gate.write(cand("Alice lives in NY", PEOPLE, prov(evidence=3, confidence=0.95)))
    d = gate.write(cand(text, domain, WEAK, namespace=namespace))  # weaker, contradicting or restating: irrelevant elsewhere
    assert (d.verdict, d.against, d.supersedes) == ("accept", (), ())
    assert list(d.scores) == ["embedding_skipped"] and d.scores["embedding_skipped"]["reason"] == "empty_scope"  # nothing compared
    assert [f.id for f in gate.store.current("default", PEOPLE, NOW)] == [ny.fact_id]
    assert [f.text for f in gate.store.current(namespace, domain, NOW)] == [text]


# ------------------------------------------------------------------------------ stale: an expired fact
def test_restating_an_expired_fact_with_a_live_successor_is_stale(gate):
    ids = gate.seed([
        {"id": "a", "text": "The on-call lead is Ana.", "domain": "oncall", "valid_from": "2026-01-01T00:00:00Z",
         "valid_to": "2026-04-01T00:00:00Z", "provenance": prov(observed="2026-01-01T00:00:00Z")},
        {"id": "b", "text": "The on-call lead is Bruno.", "domain": "oncall", "valid_from": "2026-04-01T00:00:00Z",
         "provenance": prov(observed="2026-04-01T00:00:00Z")},
    ])
    assert gate.store.get(ids["a"]).superseded_at is None  # not superseded: its valid time just ended
    d = gate.write(cand("The on-call lead is Ana.", "oncall", prov(kind="doc_reference")))  # not first-hand: a restatement
    r = only_reason(d)
    assert (d.stage, r.rule, d.against) == ("conflict", "stale", (ids["a"], ids["b"]))
    assert f"({ids['a']}), a value the slot no longer holds: {ids['b']} replaced it with 'The on-call lead is Bruno.'" in r.message
    # the same words from a user, observed after Bruno took over: fresh first-hand evidence, the value came back
    back = gate.write(cand("The on-call lead is Ana.", "oncall"))
    assert (back.verdict, back.supersedes) == ("accept", (ids["b"],))


def test_restating_an_expired_fact_without_a_successor_is_not_stale(gate):
    ids = gate.seed([{"id": "a", "text": "The on-call lead is Ana.", "domain": "oncall", "valid_from": "2026-01-01T00:00:00Z",
                      "valid_to": "2026-04-01T00:00:00Z", "provenance": prov(observed="2026-01-01T00:00:00Z")}])
    d = gate.write(cand("The on-call lead is Ana.", "oncall"))
    assert (d.verdict, d.against, d.supersedes) == ("accept", (), ())
    assert [f.id for f in gate.store.current("default", "oncall", NOW)] == [d.fact_id] != [ids["a"]]


# ------------------------------------------------------------------------------ contradiction count
@pytest.mark.parametrize(("upstream", "verdict", "stage", "rule"), [
    (0, "accept", None, None),
    (1, "accept", None, None),                              # 1 + 1 found = 2 < 3
    (2, "reject", "conflict", "max_contradictions"),        # 2 + 1 found = 3
    (3, "reject", "contradictions", "max_contradictions"),  # the upstream flags alone reach the limit
])
def test_found_contradictions_add_to_the_upstream_count(gate, rules, upstream, verdict, stage, rule):
    hr = {"source_id": "hr-system"}
    berlin = gate.write(cand("Alice lives in Berlin.", PEOPLE, prov(observed="2026-05-01T00:00:00Z", **hr)))
    d = gate.write(cand("Alice lives in Rome.", PEOPLE, prov(observed="2026-05-20T00:00:00Z", **hr), contradiction_count=upstream))
    assert (d.verdict, d.stage) == (verdict, stage)
    if verdict == "accept":
        assert d.supersedes == (berlin.fact_id,)
        return
    r = only_reason(d)
    assert (r.rule, r.rule_ref) == (rule, rules.ref("max_contradictions"))
    if stage == "conflict":
        assert d.against == (berlin.fact_id,)
        assert r.message.startswith("contradicts 1 current facts (plus 2 flagged upstream); the limit is under 3")
    assert gate.store.get(berlin.fact_id).superseded_at is None


def test_two_found_contradictions_and_one_upstream_reach_the_limit(gate):
    ids = gate.seed([{"id": "p", "text": "Alice lives in Paris.", "domain": PEOPLE, "provenance": prov(observed="2026-05-01T00:00:00Z")},
                     {"id": "b", "text": "Alice lives in Berlin.", "domain": PEOPLE, "provenance": prov(observed="2026-05-01T00:00:00Z")}])
    d = gate.write(cand("Alice lives in Rome.", PEOPLE, prov(observed="2026-05-20T00:00:00Z"), contradiction_count=1))
    r = only_reason(d)
    assert (d.stage, r.rule, set(d.against)) == ("conflict", "max_contradictions", {ids["p"], ids["b"]})
    assert "contradicts 2 current facts (plus 1 flagged upstream)" in r.message


# ------------------------------------------------------------------------------ which signal matched
TIERS = [
    # (stored, candidate, signal that must match, rule it leads to)
    ("Alice lives in NY", "Alice lives in SF", "trigram", "conflict"),
    ("Bob works at Acme", "Bob is employed by Acme", "word", "duplicate"),
    (HQ_OLD, HQ_PARAPHRASE, "cosine", "duplicate"),
]
KEYS = {"trigram": "trigram_jaccard", "word": "word_jaccard", "cosine": "embedding_cosine"}


@pytest.mark.parametrize(("stored", "text", "signal", "rule"), TIERS, ids=[t[2] for t in TIERS])
def test_decision_reports_the_signal_its_score_and_threshold(gate, embedder, rules, stored, text, signal, rule):
    tri, word = lexical(stored, text)
    cos = cosine(embedder, stored, text)
    score = {"trigram": tri, "word": word, "cosine": cos}
    limit = {s: getattr(rules.conflict, k) for s, k in KEYS.items()}
    order = list(KEYS)
    assert all(score[s] < limit[s] for s in order[: order.index(signal)])  # the earlier tiers miss ...
    assert score[signal] >= limit[signal]                                  # ... and this one hits

    fact = gate.write(cand(stored, "tiers", prov(evidence=3, confidence=0.95)))
    d = gate.write(cand(text, "tiers", WEAK))
    r = only_reason(d)
    assert (r.rule, d.against, r.details["signal"], r.details["fact"]) == (rule, (fact.fact_id,), signal, fact.fact_id)
    assert r.details["threshold"] == limit[signal]
    assert r.details["score"] == pytest.approx(score[signal], abs=2e-3 if signal == "cosine" else 1e-4)
    # a duplicate cites the signal that found the fact; a contradiction won on reliability cites the kinds' weights
    assert r.rule_ref == (rules.ref("conflict", KEYS[signal]) if rule == "duplicate" else rules.ref("source_kinds", "user_direct"))
    assert f"[matched by {signal} {r.details['score']:.3f} >= {limit[signal]}]" in r.message
    assert d.scores["trigram"] == pytest.approx(tri, abs=1e-4) and d.scores["word"] == pytest.approx(word, abs=1e-4)
    assert d.scores["cosine"] == pytest.approx(cos, abs=2e-3)


def test_no_signal_over_its_threshold_means_no_match(gate, embedder, rules):
    stored, text = "The build server runs Ubuntu 24.04.", "Deploys to production need two approvals."
    assert cosine(embedder, stored, text) < rules.conflict.embedding_cosine and value_differences(read(stored), read(text))
    gate.write(cand(stored, "infra"))
    d = gate.write(cand(text, "infra", WEAK))  # different values, but not about the same thing
    assert (d.verdict, d.against, d.supersedes) == ("accept", (), ())


# ------------------------------------------------------------------------------ write_many sees its own batch
@pytest.mark.parametrize("batch_size", [1, 64])
def test_write_many_checks_a_candidate_against_one_accepted_earlier_in_its_batch(gate, batch_size):
    ds = gate.write_many([
        cand("Alice lives in NY", PEOPLE, prov(observed="2026-05-01T00:00:00Z")),
        cand("Alice lives in SF", PEOPLE, WEAK),                                              # weaker: rejected
        cand("Bob lives in Oslo.", "people-b", prov(observed="2026-01-01T00:00:00Z", source_id="hr")),
        cand("Bob lives in Bergen.", "people-b", prov(observed="2026-05-01T00:00:00Z", source_id="hr")),  # later: supersedes
    ], batch_size=batch_size)
    assert [d.verdict for d in ds] == ["accept", "reject", "accept", "accept"]
    assert (ds[1].reasons[0].rule, ds[1].against) == ("conflict", (ds[0].fact_id,))
    assert ds[3].supersedes == (ds[2].fact_id,)
    assert [f.text for f in gate.store.current("default", None, NOW)] == ["Alice lives in NY", "Bob lives in Bergen."]


# ------------------------------------------------------------------------------ values
AGREE: list = []
VALUE_TABLE = [
    # numbers: digits and words
    ("The cluster has 3 nodes.", "The cluster has three nodes.", AGREE),
    ("The cluster has 12 nodes.", "The cluster has twelve nodes.", AGREE),
    ("The limit is 1,000 requests.", "The limit is one thousand requests.", AGREE),
    ("The pool size is 25.", "The pool size is twenty-five.", AGREE),
    ("The cluster has 3 nodes.", "The cluster has four nodes.", ["number"]),
    ("The app is on version 2.3.", "The app is on version 2.4.", ["version"]),
    # dates in several formats
    ("The launch is on 2026-03-05.", "The launch is on March 5, 2026.", AGREE),
    ("The launch is on 2026-03-05.", "The launch is on 5 March 2026.", AGREE),
    ("The launch is on 2026-03-05.", "The launch is on 03/05/2026.", AGREE),
    ("The launch is on 2026-03-05.", "The launch is on the 5th of March, 2026.", AGREE),
    ("The launch is on Sept 5, 2026.", "The launch is on 2026-09-05.", AGREE),
    ("The launch is on 2026-03-05.", "The launch is on March 6, 2026.", ["date"]),
    # times
    ("The backup runs at 2 AM.", "The backup runs at 02:00.", AGREE),
    ("The backup runs at 2:30 pm.", "The backup runs at 14:30.", AGREE),
    ("The backup runs at 2 AM.", "The backup runs at 2 PM.", ["time"]),
    ("The backup runs at 2 AM.", "The backup runs at 03:00.", ["time"]),
    # names
    ("The owner is Alice.", "The owner is Bob.", ["name"]),
    ("The repo is owned by Bob Smith.", "Bob Smith owns the repo.", AGREE),
    ("The owner is Alice Martin.", "The owner is Alice.", AGREE),  # extra detail in one text is not a difference
    ("Alice lives in NY", "Alice lives in SF", ["name"]),
    # negation
    ("The service is reachable.", "The service isn't reachable.", ["polarity"]),
    ("The service is reachable.", "The service is not reachable.", ["polarity"]),
    ("The service isn't reachable.", "The service is not reachable.", AGREE),
    ("The door doesn't open.", "The door opens.", ["state"]),  # "open" read as a state, denied on one side
    ("The service is reachable.", "The service isn\u2019t reachable.", ["polarity"]),  # typographic apostrophe
    # states
    ("SSO is enabled.", "SSO is disabled.", ["state"]),
    ("The bucket is public.", "The bucket is private.", ["state"]),
    ("SSO is enabled.", "SSO is enabled for everyone.", AGREE),
    ("SSO is not enabled.", "SSO is disabled.", AGREE),  # a negated state and its antonym say the same
]


@pytest.mark.parametrize(("a", "b", "kinds"), VALUE_TABLE)
def test_value_differences(a, b, kinds):
    """What makes two statements of one slot disagree (slots.value_differences over typed values)."""
    assert [d["kind"] for d in value_differences(read(a), read(b))] == kinds
    assert [d["kind"] for d in value_differences(read(b), read(a))] == kinds  # symmetric in what it finds


def test_state_differences_show_written_and_normalised_forms():
    diff = value_differences(read("SSO is enabled."), read("SSO is disabled."))
    assert diff == [{"kind": "state", "candidate": "'enabled' (enabled: positive)", "fact": "'disabled' (enabled: negative)"}]


def test_cosine_in_decision_matches_normalised_vectors(embedder):
    v = embedder.encode(["Alice lives in NY", "Alice lives in SF"])
    assert v.shape == (2, 384) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
