"""Passes over a text's values once every recogniser has run: parts of one length of time merged ("2 hours and 30
minutes"), minor units said after a major amount ("five pounds fifty"), pounds and pence ("350p") after a word of paying
read as sterling,
amounts in a period ("£16 an hour"), the unit of a measure a price is per ("£2.50 a pound", "£4 a kilo", "£1.42 a
litre") and millicores of CPU."""

from __future__ import annotations

import re
from decimal import Decimal

from .model import Value
from .quantities import RATE, in_period, per_period, period_name, period_seconds, period_after, period_before, _dec, _measure, _unit


# a word of paying before an amount in "pounds" ("charge six pounds to cut a key", "costs 28 pounds", "paid forty
# pounds for it", "her fee is forty pounds a day"): sterling, not a weight
_PAID_BEFORE = re.compile(r"(?i)\b(?:costs?|costing|charges?|charged|charging|pays?|paid|paying|price[sd]?|fees?|fares?|"
                          r"spends?|spent|earns?|earned|rents?|rented|sells?|sold|buys?|bought|for|sets?\s+(?:you|me|us)\s+back)"
                          r"(?:\s+(?:is|was|are|were|will\s+be|of))?(?:\s+(?:just|only|about|around|nearly|almost|over|under|roughly|some|an?|the))*\s+$")


# a price changed to an amount in "pounds" ("has put its banquet up to forty-four pounds", "the fare has gone up to
# three pounds"): sterling too
_PRICE_CHANGED_TO = re.compile(r"(?i)(?:\b(?:put|raised|hiked|bumped|increased|cut|reduced|lowered|slashed|dropped)\s+"
                               r"(?:its|their|the|his|her|our|my)\s+[^,.;]{1,40}?|\b(?:prices?|costs?|fees?|fares?|rents?|"
                               r"charges?|subscriptions?)\b[^,.;]{0,30}?)\s+(?:(?:up|down)\s+)?to\s+(?:(?:just|only|about|around|"
                               r"nearly|almost|over|under|roughly)\s+)?$")


# an amount in "pounds" said per person or per go ("two pounds a head", "eight pounds fifty a go", "five pounds each"):
# a price, not a weight
_PAID_AFTER = re.compile(r"(?i)\s+(?:(?:a|per)\s+(?:head|person|go|session|ticket|player|child|adult)|each)\b")


