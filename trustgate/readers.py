"""Outputs that are neither a table nor `key: value` lines, read into headers and rows by their documented shape.

Contract. Each reader of `READERS` takes the span's lines and returns (headers, rows, fields), or (headers, rows,
fields, prose lines), or None when the lines are not its shape; `fields` are (name, raw) pairs printed once for the
whole output. spans.py builds records from them as it does for any table (a row is named by its "name" cell, and
by its "hop" number where it has one). Configuration files are read as nested blocks by config_blocks.py.
- `dig`: the records of its ANSWER / AUTHORITY / ADDITIONAL sections are rows (name, TTL in seconds, class, type,
  data: what the name resolves or points to); its `;; Query time: 41 msec`, `;; SERVER: ...` comments are fields.
- `host_lookup` (`host`): its aliases, addresses and mail servers as dig's rows.
- `diff_stat` (`git diff --stat`): a row per file with the number of lines it changes; the summary's files
  changed, insertions and deletions are fields.
- `ip_stanzas` (`ip addr`, `ip link`): an interface per `N: name: <FLAGS> mtu ...` line, with the words of that line
  (`mtu 9001`, `state UP`) and of the lines indented under it (`link/ether <mac> brd ...`, `inet <cidr> ...`) as its
  cells, so a value stays with its interface.
- `neighbours` (`ip neigh`): a row per neighbour address with its device, MAC address, router flag and state.
- `hosts` (/etc/hosts): a row per host name or alias with the address it maps to; commented-out lines map nothing.
- `envoy_log`, `haproxy_log`, `alb_log`, `squid_log`, `rails_log` (request_logs.py): request log lines, a row per request with its timers.
- `access_log` (nginx / Apache common and combined formats): a row per request named by method and path, with the
  client, time, protocol, status, bytes sent, referrer and user agent as cells.
- `traceroute`: a row per hop (number, host, address, whether it responded, round-trip times); the destination and,
  when the last hop reached it, how many hops away it is, are fields.
- `mtr_report` (`mtr --report`): a row per hop with its loss, probes sent and round-trip times in ms.
- `curl_verbose` (`curl -v`): the request's (`>`) and the response's (`<`) start lines and headers as fields of their
  side ("request user-agent", "response retry-after"); the `*` lines (connection, TLS) are prose.
- `http_exchange` (`httpie -v`, `curl -i` with its request): a request line and headers, a status line and headers,
  a body; each header a field of its side as `curl_verbose` gives it.
- `test_verdicts` (`go test -v`, jest): a row per test, package or file with its outcome and seconds.
- `fstab` (/etc/fstab): a row per mount point with its device, type and options.
- `durations` (pytest --durations): a row per test phase with its seconds.
- `stanzas` (npm audit, `apt show`): blank-line separated blocks, each named by its first line, are rows.
- `releases` (a Markdown changelog): a row per release heading, its sub-headings (Added, Fixed) its fields.
- `dependency_tree` (`gradle dependencies`, `mvn dependency:tree`): a row per artifact with its group, the version
  resolved and the version requested where resolution moved it (`42.7.3 -> 42.7.4`).
- `described` (`make help`, a CLI's command list): a row per name with its description.
- `vertical` (mysql `\\G`, psql `\\x`): a row per record, named by its first field.
- `branches` (`git branch -vv`): a row per branch: checked out or not, commit, upstream, commits ahead and behind.
- `paired_lines` (`mysqladmin status`, `kafka-topics --describe`): lines of several `Key: value` pairs; lines with
  one set of keys are rows named by the key that tells them apart, other lines' pairs are fields.
- `names_over_numbers` (nginx `stub_status`): a line of names over a line of as many numbers, among `Key: value` pairs
  set apart by one space; each number a field named by the name above it.
- `prefixed` (memcached `stats`): "STAT name value" lines, each a field named by its name.
- `limits` (`ulimit -a`): a field per limit, in the unit its brackets give (kbytes).
- `tox_run` (tox 4): a row per environment with its outcome, seconds and test counts.
- `outdated` (`brew outdated --verbose`): a row per formula with its installed and latest versions.
- `counted_names` (`git shortlog -sn`, `uniq -c`): a row per name with the count before it.
- `keyring` (`gpg --list-keys`): a row per key named by its user ids, with its algorithm, dates, usage and subkeys.
- `blame` (`git blame`): a row per line of the file named by its code, with its commit, author, date and line number.
- `module_graph` (`go mod graph`): a row per requirement, named by the module that requires it.
- `php_directives` (`php -i`): a field per directive, valued by its local value.

Why: read as prose, dig's TTL is a bare number beside a name, and `ip addr`'s MAC address of one interface reads as
well for the next; as rows, a claim's value is looked up on the row of the name the claim gives.
"""

