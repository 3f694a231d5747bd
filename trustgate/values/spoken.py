"""Times and durations as people say them: "a quarter past seven", "half past six in the evening", "ten to nine",
"seven o'clock", "half 2" (half past two, as said in Britain), "19 Uhr", the 24-hour clock said aloud ("seventeen
hundred", "oh-nine-fifty", "nineteen thirty hours"); "an hour", "for a week", "half an hour", "an hour and a half", "a fortnight".

`spoken(text)` returns (kind, norm, start, end, unit) for each such phrase; reading.py adds those whose span no
other recogniser has claimed, before number words are read (so "half an hour" is 30 minutes, not a ratio of 1/2
beside a stray "hour"). Norms are those of the other recognisers: a time is "HH:MM" on the 24-hour clock, a duration
a count of seconds (pint converts the unit, as for "30 minutes").

What is deliberately not read:
- "a day" / "a week" after a dose, a count or "once", "twice", "per", "every", "each" ("10 mg a day", "twice a
  week"): a rate, not a duration. An article duration is read only after a word that introduces a length of time
  (for, takes, lasts, needs, in, within, after, is, about ...) or at the start of a clause;
- "every fortnight", "every week": how often is not read (reading it as a 14-day interval, equal to "every two
  weeks", cost supported claims in grounding, where a claim's "every week" must then be found in a source that says
  "weekly": `trustgate memcontam` recall fell to 0.995, so it was dropped);
- the hour of "a quarter past three" is read as said (03:15), with the unit TWELVE_HOUR: either half of the day, so
  it equals "03:15" and "15:15" alike (values/compare.py); "in the afternoon", "in the evening", "at night", "p.m."
  fix it to the afternoon (15:15), as "3:15 pm" is read, and "in the morning", "a.m." to the morning.
"""

from __future__ import annotations

import re
from decimal import Decimal

from ..text import may_say
from .quantities import _measure, _unit

__all__ = ["spoken", "TWELVE_HOUR"]

TWELVE_HOUR = "12h"  # the unit of a clock time said without its half of the day: values/compare.py reads it as either

_HOURS = {w: i for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split(), start=1)}
_MINUTES = {"quarter": 15, "half": 30, "five": 5, "ten": 10, "twenty": 20, "twenty-five": 25, "twenty five": 25}
_HOUR = r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight|noon|midday|(?:1[0-2]|0?[1-9])(?!\d))"
_FIXED_HOURS = {"midnight": 0, "noon": 12, "midday": 12}  # an hour that says its half of the day ("half past midnight")
_LATER = r"(?:[ \u00a0]+(in[ \u00a0]+the[ \u00a0]+(?:morning|afternoon|evening)|at[ \u00a0]+night|[ap]\.?[ \u00a0]?m\b\.?))?"
_CLOCK = re.compile(
    r"\b(?:(?:a[ \u00a0]+)?(quarter|half|twenty[ \u00a0-]five|twenty|ten|five|\d{1,2}(?=[ \u00a0]+minutes?))(?:[ \u00a0]+minutes?)?"
    r"[ \u00a0]+(past|after|to)[ \u00a0]+" + _HOUR + r"(?:[ \u00a0]+o['’]clock)?"
    r"|" + _HOUR + r"[ \u00a0]+o['’]clock)" + _LATER, re.IGNORECASE)
# an hour said with the part of the day, after "at", "until", "till", "from" or "by" ("at 7 in the evening"; not after
# "to": "a quarter to six in the morning" is read whole elsewhere)
_HOUR_OF_DAY = re.compile(r"\b(?:at|until|till|from|by)[ \u00a0]+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                          r"twelve|1[0-2]|0?[1-9])(?::00)?[ \u00a0]+(?:in[ \u00a0]+the[ \u00a0]+(morning|afternoon|evening)|at[ \u00a0]+(night))\b",
                          re.IGNORECASE)
