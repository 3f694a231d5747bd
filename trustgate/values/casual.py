"""Values said casually: a number rounded off with "-ish" ("8.15ish", "40ish"), and the minutes of a duration said
bare after its hours ("in 2 hours 55", "1 hour 20").

Contract. `unsuffixed(text)` returns the text with an "ish" closing a number blanked out (replaced by as many spaces,
so every position holds). `bare_minutes(text, found)` returns the values found with a duration of whole hours followed
by a bare whole number from 1 to 59 that ends the phrase ("2 hours 55", "2 hours and 55") read as one duration (2 h 55
min); a number followed by a word that counts something ("2 hours 3 times") is left alone.

Why: "about 8.15ish" read as a code, and "2 hours 55" as two hours and a stray 55, left a claim that says "at about
8.15" or "2 hours 55 minutes" unsupported.
"""

from __future__ import annotations

import re
from decimal import Decimal

from .model import Value

_ISH = re.compile(r"(?<=\d)-?ish\b", re.IGNORECASE)
_HOURS = re.compile(r"(?:hours?|hrs?|h)$", re.IGNORECASE)
_JOIN = re.compile(r"[ \u00a0]+(?:and[ \u00a0]+)?")
# what may follow the minutes: the end of the phrase, not a word the number counts ("2 hours 3 times")
_ENDS = re.compile(r"[ \u00a0]*(?:$|[,.;:!?)]|(?:on|in|at|and|or|but|so|to|for|from|with|today|yesterday|tonight|then)\b)",
                   re.IGNORECASE)


def unsuffixed(text: str) -> str:
    """The text with an "ish" closing a number blanked out (see the module)."""
    return _ISH.sub(lambda m: " " * len(m.group(0)), text) if "ish" in text.lower() else text


def bare_minutes(text: str, found: tuple[Value, ...]) -> tuple[Value, ...]:
    """The values with "2 hours 55" read as one duration (see the module)."""
    out = list(found)
    for i in range(len(out) - 2, -1, -1):
        v, n = out[i], out[i + 1]
        if not (v.kind == "duration" and _HOURS.search(v.text) and n.kind == "number" and n.unit is None
                and isinstance(n.norm, Decimal) and n.norm == n.norm.to_integral_value() and 1 <= n.norm <= 59
                and _JOIN.fullmatch(text[v.end:n.start]) and _ENDS.match(text[n.end:])):
            continue
        out[i:i + 2] = [Value("duration", v.norm + n.norm * 60, text[v.start:n.end], v.start, n.end, v.unit)]  # type: ignore[operator]
    return tuple(out)
