"""What two readings of one slot say: whether their typed values agree (value_differences, restates, in written and
normalised form), and when a source's evidence dates from (evidence_time: "cached 2025-12-01", "entry age 52 days").
The slot decision (slots.py) says whether two facts are about one thing; this module says whether they agree."""

from __future__ import annotations

import re
from functools import lru_cache
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from typing import Any

from .sentence import Reading
from .sentence_words import ADVERBS, AUXILIARIES, DETERMINERS, PREPOSITIONS, QUALIFIER_STEMS, WHEN_STEMS, stem
from . import wordnet
from .text import STOP_WORDS
from .slot_words import ATTRIBUTE_OF, same_role, unmatched
from .values import STATE_GROUPS, Value, comparable, equivalent, extract, rounds_from
from .values.compare import pounds_and_sterling
from .values.equivalence import every
from .values.phrases import apart
from .values.quantities import period_seconds
from .values.second_pass import MEASURE_WORDS, WORKING_DAY, measure_after, sterling
from .values.storeys import ORDINALS

__all__ = ["STATE_GROUPS", "equivalent", "value_differences", "restates", "measured_things", "share_of", "colour_words", "describe_differences", "evidence_time", "measure_words", "price_per_measure_against_price"]  # the first two from values


def related(x: Value, y: Value) -> bool:
    """Two values that answer the same question, so that their difference is a disagreement."""
    if comparable(x, y) or every(x, y) is not None or pounds_and_sterling(x, y):  # ("every 10 minutes" / "once an hour";
        return True  # "forty-four pounds" read as a mass / "£38": two amounts of money in a statement of one slot)
    kinds = {x.kind, y.kind}
    if kinds == {"state"}:  # (not two that answer different questions: "is fully booked" / "is running on time")
        return not apart(x.norm[0], y.norm[0])  # type: ignore[index]
    if kinds == {"duration", "quantity"} and WORKING_DAY in (x.unit, y.unit):  # ("within 10 working days" / "within
        return True  # about three weeks": two lengths of time, one counted in working days, never equal but one question)
    if kinds == {"state", "time"}:  # ("open round the clock" / "open from 7 am": the hours, said two ways)
        return (x if x.kind == "state" else y).norm[0] == "round the clock"  # type: ignore[index]
    return "number" in kinds and bool(kinds & {"quantity", "money", "duration", "version"}) or kinds <= {"time", "duration"}


# an approximation restates a value it is at most this share from (and rounds to): "about 42 pounds" / "19.1 kg" is 0.3%
# apart, "about 40 pounds" / "16 kg" 13%. A design choice, not fitted to a set: any share from 0.3% up passes blind17's
# two pairs of this kind
CLOSE = Decimal("0.02")
_HEDGES = frozenset("about around roughly approximately approx nearly almost circa some".split())


def _hedged(v: Value, r: Reading) -> bool:
    """Is the value said as an approximation in its sentence ("about 42 pounds")?"""
    return any(r.tokens[i] == v.text.casefold().strip() and i and r.tokens[i - 1] in _HEDGES for i in r.value_at)


def _alike(x: Value, a: Reading, y: Value, b: Reading) -> bool:
    """One value however written, or an approximation in another unit of the other, rounded to the digits it writes
    ("about 2,190 °F" / "1,200 °C", "about 42 pounds" / "19.1 kg"), or a measure in another unit, hedged or not ("180 mph"
    / "290 km/h"); in one unit two figures are two values ("about 139,000" / "about 140,000"). Two prices per unit of a
    measure compare per one base unit ("£1.81 a pound" / "£4 a kilo": one price; "£4 a pound" / "£4 a kilo": two)."""
    per = _per_units(x, a, y, b)
    if per is not None:
        px, py, same_word = per
        return px == py or not same_word and abs(px - py) <= CLOSE * max(abs(px), abs(py))
    if equivalent(x, y):
        return not (_bare_beside_its_kind(x, a, y) or _bare_beside_its_kind(y, b, x))
    if _unit_written(x) == _unit_written(y):
        return False
    if x.kind == y.kind == "quantity" and x.unit == y.unit:  # a measure converted to another unit is rounded as it is
        return rounds_from(x, y, CLOSE) or rounds_from(y, x, CLOSE)  # written ("180 mph" / "290 km/h"), hedged or not
    return (_hedged(x, a) and rounds_from(x, y, CLOSE)) or (_hedged(y, b) and rounds_from(y, x, CLOSE))