_UNITS = r"(second|minute|hour|day|week|fortnight|month|year)"
_ARTICLE = re.compile(
    r"\b(?:(?:(half)[ \u00a0]+an?[ \u00a0]+|an?[ \u00a0]+(half)[ \u00a0-])" + _UNITS + r"|an?[ \u00a0]+" + _UNITS
    + r"(?:[ \u00a0]+and[ \u00a0]+(a[ \u00a0]+half|a[ \u00a0]+quarter|three[ \u00a0]+quarters))?)\b"
    # a unit naming a kind of thing ("a day trip", "a week pass", "a year ticket"): no length of time
    r"(?![ \u00a0]+(?:trip|pass|ticket|return|excursion|outing|visit|course|shift|job)s?\b)", re.IGNORECASE)
_AND_A_PART = {"a half": Decimal("1.5"), "a quarter": Decimal("1.25"), "three quarters": Decimal("1.75")}  # "an hour and a quarter"
# a part of a unit of time: "a quarter of an hour", "three quarters of an hour", "a third of a day"
_PART_OF = re.compile(r"\b(a|one|two|three)[ \u00a0]+(quarters?|thirds?)[ \u00a0]+of[ \u00a0]+an?[ \u00a0]+" + _UNITS + r"\b",
                      re.IGNORECASE)
_PARTS = {"a": 1, "one": 1, "two": 2, "three": 3, "quarter": 4, "quarters": 4, "third": 3, "thirds": 3}
# a length of time follows these ("lasts a week", "in an hour", "is a fortnight"); after anything else, "a day" is
# most often a rate ("10 mg a day", "twice a week")
_INTRO = frozenset(("for takes take took taking lasts last lasted lasting needs need needed requires required wants want wanted "
                    "expects expect expected asks ask asked in within after "
                    "about around over under nearly almost roughly approximately just only is are was were be than least "
                    "most").split())
# "from ten to nine replicas", "between five to six": a range of counts, not a clock time ("from half past twelve" is one)
_RANGE = frozenset({"from", "between"})
# what may follow a clock time; any other word ("ten to nine replicas") makes it a count
_AFTER_CLOCK = frozenset(("on in at and or every each tomorrow today tonight sharp daily but with by until till for local "
                          "utc gmt cet then so when while this next on weekdays weekends now instead").split())


# what may follow "a second" that is a length of time ("a second or two", "a second later", "a second per frame"); any
# other word after it is a noun it counts as the second of ("a second milking", "a second opinion")
_AFTER_A_SECOND = frozenset(("or and ago later earlier before after longer shorter per of to in at on each every for from than "
                             "then more less so but when while behind ahead faster slower too is was".split()))
_NEXT_WORD = re.compile(r"[ \u00a0]+([A-Za-z]+)")


def _ordinal_second(text: str, end: int) -> bool:
    """Is "a second" ending at `end` the ordinal, a word that is no continuation of a length of time after it?"""
    m = _NEXT_WORD.match(text, end)
    return m is not None and m.group(1).lower() not in _AFTER_A_SECOND


def _hour(word: str) -> int:
    if word.lower() in _FIXED_HOURS:
        return _FIXED_HOURS[word.lower()]
    return _HOURS.get(word.lower()) or int(word)


def _clock(m: re.Match[str]) -> str | None:
    amount, relation, hour, bare_hour, later = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
    h = _hour(bare_hour or hour)
    minute = 0
    if amount:
        key = " ".join(amount.lower().replace("-", " ").split())
        minute = _MINUTES.get(key) if not key.isdigit() else int(key)
        if minute is None or minute >= 60:
            return None
        if relation.lower() == "to":
            if key == "half":
                return None  # "half to nine" is not said
            h, minute = (h - 1) or 12, 60 - minute
    if later:
        tail = later.lower().replace(".", "").replace(" ", "").replace("\u00a0", "")
        if tail in ("pm", "intheafternoon", "intheevening") or (tail == "atnight" and h >= 6):
            h = h % 12 + 12
        elif tail in ("am", "inthemorning"):
            h = h % 12
    return f"{h % 24:02d}:{minute:02d}"


