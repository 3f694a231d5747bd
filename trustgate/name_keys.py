"""The word keys a candidate's stored facts are proposed by, besides the similarity signals: the names of its subject,
and the first of them when a description follows ("Fenwick & Lowe, the accountants on Bridge Street"). The conflict
stage looks these up in the index's inverted word lists (or in every fact, on the full scan)."""

from __future__ import annotations

import re

from . import wordnet
from .holders import holding
from .sentence import Reading
from .sentence_words import FIRST_PERSON, stem
from .slot_words import acronyms
from .text import words


def subject_keys(text: str, r: Reading) -> tuple[frozenset[str], ...]:
    """The word tokens (text.words) of the names in the reading's subject ("Northwind", "Acme Corp"), for a role
    statement of what the role is of ("radiology" in "Radiology is led by Dr. Braun"), or else of the subject's words
    ("The society's treasurer is Lucy Brandt, as announced in the spring newsletter": society, treasurer): a stored
    fact that holds them all may be about the same thing, however else it is worded, so the slot compares it. When the
    subject's names go on past its first name ("Fenwick & Lowe, the accountants on Bridge Street"), the first name's
    words are a second key: a fact that names the firm but not its street is proposed too."""
    held = holding(r)
    key = held.of if held is not None else r.subject_names or r.subject - {FIRST_PERSON}
    if not key:
        return ()
    whole = frozenset(w for w in words(text) if stem(w) in key)
    head = words(" ".join(head_name(r))) if held is None and r.subject_names else frozenset()
    keys = (whole, head) if head and head != whole and len(head) > 1 else (whole,) if whole else ()
    # initials among the names ("Riverside KC" for "Riverside Korfball Club"): the other names alone are a key too, so
    # that a fact naming the thing in full is proposed (the slot then reads both with the initials)
    spelled = frozenset(w.lower() for w in acronyms(text)) & whole if whole and any(c.isupper() for c in text[1:]) else frozenset()
    keys = (*keys, whole - spelled) if spelled and whole - spelled else keys
    coined = _coined_opener(text) if held is None and not r.subject_names else None
    return (*keys, frozenset({coined})) if coined and coined in whole and len(whole) > 1 else keys


def _coined_opener(text: str) -> str | None:
    """The sentence's first word when it can only be a name: capitalised and unknown to WordNet as a noun or a verb
    ("Quayline boats come along three times an hour": the reader, seeing it first, does not call it a name); a fact
    naming the thing by it is proposed too."""
    first = re.match(r"([A-Z][a-z]{3,})(?:['’]s?)?\s", text)
    if first is None:
        return None
    word = first.group(1).lower()
    return word if wordnet.noun(word) is False and wordnet.verb(word) is False and wordnet.adverb(word) is False else None




def head_name(r: Reading) -> list[str]:
    """The subject's first run of name words, in its tokens' order ("hope", "house" of "The Hope House shop on Kings
    Street")."""
    run: list[str] = []
    for t in r.tokens[:r.subject_end]:
        if stem(t) in r.subject_names:
            run.append(t)
        elif run:
            break
    return run
