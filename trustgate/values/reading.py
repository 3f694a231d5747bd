"""Reading values out of text (`extract`) and out of one structured cell (`parse_cell`): the recognisers, in order."""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from ..text import AGE_GROUP, may_say
from .model import Lexicon, Value, _DEFAULT_LEXICON, _HEX
from .frequencies import frequencies
from .notation import notation, vague_counts, zoned_times
from .spoken import TWELVE_HOUR, spoken
from .storeys import ORDINALS, storeys
from .casual import bare_minutes, grand, pronoun_one, slang, unsuffixed
from .quantities import (CENTS, COUNT_RATE, grouped_money, PERIOD_ADVERBS, PERIOD_WORDS, _MINOR, count_rate, _CURRENCY_SYMBOL,
                         _CURRENCY_WORDS, _MAGNITUDE, _MONEY_MAGNITUDE, _MONEY_PREFIX, _MONEY_SUFFIX, _NUMBER,
                         _ORDINAL, _PERCENT, _SCALE, _SIG, _UNIT_TEXT, _dec, _measure, _unit)
from .scan import Scan
from .polarity import phrase_states, states
from .second_pass import (MILLICORES, dotted_clock, in_periods, merge_durations, millicores, minor_said, pounds_paid,
                          working_days)


_URL = re.compile(r"\b(?:https?|ftp|s3|gs|wss?)://[^\s<>\"'`]+[^\s<>\"'`.,;:!?)\]]")
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
# a MAC address (ip link's link/ether, arp): six hex pairs, one identifier whatever the case or separator
_MAC = re.compile(r"(?<![\w:.-])[0-9A-Fa-f]{2}(?:([:-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-]|\.\w)")
_IPV4 = re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?:/\d{1,2})?(?::\d{1,5})?(?![\w]|\.\d)")
_PATH = re.compile(r"(?<![\w/.:~])~?(?:/[\w.@+-]+)+/?(?<![.])")
_CODE = re.compile(r"`([^`\n]+)`")
_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
          r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_WEEKDAY = r"(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\.?,?[ \u00a0])?"
_DAY = r"(?:[0-2]?\d|3[01])(?:st|nd|rd|th)?"
_ISO_DATETIME = re.compile(
    r"(?<![\w.])(\d{4})-(\d{2})-(\d{2})(?:([T ])(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?"
    r"(Z|[+-]\d{2}:?\d{2})?)?(?![\w])")
# (gt20) ISO 8601's basic format, a date and a time of day run together ("20260530T101741+0000": TeamCity's, iCalendar's,
# AWS SigV4's): read as the extended form; a bare "20260530" stays a number
_ISO_BASIC = re.compile(r"(?<![\w.])(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(?:\.\d+)?(Z|[+-]\d{4})?(?![\w.])")
_DATE = re.compile(
    rf"(?<![\w.])(?:{_WEEKDAY}(?:{_MONTH}[ \u00a0]{_DAY}(?:,?[ \u00a0]\d{{4}})?"
    rf"|{_DAY}(?:[ \u00a0]of)?[ \u00a0]{_MONTH}(?:,?[ \u00a0]\d{{4}})?|{_MONTH},?[ \u00a0]\d{{4}})"
    r"|\d{1,2}/\d{1,2}/\d{4}|\d{4}/\d{1,2}/\d{1,2}|\d{1,2}\.\d{1,2}\.[12]\d{3})(?![\w/])")  # (gt22) no year 0330 (zypper's 9.1.0330)
_TIME = re.compile(
    r"(?<![\w:.])(?:(\d{1,2})(?:[:.]([0-5]\d))?(?::[0-5]\d)?[ \u00a0]?([ap])\.?m\b\.?"  # sar's "06:10:01 PM" too; "7.30pm"
    r"|([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?!\d|:\d))"  # "at 17:52: process 90877 ..." ends at its colon
    r"|\b(noon|midday|midnight)\b", re.IGNORECASE)
# a time of day named by the sun, after a word that places something in time ("switches on at sunset", "open from dawn
# until dusk"): a value of its own, equal only to itself ("at sunset" / "at 9 pm" differ; "at daybreak" is "at dawn")
_SOLAR = re.compile(r"\b(?:at|by|until|till|before|after|from|around|near|to)[ \u00a0]+(sunrise|sunset|dawn|daybreak|dusk|nightfall)\b",
                    re.IGNORECASE)
