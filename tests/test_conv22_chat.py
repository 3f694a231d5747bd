"""Chats of people pasted from apps (conv22): a message's later sentences are about the name its first sentence gives
and about its writer; the title an app prints above the messages names what each of them is about; what someone only
asks ("£60 a year now?") grounds nothing."""

from __future__ import annotations

from datetime import date

from trustgate import chat_lines
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


FAMILY = "\n".join([
    "Cousins chat 🎉",
    "Mum: Auntie Bel's party is on sat 13th at 4, at the cricket club",
    "Jo: great, I'll bring the cake",
    "Mum: lovely. Dad can drive us",
    "Dad: yes, we should leave by 3 though",
    "Jo: see you all there x",
])


def test_a_weekday_and_a_day_without_its_month_are_dated():
    assert ok("Auntie Bel's party is on Saturday 13 June.", FAMILY)
    assert not ok("Auntie Bel's party is on Saturday 20 June.", FAMILY)


def test_a_day_alone_is_dated_from_the_day_its_message_was_written():
    span = "\n".join([
        "Coach Amy · Tue 26 May 18:10: the time trial is on the 9th, bring spikes",
        "Jo · Tue 26 May 18:12: ok I'll be there with my spikes",
        "Coach Amy · Tue 26 May 18:15: warm up starts half an hour before",
    ])
    assert ok("The time trial is on 9 June.", span)
    assert not ok("The time trial is on 9 May.", span)


def test_a_day_and_month_written_with_a_slash_in_a_stamped_chat():
    span = "\n".join([
        "Tenant (Ravi Shah), 02/05/2026 09:40: The smoke alarm in the hall keeps beeping.",
        "Agent (Kerr Lettings), 02/05/2026 10:05: Thanks Ravi. An electrician is booked for 14/05 in the morning.",
        "Tenant (Ravi Shah), 02/05/2026 10:20: Great, I will be home that day.",
    ])
    assert ok("An electrician is booked for 14 May.", span)


def test_a_writer_with_the_time_after_the_name_is_a_chat_of_people():
    for first, second in (("Sue · Thu 28 May 17:02: the lesson moved to Friday", "Me · 17:30: ok I can do Friday instead"),
                          ("Dan (Sales) 15:02: The car is ready for collection", "You 15:03: great, I will come at noon"),
                          ("Tenant (Ana Lee), 12/05/2026 08:14: The tap is leaking again", "Agent, 12/05/2026 09:00: A plumber will call you")):
        assert chat_lines.spoken([first, second]), first


def test_a_log_line_with_a_level_and_a_time_is_no_chat_guard():
    """Guard: a tool's log lines are no chat of people."""
    lines = ["INFO 10:42:01 worker started with 4 threads", "WARN 10:42:05 queue is at 80% of its limit"]
    assert not chat_lines.spoken(lines)


def test_a_reference_written_in_groups_grounds_it_joined():
    span = "\n".join([
        "Parcel help chat",
        "[Bot] Please type your order number.",
        "[Customer] KT 5521 0093 UK",
        "[Bot] Thanks! Your order was shipped on Monday and is with the courier.",
        "[Customer] it has not arrived, I need to speak to someone",
    ])
    assert ok("The order number is KT55210093UK.", span)
    assert not ok("The order number is KT55210039UK.", span)


QUIZ = "\n".join([
    "#quiz-night (Mattermost)",
    "@nina: Quiz night is at the Crown, Wed 17 June, 7pm",
    "@omar: the Crown has karaoke that night, can we do the week after?",
    "@nina: ok, make that Wed 24 June then, same time",
    "@omar: great, I'll book a table for 8",
])


def test_a_writer_moving_their_own_date_takes_the_first_one_back():
    assert ok("Quiz night at the Crown is on Wednesday 24 June.", QUIZ)
    assert not ok("Quiz night at the Crown is on Wednesday 17 June.", QUIZ)


def test_another_writer_value_is_no_correction_guard():
    """Guard: what one writer says of a thing does not take back what another said of it."""
    span = "\n".join([
        "Ops chat",
        "[09:02] Priya: the nightly backup runs at 2am and takes about 40 minutes",
        "[09:05] Marco: I moved the report job to 3am yesterday so it won't clash",
        "[09:06] Priya: nice, thanks Marco",
    ])
    assert ok("The nightly backup runs at 2am.", span)
