"""Grounding: a claim taken from a source must be supported by that source's text.

Runs when the candidate carries `provenance.source_span`. Every number (digits or words,
"twice", ordinals), date, time, proper name and antonym state of the claim must occur in
the span, in any of the equivalent forms text.py normalises ("nine" = "9", "2 AM" =
"02:00", "3 June 2023" = "2023-06-03"); the span sentence closest to the claim must have
the claim's polarity; and at least `grounding.content_coverage` of the claim's content words
must occur in the span. Spans laid out as `key: value` lines are read like prose. No model:
the whole check is set arithmetic on two short texts.
"""

from __future__ import annotations

import re

from ..decision import Reason
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet
from ..text import ANTONYM_PAIRS, VALUE_WORDS, jaccard, stem, tokens, values, words


def _sentences(span: str) -> list[str]:
    """Sentences of prose, or lines of `key: value` output."""
    parts = [p.strip() for p in re.split(r"(?<=[.!?;])\s+|\n+", span) if p.strip()]
    return parts or [span]


def unsupported(text: str, span: str, coverage: float) -> tuple[list[str], dict]:
    """The claim's parts the span does not support (empty: grounded), and the measurements."""
    tv, sv = values(text), values(span)
    span_tokens = set(tokens(span))
    span_tokens.update(part for t in list(span_tokens) for part in t.split("."))
    number_pool = set(sv.numbers)
    for d in sv.dates:
        number_pool.update(str(int(x)) for x in d.split("-") if x)
    for t in sv.times:
        h, m = t.split(":")
        number_pool.update({str(int(h)), str(int(h) % 12 or 12)})
    missing: list[str] = []
    missing += [n for n in sorted(tv.numbers) if n not in number_pool]
    missing += [d for d in sorted(tv.dates) if not any(s.startswith(d) or d.startswith(s) or s.endswith(d.lstrip("-")) for s in sv.dates)]
    missing += [t for t in sorted(tv.times) if t not in sv.times]
    span_stems = {stem(t) for t in span_tokens}
    missing += [n for n in sorted(tv.names) if not {stem(t) for t in tokens(n)} <= span_stems]
    # a state is unsupported when the span holds its opposite and not itself
    missing += [ANTONYM_PAIRS[p][s] for p, s in sorted(tv.states) if (p, 1 - s) in sv.states and (p, s) not in sv.states]
    # polarity of the span sentence that shares most words with the claim
    tw = words(text)
    best = max(_sentences(span), key=lambda s: jaccard(tw, words(s)))
    if values(best).negated != tv.negated:
        missing.append("(negation)" if tv.negated else "(the source negates this)")
    content = [w for w in tw if w not in VALUE_WORDS and not any(c.isdigit() for c in w)]
    span_words = words(span)
    covered = sum(1 for w in content if w in span_words)
    share = covered / len(content) if content else 1.0
    uncovered = sorted(w for w in content if w not in span_words)
    details = {"coverage": round(share, 3), "threshold": coverage, "uncovered_words": uncovered}
    if share < coverage:
        missing.append(f"(content words {covered}/{len(content)}: {', '.join(uncovered)})")
    return missing, details


class Grounding:
    name = "grounding"

    def __init__(self, rules: RuleSet):
        self.coverage = rules.grounding.content_coverage
        self.ref = rules.ref("grounding", "content_coverage")
        self.stage_ref = rules.stage_ref("grounding")

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        p = cand.provenance
        if p is None or not p.source_span:
            return []
        # the subject of a tool call is often named by the call, not repeated in its output
        context = "\n".join(x for x in (p.source_span, cand.domain.replace("-", " ").replace("_", " "), p.source_id) if x)
        missing, details = unsupported(cand.text, context, self.coverage)
        if not missing:
            ctx.scores["grounding"] = details["coverage"]
            return []
        source = p.source_id or (p.source_kind.value if p.source_kind else "the source")
        quoted = ", ".join(f"'{m}'" if not m.startswith("(") else m for m in missing)
        verb = "is" if len(missing) == 1 else "are"
        ref = self.ref if all(m.startswith("(content") for m in missing) else self.stage_ref
        return [Reason("grounding", f"{quoted} {verb} not in the source ({source})", ref, {"unsupported": missing, **details})]
