"""Parse a tool output (or any source span) into records and prose clauses.

Contract. `parse(span)` returns a `Parsed`: `records`, one per structured cell (its table,
its row key, its field path, the raw cell text and the typed values `values.parse_cell`
reads from it with the field name giving units and state axes), and `clauses`, the
sentences of whatever is prose, split into clauses. Formats tried in order: JSON (nested
objects and arrays; an array of objects is a table whose nested objects stay in their row)
and JSON Lines, Prometheus text, pipe tables (psql, mysql, Markdown), CSV / TSV with a
header row, whitespace-aligned tables with a header row (kubectl, docker, ps, df; the table
shapes are read into headers and rows by tabular.py, records are built here), TOML /
INI / .env settings, YAML and `key: value` lines (nested by indentation when YAML cannot
read them). Text that is none of these, or only partly one, is prose. Lines a table
carries around itself ("(3 rows)", "3 rows in set") are prose. A chat between a user and an
assistant is prose of what the user asserted (turns.py; `Parsed.chat` keeps the reading).

Why: a bag of words cannot tell which row or field a number belongs to, so a value moved
between rows or fields looks grounded. With records, a claim's value can be looked up
where the claim says it is (alignment/ does that).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import date
from decimal import Decimal
from functools import lru_cache


from . import cells as cv, changes, config_blocks, documents, headed, listings, pasted, readers, tabular, turns
from .mappings import _KV, _assignments, _indented, _mapping, _mapping_shaped, _transcript
from .cells import cell_values, field_words, size_value
from .records import _PAIR, Parsed, Record, cell_records as _cell_records, positional
from .clauses import Clause, clauses, words_of
from . import values as tv  # noqa: F401  (spans.tv: the values reader, as callers have used it)

__all__ = ["IDENTITY_WORDS", "Parsed", "Record", "cell_values", "field_words", "names_row", "parse", "positional", "size_value"]

# a column whose header is one of these words names the row (besides the first column)
IDENTITY_WORDS = frozenset(
    "name names id key title user username host hostname node service region country city store "
    "customer gene pod deployment container namespace account email sku product pid job queue team "
    "project repo repository branch database table index host_name cluster zone site mounted mount mountpoint "
    "interface iface device partition tag identifier".split())  # docker images: REPOSITORY and TAG name an image together
# columns that say what state a row is in: never used to tell rows apart
_STATE_HEADERS = frozenset("status state phase condition health result outcome".split())

# ------------------------------------------------------------------ tables

def _key_columns(headers: list[str], rows: list[list[str]] = ()) -> list[int]:  # type: ignore[assignment]
    keys = [0] if headers and not set(field_words(headers[0])) & _STATE_HEADERS else []
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


def _row_words(cells: list[str], names: list[str] | None = None) -> frozenset[str]:
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


def _table(headers: list[str], rows: list[list[str]], table: int,
           keys: list[int] | None = None) -> tuple[list[Record], tuple[str, ...]]:
    units = cv.table_units(headers)
    spelled = cv.glossed(headers)
    keys = keys or ([0] if spelled != headers else _key_columns(headers, rows))  # a glossed column names no row
    headers = spelled
    rows = tabular.spelled_booleans(headers, rows)
    names = [" ".join(r[k] for k in keys if k < len(r)) for r in rows]
    if len(set(names)) < len(names):  # every row "LISTEN": add the first column of words that tells the rows apart
        unique = [i for i in range(len(headers)) if not set(field_words(headers[i])) & _STATE_HEADERS
                  and len({r[i] for r in rows if i < len(r)}) == len(rows) and all(i < len(r) and re.search(r"[A-Za-z]", r[i]) for r in rows)]
        keys = keys + (unique[:1] or _telling_apart(headers, rows, keys))
    records, names = [], []
    for cells in rows:
        cells = cells + [""] * (len(headers) - len(cells))
        row = " ".join(cells[k] for k in keys if cells[k]) or None
        names.append(row or "")
        rw = _row_words([cells[k] for k in keys], [headers[k] for k in keys])
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
    return _beside_unit(records), tuple(names)


def _telling_apart(headers: list[str], rows: list[list[str]], keys: list[int]) -> list[int]:
    """The first column of words that, with the key columns, tells every row apart where none does alone: a fuel log's
    vehicle beside its date (two vans on one day, each van on two days)."""
    for i in range(len(headers)):
        cells = [r[i] if i < len(r) else "" for r in rows]
        if i in keys or set(field_words(headers[i])) & _STATE_HEADERS or not all(re.search(r"[A-Za-z]", c) for c in cells):
            continue
        if len({tuple(r[k] for k in keys if k < len(r)) + (c,) for r, c in zip(rows, cells)}) == len(rows):
            return [i]
    return []


# ------------------------------------------------------------------ objects

def _flatten(obj: object, path: tuple[str, ...], table: int, out: list[Record], tables: dict, counter: list[int],
             parent: frozenset[str] = frozenset()) -> None:
    """Records of a nested object; an array of objects is a table, and a table nested in a row of another carries
    that row's words (`parent`): the items of one shipment, the locations of one server, are that one's."""
    keyed = _keyed_rows(obj)
    if keyed is not None:  # PyPI's "releases": {"2.2.1": [{...}], ...}: a row per version, named by it
        _flatten(keyed, path, table, out, tables, counter, parent)
    elif isinstance(obj, dict):
        priced = documents.money_of(obj, path[-1] if path else "")
        for k, v in obj.items():
            n = len(out)
            _flatten(v, path + (str(k),), table, out, tables, counter, parent)
            if k in priced and len(out) > n:
                out[n] = replace(out[n], values=out[n].values + priced[k])
    elif isinstance(obj, list) and obj and all(isinstance(x, dict) for x in obj):
        counter[0] += 1
        t = counter[0]
        objs = [_row_cells(x) for x in obj]
        headers = list(dict.fromkeys(k for x in objs for k in x))
        scalar = [h for h in headers if all(not isinstance(x.get(h), (dict, list)) for x in objs)]
        keys = _own_keys([h for h in scalar if names_row(h)], objs) or _worded(scalar, objs) or scalar[:1]
        if len({tuple(str(x.get(k)) for k in keys) for x in objs}) < len(objs):  # every series named up{...}: the
            unique = [h for h in scalar if h not in keys and len({str(x.get(h)) for x in objs}) == len(objs)  # label
                      and all(re.search(r"[A-Za-z]", str(x.get(h) or "")) for x in objs)]       # that tells them apart
            keys = keys + unique[:1]
        names = []
        for x in objs:
            cells = [str(x.get(k)) for k in keys if x.get(k) is not None]
            row = " ".join(cells) or None
            names.append(row or "")
            rw = _row_words(cells) | parent
            for k, v in x.items():  # (gt18) a row's tags or aliases ("imageTags": ["v3.14.0", "latest"]) name it too
                if isinstance(v, list) and set(field_words(str(k[-1]))) & _NAMING_LISTS and all(isinstance(i, str) for i in v):
                    rw |= _row_words(v, [str(k[-1])] * len(v))
            text = " ".join(str(v) for v in x.values() if not isinstance(v, (dict, list)))
            priced = documents.money_of(x)
            for k, v in x.items():
                if isinstance(v, list) and v and all(isinstance(i, (str, int, float, Decimal)) for i in v):
                    for item in v:  # (gt18) a list of tags or codes inside a row ("imageTags": [...]) is that row's
                        out.extend(_cell_records(t, row, rw, path + k, item, text))
                elif isinstance(v, (dict, list)):
                    _flatten(v, path + k, t, out, tables, counter, rw)
                elif v is not None:
                    found = _cell_records(t, row, rw, path + k, v, text)
                    if k in priced:
                        found[0] = replace(found[0], values=found[0].values + priced[k])
                    out.extend(found)
        tables[t] = tuple(names)
    elif isinstance(obj, list):
        for v in obj:
            _flatten(v, path, table, out, tables, counter, parent)
    elif obj is not None:
        out.extend(_cell_records(table, None, frozenset(), path, obj, ""))


def _worded(scalar: list, objs: list[dict]) -> list:
    """(gt16) With no naming field, the first field whose values are words or dates, one to a row, names the rows
    (npm's {"downloads": 1204, "day": "2026-11-23"}: the day), not a count that comes first."""
    if not scalar or not all(isinstance(x.get(scalar[0]), (int, float, Decimal)) for x in objs):
        return []  # the first field is no count: it names the rows as before
    for h in scalar:
        cells = [x.get(h) for x in objs]
        if all(isinstance(c, str) and c.strip() and not re.fullmatch(r"[-+]?[\d.,]+", c.strip()) for c in cells) \
                and len(set(cells)) == len(cells):
            return [h]
    return []


def _own_keys(keys: list[tuple[str, ...]], objs: list[dict]) -> list[tuple[str, ...]]:
    """The naming fields that name their own row: one whose value is another row's name (a replica's
    ReadReplicaSourceDBInstanceIdentifier, a task's parent_id) refers to that row, it does not name this one."""
    if len(keys) < 2:
        return keys
    whole = [k for k in keys if all(x.get(k) is not None for x in objs)]  # the names every row has

    def refers(h: tuple[str, ...]) -> bool:
        return any(x.get(h) is not None and any(y is not x and str(y.get(k)) == str(x.get(h)) for y in objs for k in whole if k != h)
                   for x in objs)
    return [h for h in keys if not refers(h)] or keys


_ROW_KEY = re.compile(r"v?\d+(?:\.\d+)+(?:[-+.]?[A-Za-z0-9.]+)?|\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?"
                      r"|[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")


_HEX_ID = re.compile(r"(?=[0-9a-f-]*\d)[0-9a-f]{4,64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def _named_by_id(obj: dict) -> bool:
    """Keys that are all hex ids or UUIDs, each holding an object with a name of its own."""
    return all(isinstance(k, str) and _HEX_ID.fullmatch(k) and isinstance(v, dict)
               and any(str(f).lower() == "name" and isinstance(x, str) for f, x in v.items()) for k, v in obj.items())


def _keyed_rows(obj: object) -> list[dict] | None:
    """An object whose keys are all versions, dates or e-mail addresses, each holding an object (or a list of one): a
    table of rows, each named by its key ("releases": {"2.2.1": [{"yanked": true}], "2.3.0": [...]}; a calendar
    free/busy's "calendars": {"anna@example.org": {"busy": [...]}}), so a value stays with its version or person."""
    if not isinstance(obj, dict) or len(obj) < 2:
        return None
    if _named_by_id(obj):  # (gt14) docker inspect's "Containers": {"<id>": {"Name": "shop-db-1", ...}}: rows by their Name
        return [{"id": k, **v} for k, v in obj.items()]
    if not all(isinstance(k, str) and _ROW_KEY.fullmatch(k) for k in obj):
        return None
    rows = [v[0] if isinstance(v, list) and len(v) == 1 else v for v in obj.values()]
    if not all(isinstance(r, dict) and r for r in rows):
        return None
    return [{"email" if "@" in k else "version" if k.count(".") else "date": k, **r} for k, r in zip(obj, rows)]


def _row_cells(obj: dict, path: tuple[str, ...] = (), depth: int = 0) -> dict[tuple[str, ...], object]:
    """An object of an array, its nested objects opened into cells of the same row ("State": {"Name": "running"} is
    the row's State.Name): what is nested in a row belongs to that row. Arrays stay as they are (a table of their own)."""
    out: dict[tuple[str, ...], object] = {}
    for k, v in obj.items():
        if isinstance(v, list) and len(v) == 1 and isinstance(v[0], dict) and v[0] and depth:
            v = v[0]  # FHIR's "coding": [{...}] inside a row's object: one item is the row's own (its display names it)
        if isinstance(v, dict) and v and _named_by_id(v) and len(v) > 1:
            out[path + (str(k),)] = [{"id": i, **x} for i, x in v.items()]  # (gt14) objects keyed by id: a table of their own
        elif isinstance(v, dict) and v:
            out.update(_row_cells(v, path + (str(k),), depth + 1))
        else:
            out[path + (str(k),)] = v
    return out


_ROW_NAMERS = frozenset("name id key title".split())
_NAMING_LISTS = frozenset("tags tag aliases alias names".split())  # (gt18) list fields whose items name their row


def names_row(header: tuple[str, ...]) -> bool:
    """A cell that names its row: an identity word in its field name, and no state word (State.Name is a state);
    in a nested object only a name or id names the row (Placement.AvailabilityZone places it)."""
    words = {w for part in header for w in field_words(part)}
    if words & _STATE_HEADERS:
        return False
    last = set(field_words(header[-1]))
    return bool(last & (_ROW_NAMERS if len(header) > 1 else IDENTITY_WORDS))


# ------------------------------------------------------------------ parse

# the mark a terminal UI prints after the header it sorts by (k9s's "NAMESPACE↑", htop's "CPU%▽"): no part of the name
_SORT_MARK = re.compile(r"(?<=[A-Z%])[↑↓▲▼△▽](?=[ \t]|$)", re.MULTILINE)


@lru_cache(maxsize=1024)
def parse(span: str, today: date | None = None) -> Parsed:
    """`today`: the day a chat was had (its provenance's observed_at), when it never says what day it is."""
    span = _SORT_MARK.sub(" ", span)  # a space in its place keeps the columns aligned
    text = span.strip()
    lines = span.strip("\r\n").splitlines()  # the first line keeps its indentation: columns stay aligned
    rewritten = pasted.apps(lines)  # IRC and Discord lines a user pasted, as `Name: text`
    if rewritten != lines:
        lines, text = rewritten, "\n".join(rewritten).strip()
    changed = _changed(text, lines)
    if changed is not None:
        return changed
    closed = _closed_table(lines)  # (gt16) first: the whole, legend and count line among the rows, may read as a table
    if closed is not None:
        return closed
    data = _data(text, lines)
    if data is not None:
        return data
    records: list[Record] = []
    tables: dict[int, tuple[str, ...]] = {}
    logged = listings.logfmt(lines)  # `ts=... level=info msg=...` lines are rows, no settings file
    if logged:
        return _read(logged, text)
    settings = _assignments(text)
    if settings:
        _flatten(settings, (), 0, records, tables, [0])
        return Parsed("settings", tuple(records), _string_clauses(records), text, tables)
    stanza = headed.stanzas(lines)
    if stanza:  # (gt17) LDIF entries, several packages' fields: a row per record, each value in its own record
        records, names = _table(stanza[0], stanza[1], 1, keys=[0])
        return Parsed("blocks", tuple(records), _string_clauses(records) + clauses("\n".join(stanza[2])), text, {1: names})
    mapping = _mapping(text)
    shaped = mapping is None and _mapping_shaped(text)
    tree = headed.keyed(lines) if shaped else None
    if tree:  # certbot's certificates: the fields under each "Certificate Name: ..." are that certificate's
        _flatten(tree, (), 0, records, tables, [0])
        return Parsed("blocks", tuple(records), _string_clauses(records), text, tables)
    if mapping or shaped:
        paired = _paired_rows(mapping or {p[0]: v for p, v in _indented(lines) if len(p) == 1})
        if paired:
            headers, rows = paired
            records, names = _table(headers, rows, 1, keys=[0])
            tables = {1: names}
        elif mapping:
            _flatten(mapping, (), 0, records, tables, [0])
        else:
            for path, value in _indented(lines):
                records += _cell_records(0, None, frozenset(), path, value, "")
        # lines that are no `key: value` ("HTTP/2 301" over the headers) are prose beside the records
        rest = "\n".join(ln for ln in lines if ln.strip() and not _KV.match(ln) and not re.match(r"^\s*[\w .\-]+:\s*$", ln)
                         and not ln.lstrip().startswith("- "))
        return Parsed("mapping", tuple(records), _string_clauses(records) + (clauses(rest) if rest else ()), text, tables)
    if any(ln[:1].isspace() for ln in lines) and _transcript(lines):  # a chat with lines pasted indented in a turn
        chat = turns.read(lines, today)
        if chat is not None:
            return _conversation(chat)
    # a command line or a notice over a table or JSON ("$ kubectl get pods", "Warning: ..."), or a summary over a
    # blank line (top's header lines over its process table)
    blank = [i + 1 for i, ln in enumerate(lines) if not ln.strip() and 2 < i + 1 < len(lines) - 1]
    # or a legend over a header (nodetool's "Datacenter: dc1" / "Status=Up/Down" lines over its columns)
    headed_at = [i for i in range(3, min(len(lines) - 1, 8)) if tabular.header_like(lines[i])]
    for skip in (1, 2, *blank[-1:], *headed_at[:1]):
        body = _data("\n".join(lines[skip:]).strip(), lines[skip:], headed_ok=False) if len(lines) > skip else None
        if body is not None and body.records:
            head = "\n".join(lines[:skip])
            return replace(body, records=body.records + positional(head), clauses=clauses(head) + body.clauses, text=text)
    noted = _noted_table(lines)
    if noted is not None:
        return noted
    chat = turns.read(lines, today)
    if chat is not None:
        return _conversation(chat)
    return Parsed("prose", positional(text), clauses(text), text, {})


# (gt15) the count line a SQL client prints under its result ("(3 rows affected)", "3 rows selected.", "(1 row)")
_COUNT_LINE = re.compile(r"^\s*\(?\d+ rows?(?: affected| selected| returned| in set)?\)?\.?\s*(?:\([\d.]+ sec\))?\s*$"
                         r"|^\s*\d+ (?:[a-z-]+ ){0,2}[a-z-]+ (?:listed|found|shown)\.?\s*$", re.I)  # (gt16) "7 loaded units listed."


def _closed_table(lines: list[str]) -> Parsed | None:
    """A table closed by its client's count line: the lines above it read as a table, the count line and what follows
    it (sqlcmd's "Completion time: ...") as prose beside the rows. (gt16) The table ends at its first blank line: a
    legend printed between it and the count line (systemctl list-units) is prose too."""
    cut = next((i for i, ln in enumerate(lines) if i >= 2 and _COUNT_LINE.match(ln)), None)
    if cut is None:
        return None
    body = lines[:cut]
    blank = next((i for i, ln in enumerate(body) if i >= 2 and not ln.strip()), None)
    if blank is not None:  # (gt16) systemctl's legend ("LOAD   = Reflects whether ...") between the rows and the count
        cut, body = blank, body[:blank]
    while body and not body[-1].strip():
        body.pop()
    data = _data("\n".join(body).strip(), body) if len(body) >= 2 else None
    if data is None or not data.records:
        return None
    tail = "\n".join(lines[cut:]).strip()
    return replace(data, records=data.records + positional(tail), clauses=data.clauses + clauses(tail), text="\n".join(lines).strip())


def _noted_table(lines: list[str]) -> Parsed | None:
    """(gt18) A table over a blank line and a note in sentences (vagrant global-status's "The above shows information
    about all known Vagrant environments ..."): the rows a table, the note prose beside them."""
    blank = next((i for i, ln in enumerate(lines) if i >= 3 and not ln.strip()), None)
    if blank is None:
        return None
    tail = "\n".join(lines[blank:]).strip()
    if not tail or not re.search(r"(?:\b[A-Za-z]{2,}\b[ ,]+){5}", tail):
        return None
    body = lines[:blank]
    data = _data("\n".join(body).strip(), body)
    if data is None or len(data.tables) != 1 or len(next(iter(data.tables.values()))) < 2:
        return None
    return replace(data, clauses=data.clauses + clauses(tail), text="\n".join(lines).strip())


def _read(read: tuple, text: str) -> Parsed:
    """The Parsed of a reader's (headers, rows, fields[, prose lines]) (readers.py): rows named by their "name" cell."""
    headers, rows, fields, *prose = read
    records, names = _table(headers, rows, 1, keys=[i for i, h in enumerate(headers) if h in ("hop", "name")]) if rows else ([], ())
    for key, raw in fields:
        records += _cell_records(0, None, frozenset(), (key,), raw, "")
    records += positional("\n".join(prose[0])) if prose else ()  # a summary of counts beside the rows
    return Parsed("table", tuple(records), clauses("\n".join(prose[0])) if prose and prose[0] else (), text,
                  {1: names} if rows else {})


def _changed(text: str, lines: list[str]) -> Parsed | None:
    """A plan or a diff (changes.py): a record per value with its side of the change; each thing changed (a
    terraform resource, a helm object) is a row of one table; headings and summaries are prose."""
    found = changes.read(lines)
    if not found:
        return None
    records = []
    for x in found:
        table = 1 if x.thing else 0
        words = _row_words([x.thing]) | frozenset(w for w in field_words(x.thing) if not w.isdigit()) if x.thing else frozenset()
        for r in _cell_records(table, x.thing or None, words, x.path, x.raw, x.thing):
            records.append(replace(r, side=x.side, action=x.action))
    things = tuple(dict.fromkeys(x.thing for x in found if x.thing))
    head = "\n".join(changes.prose(lines))
    return Parsed("changes", tuple(records) + positional(head), clauses(head) if head else (), text,
                  {1: things} if things else {})


def _paired_rows(mapping: dict | None) -> tuple[list[str], list[list[str]]] | None:
    """A mapping whose every value is `key=value` pairs (ansible's PLAY RECAP: "app-01 : ok=14 changed=3 ...") is a
    table: a row per key, a column per pair."""
    if not mapping or len(mapping) < 2 or not all(isinstance(v, str) and len(_PAIR.findall(v)) >= 2 for v in mapping.values()):
        return None
    pairs = {str(k): dict(_PAIR.findall(v)) for k, v in mapping.items()}
    columns = list(dict.fromkeys(c for p in pairs.values() for c in p))
    return ["name", *columns], [[k, *(p.get(c, "") for c in columns)] for k, p in pairs.items()]


def _conversation(chat: turns.Conversation) -> Parsed:
    """A user/assistant chat (turns.py): clauses of what the user asserted, each standing for the user ("I", "my"); the
    text, for words, adds the questions and suppositions; the assistant's statements are left out."""
    own = frozenset({"user"} | {w for n in chat.names for w in words_of(n)})
    said = tuple(replace(c, names=c.names | own) for c in clauses("\n".join(chat.asserted)))
    return Parsed("transcript", (), said, "\n".join(chat.asserted + chat.context), {}, chat)


def _data(text: str, lines: list[str], headed_ok: bool = True) -> Parsed | None:
    """The span as JSON (or JSON Lines), Prometheus text or a table; None when it is none of them."""
    records: list[Record] = []
    tables: dict[int, tuple[str, ...]] = {}
    if text[:1] in "{[":
        try:
            data = json.loads(text, parse_float=Decimal)
        except ValueError:
            data = None
        if data is None:
            data = documents.json_lines(text) or documents.shell_literal(text)
        if isinstance(data, (dict, list)):
            _flatten(documents.plain(data), (), 0, records, tables, [0])
            units = cv.document_units(data)  # OpenWeatherMap's kelvin: the unit its API documents
            records = [replace(r, values=r.values + cv.in_document_unit(r.raw, units[r.path])) if r.path in units else r
                       for r in records]
            records = _beside_unit(records)
            return Parsed("json", tuple(records), _string_clauses(records), text, tables)
    if text.startswith("<") and text.rstrip().endswith(">"):
        tree = documents.xml(text)
        if tree is not None:
            _flatten(documents.plain(tree), (), 0, records, tables, [0])
            return Parsed("xml", tuple(records), _string_clauses(records), text, tables)
    pairs = tabular.key_value(lines)
    if pairs:  # vault's Key / Value table: one record's fields
        for key, raw in pairs:
            records += _cell_records(0, None, frozenset(), (key,), raw, "")
        return Parsed("mapping", tuple(records), (), text, tables)
    tree = config_blocks.blocks(lines) or readers.releases(lines) or config_blocks.directives(lines)
    if tree is not None:  # nginx.conf: a directive belongs to its block; a changelog's entry to its release
        _flatten(tree, (), 0, records, tables, [0])
        return Parsed("config", tuple(records), (), text, tables)
    for reader in readers.READERS:  # dig's records, ip addr's interfaces, a hosts file's names: rows by name
        read = reader(lines)
        if read:
            return _read(read, text)
    tree = headed.read(lines) if headed_ok and not _mapping_shaped(text) else None  # headings open the whole output
    if tree is not None:  # netstat -s, iptables -L, nmap, git log: a value belongs to the block it is printed in
        _flatten(tree, (), 0, records, tables, [0])
        return Parsed("blocks", tuple(records), _string_clauses(records), text, tables)
    exposition = tabular.exposition(lines)
    if exposition:
        headers, rows, prose = exposition
        records, names = _table(headers, rows, 1, keys=[0])  # the series names its sample
        return Parsed("metrics", tuple(records), clauses(".\n".join(prose)) if prose else (), text, {1: names})
    pipe = tabular.stacked(lines) or tabular.pipe_table(lines)
    if pipe:
        headers, rows, rest = pipe
        records, names = _table(headers, rows, 1)
        return Parsed("table", tuple(records), clauses("\n".join(rest)), text, {1: names})
    delimited = tabular.delimited(text)
    if delimited:
        records, names = _table(*delimited, 1)
        return Parsed("csv", tuple(records), (), text, {1: names})
    cron = tabular.crontab(lines)
    if cron:
        records, names = _table(*cron, 1, keys=[0])
        return Parsed("table", tuple(records), (), text, {1: names})
    aligned = tabular.aligned([tabular.TREE.sub(" ", ln) for ln in lines])  # lsblk, pstree: "├─sda1" is the row sda1
    if aligned:
        records, names = _table(*aligned, 1)
        return Parsed("table", tuple(records), (), text, {1: names})
    bare = tabular.headerless([tabular.TREE.sub(" ", ln) for ln in lines])
    if bare:
        rows, key = bare
        records, names = _table(_column_names(rows, key), rows, 1, keys=[key])
        return Parsed("table", tuple(records), (), text, {1: names})
    return None


# fields that give the unit of the numbers beside them (CloudWatch's "Unit", an API's "unit", a lab report's "Units"
# column, Home Assistant's "unit_of_measurement", an ERP's "UoM", schema.org's QuantitativeValue "unitText" (gt20))
UNIT_FIELDS = frozenset("unit units unit_of_measurement unitofmeasurement uom unittext".split())


def _beside_unit(records: list[Record]) -> list[Record]:
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


def _column_names(rows: list[list[str]], key: int) -> list[str]:
    """Names for the columns of a table printed without a header, from what the cells are: the key column is the
    row's name, a column of sizes is the size ("238.2G"), a column of paths the path; others by position."""
    def kind(i: int) -> str:
        cells = [r[i] for r in rows if r[i]]
        if i == key:
            return "name"
        if cells and all(size_value(c) for c in cells):
            return "size"
        if cells and all(any(v.kind == "duration" for v in cell_values(c, "")) for c in cells):
            return "time"  # systemd-analyze blame: how long each unit took
        if cells and all(c.startswith("/") for c in cells):
            return "path"
        if cells and all(re.match(r"[\d.]+/\d|[0-9a-f:]+/\d", c) for c in cells):
            return "address"
        return f"column{i + 1}"
    return [kind(i) for i in range(len(rows[0]))]


def _string_clauses(records: list[Record]) -> tuple[Clause, ...]:
    """Long string values (a description, a message) are prose too."""
    prose = [r.raw for r in records if len(r.raw.split()) >= 4]
    return clauses(".\n".join(prose)) if prose else ()
