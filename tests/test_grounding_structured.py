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

from trustgate import spans

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
