"""Typed values: what a claim asserts, in a form two writings of the same thing share.

Contract. `extract(text)` returns every value in a text as a `Value` (kind, canonical
`norm`, the written `text` and its offsets), non-overlapping and in order. `parse_cell`
does the same for one structured cell, the field name supplying a unit or a state axis.
`same(a, b)` says whether two values denote the same thing however written ("2k" and
"2000", "0.4 kg" and "400 g", "not enabled" and "disabled"); `comparable(a, b)` whether a
difference between them is a real disagreement (same kind, and for quantities the same
dimension); `differences` lists the pairs that make two value lists disagree. Norms are
exact (`Decimal`, `Fraction`, strings, tuples), never floats, so 2**53 + 1 stays itself.

Who does what. text2num (`find_numbers`) reads number words; pint converts quantities
inside a dimension (one registry, built lazily on the first unit seen, Decimal
magnitudes; each unit's affine map to base units is computed once and cached);
dateutil parses dates, parsed twice with two defaults so a part the text did not give is
never invented. Recognising where a value starts and ends (the span regexes), the
currency table, the state lexicon and clause-scoped negation are ours.

Decisions and known limits.
- A span is claimed once, by the first recogniser in this order: URLs, e-mails, IPv4,
  paths, `code`, dates and date-times, times, versions, compact durations ("2h30m"),
  money, "a/b" ratios, identifiers starting with a letter, numbers with what follows
  them (magnitude, percent, currency, unit), identifiers starting with a digit, fraction
  and number words, states. So the digits of a date, id or URL are never numbers too.
- Magnitudes: k/K, M, bn, B (billion: after a number "B" is never bytes), thousand,
  million, billion, trillion; after a currency "m" is million too ("$5m").
- A compact "30m" is 30 minutes (kubectl ages, timeouts); "30 m" with a space is metres.
  So Kubernetes CPU "500m" (millicores) is misread as minutes; "512Mi" is mebibytes.
- Unit words go to pint after a blocklist of spellings pint reads as something unlikely
  ("in" inch, "cats", "PS", "units"); a plural noun pint happens to know is a limit.
- "$" is USD; "C$", "A$", ... name their dollar. "pounds" is mass; "£"/"GBP" is money.
  Money of two currencies is comparable (a different currency is a different claim) and
  never the same: currencies are never converted.
- A bare "degrees" is an angle-like unit of its own: "21 degrees" is not "21 °C".
- Identifiers: case-insensitive (region codes, ticket ids, shas, e-mails, hosts) except
  paths and URL paths, which are case-sensitive. A git sha prefix of 7+ characters is the
  same as the full sha. Identifiers need a digit, an underscore or a known top-level
  domain: hyphenated words ("read-only") and capitalised names are not values.
- Partial dates: "Dec 3" is the same as "2026-12-03" (compatible on the parts given);
  `key()` still differs, so equal keys imply `same`, not the converse, and `same` is
  symmetric but not transitive across partial dates. "12/03/2026" is
  month first (dayfirst=False); a bare number is never a date. Times are naive.
- A range "10-20 GB" gives the number 10 and the quantity 20 GB (the unit is not carried
  back). "the first half" is the ratio 1/2: fraction words are not read for their sense.
- "a/b" in text ("2/3 quorum") is a ratio, so a year-less "3/14" is a ratio, not a
  date. A cell "a/b" (kubectl READY "3/3") is the count a (what "3 ready" states) and the
  ratio a/b; never the total b alone, so "3 ready" does not match "2/3".
- States: single-word lexicon pairs; negation (not, never, n't, cannot, no longer) within
  three words before the state word, in the same clause (clauses end at punctuation and
  at but/while/whereas/although/though/however/except). Words that are mostly something
  else (on, off, up, down, yes, no, open, true, false, colours) count only after a copula
  or ":"/"=", at the end of a clause, or alone in a cell. Amber and yellow are one colour.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import Context, Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any

KINDS = ("number", "ratio", "quantity", "money", "duration", "version", "date", "time", "datetime",
         "identifier", "state")


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


@dataclass(frozen=True)
class Value:
    kind: str
    norm: object
    text: str
    start: int
    end: int
    unit: str | None = None

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
        elif self.kind in ("money", "quantity", "duration"):
            normal = f"{_fmt(self.norm)} {self.unit}" if self.kind != "money" else f"{self.unit} {_fmt(self.norm)}"
        elif self.kind == "version":
            normal = ".".join(str(p) for p in self.norm)  # type: ignore[attr-defined]
        else:
            normal = _fmt(self.norm)
        return f"'{self.text}' ({normal})"


# ------------------------------------------------------------------ lexicon

_DEFAULT_PAIRS = (
    ("enabled", "disabled"), ("on", "off"), ("public", "private"), ("available", "unavailable"),
    ("passing", "failing"), ("open", "closed"), ("up", "down"), ("online", "offline"),
    ("healthy", "unhealthy"), ("active", "inactive"), ("allowed", "denied"), ("running", "stopped"),
    ("true", "false"), ("yes", "no"), ("present", "absent"), ("locked", "unlocked"),
)
_COLOURS = {"green": "green", "amber": "amber", "yellow": "amber", "orange": "orange", "red": "red", "blue": "blue", "purple": "purple", "black": "black"}
COLOUR_AXIS = "status colour"
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

# ------------------------------------------------------------------ numbers, magnitudes, units

_SEP = "[ \u00a0\u2009\u202f]"
_DIGITS = (rf"\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d{{1,3}}(?:{_SEP}\d{{3}})+(?![\d,.]\d)(?:\.\d+)?"
           r"|\d+(?:\.\d+)?|\.\d+")
_NUMBER = re.compile(rf"(?:(?<![\w.\-/:@#$€£¥₹])([-+\u2212]|(?i:minus|negative)\s+)?|(?<=\d[-\u2013]))(?<![\w.])({_DIGITS})(?![\d])")
_MAGNITUDE = re.compile(r"(k|K|M|bn|B)\b|[ \u00a0](thousand|million|billion|trillion|bn)\b")
_MONEY_MAGNITUDE = re.compile(r"(k|K|M|m|mn|bn|B)\b|[ \u00a0](thousand|million|billion|trillion|bn|mn)\b")
_SCALE = {"k": 3, "K": 3, "thousand": 3, "M": 6, "m": 6, "mn": 6, "million": 6,
          "bn": 9, "B": 9, "billion": 9, "trillion": 12}
_PERCENT = re.compile(r"[ \u00a0]?%|[ \u00a0](?:percent|per cent|pct)\b", re.IGNORECASE)
_ORDINAL = re.compile(r"(?:st|nd|rd|th|x)\b")

_CURRENCY_SYMBOL = {"$": "USD", "US$": "USD", "C$": "CAD", "CA$": "CAD", "A$": "AUD", "AU$": "AUD",
                    "NZ$": "NZD", "HK$": "HKD", "S$": "SGD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR"}
_CURRENCY_CODES = ("USD EUR GBP JPY CHF CAD AUD NZD CNY INR SEK NOK DKK PLN BRL MXN ZAR SGD HKD KRW "
                   "CZK HUF TRY ILS").split()
_CURRENCY_WORDS = {"dollar": "USD", "dollars": "USD", "bucks": "USD", "euro": "EUR", "euros": "EUR",
                   "yen": "JPY", "rupee": "INR", "rupees": "INR", "pounds sterling": "GBP",
                   "swiss francs": "CHF", "francs": "CHF"}
_MONEY_PREFIX = re.compile(
    r"(?<![\w$])(US\$|C\$|CA\$|A\$|AU\$|NZ\$|HK\$|S\$|\$|€|£|¥|₹|\b(?:" + "|".join(_CURRENCY_CODES)
    + r")[ \u00a0]?)([-\u2212])?(" + _DIGITS + r")(?![\d])")
_MONEY_SUFFIX = re.compile(
    r"[ \u00a0]?(?:" + "|".join(_CURRENCY_CODES) + r")\b|[ \u00a0](?:"
    + "|".join(sorted(_CURRENCY_WORDS, key=len, reverse=True)) + r")\b")

# a unit written after a number: attached or after one space or a hyphen ("5-minute")
_UNIT_TEXT = re.compile(
    r"(?:[ \u00a0]|-(?=[a-z]))?("
    r"(?:°|º)[ \u00a0]?[CF]\b|℃|℉|°(?![\w])"
    r"|(?i:degrees?|deg)[ \u00a0](?:Celsius|Fahrenheit|C|F)\b"
    r"|[A-Za-zµμΩ][A-Za-z0-9µμΩ²³]*(?:/[A-Za-z][A-Za-z0-9²³]*|[ \u00a0]per[ \u00a0][a-z]+)?)")
# megabits, not megabarns; Kubernetes' "512Mi" is mebibytes
_UNIT_CASED = {"Mb": "Mbit", "Gb": "Gbit", "Tb": "Tbit", "Kb": "kbit", "Ki": "KiB", "Mi": "MiB", "Gi": "GiB", "Ti": "TiB"}
_UNIT_ALIASES = {
    "°c": "degC", "ºc": "degC", "° c": "degC", "℃": "degC", "c": "degC", "celsius": "degC",
    "degrees celsius": "degC", "degree celsius": "degC", "degrees c": "degC", "deg c": "degC",
    "°f": "degF", "ºf": "degF", "° f": "degF", "℉": "degF", "f": "degF", "fahrenheit": "degF",
    "degrees fahrenheit": "degF", "degree fahrenheit": "degF", "degrees f": "degF", "deg f": "degF",
    "°": "degree", "degrees": "degree", "degree": "degree", "deg": "degree",
    "kb": "kB", "bps": "bit/s", "kbps": "kbit/s", "mbps": "Mbit/s", "gbps": "Gbit/s",
    "sqm": "m**2", "m2": "m**2", "km2": "km**2", "kmh": "km/h", "kph": "km/h", "mps": "m/s",
}
# case-sensitive unit spellings that are mostly English words, constants or another reading
_NOT_UNITS = frozenset(
    "a an at in are as me us he am pm nd rd th st b c k K M B G T P C F E N A J Pa point points line lines "
    "count counts turn turns pi hand hands mil pc pct mb kb decade decades bar bars rad sr cd lm mo "
    "x X is it of or on to be by do no up we percent cent cents unit units cat cats bag bags grade grades cycle "
    "cycles shot shots dot dots PS ct".split())
_SINGLE_LETTER_UNITS = frozenset("m g s h d L l V W".split())
_SIG = Context(prec=12)
_TEN = Decimal(10)


def _dec(digits: str, sign: str | None = None) -> Decimal:
    d = Decimal(re.sub(r"[,\s\u00a0\u2009\u202f]", "", digits))
    return -d if sign is not None and sign.strip().lower() in ("-", "\u2212", "minus", "negative") else d


_REGISTRY: Any = None


def _registry() -> Any:
    global _REGISTRY
    if _REGISTRY is None:
        import pint  # deferred: building the registry costs ~0.2 s, text without units never pays it

        _REGISTRY = pint.UnitRegistry(non_int_type=Decimal)
    return _REGISTRY


@lru_cache(maxsize=4096)
def _unit(token: str) -> tuple[Decimal, Decimal, str] | None:
    """(factor, offset, base unit) taking a magnitude in `token` units to base units; None if no unit."""
    spelled = re.sub(r"[ \u00a0]per[ \u00a0]", "/", token)
    name = _UNIT_CASED.get(spelled) or _UNIT_ALIASES.get(spelled.lower())
    if name is None:
        if spelled in _NOT_UNITS or (len(spelled) == 1 and spelled not in _SINGLE_LETTER_UNITS):
            return None
        if spelled.lower() in _CURRENCY_WORDS or spelled.upper() in _CURRENCY_CODES:
            return None
        name = spelled
    ureg = _registry()
    try:
        units = ureg.parse_units(name)
        zero = ureg.Quantity(Decimal(0), units).to_base_units()
        one_ = ureg.Quantity(Decimal(1), units).to_base_units()
    except Exception:  # pint raises many types for text that is not a unit; any of them means "not a unit"
        return None
    base = str(one_.units) or "dimensionless"
    if base == "dimensionless":
        return None
    return Decimal(one_.magnitude) - Decimal(zero.magnitude), Decimal(zero.magnitude), base


def _measure(amount: Decimal, unit: tuple[Decimal, Decimal, str]) -> tuple[Decimal, str]:
    """Base-unit magnitude: exact when the conversion is (2**53 + 1 bytes stays itself), else 12
    significant digits, so 100 km/h and 27.7777777778 m/s, or 0.4 kg and 400 g, meet."""
    factor, offset, base = unit
    exact = (amount * factor + offset).normalize()
    return (exact if len(exact.as_tuple().digits) <= 20 else _SIG.plus(exact).normalize()), base


# ------------------------------------------------------------------ spans recognised whole

_URL = re.compile(r"\b(?:https?|ftp|s3|gs|wss?)://[^\s<>\"'`]+[^\s<>\"'`.,;:!?)\]]")
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
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
_DATE = re.compile(
    rf"(?<![\w.])(?:{_WEEKDAY}(?:{_MONTH}[ \u00a0]{_DAY}(?:,?[ \u00a0]\d{{4}})?"
    rf"|{_DAY}(?:[ \u00a0]of)?[ \u00a0]{_MONTH}(?:,?[ \u00a0]\d{{4}})?|{_MONTH},?[ \u00a0]\d{{4}})"
    r"|\d{1,2}/\d{1,2}/\d{4}|\d{4}/\d{1,2}/\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4})(?![\w/])")
_TIME = re.compile(
    r"(?<![\w:.])(?:(\d{1,2})(?::([0-5]\d))?[ \u00a0]?([ap])\.?m\b\.?"
    r"|([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?![\d:]))"
    r"|\b(noon|midday|midnight)\b", re.IGNORECASE)
_VERSION = re.compile(
    r"(?:\b[vV]|(?i:\b(?:version|release|ver\.?|rel\.?|python|node(?:\.?js)?|java|jdk|golang|go|ruby|php|rust"
    r"|perl|postgres(?:ql)?|mysql|redis|kubernetes|k8s|ubuntu|debian|django|rails|react|terraform|docker"
    r"|nginx|kafka|android|ios|macos|kernel|openssl|cuda)[ \u00a0]v?))(\d+(?:\.\d+)*(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?)(?!\w|\.\w)"
    r"|(?<![\w.])(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)(?![\w]|\.\d)")
_COMPACT_DURATION = re.compile(r"(?<![\w.$€£¥₹\-])((?:\d+(?:\.\d+)?(?:ms|[wdhms])){1,4})\b")
_COMPACT_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|[wdhms])")
_COMPACT_SECONDS = {"w": Decimal(604800), "d": Decimal(86400), "h": Decimal(3600), "m": Decimal(60),
                    "s": Decimal(1), "ms": Decimal("0.001")}
_IDENT = re.compile(
    r"(?<![\w.\-/@])(?=[\w.\-]*\d)(?=[\w.\-]*[A-Za-z])[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)*(?<![.\-])(?![\w\-/@])"
    r"|(?<![\w.\-/@])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w\-])"
    r"|(?<![\w.\-/@])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|uk|de|fr|eu|gov|edu|cloud|ai|internal|local)\b(?![.\-]\w)")
_HEX = re.compile(r"[0-9a-f]{7,40}")


def _ident(kind: str, raw: str) -> tuple[str, str]:
    if kind == "path":
        return kind, raw
    if kind == "url":
        scheme, _, rest = raw.partition("://")
        host, slash, tail = rest.partition("/")
        return kind, f"{scheme.lower()}://{host.lower()}{slash}{tail}"
    if kind == "code" and _HEX.fullmatch(raw.lower()) and any(c.isalpha() for c in raw):
        kind = "sha"
    return kind, raw.lower()


# ------------------------------------------------------------------ extraction

class _Scan:
    """The text, the spans already claimed, and the values found."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.taken: list[tuple[int, int]] = []
        self.found: list[Value] = []

    def free(self, start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in self.taken)

    def add(self, kind: str, norm: object, start: int, end: int, unit: str | None = None) -> None:
        self.taken.append((start, end))
        self.found.append(Value(kind, norm, self.text[start:end], start, end, unit))


