"""gated_tool and from_tool_output: claims as strings or mappings, a failing extractor, credentials."""

from __future__ import annotations

import pytest

from trustgate.tools import from_tool_output, gated_tool


def weather_tool(gate, claims):
    @gated_tool(gate, domain="weather", claims=claims)
    def weather(city: str) -> dict:
        return {"city": city, "air_temp_c": 21, "gust_kmh": 17, "alerts_enabled": False}

    return weather


def test_a_claim_may_carry_its_own_domain_subject_and_attribute():
    cands = from_tool_output("weather", "c1", {"city": "Oslo", "air_temp_c": 21}, [
        "It is 21 °C in Oslo.",
        {"text": "It is 21 °C in Oslo.", "domain": "weather/oslo", "subject": "Oslo", "attribute": "air_temp_c"}],
        domain="weather")
    assert [(c.domain, c.subject, c.attribute) for c in cands] == [("weather", None, None), ("weather/oslo", "Oslo", "air_temp_c")]
    assert cands[0].provenance.source_id == "tool:weather#c1" and '"air_temp_c": 21' in cands[0].provenance.source_span
    with pytest.raises(ValueError, match="claim mapping takes"):
        from_tool_output("weather", "c1", {}, [{"text": "x", "colour": "red"}], domain="weather")


def test_claims_are_grounded_where_they_say(gate):
    tool = weather_tool(gate, lambda r: [f"It is {r['air_temp_c']} °C in {r['city']}.",
                                          {"text": "Visibility in Oslo is 17 km.", "attribute": "visibility"},
                                          "Alerts are enabled in Oslo."])
    assert tool("Oslo")["city"] == "Oslo"
    assert [d.verdict for d in tool.last_decisions] == ["accept", "reject", "reject"]
    assert "alerts_enabled is 'false'" in tool.last_decisions[2].reasons[0].message


def test_a_failing_extractor_is_logged_and_the_result_still_returned(gate):
    seen = []

    @gated_tool(gate, domain="weather", claims=lambda r: [r["missing_key"]], on_decision=seen.append)
    def weather(city: str) -> dict:
        return {"city": city, "air_temp_c": 21}

    assert weather("Oslo") == {"city": "Oslo", "air_temp_c": 21}
    (decision,) = weather.last_decisions
    assert (decision.verdict, decision.stage) == ("reject", "claims") and seen == [decision]
    assert "KeyError: 'missing_key'" in decision.reasons[0].message
    logged = gate.log.get(decision.decision_id)
    assert logged.decision.verdict == "reject" and logged.candidate["provenance"]["source_id"].startswith("tool:weather#")
    assert not gate.store.has_facts("default", "weather")


def test_one_credential_in_the_output_rejects_every_claim(gate):
    @gated_tool(gate, domain="ops", claims=lambda r: ["The deploy succeeded.", "The build took 41 seconds."])
    def deploy() -> str:
        return "The deploy succeeded. The build took 41 seconds. token=ghp_" + "a1B2" * 9

    deploy()
    assert [d.verdict for d in deploy.last_decisions] == ["reject", "reject"]
    assert {d.stage for d in deploy.last_decisions} == {"intake"}