_SOLAR_NORM = {"daybreak": "dawn", "nightfall": "dusk"}
_VERSION = re.compile(
    r"(?:\b[vV]|(?i:\b(?:version|release|ver\.?|rel\.?|python|node(?:\.?js)?|java|jdk|golang|go|ruby|php|rust"
    r"|perl|postgres(?:ql)?|mysql|redis|kubernetes|k8s|ubuntu|debian|django|rails|react|terraform|docker"
    r"|nginx|kafka|android|ios|macos|kernel|openssl|cuda)[ \u00a0]v?))(\d+(?:\.\d+)*(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?)(?!\w|\.\w)"
    r"|(?<![\w.])(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)(?![\w]|\.\d)")
_COMPACT_DURATION = re.compile(r"(?<![\w.$€£¥₹\-])((?:\d+(?:\.\d+)?(?:ms|[wdhms])){1,4})\b")
_COMPACT_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|[wdhms])")
_COMPACT_SECONDS = {"w": Decimal(604800), "d": Decimal(86400), "h": Decimal(3600), "m": Decimal(60),
                    "s": Decimal(1), "ms": Decimal("0.001")}
# (gt14) an ISO 8601 duration ("PT2H35M", "P3DT4H", "P2W"; a VALARM's "-PT10M" before its event): a length of time.
# Years and months (P1Y, P2M) have no fixed length and are left to the identifier reading.
_ISO_DURATION = re.compile(r"(?<![\w.])-?P(?:(\d+)W|(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?)(?![\w.])")
_TLD = r"\.(?:com|org|net|io|dev|app|co|uk|de|fr|eu|gov|edu|cloud|ai|internal|local)\b"
_IDENT = re.compile(
    r"(?<![\w.\-/@])(?=[\w.\-]*\d)(?=[\w.\-]*[A-Za-z])[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)*(?<![.\-])(?![\w\-/@])"
    r"|(?<![\w.\-/@])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w\-])"
    rf"|(?<![\w.\-/@])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*{_TLD}(?![.\-]\w)")
# what each of _IDENT's three forms needs: a digit (_DIGIT), an underscore or a domain's ending (tried first, issue 19)
_DOMAIN_END = re.compile(_TLD)


def _ident(kind: str, raw: str) -> tuple[str, str]:
    if kind == "path":
        return kind, raw
    if kind == "mac":
        return kind, raw.lower().replace("-", ":")
    if kind == "url":
        scheme, _, rest = raw.partition("://")
        host, slash, tail = rest.partition("/")
        return kind, f"{scheme.lower()}://{host.lower()}{slash}{tail}"
    if kind == "code" and _HEX.fullmatch(raw.lower()) and any(c.isalpha() for c in raw):
        kind = "sha"
    return kind, raw.lower()


def _whole_spans(scan: Scan) -> None:
    text = scan.text
    for kind, pattern in (("url", _URL), ("email", _EMAIL), ("mac", _MAC), ("ip", _IPV4), ("path", _PATH)):
        for m in pattern.finditer(text):
            if scan.free(*m.span()):
                if kind == "ip" and any(int(p) > 255 for p in re.split(r"[./:]", m.group())[:4]):
                    continue
                if kind == "path" and m.group().count("/") < 2 and not m.group().startswith("~"):
                    continue  # "/s" or "/month" is a rate, not a path
                scan.add("identifier", _ident(kind, m.group()), *m.span())
    for m in _CODE.finditer(text):
        if scan.free(*m.span()):
            scan.add("identifier", _ident("code", m.group(1)), *m.span())


_ORDINAL_DAYS = dict(ORDINALS)
_ORDINAL_DAYS.update({f"twenty{sep}{w}": 20 + i for sep in ("-", " ") for w, i in list(_ORDINAL_DAYS.items())[:9]})
_ORDINAL_DAYS.update({"thirtieth": 30, "thirty-first": 31, "thirty first": 31})
_ORDINAL_WORD = "|".join(sorted((re.escape(w) for w in _ORDINAL_DAYS), key=len, reverse=True))
ORDINAL_DAYS, ORDINAL_WORD = _ORDINAL_DAYS, _ORDINAL_WORD  # days of the month in words (relative.py reads them too)
# a day of the month in words: "the twenty-second of May 2026", "May the first, 2027"
_SPOKEN_DATE = re.compile(
    rf"(?<![\w.])(?:(?:the[ \u00a0])?(?P<d1>{_ORDINAL_WORD})[ \u00a0]of[ \u00a0](?P<m1>{_MONTH})"
    rf"|(?P<m2>{_MONTH})[ \u00a0](?:the[ \u00a0])?(?P<d2>{_ORDINAL_WORD}))(?:,?[ \u00a0](?P<y>\d{{4}}))?(?![\w])",
    re.IGNORECASE)


