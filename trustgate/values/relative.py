"""Days said from now ("this Saturday", "last Friday", "in 10 days", "two days ago", "tomorrow"), given the date a
text says it is.

Contract. `today_of(sentence, observed)` returns the date a sentence says it is now ("today is ...", "it's Thursday
the 10th of September 2026"), written with its year or with its weekday (its year then the latest up to the day
observed whose calendar fits), or None. `dated(sentence, today)` returns the sentence with each day it
says from now followed by its date in parentheses ("this Saturday (12 September 2026)"), so a claim that gives the
date finds it. A weekday after "this", "on", "coming" or "for" is the next such day on or after today, after "last"
the latest one before today, and so after "on" when a verb in the past comes before it ("it broke on Saturday"); "the
day after tomorrow" is two days on; "three weeks from today" counts from today as "in three weeks" does; "next
Saturday" (this week's or the week after?) and a plural ("on Saturdays": a habit) are left alone. `days_of_month` also
dates "the day after" and a weekday said so ("the Sunday after", "the Friday before") from the date said last.

Why: a user tells an assistant "we fly this Saturday" after saying what day it is; memory written from the chat
holds the date. Read as words, the date the claim gives is found nowhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from .reading import ORDINAL_DAYS, ORDINAL_WORD, extract

# "today is ...", "it's Thursday the 10th of September 2026": a date the chat says it is now
_TODAY = re.compile(r"\b(?:today(?:'s|\s+is)?|it's|it\s+is)\b", re.IGNORECASE)
_WEEKDAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# a day said from now: "this Saturday", "on Friday", "Thursday at 10 am." opening a sentence, "tomorrow", "in 10 days",
# "three days ago"
_RELATIVE = re.compile(r"\b(?:(?:(?:this|on|coming|this\s+coming|for)\s+|(?<![\s\S]))((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!s)"
                       r"|(tomorrow|yesterday)\b|in\s+((?:(?!the\b)\w+\s+)?(?:days?|weeks?))\b|((?:\w+\s+)?(?:days?|weeks?))\s+ago\b"
                       r"|last\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!s)"  # the latest such day before today
                       r"|((?:\w+\s+)?(?:days?|weeks?))\s+from\s+(?:today|now)\b"
                       r"|(?:the\s+)?day\s+(after\s+tomorrow|before\s+yesterday)\b)",
                       re.IGNORECASE)
# a verb in the past before "on <weekday>" ("blew down on Saturday", "we viewed it on Sunday"); a booking or a plan made
# ("booked on Friday") may look ahead, so it is not one
_PAST = re.compile(r"\b(?!(?:booked|scheduled|planned|arranged|fixed|moved|changed|rescheduled|postponed|agreed|decided|"
                   r"promised|asked|invited|confirmed|offered|needed|wanted|hoped)\b)[a-z]{3,}ed\b|"
                   r"\b(?:was|were|had|did|broke|fell|hurt|went|came|got|lost|left|saw|paid|bought|sold|sent|ran|met|ate|drove|"
                   r"flew|blew|threw|wrote|gave|began|caught|took|made)\b", re.IGNORECASE)
# what looks ahead though a verb in the past comes before it ("we decided to meet on Friday", "it will be ready on ...")
_AHEAD = re.compile(r"\bto\s+[a-z]+|\b(?:will|'ll|going|shall)\b", re.IGNORECASE)


# a date written after a weekday ("Friday the 20th", "Sunday, the twenty-second of February", "Saturday 24 October")
_WRITTEN = re.compile(r",?\s+(?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?\b|(" + ORDINAL_WORD + r")\b|(?:jan|feb|mar|apr|may|jun|"
                      r"jul|aug|sep|oct|nov|dec)[a-z]*\s+(\d{1,2})\b)", re.IGNORECASE)


def _written_day(after: str) -> int | None:
    """The day of the month written right after a weekday, or None."""
    m = _WRITTEN.match(after)
    if m is None:
        return None
    return int(m.group(1) or m.group(3)) if m.group(1) or m.group(3) else ORDINAL_DAYS[re.sub(r"\s+", " ", m.group(2).lower())]


def _happened(before: str) -> bool:
    """The words before "on <weekday>" tell of something done then: a verb in the past, nothing after it looking ahead."""
    found = list(_PAST.finditer(before))
    return bool(found) and not _AHEAD.search(before[found[-1].end():]) and not _AHEAD.search(before[:found[-1].start()])


_MONTHS = ("January February March April May June July August September October November December").split()


def today_of(sentence: str, observed: date | None = None) -> date | None:
    """The date a sentence says it is today, written with its year, or with its weekday and without its year ("It's
    Thursday 3 December today": the latest year, up to the day observed, whose calendar fits); None when it says none."""
    if not _TODAY.search(sentence):
        return None
    for v in extract(sentence):
        if v.kind == "date" and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(v.norm)):
            return date.fromisoformat(str(v.norm))
    weekday = _WEEKDAY_SAID.search(sentence)
    for v in extract(sentence) if weekday and observed is not None else ():
        if v.kind == "date" and re.fullmatch(r"--\d{2}-\d{2}", str(v.norm)):
            month, day = int(str(v.norm)[2:4]), int(str(v.norm)[5:])
            return _fitting(month, day, _WEEKDAY_NAMES.index(weekday.group(1)[:3].lower()), observed)  # type: ignore[arg-type]
    return None


