"""Where a word stands in a sentence, for sentence.py's reading: whether a token is a name, a noun in a verb's place,
a finite verb, an ordinal, a leading phrase that says when; and the word sets the reading asks about each token.
Each predicate takes the token stream sentence.py makes ((start, token, Value or None) triples), its lower-cased words
and a position."""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from . import wordnet
from .sentence_words import (ADVERBS, APPROXIMATELY, AUXILIARIES, CHANGE_PARTICLES, COPULAS, DETERMINERS,
                             IRREGULAR_SET, NEGATIONS, PREPOSITIONS, QUALIFIERS, VERBS)
from .text import STOP_WORDS
from .values import Value


def number_said(value: Value) -> str:  # (a whole number as its digits, however written)
    return str(int(value.norm)) if isinstance(value.norm, Decimal) and value.norm == value.norm.to_integral_value() else value.text


def squash(text: str) -> str:
    """An identifier as a subject name: letters and digits only, case-folded ("LH 1234" = "LH1234" = "lh-1234")."""
    return re.sub(r"[\W_]+", "", text.casefold())


def is_name(token: str, position: int) -> bool:
    """Capitalised (at the start of a sentence only when more than its first letter is: "LH1234", "McKinsey"); not an
    acronym in the plural ("DVDs", "GPUs"), which counts things of a kind as a common noun does."""
    if token.endswith("s") and _PLURAL_ACRONYM.fullmatch(token):
        return False
    if ("'" in token or "’" in token) and _ELIDED.match(token):  # "d'Orsay", "l'Orangerie": an elided article or preposition before a capitalised name
        return True
    return token[:1].isupper() and (position > 0 or any(c.isupper() for c in token[1:]))


_PLURAL_ACRONYM = re.compile(r"[A-Z]{2,}s")
DATUM = re.compile(r"\s+(?:above|below)\s+(?:mean\s+)?sea[\s-]+level\b|\s+(?:a\.s\.l\.|asl|amsl)\b", re.IGNORECASE)
_ELIDED = re.compile(r"(?:d|l|dell|dall|nell|sull)['’][A-ZÀ-Ý]")


def modifying_acronym(stream: list, i: int) -> bool:
    """An acronym before a lower-case word that is no value modifies that word ("EU tenants", "the TLS certificate"):
    it says what kind of thing, not who."""
    tok = stream[i][1]
    if not (tok.isupper() and len(tok) > 1 and i + 1 < len(stream) and stream[i + 1][2] is None and stream[i + 1][1][:1].islower()):
        return False
    nxt = stream[i + 1][1].lower()
    return nxt not in _NOT_AFTER_NAME and nxt not in VERBS  # "the API is": the name


LEAD_FOCUS = frozenset({"just", "only", "except", "even"})  # before a leading phrase ("Just for this week, ...")


def initial_name(stream: list, lowered: list[str], i: int, verb_at: int | None) -> bool:
    """A capitalised first word is a name when the verb or another capitalised word follows it, or it is a
    possessive ("Bob manages", "Martin Ødegaard", "Norway's captain"); not when it starts a common noun phrase."""
    tok = stream[i][1]
    if lowered[i] in FUNCTION_WORDS:
        return False
    nxt = stream[i + 1][1] if i + 1 < len(stream) else ""
    return i + 1 == verb_at or nxt[:1].isupper() or tok.endswith(("'s", "’s"))


def _aux_later(lowered: list[str], j: int, finite: bool = False) -> bool:
    """An auxiliary (or, with `finite`, any finite verb) within eight words from `j`, with no conjunction before it
    (not "runs at the track and is fast")."""
    for k in range(j, min(j + 8, len(lowered))):
        w = lowered[k]
        if w in ("and", "but", "or", "then", "while", "so", "which", "who", "that", "where", "when"):
            return False
        if lowered[k - 1] != "to" and (w in AUXILIARIES or finite and w in VERBS and finite_form(w)):  # (not "to be sorted")
            return True
    return False


