"""Chats of people pasted from apps (conv22): a message's later sentences are about the name its first sentence gives
and about its writer; the title an app prints above the messages names what each of them is about; what someone only
asks ("£60 a year now?") grounds nothing."""

from __future__ import annotations

from datetime import date

from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


GARAGE = "\n".join([
    "Web chat — Brampton Tyres",
    "Customer: hi, my front left tyre keeps losing air, is it a puncture?",
    "Agent Colm: Hi! Sounds like it. We can fit a new one today. A new tyre is £89 fitted.",
    "Customer: can you do £70?",
    "Agent Colm: Sorry, £89 is our price. Balancing is free with it.",
    "Customer: fine, booked 3pm",
])


def test_the_title_above_a_chat_names_what_its_messages_are_about():
    assert ok("A new tyre at Brampton Tyres costs £89 fitted.", GARAGE)


def test_a_price_only_asked_for_grounds_nothing():
    span = "\n".join([
        "Help · Fernway Boilers",
        "Customer: my boiler is making a banging noise",
        "Agent Tia: Sorry to hear that! An engineer can come on Thursday.",
        "Customer: is the callout £60?",
        "Agent Tia: I'll check with the office and message you back.",
        "Customer: ok thanks",
    ])
    assert not ok("The Fernway Boilers callout costs £60.", span)
    assert ok("An engineer from Fernway Boilers can come on Thursday.", span)


SWIM = "\n".join([
    "Swim club chat",
    "Coach Len: How was the session? Aim was 1:20 per 100.",
    "Mira: ok. entry for the Avon Open is sent, 12 July",
    "Coach Len: Great. Rest tomorrow then.",
    "Olu: Lift share? Cleo rides with me, pick up at 7.",
])


def test_a_message_later_sentences_stay_with_its_writer():
    assert ok("Mira has entered the Avon Open on 12 July.", SWIM)


def test_a_name_said_in_another_message_is_still_placed_guard():
    """Guard: a sentence of another writer's message, which does not name the claim's name, does not ground it."""
    assert not ok("Cleo has entered the Avon Open on 12 July.", SWIM)


def test_a_question_in_a_user_assistant_chat_is_read_as_before_guard():
    """Guard: a user/assistant chat keeps its own reading of questions and answers."""
    span = "\n".join(["user: is the pool open at 7?", "assistant: Yes, it opens at 7.", "user: great, I'll go at 7"])
    assert ok("The user will go to the pool at 7.", span)
