"""A claim that keeps the user's own hedge (chat spans): the supposition it keeps is what the user said.

Contract. `stated(parsed, claim)` returns the chat read with the user's suppositions (turns.py `supposed`) whose hedge
the claim keeps moved into what the user asserted, or `parsed` itself when the claim keeps none. A hedge is kept when
the claim and the supposition say one of a kind: a possibility or a plan only considered ("might", "maybe",
"perhaps", "thinking of", "considering": "The user might go to the Lake District in the autumn" from "Maybe we'll go in
the autumn instead", "The user is thinking of visiting the Tate Modern on the 12th" from "I'm thinking of going on the
12th"), a wish or a hope ("hopes to", "would like"), or the condition of a plan the claim keeps (conditions.py: "If the
user gets the promotion, they will be on £58,000"). Questions are never stated so, nor a supposition whose hedge the
claim drops ("The user is going to the Lake District in the autumn" stays refused).

Why: turns.py keeps the user's suppositions out of what they asserted, so their values ground nothing; a claim that
keeps the hedge says no more than the user did, and its values are the supposition's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import spans as sp
from . import conditions
from .claim import Claim

# one kind of hedge each: a possibility or a plan only considered, a wish or a hope
_KINDS = (re.compile(r"\b(?:might|may|could|maybe|perhaps|possibly|thinking\s+(?:of|about)|considering|contemplating|"
                     r"toying\s+with)\b", re.IGNORECASE),
          re.compile(r"\b(?:wish(?:es)?|hop(?:e|es|ing)|(?:would|'d)\s+(?:like|love))\b", re.IGNORECASE))


def _kept(claim: str, sentence: str) -> bool:
    return not sentence.rstrip().endswith("?") and any(k.search(claim) and k.search(sentence) for k in _KINDS)


def stated(parsed: sp.Parsed, claim: Claim) -> sp.Parsed:
    chat = parsed.chat
    if chat is None or not chat.supposed:
        return parsed
    condition = conditions.kept(claim, parsed)
    kept = [s for s in chat.supposed if _kept(claim.text, s) or condition is not None and condition[1] and s == condition[0]]
    if not kept:
        return parsed
    chat = replace(chat, asserted=chat.asserted + tuple(kept), context=tuple(s for s in chat.context if s not in kept),
                   supposed=tuple(s for s in chat.supposed if s not in kept))
    return sp._conversation(chat)  # the chat's own reading (spans.py), its kept suppositions stated
