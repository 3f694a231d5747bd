"""Two sentences whose subjects differ by one local change: a word or two swapped ("Our sprint review" / "Our sprint
planning"), or added at the end of a noun group ("The population of Reykjavik" / "... of the Reykjavik capital
region"). Split from slots.py, which asks `subject_swap` after its other vetoes; `swap_phrase` gives a swapped phrase
as the swap sweep reads it."""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from .text import STOP_WORDS
from .slot_values import equivalent
from .slot_words import counterpart, unmatched
from .slot_things import ATTRIBUTE_NOUNS, KIND_NOUNS, after_preposition, bare
from .sentence import Reading, manner, read
from .sentence_words import ADVERBS, AUXILIARIES, CHANGE_MARKERS, DETERMINERS, PREPOSITIONS, stem

SUBSTITUTION_MAX = 2  # at most this many words change on each side (slots.py reads it too)


def subject_swap(a: Reading, b: Reading) -> tuple[str, str, str] | None:
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
    alone = len(ops) != 1 or _past_verb(ops[0], a, b, ka, kb)
    if alone:
        ka, kb = [x for x in ka if x[1] < a.subject_end], [x for x in kb if x[1] < b.subject_end]
        ops = _subject_ops(ka, kb)
    if len(ops) != 1:
        return None
    kind, i1, i2, j1, j2 = ops[0]
    if alone and (unmatched(frozenset(stem(t) for t, _ in ka[i1:i2]), b.words | b.verbs) != {stem(t) for t, _ in ka[i1:i2]}
                  or unmatched(frozenset(stem(t) for t, _ in kb[j1:j2]), a.words | a.verbs) != {stem(t) for t, _ in kb[j1:j2]}):
        return None  # a word moved into the other's predicate ("Ben's blood type is O-" / "Ben has blood type O-")
    if alone and (kind == "replace" or min(len(ka), len(kb)) < 2):
        return None  # a word swapped while the predicates differ too is as often a paraphrase ("the first ferry leaves" /
        # "the earliest sailing departs"), and so is a head added to a one-word subject ("Electricity costs" / "The
        # electricity tariff is"); a head added to a longer noun group names a thing of it ("the quarterly review deck")
    if alone and (a.change or b.change or any(equivalent(x, y) for x in a.values for y in b.values)):
        return None  # a value restated under a reworded subject ("the pool is kept at 29 °C" / "the pool water is held at
        # twenty-nine degrees") names the thing that holds it, not another; and a verb of change ("Class 4B's swimming
        # lesson is on Wednesday" / "... moved Class 4B's swimming to Fridays") says what became of the other's thing
    if alone:
        longer, k1, k2 = (b, kb[j1][1], kb[j2 - 1][1]) if kind == "insert" else (a, ka[i1][1], ka[i2 - 1][1])
        if not all(re.fullmatch(r"[a-z][a-z'’-]*", t) for t in longer.tokens[k1:k2 + 1]):
            return None  # ("actually first opened": an ordinal before the verb, no head noun)
        if k1 > 0 and stem(bare(longer.tokens[k1 - 1])) in longer.subject_names | {stem(n) for n in longer.subject_names} \
                and not longer.tokens[k2].endswith(("'s", "'")):
            return None  # "The Pont du Gard aqueduct bridge" / "The Pont du Gard stands ...": words after a name say its kind
        if k1 > 0 and longer.tokens[k1 - 1].endswith(("'s", "'")) and not longer.tokens[k2].endswith(("'s", "'")):
            return None  # "The team is staying at ..." / "The team's accommodation is ...": the owner's attribute, as a noun
    if _past_verb(ops[0], a, b, ka, kb) or len(ka) - (i2 - i1) < 1:
        return None  # the change runs past the verb, or nothing is left of the subject
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
        if "-".join(wa).split("-") == "-".join(wb).split("-"):
            return None  # one compound written with a hyphen and with a space ("back-garden" / "back garden")
        return kind, " ".join(wa), " ".join(wb)
    # an insertion: the added words must end a noun group on their side (the verb, a preposition or "'s" follows)
    longer, (k1, k2), content = (b, (j1, j2), kb) if kind == "insert" else (a, (i1, i2), ka)
    last = content[k2 - 1][1]
    if after_preposition(longer, content[k1][1]):
        return None  # "the Wednesday shift" / "the Wednesday shift at the food bank": where it is, not another head
    if k1 == 0 or content[k1 - 1][0] == VALUE_MASK or content[k2 - 1][0] in ATTRIBUTE_NOUNS or stem(content[k2 - 1][0]) in KIND_NOUNS or not (last + 1 >= longer.subject_end or longer.tokens[last + 1] in PREPOSITIONS or longer.tokens[last].endswith("'s")):
        return None
    return kind, " ".join(wa), " ".join(wb)


def _past_verb(op: tuple, a: Reading, b: Reading, ka: list[tuple[str, int]], kb: list[tuple[str, int]]) -> bool:
    _, i1, i2, j1, j2 = op
    return i2 > 0 and ka[i2 - 1][1] >= a.subject_end or j2 > 0 and kb[j2 - 1][1] >= b.subject_end


def _subject_ops(sa: list[tuple[str, int]], sb: list[tuple[str, int]]) -> list[tuple]:
    """The changes between two subjects' content words alone, for sentences whose predicates differ too ("The quarterly
    review is on 2 April" / "The quarterly review deck is due on 30 March"): another thing is named whatever the
    predicates say of it. Nothing when the subjects are equal or one holds no content word."""
    if not sa or not sb or [t for t, _ in sa] == [t for t, _ in sb]:
        return []
    ops = difflib.SequenceMatcher(a=[t for t, _ in sa], b=[t for t, _ in sb], autojunk=False).get_opcodes()
    return [op for op in ops if op[0] != "equal"]


def swap_phrase(phrase: str) -> str:
    """A word or short phrase as `_subject_swap` hands it to `phrase_cosine` (for sweeping `synonym_cosine`)."""
    return " ".join(bare(t) for t in read(phrase).tokens)


VALUE_MASK = "\x00"  # a typed value in `_content`: which value it is never says which thing a sentence is about


@lru_cache(maxsize=65536)
def _content(r: Reading) -> tuple[tuple[str, int], ...]:
    """The reading's tokens without function words, each with its position in `r.tokens`; typed values masked, and a
    rate's period with them ("600 requests per minute" / "100 requests per second": the value, not the thing)."""
    skip = DETERMINERS | STOP_WORDS | AUXILIARIES | ADVERBS
    rate = {i for i in range(2, len(r.tokens)) if r.tokens[i - 1] == "per" and {i - 2, i - 3} & r.value_at}
    return tuple((VALUE_MASK if i in r.value_at else bare(t), i) for i, t in enumerate(r.tokens)
                 if i in r.value_at or (t not in skip and t not in ".,;:!?" and i not in rate and not manner(t) and not _first_done(r, i)))


def _first_done(r: Reading, i: int) -> bool:
    """"first" right before the verb says when it was first done ("The cinema first opened in 1927"), not which one."""
    return r.tokens[i] in ("1st", "first") and i + 1 == r.subject_end and i > 0 and r.tokens[i - 1] not in DETERMINERS \
        and not r.tokens[i - 1].endswith(("'s", "s'"))
