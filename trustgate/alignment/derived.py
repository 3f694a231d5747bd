"""A value the claim works out from printed values: a total, a difference, a product of two fields, a share.

Contract. `derived(v, text, scope)` returns a note when the claim's value v, which no record holds, is worked out from
the records of the rows the claim names (`scope`), as the claim's words say it is:
- a total ("together", "in total", "combined", "altogether", "in all"): the sum of one field over those rows, over
  the rows of the day the claim names, or (gt18) of the sibling counts of one object ("findings across all severities");
- a difference ("more than", "fewer than", "less than", "rose by", "fell by", "up by", "down by", "difference"): one
  value less another of the same field (two rows) or of the same row (two fields);
- a product ("worth", "in all", "in total", "comes to", "costs"): two numbers of one row multiplied (a quantity on hand
  by its unit cost);
- a share ("75% of the quota"): one value over another of the same row, both of one kind and unit;
- a length of time ("lasts 45 minutes", "took 2 hours 11 minutes"): the time between two moments one row prints
  (an event's start and end, a job's started_at and completed_at), whatever the verb.
Values are compared exactly, or, where the claim hedges ("about 22%"), rounded to the digits it writes. None
otherwise: a value the words do not say is worked out stays unfound.

Why: outputs print the parts and agents report the sum, the change or the share; the parts are where the claim
says, so the worked value is grounded there, and only the operation the claim names is tried.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from itertools import combinations, permutations

from .. import clauses as cl
from .. import spans as sp
from ..text import STOP_WORDS, stem
from ..values import Value, extract
from ..values.equivalence import rounds_from, unrated
from ..values.worked import GROUP as _GROUP
from .base import UNIT_WORDS, Finding
from .record_values import _HEDGE, rounds_to
from .field_names import _kin

# (gt14) "across all regions", "across its three variants": the sum over the rows the claim names
_TOTAL = re.compile(r"\b(?:together|in total|totals?|totalling|totaling|combined|altogether|in all|all told|between them|sum"
                    r"|across (?:all|both|every|each|the|its|their))\b", re.I)
_DIFFERENCE = re.compile(r"\b(?:more|fewer|less|higher|lower|greater|smaller)\b[^.;]{0,40}?\bthan\b|\b(?:rose|risen|fell|fallen|grew|dropped|"
                         r"increased|decreased|went up|went down|up|down) by\b|\bdifference\b", re.I)
_PRODUCT = re.compile(r"\b(?:worth|in all|in total|comes? to|came to|costs?|valued at)\b", re.I)
_SHARE = re.compile(r"^\s*(?:of|of the|of its|of their)\b", re.I)
_KINDS = ("number", "money", "quantity", "duration")
_TALLY = frozenset("count counts number num total".split())  # a field's word that says only that it counts
_MEAN = re.compile(r"\b(?:averag(?:e[sd]?|ing)|on average|mean)\b", re.I)
_MAX = 40  # records past this many are no claim's parts: no search over a whole export


def _amount(r: sp.Record) -> Value | None:
    return next((x for x in r.values if x.kind in _KINDS and not isinstance(x.norm, (tuple, str))), None)


def _parent_named(name: str, said: frozenset[str]) -> bool:
    """(gt18) The claim names an object of several counts by the words of its name (findingSeverityCounts: "findings")."""
    words = [w for w in sp.field_words(name) if w not in STOP_WORDS and w not in _TALLY and len(w) > 3]
    return bool(words) and all(_kin(stem(w), said) or w in said for w in words[:1])


def _named(r: sp.Record, said: frozenset[str]) -> bool:
    """The claim names the record's field: every word of its own name, as the claim writes it or a form of it."""
    words = [w for w in sp.field_words(r.path[-1]) if w not in STOP_WORDS and len(w) > 1] if r.path else []
    if len(r.path) > 1 and words and set(words) <= _TALLY:  # (gt18) Mailgun's "delivered": {"total": 4031}: delivered
        words = [w for w in sp.field_words(r.path[-2]) if w not in STOP_WORDS and len(w) > 1] or words
    words = [w for w in words if w not in UNIT_WORDS] or words  # "budget_eur": the budget; its unit need not be said
    words = [w for w in words if w not in _TALLY] or words  # (gt14) "download_count": downloads; "count" need not be said
    # (gt16) a field word cut short ("AllocCPUS": alloc) is named by the claim's word it opens ("allocated")
    return bool(words) and all(_kin(stem(w), said) or w in said or len(w) >= 4 and any(t.startswith(w) for t in said) for w in words)


