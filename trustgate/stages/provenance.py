"""The provenance stage: a claim must say where it came from (a provenance with a known source kind)."""

from __future__ import annotations

from ..decision import Reason
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet


class ProvenanceCheck:
    name = "provenance"

    def __init__(self, rules: RuleSet):
        self.ref = rules.stage_ref("provenance")

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        if cand.provenance is None:
            return [Reason("provenance_required", "the candidate has no provenance: nothing says where the claim came from", self.ref, {})]
        if cand.provenance.source_kind is None:
            return [Reason("source_kind_required", "provenance.source_kind is missing: the source kind must be known", self.ref, {})]
        return []
