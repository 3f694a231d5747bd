"""Numbers, magnitudes, currencies and units: exact Decimal amounts and pint conversions to base units."""

from __future__ import annotations

import re
from decimal import Context, Decimal
from functools import lru_cache
from typing import Any


_SEP = "[ \u00a0\u2009\u202f]"
_DIGITS = (rf"\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d{{1,3}}(?:{_SEP}\d{{3}})+(?![\d,.]\d)(?:\.\d+)?"
           r"|\d+(?:\.\d+)?|\.\d+")
_NUMBER = re.compile(rf"(?:(?<![\w.\-/:@#$€£¥₹₦₪฿])([-+\u2212]|(?i:minus|negative)\s+)?|(?<=\d[-\u2013]))(?<![\w.])({_DIGITS})(?![\d])")
_MAGNITUDE = re.compile(r"(k|K|M|bn|B)\b|[ \u00a0](thousand|million|billion|trillion|bn)\b")
_MONEY_MAGNITUDE = re.compile(r"(k|K|M|m|mn|bn|B)\b|[ \u00a0](thousand|million|billion|trillion|bn|mn)\b")
_SCALE = {"k": 3, "K": 3, "thousand": 3, "M": 6, "m": 6, "mn": 6, "million": 6,
          "bn": 9, "B": 9, "billion": 9, "trillion": 12}
_PERCENT = re.compile(r"[ \u00a0]?%|[ \u00a0](?:percent|per cent|pct)\b", re.IGNORECASE)
_ORDINAL = re.compile(r"(?:st|nd|rd|th|x)\b")
_CURRENCY_SYMBOL = {"$": "USD", "US$": "USD", "C$": "CAD", "CA$": "CAD", "A$": "AUD", "AU$": "AUD",
                    "NZ$": "NZD", "HK$": "HKD", "S$": "SGD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR",
                    "₦": "NGN", "₪": "ILS", "฿": "THB",  # (conv26) naira, shekels and baht
                    "Rp": "IDR", "Rp.": "IDR"}  # (conv27) rupiah
_CURRENCY_CODES = ("USD EUR GBP JPY CHF CAD AUD NZD CNY INR SEK NOK DKK PLN BRL MXN ZAR SGD HKD KRW "
                   "CZK HUF TRY ILS RON THB NGN MYR AED ISK IDR").split()  # (conv27) Icelandic krónur, rupiah
_CURRENCY_WORDS = {"dollar": "USD", "dollars": "USD", "bucks": "USD", "quid": "GBP", "euro": "EUR", "euros": "EUR",
                   "yen": "JPY", "rupee": "INR", "rupees": "INR", "pounds sterling": "GBP",
                   "swiss francs": "CHF", "francs": "CHF",
                   # (conv26) currencies written after the amount in their own words ("1.650 lei", "150 Kč", "1,200 baht")
                   "lei": "RON", "leu": "RON", "kč": "CZK", "kronor": "SEK",
                   "baht": "THB", "naira": "NGN", "zł": "PLN", "złotych": "PLN", "forint": "HUF", "shekels": "ILS",
                   "shekel": "ILS", "ringgit": "MYR", "dirhams": "AED", "dirham": "AED", "lira": "TRY"}
# a currency named with its country ("4,200 US dollars", "30 Canadian dollars"), matched whatever the case
_NAMED_CURRENCIES = {
    "USD": ("us dollar", "u.s. dollar", "american dollar"), "CAD": ("canadian dollar",), "AUD": ("australian dollar",),
    "NZD": ("new zealand dollar",), "HKD": ("hong kong dollar",), "SGD": ("singapore dollar",),
    "GBP": ("british pound", "pound sterling"), "CHF": ("swiss franc",), "JPY": ("japanese yen",), "INR": ("indian rupee",),
    "MXN": ("mexican peso",), "ZAR": ("south african rand",), "SEK": ("swedish krona", "swedish kronor"),
    "NOK": ("norwegian krone", "norwegian kroner"), "DKK": ("danish krone", "danish kroner"),
    "CNY": ("chinese yuan", "yuan", "renminbi"), "PLN": ("zloty", "zlotys", "złoty", "polish zloty")}


