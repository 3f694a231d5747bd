"""The records a parsed source span is made of, and records of values a tool prints by position inside a line.

Contract. `Record` is one structured cell (its table, its row key and the words that name the row, its field path,
its raw text and typed values, its side of a change); `Parsed` is a whole span read (records, prose clauses, the row
keys of each table, a chat's reading). `cell_records` turns one cell into records (a "(limit: 4915)" inside it, each
`key=value` of a cell that holds two or more, a "used / total" pair); `positional(text)` reads load averages,
slash-joined names over slash-joined values, summary lines of counts and "value (name)" lists out of prose lines.

Why: spans.py decides what shape a span has; what a cell or a line of counts holds is the same whatever the shape,
so it is written once here, below every reader that builds records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import cells as cv, turns
from .cells import cell_values
from .clauses import Clause
from .values import Value

@dataclass(frozen=True)
class Record:
    table: int                # records of one table share it; rows are compared within a table
    row: str | None           # the row's key as shown ("EU", "checkout"); None outside tables
    row_words: frozenset[str]  # words (and value keys) that name the row
    path: tuple[str, ...]     # field path, outermost first
    raw: str
    values: tuple[Value, ...]
    row_text: str = ""        # every cell of the row, for words that belong to one row
    side: str = ""            # in a plan or diff (changes.py): "old" or "new" side of a change, "" for both
    action: str = ""          # in a plan or diff: what happens to the row's thing (created, destroyed, changed)

    @property
    def field(self) -> str:
        return ".".join(self.path)


@dataclass(frozen=True)
class Parsed:
    kind: str
    records: tuple[Record, ...] = ()
    clauses: tuple[Clause, ...] = ()
    text: str = ""
    tables: dict[int, tuple[str, ...]] = field(default_factory=dict)  # table -> its row keys
    chat: turns.Conversation | None = None  # a user/assistant chat: the clauses are what the user asserted

    def sentences(self) -> dict[int, list[Clause]]:
        """The clauses grouped by the sentence they come from, in order."""
        grouped: dict[int, list[Clause]] = {}
        for c in self.clauses:
            grouped.setdefault(c.sentence, []).append(c)
        return grouped


_SUBFIELD = re.compile(r"\(\s*([A-Za-z][\w -]*?)\s*[:=]\s*([^()]+?)\s*\)")
_USED_OF = re.compile(r"^(\d[\d.]*\s?[A-Za-z%]*)\s+/\s+(\d[\d.]*\s?[A-Za-z%]*)$")  # a used / total pair in one cell
_PAIR = re.compile(r"(?<![\w.=])([A-Za-z][\w\-]*(?:\.[A-Za-z][\w\-]*)*)=([^\s,()=]+)")  # kafka's min.insync.replicas=2


def cell_records(table: int, row: str | None, row_words: frozenset[str], path: tuple[str, ...], raw: object,
                  row_text: str) -> list[Record]:
    """One record per cell; "(limit: 4915)" inside a cell is a record of its own (path + limit), and so is each
    `key=value` of a cell that holds two or more (ansible's "ok=14 changed=3", ss's "pid=1042,fd=6")."""
    out = []
    parts = cv.paired(path[-1], raw) if isinstance(raw, str) and path else None
    if parts:  # kubectl get hpa "cpu: 82%/70%": the current value and the target
        return [Record(table, row, row_words, path, raw, (), row_text)] + [
            Record(table, row, row_words, path + sub, x, cell_values(x, sub[-1]), row_text) for sub, x in parts]
    split = _USED_OF.match(raw) if isinstance(raw, str) else None
    if split and table:  # "61W / 400W" under "Pwr:Usage/Cap", "17823MiB / 40960MiB" under "Memory-Usage"
        names = [n.strip() for n in re.split(r"[/:]", path[-1])[-2:]] if path and path[-1].count("/") == 1 else ["used", "total"]
        parts = [Record(table, row, row_words, path + (n,), x, cell_values(x, n if n != "used" else path[-1]), row_text)
                 for n, x in zip(names, split.groups())]
        if all(p.values for p in parts):
            return [Record(table, row, row_words, path, raw, (), row_text), *parts]  # type: ignore[arg-type]
    pairs = _PAIR.findall(raw) if isinstance(raw, str) else []
    if len(pairs) >= 2 or len(pairs) == 1 and cv.implied_unit(pairs[0][0]):  # Cache-Control "public, max-age=31536000"
        out = [Record(table, row, row_words, path + (k,), v, cell_values(v, k), row_text) for k, v in pairs]
        return [Record(table, row, row_words, path, str(raw), (), row_text), *out]
    if isinstance(raw, str) and _SUBFIELD.search(raw):
        for m in _SUBFIELD.finditer(raw):
            out.append(Record(table, row, row_words, path + (m.group(1),), m.group(2),
                              cell_values(m.group(2), m.group(1)), row_text))
        raw = _SUBFIELD.sub(" ", raw).strip()
    name = path[-1] if path else ""
    out.insert(0, Record(table, row, row_words, path, str(raw).lower() if isinstance(raw, bool) else str(raw),
                         cell_values(raw, name), row_text))
    return out


_LOAD_AVG = re.compile(r"\bload averages?:?\s*(\d+(?:\.\d+)?),?\s+(\d+(?:\.\d+)?),?\s+(\d+(?:\.\d+)?)", re.IGNORECASE)
_SLASHED = re.compile(r"(?:\b([A-Za-z][\w-]*)\s+)?\b([A-Za-z][\w-]*(?:/[A-Za-z][\w-]*)+)\s*=\s*"
                      r"([-\d.]+(?:/[-\d.]+)+)(?:\s*([A-Za-zµ%]+))?")


# (gt26) or an upper-case abbreviation ("27 input errors, 27 CRC, 0 frame": a switch's counters)
_COUNT_ITEM = re.compile(r"(\d[\d,]*(?:\.\d+)?%?) (?:to )?([a-z][a-z ]{1,30}?|[A-Z]{2,6})")
_STAMP = re.compile(r"^\s*\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?\]?\s+")
_TOOK = re.compile(r"\s+in\s+(\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds|m|min|minutes))$")


def _counts(line: str) -> list[Record]:
    """A summary line of counts, each a number and what it counts ("1 failed, 306 passed, 4 skipped in 48.27s",
    terraform's "Plan: 1 to add, 1 to change, 0 to destroy."): a record per count, named by its words, and the
    time the run took. Every comma-separated part must be such a count, two or more."""
    line = _STAMP.sub("", line)  # a CI log's "2026-12-01T01:13:30.551Z Tests: 2 failed, ..."
    body = re.sub(r"^[\s=*-]*(?:[A-Z][\w ]*:\s*)?|[\s=*.-]*$", "", line)
    took = _TOOK.search(body)
    if took:
        body = body[:took.start()]
    items = [_COUNT_ITEM.fullmatch(p.strip()) for p in body.split(",")]
    if len(items) < 2 or not all(items):
        return []
    out = [Record(0, None, frozenset(), (m.group(2),), m.group(1), cell_values(m.group(1), m.group(2))) for m in items]  # type: ignore[union-attr]
    if took:
        out.append(Record(0, None, frozenset(), ("time",), took.group(1), cell_values(took.group(1), "time")))
    return out


_NAMED_VALUES = re.compile(r"^([A-Z][\w ]{0,30}):\s+(\S.*\))$")


def positional(text: str) -> tuple[Record, ...]:
    """Fields a tool prints by position inside a line of prose, as records: load averages (uptime, top, w: over
    the last 1, 5 and 15 minutes), slash-joined names over slash-joined values (ping's "rtt min/avg/max/mdev =
    0.412/1.873/9.604/2.110 ms", the unit given once for all), summary lines of counts (`_counts`), and values each
    followed by what it is of ("Default: deny (incoming), allow (outgoing)")."""
    out: list[Record] = []
    for m in _LOAD_AVG.finditer(text):
        for minutes, raw in zip(("1 minute", "5 minutes", "15 minutes"), m.groups()):  # a period, not the unit
            out.append(Record(0, None, frozenset(), ("load average", minutes), raw, cell_values(raw, "load")))
    for line in text.splitlines():
        out += _counts(line)
        named = _NAMED_VALUES.match(line.strip())  # ufw's "Default: deny (incoming), allow (outgoing)"
        pairs = re.findall(r"(\w[\w-]*) \((\w[\w -]*)\)", named.group(2)) if named else []
        if named and len(pairs) >= 2 and len(pairs) == named.group(2).count("(") == named.group(2).count(",") + 1:
            out += [Record(0, None, frozenset(), (named.group(1), name), value, cell_values(value, name)) for value, name in pairs]
    for m in _SLASHED.finditer(text):
        names, numbers = m.group(2).split("/"), m.group(3).split("/")
        if len(names) == len(numbers):
            unit = f" {m.group(4)}" if m.group(4) else ""
            for name, raw in zip(names, numbers):
                out += cell_records(0, None, frozenset(), tuple(filter(None, (m.group(1), name))), raw + unit, "")
    return tuple(out)