# a fraction of any other unit, said in words: "half a mile", "a quarter of a mile", "three quarters of an inch", "a mile
# and a half", "two and a half metres" (units of time have their own patterns above, where a bare "a day" is often a
# rate)
_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_UNIT_PARTS = re.compile(
    r"\b(?:(?P<half>half)[ \u00a0]+an?[ \u00a0]+(?P<u1>[a-z]+)"
    r"|(?P<n>a|one|two|three)[ \u00a0]+(?P<part>quarters?|thirds?)[ \u00a0]+of[ \u00a0]+an?[ \u00a0]+(?P<u2>[a-z]+)"
    r"|an?[ \u00a0]+(?P<u3>[a-z]+)[ \u00a0]+and[ \u00a0]+a[ \u00a0]+half"
    r"|(?P<whole>\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten)[ \u00a0]+and[ \u00a0]+a[ \u00a0]+half[ \u00a0]+(?P<u4>[a-z]+))\b",
    re.IGNORECASE)


def _unit_parts(text: str) -> list[tuple[str, object, int, int, str | None]]:
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _UNIT_PARTS.finditer(text):
        word = (m.group("u1") or m.group("u2") or m.group("u3") or m.group("u4")).lower()
        unit = _unit(word)
        if unit is None or (unit[2] == "second" and not m.group("u4")):
            continue  # (not a unit: "half a dozen", "half a bitcoin"; time: "half an hour" is read above)
        if m.group("half"):
            amount = Decimal("0.5")
        elif m.group("part"):
            amount = Decimal(_PARTS[m.group("n").lower()]) / Decimal(_PARTS[m.group("part").lower()])
        elif m.group("u3"):
            amount = Decimal("1.5")
        else:
            whole = m.group("whole").lower()
            amount = Decimal(_WORD_NUMBERS.get(whole) or int(whole)) + Decimal("0.5")
        magnitude, base = _measure(amount, unit)
        out.append(("duration" if base == "second" else "quantity", magnitude, m.start(), m.end(), base))
    return out


def _introduced(text: str, start: int) -> bool:
    before = re.findall(r"[A-Za-z]+|[\d,.;:!?]", text[:start])
    return not before or before[-1] in ",.;:!?" or before[-1].lower() in _INTRO \
        or before[-1].lower() == "to" and len(before) > 1 and before[-2].lower() in _CHANGED_TO


# a length of time changed to one said with an article ("has been lengthened to an hour", "was cut to a week")
_CHANGED_TO = frozenset(("lengthened extended shortened cut reduced increased raised changed moved put pushed brought dropped "
                         "lowered upped bumped trimmed doubled halved").split())


# "half 2", "half seven": half past the hour, as said in Britain; "19 Uhr": the hour on the 24-hour clock, as German says
# (conv23) with the part of the day said after it ("half seven in the morning": 07:30, "half six at night": 18:30)
_HALF = re.compile(r"\bhalf[ \u00a0]+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|0?[1-9])\b(?![:.,]\d)"
                   + _LATER, re.IGNORECASE)
_HALF_PAST = _CLOCK  # "half seven in the morning" read as "half past seven in the morning"
_UHR = re.compile(r"\b([01]?\d|2[0-3])[ \u00a0]+Uhr\b")
_NOT_BEFORE_HALF = frozenset("a an and in by into than".split())  # "two and a half", "cut in half"


def _said_hours(text: str) -> list[tuple[str, object, int, int, str | None]]:
    """"half 2" (02:30, either half of the day) and "19 Uhr" (19:00), where a clock time may stand."""
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _HALF.finditer(text):
        before = re.findall(r"[A-Za-z]+", text[:m.start()])[-1:]
        after = re.match(r"[ \u00a0]*([A-Za-z]+)", text[m.end():])
        if before and before[0].lower() in _NOT_BEFORE_HALF or after and after.group(1).lower() not in _AFTER_CLOCK and not m.group(2):
            continue
        if m.group(2):  # the part of the day said: one half of the day, as "7:30 am" is read
            out.append(("time", _clock(_HALF_PAST.match(f"half past {m.group(1)} {m.group(2)}")), m.start(), m.end(), None))  # type: ignore[arg-type]
            continue
        out.append(("time", f"{_hour(m.group(1)) % 12:02d}:30", m.start(), m.end(), TWELVE_HOUR))
    for m in _UHR.finditer(text):
        h = int(m.group(1))
        out.append(("time", f"{h:02d}:00", m.start(), m.end(), TWELVE_HOUR if 1 <= h <= 12 else None))
    return out


