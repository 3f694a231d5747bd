"""(gt28) A word one object's field holds, claimed of a sibling object whose same field holds another word.

Contract. `sibling_word(claim, parsed)` returns a "moved" finding when the output keys sibling objects by name under
one parent (`subscriptions.billing`, `subscriptions.analytics`; `pools.hot`, `pools.cold`), the claim names exactly
one of them by all its key's words, says the word value of a field of another sibling (`analytics.type` is
"Exclusive") and not the word value of the named object's same field ("Shared"): "the billing subscription is
exclusive". A field whose value is no word (a number, a date, an identifier) or names a thing (`name`, `id`,
`depends_on`: "api"), the items of a list, a claim naming two siblings or none, and a claim that also says the named
object's own value are left alone.

Why: word coverage counts "exclusive" found, as it is printed, and the value checks read typed values, not a field's
word, so nothing tied the word to the object the claim names.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..cells import field_words
from ..text import stem
from .base import Finding
from .claim import Claim, said_stems

# fields whose word names a thing (a name, an id, a reference), not a property the claim could give another object
_NAMING = frozenset("name names id ids title label key ref depends on".split())
_WORD_VALUE = re.compile(r"[A-Za-z][A-Za-z]+(?:[_ -][A-Za-z]+)*")


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z]+", text.casefold())}


def sibling_word(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    if not parsed.records:
        return None
    said = said_stems(claim)
    fields: dict[tuple, dict[str, str]] = {}  # (parent path, field) -> {sibling key: word value}
    listed = {r.path[:-1] for r in parsed.records if r.row is not None}  # a list's items are rows, no named object
    for r in parsed.records:
        path = r.path
        if len(path) < 2 or not isinstance(path[-2], str) or path[:-1] in listed or not _WORD_VALUE.fullmatch(r.raw.strip()) \
                or set(field_words(str(path[-1]))) & _NAMING:
            continue
        fields.setdefault((tuple(map(str, path[:-2])), str(path[-1])), {})[path[-2]] = r.raw.strip()
    for (_, field), by_key in fields.items():
        keys = {stem(w) for k in by_key for w in field_words(k)}
        if len(by_key) < 2 or any(_words(word) <= keys for word in by_key.values()):  # "api" in `depends_on`: a sibling named
            continue
        named = [k for k in by_key if field_words(k) and {stem(w) for w in field_words(k)} <= said]
        if len(named) != 1:
            continue
        own = by_key[named[0]]
        if _words(own) <= said:
            continue
        for key, word in by_key.items():
            if key != named[0] and _words(word) <= said and _words(word) != _words(own):
                return Finding("moved", f"'{word}' is the {field} of {key}, not of {named[0]} (its {field} is "
                                        f"'{own}')", word)
    return None
