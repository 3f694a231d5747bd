"""A status word the claim says of a row, where the row's status field holds another of that column's statuses.

Contract. `status_moved(claim, parsed, named)` returns a finding for each row the claim names whose status-like field
(status, state, phase, result, priority, ...: `_STATUS_WORDS`) holds one status while the claim says a status word
that another row of the same column holds ("The reindex job has completed." where its STATUS is Running and another
job's is Complete; "ENG-7 is high priority." where its priority is Low and another issue's is High). A claim that
says the row's own status, or denies ("has not completed"), is left alone.

Why: the word the claim says is in the output (another row's cell, or a header such as COMPLETIONS), so word coverage
finds it and nothing ties it to the row; the column's own cells say which statuses the output can give, so a status
of another row is one this row does not have.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..text import stem
from .base import Finding
from .claim import Claim
from .field_names import _kin

# words of a field name that say the field holds a status in words
_STATUS_WORDS = frozenset("status state phase condition health result outcome conclusion priority severity urgency".split())
_DENIED = re.compile(r"\b(?:not|no|never|yet to)\b|n't\b", re.IGNORECASE)
_WORD_CELL = re.compile(r"[A-Za-z][A-Za-z_ -]*")


def _is_status(path: tuple[str, ...]) -> bool:
    """The field's own name says a status ("STATUS", "priorityLabel"), or it is the name or value of a status object
    (Notion's "Status": {"status": {"name": "Done"}})."""
    if set(sp.field_words(path[-1])) & _STATUS_WORDS:
        return True
    return len(path) > 1 and path[-1].lower() in _VALUE_KEYS and bool(set(sp.field_words(path[-2])) & _STATUS_WORDS)


_VALUE_KEYS = frozenset("name value label text".split())


def _stems(text: str) -> set[str]:
    return {stem(w) for w in cl.words_of(text)}


def status_moved(claim: Claim, parsed: sp.Parsed, named: dict[int, set[str]]) -> list[Finding]:
    if not named or _DENIED.search(claim.text):
        return []
    said = frozenset(stem(w) for w in cl.words_of(claim.text))
    columns: dict[tuple[int, tuple[str, ...]], dict[str, str]] = {}
    for r in parsed.records:
        if r.row and r.table in named and r.path and _is_status(r.path) and _WORD_CELL.fullmatch(r.raw.strip()):
            columns.setdefault((r.table, r.path), {})[r.row] = r.raw.strip()
    out = []
    for (table, path), cells in columns.items():
        statuses = {v.casefold(): v for v in cells.values()}
        if len(statuses) < 2:
            continue
        held = [cells[row] for row in named[table] if row in cells]
        for row in sorted(named[table]):
            own = cells.get(row)
            if own is None or any(_kin(s, said) for x in held for s in _stems(x)):
                continue  # the claim says the status of a row it names ("still running")
            for other in statuses.values():
                words = cl.words_of(other)
                if other.casefold() == own.casefold() or len(words) != 1 or len(words[0]) < 3 or not _kin(stem(words[0]), said):
                    continue
                field = ".".join(path)
                out.append(Finding("contradicted", f"the claim says '{words[0]}' of row {row}, whose {field} is '{own}' "
                                                   f"('{other}' is another row's)", words[0]))
                break
    return out
