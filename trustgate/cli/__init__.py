"""The `trustgate` command. Each command parses, makes one library call and prints.

Library errors become one clean line on stderr and a non-zero exit, never a traceback.
Listing commands take --json and then print one JSON object per line. Commands import
the library inside their bodies on purpose: `trustgate --help` and the cheap commands
start without loading the gate, numpy or the measurement code (start-up time, not cycles).
"""

from __future__ import annotations

import json
import os
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import Any, BinaryIO, ContextManager

import click

from ..errors import TrustgateError
from .common import DB, JSON, NAMESPACE, RULES, _Main, _existing_store, _gate, _input_progress, _time
from .measure import bench, eval_cmd, memcontam


@click.group(cls=_Main)
@click.version_option(package_name="trustgate")
def main() -> None:
    """trustgate: decide, before anything is written, whether a fact may enter an agent's memory."""


@main.command()
def schema() -> None:
    """Print the JSON Schema of a Candidate (for generating agent tool definitions)."""
    from ..provenance import Candidate

    click.echo(json.dumps(Candidate.model_json_schema(), indent=2))


@main.group()
def rules() -> None:
    """Rule files."""


@rules.command("check")
@click.argument("path", type=click.Path(dir_okay=False))
def rules_check(path: str) -> None:
    """Validate a rule file and print the effective rules (errors: file:line: key: message, exit 1)."""
    from ..rules import load_rules

    import yaml

    rs = load_rules(path)
    click.echo(f"# {path}: ok (sha256 {rs.sha256})")
    click.echo(yaml.safe_dump(rs.effective(), sort_keys=False, allow_unicode=True), nl=False)


def _input(path: str | None) -> ContextManager[BinaryIO]:
    return open(path, "rb") if path else nullcontext(sys.stdin.buffer)


def _gate_stream(rules: str | None, db: str, input_path: str | None, now: str | None, dry: bool, all_reasons: bool) -> None:
    """The JSONL line protocol (protocol.py): decisions on stdout in input order, bad lines on stderr."""
    from ..protocol import answers

    failed = 0
    with _gate(rules, db, _time(now)) as gate, _input(input_path) as raw:
        stream = _input_progress(raw, input_path) if input_path else raw
        for a in answers(gate, stream, dry_run=dry, all_reasons=all_reasons):
            if a.decision is None:
                failed += 1
                click.echo(f"line {a.line.number}: {a.error}", err=True)
            else:
                click.echo(json.dumps(a.to_dict(), ensure_ascii=False))
    if failed:
        click.echo(f"{failed} line(s) could not be read as candidates", err=True)
        sys.exit(1)


@main.command()
@RULES
@DB
@click.option("--input", "input_path", type=click.Path(exists=True, dir_okay=False), help="JSONL candidates (default: stdin).")
@click.option("--now", help="The clock the gate sees (RFC 3339; default: the real time).")
def write(rules: str | None, db: str, input_path: str | None, now: str | None) -> None:
    """Gate JSONL candidates and store the accepted ones; one JSON decision per line."""
    _gate_stream(rules, db, input_path, now, dry=False, all_reasons=False)


@main.command()
@RULES
@DB
@click.option("--input", "input_path", type=click.Path(exists=True, dir_okay=False), help="JSONL candidates (default: stdin).")
@click.option("--now", help="The clock the gate sees (RFC 3339).")
@click.option("--all-reasons", is_flag=True, help="Run every stage and report every failing one.")
def check(rules: str | None, db: str, input_path: str | None, now: str | None, all_reasons: bool) -> None:
    """Dry run: decide JSONL candidates without storing or logging anything."""
    _gate_stream(rules, db, input_path, now, dry=True, all_reasons=all_reasons)


# ---------------------------------------------------------------- audit
@main.group()
def audit() -> None:
    """The decision log: why a write was accepted or rejected."""


