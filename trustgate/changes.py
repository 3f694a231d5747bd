"""A change a tool shows or proposes, read as what each field was and what it will be.

Contract. `read(lines)` returns the `Line`s of a change listing, or None when the text is no such listing:
- terraform / tofu plans: a resource's heading (`# aws_instance.api will be updated in-place`, `... will be
  created`, `... will be destroyed`) gives the thing and what happens to it; `~ key = "a" -> "b"` is a field whose
  old value is a and new value b, `+ key = v` a new value, `- key = v -> null` an old value;
- unified diffs (`kubectl diff`, `git diff`, `helm diff`): a line opened by `-` is the old side, by `+` the new
  side, by a space both; `key: value` lines nest by indentation as YAML does, and helm's heading (`default, web,
  Deployment (apps) has changed:` / `has been removed:`) names the thing and says what happens to it.
Each `Line` carries the thing it belongs to, the field path, the raw value, its side ("old", "new" or "" for a
line on both sides) and the thing's action ("created", "destroyed", "changed" or "").

Why: read as plain text, `"t3.large" -> "t3.medium"` holds both values in one field, so a claim that reads the
change backwards ("changes from t3.medium to t3.large") finds both of its values and passes; a claim that a bucket
the plan creates is destroyed finds the bucket's name and passes. With sides, alignment/changes.py can ask which side
of the change a claim's value is on and what the claim says happens to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Line:
    thing: str                # "aws_instance.api", "web Deployment": what the change is to ("" when unnamed)
    path: tuple[str, ...]     # the field, outermost first
    raw: str                  # the value as printed, quotes stripped
    side: str                 # "old", "new", or "" (the same on both sides)
    action: str               # what happens to the thing: created | destroyed | changed | ""


# what a plan or a diff heading says happens to a thing, by the words it uses
_ACTIONS = (("created", ("will be created", "has been added", "must be replaced", "will be replaced")),
            ("destroyed", ("will be destroyed", "has been removed", "will be deleted")),
            ("changed", ("will be updated", "has changed", "updated in-place", "will be changed")))
_TF_HEAD = re.compile(r"^\s*#\s+(\S+)\s+(?:will|must|has)\b.*$")
_HELM_HEAD = re.compile(r"^(\S+),\s*(\S+),\s*([\w.]+)\s*\(([\w./]*)\)\s+has\s+(?:been\s+)?(\w+):?\s*$")
_TF_ATTR = re.compile(r"^\s*([~+\-])\s+([\w.\-\"\[\]]+)\s*=\s*(.+?)\s*$")
_TF_PLAIN = re.compile(r"^\s+([\w.\-\"]+)\s*=\s*(.+?)\s*$")
_ARROW = re.compile(r"^(.*?)\s+->\s+(.*)$")
_DIFF_FILE = re.compile(r"^(?:---|\+\+\+|diff |index |@@)")
_YAML_KEY = re.compile(r"^(\s*)(?:-\s+)?([A-Za-z_][\w.\-/]*):(?:\s+(.*?))?\s*$")


def _unquote(text: str) -> str:
    text = text.strip().rstrip(",")
    return text[1:-1] if len(text) > 1 and text[0] == text[-1] and text[0] in "\"'" else text


def _action(text: str) -> str:
    low = text.lower()
    return next((a for a, said in _ACTIONS if any(s in low for s in said)), "")


def _terraform(lines: list[str]) -> list[Line] | None:
    """A plan: resource headings, then `~ / + / -` attributes; None when no resource heading with a marked attribute."""
    out: list[Line] = []
    thing, action = "", ""
    for ln in lines:
        head = _TF_HEAD.match(ln)
        if head:
            thing, action = head.group(1), _action(ln)
            continue
        if not thing:
            continue
        m = _TF_ATTR.match(ln)
        if m and not m.group(3).endswith("{"):
            mark, key, value = m.groups()
            arrow = _ARROW.match(value)
            old, new = (arrow.group(1), arrow.group(2)) if arrow else ((value, None) if mark == "-" else (None, value))
            path = (key.strip('"'),)
            for side, raw in (("old", old), ("new", new)):
                if raw is not None and _unquote(raw) not in ("null", "(known after apply)", "(sensitive value)"):
                    out.append(Line(thing, path, _unquote(raw), side, action))
            continue
        plain = _TF_PLAIN.match(ln)
        if plain and not plain.group(2).endswith("{") and not ln.lstrip().startswith("#"):
            out.append(Line(thing, (plain.group(1).strip('"'),), _unquote(plain.group(2)), "", action))
    return out if any(x.side for x in out) else None


def _diff(lines: list[str]) -> list[Line] | None:
    """A unified diff of YAML-like text (kubectl diff, helm diff, git diff of a manifest): every `key: value` line
    with its path by indentation and its side by its first column; None when no line has a side."""
    out: list[Line] = []
    thing, action = "", ""
    stacks: dict[str, list[tuple[int, str]]] = {"old": [], "new": []}  # each side nests its own keys
    marked = 0
    for ln in lines:
        helm = _HELM_HEAD.match(ln)
        if helm:
            thing, action = f"{helm.group(2)} {helm.group(3)}", _action(ln)
            stacks = {"old": [], "new": []}
            continue
        if _DIFF_FILE.match(ln) or not ln.strip():
            if ln.startswith("@@"):  # a hunk starts anywhere in the file: what enclosed the last one is unknown
                stacks = {"old": [], "new": []}
            continue
        mark = ln[0] if ln[0] in "+- " else None
        if mark is None:
            return None  # a line that is no part of a diff: the text is something else
        body = ln[1:]
        sides = ("old",) if mark == "-" else ("new",) if mark == "+" else ("old", "new")
        marked += mark != " "
        m = _YAML_KEY.match(body)
        if not m or body.lstrip().startswith("#"):
            continue
        indent = len(m.group(1)) + (2 if body.lstrip().startswith("- ") else 0)
        key, value = m.group(2), (m.group(3) or "").strip()
        for side in sides:
            stack = stacks[side]
            while stack and stack[-1][0] >= indent:
                stack.pop()
            path = tuple(k for _, k in stack) + (key,)
            stack.append((indent, key))
            if value and len(sides) == 1 or value and side == "new":
                out.append(Line(thing, path, _unquote(value), "" if len(sides) == 2 else side, action))
    return out if marked and any(x.side for x in out) else None


def read(lines: list[str]) -> list[Line] | None:
    """The lines of a plan or a diff with their sides; None when the text is neither. A diff needs a file or hunk
    header, a helm heading, or both a `-` and a `+` line (a YAML list of `- key: value` items is no diff)."""
    if any(_TF_HEAD.match(ln) for ln in lines):
        return _terraform(lines)
    marks = {ln[0] for ln in lines if ln[:1] and ln[0] in "+-" and not _DIFF_FILE.match(ln)}
    headed = any(_DIFF_FILE.match(ln) or _HELM_HEAD.match(ln) for ln in lines)
    if marks == {"+", "-"} or marks and headed:
        return _diff(lines)
    return None


def prose(lines: list[str]) -> list[str]:
    """The lines of a plan or diff that are neither a value nor a header of one: headings ("# aws_s3_bucket.reports
    will be created", helm's "... has been removed:") and summaries ("Plan: 1 to add, 1 to change, 1 to destroy.")."""
    return [ln.strip().lstrip("# ") for ln in lines if ln.strip() and (_TF_HEAD.match(ln) or _HELM_HEAD.match(ln) or (
        ln[:1].isalpha() and "=" not in ln and not _DIFF_FILE.match(ln)))]