def _per_units(x: Value, a: Reading, y: Value, b: Reading) -> tuple[Decimal, Decimal, bool] | None:
    """Two amounts of one currency, each a price per unit of a measure of one dimension ("£2.50 a pound" / "£4 a kilo"):
    each per base unit, and whether the two are per one unit written alike; None otherwise."""
    if x.kind != "money" or y.kind != "money" or x.unit != y.unit:
        return None
    mx, my = measure_after(a.text, x), measure_after(b.text, y)
    if mx is None or my is None or mx[1] != my[1]:
        return None
    return x.norm / mx[0], y.norm / my[0], mx[2] == my[2]  # type: ignore[operator]


def _shown(v: Value, r: Reading) -> str:
    """A value as a decision shows it, with the unit of a measure it is a price per ("'£4' (GBP 4) a pound")."""
    per = measure_after(r.text, v)
    return v.show() if per is None else f"{v.show()} a {per[2]}"


_UNIT_WORD = re.compile(MEASURE_WORDS)


def price_per_measure_against_price(a: Reading, b: Reading) -> str | None:
    """"sells frozen dumplings at £12 a kilo" / "a portion of six dumplings costs £6": one sentence's prices are each per
    a unit of a measure, the other's are plain prices and never name that unit ("a pint of Hopwell Pale costs £4.80"
    names it: one price): the price of an amount against the price of an item, two attributes."""
    for x, y in ((a, b), (b, a)):
        money = [v for v in x.values if v.kind == "money"]
        units = [m for v in money if (m := measure_after(x.text, v)) is not None]
        plain = [v for v in y.values if v.kind == "money"]
        if not money or len(units) != len(money) or not plain or any(measure_after(y.text, v) for v in plain):
            continue
        if not any(_UNIT_WORD.fullmatch(t) for t in y.tokens):  # (no unit of a measure named: "a pint of ...", "per ton")
            return f"a price a {units[0][2]} against the price of an item"
    return None


def measure_words(r: Reading, other: Reading) -> frozenset[str]:
    """The words of the units a price per measure is per ("pound" of "£2.50 a pound"), where the other sentence gives a
    price per another unit of the same dimension ("£4 a kilo"): the unit the value is written in, not another thing (a
    unit both write stays a word both share: "£180 a tonne for cast iron" / "... for mixed steel")."""
    mine = [m for v in r.values if (m := measure_after(r.text, v)) is not None]
    if not mine:
        return frozenset()
    theirs = [m for v in other.values if (m := measure_after(other.text, v)) is not None]
    return frozenset(stem(w) for m in mine if any(t[1] == m[1] and t[2] != m[2] for t in theirs) for w in m[2].split())


def _bare_beside_its_kind(n: Value, r: Reading, other: Value) -> bool:
    """A bare number is no amount of the other side's kind where its own sentence states an amount of that kind itself
    ("Children under 12 can run it for £6": the 12 is no price, £6 is)."""
    return n.kind == "number" and other.kind != "number" and any(v.kind == other.kind and v is not n for v in r.values)


def _unit_written(v: Value) -> str:
    return re.sub(r"[\d.,\s]", "", v.text.casefold())


_ON_OFF = frozenset({"on", "off", "open"})


def _switched(values: list[Value], r: Reading, other: Reading) -> list[Value]:
    """`values` without the "on" / "off" of a thing kept on until a time where the other sentence says when it goes off
    ("stay on until 9 pm" / "go off at 9 pm": one time said two ways, the states only the words each way needs)."""
    times = [v for v in values if v.kind == "time"]
    if len(times) != 1 or sum(v.kind == "time" for v in other.values) != 1:
        return values
    if not ({"until", "till"} & set(r.tokens) and "at" in other.tokens or {"until", "till"} & set(other.tokens) and "at" in r.tokens):
        return values
    return [v for v in values if not (v.kind == "state" and v.text.casefold() in _ON_OFF)]


