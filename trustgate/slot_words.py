"""Words two slot readings are compared by: counterparts ("tall" / "high", "db" / "database", a stem and its longer
form), and who holds a role (holders.py) of the same thing. Both the slot decision (slots.py) and the value comparison
(slot_values.py) ask these questions, so they live below both."""

from __future__ import annotations

import re
from functools import lru_cache

from . import wordnet
from .holders import ANY_ROLE, ORGANISATION_WORDS, Holding, holding, qualifier_names
from .sentence import Reading
from .sentence_words import COPULAS, stem

# words that name one measured attribute ("is 330 metres tall" / "stands 330 metres high"): counterparts of each other
_GROUPS = ("height tall high altitude elevation", "length long stretch span", "breadth wide width broad across diameter", "deep depth",
           "heavy weigh weighs weight", "charge cost costs price priced fee fees fare fares", "age old aged",
           "call name titl label dub", "head person people guest player diner participant attendee", "plus exclud excl exclus ex",
           "capacity hold holds store stores accommodate accommodates sleep sleeps bed beds bunk bunks berth berths", "built construct erect date dates",
           "floor floors level levels storey storeys", "lend lends lent loan loans borrow borrows borrowed",
           "retain retains retained delete deletes deleted purge purges purged remove removes removed erase erases erased")
# (the last three: "£22 a head" / "£18 per person" / "£20 per player", "sleeps four people" / "room for 4 guests"; "£200 plus VAT" / "£200
# excluding VAT": a tax left out; "lends its tools for a week" / "can be borrowed for 7 days": one loan, said from each end;
# "retains messages for 4 days" / "messages are deleted after 14 days": how long it keeps them, said from each end; "holds 2 million cubic metres" / "can store ..." / "its capacity is ..."; "7.5 metres
# across" is a diameter; "sleeps 24" / "has bunks for 30": how many it sleeps; "was built in 1794" / "dates from 1820": when it was put up; "level 2" / "the second floor")
# the latest of a thing's events, however said ("my last HbA1c" / "my most recent HbA1c"); "previous" and "next" are
# others. Counterparts, but no attribute: "lasts 2 hours" is a duration)
LATEST = frozenset("last latest recent newest".split())
SAME_ATTRIBUTE = tuple(frozenset(stem(w) for w in g.split()) for g in _GROUPS)
# each group's word as decisions say it: its first ("height" for "tall", "altitude" ...)
ATTRIBUTE_LABELS = tuple(stem(g.split()[0]) for g in _GROUPS)
ATTRIBUTE_OF = {w: label for g, label in zip(SAME_ATTRIBUTE, ATTRIBUTE_LABELS) for w in g}


def unmatched(words: frozenset[str], other: frozenset[str]) -> frozenset[str]:
    """Words with no counterpart in `other`: a stem that begins the other's, or is begun by it, counts ("rain" /
    "rainfal"), and so does an abbreviation whose letters the other word has in order ("db" / "databas"). A compound
    with a hyphen and its parts written apart are one ("back-garden" / "back garden"), where every part is there."""
    if words <= other:  # (every word is its own counterpart: nothing to look for)
        return frozenset()
    joined = {p: c for c in other if "-" in c and all(_part_in(x, words) for x in c.split("-")) for p in c.split("-")}
    return frozenset(w for w in words if w not in other and not _has_counterpart(w, other)
                     and not ("-" in w and all(_part_in(x, other) for x in w.split("-")))
                     and not any(w.startswith(p) and len(p) >= 3 or stem(p) == w for p in joined))


def _part_in(part: str, words: frozenset[str]) -> bool:
    """A part of a stemmed compound among stems: its stem, or the stem it was cut from ("farm-gat": "gat" of "gate"); a
    linking word inside it needs none ("black-and-white" / "black and white", "per-project" / "per project")."""
    return part in _LINKS or stem(part) in words or len(part) >= 3 and any(w.startswith(part) and len(w) - len(part) <= 2 for w in words)


_LINKS = frozenset("and or of to per in on by a the".split())


def _has_counterpart(w: str, other: frozenset[str]) -> bool:
    """Is some word of `other` a counterpart of `w`? Only the words that can be are asked (`counterpart` is True only
    for two words of one SAME_ATTRIBUTE group, a RESTATED verb and a word beginning "re", or two words with the same
    first letter), so a sentence's words are not each compared with every word of the other."""
    first, attr, again, restated, dotted = w[:1], w in ATTRIBUTE_OF, w.startswith("re"), w in RESTATED, "." in w
    return any(counterpart(w, o) for o in other
               if o[:1] == first or (attr and o in ATTRIBUTE_OF) or (again and o in RESTATED) or (restated and o.startswith("re"))
               or dotted or "." in o) \
        or w in LATEST and bool(LATEST & other)


