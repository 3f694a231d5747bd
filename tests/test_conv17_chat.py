"""Chats read by who said what and as last settled (conv17): a Slack paste (the writer's name and the time on a line of
their own) read as its writers' lines, a question asked after a statement behind a comma, a value agreed to after it
was asked for ("Can we do 7:30?" / "Fine, 7:30 it is."), a spoken "X not the Y" setting Y aside, "instead of" taking
back only the value after it, a day the reader dated named without its date when called off, "I haven't signed
anything yet", and "12 July, no wait, ..., it's the 21st"."""

from __future__ import annotations

from datetime import date

from trustgate import pasted, turn_marks, turns
from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


SLACK = ("user: copied from our team slack\n"
         "Priya Nair  10:02 AM\n"
         "I'll run the retro on Thursday.\n"
         "Tom Berry  10:05 AM\n"
         "Thanks, I'll book room 2C for it\n"
         "user: I'm Tom")


def test_a_slack_paste_is_read_as_its_writers_lines():
    lines = pasted.apps(SLACK.splitlines())
    assert "Priya: I'll run the retro on Thursday." in lines
    assert "Me: Thanks, I'll book room 2C for it" in lines
    assert lines[0].endswith(":")  # the user's turn introduces the paste
    assert ok("Priya will run the retro on Thursday.", SLACK)
    assert not ok("The user will run the retro on Thursday.", SLACK)
    # a weekday with a time on a line of its own is no writer
    assert pasted.apps(["user: the plan", "Monday 9:14 AM", "dentist"]) == ["user: the plan", "Monday 9:14 AM", "dentist"]


def test_a_question_after_a_statement_behind_a_comma_is_a_piece_of_its_own():
    chat = turns.read(["user: From the team chat:", "Nina: I'm on leave next week, can someone cover the 9am standup?",
                       "Leo: I can."])
    assert chat is not None
    assert any("on leave next week" in s for s in chat.asserted)
    assert any(s.endswith("standup?") for s in chat.context)
    # a head that asks too, or lists what is asked, is kept whole
    assert turns._pieces("Is the flat a one-bed or a two-bed, and do you have parking?") == [
        "Is the flat a one-bed or a two-bed, and do you have parking?"]
    assert turns._pieces("Quick questions: how many people, what time, and do you need a high chair?") == [
        "Quick questions: how many people, what time, and do you need a high chair?"]


def test_a_value_agreed_to_after_it_was_asked_for_replaces_the_one_said():
    span = ("user: Sorting the choir social:\n"
            "Greta: Social is at the Swan on Friday, 8pm.\n"
            "Omar: Could we do 8:45? I teach till 8.\n"
            "Greta: Fine, 8:45 it is.")
    chat = turns.read(span.splitlines())
    assert chat is not None and any(new == "8:45" for _, new in chat.corrected)
    assert ok("The choir social is at the Swan on Friday at 8:45.", span)
    assert not ok("The choir social is at the Swan on Friday at 8pm.", span)
    # a yes with a value after a question that proposes nothing corrects nothing
    plain = ("user: Sorting the choir social:\n"
             "Greta: Social is at the Swan on Friday, 8pm.\n"
             "Omar: Is that a pub?\n"
             "Greta: Yes, 8pm.")
    chat = turns.read(plain.splitlines())
    assert chat is not None and not chat.corrected


def test_a_spoken_x_not_the_y_sets_y_aside():
    assert turn_marks.fluent("the noise is from the fan in the loft not the boiler") == \
        "the noise is from the fan in the loft, not the boiler"
    assert turn_marks.fluent("it is not the boiler") == "it is not the boiler"  # a plain denial
    assert turn_marks.fluent("thats not the boiler") == "thats not the boiler"
    span = "user: ok so the electrician said the noise is from the fan in the loft not the boiler"
    assert ok("The noise is coming from the fan in the user's loft.", span)


def test_instead_of_takes_back_only_the_value_after_it():
    span = ("user: remind me the piano lesson is on monday at five\n"
            "user: oh and the bins now go out every other thursday instead of every thursday")
    chat = turns.read(span.splitlines())
    assert chat is not None and not any(old.lower().startswith("monday") for old, _ in chat.corrected)
    assert ok("The user's piano lesson is on Monday.", span)


def test_a_day_dated_by_the_reader_is_called_off_by_its_name():
    span = ("user: Sunday's car boot sale is off, the field is flooded.\n"
            "assistant: Sorry to hear that. Anything else?\n"
            "user: No, that's all.")
    assert not ok("The user is going to the car boot sale on Sunday.", span)


def test_not_done_yet_refuses_a_claim_that_it_was_done():
    span = ("user: The letting agent sent over the tenancy agreement for the flat on Mill Lane.\n"
            "assistant: Have you looked through it?\n"
            "user: Yes. I haven't signed anything yet though.")
    assert not ok("The user has signed the tenancy agreement for the flat on Mill Lane.", span)
    assert ok("The letting agent sent the user the tenancy agreement for the flat on Mill Lane.", span)
    paid = "user: The plumber invoiced us £240 for the boiler. We haven't paid it yet."
    assert not ok("The user paid the plumber £240 for the boiler.", paid)
    # "it" is the thing named before it, not another booking the user made
    pets = ("user: I've pencilled in the groomer for Tuesday, but I haven't booked it yet. The kennels are booked though: "
            "four nights at Oakfield.\nassistant: Noted.")
    assert ok("The user has booked four nights at Oakfield kennels.", pets)


def test_no_wait_after_a_comma_takes_the_value_back_across_the_words_between():
    span = ("user: My brother's wedding is on 14 August, no wait, my mum just reminded me, it's the 28th.\n"
            "assistant: Noted.")
    chat = turns.read(span.splitlines())
    assert chat is not None and chat.corrected
    assert ok("The user's brother's wedding is on 28 August.", span)
    assert not ok("The user's brother's wedding is on 14 August.", span)
    # the words between say nothing of whose the date is, and "it's the 28th" stands in the sentence it corrects
    assert not ok("The user's mum's wedding is on 28 August.", span)
