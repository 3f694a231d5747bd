"""Issue 19 (perf29): the decision log's masking runs a value pattern only on a text that can hold its match.

Every decision the gate logs has its text, source span and messages masked (`Screen.redact`): each credential and
personal pattern substituted in turn, about forty `re.sub` calls a text. A pattern whose every match holds anchors or
digits and signs the text lacks (`prefilter.may_match`, `prefilter.meets`, the tests `Screen._matches` makes before
it searches) cannot change it, and is not run; after a mask the text is looked at again. These tests hold the masked
text equal to every pattern's substitution on the intake corpora's texts and values of our own, and that a plain
sentence runs none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from trustgate.rules import default_rules_path, load_rules
from trustgate.screening import Screen, confirmed


@pytest.fixture(scope="module")
def screen() -> Screen:
    return Screen(load_rules(default_rules_path()).intake)


def _every_pattern(screen: Screen, text: str, kinds) -> str:  # noqa: ANN001 - the mask without its tests, as it was
    kinds = set(kinds)
    for name, p in sorted([*screen.secrets.items(), *screen.personal.items()], key=lambda kv: not kv[1].flags & re.MULTILINE):
        if name in kinds:
            # (sec21) a match counts when its check passes and, for a card or an id, the text around it gives its context
            text = p.sub(lambda m, name=name: f"[REDACTED:{name}]" if confirmed(name, m) else m.group(0), text)
    return text


OURS = [
    "The ferry to the island leaves at nine.",
    "My card is 4111 1111 1111 1111 and my phone is +44 7700 900123.",
    "Reach me at ana.lopez@example.org or on 020 7946 0958; SSN 078-05-1120.",
    "password: hunter22\nbackup-07",
    "db:5432:app:admin:S3cretPassw0rd",
    "The API key is sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c and the token ghp_1234567890abcdefghijklmnopqrstuvwxyz12",
    "IBAN GB82 WEST 1234 5698 7654 32, sort code 12-34-56.",
    "A\u200bKIAIOSFODNN7EXAMPLE is the access key id.",
]


def _texts() -> list[str]:
    out = list(OURS)
    def walk(node) -> None:  # noqa: ANN001 - every text and source span of a corpus file, however it is laid out
        if isinstance(node, dict):
            out.extend(v for k, v in node.items() if k in ("text", "source_span") and isinstance(v, str))
            node = list(node.values())
        if isinstance(node, list):
            for x in node:
                walk(x)
    for path in sorted(Path(__file__).parent.joinpath("data", "intake").glob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return out


def test_masking_is_every_patterns_substitution(screen: Screen):
    texts = _texts()
    every = [*screen.secrets, *screen.personal]
    some = [k for k in every if k in screen.personal] + every[:3]
    masked = 0
    for text in texts:
        for kinds in (every, some):
            want = _every_pattern(screen, text, kinds)
            assert screen.mask(text, kinds) == want, text
            masked += want != text
        assert screen.redact(text) == screen.redact(text)
    assert len(texts) > 1000 and masked > 50  # (the corpora's credentials and personal values are masked)


class _Counted:
    """A compiled pattern that counts its substitutions."""

    def __init__(self, p: re.Pattern[str], calls: list[str]):
        self.p, self.calls = p, calls
        self.pattern, self.flags = p.pattern, p.flags

    def sub(self, repl, text):  # noqa: ANN001, ANN201
        self.calls.append(self.pattern)
        return self.p.sub(repl, text)

    def finditer(self, text):  # noqa: ANN001, ANN201
        return self.p.finditer(text)


def test_a_plain_sentence_runs_no_value_pattern():
    screen = Screen(load_rules(default_rules_path()).intake)
    calls: list[str] = []
    screen.secrets = {k: _Counted(p, calls) for k, p in screen.secrets.items()}
    screen.personal = {k: _Counted(p, calls) for k, p in screen.personal.items()}
    screen._masking = sorted([*screen.secrets.items(), *screen.personal.items()], key=lambda kv: not kv[1].flags & re.MULTILINE)
    kinds = [*screen.secrets, *screen.personal]
    assert screen.mask("The ferry to the island leaves at nine.", kinds) == "The ferry to the island leaves at nine."
    assert calls == []
    assert screen.mask("Call me on +44 7700 900123.", kinds) != "Call me on +44 7700 900123."
    assert 0 < len(calls) < len(kinds)
