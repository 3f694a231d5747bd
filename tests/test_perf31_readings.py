"""Issue 19 (perf31): a text's first reading made cheaper by mechanical means only, no reading changed.

The rephrasing and value patterns are now tried only when a word or sign each of their matches spells is in the text
(`text.may_say`). These tests read every text of the evaluation sets (every probe set's stored facts and candidates,
the 113 cases, the validation sets, the pairs) and the bench's synthetic facts with the pre-checks in place and with
every pre-check passing, and hold every Reading equal, field for field; and they hold `may_say` true wherever the text
could match."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from trustgate import sentence
from trustgate.text import may_say

ROOT = Path(__file__).resolve().parent.parent
SETS = ("eval/probes", "eval/cases", "eval/validation", "eval/validation_slots", "eval/validation_stale", "eval/pairs")

COLLECT = '''
from pathlib import Path

import yaml


def leaves(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from leaves(v)
    elif isinstance(x, list):
        for v in x:
            yield from leaves(v)


def texts(root, sets):
    """Every one-line string of the sets' YAML files that reads as a sentence, then the bench's synthetic facts and
    candidates."""
    out, seen = [], set()
    for d in sets:
        for p in sorted((Path(root) / d).rglob("*.yaml")):
            try:
                data = yaml.safe_load(p.read_text(encoding="utf-8"))
            except yaml.YAMLError:
                continue
            for s in leaves(data):
                if 8 <= len(s) <= 600 and "\\n" not in s and " " in s and s not in seen:
                    seen.add(s)
                    out.append(s)
    from trustgate.measure.synthetic import candidates, generate
    stored = generate(2000)
    for s in [f.text for f in stored] + [c.text for c in candidates(stored, 200)]:
        if s not in seen:
            seen.add(s)
            out.append(s)
    return out
'''


def _texts() -> list[str]:
    space: dict = {}
    exec(COLLECT, space)  # (the same collector runs in the base tree's subprocess)
    return space["texts"](ROOT, SETS)


def _readings(texts: list[str]) -> list:
    """Every text read afresh (no reading or rephrasing kept from before)."""
    for name, mod in list(sys.modules.items()):
        if name.startswith("trustgate"):
            for fn in list(vars(mod).values()):
                if callable(getattr(fn, "cache_clear", None)) and getattr(fn, "__module__", "").startswith("trustgate"):
                    fn.cache_clear()
    return [sentence.read(t) for t in texts]


def test_the_pre_checks_change_no_reading(monkeypatch):
    """Each text read with every `may_say` pre-check in place is the Reading made with all of them passing (every
    pattern tried), field for field, over >= 3,000 texts. (At the merge, stop 41, every Reading was also compared with
    the readings of f6469d8, the commit before the change, in a subprocess of that tree: 15,707 texts, all equal.)"""
    texts = _texts()
    assert len(texts) >= 3000
    checked = _readings(texts)
    users = [mod for name, mod in sys.modules.items() if name.startswith("trustgate") and getattr(mod, "may_say", None) is may_say]
    assert len(users) >= 5  # (the rephrasing and value modules that use it)
    for mod in users:
        monkeypatch.setattr(mod, "may_say", lambda text, *needles: True)
    tried = _readings(texts)
    assert [(t, a, b) for t, a, b in zip(texts, checked, tried) if a != b] == []


@pytest.mark.parametrize("text, needles, said", [
    ("The shop OPENS at 9", ("open",), True),  # any case
    ("The shop closes at 9", ("open",), False),
    ("Pr\u0131ce", ("price",), True),  # a dotless i, which re.IGNORECASE takes for "i"
    ("\u017fcores of people", ("scores",), True),  # a long s
    ("Fits 40 people", ("fit", "tak"), True),
])
def test_may_say(text, needles, said):
    assert may_say(text, *needles) is said


def test_may_say_holds_wherever_a_case_blind_pattern_matches():
    """For every text a case-blind pattern spelling a needle matches, the pre-check passes (letters of every case and
    the letters re.IGNORECASE folds oddly)."""
    pattern = re.compile(r"\b(?:fits?|takes?)\s+\d+", re.IGNORECASE)
    for text in ("FITS 4", "Takes 9", "ta\u212ae 2", "fit\u017f 3", "f\u0131t 3", "nothing here"):
        assert pattern.search(text) is None or may_say(text, "fit", "tak")
