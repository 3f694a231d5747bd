"""What a fact is about (its slot) and what it says (its values), read from one sentence.

A slot is (namespace, domain, subject, attribute). When a write names `subject` and
`attribute`, two facts share a slot exactly when both parts are equal (canonical form).
Otherwise the slot is derived from the text, deterministically:

1. The typed values (values/) are taken out of the sentence, and so are names (capitalised
   words) that follow the verb: those are what the sentence *says*.
2. The verb is the first auxiliary or known verb ("is", "has", "runs", "was led"), or failing
   that a word ending in -s/-ed after the first noun; a leading phrase ended by a comma
   ("In 2012, ...") is skipped. Content words before the verb are the *subject* (names
   included: "Server Alpha", "the payments service"); content words after it are the
   *predicate* (the verb stem, the attribute nouns: "runs ... replicas", "listens on port").
3. Two readings are the same slot when their subjects agree (equal word sets, or one the
   other's subset: "the API" / "the API rate limit") and their predicates agree: equal or
   overlapping by half, or one reading's words contain the other's (a value-less "has a
   rate limit" and "the rate limit is 100 per minute"), or, for paraphrases that share no
   words ("lives in" / "resides in"), the sentences' embedding cosine reaches the rule
   file's `conflict.slot_cosine`.

Similarity of whole sentences only proposes which stored facts to compare; this module
decides whether a proposal is about the same thing. What it cannot tell apart (see the
README): a change of subject hidden in the predicate ("Alice manages Bob" vs "Alice
manages Carol" is one slot with two values, which is right for a manager field and wrong
for a list of reports), and synonyms of subject words ("the DB" vs "the database").
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from functools import lru_cache
from typing import Any

import snowballstemmer

from .provenance import canonical_slot_part
from .text import STOP_WORDS
from .values import Lexicon, Value, comparable, extract, same

_STEMMER = snowballstemmer.stemmer("english")


# stems that name the same period ("daily" / "a day", "annual" / "a year")
_STEM_ALIASES = {"daili": "day", "weekli": "week", "month": "month", "monthli": "month", "yearli": "year", "annual": "year",
                 "hour": "hour", "hourli": "hour", "nightli": "night", "per": "per"}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The English Snowball stem ("nodes" and "node", "lives" and "living" agree; "daily" and "day" too)."""
    s = _STEMMER.stemWord(word)
    return _STEM_ALIASES.get(s, s)

# auxiliaries and copulas: a sentence's verb group starts at the first of these
AUXILIARIES = frozenset(
    "is are was were be been being am has have had will would can could should shall may might must does do did "
    "isn't aren't wasn't weren't hasn't haven't hadn't won't can't cannot doesn't don't didn't".split())

# common verbs of stated facts (base forms); inflections are generated below
_VERB_BASES = (
    "run use live work hold cost listen manage report contain weigh take open close start end serve support require "
    "belong own lead host store send receive expire renew depend point resolve return show list include measure reach "
    "last occur happen arrive depart leave boil bake cook call need allow deny block expose bind mount deploy release "
    "ship build fail pass grow drop rise fall increase decrease cover span employ earn pay charge lie sit stand locate "
    "border flow climb graduate marry enjoy direct found establish write read win lose score play join retire move "
    "migrate replace set get keep make go come see know speak teach study head chair oversee handle process limit cap "
    "throttle retain rotate schedule begin finish complete average total equal exceed consume produce generate sell "
    "buy offer provide accept reject define specify mean represent weigh stay remain become seem appear feature "
    "reside sleep eat drink prefer like love hate want own rent occupy admit treat diagnose prescribe fly drive ride "
    "travel visit depart connect route forward map resolve respond time log alert page notify trigger fire scale "
    "replicate shard partition encrypt sign verify authenticate authorise authorize grant revoke invite assign "
    "approve review merge commit push pull tag version publish install upgrade downgrade patch fix break crash "
    "restart boot stop pause resume enable disable expose listen answer beat defeat tie draw trail rank place "
    "finish qualify transfer loan sign hire fire promote demote report manage supervise mentor coach").split()
_IRREGULAR = ("ran held took led lay sat stood went came saw knew spoke taught wrote won lost paid built sold bought kept made "
              "got grew fell rose began begun fought flew drove rode ate drank slept left met sent spent lent bent "
              "broke broken chosen driven eaten fallen flown forgotten given gone grown hidden known ridden risen seen "
              "shown spoken stolen taken thrown woken worn written beaten drawn bound found founded shut set put cut "
              "hit let quit split spread cost hurt")
_IRREGULAR_SET = frozenset(_IRREGULAR.split())
VERBS = frozenset(
    [b for b in _VERB_BASES]
    + [b + "s" for b in _VERB_BASES] + [b + "es" for b in _VERB_BASES]
    + [b + "d" for b in _VERB_BASES if b.endswith("e")] + [b + "ed" for b in _VERB_BASES]
    + [b[:-1] + "ies" for b in _VERB_BASES if b.endswith("y")] + [b[:-1] + "ied" for b in _VERB_BASES if b.endswith("y")]
    + [b + b[-1] + "ed" for b in _VERB_BASES if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnprt]", b)]
    + _IRREGULAR.split())
