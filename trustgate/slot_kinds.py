"""Slot decisions read from the kinds of value two sentences state (slots.py asks these).

- Values of kinds that never answer one question ("runs every hour" / "lasts 45 minutes", "40% of the pupils walk" /
  "has 420 pupils": another attribute), counts of two things ("Strumbelina Ukes have 26 members" / "The Strumbelina
  Ukes songbook has 26 songs in it"), a count against a measure or a year ("has 36 galloping horses" / "a ride lasts 4
  minutes and costs £2"), how long against when ("My class lasts two and a half hours" / "My class is now Wednesday
  evenings"), and one year's occasion told in the past against what holds ("In 2025 the festival was held at ..." /
  "The festival is held at ..."): two attributes or two things.
- A speed named on one side and told by a verb on the other ("can blow air at up to 180 mph" / "has a top air speed of
  290 km/h"), and two states of one question with how long each holds ("is suspended until further notice" / "is back
  up and running"): one attribute.

Why: two sentences about one club, one class or one product often share most of their words, and a reworded statement
scores as high; what the values are tells them apart. The noun right after each number says what is counted: nouns
WordNet calls one thing, or one a kind of the other ("guests" / "visitors"), and a person counted as "people" ("sleeps
four people" / "room for 4 guests") count the same thing.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from . import wordnet
from .changes_told import compared_with_before
from .sentence import Reading
from .sentence_words import ADVERBS, APPROXIMATELY, CHANGE_VERBS, DETERMINERS, ORDINALS, PREPOSITIONS, WHEN_STEMS, stem
from .text import STOP_WORDS
from .slot_things import ATTRIBUTE_STEMS
from .slot_values import related, where_said
from .slot_words import unmatched
from .values import RATE, Value, equivalent
from .values.frequencies import TIMES
from .values.second_pass import WORKING_DAY
__all__ = ["other_kinds_of_value", "speed_by_verb", "states_of_one_question", "other_counted", "count_against_other",
           "how_long_against_when", "past_occasion", "cap_against_rate", "counts_against_measures", "names_against_amounts"]


# words after a number that say when or how, not what is counted ("Leo turned 8 today": an age)
_NOT_THINGS = ADVERBS | frozenset("tomorrow yesterday tonight again this next last years months weeks days old".split())


def _measure(v: Value, r: Reading | None = None) -> str | None:
    """What a value measures, for the kinds that can be told apart by their values alone; None for any other. A number
    before a word of `r` that is no function word counts things ("displays 1,200 lanterns")."""
    if v.kind == "quantity" and v.unit == TIMES:
        return "a frequency"
    if v.kind == "quantity" and v.unit == WORKING_DAY:
        return "a length of time"  # ("within 5 working days": how long, in a unit of its own)
    if v.kind == "number" and r is not None and any(
            r.tokens[i] == v.text.casefold().strip() and i + 1 < len(r.tokens) and r.tokens[i + 1].isalpha()
            and r.tokens[i + 1] not in STOP_WORDS and r.tokens[i + 1] not in _NOT_THINGS for i in r.value_at):
        return "a count of things"
    if v.kind == "number" and r is not None and any(  # the first of a range of counts ("teams of 2 to 6 players")
            r.tokens[i] == v.text.casefold().strip() and i + 3 < len(r.tokens) and r.tokens[i + 1] in ("to", "-", "or")
            and i + 2 in r.value_at and r.tokens[i + 3].isalpha() and r.tokens[i + 3] not in STOP_WORDS
            and r.tokens[i + 3] not in _NOT_THINGS for i in r.value_at):
        return "a count of things"
    if v.kind == "number" and r is not None and v.text.strip().isdigit() and any(
            r.tokens[i] == v.text.casefold().strip() and i - 1 > r.subject_end and _labels(r.tokens[i - 1])
            and not (i + 1 < len(r.tokens) and r.tokens[i + 1].isalpha() and r.tokens[i + 1] not in STOP_WORDS) for i in r.value_at):
        return "a number naming a thing"  # ("is on school bus route 47", "moved to platform 9"; in digits only)
    if v.kind == "quantity" and "/" in (v.unit or "") and " / " not in (v.unit or ""):
        return "a count of things"  # a count in a period ("serves lunch to 180 pupils a day": pupil/second)
    if v.kind == "quantity" and isinstance(v.norm, Decimal) and (v.unit or "").removesuffix(RATE) not in ("second", TIMES):
        return "a measure"  # a temperature, a length, a weight, a speed: never how long ("fires at 1,200 °C" / "takes 9 hours")
    if v.kind == "duration" and r is not None and r.words & _PERIOD_NOUNS:
        return "a frequency"  # ("the scrape interval is 15 seconds": how often, said as the time between)
    return {"ratio": "a share", "number": "a count", "duration": "a length of time", "time": "a time of day",
            "date": "a date", "money": "an amount of money"}.get(v.kind)


# nouns that name the time between two runs of a thing: a length of time said with one is how often it runs
_PERIOD_NOUNS = frozenset(stem(w) for w in "interval cadence frequency".split())


def _labels(word: str) -> bool:
    """Can `word` be a noun a number names one of ("route", "platform", "room")? Not a verb's form, a function word or a
    word of how many ("aged", "to", "about", "over")."""
    return word.isalpha() and len(word) > 2 and not word.endswith("ed") and word not in STOP_WORDS and word not in PREPOSITIONS \
        and word not in DETERMINERS and word not in ADVERBS and word not in _NOT_THINGS and word not in _HOW_MANY


_HOW_MANY = frozenset("about around roughly nearly almost over under only just some approximately exactly than least most "
                      "number total count age aged score scored between and from past half quarter till until".split())


# kinds of measure that never answer one question: how often against how long, when, how many or what share; a share
# against a count; how long against how many things ("burns for 3 hours" / "displays 1,200 lanterns": a bare number
# may be a length said without its unit, "is now 21"); a measure of any other dimension against how long ("fires at
# 1,200 °C" / "a firing takes 9 hours"); a date against a time of day ("meets next on Thursday 4 March" / "meets at 7:30
# pm")
_APART = frozenset(frozenset(p) for p in (
    ("a frequency", "a length of time"), ("a frequency", "a time of day"), ("a frequency", "a count"),
    ("a frequency", "a count of things"), ("a frequency", "a share"), ("a share", "a count"), ("a share", "a count of things"),
    ("a length of time", "a count of things"), ("a time of day", "a number naming a thing"),
    ("a frequency", "a number naming a thing"), ("a share", "a number naming a thing"),  # (what a count is apart from too)
    ("a measure", "a length of time"), ("a date", "a time of day"),
    # an amount of money or a date against what never says a price or a day ("Entry is £2" / "The fair is on 27 June")
    ("an amount of money", "a date"), ("an amount of money", "a time of day"), ("an amount of money", "a length of time"),
    ("an amount of money", "a frequency"), ("an amount of money", "a count of things"), ("a date", "a count of things"),
    ("a date", "a measure"),
    ("a date", "a length of time"), ("a time of day", "a measure")))
# (not money against a measure: "28 pounds" may be read as a weight; nor a time of day against a count of things:
# "7.30 pm" may be read as a count of something named "pm")


def other_kinds_of_value(a: Reading, b: Reading) -> str | None:
    """Each side states values the other does not (however written, in one kind), and each of one side's is of a kind that never
    answers the question of any of the other's (`_APART`): two attributes of one subject. Returns the two kinds."""
    def shared(x: Value, y: Value) -> bool:  # ("every 20 minutes" is equivalent to "20 minutes" for grounding's sake)
        return equivalent(x, y) and {_measure(x), _measure(y)} != {"a frequency", "a length of time"}
    va = [x for x in a.values if not any(shared(x, y) for y in b.values)]
    vb = [y for y in b.values if not any(shared(x, y) for x in a.values)]
    ka, kb = {_measure(x, a) for x in va}, {_measure(y, b) for y in vb}
    if not va or not vb or None in ka | kb or not all(frozenset({x, y}) in _APART for x in ka for y in kb):
        return None
    return f"{' / '.join(sorted(ka))} against {' / '.join(sorted(kb))}"  # type: ignore[arg-type]


