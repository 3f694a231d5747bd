"""The grounding gate on MemContam: exact figures, so a change in grounding shows here.

One evaluation (about half a minute) serves every test: the figures and the plot come from the same `memcontam --json
--plot` run, and the text table is printed from that run's rows."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from trustgate.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = ["memcontam", "--bench", os.path.join(ROOT, "eval", "memcontam"), "--rules", os.path.join(ROOT, "rules", "default.yaml")]


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """The JSON rows and the PNG written by one run of the command with both --json and --plot."""
    out = tmp_path_factory.mktemp("memcontam") / "rho.png"
    result = CliRunner().invoke(main, [*BENCH, "--json", "--plot", str(out)])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)["methods"], out


def test_memcontam_figures_are_exact(run):
    rows = {(r["name"], r["set"]): r for r in run[0]}
    assert rows[("WriteAll", "generated")]["rho"] == 0.5 and rows[("WriteAll", "generated")]["recall"] == 1.0
    g, h = rows[("grounding gate", "generated")], rows[("grounding gate", "handwritten")]
    assert (g["admitted"], g["total"], g["rho"], g["recall"]) == (3021, 6000, 0.0069, 1.0)
    assert (h["admitted"], h["total"], h["rho"], h["recall"]) == (141, 254, 0.078, 1.0)


def test_memcontam_plot(run):
    assert run[1].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_memcontam_table_prints_the_rows(run, monkeypatch):
    """Without --json the same rows are printed as a table (the evaluation is the fixture's: compare is not rerun)."""
    from trustgate.measure import memcontam as mc

    monkeypatch.setattr(mc, "compare", lambda bench, methods: run[0])
    result = CliRunner().invoke(main, BENCH)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split() == ["method", "set", "rho", "precision", "recall", "admitted"]
    assert any(x.startswith("grounding gate   generated") and x.endswith(" 3021/6000") for x in lines), result.output
