"""Two things told apart by who they belong to or whose part they are, whatever the cosine: the speaker's own attribute
said with a verb and with a noun, a part of one thing against the same part of another, a role filled for someone
else, the speaker against a person the other sentence names, a thing acted on that belongs to someone else.

Contract. Like slot_things.py's tests (which it builds on: `possessed`, `owners`, `head`, `last_noun`), each takes two
readings (sentence.py) and returns why they are about different things, in words, or None (`speaker_attribute`
returns what the speaker's attribute is); slots.py asks them before any similarity may call a pair one slot.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import wordnet
from .holders import ORGANISATION_WORDS, qualifier_names
from .slot_words import unmatched
from .sentence import Reading
from .sentence_words import CHANGE_MARKERS, DETERMINERS, FIRST_PERSON, ORDINALS as ORDINAL_WORDS, PREPOSITIONS, QUALIFIER_STEMS, WHEN_STEMS, stem
from .slot_values import equivalent
from .slot_things import (ATTRIBUTE_NOUNS, ATTRIBUTE_STEMS, KIND_NOUNS, _DET_PREP_STOP, _DET_STOP, _SPEAKER, _VARIANTS, bare,
                          last_noun, owners, possessed)


def speaker_attribute(me: Reading, mine: Reading) -> str | None:
    """"I take 20 mg of atorvastatin each evening" / "My evening dose of atorvastatin is twenty milligrams", "I play
    support for Team Vireo" / "My role on Team Vireo is support": one sentence has the speaker as its whole subject, the
    other names an attribute of the speaker's ("my dose", "my role") and says it with another verb. The speaker is
    then no word the second sentence lacks: both are about the speaker. Not a person or an animal of the speaker's
    ("my sister", "my dog": WordNet), and not when both sentences have the same verb ("I weigh 70 kg" / "My suitcase
    weighs 20 kg": the suitcase does what the speaker does, so it is another thing). Returns the attribute noun."""
    if me.subject != frozenset({FIRST_PERSON}) or "user" not in owners(mine) or not me.verbs or me.verbs & mine.verbs:
        return None
    noun = last_noun(mine)
    if noun is None or noun.endswith(("'s", "'")) or stem(noun) in mine.subject_names or wordnet.owner(noun):
        return None
    return noun


def part_of(a: Reading, b: Reading) -> str | None:
    """"The Channel Tunnel is 50.45 km long" / "The undersea section of the Channel Tunnel is 37.9 km long",
    "The Sydney Opera House opened in 1973" / "Construction of the Sydney Opera House began in 1959", "Hollins Farm grows
    65 varieties" / "The gift shop at Hollins Farm stocks 65 products": one subject is "the N of X" (or "the N at X", N a
    physical thing) where X is all of the other's subject and N a noun the other sentence never says: a part of X, or an
    event or thing of X's, not X. Not when N is an attribute noun ("the length of the tunnel", ATTRIBUTE_NOUNS), a
    kind noun ("the service of ..."), a noun of a word of the other's (WordNet's derived forms: "the opening of the Opera
    House" / "... opened", "payment of invoices" / "invoices are payable"), a noun whose modifier is the other's verb
    ("the boiling point of ethanol" / "ethanol boils at"), nor when both state the same values ("the
    surface of Lake Geneva is at 372 m" / "Lake Geneva lies at 372 m": what is measured of it, said another way)."""
    for x, y in ((a, b), (b, a)):
        toks = y.tokens[:y.subject_end]
        found = _part_before(x, y, toks)
        if found:
            return found
    return None


def _part_before(x: Reading, y: Reading, toks: tuple[str, ...]) -> str | None:
    # each "of" / "at" / "for" of the subject in turn ("the Chamber of Horrors at X": the second says what it is at)
    for of in (i for i, t in enumerate(toks) if t in ("of", "at", "for")):  # ("the trailhead for the tower")
        if of == 0 or not x.subject:
            continue
        noun = toks[of - 1]
        named = stem(bare(noun)) in y.subject_names - x.words  # ("the Chamber of Horrors at ...": a named place at X)
        if toks[of] == "at" and not (wordnet.physical(noun) or wordnet.event(noun) or named):
            continue  # "the gift shop at Hollins Farm": a place at X is another place, "the junior race at the swim" another
            # event (not "the price at the farm")
        variant = stem(noun) in _VARIANTS and of >= 2 and toks[of - 2] not in _DET_STOP \
            and re.fullmatch(r"[a-z]+(?:-[a-z]+)*", toks[of - 2]) is not None  # ("the sugar-free version of ...")
        rest = {stem(bare(t)) for i, t in enumerate(toks[of + 1:], of + 1)
                if i not in y.value_at and t[:1].isalpha() and t not in _DET_PREP_STOP}
        n = stem(noun)
        if not variant and (not noun.isalpha() or noun in _DET_STOP or noun in ATTRIBUTE_NOUNS or n in KIND_NOUNS
                            or n in ATTRIBUTE_STEMS or n in QUALIFIER_STEMS or wordnet.owner(noun)):
            continue  # (a person of X, "the principal investigator of the study", is a role of it: holders.py's)
        if rest != set(x.subject) or not unmatched(frozenset({n}), x.words | x.verbs):
            continue
        if any(len(f) >= 3 and w.startswith(f) for f in wordnet.forms(noun) for w in x.words | x.verbs):
            continue  # "Payment of invoices is due ..." / "Invoices are payable ...": the noun of the other's word
        if {stem(bare(t)) for t in toks[:of - 1] if t.isalpha()} & x.verbs:
            continue  # "The boiling point of ethanol is 78 °C" / "Ethanol boils at 78 °C": the verb names the point
        if toks[of] == "of" and x.values and y.values and all(any(equivalent(v, w) for w in y.values) for v in x.values) \
                and all(any(equivalent(v, w) for w in x.values) for v in y.values):
            continue  # "Lake Geneva lies at 372 m" / "The surface of Lake Geneva is at 372 m": the same value of it
        whole = ' '.join(t for t in toks[of + 1:] if t not in DETERMINERS).strip()
        return f"the {noun} {toks[of]} the {whole}, not the {whole} itself"
    return None


def other_role(a: Reading, b: Reading) -> str | None:
    """"The orchestra's principal conductor" / "The orchestra's principal guest conductor", "the manager" / "the
    assistant manager": one head noun naming a person (WordNet), one or two more words before it on one side only. A
    role with another noun before it is another role, whoever holds it (words that say the value is the latest, "new",
    "current", and adjectives, "the preferred supplier", do not count)."""
    na, nb = last_noun(a), last_noun(b)
    if na is None or na != nb or na.endswith(("'s", "'")) or stem(na) in a.subject_names | b.subject_names \
            or not wordnet.owner(na):
        return None  # (a name is no role: "My son Leo" / "Leo")
    for x, y in ((a, b), (b, a)):
        head = x.tokens.index(na) if na in x.tokens[:x.subject_end] else x.subject_end
        words = {stem(t): t for t in x.tokens[:head] if t.isalpha()}  # (words after the role say whose it is: "the head
        # coach of the Riverside Rockets basketball club" / "... of the Riverside Rockets")
        extra = unmatched(x.subject - y.subject - CHANGE_MARKERS - QUALIFIER_STEMS - x.subject_names, y.words | y.verbs)
        if extra and extra <= words.keys() and len(extra) <= 2 and not unmatched(y.subject - CHANGE_MARKERS, x.subject | x.words) \
                and all(wordnet.noun(words.get(w, w)) for w in extra):  # ("the preferred supplier": which one is chosen)
            return f"the {' '.join(sorted(words.get(w, w) for w in extra))} {na} is another role than the {na}"
    return None


def other_than_speaker(a: Reading, b: Reading) -> str | None:
    """"I live in Leeds" / "My sister lives in Leeds", "I have four library books out" / "My daughter has four", "I am
    certified to ..." / "My climbing partner Ana is certified to ...": one sentence is about the speaker alone, the other
    about a person or an animal (WordNet) the first never mentions."""
    for x, y in ((a, b), (b, a)):
        if x.subject != frozenset({FIRST_PERSON}) or y.subject == x.subject:
            continue
        noun = last_noun(y)
        if noun is not None and stem(noun) in y.subject_names:  # "My dive buddy Maya": the noun before the name
            before = [t for i, t in enumerate(y.tokens[:y.subject_end]) if i not in y.value_at and t[:1].isalpha()
                      and stem(t) not in y.subject_names]
            noun = before[-1] if before else None
        if noun is None or noun.endswith(("'s", "'")) or stem(noun) in y.subject_names or not wordnet.owner(noun):
            continue
        if unmatched(frozenset({stem(noun)}), x.words | x.verbs):
            return f"the speaker vs {noun}"
    return None


_SPEAKER_WORDS = frozenset("i me my mine we us our ours".split())  # ("Tom Reed is my landlord" is the speaker's landlord)


def speakers_thing_against_named(a: Reading, b: Reading) -> str | None:
    """"My croquet handicap is 14" / "Dennis is on a croquet handicap of 14": one side is the speaker's thing, the other
    says it of a person named as the subject (a name of a word or two, no organisation): two people's things."""
    for x, y in ((a, b), (b, a)):
        if x.tokens[:1] not in (("my",), ("our",)) or _SPEAKER_WORDS & set(y.tokens) or not y.subject_names \
                or y.subject != y.subject_names or len(y.subject_names) > 2 or y.subject_names & ORGANISATION_WORDS:
            continue
        if x.subject and not unmatched(x.subject, y.predicate | y.objects | y.complement):
            return f"the speaker's {' '.join(sorted(x.subject))} vs {' '.join(sorted(y.subject_names))}'s"
    return None


_OWN_PART = frozenset("its their our my his her".split())


def _in_own_part(r: Reading) -> frozenset[str]:
    """The words of a part of the subject a value is said of, after the value ("has 12 beds in its nursing wing":
    nurs, wing), stemmed; empty when there is none or it says when ("in its first year")."""
    if not r.value_at:
        return frozenset()
    toks = r.tokens
    for i in range(max(r.value_at) + 1, len(toks) - 2):
        if toks[i] in ("in", "at", "inside") and toks[i + 1] in _OWN_PART:  # (not "on its shelves": where, no part)
            words = frozenset(stem(bare(t)) for t in toks[i + 2:] if t[:1].isalpha() and t not in _DET_PREP_STOP)
            return frozenset() if not words or words & WHEN_STEMS or any(t in ORDINAL_WORDS for t in toks[i + 2:]) else words
    return frozenset()


def in_own_part(a: Reading, b: Reading) -> str | None:
    """One side says its value of a part of the subject the other never names ("Larchfield has 12 beds in its nursing
    wing" / "Larchfield has 48 beds"): the part's figure, not the whole's."""
    for x, y in ((a, b), (b, a)):
        part = _in_own_part(x)
        if part and unmatched(part, y.words | y.verbs) == part:
            return f"said of a part of it: {' '.join(sorted(part))}"
    return None


KIN = frozenset(stem(w) for w in ("son daughter wife husband partner mother mum mom father dad brother sister grandson "
                                  "granddaughter grandmother grandfather gran grandad nan aunt uncle cousin niece nephew "
                                  "child kid boy girl").split())
TITLES = frozenset("mr mrs ms miss dr prof sir".split())


def kin_against_named(a: Reading, b: Reading) -> str | None:
    """"My son plays clarinet in the school orchestra" / "Mr Okafor is the head of music": a relative of the speaker is
    the subject of one side, the other names a person by title whom the first never names: two people."""
    for x, y in ((a, b), (b, a)):
        head = x.tokens[:x.subject_end]
        if len(head) != 2 or head[0] not in ("my", "our") or stem(head[1]) not in KIN:
            continue
        other = y.names - x.names - x.words
        if other & TITLES and other - TITLES:
            return f"the speaker's {head[1]} vs {' '.join(sorted(other))}"
    return None


@lru_cache(maxsize=65536)
def object_owners(r: Reading) -> frozenset[str]:
    """Who the thing a verb acts on belongs to, as written ("serviced my brother's bike": user, brother); not a place
    after a preposition ("delivered to my neighbour's house": where is the value there)."""
    out = set()
    for i in range(r.subject_end, len(r.tokens)):
        t = r.tokens[i]
        if t not in _SPEAKER and not t.endswith(("'s", "'")):
            continue
        j = i - 1
        while j >= r.subject_end and (r.tokens[j] in DETERMINERS or r.tokens[j] in _SPEAKER or r.tokens[j].endswith(("'s", "'"))):
            j -= 1
        if j < 0 or r.tokens[j] not in PREPOSITIONS:
            out.add("user" if t in _SPEAKER else bare(t))
    return frozenset(out)


# kin said informally, whose first WordNet sense is no person ("mum" is a chrysanthemum first): the word it knows
_FORMAL_KIN = {"mum": "mother", "mom": "mother", "mummy": "mother", "mommy": "mother", "dad": "father", "daddy": "father",
               "gran": "grandmother", "granny": "grandmother", "nan": "grandmother", "nana": "grandmother",
               "grandma": "grandmother", "grandpa": "grandfather", "grandad": "grandfather", "granddad": "grandfather",
               "hubby": "husband", "bro": "brother", "sis": "sister"}


def other_owner(a: Reading, b: Reading, read_owners=owners) -> str | None:
    """"My mortgage rate is fixed at 4.2%" / "My brother's mortgage rate is fixed at 3.9%", "My hotel room in Porto" /
    "My colleague's room at the Porto hotel": one subject belongs to the speaker, the other to a person or an animal
    (WordNet) the first never mentions. Two things, however close the sentences read."""
    for x, y in ((a, b), (b, a)):
        ox = read_owners(x)
        if "user" not in ox:
            continue
        for w in sorted(read_owners(y) - ox):
            if stem(w) not in x.words and wordnet.owner(_FORMAL_KIN.get(w, w)):
                return f"{w}'s, not the speaker's"
    return None


def part_of_another(a: Reading, b: Reading) -> str | None:
    """"The hallway smoke detector's battery was replaced on ..." / "A new battery went into the bedroom smoke alarm on
    ...": one subject is a part owned by a thing named before it, the other has that part as its subject and names its
    owner after the verb; when each owner has words the other lacks, the part is of two things."""
    for x, y in ((a, b), (b, a)):
        toks = x.tokens[:x.subject_end]
        poss = [i for i, t in enumerate(toks) if t.endswith(("'s", "s'"))]
        if not poss:
            continue
        cut = poss[-1]
        owner = {stem(bare(t)) for t in toks[:cut + 1] if bare(t).isalpha() and bare(t) not in _DET_STOP}
        part = {stem(t) for t in toks[cut + 1:] if t.isalpha() and t not in _DET_STOP}
        if not part or not part <= y.subject or not owner:
            continue
        after = {stem(bare(t)) for i, t in enumerate(y.tokens[y.subject_end:], y.subject_end)
                 if i not in y.value_at and bare(t).isalpha() and bare(t) not in _DET_PREP_STOP}
        only_x = unmatched(frozenset(owner - after), y.words | y.verbs)
        only_y = unmatched(frozenset(y.objects - owner), x.words | x.verbs)
        if owner & after and only_x and only_y:
            return f"the {' '.join(sorted(part))} of another thing ({' '.join(sorted(only_x))} vs {' '.join(sorted(only_y))})"
    return None


def other_object_owner(a: Reading, b: Reading) -> str | None:
    """`other_owner` for the thing the verb acts on: "repaired my bike in 2 days" / "repaired my brother's bike in 4
    days" are two repairs, whatever else the sentences share."""
    return other_owner(a, b, object_owners)


def other_qualified_object(a: Reading, b: Reading) -> str | None:
    """"Ada Finch carved the sign for the Crown inn" / "... the sign for the Swan inn": one verb acting on one kind of
    thing, each side naming another one of it after "for" or "of". Two things done, not one value changed."""
    qa, qb = qualifier_names(a), qualifier_names(b)
    if qa and qb and not qa & qb and a.verbs and a.verbs == b.verbs:
        return f"{' '.join(sorted(qa))} vs {' '.join(sorted(qb))}, each after 'for' or 'of'"
    return None


def a_persons_thing(a: Reading, b: Reading) -> str | None:
    """"Ironside Boxing Gym opens at 6 am" / "My son's junior boxing class at Ironside is on Saturdays", "The surgery
    closes at 6 pm" / "My mother's appointment at the surgery is at 4 pm": one subject is a thing a person (WordNet) owns,
    a person and a thing the other sentence never mentions, and the other subject belongs to no one. Two things, however
    close the sentences read."""
    for x, y in ((a, b), (b, a)):
        if owners(x) or FIRST_PERSON in x.subject:
            continue
        people = sorted(w for w in owners(y) - {"user"} if wordnet.owner(w) and unmatched(frozenset({stem(w)}), x.words))
        thing = possessed(y) if people else None
        if thing is not None and unmatched(frozenset({stem(thing)}), x.words | x.verbs):
            return f"{people[-1]}'s {thing}, which the other does not mention"
    return None


def thing_of_object(a: Reading, b: Reading) -> str | None:
    """"Mrs Patel runs the shop" / "Mrs Patel runs the shop's Saturday raffle", "Joe services the boiler" / "Joe
    services the boiler's pump": one verb of one subject acting on a thing, and on a thing of that thing (after its
    possessive, in words the first never says). Two things acted on, not one said twice."""
    if a.subject != b.subject or not a.verbs or a.verbs != b.verbs:
        return None
    for x, y in ((a, b), (b, a)):
        toks = y.tokens[y.subject_end:]
        poss = [i for i, t in enumerate(toks) if t.endswith(("'s", "s'")) and bare(t).isalpha()]
        if not poss:
            continue
        owner = {stem(bare(t)) for t in toks[:poss[0] + 1] if bare(t).isalpha() and bare(t) not in _DET_PREP_STOP} - y.verbs
        thing = []
        for t in toks[poss[0] + 1:]:
            if t in PREPOSITIONS or not t.isalpha():
                break
            if t not in _DET_STOP:
                thing.append(t)
        if owner and owner <= x.objects and thing and unmatched(frozenset(stem(t) for t in thing), x.words | x.verbs):
            return f"the {' '.join(thing)} of the {' '.join(sorted(owner))}, not the {' '.join(sorted(owner))}"
    return None
