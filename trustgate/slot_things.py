"""Two things, whatever the cosine: the tests that tell another subject or attribute from one sentence pair.

Contract. Each `other_*`, `owned`, `named_by_value`, `opposite_directions` takes two readings (sentence.py) and
returns why they are about different things, in words, or None; slots.py asks them before any similarity may call
a pair one slot. Also here: the word lists they share with slots.py (MEASURES, ATTRIBUTE_NOUNS, KIND_NOUNS) and the
readers of a subject's head noun (`head`, `head_word`, `last_noun`, `possessed`) and of its owners (`owners`).

Why: a reworded sentence and another thing said in close words score alike on every similarity; only the words that
say which thing can tell them apart: a value that names it ("Python 3.10" / "Python 3.11"), a swapped head noun, an
owner ("my brother's"), a measure of another dimension. Each test is one shape, and says which in its reason.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import wordnet
from .text import STOP_WORDS
from .holders import ORGANISATION_WORDS
from .values import Value, comparable
from .slot_values import equivalent
from .slot_words import ATTRIBUTE_LABELS, ATTRIBUTE_OF, unmatched
from .sentence import Reading
from .sentence_words import ADVERBS, AUXILIARIES, CHANGE_MARKERS, DETERMINERS, PREPOSITIONS, QUALIFIER_STEMS, WHEN_STEMS, stem


# measured attributes (the first groups of SAME_ATTRIBUTE): a sentence that names one of them and another that names a
# different one, or only other words, say two measures of one thing ("is 4,806 metres high" / "has a prominence of
# 4,696 metres")
MEASURES = frozenset(ATTRIBUTE_LABELS[:5])


# nouns that name an attribute of the thing before them, not another thing ("the report" / "the report deadline",
# "the kettle" / "the kettle's capacity"): added at the end of a subject they do not make a more specific subject
ATTRIBUTE_NOUNS = frozenset(
    "deadline date time day price cost fee size length height width depth weight age status state version number count "
    "total amount rate limit level score value capacity duration speed location address name owner schedule start end "
    "budget salary balance population temperature maximum minimum max min high low peak average mean median dose dosage "
    "setting reading".split())


# nouns that only say what kind of thing a name or noun group is ("the office Wi-Fi network" / "the office Wi-Fi", "the
# cardiology department" / "cardiology"): added to a subject they name the same thing
KIND_NOUNS = ORGANISATION_WORDS | frozenset(stem(w) for w in (
    "network service system app application platform tool site website server device account programme program "
    "product project").split())


# the hyphens around "-to-" ("London-to-Paris"): a token without "-to-" has none of them
_TO_JOINED = re.compile(r"-(?=to-)|(?<=-to)-")


def opposite_directions(a: Reading, b: Reading) -> str | None:
    """"The flight to Tokyo" / "the flight back from Tokyo": in their subjects, one goes to what the other comes from;
    or a pair joined by "to" is reversed ("German to English" / "English to German")."""
    ea, eb = _direction_ends(a), _direction_ends(b)
    turned = next(((p, w) for p, w in ea if ({"to": "from", "from": "to"}[p], w) in eb and (p, w) not in eb), None)
    if turned:
        return f"{turned[0]} {turned[1]} vs {'from' if turned[0] == 'to' else 'to'} {turned[1]}"
    # "German to English" / "English to German", "London-to-Paris" / "Paris-to-London": a pair joined by "to", reversed
    pa, pb = _to_pairs(a), _to_pairs(b)
    back = next(((x, y) for x, y in pa if (y, x) in pb and (x, y) not in pb and x != y), None)
    return f"{back[0]} to {back[1]} vs {back[1]} to {back[0]}" if back else None


# (derived once per reading, asked once per pair compared: issue 19; kept as tuples in the order the sets they were read
# from would be iterated, so the first pair found is the one found when they were derived per pair)
@lru_cache(maxsize=65536)
def _direction_ends(r: Reading) -> tuple[tuple[str, str], ...]:
    """("to" or "from", the word after it) in the reading's subject part."""
    head = r.tokens[:r.subject_end]
    return tuple({(head[i], head[i + 1]) for i in range(len(head) - 1) if head[i] in ("to", "from")})


