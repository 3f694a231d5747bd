"""Exact, indexed candidate lookup for the conflict stage.

Per namespace and domain: inverted lists of character trigrams and of words, so that only
facts sharing tokens are scored, and the embeddings in int8. Answers are exactly the full
scan's: the overlap of every row with the query is counted from the query tokens' inverted
lists in one bincount, and J = overlap / (|A| + |B| - overlap) is the same division the scan
makes.

Cosine is exact too. Each vector is kept as int8 codes with a scale per row and the norm of
its rounding error e (1/4 of float32's memory); the int8 product plus e |y| bounds the true
one from above. Once a scope holds PRUNE_MIN vectors, each row also keeps its projection on a
64-dimensional basis (the top eigenvectors of the rows' second-moment matrix) and the norm of
its residual: x.y = Px.Py + Rx.Ry <= Px.Py + |Rx| |Ry| (Cauchy-Schwarz). So the rows whose
bound reaches the threshold are a superset of the rows whose cosine does; the few rows both
bounds keep are rescored in float32 from the vectors the store holds (the product the full
scan makes). The basis only decides how many rows survive, never which answers are right, so
rows added after it was computed are projected on it as they come. The projections are kept in int8 too, with a
scale per row and the norm of their rounding error f, added to the bound as f |Py| (Px.Py <= h.Py + |Px - h| |Py|
for the int8 reconstruction h): a quarter of float32's memory (64 MB instead of 256 at a million rows). They are held
one basis dimension to a row (BASIS_DIM x rows), so that where ONNX Runtime is installed (the embeddings extra) the
query's projection, itself rounded to integers, is multiplied with every row's in integer arithmetic in one call
(`_products`: exact int32 sums; the query's rounding adds |h| |d| to the bound, |h| at most the largest row's norm plus
both rounding errors, d what rounding the query left); else numpy widens them to float32 a block at a time.

The index keeps, per row, what its lookups read; the facts they return are read from the
store (a few per lookup, the recent ones cached). It follows the store through its change
feed (`fact_events`, kept by triggers, so writes from other processes are seen too) and is
built from the store the first time a scope is looked up after the store opens. A
rolled-back transaction drops the cache.
"""

from __future__ import annotations

import hashlib
import math
from array import array
from datetime import datetime, timezone
from functools import lru_cache
from typing import Callable, Sequence

import numpy as np

from .embeddings import cosines, from_blob
from .store import Fact, FactReader
from .index_rows import Ids, Postings, least_counts
from .text import speaks_of_user, trigrams, words

KINDS = {"trigram": trigrams, "word": words}
PRUNE_MIN = 4096  # below this many vectors one matrix-vector product is cheaper than pruning
BASIS_DIM = 64
BASIS_SAMPLE = 20000
SLACK = 1e-5  # float32 rounding margin on the bound
PROJ_BLOCK = 16384  # projection rows widened to float32 at a time for the bound (1 MB of int8, 4 MB of float32)
LONG_LIST = 4096  # an inverted list this long costs more to count for every row than to search for a few
FACT_CACHE = 4096  # facts read back from the store kept per scope (the rows recent lookups returned)
OPEN, CLOSED = 2**63 - 1, -(2**63)  # live_until of a row without an end, and of a superseded row
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def micros(at: datetime) -> int:
    """Microseconds since the epoch: integers that order exactly as the (UTC) datetimes do."""
    d = at - EPOCH
    return (d.days * 86400 + d.seconds) * 1_000_000 + d.microseconds


