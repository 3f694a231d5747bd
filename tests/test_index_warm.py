"""Warm start (issue 19): a scope's index persisted beside a SQLite store is loaded on the next open only when
it checks out against the store, and then answers exactly as an index built from the store does. A truncated
file, flipped bytes, another store, an older format or schema, or a change feed that no longer holds the event
the index stands at: each is reported and the index is rebuilt. Writes made by another process after the save
come in through the change feed."""

from __future__ import annotations

import io
import json
import mmap
import shutil
import subprocess
import sys
import zipfile
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from conftest import NOW, cand

from trustgate import index_cache
from trustgate.embeddings import to_blob
from trustgate.gate import Gate
from trustgate.index_cache import IndexCache, index_path
from trustgate.provenance import Provenance
from trustgate.store import Fact, Store
from trustgate.text import trigrams, words

NS, DOMAIN = "default", "ops"
N = 2500
ROOT = Path(__file__).resolve().parent.parent
PLACES = ["Oslo", "Bergen", "Lisbon", "Porto", "Tartu", "Cork", "Ghent", "Graz", "Lyon", "Turin"]
THINGS = ["printer", "boiler", "router", "kiln", "forklift", "scanner", "chiller", "pump", "lathe", "drone"]


def _text(i: int) -> str:
    return (f"The {THINGS[i % 10]} in the {PLACES[(i // 10) % 10]} depot number {i} was serviced by team "
            f"{i % 37} on day {i % 300}." if i % 7 else f"I moved the {THINGS[i % 10]} number {i} to {PLACES[i % 10]}.")


