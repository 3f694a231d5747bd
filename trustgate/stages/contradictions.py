"""The contradictions stage: upstream flags plus contradictions found here must stay under the limit."""

from __future__ import annotations

from ..decision import Reason
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet


class ContradictionLimit:
    name = "contradictions"

    def __init__(self, rules: RuleSet):
        self.limit = rules.max_contradictions
        self.ref = rules.ref("max_contradictions")

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        total = cand.contradiction_count + ctx.found_contradictions
        if total >= self.limit:
            return [Reason("max_contradictions", f"flagged as contradicting {total} entries "
                           f"({cand.contradiction_count} upstream, {ctx.found_contradictions} found here); the limit is under {self.limit}",
                           self.ref, {"observed": total, "upstream": cand.contradiction_count, "threshold": self.limit})]
        return []
