"""Small readings of what a sentence says after its subject, which the slot rules (slots.py) combine: where a thing
is and whether it moved, a change told against before or from another value, a particle of the verb, a verb of
identity or naming, a measure said by a bare copula."""

from __future__ import annotations

import re
from functools import lru_cache

from .text import STOP_WORDS
from .values import RATE, comparable
from .slot_values import equivalent, measured_things, share_of
from .changes_told import changed_from, compared_with_before
from .slot_words import unmatched
from .slot_things import ATTRIBUTE_STEMS, KIND_NOUNS, MEASURES, attribute_words, bare
from .sentence import Reading, manner, read, squash
from .sentence_words import CHANGE_PARTICLES, CHANGE_VERBS, DETERMINERS, WHEN_STEMS, stem


# verbs that say what a thing is made of or runs ("runs PostgreSQL 15" / "is MySQL 8"): a copula with the same kind of
# value says the same attribute
IDENTITY_VERBS = frozenset(stem(w) for w in "run use".split())

NAMING_STEMS = frozenset(stem(w) for w in ("renamed", "called", "named", "known", "dubbed", "rebranded", "retitled"))


def values_meet(a: Reading, b: Reading) -> bool:
    """Both say a value of one kind: typed values of which some pair is comparable, or names on both sides only."""
    if a.values and b.values:
        return any(comparable(x, y) for x in a.values for y in b.values)
    return not a.values and not b.values and bool(a.names) and bool(b.names)


# verbs that say when a thing ends, not when it is ("ends at 4 pm", "closes at 6")
ENDS = frozenset(stem(w) for w in "end ends finish finishes close closes stop stops arrive arrives conclude concludes wrap".split())
# verbs of change that take a thing to another place ("was moved to the car park", "has relocated to Leeds")
MOVES = frozenset(stem(w) for w in "move relocate transfer".split())
SEASONS = frozenset(stem(w) for w in "spring summer autumn winter".split())
# prepositions that say where a thing is ("is on the roof", "takes place at Longmead Park")
_LOCATIVE = frozenset("on at in inside outside beside near behind opposite above below under by".split())


def located(r: Reading) -> str | None:
    """Where `r` says its subject is: a locative preposition right after the verb group (or after "takes place" and a
    when-phrase) followed by a place, not a time or a value ("is on the roof of the east block", "takes place every summer
    at Longmead Park"); None otherwise."""
    toks = r.tokens
    for k in range(r.subject_end, min(len(toks) - 1, r.subject_end + 8)):
        if toks[k] in _LOCATIVE:
            j = k + 1
            while j < len(toks) and toks[j] in DETERMINERS:
                j += 1
            if j < len(toks) and j not in r.value_at and toks[j][:1].isalpha() and stem(toks[j]) not in WHEN_STEMS \
                    and toks[j] not in STOP_WORDS:
                return " ".join(toks[k:j + 1])
            return None
    return None


def own_thing_place(r: Reading) -> frozenset[str]:
    """The names after "at" or "in" in a subject that opens with "my" or "our" ("My Thai cooking class at the Saffron
    Table": saffron, tabl)."""
    head = r.tokens[:r.subject_end]
    if not head or head[0] not in ("my", "our"):
        return frozenset()
    k = next((i for i, t in enumerate(head) if t in ("at", "in")), None)
    return frozenset() if k is None else frozenset(stem(bare(t)) for t in head[k + 1:]) & r.subject_names


def moved_to_place(r: Reading) -> bool:
    """A verb of moving to a place that is no time or amount ("has moved to Castle Field", "was moved to the car park",
    "has moved to the village green"; not "was moved to August" nor "moved to a 7:15 pm slot")."""
    return bool(r.change & MOVES) and all(v.kind in ("colour", "state") for v in r.values) \
        and bool(r.names - WHEN_STEMS or r.complement) and not r.names & WHEN_STEMS


def after_values(r: Reading) -> frozenset[str]:
    """The stems of the words right after `r`'s values ("an 8 pm slot": slot): the value's own noun."""
    return frozenset(stem(r.tokens[i + 1]) for i in r.value_at if i + 1 < len(r.tokens) and r.tokens[i + 1].isalpha())


