"""The `trustgate` command: JSONL in, one JSON decision per line out, malformed lines reported by
line number and field, `check` stores nothing, library errors as one clean line, facts as JSON."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys

import pytest
from click.testing import CliRunner
from conftest import NOW, ROOT, cand, prov

from trustgate.cli import main
from trustgate.gate import Gate
from trustgate.store import Store

REL = "rules/default.yaml"
NOW_ARG = "2026-06-01T00:00:00Z"

GOOD = [
    cand("The staging cluster has 14 worker nodes.", domain="infra"),
    cand("The cache TTL is 300 seconds.", domain="cache", provenance=prov(kind="web_search", evidence=1)),
    cand("The queue holds 5000 messages.", domain="queue", provenance=prov(confidence=0.5)),
]
EXPECTED = [("accept", None, []), ("reject", "evidence", ["evidence_floor"]), ("reject", "confidence", ["confidence_floor"])]


def jsonl(items) -> str:
    return "".join(json.dumps(c) + "\n" for c in items)


def decisions(out: str) -> list[dict]:
    lines = out.splitlines()
    assert all(line.startswith("{") for line in lines), out
    return [json.loads(line) for line in lines]


def summary(ds: list[dict]) -> list[tuple]:
    return [(d["verdict"], d["stage"], [r["rule"] for r in d["reasons"]]) for d in ds]


def counts(db) -> tuple[int, int]:
    con = sqlite3.connect(db)
    try:
        return tuple(con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in ("facts", "decisions"))  # type: ignore[return-value]
    finally:
        con.close()


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)


def run(*args: str, input: str | None = None):
    result = CliRunner().invoke(main, list(args), input=input)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


# ---------------------------------------------------------------- write / check

def test_write_from_input_file(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text(jsonl(GOOD), encoding="utf-8")
    db = tmp_path / "m.db"
    result = run("write", "--rules", REL, "--db", str(db), "--input", str(path), "--now", NOW_ARG)
    assert result.exit_code == 0, result.output
    ds = decisions(result.stdout)
    assert summary(ds) == EXPECTED
    assert all(d["decided_at"] == "2026-06-01T00:00:00.000000Z" for d in ds)
    assert ds[0]["fact_id"] and ds[1]["fact_id"] is None
    assert ds[1]["reasons"][0]["rule_ref"].startswith(f"{REL}:")
    assert counts(db) == (1, 3)
    with Store(db) as store:
        assert [f.text for f in store.current("default", "infra", NOW)] == [GOOD[0]["text"]]


def test_write_from_stdin(tmp_path):
    db = tmp_path / "m.db"
    result = run("write", "--rules", REL, "--db", str(db), "--now", NOW_ARG, input=jsonl(GOOD))
    assert result.exit_code == 0, result.output
    assert summary(decisions(result.stdout)) == EXPECTED
    assert result.stderr == ""
    assert counts(db) == (1, 3)


def test_write_with_the_default_rules(tmp_path):
    result = run("write", "--db", str(tmp_path / "m.db"), "--now", NOW_ARG, input=jsonl(GOOD))
    assert summary(decisions(result.stdout)) == EXPECTED
    assert decisions(result.stdout)[1]["reasons"][0]["rule_ref"].startswith("trustgate/default_rules.yaml:")


def test_the_default_rules_are_found_outside_a_checkout(tmp_path):
    """From a directory that is not the checkout: the shipped rules come from the package, cited by their full path."""
    env = {**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    packaged = os.path.join(ROOT, "trustgate", "default_rules.yaml")
    p = subprocess.run([sys.executable, "-m", "trustgate.cli", "write", "--db", "m.db", "--now", NOW_ARG], input=jsonl(GOOD),
                       capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert p.returncode == 0, p.stderr
    assert summary(decisions(p.stdout)) == EXPECTED
    assert decisions(p.stdout)[1]["reasons"][0]["rule_ref"].startswith(f"{packaged}:")
    lib = subprocess.run([sys.executable, "-c", "from trustgate import Gate; g = Gate(); print(g.rules.path); g.close()"],
                         capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert lib.returncode == 0 and lib.stdout.strip() == packaged, lib.stderr


def test_each_answer_carries_the_callers_id(tmp_path):
    lines = [json.dumps({**GOOD[0], "id": "call-7"}), json.dumps({**GOOD[1], "id": 42}), json.dumps({**GOOD[2], "id": ["x"]}),
             json.dumps(GOOD[2])]
    result = run("write", "--rules", REL, "--db", str(tmp_path / "m.db"), "--now", NOW_ARG, input="\n".join(lines) + "\n")
    ds = decisions(result.stdout)
    assert [(d["line"], d.get("id"), d["verdict"]) for d in ds] == [(1, "call-7", "accept"), (2, 42, "reject"), (4, None, "reject")]
    assert result.exit_code == 1 and 'line 3: id must be a string or a number, got ["x"]' in result.stderr
    assert "id" not in ds[2]


def test_a_slow_pipe_is_committed_line_by_line(tmp_path):
    """`write` fed one line at a time, the next only after the answer to the one before: each answer
    comes (and is committed and logged) while the pipe stays open, within the flush interval."""
    import threading
    import time

    from trustgate.protocol import FLUSH_S

    db = tmp_path / "slow.db"
    env = {**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "trustgate.cli", "write", "--rules", REL, "--db", str(db), "--now", NOW_ARG],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    out: list[str] = []
    reader = threading.Thread(target=lambda: out.extend(iter(proc.stdout.readline, "")), daemon=True)
    reader.start()
    waits = []
    try:
        for n, c in enumerate(GOOD, start=1):
            sent = time.monotonic()
            proc.stdin.write(json.dumps(c) + "\n")
            proc.stdin.flush()
            deadline = sent + (240 if n == 1 else 30)  # the first line also waits for the model to load
            while len(out) < n and time.monotonic() < deadline and proc.poll() is None:
                time.sleep(0.02)
            waits.append(time.monotonic() - sent)
            assert len(out) == n, (n, out, proc.poll())
            assert json.loads(out[-1])["line"] == n
            assert counts(db)[1] == n  # committed and logged, readable by another connection, with the pipe still open
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert proc.returncode == 0, proc.stderr.read()
    assert summary([json.loads(line) for line in out]) == EXPECTED
    assert max(waits[1:]) < FLUSH_S + 5, waits  # the flush interval, plus one decision on a shared machine


def test_check_from_stdin_and_file_stores_nothing(tmp_path):
    db = tmp_path / "m.db"
    result = run("check", "--rules", REL, "--db", str(db), "--now", NOW_ARG, input=jsonl(GOOD))
    assert result.exit_code == 0, result.output
    assert summary(decisions(result.stdout)) == EXPECTED
    assert decisions(result.stdout)[0]["fact_id"] is None
    path = tmp_path / "in.jsonl"
    path.write_text(jsonl(GOOD), encoding="utf-8")
    again = run("check", "--rules", REL, "--db", str(db), "--input", str(path), "--now", NOW_ARG)
    assert summary(decisions(again.stdout)) == EXPECTED
    assert counts(db) == (0, 0)


def test_check_all_reasons(tmp_path):
    bad = cand("I feel the cluster has 14 nodes.", provenance=prov(kind="web_search", evidence=1, confidence=0.5))
    result = run("check", "--rules", REL, "--db", str(tmp_path / "m.db"), "--now", NOW_ARG, "--all-reasons", input=jsonl([bad]))
    (d,) = decisions(result.stdout)
    assert d["stage"] == "intake"
    assert [r["rule"] for r in d["reasons"]] == ["self_reference", "confidence_floor", "evidence_floor"]
    assert counts(tmp_path / "m.db") == (0, 0)


MALFORMED = [
    json.dumps(GOOD[0]),                                                  # 1 ok
    '{"text": "broken", "domain": ',                                       # 2 bad JSON
    json.dumps(GOOD[1]),                                                  # 3 ok
    "",                                                                   # 4 blank: skipped, still counted
    json.dumps(cand("x", provenance=prov(confidence="high"))),            # 5 wrong type
    json.dumps(cand("x", provenance=prov(kind="rumour"))),                # 6 unknown kind
    json.dumps({**GOOD[2], "contradiction_count": 1.5}),                  # 7 float count
    "[1, 2, 3]",                                                          # 8 not an object
    json.dumps(GOOD[2]),                                                  # 9 ok
]


@pytest.mark.parametrize("command", ["write", "check"])
@pytest.mark.parametrize("source", ["stdin", "file"])
def test_malformed_lines_are_reported_and_the_rest_processed(tmp_path, command, source):
    text = "\n".join(MALFORMED) + "\n"
    db = tmp_path / "m.db"
    args = [command, "--rules", REL, "--db", str(db), "--now", NOW_ARG]
    if source == "file":
        path = tmp_path / "in.jsonl"
        path.write_text(text, encoding="utf-8")
        result = run(*args, "--input", str(path))
    else:
        result = run(*args, input=text)
    assert result.exit_code == 1
    assert summary(decisions(result.stdout)) == EXPECTED
    errors = result.stderr.splitlines()
    assert len(errors) == 6, errors
    assert errors[0].startswith("line 2: not valid JSON")
    assert errors[1].startswith("line 5: provenance.confidence: ")
    assert errors[2].startswith("line 6: provenance.source_kind: ")
    assert errors[3].startswith("line 7: contradiction_count: ") and "whole number" in errors[3]
    assert errors[4] == "line 8: a candidate must be a JSON object, got list"
    assert errors[5] == "5 line(s) could not be read as candidates"
    assert counts(db) == ((1, 3) if command == "write" else (0, 0))


def test_input_that_is_not_utf8(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_bytes(jsonl(GOOD[:1]).encode() + b'{"text": "caf\xe9"}\n')
    result = run("write", "--rules", REL, "--db", str(tmp_path / "m.db"), "--input", str(path), "--now", NOW_ARG)
    assert result.exit_code == 1
    assert summary(decisions(result.stdout)) == EXPECTED[:1]
    assert "not UTF-8" in result.stderr


# ---------------------------------------------------------------- library errors: one clean line

def cli(*args: str, input: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "trustgate.cli", *args], input=input, capture_output=True, text=True, check=False,
                          cwd=ROOT, env=env, timeout=120)


def assert_one_clean_line(p: subprocess.CompletedProcess, expected: str) -> None:
    assert p.returncode == 1, (p.stdout, p.stderr)
    assert "Traceback" not in p.stderr and p.stdout == ""
    assert p.stderr.splitlines() == [expected]


def test_missing_rule_file(tmp_path):
    missing = tmp_path / "missing.yaml"
    for command in ("write", "check"):
        p = cli(command, "--rules", str(missing), "--db", str(tmp_path / "m.db"), input=jsonl(GOOD))
        assert_one_clean_line(p, f"{missing}: cannot read: No such file or directory")
    assert not (tmp_path / "m.db").exists()
    assert_one_clean_line(cli("rules", "check", str(missing)), f"{missing}: cannot read: No such file or directory")


def test_bad_rule_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("version: 1\nconfidence_floor: 1.5\n", encoding="utf-8")
    p = cli("write", "--rules", str(bad), "--db", str(tmp_path / "m.db"), input=jsonl(GOOD))
    assert_one_clean_line(p, f"{bad}:2: confidence_floor: Input should be less than or equal to 1")
    tagged = tmp_path / "tagged.yaml"
    tagged.write_text("version: 1\nx: !!python/object/apply:os.system ['echo hi']\n", encoding="utf-8")
    p = cli("rules", "check", str(tagged))
    assert p.returncode == 1 and "Traceback" not in p.stderr and p.stderr.startswith(f"{tagged}:2: ")
    assert len(p.stderr.splitlines()) == 1


@pytest.mark.parametrize("args", [
    ["audit", "list"], ["audit", "show", "d_123"], ["audit", "stats"], ["audit", "verify"], ["audit", "replay", "d_123"],
    ["facts", "list"], ["facts", "history", "f_123"], ["facts", "as-of", "--valid-at", NOW_ARG],
], ids=lambda a: "-".join(a[:2]))
def test_missing_database(tmp_path, args):
    db = tmp_path / "nope.db"
    assert_one_clean_line(cli(*args, "--db", str(db)), f"error: no store at {db}")
    assert not db.exists()


def test_a_file_that_is_not_a_database(tmp_path):
    db = tmp_path / "notes.txt"
    db.write_text("these are not the bytes of a database\n" * 200, encoding="utf-8")
    p = cli("audit", "list", "--db", str(db))
    assert p.returncode == 1 and "Traceback" not in p.stderr and p.stdout == ""
    (line,) = p.stderr.splitlines()
    assert line.startswith(f"error: {db}: cannot open the store")


def test_unknown_ids(tmp_path):
    db = tmp_path / "m.db"
    Gate(None, db).close()
    assert_one_clean_line(cli("audit", "show", "d_123", "--db", str(db)), f"error: no decision with id 'd_123' in {db}")
    assert_one_clean_line(cli("facts", "history", "f_123", "--db", str(db)), "error: no fact with id 'f_123'")


# ---------------------------------------------------------------- facts

@pytest.fixture
def seeded(tmp_path, rules, embedder):
    db = tmp_path / "m.db"
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as g:
        ids = g.seed([
            {"id": "old", "text": "The API rate limit is 100 requests per minute.", "domain": "api", "valid_from": "2026-01-01T00:00:00Z",
             "provenance": prov(observed="2026-01-01T00:00:00Z")},
            {"id": "new", "supersedes": "old", "text": "The API rate limit is 250 requests per minute.", "domain": "api",
             "valid_from": "2026-04-01T00:00:00Z", "provenance": prov(observed="2026-04-01T00:00:00Z")},
            {"id": "tz", "text": "The office is in the Europe/Berlin time zone.", "domain": "office", "valid_from": "2026-02-01T00:00:00Z",
             "provenance": prov(observed="2026-02-01T00:00:00Z")},
        ])
    return db, ids


def json_lines(out: str) -> list[dict]:
    lines = out.splitlines()
    assert all(line.startswith("{") and line.endswith("}") for line in lines), out
    return [json.loads(line) for line in lines]


def test_facts_list_json(seeded):
    db, ids = seeded
    rows = json_lines(run("facts", "list", "--db", str(db), "--now", NOW_ARG, "--json").stdout)
    assert [(r["id"], r["text"]) for r in rows] == [(ids["new"], "The API rate limit is 250 requests per minute."),
                                                    (ids["tz"], "The office is in the Europe/Berlin time zone.")]
    assert rows[0]["provenance"]["source_kind"] == "user_direct" and rows[0]["supersedes"] == ids["old"]
    api = json_lines(run("facts", "list", "--db", str(db), "--now", NOW_ARG, "--domain", "api", "--json").stdout)
    assert [r["id"] for r in api] == [ids["new"]]
    assert run("facts", "list", "--db", str(db), "--now", NOW_ARG, "--namespace", "other", "--json").stdout == ""


def test_facts_as_of_json(seeded):
    db, ids = seeded
    rows = json_lines(run("facts", "as-of", "--db", str(db), "--valid-at", "2026-03-01T00:00:00Z", "--known-at", NOW_ARG,
                          "--json").stdout)
    assert sorted(r["text"] for r in rows) == ["The API rate limit is 100 requests per minute.", "The office is in the Europe/Berlin time zone."]
    old_row = next(r for r in rows if r["domain"] == "api")
    assert old_row["valid_to"] == "2026-04-01T00:00:00.000000Z" and old_row["restates"] == ids["old"]
    before = json_lines(run("facts", "as-of", "--db", str(db), "--valid-at", "2026-01-15T00:00:00Z", "--known-at",
                            "2026-01-15T00:00:00Z", "--json").stdout)
    assert [r["id"] for r in before] == [ids["old"]]


def test_facts_history_json(seeded):
    db, ids = seeded
    rows = json_lines(run("facts", "history", ids["old"], "--db", str(db), "--json").stdout)
    # the old fact, the row that re-records it as valid until its successor's start, the successor
    assert [(r["id"] == ids["old"], r["restates"], r["id"] == ids["new"]) for r in rows] == \
        [(True, None, False), (False, ids["old"], False), (False, None, True)]
    assert rows[0]["superseded_by"] == ids["new"] and rows[1]["valid_to"] == "2026-04-01T00:00:00.000000Z"
    with Store(db) as store:
        assert rows == [f.to_dict() for f in store.history(ids["old"])]
    assert rows == json_lines(run("facts", "history", ids["new"], "--db", str(db), "--json").stdout)
    text = run("facts", "history", ids["old"], "--db", str(db)).stdout.splitlines()
    assert len(text) == len(rows) and f"(superseded by {ids['new']})" in text[0]
    assert text[1].startswith(f"    restated as {rows[1]['id']}  [2026-01-01T00:00:00+00:00 .. 2026-04-01T00:00:00+00:00]")
    assert text[2].startswith(ids["new"])


def test_facts_history_collapses_restatements_under_their_original(tmp_path, rules, embedder):
    """Three values, each replacing the one before: five rows (two restated copies), three values shown."""
    db = tmp_path / "h.db"
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as g:
        ids = g.seed([
            {"id": "a", "text": "The nightly export writes to bucket ledger-eu.", "domain": "exports", "valid_from": "2026-01-01T00:00:00Z"},
            {"id": "b", "supersedes": "a", "text": "The nightly export writes to bucket ledger-eu-2.", "domain": "exports",
             "valid_from": "2026-03-01T00:00:00Z"},
            {"id": "c", "supersedes": "b", "text": "The nightly export writes to bucket ledger-archive.", "domain": "exports",
             "valid_from": "2026-05-01T00:00:00Z"},
        ])
    rows = json_lines(run("facts", "history", ids["b"], "--db", str(db), "--json").stdout)
    assert len(rows) == 5 and sum(1 for r in rows if r["restates"]) == 2
    text = run("facts", "history", ids["b"], "--db", str(db)).stdout.splitlines()
    top = [line for line in text if not line.startswith(" ")]
    assert [line.split()[0] for line in top] == [ids["a"], ids["b"], ids["c"]]
    copies = {r["restates"]: r["id"] for r in rows if r["restates"]}
    for original in (ids["a"], ids["b"]):
        at = text.index(next(line for line in top if line.startswith(original)))
        assert text[at + 1].startswith(f"    restated as {copies[original]}  ")


# ---------------------------------------------------------------- answers without --json (issue 16)

@pytest.mark.parametrize("command", ["write", "check"])
def test_each_decision_names_its_input_line(tmp_path, command):
    text = "\n".join(MALFORMED) + "\n"
    result = run(command, "--rules", REL, "--db", str(tmp_path / "m.db"), "--now", NOW_ARG, input=text)
    ds = decisions(result.stdout)
    assert [d["line"] for d in ds] == [1, 3, 9]
    assert summary(ds) == EXPECTED  # the existing keys are all still there
    assert all(set(d) - {"line"} == set(json.loads(Gate(None, tmp_path / "x.db").check(GOOD[0]).to_json())) for d in ds)


def test_audit_show_prints_the_source_span_as_logged(tmp_path, rules, embedder):
    secret = "AKIAIOSFODNN7EXAMPLF"
    long_span = ("kubectl get deploy -n billing\nNAME      READY   UP-TO-DATE   AVAILABLE\nledger    3/3     3            3\n"
                 + f"# exported AWS_ACCESS_KEY_ID={secret}\n" + "".join(f"event {i}: probe ok\n" for i in range(40))
                 + "END-OF-CAPTURE")
    short_span = "Retention: 14 days (policy v3, signed off by the storage team)"
    db = tmp_path / "m.db"
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as g:
        long_d = g.write(cand("The ledger deployment has 3 ready replicas.", domain="billing",
                              provenance=prov(kind="tool_output", source_span=long_span)))
        short_d = g.write(cand("Backups are kept for 14 days.", domain="storage",
                               provenance=prov(kind="doc_reference", source_span=short_span)))
        bare_d = g.write(cand("The standup is at 09:30.", domain="team"))
    out = run("audit", "show", long_d.decision_id, "--db", str(db)).stdout
    assert "[REDACTED:aws_access_key]" in out and secret not in out
    assert "--full for all" in out and "END-OF-CAPTURE" not in out and "ledger    3/3" in out
    full = run("audit", "show", long_d.decision_id, "--db", str(db), "--full").stdout
    assert "END-OF-CAPTURE" in full and secret not in full and "--full for all" not in full
    short = run("audit", "show", short_d.decision_id, "--db", str(db)).stdout
    assert f"source span ({len(short_span)} chars): {short_span!r}" in short
    assert "source span: none given" in run("audit", "show", bare_d.decision_id, "--db", str(db)).stdout


LATER = NOW.replace(day=3, hour=9)


def _varied_log(rules, embedder, db):
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as g:
        return [
            g.write(cand("The Payments API times out after 30 seconds.", domain="Payments-API")),
            g.write(cand("Refunds are settled within 5 business days.", domain="payments-api/",
                         provenance=prov(kind="web_search", evidence=1))),
            g.write(cand("The nightly ETL job starts at 02:00 UTC.", domain="etl", provenance=prov(confidence=0.4))),
            g.write(cand("The ETL warehouse holds 12 TB.", domain="etl", provenance=prov(kind="web_search", evidence=1))),
            g.write(cand("Le cluster de Lyon compte 6 nœuds.", domain="Infra-FR"), now=LATER),
        ]


def test_audit_list_filters_by_text_domain_rule_stage_and_time(tmp_path, rules, embedder):
    db = tmp_path / "m.db"
    ds = _varied_log(rules, embedder, db)

    def ids(*args: str) -> list[str]:
        return [r["decision_id"] for r in json_lines(run("audit", "list", "--db", str(db), "--json", *args).stdout)]

    assert ids("--domain", "payments-api") == [ds[0].decision_id, ds[1].decision_id]
    assert ids("--domain", " PAYMENTS-API/") == [ds[0].decision_id, ds[1].decision_id]
    assert ids("--text", "etl") == [ds[2].decision_id, ds[3].decision_id]
    assert ids("--text", "NŒUDS") == [ds[4].decision_id]
    assert ids("--rule", "evidence_floor") == [ds[1].decision_id, ds[3].decision_id]
    assert ids("--rule", "evidence_floor", "--domain", "etl") == [ds[3].decision_id]
    assert ids("--rule", "confidence_floor", "--text", "warehouse") == []
    assert ids("--rejected", "--text", "REFUNDS") == [ds[1].decision_id] and ids("--rejected", "--text", "times out") == []
    assert ids("--stage", "confidence") == [ds[2].decision_id]
    assert ids("--stage", "evidence", "--text", "warehouse") == [ds[3].decision_id]
    assert ids("--until", "2026-06-02T00:00:00Z") == [d.decision_id for d in ds[:4]]
    assert ids("--since", "2026-06-02T00:00:00Z", "--until", "2026-06-03T09:00:01Z") == [ds[4].decision_id]
    assert ids("--until", NOW_ARG) == []  # strictly before
    text = run("audit", "list", "--db", str(db), "--domain", "infra-fr").stdout.splitlines()
    assert len(text) == 1 and ds[4].decision_id in text[0] and "accept" in text[0]


def test_audit_stats_now_replaces_the_clock(tmp_path, rules, embedder):
    db = tmp_path / "m.db"
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as g:
        g.seed([{"id": "a", "text": "The VPN gateway is in Frankfurt.", "domain": "net", "provenance": prov(observed="2026-05-31T12:00:00Z")},
                {"id": "b", "text": "The wiki moved to Confluence.", "domain": "docs", "provenance": prov(observed="2026-05-10T00:00:00Z")}])

    def ages(now: str) -> dict:
        return json.loads(run("audit", "stats", "--db", str(db), "--now", now, "--json").stdout)["stored_fact_age"]

    assert ages(NOW_ARG) == {"<1d": 1, "1-7d": 0, "7-30d": 1, "30-90d": 0, "90-365d": 0, ">1y": 0}
    assert ages("2027-09-01T00:00:00Z") == {"<1d": 0, "1-7d": 0, "7-30d": 0, "30-90d": 0, "90-365d": 0, ">1y": 2}
    assert ages("2026-06-20T00:00:00+02:00") == {"<1d": 0, "1-7d": 0, "7-30d": 1, "30-90d": 1, "90-365d": 0, ">1y": 0}
    bad = run("audit", "stats", "--db", str(db), "--now", "tomorrow")
    assert bad.exit_code == 2 and "is not an RFC 3339 time" in bad.stderr


@pytest.mark.parametrize("namespace", ["other", "Default", "DEFAULT "])
def test_facts_list_of_an_empty_namespace_names_those_with_facts(seeded, tmp_path, rules, embedder, namespace):
    db, _ = seeded
    with Gate(rules, db, clock=lambda: NOW, embedder=embedder) as g:
        g.seed([{"id": "t", "text": "The on-call rota changes on Mondays.", "domain": "ops", "namespace": "team-ops"}])
    result = run("facts", "list", "--db", str(db), "--now", NOW_ARG, "--namespace", namespace)
    assert result.exit_code == 0 and result.stdout == ""
    assert result.stderr == f"no current facts in namespace {namespace!r}; namespaces with facts: default, team-ops\n"
    found = run("facts", "list", "--db", str(db), "--now", NOW_ARG, "--namespace", "team-ops")
    assert found.stderr == "" and "on-call rota" in found.stdout
    empty = tmp_path / "empty.db"
    Gate(None, empty).close()
    none = run("facts", "list", "--db", str(empty), "--now", NOW_ARG, "--domain", "ops")
    assert none.exit_code == 0 and none.stderr == "no current facts in namespace 'default', domain 'ops'; the store holds no facts\n"