@lru_cache(maxsize=65536)
def _to_pairs(r: Reading) -> tuple[tuple[str, str], ...]:
    """The pairs of words the reading joins by "to" ("German to English", "London-to-Paris")."""
    words = [w for t in r.tokens for w in (_TO_JOINED.split(t) if "-to-" in t else (t,))]
    joined = {(x.removesuffix("-to"), y) for x, y in zip(words, words[1:]) if x.endswith("-to") and y.isalpha()}
    return tuple(joined | {(words[i - 1], words[i + 1]) for i in range(1, len(words) - 1)
                           if words[i] == "to" and words[i - 1].isalpha() and words[i + 1].isalpha() and words[i - 1] not in STOP_WORDS
                           and words[i + 1] not in _DET_STOP})


@lru_cache(maxsize=65536)  # (derived once per reading: see slots._about_words)
def subject_part_values(r: Reading) -> tuple[tuple[Value, ...], tuple[Value, ...]]:
    """The typed values before the verb that name what the sentence is about ("Python 3.11 was released ...", "The 5 GB
    plan costs ..."; not one after a preposition, "On 2026-03-01 the rent rose ..."), and the values after the verb."""
    every = sorted(r.values + r.subject_values, key=lambda v: v.start)
    at = sorted(r.value_at)
    if len(every) != len(at):
        return (), ()
    named: list[Value] = []
    stated: list[Value] = []
    for v, i in zip(every, at):
        if i >= r.subject_end:
            stated.append(v)
        elif v.kind != "identifier" and (i == 0 or r.tokens[i - 1] not in PREPOSITIONS or _period_of(r, i)):
            named.append(v)  # (an identifier is a name)
    return tuple(named), tuple(stated)


def _period_of(r: Reading, i: int) -> bool:
    """A value after "for" or "of" that follows a noun of the subject ("Our AWS bill for October 2026", "the budget for
    2027"): which one it is, as "the 2027 budget" would say; not a leading "On 1 March, ..."."""
    return i >= 2 and r.tokens[i - 1] in ("for", "of") and r.tokens[i - 2][:1].isalpha() \
        and r.tokens[i - 2] not in _DET_PREP_STOP and (i - 2) not in r.value_at


def named_by_value(a: Reading, b: Reading) -> str | None:
    """Each sentence names its subject with a value and states another value of it, and the naming values differ
    ("Python 3.11 was released in October 2022" / "Python 3.10 was released in October 2021", "The 5 GB plan costs
    $10" / "The 10 GB plan costs $15"): two things, whatever their predicates share. A value only one side puts before
    its verb ("Kubernetes 1.24 is what the staging cluster runs") is that side's value, not a name."""
    na, sa = subject_part_values(a)
    nb, sb = subject_part_values(b)
    for x, nx, y, ny in ((a, na, b, nb), (b, nb, a, na)):  # "'Lantern Harbour 2' was released ..." / "'Lantern Harbour' ...":
        # a number closing a title names another one of its line (a sequel, a second edition), when the other has none
        numbered = [v for v in nx if v.kind == "number" and _quote_closes(v.text, x.text) and _title_numbered(v.text).search(x.text)]
        if numbered and not ny and y.subject_names \
                and all(n in y.subject_names or any(n.startswith(m) for m in y.subject_names) for n in x.subject_names):
            return f"'{numbered[0].text}' after a title numbers another one of its line"
    if not (na and nb and sa and sb):
        return None
    for x in na:
        if any(equivalent(x, y) for y in nb):
            continue
        y = next((y for y in nb if comparable(x, y) and not any(equivalent(y, z) for z in na)), None)
        if y is not None:
            return f"'{x.text}' vs '{y.text}'"
    return None


