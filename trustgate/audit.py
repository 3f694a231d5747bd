"""The decision log: every decision, accepted or not, with the candidate it judged.

Append-only (triggers refuse UPDATE and DELETE) and tamper-evident: each record is
canonical JSON (sorted keys, fixed separators) and its hash is
`sha256:` + sha256(previous hash + "\\n" + record), so `verify()` re-derives every hash and
names the first record that no longer matches. Credentials never reach the log: the
candidate is redacted with the rule file's secret patterns before it is written, whether
or not the intake stage ran.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterator

from .decision import Decision
from .errors import NotFoundError
from .provenance import Candidate, age_days, iso
from .store import Store

GENESIS = "sha256:" + "0" * 64


def canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def chain_hash(prev_hash: str, record: str) -> str:
    return "sha256:" + hashlib.sha256(f"{prev_hash}\n{record}".encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class LogEntry:
    seq: int
    decision: Decision
    candidate: dict | None
    namespace: str
    rules_path: str | None
    hash: str


class AuditLog:
    def __init__(self, store: Store):
        self.store = store

    def append(self, decision: Decision, candidate: dict | None, namespace: str, rules_path: str | None) -> str:
        """Append inside the caller's transaction (the store's lock is held)."""
        if isinstance(candidate, dict) and isinstance(candidate.get("namespace"), str):
            namespace = candidate["namespace"]  # the redacted form: a credential never reaches the namespace column
        record = canonical({"decision": decision.to_dict(), "candidate": candidate, "namespace": namespace, "rules_path": rules_path})
        with self.store.transaction() as c:
            row = c.execute("SELECT hash FROM decisions ORDER BY seq DESC LIMIT 1").fetchone()
            prev = row[0] if row else GENESIS
            h = chain_hash(prev, record)
            rule = decision.reasons[0].rule if decision.reasons and decision.verdict == "reject" else None
            c.execute("INSERT INTO decisions (decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash, hash) "
                      "VALUES (?,?,?,?,?,?,?,?,?)",
                      (decision.decision_id, namespace, decision.verdict, decision.stage, rule, iso(decision.decided_at), record, prev, h))
        return h

    def _entry(self, row: tuple) -> LogEntry:
        seq, record, h = row
        data = json.loads(record)
        return LogEntry(seq, Decision.from_dict(data["decision"]), data.get("candidate"), data.get("namespace", "default"),
                        data.get("rules_path"), h)

    def get(self, decision_id: str) -> LogEntry:
        row = self.store.conn.execute("SELECT seq, record, hash FROM decisions WHERE decision_id = ?", (decision_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no decision with id {decision_id!r} in {self.store.path}")
        return self._entry(row)

    def entries(self, *, namespace: str | None = None, rejected: bool = False, since: datetime | None = None,
                limit: int | None = None) -> Iterator[LogEntry]:
        sql, args = "SELECT seq, record, hash FROM decisions WHERE 1=1", []
        if namespace is not None:
            sql, args = sql + " AND namespace = ?", args + [namespace]
        if rejected:
            sql += " AND verdict = 'reject'"
        if since is not None:
            sql, args = sql + " AND decided_at >= ?", args + [iso(since)]
        sql += " ORDER BY seq"
        if limit:
            sql, args = sql + " LIMIT ?", args + [limit]
        for row in self.store.conn.execute(sql, args).fetchall():
            yield self._entry(row)

    def verify(self) -> list[str]:
        """Re-derive every hash; one line per problem, the first broken record named. [] means intact."""
        problems, prev = [], GENESIS
        for seq, did, verdict, record, prev_hash, h in self.store.conn.execute(
                "SELECT seq, decision_id, verdict, record, prev_hash, hash FROM decisions ORDER BY seq"):
            if prev_hash != prev:
                problems.append(f"record {seq} ({did}): its link to the previous record is broken (a record was removed or reordered)")
            if chain_hash(prev_hash, record) != h:
                problems.append(f"record {seq} ({did}): its content does not match its hash (edited after it was written)")
            else:
                try:
                    d = json.loads(record)["decision"]
                    if d["decision_id"] != did or d["verdict"] != verdict:
                        problems.append(f"record {seq} ({did}): its columns disagree with its hashed record")
                except (ValueError, KeyError, TypeError):
                    problems.append(f"record {seq} ({did}): its record is not valid JSON")
            prev = h
        return problems

    def stats(self, namespace: str | None, now: datetime) -> dict:
        where, args = ("WHERE namespace = ?", [namespace]) if namespace is not None else ("", [])
        rows = self.store.conn.execute(f"SELECT verdict, stage, rule FROM decisions {where}", args).fetchall()
        accepted = sum(1 for v, _, _ in rows if v == "accept")
        by_reason = Counter(f"{stage}/{rule}" for v, stage, rule in rows if v == "reject")
        buckets = {"<1d": 1, "1-7d": 7, "7-30d": 30, "30-90d": 90, "90-365d": 365, ">1y": float("inf")}
        ages = Counter({k: 0 for k in buckets})
        fact_where = "WHERE superseded_at IS NULL" + (" AND namespace = ?" if namespace is not None else "")
        for observed, valid_from in self.store.conn.execute(f"SELECT observed_at, valid_from FROM facts {fact_where}", args):
            age = age_days(datetime.fromisoformat((observed or valid_from).replace("Z", "+00:00")), now)
            ages[next(k for k, limit in buckets.items() if age < limit)] += 1
        return {"decisions": len(rows), "accepted": accepted, "rejected": len(rows) - accepted,
                "rejected_by_reason": dict(by_reason.most_common()), "stored_fact_age": dict(ages)}


def explain(entry: LogEntry) -> str:
    """A decision in plain words, each reason with the rule file line a person would edit."""
    d = entry.decision
    cand = entry.candidate or {}
    prov = cand.get("provenance") or {}
    lines = [f"Decision {d.decision_id} ({iso(d.decided_at)}): {d.verdict.upper()}"
             + (f" at stage '{d.stage}'" if d.verdict == "reject" else ""),
             f"  candidate: {cand.get('text')!r}",
             f"  domain {cand.get('domain')!r}, namespace {entry.namespace!r}; "
             + (f"source {prov.get('source_kind')}{' ' + prov['source_id'] if prov.get('source_id') else ''} "
                f"(confidence {prov.get('confidence')}, evidence {prov.get('evidence_count')})" if prov else "no provenance")]
    if d.reasons:
        lines.append("  why:")
        for r in d.reasons:
            lines.append(f"    - [{r.rule}] {r.message}")
            lines.append(f"      rule: {r.rule_ref}")
    if d.against:
        lines.append(f"  against: {', '.join(d.against)}")
    if d.fact_id:
        lines.append(f"  stored as fact {d.fact_id}" + (f", superseding {', '.join(d.supersedes)}" if d.supersedes else ""))
    if d.scores:
        lines.append("  scores: " + ", ".join(f"{k} {v}" for k, v in d.scores.items()))
    lines.append(f"  rules: {entry.rules_path} (sha256 {d.rules_sha256[:12]}...)")
    return "\n".join(lines)


def candidate_record(cand: Candidate | dict, redact_fn) -> dict:  # type: ignore[no-untyped-def]
    """The candidate as logged: JSON-ready, every free-text field redacted."""
    data = cand.model_dump(mode="json") if isinstance(cand, Candidate) else dict(cand)
    for key in ("text", "domain", "namespace", "subject", "attribute"):
        if isinstance(data.get(key), str):
            data[key] = redact_fn(data[key])
    prov = data.get("provenance")
    if isinstance(prov, dict):
        data["provenance"] = {**prov, **{k: redact_fn(prov.get(k)) for k in ("source_id", "source_span", "actor", "agent") if isinstance(prov.get(k), str)}}
    return data
