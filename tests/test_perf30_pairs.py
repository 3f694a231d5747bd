"""Issue 19 (perf30): the conflict stage's comparison of a candidate with a proposed fact, kept per pair.

A comparison (same slot or not, how, which values differ) is a pure function of both sides' texts and explicit
slots, the proposal's cosine and kind, the change the candidate tells and the stage's settings; the stage keys it by
exactly those (stages/compared.py). These tests hold that a pair compared again runs no slot rule, that every decision
is the one made afresh, that what a decision reports is its own copy and that the cache is bounded (the
modules it split are held to 600 lines by tests/test_layout.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import cand, prov
from trustgate.stages import compared, conflict

ROOT = Path(__file__).resolve().parent.parent
PLACES = "places"
STORED = [  # sentences of our own: some about one thing, some about another
    "The village library opens at 9 am on Saturdays.",
    "The village library closes at 4 pm on Saturdays.",
    "The village bakery opens at 7 am on Saturdays.",
    "The village library has 12,000 books.",
]
ASKED = [
    "The village library opens at 10 am on Saturdays.",  # another value of one stored slot
    "The village library opens at 9 am on Saturdays.",  # a duplicate
    "The village library now holds 12,500 books.",
    "The village bakery opens at seven in the morning on Saturdays.",
]
WEAK = prov(kind="web_search", evidence=2, confidence=0.8, observed="2026-05-20T00:00:00Z")


def _plain(decision) -> dict:
    d = decision.to_dict()
    d.pop("decision_id", None)
    d.pop("decided_at", None)
    return d


def _clear() -> None:
    for cache in compared._BY_SETTINGS.values():
        cache.clear()


@pytest.fixture
def stocked(gate):
    for text in STORED:
        assert gate.write(cand(text, PLACES, prov(observed="2026-05-01T00:00:00Z"))).verdict == "accept"
    return gate


def test_a_pair_compared_again_runs_no_slot_rule(stocked, monkeypatch):
    """The second check of a candidate compares no pair again: the slot rules are not called, the decision is equal."""
    calls = []
    real = conflict.same_slot
    monkeypatch.setattr(conflict, "same_slot", lambda *a, **k: calls.append(1) or real(*a, **k))
    _clear()
    first = [_plain(stocked.check(cand(t, PLACES, WEAK))) for t in ASKED]
    made = len(calls)
    assert made >= len(ASKED)  # each candidate was compared with some stored fact
    again = [_plain(stocked.check(cand(t, PLACES, WEAK))) for t in ASKED]
    assert len(calls) == made
    assert again == first


def test_every_decision_is_the_one_made_afresh(stocked):
    """Each candidate's decision with every comparison kept (after the others were decided, in reverse order) is the
    decision made with none kept."""
    fresh = []
    for t in ASKED:
        _clear()
        fresh.append(_plain(stocked.check(cand(t, PLACES, WEAK))))
    _clear()
    for t in reversed(ASKED):
        stocked.check(cand(t, PLACES, WEAK))
    kept = [_plain(stocked.check(cand(t, PLACES, WEAK))) for t in ASKED]
    assert kept == fresh
    assert {r["rule"] for d in fresh for r in d["reasons"]} == {"conflict", "duplicate"}  # both outcomes of a pair


def test_each_answer_holds_its_own_differences():
    """What one comparison's caller does with its differences leaves the kept answer as it was."""
    cache = compared.PairCache()
    kept = cache.get("pair", lambda: (None, "how", [{"kind": "number", "candidate": "10", "fact": "9"}], False))
    kept[2][0]["candidate"] = "changed by a caller"
    assert cache.get("pair", lambda: pytest.fail("computed again"))[2] == [{"kind": "number", "candidate": "10", "fact": "9"}]


def test_the_cache_is_bounded():
    """At most `size` comparisons are kept, the least recently used dropped first."""
    cache = compared.PairCache(size=2)
    made = []

    def make(k):
        return lambda: made.append(k) or (None, f"how {k}", [{"k": k}], False)

    for k in ("a", "b", "a", "c", "b"):
        cache.get(k, make(k))
    assert made == ["a", "b", "c", "b"]  # "a" kept when "c" came ("b" was the least recent), "b" made again
    assert len(cache._kept) == 2


def test_the_bench_forgets_kept_comparisons_before_each_row():
    """Each bench row decides the same candidates: `forget_pairs` empties every cache, so no row is timed on the
    comparisons an earlier row kept."""
    from trustgate.measure import bench
    from trustgate.stages.compared import forget_pairs, pair_cache

    cache = pair_cache(("test", "bench rows"))
    cache.get("k", lambda: (None, "how", [], True))
    forget_pairs()
    assert len(cache._kept) == 0 and bench.forget_pairs is forget_pairs