def _whole_spans(scan: _Scan) -> None:
    text = scan.text
    for kind, pattern in (("url", _URL), ("email", _EMAIL), ("ip", _IPV4), ("path", _PATH)):
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


def _dates(scan: _Scan) -> None:
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
    for m in _DATE.finditer(scan.text):
        if scan.free(*m.span()):
            parsed = _parse_date(m.group())
            if parsed is not None:
                scan.add("date", parsed[1], *m.span())


@lru_cache(maxsize=8192)
def _parse_date(raw: str) -> tuple[datetime, str] | None:
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


def _times(scan: _Scan) -> None:
    for m in _TIME.finditer(scan.text):
        if not scan.free(*m.span()):
            continue
        if m.group(7):
            norm = "00:00" if m.group(7).lower() == "midnight" else "12:00"
        elif m.group(3):
            hour, minute = int(m.group(1)), int(m.group(2) or 0)
            if not 1 <= hour <= 12:
                continue
            norm = f"{hour % 12 + (12 if m.group(3).lower() == 'p' else 0):02d}:{minute:02d}"
        else:
            norm = f"{int(m.group(4)):02d}:{m.group(5)}" + (f":{m.group(6)}" if m.group(6) and m.group(6) != "00" else "")
        scan.add("time", norm, *m.span())


