"""Values of two kinds that never say one attribute: counts of two things ("Strumbelina Ukes have 26 members" / "The
Strumbelina Ukes songbook has 26 songs in it") and how long against when ("My class lasts two and a half hours" / "My
class is now Wednesday evenings").

Contract. `other_counted(a, b)` and `how_long_against_when(a, b)` take two readings (sentence.py) and return why they
are about different attributes, in words, or None; slots.py asks them with the tests of slot_things.py before a cosine
may call a pair one slot.

Why: two sentences about one club, one class or one product often share most of their words, and a reworded statement
scores as high; what the values are tells them apart. The noun right after each number says what is counted: nouns
WordNet calls one thing, or one a kind of the other ("guests" / "visitors"), and a person counted as "people" ("sleeps
four people" / "room for 4 guests") count the same thing. A length of time and a day or part of the day are two
attributes of one event.
"""

from __future__ import annotations

import re
from decimal import Decimal

from . import wordnet
from .sentence import CHANGE_VERBS, DETERMINERS, ORDINALS, PREPOSITIONS, WHEN_STEMS, Reading, stem
from .slot_words import unmatched
from .text import STOP_WORDS

# people counted without saying which ("sleeps four people"): any noun WordNet calls a person counts them
_ANYONE = frozenset({"people", "persons", "person", "folk", "folks"})
_TIME_UNITS = frozenset(stem(w) for w in "second minute hour day night week fortnight month year decade".split())
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)")
# words after a number that are no counted thing ("3 times", "2 each")
_NOT_THINGS = frozenset("today yesterday tomorrow now tonight ago later earlier each every per times more less fewer "
                        "extra other others percent".split())


def _counted(r: Reading) -> list[str] | None:
    """The noun right after each value, when every value is a whole count of one ("26 members", "three floors");
    None otherwise."""
    nouns = []
    for i in sorted(r.value_at):
        if i < r.subject_end:
            return None  # (a number in the subject names which one or is part of a name: "Our five-a-side team")
        v = next((v for v in r.values if v.text.casefold() == r.tokens[i].casefold()), None)
        if v is None or v.kind != "number" or not isinstance(v.norm, Decimal) or v.norm != v.norm.to_integral_value() \
                or v.norm < 1 or i + 1 >= len(r.tokens):
            return None
        word = _head_after(r, i)
        if word is None or r.tokens[i] in ORDINALS or _ORDINAL.fullmatch(r.tokens[i]) or stem(word) in WHEN_STEMS:
            return None  # ("the first Sunday of each month": which day, not a count)
        nouns.append(word)
    return nouns if nouns and len(nouns) == len(r.values) else None


def _head_after(r: Reading, i: int) -> str | None:
    """The noun a number counts: the last of up to three words right after it ("36 galloping horses", "26 members"),
    up to a preposition, a function word or the end; None when the first of them is no such word."""
    head = None
    for j in range(i + 1, min(i + 4, len(r.tokens))):
        word = r.tokens[j]
        if j in r.value_at or not re.fullmatch(r"[a-z]+(?:-[a-z]+)*(?:'s|')?", word) or word in PREPOSITIONS \
                or word in DETERMINERS or word in STOP_WORDS or word in _NOT_THINGS:
            break
        if stem(word) in r.names | r.subject_names:
            return None  # a name after a number ("9 Quay Street", "Gate 4 North"): an address or a name, no count
        if word.endswith("'"):
            continue  # a possessive before the head ("240 dolls' houses")
        head = word
    if head is None or not wordnet.noun(head) or stem(head) in _TIME_UNITS:
        return None  # ("twenty-five vacation days": a length of time, as "25 days" is)
    return head


def _same_thing(x: str, y: str) -> bool:
    sx, sy = stem(x), stem(y)
    if sx == sy or len(sx) >= 3 and len(sy) >= 3 and (sx.endswith(sy) or sy.endswith(sx)):
        return True  # (a compound names a kind of the other: "bedrooms" / "rooms", "songbooks" / "books")
    if (x in _ANYONE and wordnet.owner(y)) or (y in _ANYONE and wordnet.owner(x)):
        return True
    related = wordnet.relation(x, y)
    return related is not None and related.kind in ("same", "broader", "narrower")


