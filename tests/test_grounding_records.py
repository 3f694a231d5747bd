"""Grounding against records whose reading needed more than a field's own cell (helper gt13): a row named by its
Identifier while another row's field points at it, a flag named by one -ing word, an estimate beside the measure it
estimates, a length of time between two moments a row prints, "N of the owner's M" rows meeting a state, a boxed table
whose top border carries the column names, CSV rows told apart only by two columns together, money
out printed as a negative amount, psql's expanded records named past a numeric first field, a lag printed as a clock.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate whose source span is the
output; every output and claim here is written for this file (none is from a probe set).
"""

from __future__ import annotations

from datetime import UTC, datetime

from conftest import tool_claim

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

SNAPSHOTS = """{"DBSnapshots": [
  {"DBSnapshotIdentifier": "nightly-0601", "AvailabilityZone": "eu-west-1a", "Encrypted": true, "SnapshotType": "automated"},
  {"DBSnapshotIdentifier": "nightly-0531", "AvailabilityZone": "eu-west-1b", "Encrypted": false, "SnapshotType": "automated"},
  {"DBSnapshotIdentifier": "archive-0601", "AvailabilityZone": "eu-west-1c", "Encrypted": false, "SnapshotType": "manual",
   "SourceDBSnapshotIdentifier": "nightly-0601"}]}"""
RUN = """{"pipeline": "deploy-web", "number": 52, "building": false, "result": "SUCCESS",
 "stages": [{"name": "build", "status": "SUCCESS"}, {"name": "push", "status": "SUCCESS"}]}"""
VACUUM = """{"job": "vacuum-orders", "expectedRows": 120000, "rows": 118450, "state": "done"}"""
REINDEX = """{"task": "reindex-search", "state": "finished", "durationSeconds": 7260, "estimatedDurationSeconds": 5400}"""
MEETINGS = """{"meetings": [
  {"topic": "Sprint review", "start_time": "2026-11-30T15:00:00Z", "end_time": "2026-11-30T16:20:00Z"},
  {"topic": "Retro", "start_time": "2026-11-30T16:30:00Z", "end_time": "2026-11-30T17:00:00Z"}]}"""
ELB = """{"LoadBalancerName": "shop-elb", "InstanceStates": [
  {"InstanceId": "i-0f1", "State": "InService", "ReasonCode": "N/A"},
  {"InstanceId": "i-0f2", "State": "OutOfService", "ReasonCode": "Instance"},
  {"InstanceId": "i-0f3", "State": "InService", "ReasonCode": "N/A"}]}"""
PIPELINE = """{"id": 918, "jobs": [{"name": "unit", "status": "success"}, {"name": "e2e", "status": "failed"},
 {"name": "lint", "status": "success"}]}"""
DISKS = """SELECT name, formatReadableSize(free_space) AS free, formatReadableSize(total_space) AS total FROM system.disks

┌─name────┬─free───────┬─total──────┐
│ default │ 112.30 GiB │ 480.00 GiB │
│ cold    │ 1.84 TiB   │ 3.64 TiB   │
└─────────┴────────────┴────────────┘"""
CARD = """[{"type": "TRANSFER", "amount": -45.0, "currency": "GBP", "description": "To Hamid Rostami"},
 {"type": "TOPUP", "amount": 200.0, "currency": "GBP", "description": "Top-up by card 4417"},
 {"type": "CARD_PAYMENT", "amount": -12.8, "currency": "GBP", "description": "Pret A Manger"}]"""
STANDBYS = """postgres=# SELECT pid, application_name, state, flush_lag FROM pg_stat_replication;
-[ RECORD 1 ]----+----------------
pid              | 7312
application_name | standby-east
state            | streaming
flush_lag        | 00:00:02.5
-[ RECORD 2 ]----+----------------
pid              | 7390
application_name | standby-west
state            | backup
flush_lag        | 00:02:05.25"""
ROSTER = """date,nurse,ward,hours
2026-03-03,Okoro,Ward 5,8
2026-03-03,Patel,Ward 2,12
2026-03-04,Okoro,Ward 2,12
2026-03-04,Patel,Ward 5,8"""