def _agrees(v: Value, norm: Decimal | Fraction, text: str) -> bool:
    got = replace(v, norm=norm)
    if isinstance(v.norm, Fraction) or isinstance(norm, Fraction):
        exact = Fraction(v.norm) == Fraction(norm)  # type: ignore[arg-type]
    else:
        exact = Decimal(v.norm) == Decimal(norm)  # type: ignore[arg-type]
    return exact or rounds_to(v, got, text)


def derived(v: Value, text: str, scope: list[sp.Record]) -> tuple[str, str] | None:
    """(a note saying how v was worked out, the words that say the operation), or None."""
    if v.kind not in (*_KINDS, "ratio"):
        return None
    if v.kind == "duration" and not _printed_length(scope):  # (gt14) a length the output prints is the length
        between = elapsed(v, text, scope)
        if between is not None:
            return between, ""
    said = frozenset(w for x in cl.words_of(text) for w in (x, stem(x)))
    amounts = [(r, a) for r in scope if (a := _amount(r)) is not None]
    if not amounts or len(amounts) > _MAX:
        return None
    if v.kind == "ratio":
        share = _SHARE.match(text[v.end:])
        if not share:
            return None
        for (r1, a), (r2, b) in permutations(amounts, 2):
            if r1.row == r2.row and a.kind == b.kind and a.unit == b.unit and b.norm and (_named(r1, said) or _named(r2, said)) and _agrees(v, Fraction(str(a.norm)) / Fraction(str(b.norm)), text):
                return f"'{v.text}' found ({r1.field} over {r2.field})", share.group()
        return None
    alike = [(r, a) for r, a in amounts if a.kind == v.kind and a.unit == v.unit]
    mean = _MEAN.search(text)
    if mean:  # (gt26) "systolic pressure averaged 133 mmHg": the mean of the column the claim names, over its rows
        columns: dict[tuple, list[Value]] = {}
        for r, a in alike:
            bare = replace(r, path=r.path[:-1] + (re.sub(r"\s*[(\[][^()\[\]]*[)\]]\s*$", "", r.path[-1]),)) if r.path else r
            if r.row is not None and _named(bare, said):  # a column's unit in brackets is no word of its name
                columns.setdefault((r.table, r.path), []).append(a)
        for (_, path), parts in columns.items():
            if len(parts) > 1 and _agrees(v, sum((Decimal(str(p.norm)) for p in parts), Decimal(0)) / len(parts), text):
                return f"'{v.text}' found (the mean of {'.'.join(path)} over {len(parts)} rows)", mean.group()
    total = _TOTAL.search(text)
    if total:
        fields: dict[tuple, list[Value]] = {}
        dated: dict[tuple, list[Value]] = {}  # (gt18) "4.75 hours in total on 1 December": the rows of that day only
        days = {r.row for r in scope for x in r.values for d in extract(text)
                if d.kind == "date" and x.kind in ("date", "datetime") and str(x.norm)[:10].endswith(str(d.norm).lstrip("-")[-5:])
                and (len(str(d.norm).lstrip("-")) == 5 or str(x.norm)[:10] == str(d.norm))}
        for r, a in alike:
            if _named(r, said):
                fields.setdefault((r.table, r.path), []).append(a)
                if r.row in days:
                    dated.setdefault((r.table, r.path), []).append(a)
        for (_, path), parts in [*fields.items(), *dated.items()]:
            if len(parts) > 1 and _agrees(v, sum((Decimal(str(p.norm)) for p in parts), Decimal(0)), text):
                return f"'{v.text}' found (the total of {'.'.join(path)} over the rows the claim names)", total.group()
        siblings: dict[tuple, list[Value]] = {}  # (gt18) "20 findings across all severities": {"HIGH": 2, "MEDIUM": 7, ...}
        for r, a in alike:
            if len(r.path) > 1 and _parent_named(r.path[-2], said):
                siblings.setdefault((r.table, r.row, r.path[:-1]), []).append(a)
        for (_, _, path), parts in siblings.items():
            if len(parts) > 1 and _agrees(v, sum((Decimal(str(p.norm)) for p in parts), Decimal(0)), text):
                return f"'{v.text}' found (the total of the fields of {'.'.join(path)})", total.group()
    difference = _DIFFERENCE.search(text)
    if difference:
        for (r1, a), (r2, b) in combinations(alike, 2):
            if (r1.path == r2.path and _named(r1, said) or r1.row == r2.row and _named(r1, said) and _named(r2, said)) and _agrees(v, abs(Decimal(str(a.norm)) - Decimal(str(b.norm))), text):
                return f"'{v.text}' found (the difference of {r1.field} and {r2.field})", difference.group()
    product = _PRODUCT.search(text)
    if product:
        for (r1, a), (r2, b) in combinations(amounts, 2):
            if r1.row == r2.row and r1.row is not None and (_named(r1, said) or _named(r2, said)) and {a.kind, b.kind} <= {"number", v.kind} and (a.kind == "number" or b.kind == "number") \
                    and _agrees(v, Decimal(str(a.norm)) * Decimal(str(b.norm)), text):
                return f"'{v.text}' found ({r1.field} times {r2.field} of row {r1.row})", product.group()
    return None


