"""Kinds of slot decision added in stop 39, after reading the misses of blind21's pairs20 and poisoning17: an amount
reached said with "comes to" / "runs to" / "sets you back" (read by the amount's kind as "costs", "lasts" or "is ...
long"), how many people a place fits, a thing's number said with "number", a height said as how far a thing rises
above something, "full to the brim", a change made by a work done on the thing ("the refit raised its capacity to
..."), a place named in full on one side and by its first word on the other, a date against a place, a time
against a number that names a thing ("coach 14"), a reason told with "now that"; and, after reading blind22's first runs,
reporters and approximations ("reckons", "a good 80 yards", "nearer"), a change by a delta ("up by a tenner, to £105"),
"runs for", a successor "after X moved", a head noun with its own modifiers, and the speaker's thing against a named
person's.
Sentences of our own; each test failed on 0adda27 (main before this round) unless its docstring says it is a guard."""

from __future__ import annotations

import pytest
from test_slots_kinds3 import DOC, USER, WEAK, replaces
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts
from test_slots_kinds8 import duplicates

from trustgate.rephrase import rephrase
from trustgate.sentence import read
from trustgate.told_forms import idioms


# ---------------------------------------------------------------- an amount reached
@pytest.mark.parametrize("text, plain", [
    ("The bill for the new boiler came to two thousand pounds.", "The bill for the new boiler cost two thousand pounds."),
    ("A week's hire of the campervan now comes to £720.", "A week's hire of the campervan now costs £720."),
    ("Each tasting at the Oakhanger cellar runs to ninety minutes.", "Each tasting at the Oakhanger cellar lasts ninety minutes."),
    ("The zip wire at Garth Quarry runs to 400 metres.", "The zip wire at Garth Quarry is 400 metres long."),
    ("A round of golf at Pennick sets you back £38.", "A round of golf at Pennick costs £38."),
    ("The Kestrel guide runs to 400 pages.", "The Kestrel guide runs to 400 pages."),  # no amount of those kinds
    ("The number 9 bus comes to the village twice a day.", "The number 9 bus comes to the village twice a day."),
])
def test_an_amount_reached_reads_as_the_verb_of_its_kind(text, plain):
    """The last two are guards (passed before): a count of pages, and "comes to" a place."""
    assert rephrase(text) == plain


def test_a_price_said_with_comes_to_is_the_price(gate):
    replaces(gate, "A day's hire of the Kelso rowing boat costs £60.",
             "A day's hire of the Kelso rowing boat now comes to £75.", "boats")


# ---------------------------------------------------------------- people a place fits, a thing's number
def test_fitting_people_sitting_down_is_how_many_it_seats(gate):
    duplicates(gate, "The Oriel function room seats 80 guests.",
               "The Oriel function room fits eighty people sitting down.", "venues")


@pytest.mark.parametrize("text, plain", [
    ("I have booked allotment number 14 at Hale Lane.", "I have booked allotment 14 at Hale Lane."),
    ("My locker has been changed to number 12.", "My locker has been changed to number 12."),
])
def test_a_things_number_said_with_number_is_its_name(text, plain):
    """The second is a guard (passed before): "to number 12" is the value, not a name."""
    assert rephrase(text) == plain


# ---------------------------------------------------------------- heights, "full to the brim"
def test_rising_above_something_is_a_height(gate):
    contradicts(gate, "The clock tower in Marlow Square is 20 metres tall.",
                "The clock tower in Marlow Square rises about 26 m above the square.", "towers")


def test_full_to_the_brim_is_full():
    assert idioms("The Penner tank holds 55,000 litres when it is full to the brim.") == \
        "The Penner tank holds 55,000 litres when it is full."


# ---------------------------------------------------------------- a change made by a work done on the thing
def test_a_change_made_by_a_refit_is_the_change(gate):
    contradicts(gate, "The Molly Dean's passenger capacity is 120.",
                "A ferry forum says the Molly Dean's overhaul in March increased its capacity to 180.", "ferries")


def test_a_change_by_a_refit_of_another_attribute_stays_apart(gate):
    """Guard (passed before): a count of cabins is not the capacity."""
    apart(gate, "The Molly Dean has 12 cabins.",
          "The Molly Dean's refit last spring raised its passenger capacity to 180.", "ferries", first=DOC, second=WEAK)


# ---------------------------------------------------------------- a place named in full and by its first word
def test_a_place_named_by_its_first_word_is_the_place(gate):
    contradicts(gate, "The penguin pool at Harlow Sea Life Centre holds 30 penguins.",
                "The Harlow penguin pool now holds over 45 penguins.", "aquarium")


def test_two_places_with_one_first_word_stay_apart(gate):
    """Guard (passed before): both sides name a place the other does not."""
    apart(gate, "The Harlow Sea Life Centre opens at 10 am.", "The Harlow Leisure Centre opens at 7 am.", "harlow",
          first=DOC, second=WEAK)


