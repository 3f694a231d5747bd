"""A claim word swapped for its opposite ("dislikes hiking" where the source says "enjoys hiking"), for another
word inside a phrase the source has ("a distributed file system" where it says "a distributed database system"), or
a verb put in a tense the source does not give it ("will launch" where it says "launched").

An opposite is only evidence against a claim where it stands in the claim word's place: the
source has the opposite followed by the same content word or value that follows the claim word
(what a verb or an adjective governs: "dislikes hiking", "heavy packs"; for a word that ends
the claim, preceded by the same word), and nowhere has the claim word itself there. "The clinic
closes at 6pm" beside "The clinic opened in 2015 ... open from 8am to 6pm" is not a finding;
"removed offline mode" beside "added offline mode and removed the legacy sync engine" is. The pairs come from the rule
file (`grounding.opposites`), stemmed, read both ways. A word the claim and the source share is
never an opposite of itself, and a denial is left to polarity (prose.py).
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..text import STOP_WORDS, stem
from .base import Finding

_TOKEN = re.compile(r"[^\W_][\w'-]*|\d[\d.,:/-]*\w*")
_FUNCTION = STOP_WORDS | {"the", "a", "an", "of", "in", "on", "at", "to", "for", "by", "with", "from", "and", "or", "but", "is",
                          "are", "was", "were", "be", "been", "has", "have", "had", "its", "their", "his", "her", "this", "that"}


def table(pairs: list[list[str]] | tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    """Stem -> the stems of its opposites, both ways."""
    out: dict[str, set[str]] = {}
    for a, b in pairs:
        sa, sb = stem(a.lower()), stem(b.lower())
        out.setdefault(sa, set()).add(sb)
        out.setdefault(sb, set()).add(sa)
    return {k: frozenset(v) for k, v in out.items()}


def _content(text: str, keep: dict[str, frozenset[str]]) -> list[tuple[str, str]]:
    """(stem, word as written) of each content token in order; numbers kept as written; a function word that has an
    opposite ("over", "before") kept too."""
    out = []
    for m in _TOKEN.finditer(text):
        w = m.group(0).lower().strip("'")
        if not w:
            continue
        s = w if w[0].isdigit() else stem(w)
        if w not in _FUNCTION or s in keep:
            out.append((s, m.group(0)))
    return out


def opposed(claim: str, parsed: sp.Parsed, opposites: dict[str, frozenset[str]]) -> Finding | None:
    """The first claim word whose opposite stands in its place in a sentence of the source, as a finding."""
    if not opposites or not parsed.clauses:
        return None
    mine = _content(claim, opposites)
    sentences = {i: [c.text for c in cs] for i, cs in parsed.sentences().items()}
    theirs = [(" ".join(texts), _content(" ".join(texts), opposites)) for texts in sentences.values()]
    for i, (s, written) in enumerate(mine):
        against = opposites.get(s)
        if not against:
            continue
        side = 1 if i + 1 < len(mine) else -1  # what the word governs ("dislikes hiking", "heavy packs"), else what precedes
        if not 0 <= i + side < len(mine):
            continue
        near = mine[i + side][0]
        if any(t == s and 0 <= j + side < len(toks) and toks[j + side][0] == near
               for _, toks in theirs for j, (t, _) in enumerate(toks)):
            continue  # the source also says the claim's own word there, in this sentence or another ("download speed")
        for text, toks in theirs:
            spots = [(j, t) for j, (t, _) in enumerate(toks) if t in against and 0 <= j + side < len(toks) and toks[j + side][0] == near]
            if not spots:
                continue
            j = spots[0][0]
            return Finding("contradicted", f"'{written}': the source says '{toks[j][1]}' there ('{text.strip()}')", written)
    return None


def substituted(claim: str, parsed: sp.Parsed) -> Finding | None:
    """One word swapped inside a phrase the source has: the claim's word is nowhere in the source, and the source has
    another word, which the claim lacks, in its place: between the same two words ("a distributed file system" beside
    "a distributed database system", "30 fresh mint leaves" beside "30 fresh basil leaves"), before or after the same
    two words ("an air purification device" beside "his water purification device"), or beside one same word where
    the claim's word on its other side is new as well or there is none ("experiments on muscle atrophy" beside
    "experiments on bone density loss", "used graphene coatings" beside "using perovskite coatings"). Only words that do not read
    as a verb form (-ed, -ing: "established in 1923" for "founded in 1923" is a rewording), between two words (not
    values); names are checked as names."""
    if not parsed.clauses:
        return None
    mine = _content(claim, {})
    said = {t for c in parsed.clauses for t, _ in _content(c.text, {})}
    sentences = {i: [c.text for c in cs] for i, cs in parsed.sentences().items()}
    # (a sentence, its content tokens, which of them join the one before: clause breaks count as commas)
    theirs = [(" ".join(texts), _content(" ".join(texts), {}), _before(", ".join(texts))[1]) for texts in sentences.values()]
    compound = _compound_swapped(mine, theirs, said)
    if compound is not None:
        return compound
    claimed = {t for t, _ in mine}
    before, linked = _before(claim)
    for i in range(len(mine)):
        s, written = mine[i]
        if s in said or not _noun_like(written) or before[i] in _VERB_BEFORE or before[i][:1].isupper():
            continue  # a word after a name or an auxiliary reads as a verb ("Sarah Liu won", "Orion-7 will study")
        # after a determiner, a preposition, a possessive or a verb form, the word heads a noun phrase; after another
        # plain word it may be a verb ("the library closes"), so it needs the same words on both sides
        phrase = before[i].lower() in _NOUN_BEFORE or before[i].lower().endswith(("ed", "ing", "'s"))
        for text, toks, joined in theirs:
            for j in range(len(toks)):
                if toks[j][0] == s or toks[j][0] in claimed or not _noun_like(toks[j][1]):
                    continue
                left = [k for k in (1, 2) if i - k >= 0 and j - k >= 0 and _plain(mine[i - k][1]) and _same_word(toks[j - k], mine[i - k])
                        and linked[i - k + 1] and joined[j - k + 1]]
                right = [k for k in (1, 2) if i + k < len(mine) and j + k < len(toks) and _plain(mine[i + k][1])
                         and toks[j + k][0] == mine[i + k][0] and linked[i + k] and joined[j + k]]
                left, right = len(left) if left[:1] == [1] else 0, len(right) if right[:1] == [1] else 0
                anchors = [mine[i - k][1] for k in range(1, left + 1)] + [mine[i + k][1] for k in range(1, right + 1)]
                if not any(_noun_like(a) for a in anchors):
                    continue  # verbs alone ("is seasoned", "used") do not place a noun
                new_left = i == 0 or mine[i - 1][0] not in said  # the claim's word on the other side is new too
                new_right = i + 1 == len(mine) or mine[i + 1][0] not in said
                if (left and right) or phrase and (left == 2 or right == 2 or (left and new_right) or (right and new_left)):
                    said_there = " ".join(t[1] for t in toks[j - left:j + right + 1])
                    return Finding("contradicted", f"'{written}': the source says '{said_there}' ('{text.strip()}')", written)
    return None


# words after which a claim word is a noun in a phrase: determiners, prepositions, possessives (and, below, a
# verb form ending -ed or -ing: "used graphene coatings")
_NOUN_BEFORE = frozenset("the a an this that these those its their his her our my your of in on at to for by with from "
                         "about into onto over under".split()) | {""}


def _compound_swapped(mine: list[tuple[str, str]], theirs: list, said: set[str]) -> Finding | None:
    """A hyphenated word whose first part is swapped ("wind-powered catamaran" beside "solar-powered catamaran"): the
    same last part, another first part, and the same word after it or before it."""
    for i, (s, written) in enumerate(mine):
        if "-" not in written or s in said or not written.replace("-", "").isalpha():
            continue
        head, _, tail = written.lower().rpartition("-")
        for text, toks, _ in theirs:
            for j, (_, other) in enumerate(toks):
                o_head, _, o_tail = other.lower().rpartition("-")
                if o_tail != tail or not o_head or o_head == head or not o_head.replace("-", "").isalpha():
                    continue
                after = i + 1 < len(mine) and j + 1 < len(toks) and mine[i + 1][0] == toks[j + 1][0]
                before = i > 0 and j > 0 and mine[i - 1][0] == toks[j - 1][0]
                if after or before:
                    return Finding("contradicted", f"'{written}': the source says '{other}' ('{text.strip()}')", written)
    return None


_COPULA = frozenset("is are was were".split())
_VERB_BEFORE = frozenset("is are was were be been being am has have had will would can could should shall may might must "
                         "do does did".split())


def _before(text: str) -> tuple[list[str], list[bool]]:
    """For each content token of `text` (as `_content` gives them): the word written right before it ("" at the
    start), and whether it is in one phrase with the content token before it (nothing between them but
    determiners and prepositions: "experiments on bone", not "leaves and season", "dish is seasoned", "a, b")."""
    words, linked, prev_raw, gap_ok, copula, end = [], [], "", False, False, 0
    for m in _TOKEN.finditer(text):
        w = m.group(0).lower().strip("'")
        gap_ok = gap_ok and not re.search(r"[,.;:!?()]", text[end:m.start()])
        end = m.end()
        if w and w not in _FUNCTION:
            words.append(prev_raw)
            linked.append(gap_ok and not copula)
            gap_ok, copula = True, False
        elif w in _COPULA:  # "room is on the top floor": a copula before a preposition keeps the phrase
            copula = True
        elif w in _NOUN_BEFORE:
            copula = False
        else:
            gap_ok = False
        prev_raw = m.group(0)
    return words, linked


def _plain(word: str) -> bool:
    """A lower-case word (not a name, not a number): what a phrase is made of."""
    return word.isalpha() and word.islower()


def _same_word(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """The same word, a verb in another form ("using" / "used") included."""
    return a[0] == b[0] or (a[1].isalpha() and b[1].isalpha() and _base(a[1]) == _base(b[1]))


def _base(word: str) -> str:
    return re.sub(r"(?:ing|ed|es|e|s)$", "", word.lower())


_RATE_WORDS = frozenset("hourly daily nightly weekly fortnightly monthly quarterly yearly annually".split())  # "a month"


# words that place a thing in a series ("the next blood donation"), not nouns swapped for another
_SERIES_WORDS = frozenset("next last previous first second third final upcoming following latest".split())


def _noun_like(word: str) -> bool:
    return word.isalpha() and word.islower() and not word.endswith(("ed", "ing")) and len(word) > 2 and word not in _RATE_WORDS \
        and word not in _SERIES_WORDS


_FUTURE = re.compile(r"(?:\b(?:will|shall|is going to|are going to)|(?<=\w)['’]ll)\s+(?:not\s+)?(?:be\s+)?([a-z]+)", re.IGNORECASE)
_PAST = re.compile(r"\b([a-z]{3,}ed)\b", re.IGNORECASE)
_PRICED = re.compile(r"(?:[£$€]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:p|pounds|quid|euros|dollars))\s+$", re.IGNORECASE)


def _tenses(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(stem -> how the future says it: "will launch", stem -> how a past form says it: "launched")."""
    future = {_verb_stem(m.group(1)): m.group(0) for m in _FUTURE.finditer(text)}
    # a participle after an amount says what the price holds ("£995 fitted", "£30 delivered"), and one after "be" is
    # the future's or a wish's ("will be fitted"), not what happened
    past = {_verb_stem(m.group(1)): m.group(1) for m in _PAST.finditer(text)
            if not _PRICED.search(text, 0, m.start()) and not re.search(r"\bbe\s+$", text[:m.start()], re.IGNORECASE)}
    return future, past


