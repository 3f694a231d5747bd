"""Aligning a claim with prose: each value in a clause of the same polarity that shares what the claim says of it.

In a list of items in one sentence ("the Skoda for £11,500, and the Corolla for £12,900"; "Netflix at 10.99 a month,
Pulsefit at 8 a month"), a value belongs to its item: a claim that gives it to the item named beside it, or says of
it what only the neighbour's clause says, took it from the neighbour. A bare number counts the noun after it ("12
novels and 3 biographies"). Why: a chat or a page lists several things with their values, and a value found anywhere
in the sentence is not yet the claim's value.
"""

from __future__ import annotations

import re
from decimal import Decimal

from .. import clauses as cl
from .. import spans as sp
from ..text import STOP_WORDS, WEEKDAYS, stem
from ..values import RATE, Value, comparable, extract, same, same_amount
from ..values.equivalence import amount_of
from . import messages
from .base import Finding
from .claim import Claim
from .record_values import _is_degrees, _times_agree, rounds_to, within_path


def _clause_words(clause: cl.Clause) -> set[str]:
    return {stem(w) for w in cl.words_of(clause.text) if w not in STOP_WORDS}


_POUNDS = re.compile(r"\b(?:pounds?|quid)\b", re.IGNORECASE)


def _lead(v: Value) -> Decimal | None:
    """The number a quantity or duration was written with: 15 of "15 years", "fifteen years"."""
    m = re.match(r"[-+]?\d+(?:\.\d+)?", v.text.replace(",", ""))
    if m:
        return Decimal(m.group())
    head = v.text.rsplit(" ", 1)[0] if " " in v.text else ""
    numbers = [x for x in extract(head) if x.kind == "number"] if head else []
    return Decimal(numbers[0].norm) if len(numbers) == 1 else None  # type: ignore[arg-type]


def prose_same(v: Value, x: Value) -> bool:
    """values.same, plus: a claim date of a month matches a day in it ("June 2023", "June 3, 2023"),
    a claim that adds a unit to a bare source number ("15 years old", "age 15") matches it, and so does a claim
    that leaves out the word of a version ("Lumen 4.2", "Version 4.2")."""
    if same_amount(v, x) or _times_agree(v, x) or within_path(v, x):
        return True
    if (v.unit or "").endswith(RATE) != (x.unit or "").endswith(RATE):  # a rate beside a plain value: its amount
        # ("three days a week" for the answer "Three" to "How many days a week?"; the period is checked by `_period`)
        plain_v, plain_x = amount_of(v) or v, amount_of(x) or x
        if (plain_v, plain_x) != (v, x):  # (a unit per second of its own, "430 Mbps", is no rate of ours: read on)
            return prose_same(plain_v, plain_x)
    if v.kind == x.kind == "date" and len(str(v.norm)) == 7 and str(x.norm).startswith(str(v.norm)):
        return True
    if v.kind == "version" and x.kind == "number":  # "Ubuntu 24.04" where the source's "24.04." read as a number
        return ".".join(str(p) for p in v.norm) == x.text  # type: ignore[attr-defined]
    if v.kind in ("quantity", "duration") and x.kind == "number" and not _is_degrees(v):
        return _lead(v) == x.norm
    if {v.kind, x.kind} == {"money", "quantity"}:  # "540 pounds" is £540 or 540 lb: the writer knows which
        money, weight = (v, x) if v.kind == "money" else (x, v)
        return money.unit == "GBP" and bool(_POUNDS.search(weight.text)) and _lead(weight) == money.norm
    # a claim that leaves out the word of a version: "Lumen 4.2" for "Version 4.2 of the Lumen app". (Leaving out a
    # unit, "was 14" for "14 years old", stays unsupported: it also let "graduated at the age of 34" through beside
    # "a 34-year-old ... who graduated in 2012", MemContam generated rho 0.9% -> 1.2%.)
    if v.kind == "number" and x.kind == "version":
        return ".".join(str(p) for p in x.norm) == v.text  # type: ignore[attr-defined]
    return False


def _parts(word: str) -> list[str]:
    """A hyphenated word as the span's tokeniser reads it: "Wi-Fi" is "wi" and "fi"."""
    return cl.words_of(word) or [word]


def _name_in(name: tuple[str, ...], clause: cl.Clause) -> bool:
    words = {stem(w) for w in cl.words_of(clause.text)} | {stem(w) for w in clause.names}
    return (any(stem(w) in words or (len(_parts(w)) > 1 and all(stem(p) in words for p in _parts(w))) for w in name if len(w) > 2)
            or all(stem(p) in words for w in name for p in _parts(w)))