DETERMINERS = frozenset("the a an this that these those its their our his her my your every each some any no all".split())
PREPOSITIONS = frozenset("in on at since for during after before by from until till per according as of to with within".split())
NEGATIONS = frozenset("not never no n't cannot nobody nothing none neither nor".split())
QUALIFIERS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays "
    "weekday weekdays weekend weekends january february march april june july august september october november december".split())
OUT_OF = frozenset("stock service order office commission print date range bounds".split())  # "out of stock" = not in stock
COPULAS = frozenset("is are was were be been being am becomes became remains remained stays stayed isn't aren't wasn't weren't".split())
ADVERBS = frozenset("currently now still also already just only always usually typically today presently".split())
QUALIFIER_STEMS = frozenset(stem(w) for w in QUALIFIERS)
MONTH_STEMS = frozenset(stem(w) for w in "january february march april june july august september october november december".split())
# verbs of change: "was moved to Monday", "changed to 15000 dollars", "went up to 45 euros" say what the slot's value
# is now, as a copula would ("is on Monday"); the verb is then not part of what the sentence is about
CHANGE_VERBS = frozenset(stem(w) for w in (
    "move change reschedule push postpone shift switch increase decrease raise lower reduce update bump extend delay "
    "cut drop rise rose risen fall fell adjust upgrade downgrade revise relocate set").split())
CHANGE_PARTICLES = frozenset({"up", "down", "back"})
PASSIVE_GET = frozenset({"get", "got", "gotten"})  # "got moved to": a passive of the change verb
# verbs of a role one holder fills at a time: "Alice Smith manages the payments team" / "Marco Ruiz now leads the
# payments team" say who holds one role, so the named subject is the value (stems)
ROLE_VERBS = frozenset(stem(w) for w in "lead manage head chair top captain coach command direct oversee supervise helm".split())
# "My new manager is Tom", "The current price is $12": in the subject these say the value is the latest, not which thing
CHANGE_MARKERS = frozenset({"new", "current", "latest", "updated", "newest", "present"})
# words that name one measured attribute ("is 330 metres tall" / "stands 330 metres high"): counterparts of each other
SAME_ATTRIBUTE = tuple(frozenset(stem(w) for w in g.split()) for g in (
    "tall high height", "long length", "wide width broad breadth", "deep depth", "heavy weigh weighs weight",
    "cost costs price priced", "old aged age"))
_ATTRIBUTE_OF = {w: min(g) for g in SAME_ATTRIBUTE for w in g}
# nouns that name an attribute of the thing before them, not another thing ("the report" / "the report deadline",
# "the kettle" / "the kettle's capacity"): added at the end of a subject they do not make a more specific subject
ATTRIBUTE_NOUNS = frozenset(
    "deadline date time day price cost fee size length height width depth weight age status state version number count "
    "total amount rate limit level score value capacity duration speed location address name owner schedule start end "
    "budget salary balance population temperature".split())

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


def _squash(text: str) -> str:
    """An identifier as a subject name: letters and digits only, case-folded ("LH 1234" = "LH1234" = "lh-1234")."""
    return re.sub(r"[\W_]+", "", text.casefold())


def _is_name(token: str, position: int) -> bool:
    """Capitalised (at the start of a sentence only when more than its first letter is: "LH1234", "McKinsey")."""
    return token[:1].isupper() and (position > 0 or any(c.isupper() for c in token[1:]))


def _initial_name(stream: list, lowered: list[str], i: int, verb_at: int | None) -> bool:
    """A capitalised first word is a name when the verb or another capitalised word follows it, or it is a
    possessive ("Bob manages", "Martin Ødegaard", "Norway's captain"); not when it starts a common noun phrase."""
    tok = stream[i][1]
    if lowered[i] in STOP_WORDS | DETERMINERS | PREPOSITIONS | AUXILIARIES:
        return False
    nxt = stream[i + 1][1] if i + 1 < len(stream) else ""
    return i + 1 == verb_at or nxt[:1].isupper() or tok.endswith(("'s", "’s"))


def _noun_position(lowered: list[str], i: int) -> bool:
    """After a determiner or a possessive a word is a noun or a modifier, not the verb ("Acme's support line", "the
    run log"); so is a base form between a noun and a finite verb ("The artifact store uses 40 GB", not "We run tests")."""
    before = lowered[i - 1] if i > 0 else ""
    after = lowered[i + 1] if i + 1 < len(lowered) else ""
    return before in DETERMINERS or before.endswith(("'s", "s'")) or (
        before and before not in STOP_WORDS and not _finite(lowered[i]) and after in VERBS and _finite(after)
        and after not in AUXILIARIES)


def _finite(low: str) -> bool:
    """A verb form that heads a clause by itself: third person, past, or irregular past ("runs", "scaled", "led")."""
    return low in AUXILIARIES or low.endswith(("s", "ed")) or low in _IRREGULAR_SET


