"""A total the claim gives of amounts the user said one by one (alignment/totals.py): "The tent and the stove cost
£265 in total" from "£190 for the tent" and "the stove was £75" is found; a wrong total, a total of a value the user
took back, and an amount not said to be a total are not."""

from __future__ import annotations

from datetime import date

from trustgate.alignment.check import align

SPAN = ("user: Bought camping gear today: £190 for the tent, and the stove was £75 (not £65, I misread the tag).\n"
        "assistant: Nice. Anything else?\nuser: A lantern for £12.")


def kinds(claim: str) -> set[str]:
    return {f.kind for f in align(claim, SPAN, today=date(2026, 6, 1)).findings}


def test_a_right_total_of_the_users_amounts_is_found():
    assert not kinds("The tent and the stove cost £265 in total.")
    assert not kinds("The tent, stove and lantern came to £277 altogether.")


def test_a_wrong_total_or_one_not_said_to_be_a_total_is_not():
    assert kinds("The tent and the stove cost £255 in total.")
    assert kinds("The tent and the stove cost £300 in total.")
    assert kinds("The tent cost £265.")
