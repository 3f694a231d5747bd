"""Outputs made of blocks, each opened by a heading line that names it, read as rows of one table.

Contract. `read(lines)` returns {"blocks": [row, ...]} (a tree spans.py flattens as it does JSON: a list of objects
is a table, a list nested in a row is a table carrying that row's words), or None when the lines are not blocks.
A heading is a line at the left margin that either ends with a colon and has indented lines under it (`netstat -s`:
"Tcp:"; Windows `ipconfig`: "Ethernet adapter Ethernet:"), or starts with the same word as the other headings and
has other lines between them (`iptables -L`: "Chain INPUT (policy DROP)"; `nmap`: "Nmap scan report for gw (10.0.0.1)";
`git log`: "commit 9f2c..."). A row is named by what tells its heading from the others ("INPUT", "gw"); a
parenthesised "(policy DROP)" or "(192.168.50.1)" of the heading is a field of the row. Under a heading, `Key: value`
lines (dotted leaders too: "Physical Address. . . : ...") are fields, "4829113 total packets received" is a count
named by its words, a table with a header row is a table of the row, `git log --stat` file lines are rows with the
number of lines they change, and whatever else is the row's text. (gt17) `stanzas(lines)`: records of `Key: value`
fields at the margin, a blank line between (LDIF entries, `pip show` of several packages), as a table's rows.

Why: read as one table or as prose, the same field name ("packets received", "policy") occurs in every block and a
value of one block grounds a claim about another; as rows, a value is looked up in the block the claim names.
"""

from __future__ import annotations

import re

from . import readers, tabular
from .cells import GLOSSARY as _GLOSSARIES

GLOSSARY = _GLOSSARIES["iptables"]

_COLON_HEAD = re.compile(r"^([A-Za-z][\w .()/\-]{0,60}?):\s*$")
_FIELD = re.compile(r"^([A-Za-z][\w ()/\-]{0,40}?)(?:\s*\.(?: ?\.)*)?\s*:\s+(\S.*)$")
_COUNT = re.compile(r"^(\d+)\s+([A-Za-z][A-Za-z ()\-]*[A-Za-z)])$")
_PAREN = re.compile(r"\(([^()]*)\)")
_WORD = re.compile(r"^[A-Za-z][\w\-]*$")


def read(lines: list[str]) -> dict | None:
    """The blocks of the output, or None unless two or more headings, each with lines under it."""
    heads = _colon_heads(lines) or _word_heads(lines)
    if not heads:
        return None
    rows = []
    for n, (i, name, extra) in enumerate(heads):
        end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        body = [ln for ln in lines[i + 1:end]]
        row: dict = {"name": name, **extra}
        row.update(_body(body))
        rows.append(row)
    return {"blocks": rows}


def keyed(lines: list[str]) -> dict | None:
    """`Key: value` lines whose one key comes back at one indentation, each time with lines indented under it
    (`certbot certificates`: "Certificate Name: shop.example.org" over its domains and expiry): each is a block named
    by its value, the lines under it its fields; another key that opens a block at that indentation is a block of its
    own kind (`wg show`: "interface: wg0", then its peers). None unless two blocks or more under one key."""
    found: dict[tuple[int, str], list[int]] = {}
    for i, ln in enumerate(lines):
        m = _FIELD.match(ln.strip())
        if m and not re.search(r"\.\s*\.", ln):
            found.setdefault((len(ln) - len(ln.lstrip()), m.group(1).strip()), []).append(i)
    def opens(i: int, indent: int) -> bool:
        nxt = next((x for x in lines[i + 1:] if x.strip()), "")
        return len(nxt) - len(nxt.lstrip()) > indent
    heads = [(k, v) for k, v in found.items() if len(v) >= 2 and all(opens(i, k[0]) for i in v)]
    if len(heads) != 1:
        return None
    indent = heads[0][0][0]
    # a key at that indentation that opens a block once is a block too (`wg show`'s "interface: wg0" over its peers)
    heads += [(k, v) for k, v in found.items() if k[0] == indent and k != heads[0][0] and all(opens(i, indent) for i in v)]
    starts = sorted(i for _, at in heads for i in at)
    out: dict[str, list[dict]] = {}
    for (_, key), at in heads:
        for i in at:
            end = next((s for s in starts if s > i), len(lines))
            body = [ln for ln in lines[i + 1:end] if len(ln) - len(ln.lstrip()) > indent or not ln.strip()]
            row = {"name": _FIELD.match(lines[i].strip()).group(2).strip(), **_body(body)}  # type: ignore[union-attr]
            out.setdefault(key, []).append(row)
    return out