@lru_cache(maxsize=65536)
def _read(text: str, subject: str | None, attribute: str | None, lexicon: Lexicon | None) -> Reading:
    values = tuple(extract(text, lexicon))
    # one stream of tokens: words of the text outside values, and the values themselves in place
    stream: list[tuple[int, str, Value | None]] = []
    cut = 0
    for v in values:
        stream.extend((cut + m.start(), m.group(0), None) for m in _WORD.finditer(text[cut:v.start]))
        stream.append((v.start, v.text, v))
        cut = v.end
    stream.extend((cut + m.start(), m.group(0), None) for m in _WORD.finditer(text[cut:]))
    lowered = [t.lower().replace("’", "'") for _, t, _ in stream]
    start = 0
    if lowered and lowered[0] in PREPOSITIONS:  # "In 2012, Alice ...": the leading phrase is not the subject
        comma = text.find(",")
        if 0 <= comma < len(text) // 2 + 20:
            start = next((i for i, (pos, _, _) in enumerate(stream) if pos > comma), 0)
    words_at = [i for i in range(start + 1, len(stream)) if stream[i][2] is None]
    has_aux = any(lowered[i] in AUXILIARIES for i in words_at)
    # the verb: the first auxiliary or known verb (a base form only when no auxiliary follows: "the quarterly review is")
    verb_at = next((i for i in words_at if lowered[i] in AUXILIARIES
                    or lowered[i] in VERBS and (_finite(lowered[i]) or not has_aux) and not _noun_position(lowered, i)), None)
    if verb_at is None:
        verb_at = next((i for i in words_at if re.fullmatch(r"[a-z]{3,}(?:s|ed)", stream[i][1])
                        and lowered[i - 1] not in DETERMINERS | PREPOSITIONS and not stream[i][1].endswith(("ss", "us", "is"))), None)
    group_end = verb_at
    verbs: set[str] = set()
    changed = False
    changed_from: frozenset[str] = frozenset()
    dropped: set[int] = set()
    if verb_at is not None:  # the verb group: auxiliaries, adverbs, negation, a participle, particles
        j = verb_at
        while j + 1 < len(stream) and stream[j + 1][2] is None and (
                lowered[j + 1] in AUXILIARIES | ADVERBS | NEGATIONS | PREPOSITIONS or lowered[j + 1] in VERBS or lowered[j + 1].endswith("ed")
                or lowered[j + 1] in CHANGE_PARTICLES and lowered[j + 2:j + 3] == ["to"]):
            j += 1
        group_end = j
        verbs = {stem(lowered[k]) for k in range(verb_at, j + 1)
                 if lowered[k] not in AUXILIARIES | ADVERBS | NEGATIONS | PREPOSITIONS | STOP_WORDS | CHANGE_PARTICLES}
        changed = lowered[j] == "to" and bool(verbs - PASSIVE_GET) and (verbs - PASSIVE_GET <= CHANGE_VERBS or (
            verbs <= {"go", "went", "gone"} and lowered[j - 1] in CHANGE_PARTICLES))
        if changed:  # "was moved to", "went up to": the value follows, as after "is"
            dropped = {k for k in range(verb_at, j + 1) if stem(lowered[k]) in verbs or lowered[k] in CHANGE_PARTICLES}
            changed_from = frozenset(verbs)
            verbs = set()
    copula = verb_at is not None and not verbs and (lowered[verb_at] in COPULAS or changed)
    state_spans = [(v.start, v.end) for v in values if v.kind == "state"]
    negated = False
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
    for i, ((pos, tok, value), low) in enumerate(zip(stream, lowered)):
        before_verb = verb_at is None or i < verb_at
        if value is not None:
            # an identifier, or a number right after a word ("Customer 40917", "Flight LH 1234"), before the verb names the subject
            if i >= start and before_verb and value.kind == "identifier":
                key = _squash(value.text)
                subj.add(key)
                subj_names.add(key)
                subj_values.append(value)
            elif i > start and before_verb and value.kind == "number" and stream[i - 1][2] is None \
                    and lowered[i - 1] not in DETERMINERS | PREPOSITIONS | STOP_WORDS:
                prev = stem(lowered[i - 1])
                subj.discard(prev)
                subj_names.discard(prev)
                key = _squash(stream[i - 1][1] + value.text)
                subj.add(key)
                subj_names.add(key)
                subj_values.append(value)
            else:
                kept.append(value)
            if group_end is not None and i > group_end:
                in_complement = False
            continue
        if i < start:  # a leading phrase ("For the Reykjavik offsite, ...") qualifies the statement: predicate words
            if not (low in STOP_WORDS or low in DETERMINERS or low in PREPOSITIONS or low in AUXILIARIES):
                pred.add(stem(low))
            continue
        if low in NEGATIONS or low.endswith("n't") or low == "cannot" or (low == "out" and lowered[i + 1:i + 3][-1:] and lowered[i + 1] == "of" and i + 2 < len(lowered)
                                                                          and lowered[i + 2] in OUT_OF):
            if not any(a - 16 <= pos < b + 12 for a, b in state_spans):
                negated = True
            continue
        after_group = group_end is not None and i > group_end
        if after_group and (low in PREPOSITIONS or tok == ","):
            in_complement = False
        if not tok.isupper() and (low in STOP_WORDS or low in DETERMINERS or low in AUXILIARIES or low in ADVERBS or low in PREPOSITIONS):
            continue
        w = stem(low)
        if i in dropped or (before_verb and low in CHANGE_MARKERS):
            continue
        if before_verb:
            subj.add(w)
            if _is_name(tok, i):
                subj_names.add(w)
            elif i == start and tok[:1].isupper() and _initial_name(stream, lowered, i, verb_at):
                subj_names.add(w)
                initial = w
        elif low in QUALIFIERS and copula and i == group_end + 1 and all(t in ".,;:!?" for _, t, _ in stream[i + 1:]):
            names.add(w)  # the whole complement ("is on Friday", "was moved to Monday"): the value
        elif low in QUALIFIERS and changed and after_group and i > 0 and lowered[i - 1] in {"in", "on", "since", "during"} \
                and (names or kept):
            continue  # after a verb of change and its value, "in August" says when it changed ("We moved to York in August")
        elif low in QUALIFIERS:  # "on Saturdays", "in March": which part of the slot, not its value
            pred.add(w)
        elif _is_name(tok, i) and i != verb_at and not (
                tok.isupper() and i + 1 < len(stream) and stream[i + 1][2] is None and stream[i + 1][1][:1].islower()):
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