_CLOSING_QUOTES = "'’\"”"


def _quote_closes(number: str, text: str) -> bool:
    """Does a closing quote follow `number` somewhere in `text`? What `_title_numbered` needs, tested before its pattern
    is compiled (about 0.3 ms a number, and most numbers of stored facts are new to the process)."""
    return any(number + q in text for q in _CLOSING_QUOTES)


@lru_cache(maxsize=1024)
def _title_numbered(number: str) -> re.Pattern[str]:
    """A title's word, then `number` and a closing quote ("'Lantern Harbour 2'"), compiled once per number."""
    return re.compile(rf"[A-Z][\w'’-]*\s+{re.escape(number)}['’\"”]")


_VERSION_WORDS = frozenset("v version release rev revision build".split())
# unions asked about each token, made once
_DET_STOP = DETERMINERS | STOP_WORDS
_DET_STOP_ADV = _DET_STOP | ADVERBS
_DET_PREP_STOP = _DET_STOP | PREPOSITIONS
_BEFORE_VERSION = _DET_PREP_STOP | _VERSION_WORDS


def versioned(r: Reading) -> frozenset[str]:
    """The products a reading gives versions of: the words before a version's number in its own text ("Node.js
    20.11.1": node.js), else the token before it when it is no determiner, preposition, verb or stop word ("uses npm
    10.2.4": npm)."""
    out: set[str] = set()
    for v, i in zip(r.values, sorted(r.value_at)):
        if v.kind != "version":
            continue
        prefix = re.sub(r"[\d.]+.*$", "", v.text).strip().lower()
        if prefix and prefix not in _VERSION_WORDS:
            out.add(prefix)
        elif i > 0 and i - 1 not in r.value_at and re.fullmatch(r"[a-z][\w.+-]*", r.tokens[i - 1]) \
                and r.tokens[i - 1] not in _BEFORE_VERSION and i - 1 != r.subject_end:
            out.add(r.tokens[i - 1])
    return frozenset(out)


def other_products(a: Reading, b: Reading) -> str | None:
    """"The CI pipeline uses Node.js 20.11.1" / "The CI pipeline uses npm 10.2.4": versions of two products, said with
    the same verb (not a copula nor "runs", which say what the thing is), are two attributes however alike the rest (one
    product's name may start the other's: "Node" / "Node.js")."""
    if not a.verbs or a.verbs != b.verbs or "run" in a.verbs:
        return None  # (said with a copula or "runs", the product is what the thing is: "is MySQL 8" / "runs PostgreSQL 15")
    pa, pb = versioned(a), versioned(b)
    if pa and pb and not any(x.startswith(y) or y.startswith(x) for x in pa for y in pb):
        return f"versions of {' / '.join(sorted(pa))} vs {' / '.join(sorted(pb))}"
    return None


def bare(token: str) -> str:
    """A subject word without its possessive ending ("children's" -> "children", "kids'" -> "kids")."""
    return token.removesuffix("'s").rstrip("'")


def possessive(token: str) -> bool:
    """Does the word end in a possessive ("club's", "Safaris'", with either apostrophe)?"""
    return token.endswith(("'s", "’s", "'", "’"))


@lru_cache(maxsize=65536)
def head(r: Reading) -> str | None:
    """The head noun of a subject, stemmed: the last content word of its first noun group, before a preposition ("the
    warranty on the laptop" -> warranty) and after a possessive ("Acme's support line" -> line); None for a name."""
    head = head_word(r)
    return None if head is None else stem(head)


@lru_cache(maxsize=65536)
def last_noun(r: Reading) -> str | None:
    """The last content word of the subject's first noun group, as written (an attribute noun or a name included)."""
    head = None
    for i, t in enumerate(r.tokens[:r.subject_end]):
        if i in r.value_at:
            continue
        if t in PREPOSITIONS and head is not None:
            break
        if t in DETERMINERS or t in STOP_WORDS or t in AUXILIARIES or t in ADVERBS or not t[:1].isalpha():
            continue
        head = t
    return head


