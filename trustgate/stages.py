"""The cheap, deterministic stages: intake, provenance, confidence, evidence, contradictions.

One signature for every stage (structlog-style processors): settings in `__init__`, work in
`__call__(candidate, ctx) -> list[Reason]`; an empty list means the stage passed. Stages
never mutate the candidate; intake hands later stages a normalised copy through `ctx`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Callable, Protocol

from .decision import Reason
from .embeddings import count_word_pieces
from .provenance import Candidate, reliability
from .rules import RuleSet
from .screening import PERSONAL_FIELDS, Screen, instruction_reason, protected_reason, redacted_candidate, value_reasons
from .text import normalise

if TYPE_CHECKING:
    from .gate import Gate


@dataclass
class Context:
    """Per-run scratch a stage may read and add to; the Decision is built from it at the end."""

    now: datetime
    rules: RuleSet
    gate: "Gate"
    candidate: Candidate
    dry_run: bool = False
    scores: dict[str, Any] = field(default_factory=dict)
    against: list[str] = field(default_factory=list)
    supersedes: list[str] = field(default_factory=list)
    found_contradictions: int = 0
    vector: Any = None  # the candidate's embedding, when a stage computed it

    def reliability(self, prov: Any) -> float:
        if prov is None or prov.source_kind is None:
            return 0.0
        kind = self.rules.source_kinds[prov.source_kind]
        return reliability(prov, kind.weight, kind.half_life_days, self.now)


class Stage(Protocol):
    name: str

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]: ...


_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def _control(text: str) -> list[str]:
    return sorted({f"U+{ord(c):04X}" for c in text if unicodedata.category(c) == "Cc" and c not in "\t\n\r"})


_CONFUSABLE_SCRIPTS = {"LATIN", "CYRILLIC", "GREEK"}


def _lookalike(value: str) -> str | None:
    """Why a domain or namespace could pass for another one, or None.

    Both partition what a write is compared with, so "payments" written with an invisible
    character, a fullwidth letter or a Cyrillic "а" would escape the facts it contradicts.
    """
    hidden = sorted({f"U+{ord(c):04X}" for c in value if unicodedata.category(c) == "Cf"})
    if hidden:
        return f"invisible characters ({', '.join(hidden)})"
    if unicodedata.normalize("NFKC", value) != value:
        return f"compatibility characters (NFKC form {unicodedata.normalize('NFKC', value)!r})"
    for word in re.findall(r"\w+", value):
        scripts = {unicodedata.name(c, "").split(" ")[0] for c in word if c.isalpha()} & _CONFUSABLE_SCRIPTS
        if len(scripts) > 1:
            return f"letters of several scripts in {word!r} ({', '.join(sorted(scripts))})"
    return None


def secret_patterns(rules: RuleSet) -> dict[str, re.Pattern[str]]:
    return {name: re.compile(p) for name, p in rules.intake.secrets.items()}


def find_secrets(texts: list[str | None], patterns: dict[str, re.Pattern[str]]) -> list[str]:
    """Credential kinds in the texts as given or normalised (a zero-width space or full-width
    letters must not hide a key that normalisation would then store in clear)."""
    return sorted({name for t in texts if t for v in {t, normalise(t)} for name, p in patterns.items() if p.search(v)})


def redact(text: str | None, patterns: dict[str, re.Pattern[str]]) -> str | None:
    if text is None:
        return None
    for name, p in patterns.items():
        text = p.sub(f"[REDACTED:{name}]", text)
    folded = normalise(text)
    if folded != text and any(p.search(folded) for p in patterns.values()):  # a credential hidden by invisible characters
        return redact(folded, patterns)
    return text


class Intake:
    name = "intake"

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.screen = Screen(rules.intake)
        self.model = rules.conflict.embedder.model

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        rules, reasons = self.rules, []
        ref = rules.ref
        fields = {"text": cand.text, "domain": cand.domain, "namespace": cand.namespace}
        if cand.provenance:
            fields.update({f"provenance.{k}": getattr(cand.provenance, k) for k in ("source_id", "source_span", "actor", "agent")})
        values = self.screen.values(fields, PERSONAL_FIELDS)
        reasons.extend(value_reasons(values, ref))
        if cand.provenance is not None:
            slot = self.screen.protected(cand.domain, cand.subject, cand.attribute, cand.provenance.source_kind, cand.provenance.actor)
            if slot is not None:
                reasons.append(protected_reason(self.rules.intake.protected[slot], ref("intake", "protected", slot)))
        for name in ("domain", "namespace"):
            why = _lookalike(fields[name])
            if why:
                reasons.append(Reason("lookalike", f"{name} contains {why}: it would pass for another {name}", ref("intake"),
                                      {"field": name, "problem": why}))
        for name, value in fields.items():
            bad = _control(value or "")
            if bad or _BIDI.search(value or ""):
                what = ", ".join(bad) if bad else "bidirectional override"
                reasons.append(Reason("control_characters", f"{name} contains control characters ({what})", ref("intake"),
                                      {"field": name, "characters": bad or ["bidi"]}))
        text = normalise(cand.text)
        if not text:
            reasons.append(Reason("empty_text", "text is empty or only whitespace", ref("intake"), {"field": "text"}))
            return reasons
        if len(text) > rules.intake.max_chars:
            reasons.append(Reason("too_long", f"text has {len(text)} characters, over the limit of {rules.intake.max_chars}",
                                  ref("intake", "max_chars"), {"observed": len(text), "threshold": rules.intake.max_chars}))
            return reasons
        pieces, exact = count_word_pieces(text, self.model)
        if pieces > rules.intake.max_word_pieces:
            reasons.append(Reason("too_long", f"text is {pieces} word pieces{'' if exact else ' (estimated)'}, over the "
                                  f"{rules.intake.max_word_pieces} the embedding model can see; keep one claim per entry",
                                  ref("intake", "max_word_pieces"), {"observed": pieces, "threshold": rules.intake.max_word_pieces, "exact": exact}))
        # self-reference is judged on the claim; instructions also in its source (the LLM stage reads it)
        hits = [self.screen.self_reference_hit(cand.text)] + self.screen.instructions(cand.text, cand.provenance and cand.provenance.source_span)
        reasons.extend(instruction_reason(h, ref(*h.key)) for h in hits if h is not None)
        if cand.valid_to is not None and cand.valid_to <= cand.start(ctx.now):
            reasons.append(Reason("valid_time", "valid_to is not after the start of valid time", ref("intake"),
                                  {"valid_to": cand.valid_to.isoformat(), "valid_from": cand.start(ctx.now).isoformat()}))
        if not reasons:
            ctx.candidate = redacted_candidate(cand, text, values, self.screen, ref, ctx.scores)
        return reasons


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


def build_stages(rules: RuleSet) -> list[Stage]:
    """The stages the rule file lists, in its order (llm only when enabled)."""
    from .conflict import ConflictCheck
    from .grounding import Grounding

    factories: dict[str, Callable[[RuleSet], Stage]] = {
        "intake": Intake, "provenance": ProvenanceCheck, "confidence": ConfidenceFloor, "evidence": EvidenceFloor,
        "contradictions": ContradictionLimit, "grounding": Grounding, "conflict": ConflictCheck,
    }
    out: list[Stage] = []
    for name in rules.stages:
        if name == "llm":
            if rules.llm.enabled:
                from .llm import LLMCheck

                out.append(LLMCheck(rules))
            continue
        out.append(factories[name](rules))
    return out
