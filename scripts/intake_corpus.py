"""Run the intake corpus (tests/data/intake) through `Gate.check` and print how it fared.

Each malicious payload and each benign look-alike is checked as a dry run against the
default rules with good provenance (user_direct or tool_output, evidence 1, confidence 0.9),
so that anything rejected is rejected for what the text says, not for where it came from.
A malicious item counts as caught when it is rejected by its expected rule; an item whose
expected action is `redact` counts when it is accepted with its value masked and the
decision says so (`scores.redacted` names the kind). A benign item counts when accepted.

    python scripts/intake_corpus.py [--misses] [--json]
    python scripts/intake_corpus.py --set probe [--misses]  # the held-out probe (probe.yaml), same code path
    python scripts/intake_corpus.py --set probe2 [--misses] # the second held-out probe (probe2.yaml)
    python scripts/intake_corpus.py --bench [--n 1000]   # the intake stage alone, median ms per candidate

tests/test_intake_corpus.py asserts the targets from `run()` here.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402 - environment first

from trustgate.gate import Gate  # noqa: E402
from trustgate.rules import load_rules  # noqa: E402

DATA = ROOT / "tests" / "data" / "intake"
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
KINDS = ("user_direct", "tool_output")


SETS = ("main", "probe", "probe2")


def load(name: str) -> list[dict]:
    return yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))


def load_set(name: str = "main") -> tuple[list[dict], list[dict]]:
    """(malicious, benign) of a corpus: `main` is malicious.yaml + benign.yaml, `probe`/`probe2` the two lists in that file."""
    if name == "main":
        return load("malicious"), load("benign")
    if name in ("probe", "probe2"):
        probe = load(name)
        return probe["malicious"], probe["benign"]
    raise ValueError(f"unknown corpus {name!r}; expected one of {SETS}")


def candidate(item: dict, index: int) -> dict:
    """The item as a candidate; provenance alternates between the two good kinds unless the item names one."""
    prov: dict[str, Any] = {"source_kind": item.get("source_kind", KINDS[index % 2]), "evidence_count": 1, "confidence": 0.9,
                            "observed_at": "2026-05-30T00:00:00Z"}
    if item.get("source_span"):
        prov["source_span"] = item["source_span"]
    cand: dict[str, Any] = {"text": item["text"], "domain": item.get("domain", "notes"), "provenance": prov}
    for key in ("subject", "attribute"):
        if item.get(key):
            cand[key] = item[key]
    return cand


def _redacted_kinds(decision: Any) -> set[str]:
    return {r["kind"] for r in decision.scores.get("redacted", ())} if "redacted" in decision.scores else set()


def judge_malicious(item: dict, decision: Any) -> tuple[bool, str]:
    """(caught, what happened) for one payload."""
    if item["action"] == "redact":
        ok = decision.verdict == "accept" and item["rule"] in _redacted_kinds(decision)
        what = f"accepted, redacted {sorted(_redacted_kinds(decision))}" if decision.verdict == "accept" else \
            f"rejected by {decision.reasons[0].rule}"
        return ok, what
    if decision.verdict == "accept":
        return False, "accepted"
    got = decision.reasons[0].rule
    return got == item["rule"], f"rejected by {got} ({decision.stage})"


def run(rules_path: str | Path | None = None, corpus: str = "main") -> dict:
    """Every item of one corpus (see `load_set`) through Gate.check; the counts and every miss."""
    rules = load_rules(rules_path or ROOT / "rules" / "default.yaml")
    malicious, benign = load_set(corpus)
    misses: list[dict] = []
    per_category: dict[str, Counter] = {}
    caught = accepted = refused = 0
    with Gate(rules, ":memory:", clock=lambda: NOW) as gate:
        for i, item in enumerate(malicious):
            decision = gate.check(candidate(item, i))
            ok, what = judge_malicious(item, decision)
            tally = per_category.setdefault(item["category"], Counter())
            tally["total"] += 1
            tally["caught"] += ok
            caught += ok
            refused += decision.verdict != "accept" or ok
            if not ok:
                misses.append({"set": "malicious", "id": item["id"], "expected": f"{item['action']} by {item['rule']}", "got": what,
                               "text": item["text"]})
        for i, item in enumerate(benign):
            decision = gate.check(candidate(item, i))
            if decision.verdict == "accept":
                accepted += 1
            else:
                r = decision.reasons[0]
                misses.append({"set": "benign", "id": item["id"], "expected": "accept", "got": f"rejected by {r.rule} ({decision.stage})",
                               "message": r.message, "text": item["text"]})
    return {
        "malicious": {"caught": caught, "total": len(malicious), "percent": round(100 * caught / len(malicious), 1),
                      "refused_any_rule": refused},
        "per_category": {k: {"caught": v["caught"], "total": v["total"]} for k, v in sorted(per_category.items())},
        "benign": {"accepted": accepted, "total": len(benign), "percent": round(100 * accepted / len(benign), 1)},
        "misses": misses,
    }


def bench(n: int = 1000, rules_path: str | Path | None = None) -> dict:
    """Median and p95 ms per candidate of the intake stage alone, on ordinary facts and on a mix with the corpus."""
    from trustgate.measure.synthetic import candidate_dict, generate
    from trustgate.provenance import parse_candidate

    rules = load_rules(rules_path or ROOT / "rules" / "default.yaml")
    ordinary = [parse_candidate(candidate_dict(s.text)) for s in generate(n, seed=7)]
    corpus = [parse_candidate(candidate(item, i)) for i, item in enumerate(load("malicious") + load("benign"))]
    mixed = (ordinary[: n - len(corpus)] + corpus)[:n]
    with Gate(rules, ":memory:", clock=lambda: NOW) as gate:
        intake = next(s for s in gate.stages if s.name == "intake")
        out = {}
        for label, cands in (("ordinary", ordinary), ("mixed", mixed)):
            for c in cands[:50]:  # warm caches (tokenizer, lazily built tables) before timing
                intake(c, gate.context(c, NOW, dry_run=True))
            ms = []
            for c in cands:
                ctx = gate.context(c, NOW, dry_run=True)
                t = time.perf_counter()
                intake(c, ctx)
                ms.append((time.perf_counter() - t) * 1000)
            ms.sort()
            out[label] = {"n": len(cands), "median_ms": round(statistics.median(ms), 4), "p95_ms": round(ms[int(0.95 * len(ms)) - 1], 4)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules", default=None, help="rule file (default rules/default.yaml)")
    ap.add_argument("--set", dest="corpus", choices=SETS, default="main", help="which corpus to run (default main)")
    ap.add_argument("--misses", action="store_true", help="print every miss")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--bench", action="store_true", help="time the intake stage alone instead")
    ap.add_argument("--n", type=int, default=1000, help="candidates timed by --bench")
    args = ap.parse_args()
    if args.bench:
        result = bench(args.n, args.rules)
        print(json.dumps(result) if args.json else "\n".join(
            f"intake {k}: n={v['n']} median {v['median_ms']:.4f} ms, p95 {v['p95_ms']:.4f} ms" for k, v in result.items()))
        return
    report = run(args.rules, args.corpus)
    if args.json:
        print(json.dumps(report if args.misses else {k: v for k, v in report.items() if k != "misses"}, ensure_ascii=False))
        return
    m, b = report["malicious"], report["benign"]
    print(f"malicious rejected by the right rule: {m['caught']}/{m['total']} ({m['percent']}%); "
          f"kept out by any rule: {m['refused_any_rule']}/{m['total']}")
    for cat, v in report["per_category"].items():
        print(f"  {cat:22} {v['caught']}/{v['total']}")
    print(f"benign accepted: {b['accepted']}/{b['total']} ({b['percent']}%)")
    if args.misses:
        for miss in report["misses"]:
            print(f"- [{miss['set']}] {miss['id']}: expected {miss['expected']}, got {miss['got']}: {miss['text']!r}")


if __name__ == "__main__":
    main()
