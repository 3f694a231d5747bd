"""Which words two readings differ in, and how WordNet relates them (slots.py compares readings with these)."""

from __future__ import annotations

from functools import lru_cache
from dataclasses import replace

from . import wordnet
from .text import STOP_WORDS
from .slot_words import unmatched
from .slot_things import bare
from .sentence import Reading
from .sentence_words import ADVERBS, AUXILIARIES, DETERMINERS, PREPOSITIONS, WHEN_STEMS, QUALIFIER_STEMS, stem


POSTURE_VERBS = frozenset(stem(w) for w in "sit sits sat stand stands stood lie lies lay rest rests perch perches".split())
MAX_DIFFERING = 3  # more words than this differ on a side: a reworded sentence, not a word swapped for another


def differing(r: Reading, other: Reading, subject_only: bool) -> list[int] | None:
    """Positions in `r.tokens` of the content words that say what `r` is about and that `other` lacks (no counterpart,
    names and values left out); None when more than MAX_DIFFERING differ."""
    missing = unmatched(about_words(r), other.frame)  # not against the other's names ("Dr" is no counterpart of "doctor")
    stems = word_stems(r)
    at = [i for i in range(min(r.subject_end, len(stems)) if subject_only else len(stems)) if stems[i] in missing]
    return at if len({stems[i] for i in at}) <= MAX_DIFFERING else None


# what the slot rules derive from one reading, kept per reading (a Reading hashes once, `Reading.__hash__`): a stored fact
# proposed to many candidates, and a candidate compared with each of the facts proposed to it, are derived once (issue 19)
@lru_cache(maxsize=65536)
def about_words(r: Reading) -> frozenset[str]:
    """The content words that say what `r` is about, as `differing` compares them (names and time words left out)."""
    # (a possessive that opens the sentence is a name only by its capital: "Children's classes at the dojo")
    opening = frozenset({r.initial}) if r.initial and r.tokens and r.tokens[0].endswith(("'s", "'", "’s", "’")) else frozenset()
    return (r.about | r.verbs) - WHEN_STEMS - QUALIFIER_STEMS - (r.subject_names - opening) - r.names


@lru_cache(maxsize=65536)
def word_stems(r: Reading) -> tuple[str | None, ...]:
    """Each token's stem without its possessive ending (`bare`); None for a typed value or a token that is no word."""
    return tuple(None if i in r.value_at or not t[:1].isalpha() else stem(bare(t)) for i, t in enumerate(r.tokens))


_NOT_PHRASED = DETERMINERS | STOP_WORDS | AUXILIARIES | PREPOSITIONS | ADVERBS  # never part of a two-word phrase


@lru_cache(maxsize=65536)
def phrases(r: Reading, i: int) -> tuple[tuple[int, ...], ...]:
    """The word at `i` alone, and with a content word next to it ("living room", "hard disk")."""
    skip = _NOT_PHRASED
    out = [(i,)]
    for j in (i - 1, i + 1):
        if 0 <= j < len(r.tokens) and j not in r.value_at and r.tokens[j][:1].isalpha() and r.tokens[j] not in skip \
                and (j < r.subject_end) == (i < r.subject_end) and not r.tokens[min(i, j)].endswith(("'s", "'")):
            out.append((min(i, j), max(i, j)))
    return tuple(out)


def relations(a: Reading, b: Reading, subject_only: bool = False, synonyms: bool = False):
    """WordNet's relations between the differing words (and two-word phrases) of `a` and of `b` (`synonyms`: only
    "same", `wordnet.same`, which reads fewer senses)."""
    ask = wordnet.same if synonyms else wordnet.relation
    da, db = differing(a, b, subject_only), differing(b, a, subject_only)
    if not da or not db:
        return
    theirs = _phrased(b, db)  # (made once per pair, not once per phrase of the other side)
    for pa, kept_a, said_a in _phrased(a, da):
        for pb, kept_b, said_b in theirs:
            if kept_a != kept_b:  # "smoke alarm" / "smoke detector", not / "detector"
                continue
            found = ask(said_a, said_b)
            if found is not None:
                yield found, pa, pb


