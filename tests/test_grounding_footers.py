"""(gt15) Tool outputs whose table is closed by a count line or carries a glyph for a column's name, and status pages
printed as a line of names over a line of numbers.

- A column table closed by the count line its client prints ("(3 rows affected)", "3 rows selected.") and what follows
  it (a completion time) is still a table: a value belongs to its row and column; a rule drawn under each column apart
  ("------- -------") gives each column its extent, so a right-aligned number is its own column's.
- A box table whose header names a column with a glyph (pm2's "↺" for restarts) is still a table.
- A line of names over a line of as many numbers (a status page's "accepts handled requests" over three counters,
  perhaps after a label word) gives each number its name; "Key: value" pairs on one line are fields too.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate, as tests/test_grounding_shapes.py
does; the outputs and claims are this file's own.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

SQLCMD = """site        pallets     capacity    damaged
----------- ----------- ----------- -----------
Leeds               812        1000          14
Bristol             430         600           3
Dundee              975        1200          27

(3 rows affected)

Completion time: 2026-05-30T10:02:11.1184412+01:00"""
LOANS = """branch          loans       fines_gbp       overdue_items   members
--------------- ----------- --------------- --------------- -----------
Riverside              2210         1840.50              96         880
Hilltop                 905          312.00              14         402

(2 rows affected)"""
SQLPLUS = """COURSE       SEATS  BOOKED
----------  ------  ------
Pottery         12       9
Welding          8       8
Glassblowing     6       2

3 rows selected."""
PM2 = """┌────┬─────────────┬─────────┬──────┬───────────┬──────────┬──────────┐
│ id │ name        │ mode    │ ↺    │ status    │ cpu      │ memory   │
├────┼─────────────┼─────────┼──────┼───────────┼──────────┼──────────┤
│ 0  │ mailer      │ fork    │ 0    │ online    │ 1.1%     │ 88.2mb   │
│ 1  │ resizer     │ fork    │ 23   │ stopped   │ 0%       │ 0b       │
│ 2  │ gateway     │ cluster │ 4    │ online    │ 6.5%     │ 140.9mb  │
└────┴─────────────┴─────────┴──────┴───────────┴──────────┴──────────┘"""
CACHE = """Uptime: 86400
cache hits misses passes
 512330 48112 901
Threads: 64 Idle: 40 Busy: 24"""

CASES = [
    (SQLCMD, "Bristol has 430 pallets.", "accept"),
    (SQLCMD, "Dundee has a capacity of 1,200.", "accept"),
    (SQLCMD, "Leeds has 430 pallets.", "reject"),  # Bristol's
    (SQLCMD, "Bristol has a capacity of 1,000.", "reject"),  # Leeds's
    (SQLCMD, "Dundee has 27 damaged pallets.", "accept"),  # right-aligned under a rule of its own column
    (SQLCMD, "Dundee has 1,200 damaged pallets.", "reject"),  # its capacity
    (LOANS, "Hilltop made 905 loans.", "accept"),
    (LOANS, "Riverside has collected £1,840.50 in fines.", "accept"),
    (LOANS, "Hilltop made 312 loans.", "reject"),  # its fines
    (SQLPLUS, "The welding course has 8 seats booked.", "accept"),
    (SQLPLUS, "Glassblowing has 9 seats booked.", "reject"),  # pottery's
    (PM2, "The resizer app has restarted 23 times and is stopped.", "accept"),
    (PM2, "The gateway is online and has restarted 4 times.", "accept"),
    (PM2, "The resizer app is online.", "reject"),  # stopped
    (PM2, "The mailer has restarted 4 times.", "reject"),  # the gateway's
    (CACHE, "The cache has had 48,112 misses.", "accept"),
    (CACHE, "24 threads are busy.", "accept"),
    (CACHE, "The cache has had 512,330 misses.", "reject"),  # its hits
    (CACHE, "40 threads are busy.", "reject"),  # the idle ones
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
