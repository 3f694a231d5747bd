"""A trend a claim states between two readings: "rose", "fell", "doubled" from one column or row to another.

Contract. `trend_findings(claim, parsed, named)` reads a claim that says a number went up (rose, increased, grew),
down (fell, dropped, declined), by a factor (doubled, tripled, halved) or was higher or lower "on A than on B", between
two anchors it names ("from Q1 to Q2", "from 2025 to 2026", "on 29 May than on 28 May", "between 2 May and 4 May"), and
finds the two readings: in a row the claim names, two cells whose field names differ only by the anchors ("Q1 Actual" / "Q2 Actual"), or the
same field of two rows each named by one anchor (a date). The claim's other words choose among the fields ("actual"
over "budget"); when the readings the claim could mean disagree, nothing is said. A direction the readings do not bear
out, or a factor more than 15% off, is a finding. It returns (findings, confirmed words, anchor values): the trend
word when the readings bear it out (found, though never printed), and the claim's values that are anchors naming a
column ("2025" in "from 2025 to 2026" names the column "Responses 2025"; it is not a reading of its own).

Why: each reading is in the output, so value lookup finds both anchors and word coverage finds the field; nothing
compared them, so "Marketing's spending rose from Q1 to Q2" passed where the Q2 figure is the lower one.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from .. import clauses as cl
from .. import spans as sp
from .. import wordnet
from ..text import STOP_WORDS, stem
from ..values import extract
from .claim import Claim
from .base import Finding
from .changes import _DOWN, _UP

_FACTORS = {"double": 2, "doubles": 2, "doubled": 2, "doubling": 2, "triple": 3, "triples": 3, "tripled": 3,
            "quadruple": 4, "quadrupled": 4, "halve": Fraction(1, 2), "halves": Fraction(1, 2), "halved": Fraction(1, 2)}
_FALLS = _DOWN | frozenset("fell fall falls falling decline declines declined declining slid dipped".split())
_RISES = _UP | frozenset("climb climbs climbed climbing jumped".split())
_A = r"(?P<a>[\w:/-]+(?: [\w:/-]+)?)"
_B = r"(?P<b>[\w:/-]+(?: [\w:/-]+)?)"
_END = r"(?=\s*(?:$|[.,;!?])|\s+(?:and|but|while|with|compared)\b)"
_SPANS = (re.compile(rf"\bfrom (?:the )?{_A} to (?:the )?{_B}{_END}", re.I),
          re.compile(rf"\bon {_B} (?:compared with|compared to|than) (?:on )?{_A}{_END}", re.I),
          re.compile(rf"\bin {_B} (?:compared with|compared to|than) (?:in )?{_A}{_END}", re.I),
          re.compile(rf"\bbetween {_A} and {_B}{_END}", re.I))  # (gt18) "fell from 69% to 61% between 28 Nov and 1 Dec"
_THAN = re.compile(r"\b(higher|lower|more|less|fewer|greater|smaller)\b[^.;]*\bthan\b", re.I)


def _direction(claim: Claim) -> tuple[str, object] | None:
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", claim.text)]
    for i, w in enumerate(words):
        if w in _FACTORS:
            return "factor", (_FACTORS[w], " ".join(words[max(0, i - 2):i]))
    than = _THAN.search(claim.text)
    if than:
        return ("up" if than.group(1).lower() in ("higher", "more", "greater") else "down"), None
    if any(w in _RISES for w in words):
        return "up", None
    if any(w in _FALLS for w in words):
        return "down", None
    return None


def _forms(words: set[str]) -> set[str]:
    """The words' stems and the stems of their WordNet forms: a claim's "spending" names a field "Spent"."""
    return {stem(f) for w in words if w not in STOP_WORDS for f in wordnet.forms(w)}


def _number(r: sp.Record) -> float | None:
    for v in r.values:
        if v.kind in ("number", "money", "quantity", "duration", "ratio") and isinstance(v.norm, (Decimal, Fraction, int, float)):
            return float(v.norm)
    return None


def _dates(text: str) -> set[str]:
    """Month-day of each date in `text` ("29 May", "2026-05-29"): an anchor meets a row by the day it names; (gt18) a
    clock time alone ("09:02") meets a row by its time of day."""
    out = set()
    for v in extract(text):
        norm = str(v.norm)
        if v.kind in ("date", "datetime") and re.search(r"\d\d-\d\d$", norm[:10]):
            out.add(norm[:10][-5:])
        if v.kind == "datetime" and norm[10:11] == "T" or v.kind == "time":
            out.add("T" + norm.split("T")[-1][:5])
    return out


def _holds(anchor: str, r: sp.Record) -> str:
    """Where the record is named by the anchor: "field" (its field's words hold the anchor's), "row" (its row names the
    anchor's date), or ""."""
    words = [w for w in cl.words_of(anchor.lower()) if w not in STOP_WORDS]
    if words and set(words) <= set(sp.field_words(r.path[-1] if r.path else "")):
        return "field"
    days = _dates(anchor)
    held = _dates(r.row or "") or _dates(r.row_text)  # (gt18) rows all named "greenhouse-04": the day is a cell of each
    if days and held and days & held:
        return "row"
    return ""


def trend_findings(claim: Claim, parsed: sp.Parsed, named: dict[int, set[str]]) -> tuple[list[Finding], set[str], set[str]]:
    way = _direction(claim)
    spans = [m for p in _SPANS for m in p.finditer(claim.text)]
    if way is None or not spans:
        return [], set(), set()
    m = spans[0]
    a, b = m.group("a"), m.group("b")
    said = _forms(set(cl.words_of(claim.text.lower())) - set(cl.words_of(f"{a} {b}".lower())))
    pairs: list[tuple[int, float, float, sp.Record, sp.Record]] = []
    numbered = [r for r in parsed.records if r.path and _number(r) is not None]
    for ra in numbered:
        how = _holds(a, ra)
        if not how:
            continue
        for rb in numbered:
            if rb is ra or rb.table != ra.table or _holds(b, rb) != how:
                continue
            if how == "field":
                rest_a = set(sp.field_words(ra.path[-1])) - set(cl.words_of(a.lower()))
                rest_b = set(sp.field_words(rb.path[-1])) - set(cl.words_of(b.lower()))
                if rb.row != ra.row or rest_a != rest_b or (named.get(ra.table) and ra.row not in named[ra.table]):
                    continue
                score = sum(1 for w in rest_a if _forms({w}) & said)
            else:
                if rb.path != ra.path or rb.row == ra.row and rb.row_text == ra.row_text:
                    continue
                score = sum(1 for w in sp.field_words(ra.path[-1]) if _forms({w}) & said)
                if not score:
                    continue  # the claim names no field of the two rows ("closed" names "4. close")
            pairs.append((score, _number(ra), _number(rb), ra, rb))  # type: ignore[arg-type]
    if not pairs:
        return [], set(), set()
    best = max(p[0] for p in pairs)
    results = {_bears_out(way, x, y) for s, x, y, _, _ in pairs if s == best}
    anchors = {v.text for v in claim.values if v.start >= m.start() and v.end <= m.end()
               and any(_holds(v.text, r) == "field" for p in pairs for r in p[3:])}
    trend = {w for w in cl.words_of(claim.text.lower()) if w in _FACTORS or w in _RISES or w in _FALLS}
    trend |= {"between"} if m.re is _SPANS[-1] else set()
    if results == {True}:
        return [], trend, anchors
    if results == {False}:
        _, _, _, ra, rb = next(p for p in pairs if p[0] == best)
        said_way = "went up" if way[0] == "up" else "went down" if way[0] == "down" else f"changed by a factor of {way[1][0]}"
        return [Finding("contradicted", f"the claim says the reading {said_way} from {a} to {b}; the output gives "
                                        f"'{ra.raw}' ({ra.field}) then '{rb.raw}' ({rb.field})", next(iter(trend), a))], set(), anchors
    return [], set(), anchors


def _bears_out(way: tuple[str, object], x: float, y: float) -> bool:
    kind, detail = way
    if kind == "up":
        return y > x
    if kind == "down":
        return y < x
    factor, before = detail  # type: ignore[misc]
    if x <= 0:
        return False
    ratio = y / x
    if re.search(r"\b(?:more than|over)$", before):
        return ratio >= float(factor) * 0.98
    if re.search(r"\b(?:nearly|almost)$", before):
        return float(factor) * 0.8 <= ratio <= float(factor) * 1.02
    return float(factor) * 0.85 <= ratio <= float(factor) * 1.15
