"""What a fact is about (its slot): two readings (sentence.py) compared; whether they agree is slot_values.py's.

A slot is (namespace, domain, subject, attribute). When a write names `subject` and
`attribute`, two facts share a slot exactly when both parts are equal (canonical form).
Otherwise the slot is derived from the text, deterministically: each sentence is read
(sentence.py: its typed values and names, its subject and predicate), then vetoes come
first (another measure of one thing, a local substitution, a subject swap whatever the values,
a more specific subject, a different named subject, reversed roles, a swapped head noun), then
agreement: a role one holder fills (holders.py: said actively, passively or with the role as
the subject), equal subjects (or equal but for a noun that only names a kind of thing, KIND_NOUNS)
with agreeing predicates (equal, overlapping by half, a value-less statement inside
a valued one, or a paraphrase at `conflict.slot_cosine`), or a reworded statement at
`conflict.reworded_cosine`.

Similarity of whole sentences only proposes which stored facts to compare; this module
decides whether a proposal is about the same thing. What it cannot tell apart (see the
README): a change of subject hidden in the predicate ("Alice manages Bob" vs "Alice
manages Carol" is one slot with two values, which is right for a manager field and wrong
for a list of reports), and synonyms that WordNet does not list ("the DB" vs "the database"; the ones it lists
are read as one word, see `same_slot`).
"""

from __future__ import annotations

import difflib
from dataclasses import replace
from functools import lru_cache

from . import wordnet
from .text import STOP_WORDS
from .holders import ORGANISATION_WORDS
from .values import Value, comparable
from .slot_values import equivalent, restates
from .slot_words import ATTRIBUTE_OF, SAME_ATTRIBUTE, counterpart, same_role, unmatched
from .sentence import (ADVERBS, AUXILIARIES, CHANGE_MARKERS, DETERMINERS, PREPOSITIONS, WHEN_STEMS, QUALIFIER_STEMS, Reading, read, stem)

__all__ = ["Reading", "read", "stem", "same_slot", "swap_phrase"]

# measured attributes (the first groups of SAME_ATTRIBUTE): a sentence that names one of them and another that names a
# different one, or only other words, say two measures of one thing ("is 4,806 metres high" / "has a prominence of
# 4,696 metres")
MEASURES = frozenset(min(g) for g in SAME_ATTRIBUTE[:5])
# verbs that say what a thing is made of or runs ("runs PostgreSQL 15" / "is MySQL 8"): a copula with the same kind of
# value says the same attribute
IDENTITY_VERBS = frozenset(stem(w) for w in "run use".split())
# nouns that name an attribute of the thing before them, not another thing ("the report" / "the report deadline",
# "the kettle" / "the kettle's capacity"): added at the end of a subject they do not make a more specific subject
ATTRIBUTE_NOUNS = frozenset(
    "deadline date time day price cost fee size length height width depth weight age status state version number count "
    "total amount rate limit level score value capacity duration speed location address name owner schedule start end "
    "budget salary balance population temperature maximum minimum max min high low peak average mean median dose dosage".split())
# nouns that only say what kind of thing a name or noun group is ("the office Wi-Fi network" / "the office Wi-Fi", "the
# cardiology department" / "cardiology"): added to a subject they name the same thing
KIND_NOUNS = ORGANISATION_WORDS | frozenset(stem(w) for w in (
    "network service system app application platform tool site website server device account programme program "
    "product project").split())


SUBSTITUTION_SHARED = 0.5  # a local change of what a sentence is about: at least half of its words stay ...
SUBSTITUTION_MAX = 2  # ... and at most this many words change on each side