def _colon_heads(lines: list[str]) -> list[tuple[int, str, dict]]:
    """Headings "Name:" at the margin, each followed by an indented line; every line at the margin is one."""
    heads = []
    for i, ln in enumerate(lines):
        if not ln.strip() or ln[:1].isspace():
            continue
        m = _COLON_HEAD.match(ln.rstrip())
        nxt = next((x for x in lines[i + 1:] if x.strip()), "")
        if not m or not nxt[:1].isspace():
            return []
        heads.append((i, m.group(1).strip(), {}))
    return heads if len(heads) >= 2 else []


def _word_heads(lines: list[str]) -> list[tuple[int, str, dict]]:
    """Headings at the margin that share their first words, with other lines between each two of them."""
    margin = [(i, ln.rstrip()) for i, ln in enumerate(lines) if ln.strip() and not ln[:1].isspace()]
    if not margin:
        return []
    firsts: dict[str, list[tuple[int, str]]] = {}
    for i, ln in margin:
        first = ln.split()[0]
        if _WORD.match(first) and not ln.endswith(".") and len(ln.split()) <= 8 and ":" not in ln.split()[0]:
            firsts.setdefault(first, []).append((i, ln))
    heads = firsts.get(margin[0][1].split()[0], [])  # the first line at the margin opens the first block
    if len(heads) < 2 or len(heads) * 2 >= len([ln for ln in lines if ln.strip()]):
        return []
    if heads[0][0] != margin[0][0] or any(b[0] - a[0] < 2 for a, b in zip(heads, heads[1:])):
        return []
    prefix = _common_prefix([ln.split() for _, ln in heads])
    out = []
    for i, ln in heads:
        rest = " ".join(ln.split()[prefix:])
        extra = {}
        for inner in _PAREN.findall(rest):
            words = inner.split()
            if len(words) == 2 and _WORD.match(words[0]):
                extra[words[0]] = words[1]  # "(policy DROP)"
            elif len(words) == 1:
                extra["address"] = words[0]  # "gw.lab.internal (192.168.50.1)"
        name = _PAREN.sub(" ", rest).strip()
        if not name:
            return []
        out.append((i, name, extra))
    if len({n for _, n, _ in out}) < len(out):
        return []
    return out


def _common_prefix(split: list[list[str]]) -> int:
    n = 0
    while all(len(s) > n + 1 and s[n] == split[0][n] for s in split):
        n += 1
    return n


def _body(lines: list[str]) -> dict:
    """The fields, counts, table and text of one block."""
    out: dict = {}
    stat = readers.diff_stat([ln for ln in lines if re.match(r"^\s*\S.*\|\s+\d|^\s*\d+ files? changed", ln)])
    if stat:
        headers, rows, fields = stat
        out["files"] = [dict(zip(headers, r)) for r in rows]
        out.update(dict(fields))
        lines = [ln for ln in lines if not re.match(r"^\s*\S.*\|\s+\d|^\s*\d+ files? changed", ln)]
    table_lines: list[str] = []
    for ln in lines:
        s = ln.strip()
        field, count = _FIELD.match(s), _COUNT.match(s)
        if not s:
            table_lines.append("") if table_lines else None
        elif count and not table_lines:
            out.setdefault(count.group(2), count.group(1))
        elif field and not table_lines:
            out.setdefault(field.group(1).strip(), field.group(2).strip())
        else:
            table_lines.append(ln)
    text: list[str] = []
    for para in "\n".join(table_lines).split("\n\n"):  # a table and what follows it after a blank line
        part = [ln for ln in para.splitlines() if ln.strip()]
        for start in range(len(part) - 1):  # lines of text ("Host is up") over a table
            table = None if "rows" in out else _table(part[start:])
            if table:
                out["rows"] = table
                part = part[:start]
                break
        text += part
    if text:
        out["text"] = " ".join(ln.strip() for ln in text)
    return out


