"""The stages, one module each, and the registry that builds the list the rule file names.

Each stage imports only from below (pipeline, data contracts, store contract, index,
embeddings, text); nothing here imports the gate.
"""

from __future__ import annotations

from typing import Callable

from ..pipeline import Stage
from ..rules import RuleSet
from .confidence import ConfidenceFloor
from .conflict import ConflictCheck
from .contradictions import ContradictionLimit
from .evidence import EvidenceFloor
from .grounding import Grounding
from .intake import Intake
from .llm import LLMCheck
from .provenance import ProvenanceCheck

FACTORIES: dict[str, Callable[[RuleSet], Stage]] = {
    "intake": Intake, "provenance": ProvenanceCheck, "confidence": ConfidenceFloor, "evidence": EvidenceFloor,
    "contradictions": ContradictionLimit, "grounding": Grounding, "conflict": ConflictCheck, "llm": LLMCheck,
}


def build_stages(rules: RuleSet) -> list[Stage]:
    """The stages the rule file lists, in its order (llm only when enabled)."""
    out: list[Stage] = []
    for name in rules.stages:
        if name == "llm" and not rules.llm.enabled:
            continue
        out.append(FACTORIES[name](rules))
    return out


__all__ = ["FACTORIES", "build_stages"]
