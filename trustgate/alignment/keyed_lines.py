"""(gt28) Keyed lines in a free-form output: a value the claim gives one key, printed on another key's line.

Contract. `keyed_moved(claim, parsed)` returns a "moved" finding when an output read as prose holds lines that each
open with a key of words and a colon (`Hardening index : 67 [####    ]`, `  - Tests performed: 262`) or a heading
with its count in brackets (`Warnings (2):`, `Suggestions (31):`), the claim names exactly one such key by all its
words, and the claim's one value (a number, quantity, share, amount or duration) is not on that key's line but is on
the line of another key none of whose words the claim says: "the hardening index is 262" where 262 is
`Tests performed`, "Lynis raised 31 warnings" where 31 counts the suggestions. A value no keyed line holds, one
on the line of a key the claim also names ("ran 262 tests"), a claim of two values ("got 100 instead of 95"), a chat's
turns and lines whose value runs past five tokens (a sentence, no reading) are left to the other checks.

(gt29) `field_moved(claim, parsed)` reads a document's header of several `Key: value` fields a line ("Port of loading:
Ningbo   Port of discharge: Los Angeles"), beside a table or prose, each field apart (see its docstring).

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


def keyed_lines(text: str, fields: bool = False) -> list[tuple[set[str], str, str]]:
    """(key words, key, value text) of every keyed line; a heading's bracketed count is its value. `fields`: a line
    of several `Key: value` fields set apart by three spaces or more (a document's header: "Port of loading: Ningbo
    Port of discharge: Los Angeles") gives each field apart."""
    out = []
    for line in text.splitlines():
        parts = _APART.split(line) if fields and _APART.search(line.strip()) else [line]
        matched = [_KEYED.match(p) for p in parts]
        if len(parts) > 1 and not all(matched):
            continue  # a table's row, or a field beside words of no field: no line of fields
        for m in matched:
            if m and _key_words(m.group(1)):
                out.append((_key_words(m.group(1)), m.group(1).strip(), m.group(2) or m.group(3)))
    return out


_APART = re.compile(r"(?<=\S)\s{3,}(?=\S)")
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]{2,})\b")  # a place or a name the claim gives, not its first word


def field_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """(gt29) A document's header of several `Key: value` fields a line, beside its table or prose: a value the claim
    gives the one key it names by all its words ("the net weight is 3,284.5 kg"), held by no field of that key but by
    a key the claim names only in part (`Gross weight: 3,284.5 kg`), is moved (a claim of one such value); so is a name ("the port of discharge
    is Columbus") held by a key none of whose words the claim says (`Place of delivery: Columbus, OH`)."""
    if parsed.chat is not None:
        return None
    lines = [(words, key, value) for words, key, value in keyed_lines(parsed.text, fields=True) if len(value.split()) <= _SHORT]
    if len(lines) < 3:
        return None
    said = said_stems(claim)
    named = [i for i, (words, _, _) in enumerate(lines) if words <= said and len(words) >= 2]
    if len({lines[i][1].casefold() for i in named}) != 1:
        return None
    key_words = {w.casefold() for w in re.findall(r"[A-Za-z]+", lines[named[0]][1])}
    own = " ".join(lines[i][2] for i in named).casefold()
    held = [x for i in named for x in extract(lines[i][2])]
    counted = [v for v in claim.values if v.kind in COUNTED]
    for v in counted if len(counted) == 1 else []:  # "the net weight is 3,284.5 kg": the gross weight's, a sibling
        if any(prose_same(v, x) for x in held):  # key the claim half says
            continue
        for words, key, value in lines:
            if not words <= said and any(prose_same(v, x) for x in extract(value)):
                return Finding("moved", f"'{v.text}' is the {key} ('{key}: {value.strip()}'), not the {lines[named[0]][1]}",
                               v.text)
    for name in _NAME.findall(claim.text):
        if name.casefold() in key_words or re.search(rf"\b{name.casefold()}\b", own):
            continue
        for words, key, value in lines:
            if not words & said and re.search(rf"\b{name}\b", value):
                return Finding("moved", f"'{name}' is the {key} ('{key}: {value.strip()}'), not the {lines[named[0]][1]}", name)
    return None


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