# verbs that set a lasting state: done again ("repainted", "renamed", "relocated") they set the same state anew, so the
# verb with "re" says what the verb says ("is painted cream" / "was repainted yellow"); a verb of an event done again
# ("built" / "rebuilt", "opened" / "reopened") is another event and is not among them
RESTATED = frozenset(stem(w) for w in "paint name brand title locate assign route price label number colour color".split())


@lru_cache(maxsize=65536)
def counterpart(w: str, o: str) -> bool:
    if w in ATTRIBUTE_OF and ATTRIBUTE_OF[w] == ATTRIBUTE_OF.get(o) or w in LATEST and o in LATEST:  # "tall" / "high"
        return True
    if _done_again(w, o) or _done_again(o, w):
        return True
    if _initials_of(w, o) or _initials_of(o, w):  # "PYO" / "pick-your-own", "B2B" aside: the initials of a compound
        return True
    if compound(w) != compound(o):  # "payments" / "payments-worker": a compound names another thing
        return False
    if _label_of(w, o) or _label_of(o, w):  # "CORP.HALDANE.NET" / "the Haldane realm": a host or realm by its name
        return True
    if _numeronym(w, o) or _numeronym(o, w):  # "k8s" / "kubernet(es)", "i18n" / "internation(alization)"
        return True
    if len(w) >= 4 and len(o) >= 4 and (o.startswith(w) or w.startswith(o)):
        return True
    short, long_ = (w, o) if len(w) <= len(o) else (o, w)
    if 2 <= len(short) <= 4 and len(long_) > len(short) and short[0] == long_[0]:
        rest = iter(long_)
        return all(ch in rest for ch in short)
    return False


_DOTTED = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+")
_GENERIC_LABELS = frozenset("www corp com net org edu gov int local lan internal intra co uk io ad example".split())


def _label_of(w: str, o: str) -> bool:
    """`o`, a plain word, names a label of the dotted name `w` ("corp.haldane.net": "haldan", "mail.fernhill.ac.uk":
    "fernhil"); the generic labels (corp, www, com, net, ...) name nothing."""
    if "." not in w or not o.isalpha() or len(o) < 4 or not _DOTTED.fullmatch(w):
        return False
    return any(len(p) >= 4 and p not in _GENERIC_LABELS and (stem(p) == o or p.startswith(o)) for p in w.split("."))


def _initials_of(w: str, o: str) -> bool:
    """`w` is the initials of the hyphenated compound `o` ("pyo" of "pick-your-own", "diy" of "do-it-yourself")."""
    parts = o.split("-")
    return len(parts) >= 3 and w.isalpha() and w == "".join(p[:1] for p in parts)


_NUMERONYM = re.compile(r"([a-z])(\d{1,2})([a-z])")


def _numeronym(w: str, o: str) -> bool:
    """`w` is a numeronym of the word whose stem is `o`: its first letter, the count of the letters between, its last
    letter ("k8s" for "kubernetes", "a11y" for "accessibility", "o11y" for "observability"), five letters or more
    between. The stem may have lost up
    to three of the word's last letters, so its length, not its last letter, is checked."""
    m = _NUMERONYM.fullmatch(w)
    if m is None or int(m.group(2)) < 5 or not o.isalpha() or o[0] != m.group(1):  # (not "b2b", "p2p": too short to say)
        return False
    full = int(m.group(2)) + 2
    return full - 3 <= len(o) <= full and (len(o) < full or o[-1] == m.group(3))


def _done_again(w: str, o: str) -> bool:
    """`w` is `o` with "re" before it ("repaint" / "paint"; stems: "renam" / "name")."""
    return o in RESTATED and w.startswith("re") and len(w) >= 5 and ("re" + o).startswith(w)


def compound(w: str) -> bool:
    return "-" in w or "_" in w or "/" in w


def _named_by_copula(r: Reading) -> Holding | None:
    """"The relay team's anchor leg is Chen": a thing whose copula names a person, read as its holder."""
    if r.verb is None or r.verbs or r.verb.lower() not in COPULAS or not r.names or r.objects or r.complement or r.values:
        return None
    return Holding(r.subject - ORGANISATION_WORDS, frozenset(), r.names, "copula")