from __future__ import annotations

import json
import re

from .cells import RECORD_TYPES
from .request_logs import alb_log, envoy_log, haproxy_log, rails_log, squid_log
from .bench_lines import go_bench
from .listings import (blame, outdated, tox_run, branches, calendar, counted_names, dependency_tree, described, error_log, html_table, keyring, limits, module_graph,
                       names_over_numbers, paired_lines, prefixed, vertical)

_DIG_SECTION = re.compile(r"^;;\s*(ANSWER|AUTHORITY|ADDITIONAL) SECTION:\s*$")
_DIG_RECORD = re.compile(r"^(\S+)\s+(\d+)\s+(IN|CH|HS)\s+([A-Z0-9]+)\s+(.+?)\s*$")
_DIG_FIELD = re.compile(r"^;;\s*([A-Z][A-Za-z ]+?):\s+(.+?)\s*$")

Read = tuple  # (headers, rows, fields) or (headers, rows, fields, prose lines)


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
            rows.append([name.rstrip("."), ttl, cls, rtype, data.rstrip("."), section, RECORD_TYPES.get(rtype, "")])
            continue
        field = _DIG_FIELD.match(s)
        if field:
            fields.append((" ".join(field.group(1).lower().split()), field.group(2)))
    if not rows:
        return None
    return ["name", "ttl_seconds", "class", "type", "data", "section", "meaning"], rows, fields


_HOST_LINE = re.compile(r"^(\S+?)\.? (?:(is an alias for) (\S+?)|has (IPv6 )?address (\S+)|mail is handled by (\d+ \S+?))\.?$")


def host_lookup(lines: list[str]) -> Read | None:
    """`host` output ("www.x is an alias for y.", "y has address 1.2.3.4", "x mail is handled by 10 mx."): the
    records dig would print, as dig's rows (an alias is a CNAME, an address an A or AAAA record, mail an MX). None
    unless every line is one of these."""
    rows = []
    for ln in filter(str.strip, lines):
        m = _HOST_LINE.match(ln.strip())
        if not m:
            return None
        rtype = "CNAME" if m.group(2) else "AAAA" if m.group(4) else "A" if m.group(5) else "MX"
        data = m.group(3) or m.group(5) or m.group(6)
        rows.append([m.group(1), "", "IN", rtype, data.rstrip("."), "answer", RECORD_TYPES.get(rtype, "")])
    return (["name", "ttl_seconds", "class", "type", "data", "section", "meaning"], rows, []) if rows else None


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
    """`ip addr` / `ip link`: None unless two or more interface lines (one with `-s` counters) and every other line
    indented under one. `ip -s link`'s "RX: bytes packets errors ..." over a line of as many numbers gives the
    interface's "RX bytes", "RX packets", ... cells."""
    stanzas: list[dict[str, str]] = []
    counted = False
    for i, ln in enumerate(lines):
        if not ln.strip():
            continue
        head = _COUNTER_HEAD.match(ln)
        numbers = lines[i + 1].split() if head and i + 1 < len(lines) else []
        if head and stanzas and numbers and len(numbers) == len(head.group(2).split()) and all(n.isdigit() for n in numbers):
            for name, n in zip(head.group(2).split(), numbers):
                stanzas[-1][f"{head.group(1)} {name}"] = n
            counted = True
            continue
        if stanzas and i and _COUNTER_HEAD.match(lines[i - 1]) and all(n.isdigit() for n in ln.split()):
            continue  # the numbers of the counter line above
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
    if len(stanzas) < 2 and not counted:
        return None
    headers = list(dict.fromkeys(k for s in stanzas for k in s))
    return headers, [[s.get(h, "") for h in headers] for s in stanzas], []


