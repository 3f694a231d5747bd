"""Whose a sentence of a chat is, and whose a claim's subject is (alignment/chat.holder_moved reads them).

Contract. `holder(text, own, first_only=..., seen=...)` returns the `Holder` of a sentence: the user (`USER`: "I",
"my resting heart rate", a name in `own`), another person by relation or name ("my colleague Ben", "Emma", "Oliver's
coach"; "he" or "she" is someone the user spoke of, never the user), or None when it names no one ("it", "they", a
sentence without a person). After a reporting verb ("my doctor said my ... is") the words reported decide. A
capitalised word is a name only where `_name` allows (not after an article or a preposition, no acronym, month or
weekday, not a thing WordNet knows unless the chat writes it capitalised mid-sentence). `kin` gives one name for a
relation ("kids" / "children"). Moved out of alignment/chat.py (conv16) unchanged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import retakes, wordnet
from ..text import STOP_WORDS, stem
from ..values import extract
from .relayed import REPORTED
from .roles import ROLE_NOUNS

PEOPLE = ROLE_NOUNS | frozenset(stem(w) for w in (
    "colleague coworker co-worker boss friend roommate flatmate neighbour neighbor kid kids children mom mum dad "
    "grandma grandpa grandad granddad granny gran nan nana stepmum stepmom stepdad sibling baby dog cat puppy kitten"
    ).split())
_FIRST = frozenset("i i'm i've i'd i'll me we we're we've user you you're".split())
_OWN = frozenset("my our your user's users".split())
_ME = frozenset("me us my our i".split())
_WORD = re.compile(r"(?<![\w'’])[A-Za-z0-9][\w'’-]*")  # whole words and numbers ("1440p", "144 Hz")
# a month's name or its short form ("Oct", "Sept"), not a name that starts like one ("Maya", "Marcus", "Julian")
_MONTH = re.compile(r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
                    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?", re.IGNORECASE)
_OPENERS = frozenset("yes no oh okay ok sorry actually also well hmm sure thanks not just mostly usually then so around "
                     "what's who's where's how's".split())
_PREPOSITIONS = frozenset("in at on to from with by into onto near via of for about like than after before".split())
# a capitalised word after these is a thing or a place ("at Fernhill", "in Bermondsey", "a Worcester combi")
_NOT_BEFORE_NAME = frozenset("a an the this that these those in at on to from with by into onto near via of for "
                             "about like than".split())
# a clause's first word is a person when a verb follows it ("Marcus is on leave", "Priya leads"), not in an answer
# that only names a thing ("Penicillin.", "Sheffield, in a two-bed flat")
_VERBISH = re.compile(r"(?:is|was|are|were|has|had|have|does|did|do|will|would|can|could|should|must|might|may|"
                      r"[a-z]+s|[a-z]+ed)$")
_THIRD = frozenset("he she he's she's his".split())  # a person spoken of ("His left ear is worse"): in a chat, never the user


# the words a chat uses for one relation ("our two kids" / "the user's children", "Mum" / "mother"), as stems
_KIN = {stem(w): k for k, ws in {
    "child": "child children kid kids", "mother": "mother mum mom mummy mommy", "father": "father dad daddy",
    "grandmother": "grandmother grandma gran granny nan nana", "grandfather": "grandfather grandpa grandad granddad",
    "grandchild": "grandchild grandchildren grandkid grandkids"}.items() for w in ws.split()}


def kin(word: str) -> str:
    """One name for a relation however the chat writes it ("kids", "children" -> "child")."""
    return _KIN.get(stem(word.lower()), stem(word.lower()))


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
        return bool(self.relation and other.relation and kin(self.relation) != kin(other.relation))


USER = Holder(True)


def _name(word: str, first: bool, before: str | None = None, after: str | None = None,
          seen: frozenset[str] = frozenset()) -> bool:
    """A person's name: capitalised, no common word, month, weekday or value, no acronym ("ISA", "EE"); not after
    an article or a preposition; at a clause's start only before a verb (`before`/`after`: the words around it,
    when known), and not a word WordNet knows as a thing ("Budget is tight", "Lavender bars: 140", "Today's Tuesday")
    unless the chat also writes it capitalised inside a sentence (`seen`: "my aunt Rose")."""
    base = word.lower().replace("’", "'").removesuffix("'s")
    if not word[0].isupper() or base in STOP_WORDS or word.lower() in _FIRST or (len(word) > 1 and word.isupper()):
        return False  # "When's the deadline" names no one
    if first and before is None and base not in seen and wordnet.noun(base) and not wordnet.owner(base):
        return False
    if before is not None and (any(ch.isdigit() for ch in before) or "-" in before and extract(before.split("-")[0])):
        return False  # after a measure ("144 Hz", "a six-man Coleman tent", "a 300-litre Bosch"): a unit or a brand
    if _MONTH.fullmatch(word) and len(word) >= 3:
        return False  # a month ("in October"), not a person
    if before is not None and (before.lower() in _NOT_BEFORE_NAME or before[0].isupper()):
        return False  # a thing or a place; or a later word of a name whose first word decides ("on Mill Road")
    if first and before is None and after is not None and not word.lower().endswith("'s") and not _VERBISH.match(after.lower()):
        return False
    return not (first and word.lower() in _OPENERS) and not extract(word) and not retakes.weekday(word)


def _of(words: list[str], i: int, own: frozenset[str]) -> Holder:
    """What a possessive at `i` ("my", "the user's", "Oliver's") names: a person noun within three words (with the
    name after it), else the possessor itself."""
    for j in range(i + 1, min(i + 4, len(words))):
        if j > i + 1 and _VERBISH.match(words[j].lower()) and wordnet.noun(words[j - 1].lower()):
            break  # "my flight leaves Heathrow": a verb after the thing, no name's relation
        named = j + 1 < len(words) and words[j].lower() not in STOP_WORDS and _name(words[j + 1], False, words[j])
        if stem(words[j].lower()) in PEOPLE or named:  # a relative, or anything the user calls by a name ("greyhound Biscuit")
            return Holder(False, stem(words[j].lower()), frozenset({words[j + 1].lower()} if named else ()))
    owner = words[i].lower().removesuffix("'s").removesuffix("’s")
    if owner in _OWN or owner in {"user"} or owner in own:
        return USER
    return Holder(False, None, frozenset({owner}))


# "They're fitted next week", "It's booked": "they" or "it" contracted is nobody known, as "they" is
_IT_THEY = frozenset("they're they've they'll they'd it's it'll it'd he'll she'll he'd she'd".split())


# a word after a name's "'s" that makes it "has" or "is" ("Priya's got Covid", "Tom's been offered it", "Sam's not
# coming"): the name is the subject, not an owner
_HAS_IS = frozenset("got been gone going just never always already not still also now done coming moving leaving staying "
                    "driving bringing doing taking working away off".split())


def holder(text: str, own: frozenset[str], *, first_only: bool = False, seen: frozenset[str] = frozenset()) -> Holder | None:
    """Whose a sentence (or a claim: `first_only`, its subject) is; None when it names no one. A name after "is"
    ("The garage is Hendry Motors") says what the thing is, not whose the sentence is. `seen`: the words the chat
    writes capitalised inside a sentence (names, whatever WordNet knows them as)."""
    m = None if first_only else REPORTED.search(text)
    words = _WORD.findall(text[m.end():] if m else text)
    skip = 0
    linked = False  # a copula passed: what follows says what the subject is
    for i, w in enumerate(words[:3] if first_only else words):
        low = w.lower().replace("’", "'")
        if i and low in ("is", "was", "are", "were"):
            linked = True
        if low in _THIRD and not first_only and (low != "his" or i == 0):  # "with his new hearing aids" says whose the aids are
            # someone the user spoke of: not the user; one who does something to the user right after ("She's referring
            # me for physio") says nothing of whose it is
            return None if {x.lower() for x in words[i + 1:i + 4]} & {"me", "us"} else Holder(False)
        if low in ("he", "she", "they", "him", "her", "them", "it") or low in _IT_THEY:
            return None
        if first_only and low in ("the", "a"):
            continue
        if low in _FIRST:
            return USER
        before, after = (words[i - 1] if i else None), (words[i + 1] if i + 1 < len(words) else "")
        if i == 1 and before is not None and before.lower() in _OPENERS:
            before = None  # "No, Pepper is on kitten food": the name opens the clause
        if i < skip:
            continue
        if low in _OWN and before is not None and before.lower() in _PREPOSITIONS:
            skip = i + 3  # "lives with my aunt Rosa": the aunt is who it is with, not whose it is
            continue
        if low.endswith("'s") and after.lower() in _HAS_IS and _name(w, before is None, before, seen=seen):
            found = USER if low[:-2] in own else Holder(False, None, frozenset({low[:-2]}))  # "Priya's got Covid": Priya has
        elif low in _OWN or (low.endswith("'s") and (low[:-2] in own or low[:-2] == "user" or _name(w, i == 0, before, seen=seen))):
            found = _of(words, i, own)
        elif _name(w, before is None, before, after, seen) and not (linked and not first_only):
            found = USER if low in own else Holder(False, None, frozenset({low}))
        else:
            found = None
        if found is not None:
            # another person who does something to the user ("my doctor put me on ...") says nothing of whose it is
            later = {x.lower() for x in words[i + 1:]}
            return None if not found.user and not first_only and later & _ME else found
        if first_only and low not in ("the", "a"):
            # a claim about a person by their role or kin ("The landlord pays ...", "The dog is 3"), else no one known
            return Holder(False, stem(low)) if stem(low) in PEOPLE and i and words[i - 1].lower() in ("the", "a") else None
    return None
