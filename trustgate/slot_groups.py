"""For whom, on what condition, in which edition or on which occasion a statement holds: the tests that tell two
statements of one subject apart by the people a figure is for ("£6 for children under 12" / "£12 for adults"), a
condition ("if you book online"), an edition or year ("the 2025 guide"), another occasion ("last year's fair"), or a
word that adds rather than replaces ("also", "as well"). Each takes two readings (sentence.py) and returns why they are
about different things, in words, or None, as slot_things.py's tests do."""

from __future__ import annotations

import re
from functools import lru_cache

from . import wordnet
from .text import STOP_WORDS
from .slot_values import equivalent
from .slot_words import unmatched
from .rephrase import condition, rephrase
from .sentence import Reading
from .sentence_words import CHANGE_VERBS, DETERMINERS, PREPOSITIONS, stem


_CONDITION_FILLER = frozenset("you your yours we our i my me they their he his she her it its one anyone someone those who "
                              "are is am be being have has get".split())


@lru_cache(maxsize=65536)
def condition_words(text: str) -> frozenset[str]:
    """The content words of a statement's leading condition (rephrase.condition), as stems; empty without one."""
    said = condition(text)
    if not said:
        return frozenset()
    words = re.findall(r"[a-z][a-z'-]*", said.casefold())[1:]  # (the first word only says it is a condition)
    return frozenset(stem(w) for w in words if w not in STOP_WORDS and w not in DETERMINERS and w not in _CONDITION_FILLER)


# who a price or a rule is for: a group of people named beside what it costs or allows ("£6 for children", "Over-60s
# pay £80", "Children under 12 go free", "a child's ticket"); adults are whom a figure is for when no group is named
_GROUP_WORD = (r"(?:child(?:ren)?|kids?|juniors?|infants?|toddlers?|babies|teens?|teenagers?|students?|seniors?|pensioners?|"
               r"concessions?|retirees|veterans|non-members?|members|families|adults?|grown-ups)")
# the groups that, at the head of a statement, mark a case of their own ("Children ... go free"); students or members at
# the head are often whom the thing is for anyway ("Students on the MSc are charged ...")
_LEAD_GROUP = (r"(?:child(?:ren)?|kids?|juniors?|infants?|toddlers?|babies|teens?|teenagers?|seniors?|pensioners?|concessions?|"
               r"retirees|veterans|non-members?)")
_UNITS = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_AGE_WORDS = {**{w: i + 1 for i, w in enumerate(_UNITS)}, **{w: i + 10 for i, w in enumerate(_TEENS)},
              **{w: 20 + 10 * i for i, w in enumerate(_TENS)}}
_AGE_WORD = (rf"(?:(?:{'|'.join(_TENS)})(?:-(?:{'|'.join(_UNITS)}))?|(?:{'|'.join(w[:-1] for w in _TENS)})ie(?=s)|{'|'.join(_TEENS)}|"
             rf"{'|'.join(_UNITS)})")  # an age in words ("sixty-five", "sixties", "twelve")
_AGE = (rf"(?:(?:under|over)(?:-(?:\d{{1,2}}|{_AGE_WORD})(?:e?s)?|\s?(?:\d{{1,2}}|{_AGE_WORD})e?s)\b|"
        r"(?:children|kids|people|anyone|those|players|riders|runners|pupils)\s+(?:under|over)\s+\d{1,2}\b)")
# what may follow a group named after "for" ("£6 for children under 12", "for members only"); another word makes the group
# word a modifier ("for the senior section")
_AFTER_GROUP = "|".join(sorted(PREPOSITIONS | {"only", "and", "or", "under", "over", "aged", "who", "going", "travelling"}))
_GROUP = re.compile(
    rf"(?:^(?:the\s+)?(?P<lead>{_LEAD_GROUP})\b(?!['’])|\b(?:for|(?:open|free|available|only|restricted)\s+to)\s+(?:the\s+)?"
    rf"(?P<for>{_GROUP_WORD})\b(?!['’]|\s+(?!(?:{_AFTER_GROUP})\b)[a-z])|"
    rf"\b(?P<mod>{_GROUP_WORD})(?:['’]s|s['’]|['’])?\s+(?:tickets?|prices?|fares?|entry|admission|rates?|membership|fees?|places?|"
    rf"pass(?:es)?|menu)\b|(?P<age>{_AGE}))", re.IGNORECASE)
