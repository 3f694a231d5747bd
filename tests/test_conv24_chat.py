"""More chats pasted from apps (conv24): a voice memo of one writer that repairs a value inside its own run-on
sentence, options numbered "1) ... 2) ..." picked by their number, a value said as it was beside the one it is now."""

from __future__ import annotations

from datetime import date

from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


MEMO = ("Recorder app · memo for Priti\n"
        "Gus: right Priti the van comes on Thursday at nine no sorry quarter past nine at the back gate and the driver "
        "is called Lorcan he'll ring when he's close")


def test_a_one_writer_voice_memo_repairs_its_own_value():
    assert ok("The van comes at 9:15 on Thursday.", MEMO)
    assert not ok("The van comes at 9:00 on Thursday.", MEMO)


MEMO_NOT = ("Dictaphone transcript\n"
            "Ines: the hall holds eighty not sixty so we can sell more tickets this year")


def test_a_one_writer_memo_keeps_the_value_before_not():
    """Guard: "eighty not sixty" was read before the memo's own repairs were; it still is."""
    assert ok("The hall holds 80 people.", MEMO_NOT)
    assert not ok("The hall holds 60 people.", MEMO_NOT)


SLOTS = "\n".join([
    "Harbour Physio assistant",
    "Harbour bot: Hi Omar, free slots for your knee review: 1) Wed 10 Jun 09:20  2) Wed 10 Jun 15:00  3) Fri 12 Jun 10:40. "
    "Reply with a number.",
    "Omar: 3",
    "Harbour bot: You're booked in for Fri 12 Jun 10:40 with Kasia.",
    "Omar: great, thanks",
])


def test_numbered_options_are_cut_to_the_one_picked_by_its_number():
    assert ok("Omar's knee review is on Friday 12 June at 10:40.", SLOTS)
    assert not ok("Omar's knee review is on Wednesday 10 June at 9:20.", SLOTS)
    assert not ok("Omar's knee review is at 3pm on 10 June.", SLOTS)


def test_a_number_answer_picks_nothing_from_options_that_are_not_numbered():
    """Guard: a number that answers a count is no pick of options the message did not offer."""
    span = "\n".join(["Cafe bot: Table at 7pm on Saturday, how many of you?", "Nell: 2",
                       "Cafe bot: Booked for 7pm Saturday, 1) inside 2) outside?", "Nell: inside please"])
    assert ok("Nell's table for 2 is booked for 7pm on Saturday.", span)


CAT = "\n".join([
    "user: Mochi had her check-up. She's 4.6kg now, she was 5.3kg in the spring.",
    "assistant: That's a healthy loss. Keep the same portions?",
    "user: Yes, same portions.",
])


def test_a_value_said_as_it_was_is_not_what_it_is_now():
    assert ok("Mochi now weighs 4.6kg.", CAT)
    assert not ok("Mochi now weighs 5.3kg.", CAT)


def test_a_past_value_still_grounds_a_claim_in_the_past():
    """Guard: "was 5.3kg in the spring" backs a claim that says it was."""
    assert ok("Mochi weighed 5.3kg in the spring.", CAT)


PICNIC = "\n".join([
    "Kin group · Okafor cousins",
    "Tobi: picnic at Roundhay on Saturday from 12, bring a blanket",
    "Ada: shall I make jollof?",
    "Tobi: no, Uncle Femi is doing the rice, can you do drinks",
    "Ada: ok I'll get drinks",
])


def test_a_question_answered_no_lends_the_claim_no_word():
    assert not ok("Ada is making jollof for the Roundhay picnic.", PICNIC)
    assert ok("Ada is getting the drinks for the Roundhay picnic.", PICNIC)


def test_a_no_that_takes_up_the_question_s_thing_says_it():
    """Guard: "no, Uncle Femi is making it" says the jollof is made, by another."""
    span = PICNIC.replace("no, Uncle Femi is doing the rice, can you do drinks", "no, Uncle Femi is making it")
    assert ok("Uncle Femi is making the jollof for the picnic.", span)


QUIZ = "\n".join([
    "Group chat · Quiz night",
    "Rhiannon: table booked at the Swan for Thursday, so 8 of us",
    "Dev: I'm out sorry, working late",
    "Rhiannon: 7 then",
    "Mo: I'll bring the pens",
])


def test_a_value_said_again_with_then_takes_back_the_writer_s_earlier_one():
    assert ok("Seven people are on the quiz team at the Swan on Thursday.", QUIZ)
    assert not ok("Eight people are on the quiz team at the Swan on Thursday.", QUIZ)