def head_word(r: Reading) -> str | None:
    """`head` as written."""
    head = last_noun(r)
    if head is None or head.endswith(("'s", "'")):
        return None
    w = stem(head)
    return None if w in r.subject_names or head in ATTRIBUTE_NOUNS or w in KIND_NOUNS else head


def owner_words(r: Reading) -> frozenset[str]:
    """The words of the subject up to its last possessive ("the drama club's spring play": drama, club), stemmed."""
    toks = r.tokens[:r.subject_end]
    k = max((i for i, t in enumerate(toks) if t.endswith(("'s", "’s", "s'"))), default=None)
    return frozenset() if k is None else frozenset(stem(bare(t)) for t in toks[:k + 1] if t[:1].isalpha() and t not in _DET_STOP)


@lru_cache(maxsize=65536)
def placed(r: Reading) -> frozenset[str]:
    """The words of the subject after its first preposition ("The boiler at 3 Linden Court": court, linden), stemmed."""
    toks = r.tokens[:r.subject_end]
    k = next((i for i, t in enumerate(toks) if t in PREPOSITIONS), None)
    return frozenset() if k is None else frozenset(stem(t) for t in toks[k + 1:] if t[:1].isalpha() and t not in DETERMINERS)


@lru_cache(maxsize=65536)
def modifiers(r: Reading) -> frozenset[str]:
    """The content words right before the subject's head noun, stemmed ("The hot water cylinder": hot, water)."""
    word = last_noun(r)
    toks = r.tokens[:r.subject_end]
    if word is None or word not in toks:
        return frozenset()
    out, i = set(), toks.index(word) - 1
    while i >= 0 and i not in r.value_at and toks[i][:1].isalpha() and toks[i] not in DETERMINERS and toks[i] not in STOP_WORDS \
            and toks[i] not in PREPOSITIONS and not toks[i].endswith(("'s", "'")) and stem(toks[i]) not in r.subject_names:
        out.add(stem(toks[i]))
        i -= 1
    return frozenset(out)


def other_measured(a: Reading, b: Reading) -> str | None:
    """Subjects headed by two attribute nouns, each absent from the other sentence, whose values are of kinds that never
    compare ("The maximum upload size for attachments is 25 MB" / "The maximum number of attachments per message is
    10": a size against a count): two attributes of one thing, however close the sentences read. Values of one kind
    keep it open ("the entry fee is 15 dollars" / "the admission price is 18 dollars" may be one attribute)."""
    ha, hb = last_noun(a), last_noun(b)
    if ha is None or hb is None or not a.values or not b.values:
        return None
    sa, sb = stem(ha), stem(hb)
    if sa == sb or sa not in ATTRIBUTE_STEMS or sb not in ATTRIBUTE_STEMS or ATTRIBUTE_OF.get(sa, sa) == ATTRIBUTE_OF.get(sb, sb):
        return None
    if not unmatched(frozenset({sa}), b.words | b.verbs) or not unmatched(frozenset({sb}), a.words | a.verbs):
        return None
    if any(comparable(x, y) for x in a.values for y in b.values):
        return None
    return f"another attribute: the {ha} ({', '.join(v.kind for v in a.values)}) vs the {hb} ({', '.join(v.kind for v in b.values)})"


def after_preposition(r: Reading, i: int) -> bool:
    """Is the word at `i` the first content word of a prepositional phrase (only determiners between)?"""
    j = i - 1
    while j >= 0 and r.tokens[j] in DETERMINERS:
        j -= 1
    return j >= 0 and r.tokens[j] in PREPOSITIONS


def bare_possessive(r: Reading) -> bool:
    """Does the subject hold a possessive with no noun after it ("Pryce's in Elmbridge", "Kerr's have revised")?"""
    toks = r.tokens[:r.subject_end]
    return any(t.endswith(("'s", "’s")) and (i + 1 == len(toks) or toks[i + 1] in PREPOSITIONS) for i, t in enumerate(toks))