# two days of one month, the month said once after the second ("20 and 21 October 2026", "from 11 to 13 May")
_DAY_PAIR = re.compile(r"(?<![\w.:/-])(\d{1,2})(?:st|nd|rd|th)?\s*(?:and|to|until|till|&|-|–)\s*(\d{1,2})(?:st|nd|rd|th)?\s+"
                       r"(" + _MONTH + r"\b(?:,?\s+\d{4})?)", re.IGNORECASE)
# a date a voice transcript writes in lower case ("thursday the 25th of june", "june 25th"): a full month's name beside
# a day, an ordinal day before "may" or "march" only with "of" ("the 5th may be late" is no date)
_PLAIN = "january|february|april|june|july|august|september|october|november|december"
_LOWER_DATE = re.compile(rf"(?<![\w.])(?:\d{{1,2}}(?:st|nd|rd|th)\s+of\s+(?:may|march)|\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:{_PLAIN})"
                         rf"|(?:{_PLAIN})\s+\d{{1,2}}(?:st|nd|rd|th)?)(?:,?\s+\d{{4}})?(?![\w/])")
_EXIF_DATE = re.compile(r"(?<![\w:.])(\d{4}):(0[1-9]|1[0-2]):(0[1-9]|[12]\d|3[01])(?=[ T]\d{2}:\d{2})")
_YEAR_MONTH = re.compile(r"(?<![\w.:/-])(?:19|20)\d\d-(?:0[1-9]|1[0-2])(?![\w.:/-])")


_DIGIT = re.compile(r"\d")  # every date pattern but _SPOKEN_DATE needs one (its day, year or month in digits)


_MONTH_STARTS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")  # one in each _MONTH


def _dates(scan: Scan) -> None:
    for m in _SPOKEN_DATE.finditer(scan.text) if may_say(scan.text, *_MONTH_STARTS) else ():
        if scan.free(*m.span()):
            day = _ORDINAL_DAYS[(m.group("d1") or m.group("d2")).lower()]
            parsed = _parse_date(f"{day} {m.group('m1') or m.group('m2')}{' ' + m.group('y') if m.group('y') else ''}")
            if parsed is not None:
                scan.add("date", parsed[1], *m.span())
    if not _DIGIT.search(scan.text):
        return
    for m in _ISO_DATETIME.finditer(scan.text):
        if not scan.free(*m.span()):
            continue
        try:
            day = datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            continue
        if m.group(4):
            parsed = _parse_date(m.group())
            if parsed is None:
                continue
            scan.add("datetime", parsed[0].isoformat(), *m.span())
        else:
            scan.add("date", day.date().isoformat(), *m.span())
    for m in _ISO_BASIC.finditer(scan.text) if "T" in scan.text else ():
        y, mo, d, h, mi, sec, zone = m.groups()
        parsed = _parse_date(f"{y}-{mo}-{d}T{h}:{mi}:{sec}{zone or ''}") if scan.free(*m.span()) else None
        if parsed is not None:
            scan.add("datetime", parsed[0].isoformat(), *m.span())
    for m in _DAY_PAIR.finditer(scan.text):  # "on 20 and 21 October 2026", "from 11 to 13 May": the first day's month
        if scan.free(m.start(1), m.end(1)) and int(m.group(1)) < int(m.group(2)):
            parsed = _parse_date(f"{m.group(1)} {m.group(3)}")
            if parsed is not None:
                scan.add("date", parsed[1], m.start(1), m.end(1))
    for m in _EXIF_DATE.finditer(scan.text):  # EXIF's DateTimeOriginal "2026:03:14 17:22:41": the date part
        if scan.free(*m.span()):
            try:
                scan.add("date", datetime(int(m.group(1)), int(m.group(2)), int(m.group(3))).date().isoformat(), *m.span())
            except ValueError:
                continue
    for m in _YEAR_MONTH.finditer(scan.text):  # vnstat's "2026-05" row, ISO 8601's year and month
        if scan.free(*m.span()):
            scan.add("date", m.group(), *m.span())
    lower = _LOWER_DATE.finditer(scan.text) if may_say(scan.text, "may", "march", *_PLAIN.split("|")) else ()
    for m in (*_DATE.finditer(scan.text), *lower):
        if scan.free(*m.span()):
            parsed = _parse_date(m.group())
            if parsed is not None:
                scan.add("date", parsed[1], *m.span())


