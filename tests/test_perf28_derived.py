"""Issue 19 (perf28): what the slot rules derive from one sentence, kept once derived, with the same answers.

A decision compares its candidate with each stored fact the lookups propose, and a stored fact is proposed to many
candidates: what depends on one reading alone (its content words, their stems, its counted nouns, its colours ...)
and a text's lexical token sets are kept per reading and per text, a Reading hashes once, and WordNet's "same" is
answered from the lemma index, without parsing a synset, for two words that share no sense. These tests hold that
each is kept or skipped, and that every answer is the one computed afresh."""

from __future__ import annotations

import pytest

from trustgate import slot_diff, slot_predicates, slot_swaps, slots, wordnet
from trustgate.sentence import read
from trustgate.stages import conflict
from trustgate.text import trigrams, words

PAIRS = [  # (candidate, stored fact): sentences of our own, some about one thing, some about two
    ("The youth choir rehearses on Thursday evenings.", "The youth choir rehearses on Tuesday evenings."),
    ("The youth choir rehearses on Thursday evenings.", "The chamber choir rehearses on Thursday evenings."),
    ("The youth choir rehearses on Thursday evenings.", "The youth choir's conductor is Maren Solberg."),
    ("The kids' bedtime is 8 pm.", "The children's bedtime is 7:30 pm."),
    ("The minimum order for the bakery is 12 loaves.", "The maximum order for the bakery is 40 loaves."),
    ("Our allotment shed is painted sage green.", "Our allotment shed is painted dark red."),
    ("The ferry to Skye leaves at 9:15.", "The ferry from Skye leaves at 9:15."),
    ("The clinic employs 14 nurses and 3 doctors.", "The clinic employs 12 nurses and 3 doctors."),
    ("My brother's car is a blue Skoda.", "My car is a grey Volvo."),
    ("Version 2.4 of the scanner app was released in May 2021.", "Version 2.5 of the scanner app was released in June 2022."),
]


def _cold(a: str, b: str) -> tuple[bool, str]:
    for fn in (slot_swaps._content, slot_diff.about_words, slot_diff.word_stems, slot_diff.phrases, slot_predicates.time_nouns, slot_predicates.identifiers):
        fn.cache_clear()
    return slots.same_slot(read(a), read(b), None, None)


def test_slot_answers_are_the_same_derived_afresh_or_kept():
    """Every pair's slot answer (and how it was decided) is the same whether what each reading derives is computed
    afresh or taken from what an earlier pair kept, the candidate compared with each stored fact in turn."""
    fresh = [_cold(a, b) for a, b in PAIRS]
    kept = [slots.same_slot(read(a), read(b), None, None) for a, b in PAIRS]
    again = [slots.same_slot(read(a), read(b), None, None) for a, b in reversed(PAIRS)][::-1]
    assert fresh == kept == again
    assert any(same for same, _ in fresh) and not all(same for same, _ in fresh)


def test_a_candidate_is_derived_once_for_all_the_facts_it_is_compared_with():
    """The candidate's content words are derived on its first comparison and kept for the next stored fact."""
    slot_swaps._content.cache_clear()
    a = read(PAIRS[0][0])
    first = slot_swaps.subject_swap(a, read(PAIRS[0][1]))
    assert slot_swaps._content.cache_info().misses == 2
    assert slot_swaps.subject_swap(a, read(PAIRS[1][1])) != first
    assert slot_swaps._content.cache_info().misses == 3  # the second stored fact only


def test_a_reading_hashes_once_and_as_its_fields():
    """A Reading's hash is its fields' (equal readings hash alike; a reading with another field another one), kept."""
    from dataclasses import fields, replace

    r = read("The night bus to Leeds leaves at 23:40.")
    assert hash(r) == hash(tuple(getattr(r, f.name) for f in fields(r)))
    assert r.__dict__.get("_hash") == hash(r)
    other = replace(r, text="The night bus to York leaves at 23:40.")
    assert hash(other) != hash(r) and replace(other, text=r.text) == r and hash(replace(other, text=r.text)) == hash(r)


def test_token_sets_are_the_lexical_signals_and_kept_per_text():
    """`conflict.token_sets` gives the text's trigrams and words, and a second ask of one text is not tokenised again."""
    text = "The repair café in Hove opens on the first Saturday of each month."
    conflict.token_sets.cache_clear()
    assert conflict.token_sets(text) == (trigrams(text), words(text))
    conflict.token_sets(text)
    assert conflict.token_sets.cache_info().hits == 1


@pytest.mark.parametrize("a, b", [
    ("automobile", "car"), ("physician", "doctor"), ("salary", "wage"), ("boulder", "rock"), ("hot", "cold"),
    ("tuition fee", "tuition charge"), ("back garden", "back yard"), ("teapot", "glacier"), ("harbours", "ports"),
    ("ascend", "climb"), ("quick", "fast"), ("pupil", "student"),
])
def test_same_without_synsets_answers_as_relation(a, b):
    """`wordnet.same` is `relation` where that says "same", and None otherwise, however it was reached."""
    r = wordnet.relation(a, b)
    wordnet.same.cache_clear()
    assert wordnet.same(a, b) == (r if r is not None and r.kind == "same" else None)


def test_same_parses_no_synset_for_words_that_share_no_sense(monkeypatch):
    """Two words (or two phrases and their heads) that share no sense in any part of speech: `same` answers None from
    the lemma index, without reading a synset; a synonym pair still reads them (to rule out an opposite first)."""
    assert wordnet.available()
    read_synsets = []
    real = wordnet._synsets
    monkeypatch.setattr(wordnet, "_synsets", lambda *a: read_synsets.append(a[1:]) or real(*a))
    wordnet.same.cache_clear()
    assert wordnet.same("teapot", "glacier") is None
    assert wordnet.same("winter coat", "winter glacier") is None
    assert read_synsets == []
    assert wordnet.same("automobile", "car") is not None
    assert read_synsets
