"""(gt29) Lines that each open with a count, then say what they count: a count claimed for one line, printed on another.

Contract. `count_moved(claim, parsed)` returns a "moved" finding when an output read as prose holds a run of three
lines or more that each open with a bare count and go on with what it counts (`ruff check --statistics`: `142  E501
[ ] line-too-long`; `sort | uniq -c`: `  31 GET /health`), the claim names exactly one of those lines by every word
of what it counts (a hyphenated or snake_case name split into its words: "unused imports" names `unused-import`),
and the claim's one number is not that line's count but another line's: "142 unused imports" where 142 counts the
line-too-long findings. A claim naming no line, or two, a number no line counts and a chat are left to the other
checks.

Why: such a listing has no header, and its key comes last; read as prose, any line's count grounds any claim.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..text import STOP_WORDS, stem
from .base import Finding
from .claim import Claim, said_stems

_COUNTED = re.compile(r"^\s*(\d[\d,]*)\s+(\S.*?)\s*$")
_RUN = 3  # lines alike enough to be a listing, no sentences that happen to open with a number


def _named_by(rest: str) -> set[str]:
    """What a line counts, as word stems: its words of three letters or more, a code's letters left out ("E501")."""
    words = re.findall(r"[A-Za-z]+(?![A-Za-z]*\d)", re.sub(r"[A-Z]+\d+\b", " ", rest))
    return {stem(w.casefold()) for w in words if len(w) >= 3 and w.casefold() not in STOP_WORDS}


def _said(word: str, said: set[str]) -> bool:
    """A word the claim says, its plural too ("apostrophes" for `missing-apostrophe`: stems that differ by an end)."""
    return word in said or any(len(s) >= 5 and (s.startswith(word) or word.startswith(s)) and abs(len(s) - len(word)) <= 2
                               for s in said)


def counted_lines(text: str) -> list[tuple[int, str, set[str]]]:
    """The longest run of consecutive count-first lines: (count, the rest of the line, what it counts)."""
    best: list[tuple[int, str, set[str]]] = []
    run: list[tuple[int, str, set[str]]] = []
    for line in text.splitlines() + [""]:
        m = _COUNTED.match(line)
        named = _named_by(m.group(2)) if m else set()
        if m and named:
            run.append((int(m.group(1).replace(",", "")), m.group(2), named))
            continue
        best = run if len(run) > len(best) else best
        run = []
    return best if len(best) >= _RUN else []


def count_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    numbers = [v for v in claim.values if v.kind == "number"]
    if parsed.kind != "prose" or parsed.chat is not None or len(numbers) != 1 or len(claim.values) != 1:
        return None
    lines = counted_lines(parsed.text)
    said = said_stems(claim)
    named = [(n, rest) for n, rest, words in lines if all(_said(w, said) for w in words)]
    if len(named) != 1:
        return None
    v = numbers[0]
    own, rest = named[0]
    if v.norm == own:
        return None
    other = next((r for n, r, _ in lines if n == v.norm and r != rest), None)
    if other is None:
        return None
    return Finding("moved", f"'{v.text}' counts '{' '.join(other.split())}', not '{' '.join(rest.split())}' (which counts {own})", v.text)
