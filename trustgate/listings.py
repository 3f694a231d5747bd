"""Listings read into rows: a dependency tree (`gradle dependencies`, `mvn dependency:tree`), names each with a
description (`make help`, a CLI's command list), records printed one field a line (mysql's `\\G`, psql's expanded
`\\x`), `git branch -vv`'s branches, gpg's keys, `git blame`'s lines, log lines of `key=value` pairs (logfmt, Sidekiq;
`logfmt` is tried before settings files, whose `KEY=value` lines it would otherwise be), nginx's error log (`error_log`),
iCalendar's events (`calendar`) and HTML tables (`html_table`). All are readers of readers.READERS (same
contract: the span's lines in, (headers, rows, fields, prose lines) or None out).

Why: read as prose, a tree's "42.7.3 -> 42.7.4" gives either version to the artifact, and a description's words are
found for any name of the listing; read as one mapping, the second `\\G` record's `Rows: 5120334` is the first's too,
and a branch's "behind 12" any branch's; as rows, each value and word stays with its artifact, record or branch.
"""

from __future__ import annotations

import html
import re

from .tabular import header_like

Read = tuple  # (headers, rows, fields, prose lines), as readers.Read


_TREE_LINE = re.compile(r"^(?:\[INFO\]\s)?([\s|`+\\-]*?)(?:\+---|\\---|\+-|\\-)\s+(\S+)(?:\s+->\s+(\S+))?(?:\s+\([*cn]\))?\s*$")


def dependency_tree(lines: list[str]) -> Read | None:
    """`gradle dependencies` and `mvn dependency:tree`: a row per artifact of the tree (`+--- group:artifact:1.2 ->
    1.3`, `+- group:artifact:jar:1.2:compile`) with its group, the version resolved and, where the resolution moved
    it, the version requested ("42.7.3 -> 42.7.4": 42.7.4 is what the classpath has). Headings and the legend are
    prose."""
    rows, prose = [], []
    for ln in lines:
        m = _TREE_LINE.match(ln.rstrip())
        if not m:
            prose.append(ln)
            continue
        parts = m.group(2).split(":")
        if len(parts) < 2 or not all(parts):
            return None
        group, artifact = parts[0], parts[1]
        if len(parts) >= 4:  # maven: group:artifact:type[:classifier]:version[:scope]
            declared = parts[3] if len(parts) == 4 or parts[-1] not in _SCOPES else parts[-2]
        else:
            declared = parts[2] if len(parts) == 3 else ""
        resolved = m.group(3) or declared
        rows.append([artifact, group, resolved, declared if m.group(3) and declared else ""])
    if len(rows) < 2:
        return None
    return ["name", "group", "resolved version", "requested"], rows, [], [ln for ln in prose if ln.strip()]


_DESCRIBED = re.compile(r"^( +)([A-Za-z][\w.:/@+-]*)( {2,})([A-Za-z].*?)\s*$")


def described(lines: list[str]) -> Read | None:
    """A listing of names, each with a description in words at one column (`make help`, a CLI's "Commands:" list,
    `npm run`): a row per name with its description, so a description's words stay with their name. Lines that are
    not such an entry (a usage line, a heading) are prose; a listing of bare values is none."""
    rows, prose, column = [], [], None
    first = next((ln for ln in lines if ln.strip() and not ln.lstrip().startswith("$ ")), "")  # past a command line
    if header_like(first):  # a column table's header over its rows (`lvs`): no name with a description
        return None
    for ln in lines:
        m = _DESCRIBED.match(ln.expandtabs())
        if not m:
            if ln.strip():
                prose.append(ln)
            continue
        start = len(m.group(1)) + len(m.group(2)) + len(m.group(3))
        if column not in (None, start) or len(re.findall(r"[A-Za-z]{2,}", m.group(4))) < 2:
            return None
        column = start
        rows.append([m.group(2), m.group(4)])
    if len(rows) < 3 or len(prose) > len(rows) or max(len(r[1].split()) for r in rows) < 3:
        return None
    return ["name", "description"], rows, [], prose


