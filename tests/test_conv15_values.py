"""Values as people say them in chats (conv15): money in British slang (values/casual.py), the 24-hour clock said aloud
and a window of bare hours (values/spoken.py), "7.30pm" (values/reading.py); a time written with a dot and a price
said in two parts of number words, read so only inside a chat (turn_marks.py)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trustgate import turn_marks
from trustgate.values import extract


def read(text: str) -> list[tuple[str, object, str | None]]:
    return [(v.kind, v.norm, v.unit) for v in extract(text)]


@pytest.mark.parametrize("text, norm", [
    ("she paid sixty quid for it", Decimal(60)),
    ("it was 25 quid", Decimal(25)),
    ("I lent him a tenner", Decimal(10)),
    ("three fivers in the jar", Decimal(15)),
    ("the dealer offered a ton and a half", Decimal(150)),
    ("the taxi cost a score", Decimal(20)),
    ("she's paying me a pony for the lamp", Decimal(25)),
    ("they knocked a ton off", Decimal(100)),
])
def test_money_slang_is_pounds(text, norm):
    money = [(k, n, u) for k, n, u in read(text) if k == "money"]
    assert money == [("money", norm, "GBP")]


def test_slang_words_are_money_only_where_money_is_handed_over():
    assert [k for k, _, _ in read("we paid a pony for the lamp")] == ["money"]
    for text in ("we bought a pony for the kids", "a ton of sand", "a score of people came", "I weigh over a ton",
                 "he offered a monkey under asking"):
        assert not [k for k, _, _ in read(text) if k == "money"], text


def test_grand_is_thousands():
    assert read("fifteen grand") == [("number", Decimal(15000), None)]
    assert read("two and a half grand") == [("number", Decimal("2500.0"), None)]
    assert read("the grand total is 40") == [("number", Decimal(40), None)]


@pytest.mark.parametrize("text, norm", [
    ("the ferry leaves at oh-nine-fifty", "09:50"), ("back at seventeen hundred", "17:00"),
    ("muster at oh six hundred hours", "06:00"), ("nineteen thirty hours", "19:30"), ("doors at 7.30pm", "19:30"),
])
def test_clock_said_aloud_or_with_a_dot_and_pm(text, norm):
    assert [n for k, n, _ in read(text) if k == "time"] == [norm]


def test_years_and_counts_are_no_clock_time():
    assert [n for k, n, _ in read("we leave at seventeen hundred")] == ["17:00"]
    for text in ("born in nineteen thirty", "seventeen hundred people came", "two hundred of them"):
        assert not [k for k, _, _ in read(text) if k == "time"], text


def test_a_window_of_bare_hours_where_a_time_is_given():
    assert [n for k, n, _ in read("the courier is coming between nine and one")] == ["09:00", "01:00"]
    assert [n for k, n, _ in read("afternoon slot 2 till 5.")] == ["02:00", "05:00"]
    assert not [k for k, _, _ in read("I scored between 7 and 8.") if k == "time"]
    assert not [k for k, _, _ in read("I can take the shift from 9 to 1.") if k == "time"]
    assert not [k for k, _, _ in read("the courier is coming between 5 and 10 parcels") if k == "time"]


@pytest.mark.parametrize("text, out", [
    ("It's 11.45, I checked.", "It's 11:45, I checked."), ("oh yes 6.15 sorry", "oh yes 6:15 sorry"),
    ("it costs £12.30", "it costs £12.30"), ("2.50 kg", "2.50 kg"), ("version 1.20", "version 1.20"),
    ("rated 4.50 stars", "rated 4.50 stars"),
])
def test_dotted_times(text, out):
    assert turn_marks.dotted_times(text) == out


@pytest.mark.parametrize("text, out", [
    ("the lamp is extra at twenty four ninety nine", "the lamp is extra at £24.99"),
    ("it was two nineteen fifty", "it was £219.50"),
    ("born in nineteen ninety nine", "born in nineteen ninety nine"),
    ("it is twenty five", "it is twenty five"),
])
def test_spoken_prices(text, out):
    assert turn_marks.spoken_prices(text, "£") == out
