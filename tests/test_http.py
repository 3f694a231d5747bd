"""`trustgate serve` end to end: a real uvicorn process on a free loopback port, an httpx client.

Two tenants and an admin token. What a client does right (write, check, batch, explain,
facts three ways, verify, OpenAPI) and 30 malformed or hostile requests, each answered with
its documented 4xx while the store's facts and log stay exactly as they were. Then the rate
limit on a server that allows two requests at once, and a small run of the load script.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from conftest import lexical_rules

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("load_http", ROOT / "scripts" / "load_http.py")
load_http = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(load_http)

ALPHA, BETA, ADMIN = "alpha-token-4242424242", "beta-token-5353535353", "admin-token-6464646464"
TOKENS = {ALPHA: ["alpha"], BETA: ["beta"], ADMIN: ["*"]}


def prov(kind="user_direct", **kw):
    return {"source_kind": kind, "evidence_count": 1, "confidence": 0.93, "observed_at": "2026-05-20T08:00:00Z", **kw}


def cand(text, domain, namespace, **kw):
    return {"text": text, "domain": domain, "namespace": namespace, "provenance": prov(), **kw}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("http")
    db = folder / "api.db"
    with load_http.served(db, lexical_rules(folder), TOKENS, folder=folder) as url:
        yield url, db


def client(url, token=None):
    return httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"} if token else {}, timeout=30)


def counts(db):
    with sqlite3.connect(db) as c:
        return c.execute("SELECT COUNT(*) FROM facts").fetchone()[0], c.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]


@pytest.fixture(scope="module")
def seeded(server):
    """Each tenant writes a little: ids to look up, and another tenant's ids to probe with."""
    url, _ = server
    with client(url, ALPHA) as a, client(url, BETA) as b:
        a_ok = a.post("/v1/write", json=cand("The Oslo warehouse holds 1,200 pallets.", "logistics/oslo", "alpha")).json()
        a_no = a.post("/v1/write", json={**cand("The Oslo warehouse closes in May.", "logistics/oslo", "alpha"),
                                         "provenance": prov("web_search", source_id="https://blog.example/oslo")}).json()
        b_ok = b.post("/v1/write", json=cand("Beta's support line opens at 07:00.", "support/hours", "beta")).json()
    return {"a_ok": a_ok, "a_no": a_no, "b_ok": b_ok}


def test_a_client_doing_it_right(server, seeded):
    url, _ = server
    a_ok, a_no, b_ok = seeded["a_ok"], seeded["a_no"], seeded["b_ok"]
    assert a_ok["verdict"] == "accept" and b_ok["verdict"] == "accept"
    assert a_no["verdict"] == "reject" and a_no["reasons"][0]["rule"] == "evidence_floor" and a_no["reasons"][0]["rule_ref"]
    with client(url, ALPHA) as a, client(url, ADMIN) as admin:
        dry = a.post("/v1/check", json=cand("The Oslo warehouse has 14 loading docks.", "logistics/oslo", "alpha"))
        assert dry.status_code == 200 and dry.json()["verdict"] == "accept" and dry.json()["fact_id"] is None

        why = a.get(f"/v1/decisions/{a_no['decision_id']}").json()
        assert why["decision"] == a_no and why["namespace"] == "alpha" and "evidence_floor" in why["explanation"]

        current = a.get("/v1/facts", params={"namespace": "alpha"}).json()["facts"]
        assert [f["id"] for f in current] == [a_ok["fact_id"]]
        assert a.get("/v1/facts", params={"namespace": "alpha", "domain": "support/hours"}).json() == {"facts": []}
        before = a.get("/v1/facts", params={"namespace": "alpha", "valid_at": "2026-05-01T00:00:00Z"}).json()["facts"]
        assert before == []  # valid from 2026-05-20: not yet true on May 1st
        later = a.get("/v1/facts", params={"namespace": "alpha", "valid_at": "2026-05-25T00:00:00Z"}).json()["facts"]
        assert [f["id"] for f in later] == [a_ok["fact_id"]]
        history = a.get("/v1/facts", params={"fact_id": a_ok["fact_id"]}).json()["facts"]
        assert [f["id"] for f in history] == [a_ok["fact_id"]]

        batch = "\n\n".join(json.dumps(cand(t, "logistics/bergen", "alpha")) for t in  # a blank line between: skipped
                            ["The Bergen depot has 6 forklifts.", "The Bergen depot opens at 06:00."]) + "\n"
        streamed = a.post("/v1/write", content=batch, headers={"Content-Type": "application/x-ndjson"})
        assert streamed.status_code == 200 and streamed.headers["content-type"].startswith("application/x-ndjson")
        lines = [json.loads(x) for x in streamed.text.splitlines()]
        assert [d["verdict"] for d in lines] == ["accept", "accept"] and lines[0]["fact_id"] != lines[1]["fact_id"]

        verified = admin.get("/v1/audit/verify").json()
        assert verified["ok"] is True and verified["problems"] == [] and verified["records"] >= 5
        assert admin.get(f"/v1/decisions/{b_ok['decision_id']}").status_code == 200  # "*" reads every namespace

    spec = httpx.get(url + "/openapi.json").json()
    assert {"/v1/check", "/v1/write", "/v1/decisions/{decision_id}", "/v1/facts", "/v1/audit/verify", "/healthz"} <= set(spec["paths"])
    assert "provenance" in spec["components"]["schemas"]["Candidate"]["properties"]
    assert "Provenance" in spec["components"]["schemas"]
    assert httpx.get(url + "/healthz").json() == {"ok": True}


