"""The conflict stage: compare a candidate with what the store holds about the same thing.

Finding: character-trigram Jaccard, then word Jaccard (stop words removed), then embedding
cosine propose stored facts of the candidate's namespace and domain (the first signal at or
over its threshold is reported with its score); facts that name the same explicit slot are
always proposed, and so are the most recent facts (NAME_PROPOSALS) that name the candidate's
named subject ("Northwind", "Acme Corp"), however differently worded. Deciding (DESIGN section 4): the slot (slots.py) says whether a proposal is
about the same thing; facts of other slots never duplicate, contradict or supersede. Within
the slot, typed values (values/) and valid-time intervals decide:

- equal values, overlapping valid time, a believed fact: `duplicate`;
- different values, overlapping valid time: a contradiction. A candidate restating a value
  the slot held before is `stale`, unless it is fresh first-hand evidence (then the value
  came back: an update). Otherwise the more reliable side wins, ties going to the later
  start: a winning candidate supersedes the fact (even one that starts later: a
  correction); a losing one that starts before the fact is a late observation, kept in
  history up to where the fact begins; any other loser is rejected (`conflict`);
- no overlap: history, accepted with its own bounds.

Contradictions found here add to the upstream count (`max_contradictions`). The decision
says which slot was derived and how, which values differ (written and normalised), which
interval overlapped and which reliability won.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import numpy as np

from ..decision import Reason
from ..embeddings import cosines, from_blob, to_blob
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import RuleSet
from ..store import Fact
from ..provenance import canonical_slot_part, iso, reliability
from ..name_keys import subject_keys
from ..slot_values import describe_differences, evidence_time, restates, value_differences
from ..slot_words import unmatched
from ..sentence_words import FIRST_PERSON
from ..slots import Reading, own_clauses, read, same_slot, stem
from ..text import STOP_WORDS, jaccard, speaks_of_user, trigrams, words
from ..values import Lexicon, equivalent, extract
from ..changes_told import changed_from, changed_to, compared_with_before, tells_change
from ..rephrase import acronym_aligned
from .compared import pair_cache

SIGNALS = ("trigram", "word", "cosine")
# why the candidate's embedding was not computed: the cosine signal could not change the outcome
SKIPS = {
    "empty_scope": "its namespace and domain hold no facts to compare it with",
    "explicit_slot": "it names its slot (subject and attribute) and so does every fact of its scope: the slots alone decide "
                     "what it is about, and a fact of another slot never duplicates, contradicts or supersedes it",
}
THRESHOLD_KEYS = {"trigram": "trigram_jaccard", "word": "word_jaccard", "cosine": "embedding_cosine"}
# how a fact no similarity threshold proposed came to be compared
PROPOSED = {"slot": "named the same explicit slot", "value": "no longer held, and states every value of the candidate",
            "name": "names the candidate's subject", "lineage": "what replaced a fact about the same thing"}
# at most this many facts naming the candidate's subject are proposed by the name alone (the most recent ones): at
# 64 the conflict stage's p90 at 10,000 facts went 10.8 -> 24.5 ms (trustgate bench), so the window is kept small
NAME_PROPOSALS = 16


@dataclass(frozen=True)
class Match:
    """A stored fact some signal proposed (signal "slot": named the candidate's explicit slot)."""

    fact: Fact
    signal: str
    score: float
    scores: dict
    anchored: bool = False  # a fact no longer held that states every value of the candidate


@dataclass(frozen=True)
class SlotMatch:
    """A proposal the slot confirmed: about the same thing as the candidate."""

    match: Match
    reading: Reading
    how: str
    differences: list
    equal: bool  # the same values: none differ, or (for a fact found by its values) it states every value of the candidate

    @property
    def fact(self) -> Fact:
        return self.match.fact


class ConflictCheck:
    name = "conflict"

    def __init__(self, rules: RuleSet):
        self.rules = rules
        c = rules.conflict
        self.thresholds = {"trigram": c.trigram_jaccard, "word": c.word_jaccard, "cosine": c.embedding_cosine}
        self.slot_cosine = c.slot_cosine
        self.reworded_cosine = c.reworded_cosine
        self.value_cosine = c.value_cosine
        self.same_value_cosine = c.same_value_cosine
        self.first_hand = set(c.first_hand)
        self.lexicon = Lexicon.default().extended(tuple(tuple(p) for p in rules.values.states))
        self.pairs = pair_cache((self.slot_cosine, self.reworded_cosine, self.value_cosine, self.same_value_cosine, self.lexicon))

    def ref(self, signal: str | None = None) -> str:
        return self.rules.ref("conflict", THRESHOLD_KEYS[signal]) if signal in THRESHOLD_KEYS else self.rules.stage_ref("conflict")

    def reading(self, text: str, subject: str | None, attribute: str | None) -> Reading:
        return read(text, subject, attribute, self.lexicon)

    # ---------------------------------------------------------------- matching
    def matches(self, cand: Candidate, ctx: Context, mine: Reading | None = None) -> list[Match]:
        """Facts of the candidate's scope that some signal matches, that name its explicit slot, or that no longer
        hold and share every one of its values (signal "value"); oldest first."""
        slot = _explicit(cand)
        anchors = _anchor_tokens(mine) if mine is not None and self.value_cosine is not None else frozenset()
        subject = subject_keys(cand.text, mine) if mine is not None and slot is None else ()
        if ctx.scan == "naive":
            rows = ctx.facts.scope(cand.namespace, cand.domain)
            skip = self.skip_embedding(cand, len(rows), sum(f.subject is None or f.attribute is None for f in rows))
            self._note_skip(ctx, skip)
            return self._scan(cand, ctx, rows, slot, anchors, subject, cosine=skip is None, user=_of_user(mine, slot)) if rows else []
        idx = ctx.index.get(cand.namespace, cand.domain)
        skip = self.skip_embedding(cand, len(idx), idx.unslotted)
        self._note_skip(ctx, skip)
        if not len(idx):
            return []
        text = cand.text
        sets = token_sets(text)
        named = set(idx.by_slot.get(slot, ())) if slot else set()
        valued = {i for i in idx.rows_with_words(anchors) if not idx.live(i, ctx.now)} if anchors else set()
        by_name = set(_latest(list(set().union(*(idx.rows_with_words(k) for k in subject))), idx.order_key)) if subject else set()
        if _of_user(mine, slot):
            by_name.update(_latest(list(idx.of_user), idx.order_key))
        hits = set(idx.jaccard_hits("trigram", sets[0], self.thresholds["trigram"]))
        hits.update(idx.jaccard_hits("word", sets[1], self.thresholds["word"]))
        hits.update(named)
        hits.update(valued)
        hits.update(by_name)
        cosines: dict[int, float] | None = None
        if self.thresholds["cosine"] is not None and skip is None:
            missing = idx.missing_vectors()
            if missing:
                for i, v in zip(missing, ctx.encode([f.text for f in idx.facts_at(missing)])):
                    idx.set_vector(i, v)
            # a fact is embedded once, and its vector kept in the store: the gate writes these on a write
            ctx.new_embeddings.update((idx.ids[i], to_blob(idx.unstored[i])) for i in sorted(idx.unstored))
            if ctx.vector is None:
                ctx.vector = ctx.embed(text)
            found, cosines = idx.cosine_search(ctx.vector, self.thresholds["cosine"], wanted=sorted(hits))
            hits.update(found)
        ordered = sorted(hits, key=lambda i: (idx.recorded[i], i))
        return [m for m in (self._match(text, sets, f, None if cosines is None else cosines.get(i), i in named, i in valued,
                                        i in by_name) for i, f in zip(ordered, idx.facts_at(ordered))) if m]

    def _match(self, text: str, sets: tuple[frozenset, frozenset], f: Fact, cos: float | None, named: bool = False,
               valued: bool = False, by_name: bool = False) -> Match | None:
        """The pair's scores (the candidate's token sets computed once by the caller) and its first signal."""
        theirs = token_sets(f.text)
        raw = {"trigram": jaccard(sets[0], theirs[0]), "word": jaccard(sets[1], theirs[1])}
        if cos is not None:
            raw["cosine"] = float(cos)
        scores = {k: round(v, 4) for k, v in raw.items()}
        hit = next((s for s in SIGNALS if self.thresholds[s] is not None and s in raw and raw[s] >= self.thresholds[s]), None)
        if hit is None and named:
            return Match(f, "slot", 1.0, scores, valued)
        if hit is None and valued:
            return Match(f, "value", scores.get("cosine", 0.0), scores, valued)
        if hit is None and by_name:
            return Match(f, "name", scores.get("cosine", 0.0), scores, valued)
        return Match(f, hit, scores[hit], scores, valued) if hit else None

    def skip_embedding(self, cand: Candidate, size: int, unslotted: int) -> str | None:
        """Why the candidate's vector cannot change this stage's outcome (a key of SKIPS), or None when it can.

        `size` counts the rows of its scope (believed or not) and `unslotted` those without an explicit slot.
        A fact is proposed by its explicit slot whatever its scores, and two explicit slots are the same slot
        exactly when they are equal (slots.same_slot never reads the cosine then): so when the candidate and every
        row name a slot, the cosine only changes which other-slot facts are listed in the scores."""
        if self.thresholds["cosine"] is None:
            return None
        if size == 0:
            return "empty_scope"
        if unslotted == 0 and _explicit(cand) is not None:
            return "explicit_slot"
        return None

    def _note_skip(self, ctx: Context, skip: str | None) -> None:
        if skip is not None:
            ctx.scores["embedding_skipped"] = {"reason": skip, "why": SKIPS[skip]}

    def _scan(self, cand: Candidate, ctx: Context, rows: list[Fact], slot: tuple[str, str] | None = None,
              anchors: frozenset[str] = frozenset(), subject: tuple[frozenset[str], ...] = (), *, cosine: bool = True,
              user: bool = False) -> list[Match]:
        """The full scan the index must agree with (kept for tests and the benchmark)."""
        cosines = self._cosines(cand, ctx, rows) if cosine else [None] * len(rows)
        sets = (trigrams(cand.text), words(cand.text))
        by_name = {f.id for f in _latest([f for f in rows if any(k <= words(f.text) for k in subject)], _order_key)} if subject else set()
        if user:
            by_name.update(f.id for f in _latest([f for f in rows if speaks_of_user(f.text)], _order_key))
        return [m for m in (self._match(cand.text, sets, f, c, slot is not None and (f.subject, f.attribute) == slot,
                                        bool(anchors) and anchors <= words(f.text) and not f.live(ctx.now), f.id in by_name)
                            for f, c in zip(rows, cosines)) if m]

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
        return list(cosines(np.vstack([from_blob(f.embedding) for f in rows]), ctx.vector))

    # ---------------------------------------------------------------- deciding
    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        mine = self.reading(cand.text, cand.subject, cand.attribute)
        matches = self.matches(cand, ctx, mine)
        if matches:  # the slot is reported when there was something to compare it with
            ctx.scores["slot"] = {"namespace": cand.namespace, "domain": cand.domain, **mine.describe()}
        best = max(matches, key=lambda m: m.score, default=None)
        if best:
            ctx.scores.update(best.scores)
        slot: list[SlotMatch] = []
        others: list[dict] = []
        moved_from = changed_from(cand.text) if matches else None
        moved_to = _moved_to(cand.text, mine) if matches and moved_from is None else None
        for m in matches:
            speakers = _other_speaker(cand, m.fact)
            if speakers:  # "my dentist" said for two people: two slots, whatever the words
                if len(others) < 5:
                    others.append({"fact": m.fact.id, "why": f"said in the first person for another actor ({speakers})"})
                continue
            found, how = self._compare(cand, mine, m, moved_from, moved_to)
            if found is not None:
                slot.append(found)
            elif len(others) < 5:
                others.append({"fact": m.fact.id, "why": how})
        slot, apart = _one_explicit_slot(slot, cand.text, mine)
        others.extend(apart[:max(0, 5 - len(others))])
        self._follow_lineage(slot, mine, ctx)
        if others:
            ctx.scores["other_slots"] = others  # proposed by similarity, about something else
        start, end = cand.start(ctx.now), cand.valid_to
        believed = [s for s in slot if s.fact.superseded_at is None]
        for s in believed:
            if s.equal and s.fact.overlaps(start, end):
                return self._reject(ctx, s, "duplicate", [s.fact.id],
                                    f"restates fact {s.fact.id} about the same thing ({s.how}) with the same values, "
                                    f"and their valid times overlap: {s.fact.text!r}")
        contradicted = sorted((s for s in believed if not s.equal and s.fact.overlaps(start, end)),
                              key=lambda s: (s.fact.valid_from, s.fact.recorded_at))
        ctx.found_contradictions = len(contradicted)
        if not contradicted:
            if slot:
                ctx.scores["conflict"] = {"outcome": "history", "facts": [s.fact.id for s in slot],
                                          "why": "same slot, but no valid-time overlap with a believed fact"}
            return []
        limit = self.rules.max_contradictions
        if cand.contradiction_count + len(contradicted) >= limit:
            return self._reject(ctx, contradicted[0], "max_contradictions", [s.fact.id for s in contradicted],
                                f"contradicts {len(contradicted)} current facts (plus {cand.contradiction_count} flagged upstream); "
                                f"the limit is under {limit}", ref=self.rules.ref("max_contradictions"))
        mine_r = ctx.reliability(cand.provenance)
        winners: list[tuple[SlotMatch, str]] = []
        for s in contradicted:
            f = s.fact
            if end is not None and f.valid_from >= end:
                continue  # the candidate's valid time was cut before this fact began
            theirs_r = ctx.reliability(f.provenance)
            rel = {"fact_reliability": round(theirs_r, 4), "candidate_reliability": round(mine_r, 4)}
            prior = next((p for p in slot if p.fact.id != f.id and p.equal
                          and (p.fact.superseded_at is not None or (p.fact.valid_to is not None and p.fact.valid_to <= f.valid_from))), None)
            if prior is not None:  # the candidate brings back a value the slot held before f
                fresh, when, why = self._fresh(cand, ctx, f)
                kind = cand.provenance.source_kind if cand.provenance else None
                first_hand = kind in self.first_hand and mine_r >= theirs_r
                if not (fresh and first_hand):
                    lacks = [x for x, ok in (("fresh", fresh), ("first-hand", first_hand)) if not ok]
                    return self._reject(
                        ctx, prior if prior.match.signal in THRESHOLD_KEYS else s, "stale", [prior.fact.id, f.id],
                        f"restates {prior.fact.text!r} ({prior.fact.id}), a value the slot no longer holds: {f.id} replaced it with "
                        f"{f.text!r} from {iso(f.valid_from)}; the candidate is not {' and '.join(lacks)} evidence ({why}; "
                        f"first-hand kinds: {', '.join(sorted(k.value for k in self.first_hand))}; reliability {mine_r:.3f} vs {theirs_r:.3f})",
                        ref=self.rules.ref("conflict", "first_hand"),
                        extra={"evidence_time": iso(when), "fact_valid_from": iso(f.valid_from), **rel, "revert_of": prior.fact.id})
                winners.append((s, f"the value came back: fresh first-hand evidence ({why}) after {f.id} began"))
                continue
            reported = self._reported_change(cand, ctx, s)
            if reported:
                winners.append((s, reported))
                continue
            if not s.reading.valued and mine.valued and s.reading.negated == mine.negated \
                    and unmatched(s.reading.frame, mine.frame | mine.names) <= s.reading.subject_names:
                # the stored fact named the slot without a value ("The API has a rate limit"): this refines it. Not
                # when one denies what the other affirms ("Iceland does not have a standing army" / "... has a
                # standing army of 4,000"), nor when the stored words say more than the candidate's ("Wimbledon is
                # played on grass courts" / "Wimbledon switched to hard courts": "grass" was its value)
                winners.append((s, f"gives the value {f.id} did not state"))
                continue
            between = f.valid_from > start and any(p.fact.valid_from <= start for p in slot if p.fact.id != f.id)
            newer_only = between and not self._better_source(cand, f, ctx)  # (a later report of an earlier time)
            if (mine_r > theirs_r and not newer_only) or (mine_r == theirs_r and start > f.valid_from):
                why = (f"more reliable ({mine_r:.3f} > {theirs_r:.3f})" if mine_r > theirs_r
                       else f"equally reliable and starts later ({iso(start)} > {iso(f.valid_from)})")
                winners.append((s, why + (": a correction that starts earlier" if start < f.valid_from else "")))
                continue
            if between:
                # a late observation: it falls between two facts of the slot, and held until f began
                end = f.valid_from if end is None or end > f.valid_from else end
                ctx.scores.setdefault("conflict", {})["late_observation"] = {
                    "before": f.id, "valid_to": iso(end), "why": f"{f.id} ({f.text!r}) holds from {iso(f.valid_from)} and wins "
                    f"(reliability {theirs_r:.3f} vs {mine_r:.3f}); the candidate is kept in history up to then"}
                continue
            kind = f.provenance.source_kind.value if f.provenance and f.provenance.source_kind else None
            return self._reject(ctx, s, "conflict", [f.id],
                                f"contradicts fact {f.id} about the same thing ({s.how}): {describe_differences(s.differences)}; "
                                f"valid times overlap ({iso(start)}.. vs {iso(f.valid_from)}..{iso(f.valid_to) or ''}); the fact wins: "
                                + (f"more reliable ({theirs_r:.3f} > {mine_r:.3f})" if theirs_r > mine_r else
                                   f"equally reliable ({mine_r:.3f}) and it does not start earlier ({iso(f.valid_from)} >= {iso(start)})"),
                                ref=self.rules.ref("source_kinds", kind) if kind and theirs_r > mine_r else self.ref(s.match.signal),
                                extra={**rel, "fact_valid_from": iso(f.valid_from)})
        if end != cand.valid_to:
            ctx.clipped_valid_to = end
        ctx.supersedes.extend(s.fact.id for s, _ in winners)
        ctx.scores["conflict"] = {**ctx.scores.get("conflict", {}), "outcome": "update" if winners else "history",
                                  "supersedes": [{"fact": s.fact.id, "how": s.how, "values": s.differences, "why": why} for s, why in winners]}
        return []

    def _better_source(self, cand: Candidate, f: Fact, ctx: Context) -> bool:
        """Is the candidate's source more reliable than the fact's with their ages left out (each read as of its own
        observation)? A candidate that is more reliable only because it was observed later, and whose valid time
        starts between two facts of the slot, is a late observation of that earlier time, not a correction of what
        came after it (DESIGN section 4)."""
        def fresh(prov: Any) -> float:
            if prov is None or prov.source_kind is None:
                return 0.0
            kind = self.rules.source_kinds[prov.source_kind]
            return reliability(prov, kind.weight, kind.half_life_days, prov.observed_at)
        return fresh(cand.provenance) > fresh(f.provenance)

    def _compare(self, cand: Candidate, mine: Reading, m: Match, moved_from: str | None,
                 moved_to: str | None) -> tuple[SlotMatch | None, str]:
        """The proposed fact as a match of the candidate's slot (None when it is about something else), and how that
        was decided; kept per pair (compared.py) by all that decides it (`mine` is the reading of the candidate's text)."""
        f = m.fact
        key = (cand.text, cand.subject, cand.attribute, f.text, f.subject, f.attribute, m.scores.get("cosine"),
               m.signal == "name", m.anchored, moved_from, moved_to)
        theirs, how, diffs, equal = self.pairs.get(key, lambda: self._compared(cand, mine, m, moved_from, moved_to))
        return (None if theirs is None else SlotMatch(m, theirs, how, diffs, equal)), how

    def _compared(self, cand: Candidate, mine: Reading, m: Match, moved_from: str | None,
                  moved_to: str | None) -> tuple[Reading | None, str, list, bool]:
        theirs = self.reading(m.fact.text, m.fact.subject, m.fact.attribute)
        aligned = None if mine.explicit or theirs.explicit else acronym_aligned(cand.text, m.fact.text)
        if aligned is not None:  # "Fellside MRT" / "Fellside Mountain Rescue Team": one name, both read with its initials
            mine, theirs = self.reading(aligned[0], cand.subject, cand.attribute), self.reading(aligned[1], None, None)
        # a fact proposed by its subject's names alone is the same slot by its words only: the cosine thresholds
        # for rewordings were set on pairs that similarity proposes
        args = (m.scores.get("cosine"), self.slot_cosine, None if m.signal == "name" else self.reworded_cosine,
                self.value_cosine if m.anchored else None)
        same_value = None if m.signal == "name" else self.same_value_cosine
        same, how = same_slot(mine, theirs, *args, same_value_cosine=same_value)
        if not same and not theirs.explicit:
            # a stored fact of two statements ("... stays open until 5 pm, and visitors need a ticket"): each is
            # compared on its own, the cosine of the whole kept
            for part in own_clauses(m.fact.text):
                r = self.reading(part, None, None)
                same_part, how_part = same_slot(mine, r, *args, same_value_cosine=same_value)
                if same_part:
                    theirs, same, how = r, True, f"{how_part}, in its statement {part!r}"
                    break
        if not same:
            return None, how, [], False
        if aligned is not None:
            how = f"{how} (initials read as the words they stand for)"
        diffs = self._differences(mine, theirs, m.fact.text, moved_from, moved_to)
        return theirs, how, diffs, not diffs or (m.anchored and restates(mine, theirs))

    def _differences(self, mine: Reading, theirs: Reading, stored: str, moved_from: str | None, moved_to: str | None) -> list:
        """`value_differences`, and a change one side tells that the other's values do not show: the candidate changes
        from the stored value or to words the stored fact does not say, or the stored fact is a change the candidate
        restates from its old end."""
        diffs = value_differences(mine, theirs)
        if diffs:
            return diffs
        if moved_from is not None and _says_value(moved_from, theirs, self.lexicon):
            # "my son has moved from goal to left back" is no restatement of "my son plays in goal"
            return [{"kind": "changed", "candidate": f"changed from {moved_from}", "fact": moved_from}]
        if moved_to is not None and not _says_value(moved_to, theirs, self.lexicon):
            # "I've switched my violin over to gut strings" is no restatement of "my violin is strung with
            # synthetic-core strings": a change to words the stored fact does not say
            return [{"kind": "changed", "candidate": f"changed to {moved_to}", "fact": None}]
        than = compared_with_before(mine.text)
        if than is not None and compared_with_before(stored) is None:
            # "now stays open an hour later than it used to" against "closes at 5 pm": the value has changed from the
            # stored one, to one the candidate does not state
            return [{"kind": "changed", "candidate": than, "fact": None}]
        was = changed_from(stored) if moved_from is None else None
        if was is not None and _says_value(was, mine, self.lexicon) and not _says_new(stored, mine, self.lexicon):
            # the stored fact is the change ("practice has moved from Tuesday to Thursday"): a candidate that says the
            # value it was changed from ("they practise on Tuesdays") restates what no longer holds
            return [{"kind": "changed", "candidate": was, "fact": f"changed from {was}"}]
        return []

    def _follow_lineage(self, slot: list[SlotMatch], mine: Reading, ctx: Context) -> None:
        """Supersession links a fact to what replaced it: the successor of a fact about this slot is about it too,
        however it is worded (a restatement of an old value is compared with what holds now)."""
        known = {s.fact.id for s in slot}
        for s in list(slot):
            if s.fact.superseded_at is None and s.fact.restates is None:
                continue
            nxt = ctx.facts.successor(s.fact)
            if nxt is None or nxt.id in known:
                continue
            known.add(nxt.id)
            theirs = self.reading(nxt.text, nxt.subject, nxt.attribute)
            moved_from = changed_from(mine.text)
            diffs = self._differences(mine, theirs, nxt.text, moved_from, None if moved_from is not None else _moved_to(mine.text, mine))
            slot.append(SlotMatch(Match(nxt, "lineage", 1.0, {}), theirs, f"replaced {s.fact.id}, which is about the same thing ({s.how})",
                                  diffs, not diffs))

    def _reported_change(self, cand: Candidate, ctx: Context, s: SlotMatch) -> str | None:
        """"The school has moved Year 3's PE from Thursdays to Mondays" against "Year 3's PE day is Thursday": a change
        made from the value the fact holds, reported first-hand (`conflict.first_hand`) after the fact began, says the
        fact has been replaced, whichever source is the more reliable: the report knows the old value and tells what
        became of it. So does a change told as an event without its old value ("Oak Lane has put its oat milk up to
        £2.10" against "Oak Lane sells oat milk at £1.80"), first-hand and after the fact began: who saw the change
        says the fact's value no longer holds. A web page saying so is weighed by reliability as any contradiction is."""
        kind = cand.provenance.source_kind if cand.provenance else None
        if kind not in self.first_hand:
            return None
        old = changed_from(cand.text)
        if old is not None and not _says_value(old, s.reading, self.lexicon) or old is None and not tells_change(cand.text):
            return None
        fresh, _, why = self._fresh(cand, ctx, s.fact)
        if not fresh:
            return None
        if old is None:  # "has put its oat milk up to £2.10": the value it changed from is the one the fact holds
            return f"a first-hand report ({kind.value}, {why}) of a change to a new value after {s.fact.id} began"
        return f"a first-hand report ({kind.value}, {why}) of a change from the value {s.fact.id} holds ({old!r})"

    def _fresh(self, cand: Candidate, ctx: Context, current: Fact) -> tuple[bool, object, str]:
        """Is the candidate's evidence from after `current` began? (answer, its time, where that time came from)."""
        p = cand.provenance
        if cand.valid_from is not None:
            when, why = cand.valid_from, f"valid_from {iso(cand.valid_from)}"
        else:
            dated = evidence_time(p.source_span if p else None, ctx.now)
            if dated is not None:
                when, why = dated
            elif p is not None and p.observed_at is not None:
                when, why = p.observed_at, f"observed_at {iso(p.observed_at)}"
            else:
                when, why = ctx.now, "no date given: now"
        return when > current.valid_from, when, why

    def _reject(self, ctx: Context, s: SlotMatch, rule: str, against: list[str], message: str, *, ref: str | None = None,
                extra: dict | None = None) -> list[Reason]:
        m = s.match
        ctx.against.extend(against)
        ctx.scores.update(m.scores)
        threshold = self.thresholds.get(m.signal)
        details = {"signal": m.signal, "score": m.score, "threshold": threshold, "fact": m.fact.id, "slot": s.how,
                   "differences": s.differences, "fact_interval": [iso(m.fact.valid_from), iso(m.fact.valid_to)], **(extra or {})}
        found = f"matched by {m.signal} {m.score:.3f} >= {threshold}" if threshold is not None else PROPOSED[m.signal]
        return [Reason(rule, f"{message} [{found}]", ref or self.ref(m.signal), details)]


@lru_cache(maxsize=4096)
def token_sets(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """A text's trigrams and words, the lexical signals' token sets, kept per text (a few thousand, about 5 KB each): a
    stored fact the lookups propose to many candidates, or again when a candidate is decided twice (a dry run, then the
    write), is tokenised once (issue 19)."""
    return trigrams(text), words(text)


def _moved_to(text: str, r: Reading) -> str | None:
    """What a change told as an event made it into, for a statement without typed values (see `changed_to`)."""
    return changed_to(text) if not r.values else None


def _says_new(change: str, r: Reading, lexicon: Lexicon) -> bool:
    """Does the reading say the value a stored change was made to ("moved from Tuesday to Thursday": "Thursday")?"""
    new = changed_to(change)
    return new is not None and _says_value(new, r, lexicon)


def _says_value(old: str, r: Reading, lexicon: Lexicon) -> bool:
    """Does `old` (what a change was made from) say the reading's value: a typed value equal to one of its values, or
    words that are all the reading's own ("Thursdays" / "... is Thursday")?"""
    said = extract(old, lexicon)
    if said:
        return any(equivalent(x, y) for x in said for y in r.values)
    ws = frozenset(stem(w) for w in words(old) if w not in STOP_WORDS)
    return bool(ws) and not unmatched(ws, r.words)


def _anchor_tokens(r: Reading) -> frozenset[str]:
    """The word tokens a stored fact must hold to state every value of the reading: the digits of its typed values
    and the words of its names (a fact found this way is then compared value by value)."""
    out: set[str] = set()
    for v in r.values:
        out.update(t for t in words(v.text) if any(ch.isdigit() for ch in t))
    for n in r.names:
        out.update(words(n))
    return frozenset(out)


def _latest(items: list, key) -> list:
    """The NAME_PROPOSALS items whose facts were recorded last, `key` giving (transaction time, fact id) of an item:
    the index and the full scan pick the same ones."""
    return sorted(items, key=key)[-NAME_PROPOSALS:]


def _order_key(f: Fact) -> tuple:
    return f.recorded_at, f.id


def _of_user(r: Reading | None, slot: tuple[str, str] | None) -> bool:
    """A candidate about the user ("I just moved to Amsterdam", "The user drives a Kia"): the NAME_PROPOSALS facts
    recorded last that speak of the user are compared too, however they are worded ("I live in Utrecht" shares no
    word with it; "I" is a stop word of the lexical signals)."""
    return r is not None and slot is None and r.subject == frozenset({FIRST_PERSON})


def _one_explicit_slot(slot: list[SlotMatch], text: str, mine: Reading) -> tuple[list[SlotMatch], list[dict]]:
    """Facts that name different explicit slots are about different things, so a candidate that names no slot is about
    one of them at most: the one whose subject and attribute its own words name best, and none when two are named as
    well ("the main hall now costs £20 an hour" is no update of the meeting room's hourly rate, however alike the two
    facts read). Returns the matches kept and, for the decision, why the others were set apart."""
    named: dict[tuple[str, str], list[SlotMatch]] = {}
    for s in slot:
        if s.fact.subject and s.fact.attribute:
            named.setdefault((s.fact.subject, s.fact.attribute), []).append(s)
    if mine.explicit or len(named) < 2:
        return slot, []
    said = {stem(w) for w in words(text)}

    def named_share(key: tuple[str, str]) -> float:
        wanted = {stem(w) for part in key for w in words(part.replace("_", " ")) if w not in STOP_WORDS}
        return len(wanted & said) / len(wanted) if wanted else 0.0

    share = {key: named_share(key) for key in named}
    best = max(share.values())
    winners = [key for key, v in share.items() if v == best]
    kept = winners[0] if len(winners) == 1 else None
    apart = [{"fact": s.fact.id, "why": f"another explicit slot ({'/'.join(key)}): the text names "
              + (f"{'/'.join(kept)} better ({best:.2f} of its words against {share[key]:.2f})" if kept
                 else f"several explicit slots as well ({best:.2f} of their words)")}
             for key, ms in named.items() if key != kept for s in ms]
    return [s for s in slot if not (s.fact.subject and s.fact.attribute) or (s.fact.subject, s.fact.attribute) == kept], apart


def _explicit(cand: Candidate) -> tuple[str, str] | None:
    if cand.subject is None or cand.attribute is None:
        return None
    return canonical_slot_part(cand.subject) or "", canonical_slot_part(cand.attribute) or ""


def _with_embedding(f: Fact, blob: bytes) -> Fact:
    return replace(f, embedding=blob)


# the singular first person ("my", "me", "mine"; "I" and "the user" by `speaks_of_user`): whose it is depends on who
# says it ("we" / "our" may be shared by a household)
_MY = re.compile(r"\b(?:my|me|mine)\b", re.IGNORECASE)


def _other_speaker(cand: Candidate, fact: Fact) -> str | None:
    """Both texts in the singular first person, written for two different actors (provenance.actor): "My dentist is Dr
    Okafor" for Ana and "My dentist is Dr Patel" for Sam are about two people's dentists. None when either actor is
    not given, the actors are the same, or both name their slot (explicit slots decide by themselves)."""
    mine, theirs = cand.provenance.actor if cand.provenance else None, fact.provenance.actor if fact.provenance else None
    if not mine or not theirs or mine.strip().casefold() == theirs.strip().casefold():
        return None
    if cand.subject and cand.attribute and fact.subject and fact.attribute:
        return None
    if not all(speaks_of_user(t) or _MY.search(t) for t in (cand.text, fact.text)):
        return None
    return f"{mine} vs {theirs}"
