"""A cheap test that a regular expression cannot match: the literal strings one of which each match must contain.

Python's `re` tries every alternative of a pattern like `\\b(?:ignore|disregard|...)\\b` at every position of a text, so
a reader built of a few dozen such patterns costs tens of microseconds a pattern on every candidate, though most
candidates hold none of their words. `anchors` reads a pattern's parse tree for strings one of which every match
contains; `Anchored` wraps a compiled pattern so that search, match, fullmatch, finditer and findall first look for
them in the lower-cased text (one substring test each) and answer "no match" without running the pattern when none
is there. Exact: a string every match contains is in any text the pattern matches. Only anchors of ASCII and Latin
letters are used (`_plain`), and a text holding one of the three characters Python's case-insensitive matching folds to
an ASCII letter while `str.lower` does not ('ı', 'ſ', and 'İ', which lowers to two characters) always runs the pattern.
"""

from __future__ import annotations

import operator
import re
from collections import Counter
from functools import lru_cache, reduce
from re import _constants as _c  # type: ignore[attr-defined]  # the parser's opcodes
from re import _parser as _sre  # type: ignore[attr-defined]
from typing import Iterable, Iterator, NamedTuple

_FOLDED_ELSEWHERE = ("\u0131", "\u017f", "\u0307")  # 'ı' and 'ſ' match 'i' and 's'; 'İ'.lower() is 'i' + U+0307


def _required(items: Iterable) -> frozenset[str] | None:
    """Lower-case literal strings one of which every match of a parsed sequence contains (None: unknown)."""
    best: frozenset[str] | None = None
    run = ""

    def better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
        if a is None or b is None:
            return a or b
        return a if min(map(len, a)) >= min(map(len, b)) else b

    for op, av in items:
        if op is _c.LITERAL:
            run += chr(av).lower()
            continue
        if run:
            best, run = better(best, frozenset([run])), ""
        found = None
        if op is _c.SUBPATTERN:
            found = _required(av[-1])
        elif op is _c.BRANCH:
            alternatives = [_required(b) for b in av[1]]
            if all(a is not None for a in alternatives):
                found = frozenset().union(*alternatives)  # type: ignore[arg-type]
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT) and av[0] >= 1:
            found = _required(av[2])
        best = better(best, found)
    return better(best, frozenset([run])) if run else best


@lru_cache(maxsize=8192)  # a pure function of the pattern: every gate of a process compiles the same rule file's patterns
def anchors(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Strings one of which must be in the lower-cased text for the pattern to match, or None
    when none of at least two characters is certain: then the pattern always runs. `flags`: the
    compiled pattern's (verbose mode changes what is a literal)."""
    try:
        found = _required(_sre.parse(pattern, (flags & ~re.UNICODE) | re.IGNORECASE))
    except Exception:  # noqa: BLE001 - an unparsable corner of the private parser: no pre-filter, never a wrong skip
        return None
    return found if found and min(map(len, found)) >= 2 else None


# ASCII punctuation: no other character matches one of these, with or without IGNORECASE (they have no case)
_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
_DIGIT_RANGE = range(48, 58)


class Needs(NamedTuple):
    """What every match of a pattern holds: at least `digits` decimal digits (what `\\d` matches), and of each
    punctuation character in `chars` at least so many."""

    digits: int
    chars: tuple[tuple[str, int], ...]


def _digit_set(items: list) -> bool:
    """Whether a character set (the parser's IN items) matches decimal digits only."""
    return bool(items) and all((op is _c.CATEGORY and av is _c.CATEGORY_DIGIT) or (op is _c.LITERAL and av in _DIGIT_RANGE)
                               or (op is _c.RANGE and av[0] in _DIGIT_RANGE and av[1] in _DIGIT_RANGE) for op, av in items)


def _least(items: Iterable) -> tuple[int, Counter[str]]:
    """The fewest decimal digits, and of each punctuation character, that a match of a parsed sequence consumes."""
    digits, chars = 0, Counter()
    for op, av in items:
        if op is _c.LITERAL:
            c = chr(av)
            if c.isdecimal():
                digits += 1
            elif c in _PUNCTUATION:
                chars[c] += 1
        elif op is _c.IN:
            digits += _digit_set(av)
        elif op is _c.SUBPATTERN:
            d, cs = _least(av[-1])
            digits, chars = digits + d, chars + cs
        elif op is _c.ATOMIC_GROUP:
            d, cs = _least(av)
            digits, chars = digits + d, chars + cs
        elif op is _c.BRANCH:
            alternatives = [_least(b) for b in av[1]]
            digits += min(d for d, _ in alternatives)
            chars += reduce(operator.and_, (cs for _, cs in alternatives))
        elif op in _REPEATS and av[0] >= 1:
            d, cs = _least(av[2])
            digits += av[0] * d
            chars += Counter({c: n * av[0] for c, n in cs.items()})
    return digits, chars


_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT))