_SIDE = re.compile(r"\b(?:(?:just|a little|slightly)\s+)?(over|under|more than|less than)\s*$", re.I)


def _moment(x: Value) -> datetime | None:
    try:
        return datetime.fromisoformat(str(x.norm))
    except ValueError:
        return None


def _clock(x: Value) -> datetime | None:
    """A clock time ("12:19") on one day, to measure it against another of its row."""
    try:
        return datetime.fromisoformat(f"2000-01-01T{x.norm}")
    except ValueError:
        return None


def _near(v: Value, got: Value) -> bool:
    """`got` rounds to v as v is written: to its last digit, or to its one unit ("a minute": within half a minute)."""
    if re.match(r"an?\s", v.text, re.I):
        return abs(Decimal(str(got.norm)) - Decimal(str(v.norm))) <= Decimal(str(v.norm)) / 2
    return rounds_from(v, got)


_LENGTH_FIELDS = frozenset("duration elapsed runtime".split())


def _printed_length(scope: list[sp.Record]) -> bool:
    """(gt14) The output prints a length of time itself (an itinerary's "duration": "PT2H35M") and its moments are local
    times with no zone: the time between two of them is no second reading of it (a departure and an arrival in local
    time are hours of zones apart). Moments in UTC or with their offsets still give it ("just under an hour")."""
    local = any((t := _moment(x)) is not None and t.tzinfo is None for r in scope for x in r.values if x.kind == "datetime")
    return local and any(r.path and _LENGTH_FIELDS & set(sp.field_words(r.path[-1])) and any(x.kind == "duration" for x in r.values)
                         for r in scope)