def _versions(scan: _Scan) -> None:
    for m in _VERSION.finditer(scan.text):
        if scan.free(*m.span()):
            raw = m.group(1) or m.group(2)
            core, _, pre = raw.partition("-")
            parts: tuple = tuple(int(p) for p in core.split(".") if p)
            scan.add("version", parts + ((pre.lower(),) if pre else ()), *m.span())


def _compact_durations(scan: _Scan) -> None:
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


def _after_number(scan: _Scan, amount: Decimal, start: int, pos: int, is_int: bool) -> bool:
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
        code = _CURRENCY_WORDS.get(word) or word.upper()
        scan.add("money", amount, start, m.end(), unit=code)
        return True
    if not scale:
        m = _ORDINAL.match(text, pos)
        if m and is_int:
            scan.add("number", amount, start, m.end())
            return True
    m = _UNIT_TEXT.match(text, pos)
    if m:
        unit = _unit(m.group(1))
        if unit is not None and scan.free(start, m.end()):
            magnitude, base = _measure(amount, unit)
            kind = "duration" if base == "second" else "quantity"
            scan.add(kind, magnitude, start, m.end(), unit=base)
            return True
        if m.group().startswith(("-", " ", "\u00a0")) or not m.group(1)[0].isalpha():
            scan.add("number", amount, start, pos)
            return True
        return False  # letters glued to digits that are not a unit ("3abc"): an identifier's job
    scan.add("number", amount, start, pos)
    return True


