"""Gate what an agent's tools return before it becomes memory.

`from_tool_output` turns one tool call's result into candidates with provenance filled in:
source_kind `tool_output`, source_id `tool:<name>#<call id>`, source_span the output text
(so the grounding stage can check every claim against it), observed_at now. The
`gated_tool` decorator does it around an agent's tool function: the tool runs as before,
the claims its `claims` function extracts from the result are written through the gate,
and the decisions are kept on the wrapper (`.last_decisions`) and passed to `on_decision`.
"""

from __future__ import annotations

import functools
import json
import uuid
from datetime import datetime
from typing import Any, Callable, Iterable

from .decision import Decision
from .gate import Gate
from .provenance import Candidate, Provenance, SourceKind


def output_text(result: Any) -> str:
    """The tool's result as the text a claim is checked against (`key: value` lines for mappings)."""
    if isinstance(result, str):
        return result
    if isinstance(result, dict):
        return "\n".join(f"{k}: {json.dumps(v) if isinstance(v, (dict, list)) else v}" for k, v in result.items())
    return json.dumps(result, default=str)


def from_tool_output(tool: str, call_id: str | None, result: Any, claims: Iterable[str], *, domain: str,
                     namespace: str = "default", confidence: float = 0.9, evidence_count: int = 1,
                     observed_at: datetime | None = None, actor: str | None = None, agent: str | None = None) -> list[Candidate]:
    span = output_text(result)
    source_id = f"tool:{tool}#{call_id or uuid.uuid4().hex[:8]}"
    prov = Provenance(source_kind=SourceKind.tool_output, source_id=source_id, source_span=span, evidence_count=evidence_count,
                      confidence=confidence, observed_at=observed_at, actor=actor, agent=agent or tool)
    return [Candidate(text=c, domain=domain, namespace=namespace, provenance=prov) for c in claims]


def gated_tool(gate: Gate, *, domain: str, claims: Callable[[Any], Iterable[str]], namespace: str = "default",
               confidence: float = 0.9, on_decision: Callable[[Decision], None] | None = None) -> Callable:
    """Decorate a tool function so that the claims drawn from its results are gated into memory."""

    def decorate(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            result = fn(*args, **kwargs)
            cands = from_tool_output(fn.__name__, uuid.uuid4().hex[:8], result, claims(result), domain=domain,
                                     namespace=namespace, confidence=confidence, observed_at=gate.clock())
            wrapper.last_decisions = gate.write_many(cands) if cands else []
            for d in wrapper.last_decisions:
                if on_decision:
                    on_decision(d)
            return result

        wrapper.last_decisions = []
        return wrapper

    return decorate