def noun_position(lowered: list[str], i: int) -> bool:
    """After a determiner or a possessive a word is a noun or a modifier, not the verb ("Acme's support line", "the
    run log"); so is a base form between a noun and a finite verb ("The artifact store uses 40 GB", not "We run tests")."""
    before = lowered[i - 1] if i > 0 else ""
    after = lowered[i + 1] if i + 1 < len(lowered) else ""
    if i > 1 and lowered[i - 2] in DETERMINERS and before not in _STOP_OR_VERB and not finite_form(lowered[i]) \
            and any(w in VERBS and finite_form(w) for w in lowered[i + 1:]):
        return True  # "A large wash at Bubbles takes 45 minutes": a base form after a determiner and a modifier, a verb later
    if 1 <= i <= 3 and before not in STOP_WORDS and before not in DETERMINERS and after in PREPOSITIONS \
            and _aux_later(lowered, i + 2, finite=True):
        # "Service washes at the Bubbles launderette must be dropped off by 9", "A ten-class pass at the studio costs
        # £100": a noun, its verb later
        return True
    then = lowered[i + 2] if i + 2 < len(lowered) else ""
    # (a finite verb no list names, a word in -s before a preposition: "The hardware store shuts at half past five")
    unlisted = re.fullmatch(r"[a-z]{3,}s", after) is not None and not after.endswith(("ss", "us", "is")) and then in PREPOSITIONS
    # (a past form right before a verb in -s is a noun: "Lotus Noodle Bar's lunch set costs £9.50")
    present = after in VERBS and finite_form(after) and after.endswith("s") and not after.endswith("ss")
    return before in DETERMINERS or before.endswith(("'s", "s'")) or (
        before and before not in STOP_WORDS and (not finite_form(lowered[i]) or present and not lowered[i].endswith("s"))
        and (after in VERBS and finite_form(after) or unlisted) and after not in AUXILIARIES)


_PERIODIC = frozenset("hourly daily nightly weekly fortnightly biweekly monthly bimonthly quarterly yearly".split())


def manner(low: str) -> bool:
    """An adverb of manner or degree ("officially", "recently", "reportedly"); not a noun in -ly ("family", "supply",
    "assembly", "butterfly") nor a word of a period ("weekly")."""
    return len(low) >= 6 and low.endswith("ly") and not low.endswith(("ily", "ply", "mbly", "fly")) and low not in _PERIODIC


def noun_mine(stream: list, lowered: list[str], i: int) -> bool:
    """"The Ridgeback mine", "the old tin mine": after a determiner, a name or an adjective "mine" is a noun, not the
    pronoun ("the car is mine")."""
    return lowered[i] == "mine" and i > 0 and (lowered[i - 1] in DETERMINERS or stream[i - 1][1][:1].isupper()
                                               or lowered[i - 1] not in _STOP_AUX_PREP)


def after_name(stream: list, lowered: list[str], i: int) -> bool:
    """A base form after a singular name, with a finite verb a few nouns later ("The Pike Ridge fire lookout tower
    sits at ...", "Halden Road bus depot opens at 5"): a noun of the name's compound; a name takes "fires", not "fire". A
    capitalised one after a capitalised word is a word of the name ("Sparkle Hand Car Wash now closes")."""
    if i == 0 or finite_form(lowered[i]) or not stream[i - 1][1][:1].isupper():
        return False
    if stream[i][1][:1].isupper():  # a capitalised base form inside a name ("The Sparkle Hand Car Wash now closes at 4")
        # (or a past WordNet knows as a verb, lower case: "Cargo Hold raised the quota to 100 GB")
        return any(stream[k][2] is None and (lowered[k] in AUXILIARIES or lowered[k] in VERBS and finite_form(lowered[k])
                                             or re.fullmatch(r"[a-z]{3,}ed", stream[k][1]) is not None and bool(wordnet.verb(lowered[k])))
                   for k in range(i + 1, min(i + 5, len(stream))))
    if lowered[i - 1].endswith("s") or lowered[i - 1] in STOP_WORDS:
        return False
    for k in range(i + 1, min(i + 4, len(stream))):
        if stream[k][2] is not None or not re.fullmatch(r"[a-z][a-z-]+", stream[k][1]) or lowered[k] in STOP_WORDS:
            return False
        if lowered[k] in VERBS and finite_form(lowered[k]) and lowered[k] not in AUXILIARIES:
            return True
    return False


def plural_before_past(lowered: list[str], i: int) -> bool:
    """A plural noun right before a past-tense verb ("ASML shares closed at", "Ticket sales rose"): the noun heads the
    subject, the next word is the verb."""
    if not lowered[i].endswith("s") or lowered[i] in AUXILIARIES or i + 1 >= len(lowered):
        return False
    nxt = lowered[i + 1]
    return nxt in VERBS and (nxt.endswith("ed") or nxt in IRREGULAR_SET) and nxt not in AUXILIARIES


# auxiliaries that agree with a plural subject: a word in -s right before one is that plural, not a verb ("Raw logs are
# kept", "Late fees were waived", "Spare keys can be collected")
_PLURAL_AUX = frozenset("are were have can could will would should must may might do 're".split())
# ... and a word in -s right before "is", "was" or "has" is a noun too, singular in sense ("Marlow Fen treatment works is
# run by", "The gasworks was demolished"): no verb in -s is followed by another finite verb
_SINGULAR_AUX = frozenset("is was has".split())


