"""How often, told as a length of time after "every" or as a period's adverb (values/frequencies.py), a clock time
after "from", "bus" as a word, a speed against a length, and states of progress and of being shut told as phrases
(values/phrases.py). Sentences of our own; each test failed on e493e35 unless its docstring says it is a guard."""

from __future__ import annotations

import pytest

from trustgate.values import comparable, extract, same


def _one(text: str):
    (v,) = extract(text, often=True)
    return v


@pytest.mark.parametrize("every, times", [
    ("The ferry sails every twenty minutes.", "The ferry sails three times an hour."),
    ("The sprinkler comes on every 15 seconds.", "The sprinkler comes on four times a minute."),
    ("The parish magazine is printed fortnightly.", "The parish magazine is printed every two weeks."),
    ("The choir meets twice monthly.", "The choir meets two times a month."),
])
def test_how_often_is_one_value_however_said(every, times):
    """"every twenty minutes" is a frequency (it was a length of time of 20 minutes), equal to the same count of times
    in a period; a period's adverb ("fortnightly") is one too (it was no value)."""
    a, b = _one(every), _one(times)
    assert a.unit == b.unit == "time/second" and same(a, b)


def test_grounding_reads_the_length_of_time_written():
    """Guard (passed before): without `often`, "every 15 seconds" is the 15 seconds a source's "interval = 15" gives."""
    (v,) = extract("It polls every 15 seconds.")
    assert v.kind == "duration" and v.norm == 15


def test_a_frequency_is_no_length_of_time():
    """"every 20 minutes" and "takes 20 minutes" never compare (a difference between them is no disagreement; the slot
    stage reads them as two attributes); two frequencies do ("every hour" / "every half hour")."""
    often, long_ = _one("The shuttle runs every 20 minutes."), _one("The shuttle ride takes 20 minutes.")
    assert not comparable(often, long_) and often.unit == "time/second" and long_.kind == "duration"
    hourly, half = _one("The shuttle runs every hour."), _one("The shuttle runs every half hour.")
    assert comparable(hourly, half) and not same(hourly, half)


@pytest.mark.parametrize("text", [
    "The village holds a weekly market.",  # an adjective before its noun
    "The tea room is open daily.",  # "daily" says on which days as often as how often
    "The tea room is open every day.",  # as does "every day" (stop 43: "every week" is once a week, see test_slots_kinds14)
    "The market is on the first Saturday of every month.",  # which day of the month, not how often
])
def test_what_is_no_frequency(text):
    """The limits of the new reading (failing on e493e35 only as `often` is new there): no frequency is read where the
    period word describes a noun or says on which days."""
    assert not [v for v in extract(text, often=True) if v.unit == "time/second"]


def test_a_rate_keeps_its_period():
    """A limit of the new reading (failing on e493e35 only as `often` is new there): "5 km weekly" is an amount in a
    period, not a frequency and a distance."""
    (v,) = extract("She runs 5 km weekly.", often=True)
    assert v.unit == "meter / second" and v.period == "week"


def test_a_clock_time_after_from_is_a_time():
    """"served from half past twelve" is 12:30 (it was read as a range, "from ... to", and left as 1/2 and 12); "from
    ten to nine replicas" stays a range of counts."""
    assert _one("Lunch is served from half past twelve.").norm == "12:30"
    assert not [v for v in extract("We scaled from ten to nine replicas.") if v.kind == "time"]


def test_a_bus_is_no_bushel():
    """"The 42 bus" is a number and a word (it was 42 bushels)."""
    assert [v.kind for v in extract("The 42 bus to the harbour runs late.")] == ["number"]


def test_a_speed_is_no_length():
    """"4 knots" and "550 metres" never compare (a speed was read as an amount of metres in a period); an amount in a
    period still compares with the plain amount ("5 km a day" / "3 km")."""
    assert not comparable(_one("It sails at 6 knots."), _one("It is 300 metres long."))
    assert comparable(_one("She walks 5 km a day."), _one("She walks 3 km."))


@pytest.mark.parametrize("text, norm", [
    ("The bid for the skate park is on hold.", ("progress", "on hold")),
    ("The bid for the skate park has been approved.", ("progress", "approved")),
    ("The night bus is suspended until further notice.", ("progress", "on hold")),
    ("The new road scheme is going ahead.", ("progress", "under way")),
    ("The museum cafe has shut for the autumn.", ("open", False)),
    ("The roof terrace is off limits to guests.", ("open", False)),
])
def test_progress_and_shut_told_as_phrases(text, norm):
    """"on hold" is a state of how far a thing has got (it was always a sale's), beside "approved", "going ahead";
    "has shut" and "off limits" are closed (they were no state)."""
    assert [v.norm for v in extract(text) if v.kind == "state"][:1] == [norm]


def test_a_thing_hung_is_not_suspended():
    """Guard: "suspended from the ceiling" says where a thing hangs, not that it is on hold."""
    assert not [v for v in extract("The lamp is suspended from the ceiling.") if v.kind == "state"]