def _money(scan: _Scan) -> None:
    for m in _MONEY_PREFIX.finditer(scan.text):
        if not scan.free(*m.span()):
            continue
        symbol = m.group(1).strip()
        code = _CURRENCY_SYMBOL.get(symbol, symbol.upper())
        scale, end = _magnitude(scan.text, m.end(), _MONEY_MAGNITUDE)
        amount = _dec(m.group(3), m.group(2))
        scan.add("money", amount.scaleb(scale) if scale else amount, m.start(), end, unit=code)


def _numbers(scan: _Scan) -> None:
    for m in _NUMBER.finditer(scan.text):
        if scan.free(*m.span()):
            _after_number(scan, _dec(m.group(2), m.group(1)), m.start(), m.end(), "." not in m.group(2))


_RATIO = re.compile(r"(?<![\w./\-])(\d+)/(\d+)(?![\w/]|\.\d)")


def _ratios(scan: _Scan) -> None:
    for m in _RATIO.finditer(scan.text):
        if scan.free(*m.span()) and int(m.group(2)):
            scan.add("ratio", Fraction(int(m.group(1)), int(m.group(2))), *m.span())


def _identifiers(scan: _Scan, letter_first: bool = False) -> None:
    """Ids starting with a letter ("INV-2093-11", "eu-west-1") go before numbers, so a range reading
    never takes their digits; ids starting with a digit ("4f2a9c1e") after, so "16GB" stays a quantity."""
    for m in _IDENT.finditer(scan.text):
        if letter_first and not m.group()[0].isalpha():
            continue
        if scan.free(*m.span()):
            raw = m.group()
            kind = "sha" if _HEX.fullmatch(raw) and re.search(r"\d", raw) and re.search(r"[a-f]", raw) else "code"
            scan.add("identifier", (kind, raw.lower()), *m.span())