_GROUP_NORMAL = {"children": "child", "kid": "child", "kids": "child", "grown-up": "adult", "grown-ups": "adult", "families": "family",
                 "babies": "baby", "teenager": "teen", "non-member": "nonmember", "non-members": "nonmember"}


@lru_cache(maxsize=65536)
def groups_for(text: str) -> frozenset[str]:
    """The groups of people a statement's figure is for ("Children under 12 can run for £6": child, under 12), as
    normalised words; adults left out (a figure with no group is the adults' one). A group word counts at the head of
    the statement, after "for" / "to", or before a ticket or price noun; an age bound anywhere. Read on the statement
    without its reasons ("now that the kids eat more"), and without what is in brackets."""
    plain = re.sub(r"\([^)]*\)", " ", rephrase(text))
    out = set()
    for m in _GROUP.finditer(plain):
        if m.group("age"):  # (as a bound: "Children under 12" -> under 12, "aged 5" -> aged 5, "65 and over" -> over 65)
            said = m.group("age").casefold()
            bound = re.search(r"(under|over|aged|younger|older)", said)
            figure = re.search(r"\d+|[a-z]+(?:-[a-z]+)?(?=s\b|$)", said.replace(bound.group(1), " ") if bound else said)
            said_figure = figure.group(0) if figure else said
            number = sum(next((_AGE_WORDS[x] for x in (w, w[:-1], w[:-2], w[:-3] + "y") if x in _AGE_WORDS), 0)
                         for w in said_figure.split("-"))  # ("under-sevens" is "under 7", "over-sixty-fives" "over 65")
            out.add(f"{bound.group(1) if bound else 'aged'} {number or said_figure}".strip())
            continue
        w = (m.group("lead") or m.group("for") or m.group("mod")).casefold()
        w = _GROUP_NORMAL.get(w, w[:-1] if w.endswith("s") and not w.endswith("ss") else w)
        if w != "adult":
            out.add(w)
    return frozenset(out)


def other_groups(a: Reading, b: Reading) -> str | None:
    """"Entry is £12 for adults" / "Children under 12 can run it for £6", "The class costs £95" / "Over-60s pay £80 for
    the class": each figure is for its own group of people (adults where none is named), so each is its own case. Not
    where a sentence states two figures of one kind (it gives both groups' figures)."""
    ga, gb = groups_for(a.text), groups_for(b.text)
    if ga == gb or _two_of_a_kind(a) or _two_of_a_kind(b):
        return None
    return f"for another group of people: {', '.join(sorted(ga)) or 'adults'} / {', '.join(sorted(gb)) or 'adults'}"


def _two_of_a_kind(r: Reading) -> bool:
    kinds = [v.kind for v in r.values if v.kind in ("money", "quantity", "duration", "time")]
    return len(kinds) != len(set(kinds))


def other_conditions(a: Reading, b: Reading) -> str | None:
    """"The car park closes at 6 pm" / "If you're driving a lorry, the car park closes at 7 pm", "The Pro plan costs $49
    a month" / "Billed annually, the Pro plan costs $490 a year": one side holds only under a condition the other
    sentence never mentions, so each is about its own case."""
    for x, y in ((a, b), (b, a)):
        said = condition_words(x.text)
        if said and unmatched(said, y.words | y.verbs) == said and condition_words(y.text) != said:
            return f"under a condition the other does not state: '{condition(x.text)}'"
    ca, cb = condition(a.text), condition(b.text)  # "If you're shooting with a 12-bore, ..." / "... a 20-bore, ...": the
    # same condition but for a figure names another case
    if ca and cb and _figures(ca) and _figures(cb) and _figures(ca) != _figures(cb):
        return f"under another condition: '{ca}' / '{cb}'"
    return None


