"""A building's floor said by its ordinal word or as the ground floor ("on the second floor", "the ground floor", "at
ground level"): the floor's number, the ground floor 0, so "level 2" / "the second floor" and "floor 0" / "the ground
floor" read as one value; so is a level or floor numbered in a word ("on level three", "floor two"). Not in a compound before a noun ("the third-floor coffee machine": which machine, a word).
British numbering: the first floor is the one above the ground (an American first floor is the ground floor; a
sentence does not say which it means)."""
from __future__ import annotations

import re
from decimal import Decimal

ORDINALS = {w: i for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth "
    "sixteenth seventeenth eighteenth nineteenth twentieth".split(), 1)}
_FLOOR = re.compile(r"\b(ground|" + "|".join(ORDINALS) + r")(?=[ \u00a0](?:floor|storey)s?\b)|\b(ground)(?=[ \u00a0]level\b)",
                    re.IGNORECASE)

_CARDINALS = {w: i for i, w in enumerate(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty".split(), 1)}
_NUMBERED = re.compile(r"\b(?:level|floor)[ \u00a0](" + "|".join(_CARDINALS) + r")\b(?![ \u00a0\-](?:" + "|".join(_CARDINALS) + r")\b)",
                       re.IGNORECASE)


def storeys(text: str) -> list[tuple[str, object, int, int, str | None]]:
    """The floors said in words in `text`: (kind, norm, start, end, unit), the span the ordinal word alone (as "2nd"
    in "the 2nd floor")."""
    low = text.lower()
    if "floor" not in low and "storey" not in low and "level" not in low:
        return []
    out: list[tuple[str, object, int, int, str | None]] = []
    for m in _NUMBERED.finditer(text):
        out.append(("number", Decimal(_CARDINALS[m.group(1).lower()]), m.start(1), m.end(1), None))
    for m in _FLOOR.finditer(text):
        word = (m.group(1) or m.group(2)).lower()
        out.append(("number", Decimal(0 if word == "ground" else ORDINALS[word]), m.start(), m.end(), None))
    return out
