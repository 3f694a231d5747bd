"""A claim word swapped for its opposite ("dislikes hiking" where the source says "enjoys hiking"), for another
word inside a phrase the source has ("a distributed file system" where it says "a distributed database system"), or
a verb put in a tense the source does not give it ("will launch" where it says "launched").

An opposite is only evidence against a claim where it stands in the claim word's place: the
source has the opposite followed by the same content word or value that follows the claim word
(what a verb or an adjective governs: "dislikes hiking", "heavy packs"; for a word that ends
the claim, preceded by the same word), and nowhere has the claim word itself there. "The clinic
closes at 6pm" beside "The clinic opened in 2015 ... open from 8am to 6pm" is not a finding;
"removed offline mode" beside "added offline mode and removed the legacy sync engine" is. The pairs come from the rule
file (`grounding.opposites`), stemmed, read both ways. A word the claim and the source share is
never an opposite of itself, and a denial is left to polarity (prose.py).
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..text import STOP_WORDS, stem
from .base import Finding

_TOKEN = re.compile(r"[^\W_][\w'-]*|\d[\d.,:/-]*\w*")
_FUNCTION = STOP_WORDS | {"the", "a", "an", "of", "in", "on", "at", "to", "for", "by", "with", "from", "and", "or", "but", "is",
                          "are", "was", "were", "be", "been", "has", "have", "had", "its", "their", "his", "her", "this", "that"}


def table(pairs: list[list[str]] | tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    """Stem -> the stems of its opposites, both ways."""
    out: dict[str, set[str]] = {}
    for a, b in pairs:
        sa, sb = stem(a.lower()), stem(b.lower())
        out.setdefault(sa, set()).add(sb)
        out.setdefault(sb, set()).add(sa)
    return {k: frozenset(v) for k, v in out.items()}


def _content(text: str, keep: dict[str, frozenset[str]]) -> list[tuple[str, str]]:
    """(stem, word as written) of each content token in order; numbers kept as written; a function word that has an
    opposite ("over", "before") kept too."""
    out = []
    for m in _TOKEN.finditer(text):
        w = m.group(0).lower().strip("'")
        if not w:
            continue
        s = w if w[0].isdigit() else stem(w)
        if w not in _FUNCTION or s in keep:
            out.append((s, m.group(0)))
    return out


def opposed(claim: str, parsed: sp.Parsed, opposites: dict[str, frozenset[str]]) -> Finding | None:
    """The first claim word whose opposite stands in its place in a sentence of the source, as a finding."""
    if not opposites or not parsed.clauses:
        return None
    mine = _content(claim, opposites)
    sentences: dict[int, list[str]] = {}
    for c in parsed.clauses:
        sentences.setdefault(c.sentence, []).append(c.text)
    theirs = [(" ".join(texts), _content(" ".join(texts), opposites)) for texts in sentences.values()]
    for i, (s, written) in enumerate(mine):
        against = opposites.get(s)
        if not against:
            continue
        side = 1 if i + 1 < len(mine) else -1  # what the word governs ("dislikes hiking", "heavy packs"), else what precedes
        if not 0 <= i + side < len(mine):
            continue
        near = mine[i + side][0]
        for text, toks in theirs:
            spots = [(j, t) for j, (t, _) in enumerate(toks) if t in against and 0 <= j + side < len(toks) and toks[j + side][0] == near]
            if not spots:
                continue
            if any(t == s and 0 <= j + side < len(toks) and toks[j + side][0] == near for j, (t, _) in enumerate(toks)):
                continue  # the source also says the claim's own word there
            j = spots[0][0]
            return Finding("contradicted", f"'{written}': the source says '{toks[j][1]}' there ('{text.strip()}')", written)
    return None


def substituted(claim: str, parsed: sp.Parsed) -> Finding | None:
    """One word swapped inside a phrase the source has: the claim's word is nowhere in the source, and the source has
    the same word before it and the same word after it around another word ("a distributed file system" beside "a
    distributed database system", "30 fresh mint leaves" beside "30 fresh basil leaves"). Only words that do not read
    as a verb form (-ed, -ing: "established in 1923" for "founded in 1923" is a rewording), between two words (not
    values); names are checked as names."""
    if not parsed.clauses:
        return None
    mine = _content(claim, {})
    said = {t for c in parsed.clauses for t, _ in _content(c.text, {})}
    sentences: dict[int, list[str]] = {}
    for c in parsed.clauses:
        sentences.setdefault(c.sentence, []).append(c.text)
    theirs = [(" ".join(texts), _content(" ".join(texts), {})) for texts in sentences.values()]
    for i in range(1, len(mine) - 1):
        s, written = mine[i]
        if s in said or not _noun_like(written) or not mine[i - 1][1].isalpha() or not mine[i + 1][1].isalpha():
            continue
        left, right = mine[i - 1][0], mine[i + 1][0]
        for text, toks in theirs:
            for j in range(1, len(toks) - 1):
                if toks[j - 1][0] == left and toks[j + 1][0] == right and toks[j][0] != s and _noun_like(toks[j][1]):
                    return Finding("contradicted", f"'{written}': the source says '{toks[j - 1][1]} {toks[j][1]} "
                                                   f"{toks[j + 1][1]}' ('{text.strip()}')", written)
    return None


def _noun_like(word: str) -> bool:
    return word.isalpha() and word.islower() and not word.endswith(("ed", "ing")) and len(word) > 2


_FUTURE = re.compile(r"\b(?:will|shall|is going to|are going to)\s+(?:not\s+)?(?:be\s+)?([a-z]+)", re.IGNORECASE)
_PAST = re.compile(r"\b([a-z]{3,}ed)\b", re.IGNORECASE)


def _tenses(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(stem -> how the future says it: "will launch", stem -> how a past form says it: "launched")."""
    future = {_verb_stem(m.group(1)): m.group(0) for m in _FUTURE.finditer(text)}
    past = {_verb_stem(m.group(1)): m.group(1) for m in _PAST.finditer(text)}
    return future, past


def _verb_stem(word: str) -> str:
    """A verb's stem, its doubled last consonant undone ("shipped" -> ship, like "ship")."""
    return re.sub(r"([b-df-hj-np-tv-z])\1$", r"\1", stem(word.lower()))


def tense_swapped(claim: str, parsed: sp.Parsed) -> Finding | None:
    """A verb the source says only in the future that the claim says in the past ("Orion-7 conducted experiments"
    beside "Orion-7 will conduct experiments"), or the other way ("will launch on June 3" beside "launched on June
    3"): what was planned is not what happened."""
    if not parsed.clauses:
        return None
    mine_future, mine_past = _tenses(claim)
    theirs_future, theirs_past = _tenses(parsed.text)
    for s, said in sorted(mine_future.items()):
        if s in theirs_past and s not in theirs_future:
            return Finding("contradicted", f"the claim says '{said}', the source '{theirs_past[s]}': it already happened", said)
    for s, said in sorted(mine_past.items()):
        if s in theirs_future and s not in theirs_past:
            return Finding("contradicted", f"the claim says '{said}', the source '{theirs_future[s]}': it has not happened yet", said)
    return None
