"""write_many (batched, the model on a second thread) decides exactly as one write at a time."""

from __future__ import annotations

import pytest
from conftest import NOW, cand, prov

from trustgate.audit import AuditLog
from trustgate.embeddings import Embedder
from trustgate.errors import CandidateError
from trustgate.gate import Gate
from trustgate.store import Store

CITIES = ["Paris", "Berlin", "Madrid", "Lisbon", "Vienna", "Prague", "Warsaw", "Dublin"]


def stream():
    out = []
    for i in range(60):
        person = f"Person{i % 12}"
        city = CITIES[(i * 5) % len(CITIES)]
        day = 1 + i % 28
        kind, evidence = [("user_direct", 1), ("web_search", 2), ("agent_inference", 1)][i % 3]
        out.append(cand(f"{person} lives in {city}.", f"people/{i % 4}",
                        prov(kind, evidence, 0.8 + (i % 3) / 20, observed=f"2026-05-{day:02d}T00:00:00Z")))
        if i % 7 == 0:  # a duplicate and a paraphrase in the same or a later batch
            out.append(cand(f"{person} lives in {city}", f"people/{i % 4}", prov(observed=f"2026-05-{day:02d}T01:00:00Z")))
            out.append(cand(f"{city} is where {person} has his home.", f"people/{i % 4}", prov(observed=f"2026-05-{day:02d}T02:00:00Z")))
    return out


def _summary(decisions):
    return [(d.verdict, d.stage, tuple(r.rule for r in d.reasons), len(d.against), len(d.supersedes)) for d in decisions]


def test_batches_decide_like_single_writes(tmp_path, rules, embedder):
    items = stream()
    one = Gate(rules, tmp_path / "one.db", clock=lambda: NOW, embedder=embedder)
    many = Gate(rules, tmp_path / "many.db", clock=lambda: NOW, embedder=embedder)
    singles = [one.write(c) for c in items]
    batched = many.write_many(items, batch_size=7)
    assert _summary(batched) == _summary(singles)
    verdicts = {d.verdict for d in batched}
    rules_seen = {r.rule for d in batched for r in d.reasons}
    # the stream exercises both paths: duplicates and contradictions (lost on reliability, or restating a replaced value)
    assert verdicts == {"accept", "reject"} and "duplicate" in rules_seen and rules_seen & {"conflict", "stale"}
    assert many.store.conn.execute("SELECT COUNT(*) FROM facts WHERE embedding IS NOT NULL").fetchone()[0] > 0
    for g in (one, many):
        assert g.log.verify() == []
        g.close()


def test_an_item_that_does_not_parse_ends_the_stream_after_writing_what_came_before(tmp_path, rules, embedder):
    """Items 0-9 are decided and committed (batches of 4, 4 and 2), the error names item 10's position
    and field and carries those ten decisions, and nothing after item 10 is read."""
    items = stream()[:10] + [cand("an unknown kind of source", "d", prov("rumour"))] + stream()[10:20]
    read = []

    def feed():
        for item in items:
            read.append(item)
            yield item

    g = Gate(rules, tmp_path / "m.db", clock=lambda: NOW, embedder=embedder)
    with pytest.raises(CandidateError, match=r"item 10 of the stream: provenance\.source_kind") as err:
        g.write_many(feed(), batch_size=4)
    decided = err.value.decided
    assert len(decided) == 10 and len(read) == 11
    assert [e.decision.decision_id for e in g.log.entries()] == [d.decision_id for d in decided]
    accepted = [d for d in decided if d.accepted]
    assert accepted and all(g.store.get(d.fact_id).text in {c["text"] for c in items[:10]} for d in accepted)
    g.close()


def test_write_stream_yields_each_batch_once_it_is_committed(tmp_path, rules, embedder):
    """Each decision, when it reaches the caller, is already in the log as another connection sees it."""
    g = Gate(rules, tmp_path / "s.db", clock=lambda: NOW, embedder=embedder)
    other = Store(tmp_path / "s.db")
    seen = []
    for d in g.write_stream(stream()[:12], batch_size=5):
        seen.append(d.decision_id in {e.decision.decision_id for e in AuditLog(other).entries()})
    assert seen == [True] * 12
    other.close()
    g.close()


class CountingEmbedder(Embedder):
    """The real embedder, keeping the texts each forward pass was given."""

    def __init__(self, settings):
        super().__init__(settings)
        self.calls: list[list[str]] = []

    def encode(self, texts):
        self.calls.append(list(texts))
        return super().encode(texts)


def test_candidates_rejected_before_conflict_are_never_embedded(tmp_path, rules):
    counting = CountingEmbedder(rules.conflict.embedder)
    g = Gate(rules, tmp_path / "c.db", clock=lambda: NOW, embedder=counting)
    g.seed([{"id": "s1", "text": "The VPN gateway runs in Frankfurt.", "domain": "infra", "provenance": prov()}])
    batch = [
        cand("The VPN gateway runs in Dublin.", "infra"),                                      # reaches conflict
        cand("The VPN gateway has two replicas.", "infra", prov(confidence=0.5)),              # confidence floor
        cand("The VPN gateway is patched monthly.", "infra", prov("web_search", evidence=1)),  # evidence floor
        cand("The VPN  gateway password is hunter2 ghp_" + "a1B2" * 9, "infra"),               # credential
        cand("The build  cluster runs\u00a0in Oslo.", "infra"),                                # reaches conflict, normalised
    ]
    decisions = g.write_many(batch)
    assert [d.stage for d in decisions] == ["conflict", "confidence", "evidence", "intake", None]
    batch_calls = [c for c in counting.calls if len(c) > 1]
    assert batch_calls == [["The VPN gateway runs in Dublin.", "The build cluster runs in Oslo."]]  # as intake leaves them
    assert sum(len(c) for c in counting.calls) == 3  # and the seeded fact, once, when the conflict stage first met it
    g.close()
