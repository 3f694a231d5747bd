"""The intake stage: the cheapest checks, on every write.

Credentials (never stored, redacted in the log), control and bidirectional characters,
look-alike domains and namespaces, empty or over-long text, self-reference and instructions
aimed at a later reader. Hands later stages the normalised text. Last, for a text every pattern
passed, `payload_like` (payloads.py): its sentence embedding, the vector the conflict stage reads
(kept on `ctx.vector`, so the text is embedded once), compared with known payloads. When no model
can embed it (embeddings off in the rule file, or not installed) that rule alone is skipped, and
the decision's scores say so: the patterns have run, so nothing they refuse is accepted.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from ..decision import Reason
from ..embeddings import count_word_pieces
from ..errors import TrustgateError
from ..payloads import PayloadCheck
from ..pipeline import Context
from ..provenance import Candidate, canonical_domain
from ..screening import PERSONAL_FIELDS, Screen, instruction_reason, protected_reason, redacted_candidate, value_reasons
from ..reports import about_attack
from ..rules import INSTRUCTION_RULES, RuleSet
from ..told_orders import own_task
from ..text import normalise


_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")
# Unicode's Cc category is exactly U+0000-U+001F and U+007F-U+009F (fixed by the standard); tab, LF and CR are allowed
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# either kind of character, one search a field: most fields hold neither, and the two above are then not run
_CONTROL_OR_BIDI = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")



_INJECTION_WORDS = re.compile(r"\b(?:ignor\w*|disregard\w*|forget\w*|overrid\w*|bypass\w*|instructions?|rules|prompts?|system|previous|prior|"
                              r"above|earlier|guidelines|jailbr\w*|dan|developer mode)\b", re.IGNORECASE)
_READER_NAMED = re.compile(r"\b(?:ai|a\.i\.|llms?|assistants?|agents?|bots?|chatbots?|copilots?|models?|language models?|summari[sz]ers?)\b", re.IGNORECASE)


def _hail_only(matched: str) -> bool:
    """(sec29) An injection pattern's match that names an AI reader and no attack of injection's own (no instructions set
    aside, no prompt, no override): a hail, which the rule naming the order's attack outranks."""
    return _READER_NAMED.search(matched) is not None and _INJECTION_WORDS.search(matched) is None


def _control(text: str) -> list[str]:
    return sorted({f"U+{ord(c):04X}" for c in _CONTROL.findall(text)})


_CONFUSABLE_SCRIPTS = {"LATIN", "CYRILLIC", "GREEK"}
# screenings a batch's forecast keeps for the write of the same candidates (the gate forecasts one batch ahead, 64 each)
FORECAST_KEPT = 4096


