"""The `trustgate` command. Each command parses, makes one library call and prints.

Library errors become one clean line on stderr and a non-zero exit, never a traceback.
Listing commands take --json and then print one JSON object per line. Commands import
the library inside their bodies on purpose: `trustgate --help` and the cheap commands
start without loading the gate, numpy or the measurement code (start-up time, not cycles).
"""

from __future__ import annotations

import json
import os
from collections import deque
import sys
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO, Iterator

import click

from .errors import CandidateError, RuleSetError, TrustgateError
from .provenance import as_utc

DB = click.option("--db", "db", required=True, type=click.Path(dir_okay=False), help="The SQLite store file.")
RULES = click.option("--rules", "rules", type=click.Path(dir_okay=False), default=None,
                     help="Rule file (default: the shipped rules/default.yaml).")
NAMESPACE = click.option("--namespace", default="default", show_default=True, help="Tenant partition to read.")
JSON = click.option("--json", "as_json", is_flag=True, help="One JSON object per line.")


def _time(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        return as_utc(datetime.fromisoformat(value.replace("Z", "+00:00")))
    except ValueError:
        raise click.BadParameter(f"{value!r} is not an RFC 3339 time (e.g. 2026-06-01T12:00:00Z)") from None


def _existing_store(db: str):  # type: ignore[no-untyped-def]
    from .store import Store

    if not Path(db).exists():
        raise TrustgateError(f"no store at {db}")
    return Store(db)


def _gate(rules: str | None, db: str, now: datetime | None = None):  # type: ignore[no-untyped-def]
    from .gate import Gate
    from .rules import default_rules_path

    if rules is None:
        path = default_rules_path()
        rules = os.path.relpath(path) if path.is_relative_to(Path.cwd()) else str(path)
    return Gate(rules, db, clock=(lambda: now) if now else None)


class _Main(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except RuleSetError as exc:
            for line in exc.problems:
                click.echo(line, err=True)
            sys.exit(1)
        except TrustgateError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(1)
        except BrokenPipeError:
            sys.exit(0)


@click.group(cls=_Main)
@click.version_option(package_name="trustgate")
def main() -> None:
    """trustgate: decide, before anything is written, whether a fact may enter an agent's memory."""


@main.command()
def schema() -> None:
    """Print the JSON Schema of a Candidate (for generating agent tool definitions)."""
    from .provenance import Candidate

    click.echo(json.dumps(Candidate.model_json_schema(), indent=2))


@main.group()
def rules() -> None:
    """Rule files."""


@rules.command("check")
@click.argument("path", type=click.Path(dir_okay=False))
def rules_check(path: str) -> None:
    """Validate a rule file and print the effective rules (errors: file:line: key: message, exit 1)."""
    from .rules import load_rules

    import yaml

    rs = load_rules(path)
    click.echo(f"# {path}: ok (sha256 {rs.sha256})")
    click.echo(yaml.safe_dump(rs.effective(), sort_keys=False, allow_unicode=True), nl=False)


def _lines(stream: BinaryIO) -> Iterator[tuple[int, str | UnicodeDecodeError]]:
    """Non-blank lines, each decoded on its own: an undecodable line is reported, the rest still run."""
    for number, raw in enumerate(stream, start=1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield number, exc
            continue
        if line.strip():
            yield number, line


def _gate_stream(rules: str | None, db: str, input_path: str | None, now: str | None, dry: bool, all_reasons: bool) -> None:
    from .provenance import parse_candidate

    gate = _gate(rules, db, _time(now))
    failed = 0
    stream = open(input_path, "rb") if input_path else sys.stdin.buffer
    numbers: deque[int] = deque()  # input line of each parsed candidate: decisions come back in the same order

    def candidates() -> Iterator[Any]:
        nonlocal failed
        for number, line in _lines(stream):
            try:
                if isinstance(line, UnicodeDecodeError):
                    raise CandidateError(f"not UTF-8 ({line.reason} at byte {line.start})")
                parsed = parse_candidate(line)
            except CandidateError as exc:
                failed += 1
                click.echo(f"line {number}: {exc}", err=True)
            else:
                numbers.append(number)
                yield parsed

    # one stream into write_stream, so the model embeds the next batch while this one is written
    decisions = (gate.check(c, all_reasons=all_reasons) for c in candidates()) if dry else gate.write_stream(candidates())
    for d in decisions:
        click.echo(json.dumps({**d.to_dict(), "line": numbers.popleft()}, ensure_ascii=False))
    gate.close()
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


@audit.command("show")
@click.argument("decision_id", required=False)
@DB
@click.option("--latest-rejected", is_flag=True, help="Show the most recent rejection.")
@click.option("--full", is_flag=True, help="Print the whole source span, not its first characters.")
@JSON
def audit_show(decision_id: str | None, db: str, latest_rejected: bool, full: bool, as_json: bool) -> None:
    """Explain one decision in plain words, with the rule file line that fired."""
    from .audit import AuditLog, explain

    log = AuditLog(_existing_store(db))
    if latest_rejected:
        entries = list(log.entries(rejected=True))
        if not entries:
            raise TrustgateError(f"{db} holds no rejected decision")
        entry = entries[-1]
    elif decision_id:
        entry = log.get(decision_id)
    else:
        raise click.UsageError("give a DECISION_ID or --latest-rejected")
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
    from .audit import AuditLog

    for e in AuditLog(_existing_store(db)).entries(namespace=namespace, rejected=rejected, since=_time(since), until=_time(until),
                                                   text=text, domain=domain, rule=rule, stage=stage):
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
    from .audit import AuditLog
    from .gate import utcnow

    stats = AuditLog(_existing_store(db)).stats(namespace, _time(now) or utcnow())
    if as_json:
        click.echo(json.dumps(stats))
        return
    click.echo(f"decisions {stats['decisions']}: accepted {stats['accepted']}, rejected {stats['rejected']}")
    for reason, n in stats["rejected_by_reason"].items():
        click.echo(f"  rejected {reason}: {n}")
    click.echo("stored facts by age: " + ", ".join(f"{k} {v}" for k, v in stats["stored_fact_age"].items()))


@audit.command("head")
@DB
@click.option("--write", "write_path", type=click.Path(dir_okay=False), default=None,
              help="Also write the anchor to this checkpoint file (keep it outside the store's reach).")
def audit_head(db: str, write_path: str | None) -> None:
    """Print the anchor COUNT:HASH (records and last hash); verify --expect checks a log against it."""
    from .audit import AuditLog

    with _existing_store(db) as store:
        count, h = AuditLog(store).head()
    line = f"{count}:{h}"
    if write_path:
        Path(write_path).write_text(line + "\n", encoding="utf-8")
    click.echo(line)


@audit.command("verify")
@DB
@click.option("--expect", default=None, help="An anchor COUNT:HASH from `audit head`: the log must still begin with it.")
@click.option("--checkpoint", type=click.Path(dir_okay=False, exists=True), default=None,
              help="A file holding an anchor (written by `audit head --write`).")
def audit_verify(db: str, expect: str | None, checkpoint: str | None) -> None:
    """Re-derive every hash of the decision log and the facts table from it; exit 1 naming each problem."""
    from .audit import AuditLog
    from .integrity import parse_anchor

    if expect and checkpoint:
        raise click.UsageError("give --expect or --checkpoint, not both")
    anchor = None
    if checkpoint:
        expect = Path(checkpoint).read_text(encoding="utf-8")
    if expect:
        try:
            anchor = parse_anchor(expect)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--checkpoint" if checkpoint else "--expect") from None
    with _existing_store(db) as store:
        log = AuditLog(store)
        problems = log.verify(anchor)
        n = log.head()[0]
    if problems:
        for p in problems:
            click.echo(p, err=True)
        sys.exit(1)
    click.echo(f"ok: {n} records, hash chain intact" + (f", anchored at {anchor[0]}" if anchor else ""))


@audit.command("replay")
@click.argument("decision_id")
@RULES
@DB
def audit_replay(decision_id: str, rules: str | None, db: str) -> None:
    """Re-run a logged candidate against the current rules and store, at its original time; say what changed."""
    from .audit import AuditLog

    entry = AuditLog(_existing_store(db)).get(decision_id)
    gate = _gate(rules, db)
    now = entry.decision.decided_at
    new = gate.check(entry.candidate or {}, now=now)
    old = entry.decision
    same = (old.verdict, old.stage, [r.rule for r in old.reasons]) == (new.verdict, new.stage, [r.rule for r in new.reasons])
    click.echo(f"logged : {old.verdict} at {old.stage or '-'} {[r.rule for r in old.reasons]} (rules sha256 {old.rules_sha256[:12]})")
    click.echo(f"replay : {new.verdict} at {new.stage or '-'} {[r.rule for r in new.reasons]} (rules sha256 {new.rules_sha256[:12]})")
    click.echo("unchanged" if same else "CHANGED")
    for r in new.reasons:
        click.echo(f"  - [{r.rule}] {r.message} ({r.rule_ref})")


# ---------------------------------------------------------------- evaluation
@main.command("eval")
@click.option("--cases", "cases_dir", required=True, type=click.Path(exists=True, file_okay=False), help="A folder of case files.")
@RULES
@click.option("--ablation", is_flag=True, help="Run the four-configuration ladder (rules/ablation/ then the default).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object with every configuration.")
def eval_cmd(cases_dir: str, rules: str | None, ablation: bool, as_json: bool) -> None:
    """Accuracy per configuration and category, confusion, and every miss with its reasons."""
    from rich.progress import Progress

    from .measure.evaluation import ABLATION, evaluate, load_cases

    cases = load_cases(cases_dir)
    configs = ABLATION if ablation else [("default" if rules is None else Path(rules).stem, rules or "rules/default.yaml")]
    with Progress(transient=True, disable=as_json or not sys.stderr.isatty()) as bar:
        task = bar.add_task("evaluating", total=len(cases) * len(configs))
        reports = [r.to_dict() for r in evaluate(cases, configs, progress=lambda n: bar.advance(task, n))]
    if as_json:
        click.echo(json.dumps({"configs": reports}))
        return
    for r in reports:
        click.echo(f"{r['name']:22} {r['correct']:4}/{r['total']:<4} {100 * r['accuracy']:5.1f}%   "
                   f"reject precision {r['reject_precision']:.3f} recall {r['reject_recall']:.3f}   ({r['rules']})")
    last = reports[-1]
    click.echo("\nper category (" + last["name"] + "):")
    for cat, p in last["per_category"].items():
        click.echo(f"  {cat:26} {p['correct']:3}/{p['total']}")
    click.echo(f"confusion: {last['confusion']}")
    for m in last["misses"]:
        click.echo(f"miss {m['id']} ({m['category']}): expected {m['expected']}, got {m['got']} at {m['stage']}: "
                   + "; ".join(m["reasons"]) + f"  scores {m['scores']}")


@main.command()
@click.option("--bench", "bench_dir", default="eval/memcontam", show_default=True, type=click.Path(exists=True, file_okay=False))
@RULES
@click.option("--llm-rules", type=click.Path(exists=True, dir_okay=False), help="A rule file with the llm stage enabled: adds the LLM gate.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object with every method and set.")
@click.option("--plot", type=click.Path(dir_okay=False), help="Draw contamination rate against recall per method (PNG).")
def memcontam(bench_dir: str, rules: str | None, llm_rules: str | None, as_json: bool, plot: str | None) -> None:
    """Contamination rate, admission precision and recall: WriteAll, Random, the grounding gate (and an LLM gate)."""
    from .measure import memcontam as mc
    from .measure.evaluation import gate_admit
    from .rules import default_rules_path

    bench = mc.load(bench_dir)
    methods = [("WriteAll", mc.write_all()), ("Random p=0.6", mc.random_admit(0.6, seed=0)),
               ("grounding gate", gate_admit(rules or default_rules_path()))]
    if llm_rules:
        methods.append(("LLM gate", gate_admit(llm_rules)))
    rows, sets = [], ["generated", "handwritten"]
    for name, admit in methods:
        result = mc.evaluate(bench, admit)
        gen, hand = result["generated"], result["handwritten"]
        admitted = sum(v["admitted"] for v in gen["per_seed"].values())
        total = sum(v["total"] for v in gen["per_seed"].values())
        rows.append({"name": name, "set": "generated", **{k: round(gen["mean"][k], 4) for k in ("rho", "precision", "recall")},
                     "admitted": admitted, "total": total})
        rows.append({"name": name, "set": "handwritten", **{k: round(hand[k], 4) for k in ("rho", "precision", "recall")},
                     "admitted": hand["admitted"], "total": hand["total"]})
    if plot:
        _plot_contamination(rows, plot)
    if as_json:
        click.echo(json.dumps({"methods": rows, "sets": sets}))
        return
    click.echo(f"{'method':16} {'set':12} {'rho':>7} {'precision':>9} {'recall':>7} {'admitted':>9}")
    for r in rows:
        click.echo(f"{r['name']:16} {r['set']:12} {100 * r['rho']:6.1f}% {r['precision']:9.3f} {r['recall']:7.3f} {r['admitted']:>5}/{r['total']}")


def _plot_contamination(rows: list[dict], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    for marker, set_name in (("o", "generated"), ("s", "handwritten")):
        for r in (r for r in rows if r["set"] == set_name):
            ax.scatter(r["recall"], 100 * r["rho"], marker=marker)
            ax.annotate(f"{r['name']} ({set_name})", (r["recall"], 100 * r["rho"]), fontsize=7, xytext=(3, 3), textcoords="offset points")
    ax.set_xlabel("admission recall")
    ax.set_ylabel("contamination rate rho (%)")
    ax.set_title("MemContam: contamination against recall")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


# ---------------------------------------------------------------- benchmark
def _sizes(value: str) -> list[int]:
    try:
        sizes = [int(x.replace("_", "")) for x in value.split(",") if x.strip()]
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a comma-separated list of whole numbers (e.g. 1000,10000)") from None
    if not sizes or min(sizes) < 10:
        raise click.BadParameter("give at least one size, each at least 10")
    return sizes


@main.command()
@click.option("--sizes", default="1000,10000,100000", show_default=True, help="Store sizes (facts in one domain), comma-separated.")
@click.option("--candidates", "n_candidates", default=120, show_default=True, type=click.IntRange(4, 5000),
              help="Candidates timed per size: duplicates, updates, paraphrases and unrelated facts in turn.")
@click.option("--write", "write_n", default=2000, show_default=True, type=click.IntRange(0),
              help="New candidates given to write_many per size for its throughput (0: skip).")
@click.option("--budget", "budget_s", default=10.0, show_default=True, type=click.FloatRange(0),
              help="Seconds per method and size; a slow method is timed on fewer candidates (at least 4).")
@click.option("--seed", default=0, show_default=True, help="Seed of the synthetic facts.")
@RULES
@click.option("--no-cache", is_flag=True, help="Embed the facts again instead of reusing ~/.cache/trustgate-bench.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per measured size and method, one per line.")
def bench(sizes: str, n_candidates: int, write_n: int, budget_s: float, seed: int, rules: str | None, no_cache: bool, as_json: bool) -> None:
    """Latency per candidate of the conflict lookup, indexed and by full scan, as the store grows; write throughput; memory."""
    from rich.console import Console
    from rich.progress import Progress

    from .measure import bench as b

    sizes_list = _sizes(sizes)
    with Progress(console=Console(stderr=True), transient=True, disable=not sys.stderr.isatty()) as bar:
        tasks: dict[str, Any] = {}

        def tick(task: str, done: int, total: int) -> None:
            if task not in tasks:
                tasks[task] = bar.add_task(task, total=total)
            bar.update(tasks[task], completed=done)

        report = b.run(sizes_list, n_candidates=n_candidates, write_n=write_n, seed=seed, rules=rules, use_cache=not no_cache,
                       budget_s=budget_s, progress=tick)
    if as_json:
        for r in report.results:
            click.echo(json.dumps(r.to_dict()))
    else:
        click.echo(b.format_table(report))


# ---------------------------------------------------------------- facts
@main.group()
def facts() -> None:
    """Query the bi-temporal store."""


def _print_facts(rows: list, as_json: bool) -> None:
    for f in rows:
        if as_json:
            click.echo(json.dumps(f.to_dict()))
        else:
            end = f.valid_to.isoformat() if f.valid_to else "open"
            state = "" if f.superseded_at is None else f"  (superseded by {f.superseded_by})"
            click.echo(f"{f.id}  [{f.valid_from.isoformat()} .. {end}]  {f.domain}: {f.text}{state}")


@facts.command("list")
@DB
@NAMESPACE
@click.option("--domain", default=None, help="Only this domain.")
@click.option("--now", default=None, help="Current as of this time (default: now).")
@JSON
def facts_list(db: str, namespace: str, domain: str | None, now: str | None, as_json: bool) -> None:
    """The current facts (believed and valid now)."""
    from .audit import fact_namespaces
    from .gate import utcnow

    store = _existing_store(db)
    rows = store.current(namespace, domain, _time(now) or utcnow())
    _print_facts(rows, as_json)
    if not rows:
        held = fact_namespaces(store)
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
    from .gate import utcnow

    _print_facts(_existing_store(db).as_of(namespace, _time(valid_at), _time(known_at) or utcnow(), domain), as_json)


@facts.command("history")
@click.argument("fact_id")
@DB
@JSON
def facts_history(fact_id: str, db: str, as_json: bool) -> None:
    """The lineage of one fact: what it replaced, what replaced it."""
    _print_facts(_existing_store(db).history(fact_id), as_json)


if __name__ == "__main__":
    main()