_NUMBER_WORD = re.compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred"
    r"|thousand|million|billion|dozen|half|third|thirds|quarter|quarters)\b", re.IGNORECASE)
_WORD_TOKEN = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*|\d+|[^\w\s]|\s+")
_PRONOUN_ONE_BEFORE = frozenset("no the this that which any each every some someone anyone everyone".split())
_PRONOUN_ONE_AFTER = frozenset("of another by".split())
_FRACTION = re.compile(
    r"\b(?:(?:a|an|one)[ \u00a0-](half|third|quarter|fifth|tenth)|(two|three|four)[ \u00a0-](thirds|quarters|fifths|tenths)"
    r"|(half))\b", re.IGNORECASE)
_FRACTION_OF = {"half": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
                "tenth": 10, "tenths": 10}
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4}
_DOZEN = re.compile(r"\b(?:a|one)[ \u00a0]dozen\b", re.IGNORECASE)


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


def _number_words(scan: _Scan) -> None:
    text = scan.text
    if not _NUMBER_WORD.search(text):
        return
    for m in _FRACTION.finditer(text):
        if scan.free(*m.span()):
            if m.group(4):
                scan.add("ratio", Fraction(1, 2), *m.span())
            elif m.group(1):
                scan.add("ratio", Fraction(1, _FRACTION_OF[m.group(1).lower()]), *m.span())
            else:
                scan.add("ratio", Fraction(_SMALL[m.group(2).lower()], _FRACTION_OF[m.group(3).lower()]), *m.span())
    for m in _DOZEN.finditer(text):
        if scan.free(*m.span()):
            _after_number(scan, Decimal(12), m.start(), m.end(), True)
    from text_to_num import find_numbers

    spans = [part for t in _WORD_TOKEN.finditer(text) for part in _compound(text, t.start(), t.end())]
    toks = [_Tok(text[s:e]) for s, e in spans]
    for occ in find_numbers(toks, "en", 0):
        if occ.is_ordinal:
            continue
        start, end = spans[occ.start][0], spans[occ.end - 1][1]
        if not scan.free(start, end) or re.search(r"\d", text[start:end]):
            continue
        if text[start:end].lower() == "one":
            before = re.findall(r"[A-Za-z]+", text[:start])[-1:]
            after = re.findall(r"[A-Za-z]+", text[end:])[:1]
            if (before and before[0].lower() in _PRONOUN_ONE_BEFORE) or (after and after[0].lower() in _PRONOUN_ONE_AFTER):
                continue
        _after_number(scan, Decimal(int(occ.value)), start, end, True)


