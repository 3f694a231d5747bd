"""The typed value itself (`Value`), its kinds and display, and the state lexicon (`Lexicon`)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from .quantities import RATE, period_seconds


KINDS = ("number", "ratio", "quantity", "money", "duration", "version", "date", "time", "datetime",
         "identifier", "state", "score")


def _fmt(x: object) -> str:
    if isinstance(x, Decimal):
        return format(x.normalize(), "f") if x == x.to_integral_value() or abs(x.as_tuple().exponent) < 20 else str(x)
    if isinstance(x, Fraction):
        return f"{x.numerator}/{x.denominator}" if x.denominator != 1 else str(x.numerator)
    if isinstance(x, bool):
        return "positive" if x else "negative"
    if isinstance(x, tuple):
        return ", ".join(_fmt(p) for p in x)
    return str(x)


_PERIODS = (("second", 1), ("minute", 60), ("hour", 3600), ("day", 86400), ("week", 604800), ("month", 2629800),
            ("year", 31557600))


def _per_period(per_second: Decimal) -> tuple[str, Decimal]:
    """The shortest period in which a rate reaches one ("1 visit/day", not 0.0000116/second), and its seconds."""
    for name, seconds in _PERIODS:
        if per_second * seconds >= 1:
            return name, Decimal(seconds)
    return "year", Decimal(_PERIODS[-1][1])


@dataclass(frozen=True)
class Value:
    kind: str
    norm: object
    text: str
    start: int
    end: int
    unit: str | None = None
    period: str | None = None  # a rate's period as said ("month" of "£30 a month"), for showing it; not compared

    def key(self) -> tuple:
        return (self.kind, self.unit, self.norm)

    def show(self) -> str:
        if self.kind == "state":
            axis, polarity = self.norm  # type: ignore[misc]
            normal = f"{axis}: {_fmt(polarity)}"
        elif self.kind == "ratio" and isinstance(self.norm, Fraction) and re.search(r"%|per ?cent|pct", self.text, re.I):
            normal = _fmt(Decimal(self.norm.numerator * 100) / Decimal(self.norm.denominator)) + "%"
        elif self.kind == "identifier":
            normal = str(self.norm[1])  # type: ignore[index]
        elif self.kind == "quantity" and isinstance(self.norm, Decimal) and re.fullmatch(r"[a-z-]+/second", self.unit or ""):
            name, seconds = _per_period(self.norm)  # a count in a period: "30 bottle/minute"
            normal = f"{_fmt(round(self.norm * seconds, 6))} {(self.unit or '').split('/')[0]}/{name}"
        elif self.kind in ("money", "quantity") and (self.unit or "").endswith(RATE) and isinstance(self.norm, Decimal):
            # per the period the text said, else the shortest in which the amount reaches one
            name, seconds = (self.period, period_seconds(self.period)) if self.period else _per_period(self.norm)
            amount, base = _fmt(round(self.norm * seconds, 6)), (self.unit or "")[:-len(RATE)]
            normal = f"{base} {amount}/{name}" if self.kind == "money" else f"{amount} {base}/{name}"
        elif self.kind in ("money", "quantity", "duration"):
            normal = f"{_fmt(self.norm)} {self.unit}" if self.kind != "money" else f"{self.unit} {_fmt(self.norm)}"
        elif self.kind == "score" or self.kind == "number" and isinstance(self.norm, tuple):
            low, high = self.norm  # type: ignore[misc]
            normal = f"{low}-{high}" if self.kind == "score" else f"{low} to {high}"
        elif self.kind == "time" and (self.unit or "").startswith("UTC"):
            normal = f"{self.norm} {self.unit}"  # a clock time in a named zone ("10 am EST": 10:00 UTC-05:00)
        elif self.kind == "version":
            normal = ".".join(str(p) for p in self.norm)  # type: ignore[attr-defined]
        else:
            normal = _fmt(self.norm)
        return f"'{self.text}' ({normal})"


_DEFAULT_PAIRS = (
    ("enabled", "disabled"), ("on", "off"), ("public", "private"), ("available", "unavailable"),
    ("passing", "failing"), ("open", "closed"), ("up", "down"), ("online", "offline"),
    ("healthy", "unhealthy"), ("healthy", "degraded"), ("active", "inactive"), ("allowed", "denied"), ("running", "stopped"),
    ("true", "false"), ("yes", "no"), ("present", "absent"), ("locked", "unlocked"), ("succeeded", "failed"),
)
_COLOURS = {"green": "green", "amber": "amber", "yellow": "amber", "orange": "orange", "red": "red", "blue": "blue", "purple": "purple", "black": "black"}
COLOUR_AXIS = "status colour"
# words that say a colour's shade ("pale" is "light", "deep" is "dark"): before a colour word it is a colour ("dark
# blue"), not a status colour; wordnet.hue reads them too
SHADES = {"light": "light", "pale": "light", "pastel": "light", "dark": "dark", "deep": "dark", "bright": "bright",
          "vivid": "bright"}
# words that are usually something else: a state only in a state position (see module doc)
_GUARDED = frozenset({"on", "off", "up", "down", "yes", "no", "open", "true", "false", *_COLOURS})


@dataclass(frozen=True)
class Lexicon:
    pairs: tuple[tuple[str, str], ...]

    @classmethod
    def default(cls) -> Lexicon:
        return cls(_DEFAULT_PAIRS)

    def extended(self, extra: Iterable[tuple[str, str]]) -> Lexicon:
        new = tuple((p.lower(), n.lower()) for p, n in extra)
        return Lexicon(self.pairs + tuple(x for x in new if x not in self.pairs))

    def lookup(self) -> dict[str, tuple[str, object]]:
        return _lookup(self.pairs)


@lru_cache(maxsize=64)
def _lookup(pairs: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, object]]:
    table: dict[str, tuple[str, object]] = {w: (COLOUR_AXIS, c) for w, c in _COLOURS.items()}
    for positive, negative in pairs:
        table.setdefault(positive, (positive, True))
        table.setdefault(negative, (positive, False))
    return table


_DEFAULT_LEXICON = Lexicon.default()
_HEX = re.compile(r"[0-9a-f]{7,40}")
