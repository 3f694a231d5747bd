"""Values written in a notation of two figures or a figure and a word, read after the recognisers of reading.py have
found the figures: match scores ("won 3-1", "three goals to one"), proportions ("one in five", "a ratio of 3:1",
"three parts sand to one part cement"), a length or a weight with its smaller unit left unsaid ("6 ft 2", "11 stone
4") or in primes (6'2"), and, for the slot stage, a clock time in a named zone ("10 am EST", "15:00 UTC+1") and counts
said vaguely ("a handful of", "dozens of").

Contract. `notation(text, found)` returns `found` (the values of `text`, in order) with those figures merged into the
one value they write; for the slot stage (`extract(..., often=True)`), `zoned_times` reads the zones and `vague_counts`
adds the vague counts. A score is its own kind ("score", the tuple of its figures: "3-1" is (3, 1), not the ratio 3; one
result may be written from either side, "won 2-1" / "lost 1-2", so two scores of the same figures in either order are
the same); a proportion is a ratio ("one in five" is 1/5, so "20%"); a zoned time
keeps the clock reading as written in `norm` and its zone's offset from UTC in `unit` ("UTC-05:00"), so two zoned times
compare in UTC and a time without a zone compares as written (values/compare.py). A vague count is a number whose norm
is the (low, high) span it stands for, unit VAGUE: the same as an exact count inside the span, another count outside it.

Why here: each form is two values to the recognisers (two numbers for "3-1"; a length and a bare number for "6 ft 2";
a time and an identifier-less word for "EST"), and which of them the text means depends on the words around them (a
verb of a match before a score). Zones are a table of abbreviations that name one offset (pint and dateutil read
none; "IST" and the like, which name several, are left out).
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from ..text import may_say
from .model import Value
from .quantities import _measure, _unit

__all__ = ["VAGUE", "ZONES", "notation", "vague_counts", "utc_minutes", "zoned_times"]

# words of a match result in the clause before a score ("won 3-1", "beat Corby by three goals to one", "ended 1-1")
_SCORE_WORDS = re.compile(r"\b(?:won|wins?|winning|lost|lose|loses|losing|drew|draws?|drawn|beat|beats|beaten|defeat(?:ed|s)?|"
                          r"ended|ends?|finished|finish(?:es)?|led|leads?|leading|trail(?:ed|s|ing)?|scored?|scores|"
                          r"result|scoreline|thrash(?:ed|es)?|hammered|edged)\b[^.;:!?]*$", re.IGNORECASE)
_SCORE_GAP = re.compile(r"[ \u00a0]*[-\u2013\u2014][ \u00a0]*|[ \u00a0]+(?:(?:goals?|points?|runs?|sets?|frames?|games?)[ \u00a0]+)?to[ \u00a0]+")
_COLON = re.compile(r":(\d{1,3})(?![\d:]|\.\d)")
_NIL = re.compile(r"[ \u00a0]*[-\u2013][ \u00a0]*nil\b|[ \u00a0]+(?:goals?[ \u00a0]+)?to[ \u00a0]+nil\b", re.IGNORECASE)
_IN = re.compile(r"[ \u00a0]+(?:in|out[ \u00a0]+of)[ \u00a0]+")  # "one in five", "3 out of 4"
# "one user in five", "one visitor in every ten": one of a group named between, at the end of the phrase
_ONE_NOUN_IN = re.compile(r"[ \u00a0]+[a-z]{3,}[ \u00a0]+(?:in|out[ \u00a0]+of)(?:[ \u00a0]+every)?[ \u00a0]+")
_NOUN_AFTER = re.compile(r"[ \u00a0]*[A-Za-z0-9]")
# "three parts sand to one part cement", "2 parts water to 1 part squash"
_PARTS = re.compile(r"[ \u00a0]+parts?[ \u00a0]+(?:of[ \u00a0]+)?(?:[a-z]+[ \u00a0]+){0,2}to[ \u00a0]+", re.IGNORECASE)
_PART_AFTER = re.compile(r"[ \u00a0]+parts?\b", re.IGNORECASE)
# the smaller unit a length or a weight leaves unsaid ("6 ft 2", "5 foot 11", "11 stone 4", "11 st 4 lb" is merged
# before): the figure must end the phrase, or be followed by a word that says what was measured
_UNSAID = {"ft": ("inch", 12), "foot": ("inch", 12), "feet": ("inch", 12), "stone": ("lb", 14), "st": ("lb", 14)}
_INCHES = re.compile(r'"|\u2033|\u201d|\'\'|\u2032\u2032')  # the inch mark after feet and a prime: 6'2", 5′11″ (NFKC: ′′)
_ENDS_PHRASE = re.compile(r"(?![ \u00a0]*[A-Za-z0-9])|[ \u00a0]+(?:tall|high|and|or|but|in|inches|lb|lbs|pounds?)\b",
                          re.IGNORECASE)

# abbreviations of zones that name one offset from UTC, in hours
ZONES = {"UTC": 0, "GMT": 0, "Z": 0, "WET": 0, "BST": 1, "CET": 1, "WEST": 1, "CEST": 2, "EET": 2, "EEST": 3, "MSK": 3,
         "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7, "AKST": -9, "AKDT": -8,
         "HST": -10, "JST": 9, "KST": 9, "SGT": 8, "HKT": 8, "AWST": 8, "ACST": 9.5, "AEST": 10, "AEDT": 11, "NZST": 12,
         "NZDT": 13}
_ZONE = re.compile(r"[ \u00a0]*\(?(?P<name>" + "|".join(sorted(ZONES, key=len, reverse=True)) + r")(?:[ \u00a0]*(?P<sign>[+\-\u2212])"
                   r"(?P<h>\d{1,2})(?::?(?P<m>\d{2}))?)?\)?(?![\w+\-])")
_ZONE_UNIT = re.compile(r"UTC([+-])(\d{2}):(\d{2})")

VAGUE = "vague count"
# counts said vaguely, and the span each stands for ("a couple of" and "a score of" are exact: reading.py)
_VAGUE = {"handful": (2, 9), "few": (2, 9), "several": (3, 9), "dozens": (24, 199), "scores": (40, 199),
          "hundreds": (200, 1999), "thousands": (2000, 19999), "tens of thousands": (20000, 199999)}
_VAGUE_COUNT = re.compile(r"\b(?:(?:just[ \u00a0]+|only[ \u00a0]+)?an?[ \u00a0]+(?P<a>handful|few)(?:[ \u00a0]+of)?"
                          r"|(?P<b>several)|(?P<c>dozens|scores|hundreds|thousands|tens[ \u00a0]+of[ \u00a0]+thousands)"
                          r"[ \u00a0]+of)(?=[ \u00a0]+(?:the[ \u00a0]+)?[a-z])", re.IGNORECASE)


def _figure(v: Value) -> Decimal | None:
    """A plain number's whole figure (no unit, no fraction), else None."""
    if v.kind != "number" or v.unit is not None or not isinstance(v.norm, Decimal) or v.norm != v.norm.to_integral_value():
        return None
    return v.norm