def unrelated_values(a: Reading, b: Reading) -> str | None:
    """One side states only shares written as such ("a 50% deposit"), the other only amounts of money written with their
    currency ("a day rate of £320"): a rewording of one statement says the same value or another of its kind, so this
    is none. Only these two kinds, each read from an unmistakable form: other values may be misread (a time read as a
    count, "pounds per square inch" as a mass), so that nothing relating would prove nothing. Returns the kinds."""
    def shares(r: Reading) -> bool:
        return all(v.kind == "ratio" and re.search(r"(?i)%|\bper\s*cent\b|\bpercent\b", v.text) for v in r.values)

    def money(r: Reading) -> bool:
        return all(v.kind == "money" and re.search(r"[£$€¥₹]|\b[A-Z]{3}\b", v.text) for v in r.values)
    if a.values and b.values and (shares(a) and money(b) or money(a) and shares(b)):
        return "a share against an amount of money" if shares(a) else "an amount of money against a share"
    if any(lengths_of_time(x) and counts_of_things(y) for x, y in ((a, b), (b, a))):
        return "a length of time against a count of things"
    return None


_TIME_UNIT = re.compile(r"(?i)\b(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?)\b")


def lengths_of_time(r: Reading) -> bool:
    """Every typed value of `r` but its states is a length of time with its unit written ("for thirty minutes")."""
    said = [v for v in r.values if v.kind != "state"]
    return bool(said) and all(v.kind == "duration" and _TIME_UNIT.search(v.text) for v in said)