def same_slot(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None,
              reworded_cosine: float | None = None, value_cosine: float | None = None) -> tuple[bool, str]:
    """Are two readings about the same thing? (answer, how it was decided, in words).

    The rules of `_same_slot` decide; then, only for the content words that differ between the two sentences,
    WordNet (wordnet.py) has a say: words of one side that are synonyms of the other's ("kids" / "children", "flat" /
    "apartment") are read as the other's words and the rules asked again, so a decision of "another thing" can become
    the same slot; a subject word swapped for its opposite ("minimum" / "maximum"), or such a word beside a value
    ("upload quota of 2 GB" / "download quota of 2 GB"), makes a decision of "the same slot" another thing, however
    close the cosine (siblings do not: see `_another_thing`). The reasons say which relation decided."""
    same, how = _same_slot(a, b, cosine, slot_cosine, reworded_cosine, value_cosine)
    if a.explicit or b.explicit:
        return same, how
    if not same:
        aligned = _synonyms_aligned(a, b)
        if aligned is not None:
            a2, b2, said = aligned
            same2, how2 = _same_slot(a2, b2, cosine, slot_cosine, reworded_cosine, value_cosine)
            if same2:
                return True, f"{said}; {how2}"
        return same, how
    other = _another_thing(a, b)
    if other is not None:
        return False, f"about something else ({other.say()})"
    return same, how


def _same_slot(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None,
               reworded_cosine: float | None = None, value_cosine: float | None = None) -> tuple[bool, str]:
    """The slot rules without word relations (see `same_slot`).

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
    held = same_role(a, b)
    if held:
        ha, hb = held
        return True, f"who holds one role ({' '.join(sorted(ha.roles & hb.roles))} of {' '.join(sorted(ha.of))}): the name is its value"
    valued = _named_by_value(a, b)
    if valued:
        return False, f"about something else (a value in the subject names which one: {valued})"
    direction = _opposite_directions(a, b)
    if direction:
        return False, f"about something else (the other direction: {direction})"
    measures = _other_measures(a, b) if a.values and b.values else None
    if measures:
        return False, f"another measure of it ({measures})"
    if a.frame == b.frame and a.names == b.names and len(a.frame) >= 2 and (cosine is None or slot_cosine is None or cosine >= slot_cosine):
        return True, "the same words about the same names, ordered differently"
    if a.subject == b.subject and _month_is_the_value(a, b):
        return True, "same subject; the day, month or time of day is what it says (no other value)"
    wa, wb = a.about - (a.predicate & WHEN_STEMS), b.about - (b.predicate & WHEN_STEMS)  # a day or month after the verb says when
    only_a, only_b = unmatched(wa, b.words | b.verbs), unmatched(wb, a.words | a.verbs)
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
    na, nb = unmatched(a.subject_names, b.words), unmatched(b.subject_names, a.words)
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
    if _kind_free(a.subject) == _kind_free(b.subject):  # "the office Wi-Fi network" / "the office Wi-Fi"
        same, how = _same_predicate(a, b, cosine, slot_cosine)
        if same:
            return same, how
    heads = _other_heads(a, b) or _other_modifiers(a, b) or _other_attribute(a, b) or _other_measured(a, b) or _owned(a, b) \
        or _owned(b, a) or _other_owner(a, b)
    if cosine is not None and reworded_cosine is not None and cosine >= reworded_cosine and not heads:
        return True, f"a reworded statement (cosine {cosine:.3f} >= {reworded_cosine})"
    if cosine is not None and value_cosine is not None and cosine >= value_cosine and restates(a, b) and not heads:
        return True, f"restates every value of a replaced fact in other words (cosine {cosine:.3f} >= {value_cosine})"
    if heads:
        return False, f"about something else ({heads})"
    return False, f"different subject ({' '.join(sorted(a.subject)) or '-'} vs {' '.join(sorted(b.subject)) or '-'})"


MAX_DIFFERING = 3  # more words than this differ on a side: a reworded sentence, not a word swapped for another


def _differing(r: Reading, other: Reading, subject_only: bool) -> list[int] | None:
    """Positions in `r.tokens` of the content words that say what `r` is about and that `other` lacks (no counterpart,
    names and values left out); None when more than MAX_DIFFERING differ."""
    words = (r.about | r.verbs) - WHEN_STEMS - QUALIFIER_STEMS - r.subject_names - r.names
    missing = unmatched(words, other.frame)  # not against the other's names ("Dr" is no counterpart of "doctor")
    at = [i for i, t in enumerate(r.tokens) if i not in r.value_at and t[:1].isalpha() and stem(_bare(t)) in missing
          and (not subject_only or i < r.subject_end)]
    return at if len({stem(_bare(r.tokens[i])) for i in at}) <= MAX_DIFFERING else None


def _phrases(r: Reading, i: int) -> list[tuple[int, ...]]:
    """The word at `i` alone, and with a content word next to it ("living room", "hard disk")."""
    skip = DETERMINERS | STOP_WORDS | AUXILIARIES | PREPOSITIONS | ADVERBS
    out = [(i,)]
    for j in (i - 1, i + 1):
        if 0 <= j < len(r.tokens) and j not in r.value_at and r.tokens[j][:1].isalpha() and r.tokens[j] not in skip \
                and (j < r.subject_end) == (i < r.subject_end) and not r.tokens[min(i, j)].endswith(("'s", "'")):
            out.append((min(i, j), max(i, j)))
    return out


def _relations(a: Reading, b: Reading, subject_only: bool = False):
    """WordNet's relations between the differing words (and two-word phrases) of `a` and of `b`."""
    da, db = _differing(a, b, subject_only), _differing(b, a, subject_only)
    if not da or not db:
        return
    def shared(r: Reading, span: tuple[int, ...], differing: list[int]) -> frozenset[str]:
        return frozenset(stem(_bare(r.tokens[k])) for k in span if k not in differing)
    for i in da:
        for pa in _phrases(a, i):
            for j in db:
                for pb in _phrases(b, j):
                    if shared(a, pa, da) != shared(b, pb, db):  # "smoke alarm" / "smoke detector", not / "detector"
                        continue
                    found = wordnet.relation(" ".join(_bare(a.tokens[k]) for k in pa), " ".join(_bare(b.tokens[k]) for k in pb))
                    if found is not None:
                        yield found, pa, pb