def _merged(kind: str, norm: object, text: str, start: int, end: int, unit: str | None = None) -> Value:
    return Value(kind, norm, text[start:end], start, end, unit)


def notation(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """`found` with scores, proportions, lengths and weights in two units and zoned times read as one value each."""
    out: list[Value] = []
    i = 0
    while i < len(found):
        v = found[i]
        if out and v.start < out[-1].end:  # inside what a value before it took ("UTC+2": its offset)
            i += 1
            continue
        nxt = found[i + 1] if i + 1 < len(found) else None
        merged = _pair(text, v, nxt, found[i + 2] if i + 2 < len(found) else None)
        if merged is not None:
            out.append(merged[0])
            i += merged[1]
            continue
        out.append(_single(text, v))
        i += 1
    return tuple(out)


def _pair(text: str, v: Value, nxt: Value | None, after: Value | None) -> tuple[Value, int] | None:
    """The value `v` and the next one write together, and how many values it takes; None when they write two."""
    x = _figure(v)
    if v.kind == "quantity" and nxt is not None and _figure(nxt) is not None:
        unsaid = _UNSAID.get(re.sub(r"^[\d.,\s\u00a0]+", "", v.text).lower())
        gap = text[v.end:nxt.start]
        if unsaid and re.fullmatch(r"[ \u00a0]+(?:and[ \u00a0]+)?", gap) and 0 <= nxt.norm < unsaid[1] \
                and _ENDS_PHRASE.match(text, nxt.end):  # type: ignore[operator]
            unit = _unit(unsaid[0])
            if unit is not None:
                extra, base = _measure(nxt.norm, unit)  # type: ignore[arg-type]
                if base == v.unit:
                    return _merged("quantity", v.norm + extra, text, v.start, nxt.end, base), 2  # type: ignore[operator]
    if x is None or nxt is None:
        return None
    y, gap = _figure(nxt), text[v.end:nxt.start]
    if y is None:
        return None
    inches = _INCHES.match(text, nxt.end)
    if gap in ("'", "\u2032", "\u2019") and inches and y < 12:  # 6'2" (feet and inches, with primes)
        return _feet_inches(text, v, nxt, x, y, inches.end()), 2
    if _SCORE_WORDS.search(text, 0, v.start) and _SCORE_GAP.fullmatch(gap):
        return _merged("score", (int(x), int(y)), text, v.start, nxt.end), 2
    one_of = x == 1 and _ONE_NOUN_IN.fullmatch(gap) and not _NOUN_AFTER.match(text, nxt.end)
    if (_IN.fullmatch(gap) or one_of) and 0 < x < y and not re.match(r"[ \u00a0]*(?:[-\u2013]|to\b)", text[nxt.end:]):
        return _merged("ratio", Fraction(int(x), int(y)), text, v.start, nxt.end), 2
    parts = _PARTS.fullmatch(gap)
    if parts and y and _PART_AFTER.match(text, nxt.end):
        return _merged("ratio", Fraction(int(x), int(y)), text, v.start, _PART_AFTER.match(text, nxt.end).end()), 2  # type: ignore[union-attr]
    return None


def _feet_inches(text: str, v: Value, nxt: Value, feet: Decimal, inches: Decimal, end: int) -> Value:
    total = Decimal(0)
    for amount, name in ((feet, "foot"), (inches, "inch")):
        magnitude, base = _measure(amount, _unit(name))  # type: ignore[arg-type]
        total += magnitude
    return _merged("quantity", total, text, v.start, end, base)


def _single(text: str, v: Value) -> Value:
    """`v`, or the one value it writes with what follows it: "3:1" (a score after a word of a match, else a ratio),
    "2-nil"."""
    x = _figure(v)
    if x is not None:
        colon = _COLON.match(text, v.end)
        if colon:
            y = int(colon.group(1))
            if _SCORE_WORDS.search(text, 0, v.start):
                return _merged("score", (int(x), y), text, v.start, colon.end())
            if y:
                return _merged("ratio", Fraction(int(x), y), text, v.start, colon.end())
        nil = _NIL.match(text, v.end)
        if nil and _SCORE_WORDS.search(text, 0, v.start):
            return _merged("score", (int(x), 0), text, v.start, nil.end())
    return v


def zoned_times(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """`found` with each clock time followed by a named zone ("10 am EST", "14:00 UTC+2") read with the zone's offset
    (grounding keeps its own reading of "UTC" beside a time it finds in a record)."""
    out: list[Value] = []
    for v in found:
        if out and v.start < out[-1].end:  # inside the zone before it ("UTC+2": its offset)
            continue
        zone = _ZONE.match(text, v.end) if v.kind == "time" and re.fullmatch(r"\d{2}:\d{2}", str(v.norm)) else None
        if zone is None:
            out.append(v)
            continue
        offset = Decimal(str(ZONES[zone.group("name")]))
        if zone.group("h"):
            hours = Decimal(int(zone.group("h"))) + Decimal(int(zone.group("m") or 0)) / 60
            offset += -hours if zone.group("sign") in "-\u2212" else hours
        minutes = int(offset * 60)
        sign = "-" if minutes < 0 else "+"
        out.append(_merged("time", v.norm, text, v.start, zone.end(), f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"))
    return tuple(out)


def utc_minutes(v: Value) -> int | None:
    """A zoned clock time in minutes after midnight UTC; None for a time without a zone."""
    m = _ZONE_UNIT.fullmatch(v.unit or "")
    if v.kind != "time" or m is None:
        return None
    h, mi = (int(p) for p in str(v.norm).split(":")[:2])
    offset = int(m.group(2)) * 60 + int(m.group(3))
    return (h * 60 + mi - (offset if m.group(1) == "+" else -offset)) % 1440


def vague_counts(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """`found` with the counts said vaguely ("a handful of volunteers", "dozens of stalls") added, in order."""
    out = list(found)
    for m in _VAGUE_COUNT.finditer(text) if may_say(text, "few", "handful", "several", "dozens", "scores", "hundreds", "thousands") else ():
        if any(m.start() < v.end and v.start < m.end() for v in found):
            continue
        word = " ".join((m.group("a") or m.group("b") or m.group("c")).lower().split())
        out.append(Value("number", _VAGUE[word], m.group(), m.start(), m.end(), VAGUE))
    return tuple(sorted(out, key=lambda v: v.start))
