"""The conflict index of each scope (index.py), kept current through the store's change feed, and
persisted beside a SQLite store, so that a gate opening a large store is ready for its first
decision without reading every row back (issue 19: warm start).

One file per scope, `<store>.index/<hash of namespace and domain>.npz` (numpy's uncompressed zip: each
array is stored with a CRC-32 that loading checks; the arrays are then mapped from the file copy-on-write,
not read into memory, so opening costs the checks and a page is read when a lookup first touches it). Its header names the format, the scope, the store
it was built from (the time the store's first migration ran, its schema version) and where in the
store's change feed it stands: the event `seq`, that event's fact id, how many of the scope's
events lie at or before it, and a running digest of the rows' fixed content (ScopeIndex.digest), which
saving also records in the store (`feed_digests`, m009). A file is trusted only when every one of these
matches the store and every array reads back whole (a copy of the store, the same identity, that went
another way since, even through facts with the ids of the first's, holds another digest or none there); the change feed then brings it up to date (writes made since, by any
process). Anything else (truncated, bytes flipped, another or an older store, an older format, a
feed that no longer holds that event) is reported with its reason and the index is rebuilt from the
store. Rows whose vector only a dry run computed are saved without it (the store does not hold it).
"""

from __future__ import annotations

import hashlib
import io
import json
import mmap
import os
import sqlite3
import zipfile
import zlib
from array import array
from pathlib import Path

import numpy as np

from .errors import StoreError
from .index import BASIS_DIM, KINDS, Ids, ScopeIndex
from .store import Store

FORMAT = "trustgate-index/4"  # 2: the header holds the rows' running digest; 3: projections in int8 with a scale and an error;
# 4: the projections one basis dimension to a row (BASIS_DIM x rows), as the integer products read them
FEED_CHUNK = 20000  # change-feed events read at once when an index is built or brought up to date
PERSIST_MIN = 2000  # a scope this large is persisted beside a SQLite store (a smaller one builds in well under 0.2 s)
SAVE_AFTER = 1000  # new rows since the file was loaded or saved (or a twentieth of the scope, if more) before it is written again


def index_path(store_path: str | Path, namespace: str, domain: str) -> Path:
    key = hashlib.sha256(f"{namespace}\0{domain}".encode("utf-8")).hexdigest()[:24]
    return Path(f"{store_path}.index") / f"{key}.npz"


def persistable(store: Store) -> bool:
    """SQLite files only: an in-memory store has nowhere beside it, and a server's many gates share no disk."""
    return getattr(store, "dialect", None) == "sqlite" and str(store.path) != ":memory:"


def _header(store: Store, idx: ScopeIndex) -> dict:
    fact_id, events = store.feed_mark(idx.namespace, idx.domain, idx.seq)
    return {"format": FORMAT, "namespace": idx.namespace, "domain": idx.domain, "store": store.identity(),
            "schema": store.schema_version(), "seq": idx.seq, "digest": idx.digest.hex(), "seq_fact": fact_id, "events": events, "rows": len(idx),
            "dim": int(idx.codes.shape[1]), "largest_norm": idx.largest_norm, "basis_rows": idx.basis_rows,
            "unslotted": idx.unslotted, "slots": [[s, a, rows] for (s, a), rows in idx.by_slot.items()],
            "largest": {k: idx.post[k].largest for k in KINDS}}


