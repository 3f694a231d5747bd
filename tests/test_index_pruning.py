"""The pruned cosine search is exact: the same rows and values as one full matrix product,
whatever the threshold, for rows added before and after the projection basis was fitted."""

from __future__ import annotations

from datetime import datetime, timezone

import numpy as np
import pytest

from trustgate import index as index_module
from trustgate.embeddings import cosines
from trustgate.index import ScopeIndex
from trustgate.store import Fact

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def _unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


@pytest.fixture(autouse=True, params=["integer products", "float32 products"])
def products(request, monkeypatch):
    """Every test both ways: the bound's projection products in integers (ONNX Runtime) and in numpy's float32."""
    if request.param == "integer products" and index_module._integer_session() is None:
        pytest.skip("onnxruntime is not installed")
    monkeypatch.setattr(index_module, "INTEGER_PRODUCTS", request.param == "integer products")
    return request.param


@pytest.fixture
def clustered():
    rng = np.random.default_rng(7)
    centres = _unit(rng.normal(size=(40, 384)))
    rows = _unit(np.repeat(centres, 150, axis=0) + rng.normal(0, 0.02, size=(6000, 384)))
    queries = _unit(centres[rng.integers(0, 40, 25)] + rng.normal(0, 0.02, size=(25, 384)))
    return rows, queries


def _grow(idx: ScopeIndex, k: int) -> None:
    """k more rows, without vectors yet (the tests set them)."""
    for i in range(len(idx), len(idx) + k):
        idx.apply(Fact(id=f"r{i}", namespace="n", domain="d", text="", provenance=None, valid_from=NOW, valid_to=None, recorded_at=NOW))


def _index(rows: np.ndarray) -> ScopeIndex:
    idx = ScopeIndex("n", "d")
    _grow(idx, len(rows))
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
    _grow(idx, len(extra))
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
    n = len(rows)  # the int8 projections, plus their rounding error times |Py|
    bound = (qp @ idx.proj[:, :n].astype(np.float32)) * idx.proj_scale[:n] + idx.proj_err[:n] * np.linalg.norm(qp)
    bound += idx.resid[:n] * np.sqrt(max(0.0, 1 - float(qp @ qp)))
    bound += idx.err[: len(rows)] * np.linalg.norm(q)  # the int8 rows' rounding
    assert (bound >= 0.7).sum() < len(rows) / 5  # the bound prunes most rows on clustered data
    assert ((rows @ q) <= bound + 1e-5).all()     # and never below a true cosine


# ---------------------------------------------------------------- a batch's first pass, prepared at once
def _full(idx: ScopeIndex, q: np.ndarray, threshold: float) -> list[int]:
    return [int(i) for i in np.flatnonzero(idx.vectors(range(len(idx))) @ q >= threshold)]


@pytest.mark.parametrize("threshold", [0.0, 0.7, 0.9, 0.99])
def test_prepared_batch_finds_what_the_full_product_finds(clustered, threshold, monkeypatch):
    """prepare() bounds the whole batch in one product; rows written between prepare and the query
    (the batch's own accepted facts) are bounded at query time."""
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = _index(rows[:5000])
    idx.prepare(queries, threshold)
    assert idx.prepared_n == 5000 and len(idx.prepared) == len(queries)
    _grow(idx, 1000)
    for i, v in enumerate(rows[5000:], start=5000):
        idx.set_vector(i, v)
    for q in queries:
        hits, values = idx.cosine_search(q, threshold, wanted=[1, 5500])
        assert sorted(hits) == _full(idx, q, threshold)
        assert values[5500] == pytest.approx(float(rows[5500] @ q), abs=1e-5)


def test_prepared_survivors_are_what_the_query_uses(clustered, monkeypatch):
    """With the rows' projections wiped after prepare, a prepared query still finds its hits (it reads the
    survivors kept by prepare); a query that was not prepared, bounded on the wiped projections, does not."""
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = _index(rows)
    idx.prepare(queries[:5], 0.7)
    want = [_full(idx, q, 0.7) for q in queries[:6]]
    assert all(want)
    idx.proj[:] = 0
    idx.proj_sums = None  # made again from the wiped projections
    idx.resid[:] = 0
    assert [sorted(idx.cosine_search(q, 0.7)[0]) for q in queries[:5]] == want[:5]
    assert idx.cosine_search(queries[5], 0.7)[0] == []


def test_prepared_bounds_are_dropped_when_they_go_stale(clustered, monkeypatch):
    """A vector set later on a prepared row, a refitted basis, or another threshold: the query bounds again."""
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = _index(rows[:3000])
    _grow(idx, 1)  # row 3000 has no vector yet (the conflict stage embeds such rows before searching)
    idx.prepare(queries, 0.7)
    assert idx.prepared
    idx.cosine_search(queries[0], 0.5)  # another threshold: not served from the prepared set, which stays
    assert idx.prepared
    idx.set_vector(0, rows[0])  # the same vector again (a supersession re-applies the row): nothing changes
    assert idx.prepared
    idx.set_vector(3000, queries[0])
    assert not idx.prepared  # its bound was computed without the vector
    assert 3000 in idx.cosine_search(queries[0], 0.99)[0]
    idx.prepare(queries, 0.7)
    assert idx.basis_rows == 3001
    _grow(idx, 3001)
    for i, v in enumerate([*rows[3000:6000], rows[0]], start=3001):
        idx.set_vector(i, v)
    idx.cosine_search(queries[0], 0.7)  # twice the rows the basis was fitted on: refitted
    assert idx.basis_rows == 6002 and not idx.prepared
    for q in queries:
        assert sorted(idx.cosine_search(q, 0.7)[0]) == _full(idx, q, 0.7)