_ENDING = frozenset(stem(w) for w in "close closes shut shuts end ends finish finishes stop stops".split())


def value_differences(a: Reading, b: Reading) -> list[dict[str, Any]]:
    """What makes the two readings' values disagree, in written and normalised form; [] = the same values.

    `a` is the candidate, `b` the stored fact. Typed values are matched with `equivalent`; a value with a related
    partner of another value is a difference, and so is a candidate's value where the stored fact states none (a
    value-less "the API has a rate limit" gets its value). A value only one side mentions beside values both share
    (a date, a host, "running"), or that the stored fact states and the candidate leaves out, is no difference,
    unless it is a negative state. Names differ when each side has one the other sentence lacks."""
    out: list[dict[str, Any]] = []
    va, vb = _switched(list(a.values), a, b), _switched(list(b.values), b, a)
    if a.explicit and b.explicit:  # the slot is named: everything the sentences state is value, their subjects' ids included
        va, vb = va + list(a.subject_values), vb + list(b.subject_values)
    only_a = [x for x in va if not any(_alike(x, a, y, b) for y in vb)]
    only_b = [y for y in vb if not any(_alike(x, a, y, b) for x in va)]
    b_bare = not b.valued
    unpaired: list[Value] = []
    # (a time something closes or ends at meets the end of the other's span: "shuts at 11 pm" / "open from 7 am to midnight")
    ending = bool(a.verbs & _ENDING) or "until" in a.tokens
    for x in only_a:
        partner = next((y for y in (reversed(only_b) if ending and x.kind == "time" else only_b) if related(x, y)), None)
        if partner is not None:
            only_b.remove(partner)
            if pounds_and_sterling(x, partner):  # ("three pounds" / "£2.50": two amounts of money, shown so)
                x, partner = (sterling(v) if v.kind == "quantity" else v for v in (x, partner))
            out.append({"kind": x.kind, "candidate": _shown(x, a), "fact": _shown(partner, b)})
        elif _said_in_words(x, b):
            continue  # "once a week" / "is cleaned weekly": the same frequency, one side in words only
        elif b_bare or _negative(x):
            out.append({"kind": x.kind, "candidate": x.show(), "fact": None})
        else:
            unpaired.append(x)
    if unpaired and only_b and len(only_a) == len(va) and len(only_b) == len(vb) and not out \
            and "identifier" in (unpaired[0].kind, only_b[0].kind):
        # nothing the two share, each states a value of its own, one a code ("seat 14A" / "seat 22C" read as a
        # temperature): they disagree, though the two values are of kinds that never compare
        out.append({"kind": "value", "candidate": unpaired[0].show(), "fact": only_b[0].show()})
    # a value only the stored side states, beside a candidate that states none, is no news: nothing differs
    out.extend({"kind": y.kind, "candidate": None, "fact": y.show()} for y in only_b if _negative(y))
    names_a, names_b = a.names, b.names
    if a.explicit and b.explicit:
        spoken = set(re.findall(r"\w+", " ".join(a.explicit).casefold()))
        names_a = (a.names | a.subject_names) - {stem(w) for w in spoken}
        names_b = (b.names | b.subject_names) - {stem(w) for w in spoken}
    da, db = names_a - b.words - b.subject_names, names_b - a.words - a.subject_names
    held = same_role(a, b) if not out else None
    if held:  # who holds the role is the value, whichever shape each sentence says it in
        if held[0].holder != held[1].holder:
            out.append({"kind": "name", "candidate": " ".join(sorted(held[0].holder)), "fact": " ".join(sorted(held[1].holder))})
    elif not (da and db) and ((db and (moved := _moved(a, b))) or (da and (moved := _moved(b, a)))):
        # one slot, and the name one side states is the other's subject, another name ("The on-call pager goes to
        # Priya" / "Dmitri took over the on-call pager"): the value said from its other end
        ca, cb = (moved, db) if db else (da, moved)
        out.append({"kind": "name", "candidate": ", ".join(sorted(ca)), "fact": ", ".join(sorted(cb))})
    elif (da and db) or (da and b_bare):
        out.append({"kind": "name", "candidate": ", ".join(sorted(da)) or None, "fact": ", ".join(sorted(db)) or None})
    elif not out:  # a name on one side, an identifier only the other states ("is named Guest-Open" / "is called Orchard-5G")
        # (or any value, where it is the only one the sentence states: "is with Vodafone" / "was switched to Three")
        ids_a = [x.show() for x in only_a if x.kind == "identifier" or len(va) == 1 and not a.names and x.kind == "number"]
        ids_b = [y.show() for y in only_b if y.kind == "identifier" or len(vb) == 1 and not b.names and y.kind == "number"]
        da, db = unmatched(da, b.words | b.subject_names), unmatched(db, a.words | a.subject_names)  # ("DB" / "database")
        if da and ids_b and not ids_a:
            out.append({"kind": "name", "candidate": ", ".join(sorted(da)), "fact": ", ".join(ids_b)})
        elif db and ids_a and not ids_b:
            out.append({"kind": "name", "candidate": ", ".join(ids_a), "fact": ", ".join(sorted(db))})
    if a.negated != b.negated:
        out.append({"kind": "polarity", "candidate": "negated" if a.negated else "affirmed", "fact": "negated" if b.negated else "affirmed"})
    # (a day said as the value on one side, "release day is now Thursday", and as when on the other, "publishing on
    # Tuesdays", is compared too)
    wa, wb = (a.predicate | a.names) & WHEN_STEMS, (b.predicate | b.names) & WHEN_STEMS
    qa, qb = wa - wb, wb - wa
    shared_values = all(any(equivalent(x, y) for y in vb) for x in va) and all(any(equivalent(x, y) for x in va) for y in vb)
    if qa and qb and not out and shared_values:  # no other value: the month or day is what it says ("starts in April")
        out.append({"kind": "when", "candidate": ", ".join(sorted(qa)), "fact": ", ".join(sorted(qb))})
    # a copula's value in words ("is bank transfer"); one the other sentence says in its own words is no difference
    # ("is allergic to penicillin" / "has a penicillin allergy", "is out of stock" / "is not in stock")
    ca, cb = unmatched(a.complement, b.words), unmatched(b.complement, a.words)
    agree = colours_agree(a, b)
    if agree:  # ("is pale yellow" / "is light yellow": the colour's words, told two ways)
        ca, cb = ca - _stems(colour_words(a)), cb - _stems(colour_words(b))
    if (ca or cb) and not out and a.subject == b.subject and not (va and vb and shared_values):
        # (beside equal typed values the words say how, not what: "is valid until 2028-08-31" / "expires on 31 August
        # 2028")
        out.append({"kind": "term", "candidate": ", ".join(sorted(a.complement)) or None, "fact": ", ".join(sorted(b.complement)) or None})
    colours = _colours(a, b), _colours(b, a)
    if not out and all(colours) and not agree:  # "printed on green paper" / "changed ... to yellow paper": a colour is a value
        out.append({"kind": "colour", "candidate": ", ".join(sorted(colours[0])), "fact": ", ".join(sorted(colours[1]))})
    place = place_is_value(a, b) if not out and a.subject == b.subject else None
    if place:  # "rehearses in the church hall" / "now rehearses in the school library": where is the value, in words
        out.append({"kind": "place", "candidate": f"{place[0]} {place[1]}", "fact": f"{place[0]} {place[2]}"})
    elif not out and not va and not vb:  # ("meet at the Mill Street car park" / "set off from the village green now"):
        # two places, each absent from the other sentence, with no typed value beside them
        pa, pb = where_said(a), where_said(b)
        if pa and pb and unmatched(pa, b.words) and unmatched(pb, a.words):
            out.append({"kind": "place", "candidate": " ".join(sorted(pa)), "fact": " ".join(sorted(pb))})
    return out