_BY_HOW_MUCH = frozenset(stem(w) for w in "hour hours minute minutes day days week weeks month months bit lot".split())


@lru_cache(maxsize=65536)
def compared_words(r: Reading) -> frozenset[str]:
    """The words of the phrase by which a sentence tells a change against before ("an hour earlier than before")."""
    said = compared_with_before(r.text)
    if not said:
        return frozenset()
    return frozenset(stem(w) for w in re.findall(r"[a-z]+", said.casefold())) | _BY_HOW_MUCH  # (and by how much: "an hour")


def attribute_of_verb(x: Reading, y: Reading) -> frozenset[str]:
    """An attribute noun of `x` named after the other's verb ("the weekday opening time" / "the courts open at 7 am"):
    it names what that verb does, not another thing."""
    if not (x.words & y.verbs) - x.verbs:
        return frozenset()
    return x.about & ATTRIBUTE_STEMS


@lru_cache(maxsize=65536)
def time_nouns(r: Reading) -> frozenset[str]:
    """The noun right after a time of day stated after the verb ("moved to a 7:15 pm slot", "a 10 am start"): the
    time's own noun, no thing the sentence is about (before the verb it names one: "the 6 pm show")."""
    times = {v.text.lower() for v in r.values if v.kind == "time"}
    # ... and a period named as this one or the next ("from this term", "this season", "from next month"): when, said
    periods = frozenset(stem(r.tokens[i + 1]) for i in range(len(r.tokens) - 1)
                        if r.tokens[i] in _THIS_NEXT and r.tokens[i + 1] in _PERIODS)
    return periods | frozenset(stem(r.tokens[i + 1]) for i in r.value_at if i >= r.subject_end and r.tokens[i] in times
                               and i + 1 < len(r.tokens) and r.tokens[i + 1].isalpha())


_THIS_NEXT = frozenset("this next coming".split())
_PERIODS = frozenset("term semester season".split())  # (a week, a month: see the overrides of `told_forms`)


def named_there(a: Reading, b: Reading) -> str | None:
    """One side gives a thing's name ("The visitor centre ... is called the Heron Centre") and the other, under that name,
    says something else of it ("The Heron Centre ... opens at 9 am"): another attribute, not the name restated."""
    for x, y in ((a, b), (b, a)):
        if y.verbs & NAMING_STEMS and y.names and y.names <= x.subject and not x.verbs & NAMING_STEMS \
                and (x.values or x.predicate - x.subject):
            return f"says another thing of what the other names ({' '.join(sorted(y.names))})"
    return None


def other_things_measured(a: Reading, b: Reading) -> str | None:
    """Two values each said to be of a thing ("300 kg of cheese" / "300 kg of butter"), each a share of a named thing
    ("4% interest" / "a 4% storage fee"), or each of what one verb acts on, with no thing in common: two attributes."""
    ma, mb = measured_things(a), measured_things(b)
    if ma and mb and not ma & mb:
        return f"{' '.join(sorted(ma))} vs {' '.join(sorted(mb))}"
    sa, sb = share_of(a), share_of(b)
    if sa and sb and unmatched(sa, sb) == sa:
        return f"{' '.join(sorted(sa))} vs {' '.join(sorted(sb))}"
    # one verb acting on two objects with no word in common ("sells adult leopard geckos for £65" / "sells baby corn
    # snakes for £65"): the value is of another thing
    if a.verbs and a.verbs == b.verbs and a.objects and b.objects \
            and unmatched(a.objects, b.words | b.names) == a.objects and unmatched(b.objects, a.words | a.names) == b.objects:
        return f"{' '.join(sorted(a.objects))} vs {' '.join(sorted(b.objects))}"
    return None


_BE_FORMS = frozenset("is are was were be been being".split())


def passive_of(x: Reading, y: Reading) -> bool:
    """Is `x` the passive of what `y` says, its agent after "by" being `y`'s subject ("Parcels are delivered by
    Brightpath Couriers" / "Brightpath Couriers delivers parcels")? Then the two name one doer, not reversed roles."""
    toks = x.tokens[x.subject_end:x.subject_end + 5]
    if not toks or toks[0] not in _BE_FORMS or "by" not in toks:
        return False
    k = toks.index("by")
    agent = {stem(t) for t in x.tokens[x.subject_end + k + 1:x.subject_end + k + 6]}
    return bool(y.subject_names) and y.subject_names <= agent


