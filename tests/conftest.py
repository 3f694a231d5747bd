"""Shared fixtures: a fixed clock, the shipped rules, one embedding model for the session."""

from __future__ import annotations

import os
from contextlib import contextmanager
from datetime import datetime, timezone

import pytest

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the ONNX graph exported from the model goes here (once per checkout), not to the user's cache
os.environ.setdefault("TRUSTGATE_CACHE", os.path.join(ROOT, ".cache"))

from trustgate.embeddings import Embedder  # noqa: E402 - environment first
from trustgate.gate import Gate  # noqa: E402
from trustgate.rules import load_rules  # noqa: E402
from trustgate.stages.compared import forget_pairs  # noqa: E402

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


@pytest.fixture(scope="session")
def rules():
    return load_rules(os.path.join(ROOT, "rules", "default.yaml"))


@pytest.fixture(scope="session")
def embedder(rules):
    return Embedder(rules.conflict.embedder)


@contextmanager
def verified_gate(address, rules, embedder):
    """A gate on the store at `address` at the fixed clock; its log must verify when the test is done."""
    g = Gate(rules, address, clock=lambda: NOW, embedder=embedder)
    yield g
    assert g.log.verify() == []
    g.close()


@pytest.fixture(autouse=True)
def _no_kept_comparisons():
    """Each test starts as a new process would, with no comparison kept per pair (stages/compared.py): a test that
    changes what decides a comparison (WordNet switched off, another lexicon) must not get an earlier test's answer."""
    forget_pairs()
    yield


@pytest.fixture
def sqlite_gate(tmp_path, rules, embedder):
    with verified_gate(tmp_path / "memory.db", rules, embedder) as g:
        yield g


@pytest.fixture
def gate(sqlite_gate):
    """A gate on a new SQLite file (suites that run on both backends override it with `any_gate`)."""
    return sqlite_gate


# ------------------------------------------------------------------ both backends
# The PostgreSQL suites run against a throwaway cluster started once per session from the server
# binaries on the machine (tests/pg_server.py). Only a developer skips them, by hand.
SKIP_PG = os.environ.get("TRUSTGATE_SKIP_PG") == "1"
BACKENDS = ["sqlite"] if SKIP_PG else ["sqlite", "postgres"]


@pytest.fixture(scope="session")
def pg_cluster():
    from pg_server import Cluster

    cluster = Cluster().start()
    yield cluster
    cluster.stop()


def fresh_pg_url(cluster) -> str:
    """A store of its own for one test: a new schema in the session's cluster."""
    import uuid

    return cluster.url(schema="t_" + uuid.uuid4().hex[:16])


@pytest.fixture(params=BACKENDS)
def store_url(request, tmp_path) -> str:
    """A new, empty store's address on each backend: a SQLite file, or a schema on the test cluster."""
    if request.param == "sqlite":
        return str(tmp_path / "memory.db")
    return fresh_pg_url(request.getfixturevalue("pg_cluster"))


@pytest.fixture(scope="session", params=BACKENDS)
def new_store(request, tmp_path_factory):
    """A factory of new, empty store addresses on each backend (for hypothesis tests, which need one per example)."""
    if request.param == "sqlite":
        return lambda: str(tmp_path_factory.mktemp("store") / "memory.db")
    cluster = request.getfixturevalue("pg_cluster")
    return lambda: fresh_pg_url(cluster)


@pytest.fixture
def any_gate(store_url, rules, embedder):
    """`gate` on each backend in turn."""
    with verified_gate(store_url, rules, embedder) as g:
        yield g


def lexical_rules(folder) -> str:
    """rules/default.yaml with the embedding signal off (trigram and word Jaccard still on), so
    a test's worker processes never load the model. Returns the new file's path."""
    from pathlib import Path

    text = Path(ROOT, "rules", "default.yaml").read_text()
    line = next(x for x in text.splitlines() if x.strip().startswith("embedding_cosine:"))
    path = Path(folder) / "lexical.yaml"
    path.write_text(text.replace(line, "  embedding_cosine: null"))
    return path


def prov(kind="user_direct", evidence=1, confidence=0.9, observed="2026-05-30T00:00:00Z", **kw):
    return {"source_kind": kind, "evidence_count": evidence, "confidence": confidence, "observed_at": observed, **kw}


def cand(text, domain="d", provenance=None, **kw):
    return {"text": text, "domain": domain, "provenance": prov() if provenance is None else provenance, **kw}


def load_script(name: str):
    """A script of scripts/ as a module (registered under its name, so its dataclasses and pickles resolve)."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, "scripts", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def tool_claim(gate, span: str, claim: str, now: datetime):
    """A claim checked (dry run) as a first-hand tool reading whose source span is `span`."""
    return gate.check({"text": claim, "domain": "probe", "provenance": {
        "source_kind": "tool_output", "source_id": "tool:shell#1", "source_span": span,
        "evidence_count": 1, "confidence": 0.9, "observed_at": now.isoformat()}}, now=now)


def assert_grounding(gate, span: str, claim: str, expected: str, now: datetime) -> None:
    """The claim checked against `span` gets `expected`; a reject is the grounding stage's (not intake's or another's)."""
    d = tool_claim(gate, span, claim, now)
    assert d.verdict == expected, d.to_dict()
    if expected == "reject":
        assert d.stage == "grounding" and d.reasons[0].rule == "grounding", d.to_dict()


@pytest.fixture(scope="module")
def tool_gate():
    """The shipped rules on an in-memory store, its clock at noon on NOW's day: for claims checked against outputs."""
    noon = NOW.replace(hour=12)
    g = Gate(os.path.join(ROOT, "rules", "default.yaml"), ":memory:", clock=lambda: noon)
    yield g
    g.close()
