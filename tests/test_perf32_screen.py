"""Issue 19 (perf32): the intake screen made cheaper by mechanical means only, no answer changed.

tongues.py's concept patterns and `marks.UNCHECKED`'s long alternation are now searched by their alternatives, each
tried only where a string each of its matches spells is in the text (`prechecks.Alternatives`). These tests screen every
intake corpus item, each of its views, every candidate of the probe sets and the 113 cases' candidates (7,870 texts)
with the pre-checks in place and with all of them passing (`prechecks.ALL_PASS`: each pattern searched whole), and hold
the intake stage's reasons equal (rule, message, details: what matched, by which pattern, in which view); and every
search the screen made by alternatives, on these and on the grounding sets' claims, to the span of the whole pattern."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
import yaml

from trustgate import prechecks, tongues
from trustgate.disguise import views
from trustgate.prechecks import Alternatives, fold, split_alternatives
from trustgate.provenance import parse_candidate
from trustgate.rules import load_rules
from trustgate.stages.intake import Intake
from trustgate.tongue_words import LEXICON

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("intake_corpus", ROOT / "scripts" / "intake_corpus.py")
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)  # type: ignore[union-attr]


_CANDIDATE_KEYS = ("candidate", "candidates", "claim", "claims")


def _said(x, out: list[str], under: bool = False) -> None:
    """The texts of every candidate (or grounding claim) in a probe set or case file, whatever its layout."""
    if isinstance(x, str):
        if under:
            out.append(x)
    elif isinstance(x, dict):
        if under and isinstance(x.get("text"), str):
            out.append(x["text"])
        for k, v in x.items():
            _said(v, out, k in _CANDIDATE_KEYS)
    elif isinstance(x, list):
        for v in x:
            _said(v, out, under)


def _candidates() -> tuple[list[dict], list[str]]:
    """(candidates screened both ways, texts screened with the pre-checks only): every intake corpus item as the corpus
    runs it; each of its views, every candidate of the probe sets and the 113 cases' candidates, as a candidate of its own
    (the two good kinds in turn, so the user's own text is read too); and the grounding probe sets' claims."""
    cands, texts, seen = [], [], set()
    for name in corpus.SETS:
        malicious, benign = corpus.load_set(name)
        for i, item in enumerate(malicious + benign):
            cands.append(corpus.candidate(item, i))
            seen.add(item["text"])
            texts += [v.text for v in views(item["text"])]
    claims: list[str] = []
    for d in ("eval/probes", "eval/cases"):
        for p in sorted((ROOT / d).rglob("*.yaml")):
            found: list[str] = []
            _said(yaml.safe_load(p.read_text(encoding="utf-8")), found)
            (claims if p.name.startswith("grounding") else texts).extend(found)
    texts = [t for t in dict.fromkeys(texts) if t.strip() and t not in seen]
    seen.update(texts)
    return cands + [_as_candidate(t, i) for i, t in enumerate(texts)], [_as_candidate(t, i) for i, t in enumerate(dict.fromkeys(claims))
                                                                          if t.strip() and t not in seen]


def _as_candidate(text: str, i: int) -> dict:
    return {"text": text, "domain": "notes", "provenance": {"source_kind": corpus.KINDS[i % 2], "evidence_count": 1,
                                                             "confidence": 0.9, "observed_at": "2026-05-30T00:00:00Z"}}


def _fresh() -> None:
    """Nothing kept from the other mode: every cache of a trustgate function emptied."""
    for name, mod in list(sys.modules.items()):
        if name.startswith("trustgate"):
            for fn in list(vars(mod).values()):
                if callable(getattr(fn, "cache_clear", None)) and getattr(fn, "__module__", "").startswith("trustgate"):
                    fn.cache_clear()


def _screen(cands: list[dict]) -> list:
    _fresh()
    intake = Intake(load_rules(ROOT / "rules" / "default.yaml"))
    return [intake._screened(parse_candidate(c))[:2] for c in cands]


# the corpus grows with every probe set written; every k-th text is screened, so the check keeps its size (and its
# cost in CI) while still spanning every set
_AT_MOST = 4000


@pytest.fixture(scope="module")
def material():
    cands, claims = _candidates()
    return cands[::max(1, len(cands) // _AT_MOST)], claims[::max(1, len(claims) // (_AT_MOST // 2))]


def test_the_pre_checks_change_no_answer_of_the_screen(material, monkeypatch):
    """Each candidate screened with the pre-checks in place gives the reasons it gives with all of them passing (rule,
    message and details: what matched, by which pattern, in which view), over >= 3,000 texts; and every search the screen
    made by alternatives, on these and on the grounding claims, has the span of the pattern searched whole."""
    cands, claims = material
    assert len(cands) >= 3000
    asked: dict[tuple[int, str], tuple] = {}
    search = Alternatives.search

    def recorded(self, name, source, flags, text, whole):  # noqa: ANN001, ANN202
        m = search(self, name, source, flags, text, whole)
        asked[(source, text)] = (re.compile(source, flags), m and m.span())
        return m

    monkeypatch.setattr(Alternatives, "search", recorded)
    checked = _screen(cands + claims)[: len(cands)]
    monkeypatch.setattr(Alternatives, "search", search)
    assert len(asked) >= 20_000 and sum(span is not None for _, span in asked.values()) >= 300  # (not a comparison of empty answers)
    assert [(text, span) for (_, text), (p, span) in asked.items() if span != ((m := p.search(text)) and m.span())] == []
    monkeypatch.setattr(prechecks, "ALL_PASS", True)
    whole = _screen(cands)
    assert [(c["text"], a, b) for c, a, b in zip(cands, checked, whole) if a != b] == []
    assert sum(bool(a[0]) for a in whole) >= 1000


# ---------------------------------------------------------------- the pieces

@pytest.mark.parametrize("source, alternatives", [
    (r"a|b", ["a", "b"]),
    (r"\bone\b|(?:two|three)|[|x]|\||four", [r"\bone\b", "(?:two|three)", "[|x]", r"\|", "four"]),
    (r"[]|]z|y", ["[]|]z", "y"]),
    (r"(?<![^\W_])x|(?<![已被曾])忽略", [r"(?<![^\W_])x", "(?<![已被曾])忽略"]),
    (r"(a|b)", None),  # one alternative at the top
    (r"(a)|\1", None),  # a group referred to: searched whole
])
def test_split_alternatives(source, alternatives):
    assert split_alternatives(source) == alternatives
    if alternatives:
        assert "|".join(alternatives) == source


@pytest.mark.parametrize("text", [
    "\u0130GNORE", "\u0131gnore", "ignore", "IGNORE", "\u017fystem", "SYSTEM", "\u212aeep", "keep",  # İ, ı, ſ, Kelvin sign
    "\u03a3\u0399\u03a3", "\u03c3\u03b9\u03c2", "\u1c80\u0441\u0435", "\u0412\u0421\u0415", "\ufb05t", "\ufb06t",  # Σ/ς, ᲀ (в), ﬅ/ﬆ
])
def test_alternatives_search_as_the_pattern_does_whatever_the_case(text):
    """Where re.IGNORECASE takes two characters for one though they lower apart, the pre-check still passes."""
    pattern = re.compile(r"\bfoo|ignore|system|keep|\u03c3\u03b9\u03c3|\u0432\u0441\u0435|\ufb06t|bar\b", re.IGNORECASE)
    m = Alternatives().search("p", pattern.pattern, pattern.flags, text, lambda: pattern)
    want = pattern.search(text)
    assert (m and m.span()) == (want and want.span())
    assert want is not None  # (each text is one the pattern matches)


def test_the_leftmost_match_and_the_first_alternative_there_win():
    pattern = re.compile(r"bc|abcd|ab|b", re.IGNORECASE)
    alts = Alternatives()
    for text in ("xabcd", "xbcd", "ab", "zzb", "none"):
        m, want = alts.search("p", pattern.pattern, pattern.flags, text, lambda: pattern), pattern.search(text)
        assert (m and (m.span(), m.group(0))) == (want and (want.span(), want.group(0)))


def test_fold():
    assert fold("\u0130stanbul") == "istanbul" and fold("\u0131") == fold("i") and fold("\u03a3") == fold("\u03c2")


def test_an_english_sentence_tries_no_concept_word():
    """The point: an English sentence holds no word of most concepts, and their patterns do not run."""
    text = "Ines Bogdan runs Zookeeper 11.8.1 for canary releases at Fallabs in Brisbane."
    for c in LEXICON:
        tongues.find(c, text)
    live = tongues._WORDS._live(text)
    assert sum(map(len, live.values())) <= 5