def _holds(v: Value | tuple[str, ...], clause: cl.Clause) -> bool:
    if isinstance(v, tuple):
        return _name_in(v, clause)
    return any(prose_same(v, x) for x in clause.values)


def _rival(v: Value | tuple[str, ...], clause: cl.Clause) -> bool:
    if isinstance(v, tuple):
        own = {stem(w) for w in v}
        return any(not {stem(w) for w in cl.words_of(m.group())} & own and m.start() > 0 or len(m.group().split()) > 1
                   and not {stem(w) for w in cl.words_of(m.group())} & own for m in cl._NAME.finditer(clause.text))
    return any(comparable(v, x) and not prose_same(v, x) for x in clause.values)


_IT_FIRST = re.compile(r"\s*(?:it|it's|it’s|it\s+is|it\s+was)\b", re.IGNORECASE)
# a sentence with no verb of its own, no subject ("Flight TP1357 from Manchester on 12 March."): in a chat, it goes on
# with the sentence before it
_FINITE = re.compile(r"\b(?:i|we|you|he|she|they|it|is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|"
                     r"him|her|them|me|us|my|our|your|his|their|[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]+n't|[a-z]{3,}ed)\b", re.IGNORECASE)


def _rival_item(v: Value, clause: cl.Clause) -> bool:
    """Another value of the kind of `v` in the clause: a year for a year, a count for a count ("founded in 1923" is no
    rival of "80,000 volumes")."""
    return any(comparable(v, x) and not prose_same(v, x) and _dated(v) == _dated(x) for x in clause.values)


_PERSONAL = re.compile(rf"\b(?:{'|'.join(sorted(cl.PERSONAL_PRONOUNS))})\b", re.IGNORECASE)
_SPEAKERS = frozenset("i i'm i've i'd me my mine we we're our ours us you your it it's its".split())


_TOPIC_GLUE = frozenset("the a an of for in at on and our".split())


def _topic(first_sentence: str) -> set[str]:
    """What the source is about: the names that open its first sentence, up to its first lower-case word that is not
    a determiner or a preposition ("The Westbrook Community Library was ...", "Version 4.2 of the Lumen app added
    ..."), as stems; a source speaks of it later as "the library", "the update" or "she"."""
    out = set()
    for m in re.finditer(r"[^\W_][\w'’.-]*|[,;:!?]", first_sentence):
        w = m.group(0)
        if w[0].isupper():
            out.update(stem(x) for x in cl.words_of(w))
        elif not (w[0].isdigit() or w.lower() in _TOPIC_GLUE):
            break
    return out - {stem(w) for w in _TOPIC_GLUE}


# a thing a chat opens on: a name after a preposition or "called" in the user's first sentence ("our production of The
# Lark", "a dishwasher from Kellbrook Appliances", "classes at Casa Ritmo"), not a person ("my husband Tom")
# or after "about" ("the thread about Christmas dinner"), not an owner ("the chat about Grandad's 80th" is his party)
_CHAT_TOPIC = re.compile(r"\b(?:of|from|at|for|with|called|named)\s+(?:the\s+)?((?:[A-Z][\w'’&-]*\s+)*[A-Z][\w'’&-]*)"
                         r"|\babout\s+(?:the\s+)?((?:[A-Z][\w&-]*\s+)*[A-Z][\w&-]*)\b(?!['’]s\b)")


def _chat_topic(first_sentence: str) -> set[str]:
    """What a chat is about: the names its user's first sentence gives after a preposition or "called", as stems; the
    chat speaks of it later as "the play", "it", or by what is done with it ("Opening night is ...")."""
    return {stem(x) for m in _CHAT_TOPIC.finditer(first_sentence) for x in cl.words_of(m.group(1) or m.group(2))}


def _shared(words: set[str], anchors: set[str]) -> int:
    return sum(1 for a in anchors if a in words or _near(a, words))


_OWNER = re.compile(r"\b([a-z]+)(?:'s|’s)\b")  # "Maya's godparents": Maya owns what is named


