"""One value in two written forms that a sentence may change (values/compare.py's `same` reads one form only): a bare
number and the same number with its unit or currency, a version and a plain number, a clock reading and a duration,
a number and a fraction, "pounds" said of a mass and sterling, states of synonymous axes, a temperature and the
same figure in bare "degrees" ("20 degrees" / "20 °C"). The slot stage (slot_values,
slots) asks this when two readings of one slot are compared."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from .compare import bare_degrees, same
from .model import Value
from .phrases import GROUPS
from .quantities import PER_PERIOD, RATE, _registry
from .reading import extract

__all__ = ["STATE_GROUPS", "amount_of", "equivalent", "every", "rounds_from", "same_amount", "unrated"]

# state axes that say the same thing: "enabled" / "switched on" / "active"
STATE_GROUPS = (frozenset({"enabled", "on", "active"}), *GROUPS[1:], GROUPS[0] | {"present"})


def equivalent(x: Value, y: Value) -> bool:
    """The same value however written, across the forms a sentence may drop or change: a bare number and the same
    number with its unit or currency ("set to 1,400" / "1400 bytes"), a version and a number ("7.1"), a clock
    reading and a duration ("2:01:09" / "2 hours 1 minute 9 seconds"), states of synonymous axes ("enabled" / "on")."""
    if same(x, y) or _same_number(x, y) or _period_dropped(x, y) or _period_dropped(y, x):
        return True
    kinds = {x.kind, y.kind}
    if "number" in kinds and kinds & {"quantity", "money", "duration"} and len(kinds) == 2:
        n, q = (x, y) if x.kind == "number" else (y, x)
        written = _NUMBER_IN.search(q.text.replace(",", ""))
        return Decimal(written.group(0)) == n.norm if written is not None else _spoken_amount(q) == n.norm
    if kinds == {"time", "duration"}:
        t, d = (x, y) if x.kind == "time" else (y, x)
        parts = [int(p) for p in str(t.norm).split(":") if p.isdigit()]
        seconds = sum(p * m for p, m in zip(parts, (3600, 60, 1)))
        return isinstance(d.norm, Decimal) and Decimal(seconds) == d.norm
    if kinds == {"quantity", "money"}:  # "sixteen pounds" read as a mass, "£16": pounds are sterling too
        q, m = (x, y) if x.kind == "quantity" else (y, x)
        if not (m.unit or "").startswith("GBP") or re.search(r"\bpounds?\b", q.text, re.IGNORECASE) is None or q.period != m.period:
            return False
        if m.period is None:
            return m.unit == "GBP" and _spoken_amount(q) == m.norm
        written = _NUMBER_IN.search(m.text.replace(",", ""))  # ("forty-five pounds a day" / "£45 a day": one rate)
        said = [v for v in extract(re.split(r"\s+pounds?\b", q.text, maxsplit=1, flags=re.IGNORECASE)[0]) if v.kind == "number"]
        return written is not None and bool(said) and said[0].norm == Decimal(written.group(0))
    periodic = every(x, y)
    if periodic is not None:  # "every 10 minutes" / "six times an hour"
        return periodic
    if kinds == {"number", "ratio"}:  # "0.5 BTC" / "half a bitcoin" (not a percentage: "50%" is no 0.5 of a thing)
        n, r = (x, y) if x.kind == "number" else (y, x)
        return "%" not in r.text and "cent" not in r.text.lower() and Fraction(n.norm) == r.norm  # type: ignore[arg-type]
    if kinds == {"quantity"} and {x.unit, y.unit} == {"radian", "kelvin"} and (bare_degrees(x) or bare_degrees(y)):
        fx, fy = (_figure(v) for v in (x, y))  # ("minus eighteen degrees" / "-18 °C": the figure in words too)
        return fx is not None and fx == fy
    if kinds == {"state"}:
        (ax, px), (ay, py) = x.norm, y.norm  # type: ignore[misc]
        return px == py and any(ax in g and ay in g for g in STATE_GROUPS)
    return False


def amount_of(r: Value) -> Value | None:
    """A rate's amount said without its period ("£30" of "£30 a month"); None for a value that is no rate."""
    if not (r.unit or "").endswith(RATE):
        return None
    m = PER_PERIOD.search(r.text)  # (none in "300 kg" of "300 kg of cheese a week": the period is after the cheese)
    amount = extract(r.text[:m.start()] if m else r.text)
    return amount[0] if len(amount) == 1 and not (amount[0].unit or "").endswith(RATE) else None


def unrated(v: Value) -> Value:
    """A rate as its amount, placed where the amount is written ("£90" of "£90 a week"); any other value as it is."""
    amount = amount_of(v)
    return v if amount is None else replace(amount, start=v.start + amount.start, end=v.start + amount.end)


def _period_dropped(r: Value, plain: Value) -> bool:
    """A rate and its amount said without the period ("£30 a month" / "£30", "3 hours a day" / "3 hours")."""
    amount = amount_of(r) if not (plain.unit or "").endswith(RATE) else None
    return amount is not None and same(amount, plain)