def _vectors(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(25, 384))
    rows = np.repeat(centres, n // 25 + 1, axis=0)[:n] + rng.normal(0, 0.3, size=(n, 384))
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


def _fill(path: Path, start: int, count: int) -> None:
    vecs = _vectors(start + count)
    with Store(path) as store, store.transaction():
        for i in range(start, start + count):
            at = NOW - timedelta(days=900) + timedelta(minutes=i)
            slot = ("depot-" + str(i % 50), "owner") if i % 5 == 0 else (None, None)
            store.insert(Fact(id=f"w{i:05d}", namespace=NS, domain=DOMAIN, text=_text(i),
                              provenance=Provenance(source_kind="tool_output", source_id=f"t:{i}", confidence=0.9),
                              valid_from=at, valid_to=at + timedelta(days=400) if i % 11 == 0 else None, recorded_at=at,
                              embedding=to_blob(vecs[i]) if i % 13 else None, subject=slot[0], attribute=slot[1]))
        for i in range(start + 1, start + count, 97):  # some rows superseded by the next one
            store.supersede(f"w{i - 1:05d}", store.get(f"w{i:05d}"))


@pytest.fixture(scope="module")
def saved_once(tmp_path_factory):
    """The store and the index saved beside it, built once per module; each test gets a copy (warm_store)."""
    path = tmp_path_factory.mktemp("warm") / "warm.db"
    _fill(path, 0, N)
    with Store(path) as store:
        cache = IndexCache(store)
        assert cache.get(NS, DOMAIN) is not None and cache.status[(NS, DOMAIN)] == "built: no index file"
        cache.save()
    assert index_path(path, NS, DOMAIN).exists()
    return path


@pytest.fixture
def warm_store(saved_once, tmp_path):
    """A copy of the module's store (the same store: its identity and digests come along) and of its saved index."""
    path = tmp_path / "warm.db"
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{saved_once}{suffix}").exists():
            shutil.copy(f"{saved_once}{suffix}", f"{path}{suffix}")
    shutil.copytree(f"{saved_once}.index", f"{path}.index")
    return path


def _opened(path: Path) -> tuple[Store, IndexCache]:
    store = Store(path)
    cache = IndexCache(store)
    cache.get(NS, DOMAIN)
    return store, cache


QUERIES = [_text(i) for i in (3, 140, 777, 1500, 2499)] + ["I moved the pump number 12 to Oslo.", "nothing shared at all"]


def _answers(store: Store, cache: IndexCache) -> dict:
    """Everything the conflict stage reads from a scope's index."""
    idx = cache.get(NS, DOMAIN)
    qs = _vectors(40, seed=9)[::4]
    return {"ids": list(idx.ids), "recorded": list(idx.recorded), "live_until": list(idx.live_until),
            "of_user": list(idx.of_user), "by_slot": {k: list(v) for k, v in idx.by_slot.items()}, "unslotted": idx.unslotted,
            "missing": idx.missing_vectors(),
            "trigram": [idx.jaccard_hits("trigram", trigrams(q), t) for q in QUERIES for t in (0.3, 0.6)],
            "word": [idx.jaccard_hits("word", words(q), t) for q in QUERIES for t in (0.25, 0.5)],
            "with_words": [idx.rows_with_words(words(q) & frozenset({"pump", "oslo", "moved"})) for q in QUERIES],
            "cosine": [idx.cosine_search(q, t, wanted=[0, 17]) for q in qs for t in (0.2, 0.5, 0.8)],
            "facts": [f.to_dict() for f in idx.facts_at([0, 5, 96, N - 1])]}


def _fresh(path: Path) -> dict:
    with Store(path) as store:
        cache = IndexCache(store, persist=False)
        return _answers(store, cache)


def test_a_saved_index_is_loaded_and_answers_as_a_built_one(warm_store):
    store, cache = _opened(warm_store)
    with store:
        assert cache.status[(NS, DOMAIN)] == "loaded"
        assert _answers(store, cache) == _fresh(warm_store)
        assert cache.get(NS, DOMAIN)._pos is None  # lookups never needed the rows by id: not built at open


def test_a_loaded_index_maps_its_file_and_keeps_its_changes_in_the_process(warm_store):
    """The arrays of a loaded index are mapped from the file (read when touched), copy-on-write: a vector set on a
    loaded row is found by the lookups and never reaches the file."""
    f = index_path(warm_store, NS, DOMAIN)
    before = f.read_bytes()
    store, cache = _opened(warm_store)
    with store:
        idx = cache.get(NS, DOMAIN)
        base = idx.codes
        while isinstance(base, np.ndarray):
            base = base.base
        assert isinstance(base, mmap.mmap)
        row = idx.missing_vectors()[0]  # a stored fact without a vector: its int8 row is set in place
        assert row < len(idx.codes)
        v = _vectors(1, seed=21)[0]
        idx.set_vector(row, v)
        hits, values = idx.cosine_search(v, 0.99)
        assert row in hits and values[row] == pytest.approx(1.0, abs=1e-6)
    assert f.read_bytes() == before


def _mapped(a) -> bool:
    while isinstance(a, np.ndarray):
        a = a.base
    return isinstance(a, mmap.mmap)


def test_a_loaded_index_keeps_its_ids_and_row_columns_in_the_file(warm_store):
    """No Python string per row, no copy of the per-row columns (about 100 MB at a million rows): the ids stay the
    file's NUL-separated block, with where each ends (4 bytes a row), and the transaction times, validity ends and token
    counts stay mapped until a row is added (then they are copied into arrays that grow)."""
    store, cache = _opened(warm_store)
    idx = cache.get(NS, DOMAIN)
    block = bytes(idx.ids.block)
    with store:
        assert cache.status[(NS, DOMAIN)] == "loaded"
        assert _mapped(idx.ids.block) and idx.ids.ends.dtype == np.int32 and not idx.ids.tail
        assert all(_mapped(a) for a in (idx.recorded, idx.live_until, idx.post["trigram"].sizes, idx.post["word"].sizes))
        n, every = len(idx), list(idx.ids)
        assert n > N and [idx.ids[i] for i in (0, 1, n - 1, -1)] == ["w00000", "w00001", every[-1], every[-1]]
        assert block.split(b"\0") == [i.encode() for i in every] and every == _fresh(warm_store)["ids"]
        store.insert(Fact(id="w-new", namespace=NS, domain=DOMAIN, text="The kiln in the Oslo depot was serviced.",
                          provenance=Provenance(source_kind="tool_output", source_id="t:new", confidence=0.9),
                          valid_from=NOW, valid_to=None, recorded_at=NOW))
        idx = cache.get(NS, DOMAIN)
        assert len(idx) == n + 1 and idx.ids[n] == idx.ids[-1] == "w-new" and idx.pos["w-new"] == n
        assert not _mapped(idx.recorded) and len(idx.recorded) == len(idx.live_until) == len(idx.post["word"].sizes) == n + 1
        assert idx.jaccard_hits("word", words("The kiln in the Oslo depot was serviced."), 0.99) == [n]


def test_ids_of_a_block_and_after_it() -> None:
    from trustgate.index import Ids

    ids = Ids(np.frombuffer("a\0ünï\0\0z".encode(), dtype=np.uint8), 4)  # an empty id, and UTF-8
    ids.append("tail")
    assert len(ids) == 5 and list(ids) == ["a", "ünï", "", "z", "tail"] and [ids[i] for i in range(-5, 5)] == list(ids) * 2
    assert list(Ids(np.zeros(0, dtype=np.uint8), 1)) == [""] and list(Ids()) == [] and len(Ids(None, 0)) == 0
    with pytest.raises(IndexError):
        ids[5]


def test_writes_after_the_save_come_in_through_the_change_feed(warm_store):
    """Another process writes a fact and supersedes one behind the saved index's back; the loaded index has both."""
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); sys.path.insert(0, {str(ROOT / 'tests')!r})\n"
            "from test_index_warm import _fill\n"
            f"from pathlib import Path; _fill(Path({str(warm_store)!r}), {N}, 120)\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
    store, cache = _opened(warm_store)
    with store:
        assert cache.status[(NS, DOMAIN)] == "loaded"
        idx = cache.get(NS, DOMAIN)
        assert len(idx) == len(store.scope(NS, DOMAIN)) > N + 120  # the new facts, and the rows their supersessions record
        assert f"w{N + 119:05d}" in idx.pos and not idx.live(idx.pos[f"w{N:05d}"], NOW)  # w02500 was superseded
        assert _answers(store, cache) == _fresh(warm_store)


