"""A value of a document's field, claimed of another object the document names.

Contract. `other_object(claim, parsed)` returns a "moved" finding when the output is documents that two calls or more
returned (`GET .../aggregates`, `GET .../operation`), the claim names one of their objects by all its key's words
("battery", "bounce rate"), and one of its values is held only outside that object by
fields none of whose words the claim says: "the battery charge is at 20%" where 20 is `backup_reserve_percent`, a
field of no battery. A value the named object holds, or a field whose words the claim says ("backup reserve", or a
word the claim's value is said with: "76 percent" of `percentage`), is left alone.

Why: word coverage counts "battery" found, as it is printed, and nothing tied the object the claim names to the
field its value was found in.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from .. import spans as sp
from ..cells import field_words
from ..clauses import words_of
from ..values import Value
from .base import Finding
from .claim import Claim
from .prose import prose_same


def _says(words: list[str], said: set[str]) -> bool:
    """A field word the claim says, or begins ("percent" of "percentage")."""
    return any(w in said or any(len(s) >= 5 and w.startswith(s) for s in said) for w in words)


def _holds(v: Value, x: Value) -> bool:
    """`x` is `v`, a claim's percentage the field's bare number too ("12%" of `"change": 12`)."""
    if v.kind == "ratio" and x.kind == "number" and isinstance(v.norm, Fraction):
        return v.text.endswith("%") and Decimal(v.norm.numerator) * 100 / v.norm.denominator == x.norm
    return prose_same(v, x)


def other_object(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    if parsed.kind != "json" or len([ln for ln in parsed.text.splitlines() if sp.CALL.match(ln)]) < 2:
        return None
    said = set(claim.content) | {w for v in claim.values for w in words_of(v.text) if len(w) >= 4 and w.isalpha()}
    named = {str(p).lower() for r in parsed.records for p in r.path[:-1]
             if isinstance(p, str) and field_words(p) and set(field_words(p)) <= said}
    if not named:
        return None
    for v in claim.values:
        holding = [r for r in parsed.records if r.path and any(_holds(v, x) for x in r.values)]
        if holding and not any(str(p).lower() in named for r in holding for p in r.path) \
                and not any(_says(field_words(" ".join(map(str, r.path))), said) for r in holding):
            return Finding("moved", f"'{v.text}' is the value of {'.'.join(map(str, holding[0].path))}, no field of "
                                    f"the {sorted(named)[0]} the claim names", v.text)
    return None