def owned(a: Reading, b: Reading) -> str | None:
    """`b` is about a thing `a`'s subject owns ("Biscuit weighs 22 kg" / "Biscuit's bag of dry food weighs 12 kg",
    "Anna's brother lives in Braga", "The museum is open on Sundays" / "The museum's cafe is open on Mondays", or the
    person a copula names: "Jonas Weber's brother Felix"): its head noun follows the possessive, is a physical thing in
    WordNet (an object, a person; not an abstraction such as "Lena's birthday", "Leo's rating", which may be the
    owner's attribute), and `a` never mentions it. Two things, however close the sentences."""
    exact = False
    if bare_possessive(a):
        return None  # "Pryce's in Elmbridge opens ...": a business named by its owner's possessive is the owner's thing
    if a.subject_names and a.subject <= a.subject_names:
        who = a.subject_names  # `a` is about the name itself, nothing more ("the deadline at Fairmead School" is not)
    elif not a.verbs and not a.values and a.names and not a.objects - a.complement:
        who = a.names  # "The podcast's audio editor is Jonas Weber": a copula says who the subject is
    elif a.subject and not any(t.endswith(("'s", "'")) for t in a.tokens[:a.subject_end]):
        who, exact = a.subject, True  # "The museum is open on Sundays" / "The museum's cafe ...": the owner is all of it
    else:
        return None
    last = last_noun(b)
    word = possessed(b) if last is not None and stem(last) in b.subject_names else head_word(b)  # ("brother Felix")
    hb = None if word is None else stem(word)
    if hb is None or not unmatched(frozenset({hb}), a.words | a.verbs) or word in ATTRIBUTE_NOUNS or not wordnet.physical(word):
        return None
    owners = {stem(bare(t)) for t in b.tokens[:b.subject_end] if t.endswith(("'s", "'"))}
    if exact and owners:  # the owner is the whole noun group before the possessive ("the night ferry's cafe")
        first = next(i for i, t in enumerate(b.tokens[:b.subject_end]) if t.endswith(("'s", "'")))
        owners |= {stem(bare(t)) for t in b.tokens[:first] if t.isalpha() and t not in _DET_STOP}
    if exact and (b.subject - owners - {hb}) & a.words:
        return None  # "The shop's return window" / "The shop accepts returns": the phrase is what `a` says of the shop
    if owners and (owners == who if exact else owners <= who):
        owner = " ".join(sorted(owners))
        return f"{owner}'s {hb} is not {owner}"
    return None


def sibling_possessions(a: Reading, b: Reading) -> str | None:
    """"Anna's engagement ring" / "Anna's wedding band", "The Lotus Room's hot yoga class" / "The Lotus Room's changing
    rooms": one owner, and after its possessive two noun groups that share no word (nor a counterpart): two things of
    the owner, however close the sentences read. Not where either group only names an attribute ("Anna's age"), and
    not for synonyms WordNet lists (those are read as one word before this is asked, see slots.same_slot)."""
    ga, gb = _possessed_group(a) or _group_of_named(a), _possessed_group(b) or _group_of_named(b)
    if ga is None or gb is None or ga[0] != gb[0] or not ga[1] or not gb[1]:
        return None
    wa, wb = ga[1], gb[1]
    if wa <= ATTRIBUTE_STEMS or wb <= ATTRIBUTE_STEMS or unmatched(wa, wb) != wa or unmatched(wb, wa) != wb:
        return None
    if unmatched(wa, (b.words | b.verbs) - gb[0]) != wa or unmatched(wb, (a.words | a.verbs) - ga[0]) != wb:
        return None  # one group's words said elsewhere in the other sentence
    if wordnet.relation(ga[2], gb[2]) is not None:
        return None  # WordNet relates them ("sofa" / "couch"; "laptop" / "notebook computer" are siblings): a near-synonym is
        # left to the cosine (two siblings that are two things, "engagement ring" / "wedding band", are left to it too)
    owner = " ".join(sorted(ga[0]))
    return f"two things of {owner}'s: {' '.join(sorted(wa))} vs {' '.join(sorted(wb))}"


