"""Chats read by who said what and as last corrected (conv16): a transcript of the user's turns only read as a chat, a
value kept with "not" after it ("at four not five"), "Oh yes, <value>" taking another speaker's correction, "Sam's got
..." as "Sam has", "she'll" as no name, another's hedged word relayed (not the user's supposition), a claim
that says a plan was called off, "told the user" as a relay, and amounts worked out: a price a head times the guests,
a percentage of an amount, what is still owed after a part was paid, "one twenty" in a chat of hundreds."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from trustgate import turn_marks, turns
from trustgate.alignment.check import align
from trustgate.alignment.whose import holder
from trustgate.retakes import retaken


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


USER_ONLY = ("user: My car insurance renewal came in at £612 with Admiral.\n"
             "user: Sorry, it's £587, the £612 was last year's price.\n"
             "user: Monthly payments, no admin fee.")


def test_a_transcript_of_user_turns_only_is_read_as_a_chat():
    chat = turns.read(USER_ONLY.splitlines())
    assert chat is not None and ("£612", "£587") in chat.corrected
    assert ok("The user's car insurance renewal with Admiral is £587.", USER_ONLY)
    assert not ok("The user's car insurance renewal with Admiral is £612.", USER_ONLY)
    # a record's field is no turn: it says no sentence
    assert turns.read(["user: root"]) is None


def test_a_value_kept_before_not_and_another_value_in_one_spoken_sentence():
    said, pairs = retaken("the meeting is on thursday at four not five in room six")
    assert pairs == [("five", "four")] and "five" not in said
    assert retaken("it runs 20 not 30 minutes")[1] == []  # the unit said once: left alone
    assert retaken("it needs to serve 80 not 60, so that's another £30")[1] == []  # a correction of a value said before
    span = "user: so the quiz is friday at eight not seven at the crown on mill lane and we need six tables"
    assert ok("The quiz is at the Crown on Mill Lane.", span)


def test_oh_yes_with_a_value_takes_the_other_speakers_correction():
    span = ("user: From the cousins' chat:\n"
            "Ada: Lena's christening is on the 14th.\n"
            "Bo: It's the 15th Ada, the Sunday.\n"
            "Ada: Oh yes, 15th.\n"
            "assistant: Noted.")
    assert ok("Lena's christening is on the 15th.", span)
    assert not ok("Lena's christening is on the 14th.", span)


def test_a_name_before_s_got_is_the_subject_not_an_owner():
    assert holder("Hana's got flu so she's staying home.", frozenset()).names == frozenset({"hana"})
    assert holder("She'll work Tuesdays and Thursdays.", frozenset()) is None  # no one named "she'll"
    span = ("user: We'd planned a picnic at Hampton Court on Sunday for Leo.\n"
            "assistant: Lovely, shall I note it?\n"
            "user: No, Leo's got a sprained ankle so we've called it off.")
    assert ok("Leo has a sprained ankle.", span)
    assert ok("The picnic at Hampton Court was called off.", span)
    assert not ok("The user has a sprained ankle.", span)


def test_a_hedge_inside_anothers_relayed_word_is_theirs_not_a_supposition():
    span = ("user: The farrier thinks Juniper might have an abscess, he's coming back Monday. She's 12 now and on "
            "bute twice a day.\n"
            "assistant: Poor Juniper.")
    assert ok("Juniper is 12.", span)
    assert ok("The farrier thinks Juniper might have an abscess.", span)
    assert not ok("Juniper has an abscess.", span)


def test_a_claim_that_says_the_user_was_told_keeps_the_relay():
    span = ("user: Priya told me herself she's moving to Leeds, but keep it quiet.\n"
            "assistant: Of course.")
    assert ok("Priya told the user she is moving to Leeds.", span)


def test_a_price_a_head_times_the_guests():
    span = ('user: The venue replied: "Confirmed for 30 guests, afternoon tea at £24.50 a head."\n'
            "assistant: Great.")
    assert ok("The afternoon tea costs £735 for 30 guests.", span)
    assert not ok("The afternoon tea costs £750 for 30 guests.", span)


def test_a_percentage_of_an_amount_said_beside_the_claims_word():
    span = ('user: The roofer wrote back: "Job total £12,600, 15% deposit to book the date."\n'
            "assistant: Thanks.")
    assert ok("The roofing deposit is £1,890.", span)
    assert not ok("The roofing deposit is £1,260.", span)


def test_what_is_still_owed_after_a_part_was_paid_back():
    span = ("user: I lent my brother £450 for his van in April. He paid back £200 last month.\n"
            "assistant: Noted.")
    assert ok("The user's brother still owes the user £250.", span)
    assert not ok("The user's brother still owes the user £200.", span)


def test_hundreds_said_as_a_digit_word_and_tens_in_a_chat_of_hundreds():
    assert turn_marks.spoken_prices("the dealer came back with two twenty", "£", True) == "the dealer came back with £220"
    assert turn_marks.spoken_prices("the dealer came back with two twenty", "£", False) == "the dealer came back with two twenty"
    assert turn_marks.spoken_prices("the train at one forty five", "£", True) == "the train at one forty five"  # a time


def test_the_chat_modules_stay_within_600_lines():
    root = Path(__file__).resolve().parents[1] / "trustgate"
    for name in ("turns.py", "chat_lines.py", "corrections.py", "alignment/chat.py", "alignment/whose.py"):
        assert len((root / name).read_text(encoding="utf-8").splitlines()) <= 600, name
