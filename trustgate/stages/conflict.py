"""The conflict stage: compare a candidate with what the store holds in its namespace and domain.

Finding a match: character-trigram Jaccard, then word Jaccard (stop words removed), then
embedding cosine; the first signal at or over its threshold finds the match and is
reported with its score. Similarity only finds candidates; the values of a matched pair
(numbers, dates, names, states, negation, see text.py) decide what the match means:

- equal values, a live fact: `duplicate` (rejected, never stored twice);
- equal values, a fact no longer believed whose successor is live: `stale`;
- different values, a live fact: a contradiction. The more reliable side wins: a more
  reliable fact rejects the candidate (`conflict`); a candidate at least as reliable whose
  valid time starts later supersedes it.

Contradictions found here add to the upstream count (`max_contradictions`). Known limit:
two facts about neighbouring subjects that share most words ("the hallway detector" and
"the bedroom detector") match, and their different values read as a contradiction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..decision import Reason
from ..embeddings import from_blob, to_blob
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet
from ..store import Fact
from ..text import jaccard, trigrams, value_differences, words

SIGNALS = ("trigram", "word", "cosine")
THRESHOLD_KEYS = {"trigram": "trigram_jaccard", "word": "word_jaccard", "cosine": "embedding_cosine"}


@dataclass(frozen=True)
class Match:
    fact: Fact
    signal: str
    score: float
    scores: dict
    differences: list


class ConflictCheck:
    name = "conflict"

    def __init__(self, rules: RuleSet):
        self.rules = rules
        c = rules.conflict
        self.thresholds = {"trigram": c.trigram_jaccard, "word": c.word_jaccard, "cosine": c.embedding_cosine}

    def ref(self, signal: str | None = None) -> str:
        return self.rules.ref("conflict", THRESHOLD_KEYS[signal]) if signal else self.rules.stage_ref("conflict")

    # ---------------------------------------------------------------- matching
    def matches(self, cand: Candidate, ctx: Context) -> list[Match]:
        """Facts of the candidate's scope that some signal matches, oldest first."""
        if ctx.scan == "naive":
            rows = ctx.facts.scope(cand.namespace, cand.domain)
            return self._scan(cand, ctx, rows) if rows else []
        idx = ctx.index.get(cand.namespace, cand.domain)
        if not len(idx):
            return []
        text = cand.text
        sets = (trigrams(text), words(text))
        hits = set(idx.jaccard_hits("trigram", sets[0], self.thresholds["trigram"]))
        hits.update(idx.jaccard_hits("word", sets[1], self.thresholds["word"]))
        cosines: dict[int, float] | None = None
        if self.thresholds["cosine"] is not None:
            missing = idx.missing_vectors()
            if missing:
                for i, v in zip(missing, ctx.encode([idx.facts[i].text for i in missing])):
                    idx.set_vector(i, v)
                idx.unstored.update(missing)
            # a fact is embedded once, and its vector kept in the store: the gate writes these on a write
            ctx.new_embeddings.update((idx.facts[i].id, to_blob(idx.matrix[i])) for i in sorted(idx.unstored))
            if ctx.vector is None:
                ctx.vector = ctx.embed(text)
            found, cosines = idx.cosine_search(ctx.vector, self.thresholds["cosine"], wanted=sorted(hits))
            hits.update(found)
        ordered = sorted(hits, key=lambda i: (idx.facts[i].recorded_at, i))
        return [m for m in (self._match(text, sets, idx.facts[i], None if cosines is None else cosines[i]) for i in ordered) if m]

    def _match(self, text: str, sets: tuple[frozenset, frozenset], f: Fact, cos: float | None) -> Match | None:
        """The pair's scores (the candidate's token sets computed once by the caller) and its first signal."""
        raw = {"trigram": jaccard(sets[0], trigrams(f.text)), "word": jaccard(sets[1], words(f.text))}
        if cos is not None:
            raw["cosine"] = float(cos)
        scores = {k: round(v, 4) for k, v in raw.items()}
        hit = next((s for s in SIGNALS if self.thresholds[s] is not None and s in raw and raw[s] >= self.thresholds[s]), None)
        return Match(f, hit, scores[hit], scores, value_differences(text, f.text)) if hit else None

    def _scan(self, cand: Candidate, ctx: Context, rows: list[Fact]) -> list[Match]:
        """The full scan the index must agree with (kept for tests and the benchmark)."""
        cosines = self._cosines(cand, ctx, rows)
        sets = (trigrams(cand.text), words(cand.text))
        return [m for m in (self._match(cand.text, sets, f, c) for f, c in zip(rows, cosines)) if m]

    def _cosines(self, cand: Candidate, ctx: Context, rows: list[Fact]) -> list[float | None]:
        if self.thresholds["cosine"] is None or not rows:
            return [None] * len(rows)
        if ctx.vector is None:
            ctx.vector = ctx.embed(cand.text)
        missing = [f for f in rows if f.embedding is None]
        if missing:
            vectors = ctx.encode([f.text for f in missing])
            filled = {f.id: to_blob(v) for f, v in zip(missing, vectors)}
            ctx.new_embeddings.update(filled)
            rows = [f if f.embedding is not None else _with_embedding(f, filled[f.id]) for f in rows]
        matrix = np.vstack([from_blob(f.embedding) for f in rows])
        return list(matrix @ ctx.vector)

    # ---------------------------------------------------------------- deciding
    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        store = ctx.facts
        matches = self.matches(cand, ctx)
        best = max(matches, key=lambda m: m.score, default=None)
        if best:
            ctx.scores.update(best.scores)
        live = [m for m in matches if m.fact.live(ctx.now)]
        for m in live:
            if not m.differences:
                return self._reject(ctx, m, "duplicate", [m.fact.id],
                                    f"restates fact {m.fact.id} with the same values: {m.fact.text!r}")
        for m in matches:
            if m.differences or m.fact.live(ctx.now):
                continue
            successor = store.successor(m.fact)
            if successor is None or not successor.live(ctx.now):
                # a fact whose valid time simply ended: its successor is the live fact the candidate contradicts
                successor = next((o.fact for o in live if o.differences), None)
            if successor is not None:
                return self._reject(ctx, m, "stale", [m.fact.id, successor.id],
                                    f"restates {m.fact.text!r} ({m.fact.id}), which the store no longer believes: "
                                    f"{successor.id} replaced it with {successor.text!r}")
        contradicted = [m for m in live if m.differences]
        ctx.found_contradictions = len(contradicted)
        if not contradicted:
            return []
        limit = self.rules.max_contradictions
        if cand.contradiction_count + len(contradicted) >= limit:
            return self._reject(ctx, contradicted[0], "max_contradictions", [m.fact.id for m in contradicted],
                                f"contradicts {len(contradicted)} current facts (plus {cand.contradiction_count} flagged upstream); "
                                f"the limit is under {limit}", ref=self.rules.ref("max_contradictions"))
        mine = ctx.reliability(cand.provenance)
        start = cand.start(ctx.now)
        for m in contradicted:
            theirs = ctx.reliability(m.fact.provenance)
            diff = _describe(m.differences)
            if theirs > mine:
                return self._reject(ctx, m, "conflict", [m.fact.id],
                                    f"contradicts a more reliable current fact {m.fact.id} ({diff}): {m.fact.text!r}; "
                                    f"reliability {theirs:.3f} > {mine:.3f}", extra={"fact_reliability": round(theirs, 4), "candidate_reliability": round(mine, 4)})
            if start <= m.fact.valid_from:
                return self._reject(ctx, m, "conflict", [m.fact.id],
                                    f"contradicts current fact {m.fact.id} ({diff}) and does not start later than it "
                                    f"(valid from {start.isoformat()} vs {m.fact.valid_from.isoformat()}): {m.fact.text!r}",
                                    extra={"fact_reliability": round(theirs, 4), "candidate_reliability": round(mine, 4)})
        ctx.supersedes.extend(m.fact.id for m in contradicted)
        return []

    def _reject(self, ctx: Context, m: Match, rule: str, against: list[str], message: str, *, ref: str | None = None,
                extra: dict | None = None) -> list[Reason]:
        ctx.against.extend(against)
        ctx.scores.update(m.scores)
        details = {"signal": m.signal, "score": m.score, "threshold": self.thresholds[m.signal], "fact": m.fact.id,
                   "differences": m.differences, **(extra or {})}
        return [Reason(rule, f"{message} [matched by {m.signal} {m.score:.3f} >= {self.thresholds[m.signal]}]",
                       ref or self.ref(m.signal), details)]


def _with_embedding(f: Fact, blob: bytes) -> Fact:
    return replace(f, embedding=blob)


def _describe(differences: list[dict]) -> str:
    parts = []
    for d in differences:
        if d["kind"] == "negation":
            parts.append("opposite polarity")
        else:
            parts.append(f"{d['kind']} {', '.join(map(str, d['candidate']))} vs {', '.join(map(str, d['fact']))}")
    return "; ".join(parts)
