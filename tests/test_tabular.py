"""Table shapes and positional fields of tool outputs (tabular.py, spans.py) and order words (alignment/order.py).

Shapes: Unicode box tables (sqlite3 -box, psql linestyle unicode), a boxed table with a caption row over its header
(`aws ... --output table`), tables printed with no header (`lsblk -n`, `du`, `ip -br`), a process table under a
summary and a blank line (`top -bn1`); positional fields inside a line (load averages over 1, 5 and 15 minutes;
ping's slash-joined min/avg/max). Order words ("largest", "second most", "newest") are checked against the row's
rank in the column the claim orders by. Each claim goes through the real gate as a tool_output candidate; the
outputs and claims here are this file's own.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from conftest import tool_claim

from trustgate import readers, spans, tabular

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

BOX = """\
┌─────────┬───────┬────────┐
│   sku   │ stock │ colour │
├─────────┼───────┼────────┤
│ MUG-01  │ 140   │ red    │
│ MUG-02  │ 35    │ blue   │
│ BOWL-07 │ 12    │ green  │
└─────────┴───────┴────────┘"""
CAPTIONED = """\
--------------------------------------------
|              ListFunctions               |
+-----------------+-----------+------------+
|  FunctionName   |  Runtime  |  MemoryMB  |
+-----------------+-----------+------------+
|  resize-images  |  python3.12 |  1024    |
|  send-receipts  |  nodejs20.x |  256     |
+-----------------+-----------+------------+"""
NO_HEADER = """\
vda      80G disk
vda1      1G part /boot
vda2     79G part /
vdb     500G disk
vdb1    500G part /var/lib/mysql"""
DU = "7.7G\t/home/ana\n310M\t/home/bo\n2.4G\t/home/chen\n18M\t/home/dee"
W = " 10:15:01 up 3 days,  4:02,  3 users,  load average: 3.10, 2.05, 0.88"
PING = """\
--- 192.0.2.9 ping statistics ---
10 packets transmitted, 10 packets received, 0.0% packet loss
round-trip min/avg/max/stddev = 14.2/17.9/25.3/3.1 ms"""
TOP = """\
top - 09:00:00 up 1 day,  2:00,  1 user,  load average: 0.40, 0.35, 0.30
Tasks: 120 total,   1 running, 119 sleeping,   0 stopped,   0 zombie
%Cpu(s):  9.0 us,  2.0 sy,  0.0 ni, 88.5 id,  0.5 wa,  0.0 hi,  0.0 si,  0.0 st

    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
   2001 elastic   20   0 6123400   3.1g  30100 S  55.0  20.1  88:01.10 java
   1500 redis     20   0  120400  40200   3000 S   7.5   0.3   3:10.22 redis-server
    800 root      20   0   90100  10300   7000 S   0.5   0.1   0:40.01 sshd"""
NODES = """\
NAME        CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%
worker-1    1830m        45%    6210Mi          40%
worker-2    610m         15%    11800Mi         76%
worker-3    2950m        73%    3400Mi          22%"""
RELEASES = json.dumps({"releases": [
    {"tag": "v2.0.0", "published": "2026-04-02T10:00:00Z"},
    {"tag": "v1.9.3", "published": "2026-02-11T10:00:00Z"},
    {"tag": "v1.9.2", "published": "2026-01-20T10:00:00Z"}]})

SOCKETS = """\
Netid State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
tcp   LISTEN 0      128          0.0.0.0:8443       0.0.0.0:*     users:(("caddy",pid=3001,fd=9))
tcp   LISTEN 0      64         127.0.0.1:9090       0.0.0.0:*     users:(("prometheus",pid=2750,fd=7))"""
RECAP = """\
PLAY RECAP ****************************************************
web-a : ok=9    changed=0    unreachable=0    failed=2    skipped=1
web-b : ok=12   changed=4    unreachable=0    failed=0    skipped=1"""
CERT = """\
Certificate:
    Data:
        Issuer: C = GB, O = Example Trust, CN = Example RSA CA
        Validity
            Not Before: Jun 20 00:00:00 2026 GMT
            Not After : Aug 19 23:59:59 2026 GMT
        Subject: CN = api.example.co.uk"""

CSPROJ = """\
<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Harbour status</title>
  <entry><id>berth-4</id><vessel>MV Solent</vessel><draught_m>9.2</draught_m></entry>
  <entry><id>berth-7</id><vessel>MV Kestrel</vessel><draught_m>11.6</draught_m></entry>
