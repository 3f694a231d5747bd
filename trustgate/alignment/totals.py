"""A total a claim gives of amounts a chat's user said one by one (chat spans).

`summed(v, claim, parsed)`: a note when the claim says it is a total ("The neck reset and refret cost £400 in total",
"... come to £438.99 altogether") and its amount is the sum of two to four amounts of its currency that sentences of
the user's give for things the claim names ("£180 for the neck reset", "the refret is £220"); None otherwise. Only
amounts the user stated count (not a value taken back, nor one only supposed), each at most once, and each must be
said beside a word of the claim's; no rate ("£15 a session") is summed.

Why: memory written from a chat holds the total the user never wrote; read value by value, the claim's amount is found
nowhere, or only in the assistant's sum the user agreed to, and a right total is refused as a wrong one is.
"""

from __future__ import annotations

import re
from itertools import combinations

from .. import clauses as cl
from .. import spans as sp
from ..text import STOP_WORDS, stem
from ..values import Value, extract
from .claim import Claim

_TOTAL = re.compile(r"\b(?:in\s+total|totals?|totall?ed|altogether|all\s+in|combined|(?:comes?|came)\s+to|add(?:s|ed)?\s+up\s+to)\b",
                    re.IGNORECASE)
# words any amount goes with: they name none of the things summed
_GENERIC = frozenset(stem(w) for w in "cost costs total totals altogether come comes price user together all combined".split())
_MOST = 4
# the words of a claim that says it sums ("cost ... in total"), found once the sum is
TOTAL_WORDS = frozenset("cost costs total totals totalled totaled altogether come comes came add adds added up combined".split())


def summed(v: Value, claim: Claim, parsed: sp.Parsed) -> str | None:
    """A note for a claim's total worked out from the user's amounts (see the module); None otherwise."""
    if v.kind != "money" or parsed.chat is None or "/" in (v.unit or "") or not _TOTAL.search(claim.text):
        return None
    named = {stem(w) for w in cl.words_of(claim.text) if w.lower() not in STOP_WORDS} - _GENERIC
    amounts: dict[object, Value] = {}
    for c in parsed.clauses:
        words = {stem(w) for w in cl.words_of(c.text)}
        if not words & named:
            continue
        for x in extract(c.text):
            if x.kind == "money" and x.unit == v.unit and x.norm != v.norm:
                amounts.setdefault(x.norm, x)
    found = list(amounts.values())
    for n in range(2, min(_MOST, len(found)) + 1):
        for parts in combinations(found, n):
            if sum(p.norm for p in parts) == v.norm:  # type: ignore[misc]
                return f"'{v.text}' found (the total of {' + '.join(p.text for p in parts)})"
    return None