def hostile(seeded):
    """(label, token, method, path, kwargs, expected status): each must be refused and change nothing."""
    good = cand("The Oslo warehouse has 3 cranes.", "logistics/oslo", "alpha")
    a_id, b_id, b_fact = seeded["a_ok"]["decision_id"], seeded["b_ok"]["decision_id"], seeded["b_ok"]["fact_id"]
    nd = {"Content-Type": "application/x-ndjson"}
    return [
        ("no token", None, "POST", "/v1/write", {"json": good}, 401),
        ("wrong token", "alpha-token-0000000000", "POST", "/v1/write", {"json": good}, 401),
        ("basic auth", None, "GET", "/v1/facts", {"headers": {"Authorization": "Basic YWxwaGE6YWxwaGE="}}, 401),
        ("token prefix", ALPHA[:-1], "GET", "/v1/facts", {"params": {"namespace": "alpha"}}, 401),
        ("bad json", ALPHA, "POST", "/v1/write", {"content": b'{"text": "x", "domain": ', "headers": {"Content-Type": "application/json"}}, 400),
        ("not utf-8", ALPHA, "POST", "/v1/write", {"content": b'{"text": "\xff\xfe", "domain": "d"}', "headers": {"Content-Type": "application/json"}}, 400),
        ("nesting bomb", ALPHA, "POST", "/v1/check", {"content": b"[" * 100_000 + b"]" * 100_000, "headers": {"Content-Type": "application/json"}}, 400),
        ("array body", ALPHA, "POST", "/v1/write", {"json": [good]}, 422),
        ("text a number", ALPHA, "POST", "/v1/write", {"json": {**good, "text": 7}}, 422),
        ("no domain", ALPHA, "POST", "/v1/write", {"json": {k: v for k, v in good.items() if k != "domain"}}, 422),
        ("confidence 5", ALPHA, "POST", "/v1/write", {"json": {**good, "provenance": prov(confidence=5)}}, 422),
        ("NaN confidence", ALPHA, "POST", "/v1/write", {"content": json.dumps({**good, "provenance": prov(confidence=float("nan"))}),
                                                       "headers": {"Content-Type": "application/json"}}, 422),
        ("unknown field", ALPHA, "POST", "/v1/write", {"json": {**good, "priority": "urgent"}}, 422),
        ("duplicate key", ALPHA, "POST", "/v1/write", {"content": b'{"text": "a", "text": "b", "domain": "d"}',
                                                      "headers": {"Content-Type": "application/json"}}, 422),
        ("huge body", ALPHA, "POST", "/v1/write", {"json": {**good, "text": "x" * (2 << 20)}}, 413),
        ("chunked huge body", ALPHA, "POST", "/v1/check", {"content": iter([b'{"text": "'] + [b"y" * 65536] * 40 + [b'"}']),
                                                          "headers": {"Content-Type": "application/json"}}, 413),
        ("text/plain", ALPHA, "POST", "/v1/write", {"content": b"Alice lives in Paris.", "headers": {"Content-Type": "text/plain"}}, 415),
        ("write into beta", ALPHA, "POST", "/v1/write", {"json": {**good, "namespace": "beta"}}, 403),
        ("check in beta", ALPHA, "POST", "/v1/check", {"json": {**good, "namespace": "beta"}}, 403),
        ("default namespace", ALPHA, "POST", "/v1/write", {"json": {k: v for k, v in good.items() if k != "namespace"}}, 403),
        ("batch with a beta line", ALPHA, "POST", "/v1/write",
         {"content": json.dumps(good) + "\n" + json.dumps({**good, "namespace": "beta"}) + "\n", "headers": nd}, 403),
        ("batch with a bad line", ALPHA, "POST", "/v1/write", {"content": json.dumps(good) + "\n{not json}\n", "headers": nd}, 422),
        ("empty batch", ALPHA, "POST", "/v1/write", {"content": b"\n\n", "headers": nd}, 422),
        ("beta's decision", ALPHA, "GET", f"/v1/decisions/{b_id}", {}, 404),
        ("beta's fact history", ALPHA, "GET", "/v1/facts", {"params": {"fact_id": b_fact}}, 404),
        ("beta's facts", ALPHA, "GET", "/v1/facts", {"params": {"namespace": "beta"}}, 403),
        ("beta's facts as of", ALPHA, "GET", "/v1/facts", {"params": {"namespace": "beta", "valid_at": "2026-05-25T00:00:00Z"}}, 403),
        ("traversal in id", ALPHA, "GET", "/v1/decisions/..%2F..%2Fetc%2Fpasswd", {}, 404),
        ("sql in id", ALPHA, "GET", f"/v1/decisions/{a_id}' OR '1'='1", {}, 422),
        ("unknown id", ALPHA, "GET", "/v1/decisions/d_ffffffffffffffffffff", {}, 404),
        ("words for a time", ALPHA, "GET", "/v1/facts", {"params": {"namespace": "alpha", "valid_at": "last week"}}, 422),
        ("time without zone", ALPHA, "GET", "/v1/facts", {"params": {"namespace": "alpha", "valid_at": "2026-05-25T00:00:00"}}, 422),
        ("unknown parameter", ALPHA, "GET", "/v1/facts", {"params": {"namespace": "alpha", "limit": "5"}}, 422),
        ("tenant verifies the log", ALPHA, "GET", "/v1/audit/verify", {}, 403),
        ("delete facts", ALPHA, "DELETE", "/v1/facts", {}, 405),
    ]


