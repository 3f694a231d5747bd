"""Configuration files read as nested blocks (spans.py tries them before the row readers of readers.py).

Contract. Each reader takes the span's lines and returns nested objects (a block an object, a directive a field, a
block or directive given twice a list, so a table of rows), or None when the lines are not its shape.
- `blocks` (nginx.conf and its like): a directive belongs to the block it is written in; repeated blocks are rows.
- `directives` (sshd_config, haproxy.cfg, logrotate): `Keyword args` lines without semicolons, read as `blocks` reads
  nginx's, blocks opened by braces or by indentation; commented-out lines set nothing.

Why: read as lines, nginx's `client_max_body_size` of one `location` reads as well for the server around it; as
blocks, a value is looked up in the block the claim names.
"""

from __future__ import annotations

import re


_DIRECTIVE = re.compile(r"^([A-Za-z_][\w.\-]*)(?:\s+(.*?))?\s*;\s*(?:#.*)?$")
_OPEN = re.compile(r"^([A-Za-z_][\w.\-]*)(?:\s+(.*?))?\s*\{\s*(?:#.*)?$")


def blocks(lines: list[str]) -> dict | None:
    """A configuration of `directive args;` lines in `name args { ... }` blocks (nginx, its stream and mail
    modules, Caddy-like files) as nested objects: a block is an object whose first field is its own arguments
    (`location /uploads/` -> {"location": "/uploads/", ...}), a directive a field, and a block or directive given
    twice in one block a list (two `server` blocks: a table of servers, each row named by its server_name). So a
    directive belongs to the block it is written in. None unless the braces balance, with a block and two
    directives or more, and every line is one of these."""
    root: dict = {}
    stack = [root]
    opened = directives = 0
    for ln in lines:
        s = ln.strip()
        if not s or s.startswith("#"):
            continue
        if s == "}":
            if len(stack) == 1:
                return None
            stack.pop()
            continue
        head = _OPEN.match(s)
        if head:
            child: dict = {head.group(1): head.group(2).strip()} if head.group(2) else {}
            _put(stack[-1], head.group(1), child)
            stack.append(child)
            opened += 1
            continue
        directive = _DIRECTIVE.match(s)
        if not directive:
            return None
        args = (directive.group(2) or "").strip()
        options = _OPTION.findall(args)  # "server 10.0.1.21:8080 weight=3": the server and its options
        plain = " ".join(t for t in args.split() if not _OPTION.fullmatch(t))
        _put(stack[-1], directive.group(1), {directive.group(1): plain, **dict(options)} if options else args)
        directives += 1
    if len(stack) != 1 or not opened or directives < 2:
        return None
    return _rows_alike(root)


_OPTION = re.compile(r"(?<!\S)([A-Za-z_][\w\-]*)=(\S+)")


_KEYWORD_LINE = re.compile(r"^([A-Za-z_][\w.\-]*)(?:\s+(.*?))?\s*$")
_SCRIPT = frozenset("postrotate prerotate firstaction lastaction preremove".split())  # logrotate(8): shell up to endscript


def _directive_lines(lines: list[str]) -> list[tuple[int, str]] | None:
    """(indent, line) of a keyword-per-line configuration, less comments and logrotate's scripts; None unless every
    line is a `keyword args` line, a `head {` opening or a `}` closing, none of them a sentence or a `key: value` /
    `key = value` pair, with comments, indented blocks or braces to show it is a configuration."""
    body = [(len(ln) - len(ln.lstrip()), ln.strip()) for ln in lines if ln.strip()]
    comments = sum(s.startswith("#") for _, s in body)
    kept: list[tuple[int, str]] = []
    script = False
    for indent, s in body:
        if s.startswith("#"):
            continue
        if script:
            script = s != "endscript"
        elif s.split()[0] in _SCRIPT:
            script = True
        else:
            kept.append((indent, s))
    words = [s for _, s in kept if s != "}" and not s.endswith("{")]
    if len(words) < 3 or script:
        return None
    for s in words:
        m = _KEYWORD_LINE.match(s)
        if not m or s[-1] in ".!?:;,=" or ": " in s or re.match(r"[:=](?:\s|$)", m.group(2) or ""):
            return None
    shaped = comments or any(i for i, _ in kept) or any(s.endswith("{") for _, s in kept)
    columns = sum(bool(re.search(r"\S(?:\t|  )", s)) for s in words) * 2 > len(words)  # a table's columns (TSV too)
    return kept if shaped and not columns else None


