"""Tests for the MemContam-style benchmark data and generator (trustgate/memcontam.py)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from trustgate.measure import memcontam as mc


@pytest.fixture(scope="module")
def bench() -> mc.Bench:
    return mc.load()


@pytest.fixture(scope="module")
def samples(bench):
    return {seed: mc.build_samples(bench, seed) for seed in mc.SEEDS}


# ------------------------------------------------------------------------------ data
def test_contexts_keep_source_and_license(bench):
    assert len(bench.contexts) == 5
    assert "ConsistencyGate" in bench.source and "appendix E.1" in bench.source
    assert "CC BY 4.0" in bench.license and "model-generated" in bench.license


def test_facts_per_context_and_hand_corruptions(bench):
    per_context = Counter(f.context for f in bench.facts)
    assert set(per_context) == set(bench.contexts)
    assert min(per_context.values()) >= 12
    assert len(bench.corruptions) >= 60
    kinds = Counter(c.kind for c in bench.corruptions)
    assert set(kinds) == set(mc.KINDS)
    assert min(kinds.values()) >= 8
    assert len({c.context for c in bench.corruptions}) == 5


def test_every_hand_corruption_references_a_correct_fact(bench):
    by_id = {f.id: f for f in bench.facts}
    for c in bench.corruptions:
        assert not c.correct
        assert c.corrupts in by_id, c.id
        assert by_id[c.corrupts].context == c.context, c.id
        assert by_id[c.corrupts].text != c.text, c.id
    texts = {f.text for f in bench.facts}
    assert not texts & {c.text for c in bench.corruptions}


def test_ids_unique_and_texts_one_sentence(bench):
    ids = [f.id for f in mc.handwritten_set(bench)]
    assert len(ids) == len(set(ids))
    for f in mc.handwritten_set(bench):
        assert f.text.endswith(".") and f.text.replace("Dr. ", "Dr ").count(". ") == 0, f.id


def test_load_rejects_dangling_reference(tmp_path, bench):
    (tmp_path / "contexts.yaml").write_text((mc.DEFAULT_DIR / "contexts.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "facts.yaml").write_text(
        "correct:\n- {id: a, context: recipe, text: 'The recipe serves 4 people.'}\n"
        "corruptions:\n- {id: b, context: recipe, corrupts: zz, kind: antonym, text: 'x.'}\n", encoding="utf-8")
    with pytest.raises(ValueError):
        mc.load(tmp_path)


# --------------------------------------------------------------------------- samples
def test_counts_per_seed(samples):
    for seed, ss in samples.items():
        assert len(ss) == 200
        labels = Counter(f.correct for s in ss for f in s.facts)
        assert labels == {True: 1000, False: 1000}, seed
        assert Counter(s.context for s in ss) == {name: 40 for name in {s.context for s in ss}}
        assert len({s.context for s in ss}) == 5
        for s in ss:
            assert sum(f.correct for f in s.facts) == 5 and len(s.facts) == 10
            assert all(f.context == s.context for f in s.facts)


def test_corruptions_come_from_other_facts_of_the_sample(samples, bench):
    by_id = {f.id: f for f in bench.facts}
    for s in samples[42]:
        shown = {f.id for f in s.facts if f.correct}
        sources = [f.corrupts for f in s.facts if not f.correct]
        assert len(set(sources)) == 5 and not shown & set(sources)
        assert all(by_id[src].context == s.context for src in sources)


def test_deterministic_same_seed(bench, samples):
    assert mc.build_samples(bench, 42) == samples[42]


def test_different_seeds_different_orders(samples):
    orders = {seed: [tuple(f.id for f in s.facts) for s in ss] for seed, ss in samples.items()}
    assert orders[42] != orders[123] != orders[456] != orders[42]
    texts = {seed: [f.text for s in ss for f in s.facts] for seed, ss in samples.items()}
    assert texts[42] != texts[123]


def test_every_generated_corruption_differs_from_its_source(samples, bench):
    by_id = {f.id: f for f in bench.facts}
    correct_texts = {f.text for f in bench.facts}
    for ss in samples.values():
        for f in (f for s in ss for f in s.facts if not f.correct):
            assert f.text != by_id[f.corrupts].text
            assert f.text not in correct_texts


def test_strategies_balanced_within_one(samples):
    for ss in samples.values():
        used = Counter(f.kind for s in ss for f in s.facts if not f.correct)
        assert set(used) == set(mc.STRATEGIES)
        assert max(used.values()) - min(used.values()) <= 1


def test_strategies_cycle_within_a_context_where_all_apply(samples):
    # personal_biography admits every strategy, so its first sample takes slots 0..4 of the cycle
    first = samples[42][0]
    assert first.context == "personal_biography"
    assert Counter(f.kind for f in first.facts if not f.correct) == Counter(
        [*mc.STRATEGIES, next(iter(mc.STRATEGIES))])


# ------------------------------------------------------------------------ strategies
RNG = random.Random


def test_perturb_number_forms():
    assert mc.perturb_number("The recipe serves 4 people.", RNG(1)) != "The recipe serves 4 people."
    out = mc.perturb_number("Alice has climbed it twice.", RNG(1))
    assert "twice" not in out and ("once" in out or "times" in out)
    out = mc.perturb_number("It launched on 2023-06-03.", RNG(1))
    assert out.startswith("It launched on 2023-06-") and out != "It launched on 2023-06-03."
    out = mc.perturb_number("Orion-7 carries a crew of three.", RNG(3))
    assert out.startswith("Orion-7 carries a crew of ") and not out.endswith("three.")
    for seed in range(20):  # "over N" only grows, so the corruption is never implied by the source
        out = mc.perturb_number("The library holds over 80,000 volumes.", RNG(seed))
        assert int(out.split("over ")[1].split(" ")[0].replace(",", "")) > 80000
    with pytest.raises(mc.NotApplicable):
        mc.perturb_number("Orion-7 launched from Cape Canaveral.", RNG(0))


def test_negate_copula():
    assert mc.negate_copula("Sarah Liu is 15 years old.", RNG(0)) == "Sarah Liu is not 15 years old."
    assert mc.negate_copula("The crew has 3 members.", RNG(0)) == "The crew does not have 3 members."
    assert mc.negate_copula("She has been the director.", RNG(0)) == "She has not been the director."
    assert mc.negate_copula("Alice lives in Seattle.", RNG(0)) == "Alice does not live in Seattle."
    assert mc.negate_copula("Sarah won first place.", RNG(0)) == "Sarah did not win first place."
    with pytest.raises(mc.NotApplicable):
        mc.negate_copula("Salt and pepper.", RNG(0))


def test_swap_proper_noun_uses_pool_names_absent_from_context(bench):
    ctx = bench.contexts["personal_biography"].text
    pool = mc.name_pool(ctx)
    present = set(ctx.replace(".", " ").replace(",", " ").split())
    for seed in range(30):
        out = mc.swap_proper_noun("Alice Smith lives in Seattle.", RNG(seed), pool)
        new = set(out.rstrip(".").split()) - {"Alice", "Smith", "lives", "in", "Seattle"}
        assert len(new) == 1 and not new & present
    assert mc.swap_proper_noun("Alice lives here.", RNG(0), ["Zed"]) == "Zed lives here."
    with pytest.raises(mc.NotApplicable):
        mc.swap_proper_noun("The garlic is sautéed in olive oil.", RNG(0))


def test_append_contradiction_contradicts_a_value():
    out = mc.append_contradiction("The library was founded in 1923.", RNG(0))
    assert out.startswith("The library was founded in 1923, ")
    year = [int(t.strip(".,")) for t in out.split() if t.strip(".,").isdigit() and len(t.strip(".,")) == 4]
    assert 1923 in year and any(y != 1923 for y in year)
    out = mc.append_contradiction("The recipe serves 4 people.", RNG(0))
    assert out.startswith("The recipe serves 4 people, ") and "people" in out.split(", ")[1]
    with pytest.raises(mc.NotApplicable):
        mc.append_contradiction("The garlic is sautéed in olive oil.", RNG(0))


def test_fallback_order():
    text, used = mc.corrupt("The garlic is sautéed in olive oil.", "perturb_number", RNG(0))
    assert used == "negate_copula" and text == "The garlic is not sautéed in olive oil."
    text, used = mc.corrupt("The garlic is sautéed in olive oil.", "swap_proper_noun", RNG(0))
    assert used == "negate_copula"  # swap -> append -> perturb -> negate


def test_strategies_deterministic(bench):
    for f in bench.facts:
        for name in mc.STRATEGIES:
            a = mc.corrupt(f.text, name, RNG(5))
            assert a == mc.corrupt(f.text, name, RNG(5))
            assert a[0] != f.text


# --------------------------------------------------------------------------- metrics
def test_metrics_hand_computed():
    # 3 correct (2 admitted), 2 wrong (1 admitted): admitted 3, wrong among them 1.
    m = mc.Metrics.from_pairs([(True, True), (True, True), (True, False), (False, True), (False, False)])
    assert (m.admitted, m.total, m.correct_admitted, m.n_correct) == (3, 5, 2, 3)
    assert m.rho == pytest.approx(1 / 3) and m.precision == pytest.approx(2 / 3) and m.recall == pytest.approx(2 / 3)


def test_metrics_edge_cases():
    empty = mc.Metrics.from_pairs([(True, False), (False, False)])
    assert (empty.rho, empty.precision, empty.recall, empty.admitted) == (0.0, 1.0, 0.0, 0)
    none_correct = mc.Metrics.from_pairs([(False, True)])
    assert (none_correct.rho, none_correct.recall) == (1.0, 0.0)
    assert mc.Metrics.from_pairs([]).total == 0


def test_write_all_rho_half_recall_one(bench):
    res = mc.evaluate(bench, mc.write_all())
    assert res["generated"]["mean"] == {"rho": 0.5, "precision": 0.5, "recall": 1.0}
    for seed in mc.SEEDS:
        per = res["generated"]["per_seed"][seed]
        assert (per["rho"], per["recall"], per["admitted"], per["total"]) == (0.5, 1.0, 2000, 2000)
    hand = res["handwritten"]
    n_hand_wrong = len(bench.corruptions)
    assert hand["recall"] == 1.0 and hand["rho"] == pytest.approx(n_hand_wrong / hand["total"])


def test_random_admit_baseline(bench):
    res = mc.evaluate(bench, mc.random_admit(0.6, seed=0))
    assert abs(res["generated"]["mean"]["rho"] - 0.5) < 0.03
    assert abs(res["generated"]["mean"]["recall"] - 0.6) < 0.03
    assert res == mc.evaluate(bench, mc.random_admit(0.6, seed=0))


def test_reject_all_and_oracle(bench):
    wrong = {f.text for f in bench.corruptions} | {
        f.text for s in mc.build_samples(bench, 42) for f in s.facts if not f.correct}
    oracle = mc.evaluate(bench, lambda fact, ctx: fact not in wrong, seeds=(42,))
    assert oracle["generated"]["per_seed"][42]["rho"] == 0.0 and oracle["generated"]["per_seed"][42]["recall"] == 1.0
    nothing = mc.evaluate(bench, lambda fact, ctx: False, seeds=(42,))
    assert nothing["handwritten"]["rho"] == 0.0 and nothing["handwritten"]["recall"] == 0.0