_SCOPES = frozenset("compile runtime test provided system import".split())


_VERTICAL_HEAD = re.compile(r"^\*{3,} *\d+\. row *\*{3,}$|^-\[ RECORD \d+ \][-+]*$")  # mysql \G; psql \x
_VERTICAL_FIELD = re.compile(r"^ *([A-Za-z_][\w .\-()]*?): ?(.*)$|^([A-Za-z_][\w .\-()]*?) *\| ?(.*)$")


def vertical(lines: list[str]) -> Read | None:
    """Records printed one field a line under a rule that numbers them (mysql's `*** 1. row ***` with `\\G`, psql's
    `-[ RECORD 1 ]---` with `\\x`): a row per record, named by its first field ("Name: orders"), or by its first
    field called a name where the first holds a number (psql's `pid` before `application_name`). None unless two
    records or more and every other line a field of one (a count line such as "2 rows in set" is prose)."""
    rows: list[dict[str, str]] = []
    prose = []
    for ln in lines:
        if _VERTICAL_HEAD.match(ln.strip()):
            rows.append({})
            continue
        m = _VERTICAL_FIELD.match(ln.rstrip())
        if rows and m and (m.group(1) or m.group(3)):
            rows[-1].setdefault((m.group(1) or m.group(3)).strip(), (m.group(2) if m.group(1) else m.group(4)).strip())
        elif ln.strip():
            if not rows or rows[-1]:
                prose.append(ln)
            else:
                return None
    if len(rows) < 2 or not all(rows) or len(prose) > 2:
        return None
    keys = list(dict.fromkeys(k for r in rows for k in r))
    # named by its first field, or by the first field called a name when the first is a number (psql's pid before
    # application_name)
    named = next((k for k in keys if "name" in re.split(r"[_\s.]+", k.lower())), None)
    use = named if named and all(r.get(named) for r in rows) and all(next(iter(r.values())).isdigit() for r in rows) else None
    return ["name", *keys], [[r[use] if use else next(iter(r.values())), *(r.get(k, "") for k in keys)] for r in rows], [], prose


_BRANCH = re.compile(r"^([* ]) (\(.+?\)|\S+) +([0-9a-f]{7,40}) (?:\[([^\]:]+)(?:: ([^\]]+))?\] )?(.*)$")


def branches(lines: list[str]) -> Read | None:
    """`git branch -v` / `-vv`: a row per branch with whether it is checked out (the `*`), its commit, the upstream
    it tracks and how many commits it is ahead of or behind it ("[origin/main: behind 12]", "gone"), and the subject
    of its last commit. None unless every line is a branch line and one is checked out."""
    rows = []
    for ln in lines:
        m = _BRANCH.match(ln.rstrip())
        if not m:
            return None
        track = dict(re.findall(r"(ahead|behind) (\d+)", m.group(5) or ""))
        gone = "gone" if (m.group(5) or "").strip() == "gone" else ""
        rows.append([m.group(2), "checked out" if m.group(1) == "*" else "", m.group(3), m.group(4) or "",
                     track.get("ahead", "0" if m.group(4) and not gone else ""),
                     track.get("behind", "0" if m.group(4) and not gone else ""), gone, m.group(6)])
    if len(rows) < 2 or sum(1 for r in rows if r[1]) != 1:
        return None
    return ["branch", "current", "commit", "upstream", "commits ahead", "commits behind", "upstream gone", "subject"], rows, [], []



_PIECE = re.compile(r"^([A-Za-z][\w .\-/()%#]{0,40}?):(?:\s+(\S.*))?$")