def read(text: str, subject: str | None = None, attribute: str | None = None, lexicon: Lexicon | None = None) -> Reading:
    r = _read(text, subject, attribute, lexicon)
    swapped = _inverted(r)
    return _read(swapped, subject, attribute, lexicon) if swapped else r


_INVERTED = re.compile(r"^(?P<name>.+?)\s+(?P<cop>is|was|remains|became|becomes)\s+(?P<adv>(?:now|currently|still)\s+)?"
                       r"(?P<np>(?:the\s+|[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*(?:'s|’s)\s+)[^,;]+?)(?P<end>[.!?]?)$")


def _inverted(r: Reading) -> str | None:
    """A name said to be a role ("Dr. Lindqvist is now Ben Carter's primary care physician", "Jonas is the new team
    lead") reads as the role being the name ("Ben Carter's primary care physician is now Dr. Lindqvist"): the role is
    what the sentence is about. Only when the whole subject is a name and the complement a definite or possessive
    noun phrase with no typed value."""
    if r.explicit or not r.subject or r.subject != r.subject_names or r.verb is None or r.verb.lower() not in COPULAS \
            or r.values or r.negated:
        return None
    m = _INVERTED.match(r.text.strip())
    if not m or len(m.group("np").split()) < 2:
        return None
    return f"{m.group('np')[0].upper()}{m.group('np')[1:]} {m.group('cop')} {m.group('adv') or ''}{m.group('name')}{m.group('end')}"


SUBSTITUTION_SHARED = 0.5  # a local change of what a sentence is about: at least half of its words stay ...
SUBSTITUTION_MAX = 2  # ... and at most this many words change on each side