def quantised(vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """int8 codes, a scale per row (row ~ codes * scale) and the error |row - codes * scale| of each row,
    computed in float64 and rounded up, so that |row.y - (codes * scale).y| <= error |y| for any y."""
    v = np.asarray(vectors, dtype=np.float32)
    top = np.abs(v).max(axis=1)
    scale = np.where(top > 0, top / 127, 1.0).astype(np.float32)
    codes = np.clip(np.rint(v / scale[:, None]), -127, 127).astype(np.int8)
    err = np.linalg.norm(v.astype(np.float64) - codes.astype(np.float64) * scale.astype(np.float64)[:, None], axis=1)
    err = np.nextafter(err.astype(np.float32), np.float32(np.inf)) * np.float32(1 + 1e-6)
    return codes, scale, err.astype(np.float32)


class ScopeIndex:
    """The rows (believed or not) of one namespace and domain, in insertion order.

    A row keeps what the lookups read (its id, tokens, transaction time, until when it is live, its
    slot, its vector in int8); the Fact itself is read from the store when a lookup returns it."""

    def __init__(self, namespace: str, domain: str, store: FactReader | None = None):
        self.namespace, self.domain = namespace, domain
        self.store = store
        self.ids = Ids()
        self._pos: dict[str, int] | None = {}  # id -> row; None: built from `ids` when first asked for (pos)
        # transaction time, microseconds since the epoch (orders like recorded_at); np.ndarray: mapped from a file
        self.recorded: array | np.ndarray = array("q")
        self.live_until: array | np.ndarray = array("q")  # valid_to in microseconds (OPEN when none); CLOSED once superseded
        self.cached: dict[int, Fact] = {}  # rows read back lately (at most FACT_CACHE)
        self.post = {k: Postings() for k in KINDS}
        self.codes = np.zeros((0, 0), dtype=np.int8)  # row i ~ codes[i] * scale[i]
        self.scale = np.zeros(0, dtype=np.float32)
        self.err = np.zeros(0, dtype=np.float32)  # |row - codes * scale|, rounded up
        self.has_vector = np.zeros(0, dtype=bool)
        self.largest_norm = 0.0  # of any row's vector (the rounding margin scales with it)
        self.unstored: dict[int, np.ndarray] = {}  # vectors set here (a dry run computed them) but not read from the store
        self.basis: np.ndarray | None = None  # (dim, BASIS_DIM) orthonormal columns
        self.proj = np.zeros((BASIS_DIM, 0), dtype=np.int8)  # row i's projection ~ proj[:, i] * proj_scale[i] (a column a row)
        self.proj_scale = np.zeros(0, dtype=np.float32)
        self.proj_err = np.zeros(0, dtype=np.float32)  # |projection - proj * proj_scale|, rounded up
        self.resid = np.zeros(0, dtype=np.float32)
        self.proj_sums: np.ndarray | None = None  # each row's sum of its int8 projection (int32), made when first needed
        self._widest: tuple[int, float] | None = None  # (rows, a bound on every row's |h|) for the integer products' rounding
        self.basis_rows = 0  # vectors the basis was fitted on
        self.prepared: dict[bytes, np.ndarray] = {}  # query vector -> rows its bound passed, among the first prepared_n
        self.prepared_n = 0
        self.prepared_threshold: float | None = None
        self.seq = 0
        self.by_slot: dict[tuple[str, str], list[int]] = {}  # explicit (subject, attribute) -> rows
        self.unslotted = 0  # rows without an explicit slot (a row's slot never changes)
        self.of_user = array("i")  # rows that speak of the user ("I ...", "the user ..."), in insertion order
        self.digest = b""  # running digest of the rows' fixed content (id, recorded_at, text), in row order (feed order)
        self.expected = 0  # rows once the change feed being applied is in (IndexCache.get): the matrix is sized for it

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def pos(self) -> dict[str, int]:
        """Each row's position by fact id. A loaded index (index_cache.py) builds it when the change feed first
        brings a fact (a write, or a change made elsewhere), not at open: lookups never need it, and at a million
        rows it is about 100 MB and a few tenths of a second."""
        if self._pos is None:
            self._pos = dict(zip(self.ids, range(len(self.ids))))
        return self._pos

    def apply_many(self, facts: Sequence[Fact]) -> None:
        """apply() each fact; the stored vectors of new rows are set in one pass."""
        rows, blobs = [], []
        for fact in facts:
            if fact.id not in self.pos and fact.embedding is not None:
                rows.append(self.apply(fact, vector=False))
                blobs.append(fact.embedding)
            else:
                self.apply(fact)
        if rows and len({len(b) for b in blobs}) == 1:
            self._put(np.array(rows), np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(rows), -1))
        else:
            for i, blob in zip(rows, blobs):
                self._put(np.array([i]), from_blob(blob)[None, :])

    def apply(self, fact: Fact, *, vector: bool = True) -> int:
        """Add a new row, or take a known row's new state (superseded, embedded); returns its position.
        `vector` False: the caller sets the (new) row's stored vector itself."""
        i = self.pos.get(fact.id)
        if i is None:
            self._growable()
            i = self.pos[fact.id] = len(self.ids)
            self.ids.append(fact.id)
            self.recorded.append(micros(fact.recorded_at))
            self.live_until.append(0)
            self.digest = chained(self.digest, fact)
            for kind, fn in KINDS.items():
                self.post[kind].add(i, fn(fact.text))
            if speaks_of_user(fact.text):
                self.of_user.append(i)
            if fact.subject is not None and fact.attribute is not None:
                self.by_slot.setdefault((fact.subject, fact.attribute), []).append(i)
            else:
                self.unslotted += 1
        self.cached.pop(i, None)
        self.live_until[i] = CLOSED if fact.superseded_at is not None else OPEN if fact.valid_to is None else micros(fact.valid_to)
        if fact.embedding is not None and vector:  # a stored vector never changes: set it once, and drop the copy a dry run kept
            v, held = from_blob(fact.embedding), self.unstored.pop(i, None)
            if not (i < len(self.has_vector) and self.has_vector[i]) or (held is not None and not np.array_equal(held, v)):
                self._put(np.array([i]), v[None, :])
        return i

    def _growable(self) -> None:
        """A loaded index keeps its per-row columns as mapped from the file (index_cache.py: only the pages a lookup
        reads are in memory); the first row added copies them into arrays that grow."""
        if isinstance(self.recorded, np.ndarray):
            self.recorded, self.live_until = _growing("q", self.recorded), _growing("q", self.live_until)
        for post in self.post.values():
            if isinstance(post.sizes, np.ndarray):
                post.sizes = _growing("i", post.sizes)

    # ------------------------------------------------------------ rows
    def live(self, i: int, now: datetime) -> bool:
        """Fact.live: believed and its valid time has not ended."""
        return self.live_until[i] > micros(now)

    def order_key(self, i: int) -> tuple[int, str]:
        """(recorded_at, id) of a row, as the full scan orders facts."""
        return self.recorded[i], self.ids[i]

    def fact(self, i: int) -> Fact:
        return self.facts_at([i])[0]

    def facts_at(self, rows: Sequence[int]) -> list[Fact]:
        """The rows' facts, read from the store (one query for those not read lately)."""
        got = {i: self.cached.get(i) for i in rows}
        missing = [i for i, f in got.items() if f is None]
        if missing:
            if self.store is None:
                raise LookupError(f"index of {self.namespace}/{self.domain} has no store to read rows {missing[:3]} from")
            found = {f.id: f for f in self.store.get_many([self.ids[i] for i in missing])}
            if len(self.cached) + len(missing) > FACT_CACHE:
                self.cached.clear()  # the rows asked for now are kept below
            for i in missing:
                got[i] = self.cached[i] = found[self.ids[i]]
        return [got[i] for i in rows]

    # ------------------------------------------------------------ vectors
    def set_vector(self, i: int, vector: np.ndarray, *, stored: bool = False) -> None:
        """Row i's vector: kept in int8 with its scale and error bound; its float32 values are kept
        here too unless the store holds them (`stored`: the exact rescoring reads them there)."""
        vector = np.asarray(vector, dtype=np.float32)
        if not stored:
            if i in self.unstored and np.array_equal(self.unstored[i], vector):
                return  # the same vector again: nothing changes
            self.unstored[i] = vector.copy()
        self._put(np.array([i]), vector[None, :])

    def _put(self, rows: np.ndarray, vectors: np.ndarray) -> None:
        """Set the rows' vectors (one per row of `vectors`) in int8, and their projections once there is a basis."""
        if len(rows) and int(rows.min()) < self.prepared_n:
            self.prepared = {}  # their bounds were computed without these vectors
        if self.codes.shape[1] != vectors.shape[1]:
            self.codes = np.zeros((0, vectors.shape[1]), dtype=np.int8)
            self.scale = self.err = np.zeros(0, dtype=np.float32)
            self.has_vector = np.zeros(0, dtype=bool)
        top = int(rows.max())
        if top >= self.codes.shape[0]:
            size = self._capacity(top)
            self.codes, self.scale, self.err = (_grown(a, size) for a in (self.codes, self.scale, self.err))
            self.has_vector = _grown(self.has_vector, size)
        self.codes[rows], self.scale[rows], self.err[rows] = quantised(vectors)
        self.has_vector[rows] = True
        self.largest_norm = max(self.largest_norm, float(np.linalg.norm(vectors.astype(np.float64), axis=1).max()))
        self._widest = None
        if self.basis is not None:
            if top >= len(self.resid):
                self.proj_scale, self.proj_err, self.resid = (_grown(a, len(self.codes)) for a in (self.proj_scale, self.proj_err, self.resid))
                self.proj, self.proj_sums = _wider(self.proj, len(self.codes)), None
            self._set_projected(rows)

    def _capacity(self, i: int) -> int:
        """Rows to hold once row i does not fit: the rows the change feed announced plus an eighth (one allocation
        for a whole build), else a quarter more than now (doubling would leave up to half of the matrix unused)."""
        have = len(self.codes)
        return max(16, i + 1, self.expected + self.expected // 8, have + have // 4)

    def missing_vectors(self) -> list[int]:
        n = len(self.ids)
        if self.codes.shape[0] < n:
            return [i for i in range(n) if i >= len(self.has_vector) or not self.has_vector[i]]
        return [int(i) for i in np.flatnonzero(~self.has_vector[:n])]

    def vectors(self, rows: Sequence[int]) -> np.ndarray:
        """The rows' float32 vectors, exactly as stored (or as set here); zeros for a row without one."""
        dim = self.codes.shape[1]
        out = np.zeros((len(rows), dim), dtype=np.float32)
        from_store = [i for i in rows if i not in self.unstored and i < len(self.has_vector) and self.has_vector[i]]
        stored = dict(zip(from_store, (f.embedding for f in self.facts_at(from_store))))  # (by row: no id read back)
        for k, i in enumerate(rows):
            v = self.unstored.get(i)
            if v is None and stored.get(i) is not None:
                v = from_blob(stored[i])
            if v is not None:
                out[k] = v
        return out

    def vector_bytes(self) -> int:
        """Memory the vectors take here: int8 codes, scales and error bounds, projections (and dry-run vectors)."""
        held = sum(v.nbytes for v in self.unstored.values())
        return sum(a.nbytes for a in (self.codes, self.scale, self.err, self.has_vector, self.proj, self.proj_scale, self.proj_err,
                                      self.resid)) + held

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
        n = len(self.ids)
        if threshold is None or not n:
            return []
        if threshold <= 0:
            return list(range(n))
        post = self.post[kind]
        if not query:
            return list(post.empty)
        lists = sorted((x for x in map(post.get, query) if x is not None), key=len)
        if not lists:
            return []
        q = len(query)
        # lists longer than LONG_LIST are looked up for the survivors instead of counted for all rows
        f = max(0, min(math.ceil(threshold * q) - 1, len(lists) - 1, sum(len(x) > LONG_LIST for x in lists)))
        rare, frequent = lists[: len(lists) - f], lists[len(lists) - f :]
        all_sizes = np.frombuffer(post.sizes, dtype=np.int32)
        # the bound, read from a table per row size (one gather instead of float arithmetic over every row)
        least = least_counts(f, q, threshold, post.largest) if frequent else None
        rows, overlap = _counted(np.concatenate(rare), n, least, all_sizes)
        sizes = all_sizes[rows]
        narrow = rows.astype(np.int32)  # the lists' type: searchsorted would otherwise widen a whole list to int64 each time
        for lst in frequent:
            overlap += lst.take(np.searchsorted(lst, narrow), mode="clip") == narrow
        score = overlap / (q + sizes - overlap)
        return [int(i) for i in rows[score >= threshold]]

    def rows_with_words(self, query: frozenset[str]) -> list[int]:
        """Positions whose word set holds every token of `query` (the intersection of their inverted lists)."""
        post = self.post["word"]
        if not query or any(t not in post for t in query):
            return []
        lists = sorted(map(post.get, query), key=len)
        rows = lists[0]
        for lst in lists[1:]:
            rows = rows[np.isin(rows, lst, assume_unique=True)]
            if not len(rows):
                break
        return [int(i) for i in rows]

    def _projected(self, rows: slice | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Projections on the basis of the rows' int8 reconstructions, and the norms of their residuals."""
        r = self.codes[rows].astype(np.float32) * self.scale[rows, None]
        proj = r @ self.basis
        norms = np.einsum("ij,ij->i", r, r) - np.einsum("ij,ij->i", proj, proj)
        return proj, np.sqrt(np.maximum(norms, 0.0))

    def _set_projected(self, rows: slice | np.ndarray) -> None:
        proj, self.resid[rows] = self._projected(rows)
        codes, self.proj_scale[rows], self.proj_err[rows] = quantised(proj)
        self.proj[:, rows] = codes.T
        if self.proj_sums is not None:
            self.proj_sums[rows] = codes.sum(axis=1, dtype=np.int32)

    def column_sums(self) -> np.ndarray:
        """Each row's sum of its int8 projection (int32; the integer products subtract 128 times it), made in one pass
        the first time (ONNX Runtime's product with ones, or numpy's sum) and kept as rows are projected."""
        if self.proj_sums is None or len(self.proj_sums) != self.proj.shape[1]:
            session = _integer_session()
            ones = np.ones((1, self.proj.shape[0]), dtype=np.uint8)
            self.proj_sums = (session.run(None, {"q": ones, "h": self.proj})[0][0] if session and self.proj.flags.c_contiguous
                              else self.proj.sum(axis=0, dtype=np.int32))
        return self.proj_sums

    def _fit_basis(self) -> None:
        n = len(self.ids)
        at = np.linspace(0, n - 1, min(n, BASIS_SAMPLE)).astype(int)
        sample = self.codes[at].astype(np.float64) * self.scale[at, None]
        _, eigvecs = np.linalg.eigh(sample.T @ sample)
        self.basis = np.ascontiguousarray(eigvecs[:, ::-1][:, :BASIS_DIM], dtype=np.float32)
        rows = self.codes.shape[0]
        self.proj, self.proj_sums = np.zeros((BASIS_DIM, rows), dtype=np.int8), None
        self.proj_scale, self.proj_err, self.resid = (np.zeros(rows, dtype=np.float32) for _ in range(3))
        for start in range(0, n, 65536):
            self._set_projected(slice(start, min(n, start + 65536)))
        self.basis_rows = n
        self.prepared = {}
        self._widest = None

    def _current_basis(self, n: int) -> None:
        """Fit the basis when there is none, or when the rows have doubled since it was fitted."""
        if self.basis is None or n >= 2 * self.basis_rows:
            self._fit_basis()

    def _bound_inputs(self, vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Projections of query vectors (rows) on the basis, and the norms of their residuals."""
        qp = vectors @ self.basis
        qr = np.sqrt(np.maximum(np.einsum("ij,ij->i", vectors, vectors) - np.einsum("ij,ij->i", qp, qp), 0.0))
        return qp, qr

    def _bounds(self, start: int, n: int, vectors: np.ndarray, qp: np.ndarray, qr: np.ndarray) -> np.ndarray:
        """For each query vector y (rows of `vectors`, with their projections qp and residual norms qr), each row's bound
        h.Py + f |Py| + |Rx| |Ry| + e |y| over rows start..n: h its int8 projection, f that projection's rounding error,
        e the int8 row's. For one query over a quarter or more of the rows, h.Py is an integer product where ONNX Runtime
        can make it (`_products`: one pass over the projections, bound by memory); else numpy reads PROJ_BLOCK rows at a
        time for all the queries (widening all of them at once would take 256 MB at a million)."""
        out = np.empty((len(vectors), n - start), dtype=np.float32)
        qpn = np.linalg.norm(qp, axis=1).astype(np.float32)[:, None]
        qn = np.linalg.norm(vectors, axis=1).astype(np.float32)[:, None]
        # one query over most rows: integer products; a batch (prepare) reads each block once for all its queries in numpy
        whole = _products(self.proj, self.column_sums) if len(vectors) == 1 and 4 * (n - start) >= self.proj.shape[1] else None
        for k in range(len(vectors) if whole is not None else 0):
            dots, q_scale, rounding = whole(qp[k])
            row = out[k]
            row[:] = dots[start:n]  # exact: at most 64 x 127 x 127 in magnitude
            row *= np.float32(q_scale) * self.proj_scale[start:n]
            row += np.float32(rounding * self._widest_row(n))
            row += qr[k] * self.resid[start:n]
            row += qpn[k] * self.proj_err[start:n]
            row += qn[k] * self.err[start:n]
        for a in range(start, n, PROJ_BLOCK) if whole is None else ():
            b = min(n, a + PROJ_BLOCK)
            part = out[:, a - start : b - start]
            np.matmul(qp, self.proj[:, a:b].astype(np.float32), out=part)
            part *= self.proj_scale[None, a:b]
            part += qr[:, None] * self.resid[None, a:b]
            part += qpn * self.proj_err[None, a:b]
            part += qn * self.err[None, a:b]
        return out

    def _widest_row(self, n: int) -> float:
        """A bound on every row's |h| (its int8 projection): |h| <= |Px| + f <= |x| + e + f, x the row's vector."""
        if self._widest is None or self._widest[0] != n:
            top = float(self.err[:n].max(initial=0)) + float(self.proj_err[:n].max(initial=0))
            self._widest = (n, float(np.nextafter(np.float32(self.largest_norm + top), np.float32(np.inf))) * (1 + 1e-6))
        return self._widest[1]

    def _margin(self, vector: np.ndarray) -> float:
        """What float32 rounding can move a product by: in the int8 product and in the exact one the scan makes
        (|x.y - fl(x.y)| <= n u |x| |y| for n terms, u = 2^-24), doubled, plus SLACK."""
        return SLACK + 4 * len(vector) * 2.0**-24 * (self.largest_norm + 1e-3) * float(np.linalg.norm(vector))

    def prepare(self, vectors: np.ndarray, threshold: float) -> None:
        """The first pass of cosine_search for a batch of query vectors at once.

        One matrix product reads the projections once for the whole batch instead of once per
        query. The survivors kept per vector are the rows whose bound reaches the threshold,
        as cosine_search computes them; rows added afterwards are bounded when the query
        comes. A refitted basis or a vector set later on one of these rows drops them all."""
        self.prepared, self.prepared_n, self.prepared_threshold = {}, 0, threshold
        n = len(self.ids)
        vectors = np.asarray(vectors, dtype=np.float32)
        if n < PRUNE_MIN or len(vectors) < 2 or vectors.shape[1] != self.codes.shape[1]:
            return
        self._current_basis(n)
        qp, qr = self._bound_inputs(vectors)
        for start in range(0, len(vectors), 16):  # 16 queries x n rows of bounds at a time
            part = vectors[start : start + 16]
            bound = self._bounds(0, n, part, qp[start : start + 16], qr[start : start + 16])
            for v, row in zip(part, bound):
                self.prepared[v.tobytes()] = np.flatnonzero(row >= threshold - self._margin(v))
        self.prepared_n = n

    def cosine_search(self, vector: np.ndarray, threshold: float, wanted: Sequence[int] = ()) -> tuple[list[int], dict[int, float]]:
        """Rows with cosine >= threshold (exactly), and the cosine of those and of `wanted` rows.

        Three passes, each keeping a superset of the rows the next one keeps. Past PRUNE_MIN rows,
        the projection bound (x.y <= Px.Py + |Rx||Ry| for the int8 reconstruction r of a row,
        plus |x - r||y|); then the int8 product, r.y + |x - r||y|; then the float32 product of the
        rows left, with their vectors as the store holds them: the same product the full scan makes,
        so the hits and values are the scan's."""
        n = len(self.ids)
        vector = np.asarray(vector, dtype=np.float32)
        qnorm, margin = float(np.linalg.norm(vector)), self._margin(vector)
        if n < PRUNE_MIN or self.codes.shape[1] != vector.shape[0]:
            survivors = np.arange(min(n, len(self.codes)))
        else:
            self._current_basis(n)
            pre = self.prepared.get(vector.tobytes()) if self.prepared and threshold == self.prepared_threshold else None
            start = self.prepared_n if pre is not None else 0
            qp, qr = self._bound_inputs(vector[None, :])
            bound = self._bounds(start, n, vector[None, :], qp, qr)[0]
            survivors = start + np.flatnonzero(bound >= threshold - margin)
            if pre is not None:
                survivors = np.concatenate([pre, survivors])
        if len(survivors):
            approx = (self.codes[survivors].astype(np.float32) @ vector) * self.scale[survivors] + self.err[survivors] * qnorm
            survivors = survivors[approx >= threshold - margin]
        rows = [int(i) for i in survivors]
        known = set(rows)
        rows += [i for i in dict.fromkeys(wanted) if i not in known]
        exact = cosines(self.vectors(rows), vector) if rows else np.zeros(0, dtype=np.float32)
        values = {i: float(c) for i, c in zip(rows, exact)}
        hits = [i for i, c in zip(rows[: len(survivors)], exact) if c >= threshold]
        return hits, {i: values[i] for i in (*hits, *wanted)}


def chained(digest: bytes, fact: Fact) -> bytes:
    """The running digest of a scope's rows with `fact` added: its id, transaction time and text, which no write
    changes once stored, after the digest of the rows before it (so any row in a different place or with other
    content gives another digest)."""
    h = hashlib.blake2b(digest, digest_size=16)
    h.update(f"{fact.id}\0{micros(fact.recorded_at)}\0{fact.text}".encode("utf-8", "surrogatepass"))
    return h.digest()


def _counted(rows: np.ndarray, n: int, least: np.ndarray | None, sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct positions (below n) of `rows`, ascending, that occur at least `least[sizes[position]]` times (once
    without a table), and how often each occurs (int64). Many rows: one count for every position (bincount) and the
    table read for every position; few (under an eighth of n, as a word query's rarer lists): their distinct positions
    sorted, and the table read for those alone."""
    if 8 * len(rows) >= n:
        counts = np.bincount(rows, minlength=n)
        at = np.flatnonzero(counts if least is None else counts >= least[sizes])
        return at, counts[at]
    at, counts = np.unique(rows, return_counts=True)
    if least is not None:
        keep = counts >= least[sizes[at]]
        at, counts = at[keep], counts[keep]
    return at.astype(np.int64), counts.astype(np.int64)


def _wider(a: np.ndarray, cols: int) -> np.ndarray:
    """`a` (one row per basis dimension) with `cols` columns, the new ones zero."""
    out = np.zeros((a.shape[0], cols), dtype=a.dtype)
    out[:, : a.shape[1]] = a
    return out


INTEGER_PRODUCTS = True  # False: numpy's float32 products only (the tests compare both ways)


def _products(proj: np.ndarray, sums: Callable[[], np.ndarray]):  # noqa: ANN202 - a function of the query projection, or None
    """Where ONNX Runtime is installed: a function of a query's projection y (float32, BASIS_DIM) giving every column
    h of `proj` (int8, BASIS_DIM x rows) times y rounded to integers, y ~ s q with q in -127..127, as int32 h.q, exact:
    one MatMulInteger call (its unsigned x signed product is the fast one, and the projections are read once: the pass
    is bound by memory) makes h.(q + 128), less 128 times the column's sum (`sums()`, ScopeIndex.column_sums). With s and
    the norm of what rounding left, |y - s q| (computed in float64, rounded up), so h.y <= s h.q + |h| |y - s q|. None
    without ONNX Runtime (or `INTEGER_PRODUCTS` off), or for a layout it cannot read without a copy."""
    session = _integer_session() if INTEGER_PRODUCTS and proj.flags.c_contiguous and proj.shape[1] else None
    if session is None:
        return None

    def products(y: np.ndarray) -> tuple[np.ndarray, float, float]:
        y64 = np.asarray(y, dtype=np.float64)
        top = float(np.abs(y64).max())
        s = float(np.float32(top / 127)) if top > 0 else 1.0  # the float32 the bound multiplies by
        q = np.clip(np.rint(y64 / s), -127, 127)
        left = float(np.linalg.norm(y64 - q * s))
        dots = session.run(None, {"q": (q + 128).astype(np.uint8)[None, :], "h": proj})[0][0]
        dots -= 128 * sums()
        return dots, s, left * (1 + 1e-9) + 1e-12

    return products


@lru_cache(maxsize=1)
def _integer_session():  # noqa: ANN202 - an onnxruntime.InferenceSession, or None
    """One MatMulInteger (uint8 1 x BASIS_DIM, int8 BASIS_DIM x rows -> int32) on one thread, or None when onnx or
    onnxruntime is not installed."""
    try:
        import onnxruntime as ort
        from onnx import TensorProto, helper
    except ImportError:
        return None
    graph = helper.make_graph([helper.make_node("MatMulInteger", ["q", "h"], ["dots"])], "products",
                              [helper.make_tensor_value_info("q", TensorProto.UINT8, [1, BASIS_DIM]),
                               helper.make_tensor_value_info("h", TensorProto.INT8, [BASIS_DIM, None])],
                              [helper.make_tensor_value_info("dots", TensorProto.INT32, [1, None])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    options = ort.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])


def _growing(code: str, values: np.ndarray) -> array:
    out = array(code)
    out.frombytes(np.ascontiguousarray(values).tobytes())
    return out


def _grown(a: np.ndarray, rows: int) -> np.ndarray:
    """`a` with `rows` rows, the new ones zero (np.zeros: pages are only backed once written)."""
    out = np.zeros((rows, *a.shape[1:]), dtype=a.dtype)
    out[: len(a)] = a
    return out
