"""The days a chat of people says, dated from the day each message was written, and the values its writers correct.

Contract. `dated_lines(lines, today)` returns the lines of a chat of people (chat_lines.spoken) with each day its
messages say without a month or a year ("tues 16th", "the 18th", "19/05") or from now ("tomorrow", "Wednesday week")
followed by its date, read from the day the message was written: the date its writer's part gives ("Sue · Thu 28 May
17:02:", "Tenant (Olivia Grant), 12/05/2026 08:14:"), or a line of its own above it ("Mon, 4 May 2026 at 18:22",
a title ending "— Tue 19 May 2026"), else `today`. A date written without its year is the latest such day up to
`today`; "12/05/2026" is read day first where the chat writes its days so (values.relative.day_first). A reference
a message writes in groups ("SL 7730 1842 GB") is followed by its characters joined, as a claim writes it.
`corrected_lines(lines)` puts a value a writer takes back in a later message of theirs ("ok, make that Wed 24 June")
in their earlier message, as a user's corrections are read (corrections.py).

Why: a group chat, a landlord's texts or a booking bot's messages say "Friday 8th" or "the 16th" and mean the next
such day after the message; a claim writes the date in full ("Friday 8 May"). The turn reading dates a user's words
so (turns.py); a chat of people has no turns, and its lines are read here before the prose reading.
"""

from __future__ import annotations

import re
from datetime import date

from . import chat_lines, corrections, pasted
from .values import extract
from .values.relative import Said, dated, day_first, days_of_month, slashed

_HEAD = re.compile(r"^(.{0,60}?):\s")  # the writer's part of a line, with its stamp
_FULL = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4})")
_ISO = re.compile(r"(\d{4}|-)-(\d{2})-(\d{2})")


def _day_of(head: str, first: bool | None, today: date) -> date | None:
    """The day a writer's part or a line of its own writes, or None."""
    for v in extract(head):
        m = _ISO.fullmatch(str(v.norm)) if v.kind == "date" else None
        if m is None:
            continue
        full = _FULL.search(v.text)
        try:
            if full and first:
                return date(int(full.group(3)), int(full.group(2)), int(full.group(1)))
            if m.group(1) != "-":
                return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            when = date(today.year, int(m.group(2)), int(m.group(3)))
            return when if when <= today else date(today.year - 1, when.month, when.day)
        except ValueError:
            return None
    return None


# a weekday, written in full or cut short, and a day of the month said without its month ("tues 16th", "Sat 6th")
_WEEKDAY_NTH = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:\(|of\b))",
                          re.IGNORECASE)
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _weekday_nth(text: str, day: date) -> str:
    """The text with each weekday and day of the month followed by its date: the first such day on or after `day`
    whose weekday is the one written, within a year; left as it is when none is."""
    def put(m: re.Match) -> str:
        wanted, nth = _WEEKDAYS.index(m.group(1).lower()), int(m.group(2))
        year, month = day.year, day.month
        for _ in range(12):
            try:
                when = date(year, month, nth)
            except ValueError:
                when = None
            if when is not None and when >= day and when.weekday() == wanted:
                return f"{m.group(0)} ({when.day} {when.strftime('%B')} {when.year})"
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return m.group(0)
    return _WEEKDAY_NTH.sub(put, text)


# (conv22) a reference written in groups ("SL 7730 1842 GB", "VLT 881 203"): three groups or more of capitals and digits,
# letters and digits both in it, each group of two characters or more
_GROUPED = re.compile(r"(?<![\w-])(?:[A-Z0-9]{2,6}\s){2,5}[A-Z0-9]{2,6}(?![\w-])")


def _joined(text: str) -> str:
    """The text with each reference written in groups followed by its characters joined: "SL 7730 1842 GB (SL77301842GB)"."""
    def put(m: re.Match) -> str:
        code = m.group().replace(" ", "")
        return f"{m.group()} ({code})" if re.search(r"[A-Z]", code) and re.search(r"\d", code) else m.group()
    return _GROUPED.sub(put, text)


def dated_lines(lines: list[str], today: date | None) -> list[str]:
    """The lines with each day a message says followed by its date (a line that only dates the messages below it is
    left as it is)."""
    if today is None:
        return lines
    first = day_first("\n".join(lines))
    day, out = today, []
    for ln in lines:
        m = _HEAD.match(ln)
        when = _day_of(m.group(1) if m else ln, first, today)
        day = when or day
        if m is None and when is not None:
            out.append(ln)
            continue
        at = m.end() if m else 0
        body = _joined(ln[at:])
        body = slashed(body, first) if first is not None else body
        out.append(ln[:at] + days_of_month(dated(_weekday_nth(body, day), day), Said(day, today=day))[0])
    return out


def corrected_lines(lines: list[str]) -> list[str]:
    """(conv22) The lines with each value a writer takes back in a later message of theirs ("ok moved to Thu 25 June,
    same time", "sorry, it's 7:30") put in their earlier message in place of the value it corrects, as a user's
    corrections are read (corrections.correct); the correcting message is left as written. Another writer's value is
    never so taken back: what one says of a thing ("I bumped it to 300s") is no correction of what another said."""
    out = list(lines)
    said: dict[str, list[int]] = {}  # writer -> the lines of their messages, in order
    for k, ln in enumerate(lines):
        m = _HEAD.match(ln)
        who = chat_lines.speaker_of(ln) if m else None
        if m is None or who is None:
            continue
        mine = said.setdefault(pasted.writer(who).lower(), [])  # "Surgery (27 May)" and "Surgery (28 May)" are one writer
        bodies = [out[j][_HEAD.match(out[j]).end():] for j in mine]  # type: ignore[union-attr]
        corrections.correct(bodies, ln[m.end():], before=bodies[-1] if bodies else "")
        for j, body in zip(mine, bodies):
            out[j] = out[j][:_HEAD.match(out[j]).end()] + body  # type: ignore[union-attr]
        mine.append(k)
    return out