def currency_words(code: str) -> frozenset[str]:
    """(gt18) The words a currency's code is said with ("EUR": euro, euros; "GBP": pounds, sterling, british):
    a table's code column names its currency for a claim that says the name."""
    names = [w for w, c in _CURRENCY_WORDS.items() if c == code.upper()] + list(_NAMED_CURRENCIES.get(code.upper(), ()))
    return frozenset(x for n in names for x in n.split())


for _code, _names in _NAMED_CURRENCIES.items():
    for _name in _names:
        _CURRENCY_WORDS[_name] = _code
        if _name.endswith(("dollar", "pound", "franc", "rupee", "peso")):
            _CURRENCY_WORDS[_name + "s"] = _code
# a currency's hundredth part, said without the currency ("12 cents a word"): equal to that amount of any currency
# divided into cents (values/compare.py); "pence" is sterling's
CENTS = "cents"
CENT_CURRENCIES = frozenset("USD EUR CAD AUD NZD HKD SGD".split())
_MINOR = re.compile(r"[ \u00a0]?¢|[ \u00a0](?i:(cents?|pence|penny))\b|(p)\b(?![.\-/])")  # "21p": pence, after at most 3 digits
_MONEY_PREFIX = re.compile(
    r"(?<![\w$])((?:US\$|C\$|CA\$|A\$|AU\$|NZ\$|HK\$|S\$|\$|€|£|¥|₹|₦|₪|฿|Rp\.?)(?:[ \u00a0]{1,8}(?=\d))?|\b(?:" + "|".join(_CURRENCY_CODES)
    + r")[ \u00a0]?)([-\u2212])?(" + _DIGITS + r")(?![\d])")
_MONEY_SUFFIX = re.compile(
    r"[ \u00a0]?(?:" + "|".join(_CURRENCY_CODES) + r")\b|[ \u00a0]?€(?![\w])|[ \u00a0](?i:(?:"
    + "|".join(re.escape(w) for w in sorted(_CURRENCY_WORDS, key=len, reverse=True)) + r"))\b")
_DOT_GROUPED = re.compile(r"\d{1,3}(?:\.\d{3})+")


# (conv26) the signs and words of currencies whose writers group thousands with dots ("1.650 lei", "€4.200", "4.200 €");
# an amount with an English word for its currency ("1.165 euros per pound", a rate) or a pound or dollar sign ("$3.459"
# a gallon) keeps its point
_DOTTED_BY = frozenset("€ ₦ ₪ ฿ lei leu kč zł złotych kronor forint rp rp. idr isk".split())  # (conv27) rupiah, krónur


def grouped_money(digits: str, written: str) -> Decimal | None:
    """(conv26) An amount of money written with dots between its thousands, with a currency sign or word of
    `_DOTTED_BY`, as a whole amount; None for any other amount."""
    return Decimal(digits.replace(".", "")) if written.strip().lower() in _DOTTED_BY and _DOT_GROUPED.fullmatch(digits.strip()) else None


# a unit written after a number: attached or after one space or a hyphen ("5-minute")
_UNIT_TEXT = re.compile(
    r"(?:[ \u00a0]|-(?=[a-z]))?("
    r"(?:°|º)[ \u00a0]?[CF]\b|℃|℉|°(?![\w])"
    r"|(?i:degrees?|deg)[ \u00a0](?:Celsius|Fahrenheit|C|F)\b"
    r"|(?i:(?:kilo|mega|giga|tera)?watt)s?[- \u00a0](?i:hours?)\b"  # "300 kilowatt hours", "a hundred megawatt-hours": energy
    r"|(?i:square|sq|cubic|cu)[ \u00a0](?i:metres?|meters?|kilometres?|kilometers?|centimetres?|centimeters?|feet|foot|yards?|miles?|inch|inches)\b"
    r"|[A-Za-zµμΩ][A-Za-z0-9µμΩ²³]*(?:/[A-Za-zµμ][A-Za-z0-9²³]*|[ \u00a0]per[ \u00a0][a-z]+)?)")