# "March 12, 2014" and "December 2016", the forms most dates are written in, read without dateutil's parser (two parses
# of a date cost about 0.7 ms; most of a stored fact's first reading when it holds one): the same answer as `_dateutil`
# (tests/test_values_dates.py compares the two on every day of every month); anything else goes to dateutil
_MONTHS = {m: i for i, m in enumerate("January February March April May June July August September October November "
                                      "December".split(), 1)}
_MONTH_DAY_YEAR = re.compile(r"([A-Z][a-z]+) (\d{1,2}), ([1-9]\d{3})")
_MONTH_YEAR = re.compile(r"([A-Z][a-z]+) ([1-9]\d{3})")


@lru_cache(maxsize=8192)
def _parse_date(raw: str) -> tuple[datetime, str] | None:
    """The date written in `raw`, as (a datetime, its ISO form of the parts written), or None."""
    m = _MONTH_DAY_YEAR.fullmatch(raw) or _MONTH_YEAR.fullmatch(raw)
    month = _MONTHS.get(m.group(1)) if m else None
    if m is None or month is None:
        return _dateutil(raw)
    year = int(m.group(m.lastindex))
    day = int(m.group(2)) if m.lastindex == 3 else None
    if day is None:
        return datetime(year, month, 1), f"{year:04d}-{month:02d}"
    try:
        return datetime(year, month, day), f"{year:04d}-{month:02d}-{day:02d}"
    except ValueError:  # no such day ("February 30"): as dateutil says
        return _dateutil(raw)


def _dateutil(raw: str) -> tuple[datetime, str] | None:
    """dateutil, twice with different defaults: a part that changes with the default was not written."""
    from dateutil import parser

    try:
        a = parser.parse(raw, default=datetime(2000, 1, 1), dayfirst=False)
        b = parser.parse(raw, default=datetime(2004, 2, 2, 1, 1), dayfirst=False)
    except (ValueError, OverflowError):
        return None
    year = f"{a.year:04d}" if a.year == b.year else ""
    month = f"{a.month:02d}" if a.month == b.month else ""
    day = f"{a.day:02d}" if a.day == b.day else ""
    if not month:
        return None
    if year:
        return a, "-".join(p for p in (year, month, day) if p)
    return (a, f"--{month}-{day}") if day else None


def _times(scan: Scan, said: list) -> None:
    """Clock times, noon and midnight (not inside a spoken time of `said`, "half past midnight"), and times named by
    the sun."""
    for m in _TIME.finditer(scan.text) if _DIGIT.search(scan.text) or may_say(scan.text, "noon", "midday", "midnight") else ():
        if not scan.free(*m.span()):
            continue
        if m.group(7):
            if any(kind == "time" and start < m.start() and end >= m.end() for kind, _, start, end, _ in said):
                continue  # "half past midnight": a spoken time (spoken.py)
            norm = "00:00" if m.group(7).lower() == "midnight" else "12:00"
        elif m.group(3):
            hour, minute = int(m.group(1)), int(m.group(2) or 0)
            if not 1 <= hour <= 12:
                continue
            norm = f"{hour % 12 + (12 if m.group(3).lower() == 'p' else 0):02d}:{minute:02d}"
        else:
            norm = f"{int(m.group(4)):02d}:{m.group(5)}" + (f":{m.group(6)}" if m.group(6) and m.group(6) != "00" else "")
            if len(m.group(4)) == 1 and not m.group(6):  # "at 7:30": either half of the day ("07:30" and "19:30" are not)
                scan.add("time", norm, *m.span(), TWELVE_HOUR)
                continue
        scan.add("time", norm, *m.span())
    for m in _SOLAR.finditer(scan.text) if may_say(scan.text, "sun", "dawn", "daybreak", "dusk", "nightfall") else ():
        if scan.free(*m.span(1)):
            word = m.group(1).lower()
            scan.add("time", _SOLAR_NORM.get(word, word), *m.span(1))


def _versions(scan: Scan) -> None:
    for m in _VERSION.finditer(scan.text):
        if scan.free(*m.span()):
            raw = m.group(1) or m.group(2)
            core, _, pre = raw.partition("-")
            parts: tuple = tuple(int(p) for p in core.split(".") if p)
            scan.add("version", parts + ((pre.lower(),) if pre else ()), *m.span())