def plural_before_aux(lowered: list[str], i: int) -> bool:
    w = lowered[i]
    return (i + 1 < len(lowered) and lowered[i + 1] in _PLURAL_AUX | _SINGULAR_AUX and len(w) > 3 and w.endswith("s")
            and not w.endswith(("ss", "us", "is")) and w not in AUXILIARIES)


def verb_after_plural(stream: list, lowered: list[str], i: int | None) -> int | None:
    """Where the verb is when the word read as it at `i` is a plural noun after a noun and before a preposition, whose
    own verb comes later in its base form ("Street lights in Millbrook switch off at midnight", "Traffic lights on Elm
    Road change every 90 seconds"); None when it is not so ("Prices rise in spring": nothing before it; "The team plays
    in Leeds": no verb after)."""
    if i is None:
        return None
    w = lowered[i]
    if not (i >= 1 and len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) and w not in AUXILIARIES
            and re.fullmatch(r"[a-z]+", lowered[i - 1]) and lowered[i - 1] not in _NOT_NOUN
            and i + 1 < len(lowered) and lowered[i + 1] in _PLACE_PREPOSITIONS):
        return None
    for k in range(i + 3, min(len(lowered), i + 7)):  # (the preposition's object first)
        low = lowered[k]
        if low in AUXILIARIES or low in PREPOSITIONS:
            return None
        # (after a name that ends the preposition's object, any verb WordNet knows; else only a listed verb: "meets at
        # the community centre on Fridays" has no verb in "centre")
        if re.fullmatch(r"[a-z]{3,}", stream[k][1]) and not finite_form(low) and lowered[k - 1] not in _NOT_NOUN \
                and low not in STOP_WORDS and (low in VERBS or stream[k - 1][1][:1].isupper() and wordnet.verb(low)) \
                and k + 1 < len(lowered) and (lowered[k + 1] in PREPOSITIONS or lowered[k + 1] in CHANGE_PARTICLES
                     or not re.fullmatch(r"[a-z]+", lowered[k + 1])  # (a value: "change every 90 seconds")
                     or lowered[k + 1] in ("off", "up", "down", "out", "on")):
            return k
    return None


_PLACE_PREPOSITIONS = frozenset("in on at along near outside around across".split())
_NOT_NOUN = frozenset("the a an this that these those my our your his her their its to of in on at for with by from and or "
                      "not no all some many most".split())


_TIME_AFTER_LAST = frozenset("night night's week week's year year's month month's time season season's summer winter spring "
                             "autumn weekend weekend's term term's orders order".split())


def last_of_time(lowered: list[str], i: int) -> bool:
    """"last" before a time noun ("During last night's session", "takes its last orders") says which one, no verb."""
    return lowered[i] == "last" and i + 1 < len(lowered) and lowered[i + 1].replace("’", "'") in _TIME_AFTER_LAST


def finite_form(low: str) -> bool:
    """A verb form that heads a clause by itself: third person, past, or irregular past ("runs", "scaled", "led")."""
    return low in AUXILIARIES or (low.endswith(("s", "ed")) and low not in _BASE_EED) or low in IRREGULAR_SET


# base forms that end in "ed" without being a past ("seed", "need", "speed"): "The Millbrook seed vault was opened"
_BASE_EED = frozenset("seed weed deed need feed speed breed bleed greed creed reed steed tweed heed bed red shed sled "
                      "proceed succeed exceed".split())


# words of a leading phrase that says when, without a comma ("Every Tuesday the council empties ...", "On 3 March the
# board approved ...")
_FREQUENCY = frozenset("also still now just often always never usually sometimes mostly only rarely seldom".split())
# the unions _read and its helpers ask about each token, made once (a union of STOP_WORDS costs ~15 us a time)
FUNCTION_WORDS = STOP_WORDS | DETERMINERS | PREPOSITIONS | AUXILIARIES
_NOT_AFTER_NAME = COPULAS | AUXILIARIES | PREPOSITIONS | STOP_WORDS
_STOP_OR_VERB = STOP_WORDS | VERBS
_STOP_AUX_PREP = STOP_WORDS | AUXILIARIES | PREPOSITIONS
AFTER_PRONOUN = ADVERBS | NEGATIONS | _FREQUENCY
DET_PREP = DETERMINERS | PREPOSITIONS
OWNING_DETERMINERS = frozenset("its their his her our my your".split())
VERB_GROUP = AUXILIARIES | ADVERBS | NEGATIONS | PREPOSITIONS
_BE = frozenset("is are was were am be been being 's 're 'm".split())