def spoken(text: str) -> list[tuple[str, object, int, int, str | None]]:
    """The spoken clock times and article durations in `text` (and parts of a unit: "three quarters of an hour"):
    (kind, norm, start, end, unit)."""
    out: list[tuple[str, object, int, int, str | None]] = []
    low = text.lower()
    if "past" in low or "to " in low or "after" in low or "clock" in low:
        for m in _CLOCK.finditer(text):
            before = re.findall(r"[A-Za-z]+", text[:m.start()])[-1:]
            after = re.match(r"[ \u00a0]*([A-Za-z]+)", text[m.end():])
            if (before and before[0].lower() in _RANGE and m.group(2) and m.group(2).lower() == "to") or (after and after.group(1).lower() not in _AFTER_CLOCK
                                                             and not re.search(r"o['’]clock$", m.group(0), re.IGNORECASE)
                                                             and not m.group(5)):  # ("... to six in the morning the bus")
                continue  # "o'clock" says a time whatever follows ("make it one o'clock they shut at one")
            norm = _clock(m)
            if norm is not None:  # no "in the afternoon" or "pm": either half of the day ("closes at half past five")
                fixed = m.group(5) or (m.group(3) or m.group(4) or "").lower() in _FIXED_HOURS
                out.append(("time", norm, m.start(), m.end(), None if fixed else TWELVE_HOUR))
    if "in the " in low or "at night" in low:  # "closes at 7 in the evening", "opens at eight in the morning"
        for m in _HOUR_OF_DAY.finditer(text):
            if not any(o[2] <= m.start(1) < o[3] for o in out):
                part = (m.group(2) or m.group(3)).lower()
                h = _hour(m.group(1)) % 12 + (12 if part in ("afternoon", "evening") or part == "night" and _hour(m.group(1)) >= 6 else 0)
                out.append(("time", f"{h % 24:02d}:00", m.start(1), m.end(), None))
    for m in _PART_OF.finditer(text) if may_say(text, "quarter", "third") else ():
        unit = _unit(m.group(3).lower())
        if unit is not None:
            seconds, base = _measure(Decimal(_PARTS[m.group(1).lower()]) / Decimal(_PARTS[m.group(2).lower()]), unit)
            out.append(("duration", seconds, m.start(), m.end(), base))
    for m in _ARTICLE.finditer(text):
        half, unit_word, part = m.group(1) or m.group(2), m.group(3) or m.group(4), m.group(5)  # ("half an hour", "a half-hour")
        if not half and not _introduced(text, m.start()):
            continue
        if unit_word.lower() == "second" and not part and _ordinal_second(text, m.end()):
            continue  # "there's a second milking at 4 pm", "a second branch": the ordinal, no length of time
        amount = Decimal("0.5") if half else _AND_A_PART[" ".join(part.lower().split())] if part else Decimal(1)
        unit = _unit(unit_word.lower())
        if unit is None:
            continue
        seconds, base = _measure(amount, unit)
        out.append(("duration", seconds, m.start(), m.end(), base))
    if "half" in low or "quarter" in low or "third" in low:
        taken = [(start, end) for _, _, start, end, _ in out]
        out.extend(v for v in _unit_parts(text) if not any(s < v[3] and v[2] < e for s, e in taken))
    if "half" in low or "uhr" in low or "hundred" in low or "oh" in low or "hours" in low:
        taken = [(start, end) for _, _, start, end, _ in out]
        out.extend(v for v in _said_hours(text) + _said_24(text) if not any(s < v[3] and v[2] < e for s, e in taken))
    if " and " in low or " till " in low or " until " in low or " til " in low or " to " in low:
        taken = [(start, end) for _, _, start, end, _ in out]
        out.extend(v for v in _hour_range(text) if not any(s < v[3] and v[2] < e for s, e in taken))
    if "m" in low:
        taken = [(start, end) for _, _, start, end, _ in out]
        out.extend(v for v in _half_shared(text) if not any(s < v[3] and v[2] < e for s, e in taken))
    taken = [(start, end) for _, _, start, end, _ in out]
    out.extend(v for v in _hour_words(text) if not any(s < v[3] and v[2] < e for s, e in taken))
    if " at " in low or " until " in low or " till " in low:
        taken = [(start, end) for _, _, start, end, _ in out]
        out.extend(v for v in _bare_hours(text) if not any(s < v[3] and v[2] < e for s, e in taken))
    return out


