"""(gt26) Tool outputs read as their tools print them.

- An array of objects whose naming fields are the same in every object (one series: an index and a region) is told
  apart by the field that is not, a year or a date among them: a value stays with its year ("132.4 in 2025" where
  132.4 is 2024's is refused).
- A one-word cell that negates a word ("NONREFUNDABLE") under a field whose name is the only place the claim's word
  is printed ("Refundability") denies the claim's word ("the fare is refundable"); a word run into another
  ("InService") is no negation.
- Lines of a name, a tab and a value (a monitor's stats dump), under the command that printed them or alone, are
  settings: each value stays with its name.
- Tables printed one under another past a blank line, each with a header of its own, are read each on its own
  columns: a cell that holds single spaces ("Jul 15, 2026 00:00 UTC") is one cell, and a row of the second table
  keeps its own columns (read as one table, the two headers' columns merged).

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

SERIES = """[
  {"series": {"id": "CPI.ALL", "label": "Consumer prices"}, "area": {"id": "NO", "label": "Norway"}, "period": "2025", "value": null},
  {"series": {"id": "CPI.ALL", "label": "Consumer prices"}, "area": {"id": "NO", "label": "Norway"}, "period": "2024", "value": 132.4},
  {"series": {"id": "CPI.ALL", "label": "Consumer prices"}, "area": {"id": "NO", "label": "Norway"}, "period": "2023", "value": 128.9}
]"""

FARE = """{
  "booking": "QX7-22", "fareClass": "Saver",
  "Refundability": "NONREFUNDABLE",
  "Changeability": "CHANGEABLE",
  "seat": "14C"
}"""

STATS = """$ printf 'stat\\n' | nc queue-a 7000
q_jobs_ready\t412
q_jobs_delayed\t37
q_workers\t12
q_role\tprimary"""

BARE_STATS = """pool_active\t18
pool_idle\t6
pool_waiting\t0"""

LICENCES = """FEATURE          EXPIRES                  SEATS IN USE   SEATS TOTAL
analytics        Oct 01, 2026 00:00 UTC   14             20
export           Jul 15, 2026 00:00 UTC   3              5

POOL             RENEWS                   AUTO RENEW
standard         Jan 01, 2027 00:00 UTC   yes
premium          Aug 30, 2026 00:00 UTC   no"""

CASES = [
    (SERIES, "Norway's consumer price index was 132.4 in 2024.", "accept"),  # guard
    (SERIES, "Norway's consumer price index was 132.4 in 2025.", "reject"),  # 2024's
    (SERIES, "Norway's consumer price index was 128.9 in 2024.", "reject"),  # 2023's
    (SERIES, "Norway's consumer price index stood at 128.9 in 2023.", "accept"),  # guard
    (FARE, "The Saver fare on booking QX7-22 is refundable.", "reject"),
    (FARE, "The Saver fare on booking QX7-22 can be changed.", "accept"),  # guard
    (STATS, "queue-a has 37 delayed jobs.", "accept"),  # guard
    (STATS, "queue-a has 412 delayed jobs.", "reject"),  # the ready jobs
    (STATS, "queue-a has 12 workers.", "accept"),  # guard
    (BARE_STATS, "The pool has 6 idle connections.", "accept"),  # guard
    (BARE_STATS, "The pool has 18 idle connections.", "reject"),  # guard: the active ones
    (LICENCES, "The export feature expires on 15 July 2026.", "accept"),  # guard
    (LICENCES, "The analytics feature expires on 15 July 2026.", "reject"),  # guard: export's
    (LICENCES, "The premium pool renews automatically.", "reject"),
    (LICENCES, "The standard pool renews on 1 January 2027.", "accept"),
    (LICENCES, "The premium pool renews on 1 January 2027.", "reject"),  # guard: the standard pool's
    (FARE, "The Saver fare on booking QX7-22 is nonrefundable.", "accept"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt26_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