def changed_from_other(x: Reading, y: Reading) -> str | None:
    """"My daughter has moved from piano to cello" / "My daughter plays piano": the same subject, and what `x` changed
    from is what `y` says after its verb (its words, or its typed values): `x` gives the slot's new value."""
    old = changed_from(x.text) if x.subject and x.subject == y.subject else None
    if not old:
        return None
    said = read(old)
    words = said.words - STOP_WORDS
    if said.values:
        return old if all(any(equivalent(v, w) for w in y.values) for v in said.values) and not unmatched(words, y.words) else None
    return old if words and not unmatched(words, y.predicate | y.names) else None


def particle(r: Reading) -> frozenset[str]:
    """A particle right after the verb ("comes back", "went up"): part of the verb, not what the sentence is about."""
    k = r.subject_end + 1
    return frozenset({r.tokens[k]}) if k < len(r.tokens) and r.tokens[k] in CHANGE_PARTICLES else frozenset()


@lru_cache(maxsize=65536)
def identifiers(r: Reading) -> frozenset[str]:
    """The identifiers a reading states as values, squashed as a subject's name is ("build-host-7" -> "buildhost7")."""
    return frozenset(squash(v.text) for v in r.values if v.kind == "identifier")


def kind_free(subject: frozenset[str]) -> frozenset[str]:
    """A subject without the nouns that only say what kind of thing it is (KIND_NOUNS), when anything else is left."""
    rest = subject - KIND_NOUNS
    return rest if rest else subject


def identity(a: Reading, b: Reading) -> bool:
    """One side a bare copula, the other "runs" or "uses", nothing after either verb but values and names."""
    verbs = {a.verbs, b.verbs}
    if frozenset() not in verbs or not (a.verbs | b.verbs) or not (a.verbs | b.verbs) <= IDENTITY_VERBS:
        return False
    if a.objects or b.objects or a.complement or b.complement:
        return False
    if any(v.kind == "state" for v in a.values + b.values):  # "is healthy" says how it is, not what it is or runs
        return False
    if a.values and b.values and not (a.names or b.names) and not values_meet(a, b):  # "is 4 GB" / "runs version 4.2.0"
        return False
    return bool(a.values or a.names) and bool(b.values or b.names)


def measured_by_copula(bare: Reading, named: Reading) -> str | None:
    """"The user is down to 76 kg" / "The user weighs 82 kg": one side says only a quantity after its copula (or a
    verb of change), the other names one measured attribute (MEASURES) and gives a quantity of the same kind."""
    if bare.objects or bare.complement or attribute_words(bare) or not bare.values or not named.values:
        return None
    k = attribute_words(named) & MEASURES
    if len(k) != 1 or attribute_words(named) - k:
        return None
    kinds = {"quantity", "money", "duration"}
    # (an amount in a period is no measure of a dimension: "runs at 900 metres a minute" / "makes paper 5.2 metres wide")
    if any(comparable(x, y) and x.kind in kinds and not (x.kind == "quantity" and (x.unit or "").endswith(RATE))
           for x in bare.values for y in named.values):
        return next(iter(k))
    return None


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


_RECENT = frozenset(stem(w) for w in "now last week month year day ago recently yesterday today".split())


def _changed_head(x: Reading) -> tuple[frozenset[str], str] | None:
    """The thing a change is told of and its head noun ("Our staircase fitting is now 20 May", "Our completion was moved
    to 4 September"): (its words, its last word), stemmed; None when `x` tells no change, says anything after its verb
    but the new value, or its subject is no thing."""
    if not (x.change or "now" in x.tokens[x.subject_end:x.subject_end + 3]):
        return None
    if x.verbs - x.change or x.predicate - x.change - x.complement - WHEN_STEMS - _RECENT:
        return None  # (it says more than the thing's new value: "The pool now opens at 6 am" is when it opens)
    toks = [bare(t) for t in x.tokens[:x.subject_end] if t[:1].isalpha() and t not in DETERMINERS and t not in STOP_WORDS]
    if not toks:
        return None
    return frozenset(stem(t) for t in toks), stem(toks[-1])


