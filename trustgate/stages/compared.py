"""The conflict stage's comparison of a candidate with one proposed fact, kept per pair (bounded, least recently used
dropped first).

A comparison (is the fact about the candidate's slot, how that was decided, which values differ) is a pure function of
the two sides' texts and explicit slots, the proposal's cosine score, how it was proposed, the change the candidate
tells and the stage's settings: `ConflictCheck._compare` keys it by exactly those, so a pair compared again (the same
candidate retried, or decided again by a dry run and then a write) gives the answer it gave, without the slot rules,
WordNet and the value comparison running again. The differences are copied out, so no decision holds what another
one does.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from threading import Lock
from typing import Any, Callable, Hashable

PAIRS = 16384  # comparisons kept per stage settings: a reading and its few differences each, shared with the readings' cache


class PairCache:
    """A bounded map of comparisons, least recently used dropped first; safe to share between threads."""

    def __init__(self, size: int = PAIRS):
        self.size = size
        self._kept: OrderedDict[Hashable, tuple] = OrderedDict()
        self._lock = Lock()
        self.hits = self.misses = 0

    def get(self, key: Hashable, compute: Callable[[], tuple[Any, str, list, bool]]) -> tuple[Any, str, list, bool]:
        """(the fact's reading or None when it is another slot, how, differences, equal) for `key`, computed once."""
        with self._lock:
            got = self._kept.get(key)
            if got is not None:
                self._kept.move_to_end(key)
                self.hits += 1
        if got is None:
            got = compute()
            with self._lock:
                self.misses += 1
                self._kept[key] = got
                if len(self._kept) > self.size:
                    self._kept.popitem(last=False)
        reading, how, diffs, equal = got
        return reading, how, copy.deepcopy(diffs), equal

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self.hits = self.misses = 0


_BY_SETTINGS: dict[Hashable, PairCache] = {}


def pair_cache(settings: Hashable) -> PairCache:
    """The one cache of the stages built with these settings (the bench's and a gate's stages share it)."""
    return _BY_SETTINGS.setdefault(settings, PairCache())


def forget_pairs() -> None:
    """Drop every kept comparison (the bench times each of its rows on the same candidates: a row must not be decided
    from the comparisons an earlier row kept)."""
    for cache in _BY_SETTINGS.values():
        cache.clear()
