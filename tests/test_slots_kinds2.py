"""Kinds of slot decision added in stop 33, after blind15's sets had become working sets: a temperature said in bare
"degrees", a setting turned up or down, when a thing was done said relative to now ("last night"), an event named by a
noun phrase before the statement ("Since the refit, ..."), seasons as conditions, and a change told first-hand as an
event. Sentences of our own; each test failed on 9ed61be unless it says it is a guard."""

from __future__ import annotations

import pytest
from conftest import cand, prov

from trustgate.changes_told import tells_change
from trustgate.rephrase import rephrase
from trustgate.values import comparable, extract, same

WEAK = prov(kind="web_search", evidence=2, confidence=0.8, observed="2026-05-31T00:00:00Z")  # passes every floor
STRONG = prov(evidence=3, confidence=0.95, observed="2026-05-31T00:00:00Z")
DOC = prov(kind="doc_reference", evidence=2, confidence=0.95, observed="2026-05-20T00:00:00Z", source_id="handbook")
USER = prov(kind="user_direct", evidence=1, confidence=0.9, observed="2026-05-31T00:00:00Z")
METER = prov(kind="tool_output", evidence=1, confidence=0.9, observed="2026-05-31T00:00:00Z")


def updates(gate, stored: str, changed: str, domain: str):
    first = gate.write(cand(stored, domain, WEAK))
    d = gate.write(cand(changed, domain, STRONG))
    assert d.verdict == "accept" and first.fact_id in d.supersedes, d.to_dict()
    return d


def stands_apart(gate, stored: str, other: str, domain: str):
    gate.write(cand(stored, domain, STRONG))
    d = gate.write(cand(other, domain, WEAK))
    assert d.verdict == "accept" and not d.supersedes, d.to_dict()
    return d


def refused_from_the_web(gate, stored: str, claim: str, domain: str):
    gate.write(cand(stored, domain, STRONG))
    d = gate.write(cand(claim, domain, WEAK))
    assert d.verdict == "reject", d.to_dict()
    return d


def _one(text: str):
    (v,) = extract(text)
    return v


def test_bare_degrees_can_differ_from_a_temperature_but_never_equal_one():
    """"19 degrees" is read as an angle by pint; against "20 °C" it was no comparable value, so a thermostat turned down
    in bare degrees was another attribute. It is comparable now, and still never the same value as a temperature."""
    assert comparable(_one("19 degrees"), _one("20 °C"))
    assert comparable(_one("68 °F"), _one("70 degrees"))
    assert not same(_one("21 degrees"), _one("21 °C"))


def test_a_temperature_and_the_same_figure_in_bare_degrees_are_one_value_written_loosely():
    """"20 degrees" / "20 °C" of one setting: equivalent (the conflict stage's comparison), so a restatement is a
    duplicate, not an update."""
    from trustgate.values import equivalent
    assert equivalent(_one("20 degrees"), _one("20 °C")) and not equivalent(_one("19 degrees"), _one("20 °C"))


def test_bare_degrees_are_no_length_or_mass():
    """Guard (passed before): only a temperature meets a bare "degrees"."""
    assert not comparable(_one("30 degrees"), _one("30 km"))
    assert not comparable(_one("30 degrees"), _one("30 kg"))


def test_a_setting_turned_down_in_bare_degrees_updates_the_setting(gate):
    updates(gate, "The greenhouse heater is set to 12 °C.", "I turned the greenhouse heater down to 10 degrees.", "garden")


@pytest.mark.parametrize("said, plain", [
    ("I moved my piano lesson to Thursday last night.", "My piano lesson is now Thursday."),
    ("Yesterday, the boiler pressure dropped to 0.9 bar.", "The boiler pressure dropped to 0.9 bar."),
    ("I turned the aquarium heater up to 26 °C this morning.", "The aquarium heater was turned up to 26 °C."),
])
def test_when_it_was_done_said_relative_to_now_is_dropped(said, plain):
    assert rephrase(said) == plain


@pytest.mark.parametrize("said", ["The school fete was last night.", "Our anniversary dinner is tonight.",
                                  "The charity raised £12,000 last year.", "I cycled 140 km last week."])
def test_a_relative_time_that_is_the_value_or_its_period_stays(said):
    """Guard: "was last night" says when the event was (dropping it would leave no statement), and "last year" may be
    the period an amount is of."""
    assert rephrase(said) == said


def test_an_event_named_by_a_noun_phrase_before_the_statement_is_dropped():
    """"Since the refurbishment, ..." says what happened first, as "Since Gareth retired, ..." does; only a clause with
    a finite verb was dropped before."""
    assert rephrase("Since the refurbishment, the gallery opens at 10 am.") == "The gallery opens at 10 am."
    assert rephrase("After our move, my commute takes 25 minutes.") == "My commute takes 25 minutes."


def test_a_leading_year_is_not_an_event():
    """Guard (passed before): a number in the leading phrase keeps it ("Since 2019, ..." may be the value's when)."""
    assert rephrase("Since 2019, the gallery opens at 10 am.") == "Since 2019, the gallery opens at 10 am."