_PLACE_SKIPPED = STOP_WORDS | DETERMINERS | PREPOSITIONS | ADVERBS | AUXILIARIES  # (made once: asked of each word)
COLOUR_MODIFIERS = 2  # words before a colour word that say which shade ("pale blue", "British racing green")


def colour_words(r: Reading) -> frozenset[str]:
    """The colour words (WordNet) said after the subject ("is painted navy"), as written, with the words just before
    each that say which shade ("pale blue", "sage green", "battleship grey": a modifier is part of the colour, so "pale
    blue" / "navy blue" are two colours, not two things)."""
    return frozenset(t for group in _colour_groups(r) for t in group)


@lru_cache(maxsize=65536)  # (derived once per reading: see slots._about_words)
def _colour_groups(r: Reading) -> tuple[tuple[str, ...], ...]:
    """Each colour said after the subject with the words before it that say its shade, as written."""
    toks = r.tokens
    found = [i for i in range(r.subject_end, len(toks)) if _plain(toks[i]) and wordnet.colour(toks[i])]
    groups = []
    for i in found:
        first = i
        for j in range(i - 1, max(r.subject_end, i - COLOUR_MODIFIERS) - 1, -1):
            if j in found or not _plain(toks[j]) or toks[j] in _NOT_SHADES or toks[j].endswith(("ed", "ing", "ly")):
                break
            first = j
        groups.append(toks[first:i + 1])
    return tuple(groups)


