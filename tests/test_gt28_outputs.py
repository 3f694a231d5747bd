"""(gt28) Tool outputs read as their tools print them.

- A bare number under a field that counts ("null_count": 12) is no share: a claim's "12%" is not it.
- Sibling objects keyed by name ("queues": {"mail": ..., "sms": ...}): a word one sibling's field holds (its "type"
  too), claimed of another whose same field holds another word, is moved.
- Keyed lines in a free-form summary ("Files copied : 8804", "Notices (12):"): a value the claim gives one key,
  printed on another key's line, is moved.
- Tick boxes: an empty box says no, a tick yes, and an X yes on a form but no where the output ticks with V; a
  table's column of marks ("true" on some rows, blank on the others) is a box per row.
- An amount a form prints with two decimals and no currency anywhere ("1,284.55") is the claim's money, on the line
  that says most of the claim's words.
- Two commands one under another, each printing a table, are two tables; a value of the claim held by no row it
  names, but by another table, is moved.
- A table under a shell prompt is read as a table, the prompt's command and host ("admin@hv-07") prose beside it.
- A table between banners ("==== Pump station telemetry ====") is read as a table.
- A quantity said with its field's own words ("1,900 requests per second") is the field's number, rounded when the
  claim says "about"; a unit a heading gives ("Latency (ms)") is its fields' unit.
- A size in bytes matches read 1024-based on both sides ("16 GB" of memory for 16384 under MEM(MB)); "VM" is a word
  any output may go without, as "machine" and "instance" are.
- A percentile told as a share ("99% of requests ... within 41.7 ms") is the 99th percentile's field, and its time
  must be that field's; "99th" names the field ("99th percentile:", a key that opens with an ordinal), no value.
- A Slurm host list ("cn[101-103]") names each node it stands for, and holds no number of its own.
- A clock printed "1800Mhz" is megahertz; a run whose status is FINISHED did not fail; a value a cell prints aside
  under a label the claim does not say ("(target 50 %)") is not the cell's value.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

from trustgate import spans
from trustgate.alignment.boxes import boxes

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

CHECKS = """{"table": "signups", "column": "email", "null_count": 12, "rows": 3000}"""

QUEUES = """{"broker": "mq-2", "queues": {
  "mail": {"type": "durable", "depth": 14, "consumers": 2},
  "sms": {"type": "transient", "depth": 0, "consumers": 1}}}"""

BACKUP = """  -[ Nightly backup report ]-

  Errors (1):
  ! Could not read /srv/tmp/app.sock

  Notices (12):
  * Skipped files that did not change

  Files copied : 8804
  Data written : 3.2 GB
  Duration : 41 [min]"""

CONSENT = """School trip consent - Year 6
Photo release [ ]   Newsletter [X]   Medical details shared [X]
Signed: J. Okafor"""

LAPTOP = """Device posture check
 - Antivirus          [V]
 - Disk encryption    [X]
 - Screen lock        [V]"""

FORM = """Form 1099-INT 2025
Payer: Lakeside Credit Union
1  Interest income                  1,284.55
3  Interest on savings bonds           61.20
4  Federal income tax withheld        128.46"""

POOLS = """$ storectl pools
POOL    SIZE     FREE
hot     1.75t    120.00g
cold    7.27t    3.10t
$ storectl disks
DISK       POOL   SIZE     FREE
/dev/sdb   hot    1.75t    120.00g
/dev/sdc   cold   3.64t    3.10t
/dev/sdd   cold   3.64t    0"""

PUMPS = """==================== Pump station telemetry ====================
PUMP  Flow (L/s)  Head (m)  Power    State
P1    42.5        18.2      11.4kW   running
P2    0.0         0.0       0.0kW    standby
=================== End of telemetry ==================="""

CLOCKS = """NODE   CORE      MEM
gpu-a  1800Mhz   875Mhz
gpu-b  1410Mhz   875Mhz"""

RUN = """{"run": {"name": "tokenizer-sweep", "status": "FINISHED", "duration_s": 5400}}"""

CLIMATE = """Room:        Server closet
Temperature: 24.5 C
Humidity:    64 %  (target 50 %)"""

BENCH = """Throughput:
    requests per second:  1873.52
Latency (ms):
         avg:   4.11
         max:  38.90"""

HOSTS = """NAME        STATE     MEM(MB)   DISK(GB)
build-01    running   16384     120
cache-01    running   4096      40"""

QUEUES_HPC = """QUEUE   NODES  STATE  HOSTS
short   3      idle   cn[101-103]
short   1      drain  cn104
long    5      alloc  cn[201-205]"""

FLEET = """NAME        REGION   SPOT   STATUS
worker-1    eu-1     true   RUNNING
worker-2    eu-1            RUNNING
worker-3    eu-2     true   STOPPED"""

LOADTEST = """Response time (ms):
    min:              3.10
    avg:              8.42
    max:            212.00
    99th percentile: 41.70
