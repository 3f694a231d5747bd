"""The PostgreSQL backend: the same store contract, shared by many gate processes on many hosts.

Selected by URL (`postgresql://user@host/db`, see `open_store`); two query parameters of
ours are taken out before psycopg sees the URL: `schema=` (the store lives in that schema,
created when missing; default `public`) and `tenant=` (the connection sets `app.tenant`:
connected as a role other than the owner, row-level security then shows it only that
namespace's rows; such a store reads and never migrates).

Every query of the SQLite store (sqlite.py) runs unchanged through `conn`, an adapter
that turns `?` into psycopg's `%s` and routes a statement to the calling thread's open
transaction, or to a pooled autocommit connection (psycopg 3, psycopg-pool). So the reads,
`supersede`, the change feed, the log and `integrity.verify` are one piece of code for both.

Concurrency (the part SQLite gets from one file lock): a write transaction runs in READ
COMMITTED and takes transaction-scoped advisory locks, one per (schema, namespace, domain)
scope before the gate decides in it (`lock_scopes`), and one for the log before the log's
last hash is read (`lock_log`). Every row write of a scope holds that scope's lock, so a
scope's change-feed numbers commit in order and a decider that holds the lock sees
everything committed before it: two gates can never both accept contradictory values for
one slot, and the hash chain never forks. Transient failures (serialization, deadlock,
server shutdown, a dropped connection) roll back and `retrying` runs the work again, up
to a bound, then raises StoreError.
"""

from __future__ import annotations

import random
import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence, TypeVar
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import sql
from psycopg_pool import ConnectionPool

from ..errors import StoreError
from ..provenance import canonical_domain
from .base import Fact, _dt
from .pg_schema import MIGRATIONS
from .sqlite import Store

T = TypeVar("T")
TRANSIENT = (psycopg.OperationalError,)  # serialization failure, deadlock, admin shutdown, lost connection, pool timeout


class Rows:
    """A statement's result, read in full (the connection goes back to the pool at once)."""

    def __init__(self, rows: list[tuple], rowcount: int, description: Any = None):
        self._rows = rows
        self.rowcount = rowcount
        self.description = description

    def fetchone(self) -> tuple | None:
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list[tuple]:
        return list(self._rows)

    def __iter__(self) -> Iterator[tuple]:
        return iter(self._rows)


def to_pyformat(query: str) -> str:
    """SQLite's `?` placeholders as psycopg's `%s` (a literal `%` doubled)."""
    return query.replace("%", "%%").replace("?", "%s")


class Conn:
    """`execute(sql with ?, params)` on PostgreSQL: what the SQLite store's `conn` offers its readers."""

    LOG_COUNTER_SQL = "SELECT seq FROM log_counter WHERE name = 'decisions'"
    MISSING = (psycopg.errors.UndefinedTable,)

    def __init__(self, store: "PostgresStore"):
        self._store = store

    @property
    def in_transaction(self) -> bool:
        return self._store._tx_conn() is not None

    def execute(self, query: str, params: Sequence[Any] = ()) -> Rows:
        args = list(params) if params else None
        text = to_pyformat(query) if args else query
        conn = self._store._tx_conn()
        if conn is not None:
            return _run(conn, text, args)
        return self._store._with_retry(lambda: self._store._autocommit(lambda c: _run(c, text, args)), "read")


def _run(conn: psycopg.Connection, text: str, args: list | None) -> Rows:
    cur = conn.execute(text, args)  # type: ignore[arg-type]
    rows = cur.fetchall() if cur.description is not None else []
    return Rows(rows, cur.rowcount, cur.description)