def colours_agree(a: Reading, b: Reading) -> bool:
    """Both say colours, and one side's are among the other's, each told by its hue and shade (wordnet.hue): "navy" is
    "dark blue", "pale yellow" "light yellow", "scarlet" "bright red"; a shade one side leaves out is no news ("deep
    purple" / "purple"), nor is a colour one side leaves out beside one both say ("purple petals with a white edge" /
    "purple flowers"). Two shades of one hue ("light grey" / "dark grey") are two colours."""
    ha, hb = ([wordnet.hue(" ".join(g)) for g in _colour_groups(r)] for r in (a, b))
    if not ha or not hb or None in ha or None in hb:
        return False

    def meet(x: tuple[str, str | None] | None, y: tuple[str, str | None] | None) -> bool:
        return x is not None and y is not None and x[0] == y[0] and (x[1] == y[1] or None in (x[1], y[1]))
    return all(any(meet(x, y) for y in hb) for x in ha) or all(any(meet(x, y) for x in ha) for y in hb)


_NOT_SHADES = DETERMINERS | ADVERBS | AUXILIARIES | PREPOSITIONS


def _stems(words: frozenset[str]) -> frozenset[str]:
    return frozenset(stem(w) for w in words)


def _plain(t: str) -> bool:
    return t.isalpha() and t not in STOP_WORDS


def _colours(r: Reading, other: Reading) -> frozenset[str]:
    """Colour words said after `r`'s subject that the other sentence never says."""
    return colour_words(r) - set(other.tokens)


PLACE_PREPOSITIONS = frozenset({"in", "at", "from", "with"})  # "records the podcast in a rented studio", "banks with Monzo"


# prepositions of place, and words that make a phrase after one say when rather than where ("on the bank holiday")
_WHERE_PREPOSITIONS = frozenset({"at", "in", "on", "near", "inside", "outside", "beside", "from", "into"})
_TIME_WORDS = frozenset(stem(w) for w in "day days week weeks weekend weekends holiday holidays date dates time times year "
                        "years month months season term hour hours minute minutes".split())


@lru_cache(maxsize=65536)
def where_said(r: Reading) -> frozenset[str]:
    """The words of the first place phrase after the verb ("is held on the Ferncombe recreation ground": ferncomb,
    recreat, ground); none when that phrase says when ("on the last day of term")."""
    toks = r.tokens[r.subject_end:]
    k = next((i for i, t in enumerate(toks) if t in _WHERE_PREPOSITIONS), None)
    if k is None:
        return frozenset()
    words: set[str] = set()
    for j, t in enumerate(toks[k + 1:], start=r.subject_end + k + 1):
        if t in PREPOSITIONS or not t[:1].isalpha() or j in r.value_at:  # (a value says when or how much: "on Saturday 27 June")
            break
        if t not in DETERMINERS and t not in STOP_WORDS and t not in ADVERBS:
            words.add(stem(t))
    return frozenset() if words & (WHEN_STEMS | _TIME_WORDS) else frozenset(words)


# verbs that say where a group comes together or sets out from, one for the other
_GATHERING = (frozenset(stem(w) for w in "meet meets gather gathers assemble assembles".split()),
              frozenset(stem(w) for w in "start starts leave leaves depart departs set sets".split()))


