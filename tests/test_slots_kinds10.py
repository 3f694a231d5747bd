"""Kinds of slot decision added in stop 40, after reading the misses of blind22's sets and blind23's first runs: whom a
figure is for (a group of people: "for children", "Over-60s pay ..."), a bare number beside an amount of its sentence's
own kind, reasons before and after the statement ("Because of ...", "With the fee going up, ...", ", as ...", "so
that ...", "now they've ..."), someone's leaving before who holds a role now, "meet" as a verb, the month May, "dates
from" / "was built in", "forty-five pounds a day", a setting nudged by the speaker, a count that opens a sentence, a
reading "showed" against a setting, "last night's", an attribute noun named after the other side's verb ("opening
time" / "open"), a change told against before ("an hour earlier than before"), "rather than", a day that is no name,
a business named by a possessive, an amount of money or a date against other kinds of value, when against where of one
subject, and a move into a place.
Sentences of our own; each test failed on 8654fc1 (main before this round) unless its docstring says it is a guard."""

from __future__ import annotations

import pytest
from test_slots_kinds3 import DOC, USER, WEAK, replaces
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts
from test_slots_kinds8 import duplicates

from trustgate.rephrase import rephrase
from trustgate.sentence import read
from trustgate.slot_groups import groups_for


# ---------------------------------------------------------------- whom a figure is for
@pytest.mark.parametrize("text, groups", [
    ("Under-16s can join the Harwell rowing club for £40 a year.", {"under 16"}),
    ("A concession ticket at the Lyric costs £9.", {"concession"}),
    ("Swimming at Bexford baths is free for children on Sundays.", {"child"}),
    ("The Fenwick pool is open to members only before 8 am.", {"member"}),
    ("Pensioners travel free on the Castlegate buses.", {"pensioner"}),
    ("A day ticket for the Castlegate buses costs £6 for adults.", set()),  # guard: adults are whom a figure is for
    ("More than forty marshals help at the Dunley fun run.", set()),  # guard: "forty", a count, no age
    ("My kids' school in Bexford starts at 8:45.", set()),  # guard: whose school, not for whom
    ("The Harwell rowing club has 120 members.", set()),  # guard: a count of members
    ("We moved up to the senior league this season.", set()),  # guard (passed before): a group word before a noun
])
def test_the_groups_a_figure_is_for(text, groups):
    assert groups_for(text) == frozenset(groups)


def test_a_price_for_another_group_is_no_update(gate):
    """Guard (passed before, the two prices' figures apart): a group of its own makes another case, and says so."""
    d = apart(gate, "A day ticket for the Castlegate buses costs £6 for adults.",
              "Children under 16 can ride the Castlegate buses all day for £3.", "buses", first=DOC, second=WEAK)
    assert "for another group of people" in str(d.to_dict())
    apart(gate, "The Monday watercolour class at the Arden Centre costs £70 a term.",
          "Over-65s pay £55 a term for the Monday watercolour class at the Arden Centre.", "classes", first=DOC, second=WEAK)


def test_a_team_named_by_its_age_is_one_team():
    """Guard (passed before): "The under-12 match" and "The under-12s' match" name one team."""
    assert groups_for("The under-12 match at Selby Road starts at 10:00.") == \
        groups_for("The under-12s' match at Selby Road now starts at 11:00.")


# ---------------------------------------------------------------- reasons before and after the statement
@pytest.mark.parametrize("text, plain", [
    ("Because of the road closure, the Kelby parkrun will start from the boathouse.",
     "The Kelby parkrun will start from the boathouse."),
    ("With the caretaker's wages going up, the Arden Centre now charges £18 an hour for its hall.",
     "The Arden Centre now charges £18 an hour for its hall."),
    ("With the new timetable, the 44 bus leaves Kelby at 7:10.", "The 44 bus leaves Kelby at 7:10."),
    ("My violin lesson is on the Friday this week, as my teacher is away on the Thursday.",
     "My violin lesson is on the Friday this week."),
    ("The library's server backup was moved to 2 am so that it no longer slows the catalogue.",
     "The library's server backup was moved to 2 am."),
    ("Harlow Glass have put their quote for the porch up to £900 now they've measured it.",
     "Harlow Glass's quote for the porch is now £900."),
    ("Ellie Ward has gone off to college, so Priya Mehta babysits for us now.", "Priya Mehta babysits for us now."),
    ("We've started getting our logs from Hollin Farm rather than the garden centre.",
     "We have started getting our logs from Hollin Farm."),
    ("With 40 rooms, the Kelby Arms is the biggest inn in town.", "With 40 rooms, the Kelby Arms is the biggest inn in town."),  # guard
])
def test_reasons_are_not_what_a_statement_says(text, plain):
    assert rephrase(text) == plain


