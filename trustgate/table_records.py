"""A table's rows read into records: which columns name a row, the words and typed values that name it, and a
number beside a unit field of its own row or object read in that unit.

Contract. `table(headers, rows, table, keys)` returns the records of every non-empty cell (each with its table, its
row's name and the words that name the row) and the row names in order; `row_words(cells, names)` are the words a row
is named by; `beside_unit(records)` adds the values a unit field beside a bare number gives it (also used for objects).

Why: a value is grounded only in its own row; the row's name must be read the way a claim names it ("time1" for
ntpq's "*time1.example.net", "partition 1", "the medium one").
"""

from __future__ import annotations

import re
from dataclasses import replace

from . import cells as cv, documents, tabular
from .cells import cell_values, field_words
from .clauses import words_of
from .records import Record, cell_records as _cell_records

__all__ = ["IDENTITY_WORDS", "STATE_HEADERS", "UNIT_FIELDS", "beside_unit", "row_words", "table"]

# a column whose header is one of these words names the row (besides the first column)
IDENTITY_WORDS = frozenset(
    "name names id key title user username host hostname node service region country city store "
    "customer gene pod deployment container namespace account email sku product pid job queue team "
    "project repo repository branch database table index host_name cluster zone site mounted mount mountpoint "
    "interface iface device partition tag identifier".split())  # docker images: REPOSITORY and TAG name an image together
# columns that say what state a row is in: never used to tell rows apart
STATE_HEADERS = frozenset("status state phase condition health result outcome".split())


def _key_columns(headers: list[str], rows: list[list[str]] = ()) -> list[int]:  # type: ignore[assignment]
    keys = [0] if headers and not set(field_words(headers[0])) & STATE_HEADERS else []
    keys += [i for i, h in enumerate(headers) if i and set(field_words(h)) & IDENTITY_WORDS and not _counts(rows, i)]
    return keys or [0]


def _counts(rows: list[list[str]], i: int) -> bool:
    """A column of bare numbers only (coverage's "Branch" count): it counts, it names no row."""
    cells = [r[i].strip() for r in rows if i < len(r) and r[i].strip()]
    return bool(cells) and all(re.fullmatch(r"\d+", c) for c in cells)


# a row name of a word and a number ("Partition 1", as listings.paired_lines names its rows)
_NUMBERED = re.compile(r"([A-Za-z]+) (\d+)")
# a host name cell, perhaps behind a tally mark (ntpq's "*" selected, "+" candidate): its first label
_HOST_CELL = re.compile(r"^[*+#^~-]?([A-Za-z][\w-]*)\.[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*\.?$")


_SIZES = {"XS": "extra small", "S": "small", "M": "medium", "L": "large", "XL": "extra large", "XXL": "extra large"}
# (gt29) a wheel's or a corner's position code: "Tire tread LR" is the left rear one, "RR" the right rear
_CORNERS = {"L": "left", "R": "right", "F": "front"}
_CORNER = re.compile(r"(?<![\w.])(?:([LR])([FR])|([FR])([LR]))(?![\w.])")
# (gt29) a device file named by its driver's name: /dev/zram0 is the zram device, /dev/nvme0n1p3 an nvme one
_DEVICE = re.compile(r"^/dev/(?:mapper/)?([a-z]{3,})\d")


def corner_words(cell: str) -> set[str]:
    """(gt29) The side and end a position code says: "Tire tread LR" -> left, rear; "FR" -> right, front."""
    out = set()
    for m in _CORNER.finditer(cell):
        side, end = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        out.update({_CORNERS[side], "rear" if end == "R" else "front"})
    return out


