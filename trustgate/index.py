"""Exact, indexed candidate lookup for the conflict stage.

Per namespace and domain: inverted lists of character trigrams and of words, so that only
facts sharing tokens are scored, and the embeddings as one contiguous float32 matrix, scored
with one matrix-vector product. Answers are exactly the full scan's: the overlap of
every row with the query is counted from the query tokens' inverted lists in one bincount,
and J = overlap / (|A| + |B| - overlap) is the same division the scan makes.

Cosine is exact too, and usually avoids reading the whole matrix: once a scope holds
PRUNE_MIN vectors, each row also keeps its projection on a 64-dimensional basis (the top
eigenvectors of the rows' second-moment matrix) and the norm of its residual. For unit
vectors x, y and an orthonormal basis P, x.y = Px.Py + Rx.Ry <= Px.Py + |Rx| |Ry|
(Cauchy-Schwarz), so the rows whose bound reaches the threshold are a superset of the
rows whose cosine does; only those are rescored with the full vectors. The basis only
decides how many rows survive, never which answers are right, so rows added after it was
computed are projected on it as they come.

The index follows the store through its change feed (`fact_events`, kept by triggers, so
writes from other processes are seen too) and is built from the store the first time a
scope is looked up after the store opens. A rolled-back transaction drops the cache.
"""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass, field

import numpy as np

from .embeddings import from_blob
from .store import Fact, Store
from .text import speaks_of_user, trigrams, words

KINDS = {"trigram": trigrams, "word": words}
PRUNE_MIN = 4096  # below this many vectors one matrix-vector product is cheaper than pruning
BASIS_DIM = 64
BASIS_SAMPLE = 20000
SLACK = 1e-5  # float32 rounding margin on the bound
LONG_LIST = 4096  # an inverted list this long costs more to count for every row than to search for a few


@dataclass
class _Postings:
    lists: dict[str, array] = field(default_factory=dict)
    sizes: array = field(default_factory=lambda: array("i"))
    empty: list[int] = field(default_factory=list)  # rows whose token set is empty (J(∅, ∅) = 1)
    largest: int = 0  # the largest token set of any row
    # rows are only ever added at the end, so every list is sorted (jaccard_hits searches them)

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