def test_a_gate_decides_the_same_on_a_loaded_index(warm_store, rules, embedder):
    cands = [cand(_text(i)) for i in (14, 700, 2400)] + [cand("The kiln in the Graz depot number 9 was serviced by team 9 on day 9.")]
    for c in cands:
        c["domain"] = DOMAIN
    with Gate(rules, warm_store, clock=lambda: NOW, embedder=embedder) as warm, \
            Gate(rules, warm_store, clock=lambda: NOW, embedder=embedder, conflict_scan="naive") as scan:
        got = [warm.check(c) for c in cands]
        assert warm.index.status[(NS, DOMAIN)] == "loaded"
        want = [scan.check(c) for c in cands]
    assert [(d.verdict, d.stage, [r.rule for r in d.reasons], d.against) for d in got] == \
           [(d.verdict, d.stage, [r.rule for r in d.reasons], d.against) for d in want]
    assert {d.verdict for d in got} == {"accept", "reject"}


def _rebuilt(path: Path, reason: str) -> None:
    want = _fresh(path) if reason != "keep" else None
    store, cache = _opened(path)
    with store:
        assert cache.status[(NS, DOMAIN)].startswith("built: "), cache.status
        assert reason in cache.status[(NS, DOMAIN)]
        assert _answers(store, cache) == want


