"""The gate: run a candidate through the rule file's stages, then store and log the decision.

`check` is a dry run (nothing stored, nothing logged; `all_reasons=True` collects every
failing stage's reasons). `write` decides, and when it accepts, inserts the fact, supersedes
what it replaces and appends the decision to the log in one `BEGIN IMMEDIATE` transaction;
rejections are logged too. `write_many` embeds a batch in one forward pass and commits per
batch; a candidate is still checked against those accepted earlier in its batch. The clock
is injectable so that tests and the evaluation can set "now".
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import numpy as np

from .audit import AuditLog, candidate_record
from .decision import Decision, Reason, new_id, thaw
from .embeddings import Embedder, check_available, to_blob
from .errors import CandidateError, TrustgateError
from .index_cache import IndexCache
from .pipeline import Context
from .provenance import Candidate, SeedFact, as_utc, canonical_slot_part, iso, parse_candidate
from .rules import RuleSet, resolve_rules
from .stages import build_stages
from .screening import Screen
from .store import Fact, Store, open_store

Clock = Callable[[], datetime]


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Gate:
    def __init__(self, rules: RuleSet | str | Path | None = None, db: Store | str | Path | None = None, *,
                 clock: Clock | None = None, embedder: Embedder | None = None, conflict_scan: str = "index"):
        self.rules = resolve_rules(rules)
        self.store = db if isinstance(db, Store) else open_store(db)  # a path, a postgresql:// URL, or $TRUSTGATE_DB
        self.log = AuditLog(self.store)
        self.index = IndexCache(self.store)
        self.conflict_scan = conflict_scan  # "index" (default) or "naive": the full scan the index must agree with
        self.clock = clock or utcnow
        self.stages = build_stages(self.rules)
        names = [s.name for s in self.stages]
        self._before_conflict = set(names[: names.index("conflict")]) if "conflict" in names else set()
        if self.uses_embeddings and embedder is None:
            check_available(self.rules.conflict.embedder)
        self._embedder = embedder
        self._screen = Screen(self.rules.intake)  # what the decision log masks
        self._vectors: dict[str, np.ndarray] = {}
        self._memo: dict[str, Any] | None = None  # per batch: the llm stage's answers, asked before the write lock

    @classmethod
    def open(cls, rules: str | Path | None, db: str | Path, **kw: Any) -> "Gate":
        return cls(rules, db, **kw)

    def close(self) -> None:
        try:
            self.index.save()  # a large scope's index, beside a SQLite store: the next open starts warm
        finally:
            self.store.close()

    def __enter__(self) -> "Gate":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ embeddings
    @property
    def uses_embeddings(self) -> bool:
        return "conflict" in self.rules.stages and self.rules.conflict.embedding_cosine is not None

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = Embedder(self.rules.conflict.embedder)
        return self._embedder

    def embed_one(self, text: str) -> np.ndarray:
        vector = self._vectors.get(text)
        if vector is None:
            vector = self.embedder.encode([text])[0]
        return vector

    def _to_embed(self, cands: list[Candidate], recent: list[Candidate], now: datetime | None) -> dict[str, set[tuple[str, str]]]:
        """Texts of a batch worth one forward pass, each with the scopes it is looked up in:
        candidates that pass the stages before conflict (one rejected earlier never needs a
        vector), as those stages leave them, whose vector the conflict stage would read
        (`ConflictCheck.skip_embedding`) once the batch written just before (`recent`) and the
        rest of this one are in the store. Decided on the calling thread.

        A forecast only: the decision runs every stage again, and a candidate whose vector was
        not computed here (its clock crossed a boundary meanwhile) is embedded then."""
        if not self.uses_embeddings:
            return {}
        passing = []
        for c in cands:
            decision, ctx = self._run(c, as_utc(now) if now else self.clock(), dry_run=True, until="conflict")
            if decision.accepted:
                passing.append(ctx.candidate)
        conflict = next(s for s in self.stages if s.name == "conflict")
        intake = next((s for s in self.stages if s.name == "intake"), None)
        # rows each scope will have gained by the time a candidate is decided (the batch before, the others in this one)
        extra: dict[tuple[str, str], list[int]] = {}
        for c in [*recent, *passing]:
            counts = extra.setdefault((c.namespace, c.domain), [0, 0])
            counts[0] += 1
            counts[1] += c.subject is None or c.attribute is None
        plan: dict[str, set[tuple[str, str]]] = {}
        indexes: dict[tuple[str, str], Any] = {}  # nothing is written while the batch is forecast: one look at each scope
        for c in passing:
            scope = (c.namespace, c.domain)
            idx = indexes.get(scope) or indexes.setdefault(scope, self.index.get(*scope))
            added, unslotted = extra[scope]
            mine = c.subject is None or c.attribute is None
            if conflict.skip_embedding(c, len(idx) + added - 1, idx.unslotted + unslotted - mine) is None:
                plan.setdefault(c.text, set()).add(scope)
            elif intake is not None and intake.payloads.applies(c.text):  # intake's payload_like reads its vector
                plan.setdefault(c.text, set())
        return plan

    # ------------------------------------------------------------ deciding
    def context(self, cand: Candidate, now: datetime, *, dry_run: bool) -> Context:
        """What the stages see of this gate for one candidate: read access, the index, the embedder."""
        return Context(now=now, rules=self.rules, candidate=cand, facts=self.store, index=self.index, embed=self.embed_one,
                       encode=lambda texts: self.embedder.encode(texts), dry_run=dry_run, scan=self.conflict_scan, memo=self._memo)

    def _run(self, cand: Candidate, now: datetime, *, dry_run: bool, all_reasons: bool = False,
             until: str | None = None) -> tuple[Decision, Context]:
        """Run the stages in order (those before `until` only, when given) and build the decision."""
        ctx = self.context(cand, now, dry_run=dry_run)
        ctx.forecast = until is not None  # a look-ahead (`_to_embed`): intake's payload_like waits for the batch's vectors
        reasons: list[Reason] = []
        failed: str | None = None
        for stage in self.stages:
            if stage.name == until:
                break
            try:
                found = stage(ctx.candidate, ctx)
            except TrustgateError as exc:  # a stage that cannot decide fails closed
                found = [Reason("stage_error", f"the {stage.name} stage failed: {exc}", self.rules.stage_ref(stage.name),
                                {"error": type(exc).__name__})]
            if found:
                failed = failed or stage.name
                reasons.extend(replace(r, details={**r.details, "stage": stage.name}) if all_reasons else r for r in found)
                if not all_reasons:
                    break
        if failed in self._before_conflict and not all_reasons and self.uses_embeddings:
            ctx.scores["embedding_skipped"] = {"reason": "rejected", "why": f"the {failed} stage rejected it before the conflict stage"}
        decision = Decision(verdict="reject" if reasons else "accept", stage=failed, reasons=tuple(reasons),
                            rules_sha256=self.rules.sha256, decided_at=now, against=tuple(dict.fromkeys(ctx.against)),
                            supersedes=() if reasons else tuple(dict.fromkeys(ctx.supersedes)), scores=ctx.scores)
        return decision, ctx

    def _coerce(self, cand: Candidate | dict) -> Candidate:
        return cand if isinstance(cand, Candidate) else parse_candidate(cand)

    def check(self, cand: Candidate | dict, *, all_reasons: bool = False, now: datetime | None = None) -> Decision:
        """Dry run: decide without storing or logging anything."""
        decision, _ = self._run(self._coerce(cand), as_utc(now) if now else self.clock(), dry_run=True, all_reasons=all_reasons)
        return decision

    def write(self, cand: Candidate | dict, *, now: datetime | None = None, key: str | None = None) -> Decision:
        """Decide and store one candidate. `key` (a client's idempotency key, per namespace): a write
        retried with the key of one already committed returns that first decision, deciding nothing."""
        return self.write_many([cand], now=now, keys=[key])[0]

    def write_many(self, cands: Iterable[Candidate | dict], *, batch_size: int | None = None,
                   now: datetime | None = None, keys: Iterable[str | None] | None = None) -> list[Decision]:
        """Gate and store candidates, one transaction per batch; see write_stream.

        An item that does not parse raises CandidateError after everything before it has been
        decided and committed; those decisions are on the error, as `decided`."""
        out: list[Decision] = []
        try:
            out.extend(self.write_stream(cands, batch_size=batch_size, now=now, keys=keys))
        except CandidateError as exc:
            exc.decided = tuple(out)
            raise
        return out

    def write_stream(self, cands: Iterable[Candidate | dict], *, batch_size: int | None = None,
                     now: datetime | None = None, keys: Iterable[str | None] | None = None) -> Iterator[Decision]:
        """Gate and store a stream of candidates, one transaction per batch, yielding each
        batch's decisions once it is committed.

        With the embedding stage on, each batch is embedded in one forward pass on a second
        thread while the batch before it is checked and written, so the model and the gate
        overlap. An item that does not parse ends the stream: the batches before it are written,
        then CandidateError names the item's position and field."""
        size = batch_size or self.rules.conflict.embedder.batch_size
        bad: list[CandidateError] = []
        key_iter = iter(keys) if keys is not None else iter(())

        def batches() -> Iterator[tuple[list[Candidate], list[str | None]]]:
            batch: list[Candidate] = []
            batch_keys: list[str | None] = []  # each candidate's idempotency key, or None
            for position, item in enumerate(cands):
                try:
                    batch.append(self._coerce(item))
                    batch_keys.append(next(key_iter, None))
                except CandidateError as exc:
                    bad.append(CandidateError(f"item {position} of the stream: {exc}"))
                    break
                if len(batch) >= size:
                    yield batch, batch_keys
                    batch, batch_keys = [], []
            if batch:
                yield batch, batch_keys

        pool = ThreadPoolExecutor(1, thread_name_prefix="trustgate-embed") if self.uses_embeddings else None
        pending: tuple[list[Candidate], dict[str, set[tuple[str, str]]], Future | None, list[str | None]] | None = None
        try:
            for batch, batch_keys in batches():
                recent = pending[0] if pending else []
                plan = self._to_embed(batch, recent, now)
                future = pool.submit(self.embedder.encode, list(plan)) if pool is not None and plan else None
                if pending:
                    yield from self._write_batch(*pending, now)
                pending = (batch, plan, future, batch_keys)
            if pending:
                yield from self._write_batch(*pending, now)
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)
        if bad:
            raise bad[0]

    def _write_batch(self, batch: list[Candidate], plan: dict[str, set[tuple[str, str]]], future: Future | None,
                     keys: list[str | None], now: datetime | None) -> list[Decision]:
        if future is not None:
            self._vectors.update(zip(plan, future.result()))
            self._prepare_cosine(plan)
        llm = any(s.name == "llm" for s in self.stages)
        if llm:  # ask the model before taking the write lock; decide (re-checking the store) under it
            self._memo = {}
            for cand in batch:
                self._run(cand, as_utc(now) if now else self.clock(), dry_run=True)
        def attempt() -> list[Decision]:  # one transaction; a server store runs it again after a transient failure
            with self._dropping_index_on_error():
                self.store.lock_scopes([(c.namespace, c.domain) for c in batch])
                return [self._write_one(c, as_utc(now) if now else self.clock(), key) for c, key in zip(batch, keys)]

        try:
            with self._dropping_index_on_error():  # a failed COMMIT too: the index may hold rows it rolled back
                decisions = self.store.retrying(attempt, on_retry=self.index.clear)
        finally:
            self._vectors.clear()
            self._memo = None
        return decisions

    def _prepare_cosine(self, plan: dict[str, set[tuple[str, str]]]) -> None:
        """Run the first pass of the cosine lookup for the whole batch, per scope, in one matrix product."""
        threshold = self.rules.conflict.embedding_cosine
        if self.conflict_scan == "naive" or threshold is None:
            return
        scopes: dict[tuple[str, str], list[np.ndarray]] = {}
        for text, where in plan.items():
            for scope in where:
                scopes.setdefault(scope, []).append(self._vectors[text])
        for (namespace, domain), vectors in scopes.items():
            self.index.get(namespace, domain).prepare(np.stack(vectors), threshold)

    def _write_one(self, cand: Candidate, now: datetime, key: str | None = None) -> Decision:
        first = self.store.decision_for_key(cand.namespace, key) if key is not None else None
        if first is not None:
            return self.log.get(first).decision
        decision, ctx = self._run(cand, now, dry_run=False)
        for fact_id, blob in ctx.new_embeddings.items():  # vectors the conflict stage computed for stored facts: kept, once
            self.store.set_embedding(fact_id, blob)
        written: list[str] = []
        if decision.accepted:
            decision, recorded_at = self._transaction_time(decision, now)
        if decision.accepted:
            c = ctx.candidate
            vector = ctx.vector if ctx.vector is not None else self._vectors.get(c.text)
            fact = Fact(id=new_id("f"), namespace=c.namespace, domain=c.domain, text=c.text, provenance=c.provenance,
                        valid_from=c.start(now), valid_to=ctx.clipped_valid_to or c.valid_to, recorded_at=recorded_at,
                        supersedes=None, decision_id=decision.decision_id, embedding=to_blob(vector) if vector is not None else None,
                        subject=canonical_slot_part(c.subject), attribute=canonical_slot_part(c.attribute))
            if decision.supersedes:
                fact = replace(fact, supersedes=decision.supersedes[0])
            self.store.insert(fact)
            written.append(fact.id)
            for old in decision.supersedes:
                written += [f.id for f in self.store.supersede(old, fact)]
            decision = replace(decision, fact_id=fact.id)
        decision = self._redacted(decision)
        self.log.append(decision, candidate_record(cand, self.redact), cand.namespace, self.rules,
                        written=written, closed=list(decision.supersedes))
        if key is not None:
            self.store.remember_key(cand.namespace, key, decision.decision_id)
        return decision

    def _transaction_time(self, decision: Decision, now: datetime) -> tuple[Decision, datetime]:
        """Transaction time never decreases: a clock behind the store's newest record is clamped to it, or refused
        (rule file `conflict.clock`); either way the decision says so."""
        last = self.store.last_recorded_at()
        if last is None or now >= last:
            return decision, now
        note = {"clock": iso(now), "store_newest": iso(last)}
        if self.rules.conflict.clock == "refuse":
            reason = Reason("clock_behind", f"the clock ({iso(now)}) is behind the store's newest record ({iso(last)}); "
                            "transaction time never decreases, and conflict.clock is refuse", self.rules.ref("conflict", "clock"), note)
            return replace(decision, verdict="reject", stage="conflict", reasons=(reason,), supersedes=()), now
        scores = {**thaw(decision.scores), "transaction_time": {**note, "recorded_at": iso(last), "clamped": True}}
        return replace(decision, scores=scores), last

    def redact(self, text: str | None) -> str | None:
        return self._screen.redact(text)

    def _redacted(self, decision: Decision) -> Decision:
        """The decision as logged: a reason quoting the candidate (an injection match) quotes a credential redacted."""
        def clean(value: Any) -> Any:
            if isinstance(value, str):
                return self.redact(value)
            if isinstance(value, dict):
                return {k: clean(v) for k, v in value.items()}
            if isinstance(value, list):
                return [clean(v) for v in value]
            return value

        reasons = tuple(replace(r, message=self.redact(r.message), details=clean(thaw(r.details))) for r in decision.reasons)
        return decision if reasons == decision.reasons else replace(decision, reasons=reasons)

    @contextmanager
    def _dropping_index_on_error(self) -> Iterator[None]:
        try:
            yield
        except BaseException:
            self.index.clear()  # it may hold rows the rollback removed
            raise

    # ------------------------------------------------------------ seeding
    def seed(self, facts: Iterable[SeedFact | dict], *, now: datetime | None = None) -> dict[str, str]:
        """Write facts straight into the store, bypassing the gate (evaluation seeds, imports).

        Each is recorded at the start of its valid time (or `now`, whichever is earlier);
        `supersedes` names an earlier seed's local id. Returns local id -> store id.
        """
        now = as_utc(now) if now else self.clock()
        ids: dict[str, str] = {}
        written: list[str] = []
        closed: list[str] = []
        namespace: str | None = None
        with self.store.transaction(), self._dropping_index_on_error():
            for item in facts:
                s = item if isinstance(item, SeedFact) else SeedFact.model_validate(item)
                start = s.start(now)
                fact = Fact(id=new_id("f"), namespace=s.namespace, domain=s.domain, text=s.text, provenance=s.provenance,
                            valid_from=start, valid_to=s.valid_to, recorded_at=min(start, now),
                            supersedes=ids.get(s.supersedes) if s.supersedes else None,
                            subject=canonical_slot_part(s.subject), attribute=canonical_slot_part(s.attribute))
                if s.supersedes and s.supersedes not in ids:
                    raise TrustgateError(f"seed {s.id!r} supersedes {s.supersedes!r}, which is not an earlier seed")
                self.store.insert(fact)
                written.append(fact.id)
                if fact.supersedes:
                    written += [f.id for f in self.store.supersede(fact.supersedes, fact)]
                    closed.append(fact.supersedes)
                ids[s.id] = fact.id
                namespace = namespace or s.namespace
            if written:  # seeded rows bypass the gate, not the log: one record binds them
                self.log.append_seed(written, closed, namespace or "default", now)
        return ids
