"""One sentence read for slot comparison (slots.py compares two readings).

The typed values (values/) are taken out of the sentence, and so are names (capitalised
words) that follow the verb: those are what the sentence *says*. The verb is the first
auxiliary or known verb ("is", "has", "runs", "was led"; not a word after a possessive or a
determiner, nor a base form between a noun and a finite verb), or failing that a word ending
in -s/-ed after the first noun; a leading phrase ended by a comma ("In 2012, ...") is
skipped. Content words before the verb are the *subject*, content words after it the
*predicate*. A verb of change ("was moved to") reads like a copula; a name said to be a role
("Dr. Lindqvist is now Ben's physician") reads as the role being the name. Where a word stands (a name, a noun in a
verb's place, a finite verb, an ordinal) is sentence_positions.py's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from decimal import Decimal
from functools import lru_cache
from typing import Any


from . import wordnet
from .provenance import canonical_slot_part
from .rephrase import rephrase
from .text import STOP_WORDS
from .values import RATE, Lexicon, Value, extract, period_after
from .sentence_positions import (AFTER_PRONOUN, BEFORE_NUMBER, DATUM, DET_PREP, FUNCTION_WORDS, LEAD_FOCUS,
                                 ORDINAL_DIGITS, OWNING_DETERMINERS, VERB_GROUP, VERB_GROUP_PARTICLES, after_name,
                                 finite_form, initial_name, is_name, last_of_time, leading_when, manner,
                                 member_positions, modifying_acronym, noun_mine, noun_position, number_said,
                                 ordinal_digits, plural_before_aux, verb_after_plural, plural_before_past, progressive, squash,
                                 where_to)
from .sentence_words import (ADVERBS, APPROXIMATELY, AS_ROLE_VERBS, AS_ROLE_WORDS, AUXILIARIES, BASE_ONLY, BE_HAVE,
                             CHANGE_MARKERS, CHANGE_PARTICLES, CHANGE_VERBS, CHOICE_VERBS, CLAUSE_LINKS, COPULAS,
                             DETERMINERS, FIRST_PERSON, NEGATIONS, ORDINALS, ORDINAL_UNITS, OUT_OF,
                             PASSIVE_GET, PREPOSITIONS, QUALIFIERS, VERBS, MONTH_FULL, state_names_which, stem)

_WORD = re.compile(r"[^\W_](?:[\w'’.-]*[^\W_])?")


@dataclass(frozen=True)
class Reading:
    """One sentence read for slot comparison."""

    text: str
    subject: frozenset[str]  # stemmed, case-folded content words before the verb (names and identifiers included)
    subject_names: frozenset[str]  # the subject's capitalised words and identifiers
    predicate: frozenset[str]  # stemmed content words after the verb (verb group included), values and names left out
    verb: str | None  # the verb as written, or None when none was found
    names: frozenset[str]  # capitalised words after the verb (stemmed, case-folded): part of what the sentence says
    objects: frozenset[str]  # predicate words after the verb group
    values: tuple[Value, ...]
    negated: bool  # the main clause is negated (outside a state value, which carries its own polarity)
    explicit: tuple[str, str] | None  # (subject, attribute) in canonical form, when the write named both
    verbs: frozenset[str] = frozenset()  # stems of the verb group's words ("was scaled" -> scale)
    complement: frozenset[str] = frozenset()  # after a bare copula, the words up to a preposition: the value ("is bank transfer")
    subject_values: tuple[Value, ...] = ()  # identifiers and numbers that name the subject ("Customer 40917", "build-host-7")
    initial: str | None = None  # a first word read as a name only by its position ("Bob manages", "Flight LH 1234")
    tokens: tuple[str, ...] = ()  # every word in order, case-folded; a value as its written text
    value_at: frozenset[int] = frozenset()  # positions in `tokens` that hold a typed value
    subject_end: int = 0  # the verb's position in `tokens` (everything before it is the subject part)
    change: frozenset[str] = frozenset()  # a verb of change read as a copula ("was moved to"): its stems

    def __hash__(self) -> int:
        """The hash of every field, as the dataclass would make it, computed once: a reading is a key of the caches of
        what the slot rules derive from one sentence (`slots.derived`), asked of each stored fact and the candidate
        once per pair compared (issue 19)."""
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", h)
        return h

    @property
    def frame(self) -> frozenset[str]:
        return self.subject | self.predicate

    @property
    def words(self) -> frozenset[str]:
        """Everything the sentence says outside its typed values: subject, predicate and names."""
        return self.subject | self.predicate | self.names

    @property
    def valued(self) -> bool:
        return bool(self.values or self.names or self.complement)

    @property
    def about(self) -> frozenset[str]:
        """The words that say what the sentence is about: its frame without the verb and without a copula's value."""
        return self.frame - self.verbs - self.complement

    def describe(self) -> dict[str, Any]:
        if self.explicit:
            return {"how": "explicit", "subject": self.explicit[0], "attribute": self.explicit[1]}
        return {"how": "derived", "subject": " ".join(sorted(self.subject)) or None,
                "attribute": " ".join(sorted(self.predicate - self.complement)) or None, "verb": self.verb}


