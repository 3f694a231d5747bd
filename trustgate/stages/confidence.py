"""The confidence stage: the writer's stated confidence must reach the rule file's floor (inclusive)."""

from __future__ import annotations

from ..decision import Reason
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet


class ConfidenceFloor:
    name = "confidence"

    def __init__(self, rules: RuleSet):
        self.floor = rules.confidence_floor
        self.ref = rules.ref("confidence_floor")

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        if cand.provenance is None:
            return []
        c = cand.provenance.confidence
        if c < self.floor:
            return [Reason("confidence_floor", f"stated confidence {c:g} is under the floor of {self.floor:g}", self.ref,
                           {"observed": c, "threshold": self.floor})]
        return []