def _verb_stem(word: str) -> str:
    """A verb's stem, its doubled last consonant undone ("shipped" -> ship, like "ship")."""
    return re.sub(r"([b-df-hj-np-tv-z])\1$", r"\1", stem(word.lower()))


def tense_swapped(claim: str, parsed: sp.Parsed) -> Finding | None:
    """A verb the source says only in the future that the claim says in the past ("Orion-7 conducted experiments"
    beside "Orion-7 will conduct experiments"), or the other way ("will launch on June 3" beside "launched on June
    3"): what was planned is not what happened."""
    if not parsed.clauses:
        return None
    mine_future, mine_past = _tenses(claim)
    theirs_future, theirs_past = _tenses(parsed.text)
    for s, said in sorted(mine_future.items()):
        if s in theirs_past and s not in theirs_future:
            return Finding("contradicted", f"the claim says '{said}', the source '{theirs_past[s]}': it already happened", said)
    for s, said in sorted(mine_past.items()):
        if s in theirs_future and s not in theirs_past:
            return Finding("contradicted", f"the claim says '{said}', the source '{theirs_future[s]}': it has not happened yet", said)
    return None


_DONE = re.compile(r"\b(?:finish(?:ed|es)?|complet(?:ed|es)|conclud(?:ed|es)|already|wrapped up)\b", re.IGNORECASE)
_ONGOING = re.compile(r"\b(?:is|are|am)\s+(?:currently\s+|still\s+|now\s+)?[a-z]+ing\b", re.IGNORECASE)
_PLANNED = re.compile(r"\b(?:will|shall|planned|scheduled|expected|projected|intended|due to|going to)\b", re.IGNORECASE)
_ACTIVE_PAST = re.compile(r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bhas )(?<!\bhave )(?<!\bhad )"
                          r"\b([a-z]{3,}ed)\b")


