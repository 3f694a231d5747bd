"""A tool's table output read into headers and rows, before any cell is read as a value (spans.py builds records).

Shapes: pipe and Markdown tables (`| a | b |`, psql's `----+----`, mysql's `+---+` boxes), CSV/TSV (the csv
module), whitespace-aligned columns with a header row (kubectl, docker, ps, df; lsblk's tree-drawn rows once its
box-drawing characters are spaces), labelled rows (free's `Mem:` / `Swap:`), and Prometheus / OpenMetrics text (one
row per sample). Each reader returns None for text that is not its shape, so spans.py can try them in turn; psql's
t / f columns are spelled out as true / false here, where the whole column is in view.
"""

from __future__ import annotations

import csv
import io
import re
from decimal import Decimal


def spelled_booleans(headers: list[str], rows: list[list[str]]) -> list[list[str]]:
    """A column whose every cell is t or f (psql prints booleans so) holds true and false."""
    out = [list(r) for r in rows]
    for i in range(len(headers)):
        cells = {r[i].strip() for r in rows if i < len(r) and r[i].strip()}
        if cells and cells <= {"t", "f"}:
            for r in out:
                if i < len(r) and r[i].strip():
                    r[i] = "true" if r[i].strip() == "t" else "false"
    return out


_SAMPLE = re.compile(r"^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+([-+]?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|NaN|[-+]?Inf))(?:\s+\d+)?$")
_LABEL = re.compile(r'([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"')