def paired_lines(lines: list[str]) -> Read | None:
    """Lines of several `Key: value` pairs each, set apart by a tab or two spaces or more (`mysqladmin status`'s
    "Uptime: 864213  Threads: 14  ...", `kafka-topics --describe`): lines that share one set of keys are rows, named
    by the key whose value tells them apart ("Partition 1"), so a value stays with its partition; the pairs of any
    other line are fields of the whole output. None unless every line (past a command line) is such pairs."""
    parsed: list[dict[str, str]] = []
    prose = []
    for ln in lines:
        if not ln.strip():
            continue
        if ln.lstrip().startswith("$ ") and not parsed:
            prose.append(ln)
            continue
        pieces = [p for p in re.split(r"\t+|\s{2,}", ln.strip()) if p]
        found = [_PIECE.match(p) for p in pieces]
        if len(pieces) < 2 or not all(found):
            return None
        parsed.append({m.group(1).strip(): (m.group(2) or "").strip() for m in found if m})
    if not parsed:
        return None
    shapes = [tuple(p) for p in parsed]
    shape = max(set(shapes), key=shapes.count)
    rows = [p for p in parsed if tuple(p) == shape] if shapes.count(shape) >= 2 else []
    key = next((k for k in shape if len({r[k] for r in rows}) == len(rows)), None) if rows else None
    if key is None:
        rows = []
    fields = [(k, v) for p in parsed if not rows or tuple(p) != shape for k, v in p.items()]
    return ["name", *shape], [[f"{key} {r[key]}", *r.values()] for r in rows], fields, prose


_PAIRS = re.compile(r"([A-Za-z][\w ]{0,30}?):\s+(\S+)")
_NAMES = re.compile(r"[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)+")
_NUMBERS = re.compile(r"-?\d+(?:\.\d+)?(?: +-?\d+(?:\.\d+)?)+")


def names_over_numbers(lines: list[str]) -> Read | None:
    """(gt15) A status page of a line of names over a line of as many numbers (nginx's stub_status: "server accepts
    handled requests" over three counters, the first word then a label of the line), among lines of `Key: value`
    pairs set apart by one space ("Reading: 6 Writing: 179"): each number a field named by the name above it, each
    pair a field. None unless every line is one of these and one names-over-numbers pair is there."""
    body = [ln.strip() for ln in lines if ln.strip()]
    fields: list[tuple[str, str]] = []
    over, i = 0, 0
    while i < len(body):
        ln = body[i]
        below = body[i + 1] if i + 1 < len(body) else ""
        if _NAMES.fullmatch(ln) and _NUMBERS.fullmatch(below):
            names, numbers = ln.split(), below.split()
            if len(names) == len(numbers) + 1:
                names = names[1:]
            if len(names) != len(numbers):
                return None
            fields += list(zip(names, numbers))
            over, i = over + 1, i + 2
            continue
        pairs = _PAIRS.findall(ln)
        if not pairs or _PAIRS.sub("", ln).strip():
            return None
        fields += [(k.strip(), v) for k, v in pairs]
        i += 1
    return (["name"], [], fields, []) if over else None


_PREFIXED = re.compile(r"^([A-Z]{3,})\s+([A-Za-z_][\w.:\-]*)\s+(\S.*?)\s*$")


def prefixed(lines: list[str]) -> Read | None:
    """Lines that each open with one upper-case word, then a name and its value (memcached's `stats`: "STAT
    curr_connections 58"), perhaps closed by a bare END: each a field of the output, named by its name. None unless
    three such lines or more, all with the same first word."""
    fields, opener = [], None
    for ln in lines:
        if not ln.strip() or ln.strip() == "END" and fields:
            continue
        m = _PREFIXED.match(ln.strip())
        if not m or opener not in (None, m.group(1)):
            return None
        opener = m.group(1)
        fields.append((m.group(2), m.group(3)))
    return (["name"], [], fields, []) if len(fields) >= 3 else None


_LIMIT = re.compile(r"^([a-z][a-z .\-]*?)\s+\((?:([^,()]+),\s*)?-([A-Za-z])\)\s+(\S+)$")


def limits(lines: list[str]) -> Read | None:
    """`ulimit -a` (bash): "open files  (-n) 1024", "stack size  (kbytes, -s) 8192": each limit a field named by its
    words, in the unit its brackets give (kbytes); "unlimited" is its value too. None unless every line past a
    command line is such a limit, three or more."""
    fields = []
    for ln in lines:
        if not ln.strip() or ln.lstrip().startswith("$ ") and not fields:
            continue
        m = _LIMIT.match(ln.strip())
        if not m:
            return None
        unit = {"kbytes": "KiB", "bytes": "bytes"}.get((m.group(2) or "").strip(), "")
        value = m.group(4)
        fields.append((m.group(1).strip(), f"{value} {unit}" if unit and value.isdigit() else value))
    return (["name"], [], fields, []) if len(fields) >= 3 else None