def _synonyms_aligned(a: Reading, b: Reading) -> tuple[Reading, Reading, str] | None:
    """The two readings with every differing word of one side that WordNet calls the same as a differing word of the
    other written as that word (the longer phrase takes the shorter one's words); None when there is none."""
    said, done_a, done_b = [], set(), set()
    for found, pa, pb in _relations(a, b):
        if found.kind != "same" or done_a & set(pa) or done_b & set(pb):
            continue
        done_a |= set(pa)
        done_b |= set(pb)
        if len(pa) >= len(pb):
            a = _rewritten(a, pa, [_bare(b.tokens[k]) for k in pb])
        else:
            b = _rewritten(b, pb, [_bare(a.tokens[k]) for k in pa])
        said.append(found.say())
    return (a, b, "; ".join(said)) if said else None


def _rewritten(r: Reading, span: tuple[int, ...], words: list[str]) -> Reading:
    """`r` with the words at `span` replaced by `words` (no more of them than the span has; the rest left empty)."""
    tokens = list(r.tokens)
    ending = next((e for e in ("'s", "'") if tokens[span[-1]].endswith(e)), "")
    for k, i in enumerate(span):
        tokens[i] = words[k] if k < len(words) else ""
    tokens[span[min(len(words), len(span)) - 1]] += ending
    old, new = {stem(_bare(r.tokens[i])) for i in span}, frozenset(stem(w) for w in words)

    def swap(field: frozenset[str]) -> frozenset[str]:
        return (field - old) | new if field & old else field
    return replace(r, tokens=tuple(tokens), subject=swap(r.subject), predicate=swap(r.predicate), objects=swap(r.objects),
                   complement=swap(r.complement))


