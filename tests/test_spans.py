"""spans.py: clause polarity, log-record keys and date parts of prose."""

from __future__ import annotations

import pytest

from trustgate import spans as sp


@pytest.mark.parametrize("text", [
    "the shared Sentry instance drops events larger than 200 KB without an error",
    "the cluster was upgraded to 1.29 with no downtime",
    "the vendor replaced the router at no extra cost",
    "the nightly job truncates the staging tables without warning",
    "refunds are issued with zero paperwork",
    "it is not just a hobby",
])
def test_a_qualifying_phrase_does_not_deny_the_clause(text):
    assert not sp.negated(text)


@pytest.mark.parametrize("text", [
    "the replica did not restart without a manual failover",  # 'not' still denies
    "no user can log in without a token",
    "the page never loads",
    "the backup isn't encrypted",
    "there is no space left on the device",
])
def test_a_denial_is_still_a_denial(text):
    assert sp.negated(text)


@pytest.mark.parametrize("line, key", [
    ("2026-03-07 02:14 garage door opener: Wi-Fi connection lost", "2026-03-07 02:14 garage door opener:"),
    ("[2026-01-15T08:30:12Z] ERROR payments-api: connection to ledger refused", "[2026-01-15T08:30:12Z] ERROR payments-api:"),
    ("Mar 7 02:14:05 web-01 sshd[812]: Accepted publickey for alice", "Mar 7 02:14:05 web-01 sshd[812]:"),
    ("WARN disk-monitor: /data is 91% full", "WARN disk-monitor:"),
    ("14:02:11 scheduler: job 7781 started", "14:02:11 scheduler:"),
])
def test_a_log_record_key_is_found_in_several_formats(line, key):
    found = list(sp.tv.extract(line))
    assert line[:sp.record_key(line, found)].strip() == key


@pytest.mark.parametrize("line", [
    "Learned in kestrel-api: the shared Sentry instance drops events",  # a label, no timestamp or level
    "It carries a crew of three: Commander Elena Vasquez, Mission Specialist James Park",
    "Total preparation time: 35 minutes",
    "Error handling in the client, retries and timeouts: see the guide",  # prose, not an upper-case level
    "The release on 2026-03-01 had one blocker, and the fix landed later: see the log",  # punctuation before ':'
])
def test_prose_with_a_colon_is_not_a_log_record(line):
    assert sp.record_key(line, list(sp.tv.extract(line))) == 0


def test_every_clause_of_a_log_message_carries_the_key():
    parsed = sp.parse("2026-03-07 02:14 garage door opener: Wi-Fi connection lost (reconnect failed 3 times)")
    assert len(parsed.clauses) == 2
    for clause in parsed.clauses:
        assert "garage door opener" in clause.text
        kinds = {(v.kind, v.norm) for v in clause.values}
        assert ("date", "2026-03-07") in kinds and ("time", "02:14") in kinds
    assert [c.negated for c in parsed.clauses] == [False, False]


def test_a_denied_message_clause_stays_denied_under_its_key():
    parsed = sp.parse("[2026-01-15T08:30:12Z] WARN billing.worker: retry 3 of 5, no response from ledger")
    assert [c.negated for c in parsed.clauses] == [False, True]


def test_a_prose_datetime_also_gives_its_date_and_time():
    (clause,) = sp.parse("The export finished at 2026-05-02 17:45 on the reporting host").clauses
    kinds = {(v.kind, v.norm) for v in clause.values}
    assert {("date", "2026-05-02"), ("time", "17:45")} <= kinds