_COUNTER_HEAD = re.compile(r"^\s+([RT]X):\s+((?:[a-z]+\s*)+)$")


def _pairs(words: list[str]) -> dict[str, str]:
    """`mtu 9001 qdisc mq state UP`: each key word with the word after it (a lone word at the end is dropped)."""
    return {words[i]: words[i + 1] for i in range(0, len(words) - 1, 2)}


_ADDRESS = re.compile(r"^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)$")
_HOST = re.compile(r"^[A-Za-z0-9][\w.\-]*$")
_ROUTE_WORDS = frozenset("dev via lladdr proto scope src metric table link".split())  # `ip neigh`, `ip route`: no hosts file


def hosts(lines: list[str]) -> Read | None:
    """A hosts file (/etc/hosts, a container's hosts): a row per name (its first name is canonical, the rest its
    aliases) with the address it maps to. A commented-out line maps nothing. None unless every other line is an
    address and host names, with two or more addresses."""
    rows: list[list[str]] = []
    for ln in lines:
        s = ln.split("#", 1)[0].strip()
        if not s:
            continue
        words = s.split()
        names = words[1:]
        if not names or not _ADDRESS.match(words[0]) or not all(_HOST.match(n) and n not in _ROUTE_WORDS for n in names):
            return None
        rows += [[n, words[0], names[0]] for n in names]
    if len({r[1] for r in rows}) < 2:
        return None
    return ["name", "address", "canonical name"], rows, []


# (gt25) `ip neigh`: "ADDRESS dev IFACE [lladdr MAC] [router] [proxy] STATE"
_NEIGH = re.compile(r"^(\S+) dev (\S+)(?: +lladdr (\S+))?((?: (?:router|proxy|extern_learn))*) +"
                    r"(REACHABLE|STALE|DELAY|PROBE|FAILED|INCOMPLETE|PERMANENT|NOARP|NONE)$")


def neighbours(lines: list[str]) -> Read | None:
    """(gt25) `ip neigh`: a row per neighbour address with its device, MAC address (none until resolved), whether it
    is a router, and its state. None unless every line is such an entry."""
    found = [_NEIGH.match(ln.strip()) for ln in lines if ln.strip()]
    if not found or not all(found):
        return None
    rows = [[m.group(1), m.group(2), m.group(3) or "", "yes" if "router" in m.group(4) else "no", m.group(5)]
            for m in found if m]
    return ["name", "device", "MAC address", "router", "state"], rows, []


_ACCESS = re.compile(r'^(?:(\S+) \S+ (\S+) )?\[([^\]]+)\] "([A-Z]+) (\S+)(?: (HTTP/[\d.]+))?" (\d{3}) (\d+|-)'
                     r'(?: "([^"]*)" "([^"]*)")?.*$')  # (gt16) Django's runserver prints no client: '[02/Dec/2026 10:14:03] "GET ..."'
_CLF_TIME = re.compile(r"^(\d{2})/([A-Z][a-z]{2})/(\d{4})[: ](\d{2}:\d{2}:\d{2})(?: ([+-]\d{2})(\d{2}))?$")
_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def access_log(lines: list[str]) -> Read | None:
    """A web server's access log in the common or combined format (nginx, Apache): a row per request, named by
    its method and path, with the client address, time, protocol, status, bytes sent, referrer and user agent as
    its cells, and its result (an error for a 4xx or 5xx status). None unless every line is such a request, or (gt16) two lines or more are and the others, none of
    them a table's, are prose beside the rows (a development server's banner, "Internal Server Error: /path")."""
    rows, prose = [], []
    for ln in lines:
        if not ln.strip():
            continue
        m = _ACCESS.match(ln.strip())
        if not m:
            prose.append(ln.strip())
            continue
        client, user, when, method, path, proto, status, size, referer, agent = m.groups()
        t = _CLF_TIME.match(when)
        if t:  # "01/Dec/2026:00:14:07 +0000" -> ISO 8601
            zone = f"{t.group(5)}:{t.group(6)}" if t.group(5) else ""
            when = f"{t.group(3)}-{_MONTHS.index(t.group(2)) + 1:02d}-{t.group(1)}T{t.group(4)}{zone}"
        rows.append([f"{method} {path}", client or "", "" if user in (None, "-") else user, when, method, path, proto or "",
                     status, "0" if size == "-" else size, "" if referer in (None, "-") else referer, agent or "",
                     "error" if int(status) >= 400 else "success"])  # (gt16) RFC 9110: 4xx and 5xx are errors
    if not rows or prose and (len(rows) < 2 or any(re.search(r"\S\s{2,}\S", ln) for ln in prose)):
        return None
    headers = ["name", "client", "user", "time", "method", "path", "protocol", "status", "bytes", "referrer", "user agent",
               "result"]
    return (headers, rows, [], prose) if prose else (headers, rows, [])