# (gt19) tox 4: "env: commands[0]> cmd" opens an environment's output; "  env: OK (18.91=setup[6.44]+cmd[12.47] seconds)"
_TOX_OPEN = re.compile(r"^(\S+): commands\[\d+\]> ")
_TOX_DONE = re.compile(r"^\s+(\S+): (OK|FAIL|SKIP)(?: code (\d+))? \(([\d.]+)=setup\[([\d.]+)\]\+cmd\[([\d.]+)\] seconds\)\s*$")
_TOX_END = re.compile(r"^\s+(evaluation failed|congratulations) :[()] \(([\d.]+) seconds\)\s*$")
_TEST_COUNTS = re.compile(r"(\d+) (passed|failed|skipped|errors?|xfailed|xpassed)\b")


def tox_run(lines: list[str]) -> Read | None:
    """A tox run: a row per environment with its outcome, exit code and seconds (setup, commands, all) from the summary,
    and the counts the test runner printed in its output (passed, failed, their total). The run's result and seconds
    are fields. None without the summary's environment lines."""
    counts: dict[str, dict[str, int]] = {}
    env, rows, fields = "", [], []
    for ln in lines:
        opened, done, end = _TOX_OPEN.match(ln), _TOX_DONE.match(ln), _TOX_END.match(ln)
        if opened:
            env = opened.group(1)
        elif done:
            got = counts.get(done.group(1), {})
            outcome = {"OK": "passed", "FAIL": "failed", "SKIP": "skipped"}[done.group(2)]
            rows.append([done.group(1), outcome, done.group(3) or "0", f"{done.group(4)} seconds", f"{done.group(5)} seconds",
                         f"{done.group(6)} seconds", str(got.get("passed", 0)), str(got.get("failed", 0)), str(sum(got.values()))])
        elif end:
            fields = [("result", "failed" if end.group(1) == "evaluation failed" else "passed"), ("duration", f"{end.group(2)} seconds")]
        elif env and re.search(r" in [\d.]+s\b", ln):  # the test runner's summary line ("1 failed, 80 passed in 13.02s")
            counts[env] = {k.rstrip("s") + ("s" if k.startswith("error") else ""): int(n) for n, k in _TEST_COUNTS.findall(ln)}
    if not rows:
        return None
    return ["environment", "outcome", "exit code", "duration", "setup", "commands", "passed", "failed", "total tests"], rows, fields


# (gt19) `brew outdated --verbose`: "name (installed[, installed]) < latest", a cask's "!=" for "<", "[pinned at x]"
_OUTDATED = re.compile(r"^([\w@.+/-]+) \(([^)]+)\) (?:<|!=) (\S+)(?:\s+\[pinned at [^\]]+\])?\s*$")


def outdated(lines: list[str]) -> Read | None:
    """`brew outdated --verbose`: a row per formula or cask with the versions installed and the newest one. None unless
    every line that is not blank is such a line, and there are two or more."""
    said = [ln.strip() for ln in lines if ln.strip()]
    found = [_OUTDATED.match(ln) for ln in said]
    if len(found) < 2 or not all(found):
        return None
    # a formula's rebuild ("6.1.1_3": revision 3 of 6.1.1) is no part of the version a claim gives
    rows = [[m.group(1), re.sub(r"_\d+$", "", m.group(2).split(",")[-1].strip()), m.group(3)] for m in found if m]
    return ["name", "installed", "latest"], rows, []


_COUNTED = re.compile(r"^\s*(\d[\d,]*)\s+([A-Za-z][^\d\t]{0,60}?)\s*$")


