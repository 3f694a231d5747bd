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

import re
from functools import lru_cache
from re import _constants as _c  # type: ignore[attr-defined]  # the parser's opcodes
from re import _parser as _sre  # type: ignore[attr-defined]
from typing import Iterable, Iterator

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


def may_match(anchor: frozenset[str] | None, present: frozenset[str]) -> bool:
    """Whether a pattern with these anchors can match a text in which `present` anchors occur."""
    return anchor is None or not anchor.isdisjoint(present)


_BY_PREFIX: dict[str, list[str]] = {}  # every anchor in use, by its first three characters (two for one of two)
_SEEN: dict[str, frozenset[str] | None] = {}  # texts looked at lately -> the anchors they hold (None: run every pattern)
_SEEN_MAX = 64


def _register(anchor: frozenset[str]) -> None:
    for a in anchor:
        known = _BY_PREFIX.setdefault(a[:3], [])
        if a not in known:
            known.append(a)
    _SEEN.clear()


def present(text: str) -> frozenset[str] | None:
    """The anchors (of every anchored pattern) the lower-cased text holds, found from its two- and three-character
    pieces in one pass and kept for the few texts looked at last (a reader runs dozens of patterns on one clause); None
    for a text with a character that folds unlike its lower case ('ı', 'ſ', 'İ'): every pattern runs on it."""
    found = _SEEN.get(text, _SEEN)
    if found is not _SEEN:
        return found  # type: ignore[return-value]
    low = text.lower()
    if any(c in low for c in _FOLDED_ELSEWHERE):
        found = None
    else:
        pieces = {low[i : i + 3] for i in range(len(low))} | {low[i : i + 2] for i in range(len(low) - 2)}
        found = frozenset([a for p in pieces if (known := _BY_PREFIX.get(p)) for a in known if a in low])
    if len(_SEEN) >= _SEEN_MAX:
        _SEEN.clear()
    _SEEN[text] = found
    return found


def _absent(anchor: frozenset[str], text: str) -> bool:
    """Whether no anchor occurs in the text (so the pattern cannot match it)."""
    found = present(text)
    return found is not None and anchor.isdisjoint(found)


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