@lru_cache(maxsize=8192)  # a pure function of the pattern
def needs(pattern: str, flags: int = 0) -> Needs | None:
    """The digits and punctuation every match of the pattern holds (`Needs`), or None when it needs neither (or its
    parse is not understood): for patterns of digits and signs (card numbers, phone numbers, addresses, `key: value`
    lines) that have no anchor of letters. Exact: a text with fewer cannot hold a match."""
    try:
        digits, chars = _least(_sre.parse(pattern, flags & ~re.UNICODE))
    except Exception:  # noqa: BLE001 - an unparsable corner of the private parser: the pattern always runs
        return None
    return Needs(digits, tuple(sorted(chars.items()))) if digits or chars else None


def decimals(text: str) -> int:
    """How many characters of the text `\\d` matches (Unicode's decimal digits)."""
    return sum(map(text.count, "0123456789")) if text.isascii() else sum(map(str.isdecimal, text))


def meets(need: Needs | None, text: str, digits: int) -> bool:
    """Whether a text with `digits` decimal digits (`decimals`) holds what a pattern's every match needs."""
    return need is None or (digits >= need.digits and all(text.count(c) >= n for c, n in need.chars))


def initials(words: str) -> str:
    """The first letters of the alternatives of `words` ("you|your|agents?|..."), for a look-ahead `(?=[...])` in front
    of them: Python's `re` tries every alternative at each position it is asked about, where one character class is one
    test. Exact: a match begins with the first letter of its alternative, and the class folds case as those letters do.
    Each alternative must begin with a letter, and `words` hold no group (whose `|` would not part alternatives)."""
    heads = {w[:1] for w in words.split("|")}
    if "(" in words or not all(h.isalpha() for h in heads):
        raise ValueError(f"not a list of words: {words[:60]!r}")
    return "".join(sorted(heads))


def may_match(anchor: frozenset[str] | None, present: frozenset[str]) -> bool:
    """Whether a pattern with these anchors can match a text in which `present` anchors occur."""
    return anchor is None or not anchor.isdisjoint(present)


class AnchorIndex:
    """(perf20) Which of a list of patterns, by their anchors, can match a text holding `present` anchors: `may_match` of
    each, from one set intersection (the patterns by each of their anchors, and those with none) instead of a test a pattern."""

    __slots__ = ("always", "by_anchor")

    def __init__(self, anchor: Iterable[frozenset[str] | None]):
        self.always: list[int] = []
        self.by_anchor: dict[str, list[int]] = {}
        for i, found in enumerate(anchor):
            if found is None:
                self.always.append(i)
            for a in found or ():
                self.by_anchor.setdefault(a, []).append(i)

    def live(self, present: frozenset[str]) -> list[int]:
        """The indexes, in order, of the patterns that may match."""
        found = set(self.always)
        for a in present & self.by_anchor.keys():
            found.update(self.by_anchor[a])
        return sorted(found)


_BY_PREFIX: dict[str, list[str]] = {}  # every anchor in use of three characters or more, by its first three
_SHORT: set[str] = set()  # every anchor in use of two characters
_SEEN: dict[str, frozenset[str] | None] = {}  # texts looked at lately -> the anchors they hold (None: run every pattern)
_SEEN_MAX = 64
_ROOTS: list[tuple[str, frozenset[str]]] = []  # the last few lower-cased texts looked at in full, with their anchors
_ROOTS_MAX = 4
# (perf20) a piece of a root is read from the root's anchors (one substring test each) unless they outnumber this many a
# character of the piece: a scan costs about eight such tests a character (its three-character pieces, then their anchors)
_HELD_PER_CHAR = 8


def _register(anchor: Iterable[str]) -> None:
    for a in anchor:
        if len(a) < 3:
            _SHORT.add(a)
        elif a not in (known := _BY_PREFIX.setdefault(a[:3], [])):
            known.append(a)
    _SEEN.clear()
    _ROOTS.clear()


def register(anchor: Iterable[str]) -> None:
    """Make `present` find these strings too (of two characters or more): for a reader that looks its own anchors up in
    the answer (`screening.Screen`), so that one pass over a text finds the anchors of every pattern of the process."""
    _register([a for a in anchor if len(a) >= 2])


