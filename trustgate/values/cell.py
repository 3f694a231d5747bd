"""Reading the values of one structured cell (`parse_cell`): a JSON value or a table cell, its field name (a key, a
column header) giving the unit, the currency, a percentage or a state's axis the cell itself does not write."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal
from fractions import Fraction

from .model import Lexicon, Value, _DEFAULT_LEXICON
from .quantities import _CURRENCY_CODES, _CURRENCY_SYMBOL, _DIGITS, _dec, _measure, _unit
from .reading import _extract
from .second_pass import millicores as _millicores


_FIELD_SPLIT = re.compile(r"[_\-\s.()]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Z]{2})(?=[A-Z][a-z]{2})")  # "CPU(cores)" names cpu and
# cores; (gt30) "RAMWatt" names ram and watt
_FIELD_UNITS = {"c": "degC", "f": "degF", "celsius": "degC", "fahrenheit": "degF", "mb": "MB", "gb": "GB",
                "kb": "kB", "tb": "TB", "mib": "MiB", "gib": "GiB", "kib": "KiB", "sec": "second", "secs": "second",
                "seconds": "second", "min": "minute", "mins": "minute", "minutes": "minute", "hrs": "hour",
                "hours": "hour", "days": "day", "ms": "millisecond", "kmh": "km/h", "kph": "km/h", "mph": "mph",
                "mm": "mm", "cm": "cm", "km": "km", "kg": "kg", "hpa": "hPa", "kpa": "kPa", "bytes": "byte",
                "kw": "kW", "kwh": "kWh", "mps": "m/s", "g": "g", "m": "m", "s": "second", "h": "hour", "l": "L",
                "ml": "mL", "w": "W", "v": "V", "mbps": "Mbit/s", "gbps": "Gbit/s", "cpu": "cpu_core", "cores": "cpu_core",
                "vcpu": "cpu_core", "vcpus": "cpu_core", "millicores": "millicore"}
_CPU_FIELD = frozenset({"cpu", "cpus", "cores", "vcpu", "vcpus"})
_MILLICORES_CELL = re.compile(r"(\d+(?:\.\d+)?)m")
_CALENDAR_FIELD = frozenset("year month week day hour minute second date time weekday".split())
_SCALED_MONEY = re.compile(r"(k|m|mn|bn)?([$€£¥])(k|m|mn|bn)?")
_SCALES = {"k": Decimal(1000), "m": Decimal(10) ** 6, "mn": Decimal(10) ** 6, "bn": Decimal(10) ** 9}
# a field named only as a length of time, whose number has no unit; (gt14) a setting's interval, delay or
# period (a health check's "interval = 15", a load balancer's "deregistration_delay = 30", an alarm's "Period": 300)
_TIME_FIELD = frozenset({"elapsed", "duration", "runtime", "latency", "took", "lag", "interval", "delay", "period", "timeout",
                         "lifetime"})  # (gt15) a timeout (SQS's VisibilityTimeout, a pool's connect-timeout), a lifetime
# (gt24) a length of time's name run into one word with what it bounds (PHP's session.gc_maxlifetime, idletimeout)
_TIME_ENDINGS = ("lifetime", "timeout")
# (gt17) a field named as the time to or until something (TfL's timeToStation, timeUntilReset): a length of time
_TIME_UNTIL = (["time", "to"], ["time", "until"], ["time", "till"])
# (gt16) words that make a field's "time" a moment, never a length: "start time", "arrival time", "created time"
_MOMENT_WORDS = frozenset("start started begin end ended finish finished arrival arrive departure depart create created creation "
                          "update updated modified modify local utc gmt event log sent received scheduled due open opening close "
                          "closing last next boot login logout check checkin checkout pickup dropoff".split())


# (gt24) fields that name a moment whose number is seconds since 1970 (Chargebee's trial_end, WeatherLink's ts)
_STAMP_WORDS = _MOMENT_WORDS | frozenset("ts timestamp time at date clock expires expiry".split())


def _epoch(amount: Decimal, text: str, words: list[str], lexicon: Lexicon) -> list[Value]:
    """The moment a field named as one gives as ten digits of seconds since 1970, read in UTC (2001 to 2286): the
    number, and that date-time as an ISO text would give it."""
    if not re.fullmatch(r"[1-9]\d{9}", text) or not set(words) & _STAMP_WORDS:
        return []
    when = datetime.fromtimestamp(int(amount), UTC).isoformat()
    return [replace(v, text=text, start=0, end=len(text)) for v in _extract(when, lexicon, True) if v.kind == "datetime"]


def _span_time(words: list[str]) -> bool:
    """A field named "<qualifier> time" that may be a length of time ("chip time", "cpu time", "wait time")."""
    return len(words) >= 2 and words[-1] == "time" and not set(words) & _MOMENT_WORDS


# a length of time printed as a clock ("00:01:12.660812", PostgreSQL's interval): hours, minutes, seconds
_CLOCK_LENGTH = re.compile(r"(\d{1,3}):([0-5]\d):([0-5]\d(?:\.\d+)?)")
_DAYS_CLOCK = re.compile(r"(\d{1,4})-(\d{1,2}):([0-5]\d):([0-5]\d)")  # (gt17) "2-03:41:09": a length, never a moment
# words that make a closing "min" minutes: a length of time's name (elapsed_min, wait_time_min, timeout_min)
_MINUTES_OF = _TIME_FIELD | frozenset({"time", "wait", "timeout", "ttl", "age", "uptime", "downtime", "eta"})
_PERCENT_FIELD = frozenset({"%", "pct", "percent", "percentage", "perc", "humidity", "utilization", "utilisation"})


def _field_words(field: str | None) -> list[str]:
    return [w.lower() for w in _FIELD_SPLIT.split(field or "") if w]


def _cell_state(flag: bool, words: list[str], raw: str, lexicon: Lexicon) -> Value:
    table = lexicon.lookup()
    for w in reversed(words):
        if w in table and isinstance(table[w][1], bool):
            axis, polarity = table[w]
            return Value("state", (axis, flag == polarity), raw, 0, len(raw))
    return Value("state", ("true", flag), raw, 0, len(raw))


def _field_unit(words: list[str]) -> tuple[str, object] | None:
    """What the field name says the number is: ("ratio"|"money"|"unit", detail), the last word first."""
    if len(words) > 1 and words[-1] == "tmp":  # (gt30) turbostat's CoreTmp, PkgTmp: a sensor's degrees Celsius
        return "unit", _unit("degC")
    for i, w in enumerate(reversed(words)):
        if w in _CALENDAR_FIELD:
            return None  # {"year": 2026}, {"hour": 17}: a component of a date or time, not a duration
        if w == "min" and i == len(words) - 1 and len(words) > 1:
            continue  # "min" opening a longer name is the minimum (kafka's min.insync.replicas), not minutes
        if w == "min" and i == 0 and len(words) > 1 and not set(words) & _MINUTES_OF:
            return None  # (gt14) closing a measure's name it is the minimum too (Open-Meteo's temperature_2m_min, price_min)
        if w in _PERCENT_FIELD:
            return "ratio", None
        scaled = _SCALED_MONEY.fullmatch(w)
        if scaled and (scaled.group(1) or scaled.group(3)):  # a spreadsheet's "(k€)", "($m)": money in thousands, millions
            return "money", (_CURRENCY_SYMBOL[scaled.group(2)], _SCALES[(scaled.group(1) or scaled.group(3)).lower()])
        if w.upper() in _CURRENCY_CODES:
            return "money", w.upper()
        if w in _FIELD_UNITS or (i == 0 and len(w) > 1):  # pint only for the last word: "in", "at" are units too
            unit = _unit(_FIELD_UNITS.get(w, w))
            if unit is not None:
                return "unit", unit
    return None


# (gt24) a unit in brackets closing a column's name, read with its case: "Rm (MPa)", "Load [kN]", "D50 (µm)"
_BRACKETED_UNIT = re.compile(r"\s[(\[]([^()\[\]\s]{2,})[)\]]\s*")


def _bracketed(field: str | None) -> tuple[str, object] | None:
    """The unit a field names in closing brackets, when its lower-cased spelling names none ("MPa" is not "mpa"):
    it outranks a unit read from a word before it ("ReH (MPa)" is no number of hours)."""
    found = _BRACKETED_UNIT.fullmatch(field or "", max(0, (field or "").rfind(" ")))
    if not found or found.group(1).upper() in _CURRENCY_CODES:
        return None
    if found.group(1).lower() in _FIELD_UNITS:  # (gt26) one unit, not split at its case: "(hPa)" is no "h" of hours
        return _field_unit([found.group(1).lower()])
    if _field_unit(_field_words(found.group(1))) is not None and not re.search(r"[a-z][A-Z]", found.group(1)):
        return None
    unit = _unit(found.group(1))  # (gt26) "(mmHg)" with its case: no "mm" of length
    return ("unit", unit) if unit is not None else None


def _field_value(amount: Decimal, text: str, words: list[str], field: str | None = None) -> Value:
    meaning = _bracketed(field) or _field_unit(words)
    if meaning is None:
        return Value("number", amount, text, 0, len(text))
    what, detail = meaning
    if what == "ratio":
        return Value("ratio", Fraction(amount) / 100, text, 0, len(text))
    if what == "money":
        if isinstance(detail, tuple):
            return Value("money", amount * detail[1], text, 0, len(text), unit=detail[0])
        return Value("money", amount, text, 0, len(text), unit=str(detail))
    magnitude, base = _measure(amount, detail)  # type: ignore[arg-type]
    return Value("duration" if base == "second" else "quantity", magnitude, text, 0, len(text), unit=base)


# a cell holding only a check mark or a cross says yes or no (a pricing grid, a test matrix)
_MARKS = {**dict.fromkeys("\u2713\u2714\u2611\u2705", True), **dict.fromkeys("\u2717\u2718\u2715\u2716\u274c\u2612", False)}


def parse_cell(raw: object, field: str | None = None, lexicon: Lexicon | None = None) -> list[Value]:
    """Values of one structured cell; `field` (a JSON key, a column header) may give the unit or axis."""
    lexicon = lexicon or _DEFAULT_LEXICON
    words = _field_words(field)
    if raw is None:
        return []
    if isinstance(raw, bool):
        return [_cell_state(raw, words, str(raw).lower(), lexicon)]
    text = repr(raw) if isinstance(raw, (int, float)) else str(raw).strip()
    if isinstance(raw, str) and field and text.lower() in ("true", "false", "yes", "no"):
        return [_cell_state(text.lower() in ("true", "yes"), words, text, lexicon)]
    if isinstance(raw, str) and field and text in _MARKS:  # a feature grid's ✓ / ✗: yes / no, as those words are
        return [_cell_state(_MARKS[text], words, text, lexicon)]
    amount: Decimal | None = None
    if isinstance(raw, (int, float)):
        amount = Decimal(text)
        if not amount.is_finite():
            return []
    elif bare := re.fullmatch(r"([-+\u2212])?(" + _DIGITS + r")", text):
        amount = _dec(bare.group(2), bare.group(1))
    if amount is not None and words[-1:] in (["version"], ["ver"]) and re.fullmatch(r"\d+(?:\.\d+)*", text):
        return [_field_value(amount, text, words, field),  # "PDF version: 1.7": the number, and the version "version 1.7" says
                Value("version", tuple(int(p) for p in text.split(".")), text, 0, len(text))]
    stamp = _epoch(amount, text, words, lexicon) if amount is not None else []
    if stamp:
        return [_field_value(amount, text, words, field), *stamp]  # type: ignore[arg-type]
    if amount is not None:
        value = _field_value(amount, text, words, field)
        if value.kind == "number" and amount >= 0 and (set(words[-1:]) & _TIME_FIELD or words[:2] in _TIME_UNTIL
                                                       or words[-1:] and words[-1].endswith(_TIME_ENDINGS)):
            # Sidekiq's elapsed=2.677, Zoom's "duration": 3508, New Relic's average.duration: the output gives no unit
            # and APIs print either: the length in seconds or in milliseconds, not in the unit the claim adds
            return [value, Value("duration", amount, text, 0, len(text), unit="second"),
                    Value("duration", amount / 1000, text, 0, len(text), unit="second")]
        return [value]
    milli = _MILLICORES_CELL.fullmatch(text) if _CPU_FIELD & set(words) else None
    if milli:
        return [_millicores(Decimal(milli.group(1)), text, 0)]
    clock = _CLOCK_LENGTH.fullmatch(text) if set(words[-1:]) & _TIME_FIELD else None
    if clock:  # pg_stat_replication's replay_lag 00:01:12.66: 72.66 seconds, not a time of day
        hours, minutes, seconds = (Decimal(g) for g in clock.groups())
        return [Value("duration", hours * 3600 + minutes * 60 + seconds, text, 0, len(text), unit="second")]
    days = _DAYS_CLOCK.fullmatch(text)
    if days:  # (gt17) Slurm's and ps's elapsed "2-03:41:09": days, then a clock's hours, minutes, seconds
        d, hours, minutes, seconds = (Decimal(g) for g in days.groups())
        return [Value("duration", d * 86400 + hours * 3600 + minutes * 60 + seconds, text, 0, len(text), unit="second")]
    clock = _CLOCK_LENGTH.fullmatch(text) if _span_time(words) or words == ["time"] else None
    if clock:  # (gt17) a column named only TIME (squeue, ps) too: a moment or the length it reads as  # (gt16) a race's "Chip time" 00:38:12, ps's CPU "TIME": a time of day or the length it reads as
        hours, minutes, seconds = (Decimal(g) for g in clock.groups())
        return [*_extract(text, lexicon, True), Value("duration", hours * 3600 + minutes * 60 + seconds, text, 0, len(text), unit="second")]
    fraction = re.fullmatch(r"(\d+)/(\d+)", text)
    if fraction and int(fraction.group(2)):
        count, total = int(fraction.group(1)), int(fraction.group(2))
        return [Value("number", Decimal(count), text, 0, len(text)),
                Value("ratio", Fraction(count, total), text, 0, len(text))]
    return list(_extract(text, lexicon, True))