def test_a_truncated_index_is_rebuilt(warm_store):
    f = index_path(warm_store, NS, DOMAIN)
    data = f.read_bytes()
    for keep in (len(data) - 1, len(data) // 2, 100, 0):
        f.write_bytes(data[:keep])
        _rebuilt(warm_store, "unreadable")


def test_flipped_bytes_are_never_trusted(warm_store):
    """A byte flipped in any array's data is caught (each array's CRC-32); elsewhere (zip headers) it is caught or
    changes nothing: what a loaded index answers is always what a built one does."""
    f = index_path(warm_store, NS, DOMAIN)
    data = f.read_bytes()
    want = _fresh(warm_store)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        members = {i.filename: i for i in z.infolist()}
    codes = members["codes.npy"]
    inside = codes.header_offset + 30 + len(codes.filename) + len(codes.extra) + 200  # in the int8 vectors' data
    rng = np.random.default_rng(4)
    for at in [inside, *rng.integers(0, len(data), 12)]:
        bad = bytearray(data)
        bad[at] ^= 0x20
        f.write_bytes(bytes(bad))
        store, cache = _opened(warm_store)
        with store:
            if at == inside:
                assert cache.status[(NS, DOMAIN)].startswith("built: unreadable")
            assert _answers(store, cache) == want


def _rewrite_header(path: Path, **changes) -> None:
    f = index_path(path, NS, DOMAIN)
    with np.load(f) as z:
        arrays = {k: z[k] for k in z.files}
    head = json.loads(bytes(arrays["header"]).decode())
    head.update(changes)
    arrays["header"] = np.frombuffer(json.dumps(head).encode(), dtype=np.uint8)
    with open(f, "wb") as out:
        np.savez(out, **arrays)


def test_an_index_of_an_older_schema_or_format_is_rebuilt(warm_store):
    with Store(warm_store) as store:
        version = store.schema_version()
    _rewrite_header(warm_store, schema=version - 1)
    _rebuilt(warm_store, f"schema version {version - 1}")
    _rewrite_header(warm_store, schema=version, format="trustgate-index/0")
    _rebuilt(warm_store, "format 'trustgate-index/0'")


def test_an_index_beside_another_store_is_rebuilt(warm_store, tmp_path):
    other = tmp_path / "other.db"
    _fill(other, 0, N)  # the same facts, written into a store of its own
    shutil.copytree(f"{warm_store}.index", f"{other}.index")
    _rebuilt(other, "another store")


def _put_fixed(path: Path, texts: list[str]) -> None:
    """Facts with fixed ids (z0000, z0001, ...) and fixed times: only their texts tell two stores' writes apart."""
    with Store(path) as store, store.transaction():
        for i, text in enumerate(texts):
            store.insert(Fact(id=f"z{i:04d}", namespace=NS, domain=DOMAIN, text=text, provenance=None, valid_from=NOW,
                              valid_to=None, recorded_at=NOW))


def test_a_copy_that_went_another_way_is_not_trusted(warm_store, tmp_path, monkeypatch):
    """Two copies of one store (one identity) each take facts with the same ids and times but other texts: their
    change feeds hold the same events, counts and fact ids. The index one of them saved is not trusted by the other,
    whether the other keeps no digest at that event or a digest of its own."""
    monkeypatch.setattr(index_cache, "SAVE_AFTER", 10)  # the 150 rows below (past a twentieth) write the file again
    copy = tmp_path / "copy.db"
    with Store(warm_store) as store:
        store.conn.execute(f"VACUUM INTO '{copy}'")
    _put_fixed(warm_store, [f"The generator at bay {i} was refuelled on Monday." for i in range(150)])
    _put_fixed(copy, [f"The generator at bay {i} was refuelled on Friday." for i in range(150)])
    store, cache = _opened(warm_store)
    with store, Store(copy) as other:
        assert cache.status[(NS, DOMAIN)] == "loaded"
        cache.save()
        seq = cache.get(NS, DOMAIN).seq
        assert store.feed_mark(NS, DOMAIN, seq) == other.feed_mark(NS, DOMAIN, seq)  # what the check compared before
    shutil.copytree(f"{warm_store}.index", f"{copy}.index")
    _rebuilt(copy, "no digest of its change feed")
    store, cache = _opened(copy)
    with store:
        cache.save()  # the copy's own index, and its own digest at that event
    shutil.rmtree(f"{copy}.index")
    shutil.copytree(f"{warm_store}.index", f"{copy}.index")
    _rebuilt(copy, "differs from the one the index was built from")


def test_an_index_ahead_of_its_store_is_rebuilt(warm_store, tmp_path, monkeypatch):
    """The store file put back from a copy taken before the writes the saved index has seen: its change feed does
    not hold the event the index stands at."""
    monkeypatch.setattr(index_cache, "SAVE_AFTER", 10)  # the 200 rows below (past a twentieth) write the file again
    backup = tmp_path / "backup.db"
    with Store(warm_store) as store:
        store.conn.execute(f"VACUUM INTO '{backup}'")
    _fill(warm_store, N, 200)
    store, cache = _opened(warm_store)
    with store:
        cache.save()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{warm_store}{suffix}").unlink(missing_ok=True)
    shutil.copy(backup, warm_store)
    _rebuilt(warm_store, "does not hold event")


def test_small_scopes_and_memory_stores_are_not_persisted(tmp_path, monkeypatch):
    path = tmp_path / "small.db"
    _fill(path, 0, 300)
    with Store(path) as store:
        cache = IndexCache(store)
        cache.get(NS, DOMAIN)
        cache.save()
    assert not index_path(path, NS, DOMAIN).exists()  # under PERSIST_MIN rows: built in well under 0.2 s anyway
    monkeypatch.setattr(index_cache, "PERSIST_MIN", 100)
    with Store(path) as store:
        cache = IndexCache(store)
        cache.get(NS, DOMAIN)
        cache.save()
    assert index_path(path, NS, DOMAIN).exists()
    with Store(":memory:") as store:
        cache = IndexCache(store)
        cache.get(NS, DOMAIN)
        assert cache.status[(NS, DOMAIN)] == "built: not persisted"


def test_a_few_writes_do_not_rewrite_the_file_and_are_read_from_the_feed(warm_store):
    f = index_path(warm_store, NS, DOMAIN)
    before = f.stat().st_mtime_ns
    _fill(warm_store, N, 30)  # under SAVE_AFTER new rows: the next open reads them from the change feed
    for _ in range(2):
        store, cache = _opened(warm_store)
        with store:
            assert cache.status[(NS, DOMAIN)] == "loaded" and len(cache.get(NS, DOMAIN)) == len(store.scope(NS, DOMAIN))
            cache.save()
    assert f.stat().st_mtime_ns == before
    _fill(warm_store, N + 30, index_cache.SAVE_AFTER)
    store, cache = _opened(warm_store)
    with store:
        cache.save()
    assert f.stat().st_mtime_ns != before
    store, cache = _opened(warm_store)
    with store:
        assert cache.status[(NS, DOMAIN)] == "loaded" and _answers(store, cache) == _fresh(warm_store)
