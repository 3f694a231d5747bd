"""Sums and shares a chat works out in words ("£300 for the quarter, split four ways"; "£40 a month, and we pay half
each"; "£210, payable in three equal instalments"; "£429 for the machine plus £35 for installation"; "£25 for the awning on top of the £480"; "£18 a month.
Insurance is another £3 a month."; "3 sets of 10, twice a day").

Contract. `worked(sentence, before="")` returns the sentence with each amount it works out followed by that amount
in parentheses, as `relative.dated` follows a day with its date: "split four ways (£75 each)", "half each (£20 a month
each)", "in three equal instalments (£70 each)", "plus £35 for installation (£464 in total)", "3 sets of 10, twice a
day (30 in all, 60 a day)". `before` is the sentence said before it in the same turn: "another £3 a month" adds to the
one amount of its currency and period that sentence gives; "that plus five pounds" and "that plus 10 percent" add to
the amount "that" stands for (`_PART_OF` finds it as it finds "half of that"). Only these spoken shapes are worked out; an amount is
divided by the count the sentence says ("four ways", "three instalments"), never by one guessed.

Why: memory written from a chat holds the share or the total ("the user's share of the electricity bill is £75"),
which the chat never writes; read as words, the claim's amount is found nowhere, and a wrong one ("£100") is refused
no better than the right one.
"""

from __future__ import annotations

import re
from decimal import Decimal

from .equivalence import unrated
from .reading import extract

__all__ = ["GROUP", "worked"]

_SYMBOL = {"GBP": "£", "USD": "$", "EUR": "€"}
# a period written right after an amount ("£40 a month", "$12 per week"): the share keeps it
_RATE = re.compile(r"\s*(a|an|per|each|/|for\s+the)\s*(day|night|week|fortnight|month|quarter|year)\b", re.IGNORECASE)
_WAYS = r"(\w+(?:-\w+)?)"
# "split four ways", "shared between the three of us", "divided equally among 5", "split into four"
_SPLIT = re.compile(rf"\b(?:split|shared|divided)\s+(?:(?:it|that|this|them)\s+)?(?:equally\s+|evenly\s+)?(?:{_WAYS}\s+ways"
                    rf"|(?:between|among(?:st)?)\s+(?:the\s+)?{_WAYS}(?:\s+of\s+us)?|in(?:to)?\s+{_WAYS}(?!\s+(?:instal|payment|part)))\b",
                    re.IGNORECASE)
# "pay half each", "go halves", "split it 50/50", "split in half", (conv25) "you owe me half"
_HALF = re.compile(r"\b(?:(?:pay|pays|paying)\s+)?half\s+each\b|\bgo(?:ing)?\s+halves\b|\bowes?\s+(?:me|you|him|her|us|them)\s+half\b"
                   r"|\bsplit\s+(?:it\s+|that\s+)?(?:50/50|"
                   r"fifty[- ]fifty|in\s+half)\b", re.IGNORECASE)
# "payable in three equal instalments", "in 4 monthly payments"
_PARTS = re.compile(rf"\bin\s+{_WAYS}\s+(?:equal\s+)?(?:monthly\s+|weekly\s+)?(?:instal?ments?|payments|parts)\b", re.IGNORECASE)
# "£429 for the machine plus £35 for installation"
_PLUS = re.compile(r"\s*(?:,\s*)?(?:plus|\+|and\s+another|on\s+top\s+of\s+that|and\s+an\s+extra)\s+$", re.IGNORECASE)
# "£25 for the awning on top of the £480 for the pitch": the second amount said after the first is added to
_ON_TOP = re.compile(r"\bon\s+top\s+of\s+(?:the\s+|that\s+|my\s+|our\s+|your\s+|their\s+)?$", re.IGNORECASE)
_ANOTHER = re.compile(r"\b(?:another|an\s+extra|a\s+further)\s+$", re.IGNORECASE)
# "3 sets of 10, twice a day"
_SETS = re.compile(r"\b(\w+)\s+sets\s+of\s+(\w+)\b(?:\s*,?\s*(once|twice|three\s+times|\w+\s+times)\s+(?:a|per)\s+(day|week))?",
                   re.IGNORECASE)
