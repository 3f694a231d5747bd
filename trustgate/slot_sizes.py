"""Two things told apart by the size that names each: `other_sizes(a, b)` takes two readings (sentence.py) and returns
why their values are of two things, in words, or None. A size or count joined to the noun it describes ("a four-person
crew", "a 330 ml bottle") says which thing a value besides it is of ("£90 an hour for a two-person crew" / "a
four-person crew costs £160 an hour", "sells a 330 ml bottle for £3.20" / "sells a 750 ml bottle for £6")."""

from __future__ import annotations

import re
from functools import lru_cache

from .sentence import Reading
from .values import extract

# a size or count joined to its noun by a hyphen ("a four-person crew", "the 10-inch pizza", "a two-hour lesson")
_SIZED = re.compile(r"\b(?P<n>\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|"
                    r"fifty|sixty|hundred)-(?P<noun>[a-z]{3,})\b", re.IGNORECASE)
# a measure with its unit between an article and a noun ("a 330 ml bottle", "the 2 kg bag", "a 1 TB drive")
_MEASURED = re.compile(r"\b(?:a|an|the|each|one|per)\s+(?P<m>\d+(?:[.,]\d+)?\s?(?:ml|cl|l|litres?|liters?|g|kg|oz|lbs?|mm|cm|m|"
                       r"in|inch|ft|gb|tb|mb|pt|pints?))\s+(?P<noun>[a-z]{3,})\b", re.IGNORECASE)

_SIZE_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())} | {
    "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50", "sixty": "60", "hundred": "100"}


def _size(n: str) -> str:
    return _SIZE_WORDS.get(n.lower(), n.lower())


def _measure(m: str) -> str:
    """A measure as its value reads it ("330 ml" and "33 cl" one size), or as written when the reader finds none."""
    found = [v for v in extract(m) if v.kind == "quantity"]
    return f"{found[0].norm.normalize()} {found[0].unit}" if len(found) == 1 else m.lower()


def other_sizes(a: Reading, b: Reading) -> str | None:
    """Each side names a thing by a count or size joined to a noun, the same noun, another count or size, and gives a
    value besides it: that value is of another thing (the size says which), not another value of one thing."""
    ma, mb = _sized(a.text), _sized(b.text)
    for noun in ma.keys() & mb.keys():
        (nx, x), (ny, y) = ma[noun], mb[noun]
        if nx == ny:
            continue  # ("an 8-bed dorm" / "eight-bed dormitories": one size)
        rest = [[v for v in r.values if v.text.strip().lower() not in said] for r, said in ((a, x), (b, y))]
        if rest[0] and rest[1]:
            return f"a {x} against a {y}"
    return None


@lru_cache(maxsize=16384)
def _sized(text: str) -> dict[str, tuple[str, str]]:
    """Each noun a size names in `text`, with the size as a figure and the words as written (lower case); one answer
    per sentence (the pairs compared ask it of the same sentences many times)."""
    out = {m.group("noun").lower(): (_size(m.group("n")), m.group(0).lower()) for m in _SIZED.finditer(text)}
    if any(ch.isdigit() for ch in text):
        out.update((m.group("noun").lower(), (_measure(m.group("m")), f"{m.group('m')} {m.group('noun')}".lower()))
                   for m in _MEASURED.finditer(text)
                   if m.group("noun").lower() not in out)
    return out