def changed_thing(x: Reading, y: Reading) -> str | None:
    """A change of a thing (`x`: "Tile Depot have rescheduled our tile delivery to Friday 12 June", read as "Our tile
    delivery is now Friday 12 June") against a statement of its value in other words (`y`: "Our tile order from Tile
    Depot is due for delivery on Tuesday 9 June"): every word of the changed thing is said in `y`, its head noun not
    as a word before another noun of `y`'s subject ("our daughter's school" is not "the school bus"), and the values
    are of one kind. The thing's words, or None."""
    said = _changed_head(x)
    if said is None or not x.values or not y.values or not any(comparable(v, w) for v in x.values for w in y.values):
        return None
    thing, head = said
    if unmatched(thing, y.words | y.verbs) or (x.words & WHEN_STEMS) - _RECENT != (y.words & WHEN_STEMS) - _RECENT:
        return None  # (nor at another time of day or week: "set to 17 degrees at night" / "to 20 degrees in the morning")
    if any(t in ("my", "our") for t in x.tokens[:x.subject_end]) and any(
            t.endswith(("'s", "’s")) and stem(bare(t)) not in thing for t in y.tokens[y.subject_end:]):
        return None  # (whose: "Our fitting is now ..." / "... are fitting my sister Ruth's kitchen ...": hers, not ours)
    subject = [stem(bare(t)) for t in y.tokens[:y.subject_end] if t[:1].isalpha()]
    for i, t in enumerate(y.tokens[:y.subject_end - 1]):  # ("Ellen Park's brother, Tom Park, has a club rating": the brother's)
        nxt = y.tokens[i + 1]
        if t.endswith(("'s", "’s")) and stem(bare(t)) in thing and nxt[:1].isalpha() and stem(bare(nxt)) not in thing:
            return None
    if head in subject and any(w not in ATTRIBUTE_STEMS for w in subject[subject.index(head) + 1:]
                               if w not in STOP_WORDS and w not in DETERMINERS):
        return None
    return " ".join(sorted(thing))


_OPEN = frozenset({stem("open"), stem("opens")})
_SHUTS = ENDS | frozenset(stem(w) for w in "shut shuts".split())


# what joins the two ends of a span of hours ("from 7 am to midnight", "9-5", "between 8 and 6")
_SPAN_GAP = frozenset("to until till through and - – —".split())


def closing_of_hours(span: Reading, other: Reading) -> str | None:
    """"The common room is open from 7 am to midnight" / "The common room shuts at 11 pm every night": one sentence
    gives opening hours (open, two clock times), the other when it closes (a verb of ending or "until", one clock
    time): the closing time is the end of the hours, one attribute."""
    times = [v for v in span.values if v.kind == "time"]
    if len(times) != 2 or len(span.values) != 2 or not span.predicate & _OPEN or span.negated != other.negated:
        return None
    at = [i for i in sorted(span.value_at) if any(v.text.lower() == span.tokens[i] for v in times)]
    between = span.tokens[at[0] + 1:at[1]] if len(at) == 2 else None
    if between is None or len(between) > 1 or any(t not in _SPAN_GAP for t in between):
        return None  # ("opens at 10 am on Saturdays and at 4 pm on weekdays": two opening times, no hours)
    if not _one_thing(other, span):
        return None
    theirs = [v for v in other.values if v.kind == "time"]
    if len(theirs) != 1 or len(other.values) != 1 or other.predicate & _OPEN and "until" not in other.tokens:
        return None
    if not (other.verbs & _SHUTS or other.predicate & _OPEN and "until" in other.tokens):
        return None
    if (other.predicate & WHEN_STEMS) - span.predicate - _EVERY_DAY:  # ("is open until 7 pm on Thursdays": that day's hours)
        return None
    if other.predicate - other.verbs - _OPEN - _SHUTS - WHEN_STEMS - _EVERY_DAY:  # ("closes for lunch at 1 pm")
        return None
    return f"when it closes ({theirs[0].text.rstrip('.')}) is the end of its {OPENING_HOURS}"