_TIMES = {"once": 1, "twice": 2, "three times": 3}
# a part or a multiple of an amount said before ("half of that", "a quarter of it", "about half of what we paid last
# year", "double what I earn now")
_PART_OF = re.compile(r"\b(half|a\s+third|one\s+third|a\s+quarter|one\s+quarter|twice|double)\s+(?:of\s+)?(that|it|this|"
                      r"what\s+(?:[\w']+\s+){0,5}?[\w']+?)(?=\s*(?:[,.;!?]|$)|\s+(?:on\s+top|now|again|pro\s+rata)\b)", re.IGNORECASE)
# an amount said before, and more or less ("Isla's is that plus five pounds", "the large one is that plus 50 percent",
# "it minus 10%")
_PLUS_OF = re.compile(r"\b(that|it|this)\s+(plus|minus|less)\s+(?:another\s+|an\s+extra\s+)?(.+?)(?=\s*(?:[,.;!?]|$)|\s+(?:because|as|since|"
                      r"for|on\s+top|so|but|and)\b)", re.IGNORECASE)
# a price for a group of items ("£6.50 a dozen", "£12 for ten", "£3 a pair"): never a rate per time, length or person
GROUP = re.compile(r"\s*(?:a|per|for|the)\s+(?:a\s+|one\s+)?(?:half\s+a\s+)?(dozen|pair|pack|box|bag|bunch|case|crate|"
                   r"couple|score|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred)\b"
                   r"(?!\s*(?:%|percent|per\s*cent|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|miles?|km|"
                   r"kilometres?|metres?|meters?|kg|kilos?|grams?|g|lbs?|pounds?|litres?|liters?|people|persons?|guests?)\b)",
                   re.IGNORECASE)
_IN_GROUP = {"dozen": 12, "pair": 2, "couple": 2, "score": 20}
_SHARE = {"half": Decimal(1) / 2, "third": Decimal(1) / 3, "quarter": Decimal(1) / 4, "twice": Decimal(2), "double": Decimal(2)}


def _count(word: str) -> int | None:
    """A whole count said in digits or words ("four", "3"); None for anything else (or under 2)."""
    found = [v for v in extract(word) if v.kind == "number" and v.norm == int(v.norm)]
    return int(found[0].norm) if len(found) == 1 and found[0].norm >= 2 else None


def _money(sentence: str):  # (a rate as its amount: the period is read from the words after it)
    return [unrated(v) for v in extract(sentence) if v.kind == "money"]


def _show(v, amount: Decimal, sentence: str) -> str:
    """The amount written as the sentence writes `v` ("£75", "75 dollars"), with the period it is per."""
    amount = amount.quantize(Decimal(1)) if amount == amount.to_integral_value() else amount.quantize(Decimal("0.01"))
    digits = re.search(r"\d[\d,.]*", v.text)
    if digits:
        text = f"{v.text[:digits.start()]}{amount:,}{v.text[digits.end():]}"
    else:
        code = str(v.unit or "")
        text = f"{_SYMBOL[code]}{amount:,}" if code in _SYMBOL else f"{amount:,} {code}".strip()
    rate = _RATE.match(sentence, v.end)
    return f"{text} {rate.group(0).strip()}" if rate else text


def _period(v, sentence: str) -> str | None:
    rate = _RATE.match(sentence, v.end)
    return rate.group(2).lower() if rate else None


_OWN_WORDS = frozenset("what i we you he she they it paid pay pays earn earned cost costs was were is are the a an my our".split())


def _referred(what: str, head: str, before: str, earlier) -> tuple | None:
    """The amount "that" (the last said before it, in the sentence or the one before) or "what we paid last year" (the
    latest earlier sentence of one amount sharing a word with it: "Our council tax last year was £1,620") stands for,
    with the sentence that says it; None when none is found."""
    if what.lower() in ("that", "it", "this"):
        for text in (head, before):
            money = _money(text)
            if money:
                return money[-1], text
        return None
    words = {w for w in re.findall(r"[a-z']+", what.lower())} - _OWN_WORDS
    for text in [head, before, *reversed(list(earlier))]:
        money = _money(text)
        if len(money) == 1 and words & set(re.findall(r"[a-z']+", text.lower())):
            return money[0], text
    return None