Requests:            250000"""

PROMPTED = """admin@hv-07:~$ virtctl list
ID  NAME        STATE     VCPUS
1   web-a       running   4
2   web-b       paused    2"""

CASES = [
    (CHECKS, "12% of the email values are null.", "reject"),  # a count, not a share
    (CHECKS, "12 email values are null.", "accept"),  # guard
    (QUEUES, "The mail queue is transient.", "reject"),  # the sms queue's mode
    (QUEUES, "The mail queue is durable.", "accept"),  # guard
    (BACKUP, "The backup raised 12 errors.", "reject"),  # 12 counts the notices
    (BACKUP, "The backup copied 8804 files.", "accept"),  # guard
    (CONSENT, "Photo release was given.", "reject"),  # an empty box
    (CONSENT, "Medical details were shared.", "accept"),  # guard
    (LAPTOP, "The device has no disk encryption.", "accept"),  # X beside V ticks: no
    (LAPTOP, "The device has no antivirus.", "reject"),  # guard
    (FORM, "Interest income came to about $1,285.", "accept"),
    (FORM, "Federal income tax withheld was $128.46.", "accept"),
    (FORM, "Federal income tax withheld was $61.20.", "reject"),  # guard: the savings bonds' line
    (POOLS, "/dev/sdd has 3.1 TiB free.", "reject"),  # guard: /dev/sdc's and the cold pool's
    (POOLS, "The cold pool has 3.1 TiB free.", "accept"),
    (PUMPS, "Pump P2 delivers 42.5 L/s.", "reject"),  # guard: P1's flow
    (PUMPS, "Pump P1 delivers 42.5 L/s.", "accept"),
    (CLOCKS, "The core of gpu-a runs at about 1.8 GHz.", "accept"),
    (RUN, "The tokenizer sweep run failed.", "reject"),
    (CLIMATE, "The closet's humidity is 50%.", "reject"),  # the target, printed aside
    (CLIMATE, "The closet's humidity is 64%.", "accept"),  # guard
    (BENCH, "The server handled about 1,900 requests per second.", "accept"),  # the field's own words, rounded
    (BENCH, "The server handled about 1,900 requests per minute.", "reject"),  # guard: per minute is no field's
    (BENCH, "The slowest request took just under 40 ms.", "accept"),  # ms from the heading
    (HOSTS, "The build-01 VM has 16 GB of memory.", "accept"),  # 16384 MB read 1024-based
    (HOSTS, "The build-01 VM has 4 GB of memory.", "reject"),  # guard: cache-01's
    (QUEUES_HPC, "Node cn102 is idle.", "accept"),  # one of the names cn[101-103] stands for
    (QUEUES_HPC, "Node cn104 is idle.", "reject"),  # guard: drained
    (QUEUES_HPC, "The short queue has 4 nodes in all.", "accept"),  # guard: 3 + 1
    (FLEET, "worker-2 is a spot instance.", "reject"),  # blank under SPOT, where the others print true
    (FLEET, "worker-1 is a spot instance.", "accept"),  # guard
    (LOADTEST, "99% of requests got a response within 41.7 ms.", "accept"),  # the 99th percentile, told as a share
    (LOADTEST, "99% of requests got a response within 8.42 ms.", "reject"),  # guard: the average
    (LOADTEST, "The 99th percentile response time was 41.7 ms.", "accept"),  # "99th" names the field
    (PROMPTED, "web-a on hv-07 is running.", "accept"),  # the host the prompt names
    (PROMPTED, "web-b on hv-07 is running.", "reject"),  # guard: paused
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt28_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)


def test_boxes_read_by_the_marks_the_output_uses():
    assert boxes(CONSENT) == [("Photo release", False), ("Newsletter", True), ("Medical details shared", True)]
    assert boxes(LAPTOP) == [("Antivirus", True), ("Disk encryption", False), ("Screen lock", True)]


def test_commands_and_banners_read_as_tables():
    pools = spans.parse(POOLS)
    assert pools.kind == "table" and len({r.table for r in pools.records if r.row}) == 2
    pumps = spans.parse(PUMPS)
    assert pumps.kind == "table" and {r.row for r in pumps.records if r.row} >= {"P1", "P2"}