def elapsed(v: Value, text: str, scope: list[sp.Record]) -> str | None:
    """A note when the duration v is the time between two date-times of one row (exactly, or as the claim hedges it:
    "about 45 minutes", "just over an hour" on the side it says)."""
    moments: dict[tuple, list[tuple[sp.Record, datetime]]] = {}
    for r in scope:
        for x in r.values:
            t = _moment(x) if x.kind == "datetime" else _clock(x) if x.kind == "time" else None
            if t is not None:  # (gt23) two clock times of one row apart (a train's scheduled and expected departure)
                moments.setdefault((r.table, r.row, x.kind), []).append((r, t))
    side = _SIDE.search(text[:v.start])
    for pairs in moments.values():
        for (r1, t1), (r2, t2) in combinations(pairs, 2):
            if r1.path == r2.path or (t1.tzinfo is None) != (t2.tzinfo is None):
                continue
            gap = Decimal(str(abs((t2 - t1).total_seconds())))
            got = replace(v, norm=gap)
            near = _near(v, got) and (side is None or (gap > v.norm) == (side.group(1).lower() in ("over", "more than")))
            if gap and (_agrees(v, gap, text) or (side or _HEDGE.search(text[:v.start])) and near):
                where = f" of row {r1.row}" if r1.row else ""
                return f"'{v.text}' found (the time from {r1.field} to {r2.field}{where})"
    return None


# a price for one ("£6.50 each"), against one for a group ("£6.50 a dozen": values/worked.py)
_EACH = re.compile(r"^\s*(?:each|apiece|a\s+piece|per\s+(?:item|piece|one|unit)|for\s+one|a\s+unit)\b", re.IGNORECASE)


def per_group(claim, parsed: sp.Parsed) -> Finding | None:
    """A price the source gives for a group ("sausages are £6.50 a dozen", "burgers £12 for ten") that the claim gives for
    one ("the sausages cost £6.50 each"), where no clause of the source gives that price for one."""
    for v in claim.values:
        if v.kind != "money" or not _EACH.match(claim.text[v.end:]):
            continue
        held = [(c, x) for c in parsed.clauses for x in c.values if x.kind == "money" and x.norm == v.norm]
        grouped = [(c, m) for c, x in held for m in [_GROUP.match(c.text[c.text.find(x.text) + len(x.text):])] if m]
        if grouped and len(grouped) == len(held):
            c, m = grouped[0]
            what = m.group(0).strip()
            return Finding("per_group", f"{_show_money(v)}: the source gives it {what} ('{c.text.strip()}'), the claim for one",
                           v.text)
    return None


def _show_money(v: Value) -> str:
    return f"'{v.text}'"


# an amount for one of a thing ("£210 a night", "9p a word", "£62 per day") and a count of those things ("four nights")
_PER = re.compile(r"([£$€]\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?p)\s*(?:(?:a|an|per|each)\b|/)\s*([a-z]+)\b", re.IGNORECASE)  # "an hour" is no "a" + "n hour"
_COUNT_OF = r"(\d[\d,]*|[a-z]+(?:[- ][a-z]+)?)[\s-]+{}s?\b"
# a price "a head" or "per person" counts people, however the count names them ("for 40 guests", "12 adults")
_PEOPLE = r"(?:head|person|people|persons|guest|adult|attendee|cover|diner|delegate|pupil|child|children|kid|member)"
_PER_PERSON = frozenset({"head", "person"})


def rate_times(v: Value, claim, parsed: sp.Parsed) -> str | None:
    """A note when the claim's amount is an amount the source gives for one of a thing times the count of those things
    the claim gives ("£840 for four nights" from "Hotel Borg, £210 a night"; "£1,890 for 21,000 words" from "9p a
    word" and "it's 21,000 words"), a count the claim's words say, else the one count of those things the source says;
    never one guessed. None otherwise."""
    if v.kind != "money":
        return None
    for c in parsed.clauses:
        for m in _PER.finditer(c.text):
            unit = m.group(2).lower()
            amount = [unrated(x) for x in extract(m.group(1)) if x.kind == "money"]
            pattern = _COUNT_OF.format(_PEOPLE if unit in _PER_PERSON else re.escape(unit))
            counts = re.findall(pattern, claim.text, re.IGNORECASE)
            if not counts:  # else the one count of those things the source gives ("it's 21,000 words")
                said = {n.norm for x in parsed.clauses for t in re.findall(pattern, x.text, re.IGNORECASE)
                        for n in extract(t) if n.kind == "number"}
                counts = [str(next(iter(said)))] if len(said) == 1 else []
            if len(amount) != 1 or len(counts) != 1 or (amount[0].unit or None) != (unrated(v).unit or None):
                continue
            n = [x for x in extract(counts[0]) if x.kind == "number"]
            if len(n) == 1 and n[0].norm > 1 and amount[0].norm * n[0].norm == unrated(v).norm:
                return f"'{v.text}' found ({m.group(0)} times {counts[0]} in the claim)"
    return None