def _table(lines: list[str]) -> list[dict] | None:
    """A table with a header row; a lower-case header (iptables' "target prot opt source destination") reads as an
    upper-case one, and words right of the last named column are the row's options ("tcp dpt:22"), each `name:value`
    of them a field of the row by the name the tool's manual gives it (cells.GLOSSARY)."""
    header = lines[0].rstrip()
    if header != header.lower() or not re.fullmatch(r"[a-z][a-z\- ]+", header.strip()):
        read = tabular.aligned(lines)
        return _named([dict(zip(*(read[0], r))) for r in read[1]]) if read else None
    last = len(header) - len(header.split()[-1])
    extra = [m.end() + last for ln in lines[1:] for m in [re.search(r"(?<=\S)\s{2,}(?=\S)", ln[last:])] if m]
    cut = min(extra, default=max(len(ln) for ln in lines))
    read = tabular.aligned([header.upper()] + [ln[:cut] for ln in lines[1:]])
    if not read:
        return None
    rows = []
    for cells, ln in zip(read[1], lines[1:]):
        row = {h.lower(): c for h, c in zip(read[0], cells)}
        if ln[cut:].strip():
            row["options"] = ln[cut:].strip()
        for name, value in re.findall(r"(?<!\S)([a-z]+):(\S+)", row.get("options", "")):
            row[GLOSSARY.get(name, name)] = value
        if "options" in row:  # "tcp dpt:22" says "tcp destination port 22": its words name the rule
            row["options"] = re.sub(r"(?<!\S)([a-z]+):(\S+)", lambda m: f"{GLOSSARY.get(m[1], m[1])} {m[2]}", row["options"])
        rows.append(row)
    return _named(rows)


def _named(rows: list[dict]) -> list[dict]:
    """Rows named by their first column (nmap's "22/tcp") and by their options, what a rule matches ("ACCEPT tcp
    destination port 22"), or else by the first column that tells them apart where the first does not."""
    if not rows or "name" in rows[0]:
        return rows
    first = next(iter(rows[0]))
    apart = "options" if any("options" in r for r in rows) else None
    if not apart and len({r.get(first) for r in rows}) < len(rows):
        apart = next((h for h in rows[0] if len({r.get(h) for r in rows}) == len(rows)), None)
    return [{"name": f"{r[first]} {r.get(apart, '') if apart else ''}".strip(), **r} for r in rows]


# (gt17) a field of a record at the left margin: LDIF's "memberOf: cn=...", a package's "Installed-Size: 1434"
_STANZA_FIELD = re.compile(r"^([A-Za-z][\w.\-]{0,40}):\s?(.*)$")
# (gt29) a field named in words at the margin: ipset's "Size in memory: 5128", "Number of entries: 4"
_SPACED_FIELD = re.compile(r"^([A-Z][a-z]+(?: [a-z]+){1,3}):(?:\s+(.*))?$")


def stanzas(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    """Records of the same fields one after another, a blank line between (ldapsearch's LDIF entries, `pip show` or
    `dpkg -s` of several packages): (headers, rows, other lines), a row per record that opens with the field most
    records open with (LDIF's "dn"), a column per field (a field given twice, LDIF's memberOf, holds both values);
    a record that opens with another field (LDIF's "search: 2 / result: 0 Success" trailer) and `#` comments are left
    as lines. None unless two records or more open with that field, every line is a field at the margin, and each
    record has two fields or more: one record of fields is a mapping, not a table."""
    blocks: list[list[tuple[str, str]]] = [[]]
    listing = False  # (gt29) under a field with no value of its own (ipset's "Members:"): the lines below are its items
    for ln in lines:
        if ln.lstrip().startswith("#"):
            continue
        if not ln.strip():
            blocks.append([])
            listing = False
            continue
        m = _STANZA_FIELD.match(ln) or _SPACED_FIELD.match(ln)
        if m is None and listing:
            key, value = blocks[-1][-1]
            blocks[-1][-1] = (key, f"{value}; {ln.strip()}" if value else ln.strip())
            continue
        if m is None:
            return None
        blocks[-1].append((m.group(1), (m.group(2) or "").strip()))
        listing = not blocks[-1][-1][1]
    blocks = [b for b in blocks if b]
    firsts = [b[0][0] for b in blocks]
    head = max(set(firsts), key=firsts.count) if firsts else ""
    records = [b for b in blocks if b[0][0] == head]
    if len(records) < 2 or any(len(b) < 2 for b in records):
        return None
    headers = list(dict.fromkeys(k for b in records for k, _ in b))
    rows = []
    for b in records:
        cells: dict[str, str] = {}
        for k, v in b:
            cells[k] = f"{cells[k]}; {v}" if k in cells else v
        rows.append([cells.get(h, "") for h in headers])
    rest = [f"{k}: {v}" for b in blocks if b[0][0] != head for k, v in b]
    return headers, rows, rest
