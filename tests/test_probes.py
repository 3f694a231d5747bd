"""The probe sets of eval/probes/ (scripts/probes.py) give the figures the closing notes report; a change that moves
one must update this file on purpose."""

from __future__ import annotations

from pathlib import Path

from conftest import ROOT as _ROOT, load_script

ROOT = Path(_ROOT)


def test_probe_figures():
    pr = load_script("probes")
    rules = str(ROOT / "rules" / "default.yaml")
    probes = ROOT / "eval" / "probes"
    got = {
        "poisoning": pr.conflict_set(rules, probes / "poisoning.yaml")[:2],
        "harmless": pr.conflict_set(rules, probes / "harmless.yaml")[:2],
        "poisoning2": pr.conflict_set(rules, probes / "poisoning2.yaml")[:2],
        "harmless2": pr.conflict_set(rules, probes / "harmless2.yaml")[:2],
        "pairs": pr.pair_set(rules, probes / "pairs")[:2],
        "conversation2": pr.pair_set(rules, probes / "conversation2")[:2],
        "opposites": pr.grounding_set(rules, probes / "grounding_opposites.yaml")[:2],
        "chat": pr.grounding_set(rules, probes / "grounding_chat.yaml")[:2],
        "chat2": pr.grounding_set(rules, probes / "grounding_chat2.yaml")[:2],
        "tools": pr.grounding_set(rules, probes / "grounding_tools.yaml")[:2],
        "tools2": pr.grounding_set(rules, probes / "grounding_tools2.yaml")[:2],
        "intake": pr.intake_set(rules, probes / "intake.yaml")[:2],
        "sequences": pr.sequence_set(rules, probes / "sequences.yaml")[:2],
        "sequences2": pr.sequence_set(rules, probes / "sequences2.yaml")[:2],
        "sequences3": pr.sequence_set(rules, probes / "sequences3.yaml")[:2],
    }
    assert got == {"poisoning": (14, 15), "harmless": (15, 15), "poisoning2": (14, 20), "harmless2": (18, 20),
                   "pairs": (30, 30), "conversation2": (40, 45), "opposites": (33, 34), "chat": (20, 20), "chat2": (44, 46),
                   "tools": (19, 22), "tools2": (106, 110),
                   "intake": (38, 40),
                   "sequences": (59, 61), "sequences2": (59, 61), "sequences3": (23, 33)}  # 37 -> 38: intake's payload_like refuses "The model should describe ..." (a near copy is in its bank)
