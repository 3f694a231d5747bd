"""A value the source gives for the last period, claimed for this one.

Contract. `period_findings(claim, parsed)` returns a finding for each value of a claim that says "this month" (week,
year, quarter, term, season) where every clause of the source that holds that value says "last month" (or "the month
before"): "85,000 won this month, last month was 92,000" does not back "the fee this month is 92,000 won", nor "it was
£640 last year, this year they want £712" "the renewal this year is £640". A value the source also says without "last"
is left alone. (conv24) Likewise a claim that says "now" ("currently", "at the moment") of a value every clause of the
source holding it says in the past ("was", "used to be") while another clause says "now": "he's 11.2kg now, was 12.4
in autumn" does not back "he now weighs 12.4kg".
(gt27) A claim that names a year ("the 2026 tax is $4,212.64"): a value every source line holding
it gives for another year ("Prior year (2025) total tax: $ 4,212.64"), with the claim's year in none of them, is moved.
(gt27) A claim that says its amount a period ("$1,842 a month"): a value every source line holding it says for another
period, on the line or in the heading it is indented under ("Anticipated disbursements for the coming year"), with the
claim's period in none of them, is moved; an amount said with its own period ("£360 a year") is left to the rates.

Why: the two values are of one thing and one kind, side by side, so the value lookup finds either and nothing
compared the period each is said for.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..values import RATE, Value, extract
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


def _years(values) -> set[int]:
    return {int(v.norm) for v in values if v.kind == "number" and len(v.text) == 4 and v.text.isdigit()
            and 1990 <= int(v.norm) <= 2100}


def year_findings(claim: Claim, parsed: sp.Parsed) -> list[Finding]:
    said = _years(claim.values)
    if len(said) != 1 or not parsed.text:
        return []
    year = next(iter(said))
    lines = [(line, extract(line)) for line in parsed.text.splitlines() if line.strip()]
    out = []
    for v in claim.values:
        if v.kind == "state" or _years([v]):
            continue
        holding = [(line, _years(found)) for line, found in lines if any(prose_same(v, x) for x in found)]
        if holding and all(ys and year not in ys and all(abs(y - year) <= 10 for y in ys) for _, ys in holding):
            out.append(Finding("moved", f"'{v.text}' is what the source gives for {min(holding[0][1])} "
                                        f"('{holding[0][0].strip()}'), the claim says {year}", v.text))
    return out


_EACH = {"day": r"day|daily", "week": r"week|weekly", "month": r"month|monthly", "year": r"year|yearly|annual(?:ly)?"}
_EACH_AT = r"\b(?:(?:an?|per|each|every|the(?:\s+coming|\s+next|\s+whole)?)\s+(?:day|week|month|year)|daily|weekly|monthly|yearly|annual(?:ly)?)\b"


def _periods_in(text: str) -> set[str]:
    """The periods a line gives its amounts for ("the coming year", "monthly"), not a time it names ("last year")."""
    each = " ".join(m.group() for m in re.finditer(_EACH_AT, text, re.IGNORECASE))
    return {p for p, words in _EACH.items() if re.search(rf"\b(?:{words})\b", each, re.IGNORECASE)}


def each_findings(claim: Claim, parsed: sp.Parsed) -> list[Finding]:
    said = _periods_in(claim.text)
    if len(said) != 1 or not parsed.text:
        return []
    period, out, head, contexts = next(iter(said)), [], "", []
    for line in parsed.text.splitlines():
        head = line if line.strip() and line[0] not in " \t" else head
        contexts.append((line, line + " " + head if line[:1] in (" ", "\t") else line))
    for v in claim.values:
        if v.kind == "state":
            continue
        holding = [ctx for line, ctx in contexts if line.strip()  # an amount of its own period ("£360 a year") is a rate's
                   and any(prose_same(v, x) and not (x.unit or "").endswith(RATE) for x in extract(line))]
        if holding and all(_periods_in(ctx) and period not in _periods_in(ctx) for ctx in holding):
            out.append(Finding("moved", f"'{v.text}' is what the source gives a {sorted(_periods_in(holding[0]))[0]} "
                                        f"('{holding[0].strip()}'), the claim says a {period}", v.text))
    return out