def counts_of_things(r: Reading) -> bool:
    """Every typed value of `r` but its states is a bare count before a plural noun that is no unit of time ("after 5
    failed logins", "holds 12 boats"): how many of a thing, which no length of time answers."""
    said = [v for v in r.values if v.kind != "state"]
    if not said or any(v.kind != "number" for v in said):
        return False
    for v in said:
        m = re.search(rf"(?<![\w.]){re.escape(v.text.strip())}\s+(?:[a-z]+\s+)?(?P<noun>[a-z]{{3,}}s)\b", r.text)
        if m is None or _TIME_UNIT.fullmatch(m.group("noun")):
            return False
    return True


# a charge named as one on top of another ("a single room supplement of £45", "pays £8 a week for laundry on top of the
# rent", "a £50 deposit"): not the price it is added to
_EXTRA_CHARGE = re.compile(r"(?i)\b(?:supplements?|surcharges?|on\s+top\s+of|in\s+addition\s+to|extra|additional|deposits?|"
                           r"top-?ups?|booking\s+fees?|service\s+charges?|delivery\s+charges?|excess)\b")
_PRICED = ("money", "ratio")


def extra_charge(a: Reading, b: Reading) -> str | None:
    """One side states an amount of money (or a share) as a charge on top of another (`_EXTRA_CHARGE`), the other names
    none: two charges of one subject, not one price restated. Returns the words that say so."""
    if not any(v.kind in _PRICED for v in a.values) or not any(v.kind in _PRICED for v in b.values):
        return None
    ma, mb = _EXTRA_CHARGE.search(a.text), _EXTRA_CHARGE.search(b.text)
    if bool(ma) == bool(mb):
        return None
    return f"'{(ma or mb).group(0)}': a charge on top of the other"  # type: ignore[union-attr]


# "charges £2 for parking": what a price is for, the words after "for" up to the end of the clause
_CHARGED_FOR = re.compile(r"(?i)\b(?:charges?|charged|costs?|is|are)\b[^.;,]{0,30}?\bfor\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z-]*)")
_PRICE_VERBS = frozenset(stem(w) for w in "cost costs charge charges charged".split())


def charged_for_another(a: Reading, b: Reading) -> str | None:
    """"Kestrel Park charges £2 for parking" / "Kestrel Park's match-day programme costs £2": one side says what its
    subject charges for, the other prices a thing of that subject (its possessive's head noun) the first never names:
    the prices of two things, whatever the values."""
    for x, y in ((a, b), (b, a)):
        if not any(v.kind == "money" for v in x.values) or not any(v.kind == "money" for v in y.values):
            continue
        m = _CHARGED_FOR.search(x.text)
        if m is None or not x.verbs & _PRICE_VERBS:
            continue
        owned = [t for t in y.tokens[:y.subject_end] if t[:1].isalpha()]
        k = next((i for i, t in enumerate(owned) if t.endswith(("'s", "’s"))), None)
        if k is None or k + 1 >= len(owned):
            continue
        thing = owned[-1]
        said = stem(m.group(1).lower())
        if stem(thing) in ATTRIBUTE_STEMS:
            continue  # ("Studio B's rate": the price of what the other charges for, named by its owner)
        xw, yw = (x.words | x.verbs) - x.subject_names - x.names, (y.words | y.verbs) - y.subject_names - y.names
        if said != stem(thing) and unmatched(frozenset({stem(thing)}), xw) and unmatched(frozenset({said}), yw):  # (names aside: "Kestrel Park")
            return f"what the price is for: {m.group(1).lower()} vs {thing}"
    return None