# megabits, not megabarns; Kubernetes' "512Mi" is mebibytes; (gt24) iotop's and nload's "12.40 M/s", "172.00 K/s" are
# bytes a second (a molar or kelvin rate is never printed so)
_UNIT_CASED = {"Mb": "Mbit", "Gb": "Gbit", "Tb": "Tbit", "Kb": "kbit", "Ki": "KiB", "Mi": "MiB", "Gi": "GiB", "Ti": "TiB",
               "K/s": "kB/s", "M/s": "MB/s", "G/s": "GB/s"}
_UNIT_ALIASES = {
    "°c": "degC", "ºc": "degC", "° c": "degC", "℃": "degC", "c": "degC", "celsius": "degC",
    "degrees celsius": "degC", "degree celsius": "degC", "degrees c": "degC", "deg c": "degC",
    "°f": "degF", "ºf": "degF", "° f": "degF", "℉": "degF", "f": "degF", "fahrenheit": "degF",
    "degrees fahrenheit": "degF", "degree fahrenheit": "degF", "degrees f": "degF", "deg f": "degF",
    "°": "degree", "degrees": "degree", "degree": "degree", "deg": "degree",
    "kb": "kB", "bps": "bit/s", "kbps": "kbit/s", "mbps": "Mbit/s", "gbps": "Gbit/s",
    "sqm": "m**2", "m2": "m**2", "km2": "km**2", "m3": "m**3", "cm3": "cm**3", "cm2": "cm**2", "mm2": "mm**2", "mm3": "mm**3", "ft2": "ft**2", "ft3": "ft**3", "kmh": "km/h", "kph": "km/h", "mps": "m/s",
    "cpu": "cpu_core", "cpus": "cpu_core",
    "kilo": "kg", "kilos": "kg",  # spoken weight ("he weighs 32 kilos"); pint reads "kilos" as kiloseconds
    # (conv21) a chat's short periods ("6 mths", "3 wks", "2 yrs"); pint reads "mths" as milli-thous, a length
    "mth": "month", "mths": "month", "mnth": "month", "mnths": "month", "wk": "week", "wks": "week", "yr": "year", "yrs": "year",
}
# case-sensitive unit spellings that are mostly English words, constants or another reading
_NOT_UNITS = frozenset(
    "a an at in are as me us he am pm nd rd th st b c k K M B G T P C F E N A J Pa point points line lines "
    "count counts turn turns pi hand hands mil pc pct mb kb decade decades bar bars rad sr cd lm mo "
    "x X is it of or on to be by do no up we percent cent cents unit units cat cats bag bags grade grades cycle "
    "cycles shot shots dot dots PS ct has bus buses".split())
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
    spelled = re.sub(r"(?i)(watt)s?[- \u00a0](hour)s?$", r"\1_\2", spelled)  # (pint's "kilowatt_hour")
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
    if base == "dimensionless" or re.fullmatch(r"[a-z]+are", str(units)) and str(units) != "hectare" or _word_by_prefix(name):
        return None  # (an "are" with a prefix is an English word: "care" would be a centiare)
    return Decimal(one_.magnitude) - Decimal(zero.magnitude), Decimal(zero.magnitude), base


def _word_by_prefix(name: str) -> bool:
    """An English word that pint reads only as a prefix symbol before a unit's name ("finches": f + inches, a
    femto-inch): a unit's name takes a prefix's name ("kilometres"), its symbol takes a symbol ("km")."""
    if not re.fullmatch(r"[a-z]{5,}", name):
        return False
    ureg = _registry()
    try:
        parsed = ureg.parse_unit_name(name)
    except Exception:  # as in `_unit`
        return False
    return bool(parsed) and all(prefix and not name.startswith(prefix) and len(name) - len(ureg._prefixes[prefix].symbol) >= 4
                                for prefix, _, _ in parsed)


