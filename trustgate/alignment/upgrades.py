"""A change the claim tells "from X to Y" between two cells of one row: an outdated listing's installed and newest
versions (zypper's Current / Available Version, npm's Current / Latest), a setting's old and new value.

Contract. `from_to(v, claim, scope)` returns None unless v is one side of the claim's "from X to Y" and the two
sides are found in two cells (two fields) of one row of `scope`; then (None, note) when X is in the field of the old
side and Y in the field of the new one, and (Finding, None) for X when the claim has them the other way round. The side a
field holds is said by its name (current / installed / old against latest / available / new / wanted), else by
the order of the columns (the old one first, as every outdated listing prints them).

Why: "upgraded" names the latest column, so the X of "upgraded from X to Y" would read as a value moved out of it,
and a change told backwards ("from 17.35.1 to 17.34.1") would hold value by value.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..values import Value
from .base import Finding
from .claim import Claim
from .field_names import _show
from .record_values import matches

_OLD = frozenset("current installed old previous prior earlier before from".split())
_NEW = frozenset("latest available new wanted candidate after to newest update".split())


def _side(r: sp.Record) -> int | None:
    words = set(sp.field_words(r.path[-1])) if r.path else set()
    return 0 if words & _OLD and not words & _NEW else 1 if words & _NEW and not words & _OLD else None


def from_to(v: Value, claim: Claim, scope: list[sp.Record]) -> tuple[Finding | None, str | None] | None:
    text = claim.text
    pair = next(((x, y) for x, y in zip(claim.values, claim.values[1:]) if re.fullmatch(r"\s+to\s+", text[x.end:y.start])
                 and re.search(r"\bfrom\s+$", text[:x.start])), None)
    if pair is None or v not in pair:
        return None
    old, new = pair
    for i, a in enumerate(scope):
        if not a.row or not matches(old, a, text):
            continue
        b = next((r for r in scope if r.row == a.row and r.table == a.table and r.path != a.path and matches(new, r, text)), None)
        if b is None:
            continue
        sides = (_side(a), _side(b))
        if None not in sides:
            right = sides == (0, 1)
        elif sides != (None, None):  # (gt30) one side named ("Previous (2026-11-22)" beside "Result"): the other is its opposite
            right = sides[0] == 0 or sides[1] == 1
        else:
            right = scope.index(b) > i
        if right:
            return None, f"{_show(v)} found (the change from the {a.field} to the {b.field} of row {a.row})"
        if v is new:
            return None  # the finding is the old side's, once
        return Finding("moved_field", f"{_show(old)} is the {b.field} and {_show(new)} the {a.field} of row {a.row}: "
                                      f"the claim has the change the other way round", v.text), None
    return None