_TRACE_HEAD = re.compile(r"^traceroute6? to (\S+) \(([^)]+)\)(?:, (\d+) hops max)?")
_HOP = re.compile(r"^\s*(\d+)\s+(.*)$")
_HOP_HOST = re.compile(r"([^\s()*]+) \(([^)]+)\)")


def traceroute(lines: list[str]) -> Read | None:
    """`traceroute` / `tracepath`-like hops: a row per hop, named by its number and the host that answered, with its
    address and round-trip times in ms; a hop of stars answered nothing. The destination, and how many hops away it
    is when the last hop is the destination, are fields."""
    head = _TRACE_HEAD.match(lines[0].strip()) if lines else None
    if not head:
        return None
    rows, fields = [], [("destination", head.group(1)), ("destination address", head.group(2))]
    for ln in lines[1:]:
        m = _HOP.match(ln)
        if not m:
            continue
        host = _HOP_HOST.search(m.group(2))
        times = re.findall(r"(\d+(?:\.\d+)?) ms", m.group(2))
        rows.append([m.group(1), host.group(1) if host else "", host.group(2) if host else "",
                     "yes" if host or times else "no", *(f"{t} ms" for t in times[:3]), *[""] * (3 - len(times[:3]))])
    if not rows:
        return None
    if rows[-1][2] == head.group(2):
        fields.append(("hops", rows[-1][0]))
    return ["hop", "name", "address", "responded", "rtt 1", "rtt 2", "rtt 3"], rows, fields


_MTR_HEAD = re.compile(r"^HOST:\s+(\S+)\s+(Loss%.*)$")
_MTR_HOP = re.compile(r"^\s*(\d+)\.(?:\|--|\s)\s*(\S+)\s+(.*)$")


def mtr_report(lines: list[str]) -> Read | None:
    """`mtr --report`: a row per hop (its number, the host that answered, then Loss%, Snt and the round-trip times
    Last / Avg / Best / Wrst / StDev, which mtr(8) gives in milliseconds); the probing host and the start time are
    fields. None without its `HOST: ... Loss%` header."""
    at = next((i for i, ln in enumerate(lines) if _MTR_HEAD.match(ln.strip())), None)
    if at is None:
        return None
    head = _MTR_HEAD.match(lines[at].strip())
    names = head.group(2).split()  # type: ignore[union-attr]
    rows = []
    for ln in lines[at + 1:]:
        m = _MTR_HOP.match(ln)
        if not m:
            continue
        cells = m.group(3).split()
        rows.append([m.group(1), m.group(2)] + [c if n in ("Loss%", "Snt") else f"{c} ms" for n, c in zip(names, cells)])
    if not rows:
        return None
    fields = [("source", head.group(1))]  # type: ignore[union-attr]
    fields += [(k.strip().lower(), v.strip()) for k, v in (ln.split(":", 1) for ln in lines[:at] if ":" in ln)]
    return ["hop", "name", *names], rows, fields


_CURL_HEADER = re.compile(r"^([A-Za-z][\w\-]*):\s*(.*)$")
_CURL_START = re.compile(r"^(?:([A-Z]+) (\S+) (HTTP/[\d.]+)|(HTTP/[\d.]+) (\d{3})(?: (.*))?)$")
_CURL_CONNECTED = re.compile(r"Connected to (\S+) \(([^)]+)\) port (\d+)")


