"""The conflict stage reads each stored fact's slot once (issue 19: what a decision costs besides the model).

`sentence.read` (a pure function of the text, its subject and attribute, and the lexicon) keeps its answers: a fact
proposed again is not read (nor rephrased) again, and a gate whose readings are all cached decides every candidate as
a fresh gate does."""

from __future__ import annotations

from conftest import NOW, cand, lexical_rules

from trustgate.gate import Gate
from trustgate.rules import load_rules
from trustgate.slot_words import counterpart
from trustgate.slots import read

STORED = ["The Harbourview ferry to Tallow Point leaves at 7:40 every weekday morning.",
          "Quillon Bakery sells its rye loaf for 4.20 euros.",
          "The Marsh Lane allotment society meets in the old church hall.",
          "Greta Vosberg chairs the Marsh Lane allotment society."]
ASKED = ["The Harbourview ferry to Tallow Point now leaves at 8:05 every weekday morning.",
         "Quillon Bakery sells its rye loaf for 4.20 euros.",
         "The Marsh Lane allotment society now meets in the community centre.",
         "Ottilie Brandt chairs the Marsh Lane allotment society.",
         "Quillon Bakery's rye loaf costs 4.60 euros."]


def test_a_reading_is_read_once() -> None:
    # rephrased before it is read (a discourse lead read off, a name said to be a role turned round): each read used to
    # rephrase it again and build a new Reading
    for text in ("Heads up: the Harbourview ferry to Tallow Point now leaves at 8:05.",
                 "Ottilie Brandt is now the Marsh Lane allotment society's chair."):
        first = read(text)
        assert read(text) is first
        assert read(text, "Harbourview ferry", "departure") is not first  # another slot named: another reading


def test_counterpart_answers_as_before() -> None:
    # lru_cache'd: the answers of a pure function of two stems, asked twice
    for w, o, same in (("db", "databas", True), ("rain", "rainfal", True), ("payments", "payments-worker", False),
                       ("tall", "high", True), ("ferry", "bakeri", False)):
        assert counterpart(w, o) is same and counterpart(w, o) is same


def test_cached_readings_decide_as_a_fresh_gate(tmp_path) -> None:
    rules = load_rules(lexical_rules(tmp_path))  # no model: the readings are what is cached here
    with Gate(rules, tmp_path / "a.db", clock=lambda: NOW) as warm:
        for text in STORED:
            assert warm.write(cand(text)).verdict == "accept"
        for text in ASKED:  # every reading now cached
            warm.check(cand(text))
        again = [warm.check(cand(text)) for text in ASKED]
        hits = read.cache_info().hits
        warm.check(cand(ASKED[0]))
        assert read.cache_info().hits > hits
    with Gate(rules, tmp_path / "a.db", clock=lambda: NOW) as fresh:
        first = [fresh.check(cand(text)) for text in ASKED]
    for a, b in zip(again, first):
        assert (a.verdict, a.stage, [r.rule for r in a.reasons], a.against, a.supersedes, a.scores) == \
            (b.verdict, b.stage, [r.rule for r in b.reasons], b.against, b.supersedes, b.scores)
    assert {d.verdict for d in first} == {"accept", "reject"}  # the set decides both ways


# perf23: a word of one reading is compared only with the other's words that can be its counterpart, and WordNet's
# answers for a word are kept once read. Both must answer as the plain comparisons do, on words of our own.
OWN_PAIRS = [("The Tolliver footbridge is 48 metres long and 3 metres wide.", "The Tolliver footbridge spans 48 metres."),
             ("Ravelstone Lodge was repainted sage green last spring.", "Ravelstone Lodge is painted cream."),
             ("The Kestrel Row back-garden gate is locked at dusk.", "The back garden gate on Kestrel Row is locked at 9pm."),
             ("The Dunmore db-replica runs on host ares-4.", "The Dunmore database replica runs on host ares-5."),
             ("Orla's rainfall gauge read 12 mm.", "Orla's rain gauge read 14 mm."),
             ("The Pellworth tower stands 92 m high.", "The Pellworth tower is 92 m tall."),
             ("Bram renamed his allotment shed 'The Snug'.", "Bram's allotment shed is named 'The Den'."),
             ("Wenna relocated the Corrib office to Galway.", "The Corrib office is located in Sligo.")]


def _unmatched_every_pair(words: frozenset[str], other: frozenset[str]) -> frozenset[str]:
    """`slot_words.unmatched` with every word of one side asked against every word of the other (its compound rule,
    `_part_in`, as it is since stop 33)."""
    from trustgate.slot_words import _part_in
    from trustgate.slot_words import stem as stem_

    joined = {p: c for c in other if "-" in c and all(_part_in(x, words) for x in c.split("-")) for p in c.split("-")}
    return frozenset(w for w in words if w not in other and not any(counterpart(w, o) for o in other)
                     and not ("-" in w and all(_part_in(x, other) for x in w.split("-")))
                     and not any(w.startswith(p) and len(p) >= 3 or stem_(p) == w for p in joined))


def test_unmatched_asks_only_possible_counterparts_and_answers_as_every_pair() -> None:
    from trustgate.slot_words import RESTATED, SAME_ATTRIBUTE, unmatched

    vocab = set(RESTATED) | {w for g in SAME_ATTRIBUTE for w in g} | {"re" + w for w in RESTATED} | {"rena", "repai", "db", "hr"}
    readings = [read(t) for pair in OWN_PAIRS for t in pair]
    for r in readings:
        vocab |= r.words | r.verbs
    vocab |= {""}
    sets = [frozenset(r.words | r.verbs) for r in readings] + [frozenset(vocab)]
    sets += [frozenset(sorted(vocab)[i::5]) for i in range(5)]
    differs = 0
    for a in sets:
        for b in sets:
            assert unmatched(a, b) == _unmatched_every_pair(a, b), (sorted(a), sorted(b))
            differs += unmatched(a, b) != a - b
    assert differs  # counterparts were found (the comparison is not vacuous)
    # each kind of counterpart the filter lets through, with a first letter that differs
    assert not unmatched(frozenset({"tall"}), frozenset({"high"}))
    assert not unmatched(frozenset({"repaint"}), frozenset({"paint"}))
    assert not unmatched(frozenset({"paint"}), frozenset({"repaint"}))


def test_wordnet_reads_a_word_once() -> None:
    from trustgate import wordnet

    if not wordnet.available():
        return
    wordnet.relation.cache_clear()
    wordnet._synsets.cache_clear()
    plain = {pair: wordnet.relation(*pair) for pair in (("kids", "children"), ("kids", "teenagers"), ("flat", "apartment"),
                                                        ("minimum", "maximum"), ("laptop", "notebook computer"))}
    hits = wordnet._synsets.cache_info().hits
    assert hits > 0  # "kids" was looked up once for two pairs
    wordnet.relation.cache_clear()
    assert {pair: wordnet.relation(*pair) for pair in plain} == plain  # the same answers from the kept senses
    assert wordnet._synsets.cache_info().hits > hits
    assert plain[("kids", "children")].kind == "same" and plain[("minimum", "maximum")].kind == "opposite"
    assert wordnet.colour("teal") and not wordnet.colour("ladder") and wordnet.physical("ladder") and not wordnet.physical("birthday")
