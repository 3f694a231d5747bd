"""(gt17) Outputs with no header to tie a value to its item: key: value listings, fraction cells, lines keyed by name.

- A listing whose first line is a key, its colon and a spaced-off value ("Machine Name:      LAB-PC-12") is a
  key: value listing, not a table headed by its first line: each value stays under its own key; "RAM" names a
  memory field.
- A cell "a/b" (TASKS 2/5, READY 1/3) holds a part and its whole: "two of its five tasks", "none of its three",
  "all four of its tasks" are borne out by the part and whole of the row the claim names, and "running" says what
  the part counts; "all N of its ..." is that row's own, not a claim about every row.
- Lines that each open with a key of their own (a process supervisor's list, a check list with dotted leaders, a
  linter's "file:line:col:" messages): what the claim says of one key (a status word, a value, two words of a
  message) must be on that key's line, not another's.
- Records of the same fields one after another, a blank line between (`pip show` of two packages, LDIF entries):
  a row per record, so a value stays in its own record instead of the last record's value standing for all.
- An amount beside a column named "Currency code" is money in that currency ("about £1,368"), and "across all
  channels" speaks of their total, not of every row.
- A document printed as a JavaScript literal (mongosh: bare keys, single quotes, ObjectId('...'), ISODate('...'),
  Decimal128('...')) is a document: each value stays in its own object.
- A field word cut to its first letters (pgbouncer's sv_active, cl_waiting) is named by the word: "server", "client".
- A settings file's commented-out line sets nothing, and lends its words to no claim ("the policy is fifo").
- A count of rows by a yes / no column the claim names by its header ("two of the three are synced", "one ... is
  not synced"): the rows whose cell is True, or False when the claim denies it; no row's flag is held against it.
- A field named as the time to or until something (timeToArrival: 300) is a length of time with no unit printed:
  seconds or milliseconds, as a bare "duration" is.
- An elapsed time printed with its days ("3-01:10:44", Slurm, ps) is a length of time, and so is a clock under a
  column named only TIME; "over three days" is a value said as a bound on one side, rounded to the claim's digits.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

LISTING = """Machine Name:              LAB-PC-12
Operating System:          Contoso OS 9 Enterprise
Installed Memory:          16,384 MB
Free Memory:               4,096 MB
Registered Owner:          Lab Team"""
TASKS = """SERVICE        MODE         TASKS   IMAGE
billing_api    replicated   2/5     acme/billing:1.4
billing_cron   replicated   1/1     acme/cron:0.9
search_idx     replicated   0/3     acme/search:3.2
notify_svc     replicated   4/4     acme/notify:2.0"""
SUPERVISED = """nginx            RUNNING   pid 812, uptime 2 days, 1:02:03
queue-worker     STOPPED   Jun 01 08:00 AM
scheduler        RUNNING   pid 977, uptime 0:05:12
mailer           BACKOFF   Exited too quickly (process log may have details)"""
CHECKS = """format check.......................................Passed
spell check........................................Failed
type check.........................................Skipped
license headers....................................Passed"""
QUEUED = """  JOBID PARTITION   NAME  USER ST        TIME NODES NODELIST(REASON)
  90211      long  relax   kim  R  3-01:10:44     1 n17
  90212      long   fold   kim  R     0:45:02     1 n18
  90215     short   dock   lee PD        0:00     2 (Priority)"""
SHOWN = """Name: requests
Version: 2.32.3
Summary: Python HTTP for Humans.
License: Apache-2.0
Requires: certifi, idna, urllib3
Required-by: httpx-auth

Name: urllib3
Version: 2.2.2
Summary: HTTP library with thread-safe connection pooling
License: MIT
Requires:
Required-by: requests"""
SPEND = """Channel,Status,Clicks,Cost,Currency code
Search,Enabled,1840,912.40,GBP
Social,Enabled,760,455.10,GBP
Video,Paused,0,0.00,GBP
Total,,2600,1367.50,GBP"""
TICKETS = """[
  {
    _id: ObjectId('65f0c1a2b3c4d5e6f7a8b9c0'),
    ticket: 'T-3301',
    owner: { name: 'Ada Park', team: 'infra' },
    priority: 'high',
    status: 'open',
    openedAt: ISODate('2026-05-30T08:12:00.000Z'),
    hours: Decimal128('3.5')
  },
  {
    _id: ObjectId('65f0c1a2b3c4d5e6f7a8b9c1'),
    ticket: 'T-3302',
    owner: { name: 'Ben Ortiz', team: 'web' },
    priority: 'low',
    status: 'closed',
    openedAt: ISODate('2026-05-29T15:40:00.000Z'),
    hours: Decimal128('1.25')
  }
]"""
POOLS = """ pool   | cl_active | cl_waiting | sv_active | sv_idle
--------+-----------+------------+-----------+---------
 main   |        30 |          5 |        12 |       2
 batch  |         4 |          0 |         3 |       6
