"""The indexed conflict lookup (trustgate/index.py) against the full scan it replaces.

- Same decisions: on a store of a few thousand varied facts (real embeddings, batch-computed),
  with supersessions, restated rows and expired facts, a `Gate(conflict_scan="index")` and a
  `Gate(conflict_scan="naive")` decide a few hundred candidates identically (everything in the
  decision but its id: verdict, stage, reasons with signal, score and matched fact, against,
  supersedes, scores).
- `ScopeIndex.jaccard_hits` returns exactly the rows a brute-force Jaccard finds, for random
  token sets and thresholds in [0, 1] (0, 1, None and empty sets included).
- The index follows what another Gate (another connection) writes to the same file, follows
  supersessions, and is rebuilt after a rolled-back batch.
"""

from __future__ import annotations

import random
import sqlite3
from unittest import mock
from datetime import timedelta

import numpy as np
import pytest
from conftest import NOW, cand, prov
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trustgate.measure import bench
from trustgate import index as index_module
from trustgate.embeddings import to_blob
from trustgate.gate import Gate
from trustgate.index import ScopeIndex
from trustgate.provenance import Provenance, parse_candidate
from trustgate.store import Fact, Store
from trustgate.text import jaccard, trigrams, words

NS, DOMAIN = bench.NAMESPACE, bench.DOMAIN
N_FACTS, N_CANDIDATES = 1500, 160
# hand-written: a paraphrase that only the embedding finds (trigram 0.24, word 0.10, cosine 0.82), and one that
# contradicts it in a value (trigram 0.33, word 0.18, cosine 0.87, 04:00 vs 02:00)
BACKUP = "The staging database is backed up every night at 02:00."
BACKUP_PARAPHRASE = "Nightly backups are taken of the staging DB."
BACKUP_CHANGED = "Nightly backups of the staging DB start at 04:00."


def _decision(d) -> dict:
    out = d.to_dict()
    out.pop("decision_id")
    return out


# ---------------------------------------------------------------- a store like a real one
@pytest.fixture(scope="module")
def big_store(tmp_path_factory, embedder):
    """1,500 facts: 94 superseded by an update (each also leaving a closed `restates` row), 75 expired, one
    hand-written; plus a second domain."""
    r = random.Random(11)
    facts = bench.generate(N_FACTS, seed=11)
    updates = bench.candidates(facts, 2 * 200, seed=11)
    updates = [u for u in updates if u.kind == "update"][:200]
    other = bench.generate(100, seed=12)
    texts = [f.text for f in facts] + [u.text for u in updates] + [f.text for f in other] + [BACKUP]
    vectors = dict(zip(texts, embedder.encode(texts)))
    path = tmp_path_factory.mktemp("index") / "big.db"
    kinds = [("user_direct", 1, 0.9), ("tool_output", 1, 0.9), ("web_search", 2, 0.8), ("doc_reference", 1, 0.85)]
    info = {"live": [], "superseded": [], "expired": [], "facts": facts}
    with Store(path) as store, store.transaction():
        for i, s in enumerate(facts):
            kind, ev, conf = kinds[i % len(kinds)]
            observed = NOW - timedelta(days=r.randint(30, 700))
            expired = i % 20 == 7
            f = Fact(id=f"f{i:05d}", namespace=NS, domain=DOMAIN, text=s.text,
                     provenance=Provenance(source_kind=kind, evidence_count=ev, confidence=conf, observed_at=observed),
                     valid_from=observed, valid_to=NOW - timedelta(days=3) if expired else None, recorded_at=observed,
                     embedding=to_blob(vectors[s.text]))
            store.insert(f)
            info["expired" if expired else "live"].append(i)
        superseded = set()
        for j, u in enumerate(updates):
            if u.source in superseded or u.source in info["expired"]:
                continue
            old = store.get(f"f{u.source:05d}")
            start = old.valid_from + timedelta(days=10)
            new = Fact(id=f"u{j:05d}", namespace=NS, domain=DOMAIN, text=u.text, provenance=Provenance.model_validate(prov("user_direct")),
                       valid_from=start, valid_to=None, recorded_at=start, supersedes=old.id, embedding=to_blob(vectors[u.text]))
            store.insert(new)
            store.supersede(old.id, new)  # also records the old value's closed validity (a `restates` row, no embedding)
            superseded.add(u.source)
        store.insert(Fact(id="backup", namespace=NS, domain=DOMAIN, text=BACKUP, provenance=Provenance.model_validate(prov()),
                          valid_from=NOW - timedelta(days=9), valid_to=None, recorded_at=NOW - timedelta(days=9),
                          embedding=to_blob(vectors[BACKUP])))
        for i, s in enumerate(other):
            store.insert(Fact(id=f"o{i:05d}", namespace=NS, domain="elsewhere", text=s.text, provenance=Provenance.model_validate(prov()),
                              valid_from=NOW - timedelta(days=40), valid_to=None, recorded_at=NOW - timedelta(days=40),
                              embedding=to_blob(vectors[s.text])))
    info["superseded"] = sorted(superseded)
    info["live"] = [i for i in info["live"] if i not in superseded]
    return path, info


