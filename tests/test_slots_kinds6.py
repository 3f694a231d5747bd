"""Kinds of slot decision added in stop 37, from blind19's pairs18 once its first run was recorded: who holds a thing
now told after the one who left it ("X retired, and his daughter Y runs ... now"), what a subject does now after what
it had to leave ("..., and now meets at ..."), a thing of another owner ("my sister's bike"), one kind of thing against
a sibling of the same kind ("the lemon tart" / "the apple tart"), the thing a value is on or for ("a guarantee on
boilers" / "on radiators"), and one event's doer against another event's.
Sentences of our own; each test failed on 00714f9 (main before this round) unless its docstring says it is a guard."""

from __future__ import annotations

import pytest
from test_slots_kinds3 import DOC, STRONG, USER, WEAK, replaces
from test_slots_kinds4 import apart

from trustgate.rephrase import rephrase


# ---------------------------------------------------------------- what holds now, after what ended
@pytest.mark.parametrize("text, plain", [
    ("Edna Pryce retired last spring, and her son Owen Pryce runs the Corner Forge now.",
     "Owen Pryce runs the Corner Forge now."),
    ("The Hartwell Chess Club had to give up its room above the library when the lease ended, and now meets in the "
     "parish hall.", "The Hartwell Chess Club now meets in the parish hall."),
    ("Lowfield Rovers left the old recreation ground in 2023, and now play at Mersey Park.",
     "Lowfield Rovers now play at Mersey Park."),
])
def test_what_holds_now_after_what_ended_is_the_statement(text, plain):
    assert rephrase(text) == plain


@pytest.mark.parametrize("text", [
    "The museum opened in 1998, and now welcomes 40,000 visitors a year and runs a cafe.",  # "and now" keeps its subject
    "Edna Pryce retired last spring and her garden is now open on Sundays.",  # another subject after "and"
])
def test_what_holds_now_keeps_its_subject(text):
    """The first is read as a statement of the museum now (it was left whole on 00714f9); the second is a guard (passed
    before): no name follows "and", so no role is taken over."""
    out = rephrase(text)
    assert out.startswith("The museum now") if text.startswith("The museum") else "Pryce" in out


def test_a_successor_after_a_retirement_replaces_the_stored_holder(gate):
    replaces(gate, "The Corner Forge is run by Edna Pryce.",
             "Edna Pryce retired last spring, and her son Owen Pryce runs the Corner Forge now.", "smiths")


def test_a_club_that_moved_after_losing_its_room_replaces_where_it_meets(gate):
    replaces(gate, "The Hartwell Chess Club meets in the room above Hartwell library.",
             "The Hartwell Chess Club had to give up its room above the library when the lease ended, and now meets "
             "in the parish hall.", "chess")


# ---------------------------------------------------------------- another owner, a sibling, the thing a value is on
@pytest.mark.parametrize("stored, other, domain", [
    ("Spokes & Co serviced my bike in 2 days.", "Spokes & Co serviced my brother's bike in 4 days.", "bikes"),
    # guard (passed before): a sibling of the same kind
    ("The Bramble Bakery lemon tart is topped with meringue.",
     "The Bramble Bakery apple tart is topped with crumble and cinnamon.", "bakes"),
    # guard (passed before): the thing a value is on
    ("Hartley Heating gives a 5-year guarantee on new boilers.",
     "Hartley Heating only gives a 1-year guarantee on radiator repairs.", "heating"),
    ("Ada Finch carved the sign for the Crown inn in 2018.", "Ada Finch carved the sign for the Swan inn in 2022.", "carving"),
])
def test_another_owner_sibling_or_qualified_thing_is_apart(gate, stored, other, domain):
    """Another owner's thing, a sibling of one kind, the thing a value is on, and one maker's two works."""
    apart(gate, stored, other, domain, first=DOC, second=USER)


def test_the_same_guarantee_on_the_same_thing_is_still_one_slot(gate):
    """Guard: the thing the value is on is the same, so a new figure replaces the old one."""
    replaces(gate, "Hartley Heating gives a 5-year guarantee on new boilers.",
             "Hartley Heating now gives a 7-year guarantee on new boilers.", "heating", first=WEAK, second=STRONG)


@pytest.mark.parametrize("text, plain", [
    ("The Carrow velodrome was resurfaced and now has 12 banked bends.", "The Carrow velodrome now has 12 banked bends."),
    ("I changed gyms and now train at Ironworks.", "I changed gyms and now train at Ironworks."),  # the event says where
])
def test_the_whole_subject_is_kept_before_and_now(text, plain):
    """The first failed on 00714f9 (and while this round's rule was being written, the subject cut at its first
    lower-case word); the second is a guard (a pronoun's event says what the clause after it is of)."""
    assert rephrase(text) == plain


def test_a_place_of_a_region_is_still_the_value(gate):
    """Guard: "off the coast of X" says where; another region there is another value of one slot, not another thing."""
    from test_slots_kinds5 import contradicts
    contradicts(gate, "The Skerrow lighthouse stands off the coast of Northumberland.",
                "Experts confirm that the Skerrow lighthouse stands off the coast of Fife.", "lights")
