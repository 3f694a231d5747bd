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

import re
from functools import lru_cache

from .values import comparable
from .slot_values import (colour_words, equivalent, measure_words, measured_things, position_against_count,
                          price_per_measure_against_price, place_is_value, place_swapped, restates, where_said)
from .holders import ANY_ROLE, says_when
from .slot_words import ATTRIBUTE_OF, same_role, short_name_tail, tail_added, unmatched
from .slot_kinds import (cap_against_rate, charged_for_another, other_days_times, count_against_other, counts_against_measures, days_against_time, how_long_against_when,
                         when_against_where,
                         names_against_amounts, other_counted, other_kinds_of_value, past_occasion, speed_by_verb,
                         states_of_one_question, unrelated_values, extra_charge)
from .slot_heads import modifier_swapped_elsewhere, other_heads
from .slot_things import (bare, bare_possessive, possessive, ATTRIBUTE_STEMS, beside,
                          attribute_words, attributes, named_by_value, other_products, opposite_directions,
                          ONE_OF_MANY, other_attribute, other_measured, other_measures, other_modifiers, owned,
                          setting_against_reading, sibling_possessions)
from .slot_sizes import other_sizes
from .slot_places import described_names, kind_after_name, other_addresses, other_places, thing_at_place
from .slot_groups import additive, other_conditions, other_level, seated_against_standing, other_editions, other_groups, other_occasions, other_purposes
from .slot_owners import (part_of_another, a_persons_thing, in_own_part, kin_against_named, other_owner, other_object_owner, thing_of_object, other_qualified_object,
                          other_role, other_than_speaker, speakers_thing_against_named, part_of, speaker_attribute)
from .slot_diff import another_thing, synonyms_aligned
from .slot_swaps import SUBSTITUTION_MAX, subject_swap, swap_phrase
from .slot_predicates import (ENDS, agent_changed, OPENING_HOURS, closing_of_hours, end_of_span, kept_until, start_against_end, NAMING_STEMS, SEASONS, after_values, attribute_of_verb, changed_from_other, changed_thing,
                              compared_words, identifiers, identity, kind_free, located, measured_by_copula, moved_to_place, named_there,
                              other_things_measured, overlap, own_thing_place, particle, passive_of, time_nouns, values_meet)
from .sentence import Reading, read
from .sentence_words import AUXILIARIES, WHEN_STEMS, QUALIFIER_STEMS, stem

__all__ = ["Reading", "read", "stem", "same_slot", "swap_phrase", "own_clauses"]

# verbs that only say where a thing is: "is located in Amritsar" says what "is in Amritsar" says
LOCATED = frozenset(stem(w) for w in "located situated based lies sits housed kept held displayed hangs stands".split())


# words that say when, relative to now ("was repainted pale blue last month"): not what a sentence is about
RECENTLY = frozenset(stem(w) for w in "last month week year day days weeks months years ago recently yesterday today".split())
SUBSTITUTION_SHARED = 0.5  # a local change of what a sentence is about: at least half of its words stay ...


def same_slot(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None,
              reworded_cosine: float | None = None, value_cosine: float | None = None, *,
              same_value_cosine: float | None = None) -> tuple[bool, str]:
    """Are two readings about the same thing? (answer, how it was decided, in words).

    The rules of `_same_slot` decide; then, only for the content words that differ between the two sentences,
    WordNet (wordnet.py) has a say: words of one side that are synonyms of the other's ("kids" / "children", "flat" /
    "apartment") are read as the other's words and the rules asked again, so a decision of "another thing" can become
    the same slot; a subject word swapped for its opposite ("minimum" / "maximum"), or such a word beside a value
    ("upload quota of 2 GB" / "download quota of 2 GB"), makes a decision of "the same slot" another thing, however
    close the cosine (siblings do not: see `another_thing`). The reasons say which relation decided."""
    same, how = _same_slot(a, b, cosine, slot_cosine, reworded_cosine, value_cosine, same_value_cosine)
    if a.explicit or b.explicit:
        return same, how
    if not same:
        aligned = synonyms_aligned(a, b)
        if aligned is not None:
            a2, b2, said = aligned
            same2, how2 = _same_slot(a2, b2, cosine, slot_cosine, reworded_cosine, value_cosine, same_value_cosine)
            if same2:
                return True, f"{said}; {how2}"
        return same, how
    other = another_thing(a, b) if not how.endswith(OPENING_HOURS) else None  # ("closes" / "is open": said of the hours)
    if other is not None:
        return False, f"about something else ({other.say()})"
    return same, how


