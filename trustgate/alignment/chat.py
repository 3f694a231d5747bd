"""What a claim written from a user/assistant chat must respect (the span read by turns.py): the user's last
correction, what the user stated rather than asked or supposed, and whose the fact is.

- `corrected`: the claim gives a value the user took back ("the 14th" after "I got the date wrong, the flight
  is on the 16th") and not the value that replaced it.
- `supposed`: the claim's words are said more fully in a question or a supposition ("what if I rented a car?",
  "is there a way to share the calendar with my mother?") than in any sentence the user stated: at least two of
  them, and more than the best stated sentence has.
- `holder_moved`: the sentences that hold the claim's values (or, for a claim without values, most of its
  words) say them of another person than the claim: the user's fact given to a relative ("my husband earns
  about 65,000" for "the user earns about 65,000"; "I'm lactose intolerant" for "the user's wife is lactose
  intolerant"), or a colleague's to the user. Whose a sentence is: the first person it names ("I", "my
  colleague Ben", "Emma", "Oliver's coach"; "my resting heart rate" is the user's), after a reporting verb
  ("my doctor said my ... is"); another person who then names the user ("my doctor put me on ...") is no one's
  known; a clause that names no one belongs to the one its sentence named before it. A claim without values whose
  word the chat says only of another person (a relative, or "she") is moved too, though its names are said elsewhere
  ("my wife commutes on a Brompton" beside a Brompton for sale). Kin words are one relation ("our two kids" /
  "children"), and a claim counting the user's own relatives ("the user has two kids") is the user's; a claim about
  a role ("The landlord pays ...") is that person's, the user's own things in it aside ("... for the user's flat").
  A sentence that names no one, or "it" or "they", is nobody's known: nothing is refused on it; "he" or "she" is
  someone the user spoke of, never the user. A capitalised word is no person after an article or a preposition
  ("at Fernhill", "a Worcester combi"), as an acronym ("ISA"), or first in a clause without a verb after it (an
  answer that names a thing: "Penicillin.", "Sheffield, in a two-bed flat"), first in a clause as a word WordNet
  knows as a thing ("Budget is tight", "Lavender bars: 140") unless the chat writes it capitalised mid-sentence, or
  after "is" ("The garage is Hendry Motors"); a name after a thing the user owns ("our cat, Mango"; "the user's
  greyhound Biscuit") is whose the fact is, and a clause that only names a relative ("one coeliac, my aunt Rosa")
  says whose the clause before it is.
- `declined`: a word of an affirming claim that only a question the user said a bare no to has ("Are you on any
  medication?" / "Not yet." for "the user is on medication").
- `reported`: every clause the claim rests on relays another person's unsettled word (turns.py), and the claim does
  not say it was relayed ("my landlord says the rent goes up to 950" for "the user's rent is 950"); or a claim without
  values has a word only relayed clauses say ("my mate reckons I'd make a decent goalkeeper").
- `past`: every clause the claim rests on says it held once ("I used to live in Bristol"; "as a child"; "I haven't
  played in fifteen years"), the claim says it of now.
- `withheld`: a word of an affirming claim the user says only after "no", "without", "never" or "doesn't" ("No band,
  my cousin is DJing"; "she never wears it").
- `only_supposed`: a word of a plain claim that only the user's suppositions, wishes or jokes have ("I might move
  to Leeds" for "the user lives in Leeds").
- `planned`: a word of a plain claim without values said only after a plan or a move to come ("he wants to switch to
  law" for "Arlo studies law"; "we're moving to Lisbon" for "the user lives in Lisbon").
Chat spans only: other prose has no first person that stands for the user.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from .. import retakes, turns
from ..text import STOP_WORDS, stem
from ..values import Value, extract
from . import conditions
from .base import Finding
from .called_off import CANCEL_WORD, called_off, cannot_come, not_done, unsettled
from .relayed import REPORTED, kept_as_theirs, of_reporter
from .claim import Claim
from .prose import _clause_words, _near, _shared, prose_same
from .whose import Holder, holder, kin

_REPORTED = REPORTED
_ALONE = re.compile(r"^\s*([A-Z][a-z]+)\W*$")  # a name standing alone between commas: who the words before it name
_INSIDE = re.compile(r"(?<=[a-z,]\s)[A-Z][a-z]+")  # a capitalised word inside a sentence ("my aunt Rose")
# a clause that only names a person ("my aunt Rosa", "our neighbour"): who the clause before it is of
_APPOSITION = re.compile(r"^\W*(?:my|our)\s+[a-z-]+(?:\s+[A-Z][a-z]+)?\W*$")


def _after(text: str, end: int) -> set[str]:
    """The two words after a value, as stems: what it counts or measures ("two care visits" -> care, visit)."""
    return {stem(w) for w in re.findall(r"[a-z]{3,}", text[end:].lower())[:2] if w not in STOP_WORDS}


def _counts(chat: turns.Conversation, new: str) -> str | None:
    """What the corrected value counts, read where the chat now says the new value."""
    said = next((s for s in chat.asserted if re.search(rf"(?<!\w){re.escape(new)}(?!\w)", s)), None)
    noun = turns.noun_after(said, (new, None)) if said else None
    return stem(noun) if noun else None


# a claim that gives the value taken back as the earlier one ("was originally £1,200", "£390 before the user switched")
_EARLIER = re.compile(r"\b(?:originally|initially|at\s+first|previously|(?:was|were)\s+first)\b"
                      r"|\bbefore\s+(?:the\s+user|it|they|he|she|being)\b", re.IGNORECASE)


# a claim of what a named person said or set ("Dana put the budget at £3,000"), not what holds
_ATTRIBUTED = re.compile(r"\b([A-Z][a-z]{2,})\s+(?:said|says|put|wrote|quoted|proposed|suggested|asked\s+for|gave|thought|reckoned|"
                         r"set|first\s+said|originally\s+said)\b")


def taken_back(claim: Claim, parsed: sp.Parsed, v: Value, span: str = "") -> bool:
    """A value of a claim that says it is the earlier one ("was originally £1,200") that the user took back, or that a
    named person said it ("Dana put the budget at £3,000") on a line of the span that is theirs: it was said, though not
    as the last word."""
    if parsed.chat is None or not any(prose_same(v, x) for old, _ in parsed.chat.corrected for x in extract(old)):
        return False
    return bool(_EARLIER.search(claim.text)) or _theirs(claim, span, v)


def _theirs(claim: Claim, span: str, v: Value) -> bool:
    """The claim says a named person said `v` ("Dana put the budget at £3,000"), and a line of the span naming them,
    or under a header naming them ("> From: Dana Reyes"), holds it (her own line, which Luis's reply corrected)."""
    lines = span.splitlines()
    return any(re.search(rf"\b{m.group(1)}\b", " ".join(lines[max(0, k - 1):k + 1])) and any(prose_same(v, x) for x in extract(ln))
               for m in _ATTRIBUTED.finditer(claim.text) for k, ln in enumerate(lines))


def corrected(claim: Claim, chat: turns.Conversation, span: str = "") -> Finding | None:
    low = claim.text.lower()
    if _EARLIER.search(claim.text) or any(_theirs(claim, span, v) for v in claim.values):
        return None
    for old, new in chat.corrected:
        olds, news = extract(old), extract(new)
        if olds and news:
            noun = _counts(chat, new)  # "type 2 diabetes" does not say the "two visits" corrected to one
            says_old = any(prose_same(v, o) and (noun is None or not _after(claim.text, v.end) or noun in _after(claim.text, v.end))
                           for v in claim.values for o in olds)
            says_new = any(prose_same(v, n) for v in claim.values for n in news)
        elif retakes.said_word(old) is None:  # words changed "from blue to mustard": the words themselves
            says_old, says_new = (bool(re.search(rf"(?<!\w){re.escape(w.lower())}(?!\w)", low)) for w in (old, new))
        else:
            said = retakes.said_words(low)
            says_old, says_new = retakes.said_word(old) in said, retakes.said_word(new) in said
        if says_old and not says_new:
            return Finding("corrected", f"the user corrected '{old}' to '{new}'", old)
    return None


# the condition of a supposition ("If I get the Leeds job, ...", "Suppose we do go to Cornwall, ..."): the thing it
# names is a topic of the chat, whatever the user supposes of it
_CONDITION = re.compile(r"^\W*(?:(?:and|so|but|also|oh|well)\W+)?(?:if|suppose|supposing|assuming|in\s+case)\b(.*?)"
                        r"(?=,|\?|$|\s+(?:i|we|you|he|she|they|it)(?:'ll|'d|\s+will|\s+would|\s+could|\s+might)\b)", re.IGNORECASE)


def _topic_only(claim: Claim, parsed: sp.Parsed, sentence: str, anchors: set[str]) -> bool:
    """The claim shares with a supposition only words of its condition (the Leeds job of "If I get the Leeds job I'll
    have to move"), and a sentence the user asserted holds each of the claim's values ("The interview is on the
    4th."): a plain fact about the thing supposed of, not the supposition."""
    values = [v for v in claim.values if v.kind != "state"]
    m = _CONDITION.match(sentence)
    if m is None or not values or not all(any(prose_same(v, x) for c in parsed.clauses for x in c.values) for v in values):
        return False
    words = {stem(w) for w in cl.words_of(sentence) if w not in STOP_WORDS} & anchors
    topic = {stem(w) for w in cl.words_of(m.group(1)) if w not in STOP_WORDS}
    return bool(words) and words <= topic


def supposed(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    chat = parsed.chat
    anchors = {stem(w) for w in claim.content} - {"user"}
    if chat is None or not chat.context or not anchors:
        return None
    best_said = max((_shared(_clause_words(c), anchors) for c in parsed.clauses), default=0)
    asked = [(_shared({stem(w) for w in cl.words_of(s) if w not in STOP_WORDS}, anchors), s) for s in chat.context]
    n, sentence = max(asked, key=lambda a: a[0])
    if _topic_only(claim, parsed, sentence, anchors):
        return None
    if n >= 2 and n > best_said and not kept_as_theirs(claim, sentence):  # "The luthier thinks ... might ...": theirs
        return Finding("supposed", f"the source asks or supposes this, the user does not state it ('{sentence}')")
    return None


def _support(claim: Claim, parsed: sp.Parsed, own_words: set[str]) -> list[int]:
    """The clauses a claim rests on: those that hold its values, else those that share most of its words (but for
    the words naming whose it is, `own_words`)."""
    values = [v for v in claim.values if v.kind != "state"]
    if values:
        holding = [i for i, c in enumerate(parsed.clauses) if any(prose_same(v, x) for v in values for x in c.values)]
        # of those, the ones that say what the claim's value is of ("type 2 diabetes", not "two was what we asked for")
        said_of = [i for i in holding if any(_after(claim.text, v.end) & _clause_words(parsed.clauses[i]) for v in values)]
        return said_of or holding
    anchors = {stem(w) for w in claim.content} - own_words
    shared = [_shared(_clause_words(c), anchors) for c in parsed.clauses]
    best = max(shared, default=0)
    return [i for i, n in enumerate(shared) if n == best and best > 0]


def holder_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    chat = parsed.chat
    if chat is None or not parsed.clauses:
        return None
    own = frozenset(w.lower() for n in chat.names for w in cl.words_of(n))
    seen = frozenset(m.group(0).lower() for c in parsed.clauses for m in _INSIDE.finditer(c.text)) | {
        w for n in claim.names for w in n} | {  # "No, Pepper is on kitten food": capitalised after the comma
        m.group(0).lower() for s in chat.asserted for m in _INSIDE.finditer(s)}
    theirs = holder(claim.text, own, first_only=True, seen=seen)
    if theirs is None:
        return None
    whose: dict[int, Holder | None] = {}
    last: dict[int, Holder | None] = {}
    for i, c in enumerate(parsed.clauses):
        h = holder(c.text, own, seen=seen)
        before = last.get(c.sentence)
        alone = _ALONE.match(c.text)
        if h is None and alone and before is not None and before.relation and not before.names:
            h = Holder(False, before.relation, frozenset({alone.group(1).lower()}))  # "our cat, Mango, is 11"
        whose[i] = h if h is not None else before
        last[c.sentence] = whose[i]
        if h is not None and not h.user and i and whose[i - 1] is None and parsed.clauses[i - 1].sentence == c.sentence \
                and _APPOSITION.match(c.text):
            whose[i - 1] = h  # "one coeliac, my aunt Rosa": the person named after it
    own_words = {"user"} | ({theirs.relation} if theirs.relation else set()) | set(theirs.names)
    support = _support(claim, parsed, own_words)
    anchors = {stem(w) for w in claim.content} - own_words
    if theirs.names and any(h is not None and h.names & theirs.names and _shared(_clause_words(parsed.clauses[i]), anchors)
                            for i, h in whose.items()):
        return None  # the person the claim names says some of it in a sentence of their own
    known = [whose[i] for i in support if whose[i] is not None]
    if theirs.user and _counts_relatives(claim, known):  # type: ignore[arg-type]
        return None
    if support and len(known) == len(support) and all(theirs.differs(h) for h in known):  # type: ignore[union-attr]
        c = parsed.clauses[support[0]]
        return Finding("holder", f"the source says this of someone else than the claim ('{c.text}')")
    return _word_of_another(claim, parsed, whose, theirs, anchors - set(claim_names(claim)))


_USERS_THING = re.compile(r"\buser(?:'s|’s)\s+((?:[\w-]+\s+){0,2}[\w-]+)", re.IGNORECASE)


def _counts_relatives(claim: Claim, holders: list[Holder]) -> bool:
    """The claim names the relatives the source's sentences are of ("the user has two kids" beside "our two kids"):
    a fact of the user's about them, not one of theirs."""
    named = {kin(w) for w in claim.content}
    return bool(holders) and all(h.relation is not None and kin(h.relation) in named for h in holders)


def claim_names(claim: Claim) -> list[str]:
    return [stem(w) for n in claim.names for w in n]


def _word_of_another(claim: Claim, parsed: sp.Parsed, whose: dict[int, Holder | None], theirs: Holder,
                     anchors: set[str]) -> Finding | None:
    """A claim without values whose word (what it says the subject does or is: "fluent", "commutes") the chat says
    only of another person than the claim's ("She's already fluent"; "my wife commutes on a Brompton" beside a
    Brompton for sale): said of someone else, though the claim's names are said elsewhere. The person is a relative,
    someone spoken of ("she") or the writer of a pasted line ("> From Owen: I'll pick them up"); a capitalised word
    alone may be a brand or a place ("an app called Pulsefit")."""
    if any(v.kind != "state" for v in claim.values):
        return None
    writers = parsed.chat.writers if parsed.chat is not None else frozenset()  # a pasted line's writer is a person
    if not theirs.user:  # "the landlord pays ... for the user's new flat": the flat is the user's, said by the user
        anchors = anchors - {stem(w) for m in _USERS_THING.finditer(claim.text) for w in cl.words_of(m.group(1))}
    for a in sorted(anchors):
        holding = [i for i, c in enumerate(parsed.clauses) if a in _clause_words(c)]
        if holding and all(_in_name(a, parsed.clauses[i].text) for i in holding):
            continue  # "ordering from Banh Mi Co.": a word of a place's or a firm's name is no deed of the person's
        people = [whose[i] for i in holding if whose[i] is not None and (whose[i].relation or not whose[i].names  # type: ignore[union-attr]
                                                                          or whose[i].names & writers)]  # type: ignore[union-attr]
        if holding and len(people) == len(holding) and all(theirs.differs(h) for h in people):  # type: ignore[arg-type]
            if theirs.user and _counts_relatives(claim, people):  # type: ignore[arg-type]
                continue
            return Finding("holder", f"the source says '{a}' of someone else than the claim "
                                     f"('{parsed.clauses[holding[0]].text}')", a)
    return None


def _in_name(word: str, text: str) -> bool:
    """The stemmed `word` is written in `text` only capitalised after its first word, beside another capitalised word
    (a name of two words or more: "Banh Mi Co.", "Pump Room")."""
    found = [(k, w) for k, w in enumerate(re.findall(r"[\w'-]+", text)) if stem(w.lower()) == word]
    words = re.findall(r"[\w'-]+", text)
    return bool(found) and all(k > 0 and w[:1].isupper() and any(0 < j < len(words) and words[j][:1].isupper()
                                                                  for j in (k - 1, k + 1)) for k, w in found)


def _said_words(parsed: sp.Parsed) -> set[str]:
    return set().union(*(_clause_words(c) for c in parsed.clauses)) if parsed.clauses else set()


def declined(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A word of an affirming claim that only a question the user said a bare no to has ("Are you on any medication?"
    / "Not yet." for "the user is on medication"); a claim of a plan is not refused on a "Not yet."."""
    chat = parsed.chat
    if chat is None or not chat.declined or claim.negated:
        return None
    # "Have you booked the vet?" / "Not yet.": it is not done, which refuses no claim of a plan to do it
    planning = bool(_PLAN.search(claim.text) or re.search(r"\b(?:will|'ll|going\s+to)\b", claim.text, re.IGNORECASE))
    found = _only_in(claim, parsed, [q for q in chat.declined if not (planning and q in chat.not_yet)])
    return Finding("declined", f"the user said no to '{found[0]}'", found[1]) if found else None


def _stem_of(a: str, w: str) -> bool:
    """Two stems of one word that the stemmer cut differently ("hired" -> "hir", "hire" -> "hire")."""
    short, long = sorted((a, w), key=len)
    return len(short) >= 3 and long.startswith(short) and len(long) - len(short) <= 1


def _only_in(claim: Claim, parsed: sp.Parsed, sentences) -> tuple[str, str] | None:
    """The first of `sentences` holding a word of the claim that nothing the user asserted has, with that word."""
    said = _said_words(parsed)
    anchors = {stem(w) for w in claim.content} - {"user"}
    for s in sentences:
        words = {stem(w) for w in cl.words_of(s) if w not in STOP_WORDS}
        only = sorted(a for a in anchors if (a in words or any(_stem_of(a, w) for w in words)) and a not in said
                      and not _near(a, said))
        if only:
            return s, only[0]
    return None


_LINKS = frozenset("though although but and while whereas so yet".split())


def _within(clause: cl.Clause, part: str) -> bool:
    """The clause lies inside `part` (a linking word before it aside: "though my endo says ...")."""
    return set(cl.words_of(clause.text)) - _LINKS <= set(cl.words_of(part))


def reported(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that states as settled what the user only relayed from someone else, unsettled (turns.py `reported`):
    every clause it rests on lies in such a report, and the claim does not say it was reported."""
    chat = parsed.chat
    if chat is None or not chat.reported or any(not turns.as_noun(claim.text, m.start()) for m in _REPORTED.finditer(claim.text)):
        return None  # the claim says it was reported ("the small claims case" reports nothing)
    if any(of_reporter(claim, r) for r in chat.reported):
        return None  # "Karen is the user's manager" from "My manager Karen told me ...": the user's own words
    sentence: dict[int, set[str]] = {}  # the words of each sentence: a clause lies in a report its sentence makes
    for c in parsed.clauses:
        sentence.setdefault(c.sentence, set()).update(cl.words_of(c.text))
    relayed = [any(_within(c, r) and len(sentence[c.sentence] & set(cl.words_of(r))) >= 0.8 * len(set(cl.words_of(r)))
                   for r in chat.reported) for c in parsed.clauses]  # not "HMRC, £1,420, ..." beside a letter's "£1,420"
    support = _support(claim, parsed, {"user"})
    for name in claim.names:  # a name only a relayed word gives ("my endo says I could switch to a Libre")
        holding = [i for i, c in enumerate(parsed.clauses) if {stem(w) for w in name} <= _clause_words(c)]
        if holding and all(relayed[i] for i in holding):
            support = holding
            break
    if support and all(relayed[i] for i in support):
        return Finding("reported", f"the user relays this from someone else, it is not settled "
                                   f"('{parsed.clauses[support[0]].text}')")
    # a word of a claim without values that only relayed clauses say ("my mate reckons I'd make a decent goalkeeper");
    # a claim's value said by the user places it ("the service charge" relayed, "1,150 a year" answered)
    if any(v.kind != "state" for v in claim.values):
        return None
    own = set().union(*(_clause_words(c) for c, r in zip(parsed.clauses, relayed) if not r))
    anchors = {stem(w) for w in claim.content} - {"user"}
    for c, r in zip(parsed.clauses, relayed):
        only = sorted(a for a in anchors & _clause_words(c) if r and a not in own and not _near(a, own))
        if only:
            return Finding("reported", f"only what the user relays from someone else says '{only[0]}' ('{c.text}')", only[0])
    return None


# what held once: "used to", "no longer", done as a child ("as a teenager", "when I was little"), or not done for years
# ("I haven't played in fifteen years")
_GONE = re.compile(r"\b(?:used\s+to|no\s+longer|any\s*more|formerly)\b|\bas\s+a\s+(?:child|kid|teen|teenager|student|boy|girl)\b"
                   r"|\bwhen\s+i\s+was\s+(?:a\s+kid|a\s+child|young|little|younger|at\s+school)\b"
                   r"|\b(?:have|has)(?:n't|\s+not)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:in|for)\s+(?:\w+\s+)?(?:years|decades|ages)\b"
                   # held until a while ago ("captain until last year"), or given up ("I stopped the yoga classes")
                   r"|\b(?:was|were|had)\b.*\buntil\s+(?:last|recently|a\s+few|\w+\s+(?:weeks?|months?|years?)\s+ago)\b"
                   r"|\b(?:i|we|he|she|they)\s+(?:stopped|quit|gave\s+up|dropped)\b|\bretired\s+from\b", re.IGNORECASE)
_THEN = re.compile(r"\b(?:used\s+to|formerly|previously|former|once|no\s+longer|any\s*more|in\s+the\s+past|was|were|had|did|"
                   r"gave\s+up|quit|stopped|retired|until|"
                   r"[a-z]{3,}ed)\b", re.IGNORECASE)


def past(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that states as now what the user says held once ("I used to live in Bristol" for "the user lives in
    Bristol"): every clause it rests on says it no longer holds, or a word of a claim without values only such
    clauses say ("I stopped the mealworms"), and the claim says nothing of the past."""
    if parsed.chat is None or _THEN.search(claim.text):
        return None
    subject = holder(claim.text, frozenset(), first_only=True)  # "Juniper competes": what is said of Juniper
    support = _support(claim, parsed, {"user"} | set(subject.names if subject else ()))
    if support and all(_GONE.search(parsed.clauses[i].text) for i in support):
        return Finding("past", f"the user says this held once, not now ('{parsed.clauses[support[0]].text}')")
    # a word of a claim without values that only such clauses say ("I stopped the mealworms in spring"), one of them
    # among those the claim rests on (not "I used to work at a bank" beside "a new job at Fernhill")
    if any(v.kind != "state" for v in claim.values):
        return None
    gone = [bool(_GONE.search(c.text)) for c in parsed.clauses]
    now = set().union(*(_clause_words(c) for c, g in zip(parsed.clauses, gone) if not g))
    anchors = {stem(w) for w in claim.content} - {"user"}
    for i, (c, g) in enumerate(zip(parsed.clauses, gone)):
        only = sorted(a for a in anchors & _clause_words(c) if g and i in support and a not in now and not _near(a, now))
        if only:
            return Finding("past", f"only what the user says held once says '{only[0]}' ('{c.text}')", only[0])
    return None


_HEDGE = re.compile(r"\b(?:might|may|could|would|maybe|perhaps|if|plans?|planning|considering|consider|wish|wishes|hopes?|"
                    r"wants?|thinking|intends?|possibly|moving|relocating|emigrating)\b", re.IGNORECASE)


# a plan told as settled ("the user is moving to Leeds"): no hedge, as a supposition ("if I got the job I'd have to move
# to Leeds") is no plan
_SETTLED_PLAN = re.compile(r"\b(?:is|are|'s|'re)\s+(?:moving|relocating|emigrating)\b", re.IGNORECASE)


def only_supposed(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A word of a plain claim that only the user's suppositions, wishes and jokes have ("I might move to Leeds" for
    "the user lives in Leeds"; "If I got the job, I'd have to move to Leeds" for "the user is moving to Leeds"): what
    the user only imagined is not so."""
    chat = parsed.chat
    if chat is None or not chat.supposed or _HEDGE.search(_SETTLED_PLAN.sub("", claim.text)):
        return None
    found = _only_in(claim, parsed, chat.supposed)
    if found and _topic_only(claim, parsed, found[0], {stem(w) for w in claim.content} - {"user"}):
        return None
    return Finding("supposed", f"only a supposition of the user's says '{found[1]}' ('{found[0]}')", found[1]) if found else None


# a plan, and a move to come ("we're moving to Lisbon next spring": not where the user lives yet)
_PLAN = re.compile(r"\b(?:wants?|planning|plans?|going|hoping|hopes?|intends?|(?:would|'d)\s+(?:like|love)|aims?|aiming|"
                   r"(?:moving|relocating|emigrating)(?:\s+(?:back\s+)?from\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)?)\s+to\b(?<!going\sto)"
                   r"|\bgoing\s+to\b(?!\s+(?:the|a|an|my|our|your|his|her|their|this|that)\b)", re.IGNORECASE)  # "going to the lido" is where the user goes, not a plan


def planned(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A plain claim a word of which (what it says the subject does or is: "Lily studies medicine"; "had a call with
    X") the user says only after a plan ("she wants to switch to medicine next year"; "X wants to set up a call"): a
    plan stated as done."""
    if parsed.chat is None or claim.negated or _HEDGE.search(claim.text) or CANCEL_WORD.search(claim.text):
        return None  # "the dinner was called off" says the plan did not happen, as the user did
    content = [stem(w) for w in claim.content if w.lower() not in STOP_WORDS and w.lower() != "user"]
    if not content or [v for v in claim.values if v.kind != "state"]:
        return None  # a claim with a value rests on the clause that holds it
    for word in reversed(content):
        holding = [c for c in parsed.clauses if word in _clause_words(c)]
        after_plan = [c for c in holding if (m := _PLAN.search(c.text)) and word in {stem(w) for w in cl.words_of(c.text[m.end():])}]
        if holding and len(after_plan) == len(holding):
            return Finding("planned", f"the user plans this, it is not done ('{holding[0].text}')", word)
    return None


_WITHOUT = re.compile(r"(?:\b(?:no|without|never|(?:do|does|did)(?:n't|\s+not))|(?:^|,)\s*not\s+(?:a|an|any|the)"
                      # an option set aside closing a clause ("Personal, not business."; "sage green, not the grey we had")
                      r"|(?:^|,)\s*not(?=\s+(?:[a-z][\w-]*\s+)?[a-z][\w-]*\s*(?:[.!;]|$)))\s+(?:just\s+|really\s+)?"
                      r"((?:[a-z][\w-]*\s+)?[a-z][\w-]*)", re.IGNORECASE)  # "They sent a courier label, not a box."


# a claim that itself says a thing is left out ("excludes bananas", "avoids gluten", "is allergic to peanuts")
_LEAVES_OUT = re.compile(r"\b(?:exclud\w*|except\w*|not\s+counting|avoid\w*|skip\w*|allergic|intolerant|free\s+of|without)\b", re.IGNORECASE)
# a thing of which there is none ("Paint: none left", "rose clay none left")
_NONE_LEFT = re.compile(r"^\W*none(?:\s+left|\s+at\s+all)?\W*$", re.IGNORECASE)
_NONE = re.compile(r"([A-Za-z][\w -]*?)\s*:\s*none\b|([A-Za-z][\w-]*(?:\s+[\w-]+)?)\s*[,-]?\s*none\s+left\b", re.IGNORECASE)


_EVERY_ONE = re.compile(r"\bevery\s+(day|night|week|fortnight|month|quarter|year)\b", re.IGNORECASE)
_EVERY = {"day": "daily", "night": "nightly", "week": "weekly", "fortnight": "fortnightly", "month": "monthly",
          "quarter": "quarterly", "year": "yearly"}


def withheld(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A word of an affirming claim that the user says only after "no", "without", "never" or "doesn't", or before
    "none left" ("No band, my cousin is DJing"; "Paint: none left"; "running for two weeks without fish"; "I no longer smoke"; "she never wears it"): the user said
    it is not so."""
    if parsed.chat is None or claim.negated or _LEAVES_OUT.search(claim.text):
        return None  # "the user's order excludes bananas" agrees with "no bananas"
    denied: set[str] = set()
    kept: set[str] = set()
    clauses = parsed.clauses
    # "Paint: none left" read as two clauses: the first names what there is none of
    gone = {i - 1 for i, c in enumerate(clauses) if i and _NONE_LEFT.match(c.text) and clauses[i - 1].sentence == c.sentence}
    for i, c in enumerate(clauses):
        for m in _WITHOUT.finditer(c.text):  # "No gluten-free": the word whole as well as its parts
            denied |= {stem(w) for w in cl.words_of(m.group(1)) + m.group(1).lower().split()}
        for m in _NONE.finditer(c.text):
            denied |= {stem(w) for w in cl.words_of(m.group(1) or m.group(2)) if w not in STOP_WORDS}
        if i in gone:
            denied |= {stem(w) for w in cl.words_of(c.text) if w not in STOP_WORDS}
            continue
        kept |= {stem(w) for w in cl.words_of(_NONE.sub(" ", _WITHOUT.sub(" ", c.text))) if w not in STOP_WORDS}
    # "every week" is what "not weekly" denies
    anchors = {stem(w) for w in claim.content} - {"user"} | {stem(_EVERY[m.group(1).lower()]) for m in _EVERY_ONE.finditer(claim.text)}
    only = sorted(a for a in anchors & denied if a not in kept and not _near(a, kept))
    return Finding("polarity", f"the user says there is no '{only[0]}'", only[0]) if only else None


# the user takes one of the options offered ("They offered Wednesday at 4pm or Friday the 18th at 9" / "I'll take Wednesday")
_CHOSE = re.compile(r"\b(?:i|we)(?:'ll|\s+will|'d|\s+would|'ve|\s+have)?\s+(?:take|took|go\s+(?:with|for)|went\s+(?:with|for)|"
                    r"choose|chose|pick|picked|book|booked)\s+(?:the\s+)?([\w'-]+)", re.IGNORECASE)


def not_chosen(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A value the chat gives only as an option the user did not take: of "A or B" offered, the user then takes the one
    that names A ("I'll take Wednesday"); a claim giving B's value is refused."""
    chat = parsed.chat
    if chat is None or claim.negated:
        return None
    values = [v for v in claim.values if v.kind != "state"]
    for i, s in enumerate(chat.asserted):
        for m in _CHOSE.finditer(s):
            chosen = stem(m.group(1).lower())
            for offer in chat.asserted[:i]:
                parts = re.split(r"\s+or\s+", offer)
                taken = [p for p in parts if chosen in {stem(w) for w in cl.words_of(p)}]
                if len(parts) < 2 or len(taken) != 1:
                    continue
                for v in values:
                    left = [p for p in parts if p is not taken[0] and any(prose_same(v, x) for x in extract(p))]
                    elsewhere = any(prose_same(v, x) for o in chat.asserted if o is not offer for x in extract(o))
                    if left and not elsewhere and not any(prose_same(v, x) for x in extract(taken[0])):
                        return Finding("not chosen", f"'{v.text}' was an option the user did not take ('{m.group(0)}')", v.text)
    return None


def chat_findings(claim: Claim, parsed: sp.Parsed, span: str = "") -> list[Finding]:
    """`span`: the chat as written (the lines whose writers a claim may name)."""
    if parsed.chat is None or not claim.english:
        return []
    found = [corrected(claim, parsed.chat, span), supposed(claim, parsed), holder_moved(claim, parsed), declined(claim, parsed),
             reported(claim, parsed), past(claim, parsed), only_supposed(claim, parsed), planned(claim, parsed),
             withheld(claim, parsed), called_off(claim, parsed), unsettled(claim, parsed), cannot_come(claim, parsed), not_chosen(claim, parsed),
             not_done(claim, parsed)]
    condition = conditions.kept(claim, parsed)  # "If it rains, the user will ...": the user's plan, its condition kept
    if condition is not None and condition[1]:
        found = [f for f in found if f is None or f.kind != "supposed"]
    elif condition is not None:
        found.append(Finding("supposed", f"the claim joins one condition of the user's plan to what the user would do on "
                             f"another ('{condition[0]}')", "if"))
    return [f for f in found if f is not None]
