"""Replaying a logged decision: did anything but the rules change it?

`replay(store, decision_id)` runs the logged candidate again (a dry run: nothing is stored or
logged) at the decision's own time, against the rule file it was decided with (its text is
kept in the log by sha256, see audit.py) and against the store as it stood just before the
decision: only the fact rows the log had written by then, closed only where their successor
existed (`PastView`), so an accepted decision does not meet its own fact. A replay with the
same rules therefore reproduces the decision; `rules=` replays against other rules, and the
result says which effective settings differ and how the verdict moved. The MCP and HTTP faces
call this too, so the comparison lives here and not in the CLI.

The log never holds a credential or a masked personal value: it holds `[REDACTED:kind]` in
its place. A marker is the log's record that a value of that kind stood there, so the
replay's intake counts it as one (`_LoggedValues`) and applies the replayed rules' policy
for that kind; the rest of intake runs on the logged text. What a replay cannot reproduce:
an llm stage (the model answers again) and a write refused because the clock was behind the
store (`conflict.clock: refuse`, decided by the gate after the stages).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator

from .audit import AuditLog, LogEntry
from .decision import Decision, Reason
from .embeddings import Embedder
from .errors import CandidateError, TrustgateError
from .gate import Gate
from .pipeline import Context
from .provenance import Candidate
from .rules import RuleSet, builtin_rules, load_rules, parse_rules
from .screening import PERSONAL_FIELDS, ValueHit, value_reasons
from .stages.intake import Intake
from .store import FactReader, PastView, Store

CHANGES_SHOWN = 20  # differing rule settings listed before "... and N more"


@dataclass(frozen=True)
class Replay:
    entry: LogEntry
    replayed: Decision
    rules: RuleSet  # what the replay ran against
    logged_rules: RuleSet | None  # what the decision was made with (None: not kept in this log)
    known_facts: int  # fact rows the store held just before the decision

    @property
    def logged(self) -> Decision:
        return self.entry.decision

    @property
    def unchanged(self) -> bool:
        return outcome(self.logged) == outcome(self.replayed)

    def differences(self) -> list[str]:
        """How the replayed decision differs from the logged one, one line per field."""
        old, new = outcome(self.logged), outcome(self.replayed)
        return [f"{name}: {a} -> {b}" for name, a, b in zip(("verdict", "stage", "rules fired"), old, new) if a != b]

    def rule_changes(self) -> list[str]:
        """The effective settings in which the replay's rules differ from the logged ones."""
        if self.logged_rules is None or self.logged_rules.sha256 == self.rules.sha256:
            return []
        return settings_diff(self.logged_rules.effective(), self.rules.effective())

    def to_dict(self) -> dict[str, Any]:
        return {"decision_id": self.logged.decision_id, "unchanged": self.unchanged, "logged": self.logged.to_dict(),
                "replayed": self.replayed.to_dict(), "differences": self.differences(), "rule_changes": self.rule_changes(),
                "known_facts": self.known_facts}


def outcome(d: Decision) -> tuple[str, str, list[str]]:
    """What a replay compares: verdict, stage, and the rules that fired, in order."""
    return d.verdict, d.stage or "-", [r.rule for r in d.reasons]


class _Unset:
    def __repr__(self) -> str:
        return "(not set)"


UNSET = _Unset()