# a thing kept on (or open) until a time, and the same thing switched off (or shut) at a time: "The floodlights stay on
# until 9 pm" / "The floodlights now go off at 8 pm"; the words of staying and of ending (not "go out": somewhere to go)
_KEPT_ON = frozenset(stem(w) for w in "stay stays remain remains keep keeps are is be".split())
_OFF_AT = frozenset(stem(w) for w in "go goes switch switches turn turns cut cuts".split())


def _said_on(r: Reading) -> bool:
    """Does the sentence say a thing is on or open ("stay on", "stays open")?"""
    return any(v.kind == "state" and v.text.casefold() in ("on", "open") for v in r.values)


def _one_thing(a: Reading, b: Reading) -> bool:
    """Do the two subjects name one thing, either side perhaps saying a name more ("on Mill Lane"; not "the hub's
    café")?"""
    return not (unmatched(a.subject, b.subject) - a.subject_names or unmatched(b.subject, a.subject) - b.subject_names)


def kept_until(until: Reading, other: Reading) -> str | None:
    """"The floodlights stay on until 9 pm" / "... now go off at 8 pm": one sentence keeps a thing on (or open) until a
    clock time, the other says when it goes off (or shuts): that time is where the first one's "until" ends, one
    attribute of one thing."""
    t_until = [v for v in until.values if v.kind == "time"]
    t_other = [v for v in other.values if v.kind == "time"]
    if len(t_until) != 1 or len(t_other) != 1 or until.negated != other.negated:
        return None
    if not ({"until", "till"} & set(until.tokens)) or not until.verbs <= _KEPT_ON | _OPEN or "at" not in other.tokens:
        return None
    if not (_said_on(until) and "off" in other.tokens and other.verbs <= _OFF_AT) and not (other.verbs & _SHUTS):
        return None
    if not _one_thing(other, until):
        return None
    if (other.predicate & WHEN_STEMS) - until.predicate - _EVERY_DAY or (until.predicate & WHEN_STEMS) - other.predicate - _EVERY_DAY:
        return None  # (another day's hours: "... goes off at 8 pm on Sundays")
    return f"when it goes off ({t_other[0].text.rstrip('.')}) is when it stays on until"


_STARTS = frozenset(stem(w) for w in "start starts begin begins kick kicks commence commences".split())


def end_of_span(span: Reading, other: Reading) -> str | None:
    """"The night rate applies from 11 pm to 6 am" / "The night rate starts at midnight": one sentence gives a span of
    two clock times ("from ... to", "between ... and"), the other when the same thing starts or ends (one clock time, a
    verb of starting or ending and nothing else said of it): that time is one end of the span, one attribute."""
    times = [v for v in span.values if v.kind == "time"]
    theirs = [v for v in other.values if v.kind == "time"]
    if len(times) != 2 or len(span.values) != 2 or len(theirs) != 1 or len(other.values) != 1 or span.negated != other.negated:
        return None
    first = times[0].text.casefold().strip()  # (the word before the span's first time: "from", "between")
    before = span.tokens[span.tokens.index(first) - 1] if first in span.tokens[1:] else ""
    if before not in ("from", "between") or not other.verbs or not other.verbs <= _STARTS | ENDS:
        return None
    if other.predicate - other.verbs - WHEN_STEMS - _EVERY_DAY or span.predicate - span.verbs - WHEN_STEMS - _EVERY_DAY:
        return None  # ("starts taking bookings at 9 am")
    if not _one_thing(other, span):
        return None
    if (other.predicate & WHEN_STEMS) ^ (span.predicate & WHEN_STEMS):
        return None  # (another day's times)
    end = "ends" if other.verbs & ENDS else "starts"
    return f"when it {end} ({theirs[0].text.rstrip('.')}) is one end of its span"


OPENING_HOURS = "opening hours"
_EVERY_DAY = frozenset(stem(w) for w in "every day daily now night nights nightly evening evenings".split())


_START_MARKS = _STARTS | _OPEN | frozenset({"from"})
_SPAN_TO = frozenset("to through - – —".split())  # (the word before a span's end: "from 7 am to 11 pm")
_END_MARKS = _SHUTS | frozenset({"until", "till"})