def _compact_durations(scan: Scan) -> None:
    for m in _ISO_DURATION.finditer(scan.text):
        parts = [Decimal(x or 0) for x in m.groups()]
        if len(m.group().lstrip("-")) > 1 and scan.free(*m.span()):  # ("P" alone is a word's letter)
            seconds = sum(n * u for n, u in zip(parts, (604800, 86400, 3600, 60, 1)))
            scan.add("duration", _SIG.plus(Decimal(seconds)).normalize(), *m.span(), unit="second")
    for m in _COMPACT_DURATION.finditer(scan.text):
        raw = m.group(1)
        if not scan.free(*m.span()):
            continue
        if re.fullmatch(r"\d{3}0s", raw):  # "1990s" is a decade: no value, and not 1990 seconds either
            scan.taken.append(m.span())
            continue
        seconds = sum(Decimal(n) * _COMPACT_SECONDS[u] for n, u in _COMPACT_PART.findall(raw))
        scan.add("duration", _SIG.plus(seconds).normalize(), *m.span(), unit="second")


def _magnitude(text: str, pos: int, pattern: re.Pattern[str]) -> tuple[int, int]:
    m = pattern.match(text, pos)
    if not m:
        return 0, pos
    return _SCALE[m.group(1) or m.group(2)], m.end()


_RESOLUTIONS = frozenset({144, 240, 360, 480, 576, 720})  # "720p": lines of a video, not pence (1080p and up: no pence)
# words after a number that are not things counted in a period ("5 percent a year" is a ratio, read before)
_NOT_COUNTED = frozenset({"percent", "per", "a", "an", "the", "of", "to", "in"})


def _after_number(scan: Scan, amount: Decimal, start: int, pos: int, is_int: bool) -> bool:
    """Read what follows a number at `pos` (magnitude, percent, currency, unit) and add the value."""
    text = scan.text
    scale, pos = _magnitude(text, pos, _MAGNITUDE)
    amount = amount.scaleb(scale) if scale else amount
    m = _PERCENT.match(text, pos)
    if m:
        scan.add("ratio", Fraction(amount) / 100, start, m.end())
        return True
    m = _MONEY_SUFFIX.match(text, pos)
    if m:
        word = m.group().strip().lower()
        code = "EUR" if word == "€" else _CURRENCY_WORDS.get(word) or word.upper()
        scan.add("money", grouped_money(text[start:pos], m.group()) or amount, start, m.end(), unit=code)
        return True
    m = _MINOR.match(text, pos)
    if m and m.group(2) and not (not scale and 0 < amount < 1000 and not (is_int and amount in _RESOLUTIONS)):
        m = None  # "1080p", "720p", "2kp": a screen resolution or no amount of pence ("7.5p per kWh" is)
    if m:  # "12 cents", "50 pence", "99¢", "21p": the hundredth part of a currency
        pence = (m.group(1) or m.group(2) or "").lower() in ("pence", "penny", "p")
        scan.add("money", amount / 100, start, m.end(), unit="GBP" if pence else CENTS)
        return True
    if not scale:
        m = _ORDINAL.match(text, pos)
        if m and is_int:
            scan.add("number", amount, start, m.end())
            return True
    m = COUNT_RATE.match(text, pos)
    if m and (m.group("short") or all(w not in _NOT_COUNTED and _unit(w) is None
                                      for w in (m.group("mod"), m.group("noun"), m.group("noun2")) if w)):
        rate, unit = count_rate(amount, m)
        scan.add("quantity", rate, start, m.end(), unit=unit)
        return True
    m = _UNIT_TEXT.match(text, pos)
    if m:
        unit = _unit(m.group(1))
        end = m.end()
        per = re.search(r"[ \u00a0]per[ \u00a0]", m.group(1))
        if unit is None and per:  # "18 ms per call", "3 kg per person": the amount in its unit, per a thing no unit
            unit = _unit(m.group(1)[:per.start()])
            end = m.start(1) + per.start()
        if unit is not None and scan.free(start, end):
            magnitude, base = _measure(amount, unit)
            kind = "duration" if base == "second" else "quantity"
            scan.add(kind, magnitude, start, end, unit=base)
            return True
        if m.group().startswith(("-", " ", "\u00a0")) or not m.group(1)[0].isalpha():
            scan.add("number", amount, start, pos)
            return True
        return False  # letters glued to digits that are not a unit ("3abc"): an identifier's job
    scan.add("number", amount, start, pos)
    return True


def _money(scan: Scan) -> None:
    for m in _MONEY_PREFIX.finditer(scan.text):
        if not scan.free(*m.span()):
            continue
        symbol = m.group(1).strip()
        line_end = scan.text.find("\n", m.end()) % (len(scan.text) + 1)
        if symbol == "$" != m.group(1) and not scan.text[scan.text.rfind("\n", 0, m.start()) + 1:m.start()].strip() \
                and scan.text[m.end():line_end].strip():
            continue  # (gt27) "$   604.18" is money; "$ 7z x a.7z", a line opened by "$ " and words, a shell's prompt
        code = _CURRENCY_SYMBOL.get(symbol, symbol.upper())
        scale, end = _magnitude(scan.text, m.end(), _MONEY_MAGNITUDE)
        amount = _dec(m.group(3), m.group(2))
        grouped = grouped_money(m.group(3), symbol)
        amount = (-grouped if m.group(2) else grouped) if grouped is not None else amount
        scan.add("money", amount.scaleb(scale) if scale else amount, m.start(), end, unit=code)


