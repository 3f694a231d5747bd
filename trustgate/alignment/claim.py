"""The claim read for alignment: its values, names, content words, polarity and language; field vocabulary."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from .. import clauses as cl
from .. import spans as sp
from ..text import MONTHS, STOP_WORDS, stem
from ..values import Value, extract
from .base import CONNECTIVES, _FOREIGN, _NEGATIONS, _OF, _SMALL


prepare = cl.prepare
_CJK = cl._CJK


# (conv23) a time zone written after a clock time ("4:30pm ET", "09:00 GMT")
_ZONE = re.compile(r"(?:[ECMPAH][SD]?T|GMT|BST|CES?T|EES?T|UTC|IST|JST|AES?T|AED?T|SGT|HKT)")


def is_english(text: str) -> bool:
    if _CJK.search(text) or re.search(r"[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f]", text):
        return False
    # capitals are names and acronyms ("MIT" is no German "mit"); one foreign function word
    # in a long sentence is a loan word, two are a language
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", text) if not (len(w) > 1 and w.isupper())]
    foreign = sum(1 for w in words if w in _FOREIGN)
    return foreign == 0 or (foreign == 1 and len(words) > 5)


@dataclass(frozen=True)
class Claim:
    text: str
    values: tuple[Value, ...]
    tokens: tuple[str, ...]            # lower-case words, stop words included
    content: tuple[str, ...]           # content words outside values
    names: tuple[tuple[str, ...], ...]  # capitalised names, as word tuples
    clauses: tuple[tuple[str, ...], ...]  # content words per clause
    negated: bool
    english: bool


_IMAGE_TAG = re.compile(r"(?<![\w/.:-])([a-z][\w.\-/]*):v?(\d+(?:\.\d+)+[\w.\-]*?)(?![\w.:/-])")


def _num(word: str) -> int:
    digits = word.replace(",", "")
    return int(digits) if digits.isdigit() else _SMALL[word.lower()]


@lru_cache(maxsize=8192)
def read_claim(raw: str) -> Claim:
    text = prepare(raw)
    found = [(sp.size_value(v.text, v.start) or v) if v.kind == "identifier" else v for v in extract(text)]
    for m in _OF.finditer(text):  # "1 of the 3 replicas": the count and the ratio
        a, b = _num(m.group(1)), _num(m.group(2))
        if b:
            found = [v for v in found if not (m.start() <= v.start < m.end())]
            found.append(Value("number", Decimal(a), m.group(1), m.start(1), m.end(1)))
            found.append(Value("ratio", Fraction(a, b), m.group(), m.start(), m.end()))
    for m in _IMAGE_TAG.finditer(text):  # "the postgres:16.4 image": the tag is a version, as in an image cell
        if not any(v.start < m.end() and m.start() < v.end and v.kind != "identifier" for v in found):
            found = [v for v in found if not (v.start < m.end() and m.start() < v.end)]
            found += [replace(v, text=m.group(), start=m.start(), end=m.end()) for v in extract(f"version {m.group(2)}")]
    covered = [(v.start, v.end) for v in found if v.kind != "state"]
    english = is_english(text)

    def outside(m: re.Match) -> bool:
        return all(m.end() <= s or m.start() >= e for s, e in covered)

    word_matches = [m for m in re.finditer(r"[^\W_]+(?:['\-][^\W_]+)*", text) if outside(m)]
    tokens = tuple(m.group().lower() for m in re.finditer(r"[^\W_]+", text))
    content = tuple(dict.fromkeys(w for m in word_matches for w in [m.group().lower().removesuffix("'s")]
                                  if w not in STOP_WORDS and w not in _NEGATIONS and w not in CONNECTIVES
                                  and not w.isdigit() and len(w) > 1))
    names = []
    if english:
        starts = {0} | {m.end() for m in re.finditer(r"[.!?:]\s+", text)}
        run: list[str] = []
        for m in word_matches + [None]:  # type: ignore[list-item]
            word = m.group() if m else ""
            low = word.lower()
            capital = bool(m) and word[:1].isupper() and (low not in STOP_WORDS or low in MONTHS) and low not in ("dr", "mr", "mrs", "ms")
            if capital and not run and _modifying_acronym(text, m):  # "the MAC address": what kind of address, no name
                capital = False
            if capital and _ZONE.fullmatch(word) and any(v.kind in ("time", "datetime") and 0 <= m.start() - v.end <= 1 for v in found):
                capital = False  # (conv23) "at 4:30pm ET": the time's zone, no name
            if capital and (m.start() not in starts or _next_capital(text, m.end())):
                run.append(word.lower().removesuffix("'s"))
                continue
            if run:
                names.append(tuple(run))
            run = []
    parts = [p for p in cl._CLAUSE.split(text) if p and p.strip()]
    clause_words = tuple(tuple(w for w in content if re.search(rf"(?<![\w-]){re.escape(w)}", p.lower())) for p in parts)
    return Claim(text, tuple(sorted(found, key=lambda v: v.start)), tokens, content, tuple(dict.fromkeys(names)),
                 clause_words, cl.negated(text), english)


def _modifying_acronym(text: str, m: re.Match) -> bool:
    """An acronym followed by a lower-case word that is no function word ("MAC address", "TLS certificate", not "the
    CLI is") modifies that word."""
    word = m.group()
    nxt = re.match(r"\s+([a-z][\w'-]*)", text[m.end():])
    return len(word) > 1 and word.isupper() and word.isalpha() and nxt is not None and nxt.group(1) not in STOP_WORDS


def _next_capital(text: str, pos: int) -> bool:
    m = re.match(r"\s+([A-Z][\w'-]*)", text[pos:])
    return bool(m) and m.group(1).lower() not in STOP_WORDS


class Vocab:
    """Stems of the span's words; a claim word matches its stem or one that extends it by a few letters."""

    def __init__(self, words: set[str]):
        self.stems = {stem(w) for w in words if w}

    def has(self, word: str) -> bool:
        s = stem(word)
        if s in self.stems or stem(word + "s") in self.stems:  # "live" and "lives" stem apart
            return True
        if word.endswith("ies") and stem(word[:-1]) in self.stems:  # "beanies" of a "Beanie" ("cherries" stem as "cherry")
            return True
        if len(s) >= 4 and any(s[:k] in self.stems for k in range(4, len(s))):
            return any(len(s) - k <= 4 for k in range(4, len(s)) if s[:k] in self.stems)
        return len(s) >= 4 and any(t.startswith(s) and len(t) - len(s) <= 4 for t in self.stems)


def _synonyms_of(word: str, synonyms: dict[str, tuple[str, ...]]) -> set[str]:
    """The word and its synonyms; a plural field word has its singular's ("stargazers_count": stargazer: stars)."""
    single = word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word
    return {word, *synonyms.get(word, ()), *synonyms.get(single, ())}


def said_stems(claim: Claim) -> set[str]:
    """(gt28) The stems of every word the claim says, stop words too: what a key, a label or a field name the
    claim names by all its words is checked against."""
    return {stem(t) for t in claim.tokens}
