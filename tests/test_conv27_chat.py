"""Chats pasted from more apps (conv27): a writer's stamp after a dash ("Northgate Glazing — 4 Mar 2026, 09:15"), its
day and clock set apart by a dot ("Priya · Mar 4, 2026 · 9:15 AM"), in parentheses with a year first ("Hiro Tanaka
(2026/03/04 09:15)"), a day with a dot before its month ("onsdag 4. mar. 2026 09:15"), a day alone on a writer's line
over the message ("Colm B. (Host) · Mar 4, 2026"); a clock time after the writer dropped as a stamp before it is; a
pasted line's "I" written as the writer's given name ("Maja Lindqvist" -> Maja), a title's name after it."""

from __future__ import annotations

from datetime import date

import pytest

from trustgate import chat_days, chat_heads, days_abroad, pasted
from trustgate.values import extract
from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 3, 20)).findings


def test_a_stamp_after_a_dash_or_with_a_dot_between_day_and_clock():
    lines = ["Northgate Glazing — 4 Mar 2026, 09:15", "The new sash window is £640 fitted.",
             "You — 4 Mar 2026, 09:40", "Can you fit it on Friday?",
             "Priya · Mar 4, 2026 · 9:15 AM", "the skip arrives at 8", "Tom · Mar 4, 2026 · 9:20 AM", "ok thanks"]
    assert chat_heads.written(lines) == [
        "[4 Mar 2026, 09:15] Northgate Glazing: The new sash window is £640 fitted.",
        "[4 Mar 2026, 09:40] You: Can you fit it on Friday?",
        "[Mar 4, 2026, 9:15 AM] Priya: the skip arrives at 8", "[Mar 4, 2026, 9:20 AM] Tom: ok thanks"]


def test_a_stamp_in_parentheses_a_dotted_day_and_a_day_alone():
    lines = ["Hiro Tanaka (2026/03/04 09:15)", "The kiln firing is on Saturday.", "Me (2026/03/04 09:30)", "great",
             "Ane Holm · onsdag 4. mar. 2026 09:15: we meet at the harbour", "Per Dahl · onsdag 4. mar. 2026 09:20: fint"]
    assert chat_heads.written(lines) == [
        "[2026/03/04, 09:15] Hiro Tanaka: The kiln firing is on Saturday.", "[2026/03/04, 09:30] Me: great",
        "[onsdag 4 mar 2026, 09:15] Ane Holm: we meet at the harbour", "[onsdag 4 mar 2026, 09:20] Per Dahl: fint"]
    days = ["Colm B. (Host) · Mar 4, 2026", "The quiz starts at 8pm.", "Aoife · Mar 5, 2026", "I'll bring the buzzers."]
    assert chat_heads.written(days) == ["Colm B. (Host, Mar 4, 2026): The quiz starts at 8pm.",
                                        "Aoife (Mar 5, 2026): I'll bring the buzzers."]


def test_a_title_over_a_day_is_no_writer():
    """Guard: a chat's title with a day in it ("Lakeside Kayaks · Sat 7 Mar 2026") over one writer's lines is left."""
    lines = ["Lakeside Kayaks · Sat 7 Mar 2026", "Rental is two hours.", "Ben: thanks"]
    assert chat_heads.written(lines) == lines


def test_a_clock_after_the_writer_is_dropped_with_the_chat_read():
    lines = ["Oisin · 19:02: the table is booked for 7:45", "Me · 19:05: lovely, see you there"]
    assert chat_days.read_lines(lines, date(2026, 3, 4)) == ["Oisin: the table is booked for 7:45",
                                                            "Me: lovely, see you there"]


SUPPER = "\n".join([
    "Hoppr · chat with Oisin · Wed 4 Mar 2026", "Oisin 21:02", "Supper club Friday? 8pm at Fennel?",
    "Me 21:05", "Friday works, 8pm at Fennel", "Oisin 21:12", "Actually make it half 8, I finish late", "Me 21:14",
    "Half 8 it is",
])


def test_a_time_in_the_message_is_not_read_against_the_clock_of_its_stamp():
    """Guard (passes on b0d5508 too): with the stamps dropped, the time settled on still grounds and the first does not."""
    assert ok("The supper club at Fennel is on Friday 6 March at 8:30pm.", SUPPER)
    assert not ok("The supper club at Fennel starts at 8pm.", SUPPER)


def test_a_full_name_writes_its_given_name_a_title_its_name():
    assert pasted.as_said("Maja Lindqvist", "I can bring the ladder") == "Maja Lindqvist wrote: Maja can bring the ladder."
    assert pasted.as_said("Aunt Rosa", "I can host").endswith("Rosa can host.")
    assert pasted.as_said("Mrs Okafor", "I'm away").endswith("Okafor is away.")


PAINTING = "\n".join([
    "user: our allotment group's thread, I'm Gwen",
    "Maja Lindqvist · Wed 4 Mar 2026, 20:14: I can bring the ladder on Saturday",
    "Tomas Berg · Wed 4 Mar 2026, 20:20: I can do the shed roof, but only until 12",
    "Gwen Price · Wed 4 Mar 2026, 20:31: Great, I'll bring tea",
])


def test_a_pasted_writer_known_by_a_full_name_is_the_given_name_of_the_claim():
    assert ok("Tomas can do the shed roof, but only until 12.", PAINTING)
    assert not ok("Maja can do the shed roof, but only until 12.", PAINTING)


