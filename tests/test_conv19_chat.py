"""Chats read as the user settled them (conv19): Teams and Telegram messages pasted with their header on a line of its
own, a writer whose name starts like a month or a weekday, "no, ..." answering a question in the turn, sums left
unworked (a balance after money paid in, a rate from a total, a clock time some minutes before another), a worked-out
value the assistant states and the user confirms, a yes that adds a value of its own, a fact about the thing a
supposition names, and a word of a firm's name said by another writer."""

from __future__ import annotations

from datetime import date

from trustgate import pasted, turns
from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


def test_teams_and_telegram_headers_name_the_writer_of_the_lines_below():
    teams = ["user: the Teams thread:", "[09:02] Carla Jones", "The audit starts on the 9th.", "[09:05] Dev Shah",
             "I'll bring the laptops"]
    assert pasted.apps(teams)[1:] == ["Carla: The audit starts on the 9th.", "Dev: I'll bring the laptops"]
    telegram = ["user: from the telegram chat", "Sunil, [03.05.2026 18:20]", "nets are at 6 on Thursday",
                "Marcus, [03.05.2026 18:25]", "I'll bring the balls"]
    assert pasted.apps(telegram)[1:] == ["Sunil: nets are at 6 on Thursday", "Marcus: I'll bring the balls"]


def test_a_no_answering_a_question_in_the_turn_corrects_nothing():
    span = ["user: the club chat:", "Ana: The courts are shut for resurfacing until the 14th", "Joe: so no match Saturday?",
            "Ana: no, we restart on the 16th at 10"]
    conv = turns.read(pasted.apps(span))
    assert conv is not None and conv.corrected == ()
    assert ok("The courts are shut for resurfacing until the 14th.", "\n".join(span))


def test_sums_a_sentence_leaves_unworked():
    from trustgate.values.reckoned import reckoned  # (conv19's module)

    assert "(£1,070 now)" in reckoned("The joint account had £820 and Sam paid in £250 yesterday.")
    assert "(£45 left)" in reckoned("There was £120 in the float and I spent £75 on stock.")
    assert "(£18 an hour)" in reckoned("I worked 15 hours at the market and got paid £270.")
    assert "(at 07:35)" in reckoned("The coach leaves at 08:05 and we must check in 30 minutes before.")
    assert "(until 9pm)" in reckoned("The quiz starts at 7.30pm and lasts 1 hour 30 minutes.")
    assert reckoned("I ran for 2 hours and then spent £30 on a taxi.") == "I ran for 2 hours and then spent £30 on a taxi."


def test_a_worked_value_the_assistant_states_and_the_user_confirms():
    conv = turns.read(["user: My ISA had £4,100 in it and then I put more in from my bonus.",
                       "assistant: That brings it to £5,000.", "user: Right, and I want £8,000 in it by next April."])
    assert conv is not None and conv.asserted[1].startswith("That brings it to £5,000: Right")  # the yes adds £8,000, not in its place
    conv = turns.read(["user: The lamb needs 2 hours and we eat at 7pm.", "assistant: Then it goes in at 5pm.", "user: Perfect."])
    assert conv is not None and conv.asserted[1] == "Then it goes in at 5pm: Perfect."


def test_a_fact_about_the_thing_a_supposition_names():
    span = ("user: If I get the Bristol flat we'll need a van on the 30th.\n"
            "user: The viewing is on the 12th at 5pm.")
    assert ok("The viewing of the Bristol flat is on the 12th at 5pm.", span)
    assert not ok("The user got the Bristol flat.", span)
    assert not ok("The user will need a van on the 30th.", span)


def test_a_word_of_a_firms_name_said_by_another_writer_is_no_deed_of_theirs():
    from trustgate.alignment import chat
    from trustgate.text import stem

    assert chat._in_name(stem("curry"), "Priya is ordering lunch from Green Curry House for Friday")
    assert not chat._in_name(stem("lunch"), "Priya is ordering lunch from Green Curry House for Friday")
    assert not chat._in_name(stem("curry"), "Curry night is on Friday")  # a sentence's first word
    assert not chat._in_name(stem("curry"), "Priya is cooking a Thai curry")


def test_a_question_in_a_pasted_chat_answered_by_the_next_writer():
    span = ["user: the allotment chat:", "Rhys: Shall I order the manure?", "Bev: Yes please, two bags",
            "Me: when's the work party?", "Bev: 10am at the shed"]
    conv = turns.read(pasted.apps(span))
    assert conv is not None
    assert any(s.startswith("Shall Rhys order the manure: Yes please") for s in conv.asserted)
    assert any(s.startswith("when's the work party: 10am at the shed") for s in conv.asserted)
