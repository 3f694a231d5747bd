"""Which side of a change a claim's value is on, and what the claim says happens to the thing changed.

Contract. `change_findings(claim, parsed)` looks only at records with a side (a terraform plan, a unified diff,
helm diff: spans.py reads them with changes.py) and returns (findings, confirmed words):
- a value the claim gives as the old one ("from t3.large", "was 4", "instead of 2.13.0") must be on the old side of
  the change, and a value it gives as the result ("to t3.medium", "will be", no marker at all) on the new side; a
  value only on the old side is what the thing stops being, so a claim may state it only as old, or as removed
  ("the legacy-ssh group will be removed");
- a claim that says the thing is created (created, added, new) or destroyed (destroyed, removed, deleted) must say
  what the plan does to the row its value is in;
- a claim that says a number goes up (raises, increases, scales up) or down (lowers, reduces, downsizes) must agree
  with the two sides of that field.
Confirmed words are the claim's create / destroy words the change bears out ("a new bucket" for one the plan
creates): found, though never printed.

Why: both sides of a change are in the output, so value lookup alone grounds a claim that reads the change
backwards ("changes from t3.medium to t3.large" against `"t3.large" -> "t3.medium"`).
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..values import Value
from .base import Finding
from .claim import Claim
from .record_values import matches

_OLD = frozenset("from was were previously formerly replacing replaces replaced instead old".split())
_NEW = frozenset("to into becomes become now will be being new".split())
_CREATE = frozenset("create creates created creating add adds added adding new introduces introduced".split())
_DESTROY = frozenset("destroy destroys destroyed destroying delete deletes deleted deleting remove removes removed "
                     "removing".split())
_UP = frozenset("rise rises rose rising raise raises raised raising double doubles doubled increase increases increased increasing grow grows grew bump bumps "
                "bumped upgrade upgrades upgraded upsize upsizes upsized".split())
_DOWN = frozenset("lower lowers lowered lowering reduce reduces reduced reducing decrease decreases decreased shrink "
                  "shrinks shrank cut cuts drop drops dropped downsize downsizes downsized downgrade downgrades downgraded".split())


def _said_as(v: Value, text: str) -> str:
    """"old" when the nearest marker word of the three before v gives it as the old value ("from", "was"), "new"
    for "to", "becomes", "will be", "" when none."""
    for w in reversed(re.findall(r"[a-z]+", text[:v.start].lower())[-3:]):
        if w in _OLD:
            return "old"
        if w in _NEW:
            return "new"
    return ""


def _number(r: sp.Record) -> float | None:
    for x in r.values:
        if x.kind in ("number", "quantity", "money", "duration"):
            try:
                return float(x.norm)  # type: ignore[arg-type]
            except (TypeError, ValueError):
                return None
    return None


def change_findings(claim: Claim, parsed: sp.Parsed) -> tuple[list[Finding], set[str]]:
    sided = [r for r in parsed.records if r.side]
    if not sided:
        return [], set()
    words = set(claim.tokens)
    creates, destroys = words & _CREATE, words & _DESTROY
    findings: list[Finding] = []
    confirmed: set[str] = set()
    for v in claim.values:
        if v.kind == "state":
            continue
        hits = [r for r in parsed.records if (r.side or r.action) and matches(v, r, claim.text)]
        old = [r for r in hits if r.side == "old"]
        new = [r for r in hits if r.side in ("new", "")]
        if not hits:
            continue
        said = _said_as(v, claim.text)
        if said == "old" and new and not old:
            findings.append(Finding("contradicted", f"'{v.text}' is what the {new[0].field} becomes; the claim gives it "
                                                    f"as the value before the change", v.text))
        elif said != "old" and old and not new and not destroys:
            findings.append(Finding("contradicted", f"'{v.text}' is the {old[0].field} before the change, not after it",
                                    v.text))
        actions = {r.action for r in hits}
        if actions == {"created"} and destroys and not creates:
            findings.append(Finding("contradicted", f"the claim says {'/'.join(sorted(destroys))}; "
                                                    f"{hits[0].row or 'it'} is created", v.text))
        elif actions == {"destroyed"} and creates and not destroys:
            findings.append(Finding("contradicted", f"the claim says {'/'.join(sorted(creates))}; "
                                                    f"{hits[0].row or 'it'} is destroyed", v.text))
        elif "created" in actions and creates:
            confirmed |= creates
        elif "destroyed" in actions and destroys:
            confirmed |= destroys
    acted, agreed = _thing_action(parsed, words, creates, destroys)
    return findings + _direction(claim, sided, words) + acted, confirmed | agreed


def _thing_action(parsed: sp.Parsed, words: set[str], creates: set[str],
                  destroys: set[str]) -> tuple[list[Finding], set[str]]:
    """The thing the claim names most (by the words of its name: "the web-cache ConfigMap"), when the claim says it is
    created or destroyed and the change does the other (or the same: the claim's words are then borne out)."""
    if bool(creates) == bool(destroys):
        return [], set()
    actions = {r.row: r.action for r in parsed.records if r.row and r.action}
    score = {row: len(set(cl.words_of(row)) & words) for row in actions}
    best = max(score.values(), default=0)
    named = [row for row in actions if score[row] == best]
    if best == 0 or len(named) != 1:
        return [], set()
    said, does = ("created", "destroyed") if creates else ("destroyed", "created")
    if actions[named[0]] == does:
        return [Finding("contradicted", f"the claim says {named[0]} is {said}; the change has it {does}", named[0])], set()
    return [], (creates | destroys) if actions[named[0]] == said else set()


def _direction(claim: Claim, sided: list[sp.Record], words: set[str]) -> list[Finding]:
    """A claim that says a field goes up or down, against the numbers on the two sides of a field it names by a
    value it gives (either side's)."""
    up, down = bool(words & _UP), bool(words & _DOWN)
    if up == down:
        return []
    out = []
    for v in claim.values:
        for r in sided:
            if not matches(v, r, claim.text):
                continue
            other = [x for x in sided if x.path == r.path and x.row == r.row and x.side and x.side != r.side]
            sides = {r.side: r, **{x.side: x for x in other[:1]}}
            if set(sides) != {"old", "new"}:
                continue
            a, b = _number(sides["old"]), _number(sides["new"])
            if a is not None and b is not None and a != b and (b > a) != up:
                out.append(Finding("contradicted", f"the {r.field} goes from '{sides['old'].raw}' to "
                                                   f"'{sides['new'].raw}'; the claim says it goes {'up' if up else 'down'}", v.text))
                return out
    return out
