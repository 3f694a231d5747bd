"""The days a chat of people says, dated from the day each message was written, and the values its writers correct.

Contract. `dated_lines(lines, today)` returns the lines of a chat of people (chat_lines.spoken) with each day its
messages say without a month or a year ("tues 16th", "the 18th", "19/05") or from now ("tomorrow", "Wednesday week")
followed by its date ((conv25) "this morning" and "tonight" too, and a weekday said as a clause of its own, ", Friday."), read from the day the message was written: the date its writer's part gives ("Sue · Thu 28 May
17:02:", "Tenant (Olivia Grant), 12/05/2026 08:14:"), or a line of its own above it ("Mon, 4 May 2026 at 18:22",
a title ending "— Tue 19 May 2026"), else `today`. A date written without its year is the latest such day up to
`today`; "12/05/2026" is read day first where the chat writes its days so (values.relative.day_first). A reference
a message writes in groups ("SL 7730 1842 GB") is followed by its characters joined, as a claim writes it.
`retaken_lines(lines)` replaces a value a message takes back inside itself, as a voice note is transcribed ("on the
9th of June no the 16th of June"), by the one meant (retakes.py), as a user's own sentences are read (turns.py).
`stamps_first(lines)` reads a stamp written after a writer's name ("Karen (Ella's mum) (Tue 2 Jun, 18:20):",
"Landlord (Mr R. Bashir), 12 May 2026:") as most apps write it ("[Tue 2 Jun, 18:20] Karen (Ella's mum):").
`joined_heads(lines)` joins a writer's line ("Ruth from Lulla · 10:02 AM", "Landlord (Mr Adeyemi) · 3 Mar 2026, 19:40")
to the message on the line below it, as one `Name · time: text` line.
`worked_lines(lines)` follows a share, total, balance or clock time a message works out in words ("£120 split 3 ways",
"3 panels @ £65 ea + labour £120") with its amount, as a user's sentences are (values.worked, values.reckoned).
`chosen_lines(lines)` cuts the options a message offers ("(a) ... (b) ...", "Mondays at 5 or Wednesdays at 6") to
the one the next writer takes ("b", "Wednesdays please", "2" for "1) ... 2) ..."), and drops a proposal the next
writer answers with a bare no. `refused_questions(lines)` gives the questions the next writer answers with a bare no.
`agreed_lines(lines)` writes a question that the next message, another writer's, agrees to ("how about Friday at
4:30pm?" / "friday works") as a statement: what both settled on is said.
`typed_lines(lines)` writes texting shorthand out ("nt incl", "cn u"); `unjoked_lines(lines)` drops a writer's quips
("haha ... 😂"; texting.py).
`read_lines(lines, today)` applies them all, in the order a reader takes them: shorthand written out, days dated, values retaken inside a
message, options cut, questions agreed to, corrections put in place, sums worked out, quips dropped, and the clock time of each
message's stamp dropped (when a message was sent is no value of what it says).
`corrected_lines(lines)` puts a value a writer takes back in a later message of theirs ("ok, make that Wed 24 June";
"ok 1 kilo" agreeing to the message before, another writer's "1 kilo is enough") in their earlier message, as a user's corrections are read (corrections.py).

Why: a group chat, a landlord's texts or a booking bot's messages say "Friday 8th" or "the 16th" and mean the next
such day after the message; a claim writes the date in full ("Friday 8 May"). The turn reading dates a user's words
so (turns.py); a chat of people has no turns, and its lines are read here before the prose reading.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from . import chat_lines, corrections, days_abroad, pasted, retakes, texting
from .clauses import words_of
from .text import STOP_WORDS, stem
from .values import extract
from .values.reckoned import reckoned
from .values.relative import Said, dated, day_first, days_of_month, slashed
from .values.worked import worked

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_HEAD = re.compile(r"^(.{0,60}?):\s")  # the writer's part of a line, with its stamp
_FULL = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4})")
_ISO = re.compile(r"(\d{4}|-)-(\d{2})-(\d{2})")


_WEEKDAY_SAID = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)(?:[a-z]*day|s|rs?|d)?\.?(?![a-z])", re.IGNORECASE)


def _day_of(head: str, first: bool | None, today: date) -> date | None:
    """The day a writer's part or a line of its own writes, or None; a day without its year is the latest up to `today`,
    or this year's when the weekday written beside it fits this year's."""
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
            said = _WEEKDAY_SAID.search(head)  # (conv25) "Tue 2 Jun" is this year's when this year's falls on a Tuesday
            if said and when.weekday() == _WEEKDAYS.index(said.group(1).lower()):
                return when
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
        out.append(ln[:at] + _this_part(days_of_month(dated(_weekday_nth(body, day), day), Said(day, today=day))[0], day))
    return out


# (conv25) a part of the day the message was written ("bodyweight this morning 81.4", "the van comes tonight")
_THIS_PART = re.compile(r"\b(?:this\s+(?:morning|afternoon|evening)|tonight)\b(?!\s*\()", re.IGNORECASE)


# (conv25) a weekday said as a clause of its own after a comma ("not tomorrow, the day after, Friday. between 9 and 12");
# (conv27) or closing a sentence after what happens that day, without "on" ("I've a hurling match Saturday."; a comma
# after it may bring its date: "for Saturday, 23 May"; "a Saturday", "every other Monday", "next Friday" are not it)
_LONE_DAY = re.compile(r"(?<=[,;]\s)(mon|tues|wednes|thurs|fri|satur|sun)day(?=\s*(?:[.,;!]|$))"
                       r"|(?<=[a-z]\s)(?<!\ba\s)(?<!\bany\s)(?<!\bevery\s)(?<!\bother\s)(?<!\bnext\s)(?<!\blast\s)(?<!\bthis\s)"
                       r"(mon|tues|wednes|thurs|fri|satur|sun)day(?=\s*(?:[.;!]|$))", re.IGNORECASE)


def _this_part(body: str, day: date) -> str:
    """The message with "this morning" / "tonight" followed by the day it was written, and a weekday said as a clause of
    its own by the next such day on or after it, as a claim writes them."""
    def next_day(m: re.Match[str]) -> str:
        when = day + timedelta(days=(_WEEKDAYS.index((m.group(1) or m.group(2)).lower()[:3]) - day.weekday()) % 7)
        return f"{m.group(0)} ({when.day} {when.strftime('%B')} {when.year})"
    body = _LONE_DAY.sub(next_day, body)
    return _THIS_PART.sub(lambda m: f"{m.group(0)} ({day.day} {day.strftime('%B')} {day.year})", body)


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
        if _refuses_asked(lines, k, ln[m.end():]):
            mine.append(k)
            continue
        bodies = [out[j][_HEAD.match(out[j]).end():] for j in mine]  # type: ignore[union-attr]
        _, fix = corrections.correct(bodies, ln[m.end():], before=bodies[-1] if bodies else "", cued=_echoes(lines, k))
        if fix:  # (conv23) and the other values the correcting message gives ("now on Friday 22 May at 12:30")
            retakes.also_taken_back(bodies, ln[m.end():], fix)
        for j, body in zip(mine, bodies):
            out[j] = out[j][:_HEAD.match(out[j]).end()] + body  # type: ignore[union-attr]
        mine.append(k)
    return out


# (conv27) a message that opens with a no, in English or another language ("Nei, sorry, ...", "No sorry, ...")
_NO_FIRST = re.compile(r"^\W*(?:no|nope|nah|nei|nee|nein|non|ne|nej|niet|nie|ei|na)\b", re.IGNORECASE)


def _refuses_asked(lines: list[str], k: int, body: str) -> bool:
    """(conv27) Line k answers the question of the line before, another writer's, with a no, and its first sentence
    names only values that question asked for ("Could we move to tomorrow (25 June 2026) instead?" / "Nei, sorry,
    tomorrow (25 June 2026) is full."): the no refuses what was asked, and its "sorry" takes back nothing the writer
    said before. "Is it 7?" / "No, sorry, it's 7:30." names another value: a correction, read as one."""
    if not k or not _NO_FIRST.match(body) or not lines[k - 1].rstrip().endswith("?"):
        return False
    if chat_lines.speaker_of(lines[k - 1]) in (None, chat_lines.speaker_of(lines[k])):
        return False
    said = _marks(_SENTENCE.split(body.strip())[0])
    return bool(said) and said <= _marks(lines[k - 1])


def retaken_lines(lines: list[str]) -> list[str]:
    """(conv23) The lines with each value a message takes back inside one of its sentences ("the erm the 9th of June no
    the 16th of June", "at 2 no sorry 3") replaced by the one meant (retakes.retaken); the writer's part is left as it
    is."""
    out = []
    for ln in lines:
        m = _HEAD.match(ln)
        at = m.end() if m and chat_lines.speaker_of(ln) else 0
        out.append(ln[:at] + " ".join(retakes.retaken(s)[0] for s in _SENTENCE.split(ln[at:])))
    return out


# (conv23) a reply that agrees to what the message before it asked: "yes", "ok", "sure", "perfect", "friday works", "👍"
_AGREES = re.compile(r"^\W*(?:yes|yeah|yep|yup|ok|okay|sure|perfect|great|fine|deal|done|lovely|brilliant|agreed|sounds\s+good"
                     r"|(?:that|this|it|\w+)(?:\s*\([^)]*\))?\s+(?:works|suits)|👍|✅|👌)(?!\s*(?:but|if|except|though|although|not)\b)(?:\W|$)",
                     re.IGNORECASE)


def _answer(lines: list[str], k: int) -> str | None:
    """The body of message `k + 1` when it answers message `k`: both have a writer, and not the same one."""
    if k + 1 >= len(lines) or k < 0:
        return None
    here, there = _HEAD.match(lines[k]), _HEAD.match(lines[k + 1])
    asker, answerer = chat_lines.speaker_of(lines[k]), chat_lines.speaker_of(lines[k + 1])
    if here is None or there is None or asker is None or answerer is None \
            or pasted.writer(asker).lower() == pasted.writer(answerer).lower():
        return None
    return lines[k + 1][there.end():]


def agreed_lines(lines: list[str]) -> list[str]:
    """(conv23) The lines with a message's closing question that the next message, another writer's, agrees to written
    as a statement ("how about Friday at 4:30pm ET?" / "friday works": "how about Friday at 4:30pm ET.")."""
    out = list(lines)
    for k in range(len(lines) - 1):
        answer = _answer(lines, k)
        if answer is not None and lines[k].rstrip().endswith("?") and _AGREES.match(answer):
            out[k] = lines[k].rstrip()[:-1].rstrip() + "."
    return out


# (conv23) "ok 1 kilo", "fine, £40 then", "yes 650,000 won": an agreement that says a value
_ECHO = re.compile(r"^\W*(?:ok|okay|fine|sure|yes|yeah|yep|alright|deal|done|go\s+on\s+then)\b[\s,.!]+(?=\S)", re.IGNORECASE)


def _echoes(lines: list[str], k: int) -> bool:
    """(conv23) Message `k` agrees to a value the message before it, another writer's, gave ("1 kilo yeter" / "ok 1
    kilo"; "Would you consider £900?" / "OK, £900 from 1 April"): its first value is that one, and it takes back its
    writer's own earlier value of that kind, as a correction cue would."""
    body = _answer(lines, k - 1)
    if body is None or not _ECHO.match(body):
        return False
    said = {v.text.lower() for v in extract(lines[k - 1])}
    own = [v for v in extract(body) if v.kind != "state"]
    return bool(own) and own[0].text.lower() in said


# (conv23) a writer's line over their message, with the time after a middle dot: "Ruth from Lulla · 10:02 AM",
# "You · 3 Mar 2026, 20:15", "Landlord (Mr Adeyemi) · 4 Mar 2026, 08:02"
_WRITER_LINE = re.compile(r"^\s*[^\W\d_][\w .'\-]{0,20}?(?:\s*\([^()]{1,30}\))?\s*·\s*[^·:]{0,25}?\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*$",
                          re.IGNORECASE)


def joined_heads(lines: list[str]) -> list[str]:
    """(conv23) The lines with each writer's line (`_WRITER_LINE`) joined to the message below it ("Owen · 10:04 AM" /
    "thanks, it's the king size": "Owen · 10:04 AM: thanks, it's the king size"), where two writers' lines at least
    are so written; the lines as they are otherwise."""
    heads = [k for k, ln in enumerate(lines) if _WRITER_LINE.match(ln) and k + 1 < len(lines) and lines[k + 1].strip()
             and not _WRITER_LINE.match(lines[k + 1])]
    if len({lines[k].split("·")[0].strip().lower() for k in heads}) < 2:
        return lines
    out, k = [], 0
    while k < len(lines):
        if k in heads:
            out.append(f"{lines[k].rstrip()}: {lines[k + 1].strip()}")
            k += 2
        else:
            out.append(lines[k])
            k += 1
    return out


# (conv25) a writer's part that puts the message's stamp after the name: in parentheses ("Brightwire Bot (10:14):", "Karen
# (Ella's mum) (Tue 2 Jun, 18:20):") or after a comma, a day without a time ("Landlord (Mr R. Bashir), 12 May 2026:")
_NAME = r"(?P<name>[^\W\d_][\w .'\-]{0,24}?)(?:\s*\|\s*(?P<firm>[^\W\d_][\w .'\-]{0,24}?)|\s*\((?P<tag>[^()]{1,30})\))?"
_STAMP_AFTER = re.compile(_NAME + r"(?:\s*\((?P<day>[^()]{0,24}?)[,\s]*(?P<clock>\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\)"
                          r"|,\s*(?P<date>(?:[A-Za-z]{3,9}\.?,?\s+)?\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}))\s*:\s+(?P<text>\S.*)$")


def _writer_first(m: re.Match[str]) -> str:
    """The line of a `_STAMP_AFTER` match as most apps write it: the stamp with a clock time before the writer, a day
    without one in the writer's tag, a firm written after a bar ("Dominic | Brightwire") as the tag."""
    tags = [t.strip() for t in (m.group("firm") or m.group("tag"), m.group("date")) if t and t.strip()]
    tag = f" ({', '.join(tags)})" if tags else ""
    day = (m.group("day") or "").strip(" ,")
    stamp = f"[{day + ', ' if day else ''}{m.group('clock')}] " if m.group("clock") else ""
    return f"{stamp}{m.group('name').strip()}{tag}: {m.group('text')}"


def stamps_first(lines: list[str]) -> list[str]:
    """(conv25) The lines with a stamp written after the writer's name read as most apps write it ("Karen (Ella's mum)
    (Tue 2 Jun, 18:20): text" -> "[Tue 2 Jun, 18:20] Karen (Ella's mum): text"), where two lines at least are so
    written: the writer is then read as in any chat, the stamp dates the message (`dated_lines`) and is dropped once it
    has (`_unclocked`). The lines as they are otherwise."""
    found = [_STAMP_AFTER.match(ln.strip()) for ln in lines]
    if sum(m is not None for m in found) < 2:
        return lines
    return [_writer_first(m) if m else ln for m, ln in zip(found, lines)]


# (conv23) options a message offers and the next writer picks from: "(a) Fri 22 May 11:40 (b) Tue 26 May 08:30",
# "23 May 09:00 or 23 May 12:40", "I can do Mondays at 5 or Wednesdays at 6"
_LETTERED = re.compile(r"\(([a-h])\)\s*", re.IGNORECASE)
# (conv24) or numbered: "1) Tue 3 Nov 08:40  2) Tue 3 Nov 11:15", "(1) ... (2) ...", picked by its number ("2")
_NUMBERED = re.compile(r"(?:\(([1-9])\)|(?<![\w:.,£$€])([1-9])\))\s*")
_NUMBER_ANSWER = re.compile(r"^\W*\(?([1-9])\)?(?:\s*$|[,.!]|\s+(?:please|pls|thanks|thank\s+you)\b)", re.IGNORECASE)
_OR = re.compile(r"\s+or\s+", re.IGNORECASE)
_OPTION_START = re.compile(r".*(?:[:;]\s+|,\s*|\b(?:do|either|offer|have|got)\s+)", re.IGNORECASE | re.DOTALL)
_LETTER_ANSWER = re.compile(r"^\W*\(?([a-h])\)?(?:\s*$|[,.!]|\s+(?:please|pls|thanks|thank\s+you)\b)", re.IGNORECASE)
_REPLY_LETTERS = re.compile(r"\breply\s+a\s+or\s+b\b", re.IGNORECASE)
# a bare no opening the answer to what the message before proposed ("no, can I do a Saturday", "nope", "no thanks")
# (conv23) an item the answer turns down: "skip wipers", "no cake", "without the upgrade", "don't need the insurance"
_SKIPPED = re.compile(r"\b(?:skip|drop|without|no|don'?t\s+(?:need|want))\s+(?:the\s+)?"
                      r"(?!(?:problem|problems|worries|rush|need|idea|way|thanks|chance|clue|one|longer|more|less|later|earlier|"
                      r"sooner|matter|bother|doubt|change|deal|wait)\b)([a-z]{3,})\b", re.IGNORECASE)
_BARE_NO = re.compile(r"^\W*(?:no|nope|nah|no\s+thanks?)\b(?!\s+(?:problem|worries|rush|need)\b)", re.IGNORECASE)


_WEEKDAY = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)(?:day|days|s|\.)?\b|\b(tues|wednes|thurs)days?\b", re.IGNORECASE)


def _marks(text: str) -> set[str]:
    """What an option or an answer names: its values (a date by its month and day, "Thu 4 June" and "4 June 2026"
    alike) and its weekdays ("Thu", "Thursdays")."""
    values = {str(v.norm)[-5:] if v.kind == "date" else str(v.norm) for v in extract(text) if v.kind != "state"}
    return values | {"day:" + (m.group(1) or m.group(2))[:3].lower() for m in _WEEKDAY.finditer(text)}


def _options(sentence: str) -> list[tuple[int, int]] | None:
    """(start, end) of each option the sentence offers, each naming a value or a day, or None."""
    marks = list(_LETTERED.finditer(sentence))
    marks = marks if len(marks) >= 2 else _numbered(sentence)
    if len(marks) >= 2:
        ends = [m.start() for m in marks[1:]] + [len(sentence.rstrip(" .?!"))]
        spans = [(m.start(), end) for m, end in zip(marks, ends)]
    else:
        ors = list(_OR.finditer(sentence))
        if len(ors) != 1:
            return None
        left, right = sentence[:ors[0].start()], sentence[ors[0].end():]
        head = _OPTION_START.match(left)
        base = head.end() if head and head.end() < len(left) else 0
        # the first option opens at its first day or value after that word ("on Tuesdays at 7:00 or ...")
        firsts = [m.start() for m in retakes.DAY.finditer(left, base)] + [base + v.start for v in extract(left[base:]) if v.kind != "state"]
        start = min(firsts, default=base)
        end = ors[0].end() + (re.search(r"[.?!;,]|$", right).start())  # type: ignore[union-attr]
        spans = [(start, ors[0].start()), (ors[0].end(), end)]
    if any(not _marks(sentence[a:b]) for a, b in spans):
        return None
    return spans


def _numbered(sentence: str) -> list[re.Match[str]]:
    """(conv24) The marks of options numbered 1, 2, 3 ... in order, or none."""
    marks = list(_NUMBERED.finditer(sentence))
    return marks if len(marks) >= 2 and [int(m.group(1) or m.group(2)) for m in marks] == list(range(1, len(marks) + 1)) else []


def _chosen(sentence: str, spans: list[tuple[int, int]], answer: str, lettered: bool) -> int | None:
    """Which option the answer takes: by its letter or its number, or the one option that names what the answer names."""
    number = _NUMBER_ANSWER.match(answer)
    if number and _numbered(sentence):
        k = int(number.group(1)) - 1
        return k if k < len(spans) else None
    letter = _LETTER_ANSWER.match(answer)
    if letter:
        k = "abcdefgh".index(letter.group(1).lower())
        return k if lettered and k < len(spans) else None
    said = _marks(answer)
    named = [k for k, (a, b) in enumerate(spans) if said & _marks(sentence[a:b])]
    if not said and len(words_of(answer)) <= 4:  # (conv27) "Card please." for "£15.15 to your card or £18 in credit"
        asked = {stem(w.lower()) for w in words_of(answer)} - {stem(w) for w in STOP_WORDS | _POLITE}
        named = [k for k, (a, b) in enumerate(spans) if asked & {stem(w.lower()) for w in words_of(sentence[a:b])}]
    return named[0] if len(named) == 1 else None


_POLITE = frozenset("please pls thanks thank ok okay yes yeah the one that".split())


_PART = re.compile(r"(,\s*(?:and\s+|but\s+)?|;\s*|\s+and\s+)")


def _without(sentence: str, words: set[str]) -> str:
    """The sentence without its parts (between commas, "and", ";") that name one of `words` (their plural too)."""
    parts = _PART.split(sentence)
    kept = [p for p in parts[::2] if not words & {w.rstrip("s") for w in words_of(p)}]
    if len(kept) == len(parts[::2]):
        return sentence
    return ", ".join(p.strip() for p in kept if p.strip()) + ("." if kept and not kept[-1].rstrip().endswith((".", "!", "?")) else "")


def chosen_lines(lines: list[str]) -> list[str]:
    """(conv23) The lines with options a message offers cut to the one the next message, another writer's, takes
    ("(a) Fri 22 May 11:40 (b) Tue 26 May 08:30 (c) Tue 26 May 16:50" / "c"; "Mondays at 5 or Wednesdays at 6" /
    "Wednesdays please"; "23 May 09:00 or 23 May 12:40. Reply A or B." / "B"), and a proposal answered with a bare no
    ("reply YES for Mon 18 May 14:20" / "no, can I do a Saturday") said by no one."""
    out = list(lines)
    for k in range(len(lines) - 1):
        answer = _answer(lines, k)
        if answer is None:
            continue
        at = _HEAD.match(lines[k]).end()  # type: ignore[union-attr]
        sentences = _SENTENCE.split(lines[k][at:])
        for i, sentence in enumerate(sentences):
            spans = _options(sentence)
            if spans is None:
                continue
            lettered = bool(_LETTERED.search(sentence)) or bool(_REPLY_LETTERS.search(lines[k]))
            pick = _chosen(sentence, spans, answer, lettered)
            if pick is not None:
                a, b = spans[pick]
                sentences[i] = sentence[:spans[0][0]] + sentence[a:b] + sentence[spans[-1][1]:]
                break
        else:
            offered = [i for i, s in enumerate(sentences) if _marks(s) and not s.rstrip().endswith("?")]
            if _BARE_NO.match(answer) and offered:  # the last sentence that names a value ("Reply Y to accept." names none)
                del sentences[offered[-1]]
            skipped = {w.lower().rstrip("s") for w in _SKIPPED.findall(answer)} - STOP_WORDS
            # "Wipers £24 optional." / "skip wipers": what the next writer turns down is said by no one
            sentences = [_without(s, skipped) for s in sentences] if skipped else sentences
        out[k] = lines[k][:at] + " ".join(sentences)
    return out


_TAKEN_UP = re.compile(r"\b(?:it|that|them|those|one)\b", re.IGNORECASE)


def refused_questions(lines: list[str]) -> list[str]:
    """(conv24) The questions a message asks that the next message, another writer's, answers with a bare no ("shall I
    bring the dessert?" / "no, Dan's bringing a pie"; "what if we went Friday?" / "nah"): what they ask is so, no one says."""
    out = []
    for k in range(len(lines) - 1):
        answer = _answer(lines, k)
        # (an answer that takes up the question's thing, "no grazie, nonna is making it", says it)
        if answer is not None and _BARE_NO.match(answer) and not _TAKEN_UP.search(answer):
            at = _HEAD.match(lines[k]).end()  # type: ignore[union-attr]
            out += [s for s in _SENTENCE.split(lines[k][at:]) if s.rstrip().endswith("?")]
    return out


def worked_lines(lines: list[str]) -> list[str]:
    """(conv23) The lines with each sum a message's sentence works out in words followed by its amount ("£120 split 3
    ways (£40 each)"), as turns.read does for a user's sentences (values.worked, values.reckoned)."""
    out = []
    for ln in lines:
        m = _HEAD.match(ln)
        at = m.end() if m and chat_lines.speaker_of(ln) else 0
        sentences = _SENTENCE.split(ln[at:])
        out.append(ln[:at] + " ".join(reckoned(worked(s, sentences[i - 1] if i else "")) for i, s in enumerate(sentences)))
    return out


def read_lines(lines: list[str], today: date | None) -> list[str]:
    """(conv23) The lines of a chat of people as the prose reading takes them (see the module)."""
    out = dated_lines([days_abroad.english_days(ln) for ln in typed_lines(lines)], today)  # (conv26) "mâine", "Joi"
    for step in (retaken_lines, chosen_lines, agreed_lines, corrected_lines, worked_lines, unjoked_lines, _unclocked):
        out = step(out)
    return out


def _unclocked(lines: list[str]) -> list[str]:
    """(conv23) The lines without the stamp an app writes before each message's writer ("[14/04/2026 10:12:31] Agent
    (Callum): ..."), once its day has dated the message: when a message was sent is no value of what it says ("the
    17:45 service")."""
    return [_CLOCK_AFTER.sub(r"\1", chat_lines.unstamped(ln), count=1) for ln in lines]


# (conv27) a clock time written after the writer's name, where the chat says no day beside it ("Niamh · 21:04: text",
# as chat_heads.written leaves "Niamh 21:04" over the message): dropped as the stamp before a writer is
_CLOCK_AFTER = re.compile(r"^(\s*[^\W\d_][\w .'\-]{0,24}?(?:\s*\([^()]{1,30}\))?)\s*·\s*\d{1,2}:\d{2}(?::\d{2})?"
                          r"(?:\s*[ap]\.?m\.?)?(?=:\s)", re.IGNORECASE)


def _bodies(lines: list[str]) -> list[tuple[str, str]]:
    """(the writer's part, the message) of each line; a line without a writer is all message."""
    out = []
    for ln in lines:
        m = _HEAD.match(ln)
        at = m.end() if m and chat_lines.speaker_of(ln) else 0
        out.append((ln[:at], ln[at:]))
    return out


def typed_lines(lines: list[str]) -> list[str]:
    """(conv25) The lines with each message's texting shorthand written out ("tap nt incl", "cn u collect";
    texting.spelled); the writer's part is left as it is."""
    return [head + texting.spelled(body) for head, body in _bodies(lines)]


def unjoked_lines(lines: list[str]) -> list[str]:
    """(conv25) The lines without the sentences a writer says as a quip ("haha or I pay it all and you wash up for a
    year 😂"; texting.JOKE): what a joke says is no fact of the chat. A message that is only a quip is dropped."""
    out = []
    for head, body in _bodies(lines):
        kept = " ".join(s for s in _SENTENCE.split(body) if not texting.JOKE.search(s))
        if kept.strip() or not body.strip():
            out.append(head + kept)
    return out