# a range of hours whose half of the day is said once, after the second ("1-3pm", "2 to 4pm", "9.30-11am"): the first
# hour is in that half when it comes before the second on the clock, else in the half before ("11-2pm": 11am)
_HALF_SHARED = re.compile(r"\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?[ \u00a0]*(?:-|–|to|till|until|til)[ \u00a0]*(1[0-2]|0?[1-9])"
                          r"(?:[:.][0-5]\d)?[ \u00a0]*([ap])\.?m\b", re.IGNORECASE)


def _half_shared(text: str) -> list[tuple[str, object, int, int, str | None]]:
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _HALF_SHARED.finditer(text):
        first, second, pm = int(m.group(1)) % 12, int(m.group(3)) % 12, m.group(4).lower() == "p"
        if first >= second and not pm:
            continue  # "11-2am": no half of the day before the morning's
        hour = first + (12 if pm == (first < second) else 0)
        out.append(("time", f"{hour:02d}:{m.group(2) or '00'}", m.start(1), m.end(2) if m.group(2) else m.end(1), None))
    return out


# a window of bare hours said where a time is given ("coming tomorrow between ten and two", "open from nine to five",
# "morning slot 8 till 12"): two clock times, either half of the day; "between 5 and 10 eggs", "from 8 to 12 people" are
# counts, and hours in digits are times only after "slot" or "window" (a claim and its source must read them alike)
_BARE = r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|0?[1-9])"
_HOUR_RANGE = re.compile(r"\b(?:(?:between|from)[ \u00a0]+)?" + _BARE + r"[ \u00a0]+(?:and|till|until|til|to)[ \u00a0]+" + _BARE + r"\b(?![:.]\d)",
                         re.IGNORECASE)
_WINDOW = frozenset(("slot window coming come comes arrive arrives arriving arrival delivery deliver delivering here there "
                     "booked available free open opens morning afternoon evening visit visiting call "
                     "collection collect pickup").split())


_SLOT = frozenset("slot slots window windows".split())


def _hour_range(text: str) -> list[tuple[str, object, int, int, str | None]]:
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _HOUR_RANGE.finditer(text):
        before = {w.lower() for w in re.findall(r"[A-Za-z]+", text[:m.start()])[-3:]}
        after = re.match(r"[ \u00a0]*([A-Za-z]+)", text[m.end():])
        if not before & _WINDOW or after and after.group(1).lower() not in _AFTER_CLOCK:
            continue
        if (m.group(1).isdigit() or m.group(2).isdigit()) and not before & _SLOT:
            continue  # "I can do 9 to 1" stays two numbers, as "the shift from 9 to 1" must then: only a slot's digits are times
        for k in (1, 2):
            out.append(("time", f"{_hour(m.group(k)) % 12:02d}:00", m.start(k), m.end(k), TWELVE_HOUR))
    return out


