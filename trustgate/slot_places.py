"""Where a thing is and which place names it: one kind of thing in two places ("the UPS in the server room" / "in the
comms cupboard"), one street with two house numbers, and a venue named with the kind of place it is after its name
("Paws Corner pet shop" / "Paws Corner"). slots.py asks these with slot_things.py's tests."""

from __future__ import annotations

import re
from functools import lru_cache

from .sentence import Reading
from .sentence_words import WHEN_STEMS, stem
from .slot_things import _DET_STOP, bare, possessive
from .slot_words import ATTRACTION_KINDS, PLACE_KINDS, unmatched


# a house number and its street ("8 Willow Close", "3 Linden Court"): the number names which house
_ADDRESS = re.compile(r"\b(\d{1,4}[A-Za-z]?)\s+((?:[A-Z][\w'’-]*\s+){1,3}(?:Close|Road|Street|Lane|Avenue|Drive|Way|Court|Place|"
                      r"Crescent|Terrace|Gardens|Row|Square|Grove|Mews|Walk|Hill|Rise|Park|View|Green))\b")


@lru_cache(maxsize=65536)
def _addresses(text: str) -> tuple[tuple[str, str, str], ...]:
    """(street case-folded, house number, street as written) of each address a text names; read once per text."""
    if not any(c.isdigit() for c in text):
        return ()
    return tuple((m.group(2).casefold(), m.group(1).casefold(), m.group(2)) for m in _ADDRESS.finditer(text))


def other_addresses(a: Reading, b: Reading) -> str | None:
    """One street, two house numbers ("the hedges at 8 Willow Close" / "the hedges at 10 Willow Close"): two houses."""
    ha = {street: number for street, number, _ in _addresses(a.text)}
    for street, number, said in _addresses(b.text):
        if street in ha and ha[street] != number:
            return f"another address: {ha[street]} vs {number} {said}"
    return None




def kind_after_name(a: Reading, b: Reading) -> bool:
    """One subject is the other's with words right after its name that end in the kind of place it is ("Paws Corner pet
    shop on Hill Road" / "Paws Corner on Hill Road"): the name already says which one; the words say what it is."""
    for x, y in ((a, b), (b, a)):
        extra = x.subject - y.subject
        if not extra or y.subject - x.subject or not y.subject_names:
            continue
        toks = x.tokens[:x.subject_end]
        at = [i for i, t in enumerate(toks) if t[:1].isalpha() and stem(bare(t)) in extra]
        if at and at == list(range(at[0], at[-1] + 1)) and at[0] > 0 and stem(bare(toks[at[0] - 1])) in y.subject_names \
                and (stem(bare(toks[at[-1]])) in PLACE_KINDS | ATTRACTION_KINDS or _kind_of_named(x, y, toks, at)):
            return True
    return False


# the words after a name that say another thing than the named one: a copy or part of it, or a person of it ("the
# Postgres replica", "the Riverside coach")
_NOT_KINDS = frozenset(stem(w) for w in (
    "replica backup copy snapshot fork clone branch account team staff owner director coach captain chef head "
    "lead founder member customer user client admin player fan parent").split())


def _kind_of_named(x: Reading, y: Reading, toks: list[str], at: list[int]) -> bool:
    """`y` names the thing by its name alone ("Keystone", "Quarry"), `x` by the name and, after it to the end of the
    subject, two or more common nouns that say what kind of thing it is ("the Keystone secrets manager", "the Quarry
    search cluster"): one thing. Not one such noun alone that names a copy, part or person of it ("the Postgres
    replica", "the Riverside coach"), nor a word in capitals ("the Orbit Kafka cluster"), nor nouns after its
    possessive ("the Channel Tunnel's undersea section")."""
    if at[-1] != len(toks) - 1 or len(at) < 2 or not y.subject <= y.subject_names or possessive(toks[at[0] - 1]):
        return False  # (not after a possessive: "the Channel Tunnel's undersea section" is a part of it)
    written = [toks[i] for i in at]
    return all(w.islower() and w.isalpha() for w in written) and stem(bare(written[-1])) not in _NOT_KINDS


_IN_PLACE = frozenset("in at on inside".split())


