"""Plans the user calls off, puts on hold or only pencils in (alignment/called_off.py), against claims written from
the chat: a thing called off by a pronoun ("but that fell through", "we've scrapped it") is the clause before it;
"on hold" and "postponed indefinitely" call a thing off; a claim saying a thing is booked or confirmed says more than
"pencilled in" or "TBC". The plan taken instead, and a claim keeping the user's own word, are not refused."""

from __future__ import annotations

from datetime import date

import pytest

from trustgate.alignment.check import align

DAY = date(2026, 6, 1)


def kinds(claim: str, span: str) -> set[str]:
    return {f.kind for f in align(claim, span, today=DAY).findings}


SCOUT = ("user: We'd reserved the scout hut for the quiz on the 9th, but that fell through. "
         "We're using the church hall instead.\nassistant: Noted.")
FENCE = ("user: We were supposed to repaint the fence this weekend, but we've scrapped it because of the rain. "
         "We'll clear the gutters instead.\nassistant: Sounds sensible.")
LOFT = "user: The loft conversion is on hold until the spring.\nassistant: Understood."
OSLO = "user: Our trip to Oslo in June is postponed indefinitely.\nassistant: Sorry to hear that."
SWEEP = ("user: I've pencilled in the chimney sweep for 4 October, he still has to confirm.\n"
         "assistant: Okay.\nuser: The log delivery is booked for 2 October.")
DINNER = "user: The team dinner at Rossi's is TBC, probably the 12th.\nassistant: I'll keep it in mind."


@pytest.mark.parametrize("claim, span", [
    ("The quiz is at the scout hut.", SCOUT),
    ("The user is repainting the fence this weekend.", FENCE),
    ("The user's loft conversion is under way.", LOFT),
    ("The user's trip to Oslo is in June.", OSLO),
])
def test_a_plan_called_off_is_not_stated_as_holding(claim, span):
    assert "cancelled" in kinds(claim, span)


@pytest.mark.parametrize("claim, span", [
    ("The quiz is at the church hall.", SCOUT),
    ("The user will clear the gutters this weekend.", FENCE),
    ("The user's trip to Oslo has been postponed indefinitely.", OSLO),
    ("The user's loft conversion is on hold until the spring.", LOFT),
])
def test_the_plan_taken_instead_or_the_call_off_itself_holds(claim, span):
    assert "cancelled" not in kinds(claim, span)


@pytest.mark.parametrize("claim, span", [
    ("The chimney sweep is booked for 4 October.", SWEEP),
    ("The team dinner at Rossi's is confirmed for the 12th.", DINNER),
])
def test_pencilled_in_or_tbc_is_not_booked(claim, span):
    assert "unsettled" in kinds(claim, span)


@pytest.mark.parametrize("claim, span", [
    ("The user has pencilled in the chimney sweep for 4 October.", SWEEP),
    ("The log delivery is booked for 2 October.", SWEEP),
])
def test_the_users_own_hedge_or_a_booking_elsewhere_holds(claim, span):
    assert "unsettled" not in kinds(claim, span)


def test_a_paste_introduced_as_about_a_named_thing_is_about_it():
    """A chat opened "the thread about Diwali dinner, pasted:": the pasted lines speak of Diwali dinner without
    naming it, and a claim naming it rests on them."""
    span = ("user: Here's the family thread about Diwali dinner, pasted:\nMum: Lamb is ordered, 3kg, collecting Friday\n"
            "Me: I'll bring the sweets\nassistant: Noted.")
    assert not align("The Diwali lamb weighs 3kg.", span, today=DAY).findings


def test_an_item_dropped_or_not_taken_is_not_in_the_order():
    """"Actually drop the garden hose" (an item of several words, after "Actually") and "I'm not getting the
    extended warranty" take the item out of what the user buys; the items kept stay."""
    span = ("user: Order list: a lawnmower £189, a garden hose £24, gloves £6.\nassistant: That's £219.\n"
            "user: Actually drop the garden hose, we have one. And I'm not getting the extended warranty.")
    assert "cancelled" in kinds("The user's order includes a garden hose.", span)
    assert "cancelled" in kinds("The user is getting the extended warranty.", span)
    assert "cancelled" not in kinds("The user's order includes a lawnmower for £189.", span)


def test_a_person_who_says_they_cant_come_is_not_coming():
    """A pasted line "Hal can't make it, work thing" (or "Hal can't do Sunday"): a claim that Hal is coming or
    playing is refused; another person who said yes is not."""
    span = ("user: Pasting the squad chat:\n[18:02] Tess: match is Sunday 10am at Fairfield\n"
            "[18:04] Hal: can't make it, work thing\n[18:05] Bea: I'm in\nassistant: Noted.")
    assert "cancelled" in kinds("Hal is playing in Sunday's match.", span)
    assert "cancelled" not in kinds("Bea is playing in Sunday's match.", span)
