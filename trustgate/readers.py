"""Network tools whose output is neither a table nor `key: value` lines, read into headers and rows.

Contract. Each reader takes the span's lines and returns (headers, rows, fields) or None when the lines are not
its shape; `fields` are (name, raw) pairs printed once for the whole output. spans.py builds records from them as it
does for any table.
- `dig`: the records of its ANSWER / AUTHORITY / ADDITIONAL sections are rows (name, TTL in seconds, class, type,
  data: what the name resolves or points to); its `;; Query time: 41 msec`, `;; SERVER: ...` comments are fields.
- `diff_stat` (`git diff --stat`): a row per file with the number of lines it changes; the summary's files
  changed, insertions and deletions are fields.
- `ip_stanzas` (`ip addr`, `ip link`): an interface per `N: name: <FLAGS> mtu ...` line, with the words of that line
  (`mtu 9001`, `state UP`) and of the lines indented under it (`link/ether <mac> brd ...`, `inet <cidr> ...`) as its
  cells, so a value stays with its interface.

Why: read as prose, dig's TTL is a bare number beside a name, and `ip addr`'s MAC address of one interface reads as
well for the next; as rows, a claim's value is looked up on the row of the name the claim gives.
"""

from __future__ import annotations

import re

_DIG_SECTION = re.compile(r"^;;\s*(ANSWER|AUTHORITY|ADDITIONAL) SECTION:\s*$")
_DIG_RECORD = re.compile(r"^(\S+)\s+(\d+)\s+(IN|CH|HS)\s+([A-Z0-9]+)\s+(.+?)\s*$")
_DIG_FIELD = re.compile(r"^;;\s*([A-Z][A-Za-z ]+?):\s+(.+?)\s*$")

Read = tuple[list[str], list[list[str]], list[tuple[str, str]]]


def dig(lines: list[str]) -> Read | None:
    """`dig` output: None unless it has a DiG banner or a section header and at least one resource record."""
    text = "\n".join(lines)
    if "<<>> DiG" not in text and not any(_DIG_SECTION.match(ln.strip()) for ln in lines):
        return None
    rows, fields, section = [], [], ""
    for ln in lines:
        s = ln.strip()
        head = _DIG_SECTION.match(s)
        if head:
            section = head.group(1).lower()
            continue
        if not s:
            section = ""
            continue
        record = _DIG_RECORD.match(s)
        if section and record:
            name, ttl, cls, rtype, data = record.groups()
            rows.append([name.rstrip("."), ttl, cls, rtype, data.rstrip("."), section])
            continue
        field = _DIG_FIELD.match(s)
        if field:
            fields.append((" ".join(field.group(1).lower().split()), field.group(2)))
    if not rows:
        return None
    return ["name", "ttl_seconds", "class", "type", "data", "section"], rows, fields


_STAT_ROW = re.compile(r"^\s*(\S.*?)\s+\|\s+(?:(\d+)\s*[+\-]*|Bin .*)\s*$")
_STAT_SUM = re.compile(r"^\s*(\d+) files? changed(?:, (\d+) insertions?\(\+\))?(?:, (\d+) deletions?\(-\))?\s*$")


def diff_stat(lines: list[str]) -> Read | None:
    """`git diff --stat` / `git show --stat`: a row per file (the number of lines it changes; the +/- bar is scaled,
    so it counts nothing), and the summary's files changed, insertions and deletions as fields."""
    body = [ln for ln in lines if ln.strip()]
    if len(body) < 2:
        return None
    total = _STAT_SUM.match(body[-1])
    rows = [_STAT_ROW.match(ln) for ln in body[:-1]]
    if not total or not all(rows):
        return None
    fields = [(name, n) for name, n in zip(("files changed", "insertions", "deletions"), total.groups()) if n]
    return ["name", "changes"], [[m.group(1), m.group(2) or ""] for m in rows], fields  # type: ignore[union-attr]


_STANZA = re.compile(r"^(\d+):\s+([\w.@\-]+?)(?:@[\w.\-]+)?:\s+<([A-Z_,\-]*)>\s*(.*)$")


def ip_stanzas(lines: list[str]) -> Read | None:
    """`ip addr` / `ip link`: None unless two or more interface lines and every other line indented under one."""
    stanzas: list[dict[str, str]] = []
    for ln in lines:
        if not ln.strip():
            continue
        m = _STANZA.match(ln)
        if m:
            cells = {"index": m.group(1), "name": m.group(2), "flags": m.group(3)}
            cells.update(_pairs(m.group(4).split()))
            stanzas.append(cells)
            continue
        if not stanzas or not ln[:1].isspace():
            return None
        words = ln.split()
        key = words[0]
        if key in stanzas[-1]:  # a second inet line: inet (2)
            key = f"{key} ({sum(1 for k in stanzas[-1] if k.split(' (')[0] == words[0]) + 1})"
        stanzas[-1][key] = words[1] if len(words) > 1 else ""
        for k, v in _pairs(words[2:]).items():
            stanzas[-1].setdefault(f"{key} {k}", v)
    if len(stanzas) < 2:
        return None
    headers = list(dict.fromkeys(k for s in stanzas for k in s))
    return headers, [[s.get(h, "") for h in headers] for s in stanzas], []


def _pairs(words: list[str]) -> dict[str, str]:
    """`mtu 9001 qdisc mq state UP`: each key word with the word after it (a lone word at the end is dropped)."""
    return {words[i]: words[i + 1] for i in range(0, len(words) - 1, 2)}