@pytest.mark.parametrize("stored, other", [
    ("The deli closes at 5 pm in winter.", "The deli closes at 8 pm in summer."),
    ("The lido opens at 7 am in summer.", "The lido opens at 9 am in winter."),
])
def test_two_seasons_are_two_conditions(gate, stored, other):
    """"closes at 5 pm in winter" / "closes at 8 pm in summer": each says when it holds, two attributes (they were one,
    and the summer hours were refused as a conflict; a longer subject was told apart by word substitution already)."""
    stands_apart(gate, stored, other, "town")


def test_one_side_saying_when_a_setting_holds_is_the_same_setting(gate):
    """"We keep the heater set to 12 °C over the winter" / "I turned the heater down to 10 degrees": the season on one
    side only says when the stored setting held."""
    updates(gate, "We keep the greenhouse heater set to 12 °C over the winter.",
            "I turned the greenhouse heater down to 10 degrees last night.", "garden")


def test_a_change_told_first_hand_replaces_a_better_sourced_value(gate):
    """"The corner bakery has put its sourdough up to £4.20" from the user, after the handbook's "sells sourdough loaves
    at £3.80": the user saw the change happen, so the older value no longer holds, though the handbook is the more
    reliable source (it was refused as a conflict with it)."""
    first = gate.write(cand("The corner bakery sells sourdough loaves at £3.80.", "shops", DOC))
    d = gate.write(cand("The corner bakery has put its sourdough loaves up to £4.20.", "shops", USER))
    assert d.verdict == "accept" and first.fact_id in d.supersedes, d.to_dict()
    assert "change to a new value" in d.scores["conflict"]["supersedes"][0]["why"], d.scores


def test_a_change_claimed_by_a_web_page_is_weighed_by_reliability(gate):
    """Guard (passed before): the same change from a web page is a contradiction of the better source."""
    gate.write(cand("The corner bakery sells sourdough loaves at £3.80.", "shops", DOC))
    d = gate.write(cand("The corner bakery has put its sourdough loaves up to £4.20.", "shops", WEAK))
    assert d.verdict == "reject" and d.reasons[0].rule == "conflict", d.to_dict()


def test_a_value_stated_first_hand_is_no_change_event():
    """New function (`tells_change`); a plain statement of a value tells no change (it is weighed by reliability as before)."""
    assert not tells_change("The corner bakery sells sourdough loaves at £4.20.")
    assert tells_change("I've turned the hot tub up to 39 degrees.")


def test_a_setting_turned_up_and_a_reading_are_two_attributes(gate):
    """"I've turned the aquarium heater up to 26 °C" / "The aquarium heater reads 24.8 °C": turning up sets the
    heater, the reading measures it (the reading was refused as contradicting the setting)."""
    gate.write(cand("I've turned the aquarium heater up to 26 °C.", "pets", USER))
    d = gate.write(cand("The aquarium heater reads 24.8 °C.", "pets", METER))
    assert d.verdict == "accept" and not d.supersedes, d.to_dict()


def test_a_place_at_a_named_place_is_another_place(gate):
    """"Greystone Manor has 42 bedrooms" / "The restaurant at Greystone Manor seats 42 guests": a place at the manor is
    not the manor, even with the same figure (it was refused as restating the manor's fact)."""
    stands_apart(gate, "Greystone Manor has 42 bedrooms.", "The restaurant at Greystone Manor seats 42 guests.", "hotels")


def test_an_attribute_at_a_named_place_is_still_the_place_s(gate):
    """Guard: "the price at X" is no place at X (not a physical thing), so it stays a statement about X's price."""
    updates(gate, "The entry price at Greystone Manor is £14.", "The entry price at Greystone Manor is now £16.", "hotels")


@pytest.mark.parametrize("claim", [
    "Bridgewater Place is now officially the tallest building in Leeds.",
    "Bridgewater Place is widely regarded as the tallest building in Leeds.",
])
def test_a_name_said_to_be_the_superlative_with_an_adverb_or_a_regard_verb(gate, claim):
    """"X is officially the tallest building in Leeds" / "X is widely regarded as ...": the superlative is what the
    sentence is about, as in "X is the tallest building in Leeds" (the adverb or the verb of regard kept the name as
    the subject, and a web page's other name for the tallest building stood beside the stored one)."""
    d = refused_from_the_web(gate, "The tallest building in Leeds is Altus House.", claim, "cities")
    assert d.reasons[0].rule == "conflict", d.to_dict()


def test_another_superlative_of_the_same_name_stays_apart(gate):
    """Guard (passed before): "the oldest building" is another slot than "the tallest building"."""
    stands_apart(gate, "The tallest building in Leeds is Altus House.", "Bridgewater Place is widely regarded as the "
                 "oldest building in Leeds.", "cities")


