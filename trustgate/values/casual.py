"""Values said casually: a number rounded off with "-ish" ("8.15ish", "40ish"), the minutes of a duration said
bare after its hours ("in 2 hours 55", "1 hour 20"), and money in British slang ("a tenner", "two fivers", "fifteen
grand", "offered a ton and a half", "giving me a score for the wheels", "a monkey under asking"); "one" standing for
a thing ("the one", "one of them": `pronoun_one`), no number.

Contract. `unsuffixed(text)` returns the text with an "ish" closing a number blanked out (replaced by as many spaces,
so every position holds). `bare_minutes(text, found)` returns the values found with a duration of whole hours followed
by a bare whole number from 1 to 59 that ends the phrase ("2 hours 55", "2 hours and 55") read as one duration (2 h 55
min); a number followed by a word that counts something ("2 hours 3 times") is left alone.

`slang(text)` returns (kind, norm, start, end, unit) for each slang amount: "tenner" and "fiver" (with "a" or a count
before) are always pounds; "grand" after a number is that many thousands, a bare number as "15k" is (its currency is not
said); "score" (20), "ton" (100), "pony" (25) and "monkey" (500) are pounds only where money is being handed over:
after a word of paying, pricing or offering ("offered a ton and a half", "costs a score", "giving me a score for"), or
before "off" or "as a deposit"; else a ton is a weight, a score twenty things and a pony a pony. An amount under or
over a price ("a monkey under asking") is a difference, no amount paid: not read.

Why: "about 8.15ish" read as a code, and "2 hours 55" as two hours and a stray 55, left a claim that says "at about
8.15" or "2 hours 55 minutes" unsupported; "a tenner a head" grounded no "£10 per person".
"""

from __future__ import annotations

import re
from decimal import Decimal

from .model import Value
from .spoken import _WORD_NUMBERS

_ISH = re.compile(r"(?<=\d)-?ish\b", re.IGNORECASE)
_HOURS = re.compile(r"(?:hours?|hrs?|h)$", re.IGNORECASE)
_JOIN = re.compile(r"[ \u00a0]+(?:and[ \u00a0]+)?")
# what may follow the minutes: the end of the phrase, not a word the number counts ("2 hours 3 times")
_ENDS = re.compile(r"[ \u00a0]*(?:$|[,.;:!?)]|(?:on|in|at|and|or|but|so|to|for|from|with|today|yesterday|tonight|then)\b)",
                   re.IGNORECASE)


def unsuffixed(text: str) -> str:
    """The text with an "ish" closing a number blanked out (see the module)."""
    return _ISH.sub(lambda m: " " * len(m.group(0)), text) if "ish" in text.lower() else text