def same_role(a: Reading, b: Reading) -> tuple[Holding, Holding] | None:
    """Both sentences say who holds one role of one thing (holders.py: "Alice Smith manages the payments team" / "The
    payments team is now led by Marco Ruiz", "The head of cardiology is Dr. Ortiz" / "Cardiology is headed by Dr.
    Kim"): what the role is of has the same words on both sides, and the roles share a family."""
    ha, hb = holding(a), holding(b)
    if ha is not None and ANY_ROLE in ha.roles and hb is None:  # ("Okafor took over the relay leg" / "The relay leg is Chen")
        hb = _named_by_copula(b)
    elif hb is not None and ANY_ROLE in hb.roles and ha is None:
        ha = _named_by_copula(a)
    if ha is None or hb is None or not (ha.roles & hb.roles or ANY_ROLE in ha.roles | hb.roles):
        return None
    if (unmatched(ha.of, hb.of) or unmatched(hb.of, ha.of)) and not _kind_of_owner(a, ha, hb) and not _kind_of_owner(b, hb, ha):
        return None
    qa, qb = qualifier_names(a), qualifier_names(b)  # ("the sign for the Crown inn" / "the sign for the Swan inn")
    if qa and qb and qa != qb:
        return None
    return ha, hb


# words that name a part or level of an organisation rather than its kind ("the Rockets youth team" is not the club)
LEVELS = frozenset(stem(w) for w in "youth junior juniors senior seniors reserve reserves women womens men mens girls boys "
                    "ladies academy development veterans masters second third first under over b".split())


def _kind_of_owner(x: Reading, hx: Holding, hy: Holding) -> bool:
    """What x's role is of is the other's name plus the kind of organisation it is, right after the name ("head coach
    of the Riverside Rockets basketball club" / "... of the Riverside Rockets"): one owner. Not a level or part of it
    ("the Riverside Rockets youth team")."""
    extra = unmatched(hx.of, hy.of)
    if not extra or unmatched(hy.of, hx.of) or len(extra) > 2 or extra & LEVELS or not hy.of & (x.subject_names | x.names):
        return False
    at = [i for i, t in enumerate(x.tokens) if t[:1].isalpha() and stem(t) in extra]
    return bool(at) and at == list(range(at[0], at[-1] + 1)) and at[0] > 0 and stem(x.tokens[at[0] - 1]) in hy.of \
        and any(stem(t) in ORGANISATION_WORDS for t in x.tokens[at[-1]:at[-1] + 2])  # (the kind word is no owner word)


# a run of capitalised words: a name as written ("Coldharbour Bird Park", "Splitmark Axe Throwing")
_NAME_RUN = re.compile(r"\b[A-Z][\w'’&-]*(?:\s+(?:&\s+)?[A-Z][\w'’&-]*)+")


_OPENERS = frozenset("the a an my our your his her their its this that these those i we you they it there".split())


def short_name_tail(r: Reading, other: Reading) -> frozenset[str]:
    """The words that end a name in `r`'s subject whose first word the other side names on its own ("The walk-through
    aviary at Coldharbour Bird Park" / "The Coldharbour walk-through aviary": bird, park), or whose first words it
    names with one left out ("Thyme & Table Catering" / "Thyme and Table": cater): a place or business named in full
    on one side and by its first words on the other is one thing. Only when the other side's subject names
    nothing else of `r`'s name (the caller asks this of one side's extra names only, never when both sides have
    names the other lacks: "Harbour Cafe" / "Harbour Hotel")."""
    tail: set[str] = set()
    # (the other's first word too, a name that opens a sentence: "Vesuvio on Quay Street now stops ...")
    first = frozenset(other.tokens[:1]) & other.subject if other.tokens and other.tokens[0] not in _OPENERS else frozenset()
    named = other.subject_names | other.names | first
    # (and the other's capitalised words the reader took for something else: "Second Chance" opens with an ordinal)
    named = named | {stem(w.lower()) for w in re.findall(r"(?<![.!?] )\b[A-Z][a-z][\w'’-]*", other.text[1:])} \
        | ({stem(other.text.split(None, 1)[0].lower())} if other.tokens and other.tokens[0] not in _OPENERS else set())
    kinds = other.subject - other.subject_names  # (the other's common nouns: "the Brambleside railway")
    runs = {words for words, _, _ in _subject_name_runs(other)}
    for words, written, article in _subject_name_runs(r):
        # (the words it leaves out, after a first word or more it says: "Swiftline Couriers' Eastgate depot" /
        # "Swiftline's Eastgate depot"; a name after "the" only where two of its words are said: "the Corn Exchange
        # Playhouse" / "the Corn Exchange's", but "the TrailLite Pro tent" / "the TrailLite tent" are two products; or
        # where what it leaves out only says what kind of place or body it is: "the Harbourview Hotel" / "the
        # Harbourview")
        left = [(w, x) for w, x in zip(words[1:], written[1:]) if w not in named]
        if any(w in LEVELS and len(x) > 2 for w, x in left) and tuple(w for w in words if w in named) in runs:
            continue  # (two names, one with a level word the other lacks: "the Thornley Colliery Youth Band" / "the
            # Thornley Colliery Band" are two bands; "the Shed at Brookside" says "Brookside Men's Shed" in other words)
        if words[0] in named and words[-1] in kinds and words[-1] not in named:  # (its first word and its kind word,
            tail.update(w for w, _ in left[:-1])  # the rest left out: "Brambleside Miniature Railway" / "the Brambleside
            continue  # railway")
        caps = frozenset(x for w, x in left if x.upper() in acronyms(r.text))
        if words[0] in named and caps and all(x in caps for _, x in left) and written[-1] in caps:
            tail.update(w for w, _ in left)  # (what kind of product it is, as an acronym: "the Sentrylog SIEM" /
            continue  # "Sentrylog")
        if words[0] in named and (not article or sum(w in named for w in words) >= 2
                                  or all(w in _BODIES or w in PLACE_KINDS or wordnet.place(x) for w, x in left)):
            tail.update(w for w, _ in left)
    return frozenset(tail)