_MOVED = frozenset(stem(w) for w in "moved relocated transferred shifted".split())


def place_swapped(a: Reading, b: Reading, only_a: frozenset[str], only_b: frozenset[str]) -> bool:
    """One subject, one verb (or two of `_GATHERING`'s one group), and the words that differ on each side all in the
    place it names after the verb ("The book club meets at the Crown pub" / "... meets in the town library now"): where
    is the value, not another thing."""
    if a.subject != b.subject or not a.verbs or not b.verbs or a.values or b.values:
        return False
    if not (a.verbs & b.verbs or any(a.verbs & g and b.verbs & g for g in _GATHERING) or (a.verbs | b.verbs) & _MOVED):
        return False  # (a move says where it is now: "has been moved into the school hall" / "is held on the field")
    pa, pb = where_said(a), where_said(b)
    return bool(pa and pb) and only_a <= pa and only_b <= pb and _place_follows_verb(a) and _place_follows_verb(b)


@lru_cache(maxsize=65536)
def _place_follows_verb(r: Reading) -> bool:
    """Does the place come right after the verb group ("meets at ...", "now sets off from ...")? Not after a thing the
    verb acts on ("found mice in the cellar": where the mice were, one finding of many)."""
    for t in r.tokens[r.subject_end:]:
        if t in _WHERE_PREPOSITIONS:
            return True
        if not (t in ADVERBS or t in AUXILIARIES or t in ("off", "up", "out", "now", "still", "usually") or stem(t) in r.verbs):
            return False
    return False


def place_is_value(a: Reading, b: Reading) -> tuple[str, str, str] | None:
    """"The user records their podcast in their spare bedroom" / "... now records their podcast in a rented studio in
    Leith": the same verb and the same words up to a preposition of place, other words after it and no typed value on
    either side. What follows the preposition is the value (where, from whom, with whom), not another attribute.
    Returns the preposition and what follows it on each side, as written."""
    if not a.verbs or a.verbs != b.verbs or a.values or b.values or a.negated != b.negated:
        return None
    def split(r: Reading) -> tuple[str | None, frozenset[str], frozenset[str]]:
        toks = r.tokens[r.subject_end:]
        k = next((i for i, t in enumerate(toks) if t in PLACE_PREPOSITIONS), None)
        if k is None:
            return None, frozenset(), frozenset()
        def content(ts: tuple[str, ...]) -> frozenset[str]:  # (a compound's parts: "back-garden" is "back garden")
            return frozenset(stem(p) for t in ts for p in t.split("-") if p[:1].isalpha()
                             and p not in _PLACE_SKIPPED)
        return toks[k], content(toks[:k]), content(toks[k + 1:])
    pa, before_a, after_a = split(a)
    pb, before_b, after_b = split(b)
    if pa is None or pa != pb or before_a != before_b or not after_a or not after_b or after_a & after_b:
        return None
    if (after_a | after_b) & (QUALIFIER_STEMS | WHEN_STEMS):
        return None

    def written(r: Reading) -> str:
        toks = r.tokens[r.subject_end:]
        return " ".join(t for t in toks[toks.index(pa) + 1:] if t[:1].isalnum())
    return pa, written(a), written(b)


_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())


def _said_in_words(x: Value, other: Reading) -> bool:
    """A count of once in a period ("once a week") that the other sentence says with the period's adverb ("weekly") or
    "every <period>" ("every week"), which are no typed values; a count a week that it says as as many weekdays in the
    plural ("twice a week" / "on Tuesdays and Fridays")."""
    if x.kind != "quantity" or x.unit != "time/second":
        return False
    periods = {period_seconds(t) for t in other.tokens if t.endswith("ly")}
    periods |= {period_seconds(w) for t, w in zip(other.tokens, other.tokens[1:]) if t in ("every", "each")}
    if any(abs(Decimal(x.norm) * p - 1) < Decimal("1e-6") for p in periods if p):  # type: ignore[arg-type]
        return True
    # ("twice a week" / "on Tuesdays and Fridays": as many weekdays said in the plural, each one day a week)
    days = {t for t in other.tokens if t.endswith("days") and t[:-1] in _WEEKDAYS}
    week = period_seconds("week")
    return bool(days) and week is not None and abs(Decimal(x.norm) * week - len(days)) < Decimal("1e-6")  # type: ignore[arg-type]