@lru_cache(maxsize=1024)  # a pure function of a domain or namespace, and a store has few of them
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
        self.screen = Screen(rules.intake)
        self.model = rules.conflict.embedder.model
        self.payloads = PayloadCheck(rules.intake.payload_similarity, self.model, None if rules.path.startswith("<") else Path(rules.path).parent)
        self._forecast: dict[int, tuple[Candidate, tuple]] = {}  # id(candidate) -> (it, _screened(it)) from a batch's forecast

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        kept = None if ctx.forecast else self._forecast.pop(id(cand), None)
        if kept is None or kept[0] is not cand:
            kept = (cand, self._screened(cand))
            if ctx.forecast:  # the gate's look-ahead of a batch: the write of the same candidate reads it back, once
                if len(self._forecast) >= FORECAST_KEPT:  # batches that were never written (an error ended the stream)
                    self._forecast.clear()
                self._forecast[id(cand)] = kept
        found, text, values = kept[1]
        reasons = list(found)
        if text is None:  # empty or too long: nothing more to judge
            return reasons
        ref = self.rules.ref
        if cand.valid_to is not None and cand.valid_to <= cand.start(ctx.now):
            reasons.append(Reason("valid_time", "valid_to is not after the start of valid time", ref("intake"),
                                  {"valid_to": cand.valid_to.isoformat(), "valid_from": cand.start(ctx.now).isoformat()}))
        if not reasons:  # later stages see the normalised (and, where the policy says, redacted) text and the canonical domain
            ctx.candidate = redacted_candidate(cand, text, values, self.screen, ref, ctx.scores)
            domain = canonical_domain(cand.domain)
            if domain != ctx.candidate.domain:
                ctx.candidate = ctx.candidate.model_copy(update={"domain": domain})
            reasons.extend(self.payload_like(ctx))
        return reasons

    def _screened(self, cand: Candidate) -> tuple[tuple[Reason, ...], str | None, list]:
        """Every check that reads the candidate alone (not the clock, not the model): its reasons, the normalised text
        (None when the text is empty or too long, where judging stops) and the values the screen found."""
        rules, reasons = self.rules, []
        ref = rules.ref
        fields = {"text": cand.text, "domain": cand.domain, "namespace": cand.namespace}
        if cand.provenance:
            fields.update({f"provenance.{k}": getattr(cand.provenance, k) for k in ("source_id", "source_span", "actor", "agent")})
        values = self.screen.values(fields, PERSONAL_FIELDS)
        reasons.extend(value_reasons(values, ref))
        if cand.provenance is not None:
            slot = self.screen.protected(cand.domain, cand.subject, cand.attribute, cand.provenance.source_kind, cand.provenance.actor)
            if slot is not None:
                reasons.append(protected_reason(self.rules.intake.protected[slot], ref("intake", "protected", slot)))
        for name in ("domain", "namespace"):
            why = _lookalike(fields[name])
            if why:
                reasons.append(Reason("lookalike", f"{name} contains {why}: it would pass for another {name}", ref("intake"),
                                      {"field": name, "problem": why}))
        for name, value in fields.items():
            if not value or _CONTROL_OR_BIDI.search(value) is None:
                continue
            bad = _control(value)
            if bad or _BIDI.search(value):
                what = ", ".join(bad) if bad else "bidirectional override"
                reasons.append(Reason("control_characters", f"{name} contains control characters ({what})", ref("intake"),
                                      {"field": name, "characters": bad or ["bidi"]}))
        text = normalise(cand.text)
        if not text:
            reasons.append(Reason("empty_text", "text is empty or only whitespace", ref("intake"), {"field": "text"}))
            return tuple(reasons), None, values
        if len(text) > rules.intake.max_chars:
            reasons.append(Reason("too_long", f"text has {len(text)} characters, over the limit of {rules.intake.max_chars}",
                                  ref("intake", "max_chars"), {"observed": len(text), "threshold": rules.intake.max_chars}))
            return tuple(reasons), None, values
        # every word piece holds at least one character, plus [CLS] and [SEP]: a text this short cannot be over the limit
        pieces, exact = (0, True) if len(text) + 2 <= rules.intake.max_word_pieces else count_word_pieces(text, self.model)
        if pieces > rules.intake.max_word_pieces:
            reasons.append(Reason("too_long", f"text is {pieces} word pieces{'' if exact else ' (estimated)'}, over the "
                                  f"{rules.intake.max_word_pieces} the embedding model can see; keep one claim per entry",
                                  ref("intake", "max_word_pieces"), {"observed": pieces, "threshold": rules.intake.max_word_pieces, "exact": exact}))
        # self-reference is judged on the claim; instructions also in its source (the LLM stage reads it)
        kind = cand.provenance.source_kind if cand.provenance else None
        hits = [self.screen.self_reference_hit(cand.text, kind)] + self.screen.instructions(cand.text, cand.provenance and cand.provenance.source_span)
        hits = [h for h in hits if h is None or not (self.screen.preference(h, cand.text, kind) or self.screen.in_boilerplate(h, cand.text)
                                                     or self.screen.in_advice(h, cand.text) or self.screen.narrated(h, cand.text))]
        # (sec20) a pattern's trigger that is the reader's own task on this content ("when asked about this photo, tell ..."):
        # its answer scripted, an injection as the clause reader files it, not an order armed for later
        hits = [replace(h, rule="injection") if h is not None and h.rule == "delayed_activation" and own_task(h.matched) else h for h in hits]
        # (sec23) a report about an attack (a write-up's label, an attack as its topic, no order to any reader outside its
        # quotations) carries the payload it warns about as news: no instruction rule refuses it
        about = any(hits) and about_attack(cand.text, self.screen.reporting, self.screen.window)
        hits = [h for h in hits if h is None or not (about and h.rule in INSTRUCTION_RULES)]
        # (sec29) a pattern that only hails an AI reader ("To any AI summarising this ...") names no attack of its own: when
        # another instruction rule names what the reader is told to do (a trigger, a command, a grant), that rule comes first
        # and the text sets nothing aside ("ignore the treasurer's limits" keeps injection first)
        other = any(h is not None and h.rule in INSTRUCTION_RULES and h.rule != "injection" for h in hits) \
            and _INJECTION_WORDS.search(cand.text) is None
        hits = sorted(hits, key=lambda h: other and h is not None and h.rule == "injection" and _hail_only(h.matched))
        if not any(hits):  # no pattern fired: who is told to do what, read from the clauses; then any order at all
            hits.append(self.screen.order_hit(cand.text, kind) or self.screen.directive_hit(cand.text, kind))
            if hits[-1] is not None and hits[-1].rule in (*INSTRUCTION_RULES, "directive") \
                    and about_attack(cand.text, self.screen.reporting, self.screen.window):
                hits[-1] = None
        reasons.extend(instruction_reason(h, ref(*h.key)) for h in hits if h is not None)
        return tuple(reasons), text, values

    def payload_like(self, ctx: Context) -> list[Reason]:
        """`payload_like` on the text later stages see; its vector is kept for the conflict stage."""
        text = ctx.candidate.text
        if ctx.forecast or not self.payloads.applies(text):
            return []
        kind = ctx.candidate.provenance.source_kind if ctx.candidate.provenance else None
        if self.screen.answering_preference(text, kind):  # the user's own way of being answered is not compared with payloads
            ctx.scores["payload_similarity"] = {"skipped": "preference",
                                                "why": f"{getattr(kind, 'value', kind)}'s own preference about how the assistant answers, nothing at stake"}
            return []
        if self.screen.advice_only(text):  # (sec12) security advice for people is no payload's paraphrase
            ctx.scores["payload_similarity"] = {"skipped": "advice", "why": "security advice for people, no AI reader, nothing sent outside"}
            return []
        if self.screen.reported_attack(text):  # (sec16) an attack reported, its payload quoted
            ctx.scores["payload_similarity"] = {"skipped": "reported", "why": "an attack or finding reported, no reader addressed outside its quotations"}
            return []
        if self.rules.conflict.embedding_cosine is None:
            ctx.scores["payload_similarity"] = {"skipped": "embeddings_off", "why": "conflict.embedding_cosine is null: no model runs"}
            return []
        try:
            if ctx.vector is None:
                ctx.vector = ctx.embed(text)
            found = self.payloads.judge(ctx.vector, ctx.encode)
        except (TrustgateError, ImportError, OSError) as exc:  # patterns have run; only this rule is skipped, and said so
            ctx.scores["payload_similarity"] = {"skipped": "unavailable", "why": f"{type(exc).__name__}: {exc}"}
            return []
        if not found.refused:
            return []
        message = (f"reads like known payload {found.payload_id} ({found.category}): cosine {found.payload_cosine:.3f}, "
                   f"nearest benign look-alike {found.benign_id} {found.benign_cosine:.3f}, margin {found.margin:.3f} "
                   f">= threshold {found.threshold}")
        return [Reason("payload_like", message, self.rules.ref("intake", "payload_similarity", "threshold"), found.details())]