def worked(sentence: str, before: str = "", said_before=()) -> str:
    """The sentence with each share or total it works out in words followed by its amount (see the module)."""
    notes: list[tuple[int, str]] = []  # (where, what to write there)
    money = _money(sentence)
    for pattern in (_SPLIT, _PARTS):
        for m in pattern.finditer(sentence):
            n = _count(next(g for g in m.groups() if g))
            whole = [v for v in money if v.end <= m.start()]
            if n is not None and whole:
                notes.append((m.end(), f" ({_show(whole[-1], whole[-1].norm / n, sentence)} each)"))
    for m in _HALF.finditer(sentence):
        whole = [v for v in money if v.end <= m.start()]
        if whole:
            notes.append((m.end(), f" ({_show(whole[-1], whole[-1].norm / 2, sentence)} each)"))
    for a, b in zip(money, money[1:]):
        if a.unit == b.unit and (_PLUS.search(sentence[:b.start]) or _ON_TOP.search(sentence[a.end:b.start])) \
                and _period(a, sentence) == _period(b, sentence):
            end = len(sentence.rstrip(" .!"))
            notes.append((end, f" ({_show(b, a.norm + b.norm, sentence)} in total)"))
    earlier = _money(before)
    for b in money:
        if _ANOTHER.search(sentence[:b.start]):
            alike = [a for a in earlier if a.unit == b.unit and _period(a, before) == _period(b, sentence)]
            if len(alike) == 1:
                notes.append((len(sentence.rstrip(" .!")), f" ({_show(b, alike[0].norm + b.norm, sentence)} in total)"))
    for m in _PART_OF.finditer(sentence):
        found = _referred(m.group(2), sentence[:m.start()], before, said_before)
        if found is not None:
            v, said = found
            notes.append((m.end(), f" ({_show(v, v.norm * _SHARE[m.group(1).split()[-1].lower()], said)})"))
    for m in _PLUS_OF.finditer(sentence):
        found = _referred(m.group(1), sentence[:m.start()], before, said_before)
        more = [v for v in extract(m.group(3)) if v.kind in ("money", "ratio", "quantity", "number")]
        if found is None or len(more) != 1:
            continue
        v, said = found
        if more[0].kind == "ratio":
            change = v.norm * Decimal(more[0].norm.numerator) / Decimal(more[0].norm.denominator)
        elif more[0].kind == "money" and unrated(more[0]).unit == v.unit:
            change = unrated(more[0]).norm
        elif more[0].kind == "number" and v.kind == "money":  # "that plus a hundred": a bare number in its units
            change = more[0].norm
        elif v.unit == "GBP" and re.fullmatch(r"(.+?)\s+(?:pounds?|quid)", more[0].text, re.IGNORECASE):  # "five pounds": money here
            count = [n for n in extract(more[0].text.rsplit(None, 1)[0]) if n.kind == "number"]
            if len(count) != 1:
                continue
            change = count[0].norm
        else:
            continue
        notes.append((m.end(), f" ({_show(v, v.norm + (change if m.group(2).lower() == 'plus' else -change), said)})"))
    for v in money:  # "burgers £12 for ten (£1.20 each)": a price for a group, per item, when it comes to whole pence
        group = GROUP.match(sentence, v.end)
        if group is None or _RATE.match(sentence, v.end):
            continue
        word = group.group(1).lower()
        n = _IN_GROUP.get(word) or _count(word)
        if re.search(r"\bhalf\s+a\b", group.group(0), re.IGNORECASE) and n:
            n = n // 2
        each = v.norm / n if n else None
        if each is not None and each == each.quantize(Decimal("0.01")):
            notes.append((group.end(), f" ({_show(v, each, sentence)} each)"))
    for m in _SETS.finditer(sentence):
        sets, reps = _count(m.group(1)), _count(m.group(2))
        if sets is None or reps is None:
            continue
        done = f"{sets * reps} in all"
        if m.group(3):
            times = _TIMES.get(m.group(3).lower()) or _count(m.group(3).split()[0])
            if times:
                done += f", {sets * reps * times} a {m.group(4).lower()}"
        notes.append((m.end(), f" ({done})"))
    for at, note in sorted(notes, reverse=True):
        sentence = sentence[:at] + note + sentence[at:]
    return sentence
