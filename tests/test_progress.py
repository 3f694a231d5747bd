"""Progress bars where a person watches, silence where a program reads; plots as PNG files.

The CLI runs as a real process whose stderr is a pseudo-terminal (what a person sees) or a
pipe (what a script sees): a long `write` draws a bar on the terminal and nothing on a pipe,
`--json` keeps `eval` quiet even on a terminal, and stdout carries only the results either way.
"""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from conftest import lexical_rules

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1", "COLUMNS": "100", "TERM": "xterm"}
PNG = b"\x89PNG\r\n\x1a\n"


def run(args: list[str], cwd: Path, *, terminal: bool) -> tuple[int, bytes, bytes]:
    """Run `trustgate ARGS`; stdout to a file, stderr to a pseudo-terminal or a pipe. Returns (code, stdout, stderr)."""
    out_path = cwd / "stdout.txt"
    with open(out_path, "wb") as out:
        if not terminal:
            p = subprocess.run([sys.executable, "-m", "trustgate.cli", *args], cwd=cwd, env=ENV, stdout=out, stderr=subprocess.PIPE, timeout=300)
            return p.returncode, out_path.read_bytes(), p.stderr
        master, slave = pty.openpty()
        p = subprocess.Popen([sys.executable, "-m", "trustgate.cli", *args], cwd=cwd, env=ENV, stdout=out, stderr=slave)
        os.close(slave)
        err = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the terminal closes when the process ends
                break
            if not chunk:
                break
            err += chunk
        os.close(master)
        return p.wait(timeout=300), out_path.read_bytes(), err


def big_input(folder: Path, n: int = 600) -> Path:
    kinds = ["user_direct", "tool_output", "doc_reference", "web_search"]
    lines = [json.dumps({"text": f"Shelf {i} in aisle {i % 37} holds {i * 3 % 101} boxes of part P-{i:05d}.", "domain": f"stock/aisle-{i % 37}",
                         "provenance": {"source_kind": kinds[i % 4], "evidence_count": 1 + i % 3, "confidence": 0.9,
                                        "observed_at": "2026-05-01T00:00:00Z"}}) for i in range(n)]
    path = folder / "big.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_a_long_write_shows_a_bar_on_a_terminal_and_nothing_on_a_pipe(tmp_path):
    rules, data = lexical_rules(tmp_path), big_input(tmp_path)
    code, out, err = run(["write", "--rules", str(rules), "--db", str(tmp_path / "a.db"), "--input", str(data),
                          "--now", "2026-06-01T00:00:00Z"], tmp_path, terminal=True)
    assert code == 0, err
    assert b"gating big.jsonl" in err and b"\x1b[" in err  # the bar, drawn with terminal escapes
    decisions = [json.loads(x) for x in out.splitlines()]
    assert len(decisions) == 600 and decisions[-1]["line"] == 600  # stdout holds results only

    code, out, err = run(["write", "--rules", str(rules), "--db", str(tmp_path / "b.db"), "--input", str(data),
                          "--now", "2026-06-01T00:00:00Z"], tmp_path, terminal=False)
    assert code == 0 and err == b"" and len(out.splitlines()) == 600


def test_eval_json_is_quiet_on_a_terminal_and_plot_writes_a_png(tmp_path):
    plot = tmp_path / "eval.png"
    args = ["eval", "--cases", str(ROOT / "eval" / "validation"), "--rules", str(ROOT / "rules" / "ablation" / "2-kind-floors.yaml")]
    code, out, err = run([*args, "--json", "--plot", str(plot)], tmp_path, terminal=True)
    assert code == 0, err
    assert err == b"" and json.loads(out)["configs"][0]["correct"] == 36
    data = plot.read_bytes()
    assert data[:8] == PNG and len(data) > 5000

    import matplotlib.image

    height, width = matplotlib.image.imread(str(plot)).shape[:2]
    assert width == 840 and height > 300  # 7 inches at 120 dpi; one bar per category

    code, out, err = run(args, tmp_path, terminal=True)  # without --json, the terminal sees the bar
    assert code == 0 and b"evaluating" in err and b"kind-floors" in out
