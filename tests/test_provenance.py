"""Candidate and Provenance validation, the null-provenance path, the JSON Schema, reliability."""

from __future__ import annotations

import copy
import json
import math
import os
import re
from datetime import UTC, datetime, timedelta
from itertools import pairwise

import pytest
from click.testing import CliRunner
from conftest import NOW, ROOT, cand, prov

from trustgate.cli import main
from trustgate.errors import CandidateError
from trustgate.provenance import Candidate, Provenance, SourceKind, parse_candidate, reliability

KINDS = [k.value for k in SourceKind]


def _with(path: str, value):
    """A valid candidate dict with one field (dotted path) replaced; the sentinel DROP removes it."""
    data = cand("The staging cluster has 14 worker nodes.")
    data = copy.deepcopy(data)
    *parents, leaf = path.split(".")
    target = data
    for p in parents:
        target = target[p]
    if value is DROP:
        del target[leaf]
    else:
        target[leaf] = value
    return data


DROP = object()

INVALID = [
    # (field path, bad value, words the message must carry)
    ("provenance.source_kind", "rumour", "Input should be 'user_direct'"),
    ("provenance.source_kind", "USER_DIRECT", "Input should be 'user_direct'"),
    ("provenance.source_kind", 3, "Input should be 'user_direct'"),
    ("provenance.confidence", float("nan"), "finite number"),
    ("provenance.confidence", float("inf"), "finite number"),
    ("provenance.confidence", float("-inf"), "finite number"),
    ("provenance.confidence", -0.1, "greater than or equal to 0"),
    ("provenance.confidence", 1.5, "less than or equal to 1"),
    ("provenance.confidence", "high", "number"),
    ("provenance.confidence", "0.9", "must be a number"),
    ("provenance.confidence", True, "must be a number"),
    ("provenance.confidence", None, "valid number"),
    ("provenance.confidence", [0.9], "valid number"),
    ("provenance.confidence", DROP, "Field required"),
    ("provenance.evidence_count", -1, "greater than or equal to 0"),
    ("provenance.evidence_count", 1.5, "whole number"),
    ("provenance.evidence_count", 0.25, "whole number"),
    ("provenance.evidence_count", True, "whole number"),
    ("provenance.evidence_count", "2", "whole number"),
    ("provenance.evidence_count", None, "valid integer"),
    ("provenance.observed_at", "yesterday", "valid datetime"),
    ("provenance.observed_at", "2026-13-01T00:00:00Z", "month value is outside expected range"),
    ("provenance.observed_at", "2026-02-30T00:00:00Z", "day value is outside expected range"),
    ("provenance.observed_at", [2026, 5, 1], "valid datetime"),
    ("provenance.source_id", 42, "valid string"),
    ("provenance.source_span", {"a": 1}, "valid string"),
    ("provenance.actor", ["alice"], "valid string"),
    ("provenance.agent", 7, "valid string"),
    ("provenance.trust_me", True, "Extra inputs are not permitted"),
    ("provenance", "user_direct", "valid dictionary"),
    ("provenance", [1, 2], "valid dictionary"),
    ("text", 5, "valid string"),
    ("text", None, "valid string"),
    ("text", DROP, "Field required"),
    ("domain", ["ops"], "valid string"),
    ("domain", "", "at least 1 character"),
    ("domain", DROP, "Field required"),
    ("namespace", "", "at least 1 character"),
    ("namespace", 3, "valid string"),
    ("valid_from", "not a time", "valid datetime"),
    ("valid_to", "2026-06-01T25:00:00Z", "valid datetime"),
    ("contradiction_count", -1, "greater than or equal to 0"),
    ("contradiction_count", 1.5, "whole number"),
    ("contradiction_count", "3", "whole number"),
    ("verified", True, "Extra inputs are not permitted"),
]


@pytest.mark.parametrize("path,value,words", INVALID, ids=[f"{p}={v!r}" if v is not DROP else f"{p}=<missing>" for p, v, _ in INVALID])
def test_invalid_field_is_a_candidate_error_naming_the_field(path, value, words):
    with pytest.raises(CandidateError) as info:
        parse_candidate(_with(path, value))
    message = str(info.value)
    assert message.startswith(f"{path}: "), message
    assert words in message


@pytest.mark.parametrize("path,value,words", [
    ("provenance.confidence", float("nan"), "finite number"),
    ("provenance.confidence", float("inf"), "finite number"),
    ("provenance.evidence_count", -3, "greater than or equal to 0"),
])
def test_json_text_input_is_validated_the_same(path, value, words):
    # json.dumps writes NaN / Infinity, which Python's json reads back: the model must still refuse them
    text = json.dumps(_with(path, value))
    with pytest.raises(CandidateError, match=rf"^{re.escape(path)}: .*{words}"):
        parse_candidate(text)