# a count of things in a period ("1,800 bottles an hour", "30 bottles per minute", "3 times a day"): a rate whose unit
# is the thing counted per second, so that the same rate said per minute and per hour meets; the counted noun must be
# the same word (its singular) on both sides
PERIOD_WORDS = "second|minute|hour|day|week|fortnight|month|year"  # a period after "a", "per", "each", "every"
PERIOD_ADVERBS = "hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually"  # once in a period, as one word
# (how often is no thing counted: "milks 180 goats twice a day" is 180 goats, twice a day)
COUNT_RATE = re.compile(
    r"[ \u00a0](?:(?P<mod>[a-z][a-z-]*)[ \u00a0])?(?!(?:once|twice|thrice)\b)(?P<noun>[a-z][a-z-]*)(?:[ \u00a0](?:per|an?|each|every)[ \u00a0]"
    rf"(?P<period>{PERIOD_WORDS})\b|[ \u00a0](?P<adverb>{PERIOD_ADVERBS})\b)"
    r"|[ \u00a0](?P<noun2>[a-z][a-z-]*)/(?P<period2>s|sec|min|h|hr|day|wk|week|mo|month|yr|year)\b"
    r"|[ \u00a0]?(?P<short>bpm|wpm|rps)\b")
_SHORT_RATES = {"bpm": ("beat", "minute"), "wpm": ("word", "minute"),  # beats, words per minute; (gt26) a server's
                "rps": ("request", "second")}  # requests a second, as load testers and meshes print it (no revolutions)
_ADVERB_PERIODS = {"hourly": "hour", "daily": "day", "nightly": "day", "weekly": "week", "fortnightly": "fortnight",
                   "monthly": "month", "yearly": "year", "annually": "year"}
_PERIOD_SECONDS = {"second": 1, "s": 1, "sec": 1, "minute": 60, "min": 60, "hour": 3600, "h": 3600, "hr": 3600,
                   "day": 86400, "week": 604800, "wk": 604800, "fortnight": 1209600, "year": 31557600, "yr": 31557600}
_PERIOD_SECONDS.update({"month": _PERIOD_SECONDS["year"] / 12, "mo": _PERIOD_SECONDS["year"] / 12, "half hour": 1800})


# an amount of money or a measure in a period ("£30 a month", "300 kg of cheese a week" is not: the period must follow
# the amount; "3 hours a day", "£1,200 pcm", "$9/mo", "5 km daily"): a rate, the amount per second, so that one rate
# said per month and per year meets ("£30 a month" / "£360 a year") and the same amount in another period differs
# ("every night", "each morning" say when, not a period: "25 mg each morning" and "50 mg each night" are two doses)
PER_PERIOD = re.compile(
    rf"(?:[ \u00a0]+(?:(?:a|an|per)[ \u00a0]+(?P<period>{PERIOD_WORDS}|night|half[ \u00a0-]hour)|(?:each|every)[ \u00a0]+"
    rf"(?P<every>{PERIOD_WORDS}|half[ \u00a0-]hour))\b"
    rf"|[ \u00a0]+(?P<adverb>{PERIOD_ADVERBS})\b|[ \u00a0]*/[ \u00a0]*(?P<abbr>mo|mth|month|yr|year|wk|week|day|night|hr|hour)\b"
    r"|[ \u00a0]+(?P<annum>per[ \u00a0]+annum|p\.a\.|pcm|pw)(?!\w))"
    r"(?![ \u00a0]+(?:ago|later|earlier|old|back|prior|beforehand|afterwards|from[ \u00a0]+now)\b)", re.IGNORECASE)
_ABBR_PERIODS = {"mo": "month", "mth": "month", "yr": "year", "wk": "week", "hr": "hour", "night": "day",
                 "per annum": "year", "p.a.": "year", "pcm": "month", "pw": "week"}
RATE = " / second"  # the unit of a rate: the base unit (or currency) per second, as pint writes "meter / second"