def curl_verbose(lines: list[str]) -> Read | None:
    """`curl -v`: lines sent (`> `) are the request, lines received (`< `) the response; each header is a field of
    its side ("request user-agent", "response retry-after"), so a header the client sent is never the server's.
    The status line gives the response status, the request line its method and path; `* ` lines (connection, TLS,
    certificate) stay prose; the body is a field. None unless there are both sides."""
    sides = {">": "request", "<": "response"}
    fields: list[tuple[str, str]] = []
    prose, body, seen = [], [], set()
    for ln in lines:
        mark, rest = ln[:1], ln[2:].strip() if len(ln) > 1 else ""
        if mark in sides and (len(ln) == 1 or ln[1] == " "):
            side = sides[mark]
            seen.add(side)
            start = _CURL_START.match(rest)
            header = _CURL_HEADER.match(rest)
            if start and start.group(1):
                fields += [("request method", start.group(1)), ("request path", start.group(2)), ("request protocol", start.group(3))]
            elif start:
                fields += [("response protocol", start.group(4)), ("response status", start.group(5))]
                if start.group(6):
                    fields.append(("response reason", start.group(6)))
            elif header:
                fields.append((f"{side} {header.group(1).lower()}", header.group(2)))
        elif mark in "*{}":
            connected = _CURL_CONNECTED.search(ln)
            if connected:
                fields += [("host", connected.group(1)), ("address", connected.group(2)), ("port", connected.group(3))]
            prose.append(ln.lstrip("*{} ").strip() if mark == "*" else ln)
        elif ln.strip():
            body.append(ln.strip())
    if seen != {"request", "response"}:
        return None
    if body:
        fields.append(("response body", " ".join(body)))
    return ["name"], [], fields, [p for p in prose if p]


def http_exchange(lines: list[str]) -> Read | None:
    """A raw HTTP exchange as `httpie -v`, `curl -i` with the request, or a proxy log prints it: a request line and its
    headers, then (after a blank line) a status line and its headers, then the body. Each header a field of its side,
    as `curl_verbose` gives them; a JSON object body gives each of its top-level keys as a response field too. None
    unless a request line opens the lines and a status line follows."""
    body = [ln.rstrip() for ln in lines]
    if not body or not (_CURL_START.match(body[0].strip()) or _ABSOLUTE.match(body[0].strip())):
        return None
    fields: list[tuple[str, str]] = []
    side, rest = "request", []
    for ln in body:
        s = ln.strip()
        start = _CURL_START.match(s) or _ABSOLUTE.match(s)
        header = _CURL_HEADER.match(s)
        if start and start.group(1) and side == "request" and not fields:
            fields += [("request method", start.group(1)), ("request path", start.group(2)), ("request protocol", start.group(3))]
        elif start and start.group(4) and side == "request":
            side = "response"
            fields += [("response protocol", start.group(4)), ("response status", start.group(5))]
            if start.group(6):
                fields.append(("response reason", start.group(6)))
        elif header and not rest:
            fields.append((f"{side} {header.group(1).lower()}", header.group(2)))
        elif s and side == "response":
            rest.append(s)
        elif s:
            return None
    if side != "response":
        return None
    if rest:
        fields.append(("response body", " ".join(rest)))
        try:
            data = json.loads(" ".join(rest))
        except ValueError:
            data = None
        if isinstance(data, dict):
            fields += [(f"response body {k}", str(v)) for k, v in data.items() if not isinstance(v, (dict, list))]
    return ["name"], [], fields


_VERDICTS = (re.compile(r"^\s*--- (PASS|FAIL|SKIP): (\S+) \((\d+(?:\.\d+)?)s\)\s*$"),  # go test -v: a test
             re.compile(r"^(ok|FAIL)\s+(\S+)\s+(\d+(?:\.\d+)?)s\s*$"),  # go test: a package
             re.compile(r"^\s*(PASS|FAIL)\s+(\S+\.\w+)()\s*$"))  # jest: a test file
_OUTCOME = {"pass": "passed", "ok": "passed", "fail": "failed", "skip": "skipped"}