</feed>"""
GRADLE = """\
> Task :test
BUILD FAILED in 2m 14s
12 passed, 3 failed, 1 skipped in 133.9s"""
DISK = json.dumps({"volumes": [{"name": "scratch", "used_gib": 1.486, "files": 482117}]})

CRON = """\
MAILTO=ops@example.org
# m h dom mon dow command
45 5 * * * /srv/bin/vacuum-db --analyze
0 18 * * 5 /srv/bin/invoice-run
"""
HOURS = """\
| Desk      | Open        | Phone        |
|-----------|-------------|--------------|
| Lending   | 09:30-17:00 | 0161 555 010 |
| Archives  | 10:00-16:30 | 0161 555 011 |"""
SHIPS = """\
Vessel      Country   Port
Aurora      Norway    Bergen
Tamsin      Malta     Valletta"""

JOBS = "Jobs: 40 total,   6 failed,  34 done"
LINKS = """\
lo        UNKNOWN   127.0.0.1/8 ::1/128
ens3      UP        10.4.0.7/20 fe80::a00:27ff:fe4e:66a1/64
ens4      DOWN      10.9.1.3/24"""
GPUS = """\
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Tesla T4            Off  | 00000000:00:1E.0 Off |                    0 |
| N/A   51C    P0    33W /  70W |   5120MiB / 15360MiB |     41%      Default |
+-------------------------------+----------------------+----------------------+
|   1  Tesla T4            Off  | 00000000:00:1F.0 Off |                    0 |
| N/A   38C    P8    10W /  70W |      2MiB / 15360MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+"""

PNPM = """\
dashboard@0.9.4 /srv/dashboard
├── chart.js@4.4.1
└── vue@3.4.21"""

SENSORS = """\
SENSOR     LATEST   MAX
hall       19.5     24.0
attic      27.0     31.5"""

# a number that is a key of the output: an API description's responses by status code
RESPONSES = """paths:
  /v1/refunds:
    post:
      responses:
        '202':
          description: Refund accepted for processing
        '404':
          description: Charge not found
        '429':
          description: Too many refund requests"""

# values each followed by what it is of, over a table (ufw status verbose)
UFW = """Status: active
Default: reject (incoming), allow (outgoing), deny (routed)

