"""A claim that says what section an item is in ("README.md is staged", "zod is a dev dependency", "x/crypto is a
direct dependency") or what version a listed item has, against the line the output lists it on (sections.py).

Contract. `section_findings(claim, parsed)` returns (findings, borne_out). Items are the output's listed names the
claim says whole (longest first); the claim's subject is the first of them in the claim.
- Each kind the claim's words give its subject holds when the subject's section is of that kind (or, in a denial,
  is not), and fails when its section is of another kind of the same group, or when it is in no section of the
  group while the output has a section of that kind ("tokio is a dev-dependency" where `[dev-dependencies]` lists
  only insta). `borne_out` is True when a kind the claim gives was found so: a denial ("has not been staged yet")
  the output bears out by its section, not by a word it prints.
- A version the claim writes right after an item's name ("axum 0.4.3") must be on that item's line when the
  output prints it on another line (axum-core's).
"""

from __future__ import annotations

import re

from .. import sections
from .. import spans as sp
from ..text import STOP_WORDS
from .base import Finding
from .claim import Claim


def _named(claim: Claim, listed: list[sections.Entry]) -> list[tuple[int, str]]:
    """(position in the claim, name) of each listed name the claim says whole, longest names first taken."""
    text = claim.text.lower()
    out: list[tuple[int, str]] = []
    for name in sorted({e.name.lower() for e in listed}, key=len, reverse=True):
        if len(name) < 3 or name in STOP_WORDS or any(name in t for _, t in out):
            continue
        m = re.search(rf"(?<![\w/.@-]){re.escape(name)}(?![\w/@-]|\.\w)", text)
        if m:
            out.append((m.start(), name))
    return sorted(out)


def section_findings(claim: Claim, parsed: sp.Parsed) -> tuple[list[Finding], bool]:
    if parsed.chat is not None or parsed.records and parsed.kind not in ("settings", "mapping", "json"):
        return [], False
    listed = sections.entries(parsed.text)
    named = _named(claim, listed)
    if not named:
        return [], False
    findings = _versions(claim, parsed.text, listed, named)
    said = sections.claim_kinds(claim.content)
    kinds: dict[str, set[tuple[str, str]]] = {}
    for e in listed:
        kinds.setdefault(e.name.lower(), set()).update(e.kinds)
    everywhere = set().union(*kinds.values())
    borne_out = False
    name = named[0][1]
    for group, kind in said:
        mine = {k for g, k in kinds[name] if g == group}
        if mine:
            holds = kind in mine
        elif (group, kind) in everywhere:
            holds = False
        else:
            continue
        if holds != claim.negated:
            borne_out = True
            continue
        where = ", ".join(sorted(mine)) or f"not {kind}"
        findings.append(Finding("moved_field", f"the claim says {name} is {'not ' if claim.negated else ''}{kind}; "
                                               f"the output lists it as {where}", name))
    return findings, borne_out


def _versions(claim: Claim, text: str, listed: list[sections.Entry], named: list[tuple[int, str]]) -> list[Finding]:
    out = []
    for v in claim.values:
        if v.kind != "version":
            continue
        number = v.text.split()[-1]  # "Django 5.0.8" is one version value: its name, then its number
        at = v.end - len(number)
        before = [(pos, n) for pos, n in named if pos < at and not claim.text[pos + len(n):at].strip(" @=:v")]
        if not before:
            continue
        name = before[-1][1]
        digits = re.escape(number.lower().lstrip("v"))
        pattern = rf"(?<![\d.]){digits}(?![\w]|\.\d)"
        lines = [e.line for e in listed if e.name.lower() == name]
        if any(re.search(pattern, ln.lower()) for ln in lines) or not re.search(pattern, text.lower()):
            continue
        out.append(Finding("moved_row", f"'{v.text}' is not on the line of {name} ('{lines[0].strip()}')", v.text))
    return out


def listing_words(parsed: sp.Parsed) -> frozenset[str]:
    """The words a dependency listing implies (sections.implied); none in a chat."""
    return frozenset() if parsed.chat is not None else sections.implied(parsed.text)
