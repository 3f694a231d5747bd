"""A total, a difference, an average or a length of time a claim gives of values a chat's user said one by one (chat
spans).

`summed(v, claim, parsed)`: a note when the claim says it is a total ("The neck reset and refret cost £400 in total",
"... come to £438.99 altogether") and its amount is the sum of two to four amounts of its currency that sentences of
the user's give for things the claim names ("£180 for the neck reset", "the refret is £220"); None otherwise. Only
amounts the user stated count (not a value taken back, nor one only supposed), each at most once, and each must be
said beside a word of the claim's; no rate ("£15 a session") is summed.

`between(v, claim, parsed)`: a note when the claim's value is worked out otherwise from the user's sentences: a difference
between two amounts of its unit said each beside a word the claim names, where the claim says so ("BuildRight's quote
was £750 less than Harlow's", "... £1,650 more than ..."); the average of two to six amounts of its unit said in
sentences sharing a word with the claim ("The three quotes average £6,250"); what is still owed ("Chris still owes the
user £180" from "I lent Chris £300" and "he paid back £120", the part paid said beside a word of paying); a length of time between two clock times
one sentence of the user's gives ("swimming is at twenty past five and it finishes at five to six": "lasts 35
minutes"; "Amy at half nine, Leo at ten past ten": "40 minutes after Amy's"). None otherwise. `APART_WORDS` are the
words of such a claim, found once its value is.

Why: memory written from a chat holds the total the user never wrote; read value by value, the claim's amount is found
nowhere, or only in the assistant's sum the user agreed to, and a right total is refused as a wrong one is.
"""

from __future__ import annotations

import re
from itertools import combinations

from .. import clauses as cl
from .. import spans as sp
from ..text import STOP_WORDS, stem
from ..values import Value, extract
from ..values.spoken import TWELVE_HOUR
from .claim import Claim

_TOTAL = re.compile(r"\b(?:in\s+total|totals?|totall?ed|altogether|all\s+in|combined|(?:comes?|came)\s+to|add(?:s|ed)?\s+up\s+to)\b",
                    re.IGNORECASE)
# words any amount goes with: they name none of the things summed
_GENERIC = frozenset(stem(w) for w in "cost costs total totals altogether come comes price user together all combined".split())
_MOST = 4
# the words of a claim that says it sums ("cost ... in total"), found once the sum is
TOTAL_WORDS = frozenset("cost costs total totals totalled totaled altogether come comes came add adds added up combined".split())


def summed(v: Value, claim: Claim, parsed: sp.Parsed) -> str | None:
    """A note for a claim's total worked out from the user's amounts (see the module); None otherwise."""
    if v.kind != "money" or parsed.chat is None or "/" in (v.unit or "") or not _TOTAL.search(claim.text):
        return None
    named = {stem(w) for w in cl.words_of(claim.text) if w.lower() not in STOP_WORDS} - _GENERIC
    amounts: dict[object, Value] = {}
    for c in parsed.clauses:
        words = {stem(w) for w in cl.words_of(c.text)}
        if not words & named:
            continue
        for x in extract(c.text):
            if x.kind == "money" and x.unit == v.unit and x.norm != v.norm:
                amounts.setdefault(x.norm, x)
    found = list(amounts.values())
    for n in range(2, min(_MOST, len(found)) + 1):
        for parts in combinations(found, n):
            if sum(p.norm for p in parts) == v.norm:  # type: ignore[misc]
                return f"'{v.text}' found (the total of {' + '.join(p.text for p in parts)})"
    return None


_DIFFERENCE = re.compile(r"\b(?:less|more|cheaper|dearer|higher|lower|bigger|smaller|difference|under|over|(?:rises?|rose|risen|up|"
                         r"down|goes|went|gone|cut|raised?)\s+by)\b", re.IGNORECASE)
