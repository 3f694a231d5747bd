"""Which field of a record a claim's words name, and where a value's own words in the claim end.

Contract: `_name_tokens(claim)` is the stems of the claim's words that may name a field (its numbers' digits left out);
`_taxed(text, tokens)` reads "including VAT" / "before VAT" as naming the gross / net amount; `_field_score(record,
tokens, synonyms)` how well those words name the record's field (2 a word of its own name, 1 of an enclosing one);
`_kin` a field word named by a derived form ("expiry": "expires"); `_PARTS` where a value's words end in the claim;
`_show` / `_where` how a value and a record are named in a finding.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from .. import wordnet
from ..text import STOP_WORDS, stem
from ..values import Value
from .base import UNIT_WORDS
from .claim import Claim, _synonyms_of

# (gt15) "including VAT" names the gross amount, "before VAT" (excluding, ex, net of) the net one: not the tax column
_WITH_TAX = re.compile(r"\b(?:including|incl\.?|inc\.?|with|plus)\s+(vat|gst|tax|taxes|sales tax)\b", re.IGNORECASE)
_WITHOUT_TAX = re.compile(r"\b(?:before|excluding|excl\.?|ex|net of|without|pre)[\s-]+(vat|gst|tax|taxes|sales tax)\b", re.IGNORECASE)


def _taxed(text: str, tokens: frozenset[str]) -> frozenset[str]:
    """The words naming a field, with a tax said as included or left out read as the gross or the net amount."""
    for pattern, words in ((_WITH_TAX, ("gross", "total")), (_WITHOUT_TAX, ("net", "subtotal"))):
        m = pattern.search(text)
        if m:
            tokens = tokens - {stem(w) for w in m.group(1).lower().split()} | {stem(w) for w in words}
    return tokens

def _field_score(record: sp.Record, tokens: frozenset[str], synonyms: dict[str, tuple[str, ...]], own: bool = False) -> int:
    """How well the claim's words name this record's field: 2 for each word of the field's own name the claim says
    (or a synonym of it), 1 for each word of an enclosing name. A claim word counts once ("replicas" names the
    replicas field, not availableReplicas twice over through the synonym available: replicas). With `own`, only
    the field's own name counts."""
    score, used = 0, set()
    last = len(record.path) - 1
    numbered = [w for w in sp.field_words(record.path[-1]) if w.isdigit()] if record.path else []
    if numbered and not set(numbered) & tokens and any(t.isdigit() for t in tokens):
        return 0  # the "1 minute" load average is not the one a "15-minute" claim names
    for i in range(last, -1 if not own else last - 1, -1):
        part = record.path[i]
        words = sp.field_words(part)
        for k, w in enumerate(words):
            if w in STOP_WORDS or w in UNIT_WORDS and i == last and len(words) > 1:
                continue
            if k and words[k - 1].lower() in _NEGATING and not tokens & _NEGATING:
                continue  # (gt25) issuesNotCompleted is not named by a claim that says "completed" and no "not"
            said = {t for x in _synonyms_of(w, synonyms) for t in _kin(stem(x), tokens)} - used
            if not said and len(words) == 1 and _run_together(w, tokens):
                score += 1  # (gt25) a part named only "cachemiss", by "cache misses": weaker than a word of its own
                continue
            if said:
                used.add(stem(w) if stem(w) in said else min(said))
                score += 2 if i == last else 1
    return score


_NEGATING = frozenset({"not", "non", "no"})


def _run_together(w: str, tokens: frozenset[str]) -> set[str]:
    """(gt25) Two words a field's name runs into one ("cachemiss", "recursivereplies"), each said by the claim ("cache
    misses"): the claim's stems of the two, when some cut of the word into parts of three letters or more gives them."""
    w = w.lower()
    for k in range(3, len(w) - 2):
        left, right = stem(w[:k]), stem(w[k:])
        if w.isalpha() and left in tokens and right in tokens and left != right:
            return {left, right}
    return set()

# endings that make a noun of a verb or a verb of a noun, past what the stemmer cuts: "expiry" and "expires"
# (expir-), "arrival" and "arrives", "departure" and "departs", "creation" and "created"
_DERIVED = ("e", "y", "al", "ure", "ion", "ation", "ment")


def _kin(s: str, tokens: frozenset[str]) -> set[str]:
    """The claim's word stems that are `s` or a derived form of the same word (one is the other plus an ending of
    _DERIVED, the shorter of four letters or more): a field's "expiry" is named by a claim's "expires"."""
    if s in tokens:
        return {s}
    kin = {t for t in tokens if min(len(t), len(s)) >= 4 and (t.startswith(s) and t[len(s):] in _DERIVED
                                                               or s.startswith(t) and s[len(t):] in _DERIVED)}
    if 3 <= len(s) <= 4 and _abbreviated(s):  # memcached's curr_connections: "current connections"
        kin |= {t for t in tokens if t.startswith(s) and len(t) >= len(s) + 2}
    return kin


def _abbreviated(s: str) -> bool:
    """A short field word no dictionary form has ("curr", "conn", "req"): the opening letters of a longer word."""
    return wordnet.noun(s) is False and wordnet.forms(s) == {s}


# ... and "out of" before a count with its own noun ("3 data nodes out of 5 nodes": "data" is not the 5's)
_PARTS = re.compile(r"[,;]|\b(?:and|with|against|but|while|whereas)\b|\bout of(?=\s+[\d.,]+\s+[A-Za-z])", re.IGNORECASE)  # where a value's words end
_COUNT_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve "
                                                  "thirteen fourteen fifteen".split())}


def _name_tokens(claim: Claim) -> frozenset[str]:
    """The claim's words that may name a field: the digits of a number the claim states are its value, not a name
    ("1.42" names no "1 minute" field), and a number word names a field spelled with digits ("one-minute")."""
    text = claim.text
    for v in claim.values:
        if v.kind in ("number", "quantity", "money", "ratio", "version", "date", "datetime", "time"):
            text = text[:v.start] + " " * (v.end - v.start) + text[v.end:]
    words = [w.removesuffix("'s") for t in cl.words_of(text) for w in t.split("-")]  # "the response's": response
    return frozenset(stem(w) for w in words) | frozenset(_COUNT_WORDS[w] for w in words if w in _COUNT_WORDS)


def _show(v: Value) -> str:
    return f"'{v.text}'"


def _where(r: sp.Record) -> str:
    return f"the {r.field} of row {r.row}" if r.row else f"the {r.field}"
