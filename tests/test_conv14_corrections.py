"""Voice-typed and typed repairs: a value taken back inside one sentence after a dash ("Friday — sorry, Saturday";
"at 3 – no wait, 4 pm"): the value before the dash is corrected, the one after it said (retakes.py's cue inside a
sentence, now after a dash); a number's homophone stammered by voice typing ("for for people") read as the number
(turn_marks.fluent)."""

from __future__ import annotations

from trustgate.retakes import retaken


def test_a_cue_after_an_em_dash_takes_the_value_before_it_back():
    sentence, pairs = retaken("The plumber comes Friday — sorry, Saturday, I mixed them up.")
    assert pairs == [("Friday", "Saturday")]
    assert "Friday" not in sentence and "Saturday" in sentence


def test_a_cue_after_an_en_dash_too():
    _, pairs = retaken("The table is booked for 3 – no wait, 4 pm.")
    assert pairs and pairs[0][1].startswith("4")


def test_a_dash_without_a_cue_takes_nothing_back():
    assert retaken("The plumber comes Friday — the boiler man Saturday.")[1] == []


def test_a_numbers_homophone_stammered_by_voice_typing_is_the_number():
    """Voice-typed "a table for for people" is "for four people", "tickets to to adults" "to two adults"; a stammered
    little word before anything else ("send it to to the office") is only the word."""
    from trustgate.turn_marks import fluent

    assert fluent("book us a table for for people on friday") == "book us a table for four people on friday"
    assert fluent("two tickets to to adults please").endswith("to two adults please")
    assert fluent("send it to to the office") == "send it to the office"


def test_a_change_from_a_to_b_ends_at_its_clause():
    """"moved from Tuesday to Thursday, same pub, 8pm": B is the clause's word (Thursday), the details after the comma
    are no part of it, so Tuesday is taken back."""
    sentence, pairs = retaken("quiz night moved from Tuesday to Thursday, same pub, 8pm")
    assert pairs == [("Tuesday", "Thursday")]
    assert "Tuesday" not in sentence