def test_matrix_is_sized_once_for_a_build_and_grows_by_a_quarter(clustered, monkeypatch):
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = ScopeIndex("n", "d")
    idx.expected = 4000  # what IndexCache.get announces before applying a change feed of 4,000 rows
    _grow(idx, 4000)
    allocations = set()
    for i, v in enumerate(rows[:4000]):
        idx.set_vector(i, v)
        allocations.add(id(idx.codes))
    assert len(allocations) == 1 and len(idx.codes) == 4000 + 4000 // 8
    idx.cosine_search(queries[0], 0.7)  # fits the basis: projections grow with the matrix from here
    idx.expected = 0
    _grow(idx, 2000)
    for i, v in enumerate(rows[4000:], start=4000):
        idx.set_vector(i, v)
    assert 6000 <= len(idx.codes) <= 6000 + 6000 // 4 and idx.proj.shape[1] == len(idx.resid) == len(idx.codes)
    assert np.array_equal(idx.vectors(range(6000)), rows) and idx.has_vector[:6000].all() and not idx.has_vector[6000:].any()
    for q in queries:
        full = rows @ q
        assert sorted(idx.cosine_search(q, 0.7)[0]) == [int(i) for i in np.flatnonzero(full >= 0.7)]


@pytest.mark.parametrize("threshold", [0.05, 0.25, 0.3, 1 / 3, 0.5, 0.7, 0.9, 0.99, 1.0])
def test_least_counts_keep_exactly_the_rows_of_the_float_bound(threshold):
    rng = np.random.default_rng(int(threshold * 1000))
    for q in (1, 2, 3, 7, 40, 71, 300):
        f = max(0, int(np.ceil(threshold * q)) - 1)
        sizes = rng.integers(0, 400, 20000).astype(np.int32)
        counts = rng.integers(0, q + 2, 20000)
        old = np.flatnonzero((counts > 0) & ((counts + f) * (1.0 + threshold) >= threshold * (q + sizes) - 1e-9))
        new = np.flatnonzero(counts >= index_module.least_counts(f, q, threshold, int(sizes.max()))[sizes])
        assert np.array_equal(old, new), (q, f)


def test_projections_in_int8_still_bound_every_row(clustered, monkeypatch):
    """The projections are kept in int8 with a scale and a rounding error per row (a quarter of float32's memory):
    the bound, that error included, is never below a row's cosine, and a threshold set exactly on a row's cosine (or a
    float32 step either side) finds what the full product finds."""
    monkeypatch.setattr(index_module, "PRUNE_MIN", 1000)
    rows, queries = clustered
    idx = _index(rows)
    idx.cosine_search(queries[0], 0.7)  # fits the basis
    n = len(rows)
    assert idx.proj.dtype == np.int8 and idx.proj[:, :n].nbytes == n * index_module.BASIS_DIM
    assert (idx.proj_err[:n] > 0).mean() > 0.9  # the rounding is there, and counted
    for q in queries[:8]:
        qp, qr = idx._bound_inputs(q[None, :])
        bound = idx._bounds(0, n, q[None, :], qp, qr)[0]
        exact = cosines(idx.vectors(range(n)), q)  # the product the full scan makes (float64 sums, rounded once)
        assert (exact <= bound + idx._margin(q)).all()
        for c in np.sort(exact)[-40::7]:
            for t in (np.nextafter(c, np.float32(-2)), c, np.nextafter(c, np.float32(2))):
                hits, values = idx.cosine_search(q, float(t))
                assert sorted(hits) == [int(i) for i in np.flatnonzero(exact >= t)]


def test_integer_products_are_exact_and_their_rounding_is_counted(clustered, products):
    """The integer path multiplies each row's int8 projection with the query's projection rounded to integers: the sums
    equal int64 arithmetic's, and the rounding left, times a bound on |h|, covers the difference from the float64 product
    h.y, for each query and row. The bound over every row built this way stays above each row's cosine."""
    if products != "integer products":
        pytest.skip("the integer path only")
    rows, queries = clustered
    idx = _index(rows)
    idx._fit_basis()
    n = len(rows)
    run = index_module._products(idx.proj, idx.column_sums)
    assert run is not None
    h = idx.proj[:, :n].astype(np.int64)
    widest = idx._widest_row(n)
    for q in queries[:10]:
        y = (q @ idx.basis).astype(np.float32)
        dots, s, left = run(y)
        assert np.array_equal(dots[:n], np.clip(np.rint(y.astype(np.float64) / s), -127, 127).astype(np.int64) @ h)
        recon = h.T.astype(np.float64) * idx.proj_scale[:n, None]  # each row's h
        gap = np.abs(recon @ y.astype(np.float64) - s * dots[:n].astype(np.float64) * idx.proj_scale[:n])
        assert (gap <= np.linalg.norm(recon, axis=1) * left + 1e-9).all() and (np.linalg.norm(recon, axis=1) <= widest).all()
        assert left > 0  # the query's rounding is there, and counted


def test_column_sums_follow_rows_projected_after_they_were_made(clustered, products):
    """The integer products subtract 128 times each row's projection sum: made once, then kept as rows are projected
    (within the matrix, and when it grows), so they always equal the projections' own sums."""
    rows, queries = clustered
    idx = _index(rows[:4000])
    idx._fit_basis()
    assert np.array_equal(idx.column_sums(), idx.proj.sum(axis=0, dtype=np.int32))
    _grow(idx, 2000)
    for i, v in enumerate(rows[4000:], start=4000):
        idx.set_vector(i, v)
        if i in (4001, 5999):
            assert np.array_equal(idx.column_sums(), idx.proj.sum(axis=0, dtype=np.int32))
    idx.set_vector(7, queries[0])  # a row's vector set again
    assert np.array_equal(idx.column_sums(), idx.proj.sum(axis=0, dtype=np.int32))