def _figures(text: str) -> frozenset[str]:
    """The words of `text` that hold a digit ("12-bore", "2", "16GB"), case-folded."""
    return frozenset(w for w in re.findall(r"[\w'’.-]+", text.casefold()) if any(c.isdigit() for c in w))


_YEAR = re.compile(r"(?:19|20)\d\d")
_EDITION_BEFORE = frozenset({"the", "this", "that", "its", "their", "our", "my", "his", "her", "next", "last"})


@lru_cache(maxsize=65536)
def editions(r: Reading) -> frozenset[str]:
    """Years that name an edition of a thing ("the 2025 Athens Olive Oil Awards", "the club's 2026 season"): a year
    written before a noun, after a determiner or a possessive."""
    out = set()
    for i in r.value_at:
        if 0 < i < len(r.tokens) - 1 and _YEAR.fullmatch(r.tokens[i]) and (r.tokens[i - 1] in _EDITION_BEFORE
                                                                            or r.tokens[i - 1].endswith(("'s", "'"))) \
                and i + 1 not in r.value_at and r.tokens[i + 1][:1].isalpha() and r.tokens[i + 1] not in PREPOSITIONS \
                and r.tokens[i + 1] not in STOP_WORDS:
            out.add(r.tokens[i])
    return frozenset(out)


def other_editions(a: Reading, b: Reading) -> str | None:
    """"The oil won silver at the 2025 Awards" / "... won gold at the 2026 Awards": two editions of one event, each its
    own slot, whatever else the sentences share."""
    ea, eb = editions(a), editions(b)
    if ea and eb and not ea & eb:
        return f"another edition: {' '.join(sorted(ea))} vs {' '.join(sorted(eb))}"
    return None


# (at the end, or before a source said after a comma: "parks there on Saturdays too, a local group says")
_ADDITIVE = re.compile(r"\b(?:as\s+well|too|also|likewise)\b(?:\s*[.!?]?\s*$|,\s+(?:a|an|the|one|some|says?|according)\b)|\b(?:also|likewise)\s+(?!known\b|called\b)", re.IGNORECASE)


def additive(a: Reading, b: Reading) -> str | None:
    """"The runway is grass" / "The landing area is grass as well": a sentence that says its value holds of its subject
    too speaks of another thing than the one that already holds it, when the subjects are worded differently."""
    if a.subject == b.subject and not (unmatched(a.objects, b.words | b.verbs) and unmatched(b.objects, a.words | a.verbs)):
        return None  # (one subject: only when what it acts on differs, "smokes its salmon over beech for 16 hours too")
    for x in (a, b):
        m = _ADDITIVE.search(x.text)
        if m:
            return f"'{m.group(0).strip(' .!?')}': the same value of another thing"
    return None


_LATEST = frozenset("last latest recent previous next current".split())


def other_occasions(a: Reading, b: Reading) -> str | None:
    """"FC Utrecht beat Ajax 2-1 on 2026-02-15" / "FC Utrecht beat PSV 2-1 on 2026-02-22", "I played Anna on 3 May" /
    "I played Tom on 10 May": one verb done on two dates, with another thing or value besides: two events, not one
    event's value changed. (The same event on another date, "The boiler was serviced on 10 January" / "... on 2 March",
    nothing else differing, is left to the other rules.)"""
    if not a.verbs or a.verbs != b.verbs or a.verbs & CHANGE_VERBS or a.change or b.change:
        return None
    if _LATEST & {*a.tokens, *b.tokens}:
        return None  # "my most recent blood test on ...", "last serviced on ...": one slot, the latest of its events
    da, db = ([v for v in r.values if v.kind in ("date", "datetime")] for r in (a, b))
    if not da or not db or any(equivalent(x, y) for x in da for y in db):
        return None
    oa, ob = ([v for v in r.values if v.kind not in ("date", "datetime")] for r in (a, b))
    names = (a.names - b.words - b.subject_names) and (b.names - a.words - a.subject_names)
    values = oa and ob and not any(equivalent(x, y) for x in oa for y in ob)
    if names or values:
        return f"another occasion: {da[0].text.strip(' .')} vs {db[0].text.strip(' .')}"
    return None


