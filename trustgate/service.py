"""What every face offers, as plain JSON values: the MCP server, the HTTP API and the CLI share it.

A `Service` wraps one `Gate` and answers the questions an agent or a client asks: decide a
candidate (dry run or write), explain a logged decision, list current facts, facts as of two
times, one fact's history, verify the log. Each answer is a dict or list that `json.dumps`
takes as is, so a face only parses its transport and prints; it adds no logic of its own.

Calls are serialised by one lock: the gate and its SQLite connection are shared by the
threads of a server, and a write is one transaction anyway. The argument models below are
the tool and query schemas the faces publish (their JSON Schemas come from pydantic), so an
agent sees the same field names and descriptions in MCP as a client sees in OpenAPI.

Scope: a caller may be limited to some namespaces (`allowed`). A namespace it names outside
them raises `ForbiddenError`; a decision or fact id that lives in another namespace is
reported as not found, exactly like an id that does not exist, so ids leak nothing across
tenants.
"""

from __future__ import annotations

import json
import threading
from datetime import datetime
from typing import Any, Collection, Iterable, Iterator

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .audit import AuditLog, LogEntry, explain
from .decision import Decision
from .errors import CandidateError, NotFoundError, TrustgateError
from .gate import Gate
from .provenance import Candidate, as_utc, parse_candidate, validated


class ForbiddenError(TrustgateError, PermissionError):
    """The caller named a namespace it may not act in."""


class ArgumentError(TrustgateError, ValueError):
    """Arguments that do not fit a query's model; the message names each bad field."""


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DecisionRef(_Args):
    decision_id: str = Field(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9_-]+$",
                             description="The decision_id a write or check returned (d_...).")


class FactRef(_Args):
    fact_id: str = Field(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9_-]+$",
                         description="A fact id (f_...), as in a decision's fact_id, against or supersedes.")


class CurrentFacts(_Args):
    domain: str | None = Field(default=None, min_length=1, max_length=200,
                               description="Only facts of this domain (topic); omit for every domain.")
    namespace: str = Field(default="default", min_length=1, max_length=200, description="Tenant partition to read.")


class FactsAsOf(_Args):
    valid_at: datetime = Field(description="What held in the world at this time (RFC 3339) ...")
    known_at: datetime | None = Field(default=None, description="... as the store believed at this time (RFC 3339; default now).")
    domain: str | None = Field(default=None, min_length=1, max_length=200, description="Only this domain; omit for every domain.")
    namespace: str = Field(default="default", min_length=1, max_length=200, description="Tenant partition to read.")

    @field_validator("valid_at", "known_at")
    @classmethod
    def _utc(cls, v: datetime | None) -> datetime | None:
        if v is not None and v.tzinfo is None:
            raise ValueError("give a time zone (e.g. 2026-06-01T12:00:00Z)")
        return as_utc(v) if v is not None else None


class NoArgs(_Args):
    pass


def parse_args(model: type[_Args], data: Any) -> Any:
    """Validate arguments against a query model; ArgumentError names every bad field."""
    return validated(model, {} if data is None else data, ArgumentError, "arguments")


def explanation(entry: LogEntry) -> dict[str, Any]:
    """A logged decision, structured: what `audit show --json` prints, plus the rules file
    and the plain-words explanation `audit show` prints."""
    return {"decision": entry.decision.to_dict(), "candidate": entry.candidate, "namespace": entry.namespace,
            "rules_path": entry.rules_path, "explanation": explain(entry)}