# (conv27) an amount for each of the things a count in the same sentence names ("13 spindles at £38 each", "3 shirts,
# Rp 185.000 each", "£6 apiece"), and a count with the word after it in a claim ("the 13 spindles", "three shirts")
_FOR_EACH = re.compile(r"^\s*(?:each|ea\b|apiece|a\s+piece)", re.IGNORECASE)
_COUNTED = re.compile(r"\b(\d[\d,]*|[a-z]+)(?=\s+([a-z]+))", re.IGNORECASE)


def _counts(text: str) -> set[tuple[Decimal, str]]:
    """(count, the word after it) of each whole count over one a text writes ("13 spindles", "three batik shirts")."""
    out = set()
    for m in _COUNTED.finditer(text):
        n = [x for x in extract(m.group(1)) if x.kind == "number"]
        if len(n) == 1 and n[0].norm > 1 and n[0].norm == int(n[0].norm) and m.group(2).lower() not in STOP_WORDS:
            out.add((n[0].norm, stem(m.group(2).lower())))
    return out


def each_times(v: Value, claim, parsed: sp.Parsed) -> str | None:
    """(conv27) A note when the claim's amount is an amount a sentence of the source gives for each of the things a count
    in that sentence names, times that count, and the claim gives the same count of the same things ("The 13 spindles
    cost £494" from "13 spindles at £38 each"); None otherwise: a count the claim does not say is never tried."""
    if v.kind != "money":
        return None
    target, wanted = unrated(v), _counts(claim.text)
    by_sentence: dict[int, list[str]] = {}
    for c in parsed.clauses:
        by_sentence.setdefault(c.sentence, []).append(c.text)
    for texts in by_sentence.values():
        text = " ".join(texts)
        each = [unrated(x) for x in extract(text) if x.kind == "money" and _FOR_EACH.match(text[x.end:])]
        if len(each) != 1 or (each[0].unit or None) != (target.unit or None):
            continue
        for n, thing in _counts(text) & wanted:
            if each[0].norm * n == target.norm:
                return f"'{v.text}' found (the total of {n} {thing} at {each[0].text} each)"
    return None


_PERCENT = re.compile(r"%|\bper\s*cent\b|\bpercent\b", re.IGNORECASE)


def percent_of(v: Value, claim, parsed: sp.Parsed) -> str | None:
    """A note when the claim's amount is a percentage the source gives of an amount of the claim's currency said in the
    same sentence, the percentage said beside a word of the claim ("Total £38,400, 10% deposit due on signing" for "the
    deposit is £3,840"); None otherwise: a share the words do not tie to the claim is never tried."""
    if v.kind != "money":
        return None
    target = unrated(v)
    named = {stem(w) for w in cl.words_of(claim.text) if w.lower() not in STOP_WORDS}
    by_sentence: dict[int, list] = {}
    for c in parsed.clauses:
        by_sentence.setdefault(c.sentence, []).append(c)
    for clauses in by_sentence.values():
        amounts = [unrated(x) for c in clauses for x in c.values if x.kind == "money" and (unrated(x).unit or None) == (target.unit or None)]
        for c in clauses:
            for x in c.values:
                if x.kind != "ratio" or not _PERCENT.search(x.text) or x.text not in c.text:
                    continue
                at = c.text.find(x.text)
                beside = cl.words_of(c.text[:at])[-2:] + cl.words_of(c.text[at + len(x.text):])[:2]
                if not {stem(w) for w in beside} & named:
                    continue
                for a in amounts:
                    if Fraction(str(a.norm)) * Fraction(x.norm) == Fraction(str(target.norm)):
                        return f"'{v.text}' found ({x.text} of {a.text})"
    return None