def same_amount(x: Value, y: Value) -> bool:
    """`same`, or a rate and its amount said without the period ("$25 a year" / "$25"): grounding asks this, and
    checks the period by the words of the source that hold the amount ("Annual membership costs $25")."""
    return same(x, y) or _period_dropped(x, y) or _period_dropped(y, x)


_NUMBER_IN = re.compile(r"-?\d+(?:\.\d+)?")


def _spoken_amount(q: Value) -> Decimal | None:
    """The number a quantity was written with, in words ("sixteen pounds" -> 16, "sixty-two beats per minute" -> 62)."""
    found = [v for v in extract(q.text) if v.kind == "number" and v.start == 0] or \
        [v for v in extract(" ".join(q.text.split()[:-1])) if v.kind == "number"]
    return found[0].norm if found else None  # type: ignore[return-value]


def _figure(q: Value) -> Decimal | None:
    """The figure a quantity was written with, in digits or in words ("-18 °C" and "minus eighteen degrees": -18)."""
    written = _NUMBER_IN.search(q.text.replace(",", ""))
    return Decimal(written.group(0)) if written is not None else _spoken_amount(q)


def _same_number(x: Value, y: Value) -> bool:
    """A version and a plain number written alike ("Version 17" / "React 17", "release 7.1" / "firmware 7.1")."""
    kinds = {x.kind, y.kind}
    if kinds != {"version", "number"}:
        return False
    v, n = (x, y) if x.kind == "version" else (y, x)
    written = re.search(r"\d+(?:\.\d+)*", v.text)
    return written is not None and written.group(0).count(".") <= 1 and written.group(0) == n.text.strip().lstrip("vV")


def every(x: Value, y: Value) -> bool | None:
    """A period and a count of times in a period ("every 10 minutes" / "6 times an hour", "once an hour"): equal when
    one time in the period is the rate; None when the two are not a duration and a rate of times."""
    pair = (x, y) if x.kind == "duration" else (y, x)
    d, r = pair
    if d.kind != "duration" or r.kind != "quantity" or r.unit != "time/second" or not isinstance(d.norm, Decimal) or not d.norm:
        return None
    return abs(Decimal(r.norm) * d.norm - 1) < Decimal("1e-6")  # type: ignore[arg-type]



def rounds_from(v: Value, x: Value, within: Decimal | None = None) -> bool:
    """`v`, said as an approximation ("about 42 pounds", "roughly 232,000"), is `x` rounded to the digits `v` writes:
    within half a unit of its last written digit ("232,000": thousands; "1.49": hundredths), compared in one unit
    ("about 2,190 °F" / 1,200 °C). The caller says whether `v` is hedged. `within`: at most this share of `x` apart as
    well (a round figure's trailing zeros may be its digits: "about 40 pounds" is no 35.3)."""
    if within is not None and (v.kind != x.kind or v.unit != x.unit or not isinstance(v.norm, Decimal)
                               or not isinstance(x.norm, Decimal) or abs(v.norm - x.norm) > abs(x.norm) * within):
        return False
    if v.kind != x.kind or v.unit != x.unit or v.kind not in ("number", "quantity", "duration", "money", "ratio"):
        return False
    m = re.search(r"\d[\d,]*(?:\.(\d+))?", v.text)
    if m is None:  # (gt16) a figure said in words ("about five minutes"): its digits are the number's own
        spoken = _spoken_amount(v)  # (not "eight and a half": the figure must give the whole value again)
        whole = spoken is not None and spoken == spoken.to_integral_value() and \
            [x.norm for x in extract(f"{int(spoken)} {v.text.split()[-1]}")][:1] == [v.norm]
        m = re.search(r"\d+()", str(int(spoken))) if whole else None  # type: ignore[arg-type]

    def exact(n: object) -> Decimal:  # a ratio's Fraction (72% is 18/25) as a Decimal
        return Decimal(n.numerator) / Decimal(n.denominator) if isinstance(n, Fraction) else Decimal(str(n))
    try:
        written, a, b = Decimal(m.group().replace(",", "")), exact(v.norm), exact(x.norm)  # type: ignore[union-attr]
    except (InvalidOperation, AttributeError):
        return False
    if not written:
        return False
    digits = m.group().replace(",", "")  # type: ignore[union-attr]
    ulp = Decimal(1).scaleb(-len(m.group(1))) if m.group(1) else Decimal(1).scaleb(len(digits) - len(digits.rstrip("0")))  # type: ignore[union-attr]
    if v.unit == "kelvin":  # a temperature's written figure counts from its own zero, not from absolute zero
        return abs(_written_in(v, x) - written) <= ulp / 2
    return abs(a - b) <= abs(a) * ulp / 2 / written


def _written_in(v: Value, x: Value) -> Decimal:
    """`x` in the unit `v` is written in ("°F"), through pint."""
    unit = "degF" if re.search(r"°\s*F|fahrenheit", v.text, re.IGNORECASE) else "degC"
    q = _registry().Quantity(Decimal(str(x.norm)), "kelvin").to(unit)
    return Decimal(str(q.magnitude))