def same_slot(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None,
              reworded_cosine: float | None = None, value_cosine: float | None = None) -> tuple[bool, str]:
    """Are two readings about the same thing? (answer, how it was decided, in words).

    Vetoes first, from the words that say what each sentence is about (its frame without
    the verb and without a copula's value): a substitution ("Server Alpha" / "Server Beta",
    "memory limit" / "memory request", "in production" / "in staging": words on each side the
    other sentence lacks, the rest shared), a more specific subject ("Reykjavik" / "the
    Reykjavik capital region"), or a different named subject. Then: the same subject (equal
    word sets) is the same slot when the predicates agree (see `_same_predicate`); any other
    wording is a reworded statement, the same slot from `reworded_cosine`. `value_cosine` is
    given for a stored fact that no longer holds and states every value of `a`: a loose
    rewording of it ("the rent is 1450 euros" / "each month the tenant owes 1450 euros") is
    the same slot from that cosine on."""
    if a.explicit and b.explicit:
        same = a.explicit == b.explicit
        return same, f"explicit slot {'equal' if same else 'differs'}: {'/'.join(a.explicit)} vs {'/'.join(b.explicit)}"
    if _role_holders(a, b):
        return True, f"who holds one role ({' '.join(sorted(a.verbs | b.verbs))} {' '.join(sorted(a.objects | a.names))}): the name is its value"
    if a.frame == b.frame and a.names == b.names and len(a.frame) >= 2 and (cosine is None or slot_cosine is None or cosine >= slot_cosine):
        return True, "the same words about the same names, ordered differently"
    if a.subject == b.subject and _month_is_the_value(a, b):
        return True, "same subject; the month is what it says (no other value)"
    wa, wb = a.about, b.about
    only_a, only_b = _unmatched(wa, b.words | b.verbs), _unmatched(wb, a.words | a.verbs)
    every = wa | wb | a.names | b.names  # the share of words that stay counts the names both sentences state too
    shared = 1.0 - (len(only_a) + len(only_b)) / len(every) if every else 1.0
    if only_a and only_b and shared >= SUBSTITUTION_SHARED and max(len(only_a), len(only_b)) <= SUBSTITUTION_MAX:
        return False, f"about something else ({' '.join(sorted(only_a))} vs {' '.join(sorted(only_b))})"
    swapped = _subject_swap(a, b)
    if swapped:
        kind, wa, wb = swapped  # (a swap between near-synonyms, "kids" / "children", is read as another thing too:
        # the two phrases' own cosine did not tell synonyms from sibling things on a held-out split, see eval/swaps)
        what = f"{wa} vs {wb}" if kind == "replace" else f"a more specific subject: '{wb or wa}' added"
        return False, f"about something else ({what})"
    na, nb = _unmatched(a.subject_names, b.words), _unmatched(b.subject_names, a.words)
    # one side's extra name ("the TrailLite Pro tent") marks another subject when the rest is shared; a first word
    # read as a name by position alone ("Flight LH 1234") only counts against a name on the other side
    one_sided = (na - {a.initial}) or (nb - {b.initial})
    if (na and nb) or (one_sided and shared >= SUBSTITUTION_SHARED):
        return False, f"a different named subject ({' '.join(sorted(na)) or '-'} vs {' '.join(sorted(nb)) or '-'})"
    if a.subject_names and b.subject_names and a.subject_names <= b.names | b.predicate and b.subject_names <= a.names | a.predicate \
            and a.subject_names != b.subject_names and a.verbs and a.verbs == b.verbs:
        return False, f"the roles are reversed ({' '.join(sorted(a.subject_names))} / {' '.join(sorted(b.subject_names))})"
    if a.subject == b.subject:
        return _same_predicate(a, b, cosine, slot_cosine)
    if cosine is not None and reworded_cosine is not None and cosine >= reworded_cosine:
        return True, f"a reworded statement (cosine {cosine:.3f} >= {reworded_cosine})"
    if cosine is not None and value_cosine is not None and cosine >= value_cosine and restates(a, b):
        return True, f"restates every value of a replaced fact in other words (cosine {cosine:.3f} >= {value_cosine})"
    return False, f"different subject ({' '.join(sorted(a.subject)) or '-'} vs {' '.join(sorted(b.subject)) or '-'})"


def _role_holders(a: Reading, b: Reading) -> bool:
    """Two named subjects said to hold the same role ("Alice Smith manages the payments team" / "Marco Ruiz now leads
    the payments team"): verbs of a role one holder fills (ROLE_VERBS), the same object, and subjects that are names
    only and differ."""
    return bool(a.verbs) and bool(b.verbs) and a.verbs <= ROLE_VERBS and b.verbs <= ROLE_VERBS \
        and a.objects == b.objects and a.names == b.names and bool(a.objects | a.names) and not a.values and not b.values \
        and _named(a) and _named(b) and not a.subject & b.subject


def _named(r: Reading) -> bool:
    """The whole subject is a name: its words are names, or it is one capitalised word ("Feyenoord now tops ...")."""
    return bool(r.subject) and (r.subject == r.subject_names or len(r.subject) == 1 and r.text.lstrip()[:1].isupper()
                                and bool(r.tokens) and stem(r.tokens[0]) in r.subject)


def _month_is_the_value(a: Reading, b: Reading) -> bool:
    """"The school year starts in September" / "... begins in August": no typed value on either side, and what each
    says after its verb is only a month, a different one: the month is the value, not which part of the slot."""
    ra, rb = a.predicate - a.verbs, b.predicate - b.verbs
    return not a.values and not b.values and bool(ra) and bool(rb) and ra <= MONTH_STEMS and rb <= MONTH_STEMS and ra != rb


def _values_meet(a: Reading, b: Reading) -> bool:
    """Both say a value of one kind: typed values of which some pair is comparable, or names on both sides only."""
    if a.values and b.values:
        return any(comparable(x, y) for x in a.values for y in b.values)
    return not a.values and not b.values and bool(a.names) and bool(b.names)


