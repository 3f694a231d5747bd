"""A value the source gives for the last period, claimed for this one.

Contract. `period_findings(claim, parsed)` returns a finding for each value of a claim that says "this month" (week,
year, quarter, term, season) where every clause of the source that holds that value says "last month" (or "the month
before"): "85,000 won this month, last month was 92,000" does not back "the fee this month is 92,000 won", nor "it was
£640 last year, this year they want £712" "the renewal this year is £640". A value the source also says without "last"
is left alone.

Why: the two values are of one thing and one kind, side by side, so the value lookup finds either and nothing
compared the period each is said for.
"""

from __future__ import annotations

import re

from .. import spans as sp
from .base import Finding
from .claim import Claim
from .prose import prose_same

_PERIOD = r"(week|month|year|quarter|term|season|fortnight)"
_THIS = re.compile(rf"\bthis\s+{_PERIOD}\b", re.IGNORECASE)


def _last(period: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:last\s+{period}|the\s+{period}\s+before|previous\s+{period})\b", re.IGNORECASE)


def period_findings(claim: Claim, parsed: sp.Parsed) -> list[Finding]:
    this = _THIS.search(claim.text)
    if this is None or not parsed.clauses:
        return []
    period = this.group(1).lower()
    last = _last(period)
    out = []
    for v in claim.values:
        if v.kind == "state":
            continue
        holding = [c for c in parsed.clauses for x in getattr(c, "values", ()) if prose_same(v, x)]
        if holding and all(last.search(c.text) for c in holding):
            out.append(Finding("moved", f"'{v.text}' is what the source gives for last {period} ('{holding[0].text}'), "
                                        f"the claim says this {period}", v.text))
    return out