SPEED = frozenset(stem(w) for w in "speed speeds velocity pace".split())
TOP = frozenset(stem(w) for w in "top maximum max peak highest".split())


def _speed(v: Value) -> bool:
    """A speed written in a unit of speed ("40 km/h", "4 knots"), not an amount in a period ("5 km a day")."""
    return v.kind == "quantity" and v.unit == "meter" + RATE and v.period is None


_MODALS = frozenset("can could will would may might".split())


def _up_to(r: Reading) -> bool:
    return any(i >= 2 and r.tokens[i - 2:i] == ("up", "to") for i in r.value_at)


def speed_by_verb(named: Reading, told: Reading) -> str | None:
    """`named` names a speed ("has a maximum air speed of 35 mph"), `told` gives one after a verb without naming it ("can
    push air at up to 40 km/h"), the rest of what each says shared: one attribute. A top speed is the other's only
    when the other says "up to". Returns the decision's words."""
    if not any(_speed(x) and _speed(y) for x in named.values for y in told.values):
        return None
    if named.subject != told.subject:
        return None
    extra = unmatched(named.about - named.subject, told.words)
    k = told.subject_end + 1  # the word after a modal is the verb ("can spray water"), whatever else it may be
    verb = frozenset({stem(told.tokens[k])}) if k < len(told.tokens) and told.tokens[k - 1] in _MODALS else frozenset()
    if not extra & SPEED or extra - SPEED - TOP or (told.about - told.subject) & SPEED \
            or unmatched(told.about - told.subject, named.words) - verb or (extra & TOP and not _up_to(told)):
        return None
    return f"a speed named ({' '.join(sorted(extra))}) on one side, told after a verb on the other"


# words of how long a state holds ("for the winter", "until further notice"): two sides may say two
TIMES_HELD = frozenset(stem(w) for w in "season seasons winter summer spring autumn day days week weeks weekend weekends month "
                                        "months year years holiday holidays night nights notice further time being foreseeable "
                                        "future moment now christmas easter".split())
# words beside a state that say it holds again or still ("is back up and running", "is under way again")
_AGAIN = frozenset(stem(w) for w in "back again now still once more currently".split())


def _held_for(r: Reading) -> frozenset[str]:
    """The words of "for ..." / "until ..." right after a state value: how long or for whom it holds ("is on hold for a
    customer", "has shut for the winter", "is suspended until further notice"), not what the sentence is about."""
    states = {v.text.casefold().strip() for v in r.values if v.kind == "state"}
    out: set[str] = set()
    for i in r.value_at:
        if r.tokens[i] not in states or i + 1 >= len(r.tokens) or r.tokens[i + 1] not in ("for", "until", "till"):
            continue
        for k, t in enumerate(r.tokens[i + 2:i + 6], i + 2):
            if k in r.value_at or t in PREPOSITIONS:
                break
            if t not in DETERMINERS:
                out.add(stem(t))
    return frozenset(out)


def states_of_one_question(a: Reading, b: Reading) -> str | None:
    """One subject, only states on each side, two of which answer one question, and no other word of either that the
    other lacks but how long or for whom a state holds, or that it holds again: one attribute. Returns the decision's
    words."""
    if a.subject != b.subject or not a.values or not b.values or not all(v.kind == "state" for v in a.values + b.values):
        return None
    if not any(related(x, y) for x in a.values for y in b.values):
        return None
    ha, hb = _held_for(a), _held_for(b)
    if ha and hb and (unmatched(ha - TIMES_HELD, hb) or unmatched(hb - TIMES_HELD, ha)):
        return None  # each for another ("not enabled for EU tenants" / "for US tenants"); times may differ ("for the winter")
    rest_a = a.about - a.subject - ha - _AGAIN
    rest_b = b.about - b.subject - hb - _AGAIN
    if unmatched(rest_a, b.words) or unmatched(rest_b, a.words):
        return None
    said = f"{', '.join(v.text.strip() for v in a.values)} / {', '.join(v.text.strip() for v in b.values)}"
    return f"two states of one question, with how long or for whom each holds ({said})"


