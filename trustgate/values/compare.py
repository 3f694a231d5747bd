"""Whether two values denote the same thing (`same`), can disagree at all (`comparable`), and what differs."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from .model import Value, _HEX
from .notation import VAGUE, utc_minutes
from .quantities import CENT_CURRENCIES, CENTS, RATE
from .spoken import TWELVE_HOUR


def _date_compatible(a: str, b: str) -> bool:
    pa, pb = a.lstrip("-").split("-"), b.lstrip("-").split("-")
    if a.startswith("--") != b.startswith("--"):
        full, part = (pb, pa) if a.startswith("--") else (pa, pb)
        return len(full) == 3 and full[1:] == part
    return False


def _either_half(a: Value, b: Value) -> bool:
    """Two clock times, one said without its half of the day ("half past five"): equal when 12 hours apart."""
    if a.kind != "time" or b.kind != "time" or TWELVE_HOUR not in (a.unit, b.unit):
        return False
    try:
        (ha, ma), (hb, mb) = (tuple(int(x) for x in str(v.norm).split(":")[:2]) for v in (a, b))
    except ValueError:
        return False
    return ma == mb and (ha - hb) % 12 == 0


def _zoned(a: Value, b: Value) -> bool | None:
    """Two clock times, one or both in a named zone ("10 am EST" / "3 pm GMT"): in UTC when both name a zone, as
    written when one does not ("3 pm" / "3 pm GMT"); None when neither names a zone."""
    if a.kind != "time" or b.kind != "time":
        return None
    ua, ub = utc_minutes(a), utc_minutes(b)
    if ua is None and ub is None:
        return None
    if ua is not None and ub is not None:
        return ua == ub
    return a.norm == b.norm or _either_half(replace(a, unit=None if ua is not None else a.unit),
                                            replace(b, unit=None if ub is not None else b.unit))


def _within(a: Value, b: Value) -> bool:
    """A count said vaguely ("a handful": 2 to 9) and an exact count inside its span."""
    if a.kind != "number" or b.kind != "number" or (a.unit == VAGUE) == (b.unit == VAGUE):
        return False
    span, n = (a.norm, b.norm) if a.unit == VAGUE else (b.norm, a.norm)
    return isinstance(n, Decimal) and span[0] <= n <= span[1]  # type: ignore[index]


def same(a: Value, b: Value) -> bool:
    """Do `a` and `b` denote the same thing however written? Symmetric."""
    zoned = _zoned(a, b)
    if zoned is not None:
        return zoned
    if a.key() == b.key() or _either_half(a, b) or _within(a, b):
        return True
    if a.kind == b.kind == "score":  # one result told from either side ("beat Ajax 2-1" / "Ajax lost 1-2"): the words
        return sorted(a.norm) == sorted(b.norm)  # type: ignore[call-overload]  # say who won, the figures either way round
    if a.kind == b.kind == "money" and (a.unit or "").endswith(RATE) == (b.unit or "").endswith(RATE):
        ua, ub = ((v.unit or "").removesuffix(RATE) for v in (a, b))  # (a rate's currency: "25 cents a minute")
        if CENTS in (ua, ub) and {ua, ub} - {CENTS} <= CENT_CURRENCIES:
            return a.norm == b.norm  # "12 cents" is €0.12 or $0.12
    if a.kind != b.kind or a.unit != b.unit:
        return False
    if a.kind == "identifier":
        (ka, na), (kb, nb) = a.norm, b.norm  # type: ignore[misc]
        if {ka, kb} == {"ip", "url"}:  # (gt14) "upstream 10.0.4.12" is the host of "http://10.0.4.12:9000/v2/cart"
            ip, url = (na, nb) if ka == "ip" else (nb, na)
            host = url.partition("://")[2].split("/")[0].rpartition("@")[2]
            return ip in (host, host.split(":")[0])
        if ka == kb == "sha" or {ka, kb} == {"sha", "code"} and _HEX.fullmatch(na) and _HEX.fullmatch(nb):
            short, long_ = sorted((na, nb), key=len)
            return len(short) >= 7 and long_.startswith(short)
        return False
    if a.kind == "date":
        return _date_compatible(str(a.norm), str(b.norm)) or any(
            (swapped := _day_first(x)) is not None and (swapped == str(y.norm) or _date_compatible(swapped, str(y.norm)))
            for x, y in ((a, b), (b, a)))
    return False


_SLASHED = re.compile(r"(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})")
_SLASHED_BARE = re.compile(r"(\d{1,2})/(\d{1,2})")


def _day_first(v: Value) -> str | None:
    """A date written "10/12/2026", both of whose first parts could be the month, read day first ("2026-12-10"; the
    reading is month first): in British use it is that day, so either reading is the date it may mean. None for any
    other date."""
    norm = str(v.norm)
    bare = _SLASHED_BARE.fullmatch(v.text.strip().rstrip(".,;"))  # ("on 3/4", read "--03-04": also 3 April)
    if bare is not None and int(bare.group(1)) <= 12 and int(bare.group(2)) <= 12 and bare.group(1) != bare.group(2) \
            and re.fullmatch(r"--\d{2}-\d{2}", norm):
        return f"--{norm[5:7]}-{norm[2:4]}"
    m = _SLASHED.fullmatch(v.text.strip().rstrip(".,;"))
    if m is None or int(m.group(1)) > 12 or int(m.group(2)) > 12 or m.group(1) == m.group(2) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", norm):
        return None
    return f"{norm[:4]}-{norm[8:10]}-{norm[5:7]}"


def bare_degrees(v: Value) -> bool:
    """A quantity in degrees said without a scale ("turned it down to 19 degrees"): an angle to pint, but as often a
    temperature."""
    return v.unit == "radian" and re.search(r"(?i)\bdeg|°", v.text) is not None


def comparable(a: Value, b: Value) -> bool:
    """Same kind (and dimension, axis or identifier shape): a difference between them is a real one. A bare "degrees"
    may differ from a temperature ("19 degrees" / "20 °C"), though it is never the same as one (see `same`)."""
    if a.kind != b.kind:
        return False
    if a.kind in ("quantity", "duration"):  # (a rate and a plain amount of one unit too: "50 mg" / "100 mg a day")
        ua, ub = (_amount_unit(v) for v in (a, b))
        return ua == ub or {ua, ub} == {"radian", "kelvin"} and (bare_degrees(a) or bare_degrees(b))
    if a.kind in ("state", "identifier"):
        ka, kb = a.norm[0], b.norm[0]  # type: ignore[index]
        return ka == kb or (a.kind == "identifier" and {ka, kb} <= {"sha", "code"})
    return True


def pounds_and_sterling(a: Value, b: Value) -> bool:
    """A mass written in "pounds" and a sterling amount of the same period ("put it up to forty-four pounds" / "£38"):
    pounds are sterling too, so the two may differ as amounts of money (`same` holds them equal when the figures are)."""
    if {a.kind, b.kind} != {"quantity", "money"}:
        return False
    q, m = (a, b) if a.kind == "quantity" else (b, a)
    return (m.unit or "").startswith("GBP") and q.period == m.period and re.search(r"(?i)\bpounds?\b", q.text) is not None


def _amount_unit(v: Value) -> str:
    """The unit of what a rate counts ("metre" of "5 km a day"); a speed written in its own unit ("4 knots", "40 km/h":
    no period said, or a distance per hour: "8 kilometres an hour") is no amount of metres, so "crosses at 4 knots" /
    "is 550 metres long" never compare."""
    unit = v.unit or ""
    return unit if unit == "meter" + RATE and v.period in _SPEED_PERIODS else unit.removesuffix(RATE)


# a distance per hour, minute or second is a speed said in words ("limited to 8 kilometres an hour" / "4 mph"); a
# distance per day or week is an amount in a period ("walks 5 km a day")
_SPEED_PERIODS = frozenset({None, "hour", "minute", "second"})


def differences(a: list[Value], b: list[Value]) -> list[tuple[Value | None, Value | None]]:
    """Pairs that make two value lists disagree: comparable-but-not-same pairs first, in the order
    of `a`, then values with no same counterpart and nothing comparable left on the other side."""
    only_a = [x for x in a if not any(same(x, y) for y in b)]
    only_b = [y for y in b if not any(same(x, y) for x in a)]
    out: list[tuple[Value | None, Value | None]] = []
    for x in only_a:
        partner = next((y for y in only_b if comparable(x, y)), None)
        if partner is not None:
            only_b.remove(partner)
        out.append((x, partner))
    out.extend((None, y) for y in only_b)
    return out
