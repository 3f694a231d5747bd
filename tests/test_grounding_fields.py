"""(gt15) Fields of one API object that a claim names by the object's own number or reads with a unit the object
prints elsewhere.

- "Pull request 77 changes 6 files": 77, right after a noun, is the `number` (or `id`) of the object the claim is
  about, named the way people name it; it names the record and is no value of the field the words after it name
  (`changed_files`). A number that only equals the id and is said as a count ("changes 77 files") is still a count.
- A field named for another field's unit (`temperatureUnit`: "F" beside `temperature`) gives that field its unit; an
  object holding only a `value` (an Elasticsearch aggregation's {"p50_latency_ms": {"value": 41.2}}) takes the unit
  its own name gives.
- A bare number under a timeout or a lifetime is a length of time in seconds or milliseconds (as an interval or a
  delay is), never a count or a time of day.
- A length of time after "every" is an interval's, not the timeout beside it; a value of an enclosing block of a
  configuration ("http { send_timeout 20; }") is not the one the block the claim names sets for itself.
- "including VAT" names the gross amount and "before VAT" (excluding, ex, net of) the net one, not the VAT column.
- A flag whose name joins two words (`dueComplete`) takes the polarity of the part of the claim that says its head
  word ("due on 1 April and is not complete yet"), not of the part that says its first word.
- A variant titled "M / Navy" is the medium one: a size letter in a row's name names it by its word.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate, as tests/test_grounding_shapes.py
does; the outputs and claims are this file's own.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

ISSUE = json.dumps({"number": 482, "title": "Crash on export", "state": "open", "comments": 9, "reactions": 3,
                    "author": "lkovacs"}, indent=2)
PULL = json.dumps({"number": 77, "title": "Warm the cache on boot", "state": "open", "changed_files": 6, "commits": 2,
                   "additions": 140, "deletions": 12}, indent=2)
ORDER = json.dumps({"order_id": 90121, "status": "packed", "items": 4, "total_eur": 58.4, "warehouse": "Lyon"}, indent=2)
HOURLY = json.dumps({"periods": [
    {"startTime": "2026-03-04T09:00:00-06:00", "temperature": 61, "temperatureUnit": "F", "windSpeed": "5 mph"},
    {"startTime": "2026-03-04T10:00:00-06:00", "temperature": 64, "temperatureUnit": "F", "windSpeed": "8 mph"}]}, indent=2)
SEARCH = json.dumps({"took": 37, "aggregations": {"p50_latency_ms": {"value": 41.2}, "slow_requests": {"doc_count": 212},
                                                   "max_payload_kb": {"value": 930.0}}}, indent=2)
TEES = json.dumps({"variants": [{"title": "S / Navy", "sku": "TEE-S-NV", "weight": 150, "weight_unit": "g", "stock": 12},
                                 {"title": "M / Navy", "sku": "TEE-M-NV", "weight": 170, "weight_unit": "g", "stock": 0}]}, indent=2)
QUEUE = json.dumps({"Attributes": {"VisibilityTimeout": "45", "MessageRetentionPeriod": "86400",
                                   "ApproximateNumberOfMessages": "318"}}, indent=2)
POOL = """pool:
  max-size: 12
  connect-timeout: 5000
  max-lifetime: 3600000
"""
PROXY = """http {
    send_timeout 20;
    server {
        server_name media.example.net;
        location /upload/ {
            client_body_timeout 300s;
        }
    }
}"""
PROBE = json.dumps({"healthcheck": {"path": "/ready", "interval_s": 30, "timeout": 4, "retries": 3}}, indent=2)
EXPENSES = """Date,Item,Net (EUR),VAT (EUR),Gross (EUR)
2026-02-01,Desk lamp,40.00,8.00,48.00
2026-02-03,Monitor arm,95.00,19.00,114.00"""
CARD = json.dumps({"name": "Renew the domain", "due": "2026-04-01T09:00:00Z", "dueComplete": False, "closed": False},
                  indent=2)

CASES = [
    (ISSUE, "Issue 482 has 9 comments.", "accept"),
    (ISSUE, "Issue #482 was opened by lkovacs and has 3 reactions.", "accept"),
    (ISSUE, "Issue 482 has 3 comments.", "reject"),  # its reactions
    (PULL, "Pull request 77 changes 6 files.", "accept"),  # "changes" names changed_files; 77 names the pull request
    (PULL, "Pull request 77 changes 2 files in 6 commits.", "reject"),  # files and commits swapped
    (PULL, "The pull request changes 77 files.", "reject"),  # its number
    (HOURLY, "At 10:00 the forecast is 64°F.", "accept"),  # temperatureUnit gives the temperature its unit
    (HOURLY, "At 10:00 the forecast is 64°C.", "reject"),
    (SEARCH, "The median latency was about 41 ms.", "accept"),  # the aggregation's name gives its value the unit
    (SEARCH, "The median latency was about 41 seconds.", "reject"),
    (TEES, "The medium navy tee weighs 170 g.", "accept"),  # a variant's size letter names it
    (TEES, "The medium navy tee weighs 150 g.", "reject"),  # the small one's weight
    (QUEUE, "The queue's visibility timeout is 45 seconds.", "accept"),
    (QUEUE, "The queue's visibility timeout is 45 minutes.", "reject"),
    (POOL, "The pool gives up connecting after 5 seconds.", "accept"),  # a bare timeout: seconds or milliseconds
    (POOL, "The pool's max lifetime is an hour.", "accept"),
    (POOL, "The pool's connect timeout is 5000 minutes.", "reject"),
    (PROXY, "Uploads to /upload/ time out after 300 seconds.", "accept"),
    (PROXY, "Uploads to /upload/ time out after 20 seconds.", "reject"),  # the http block's send timeout
    (PROBE, "The healthcheck on /ready runs every 30 seconds.", "accept"),
    (PROBE, "The healthcheck on /ready runs every 4 seconds.", "reject"),  # its timeout, not how often
    (EXPENSES, "The desk lamp cost €48.00 including VAT.", "accept"),  # the Gross column
    (EXPENSES, "The monitor arm cost €95.00 before VAT.", "accept"),  # the Net column
    (EXPENSES, "The monitor arm carried €19.00 of VAT.", "accept"),
    (EXPENSES, "The monitor arm cost €114.00 before VAT.", "reject"),  # its gross
    (EXPENSES, "The desk lamp cost €40.00 including VAT.", "reject"),  # its net
    (CARD, "Renew the domain is due on 1 April 2026 and is not complete yet.", "accept"),  # dueComplete, said in the second part
    (CARD, "Renew the domain is due on 1 April 2026 and is complete.", "reject"),
    (ORDER, "Order 90121 holds 4 items.", "accept"),
    (ORDER, "Order 90121 holds 5 items.", "reject"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