# words that place one thing by another ("the shoe repairer next to Hartley Tailors", "the car park behind the church"):
# what follows names a landmark, not the thing
BESIDE = frozenset("next near beside behind opposite above below beneath under underneath outside inside across round "
                   "around past beyond facing".split())


def beside(a: Reading, b: Reading) -> str | None:
    """`a`'s subject is a thing placed by what `b` is about ("The shoe repairer next to Hartley Tailors" / "Hartley
    Tailors"): `b`'s whole subject follows a word of place in `a`'s, after a head noun `b` never says. Two things."""
    for x, y in ((a, b), (b, a)):
        toks = x.tokens[:x.subject_end]
        at = next((i for i, t in enumerate(toks) if t in BESIDE and i > 0), None)
        if at is None or not y.subject:
            continue
        before = frozenset(stem(bare(t)) for t in toks[:at] if t.isalpha() and t not in _DET_STOP)
        after = frozenset(stem(bare(t)) for t in toks[at + 1:] if t[:1].isalpha())
        if before and not unmatched(y.subject, after) and unmatched(before, y.words | y.verbs) == before:
            return f"'{' '.join(toks)}' is another thing than '{' '.join(toks[at + 1:] if toks[at] != 'next' else toks[at + 2:])}'"
    return None


# what a thing is set to, and what it is measured at: "The set point of freezer room 2 is -25 °C" / "Freezer room 2 reads
# -24.6 °C" are two attributes (a setting and a reading), however close the values
SETTING_STEMS = frozenset(stem(w) for w in "setpoint set-point target thermostat programmed configured".split())
READING_STEMS = frozenset(stem(w) for w in "reads reading measured measures recorded logged registers registered sensor "
                          "probe gauge showed shows displayed displays".split())


def setting_against_reading(a: Reading, b: Reading) -> str | None:
    """One sentence says what a thing is set to, the other what it reads: two attributes of the thing."""
    def setting(r: Reading) -> bool:
        ws = r.frame | r.verbs
        told = frozenset(stem(w) for v in r.values if v.kind == "state" for w in v.text.lower().split())  # ("was turned down")
        return bool(ws & SETTING_STEMS) or ("set" in ws and "point" in ws) or bool({"set", "turn"} & (r.verbs | r.change | told)
                                                                                    and "to" in r.tokens)

    def reading(r: Reading) -> bool:
        return bool((r.frame | r.verbs) & READING_STEMS)
    for x, y in ((a, b), (b, a)):
        if setting(x) and not reading(x) and reading(y) and not setting(y):
            return "what it is set to vs what it reads"
    return None


def _possessed_group(r: Reading) -> tuple[frozenset[str], frozenset[str], str] | None:
    """(the owners before the subject's last possessive, the content words after it up to a preposition, as stems; and
    those words as written)."""
    toks = r.tokens[:r.subject_end]
    at = max((i for i, t in enumerate(toks) if t.endswith(("'s", "'")) or t in _SPEAKER), default=None)
    if at is None:
        return None
    owners = frozenset("user" if t in _SPEAKER else stem(bare(t)) for t in toks[:at + 1]
                       if t.isalpha() or t.endswith(("'s", "'")) if t not in _DET_STOP or t in _SPEAKER)
    group, written = set(), []
    for i in range(at + 1, len(toks)):
        t = toks[i]
        if t in PREPOSITIONS or i in r.value_at:
            break
        if t.isalpha() and t not in _DET_STOP_ADV:
            group.add(stem(t))
            written.append(t)
    return owners, frozenset(group), " ".join(written)


_OF_OWNER = frozenset("at of for in".split())