def settings_diff(old: Any, new: Any, key: str = "") -> list[str]:
    """`key: old -> new` for every leaf setting that differs between two effective rule trees."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for k in sorted(set(old) | set(new), key=str):
            out += settings_diff(old.get(k, UNSET), new.get(k, UNSET), f"{key}.{k}" if key else str(k))
        return out
    return [] if old == new else [f"{key or '(top level)'}: {old!r} -> {new!r}"]


def logged_rules(log: AuditLog, entry: LogEntry) -> RuleSet | None:
    """The rule set a decision was made with, rebuilt from the text the log kept (None if it kept none)."""
    sha = entry.decision.rules_sha256
    builtin = builtin_rules()
    if sha == builtin.sha256:
        return builtin
    kept = log.rule_file(sha)
    if kept is None:
        return None
    path, text = kept
    return parse_rules(text, entry.rules_path or path or "<logged>", sha)


MARKER = re.compile(r"\[REDACTED:([^\]\s]+)\]")  # what Screen.mask leaves where it masked a value


class _LoggedValues:
    """Intake for a replay: each redaction marker of the logged candidate counts as a value of its kind."""

    name = "intake"

    def __init__(self, intake: Intake):
        self.intake = intake

    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        reasons = self.intake(cand, ctx)
        marked = value_reasons(self._hits(cand), self.intake.rules.ref)
        if not marked:
            return reasons
        rules = {r.rule for r in marked}
        return marked + [r for r in reasons if r.rule not in rules]

    def _hits(self, cand: Candidate) -> list[ValueHit]:
        settings = self.intake.rules.intake
        fields = {"text": cand.text, "domain": cand.domain, "namespace": cand.namespace}
        if cand.provenance:
            fields.update({f"provenance.{k}": getattr(cand.provenance, k) for k in ("source_id", "source_span", "actor", "agent")})
        hits = []
        for field, value in fields.items():
            for kind in dict.fromkeys(MARKER.findall(value or "")):
                if kind in self.intake.screen.secrets:
                    hits.append(ValueHit("credential", kind, ("intake", "secrets", kind), field, settings.credential_action))
                elif kind in settings.personal_data and field in PERSONAL_FIELDS:
                    hits.append(ValueHit(kind, kind, ("intake", "personal_data", kind, "pattern"), field,
                                         settings.personal_data[kind].action))
        return hits


class _PastGate(Gate):
    """A gate whose stages read a past state of the store (dry runs only; the full scan, no index)."""

    def __init__(self, rules: RuleSet, store: Store, past: FactReader, embedder: Embedder | None):
        super().__init__(rules, store, embedder=embedder, conflict_scan="naive")
        self._past = past
        self.stages = [_LoggedValues(s) if isinstance(s, Intake) else s for s in self.stages]

    def loaded_embedder(self) -> Embedder | None:
        return self._embedder

    def context(self, cand: Candidate, now: datetime, *, dry_run: bool) -> Context:
        return replace(super().context(cand, now, dry_run=dry_run), facts=self._past)


def replay(store: Store, decision_id: str, rules: RuleSet | str | Path | None = None, *,
           embedder: Embedder | None = None) -> Replay:
    """Replay one logged decision; `rules` None replays against the rules it was logged with."""
    log = AuditLog(store)
    entry = log.get(decision_id)
    return _replay(store, log, entry, log.known_before(entry), _chosen(rules), {} if embedder is None else {None: embedder})


def replay_all(store: Store, rules: RuleSet | str | Path | None = None, *, embedder: Embedder | None = None) -> Iterator[Replay]:
    """Replay every logged decision, oldest first (one pass over the log; one model per embedder setting)."""
    log = AuditLog(store)
    chosen = _chosen(rules)
    embedders: dict[Any, Embedder] = {} if embedder is None else {None: embedder}
    for entry, known in log.timeline():
        yield _replay(store, log, entry, known, chosen, embedders)


def _chosen(rules: RuleSet | str | Path | None) -> RuleSet | None:
    return None if rules is None else rules if isinstance(rules, RuleSet) else load_rules(rules)


def _replay(store: Store, log: AuditLog, entry: LogEntry, known: set[str], chosen: RuleSet | None,
            embedders: dict[Any, Embedder]) -> Replay:
    then = logged_rules(log, entry)
    if chosen is None:
        if then is None:
            raise TrustgateError(f"the rule file of decision {entry.decision.decision_id} (sha256 {entry.decision.rules_sha256[:12]}...) "
                                 "is not kept in this log (it was written before rule files were kept); give --rules FILE")
        chosen = then
    setting = chosen.conflict.embedder.model_dump_json()
    gate = _PastGate(chosen, store, PastView(store, known), embedders.get(None) or embedders.get(setting))
    try:
        new = gate.check(entry.candidate or {}, now=entry.decision.decided_at)
    except CandidateError as exc:
        raise TrustgateError(f"decision {entry.decision.decision_id}: its logged candidate cannot be replayed: {exc}") from None
    if gate.loaded_embedder() is not None:  # the model the gate loaded serves the next replay with the same setting
        embedders.setdefault(setting, gate.loaded_embedder())
    return Replay(entry, new, chosen, then, len(known))