def bare_minutes(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """The values with "2 hours 55" read as one duration (see the module)."""
    out = list(found)
    for i in range(len(out) - 2, -1, -1):
        v, n = out[i], out[i + 1]
        if not (v.kind == "duration" and _HOURS.search(v.text) and n.kind == "number" and n.unit is None
                and isinstance(n.norm, Decimal) and n.norm == n.norm.to_integral_value() and 1 <= n.norm <= 59
                and _JOIN.fullmatch(text[v.end:n.start]) and _ENDS.match(text[n.end:])):
            continue
        out[i:i + 2] = [Value("duration", v.norm + n.norm * 60, text[v.start:n.end], v.start, n.end, v.unit)]  # type: ignore[operator]
    return tuple(out)


_ALWAYS = {"tenner": 10, "fiver": 5}
_IN_HAND = {"score": 20, "ton": 100, "pony": 25, "monkey": 500}
_COUNT = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
_SLANG = re.compile(r"\b(" + _COUNT + r")[ \u00a0]+(tenner|fiver|score|ton|pony|monkey)s?\b([ \u00a0]+and[ \u00a0]+a[ \u00a0]+half\b)?",
                    re.IGNORECASE)
# money handed over: a word of paying, pricing or offering up to three words before the amount ("giving" and "nearly"
# before, "for the ..." after, only for a score or a ton: "gave her a pony", "a pony for the kids" may be the animal)
_HANDED = re.compile(r"\b(?:paid|pay|pays|paying|cost|costs|costing|charged?|charges|charging|offered|offer|offers|offering|"
                     r"asking|asked|quoted?|owe|owes|owed|owing|spent|spend|worth|price|fee|deposit|lent|borrowed|"
                     r"tip|tipped|put\s+down|(?:came|come|comes|coming)\s+back\s+with)\b(?:[ \u00a0]+[\w']+){0,2}?[ \u00a0]*$", re.IGNORECASE)
_HANDED_SMALL = re.compile(r"\b(?:gave|give|gives|giving|nearly|almost)\b(?:[ \u00a0]+[\w']+){0,2}?[ \u00a0]*$",
                           re.IGNORECASE)
_HANDED_AFTER = re.compile(r"[ \u00a0]+off\b|[ \u00a0]+as[ \u00a0]+(?:a|the)[ \u00a0]+(?:deposit|tip|fee|down[ \u00a0]?payment)\b",
                           re.IGNORECASE)
_FOR_AFTER = re.compile(r"[ \u00a0]+for[ \u00a0]+(?:the|a|an|my|his|her|it|them)\b", re.IGNORECASE)  # "a score for the wheels"
# an amount under or over a price ("a monkey under asking"): a difference, not an amount handed over
_APART = re.compile(r"[ \u00a0]+(?:under|over|below|above|less\s+than|more\s+than)[ \u00a0]+(?:the[ \u00a0]+)?(?:asking|list|guide|reserve|"
                    r"valuation|budget)\b", re.IGNORECASE)


_COUNTS = _WORD_NUMBERS | {"a": 1, "an": 1}
_GRAND = re.compile(r"[ \u00a0]*grand\b(?![ \u00a0]+(?:total|prix|piano|canyon|jury|slam|scheme|opening|tour|final|old)\b)",
                    re.IGNORECASE)
_A_GRAND = re.compile(r"\ba[ \u00a0]+grand\b(?![ \u00a0]+(?:total|prix|piano|canyon|jury|slam|scheme|opening|tour|final|old)\b)",
                      re.IGNORECASE)


def _count(word: str) -> int | None:
    w = word.lower()
    return int(w) if w.isdigit() else _COUNTS.get(w)


def slang(text: str) -> list[tuple[str, object, int, int, str | None]]:
    """Money said in slang: see the module."""
    low = text.lower()
    out: list[tuple[str, object, int, int, str | None]] = []
    if not any(w in low for w in ("tenner", "fiver", "score", "ton", "pony", "monkey", "grand")):
        return out
    for m in _SLANG.finditer(text):
        n, word = _count(m.group(1)), m.group(2).lower()
        before = text[:m.start()]
        if n is None or re.match(r"[ \u00a0]+of\b", text[m.end():]) or _APART.match(text[m.end():]) or word in _IN_HAND and not (_HANDED.search(before) or _HANDED_AFTER.match(text[m.end():])
                                                  or word in ("score", "ton") and (_HANDED_SMALL.search(before)
                                                                                   or _FOR_AFTER.match(text[m.end():]))):
            continue
        amount = Decimal(n * (_ALWAYS.get(word) or _IN_HAND[word])) * (Decimal("1.5") if m.group(3) else 1)
        out.append(("money", amount, m.start(), m.end(), "GBP"))
    for m in _A_GRAND.finditer(text):
        out.append(("number", Decimal(1000), m.start(), m.end(), None))
    return out


def grand(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """The values with a number followed by "grand" read as that many thousands ("fifteen grand", "2.5 grand")."""
    if "grand" not in text.lower():
        return found
    out = list(found)
    for i in range(len(out) - 2, -1, -1):  # "two and a half grand"
        v, h = out[i], out[i + 1]
        m = _GRAND.match(text[h.end:]) if v.kind == "number" and h.kind == "ratio" and h.text.lower() == "a half" else None
        if m is not None and re.fullmatch(r"[ \u00a0]+and[ \u00a0]+", text[v.end:h.start]) and isinstance(v.norm, Decimal):
            out[i:i + 2] = [Value("number", (v.norm + Decimal("0.5")) * 1000, text[v.start:h.end + m.end()], v.start, h.end + m.end())]
    for i, v in enumerate(out):
        m = _GRAND.match(text[v.end:]) if v.kind == "number" and v.unit is None and isinstance(v.norm, Decimal) else None
        if m is not None and 0 < v.norm < 1000:  # type: ignore[operator]
            out[i] = Value("number", v.norm * 1000, text[v.start:v.end + m.end()], v.start, v.end + m.end())  # type: ignore[operator]
    return tuple(out)


_PRONOUN_ONE_BEFORE = frozenset("no the this that which any each every some someone anyone everyone".split())
_PRONOUN_ONE_AFTER = frozenset("of another by".split())


def pronoun_one(text: str, start: int, end: int) -> bool:
    """Whether the word "one" at text[start:end] stands for a thing, no number: after "the", "this", "no", "every"
    ("the one", "no one"), before "of" ("one of them"). Moved from reading.py (conv25) unchanged."""
    before = re.findall(r"[A-Za-z]+", text[:start])[-1:]
    after = re.findall(r"[A-Za-z]+", text[end:])[:1]
    return bool(before and before[0].lower() in _PRONOUN_ONE_BEFORE or after and after[0].lower() in _PRONOUN_ONE_AFTER)