_WEEKDAY_SAID = re.compile(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!s)", re.IGNORECASE)


def _fitting(month: int, day: int, weekday: int | None, observed: date) -> date | None:
    """The latest date of that month and day, up to the day observed and within seven years, that falls on the weekday
    (any weekday when None); else the latest such date."""
    found = []
    for y in range(observed.year, observed.year - 7, -1):
        try:
            when = date(y, month, day)
        except ValueError:
            continue
        if when <= observed:
            found.append(when)
    return next((w for w in found if weekday is None or w.weekday() == weekday), found[0] if found else None)


def _days(phrase: str) -> int | None:
    """Whole days in "10 days", "two weeks", "a week"; None for anything else."""
    found = [v for v in extract(phrase) if v.kind == "duration"]
    if not found and re.match(r"(?:a|one)\s", phrase):
        found = [v for v in extract("1 " + phrase.split(None, 1)[1]) if v.kind == "duration"]
    return int(found[0].norm) // 86400 if found and int(found[0].norm) % 86400 == 0 else None


def dated(sentence: str, today: date) -> str:
    """The sentence with each day it says from now followed by its date ("this Saturday (12 September 2026)")."""
    sentence = _weeks(sentence, today)

    def put(m: re.Match) -> str:
        day, near, ahead, back, last, hence, second = m.groups()
        ahead = ahead or hence
        if re.match(r"\s*\(\d", sentence[m.end():]) or (day or last) and re.search(r"\b(?:next|a\s+week\s+(?:on|from))\s+$",
                                                                                   sentence[:m.start() + len(m.group(0)) - len(day or last)]):
            return m.group(0)  # dated already ("Tuesday next week (20 October 2026)")
        if day and m.group(0).lower().startswith("on") and _happened(sentence[:m.start()].rsplit(".", 1)[-1]):
            last, day = day, None  # "the fence blew down on Saturday": the latest Saturday before today
        elif day and re.fullmatch(r"[A-Za-z]+day", m.group(0)):
            rest = sentence[m.end():]  # a sentence that opens with the day ("Thursday at 10 am."; "Saturday we went ...")
            done = _PAST.search(rest)
            if done and not _AHEAD.search(rest[:done.start()]) and not _AHEAD.search(rest[done.end():]):
                last, day = day, None
        if second:
            when = today + timedelta(days=2 if second.lower().startswith("after") else -2)
        elif day:
            wanted = _WEEKDAY_NAMES.index(day[:3].lower())
            when = today + timedelta(days=(wanted - today.weekday()) % 7)
        elif last:
            wanted = _WEEKDAY_NAMES.index(last[:3].lower())
            when = today - timedelta(days=(today.weekday() - wanted) % 7 or 7)
        elif near:
            when = today + timedelta(days=1 if near.lower() == "tomorrow" else -1)
        else:
            n = _days(ahead or back)
            if n is None:
                return m.group(0)
            when = today + timedelta(days=n if ahead else -n)
        if _written_day(sentence[m.end():]) not in (None, when.day):
            return m.group(0)  # "on Friday the twentieth of November" said on the 3rd: the date written is meant
        return f"{m.group(0)} ({when.day} {_MONTHS[when.month - 1]} {when.year})"
    return clock(_RELATIVE.sub(put, sentence))


