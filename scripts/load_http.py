"""A bounded load test of `trustgate serve` on loopback: concurrent clients, mixed tenants, contested slots.

Starts the HTTP API in a subprocess on a free loopback port (a new store in a scratch folder,
one bearer token per tenant and an admin token), then runs CLIENTS threads that share WRITES
single-candidate writes between them. Each client acts for its own tenant; the candidates mix
sources (direct, tool output with its span, single web claims that the evidence rule refuses),
and several clients write different values into the same slots (subject and attribute) of
their tenant at once, so conflicts and supersessions race. Every tenth request is a
cross-tenant probe: a write naming another tenant's namespace, or a read of a decision id
another tenant received; each must be refused (403 / 404).

Printed: p50 and p99 latency of the writes, the count of 5xx answers, cross-tenant violations
(a probe that was not refused, or a logged decision whose namespace is not the tenant that
wrote it), and whether every decision returned was logged exactly once (the ids returned
against the store's log, read after the server stops). Exit 1 if any check fails.

    python scripts/load_http.py                      # 8 clients, 2,000 writes, shipped rules
    python scripts/load_http.py --writes 200 --json  # what tests/test_http.py runs
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import httpx

ROOT = Path(__file__).resolve().parent.parent
TENANTS = ["acme", "globex", "initech", "umbrella"]
ADMIN = "admin-token-0123456789"


def token_of(tenant: str) -> str:
    return f"{tenant}-token-0123456789"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def served(db: str | Path, rules: str | Path | None, tokens: dict | None, *extra: str, folder: str | Path | None = None,
           timeout: float = 120.0, env: dict[str, str] | None = None) -> Iterator[str]:
    """`trustgate serve` in a subprocess on a free loopback port; yields its base URL, stops it on exit."""
    folder = Path(folder or Path(db).parent)
    args = [sys.executable, "-m", "trustgate.cli", "serve", "--db", str(db), "--port", str(port := free_port()), *extra]
    if rules:
        args += ["--rules", str(rules)]
    if tokens:
        path = folder / "tokens.json"
        path.write_text(json.dumps(tokens))
        args += ["--tokens", str(path)]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1", **(env or {})}
    log = open(folder / "server.log", "wb")
    proc = subprocess.Popen(args, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"the server exited ({proc.returncode}): {(folder / 'server.log').read_text()[-2000:]}")
            try:
                if httpx.get(url + "/healthz", timeout=1.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not answer /healthz in time")
            time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


# ---------------------------------------------------------------- workload
SLOTS = [  # (domain, subject, attribute, sentence with {v}, values)
    ("infra/payments", "deploy/payments-api", "replicas", "The payments-api deployment runs {v} replicas.", ["3", "4", "6", "8"]),
    ("people/dana", "Dana Whitfield", "home_city", "Dana Whitfield lives in {v}.", ["Porto", "Leeds", "Graz", "Tucson"]),
    ("ops/oncall", "team/storage", "oncall_lead", "Storage on-call is led by {v} this week.", ["Ines", "Marek", "Yuki", "Tolu"]),
    ("billing/plans", "plan/pro", "monthly_price", "The Pro plan costs {v} per month.", ["$29", "$35", "$39", "$49"]),
    ("hardware/lab", "rack/b12", "power_draw", "Rack B12 draws {v} at peak.", ["4.1 kW", "5.5 kW", "6 kW", "7.2 kW"]),
    ("travel/q3", "trip/lisbon-offsite", "start_date", "The Lisbon offsite starts on {v}.", ["12 September", "19 September", "3 October", "10 October"]),
]
FREE = [  # free-standing claims, no slot given
    "The nightly export to the warehouse finishes around {n}:30 UTC.",
    "Ticket QA-{n} was closed as a duplicate of QA-{m}.",
    "Build {n} of the mobile app shipped with crash reporting switched on.",
    "Supplier invoice {n}-{m} was approved by finance.",
    "The staging database was restored from snapshot {n}.",
    "Customer {n} asked for invoices in euros from next quarter.",
]


def candidate(rng: random.Random, tenant: str, i: int) -> dict:
    kind = rng.random()
    if kind < 0.5:
        domain, subject, attribute, sentence, values = rng.choice(SLOTS)
        text = sentence.format(v=rng.choice(values))
        cand = {"text": text, "domain": domain, "subject": subject, "attribute": attribute}
    else:
        text = rng.choice(FREE).format(n=rng.randint(10, 999), m=rng.randint(10, 999))
        cand = {"text": text, "domain": rng.choice(["ops/notes", "support/log", "finance/ap", "mobile/releases"])}
    observed = f"2026-05-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:00:00Z"
    source = rng.random()
    if source < 0.5:
        prov = {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.95, "observed_at": observed, "actor": f"{tenant}-user"}
    elif source < 0.8:
        prov = {"source_kind": "tool_output", "source_id": f"call_{tenant}_{i}", "source_span": f"result: {cand['text']}",
                "evidence_count": 1, "confidence": 0.9, "observed_at": observed, "agent": "loadgen"}
    else:  # a single web claim: the evidence rule refuses it
        prov = {"source_kind": "web_search", "source_id": f"https://example.com/{i}", "evidence_count": 1, "confidence": 0.8,
                "observed_at": observed}
    return {**cand, "namespace": tenant, "provenance": prov}


class Client(threading.Thread):
    def __init__(self, url: str, number: int, writes: int, seed: int, shared: dict):
        super().__init__(name=f"client-{number}")
        self.url, self.number, self.writes = url, number, writes
        self.tenant = TENANTS[number % len(TENANTS)]
        self.rng = random.Random(seed * 1000 + number)
        self.shared = shared  # tenant -> decision ids it received (read by other clients' probes)
        self.latencies: list[float] = []
        self.statuses: list[int] = []
        self.decisions: list[tuple[str, str]] = []  # (decision id, namespace written)
        self.violations: list[str] = []
        self.errors: list[str] = []
        self.probes = 0

    def run(self) -> None:
        headers = {"Authorization": f"Bearer {token_of(self.tenant)}"}
        with httpx.Client(base_url=self.url, headers=headers, timeout=60.0) as http:
            for i in range(self.writes):
                try:
                    if i % 10 == 9:
                        self.probe(http, i)
                    self.write(http, i)
                except httpx.HTTPError as exc:
                    self.errors.append(f"{type(exc).__name__}: {exc}")

    def write(self, http: httpx.Client, i: int) -> None:
        body = candidate(self.rng, self.tenant, self.number * 100_000 + i)
        start = time.perf_counter()
        r = http.post("/v1/write", json=body)
        self.latencies.append(time.perf_counter() - start)
        self.statuses.append(r.status_code)
        if r.status_code == 200:
            d = r.json()
            self.decisions.append((d["decision_id"], self.tenant))
            self.shared.setdefault(self.tenant, []).append(d["decision_id"])

    def probe(self, http: httpx.Client, i: int) -> None:
        other = self.rng.choice([t for t in TENANTS if t != self.tenant])
        self.probes += 1
        if i % 20 == 9:
            r = http.post("/v1/write", json={**candidate(self.rng, other, i), "namespace": other})
            if r.status_code != 403:
                self.violations.append(f"write into {other} as {self.tenant}: {r.status_code}")
        else:
            theirs = self.shared.get(other) or ["d_none"]
            r = http.get(f"/v1/decisions/{self.rng.choice(theirs)}")
            if r.status_code != 404:
                self.violations.append(f"read of a {other} decision as {self.tenant}: {r.status_code}")
        self.statuses.append(r.status_code)


def run(writes: int, clients: int, rules: str | None, seed: int, folder: Path) -> dict:
    db = folder / "load.db"
    tokens = {token_of(t): [t] for t in TENANTS} | {ADMIN: ["*"]}
    shared: dict[str, list[str]] = {}
    with served(db, rules, tokens, "--rate", "0", folder=folder) as url:
        workers = [Client(url, n, writes // clients + (n < writes % clients), seed, shared) for n in range(clients)]
        start = time.perf_counter()
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        wall = time.perf_counter() - start
        verify = httpx.get(url + "/v1/audit/verify", headers={"Authorization": f"Bearer {ADMIN}"}, timeout=300).json()
    returned = [d for w in workers for d in w.decisions]
    with sqlite3.connect(db) as conn:
        logged = conn.execute("SELECT decision_id, namespace FROM decisions WHERE verdict != 'seed'").fetchall()
        facts = conn.execute("SELECT f.namespace, d.namespace FROM facts f JOIN decisions d ON f.decision_id = d.decision_id").fetchall()
    logged_ns = {}
    for did, ns in logged:
        logged_ns.setdefault(did, []).append(ns)
    want = dict(returned)
    exactly_once = (len(logged) == len(logged_ns) == len(want) == len(returned)
                    and all(len(v) == 1 for v in logged_ns.values()) and set(logged_ns) == set(want))
    violations = [v for w in workers for v in w.violations]
    violations += [f"{did} written for {ns} but logged in {logged_ns.get(did)}" for did, ns in want.items() if logged_ns.get(did) not in (None, [ns])]
    violations += [f"a fact in {f} from a decision logged in {d}" for f, d in facts if f != d]
    latencies = sorted(x for w in workers for x in w.latencies)
    statuses = [s for w in workers for s in w.statuses]
    q = statistics.quantiles(latencies, n=100, method="inclusive")
    return {
        "clients": clients, "writes": len(latencies), "wall_s": round(wall, 2), "writes_per_s": round(len(latencies) / wall, 1),
        "p50_ms": round(1000 * statistics.median(latencies), 2), "p99_ms": round(1000 * q[98], 2),
        "status_5xx": sum(1 for s in statuses if s >= 500), "statuses": {str(s): statuses.count(s) for s in sorted(set(statuses))},
        "accepted": conn_count(db, "accept"), "rejected": conn_count(db, "reject"), "probes": sum(w.probes for w in workers),
        "cross_tenant_violations": len(violations), "violation_examples": violations[:5],
        "logged_exactly_once": exactly_once, "returned": len(returned), "logged": len(logged),
        "log_verified": verify.get("ok"), "transport_errors": sum(len(w.errors) for w in workers),
        "rules": rules or "rules/default.yaml",
    }


def conn_count(db: Path, verdict: str) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT COUNT(*) FROM decisions WHERE verdict = ?", (verdict,)).fetchone()[0]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--writes", type=int, default=2000)
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--rules", default=None, help="Rule file for the server (default: the shipped rules).")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="Print one JSON object.")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="trustgate-load-") as d:
        report = run(a.writes, a.clients, a.rules, a.seed, Path(d))
    ok = (report["status_5xx"] == 0 and report["cross_tenant_violations"] == 0 and report["logged_exactly_once"]
          and report["log_verified"] and report["transport_errors"] == 0)
    if a.json:
        print(json.dumps({**report, "ok": ok}))
    else:
        print(f"{report['clients']} clients, {report['writes']} writes in {report['wall_s']} s ({report['writes_per_s']} writes/s), "
              f"rules {report['rules']}")
        print(f"latency p50 {report['p50_ms']} ms, p99 {report['p99_ms']} ms")
        print(f"5xx {report['status_5xx']}; statuses {report['statuses']}; transport errors {report['transport_errors']}")
        print(f"accepted {report['accepted']}, rejected {report['rejected']}; cross-tenant probes {report['probes']}, "
              f"violations {report['cross_tenant_violations']} {report['violation_examples'] or ''}")
        print(f"decisions returned {report['returned']}, logged {report['logged']}, each exactly once: {report['logged_exactly_once']}; "
              f"log verifies: {report['log_verified']}")
        print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
