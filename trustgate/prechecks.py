"""Pre-checks for long alternations, in any script: each alternative tried only where a word it spells is in the text (issue 19).

`prefilter.py` puts a pattern behind its anchors when they are ASCII or Latin letters. Two kinds of pattern it leaves
slow: the lexicon patterns of tongues.py, a few hundred words in thirty scripts behind a look-behind, which `re` tries
at every position of the text (0.1-0.5 ms a concept on an English sentence); and a long alternation whose anchors,
pooled, are in most texts ("need", "post", "order": `marks.UNCHECKED`). `Alternatives` splits such a pattern into its
top-level alternatives, finds in one pass over a text which of them spell a string there that each of their matches
holds (`prefilter`'s parse of a pattern, per alternative), and searches those alone, each on its own.

Exact. The pattern's `search` finds the leftmost position where an alternative matches and, there, the first
alternative in order; each alternative searched alone gives its own leftmost match, so the match with the least
(start, order) is the same span, and an alternative with none of its strings in the text has no match anywhere.
`fold` maps text and strings to one form wherever `re.IGNORECASE` takes two characters for one: `re` lowers a
character by its simple case mapping and compares, and also takes as one the pairs that lower apart (i and dotless i,
s and long s, Greek and Cyrillic letter variants, two ligatures: `re._casefix`), each mapped here to the least of its
class; `str.lower` differs from the simple mapping only for 'İ' (which gains U+0307, deleted here) and a final sigma
(mapped with the other sigma). A pattern that references a group, is verbose, or does not split cleanly is searched
whole. `ALL_PASS` turns every pre-check of this module into a pass (each pattern searched whole), for the tests that
hold the answers equal (tests/test_perf32_screen.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from re import _casefix  # type: ignore[attr-defined]  # the pairs re.IGNORECASE takes as one though they lower apart
from re import _parser as _sre  # type: ignore[attr-defined]

from .prefilter import AnchorIndex, _plain, _required, anchors, meets, needs, register
from .prefilter import present as anchors_present

ALL_PASS = False  # True: every pre-check passes and each pattern is searched whole

_CANON: dict[int, int | None] = {c: min(c, *others) for c, others in _casefix._EXTRA_CASES.items()}
_CANON[0x307] = None  # 'İ'.lower() is 'i' + U+0307, where re lowers it to 'i'


def fold(text: str) -> str:
    """The text lower-cased with every pair `re.IGNORECASE` takes as one written one way (see the module's note)."""
    return text.lower().translate(_CANON)


_GROUP_REFERENCE = re.compile(r"\\[1-9]|\(\?P=|\(\?\(")
_CONDITIONAL = re.compile(r"\(\?\(")


def split_alternatives(source: str, flags: int = 0, references: bool = False) -> list[str] | None:
    """The top-level alternatives of a pattern's source (escapes, character sets and groups read), or None when it has
    one, refers to a group (`references`: only by a conditional group), or is verbose."""
    if flags & re.VERBOSE or (_CONDITIONAL if references else _GROUP_REFERENCE).search(source):
        return None
    out, depth, start, i, in_set = [], 0, 0, 0, False
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if in_set:
            in_set = c != "]"
        elif c == "[":
            in_set = True
            i += source[i + 1 : i + 2] == "^"
            i += source[i + 1 : i + 2] == "]"  # a "]" first in a set is one of its characters
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(source[start:i])
            start = i + 1
        i += 1
    out.append(source[start:])
    return out if len(out) > 1 and depth == 0 and not in_set else None


def _strings(alternative: str, flags: int) -> frozenset[str] | None:
    """Folded strings one of which each match of the alternative holds (None: unknown, the alternative always runs)."""
    found = _required(_sre.parse(alternative, (flags & ~re.UNICODE) | re.IGNORECASE))
    folded = frozenset(fold(s) for s in found) if found else None
    return folded if folded and all(folded) else None


class _Split:
    """One pattern's alternatives (source, and compiled once tried), and those that hold no known string."""

    __slots__ = ("sources", "flags", "compiled", "always")

    def __init__(self, sources: list[str], flags: int, eager: bool):
        self.sources, self.flags = sources, flags
        self.compiled: list[re.Pattern[str] | None] = [re.compile(s, flags) for s in sources] if eager else [None] * len(sources)
        self.always: list[int] = []

    def search(self, text: str, tried: list[int]) -> re.Match[str] | None:
        best: re.Match[str] | None = None
        for i in tried:  # in order: at an equal start, the earlier alternative is the pattern's match
            rx = self.compiled[i] or self._compile(i)
            m = rx.search(text)
            if m is not None and (best is None or m.start() < best.start()):
                best = m
        return best

    def _compile(self, i: int) -> re.Pattern[str]:
        rx = self.compiled[i] = re.compile(self.sources[i], self.flags)
        return rx


class Alternatives:
    """Named patterns searched by their alternatives: `search(name, source, flags, text, whole)` is the pattern's
    `search(text)` match span, trying only the alternatives whose strings are in the text (found for every name in one
    pass, kept for the last few texts); `whole()` is the pattern compiled, searched when it does not split (or with
    `ALL_PASS`). `eager`: each alternative compiled when its pattern is first searched (else when first tried: a few of a
    lexicon's thousands are ever tried)."""

    def __init__(self, kept: int = 64, eager: bool = False):
        self._split: dict[str, _Split | None] = {}
        self._by_prefix: dict[str, list[tuple[str, str, int]]] = {}  # first three characters -> (string, name, alternative)
        self._short: list[tuple[str, str, int]] = []  # strings of one or two characters
        self._seen: dict[str, dict[str, list[int]]] = {}  # text -> name -> alternatives that may match, in order
        self._kept, self._eager = kept, eager

    def add(self, name: str, source: str, flags: int) -> _Split | None:
        sources = split_alternatives(source, flags)
        split = None
        if sources is not None:
            try:  # (each alternative is parsed here)
                strings = [_strings(s, flags) for s in sources]
                split = _Split(sources, flags, self._eager)
            except (re.error, RecursionError):
                strings = None
            if strings is not None and split is not None:
                for i, found in enumerate(strings):
                    if found is None:
                        split.always.append(i)
                    for s in found or ():
                        (self._short if len(s) < 3 else self._by_prefix.setdefault(s[:3], [])).append((s, name, i))
        self._split[name] = split
        self._seen.clear()
        return split

    def _live(self, text: str) -> dict[str, list[int]]:
        """name -> the alternatives (in order) with a string in the text or none known."""
        live = self._seen.get(text)
        if live is None:
            low = fold(text)
            grams = {low[i : i + 3] for i in range(len(low) - 2)}
            hits = {(name, i) for s, name, i in self._short if s in low}
            hits.update((name, i) for p in self._by_prefix.keys() & grams for s, name, i in self._by_prefix[p] if s in low)
            live = {}
            for name, i in hits:
                live.setdefault(name, []).append(i)
            for name, split in self._split.items():
                if split is not None and split.always:
                    live.setdefault(name, []).extend(split.always)
            for found in live.values():
                found.sort()
            if len(self._seen) >= self._kept:
                self._seen.clear()
            self._seen[text] = live
        return live

    def search(self, name: str, source: str, flags: int, text: str, whole: Callable[[], re.Pattern[str]]) -> re.Match[str] | None:
        """The match of the pattern's `search(text)` (the same span; a match of the one alternative that makes it)."""
        split = self._split[name] if name in self._split else self.add(name, source, flags)
        if ALL_PASS or split is None:
            return whole().search(text)
        tried = self._live(text).get(name)
        return split.search(text, tried) if tried else None


_SHARED = Alternatives(eager=True)


class ByAlternative:
    """A compiled pattern whose `search` goes by its alternatives (`Alternatives`); its other methods are the pattern's."""

    __slots__ = ("rx", "name")

    def __init__(self, rx: re.Pattern[str]):
        self.rx, self.name = rx, f"{id(rx)}:{rx.pattern[:40]}"

    def search(self, text: str) -> re.Match[str] | None:
        return _SHARED.search(self.name, self.rx.pattern, self.rx.flags, text, self._whole)

    def _whole(self) -> re.Pattern[str]:
        return self.rx

    def __getattr__(self, name: str):  # noqa: ANN204 - pattern, flags, match, finditer ...: the pattern's own
        return getattr(self.rx, name)


class Narrowed:
    """A value pattern (a credential or personal kind: `screening.Screen.values`) whose `finditer` runs only the alternatives
    a text can hold (issue 19, perf20): `national_id`'s sixty-four, most after a name ("PESEL", "NHS number") or needing a
    dozen digits, took 0.2 ms on each text holding a few digits. An alternative is left out when none of its anchors
    (`prefilter`) is in the text or the text holds fewer digits or signs than its every match (`prefilter.needs`); the
    others are each searched alone (compiled once), and their matches merged as the pattern finds them: from where the
    last match ended, the least start, and at one start the earlier alternative. Exact: an alternative left out matches
    nowhere in the text; at the leftmost position where any alternative matches, the pattern's match is the first
    alternative's in order that matches there, which is that alternative's own leftmost match from the same position (a
    look-behind sees the text before it either way). The matches are the pattern's spans in the same text (what a check
    reads of them: the span, the text, group 0). Not split: a pattern with one alternative, a group referred to from
    outside its alternative or after one with a group, or an alternative that can match the empty string; a text `prefilter.present` leaves to every pattern runs the whole."""

    __slots__ = ("rx", "sources", "compiled", "needs", "index")

    def __init__(self, rx: re.Pattern[str]):
        self.rx = rx
        sources = split_alternatives(rx.pattern, rx.flags, references=True)
        try:  # an empty match moves on by a rule of its own; a group referred to keeps its number alone only with no group before
            if sources and any(_sre.parse(s, rx.flags & ~re.UNICODE).getwidth()[0] == 0 or (_GROUP_REFERENCE.search(s) and any(
                    re.compile(t, rx.flags).groups for t in sources[:i])) for i, s in enumerate(sources)):
                sources = None
            compiled = [re.compile(s, rx.flags) for s in sources or ()]  # (a reference to another alternative's group fails here)
        except (re.error, RecursionError):
            sources, compiled = None, []
        self.sources, self.compiled = sources or [], compiled
        self.needs = [needs(source, rx.flags) for source in self.sources]  # what each alternative's every match holds
        found = [anchors(source, rx.flags) for source in self.sources]
        found = [a if a and all(map(_plain, "".join(a))) else None for a in found]
        register({s for a in found for s in a or ()})
        self.index = AnchorIndex(found)  # the alternatives by their anchors (those with none always tried, their needs permitting)

    def finditer(self, text: str, digits: int) -> Iterator[re.Match[str]]:
        """The pattern's `finditer(text)` (its matches' spans), the text holding `digits` decimal digits (`prefilter.decimals`)."""
        found = None if ALL_PASS or not self.sources else anchors_present(text)
        if found is None:
            return self.rx.finditer(text)
        live = [i for i in self.index.live(found) if meets(self.needs[i], text, digits)]
        if len(live) == len(self.sources):
            return self.rx.finditer(text)
        return self._merged(text, live) if live else iter(())

    def _merged(self, text: str, live: list[int]) -> Iterator[re.Match[str]]:
        rxs = [self.compiled[i] for i in live]
        next_of = [rx.search(text) for rx in rxs]  # each alternative's leftmost match from where the last one ended
        while True:
            best = min((k for k, m in enumerate(next_of) if m is not None), key=lambda k: next_of[k].start(), default=None)  # type: ignore[union-attr]
            if best is None:
                return
            m = next_of[best]
            yield m  # type: ignore[misc]
            end = m.end()  # type: ignore[union-attr]
            next_of = [x if x is None or x.start() >= end else rxs[k].search(text, end) for k, x in enumerate(next_of)]