# what is still owed of an amount after a part was paid ("Chris still owes the user £180" from "I lent Chris £300" and
# "he paid back £120"): a difference, the part paid said beside a word of paying
_OWING = re.compile(r"\b(?:owes?|owed|owing|outstanding|remaining|left\s+to\s+pay|still\s+to\s+(?:pay|come))\b", re.IGNORECASE)
_PAYING = frozenset(stem(w) for w in "paid pay pays repaid back returned sent gave transferred lent borrowed deposit".split())
_AVERAGE = re.compile(r"\b(?:average[sd]?|on\s+average|mean)\b", re.IGNORECASE)
_LENGTH = re.compile(r"\b(?:lasts?|lasted|lasting|long|takes?|took|runs?\s+for|after|before|later|earlier|between)\b", re.IGNORECASE)
APART_WORDS = frozenset("less more than cheaper dearer higher lower bigger smaller difference under over rise rises rose risen up down by "
                        "goes went gone cut raised average averages averaged mean last lasts lasted lasting long take takes took "
                        "run runs for after before later earlier between owe owes owed owing still outstanding remaining "
                        "left".split())
_DAY = 24 * 3600


def _beside(text: str, x: Value, named: set[str]) -> bool:
    """A value said beside one of the claim's words: among the three words before it or the two after."""
    before = [w for w in cl.words_of(text[max(0, x.start - 60):x.start]) if not w.isdigit()][-3:]
    after = [w for w in cl.words_of(text[x.end:x.end + 40]) if not w.isdigit()][:2]
    return bool({_stem(w) for w in before + after} & named)


def _stem(word: str) -> str:
    return stem(word.removesuffix("'s").removesuffix("’s"))


def _minutes(t: Value) -> int | None:
    m = re.fullmatch(r"(\d{2}):(\d{2})", str(t.norm))
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def between(v: Value, claim: Claim, parsed: sp.Parsed) -> str | None:
    """A note for a claim's difference, average or length of time worked out from the user's values (see the module)."""
    if parsed.chat is None or "/" in (v.unit or ""):
        return None
    named = {_stem(w) for w in cl.words_of(claim.text) if w.lower() not in STOP_WORDS} - _GENERIC
    owing = bool(_OWING.search(claim.text))
    sentences = [s for s in parsed.chat.asserted if {_stem(w) for w in cl.words_of(s)} & (named | (_PAYING if owing else set()))]
    if v.kind == "duration" and _LENGTH.search(claim.text):
        for s in sentences:
            times = [(t, _minutes(t)) for t in extract(s) if t.kind == "time"]
            for (a, ma), (b, mb) in zip(times, times[1:]):
                if ma is None or mb is None:
                    continue
                gap = (mb - ma) % (12 * 60 if TWELVE_HOUR in (a.unit, b.unit) else 24 * 60)
                if gap and gap * 60 == v.norm:
                    return f"'{v.text}' found (the time from {a.text} to {b.text})"
        return None
    if v.kind not in ("money", "number", "quantity"):
        return None
    said = [(s, x) for s in sentences for x in extract(s) if x.kind == v.kind and x.unit == v.unit and x.norm != v.norm]
    if _DIFFERENCE.search(claim.text) or owing:
        beside = [x for s, x in said if _beside(s, x, named | (_PAYING if owing else set()))]
        for a, b in combinations(beside, 2):
            if abs(a.norm - b.norm) == v.norm:  # type: ignore[operator]
                return f"'{v.text}' found (the difference between {a.text} and {b.text})"
    if _AVERAGE.search(claim.text):
        amounts = list({x.norm: x for _, x in said}.values())
        places = -v.norm.as_tuple().exponent if hasattr(v.norm, "as_tuple") else 0  # type: ignore[union-attr]
        for n in range(2, min(6, len(amounts)) + 1):
            for parts in combinations(amounts, n):
                mean = sum(p.norm for p in parts) / n  # type: ignore[misc]
                if round(mean, max(places, 0)) == v.norm:
                    return f"'{v.text}' found (the average of {', '.join(p.text for p in parts)})"
    return None
