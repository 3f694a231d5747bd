"""Issue 19 (perf27): work the slot rules skip when an earlier check already decides, each with the same answers.

A first-sight decision reads WordNet for the words of every stored fact it compares; these tests hold that the
lookups that cannot change an answer are not made, and that the answers are those of the full lookups."""

from __future__ import annotations

import pytest

from trustgate import slot_things, slot_values, slots, wordnet
from trustgate.sentence import read


@pytest.mark.parametrize("a, b", [
    ("sofa", "couch"), ("lawyers", "attorney"), ("kitchen", "bedroom"), ("minimum", "maximum"), ("bread", "rye bread"),
    ("checking account", "savings account"), ("hound", "dog"), ("stove", "cooker"), ("harbour fee", "harbour charge"),
    ("river", "qwzzx"), ("", "dog"), ("Dog", "dog"),
])
def test_same_is_relation_when_it_says_same(a, b):
    """`wordnet.same` answers `relation` where that is "same", and None for any other relation (or none)."""
    r = wordnet.relation(a, b)
    assert wordnet.same(a, b) == (r if r is not None and r.kind == "same" else None)


def test_same_does_not_read_the_weak_relations_of_single_words(monkeypatch):
    """Two single words that are siblings: `relation` reads their hypernyms, `same` does not (a sibling is never "same",
    and single words have no heads to fall back to)."""
    assert wordnet.relation("pantry", "scullery") is not None
    calls = []
    monkeypatch.setattr(wordnet, "_weak", lambda *a: calls.append(a))
    wordnet.same.cache_clear()
    assert wordnet.same("pantry", "scullery") is None
    assert calls == []


def test_a_candidate_without_a_colour_does_not_look_up_the_stored_facts_words(monkeypatch):
    """The colour rule needs a colour on both sides: when the candidate says none, the stored fact's words are not
    asked of WordNet, and the answer is the one of the full rule."""
    a, b = read("The garden shed door is made of oak planks."), read("The garden shed door is painted teal green.")
    before = slots._same_slot(a, b, None, None)
    asked = []
    colour = wordnet.colour
    monkeypatch.setattr(slot_values.wordnet, "colour", lambda w: asked.append(w) or colour(w))
    assert slots._same_slot(a, b, None, None) == before
    assert not {"painted", "teal", "green"} & set(asked), asked


def test_physical_things_are_asked_only_when_a_measure_is_named(monkeypatch):
    """other_measures asks WordNet whether a word is a physical thing only for a side that names a measure the other
    lacks; two sentences that name no measure are not looked up."""
    a, b = read("The pottery kiln fires at 1200 degrees."), read("The pottery kiln holds 40 mugs per load.")
    before = slot_things.other_measures(a, b)
    asked = []
    monkeypatch.setattr(slot_things.wordnet, "physical", lambda w: asked.append(w))
    assert slot_things.other_measures(a, b) == before
    assert asked == []