@pytest.mark.parametrize("said, plain", [
    ("My van's a Ford Transit.", "My van is a Ford Transit."),
    ("The chip shop's now closed on Sundays.", "The chip shop is now closed on Sundays."),
    ("The boiler's been serviced.", "The boiler has been serviced."),
])
def test_a_noun_s_contracted_verb_is_read_as_the_verb(said, plain):
    """"my van's a Ford Transit": before an article, an adverb or a state, a noun's "'s" is "is" (or "has" before
    "been" / "got"); it was read as a possessive, and the sentence had no verb."""
    assert rephrase(said) == plain


def test_a_possessive_before_a_noun_stays():
    """Guard (passed before): "The bakery's sourdough" is the bakery's sourdough."""
    assert rephrase("The bakery's sourdough costs £4.") == "The bakery's sourdough costs £4."


def test_a_restatement_with_a_contracted_verb_is_a_duplicate(gate):
    """Guard (passed before, by the cosine): the restatement stays a duplicate now that it is read with its verb."""
    gate.write(cand("My van is a Ford Transit.", "me", USER))
    d = gate.write(cand("Just so you know, my van's a Ford Transit.", "me", USER))
    assert d.verdict == "reject" and d.reasons[0].rule == "duplicate", d.to_dict()


def test_staying_open_until_a_time_is_the_closing_time(gate):
    """"closes at 5 pm" / "now stays open until 6 pm": one closing time said two ways (they were opposites in WordNet,
    open / close, and so two attributes)."""
    updates(gate, "The farm shop closes at 5 pm on Saturdays.", "The farm shop now stays open until 6 pm on Saturdays.",
            "shops")
    assert rephrase("The museum is open from 10 am on Sundays.") == "The museum opens at 10 am on Sundays."


def test_the_opening_time_and_the_closing_time_stay_apart(gate):
    """"opens at 9 am" / "is open until 6 pm" are two times of the day (the closing time was refused as contradicting
    the opening time: "is open" was read as the verb "opens")."""
    stands_apart(gate, "The farm shop opens at 9 am.", "The farm shop is open until 6 pm.", "shops")


def test_a_change_to_words_the_stored_fact_does_not_say_is_no_duplicate(gate):
    """"I've switched my sourdough over to spelt flour" after "At the moment my sourdough is made with rye flour":
    neither states a typed value, so the two had no differing values and the change was refused as a duplicate."""
    updates(gate, "At the moment my sourdough is made with rye flour.", "I've switched my sourdough over to spelt flour.",
            "kitchen")


def test_a_change_to_what_the_stored_fact_says_is_a_duplicate(gate):
    """Guard: a change to the words the stored fact already says restates it."""
    gate.write(cand("My sourdough is made with spelt flour.", "kitchen", USER))
    d = gate.write(cand("I've switched my sourdough over to spelt flour.", "kitchen", USER))
    assert d.verdict == "reject" and d.reasons[0].rule == "duplicate", d.to_dict()


def test_a_host_named_after_on_and_as_the_subject_is_one_name(gate):
    """"Hyper-threading is not enabled on db-node-4" / "db-node-4 has hyper-threading disabled": the host is an
    identifier value on one side and the named subject on the other; it was read as a different named subject."""
    gate.write(cand("Hyper-threading is not enabled on db-node-4.", "hosts", STRONG))
    d = gate.write(cand("db-node-4 has hyper-threading disabled.", "hosts", WEAK))
    assert d.verdict == "reject" and d.reasons[0].rule == "duplicate", d.to_dict()


def test_versions_of_two_products_are_two_attributes(gate):
    """"ships Rust 1.75.0" / "ships cargo-nextest 0.9.67": the product before each version differs (the second was an
    update of the first: the same subject and verb, a version on each side)."""
    stands_apart(gate, "The build image ships Rust 1.75.0.", "The build image ships cargo-nextest 0.9.67.", "ci")


def test_a_new_version_of_the_same_product_is_an_update(gate):
    """Guard (passed before): "Python 3.10" / "Python 3.12"."""
    updates(gate, "The billing worker runs Python 3.10.", "The billing worker now runs Python 3.12.", "ci")


def test_a_plural_owner_is_another_owner_than_the_speaker(gate):
    """"My garden is 40 metres long" / "My parents' garden is 60 metres long": a plural's possessive lost its apostrophe
    as a word, so "parents" read as part of the thing and the parents' garden superseded the speaker's."""
    stands_apart(gate, "My garden is 40 metres long.", "My parents' garden is 60 metres long.", "home")
    assert rephrase("The Otters' youth squad trains on Fridays.") == "The Otters's youth squad trains on Fridays."


def test_a_hyphenated_compound_whose_stem_lost_its_last_letter_meets_its_parts():
    """"farm-gate" is stemmed whole to "farm-gat", whose last part ("gat") is no stem of "gate": the compound and its
    parts written apart were two things ("farm-gat vs gate")."""
    from trustgate.sentence_words import stem
    from trustgate.slot_words import unmatched
    assert not unmatched(frozenset({stem("farm-gate")}), frozenset({stem("farm"), stem("gate")}))
    assert unmatched(frozenset({stem("farm-gate")}), frozenset({stem("farm"), stem("gather")}))