_NOT_VERBS = frozenset("hundred red bed shed speed seed need indeed embed breed greed".split())


def aspect_swapped(claim: str, parsed: sp.Parsed) -> Finding | None:
    """The claim says done what the source says is under way or planned, in the sentence that says most of what the
    claim does: "has already finished its experiments" beside "will conduct experiments", "finished building
    Pegasus" beside "is working on ... Pegasus", "the mission lasted 180 days" beside "the mission duration is
    planned for 180 days". Not when that sentence says it is done as well."""
    if not parsed.clauses:
        return None
    mine = {t for t, _ in _content(claim, {})}
    plain = {t for t, w in _content(claim, {}) if _plain(w)}  # a shared plain word outranks shared names
    sentences = {i: [c.text for c in cs] for i, cs in parsed.sentences().items()}
    scored = []
    for texts in sentences.values():
        theirs = {t for t, _ in _content(" ".join(texts), {})}
        scored.append((len(mine & theirs), len(plain & theirs), " ".join(texts)))
    best, _, text = max(scored, key=lambda x: (x[1], x[0]), default=(0, 0, ""))
    if best < 2 or _DONE.search(text):
        return None
    done = _DONE.search(claim)
    if done and (_ONGOING.search(text) or _PLANNED.search(text)):
        return Finding("contradicted", f"the claim says '{done.group(0)}', the source says it is "
                                       f"{'under way' if _ONGOING.search(text) else 'planned'} ('{text}')", done.group(0))
    past = next((m for m in _ACTIVE_PAST.finditer(claim) if m.group(1).lower() not in _NOT_VERBS), None)
    planned = _PLANNED.search(text) if not _PLANNED.search(claim) else None  # a claim about the plan says it is one
    if past and planned and not _ONGOING.search(text) and _verb_stem(past.group(1)) not in {_verb_stem(w) for w in re.findall(r"[a-z]+ed\b", text)}:
        return Finding("contradicted", f"the claim says '{past.group(1)}', the source says it is {planned.group(0)} "
                                       f"('{text}'): it has not happened yet", past.group(1))
    return None