def other_counted(a: Reading, b: Reading) -> str | None:
    """Every value of each side counts a thing named right after it, and no counted noun of one side is said by the
    other or is one thing with a counted noun of the other: two counts of two things."""
    na, nb = _counted(a), _counted(b)
    if not na or not nb:
        return None
    sa, sb = frozenset(stem(w) for w in na), frozenset(stem(w) for w in nb)
    if not unmatched(sa, b.words | b.verbs) >= sa or not unmatched(sb, a.words | a.verbs) >= sb:
        return None  # (a counted noun the other sentence says elsewhere: maybe one count, said two ways)
    if any(_same_thing(x, y) for x in na for y in nb):
        return None
    return f"counts of two things ({', '.join(na)} vs {', '.join(nb)})"


def _when(r: Reading) -> frozenset[str]:
    """The days and parts of the day a sentence says after its verb, and its dates and clock times."""
    return (r.predicate & WHEN_STEMS) | frozenset(v.text for v in r.values if v.kind in ("date", "datetime", "time"))


def how_long_against_when(a: Reading, b: Reading) -> str | None:
    """One side states only lengths of time and says no day or time; the other states no length of time and says a day,
    a part of the day, a date or a clock time: how long it lasts against when it is."""
    for x, y in ((a, b), (b, a)):
        if x.values and all(v.kind == "duration" for v in x.values) and not _when(x) \
                and not any(v.kind == "duration" for v in y.values) and _when(y):
            return f"how long ({', '.join(v.text for v in x.values)}) against when ({', '.join(sorted(_when(y)))})"
    return None


# a year that opens the sentence ("In 2025 the festival was held at ..."): the one occasion it tells of
_YEAR_LEAD = re.compile(r"^(?:(?:back|once)\s+)?in\s+(?P<year>(?:19|20)\d\d)\b", re.IGNORECASE)
_PAST = frozenset({"was", "were", "had"})
_PRESENT = frozenset({"is", "are", "has", "have"})


def past_occasion(a: Reading, b: Reading) -> str | None:
    """One side tells what happened on one occasion, dated by a year it opens with and said in the past ("In 2025 the
    Mudlark Beer Festival was held at Hartsby Racecourse"); the other says what holds, in the present, with no year
    ("The Mudlark Beer Festival is held at the Corn Exchange"): that year's occasion, not a new value. Not a change
    ("In 2019 the company moved its office to Leeds" is the office's move)."""
    for x, y in ((a, b), (b, a)):
        m = _YEAR_LEAD.match(x.text)
        if not m or x.change or x.verbs & CHANGE_VERBS or not x.verb or not y.verb:
            continue
        if x.verb.lower() not in _PAST or y.verb.lower() not in _PRESENT or _YEAR_LEAD.match(y.text) \
                or re.search(r"\b(?:19|20)\d\d\b", y.text):
            continue
        return f"one occasion (in {m.group('year')}) against what holds"
    return None


_MEASURED = frozenset({"duration", "quantity", "money", "ratio", "time", "date", "datetime"})
_YEAR_BEFORE = frozenset({"in", "since", "from", "by", "until", "till", "of", "circa"})


def _year(r: Reading, v) -> bool:
    """A bare number that is a year by its place ("was made in 1695")."""
    if v.kind != "number" or not re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", v.text):
        return False
    i = next((i for i in sorted(r.value_at) if r.tokens[i] == v.text.casefold()), None)
    return i is not None and i > 0 and r.tokens[i - 1] in _YEAR_BEFORE


def count_against_other(a: Reading, b: Reading) -> str | None:
    """Every value of one side counts a thing ("has 36 galloping horses"); every value of the other is a measure, an
    amount, a time or a year ("a ride lasts 4 minutes and costs £2", "was made in 1695"): two attributes."""
    for x, y in ((a, b), (b, a)):
        counted = _counted(x)
        if counted and y.values and all(v.kind in _MEASURED or _year(y, v) for v in y.values) \
                and not any(stem(w) in y.words - y.subject or any(stem(w) in v.text.casefold() for v in y.values)
                            for w in counted):  # (the other may be about one of them; "6,000 people a day" counts them too)
            return f"a count ({', '.join(counted)}) against {', '.join(v.text.strip(' .') for v in y.values)}"
    return None
