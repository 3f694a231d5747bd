"""Grounding against shapes agents read from SaaS APIs, CLI tables and logs (helper gt10): the same field under two
sibling objects (an issue's creator and assignee); a number beside a unit field of its row or of its metadata
object; a share from 0 to 1 under a field named as a rate or ratio, said in percent; a terminal UI's table under its status lines, whose sorted column's header carries a mark
("NAME↑"); a count the claim says is nought ("has no failed jobs", "has not restarted") against the field it
names in full. Helper gt12 added: logfmt and Sidekiq-style job lines read as a row per line, named by what the
line is about; a check mark or a cross in a grid's cell said as yes or no, under a header that gives a price; a
number under a field named only as a length of time (elapsed, duration) whose output gives no unit, read in seconds
or in milliseconds; a spreadsheet's two header rows (a group label over the columns it spans); money in
thousands in a header ("($k)"); a trend the claim states between two readings ("rose from H1 to H2", "doubled from
2024 to 2025", "on 29 November compared with 28 November").

Each claim is checked through the real gate (shipped rules) as a tool_output candidate whose source span is the
output; every output and claim here is written for this file (none is from a probe set).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import tool_claim

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

ISSUE = """{
  "issue": {
    "key": "WEB-812",
    "title": "Checkout button overlaps footer on Safari",
    "state": "In Progress",
    "creator": {"displayName": "Bilal Haddad", "id": "u-551"},
    "assignee": {"displayName": "Rosa Lindqvist", "id": "u-207"},
    "estimate": 3
  }
}"""
COMMITS = """{
  "head": {"ref": "release/2.8", "author": {"login": "kmoreau", "name": "Karin Moreau"}},
  "base": {"ref": "main", "author": {"login": "dsato", "name": "Daichi Sato"}}
}"""
WATER = """Parameter          Result    Units     Limit
Nitrate            18.5      mg/L      50
Lead               3.2       µg/L      10
Turbidity          0.4       NTU       1"""
PLANT = """[
  {"entity_id": "sensor.greenhouse_soil", "state": "14.5", "attributes": {"unit_of_measurement": "°C", "friendly_name": "Greenhouse soil"}},
  {"entity_id": "sensor.greenhouse_air", "state": "23.1", "attributes": {"unit_of_measurement": "°C", "friendly_name": "Greenhouse air"}}
]"""
CACHE = """{"cache": "edge-eu", "hit_ratio": 0.873, "eviction_rate": 0.021, "requests": 1840022}"""
K9S = """ Context: staging │ Cluster: stg-1 │ K9s Rev: v0.32.7 │ CPU: 22% │ MEM: 48%
 Deployments(shop)[3]
 NAMESPACE   NAME↓          READY   UP-TO-DATE   AVAILABLE   AGE
 shop        web            3/3     3            3           40d
 shop        search         1/2     2            1           6h
 shop        basket         2/2     2            2           12d"""
JOBS = """WORKER      QUEUE      PROCESSED  FAILED  RETRIED
worker-a    mail       18220      0       14
worker-b    billing    4410       3       0"""
SYNC = """Files scanned: 9120
Files skipped: 40
Skipped files with errors: 2
Conflicts: 0"""

LOGFMT = """time=2026-11-30T22:10:01Z level=info msg="cache warmed" region=eu-west keys=48210 duration_ms=930
time=2026-11-30T22:10:04Z level=warn msg="replica lag" region=us-east lag_ms=4200 threshold_ms=1000
time=2026-11-30T22:10:09Z level=error msg="upload failed" bucket=media-prod status=503 attempts=3
time=2026-11-30T22:10:15Z level=info msg="upload done" bucket=media-prod status=200 bytes_sent=1048576"""
SIDEKIQ = """2026-11-30T03:00:00.101Z pid=77 tid=x1 class=NightlyReportJob jid=9c1e INFO: start
2026-11-30T03:00:41.902Z pid=77 tid=x1 class=NightlyReportJob jid=9c1e elapsed=41.8 INFO: done
2026-11-30T03:00:42.010Z pid=77 tid=x4 class=PurgeSessionsJob jid=d20a INFO: start
2026-11-30T03:00:42.733Z pid=77 tid=x4 class=PurgeSessionsJob jid=d20a elapsed=0.72 INFO: fail
2026-11-30T03:00:42.734Z pid=77 tid=x4 WARN: Redis::TimeoutError: Connection timed out"""
GRID = """| Capability        | Starter (€9/mo) | Team (€25/mo) |
|-------------------|:---------------:|:-------------:|
| API access        | ✔               | ✔             |
| Custom domains    | ✘               | ✔             |
| Data export (CSV) | ✘               | ✔             |"""
CALLS = """{"calls": [
  {"caller": "Noor Haddad", "direction": "inbound", "duration": 754},
  {"caller": "Sam Reyes", "direction": "outbound", "duration": 95}
]}"""

BUDGET = """Team,H1,,H2,
,Plan ($k),Spent ($k),Plan ($k),Spent ($k)
Design,120,131,125,110
Research,80,64,90,97"""
VISITS = ("Site\tVisitors\t\tBounce rate (%)\t\n\tFY24\tFY25\tFY24\tFY25\n"
          "blog\t12,300\t24,900\t61\t55\nshop\t8,200\t7,300\t38\t41")
SALES = """Product,Units 2024,Units 2025
widget,310,290
gadget,150,180"""
DAILY = """{"2026-11-28": {"orders": 310, "refunds": 12}, "2026-11-29": {"orders": 295, "refunds": 25}}"""

CASES = [
    (ISSUE, "WEB-812 is assigned to Rosa Lindqvist.", "accept"),
    (ISSUE, "WEB-812 is assigned to Bilal Haddad.", "reject"),  # the creator, not the assignee
    (ISSUE, "Bilal Haddad opened WEB-812 about the checkout button overlapping the footer on Safari.", "accept"),
    (COMMITS, "Karin Moreau is the author of the head ref release/2.8.", "accept"),
    (COMMITS, "The base branch's author is Karin Moreau.", "reject"),  # the head's
    (WATER, "The nitrate result was 18.5 mg/L.", "accept"),  # the Units column gives the Result its unit
    (WATER, "Lead measured 3.2 µg/L.", "accept"),
    (WATER, "Lead measured 3.2 mg/L.", "reject"),  # micrograms, not milligrams
    (PLANT, "The greenhouse soil is at 14.5 °C.", "accept"),  # the unit in the entity's attributes
    (PLANT, "The greenhouse soil is at 23.1 °C.", "reject"),  # the air's
    (CACHE, "The edge-eu cache has a hit ratio of about 87%.", "accept"),  # 0.873 is 87.3%
    (CACHE, "The edge-eu cache evicts about 2% of entries.", "accept"),  # 0.021
    (CACHE, "The edge-eu cache has a hit ratio of about 78%.", "reject"),
    (CACHE, "The edge-eu cache has a hit ratio of 0.87%.", "reject"),  # a share is no hundredth of a percent
    (K9S, "The search deployment has 1 of 2 replicas ready.", "accept"),
    (K9S, "The search deployment has 2 available replicas.", "reject"),  # basket's
    (K9S, "The basket deployment has 1 available replica.", "reject"),  # search's
    (K9S, "The web deployment was created 12 days ago.", "reject"),  # basket's age
    (K9S, "The basket deployment has 2 available replicas.", "accept"),
    (JOBS, "worker-a has no failed jobs.", "accept"),
    (JOBS, "worker-b has no failed jobs.", "reject"),  # FAILED 3
    (JOBS, "worker-b has not retried any job.", "accept"),
    (JOBS, "worker-a has not retried any job.", "reject"),  # RETRIED 14
    (SYNC, "There were no conflicts.", "accept"),
    (SYNC, "The sync skipped no files with errors.", "reject"),  # 2 of them
    # gt12: log lines of key=value pairs, check marks in a grid, a time field with no unit
    (LOGFMT, "Replica lag in us-east reached 4.2 seconds, over the 1-second threshold.", "accept"),
    (LOGFMT, "Replica lag in us-east was 930 ms.", "reject"),  # the cache warm-up's duration
    (LOGFMT, "The upload to media-prod failed with a 503 after 3 attempts.", "accept"),
    (LOGFMT, "The failed upload to media-prod returned status 200.", "reject"),  # the later upload's
    (LOGFMT, "The eu-west cache was warmed with 48,210 keys in 930 ms.", "accept"),
    (SIDEKIQ, "NightlyReportJob finished in about 42 seconds.", "accept"),  # elapsed=41.8, no unit printed
    (SIDEKIQ, "PurgeSessionsJob failed after 0.72 seconds.", "accept"),
    (SIDEKIQ, "NightlyReportJob took 0.72 seconds.", "reject"),  # PurgeSessionsJob's
    (SIDEKIQ, "NightlyReportJob finished in 41.8 minutes.", "reject"),  # seconds, not minutes
    (GRID, "The Team plan includes custom domains.", "accept"),
    (GRID, "The Starter plan includes custom domains.", "reject"),  # ✘
    (GRID, "The Starter plan includes data export.", "reject"),  # ✘
    (CALLS, "The call from Noor Haddad lasted about 13 minutes.", "accept"),  # 754 s
    (CALLS, "The call from Noor Haddad lasted 754 minutes.", "reject"),
    (CALLS, "The call to Sam Reyes lasted about 13 minutes.", "reject"),  # Noor's
    # gt12: two header rows (a group over its columns), money in thousands in a header, trends between two readings
    (BUDGET, "Design spent $110k in H2.", "accept"),
    (BUDGET, "Design spent $125k in H2.", "reject"),  # the H2 plan, not what was spent
    (BUDGET, "Research's spending rose from H1 to H2.", "accept"),  # 64 -> 97
    (BUDGET, "Design's spending rose from H1 to H2.", "reject"),  # 131 -> 110
    (BUDGET, "Research's spending doubled from H1 to H2.", "reject"),  # half as much again
    (VISITS, "Blog visitors doubled from FY24 to FY25.", "accept"),  # 12,300 -> 24,900
    (VISITS, "Shop visitors doubled from FY24 to FY25.", "reject"),
    (VISITS, "The blog's bounce rate fell from FY24 to FY25.", "accept"),
    (VISITS, "The shop's bounce rate fell from FY24 to FY25.", "reject"),  # 38 -> 41
    (SALES, "Widget units fell from 2024 to 2025.", "accept"),  # the years name the columns
    (SALES, "Widget units rose from 2024 to 2025.", "reject"),
    (DAILY, "Refunds doubled on 29 November compared with 28 November.", "accept"),
    (DAILY, "Orders rose on 29 November compared with 28 November.", "reject"),  # 310 -> 295
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_saas_output(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()
    if expected == "reject":
        assert d.stage == "grounding" and d.reasons[0].rule == "grounding", d.to_dict()