# the kinds of place a business or venue is, said after its name ("Paws Corner pet shop", "Luigi's trattoria")
PLACE_KINDS = frozenset(stem(w) for w in (
    "shop store cafe café restaurant trattoria pizzeria bistro pub bar bakery butcher butchers salon barber barbers garage "
    "surgery pharmacy chemist hotel inn hostel centre center market supermarket gym studio library nursery cinema theatre "
    "theater museum gallery hall stadium kennels cattery workshop showroom dealership depot yard reserve lab laboratory "
    "zoo aquarium farm gardens arena rink lido clinic society marina campsite hammam spa sauna baths bathhouse brewery distillery "
    "winery vineyard dairy creamery roastery deli grocer grocers florist florists bookshop bookstore boutique tearoom tearooms "
    "diner canteen brasserie tavern arcade casino academy").split())
# the kinds of ride, route or attraction said after its name ("the Skyrush zip wire", "the Kestrel Edge via ferrata")
ATTRACTION_KINDS = frozenset(stem(w) for w in (
    "ride rollercoaster coaster zipline zipwire wire slide flume ferrata trail route track circuit maze").split())


# what kind of body a name's last word may say, besides a place ("Hillside Academy" / "Hillside", "Exton College")
_BODIES = ORGANISATION_WORDS | frozenset(stem(w) for w in "school college academy university institute society association".split())


@lru_cache(maxsize=65536)
def acronyms(text: str) -> frozenset[str]:
    """Words written in capitals, two to five letters ("SIEM", "CRM")."""
    return frozenset(re.findall(r"\b[A-Z]{2,5}\b", text))


def tail_added(phrase: str, r: Reading, other: Reading) -> bool:
    """Are the words `r` adds to the other's subject ("holiday park") only the end of a name the other says by its first
    words ("the site shop at Sandpiper Bay Holiday Park" / "the site shop at Sandpiper Bay")?"""
    said = phrase.split()  # (its last word a kind of place or body: "Eau de Lune" / "Eau de Lune Intense" are two scents)
    words = frozenset(stem(w) for w in said)
    return bool(words) and words <= short_name_tail(r, other) and (stem(said[-1]) in _BODIES or bool(wordnet.place(said[-1]))
                                                                   or said[-1].upper() in acronyms(r.text))


@lru_cache(maxsize=65536)
def _subject_name_runs(r: Reading) -> tuple[tuple[tuple[str, ...], tuple[str, ...], bool], ...]:
    """The names of two words or more in `r`'s subject, each as its stemmed words and as written (case-folded), and
    whether "the" (or another article or "my", "our") opened it."""
    out = []
    for m in _NAME_RUN.finditer(r.text):
        written = tuple(w.strip("'’").lower() for w in m.group().replace("&", " ").split())
        words = tuple(stem(w) for w in written)
        article = words[0] in ("the", "a", "an", "my", "our")  # ("The Corn Exchange Playhouse": the name after it)
        words, written = (words[1:], written[1:]) if article else (words, written)
        if len(words) >= 2 and set(words) <= r.subject_names | {words[0]}:
            out.append((words, tuple(re.sub(r"['’]s$", "", w) for w in written), article))
    return tuple(out)

