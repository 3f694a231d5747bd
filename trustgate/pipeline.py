"""The pipeline's shared types: the per-candidate `Context` and the `Stage` protocol.

One signature for every stage, as structlog's processors have one: settings in
`__init__(rules)`, work in `__call__(candidate, ctx) -> list[Reason]`. Stages never mutate
the candidate and never write; they read what the context offers and record findings on
it, and the gate (gate.py) makes every write after the stages have decided. The stage
modules (stages/) import this one; it imports nothing above the data contracts, the store
contract and the index.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Protocol

from .decision import Reason
from .index_cache import IndexCache
from .provenance import Candidate, reliability
from .rules import RuleSet
from .store import FactReader


@dataclass
class Context:
    """One candidate's run through the stages: what a stage may read, and what it found.

    No Gate inside: stages read facts through `facts` (read-only), the conflict index
    through `index`, and embed through `embed` / `encode`; every write (the fact, what it
    supersedes, vectors computed on the way, the log) is the gate's, after the stages."""

    now: datetime
    rules: RuleSet
    candidate: Candidate  # what later stages see (intake hands on a normalised copy)
    facts: FactReader
    index: IndexCache
    embed: Callable[[str], Any]  # one text -> its vector (memoised per batch by the gate)
    encode: Callable[[list[str]], Any]  # many texts -> one matrix
    dry_run: bool = False
    scan: str = "index"  # "index", or "naive": the full scan the index must agree with
    memo: dict[str, Any] | None = None  # per batch: answers a stage may reuse (the llm stage's)
    forecast: bool = False  # the gate's look-ahead of a batch (which texts to embed in one pass): no stage embeds then
    # findings, read by the gate to build the decision and make the writes
    scores: dict[str, Any] = field(default_factory=dict)
    against: list[str] = field(default_factory=list)
    supersedes: list[str] = field(default_factory=list)
    found_contradictions: int = 0
    vector: Any = None  # the candidate's embedding, when a stage computed it
    clipped_valid_to: datetime | None = None  # a late observation's valid time, cut where the next fact of its slot begins
    new_embeddings: dict[str, bytes] = field(default_factory=dict)  # fact id -> vector computed for a stored fact

    def reliability(self, prov: Any) -> float:
        if prov is None or prov.source_kind is None:
            return 0.0
        kind = self.rules.source_kinds[prov.source_kind]
        return reliability(prov, kind.weight, kind.half_life_days, self.now)


class Stage(Protocol):
    """Every stage: settings in __init__(rules), work in __call__. An empty list passes;
    reasons reject. `name` is the rule file's key and becomes Decision.stage."""

    name: str

    def __init__(self, rules: RuleSet) -> None: ...
    def __call__(self, cand: Candidate, ctx: Context, /) -> list[Reason]: ...
