"""How well the conflict stage tells duplicate, update and independent apart, on eval/pairs.

Each pair (see eval/pairs/README.md) runs on a fresh gate over a temporary SQLite file with
the shipped default rules. The stored side is seeded straight into the store as a tool_output
fact (evidence 1, confidence 0.9) valid from day D; the candidate is dry-run checked with the
same provenance, valid from day D+1. With everything else equal, a different value for the
same slot is therefore an update that supersedes the stored fact, an equal value a
duplicate, and a fact about another slot is simply accepted.

The decision maps to a label: reject by a rule named `duplicate` -> duplicate; accept that
supersedes the stored fact -> update; accept that supersedes nothing -> independent; anything
else -> other (its rule is shown). A pair the gate cannot even take (e.g. a `subject` field
today's Candidate model does not know) is `other` with the error as its rule.

This measures; it never gates: the exit status is 0 whatever the score.

    python scripts/pair_accuracy.py [--pairs eval/pairs] [--rules rules/default.yaml] [--misses] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import yaml  # noqa: E402 - environment first

ROOT = Path(__file__).resolve().parent.parent
LABELS = ("duplicate", "update", "independent")
DAY_D = datetime(2026, 3, 10, 9, 0, tzinfo=timezone.utc)
NOW = DAY_D + timedelta(days=1, hours=3)
SLOT_KEYS = ("subject", "attribute")


def load_pairs(folder: Path) -> list[dict]:
    """Every *.yaml file of the folder (sorted), each a YAML list of pairs; ids must be unique."""
    pairs: list[dict] = []
    seen: set[str] = set()
    for path in sorted(folder.glob("*.yaml")):
        for raw in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            missing = [k for k in ("id", "domain", "stored", "candidate", "label") if k not in raw]
            if missing or raw["label"] not in LABELS or raw["id"] in seen:
                sys.exit(f"{path}: bad pair {raw.get('id')!r}: missing {missing} or bad label or repeated id")
            seen.add(raw["id"])
            pairs.append({**raw, "file": path.name})
    return pairs


def _side(pair: dict, key: str, start: datetime, tag: str) -> dict:
    side = pair[key]
    provenance = {"source_kind": "tool_output", "source_id": f"tool:pairs/{pair['id']}/{tag}",
                  "evidence_count": 1, "confidence": 0.9, "observed_at": start.isoformat()}
    item = {"text": side["text"], "domain": pair["domain"], "valid_from": start.isoformat(), "provenance": provenance}
    item.update({k: side[k] for k in SLOT_KEYS if k in side})
    return item


def judge(pair: dict, rules, embedder, folder: Path) -> tuple[str, str, list[str]]:
    """Run one pair; return (predicted label, the deciding rule, the decision's reason messages)."""
    from trustgate.errors import TrustgateError
    from trustgate.gate import Gate
    from pydantic import ValidationError

    db = folder / f"{pair['id']}.db"
    gate = Gate(rules, db, clock=lambda: NOW, embedder=embedder)
    try:
        try:
            ids = gate.seed([{"id": "stored", **_side(pair, "stored", DAY_D, "stored")}], now=NOW)
            decision = gate.check(_side(pair, "candidate", DAY_D + timedelta(days=1), "candidate"), now=NOW)
        except (TrustgateError, ValidationError) as exc:
            message = " ".join(line.strip() for line in str(exc).splitlines() if "errors.pydantic.dev" not in line)
            return "other", f"error: {type(exc).__name__}", [message]
    finally:
        gate.close()
        db.unlink(missing_ok=True)
    rules_fired = [r.rule for r in decision.reasons]
    messages = [f"{r.rule}: {r.message}" for r in decision.reasons]
    if decision.verdict == "reject":
        label = "duplicate" if "duplicate" in rules_fired else "other"
        return label, ",".join(rules_fired) or "reject", messages
    if ids["stored"] in decision.supersedes:
        return "update", "accept+supersede", messages
    if not decision.supersedes:
        return "independent", "accept", messages
    return "other", "accept, superseding something else", messages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", default=str(ROOT / "eval" / "pairs"), help="folder of pair files")
    parser.add_argument("--rules", default=str(ROOT / "rules" / "default.yaml"), help="rule file")
    parser.add_argument("--misses", action="store_true", help="print every miss with the decision's reasons")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    from trustgate.embeddings import Embedder
    from trustgate.rules import load_rules

    rules = load_rules(args.rules)
    embedder = Embedder(rules.conflict.embedder) if rules.conflict.embedding_cosine is not None else None
    pairs = load_pairs(Path(args.pairs))
    results = []
    with tempfile.TemporaryDirectory(prefix="pair-accuracy-") as tmp:
        for pair in pairs:
            got, rule, reasons = judge(pair, rules, embedder, Path(tmp))
            results.append({"id": pair["id"], "file": pair["file"], "domain": pair["domain"], "expected": pair["label"],
                            "got": got, "rule": rule, "reasons": reasons, "why": pair.get("why", ""),
                            "explicit_slot": any(k in pair["stored"] or k in pair["candidate"] for k in SLOT_KEYS)})

    columns = LABELS + ("other",)
    confusion = {e: {g: sum(1 for r in results if r["expected"] == e and r["got"] == g) for g in columns} for e in LABELS}
    per_label = {e: {"correct": confusion[e][e], "total": sum(confusion[e].values())} for e in LABELS}
    correct = sum(p["correct"] for p in per_label.values())
    other_rules = Counter(r["rule"] for r in results if r["got"] == "other")
    summary = {"rules": args.rules, "pairs": len(results), "correct": correct,
               "accuracy": round(correct / len(results), 3) if results else 0.0,
               "per_label": {e: {**p, "accuracy": round(p["correct"] / p["total"], 3) if p["total"] else 0.0}
                             for e, p in per_label.items()},
               "confusion": confusion, "other_rules": dict(other_rules),
               "misses": [r for r in results if r["got"] != r["expected"]]}
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
        return 0

    print(f"pairs: {len(results)}   correct: {correct}   accuracy: {summary['accuracy']:.3f}   ({args.rules})")
    for e, p in summary["per_label"].items():
        print(f"  {e:<12} {p['correct']:>3}/{p['total']:<3} {p['accuracy']:.3f}")
    print("\nconfusion (rows expected, columns got):")
    print(f"  {'':<12}" + "".join(f"{g:>13}" for g in columns))
    for e in LABELS:
        print(f"  {e:<12}" + "".join(f"{confusion[e][g]:>13}" for g in columns))
    if other_rules:
        print("\n'other' decisions by rule: " + ", ".join(f"{k} {v}" for k, v in other_rules.most_common()))
    if args.misses:
        print("\nmisses:")
        for r in summary["misses"]:
            print(f"- {r['id']} expected {r['expected']}, got {r['got']} ({r['rule']}); {r['why']}")
            for reason in r["reasons"]:
                print(f"    {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
