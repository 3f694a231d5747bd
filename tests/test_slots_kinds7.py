"""Kinds of slot decision added by helper values2 (slot_kinds.py, slot_values.py, slot_words.py): values of kinds that
never answer one question (how often against how long, when or how many; a share against a count), a speed named on
one side and told after a verb on the other, a measure converted to another unit, "across" as a diameter, a price
"plus" / "excluding" a tax, and two states of one question with how long or for whom each holds.
Sentences of our own; each test failed on e493e35 unless its docstring says it is a guard."""

from __future__ import annotations

import pytest
from conftest import cand, prov
from test_slots_kinds3 import STRONG, WEAK, replaces
from test_slots_kinds4 import apart


def duplicate(gate, stored: str, restated: str, domain: str):
    gate.write(cand(stored, domain, prov(observed="2026-05-01T00:00:00Z", source_id="guide")))
    d = gate.write(cand(restated, domain, prov(observed="2026-05-20T00:00:00Z", source_id="guide")))
    assert d.verdict == "reject" and d.reasons[0].rule == "duplicate", d.to_dict()


@pytest.mark.parametrize("stored, other", [
    ("The guided tour of Marlow mill runs every hour.", "The guided tour of Marlow mill lasts 40 minutes."),
    ("The first ferry from Rawcliffe leaves at twenty past seven.", "Ferries from Rawcliffe run every forty minutes."),
    ("Sixty per cent of the members of Brae Rowing Club are women.", "Brae Rowing Club has 85 members."),
    ("The Marsh Lane bonfire burns for 5 hours.", "The Marsh Lane bonfire burns 300 pallets."),
])
def test_values_of_kinds_that_never_meet_are_two_attributes(gate, stored, other):
    """How often against how long or when, a share against a count, how long against how many things: each was an
    update or a duplicate (each side's value unrelated to the other's, so nothing differed, or a count read as a new
    length)."""
    apart(gate, stored, other, "kinds")


def test_a_speed_named_on_one_side_and_told_after_a_verb_is_one_attribute(gate):
    """"can spray water at up to 60 km/h" / "now has a top water speed of 50 mph": one speed, changed (it was another
    attribute: "spray" against "top speed")."""
    replaces(gate, "The Gale 5 pressure washer can spray water at up to 60 km/h.",
             "The Gale 5 pressure washer now has a top water speed of 50 mph.", "tools", WEAK, STRONG)


def test_a_speed_in_another_unit_is_the_same_speed(gate):
    """"100 km/h" / "62 mph" (62.14 mph): a conversion rounded to its written digits, no new value (it was an update)."""
    duplicate(gate, "The Osprey survey drone has a top flight speed of 100 km/h.",
              "The Osprey survey drone has a top flight speed of 62 mph.", "drones")


def test_across_is_a_diameter(gate):
    """"12 metres across" / "a diameter of 14 metres": one measure, changed (it was another measure, breadth / diameter)."""
    replaces(gate, "The fountain basin in Mill Square is 12 metres across.",
             "The fountain basin in Mill Square now has a diameter of 14 metres.", "places", WEAK, STRONG)


def test_plus_a_tax_is_excluding_it(gate):
    """"£90 plus VAT" / "£90 excluding VAT": the same net price (it was about something else, "plus" / "exclud")."""
    duplicate(gate, "A chimney sweep from Brush & Co costs £90 plus VAT.",
              "A chimney sweep from Brush & Co costs £90 excluding VAT.", "trades")


@pytest.mark.parametrize("stored, newer", [
    ("The night bus to Pellow is suspended until further notice.", "The night bus to Pellow is running again."),
    ("The museum cafe is open for the summer.", "The museum cafe has shut for the autumn."),
    ("The bid for the Kirkgate skate park is on hold.", "The bid for the Kirkgate skate park has been approved."),
])
def test_two_states_of_one_question_are_an_update(gate, stored, newer):
    """How long a state holds ("until further notice", "for the summer") is no other attribute; "on hold" answers how
    far a plan has got, not only a sale (each was accepted beside the stored fact)."""
    replaces(gate, stored, newer, "status", WEAK, STRONG)


def test_a_thing_on_hold_for_a_buyer_then_sold_is_an_update(gate):
    """Guard (passed before): "on hold" is no longer a sale's state, and "for a buyer" says for whom it holds; the sale
    still answers the question "on hold" does."""
    replaces(gate, "The red Raleigh tandem at Spokes is on hold for a buyer.", "The red Raleigh tandem at Spokes has been sold.",
             "status", WEAK, STRONG)


def test_a_hold_is_not_a_booking(gate):
    """Guard (passed before): "on hold at the gate" against "fully booked" answer two questions."""
    apart(gate, "The 09:40 flight to Cork is on hold at the gate.", "The 09:40 flight to Cork is fully booked.", "flights")


def test_a_state_for_one_group_and_for_another_are_two_attributes(gate):
    """Guard (passed before), a limit of the rule above: "for the night staff" / "for visitors" say for whom each holds,
    two groups (a first draft read every "for ..." after a state as how long it holds, and made these one attribute)."""
    apart(gate, "The side entrance of Kelby library is closed for visitors.",
          "The side entrance of Kelby library is closed for the night staff.", "status")


def test_an_age_said_with_today_is_no_count_of_things(gate):
    """Guard (passed before), a limit of the rule on how long against how many things: "turned 10 today" is an age,
    the number before "today" counts nothing, so it still replaces "is 9 years old"."""
    replaces(gate, "My nephew Sam is 9 years old.", "Sam turned 10 today.", "family", WEAK, STRONG)