@lru_cache(maxsize=65536)
def _read(text: str, subject: str | None, attribute: str | None, lexicon: Lexicon | None) -> Reading:
    values = tuple(v for v in extract(text, lexicon, often=True) if not where_to(text, v))
    # (how often a thing happens is a frequency: slot_kinds.py)
    # one stream of tokens: words of the text outside values, and the values themselves in place
    stream: list[tuple[int, str, Value | None]] = []
    cut = 0
    for v in values:
        stream.extend((cut + m.start(), m.group(0), None) for m in _WORD.finditer(text[cut:v.start]))
        stream.append((v.start, v.text, v))
        cut = v.end
    stream.extend((cut + m.start(), m.group(0), None) for m in _WORD.finditer(text[cut:]))
    # the period of a rate said after what is measured ("300 kg of cheese a week") belongs to the value, not the slot
    # an ordinal is a word of the slot however written ("the fourth floor" / "the 4th floor" / "the 6th floor"): a value
    # where it says which floor, a word of the subject where it says which act ("the first act" / "the second act")
    grounds = {pos for pos, t, v in stream if v is not None and v.kind == "number" and t.lower() == "ground"}
    stream = [(pos, ordinal, None) if (ordinal := ordinal_digits(t, v)) else (pos, t, v) for pos, t, v in stream]
    # (an adjective before it, "the monthly fee is £45", stays a word: it may name which fee; see slots.PERIOD_STEMS)
    tails = [m.span() for v in values if (v.unit or "").endswith(RATE) and (m := period_after(text, v.end)) and m.start() > v.end]
    # a height's datum after it ("372 m above sea level") says what the measure is, as "high" would, not what it is of
    tails += [m.span() for v in values if v.kind == "quantity" and (m := DATUM.match(text, v.end))]
    if tails:
        stream = [t for t in stream if t[2] is not None or not any(a <= t[0] < b for a, b in tails)]
    lowered = [t.lower().replace("’", "'") for _, t, _ in stream]
    start = 0
    if lowered and (lowered[0] in PREPOSITIONS or lowered[0] in LEAD_FOCUS and lowered[1:2] and lowered[1] in PREPOSITIONS):
        # "In 2012, Alice ...", "Just for this week, my class ...": the leading phrase is not the subject
        comma = text.find(",")
        if 0 <= comma < len(text) // 2 + 20:
            start = next((i for i, (pos, _, _) in enumerate(stream) if pos > comma), 0)
        else:  # "At the golf club I play off 14": the speaker after a leading phrase without a comma
            start = next((i for i in range(1, min(len(lowered), 8)) if lowered[i] in ("i", "we") and stream[i][1] in ("I", "we")), 0)
    if start == 0:
        start = leading_when(stream, lowered)
    words_at = [i for i in range(start + 1, len(stream)) if stream[i][2] is None]
    # (an infinitive's "to be" is no finite auxiliary: "My pots go into the kiln to be fired")
    has_aux = any(lowered[i] in AUXILIARIES and lowered[i - 1] != "to" for i in words_at)
    # the verb: the first auxiliary or known verb (a base form only when no auxiliary follows: "the quarterly review is")
    verb_at = next((i for i in words_at if lowered[i] in AUXILIARIES and not (stream[i][1] == "May" and i > start)
                    or lowered[i] in VERBS and not last_of_time(lowered, i) and (finite_form(lowered[i]) or not has_aux) and not noun_position(lowered, i)
                    and not plural_before_past(lowered, i) and not plural_before_aux(lowered, i) and not after_name(stream, lowered, i)), None)
    # a word in -s before a possessive determiner, or any word there after a plural, takes an object ("The camera club
    # hangs its exhibition ...", "The Quilters hang their quilts ..."): the verb, though no list names it and an
    # auxiliary follows in a later clause
    owning = next((i for i in words_at if i + 1 < len(stream) and lowered[i + 1] in OWNING_DETERMINERS
                   and (re.fullmatch(r"[a-z]{3,}s", stream[i][1]) and not stream[i][1].endswith(("ss", "us", "is"))
                        or re.fullmatch(r"[a-z]{3,}", stream[i][1]) and re.fullmatch(r"[A-Za-z]{3,}s", stream[i - 1][1]) is not None)
                   and lowered[i - 1] not in DET_PREP and lowered[i] not in FUNCTION_WORDS), None)
    if owning is not None and (verb_at is None or owning < verb_at):
        verb_at = owning
    if verb_at is None and lowered[start:start + 1] in (["i"], ["we"], ["they"], ["you"]):
        # "I surf at ...", "We usually row on Sundays": the word after a pronoun (and its adverbs) is its verb
        k = start + 1
        while k < len(stream) and (lowered[k] in AFTER_PRONOUN or manner(lowered[k])):
            k += 1
        if k < len(stream) and stream[k][2] is None and re.fullmatch(r"[a-z]{2,}", stream[k][1]):
            verb_at = k
    if verb_at is None:
        verb_at = next((i for i in words_at if re.fullmatch(r"[a-z]{3,}(?:s|ed)", stream[i][1])
                        and lowered[i - 1] not in DET_PREP and not stream[i][1].endswith(("ss", "us", "is"))), None)
    later = verb_after_plural(stream, lowered, verb_at)  # ("Street lights in Millbrook switch off ...")
    verb_at = later if later is not None else verb_at
    group_end = verb_at
    verbs: set[str] = set()
    changed = False
    changed_from: frozenset[str] = frozenset()
    dropped: set[int] = set()
    if verb_at is not None:  # the verb group: auxiliaries, adverbs, negation, a participle, particles
        j = verb_at
        while j + 1 < len(stream) and stream[j + 1][2] is None and (
                lowered[j + 1] in VERB_GROUP
                or manner(lowered[j + 1]) and lowered[j] in AUXILIARIES  # ("was officially transferred")
                or lowered[j + 1] in VERBS and not (lowered[j + 1] in BASE_ONLY and lowered[j] in BE_HAVE)
                and not (lowered[j + 1].endswith("s") and not lowered[j + 1].endswith("ss"))  # ("caps downloads": its object)
                or lowered[j + 1].endswith("ed")
                or progressive(stream, lowered, j)
                or lowered[j + 1] in CHANGE_PARTICLES and lowered[j + 2:j + 3] == ["to"]):
            j += 1
        group_end = j
        verbs = {stem(lowered[k]) for k in range(verb_at, j + 1)  # ("own" is a stop word and a verb: "I own a Kindle")
                 if lowered[k] not in VERB_GROUP_PARTICLES and not manner(lowered[k])
                 and (lowered[k] not in STOP_WORDS or lowered[k] in VERBS)}
        changed = lowered[j] == "to" and bool(verbs - PASSIVE_GET) and (verbs - PASSIVE_GET <= CHANGE_VERBS or (
            verbs <= {"go", "went", "gone", "bring", "brought"} and lowered[j - 1] in CHANGE_PARTICLES))
        moved = {stem(lowered[k]) for k in range(verb_at, j) if stem(lowered[k]) in CHANGE_VERBS and lowered[k + 1] == "to"
                 and k + 2 <= j and stem(lowered[k + 2]) in verbs and stem(lowered[k + 2]) not in CHANGE_VERBS}
        if moved and not changed:  # "was rescheduled to depart at 8:10": the departure is what it says, changed
            changed_from = frozenset(moved)
            verbs -= moved
            dropped = {k for k in range(verb_at, j) if stem(lowered[k]) in moved}
        if verbs and verbs <= CHOICE_VERBS and not any(lowered[k] in NEGATIONS for k in range(verb_at, j + 1)):
            changed = True  # "I prefer aisle seats": what is chosen is the value, as after "is" ("My preference is ...")
        if changed:  # "was moved to", "went up to": the value follows, as after "is"
            dropped = {k for k in range(verb_at, j + 1) if stem(lowered[k]) in verbs or lowered[k] in CHANGE_PARTICLES}
            changed_from = frozenset(verbs)
            verbs = set()
        elif lowered[j] == "as" and verbs and verbs <= AS_ROLE_VERBS:  # "works as a nurse" says what one is, as "is a nurse"
            dropped = {k for k in range(verb_at, j + 1) if stem(lowered[k]) in verbs}
            verbs = set()
            changed = False
    if group_end is not None:  # an ordinal after the verb says which one is the value ("is due on the 15th", "on the fourth
        # floor"); before it, which thing it is ("the first act"): a word, as read above
        stream = [(pos, t, Value("number", Decimal(0 if pos in grounds else t[:-2]), t, pos, pos + len(t)))
                  if i > group_end and v is None and (ORDINAL_DIGITS.fullmatch(t) or pos in grounds) else (pos, t, v)
                  for i, (pos, t, v) in enumerate(stream)]
    copula = verb_at is not None and not verbs and (lowered[verb_at] in COPULAS or changed or lowered[verb_at] in AS_ROLE_WORDS)
    state_spans = [(v.start, v.end) for v in values if v.kind == "state"]
    negated = False
    # a clause joined after the main one (", so nobody plans anything else", "; we can't wait") has its own polarity
    def _gap(k: int) -> str:  # the text between token k - 1 and token k
        return text[stream[k - 1][0] + len(stream[k - 1][1]) if stream[k - 1][2] is None else stream[k - 1][2].end:stream[k][0]]
    joined = next((k for k in range((verb_at if verb_at is not None else len(lowered)) + 1, len(lowered))
                   if ";" in _gap(k) or ("," in _gap(k) and lowered[k] in CLAUSE_LINKS)), len(lowered))
    subj: set[str] = set()
    subj_names: set[str] = set()
    subj_values: list[Value] = []
    pred: set[str] = set()
    objs: set[str] = set()
    comp: set[str] = set()
    names: set[str] = set()
    kept: list[Value] = []
    initial: str | None = None
    in_complement = copula
    member_of, kinds = member_positions(lowered), [v for _, _, v in stream]
    for i, ((pos, tok, value), low) in enumerate(zip(stream, lowered)):
        before_verb = verb_at is None or i < verb_at
        if value is not None and value.kind == "state" and " " not in value.text and state_names_which(lowered, kinds, i, start, verb_at):
            (subj if before_verb else pred).add(stem(low))  # ("Private lessons at ...", "its open evening"): a word of
            continue  # what the sentence is about, not its value
        if value is not None:
            # an identifier, or a number right after a word ("Customer 40917", "Flight LH 1234"), before the verb names the subject
            if i >= start and before_verb and value.kind == "ratio" and re.fullmatch(r"(?:an?\s+)?[a-z]+", value.text.lower()) \
                    and i + 1 < len(stream) and stream[i + 1][2] is None \
                    and lowered[i + 1] not in FUNCTION_WORDS:
                key = stem(value.text.lower().split()[-1])  # "A half marathon": which thing, as a name would say, not a value
                subj.add(key)
                subj_names.add(key)
                continue
            if i >= start and before_verb and value.kind == "identifier":
                key = squash(value.text)
                subj.add(key)
                subj_names.add(key)
                subj_values.append(value)
            elif i > start and before_verb and value.kind == "number" and stream[i - 1][2] is None \
                    and lowered[i - 1] not in BEFORE_NUMBER and not lowered[i - 1].endswith(("'s", "’s")):
                # (a number after a possessive is no part of a name: "Wheelabout Hire's 8-seat carrier")
                prev = stem(lowered[i - 1])
                subj.discard(prev)
                subj_names.discard(prev)
                key = squash(stream[i - 1][1] + number_said(value))  # ("pitch fourteen" / "pitch 14")
                subj.add(key)
                subj_names.add(key)
                subj_values.append(value)
            else:
                kept.append(value)
            if group_end is not None and i > group_end and not (value.kind == "state" and i + 1 < len(stream)
                                                                and (stream[i + 1][2] is not None or lowered[i + 1] == "and")):
                in_complement = False  # (a state joined to more of the complement keeps it open: "is no longer open round
                # the clock and closes at 8 pm" says what it is, as the words did before they were read as states)
            continue
        if i < start:  # a leading phrase ("For the Reykjavik offsite, ...") qualifies the statement: predicate words
            if not (low in STOP_WORDS or low in DETERMINERS or low in PREPOSITIONS or low in AUXILIARIES):
                pred.add(stem(low))
            continue
        if low in NEGATIONS or low.endswith("n't") or low == "cannot" or (low == "out" and lowered[i + 1:i + 3][-1:] and lowered[i + 1] == "of" and i + 2 < len(lowered)
                                                                          and lowered[i + 2] in OUT_OF):
            if not any(a - 16 <= pos < b + 12 for a, b in state_spans) and i < joined:
                negated = True
            continue
        after_group = group_end is not None and i > group_end
        if after_group and (low in PREPOSITIONS or tok == ","):
            in_complement = False
        in_group = verb_at is not None and verb_at <= i <= group_end and low in VERBS
        if low in APPROXIMATELY and i + 1 < len(stream) and stream[i + 1][2] is not None:
            continue  # "around 40": how exact the value is, not what the sentence is about
        if not (tok.isupper() and not (tok == "A" and i in (0, start))) and (low in STOP_WORDS and not in_group or low in DETERMINERS or low in AUXILIARIES or low in ADVERBS
                                  or low in PREPOSITIONS) and not noun_mine(stream, lowered, i):
            continue
        if verb_at is not None and i == verb_at - 1 and i > start \
                and (manner(low) and lowered[i - 1] not in DETERMINERS or low == "longer" and lowered[i - 1] == "no"):
            continue  # "Canada officially moved ...", "The museum no longer offers ...": how, not what it is about
        if verb_at is not None and i == verb_at - 1 and i > start and low in ("1st", "first") \
                and lowered[i - 1] not in DETERMINERS and not lowered[i - 1].endswith(("'s", "s'")):
            pred.add(low)  # "The club first opened in 1958": when it was done (its first time), not which club
            continue
        if verb_at is not None and verb_at < i <= group_end and manner(low):
            continue  # ("was officially transferred")
        # (what a user says of themself, as a memory says it; a month's short form as the month: "Nov", "November")
        w = FIRST_PERSON if before_verb and low == "i" else stem(MONTH_FULL.get(low, low) if tok[:1].isupper() else low)
        if i in dropped or (before_verb and low in CHANGE_MARKERS):
            continue
        if before_verb:
            subj.add(w)
            if is_name(tok, i) and not modifying_acronym(stream, i) and low != "i":
                subj_names.add(w)
            elif i == start and tok[:1].isupper() and initial_name(stream, lowered, i, verb_at):
                subj_names.add(w)
                initial = w
        elif low in QUALIFIERS and copula and i == group_end + 1 and all(t in ".,;:!?" for _, t, _ in stream[i + 1:]):
            names.add(w)  # the whole complement ("is on Friday", "was moved to Monday"): the value
        elif (low in ORDINALS or ORDINAL_DIGITS.fullmatch(low)) and after_group and lowered[i + 1:i + 2] and lowered[i + 1] in ORDINAL_UNITS:
            names.add(w)
        elif low in QUALIFIERS and changed and after_group and i > 0 and lowered[i - 1] in {"in", "on", "since", "during"} \
                and (names or kept) and not low.endswith("s"):
            continue  # after a verb of change and its value, "in August" says when it changed ("We moved to York in August");
            # not a plural, which says when it recurs ("moved to a 7:15 pm slot on Sundays")
        elif low in QUALIFIERS:  # "on Saturdays", "in March": which part of the slot, not its value
            pred.add(w)
        elif is_name(tok, i) and i != verb_at and not modifying_acronym(stream, i) and i in member_of:
            pred.add(w)  # "is a member of the Schengen Area": which membership, one of many, not the value
        elif is_name(tok, i) and i != verb_at and not modifying_acronym(stream, i):
            names.add(w)  # (an acronym that modifies the next word, "EU tenants", is a word of the predicate)
        else:
            pred.add(w)
            if after_group:
                objs.add(w)
                if in_complement:
                    comp.add(w)
    explicit = None
    if subject is not None and attribute is not None:
        explicit = (canonical_slot_part(subject) or "", canonical_slot_part(attribute) or "")
    verb = stream[verb_at][1] if verb_at is not None else None
    return Reading(text, frozenset(subj), frozenset(subj_names), frozenset(pred), verb, frozenset(names), frozenset(objs),
                   tuple(kept), negated, explicit, frozenset(verbs), frozenset(comp), tuple(subj_values), initial,
                   tuple(lowered), frozenset(i for i, (_, _, v) in enumerate(stream) if v is not None),
                   verb_at if verb_at is not None else len(stream), changed_from)