def test_verdicts(lines: list[str]) -> Read | None:
    """A test runner's verdict lines (`go test -v`'s "--- FAIL: TestX (1.52s)" and "ok  pkg 0.41s", jest's
    " PASS  src/x.test.ts"): a row per test, package or file with its outcome and seconds, so a subtest's pass is not
    its parent's failure; the other lines (logs, summaries of counts) are prose. None unless two verdicts or more."""
    rows, prose = [], []
    for ln in lines:
        m = next((m for p in _VERDICTS if (m := p.match(ln))), None)
        if m:
            rows.append([m.group(2), _OUTCOME[m.group(1).lower()], f"{m.group(3)} s" if m.group(3) else ""])
        elif ln.strip():
            prose.append(ln.strip())
    if len(rows) < 2:
        return None
    return ["name", "status", "duration"], rows, [], prose


_ABSOLUTE = re.compile(r"^(?:([A-Z]+) (https?://\S+) (HTTP/[\d.]+)|(HTTP/[\d.]+) (\d{3})(?: (.*))?)$")
_FIELD_LINE = re.compile(r"^([A-Z][\w \-]{0,30}):\s+(\S.*)$")


def stanzas(lines: list[str]) -> Read | None:
    """Blocks separated by blank lines, each opened by a line that names it (its first word) and holding `Key: value`
    lines (npm audit's advisories, `apt show`'s packages): a row per block, its fields and the rest of its lines as
    its cells, so a severity stays with its package. One-line blocks (a title, a summary) are prose. None unless two
    blocks or more, each named by another first word, each with a `Key: value` line and none opened by one."""
    blocks: list[list[str]] = [[]]
    for ln in lines:
        if ln.strip():
            blocks[-1].append(ln.rstrip())
        elif blocks[-1]:
            blocks.append([])
    rows, prose = [], []
    for block in filter(None, blocks):
        if len(block) < 2:
            prose += block
            continue
        head = block[0]
        fields = [m for m in map(_FIELD_LINE.match, block[1:]) if m]
        if head[:1].isspace() or _FIELD_LINE.match(head) or head.endswith(":") or not fields:
            return None
        cells = {"name": head.split()[0], "heading": head.strip()}
        for m in fields:
            cells.setdefault(m.group(1).lower(), m.group(2).strip())
        cells["text"] = " ".join(ln.strip() for ln in block[1:] if not _FIELD_LINE.match(ln))
        rows.append(cells)
    if len(rows) < 2 or len({r["name"] for r in rows}) < len(rows):
        return None
    headers = list(dict.fromkeys(k for r in rows for k in r))
    return headers, [[r.get(h, "") for h in headers] for r in rows], [], prose


_FS_TYPES = frozenset("ext2 ext3 ext4 xfs btrfs zfs vfat exfat ntfs ntfs3 msdos nfs nfs4 cifs smb3 smbfs tmpfs swap "
                      "iso9660 udf auto overlay fuse fuse.sshfs proc sysfs devpts squashfs f2fs jfs reiserfs none".split())


def fstab(lines: list[str]) -> Read | None:
    """/etc/fstab (fstab(5)): a row per filesystem, named by its mount point ("/" is the root filesystem), with
    the device, type, options, dump and pass fields; a commented-out line mounts nothing. None unless two lines or
    more of three to six fields, each a mount point (or swap) and a filesystem type."""
    rows = []
    for ln in lines:
        s = "" if ln.lstrip().startswith("#") else ln.strip()
        if not s:
            continue
        f = s.split()
        if not 3 <= len(f) <= 6 or not (f[1].startswith("/") or f[1] in ("none", "swap")) or f[2].lower() not in _FS_TYPES:
            return None
        rows.append([f[1], *(f + [""] * 6)[:6]])
    if len(rows) < 2:
        return None
    return ["name", "device", "mount point", "type", "options", "dump", "pass"], rows, []


_DURATION_ROW = re.compile(r"^\s*(\d+(?:\.\d+)?)s\s+(call|setup|teardown)\s+(\S+?)(?:::(\S+))?\s*$")


