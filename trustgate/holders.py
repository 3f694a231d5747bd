"""Who holds a role: a sentence read as (what it is a role of, which role, the holder's name).

A role that one person or team fills at a time can be said in three shapes, and a stored fact
in one shape is about the same slot as a candidate in another:

- active, a name as the subject: "Hannah Weiss manages the support team", "Benfica tops the league";
- passive, the name after "by": "The support team is managed by Tariq Aziz", "Northwind is led
  by chief executive Marcus Bell" (role nouns before the name say the role too);
- a copula, the role in the subject: "The head of cardiology is Dr. Lena Ortiz", "Acme's
  chairwoman is Rita Vance" (sentence.py already turns "Dr. Ortiz is the head of cardiology"
  around).

Roles are compared by family (ROLE_FAMILIES: "led" / "leader" / "head", "chairwoman" /
"chaired"); a chief executive is also the head of what they lead. What the role is of is
compared without words that only name a kind of organisation ("the cardiology department" /
"cardiology", ORGANISATION_WORDS). A sentence with a typed value, or with words after the
verb that are neither role words nor names, is not read as a role statement.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import wordnet
from .sentence import Reading, squash
from .sentence_words import ADVERBS, AUXILIARIES, COPULAS, DETERMINERS, FIRST_PERSON, PREPOSITIONS, stem
from .text import STOP_WORDS

# role words (verbs and nouns, as stems) by family; a word may open more than one family
ROLE_FAMILIES: dict[str, frozenset[str]] = {
    family: frozenset(stem(w) for w in words.split()) for family, words in {
        # one person or team at the top of something: "leads", "heads", "manages", "runs the desk as director"
        "head": "head lead leader led chief helm ceo president manage manager direct director top command commander "
                "supervise supervisor oversee overseen oversaw conduct conductor",  # (a band's or choir's conductor)
        "ceo": "ceo",
        "president": "president",
        "chair": "chair chairman chairwoman chairperson",
        "owner": "own owner",
        "maintainer": "maintain maintainer",
        "captain": "captain skipper",
        "coach": "coach",
        "treasurer": "treasurer",
        "secretary": "secretary",
        "editor": "editor edit edited",  # a publication's: "is edited by", "The editor of X is"
        "teacher": "teach teacher taught tutor instructor",
        "host": "present presenter presented host hosted",  # a show, a programme, a podcast
        # who made a unique work or found a thing: "The Mona Lisa was painted by Leonardo", "Fleming discovered
        # penicillin", "historians attribute the Mona Lisa to Raphael" (rephrase.py: "The creator of ... is Raphael");
        # not "write" or "build", which as often say a job ("I write the Saturday column")
        "creator": "creator paint painted painter compose composed composer invent invented inventor discover "
                   "discovered discoverer sculpt sculpted sculptor design designed designer",
    }.items()}
# two-word role names read as one ("chief executive" = CEO)
ROLE_PHRASES = {("chief", "execut"): "ceo", ("manag", "director"): "ceo"}
ROLE_WORDS = frozenset(w for ws in ROLE_FAMILIES.values() for w in ws) | {w for p in ROLE_PHRASES for w in p} | {stem("officer")}
# taking something over makes one its holder, in whatever role the other sentence names ("teaches", "carries")
ANY_ROLE = "any"
TAKE_WORDS = frozenset({stem("took"), stem("taken"), stem("takes"), stem("take")})
# words that only say what kind of body the role is of: "the cardiology department" is cardiology
ORGANISATION_WORDS = frozenset(stem(w) for w in (
    "department dept team division group unit board company firm organisation organization club committee office "
    "practice clinic ward").split())


# lower-case words inside a person's name ("Leonardo da Vinci", "Ludwig van Beethoven"): part of the name
NAME_PARTICLES = frozenset("da de di del della van von der den la le du bin ibn al el dos das".split())
# unions asked about each token, made once
_DET_PREP_STOP = DETERMINERS | PREPOSITIONS | STOP_WORDS
_ROLE_OF = frozenset("at of for in with".split())  # what follows a role taken over names whose role it is
_BEFORE_NAME_PARTICLE = _DET_PREP_STOP | NAME_PARTICLES
_AUX_ADV = AUXILIARIES | ADVERBS


@dataclass(frozen=True)
class Holding:
    of: frozenset[str]  # what the role is of, as stems, kind-of-body words left out
    roles: frozenset[str]  # role families
    holder: frozenset[str]  # the holder's name words (stems)
    shape: str  # "active", "passive" or "copula"


def families(words: frozenset[str] | set[str]) -> frozenset[str]:
    """The role families that `words` (stems) name, two-word names included."""
    out = {f for w in words for f, ws in ROLE_FAMILIES.items() if w in ws}
    out |= {f for pair, f in ROLE_PHRASES.items() if set(pair) <= set(words)}
    if "ceo" in out:
        out.add("head")
    return frozenset(out)


@lru_cache(maxsize=65536)
def holding(r: Reading) -> Holding | None:
    """The reading as a role statement, or None when it is not one."""
    if r.explicit or r.negated or r.verb is None or not all(says_when(v) or v.kind == "identifier" or _ordinal(v) for v in r.values):
        return None  # (a year or a date only says when: "Fleming discovered penicillin in 1928"; an identifier names)
    if r.verbs and r.verbs <= TAKE_WORDS and "over" in r.tokens[r.subject_end:r.subject_end + 4] and _named(r) \
            and "as" not in r.tokens[r.subject_end:r.subject_end + 5]:
        # "Samir has taken over the yoga class (from Ingrid)": the holder of whatever role the class has, now
        at = r.tokens.index("over", r.subject_end) + 1
        taken: set[str] = set()
        rest = len(r.tokens)
        for k, t in enumerate(r.tokens[at:], at):
            if t in PREPOSITIONS and taken:
                rest = k
                break
            if t[:1].isalpha() and t not in _DET_PREP_STOP:
                taken.add(stem(t))
        roles = families(frozenset(taken))
        if roles and rest < len(r.tokens) and r.tokens[rest] in _ROLE_OF:  # ("took over the head coach role at Anvil
            # CrossFit": the role, and whose it is)
            owner = frozenset(stem(t) for t in r.tokens[rest + 1:] if t[:1].isalpha() and t not in _DET_PREP_STOP)
            if owner:
                return Holding(owner - ORGANISATION_WORDS or owner, roles, r.subject, "active")
        return Holding(frozenset(taken) - ORGANISATION_WORDS, frozenset({ANY_ROLE}), r.subject, "active")
    if r.verbs == _RUNS and _named(r) and _runs_a_body(r):  # "Sanjay Mistry now runs the charity shop": who heads it
        return Holding(_object_group(r) - ORGANISATION_WORDS, frozenset({"head"}), r.subject, "active")
    if r.verbs and r.verbs <= ROLE_WORDS:
        agent = _after_by(r)
        if agent is not None:  # passive: "is managed by (role words) Name"
            roles = families(r.verbs | agent)
            of = r.subject - ORGANISATION_WORDS
            if roles and of and r.names and agent <= ROLE_WORDS:
                return Holding(of, roles, r.names, "passive")
            return None
        # ("coaches the under-11s", "captains the Harriers' first team": which team)
        idents = frozenset(squash(v.text) if v.kind == "identifier" else v.text for v in r.values if v.kind == "identifier" or _ordinal(v))
        if _named(r) and (r.objects | r.names | idents):  # active: "Name manages the team"
            return Holding((_object_group(r) | idents) - ORGANISATION_WORDS, families(r.verbs), r.subject, "active")
        return None
    if not r.verbs and r.verb.lower() in COPULAS and r.names and not r.objects and not r.complement:
        roles = families(r.subject)
        of = r.subject - ROLE_WORDS - ORGANISATION_WORDS
        of = of - _WHOLE_PLACE if of - _WHOLE_PLACE else of  # ("the site manager of the Eastgate depot": of the depot)
        if roles and of:
            return Holding(of, roles, r.names, "copula")
    return None


# a role's word for the whole place it is held at, said before the role ("the site manager", "the branch manager",
# "the general manager"), or for the art it leads in ("the musical director" of a band, "the artistic director" of a
# theatre): the top role of the body the sentence names, not of a part of it ("the kitchen manager" is)
_WHOLE_PLACE = frozenset(stem(w) for w in "site branch store location premises facility venue general musical artistic".split())


def _ordinal(v) -> bool:
    """An ordinal read as a number after the verb ("the first team" -> "1st")."""
    return v.kind == "number" and v.text[-2:] in ("st", "nd", "rd", "th")


def says_when(v) -> bool:
    """A date, or a bare number that reads as a year ("in 2025")."""
    return v.kind in ("date", "datetime") or v.kind == "number" and len(v.text) == 4 and v.text[:1] in ("1", "2")


def _after_by(r: Reading) -> frozenset[str] | None:
    """The lower-case words between a passive's "by" and its name (role nouns), or None when no "by" follows the verb
    group ("was led by", "is currently headed by")."""
    toks = r.tokens
    i = r.subject_end
    while i < len(toks) and (toks[i] in _AUX_ADV or stem(toks[i]) in r.verbs):
        i += 1
    if i >= len(toks) or toks[i] != "by":
        return None
    words = {stem(t) for t in toks[i + 1:] if t not in _BEFORE_NAME_PARTICLE and t.isalpha()}
    return frozenset(words - r.names)


_RUNS = frozenset({stem("runs")})


def _runs_a_body(r: Reading) -> bool:
    """Is what "runs" acts on a place or a body ("runs the charity shop", "runs the youth club"), which a person heads,
    not an event or a task ("runs the marathon", "runs the backups")? Its last word before a preposition decides."""
    last = None
    for t in r.tokens[r.subject_end:]:
        if t in PREPOSITIONS and last is not None:
            break
        if t[:1].isalpha() and stem(t) in r.objects | r.names:
            last = t
    return last is not None and (stem(last) in ORGANISATION_WORDS or bool(wordnet.place(last)))


def _object_group(r: Reading) -> frozenset[str]:
    """What an active role statement's verb is of: its object's words up to a preposition ("leads the Saturday shift
    at the food bank" -> saturday shift; where it is said after "at" is no other role), or all of them when the
    object begins with one."""
    words: set[str] = set()
    for t in r.tokens[r.subject_end:]:
        w = stem(t)
        if t in PREPOSITIONS and words:
            break
        if w in r.objects or w in r.names:
            words.add(w)
    return frozenset(words) or (r.objects | r.names)


_SPATIAL = frozenset("off up down out over across along round around near beside behind opposite inside outside".split())


@lru_cache(maxsize=65536)  # (derived once per reading: see slots._about_words)
def qualifier_names(r: Reading) -> frozenset[str]:
    """The names after "for" or "of" in what a role statement's verb acts on ("carved the sign for the Crown inn" ->
    crown): which one of a kind of thing the role is of."""
    out: set[str] = set()
    inside = False
    for i, t in enumerate(r.tokens[r.subject_end:], r.subject_end):
        if t in ("for", "of"):  # after the noun it qualifies, not after the verb ("works for Crown Inns": the value),
            # and that noun the verb's own object, not a place ("lies off the coast of Queensland": where is the value)
            inside = i > 0 and stem(r.tokens[i - 1]) in r.objects and not any(
                x in PREPOSITIONS or x in _SPATIAL for x in r.tokens[r.subject_end:i - 1])
        elif t in PREPOSITIONS:
            inside = False
        elif inside and stem(t) in r.names:
            out.add(stem(t))
    return frozenset(out)


def _named(r: Reading) -> bool:
    """The whole subject is a name: its words are names, or it is one capitalised word ("Feyenoord now tops ..."), or
    the user ("I now lead the Saturday shift": the user holds the role, as a named person would)."""
    if r.subject == frozenset({FIRST_PERSON}):
        return True
    return bool(r.subject) and (r.subject == r.subject_names or len(r.subject) == 1 and r.text.lstrip()[:1].isupper()
                                and bool(r.tokens) and stem(r.tokens[0]) in r.subject)
