"""Chats pasted from more apps (conv26): a writer's stamp written after the name with its day after its time ("Ines
09:12 (Mon 8 Jun 2026):", "Tomas · 14:02 · Tue 9 Jun 2026:"), on a line of its own ("kasia.nowak  3:10 PM (Wed 10 Jun
2026)"), after "Comment by", or a meeting chat's "→ Everyone"; days said in another language ("dilluns", "holnap",
"poimâine") and a day refused in it left unread ("mesh bukra"); a question whose day was dated grounds nothing."""

from __future__ import annotations

from datetime import date

from trustgate import chat_heads, days_abroad
from trustgate.values import extract
from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 20)).findings


def test_stamps_after_the_writer_are_written_before_it():
    lines = ["Ines 09:12 (Mon 8 Jun 2026): can we swap the lesson?", "Me 09:20: sure",
             "Tomas · 14:02 · Tue 9 Jun 2026: the van is booked", "Comment by Ruth · 10 Jun 19:12: noted",
             "@harbourbakes · Jun 3, 2026, 8:15 AM: the cake is ready"]
    assert chat_heads.written(lines) == [
        "[Mon 8 Jun 2026, 09:12] Ines: can we swap the lesson?", "Me · 09:20: sure",
        "[Tue 9 Jun 2026, 14:02] Tomas: the van is booked", "[10 Jun, 19:12] Ruth: noted",
        "[Jun 3, 2026, 8:15 AM] harbourbakes: the cake is ready"]


def test_a_writers_line_over_the_message_and_a_meeting_chats_addressee():
    lines = ["kasia.nowak  3:10 PM (Wed 10 Jun 2026)", "the boiler man comes at 8", "olek.b  3:12 PM", "ok"]
    assert chat_heads.written(lines) == ["[Wed 10 Jun 2026, 3:10 PM] kasia.nowak: the boiler man comes at 8",
                                         "olek.b · 3:12 PM: ok"]
    meeting = ["[6:02 PM] Omar Haddad (Host) → Everyone: The hall holds 40.", "[6:03 PM] Lucy Park → Everyone: ok"]
    assert chat_heads.written(meeting) == ["[6:02 PM] Omar Haddad (Host): The hall holds 40.", "[6:03 PM] Lucy Park: ok"]


def test_lines_of_one_writer_or_a_day_over_the_messages_are_left_as_they_are():
    """Guard: a day written over a day's messages ("Mon, 4 May 2026 at 18:22") is no writer; one writer is no chat."""
    lines = ["Mon, 4 May 2026 at 18:22", "Gareth: the boiler service is Thursday", "Tue, 5 May 2026 at 09:03", "Me: ok"]
    assert chat_heads.written(lines) == lines
    assert chat_heads.written(["Ines 09:12: hi", "Ines 09:13: the lesson is at 5"]) == ["Ines 09:12: hi", "Ines 09:13: the lesson is at 5"]


REPAIR = "\n".join([
    "Fixit Portal · job 4471",
    "Ines 09:12 (Mon 8 Jun 2026): The washer repair is booked for 14:30 on Thursday.",
    "Me 09:20: great, see you then",
    "Ines 09:31 (Mon 8 Jun 2026): The call-out fee is £45.",
    "Me 09:40: ok, I will pay it on the day",
])


def test_a_stamp_with_its_day_after_the_time_dates_the_message_and_is_no_value_of_it():
    assert ok("The washer repair is booked for 14:30 on Thursday 11 June.", REPAIR)
    assert not ok("The washer repair is booked for 09:12 on Thursday 11 June.", REPAIR)


def test_days_said_in_another_language_are_read_in_english():
    assert days_abroad.english_days("the class is dilluns at 6") == "the class is Monday at 6"
    assert days_abroad.english_days("pick-up holnap after 5") == "pick-up tomorrow after 5"
    assert days_abroad.english_days("poimâine e bine") == "the day after tomorrow e bine"
    assert days_abroad.english_days("ok, onsdag 14:00") == "ok, Wednesday 14:00"
    assert days_abroad.english_days("the fitter comes יום חמישי") == "the fitter comes Thursday"


