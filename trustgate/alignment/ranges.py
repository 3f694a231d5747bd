"""(gt25) A row's result against the range or limit printed beside it: "the pH is below the target range", "potassium
is within its target range", "lead stays under the limit".

Contract. `range_findings(claim, parsed, named)` returns (findings, confirmed words). It reads the claim's relation to
a range (`RELATION`: below / under / less than, above / over / exceeds, within / inside / in, outside / out of, then
perhaps "the" / "its", a qualifier such as target, reference or normal, and "range", "limit(s)", "target" or
"spec(ification)"), the one row the claim names in a table, that row's range cell (a field named range, limit, target,
reference or spec holding "6.2 - 6.8", "> 3.0", "< 10" or a bare number, a limit's upper bound) and its result (the
row's cell holding a number the claim gives, else the cell of a field named result, value, reading, measured, level
or concentration). When the result does not stand to the range as the claim says, a "contradicted" finding says where
it stands; when it does, the relation's words are confirmed (the output never writes "below"). No relation, no one
row, no range or no result: no judgment. `range_words(text)` are the stems of the range's own words in a claim that
says such a relation: they name the range the value is compared with, not the field the value is in.
(gt29) `flag_findings(claim, parsed, named)` judges "was flagged high", "came back low" or "normal" of the one named
row by the H / HH / L / LL letter its flag column prints (no letter: in range), the same way.

Why: a report prints a result beside the range it is judged by, and the words "below the target range" are all in the
output whatever the result is; only the two numbers say whether the claim holds.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from .. import spans as sp
from ..text import stem
from .base import Finding
from .claim import Claim

RELATION = re.compile(
    r"\b(below|under|beneath|less than|lower than|short of|above|over|exceed(?:s|ing)?|more than|higher than|within|"
    r"inside|in|outside|out of)\s+(?:the\s+|its\s+|their\s+)?((?:(?:target|reference|normal|recommended|specified|"
    r"acceptable|allowed|permitted|regulatory)\s+)?(?:range|limits?|target|spec(?:ification)?s?))\b", re.IGNORECASE)
_SIDES = {"below": "below", "under": "below", "beneath": "below", "less than": "below", "lower than": "below",
          "short of": "below", "above": "above", "over": "above", "exceed": "above", "exceeds": "above",
          "exceeding": "above", "more than": "above", "higher than": "above", "within": "within", "inside": "within",
          "in": "within", "outside": "outside", "out of": "outside"}
_RANGE_FIELD = frozenset("range limit limits target spec specification reference ref".split())
_RESULT_FIELD = frozenset("result value reading measured level concentration".split())
_NUMBER = r"[-+]?\d+(?:\.\d+)?"
_SPAN = re.compile(rf"^\s*({_NUMBER})\s*(?:-|–|to)\s*({_NUMBER})\s*$")
_BOUND = re.compile(rf"^\s*(>=?|<=?|≥|≤)\s*({_NUMBER})\s*$")
_BARE = re.compile(rf"^\s*({_NUMBER})\s*$")


def range_words(text: str) -> frozenset[str]:
    """The stems of the words naming the range in a relation the claim says ("below the target range": target, range)."""
    m = RELATION.search(text)
    return frozenset(stem(w) for w in m.group(2).lower().split()) if m else frozenset()


def _bounds(raw: str) -> tuple[Decimal | None, Decimal | None] | None:
    """(low, high) of a range cell: "6.2 - 6.8", "> 3.0" (no high), "< 10" or a bare limit "50" (no low)."""
    try:
        m = _SPAN.match(raw)
        if m:
            return Decimal(m.group(1)), Decimal(m.group(2))
        m = _BOUND.match(raw)
        if m:
            return (Decimal(m.group(2)), None) if m.group(1) in (">", ">=", "≥") else (None, Decimal(m.group(2)))
        m = _BARE.match(raw)
        return (None, Decimal(m.group(1))) if m else None
    except InvalidOperation:
        return None


def _number(raw: str) -> Decimal | None:
    m = _BARE.match(raw)
    return Decimal(m.group(1)) if m else None


def _where(x: Decimal, low: Decimal | None, high: Decimal | None) -> str:
    if low is not None and x < low:
        return "below"
    if high is not None and x > high:
        return "above"
    return "within"


def range_findings(claim: Claim, parsed: sp.Parsed, named: dict[int, set[str]]) -> tuple[list[Finding], set[str]]:
    m = RELATION.search(claim.text)
    rows = [(t, row) for t, rs in named.items() for row in rs]
    if m is None or len(rows) != 1:
        return [], set()
    table, row = rows[0]
    cells = [r for r in parsed.records if r.table == table and r.row == row and r.path]
    ranges = [r for r in cells if set(sp.field_words(r.path[-1])) & _RANGE_FIELD and _bounds(r.raw)]
    given = {v.norm for v in claim.values if v.kind == "number"}
    results = [r for r in cells if r not in ranges and _number(r.raw) is not None and _number(r.raw) in given] or \
              [r for r in cells if r not in ranges and set(sp.field_words(r.path[-1])) & _RESULT_FIELD and _number(r.raw) is not None]
    if len(ranges) != 1 or len(results) != 1:
        return [], set()
    (low, high), x = _bounds(ranges[0].raw), _number(results[0].raw)  # type: ignore[misc]
    said, where = _SIDES[m.group(1).lower()], _where(x, low, high)  # type: ignore[arg-type]
    holds = where == said or said == "outside" and where != "within"
    if holds:
        return [], {w.lower() for w in m.group(0).split()}
    return [Finding("contradicted", f"'{m.group(0)}': the {results[0].path[-1]} of row {row} is {results[0].raw.strip()}, "
                                    f"{where} the {ranges[0].path[-1]} {ranges[0].raw.strip()}", m.group(0))], set()


# (gt29) a result a claim says is high or low ("was flagged high", "came back low"), against the flag a lab report
# prints beside it: H / HH high, L / LL low, a blank flag neither
FLAG_SAID = re.compile(r"\b(?:is|was|were|are|came\s+back|flagged(?:\s+as)?|marked(?:\s+as)?|reads?|read)\s+"
                       r"(?:abnormally\s+|too\s+)?(high|low|elevated|raised|decreased|normal|prolonged|shortened)\b", re.IGNORECASE)
_FLAG_FIELD = frozenset("flag flags abnormal abn".split())
_FLAG_SIDE = {"high": "high", "elevated": "high", "raised": "high", "low": "low", "decreased": "low", "normal": "",
              "prolonged": "high", "shortened": "low"}  # (gt30) a clotting time (PT, aPTT) over or under its range
_LETTERS = {"h": "high", "hh": "high", "l": "low", "ll": "low", "": ""}
_FLAG_CELL = re.compile(r"^\s*(HH|LL|H|L)(?:\s{2,}|\s*$)")


def _letter(raw: str) -> str:
    """The flag a cell opens with ("H", "LL"; a flag column read together with the units beside it: "H      %"), or ""."""
    m = _FLAG_CELL.match(raw)
    return m.group(1) if m else ""


def flag_findings(claim: Claim, parsed: sp.Parsed, named: dict[int, set[str]]) -> tuple[list[Finding], set[str]]:
    """A claim that one named row's result is high, low or normal, against that row's cell of a flag column (H, HH,
    L, LL; a cell with no such letter is a result in range): contradicted when the flag says another side, the
    claim's words confirmed when it agrees. No flag column with a letter, or no one row named: nothing."""
    m = FLAG_SAID.search(claim.text)
    rows = [(t, row) for t, rs in named.items() for row in rs]
    if m is None or len(rows) != 1:
        return [], set()
    table, row = rows[0]
    flags = [r for r in parsed.records if r.table == table and r.path and set(sp.field_words(r.path[-1])) & _FLAG_FIELD]
    if not any(_letter(r.raw) for r in flags):
        return [], set()
    own = [r for r in flags if r.row == row]
    rows_of_table = {r.row for r in parsed.records if r.table == table and r.row}
    if len(own) > 1 or (not own and row not in rows_of_table):
        return [], set()
    printed = _letter(own[0].raw) if own else ""
    said, side = _FLAG_SIDE[m.group(1).lower()], _LETTERS[printed.lower()]
    if said == side:
        return [], {w.lower() for w in m.group(0).split()}
    where = f"flagged {printed}" if printed else "not flagged"
    return [Finding("contradicted", f"'{m.group(0)}': row {row} is {where}", m.group(0))], set()
