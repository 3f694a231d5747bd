"""Grounding against shapes agents read from SaaS APIs, CLI tables and logs (helper gt10): the same field under two
sibling objects (an issue's creator and assignee); a number beside a unit field of its row or of its metadata
object; a share from 0 to 1 under a field named as a rate or ratio, said in percent; a terminal UI's table under its status lines, whose sorted column's header carries a mark
("NAME↑"); a count the claim says is nought ("has no failed jobs", "has not restarted") against the field it
names in full.

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
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_saas_output(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()
    if expected == "reject":
        assert d.stage == "grounding" and d.reasons[0].rule == "grounding", d.to_dict()
