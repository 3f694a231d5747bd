"""The compact index (int8 vectors with a per-row error bound) stays exact on a real store: for many random
queries, and for queries whose threshold sits exactly on a row's cosine or one float32 step either side of it,
its hits and values equal the full scan's over the float32 vectors the store holds."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from trustgate import index as index_module
from trustgate.embeddings import cosines, from_blob, to_blob
from trustgate.index import quantised
from trustgate.index_cache import IndexCache
from trustgate.store import Fact, Store

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def _unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


@pytest.fixture(scope="module")
def store_and_rows(tmp_path_factory):
    """5,000 facts in one scope of a real SQLite file, their vectors in 50 tight clusters (many near-equal cosines)."""
    rng = np.random.default_rng(11)
    centres = _unit(rng.normal(size=(50, 384)))
    rows = _unit(np.repeat(centres, 100, axis=0) + rng.normal(0, 0.035, size=(5000, 384)))
    path = tmp_path_factory.mktemp("compact") / "compact.db"
    with Store(path) as store, store.transaction():
        for i, v in enumerate(rows):
            at = NOW - timedelta(minutes=5000 - i)
            store.insert(Fact(id=f"c{i:05d}", namespace="n", domain="d", text=f"fact number {i}", provenance=None,
                              valid_from=at, valid_to=None, recorded_at=at, embedding=to_blob(v)))
    return path, rows, centres


@pytest.fixture(scope="module")
def stored(store_and_rows) -> np.ndarray:
    """The float32 vectors the store holds, read once (the scan's matrix: reading it does not depend on the query)."""
    with Store(store_and_rows[0]) as store:
        return np.vstack([from_blob(f.embedding) for f in store.scope("n", "d")])


def _scan(stored: np.ndarray, q: np.ndarray) -> np.ndarray:
    """What the conflict stage's full scan computes: every stored vector's cosine with q."""
    return cosines(stored, q)


@pytest.mark.parametrize("prune_min", [4096, 1000])  # past PRUNE_MIN the projection bound runs first
def test_compact_search_equals_the_float32_scan(store_and_rows, stored, prune_min, monkeypatch):
    monkeypatch.setattr(index_module, "PRUNE_MIN", prune_min)
    path, rows, centres = store_and_rows
    rng = np.random.default_rng(5)
    with Store(path) as store:
        idx = IndexCache(store).get("n", "d")
        assert idx.codes.dtype == np.int8 and not idx.unstored  # the vectors are only read from the store
        queries = _unit(centres[rng.integers(0, 50, 60)] + rng.normal(0, 0.03, size=(60, 384)))
        checked = 0
        for q in queries:
            full = _scan(stored, q)
            near = np.sort(full)[-40:]  # thresholds on and around the cosines that decide the hits
            thresholds = [0.5, 0.75, 0.9, *near[::8], *(np.nextafter(near[::8], np.float32(2))), *(np.nextafter(near[::8], np.float32(-2)))]
            for t in thresholds:
                t = float(t)
                hits, values = idx.cosine_search(q, t, wanted=[0, 4999])
                assert sorted(hits) == [int(i) for i in np.flatnonzero(full >= t)], t
                assert all(values[i] == float(full[i]) for i in values)  # bit for bit
                checked += 1
        assert checked == 60 * 18


def test_int8_error_bound_holds(store_and_rows):
    """|row.y - (codes * scale).y| <= err |y| for every row and any y: what makes the pruning exact."""
    _, rows, _ = store_and_rows
    codes, scale, err = quantised(rows)
    rng = np.random.default_rng(2)
    ys = rng.normal(size=(200, 384))
    true = rows.astype(np.float64) @ ys.T
    approx = (codes.astype(np.float64) * scale.astype(np.float64)[:, None]) @ ys.T
    assert (np.abs(true - approx) <= err[:, None].astype(np.float64) * np.linalg.norm(ys, axis=1)[None, :]).all()
    assert err.max() < 0.02  # and is small: the int8 product keeps few rows for the float32 rescoring


def test_compact_index_is_a_quarter_of_float32(store_and_rows):
    path, rows, _ = store_and_rows
    with Store(path) as store:
        idx = IndexCache(store).get("n", "d")
        per_row = (idx.codes.nbytes + idx.scale.nbytes + idx.err.nbytes) / len(idx.codes)
        assert per_row == 384 + 8 and per_row < rows[0].nbytes / 3.9


def test_facts_read_back_past_the_cache_size(store_and_rows, monkeypatch):
    """More rows asked for than the cache keeps, some of them cached already: every fact comes back, in order."""
    monkeypatch.setattr(index_module, "FACT_CACHE", 3)
    path, _, _ = store_and_rows
    with Store(path) as store:
        idx = IndexCache(store).get("n", "d")
        assert [f.id for f in idx.facts_at([0, 1])] == ["c00000", "c00001"]
        assert [f.id for f in idx.facts_at([4, 0, 1, 2, 4])] == ["c00004", "c00000", "c00001", "c00002", "c00004"]
        assert idx.fact(3).text == "fact number 3" and len(idx.cached) <= 5