def test_several_bad_fields_are_all_named():
    data = _with("provenance.confidence", 2.0)
    data["provenance"]["source_kind"] = "rumour"
    data["contradiction_count"] = -2
    with pytest.raises(CandidateError) as info:
        parse_candidate(data)
    named = [part.split(":")[0] for part in str(info.value).split("; ")]
    assert sorted(named) == ["contradiction_count", "provenance.confidence", "provenance.source_kind"]


@pytest.mark.parametrize("raw,words", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "must be a JSON object, got list"),
    ('"just text"', "must be a JSON object, got str"),
    ("null", "must be a JSON object, got NoneType"),
])
def test_not_an_object_is_a_candidate_error(raw, words):
    with pytest.raises(CandidateError, match=re.escape(words)):
        parse_candidate(raw)


@pytest.mark.parametrize("path,value,expected", [
    ("provenance.confidence", 0.0, 0.0),
    ("provenance.confidence", 1.0, 1.0),
    ("provenance.confidence", 1, 1.0),
    ("provenance.evidence_count", 0, 0),
    ("provenance.evidence_count", 250, 250),
])
def test_boundary_values_parse(path, value, expected):
    c = parse_candidate(_with(path, value))
    assert getattr(c.provenance, path.split(".")[1]) == expected


def test_every_source_kind_parses():
    for kind in KINDS:
        c = parse_candidate(cand("x", provenance=prov(kind=kind)))
        assert c.provenance.source_kind == SourceKind(kind)
    assert KINDS == ["user_direct", "doc_reference", "git_history", "tool_output", "agent_pattern", "web_search",
                     "cross_project", "agent_inference"]


def test_datetimes_are_utc():
    c = parse_candidate(cand("x", provenance=prov(observed="2026-05-30T02:00:00+02:00"), valid_from="2026-05-01T00:00:00"))
    assert c.provenance.observed_at == datetime(2026, 5, 30, 0, 0, tzinfo=UTC)
    assert c.valid_from == datetime(2026, 5, 1, tzinfo=UTC)  # naive is taken as UTC
    assert c.namespace == "default" and c.contradiction_count == 0 and c.valid_to is None


def test_models_are_frozen():
    c = parse_candidate(cand("The staging cluster has 14 worker nodes."))
    with pytest.raises(Exception, match="frozen"):
        c.text = "changed"  # type: ignore[misc]
    with pytest.raises(Exception, match="frozen"):
        c.provenance.confidence = 1.0  # type: ignore[misc, union-attr]


# ---------------------------------------------------------------- null provenance

def test_null_provenance_parses():
    c = parse_candidate({"text": "The office opens at 9.", "domain": "office", "provenance": None})
    assert isinstance(c, Candidate) and c.provenance is None


def test_null_provenance_is_rejected_by_the_provenance_stage_and_logged(gate):
    d = gate.write({"text": "The office opens at 9.", "domain": "office", "provenance": None})
    assert (d.verdict, d.stage, [r.rule for r in d.reasons]) == ("reject", "provenance", ["provenance_required"])
    assert "no provenance" in d.reasons[0].message
    entry = gate.log.get(d.decision_id)
    assert entry.decision.verdict == "reject" and entry.decision.stage == "provenance"
    assert entry.candidate["text"] == "The office opens at 9." and entry.candidate["provenance"] is None
    assert gate.store.current("default", "office", NOW) == []


def test_null_source_kind_parses_and_is_rejected_by_the_provenance_stage(gate):
    c = parse_candidate({"text": "The office opens at 9.", "domain": "office",
                         "provenance": {"source_kind": None, "evidence_count": 1, "confidence": 0.9}})
    assert c.provenance.source_kind is None
    d = gate.write(c)
    assert (d.verdict, d.stage, d.reasons[0].rule) == ("reject", "provenance", "source_kind_required")
    assert [e.decision.decision_id for e in gate.log.entries()] == [d.decision_id]


# ---------------------------------------------------------------- schema

def test_schema_command_prints_the_candidate_json_schema():
    result = CliRunner().invoke(main, ["schema"])
    assert result.exit_code == 0, result.output
    schema = json.loads(result.stdout)
    assert set(schema["properties"]) == {"text", "domain", "namespace", "provenance", "valid_from", "valid_to", "contradiction_count",
                                         "subject", "attribute"}
    assert set(schema["required"]) == {"text", "domain"}  # a missing provenance parses as null and is rejected (and logged)
    assert schema["additionalProperties"] is False
    p = schema["$defs"]["Provenance"]
    assert set(p["properties"]) == {"source_kind", "source_id", "source_span", "evidence_count", "confidence", "observed_at", "actor", "agent"}
    assert (p["properties"]["confidence"]["minimum"], p["properties"]["confidence"]["maximum"]) == (0.0, 1.0)
    assert p["properties"]["evidence_count"]["minimum"] == 0
    assert schema["$defs"]["SourceKind"]["enum"] == KINDS
    assert schema == Candidate.model_json_schema()