# the 24-hour clock said aloud: "oh-nine-fifty", "oh eight hundred", "at seventeen hundred", "nineteen thirty hours". Its
# hour is said "oh" first (below ten), or the phrase ends in "hours", or it is 13 to 23 "hundred" after a word that puts a
# time ("at", "till"): "two hundred" and "nineteen thirty" (a year) alone are no time, nor is "seventeen hundred people"
_H24 = ("oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
        "eighteen nineteen twenty twenty-one twenty-two twenty-three").split()
_H24_HOURS = {w: i for i, w in enumerate(_H24) if i}
_H24_MINUTES = {"oh five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty-five": 25, "thirty": 30, "thirty-five": 35,
                "forty": 40, "forty-five": 45, "fifty": 50, "fifty-five": 55}
_SEP = r"[ \u00a0-]"
_AT_24 = frozenset("at from till until til to by before after around about is it's".split())
_SAID_24 = re.compile(
    r"\b(oh" + _SEP + r")?(" + "|".join(sorted((w.replace("-", _SEP) for w in _H24_HOURS), key=len, reverse=True)) + r")"
    + _SEP + r"(hundred|" + "|".join(sorted((w.replace(" ", _SEP).replace("-", _SEP) for w in _H24_MINUTES), key=len, reverse=True))
    + r")\b(" + _SEP + r"hours\b)?", re.IGNORECASE)


def _said_24(text: str) -> list[tuple[str, object, int, int, str | None]]:
    """"seventeen hundred" (17:00), "oh-nine-fifty" (09:50): see _SAID_24."""
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _SAID_24.finditer(text):
        oh, hour, minutes, hours = m.group(1), _H24_HOURS[re.sub(_SEP, "-", m.group(2).lower())], m.group(3).lower(), m.group(4)
        before = re.findall(r"[A-Za-z']+", text[:m.start()])[-1:]
        after = re.match(r"[ \u00a0]*([A-Za-z]+)", text[m.end():])
        if after and after.group(1).lower() not in _AFTER_CLOCK:
            continue  # "seventeen hundred people"
        if not (hours or oh and hour < 10 or hour >= 13 and minutes == "hundred" and before and before[0].lower() in _AT_24):
            continue  # "in nineteen thirty" is a year
        minute = 0 if minutes == "hundred" else _H24_MINUTES[re.sub(_SEP, " ", minutes).replace("twenty five", "twenty-five")
                                                             .replace("thirty five", "thirty-five").replace("forty five", "forty-five")
                                                             .replace("fifty five", "fifty-five")]
        out.append(("time", f"{hour:02d}:{minute:02d}", m.start(), m.end(), None))
    return out


# an hour said in words with its half of the day after it, its minutes perhaps between ("at nine am", "seven fifteen pm"):
# a clock time; without "am" / "pm" an hour in words stays a number, as a spoken retake reads it ("eight no seven forty
# five")
_HOUR_WORD = r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_MINUTE_WORD = r"(oh[ \u00a0-]five|fifteen|thirty|forty[ \u00a0-]five|ten|twenty|twenty[ \u00a0-]five|thirty[ \u00a0-]five|forty|fifty|fifty[ \u00a0-]five)"
_SAID_HOUR = re.compile(rf"\b{_HOUR_WORD}(?:[ \u00a0-]{_MINUTE_WORD})?[ \u00a0]*([ap])(?:[ \u00a0]?m\b|\.m\.)", re.IGNORECASE)


def _hour_words(text: str) -> list[tuple[str, object, int, int, str | None]]:
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _SAID_HOUR.finditer(text):
        minute = _H24_MINUTES[re.sub(_SEP, " ", m.group(2).lower()).replace("twenty five", "twenty-five").replace(
            "thirty five", "thirty-five").replace("forty five", "forty-five").replace("fifty five", "fifty-five")] if m.group(2) else 0
        hour = _hour(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0)
        out.append(("time", f"{hour:02d}:{minute:02d}", m.start(), m.end(), None))
    return out


