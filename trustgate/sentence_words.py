"""The closed word classes a sentence is read with (sentence.py): the stemmer, auxiliaries and verbs, determiners,
prepositions, negations, qualifiers, words of time and of change. Other modules import them from here."""

from __future__ import annotations

import re

from functools import lru_cache

import snowballstemmer

from . import wordnet
from .text import AGE_GROUP, STOP_WORDS, age_number



_STEMMER = snowballstemmer.stemmer("english")


# stems that name the same period ("daily" / "a day", "annual" / "a year")
_STEM_ALIASES = {"daili": "day", "weekli": "week", "month": "month", "monthli": "month", "yearli": "year", "annual": "year",
                 "hour": "hour", "hourli": "hour", "nightli": "night", "per": "per", "annum": "year"}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The English Snowball stem ("nodes" and "node", "lives" and "living" agree; "daily" and "day" too; an age group
    "under-7s" and "under-sevens" alike, "under7")."""
    age = AGE_GROUP.fullmatch(word)
    if age:
        return f"{age.group(1).lower()}{age_number(age.group(2))}"
    s = _STEMMER.stemWord(word)
    return _STEM_ALIASES.get(s, s)

# auxiliaries and copulas: a sentence's verb group starts at the first of these
AUXILIARIES = frozenset(
    "is are was were be been being am has have had will would can could should shall may might must does do did "
    "isn't aren't wasn't weren't hasn't haven't hadn't won't can't cannot doesn't don't didn't".split())

# common verbs of stated facts (base forms); inflections are generated below
_VERB_BASES = (
    "run use live work hold cost listen manage report contain weigh take open close start end serve support require "
    "belong own lead host store send receive expire renew depend point resolve return show list include measure reach "
    "last occur happen arrive depart leave boil bake cook call need allow deny block expose bind mount deploy release "
    "ship build fail pass grow drop rise fall increase decrease cover span employ earn pay charge lie sit stand locate "
    "border flow climb graduate marry enjoy direct found establish write read win lose score play join retire move "
    "migrate replace set get keep make go come see know speak teach study head chair oversee handle process limit cap "
    "throttle retain rotate schedule begin finish complete average total equal exceed consume produce generate sell "
    "buy offer provide accept reject define specify mean represent weigh stay remain become seem appear feature "
    "reside sleep eat drink prefer like love hate want own rent occupy admit treat diagnose prescribe fly drive ride "
    "travel visit depart connect route forward map resolve respond time log alert page notify trigger fire scale "
    "replicate shard partition encrypt sign verify authenticate authorise authorize grant revoke invite assign "
    "approve review merge commit push pull tag version publish install upgrade downgrade patch fix break crash "
    "restart boot stop pause resume enable disable expose listen answer beat defeat tie draw trail rank place "
    "finish qualify transfer loan sign hire fire promote demote report manage supervise mentor coach bring "
    "inspect empty collect deliver repair maintain clean wash attend volunteer rehearse perform sing mow prune harvest "
    "plant brew roast sail swim hike borrow lend owe insure patrol refill calibrate upload download broadcast edit "
    "develop monitor audit practise practice enrol enroll register cancel meet gather assemble babysit donate give "
    "raise reduce extend shorten halve slash").split()
_IRREGULAR = ("ran held took led lay sat stood went came saw knew spoke taught wrote won lost paid built sold bought kept made "
              "got grew fell rose began begun fought flew drove rode ate drank slept left met sent spent lent bent "
              "broke broken chosen driven eaten fallen flown forgotten given gone grown hidden known ridden risen seen "
              "shown spoken stolen taken thrown woken worn written beaten drawn bound found founded shut set put cut "
              "hit let quit split spread cost hurt brought gave")
IRREGULAR_SET = frozenset(_IRREGULAR.split())
IRREGULAR_VERBS = IRREGULAR_SET  # past forms not made with -ed ("came", "sold"): a sentence's verb after a named subject
VERBS = frozenset(
    [b for b in _VERB_BASES]
    + [b + "s" for b in _VERB_BASES] + [b + "es" for b in _VERB_BASES]
    + [b + "d" for b in _VERB_BASES if b.endswith("e")] + [b + "ed" for b in _VERB_BASES]
    + [b[:-1] + "ies" for b in _VERB_BASES if b.endswith("y")] + [b[:-1] + "ied" for b in _VERB_BASES if b.endswith("y")]
    + [b + b[-1] + "ed" for b in _VERB_BASES if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnprt]", b)]
    + _IRREGULAR.split())
# a base form that is no participle: after "is" or "has" it is a noun ("My role is support", "has support for"), not the
# verb group going on (as "is used", "has run", "will support" do)
BASE_ONLY = frozenset(_VERB_BASES) - IRREGULAR_SET - {"run", "come", "become", "read", "beat", "bid"}
BE_HAVE = frozenset("is are was were be been being am has have had isn't aren't wasn't weren't hasn't haven't hadn't".split())
DETERMINERS = frozenset("the a an this that these those its their our his her my your every each some any no all".split())
PREPOSITIONS = frozenset("in on at since for during after before by from until till per according as of to with within".split())
NEGATIONS = frozenset("not never no n't cannot nobody nothing none neither nor".split())
# words that open a clause of its own after a comma: what it negates is not the main clause's
CLAUSE_LINKS = frozenset("so which who because although though while whereas since as and but".split())
# months' short forms ("from Nov to Mar"); not "Jan", a name as often as a month, nor "May"
MONTHS_SHORT = "feb mar apr jun jul aug sep sept oct nov dec"
MONTH_FULL = {short: full for short, full in zip(MONTHS_SHORT.split(), "february march april june july august september september "
                                                                     "october november december".split())}
QUALIFIERS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays "
    "weekday weekdays weekend weekends january february march april june july august september october november december "
    "morning mornings afternoon afternoons evening evenings night nights nightly winter winters summer summers autumn "
    f"autumns wintertime summertime {MONTHS_SHORT}".split())
OUT_OF = frozenset("stock service order office commission print date range bounds".split())  # "out of stock" = not in stock
COPULAS = frozenset("is are was were be been being am becomes became remains remained stays stayed isn't aren't wasn't weren't".split())
ADVERBS = frozenset("currently now still also already just only always usually typically today presently actually".split())
QUALIFIER_STEMS = frozenset(stem(w) for w in QUALIFIERS)
# an ordinal after the verb that picks a day in a period ("is due on the fifth day of each month", "is free on the last
# Sunday"): which one is the value, as a weekday after "is on" is
ORDINALS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                     "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth last final "
                     "penultimate".split())
ORDINAL_UNITS = QUALIFIERS | frozenset("day days week weeks weekday working business month months".split())
MONTH_STEMS = frozenset(stem(w) for w in "january february march april june july august september october november december "
                         f"{MONTHS_SHORT}".split())
# when a thing happens, said in words after the verb ("is on Thursdays", "starts in September"): a value, not what the
# sentence is about
WHEN_STEMS = MONTH_STEMS | frozenset(stem(w) for w in "monday tuesday wednesday thursday friday saturday sunday mondays "
                                                     "tuesdays wednesdays thursdays fridays saturdays sundays morning "
                                                     "mornings afternoon afternoons evening evenings night nights nightly".split())
# verbs of change: "was moved to Monday", "changed to 15000 dollars", "went up to 45 euros" say what the slot's value
# is now, as a copula would ("is on Monday"); the verb is then not part of what the sentence is about
CHANGE_VERBS = frozenset(stem(w) for w in (
    "move change reschedule push postpone shift switch increase decrease raise lower reduce update bump extend delay "
    "cut drop rise rose risen fall fell adjust upgrade downgrade revise relocate set climb jump soar dip slip decline relax "
    "tighten turn expand shrink shrank widen narrow grow grew grown slash hike transfer").split())
CHANGE_PARTICLES = frozenset({"up", "down", "back", "forward", "upstairs", "downstairs"})  # ("moved upstairs to level 2")
# words that say a number is approximate or a bound ("Around 40 people", "Nearly 300 runners"): before a number they
# do not name the subject as "Customer 40917" does
APPROXIMATELY = frozenset("around about approximately roughly nearly almost over under some circa just only exactly "
                          "precisely least most fewer less more than upwards nearer closer".split())
# "works as a nurse": the occupation that follows is what one is, as after "is" ("serves as treasurer of the club" is
# left alone: a role of something is read by holders.py only in its copula form, "is the treasurer of the club")
AS_ROLE_WORDS = frozenset("work works worked working".split())
AS_ROLE_VERBS = frozenset(stem(w) for w in AS_ROLE_WORDS)
# verbs of one choice among alternatives: a new object replaces the old ("prefers tea" / "prefers coffee"); "likes"
# and "enjoys" are not among them (one can like both)
CHOICE_VERBS = frozenset(stem(w) for w in "prefer".split())
PASSIVE_GET = frozenset({"get", "got", "gotten"})  # "got moved to": a passive of the change verb
# "I drive a Corolla" (the user's own words) and "The user drives a Corolla" (an assistant's note) have one subject
FIRST_PERSON = "user"
# "My new manager is Tom", "The current price is $12", "My next check-up is on ...": in the subject these say the value is
# the latest or the coming one, not which thing
CHANGE_MARKERS = frozenset({"new", "current", "latest", "updated", "newest", "present", "next", "upcoming"})


_OWNERS = frozenset("its their his her our my your".split())


def state_names_which(lowered: list[str], kinds: list, i: int, start: int, verb_at: int | None) -> bool:
    """Does the one-word state at `i` stand before a noun to say which thing, not what the sentence says of it? Before
    the verb ("Private lessons at ...", "The open evening is ..."), or after it behind an owner's word or a value
    ("is holding its open evening", "£35 for a half-hour private lesson"), before a noun that says no time ("is closed
    Mondays", "is open late")."""
    nxt = lowered[i + 1] if i + 1 < len(lowered) else ""
    if i < start or verb_at is None or kinds[i + 1:i + 2] != [None] or not nxt.isalpha() \
            or nxt in STOP_WORDS or nxt in DETERMINERS or nxt in PREPOSITIONS or nxt in AUXILIARIES:
        return False
    if i + 1 < verb_at:
        return True
    return i > verb_at + 1 and (lowered[i - 1] in _OWNERS or kinds[i - 1] is not None) and stem(nxt) not in WHEN_STEMS \
        and bool(wordnet.noun(nxt)) and not wordnet.adverb(nxt)
