"""A LangGraph store that lets a memory in only through the gate.

`GatedStore(store, gate)` wraps any LangGraph `BaseStore` (the in-memory store, a database
store) and is one itself, so a graph compiled with `store=GatedStore(...)` needs no other
change. Every put (`put`, `aput`, and the `PutOp`s of `batch` / `abatch`) is first written
through `Gate.write`: decided, logged, and stored in the gate's own bi-temporal store when
accepted. Only an accepted put reaches the wrapped store. Reads (`get`, `search`,
`list_namespaces`) and deletes pass through untouched: a delete adds no belief.

A rejected put, by `on_reject`:
- `"raise"` (default): `WriteRejected` after the batch's other operations have run; it
  carries the rejected decisions (`.decisions`, the first as `.decision`), each with its
  stage, rule, message and rule_ref;
- `"skip"`: the put is dropped quietly. `put` and `aput` return the Decision either way
  (per call, safe under concurrency), and `last_decisions` holds those of the latest batch.

The mapping from a store item to a candidate is `to_candidate(namespace, key, value)`
(default `default_candidate`), returning a candidate dict, or None for an item that is not
a memory and should be written ungated. The default:
- namespace tuple: one part -> domain, in namespace "default"; more -> the first part is
  the trustgate namespace (the tenant, e.g. a user id) and the rest, joined by "/", the domain;
- key -> `subject` (what the memory is about);
- value: `text` (else `content`, `memory` or `fact`; else the value as compact JSON, which
  intake then judges), `provenance` (a dict as in DESIGN section 2; none means the
  provenance stage rejects it), and `attribute`, `valid_from`, `valid_to`,
  `contradiction_count` when present.
"""

from __future__ import annotations

import asyncio
import json
from contextvars import ContextVar
from typing import Any, Callable, Iterable, Literal, Mapping

from langgraph.store.base import NOT_PROVIDED, BaseStore, NotProvided, Op, PutOp, Result

from ..decision import Decision
from ..errors import TrustgateError
from ..gate import Gate

ToCandidate = Callable[[tuple[str, ...], str, Mapping[str, Any]], "dict[str, Any] | None"]
TEXT_FIELDS = ("text", "content", "memory", "fact")
PASSED_FIELDS = ("attribute", "valid_from", "valid_to", "contradiction_count")
_SINK: ContextVar[list | None] = ContextVar("trustgate_gated_store_decisions", default=None)  # the decisions of one put call


class WriteRejected(TrustgateError):
    """The gate refused one or more puts; `decisions` are the rejections, in order."""

    def __init__(self, decisions: list[Decision]):
        self.decisions = decisions
        self.decision = decisions[0]
        first = self.decision.reasons[0] if self.decision.reasons else None
        why = f"{self.decision.stage}/{first.rule}: {first.message} ({first.rule_ref})" if first else self.decision.stage
        super().__init__(f"the gate rejected {len(decisions)} write(s); first: {why}")


def default_candidate(namespace: tuple[str, ...], key: str, value: Mapping[str, Any]) -> dict[str, Any]:
    """A store item as a candidate (see the module docstring for the mapping)."""
    tenant, domain = ("default", namespace[0]) if len(namespace) == 1 else (namespace[0], "/".join(namespace[1:]))
    text = next((value[f] for f in TEXT_FIELDS if isinstance(value.get(f), str)), None)
    if text is None:
        text = json.dumps(dict(value), ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    cand: dict[str, Any] = {"text": text, "domain": domain, "namespace": tenant, "subject": key,
                            "provenance": value.get("provenance")}
    cand.update({f: value[f] for f in PASSED_FIELDS if value.get(f) is not None})
    return cand


class GatedStore(BaseStore):
    def __init__(self, store: BaseStore, gate: Gate, *, to_candidate: ToCandidate = default_candidate,
                 on_reject: Literal["raise", "skip"] = "raise"):
        if on_reject not in ("raise", "skip"):
            raise ValueError(f"on_reject must be 'raise' or 'skip', not {on_reject!r}")
        self.store, self.gate, self.to_candidate, self.on_reject = store, gate, to_candidate, on_reject
        self.supports_ttl = store.supports_ttl
        self.ttl_config = store.ttl_config
        self.last_decisions: list[Decision] = []

    def _decide(self, ops: list[Op]) -> list[int]:
        """Gate every put; the positions of the operations that go on to the wrapped store."""
        forward, decisions = [], []
        for i, op in enumerate(ops):
            if isinstance(op, PutOp) and op.value is not None:
                cand = self.to_candidate(op.namespace, op.key, op.value)
                if cand is not None:
                    decision = self.gate.write(cand)
                    decisions.append(decision)
                    if not decision.accepted:
                        continue
            forward.append(i)
        self.last_decisions = decisions
        sink = _SINK.get()
        if sink is not None:
            sink.extend(decisions)
        return forward

    def _merge(self, ops: list[Op], forward: list[int], results: list[Result]) -> list[Result]:
        out: list[Result] = [None] * len(ops)
        for i, r in zip(forward, results):
            out[i] = r
        rejected = [d for d in self.last_decisions if not d.accepted]
        if rejected and self.on_reject == "raise":
            raise WriteRejected(rejected)
        return out

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        forward = self._decide(ops)
        results = self.store.batch([ops[i] for i in forward]) if forward else []
        return self._merge(ops, forward, results)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        forward = await asyncio.to_thread(self._decide, ops)  # the gate is synchronous: keep the event loop free
        results = await self.store.abatch([ops[i] for i in forward]) if forward else []
        return self._merge(ops, forward, results)

    def put(self, namespace: tuple[str, ...], key: str, value: Mapping[str, Any], index: Literal[False] | list[str] | None = None,
            *, ttl: float | None | NotProvided = NOT_PROVIDED) -> Decision | None:  # type: ignore[override]
        """Gate, then store on accept; returns the decision (None for an item `to_candidate` leaves ungated)."""
        sink: list[Decision] = []
        token = _SINK.set(sink)
        try:
            super().put(namespace, key, value, index, ttl=ttl)
        finally:
            _SINK.reset(token)
        return sink[-1] if sink else None

    async def aput(self, namespace: tuple[str, ...], key: str, value: Mapping[str, Any], index: Literal[False] | list[str] | None = None,
                   *, ttl: float | None | NotProvided = NOT_PROVIDED) -> Decision | None:  # type: ignore[override]
        sink: list[Decision] = []
        token = _SINK.set(sink)
        try:
            await super().aput(namespace, key, value, index, ttl=ttl)
        finally:
            _SINK.reset(token)
        return sink[-1] if sink else None