(2 rows)"""
SETTINGS = """listen_port 8080
workers 4
cache_policy lfu
# cache_policy fifo
log_level warn"""
SYNCED = """NAME          SYNCED   AGE
orders-db     True     12d
users-db      False    3h
search-db     True     40d"""
ARRIVALS = '[{"line": "R4", "destination": "Quay", "timeToArrival": 300}, {"line": "R9", "destination": "Airport", "timeToArrival": 1260}]'
LINTED = """app/models.py:12:1: E302 expected 2 blank lines, found 1
app/views.py:40:80: E501 line too long (96 > 79 characters)
app/forms.py:7:1: F401 'os' imported but unused"""

CASES = [
    (LISTING, "LAB-PC-12 has 16,384 MB of memory installed.", "accept"),
    (LISTING, "LAB-PC-12 has about 16 GB of RAM.", "accept"),
    (LISTING, "LAB-PC-12 has 4,096 MB of memory installed.", "reject"),  # the free memory
    (LISTING, "The machine runs Contoso OS 9 with 16,384 MB of memory installed.", "accept"),
    (LISTING, "LAB-PC-12 has 16,384 MB of memory, 4,096 MB of it free.", "accept"),
    (TASKS, "billing_api is running only two of its five tasks.", "accept"),
    (TASKS, "search_idx has none of its three tasks running.", "accept"),
    (TASKS, "notify_svc has all four of its tasks running.", "accept"),
    (TASKS, "billing_api has all five of its tasks running.", "reject"),  # two of five
    (TASKS, "search_idx is running one of its three tasks.", "reject"),  # none
    (SUPERVISED, "scheduler is running with pid 977.", "accept"),
    (SUPERVISED, "mailer is running with pid 977.", "reject"),  # the scheduler's line
    (SUPERVISED, "queue-worker is running.", "reject"),  # stopped
    (SUPERVISED, "nginx has been up for 2 days.", "accept"),
    (CHECKS, "The spell check failed.", "accept"),
    (CHECKS, "The type check passed.", "reject"),  # skipped
    (QUEUED, "The relax job has been running for over three days.", "accept"),
    (QUEUED, "The relax job has been running for about 3 days on n17.", "accept"),
    (QUEUED, "The fold job has been running for about 45 minutes.", "accept"),
    (QUEUED, "The fold job has been running for over three days.", "reject"),  # the relax job's
    (QUEUED, "The relax job has been running for over four days.", "reject"),
    (SHOWN, "urllib3 is at version 2.2.2.", "accept"),
    (SHOWN, "requests is licensed under Apache-2.0.", "accept"),
    (SHOWN, "requests is at version 2.2.2.", "reject"),  # urllib3's
    (SHOWN, "urllib3 is licensed under Apache-2.0.", "reject"),  # requests'
    (SPEND, "The account spent about £1,368 across all channels.", "accept"),
    (SPEND, "The account spent about £1,368 on Search.", "reject"),  # the total's
    (TICKETS, "Ticket T-3302 is closed.", "accept"),
    (TICKETS, "T-3301 has 3.5 hours logged.", "accept"),
    (TICKETS, "Ada Park's ticket T-3301 is open with 3.5 hours logged.", "accept"),
    (TICKETS, "Ada Park's ticket has high priority.", "accept"),
    (TICKETS, "Ticket T-3301 is closed.", "reject"),  # T-3302's status
    (TICKETS, "Ben Ortiz's ticket has high priority.", "reject"),  # Ada Park's
    (POOLS, "The main pool has 12 active server connections.", "accept"),
    (POOLS, "The main pool has 30 active clients.", "accept"),
    (POOLS, "The main pool has 30 active server connections.", "reject"),  # its active clients
    (SETTINGS, "The cache policy is lfu.", "accept"),
    (SETTINGS, "The cache policy is fifo.", "reject"),  # a commented-out line
    (SYNCED, "One of the three databases is not synced.", "accept"),
    (SYNCED, "Two of the three databases are synced.", "accept"),
    (SYNCED, "Two of the three databases are not synced.", "reject"),  # one is
    (ARRIVALS, "The R4 to Quay arrives in five minutes.", "accept"),
    (ARRIVALS, "The R9 to the airport is 21 minutes away.", "accept"),
    (ARRIVALS, "The R9 arrives in five minutes.", "reject"),  # the R4's
    (ARRIVALS, "The R4 arrives in 300 minutes.", "reject"),  # seconds
    (LINTED, "app/forms.py has an unused import of os.", "accept"),
    (LINTED, "The line that is too long is in app/models.py.", "reject"),  # app/views.py's message
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