CASES = [
    # a row's Identifier names it; a field holding another row's identifier points there, it names no row
    (SNAPSHOTS, "nightly-0601 is encrypted.", "accept"),
    (SNAPSHOTS, "nightly-0531 is encrypted.", "reject"),
    (SNAPSHOTS, "archive-0601 is a manual snapshot.", "accept"),
    (SNAPSHOTS, "nightly-0601 is a manual snapshot.", "reject"),
    # "build 52" names the build, it does not say it is building; "is still building" does
    (RUN, "The deploy-web build 52 ended in SUCCESS.", "accept"),
    (RUN, "The deploy-web build 52 is still building.", "reject"),
    # an expected count is not the count
    (VACUUM, "vacuum-orders processed 120,000 rows.", "reject"),
    (VACUUM, "vacuum-orders was expected to process 120,000 rows.", "accept"),
    (VACUUM, "vacuum-orders processed about 118,000 rows.", "accept"),
    (REINDEX, "The reindex-search task took an hour and a half.", "reject"),
    (REINDEX, "The reindex-search task was estimated to take an hour and a half.", "accept"),
    # the time between a row's two moments
    (MEETINGS, "The sprint review lasted 80 minutes.", "accept"),
    (MEETINGS, "The retro took half an hour.", "accept"),
    (MEETINGS, "The sprint review lasted about an hour and 20 minutes.", "accept"),
    (MEETINGS, "The sprint review lasted half an hour.", "reject"),
    (MEETINGS, "The sprint review lasted just under an hour.", "reject"),
    # "N of the owner's M": rows whose cells hold what the claim says, camelCase states and outcomes by their forms
    (ELB, "Two of shop-elb's three instances are in service.", "accept"),
    (ELB, "Two of shop-elb's three instances are out of service.", "reject"),
    (PIPELINE, "Two of pipeline 918's three jobs succeeded.", "accept"),
    (PIPELINE, "Two of pipeline 918's three jobs failed.", "reject"),
    # column names in a box's top border
    (DISKS, "The default disk has 112.30 GiB free.", "accept"),
    (DISKS, "The default disk has 480.00 GiB free.", "reject"),
    (DISKS, "The cold disk holds 3.64 TiB in total.", "accept"),
    # money out printed negative: said with a verb of paying it is that amount; said as received it is not
    (CARD, "I sent £45 to Hamid Rostami.", "accept"),
    (CARD, "I spent £12.80 at Pret A Manger.", "accept"),
    (CARD, "I received £45 from Hamid Rostami.", "reject"),
    # psql's expanded records named by application_name past a numeric pid; a lag printed as a clock is a length
    (STANDBYS, "standby-west's flush lag is about 2 minutes.", "accept"),
    (STANDBYS, "standby-east's flush lag is about 2 minutes.", "reject"),
    (STANDBYS, "standby-east's flush lag is 2.5 seconds.", "accept"),
    (STANDBYS, "standby-west is streaming.", "reject"),
    # rows told apart by date and nurse together
    (ROSTER, "Okoro worked 8 hours on 3 March.", "accept"),
    (ROSTER, "Okoro worked 12 hours on 3 March.", "reject"),
    (ROSTER, "Patel worked 8 hours on 4 March.", "accept"),
]


def test_claims_against_records(tool_gate):
    """Every claim gets its verdict; the misses are listed with the gate's reasons."""
    got = [(claim, expected, tool_claim(tool_gate, span, claim, NOW)) for span, claim, expected in CASES]
    wrong = [(claim, expected, d.to_dict()) for claim, expected, d in got if d.verdict != expected]
    assert not wrong, wrong
