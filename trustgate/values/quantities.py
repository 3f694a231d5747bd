"""Numbers, magnitudes, currencies and units: exact Decimal amounts and pint conversions to base units."""

from __future__ import annotations

import re
from decimal import Context, Decimal
from functools import lru_cache
from typing import Any


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
    r"|(?i:square|sq)[ \u00a0](?i:metres?|meters?|kilometres?|kilometers?|feet|foot|yards?|miles?)\b"
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
    "cpu": "cpu_core", "cpus": "cpu_core",
    "kilo": "kg", "kilos": "kg",  # spoken weight ("he weighs 32 kilos"); pint reads "kilos" as kiloseconds
}
# case-sensitive unit spellings that are mostly English words, constants or another reading
_NOT_UNITS = frozenset(
    "a an at in are as me us he am pm nd rd th st b c k K M B G T P C F E N A J Pa point points line lines "
    "count counts turn turns pi hand hands mil pc pct mb kb decade decades bar bars rad sr cd lm mo "
    "x X is it of or on to be by do no up we percent cent cents unit units cat cats bag bags grade grades cycle "
    "cycles shot shots dot dots PS ct has".split())
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

        registry = pint.UnitRegistry(non_int_type=Decimal)
        # processor cores as Kubernetes and the clouds count them: "250m" of a CPU column is 0.25 cores
        registry.define("cpu_core = [cpu] = _ = core = cores = vcpu = vCPU = vcpus")
        registry.define("millicore = 0.001 * cpu_core = _ = millicores = mcpu")
        _REGISTRY = registry
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
