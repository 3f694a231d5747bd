"""Verification of the decision log and of the facts table against it.

`verify` re-derives, from the file alone: every record's hash and its link to the previous
one (an edit, a removal in the middle, a reordering); the indexed columns (decision_id,
namespace, verdict, stage, rule, decided_at) from the hashed record, so `audit stats` and
`audit list` cannot be steered by editing them; every fact row from the record that wrote
it (content hash) and its closing from the record that closed it, both ways (a fact no
record wrote, a record whose fact is gone, a changed text, a reopened predecessor, a deleted legacy fact); and the
table's sequence counter against its last record (a removed tail). What it cannot see
alone is a tail removed or rewritten by someone who also resets the counter, or a whole log
rewritten with recomputed hashes: `expect`, the anchor (`COUNT:HASH`) printed by
`trustgate audit head` and kept outside the file, closes that; a key (`hmac-sha256`) closes
it for anyone who does not hold the key. Facts present when the binding migration (m005)
ran are legacy: their closing state was recorded then, their content was not.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import sqlite3
from dataclasses import dataclass
from typing import Any

GENESIS = "sha256:" + "0" * 64
KEY_ENV = "TRUSTGATE_AUDIT_KEY"
# the fact columns a record's content hash covers: all but the closing link (bound separately,
# by the record that closes the row) and the embedding (derived from the text, filled in once)
FACT_CONTENT = ("id", "namespace", "domain", "text", "provenance", "source_kind", "confidence", "evidence_count",
                "observed_at", "valid_from", "valid_to", "recorded_at", "supersedes", "restates", "decision_id",
                "subject", "attribute")


def canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def chain_hash(prev_hash: str, record: str, key: bytes | None = None) -> str:
    data = f"{prev_hash}\n{record}".encode("utf-8")
    if key:
        return "hmac-sha256:" + hmac.new(key, data, hashlib.sha256).hexdigest()
    return "sha256:" + hashlib.sha256(data).hexdigest()


def env_key() -> bytes | None:
    """The log key from the environment, or None (unkeyed mode)."""
    value = os.environ.get(KEY_ENV)
    return value.encode("utf-8") if value else None


def fact_digest(row: dict) -> str:
    return "sha256:" + hashlib.sha256(canonical({k: row.get(k) for k in FACT_CONTENT}).encode("utf-8")).hexdigest()


def fact_binding(conn, written: list[str], closed: list[str]) -> dict:  # type: ignore[no-untyped-def]
    """What a record says about the fact rows its write produced: each written row's content
    hash, and each closed row's closing time and successor, read back from the store."""
    cols = ", ".join(FACT_CONTENT + ("superseded_at", "superseded_by"))
    rows = {}
    for fid in dict.fromkeys(written + closed):
        row = conn.execute(f"SELECT {cols} FROM facts WHERE id = ?", (fid,)).fetchone()
        if row is not None:
            rows[fid] = dict(zip(FACT_CONTENT + ("superseded_at", "superseded_by"), row))
    return {"written": {fid: fact_digest(rows[fid]) for fid in written if fid in rows},
            "closed": {fid: {"at": rows[fid]["superseded_at"], "by": rows[fid]["superseded_by"]} for fid in closed if fid in rows}}


def indexed_columns(data: dict) -> dict:
    """The decisions table's indexed columns as the hashed record determines them."""
    if "seed" in data:
        return {"decision_id": data["seed"]["seed_id"], "namespace": data.get("namespace"), "verdict": "seed",
                "stage": None, "rule": None, "decided_at": data["seed"]["at"]}
    d = data["decision"]
    rule = d["reasons"][0]["rule"] if d.get("reasons") and d["verdict"] == "reject" else None
    return {"decision_id": d["decision_id"], "namespace": data.get("namespace"), "verdict": d["verdict"],
            "stage": d.get("stage"), "rule": rule, "decided_at": d["decided_at"]}


_COLUMN_NAMES = ("decision_id", "namespace", "verdict", "stage", "rule", "decided_at")


@dataclass(frozen=True)
class _Claim:
    record: str  # "record 7 (d_...)"
    value: object


def parse_anchor(text: str) -> tuple[int, str]:
    """`COUNT:HASH` (as `audit head` prints it) -> (count, hash); ValueError when malformed."""
    count, sep, h = text.strip().partition(":")
    if not sep or not count.isdigit() or not h.startswith(("sha256:", "hmac-sha256:")):
        raise ValueError(f"{text.strip()!r} is not an anchor COUNT:HASH (e.g. 12:sha256:9f...)")
    return int(count), h