# people counted without saying which ("sleeps four people"): any noun WordNet calls a person counts them
_ANYONE = frozenset({"people", "persons", "person", "folk", "folks"})
_TIME_UNITS = frozenset(stem(w) for w in "second minute hour day night week fortnight month year decade".split())
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)")
# words after a number that are no counted thing ("3 times", "2 each")
_NOT_COUNTED_WORDS = frozenset("today yesterday tomorrow now tonight ago later earlier each every per times more less fewer "
                        "extra other others percent".split())


_COUNT_RATE_UNIT = re.compile(r"([a-z][a-z-]*)/second")


@lru_cache(maxsize=65536)  # (derived once per reading: see slots._about_words)
def _counted(r: Reading) -> tuple[str, ...] | None:
    """The noun right after each value, when every value is a whole count of one ("26 members", "three floors");
    None otherwise."""
    nouns = []
    for i in sorted(r.value_at):
        if i < r.subject_end and not all(t in APPROXIMATELY or t in ("more", "than", "up", "to") for t in r.tokens[:i]):
            return None  # (a number in the subject names which one or is part of a name: "Our five-a-side team"; one
            # that opens the sentence counts its subject: "About 3,000 salmon swim up the fish pass")
        v = next((v for v in r.values if v.text.casefold() == r.tokens[i].casefold()), None)
        if v is None or v.kind != "number" or not isinstance(v.norm, Decimal) or v.norm != v.norm.to_integral_value() \
                or v.norm < 1 or i + 1 >= len(r.tokens):
            return None
        word = _head_after(r, i, r.subject_end if i < r.subject_end else len(r.tokens))
        if word is None or r.tokens[i] in ORDINALS or _ORDINAL.fullmatch(r.tokens[i]) or stem(word) in WHEN_STEMS:
            return None  # ("the first Sunday of each month": which day, not a count)
        nouns.append(word)
    return tuple(nouns) if nouns and len(nouns) == len(r.values) else None


def _rate_counted(r: Reading) -> tuple[str, ...] | None:
    """The things every value counts in a period ("sells about 150 tacos a day": taco, values/quantities.count_rate),
    each named in the value's words (not how often, "every two weeks", nor a short unit, "58 bpm"); None otherwise."""
    nouns = []
    for v in r.values:
        rate = _COUNT_RATE_UNIT.fullmatch(v.unit or "") if v.kind == "quantity" else None
        if rate is None or rate.group(1) == "time" or rate.group(1) not in v.text.casefold():
            return None
        nouns.append(rate.group(1))
    return tuple(nouns) or None


def _head_after(r: Reading, i: int, end: int | None = None) -> str | None:
    """The noun a number counts: the last of up to three words right after it ("36 galloping horses", "26 members"),
    up to a preposition, a function word or the end; None when the first of them is no such word."""
    head = None
    for j in range(i + 1, min(i + 4, len(r.tokens) if end is None else end)):
        word = r.tokens[j]
        if j in r.value_at or not re.fullmatch(r"[a-z]+(?:-[a-z]+)*(?:'s|')?", word) or word in PREPOSITIONS \
                or word in DETERMINERS or word in STOP_WORDS or word in _NOT_COUNTED_WORDS:
            break
        if head is None and not word.endswith(("s'", "s's")) and stem(word) in r.names | r.subject_names:
            return None  # a name after a number ("9 Quay Street", "Gate 4 North"): an address or a name, no count
        if word.endswith(("s'", "s's")) and head is None:
            head = ""  # a plural possessive before the head ("240 dolls' houses", read "dolls's")
            continue
        head = word
    if not head or not wordnet.noun(head) or stem(head) in _TIME_UNITS:
        return None  # ("twenty-five vacation days": a length of time, as "25 days" is)
    return head


def _same_thing(x: str, y: str) -> bool:
    sx, sy = stem(x), stem(y)
    if sx == sy or len(sx) >= 3 and len(sy) >= 3 and (sx.endswith(sy) or sy.endswith(sx)):
        return True  # (a compound names a kind of the other: "bedrooms" / "rooms", "songbooks" / "books")
    if (x in _ANYONE and wordnet.owner(y)) or (y in _ANYONE and wordnet.owner(x)):
        return True
    related = wordnet.relation(x, y)
    return related is not None and related.kind in ("same", "broader", "narrower")