def _another_thing(a: Reading, b: Reading) -> wordnet.Relation | None:
    """A differing word of the subject (or, when both sentences state typed values, of what the value is of: "16 GB
    of RAM" / "16 GB of swap") that WordNet calls an opposite of the other's ("upload" / "download").

    Only opposites overturn a reworded "same slot": WordNet's siblings include near-synonyms ("laptop" / "notebook
    computer" are two kinds of portable computer), and a sibling swapped into an otherwise equal sentence ("kitchen" /
    "bedroom") is already another thing by `_subject_swap`."""
    for found, pa, pb in _relations(a, b, subject_only=not (a.values and b.values)):
        if found.kind == "opposite" and (a.subject == b.subject or not (_verb_at(a, pa) or _verb_at(b, pb))):
            return found
    return None


def _verb_at(r: Reading, span: tuple[int, ...]) -> bool:
    """Is a word of `span` the sentence's verb? Opposite verbs of one subject are two attributes ("the school day
    starts at 8:30" / "... ends at 15:15"), but with the roles swapped they state one relation from its other side
    ("the library lends books" / "books can be borrowed from the library")."""
    return any(stem(_bare(r.tokens[k])) in r.verbs for k in span)


def _opposite_directions(a: Reading, b: Reading) -> str | None:
    """"The flight to Tokyo" / "the flight back from Tokyo": in their subjects, one goes to what the other comes from."""
    def ends(r: Reading) -> set[tuple[str, str]]:
        head = r.tokens[:r.subject_end]
        return {(head[i], head[i + 1]) for i in range(len(head) - 1) if head[i] in ("to", "from")}
    ea, eb = ends(a), ends(b)
    turned = next(((p, w) for p, w in ea if ({"to": "from", "from": "to"}[p], w) in eb and (p, w) not in eb), None)
    return f"{turned[0]} {turned[1]} vs {'from' if turned[0] == 'to' else 'to'} {turned[1]}" if turned else None


def _subject_part_values(r: Reading) -> tuple[list[Value], list[Value]]:
    """The typed values before the verb that name what the sentence is about ("Python 3.11 was released ...", "The 5 GB
    plan costs ..."; not one after a preposition, "On 2026-03-01 the rent rose ..."), and the values after the verb."""
    every = sorted(r.values + r.subject_values, key=lambda v: v.start)
    at = sorted(r.value_at)
    if len(every) != len(at):
        return [], []
    named, stated = [], []
    for v, i in zip(every, at):
        if i >= r.subject_end:
            stated.append(v)
        elif v.kind != "identifier" and (i == 0 or r.tokens[i - 1] not in PREPOSITIONS):  # (an identifier is a name)
            named.append(v)
    return named, stated


def _named_by_value(a: Reading, b: Reading) -> str | None:
    """Each sentence names its subject with a value and states another value of it, and the naming values differ
    ("Python 3.11 was released in October 2022" / "Python 3.10 was released in October 2021", "The 5 GB plan costs
    $10" / "The 10 GB plan costs $15"): two things, whatever their predicates share. A value only one side puts before
    its verb ("Kubernetes 1.24 is what the staging cluster runs") is that side's value, not a name."""
    na, sa = _subject_part_values(a)
    nb, sb = _subject_part_values(b)
    if not (na and nb and sa and sb):
        return None
    for x in na:
        if any(equivalent(x, y) for y in nb):
            continue
        y = next((y for y in nb if comparable(x, y) and not any(equivalent(y, z) for z in na)), None)
        if y is not None:
            return f"'{x.text}' vs '{y.text}'"
    return None


