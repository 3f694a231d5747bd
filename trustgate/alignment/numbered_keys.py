"""A value on the key of one numbered item, claimed of another item of that name.

Contract. `numbered_moved(claim, parsed)` returns a "moved" finding when the claim names an item by a word and a
number ("node 0", "disk 2", "core 3"), the output has keys of that item, none holds one of the claim's values, and a
key naming that word with another number does: "Node 1 has 128,622 MB" where 128,622 MB is the value of "node 0
size". A claim that names no numbered item, or a value some record of its item holds, is left alone.

`item_named(v, claim, parsed)`: the number of an item the claim names ("Pool 0") is found where a key of a mapping
names that item (a column's name in a table is left to the table's reading).

Why: the keys of such outputs ("node 0 free", "node 1 free") differ only in the number, and a claim's "Node 0" is
read as a version found elsewhere in the output, so nothing tied the item the claim names to the key of its value.
"""

from __future__ import annotations

import re

from .. import spans as sp
from .base import Finding
from .claim import Claim
from ..values import Value, rounds_from
from .prose import prose_same

_ITEM = re.compile(r"\b([A-Za-z]{3,})[ #]?(\d{1,3})\b(?![.:]\d)")


def _items(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for m in _ITEM.finditer(text):
        word = m.group(1).lower()
        out.setdefault(word, set()).add(m.group(2))
        if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):  # (gt30) "Keyslots" / "  1: luks2" is
            out.setdefault(word[:-1], set()).add(m.group(2))  # keyslot 1
    return out


def numbered_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    named = _items(claim.text)
    if not named or not parsed.records:
        return None
    for v in claim.values:
        if v.kind == "state" or any(v.text.lower() == f"{w} {n}" for w, ns in named.items() for n in ns):
            continue
        holding = [_items(" ".join(r.path)) for r in parsed.records if any(prose_same(v, x) or rounds_from(v, x) for x in r.values)]
        for word, numbers in named.items():
            keys = {n for k in holding for n in k.get(word, ())}
            own = any(k.get(word, set()) & numbers for k in (_items(" ".join(r.path)) for r in parsed.records))
            if own and keys and not keys & numbers:  # its item's own keys hold it not, a sibling item's do
                return Finding("moved", f"'{v.text}' is the value of {word} {'/'.join(sorted(keys))}, "
                                        f"the claim says {word} {'/'.join(sorted(numbers))}", v.text)
    return None


def item_named(v: Value, claim: Claim, parsed: sp.Parsed) -> bool:
    """The number of an item the claim names ("Pool 0" in "Pool 0 has 1210 GB used") that the output's keys name the
    same way ("pool 0 used"): found, as the key's words are."""
    if v.kind not in ("number", "version") or parsed.kind not in ("mapping", "settings"):
        return False
    keys = [_items(" ".join(r.path)) for r in parsed.records]
    return any(m.start() <= claim.text.find(v.text, m.start()) < m.end() and any(m.group(2) in k.get(m.group(1).lower(), ())
                                                                                for k in keys)
               for m in _ITEM.finditer(claim.text))