def present(text: str) -> frozenset[str] | None:
    """The anchors (of every anchored pattern, and every string `register`ed) the lower-cased text holds, kept for the
    few texts looked at last (a reader runs dozens of patterns on one clause); None for a text with a character that
    folds unlike its lower case ('ı', 'ſ', 'İ'): every pattern runs on it. A text inside one of the last few looked at
    in full (a clause of it, a sentence, a word) holds only anchors that one holds: those are tested. Otherwise found
    from the text's three-character pieces: an anchor of three characters or more is only tested when its first three
    are among them (in C, one set intersection), one of two when it begins one of them or ends the text."""
    found = _SEEN.get(text, _SEEN)
    if found is not _SEEN:
        return found  # type: ignore[return-value]
    low = text.lower()
    if any(c in low for c in _FOLDED_ELSEWHERE):
        found = None
    elif (outer := next((held for whole, held in _ROOTS if len(held) <= _HELD_PER_CHAR * len(low) and low in whole), None)) is not None:
        found = frozenset([a for a in outer if a in low])
    else:
        found = _scan(low)
        _ROOTS.insert(0, (low, found))
        del _ROOTS[_ROOTS_MAX:]
    if len(_SEEN) >= _SEEN_MAX:
        _SEEN.clear()
    _SEEN[text] = found
    return found


def _scan(low: str) -> frozenset[str]:
    """Every anchor in use that the lower-cased text holds."""
    grams = {low[i : i + 3] for i in range(len(low) - 2)}
    hits = [a for p in _BY_PREFIX.keys() & grams for a in _BY_PREFIX[p] if a in low]
    # an anchor of two characters begins a three-character piece, or ends the text (one set intersection, not a test each)
    pairs = {g[:2] for g in grams}
    pairs.add(low[-2:])
    return frozenset(hits).union(_SHORT & pairs)


def _absent(anchor: frozenset[str], text: str) -> bool:
    """Whether no anchor occurs in the text (so the pattern cannot match it)."""
    found = _SEEN.get(text, _SEEN)  # the text looked at last, without a call: dozens of patterns ask about one text
    if found is _SEEN:
        found = present(text)
    return found is not None and anchor.isdisjoint(found)  # type: ignore[union-attr]


class Anchored:
    """A compiled pattern that skips a text holding none of its anchors; otherwise the pattern itself."""

    __slots__ = ("rx", "anchor")

    def __init__(self, rx: re.Pattern[str], anchor: frozenset[str]):
        self.rx, self.anchor = rx, anchor
        _register(anchor)

    def search(self, text: str, *span: int) -> re.Match[str] | None:
        return None if _absent(self.anchor, text) else self.rx.search(text, *span)

    def match(self, text: str, *span: int) -> re.Match[str] | None:
        return None if _absent(self.anchor, text) else self.rx.match(text, *span)

    def fullmatch(self, text: str, *span: int) -> re.Match[str] | None:
        return None if _absent(self.anchor, text) else self.rx.fullmatch(text, *span)

    def finditer(self, text: str, *span: int) -> Iterator[re.Match[str]]:
        return iter(()) if _absent(self.anchor, text) else self.rx.finditer(text, *span)

    def findall(self, text: str, *span: int) -> list:
        return [] if _absent(self.anchor, text) else self.rx.findall(text, *span)

    def __getattr__(self, name: str):  # noqa: ANN204 - pattern, flags, sub, split ...: the pattern's own
        return getattr(self.rx, name)

    def __repr__(self) -> str:
        return f"Anchored({self.rx!r})"


def anchored(rx: re.Pattern[str]) -> re.Pattern[str] | Anchored:
    """The pattern behind its anchors when it has ASCII ones; else the pattern itself."""
    if not isinstance(rx, re.Pattern) or not isinstance(rx.pattern, str):
        return rx
    found = anchors(rx.pattern, rx.flags)
    return Anchored(rx, found) if found and all(map(_plain, "".join(found))) else rx


def _plain(c: str) -> bool:
    """A character case-insensitive matching folds as str.lower does: ASCII, and the Latin letters with diacritics
    (U+00C0-U+024F) but for 'ı', 'ſ' and 'İ' (Greek, Cyrillic and the micro sign have folds of their own in `re`)."""
    return c.isascii() or ("\u00c0" <= c <= "\u024f" and c not in "\u0130\u0131\u017f")


def anchor_patterns(namespace: dict) -> None:
    """Put each compiled pattern of a module's namespace (its globals) behind its anchors: called once at the end of a
    reader's module, so its functions and the modules importing its patterns use the anchored ones."""
    for name, value in list(namespace.items()):
        if isinstance(value, re.Pattern):
            namespace[name] = anchored(value)
