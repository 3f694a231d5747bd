"""Claims drawn from real-looking tool outputs, run through the whole gate (dry run).

The cases in tests/data/grounding/tool_outputs.yaml were written before the structured
grounding code: half correct paraphrases, half corruptions (values moved between rows or
fields, signs, units, booleans, magnitudes, numbers inside dates and ids). The gate must
decide at least 97% of them as a careful reader of the output would.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
import yaml

from trustgate.gate import Gate

from conftest import NOW, ROOT

CASES = yaml.safe_load(open(os.path.join(ROOT, "tests", "data", "grounding", "tool_outputs.yaml"), encoding="utf-8"))


def candidate(case: dict) -> dict:
    claim = case["claim"] if isinstance(case["claim"], dict) else {"text": case["claim"]}
    return {**claim, "domain": claim.get("domain", case.get("domain", "tool-output")), "provenance": {
        "source_kind": "tool_output", "source_id": case.get("source_id", f"tool:{case['format']}#c0ffee"),
        "source_span": case["span"], "evidence_count": 1, "confidence": 0.9, "observed_at": NOW.isoformat()}}


def test_the_corpus_is_balanced_and_varied():
    assert len(CASES) >= 64 and len({c["id"] for c in CASES}) == len(CASES)
    counts = Counter(c["expected"] for c in CASES)
    assert counts["accept"] == counts["reject"]
    assert {"json", "kubectl", "psql", "mysql", "kv", "yaml", "csv"} <= {c["format"] for c in CASES}


def decide(gate: Gate, case: dict) -> tuple[str, str]:
    try:
        decision = gate.check(candidate(case))
    except Exception as exc:  # a claim the gate cannot even parse counts as a miss
        return "error", f"{type(exc).__name__}: {exc}"
    return decision.verdict, "; ".join(r.message for r in decision.reasons)


@pytest.fixture
def dry_gate(rules, embedder):
    gate = Gate(rules, ":memory:", clock=lambda: NOW, embedder=embedder)
    yield gate
    gate.close()


def test_tool_output_claims_are_grounded_where_they_say(dry_gate, capsys):
    misses = []
    for case in CASES:
        verdict, why = decide(dry_gate, case)
        if verdict != case["expected"]:
            misses.append(f"{case['id']}: expected {case['expected']}, got {verdict} ({why or case['why']})")
    share = 1 - len(misses) / len(CASES)
    with capsys.disabled():
        print(f"\ntool-output grounding: {len(CASES) - len(misses)}/{len(CASES)} = {share:.1%}")
        for m in misses:
            print("  miss", m)
    assert share >= 0.97, "\n".join(misses)