def _numbers(scan: Scan) -> None:
    for m in _NUMBER.finditer(scan.text):
        if scan.free(*m.span()):
            _after_number(scan, _dec(m.group(2), m.group(1)), m.start(), m.end(), "." not in m.group(2))


_RATIO = re.compile(r"(?<![\w./\-])(\d+)/(\d+)(?![\w/]|\.\d)")


# a preposition of time right before "a/b" ("closes on 15/11", "from 3/4"), and no "of" after it ("on 2/3 of the nodes")
_ON_BEFORE = re.compile(r"\b(?:on|by|from|until|till|til|since|before|after|starting|ending|due)[ \u00a0]+$", re.IGNORECASE)
_OF_AFTER = re.compile(r"[ \u00a0]+of\b", re.IGNORECASE)


def _ratios(scan: Scan) -> None:
    """"a/b" is a ratio ("a 2/3 quorum"); after a preposition of time, where it can be a day and a month, a date
    without its year ("entries close on 15/11": 15 November), read month first when both parts could be the month, as
    a slashed date with a year is (compare.py also reads it day first)."""
    for m in _RATIO.finditer(scan.text):
        if scan.free(*m.span()) and int(m.group(2)):
            a, b = int(m.group(1)), int(m.group(2))
            if _ON_BEFORE.search(scan.text, 0, m.start()) and not _OF_AFTER.match(scan.text, m.end()) \
                    and (1 <= a <= 12 and 1 <= b <= 31 or 1 <= b <= 12 and 1 <= a <= 31):
                month, day = (a, b) if 1 <= a <= 12 and 1 <= b <= 31 else (b, a)
                scan.add("date", f"--{month:02d}-{day:02d}", *m.span())
                continue
            scan.add("ratio", Fraction(a, b), *m.span())


_POWER_UNITS = frozenset("m2 m3 km2 cm2 cm3 mm2 mm3 ft2 ft3".split())


def _identifiers(scan: Scan, letter_first: bool = False) -> None:
    """Ids starting with a letter ("INV-2093-11", "eu-west-1") go before numbers, so a range reading
    never takes their digits; ids starting with a digit ("4f2a9c1e") after, so "16GB" stays a quantity."""
    if not (_DIGIT.search(scan.text) or "_" in scan.text or _DOMAIN_END.search(scan.text)):
        return
    for m in _IDENT.finditer(scan.text):
        if letter_first and not m.group()[0].isalpha():
            continue
        if m.group().lower() in _POWER_UNITS and re.search(r"\d[ \u00a0]?$", scan.text[:m.start()]):
            continue  # "12 m3", "40 m2": an area or a volume after its number (NFKC writes "m³" so)
        if AGE_GROUP.fullmatch(m.group()):
            continue  # "the under-7s": an age group, a word of the subject (sentence_words.stem)
        if scan.free(*m.span()):
            raw = m.group()
            kind = "sha" if _HEX.fullmatch(raw) and re.search(r"\d", raw) and re.search(r"[a-f]", raw) else "code"
            scan.add("identifier", (kind, raw.lower()), *m.span())


_NUMBER_WORDS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                 "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million "
                 "billion dozen half third thirds quarter quarters").split()
_NUMBER_WORD = re.compile(rf"\b(?:{'|'.join(_NUMBER_WORDS)})\b", re.IGNORECASE)
_WORD_TOKEN = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*|\d+|[^\w\s]|\s+")
_FRACTION = re.compile(
    r"\b(?:(?:a|an|one)[ \u00a0-](half|third|quarter|fifth|tenth)|(two|three|four)[ \u00a0-](thirds|quarters|fifths|tenths)"
    r"|(?<!\bper )(?<!\bevery )(?<!\beach )(half)(?![ \u00a0-]hour\b))\b", re.IGNORECASE)  # ("£15 per half hour": a period)
