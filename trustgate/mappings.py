"""Text read as a mapping: `key: value` lines (YAML, or nested by indentation as kubectl describe prints them) and
settings files (TOML, INI, .env), told apart from a conversation's `speaker: words` lines.

Contract: `_mapping(text)` is the YAML mapping most lines of the text are shaped as, else None; `_indented(lines)` the
(path, value) pairs of `key: value` lines nested by indentation that YAML does not read; `_assignments(text)` the
settings a file of assignments and sections sets, else None; `_transcript(lines)` whether the lines are turns of a
conversation, not a mapping (a user's one turn over a list of what they said, "- yes, it's a 2019 Ford Focus", too). spans.py builds records from what these return.
"""

from __future__ import annotations

import configparser
import re
import tomllib

import yaml

from . import turns


# (gt18) a longer key when padded to its colon by a tab or two spaces: chage's "Number of days of warning ... \t: 14"
# (gt28) or a key that opens with an ordinal: sysbench's "95th percentile:"
_KV = re.compile(r"^\s*((?:\d{1,3}(?:th|st|nd|rd) )?[A-Za-z][\w .\-/()%#]{0,40}?|[A-Za-z][\w .\-/()%#]{0,64}?(?=\t|  ))\s*[:=]\s+(\S.*)$")


_SPEAKERS = frozenset("user assistant system human ai agent bot model customer support operator me you".split())


# a list item that says a sentence ("- no, I haven't made any claims"), not a YAML value ("- nginx")
_SAYS_ITEM = re.compile(r"^\s*[-*•]\s+(?=(?:\S+\s+){2}).*\b(?:i|we|it|he|she|they|is|are|was|were|has|have|had|"
                        r"[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]+n't)\b", re.IGNORECASE)


def _listed_turn(lines: list[str]) -> bool:
    """A user's one turn saying a sentence, over a list of what they said ("user: Notes from my call, my side only:" /
    "- yes, it's a 2019 Ford Focus" / "- no, I haven't made any claims"): the lines of a user's turn, not a mapping."""
    lines = [ln for ln in lines if ln.strip()]
    head = _KV.match(turns.unstamped(lines[0])) if lines else None
    return bool(head) and turns.role_of(head.group(1)) == "user" and len(head.group(2).split()) >= 4 and len(lines) > 1 \
        and all(re.match(r"^\s*[-*•]\s", ln) for ln in lines[1:]) and any(_SAYS_ITEM.match(ln) for ln in lines[1:])


def _transcript(lines: list[str]) -> bool:
    """`speaker: what they said` lines, a conversation, not a mapping: a speaker speaks more than once or is a
    conversation role (user, assistant, ...), and the lines are sentences (4 words or more on average); or a user and
    an assistant each speak and one of them more than once, however short the lines ("user: Two months." /
    "assistant: Starting when?"): a mapping holds a key once."""
    if _listed_turn(lines):
        return True
    if any(ln[:1].isspace() or ln.startswith("- ") for ln in lines):
        # indented or listed lines are YAML structure, not turns of a conversation; but for lines pasted under the
        # turns of a user and an assistant ("user: Pasted from our group chat:" / "  Jess: I can do the 12th")
        top = [m.group(1).strip().lower() for m in (_KV.match(turns.unstamped(ln)) for ln in lines if not ln[:1].isspace()) if m]
        return bool(lines) and not lines[0][:1].isspace() and {turns.role_of(k) for k in top} >= {"user", "assistant"} \
            and len(set(top)) < len(top)
    said = [m for m in (_KV.match(turns.unstamped(ln)) for ln in lines) if m]
    if len(said) < 2:
        return False
    keys = [m.group(1).strip().lower() for m in said]
    if {turns.role_of(k) for k in keys} >= {"user", "assistant"} and len(set(keys)) < len(keys):
        return True
    words = sum(len(m.group(2).split()) for m in said) / len(said)
    return words >= 4 and (len(set(keys)) < len(keys) or any(k in _SPEAKERS for k in keys))


