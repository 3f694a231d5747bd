"""(gt28) Tick boxes: a label with `[ ]`, `[X]` or `[V]` beside it says yes or no, and the claim must agree.

Contract. `boxed(claim, parsed)` returns (finding, agreed). It reads the boxes of an output that prints two or more
(`Statutory employee [ ]   Retirement plan [X]`, `- Firewall   [V]`, `- [x] Write the tests`): an empty box says no;
a tick (`V`, `✓`, `✔`) says yes; a cross (`X`) says yes on a form, but no in an output that ticks with `V` elsewhere
(Lynis prints `[V]` for found and `[X]` for missing); `?` and `-` say nothing. When the claim names exactly one label
by all its words, the finding is a "polarity" one if the claim affirms what its box says no to, or denies what it says
yes to; `agreed` is True when the claim denies what the box says no to ("no malware scanner was found"), so a denial
the prose check would find unsupported is borne out.

`flag_column(claim, parsed)` reads a table's column of marks the same way (a row marked "true", the others blank).

Why: a box's mark is a yes or no no word of the output spells, so word coverage finds the label printed and
the claim affirmed whatever the box held.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..cells import field_words
from ..text import STOP_WORDS, stem
from .base import Finding
from .claim import Claim, said_stems
from .line_keys import _named

_AFTER = re.compile(r"([A-Za-z][\w'/-]*(?: [A-Za-z][\w'/-]*){0,4})\s*\[([ xXvV\u2713\u2714\u2717\u2718?-]?)\]")
_BEFORE = re.compile(r"^\s*(?:[-*+]\s+)?\[([ xXvV\u2713\u2714\u2717\u2718?-]?)\]\s+([A-Za-z][^\[\]\n]{0,60}?)\s*$", re.M)
_YES, _NO = frozenset("vV\u2713\u2714"), frozenset(" \u2717\u2718")


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z]+", text.casefold()) if w not in STOP_WORDS}


def boxes(text: str) -> list[tuple[str, bool]]:
    """(label, yes) of every box whose mark says yes or no."""
    found = [(m.group(1), m.group(2)) for m in _AFTER.finditer(text)]
    found += [(m.group(2), m.group(1)) for m in _BEFORE.finditer(text)]
    ticks = any(mark in _YES for _, mark in found)
    out = []
    for label, mark in found:
        mark = mark or " "
        if mark in _YES or mark in "xX" and not ticks:
            out.append((label.strip(), True))
        elif mark in _NO or mark in "xX":
            out.append((label.strip(), False))
    return out


def boxed(claim: Claim, parsed: sp.Parsed) -> tuple[Finding | None, bool]:
    found = boxes(parsed.text)
    if len(found) < 2:
        return None, False
    said = said_stems(claim)
    named = [(label, yes) for label, yes in found if _words(label) and _words(label) <= said]
    if len({label.casefold() for label, _ in named}) != 1 or len({yes for _, yes in named}) != 1:
        return None, False
    label, yes = named[0]
    if yes == claim.negated:
        box = "ticked" if yes else "left empty"
        return Finding("polarity", f"the box of '{label}' is {box}: the claim says the opposite", label), False
    return None, claim.negated and not yes


_TRUE = frozenset("true yes y x \u2713 \u2714 *".split())
_FALSE = frozenset(("", "false", "no", "n", "-"))



def flag_column(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A column of marks (gcloud's PREEMPTIBLE: "true" on some rows, nothing on the others) is a box per row: a claim
    that names one row and the column's name ("bastion is a preemptible VM") must find the row marked, and a claim
    that denies it must find the row blank. None unless every mark the column prints says yes."""
    if parsed.kind != "table":
        return None
    said = said_stems(claim)
    rows: dict[int, set[str]] = {}
    cells: dict[tuple[int, str], dict[str, str]] = {}
    for r in parsed.records:
        if r.row and r.path:
            rows.setdefault(r.table, set()).add(r.row)
            cells.setdefault((r.table, str(r.path[-1])), {})[r.row] = r.raw.strip().casefold()
    for (table, field), column in cells.items():
        words = {stem(w) for w in field_words(field)}
        marks = {v for v in column.values() if v not in _FALSE}
        if not words or not words <= said or not marks or not marks <= _TRUE:
            continue
        named = [row for row in rows[table] if len(row.split()[0]) >= 2 and _named(row.split()[0], claim.text)]  # its key
        if len(named) != 1:
            continue
        marked = column.get(named[0], "") in _TRUE
        if marked == claim.negated:
            return Finding("polarity", f"row {named[0]} is {'marked' if marked else 'blank'} under {field}: the claim "
                                       f"says the opposite", field)
    return None
