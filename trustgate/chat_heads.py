"""The ways chat apps write who wrote a message and when, read as one: `[stamp] Name: text`.

Contract. `written(lines)` returns the lines of a chat pasted from an app with each message's writer part written as
most apps write it, the stamp before the writer ("[Mon 8 Jun 2026, 09:12] Bence: text"), where two messages or more
by two writers or more are written in one of these ways; the lines as they are otherwise:
- the stamp after the name, after a middle dot, a comma or a space, its day before or after its clock time, the day
  in parentheses or after a second dot ("Bence 09:12 (Mon 8 Jun 2026): text", "Savta Rina · 14:02 · Mon 22 Jun 2026:
  text", "Myyjä · 15.6.2026 18:04: text", "@TolaStitches · Jun 1, 2026, 9:14 AM: text");
- the same on a line of its own over the message ("lina.berg  2:14 PM (Mon 10 Aug 2026)" / "Kräftskiva on ...",
  "Penzion U Mlýna · 12 Jun 2026, 14:20" / "Dobrý den! ...");
- a comment's writer after "Comment by" ("Comment by Rachel · 10 Jun 19:12: text");
- a meeting chat's addressee after an arrow ("[7:04 PM] Gillian Marsh (Host) → Everyone: text");
- a day written month first after a comma, with no clock time ("WickAndWillowCo, Jun 2, 2026: text" as
  "WickAndWillowCo (Jun 2, 2026): text", as chat_days.stamps_first writes a day without a time).

Why: the rest of the chat reading (chat_lines.spoken, chat_days.read_lines) finds writers written `Name: text` and
dates each message from the stamp before it, then drops the stamp: a stamp left inside the message is read as one of
its values ("14:00" against the stamp's "14:20"), and a writer it does not find leaves the chat one voice.
"""

from __future__ import annotations

import re

# a name, not a day written first ("Mon, 4 May 2026 at 18:22" over the messages of that day)
_NAME = (r"@?(?!(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|wednesday|saturday|jan(?:uary)?|feb(?:ruary)?|"
         r"mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|today|"
         r"yesterday)\b)(?P<name>[^\W\d_][\w .'\-]{0,24}?(?:\s*\((?P<tag>[^()]{1,30})\))?)")
_BY = r"(?:(?:comment|reply|message|note|post)(?:ed)?\s+(?:by|from)\s+)?"
_CLOCK = r"(?P<clock>\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)"
# a day: a weekday, a day and a month (either way round), a year, or figures with / or . between them; (conv27) a year
# first with slashes ("2026/05/12", as Chatwork writes it), a day with a dot before its month ("tirsdag 1. sep. 2026")
_DAY = (r"(?:[^\W\d_]{2,9}\.?,?\s+)?(?:\d{1,2}\s+[^\W\d_]{3,9}\.?,?(?:\s+\d{4})?|[^\W\d_]{3,9}\.?\s+\d{1,2}(?:,?\s+\d{4})?"
        r"|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}[-/]\d{2}[-/]\d{2}|\d{1,2}\.\s+[^\W\d_]{3,9}\.?(?:\s+\d{4})?)")
# "Name · day, clock", "Name, day clock", "Name  clock (day)", "Name clock · day": the writer, then the stamp
_STAMPED = re.compile(r"^\s*" + _BY + _NAME + r"(?:\s*·\s*|\s+[—–]\s+|,\s*|\s+)(?:(?P<before>" + _DAY
                      + r")(?:,?\s+|\s*·\s*)(?:at\s+)?)?" + _CLOCK
                      + r"(?:\s*·\s*(?P<after>" + _DAY + r")|\s*\((?P<paren>" + _DAY + r")\))?\s*(?::\s+(?P<text>\S.*))?$",
                      re.IGNORECASE)
# (conv27) the stamp in parentheses after the name, its day first ("Kenji Mori (2026/05/12 14:03)"), or a day alone
# after a dot or a dash on a writer's line over the message ("Rhiannon O. (Organizer) · Jun 2, 2026", "Shop · Oct 6")
_PARENS = re.compile(r"^\s*" + _NAME + r"\s*\((?P<before>" + _DAY + r"),?\s+" + _CLOCK + r"\)\s*(?::\s+(?P<text>\S.*))?$",
                     re.IGNORECASE)