_FRACTION_OF = {"half": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
                "tenth": 10, "tenths": 10}
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4}
# "a dozen", "half a dozen", "a half-dozen", "three dozen": twelve, six, six, thirty-six
_DOZEN = re.compile(r"\b(?:(?:a|one)|(half[ \u00a0]a|half(?=[- \u00a0]dozen))|(two|three|four|five|six|seven|eight|nine|ten))[- \u00a0]dozen\b",
                    re.IGNORECASE)  # (also "half-dozen packs", "by the half dozen")
_DOZENS = {w: i for i, w in enumerate("two three four five six seven eight nine ten".split(), 2)}
# "a couple of kayaks" (two, as exact as "a dozen" is twelve) and "a score of singers" (twenty), before what they count:
# a word, never a figure ("a score of 3-1" is a result)
_COUPLE = re.compile(r"\b(?:a[ \u00a0]+)?(couple|score)[ \u00a0]+of(?=[ \u00a0]+(?:the[ \u00a0]+)?[a-z])", re.IGNORECASE)
_COUPLES = {"couple": 2, "score": 20}
_ONE_UNIT = re.compile(r"(?:second|minute|hour|day|week|month|year|person|page|room|bedroom|star|time)s?", re.IGNORECASE)


def _compound(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A number word glued to a noun ("six-person", "two-week") is read as the number and
    the rest ("-person" then reads as a plain count, "-week" as a unit); "twenty-five" stays whole."""
    parts = text[start:end].split("-")
    k = 0
    while k < len(parts) and _NUMBER_WORD.fullmatch(parts[k]):
        k += 1
    if k == 0 or k == len(parts):
        return [(start, end)]
    if k == 1 and parts[0].lower() == "one" and not _ONE_UNIT.fullmatch(parts[1]):
        return [(start, end)]  # "one-off", "one-way", "one-sided": an idiom, not a count
    cut = start + len("-".join(parts[:k]))
    return [(start, cut), (cut, end)]


class _Tok:
    """The token protocol text2num's find_numbers reads."""

    __slots__ = ("t",)

    def __init__(self, t: str) -> None:
        self.t = t

    def text(self) -> str:
        return self.t

    def nt_separated(self, previous: object) -> bool:
        return False

    def not_a_number_part(self) -> bool:
        return self.t.lower() in ("a", "an", "dozen")


# "once an hour", "twice a day", "thrice weekly": a count of times in a period, as "3 times a week" is read
_TIMES_WORD = re.compile(rf"\b(once|twice|thrice)(?=[ \u00a0](?:(?:a|an|per|each|every)[ \u00a0](?:{PERIOD_WORDS})|{PERIOD_ADVERBS})\b)",
                         re.IGNORECASE)
_TIMES_COUNT = {"once": 1, "twice": 2, "thrice": 3}


# a decimal said in words ("two point five", "minus one point seven five"): whole words, "point", a digit a word
_DIGIT_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine".split())} | {"oh": "0", "nought": "0"}
_POINT = re.compile(r"(?<![\w.])((?:[a-z]+[\s-]){0,2}[a-z]+)\s+point\s+((?:zero|oh|nought|one|two|three|four|five|"
                    r"six|seven|eight|nine)(?:\s+(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine))*)\b", re.IGNORECASE)


def _whole_words(phrase: str) -> tuple[str, int] | None:
    """The longest ending of `phrase` that is a whole number in words ("is two" -> ("two", 2)), or None."""
    from text_to_num import text2num

    words = phrase.split()
    for i in range(len(words)):
        part = " ".join(words[i:])
        try:
            return part, int(text2num(part.lower(), "en"))
        except ValueError:
            continue
    return None


def _number_words(scan: Scan) -> None:
    text = scan.text
    for m in _TIMES_WORD.finditer(text) if may_say(text, "once", "twice", "thrice") else ():
        rate = COUNT_RATE.match(" times" + text[m.end():])
        if rate and scan.free(m.start(), m.end() + rate.end() - len(" times")):
            per_second, unit = count_rate(Decimal(_TIMES_COUNT[m.group(1).lower()]), rate)
            scan.add("quantity", per_second, m.start(), m.end() + rate.end() - len(" times"), unit=unit)
    for m in _COUPLE.finditer(text) if may_say(text, "couple", "score") else ():
        if scan.free(*m.span()) and (m.group(0)[:1].lower() == "a" or m.group(1).lower() == "couple") \
                and not re.match(r"[ \u00a0]+the\b", text[m.end():], re.IGNORECASE):
            _after_number(scan, Decimal(_COUPLES[m.group(1).lower()]), m.start(), m.end(), True)
    if not (may_say(text, *_NUMBER_WORDS) and _NUMBER_WORD.search(text)):
        return
    for m in _POINT.finditer(text):  # "minus two point five", "one point seven five metres"
        whole = _whole_words(m.group(1))
        if whole is None:
            continue
        words, amount = whole
        start = m.end(1) - len(words)
        sign = re.search(r"\b(?:minus|negative)\s+$", text[:start], re.IGNORECASE)  # "minus" right before the number
        start = sign.start() if sign else start
        if scan.free(start, m.end()):
            digits = "".join(_DIGIT_WORDS[w.lower()] for w in m.group(2).split())
            value = Decimal(f"{amount}.{digits}")
            _after_number(scan, -value if sign else value, start, m.end(), False)
    for m in _DOZEN.finditer(text):
        if scan.free(*m.span()):
            n = 6 if m.group(1) else 12 * _DOZENS[m.group(2).lower()] if m.group(2) else 12
            _after_number(scan, Decimal(n), m.start(), m.end(), True)
    for m in _FRACTION.finditer(text):
        if scan.free(*m.span()):
            if m.group(4):
                scan.add("ratio", Fraction(1, 2), *m.span())
            elif m.group(1):
                scan.add("ratio", Fraction(1, _FRACTION_OF[m.group(1).lower()]), *m.span())
            else:
                scan.add("ratio", Fraction(_SMALL[m.group(2).lower()], _FRACTION_OF[m.group(3).lower()]), *m.span())
    from text_to_num import find_numbers

    spans = [part for t in _WORD_TOKEN.finditer(text) for part in _compound(text, t.start(), t.end())]
    toks = [_Tok(text[s:e]) for s, e in spans]
    for occ in find_numbers(toks, "en", 0):
        if occ.is_ordinal:
            continue
        start, end = spans[occ.start][0], spans[occ.end - 1][1]
        if not scan.free(start, end) or re.search(r"\d", text[start:end]):
            continue
        sign = re.search(r"\b(?:minus|negative)\s+$", text[:start], re.IGNORECASE)  # "minus eighteen degrees"
        if text[start:end].lower() == "one" and pronoun_one(text, start, end):
            continue
        _after_number(scan, Decimal(-int(occ.value) if sign else int(occ.value)), sign.start() if sign else start, end, True)


def extract(text: str, lexicon: Lexicon | None = None, *, often: bool = False) -> list[Value]:
    """Every value in `text`, non-overlapping, in order of position. `often`: as the slot stage reads a sentence, how
    often a thing happens read as a frequency ("every 20 minutes", "fortnightly": values/frequencies.py), counts said
    vaguely ("a handful of") and clock times in a named zone ("10 am EST": values/notation.py); without it "every 20
    minutes" is the length of time written, which grounding finds in a source's "interval = 20m"."""
    found = _extract(text, lexicon or _DEFAULT_LEXICON, False)
    return list(frequencies(text, vague_counts(text, zoned_times(text, found))) if often else found)


@lru_cache(maxsize=16384)
def _extract(text: str, lexicon: Lexicon, whole_cell: bool) -> tuple[Value, ...]:
    text = unsuffixed(text)  # "8.15ish": the number, rounded off (casual.py)
    scan = Scan(text)
    phrase_states(scan, lexicon)
    said = slang(text) + spoken(text) + storeys(text)  # "a tenner", "offered a ton and a half" before "a ton" is a weight
    if any(c.isdigit() for c in text) or "@" in text or "/" in text or "`" in text:
        _whole_spans(scan)
        _dates(scan)
        _times(scan, said)
        for kind, norm, start, end, unit in said:  # "quarter past 6", "half 2", "19 Uhr": before the numbers inside them
            if kind == "time" and scan.free(start, end):
                scan.add(kind, norm, start, end, unit)
        _versions(scan)
        for m in MILLICORES.finditer(text):
            scan.add("quantity", millicores(Decimal(m.group(1)), m.group(0), m.start()).norm, m.start(), m.end(), "cpu_core")
        _compact_durations(scan)
        _money(scan)
        _ratios(scan)
        _identifiers(scan, letter_first=True)
        _numbers(scan)
        _identifiers(scan)
    else:
        _dates(scan)
        _times(scan, said)
        _identifiers(scan)
    for kind, norm, start, end, unit in said:  # "a quarter past seven", "half an hour": before number words
        if scan.free(start, end):
            scan.add(kind, norm, start, end, unit)
    _number_words(scan)
    states(scan, lexicon, whole_cell)
    return working_days(text, dotted_clock(text, in_periods(text, pounds_paid(text, minor_said(text, notation(text, grand(
        text, bare_minutes(text, merge_durations(text, sorted(scan.found, key=lambda v: v.start))))))))))