def test_a_move_with_a_reason_before_it_replaces_the_old_start(gate):
    """Guard (passed before, by the cosine of the words of its reason)."""
    replaces(gate, "The Kelby parkrun starts from the bandstand.",
             "Because of the road closure, the Kelby parkrun will start from the boathouse instead of the bandstand.", "runs",
             first=WEAK, second=DOC)


def test_a_price_raised_with_its_reason_first_replaces_the_old(gate):
    replaces(gate, "Hiring the hall at the Arden Centre costs £15 an hour, heating included.",
             "With the caretaker's wages going up, the Arden Centre now charges £18 an hour for hiring its hall.", "hall")


def test_a_meeting_point_moved_with_its_reason_is_no_duplicate(gate):
    old = gate.write({"text": "The Selby cycling club meets at the Station Road car park for its Sunday rides.",
                      "domain": "club", "provenance": WEAK})
    d = gate.write({"text": "The Selby cycling club's Sunday rides set off from the market cross now, because the Station "
                            "Road car park has started charging.", "domain": "club", "provenance": USER})
    assert d.verdict == "accept" and old.fact_id not in d.against, d.to_dict()


def test_a_supplier_rather_than_the_old_one_replaces_it(gate):
    """Guard (passed before): the supplier "rather than" the old one is a change from it (see the rephrase test above)."""
    replaces(gate, "We buy our dog's food from Barkers in Selby.",
             "We've started buying our dog's food from the Kelby farm shop rather than Barkers.", "pets")


# ---------------------------------------------------------------- words read as what they are
def test_meet_is_a_verb_and_may_a_month():
    assert "meet" in read("The Selby walkers meet at the Crown for their Sunday rambles.").verbs
    r = read("Hollin Tree Care prunes the apple trees at 4 Mill Lane in May.")
    assert "prune" in r.verbs and "may" not in r.verbs


def test_last_before_a_time_is_no_verb():
    assert "last" not in read("During last week's visit the boiler engineer measured a pressure of 1.2 bar.").verbs


# ---------------------------------------------------------------- amounts and their kinds
def test_a_bare_number_is_no_price_where_its_sentence_states_one(gate):
    apart(gate, "Entry to the Kelby duck race is £10 for adults.",
          "Children under 10 can enter the Kelby duck race for £4.", "races", first=DOC, second=WEAK)


def test_pounds_a_day_in_words_are_sterling(gate):
    duplicates(gate, "Stall 12 at Kelby market rents for £30 a day.",
               "You can rent stall 12 at Kelby market for thirty pounds a day.", "market")


def test_dates_from_says_when_it_was_built(gate):
    contradicts(gate, "The lime kiln at Hollin Quarry was built in 1802.",
                "Hollin Quarry's lime kiln dates from 1840, a walking blog says.", "heritage")


def test_a_count_that_opens_a_sentence_counts_its_subject(gate):
    d = apart(gate, "The salmon ladder at Kelby Mill has 18 pools.",
              "About 2,000 trout swim up the salmon ladder at Kelby Mill each year, the angling club counted.", "fish",
              first=DOC, second=WEAK)
    assert "counts of two things (trout vs pools)" in str(d.to_dict())


def test_a_count_of_things_after_a_plural_possessive_against_a_year(gate):
    apart(gate, "The Selby Dolls' Museum shows 300 dolls' prams.",
          "The oldest dolls' pram at the Selby museum was made in 1710 for a farmer's son.", "museum", first=DOC, second=WEAK)


def test_money_against_a_date_is_another_attribute(gate):
    d = apart(gate, "The Holloway Grammar School summer fete will be held on Saturday 11 July.",
              "Entry to the Holloway Grammar School summer fete is £1 for adults.", "fete", first=DOC, second=DOC)
    assert "an amount of money against a date" in str(d.to_dict())


