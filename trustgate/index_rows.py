"""The per-row columns of a scope index (index.py) that are not vectors: the inverted lists of character trigrams and
words (`Postings`), the rows' fact ids (`Ids`), and the table of least overlap counts the Jaccard lookup compares
counts with (`least_counts`). A persisted index (index_cache.py) maps both from its file; rows added since are kept
after them."""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field

import numpy as np


@dataclass
class Postings:
    """Inverted lists: token -> rows holding it, sorted (rows are only ever added at the end; jaccard_hits
    searches them). A persisted index (index_cache.py) comes back as one array of rows per kind with each
    token's start (`base`); rows added since go to `lists`, after the base's."""

    lists: dict[str, array] = field(default_factory=dict)
    sizes: array | np.ndarray = field(default_factory=lambda: array("i"))  # np.ndarray: mapped from a file (ScopeIndex._growable)
    empty: list[int] = field(default_factory=list)  # rows whose token set is empty (J(∅, ∅) = 1)
    largest: int = 0  # the largest token set of any row
    base: dict[str, tuple[int, int]] = field(default_factory=dict)  # token -> (start, end) in base_rows
    base_rows: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))

    def add(self, pos: int, tokens: frozenset[str]) -> None:
        self.sizes.append(len(tokens))
        self.largest = max(self.largest, len(tokens))
        if not tokens:
            self.empty.append(pos)
        for t in tokens:
            lst = self.lists.get(t)
            if lst is None:
                lst = self.lists[t] = array("i")
            lst.append(pos)

    def __contains__(self, token: str) -> bool:
        return token in self.lists or token in self.base

    def get(self, token: str) -> np.ndarray | None:
        """The rows holding `token`, ascending; None when no row does."""
        span, tail = self.base.get(token), self.lists.get(token)
        if span is None:
            return None if tail is None else np.frombuffer(tail, dtype=np.int32)
        head = self.base_rows[span[0] : span[1]]
        return head if tail is None else np.concatenate([head, np.frombuffer(tail, dtype=np.int32)])

    def tokens(self) -> set[str]:
        return set(self.base) | set(self.lists)


class Ids:
    """The rows' fact ids, in row order. A loaded index (index_cache.py) keeps them as the file holds them, one
    NUL-separated UTF-8 block mapped from it, with where each ends (4 or 8 bytes a row), rather than a million Python
    strings (about 70 MB at a million rows); ids added since are held as strings after them."""

    def __init__(self, block: np.ndarray | None = None, n: int = 0):
        """`block`: n ids joined by NUL (n 0: none)."""
        self.block = np.zeros(0, dtype=np.uint8) if block is None or not n else block
        ends = np.append(np.flatnonzero(self.block == 0), len(self.block)) if n else np.zeros(0)
        self.ends = ends.astype(np.int32 if len(self.block) < 2**31 else np.int64)
        self.tail: list[str] = []

    def __len__(self) -> int:
        return len(self.ends) + len(self.tail)

    def __getitem__(self, i: int) -> str:
        base = len(self.ends)
        if i < 0:
            i += len(self)
        if i >= base:
            return self.tail[i - base]
        if i < 0:
            raise IndexError(i)
        start = int(self.ends[i - 1]) + 1 if i else 0
        return bytes(self.block[start : int(self.ends[i])]).decode("utf-8")

    def __iter__(self):
        if len(self.ends):
            yield from bytes(self.block).decode("utf-8").split("\0")
        yield from self.tail

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, (Ids, list)) else NotImplemented

    def append(self, fact_id: str) -> None:
        self.tail.append(fact_id)


def least_counts(f: int, q: int, threshold: float, largest: int) -> np.ndarray:
    """For each row size s in 0..largest, the least count c >= 1 of rarer tokens with
    (c + f) (1 + t) >= t (q + s) - 1e-9, in the float64 arithmetic jaccard_hits used on every
    row, so that `counts >= table[size]` keeps exactly the rows that bound kept. The left side
    only grows with c, so the estimate from one division is moved a step at a time until it is
    the least count that passes."""
    rhs = threshold * (q + np.arange(largest + 1, dtype=np.int32)) - 1e-9
    scale = 1.0 + threshold
    least = np.maximum(np.ceil(rhs / scale).astype(np.int64) - f, 1)
    for _ in range(8):
        up = (least + f) * scale < rhs  # does not pass: one more
        down = (least > 1) & ((least - 1 + f) * scale >= rhs)  # one fewer passes too
        if not (up.any() or down.any()):
            return least
        least = least + up - down
    raise AssertionError("least_counts did not settle")  # cannot happen: the estimate is within a step or two