# ---------------------------------------------------------------- when against where
def test_a_date_against_a_place_is_another_attribute(gate):
    apart(gate, "The Hobbs Cross craft fair is held in the Hobbs Cross village hall.",
          "The Hobbs Cross craft fair programme gives the fair's date as 9 May.", "fairs", first=WEAK, second=DOC)


def test_a_date_against_a_date_stays_one_attribute(gate):
    """Guard (passed before): two dates of one event are one slot."""
    replaces(gate, "The Hobbs Cross craft fair takes place on 2 May.",
             "The Hobbs Cross craft fair programme gives the fair's date as 9 May.", "fairs", second=DOC)


def test_a_number_after_a_possessive_is_no_part_of_a_name():
    assert "hires8" not in read("Pellow Hire's 8-seat van can be driven on a car licence.").subject_names
    assert "hut27" in read("Beach hut 27 at Shingle End rents for £45 a day.").subject_names  # guard (passed before)


# ---------------------------------------------------------------- a number that names a thing, "now that ..."
def test_a_time_against_a_numbered_thing_is_another_attribute(gate):
    apart(gate, "My daughter is booked on coach 14 for the school trip.",
          "My daughter's coach for the school trip leaves from the school gates at 8:15 am.", "trips", first=WEAK, second=USER)


def test_a_reason_told_with_now_that_is_not_the_statement():
    assert rephrase("Our allotment is back on plot 9 now that the drainage has been fixed.") == \
        "Our allotment is back on plot 9."


# ---------------------------------------------------------------- more of what comes around a statement (after blind22)
@pytest.mark.parametrize("text, plain", [
    ("A birdwatcher's blog reckons the terns on Holm Island number nearer 900 pairs.",
     "The terns on Holm Island number nearer 900 pairs."),
    ("The quarry lake is a good 300 yards from end to end.", "The quarry lake is a good 300 yards long."),
    ("The mill chimney rises almost 120 feet above the roofs of the town.", "The mill chimney is almost 120 feet tall."),
    ("Pellow Dairy have put their milk up by 5p, to 95p a pint.", "Pellow Dairy's milk is now 95p a pint."),
    ("Each yoga class at Brook Hall runs for seventy-five minutes.", "Each yoga class at Brook Hall lasts seventy-five minutes."),
    ("Ana Ruiz is the new choir leader at Brook Hall after Sam Lee moved to York.",
     "Ana Ruiz is the new choir leader at Brook Hall."),
])
def test_what_comes_around_a_statement_is_dropped(text, plain):
    assert rephrase(text) == plain


def test_nearer_before_a_number_is_no_part_of_a_name():
    assert "nearer900" not in read("The terns on Holm Island number nearer 900 pairs.").subject


# ---------------------------------------------------------------- two things (after blind22)
def test_a_head_noun_with_its_own_modifiers_is_another_thing(gate):
    apart(gate, "The boiler at 12 Ash Grove was serviced in March.",
          "The hot water tank at 12 Ash Grove was serviced in March.", "servicing", first=DOC, second=WEAK)


def test_the_speakers_thing_against_a_named_persons_is_two_things(gate):
    apart(gate, "My golf handicap is 18.", "Priya, who I play with on Sundays, is on a golf handicap of 18.", "golf",
          first=USER, second=WEAK)


def test_a_named_person_holding_the_speakers_role_is_one_slot(gate):
    """Guard (passed before): "Tom Reed is my landlord" says who the speaker's landlord is."""
    duplicates(gate, "My landlord is Tom Reed.", "Tom Reed is my landlord.", "housing", first=USER, second=WEAK)


@pytest.mark.parametrize("text, plain", [
    ("The café doesn't open until 10 am on Sundays.", "The café opens at 10 am on Sundays."),
    ("The post won't arrive till around half past eleven.", "The post will arrive at around half past eleven."),
    ("The maze won't open for visitors until the 12th of July.", "The maze will open for visitors at the 12th of July."),
    ("I won't leave until the rain stops.", "I won't leave until the rain stops."),
    ("The shop is open until 5 pm.", "The shop is open until 5 pm."),
])
def test_not_until_says_when_it_first_happens(text, plain):
    """The last two are guards (passed before): an event after "until", and "until" ending a state."""
    assert idioms(text) == plain


# ---------------------------------------------------------------- where is the value
def test_a_new_meeting_place_replaces_the_old(gate):
    replaces(gate, "The Elmfield book club meets at the Crown pub.", "The Elmfield book club now meets in the town library.",
             "clubs")


def test_a_new_meeting_place_told_with_another_gathering_verb_contradicts(gate):
    contradicts(gate, "The Elmfield book club meets at the Crown pub.",
                "The Elmfield book club gathers in the town library, a forum says.", "clubs")


def test_where_two_people_do_two_things_stays_apart(gate):
    """Guard (passed before): another verb is another attribute."""
    apart(gate, "My sister lives in Leeds.", "My sister works in York.", "family", first=USER, second=USER)