_CLAUSE_BREAK = re.compile(r"[,;:.!?()\[\]{}|]|\b(?:but|while|whereas|although|though|however|except)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)?")
_NEGATION = frozenset("not never cannot".split())
_PREPOSITIONS = frozenset("on off up down".split())
_AFTER_STATE = frozenset("since for until till again now today yesterday tonight already at in and or as across "
                         "everywhere globally overnight".split())
_COPULA = frozenset("is are was were be been being am stays stay remains remain went goes go turned "
                    "switched set gone come came comes now currently still appears seems became becomes".split())


def _states(scan: _Scan, lexicon: Lexicon, whole_cell: bool = False) -> None:
    text = scan.text
    table = lexicon.lookup()
    if not any(w.lower() in table for w in _WORD.findall(text)):
        return
    bounds = [0, *(x for m in _CLAUSE_BREAK.finditer(text) for x in (m.start(), m.end())), len(text)]
    for c_start, c_end in zip(bounds[::2], bounds[1::2]):
        words = list(_WORD.finditer(text, c_start, c_end))
        for i, w in enumerate(words):
            word = w.group().lower()
            if word not in table:
                continue
            if word in _GUARDED:
                before = words[i - 1].group().lower() if i else ""
                lead = text[max(c_start - 1, 0):c_start] if i == 0 else ""
                last = not re.search(r"\w", text[w.end():c_end])
                after = words[i + 1].group().lower() if i + 1 < len(words) else ""
                if not (whole_cell and len(words) == 1) and not (
                    before in _COPULA or before in _NEGATION or before.endswith("n't") or lead in (":", "=")
                    or (i == 0 and c_start > 0 and text[c_start - 1] in ":=") or last
                ):
                    continue
                if word in ("yes", "no") and not (len(words) == 1 and (whole_cell or lead in (":", "=")
                                                                        or (c_start > 0 and text[c_start - 1] in ":="))):
                    continue  # "no errors", "yes, we did": a determiner or an answer, not a state
                if word in _PREPOSITIONS and not last and after not in _AFTER_STATE:
                    continue  # "is on the list", "are on iOS": a preposition; "is down since 9am": a state
            axis, polarity = table[word]
            first = w.start()
            for j in range(i - 1, max(i - 4, -1), -1):
                prior = words[j].group().lower().replace("’", "'")
                if prior in _NEGATION or prior.endswith("n't") or (
                        prior == "longer" and j and words[j - 1].group().lower() == "no"):
                    if isinstance(polarity, bool):
                        polarity = not polarity
                    first = words[j - 1].start() if prior == "longer" else words[j].start()
                    break
            if scan.free(first, w.end()):
                scan.add("state", (axis, polarity), first, w.end())


