"""A value under one heading, claimed with the word that sets a sibling heading apart.

Contract. `sibling_moved(claim, parsed)` returns a "moved" finding when the output groups indented lines under
unindented headings, the claim's value sits under one heading only, and the claim says a word that only a sibling
heading has (siblings share two words or more: "Your current monthly payment" / "Your new monthly payment"), with no
word only its own heading has and not on the value's own line: "the new payment is $2,097.75" where $2,097.75 is the
total under "current". A claim that names no such word is left alone.

Why: the groups repeat their line names ("Total", "Escrow"), so the value is found on a line whose words the claim
says, and nothing compared the heading the value is under with the heading the claim names.
"""

from __future__ import annotations

from .. import spans as sp
from ..clauses import words_of
from ..values import extract
from .base import Finding
from .claim import Claim
from .prose import prose_same


def _groups(text: str) -> list[tuple[str, list[str]]]:
    """(heading, its indented lines) for each unindented line followed by indented ones."""
    out: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if not line.strip():
            out.append(("", []))
        elif line[0] in " \t" and out and out[-1][0]:
            out[-1][1].append(line)
        else:
            out.append((line, []))
    return [(h, members) for h, members in out if h and members]


def sibling_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    groups = _groups(parsed.text)
    if len(groups) < 2:
        return None
    heads = [set(words_of(h)) for h, _ in groups]
    said = set(claim.content)
    for v in claim.values:
        if v.kind == "state":
            continue
        under = [(i, line) for i, (_, members) in enumerate(groups) for line in members
                 if any(prose_same(v, x) for x in extract(line))]
        if len({i for i, _ in under}) != 1:
            continue
        i, line = under[0]
        on_line = set(words_of(line))
        for j, other in enumerate(heads):
            if j == i or len(other & heads[i]) < 2 or said & (heads[i] - other):
                continue
            apart = (said & (other - heads[i])) - on_line
            if apart:
                return Finding("moved", f"'{v.text}' is under '{groups[i][0].strip()}', the claim says "
                                        f"'{sorted(apart)[0]}' of '{groups[j][0].strip()}'", v.text)
    return None