def counted_names(lines: list[str]) -> Read | None:
    """A count before each name, one a line (`git shortlog -sn`, `uniq -c`, `sort | uniq -c`): a row per name with its
    count, so a count stays with its name ("412  Priya Raman"). None unless two lines or more past a command line,
    every one a count and a name of at most five words with no digit."""
    rows = []
    for ln in lines:
        if not ln.strip() or ln.lstrip().startswith("$ ") and not rows:
            continue
        m = _COUNTED.match(ln.replace("\t", "  "))
        if not m or len(m.group(2).split()) > 5:
            return None
        rows.append([m.group(2).strip(), m.group(1)])
    return (["name", "count"], rows, [], []) if len(rows) >= 2 else None


_KEY_LINE = re.compile(r"^(pub|sec|sub|ssb)\s+(\S+)\s+(\d{4}-\d{2}-\d{2})\s+\[([A-Z]+)\]"
                       r"(?:\s+\[(expires|expired|revoked):\s*(\d{4}-\d{2}-\d{2})\])?\s*$")
_UID_LINE = re.compile(r"^uid\s+(?:\[\s*([\w ]+?)\s*\]\s+)?(.+?)(?:\s+<([^>\s]+)>)?\s*$")


def keyring(lines: list[str]) -> Read | None:
    """`gpg --list-keys` / `--list-secret-keys`: a row per key (a `pub` or `sec` line), named by its user ids, with
    its algorithm, creation date, usage, "expires" or "expired" date, fingerprint, each uid's validity and e-mail
    address, and its subkeys' (`sub`) algorithm, usage and dates, so a key's expiry stays with its owner. The keyring's
    path and rule lines are prose. None unless every other line belongs to a key."""
    rows: list[dict[str, str]] = []
    prose = []
    for ln in lines:
        text = ln.strip()
        key = _KEY_LINE.match(text)
        if key and key.group(1) in ("pub", "sec"):
            rows.append({"name": "", "algorithm": key.group(2), "created": key.group(3), "usage": key.group(4)})
            if key.group(5):
                rows[-1][key.group(5)] = key.group(6)
            continue
        if not rows:
            if text and not (text.startswith("/") or set(text) <= {"-"}):
                return None
            prose.append(ln)
            continue
        uid = _UID_LINE.match(text)
        if key:  # a subkey of the key above
            rows[-1].update({"subkey algorithm": key.group(2), "subkey usage": key.group(4)})
            if key.group(5):
                rows[-1][f"subkey {key.group(5)}"] = key.group(6)
        elif uid:
            rows[-1]["name"] = f"{rows[-1]['name']} {uid.group(2)}".strip()
            rows[-1].setdefault("validity", uid.group(1) or "")
            rows[-1].setdefault("email", uid.group(3) or "")
        elif re.fullmatch(r"[0-9A-F]{16,40}", text):
            rows[-1]["fingerprint"] = text
        elif text:
            return None
    if not rows:
        return None
    headers = list(dict.fromkeys(k for r in rows for k in r))
    return headers, [[r.get(h, "") for h in headers] for r in rows], [], prose


_BLAME_LINE = re.compile(r"^\^?([0-9a-f]{7,40})\s+(?:\S+\s+)?\((.+?)\s+(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2}(?::\d{2})?)"
                         r"\s+([+-]\d{4})\s+(\d+)\)\s?(.*)$")


def blame(lines: list[str]) -> Read | None:
    """`git blame`: a row per line of the file, named by its code, with the commit, author, date and time that last
    changed it and its line number, so "who wrote the MAX_RETRIES line" is that line's author, not another's. None
    unless every non-blank line is a blame line."""
    found = [_BLAME_LINE.match(ln.rstrip()) for ln in lines if ln.strip()]
    if len(found) < 2 or not all(found):
        return None
    rows = [[m.group(7).strip(), m.group(6), m.group(1), m.group(2).strip(), m.group(3), f"{m.group(4)} {m.group(5)}"]
            for m in found if m]
    return ["name", "line", "commit", "author", "date", "time"], rows, [], []


_EDGE = re.compile(r"^(\S+?)(?:@(v\S+))?\s+(\S+?)@(v\S+)$")


