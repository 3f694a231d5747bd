"""The model runs only when its vector can change the decision (issue 19).

No forward pass for a candidate whose scope holds no facts, for one an earlier stage rejected,
or for one that names its slot in a scope where every fact names one too; the decision says
the embedding was skipped and why. The counting embedder is the real one (ONNX Runtime or
torch): it only counts the texts it is asked to encode. Each skip is paired with the same
write where the vector can matter, which does run the model, so the count could fail.
"""

from __future__ import annotations

import pytest
from conftest import NOW, cand, prov

from trustgate.embeddings import Embedder
from trustgate.gate import Gate


class CountingEmbedder(Embedder):
    def __init__(self, settings):
        super().__init__(settings)
        self.texts: list[str] = []

    def encode(self, texts):
        self.texts.extend(texts)
        return super().encode(texts)


@pytest.fixture
def counted(tmp_path, rules):
    emb = CountingEmbedder(rules.conflict.embedder)
    g = Gate(rules, tmp_path / "m.db", clock=lambda: NOW, embedder=emb)
    yield g, emb
    assert g.log.verify() == []
    g.close()


def slotted(text, subject, attribute, **kw):
    return cand(text, "ops", subject=subject, attribute=attribute, **kw)


def skipped(d):
    return d.scores.get("embedding_skipped", {}).get("reason")


@pytest.mark.parametrize("many", [False, True])
def test_empty_scope_runs_no_forward_pass(counted, many):
    g, emb = counted
    first = [cand("The staging cluster runs Kubernetes 1.29.", "infra")]
    d = (g.write_many(first) if many else [g.write(first[0])])[0]
    assert (d.verdict, skipped(d), emb.texts) == ("accept", "empty_scope", [])
    d = g.check(cand("Staging is on Kubernetes version 1.29.", "infra"))  # the scope holds a fact now: the model runs
    assert skipped(d) is None and emb.texts


def test_a_rejection_before_conflict_runs_no_forward_pass(counted):
    g, emb = counted
    g.seed([{"id": "a", "text": "The VPN gateway listens on port 1194.", "domain": "net", "provenance": prov()}])
    weak = prov(kind="web_search", confidence=0.1)
    d = g.write(cand("The VPN gateway listens on port 443.", "net", weak))
    assert d.verdict == "reject" and d.stage != "conflict" and skipped(d) == "rejected" and emb.texts == []
    assert d.stage in d.scores["embedding_skipped"]["why"]
    d = g.write_many([cand("The VPN gateway listens on port 443.", "net", weak)] * 3)[0]
    assert skipped(d) == "rejected" and emb.texts == []


@pytest.mark.parametrize("many", [False, True])
def test_explicit_slots_everywhere_run_no_forward_pass(counted, many):
    g, emb = counted
    write = (lambda c: g.write_many([c])[0]) if many else g.write
    a = write(slotted("The payments API runs 3 replicas.", "payments api", "replicas"))
    b = write(slotted("The payments API is owned by the billing team.", "payments api", "owner"))
    assert [a.verdict, b.verdict] == ["accept", "accept"] and emb.texts == []
    same = write(slotted("The payments API runs 3 replicas.", "payments api", "replicas"))
    assert (same.verdict, same.reasons[0].rule, same.against, skipped(same)) == ("reject", "duplicate", (a.fact_id,), "explicit_slot")
    update = write(slotted("Payments API now runs 5 replicas.", "payments api", "replicas", provenance=prov(observed="2026-05-31T00:00:00Z")))
    assert (update.verdict, update.supersedes, skipped(update)) == ("accept", (a.fact_id,), "explicit_slot")
    assert emb.texts == []
    # a fact without a slot enters the scope: from now on the cosine can decide, and the model runs
    g.write(cand("The billing team is on call for payments.", "ops"))
    d = g.check(slotted("The payments API runs 5 replicas.", "payments api", "replicas"))
    assert skipped(d) is None and emb.texts


def test_a_slotted_batch_with_one_unslotted_member_embeds_what_it_must(counted):
    """The forecast of write_many counts the batch's own members: an unslotted one makes the later ones need vectors."""
    g, emb = counted
    g.write(slotted("The search service runs on port 9200.", "search service", "port"))
    ds = g.write_many([cand("The search team meets every Monday at ten.", "ops"),
                       slotted("The search service runs on port 9300.", "search service", "port")])
    assert ds[0].verdict == "accept"  # the scope now holds a fact without a slot
    assert [skipped(d) for d in ds] == [None, None] and "The search service runs on port 9300." in emb.texts


def test_naive_scan_skips_alike(tmp_path, rules):
    emb = CountingEmbedder(rules.conflict.embedder)
    with Gate(rules, tmp_path / "n.db", clock=lambda: NOW, embedder=emb, conflict_scan="naive") as g:
        g.write(slotted("The payments API runs 3 replicas.", "payments api", "replicas"))
        d = g.write(slotted("The payments API runs 3 replicas.", "payments api", "replicas"))
        assert (d.reasons[0].rule, skipped(d), emb.texts) == ("duplicate", "explicit_slot", [])