def _moved(r: Reading, other: Reading) -> frozenset[str]:
    """`r`'s subject names that `other` never says (no counterpart: "flat2" has one in "flat"), a number's name left
    out ("Flat 2" names a thing, not a holder)."""
    return frozenset(w for w in unmatched(r.subject_names, other.words | other.subject_names) if not any(c.isdigit() for c in w))


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


def measured_things(r: Reading) -> frozenset[str]:
    """What a value measures when "of" follows it ("ships 300 kg of cheese a week": chees), as stems."""
    out: set[str] = set()
    for i in r.value_at:
        k = i + 2
        if r.tokens[i + 1:k] != ("of",):
            continue
        while k < len(r.tokens) and r.tokens[k] in DETERMINERS:
            k += 1
        while k < len(r.tokens) and k not in r.value_at and r.tokens[k] not in PREPOSITIONS and r.tokens[k] not in STOP_WORDS \
                and re.fullmatch(r"[a-z][a-z'-]*", r.tokens[k]):
            out.add(stem(r.tokens[k]))
            k += 1
    return frozenset(out)


def share_of(r: Reading) -> frozenset[str]:
    """What a percentage is said to be when a noun group follows it ("charges 4% interest": interest; "a 4% storage fee":
    storag, fee), as stems: two shares of one figure that name no common thing are two attributes."""
    out: set[str] = set()
    for i in r.value_at:
        if not r.tokens[i].endswith("%") and not r.tokens[i].endswith(("percent", "per cent")):
            continue
        k = i + 1
        while k < len(r.tokens) and k not in r.value_at and r.tokens[k] not in PREPOSITIONS and r.tokens[k] not in STOP_WORDS \
                and r.tokens[k] not in DETERMINERS and re.fullmatch(r"[a-z][a-z'-]*", r.tokens[k]):
            out.add(stem(r.tokens[k]))
            k += 1
    return frozenset(out)


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


_ORDINAL_END = re.compile(r"^(?:\d+(?:st|nd|rd|th)|ground|" + "|".join(ORDINALS) + r")$")


def _numbered_nouns(r: Reading) -> tuple[frozenset[str], frozenset[str]]:
    """(the nouns a number says which one of: "the 2nd floor", "floor 2", "platform 3"; the nouns a number counts:
    "3 floors", "four platforms"), stemmed, an attribute noun as its group's label ("level" / "floor")."""
    which, many = set(), set()
    toks = r.tokens
    for i in r.value_at:
        if not any(v.kind == "number" and v.text.lower() == toks[i] for v in r.values):
            continue
        after = toks[i + 1] if i + 1 < len(toks) and i + 1 not in r.value_at else ""
        before = toks[i - 1] if i and i - 1 not in r.value_at else ""
        if after.isalpha() and _ORDINAL_END.match(toks[i]):
            which.add(after)
        elif after.isalpha() and after.endswith("s") and stem(after) != after and after not in STOP_WORDS:
            many.add(after)
        elif before.isalpha() and before not in STOP_WORDS and before not in PREPOSITIONS and before not in DETERMINERS \
                and before not in AUXILIARIES and i - 1 >= r.subject_end and stem(before) not in r.verbs:
            which.add(before)  # (not the verb: "only seats 64 people" counts)
    label = lambda ws: frozenset(ATTRIBUTE_OF.get(stem(w), stem(w)) for w in ws)  # noqa: E731
    return label(which), label(many)


def position_against_count(a: Reading, b: Reading) -> str | None:
    """A number that says which one of a thing ("is on the 2nd floor", "on floor 2", "leaves from platform 3") against
    one that counts the same thing ("has 3 floors", "has four platforms"): two attributes, whatever the numbers."""
    wa, ma = _numbered_nouns(a)
    wb, mb = _numbered_nouns(b)
    both = (wa & mb) | (wb & ma)
    return f"which {min(both)} against how many" if both else None