def _equivalence_candidates(info: dict) -> list[dict]:
    """Duplicates, updates (strong, weak, older, flagged upstream), paraphrases, short restatements, restated
    superseded and expired facts, unrelated facts and a few that fail before the conflict stage."""
    facts = info["facts"]
    base = bench.candidates(facts, N_CANDIDATES, seed=5)
    r = random.Random(5)
    out = []
    restated = 0
    for k, c in enumerate(base):
        p = prov("user_direct")
        extra = {}
        if c.kind == "update":
            p = [prov("user_direct"), prov("web_search", evidence=2, confidence=0.75),
                 prov("tool_output", observed="2020-01-01T00:00:00Z"), prov("user_direct")][k // 4 % 4]
            if k // 4 % 4 == 3:
                extra["contradiction_count"] = 2
        if c.kind == "duplicate" and k % 3 == 0:  # a restatement of something the store no longer believes
            restated += 1
            i = r.choice(info["superseded"] if restated % 2 else info["expired"])  # from a document: not fresh first-hand evidence
            out.append(cand(facts[i].text, domain=DOMAIN, namespace=NS, provenance=prov("doc_reference")))
            continue
        if c.kind == "paraphrase" and k % 3 == 0:  # the first words only: word Jaccard finds it, trigrams do not
            out.append(cand(" ".join(facts[c.source].text.split()[:5]).rstrip(",.") + ".", domain=DOMAIN, namespace=NS, provenance=p))
            continue
        if c.kind == "unrelated" and k % 2:
            p = prov("web_search", evidence=2, confidence=0.75)
        if k % 25 == 24:
            p = prov(confidence=0.5)  # rejected by the confidence floor: both sides never reach conflict
        out.append(cand(c.text, domain=DOMAIN, namespace=NS, provenance=p, **extra))
    weak = prov("web_search", evidence=2, confidence=0.75)
    return out + [cand(BACKUP_PARAPHRASE, domain=DOMAIN, namespace=NS), cand(BACKUP_CHANGED, domain=DOMAIN, namespace=NS, provenance=weak)]


def test_index_decides_like_the_full_scan(big_store, rules, embedder):
    path, info = big_store
    cands = _equivalence_candidates(info)
    with Gate(rules, path, clock=lambda: NOW, embedder=embedder) as indexed, \
            Gate(rules, path, clock=lambda: NOW, embedder=embedder, conflict_scan="naive") as naive:
        pairs = [(indexed.check(c), naive.check(c)) for c in cands]
    different = [(c["text"], _decision(a), _decision(b)) for c, (a, b) in zip(cands, pairs) if _decision(a) != _decision(b)]
    assert different == []
    outcomes = {(a.verdict, a.stage, a.reasons[0].rule if a.reasons else None, bool(a.supersedes)) for a, _ in pairs}
    # the sample reaches every way the conflict stage decides, so agreement is not agreement on "accept"
    for expected in [("accept", None, None, False), ("accept", None, None, True), ("reject", "conflict", "duplicate", False),
                     ("reject", "conflict", "stale", False), ("reject", "conflict", "conflict", False),
                     ("reject", "conflict", "max_contradictions", False), ("reject", "confidence", "confidence_floor", False)]:
        assert expected in outcomes, f"no candidate decided {expected}"
    by_text = {c["text"]: a for c, (a, _) in zip(cands, pairs)}
    for text, rule in ((BACKUP_PARAPHRASE, "duplicate"), (BACKUP_CHANGED, "conflict")):
        d = by_text[text]
        assert (d.reasons[0].rule, d.reasons[0].details["signal"], d.against) == (rule, "cosine", ("backup",))
    signals = {r.details.get("signal") for a, _ in pairs for r in a.reasons if a.stage == "conflict"}
    # every similarity signal found something; a fact may also be reached through the supersession link ("lineage")
    assert {"trigram", "word", "cosine"} <= signals <= {"trigram", "word", "cosine", "lineage", "value", "slot"}


def test_index_holds_every_row_of_its_scope_and_nothing_else(big_store, rules, embedder):
    path, info = big_store
    with Gate(rules, path, clock=lambda: NOW, embedder=embedder) as g:
        idx = g.index.get(NS, DOMAIN)
        scope = g.store.scope(NS, DOMAIN)
        assert sorted(f.id for f in _all(idx)) == sorted(f.id for f in scope)
        assert {f.id: f.superseded_at for f in _all(idx)} == {f.id: f.superseded_at for f in scope}
        assert len(scope) == N_FACTS + 1 + 2 * len(info["superseded"])  # each update adds itself and a `restates` row
        assert g.index.get(NS, "elsewhere").ids[0] == "o00000" and len(g.index.get(NS, "elsewhere")) == 100
        assert len(g.index.get("another-tenant", DOMAIN)) == 0


# ---------------------------------------------------------------- the pruned cosine search
PRUNE_MIN = getattr(index_module, "PRUNE_MIN", 4096)
needs_pruning = pytest.mark.skipif(not hasattr(ScopeIndex, "cosine_search"), reason="the index has no pruned cosine search")


def _around(vectors: np.ndarray, per: int, rng: np.random.Generator) -> np.ndarray:
    """`per` rows around each vector, their cosines with it spread over about 0.54-0.82 (threshold 0.70)."""
    rows = []
    for v in vectors:
        noise = rng.standard_normal((per, v.shape[0])).astype(np.float32) * rng.uniform(0.03, 0.08, (per, 1)).astype(np.float32)
        r = v[None, :] + noise
        rows.append(r / np.linalg.norm(r, axis=1, keepdims=True))
    return np.vstack(rows).astype(np.float32)


@needs_pruning
def test_pruned_cosine_path_decides_like_the_full_scan(tmp_path, rules, embedder):
    """A scope past PRUNE_MIN rows, most of them near a candidate in embedding space: through the whole gate,
    index and full scan find the same contradicted facts, in the same order, with the same scores."""
    per = PRUNE_MIN // 12 + 20
    texts = [s.text for s in bench.generate(12, seed=21)]
    cvecs = embedder.encode(texts)
    rows = _around(cvecs, per, np.random.default_rng(3))
    row_texts = [s.text for s in bench.generate(len(rows), seed=22)]
    path = tmp_path / "pruned.db"
    with Store(path) as store, store.transaction():
        for i, (t, v) in enumerate(zip(row_texts, rows)):
            at = NOW - timedelta(days=400, minutes=i)
            store.insert(Fact(id=f"r{i:05d}", namespace=NS, domain=DOMAIN, text=t, provenance=Provenance.model_validate(prov()),
                              valid_from=at, valid_to=None, recorded_at=at, embedding=to_blob(v)))
    assert len(rows) > PRUNE_MIN
    cands = [cand(t, domain=DOMAIN, namespace=NS) for t in texts]
    with _gate(rules, embedder, path) as indexed, _gate(rules, embedder, path, conflict_scan="naive") as naive:
        pairs = [(indexed.check(c), naive.check(c)) for c in cands]
        assert indexed.index.get(NS, DOMAIN).basis is not None  # the pruning ran
        # what the similarity signals propose (before the slot decides): the same facts, scores and order on both paths
        stage = next(s for s in indexed.stages if s.name == "conflict")
        proposals = []
        for c in cands:
            obj = parse_candidate(c)
            found = [[(m.fact.id, m.signal, m.score) for m in stage.matches(obj, g.context(obj, NOW, dry_run=True))] for g in (indexed, naive)]
            assert found[0] == found[1]
            proposals.append(len(found[0]))
    assert [(_decision(a) == _decision(b)) for a, b in pairs] == [True] * len(pairs)
    assert min(proposals) >= 20  # dozens of rows over the threshold, each of them found (the slot then sets most aside)


def _clustered(n: int, dim: int = 384, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    centers = rng.standard_normal((40, dim)).astype(np.float32)
    centers /= np.linalg.norm(centers, axis=1, keepdims=True)
    rows = _around(centers, n // 40 + 1, rng)[:n]
    queries = _around(centers[:10], 3, rng)
    return rows, queries


def _vector_index(rows: np.ndarray) -> ScopeIndex:
    idx = _index([""] * len(rows))
    for i, v in enumerate(rows):
        idx.set_vector(i, v)
    return idx


@needs_pruning
@pytest.mark.parametrize("threshold", [0.5, 0.7, 0.85, 0.99])
def test_cosine_search_finds_the_rows_the_scan_finds(threshold):
    rows, queries = _clustered(PRUNE_MIN + 904)
    idx = _vector_index(rows)
    for q in queries:
        full = np.vstack(list(rows)) @ q  # what ConflictCheck._cosines computes
        hits, values = idx.cosine_search(q, threshold, wanted=[0, 7])
        near = {int(i) for i in np.flatnonzero(np.abs(full - threshold) < 1e-6)}  # within float32 rounding of the threshold
        assert set(hits) - near == set(np.flatnonzero(full >= threshold).tolist()) - near
        assert set(values) == set(hits) | {0, 7}
        # not bit for bit: a float32 matrix-vector product's value for a row can move by 1-2 ulp (~2e-7)
        # with the rows it is computed among (the BLAS kernel blocks rows), so the rescoring of a
        # gathered subset and the scan's full product may differ in the last bit
        assert max(abs(values[i] - float(full[i])) for i in values) < 1e-6


# ---------------------------------------------------------------- jaccard_hits against brute force
VOCAB = ["alpha", "bravo", "kilo", "lima", "tango", "zulu", "echo", "golf", "hotel", "india", "juliett", "mike"]
assert all(words(w) == frozenset([w]) for w in VOCAB)  # neither stop words nor changed by stemming

texts_of_words = st.lists(st.sampled_from(VOCAB), max_size=7).map(" ".join)
texts_of_letters = st.text(alphabet="ab c.", max_size=9)  # few trigrams, so sets overlap a lot; "." folds away
# LONG_LIST 0: every list of the query but the rarest is searched for the survivors of the bound,
# rather than counted (at the default, lists this short are all counted)
long_lists = st.sampled_from([index_module.LONG_LIST, 0, 2])
thresholds = st.one_of(st.sampled_from([0.0, 1.0, None, 0.25, 0.5, 1 / 3]), st.floats(0.0, 1.0))


def _index(texts: list[str]) -> ScopeIndex:
    idx = ScopeIndex(NS, DOMAIN)
    for i, t in enumerate(texts):
        idx.apply(Fact(id=f"x{i}", namespace=NS, domain=DOMAIN, text=t, provenance=None, valid_from=NOW, valid_to=None,
                       recorded_at=NOW))
    return idx


def _brute(texts: list[str], fn, query: frozenset, threshold: float | None) -> list[int]:
    if threshold is None:
        return []
    return [i for i, t in enumerate(texts) if jaccard(query, fn(t)) >= threshold]


def _agrees(kind: str, rows: list[str], query: frozenset, threshold: float | None, long_list: int) -> None:
    fn = {"word": words, "trigram": trigrams}[kind]
    with mock.patch.object(index_module, "LONG_LIST", long_list):
        assert _index(rows).jaccard_hits(kind, query, threshold) == _brute(rows, fn, query, threshold)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=st.lists(texts_of_words, max_size=25), query=texts_of_words, threshold=thresholds, long_list=long_lists)
def test_word_hits_equal_brute_force(rows, query, threshold, long_list):
    _agrees("word", rows, words(query), threshold, long_list)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=st.lists(texts_of_letters, max_size=25), query=texts_of_letters, threshold=thresholds, long_list=long_lists)
def test_trigram_hits_equal_brute_force(rows, query, threshold, long_list):
    _agrees("trigram", rows, trigrams(query), threshold, long_list)


@settings(max_examples=200, deadline=None)
@given(rows=st.lists(texts_of_words, max_size=20),
       query=st.frozensets(st.sampled_from(VOCAB + ["zzz", "never-indexed"]), max_size=6), threshold=thresholds,
       long_list=long_lists)
def test_word_hits_for_any_token_set(rows, query, threshold, long_list):
    """The query need not come from a text: tokens no row holds, and the empty set, included."""
    _agrees("word", rows, query, threshold, long_list)


@pytest.mark.parametrize("threshold, expected", [
    (None, []),               # signal switched off
    (0.0, [0, 1, 2, 3]),      # J >= 0 holds for every row, empty ones too
    (0.5, [0, 1]),            # {alpha bravo} vs {alpha bravo kilo}: 2/3
    (0.7, [0]),
    (1.0, [0]),               # only the equal set
])
def test_word_hits_table(threshold, expected):
    idx = _index(["alpha bravo", "alpha bravo kilo", "the of and", "lima"])
    assert idx.jaccard_hits("word", words("bravo alpha"), threshold) == expected


@pytest.mark.parametrize("threshold, expected", [(None, []), (0.0, [0, 1, 2]), (0.5, [1, 2]), (1.0, [1, 2])])
def test_empty_query_matches_only_empty_rows(threshold, expected):
    """J(empty, empty) = 1 and J(empty, B) = 0, as text.jaccard says: rows 1 ("the of") and 2 ("!!") have no words."""
    idx = _index(["alpha", "the of", "!!"])
    assert idx.jaccard_hits("word", frozenset(), threshold) == expected


def test_empty_index_has_no_hits():
    assert ScopeIndex(NS, DOMAIN).jaccard_hits("trigram", trigrams("anything"), 0.0) == []


# ---------------------------------------------------------------- following the store
def _all(idx: ScopeIndex) -> list[Fact]:
    """Every row's fact, as the index reads it back from the store."""
    return idx.facts_at(range(len(idx)))


def _gate(rules, embedder, path, **kw) -> Gate:
    return Gate(rules, path, clock=lambda: NOW, embedder=embedder, **kw)


def test_index_sees_writes_of_another_gate_on_the_same_file(tmp_path, rules, embedder):
    path = tmp_path / "shared.db"
    with _gate(rules, embedder, path) as a, _gate(rules, embedder, path) as b:
        a.write(cand("The Oslo office has 40 desks on the third floor."))
        assert len(a.index.get("default", "d")) == 1  # A's index is built before B writes
        text = "The Bergen warehouse ships parcels every Tuesday at 06:00."
        assert a.check(cand(text)).verdict == "accept"
        written = b.write(cand(text))
        assert written.verdict == "accept"
        seen = a.check(cand(text))
        assert (seen.verdict, seen.stage, seen.reasons[0].rule, seen.against) == ("reject", "conflict", "duplicate", (written.fact_id,))
        assert seen.reasons[0].details["signal"] == "trigram" and seen.reasons[0].details["score"] == 1.0
        assert a.log.verify() == []


def test_index_follows_a_supersession_made_elsewhere(tmp_path, rules, embedder):
    path = tmp_path / "shared.db"
    old_text = "The Bergen warehouse ships parcels every Tuesday at 06:00."
    new_text = "The Bergen warehouse ships parcels every Tuesday at 09:30."
    with _gate(rules, embedder, path) as a, _gate(rules, embedder, path) as b:
        old = a.write(cand(old_text, provenance=prov(observed="2026-05-01T00:00:00Z")))
        assert a.check(cand(old_text)).reasons[0].rule == "duplicate"
        new = b.write(cand(new_text, provenance=prov(observed="2026-05-20T00:00:00Z")))
        assert new.supersedes == (old.fact_id,)
        idx = a.index.get("default", "d")
        assert idx.fact(idx.pos[old.fact_id]).superseded_by == new.fact_id
        stale = a.check(cand(old_text, provenance=prov("doc_reference")))  # a document restating the old schedule
        assert (stale.verdict, stale.reasons[0].rule) == ("reject", "stale")
        assert stale.against == (old.fact_id, new.fact_id)
        assert a.check(cand(new_text)).reasons[0].rule == "duplicate"


class FailingClock:
    """The gate's clock, raising on a chosen call: stands for any exception in the middle of a batch."""

    def __init__(self):
        self.fail_at: int | None = None
        self.calls = 0

    def __call__(self):
        self.calls += 1
        if self.fail_at is not None and self.calls == self.fail_at:
            raise RuntimeError("the clock failed in the middle of a batch")
        return NOW


def test_index_is_rebuilt_after_a_batch_rolls_back(tmp_path, rules, embedder):
    path = tmp_path / "rollback.db"
    clock = FailingClock()
    batch = [cand(t) for t in ("The red kettle in the attic was descaled on May 3, 2026.", "Marta Okafor joined the Lisbon choir as a tenor.",
                               "The Bergen warehouse ships parcels every Tuesday at 06:00.", "Quinsoft renewed its Kafka licence for three years.")]
    with Gate(rules, path, clock=clock, embedder=embedder) as a, _gate(rules, embedder, path) as b:
        a.write(cand("The Oslo office has 40 desks on the third floor."))
        a.index.get("default", "d")
        clock.calls, clock.fail_at = 0, 4  # the fourth candidate fails after three were written in the open transaction
        with pytest.raises(RuntimeError, match="middle of a batch"):
            a.write_many(batch)
        assert [f.text for f in a.store.scope("default", "d")] == ["The Oslo office has 40 desks on the third floor."]
        idx = a.index.get("default", "d")
        assert [f.text for f in _all(idx)] == ["The Oslo office has 40 desks on the third floor."]
        clock.fail_at = None
        assert a.check(batch[0]).verdict == "accept"  # not a duplicate of a row the rollback removed
        # the rolled-back rows' change-feed numbers are used again by the next writer: A must still see its rows
        again = b.write_many(batch[:2])
        assert [d.verdict for d in again] == ["accept", "accept"]
        seen = a.check(batch[1])
        assert (seen.reasons[0].rule, seen.against) == ("duplicate", (again[1].fact_id,))
        assert sorted(f.id for f in _all(a.index.get("default", "d"))) == sorted(f.id for f in a.store.scope("default", "d"))
        assert a.log.verify() == []


def test_disk_full_in_a_batch_reports_the_real_error(tmp_path, rules, embedder):
    path = tmp_path / "full.db"
    with _gate(rules, embedder, path) as a:
        a.write(cand("The Oslo office has 40 desks on the third floor."))
        pages = a.store.conn.execute("PRAGMA page_count").fetchone()[0]
        a.store.conn.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(sqlite3.OperationalError, match="full"):
            a.write_many([cand(f"Kettle {i} in the {w} room was descaled on May {i}, 2026.") for i, w in
                          enumerate(["north", "south", "east", "west", "attic", "cellar"] * 10, start=1)])


def test_disk_full_in_a_batch_leaves_index_and_store_consistent(tmp_path, rules, embedder):
    path = tmp_path / "full.db"
    with _gate(rules, embedder, path) as a:
        a.write(cand("The Oslo office has 40 desks on the third floor."))
        a.index.get("default", "d")
        pages = a.store.conn.execute("PRAGMA page_count").fetchone()[0]
        a.store.conn.execute(f"PRAGMA max_page_count = {pages}")
        batch = [cand(f"Kettle {i} in the {w} room was descaled on May {i}, 2026.") for i, w in
                 enumerate(["north", "south", "east", "west", "attic", "cellar"] * 10, start=1)]
        with pytest.raises(sqlite3.OperationalError):
            a.write_many(batch)
        a.store.conn.execute("PRAGMA max_page_count = 1073741823")
        assert len(a.store.scope("default", "d")) == 1
        assert [f.id for f in _all(a.index.get("default", "d"))] == [f.id for f in a.store.scope("default", "d")]
        assert a.check(batch[0]).verdict == "accept"


def test_seeded_facts_get_vectors_once_and_both_scans_agree(tmp_path, rules, embedder):
    """Facts seeded without embeddings: a dry run embeds them in memory only; a write stores them."""
    path = tmp_path / "seeded.db"
    with _gate(rules, embedder, path) as a, _gate(rules, embedder, path, conflict_scan="naive") as n:
        a.seed([{"id": "s1", "text": "Ada Lovelace lives in Vienna and works as a cartographer.", "domain": "d", "provenance": prov()},
                {"id": "s2", "text": BACKUP, "domain": "d", "provenance": prov()}])
        para = cand(BACKUP_PARAPHRASE)
        x, y = a.check(para), n.check(para)
        assert _decision(x) == _decision(y)
        assert (x.verdict, x.reasons[0].rule, x.reasons[0].details["signal"]) == ("reject", "duplicate", "cosine")
        assert all(f.embedding is None for f in a.store.scope("default", "d"))  # a dry run stores nothing
        a.write(cand("Grace Hopper lives in Arlington and works as an admiral."))
        assert all(f.embedding is not None for f in a.store.scope("default", "d"))
