"""Nested objects (JSON, YAML, XML read as objects) flattened into records: an array of objects is a table, its
rows named by their naming fields, and what is nested in a row stays that row's.

Contract. `flatten(obj, path, table, out, tables, counter)` appends the records of `obj` to `out` and the row names of
every table it finds to `tables`; `names_row(header)` says whether a field names its row.

Why: "the price of the second item" is found only if the item's nested price is kept in the item's row.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from . import documents
from .cells import field_words
from .records import Record, cell_records as _cell_records
from .table_records import IDENTITY_WORDS, STATE_HEADERS, row_words

__all__ = ["flatten", "names_row"]


def flatten(obj: object, path: tuple[str, ...], table: int, out: list[Record], tables: dict, counter: list[int],
             parent: frozenset[str] = frozenset()) -> None:
    """Records of a nested object; an array of objects is a table, and a table nested in a row of another carries
    that row's words (`parent`): the items of one shipment, the locations of one server, are that one's."""
    keyed = _keyed_rows(obj)
    if keyed is not None:  # PyPI's "releases": {"2.2.1": [{...}], ...}: a row per version, named by it
        flatten(keyed, path, table, out, tables, counter, parent)
    elif isinstance(obj, dict):
        priced = documents.money_of(obj, path[-1] if path else "")
        for k, v in obj.items():
            n = len(out)
            flatten(v, path + (str(k),), table, out, tables, counter, parent)
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
                      and all(_labels(x.get(h)) for x in objs)]                                # that tells them apart
            keys = keys + unique[:1]
        names = []
        for x in objs:
            cells = [str(x.get(k)) for k in keys if x.get(k) is not None]
            row = " ".join(cells) or None
            names.append(row or "")
            rw = row_words(cells) | parent
            for k, v in x.items():  # (gt18) a row's tags or aliases ("imageTags": ["v3.14.0", "latest"]) name it too
                if isinstance(v, list) and set(field_words(str(k[-1]))) & _NAMING_LISTS and all(isinstance(i, str) for i in v):
                    rw |= row_words(v, [str(k[-1])] * len(v))
            text = " ".join(str(v) for v in x.values() if not isinstance(v, (dict, list)))
            priced = documents.money_of(x)
            for k, v in x.items():
                if isinstance(v, list) and v and all(isinstance(i, (str, int, float, Decimal)) for i in v):
                    for item in v:  # (gt18) a list of tags or codes inside a row ("imageTags": [...]) is that row's
                        out.extend(_cell_records(t, row, rw, path + k, item, text))
                elif isinstance(v, (dict, list)):
                    flatten(v, path + k, t, out, tables, counter, rw)
                elif v is not None:
                    found = _cell_records(t, row, rw, path + k, v, text)
                    if k in priced:
                        found[0] = replace(found[0], values=found[0].values + priced[k])
                    out.extend(found)
        tables[t] = tuple(names)
    elif isinstance(obj, list):
        for v in obj:
            flatten(v, path, table, out, tables, counter, parent)
    elif obj is not None:
        out.extend(_cell_records(table, None, frozenset(), path, obj, ""))


_YEAR = re.compile(r"(?:1[89]|2[01])\d\d(?:-\d\d(?:-\d\d)?)?|(?:1[89]|2[01])\d\dQ[1-4]")


def _labels(cell: object) -> bool:
    """A cell that can tell rows apart: words, or (gt26) a year, month or date a series is keyed by (the World Bank's
    "date": "2024" beside an indicator and a country that every row repeats); a count can not."""
    text = str(cell or "")
    return bool(re.search(r"[A-Za-z]", text) or _YEAR.fullmatch(text.strip()))


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
    if words & STATE_HEADERS:
        return False
    last = set(field_words(header[-1]))
    return bool(last & (_ROW_NAMERS if len(header) > 1 else IDENTITY_WORDS))
