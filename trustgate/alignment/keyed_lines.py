"""(gt28) Keyed lines in a free-form output: a value the claim gives one key, printed on another key's line.

Contract. `keyed_moved(claim, parsed)` returns a "moved" finding when an output read as prose holds lines that each
open with a key of words and a colon (`Hardening index : 67 [####    ]`, `  - Tests performed: 262`) or a heading
with its count in brackets (`Warnings (2):`, `Suggestions (31):`), the claim names exactly one such key by all its
words, and the claim's one value (a number, quantity, share, amount or duration) is not on that key's line but is on
the line of another key none of whose words the claim says: "the hardening index is 262" where 262 is
`Tests performed`, "Lynis raised 31 warnings" where 31 counts the suggestions. A value no keyed line holds, one
on the line of a key the claim also names ("ran 262 tests"), a claim of two values ("got 100 instead of 95"), a chat's
turns and lines whose value runs past five tokens (a sentence, no reading) are left to the other checks.

Why: an output that mixes keyed lines with banners, bars and messages is read as prose, where a value is found
wherever it is printed; its key, printed first on the line, ties it to what it measures.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..text import STOP_WORDS, stem
from ..values import extract
from .base import Finding
from .claim import Claim, said_stems
from .prose import prose_same

# "Hardening index : 67", "- Tests performed: 262", "Warnings (2):": a key of one to five words, then its value
_KEYED = re.compile(r"^\s*(?:[-*!+]\s+)?([A-Za-z][A-Za-z'/-]*(?: [A-Za-z][A-Za-z'/-]*){0,4})\s*"
                    r"(?:\((\d[\d,.]*)\)\s*:\s*$|:\s+(\S.*)$)")
COUNTED = ("number", "quantity", "ratio", "money", "duration")
_SHORT = 5  # a keyed line's value is a reading, a few tokens: "Agent Ravi: Your PAC is ..." is a turn of a chat


def _key_words(key: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z]+", key.casefold()) if w not in STOP_WORDS and len(w) >= 3}


def keyed_lines(text: str) -> list[tuple[set[str], str, str]]:
    """(key words, key, value text) of every keyed line; a heading's bracketed count is its value."""
    out = []
    for line in text.splitlines():
        m = _KEYED.match(line)
        if m and _key_words(m.group(1)):
            out.append((_key_words(m.group(1)), m.group(1).strip(), m.group(2) or m.group(3)))
    return out


def keyed_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    counted = [v for v in claim.values if v.kind in COUNTED]
    if parsed.kind != "prose" or parsed.chat is not None or len(counted) != 1:
        return None
    lines = [(words, key, value) for words, key, value in keyed_lines(parsed.text) if len(value.split()) <= _SHORT]
    if len(lines) < 3:
        return None
    said = said_stems(claim)
    named = [i for i, (words, _, _) in enumerate(lines) if words <= said]
    if len({lines[i][1].casefold() for i in named}) != 1:
        return None
    own = [x for i in named for x in extract(lines[i][2])]
    for v in claim.values:
        if v.kind not in COUNTED or any(prose_same(v, x) for x in own):
            continue
        for words, key, value in lines:
            if words & said:
                continue
            if any(prose_same(v, x) for x in extract(value)):
                return Finding("moved", f"'{v.text}' is on the line of {key} ('{key}: {value.strip()}'), not of "
                                        f"{lines[named[0]][1]}", v.text)
    return None