To                         Action      From
--                         ------      ----
443/tcp                    ALLOW IN    Anywhere"""

# `host` lines: an alias and the addresses of its target
HOST_LOOKUP = """status.ferry.example is an alias for ferry-status.pages.example.net.
ferry-status.pages.example.net has address 52.14.7.21
ferry-status.pages.example.net has IPv6 address 2600:1f16::a1"""

CASES = [
    (HOST_LOOKUP, "status.ferry.example resolves to 52.14.7.21.", "accept"),
    (HOST_LOOKUP, "status.ferry.example resolves to 52.14.7.12.", "reject"),
    (HOST_LOOKUP, "ferry-status.pages.example.net is an alias for status.ferry.example.", "reject"),
    (UFW, "Incoming connections are rejected by default.", "accept"),
    (UFW, "Incoming connections are allowed by default.", "reject"),
    (UFW, "Outgoing connections are allowed by default.", "accept"),
    (RESPONSES, "POST /v1/refunds answers 404 when the charge is not found.", "accept"),
    (RESPONSES, "POST /v1/refunds answers 404 when there are too many refund requests.", "reject"),
    (RESPONSES, "A refund accepted for processing gets a 202.", "accept"),
    (SENSORS, "The latest reading of the hall sensor is 19.5.", "accept"),
    (SENSORS, "The latest reading of the hall sensor is 24.0.", "reject"),
    (PNPM, "The dashboard package is at version 0.9.4.", "accept"),
    (PNPM, "vue is at version 4.4.1.", "reject"),
    (LINKS, "ens3 has the address 10.4.0.7.", "accept"),
    (LINKS, "ens3 has the address 10.9.1.3.", "reject"),
    (GPUS, "GPU 1 is at 38 °C.", "accept"),
    (GPUS, "GPU 0 is at 38 °C.", "reject"),
    (GPUS, "GPU 0 is drawing 33 W.", "accept"),
    (GPUS, "GPU 0 is drawing 70 W.", "reject"),  # the cap
    (GPUS, "GPU 0 is using 5120 MiB of its 15360 MiB of memory.", "accept"),
    (JOBS, "6 jobs failed out of 40.", "accept"),
    (JOBS, "6 jobs failed out of 34.", "reject"),
    (JOBS, "6 out of 40 jobs failed.", "accept"),
    (JOBS, "6 out of 34 jobs failed.", "reject"),

    (CRON, "vacuum-db runs daily at 05:45.", "accept"),
    (CRON, "vacuum-db runs daily at 18:00.", "reject"),
    (CRON, "invoice-run runs on Fridays at 18:00.", "accept"),
    (HOURS, "The lending desk opens at 09:30.", "accept"),
    (HOURS, "The lending desk closes at 17:00.", "accept"),
    (HOURS, "The archives desk closes at 10:00.", "reject"),
    (SHIPS, "Aurora is registered in Malta.", "reject"),
    (SHIPS, "Aurora is registered in Norway.", "accept"),

    (CSPROJ, "MV Kestrel is at berth-7 with a draught of 11.6 m.", "accept"),
    (CSPROJ, "MV Solent has a draught of 11.6 m.", "reject"),
    (GRADLE, "3 tests failed and 12 passed.", "accept"),
    (GRADLE, "12 tests failed.", "reject"),
    (GRADLE, "The run took about 134 seconds.", "accept"),
    (DISK, "The scratch volume uses about 1.49 GiB.", "accept"),
    (DISK, "The scratch volume uses 1.49 GiB.", "reject"),  # not hedged: 1.486 is not 1.49
    (DISK, "scratch holds roughly 482,000 files.", "accept"),
    (DISK, "scratch holds roughly 490,000 files.", "reject"),

    (SOCKETS, "caddy listens on port 8443.", "accept"),
    (SOCKETS, "prometheus listens on port 8443.", "reject"),
    (SOCKETS, "prometheus runs with pid 3001.", "reject"),
    (RECAP, "web-a had 2 failed tasks.", "accept"),
    (RECAP, "web-b had 2 failed tasks.", "reject"),
    (CERT, "The certificate for api.example.co.uk expires on August 19, 2026.", "accept"),
    (CERT, "The certificate for api.example.co.uk expires on June 20, 2026.", "reject"),
    (CERT, "The certificate expires in the summer of 2026.", "accept"),
    (CERT, "The certificate expires in the winter of 2026.", "reject"),

    (BOX, "MUG-02 has 35 in stock.", "accept"),
    (BOX, "MUG-01 has 35 in stock.", "reject"),  # MUG-02's
    (BOX, "BOWL-07 is green.", "accept"),
    (CAPTIONED, "send-receipts has 256 MB of memory.", "accept"),
    (CAPTIONED, "resize-images has 256 MB of memory.", "reject"),
    (NO_HEADER, "vdb1 is mounted at /var/lib/mysql.", "accept"),
    (NO_HEADER, "vda1 is 79G.", "reject"),  # vda2's size
    (NO_HEADER, "vdb1 is mounted at /boot.", "reject"),
    (DU, "/home/chen uses 2.4 GiB.", "accept"),
    (DU, "/home/bo uses 2.4G.", "reject"),
    (W, "The 5-minute load average is 2.05.", "accept"),
    (W, "The fifteen-minute load average is 2.05.", "reject"),
    (W, "The 1-minute load average is 0.88.", "reject"),
    (PING, "The average round-trip time was 17.9 ms.", "accept"),
    (PING, "The maximum round-trip time was 17.9 ms.", "reject"),
    (TOP, "java uses 55% of the CPU.", "accept"),
    (TOP, "redis-server uses 55% of the CPU.", "reject"),
    (NODES, "worker-3 is the node with the highest CPU usage.", "accept"),
    (NODES, "worker-1 is the node with the highest CPU usage.", "reject"),
    (NODES, "worker-2 uses the most memory.", "accept"),
    (NODES, "worker-3 uses the second most memory.", "reject"),  # third: worker-1 is second
    (DU, "/home/ana is the largest home directory.", "accept"),
    (DU, "/home/chen is the largest home directory.", "reject"),
    (DU, "/home/chen is the second-largest home directory.", "accept"),
    (RELEASES, "The newest release is v2.0.0.", "accept"),
    (RELEASES, "The oldest release is v1.9.3.", "reject"),
]


def test_box_table_reads_as_rows():
    headers, rows, _ = tabular.pipe_table(BOX.splitlines())
    assert headers == ["sku", "stock", "colour"] and rows[1] == ["MUG-02", "35", "blue"]


def test_caption_is_not_the_header():
    headers, rows, rest = tabular.pipe_table(CAPTIONED.splitlines())
    assert headers == ["FunctionName", "Runtime", "MemoryMB"] and len(rows) == 2 and rest[0] == "ListFunctions"


def test_headerless_rows_and_their_key():
    rows, key = tabular.headerless(DU.splitlines())
    assert key == 1 and rows[0] == ["7.7G", "/home/ana"]
    assert tabular.headerless(["Nov 30 03:12:44 web-02 cron[1]: job started", "Nov 30 03:13:01 web-02 cron[1]: job done"]) is None


def test_markup_and_number_rows_stay_prose():
    assert spans.parse("<div><p>The ferry leaves at 7:10 and returns at 19:40 daily.</p></div>").kind == "prose"
    assert spans.parse("10 20 30 40 50 were the scores\n11 12 13 14 15 came later").kind == "prose"


def test_ctime_dates_are_datetimes():
    got = {r.field: [v.norm for v in r.values if v.kind == "date"] for r in spans.parse(CERT).records if "Not" in r.field}
    assert sorted(got.values()) == [["2026-06-20"], ["2026-08-19"]]


def test_positional_fields_are_records():
    got = {r.field: r.raw for r in spans.parse(W).records}
    assert got == {"load average.1 minute": "3.10", "load average.5 minutes": "2.05", "load average.15 minutes": "0.88"}
    ping = {r.field: r.raw for r in spans.parse(PING).records}
    assert ping["round-trip.avg"] == "17.9 ms" and ping["round-trip.stddev"] == "3.1 ms"


def test_xml_attributes_are_fields():
    """An element's attributes are fields of it (an Atom feed's `rel`, a Maven `<project version=...>`), never read
    as elements: parsing once raised on any attribute of the root."""
    feed = """<?xml version="1.0"?>