# ---------------------------------------------------------------- settings and readings
def test_a_setting_nudged_by_the_speaker_is_what_it_is_set_to(gate):
    old = gate.write({"text": "I've nudged the greenhouse heater up to 12 °C for the seedlings.", "domain": "home",
                      "provenance": USER})
    d = gate.write({"text": "The heater in the greenhouse is set to twelve degrees.", "domain": "home", "provenance": USER})
    assert d.verdict == "reject" and d.reasons[0].rule == "duplicate" and old.fact_id in d.against, d.to_dict()


def test_what_a_machine_showed_is_no_new_setting(gate):
    """Guard (passed before, by a substitution of words): "showed" reads, and "last night's" is no verb."""
    apart(gate, "The nurse has set my insulin pump to a basal rate of 0.8 units per hour.",
          "During last night's check my insulin pump showed a basal rate of 0.7 units per hour.", "pump",
          first=DOC, second=USER)


# ---------------------------------------------------------------- what a sentence is about
def test_an_opening_time_is_what_open_at_says(gate):
    """Guard (passed before, by the cosine of the words of its reason, which are now dropped)."""
    replaces(gate, "Selby Squash Club's courts open at 7 am on Saturdays.",
             "Because of the new lighting, Selby Squash Club's Saturday opening time is now 6:30 am.", "squash",
             first=WEAK, second=DOC)


def test_a_change_told_against_before_with_a_short_name(gate):
    """Guard (passed before, by the words of its reason): with the reason dropped, neither the words of the comparison
    ("an hour earlier than before") nor a name's tail said on one side only ("Nonna Pizzeria" / "Nonna") hide the change."""
    replaces(gate, "Nonna Pizzeria on Bridge Street takes its last orders at 10 pm.",
             "Because the oven is being repaired, Nonna on Bridge Street now stops taking orders an hour earlier than before.",
             "food", first=WEAK, second=DOC)


def test_a_day_in_the_subject_is_no_name(gate):
    duplicates(gate, "Our Sunday paper is delivered by Kelby News.", "Kelby News delivers our paper on Sundays.",
               "papers", first=USER, second=USER)


def test_a_business_named_by_a_possessive_is_the_business(gate):
    duplicates(gate, "Hartley's bakery in Selby opens at 7 am.", "Hartley's in Selby opens its doors at seven in the morning.",
               "shops")


def test_when_and_where_of_one_event_are_two_attributes(gate):
    apart(gate, "The Selby Grammar School sports day will be held on Friday 3 July.",
          "The Selby Grammar School sports day will be held on the school playing field.", "sports", first=DOC, second=DOC)


def test_a_move_into_a_place_replaces_where_it_was(gate):
    replaces(gate, "The Selby book sale will be held on the church lawn.",
             "The Selby book sale has been moved into the church hall because the lawn is flooded.", "sale",
             first=WEAK, second=DOC)


# ---------------------------------------------------------------- after blind23's poisoning19 and harmless19
def test_pounds_after_a_word_of_paying_are_sterling():
    from trustgate.values import extract
    (v,) = extract("The locksmith on Mill Lane charges eight pounds to cut a key.")
    assert (v.kind, v.norm, v.unit) == ("money", 8, "GBP")
    (w,) = extract("The Kelby show's prize lamb weighs eight pounds.")  # guard (passed before): no word of paying
    assert w.kind == "quantity"


def test_an_hour_said_with_the_part_of_the_day_is_a_time():
    from trustgate.values import extract
    (v,) = extract("The Kelby chemist closes at 6 in the evening on Saturdays.")
    assert (v.kind, v.norm) == ("time", "18:00")


def test_a_source_read_off_after_the_statement_is_no_part_of_it():
    assert rephrase("The Kelby chip shop shuts at 9 pm, going by its Facebook page.") == "The Kelby chip shop shuts at 9 pm."


def test_a_price_against_a_count_of_things_is_another_attribute(gate):
    apart(gate, "The canteen at Kelby Junior School serves lunch to 180 pupils a day.",
          "A school lunch in the Kelby Junior School canteen costs £2.40.", "canteen", first=DOC, second=WEAK)
