"""spans.py and clauses.py: clause polarity, log-record keys and date parts of prose; the structured formats it reads as records."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trustgate import clauses as cl
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
    assert not cl.negated(text)


@pytest.mark.parametrize("text", [
    "the replica did not restart without a manual failover",  # 'not' still denies
    "no user can log in without a token",
    "the page never loads",
    "the backup isn't encrypted",
    "there is no space left on the device",
])
def test_a_denial_is_still_a_denial(text):
    assert cl.negated(text)


@pytest.mark.parametrize("line, key", [
    ("2026-03-07 02:14 garage door opener: Wi-Fi connection lost", "2026-03-07 02:14 garage door opener:"),
    ("[2026-01-15T08:30:12Z] ERROR payments-api: connection to ledger refused", "[2026-01-15T08:30:12Z] ERROR payments-api:"),
    ("Mar 7 02:14:05 web-01 sshd[812]: Accepted publickey for alice", "Mar 7 02:14:05 web-01 sshd[812]:"),
    ("WARN disk-monitor: /data is 91% full", "WARN disk-monitor:"),
    ("14:02:11 scheduler: job 7781 started", "14:02:11 scheduler:"),
])
def test_a_log_record_key_is_found_in_several_formats(line, key):
    found = list(sp.tv.extract(line))
    assert line[:cl.record_key(line, found)].strip() == key


@pytest.mark.parametrize("line", [
    "Learned in kestrel-api: the shared Sentry instance drops events",  # a label, no timestamp or level
    "It carries a crew of three: Commander Elena Vasquez, Mission Specialist James Park",
    "Total preparation time: 35 minutes",
    "Error handling in the client, retries and timeouts: see the guide",  # prose, not an upper-case level
    "The release on 2026-03-01 had one blocker, and the fix landed later: see the log",  # punctuation before ':'
])
def test_prose_with_a_colon_is_not_a_log_record(line):
    assert cl.record_key(line, list(sp.tv.extract(line))) == 0


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


def test_json_lines_are_one_table_with_a_row_per_line():
    p = sp.parse('{"svc": "a", "ms": 5}\n{"svc": "b", "ms": 7}')
    assert p.kind == "json" and len(p.tables) == 1
    assert {(r.row, r.raw) for r in p.records if r.field == "ms"} == {("a", "5"), ("b", "7")}


def test_a_bare_size_letter_reads_both_ways():
    units = {(v.norm, v.unit) for v in sp.cell_values("540G", "Avail")}
    assert units == {(v.norm, v.unit) for v in sp.cell_values("540 GB", "") + sp.cell_values("540GiB", "")}


def test_indented_key_value_lines_keep_their_nesting():
    text = "Name: api\nContainers:\n  api:\n    State: Waiting\n      Reason: CrashLoopBackOff\n" \
           "    Limits:\n      memory: 1Gi\n    Requests:\n      memory: 256Mi"
    paths = {r.field: r.raw for r in sp.parse(text).records}
    assert paths["Containers.api.Limits.memory"] == "1Gi" and paths["Containers.api.Requests.memory"] == "256Mi"
    assert paths["Containers.api.State"] == "Waiting" and paths["Containers.api.State.Reason"] == "CrashLoopBackOff"


def test_ini_and_dotenv_settings_are_records():
    ini = sp.parse("[smtp]\nport = 587\n\n[imap]\nport = 993")
    assert {r.field: r.raw for r in ini.records} == {"smtp.port": "587", "imap.port": "993"}
    env = sp.parse("export A_FLAG=false\nTIMEOUT_MS='250'")
    assert {r.field: r.raw for r in env.records} == {"A_FLAG": "false", "TIMEOUT_MS": "250"}


def test_prometheus_samples_are_rows_named_by_their_series():
    p = sp.parse('# TYPE up gauge\nup{job="api"} 1\nup{job="db"} 0\nmem_bytes 1.048576e+06')
    assert p.kind == "metrics"
    mem = next(r for r in p.records if r.field == "mem_bytes")
    assert [(v.kind, v.unit) for v in mem.values] == [("quantity", "bit")]
    assert {r.row for r in p.records if r.field == "up"} == {"up api", "up db"}


def test_nested_objects_of_an_array_stay_in_their_row():
    p = sp.parse('[{"Id": "i-1", "State": {"Name": "running"}, "Tags": [{"Key": "Name", "Value": "web"}]},'
                 ' {"Id": "i-2", "State": {"Name": "stopped"}, "Tags": [{"Key": "Name", "Value": "db"}]}]')
    rows = {(r.row, r.field, r.raw) for r in p.records}
    assert ("i-1 web", "State.Name", "running") in rows and ("i-2 db", "Tags.Name", "db") in rows


def test_an_output_value_is_read_without_its_metadata():
    p = sp.parse('{"port": {"value": 5432, "type": "number", "sensitive": false}}')
    assert [(r.field, r.raw) for r in p.records] == [("port", "5432")]


@pytest.mark.parametrize(("text", "joined"), [("covers 161.9 km².", "161.9km2"), ("a 40 m2 flat", "40m2"),
                                              ("3 m³ of sand", "3m3")])
def test_an_area_or_volume_unit_is_joined_to_its_number(text, joined):
    assert joined in cl.prepare(text)


def test_an_unindented_line_does_not_continue_a_value():
    text = "Name: web\nLabels: app=web\n        tier=front\nMemory: 7.9M\nStarted web with 4 workers in 0.2s"
    paths = {r.field: r.raw for r in sp.parse(text).records}
    assert paths["Labels"] == "app=web tier=front" and paths["Memory"] == "7.9M"


def test_a_value_wrapper_keeps_its_unit():
    p = sp.parse('{"latency": {"value": 120, "unit": "ms"}}')
    assert [(r.field, [(v.kind, v.norm, v.unit) for v in r.values]) for r in p.records] == [
        ("latency", [("duration", Decimal("0.12"), "second")])]


def test_an_outcome_word_is_a_state_only_in_an_outcome_field():
    assert [v.norm for v in sp.cell_values("failure", "conclusion")] == [("succeeded", False)]
    assert sp.cell_values("error", "level") == ()
