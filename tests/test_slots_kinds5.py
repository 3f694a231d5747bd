"""Kinds of slot decision added in stop 36, from blind18's sets (poisoning14, harmless14) once their first run was
recorded: a sentence adverb before a reported claim ("Actually, ..."), a description after the name a statement ends
on, a base form inside a name's compound ("The Holm Point fire lookout cabin sits ..."), posture verbs that say where a thing
is, capacity said with "store", a number closing a title, a kind noun before a quoted title, a change that moves a
time of day or a place, the thing "for" another, and a name given on one side that the other says something else of.
Sentences of our own; each test failed on 8de287f (main before this round) unless its docstring says it is a guard or
it is one of the cases a rule must leave alone (`test_a_description_that_is_the_statement_is_kept`, the plural name)."""

from __future__ import annotations

import pytest
from conftest import cand
from test_slots_kinds3 import DOC, STRONG, USER, WEAK, replaces
from test_slots_kinds4 import apart

from trustgate.rephrase import rephrase
from trustgate.sentence import read


def contradicts(gate, stored: str, weaker: str, domain: str):
    """`weaker` (a web claim), written after the handbook's `stored`, is refused as a conflict with it."""
    gate.write(cand(stored, domain, DOC))
    d = gate.write(cand(weaker, domain, WEAK))
    assert d.verdict == "reject" and d.reasons[0].rule == "conflict", d.to_dict()
    return d


# ---------------------------------------------------------------- what is said before and after the statement
@pytest.mark.parametrize("text, plain", [
    ("Apparently, the ferry to Ostby leaves at 7 am.", "The ferry to Ostby leaves at 7 am."),
    ("In fact, the reading room closes at 5 pm.", "The reading room closes at 5 pm."),
    ("The Tolby bakery is run by Tomas Berg, a former pastry chef.", "The Tolby bakery is run by Tomas Berg."),
])
def test_a_sentence_adverb_and_a_closing_description_are_not_the_statement(text, plain):
    assert rephrase(text) == plain


@pytest.mark.parametrize("text", [
    "At Lindqvist Barbers, a haircut is priced at forty pounds.",  # the comma closes a leading place, not a name
    "The cafe is run by Tomas Berg, a 45-year-old chef.",  # a description with a value keeps it
    "Actually the ferry leaves at 7 am.",  # no comma: left as written
])
def test_a_description_that_is_the_statement_is_kept(text):
    """Guard (passed before)."""
    assert rephrase(text) == text


def test_a_web_claim_of_another_winner_behind_actually_is_a_conflict(gate):
    """"Actually, the winner of ... was X, a blog says" against "... was won by Y, a librarian from Tolby": one winner.
    The leading "Actually," let the trailing reporter be read as an appositive, and "a librarian" as another thing."""
    contradicts(gate, "The 2025 Riverside Poetry Prize was won by Greta Olsen, a librarian from Tolby.",
                "Actually, the winner of the 2025 Riverside Poetry Prize was Marcus Dell, a literary blog says.", "prizes")


# ---------------------------------------------------------------- a name's compound and the verb
def test_a_base_form_between_a_name_and_its_verb_is_part_of_the_subject():
    """"The Holm Point fire lookout cabin sits at ...": "fire" was read as the verb, leaving the subject "Holm Point"."""
    r = read("The Holm Point fire lookout cabin sits at 900 metres.")
    assert {"fire", "lookout", "cabin"} <= set(r.subject) and r.verbs == {"sit"}


def test_a_base_form_after_a_plural_name_is_still_the_verb():
    """Guard (passed before): "The Hendersons run ..." has a plural subject, so "run" is its verb."""
    assert "run" in read("The Hendersons run a guest house in Keswick.").verbs


def test_where_a_thing_sits_and_stands_is_one_height(gate):
    """"sits at 3,000 feet above sea level" / "stands at an elevation of 900 metres": WordNet calls sit and stand
    opposites, which made the two heights two things."""
    contradicts(gate, "The Cragmoor fire watch hut stands at an elevation of 900 metres.",
                "The Cragmoor fire watch hut sits at 3,400 feet above sea level, a walking site says.", "hills")