def _month_is_the_value(a: Reading, b: Reading) -> bool:
    """"The school year starts in September" / "... begins in August", "The Louvre is closed on Tuesdays" / "...
    on Mondays": no typed value on either side but equal ones, and what each says after its verb is only a month or
    a day, a different one: it is the value, not which part of the slot."""
    ra, rb = a.predicate - a.verbs, b.predicate - b.verbs
    same_values = all(v.kind == "state" for v in a.values + b.values) and \
        all(any(equivalent(x, y) for y in b.values) for x in a.values) and \
        all(any(equivalent(x, y) for x in a.values) for y in b.values)  # ("is closed on Tuesdays" / "... on Mondays";
    # not "is on Mondays at 6 pm" / "on Saturdays at 6 pm": beside a time, the day says which session)
    if (a.values or b.values) and a.verbs != b.verbs:
        return False  # ("plays on Tuesday evenings" / "trains on Thursday evenings": two things it does)
    return same_values and bool(ra) and bool(rb) and ra <= WHEN_STEMS and rb <= WHEN_STEMS and ra != rb


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
    if max(len(wa), len(wb)) > SUBSTITUTION_MAX or {*wa, *wb} & (CHANGE_MARKERS | ADVERBS):
        return None
    if kind == "replace":
        sa, sb = [stem(w) for w in wa], [stem(w) for w in wb]
        if any(counterpart(x, y) for x in sa for y in sb):
            return None
        return kind, " ".join(wa), " ".join(wb)
    # an insertion: the added words must end a noun group on their side (the verb, a preposition or "'s" follows)
    longer, (k1, k2), content = (b, (j1, j2), kb) if kind == "insert" else (a, (i1, i2), ka)
    last = content[k2 - 1][1]
    if _after_preposition(longer, content[k1][1]):
        return None  # "the Wednesday shift" / "the Wednesday shift at the food bank": where it is, not another head
    if k1 == 0 or content[k1 - 1][0] == VALUE_MASK or content[k2 - 1][0] in ATTRIBUTE_NOUNS or stem(content[k2 - 1][0]) in KIND_NOUNS or not (last + 1 >= longer.subject_end or longer.tokens[last + 1] in PREPOSITIONS or longer.tokens[last].endswith("'s")):
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
    moved_when = bool(a.change or b.change) and (only_a | only_b) <= WHEN_STEMS  # "moved to Fridays": the day is the new value
    if only_a and only_b and (only_a | only_b) & QUALIFIER_STEMS and not moved_when:
        return False, f"different attribute (qualifier {' '.join(sorted(only_a))} vs {' '.join(sorted(only_b))})"
    if moved_when and only_a and only_b and (_values_meet(a, b) or not a.values and not b.values):
        return True, f"same subject; a verb of change ({' '.join(sorted(a.change | b.change))}) moves it to another day or month"
    rest_a, rest_b = _attribute_words(a), _attribute_words(b)
    if rest_a == rest_b and (rest_a or a.verbs == b.verbs):
        return True, "same subject and attribute; the value or the verb differs"
    if rest_a == rest_b and _identity(a, b):
        return True, "same subject; what it is or runs, said with a copula on one side"
    measured = _measured_by_copula(a, b) or _measured_by_copula(b, a)
    if measured:
        return True, f"same subject; a bare copula with a measure of the kind the other names ({measured})"
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


@lru_cache(maxsize=65536)
def _head(r: Reading) -> str | None:
    """The head noun of a subject, stemmed: the last content word of its first noun group, before a preposition ("the
    warranty on the laptop" -> warranty) and after a possessive ("Acme's support line" -> line); None for a name."""
    head = _head_word(r)
    return None if head is None else stem(head)


def _last_noun(r: Reading) -> str | None:
    """The last content word of the subject's first noun group, as written (an attribute noun or a name included)."""
    head = None
    for i, t in enumerate(r.tokens[:r.subject_end]):
        if i in r.value_at:
            continue
        if t in PREPOSITIONS and head is not None:
            break
        if t in DETERMINERS or t in STOP_WORDS or t in AUXILIARIES or t in ADVERBS or not t[:1].isalpha():
            continue
        head = t
    return head


def _head_word(r: Reading) -> str | None:
    """`_head` as written."""
    head = _last_noun(r)
    if head is None or head.endswith(("'s", "'")):
        return None
    w = stem(head)
    return None if w in r.subject_names or head in ATTRIBUTE_NOUNS or w in KIND_NOUNS else head


