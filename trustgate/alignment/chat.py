"""What a claim written from a user/assistant chat must respect (the span read by turns.py): the user's last
correction, what the user stated rather than asked or supposed, and whose the fact is.

- `corrected`: the claim gives a value the user took back ("the 14th" after "I got the date wrong, the flight
  is on the 16th") and not the value that replaced it.
- `supposed`: the claim's words are said more fully in a question or a supposition ("what if I rented a car?",
  "is there a way to share the calendar with my mother?") than in any sentence the user stated: at least two of
  them, and more than the best stated sentence has.
- `holder_moved`: the sentences that hold the claim's values (or, for a claim without values, most of its
  words) say them of another person than the claim: the user's fact given to a relative ("my husband earns
  about 65,000" for "the user earns about 65,000"; "I'm lactose intolerant" for "the user's wife is lactose
  intolerant"), or a colleague's to the user. Whose a sentence is: the first person it names ("I", "my
  colleague Ben", "Emma", "Oliver's coach"; "my resting heart rate" is the user's), after a reporting verb
  ("my doctor said my ... is"); another person who then names the user ("my doctor put me on ...") is no one's
  known; a clause that names no one belongs to the one its sentence named before it.
  A sentence that names no one, or a pronoun, is nobody's known: nothing is refused on it.
Chat spans only: other prose has no first person that stands for the user.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import clauses as cl
from .. import spans as sp
from .. import turns
from ..text import STOP_WORDS, stem
from ..values import extract, same
from .base import Finding
from .claim import Claim
from .prose import _clause_words, _shared, prose_same
from .roles import ROLE_NOUNS

PEOPLE = ROLE_NOUNS | frozenset(stem(w) for w in (
    "colleague coworker co-worker boss friend roommate flatmate neighbour neighbor kid kids children mom mum dad "
    "grandma grandpa sibling baby dog cat puppy kitten").split())
_FIRST = frozenset("i i'm i've i'd i'll me we we're we've user you you're".split())
_OWN = frozenset("my our your user's users".split())
_ME = frozenset("me us my our i".split())
_REPORTED = re.compile(r"\b(?:said|says|told\s+me|tells\s+me|thinks|mentioned|reckons|according\s+to\s+\w+)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_MONTH = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*", re.IGNORECASE)
_OPENERS = frozenset("yes no oh okay ok sorry actually also well hmm sure thanks not just mostly usually then so".split())


@dataclass(frozen=True)
class Holder:
    user: bool
    relation: str | None = None
    names: frozenset[str] = frozenset()

    def differs(self, other: Holder) -> bool:
        if self.user or other.user:
            return self.user != other.user
        if self.names and other.names:
            return not self.names & other.names
        return bool(self.relation and other.relation and self.relation != other.relation)


USER = Holder(True)


def _name(word: str, first: bool) -> bool:
    if not word[0].isupper() or word.lower() in STOP_WORDS or word.lower() in _FIRST:
        return False
    if _MONTH.fullmatch(word) and len(word) >= 3:
        return False  # a month ("in October"), not a person
    return not (first and word.lower() in _OPENERS) and not extract(word) and not turns.weekday(word)


def _of(words: list[str], i: int, own: frozenset[str]) -> Holder:
    """What a possessive at `i` ("my", "the user's", "Oliver's") names: a person noun within three words (with the
    name after it), else the possessor itself."""
    for j in range(i + 1, min(i + 4, len(words))):
        if stem(words[j].lower()) in PEOPLE:
            after = words[j + 1] if j + 1 < len(words) and _name(words[j + 1], False) else None
            return Holder(False, stem(words[j].lower()), frozenset({after.lower()} if after else ()))
    owner = words[i].lower().removesuffix("'s").removesuffix("’s")
    if owner in _OWN or owner in {"user"} or owner in own:
        return USER
    return Holder(False, None, frozenset({owner}))


def holder(text: str, own: frozenset[str], *, first_only: bool = False) -> Holder | None:
    """Whose a sentence (or a claim: `first_only`, its subject) is; None when it names no one."""
    m = None if first_only else _REPORTED.search(text)
    words = _WORD.findall(text[m.end():] if m else text)
    for i, w in enumerate(words[:3] if first_only else words):
        low = w.lower().replace("’", "'")
        if low in ("he", "she", "they", "him", "her", "them", "it"):
            return None
        if first_only and low in ("the", "a"):
            continue
        if low in _FIRST:
            return USER
        if low in _OWN or (low.endswith("'s") and (low[:-2] in own or low[:-2] == "user" or _name(w, i == 0))):
            found = _of(words, i, own)
        elif _name(w, i == 0):
            found = USER if low in own else Holder(False, None, frozenset({low}))
        else:
            found = None
        if found is not None:
            # another person who does something to the user ("my doctor put me on ...") says nothing of whose it is
            later = {x.lower() for x in words[i + 1:]}
            return None if not found.user and not first_only and later & _ME else found
        if first_only and low not in ("the", "a"):
            return None
    return None


def corrected(claim: Claim, chat: turns.Conversation) -> Finding | None:
    low = claim.text.lower()
    for old, new in chat.corrected:
        olds, news = extract(old), extract(new)
        if olds and news:
            says_old = any(same(v, o) for v in claim.values for o in olds)
            says_new = any(prose_same(v, n) for v in claim.values for n in news)
        else:
            says_old, says_new = turns.weekday(old) in turns.weekdays(low), turns.weekday(new) in turns.weekdays(low)
        if says_old and not says_new:
            return Finding("corrected", f"the user corrected '{old}' to '{new}'", old)
    return None


def supposed(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    chat = parsed.chat
    anchors = {stem(w) for w in claim.content} - {"user"}
    if chat is None or not chat.context or not anchors:
        return None
    best_said = max((_shared(_clause_words(c), anchors) for c in parsed.clauses), default=0)
    asked = [(_shared({stem(w) for w in cl.words_of(s) if w not in STOP_WORDS}, anchors), s) for s in chat.context]
    n, sentence = max(asked, key=lambda a: a[0])
    if n >= 2 and n > best_said:
        return Finding("supposed", f"the source asks or supposes this, the user does not state it ('{sentence}')")
    return None


def holder_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    chat = parsed.chat
    if chat is None or not parsed.clauses:
        return None
    own = frozenset(w.lower() for n in chat.names for w in cl.words_of(n))
    theirs = holder(claim.text, own, first_only=True)
    if theirs is None:
        return None
    whose: dict[int, Holder | None] = {}
    last: dict[int, Holder | None] = {}
    for i, c in enumerate(parsed.clauses):
        h = holder(c.text, own)
        whose[i] = h if h is not None else last.get(c.sentence)
        last[c.sentence] = whose[i]
    values = [v for v in claim.values if v.kind != "state"]
    if values:
        support = [i for i, c in enumerate(parsed.clauses) if any(prose_same(v, x) for v in values for x in c.values)]
    else:
        own_words = {"user"} | ({theirs.relation} if theirs.relation else set()) | set(theirs.names)
        anchors = {stem(w) for w in claim.content} - own_words
        shared = [_shared(_clause_words(c), anchors) for c in parsed.clauses]
        best = max(shared, default=0)
        support = [i for i, n in enumerate(shared) if n == best and best > 0]
    known = [whose[i] for i in support if whose[i] is not None]
    if support and len(known) == len(support) and all(theirs.differs(h) for h in known):  # type: ignore[union-attr]
        c = parsed.clauses[support[0]]
        return Finding("holder", f"the source says this of someone else than the claim ('{c.text}')")
    return None


def chat_findings(claim: Claim, parsed: sp.Parsed) -> list[Finding]:
    if parsed.chat is None or not claim.english:
        return []
    found = (corrected(claim, parsed.chat), supposed(claim, parsed), holder_moved(claim, parsed))
    return [f for f in found if f is not None]
