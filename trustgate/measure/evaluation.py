"""The labeled evaluation: run cases (DESIGN.md section 6) through a gate and score it.

Each case runs on a fresh SQLite store holding only its seed facts, with the gate's clock
set to the case's `now`. A candidate that does not even parse counts as rejected at intake
(such a write can never be stored). The embedding model is loaded once and shared by every
case and configuration.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Mapping

import yaml
from pydantic import ValidationError

from ..decision import Decision, Reason, thaw
from ..embeddings import Embedder
from ..errors import CandidateError, TrustgateError
from ..gate import Gate
from ..provenance import as_utc, parse_candidate
from ..rules import RuleSet, load_rules

ABLATION = [
    ("baseline", "rules/ablation/1-baseline.yaml"),
    ("+kind floors", "rules/ablation/2-kind-floors.yaml"),
    ("+lexical conflict", "rules/ablation/3-lexical.yaml"),
    ("+embedding conflict", "rules/default.yaml"),
]


@dataclass(frozen=True)
class Case:
    id: str
    category: str
    now: datetime
    seed: list[dict]
    candidate: Any
    expected: str
    rule: str
    file: str


def _time(value: Any, where: str) -> datetime:
    if isinstance(value, datetime):
        return as_utc(value)
    try:
        return as_utc(datetime.fromisoformat(str(value).replace("Z", "+00:00")))
    except ValueError:
        raise TrustgateError(f"{where}: now: {value!r} is not a datetime") from None


def load_cases(folder: str | Path) -> list[Case]:
    """Every *.yaml file of a folder (sorted), each a list of cases."""
    folder = Path(folder)
    files = sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.yml"))
    if not files:
        raise TrustgateError(f"{folder}: no *.yaml case files")
    cases, seen = [], set()
    for f in files:
        data = yaml.safe_load(f.read_text(encoding="utf-8")) or []
        if not isinstance(data, list):
            raise TrustgateError(f"{f}: a case file is a YAML list of cases")
        for i, raw in enumerate(data):
            where = f"{f}: case {i + 1}"
            missing = [k for k in ("id", "category", "now", "candidate", "expected") if k not in raw]
            if missing:
                raise TrustgateError(f"{where}: missing {', '.join(missing)}")
            if raw["expected"] not in ("accept", "reject"):
                raise TrustgateError(f"{where} ({raw['id']}): expected must be accept or reject")
            if raw["id"] in seen:
                raise TrustgateError(f"{where}: id {raw['id']!r} used twice")
            seen.add(raw["id"])
            cases.append(Case(str(raw["id"]), str(raw["category"]), _time(raw["now"], where), list(raw.get("seed") or []),
                              raw["candidate"], raw["expected"], str(raw.get("rule", "")), str(f)))
    return cases


def run_case(case: Case, rules: RuleSet, embedder: Embedder | None) -> Decision:
    gate = Gate(rules, ":memory:", clock=lambda: case.now, embedder=embedder)
    try:
        if case.seed:
            gate.seed(case.seed, now=case.now)
        try:
            cand = parse_candidate(_jsonable(case.candidate))
        except CandidateError as exc:
            return Decision("reject", "intake", (Reason("invalid_candidate", f"the candidate does not parse: {exc}", rules.ref("stages")),),
                            rules.sha256, case.now)
        return gate.write(cand)
    finally:
        gate.close()


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):  # a Decision's frozen scores nest read-only mappings
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, datetime):
        return as_utc(value).isoformat()
    return value


@dataclass
class Report:
    name: str
    rules: str
    results: list[tuple[Case, Decision]] = field(default_factory=list)

    def to_dict(self) -> dict:
        correct = [c for c, d in self.results if d.verdict == c.expected]
        per: dict[str, dict] = {}
        for c, d in self.results:
            p = per.setdefault(c.category, {"correct": 0, "total": 0})
            p["total"] += 1
            p["correct"] += d.verdict == c.expected
        confusion = {f"expected_{e}_got_{g}": sum(1 for c, d in self.results if c.expected == e and d.verdict == g)
                     for e in ("accept", "reject") for g in ("accept", "reject")}
        tp, fp = confusion["expected_reject_got_reject"], confusion["expected_accept_got_reject"]
        fn = confusion["expected_reject_got_accept"]
        total = len(self.results)
        return {
            "name": self.name, "rules": self.rules, "correct": len(correct), "total": total,
            "accuracy": round(len(correct) / total, 3) if total else 0.0,
            "per_category": dict(sorted(per.items())), "confusion": confusion,
            "reject_precision": round(tp / (tp + fp), 3) if tp + fp else 1.0,
            "reject_recall": round(tp / (tp + fn), 3) if tp + fn else 1.0,
            "misses": [{"id": c.id, "category": c.category, "expected": c.expected, "got": d.verdict, "stage": d.stage,
                        "reasons": [r.message for r in d.reasons], "scores": thaw(d.scores)}
                       for c, d in self.results if d.verdict != c.expected],
        }


def evaluate(cases: list[Case], configs: list[tuple[str, str]], *, progress: Callable[[int], None] | None = None) -> list[Report]:
    rule_sets = [(name, path, load_rules(path)) for name, path in configs]
    embedder = None
    for _, _, rs in rule_sets:
        if "conflict" in rs.stages and rs.conflict.embedding_cosine is not None:
            embedder = embedder or Embedder(rs.conflict.embedder)
    reports = []
    for name, path, rs in rule_sets:
        report = Report(name, path)
        for case in cases:
            try:
                decision = run_case(case, rs, embedder)
            except (TrustgateError, ValidationError) as exc:
                raise TrustgateError(f"{case.file}: case {case.id}: {exc}") from None
            report.results.append((case, decision))
            if progress:
                progress(1)
        reports.append(report)
    return reports


def gate_admit(rules: RuleSet | str | Path) -> Callable[[str, str], bool]:
    """A MemContam admit function: the fact goes through a gate on an empty store, its source
    context as `source_span` of a document reference (so the grounding stage judges it)."""
    gate = Gate(rules, ":memory:")
    cache: dict[str, str] = {}

    def admit(fact_text: str, context_text: str) -> bool:
        name = cache.setdefault(context_text, f"memcontam:{len(cache)}")
        decision = gate.check({"text": fact_text, "domain": name, "provenance": {
            "source_kind": "doc_reference", "source_id": name, "source_span": context_text,
            "evidence_count": 1, "confidence": 0.9}})
        return decision.accepted

    return admit
