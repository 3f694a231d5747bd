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


# (gt23) a HELP line that ends with its samples' unit in brackets ("Monitor Response Time (ms)"): the unit of its
# metric's column, as a spreadsheet's "Amount (GBP)" gives its cells'
_HELP_UNIT = re.compile(r"^#\s*HELP\s+(\S+)\s.*\(([^()\s]{1,8})\)\s*\.?$")


_LEGEND = re.compile(r"(?<![\w.])(-?\d+)\s*=\s*([A-Za-z][\w\-]*)")


def exposition(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    """Prometheus / OpenMetrics text (`metric{label="x"} 12`): one row per sample, named by its series; its labels
    are cells, and its value sits under the metric's name, so the name gives the unit (`_bytes`, `_seconds`). The
    HELP lines are prose beside the table."""
    samples = [_SAMPLE.match(ln.strip()) for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
    if len(samples) < 2 or not all(samples) or not any("{" in ln or ln.startswith("# TYPE") for ln in lines):
        return None
    labels = list(dict.fromkeys(k for m in samples for k, _ in _LABEL.findall(m.group(2) or "")))  # type: ignore[union-attr]
    metrics = list(dict.fromkeys(m.group(1) for m in samples))  # type: ignore[union-attr]
    units = {m.group(1): m.group(2) for ln in lines if (m := _HELP_UNIT.match(ln.strip()))}
    legends = {ln.split()[2]: dict(_LEGEND.findall(ln)) for ln in lines if ln.startswith("# HELP") and len(ln.split()) > 2
               and len(_LEGEND.findall(ln)) > 1}  # (gt23) "Monitor Status (1 = UP, 0= DOWN)": a code read as its word
    headers = ["series", *labels, *(f"{k} ({units[k]})" if k in units else k for k in metrics)]
    rows = []
    for m in samples:
        found = dict(_LABEL.findall(m.group(2) or ""))  # type: ignore[union-attr]
        try:
            number = Decimal(m.group(3))  # type: ignore[union-attr]
            value = format(number.normalize(), "f") if number.is_finite() else m.group(3)  # type: ignore[union-attr]
        except ArithmeticError:
            value = m.group(3)  # type: ignore[union-attr]
        row = [" ".join([m.group(1), *found.values()]), *(found.get(k, "") for k in labels)]  # type: ignore[union-attr]
        value = legends.get(m.group(1), {}).get(value, value)  # type: ignore[union-attr]
        rows.append(row + [value if k == m.group(1) else "" for k in metrics])  # type: ignore[union-attr]
    prose = [ln.split(None, 3)[3].rstrip(".") for ln in lines if ln.startswith("# HELP") and len(ln.split(None, 3)) == 4]
    return headers, rows, prose


_PIPE_RULE = re.compile(r"^\s*[+|]?[\s:]*(?:-{2,}|={2,})[-=+|:\s]*$")  # "---+---", airflow's "====+===="
_HEADER_CELL = re.compile(r"^[A-Za-z%#_][\w%#/ .()\-$€£¥]*$")  # "Pro ($12/user/mo)": a price in a plan's header


_BOX_BAR = str.maketrans({c: "|" for c in "\u2502\u2503\u2551"})  # │ ┃ ║: a column's edge in sqlite -box, psql unicode
_BOX_RULE = re.compile(r"^\s*[\u2500-\u257f+\-=|:\s]*[\u2500-\u257f][\u2500-\u257f+\-=|:\s]*$")  # ┌──┬──┐, ├──┼──┤


# a top border that carries the column names (ClickHouse's Pretty formats: "┌─table─┬──rows─┐"): the header row
_NAMED_TOP = re.compile(r"^\s*[\u250c\u256d\u250f][\u2500\u2501].*[^\W\d_].*[\u2510\u256e\u2513]\s*$")
_NAMED_EDGE = str.maketrans({**{c: "|" for c in "\u250c\u256d\u250f\u252c\u2533\u2510\u256e\u2513"}, "\u2500": " ", "\u2501": " "})


def pipe_table(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    """Pipe tables: psql, mysql `+---+` boxes, Markdown, Unicode boxes (sqlite3 -box, psql linestyle unicode: the
    box-drawn rules are rules, `│` is `|`), and a box with a title row over its header (`aws ... --output table`:
    a first row of one cell, fewer than the rows below it, is a caption)."""
    lines = [ln.translate(_NAMED_EDGE) if _NAMED_TOP.match(ln) else ln for ln in lines]
    lines = ["-" * 3 if _BOX_RULE.match(ln) else ln.translate(_BOX_BAR) for ln in lines]
    body = [ln for ln in lines if "|" in ln and not _PIPE_RULE.match(ln)]
    rest = [ln for ln in lines if "|" not in ln and not _PIPE_RULE.match(ln)]
    if len(body) < 2 or not any(_PIPE_RULE.match(ln) for ln in lines):
        return None
    split = [[c.strip() for c in ln.strip().strip("|").split("|")] for ln in body]
    while len(split) > 2 and len(split[0]) == 1 < len(split[1]):  # a caption over the header
        rest.insert(0, split.pop(0)[0])
    headers = [_GLYPH_NAMES.get(h, h) for h in split[0]]
    if len(headers) < 2 or not all(_HEADER_CELL.match(h) for h in headers):
        return None
    return headers, split[1:], rest


# (gt15) a column named by a glyph: pm2's "↺" counts restarts
_GLYPH_NAMES = {"\u21ba": "restarts", "\u21bb": "restarts", "\u27f3": "restarts"}


_KV_HEADER = re.compile(r"^\s*(?:key|field|name|property|setting|parameter)\s{2,}value\s*$", re.IGNORECASE)


def key_value(lines: list[str]) -> list[tuple[str, str]] | None:
    """A two-column table headed Key / Value over a rule line (`vault status`, `vault read`, `vault token lookup`): the
    fields of one record, each key with its value (a key may hold spaces: "Unseal Progress"), not a table whose first
    row names its columns."""
    body = [ln.rstrip() for ln in lines if ln.strip()]
    if len(body) < 3 or not _KV_HEADER.match(body[0]) or not _PIPE_RULE.match(body[1]):
        return None
    pairs = [re.split(r"\s{2,}", ln.strip(), maxsplit=1) for ln in body[2:]]
    return [(p[0], p[1] if len(p) > 1 else "") for p in pairs]


def delimited(text: str) -> tuple[list[str], list[list[str]]] | None:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) < 2:
        return None
    delim = "\t" if "\t" in lines[0] else "," if "," in lines[0] else None
    if delim is None:
        return None
    rows = list(csv.reader(io.StringIO("\n".join(lines)), delimiter=delim))
    width = len(rows[0])
    if delim == "\t" and width > 2 and all(1 < len(r) <= width for r in rows) and len(rows) > 2 \
            and len(rows[1]) == width:
        # (gt30) tab-separated rows that stop before the last columns, the first row whole (turbostat prints a core's
        # and a package's columns on its first CPU's row only): the cells left off are empty
        rows = [r + [""] * (width - len(r)) for r in rows]
    if width < 2 or any(len(r) != width for r in rows):
        return None
    merged = _merged_header(rows)
    if merged:
        return merged, [[c.strip() for c in r] for r in rows[2:]]
    if not all(_header_cell(i, h.strip(), rows[1:]) for i, h in enumerate(rows[0])):
        return None
    return [h.strip() for h in rows[0]], [[c.strip() for c in r] for r in rows[1:]]


# (gt23) a name led by digits: a letter after them ("401k") or two numbers joined by a slash (a ratio's name: "260/280")
_DIGIT_NAME = re.compile(r"^\d+(?:[A-Za-z][\w\-]*|/\d+)$|^\d{1,2}(?:\.\d+)?%(?: [A-Za-z]+)*$")  # (gt30) a percentile's
# column: JMeter's "90% Line", Locust's "95%"


def _shape(cell: str) -> str:
    return re.sub(r"\d+", "9", cell.strip())


def _header_cell(i: int, cell: str, rows: list[list[str]]) -> bool:
    """A header's cell: a name, or a name led by digits ("401k", "260/280") whose column's cells below are of
    another shape (a column of fractions under "1/4" is data, not a header)."""
    if _HEADER_CELL.match(cell):
        return True
    return bool(_DIGIT_NAME.match(cell)) and all(_shape(r[i]) != _shape(cell) for r in rows)


_GROUP_UNIT = re.compile(r"^(.*?)\s*(\([^()]*\))$")


def _merged_header(rows: list[list[str]]) -> list[str] | None:
    """A spreadsheet's two header rows: group labels each spanning the empty cells after it ("Department,Q1,,Q2,")
    over the names under them (",Budget,Actual,Budget,Actual"): a header per column, its group then its own name
    ("Q1 Budget"), a unit the group gives in brackets last ("Satisfaction (%)" over "2025": "Satisfaction 2025 (%)").
    None unless the first row names the first column and leaves a cell empty after a label, and the second row
    leaves only the first cell empty."""
    if len(rows) < 3:
        return None
    top, sub = [c.strip() for c in rows[0]], [c.strip() for c in rows[1]]
    if not top[0] or not top[1] or all(top[1:]) or sub[0] or not all(sub[1:]):
        return None
    headers, group = [top[0]], ""
    for t, name in zip(top[1:], sub[1:]):
        group = t or group
        label, unit = (_GROUP_UNIT.match(group).groups() if _GROUP_UNIT.match(group) else (group, ""))
        headers.append(" ".join(x for x in (label, name, unit) if x))
    return headers if all(_HEADER_CELL.match(h) for h in headers) else None


TREE = re.compile(r"[\u2500-\u257f]")  # box-drawing characters, one space each: columns stay aligned
_SPLIT_HEADER = re.compile(r"(?:[A-Z%#]|\d+[KMG]?-[a-z])[\w%#\-/().+]*(?: [a-z][a-z]*)*")  # "Filesystem", "%CPU", "Mounted on", df's "1K-blocks"


def _split_columns(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """A table whose every row splits on spaces into as many cells as its header has names: right-aligned numbers
    that run under the next header (`ps`), and a header of two words ("Mounted on", read as one name: a lower-case
    word continues the name before it). None when any row has another number of cells (an empty or spaced cell)."""
    lines = [ln.strip() for ln in lines if ln.strip()]
    if len(lines) < 2:
        return None
    rows = [ln.split() for ln in lines[1:]]
    if _numbers_under_names(lines[0].split(), rows) or _lower_header(lines):
        return lines[0].split(), rows
    headers: list[str] = []
    for tok in lines[0].split():
        if headers and tok[:1].islower():
            headers[-1] += " " + tok
        else:
            headers.append(tok)
    if len(headers) < 2 or not all(_SPLIT_HEADER.fullmatch(h) for h in headers) or not any(c.isalpha() for c in lines[0]):
        return None
    if any(len(r) < len(headers) for r in rows):
        return None
    if any(len(r) > len(headers) for r in rows):  # the last column takes the rest of the line: `ps aux`'s COMMAND
        if not _RUNS_ON.fullmatch(headers[-1]):
            return None
        rows = [r[:len(headers) - 1] + [" ".join(r[len(headers) - 1:])] for r in rows]
    return headers, rows


# a last column that may hold spaces: the command line, its arguments, a name of several words
_RUNS_ON = re.compile(r"(?i)COMMAND|CMD|ARGS|NAME|DESCRIPTION|MESSAGE|COMMENT|PATH|MOUNTED ON|MOUNTPOINT")


def _numbers_under_names(names: list[str], rows: list[list[str]]) -> bool:
    """A header of four or more lower-case short names over rows of numbers only, as many as the names (vmstat's
    "r b swpd free ..."): a table, though no name is capitalised."""
    return (len(names) >= 4 and all(re.fullmatch(r"[a-z][a-z0-9/%_]{0,11}", n) for n in names)
            and all(len(r) == len(names) and all(re.fullmatch(r"-?\d+(?:\.\d+)?", c) for c in r) for r in rows))


def _labelled(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """A table whose header has no name over its first column and whose rows open with a label (`free`:
    "               total   used ..." / "Mem:   15Gi   6.2Gi ..."): the label is the row's name, and a row with
    fewer cells fills the first columns ("Swap:" has total, used and free)."""
    if len(lines) < 2 or not lines[0][:2].isspace() or len(lines[0].split()) < 2 or _KEYED.match(lines[0]):
        return None  # keys right-aligned on their colons (timedatectl's "      Local time: Mon ...") are no header
    headers = lines[0].split()
    rows = []
    for ln in lines[1:]:
        m = re.match(r"^([A-Za-z][\w/.-]*):?\s+(\S.*)$", ln.strip())
        if not m or len(m.group(2).split()) > len(headers):
            return None
        rows.append([m.group(1)] + m.group(2).split())
    return ["name"] + headers, rows


_KEYED = re.compile(r"^\s*[A-Za-z][\w .\-/()]{0,40}:\s+\S")
# (gt17) a first line that opens with a key and its colon, its value spaced off ("Host Name:      FIN-LT-0427",
# Windows systeminfo): the first field of a key: value listing, never a header (no column's name ends in a colon)
_KEY_FIRST = re.compile(r"^\s*[A-Za-z][\w .\-/()]{0,40}:\s{2,}\S")
_STAMPED = re.compile(r"^\d{2}:\d{2}:\d{2}(?: [AP]M)?(?=\s)")


def aligned(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """A table laid out in columns: a position is a gap when every line has a space there (or, when that finds
    fewer columns than the header names, one that splits on spaces: see `_split_columns`)."""
    ruled = _ruled([ln.rstrip() for ln in lines if ln.strip()])
    if ruled:
        return ruled
    lines = [ln.rstrip() for ln in lines if ln.strip() and not RULE.fullmatch(ln.strip())]
    if len(lines) < 2 or _KEY_FIRST.match(lines[0]):
        return None
    indent = min(len(ln) - len(ln.lstrip()) for ln in lines)
    lines = [ln[indent:] for ln in lines]  # a table printed indented as a whole (`lvs`): its columns, not a label
    stamp = _STAMPED.match(lines[0])
    if stamp:  # sar prints the first sample's time where the header names its time column
        lines = ["TIME-SAMPLE"[:len(stamp.group())].ljust(len(stamp.group()), "-") + lines[0][stamp.end():]] + lines[1:]
    labelled = _labelled(lines)
    if labelled:
        return labelled
    gapped = _gapped(lines)
    split = _split_columns(lines)
    if split and (gapped is None or len(split[0]) > len(gapped[0])):
        return split
    return gapped


def _ruled(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """(gt15) A header over a rule drawn under each column apart (sqlcmd, SQL*Plus: "------ ---------"): each run of
    the rule is its column's extent (the last runs to the line's end), so a number right-aligned under its own rule is
    its own column's, however far it stands from the header's name."""
    if len(lines) < 3 or not _RULES.fullmatch(lines[1].strip()):
        return None
    runs = [m.span() for m in re.finditer(r"[-=]+", lines[1])]
    cut = [(s, runs[i + 1][0] if i + 1 < len(runs) else None) for i, (s, _) in enumerate(runs)]
    headers = [lines[0][s:e].strip() for s, e in cut]
    if not all(headers) or any(e is not None and lines[0][e - 1:e + 1].strip() == lines[0][e - 1:e + 1] for _, e in cut):
        return None  # a name the rule's runs would cut in two: the rule is not drawn under the names
    return headers, [[ln[s:e].strip() for s, e in cut] for ln in lines[2:]]


_UPPER_HEADER = re.compile(r"[A-Z%#][A-Z0-9%#_\-/():.+ ]*")
# a line drawn of rule characters only (cloc's "-----", ntpq's "=====") under or around a header: no row
RULE = re.compile(r"[-=+~_]{3,}")
# (gt15) a rule drawn under each column apart (sqlcmd's and SQL*Plus's "------- ------")
_RULES = re.compile(r"[-=]{3,}(?:\s+[-=]{3,})+")
# a nameless first column of markers (nodetool's "--" over "UN" / "DN"): its header is a rule's stub
_STUB = re.compile(r"^(--|==)(?= )")
# `ss`, `netstat`: "State  Recv-Q  Send-Q  Local Address:Port ...": capitalised names, no `key: value` (a word ending
# in ":" keys a mapping), three names or more
_TITLE_HEADER = re.compile(r"[A-Z%#][\w%#\-/().+]*(?::[A-Za-z]\w*)?(?: +[A-Za-z%#][\w%#\-/().+]*(?::[A-Za-z]\w*)?)+")


def header_like(line: str) -> bool:
    """A line that reads as a column table's header: three names or more, each capitalised (or a lower-case word in
    brackets: "Owns (effective)"), perhaps opened by a stub ("--"); a sentence has lower-case words."""
    stub = _STUB.match(line.strip())
    head = ("S" * 2 + line.strip()[2:]) if stub else line.strip()
    words = head.split()
    return len(words) >= 3 and all(re.fullmatch(r"[A-Z%#][\w%#\-/().+:]*|\([a-z]+\)", w) or _UNIT_NAME.fullmatch(w)
                                   or (i and _DATED_NAME.fullmatch(w) and words[i - 1][:1].isupper())
                                   or (i and _BARE_UNIT.fullmatch(w) and words[i - 1][:1].isupper())
                                   for i, w in enumerate(words))


# (gt30) the day a column's results were taken, in brackets after its name ("Previous (2026-11-22)", "Prior (11/22)")
_DATED_NAME = re.compile(r"\(\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?\)")
# (gt29) a column's unit after its name, no brackets ("Gross kg", "Weight lbs"): a sentence puts a number before it
_BARE_UNIT = re.compile(r"kg|lbs?|oz|mm|cm|km|mi|ms|kWh|m3|cbm")
# (gt24) a column's unit in brackets after its name ("So (mm²)", "Rm (MPa)", "Load [kN]", "A (%)")
_UNIT_NAME = re.compile(r"[(\[](?:%|[A-Za-zµμΩ°][\w/²³µμ°·.]{0,7})[)\]]")


def _lower_header(lines: list[str]) -> bool:
    """A header of lower-case names (Elasticsearch's `_cat/... ?v`: "health status index ... docs.count") over rows
    that each split on spaces into one cell per name, one column holding a digit on every row: a table, though no
    name is capitalised (a line of prose never splits its next lines so)."""
    names = lines[0].split()
    rows = [ln.split() for ln in lines[1:]]
    return (len(names) >= 3 and all(_LOWER_NAME.fullmatch(n) for n in names) and len(set(names)) == len(names)
            and all(len(r) == len(names) for r in rows)
            and any(all(re.search(r"\d", r[i]) for r in rows) for i in range(len(names))))


_UNIT_CELL = re.compile(r"|[KMGTPE]i?B|[kKMGT]B|bytes|B|ms|us|µs|s|%")
_LOWER_NAME = re.compile(r"[a-z][a-z0-9]*(?:[._%\-/][a-z0-9%]+)*")  # (gt22) fly builds' "pipeline/job"


def gapped(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """(gt25) A table whose first line a caller already knows is its header (a report's, under its title): its columns
    found at the gaps every line leaves, whatever words the header's names are ("Test date", "Cum. passing (%)")."""
    lines = [ln.rstrip() for ln in lines if ln.strip() and not RULE.fullmatch(ln.strip())]
    return _gapped(lines, header=True) if len(lines) >= 2 else None


def _gapped(lines: list[str], header: bool = False) -> tuple[list[str], list[list[str]]] | None:
    stub = _STUB.match(lines[0])
    head = "S" * len(stub.group()) + lines[0][stub.end():] if stub else lines[0]
    lines = [head] + lines[1:]
    upper = _UPPER_HEADER.fullmatch(head.strip())
    names = head.split()
    # (gt25) lower-case names over cells that hold spaces (a Nextflow trace's "task_id ... name  status ... duration"
    # over "FASTQC (sample_A)", "2m 14s"): a header when each name turns out a column of its own (checked below)
    lower = len(names) >= 4 and len(set(names)) == len(names) and all(_LOWER_NAME.fullmatch(n.lstrip("%")) for n in names)
    if not (header or upper or _TITLE_HEADER.fullmatch(head.strip()) and len(names) >= 3 or _lower_header(lines)
            or header_like(head) or lower) \
            or len(names) < 2:
        return None
    lower = lower and not (header or upper or _TITLE_HEADER.fullmatch(head.strip()) or _lower_header(lines) or header_like(head))
    width = max(len(ln) for ln in lines)
    padded = [ln.ljust(width) for ln in lines]
    gap = _label_gaps(padded) or [all(ln[i] == " " for ln in padded) for i in range(width)]
    spans, start = [], None
    for i, g in enumerate(gap + [True]):
        if not g and start is None:
            start = i
        elif g and start is not None:
            spans.append((start, i))
            start = None
    # a segment with no header text belongs to the column on its right (right-aligned numbers), unless it holds
    # only units: nodetool's "312.4 GiB" is one cell of its Load column
    merged: list[list[int]] = []
    for s, e in spans:
        if merged and not padded[0][s:e].strip() and all(_UNIT_CELL.fullmatch(ln[s:e].strip()) for ln in padded[1:]) \
                and any(ln[s:e].strip() for ln in padded[1:]):
            merged[-1][1] = e
        elif merged and not padded[0][merged[-1][0]:merged[-1][1]].strip():
            merged[-1][1] = e
        elif merged and s - merged[-1][1] == 1 and not any(ln[s:e].strip() for ln in padded[1:]):
            merged[-1][1] = e  # (gt18) a header's next word with nothing under it: podman's "# OF CONTAINERS" is one name
        elif merged and s - merged[-1][1] == 1 and _UNIT_NAME.fullmatch(padded[0][s:e].strip()):
            merged[-1][1] = e  # (gt24) a unit in brackets one space after its name ("Z (%)"): the name's column
        else:
            merged.append([s, e])
    # the last column takes the rest of each line (a COMMAND with spaces): segments past the last header are its
    while len(merged) > 1 and not padded[0][merged[-1][0]:merged[-1][1]].strip():
        merged.pop()
    cols = [(s, e) for s, e in merged]
    headers = [padded[0][s:e].strip() for s, e in cols]
    if stub:
        headers[0] = "status"
    if len(headers) < 2 or not all(headers) or lower and headers != names:
        return None
    rows = []
    for ln in padded[1:]:  # a cell runs to the next column (only a label's overrun is printed in a gap)
        cells = [ln[s:cols[i + 1][0]].strip() for i, (s, _) in enumerate(cols[:-1])] + [ln[cols[-1][0]:].strip()]
        rows.append(cells)
    return headers, rows


def _label_gaps(padded: list[str]) -> list[bool] | None:
    """(gt24) The gaps between columns when a row's label runs past its column's name into the gap after it (a
    report's "Requirement" row under "Specimen   So (mm²)"): found with each row's label left out, so long as every
    label still ends before the next column's first character. None when no label runs over."""
    first = re.match(r"\S+(?: \S+)*", padded[0])
    if not first or first.start() != 0:
        return None
    labels = [re.match(r"(?:\S+(?: \S+)*)?", ln).end() for ln in padded[1:]]  # type: ignore[union-attr]
    if all(n <= first.end() for n in labels):
        return None
    rest = [padded[0]] + [" " * n + ln[n:] for ln, n in zip(padded[1:], labels)]
    gap = [i >= first.end() and all(ln[i] == " " for ln in rest) for i in range(len(padded[0]))]
    after = next((i for i in range(first.end(), len(gap)) if not gap[i]), None)
    return gap if after is not None and all(n <= after for n in labels) else None


def _columns(lines: list[str]) -> list[tuple[int, int]]:
    """Column spans of lines laid out in columns: runs of positions where some line has a character."""
    width = max(len(ln) for ln in lines)
    padded = [ln.ljust(width) for ln in lines]
    gap = [all(ln[i] == " " for ln in padded) for i in range(width)] + [True]
    spans, start = [], None
    for i, g in enumerate(gap):
        if not g and start is None:
            start = i
        elif g and start is not None:
            spans.append((start, i))
            start = None
    return spans


def headerless(lines: list[str]) -> tuple[list[list[str]], int] | None:
    """Rows of a table printed with no header (`lsblk -n`, `ip -br addr`, `du -sh *`, `kubectl get -o
    custom-columns --no-headers`): every line splits at the same gaps into cells of one word each (the last column
    may hold several, when each carries a digit: `ip -br`'s addresses), at least two columns, and one column holds a
    digit on every row. A row may stop early (an empty last cell). Tabs are expanded first, so `du`'s tab lines align.
    Returns the rows and the column that names them (the first whose cells are not all numbers or sizes); None for
    anything else (prose, log lines: a message of words breaks the one-word cells)."""
    lines = [ln.expandtabs().rstrip() for ln in lines if ln.strip()]
    if len(lines) < 2 or any(ln.rstrip().endswith((".", ":", "?", "!")) for ln in lines):
        return None
    cols = _columns(lines)
    if not 2 <= len(cols) <= 10:
        return None
    rows = []
    for ln in lines:
        cells = [ln[s:e].strip() for s, e in cols[:-1]] + [ln[cols[-1][0]:].strip()]
        while cells and not cells[-1]:
            cells.pop()
        if len(cells) < 2 or any(not c or " " in c or c.endswith(":") for c in cells[:-1]):  # "cron[1]:" keys a log line
            return None
        if " " in cells[-1] and not all(any(ch.isdigit() for ch in tok) for tok in cells[-1].split()):
            return None
        rows.append(cells + [""] * (len(cols) - len(cells)))
    digits = [all(any(ch.isdigit() for ch in r[i]) for r in rows) for i in range(len(cols))]
    if not any(digits):
        return None
    numeric = [all(re.fullmatch(r"[-+]?\d[\d.,]*\s?(?:[KMGTPkmgtp]?i?[Bb]?%?|(?:ms|us|µs|s|min|h|d)(?:\d[\d.]*(?:ms|s))?)", r[i])
                   for r in rows if r[i])  # sizes, counts, durations (systemd-analyze blame's "14.823s", "1min 2.3s")
               for i in range(len(cols))]
    key = next((i for i, n in enumerate(numeric) if not n), None)
    return (rows, key) if key is not None else None


_CRON_FIELD = r"(?:\*|(?:\d+|[A-Za-z]{3})(?:[-,](?:\d+|[A-Za-z]{3}))*)(?:/\d+)?"
_CRON_TIME = r"(?:\*|\d+(?:[-,]\d+)*)(?:/\d+)?"  # minute and hour: digits or *, never words
_CRON = re.compile(rf"^\s*({_CRON_TIME})\s+({_CRON_TIME})\s+({_CRON_FIELD})\s+({_CRON_FIELD})\s+({_CRON_FIELD})\s+(\S.*)$")
_MACRO = re.compile(r"^\s*@(reboot|yearly|annually|monthly|weekly|daily|midnight|hourly)\s+(\S.*)$")
_DAYS = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
CRON_HEADERS = ["command", "minute", "hour", "day of month", "month", "weekday", "time", "schedule"]


def crontab(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """`crontab -l` and /etc/cron.d lines (comments and `NAME=value` settings aside): five schedule fields by
    position (minute, hour, day of month, month, weekday) and the command, a row per job named by its command. A
    plain minute and hour give the job's time ("15 2 * * *" runs at 02:15), weekday numbers their names (1 is
    Monday), and `@daily` its schedule. None unless every other line is a job."""
    jobs = [ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#") and not re.match(r"^\s*[A-Z_]+=", ln)]
    if not jobs:
        return None
    rows = []
    for ln in jobs:
        macro = _MACRO.match(ln)
        if macro:
            rows.append([macro.group(2).strip(), "", "", "", "", "", "", macro.group(1)])
            continue
        m = _CRON.match(ln)
        if not m:
            return None
        minute, hour, dom, month, dow, command = m.groups()
        plain = [(f, hi) for f, hi in ((minute, 59), (hour, 23), (dom, 31), (month, 12), (dow, 7)) if f.isdigit()]
        if any(int(f) > hi for f, hi in plain) or dom == "0" or month == "0":
            return None  # "10 20 30 40 50 ..." is no schedule
        time = f"{int(hour):02d}:{int(minute):02d}" if minute.isdigit() and hour.isdigit() else ""
        days = ", ".join(_DAYS[int(d)] for d in dow.split(",") if d.isdigit() and int(d) <= 7) if re.fullmatch(r"\d(?:,\d)*", dow) else dow
        rows.append([command.strip(), minute, hour, dom, month, "" if dow == "*" else days, time, ""])
    return CRON_HEADERS, rows


_EQ_RULE = re.compile(r"^\s*[|+]?[=|+\u2550-\u256c\s]*={3,}[=|+\u2550-\u256c\s]*$")


def _names_at(text: str) -> list[tuple[int, int, str]]:
    """Names in a header cell with their positions: names are parted by two spaces or more."""
    return [(m.start(), m.end(), m.group()) for m in re.finditer(r"\S+(?: \S+)*", text)]


def _values_at(text: str) -> list[tuple[int, int, str]]:
    """Values in a data cell with their positions, parted by two spaces or more as the names are; "61W /  400W" (a
    used / total pair) is one value."""
    return [(m.start(), m.end(), re.sub(r"\s+", " ", m.group())) for m in re.finditer(r"\S+(?:\s+/\s+\S+| \S+)*", text)]


def stacked(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    """A boxed table whose header takes several lines and whose rows take as many (nvidia-smi): the header ends at
    an `===` rule, each box column holds names laid out in it, and each value sits under the name it is closest to
    ("34C" under "Temp"). One row per group of lines; lines above the header (the title box) are prose."""
    body = [ln.translate(_BOX_BAR) for ln in lines]
    eq = next((i for i, ln in enumerate(body) if _EQ_RULE.match(ln)), None)
    if eq is None:
        return None
    head = [ln for ln in body[:eq] if "|" in ln and not _PIPE_RULE.match(ln)]
    above = [ln for ln in head if len(ln.strip().strip("|").split("|")) == 1]
    head = [ln for ln in head if ln not in above]
    data = [ln for ln in body[eq + 1:] if "|" in ln and not _PIPE_RULE.match(ln) and not _EQ_RULE.match(ln)]
    k = len(head)
    if k < 2 or not data or len(data) % k:
        return None
    cells = lambda ln: ln.strip()[1:-1].split("|") if ln.strip().startswith("|") else ln.split("|")  # noqa: E731
    width = len(cells(head[0]))
    if any(len(cells(ln)) != width for ln in head + data):
        return None
    headers: list[str] = []
    slots: list[tuple[int, int, int, int, str]] = []  # (line in group, box column, start, end, name)
    for i, ln in enumerate(head):
        for j, cell in enumerate(cells(ln)):
            for s, e, name in _names_at(cell):
                slots.append((i, j, s, e, name))
                headers.append(name)
    rows = []
    for g in range(0, len(data), k):
        row = {name: [] for name in headers}
        for i in range(k):
            for j, cell in enumerate(cells(data[g + i])):
                names = [sl for sl in slots if sl[0] == i and sl[1] == j]
                for s, e, value in _values_at(cell):
                    if not names:
                        continue
                    best = min(names, key=lambda sl: (-(min(e, sl[3]) - max(s, sl[2])), abs((s + e) - (sl[2] + sl[3]))))
                    row[best[4]].append(value)
        rows.append([" ".join(row[name]) for name in headers])
    return headers, rows, [ln.strip().strip("|").strip() for ln in above]
