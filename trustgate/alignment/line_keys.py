"""(gt17) A listing of lines that each open with a key of their own: what the claim says of one key must be on its line.

Contract. `line_moved(claim, parsed)` returns a "moved" finding when the output holds a run of item lines (three or
more: every line with a dotted leader, else a blank-line-separated block's lines at the margin that hold more than
their key and are no `Key: value` field) each opening with a key no other line of the run opens with (its first token,
or all before a dotted leader: `isort.......Passed`; a colon-joined key's parts too: `celery-worker:celery-worker_01`,
`billing/tax.py:17:0:`), laid out alike (as many fields spaced off by two spaces or more; a run of one-field lines
only when its keys are names, `web-01`, `app/views.py:40:80:`, never words, so a chat's or a letter's lines are no
items), the claim names exactly one of those keys, and a value, a state word, another line's status word (what
follows its key: `RUNNING`, `Passed`) or two content words of the claim that the key's line does not hold are held by
another item line: supervisorctl (`gunicorn  FATAL` against "gunicorn is running"), pre-commit (`mypy....Skipped`
against "mypy passed"), pylint (`billing/tax.py:17:0: W0611 Unused import` against "the unused variable is in
billing/tax.py"). None otherwise: a word or value no line holds is left to the other checks.

Why: a line-per-item output (a process list, a hook list, a linter's messages) has no header to tie a value to its
item; its key, printed first on the line, does.
"""

from __future__ import annotations

import re

from .. import spans as sp
from ..text import STOP_WORDS, stem
from ..values import extract
from .base import Finding
from .claim import Claim
from .prose import prose_same

_LEADER = re.compile(r"\.{3,}")  # "isort......Passed": the dots lead from the key to its outcome
_KEY_END = re.compile(r"[:,;]+$")
_FIELDS = re.compile(r"\s{2,}")
_NAME_LIKE = re.compile(r"[\d._/:-]")  # billing/tax.py:17:0, web-01: a key no sentence opens with
_KEYED = re.compile(r"^\s*[A-Za-z][\w .\-/()]{0,40}:\s+\S"  # "Default host: x86_64": a field, not an item
                    r"|^\s*[A-Za-z][\w .\-/()]{0,60}(?:\t|  )\s*:\s+\S")  # (gt18) chage's keys padded to their colons


def _keys(line: str) -> list[str]:
    """A line's key (its first token, or all before a dotted leader; a closing colon cut off) and a colon-joined key's
    parts (`celery-worker:celery-worker_01`: celery-worker_01 too)."""
    s = line.strip()
    lead = _LEADER.search(s)
    token = _KEY_END.sub("", s[:lead.start()].strip() if lead else s.split(None, 1)[0]).casefold()
    parts = [p for p in token.split(":") if p and not p.isdigit() and p != token]
    return [token, *parts] if token else []


def _named(key: str, text: str) -> bool:
    return re.search(r"(?<![\w./-])" + re.escape(key) + r"(?![\w/-]|\.\w)", text, re.IGNORECASE) is not None


def _status(line: str) -> str | None:
    """The stem of the one word that follows a line's key (after a dotted leader, or as the second token)."""
    s = line.strip()
    lead = _LEADER.search(s)
    rest = s[lead.end():] if lead else (s.split(None, 1)[1:] or [""])[0]
    word = re.match(r"[A-Za-z]+\b", rest.strip())
    return stem(word.group().casefold()) if word else None


def _line_words(line: str) -> set[str]:
    return {stem(w.casefold()) for w in re.findall(r"[A-Za-z]+", line)}


def _runs(text: str) -> list[list[str]]:
    """The runs of item lines: every line with a dotted leader if three or more have one (a check list, blank lines
    and messages between its items), else each blank-line-separated block's lines that open at the margin, hold more
    than their key and are no `Key: value` field."""
    lines = text.splitlines()
    led = [ln for ln in lines if _LEADER.search(ln)]
    if len(led) >= 3:
        return [led]
    runs: list[list[str]] = [[]]
    for ln in lines:
        if not ln.strip():
            runs.append([])
        elif not ln[:1].isspace() and len(ln.split()) > 1 and not _KEYED.match(ln):
            runs[-1].append(ln)
    return [r for r in runs if len(r) >= 3]


def line_moved(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    for lines in _runs(parsed.text):
        found = _moved_in(claim, lines)
        if found is not None:
            return found
    return None


def _moved_in(claim: Claim, lines: list[str]) -> Finding | None:
    keys = [_keys(ln) for ln in lines]
    counts: dict[str, int] = {}
    for ks in keys:
        for k in set(ks):
            counts[k] = counts.get(k, 0) + 1
    own = [[k for k in ks if counts[k] == 1 and re.search(r"[A-Za-z]", k)] for ks in keys]
    keyed = [i for i, ks in enumerate(own) if ks and ks[0] == keys[i][0]]
    widths = [len(_FIELDS.split(lines[i].strip())) for i in keyed]
    common = max(set(widths), key=widths.count) if widths else 0
    keyed = [i for i, w in zip(keyed, widths) if w == common]  # items are laid out alike: as many spaced-off fields
    if len(keyed) < 3:
        return None
    if common < 2 and not _LEADER.search(lines[keyed[0]]) and not all(_NAME_LIKE.search(keys[i][0]) for i in keyed):
        return None  # lines of words (a chat, a letter) open with a word, not with a key: columns, leaders or names
    named = {i for i in keyed if any(_named(k, claim.text) for k in own[i])}
    if len(named) != 1:
        return None
    i = named.pop()
    line, others = lines[i], [lines[j] for j in keyed if j != i]
    key_words = {stem(w) for k in own[i] for w in re.findall(r"[a-z]+", k)}
    held = extract(line)
    for v in claim.values:
        if v.kind == "identifier" and any(_named(k, v.text) for k in own[i]):
            continue
        if v.kind == "state":
            words = {stem(w.casefold()) for w in re.findall(r"[A-Za-z]+", v.text)}
            if words and not words <= _line_words(line) and any(words <= _line_words(o) for o in others):
                return Finding("moved", f"'{v.text}' is not on the line of {own[i][0]} ('{line.strip()}'), "
                                        f"but on another's", v.text)
            continue
        if any(prose_same(v, x) for x in held):
            continue
        elsewhere = [o for o in others if any(prose_same(v, x) for x in extract(o))]
        if elsewhere:
            return Finding("moved", f"'{v.text}' is not on the line of {own[i][0]} ('{line.strip()}'), but on "
                                    f"'{elsewhere[0].strip()}'", v.text)
    mine = _line_words(line)
    said = {stem(w) for w in claim.content if w not in STOP_WORDS} - key_words - mine
    said -= {stem(x) for k in own[i] for x in sp.field_words(k)}
    for o in others:  # another line's status word ("Passed", "RUNNING": what follows its key) the key's line lacks
        status = _status(o)
        if status and status in said:
            return Finding("moved", f"'{status}' is not on the line of {own[i][0]} ('{line.strip()}'), but on "
                                    f"'{o.strip()}'", status)
    for o in others:  # two of the claim's words another line holds and its key's line does not: taken from that line
        theirs = said & _line_words(o)
        if len(theirs) > 1:
            return Finding("moved", f"{', '.join(repr(w) for w in sorted(theirs))} are not on the line of {own[i][0]} "
                                    f"('{line.strip()}'), but on '{o.strip()}'", sorted(theirs)[0])
    return None