def test_a_value_a_correction_says_again_is_kept_where_it_was():
    lines = ["Hollybank Fencing: Quote for the back fence: 10 posts at £12 each, gate £95, labour £240.",
             "Me: Could we do 8 posts? The run is shorter than you measured.",
             "Hollybank Fencing: Re-measured from your photos, it comes to 9 posts. Gate stays £95.",
             "Me: ok 9 then"]
    assert chat_days.read_lines(lines, date(2026, 3, 4))[0] == \
        "Hollybank Fencing: Quote for the back fence: 9 posts at £12 each, gate £95, labour £240."


TILES = "\n".join([
    "Kiln Co · Mar 4, 2026 · 9:15 AM", "The quote: 12 tiles at £7 each, grout £15.",
    "Me · Mar 4, 2026 · 9:20 AM", "ok go ahead",
])
SARONGS = "\n".join([
    "Toko Kain · 3 Mar 2026, 10:02", "Ready stock: 4 sarongs for you, Rp 42.500 each. Ongkir Rp 15.000.",
    "Saya · 3 Mar 2026, 10:05", "ok kak, I'll pay now",
])


@pytest.mark.parametrize(("span", "right", "wrong"), [
    (TILES, "The 12 tiles cost £84 in total.", "The 12 tiles cost £96 in total."),
    (SARONGS, "The 4 sarongs cost Rp 170,000 before postage.", "The 4 sarongs cost Rp 185,000 before postage."),
])
def test_a_count_times_an_amount_for_each_is_worked_out_when_the_claim_gives_the_count(span, right, wrong):
    assert ok(right, span)
    assert not ok(wrong, span)


def test_an_amount_each_is_not_multiplied_by_a_count_the_claim_does_not_give():
    """Guard (passes on b0d5508 too): no count in the claim, nothing multiplied."""
    assert not ok("The tiles cost £84.", TILES)


def test_rupiah_and_icelandic_kronur_are_money():
    (rp,) = extract("Rp 42.500")
    assert (rp.kind, rp.unit, rp.norm) == ("money", "IDR", 42500)
    (isk,) = extract("12,400 ISK")
    assert (isk.kind, isk.unit, isk.norm) == ("money", "ISK", 12400)


def test_an_option_picked_by_a_word_it_names():
    offer = "Leah (Parcelhub): I can refund £34 to your card or give you £40 in store credit."
    assert chat_days.chosen_lines([offer, "Me: Card please."])[0] == "Leah (Parcelhub): I can refund £34 to your card."
    kept = chat_days.chosen_lines([offer, "Me: store credit pls"])[0]
    assert "£40 in store credit" in kept and "£34" not in kept
    assert chat_days.chosen_lines([offer, "Me: let me think about it"])[0] == offer  # no option named: both left


def test_days_said_in_icelandic_lithuanian_irish_afrikaans_and_bengali():
    assert days_abroad.english_days("kem á morgun, ekki laugardaginn") == "kem tomorrow, ekki Saturday"
    assert days_abroad.english_days("rytoj 9:00, poryt ne") == "tomorrow 9:00, poryt ne"  # a day refused is left
    assert days_abroad.english_days("Dé Sathairn or Déardaoin") == "Saturday or Thursday"
    assert days_abroad.english_days("Vrydag is reg, môre nie") == "Friday is reg, môre nie"  # a day refused is left
    assert days_abroad.english_days("delivery budhbar") == "delivery Wednesday"


def test_a_no_to_a_day_asked_for_takes_nothing_back():
    lines = ["Fjord Kayaks (Siv): Your tour is on Saturday 13 June at 10:00.",
             "Me: Could we move to Friday 12 June instead?",
             "Fjord Kayaks (Siv): Nei, sorry, Friday 12 June is full. Saturday stays."]
    assert chat_days.corrected_lines(lines)[0] == lines[0]
    fixed = ["Fjord Kayaks (Siv): Your tour is at 10:00.", "Me: Is it 10:00?", "Fjord Kayaks (Siv): No, sorry, it's 10:30."]
    assert chat_days.corrected_lines(fixed)[0] == "Fjord Kayaks (Siv): Your tour is at 10:30."


GARAGE = "\n".join([
    "user: The garage quoted £420 for the clutch and £60 for a new battery.",
    "assistant: Noted, £480 in all.",
    "user: Correction, the clutch is £400, they knocked £20 off with my loyalty card.",
])


def test_an_amount_taken_off_is_no_price_of_another_thing():
    assert ok("The new battery from the garage is £60.", GARAGE)
    assert ok("The clutch costs £400.", GARAGE)
    assert not ok("The new battery from the garage is £20.", GARAGE)


CLINIC = "\n".join([
    "Peanut · chat with Marit · Mon 2 Mar 2026",
    "Marit · 09:12", "The baby clinic is on Thursdays at the health centre, 9-11.",
    "Me · 09:20", "Great, I'll come this Thursday",
])


def test_a_claims_bare_hours_are_clock_times_in_a_chat_of_people_written_as_apps_write_it():
    assert ok("The baby clinic is on from 9 to 11 at the health centre.", CLINIC)
    assert not ok("The baby clinic is on from 9 to 12 at the health centre.", CLINIC)


def test_a_weekday_closing_a_clause_without_on_is_dated_from_the_message():
    lines = ["[Wed 4 Mar 2026, 18:02] Oisin: I've a darts match Saturday. Free Sunday though"]
    assert chat_days.dated_lines(lines, date(2026, 3, 4)) == [
        "[Wed 4 Mar 2026, 18:02] Oisin: I've a darts match Saturday (7 March 2026). Free Sunday though"]
