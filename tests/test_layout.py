"""The package layout keeps its shape: imports point down only, and nothing forms a cycle.

The import graph is read from the source (ast), every `import` and `from` counted, those
inside functions included, so a cycle cannot hide in a function body. Each module has a
layer; a module may import its own layer or a lower one. A new module must be given a layer
here (and a line in the README's "Where things are"), which is the point: placing it is a
decision someone makes.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "trustgate"

# lowest first; a module may import modules of its own layer or below
LAYERS: list[tuple[str, list[str]]] = [
    ("data contracts", ["errors", "provenance", "decision", "patterns", "grounding_words", "rules"]),
    ("text and values", ["prefilter", "prechecks", "text", "changes_told", "told_forms", "mistakes", "rephrase_frames", "rephrase", "values", "ciphers", "disguise", "standing", "configs", "directive", "tongue_words_added", "tongue_words", "tongues", "passages", "marks", "told_orders", "orders", "selftalk", "national_ids_added", "national_ids", "secret_checks", "quotations", "reports", "screening", "pasted", "replies", "retakes", "days_abroad", "said_abroad", "turn_marks", "texting", "chat_heads", "chat_lines", "corrections", "chat_days", "relays", "turns", "tabular", "changes", "sections", "request_logs", "bench_lines", "readers", "config_blocks", "headed", "listings", "clauses", "cells", "documents", "records", "mappings", "table_records", "object_records", "spans", "alignment", "wordnet", "sentence_words", "sentence_positions", "sentence", "holders", "slot_words", "slot_values", "slot_things", "slot_heads", "slot_places", "slot_groups", "slot_owners", "slot_kinds", "slot_sizes", "slot_diff", "slot_swaps", "slot_predicates", "slots", "name_keys"]),
    ("embeddings and store", ["embeddings", "payloads", "store"]),
    ("index and log", ["index_rows", "index", "index_cache", "integrity", "audit"]),
    ("pipeline", ["pipeline"]),
    ("stages", ["stages"]),
    ("gate", ["gate", "replay", "protocol", "service"]),
    ("faces", ["tools", "cli", "mcp", "http", "integrations", "mcp_server", "http_api"]),
]
MEASURE = "measure"  # imports anything up to the gate; only the CLI's measuring commands (a face) may import it
# imports inside functions are allowed only to defer a heavy or optional dependency, or, in the
# CLI, to keep start-up cheap; never for a trustgate module anywhere else
DEFERRED_OK = {"trustgate.cli", "trustgate.cli.common", "trustgate.cli.measure"}


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PKG.rglob("*.py"))}


def imports(path: Path, name: str) -> list[tuple[str, int, bool]]:
    """(imported trustgate module, line, inside a function?) for every import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[str, int, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                found.extend((a.name, child.lineno, in_function) for a in child.names if a.name.startswith("trustgate"))
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[: len(base) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                if target.startswith("trustgate"):
                    if child.module is None or child.level and not child.module:
                        found.extend((f"{target}.{a.name}", child.lineno, in_function) for a in child.names)
                    else:
                        found.append((target, child.lineno, in_function))
            visit(child, nested)

    visit(tree, False)
    return found


def resolve(target: str, known: dict[str, Path]) -> str | None:
    """The module a dotted import names (`trustgate.stages.conflict.ConflictCheck` -> `trustgate.stages.conflict`)."""
    while target and target not in known:
        target = target.rpartition(".")[0]
    return target or None


def graph() -> dict[str, dict[str, int]]:
    known = modules()
    out: dict[str, dict[str, int]] = {}
    for name, path in known.items():
        edges: dict[str, int] = {}
        for target, line, _ in imports(path, name):
            mod = resolve(target, known)
            if mod and mod != name and mod != "trustgate":
                edges.setdefault(mod, line)
        out[name] = edges
    return out


def find_cycle(g: dict[str, dict[str, int]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in g.get(n, {}):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                cyc = dfs(m)
                if cyc:
                    return cyc
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(g):
        if n not in state:
            cyc = dfs(n)
            if cyc:
                return cyc
    return None


def layer_of(name: str) -> int | str | None:
    parts = name.split(".")
    if len(parts) == 1:
        return "root"
    if parts[1] == MEASURE:
        return MEASURE
    for i, (_, names) in enumerate(LAYERS):
        if parts[1] in names:
            return i
    return None


def test_no_import_cycles() -> None:
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_cycle_finder_names_a_cycle() -> None:
    assert find_cycle({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b": 1}, "b": {}}) is None


def test_every_module_has_a_layer() -> None:
    unplaced = [n for n in modules() if layer_of(n) is None]
    assert not unplaced, f"give these modules a layer in tests/test_layout.py (and a README line): {unplaced}"


def test_imports_point_down() -> None:
    wrong = []
    for name, edges in graph().items():
        mine = layer_of(name)
        for target, line in edges.items():
            theirs = layer_of(target)
            if theirs == MEASURE and mine != MEASURE and name != "trustgate.cli.measure":
                wrong.append(f"{name}:{line} imports the measurement package {target}")
            elif isinstance(mine, int) and isinstance(theirs, int) and theirs > mine:
                wrong.append(f"{name} ({LAYERS[mine][0]}):{line} imports {target} ({LAYERS[theirs][0]}), a layer above it")
    assert not wrong, "\n".join(wrong)


def test_no_deferred_imports_of_our_own_modules() -> None:
    found = [f"{name}:{line} imports {target} inside a function" for name, path in modules().items() if name not in DEFERRED_OK
             for target, line, inside in imports(path, name) if inside]
    assert not found, "\n".join(found)


def test_every_stage_has_its_own_module_and_one_signature() -> None:
    from trustgate.rules import STAGE_NAMES
    from trustgate.stages import FACTORIES

    assert set(FACTORIES) == set(STAGE_NAMES)
    for name, cls in FACTORIES.items():
        assert cls.__module__ == f"trustgate.stages.{name}", (name, cls.__module__)
        assert cls.name == name
        assert list(cls.__call__.__code__.co_varnames[:3]) == ["self", "cand", "ctx"], name


def test_readme_map_names_every_module() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Where things are", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(trustgate/[\w/]+(?:\.py|/))`", section))
    files = {str(p.relative_to(ROOT)) for p in PKG.rglob("*.py") if p.name != "__init__.py"}
    packages = {str(p.parent.relative_to(ROOT)) + "/" for p in PKG.rglob("__init__.py") if p.parent != PKG}
    # every package and every module in it is named: the map is the table of contents
    missing = sorted(m for m in (files | packages) if m not in named)
    assert not missing, f"README 'Where things are' does not name: {missing}"
    stale = sorted(n for n in named if not (ROOT / n).exists())
    assert not stale, f"README 'Where things are' names what does not exist: {stale}"


@pytest.mark.parametrize("name", ["trustgate.gate", "trustgate.stages.conflict", "trustgate.pipeline"])
def test_product_modules_never_import_measurement(name: str) -> None:
    assert not any(t.startswith("trustgate.measure") for t in graph()[name])


MAX_LINES = 600  # a module one person can hold in mind in a sitting; split by job past this (stop 41)


def test_no_module_is_longer_than_one_sitting() -> None:
    """Every module of the package and every script stays at or under MAX_LINES lines: a file past it is split by the
    job its parts do (one module, one job), not trimmed of its comments."""
    files = list(PKG.rglob("*.py")) + list((ROOT / "scripts").rglob("*.py"))
    long = sorted(f"{p.relative_to(ROOT)}: {n}" for p in files
                  if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES)
    assert not long, f"longer than {MAX_LINES} lines: {long}"
