"""Shared fixtures: a fixed clock, the shipped rules, one embedding model for the session."""

from __future__ import annotations

import os
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

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


@pytest.fixture(scope="session")
def rules():
    return load_rules(os.path.join(ROOT, "rules", "default.yaml"))


@pytest.fixture(scope="session")
def embedder(rules):
    return Embedder(rules.conflict.embedder)


@pytest.fixture
def gate(tmp_path, rules, embedder):
    g = Gate(rules, tmp_path / "memory.db", clock=lambda: NOW, embedder=embedder)
    yield g
    assert g.log.verify() == []
    g.close()


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
