"""Benchmark result lines read into rows: Go's `go test -bench` (with `-benchmem`) output.

Contract. `go_bench(lines)` returns (headers, rows, fields, prose lines) as the readers of readers.READERS do, or
None: a row per `BenchmarkName-N` line, named by the words of its name ("BenchmarkDecodeJSON-8" is the row "Decode
JSON"), with its iterations and each "value unit/op" the line prints in its unit (ns/op a time per operation, B/op
bytes per operation, allocs/op a count, MB/s a rate); `goos:` / `pkg:` lines are fields, PASS and the `ok` line prose.

Why: read as prose, every number of a line is the line's, and nothing ties 2874 ns to the benchmark that took it
rather than to the one under it; the columns carry no header, only the units after each number say what it is.
"""

from __future__ import annotations

import re

__all__ = ["go_bench"]

Read = tuple  # (headers, rows, fields, prose lines), as readers.Read

_LINE = re.compile(r"^Benchmark(\S+?)(?:-(\d+))?\s+(\d+)\s+(\d.*?)\s*$")
_MEASURE = re.compile(r"(\d+(?:\.\d+)?)\s+(ns/op|B/op|allocs/op|MB/s)\b")
_FIELD = re.compile(r"^(goos|goarch|pkg|cpu):\s+(.+?)\s*$")
# each unit: the column's name, and how its number is written as a value of that unit
_UNITS = {"ns/op": ("time per operation", "{} ns"), "B/op": ("bytes per operation", "{} bytes"),
          "allocs/op": ("allocations per operation", "{}"), "MB/s": ("throughput", "{} MB/s")}


def _words(name: str) -> str:
    """ "DecodeJSON" as "Decode JSON", "Parse/small_input" as "Parse small input": the words a claim names it by."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    return re.sub(r"[/_]+", " ", spaced).strip()


def go_bench(lines: list[str]) -> Read | None:
    """Rows of a `go test -bench` run; None unless two benchmark lines or more are found."""
    rows, fields, prose, found = [], [], [], []
    for ln in lines:
        bench, field = _LINE.match(ln.strip()), _FIELD.match(ln.strip())
        if bench:
            measures = {unit: value for value, unit in _MEASURE.findall(bench.group(4))}
            found.append((bench, measures))
        elif field:
            fields.append((field.group(1), field.group(2)))
        elif ln.strip():
            prose.append(ln.strip())
    if len(found) < 2 or not all(m for _, m in found):
        return None
    units = [u for u in _UNITS if any(u in m for _, m in found)]
    for bench, measures in found:
        rows.append([_words(bench.group(1)), bench.group(2) or "", bench.group(3)]
                    + [_UNITS[u][1].format(measures[u]) if u in measures else "" for u in units])
    return ["name", "procs", "iterations", *(_UNITS[u][0] for u in units)], rows, fields, prose
