"""Gate what an agent's tools return before it becomes memory.

`from_tool_output` turns one tool call's result into candidates with provenance filled in:
source_kind `tool_output`, source_id `tool:<name>#<call id>`, source_span the output text
(so the grounding stage can check every claim against it), observed_at now. A claim is a
string, or a mapping with its own `text` and optional `domain`, `subject` and `attribute`
(subject and attribute make the slot exact, so two attributes of one call never collide).
The `gated_tool` decorator does it around an agent's tool function: the tool runs as
before, the claims its `claims` function extracts from the result are written through the
gate, and the decisions are kept on the wrapper (`.last_decisions`) and passed to
`on_decision`. The tool's result is always returned: a `claims` function that raises is
logged as a rejected decision naming the error, and nothing from that call is written.
A credential anywhere in the output rejects every claim of the call (intake reads the
span of each).
"""

from __future__ import annotations

import functools
import json
import logging
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any, Callable, Iterable, Union

from .audit import candidate_record
from .decision import Decision, Reason
from .gate import Gate
from .provenance import Candidate, Provenance, SourceKind

Claim = Union[str, Mapping[str, Any]]
CLAIM_KEYS = frozenset({"text", "domain", "subject", "attribute"})
logger = logging.getLogger(__name__)


def output_text(result: Any) -> str:
    """The tool's result as the text a claim is checked against: strings as they are, anything
    else as JSON, which the grounding stage parses into fields and rows."""
    if isinstance(result, str):
        return result
    return json.dumps(result, default=str, ensure_ascii=False)


def _claim_fields(claim: Claim, domain: str) -> dict[str, Any]:
    if isinstance(claim, str):
        return {"text": claim, "domain": domain}
    if isinstance(claim, Mapping):
        unknown = sorted(set(claim) - CLAIM_KEYS)
        if unknown:
            raise ValueError(f"a claim mapping takes {', '.join(sorted(CLAIM_KEYS))}; got {', '.join(map(str, unknown))}")
        return {"domain": domain, **{k: v for k, v in claim.items() if v is not None}}
    raise TypeError(f"a claim is a string or a mapping with 'text', not {type(claim).__name__}")


def from_tool_output(tool: str, call_id: str | None, result: Any, claims: Iterable[Claim], *, domain: str,
                     namespace: str = "default", confidence: float = 0.9, evidence_count: int = 1,
                     observed_at: datetime | None = None, actor: str | None = None, agent: str | None = None) -> list[Candidate]:
    span = output_text(result)
    source_id = f"tool:{tool}#{call_id or uuid.uuid4().hex[:8]}"
    prov = Provenance(source_kind=SourceKind.tool_output, source_id=source_id, source_span=span, evidence_count=evidence_count,
                      confidence=confidence, observed_at=observed_at, actor=actor, agent=agent or tool)
    return [Candidate(**_claim_fields(c, domain), namespace=namespace, provenance=prov) for c in claims]


def _extractor_failed(gate: Gate, tool: str, call_id: str, result: Any, exc: Exception, *, domain: str,
                      namespace: str) -> Decision:
    """Log the failed extraction as a rejected decision (the audit trail shows the call and why nothing was written)."""
    error = f"{type(exc).__name__}: {exc}"
    reason = Reason("claim_extractor", f"the claims function of {tool} raised {error}; nothing from this call was written",
                    "trustgate.tools.gated_tool", {"tool": tool, "error": error})
    decision = Decision(verdict="reject", stage="claims", reasons=(reason,), rules_sha256=gate.rules.sha256,
                        decided_at=gate.clock())
    record = {"text": "", "domain": domain, "namespace": namespace, "provenance": {
        "source_kind": SourceKind.tool_output.value, "source_id": f"tool:{tool}#{call_id}",
        "source_span": output_text(result)[:2000], "agent": tool}}
    gate.log.append(decision, candidate_record(record, gate.redact), namespace, gate.rules.path)
    logger.warning("trustgate: %s", reason.message)
    return decision


def gated_tool(gate: Gate, *, domain: str, claims: Callable[[Any], Iterable[Claim]], namespace: str = "default",
               confidence: float = 0.9, on_decision: Callable[[Decision], None] | None = None) -> Callable:
    """Decorate a tool function so that the claims drawn from its results are gated into memory."""

    def decorate(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            result = fn(*args, **kwargs)
            call_id = uuid.uuid4().hex[:8]
            try:
                drawn = list(claims(result))
                cands = from_tool_output(fn.__name__, call_id, result, drawn, domain=domain, namespace=namespace,
                                         confidence=confidence, observed_at=gate.clock())
            except Exception as exc:  # the extractor is the caller's code: its failure must not lose the tool's result
                decisions = [_extractor_failed(gate, fn.__name__, call_id, result, exc, domain=domain, namespace=namespace)]
            else:
                decisions = gate.write_many(cands) if cands else []
            wrapper.last_decisions = decisions
            for d in decisions:
                if on_decision:
                    on_decision(d)
            return result

        wrapper.last_decisions = []
        return wrapper

    return decorate