def progressive(stream: list, lowered: list[str], j: int) -> bool:
    """Is the word after `j` an -ing form that a form of "be" makes the verb and that takes an object ("are painting the
    hallway", "is fixing our boiler")? Then what it acts on is what the sentence is about, not a copula's value (a state
    in -ing, "is failing", "are running late", takes none)."""
    return (lowered[j] in _BE and j + 2 < len(stream) and stream[j + 1][2] is None and stream[j + 2][2] is None
            and re.fullmatch(r"[a-z]{2,}ing", stream[j + 1][1]) is not None
            and (lowered[j + 2] in OWNING_DETERMINERS or lowered[j + 2] in ("the", "a", "an")))
VERB_GROUP_PARTICLES = VERB_GROUP | CHANGE_PARTICLES
BEFORE_NUMBER = DETERMINERS | PREPOSITIONS | STOP_WORDS | APPROXIMATELY
_WHEN_OPENERS = frozenset({"every", "each", "on", "at", "in", "by", "since", "until", "during", "after", "before", "from"})
_PERIOD_WORDS = frozenset("day days week weeks month months year years hour hours minute minutes other single "
                          "weekday weekdays weekend weekends fortnight term terms semester semesters season seasons".split())
_WHEN_VALUES = frozenset({"date", "datetime", "time", "duration"})


def member_positions(lowered: list[str]) -> frozenset[int]:
    """Positions of the words after "member(s) of" up to a preposition or a comma: the body one is a member of, one
    of many a thing can belong to ("Norway is a member of NATO" / "... not a member of the European Union")."""
    out: set[int] = set()
    for i in range(len(lowered) - 2):
        if lowered[i] in ("member", "members") and lowered[i + 1] == "of":
            k = i + 2
            while k < len(lowered) and lowered[k] not in PREPOSITIONS and lowered[k] not in (",", ";", "and"):
                out.add(k)
                k += 1
    return frozenset(out)


def leading_when(stream: list, lowered: list[str]) -> int:
    """Where the subject starts after a leading phrase that only says when ("Every Tuesday", "On 3 March", "At 9 pm"),
    written without a comma; 0 when there is none, or when the phrase is the subject ("Every Tuesday is a holiday")."""
    if len(lowered) > 3 and lowered[0] in ("these", "nowadays") and lowered[1] in ("days", "weeks", "months"):
        return 2  # "These days the user surfs at ...": now, said first
    if not lowered or lowered[0] not in _WHEN_OPENERS:
        return 0
    i, said = 1, False
    while i < len(stream):
        value = stream[i][2]
        if value is not None and value.kind in _WHEN_VALUES or lowered[i] in QUALIFIERS or lowered[i] in _PERIOD_WORDS:
            said = True
        elif value is None and lowered[i] in DETERMINERS or value is not None and value.kind == "number":
            pass
        else:
            break
        i += 1
    if not said or i >= len(stream) - 1 or stream[i][2] is not None or lowered[i] in AUXILIARIES or lowered[i] in VERBS:
        return 0
    return i


_ORDINAL_WORD = re.compile(r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
                           r"|[a-z]+teenth|[a-z]+tieth|[a-z]+ty-(?:first|second|third|[a-z]+th))", re.IGNORECASE)
ORDINAL_DIGITS = re.compile(r"\d+(?:st|nd|rd|th)")


@lru_cache(maxsize=4096)
def ordinal_digits(token: str, value: Value | None) -> str | None:
    """An ordinal's digits ("4th") for its word ("fourth") or its digits read as a number; None for anything else."""
    if value is not None and value.kind == "number" and token.strip().lower() == "ground":
        return "ground"  # (a floor: values/storeys.py; a word before the verb, a value after it, as "the fourth floor")
    if value is not None and not (value.kind == "number" and _ORDINAL_WORD.fullmatch(token)):
        return token.lower() if value.kind == "number" and ORDINAL_DIGITS.fullmatch(token.strip().lower()) else None
    if not _ORDINAL_WORD.fullmatch(token):
        return None
    from text_to_num import alpha2digit

    digits = alpha2digit(token.lower().replace("-", " "), "en", threshold=0)
    return digits if ORDINAL_DIGITS.fullmatch(digits) else None


# "up" / "down" before the place a thing is in ("is down in the basement", "is up in the loft"): where, not a state
_UP_IN = re.compile(r"[ \u00a0]+(?:in|at|on)[ \u00a0]+the[ \u00a0]+([a-z]+)\b")


def where_to(text: str, v: Value) -> bool:
    if v.kind != "state" or v.text.lower() not in ("up", "down"):
        return False
    m = _UP_IN.match(text, v.end)
    return m is not None and bool(wordnet.place(m.group(1)))
