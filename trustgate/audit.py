"""The decision log: every decision, accepted or not, with the candidate it judged.

Append-only (triggers refuse UPDATE, DELETE and INSERT OR REPLACE) and tamper-evident: each
record is canonical JSON (sorted keys, fixed separators) and its hash is
`sha256:` + sha256(previous hash + "\\n" + record), or, with `TRUSTGATE_AUDIT_KEY` set,
`hmac-sha256:` + HMAC-SHA256(key, the same bytes), so that only a key holder can forge a chain.
The log also binds the facts table: a record that wrote fact rows carries each row's
content hash, and one that closed rows carries the closing time and successor (`facts`),
so `integrity.verify` can re-derive the facts table from the log. `head()` gives the
anchor (record count and last hash) a reader keeps outside the file. The text of each rule
file a decision was made with is kept once, by its sha256 (`rule_file`), and `known_before`
names the fact rows the store held just before a record: together they let a decision be
replayed as it was made (replay.py). Credentials never
reach the log: the candidate is redacted with the rule file's secret patterns before it
is written, whether or not the intake stage ran.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Iterable, Iterator

from .decision import Decision, new_id
from .errors import NotFoundError
from .integrity import (  # noqa: F401 - the chain primitives are part of the log's API
    FACT_CONTENT, GENESIS, KEY_ENV, canonical, chain_hash, env_key, fact_binding, fact_digest, indexed_columns, verify)
from .provenance import Candidate, age_days, as_utc, canonical_domain, iso
from .rules import RuleSet
from .store import Store

@dataclass(frozen=True)
class LogEntry:
    seq: int
    decision: Decision
    candidate: dict | None
    namespace: str
    rules_path: str | None
    hash: str


class AuditLog:
    """Reads and appends the log. `key` (default: `TRUSTGATE_AUDIT_KEY`) keys new records' hashes."""

    def __init__(self, store: Store, key: bytes | None = None):
        self.store = store
        self.key = key if key is not None else env_key()

    def append(self, decision: Decision, candidate: dict | None, namespace: str, rules: RuleSet | str | None,
               *, written: Iterable[str] = (), closed: Iterable[str] = ()) -> str:
        """Append inside the caller's transaction (the store's lock is held); `written` and `closed`
        name the fact rows this decision wrote and closed (bound into the record). `rules` is the
        RuleSet decided with (its text is stored the first time it is used) or only its path."""
        if isinstance(candidate, dict) and isinstance(candidate.get("namespace"), str):
            namespace = candidate["namespace"]  # the redacted form: a credential never reaches the namespace column
        rules_path = rules.path if isinstance(rules, RuleSet) else rules
        data = {"decision": decision.to_dict(), "candidate": candidate, "namespace": namespace, "rules_path": rules_path}
        with self.store.transaction() as c:
            if isinstance(rules, RuleSet) and self._keep_rules(c, rules, decision.decided_at):
                data["rules_kept"] = True
            if decision.verdict == "accept":
                data["facts"] = fact_binding(c, list(written), list(closed))
            return self._insert(c, data)

    def append_seed(self, written: list[str], closed: list[str], namespace: str, at: datetime) -> str:
        """Facts written straight into the store (`Gate.seed`, no decision) are bound to the log too."""
        data = {"seed": {"seed_id": new_id("s"), "at": iso(at)}, "namespace": namespace}
        with self.store.transaction() as c:
            data["facts"] = fact_binding(c, list(written), list(closed))
            return self._insert(c, data)

    def _keep_rules(self, c, rules: RuleSet, at: datetime) -> bool:  # type: ignore[no-untyped-def]
        """Store the rule file's text the first time it is used (inside the record's transaction, so a
        rollback takes both); whether it is kept (no text: the built-in defaults)."""
        if rules.text is None:
            return False
        self.store.lock_log()  # a server store: two appenders must not both find the file missing and both insert it
        if c.execute("SELECT 1 FROM rule_files WHERE sha256 = ?", (rules.sha256,)).fetchone() is None:
            c.execute("INSERT INTO rule_files (sha256, path, content, first_used_at) VALUES (?, ?, ?, ?)",
                      (rules.sha256, rules.path, rules.text, iso(at)))
        return True

    def rule_file(self, sha256: str) -> tuple[str | None, str] | None:
        """(path, text) of the rule file with this hash, as first used with this log; None if not kept."""
        row = self.store.conn.execute("SELECT path, content FROM rule_files WHERE sha256 = ?", (sha256,)).fetchone()
        return (row[0], row[1]) if row else None

    def known_before(self, entry: LogEntry) -> set[str]:
        """The fact rows the store held just before `entry` was written (see `timeline`)."""
        for e, known in self.timeline(until_seq=entry.seq):
            if e.seq == entry.seq:
                return known
        raise NotFoundError(f"record {entry.seq} is not in the log")

    def timeline(self, until_seq: int | None = None) -> Iterator[tuple[LogEntry, set[str]]]:
        """Every decision, oldest first, with the fact rows the store held just before it: those
        the records before it wrote (decisions and seeds, in log order, so that decisions sharing
        one clock reading still see each other as they did), and the rows present before the log
        bound facts (m005) that were recorded strictly before the decision's time. Each set is
        the caller's to keep."""
        conn = self.store.conn
        legacy = [(as_utc(datetime.fromisoformat(rec.replace("Z", "+00:00"))), fid) for fid, rec in
                  conn.execute("SELECT l.id, f.recorded_at FROM audit_legacy_facts l JOIN facts f ON f.id = l.id ORDER BY l.id")]
        written: set[str] = set()
        sql, args = "SELECT seq, record, hash FROM decisions ORDER BY seq", ()
        if until_seq is not None:
            sql, args = "SELECT seq, record, hash FROM decisions WHERE seq <= ? ORDER BY seq", (until_seq,)
        for seq, record, h in conn.execute(sql, args).fetchall():
            data = json.loads(record)
            if "decision" in data:
                entry = self._entry((seq, record, h))
                at = entry.decision.decided_at
                yield entry, written | {fid for recorded, fid in legacy if recorded < at}
            written.update((data.get("facts") or {}).get("written") or {})

    def _insert(self, c, data: dict) -> str:  # type: ignore[no-untyped-def]
        record = canonical(data)
        self.store.lock_log()  # a server store: one appender at a time, so the chain never forks
        row = c.execute("SELECT hash FROM decisions ORDER BY seq DESC LIMIT 1").fetchone()
        prev = row[0] if row else GENESIS
        h = chain_hash(prev, record, self.key)
        cols = indexed_columns(data)
        c.execute("INSERT INTO decisions (decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash, hash) "
                  "VALUES (?,?,?,?,?,?,?,?,?)",
                  (cols["decision_id"], cols["namespace"], cols["verdict"], cols["stage"], cols["rule"], cols["decided_at"],
                   record, prev, h))
        return h

    def head(self) -> tuple[int, str]:
        """The anchor: how many records the log holds and the hash of the last (GENESIS when empty)."""
        n = self.store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
        row = self.store.conn.execute("SELECT hash FROM decisions ORDER BY seq DESC LIMIT 1").fetchone()
        return n, row[0] if row else GENESIS

    def _entry(self, row: tuple) -> LogEntry:
        seq, record, h = row
        data = json.loads(record)
        return LogEntry(seq, Decision.from_dict(data["decision"]), data.get("candidate"), data.get("namespace", "default"),
                        data.get("rules_path"), h)

    def get(self, decision_id: str) -> LogEntry:
        row = self.store.conn.execute("SELECT seq, record, hash FROM decisions WHERE decision_id = ? AND verdict != 'seed'",
                                      (decision_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no decision with id {decision_id!r} in {self.store.path}")
        return self._entry(row)

    def entries(self, *, namespace: str | None = None, rejected: bool = False, since: datetime | None = None,
                limit: int | None = None, text: str | None = None, domain: str | None = None,
                rule: str | None = None, stage: str | None = None, until: datetime | None = None) -> Iterator[LogEntry]:
        """Decisions oldest first. `text` is a case-insensitive substring of the logged (redacted)
        candidate text, `domain` is compared in canonical form, `rule` matches any reason's rule
        (not only the first, which is all the indexed column holds); `since` and `until` bound the
        decision time (at or after, strictly before)."""
        if text is not None or domain is not None or rule is not None:
            wanted = _matcher(text, domain, rule)
            unfiltered = self.entries(namespace=namespace, rejected=rejected, since=since, until=until, stage=stage)
            matching = (e for e in unfiltered if wanted(e))
            for n, e in enumerate(matching):
                if limit and n >= limit:
                    return
                yield e
            return
        sql, args = "SELECT seq, record, hash FROM decisions WHERE verdict != 'seed'", []
        if namespace is not None:
            sql, args = sql + " AND namespace = ?", args + [namespace]
        if rejected:
            sql += " AND verdict = 'reject'"
        if since is not None:
            sql, args = sql + " AND decided_at >= ?", args + [iso(since)]
        if until is not None:
            sql, args = sql + " AND decided_at < ?", args + [iso(until)]
        if stage is not None:
            sql, args = sql + " AND stage = ?", args + [stage]
        sql += " ORDER BY seq"
        if limit:
            sql, args = sql + " LIMIT ?", args + [limit]
        for row in self.store.conn.execute(sql, args).fetchall():
            yield self._entry(row)

    def latest(self, *, rejected: bool = False) -> LogEntry | None:
        """The newest decision (or rejection), None when there is none."""
        where = "verdict = 'reject'" if rejected else "verdict != 'seed'"
        row = self.store.conn.execute(f"SELECT seq, record, hash FROM decisions WHERE {where} ORDER BY seq DESC LIMIT 1").fetchone()
        return self._entry(row) if row else None

    def verify(self, expect: tuple[int, str] | None = None) -> list[str]:
        """Re-derive every hash, the indexed columns and the facts table from the log; one line per
        problem. With `expect` (an anchor from `head()`), also that the anchored prefix is intact."""
        return verify(self.store.conn, self.key, expect)

    def stats(self, namespace: str | None, now: datetime) -> dict:
        where, args = ("WHERE namespace = ?", [namespace]) if namespace is not None else ("", [])
        seeds = ("AND" if where else "WHERE") + " verdict != 'seed'"
        rows = self.store.conn.execute(f"SELECT verdict, stage, rule FROM decisions {where} {seeds}", args).fetchall()
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


def _matcher(text: str | None, domain: str | None, rule: str | None):  # type: ignore[no-untyped-def]
    needle = text.casefold() if text is not None else None
    scope = canonical_domain(domain) if domain is not None else None

    def wanted(e: LogEntry) -> bool:
        cand = e.candidate or {}
        if needle is not None and needle not in str(cand.get("text") or "").casefold():
            return False
        if scope is not None and (not isinstance(cand.get("domain"), str) or canonical_domain(cand["domain"]) != scope):
            return False
        return rule is None or any(r.rule == rule for r in e.decision.reasons)

    return wanted


SPAN_SHOWN = 300  # characters of the source span `explain` prints unless asked for all of it


def explain(entry: LogEntry, full: bool = False) -> str:
    """A decision in plain words, each reason with the rule file line a person would edit.
    The source span is printed as logged (redacted), cut at SPAN_SHOWN characters unless `full`,
    so that a "not in the source" rejection can be checked by eye."""
    d = entry.decision
    cand = entry.candidate or {}
    prov = cand.get("provenance") or {}
    lines = [f"Decision {d.decision_id} ({iso(d.decided_at)}): {d.verdict.upper()}"
             + (f" at stage '{d.stage}'" if d.verdict == "reject" else ""),
             f"  candidate: {cand.get('text')!r}",
             f"  domain {cand.get('domain')!r}, namespace {entry.namespace!r}; "
             + (f"source {prov.get('source_kind')}{' ' + prov['source_id'] if prov.get('source_id') else ''} "
                f"(confidence {prov.get('confidence')}, evidence {prov.get('evidence_count')})" if prov else "no provenance")]
    span = prov.get("source_span")
    if isinstance(span, str):
        cut = not full and len(span) > SPAN_SHOWN
        lines.append(f"  source span ({len(span)} chars{', first ' + str(SPAN_SHOWN) + ' shown; --full for all' if cut else ''}): "
                     + repr(span[:SPAN_SHOWN] if cut else span))
    elif prov:
        lines.append("  source span: none given")
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


def fact_namespaces(store: Store) -> list[str]:
    """The namespaces that hold at least one fact row, sorted (a hint for an empty listing)."""
    return [r[0] for r in store.conn.execute("SELECT DISTINCT namespace FROM facts ORDER BY namespace")]