# an hour said bare after a verb of opening, closing, starting or leaving and "at" / "until" ("shuts at 4 on Saturdays",
# "doesn't open until 11", "closes at 10:30"): a clock time in either half of the day; not a dotted figure ("the shares
# closed at 9.30"), nor before a unit or a noun ("starts at 8 weeks", "ends at 10 km")
_BARE_HOUR = re.compile(
    r"\b(?:open|close|shut|start|begin|began|begun|finish|end|leave|left|depart|arriv|kick(?:s|ed|ing)?[ \u00a0]+off)[a-z]*"
    r"(?:[ \u00a0]+(?:its|their|the)[ \u00a0]+doors)?[ \u00a0]+(?:at|until|till|til)[ \u00a0]+"
    rf"(?P<h>1[0-2]|0?[1-9]|{_HOUR_WORD[1:-1]})(?::(?P<m>[0-5]\d))?"
    r"(?=[ \u00a0]*(?:[,.;!?)](?!\d)|$)|[ \u00a0]+(?:on|in|every|each|and|or|but|from|during|at|sharp|daily|now|instead|most|"
    r"weekdays|weekends|tomorrow|today|tonight)\b)", re.IGNORECASE)


# opening hours said as two bare hours after "open" ("is open 10 till 2", "opens 9 to 5 on weekdays", "open from 8 until
# 12"): two clock times, each in either half of the day; not before a unit or a noun ("open 9 to 5 days a week")
_OPEN_SPAN = re.compile(
    r"\bopen(?:s|ed)?(?:[ \u00a0]+from)?[ \u00a0]+"
    rf"(?P<h>1[0-2]|0?[1-9]|{_HOUR_WORD[1:-1]})(?::(?P<m>[0-5]\d))?[ \u00a0]*(?:to|till|until|til|-|\u2013)[ \u00a0]*"
    rf"(?P<h2>1[0-2]|0?[1-9]|{_HOUR_WORD[1:-1]})(?::(?P<m2>[0-5]\d))?"
    r"(?=[ \u00a0]*(?:[,.;!?)](?!\d)|$)|[ \u00a0]+(?:on|in|every|each|and|or|but|during|daily|now|instead|most|"
    r"weekdays|weekends|tomorrow|today|tonight|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b)",
    re.IGNORECASE)


# a dotted clock time after a verb of a timetable in the present tense ("the doors open at 9.15", "the last bus leaves at
# 10.40"): British writing's "9.15"; not in the past tense ("the shares closed at 9.30": a figure of the day)
_DOTTED_HOUR = re.compile(
    r"\b(?:opens?|closes?|shuts?|starts?|begins?|finishes|ends?|leaves?|departs?|arrives?|kicks?[ \u00a0]+off)"
    r"(?:[ \u00a0]+(?:its|their|the)[ \u00a0]+doors)?[ \u00a0]+(?:at|until|till|til)[ \u00a0]+"
    r"(?P<h>1[0-2]|0?[1-9])\.(?P<m>[0-5]\d)"
    r"(?=[ \u00a0]*(?:[,;!?)]|\.(?!\d)|$)|[ \u00a0]+(?:on|in|every|each|and|or|but|from|during|sharp|daily|now|instead|most|"
    r"weekdays|weekends|tomorrow|today|tonight)\b)", re.IGNORECASE)


def _bare_hours(text: str) -> list[tuple[str, object, int, int, str | None]]:
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _BARE_HOUR.finditer(text):
        hour = _hour(m.group("h")) % 12
        out.append(("time", f"{hour:02d}:{int(m.group('m') or 0):02d}", m.start("h"), m.end(), TWELVE_HOUR))
    for m in _DOTTED_HOUR.finditer(text):
        out.append(("time", f"{_hour(m.group('h')) % 12:02d}:{m.group('m')}", m.start("h"), m.end(), TWELVE_HOUR))
    for m in _OPEN_SPAN.finditer(text):
        for h, mm, end in (("h", "m", m.end("m") if m.group("m") else m.end("h")), ("h2", "m2", m.end())):
            out.append(("time", f"{_hour(m.group(h)) % 12:02d}:{int(m.group(mm) or 0):02d}", m.start(h), end, TWELVE_HOUR))
    return out