def _time_ends(r: Reading) -> frozenset[str | None]:
    """For each clock time of `r`, whether the words just before it say a start ("opens at", "kicks off at", "from") or
    an end ("closes at", "runs until"), or neither (None)."""
    marks: dict[int, str | None] = {}
    for i in sorted(r.value_at):
        if not any(v.kind == "time" and v.text.lower() == r.tokens[i] for v in r.values):
            continue
        mark = None
        for k in range(i - 1, max(-1, i - 7), -1):
            if k in marks:  # ("opens at 10 am on Saturdays and at 4 pm on weekdays": the mark of the time before)
                mark = marks[k]
                break
            w = stem(r.tokens[k])
            if k == i - 1 and r.tokens[k] in _SPAN_TO and any(j < k for j in marks):
                mark = "end"  # ("from 7 am to 11 pm": the end of a span)
                break
            noun = k > 0 and (r.tokens[k - 1] in DETERMINERS or stem(bare(r.tokens[k - 1])) in r.names | r.subject_names)
            if k >= i - 3 and (w in _START_MARKS or w in _END_MARKS) and not noun:  # (a word of starting or ending three
                # words back; not a noun: "the Market Square stop at 7:45 am", "the close at 6")
                mark = "start" if w in _START_MARKS else "end"
                break
        if mark is None and len([j for j in r.value_at if j > r.subject_end]) == 1:  # (the one time of a trip: "leaves the
            # Market Square stop at 7:45 am" / "gets back to the Market Square stop at 3:45 pm", "returns at 6")
            back = "back" in r.tokens[r.subject_end:r.subject_end + 3]
            mark = "start" if r.verbs & _SETS_OFF and not back else "end" if r.verbs & _COMES_BACK or back else None
        marks[i] = mark
    return frozenset(marks.values())


_SETS_OFF = frozenset(stem(w) for w in "leave leaves left depart departs departed".split())
_COMES_BACK = frozenset(stem(w) for w in "return returns returned arrive arrives arrived".split())


def start_against_end(a: Reading, b: Reading) -> str | None:
    """Clock times each side marks only as a start and only as an end ("opens at 10 am on Saturdays" / "closes at 9 pm on
    Saturdays", "starting at 5:30 pm" / "runs until 8 pm"): when it starts and when it ends, two attributes. Not where
    a side gives both ends or leaves a time unmarked ("is open from 7 am to midnight" / "shuts at 11 pm": the end of
    the hours, see `closing_of_hours`)."""
    ma, mb = _time_ends(a), _time_ends(b)
    if len(ma) == 1 and len(mb) == 1 and None not in ma | mb and ma != mb:
        return f"when it {'starts' if 'start' in ma else 'ends'} against when it {'starts' if 'start' in mb else 'ends'}"
    return None


def agent_changed(x: Reading, y: Reading) -> str | None:
    """A named agent changing a thing of its own to a value (`x`: "Cargo Hold raised the per-project storage quota to
    100 GB", "Harlow Mills cut the price of a sack to €38") against a statement of that thing's value (`y`: "Cargo
    Hold's storage quota per project is 50 GB"): a verb of change, then "the" thing and "to" its value; every word of
    the agent and of the thing said in `y`'s subject, and the values of one kind. The thing's words, or None."""
    if not x.subject_names or not x.verbs or not x.verbs <= CHANGE_VERBS or not x.values or not y.values \
            or y.subject_end < 2 or not any(comparable(v, w) for v in x.values for w in y.values):
        return None
    toks = x.tokens[x.subject_end:]
    k = next((i for i, t in enumerate(toks) if t == "the"), None)
    to = next((i for i, t in enumerate(toks) if t == "to"), None)
    if k is None or to is None or not k < to or any(stem(bare(t)) not in x.verbs and t not in CHANGE_PARTICLES
                                                        and not manner(t) for t in toks[:k] if t[:1].isalpha()):
        return None
    thing = frozenset(stem(bare(t)) for t in toks[k + 1:to] if t[:1].isalpha() and t not in STOP_WORDS and t not in DETERMINERS)
    if not thing or any(i not in x.value_at for i in range(x.subject_end + to + 1, len(x.tokens))
                        if x.tokens[i][:1].isalpha() and x.tokens[i] not in STOP_WORDS):
        return None  # (only the new value after "to")
    if unmatched(thing | x.subject, y.subject) or unmatched(y.subject, thing | x.subject):
        return None
    return " ".join(sorted(thing))
