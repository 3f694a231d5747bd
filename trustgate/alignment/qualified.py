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
QUALIFIERS = frozenset("estimated estimate expected predicted projected planned target desired default previous prior "
                       "original baseline forecast".split())


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
        words = _words(r)
        if len(words) < 2 or words[0] not in QUALIFIERS or stem(words[0]) in said or words[0][:6] in {s[:6] for s in said}:
            return None
        twins = [x for x in rivals if x is not r and x.table == r.table and x.row == r.row and x.path[:-1] == r.path[:-1]
                 and _words(x) == words[1:]]
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