def directives(lines: list[str]) -> dict | None:
    """(gt16) A configuration of `Keyword args` lines, one setting a line, without nginx's semicolons: sshd_config,
    haproxy.cfg (`frontend fe_web` over its indented settings), logrotate (`/var/log/app.log { ... }`), redis.conf.
    Commented-out lines set nothing; a block (opened by braces, or by a line the next lines are indented under) is an
    object whose first field is its own arguments, under its keyword (`frontend`) or, for a block headed by a path,
    under "path"; a setting given twice in one block is a list. So a setting belongs to the block it is written in
    ("rotate 14" of the nginx logs, not of the app log), and `#Port 22` is no port. None unless `_directive_lines`."""
    kept = _directive_lines(lines)
    if kept is None:
        return None
    root: dict = {}
    stack: list[tuple[int, dict, bool]] = [(-1, root, True)]  # (indent, block, closed by a brace)
    for n, (indent, s) in enumerate(kept):
        while not stack[-1][2] and stack[-1][0] >= indent:
            stack.pop()
        if s == "}":
            if len(stack) == 1:
                return None
            stack.pop()
            continue
        braced = s.endswith("{")
        head = s[:-1].strip() if braced else s
        opens = braced or (n + 1 < len(kept) and kept[n + 1][0] > indent and kept[n + 1][1] != "}")
        m = _KEYWORD_LINE.match(head)
        key, args = (m.group(1), (m.group(2) or "").strip()) if m else ("path", head)
        if opens:
            child: dict = {key: args} if args else {}
            _put(stack[-1][1], key, child)
            stack.append((indent, child, braced))
        else:
            _put(stack[-1][1], key, args)
    if any(braced for _, _, braced in stack[1:]):
        return None
    return _rows_alike(_named_settings(root))


def _named_settings(block: object) -> object:
    """A setting given several times, each naming what it sets by its first word (haproxy's `timeout client 30s`,
    `timeout server 60s`; `server app1 10.0.1.11:8080 check`): an object of them by that word, so "the server
    timeout" is 60s and never the client's."""
    if isinstance(block, list):
        return [_named_settings(x) for x in block]
    if not isinstance(block, dict):
        return block
    out: dict = {}
    for key, value in block.items():
        heads = [v.split(None, 1) for v in value] if isinstance(value, list) and all(isinstance(v, str) for v in value) else []
        if heads and all(len(h) == 2 for h in heads) and len({h[0] for h in heads}) == len(heads):
            out[key] = {h[0]: h[1].strip() for h in heads}
        else:
            out[key] = _named_settings(value)
    return out


def _rows_alike(block: object) -> object:
    """A directive repeated with options on some lines only: every line an object, so they read as rows of one
    table (an upstream's servers, one with `weight=3`)."""
    if isinstance(block, dict):
        return {k: _rows_alike(v) for k, v in block.items()}
    if isinstance(block, list):
        if any(isinstance(x, dict) for x in block) and any(isinstance(x, str) for x in block):
            key = next(iter(next(x for x in block if isinstance(x, dict))))
            block = [x if isinstance(x, dict) else {key: x} for x in block]
        return [_rows_alike(x) for x in block]
    return block


def _put(block: dict, key: str, value: object) -> None:
    """A field of a block; a key given again makes a list of its values."""
    if key not in block:
        block[key] = value
    elif isinstance(block[key], list):
        block[key].append(value)
    else:
        block[key] = [block[key], value]
