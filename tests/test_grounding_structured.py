"""Grounding against outputs whose structure says more than their values: plans and diffs (what a field was and what
it becomes, what happens to a thing) rows of network tools (dig's records, ip addr's interfaces), git diff --stat rows, schedules (weekdays, Saturdays), sectioned settings (my.cnf: which section a claim names) and sectioned listings (git status, package.json, go.mod, npm ls: what section
or line an item is on), checked through the real gate with the shipped rules. Outputs and claims are this file's
own; a claim that reads a change backwards, gives the old value as the result, says a created thing is destroyed,
puts an item in another section or gives it another line's version is refused, and the faithful reading of the
same output is accepted."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import tool_claim

from trustgate import config_blocks, readers, spans

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

PLAN = """OpenTofu will perform the following actions:

  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
      ~ engine_version          = "14.9" -> "15.4"
        identifier              = "billing-db"
      ~ allocated_storage       = 200 -> 400
    }

  # aws_sqs_queue.jobs will be created
  + resource "aws_sqs_queue" "jobs" {
      + name                       = "jobs-dlq"
      + message_retention_seconds  = 1209600
    }

  # aws_iam_user.ci will be destroyed
  - resource "aws_iam_user" "ci" {
      - name = "ci-bot" -> null
    }

Plan: 1 to add, 1 to change, 1 to destroy."""

DIFF = """--- a/config/worker.yaml
+++ b/config/worker.yaml
@@ -3,5 +3,5 @@
 queue:
   name: thumbnails
-  concurrency: 8
+  concurrency: 12
   visibility_timeout: 300"""

STATUS = """On branch main
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    docs/setup.md -> docs/install.md
\tmodified:   src/cache.rs

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
\tmodified:   Cargo.lock

Untracked files:
\tbench/results.csv"""

PACKAGE = """{
  "name": "invoice-ui",
  "dependencies": {
    "axios": "1.7.7"
  },
  "devDependencies": {
    "eslint": "9.12.0"
  }
}"""

GOMOD = """module example.com/tally

go 1.23.1

require (
\tgithub.com/spf13/cobra v1.8.1
\tgolang.org/x/sys v0.25.0 // indirect
)"""

NPM_LS = """web@1.0.0 /srv/web
├─┬ express@4.21.0
│ └── body-parser@1.20.3
└── pg@8.13.0"""

MYCNF = """[client]
port = 3311
socket = /tmp/client.sock

[mysqld]
port = 3310
socket = /run/mysqld/mysqld.sock
skip-name-resolve
max_connections = 350

[mysqldump]
max_allowed_packet = 256M"""

DIG = """; <<>> DiG 9.16.1 <<>> fjordline.no MX
;; global options: +cmd
;; ANSWER SECTION:
fjordline.no.\t\t3600\tIN\tMX\t10 mx-a.fjordline.no.
fjordline.no.\t\t3600\tIN\tMX\t20 mx-b.fjordline.no.

;; AUTHORITY SECTION:
ns1.hostco.net.\t\t86400\tIN\tA\t203.0.113.53

;; Query time: 112 msec
;; SERVER: 9.9.9.9#53(9.9.9.9)"""

IP_ADDR = """1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000
    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00
    inet 127.0.0.1/8 scope host lo
2: wlp2s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP group default qlen 1000
    link/ether 3c:58:c2:9e:41:0b brd ff:ff:ff:ff:ff:ff
    inet 192.168.1.37/24 brd 192.168.1.255 scope global dynamic noprefixroute wlp2s0
3: enp0s31f6: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc fq_codel state DOWN group default qlen 1000
    link/ether 8c:16:45:2a:77:d1 brd ff:ff:ff:ff:ff:ff"""

PINNED = """fastapi==0.115.0
uvicorn==0.30.6
starlette==0.38.6"""

CLINIC = """Clinic hours (local time)
Service        Mon-Fri        Sat            Sun
Walk-in        07:30-19:00    08:00-12:00    closed
Pharmacy       08:00-18:00    closed         closed"""

LAB = """| Desk | Hours       | Days          |
|------|-------------|---------------|
| Lab  | 09:00-16:00 | Monday-Friday |
| Help | 00:00-24:00 | every day     |"""