def _subject_swap(a: Reading, b: Reading) -> tuple[str, str, str] | None:
    """Two sentences that differ in their subject part by one local change, and elsewhere at most in their typed values,
    are about different things, however short the subject:
    - one or two words swapped for others ("Our sprint review is at 14:00" / "Our sprint planning is at 14:00", "The
      kitchen thermostat is set to 21 degrees" / "The bedroom thermostat is set to 19 degrees", "The payments
      deployment" / "The payments-worker deployment");
    - one or two words added at the end of a noun group, which makes them its head: a more specific thing ("The
      population of Reykjavik" / "The population of the Reykjavik capital region"); not after an identifier, whose
      kind it names ("beta_search" / "the beta_search flag"), nor when the new head names an attribute ("the report"
      / "the report deadline", ATTRIBUTE_NOUNS).
    Function words are left out of the comparison. Returns (the change's kind, the words of `a`, the words of `b`).
    Not when the changed words hold a value, are change markers or
    qualifiers ("new", "monthly": which value, not which thing), or are one word's abbreviation or prefix ("DB" /
    "database")."""
    ka, kb = _content(a), _content(b)
    ops = [op for op in difflib.SequenceMatcher(a=[t for t, _ in ka], b=[t for t, _ in kb], autojunk=False).get_opcodes()
           if op[0] != "equal"]  # values are masked in `_content`, so a changed value is not a difference here
    if len(ops) != 1:
        return None
    kind, i1, i2, j1, j2 = ops[0]
    if i2 > 0 and ka[i2 - 1][1] >= a.subject_end or j2 > 0 and kb[j2 - 1][1] >= b.subject_end or len(ka) - (i2 - i1) < 1:
        return None  # the change runs past the verb, or nothing is left of the sentence
    if kind != "insert" and ka[i1][1] >= a.subject_end or kind != "delete" and kb[j1][1] >= b.subject_end:
        return None
    wa, wb = [t for t, _ in ka[i1:i2]], [t for t, _ in kb[j1:j2]]
    if VALUE_MASK in wa or VALUE_MASK in wb:
        return None
    if max(len(wa), len(wb)) > SUBSTITUTION_MAX or {*wa, *wb} & (CHANGE_MARKERS | QUALIFIERS | ADVERBS):
        return None
    if kind == "replace":
        sa, sb = [stem(w) for w in wa], [stem(w) for w in wb]
        if any(_counterpart(x, y) for x in sa for y in sb):
            return None
        return kind, " ".join(wa), " ".join(wb)
    # an insertion: the added words must end a noun group on their side (the verb, a preposition or "'s" follows)
    longer, (k1, k2), content = (b, (j1, j2), kb) if kind == "insert" else (a, (i1, i2), ka)
    last = content[k2 - 1][1]
    if k1 == 0 or content[k1 - 1][0] == VALUE_MASK or content[k2 - 1][0] in ATTRIBUTE_NOUNS or not (last + 1 >= longer.subject_end or longer.tokens[last + 1] in PREPOSITIONS or longer.tokens[last].endswith("'s")):
        return None
    return kind, " ".join(wa), " ".join(wb)


def _bare(token: str) -> str:
    """A subject word without its possessive ending ("children's" -> "children", "kids'" -> "kids")."""
    return token.removesuffix("'s").rstrip("'")


def swap_phrase(phrase: str) -> str:
    """A word or short phrase as `_subject_swap` hands it to `phrase_cosine` (for sweeping `synonym_cosine`)."""
    return " ".join(_bare(t) for t in read(phrase).tokens)


VALUE_MASK = "\x00"  # a typed value in `_content`: which value it is never says which thing a sentence is about


def _content(r: Reading) -> list[tuple[str, int]]:
    """The reading's tokens without function words, each with its position in `r.tokens`; typed values masked, and a
    rate's period with them ("600 requests per minute" / "100 requests per second": the value, not the thing)."""
    skip = DETERMINERS | STOP_WORDS | AUXILIARIES | ADVERBS
    rate = {i for i in range(2, len(r.tokens)) if r.tokens[i - 1] == "per" and {i - 2, i - 3} & r.value_at}
    return [(VALUE_MASK if i in r.value_at else _bare(t), i) for i, t in enumerate(r.tokens)
            if i in r.value_at or (t not in skip and t not in ".,;:!?" and i not in rate)]


def _same_predicate(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None) -> tuple[bool, str]:
    """Same subject: equal predicates, predicates overlapping by half, the same attribute with its value as words
    (a copula's complement, "is bank transfer" / "is credit card"), only the verb changed around the same object
    ("runs 3 replicas" / "was scaled to 5 replicas"), or a value-less statement inside a valued one, are the same
    attribute; a substitution of qualifiers never is; other predicates sharing no word only at `slot_cosine`."""
    pa, pb = a.predicate, b.predicate
    if pa == pb:
        return True, "same subject, same predicate"
    only_a, only_b = pa - pb, pb - pa
    if only_a and only_b and (only_a | only_b) & QUALIFIER_STEMS:
        return False, f"different attribute (qualifier {' '.join(sorted(only_a))} vs {' '.join(sorted(only_b))})"
    rest_a, rest_b = _attributes(a.about - a.subject), _attributes(b.about - b.subject)
    if rest_a == rest_b and (rest_a or a.verbs == b.verbs):
        return True, "same subject and attribute; the value or the verb differs"
    if rest_a == rest_b and (a.change or b.change) and _values_meet(a, b):
        return True, f"same subject; a verb of change ({' '.join(sorted(a.change | b.change))}) gives its new value"
    if _overlap(pa, pb) >= 0.5:
        return True, f"same subject, predicates overlap {_overlap(pa, pb):.2f}"
    for small, large in ((a, b), (b, a)):  # a value-less statement ("the API has a rate limit") and a valued one
        if not small.valued and len(small.frame) >= 2 and small.frame <= large.frame:
            return True, "same subject; a statement without a value, whose words the other contains"
    if cosine is not None and slot_cosine is not None and cosine >= slot_cosine:
        return True, f"same subject, paraphrased predicate (cosine {cosine:.3f} >= {slot_cosine})"
    return False, f"different attribute ({' '.join(sorted(pa)) or '-'} vs {' '.join(sorted(pb)) or '-'})"