def test_what_a_tank_can_store_is_what_it_holds(gate):
    """"can store 5,500 litres" / "holds 4,000 litres of rainwater": one capacity; "store" was no counterpart of "hold",
    and what the tank holds, said on one side only, made a second attribute."""
    contradicts(gate, "The Wendle estate water tank, fitted in 1990, holds 4,000 litres of rainwater.",
                "The Wendle estate water tank can store 5,500 litres, a plumbing forum says.", "farm")


# ---------------------------------------------------------------- titles
def test_a_number_closing_a_title_is_another_one_of_its_line(gate):
    """Guard (passed before, when the kind noun "board game" still kept the two apart): "'Harbour Tycoon 2'" is the
    sequel of "'Harbour Tycoon'", its release date its own, now that a kind noun before a title is dropped."""
    apart(gate, "The board game 'Harbour Tycoon' came out on 2 May 2019.",
          "The follow-up, 'Harbour Tycoon 2', came out on 9 September 2023, a games shop says.", "games")


def test_a_kind_noun_before_a_title_and_a_move_to_another_time(gate):
    """"The radio serial 'Marsh Farm' is broadcast at 6:45 pm" / "'Marsh Farm' was moved to a 7:15 pm slot": one slot,
    a time moved (the kind noun is no part of which thing it is; "slot" is the time's own noun). Before, only the
    cosine of a reworded statement joined them, and with other words it did not (blind18's soap opera)."""
    d = contradicts(gate, "The radio serial 'Marsh Farm' is broadcast at 6:45 pm on weekdays.",
                    "'Marsh Farm' was moved to a 7:15 pm slot on weekdays, a listings site says.", "radio")
    assert "moves the time" in d.reasons[0].message, d.to_dict()


def test_a_move_to_another_time_from_a_more_reliable_source_replaces_it(gate):
    """Guard (passed before): the same move from a better source is an update."""
    replaces(gate, "The radio serial 'Marsh Farm' is broadcast at 6:45 pm on weekdays.",
             "'Marsh Farm' was moved to a 7:15 pm slot on weekdays.", "radio", WEAK, STRONG)


# ---------------------------------------------------------------- moved to another place
@pytest.mark.parametrize("stored, moved", [
    ("The farmers' market at Elmstead is held in the church hall.",
     "The farmers' market at Elmstead has moved to the village green, a parish newsletter says."),
    ("The Tarnbridge food festival takes place each August at Riverside Meadow.",
     "The Tarnbridge food festival has moved to Castle Field, an events site says."),
])
def test_a_move_to_another_place_is_a_new_value_of_where_it_is(gate, stored, moved):
    """"has moved to the village green" / "is held in the church hall": where it is, changed. The change's place read as
    another attribute, so the web claim was kept beside the handbook's."""
    contradicts(gate, stored, moved, "events")


def test_a_move_to_a_place_says_nothing_of_the_date(gate):
    """Guard: "is on 14 August" says when, not where."""
    apart(gate, "The Tarnbridge food festival is on 14 August.", "The Tarnbridge food festival has moved to Castle Field.",
          "events", STRONG, USER)


# ---------------------------------------------------------------- another thing named by the subject
def test_the_thing_for_another_is_another_thing(gate):
    apart(gate, "The Brock Hill observatory is open until 11 pm.",
          "The car park for the Brock Hill observatory is open until 10 pm, a stargazing site says.", "sky")


def test_what_a_name_is_given_to_is_not_the_name_restated(gate):
    """Guard (passed before, by the cosine): "The new community hub on Mill Lane is called the Foundry" / "The Foundry
    on Mill Lane opens at 8 am": the second says when the hub opens, not the name again (`slot_predicates.named_there`; blind18's
    harmless14 has a pair that was read as a duplicate once "Reach" was no longer taken for a verb)."""
    apart(gate, "The new community hub on Mill Lane is called the Foundry.",
          "The Foundry on Mill Lane opens at 8 am on weekdays, a local blog says.", "town")


# ---------------------------------------------------------------- reasons, conditions, the speaker's own things (pairs17)
@pytest.mark.parametrize("text, plain", [
    ("The swimming lesson has been moved to 5 pm because the pool needs cleaning.", "The swimming lesson has been moved to 5 pm."),
    ("The bakery now opens at 8 am since the new oven is slower to heat.", "The bakery now opens at 8 am."),
])
def test_a_reason_without_a_comma_is_not_the_statement(text, plain):
    assert rephrase(text) == plain