def module_graph(lines: list[str]) -> Read | None:
    """`go mod graph`: a row per requirement ("example.com/api github.com/gin-gonic/gin@v1.9.1"), named by the module
    that requires it and its version, with the module required and the version required, so "zap requires x/net" is
    refused when gin is the one that does. None unless every non-blank line is such an edge, two or more."""
    found = [_EDGE.match(ln.strip()) for ln in lines if ln.strip()]
    if len(found) < 2 or not all(found):
        return None
    rows = [[f"{m.group(1)} {m.group(2) or ''}".strip(), m.group(3), m.group(4)] for m in found if m]
    return ["name", "requires", "version"], rows, [], []  # the requiring module's version names its row with it


_LOGFMT_PAIR = re.compile(r'(?<![^\s])([A-Za-z_][\w.\-/]*)=("(?:[^"\\]|\\.)*"|[^\s"]*)(?=\s|$)')
_LOG_TIME = re.compile(r"^\[?(\d{4}-\d{2}-\d{2}[T ][\d:.,]+(?:Z|[+-]\d{2}:?\d{2})?)\]?\s*")
_LOG_LEVEL = re.compile(r"^(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL)\b:?\s*(.*)$")
# the keys whose values say what a log line is about: they name its row
_LOG_NAMES = ("msg", "message", "event", "method", "path", "route", "url", "class", "job", "task", "worker", "queue",
              "table", "name", "service", "component", "logger", "module", "action", "op", "operation")


def logfmt(lines: list[str]) -> Read | None:
    """Log lines of `key=value` pairs (logfmt: `ts=... level=warn msg="slow query" duration_ms=2310`; Sidekiq's
    `2026-... pid=41 class=MailerJob jid=a8 elapsed=2.6 INFO: done`): a row per line, a column per key, a leading
    timestamp its `time`, a level and words after the pairs its `level` and `message`. A row is named by the values of
    the keys that say what the line is about (msg, method, path, class, table, ...). Lines with fewer than three pairs
    (three) are prose. None unless two lines or more are such rows and they are at least half of the lines."""
    rows: list[dict[str, str]] = []
    prose = []
    body = [ln for ln in lines if ln.strip()]
    for ln in body:
        s = ln.strip()
        pairs = list(_LOGFMT_PAIR.finditer(s))
        if len(pairs) < 3:  # Sidekiq's "pid=41 tid=gq5 WARN: ..." under a job's line: what it printed, as prose
            prose.append(ln)
            continue
        row: dict[str, str] = {}
        lead = s[:pairs[0].start()]
        when = _LOG_TIME.match(lead)
        if when:
            row["time"] = when.group(1)
            lead = lead[when.end():]
        rest = " ".join(x for x in [lead.strip()] + [s[a.end():b.start()].strip() for a, b in zip(pairs, pairs[1:])]
                        + [s[pairs[-1].end():].strip()] if x)
        for p in pairs:
            row[p.group(1)] = p.group(2)[1:-1] if p.group(2).startswith('"') else p.group(2)
        level = _LOG_LEVEL.match(rest)
        if level and "level" not in row:
            row["level"], rest = level.group(1), level.group(2)
        if rest:
            row["message" if "message" not in row else "text"] = rest
        rows.append(row)
    if len(rows) < 2 or len(rows) * 2 < len(body):
        return None
    keys = list(dict.fromkeys(k for r in rows for k in r))
    naming = [k for k in keys if k.lower() in _LOG_NAMES]
    named = [" ".join(r[k] for k in naming if r.get(k)) or r.get("time", "") for r in rows]
    return ["name", *keys], [[n, *(r.get(k, "") for k in keys)] for n, r in zip(named, rows)], [], prose


_ERROR_LINE = re.compile(r"^(\d{4})/(\d{2})/(\d{2}) (\d{2}:\d{2}:\d{2}) \[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*)$")
_ERROR_PAIR = re.compile(r', ([a-z][a-z_ ]{1,20}): ("[^"]*"|[^,]*)(?=, [a-z][a-z_ ]{1,20}: |$)')


