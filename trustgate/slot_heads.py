"""Two things named by two head nouns: `other_heads` tells them apart whatever the cosine (slots.py asks it with the
other vetoes of slot_things.py, whose readers of a subject's head, modifiers, place and owners it uses).

Contract: `other_heads(a, b)` takes two readings (sentence.py) and returns why their subjects are two things, in words,
or None. A head swapped with the same words around it is another thing ("The warranty on the X200 laptop" / "The X200
laptop battery"); so are two heads WordNet does not call one thing whose other words differ only by what modifies or
places each ("Our Northlink fibre contract" / "Our Northlink modem").
"""

from __future__ import annotations

from . import wordnet
from .sentence import Reading
from .sentence_words import DETERMINERS, stem
from .slot_things import bare, head, head_word, modifiers, owner_words, placed
from .text import STOP_WORDS
from .slot_words import unmatched

_DET_STOP = DETERMINERS | STOP_WORDS  # (made once: a union of STOP_WORDS costs as much as the test it serves)


def other_heads(a: Reading, b: Reading) -> str | None:
    """Subjects with the same words around different head nouns, each head absent from the other sentence ("The
    warranty on the X200 laptop" / "The X200 laptop battery"): two things, however close the sentences' meaning."""
    ha, hb = head(a), head(b)
    if ha is None or hb is None or ha == hb:
        return None
    rest_a, rest_b = a.subject - {ha}, b.subject - {hb}  # the same words around two heads: the head was swapped
    apart: tuple[frozenset[str], frozenset[str]] | None = None
    if rest_a and (unmatched(rest_a, rest_b) or unmatched(rest_b, rest_a)) and placed(a) and placed(a) == placed(b):
        # (or two heads each with its own modifiers, at one place: "The hot water cylinder at 3 Linden Court" / "The
        # boiler at 3 Linden Court")
        rest_a, rest_b = rest_a - modifiers(a), rest_b - modifiers(b)
    else:
        apart = rest_a, rest_b
    # (an owner said on one side only is no word around the head: "the Redbrook Academy drama club's spring play" /
    # "the Redbrook Academy spring concert")
    rest_a, rest_b = rest_a - (unmatched(rest_a, rest_b) & owner_words(a)), rest_b - (unmatched(rest_b, rest_a) & owner_words(b))
    if not rest_a or unmatched(rest_a, rest_b) or unmatched(rest_b, rest_a):
        return _heads_apart(a, b, ha, hb, *apart) if apart else None
    if unmatched(frozenset({ha}), b.words | b.verbs) and unmatched(frozenset({hb}), a.words | a.verbs):
        return f"its head noun: {ha} vs {hb}"
    return None


def _kin_heads(a: Reading, b: Reading, siblings: bool) -> bool:
    """Two head nouns WordNet calls one thing, or one a kind of the other ("contract" / "agreement"), or with `siblings`
    two kinds of one thing ("laptop" / "notebook computer"), the heads alone or with the word before each: a reworded
    head."""
    kinds = ("same", "narrower", "broader", "sibling") if siblings else ("same", "narrower", "broader")
    wa, wb = head_word(a), head_word(b)
    if not wa or not wb:
        return False
    pairs = [(bare(wa), bare(wb))] + [(x, y) for x in _compound(a, wa) for y in _compound(b, wb)]
    return any((found := wordnet.relation(x, y)) is not None and found.kind in kinds for x, y in pairs)


def _compound(r: Reading, head: str) -> list[str]:
    """The head with the word before it, and the head alone ("notebook computer", "computer")."""
    toks = list(r.tokens[:r.subject_end])
    i = toks.index(head) if head in toks else -1
    before = toks[i - 1] if i > 0 and toks[i - 1][:1].isalpha() and toks[i - 1] not in _DET_STOP else None
    return ([f"{bare(before)} {bare(head)}"] if before else []) + [bare(head)]


def _heads_apart(a: Reading, b: Reading, ha: str, hb: str, rest_a: frozenset[str], rest_b: frozenset[str]) -> str | None:
    """`other_heads` for two heads WordNet does not call one thing, each absent from the other sentence, whose other
    words differ by what only modifies or places them: each head's own modifiers ("Our Northlink fibre contract" / "Our
    Northlink modem"), a place one side names by its first words ("The padlock code for Greyfield Cricket Pavilion" / "The
    spare ball for Greyfield"), or nothing else but a modifier each ("our garden rubbish bin" / "our kitchen rubbish
    caddy"). Two things, however close the rest."""
    if not (unmatched(rest_a, rest_b) or unmatched(rest_b, rest_a)) or _kin_heads(a, b, siblings=False) \
            or not (unmatched(frozenset({ha}), b.words | b.verbs) and unmatched(frozenset({hb}), a.words | a.verbs)):
        return None
    if any(wordnet.owner(bare(w)) for w in (head_word(a), head_word(b)) if w):
        return None  # (a person is whom a sentence is about or addressed to: "Members at the Quayside" / "Last entry at ...")
    pa, pb = placed(a), placed(b)
    shorter = pa if len(pa) <= len(pb) else pb
    extra = frozenset() if not shorter or unmatched(shorter, pa | pb) or unmatched(shorter, pb if shorter is pa else pa) \
        else (pa | pb) - shorter  # (the words a place named by its first words leaves out)
    ra, rb = rest_a - modifiers(a) - extra, rest_b - modifiers(b) - extra
    if ra and not unmatched(ra, rb) and not unmatched(rb, ra) and not _kin_heads(a, b, siblings=True):
        return f"its head noun: {ha} vs {hb}"
    own_a = unmatched(modifiers(a), b.words | b.verbs | b.names)
    own_b = unmatched(modifiers(b), a.words | a.verbs | a.names)
    if not ra and not rb and own_a and own_b:
        return f"the {' '.join(sorted(own_a))} {ha} vs the {' '.join(sorted(own_b))} {hb}"
    return None


def modifier_swapped_elsewhere(a: Reading, b: Reading) -> str | None:
    """The head noun of one subject stands outside the other's subject (its object, a clause) with another word right
    before it, each word absent from the other sentence ("Lanternauth refresh tokens last five days" / "The Lanternauth
    identity provider issues access tokens that expire after 60 minutes"): two kinds of one thing, whoever issues them."""
    for x, y in ((a, b), (b, a)):
        hx = head_word(x)
        if hx is None or head(y) == head(x):
            continue  # (one head on both sides is other_modifiers' to judge)
        own = unmatched(modifiers(x), y.words | y.verbs | y.names)
        if not own:
            continue
        target = bare(hx)
        before = {stem(y.tokens[i - 1]) for i in range(y.subject_end, len(y.tokens))
                  if i and bare(y.tokens[i]) == target and y.tokens[i - 1][:1].isalpha() and y.tokens[i - 1] not in _DET_STOP
                  and i - 1 not in y.value_at}
        # (not a name before it, which is a value: "has been renamed the Avocet Centre")
        theirs = unmatched(frozenset(before) - {stem(t) for t in y.verbs} - y.names - y.subject_names, x.words | x.verbs | x.names)
        if theirs:
            return f"the {' '.join(sorted(own))} {stem(hx)} vs the {' '.join(sorted(theirs))} {stem(hx)}"
    return None