def _group_of_named(r: Reading) -> tuple[frozenset[str], frozenset[str], str] | None:
    """`_possessed_group` of a subject that names its owner after a preposition ("Subs at the Ashgrove Youth Club": the
    club's subs; "The laminator at Inkwell Print"): (the owner's names, the content words before the preposition, as
    written); None unless every content word after the preposition is a name of the subject."""
    toks = r.tokens[:r.subject_end]
    at = next((i for i, t in enumerate(toks) if t in _OF_OWNER), None)
    if at is None or not at:
        return None
    owners = [t for t in toks[at + 1:] if t not in DETERMINERS]
    if not owners or any(not t.isalpha() or stem(t) not in r.subject_names for t in owners):
        return None
    written = [t for t in toks[:at] if t.isalpha() and t not in _DET_STOP_ADV]
    return frozenset(stem(t) for t in owners), frozenset(stem(t) for t in written), " ".join(written)


def possessed(r: Reading) -> str | None:
    """The noun after the subject's last possessive, up to a preposition or a name ("Jonas Weber's brother Felix" ->
    brother, "Biscuit's bag of dry food" -> bag)."""
    toks = r.tokens[:r.subject_end]
    at = max((i for i, t in enumerate(toks) if t.endswith(("'s", "'"))), default=None)
    if at is None:
        return None
    word = None
    for i in range(at + 1, len(toks)):
        t = toks[i]
        if i in r.value_at or t in PREPOSITIONS or stem(t) in r.subject_names or not t.isalpha():
            break
        if t not in _DET_STOP_ADV:
            word = t
    return word


_SPEAKER = frozenset({"my", "our", "user's", "users'"})  # the owner a user's own statement speaks of


def owners(r: Reading) -> set[str]:
    """Who the subject belongs to, as written: the possessives before the verb ("my", "the user's", "my brother's")."""
    out = set()
    for t in r.tokens[:r.subject_end]:
        if t in _SPEAKER:
            out.add("user")
        elif t.endswith(("'s", "'")):
            out.add(bare(t))
    return out


# words that pick any one of a kind, not which one ("a single bucket", "each individual locker")
ONE_OF_MANY = frozenset(stem(w) for w in "single individual each every any".split())


def other_modifiers(a: Reading, b: Reading) -> str | None:
    """One head noun, told apart by words before it that each sentence has and the other lacks everywhere ("The living
    room thermostat was turned down to 19 degrees" / "The bedroom thermostat is set to 18 degrees"): two things of one
    kind, however the rest is worded. Words that say which value or when (qualifiers, change markers) do not count."""
    ha, hb = head(a), head(b)
    if ha is None or ha != hb:
        return None
    skip = QUALIFIER_STEMS | CHANGE_MARKERS | ADVERBS | ONE_OF_MANY | {ha}
    only_a = unmatched(a.subject - skip, b.words | b.verbs | b.names)
    only_b = unmatched(b.subject - skip, a.words | a.verbs | a.names)
    if only_a and only_b:
        return f"the {' '.join(sorted(only_a))} {ha} vs the {' '.join(sorted(only_b))} {hb}"
    return None


ATTRIBUTE_STEMS = frozenset(stem(w) for w in ATTRIBUTE_NOUNS)


_WHEN_KINDS = frozenset({"duration", "date", "datetime", "time"})  # values that say when or how long


def other_attribute(a: Reading, b: Reading) -> str | None:
    """One sentence names an attribute in its subject that the other never mentions ("The search API's rate limit was
    raised to 500 requests per minute"), the other says something of the same thing in words the first lacks ("The
    search API times out after 30 seconds"), and one states only times or spans where the other states only counts,
    amounts or sizes: two attributes of one thing, however close the sentences read. Values on the same side of that
    line keep it open ("The API's rate limit is 100 rpm" / "The API allows 200 requests per minute": one attribute,
    said two ways; the typed values of paraphrases differ too often for a finer test)."""
    times = [{v.kind in _WHEN_KINDS for v in r.values if v.kind != "state"} for r in (a, b)]
    if not all(len(t) == 1 for t in times) or times[0] == times[1]:  # a time or span against a count, amount or size
        return None
    for x, y in ((a, b), (b, a)):
        named = x.subject - y.subject
        if not named or not named <= ATTRIBUTE_STEMS or unmatched(named, y.words | y.verbs) != named:
            continue
        said = unmatched((y.predicate | y.verbs) - y.change - WHEN_STEMS, x.words | x.verbs)
        if said:
            return f"another attribute: {' '.join(sorted(named))} vs {' '.join(sorted(said))}"
    return None