def save(store: Store, idx: ScopeIndex, path: Path) -> None:
    """Write the scope's index atomically (a temporary file renamed over the old one)."""
    n = len(idx)
    if any("\0" in i for i in idx.ids) or any("\0" in t for k in KINDS for t in idx.post[k].tokens()):
        return  # ids and tokens are stored joined by NUL
    has = idx.has_vector[:n].copy() if len(idx.has_vector) >= n else np.zeros(n, dtype=bool)
    has[list(idx.unstored)] = False  # a vector only a dry run computed: the store does not hold it
    dim = idx.codes.shape[1]
    codes = np.zeros((n, dim), dtype=np.int8)
    scale, err = np.zeros(n, dtype=np.float32), np.zeros(n, dtype=np.float32)
    k = min(n, len(idx.codes))
    codes[:k], scale[:k], err[:k] = idx.codes[:k], idx.scale[:k], idx.err[:k]
    codes[~has], scale[~has], err[~has] = 0, 0, 0
    arrays = {"header": np.frombuffer(json.dumps(_header(store, idx)).encode("utf-8"), dtype=np.uint8),
              "ids": np.frombuffer("\0".join(idx.ids).encode("utf-8"), dtype=np.uint8),
              "recorded": np.frombuffer(idx.recorded, dtype=np.int64), "live_until": np.frombuffer(idx.live_until, dtype=np.int64),
              "of_user": np.frombuffer(idx.of_user, dtype=np.int32), "has_vector": has, "codes": codes, "scale": scale, "err": err}
    if idx.basis is not None:
        arrays.update(basis=idx.basis, proj=idx.proj[:, :n], proj_scale=idx.proj_scale[:n], proj_err=idx.proj_err[:n], resid=idx.resid[:n])
    for kind in KINDS:
        post = idx.post[kind]
        tokens = sorted(post.tokens())
        lists = [post.get(t) for t in tokens]
        starts = np.zeros(len(tokens) + 1, dtype=np.int64)
        np.cumsum([len(x) for x in lists], out=starts[1:])
        arrays[f"{kind}_tokens"] = np.frombuffer("\0".join(tokens).encode("utf-8"), dtype=np.uint8)
        arrays[f"{kind}_starts"] = starts
        arrays[f"{kind}_rows"] = np.concatenate(lists).astype(np.int32) if lists else np.zeros(0, dtype=np.int32)
        arrays[f"{kind}_sizes"] = np.frombuffer(post.sizes, dtype=np.int32)
        arrays[f"{kind}_empty"] = np.array(post.empty, dtype=np.int32)
    store.record_feed_digest(idx.namespace, idx.domain, idx.seq, idx.digest.hex())  # before the file: never a file without it
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            np.savez(f, **arrays)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


class Stale(Exception):
    """Why a persisted index is not trusted."""


def load(store: Store, namespace: str, domain: str, path: Path) -> ScopeIndex:
    """The persisted index of a scope, checked against the store; raises Stale (with the reason) otherwise."""
    if not path.exists():
        raise Stale("no index file")
    try:
        arrays = mapped(path)
        head = json.loads(bytes(arrays.pop("header")).decode("utf-8"))
        _check(store, head, namespace, domain)
        return _restore(store, head, arrays)
    except Stale:
        raise
    except (OSError, ValueError, KeyError, EOFError, IndexError, TypeError, zipfile.BadZipFile, UnicodeDecodeError) as exc:
        raise Stale(f"unreadable: {type(exc).__name__}: {exc}") from None


def mapped(path: Path) -> dict[str, np.ndarray]:
    """The arrays of an index file (numpy's uncompressed .npz), each checked against its zip CRC-32, then mapped
    from the file copy-on-write rather than read: a page is only read (and counted in the process's memory) when
    a lookup touches it, and a row changed here stays in this process. The CRCs are computed on a mapping of
    their own, unmapped afterwards."""
    with open(path, "rb") as f, zipfile.ZipFile(f) as z:
        members = z.infolist()
        size = os.fstat(f.fileno()).st_size
        spans: dict[str, tuple[int, int, int]] = {}
        for m in members:
            if m.compress_type != zipfile.ZIP_STORED or not m.filename.endswith(".npy"):
                raise ValueError(f"{m.filename}: not an uncompressed .npy member")
            f.seek(m.header_offset)
            local = f.read(30)
            if len(local) < 30 or local[:4] != b"PK\x03\x04":
                raise zipfile.BadZipFile(f"{m.filename}: no local header")
            start = m.header_offset + 30 + int.from_bytes(local[26:28], "little") + int.from_bytes(local[28:30], "little")
            if start + m.file_size > size:
                raise EOFError(f"{m.filename}: past the end of the file")
            spans[m.filename[:-4]] = (start, m.file_size, m.CRC)
        if not size:
            raise EOFError("empty file")
        with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as check:
            view = memoryview(check)
            try:
                for name, (start, length, crc) in spans.items():
                    if zlib.crc32(view[start : start + length]) != crc:
                        raise zipfile.BadZipFile(f"Bad CRC-32 for file {name}.npy")
            finally:
                view.release()
        data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)
    out = {}
    for name, (start, length, _) in spans.items():
        head = io.BytesIO(data[start : start + min(length, 65536)])
        version = np.lib.format.read_magic(head)
        shape, fortran, dtype = (np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0)(head)
        if fortran or dtype.hasobject:
            raise ValueError(f"{name}: not a C-ordered array of plain values")
        offset, count = start + head.tell(), int(np.prod(shape))
        if offset + count * dtype.itemsize > start + length:
            raise EOFError(f"{name}: shorter than its shape")
        out[name] = np.ndarray(shape, dtype, buffer=data, offset=offset) if count else np.zeros(shape, dtype)
    return out


