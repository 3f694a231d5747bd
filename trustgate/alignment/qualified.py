"""Fields a claim word seems to name but does not: a qualified field, and a flag named by an -ing word.

A value found only in a qualified field (estimatedDuration, expectedCount, targetReplicas) while the same record
prints the plain one (duration): a claim that says no qualifier speaks of the plain field.

"Build #388 took about 20 minutes" against `"duration": 1843022, "estimatedDuration": 1210455`: 20 minutes is the
estimate, the build took 31. The claim may name the qualifier ("was estimated at 20 minutes") to read the other."""

from __future__ import annotations

import re

from .. import spans as sp
from ..text import stem
from ..values import Value
from .base import Finding

# a first field word that says the field holds another reading of the same measure than the plain field
QUALIFIERS = frozenset("estimated estimate expected predicted projected planned target desired default previous prior earlier "
                       "original baseline forecast".split())


# (gt30) the field a report prints its reading in, beside a "Previous" or "Prior" column of the same row
_PLAIN = frozenset("result results value reading current actual measured".split())


def _words(r: sp.Record) -> list[str]:
    return sp.field_words(r.path[-1]) if r.path else []


def qualified_instead(v: Value, hits: list[sp.Record], rivals: list[sp.Record], claim_text: str) -> Finding | None:
    """A finding when every record holding `v` is a qualified field whose qualifier the claim does not say, and one
    of `rivals` (records of v's kind) in the same row is the plain field: its value is the one the claim speaks of."""
    if not hits:
        return None
    said = {stem(w) for w in re.findall(r"[a-z]+", claim_text.lower())}
    plain = []
    for r in hits:
        words = [w for w in _words(r) if not w.isdigit()]  # (gt30) "Previous (2026-11-22)": the day it was taken
        if not words or words[0] not in QUALIFIERS or stem(words[0]) in said or words[0][:6] in {s[:6] for s in said}:
            return None
        # (gt30) a qualifier alone names the row's other reading of its measure: the plain one is its Result column
        bare = (lambda ws: ws == words[1:]) if len(words) > 1 else (lambda ws: len(ws) == 1 and ws[0] in _PLAIN)
        twins = [x for x in rivals if x is not r and x.table == r.table and x.row == r.row and x.path[:-1] == r.path[:-1]
                 and bare(_words(x))]
        if not twins:
            return None
        plain.append((r, twins[0]))
    r, twin = plain[0]
    where = f" of row {r.row}" if r.row else ""
    return Finding("moved_field", f"'{v.text}' is the {r.field}{where} ({_words(r)[0]}); the claim does not say "
                                  f"'{_words(r)[0]}', and the {twin.field} is '{twin.raw}'", v.text)


def progressive_said(r: sp.Record, claim_text: str) -> bool:
    """A flag named by one word in -ing (Jenkins' "building": false, "running": true) is named by that word only:
    "build #388" names the build, it does not say it is building."""
    words = _words(r)
    if len(words) != 1 or not words[0].endswith("ing") or len(words[0]) < 6:
        return True
    return re.search(rf"\b{re.escape(words[0])}\b", claim_text.lower()) is not None


# (gt18) a last field word that says a state of what the words before it name: "email_verified", "RotationEnabled"
_STATE_END = re.compile(r"(?:ed|able|ible|active|valid|live|on|off)$")


def head_said(r: sp.Record, claim_text: str) -> bool:
    """A flag named by a compound noun is about its head, the last word ("Install Script": No says there is no install
    script): a claim that says the words before it only in another form ("installed", a state of its own) and never
    the head does not name it; one that says them as they are ("served from the cache": cacheHit) does. A last word
    that is itself a state (email_verified, RotationEnabled) leaves the words before it as the head."""
    words = [w for w in _words(r) if w not in ("is", "has", "can")]
    if len(words) < 2 or _STATE_END.search(words[-1]) or not all(w.isalpha() for w in words):
        return True
    text = claim_text.lower()
    if any(re.search(rf"\b{re.escape(w)}\b", text) for w in words):
        return True
    return stem(words[-1]) in {stem(w) for w in re.findall(r"[a-z]+", text)}


# (gt21) a bound the claim puts on its value, said just before it: a noun that names the bound ("a minimum of 5", "a
# floor of 2", "capped at 10 minutes") or a phrase that may only hedge ("at least four", "at most 10 seconds")
_BOUND_NOUN = re.compile(r"\b(?:(?P<min>minimum|min|floor|lower limit|lower bound)|(?P<max>maximum|max|ceiling|cap|capped|"
                         r"upper limit|upper bound))(?:\s+(?:of|at|is|to|set to))?(?:\s+(?:a|an|the))?\s*$", re.IGNORECASE)
_BOUND_HEDGE = re.compile(r"\b(?:(?P<min>at least|no fewer than|no less than|not less than)|(?P<max>at most|up to|no more than|"
                          r"not more than))\s*$", re.IGNORECASE)
# field words that make a field the lower or the upper bound of a measure (minSize, max_cluster_count, maximumBackoff)
_FIELD_BOUND = {"min": "min", "minimum": "min", "floor": "min", "lowest": "min", "max": "max", "maximum": "max",
                "ceiling": "max", "highest": "max"}


def field_bound(r: sp.Record) -> str | None:
    """"min" or "max" when the field's name makes it one bound of a measure (minSize, maximumBackoff)."""
    found = {_FIELD_BOUND[w] for w in _words(r) if w in _FIELD_BOUND}
    return found.pop() if len(found) == 1 else None


def said_bound(v: Value, claim_text: str) -> tuple[str | None, bool, tuple[str, ...]]:
    """The bound ("min" / "max") the claim says its value is, just before it; whether a noun names it; its words."""
    before = claim_text[:v.start].rstrip()
    noun, hedge = _BOUND_NOUN.search(before), _BOUND_HEDGE.search(before)
    said = noun or hedge
    if said is None:
        return None, False, ()
    return ("min" if said.group("min") else "max"), noun is not None, tuple(re.findall(r"[a-z]+", said.group().lower()))


def bound_instead(v: Value, hits: list[sp.Record], rivals: list[sp.Record], claim_text: str) -> Finding | None:
    """A finding when the claim says its value is a minimum (or a maximum) and every record holding it is a field of
    the other bound, or, where the claim names the bound with a noun ("a minimum of 5"), any other field, while the
    same row or object prints the bound the claim says: "back off for at most 10 seconds" against minimumBackoff 10s
    beside maximumBackoff 600s; "scale down to a minimum of 5" against desiredSize 5 beside minSize 2."""
    bound, noun, _ = said_bound(v, claim_text)
    if bound is None or not hits:
        return None
    for r in hits:
        held = field_bound(r)
        if held == bound or (held is None and not noun):
            return None
    r = hits[0]
    twins = [x for x in rivals if x.values and x.table == r.table and x.row == r.row and x.path[:-1] == r.path[:-1]
             and field_bound(x) == bound]
    if not twins:
        return None
    where = f" of row {r.row}" if r.row else ""
    return Finding("moved_field", f"'{v.text}' is the {r.field}{where}; the claim says a {'minimum' if bound == 'min' else 'maximum'}, "
                                  f"and the {twins[0].field} is '{twins[0].raw}'", v.text)