def attributes(words: frozenset[str]) -> frozenset[str]:
    """Words with each measured attribute's synonyms written one way (SAME_ATTRIBUTE)."""
    return frozenset(ATTRIBUTE_OF.get(w, w) for w in words)


@lru_cache(maxsize=65536)
def attribute_words(r: Reading) -> frozenset[str]:
    """What a sentence says of its subject, in SAME_ATTRIBUTE's one way: the words after the subject that are not the
    verb nor a copula's value, and a verb that names an attribute itself ("stretches for", "is called")."""
    return attributes(r.about - r.subject) | frozenset(ATTRIBUTE_OF[v] for v in r.verbs if v in ATTRIBUTE_OF)


def other_measures(a: Reading, b: Reading) -> str | None:
    """Two measures of one thing: each names a different measured attribute (MEASURES: "tall" / "wide"), or one names
    one and the other names its attribute only in other words ("high" / "topographic prominence"), or each states only
    measures and none of one side's is of a kind of the other's ("62%" / "22 °C", "3 kg" / "40 cm")."""
    ma, mb = attribute_words(a), attribute_words(b)
    ka, kb = ma & MEASURES, mb & MEASURES
    if ka and kb and not ka & kb:
        return f"{' '.join(sorted(ka))} vs {' '.join(sorted(kb))}"
    for other, k in ((mb, ka), (ma, kb)):
        if not k or other & MEASURES:
            continue  # (WordNet is asked below only when the rest can hold)
        # (a physical thing is no attribute: "has a mirror 250 cm across" / "has a 2.5 m mirror")
        said = frozenset(w for w in other - a.subject - b.subject
                         if not any(wordnet.physical(bare(t)) for t in (*a.tokens, *b.tokens) if stem(bare(t)) == w))
        if said:
            return f"{' '.join(sorted(k))} vs {' '.join(sorted(said))}"
    for (x, k), y in (((a, ka), b), ((b, kb), a)):  # "is 6,650 kilometres long" / "covers 3,400,000 square kilometres"
        if k and not (ka and kb) and x.values and y.values and not any(comparable(v, w) for v in x.values for w in y.values):
            return f"{' '.join(sorted(k))} vs a {' / '.join(sorted({str(w.unit or w.kind) for w in y.values}))}"
    measured = {"quantity", "ratio"}  # "relative humidity is 62%" / "heating set point is 22 °C": measures of two kinds
    if a.values and b.values and all(v.kind in measured for v in a.values + b.values) \
            and not any(comparable(v, w) or equivalent(v, w) or _figure(v) == _figure(w) for v in a.values for w in b.values):
        # (the same figure on both sides is one measure written loosely: "20 degrees" / "20 °C")
        return f"{', '.join(v.text.strip(' .') for v in a.values)} vs {', '.join(w.text.strip(' .') for w in b.values)}"
    return None


def _figure(v: Value) -> str | None:
    """The number a value was written with ("20" of "20 degrees"), None when it has none in figures."""
    m = re.search(r"\d+(?:[.,]\d+)*", v.text)
    return m.group(0).replace(",", "") if m else None


# a kind of a thing made another way ("the smoked version of Vellmoor Blue", "the vegan edition of ..."): with a word
# that says which, another thing, not the version number of it
_VARIANTS = frozenset(stem(w) for w in "version edition variant flavour flavor".split())