def _purpose(r: Reading) -> tuple[str, str] | None:
    """What a value is needed or charged for, said after it as "to <verb> ... <noun>" ("needs five days' notice to set up
    a new starter's laptop": set, laptop); None when the sentence says no purpose after a value."""
    if not r.value_at:
        return None
    toks = r.tokens
    k = next((i for i in range(max(r.value_at) + 1, len(toks) - 2) if toks[i] == "to" and toks[i + 1].isalpha()
              and toks[i + 1] not in DETERMINERS), None)
    if k is None:
        return None
    nouns = [t for t in toks[k + 2:] if t[:1].isalpha() and t not in STOP_WORDS and t not in DETERMINERS
             and t not in PREPOSITIONS and not t.endswith(("'s", "’s", "'"))]
    return (stem(toks[k + 1]), stem(nouns[-1])) if nouns else None


def other_purposes(a: Reading, b: Reading) -> str | None:
    """One subject, each side saying what its value is for with another verb and another thing ("needs five working
    days' notice to set up a new starter's laptop" / "needs ten working days' notice to order a new starter's mobile
    phone"): two figures for two purposes."""
    pa, pb = _purpose(a), _purpose(b)
    if pa is None or pb is None or pa[0] == pb[0] or pa[1] == pb[1] or wordnet.same(pa[1], pb[1]) is not None:
        return None
    if pa[1] in b.words or pb[1] in a.words:  # ("to get a new starter's laptop ready" / "to set up ... laptop": one thing)
        return None
    return f"for another purpose: to {pa[0]} a {pa[1]} vs to {pb[0]} a {pb[1]}"


def other_level(a: Reading, b: Reading) -> str | None:
    """"Riverside parkrun starts at 9 am" / "Riverside junior parkrun starts at 9 am", "the Harriers' first team" /
    "the Harriers' women's team": a word naming a level or section of a body (_SECTION_WORDS: junior, youth,
    women's, reserves; not "first" or "academy", which as often say which one of a series or what kind of body) in one
    subject that the other sentence never says marks another event or team."""
    for x, y in ((a, b), (b, a)):
        extra = _section_words(x)
        extra = extra - y.words - _bare_stems(y) if extra else extra
        if extra and x.subject - extra <= y.subject | y.words:
            return f"another level or section: {' '.join(sorted(extra))}"
    return None


@lru_cache(maxsize=65536)  # (derived once per reading, asked once per pair compared: issue 19)
def _section_words(x: Reading) -> frozenset[str]:
    """The stems of the words of `x`'s subject part that name a level or section (_SECTION_WORDS), written in lower case
    (a name's own word is the name's: "Ormsby Ladies Club" / "the Club at Ormsby")."""
    said = {t.strip("'’") for t in x.tokens[:x.subject_end]} & _SECTION_WORDS
    if not said:
        return frozenset()
    lower = set(re.findall(r"(?<![\w'’])[a-z][a-z]+", x.text))
    return frozenset(stem(w) for w in said & lower)


@lru_cache(maxsize=65536)
def _bare_stems(y: Reading) -> frozenset[str]:
    """The stems of every token of `y`, quotes stripped."""
    return frozenset(stem(t.strip("'’")) for t in y.tokens)


@lru_cache(maxsize=65536)
def _token_stems(r: Reading) -> frozenset[str]:
    """The stems of every token of `r`."""
    return frozenset(stem(t) for t in r.tokens)


# (as written, not as stems: "reservation" is no "reserve")
_SECTION_WORDS = frozenset("youth junior juniors senior seniors reserve reserves women womens ladies girls boys veterans "
                           "masters".split())
_SEATED = frozenset(stem(w) for w in "seat seats seated sit sits sitting".split())
_STANDING = frozenset(stem(w) for w in "standing stand".split())


def seated_against_standing(a: Reading, b: Reading) -> str | None:
    """"can seat 150 guests" / "can take 200 guests standing": how many sit and how many stand are two capacities."""
    for x, y in ((a, b), (b, a)):
        if "standing" in y.tokens and _token_stems(x) & _SEATED and not _token_stems(y) & _SEATED:
            return "seated against standing"
    return None