def durations(lines: list[str]) -> Read | None:
    """pytest's `--durations` report: a row per test phase ("12.41s call tests/test_x.py::test_y"), named by the
    test, with its phase, file and seconds; the other lines (the banner, the summary of counts) are prose. None
    unless two rows or more."""
    rows, prose = [], []
    for ln in lines:
        m = _DURATION_ROW.match(ln)
        if m:
            seconds, phase, path, test = m.groups()
            rows.append([test or path, phase, path, f"{seconds} s"])
        elif ln.strip():
            prose.append(ln.strip(" =").strip())
    if len(rows) < 2:
        return None
    return ["name", "phase", "file", "duration"], rows, [], prose


_MD_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_RELEASED = re.compile(r"\d+\.\d+(?:\.\d+)?|\d{4}-\d{2}-\d{2}")


def releases(lines: list[str]) -> dict | None:
    """A changelog or release notes in Markdown (Keep a Changelog, GitHub releases): a row per release heading (the
    shallowest level with two headings or more, each giving a version or a date), its sub-headings ("Added",
    "Security", "Removed") the row's fields and their items the values, so a date or a change stays with its release.
    None unless every such heading gives a version or a date."""
    heads = [(i, len(m.group(1)), m.group(2)) for i, ln in enumerate(lines) if (m := _MD_HEADING.match(ln.strip()))]
    levels = sorted({lv for _, lv, _ in heads if sum(1 for _, x, _ in heads if x == lv) >= 2})
    if not levels:
        return None
    tops = [(i, title) for i, lv, title in heads if lv == levels[0]]
    if not all(_RELEASED.search(title) for _, title in tops):
        return None
    rows = []
    for n, (i, title) in enumerate(tops):
        end = tops[n + 1][0] if n + 1 < len(tops) else len(lines)
        row, section = {"title": re.sub(r"[\[\]]", "", title)}, "notes"
        for ln in lines[i + 1:end]:
            sub = _MD_HEADING.match(ln.strip())
            if sub:
                section = sub.group(2)
                continue
            item = re.sub(r"^[-*+]\s+", "", ln.strip())
            if item:
                row[section] = f"{row[section]}; {item}" if section in row else item
        rows.append(row)
    return {"releases": rows}


# (gt22) `gem outdated`: "nokogiri (1.16.2 < 1.16.6)", both versions inside the brackets
_GEM_OUTDATED = re.compile(r"^([\w@.+/-]+) \((\S+) < (\S+)\)\s*$")


def gem_outdated(lines: list[str]) -> Read | None:
    """(gt22) `gem outdated` under its command line: read as brew's listing is (`listings.outdated`), a row per gem
    with the version installed and the newest one."""
    said = [ln.strip() for ln in lines if ln.strip()]
    said = said[1:] if said and said[0].startswith("$ ") else said
    return outdated([_GEM_OUTDATED.sub(r"\1 (\2) < \3", ln) for ln in said]) if all(_GEM_OUTDATED.match(ln) for ln in said) else None


# tried in this order by spans.py, before any table reading
# (gt24) `php -i`'s directives: "memory_limit => 512M => 512M", the local value, then the master value
_DIRECTIVE = re.compile(r"^([A-Za-z_][\w.\-]*) => (.*?)(?: => (.*))?$")


def php_directives(lines: list[str]) -> Read | None:
    """`php -i` (phpinfo on the command line): a field per directive, valued by its local value (the one in force; the
    master value is the php.ini default). None unless three such lines or more and nothing else."""
    said = [ln.strip() for ln in lines if ln.strip()]
    found = [_DIRECTIVE.match(ln) for ln in said]
    if len(said) < 3 or not all(found):
        return None
    return ["name"], [], [(m.group(1), m.group(2)) for m in found if m], []


READERS = (go_bench, calendar, html_table, php_directives, paired_lines, names_over_numbers, prefixed, limits, dig, host_lookup, diff_stat, ip_stanzas, neighbours, hosts, fstab, envoy_log, haproxy_log, alb_log, squid_log, rails_log, access_log, error_log, traceroute, mtr_report, curl_verbose, http_exchange, durations,
           tox_run, test_verdicts, stanzas, outdated, gem_outdated, dependency_tree, described, vertical, branches, counted_names, keyring, blame,
           module_graph)