@lru_cache(maxsize=65536)  # a pure function: the facts a scope's candidates propose are read again and again
def read(text: str, subject: str | None = None, attribute: str | None = None, lexicon: Lexicon | None = None) -> Reading:
    written = text
    text = rephrase(text)
    r = _read(text, subject, attribute, lexicon)
    swapped = _inverted(r)
    r = _read(swapped, subject, attribute, lexicon) if swapped else r
    return r if text == written or swapped else replace(r, text=written)


_INVERTED = re.compile(r"^(?P<name>.+?)\s+(?P<cop>is|was|remains|became|becomes|has\s+been|have\s+been)\s+"
                       r"(?P<adv>(?:(?:now|currently|still|[a-z]{3,}ly)\s+){0,2})"  # ("is officially the brightest star in")
                       r"(?:(?:regarded|considered|recognised|recognized|ranked|rated|listed|described)\s+(?:as\s+)?)?"
                       r"(?P<np>(?:the\s+|(?:my|our|his|her|their)\s+|[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*(?:'s|’s)\s+)[^,;]+?"
                       r"|(?P<bare>[a-z][\w-]*)\s+of\s+[^,;]+?)"  # ("is now captain of the club": a role without its article)
                       r"(?P<end>[.!?]?)$")


_POSSESSIVES = frozenset({"my", "our", "his", "her", "their"})
# people one has many of: "X is my friend" says nothing about who else is
_MANY_HOLDERS = frozenset("friend neighbour neighbor colleague coworker co-worker classmate cousin sibling brother sister "
                          "child children son daughter client customer student pupil patient follower fan ally teammate "
                          "acquaintance relative uncle aunt nephew niece grandchild grandchildren grandson granddaughter "
                          "pet idol hero favourite favorite".split())