def extract(text: str, lexicon: Lexicon | None = None) -> list[Value]:
    """Every value in `text`, non-overlapping, in order of position."""
    return list(_extract(text, lexicon or _DEFAULT_LEXICON, False))


@lru_cache(maxsize=16384)
def _extract(text: str, lexicon: Lexicon, whole_cell: bool) -> tuple[Value, ...]:
    scan = _Scan(text)
    if any(c.isdigit() for c in text) or "@" in text or "/" in text or "`" in text:
        _whole_spans(scan)
        _dates(scan)
        _times(scan)
        _versions(scan)
        _compact_durations(scan)
        _money(scan)
        _ratios(scan)
        _identifiers(scan, letter_first=True)
        _numbers(scan)
        _identifiers(scan)
    else:
        _dates(scan)
        _times(scan)
        _identifiers(scan)
    _number_words(scan)
    _states(scan, lexicon, whole_cell)
    return _merge_durations(text, sorted(scan.found, key=lambda v: v.start))


_DURATION_JOIN = re.compile(r"[ \u00a0]+(?:and[ \u00a0]+)?")


def _merge_durations(text: str, found: list[Value]) -> tuple[Value, ...]:
    """"1 hr 30 min" and "2 hours and 15 minutes" are one duration: a larger part then a smaller one."""
    out: list[Value] = []
    for v in found:
        prev = out[-1] if out else None
        if (prev is not None and v.kind == prev.kind == "duration" and _DURATION_JOIN.fullmatch(text[prev.end:v.start])
                and prev.norm > v.norm):  # type: ignore[operator]
            out[-1] = Value("duration", prev.norm + v.norm, text[prev.start:v.end], prev.start, v.end, "second")  # type: ignore[operator]
        else:
            out.append(v)
    return tuple(out)


# ------------------------------------------------------------------ structured cells

_FIELD_SPLIT = re.compile(r"[_\-\s.]+|(?<=[a-z])(?=[A-Z])")
_FIELD_UNITS = {"c": "degC", "f": "degF", "celsius": "degC", "fahrenheit": "degF", "mb": "MB", "gb": "GB",
                "kb": "kB", "tb": "TB", "mib": "MiB", "gib": "GiB", "kib": "KiB", "sec": "second", "secs": "second",
                "seconds": "second", "min": "minute", "mins": "minute", "minutes": "minute", "hrs": "hour",
                "hours": "hour", "days": "day", "ms": "millisecond", "kmh": "km/h", "kph": "km/h", "mph": "mph",
                "mm": "mm", "cm": "cm", "km": "km", "kg": "kg", "hpa": "hPa", "kpa": "kPa", "bytes": "byte",
                "kw": "kW", "kwh": "kWh", "mps": "m/s", "g": "g", "m": "m", "s": "second", "h": "hour", "l": "L",
                "ml": "mL", "w": "W", "v": "V", "mbps": "Mbit/s", "gbps": "Gbit/s"}
