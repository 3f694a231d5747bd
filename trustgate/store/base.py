"""The store contract: what every backend of the bi-temporal fact store provides.

A `Fact` is one row of belief: valid time (`valid_from`, `valid_to`: when it holds in the
world) and transaction time (`recorded_at`, `superseded_at`: when the store believed it).
`FactReader` is the read-only part the stages see; `FactStore` adds the writes only the
gate makes, all inside `transaction()` (or `retrying(work)`, which a server backend runs again
after a transient failure). The SQLite backend (sqlite.py) is the embedded default; the
PostgreSQL backend (postgres.py) implements the same protocol for many gates at once.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable, Protocol, Sequence, TypeVar

from ..provenance import Provenance, as_utc, iso

T = TypeVar("T")


@dataclass(frozen=True)
class Fact:
    id: str
    namespace: str
    domain: str
    text: str
    provenance: Provenance | None
    valid_from: datetime
    valid_to: datetime | None
    recorded_at: datetime
    superseded_at: datetime | None = None
    superseded_by: str | None = None
    supersedes: str | None = None
    restates: str | None = None
    decision_id: str | None = None
    embedding: bytes | None = None
    subject: str | None = None  # the explicit slot, when the write named it (canonical form)
    attribute: str | None = None

    def believed(self) -> bool:
        return self.superseded_at is None

    def live(self, now: datetime) -> bool:
        """Believed and its valid time has not ended: what a new write is compared with."""
        return self.superseded_at is None and (self.valid_to is None or self.valid_to > now)

    def to_dict(self) -> dict:
        return {
            "id": self.id, "namespace": self.namespace, "domain": self.domain, "text": self.text,
            "provenance": self.provenance.model_dump(mode="json") if self.provenance else None,
            "valid_from": iso(self.valid_from), "valid_to": iso(self.valid_to),
            "recorded_at": iso(self.recorded_at), "superseded_at": iso(self.superseded_at),
            "superseded_by": self.superseded_by, "supersedes": self.supersedes, "restates": self.restates,
            "decision_id": self.decision_id, "subject": self.subject, "attribute": self.attribute,
        }

    def overlaps(self, start: datetime, end: datetime | None) -> bool:
        """Does this fact's valid time [valid_from, valid_to) meet [start, end)? (None: open.)"""
        return (end is None or self.valid_from < end) and (self.valid_to is None or start < self.valid_to)


def _dt(value: str | None) -> datetime | None:
    return as_utc(datetime.fromisoformat(value.replace("Z", "+00:00"))) if value else None


class FactReader(Protocol):
    """What a stage may read: never a write."""

    def get(self, fact_id: str) -> Fact: ...
    def get_many(self, fact_ids: Sequence[str]) -> list[Fact]: ...
    def scope(self, namespace: str, domain: str) -> list[Fact]: ...
    def has_facts(self, namespace: str, domain: str) -> bool: ...
    def successor(self, fact: Fact) -> Fact | None: ...
    def current(self, namespace: str, domain: str | None, now: datetime) -> list[Fact]: ...
    def count_current(self, namespace: str, now: datetime) -> int: ...


def follow_successor(reader: FactReader, fact: Fact) -> Fact | None:
    """The fact that now holds in place of a superseded one, following the chain through `reader`."""
    f = reader.get(fact.restates) if fact.restates else fact
    hops = 0
    while f.superseded_by and hops < 1000:
        f = reader.get(f.superseded_by)
        hops += 1
    return None if f.id == fact.id or f.superseded_at is not None else f


def collapse_restatements(rows: list[Fact]) -> list[tuple[Fact, list[Fact]]]:
    """History rows grouped for reading: each fact, in order, with the rows that re-record part of
    its valid time (restated copies: `restates` is its id) under it, not as values of their own.
    A copy whose original is not among `rows` stands on its own."""
    ids = {f.id for f in rows}
    copies: dict[str, list[Fact]] = {}
    for f in rows:
        if f.restates in ids:
            copies.setdefault(f.restates, []).append(f)
    return [(f, copies.get(f.id, [])) for f in rows if f.restates not in ids]


class FactStore(FactReader, Protocol):
    """A backend: the reads, plus the writes the gate makes inside one transaction."""

    def close(self) -> None: ...
    def last_recorded_at(self) -> datetime | None: ...
    def transaction(self) -> AbstractContextManager[Any]: ...
    def schema_version(self) -> int: ...
    def insert(self, fact: Fact) -> Fact: ...
    def supersede(self, old_id: str, new: Fact) -> list[Fact]: ...
    def set_embedding(self, fact_id: str, vector: bytes) -> None: ...
    def changes_since(self, namespace: str, domain: str, seq: int, limit: int | None = None,
                      provenance: bool = True) -> tuple[int, list[Fact]]: ...
    def feed_mark(self, namespace: str, domain: str, seq: int) -> tuple[str | None, int]: ...
    def identity(self) -> str: ...
    def feed_digest(self, namespace: str, domain: str, seq: int) -> str | None: ...
    def record_feed_digest(self, namespace: str, domain: str, seq: int, digest: str) -> None: ...
    def as_of(self, namespace: str, valid_at: datetime, known_at: datetime, domain: str | None = None) -> list[Fact]: ...
    def history(self, fact_id: str) -> list[Fact]: ...
    def domains(self, namespace: str) -> list[str]: ...
    # concurrency and retries: no-ops and one attempt on SQLite (BEGIN IMMEDIATE holds the file);
    # advisory locks and bounded retries on a server (postgres.py)
    def retrying(self, work: Callable[[], T], on_retry: Callable[[], None] | None = None) -> T: ...
    def lock_scopes(self, scopes: Sequence[tuple[str, str]]) -> None: ...
    def lock_log(self) -> None: ...
    # idempotency keys: a client's key -> the decision its first write got
    def decision_for_key(self, namespace: str, key: str) -> str | None: ...
    def remember_key(self, namespace: str, key: str, decision_id: str) -> None: ...
