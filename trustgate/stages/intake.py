"""The intake stage: the cheapest checks, on every write.

Credentials (never stored, redacted in the log), control and bidirectional characters,
look-alike domains and namespaces, empty or over-long text, self-reference and instructions
aimed at a later reader. Hands later stages the normalised text.
"""

from __future__ import annotations

import re
import unicodedata

from ..decision import Reason
from ..embeddings import count_word_pieces
from ..pipeline import Context
from ..provenance import Candidate, canonical_domain
from ..redaction import find_secrets, secret_patterns
from ..rules import RuleSet
from ..text import normalise


_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def _control(text: str) -> list[str]:
    return sorted({f"U+{ord(c):04X}" for c in text if unicodedata.category(c) == "Cc" and c not in "\t\n\r"})


_CONFUSABLE_SCRIPTS = {"LATIN", "CYRILLIC", "GREEK"}


def _lookalike(value: str) -> str | None:
    """Why a domain or namespace could pass for another one, or None.

    Both partition what a write is compared with, so "payments" written with an invisible
    character, a fullwidth letter or a Cyrillic "а" would escape the facts it contradicts.
    """
    hidden = sorted({f"U+{ord(c):04X}" for c in value if unicodedata.category(c) == "Cf"})
    if hidden:
        return f"invisible characters ({', '.join(hidden)})"
    if unicodedata.normalize("NFKC", value) != value:
        return f"compatibility characters (NFKC form {unicodedata.normalize('NFKC', value)!r})"
    for word in re.findall(r"\w+", value):
        scripts = {unicodedata.name(c, "").split(" ")[0] for c in word if c.isalpha()} & _CONFUSABLE_SCRIPTS
        if len(scripts) > 1:
            return f"letters of several scripts in {word!r} ({', '.join(sorted(scripts))})"
    return None


class Intake:
    name = "intake"

    def __init__(self, rules: RuleSet):
        self.rules = rules
        r = rules.intake
        self.self_reference = [re.compile(p, re.IGNORECASE) for p in r.self_reference]
        self.injection = [re.compile(p, re.IGNORECASE) for p in r.injection]
        self.secrets = secret_patterns(rules)
        self.model = rules.conflict.embedder.model

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        rules, reasons = self.rules, []
        ref = rules.ref
        fields = {"text": cand.text, "domain": cand.domain, "namespace": cand.namespace}
        if cand.provenance:
            fields.update({f"provenance.{k}": getattr(cand.provenance, k) for k in ("source_id", "source_span", "actor", "agent")})
        found = find_secrets(list(fields.values()), self.secrets)
        if found:
            where = sorted(k for k, v in fields.items() if v and find_secrets([v], self.secrets))
            reasons.append(Reason("credential", f"the candidate carries a credential ({', '.join(found)}) in {', '.join(where)}; "
                                  "credentials are never stored", ref("intake", "secrets", found[0]), {"kinds": found, "fields": where}))
        for name in ("domain", "namespace"):
            why = _lookalike(fields[name])
            if why:
                reasons.append(Reason("lookalike", f"{name} contains {why}: it would pass for another {name}", ref("intake"),
                                      {"field": name, "problem": why}))
        for name, value in fields.items():
            bad = _control(value or "")
            if bad or _BIDI.search(value or ""):
                what = ", ".join(bad) if bad else "bidirectional override"
                reasons.append(Reason("control_characters", f"{name} contains control characters ({what})", ref("intake"),
                                      {"field": name, "characters": bad or ["bidi"]}))
        text = normalise(cand.text)
        if not text:
            reasons.append(Reason("empty_text", "text is empty or only whitespace", ref("intake"), {"field": "text"}))
            return reasons
        if len(text) > rules.intake.max_chars:
            reasons.append(Reason("too_long", f"text has {len(text)} characters, over the limit of {rules.intake.max_chars}",
                                  ref("intake", "max_chars"), {"observed": len(text), "threshold": rules.intake.max_chars}))
            return reasons
        pieces, exact = count_word_pieces(text, self.model)
        if pieces > rules.intake.max_word_pieces:
            reasons.append(Reason("too_long", f"text is {pieces} word pieces{'' if exact else ' (estimated)'}, over the "
                                  f"{rules.intake.max_word_pieces} the embedding model can see; keep one claim per entry",
                                  ref("intake", "max_word_pieces"), {"observed": pieces, "threshold": rules.intake.max_word_pieces, "exact": exact}))
        span = normalise(cand.provenance.source_span) if cand.provenance and cand.provenance.source_span else ""
        # self-reference is judged on the claim; injected instructions also in its source (the LLM stage reads it)
        for rule, patterns, why, where in (("self_reference", self.self_reference, "the agent talking about itself, not a fact", [text]),
                                           ("injection", self.injection, "an instruction aimed at a later reader, not a fact", [text, span])):
            for i, p in enumerate(patterns):
                m = next((found for found in map(p.search, where) if found), None)
                if m:
                    reasons.append(Reason(rule, f"{why}: {m.group(0)!r}", ref("intake", rule, i), {"matched": m.group(0), "pattern": p.pattern}))
                    break
        if cand.valid_to is not None and cand.valid_to <= cand.start(ctx.now):
            reasons.append(Reason("valid_time", "valid_to is not after the start of valid time", ref("intake"),
                                  {"valid_to": cand.valid_to.isoformat(), "valid_from": cand.start(ctx.now).isoformat()}))
        domain = canonical_domain(cand.domain)
        if not reasons and (text != cand.text or domain != cand.domain):  # later stages see the normalised text and canonical domain
            ctx.candidate = cand.model_copy(update={"text": text, "domain": domain})
        return reasons
