"""The grounding gate on MemContam: exact figures, so a change in grounding shows here."""

from __future__ import annotations

import json
import os

from click.testing import CliRunner

from trustgate.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_memcontam_figures_are_exact():
    result = CliRunner().invoke(main, ["memcontam", "--bench", os.path.join(ROOT, "eval", "memcontam"),
                                       "--rules", os.path.join(ROOT, "rules", "default.yaml"), "--json"])
    assert result.exit_code == 0, result.output
    rows = {(r["name"], r["set"]): r for r in json.loads(result.output)["methods"]}
    assert rows[("WriteAll", "generated")]["rho"] == 0.5 and rows[("WriteAll", "generated")]["recall"] == 1.0
    g, h = rows[("grounding gate", "generated")], rows[("grounding gate", "handwritten")]
    assert (g["admitted"], g["total"], g["rho"], g["recall"]) == (3021, 6000, 0.0069, 1.0)
    assert (h["admitted"], h["total"], h["rho"], h["recall"]) == (141, 254, 0.078, 1.0)


def test_memcontam_plot(tmp_path):
    out = tmp_path / "rho.png"
    result = CliRunner().invoke(main, ["memcontam", "--bench", os.path.join(ROOT, "eval", "memcontam"), "--plot", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
