"""Order and rank words against a table: "the largest partition is nvme0n1p3", "the second most populous city".

Contract. `ranked(parsed, claim, named, synonyms)` reads the claim's order word (largest, smallest, most, least,
highest, lowest, top, busiest, newest, oldest, latest, earliest; an ordinal before it: "second-largest", "3rd
highest"), the row the claim names in a table (exactly one row), and the column it orders by, and returns findings
(the row is not at that rank) and the order words it confirmed (they then count as found, though the output never
says "largest"). The column: the one the claim's words name (`%CPU` for "by CPU", through the field synonyms), else
for size words (largest, smallest) the column of sizes and for age words (newest, oldest) the column of dates (a column of ages, `AGE 212d`, ranks the other way), else
the only orderable column; an order word that is a column's name ("Latest", "Max") orders nothing. A column is
orderable when each of its cells is one written value (no spaces: "412.3MiB / 1GiB" holds two) of one kind and
unit in every row. A claim word that is a kind of row (a cell word such as "part" in
some rows only: "partition") ranks among those rows only. No order word, no named row, no column: no judgment.

Why: rows carry their values, so the rank of a row is read off the table; a claim that gives the rank to another
row ("mysqld is the process using the most CPU") otherwise passes, every value in it being in the output.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..text import stem
from .base import Finding
from .claim import Claim, _synonyms_of

_MAX = frozenset("largest biggest greatest highest most top busiest heaviest maximum max newest latest youngest".split())
_MIN = frozenset("smallest lowest least fewest lightest minimum min oldest earliest".split())
_SIZE = frozenset("largest biggest smallest".split())
_AGE = frozenset("newest latest youngest oldest earliest".split())
_ORDINAL = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_SORTABLE = ("quantity", "duration", "money", "ratio", "number", "datetime", "date")
_WORD = re.compile(r"[\w.]+")


def _order_word(text: str) -> tuple[str, int, bool, set[str]] | None:
    """(word, rank, highest first, the words that said it) of the claim's first order word; "most recent" is
    newest; "second-largest" is rank 2."""
    words = [w.lower() for w in _WORD.findall(text.replace("-", " "))]
    for i, w in enumerate(words):
        said = {w}
        if w == "most" and i + 1 < len(words) and words[i + 1] == "recent":
            w, said = "newest", {"most", "recent"}
        if w in _MAX or w in _MIN:
            rank = _ORDINAL.get(words[i - 1], 1) if i else 1
            if rank > 1:
                said |= {words[i - 1], f"{words[i - 1]}-{words[i]}"}
            return w, rank, w in _MAX, said
    return None


def _sort_key(record: sp.Record) -> tuple[tuple[str, str | None], object] | None:
    if not record.raw.strip() or " " in record.raw.strip():
        return None
    found = [v for v in record.values if v.kind in _SORTABLE]
    if not found:
        return None
    kind = min(found, key=lambda v: _SORTABLE.index(v.kind)).kind
    last = [v for v in found if v.kind == kind][-1]  # a size's binary reading comes last, as the tools mean it
    return (kind, last.unit), str(last.norm) if kind in ("datetime", "date") else last.norm


def _columns(records: list[sp.Record], rows: set[str]) -> dict[tuple[str, ...], dict[str, object]]:
    """Orderable columns over the given rows: field path -> row -> sort key."""
    by_field: dict[tuple[str, ...], dict[str, tuple]] = {}
    for r in records:
        if r.row in rows:
            key = _sort_key(r)
            if key is not None:
                by_field.setdefault(r.path, {})[r.row] = key  # type: ignore[index]
    out = {}
    for path, cells in by_field.items():
        if len(cells) == len(rows) >= 2 and len({k for k, _ in cells.values()}) == 1:
            out[path] = {row: v for row, (_, v) in cells.items()}
    return out


def _restrict(records: list[sp.Record], rows: list[str], claim: Claim) -> tuple[set[str], set[str]]:
    """The rows of the kind the claim speaks of: a claim word a cell word begins ("partition": "part"), found in
    some rows' cells but not all. Returns those rows (all rows when no such word) and the words used."""
    cells: dict[str, set[str]] = {row: set() for row in rows}
    for r in records:
        if r.row in cells:
            cells[r.row].update(cl.words_of(r.raw))
    for w in claim.content:
        kinds = {row for row, ws in cells.items() if any(len(c) >= 4 and w.startswith(c) for c in ws)}
        if 2 <= len(kinds) < len(rows):
            return kinds, {w}
    return set(rows), set()


def ranked(parsed: sp.Parsed, claim: Claim, named: dict[int, set[str]],
           synonyms: dict[str, tuple[str, ...]]) -> tuple[list[Finding], set[str]]:
    said = _order_word(claim.text)
    if said is None:
        return [], set()
    word, rank, highest, spelled = said
    tokens = {stem(t) for t in claim.tokens}
    for table, chosen in named.items():
        if len(chosen) != 1:
            continue
        row = next(iter(chosen))
        records = [r for r in parsed.records if r.table == table]
        if any(stem(word) in {stem(w) for p in r.path for w in sp.field_words(p)} for r in records):
            continue  # the word names a column ("Latest", "Max"): it says which value, not a rank
        rows, used = _restrict(records, list(parsed.tables.get(table, ())), claim)
        if row not in rows:
            continue
        columns = _columns(records, rows)
        scored = {p: sum(1 for part in p for w in sp.field_words(part) + (["pct"] if "%" in part else [])
                         if {stem(x) for x in _synonyms_of(w, synonyms)} & tokens) for p in columns}  # "MEM %": percentage
        best = max(scored.values(), default=0)
        if best:
            paths = [p for p in columns if scored[p] == best]
        elif word in _SIZE:
            paths = [p for p in columns if any(v.unit == "bit" for r in records if r.path == p for v in r.values)]
        elif word in _AGE:
            paths = [p for p in columns if any(v.kind in ("date", "datetime") for r in records if r.path == p for v in r.values)]
            paths = paths or [p for p in columns if "age" in sp.field_words(p[-1]) and _lengths(records, p)]  # (gt18) AGE
        else:
            paths = list(columns) if len(columns) == 1 else []
        if not paths:
            continue
        if word in _AGE and all(_lengths(records, p) for p in paths):  # (gt18) an AGE of 212d: the oldest has the most
            highest = not highest
        places = {p: _place(columns[p], row, highest) for p in paths}  # columns the claim names alike ("CPU", "CPU%")
        if rank in places.values():
            return [], spelled | used
        path = paths[0]
        column, field = columns[path], ".".join(path)
        order = sorted(column.values(), reverse=highest)  # type: ignore[type-var]
        top = [r for r, v in column.items() if v == order[rank - 1]] if rank <= len(order) else []
        who = f"; the {_nth(rank)}{word} is {', '.join(top)}" if top else ""
        return [Finding("order", f"'{word}': by {field}, row {row} ranks {places[path]} of {len(order)}{who}", word)], set()
    return [], set()


def _lengths(records: list[sp.Record], path: tuple[str, ...]) -> bool:
    """A column of lengths of time (an AGE, an uptime): newest is its least, not its greatest."""
    return any(v.kind == "duration" for r in records if r.path == path for v in r.values)


def _place(column: dict[str, object], row: str, highest: bool) -> int:
    return 1 + sum(1 for v in column.values() if (v > column[row] if highest else v < column[row]))  # type: ignore[operator]


def _nth(n: int) -> str:
    return "" if n == 1 else {2: "second ", 3: "third "}.get(n, f"{n}th ")