class _Prose:
    def __init__(self, parsed: sp.Parsed, claim: Claim):
        self.clauses = parsed.clauses
        self.claim = claim
        self.chat = parsed.chat is not None
        self.name_words = {stem(w) for n in claim.names for w in n}
        self.content_stems = {stem(w) for w in claim.content}
        grouped = parsed.sentences()
        self.sentences = {i: set().union(*(_clause_words(c) for c in cs)) for i, cs in grouped.items()}
        self.sentence_text = {i: " ".join(c.text for c in cs).strip() for i, cs in grouped.items()}
        self.topic = _topic(self.sentence_text.get(0, "")) | (_chat_topic(self.sentence_text.get(0, "")) if self.chat else set())
        self.messages = None if self.chat else messages.read(parsed.text, self.sentence_text)  # (conv22) a chat of people
        self.topic |= self.messages.header if self.messages else set()
        # the names each sentence gives (not its first word), as (start, stems, words in the name), read once
        self.named = {i: [(m.start(), {stem(w) for w in cl.words_of(m.group())}, len(m.group().split()))
                          for m in cl._NAME.finditer(text) if m.start() > 0] for i, text in self.sentence_text.items()}

    def _unclaimed(self, sentence: int) -> bool:
        """A sentence that may be about someone else than a claim's name: it names none of the claim's names (but for
        what the source is about) and has no pronoun that could stand for one ("Her team at TechCorp ...")."""
        named = {w for _, stems, _ in self.named[sentence] for w in stems}
        if (named - self.topic) & self.name_words:
            return False
        if self.chat and set(cl.words_of(self.sentence_text[sentence])) & _SPEAKERS:
            return False  # in a chat the user speaks of their own things, and "it" is one they named before
        return not self._pronoun_first(sentence)

    def _pronoun_first(self, sentence: int) -> bool:
        """A personal pronoun comes before any name in the sentence: it stands for someone named before."""
        text = self.sentence_text[sentence]
        first_name = self.named[sentence][0][0] if self.named[sentence] else len(text)
        return any(m.start() < first_name for m in _PERSONAL.finditer(text))

    def _names_other(self, sentence: int) -> bool:
        """The sentence names someone the claim does not (besides what the source is about)."""
        named = {w for _, stems, size in self.named[sentence] if size > 1 for w in stems}
        return bool(named - self.topic - self.name_words)

    def check(self, v: Value | tuple[str, ...], label: str) -> Finding | None:
        holding = [c for c in self.clauses if _holds(v, c)
                   or not isinstance(v, tuple) and any(rounds_to(v, x, self.claim.text) for x in c.values)]
        if not holding:
            return Finding("missing", f"{label} is not in the source", label.strip("'"))
        # a claim that denies may rest on a clause that says it otherwise ("connection lost", "without an error")
        same_polarity = [c for c in holding if c.negated == self.claim.negated or (self.claim.negated and _can_deny(c, self.content_stems))]
        if not same_polarity:
            return Finding("polarity", f"{label} is in a {'denied' if holding[0].negated else 'plain'} clause of the source "
                                       f"('{holding[0].text}'), the claim {'denies' if self.claim.negated else 'affirms'} it",
                           label.strip("'"))
        if not isinstance(v, tuple) and _dated(v):
            relation = _relation(self.claim.text[:v.start])
            said = [(_relation(c.text[:c.text.find(x.text)]), x, c) for c in same_polarity for x in c.values
                    if prose_same(v, x) and x.text in c.text]
            if relation and said and all(r is not None and r[0] != relation[0] for r, _, _ in said):
                (word, _), x, c = said[0]
                return Finding("contradicted", f"{label}: the claim says '{relation[1]} {v.text}', the source "
                                               f"'{word} {x.text}' ('{c.text}')", label.strip("'"))
        own = {stem(w) for w in (v if isinstance(v, tuple) else cl.words_of(v.text))}
        anchors = {stem(w) for w in self.claim.content} - own
        if isinstance(v, tuple):
            anchors -= self.name_words  # a name is placed by what is said of it, not by other names
        if not anchors:
            return None
        if not isinstance(v, tuple):
            period = self._period(v, same_polarity)
            if period is not None:
                return period
            beside = self._beside(v, same_polarity, anchors, label)
            if beside is not None:
                return beside
            placed = v.kind == "number" and _dated(v) and _relation(self.claim.text[:v.start]) is not None  # "since 1923"
            if v.kind == "number" and not placed:
                return self._counted(v, label)  # a bare number or a year in a name ("the 2024 fair"): what it counts
            if v.kind == "identifier":
                return None  # an id: too many unrelated rivals to say which one it is
            mine = max(_shared(self.sentences[c.sentence], anchors) for c in same_polarity)
            for c in self.clauses:  # another sentence says the claim's words of a different value of this kind
                if c.sentence not in {h.sentence for h in same_polarity} and _rival(v, c):
                    if _shared(self.sentences[c.sentence], anchors) > mine:
                        return Finding("moved", f"{label} is in the source, but what the claim says of it is said of "
                                                f"another value ('{c.text}')", label.strip("'"))
            return None
        moved = self._name_moved(v, same_polarity, anchors, label)
        if moved is not None:
            return moved
        for h in same_polarity:  # a list item of its own ("Mission Specialist Y"): its words are not the claim's
            own_words = {w for w in _clause_words(h) - own - {stem(w) for w in h.names} if not any(ch.isdigit() for ch in w)}
            if not own_words or _shared(own_words, anchors):
                return None
            # list items are short ("Commander A, Mission Specialist B"); a long clause is prose, not another item
            taken = [x for x in self.clauses if x.sentence == h.sentence and x is not h and _rival(v, x)
                     and _shared(_clause_words(x), anchors) and len(_clause_words(x)) <= LIST_ITEM_WORDS]
            if not taken or all(own_words <= _clause_words(x) for x in taken):
                return None  # an item like its neighbour, its verb left out ("the Honda costs £9,000, and the Mazda £10,500")
        return Finding("moved", f"{label} is in the source, but the claim's words are said of another item "
                                f"('{taken[0].text}')", label.strip("'"))


    def _name_moved(self, name: tuple[str, ...], holding: list[cl.Clause], anchors: set[str], label: str) -> Finding | None:
        """A name is placed by what the claim says of it: the sentences that name it (or a pronoun standing for it)
        must say at least as much of that as any other sentence. When another sentence says more of it, and the
        name's own sentences say none of it or at least two words fewer, what the claim says was said of someone else
        ("Margaret Chen founded the library" where the source's founding sentence names no one and her sentence says
        she is the director)."""
        if {stem(w) for w in name} <= self.topic or all(_DAY.fullmatch(w) or _MONTH_NAME.fullmatch(w) for w in name):
            return None  # what the source is about ("The 2024 Greenfield Science Fair ...") is "the event" later on
        # its words say nothing of who did what; a hyphenated word counts by its parts, as the source's words do
        anchors = {stem(p) for w in self.claim.content for p in cl.words_of(w)} - self.name_words - self.topic
        # its sentences: those that write it, and those whose pronoun stands for it (not one that follows another name)
        reach = {c.sentence for c in holding if _name_in(name, cl.Clause(c.sentence, c.text, c.negated)) or self._pronoun_first(c.sentence)}
        reach |= self.messages.reach(reach, {stem(w) for w in name}) if self.messages else set()  # its message, its writer's
        # in a chat, "RYA Level 2." / "It's four days in May.": the next sentence's "it" is the thing just named, and
        # the claim's value said there is said of it; so is a value in a next sentence without a verb ("We're flying
        # to Lisbon. Flight TP1357 from Manchester.")
        after = {s + 1 for s in reach if s + 1 in self.sentence_text and (_IT_FIRST.match(self.sentence_text[s + 1])
                 or not _FINITE.search(self.sentence_text[s + 1]))} if self.chat else set()
        values = [v for v in self.claim.values if v.kind != "state"]
        if any(prose_same(v, x) for c in self.clauses if c.sentence in after for x in c.values for v in values):
            return None
        mine = max((_shared(self.sentences[s], anchors) for s in reach), default=0)
        best, where = max(((_shared(words, anchors), s) for s, words in self.sentences.items()
                           if s not in reach and self._unclaimed(s)), default=(0, None))
        if where is None or best <= mine or (mine and best < mine + 2 and not self._names_other(where)):
            return None
        text = self.sentence_text[where]
        return Finding("moved", f"{label} is in the source, but what the claim says of it is said in a sentence "
                                f"that does not name it ('{text}')", label.strip("'"))

    def _beside(self, v: Value, holding: list[cl.Clause], anchors: set[str], label: str) -> Finding | None:
        """A value of one item of a list ("the Skoda for £11,500, and the Corolla for £12,900"): when every clause that
        holds it has words of its own and none of what the claim says of it, and a clause of the same sentence that
        holds another value of its kind says some, the claim took the value from its neighbour."""
        names = self.name_words
        for h in holding:  # the item the claim names holds another value ("Audible at 7.99", "the Honda costs £9,000")
            # an item of its own names another thing ("and the Mazda £10,500"), not "and holds over 80,000 volumes"
            # a number word opening the clause ("Sixteen invited, eleven said yes") names no thing
            other = {stem(w) for m in cl._NAME.finditer(h.text) if not extract(m.group()) for w in cl.words_of(m.group())} - names
            if names and other and not names & _clause_words(h):
                for x in self.clauses:
                    if x.sentence == h.sentence and x is not h and _rival_item(v, x) and names & _clause_words(x):
                        return Finding("moved", f"{label} is in the source, but the item the claim names has another "
                                                f"value ('{x.text}')", label.strip("'"))
        # "a month" is said of every price of a list, and what a bare number counts ("10 ppm") may be said of every
        # item: it tells them apart only where the neighbour does not say it ("12 novels ... and 3 biographies")
        head = _stem_of(_head_after(self.claim.text, v.end))
        anchors = anchors - set(_PERIOD_WORDS) - {head}
        # an owner named beside a value places it no more than the value's other words ("thirty-two said yes including
        # Maya's godparents" says nothing of Maya's lunch)
        own = [_clause_words(h) - _value_words(h) - set(_PERIOD_WORDS) - {stem(w) for w in _OWNER.findall(h.text.lower())} for h in holding]
        if not all(own) or any(_shared(words, anchors) for words in own):
            return None  # a bare value ("10am to 6pm") belongs to the words beside it
        for h, words in zip(holding, own):
            for x in self.clauses:
                if head in words and head not in _clause_words(x):
                    continue
                if x.sentence == h.sentence and x is not h and _rival_item(v, x) and _shared(_clause_words(x), anchors):
                    return Finding("moved", f"{label} is in the source, but what the claim says of it is said of "
                                            f"another value beside it ('{x.text}')", label.strip("'"))
        return None

    def _counted(self, v: Value, label: str) -> Finding | None:
        """A bare number counts the noun after it ("15 participants"). When the source counts that noun with other
        numbers only ("with 142 participants"), and never says the claim's number in a sentence that counts it, the
        claim's number was moved from something else ("age 15")."""
        word = _head_after(self.claim.text, v.end)
        if word is None:
            return None
        head = stem(word)
        counts = [(x, c) for c in self.clauses for x in c.values if x.kind == "number" and _stem_of(_head_in(c.text, x)) == head]
        if not counts or any(prose_same(v, x) for x, _ in counts):
            return None
        counting = {c.sentence for _, c in counts}  # "3 of the 10 tests failed": the number sits beside the count
        if any(prose_same(v, x) and _stem_of(_head_in(c.text, x)) in (None, head)  # not "12 novels and 3 biographies"
               for c in self.clauses if c.sentence in counting for x in c.values):
            return None
        x, c = counts[0]
        return Finding("moved", f"{label} {word}: the source counts {word} as '{x.text}' ('{c.text}')", label.strip("'"))

    def _period(self, v: Value, holding: list[cl.Clause]) -> Finding | None:
        """A rate says its period ("$10 per month", "an annual fee of $25"): the source's sentences that hold the
        value must say the same period, when they say one ("Annual membership costs $25 ... and $10 for students")."""
        mine = _periods(self.claim.text)
        if len(mine) != 1 or v.kind not in ("money", "number", "quantity"):
            return None
        if (v.unit or "").endswith(RATE) and any(same(v, x) for c in holding for x in c.values):
            return None  # one rate said per another period ("£360 a year" / "£30 a month")
        said = [(c, _periods(" ".join(x.text for x in self.clauses if x.sentence == c.sentence))) for c in holding]
        if not said or any(not p or p & mine for _, p in said):
            return None
        c, theirs = said[0]
        return Finding("contradicted", f"'{v.text}': the claim says it is per {next(iter(mine))}, the source per "
                                       f"{' or '.join(sorted(theirs))} ('{c.text}')", v.text)