<catalogue edition="7" region="nordic">
  <book isbn="978-0-14-044913-6"><title>Crime and Punishment</title><shelf>C4</shelf></book>
  <book isbn="978-0-19-953556-9"><title>Middlemarch</title><shelf>E1</shelf></book>
</catalogue>"""
    got = {(r.row, r.field): r.raw for r in spans.parse(feed).records}
    assert got[(None, "catalogue.edition")] == "7"
    assert got[("Middlemarch", "catalogue.book.shelf")] == "E1" and got[("Middlemarch", "catalogue.book.isbn")] == "978-0-19-953556-9"


# ------------------------------------------------------------------ gt6: durations, zones, series, money in XML, runs

BLAME = """\
          9.410s cloud-init.service
          2.307s postgresql@16-main.service
           731ms nginx.service
           118ms rsyslog.service"""

RUNS = """\
job_id     | run_id                          | state   | ended
===========+=================================+=========+===========================
backfill   | scheduled__2026-05-30T01:00:00  | success | 2026-05-30T01:12:09+00:00
backfill   | scheduled__2026-05-31T01:00:00  | failed  | 2026-05-31T01:48:51+00:00"""

ALERT = json.dumps({"alert": {"id": 311, "opened_at": "2026-05-31T22:04:10Z", "closed_at": "2026-06-01T01:30:00Z"}})
LOCAL_AND_UTC = json.dumps({"depart": "2026-06-01T09:40:00+02:00", "arrive": "2026-06-01T10:55:00+00:00"})

SERIES = json.dumps({"status": "success", "data": {"resultType": "vector", "result": [
    {"metric": {"__name__": "container_memory_working_set_bytes", "pod": "cart-0"}, "value": [1780300800, "805306368"]},
    {"metric": {"__name__": "container_memory_working_set_bytes", "pod": "cart-1"}, "value": [1780300800, "268435456"]}]}})

LEDGER_XML = """\
<Statement>
  <Account>
    <Number>0042-118</Number>
    <Currency>CHF</Currency>
    <ClosingBalance>8120.40</ClosingBalance>
    <MonthlyFee>12.50</MonthlyFee>
  </Account>
