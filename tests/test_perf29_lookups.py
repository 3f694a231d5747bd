"""Issue 19 (perf29): work a decision no longer does, with the same answers.

A title's numbered pattern is compiled only for a number a closing quote follows (the pattern needs one); the synonym
alignment makes each side's phrases once per pair, not once per phrase of the other side; the lexical lookup counts
the rarer tokens' rows by sorting them when they are few (not one count for every row of the scope) and reads the
size table only for rows that can pass. Each test holds the answer to the one the full work gives."""

from __future__ import annotations

import numpy as np
import pytest

from trustgate import slot_diff, slot_things
from trustgate.index import ScopeIndex
from trustgate.sentence import read
from trustgate.store import Fact
from trustgate.text import jaccard, trigrams, words

TITLED = [  # (a, b): sentences of our own, a numbered title and not
    ("'Moorland Tales 2' was published in 2019.", "'Moorland Tales' was published in 2015."),
    ("The film 'Salt Road 3' opened on 4 May.", "The film 'Salt Road' opened on 9 June."),
    ("Moorland Tales 2 was published in 2019.", "Moorland Tales was published in 2015."),
    ("The bakery sells 40 loaves a day.", "The bakery sells 35 loaves a day."),
    ("Flat 12 has 3 bedrooms.", "Flat 14 has 2 bedrooms."),
]


@pytest.mark.parametrize("a, b", TITLED)
def test_a_titles_number_pattern_is_compiled_only_where_a_quote_follows_the_number(a, b, monkeypatch):
    """The answer with the quote test is the answer of the pattern alone, and no pattern is made for a number that no
    closing quote follows."""
    with_test = slot_things.named_by_value(read(a), read(b))
    asked: list[str] = []
    compiled = slot_things._title_numbered

    def counted(number: str):  # noqa: ANN202
        asked.append(number)
        return compiled(number)

    monkeypatch.setattr(slot_things, "_title_numbered", counted)
    monkeypatch.setattr(slot_things, "_quote_closes", lambda number, text: True)  # the pattern alone decides
    assert slot_things.named_by_value(read(a), read(b)) == with_test
    monkeypatch.undo()
    monkeypatch.setattr(slot_things, "_title_numbered", counted)
    before = len(asked)
    assert slot_things.named_by_value(read(a), read(b)) == with_test
    numbers = set(asked[before:])
    assert all(any(f"{n}{q}" in a + b for q in "'’\"”") for n in numbers)
    if "'" not in a + b:
        assert not numbers


def test_a_numbered_title_is_still_found():
    assert slot_things.named_by_value(read(TITLED[0][0]), read(TITLED[0][1])) is not None


PAIRS = [  # differing words on both sides: the synonym alignment and WordNet's relations are asked
    ("The kids' bedtime is 8 pm.", "The children's bedtime is 7:30 pm."),
    ("Our flat has a small living room.", "Our apartment has a large sitting room."),
    ("The smoke alarm in the hall beeps every night.", "The smoke detector in the hall beeps at night."),
    ("The minimum order for the bakery is 12 loaves.", "The maximum order for the bakery is 40 loaves."),
    ("The upload quota of the shared drive is 2 GB.", "The download quota of the shared drive is 2 GB."),
]


def _relations_afresh(a, b, subject_only=False, synonyms=False):  # noqa: ANN001, ANN202 - the loop as it was
    from trustgate import wordnet
    from trustgate.slot_things import bare

    ask = wordnet.same if synonyms else wordnet.relation
    da, db = slot_diff.differing(a, b, subject_only), slot_diff.differing(b, a, subject_only)
    if not da or not db:
        return []
    out = []

    def shared(r, span, differing):  # noqa: ANN001, ANN202
        stems = slot_diff.word_stems(r)
        return frozenset(stems[k] for k in span if k not in differing)
    for i in da:
        for pa in slot_diff.phrases(a, i):
            for j in db:
                for pb in slot_diff.phrases(b, j):
                    if shared(a, pa, da) != shared(b, pb, db):
                        continue
                    found = ask(" ".join(bare(a.tokens[k]) for k in pa), " ".join(bare(b.tokens[k]) for k in pb))
                    if found is not None:
                        out.append((found, pa, pb))
    return out


