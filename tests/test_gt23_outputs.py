"""(gt23) Tool outputs read as their tools print them.

- A CSV header cell led by digits ("403b", "230/260") is a column's name when the cells under it are of another shape
  (a column of "1/4" cells under a "2/4" row is data); a claim's value that is a column's whole name names that
  column, and its words name the field of the value beside it.
- Short field names: doc, db, del, ot, conc (field synonyms).
- An integer amount beside an upper-case currency code, with no sign of its convention (no sibling amount with
  decimals), reads in major and in minor units; a currency field named with more words ("settlement_currency").
- Prometheus text: a HELP line's unit in brackets ("(ms)") is its metric's; a legend of codes ("1 = UP, 0 = DOWN")
  reads the sample as its word.
- A unit over µl ("ng/µl") is one compound unit.
- A month and a year in two fields of one name (exp_month / exp_year) are also that month of that year.
- Two clock times of one row (scheduled / expected) are apart by the length a claim gives.
- A number after a noun names the object wrapped under that noun ("Ticket 20418": {"ticket": {"id": 20418}}).

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

PAYROLL = """Employee,Team,Reg Hrs,OT Hrs,Gross,403b,Net
"Lind, Erik",Kitchen,76.00,4.25,1902.40,95.12,1488.90
"Moss, Ada",Front,80.00,0.00,2210.00,0.00,1731.55"""

ASSAY = """Sample\tConc.\tUnit\t230/260\t260/280
S-11\t72.4\tng/ul\t0.55\t1.91
S-12\t9.8\tng/ul\t0.31\t1.52"""

FRACTIONS = """pod,ready,status
web-1,1/4,Running
web-2,2/4,Running"""

DATABASE = """{"db_name": "invoices", "doc_count": 8812, "doc_del_count": 37, "compact_running": false}"""

CHARGE = """{"charge": {"id": "ch_77", "amount": 1875, "amount_refunded": 500, "settlement_currency": "GBP", "status": "paid"}}"""

FARE = """{"fare": {"amount": 120.50, "fee": 3, "currency": "GBP"}}"""

METRICS = """# HELP probe_state Probe state (1 = UP, 0 = DOWN)
# TYPE probe_state gauge
probe_state{name="api"} 1
probe_state{name="db"} 0
# HELP probe_latency Probe latency (ms)
# TYPE probe_latency gauge
probe_latency{name="api"} 640
probe_latency{name="db"} 12"""

CARD = """{"card": {"brand": "mastercard", "last4": "5521", "exp_month": 3, "exp_year": 2029}}"""

ISSUE = """{"issue": {"id": 4471, "state": "open", "custom_fields": {"affected_users": 9, "floor": 2}}}"""

BOARD = """{"services": [
  {"std": "08:14", "etd": "08:31", "destination": "Leeds", "platform": "2"},
  {"std": "08:20", "etd": "On time", "destination": "York", "platform": "5"}
]}"""

CASES = [
    (PAYROLL, "Erik Lind put 95.12 into his 403b.", "accept"),  # guard (the base read the CSV as prose)
    (PAYROLL, "Ada Moss made no 403b contribution.", "accept"),
    (PAYROLL, "Erik Lind worked 4.25 hours of overtime.", "accept"),  # OT Hrs
    (PAYROLL, "Erik Lind's net pay was 1902.40.", "reject"),  # the gross (the base read the CSV as prose)
    (ASSAY, "S-11 has a 260/280 ratio of 1.91.", "accept"),
    (ASSAY, "S-11 has a 230/260 ratio of 1.91.", "reject"),  # guard: the 260/280 column's
    (ASSAY, "S-12 measured 9.8 ng/µl.", "accept"),
    (ASSAY, "S-12 measured 9.8 µg/µl.", "reject"),  # guard
    (FRACTIONS, "web-1 has one of its four replicas ready.", "accept"),  # guard: a fraction column stays data
    (DATABASE, "The invoices database holds 8,812 documents.", "accept"),
    (DATABASE, "37 documents in the invoices database were deleted.", "accept"),
    (DATABASE, "The invoices database holds 37 documents.", "reject"),  # guard: the deleted ones
    (CHARGE, "The charge was £18.75.", "accept"),
    (CHARGE, "£5 of the charge was refunded.", "accept"),
    (CHARGE, "£18.75 of the charge was refunded.", "reject"),  # guard: the amount, not the refund
    (FARE, "The booking fee was £0.03.", "reject"),  # guard: a sibling amount with decimals, whole pounds
    (FARE, "The booking fee was £3.", "accept"),  # guard
    (METRICS, "The db probe is down.", "accept"),  # guard
    (METRICS, "The db probe is up.", "reject"),  # 0 = DOWN
    (METRICS, "The api probe answers in about 0.6 seconds.", "accept"),  # guard: 640 ms
    (METRICS, "The api probe answers in 640 seconds.", "reject"),  # 640 ms
    (CARD, "The card expires in March 2029.", "accept"),
    (CARD, "The card expires in May 2029.", "reject"),  # guard
    (ISSUE, "Issue 4471 affects 9 users.", "accept"),  # 4471 names the issue wrapped under "issue"
    (ISSUE, "Issue 4471 affects 2 users.", "reject"),  # guard: its floor
    (BOARD, "The 08:14 to Leeds is running 17 minutes late.", "accept"),
    (BOARD, "The 08:14 to Leeds is running 6 minutes late.", "reject"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt23_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