# A rate's period, as written: "per month", "a month", "each month", "every month", "monthly", "annual", "yearly".
_PERIOD_WORDS = {"hour": "hour", "hourly": "hour", "day": "day", "daily": "day", "week": "week", "weekly": "week",
                 "month": "month", "monthly": "month", "year": "year", "yearly": "year", "annual": "year", "annually": "year",
                 "annum": "year"}
_PERIOD = re.compile(r"\b(?:(?:per|a|an|each|every)\s+(hour|day|week|month|year|annum)|(hourly|daily|weekly|monthly|yearly|annual|annually))\b",
                     re.IGNORECASE)


def _value_words(clause: cl.Clause) -> set[str]:
    """The words a clause's values are written with ("a month" of "8 a month", "miles" of "48,000 miles")."""
    return {stem(w) for x in clause.values for w in cl.words_of(x.text)}


def _periods(text: str) -> set[str]:
    return {_PERIOD_WORDS[(m.group(1) or m.group(2)).lower()] for m in _PERIOD.finditer(text)}


_COUNTED = re.compile(r"\s+((?:[^\W\d_][\w'-]*\s+){0,2}?[^\W\d_][\w'-]*)(?=\s*(?:$|[,.;:!?)]|\s(?:of|in|at|on|for|with|and|or|to|from|by|who|that|which|were|was|are|is|this|these|each|every|per|last|next)\b))",
                      re.IGNORECASE)