def _attributes(words: frozenset[str]) -> frozenset[str]:
    """Words with each measured attribute's synonyms written one way (SAME_ATTRIBUTE)."""
    return frozenset(_ATTRIBUTE_OF.get(w, w) for w in words)


def _unmatched(words: frozenset[str], other: frozenset[str]) -> frozenset[str]:
    """Words with no counterpart in `other`: a stem that begins the other's, or is begun by it, counts ("rain" /
    "rainfal"), and so does an abbreviation whose letters the other word has in order ("db" / "databas")."""
    return frozenset(w for w in words if w not in other and not any(_counterpart(w, o) for o in other))


def _counterpart(w: str, o: str) -> bool:
    if w in _ATTRIBUTE_OF and _ATTRIBUTE_OF[w] == _ATTRIBUTE_OF.get(o):  # "tall" / "high"
        return True
    if _compound(w) != _compound(o):  # "payments" / "payments-worker": a compound names another thing
        return False
    if len(w) >= 4 and len(o) >= 4 and (o.startswith(w) or w.startswith(o)):
        return True
    short, long_ = (w, o) if len(w) <= len(o) else (o, w)
    if 2 <= len(short) <= 4 and len(long_) > len(short) and short[0] == long_[0]:
        rest = iter(long_)
        return all(ch in rest for ch in short)
    return False


def _compound(w: str) -> bool:
    return any(ch in w for ch in "-_/")


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


# state axes that say the same thing: "enabled" / "switched on" / "active"
STATE_GROUPS = (frozenset({"enabled", "on", "active"}), frozenset({"up", "online", "running"}), frozenset({"available", "present"}))


def equivalent(x: Value, y: Value) -> bool:
    """The same value however written, across the forms a sentence may drop or change: a bare number and the same
    number with its unit or currency ("set to 1,400" / "1400 bytes"), a version and a number ("7.1"), a clock
    reading and a duration ("2:01:09" / "2 hours 1 minute 9 seconds"), states of synonymous axes ("enabled" / "on")."""
    if same(x, y) or _same_number(x, y):
        return True
    kinds = {x.kind, y.kind}
    if "number" in kinds and kinds & {"quantity", "money", "duration"} and len(kinds) == 2:
        n, q = (x, y) if x.kind == "number" else (y, x)
        written = _NUMBER_IN.search(q.text.replace(",", ""))
        return written is not None and Decimal(written.group(0)) == n.norm
    if kinds == {"time", "duration"}:
        t, d = (x, y) if x.kind == "time" else (y, x)
        parts = [int(p) for p in str(t.norm).split(":") if p.isdigit()]
        seconds = sum(p * m for p, m in zip(parts, (3600, 60, 1)))
        return isinstance(d.norm, Decimal) and Decimal(seconds) == d.norm
    if kinds == {"state"}:
        (ax, px), (ay, py) = x.norm, y.norm  # type: ignore[misc]
        return px == py and any(ax in g and ay in g for g in STATE_GROUPS)
    return False


_NUMBER_IN = re.compile(r"-?\d+(?:\.\d+)?")


def _related(x: Value, y: Value) -> bool:
    """Two values that answer the same question, so that their difference is a disagreement."""
    if comparable(x, y):
        return True
    kinds = {x.kind, y.kind}
    return "number" in kinds and bool(kinds & {"quantity", "money", "duration", "version"}) or kinds <= {"time", "duration"} \
        or kinds == {"state"}


