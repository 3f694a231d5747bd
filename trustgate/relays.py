"""The part of a user's chat sentence that relays another person's word not yet settled (moved out of turns.py, conv19).

Contract. `relayed(sentence)` returns the part of the sentence that relays another's word that is not settled: a
hedged verb, an opinion or advice ("my neighbour reckons ...", "a friend suggested ..."), a change to come or a
possibility ("my landlord says the rent goes up ..."), or one the user answers with "but" ("he says it was, but I
never got any paperwork"); None otherwise. `as_noun(text, at)` says a reporting word is a noun there ("to small
claims"). `REPORT` finds a reporting verb, `RUN_ON_RELAY` a relay run into the clause before it, as a transcript
writes it. turns.read keeps the part `relayed` returns as the chat's `reported`.

Why: "my doctor said my resting heart rate is 52" is the user's fact, but "my neighbour reckons the house sold for
£600k" is the neighbour's opinion: a claim of it must say it was relayed.
"""

from __future__ import annotations

import re

# another person's word relayed by the user ("my landlord says ...", "he reckons ..."): the verb, after a subject that
# is not the user
REPORT = re.compile(r"\b(?:says|said|say|tells\s+(?:me|us)|told\s+(?:me|us)|thinks|reckons|believes|claims|claimed|insists|swears|"
                     r"mentioned|suggests|suggested|recommends|recommended)\b", re.IGNORECASE)
_RELAY_START = re.compile(r"[:;,]\s*|\b(?:though|although|but|and|while|whereas|so)\s+", re.IGNORECASE)
_SPEAKER = frozenset("i we i've we've i'd we'd i'll we'll i'm we're you".split())  # the user (or the assistant) says it
_HEDGED = re.compile(r"\b(?:thinks|reckons|believes|claims|claimed|insists|swears|suggests|suggested|recommends|recommended)\b",
                     re.IGNORECASE)  # an opinion or advice, not a fact
# what a report says is not yet so: a change to come, a possibility
_UNSETTLED = re.compile(r"\b(?:will|'ll|going\s+to|could|might|would|may|should|goes\s+(?:up|down)|go(?:ing)?\s+(?:up|down)|"
                        r"rises?|falls?|increases?|decreases?)\b", re.IGNORECASE)

# a report's word after one of these is a noun ("to small claims", "the claims", "an insurance claims form")
_NOUN_BEFORE = re.compile(r"\b(?:the|a|an|my|our|his|her|their|your|of|to|in|for|any|no|these|those|small|legal|insurance)\s+$",
                          re.IGNORECASE)


def as_noun(text: str, at: int) -> bool:
    """A reporting word at `at` used as a noun ("to small claims", "the claims"), not as a verb."""
    return bool(_NOUN_BEFORE.search(text[:at]))


_DOUBT = re.compile(r",?\s*(?:which|that)\s+i\s+(?:doubt|don't\s+believe|question)\b|,?\s*(?:though\s+)?i\s+doubt\s+(?:it|that)\b"
                    r"|,?\s*(?:but\s+)?i'?m\s+not\s+(?:convinced|so\s+sure|sure\s+about\s+that)\b", re.IGNORECASE)
_OWN_AGAIN = re.compile(r",?\s+(?:and|so)\s+(?:i|we)(?:'ve|'m|'ll|'d)?\b", re.IGNORECASE)


# a relay run into the clause before it, as a transcript writes it ("the ten foot one he said twelve would never fit"):
# the one who says it after a word that ends a clause (not "and", "that", "because", ...)
RUN_ON_RELAY = re.compile(r"(\b(?!(?:and|but|or|so|that|because|since|as|if|when|though|although|while|what|who|which|where|said|says|"
                           r"told|think|thinks|reckon|reckons|know|knows)\b)[\w'-]+)\s+((?:he|she|they)\s+(?:said|says|reckons|"
                           r"thinks|told\s+(?:me|us)|tells\s+(?:me|us)|reckoned|thought)\b)")


def relayed(sentence: str) -> str | None:
    """The part of a user's sentence that relays another's word not yet settled: a hedged verb ("my neighbour reckons
    ..."), a change to come or a possibility ("my landlord says the rent goes up ..."), or one the user answers with
    "but" ("he says it was, but I never got any paperwork"); None when the sentence relays nothing of the kind."""
    m = next((r for r in REPORT.finditer(sentence) if not as_noun(sentence, r.start())), None)
    if m is None:
        return None
    head, *but = re.split(r",?\s+but\s+", sentence, maxsplit=1)
    doubt = _DOUBT.search(head, m.end())
    if doubt:  # "the seller says there's another offer, which I doubt": the user answers it as with "but"
        head, but = head[:doubt.start()], [head[doubt.end():]]
    # the relay starts at its own clause: not the assistant's question joined before it, nor "A Dexcom G7, though ..."
    start = max((b.end() for b in _RELAY_START.finditer(head, 0, m.start())), default=0)
    # in a sentence said without punctuation, at the one who says it ("the four kilowatt he said five would roast us")
    who = re.search(r"\b(?:he|she|they|(?:my|our|his|her|their)\s+[\w'-]+)\s+$", head[start:m.start()], re.IGNORECASE)
    start += who.start() if who else 0
    subject = re.findall(r"[\w']+", head[start:m.start()].lower())[-3:]
    if m.start() > len(head) or not subject or set(subject) & _SPEAKER:
        return None  # the user's own word ("I said", "I've told them") is the user's
    # it ends where the user speaks again ("my physio recommended swimming, and I've started going twice a week")
    own = _OWN_AGAIN.search(head, m.end())
    head = head[:own.start()] if own else head
    return head[start:].strip() if but or _HEDGED.search(m.group(0)) or _UNSETTLED.search(head[m.end():]) else None
