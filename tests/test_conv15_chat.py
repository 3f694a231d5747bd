"""Chats read by who said what and as last corrected (conv15): a chat pasted before the user's first turn, corrections
made by another speaker (a relayed value the user agrees with, a pasted line's "sorry", a mail reply quoted over the
message it answers), a plan moved after "but", a question answered inside the turn, plans called off ("a rain check",
"vetoed"), the user's own "can't make it", and values worked out from the user's sentences (a difference, an average,
a length of time between two clock times, a rate per hour)."""

from __future__ import annotations

from datetime import date

from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


PASTED_FIRST = ("Priya: Quiz night is at the Plough on Wednesday, 8pm\n"
                "Sam: Priya didn't you say 8.30 on the poster?\n"
                "Priya: yes 8:30 sorry\n"
                "Sam: I'll book a table\n"
                "Jo: can't make it this week\n"
                "user: That's our quiz team chat, I'm Jo.")


def test_a_chat_pasted_before_the_users_turn_is_read_with_its_corrections():
    assert ok("Quiz night starts at 8:30pm.", PASTED_FIRST)
    assert not ok("Quiz night starts at 8pm.", PASTED_FIRST)
    assert ok("Sam will book a table for quiz night.", PASTED_FIRST)
    assert not ok("The user will go to quiz night.", PASTED_FIRST)


FAMILY = ("user: Copying the family chat here:\n"
          "Dad: The barbecue is Saturday at 2pm at ours.\n"
          "Mum: It's 3.30, the neighbours asked us to start later.\n"
          "Dad: Oh yes sorry, 3.30.\n"
          "assistant: Thanks, noted.")


def test_a_dotted_time_corrects_the_time_before_in_a_chat_of_clock_times():
    assert ok("The barbecue starts at 3:30pm on Saturday.", FAMILY)
    assert not ok("The barbecue starts at 2pm on Saturday.", FAMILY)


def test_a_relayed_value_the_user_agrees_with_corrects_their_own():
    span = ("user: The gym membership is £38 a month, starting in March.\n"
            "user: My brother says it's £42 a month, he's a member. He's right.\n"
            "assistant: Got it.")
    assert ok("The gym membership costs £42 a month.", span)
    assert not ok("The gym membership costs £38 a month.", span)


def test_a_mail_reply_quoted_over_the_message_it_answers_corrects_it():
    span = ("user: Here's the thread about the venue:\n"
            "> From: Omar Khan\n"
            "> Tom, the deposit is £400, not £450. The date is fine.\n"
            ">> From: Tom Reid\n"
            ">> The hall is booked for 12 June, deposit £450.\n"
            "user: Omar runs the hall, so his number is right.")
    assert ok("The hall deposit is £400.", span)
    assert not ok("The hall deposit is £450.", span)
    assert ok("Tom put the hall deposit at £450.", span)


def test_a_plan_moved_after_but():
    span = ("user: The boiler service was booked for Tuesday 3rd but they've moved it to Thursday 5th.\n"
            "assistant: Noted, Thursday 5th.")
    assert ok("The boiler service is on Thursday 5th.", span)
    assert not ok("The boiler service is on Tuesday 3rd.", span)


def test_a_question_in_the_turn_answered_by_the_next_line():
    span = ("Me: Hi Dev, is the parking permit still £60 a year?\n"
            "Dev (council): It's £75 a year from April, the new rates were published in January.\n"
            "Me: Thanks, I'll renew then.\n"
            "user: My texts with the council.")
    assert ok("The parking permit costs £75 a year from April.", span)
    assert not ok("The parking permit costs £60 a year from April.", span)


def test_plans_called_off_by_a_rain_check_or_a_veto():
    span = ("user: We've booked a campsite in the Lakes for Saturday but the forecast is awful, so it's a rain check.\n"
            "assistant: Shame! Anything else planned?\n"
            "user: Dinner at Luca's on Friday at 7, then we were going on to a club but Sara's vetoed that.")
    assert not ok("The user has booked a campsite in the Lakes for Saturday.", span)
    assert not ok("The group is going on to a club after dinner at Luca's.", span)
    assert ok("Dinner at Luca's is on Friday at 7.", span)


def test_values_worked_out_from_the_users_sentences():
    span = ("user: Two quotes for the fence: Greenline £1,200 and Ashby Fencing £1,450, plus a third from Oak & Co at £1,300.\n"
            "assistant: Which will you pick?\n"
            "user: Greenline. The fitter works from half eight till quarter past four.")
    assert ok("Ashby Fencing's quote was £250 more than Greenline's.", span)
    assert not ok("Ashby Fencing's quote was £350 more than Greenline's.", span)
    assert ok("The fence quotes average £1,316.67.", span)
    assert not ok("The fence quotes average £1,350.", span)
    assert ok("The fitter's working day lasts 7 hours 45 minutes.", span)
    assert not ok("The fitter's working day lasts 8 hours.", span)


def test_a_rate_an_hour_times_the_hours():
    span = ("user: The babysitter charges £9.50 an hour and we were out for five hours.\n"
            "assistant: Have a good evening!")
    assert ok("The babysitter cost £47.50 for the five-hour evening.", span)
    assert not ok("The babysitter cost £45 for the five-hour evening.", span)
