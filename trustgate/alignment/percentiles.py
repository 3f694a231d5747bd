"""(gt28) A percentile told as a share: "95% of events finished within 1.76 ms" is the 95th percentile's value.

Contract. `percentile_field(v, claim, parsed)` returns the record of the field a claim's "N% of ..." names (a field
named `95th percentile`, `p95`, `p(95)` or `95%`), or None. `percentile_moved(claim, parsed)` returns a "moved_field"
finding when the claim tells such a share and another value of the claim (a duration or quantity) is not that
field's: "95% of events finished within 1.66 ms" where 1.66 is the average. A share of no percentile field is left
to the other checks. (gt30) So is a percentile the claim names by its ordinal or short name ("the 95th percentile
of GET /health", "p99") in the one row it names: a time not that field's ("95% Line") is moved.

Why: a latency report prints its percentiles as fields; a person says "95% of requests took under X", which no
field's words match, so the share was found nowhere and the time was found under any field that held it.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..values import Value
from .base import Finding
from .claim import Claim
from .record_values import matches


def percentile_field(v: Value, claim: Claim, parsed: sp.Parsed) -> sp.Record | None:
    share = re.fullmatch(r"(\d{1,2}(?:\.\d+)?)\s*%", v.text.strip()) if v.kind == "ratio" else None
    if share is None or not re.match(r"\s+of\b", claim.text[v.end:]):
        return None
    return next((r for r in parsed.records if r.path and _named(share.group(1)).fullmatch(str(r.path[-1]).strip())), None)


def _named(n: str) -> re.Pattern[str]:
    """The names a field of the n-th percentile goes by: "95th percentile", "p95", "p(95)", "95%", JMeter's "95% Line"."""
    n = re.escape(n)
    return re.compile(rf"(?:{n}(?:th|st|nd|rd)?[ _-]?(?:percentile|pct)|p\(?{n}\)?|{n}\s*%(?:\s+line)?)", re.IGNORECASE)


# (gt30) a percentile the claim names by its ordinal or its short name: "the 95th percentile", "p99"
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)[ -]percentile\b|\bp(\d{2})\b", re.IGNORECASE)


def _ordinal_field(claim: Claim, parsed: sp.Parsed) -> sp.Record | None:
    """(gt30) The record of the percentile field the claim names ("the 95th percentile" for "95% Line"), in the one row
    the claim names by its whole name when the table has several; None when the claim names none or it is not one."""
    m = _ORDINAL.search(claim.text)
    if m is None:
        return None
    held = [r for r in parsed.records if r.path and _named(m.group(1) or m.group(2)).fullmatch(str(r.path[-1]).strip())]
    rows = [r for r in held if r.row and r.row.lower() in claim.text.lower()] if len(held) > 1 else held
    return rows[0] if len(rows) == 1 else None


def percentile_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    field = next((f for v in claim.values if (f := percentile_field(v, claim, parsed)) is not None), None) \
        or _ordinal_field(claim, parsed)
    if field is None:
        return None
    for v in claim.values:
        if v.kind in ("duration", "quantity") and not matches(v, field, claim.text):
            return Finding("moved_field", f"'{v.text}' is not the {field.field} the claim's share names, which is "
                                          f"'{field.raw}'", v.text)
    return None
