"""The evidence stage: enough independent corroboration for the source kind (authorities override within a kind)."""

from __future__ import annotations

from ..decision import Reason
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet


class EvidenceFloor:
    name = "evidence"

    def __init__(self, rules: RuleSet):
        self.rules = rules

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        p = cand.provenance
        if p is None or p.source_kind is None:
            return []
        floor, key = self.rules.floor_for(p.source_kind, p.source_id)
        if p.evidence_count < floor:
            via = f" (authority {self.rules.authorities[key[1]].source_id_pattern})" if key[0] == "authorities" else ""
            return [Reason("evidence_floor", f"{p.source_kind.value}{via} needs >= {floor} corroborating source"
                           f"{'s' if floor != 1 else ''}, got {p.evidence_count}", self.rules.ref(*key),
                           {"source_kind": p.source_kind.value, "observed": p.evidence_count, "threshold": floor, "rule_key": ".".join(map(str, key))})]
        return []