_HEAD_WORDS = frozenset({"head", "chair"})  # roles whose first sense in WordNet is no person


def _inverted(r: Reading) -> str | None:
    """A name said to be a role ("Dr. Lindqvist is now Ben Carter's primary care physician", "Jonas is the new team
    lead", "Helen Stroud has been my falconry mentor") reads as the role being the name ("Ben Carter's primary care
    physician is now Dr. Lindqvist", "My falconry mentor has been Helen Stroud"): the role is
    what the sentence is about. Only when the whole subject is a name and the complement a definite or possessive
    noun phrase with no typed value."""
    if r.explicit or not r.subject or r.subject != r.subject_names or r.verb is None \
            or r.verb.lower() not in COPULAS | {"has", "have"} or r.values or r.negated:
        return None
    m = _INVERTED.match(r.text.strip())
    if not m or len(m.group("np").split()) < 2:
        return None
    bare = m.group("bare")
    if bare and (bare in _MANY_HOLDERS or not (bare in _HEAD_WORDS or wordnet.owner(bare))):
        return None  # ("is part of the team", "is fond of it": no role; "is head of sales" is one)
    words = m.group("np").lower().split()
    if words[0] in _POSSESSIVES and (words[-1].rstrip("s") in _MANY_HOLDERS or words[-1] in _MANY_HOLDERS):
        return None  # "Helen is my neighbour": one of many (a neighbour, a friend), not the holder of one role
    return f"{m.group('np')[0].upper()}{m.group('np')[1:]} {m.group('cop')} {m.group('adv') or ''}{m.group('name')}{m.group('end')}"