def split_url(url: str) -> tuple[str, str, str | None]:
    """(libpq URL, schema, tenant): our two parameters taken out of the query string."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    ours = {k: v for k, v in query if k in ("schema", "tenant")}
    rest = [(k, v) for k, v in query if k not in ("schema", "tenant")]
    return urlunsplit(parts._replace(query=urlencode(rest, quote_via=quote))), ours.get("schema") or "public", ours.get("tenant") or None


def redacted(url: str) -> str:
    """The URL as messages show it: a password in it (user:PASSWORD@ or password=) masked."""
    parts = urlsplit(url)
    if parts.password:
        parts = parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@"))
    query = [(k, "***" if k == "password" else v) for k, v in parse_qsl(parts.query, keep_blank_values=True)]
    return urlunsplit(parts._replace(query=urlencode(query, quote_via=quote, safe="*")))


class PostgresStore(Store):
    """Facts and the decision log in one PostgreSQL schema; many processes may write at once."""

    dialect = "postgresql"

    def __init__(self, url: str, *, pool_size: int = 4, retries: int = 8, connect_timeout_s: float = 30.0):
        self.path = redacted(url)
        self.retries = retries
        conninfo, self.schema, self.tenant = split_url(url)
        self._local = threading.local()
        self._lock = threading.RLock()
        self.conn = Conn(self)  # type: ignore[assignment]
        try:
            self.pool = ConnectionPool(conninfo, min_size=1, max_size=pool_size, open=True, timeout=connect_timeout_s,
                                       kwargs={"autocommit": True}, configure=self._configure,
                                       name="trustgate")
            self.pool.wait(timeout=connect_timeout_s)
            if self.tenant is None:  # a tenant's connection reads; the owner's migrates
                self._migrate()
        except (psycopg.Error, OSError) as exc:
            self.close()
            raise StoreError(f"{self.path}: cannot open the store: {exc}") from None

    def _configure(self, conn: psycopg.Connection) -> None:
        conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(self.schema)))
        if self.tenant:
            conn.execute("SELECT set_config('app.tenant', %s, false)", [self.tenant])

    def close(self) -> None:
        pool = getattr(self, "pool", None)
        if pool is not None:
            pool.close()

    # ------------------------------------------------------------ connections and transactions
    def _tx_conn(self) -> psycopg.Connection | None:
        return getattr(self._local, "conn", None)

    def _autocommit(self, work: Callable[[psycopg.Connection], T]) -> T:
        with self.pool.connection() as conn:
            return work(conn)

    @contextmanager
    def transaction(self) -> Iterator[Conn]:  # type: ignore[override]
        """BEGIN ... COMMIT on one pooled connection; nested uses join the outer transaction.
        A failure rolls back; one at COMMIT leaves the outcome to `retrying` and idempotency keys."""
        with self._lock:
            if self._tx_conn() is not None:
                yield self.conn
                return
            with self.pool.connection() as conn:
                conn.execute("BEGIN")
                self._local.conn, self._local.locked = conn, set()
                try:
                    yield self.conn
                except BaseException:
                    if not conn.closed:
                        try:
                            conn.execute("ROLLBACK")
                        except psycopg.Error:
                            pass  # the connection is gone; the server rolled back; the pool drops it
                    raise
                else:
                    conn.execute("COMMIT")
                finally:
                    self._local.conn, self._local.locked = None, set()

    def retrying(self, work: Callable[[], T], on_retry: Callable[[], None] | None = None) -> T:
        """Run `work` in one transaction; on a transient failure roll back, call `on_retry` (the caller
        drops what it derived from the rolled-back reads) and run it again (bounded)."""
        return self._with_retry(lambda: self._in_transaction(work), "write", on_retry)

    def _in_transaction(self, work: Callable[[], T]) -> T:
        with self.transaction():
            return work()

    def _with_retry(self, attempt: Callable[[], T], what: str, on_retry: Callable[[], None] | None = None) -> T:
        if self._tx_conn() is not None:  # inside an outer transaction: it owns the retry
            return attempt()
        for n in range(self.retries + 1):
            try:
                return attempt()
            except TRANSIENT as exc:
                if n == self.retries:
                    raise StoreError(f"{self.path}: the {what} failed {n + 1} times, last: {type(exc).__name__}: "
                                     f"{str(exc).strip()}; nothing of it was committed unless the failure came at COMMIT "
                                     "(a write with an idempotency key can be retried safely)") from None
                time.sleep(min(2.0, 0.05 * 2 ** n) * (0.5 + random.random()))
                if on_retry is not None:
                    on_retry()
        raise AssertionError("unreachable")

    def lock_scopes(self, scopes: Sequence[tuple[str, str]]) -> None:
        """Serialise deciders and writers of these (namespace, domain) scopes until COMMIT (sorted: no deadlock)."""
        conn = self._tx_conn()
        if conn is None:
            raise StoreError("lock_scopes needs an open transaction")
        keys = sorted({f"{self.schema}\x1f{ns}\x1f{canonical_domain(d)}" for ns, d in scopes} - self._local.locked)
        for key in keys:
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", [key])
            self._local.locked.add(key)

    def lock_log(self) -> None:
        """Serialise appends to the hash chain until COMMIT (taken after the scope locks)."""
        conn = self._tx_conn()
        key = f"{self.schema}\x1f\x1flog"
        if conn is not None and key not in self._local.locked:
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", [key])
            self._local.locked.add(key)

    # ------------------------------------------------------------ schema
    def _migrate(self) -> None:
        def migrate() -> None:
            with self.transaction() as c:
                c.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", [f"{self.schema}\x1fmigrate"])
                c.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(self.schema)).as_string())
                c.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                          "(version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
                done = {r[0] for r in c.execute("SELECT version FROM schema_migrations")}
                for version, (name, statements) in enumerate(MIGRATIONS, start=1):
                    if version not in done:
                        c.execute(statements)
                        c.execute("INSERT INTO schema_migrations VALUES (?, ?, to_char(now() AT TIME ZONE 'UTC', "
                                  "'YYYY-MM-DD HH24:MI:SS'))", [version, name])
        self._with_retry(migrate, "migration")

    # ------------------------------------------------------------ writes: each holds its scope's lock
    def insert(self, fact: Fact) -> Fact:
        with self.transaction():
            self.lock_scopes([(fact.namespace, fact.domain)])
            return super().insert(fact)

    def supersede(self, old_id: str, new: Fact) -> list[Fact]:
        with self.transaction():
            old = self.get(old_id)
            self.lock_scopes([(old.namespace, old.domain), (new.namespace, new.domain)])
            return super().supersede(old_id, new)

    def set_embedding(self, fact_id: str, vector: bytes) -> None:
        with self.transaction():
            f = self.get(fact_id)
            self.lock_scopes([(f.namespace, f.domain)])
            super().set_embedding(fact_id, vector)

    def identity(self) -> str:
        """Nothing is persisted beside a server store (index_cache.persistable): no identity to check."""
        return ""

    def feed_digest(self, namespace: str, domain: str, seq: int) -> str | None:
        """Nothing is persisted beside a server store: no digest is kept."""
        return None

    def record_feed_digest(self, namespace: str, domain: str, seq: int, digest: str) -> None:
        """Nothing is persisted beside a server store: nothing to keep."""

    def last_recorded_at(self):  # type: ignore[no-untyped-def]
        row = self.conn.execute("SELECT MAX(recorded_at) FROM facts").fetchone()
        return _dt(row[0]) if row else None