def other_counted(a: Reading, b: Reading) -> str | None:
    """Every value of each side counts a thing named right after it, and no counted noun of one side is said by the
    other or is one thing with a counted noun of the other: two counts of two things."""
    na, nb = _counted(a) or _rate_counted(a), _counted(b) or _rate_counted(b)
    if not na or not nb:
        return None
    sa, sb = frozenset(stem(w) for w in na), frozenset(stem(w) for w in nb)
    if not unmatched(sa, b.words | b.verbs) >= sa or not unmatched(sb, a.words | a.verbs) >= sb:
        return None  # (a counted noun the other sentence says elsewhere: maybe one count, said two ways)
    if any(_same_thing(x, y) for x in na for y in nb):
        return None
    return f"counts of two things ({', '.join(na)} vs {', '.join(nb)})"


def _when(r: Reading) -> frozenset[str]:
    """The days and parts of the day a sentence says after its verb, and its dates and clock times."""
    return (r.predicate & WHEN_STEMS) | frozenset(v.text for v in r.values if v.kind in ("date", "datetime", "time"))


def how_long_against_when(a: Reading, b: Reading) -> str | None:
    """One side states only lengths of time and says no day or time; the other states no length of time and says a day,
    a part of the day, a date or a clock time: how long it lasts against when it is."""
    for x, y in ((a, b), (b, a)):
        xs = [v for v in x.values if not _by_how_much(x, v)]
        if xs and all(v.kind == "duration" for v in xs) and not _when(x) \
                and not any(v.kind == "duration" for v in y.values) and _when(y):
            return f"how long ({', '.join(v.text for v in xs)}) against when ({', '.join(sorted(_when(y)))})"
    return None


def _by_how_much(r: Reading, v) -> bool:
    """Is the value a length of time by which a sentence that tells a change against before says it changed ("half an
    hour earlier than before"), no value of its own?"""
    return v.kind == "duration" and compared_with_before(r.text) is not None


def when_against_where(a: Reading, b: Reading) -> str | None:
    """One side states only a date or a clock time and no place; the other states no typed value and no time, and says
    where, after a preposition of place ("The show date is 21 June" / "The show is held on the recreation ground"):
    when it is against where it is."""
    for x, y in ((a, b), (b, a)):
        if x.values and all(v.kind in ("date", "datetime", "time") for v in x.values) and not where_said(x) \
                and not y.values and not _when(y) and where_said(y):
            return f"when ({', '.join(v.text for v in x.values)}) against where ({' '.join(sorted(where_said(y)))})"
    return None


_WEEKDAYS = frozenset(stem(w) for w in ("monday tuesday wednesday thursday friday saturday sunday mondays tuesdays "
                                        "wednesdays thursdays fridays saturdays sundays weekday weekdays weekend weekends").split())


_KIND_SAID = {"time": "what time", "money": "how much", "duration": "how long", "number": "how many"}


def days_against_time(a: Reading, b: Reading) -> str | None:
    """One side states only clock times, amounts of money, lengths of time or counts and names no day; the other states no
    typed value and names days of the week after its verb ("Waggy Days picks Biscuit up at 8 am" / "Biscuit is booked
    into Waggy Days on Mondays and Thursdays", "Teams at the quiz can have up to six players" / "holds its quiz night on
    Wednesdays"): what time, how much or how many against which days, two attributes."""
    for x, y in ((a, b), (b, a)):
        if x.values and all(v.kind in _KIND_SAID for v in x.values) and not (x.words & _WEEKDAYS) \
                and not y.values and y.predicate & _WEEKDAYS:
            return f"{' / '.join(sorted({_KIND_SAID[v.kind] for v in x.values}))} ({', '.join(v.text.strip(' .') for v in x.values)}) against which days " \
                   f"({' '.join(sorted(y.predicate & _WEEKDAYS))})"
    return None


_OPENS_OR_CLOSES = frozenset(stem(w) for w in "open opens opened close closes closed shut shuts".split())


