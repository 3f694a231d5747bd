"""write_many (batched, the model on a second thread) decides exactly as one write at a time."""

from __future__ import annotations

from conftest import NOW, cand, prov

from trustgate.gate import Gate

CITIES = ["Paris", "Berlin", "Madrid", "Lisbon", "Vienna", "Prague", "Warsaw", "Dublin"]


def stream():
    out = []
    for i in range(60):
        person = f"Person{i % 12}"
        city = CITIES[(i * 5) % len(CITIES)]
        day = 1 + i % 28
        kind, evidence = [("user_direct", 1), ("web_search", 2), ("agent_inference", 1)][i % 3]
        out.append(cand(f"{person} lives in {city}.", f"people/{i % 4}",
                        prov(kind, evidence, 0.8 + (i % 3) / 20, observed=f"2026-05-{day:02d}T00:00:00Z")))
        if i % 7 == 0:  # a duplicate and a paraphrase in the same or a later batch
            out.append(cand(f"{person} lives in {city}", f"people/{i % 4}", prov(observed=f"2026-05-{day:02d}T01:00:00Z")))
            out.append(cand(f"{city} is where {person} has his home.", f"people/{i % 4}", prov(observed=f"2026-05-{day:02d}T02:00:00Z")))
    return out


def _summary(decisions):
    return [(d.verdict, d.stage, tuple(r.rule for r in d.reasons), len(d.against), len(d.supersedes)) for d in decisions]


def test_batches_decide_like_single_writes(tmp_path, rules, embedder):
    items = stream()
    one = Gate(rules, tmp_path / "one.db", clock=lambda: NOW, embedder=embedder)
    many = Gate(rules, tmp_path / "many.db", clock=lambda: NOW, embedder=embedder)
    singles = [one.write(c) for c in items]
    batched = many.write_many(items, batch_size=7)
    assert _summary(batched) == _summary(singles)
    verdicts = {d.verdict for d in batched}
    rules_seen = {r.rule for d in batched for r in d.reasons}
    assert verdicts == {"accept", "reject"} and {"duplicate", "conflict"} <= rules_seen  # the stream exercises both paths
    assert many.store.conn.execute("SELECT COUNT(*) FROM facts WHERE embedding IS NOT NULL").fetchone()[0] > 0
    for g in (one, many):
        assert g.log.verify() == []
        g.close()