def _head_after(text: str, end: int) -> str | None:
    """The noun a bare number counts: the last word of the words right after it, up to a function word or a stop
    ("30 fresh basil leaves" -> leaves, "15 participants" -> participants), as written; None when none follows."""
    m = _COUNTED.match(text, end)
    if not m:
        return None
    head = m.group(1).split()[-1]
    return None if head.lower() in STOP_WORDS else head


def _stem_of(word: str | None) -> str | None:
    return stem(word.lower()) if word else None


def _head_in(text: str, x: Value) -> str | None:
    if text[x.start:x.end] == x.text:  # where the value is: "2 errors in 2 files" counts files with its second 2
        return _head_after(text, x.end)
    m = re.search(rf"(?<!\w){re.escape(x.text)}(?!\w)", text)
    return _head_after(text, m.end()) if m else None


# How a date or a year is placed in time by the word before it: "in 2012" is not "after 2012", "since 2018" is not
# "until 2018". Words of one class may say the same: a beginning is written "in", "on", "since" or "from"
# ("became director in 2018" / "in the role since 2018", "dates from 1923" / "founded in 1923"). Times of day are
# left out: "opens at 9am" and "open from 9am" say the same.
_RELATIONS = {"in": "in", "on": "in", "during": "in", "since": "in", "from": "in", "until": "until",
              "till": "until", "through": "until", "before": "before", "after": "after", "by": "by"}
