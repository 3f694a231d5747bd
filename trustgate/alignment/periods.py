"""A value the source gives for the last period, claimed for this one.

Contract. `period_findings(claim, parsed)` returns a finding for each value of a claim that says "this month" (week,
year, quarter, term, season) where every clause of the source that holds that value says "last month" (or "the month
before"): "85,000 won this month, last month was 92,000" does not back "the fee this month is 92,000 won", nor "it was
£640 last year, this year they want £712" "the renewal this year is £640". A value the source also says without "last"
is left alone. (conv24) Likewise a claim that says "now" ("currently", "at the moment") of a value every clause of the
source holding it says in the past ("was", "used to be") while another clause says "now": "he's 11.2kg now, was 12.4
in autumn" does not back "he now weighs 12.4kg".

Why: the two values are of one thing and one kind, side by side, so the value lookup finds either and nothing
compared the period each is said for.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..values import Value
from .base import Finding
from .claim import Claim
from .prose import prose_same

_PERIOD = r"(week|month|year|quarter|term|season|fortnight)"
_THIS = re.compile(rf"\bthis\s+{_PERIOD}\b", re.IGNORECASE)


def _last(period: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:last\s+{period}|the\s+{period}\s+before|previous\s+{period})\b", re.IGNORECASE)


def _holding(v: Value, parsed: sp.Parsed) -> list[cl.Clause]:
    """The clauses of the source that hold value `v`."""
    return [c for c in parsed.clauses for x in getattr(c, "values", ()) if prose_same(v, x)]


_NOW = re.compile(r"\b(?:now|currently|at\s+the\s+moment|these\s+days|at\s+present)\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|used\s+to(?:\s+be)?|had\s+been)\b", re.IGNORECASE)


def _then_findings(claim: Claim, parsed: sp.Parsed) -> list[Finding]:
    """(conv24) The claim's values said "now" that the source says only in the past, beside a clause of its that says "now"."""
    if _NOW.search(claim.text) is None or _PAST.search(claim.text) or not any(_NOW.search(c.text) for c in parsed.clauses):
        return []
    out = []
    for v in claim.values:
        if v.kind == "state":
            continue
        holding = _holding(v, parsed)
        if holding and all(_PAST.search(c.text) and not _NOW.search(c.text) for c in holding):
            out.append(Finding("moved", f"'{v.text}' is what the source says it was ('{holding[0].text}'), the claim says "
                                        f"it is so now", v.text))
    return out


def period_findings(claim: Claim, parsed: sp.Parsed) -> list[Finding]:
    this = _THIS.search(claim.text)
    if not parsed.clauses:
        return []
    if this is None:
        return _then_findings(claim, parsed)
    period = this.group(1).lower()
    last = _last(period)
    out = []
    for v in claim.values:
        if v.kind == "state":
            continue
        holding = _holding(v, parsed)
        if holding and all(last.search(c.text) for c in holding):
            out.append(Finding("moved", f"'{v.text}' is what the source gives for last {period} ('{holding[0].text}'), "
                                        f"the claim says this {period}", v.text))
    return out