def _decision_id(store: Any, db: str, decision_id: str | None, latest_rejected: bool) -> str:
    from ..audit import AuditLog

    if bool(decision_id) == latest_rejected:
        raise click.UsageError("give a DECISION_ID or --latest-rejected")
    if decision_id:
        return decision_id
    latest = AuditLog(store).latest(rejected=True)
    if latest is None:
        raise TrustgateError(f"{db} holds no rejected decision")
    return latest.decision.decision_id


@audit.command("show")
@click.argument("decision_id", required=False)
@DB
@click.option("--latest-rejected", is_flag=True, help="Show the most recent rejection.")
@click.option("--full", is_flag=True, help="Print the whole source span, not its first characters.")
@JSON
def audit_show(decision_id: str | None, db: str, latest_rejected: bool, full: bool, as_json: bool) -> None:
    """Explain one decision in plain words, with the rule file line that fired."""
    from ..audit import AuditLog, explain

    with _existing_store(db) as store:
        entry = AuditLog(store).get(_decision_id(store, db, decision_id, latest_rejected))
    if as_json:
        click.echo(json.dumps({"decision": entry.decision.to_dict(), "candidate": entry.candidate, "namespace": entry.namespace}))
    else:
        click.echo(explain(entry, full=full))


@audit.command("list")
@DB
@click.option("--rejected", is_flag=True, help="Only rejections.")
@click.option("--namespace", default=None, help="Only this namespace.")
@click.option("--since", default=None, help="Only decisions at or after this time (RFC 3339).")
@click.option("--until", default=None, help="Only decisions before this time (RFC 3339).")
@click.option("--text", default=None, help="Only candidates whose text holds this substring (any case).")
@click.option("--domain", default=None, help="Only this domain (compared as the gate compares domains).")
@click.option("--rule", default=None, help="Only decisions with a reason from this rule (e.g. evidence_floor).")
@click.option("--stage", default=None, help="Only rejections at this stage (e.g. grounding).")
@JSON
def audit_list(db: str, rejected: bool, namespace: str | None, since: str | None, until: str | None, text: str | None,
               domain: str | None, rule: str | None, stage: str | None, as_json: bool) -> None:
    """List decisions, oldest first."""
    from ..audit import AuditLog

    with _existing_store(db) as store:
        found = list(AuditLog(store).entries(namespace=namespace, rejected=rejected, since=_time(since), until=_time(until),
                                             text=text, domain=domain, rule=rule, stage=stage))
    for e in found:
        d = e.decision
        if as_json:
            click.echo(json.dumps({**d.to_dict(), "namespace": e.namespace, "text": (e.candidate or {}).get("text")}))
        else:
            why = f"{d.stage}/{d.reasons[0].rule}" if d.reasons else "-"
            click.echo(f"{d.decision_id}  {d.verdict:6}  {why:28}  {e.namespace}  {(e.candidate or {}).get('text')!r}")


@audit.command("stats")
@DB
@click.option("--namespace", default=None, help="Only this namespace.")
@click.option("--now", default=None, help="Ages are measured at this time (RFC 3339; default: the real time).")
@JSON
def audit_stats(db: str, namespace: str | None, now: str | None, as_json: bool) -> None:
    """Accepted, rejected by reason, and the age of what is stored."""
    from ..audit import AuditLog
    from ..gate import utcnow

    with _existing_store(db) as store:
        stats = AuditLog(store).stats(namespace, _time(now) or utcnow())
    if as_json:
        click.echo(json.dumps(stats))
        return
    click.echo(f"decisions {stats['decisions']}: accepted {stats['accepted']}, rejected {stats['rejected']}")
    for reason, n in stats["rejected_by_reason"].items():
        click.echo(f"  rejected {reason}: {n}")
    click.echo("stored facts by age: " + ", ".join(f"{k} {v}" for k, v in stats["stored_fact_age"].items()))