class ScopeIndex:
    """The rows (believed or not) of one namespace and domain, in insertion order."""

    def __init__(self, namespace: str, domain: str):
        self.namespace, self.domain = namespace, domain
        self.facts: list[Fact] = []
        self.pos: dict[str, int] = {}
        self.post = {k: _Postings() for k in KINDS}
        self.matrix = np.zeros((0, 0), dtype=np.float32)
        self.has_vector = np.zeros(0, dtype=bool)
        self.unstored: set[int] = set()  # vectors computed here (a dry run) but not yet in the store
        self.basis: np.ndarray | None = None  # (dim, BASIS_DIM) orthonormal columns
        self.proj = np.zeros((0, BASIS_DIM), dtype=np.float32)
        self.resid = np.zeros(0, dtype=np.float32)
        self.basis_rows = 0  # vectors the basis was fitted on
        self.prepared: dict[bytes, np.ndarray] = {}  # query vector -> rows its bound passed, among the first prepared_n
        self.prepared_n = 0
        self.prepared_threshold: float | None = None
        self.seq = 0
        self.by_slot: dict[tuple[str, str], list[int]] = {}  # explicit (subject, attribute) -> rows
        self.unslotted = 0  # rows without an explicit slot (a row's slot never changes)
        self.of_user = array("i")  # rows that speak of the user ("I ...", "the user ..."), in insertion order
        self.expected = 0  # rows once the change feed being applied is in (IndexCache.get): the matrix is sized for it

    def __len__(self) -> int:
        return len(self.facts)

    def apply(self, fact: Fact) -> None:
        """Add a new row, or take a known row's new state (superseded, embedded)."""
        i = self.pos.get(fact.id)
        if i is None:
            i = self.pos[fact.id] = len(self.facts)
            self.facts.append(fact)
            for kind, fn in KINDS.items():
                self.post[kind].add(i, fn(fact.text))
            if speaks_of_user(fact.text):
                self.of_user.append(i)
            if fact.subject is not None and fact.attribute is not None:
                self.by_slot.setdefault((fact.subject, fact.attribute), []).append(i)
            else:
                self.unslotted += 1
        else:
            self.facts[i] = fact
        if fact.embedding is not None:
            self.set_vector(i, from_blob(fact.embedding))
            self.unstored.discard(i)

    def set_vector(self, i: int, vector: np.ndarray) -> None:
        if i < len(self.has_vector) and self.has_vector[i] and np.array_equal(self.matrix[i], vector):
            return  # a row's vector is set once (a supersession re-applies the same one)
        if i < self.prepared_n:
            self.prepared = {}  # its bound was computed without this vector
        if self.matrix.shape[1] != vector.shape[0]:
            self.matrix = np.zeros((0, vector.shape[0]), dtype=np.float32)
            self.has_vector = np.zeros(0, dtype=bool)
        if i >= self.matrix.shape[0]:
            self.matrix = _grown(self.matrix, self._capacity(i))
            self.has_vector = _grown(self.has_vector, len(self.matrix))
        self.matrix[i] = vector
        self.has_vector[i] = True
        if self.basis is not None:
            if i >= len(self.resid):
                self.proj = _grown(self.proj, len(self.matrix))
                self.resid = _grown(self.resid, len(self.matrix))
            self.proj[i] = vector @ self.basis
            self.resid[i] = math.sqrt(max(0.0, float(vector @ vector) - float(self.proj[i] @ self.proj[i])))

    def _capacity(self, i: int) -> int:
        """Rows to hold once row i does not fit: the rows the change feed announced plus an eighth (one allocation
        for a whole build), else a quarter more than now (doubling would leave up to half of the matrix unused)."""
        have = len(self.matrix)
        return max(16, i + 1, self.expected + self.expected // 8, have + have // 4)

    def missing_vectors(self) -> list[int]:
        n = len(self.facts)
        if self.matrix.shape[0] < n:
            return [i for i in range(n) if i >= len(self.has_vector) or not self.has_vector[i]]
        return [int(i) for i in np.flatnonzero(~self.has_vector[:n])]

    # ------------------------------------------------------------ lookups
    def jaccard_hits(self, kind: str, query: frozenset[str], threshold: float | None) -> list[int]:
        """Positions whose Jaccard with `query` is >= threshold: exactly the full scan's answer.

        J(A, B) = o / (|A| + |B| - o) >= t holds exactly when o >= t (|A| + |B|) / (1 + t), o
        the overlap. The query's f most frequent tokens (at most ceil(t |A|) - 1, so f < t |A|) are
        not counted up front: the rest are counted for every row at once from their inverted
        lists (one bincount), a row's overlap is at most that count + f, and a row whose bound
        misses the threshold is dropped; a row sharing none of the rarer tokens has o <= f <
        t |A| and J <= o / |A| < t, so it cannot pass. The survivors' overlap with the frequent
        tokens is then looked up in those (sorted) lists, and J is the same float64 division
        the scan makes. Rows sharing no token have J = 0 (or 1 when both sets are empty)."""
        n = len(self.facts)
        if threshold is None or not n:
            return []
        if threshold <= 0:
            return list(range(n))
        post = self.post[kind]
        if not query:
            return list(post.empty)
        lists = sorted((np.frombuffer(post.lists[t], dtype=np.int32) for t in query if t in post.lists), key=len)
        if not lists:
            return []
        q = len(query)
        # lists longer than LONG_LIST are looked up for the survivors instead of counted for all rows
        f = max(0, min(math.ceil(threshold * q) - 1, len(lists) - 1, sum(len(x) > LONG_LIST for x in lists)))
        rare, frequent = lists[: len(lists) - f], lists[len(lists) - f :]
        counts = np.bincount(np.concatenate(rare), minlength=n)
        all_sizes = np.frombuffer(post.sizes, dtype=np.int32)
        if frequent:  # the bound, read from a table per row size (one gather instead of float arithmetic over every row)
            rows = np.flatnonzero(counts >= least_counts(f, q, threshold, post.largest)[all_sizes])
        else:
            rows = np.flatnonzero(counts)
        overlap, sizes = counts[rows], all_sizes[rows]
        for lst in frequent:
            at = np.minimum(np.searchsorted(lst, rows), len(lst) - 1)
            overlap = overlap + (lst[at] == rows)
        score = overlap / (q + sizes - overlap)
        return [int(i) for i in rows[score >= threshold]]

    def rows_with_words(self, query: frozenset[str]) -> list[int]:
        """Positions whose word set holds every token of `query` (the intersection of their inverted lists)."""
        post = self.post["word"]
        if not query or any(t not in post.lists for t in query):
            return []
        lists = sorted((np.frombuffer(post.lists[t], dtype=np.int32) for t in query), key=len)
        rows = lists[0]
        for lst in lists[1:]:
            rows = rows[np.isin(rows, lst, assume_unique=True)]
            if not len(rows):
                break
        return [int(i) for i in rows]

    def cosines(self, vector: np.ndarray) -> np.ndarray:
        """Cosine of every row, one full matrix-vector product (all rows must have vectors)."""
        return self.matrix[: len(self.facts)] @ vector

    def _fit_basis(self) -> None:
        n = len(self.facts)
        sample = self.matrix[np.linspace(0, n - 1, min(n, BASIS_SAMPLE)).astype(int)]
        _, eigvecs = np.linalg.eigh(sample.T.astype(np.float64) @ sample)
        self.basis = np.ascontiguousarray(eigvecs[:, ::-1][:, :BASIS_DIM], dtype=np.float32)
        self.proj = np.zeros((self.matrix.shape[0], BASIS_DIM), dtype=np.float32)
        self.proj[:n] = self.matrix[:n] @ self.basis
        norms = np.einsum("ij,ij->i", self.matrix[:n], self.matrix[:n]) - np.einsum("ij,ij->i", self.proj[:n], self.proj[:n])
        self.resid = np.zeros(self.matrix.shape[0], dtype=np.float32)
        self.resid[:n] = np.sqrt(np.maximum(norms, 0.0))
        self.basis_rows = n
        self.prepared = {}

    def _current_basis(self, n: int) -> None:
        """Fit the basis when there is none, or when the rows have doubled since it was fitted."""
        if self.basis is None or n >= 2 * self.basis_rows:
            self._fit_basis()

    def _bound_inputs(self, vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Projections of query vectors (rows) on the basis, and the norms of their residuals."""
        qp = vectors @ self.basis
        qr = np.sqrt(np.maximum(np.einsum("ij,ij->i", vectors, vectors) - np.einsum("ij,ij->i", qp, qp), 0.0))
        return qp, qr

    def prepare(self, vectors: np.ndarray, threshold: float) -> None:
        """The first pass of cosine_search for a batch of query vectors at once.

        One matrix product reads the projections once for the whole batch instead of once per
        query. The survivors kept per vector are the rows whose bound reaches the threshold,
        as cosine_search computes them; rows added afterwards are bounded when the query
        comes. A refitted basis or a vector set later on one of these rows drops them all."""
        self.prepared, self.prepared_n, self.prepared_threshold = {}, 0, threshold
        n = len(self.facts)
        vectors = np.asarray(vectors, dtype=np.float32)
        if n < PRUNE_MIN or len(vectors) < 2 or vectors.shape[1] != self.matrix.shape[1]:
            return
        self._current_basis(n)
        qp, qr = self._bound_inputs(vectors)
        for start in range(0, len(vectors), 16):  # 16 queries x n rows of bounds at a time
            bound = qp[start : start + 16] @ self.proj[:n].T
            bound += qr[start : start + 16, None] * self.resid[None, :n]
            for v, row in zip(vectors[start : start + 16], bound >= threshold - SLACK):
                self.prepared[v.tobytes()] = np.flatnonzero(row)
        self.prepared_n = n

    def cosine_search(self, vector: np.ndarray, threshold: float, wanted: list[int] = ()) -> tuple[list[int], dict[int, float]]:
        """Rows with cosine >= threshold (exactly), and the cosine of those and of `wanted` rows."""
        n = len(self.facts)
        if n < PRUNE_MIN:
            cos = self.cosines(vector)
            hits = [int(i) for i in np.flatnonzero(cos >= threshold)]
            return hits, {i: float(cos[i]) for i in (*hits, *wanted)}
        self._current_basis(n)
        pre = self.prepared.get(vector.tobytes()) if self.prepared and threshold == self.prepared_threshold else None
        start = self.prepared_n if pre is not None else 0
        qp, qr = self._bound_inputs(vector[None, :])
        bound = self.proj[start:n] @ qp[0] + self.resid[start:n] * qr[0]
        survivors = start + np.flatnonzero(bound >= threshold - SLACK)
        if pre is not None:
            survivors = np.concatenate([pre, survivors])
        exact = self.matrix[survivors] @ vector
        found = exact >= threshold
        hits = [int(i) for i in survivors[found]]
        values = dict(zip(hits, (float(c) for c in exact[found])))
        extra = [i for i in wanted if i not in values]
        if extra:
            values.update(zip(extra, (float(c) for c in self.matrix[extra] @ vector)))
        return hits, {i: values[i] for i in (*hits, *wanted)}


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


def _grown(a: np.ndarray, rows: int) -> np.ndarray:
    """`a` with `rows` rows, the new ones zero (np.zeros: pages are only backed once written)."""
    out = np.zeros((rows, *a.shape[1:]), dtype=a.dtype)
    out[: len(a)] = a
    return out


class IndexCache:
    """One ScopeIndex per (namespace, domain), kept current through the store's change feed."""

    def __init__(self, store: Store):
        self.store = store
        self.scopes: dict[tuple[str, str], ScopeIndex] = {}

    def get(self, namespace: str, domain: str) -> ScopeIndex:
        idx = self.scopes.get((namespace, domain))
        if idx is None:
            idx = self.scopes[(namespace, domain)] = ScopeIndex(namespace, domain)
        seq, changed = self.store.changes_since(namespace, domain, idx.seq)
        idx.expected = len(idx) + len(changed)  # at most: some changes are rows it holds
        for fact in changed:
            idx.apply(fact)
        idx.seq = seq
        return idx

    def clear(self) -> None:
        self.scopes.clear()