def pounds_paid(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    out = list(found)
    for i, v in enumerate(out):
        if v.kind == "identifier" and _PENCE.fullmatch(v.text) and (_PAID_BEFORE.search(text[max(0, v.start - 40):v.start])
                                                                     or _PAID_AFTER.match(text, v.end)):
            out[i] = Value("money", (Decimal(v.text[:-1]) / 100).normalize(), v.text, v.start, v.end, "GBP")  # ("350p")
            continue
        if v.kind != "quantity" or not re.search(r"(?i)\bpounds?(?:\s+(?:a|an|per)\s+[a-z]+)?$", v.text) or not (
                _PAID_BEFORE.search(text[max(0, v.start - 40):v.start]) or _PRICE_CHANGED_TO.search(text[max(0, v.start - 80):v.start])
                or _PAID_AFTER.match(text, v.end) and not re.search(r"(?i)\bweigh|\bheav", text[max(0, v.start - 40):v.start])):
            continue
        out[i] = sterling(v)
    return tuple(out)


# pence written after the figure ("a single fare is 350p", "90p each"): sterling after a word of paying or per person
_PENCE = re.compile(r"\d{1,4}p")


def sterling(v: Value) -> Value:
    """A quantity written in "pounds" (read as a mass) as the sterling amount it also says ("forty pounds" -> GBP 40;
    "three hundred and fifty pounds a day" -> GBP 350 a day, a rate as `in_periods` makes one)."""
    seconds = period_seconds(v.period) if v.period and RATE in (v.unit or "") else None
    if seconds is not None:
        amount = (v.norm * seconds / Decimal("0.45359237")).quantize(Decimal("0.01")).normalize()  # type: ignore[operator]
        return Value("money", in_period(amount, seconds), v.text, v.start, v.end, f"GBP{RATE}", v.period)
    whole = _dec(re.match(r"[\d.,]+", v.text).group(0), None) if re.match(r"\d", v.text) else \
        (v.norm / Decimal("0.45359237")).quantize(Decimal("0.01")).normalize()  # type: ignore[operator]
    return Value("money", whole, v.text, v.start, v.end, "GBP")


_DURATION_JOIN = re.compile(r"[ \u00a0]+(?:and[ \u00a0]+)?")


def merge_durations(text: str, found: list[Value]) -> tuple[Value, ...]:
    """"1 hr 30 min" and "2 hours and 15 minutes" are one duration, "9 feet 2 inches" one length, "7 lb 4 oz" one mass: a
    larger part then a smaller one of one dimension."""
    out: list[Value] = []
    for v in found:
        prev = out[-1] if out else None
        if (prev is not None and v.kind == prev.kind and v.kind in ("duration", "quantity") and v.unit == prev.unit
                and (v.kind == "duration" or v.unit in ("meter", "kilogram")) and _DURATION_JOIN.fullmatch(text[prev.end:v.start])
                and prev.norm > v.norm):  # type: ignore[operator]
            out[-1] = Value(v.kind, prev.norm + v.norm, text[prev.start:v.end], prev.start, v.end, v.unit)  # type: ignore[operator]
        else:
            out.append(v)
    return tuple(out)


_MAJOR_WORD = re.compile(r"(?i)(?:dollars?|euros?|pounds?|quid|bucks)$")
_MINOR_AFTER = re.compile(r"[ \u00a0](?:and[ \u00a0])?$")
# a word after the hundredths that makes the number a count ("10 dollars 3 times"); these do not ("... fifty each")
_NOT_MINOR = re.compile(r"(?i)[ \u00a0]*(?!(?:each|a|an|per|for|to|at|on|and|or|but|with|please|now|then|so|which|these|"
                        r"nowadays|today|this|according|since|last|as)\b)[a-z]")


def minor_said(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """"four dollars fifty", "5 pounds 20": a whole amount said with its currency's word, then its hundredths as a bare
    number from 1 to 99 that ends the phrase, is one amount ($4.50, £5.20). "pounds" so followed is money, not weight."""
    out = list(found)
    for i in range(len(out) - 2, -1, -1):
        v, n = out[i], out[i + 1]
        if not (v.kind in ("money", "quantity") and _MAJOR_WORD.search(v.text) and n.kind == "number" and n.unit is None
                and _MINOR_AFTER.fullmatch(text[v.end:n.start]) and isinstance(n.norm, Decimal) and n.norm == n.norm.to_integral_value()
                and 1 <= n.norm <= 99 and not _NOT_MINOR.match(text[n.end:])):
            continue
        code = v.unit if v.kind == "money" else "GBP" if v.kind == "quantity" and v.text.lower().rstrip("s").endswith("pound") else None
        if code is None:
            continue
        whole = v.norm if v.kind == "money" else _dec(re.match(r"[\d.,]+", v.text).group(0), None) if re.match(r"\d", v.text) \
            else None
        if whole is None:  # a spoken whole ("five pounds"): its figure back from the weight read
            whole = (v.norm / Decimal("0.45359237")).quantize(Decimal(1))
        out[i:i + 2] = [Value("money", whole + n.norm / 100, text[v.start:n.end], v.start, n.end, code)]
    return tuple(out)


def in_periods(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """An amount of money, a measure or a duration followed by its period ("£30 a month", "3 hours a day", "5 km
    daily") is one rate: the amount per second in the base unit (or currency) per second; a temperature is not."""
    out = list(found)
    for i, v in enumerate(found):
        if v.kind not in ("money", "quantity", "duration") or "/" in (v.unit or "") or v.unit in ("kelvin", "cpu_core"):
            continue
        m = period_after(text, v.end)
        if m is not None and i + 1 < len(found) and found[i + 1].start < m.end():
            continue
        if m is None:  # "Forge Lab's monthly membership costs £45": the period said by an adjective before it
            before = period_before(text, v.start)
            if before is None or i and found[i - 1].end > before.start():
                continue
            name, end = period_name(before.group(1)), v.end
            seconds = period_seconds(name)
        else:
            name, seconds = per_period(m)
            end = m.end() if m.start() == v.end else v.end  # ("300 kg of cheese a week": the cheese stays words of the sentence)
        kind = "money" if v.kind == "money" else "quantity"
        out[i] = Value(kind, in_period(v.norm, seconds), text[v.start:end], v.start, end, f"{v.unit}{RATE}", name)  # type: ignore[arg-type]
    return tuple(out)


# a price per unit of a measure after an amount of money: "£2.50 a pound" (of mass, after money), "£4 a kilo", "£1.42 per
# litre", "€3/kg", "£3.50 per metre"
# the units of a measure a price may be per, as words (a sentence's token may be one: "a pint of ...") and the single
# letters that are units only right after a price ("£3/g", "£1.42 per l", "£5 a m")
MEASURE_WORDS = (r"kilos?|kilograms?|kilogrammes?|kg|pounds?|lbs?|grams?|grammes?|ounces?|oz|tonnes?|tons?|litres?|liters?|"
                 r"millilitres?|ml|pints?|gallons?|metres?|meters?|centimetres?|cm|feet|foot|ft|yards?|yd|"
                 r"square[ \u00a0]+(?:metres?|meters?|feet|foot)|sq[ \u00a0]?(?:m|ft)")
_PER_MEASURE = re.compile(r"[ \u00a0]*(?:(?:a|an|per|each)[ \u00a0]+|/[ \u00a0]*)(?P<unit>" + MEASURE_WORDS + r"|g|l|m)\b",
                          re.IGNORECASE)
_MEASURE_SPELLED = {"kilo": "kg", "kilos": "kg", "pound": "lb", "pounds": "lb", "lbs": "lb", "l": "liter", "sq m": "m**2",
                    "sq ft": "ft**2", "sqm": "m**2", "sqft": "ft**2", "square metre": "m**2", "square metres": "m**2",
                    "square meter": "m**2", "square meters": "m**2", "square feet": "ft**2", "square foot": "ft**2"}


def measure_after(text: str, v: Value) -> tuple[Decimal, str, str] | None:
    """The unit of a measure an amount of money `v` buys, written right after it ("£2.50 a pound", "£4 a kilo", "£1.42
    per litre"): (its size in base units, the base unit, the word as written); None for any other amount. The slot
    stage compares two prices per unit in one base unit ("£2.50 a pound" is £5.51 a kilo); the value itself stays the
    amount written, so a sentence's words and grounding are as before."""
    if v.kind != "money" or "/" in (v.unit or ""):
        return None
    m = _PER_MEASURE.match(text, v.end)
    if m is None:
        return None
    word = " ".join(m.group("unit").lower().split())
    unit = _unit(_MEASURE_SPELLED.get(word, word))
    return None if unit is None or unit[1] else (unit[0], unit[2], word)


# Kubernetes' millicores: "250m" in a CPU column, or "250m of CPU" in a sentence
MILLICORES = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)m(?=\s+(?:of\s+)?(?:the\s+)?(?:CPU|cpu|vCPU|vcpu)s?\b)")


def millicores(amount: Decimal, text: str, start: int) -> Value:
    magnitude, base = _measure(amount, _unit("millicore"))  # type: ignore[arg-type]
    return Value("quantity", magnitude, text, start, start + len(text), unit=base)


# a clock time written with a dot and no "am"/"pm" after "at" ("on Saturday mornings at 9.30", "leaves at 7.15 every
# evening"): a time where the sentence says a part of the day or a weekday, not a bare decimal
_AT_DOTTED = re.compile(r"(?i)\bat[ \u00a0]+$")
_DAY_SAID = re.compile(r"(?i)\b(?:mornings?|afternoons?|evenings?|nights?|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b")
_LATER_PART = re.compile(r"(?i)\b(?:afternoons?|evenings?|nights?|tonight)\b")
_MONEY_SAID = re.compile(r"(?i)[£$€]|\b(?:pounds?|dollars?|euros?|pence|price[sd]?|costs?|shares?|stock)\b")


def dotted_clock(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """The values with such dotted clock times read as times, in the afternoon where the sentence says the afternoon,
    evening or night and no morning ("on Saturday afternoons at 1.30": 13:30; a time said another way without "am" or
    "pm" keeps either half of the day, spoken.TWELVE_HOUR)."""
    if "." not in text or not _DAY_SAID.search(text) or _MONEY_SAID.search(text):
        return found
    later = _LATER_PART.search(text) is not None and not re.search(r"(?i)\bmornings?\b", text)
    out = list(found)
    for i, v in enumerate(out):
        m = re.fullmatch(r"(\d{1,2})\.(\d{2})", v.text) if v.kind == "number" else None
        if m is None or int(m.group(1)) > 23 or int(m.group(2)) > 59 or not _AT_DOTTED.search(text, 0, v.start):
            continue
        hour = int(m.group(1)) + (12 if later and 1 <= int(m.group(1)) <= 11 else 0)
        out[i] = Value("time", f"{hour:02d}:{m.group(2)}", v.text, v.start, v.end)
    return tuple(out)


WORKING_DAY = "working day"  # a unit of its own: a working day is no fixed number of seconds, and five of them no week
_WORKING_DAYS = re.compile(r"(?i)[ \u00a0-]+(?:working|business|work)[ \u00a0-]+days?\b")


def working_days(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """A whole number followed by "working days" or "business days" ("within 5 working days", "ten business days") is a
    count of working days: the two words are one unit, and five of them are not a week of seven."""
    out = list(found)
    for i, v in enumerate(found):
        m = _WORKING_DAYS.match(text, v.end) if v.kind == "number" and isinstance(v.norm, Decimal) else None
        if m is not None and v.norm == v.norm.to_integral_value() and (i + 1 == len(found) or found[i + 1].start >= m.end()):
            out[i] = Value("quantity", v.norm, text[v.start:m.end()], v.start, m.end(), WORKING_DAY)
    return tuple(out)
