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
