"""Grounding: a claim taken from a source must be supported by that source, where it says.

Runs when the candidate carries `provenance.source_span`. The span is parsed (spans.py)
into records (JSON, YAML, key: value, tables, CSV) and prose clauses; every value of the
claim must be found in the row and field the claim names, or in a prose clause of the
same polarity that shares the claim's content (alignment/). This stage only wires the
rule file and the candidate to `alignment.align` and turns findings into one reason.
No model: the whole check is parsing and set arithmetic on two short texts.
"""

from __future__ import annotations

from ..alignment import align, opposite_table
from ..decision import Reason
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet


class Grounding:
    name = "grounding"

    def __init__(self, rules: RuleSet):
        g = rules.grounding
        self.coverage = g.content_coverage
        self.clause_coverage = g.clause_coverage
        self.synonyms = {k: tuple(v) for k, v in g.field_synonyms.items()}
        self.opposites = opposite_table(g.opposites)
        self.generic = " ".join(g.generic_words)
        self.ref = rules.ref("grounding", "content_coverage")
        self.stage_ref = rules.ref("grounding")  # the grounding section: what a person would edit (or the stage list)

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        p = cand.provenance
        if p is None or not p.source_span:
            return []
        # the subject of a tool call is often named by the call (domain, subject), not by its output;
        # the source_id (a call id, a URL) is never evidence
        named = " ".join(x for x in (cand.domain, cand.subject, cand.attribute) if x)
        result = align(cand.text, p.source_span, coverage=self.coverage, clause_coverage=self.clause_coverage, synonyms=self.synonyms,
                       subject=cand.subject, attribute=cand.attribute, opposites=self.opposites,
                       context_words=named.replace("-", " ").replace("_", " ").replace("/", " ") + " " + self.generic,
                       context=named, today=p.observed_at.date() if p.observed_at else None)
        details = result.details()
        if not result.findings:
            ctx.scores["grounding"] = details["coverage"]
            if not result.english:
                ctx.scores["grounding_note"] = "not English: values checked, word coverage not judged"
            return []
        source = p.source_id or (p.source_kind.value if p.source_kind else "the source")
        ref = self.ref if all(f.kind == "coverage" for f in result.findings) else self.stage_ref
        message = "; ".join(f.message for f in result.findings) + f" ({source})"
        return [Reason("grounding", message, ref,
                       {"unsupported": [f.value or f.kind for f in result.findings],
                        "findings": [{"kind": f.kind, "message": f.message} for f in result.findings], **details})]
