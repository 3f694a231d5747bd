"""The bi-temporal store: the contract (base.py), its backends (sqlite.py, the embedded default;
postgres.py, a server shared by many gates) and a read-only view of an earlier state (view.py).
`open_store` picks a backend by the address: a `postgresql://` (or `postgres://`) URL opens
PostgreSQL, anything else is a SQLite path."""

from __future__ import annotations

import os
from pathlib import Path

from .base import Fact, FactReader, FactStore, collapse_restatements
from .postgres import PostgresStore
from .sqlite import MIGRATIONS, Store
from .view import PastView

DB_ENV = "TRUSTGATE_DB"  # the store address when none is given


def is_url(db: str | Path) -> bool:
    return isinstance(db, str) and db.startswith(("postgresql://", "postgres://"))


def open_store(db: str | Path | None = None) -> Store:
    """The store at `db` (default: $TRUSTGATE_DB, else an in-memory SQLite store)."""
    db = db if db is not None else os.environ.get(DB_ENV) or ":memory:"
    if is_url(db):
        return PostgresStore(str(db))
    return Store(db)


__all__ = ["DB_ENV", "MIGRATIONS", "Fact", "FactReader", "FactStore", "PastView", "PostgresStore", "Store", "collapse_restatements",
           "is_url", "open_store"]