_BEFORE_VALUE = re.compile(r"([A-Za-z]+)\s+(?:(?:the|early|late|mid)\s+)?(?:(?:year|spring|summer|autumn|fall|winter)\s+(?:of\s+)?)?$")


def _dated(v: Value) -> bool:
    """A date, or a number written as a year (1000-2100, whole)."""
    if v.kind == "date":
        return True
    return v.kind == "number" and isinstance(v.norm, Decimal) and v.norm == v.norm.to_integral_value() and 1000 <= v.norm <= 2100 \
        and re.fullmatch(r"\d{4}", v.text) is not None


def _relation(before: str) -> tuple[str, str] | None:
    """(class, word as written) of the relation word just before a value, when it is one of `_RELATIONS`."""
    m = _BEFORE_VALUE.search(before)
    if not m or m.group(1).lower() not in _RELATIONS:
        return None
    return _RELATIONS[m.group(1).lower()], m.group(1)


LIST_ITEM_WORDS = 6  # at most this many content words in a clause that is an item of a list
# Words with which a clause says that something is not, or stopped, being so ("connection
# lost", "upload failed", "drops events without an error"): such a clause can back a claim
# that denies it ("the opener has no Wi-Fi connection"). Stems.
_DENYING = frozenset(stem(w) for w in (
    "lost lose fail failed failure missing absent unavailable stopped refused denied disabled down error "
    "lack lacks lacking never cannot unable gone expired closed off without neither nor no none zero").split())
_QUALIFIER = re.compile(r"\b(?:without|with\s+(?:no|zero))\s+(?:(?:an?|the|any)\s+)?([^\W\d_]+)", re.IGNORECASE)


def _can_deny(clause: cl.Clause, claim_stems: set[str]) -> bool:
    """Can this clause back a claim that denies? A denial, a word of loss or failure, a zero
    count; a qualifying "without X" / "with no X" only when the claim denies that X
    ("raises no error" on "drops events without an error", not "was not upgraded" on
    "upgraded with no downtime")."""
    if clause.negated or any(x.kind == "number" and x.norm == 0 for x in clause.values):
        return True
    if any(stem(m.group(1).lower()) in claim_stems for m in _QUALIFIER.finditer(clause.text)):
        return True
    return bool({stem(w) for w in cl.words_of(_QUALIFIER.sub(" ", clause.text))} & _DENYING)