def exposition(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    """Prometheus / OpenMetrics text (`metric{label="x"} 12`): one row per sample, named by its series; its labels
    are cells, and its value sits under the metric's name, so the name gives the unit (`_bytes`, `_seconds`). The
    HELP lines are prose beside the table."""
    samples = [_SAMPLE.match(ln.strip()) for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
    if len(samples) < 2 or not all(samples) or not any("{" in ln or ln.startswith("# TYPE") for ln in lines):
        return None
    labels = list(dict.fromkeys(k for m in samples for k, _ in _LABEL.findall(m.group(2) or "")))  # type: ignore[union-attr]
    metrics = list(dict.fromkeys(m.group(1) for m in samples))  # type: ignore[union-attr]
    headers = ["series", *labels, *metrics]
    rows = []
    for m in samples:
        found = dict(_LABEL.findall(m.group(2) or ""))  # type: ignore[union-attr]
        try:
            number = Decimal(m.group(3))  # type: ignore[union-attr]
            value = format(number.normalize(), "f") if number.is_finite() else m.group(3)  # type: ignore[union-attr]
        except ArithmeticError:
            value = m.group(3)  # type: ignore[union-attr]
        row = [" ".join([m.group(1), *found.values()]), *(found.get(k, "") for k in labels)]  # type: ignore[union-attr]
        rows.append(row + [value if k == m.group(1) else "" for k in metrics])  # type: ignore[union-attr]
    prose = [ln.split(None, 3)[3].rstrip(".") for ln in lines if ln.startswith("# HELP") and len(ln.split(None, 3)) == 4]
    return headers, rows, prose


_PIPE_RULE = re.compile(r"^\s*[+|]?[\s:]*-{2,}[-+|:\s]*$")
_HEADER_CELL = re.compile(r"^[A-Za-z%#_][\w%#/ .()\-]*$")


def pipe_table(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    body = [ln for ln in lines if "|" in ln and not _PIPE_RULE.match(ln)]
    rest = [ln for ln in lines if "|" not in ln and not _PIPE_RULE.match(ln)]
    if len(body) < 2 or not any(_PIPE_RULE.match(ln) for ln in lines):
        return None
    split = [[c.strip() for c in ln.strip().strip("|").split("|")] for ln in body]
    headers = split[0]
    if len(headers) < 2 or not all(_HEADER_CELL.match(h) for h in headers):
        return None
    return headers, split[1:], rest


def delimited(text: str) -> tuple[list[str], list[list[str]]] | None:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) < 2:
        return None
    delim = "\t" if "\t" in lines[0] else "," if "," in lines[0] else None
    if delim is None:
        return None
    rows = list(csv.reader(io.StringIO("\n".join(lines)), delimiter=delim))
    width = len(rows[0])
    if width < 2 or any(len(r) != width for r in rows) or not all(_HEADER_CELL.match(h.strip()) for h in rows[0]):
        return None
    return [h.strip() for h in rows[0]], [[c.strip() for c in r] for r in rows[1:]]


TREE = re.compile(r"[\u2500-\u257f]")  # box-drawing characters, one space each: columns stay aligned
_SPLIT_HEADER = re.compile(r"[A-Z%#][\w%#\-/().]*(?: [a-z][a-z]*)*")  # "Filesystem", "%CPU", "Mounted on"


def _split_columns(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """A table whose every row splits on spaces into as many cells as its header has names: right-aligned numbers
    that run under the next header (`ps`), and a header of two words ("Mounted on", read as one name: a lower-case
    word continues the name before it). None when any row has another number of cells (an empty or spaced cell)."""
    lines = [ln.strip() for ln in lines if ln.strip()]
    if len(lines) < 2:
        return None
    headers: list[str] = []
    for tok in lines[0].split():
        if headers and tok[:1].islower():
            headers[-1] += " " + tok
        else:
            headers.append(tok)
    if len(headers) < 2 or not all(_SPLIT_HEADER.fullmatch(h) for h in headers) or not any(c.isalpha() for c in lines[0]):
        return None
    rows = [ln.split() for ln in lines[1:]]
    if any(len(r) != len(headers) for r in rows):
        return None
    return headers, rows


def _labelled(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """A table whose header has no name over its first column and whose rows open with a label (`free`:
    "               total   used ..." / "Mem:   15Gi   6.2Gi ..."): the label is the row's name, and a row with
    fewer cells fills the first columns ("Swap:" has total, used and free)."""
    if len(lines) < 2 or not lines[0][:2].isspace() or len(lines[0].split()) < 2:
        return None
    headers = lines[0].split()
    rows = []
    for ln in lines[1:]:
        m = re.match(r"^([A-Za-z][\w/.-]*):?\s+(\S.*)$", ln.strip())
        if not m or len(m.group(2).split()) > len(headers):
            return None
        rows.append([m.group(1)] + m.group(2).split())
    return ["name"] + headers, rows


def aligned(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """A table laid out in columns: a position is a gap when every line has a space there (or, when that finds
    fewer columns than the header names, one that splits on spaces: see `_split_columns`)."""
    lines = [ln.rstrip() for ln in lines if ln.strip()]
    if len(lines) < 2:
        return None
    labelled = _labelled(lines)
    if labelled:
        return labelled
    gapped = _gapped(lines)
    split = _split_columns(lines)
    if split and (gapped is None or len(split[0]) > len(gapped[0])):
        return split
    return gapped


def _gapped(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    header = lines[0]
    if not re.fullmatch(r"[A-Z%#][A-Z0-9%#_\-/():. ]*", header.strip()) or len(header.split()) < 2:
        return None
    width = max(len(ln) for ln in lines)
    padded = [ln.ljust(width) for ln in lines]
    gap = [all(ln[i] == " " for ln in padded) for i in range(width)]
    spans, start = [], None
    for i, g in enumerate(gap + [True]):
        if not g and start is None:
            start = i
        elif g and start is not None:
            spans.append((start, i))
            start = None
    # a segment with no header text belongs to the column on its right (right-aligned numbers)
    merged: list[list[int]] = []
    for s, e in spans:
        if merged and not padded[0][merged[-1][0]:merged[-1][1]].strip():
            merged[-1][1] = e
        else:
            merged.append([s, e])
    # the last column takes the rest of each line (a COMMAND with spaces)
    cols = [(s, e) for s, e in merged]
    headers = [padded[0][s:e].strip() for s, e in cols]
    if len(headers) < 2 or not all(headers):
        return None
    rows = []
    for ln in padded[1:]:
        cells = [ln[s:e].strip() for s, e in cols[:-1]] + [ln[cols[-1][0]:].strip()]
        rows.append(cells)
    return headers, rows
