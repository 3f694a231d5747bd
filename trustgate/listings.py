"""Listings read into rows: a dependency tree (`gradle dependencies`, `mvn dependency:tree`) and names each with a
description (`make help`, a CLI's command list). Both are readers of readers.READERS (same contract: the span's
lines in, (headers, rows, fields, prose lines) or None out).

Why: read as prose, a tree's "42.7.3 -> 42.7.4" gives either version to the artifact, and a description's words are
found for any name of the listing; as rows, each value and word stays with its artifact or name.
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