@audit.command("keygen")
@click.argument("key_path", type=click.Path(dir_okay=False))
def audit_keygen(key_path: str) -> None:
    """Write a new Ed25519 key pair: KEY_PATH (private, for `head --sign`) and KEY_PATH.pub (for `verify --public-key`)."""
    from ..integrity import new_signing_key

    private, public = new_signing_key()
    if Path(key_path).exists():
        raise TrustgateError(f"{key_path} exists: choose another path (a key is never overwritten)")
    with open(os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as f:
        f.write(private)
    Path(key_path + ".pub").write_bytes(public)
    click.echo(f"private key {key_path} (keep it away from the store), public key {key_path}.pub")


@audit.command("head")
@DB
@click.option("--write", "write_path", type=click.Path(dir_okay=False), default=None,
              help="Also write the anchor to this checkpoint file (keep it outside the store's reach).")
@click.option("--sign", "key_path", type=click.Path(dir_okay=False, exists=True), default=None,
              help="Sign the anchor with this Ed25519 private key (PEM): verify --public-key checks it.")
def audit_head(db: str, write_path: str | None, key_path: str | None) -> None:
    """Print the anchor COUNT:HASH (records and last hash); verify --expect checks a log against it."""
    from ..audit import AuditLog
    from ..integrity import sign_anchor

    with _existing_store(db) as store:
        count, h = AuditLog(store).head()
    line = f"{count}:{h}"
    if key_path:
        try:
            line = sign_anchor((count, h), Path(key_path).read_bytes())
        except ValueError as exc:
            raise click.BadParameter(f"{key_path}: {exc}", param_hint="--sign") from None
    if write_path:
        Path(write_path).write_text(line + "\n", encoding="utf-8")
    click.echo(line)


@audit.command("verify")
@DB
@click.option("--expect", default=None, help="An anchor COUNT:HASH from `audit head`: the log must still begin with it.")
@click.option("--checkpoint", type=click.Path(dir_okay=False, exists=True), default=None,
              help="A file holding an anchor (written by `audit head --write`).")
@click.option("--public-key", "public_key", type=click.Path(dir_okay=False, exists=True), default=None,
              help="The Ed25519 public key (PEM) the anchor must be signed with (`head --sign`).")
def audit_verify(db: str, expect: str | None, checkpoint: str | None, public_key: str | None) -> None:
    """Re-derive every hash of the decision log and the facts table from it; exit 1 naming each problem."""
    from ..audit import AuditLog
    from ..integrity import parse_signed_anchor, signature_problems

    if expect and checkpoint:
        raise click.UsageError("give --expect or --checkpoint, not both")
    if public_key and not (expect or checkpoint):
        raise click.UsageError("--public-key checks a signed anchor: give --expect or --checkpoint too")
    anchor, problems = None, []
    if checkpoint:
        expect = Path(checkpoint).read_text(encoding="utf-8")
    if expect:
        try:
            anchor, signature = parse_signed_anchor(expect)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--checkpoint" if checkpoint else "--expect") from None
        try:
            problems += signature_problems(anchor, signature, Path(public_key).read_bytes() if public_key else None, public_key)
        except ValueError as exc:
            raise click.BadParameter(f"{public_key}: {exc}", param_hint="--public-key") from None
    with _existing_store(db) as store:
        log = AuditLog(store)
        problems += log.verify(anchor)
        n = log.head()[0]
    if problems:
        for p in problems:
            click.echo(p, err=True)
        sys.exit(1)
    click.echo(f"ok: {n} records, hash chain intact" + (f", anchored at {anchor[0]}" if anchor else "")
               + (" (signature checked)" if public_key else ""))


@audit.command("replay")
@click.argument("decision_id", required=False)
@click.option("--latest-rejected", is_flag=True, help="Replay the most recent rejection.")
@click.option("--all", "replay_every", is_flag=True, help="Replay every decision of the log; one line each and a count.")
@click.option("--rules", "rules", type=click.Path(dir_okay=False, exists=True), default=None,
              help="Replay against this rule file instead of the one the decision was made with.")
@DB
@JSON
def audit_replay(decision_id: str | None, latest_rejected: bool, replay_every: bool, rules: str | None, db: str, as_json: bool) -> None:
    """Re-run a logged candidate at its own time, against its logged rules and the store as it stood
    just before it; say whether the outcome is unchanged (with --rules: against other rules, and what differs)."""
    from ..replay import replay, replay_all

    with _existing_store(db) as store:
        if replay_every:
            if decision_id or latest_rejected:
                raise click.UsageError("--all replays every decision: give no DECISION_ID or --latest-rejected")
            _print_replays(replay_all(store, rules), as_json)
            return
        r = replay(store, _decision_id(store, db, decision_id, latest_rejected), rules)
    if as_json:
        click.echo(json.dumps(r.to_dict()))
        return
    _print_replay(r, rules is not None)


def _print_replays(replays: Any, as_json: bool) -> None:
    from ..replay import outcome

    counts = {"unchanged": 0, "CHANGED": 0}
    for r in replays:
        state = "unchanged" if r.unchanged else "CHANGED"
        counts[state] += 1
        if as_json:
            click.echo(json.dumps(r.to_dict()))
            continue
        (v0, s0, _), (v1, s1, _) = outcome(r.logged), outcome(r.replayed)
        click.echo(f"{r.logged.decision_id}  {state:9}  {v0} at {s0}" + ("" if r.unchanged else f" -> {v1} at {s1}"))
    if not as_json:
        click.echo(f"{sum(counts.values())} decisions replayed: {counts['unchanged']} unchanged, {counts['CHANGED']} changed")


def _print_replay(r: Any, other_rules: bool) -> None:
    from ..replay import CHANGES_SHOWN, outcome

    for label, d in (("logged", r.logged), ("replay", r.replayed)):
        verdict, stage, fired = outcome(d)
        click.echo(f"{label} : {verdict} at {stage} {fired} (rules sha256 {d.rules_sha256[:12]})")
    click.echo("unchanged" if r.unchanged else "CHANGED")
    for reason in r.replayed.reasons:
        click.echo(f"  - [{reason.rule}] {reason.message} ({reason.rule_ref})")
    for line in r.differences():
        click.echo(f"  {line}")
    changes = r.rule_changes()
    if changes:
        click.echo(f"rules differ from the logged ones ({r.logged_rules.path}) in {len(changes)} setting(s):")
        for line in changes[:CHANGES_SHOWN]:
            click.echo(f"  {line}")
        if len(changes) > CHANGES_SHOWN:
            click.echo(f"  ... and {len(changes) - CHANGES_SHOWN} more (--json for all)")
    elif other_rules and r.logged_rules is None:
        click.echo("(the logged rule file is not kept in this log: the settings cannot be compared)")
    click.echo(f"store as of the decision: {r.known_facts} fact row(s) known just before it")


# ---------------------------------------------------------------- facts
@main.group()
def facts() -> None:
    """Query the bi-temporal store."""


def _valid(f: Any) -> str:
    return f"[{f.valid_from.isoformat()} .. {f.valid_to.isoformat() if f.valid_to else 'open'}]"


def _print_facts(rows: list, as_json: bool) -> None:
    for f in rows:
        if as_json:
            click.echo(json.dumps(f.to_dict()))
        else:
            state = "" if f.superseded_at is None else f"  (superseded by {f.superseded_by})"
            click.echo(f"{f.id}  {_valid(f)}  {f.domain}: {f.text}{state}")


@facts.command("list")
@DB
@NAMESPACE
@click.option("--domain", default=None, help="Only this domain.")
@click.option("--now", default=None, help="Current as of this time (default: now).")
@JSON
def facts_list(db: str, namespace: str, domain: str | None, now: str | None, as_json: bool) -> None:
    """The current facts (believed and valid now)."""
    from ..audit import fact_namespaces
    from ..gate import utcnow

    with _existing_store(db) as store:
        rows = store.current(namespace, domain, _time(now) or utcnow())
        held = fact_namespaces(store) if not rows else []
    _print_facts(rows, as_json)
    if not rows:
        hint = (f"namespaces with facts: {', '.join(held)}" if held else "the store holds no facts")
        click.echo(f"no current facts in namespace {namespace!r}" + (f", domain {domain!r}" if domain else "") + f"; {hint}",
                   err=True)


@facts.command("as-of")
@DB
@NAMESPACE
@click.option("--valid-at", required=True, help="What held in the world at this time ...")
@click.option("--known-at", default=None, help="... as the store believed at this time (default: now).")
@click.option("--domain", default=None)
@JSON
def facts_as_of(db: str, namespace: str, valid_at: str, known_at: str | None, domain: str | None, as_json: bool) -> None:
    """Facts as of a valid time and as known at a transaction time."""
    from ..gate import utcnow

    with _existing_store(db) as store:
        rows = store.as_of(namespace, _time(valid_at), _time(known_at) or utcnow(), domain)
    _print_facts(rows, as_json)


@facts.command("history")
@click.argument("fact_id")
@DB
@JSON
def facts_history(fact_id: str, db: str, as_json: bool) -> None:
    """The lineage of one fact: what it replaced, what replaced it (restated copies under their original)."""
    from ..store import collapse_restatements

    with _existing_store(db) as store:
        rows = store.history(fact_id)
    if as_json:
        _print_facts(rows, as_json)
        return
    for f, copies in collapse_restatements(rows):
        _print_facts([f], False)
        for c in copies:
            state = "" if c.superseded_at is None else f", superseded by {c.superseded_by}"
            click.echo(f"    restated as {c.id}  {_valid(c)}  (recorded {c.recorded_at.isoformat()}{state})")


# ---------------------------------------------------------------- faces
@main.command("mcp")
@RULES
@DB
def mcp_cmd(rules: str | None, db: str) -> None:
    """Serve the gate to agents as an MCP server on stdin/stdout (tools: write_memory, check_memory_write, ...)."""
    from ..mcp_server import serve

    serve(_gate(rules, db))


@main.command()
@RULES
@DB
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (loopback unless you say otherwise).")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(0, 65535))
@click.option("--tokens", "tokens_path", type=click.Path(exists=True, dir_okay=False), default=None,
              help="JSON file {token: [namespace, ...]} (or set TRUSTGATE_TOKENS to that JSON); \"*\" allows every namespace.")
@click.option("--max-body", default=1 << 20, show_default=True, type=click.IntRange(1), help="Largest JSON body in bytes (413 over it).")
@click.option("--max-batch-body", default=16 << 20, show_default=True, type=click.IntRange(1), help="Largest JSONL batch in bytes.")
@click.option("--rate", default=100.0, show_default=True, type=click.FloatRange(0), help="Requests per second per token (0: no limit; 429 over it).")
@click.option("--burst", default=200, show_default=True, type=click.IntRange(1), help="Requests a token may make at once.")
def serve(rules: str | None, db: str, host: str, port: int, tokens_path: str | None, max_body: int, max_batch_body: int,
          rate: float, burst: int) -> None:
    """Serve the gate over HTTP: POST /v1/write and /v1/check, GET /v1/decisions/ID, /v1/facts, /v1/audit/verify (docs at /docs)."""
    import ipaddress

    import uvicorn

    from ..http_api import Limits, create_app, parse_tokens
    from ..service import Service

    text, source = (Path(tokens_path).read_text(encoding="utf-8"), tokens_path) if tokens_path else (os.environ.get("TRUSTGATE_TOKENS"), "TRUSTGATE_TOKENS")
    try:
        tokens = parse_tokens(text, source) if text else None
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--tokens") from None
    try:
        loopback = ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = host == "localhost"
    if not loopback and not tokens:
        click.echo(f"warning: serving {host} without tokens: anyone who reaches it can read and write every namespace", err=True)
    service = Service(_gate(rules, db))
    try:
        uvicorn.run(create_app(service, tokens, Limits(max_body, max_batch_body, rate, burst)), host=host, port=port, log_level="warning")
    finally:
        service.close()

main.add_command(eval_cmd)
main.add_command(memcontam)
main.add_command(bench)

if __name__ == "__main__":
    main()
