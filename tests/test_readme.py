"""The README's examples run: every ```python block, then every `$ trustgate` line of the
```console blocks, in a scratch folder that sees the repository's rules, examples and eval."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import traceback

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
BLOCKS = re.findall(r"```(python|console)\n(.*?)```", README, re.S)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    d = tmp_path_factory.mktemp("readme")
    for name in ("rules", "examples", "eval"):
        os.symlink(os.path.join(ROOT, name), d / name)
    return d


def test_readme_first_screen_has_the_two_commands():
    first_screen = README.split("## ")[1] if README.startswith("## ") else README.split("\n## ")[0]
    commands = re.findall(r"```bash\n(.*?)```", first_screen, re.S)
    assert len(commands) == 1
    lines = [line.split("#")[0].strip() for line in commands[0].strip().splitlines()]
    assert lines == ["make demo", "make test"]
    makefile = open(os.path.join(ROOT, "Makefile"), encoding="utf-8").read()
    assert "torch==2.13.0" in makefile and "pytest" in makefile and "examples/tool_outputs.jsonl" in makefile


@pytest.fixture(scope="module")
def examples_ran(workdir):
    """Run every python block once (the console examples read the memory.db they write)."""
    python = [body for kind, body in BLOCKS if kind == "python"]
    cwd = os.getcwd()
    os.chdir(workdir)
    try:
        for body in python:
            exec(compile(body, "README.md", "exec"), {"__name__": "readme"})
    finally:
        os.chdir(cwd)
    return len(python)


def test_python_examples_run(examples_ran):
    assert examples_ran >= 2


def _run_console(argv: list[str], workdir, env: dict, real_process: bool) -> tuple[int, str, str]:
    """One `$ trustgate ...` line: (exit code, stdout, stderr). In a process of its own when `real_process`, else
    through click's runner in this process, in `workdir` and with no comparison kept from the command before (as a new
    process starts): the same command group, without paying the interpreter's start and the imports twenty times."""
    if real_process:
        out = subprocess.run([sys.executable, "-m", "trustgate.cli", *argv], cwd=workdir, env=env, capture_output=True, text=True, timeout=300)
        return out.returncode, out.stdout, out.stderr
    from click.testing import CliRunner

    from trustgate.cli import main
    from trustgate.stages.compared import forget_pairs

    forget_pairs()
    cwd = os.getcwd()
    os.chdir(workdir)
    try:
        result = CliRunner().invoke(main, argv, catch_exceptions=True)
    finally:
        os.chdir(cwd)
    stderr = result.stderr + ("".join(traceback.format_exception(result.exception))
                              if result.exception and not isinstance(result.exception, SystemExit) else "")
    return result.exit_code, result.stdout, stderr


def test_console_examples_run(workdir, examples_ran):
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1", "PYTHONPATH": ROOT}
    ran, processes = 0, 0
    for kind, body in BLOCKS:
        if kind != "console":
            continue
        lines = body.strip().splitlines()
        for i, line in enumerate(lines):
            if not line.startswith("$ trustgate"):
                continue
            # "$(cat FILE)": a file an earlier command wrote (an anchor), as the shell would substitute it
            command = re.sub(r"\$\(cat ([\w.-]+)\)", lambda m: (workdir / m.group(1)).read_text().strip(), line[2:].split("  #")[0])
            argv = shlex.split(command)
            # `trustgate write` (the demo's command: candidates in, decisions out) runs as the user runs it, in a process
            # of its own; the others in this process (test_cli.py and test_hostile.py run the CLI's processes)
            real = argv[1] == "write"
            code, stdout, stderr = _run_console(argv[1:], workdir, env, real)
            assert code == 0, f"{line}\n{stderr}"
            ran, processes = ran + 1, processes + real
            for shown in lines[i + 1:]:
                if shown.startswith("$"):
                    break
                expected = re.sub(r"^f_\.\.\.\s+", "", shown)
                assert expected in stdout, f"{line}: README shows {expected!r}, got:\n{stdout}"
    assert ran >= 10 and processes >= 1
