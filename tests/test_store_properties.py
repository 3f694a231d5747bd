"""Laws of the store under any sequence of gated writes (hypothesis).

Whatever is written, in whatever order and batching: no row is lost or rewritten (the row
count only grows, a row's content never changes, a closed belief stays closed), every accepted
decision has its row, and every link (superseded_by, supersedes, restates) names a row that
exists. Embeddings are off (a copy of the shipped rules) to keep a few hundred writes fast.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trustgate.gate import Gate
from trustgate.rules import default_rules_path, parse_rules

_TEXT = default_rules_path().read_text(encoding="utf-8")
assert "embedding_cosine: 0.70" in _TEXT
RULES = parse_rules(_TEXT.replace("embedding_cosine: 0.70", "embedding_cosine: null"), "rules/default.yaml")

START = datetime(2026, 1, 1, tzinfo=UTC)
TEMPLATES = {
    "people": ["Alice lives in {}.", "Alice's home is in {}."],
    "infra": ["The build cluster has {} nodes.", "The build cluster runs {} nodes."],
}
VALUES = {"people": ["Paris", "Berlin", "Rome"], "infra": ["3", "three", "5", "8"]}
SOURCES = [
    {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "source_id": "hr"},
    {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "source_id": "hr"},  # listed twice: more updates
    {"source_kind": "user_direct", "evidence_count": 3, "confidence": 0.95, "source_id": "hr"},
    {"source_kind": "tool_output", "evidence_count": 1, "confidence": 0.8},
    {"source_kind": "web_search", "evidence_count": 2, "confidence": 0.75},
    {"source_kind": "agent_inference", "evidence_count": 1, "confidence": 0.7},
]
CONTENT = ("id", "namespace", "domain", "text", "provenance", "valid_from", "valid_to", "recorded_at", "supersedes",
           "restates", "decision_id")


@st.composite
def candidates(draw):
    domain = draw(st.sampled_from(sorted(TEMPLATES)))
    text = draw(st.sampled_from(TEMPLATES[domain])).format(draw(st.sampled_from(VALUES[domain])))
    observed = START + timedelta(days=draw(st.sampled_from([0, 30, 60, 90, 120])))
    c = {"text": text, "domain": domain, "provenance": {**draw(st.sampled_from(SOURCES)), "observed_at": observed.isoformat()},
         "contradiction_count": draw(st.sampled_from([0, 0, 0, 0, 0, 1, 2]))}
    if draw(st.integers(0, 3)) == 0:
        c["namespace"] = "tenant-b"
    ends = draw(st.sampled_from([None, None, None, 20, 45]))
    if ends is not None:
        c["valid_to"] = (observed + timedelta(days=ends)).isoformat()
    return c


batches = st.lists(st.lists(candidates(), min_size=1, max_size=4), min_size=1, max_size=5)


def _rows(gate) -> dict[str, dict]:
    cur = gate.store.conn.execute("SELECT * FROM facts")
    names = [d[0] for d in cur.description]
    return {row["id"]: row for row in (dict(zip(names, r)) for r in cur.fetchall())}


@settings(max_examples=100, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(batches, st.integers(min_value=1, max_value=3))
def test_no_row_is_lost_and_every_link_resolves(new_store, plan, days_per_batch):
    with Gate(RULES, new_store(), clock=lambda: START) as gate:
        before: dict[str, dict] = {}
        decided = 0
        for i, batch in enumerate(plan):
            now = START + timedelta(days=days_per_batch * 30 * i)
            decisions = gate.write_many(batch, now=now)
            decided += len(batch)
            after = _rows(gate)

            # nothing lost, nothing rewritten; a closed belief stays closed, with the same link
            assert len(after) >= len(before)
            for fid, old in before.items():
                new = after[fid]
                assert {k: new[k] for k in CONTENT} == {k: old[k] for k in CONTENT}
                if old["superseded_at"] is not None:
                    assert (new["superseded_at"], new["superseded_by"]) == (old["superseded_at"], old["superseded_by"])
                assert old["embedding"] is None or new["embedding"] == old["embedding"]

            # every accepted decision has its row; a rejection adds none of its own
            accepted = [d for d in decisions if d.verdict == "accept"]
            for d in decisions:
                if d.verdict == "accept":
                    row = after[d.fact_id]
                    assert (row["decision_id"], row["restates"], row["recorded_at"] is not None) == (d.decision_id, None, True)
                    for old_id in d.supersedes:
                        assert after[old_id]["superseded_by"] == d.fact_id
                else:
                    assert d.fact_id is None and d.supersedes == ()
            fresh = set(after) - set(before)
            assert {d.fact_id for d in accepted} <= fresh
            assert all(after[f]["restates"] is not None for f in fresh - {d.fact_id for d in accepted})

            # every link resolves; superseded_at and superseded_by come together
            for row in after.values():
                assert (row["superseded_at"] is None) == (row["superseded_by"] is None)
                for link in ("superseded_by", "supersedes", "restates"):
                    assert row[link] is None or row[link] in after, (link, row)
                if row["superseded_by"]:
                    assert after[row["superseded_by"]]["recorded_at"] == row["superseded_at"]
            before = after

        assert gate.store.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0] == decided
        assert gate.log.verify() == []