def lying_length(url):
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(f"POST /v1/write HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {ALPHA}\r\n"
                     "Content-Type: application/json\r\nContent-Length: 999999999\r\n\r\n{}".encode())
        return int(sock.recv(4096).split(b" ", 2)[1])


def test_hostile_requests_get_their_4xx_and_change_nothing(server, seeded):
    url, db = server
    cases = hostile(seeded)
    assert len(cases) >= 30
    before = counts(db)
    wrong = []
    for label, token, method, path, kw, expected in cases:
        with client(url, token) as c:
            r = c.request(method, path, **kw)
        body = r.json()
        if r.status_code != expected or body.get("status", expected) != expected or not body.get("error", body.get("detail")):
            wrong.append(f"{label}: {r.status_code} {r.text[:200]}")
        if expected == 401:
            assert r.headers.get("www-authenticate") == "Bearer", label
    assert not wrong, "\n".join(wrong)
    assert lying_length(url) == 413  # a declared length over the limit is refused before the body is read
    assert counts(db) == before
    with client(url, ADMIN) as admin:
        assert admin.get("/v1/audit/verify").json()["ok"] is True


def test_rate_limit_answers_429_with_retry_after(tmp_path):
    with load_http.served(tmp_path / "r.db", lexical_rules(tmp_path), {ALPHA: ["alpha"]}, "--rate", "0.5", "--burst", "2") as url:
        with client(url, ALPHA) as a:
            codes = [a.get("/v1/facts", params={"namespace": "alpha"}) for _ in range(3)]
    assert [r.status_code for r in codes] == [200, 200, 429]
    assert int(codes[2].headers["retry-after"]) >= 1 and "rate limit" in codes[2].json()["error"]


def test_tokens_from_the_environment_and_a_bad_token_file(tmp_path):
    env = {"TRUSTGATE_TOKENS": json.dumps({BETA: ["beta"]})}
    with load_http.served(tmp_path / "e.db", lexical_rules(tmp_path), None, env=env) as url:
        assert httpx.get(url + "/v1/facts", params={"namespace": "beta"}).status_code == 401
        assert httpx.get(url + "/v1/facts", params={"namespace": "beta"}, headers={"Authorization": f"Bearer {BETA}"}).status_code == 200
    bad = tmp_path / "bad.json"
    for text, says in [('{"short": ["a"]}', "shorter than 8"), ('{"long-enough-token": "alpha"}', "list of namespace"), ("[1]", "JSON object")]:
        bad.write_text(text)
        out = subprocess.run([sys.executable, "-m", "trustgate.cli", "serve", "--db", str(tmp_path / "x.db"), "--tokens", str(bad)],
                             env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=60)
        assert out.returncode == 2 and says in out.stderr and "Traceback" not in out.stderr


def test_the_load_script_small_run(tmp_path):
    """A smaller run of scripts/load_http.py (the full run, 2,000 writes, is in the CHANGELOG)."""
    report = load_http.run(writes=200, clients=8, rules=str(lexical_rules(tmp_path)), seed=1, folder=tmp_path)
    assert report["writes"] == 200 and report["status_5xx"] == 0 and report["transport_errors"] == 0
    assert report["cross_tenant_violations"] == 0 and report["probes"] > 0
    assert report["logged_exactly_once"] and report["returned"] == 200 and report["log_verified"]
    assert report["accepted"] > 0 and report["rejected"] > 0


def test_the_readme_curl_call(tmp_path):
    """The curl command the README shows, run by a shell against a server with the README's token file."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = re.search(r"### HTTP API.*?```bash\n(.*?)```", readme, re.S).group(1)
    tokens = json.loads(re.search(r"`(\{\"s3cret[^`]*)`", readme).group(1))
    with load_http.served(tmp_path / "readme.db", lexical_rules(tmp_path), tokens) as url:
        env = {"PATH": os.environ["PATH"], "TRUSTGATE_URL": url, "TOKEN": next(iter(tokens))}
        out = subprocess.run(["bash", "-c", command], env=env, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        decision = json.loads(out.stdout)
        assert decision["verdict"] == "accept" and decision["fact_id"]
        facts = httpx.get(url + "/v1/facts", params={"namespace": "acme"}, headers={"Authorization": f"Bearer {env['TOKEN']}"}).json()
        assert [f["text"] for f in facts["facts"]] == ["The Oslo office opens at 08:00."]