_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# "next Thursday", "a week on Thursday", "Thursday week", "Tuesday and Wednesday next week"
_NEXT = re.compile(rf"\bnext\s+({_WEEKDAY})\b(?!s)|\ba\s+week\s+(?:on|from)\s+({_WEEKDAY})\b(?!s)|\b({_WEEKDAY})\s+week\b"
                   rf"|\b({_WEEKDAY})\b(?=(?:\s*(?:,|and|or)\s*{_WEEKDAY})*\s+next\s+week\b)", re.IGNORECASE)


def _weeks(sentence: str, today: date) -> str:
    """The sentence with each weekday said by its week followed by its date: "Tuesday next week" is that day of the
    week after this one (weeks start on Monday); "a week on Thursday" and "Thursday week" are seven days after the
    coming Thursday; "next Thursday" is the coming Thursday when that falls in next week (said on a Saturday), and is
    left alone when the coming one is still this week (this week's or the week after?)."""
    def put(m: re.Match) -> str:
        nxt, week_on, week_after, next_week = m.groups()
        wanted = _WEEKDAY_NAMES.index((nxt or week_on or week_after or next_week)[:3].lower())
        coming = today + timedelta(days=(wanted - today.weekday()) % 7 or 7)
        if next_week:
            when = today + timedelta(days=7 - today.weekday() + wanted)
        elif nxt:
            if coming.isocalendar()[:2] == today.isocalendar()[:2]:
                return m.group(0)
            when = coming
        else:
            when = coming + timedelta(days=7)
        return f"{m.group(0)} ({when.day} {_MONTHS[when.month - 1]} {when.year})"
    return _NEXT.sub(put, sentence)


# "at 10" after a day dated ("tomorrow (21 August 2026) at 10"): a time of day, not a number (hours 8 to 23; "at 7" may
# be morning or evening)
_AT_HOUR = re.compile(r"(\(\d{1,2} [A-Z][a-z]+ \d{4}\),?\s+at\s+)(\d{1,2})\b(?![:.]\d|\s*(?:am|pm|a\.m|p\.m|o'clock|%|[a-z]))",
                      re.IGNORECASE)


def clock(sentence: str) -> str:
    """The sentence with an hour said "at 10" after a dated day written as a time ("at 10:00")."""
    return _AT_HOUR.sub(lambda m: f"{m.group(1)}{m.group(2)}:00" if 8 <= int(m.group(2)) <= 23 else m.group(0), sentence)



_MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
# a day of the month said alone ("the 25th", "Friday the 18th"), not one a month follows ("the 1st of May") nor one dated
_NTH = re.compile(rf"\bthe\s+(\d{{1,2}})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?{_MONTH_WORD})(?!\s*\()", re.IGNORECASE)
# a day of the month said alone in words, where nothing else is meant: after a weekday ("Saturday the nineteenth"),
# "on", "for" or "it's" ("on the twentieth.", "booked for the fourteenth at nine"), with no noun after it ("the second game", "the twentieth anniversary" are no days)
_NTH_WORD = re.compile(rf"(?:\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+|\b(?:on|for|it'?s|is)\s+)the\s+({ORDINAL_WORD})\b"
                       rf"(?!\s+(?:of\s+)?{_MONTH_WORD})(?!\s*\()(?=\s*(?:[.,;:!?)]|$)|\s+(?:at|and|in|from|to|or|for|so|but|when|not)\b)",
                       re.IGNORECASE)


