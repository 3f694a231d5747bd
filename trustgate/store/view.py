"""The store as it stood at an earlier point: a read-only `FactReader` for replaying a decision.

A store only ever grows: rows are added, and a row is closed (superseded) by the write that
adds its successor. So the state at an earlier point is fixed by which rows existed then:
`PastView(store, known)` shows only the rows in `known`, and shows a row as still open when
the row that closed it is not known. Which rows were known just before a decision comes from
the decision log (`AuditLog.known_before`), whose order is exact even where many decisions
share one clock reading; transaction time alone cannot separate those. The stages read it
exactly as they read the live store; it never writes.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Collection, Sequence

from ..errors import NotFoundError
from .base import Fact, FactStore, follow_successor


class PastView:
    """What a stage may read, restricted to the rows in `known` (ids) of `store`."""

    def __init__(self, store: FactStore, known: Collection[str]):
        self.store = store
        self.known = frozenset(known)

    def _then(self, fact: Fact) -> Fact:
        if fact.superseded_by is None or fact.superseded_by in self.known:
            return fact
        return replace(fact, superseded_at=None, superseded_by=None)

    def get(self, fact_id: str) -> Fact:
        if fact_id not in self.known:
            raise NotFoundError(f"no fact with id {fact_id!r} at that point")
        return self._then(self.store.get(fact_id))

    def get_many(self, fact_ids: Sequence[str]) -> list[Fact]:
        return [self._then(f) for f in self.store.get_many([i for i in fact_ids if i in self.known])]

    def scope(self, namespace: str, domain: str) -> list[Fact]:
        return [self._then(f) for f in self.store.scope(namespace, domain) if f.id in self.known]

    def has_facts(self, namespace: str, domain: str) -> bool:
        return bool(self.scope(namespace, domain))

    def successor(self, fact: Fact) -> Fact | None:
        return follow_successor(self, fact)

    def current(self, namespace: str, domain: str | None, now: datetime) -> list[Fact]:
        domains = [domain] if domain is not None else self.store.domains(namespace)
        rows = [f for d in domains for f in self.scope(namespace, d) if f.live(now) and f.valid_from <= now]
        return sorted(rows, key=lambda f: (f.domain, f.valid_from))

    def count_current(self, namespace: str, now: datetime) -> int:
        return len(self.current(namespace, None, now))
