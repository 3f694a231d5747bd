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

import base64
import binascii
import hashlib
import hmac
import json
import os
import sqlite3
from dataclasses import dataclass
from typing import Any

from .errors import TrustgateError

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
    """`COUNT:HASH` (as `audit head` prints it) -> (count, hash); ValueError when malformed.
    A signed anchor's signature (after a space) is ignored here: see `parse_signed_anchor`."""
    return parse_signed_anchor(text)[0]


def parse_signed_anchor(text: str) -> tuple[tuple[int, str], bytes | None]:
    """`COUNT:HASH` or `COUNT:HASH ed25519:SIGNATURE` -> ((count, hash), signature bytes or None)."""
    anchor, _, signature = text.strip().partition(" ")
    count, sep, h = anchor.partition(":")
    if not sep or not count.isdigit() or not h.startswith(("sha256:", "hmac-sha256:")):
        raise ValueError(f"{text.strip()!r} is not an anchor COUNT:HASH (e.g. 12:sha256:9f...)")
    if not signature.strip():
        return (int(count), h), None
    scheme, sep, encoded = signature.strip().partition(":")
    try:
        if scheme != "ed25519" or not sep:
            raise ValueError
        return (int(count), h), base64.b64decode(encoded, validate=True)
    except (ValueError, binascii.Error):
        raise ValueError(f"{signature.strip()[:40]!r} is not an anchor signature (ed25519:BASE64)") from None


# ---------------------------------------------------------------- Ed25519-signed anchors
# The anchor is signed with a private key only the checkpoint's writer holds; anyone checks it
# with the public key, which cannot sign. So a checkpoint may be kept where an attacker can write:
# a rewritten log with a re-made checkpoint fails without the private key.

SIGNED = b"trustgate-anchor\n"  # domain separation: the signature is over this, then COUNT:HASH


def _ed25519():  # type: ignore[no-untyped-def]
    try:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ed25519
    except ImportError:  # an optional extra: the plain and HMAC modes need nothing
        raise TrustgateError("signed anchors need the 'cryptography' package: pip install 'trustgate[sign]'") from None
    return ed25519, serialization, InvalidSignature


def new_signing_key() -> tuple[bytes, bytes]:
    """A fresh Ed25519 key pair as (private PEM, public PEM)."""
    ed25519, ser, _ = _ed25519()
    key = ed25519.Ed25519PrivateKey.generate()
    private = key.private_bytes(ser.Encoding.PEM, ser.PrivateFormat.PKCS8, ser.NoEncryption())
    return private, key.public_key().public_bytes(ser.Encoding.PEM, ser.PublicFormat.SubjectPublicKeyInfo)


def sign_anchor(anchor: tuple[int, str], private_pem: bytes) -> str:
    """`COUNT:HASH ed25519:SIGNATURE`, signed with an Ed25519 private key (PEM, e.g. from `audit keygen`
    or `openssl genpkey -algorithm ed25519`)."""
    ed25519, ser, _ = _ed25519()
    key = ser.load_pem_private_key(private_pem, password=None)
    if not isinstance(key, ed25519.Ed25519PrivateKey):
        raise ValueError("the signing key is not an Ed25519 private key")
    line = f"{anchor[0]}:{anchor[1]}"
    return f"{line} ed25519:{base64.b64encode(key.sign(SIGNED + line.encode('utf-8'))).decode('ascii')}"


def anchor_signature_ok(anchor: tuple[int, str], signature: bytes, public_pem: bytes) -> bool:
    ed25519, ser, invalid = _ed25519()
    key = ser.load_pem_public_key(public_pem)
    if not isinstance(key, ed25519.Ed25519PublicKey):
        raise ValueError("the public key is not an Ed25519 public key")
    try:
        key.verify(signature, SIGNED + f"{anchor[0]}:{anchor[1]}".encode("utf-8"))
    except invalid:
        return False
    return True


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
    problems += _rule_files(conn, records)

    # the store's own counter of appended records (SQLite's AUTOINCREMENT table; PostgreSQL's log_counter)
    counter = conn.execute(getattr(conn, "LOG_COUNTER_SQL", "SELECT seq FROM sqlite_sequence WHERE name = 'decisions'")).fetchone()
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


def _rule_files(conn: sqlite3.Connection, records: list[tuple[int, str, dict, bool]]) -> list[str]:
    """Every kept rule file hashes to its key, and every record that says its rules were kept finds them."""
    try:
        kept = conn.execute("SELECT sha256, content FROM rule_files ORDER BY sha256").fetchall()
    except (sqlite3.OperationalError, *getattr(conn, "MISSING", ())):
        return ["the rule file table (rule_files) is missing: the logged rules cannot be checked"]
    problems = [f"rule file {sha[:12]}...: its text does not hash to its sha256 (swapped after it was kept)"
                for sha, content in kept if hashlib.sha256(str(content).encode("utf-8")).hexdigest() != sha]
    shas = {sha for sha, _ in kept}
    for _, name, data, _ in records:
        sha = (data.get("decision") or {}).get("rules_sha256")
        if data.get("rules_kept") and sha not in shas:
            problems.append(f"{name}: its rule file (sha256 {str(sha)[:12]}...) is not kept in the log (removed, or the sha swapped)")
    return problems


def _facts(conn: sqlite3.Connection, records: list[tuple[int, str, dict, bool]]) -> list[str]:
    problems: list[str] = []
    try:
        bound_from = conn.execute("SELECT value FROM audit_binding WHERE key = 'bound_from_seq'").fetchone()
        legacy = {r[0]: (r[1], r[2]) for r in conn.execute("SELECT id, superseded_at, superseded_by FROM audit_legacy_facts")}
    except (sqlite3.OperationalError, *getattr(conn, "MISSING", ())):
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


def signature_problems(anchor: tuple[int, str], signature: bytes | None, public_pem: bytes | None,
                       key_name: str = "the public key") -> list[str]:
    """What is wrong with an anchor's signature, given the public key the reader trusts (None: no
    key given). A signed anchor needs the key; a key needs a signed anchor; ValueError: not a key."""
    if signature is None:
        return [f"the anchor is not signed, but {key_name} was given to check a signature"] if public_pem else []
    if public_pem is None:
        return ["the anchor is signed (ed25519): give the public key to check the signature"]
    if anchor_signature_ok(anchor, signature, public_pem):
        return []
    return [f"the anchor's signature does not verify with {key_name}: the anchor was altered or made without the key"]
