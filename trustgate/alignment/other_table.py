"""(gt28) Two tables in one output: a value the claim gives a row of one, printed only in the other.

Contract. `other_table(claim, parsed)` returns a "moved_row" finding when the output holds two tables or more (two
commands one under another, `vgs` then `pvs`), the claim names rows of exactly one of them by their keys ("/dev/sda"),
and a value of the claim is held by no row it names but by a record of another table, and maybe by another row of
its own ("812 GB" is the `VFree` of the volume group `data` and the `PFree` of `/dev/sdb`, not what `/dev/sda` has
free). A value held in a row the claim names, a value held only inside the named table (its own checks judge it), or
a claim naming rows of two tables, is left to the other checks.

Why: within one table a value is tied to the row the claim names; across two, the row named in one table and a value
found in the other were each found, and nothing said they were apart.
"""

from __future__ import annotations


from .. import spans as sp
from .base import Finding
from .claim import Claim
from .keyed_lines import COUNTED
from .line_keys import _named
from .record_values import matches


def other_table(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    if parsed.kind != "table" or len({r.table for r in parsed.records if r.row}) < 2:
        return None
    named = {(r.table, r.row) for r in parsed.records if r.row and len(r.row) >= 2 and _named(r.row, claim.text)}
    if len({t for t, _ in named}) != 1:
        return None
    rows = sorted(row for _, row in named)
    for v in claim.values:
        if v.kind not in COUNTED or any(_named(v.text, row) for row in rows):
            continue
        holders = [r for r in parsed.records if r.row and matches(v, r, claim.text)]
        if holders and not any((r.table, r.row) in named for r in holders) and any(r.table not in {t for t, _ in named}
                                                                                   for r in holders):
            r = next((r for r in holders if (r.table, rows[0]) in named), holders[0])
            return Finding("moved_row", f"'{v.text}' is the {r.field} of row {r.row}, not of row {rows[0]}", v.text)
    return None