_DAY_ONLY = re.compile(r"^\s*" + _NAME + r"(?:\s*·\s*|\s+[—–]\s+)(?P<day>" + _DAY + r")\s*$", re.IGNORECASE)
# "[7:04 PM] Gillian Marsh (Host) → Everyone: text": who the message is addressed to is no part of its writer
_ADDRESSED = re.compile(r"^(?P<stamp>\s*\[[^\]]{1,40}\]\s*)?" + _NAME + r"\s*(?:→|->|⟶)\s*[^:]{1,40}?:\s+(?P<text>\S.*)$")
# "WickAndWillowCo, Jun 2, 2026: text": a day written month first, without a clock time
_MONTH_FIRST = re.compile(r"^\s*" + _BY + _NAME + r",\s*(?P<day>[^\W\d_]{3,9}\.?\s+\d{1,2},?\s+\d{4})\s*:\s+(?P<text>\S.*)$")


_WRITER = re.compile(r"^[^\W\d_][\w .'\-]{0,24}(?:\s*\([^()]{1,30}\))?:\s")  # a message below that has its own writer


_DOTTED = re.compile(r"\b(\d{1,2})\.\s+([^\W\d_]{3,9})\.?")  # (conv27) "1. sep." as "1 sep", as a stamp is read
_UNDOTTED = r"\1 \2"


def _stamped(m: re.Match[str], text: str) -> str:
    found = m.groupdict()
    day = found.get("before") or found.get("after") or found.get("paren")
    if not day:  # a clock time alone stays after the writer, where chat_lines reads it ("Dan (Sales) 15:02: text")
        return f"{m.group('name').strip()} · {m.group('clock')}: {text}"
    stamp = f"{_DOTTED.sub(_UNDOTTED, day.strip(' ,'))}, {m.group('clock')}" if day else m.group("clock")
    return f"[{stamp}] {m.group('name').strip()}: {text}"


def _tagged(name: str, day: str) -> str:
    """(conv27) The writer with a day in their tag, beside a tag they have ("Rhiannon O. (Organizer, Jun 2, 2026)"), as
    chat_days.stamps_first writes a day without a clock time: one tag, which a turn's speaker may carry."""
    name, day = name.strip(), day.strip(" ,")
    return f"{name[:-1]}, {day})" if name.endswith(")") else f"{name} ({day})"


def written(lines: list[str]) -> list[str]:
    """The lines with each message's writer part written `[stamp] Name: text` (see the module)."""
    out: list[str] = []
    names: list[str] = []
    k = 0
    while k < len(lines):
        ln = lines[k]
        stamped, addressed, month_first = _STAMPED.match(ln) or _PARENS.match(ln), _ADDRESSED.match(ln), _MONTH_FIRST.match(ln)
        below = lines[k + 1].strip() if k + 1 < len(lines) else ""
        over = below and not _STAMPED.match(lines[k + 1]) and not _PARENS.match(lines[k + 1]) \
            and not _DAY_ONLY.match(lines[k + 1]) and not _WRITER.match(below)
        day_only = None if stamped or not over else _DAY_ONLY.match(ln)
        if stamped and stamped.group("text") is None and over:
            out.append(_stamped(stamped, below))  # the writer's line over the message
            k += 2
        elif day_only:  # (conv27) a day without a clock time, written in the writer's tag as _MONTH_FIRST's
            out.append(f"{_tagged(day_only.group('name'), day_only.group('day'))}: {below}")
            k += 2
        elif stamped and stamped.group("text") is not None:
            out.append(_stamped(stamped, stamped.group("text")))
            k += 1
        elif addressed:
            out.append(f"{addressed.group('stamp') or ''}{addressed.group('name').strip()}: {addressed.group('text')}")
            k += 1
        elif month_first:
            out.append(f"{month_first.group('name').strip()} ({month_first.group('day')}): {month_first.group('text')}")
            k += 1
        else:
            out.append(ln)
            k += 1
            continue
        m = stamped or day_only or addressed or month_first
        names.append(m.group("name").split("(")[0].strip().lower())  # type: ignore[union-attr]
    return out if len(names) >= 2 and len(set(names)) >= 2 else lines