def per_period(m: re.Match) -> tuple[str, Decimal]:
    """(the period's name, its seconds) for a PER_PERIOD match."""
    said = (m.group("period") or m.group("every") or m.group("adverb") or m.group("abbr") or " ".join(m.group("annum").split())).lower()
    name = _ADVERB_PERIODS.get(said) or _ABBR_PERIODS.get(said, said)
    name = "half hour" if name.startswith("half") else name  # ("per half-hour")
    return name, Decimal(_PERIOD_SECONDS[name])


_OF_THING = [re.compile(rf"[ \u00a0]+of(?:[ \u00a0]+[A-Za-z][\w'-]*){{{k}}}") for k in (1, 2, 3)]


def period_after(text: str, end: int) -> re.Match | None:
    """The period said after an amount that ends at `end`: at once ("£30 a month") or after what is measured, in one
    to three words ("300 kg of cheese a week", "8 hours of sleep a night"); None when there is none."""
    m = PER_PERIOD.match(text, end)
    if m is not None:
        return m
    for of in _OF_THING:
        thing = of.match(text, end)
        m = PER_PERIOD.match(text, thing.end()) if thing else None
        if m is not None:
            return m
    return None


_PERIOD_BEFORE = re.compile(r"\b(hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annual)[ \u00a0]+((?:[A-Za-z'’-]+[ \u00a0]+){0,8})$",
                            re.IGNORECASE)


def period_before(text: str, start: int) -> re.Match | None:
    """The period an adjective said before an amount that starts at `start`, in its clause ("Forge Lab's monthly
    membership costs £45", "the annual fee for the gym is £300", "charges a day rate of £320": words only between); None
    when there is none."""
    return _PERIOD_BEFORE.search(text, 0, start) or _RATE_OF.search(text, 0, start)


# a period's noun before "rate of" an amount ("charges a day rate of £320", "a night-rate of €90")
_RATE_OF = re.compile(r"\b(hour|day|night|week|month|year)[ \u00a0-]rates?[ \u00a0]+of[ \u00a0]+$", re.IGNORECASE)


def period_name(word: str) -> str:
    """The period an adjective names ("annual": year, "monthly": month)."""
    word = word.lower()
    return "day" if word == "night" else word if word in _PERIOD_SECONDS else _ADVERB_PERIODS.get(word, "year")


def in_period(amount: Decimal, seconds: Decimal) -> Decimal:
    """An amount per period as an amount per second, to 12 significant digits like every other converted value."""
    return _SIG.plus(amount / seconds).normalize()


def period_seconds(word: str) -> Decimal | None:
    """The seconds in a period named by a noun ("week", "hr") or by its adverb ("weekly"); None for any other word."""
    seconds = _PERIOD_SECONDS.get(_ADVERB_PERIODS.get(word, word))
    return None if seconds is None else Decimal(seconds)


def count_rate(amount: Decimal, m: re.Match) -> tuple[Decimal, str]:
    """(things per second, "<thing>/second") for a COUNT_RATE match after `amount`."""
    if m.group("short"):
        noun, period = _SHORT_RATES[m.group("short")]
    elif m.group("noun"):  # ("one care visit a day": the visit is counted, "care" says which)
        noun, period = m.group("noun"), m.group("period") or _ADVERB_PERIODS[m.group("adverb")]
    else:
        noun, period = m.group("noun2"), m.group("period2")
    per_second = Decimal(amount) / Decimal(_PERIOD_SECONDS[period])
    if re.search(r"(?:s|x|z|ch|sh)es$", noun):
        noun = noun[:-2]
    elif noun.endswith("s") and not noun.endswith("ss"):
        noun = noun[:-1]
    return _SIG.plus(per_second).normalize(), f"{noun}/second"


def _measure(amount: Decimal, unit: tuple[Decimal, Decimal, str]) -> tuple[Decimal, str]:
    """Base-unit magnitude: exact when the conversion is (2**53 + 1 bytes stays itself), else 12
    significant digits, so 100 km/h and 27.7777777778 m/s, or 0.4 kg and 400 g, meet."""
    factor, offset, base = unit
    exact = (amount * factor + offset).normalize()
    return (exact if len(exact.as_tuple().digits) <= 20 else _SIG.plus(exact).normalize()), base