# ", and visitors need a ticket", "; the cafe closes at 4": a second statement with a subject of its own
_JOINED = re.compile(r"(?:,\s+(?:and|but|while|whereas)|;)\s+(?=[A-Za-z])")


@lru_cache(maxsize=4096)
def own_clauses(text: str) -> tuple[str, ...]:
    """The statements a sentence joins, each with a subject of its own ("The reading room stays open until 5 pm, and
    visitors need a reader's ticket" -> both halves); () for a single statement. A tail that goes on with the first
    subject ("..., and has cast bells ever since") or starts with a verb or a pronoun is no statement of its own."""
    cuts = [m for m in _JOINED.finditer(text)]
    if not cuts:
        return ()
    out, begin = [], 0
    for m in cuts:
        first = text[m.end():].split(None, 1)[0].casefold().strip(",.")
        tail = read(text[m.end():])
        if first in AUXILIARIES or first in _PRONOUNS or not tail.subject or not (tail.verbs or tail.values or tail.predicate) \
                or stem(first) in tail.verbs:
            continue
        out.append(text[begin:m.start()].strip())
        begin = m.end()
    if not out:
        return ()
    out.append(text[begin:].strip())
    return tuple(c[0].upper() + c[1:] for c in out if c)


_PRONOUNS = frozenset({"it", "they", "he", "she", "this", "that", "these", "those", "there", "which", "who", "we", "i",
                       "you", "its", "their", "his", "her"})