def denial_unsupported(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that denies ("the garlic is not sautéed in olive oil") needs a clause of the source
    that denies too, among the clauses that say most of what the claim is about; a source that
    only affirms it contradicts the claim. Prose only: records carry their own states."""
    if not claim.negated or parsed.records or not parsed.clauses:
        return None
    anchors = {stem(w) for w in claim.content}
    if not anchors:
        return None
    shared = [(_shared(_clause_words(c) | {stem(n) for n in c.names}, anchors), c) for c in parsed.clauses]
    best = max(n for n, _ in shared)
    if best == 0:
        return None  # nothing of the claim is in the source: coverage says so
    near = [c for n, c in shared if 2 * n >= best]
    denying = [c for c in near if _can_deny(c, anchors)]
    if denying:
        return _denial_elsewhere(anchors, denying, parsed)
    top = next(c for n, c in shared if n == best)
    return Finding("polarity", f"the claim denies what the source states plainly ('{top.text}')")


def _denial_elsewhere(anchors: set[str], denying: list[cl.Clause], parsed: sp.Parsed) -> Finding | None:
    """A denial that covers another word of its sentence: "I don't eat meat, but fish is fine" denies eating meat and
    affirms fish, so it does not back "the user does not eat fish". A claim word that the sentence of each denying
    clause says only in a plain clause that cannot deny moved the denial."""
    for d in denying:
        same_sentence = [c for c in parsed.clauses if c.sentence == d.sentence]
        said_denied = set().union(*(_clause_words(c) for c in same_sentence if _can_deny(c, anchors)))
        plain = [(c, {a for a in anchors if a in _clause_words(c) and a not in said_denied}) for c in same_sentence
                 if not _can_deny(c, anchors) and len(_clause_words(c)) >= 2]  # (not a speaker's label: "user:")
        moved = next(((c, words) for c, words in plain if words), None)
        if moved is None:
            return None
    c, words = moved
    return Finding("polarity", f"the source denies '{denying[0].text}' but says '{', '.join(sorted(words))}' plainly "
                               f"('{c.text}')")


def apart_from_id(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """In a list of lines that each open with an identifier, the identifier names what its line is about ("a1b2c3d
    Fix login redirect loop"): another value of
    the claim that the source has, but never in a sentence or line with the claim's identifier, was taken from
    another line ("Commit a1b2c3d bumped pandas to 2.2.1" where 2.2.1 is on the line of 9f8e7d6)."""
    lines = [ln.split(None, 1)[0] for ln in parsed.text.splitlines() if ln.strip()]
    keyed = [w for w in lines if any(v.kind == "identifier" and v.text == w for v in extract(w))]
    if not parsed.clauses or len(keyed) < 2:  # a list of lines each opening with an id (git log --oneline, ls -i)
        return None
    ids = [v for v in claim.values if v.kind == "identifier" and v.text in keyed]
    others = [v for v in claim.values if v.kind not in ("identifier", "state")]
    for i in ids:
        with_id = {c.sentence for c in parsed.clauses if any(prose_same(i, x) for x in c.values)}
        if not with_id:
            continue
        for o in others:
            holding = [c for c in parsed.clauses if any(prose_same(o, x) for x in c.values)]
            if holding and not {c.sentence for c in holding} & with_id:
                return Finding("moved", f"'{o.text}' is in the source, but not where '{i.text}' is ('{holding[0].text}')", o.text)
    return None


_LEFT_OUT = re.compile(r"\b(?:not\s+(?:counting|including)|excluding|except(?:\s+for)?)\s+[^,;.]*", re.IGNORECASE)
# an activity given up: "stopped drinking", "quit smoking", "gave up running" deny doing it now
_CEASED = re.compile(r"\b(?:stopped|stop|quit|quitted|gave\s+up|given\s+up|give\s+up)\s+[a-z]+ing\b", re.IGNORECASE)


def affirmation_unsupported(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """The mirror of `denial_unsupported`: a claim that affirms ("the user eats meat") where every clause of the
    source that says most of what the claim is about denies it ("I don't eat meat, but fish is fine"; "I stopped
    drinking alcohol" against "the user drinks alcohol"). Prose only; at least two of the claim's words must be in
    that clause, and a clause that affirms as much of it clears it."""
    if claim.negated or _CEASED.search(claim.text) or parsed.records or not parsed.clauses:
        return None
    kept = _LEFT_OUT.sub(" ", claim.text).lower()  # (conv25) "..., not including the tap": the tap is said left out
    anchors = {stem(w) for w in claim.content if re.search(rf"(?<![\w-]){re.escape(w)}", kept)}
    if len(anchors) < 2:
        return None
    shared = [(_shared(_clause_words(c) | {stem(n) for n in c.names}, anchors), c) for c in messages.said(parsed)]
    best = max((n for n, _ in shared), default=0)
    if best < 2:
        return None
    top = [c for n, c in shared if n == best]
    if not all(c.negated or _CEASED.search(c.text) for c in top):
        return None
    return Finding("polarity", f"the claim affirms what the source denies ('{top[0].text}')")


def _near(a: str, words: set[str]) -> bool:
    return len(a) >= 4 and any((w.startswith(a) or a.startswith(w)) and len(w) >= 4 and abs(len(w) - len(a)) <= 4 for w in words)


_DAYS = tuple(WEEKDAYS)  # in calendar order
_MONTH_NAME = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:[a-z]*)", re.IGNORECASE)
_DAY = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)(?:day|days|\.)?\b|\b(?:tues|wednes|thurs)days?\b", re.IGNORECASE)
_DAY_RANGE = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:through|thru|to|until|till|-|–)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*",
                        re.IGNORECASE)
_FOR_WHOM = re.compile(r"\bfor\s+(?:the\s+|all\s+|each\s+|every\s+)?([a-z]+)", re.IGNORECASE)
_SEGMENT_KINDS = frozenset({"time", "money", "number", "quantity", "duration", "date", "datetime"})


def _tags(text: str) -> set[str]:
    """What a part of a sentence says its value holds for: the days it names (a range "Monday through Saturday" names
    each day in it) and the word after "for" ("$10 for students")."""
    days = {_DAYS[[d[:3] for d in _DAYS].index(m.group(0).lower()[:3])] for m in _DAY.finditer(text)}
    for m in _DAY_RANGE.finditer(text):
        a, b = (_DAYS.index(next(d for d in _DAYS if d.startswith(x.lower()))) for x in (m.group(1), m.group(2)))
        days.update(_DAYS[i % 7] for i in range(a, a + (b - a) % 7 + 1))
    return days | {stem(m.group(1).lower()) for m in _FOR_WHOM.finditer(text) if m.group(1).lower() not in STOP_WORDS}


def _claim_part(text: str, v: Value) -> str:
    """The part of the claim, between "and", "but" or ";", that holds the value."""
    start = 0
    for m in re.finditer(r"\s+(?:and|but)\s+|;", text):
        if m.start() >= v.end:
            return text[start:m.start()]
        start = m.end() if m.end() <= v.start else start
    return text[start:]


def _listed(tags: set[str]) -> str:
    return ", ".join(sorted(tags, key=lambda t: (_DAYS.index(t) if t in _DAYS else 7, t)))


def crossed(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A sentence of parallel parts, each a value and what it holds for ("open Monday through Saturday, 9am to 8pm,
    and Sunday 12pm to 5pm"; "$25 for adults and $10 for students"): a claim that gives one part's value for what
    another part holds for ("opens at 9am on Sundays", "students pay $25") crossed them. A part runs up to a clause
    with a value of the claim value's kind; a claim of several parts ("... and 12pm to 5pm on Sunday") is read part
    by part."""
    if not parsed.clauses or parsed.records:
        return None
    sentences = parsed.sentences()
    for v in claim.values:
        if v.kind not in _SEGMENT_KINDS:
            continue
        part = _claim_part(claim.text, v)  # "... 9am to 8pm Monday through Saturday and 12pm to 5pm on Sunday": two parts
        claim_tags = _tags(part) | {stem(w) for w in cl.words_of(part) if w not in STOP_WORDS}
        for clauses in sentences.values():
            parts: list[list[cl.Clause]] = [[]]
            for c in clauses:
                parts[-1].append(c)
                if any(comparable(v, x) for x in c.values):
                    parts.append([])
            if not parts[-1]:
                parts.pop()
            elif len(parts) > 1:
                parts[-2].extend(parts.pop())
            if len(parts) < 2:
                continue
            texts = [" ".join(c.text for c in p) for p in parts]
            values = [[x for c in p for x in c.values if comparable(v, x)] for p in parts]
            own = [i for i, xs in enumerate(values) if any(prose_same(v, x) for x in xs)]
            if not own:
                continue
            own_tags = set().union(*(_tags(texts[i]) for i in own))
            for i, xs in enumerate(values):
                if i in own or not xs:
                    continue
                bad = (_tags(texts[i]) - own_tags) & claim_tags
                if bad:
                    return Finding("moved", f"'{v.text}' is said for {_listed(_tags(texts[own[0]])) or 'another part'} "
                                            f"('{texts[own[0]]}'); the claim gives it for {_listed(bad)}, which the "
                                            f"source gives '{xs[0].text}' ('{texts[i]}')", v.text)
    return None