# (gt21) a prefix that makes a state word its opposite: "Discharging", "Disconnected", "unhealthy", "inactive"
_NEGATING_PREFIX = ("dis", "un", "in", "non", "non-")
_DENIED = re.compile(r"\b(?:not|no|never|nothing|none|neither|nor|without|isn't|aren't|wasn't|weren't|doesn't|don't|didn't)\b|n't\b",
                     re.IGNORECASE)


def prefix_negated(claim: str, uncovered: tuple[str, ...], source: str) -> Finding | None:
    """A state word the claim says that the source never prints, where the source's states (`source`: its state
    fields' cells) print it only with a prefix that makes it its opposite: "the battery is charging" against
    "State: Discharging"; "the port is connected" against "status": "Disconnected". A claim that denies something
    ("is not charging") is left to polarity."""
    if _DENIED.search(claim):
        return None
    words = {w.lower() for w in re.findall(r"[^\W\d_][\w-]*", source)}
    for w in uncovered:
        if len(w) < 4 or not w.isalpha():
            continue
        negated = next((p + w for p in _NEGATING_PREFIX if p + w in words), None)
        if negated is not None:
            return Finding("polarity", f"'{w}' is not in the source, which says '{negated}'", w)
    return None


def unprinted(words: tuple[str, ...] | list[str], parsed: sp.Parsed) -> tuple[str, ...]:
    """(gt26) The claim's words that the source never prints as a word of their own, though they may be part of a
    field's name ("eligible" inside "RenewalEligibility")."""
    printed = {w.lower() for w in re.findall(r"[^\W\d_][\w-]*", parsed.text)}
    return tuple(w for w in words if w.lower() not in printed)


def named_field_cells(words: tuple[str, ...], parsed: sp.Parsed) -> list[str]:
    """(gt26) The one-word cells ("INELIGIBLE") of fields whose name holds one of `words` ("RenewalEligibility" for
    "eligible"): what the output says of the very thing the claim names, whatever the field is called."""
    def named(r: sp.Record) -> bool:
        names = sp.field_words(r.path[-1]) if r.path else []
        return any(n.startswith(w.lower()[:max(4, len(w) - 3)]) for w in words for n in names)
    return [r.raw.strip() for r in parsed.records if isinstance(r.raw, str)
            and re.fullmatch(r"[^\W\d_][\w-]*", r.raw.strip()) and not _CAMEL.match(r.raw.strip()) and named(r)]


_CAMEL = re.compile(r"[A-Z][a-z]+[A-Z]")  # "InService", "InProgress": two words run together, no negation