# ---------------------------------------------------------------- reliability

def _p(kind="web_search", confidence=0.8, evidence=2, age_days=0.0):
    return Provenance(source_kind=kind, confidence=confidence, evidence_count=evidence, observed_at=NOW - timedelta(days=age_days))


def test_reliability_follows_the_documented_formula(rules):
    with open(os.path.join(ROOT, "rules", "default.yaml"), encoding="utf-8") as f:
        text = f.read()
    assert "reliability = weight x confidence x\n# (1 - 0.5^(evidence_count + 1)) x 0.5^(age_days / half_life_days)" in text
    for kind in KINDS:
        s = rules.source_kinds[SourceKind(kind)]
        for confidence, evidence, age in [(0.8, 0, 0.0), (0.95, 3, 12.5), (0.7, 1, 400.0)]:
            expected = s.weight * confidence * (1 - 0.5 ** (evidence + 1)) * 0.5 ** (age / s.half_life_days)
            got = reliability(_p(kind, confidence, evidence, age), s.weight, s.half_life_days, NOW)
            assert got == pytest.approx(expected, rel=1e-12)
    # one worked number: 0.9 x 0.8 x 0.875 x 0.25
    assert reliability(_p("tool_output", 0.8, 2, 60), 0.9, 30, NOW) == pytest.approx(0.1575)


def test_reliability_is_monotone_in_weight_confidence_and_evidence():
    weights = [0.0, 0.1, 0.5, 0.9, 1.0]
    values = [reliability(_p(), w, 180, NOW) for w in weights]
    assert values == sorted(values) and len(set(values)) == len(values)
    confidences = [0.0, 0.3, 0.69, 0.7, 1.0]
    values = [reliability(_p(confidence=c), 0.7, 180, NOW) for c in confidences]
    assert values == sorted(values) and len(set(values)) == len(values)
    values = [reliability(_p(evidence=n), 0.7, 180, NOW) for n in range(12)]
    assert all(a < b for a, b in pairwise(values))  # a sixth source still counts a little


def test_reliability_halves_each_half_life_per_kind(rules):
    for kind in KINDS:
        s = rules.source_kinds[SourceKind(kind)]
        fresh = reliability(_p(kind, age_days=0), s.weight, s.half_life_days, NOW)
        one = reliability(_p(kind, age_days=s.half_life_days), s.weight, s.half_life_days, NOW)
        two = reliability(_p(kind, age_days=2 * s.half_life_days), s.weight, s.half_life_days, NOW)
        assert one == pytest.approx(fresh / 2) and two == pytest.approx(fresh / 4)
    ages = [0, 1, 10, 100, 1000]
    values = [reliability(_p(age_days=a), 0.7, 180, NOW) for a in ages]
    assert all(a > b for a, b in pairwise(values))
    # the per-kind half-life matters: after 60 days a tool reading has lost more than a user's statement
    tool, user = rules.source_kinds[SourceKind.tool_output], rules.source_kinds[SourceKind.user_direct]
    assert reliability(_p("tool_output", 1.0, 1, 60), 1.0, tool.half_life_days, NOW) < reliability(_p("user_direct", 1.0, 1, 60), 1.0, user.half_life_days, NOW)


def test_reliability_without_half_life_or_observed_at_does_not_decay():
    old = reliability(_p(age_days=10_000), 0.7, None, NOW)
    assert old == pytest.approx(0.7 * 0.8 * 0.875)
    undated = Provenance(source_kind="web_search", confidence=0.8, evidence_count=2)
    assert reliability(undated, 0.7, 180, NOW) == pytest.approx(0.7 * 0.8 * 0.875)


def test_reliability_is_deterministic_and_in_unit_interval():
    grid = [(w, c, n, a) for w in (0.0, 0.5, 1.0) for c in (0.0, 0.5, 1.0) for n in (0, 1, 1000) for a in (-30.0, 0.0, 5.0, 7e5)]
    for w, c, n, a in grid:
        first = reliability(_p(confidence=c, evidence=n, age_days=a), w, 30, NOW)
        again = reliability(_p(confidence=c, evidence=n, age_days=a), w, 30, NOW)
        assert first == again
        assert 0.0 <= first <= 1.0 and not math.isnan(first)
    # an observation dated in the future is not fresher than a fresh one
    assert reliability(_p(confidence=1.0, evidence=1000, age_days=-30), 1.0, 30, NOW) == pytest.approx(1.0)
    assert reliability(None, 1.0, 30, NOW) == 0.0


def test_missing_provenance_is_rejected_by_the_provenance_stage(gate):
    d = gate.write({"text": "The sky is blue.", "domain": "weather"})
    assert (d.verdict, d.stage, d.reasons[0].rule) == ("reject", "provenance", "provenance_required")
