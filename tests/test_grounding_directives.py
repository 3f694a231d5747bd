"""(gt16) Configurations written one `Keyword args` setting a line (no nginx semicolons), figures said in words with a
hedge or a near bound, and clock-printed lengths under a "<qualifier> time" column.

- A keyword-per-line configuration (redis.conf, chrony.conf, sshd_config) is read setting by setting: a commented-out
  line sets nothing, so its value is not the live one.
- Blocks opened by a line the next lines are indented under (haproxy-style `listen` / `defaults` sections) or by braces
  (logrotate-style `path { ... }`, with its shell script up to `endscript` left out) hold their own settings: a value
  of one block is not another's. A setting given several times, each naming what it sets by its first word
  (`timeout queue 20s`, `timeout tunnel 1h`), is read by that word.
- "about five minutes", "roughly twelve seconds": a hedged figure said in words rounds as one said in digits does;
  "just over 4 minutes" / "slightly under 90 seconds" holds only on the side it says.
- A clock-printed cell under a "lap time" / "cpu time" column may be a length of time ("1 minute 14 seconds").

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

REDIS = """# Redis configuration for the cache tier
bind 127.0.0.1 -::1
port 6380
# port 6379
maxmemory 2gb
maxmemory-policy allkeys-lru
appendonly no
databases 4"""
PROXY = """defaults
    mode tcp
    timeout queue 20s
    timeout tunnel 1h
    maxconn 9000

listen mqtt
    bind :1883
    maxconn 1200
    balance leastconn"""
ROTATE = """/srv/billing/audit.log {
    monthly
    rotate 24
    postrotate
        systemctl reload billing
    endscript
}

/srv/billing/debug.log {
    hourly
    rotate 6
}"""
LAPS = """Lap,Driver,Lap time,Pit
1,Okonjo,00:01:14,no
2,Okonjo,00:01:19,yes
3,Okonjo,00:01:12,no"""
RUN = """job      state     elapsed_s
backup   done      243
reindex  done      88"""

CASES = [
    (REDIS, "Redis listens on port 6380.", "accept"),
    (REDIS, "Redis listens on port 6379.", "reject"),  # commented out
    (REDIS, "The cache keeps 4 databases.", "accept"),
    (PROXY, "The mqtt listener allows 1,200 connections.", "accept"),
    (PROXY, "The mqtt listener allows 9,000 connections.", "reject"),  # the defaults'
    (PROXY, "The tunnel timeout is one hour.", "accept"),
    (PROXY, "The tunnel timeout is 20 seconds.", "reject"),  # the queue's
    (ROTATE, "The audit log is rotated monthly.", "accept"),
    (ROTATE, "The audit log keeps 24 rotations.", "accept"),
    (ROTATE, "The debug log keeps 24 rotations.", "reject"),  # the audit log's
    (LAPS, "Lap 3 took 1 minute 12 seconds.", "accept"),
    (LAPS, "Lap 2 took 1 minute 14 seconds.", "reject"),  # lap 1's
    (RUN, "The backup job ran for about four minutes.", "accept"),
    (RUN, "The backup job ran for just over 4 minutes.", "accept"),
    (RUN, "The backup job ran for just under 4 minutes.", "reject"),  # 243 seconds is over
    (RUN, "The reindex job ran for about three minutes.", "reject"),  # 88 seconds
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
