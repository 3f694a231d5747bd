"""Credentials in free text: the rule file's patterns, found and masked.

Used by the intake stage (a credential rejects the write) and by the gate (nothing it logs
quotes a credential in clear). Bottom layer: rules and text only.
"""

from __future__ import annotations

import re

from .rules import RuleSet
from .text import normalise


def secret_patterns(rules: RuleSet) -> dict[str, re.Pattern[str]]:
    return {name: re.compile(p) for name, p in rules.intake.secrets.items()}


def find_secrets(texts: list[str | None], patterns: dict[str, re.Pattern[str]]) -> list[str]:
    """Credential kinds in the texts as given or normalised (a zero-width space or full-width
    letters must not hide a key that normalisation would then store in clear)."""
    return sorted({name for t in texts if t for v in {t, normalise(t)} for name, p in patterns.items() if p.search(v)})


def redact(text: str | None, patterns: dict[str, re.Pattern[str]]) -> str | None:
    if text is None:
        return None
    for name, p in patterns.items():
        text = p.sub(f"[REDACTED:{name}]", text)
    folded = normalise(text)
    if folded != text and any(p.search(folded) for p in patterns.values()):  # a credential hidden by invisible characters
        return redact(folded, patterns)
    return text