def _thing_in_place(r: Reading) -> tuple[frozenset[str], frozenset[str], str, str] | None:
    """A subject that names a thing and the place it is in ("The UPS in the Kestrel House server room"): (the thing's
    words, the place's words, the place's last word, the place as written), stemmed; None for any other subject, or
    for a place that says when ("The market on Saturdays") or holds a value."""
    toks = r.tokens[:r.subject_end]
    k = next((i for i, t in enumerate(toks) if t in _IN_PLACE and i > 0), None)
    if k is None or any(i in r.value_at for i in range(k + 1, len(toks))):
        return None
    thing = frozenset(stem(bare(t)) for t in toks[:k] if t[:1].isalpha() and t not in _DET_STOP)
    place = [stem(bare(t)) for t in toks[k + 1:] if t[:1].isalpha() and t not in _DET_STOP]
    if not thing or not place or set(place) & WHEN_STEMS:
        return None
    return thing, frozenset(place), place[-1], " ".join(toks[k + 1:])


def thing_at_place(a: Reading, b: Reading) -> str | None:
    """One subject is a thing at a place and the other's subject is that place, all of it ("Service washes at the
    Bubbles launderette on Canal Street" / "The Bubbles launderette on Canal Street"), and the other sentence never
    names the thing: a thing there is not the place (its drop-off time is not the launderette's closing time)."""
    for x, y in ((a, b), (b, a)):
        found = _thing_in_place(x)
        if found is None or not y.subject:
            continue
        thing, place, _, written = found
        if not (y.subject <= place <= y.subject | y.subject_names):
            continue
        said = frozenset(stem(w.lower()) for v in y.values for w in re.findall(r"[A-Za-z]+", v.text))  # ("runs Postgres 15")
        if unmatched(thing, y.words | y.verbs | said) == thing:
            return f"{' '.join(sorted(thing))} at {written} is not {written}"
    return None


def other_places(a: Reading, b: Reading) -> str | None:
    """One thing named in two places ("The UPS in the Kestrel House server room" / "The UPS in the Kestrel House comms
    cupboard"): the same words for the thing, places that end in other words and neither of which holds the other
    ("in Kestrel House" / "in the Kestrel House server room" may be one place said twice): two things."""
    pa, pb = _thing_in_place(a), _thing_in_place(b)
    if pa is None or pb is None or pa[0] != pb[0] or pa[2] == pb[2] or pa[1] <= pb[1] or pb[1] <= pa[1]:
        return None
    return f"one kind of thing in two places: {pa[3]} vs {pb[3]}"


# a name followed by a description between commas at the start of a sentence or of what someone says ("Fenwick & Lowe,
# the accountants on Bridge Street, charge ...", "a neighbour says Fenwick & Lowe, the accountants ..., charge ...")
_DESCRIBED = re.compile(r"(?:^|\b(?:says?|said|reports?|reported|claims?|claimed|that)\s+)(?:[Tt]he\s+)?([A-Z][\w'’&-]*(?:\s+(?:&\s+)?[A-Z][\w'’&-]*)*),\s+(?:the|a|an|our|their|its)\s+([^,;.]{3,80}),\s")


def described_names(r: Reading, other: Reading) -> frozenset[str]:
    """The names inside a description that follows the subject's name ("Harper & Vale, the solicitors on Quay Street,
    ...": quay, street), when the other sentence names that name too: they say where or what the named thing is, not
    which thing."""
    head, described = _description(r)
    return described if described and head <= other.subject_names | other.names else frozenset()


@lru_cache(maxsize=65536)  # (read once per reading, asked once per pair)
def _description(r: Reading) -> tuple[frozenset[str], frozenset[str]]:
    """(the stems of the name a description follows, the stems of the subject's names inside the description)."""
    m = _DESCRIBED.search(r.text) if "," in r.text else None
    if m is None:
        return frozenset(), frozenset()
    head = frozenset(stem(bare(w.lower())) for w in re.findall(r"[\w'’-]+", m.group(1)))
    return head, frozenset(stem(bare(w.lower())) for w in re.findall(r"[\w'’-]+", m.group(2))) & r.subject_names
