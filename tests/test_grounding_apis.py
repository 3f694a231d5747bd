"""Grounding against API answers and outputs agents read (helper gt11): answers that name their columns once and give
each row's cells by position (a GA4 runReport's dimensionHeaders / metricHeaders and rows of dimensionValues /
metricValues, BigQuery's schema.fields and rows of f/v, a "columns" / "data" split).

Each claim is checked through the real gate (shipped rules) as a tool_output candidate whose source span is the
output; every output and claim here is written for this file (none is from a probe set).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import tool_claim

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

GA4 = """{
  "dimensionHeaders": [{"name": "city"}],
  "metricHeaders": [{"name": "sessions", "type": "TYPE_INTEGER"}, {"name": "conversions", "type": "TYPE_INTEGER"}],
  "rows": [
    {"dimensionValues": [{"value": "Leeds"}], "metricValues": [{"value": "5120"}, {"value": "211"}]},
    {"dimensionValues": [{"value": "Bristol"}], "metricValues": [{"value": "3307"}, {"value": "148"}]}
  ],
  "rowCount": 2
}"""
BQ = """{
  "schema": {"fields": [{"name": "warehouse", "type": "STRING"}, {"name": "parcels", "type": "INTEGER"},
                        {"name": "late", "type": "INTEGER"}]},
  "rows": [{"f": [{"v": "Tilburg"}, {"v": "7710"}, {"v": "96"}]}, {"f": [{"v": "Antwerp"}, {"v": "5042"}, {"v": "310"}]}],
  "totalRows": "2", "jobComplete": true
}"""
SPLIT = """{"columns": ["station", "rain_mm", "wind_kmh"],
 "data": [["Hoek", 12.4, 61], ["Texel", 3.1, 74], ["Vlieland", 0.0, 58]]}"""

PROCS = """+------+---------+-----------+---------+---------+------+--------------+-----------------------------+
| Id   | User    | Host      | db      | Command | Time | State        | Info                        |
+------+---------+-----------+---------+---------+------+--------------+-----------------------------+
| 9921 | etl     | 10.1.0.4  | metrics | Query   | 2400 | Sending data | SELECT * FROM samples       |
| 9930 | web     | 10.1.0.9  | metrics | Query   |   75 | updating     | UPDATE hits SET n = n + 1   |
+------+---------+-----------+---------+---------+------+--------------+-----------------------------+"""
STATEMENTS = """ calls | total_exec_time | mean_exec_time | query
-------+-----------------+----------------+-------------------------------
  5012 |        90216.00 |          18.00 | SELECT * FROM invoices WHERE id = $1
   310 |       117800.00 |         380.00 | SELECT * FROM ledger ORDER BY posted_at
