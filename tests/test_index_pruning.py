"""The pruned cosine search is exact: the same rows and values as one full matrix product,
whatever the threshold, for rows added before and after the projection basis was fitted."""

from __future__ import annotations

import numpy as np
import pytest

from trustgate import index as index_module
from trustgate.index import ScopeIndex


def _unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


@pytest.fixture
def clustered():
    rng = np.random.default_rng(7)
    centres = _unit(rng.normal(size=(40, 384)))
    rows = _unit(np.repeat(centres, 150, axis=0) + rng.normal(0, 0.02, size=(6000, 384)))
    queries = _unit(centres[rng.integers(0, 40, 25)] + rng.normal(0, 0.02, size=(25, 384)))
    return rows, queries


def _index(rows: np.ndarray) -> ScopeIndex:
    idx = ScopeIndex("n", "d")
    idx.facts = [None] * len(rows)
    for i, v in enumerate(rows):
        idx.set_vector(i, v)
    return idx


@pytest.mark.parametrize("threshold", [-1.0, 0.0, 0.3, 0.7, 0.9, 0.99, 1.0])
def test_pruned_search_equals_the_full_product(clustered, threshold, monkeypatch):
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = _index(rows[:4000])
    for q in queries[:3]:
        idx.cosine_search(q, threshold)  # fits the basis on the first 4,000
    assert idx.basis is not None and idx.basis_rows == 4000
    extra = rows[4000:]  # added after the basis exists: projected on it as they come
    idx.facts += [None] * len(extra)
    for i, v in enumerate(extra, start=4000):
        idx.set_vector(i, v)
    for q in queries:
        full = rows @ q
        hits, values = idx.cosine_search(q, threshold, wanted=[0, 5999])
        assert sorted(hits) == [int(i) for i in np.flatnonzero(full >= threshold)]
        for i, c in values.items():
            assert c == pytest.approx(float(full[i]), abs=1e-5)


def test_pruning_reads_a_fraction_of_the_rows(clustered, monkeypatch):
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = _index(rows)
    idx.cosine_search(queries[0], 0.7)
    q = queries[1]
    qp = q @ idx.basis
    bound = idx.proj[: len(rows)] @ qp + idx.resid[: len(rows)] * np.sqrt(max(0.0, 1 - float(qp @ qp)))
    assert (bound >= 0.7).sum() < len(rows) / 5  # the bound prunes most rows on clustered data
    assert ((rows @ q) <= bound + 1e-5).all()     # and never below a true cosine
