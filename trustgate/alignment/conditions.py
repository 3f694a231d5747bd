"""A claim that keeps the condition of a plan the user made on one ("If it rains on Saturday, the user will take the
kids to the cinema" from "if it's dry we'll go to the park, if it rains we'll do the cinema instead").

Contract. `kept(claim, parsed)` returns None when the claim states no condition ("if", "unless") or no supposition of
the user's (turns.py) shares two of its words with a branch of it (one in the branch itself, the other perhaps in
the words before the first "if"); else (the supposition, fits): `fits` is True when
every word of the claim found in one branch of the supposition is found in the same branch (the words before its
first "if", the plan's topic, go with every branch), False when the claim joins one branch's condition to another's
plan ("If it rains, the user will go to the park").

Why: turns.py keeps a conditional plan out of what the user asserted, so a claim that states the plan as settled is
refused; a claim that keeps the condition says what the user said, and is refused on the supposition's words alone.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from ..text import STOP_WORDS, stem
from .claim import Claim

_IF = re.compile(r"\b(?:if|unless)\b", re.IGNORECASE)
# words any branch may say: the chat's people and the little verbs of a plan
_ANY = frozenset(stem(w) for w in "user users we i they go do will would have get take".split())


def _words(text: str) -> set[str]:
    return {stem(w) for w in cl.words_of(text) if w.lower() not in STOP_WORDS} - _ANY


def kept(claim: Claim, parsed) -> tuple[str, bool] | None:
    chat = parsed.chat
    if chat is None or not _IF.search(claim.text):
        return None
    said = _words(claim.text)
    best: tuple[int, str, bool] | None = None
    for sentence in chat.supposed:
        head, *branches = _IF.split(sentence)
        if not branches:
            continue
        topic = _words(head)
        parts = [_words(b) for b in branches]
        for k, part in enumerate(parts):
            shared = len(said & (part | topic))
            if shared < 2 or not said & part:
                continue
            others = set().union(*(p for j, p in enumerate(parts) if j != k)) - part - topic
            fits = not (said & others)
            if best is None or (fits, shared) > (best[2], best[0]):
                best = (shared, sentence, fits)
    return None if best is None else (best[1], best[2])