def _check(store: Store, head: dict, namespace: str, domain: str) -> None:
    if head.get("format") != FORMAT:
        raise Stale(f"format {head.get('format')!r}, this code reads {FORMAT!r}")
    if (head.get("namespace"), head.get("domain")) != (namespace, domain):
        raise Stale("another scope's index")
    if head.get("store") != store.identity():
        raise Stale("built from another store")
    if head.get("schema") != store.schema_version():
        raise Stale(f"built on schema version {head.get('schema')}, the store is at {store.schema_version()}")
    if store.feed_mark(namespace, domain, head["seq"]) != (head["seq_fact"], head["events"]):
        raise Stale(f"the store's change feed does not hold event {head['seq']} as the index saw it")
    digest = store.feed_digest(namespace, domain, head["seq"])
    if digest is None:
        raise Stale(f"the store keeps no digest of its change feed at event {head['seq']} (saved by another copy of it?)")
    if digest != head.get("digest"):
        raise Stale(f"the store's change feed up to event {head['seq']} differs from the one the index was built from (digest)")


def _restore(store: Store, head: dict, a: dict[str, np.ndarray]) -> ScopeIndex:
    n = head["rows"]
    idx = ScopeIndex(head["namespace"], head["domain"], store)
    idx.ids = Ids(a["ids"], n)
    if len(idx.ids) != n:
        raise Stale(f"{len(idx.ids)} ids for {n} rows")
    idx._pos = None  # built from the ids when the change feed first brings a fact (ScopeIndex.pos)
    # kept as mapped (the pages a lookup reads are read then), copied once a row is added (ScopeIndex._growable)
    idx.recorded, idx.live_until, idx.of_user = _column(a["recorded"], n, "int64"), _column(a["live_until"], n, "int64"), _array("i", a["of_user"])
    for kind in KINDS:
        post = idx.post[kind]
        tokens = bytes(a[f"{kind}_tokens"]).decode("utf-8").split("\0") if len(a[f"{kind}_starts"]) > 1 else []
        starts = a[f"{kind}_starts"].tolist()
        if len(starts) != len(tokens) + 1 or starts[-1] != len(a[f"{kind}_rows"]):
            raise Stale(f"{kind} postings do not add up")
        post.base = {t: (starts[j], starts[j + 1]) for j, t in enumerate(tokens)}
        post.base_rows = a[f"{kind}_rows"]
        post.sizes = _column(a[f"{kind}_sizes"], n, "int32")
        post.empty = a[f"{kind}_empty"].tolist()
        post.largest = head["largest"][kind]
    if head["dim"]:
        idx.codes, idx.scale, idx.err, idx.has_vector = a["codes"], a["scale"], a["err"], a["has_vector"]
        if idx.codes.shape != (n, head["dim"]) or not len(idx.scale) == len(idx.err) == len(idx.has_vector) == n:
            raise Stale("vector arrays do not match the rows")
        idx.largest_norm = head["largest_norm"]
    if "basis" in a:
        idx.basis, idx.proj, idx.resid, idx.basis_rows = a["basis"], a["proj"], a["resid"], head["basis_rows"]
        idx.proj_scale, idx.proj_err = a["proj_scale"], a["proj_err"]
        if idx.proj.dtype != np.int8 or idx.proj.shape != (BASIS_DIM, n) or not len(idx.proj_scale) == len(idx.proj_err) == len(idx.resid) == n:
            raise Stale("projections do not match the rows")
    idx.by_slot = {(s, at): rows for s, at, rows in head["slots"]}
    idx.unslotted = head["unslotted"]
    idx.seq = head["seq"]
    idx.digest = bytes.fromhex(head["digest"])
    return idx