def other_days_times(a: Reading, b: Reading) -> str | None:
    """Both sides give a clock time of opening or closing, and each names a day of the week the other does not ("The
    deli opens at 8 am on Saturdays" / "the deli's doors open at 10 on a Sunday"): each day's hours, two attributes,
    unless a side says the time moved ("now", a verb of change: see `_same_predicate`)."""
    if not all(any(v.kind == "time" for v in r.values) for r in (a, b)) or a.change or b.change:
        return None
    if not all(r.verbs & _OPENS_OR_CLOSES or r.predicate & _OPENS_OR_CLOSES for r in (a, b)):
        return None  # (hours are kept per day; a weekly event's day may be its value: "locks every Tuesday at noon")
    da, db = _days(a), _days(b)
    if not da or not db or da & db or "now" in {*a.tokens, *b.tokens}:
        return None  # (days in common, "on weekdays" / "on Mondays", or one side naming none: not told apart here)
    return f"the hours of other days ({' '.join(_DAY_NAMES[d] for d in sorted(da))} vs {' '.join(_DAY_NAMES[d] for d in sorted(db))})"


_DAY_NAMES = "monday tuesday wednesday thursday friday saturday sunday".split()
_DAY_OF = {stem(w): i for i, w in enumerate(_DAY_NAMES)} | {stem(w + "s"): i for i, w in enumerate(_DAY_NAMES)}
_DAY_SPAN = re.compile(r"(?i)\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:to|-|\u2013|through|till|until)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b")
_ABBREVIATED = {d[:3]: i for i, d in enumerate(_DAY_NAMES)}


def _days(r: Reading) -> frozenset[int]:
    """The days of the week `r` names (0 Monday .. 6 Sunday): each by name, "weekdays" as Monday to Friday, "weekends"
    as Saturday and Sunday, "Monday to Friday" as the days between."""
    out = {_DAY_OF[w] for w in r.words if w in _DAY_OF}
    if r.words & {stem("weekday"), stem("weekdays")}:
        out.update(range(5))
    if r.words & {stem("weekend"), stem("weekends")}:
        out.update((5, 6))
    for m in _DAY_SPAN.finditer(r.text):
        first, last = _ABBREVIATED[m.group(1).lower()], _ABBREVIATED[m.group(2).lower()]
        out.update(range(first, last + 1) if first <= last else [*range(first, 7), *range(0, last + 1)])
    return frozenset(out)


# a year that opens the sentence ("In 2025 the festival was held at ..."): the one occasion it tells of
_YEAR_LEAD = re.compile(r"^(?:(?:back|once)\s+)?in\s+(?P<year>(?:19|20)\d\d)\b", re.IGNORECASE)
_PAST = frozenset({"was", "were", "had"})
_PRESENT = frozenset({"is", "are", "has", "have"})


def past_occasion(a: Reading, b: Reading) -> str | None:
    """One side tells what happened on one occasion, dated by a year it opens with and said in the past ("In 2025 the
    Mudlark Beer Festival was held at Hartsby Racecourse"); the other says what holds, in the present, with no year
    ("The Mudlark Beer Festival is held at the Corn Exchange"): that year's occasion, not a new value. Not a change
    ("In 2019 the company moved its office to Leeds" is the office's move)."""
    for x, y in ((a, b), (b, a)):
        m = _YEAR_LEAD.match(x.text)
        if not m or x.change or x.verbs & CHANGE_VERBS or not x.verb or not y.verb:
            continue
        if x.verb.lower() not in _PAST or y.verb.lower() not in _PRESENT or _YEAR_LEAD.match(y.text) \
                or re.search(r"\b(?:19|20)\d\d\b", y.text):
            continue
        return f"one occasion (in {m.group('year')}) against what holds"
    return None


_MEASURED = frozenset({"duration", "quantity", "money", "ratio", "time", "date", "datetime"})
_YEAR_BEFORE = frozenset({"in", "since", "from", "by", "until", "till", "of", "circa"})


def _year(r: Reading, v) -> bool:
    """A bare number that is a year by its place ("was made in 1695")."""
    if v.kind != "number" or not re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", v.text):
        return False
    i = next((i for i in sorted(r.value_at) if r.tokens[i] == v.text.casefold()), None)
    return i is not None and i > 0 and r.tokens[i - 1] in _YEAR_BEFORE