def error_log(lines: list[str]) -> Read | None:
    """(gt14) nginx's error log (`2026/12/01 21:14:03 [error] 2231#2231: *918273 upstream timed out (...) while reading
    response header from upstream, client: 203.0.113.40, server: api.example.com, request: "POST /v2/checkout HTTP/1.1",
    upstream: "http://10.0.4.12:9000/v2/checkout"`): a row per line with its time, level, message and each `key: value`
    of its tail as cells, named by its request's method and path (else by its message), so an upstream, a client or a
    time stays with its line. None unless every line is such a line."""
    rows: list[dict[str, str]] = []
    for ln in lines:
        if not ln.strip():
            continue
        m = _ERROR_LINE.match(ln.strip())
        if not m:
            return None
        year, month, day, clock, level, rest = m.groups()
        pairs = list(_ERROR_PAIR.finditer(rest))
        message = rest[:pairs[0].start()] if pairs else rest
        row = {"time": f"{year}-{month}-{day} {clock}", "level": level, "message": message}
        row.update({p.group(1): p.group(2).strip('"') for p in pairs})
        request = row.get("request", "").split()
        row["name"] = " ".join(request[:2]) if len(request) >= 2 else message
        rows.append(row)
    if not rows:
        return None
    keys = ["name", *dict.fromkeys(k for r in rows for k in r if k != "name")]
    return keys, [[r.get(k, "") for k in keys] for r in rows], [], []


_ICS_LINE = re.compile(r'^([A-Z][A-Z0-9-]*)((?:;[A-Z0-9-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$')
_ICS_PARAM = re.compile(r';([A-Z0-9-]+)=("[^"]*"|[^;:"]*)')
_ICS_STAMP = re.compile(r"^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$")
_ICS_ITEMS = frozenset({"VEVENT", "VTODO", "VJOURNAL"})
_ICS_NAMES = {"dtstart": "start", "dtend": "end", "exdate": "except", "rdate": "also", "dtstamp": "stamped", "uid": "uid",
              "summary": "summary"}
_ICS_DAYS = {"MO": "Monday", "TU": "Tuesday", "WE": "Wednesday", "TH": "Thursday", "FR": "Friday", "SA": "Saturday",
             "SU": "Sunday"}


def _ics_time(value: str) -> str:
    """A basic-format date or date-time ("20261203T093000Z") in ISO 8601's extended format, others as they are."""
    m = _ICS_STAMP.match(value)
    if not m:
        return value
    y, mo, d, h, mi, sec, z = m.groups()
    return f"{y}-{mo}-{d}" + (f"T{h}:{mi}:{sec}{z}" if h else "")


def _ics_rule(value: str) -> dict[str, str]:
    """An RRULE's parts as cells: how often it repeats, on which days, how many times, until when."""
    parts = dict(p.split("=", 1) for p in value.split(";") if "=" in p)
    out = {"repeats": parts.get("FREQ", "").lower()}
    if "BYDAY" in parts:
        out["on days"] = ", ".join(_ICS_DAYS.get(d[-2:], d) for d in parts["BYDAY"].split(","))
    for key, name in (("COUNT", "occurrences"), ("INTERVAL", "every"), ("UNTIL", "until")):
        if key in parts:
            out[name] = _ics_time(parts[key])
    return out