def _column(values: np.ndarray, n: int, dtype: str) -> np.ndarray:
    if values.dtype != np.dtype(dtype) or values.shape != (n,):
        raise Stale(f"{values.shape} values of {values.dtype} for {n} rows")
    return values


def _array(code: str, values: np.ndarray, n: int | None = None) -> array:
    out = array(code)
    out.frombytes(np.ascontiguousarray(values).tobytes())
    if n is not None and len(out) != n:
        raise Stale(f"{len(out)} values for {n} rows")
    return out


class IndexCache:
    """One ScopeIndex per (namespace, domain), kept current through the store's change feed.

    A scope is built from the store at its first lookup, in chunks of FEED_CHUNK events (a million
    facts never sit in memory at once), or, for a SQLite file, loaded from the index persisted beside
    it (index_cache.py) when that file checks out against the store; `save()` (the gate's close) writes
    the scopes that changed. `status` says, per scope, how it was built: "loaded", or "built: <why the
    persisted index was not used>"."""

    def __init__(self, store: Store, *, persist: bool = True):
        self.store = store
        self.scopes: dict[tuple[str, str], ScopeIndex] = {}
        self.persist = persist
        self.status: dict[tuple[str, str], str] = {}
        self.saved_rows: dict[tuple[str, str], int] = {}  # rows of a scope when its file was loaded or saved

    def _persisting(self) -> bool:
        return self.persist and persistable(self.store)

    def _open(self, namespace: str, domain: str) -> ScopeIndex:
        if self._persisting():
            try:
                idx = load(self.store, namespace, domain, index_path(self.store.path, namespace, domain))
                self.status[(namespace, domain)] = "loaded"
                self.saved_rows[(namespace, domain)] = len(idx)
                return idx
            except Stale as why:
                self.status[(namespace, domain)] = f"built: {why}"
        else:
            self.status[(namespace, domain)] = "built: not persisted"
        return ScopeIndex(namespace, domain, self.store)

    def get(self, namespace: str, domain: str) -> ScopeIndex:
        idx = self.scopes.get((namespace, domain))
        if idx is None:
            idx = self.scopes[(namespace, domain)] = self._open(namespace, domain)
        while True:
            seq, changed = self.store.changes_since(namespace, domain, idx.seq, limit=FEED_CHUNK, provenance=False)
            if seq == idx.seq:
                return idx
            idx.expected = len(idx) + len(changed)  # at most: some changes are rows it holds
            idx.apply_many(changed)
            idx.seq = seq

    def _stale_on_disk(self, key: tuple[str, str], idx: ScopeIndex) -> bool:
        """No file was loaded or saved, or the scope has since grown by SAVE_AFTER rows or a twentieth: a few writes
        are cheaper to read from the change feed at the next open than a whole file to write at every close."""
        if key not in self.saved_rows:
            return True
        return len(idx) - self.saved_rows[key] >= max(SAVE_AFTER, len(idx) // 20)

    def save(self) -> None:
        """Persist the scopes whose file is missing or behind (SQLite files, PERSIST_MIN rows or more)."""
        if not self._persisting():
            return
        for key, idx in list(self.scopes.items()):
            if len(idx) >= PERSIST_MIN and self._stale_on_disk(key, idx):
                try:
                    save(self.store, idx, index_path(self.store.path, *key))
                except (OSError, StoreError, sqlite3.Error):
                    continue  # a read-only directory or store: the next open builds the index from the store
                self.saved_rows[key] = len(idx)

    def clear(self) -> None:
        self.scopes.clear()
