"""Values said casually (values/casual.py) and a unit naming a kind of thing (values/spoken.py): "8.15ish" is 8.15,
"40ish" 40; "2 hours 55" is 2 h 55 min, as "2 hours 55 minutes" is (not "2 hours 3 times"); "a day trip" and "a week
pass" hold no length of time, "it takes a day" does."""

from __future__ import annotations

from decimal import Decimal

from trustgate.values import extract


def read(text: str) -> list[tuple[str, object, str]]:
    return [(v.kind, v.norm, v.text) for v in extract(text)]


def test_ish_rounds_a_number_off():
    assert read("We'll land 9.40ish") == [("number", Decimal("9.40"), "9.40")]
    assert read("about 30ish guests") == [("number", Decimal("30"), "30")]


def test_bare_minutes_after_hours():
    assert [(k, n) for k, n, _ in read("The ferry took 3 hours 10.")] == [("duration", Decimal(3 * 3600 + 600))]
    assert read("The ferry took 3 hours 10.")[0][1] == read("The ferry took 3 hours 10 minutes.")[0][1]
    assert read("I ran 2 hours 3 times a week")[0][2] == "2 hours"


def test_a_unit_naming_a_kind_of_thing_is_no_duration():
    assert not [v for v in read("We're taking a day trip to Whitby") if v[0] == "duration"]
    assert not [v for v in read("It's for a week pass on the buses") if v[0] == "duration"]
    assert [k for k, _, _ in read("The repair takes a day")] == ["duration"]