@pytest.mark.parametrize("a, b", PAIRS)
@pytest.mark.parametrize("subject_only, synonyms", [(False, False), (True, False), (False, True)])
def test_relations_are_those_of_every_phrase_pair_in_order(a, b, subject_only, synonyms):
    ra, rb = read(a), read(b)
    assert list(slot_diff.relations(ra, rb, subject_only, synonyms)) == _relations_afresh(ra, rb, subject_only, synonyms)


def test_each_sides_phrases_are_written_out_once_per_pair(monkeypatch):
    """The phrases WordNet is asked are made once per side (the old loop joined both phrases again for every pair of
    phrases asked)."""
    ra, rb = read(PAIRS[1][0]), read(PAIRS[1][1])
    da, db = slot_diff.differing(ra, rb, False), slot_diff.differing(rb, ra, False)
    spans = sum(len(p) for i in da for p in slot_diff.phrases(ra, i)) + sum(len(p) for j in db for p in slot_diff.phrases(rb, j))
    calls = []
    real = slot_diff.bare
    monkeypatch.setattr(slot_diff, "bare", lambda t: calls.append(t) or real(t))
    asked = list(slot_diff.relations(ra, rb))
    assert len(da) * len(db) >= 2 and len(calls) <= spans
    assert asked == _relations_afresh(ra, rb)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("table", [False, True])
def test_counted_rows_are_the_full_counts_that_pass(seed, table):
    """Both ways of counting (every position, or a sort of few rows) give the positions counted at least their size's
    least count (at least once without a table), ascending, with their counts: what one count of every position gives."""
    from trustgate.index import _counted

    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 5000))
    sizes = rng.integers(0, 40, size=n).astype(np.int32)
    least = np.maximum(np.arange(40) // 8, 1) if table else None
    for size in (0, 1, n // 20, n // 8 + 1, 3 * n):
        rows = rng.integers(0, n, size=size).astype(np.int32)
        full = np.bincount(rows, minlength=n)
        passes = full >= (1 if least is None else least[sizes])
        at, counts = _counted(rows, n, least, sizes)
        assert at.tolist() == np.flatnonzero(passes).tolist()
        assert counts.tolist() == full[passes].tolist()
        assert at.dtype == np.int64 and counts.dtype == np.int64


@pytest.mark.parametrize("threshold", [0.1, 0.25, 0.5, 0.8])
def test_jaccard_hits_are_the_scans_with_long_lists(threshold, monkeypatch):
    """A scope where many tokens' lists are longer than LONG_LIST (so some are searched for the survivors) and where
    the rarer ones are few (so they are sorted, not counted for every row): the hits are the full scan's."""
    from datetime import datetime, timezone

    from trustgate import index as index_module

    monkeypatch.setattr(index_module, "LONG_LIST", 64)
    rng = np.random.default_rng(1)
    common = [f"w{k}" for k in range(12)]
    rare = [f"r{k}" for k in range(900)]
    texts = [" ".join([*rng.choice(common, size=int(rng.integers(2, 8)), replace=False),
                       *rng.choice(rare, size=int(rng.integers(0, 3)))]) for _ in range(1500)]
    now = datetime(2026, 1, 1, tzinfo=timezone.utc)
    idx = ScopeIndex("n", "d")
    for i, t in enumerate(texts):
        idx.apply(Fact(id=f"x{i}", namespace="n", domain="d", text=t, provenance=None, valid_from=now, valid_to=None,
                       recorded_at=now))
    for q in [texts[5], texts[77], "w0 w1 w2 r1 r2", "w3 r9", " ".join(common), "r5 r6 r7 w11"]:
        for kind, fn in (("word", words), ("trigram", trigrams)):
            query = fn(q)
            want = [i for i, t in enumerate(texts) if jaccard(query, fn(t)) >= threshold]
            assert idx.jaccard_hits(kind, query, threshold) == want, (kind, q)