class Service:
    def __init__(self, gate: Gate):
        self.gate = gate
        self.log = AuditLog(gate.store)
        self._lock = threading.Lock()

    def close(self) -> None:
        self.gate.close()

    # ------------------------------------------------------------ deciding
    def _candidate(self, data: Any, allowed: Collection[str] | None) -> Candidate:
        cand = data if isinstance(data, Candidate) else parse_candidate(data)
        self._permit(cand.namespace, allowed)
        return cand

    def check(self, data: Any, *, allowed: Collection[str] | None = None) -> dict[str, Any]:
        """Dry run: the decision, nothing stored or logged. CandidateError names a bad field."""
        cand = self._candidate(data, allowed)
        with self._lock:
            return self.gate.check(cand).to_dict()

    def write(self, data: Any, *, allowed: Collection[str] | None = None) -> dict[str, Any]:
        """Decide and, on accept, store; the decision is logged either way. A reject is a result, not an error."""
        cand = self._candidate(data, allowed)
        with self._lock:
            return self.gate.write(cand).to_dict()

    def write_all(self, cands: Iterable[Candidate], *, batch_size: int = 64) -> Iterator[dict[str, Any]]:
        """Gate and store parsed candidates in batches (`Gate.write_many`, one transaction each),
        yielding each decision, in order, as its batch commits."""
        batch: list[Candidate] = []
        for cand in cands:
            batch.append(cand)
            if len(batch) >= batch_size:
                yield from self._commit(batch)
                batch = []
        if batch:
            yield from self._commit(batch)

    def _commit(self, batch: list[Candidate]) -> list[dict[str, Any]]:
        with self._lock:
            decisions: list[Decision] = self.gate.write_many(batch)
        return [d.to_dict() for d in decisions]

    # ------------------------------------------------------------ reading
    def explain(self, decision_id: str, *, allowed: Collection[str] | None = None) -> dict[str, Any]:
        """A logged decision with its candidate and the rule lines that fired; NotFoundError otherwise."""
        ref = parse_args(DecisionRef, {"decision_id": decision_id})
        missing = NotFoundError(f"no decision with id {ref.decision_id!r}")  # the same words whether absent or another tenant's
        with self._lock:
            try:
                entry = self.log.get(ref.decision_id)
            except NotFoundError:
                raise missing from None
        if allowed is not None and entry.namespace not in allowed:
            raise missing
        return explanation(entry)

    def current_facts(self, query: CurrentFacts, *, now: datetime | None = None,
                      allowed: Collection[str] | None = None) -> list[dict[str, Any]]:
        self._permit(query.namespace, allowed)
        with self._lock:
            rows = self.gate.store.current(query.namespace, query.domain, now or self.gate.clock())
        return [f.to_dict() for f in rows]

    def facts_as_of(self, query: FactsAsOf, *, allowed: Collection[str] | None = None) -> list[dict[str, Any]]:
        self._permit(query.namespace, allowed)
        with self._lock:
            rows = self.gate.store.as_of(query.namespace, query.valid_at, query.known_at or self.gate.clock(), query.domain)
        return [f.to_dict() for f in rows]

    def fact_history(self, fact_id: str, *, allowed: Collection[str] | None = None) -> list[dict[str, Any]]:
        """What a fact replaced and what replaced it, oldest first; NotFoundError for an unknown id."""
        ref = parse_args(FactRef, {"fact_id": fact_id})
        missing = NotFoundError(f"no fact with id {ref.fact_id!r}")
        with self._lock:
            try:
                rows = self.gate.store.history(ref.fact_id)
            except NotFoundError:
                raise missing from None
        if not rows or (allowed is not None and rows[0].namespace not in allowed):
            raise missing
        return [f.to_dict() for f in rows]

    def verify_log(self) -> dict[str, Any]:
        """Re-derive the log's hash chain and the facts table from it: {"ok", "records", "head", "problems"}."""
        with self._lock:
            problems = self.log.verify()
            count, head = self.log.head()
        return {"ok": not problems, "records": count, "head": head, "problems": problems}

    @staticmethod
    def _permit(namespace: str, allowed: Collection[str] | None) -> None:
        if allowed is not None and namespace not in allowed:
            raise ForbiddenError(f"namespace {namespace!r} is not one this caller may act in")


def candidates_from_jsonl(data: bytes, *, allowed: Collection[str] | None = None, limit: int = 100_000) -> list[Candidate]:
    """Every non-blank line of a JSONL batch as a Candidate, or nothing: CandidateError names
    each line that does not parse (up to ten), ForbiddenError the first that names a namespace
    outside `allowed`. A batch is checked whole before any of it is written."""
    problems: list[str] = []
    cands: list[Candidate] = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        try:
            cands.append(parse_candidate(raw.decode("utf-8")))
        except UnicodeDecodeError as exc:
            problems.append(f"line {number}: not UTF-8 ({exc.reason} at byte {exc.start})")
        except CandidateError as exc:
            problems.append(f"line {number}: {exc}")
        if len(problems) >= 10 or len(cands) > limit:
            break
    if len(cands) > limit:
        raise CandidateError(f"a batch holds at most {limit} candidates")
    if problems:
        raise CandidateError("; ".join(problems))
    if not cands:
        raise CandidateError("the batch holds no candidate")
    for cand in cands:
        Service._permit(cand.namespace, allowed)
    return cands


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
