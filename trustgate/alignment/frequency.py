"""How often a thing happens, as a claim and a source say it: "every other Thursday", "fortnightly", "every two
weeks" are one interval; "every Thursday", "weekly" another; "monthly" a third.

Contract.
- `interval(text)`: the days between two times the text says a thing happens, or None: 1 ("daily", "every day"), 2
  ("every other day"), 7 ("weekly", "every week", "once a week", "every Thursday", "on Thursdays"), 14 ("every other
  week", "every second Thursday", "fortnightly", "every fortnight", "every two weeks", "biweekly"), 30 ("monthly",
  "every month"), 61 ("every other month"), 91 ("quarterly"), 365 ("yearly", "annually", "every year").
- `said_often(v, claim, parsed)`: a note when a duration of the claim ("two weeks") only says how often ("every two
  weeks") and the source says it as often in another way ("every other Thursday"); else None.
- `other_interval(claim, parsed)`: a finding when the claim says how often a thing happens and the source's clauses
  that share most of the claim's words all say another interval of it ("every Thursday" against "she comes every
  other Thursday"); None when they agree, say none, or disagree among themselves.

Why: "every other Thursday" holds the weekday "Thursday" as "every Thursday" does, and no "two weeks" for "every two
weeks" to find; read as words, the claim that doubles the visits is grounded and the faithful one is not.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from ..text import STOP_WORDS, stem
from ..values import Value
from .base import Finding

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_UNIT_DAYS = {"day": 1, "night": 1, "week": 7, "fortnight": 14, "month": 30, "quarter": 91, "year": 365}
_ADVERB_DAYS = {"daily": 1, "nightly": 1, "weekly": 7, "fortnightly": 14, "biweekly": 14, "monthly": 30, "quarterly": 91,
                "yearly": 365, "annually": 365}
_NUMBERS = {"two": 2, "three": 3, "four": 4, "six": 6, "2": 2, "3": 3, "4": 4, "6": 6}
_OTHER = re.compile(rf"\bevery\s+(?:other|second|alternate)\s+({_DAY}|day|night|week|month|year)\b|\balternate\s+({_DAY}|week)s\b",
                    re.IGNORECASE)
_EVERY_N = re.compile(r"\bevery\s+(two|three|four|six|[2346])\s+(day|week|month|year)s\b", re.IGNORECASE)
_EVERY = re.compile(rf"\b(?:every|each|once\s+a|once\s+per)\s+({_DAY}|day|night|week|fortnight|month|quarter|year)\b"
                    rf"|\bon\s+({_DAY})s\b|\b(daily|nightly|weekly|fortnightly|biweekly|monthly|quarterly|yearly|annually)\b",
                    re.IGNORECASE)


def _days(unit: str) -> int:
    unit = unit.lower()
    return 7 if re.fullmatch(_DAY, unit) else _UNIT_DAYS[unit]


def interval(text: str) -> int | None:
    m = _OTHER.search(text)
    if m:
        return 2 * _days(m.group(1) or m.group(2))
    m = _EVERY_N.search(text)
    if m:
        return _NUMBERS[m.group(1).lower()] * _days(m.group(2))
    m = _EVERY.search(text)
    if m is None:
        return None
    if m.group(3):
        return _ADVERB_DAYS[m.group(3).lower()]
    return _days(m.group(1) or m.group(2))


def _content(text: str) -> set[str]:
    return {stem(w) for w in cl.words_of(text) if w.lower() not in STOP_WORDS} - {"user"}


def _best(claim, parsed) -> list[int]:
    """The intervals said by the source's clauses that share most of the claim's words (at least two)."""
    words = _content(claim.text)
    scored = [(len(words & _content(c.text)), interval(c.text)) for c in parsed.clauses]
    scored = [(n, i) for n, i in scored if i is not None and n >= 2]
    top = max((n for n, _ in scored), default=0)
    return [i for n, i in scored if n == top]


def said_often(v: Value, claim, parsed) -> str | None:
    if v.kind != "duration" or not re.search(r"\bevery\s+$", claim.text[:v.start]):
        return None
    wanted = interval(claim.text[max(0, v.start - 6):v.end])
    found = _best(claim, parsed)
    if wanted is not None and found and all(i == wanted for i in found):
        return f"'every {v.text}' found (the source says as often in other words)"
    return None


def other_interval(claim, parsed) -> Finding | None:
    wanted = interval(claim.text)
    if wanted is None:
        return None
    found = _best(claim, parsed)
    if found and all(i != wanted for i in found) and len(set(found)) == 1:
        return Finding("contradicted", f"the claim says it happens every {wanted} days; the source says every {found[0]} "
                                       f"days", str(wanted))
    return None
