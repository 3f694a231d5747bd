"""A text's clauses, and the passages it carries: what intake's order reader (orders.py) reads one by one.

Contract: `pieces(text, reporting, window)` returns the clauses of the text with its quotations blanked, then the
clauses of what it carries: a quotation no reporting word (`reporting`, within `window` words) introduces, or one a
label introduces ("Slack message from @ops: ..."), a bracketed or tagged passage (a tag's attributes too, "<span
hidden>"), and the words of a snake_case file name. `split_clauses(text)` is the plain split.

Why apart: a payload hides in what a text carries as often as in the text itself; cutting a text into what is read is
one job, and deciding whether a clause orders the reader is another (orders.py).
"""

from __future__ import annotations

import re
from .prefilter import anchor_patterns

_SPLIT = re.compile(r"(?<=[.!?;])(?<![\s'\"(\u201c][A-Z]\.)\s+|\n+|\s+[-\u2013\u2014]\s+|\s+(?:->|=>|\u2192)\s+")  # not after an initial ('K. Morrow')
_QUOTE = re.compile(r"\"([^\"\n]{8,})\"|\u201c([^\u201d\n]{8,})\u201d|'([^'\n]{12,})'(?!\w)")  # (sec17) not across a line: a traceback's "app.py", line 12 ... "
_CARRIED = re.compile(r"\[([^\]]{8,})\]|\(([^)]{8,})\)|<(\w+)(?:\s[^>]*)?>(.{8,}?)</\3>")  # a tag's attributes too: <span hidden>
_REPORTING_VERB = re.compile(r"\b(?:says?|said|saying|wr(?:ite|ites|ote|itten)|typed?|types|asks?|asked|told|tells?|quot\w+|like|such as|e\.g\.|"
                             r"example|phrases?|claim\w*|reads?|shows?|showed|contains?|describ\w+|reported|notes?|"
                             # (sec17) a program's output reported after it: "the installer stopped with: ..."
                             r"(?:failed|stopped|exited|aborted|crashed|errored|died|halted) with|threw|error message)\b", re.IGNORECASE)
_SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+){2,}\b", re.IGNORECASE)


# (sec16) a markdown table's row: "| 7 | When the client asks ..., the agent should ... |"
_TABLE_ROW = re.compile(r"^\s*\|(.*\|.*)\|\s*$")


def split_clauses(text: str) -> list[str]:
    """The clauses of a text: split after a sentence end (not after an initial), at line breaks, dashes and arrows; a
    markdown table's row is split into its cells (sec16)."""
    out = []
    for line in text.split("\n") if "|" in text else (text,):
        row = _TABLE_ROW.match(line) if line.count("|") >= 3 else None
        for part in ([c for c in row.group(1).split("|") if c.strip(" :-")] if row else [line]):
            out.extend(p for p in _SPLIT.split(part) if p.strip())
    return out


def _carried(before: str) -> bool:
    """A quotation right after a label ("Slack message from @ops: "...""): the carrier's content, not a report of it,
    unless the label itself reports ("the email said: ...", "phrases like: ...")."""
    label = re.split(r"[.!?;]\s", before)[-1]
    return label.rstrip().endswith(":") and not _REPORTING_VERB.search(label)


_ARGUMENT = re.compile(r"[(,]\s*\w+\s*=\s*$")  # a keyword argument in a call, right before its quoted value
# (sec19) a host name, an address or a file name: its words ("promo.example.net", "docs.example") report nothing
_HOSTLIKE = re.compile(r"[\w.+-]*@?\b[\w-]{2,}(?:\.[\w-]+)*\.[A-Za-z]{2,}\b\.?")


# (sec29) a setting's key before its value ('type="17"', 'title=...'): a field of a record, no word that reports
_SETTING = re.compile(r"(?<![^\s<])[\w.-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|\S*)")


def words_around(text: str, start: int, end: int, window: int) -> tuple[str, str]:
    """The `window` words before `start` and after `end` (300 characters each way at most), host names, addresses, file
    names and (sec29) a record's `key=value` settings left out: where a reporting word that introduces the quotation text[start:end] would stand."""
    before = " ".join(_SETTING.sub(" ", _HOSTLIKE.sub(" ", text[max(0, start - 300):start])).split()[-window:])
    after = " ".join(_SETTING.sub(" ", _HOSTLIKE.sub(" ", text[end:end + 300])).split()[:window])
    return before, after


def pieces(text: str, reporting: re.Pattern[str] | None, window: int) -> list[str]:
    """The clauses of a text (quotations blanked), then of what it carries: a quotation no reporting word introduces
    (or that a label introduces: see `_carried`), a bracketed or tagged passage, the words of a snake_case file name."""
    text = _SNAKE.sub(lambda m: m.group(0).replace("_", " "), text)
    # (sec14) a quoted argument's value stays in its call ("send_email(to='x@y.example', ...)"): it is the call's content
    out = split_clauses(_QUOTE.sub(lambda m: f" {next(g for g in m.groups() if g)} " if _ARGUMENT.search(text, 0, m.start()) else " ", text))
    for m in _QUOTE.finditer(text):
        before, after = words_around(text, m.start(), m.end(), window)
        if reporting is None or _carried(text[:m.start()]) or not (reporting.search(before) or reporting.search(after)):
            out.extend(split_clauses(next(g for g in m.groups() if g)))
    for m in _CARRIED.finditer(text):
        out.extend(split_clauses(m.group(1) or m.group(2) or m.group(4)))
    return out


anchor_patterns(globals())  # each pattern above behind its anchors (prefilter.py): the same answers, most skipped cheaply