def _other_heads(a: Reading, b: Reading) -> str | None:
    """Subjects with the same words around different head nouns, each head absent from the other sentence ("The
    warranty on the X200 laptop" / "The X200 laptop battery"): two things, however close the sentences' meaning."""
    ha, hb = _head(a), _head(b)
    if ha is None or hb is None or ha == hb:
        return None
    rest_a, rest_b = a.subject - {ha}, b.subject - {hb}  # the same words around two heads: the head was swapped
    if not rest_a or unmatched(rest_a, rest_b) or unmatched(rest_b, rest_a):
        return None
    if unmatched(frozenset({ha}), b.words | b.verbs) and unmatched(frozenset({hb}), a.words | a.verbs):
        return f"its head noun: {ha} vs {hb}"
    return None


def _other_measured(a: Reading, b: Reading) -> str | None:
    """Subjects headed by two attribute nouns, each absent from the other sentence, whose values are of kinds that never
    compare ("The maximum upload size for attachments is 25 MB" / "The maximum number of attachments per message is
    10": a size against a count): two attributes of one thing, however close the sentences read. Values of one kind
    keep it open ("the entry fee is 15 dollars" / "the admission price is 18 dollars" may be one attribute)."""
    ha, hb = _last_noun(a), _last_noun(b)
    if ha is None or hb is None or not a.values or not b.values:
        return None
    sa, sb = stem(ha), stem(hb)
    if sa == sb or sa not in _ATTRIBUTE_STEMS or sb not in _ATTRIBUTE_STEMS or ATTRIBUTE_OF.get(sa, sa) == ATTRIBUTE_OF.get(sb, sb):
        return None
    if not unmatched(frozenset({sa}), b.words | b.verbs) or not unmatched(frozenset({sb}), a.words | a.verbs):
        return None
    if any(comparable(x, y) for x in a.values for y in b.values):
        return None
    return f"another attribute: the {ha} ({', '.join(v.kind for v in a.values)}) vs the {hb} ({', '.join(v.kind for v in b.values)})"


def _after_preposition(r: Reading, i: int) -> bool:
    """Is the word at `i` the first content word of a prepositional phrase (only determiners between)?"""
    j = i - 1
    while j >= 0 and r.tokens[j] in DETERMINERS:
        j -= 1
    return j >= 0 and r.tokens[j] in PREPOSITIONS


def _owned(a: Reading, b: Reading) -> str | None:
    """`b` is about a thing `a`'s subject owns ("Biscuit weighs 22 kg" / "Biscuit's bag of dry food weighs 12 kg",
    "Anna's brother lives in Braga", "The museum is open on Sundays" / "The museum's cafe is open on Mondays", or the
    person a copula names: "Jonas Weber's brother Felix"): its head noun follows the possessive, is a physical thing in
    WordNet (an object, a person; not an abstraction such as "Lena's birthday", "Leo's rating", which may be the
    owner's attribute), and `a` never mentions it. Two things, however close the sentences."""
    exact = False
    if a.subject_names and a.subject <= a.subject_names:
        who = a.subject_names  # `a` is about the name itself, nothing more ("the deadline at Fairmead School" is not)
    elif not a.verbs and not a.values and a.names and not a.objects - a.complement:
        who = a.names  # "The podcast's audio editor is Jonas Weber": a copula says who the subject is
    elif a.subject and not any(t.endswith(("'s", "'")) for t in a.tokens[:a.subject_end]):
        who, exact = a.subject, True  # "The museum is open on Sundays" / "The museum's cafe ...": the owner is all of it
    else:
        return None
    last = _last_noun(b)
    word = _possessed(b) if last is not None and stem(last) in b.subject_names else _head_word(b)  # ("brother Felix")
    hb = None if word is None else stem(word)
    if hb is None or not unmatched(frozenset({hb}), a.words | a.verbs) or not wordnet.physical(word):
        return None
    owners = {stem(_bare(t)) for t in b.tokens[:b.subject_end] if t.endswith(("'s", "'"))}
    if exact and (b.subject - owners - {hb}) & a.words:
        return None  # "The shop's return window" / "The shop accepts returns": the phrase is what `a` says of the shop
    if owners and (owners == who if exact else owners <= who):
        owner = " ".join(sorted(owners))
        return f"{owner}'s {hb} is not {owner}"
    return None