def value_differences(a: Reading, b: Reading) -> list[dict[str, Any]]:
    """What makes the two readings' values disagree, in written and normalised form; [] = the same values.

    `a` is the candidate, `b` the stored fact. Typed values are matched with `equivalent`; a value with a related
    partner of another value is a difference, and so is a candidate's value where the stored fact states none (a
    value-less "the API has a rate limit" gets its value). A value only one side mentions beside values both share
    (a date, a host, "running"), or that the stored fact states and the candidate leaves out, is no difference,
    unless it is a negative state. Names differ when each side has one the other sentence lacks."""
    out: list[dict[str, Any]] = []
    va, vb = list(a.values), list(b.values)
    if a.explicit and b.explicit:  # the slot is named: everything the sentences state is value, their subjects' ids included
        va, vb = va + list(a.subject_values), vb + list(b.subject_values)
    only_a = [x for x in va if not any(equivalent(x, y) for y in vb)]
    only_b = [y for y in vb if not any(equivalent(x, y) for x in va)]
    b_bare = not b.valued
    for x in only_a:
        partner = next((y for y in only_b if _related(x, y)), None)
        if partner is not None:
            only_b.remove(partner)
            out.append({"kind": x.kind, "candidate": x.show(), "fact": partner.show()})
        elif b_bare or _negative(x):
            out.append({"kind": x.kind, "candidate": x.show(), "fact": None})
    # a value only the stored side states, beside a candidate that states none, is no news: nothing differs
    out.extend({"kind": y.kind, "candidate": None, "fact": y.show()} for y in only_b if _negative(y))
    names_a, names_b = a.names, b.names
    if a.explicit and b.explicit:
        spoken = set(re.findall(r"\w+", " ".join(a.explicit).casefold()))
        names_a = (a.names | a.subject_names) - {stem(w) for w in spoken}
        names_b = (b.names | b.subject_names) - {stem(w) for w in spoken}
    da, db = names_a - b.words - b.subject_names, names_b - a.words - a.subject_names
    if (da and db) or (da and b_bare):
        out.append({"kind": "name", "candidate": ", ".join(sorted(da)) or None, "fact": ", ".join(sorted(db)) or None})
    if not out and _role_holders(a, b):
        out.append({"kind": "name", "candidate": " ".join(sorted(a.subject_names)), "fact": " ".join(sorted(b.subject_names))})
    if a.negated != b.negated:
        out.append({"kind": "polarity", "candidate": "negated" if a.negated else "affirmed", "fact": "negated" if b.negated else "affirmed"})
    qa, qb = (a.predicate - b.predicate) & MONTH_STEMS, (b.predicate - a.predicate) & MONTH_STEMS
    if qa and qb and not out and not va and not vb:  # no typed value: the month is what it says ("starts in April")
        out.append({"kind": "when", "candidate": ", ".join(sorted(qa)), "fact": ", ".join(sorted(qb))})
    # a copula's value in words ("is bank transfer"); one the other sentence says in its own words is no difference
    # ("is allergic to penicillin" / "has a penicillin allergy", "is out of stock" / "is not in stock")
    ca, cb = _unmatched(a.complement, b.words), _unmatched(b.complement, a.words)
    if (ca or cb) and not out and a.subject == b.subject:
        out.append({"kind": "term", "candidate": ", ".join(sorted(a.complement)) or None, "fact": ", ".join(sorted(b.complement)) or None})
    return out


def _negative(v: Value) -> bool:
    return v.kind == "state" and isinstance(v.norm, tuple) and v.norm[1] is False


def restates(a: Reading, b: Reading) -> bool:
    """Does `b` state every value of `a` (typed values the same, however written; `a`'s names among `b`'s words)?"""
    if not a.values and not a.names:
        return False
    for x in a.values:
        if not any(equivalent(x, y) for y in b.values):
            return False
    return a.names <= b.words


def _same_number(x: Value, y: Value) -> bool:
    """A version and a plain number written alike ("Version 17" / "React 17", "release 7.1" / "firmware 7.1")."""
    kinds = {x.kind, y.kind}
    if kinds != {"version", "number"}:
        return False
    v, n = (x, y) if x.kind == "version" else (y, x)
    written = re.search(r"\d+(?:\.\d+)*", v.text)
    return written is not None and written.group(0).count(".") <= 1 and written.group(0) == n.text.strip().lstrip("vV")


def describe_differences(diffs: list[dict[str, Any]]) -> str:
    return "; ".join(f"{d['kind']} {d['candidate'] or '(none)'} vs {d['fact'] or '(none)'}" for d in diffs)


# ----------------------------------------------------------------------------- evidence time
_DATED = re.compile(r"\b(?:cached|cache|as of|as at|last (?:scan(?:ned)?|seen|updated|checked|modified|sync(?:ed)?)|scanned|snapshot|"
                    r"dated|exported|backup|dump(?:ed)?|captured|archived|retrieved|fetched|updated|generated|published|"
                    r"printed|written|recorded|valid (?:on|at))\b[^.;\n]{0,24}$", re.IGNORECASE)
_AGED = re.compile(r"\b(?:age|aged|old|ago|stale for|since)\b", re.IGNORECASE)


def evidence_time(span: str | None, now: datetime) -> tuple[datetime, str] | None:
    """When the evidence in a source span dates from, when the span says so.

    A date introduced by words such as "cached", "as of", "last scan", "snapshot",
    "exported" ("config (cached 2025-12-01)"), or an age ("entry age 52 days", "3 weeks
    ago"): the data is that old however recently it was read. None when the span gives no
    such date. The earliest such date wins (a dump read today is as old as its data)."""
    if not span:
        return None
    found: list[tuple[datetime, str]] = []
    for v in extract(span):
        before = span[max(0, v.start - 40):v.start]
        after = span[v.end:v.end + 12]
        m = _DATED.search(before)
        if v.kind in ("date", "datetime") and m:
            try:
                when = datetime.fromisoformat(str(v.norm).replace("Z", "+00:00"))
            except ValueError:
                continue
            when = when if when.tzinfo else when.replace(tzinfo=timezone.utc)
            found.append((when, f"the source dates its data: '{m.group(0).strip()} {v.text}'"))
        elif v.kind == "duration" and (_AGED.search(before[-16:]) or _AGED.search(after)):
            seconds = float(v.norm) if isinstance(v.norm, (int, float, Decimal)) else None
            if seconds is not None:
                found.append((now - timedelta(seconds=seconds), f"the source gives an age of {v.text}"))
    return min(found, key=lambda x: x[0]) if found else None
