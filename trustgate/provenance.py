"""The data contracts of a write: Provenance, Candidate, SeedFact, and reliability.

Field names are fixed by DESIGN.md section 2. Models are frozen: a stage that normalises a
candidate makes a new one. A null provenance parses (the provenance stage rejects it, so the
rejection is logged); an unknown source kind, a non-finite or out-of-range confidence or a
negative evidence count does not parse, and the error names the field.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from datetime import datetime, timezone
from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .errors import CandidateError


class SourceKind(str, Enum):
    user_direct = "user_direct"
    doc_reference = "doc_reference"
    git_history = "git_history"
    tool_output = "tool_output"
    agent_pattern = "agent_pattern"
    web_search = "web_search"
    cross_project = "cross_project"
    agent_inference = "agent_inference"


def as_utc(value: datetime | None) -> datetime | None:
    """Naive datetimes are taken as UTC; aware ones are converted to UTC."""
    if value is None:
        return None
    if value.tzinfo is None:
        return value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc)


def _utc_field(value: datetime | None) -> datetime | None:
    """as_utc for a validator: a time that leaves years 1-9999 in UTC is a field error, not an OverflowError."""
    try:
        return as_utc(value)
    except OverflowError:
        raise ValueError("out of range once converted to UTC (years 1-9999)") from None


def iso(value: datetime | None) -> str | None:
    """The one textual form of a time trustgate writes: UTC, microseconds, trailing Z.

    Four-digit years always (strftime's %Y drops the zeros of years before 1000 on glibc),
    so that stored times parse back and compare in order as text.
    """
    if value is None:
        return None
    return as_utc(value).isoformat(timespec="microseconds").replace("+00:00", "Z")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _no_surrogates(value: str | None) -> str | None:
    """Lone surrogates (undecodable input smuggled through surrogateescape or a JSON \\ud800) are not text."""
    if value is not None:
        bad = _SURROGATE.search(value)
        if bad is not None:
            raise ValueError(f"contains an unpaired surrogate (U+{ord(bad.group(0)):04X}): not valid Unicode text")
    return value


# Bounds that keep one hostile write from costing more than a write: a span is a quotation,
# not a document (grounding is superlinear in its length); counts must fit an SQLite INTEGER.
MAX_SPAN = 20_000
MAX_SOURCE_ID = 2_048
MAX_NAME = 256
MAX_COUNT = 2**63 - 1


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


class Provenance(_Model):
    source_kind: SourceKind | None = Field(
        default=None, description="Where the claim came from; null or missing is rejected by the provenance stage."
    )
    source_id: str | None = Field(default=None, max_length=MAX_SOURCE_ID, description="Tool call id, document id, URL, commit sha.")
    source_span: str | None = Field(default=None, max_length=MAX_SPAN, description="The exact text the claim was taken from.")
    evidence_count: int = Field(default=0, ge=0, le=MAX_COUNT, description="Independent sources, the claim's own included.")
    confidence: float = Field(ge=0.0, le=1.0, description="The writer's stated confidence.")
    observed_at: datetime | None = Field(default=None, description="When the source said it (RFC 3339).")
    actor: str | None = Field(default=None, max_length=MAX_NAME, description="The principal on whose behalf the write happens.")
    agent: str | None = Field(default=None, max_length=MAX_NAME, description="The agent or tool that proposes the write.")

    @field_validator("source_id", "source_span", "actor", "agent")
    @classmethod
    def _text(cls, v: str | None) -> str | None:
        return _no_surrogates(v)

    @field_validator("evidence_count", mode="before")
    @classmethod
    def _no_float_counts(cls, v: Any) -> Any:
        if isinstance(v, (bool, str, bytes)) or (isinstance(v, float) and not v.is_integer()):
            raise ValueError("must be a whole number")
        return v

    @field_validator("confidence", mode="before")
    @classmethod
    def _a_number(cls, v: Any) -> Any:
        if isinstance(v, (bool, str, bytes)):  # JSON true or "0.9" is a wrong type, not a confidence
            raise ValueError("must be a number")
        return v

    @field_validator("observed_at")
    @classmethod
    def _utc(cls, v: datetime | None) -> datetime | None:
        return _utc_field(v)


class Candidate(_Model):
    text: str = Field(description="One claim, one sentence.")
    domain: str = Field(min_length=1, max_length=200, description="Topic; conflicts are looked for within it.")
    namespace: str = Field(default="default", min_length=1, max_length=200, description="Tenant partition.")
    provenance: Provenance | None = Field(default=None, description="Where the claim came from; null or missing is rejected.")
    valid_from: datetime | None = Field(default=None, description="Valid time start (default observed_at, else now).")
    valid_to: datetime | None = Field(default=None, description="Valid time end (null: open).")
    contradiction_count: int = Field(default=0, ge=0, description="Entries an upstream checker flagged.")
    subject: str | None = Field(default=None, min_length=1, max_length=200,
                                description="What the fact is about (an entity: 'deploy/checkout', 'Alice Smith'); optional.")
    attribute: str | None = Field(default=None, min_length=1, max_length=200,
                                  description="Which property of the subject it states ('replicas', 'home_city'); with subject, the slot is exact.")

    @field_validator("valid_from", "valid_to")
    @classmethod
    def _utc(cls, v: datetime | None) -> datetime | None:
        return _utc_field(v)

    @field_validator("text", "domain", "namespace", "subject", "attribute")
    @classmethod
    def _text(cls, v: str | None) -> str | None:
        return _no_surrogates(v)

    @field_validator("contradiction_count", mode="before")
    @classmethod
    def _whole(cls, v: Any) -> Any:
        return Provenance._no_float_counts(v)

    def start(self, now: datetime) -> datetime:
        """Start of valid time: valid_from, else observed_at, else now."""
        if self.valid_from is not None:
            return self.valid_from
        if self.provenance is not None and self.provenance.observed_at is not None:
            return self.provenance.observed_at
        return now


class SeedFact(Candidate):
    """A fact written straight into a store (evaluation seeds, imports): a candidate plus ids."""

    id: str
    supersedes: str | None = None


def canonical_domain(domain: str) -> str:
    """The form domains are compared in: NFKC, case-folded, trimmed, one trailing '/' dropped.

    `Payments-API`, `payments-api/` and `payments-api ` are one scope. (Intake has already
    refused a domain that NFKC would change: a look-alike is rejected by name, not merged.)"""
    d = unicodedata.normalize("NFKC", domain).casefold().strip()
    return d[:-1].rstrip() if d.endswith("/") and len(d) > 1 else d


def canonical_slot_part(value: str | None) -> str | None:
    """An explicit subject or attribute as compared: NFKC, case-folded, inner spaces collapsed."""
    if value is None:
        return None
    return " ".join(unicodedata.normalize("NFKC", value).casefold().split()) or None


def describe_validation_error(exc: ValidationError) -> str:
    """One line per problem, each naming the field path: `provenance.confidence: ...`."""
    lines = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "(candidate)"
        lines.append(f"{loc}: {err['msg']}")
    return "; ".join(lines)


class _DuplicateKey(Exception):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object that names a key twice is ambiguous (which text was reviewed?): refuse it."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(f"{key}: given twice in one JSON object")
        out[key] = value
    return out


def candidate_json(text: str | bytes) -> Any:
    """JSON text as a candidate is read from it: a key given twice is an error (CandidateError)."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except _DuplicateKey as exc:
        raise CandidateError(str(exc)) from None
    except (ValueError, RecursionError) as exc:
        raise CandidateError(f"not valid JSON: {exc}") from None


def parse_candidate(data: Any) -> Candidate:
    """Validate a dict (or JSON text) as a Candidate; CandidateError names every bad field."""
    if isinstance(data, (str, bytes)):
        data = candidate_json(data)
    return validated(Candidate, data, CandidateError, "a candidate")


def validated(model: type[BaseModel], data: Any, error: type[Exception], what: str) -> Any:
    """`model` validated from a dict; `error` names every bad field (or says the data is not an object)."""
    if not isinstance(data, dict):
        raise error(f"{what} must be a JSON object, got {type(data).__name__}")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(describe_validation_error(exc)) from None


def age_days(observed_at: datetime | None, now: datetime) -> float:
    if observed_at is None:
        return 0.0
    return max(0.0, (as_utc(now) - as_utc(observed_at)).total_seconds() / 86400.0)


def corroboration(evidence_count: int) -> float:
    """1 - 0.5**(n+1): 0.5 with no evidence, 0.75 with one source, 0.875 with two, -> 1."""
    return 1.0 - 0.5 ** (evidence_count + 1)


def decay(age: float, half_life_days: float | None) -> float:
    """0.5 ** (age / half_life); no half-life means the kind does not age."""
    if not half_life_days:
        return 1.0
    return 0.5 ** (age / half_life_days)


def reliability(prov: Provenance | None, weight: float, half_life_days: float | None, now: datetime) -> float:
    """weight x confidence x corroboration(evidence) x decay(age): deterministic, in [0, 1].

    Differs from the published weight x exp(-age/30d) x min(1, 0.5 + 0.1 n) x confidence in
    two ways: the half-life is per kind (a user's statement does not go stale in a month
    the way a tool reading does), and corroboration saturates smoothly instead of capping
    at five sources, so a sixth source still counts a little.
    """
    if prov is None:
        return 0.0
    value = weight * prov.confidence * corroboration(prov.evidence_count) * decay(age_days(prov.observed_at, now), half_life_days)
    return 0.0 if math.isnan(value) else max(0.0, min(1.0, value))