_CALENDAR_FIELD = frozenset("year month week day hour minute second date time weekday".split())
_PERCENT_FIELD = frozenset({"pct", "percent", "percentage", "perc"})


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
    for i, w in enumerate(reversed(words)):
        if w in _CALENDAR_FIELD:
            return None  # {"year": 2026}, {"hour": 17}: a component of a date or time, not a duration
        if w in _PERCENT_FIELD:
            return "ratio", None
        if w.upper() in _CURRENCY_CODES:
            return "money", w.upper()
        if w in _FIELD_UNITS or (i == 0 and len(w) > 1):  # pint only for the last word: "in", "at" are units too
            unit = _unit(_FIELD_UNITS.get(w, w))
            if unit is not None:
                return "unit", unit
    return None


def _field_value(amount: Decimal, text: str, words: list[str]) -> Value:
    meaning = _field_unit(words)
    if meaning is None:
        return Value("number", amount, text, 0, len(text))
    what, detail = meaning
    if what == "ratio":
        return Value("ratio", Fraction(amount) / 100, text, 0, len(text))
    if what == "money":
        return Value("money", amount, text, 0, len(text), unit=str(detail))
    magnitude, base = _measure(amount, detail)  # type: ignore[arg-type]
    return Value("duration" if base == "second" else "quantity", magnitude, text, 0, len(text), unit=base)


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
    amount: Decimal | None = None
    if isinstance(raw, (int, float)):
        amount = Decimal(text)
        if not amount.is_finite():
            return []
    elif bare := re.fullmatch(r"([-+\u2212])?(" + _DIGITS + r")", text):
        amount = _dec(bare.group(2), bare.group(1))
    if amount is not None:
        return [_field_value(amount, text, words)]
    fraction = re.fullmatch(r"(\d+)/(\d+)", text)
    if fraction and int(fraction.group(2)):
        count, total = int(fraction.group(1)), int(fraction.group(2))
        return [Value("number", Decimal(count), text, 0, len(text)),
                Value("ratio", Fraction(count, total), text, 0, len(text))]
    return list(_extract(text, lexicon, True))


# ------------------------------------------------------------------ comparison

def _date_compatible(a: str, b: str) -> bool:
    pa, pb = a.lstrip("-").split("-"), b.lstrip("-").split("-")
    if a.startswith("--") != b.startswith("--"):
        full, part = (pb, pa) if a.startswith("--") else (pa, pb)
        return len(full) == 3 and full[1:] == part
    return False


def same(a: Value, b: Value) -> bool:
    """Do `a` and `b` denote the same thing however written? Symmetric."""
    if a.key() == b.key():
        return True
    if a.kind != b.kind or a.unit != b.unit:
        return False
    if a.kind == "identifier":
        (ka, na), (kb, nb) = a.norm, b.norm  # type: ignore[misc]
        if ka == kb == "sha" or {ka, kb} == {"sha", "code"} and _HEX.fullmatch(na) and _HEX.fullmatch(nb):
            short, long_ = sorted((na, nb), key=len)
            return len(short) >= 7 and long_.startswith(short)
        return False
    if a.kind == "date":
        return _date_compatible(str(a.norm), str(b.norm))
    return False


def comparable(a: Value, b: Value) -> bool:
    """Same kind (and dimension, axis or identifier shape): a difference between them is a real one."""
    if a.kind != b.kind:
        return False
    if a.kind in ("quantity", "duration"):
        return a.unit == b.unit
    if a.kind in ("state", "identifier"):
        ka, kb = a.norm[0], b.norm[0]  # type: ignore[index]
        return ka == kb or (a.kind == "identifier" and {ka, kb} <= {"sha", "code"})
    return True


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


__all__ = ["KINDS", "Lexicon", "Value", "comparable", "differences", "extract", "parse_cell", "same"]