def _possessed(r: Reading) -> str | None:
    """The noun after the subject's last possessive, up to a preposition or a name ("Jonas Weber's brother Felix" ->
    brother, "Biscuit's bag of dry food" -> bag)."""
    toks = r.tokens[:r.subject_end]
    at = max((i for i, t in enumerate(toks) if t.endswith(("'s", "'"))), default=None)
    if at is None:
        return None
    word = None
    for i in range(at + 1, len(toks)):
        t = toks[i]
        if i in r.value_at or t in PREPOSITIONS or stem(t) in r.subject_names or not t.isalpha():
            break
        if t not in DETERMINERS | STOP_WORDS | ADVERBS:
            word = t
    return word


_SPEAKER = frozenset({"my", "our", "user's", "users'"})  # the owner a user's own statement speaks of


def _owners(r: Reading) -> set[str]:
    """Who the subject belongs to, as written: the possessives before the verb ("my", "the user's", "my brother's")."""
    out = set()
    for t in r.tokens[:r.subject_end]:
        if t in _SPEAKER:
            out.add("user")
        elif t.endswith(("'s", "'")):
            out.add(_bare(t))
    return out


def _other_owner(a: Reading, b: Reading) -> str | None:
    """"My mortgage rate is fixed at 4.2%" / "My brother's mortgage rate is fixed at 3.9%", "My hotel room in Porto" /
    "My colleague's room at the Porto hotel": one subject belongs to the speaker, the other to a person or an animal
    (WordNet) the first never mentions. Two things, however close the sentences read."""
    for x, y in ((a, b), (b, a)):
        ox = _owners(x)
        if "user" not in ox:
            continue
        for w in sorted(_owners(y) - ox):
            if stem(w) not in x.words and wordnet.owner(w):
                return f"{w}'s, not the speaker's"
    return None


def _other_modifiers(a: Reading, b: Reading) -> str | None:
    """One head noun, told apart by words before it that each sentence has and the other lacks everywhere ("The living
    room thermostat was turned down to 19 degrees" / "The bedroom thermostat is set to 18 degrees"): two things of one
    kind, however the rest is worded. Words that say which value or when (qualifiers, change markers) do not count."""
    ha, hb = _head(a), _head(b)
    if ha is None or ha != hb:
        return None
    skip = QUALIFIER_STEMS | CHANGE_MARKERS | ADVERBS | {ha}
    only_a = unmatched(a.subject - skip, b.words | b.verbs | b.names)
    only_b = unmatched(b.subject - skip, a.words | a.verbs | a.names)
    if only_a and only_b:
        return f"the {' '.join(sorted(only_a))} {ha} vs the {' '.join(sorted(only_b))} {hb}"
    return None


_ATTRIBUTE_STEMS = frozenset(stem(w) for w in ATTRIBUTE_NOUNS)
_WHEN_KINDS = frozenset({"duration", "date", "datetime", "time"})  # values that say when or how long


def _other_attribute(a: Reading, b: Reading) -> str | None:
    """One sentence names an attribute in its subject that the other never mentions ("The search API's rate limit was
    raised to 500 requests per minute"), the other says something of the same thing in words the first lacks ("The
    search API times out after 30 seconds"), and one states only times or spans where the other states only counts,
    amounts or sizes: two attributes of one thing, however close the sentences read. Values on the same side of that
    line keep it open ("The API's rate limit is 100 rpm" / "The API allows 200 requests per minute": one attribute,
    said two ways; the typed values of paraphrases differ too often for a finer test)."""
    times = [{v.kind in _WHEN_KINDS for v in r.values if v.kind != "state"} for r in (a, b)]
    if not all(len(t) == 1 for t in times) or times[0] == times[1]:  # a time or span against a count, amount or size
        return None
    for x, y in ((a, b), (b, a)):
        named = x.subject - y.subject
        if not named or not named <= _ATTRIBUTE_STEMS or unmatched(named, y.words | y.verbs) != named:
            continue
        said = unmatched((y.predicate | y.verbs) - y.change - WHEN_STEMS, x.words | x.verbs)
        if said:
            return f"another attribute: {' '.join(sorted(named))} vs {' '.join(sorted(said))}"
    return None