def test_a_day_refused_in_another_language_is_left_unread():
    assert days_abroad.english_days("mesh bukra, Friday") == "mesh bukra, Friday"
    assert days_abroad.english_days("zítra nemůžu, pátek ok") == "zítra nemůžu, Friday ok"
    assert days_abroad.english_days("kesho no, Jumamosi") == "kesho no, Saturday"
    assert days_abroad.english_days("Nay, I said so tomorrow") == "Nay, I said so tomorrow"


SELLER = "\n".join([
    "Marketplace chat · oak desk",
    "[Tue 16 Jun 2026, 18:02] Seller: Hi! The desk is 120 cm wide. Collection in Brno.",
    "[Tue 16 Jun 2026, 18:05] Buyer: great, can I collect zítra?",
    "[Tue 16 Jun 2026, 18:07] Seller: zítra nemůžu, but on pátek at 17:00 is fine.",
    "[Tue 16 Jun 2026, 18:09] Buyer: ok pátek 17:00",
])


def test_a_day_in_another_language_dates_a_chat_of_people():
    assert ok("The buyer is collecting the oak desk on Friday 19 June at 17:00.", SELLER)
    assert not ok("The buyer is collecting the oak desk on Wednesday 17 June.", SELLER)


ASKED = "\n".join([
    "Chat · Omar & Sami",
    "[Wed 10 Jun 2026, 21:02] Omar: is the van coming tomorrow?",
    "[Wed 10 Jun 2026, 21:05] Sami: it is coming on Saturday, between 8 and 12",
    "[Wed 10 Jun 2026, 21:06] Omar: great, thanks",
])


def test_a_question_whose_day_was_dated_grounds_nothing():
    assert not ok("The van is coming on Thursday 11 June.", ASKED)
    assert ok("The van is coming on Saturday 13 June between 8 and 12.", ASKED)


def test_money_written_with_its_currency_after_the_amount():
    found = {v.text: (v.kind, str(v.norm), v.unit) for s in ("a night is 1.250 Kč", "the bike is 480 €", "tickets 900 baht")
             for v in extract(s)}
    assert found == {"1.250 Kč": ("money", "1250", "CZK"), "480 €": ("money", "480", "EUR"),
                     "900 baht": ("money", "900", "THB")}
    assert [str(v.norm) for v in extract("the deposit is €2.500")] == ["2500"]


def test_a_point_before_three_places_is_a_fraction_of_a_penny_or_cent_in_pounds_and_dollars():
    """Guard: "$3.459" a gallon and "£1.299" a litre stay as written."""
    assert [str(v.norm) for v in extract("diesel was £1.299 a litre, $3.459 in Ohio")][:2] == ["1.299", "3.459"]


LODGE = "\n".join([
    "Lodge booking chat",
    "[Sat 13 Jun 2026, 10:02] Host: The cabin is 2.400 Kč a night, firewood included.",
    "[Sat 13 Jun 2026, 10:05] Guest: great, we will take it for two nights",
    "[Sat 13 Jun 2026, 10:07] Host: Booked. A sauna session is 300 Kč extra if you want it.",
    "[Sat 13 Jun 2026, 10:09] Guest: thanks, we will decide when we arrive",
])


def test_an_amount_grouped_with_dots_grounds_the_same_amount_written_with_commas():
    assert ok("The cabin costs 2,400 Kč a night.", LODGE)
    assert not ok("The cabin costs 2,500 Kč a night.", LODGE)


PLUMBER = "\n".join([
    "user: The plumber is coming on Tuesday at 9am to fix the radiator valve.",
    "assistant: Noted: the plumber, Tuesday at 9am.",
    "user: Oh, the time is 9:30 not 9, I read the text again.",
])


def test_a_bare_hour_after_not_takes_back_the_clock_time_said_with_its_half_of_the_day():
    assert not ok("The plumber is coming at 9am on Tuesday.", PLUMBER)
    assert ok("The plumber is coming at 9:30am on Tuesday.", PLUMBER)
