"""Chats read as the user settled them (conv18): a claim that keeps the user's own hedge or condition, "the whole thing"
called off after a reason, "13 not 12" said without a comma, a range of hours with its half of the day said once, a
value of last year no value "it's now" takes back, an agreement to a time pushed back a sentence on, the reporter the
user names, "my flight leaves Heathrow", an hour said in words with "pm", a day of the month said in words, a group chat
pasted under a turn without a colon, a range corrected by a range, and a thing cancelled "again"."""

from __future__ import annotations

from datetime import date

from trustgate import pasted, turn_marks, turns
from trustgate.alignment.check import align
from trustgate.alignment.whose import holder
from trustgate.values import extract


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


def test_a_claim_keeping_the_users_hedge_is_grounded_by_the_supposition():
    span = ("user: Do you know if the Barbican does late openings?\n"
            "assistant: I'm not certain, their website will say.\n"
            "user: Fine. I'm thinking of going on the 19th with my brother.")
    assert ok("The user is thinking of going to the Barbican on the 19th.", span)
    assert not ok("The user is going to the Barbican on the 19th.", span)  # the hedge dropped
    assert not ok("The user might go to the Barbican on the 21st.", span)


def test_a_claim_keeping_the_condition_takes_the_suppositions_values():
    span = "user: If the loft conversion gets approved we'd spend about £42,000 on it.\nuser: The council decides in May."
    assert ok("If the loft conversion gets approved, the user would spend about £42,000 on it.", span)
    assert not ok("The user will spend about £42,000 on the loft conversion.", span)


def test_the_whole_thing_called_off_after_a_reason_is_the_plan_said_before():
    span = ("user: We were going to go camping in Snowdonia on the 14th with the Hughes family.\n"
            "user: Then the forecast turned awful so we've cancelled the whole thing.")
    assert not ok("The user is going camping in Snowdonia on the 14th with the Hughes family.", span)
    assert ok("The forecast turned awful.", span)  # the reason is no plan


def test_a_value_set_aside_without_a_comma():
    assert turn_marks.fluent("No, 42 not 24.") == "No, 42, not 24."
    assert turn_marks.fluent("7:15 not 8, and two of us") == "7:15, not 8, and two of us"
    span = ("user: Note my locker number, it's 42 at the leisure centre.\n"
            "assistant: Noted: locker 24 at the leisure centre.\n"
            "user: No, 42 not 24.")
    assert ok("The user's locker number is 42.", span)
    assert not ok("The user's locker number is 24.", span)


def test_a_range_of_hours_says_its_half_of_the_day_once():
    assert [(v.kind, v.norm) for v in extract("the fete is 11-2pm")] == [("time", "11:00"), ("time", "14:00")]
    assert [(v.kind, v.norm) for v in extract("open 2 to 5pm")] == [("time", "14:00"), ("time", "17:00")]
    assert [v.kind for v in extract("pages 4-9")] == ["number", "number"]


def test_a_value_of_last_year_is_no_value_it_is_now_takes_back():
    span = ("user: The broadband renewal price is £46 a month, last year it was £32 a month.\n"
            "user: I haggled and it's now £38 a month.")
    assert ok("The user's broadband last year was £32 a month.", span)
    assert not ok("The user's broadband renewal is £46 a month.", span)


def test_an_agreement_to_a_time_pushed_answers_a_question_a_sentence_before():
    span = ("user: from the team chat:\n"
            "Ana Silva  09:01 AM\n"
            "Demo is Friday, dry run Thursday 3pm\n"
            "Ben Ortiz  09:04 AM\n"
            "could we move the dry run to 4? still on a call till then\n"
            "Ana Silva  09:06 AM\n"
            "ok 4pm, but no later")
    assert ok("The dry run is on Thursday at 4pm.", span)
    assert not ok("The dry run is on Thursday at 3pm.", span)


def test_the_reporter_the_user_names_is_the_users_word():
    span = "user: My landlord Mr Patel says the rent goes up in April, but I've had nothing in writing."
    assert ok("Mr Patel is the user's landlord.", span)
    assert not ok("The user's rent goes up in April.", span)


def test_a_verb_after_the_users_thing_names_no_relation():
    assert holder("My ferry leaves Dover at 08:10", frozenset()).user  # type: ignore[union-attr]
    assert not holder("my sister Jo lives in Leeds", frozenset()).user  # type: ignore[union-attr]
    assert ok("The user's ferry arrives in Calais at 10:40.",
              "user: My ferry leaves Dover at 08:10 and arrives in Calais at 10:40 local time.")


def test_an_hour_said_in_words_with_its_half_of_the_day():
    assert [(v.kind, v.norm) for v in extract("we land at eight forty five pm")] == [("time", "20:45")]
    assert [(v.kind, v.norm) for v in extract("make it eight no seven forty five")][0] == ("number", 8)


def test_a_day_of_the_month_said_in_words_after_for_or_its():
    chat = turns.read(["user: the piano tuner is booked for the seventeenth at ten am"], date(2026, 6, 1))
    assert chat is not None and "17 June 2026" in chat.asserted[0]
    span = ("user: so the school play is on the ninth of july in the main hall\n"
            "user: sorry its the sixteenth not the ninth")
    assert ok("The school play is on 16 July.", span)
    assert not ok("The school play is on 9 July.", span)


def test_a_group_chat_pasted_under_a_turn_without_a_colon():
    lines = ["user: keep track of this for me", "Dad: The car's booked in for its service on Monday",
             "Auntie Kay: Can he lend me the van?", "Dad: Not this week, it's at the garage too"]
    assert pasted.unindented(lines, lambda ln: (ln.split(":")[0], ln.split(": ", 1)[1],
                                                "user" if ln.startswith("user") else None)) == {1, 2, 3}
    assert turns.read(lines) is not None


def test_a_range_corrected_by_a_range():
    span = ("user: copying from the class group\n"
            "[Tue 18:02] Nina: Sports day picnic is Friday 12-2pm on the top field\n"
            "[Tue 18:04] Nina: sorry 11-1pm!! the school moved it\n"
            "[Tue 18:10] Omar: We'll be there")
    chat = turns.read(span.splitlines())
    assert chat is not None and "11-1pm" in chat.asserted[0]
    assert ok("The sports day picnic is on Friday from 11am to 1pm.", span)
    assert not ok("The sports day picnic is on Friday from 12pm to 2pm.", span)
    span = ("user: copying from the class group\n"
            "[Tue 18:02] Nina: Sports day picnic is Friday 2-4pm on the top field\n"
            "[Tue 18:04] Nina: sorry 1-3pm!! the school moved it")
    assert "1-3pm" in turns.read(span.splitlines()).asserted[0]  # type: ignore[union-attr]


def test_a_thing_cancelled_again_is_no_plan_called_off():
    span = "user: Brilliant, the train was cancelled again.\nuser: I'll get the 7:05 train tomorrow instead."
    assert ok("The user will get the 7:05 train tomorrow.", span)
    span = "user: We were going to take the train to York on Sunday.\nuser: But the train was cancelled, so we drove."
    assert not ok("The user is taking the train to York on Sunday.", span)
