"""The grounding and intake stages' probe sets of eval/probes/ (chat, tool outputs, intake), against the figures
pinned in tests/test_probes.py; a file of their own so that their time and the conflict sets' run on two workers."""

from __future__ import annotations

from test_probes import PINS, figures, grounding_set


def test_grounding_probe_figures():
    assert figures(grounding_set) == {k: v for k, v in PINS.items() if grounding_set(k)}
