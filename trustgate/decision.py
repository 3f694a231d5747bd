"""Decisions are values: a verdict, the deciding stage and a tuple of reasons.

Each reason names its rule, says why in words a person understands, cites the rule file's
line (`rule_ref`) and carries the observed value and the threshold in `details`. Nothing
mutates a Decision once made: containers are tuples and read-only mappings.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import Any, Mapping

from .provenance import as_utc, iso


def _freeze(value: Any) -> Any:
    if isinstance(value, Mapping):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """The plain-JSON form of a frozen value (dicts and lists)."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Reason:
    rule: str
    message: str
    rule_ref: str
    details: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "details", _freeze(self.details))

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, "message": self.message, "rule_ref": self.rule_ref, "details": thaw(self.details)}


@dataclass(frozen=True)
class Decision:
    verdict: str  # "accept" | "reject"
    stage: str | None
    reasons: tuple[Reason, ...]
    rules_sha256: str
    decided_at: datetime
    against: tuple[str, ...] = ()
    supersedes: tuple[str, ...] = ()
    fact_id: str | None = None
    scores: Mapping[str, Any] = field(default_factory=dict)
    decision_id: str = field(default_factory=lambda: new_id("d"))

    def __post_init__(self) -> None:
        object.__setattr__(self, "reasons", tuple(self.reasons))
        object.__setattr__(self, "against", tuple(self.against))
        object.__setattr__(self, "supersedes", tuple(self.supersedes))
        object.__setattr__(self, "scores", _freeze(self.scores))

    @property
    def accepted(self) -> bool:
        return self.verdict == "accept"

    def to_dict(self) -> dict[str, Any]:
        return {
            "decision_id": self.decision_id,
            "verdict": self.verdict,
            "stage": self.stage,
            "reasons": [r.to_dict() for r in self.reasons],
            "against": list(self.against),
            "supersedes": list(self.supersedes),
            "fact_id": self.fact_id,
            "scores": thaw(self.scores),
            "rules_sha256": self.rules_sha256,
            "decided_at": iso(self.decided_at),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Decision":
        return cls(
            verdict=d["verdict"],
            stage=d.get("stage"),
            reasons=tuple(Reason(**r) for r in d.get("reasons", ())),
            rules_sha256=d["rules_sha256"],
            decided_at=as_utc(datetime.fromisoformat(d["decided_at"].replace("Z", "+00:00"))),
            against=tuple(d.get("against", ())),
            supersedes=tuple(d.get("supersedes", ())),
            fact_id=d.get("fact_id"),
            scores=d.get("scores", {}),
            decision_id=d["decision_id"],
        )


def new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:20]}"
