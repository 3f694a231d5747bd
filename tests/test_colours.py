"""Colours with shade words and named shades (issue 13): a colour is its hue and shade (wordnet.hue), so "navy" is
"dark blue", "pale" is "light", "scarlet" is "bright red", a shade word one side leaves out is no news, and two shades
of one hue are two colours. Sentences of our own; each test failed on 00714f9 (main before states1) unless its
docstring says it is a guard."""

from __future__ import annotations

import pytest
from test_slots_kinds3 import replaces
from test_values_phrases import duplicate

from trustgate.values import extract
from trustgate.wordnet import hue


@pytest.mark.parametrize("a, b", [
    ("navy", "dark blue"),
    ("pale green", "light green"),
    ("crimson", "deep red"),
    ("charcoal", "dark grey"),
])
def test_a_named_shade_is_its_hue_and_shade(a, b):
    assert hue(a) == hue(b) and hue(a) is not None


def test_a_shade_word_before_a_colour_is_no_status():
    """"painted dark blue": "blue" was read as a status colour (red / amber / green) beside a shade word."""
    assert not [v for v in extract("The shutters are painted dark blue.") if v.kind == "state"]
    assert [v.norm for v in extract("The build status is amber.") if v.kind == "state"] == [("status colour", "amber")]


def test_a_named_shade_and_its_description_are_a_duplicate(gate):
    duplicate(gate, "The narrowboat Kestrel is painted navy.", "The narrowboat Kestrel is painted dark blue.", "boats")


def test_pale_and_light_are_one_shade(gate):
    duplicate(gate, "Tom's Vespa is pale green.", "Tom's Vespa is light green.", "scooters")


def test_a_shade_left_out_is_no_news(gate):
    """Guard (passed before: "deep" read as a modifier the other side leaves out)."""
    duplicate(gate, "The sweet peas along our fence have deep pink petals.", "The sweet peas along our fence have pink petals.",
              "garden")


def test_two_shades_of_one_hue_are_an_update(gate):
    """Guard (passed before: "pale" / "dark" differ as words)."""
    replaces(gate, "The kitchen cupboards in our flat are pale grey.", "The kitchen cupboards in our flat are dark grey now.",
             "flat")