# "the day after" / "the day before" said alone: of the date said last ("Monday's no good. Book it for the day after.")
# and a weekday said so ("the Sunday after": the first Sunday after that date)
_DAY_AFTER = re.compile(r"\bthe\s+(day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(after|before)\b(?=\s*(?:[.,;:!?)]|$|\s+(?:then|instead|please|at|in|and|so|but)\b))",
                        re.IGNORECASE)


@dataclass(frozen=True)
class Said:
    """The date said last: `named` when a date written with its month said it (a day alone is in that month), else
    today (a day alone is the next such day)."""
    day: date
    named: bool = False
    today: date | None = None  # the day the chat said it is: a date written without its year is in its year


def _day_in(day: int, last: Said) -> date | None:
    """That day in the month said last, or on or after today; None for no such day."""
    year, month = last.day.year, last.day.month
    if not last.named and day < last.day.day:
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def days_of_month(sentence: str, last: Said) -> tuple[str, Said]:
    """The sentence with each day of the month said alone followed by its date ("the 25th (25 April 2026)"), and the
    date said last in it (`last` when none): a date written without its year takes the year of `last`."""
    marks: list[tuple[int, int, date | None]] = []  # (start, end, the date written; None for a day said alone)
    for v in extract(sentence):
        m = re.fullmatch(r"(\d{4}|-)-(\d{2})-(\d{2})", str(v.norm)) if v.kind == "date" else None
        if m:
            try:
                year = int(m.group(1)) if m.group(1) != "-" else (last.today or last.day).year
                marks.append((v.start, v.end, date(year, int(m.group(2)), int(m.group(3)))))
            except ValueError:
                pass
    marks += [(m.start(), m.end(), None) for m in _NTH.finditer(sentence)]
    marks += [(m.start(1) - 4, m.end(), None) for m in _NTH_WORD.finditer(sentence)]  # from its "the"
    afters = {m.start(): m for m in _DAY_AFTER.finditer(sentence)}
    marks += [(m.start(), m.end(), None) for m in afters.values()]
    out, at = [], 0
    for start, end, when in sorted(marks, key=lambda x: x[0]):
        if start < at:
            continue
        if start in afters:  # "We arrive Saturday 6 February and ski from the day after.": from the date said last
            if not last.named:
                continue
            kind, way = afters[start].group(1).lower(), 1 if afters[start].group(2).lower() == "after" else -1
            gap = 1 if kind == "day" else ((_WEEKDAY_NAMES.index(kind[:3]) - last.day.weekday()) * way) % 7 or 7
            when = last.day + timedelta(days=gap * way)
            out.append(sentence[at:end] + f" ({when.day} {_MONTHS[when.month - 1]} {when.year})")
            at = end
            last = Said(when, True, last.today)
            continue
        if when is None:
            nth = _NTH.match(sentence, start) or _NTH_WORD.search(sentence, max(0, start - 12))
            day = nth.group(1)  # type: ignore[union-attr]
            when = _day_in(int(day) if day.isdigit() else ORDINAL_DAYS[re.sub(r"\s+", " ", day.lower())], last)
            if when is None:
                continue
            out.append(sentence[at:end] + f" ({when.day} {_MONTHS[when.month - 1]} {when.year})")
            at = end
        last = Said(when, True, last.today)
    return clock("".join(out) + sentence[at:]), last


# a day and month written with a slash and no year ("12/06", "3/4"): read as a date only where a date stands ("for
# 12/06 at 14:30", "is 19/9", "3/4 to 17/4"), never a share ("3/4 of the budget", "scored 7/10")
_SLASHED = re.compile(r"(?<![\w/.,£$€])(\d{1,2})/(\d{1,2})(?![\w/]|[.,]\d)")
_DATE_BEFORE = re.compile(r"\b(?:on|for|from|to|until|till|by|is|was|between|and|date|dated|propose|proposed|moved\s+to)\s*:?\s*$",
                          re.IGNORECASE)
