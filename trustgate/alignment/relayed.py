"""A claim that keeps another person's hedged word as theirs (chat spans).

`kept_as_theirs(claim, sentence)`: the claim relays what the sentence relays ("The luthier thinks the bridge might be
lifting" from "The luthier reckons the bridge might be lifting too"): it names the person the sentence names before
its reporting verb, with a reporting verb of its own, and keeps the sentence's hedge ("might", "probably"). Such a
claim says no more than the user did, so a sentence the chat reads as a supposition still supports it.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from ..text import STOP_WORDS, stem
from .claim import Claim

REPORTED = re.compile(r"\b(?:said|says|told\s+(?:me|us|the\s+user)|tells\s+(?:me|us|the\s+user)|thinks|mentioned|reckons|claims|believes|according\s+to\s+\w+|"
                      r"suggests|suggested|recommends|recommended|estimated|estimates|reckoned|thought|expects|expected|swears|swore|insists|insisted|claimed)\b",
                      re.IGNORECASE)
_HEDGED = re.compile(r"\b(?:might|may|could|possibly|probably|perhaps|maybe|likely)\b", re.IGNORECASE)


def _words(text: str) -> set[str]:
    return {stem(w) for w in cl.words_of(text) if w.lower() not in STOP_WORDS} - {"user"}


def kept_as_theirs(claim: Claim, sentence: str) -> bool:
    """Whether the claim relays the sentence's reported, hedged word as the reporter's (see the module)."""
    mine, theirs = REPORTED.search(claim.text), REPORTED.search(sentence)
    if mine is None or theirs is None:
        return False
    reporter = _words(claim.text[:mine.start()])
    if not reporter or not reporter <= _words(sentence[:theirs.start()]):
        return False
    return not _HEDGED.search(sentence[theirs.end():]) or bool(_HEDGED.search(claim.text[mine.end():]))


def of_reporter(claim: Claim, relayed: str) -> bool:
    """The claim says only what the words naming the reporter say ("Karen is the user's manager" from "My manager Karen
    told me that Dev is leaving"): the user's own words, not the relayed ones."""
    verb = REPORTED.search(relayed)
    said = _words(claim.text)
    return verb is not None and bool(said) and said <= _words(relayed[:verb.start()])