</Statement>"""

SUITE = """\
NAME                         DURATION
test_import_orders           41.20s
test_reconcile_ledgers       17.05s
test_export_pdf              3.88s"""

ORDER = json.dumps({"order": {"id": "ord-5521", "status": "on_hold", "created": "2026-05-28", "priority": "normal"}})

MVN_TREE = """\
[INFO] com.acme:billing:jar:2.4.0
[INFO] +- io.netty:netty-handler:jar:4.1.112.Final:compile
[INFO] |  \\- io.netty:netty-buffer:jar:4.1.112.Final:compile
[INFO] +- org.slf4j:slf4j-api:jar:2.0.13:compile
[INFO] \\- org.junit.jupiter:junit-jupiter:jar:5.10.2:test"""

GRADLE_TREE = """\
compileClasspath - Compile classpath for source set 'main'.
+--- com.google.guava:guava:32.1.3-jre -> 33.2.1-jre
+--- io.grpc:grpc-api:1.64.0
\\--- org.apache.commons:commons-lang3:3.12.0 -> 3.14.0"""

WHOIS = """\
Domain Name: QUILLWORKS.DEV
Updated Date: 2026-02-11T10:00:00Z
Creation Date: 2021-07-19T08:30:00Z
Registry Expiry Date: 2027-07-19T08:30:00Z
Name Server: DNS1.P04.NSONE.NET
Name Server: DNS2.P04.NSONE.NET"""

EDITORCONFIG = """\
root = true

[*]
indent_style = space
indent_size = 4

[*.{yml,yaml}]
indent_size = 2

[*.go]
indent_style = tab"""

ALERT_COUNTS = json.dumps({"alert": "DiskPressure", "occurrences": 57, "hostCount": 9})

CLI_HELP = """\
Usage: ledgerctl [OPTIONS] COMMAND

