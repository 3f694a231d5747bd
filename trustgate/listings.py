"""Listings read into rows: a dependency tree (`gradle dependencies`, `mvn dependency:tree`), names each with a
description (`make help`, a CLI's command list), records printed one field a line (mysql's `\\G`, psql's expanded
`\\x`) and `git branch -vv`'s branches. All are readers of readers.READERS (same contract: the span's lines in,
(headers, rows, fields, prose lines) or None out).

Why: read as prose, a tree's "42.7.3 -> 42.7.4" gives either version to the artifact, and a description's words are
found for any name of the listing; read as one mapping, the second `\\G` record's `Rows: 5120334` is the first's too,
and a branch's "behind 12" any branch's; as rows, each value and word stays with its artifact, record or branch.
"""

from __future__ import annotations

import re

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
    `-[ RECORD 1 ]---` with `\\x`): a row per record, named by its first field ("Name: orders"). None unless two
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
    return ["name", *keys], [[next(iter(r.values())), *(r.get(k, "") for k in keys)] for r in rows], [], prose


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