DIFF_STAT = """ lib/parser.ex          | 31 ++++++++++++++--------
 lib/lexer.ex           |  5 +++--
 test/parser_test.exs   | 64 ++++++++++++++++++++++++++++++++
 3 files changed, 81 insertions(+), 19 deletions(-)"""

CASES = [
    (DIFF_STAT, "The diff has 81 insertions and 19 deletions.", "accept"),
    (DIFF_STAT, "The commit deletes 81 lines.", "reject"),
    (DIFF_STAT, "lib/lexer.ex has 5 changed lines.", "accept"),
    (DIFF_STAT, "lib/lexer.ex has 31 changed lines.", "reject"),
    (CLINIC, "The walk-in service opens at 8:00 on Saturdays.", "accept"),
    (CLINIC, "The walk-in service opens at 7:30 on Saturdays.", "reject"),
    (CLINIC, "The pharmacy closes at 18:00 on weekdays.", "accept"),
    (CLINIC, "The pharmacy closes at 12:00 on Saturdays.", "reject"),
    (CLINIC, "The walk-in service opens at 08:00 on weekdays.", "reject"),
    (CLINIC, "The pharmacy opens at 08:00 on Saturdays.", "reject"),
    (LAB, "The lab desk opens at 09:00 on weekdays.", "accept"),
    (PINNED, "The project pins FastAPI 0.115.0.", "accept"),
    (PINNED, "The project pins FastAPI 0.30.6.", "reject"),
    (NPM_LS, "The web app depends on pg 8.13.0.", "accept"),
    (NPM_LS, "The web app depends on pg 4.21.0.", "reject"),
    (DIG, "The DNS query took 112 ms.", "accept"),
    (DIG, "The DNS query took 9 ms.", "reject"),
    (DIG, "The MX records of fjordline.no have a TTL of one hour.", "accept"),
    (DIG, "ns1.hostco.net has a TTL of one day.", "accept"),
    (DIG, "ns1.hostco.net has a TTL of one hour.", "reject"),
    (IP_ADDR, "The MAC address of wlp2s0 is 3c:58:c2:9e:41:0b.", "accept"),
    (IP_ADDR, "The MAC address of enp0s31f6 is 3c:58:c2:9e:41:0b.", "reject"),
    (IP_ADDR, "The wlp2s0 interface has the address 192.168.1.37.", "accept"),
    (IP_ADDR, "enp0s31f6 has the address 192.168.1.37.", "reject"),
    (IP_ADDR, "The enp0s31f6 link state is DOWN.", "accept"),
    (IP_ADDR, "The state of enp0s31f6 is UP.", "reject"),
    (MYCNF, "The MySQL server listens on port 3310.", "accept"),
    (MYCNF, "The MySQL server listens on port 3311.", "reject"),
    (MYCNF, "The MySQL server accepts up to 350 connections.", "accept"),
    (MYCNF, "The MySQL server allows packets of up to 256M.", "reject"),
    (STATUS, "src/cache.rs is staged.", "accept"),
    (STATUS, "Cargo.lock is staged for commit.", "reject"),
    (STATUS, "The change to Cargo.lock has not been staged.", "accept"),
    (STATUS, "bench/results.csv is staged.", "reject"),
    (PACKAGE, "eslint is a dev dependency of invoice-ui.", "accept"),
    (PACKAGE, "axios is a devDependency of invoice-ui.", "reject"),
    (GOMOD, "golang.org/x/sys is an indirect dependency of tally.", "accept"),
    (GOMOD, "github.com/spf13/cobra is an indirect dependency.", "reject"),
    (NPM_LS, "The web app uses express 4.21.0.", "accept"),
    (NPM_LS, "The web app uses express 1.20.3.", "reject"),
    (PLAN, "The billing database engine is upgraded from 14.9 to 15.4.", "accept"),
    (PLAN, "The billing database engine goes from 15.4 to 14.9.", "reject"),
    (PLAN, "After the apply the billing database runs engine version 14.9.", "reject"),
    (PLAN, "The plan doubles the allocated storage of the main db instance from 200 to 400.", "accept"),
    (PLAN, "The plan shrinks the allocated storage of the main db instance to 200.", "reject"),
    (PLAN, "The plan deletes the jobs-dlq SQS queue.", "reject"),
    (PLAN, "The ci-bot IAM user will be deleted.", "accept"),
    (PLAN, "The plan adds the ci-bot IAM user.", "reject"),
    (DIFF, "Worker concurrency rises from 8 to 12.", "accept"),
    (DIFF, "The change lowers worker concurrency to 8.", "reject"),
    (DIFF, "The diff cuts worker concurrency from 12 to 8.", "reject"),
    (DIFF, "The thumbnails queue keeps a visibility timeout of 300.", "accept"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_a_structured_output(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()


def test_change_sides():
    parsed = spans.parse(DIFF)
    sides = {(r.path[-1], r.raw): r.side for r in parsed.records}
    assert sides[("concurrency", "8")] == "old" and sides[("concurrency", "12")] == "new"
    assert sides[("visibility_timeout", "300")] == ""
    actions = {r.row: r.action for r in spans.parse(PLAN).records if r.row}
    assert actions == {"aws_db_instance.main": "changed", "aws_sqs_queue.jobs": "created", "aws_iam_user.ci": "destroyed"}


def test_a_yaml_list_is_no_diff():
    parsed = spans.parse("- name: api\n  port: 8080\n- name: worker\n  port: 9090")
    assert parsed.kind != "changes" and not any(r.side for r in parsed.records)


def test_right_aligned_keys_are_siblings():
    """systemctl status right-aligns its keys on their colons: "Memory" is no part of "Main PID"."""
    status = """● redis-server.service - Advanced key-value store
     Loaded: loaded (/lib/systemd/system/redis-server.service; enabled; preset: enabled)
     Active: active (running) since Tue 2026-11-24 10:01:02 UTC; 6 days ago
   Main PID: 1402 (redis-server)
      Tasks: 5 (limit: 4557)
     Memory: 9.8M"""
    paths = {r.path for r in spans.parse(status).records}
    assert ("Memory",) in paths and ("Tasks", "limit") in paths and not any(p[0] == "Main PID" and len(p) > 1 for p in paths)


# ---- outputs read by the documented meaning of their shape (readers.py, cells.py's vocabulary)

HOSTS_FILE = """127.0.0.1       localhost
192.168.7.40    nas.home.arpa nas
192.168.7.41    printer.home.arpa
#192.168.7.99   oldcam.home.arpa"""

ACCESS_LOG = """10.1.1.5 - - [14/Nov/2026:09:01:02 +0000] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.30"
172.16.0.9 - alice [14/Nov/2026:09:01:05 +0000] "PUT /v1/carts/42 HTTP/1.1" 409 310 "-" "okhttp/4.12.0\""""

TRACE = """traceroute to git.example.com (203.0.113.80), 30 hops max, 60 byte packets
 1  router.lan (10.9.0.1)  1.102 ms  0.981 ms  1.004 ms
 2  * * *
 3  edge.example.com (198.51.100.3)  7.511 ms  7.402 ms  7.623 ms
 4  git.example.com (203.0.113.80)  9.870 ms  9.901 ms  9.799 ms"""

CURL_V = """*   Trying 192.0.2.44:443...
* Connected to files.example.net (192.0.2.44) port 443
> HEAD /report.pdf HTTP/1.1
> Host: files.example.net
> User-Agent: fetcher/2.0
>
< HTTP/1.1 503 Service Unavailable
< Retry-After: 300
< Content-Length: 0
<"""

NGINX_CONF = """server {
    listen 8443 ssl;
    server_name docs.example.org;
    client_max_body_size 8m;
    location /static/ {
        root /srv/docs;
    }
    location /search {
        proxy_pass http://search_pool;
        proxy_read_timeout 15s;
    }
}
server {
    listen 80;
    server_name old.example.org;
    return 301 https://docs.example.org$request_uri;
}"""

DF_KIB = """Filesystem     1K-blocks     Used Available Use% Mounted on
/dev/sdb1       41152736  9437184  29602824  25% /srv/media
/dev/sda2       20511312 18874368    588800  97% /"""

MEMINFO = """MemTotal:        8041232 kB
MemAvailable:    5242880 kB
Dirty:              1204 kB"""

VMSTAT = """procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
 r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
 1  2      0 402100  61200 904800    0    0     3    20  210  480  9  3 88  0  0"""

CI_LOG = """2026-11-20T08:00:01.120Z ##[group]Run go test ./...
2026-11-20T08:01:12.845Z Tests: 4 failed, 120 passed, 124 total
2026-11-20T08:01:12.990Z ##[error]Process completed with exit code 1."""

PYTEST_SUMMARY = "======== 57 passed, 2 skipped in 3.10s ========"

INVOICE_JSON = '{"invoice": "INV-3307", "due": {"amount": 74.9, "currency": "GBP"}, "lines": 3}'

DIG_ALIAS = """;; ANSWER SECTION:
status.example.com.\t300\tIN\tCNAME\texample.statuspage.io.
example.statuspage.io.\t30\tIN\tA\t52.215.192.131"""

ADVISORIES = """# audit report

lodash  <4.17.21
Severity: critical
Prototype Pollution in lodash
node_modules/lodash

minimist  <1.2.6
Severity: low
Prototype Pollution in minimist
node_modules/minimist

2 vulnerabilities (1 low, 1 critical)"""

FSTAB = """# <file system>  <mount point>  <type>  <options>  <dump>  <pass>
LABEL=rootfs      /              btrfs   subvol=@,compress=zstd   0  0
/dev/sdc1         /var/backups   ext4    defaults,nofail          0  2
//files/root      /mnt/share     cifs    credentials=/root/.cred  0  0"""

COMPOSE = """services:
  proxy:
    image: traefik:3.1-beta
  queue:
    image: rabbitmq:3.13.7
    restart: always"""

CACHE = """< HTTP/2 200
< cache-control: public, max-age=31536000, immutable
< x-cache: MISS
> GET /fonts/inter.woff2 HTTP/2
> Host: cdn.example.net"""

QUARTERS = """team,q1_tickets,q2_tickets
Billing,310,287
Onboarding,142,198"""

RELEASE_NOTES = """# Release notes

## v2.4.0 (2026-09-02)
### Features
- Export to Parquet
### Deprecations
- The --legacy-auth flag

## v2.3.1 (2026-07-15)
### Fixes
- Timezone handling for CSV imports"""

SLOWEST = """=========================== slowest 4 durations ============================
8.02s call     tests/test_sync.py::test_full_resync
2.75s setup    tests/test_store.py::test_compaction
0.61s call     tests/test_store.py::test_compaction
0.40s call     tests/test_api.py::test_login
======================== 88 passed, 1 xfailed in 14.20s ========================="""

# blocks opened by a heading (headed.py): counts per protocol, ports per host, rules per chain
NETSTAT_S = """Ip:
    918221 total packets received
    702334 requests sent out
Tcp:
    5120 active connection openings
    77 connection resets received
    12 connections established
    880190 segments received
Udp:
    64012 packets received
    61877 packets sent"""

NMAP_SCAN = """Nmap scan report for build-01.corp (10.4.0.11)
Host is up (0.00090s latency).
PORT     STATE    SERVICE
22/tcp   open     ssh
3389/tcp closed   ms-wbt-server

Nmap scan report for files-02.corp (10.4.0.12)
Host is up (0.0021s latency).
PORT     STATE    SERVICE
22/tcp   filtered ssh
3389/tcp open     ms-wbt-server"""

IPTABLES = """Chain INPUT (policy ACCEPT)
target     prot opt source               destination
DROP       tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:6379
ACCEPT     tcp  --  172.16.0.0/12        0.0.0.0/0            tcp dpt:5432

Chain OUTPUT (policy DROP)
target     prot opt source               destination
ACCEPT     udp  --  0.0.0.0/0            0.0.0.0/0            udp dpt:53"""

# a raw HTTP exchange (httpie -v): the request's headers, then the response's
HTTP_EXCHANGE = """PUT /v3/profiles/77 HTTP/1.1
Content-Length: 2048
Content-Type: application/merge-patch+json
Host: api.larch.example

HTTP/1.1 202 Accepted
Content-Length: 61
Content-Type: application/json
Server: caddy

{"status": "queued", "queue_position": 4}"""

# units and parts the API or tool documents: Stripe's minor units (line items take the invoice's currency),
# OpenWeatherMap's kelvin and metres, kubectl get hpa's current/target
CHARGE_JSON = """{"object": "invoice", "currency": "gbp", "amount_remaining": 4250,
 "lines": {"data": [{"description": "Pro seat", "amount": 3000}, {"description": "Priority support", "amount": 1250}]}}"""

WEATHER_STANDARD = """{"coord": {"lon": 4.9, "lat": 52.37}, "main": {"temp": 276.4, "feels_like": 272.1, "humidity": 93},
 "visibility": 6000, "wind": {"speed": 7.2, "gust": 12.9}, "name": "Amsterdam"}"""

HPA = """NAME        REFERENCE              TARGETS        MINPODS   MAXPODS   REPLICAS   AGE
orders-api  Deployment/orders-api  cpu: 64%/75%   2         10        4          9d
ledger      Deployment/ledger      cpu: 91%/60%   3         6         6          9d"""

# a key that comes back with lines under it (certbot), test verdict lines (go test -v), sar's stamped rows
CERTS = """Found the following certs:
  Certificate Name: wiki.fennel.dev
    Key Type: RSA
    Domains: wiki.fennel.dev
    Expiry Date: 2027-01-20 10:00:00+00:00 (VALID: 50 days)
  Certificate Name: git.fennel.dev
    Key Type: ECDSA
    Domains: git.fennel.dev
    Expiry Date: 2026-12-06 10:00:00+00:00 (VALID: 5 days)"""

GO_TEST = """=== RUN   TestQueueDrain
--- PASS: TestQueueDrain (0.84s)
=== RUN   TestRetry
=== RUN   TestRetry/backoff
    retry_test.go:41: want 3 attempts, got 4
--- FAIL: TestRetry (0.30s)
    --- FAIL: TestRetry/backoff (0.30s)
FAIL
FAIL	github.com/tern/mailer/queue	1.207s"""

SAR = """06:00:01 PM     CPU     %user     %system   %iowait     %idle
06:10:01 PM     all      8.10        2.20      0.40     89.30
06:20:01 PM     all     64.75        7.05      3.10     25.10
Average:        all     36.42        4.62      1.75     57.20"""

STAT_SUMMARY = """ api/handlers.go | 40 +++++++-----
 api/routes.go   | 12 ++++
 2 files changed, 38 insertions(+), 14 deletions(-)"""

# mtr's hops (round trips in ms) and smartctl's attributes (a RAW_VALUE in the unit its name gives)
MTR = """Start: 2026-11-30T22:01:09+0000
HOST: edge-fra-2                  Loss%   Snt   Last   Avg  Best  Wrst StDev
  1.|-- 172.20.0.1                 0.0%    20    0.3   0.4   0.2   1.1   0.2
  2.|-- 80.81.192.10              15.0%    20    4.4   5.0   4.1  19.8   3.3
  3.|-- 104.16.132.229             0.0%    20    5.2   5.3   5.0   6.0   0.2"""

SMART = """ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  9 Power_On_Hours          0x0032   091   091   000    Old_age   Always       -       43800
 12 Power_Cycle_Count       0x0032   099   099   000    Old_age   Always       -       96
194 Temperature_Celsius     0x0022   071   049   000    Old_age   Always       -       29"""

READ_BY_SHAPE = [
    (MTR, "The second hop lost 15% of the probes.", "accept"),
    (MTR, "The third hop lost 15% of the probes.", "reject"),
    (MTR, "104.16.132.229 answered in about 5.3 ms on average.", "accept"),
    (MTR, "104.16.132.229 answered in about 5.3 seconds on average.", "reject"),
    (SMART, "The disk has been powered on for about 5 years.", "accept"),
    (SMART, "The disk has been powered on for 5 days.", "reject"),
    (SMART, "The disk temperature is 29 °C.", "accept"),
    (SMART, "The disk temperature is 49 °C.", "reject"),

    (CERTS, "The git.fennel.dev certificate expires in 5 days.", "accept"),
    (CERTS, "The wiki.fennel.dev certificate expires in 5 days.", "reject"),
    (CERTS, "wiki.fennel.dev uses an ECDSA key.", "reject"),
    (GO_TEST, "TestQueueDrain passed.", "accept"),
    (GO_TEST, "TestQueueDrain failed.", "reject"),
    (GO_TEST, "TestRetry/backoff failed after 0.3 seconds.", "accept"),
    (SAR, "At 18:20 user CPU was about 65%.", "accept"),
    (SAR, "At 18:10 user CPU was about 65%.", "reject"),
    (STAT_SUMMARY, "2 files changed, with 38 lines added and 14 removed.", "accept"),
    (STAT_SUMMARY, "2 files changed, with 14 lines added and 38 removed.", "reject"),

    (CHARGE_JSON, "42.50 GBP remains to be paid.", "accept"),
    (CHARGE_JSON, "4,250 GBP remains to be paid.", "reject"),
    (CHARGE_JSON, "Priority support costs 12.50 GBP.", "accept"),
    (CHARGE_JSON, "Priority support costs 30.00 GBP.", "reject"),
    (WEATHER_STANDARD, "It is about 3.3 °C in Amsterdam.", "accept"),
    (WEATHER_STANDARD, "It feels like about 3.3 °C in Amsterdam.", "reject"),
    (WEATHER_STANDARD, "Visibility in Amsterdam is 6 km.", "accept"),
    (HPA, "ledger runs at 91% CPU against a 60% target.", "accept"),
    (HPA, "The ledger CPU target is 91%.", "reject"),
    (HPA, "orders-api targets 75% CPU.", "accept"),

    (NETSTAT_S, "UDP received 64012 packets.", "accept"),
    (NETSTAT_S, "TCP received 64012 segments.", "reject"),
    (NETSTAT_S, "77 TCP connection resets were received.", "accept"),
    (NETSTAT_S, "12 TCP connection resets were received.", "reject"),
    (NMAP_SCAN, "Port 3389 is open on files-02.corp.", "accept"),
    (NMAP_SCAN, "Port 3389 is open on build-01.corp.", "reject"),
    (NMAP_SCAN, "SSH is open on build-01.corp.", "accept"),
    (NMAP_SCAN, "SSH is open on files-02.corp.", "reject"),
    (IPTABLES, "The OUTPUT chain's default policy is DROP.", "accept"),
    (IPTABLES, "The INPUT chain's default policy is DROP.", "reject"),
    (IPTABLES, "Port 5432 is accepted from 172.16.0.0/12.", "accept"),
    (IPTABLES, "Traffic to port 6379 is accepted.", "reject"),
    (HTTP_EXCHANGE, "The request body was 2 KiB.", "accept"),
    (HTTP_EXCHANGE, "The server responded with a Content-Length of 2048.", "reject"),
    (HTTP_EXCHANGE, "The response's content type was application/merge-patch+json.", "reject"),
    (HTTP_EXCHANGE, "The response came from caddy with status 202.", "accept"),

    (SLOWEST, "test_full_resync took about 8 seconds.", "accept"),
    (SLOWEST, "test_login took 2.75 seconds.", "reject"),
    (SLOWEST, "88 tests passed.", "accept"),
    (RELEASE_NOTES, "Version 2.3.1 was released on 15 July 2026.", "accept"),
    (RELEASE_NOTES, "Version 2.4.0 was released on 15 July 2026.", "reject"),
    (RELEASE_NOTES, "Export to Parquet arrived in 2.4.0.", "accept"),
    (QUARTERS, "Onboarding handled 198 tickets in Q2.", "accept"),
    (QUARTERS, "Onboarding handled 142 tickets in Q2.", "reject"),
    (QUARTERS, "Billing handled 198 tickets in Q2.", "reject"),
    (FSTAB, "The root filesystem is btrfs.", "accept"),
    (FSTAB, "The root filesystem is ext4.", "reject"),
    (FSTAB, "/var/backups is an ext4 filesystem.", "accept"),
    (COMPOSE, "The queue runs rabbitmq 3.13.7.", "accept"),
    (COMPOSE, "The proxy runs traefik version 3.1.", "accept"),
    (COMPOSE, "The proxy service uses the rabbitmq:3.13.7 image.", "reject"),
    (CACHE, "The font may be cached for one year.", "accept"),
    (CACHE, "The font may be cached for one day.", "reject"),
    (ADVISORIES, "lodash has a critical-severity vulnerability.", "accept"),
    (ADVISORIES, "minimist has a critical-severity vulnerability.", "reject"),
    (ADVISORIES, "The minimist advisory has low severity.", "accept"),
    (CI_LOG, "120 tests passed.", "accept"),
    (CI_LOG, "120 tests failed.", "reject"),
    (PYTEST_SUMMARY, "57 tests passed and 2 were skipped.", "accept"),
    (PYTEST_SUMMARY, "57 tests failed.", "reject"),
    (INVOICE_JSON, "Invoice INV-3307 is due for 74.90 GBP.", "accept"),
    (INVOICE_JSON, "Invoice INV-3307 is due for 74.90 EUR.", "reject"),
    (DIG_ALIAS, "status.example.com is an alias for example.statuspage.io.", "accept"),
    (DIG_ALIAS, "The alias status.example.com has a TTL of 30 seconds.", "reject"),
    (HOSTS_FILE, "nas.home.arpa points to 192.168.7.40.", "accept"),
    (HOSTS_FILE, "The short name nas maps to 192.168.7.40.", "accept"),
    (HOSTS_FILE, "printer.home.arpa points to 192.168.7.40.", "reject"),
    (HOSTS_FILE, "oldcam.home.arpa points to 192.168.7.99.", "reject"),
    (ACCESS_LOG, "The PUT to /v1/carts/42 returned status 409.", "accept"),
    (ACCESS_LOG, "The PUT to /v1/carts/42 returned status 200.", "reject"),
    (ACCESS_LOG, "10.1.1.5 sent the PUT to /v1/carts/42.", "reject"),
    (TRACE, "git.example.com is 4 hops away.", "accept"),
    (TRACE, "git.example.com is 3 hops away.", "reject"),
    (TRACE, "The first hop is router.lan at 10.9.0.1.", "accept"),
    (TRACE, "The third hop is 10.9.0.1.", "reject"),
    (TRACE, "git.example.com answers in about 7.5 ms.", "reject"),
    (CURL_V, "files.example.net answered with status 503.", "accept"),
    (CURL_V, "files.example.net answered with status 200.", "reject"),
    (CURL_V, "The server asks the client to retry after five minutes.", "accept"),
    (CURL_V, "The server asks the client to retry after five hours.", "reject"),
    (NGINX_CONF, "docs.example.org allows a body size of up to 8 MB.", "accept"),
    (NGINX_CONF, "docs.example.org listens on port 80.", "reject"),
    (NGINX_CONF, "The /search location proxies to search_pool.", "accept"),
    (NGINX_CONF, "The /static/ location has a 15 second read timeout.", "reject"),
    (DF_KIB, "/srv/media has about 28.2 GiB available.", "accept"),
    (DF_KIB, "/srv/media has about 28.2 MiB available.", "reject"),
    (DF_KIB, "About 18 GiB is used on the root filesystem.", "accept"),
    (DF_KIB, "About 9 GiB is used on the root filesystem.", "reject"),
    (MEMINFO, "About 5 GiB of memory is available.", "accept"),
    (MEMINFO, "About 7.7 GiB of memory is available.", "reject"),
    (VMSTAT, "The CPU is idle 88% of the time.", "accept"),
    (VMSTAT, "The CPU is idle 9% of the time.", "reject"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), READ_BY_SHAPE, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(READ_BY_SHAPE)])
def test_claim_against_an_output_read_by_its_shape(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()


def test_shapes_that_are_not_hosts_files_or_blocks():
    """`ip neigh` lines start with an address too, but carry its keywords: no hosts file. Braces in JSON are no
    nginx blocks."""
    neigh = "10.0.0.1 dev eth0 lladdr 52:54:00:12:34:56 REACHABLE\n10.0.0.7 dev eth0 lladdr 52:54:00:ab:cd:ef STALE"
    assert readers.hosts(neigh.splitlines()) is None
    assert config_blocks.blocks(['{"a": {', '"b": 1', "}}"]) is None
    assert config_blocks.blocks(["upstream pool {", "server 10.0.0.1:80 weight=2;", "server 10.0.0.2:80;", "}"]) == {
        "upstream": {"upstream": "pool", "server": [{"server": "10.0.0.1:80", "weight": "2"}, {"server": "10.0.0.2:80"}]}}