def row_words(cells: list[str], names: list[str] | None = None) -> frozenset[str]:
    """The words and typed values that name a row: its key cells, each read under its column's name (`names`: a
    TAG's "1.25" is version 1.25)."""
    out: set[str] = set()
    for i, c in enumerate(cells):
        name = names[i] if names and i < len(names) else ""
        # a bare number names the row only as a whole cell: the "0" inside "00:1F.0" is no row 0
        numbered = _NUMBERED.fullmatch(c.strip())
        if numbered:  # "Partition 1" is named by "partition 1", never by a bare 1 ("broker 2 leads partition 1")
            out.update({c.strip().lower(), numbered.group(1).lower()})
            continue
        out.update(w for w in words_of(c) if not w.isdigit() or w == c.strip() or not re.search(r"[.:]\d", c))
        if c.strip() == "/":
            out.add("root")  # a mount point "/" is the root filesystem
        for size in re.findall(r"(?<![\w.])(XS|S|M|L|XL|XXL)(?![\w.])", c):  # (gt15) a variant "M / Charcoal" is the medium one
            out.update(_SIZES[size].split())
        out |= corner_words(c)
        # (gt29) a row named in the plural ("Platelets", "Lymphocytes %") is named by its singular ("platelet count");
        # not a count line's noun ("4 snapshots": a snapshot names no row of it)
        out.update(w[:-1] for w in words_of(c) if len(w) >= 6 and w.isalpha() and w.endswith("s") and w[-2] not in "siu"
                   and not re.search(r"\d", c))
        device = _DEVICE.match(c.strip())
        if device:
            out.add(device.group(1))
        host = _HOST_CELL.match(c.strip())
        if host:  # a host is named by its short name too ("time1" for ntpq's "*time1.example.n")
            out.add(host.group(1).lower())
        if len(words_of(c)) > 1 and not c.strip().count(" "):
            out.add(c.strip().lower())  # "node-a" as a whole: "node" alone names every row of node-a, node-b, node-c
        out.update(f"{v.kind}:{v.norm}" for v in cell_values(c, name) if v.kind in ("identifier", "date", "datetime", "version"))
        for day in re.findall(r"(?<!\d)(\d{4}-[01]\d-[0-3]\d)(?=T|_|$|\b)", c):  # airflow's "scheduled__2026-11-30T02:00:00"
            out.add(f"date:{day}")
        for v in cell_values(c, ""):
            if v.kind == "datetime":
                out.add(f"date:{str(v.norm)[:10]}")
            if v.kind == "time":  # sar's "03:20:01 PM" row is the one "at 15:20" names
                out.add(f"time:{str(v.norm)[:5]}")
    return frozenset(out)


def table(headers: list[str], rows: list[list[str]], table: int,
           keys: list[int] | None = None) -> tuple[list[Record], tuple[str, ...]]:
    units = cv.table_units(headers)
    spelled = cv.glossed(headers)
    keys = keys or ([0] if spelled != headers else _key_columns(headers, rows))  # a glossed column names no row
    headers = spelled
    rows = tabular.spelled_booleans(headers, rows)
    names = [" ".join(r[k] for k in keys if k < len(r)) for r in rows]
    if len(set(names)) < len(names):  # every row "LISTEN": add the first column of words that tells the rows apart
        unique = [i for i in range(len(headers)) if not set(field_words(headers[i])) & STATE_HEADERS
                  and len({r[i] for r in rows if i < len(r)}) == len(rows) and all(i < len(r) and re.search(r"[A-Za-z]", r[i]) for r in rows)]
        keys = keys + (unique[:1] or _telling_apart(headers, rows, keys))
    records, names = [], []
    for cells in rows:
        cells = cells + [""] * (len(headers) - len(cells))
        row = " ".join(cells[k] for k in keys if cells[k]) or None
        names.append(row or "")
        rw = row_words([cells[k] for k in keys], [headers[k] for k in keys])
        text = " ".join(cells)
        named = cv.row_units(headers, cells)  # smartctl's Power_On_Hours: its RAW_VALUE is hours
        priced = documents.money_of(dict(zip(headers, cells)))  # (gt14) an export's total beside its currency column
        for i, (h, c) in enumerate(zip(headers, cells)):
            if c.strip() and c.strip().upper() != "NULL":
                found = _cell_records(table, row, rw, (h,), c.strip(), text)
                if i in units or i in named:  # df's 1K-blocks, vmstat's KiB: the unit the tool's manual gives, in place of
                    # a unit guessed from the column's name (ntpq's "delay" is in ms, not the seconds of a setting's delay)
                    documented = cv.in_unit(c.strip(), units.get(i) or named[i])
                    kept = tuple(v for v in found[0].values if not documented or v.kind == "number")
                    found[0] = replace(found[0], values=kept + documented)
                if h in priced:
                    found[0] = replace(found[0], values=found[0].values + priced[h])
                records += found
    return beside_unit(records), tuple(names)


