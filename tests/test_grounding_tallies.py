"""(gt16) Counts and totals over the rows of a column table.

- A table, a legend printed under it after a blank line ("STATE = what the unit is doing") and a count line
  ("5 loaded timers listed.", "3 entries found") is still a table: its rows are counted and a value stays on its row.
- "Half of the six ..." counts the rows as "three of the six ..." does.
- A total over the rows the claim names, where the column's name cuts a word short ("ReqMem", "AllocNodes"): the
  claim's full word ("requested", "allocated") names it.
- Request lines with no client before the time (a development server's '[01/Jun/2026 09:00:01] "GET /x HTTP/1.1" 200
  12'), among banner lines, are an access log's rows: a status stays on its request's row, and a 4xx or 5xx status is
  an error, a 2xx one no failure. The port of a URL the banner prints ("http://0.0.0.0:5000/") is a number: the server
  was started "on port 5000".
- Objects of a list with no naming field are named by the first field whose values are words or dates (a day), not
  by a count that comes first: a count stays on its day.
- A word any output goes without ("service") that one row's cell happens to hold ("Remote Access Service") names no
  row: "the Print Queue service" is the Print Queue row alone.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

TIMERS = """  UNIT                    LOAD   ACTIVE   SUB     DESCRIPTION
  backup.timer            loaded active   waiting Nightly backup
  certbot.timer           loaded active   waiting Renew certificates twice a day
  logrotate.timer         loaded inactive dead    Daily rotation of log files
  reindex.timer           loaded active   waiting Weekly search reindex

STATE  = Whether the timer is waiting to elapse.
LOAD   = Reflects whether the unit definition was properly loaded.
4 loaded timers listed."""
PRINTERS = """Status   Name        Location
------   ----        --------
Ready    floor2-hp   Second floor
Offline  floor3-hp   Third floor
Ready    lobby-xr    Lobby
Offline  mail-room   Basement"""
BATCH = """JobID    Queue   AllocNodes  State
-------  ------  ----------  ---------
9001     long    12          RUNNING
9002     short   2           RUNNING
9003     long    20          PENDING"""
DEVSERVER = """Performing system checks...
Starting development server at http://0.0.0.0:5000/
[01/Jun/2026 09:00:01] "GET /health HTTP/1.1" 200 12
[01/Jun/2026 09:00:04] "DELETE /cart/9/ HTTP/1.1" 403 58
[01/Jun/2026 09:00:09] "PUT /cart/9/ HTTP/1.1" 204 0"""
SERVICES = """Status   Name        DisplayName
------   ----        -----------
Running  PrintQ      Print Queue
Stopped  RasMan      Remote Access Service
Stopped  Themes      Themes"""
VISITS = '{"site": "docs", "visits": [{"count": 410, "day": "2026-03-02"}, {"count": 388, "day": "2026-03-03"}]}'

CASES = [
    (TIMERS, "Three of the four timers are waiting.", "accept"),
    (TIMERS, "The logrotate timer is inactive.", "accept"),
    (TIMERS, "The backup timer is inactive.", "reject"),  # the logrotate timer's state
    (TIMERS, "Five timers are listed.", "reject"),
    (PRINTERS, "Half of the four printers are offline.", "accept"),
    (PRINTERS, "Half of the four printers are in the lobby.", "reject"),  # one is
    (BATCH, "The long-queue jobs were allocated 32 nodes in total.", "accept"),
    (BATCH, "The long-queue jobs were allocated 34 nodes in total.", "reject"),  # all three jobs' total
    (DEVSERVER, "The DELETE of /cart/9/ was refused with a 403.", "accept"),
    (DEVSERVER, "The PUT to /cart/9/ returned 403.", "reject"),  # the DELETE's
    (DEVSERVER, "The PUT to /cart/9/ failed.", "reject"),  # 204
    (DEVSERVER, "The development server was started on port 5000.", "accept"),
    (SERVICES, "The Print Queue service is running.", "accept"),
    (SERVICES, "The Print Queue service is stopped.", "reject"),
    (VISITS, "The docs site had 388 visits on 3 March 2026.", "accept"),
    (VISITS, "The docs site had 410 visits on 3 March 2026.", "reject"),  # 2 March's
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