def _phrased(r: Reading, differing: list[int]) -> list[tuple[tuple[int, ...], frozenset[str], str]]:
    """Each differing word's phrases (`phrases`), the stems of their words not differing, and their text for WordNet."""
    stems = word_stems(r)  # (every word of a phrase is a word: `phrases`)
    return [(span, frozenset(stems[k] for k in span if k not in differing), " ".join(bare(r.tokens[k]) for k in span))
            for i in differing for span in phrases(r, i)]


def synonyms_aligned(a: Reading, b: Reading) -> tuple[Reading, Reading, str] | None:
    """The two readings with every differing word of one side that WordNet calls the same as a differing word of the
    other written as that word (the longer phrase takes the shorter one's words); None when there is none."""
    said, done_a, done_b = [], set(), set()
    for found, pa, pb in relations(a, b, synonyms=True):
        if found.kind != "same" or done_a & set(pa) or done_b & set(pb):
            continue
        done_a |= set(pa)
        done_b |= set(pb)
        if len(pa) >= len(pb):
            a = _rewritten(a, pa, [bare(b.tokens[k]) for k in pb])
        else:
            b = _rewritten(b, pb, [bare(a.tokens[k]) for k in pa])
        said.append(found.say())
    return (a, b, "; ".join(said)) if said else None


def _rewritten(r: Reading, span: tuple[int, ...], words: list[str]) -> Reading:
    """`r` with the words at `span` replaced by `words` (no more of them than the span has; the rest left empty)."""
    tokens = list(r.tokens)
    ending = next((e for e in ("'s", "'") if tokens[span[-1]].endswith(e)), "")
    for k, i in enumerate(span):
        tokens[i] = words[k] if k < len(words) else ""
    tokens[span[min(len(words), len(span)) - 1]] += ending
    old, new = {stem(bare(r.tokens[i])) for i in span}, frozenset(stem(w) for w in words)

    def swap(field: frozenset[str]) -> frozenset[str]:
        return (field - old) | new if field & old else field
    return replace(r, tokens=tuple(tokens), subject=swap(r.subject), predicate=swap(r.predicate), objects=swap(r.objects),
                   complement=swap(r.complement))


def another_thing(a: Reading, b: Reading) -> wordnet.Relation | None:
    """A differing word of the subject (or, when both sentences state typed values, of what the value is of: "16 GB
    of RAM" / "16 GB of swap") that WordNet calls an opposite of the other's ("upload" / "download"), or what a number
    counts swapped for a sibling thing ("42 lapwings" / "42 golden plovers").

    Only opposites overturn a reworded "same slot": WordNet's siblings include near-synonyms ("laptop" / "notebook
    computer" are two kinds of portable computer), and a sibling swapped into an otherwise equal sentence ("kitchen" /
    "bedroom") is already another thing by `slot_swaps.subject_swap`."""
    for found, pa, pb in relations(a, b, subject_only=not (a.values and b.values)):
        if found.kind == "opposite" and {stem(found.a), stem(found.b)} <= POSTURE_VERBS:
            continue  # "sits at 6,800 feet" / "stands at 1,840 metres": where a thing is, told with a posture, not opposites
        if found.kind == "opposite" and (a.subject == b.subject or not (_verb_at(a, pa) or _verb_at(b, pb))):
            return found
        if found.kind == "sibling" and _counted(a, pa) and _counted(b, pb):
            return found  # "counted 42 lapwings" / "counted 42 golden plovers": what is counted are two things
    return None


def _counted(r: Reading, span: tuple[int, ...]) -> bool:
    """Is `span` what a number counts (right after it: "42 lapwings", "42 golden plovers")?"""
    before = span[0] - 1
    return before in r.value_at and (r.tokens[before][:1].isdigit()
                                     or any(v.kind == "number" and v.text.lower() == r.tokens[before] for v in r.values))


def _verb_at(r: Reading, span: tuple[int, ...]) -> bool:
    """Is a word of `span` the sentence's verb? Opposite verbs of one subject are two attributes ("the school day
    starts at 8:30" / "... ends at 15:15"), but with the roles swapped they state one relation from its other side
    ("the library lends books" / "books can be borrowed from the library")."""
    return any(stem(bare(r.tokens[k])) in r.verbs for k in span)