def _telling_apart(headers: list[str], rows: list[list[str]], keys: list[int]) -> list[int]:
    """The first column of words that, with the key columns, tells every row apart where none does alone: a fuel log's
    vehicle beside its date (two vans on one day, each van on two days)."""
    for i in range(len(headers)):
        cells = [r[i] if i < len(r) else "" for r in rows]
        if i in keys or set(field_words(headers[i])) & STATE_HEADERS or not all(re.search(r"[A-Za-z]", c) for c in cells):
            continue
        if len({tuple(r[k] for k in keys if k < len(r)) + (c,) for r, c in zip(rows, cells)}) == len(rows):
            return [i]
    for i in range(len(headers)):  # (gt30) else a column numbering each item apart (turbostat's CPU beside its Core)
        cells = [r[i] if i < len(r) else "" for r in rows]
        if i not in keys and set(field_words(headers[i])) <= _INDEX_HEADERS and field_words(headers[i]) \
                and len(set(cells)) == len(rows) and all(re.fullmatch(r"\d+|-", c) for c in cells):
            return [i]
    return []


# (gt30) the name of a column that numbers the items of a machine (CPU 4, GPU 1, slot 3, port 2)
_INDEX_HEADERS = frozenset("cpu core gpu slot port lun disk bay socket numa node".split())


# fields that give the unit of the numbers beside them (CloudWatch's "Unit", an API's "unit", a lab report's "Units"
# column, Home Assistant's "unit_of_measurement", an ERP's "UoM", schema.org's QuantitativeValue "unitText" (gt20))
UNIT_FIELDS = frozenset("unit units unit_of_measurement unitofmeasurement uom unittext".split())


def beside_unit(records: list[Record]) -> list[Record]:
    """A bare number beside a unit field of its own object or row is in that unit (CloudWatch's {"Average": 41.7,
    "Unit": "Percent"}, an API's {"value": 250, "unit": "ms"}, a report's Result column beside its Units column);
    so is one beside an object of metadata that gives a unit and holds no number of its own (Home Assistant's
    {"state": "21.4", "attributes": {"unit_of_measurement": "°C"}})."""
    def is_unit(r: Record) -> bool:
        return bool(r.path) and r.path[-1].lower() in UNIT_FIELDS
    units = {(r.table, r.row, r.path[:-1]): r.raw.strip() for r in records if is_unit(r)}
    numbered = {(r.table, r.row, r.path[:-1]) for r in records if not is_unit(r) and _BARE_NUMBER.fullmatch(r.raw.strip())}
    for (table, row, where), unit in list(units.items()):
        if where and where not in numbered:  # a metadata object's unit is its parent's
            units.setdefault((table, row, where[:-1]), unit)
    # (gt15) a field named for another's unit (weather.gov's "temperatureUnit": "F" beside "temperature")
    named = {(r.table, r.row, r.path[:-1] + (m.group(1),)): _DEGREES.get(r.raw.strip(), r.raw.strip())
             for r in records if r.path and (m := _UNIT_OF.fullmatch(r.path[-1]))}
    # (gt19) an enclosing object's unit, the same wherever it is given, is that of the bare numbers nested in it (Azure Monitor)
    outer: dict[tuple[str, ...], set[str]] = {}
    for r in records:
        if is_unit(r):
            outer.setdefault(r.path[:-1], set()).add(r.raw.strip())
    out = []
    for r in records:
        unit = named.get((r.table, r.row, r.path)) or units.get((r.table, r.row, r.path[:-1])) if r.path and not is_unit(r) else None
        if unit is None and r.path and not is_unit(r) and _BARE_NUMBER.fullmatch(r.raw.strip()):
            unit = next((next(iter(outer[r.path[:i]])) for i in range(len(r.path) - 2, 0, -1)
                         if len(outer.get(r.path[:i], ())) == 1), None)
        extra = next((found for u in dict.fromkeys((unit, unit.lower())) if (found := tuple(
            v for v in cv.in_unit(r.raw, u) if v.kind != "number"))), ()) if unit else ()  # "mmol/L" as written, "Bytes" lower-cased
        if not extra and len(r.path) > 1 and r.path[-1].lower() == "value":  # (gt15) {"p50_latency_ms": {"value": 41.2}}
            extra = tuple(v for v in cell_values(r.raw, r.path[-2]) if v.kind != "number" and v not in r.values)
        out.append(replace(r, values=r.values + extra) if extra else r)
    return out


_UNIT_OF = re.compile(r"([A-Za-z]\w*?)[_-]?(?:Unit|unit)")
_DEGREES = {"F": "°F", "C": "°C"}


_BARE_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