def _mapping_shaped(text: str) -> bool:
    """Most lines are `key: value`, `key:` or `- item`, and the lines are no conversation."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) < 2:
        return False
    shaped = sum(1 for ln in lines if _KV.match(ln) or re.match(r"^\s*[\w .\-]+:\s*$", ln) or ln.lstrip().startswith("- "))
    return shaped / len(lines) >= 0.6 and not _transcript(lines)


def _mapping(text: str) -> dict | None:
    if not _mapping_shaped(text):
        return None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        data = None
    if isinstance(data, dict) and len(data) >= 1:
        return data
    if isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
        return {"items": data}  # a YAML list of mappings is a table, as a JSON array of objects is
    return None


_HEADING = re.compile(r"^(\s*)([A-Za-z][\w .\-/()%#]{0,40}?):\s*$")


# (gt30) an item numbered under its heading, its fields indented under it ("Keyslots:" / "  0: luks2" / "\tPBKDF: ...")
_NUMBERED_ITEM = re.compile(r"^\s+(\d{1,3}):\s+(\S.*)$")


def _indented(lines: list[str]) -> list[tuple[tuple[str, ...], str]]:
    """`key: value` lines nested by indentation that YAML does not read (`kubectl describe`, `systemctl show`,
    `lscpu`): a key that has a value may still head more-indented keys ("State: Running" / "  Started: ..."), and a
    line with no key indented under the last key continues its value. Each value with its full path (Limits.memory, Requests.memory)."""
    out: list[tuple[tuple[str, ...], str]] = []
    stack: list[tuple[int, str]] = []  # (indent, key) of the keys enclosing the next line
    colons: list[int | None] = []      # the column of each stacked key's colon when it has a value
    for ln in lines:
        m = _KV.match(ln) or _HEADING.match(ln) or _NUMBERED_ITEM.match(ln)
        wide = ln.expandtabs(8)  # (gt30) cryptsetup's fields tab-indented under a keyslot's "  0: luks2"
        indent = len(wide) - len(wide.lstrip())
        if not m:  # indented under the last key, the value goes on; else the line is no part of a value
            if out and ln.strip() and stack and indent > stack[-1][0]:
                path, value = out[-1]
                out[-1] = (path, f"{value} {ln.strip()}".strip())
            continue
        colon = m.end(1) if m.re is not _HEADING else None
        # keys right-aligned on their colons (systemctl status: "   Main PID: 845" / "     CGroup: ...") are siblings
        while stack and (stack[-1][0] >= indent or colon is not None and colons[-1] == colon):
            stack.pop()
            colons.pop()
        key = (m.group(2) if m.re is _HEADING else m.group(1)).strip()
        path = tuple(k for _, k in stack) + (key,)
        stack.append((indent, key))
        colons.append(colon)
        if m.re is not _HEADING:
            value, beside = _side_by_side(m.group(2).strip())
            out.append((path, value))
            out += [(path[:-1] + (k,), v) for k, v in beside]
    return out


# (gt24) a second `Key : value` on the line, spaced off by three or more ("Vehicle : KX19 HGV    Haulier : Dene")
_BESIDE = re.compile(r"\s{3,}([A-Za-z][\w.\-/()%#]*(?: [A-Za-z][\w.\-/()%#]*){0,3})\s*:\s+(?=\S)")


def _side_by_side(value: str) -> tuple[str, list[tuple[str, str]]]:
    """A value and the `key: value` pairs printed after it in columns of one line (a ticket's or a form's fields two
    to a line): each pair its own field."""
    found = list(_BESIDE.finditer(value))
    if not found:
        return value, []
    ends = [m.start() for m in found[1:]] + [len(value)]
    return value[:found[0].start()].strip(), [(m.group(1).strip(), value[m.end():e].strip()) for m, e in zip(found, ends)]


_ASSIGN = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][\w.\-]*)\s*=\s*(.*)$")
_SECTION = re.compile(r"^\s*\[\[?[\w.\- \"*{},/]+\]\]?\s*$")  # [mysqld], [tool.poetry], .editorconfig's [*.{js,ts}]
_BARE_KEY = re.compile(r"^[a-z][\w\-]*$")


def _assignments(text: str) -> dict | None:
    """A settings file: TOML, INI (`[section]` then `key = value`) or .env (`KEY=value`), every line an
    assignment, a section header or a comment. TOML is read by tomllib (typed values), INI by configparser,
    .env line by line (quotes stripped); sections nest their keys."""
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith(("#", ";"))]
    assigned = [ln for ln in lines if _ASSIGN.match(ln)]
    sectioned = any(_SECTION.match(ln) for ln in lines)
    # my.cnf's `quick` / `skip-name-resolve`: a key with no value, in a file of sections
    bare = [ln for ln in lines if not _ASSIGN.match(ln) and not _SECTION.match(ln) and sectioned and _BARE_KEY.match(ln)]
    if len(assigned) < 2 or len(bare) * 4 > len(assigned) or any(
            not _ASSIGN.match(ln) and not _SECTION.match(ln) and ln not in bare for ln in lines):
        return None
    try:
        return tomllib.loads(text) or None
    except tomllib.TOMLDecodeError:
        pass
    if sectioned:
        ini = configparser.ConfigParser(interpolation=None, allow_no_value=bool(bare))
        top = not _SECTION.match(lines[0])  # .editorconfig's `root = true` before any section: a top-level key
        try:
            ini.read_string("[\0top]\n" + text if top else text)
        except configparser.Error:
            return None
        read = {name: {k: v for k, v in ini[name].items() if v is not None} for name in ini.sections()}
        return {**read.pop("\0top", {}), **read} or None
    pairs = {}
    for ln in assigned:
        m = _ASSIGN.match(ln)
        value = m.group(2).strip()  # type: ignore[union-attr]
        if value[:1] in "\"'" and value[-1:] == value[:1] and len(value) > 1:
            value = value[1:-1]
        pairs[m.group(1)] = value  # type: ignore[union-attr]
    return pairs


# (gt26) a counter printed as its name, a tab and its value ("zk_znode_count\t48215"), as a monitor's stats command does
_TABBED = re.compile(r"^([A-Za-z_][\w.\-]*)\t+(\S[^\t]*?)\s*$")


def tabbed(lines: list[str]) -> dict | None:
    """(gt26) Three lines or more, every one a name, tabs and one value (ZooKeeper's `mntr`, a two-column `mysql -B`
    dump): the names and their values, as a settings file's are. None when any line is something else."""
    kept = [ln for ln in lines if ln.strip()]
    pairs = [_TABBED.match(ln) for ln in kept]
    if len(kept) < 3 or not all(pairs):
        return None
    return {m.group(1): m.group(2) for m in pairs if m}