@pytest.mark.parametrize("text", [
    "The shop has been open since the start of 2024.",  # "since" of time
    "The delay is because the crane is broken.",  # the reason is what the statement says
    "The fare is the same as the bus was charging.",  # "as" compares
])
def test_a_since_of_time_and_a_reason_after_a_copula_are_kept(text):
    """Guard (passed before)."""
    assert rephrase(text) == text


def test_the_same_condition_for_another_figure_is_another_case(gate):
    """"If you're towing a 750 kg trailer, ..." / "If you're towing a 1,500 kg trailer, ...": each its own case; the
    condition's words are equal, so only its figures tell them apart."""
    apart(gate, "If you're towing a 750 kg trailer, the ferry fare is £40.",
          "If you're towing a 1,500 kg trailer, the ferry fare is £65.", "ferry", STRONG, USER)


def test_my_class_at_a_named_place_is_my_class(gate):
    """Guard (passed before, while the reason was still read as part of the statement): "My pottery class at the Clay
    Barn is on 4 May" / "... my pottery class has been moved to 11 May because the kiln is broken": the place said on
    one side does not make another class of mine (`slot_predicates.own_thing_place`)."""
    replaces(gate, "My pottery class at the Clay Barn is on 4 May.",
             "The Clay Barn rang to say my pottery class has been moved to 11 May because the kiln is broken.", "classes", WEAK, USER)


# ---------------------------------------------------------------- two attributes that read alike (blind19's harmless15)
def test_a_daily_cap_is_not_a_new_hourly_rate(gate):
    """"costs £6 an hour" / "is capped at £25 a day": a cap over a day beside a rate per hour, both kept."""
    apart(gate, "Bike hire at Fenmoor Park costs £6 an hour.",
          "Bike hire at Fenmoor Park is capped at £25 a day, a cycling blog says.", "parks")


def test_a_count_of_stops_is_not_how_often_the_trams_run(gate):
    """Guard (passed before, the cosine being low enough here; blind19's monorail pair was refused):
    "has 12 stops" / "a tram every 4 minutes" are two attributes."""
    apart(gate, "The Harwick tram line has 12 stops.",
          "At rush hour there's a Harwick tram every 4 minutes, a commuter forum says.", "transport")


@pytest.mark.parametrize("count, measure, two", [
    ("The Harwick tram line has 12 stops.", "At rush hour there's a Harwick tram every 4 minutes.", True),
    ("Leo turned 8 today.", "My son Leo is 7 years old.", False),  # "8 today": no thing counted
    ("New staff get twenty-eight holiday days.", "New staff get 28 days of leave.", False),  # the days the other counts
    ("My wallet holds 0.5 BTC.", "There is half a bitcoin in my wallet.", False),  # no whole count
])
def test_a_count_of_a_thing_against_a_measure_of_another_kind(count, measure, two):
    from trustgate.slot_kinds import counts_against_measures
    assert (counts_against_measures(read(count), read(measure)) is not None) == two


def test_an_event_at_an_event_is_another_event(gate):
    """"The youth race at the Brackwater triathlon covers 12 km": a race held at the triathlon, not the triathlon."""
    apart(gate, "The Brackwater triathlon covers 51.5 km.", "The youth race at the Brackwater triathlon covers 12 km.", "sport")


# ---------------------------------------------------------------- a change from the old value, in a base form (pairs18)
@pytest.mark.parametrize("text, plain, old", [
    ("The allotment society voted to raise the yearly plot rent from £40 to £55.",  # (stop 38: a change decided is told as
     "The yearly plot rent has been raised to £55.", "£40"),  # the change, told_forms.decided)
    ("The brewery has shrunk its standard keg from 50 litres to 30 litres.",
     "The brewery has shrunk its standard keg to 30 litres.", "50 litres"),
])
def test_a_change_from_the_old_value_in_a_base_form_or_with_a_longer_object(text, plain, old):
    """"agreed to raise the annual fee from £180 to £210": the base form after "agreed to", and an object of three or
    four words, were not read as a change from its old value, so the old value made the pair a duplicate."""
    from trustgate.changes_told import changed_from
    assert rephrase(text) == plain and changed_from(text) == old


def test_a_fee_raised_from_the_stored_value_replaces_it(gate):
    replaces(gate, "Membership of the Dunmore chess club costs £30 a year.",
             "At the AGM the Dunmore chess club agreed to raise the annual subscription from £30 to £36.", "clubs", WEAK, USER)
