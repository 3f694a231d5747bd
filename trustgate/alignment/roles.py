"""A person given another person's role: "Commander Priya Nair" where the source has "Flight Engineer Priya
Nair" and "Commander Elena Vasquez"; "Alice Smith's son is named David" beside "her husband David".

The claim gives a name a role when a role noun stands right before it ("Commander Priya Nair", "her husband
David"), or in "X's <role> is (named) <name>", "<name> is the <role> (of ...)" or "the <role> ... is <name>". The
source gives the name a role by a role noun right before it (an honorific such as "Dr." and a comma between may
stand there too: "The current director, Margaret Chen"). When the source gives the name roles and none is the
claim's, or gives it none and the claim's role to another name, the claim moved a role to another person. Role nouns are kinship words and titles (ROLE_NOUNS); any
other word before a name says nothing here.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..text import STOP_WORDS, stem
from .base import Finding

ROLE_NOUNS = frozenset(stem(w) for w in (
    "husband wife spouse partner son daughter child brother sister mother father parent uncle aunt cousin nephew niece "
    "grandson granddaughter grandmother grandfather boyfriend girlfriend fiance fiancee stepson stepdaughter "
    "commander captain pilot copilot engineer specialist scientist director manager president chair chairman "
    "chairwoman ceo cto cfo coo founder cofounder owner lead leader head coach teacher principal doctor nurse "
    "physician surgeon dentist lawyer attorney assistant secretary treasurer editor author winner runner-up "
    "mentor supervisor landlord tenant").split())
_HONORIFIC = r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Sr|Jr)\.?\s+)?"


def _roles_before(text: str, name: str) -> set[str]:
    """Role nouns standing right before each occurrence of `name` in `text`."""
    found = set()
    for m in re.finditer(rf"([A-Za-z][\w-]*)\s*,?\s+{_HONORIFIC}{re.escape(name)}\b", text):
        w = stem(m.group(1).lower())
        if w in ROLE_NOUNS:
            found.add(w)
    return found


def _claimed(text: str, name: str) -> set[str]:
    """The role nouns the claim gives `name` (see the module docstring)."""
    n = re.escape(name)
    roles = _roles_before(text, name)
    patterns = (rf"(?:'s|’s|\bher|\bhis|\btheir|\bthe)\s+([\w-]+)\s+(?:is|was)\s+(?:now\s+)?(?:named\s+|called\s+)?{_HONORIFIC}{n}\b",
                rf"\b{n}\s+(?:is|was)\s+(?:now\s+)?(?:the|her|his|their|(?:[A-Z][\w-]*\s+)*[\w-]+(?:'s|’s))\s+(?:[\w'’-]+\s+){{0,2}}?([\w-]+)"
                rf"(?=\s+(?:of|at|for|on|in)\b|[.,;!?]|$)")
    for p in patterns:
        for m in re.finditer(p, text):
            w = stem(m.group(1).lower())
            if w in ROLE_NOUNS:
                roles.add(w)
    return roles


def role_moved(claim: str, names: tuple[tuple[str, ...], ...], parsed: sp.Parsed) -> Finding | None:
    """The first name of the claim that the claim gives a role the source gives it not, while the source gives it
    another role, as a finding."""
    if not parsed.clauses:
        return None
    source = parsed.text
    first = re.match(r"\s*([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)", claim)  # a sentence's first word is not read as a name
    opening = (tuple(w.lower() for w in first.group(1).split()),) if first else ()
    for words in names + opening:
        for core in (words[-2:], words[-1:]):  # "Priya Nair" of "Commander Priya Nair"; a first name alone ("David")
            shown = _as_written(claim, core)
            if shown is None or not re.search(rf"\b{re.escape(shown)}\b", source):
                continue
            claimed = _claimed(claim, shown)
            given = _roles_before(source, shown)
            if claimed and given and not claimed & given:
                return Finding("moved", f"'{shown}': the claim makes them {', '.join(sorted(claimed))}, the source "
                                        f"{', '.join(sorted(given))}", shown)
            if claimed and not given:  # the source gives the claimed role to someone else ("her husband David")
                other = _holder(source, claimed, shown)
                if other is not None:
                    return Finding("moved", f"'{shown}': the claim makes them {', '.join(sorted(claimed))}; in the "
                                            f"source that is {other}", shown)
            break
    return None


def _holder(source: str, roles: set[str], name: str) -> str | None:
    """Another name the source gives one of `roles` to, right after the role noun ("husband David")."""
    for m in re.finditer(rf"([A-Za-z][\w-]*)\s*,?\s+{_HONORIFIC}([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)", source):
        if stem(m.group(1).lower()) in roles and name not in m.group(2) and m.group(2) not in name:
            return m.group(2)
    return None


def _as_written(text: str, words: tuple[str, ...]) -> str | None:
    m = re.search(r"\b" + r"\s+".join(re.escape(w) for w in words) + r"\b", text, re.IGNORECASE)
    return m.group(0) if m else None


# fields of records: who does what a verb says ("assigned to" names the assignee, "reported by" the reporter)
_AGENT = ("ee", "er", "or")


def sibling_role_moved(r: sp.Record, o: sp.Record, claim_words: set[str], tokens: frozenset[str]) -> bool:
    """The same field of two sibling objects told apart by their role (an issue's creator.name and assignee.name, a
    comparison's base_commit...author.name and merge_base_commit...author.name), where the claim names o's role
    better than r's ("assigned to" the creator's name) and states none of o's own words: the claim gives o r's
    words. Not when r's cell names o ("api" in web.depends_on, beside services.api: a reference, no role)."""
    a, b = r.path, o.path
    if not (len(a) == len(b) > 1 and a[-1] == b[-1] and sum(x != y for x, y in zip(a[:-1], b[:-1])) == 1):
        return False
    if set(cl.words_of(r.raw)) & {w for p in b for w in sp.field_words(p)}:
        return False
    if all(stem(w) in claim_words for w in cl.words_of(o.raw)):
        return False
    i = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
    return _role_said(b[i], tokens) > _role_said(a[i], tokens)


def _role_said(name: str, tokens: frozenset[str]) -> int:
    """How many words of an object's name the claim says, when it says them all (0 otherwise): a word, or the verb
    of its agent noun ("assigned": assignee); "merge base commit" says 3 of merge_base_commit, 2 of base_commit."""
    words = [stem(w) for w in sp.field_words(name) if w not in STOP_WORDS]
    def said(w: str) -> bool:
        return w in tokens or any(len(t) >= 4 and w.startswith(t) and w[len(t):] in _AGENT for t in tokens)
    return len(words) if words and all(said(w) for w in words) else 0