def count_against_other(a: Reading, b: Reading) -> str | None:
    """Every value of one side counts a thing ("has 36 galloping horses"); every value of the other is a measure, an
    amount, a time or a year ("a ride lasts 4 minutes and costs £2", "was made in 1695"): two attributes."""
    for x, y in ((a, b), (b, a)):
        counted = _counted(x)
        if counted and y.values and all(v.kind in _MEASURED or _year(y, v) for v in y.values) \
                and not any(stem(w) in y.words - y.subject or any(stem(w) in v.text.casefold() for v in y.values)
                            for w in counted):  # (the other may be about one of them; "6,000 people a day" counts them too)
            return f"a count ({', '.join(counted)}) against {', '.join(v.text.strip(' .') for v in y.values)}"
    return None


# ---------------------------------------------------------------- amounts, caps and counts (moved from slot_things.py)
_DET_STOP = DETERMINERS | STOP_WORDS
_AMOUNTS = frozenset({"money", "quantity"})  # (not a bare number: "changed its capital to Sydney in 2025")


_NOT_COUNTED = frozenset("today yesterday tomorrow now tonight ago later earlier each every per times".split())
_CAP_WORDS = frozenset("cap caps capped maximum max limit limited ceiling".split())
_MEASURED_KINDS = frozenset({"duration", "quantity", "money", "ratio", "time", "date"})


def cap_against_rate(a: Reading, b: Reading) -> str | None:
    """A cap over one period ("is capped at £45 a day") against a rate over another ("costs £14 an hour"): two
    attributes of one price list, not a new rate."""
    for x, y in ((a, b), (b, a)):
        capped = {t for t in x.tokens} & _CAP_WORDS
        if capped and not {t for t in y.tokens} & _CAP_WORDS:
            px = {v.period for v in x.values if v.period}
            py = {v.period for v in y.values if v.period}
            if px and py and not px & py:
                return f"a cap ({' '.join(sorted(capped))}) per {'/'.join(sorted(px))} against a rate per {'/'.join(sorted(py))}"
    return None


def counts_against_measures(a: Reading, b: Reading) -> str | None:
    """Every value of one side counts a thing named right after it ("has 7 stations") and every value of the other is
    a measure of another kind ("a train every 6 minutes"): two attributes, however close the sentences read."""
    for x, y in ((a, b), (b, a)):
        # (a count is a whole number of a thing the other never names: not "0.5 BTC", not "twenty-five vacation days"
        # against "25 days", not "200,000 snails" against "200,000 snails a year")
        said = re.sub(r"\bper\s+[\w-]+", " ", y.text.casefold()) if "per" in y.text else y.text.casefold()  # (what a
        # measure is per is not what it names: "9 kg of luggage per passenger" against "carries 9 passengers")
        counted = [i for i in x.value_at if i + 1 < len(x.tokens) and x.tokens[i + 1].isalpha()
                   and x.tokens[i + 1] not in PREPOSITIONS and x.tokens[i + 1] not in _DET_STOP
                   and not any(stem(t) in said for t in x.tokens[i + 1:i + 3] if t.isalpha())
                   and x.tokens[i + 1] not in _NOT_COUNTED and stem(x.tokens[i + 1]) not in x.names | x.subject_names
                   and wordnet.noun(x.tokens[i + 1])]  # (not a house number: "4 Birch Lane")
        if any(not (isinstance(v.norm, Decimal) and v.norm == v.norm.to_integral_value() and v.norm >= 1) for v in x.values):
            continue
        if x.values and all(v.kind == "number" for v in x.values) and len(counted) == len(x.values) \
                and y.values and all(v.kind in _MEASURED_KINDS for v in y.values):
            return f"a count ({', '.join(x.tokens[i] + ' ' + x.tokens[i + 1] for i in sorted(counted))}) against a measure " \
                   f"({', '.join(v.text for v in y.values)})"
    return None


def names_against_amounts(a: Reading, b: Reading) -> str | None:
    """One sentence says only names after its verb ("We buy our flour from Harlow Mills"), the other states amounts or
    quantities ("A 25 kg sack of flour from Harlow Mills costs €38"): the second says another attribute (a price, a
    size) of what the first names, not who or which, however close the sentences read. How often is no amount ("is
    billed yearly" / "on the annual plan": the first may say it in words)."""
    for x, y in ((a, b), (b, a)):
        if not x.values and x.names and any(v.kind in _AMOUNTS and v.unit != TIMES for v in y.values):
            return f"names ({', '.join(sorted(x.names))}) against amounts ({', '.join(v.text for v in y.values)})"
    return None