(2 rows)"""
QUOTA = """Name:       team-search
Namespace:  search
Resource    Used  Hard
--------    ----  ----
pods        12    20
services    4     5"""
ORDERS = """ORDER   CUSTOMER    STATUS      TOTAL
A-101   Ferreira    Shipped     84.00
A-102   Okafor      Pending     19.50
A-103   Lindqvist   Cancelled   230.00"""
TICKETS = """[{"key": "OPS-1", "summary": "Rotate the backup keys", "priority": {"name": "Low"}},
 {"key": "OPS-2", "summary": "Disk full on the build agent", "priority": {"name": "Critical"}}]"""
BATCH = """NAME              STATUS      COMPLETIONS   DURATION
backup-db         Complete    1/1           12m
reindex-orders    Running     1/4           40m
purge-cache       Failed      0/1           3m"""
STAFF = """[{"name": "Ines", "team": "Support", "shift": "early"},
 {"name": "Karl", "team": "Sales", "shift": "late"},
 {"name": "Mei", "team": "Support", "shift": "late"},
 {"name": "Ravi", "team": "Support", "shift": "early"}]"""
REPS = """rep,deals,region
Anna,14,north
Bo,9,south
Cy,21,north"""
PUSH = """[{"day": "2026-03-02", "counts": {"sent": 5000, "delivered": 4850, "opened": 1210}},
 {"day": "2026-03-03", "counts": {"sent": 6000, "delivered": 5710, "opened": 1532}}]"""
HOURS = """person,day,hours,billable
Ada,2026-04-06,6.5,yes
Ada,2026-04-07,7.0,yes
Ben,2026-04-06,8.0,no"""
STOCK = """sku,item,on_hand,unit_price_eur
P-10,pallet jack,4,310.00
P-11,hand truck,12,89.50"""
METER = """month,opening_kwh,closing_kwh
March,18210,18842
April,18842,19390"""
BUDGET = """team,spent_eur,budget_eur
design,4200,6000
ops,9900,9000"""

CASES = [
    (GA4, "Leeds had 5,120 sessions.", "accept"),
    (GA4, "Bristol had 211 conversions.", "reject"),  # Leeds's
    (GA4, "Bristol had 148 sessions.", "reject"),  # Bristol's conversions
    (BQ, "Antwerp handled 5,042 parcels.", "accept"),
    (BQ, "Tilburg had 310 late parcels.", "reject"),  # Antwerp's
    (SPLIT, "Texel had 74 km/h of wind.", "accept"),
    (SPLIT, "Hoek had 3.1 mm of rain.", "reject"),  # Texel's
    (PROCS, "The etl user's query has been running for 40 minutes.", "accept"),  # 2400 s
    (PROCS, "The web user's update has been running for 40 minutes.", "reject"),  # the etl thread's time
    (STATEMENTS, "The invoices lookup averages 18 ms per call.", "accept"),
    (STATEMENTS, "The ledger query averages 380 seconds per call.", "reject"),  # milliseconds
    (STATEMENTS, "The invoices lookup averages 380 ms per call.", "reject"),  # the ledger query's
    (QUOTA, "The search namespace is using 12 pods.", "accept"),
    (QUOTA, "The search namespace is using 20 pods.", "reject"),  # the Hard limit
    (QUOTA, "The search namespace has a limit of 5 services.", "accept"),
    (ORDERS, "Order A-102 has shipped.", "reject"),  # Pending; A-101 is the one Shipped
    (ORDERS, "Order A-101 has shipped.", "accept"),
    (ORDERS, "Order A-103 was cancelled.", "accept"),
    (ORDERS, "Order A-101 has been cancelled.", "reject"),
    (ORDERS, "Order A-102 has not shipped yet.", "accept"),
    (TICKETS, "OPS-1 is critical.", "reject"),  # its priority is Low
    (TICKETS, "OPS-2 is critical.", "accept"),
    (BATCH, "The reindex-orders job has completed.", "reject"),  # Running ("complet-" is in a header too)
    (BATCH, "The purge-cache job completed.", "reject"),  # Failed
    (BATCH, "The backup-db job has completed.", "accept"),
    (BATCH, "The reindex-orders job is still running.", "accept"),
    (STAFF, "Three of the four staff are in Support.", "accept"),
    (STAFF, "Two of the four staff are in Support.", "reject"),  # three are
    (STAFF, "Two of the four staff work the late shift.", "accept"),
    (STAFF, "Three of the five staff are in Support.", "reject"),  # four staff are listed
    (REPS, "Cy closed the most deals of the three reps.", "accept"),
    (REPS, "Cy closed the most deals of the four reps.", "reject"),  # three reps
    (PUSH, "On 2 March 2026, 4,850 of the 5,000 notifications sent were delivered.", "accept"),
    (PUSH, "On 2 March 2026, 4,850 of the 6,000 notifications sent were delivered.", "reject"),  # 6,000 is 3 March's
    (HOURS, "Ada logged 13.5 hours in total.", "accept"),  # 6.5 + 7.0
    (HOURS, "Ada logged 14.5 hours in total.", "reject"),
    (STOCK, "The hand trucks on hand are worth 1,074 euros in all.", "accept"),  # 12 x 89.50
    (STOCK, "The hand trucks on hand are worth 1,240 euros in all.", "reject"),  # 4 x 310
    (METER, "The April closing reading was 548 kWh higher than the opening reading.", "accept"),  # 19390 - 18842
    (METER, "The April closing reading was 632 kWh higher than the opening reading.", "reject"),  # March's
    (BUDGET, "Design has spent 70% of its budget.", "accept"),  # 4200 / 6000
    (BUDGET, "Design has spent 80% of its budget.", "reject"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_api_answer(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()
    if expected == "reject":
        assert d.stage == "grounding" and d.reasons[0].rule == "grounding", d.to_dict()