_DATE_AFTER = re.compile(r"^\s*(?:at\s+\d|to\s+\d{1,2}/\d|until\s+\d{1,2}/\d|[-–]\s*\d{1,2}/\d)", re.IGNORECASE)
_NOT_DATE_AFTER = re.compile(r"^\s*(?:of|full|empty|done|complete|ready|for\s+effort|%|marks?|points?|stars?)\b", re.IGNORECASE)
_FULL_SLASHED = re.compile(r"(?<![\w/])(\d{1,2})/(\d{1,2})/(?:\d{4}|\d{2})(?![\w/])")


def day_first(text: str) -> bool | None:
    """Whether a text writes a day before its month ("15/06/2026", "19/9": True; "6/15": False), else whether its money
    is pounds or euros (True) or only dollars (False); None when it says neither."""
    for m in list(_FULL_SLASHED.finditer(text)) + list(_SLASHED.finditer(text)):
        a, b = int(m.group(1)), int(m.group(2))
        if a > 12 >= b >= 1:
            return True
        if b > 12 >= a >= 1:
            return False
    if re.search(r"[£€]|\b(?:GBP|EUR|quid|pounds?|euros?)\b", text):
        return True
    return False if "$" in text else None


def slashed(sentence: str, first: bool) -> str:
    """The sentence with each day and month written "12/06" where a date stands rewritten as "12 June" (`first`: the
    day comes first), so that its date is read."""
    out, at = [], 0
    for m in _SLASHED.finditer(sentence):
        before, after = sentence[:m.start()], sentence[m.end():]
        if not (_DATE_BEFORE.search(before) or _DATE_AFTER.match(after)) or _NOT_DATE_AFTER.match(after):
            continue
        day, month = (int(m.group(1)), int(m.group(2))) if first else (int(m.group(2)), int(m.group(1)))
        if not (1 <= month <= 12 and 1 <= day <= 31):
            continue
        out.append(sentence[at:m.start()] + f"{day} {_MONTHS[month - 1]}")
        at = m.end()
    return "".join(out) + sentence[at:]


# the day a chat's stamp writes before its speaker: "[Wed 4 Mar 21:10]", "[4 March 2026, 21:10]", "[2026-03-04 21:10]",
# "2026-03-04 21:10" unbracketed, "[Sat 23:40]"
_STAMP_DAY = re.compile(r"^\s*(?:(?=\d{4}-\d{2}-\d{2}[ T]\d)|\[\s*)(?:(\d{4})-(\d{2})-(\d{2})[ T,]+|(?:(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:(\d{1,2})\s+"
                        r"((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\.?,?\s+(?:(\d{4}),?\s+)?)?)\d{1,2}:\d{2}",
                        re.IGNORECASE)


def stamped_day(line: str, observed: date | None) -> date | None:
    """The day a chat line's stamp says it was written, or None: a stamp without its year is in the latest year, up to
    the day observed, whose calendar gives its weekday that date ("[Wed 4 Mar 21:10]"); a weekday alone ("[Sat 23:40]")
    is the latest such day up to the day observed; a time alone says no day."""
    m = _STAMP_DAY.match(line)
    if m is None:
        return None
    iso_year, iso_month, iso_day, weekday, day, month, year = m.groups()
    try:
        if iso_year:
            return date(int(iso_year), int(iso_month), int(iso_day))
        if day and year:
            return date(int(year), _MONTH_INDEX[month[:3].lower()], int(day))
    except ValueError:
        return None
    if observed is None or not (day or weekday):
        return None
    wanted = _WEEKDAY_NAMES.index(weekday[:3].lower()) if weekday else None
    if not day:
        return observed - timedelta(days=(observed.weekday() - wanted) % 7)  # type: ignore[operator]
    return _fitting(_MONTH_INDEX[month[:3].lower()], int(day), wanted, observed)


_MONTH_INDEX = {name[:3].lower(): k + 1 for k, name in enumerate(_MONTHS)}