def verify(conn: sqlite3.Connection, key: bytes | None, expect: tuple[int, str] | None = None) -> list[str]:
    problems: list[str] = []
    rows = conn.execute("SELECT seq, decision_id, namespace, verdict, stage, rule, decided_at, record, prev_hash, hash "
                        "FROM decisions ORDER BY seq").fetchall()
    records: list[tuple[int, str, dict, bool]] = []
    prev = GENESIS
    for seq, did, ns, verdict, stage, rule, decided_at, record, prev_hash, h in rows:
        name = f"record {seq} ({did})"
        if prev_hash != prev:
            problems.append(f"{name}: its link to the previous record is broken (a record was removed or reordered)")
        prev = h
        algorithm = str(h).partition(":")[0]
        trusted = False
        if algorithm == "hmac-sha256" and key is None:
            problems.append(f"{name}: its hash is keyed (hmac-sha256) and {KEY_ENV} is not set, so it cannot be checked")
        elif algorithm == "sha256" and key is not None:
            problems.append(f"{name}: its hash is not keyed although {KEY_ENV} is set (rewritten without the key)")
        elif algorithm not in ("sha256", "hmac-sha256"):
            problems.append(f"{name}: its hash names no known algorithm ({algorithm!r})")
        elif chain_hash(prev_hash, record, key if algorithm == "hmac-sha256" else None) != h:
            problems.append(f"{name}: its content does not match its hash (edited after it was written)")
        else:
            trusted = True
        try:
            data = json.loads(record)
            expected = indexed_columns(data)
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            if trusted:
                problems.append(f"{name}: its record is not valid JSON")
            continue
        actual = dict(zip(_COLUMN_NAMES, (did, ns, verdict, stage, rule, decided_at)))
        wrong = [c for c in _COLUMN_NAMES if actual[c] != expected[c]]
        if trusted and wrong:
            problems.append(f"{name}: its columns disagree with its hashed record ({', '.join(wrong)})")
        # an untrusted record's fact claims still explain its rows (one problem, not one per fact), but
        # it cannot vouch for its own verdict
        records.append((seq, name, data, trusted))

    problems += _facts(conn, records)

    counter = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'decisions'").fetchone()
    last = rows[-1][0] if rows else 0
    if counter is not None and counter[0] > last:
        problems.append(f"the log's sequence counter is at {counter[0]} but its last record is {last}: "
                        "records were removed from the end")
    if expect is not None:
        problems += _anchor(rows, expect)
    return problems


def _anchor(rows: list[tuple], expect: tuple[int, str]) -> list[str]:
    count, h = expect
    if len(rows) < count:
        return [f"the log holds {len(rows)} records, the checkpoint anchors {count}: records were removed from the end"]
    at = rows[count - 1][9] if count else GENESIS
    if at != h:
        where = f"record {rows[count - 1][0]} ({rows[count - 1][1]})" if count else "the empty log"
        return [f"{where}, number {count} of the log, has hash {at}, the checkpoint says {h}: the log was rewritten"]
    return []


def _facts(conn: sqlite3.Connection, records: list[tuple[int, str, dict, bool]]) -> list[str]:
    problems: list[str] = []
    try:
        bound_from = conn.execute("SELECT value FROM audit_binding WHERE key = 'bound_from_seq'").fetchone()
        legacy = {r[0]: (r[1], r[2]) for r in conn.execute("SELECT id, superseded_at, superseded_by FROM audit_legacy_facts")}
    except sqlite3.OperationalError:
        return ["the binding tables (audit_binding, audit_legacy_facts) are missing: the facts cannot be checked"]
    if bound_from is None:
        return ["the binding point (audit_binding) was removed: the facts cannot be checked"]
    written: dict[str, _Claim] = {}
    closed: dict[str, _Claim] = {}
    for seq, name, data, trusted in records:
        facts = data.get("facts")
        decision = data.get("decision") or {}
        if seq <= bound_from[0]:
            if facts is not None:
                problems.append(f"{name}: it binds facts but lies before the binding point (the binding point was moved)")
        elif trusted and decision.get("verdict") == "accept" and decision.get("fact_id") not in ((facts or {}).get("written") or {}):
            problems.append(f"{name}: an accepted decision whose record binds no fact row (its verdict was changed)")
        for fid, digest in ((facts or {}).get("written") or {}).items():
            if fid in written:
                problems.append(f"{name}: fact {fid} is already written by {written[fid].record} (a duplicated record)")
            written[fid] = _Claim(name, digest)
        for fid, closing in ((facts or {}).get("closed") or {}).items():
            if fid in closed:
                problems.append(f"{name}: fact {fid} is already closed by {closed[fid].record} (a duplicated record)")
            closed[fid] = _Claim(name, (closing.get("at"), closing.get("by")))

    cols = FACT_CONTENT + ("superseded_at", "superseded_by")
    present = set()
    for values in conn.execute(f"SELECT {', '.join(cols)} FROM facts ORDER BY rowid"):
        row = dict(zip(cols, values))
        fid = row["id"]
        present.add(fid)
        claim = written.get(fid)
        if claim is None and fid not in legacy:
            problems.append(f"fact {fid}: no record of the log wrote it (inserted outside the gate)")
        elif claim is not None and fact_digest(row) != claim.value:
            problems.append(f"fact {fid}: its content does not match the hash in {claim.record} (changed after it was written)")
        state = (row["superseded_at"], row["superseded_by"])
        closing = closed.get(fid)
        expected = closing.value if closing else legacy.get(fid, (None, None))
        if state == expected:
            continue
        who = closing.record if closing else "the store when the log began binding facts (m005)"
        if expected == (None, None):
            problems.append(f"fact {fid}: it is closed (superseded by {state[1]}) but no record of the log closed it")
        elif state == (None, None):
            problems.append(f"fact {fid}: it is open again, but {who} closed it (superseded by {expected[1]}): reopened")
        else:
            problems.append(f"fact {fid}: its closing ({state[1]} at {state[0]}) differs from {who} ({expected[1]} at {expected[0]})")
    for fid, claim in written.items():
        if fid not in present:
            problems.append(f"fact {fid}: written by {claim.record}, missing from the facts table (deleted)")
    for fid, claim in closed.items():
        if fid not in present and fid not in written:
            problems.append(f"fact {fid}: closed by {claim.record}, missing from the facts table (deleted)")
    for fid in legacy:
        if fid not in present and fid not in written:
            problems.append(f"fact {fid}: present when the log began binding facts (m005), missing from the facts table (deleted)")
    return problems