def calendar(lines: list[str]) -> Read | None:
    """(gt14) An iCalendar file (RFC 5545: `BEGIN:VEVENT`, `DTSTART;TZID=Europe/Berlin:20261203T093000`, ...): a row per
    event, to-do or journal entry named by its summary, with its start and end in ISO 8601 (and the time zone its TZID
    gives; the time between them is `alignment.derived.elapsed`'s), location, status, its repeat rule's parts
    (`FREQ=WEEKLY;BYDAY=TH;COUNT=8`: weekly, Thursday, 8 occurrences), the dates it skips (EXDATE) and its alarm's
    `TRIGGER` as its reminder; a row per organizer and attendee named by their CN, with their e-mail address, role and
    response (PARTSTAT). Folded lines are joined first; the calendar's own properties (VERSION, PRODID) are fields.
    None unless the lines open a VCALENDAR or a VEVENT."""
    if not any(ln.strip() in ("BEGIN:VCALENDAR", "BEGIN:VEVENT") for ln in lines[:3]):
        return None
    unfolded: list[str] = []
    for ln in lines:
        if ln[:1] in " \t" and unfolded:
            unfolded[-1] += ln[1:]
        elif ln.strip():
            unfolded.append(ln.strip())
    rows: list[dict[str, str]] = []
    fields: list[tuple[str, str]] = []
    stack: list[str] = []
    item: dict[str, str] | None = None
    people: list[dict[str, str]] = []
    for ln in unfolded:
        m = _ICS_LINE.match(ln)
        if not m:
            continue
        name, value = m.group(1), m.group(3).replace("\\,", ",").replace("\\;", ";").replace("\\n", " ")
        params = {k: v.strip('"') for k, v in _ICS_PARAM.findall(m.group(2))}
        if name in ("BEGIN", "END"):
            if name == "BEGIN":
                stack.append(value)
                item = {"kind": value.lower().removeprefix("v")} if value in _ICS_ITEMS else item
            else:
                stack = stack[:-1]
                if value in _ICS_ITEMS and item is not None:
                    rows.append(item)
                    rows.extend({**p, "event": item.get("summary", "")} for p in people)
                    item, people = None, []
            continue
        if item is None:
            fields.append((name.lower(), value))
        elif stack[-1:] == ["VALARM"]:
            if name == "TRIGGER":
                item["reminder"] = value
        elif name in ("ORGANIZER", "ATTENDEE"):
            mail = value.split(":", 1)[1] if value.lower().startswith("mailto:") else value
            people.append({"summary": params.get("CN", mail), "email": mail, "role": name.lower(),
                           "response": params.get("PARTSTAT", "").lower().replace("-", " ")})
            if name == "ORGANIZER":
                item["organizer"] = params.get("CN", mail)
        elif name == "RRULE":
            item.update(_ics_rule(value))
        else:
            key = _ICS_NAMES.get(name.lower(), name.lower())
            item[key] = ", ".join(_ics_time(v) for v in value.split(",")) if key in ("start", "end", "except", "also", "due") else value
            if "TZID" in params:
                item[f"{key} time zone"] = params["TZID"]
    if not rows:
        return None
    keys = ["name", *dict.fromkeys(k for r in rows for k in r if k != "summary")]
    return keys, [[r.get("summary", ""), *(r.get(k, "") for k in keys[1:])] for r in rows], fields, []


_HTML_TABLE = re.compile(r"<table\b[^>]*>(.*?)</table>", re.IGNORECASE | re.DOTALL)
_HTML_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr>", re.IGNORECASE | re.DOTALL)
_HTML_CELL = re.compile(r"<(t[hd])\b[^>]*>(.*?)</t[hd]>", re.IGNORECASE | re.DOTALL)
_HTML_TAG = re.compile(r"<[^>]+>")


def _html_text(fragment: str) -> str:
    return " ".join(html.unescape(_HTML_TAG.sub(" ", fragment)).split())


def html_table(lines: list[str]) -> Read | None:
    """(gt14) An HTML table (a scraped page's standings, a report's grid): its header cells (`<th>`, the first row's)
    are the columns and each later `<tr>` of `<td>` cells a row; the text around the table is prose. None unless the
    span holds one `<table>` with a header row and a data row."""
    text = "\n".join(lines)
    tables = _HTML_TABLE.findall(text)
    if len(tables) != 1:
        return None
    rows = [[(kind.lower(), _html_text(cell)) for kind, cell in _HTML_CELL.findall(r)] for r in _HTML_ROW.findall(tables[0])]
    rows = [r for r in rows if r]
    if len(rows) < 2 or any(kind != "th" for kind, _ in rows[0]):
        return None
    headers = [cell for _, cell in rows[0]]
    body = [[cell for _, cell in r] for r in rows[1:] if len(r) == len(headers)]
    if not body:
        return None
    outside = _html_text(_HTML_TABLE.sub("\n", text))
    return headers, body, [], [outside] if outside else []