def _kind_free(subject: frozenset[str]) -> frozenset[str]:
    """A subject without the nouns that only say what kind of thing it is (KIND_NOUNS), when anything else is left."""
    rest = subject - KIND_NOUNS
    return rest if rest else subject


def _attributes(words: frozenset[str]) -> frozenset[str]:
    """Words with each measured attribute's synonyms written one way (SAME_ATTRIBUTE)."""
    return frozenset(ATTRIBUTE_OF.get(w, w) for w in words)


def _attribute_words(r: Reading) -> frozenset[str]:
    """What a sentence says of its subject, in SAME_ATTRIBUTE's one way: the words after the subject that are not the
    verb nor a copula's value, and a verb that names an attribute itself ("stretches for", "is called")."""
    return _attributes(r.about - r.subject) | frozenset(ATTRIBUTE_OF[v] for v in r.verbs if v in ATTRIBUTE_OF)


def _identity(a: Reading, b: Reading) -> bool:
    """One side a bare copula, the other "runs" or "uses", nothing after either verb but values and names."""
    verbs = {a.verbs, b.verbs}
    if frozenset() not in verbs or not (a.verbs | b.verbs) or not (a.verbs | b.verbs) <= IDENTITY_VERBS:
        return False
    if a.objects or b.objects or a.complement or b.complement:
        return False
    if any(v.kind == "state" for v in a.values + b.values):  # "is healthy" says how it is, not what it is or runs
        return False
    if a.values and b.values and not (a.names or b.names) and not _values_meet(a, b):  # "is 4 GB" / "runs version 4.2.0"
        return False
    return bool(a.values or a.names) and bool(b.values or b.names)


def _measured_by_copula(bare: Reading, named: Reading) -> str | None:
    """"The user is down to 76 kg" / "The user weighs 82 kg": one side says only a quantity after its copula (or a
    verb of change), the other names one measured attribute (MEASURES) and gives a quantity of the same kind."""
    if bare.objects or bare.complement or _attribute_words(bare) or not bare.values or not named.values:
        return None
    k = _attribute_words(named) & MEASURES
    if len(k) != 1 or _attribute_words(named) - k:
        return None
    kinds = {"quantity", "money", "duration"}
    if any(comparable(x, y) and x.kind in kinds for x in bare.values for y in named.values):
        return next(iter(k))
    return None


def _other_measures(a: Reading, b: Reading) -> str | None:
    """Two measures of one thing: each names a different measured attribute (MEASURES: "tall" / "wide"), or one names
    one and the other names its attribute only in other words ("high" / "topographic prominence")."""
    ma, mb = _attribute_words(a), _attribute_words(b)
    ka, kb = ma & MEASURES, mb & MEASURES
    if ka and kb and not ka & kb:
        return f"{' '.join(sorted(ka))} vs {' '.join(sorted(kb))}"
    for other, k in ((mb, ka), (ma, kb)):
        if k and not other & MEASURES and other - a.subject - b.subject:
            return f"{' '.join(sorted(k))} vs {' '.join(sorted(other - a.subject - b.subject))}"
    for (x, k), y in (((a, ka), b), ((b, kb), a)):  # "is 6,650 kilometres long" / "covers 3,400,000 square kilometres"
        if k and not (ka and kb) and x.values and y.values and not any(comparable(v, w) for v in x.values for w in y.values):
            return f"{' '.join(sorted(k))} vs a {' / '.join(sorted({str(w.unit or w.kind) for w in y.values}))}"
    return None


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0
