"""GatedStore around LangGraph's own InMemoryStore: only what the gate accepts reaches the store.

Puts single and batched, sync and async, in both rejection modes; reads and deletes pass
through; the default item -> candidate mapping, a custom one, and a real compiled graph
whose node writes memories through the store it is given.
"""

from __future__ import annotations

import asyncio
from typing import TypedDict

import pytest
from conftest import NOW, lexical_rules
from langgraph.store.base import GetOp, PutOp, SearchOp
from langgraph.store.memory import InMemoryStore

from trustgate.gate import Gate
from trustgate.integrations.langgraph import GatedStore, WriteRejected, default_candidate

USER = {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.95, "observed_at": "2026-05-02T09:00:00Z", "actor": "noor"}
RUMOUR = {"source_kind": "web_search", "source_id": "https://rumours.example/noor", "evidence_count": 1, "confidence": 0.7,
          "observed_at": "2026-05-30T09:00:00Z"}
NS = ("noor", "profile")


@pytest.fixture
def gate(tmp_path):
    g = Gate(lexical_rules(tmp_path), tmp_path / "gate.db", clock=lambda: NOW)
    yield g
    assert g.log.verify() == []
    g.close()


def test_an_accepted_put_reaches_the_store_and_a_rejected_one_raises(gate):
    inner = InMemoryStore()
    store = GatedStore(inner, gate)
    ok = store.put(NS, "diet", {"text": "Noor is vegetarian.", "provenance": USER})
    assert ok.verdict == "accept" and inner.get(NS, "diet").value["text"] == "Noor is vegetarian."
    with pytest.raises(WriteRejected) as err:
        store.put(NS, "employer", {"text": "Noor works at Initrode.", "provenance": RUMOUR})
    assert err.value.decision.stage == "evidence" and err.value.decision.reasons[0].rule == "evidence_floor"
    assert "evidence_floor" in str(err.value) and err.value.decision.reasons[0].rule_ref
    assert inner.get(NS, "employer") is None and store.get(NS, "employer") is None
    assert store.get(NS, "diet").value == inner.get(NS, "diet").value  # reads pass through
    logged = [(e.decision.verdict, e.namespace, e.candidate["domain"], e.candidate["subject"]) for e in gate.log.entries()]
    assert logged == [("accept", "noor", "profile", "diet"), ("reject", "noor", "profile", "employer")]


def test_skip_mode_returns_the_decision_and_drops_the_put(gate):
    inner = InMemoryStore()
    store = GatedStore(inner, gate, on_reject="skip")
    d = store.put(NS, "employer", {"content": "Noor works at Initrode.", "provenance": RUMOUR})
    assert d.verdict == "reject" and inner.get(NS, "employer") is None
    assert store.put(NS, "city", {"memory": "Noor lives in Ghent.", "provenance": USER}).verdict == "accept"
    assert [i.key for i in store.search(NS)] == ["city"]


def test_a_batch_keeps_its_order_and_raises_after_the_rest_ran(gate):
    inner = InMemoryStore()
    inner.put(NS, "pet", {"text": "Noor has a cat named Miso."})
    store = GatedStore(inner, gate)
    ops = [GetOp(NS, "pet"), PutOp(NS, "team", {"text": "Noor leads the data team.", "provenance": USER}),
           PutOp(NS, "salary", {"text": "Noor earns 300k.", "provenance": RUMOUR}), SearchOp(NS)]
    with pytest.raises(WriteRejected) as err:
        store.batch(ops)
    assert [d.verdict for d in store.last_decisions] == ["accept", "reject"] and len(err.value.decisions) == 1
    assert inner.get(NS, "team") is not None and inner.get(NS, "salary") is None

    skipping = GatedStore(inner, gate, on_reject="skip")
    got = skipping.batch([GetOp(NS, "pet"), PutOp(NS, "salary", {"text": "Noor earns 300k.", "provenance": RUMOUR}), SearchOp(NS)])
    assert got[0].value["text"] == "Noor has a cat named Miso." and got[1] is None
    assert sorted(i.key for i in got[2]) == ["pet", "team"]


def test_deletes_pass_through_and_an_unmapped_item_is_written_ungated(gate):
    inner = InMemoryStore()

    def only_memories(namespace, key, value):  # checkpoints and scratch data are not memories
        return None if namespace[0] == "scratch" else default_candidate(namespace, key, value)

    store = GatedStore(inner, gate, to_candidate=only_memories)
    assert store.put(("scratch",), "step", {"n": 3}) is None and inner.get(("scratch",), "step").value == {"n": 3}
    store.put(NS, "diet", {"text": "Noor is vegetarian.", "provenance": USER})
    store.delete(NS, "diet")
    assert inner.get(NS, "diet") is None
    assert [e.candidate["text"] for e in gate.log.entries()] == ["Noor is vegetarian."]


def test_the_default_mapping():
    one = default_candidate(("memories",), "k1", {"text": "Ships leave at noon.", "attribute": "departure", "provenance": USER})
    assert (one["namespace"], one["domain"], one["subject"], one["attribute"]) == ("default", "memories", "k1", "departure")
    deep = default_candidate(("acme", "people", "noor"), "home", {"city": "Ghent"})
    assert (deep["namespace"], deep["domain"], deep["subject"]) == ("acme", "people/noor", "home")
    assert deep["text"] == '{"city":"Ghent"}' and deep["provenance"] is None  # no text field: the value itself is judged


def test_async_puts_and_batches(gate):
    inner = InMemoryStore()
    store = GatedStore(inner, gate)

    async def go():
        a = await store.aput(NS, "city", {"text": "Noor lives in Ghent.", "provenance": USER})
        with pytest.raises(WriteRejected):
            await store.aput(NS, "employer", {"text": "Noor works at Initrode.", "provenance": RUMOUR})
        got = await store.abatch([GetOp(NS, "city")])
        return a, got

    a, got = asyncio.run(go())
    assert a.verdict == "accept" and got[0].value["text"] == "Noor lives in Ghent." and inner.get(NS, "employer") is None


def test_a_compiled_graph_writes_memories_through_the_gate(gate):
    from langgraph.graph import END, START, StateGraph
    from langgraph.runtime import Runtime

    class State(TypedDict):
        said: list[dict]

    def remember(state: State, runtime: Runtime) -> dict:
        for i, item in enumerate(state["said"]):
            try:
                runtime.store.put(("noor", "chat"), f"m{i}", item)
            except WriteRejected:
                pass
        return {}

    inner = InMemoryStore()
    graph = StateGraph(State)
    graph.add_node("remember", remember)
    graph.add_edge(START, "remember")
    graph.add_edge("remember", END)
    app = graph.compile(store=GatedStore(inner, gate))
    app.invoke({"said": [{"text": "Noor prefers tea to coffee.", "provenance": USER},
                         {"text": "Noor was fired last week.", "provenance": RUMOUR}]})
    assert [i.value["text"] for i in inner.search(("noor", "chat"))] == ["Noor prefers tea to coffee."]
