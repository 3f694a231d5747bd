"""(gt20) Tool outputs read as their tools document them.

- An AWS Application Load Balancer's access-log entries are rows: the load balancer's status apart from the target's,
  the three timers in seconds, the client and the target it was routed to, the bytes sent, the URL's path.
- ISO 8601's basic format ("20260530T101741+0000") is a date and time, so the time between two of them is worked out.
- A count of a package listing's rows behind their latest version (or at it) is the number of rows whose two
  version columns differ (or agree): "three of the four packages are outdated".
- "two of the three api pods are ready" is read in the row's two cells, DESIRED 3 and READY 2 (kubectl get
  replicasets), the row named without its generated hash.
- schema.org's {"value": 2.5, "unitText": "kg"} is 2.5 kg; "weighs" names a weight, "mounted" a MOUNTPOINT, "floor"
  a minimum, "routed" a target; "ran for" a run's DURATION beside its AGE; "spent" a budget report's Actual
  beside its Budget.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

ALB = """https 2026-05-20T08:00:01.100000Z app/api-lb/0a1b2c3d4e5f6071 192.0.2.40:50111 10.2.3.4:9000 0.002 0.215 0.001 201 201 640 2210 "POST https://api.example.org:443/v1/orders HTTP/1.1" "python-requests/2.32.3" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/api/0f1e2d3c4b5a6978 "Root=1-6650a1b1-0a1b2c3d4e5f60718293a4b5" "api.example.org" "arn:aws:acm:eu-west-1:123456789012:certificate/abc" 0 2026-05-20T08:00:00.880000Z "forward" "-" "-" "10.2.3.4:9000" "201" "-" "-"
https 2026-05-20T08:00:09.500000Z app/api-lb/0a1b2c3d4e5f6071 192.0.2.77:50220 10.2.3.9:9000 0.001 -1 -1 502 - 310 272 "GET https://api.example.org:443/v1/reports?month=4 HTTP/1.1" "curl/8.5.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/api/0f1e2d3c4b5a6978 "Root=1-6650a1b9-1a2b3c4d5e6f708192a3b4c5" "api.example.org" "arn:aws:acm:eu-west-1:123456789012:certificate/abc" 0 2026-05-20T08:00:09.480000Z "forward" "-" "-" "10.2.3.9:9000" "-" "-" "-\""""

BUILD = """{"id": 771, "status": "SUCCESS", "branchName": "main",
 "queuedDate": "20260528T141000+0000", "startDate": "20260528T141230+0000", "finishDate": "20260528T145300+0000"}"""

OUTDATED = """Package     Current  Latest
alembic     1.13.1   1.13.2
httpx       0.27.0   0.27.0
pydantic    2.6.4    2.7.1
sqlalchemy  2.0.29   2.0.30"""

REPLICASETS = """NAME                    DESIRED   CURRENT   READY   AGE
api-6f9c7d8b5d          3         3         2       5d
worker-79b8c4f6d2       2         2         2       12d"""

PARCEL = """{"parcel": {"id": "PX-4410", "pieces": 1, "weight": {"value": 2.5, "unitText": "kg"}, "status": "in transit"}}"""

MOUNTS = """DEVICE      SIZE   MOUNTPOINT
/dev/vdb1   200G   /srv/data
/dev/vdc1   50G    /var/log"""

SCALING = """{"service": "render", "scaling": {"min": 2, "max": 10, "current": 4}}"""

RUNS = """NAME                 STATUS      AGE   DURATION
backfill-k2x9q       Succeeded   3h    25m
cleanup-p7d4w        Failed      6h    2m"""

BUDGET = """Team,Budget,Actual
Design,"$90,000","$84,500"
Support,"$120,000","$131,200"
"""

CASES = [
    (ALB, "The POST /v1/orders request got a 201 and the target took about 0.2 seconds.", "accept"),
    (ALB, "The reports request got a 502 from the load balancer.", "accept"),
    (ALB, "The reports request was routed to 10.2.3.9.", "accept"),
    (ALB, "The orders request was routed to 10.2.3.9.", "reject"),  # guard: the reports request's target
    (ALB, "The reports request's target returned a 502.", "reject"),  # guard: the load balancer's status; the target sent none
    (ALB, "The orders request took the target about 2 seconds.", "reject"),  # guard: 0.215 s
    (BUILD, "Build 771 ran for about 40 minutes.", "accept"),  # 14:12:30 to 14:53:00
    (BUILD, "Build 771 ran for about 2 hours.", "reject"),  # guard
    (OUTDATED, "Three of the four packages are outdated.", "accept"),
    (OUTDATED, "Two of the four packages are outdated.", "reject"),  # guard: three are
    (OUTDATED, "One of the four packages is up to date.", "accept"),
    (OUTDATED, "Two of the four packages are up to date.", "reject"),  # guard: one is
    (REPLICASETS, "Two of the three api pods are ready.", "accept"),
    (REPLICASETS, "One of the three api pods is ready.", "reject"),  # guard: two are
    (REPLICASETS, "All three api pods are ready.", "reject"),  # guard
    (PARCEL, "Parcel PX-4410 weighs 2.5 kg.", "accept"),
    (PARCEL, "Parcel PX-4410 weighs 2.5 lb.", "reject"),  # guard
    (MOUNTS, "/dev/vdc1 is 50G and mounted at /var/log.", "accept"),
    (MOUNTS, "/dev/vdc1 is mounted at /srv/data.", "reject"),  # guard: vdb1's
    (SCALING, "The render service runs 4 instances, with a floor of 2.", "accept"),
    (RUNS, "The backfill workflow ran for 25 minutes.", "accept"),  # guard
    (RUNS, "The backfill workflow ran for 3 hours.", "reject"),  # its age, not how long it ran
    (BUDGET, "Design spent $84,500.", "accept"),  # guard
    (BUDGET, "Design spent $90,000.", "reject"),  # its budget, not what it spent
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt20_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
