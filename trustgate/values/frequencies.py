"""How often a thing happens, said as the length of time between two times ("every ninety minutes", "every 2 weeks",
"every half hour", "every hour", "every quarter of an hour") or as the adverb of a period ("comes out fortnightly", "meets weekly", "twice
monthly"): a count of times per second, the unit "time/second", as "six times an hour" is read (quantities.count_rate),
so that "every 10 minutes" and "six times an hour" are one value, "every 20 minutes" and "every half hour" two, and a
frequency never compares with a length of time ("runs every hour" / "lasts 45 minutes": two attributes). Read when
`extract(..., often=True)` asks, as the slot stage does (sentence.py); grounding reads "every 15 seconds" as the 15
seconds written, which a source's "interval = 15" gives (reading it as a frequency there lost three grounding probes).

"every other week", "every second Tuesday" and "on alternate Fridays" are once in two weeks (not "every second" and a
week after it). "every week", "every month" and "every year" are once a week, a month, a year ("I take the van in every week" /
"... every fortnight": two frequencies, where reading only the second made the two one value), but not after "of"
("the first Saturday of every month" says which day).
What is not read: "every day" (and "each ..."): it says on which days a thing happens as often as how often ("runs
every day" is no "once a day"; spoken.py's doc gives the grounding reason); "daily" and
"nightly", for the same reason ("is open daily"); an adverb before a noun ("a weekly market", "the monthly fee": an
adjective, read by quantities.period_before), after an amount ("5 km weekly": a rate, read by second_pass.in_periods),
or after a count of times other than once or twice ("three times weekly").
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from ..text import may_say
from .model import Value
from .quantities import in_period, period_seconds

__all__ = ["TIMES", "frequencies"]

TIMES = "time/second"  # the unit of a count of times in a period (quantities.count_rate names it by the noun "times")
_EVERY_BEFORE = re.compile(r"\b(?:once[ \u00a0]+)?every[ \u00a0]+$", re.IGNORECASE)
_EVERY_BARE = re.compile(r"(?<!of[ \u00a0])\b(?:once[ \u00a0]+)?every[ \u00a0]+(?:(?P<half>half[ \u00a0-])?hour|(?P<period>minute|second|fortnight|week|month|year)"
                         r"|(?P<part>half|quarter|third|three[ \u00a0-]quarters|two[ \u00a0-]thirds)[ \u00a0]+of[ \u00a0]+an?[ \u00a0]+"
                         r"(?P<of>hour|minute|day|week|month|year))\b", re.IGNORECASE)
# every second period, or every other one ("every other week", "every second Tuesday", "on alternate Fridays"): once in
# two of them; a day of the week or a weekend is once in two weeks
_EVERY_OTHER = re.compile(r"(?<!of[ \u00a0])\b(?:once[ \u00a0]+)?(?:every[ \u00a0]+(?:other|second|alternate)|(?:on[ \u00a0]+)?alternate)[ \u00a0]+"
                          r"(?P<period>day|week|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)s?\b",
                          re.IGNORECASE)
# a part of a period after "every" ("every quarter of an hour", "every half an hour" is read by spoken.py as a duration)
_PART = {"half": Fraction(1, 2), "quarter": Fraction(1, 4), "third": Fraction(1, 3), "three quarters": Fraction(3, 4),
         "two thirds": Fraction(2, 3)}
_ADVERB = re.compile(r"\b(?:(?P<count>once|twice)[ \u00a0]+)?(?P<adverb>hourly|weekly|fortnightly|monthly|yearly|annually)\b",
                     re.IGNORECASE)
_COUNTS = {None: 1, "once": 1, "twice": 2}
_ADVERB_PERIOD = {"hourly": "hour", "weekly": "week", "fortnightly": "fortnight", "monthly": "month", "yearly": "year",
                  "annually": "year"}
# words that may follow a frequency adverb: anything else is the noun an adjective describes ("a weekly market")
_AFTER_ADVERB = frozenset("on at in from to by and or but during except since until till for with between throughout "
                          "via online now again instead only".split())
_BEFORE_ADJECTIVE = frozenset("a an the its their our his her my your this that each every per times".split())


def _once_per(seconds: Decimal, start: int, end: int, text: str, count: int = 1) -> Value:
    return Value("quantity", in_period(Decimal(count), seconds), text[start:end], start, end, TIMES)


def frequencies(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """`found` (the values of `text`, in order) with each length of time after "every" read as how often, and the
    frequencies said without a length ("every half hour", "fortnightly") added; in order of position."""
    out: list[Value] = []
    for v in found:
        m = _EVERY_BEFORE.search(text, 0, v.start) if v.kind == "duration" else None
        if m is not None and m.end() == v.start and isinstance(v.norm, Decimal) and v.norm > 0:
            out.append(_once_per(v.norm, m.start(), v.end, text))
        else:
            out.append(v)
    taken = [(v.start, v.end) for v in out]

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)
    for m in _EVERY_OTHER.finditer(text) if may_say(text, "other", "second", "alternate") else ():
        if free(*m.span()):
            period = m.group("period").lower()
            seconds = period_seconds(period if period in ("day", "week", "month", "year") else "week")
            # (a day of the week stays a word after the value: "every second Tuesday" / "every second Thursday")
            end = m.end() if period in ("day", "week", "month", "year") else len(text[:m.start("period")].rstrip())
            out.append(_once_per(2 * seconds, m.start(), end, text))  # type: ignore[operator]
            taken.append((m.start(), end))
    for m in _EVERY_BARE.finditer(text) if may_say(text, "every") else ():
        if free(*m.span()):
            if m.group("part"):  # ("every quarter of an hour": 900 seconds)
                part = _PART[" ".join(m.group("part").lower().replace("-", " ").split())]
                seconds = period_seconds(m.group("of").lower()) * part.numerator / part.denominator  # type: ignore[operator]
            else:
                seconds = Decimal(1800) if m.group("half") else period_seconds((m.group("period") or "hour").lower())
            out.append(_once_per(seconds, *m.span(), text))  # type: ignore[arg-type]
            taken.append(m.span())
    for m in _ADVERB.finditer(text) if may_say(text, "hourly", "weekly", "fortnightly", "monthly", "yearly", "annually") else ():
        before = re.findall(r"[A-Za-z]+|\d", text[:m.start()])[-1:]
        after = re.match(r"[ \u00a0]*([A-Za-z]+)", text[m.end():])
        if not free(*m.span()) or any(v.end <= m.start() and not text[v.end:m.start()].strip() for v in out) \
                or before and before[0].lower() in _BEFORE_ADJECTIVE or after and after.group(1).lower() not in _AFTER_ADVERB:
            continue
        seconds = period_seconds(_ADVERB_PERIOD[m.group("adverb").lower()])
        count = _COUNTS[(m.group("count") or "").lower() or None]
        out.append(_once_per(seconds, *m.span(), text, count))  # type: ignore[arg-type]
    return tuple(sorted(out, key=lambda v: v.start))