Commands:
  import     Load bank statements from a CSV file
  reconcile  Match imported lines against open invoices
  export     Write the month's journal as a PDF report
  purge      Delete archived statements older than seven years"""

SYNC = """\
Offset        : 0.004120 seconds fast of reference
Drift         : 1.250 ppm slow
Peer          : ntp2.lab.internal"""

LAB_PANEL = json.dumps({"resourceType": "Observation", "status": "final", "component": [
    {"code": {"coding": [{"code": "2093-3", "display": "Total cholesterol"}]}, "valueQuantity": {"value": 5.2, "unit": "mmol/L"}},
    {"code": {"coding": [{"code": "2085-9", "display": "HDL cholesterol"}]}, "valueQuantity": {"value": 1.4, "unit": "mmol/L"}}]})

GT6 = [
    (BLAME, "cloud-init.service took 9.41 seconds at boot.", "accept"),
    (BLAME, "nginx.service needed 731 milliseconds to come up.", "accept"),
    (BLAME, "nginx.service took 2.307 seconds at boot.", "reject"),
    (BLAME, "rsyslog.service took 118 seconds at boot.", "reject"),
    (RUNS, "The backfill run scheduled for 31 May 2026 failed.", "accept"),
    (RUNS, "The backfill run scheduled for 30 May 2026 failed.", "reject"),
    (ALERT, "Alert 311 was closed at 01:30 UTC.", "accept"),
    (LOCAL_AND_UTC, "The flight departs at 09:40 UTC.", "reject"),
    (LOCAL_AND_UTC, "The flight arrives at 10:55 UTC.", "accept"),
    (SERIES, "The cart-0 pod's working set is 768 MiB.", "accept"),
    (SERIES, "The cart-1 pod's working set is 256 MiB.", "accept"),
    (SERIES, "The cart-1 pod's working set is 768 MiB.", "reject"),
    (SERIES, "The cart-0 pod's working set is 768 MB.", "reject"),
    (LEDGER_XML, "The account closed the month with a balance of 8,120.40 CHF.", "accept"),
    (LEDGER_XML, "The account's monthly fee is CHF 12.50.", "accept"),
    (LEDGER_XML, "The account's monthly fee is 12.50 EUR.", "reject"),
    (SUITE, "test_reconcile_ledgers took 17.05 seconds.", "accept"),
    (SUITE, "The whole suite took 41.2 seconds.", "reject"),
    (ORDER, "Order ord-5521 has been refunded.", "reject"),
    (ORDER, "Order ord-5521 is urgent.", "reject"),
    (ORDER, "Order ord-5521 is on hold.", "accept"),
    (LAB_PANEL, "HDL cholesterol was 1.4 mmol/L.", "accept"),
    (LAB_PANEL, "HDL cholesterol was 5.2 mmol/L.", "reject"),
    (SYNC, "The offset is about 4 ms fast of the reference.", "accept"),
    (SYNC, "The offset is about 4 ms slow of the reference.", "reject"),
    (SYNC, "The drift is 1.25 ppm fast.", "reject"),
    (CLI_HELP, "ledgerctl export writes the journal as a PDF report.", "accept"),
    (CLI_HELP, "ledgerctl purge writes the journal as a PDF report.", "reject"),
    (CLI_HELP, "ledgerctl import matches lines against open invoices.", "reject"),
    (ALERT_COUNTS, "The DiskPressure alert hit 57 times, on 9 hosts.", "accept"),
    (ALERT_COUNTS, "The DiskPressure alert hit 9 times, on 57 hosts.", "reject"),
    (EDITORCONFIG, "YAML files are indented by 2.", "accept"),
    (EDITORCONFIG, "Go files are indented by 2.", "reject"),
    (EDITORCONFIG, "All files default to an indent size of 4.", "accept"),
    (WHOIS, "quillworks.dev expires on 19 July 2027.", "accept"),
    (WHOIS, "quillworks.dev expires on 11 February 2026.", "reject"),
    (WHOIS, "quillworks.dev was created on 19 July 2021.", "accept"),
    (WHOIS, "quillworks.dev was created on 11 February 2026.", "reject"),
    (WHOIS, "The domain's name servers include dns2.p04.nsone.net.", "accept"),
    (MVN_TREE, "The build uses slf4j-api 2.0.13.", "accept"),
    (MVN_TREE, "netty-buffer is at version 2.0.13.", "reject"),
    (GRADLE_TREE, "commons-lang3 resolves to 3.14.0 on the compile classpath.", "accept"),
    (GRADLE_TREE, "commons-lang3 resolves to version 3.12.0.", "reject"),
    (GRADLE_TREE, "guava resolves to 33.2.1-jre on the compile classpath.", "accept"),
    (ORDER, "Order ord-5521 was created on 28 May 2026.", "accept"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES + GT6, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES + GT6)])
def test_claim_against_table_shape(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()
    if expected == "reject":
        assert d.stage == "grounding", d.to_dict()


def test_rules_of_equals_signs_and_headerless_durations():
    """airflow's `====+====` rule under the header makes a pipe table; systemd-analyze blame's durations are no
    names: the unit's name keys the row."""
    headers, rows, _ = tabular.pipe_table(RUNS.splitlines())
    assert headers == ["job_id", "run_id", "state", "ended"] and len(rows) == 2
    headers, rows, _, _ = readers.dependency_tree(MVN_TREE.splitlines())
    assert rows[1] == ["netty-buffer", "io.netty", "4.1.112.Final", ""] and rows[3][2] == "5.10.2"
    rows, key = tabular.headerless(BLAME.splitlines())
    assert key == 1 and rows[2] == ["731ms", "nginx.service"]