def _same_slot(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None,
               reworded_cosine: float | None = None, value_cosine: float | None = None,
               same_value_cosine: float | None = None) -> tuple[bool, str]:
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
    the same slot from that cosine on. `same_value_cosine`: the same subject stating the same values with a predicate
    in other words ("lands at 6:05 am" / "arrives at 06:05") is the same slot from that cosine on."""
    if a.explicit and b.explicit:
        same = a.explicit == b.explicit
        return same, f"explicit slot {'equal' if same else 'differs'}: {'/'.join(a.explicit)} vs {'/'.join(b.explicit)}"
    held = same_role(a, b)
    if held:
        ha, hb = held
        role = ' '.join(sorted(ha.roles & hb.roles or (ha.roles | hb.roles) - {ANY_ROLE})) or "holder"
        return True, f"who holds one role ({role} of {' '.join(sorted(ha.of))}): the name is its value"
    conditioned = other_conditions(a, b) or other_groups(a, b) or other_level(a, b) or seated_against_standing(a, b)
    if conditioned:
        return False, f"about something else ({conditioned})"
    address = other_addresses(a, b)
    if address:
        return False, f"about something else ({address})"
    valued = named_by_value(a, b)
    if valued:
        return False, f"about something else (a value in the subject names which one: {valued})"
    products = other_products(a, b)
    if products:
        return False, f"another attribute ({products})"
    occasions = other_occasions(a, b) or other_editions(a, b) or past_occasion(a, b)
    if occasions:
        return False, f"about something else ({occasions})"
    direction = opposite_directions(a, b)
    if direction:
        return False, f"about something else (the other direction: {direction})"
    measures = other_measures(a, b) if a.values and b.values else None
    if measures:
        return False, f"another measure of it ({measures})"
    kinds = other_counted(a, b) or other_kinds_of_value(a, b) or extra_charge(a, b) or charged_for_another(a, b) \
        or price_per_measure_against_price(a, b) or position_against_count(a, b) or start_against_end(a, b) \
        or (counts_against_measures(a, b) if a.subject == b.subject else None)  # ("accepts messages up to 25 MB" /
    # "accepts up to 50 recipients per message": one subject's count of a thing against its measure)
    if kinds:
        return False, f"another attribute ({kinds})"
    owner = other_object_owner(a, b) or other_qualified_object(a, b) or part_of_another(a, b) or thing_of_object(a, b)
    capped = cap_against_rate(a, b)  # (also of one subject: "caps studio hire at £60 a day" / "charges £12 an hour")
    if capped:
        return False, f"another attribute ({capped})"
    if owner:
        return False, f"about something else (the thing acted on: {owner})"
    setting = setting_against_reading(a, b)
    if setting:
        return False, f"another attribute ({setting})"
    moved = changed_from_other(a, b) or changed_from_other(b, a)
    if moved:
        return True, f"same subject; a change from what the other says ({moved})"
    changed = changed_thing(a, b) or changed_thing(b, a) or agent_changed(a, b) or agent_changed(b, a)
    if changed:
        return True, f"a change of what the other states a value of ({changed})"
    if a.frame == b.frame and a.names == b.names and len(a.frame) >= 2 and (cosine is None or slot_cosine is None or cosine >= slot_cosine):
        sized = other_sizes(a, b)  # ("£90 an hour for a two-person crew" / "£150 an hour for a four-person crew")
        if sized:
            return False, f"about something else ({sized})"
        return True, "the same words about the same names, ordered differently"
    if a.subject == b.subject and _month_is_the_value(a, b):
        return True, "same subject; the day, month or time of day is what it says (no other value)"
    place = place_is_value(a, b) if a.subject == b.subject else None
    if place:
        return True, f"same subject, verb and object; what follows '{place[0]}' is the value"
    wa, wb = a.about - (a.predicate & WHEN_STEMS), b.about - (b.predicate & WHEN_STEMS)  # a day or month after the verb says when
    wa, wb = wa - _period_of_rate(wa, b), wb - _period_of_rate(wb, a)  # ("monthly membership costs £45" / "£35 a month")
    wa, wb = wa - _per_occasion(a) - measure_words(a, b), wb - _per_occasion(b) - measure_words(b, a)  # ("costs £9 a
    # session" / "is twelve pounds a go"; "£2.50 a pound" / "£4 a kilo": the units two prices are per)
    wa, wb = wa - time_nouns(a), wb - time_nouns(b)  # ("was moved to a 7:15 pm slot" / "airs at 6:45 pm")
    wa, wb = wa - compared_words(a) - ONE_OF_MANY, wb - compared_words(b) - ONE_OF_MANY  # ("now stops taking orders an
    # hour earlier than before"; "a single locker" / "each locker": any one of them)
    wa, wb = wa - attribute_of_verb(a, b), wb - attribute_of_verb(b, a)  # ("weekday opening time" / "courts open")
    only_a, only_b = unmatched(wa, b.words | b.verbs), unmatched(wb, a.words | a.verbs)
    # "I take 20 mg ..." / "My dose ... is 20 mg": the speaker is in both, and the words that differ say one
    # attribute with a verb and with a noun, not one thing swapped for another
    spoken = speaker_attribute(a, b) or speaker_attribute(b, a)
    every = wa | wb | a.names | b.names  # the share of words that stay counts the names both sentences state too
    shared = 1.0 - (len(only_a) + len(only_b)) / len(every) if every else 1.0
    told = states_of_one_question(a, b) or speed_by_verb(a, b) or speed_by_verb(b, a) or closing_of_hours(a, b) \
        or closing_of_hours(b, a) or kept_until(a, b) or kept_until(b, a) or end_of_span(a, b) or end_of_span(b, a)
    if told:  # ("is suspended until further notice" / "is running again", "top speed of 50 mph" / "can spray at 60 km/h")
        return True, f"same subject; {told}"
    ca = _colours(a) if (only_a or only_b) and a.subject == b.subject else frozenset()
    # (the stored side's words are looked up in WordNet only when the candidate's side can pass: first sight, most words
    # of a stored fact are new to the process)
    cb = _colours(b) if ca and only_a - RECENTLY <= ca else frozenset()
    if ca and cb and ca != cb and only_a - RECENTLY <= ca and only_b - RECENTLY <= cb:  # (a colour may be a name: "International Orange")
        return True, f"same subject; the colour is what it says ({' '.join(sorted(ca))} / {' '.join(sorted(cb))})"
    swapped_a, swapped_b = only_a - particle(a), only_b - particle(b)  # ("comes back": the verb's, not a thing)
    if swapped_a and swapped_b and shared >= SUBSTITUTION_SHARED and max(len(only_a), len(only_b)) <= SUBSTITUTION_MAX and not spoken:
        if place_swapped(a, b, swapped_a, swapped_b):  # ("meets at the Crown pub" / "meets in the town library now")
            return True, f"same subject; where is what it says ({' '.join(sorted(where_said(a)))} / {' '.join(sorted(where_said(b)))})"
        return False, f"about something else ({' '.join(sorted(only_a))} vs {' '.join(sorted(only_b))})"
    swapped = subject_swap(a, b)
    if swapped and swapped[0] != "replace" and (bare_possessive(a) or bare_possessive(b) or kind_after_name(a, b)):
        swapped = None  # ("Hartley's in Selby" / "Hartley's bakery in Selby": a business named by its owner's possessive;
        # "Paws Corner" / "Paws Corner pet shop": by its name)
    if swapped and swapped[0] != "replace" and (tail_added(swapped[2], b, a) if swapped[2] else tail_added(swapped[1], a, b)):
        swapped = None  # ("the shop at Sandpiper Bay Holiday Park" / "... at Sandpiper Bay": see `short_name_tail`)
    if swapped:
        kind, wa, wb = swapped  # (a swap between near-synonyms, "kids" / "children", is read as another thing too:
        # the two phrases' own cosine did not tell synonyms from sibling things on a held-out split, see eval/swaps)
        what = f"{wa} vs {wb}" if kind == "replace" else f"a more specific subject: '{wb or wa}' added"
        return False, f"about something else ({what})"
    # (a name may be an identifier the other states as a value: "Swap is not enabled on build-host-7" / "build-host-7
    # has swap disabled")
    # (nor a name the other sentence says in a clause its reading left out: "Mr Okafor has sold the Alder Road house, so
    # our house share's landlord is now Dana Reeves" / "The landlord of our house share on Alder Road is Mr Okafor")
    na = unmatched(a.subject_names, b.words | identifiers(b) | _names_said(b))
    nb = unmatched(b.subject_names, a.words | identifiers(a) | _names_said(a))
    # one side's extra name ("the TrailLite Pro tent") marks another subject when the rest is shared; a first word
    # read as a name by position alone ("Flight LH 1234") only counts against a name on the other side
    # (nor does the place where the speaker's own thing is held, said on one side: "My Thai cooking class at the Saffron
    # Table" / "my Thai cooking class": "my" already says which one)
    # (nor the words that end a name the other side calls by its first word alone: "Coldharbour Bird Park" / "the
    # Coldharbour aviary")
    # (nor the names of a description after the name both sentences say: "Harper & Vale, the solicitors on Quay Street")
    one_sided = (na - {a.initial} - own_thing_place(a) - described_names(a, b) - (short_name_tail(a, b) if not nb else frozenset())) \
        or (nb - {b.initial} - own_thing_place(b) - described_names(b, a) - (short_name_tail(b, a) if not na else frozenset()))
    if (na and nb) or (one_sided and shared >= SUBSTITUTION_SHARED):
        return False, f"a different named subject ({' '.join(sorted(na)) or '-'} vs {' '.join(sorted(nb)) or '-'})"
    sna, snb = a.subject_names - WHEN_STEMS, b.subject_names - WHEN_STEMS  # ("Our Saturday paper": a day, no name)
    if sna and snb and sna <= b.names | b.predicate and snb <= a.names | a.predicate \
            and sna != snb and a.verbs and a.verbs == b.verbs and not passive_of(a, b) and not passive_of(b, a):
        return False, f"the roles are reversed ({' '.join(sorted(a.subject_names))} / {' '.join(sorted(b.subject_names))})"
    if a.subject == b.subject:
        also = additive(a, b)  # ("smokes its kippers over oak for 16 hours" / "... its salmon sides ... too")
        if also:
            return False, f"about something else ({also})"
        purpose = other_purposes(a, b) or in_own_part(a, b) or other_sizes(a, b)  # ("... notice to set up a laptop" / "... to order a phone")
        if purpose:
            return False, f"about something else ({purpose})"
        when = when_against_where(a, b) or days_against_time(a, b) or other_days_times(a, b)  # ("is held on Saturday 27 June" / "... on the school field"): another
        if when:  # attribute of the one subject, whatever the cosine (not how long against a clock time: "2:06:51" may be a length)
            return False, f"another attribute ({when})"
        return _same_predicate(a, b, cosine, slot_cosine, same_value_cosine)
    body = _body_owned(a, b) or _body_owned(b, a)
    if body:  # ("The Jade Dragon Mahjong Club's committee meets ..." / "The Jade Dragon Mahjong Club meets ...")
        return False, f"about something else (a body the other owns: {body})"
    if kind_free(a.subject) == kind_free(b.subject) or _by_possessive(a, b) or _by_possessive(b, a) \
            or _by_first_words(a, b) or _by_first_words(b, a) or kind_after_name(a, b):
        # ("the office Wi-Fi network" / "the office Wi-Fi"; "Mrs Pike's" / "Mrs Pike's Sweet Shop"; "Third Space" /
        # "Third Space Climbing Wall"; "the Anvil Grill kebab shop" / "the Anvil Grill")
        same, how = _same_predicate(a, b, cosine, slot_cosine, same_value_cosine)
        if same:
            return same, how
    named = _attribute_noun_side(a, b) or _attribute_noun_side(b, a)
    if named:
        return True, f"same subject; the attribute named by a noun on one side ({named}) is what the other's value says"
    heads = other_heads(a, b) or other_modifiers(a, b) or modifier_swapped_elsewhere(a, b) or other_attribute(a, b) or other_measured(a, b) or owned(a, b) \
        or owned(b, a) or other_owner(a, b) or a_persons_thing(a, b) or other_than_speaker(a, b) or speakers_thing_against_named(a, b) or kin_against_named(a, b) or part_of(a, b) or other_role(a, b) \
        or names_against_amounts(a, b) or _attribute_noun_against_verb(a, b) or _attribute_noun_against_verb(b, a) \
        or sibling_possessions(a, b) or beside(a, b) or other_places(a, b) or thing_at_place(a, b) or additive(a, b) or named_there(a, b) or cap_against_rate(a, b) \
        or counts_against_measures(a, b) or how_long_against_when(a, b) or count_against_other(a, b) or when_against_where(a, b) \
        or days_against_time(a, b) or other_days_times(a, b) or other_sizes(a, b)
    if cosine is not None and reworded_cosine is not None and cosine >= reworded_cosine and not heads:
        apart = unrelated_values(a, b)
        if apart:
            return False, f"another attribute (reworded, but its values never answer the other's: {apart})"
        return True, f"a reworded statement (cosine {cosine:.3f} >= {reworded_cosine})"
    if cosine is not None and value_cosine is not None and cosine >= value_cosine and restates(a, b) and not heads:
        return True, f"restates every value of a replaced fact in other words (cosine {cosine:.3f} >= {value_cosine})"
    if heads:
        other = another_thing(a, b) if heads.startswith("its head noun") else None
        if other is not None and other.kind == "opposite":  # (the more telling reason: "ingress traffic" / "egress")
            return False, f"about something else ({other.say()})"
        return False, f"about something else ({heads})"
    return False, f"different subject ({' '.join(sorted(a.subject)) or '-'} vs {' '.join(sorted(b.subject)) or '-'})"


# the bodies within an organisation ("the club's committee", "the firm's board"), said after its possessive
_BODIES_WITHIN = frozenset(stem(w) for w in "committee board team division department dept unit office ward council trustees".split())


def _body_owned(x: Reading, y: Reading) -> str | None:
    """`x`'s subject is `y`'s with a body within it added after a possessive ("The Jade Dragon Mahjong Club's
    committee" / "The Jade Dragon Mahjong Club"): the body, which is another subject than what owns it."""
    extra = x.subject - y.subject
    if len(extra) != 1 or not extra <= _BODIES_WITHIN or not y.subject < x.subject:
        return None
    toks = x.tokens[:x.subject_end]
    return next((t for i, t in enumerate(toks) if i > 0 and stem(bare(t)) in extra
                 and possessive(toks[i - 1])), None)


def _by_possessive(x: Reading, y: Reading) -> bool:
    """`x` names a business by its owner's possessive alone ("Mrs Pike's doesn't open until ..."), `y` by that and the
    rest of its name ("Mrs Pike's Sweet Shop"): one subject."""
    extra = y.subject - x.subject
    return bool(extra) and bare_possessive(x) and not bare_possessive(y) and x.subject < y.subject \
        and extra <= y.subject_names and bool(x.subject_names)


def _by_first_words(x: Reading, y: Reading) -> bool:
    """`x` names a place or business by the first words of the name `y` says in full, and its subject has nothing
    `y`'s lacks ("Third Space" / "Third Space Climbing Wall", "a group lesson with Breakline" / "group lessons at
    Breakline Surf School", see `short_name_tail`): one subject."""
    extra = y.subject - x.subject
    return bool(extra) and x.subject < y.subject and bool(x.subject_names | _ordinal_words(x)) \
        and extra <= short_name_tail(y, x)


def _ordinal_words(r: Reading) -> frozenset[str]:
    """The ordinals a name opens with, as the reader keeps them ("Second Chance": 2nd)."""
    return frozenset(t for t in r.tokens[:r.subject_end] if re.fullmatch(r"\d+(?:st|nd|rd|th)", t))


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
    if a.verbs and a.verbs == b.verbs and ra & rb:  # (one verb on one object, only the day differs: "empties the bins
        ra, rb = ra - rb, rb - ra  # every Tuesday" / "... every Thursday")
    return same_values and bool(ra) and bool(rb) and ra <= WHEN_STEMS and rb <= WHEN_STEMS and ra != rb


def _attribute_noun_side(big: Reading, small: Reading) -> str | None:
    """"The film's release date is 12 September" / "The film's release was pushed back to 3 October", "The gala's start
    time is 7 pm" / "The gala now starts at 8 pm": one subject is the other's plus nouns that name an attribute
    (ATTRIBUTE_NOUNS) and says nothing after its copula but values; the other says nothing beyond those nouns (a verb
    of change, or the noun as its verb) and gives a value of a comparable kind. Returns the attribute's words."""
    extra = big.subject - small.subject
    if not extra or not small.subject or not small.subject < big.subject or not extra <= ATTRIBUTE_STEMS:
        return None
    if big.verbs or big.predicate or big.negated != small.negated or small.predicate - extra:
        return None
    if not big.values or not small.values or not values_meet(big, small):
        return None
    return " ".join(sorted(extra))


def _attribute_noun_against_verb(big: Reading, small: Reading) -> str | None:
    """"The auction's start time is 7 pm" / "The auction ends at 10 pm": one subject is the other's plus attribute nouns,
    and the other's predicate names another of those attributes: two attributes of one thing, however close the
    sentences read."""
    extra = big.subject - small.subject
    if not extra or not small.subject < big.subject or not extra <= ATTRIBUTE_STEMS:
        return None
    other = frozenset(w for w in small.predicate & ATTRIBUTE_STEMS if w not in extra and not attributes(frozenset({w})) & attributes(extra))
    return f"another attribute: {' '.join(sorted(extra))} vs {' '.join(sorted(other))}" if other else None  # ("fee" / "costs": one)


def _colours(r: Reading) -> frozenset[str]:
    """The stems of the colour words said after the subject (`slot_values.colour_words`)."""
    return frozenset(stem(t) for t in colour_words(r))


# a period's adjective as a stem ("monthly" -> "month") and the period it names
PERIOD_STEMS = {stem(w): p for w, p in (("monthly", "month"), ("annual", "year"), ("yearly", "year"), ("weekly", "week"),
                                        ("daily", "day"), ("hourly", "hour"), ("nightly", "day"), ("fortnightly", "fortnight"))}


def _period_of_rate(words: frozenset[str], other: Reading) -> frozenset[str]:
    """The words that name a period the other sentence states a rate in ("monthly" beside "£35 a month"): said of the
    value there, not another thing; a period's adjective beside no such rate names which one ("the monthly fee" /
    "the joining fee")."""
    periods = {v.period for v in other.values if v.period}
    return frozenset(w for w in words if PERIOD_STEMS.get(w) in periods) if periods else frozenset()


_OCCASIONS = frozenset("go session visit class lesson time turn sitting".split())
_PER_OCCASION = re.compile(r"[ \u00a0]+(?:a|an|per)[ \u00a0]+([a-z]+)\b")


@lru_cache(maxsize=65536)
def _per_occasion(r: Reading) -> frozenset[str]:
    """The word of an amount's "a go", "a session", "per visit": the price of one time, said of the value, not another
    thing (a price per child or per adult is not one of these: which price it is)."""
    out = set()
    for v in r.values:
        m = _PER_OCCASION.match(r.text, v.end) if v.kind == "money" else None
        if m and m.group(1) in _OCCASIONS:
            out.add(stem(m.group(1)))
    return frozenset(out)


@lru_cache(maxsize=65536)
def _names_said(r: Reading) -> frozenset[str]:
    """The stems of the capitalised words a reading says outside its subject and predicate: in a reason told before
    ", so" ("Mr Okafor has sold the Alder Road house, so ..."), or a frame before a colon, which the reading leaves out,
    and inside a typed value ("runs Postgres 15")."""
    parts = [v.text for v in r.values]
    if ", so " in r.text:
        parts.append(r.text.split(", so ", 1)[0])
    lead = re.match(r"([^:;,.]{3,60}):\s", r.text)  # (and in a frame before a colon the reading leaves out: "Hobbs Clock
    if lead:  # Repair rang back: overhauling my mantel clock will now cost £240")
        parts.append(lead.group(1))
    return frozenset(stem(w.casefold()) for part in parts for w in re.findall(r"(?<![\w'’])[A-Z][\w'’-]*", part))


_DAY_PARTS = frozenset(stem(w) for w in "morning mornings afternoon afternoons evening evenings night nights".split())


# verbs that say at what measure a thing is held ("keeps its cold aisles at 22 °C" / "the cold aisles run at 72 °F")
_HELD_AT = frozenset(stem(w) for w in "keep set run sit stay hold maintain operate".split())


def _same_predicate(a: Reading, b: Reading, cosine: float | None, slot_cosine: float | None,
                    same_value_cosine: float | None = None) -> tuple[bool, str]:
    """Same subject: equal predicates, predicates overlapping by half, the same attribute with its value as words
    (a copula's complement, "is bank transfer" / "is credit card"), only the verb changed around the same object
    ("runs 3 replicas" / "was scaled to 5 replicas"), or a value-less statement inside a valued one, are the same
    attribute; a substitution of qualifiers never is; other predicates sharing no word only at `slot_cosine`, or at
    `same_value_cosine` when both state the same typed values (each side's every value equal to one of the other's,
    however written, and both affirmative or both negated), not bare counts alone: a predicate reworded around one
    value ("lands at 6:05 am" / "arrives at 06:05"); a count says how many of the noun after it, so "three bedrooms" /
    "three fireplaces" are two attributes however close the sentences, and so are two things a measure is of ("300 kg of
    cheese" / "300 kg of butter")."""
    pa, pb = a.predicate, b.predicate
    for x, y in ((a, b), (b, a)):  # "has moved to Castle Field" / "is on 14 August": where it is against when
        if moved_to_place(x) and y.values and all(says_when(v) for v in y.values) and not located(y):
            return False, "different attribute (a move to another place against when it is)"
    hours = closing_of_hours(a, b) or closing_of_hours(b, a)
    if hours:
        return True, f"same subject; {hours}"
    things = other_things_measured(a, b) if pa == pb else None
    if things:  # ("grows 40 hectares of Fuggle" / "of Goldings": names, which predicates leave out)
        return False, f"different attribute (what the value measures: {things})"
    if pa == pb or attributes(pa) == attributes(pb):  # ("is on level 0" / "is on the ground floor")
        return True, "same subject, same predicate" + ("" if pa == pb else " (one attribute in other words)")
    only_a, only_b = pa - pb, pb - pa
    priced = [bool(r.values) and all(v.kind == "money" for v in r.values) for r in (a, b)]
    if all(priced) and (not pa or not pb) and attributes(only_a | only_b) == {ATTRIBUTE_OF["cost"]}:
        return True, "same subject; a price said with a copula and with a verb of costing ('is £12 an hour' / 'costs £15 an hour')"
    if (only_a | only_b) <= LOCATED and a.valued and b.valued and not any(
            r.values and all(says_when(v) for v in r.values) and not located(r) and not r.names - WHEN_STEMS
            for r in (a, b)):  # (not "is on 28 June": a date, no place)
        return True, "same subject; where it is ('is located in' / 'is in')"
    # "moved to Fridays": the day is the new value; not where both sides set a typed value, each at its own time ("is set
    # to 20 degrees at night" / "is set to 21 degrees in the morning": two settings)
    moved_when = bool(a.change or b.change) and (only_a | only_b) <= WHEN_STEMS \
        and not (a.change and b.change and a.values and b.values)
    # "is now on Saturday afternoons at half past one" / "is on Saturday mornings at 9.30": the part of the day goes with
    # the clock time, both the value, when one side says the time is now another
    moved_when = moved_when or (bool(only_a) and bool(only_b) and (only_a | only_b) <= _DAY_PARTS and "now" in (*a.tokens, *b.tokens)
                                and any(v.kind == "time" for v in a.values) and any(v.kind == "time" for v in b.values))
    if only_a and only_b and (only_a | only_b) & QUALIFIER_STEMS and not moved_when:
        return False, f"different attribute (qualifier {' '.join(sorted(only_a))} vs {' '.join(sorted(only_b))})"
    if bool(only_a) != bool(only_b) and (only_a | only_b) <= QUALIFIER_STEMS and a.values and b.values and values_meet(a, b):
        # "is set to 20 °C over the winter" / "was turned down to 19 degrees": one side says when it holds, the other
        # does not (both saying when, each another time, stays two attributes: above)
        return True, f"same subject; only one side says when it holds ({' '.join(sorted(only_a | only_b))})"
    if moved_when and only_a and only_b and (values_meet(a, b) or not a.values and not b.values):
        if not a.change | b.change:
            return True, f"same subject; now at another part of the day ({' '.join(sorted(only_a | only_b))}), with its clock time"
        return True, f"same subject; a verb of change ({' '.join(sorted(a.change | b.change))}) moves it to another day or month"
    manner = {stem(t) for t in (*a.tokens, *b.tokens) if t.endswith("ly")}  # ("is now officially called")
    if a.names and b.names and (only_a | only_b) and (only_a | only_b) - manner <= NAMING_STEMS \
            and not {"after", "for"} & {*a.tokens, *b.tokens}:
        # "Kazakhstan's capital was renamed Nur-Sultan" / "The capital of Kazakhstan is Astana": a verb of naming says
        # what the other's copula says of a name (not "named after")
        return True, f"same subject; a verb of naming ({' '.join(sorted((only_a | only_b) - manner))}) gives the name the other states"
    rest_a, rest_b = attribute_words(a), attribute_words(b)
    if rest_a == rest_b and (rest_a or a.verbs == b.verbs):
        return True, "same subject and attribute; the value or the verb differs"
    # "holds 4,000 litres of rainwater" / "can store 5,500 litres", "holds 95,000 spectators" / "has a capacity of
    # 90,000": what a capacity is of, or who it counts, said on one side only, leaves one capacity
    ca, cb = rest_a - measured_things(a) - after_values(a), rest_b - measured_things(b) - after_values(b)
    if ca == cb == {ATTRIBUTE_OF["hold"]} and (rest_a != ca) != (rest_b != cb) \
            and any(comparable(x, y) for x in a.values for y in b.values):
        return True, "same subject; one capacity, what it holds said on one side only"
    if rest_a == rest_b and identity(a, b):
        return True, "same subject; what it is or runs, said with a copula on one side"
    measured = measured_by_copula(a, b) or measured_by_copula(b, a)
    if measured:
        return True, f"same subject; a bare copula with a measure of the kind the other names ({measured})"
    if rest_a == rest_b and (a.change or b.change) and values_meet(a, b):
        return True, f"same subject; a verb of change ({' '.join(sorted(a.change | b.change))}) gives its new value"
    for x, y in ((a, b), (b, a)):  # "should be ready on 12 January" / "was pushed back to 2 February": the change, with
        # no attribute word of its own, moves the date the other gives
        # (the value's own noun is no attribute: "was moved to an 8 pm slot on weeknights" / "is broadcast at 7:30 pm
        # on weeknights")
        if x.change and not y.change and not (attribute_words(x) - y.words - after_values(x)) and x.values and y.values \
                and all((says_when(v) or v.kind == "time" and not y.verbs & ENDS) and any(w.kind == v.kind for w in y.values)
                        for v in x.values):  # (a thing moved to 3 pm starts then: not what "ends at 4 pm" says)
            return True, f"same subject; a verb of change ({' '.join(sorted(x.change))}) moves the time the other gives"
        where = located(y)  # (a season after a move says when it moved: "relocated to ... in the spring")
        if moved_to_place(x) and not y.change and not attribute_words(x) - SEASONS and where:
            return True, f"same subject; moved to another place (the other says where it is: {where})"
    for x, y in ((a, b), (b, a)):  # "switched to hard courts" / "is played on grass courts": the kind of court changed
        if x.change and not y.change and x.complement and not y.values and all(says_when(v) for v in x.values) \
                and (x.complement - QUALIFIER_STEMS) & y.predicate and (x.complement - QUALIFIER_STEMS) - y.predicate:
            return True, f"same subject; a verb of change ({' '.join(sorted(x.change))}) to another kind of what the other names"
    if overlap(pa, pb) >= 0.5:
        return True, f"same subject, predicates overlap {overlap(pa, pb):.2f}"
    if pa and pb and not unmatched(pa, pb) and not unmatched(pb, pa):  # ("rotates DB creds" / "rotates database credentials")
        return True, "same subject; the same predicate, a word shortened on one side"
    for small, large in ((a, b), (b, a)):  # a value-less statement ("the API has a rate limit") and a valued one
        if not small.valued and len(small.frame) >= 2 and small.frame <= large.frame:
            return True, "same subject; a statement without a value, whose words the other contains"
    if (only_a | only_b) <= _HELD_AT and a.values and b.values and all(v.kind == "quantity" for v in a.values + b.values) \
            and all(comparable(x, y) for x in a.values for y in b.values):
        return True, f"same subject; one measure it is kept at, said with another verb ({' / '.join(sorted(only_a | only_b))})"
    both = measured_things(a) & measured_things(b)
    if both and any(comparable(x, y) and x.unit == y.unit and x.period == y.period for x in a.values for y in b.values):
        return True, f"same subject; a measure of the same thing ({' '.join(sorted(both))}) in one unit of measure"
    if cosine is not None and slot_cosine is not None and cosine >= slot_cosine:
        return True, f"same subject, paraphrased predicate (cosine {cosine:.3f} >= {slot_cosine})"
    if cosine is not None and same_value_cosine is not None and cosine >= same_value_cosine and a.values and b.values \
            and any(v.kind != "number" for v in a.values) and a.negated == b.negated and restates(a, b) and restates(b, a) \
            and not other_things_measured(a, b):  # ("300 kg of cheese" / "of butter", "4% interest" / "a 4% storage fee")
        return True, f"same subject, the same values with the predicate in other words (cosine {cosine:.3f} >= {same_value_cosine})"
    return False, f"different attribute ({' '.join(sorted(pa)) or '-'} vs {' '.join(sorted(pb)) or '-'})"


