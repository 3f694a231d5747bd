"""Properties of slots and typed values (issue 13), through the real gate and the real model.

- Duplicate detection does not depend on which wording came first: for sentence pairs from
  a small grammar (subjects, attributes, values in several equal writings), A stored then B
  checked is a duplicate exactly when B stored then A checked is.
- One value written in two equal forms ("2k" / "two thousand", "50%" / "half") is a duplicate.
- However writes to explicit slots arrive (values, kinds, valid times, bounded or not), the
  store never holds two current facts with different values in one slot.
- A write never makes a fact of another slot non-current (derived and explicit slots).

Each test shares one gate (one SQLite file) across its examples; every example works in a
domain of its own, so examples never see each other's facts. The grammar keeps to values
that are all stated (a value-less sentence is, by design, a duplicate of a valued one in one
direction only: DESIGN section 4) and to forms values.py documents as equal.
"""

from __future__ import annotations

import itertools
import re
from datetime import datetime, timedelta

from conftest import NOW, cand, prov
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from trustgate.provenance import canonical_slot_part, iso

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_domains = itertools.count()


def fresh_domain(prefix: str) -> str:
    return f"{prefix}-{next(_domains)}"


# ------------------------------------------------------------------------------ a small grammar
# Each kind: sentence templates about one attribute, and groups of equal writings of one value.
KINDS = {
    "count": (["{s} holds {v} messages.", "{s} currently holds {v} messages."],
              [["2000", "2,000", "2k", "two thousand"], ["3000", "3,000", "3k", "three thousand"], ["12", "twelve", "a dozen"]]),
    "share": (["{s} uses {v} of its quota.", "{s} is using {v} of its quota."],
              [["50%", "half", "fifty percent", "50 percent"], ["25%", "a quarter", "25 percent"]]),
    "wait": (["{s} times out after {v}.", "{s} gives up after {v}."],
             [["30 minutes", "thirty minutes", "1800 seconds", "0.5 hours"], ["2 hours", "two hours", "120 minutes"]]),
    "size": (["{s} has {v} of RAM.", "{s} is fitted with {v} of RAM."],
             [["2 GB", "2000 MB", "2 gigabytes"], ["1.5 million bytes", "1,500,000 bytes"]]),
    "state": (["{s} is {v}.", "For now, {s} is {v}."],
              [["disabled", "not enabled"], ["enabled", "not disabled"]]),
}
SUBJECTS = ["the ingest queue", "the nightly export", "Server Alpha", "the Oslo office printer"]


@st.composite
def statements(draw, kind=None, subject=None):
    """(subject, kind, template, value group, form) of one sentence."""
    kind = kind or draw(st.sampled_from(sorted(KINDS)))
    templates, groups = KINDS[kind]
    group = draw(st.integers(0, len(groups) - 1))
    return (subject or draw(st.sampled_from(SUBJECTS)), kind, draw(st.sampled_from(templates)), group,
            draw(st.sampled_from(groups[group])))


def sentence(stmt) -> str:
    subject, _, template, _, form = stmt
    text = template.format(s=subject, v=form)
    return text[0].upper() + text[1:]


@st.composite
def pairs(draw):
    """Two sentences, mostly about the same subject and attribute (where duplicates can happen)."""
    a = draw(statements())
    same_subject, same_kind = draw(st.booleans()) or draw(st.booleans()), draw(st.integers(0, 3)) > 0
    b = draw(statements(kind=a[1] if same_kind else None, subject=a[0] if same_subject else None))
    return sentence(a), sentence(b)


def is_duplicate(gate, stored: str, checked: str) -> bool:
    domain = fresh_domain("pair")
    gate.write(cand(stored, domain))
    d = gate.check(cand(checked, domain))
    return d.verdict == "reject" and d.reasons[0].rule == "duplicate"


@SETTINGS
@given(pairs())
def test_duplicate_detection_does_not_depend_on_the_order(gate, pair):
    a, b = pair
    forward = is_duplicate(gate, a, b)
    event(f"duplicate: {forward}")
    assert forward == is_duplicate(gate, b, a), (a, b)


@st.composite
def equal_forms(draw):
    subject, kind, template, group, first = draw(statements())
    second = draw(st.sampled_from(KINDS[kind][1][group]))
    return sentence((subject, kind, template, group, first)), sentence((subject, kind, template, group, second))


@SETTINGS
@given(equal_forms())
def test_a_value_in_two_equal_forms_is_a_duplicate(gate, pair):
    a, b = pair
    assert is_duplicate(gate, a, b), (a, b)


# ------------------------------------------------------------------------------ sequences of writes
PROVENANCES = [
    dict(kind="user_direct", evidence=1, confidence=0.9),
    dict(kind="user_direct", evidence=3, confidence=0.95),
    dict(kind="tool_output", evidence=1, confidence=0.85),
    dict(kind="doc_reference", evidence=2, confidence=0.8),
    dict(kind="web_search", evidence=2, confidence=0.75),
    dict(kind="agent_inference", evidence=1, confidence=0.7),
]
SLOT_SUBJECTS = ["deploy/checkout", "Alice Smith", "svc-ledger"]
SLOT_ATTRIBUTES = ["replicas", "timeout_s"]
VALUE_TEXTS = ["{n}.", "Set to {n}.", "Now {n}, per the dashboard.", "Configured as {n} by the platform team.", "The figure is {n}."]


@st.composite
def timing(draw) -> dict:
    """valid_from some days before now (observed then), sometimes bounded."""
    start = NOW - timedelta(days=draw(st.integers(0, 60)))
    out = {"valid_from": iso(start), "observed": iso(start)}
    if draw(st.integers(0, 3)) == 0:
        out["valid_to"] = iso(start + timedelta(days=draw(st.integers(1, 30))))
    return out


@st.composite
def explicit_writes(draw):
    """(slot, value, text, provenance, timing) of one write to an explicit slot."""
    slot = (draw(st.sampled_from(SLOT_SUBJECTS)), draw(st.sampled_from(SLOT_ATTRIBUTES)))  # stored case-folded: see canonical()
    n = draw(st.integers(1, 6))
    return slot, n, draw(st.sampled_from(VALUE_TEXTS)).format(n=n), draw(st.sampled_from(PROVENANCES)), draw(timing())


def submit(gate, domain: str, text: str, p: dict, when: dict, slot=None):
    extra = {"valid_to": when["valid_to"]} if "valid_to" in when else {}
    if slot is not None:
        extra.update(subject=slot[0], attribute=slot[1])
    return gate.write(cand(text, domain, prov(observed=when["observed"], **p), valid_from=when["valid_from"], **extra))


def canonical(slot: tuple[str, str]) -> tuple[str | None, str | None]:
    return canonical_slot_part(slot[0]), canonical_slot_part(slot[1])


def outcome(d) -> str:
    """What a write did, for the statistics (`--hypothesis-show-statistics`): the paths the examples reach."""
    if d.verdict == "reject":
        return f"rejected: {d.reasons[0].rule}"
    return "superseded" if d.supersedes else "history" if d.scores.get("conflict") else "new"


def value_of(text: str) -> str:
    return re.search(r"\d+", text).group(0)


@SETTINGS
@given(st.lists(explicit_writes(), min_size=2, max_size=8))
def test_one_explicit_slot_never_holds_two_current_values(gate, writes):
    domain = fresh_domain("slots")
    for slot, _, text, p, when in writes:
        event(outcome(submit(gate, domain, text, p, when, slot)))
        held: dict[tuple, set[str]] = {}
        for f in gate.store.current("default", domain, NOW):
            held.setdefault((f.subject, f.attribute), set()).add(value_of(f.text))
        assert all(len(v) == 1 for v in held.values()), held
    # and at every valid time the writes mention, as the store believes now
    bounds = {when["valid_from"] for *_, when in writes} | {when["valid_to"] for *_, when in writes if "valid_to" in when}
    for t in sorted(bounds):
        held = {}
        for f in gate.store.as_of("default", datetime.fromisoformat(t.replace("Z", "+00:00")), NOW, domain):
            held.setdefault((f.subject, f.attribute), set()).add(value_of(f.text))
        assert all(len(v) == 1 for v in held.values()), (t, held)


# derived slots: what each sentence is about is read from its words
DERIVED = {
    ("Server Alpha", "ram"): ("Server Alpha has {n} GB of RAM.", [16, 32, 64]),
    ("Server Beta", "ram"): ("Server Beta has {n} GB of RAM.", [16, 32, 64]),
    ("Server Alpha", "workers"): ("Server Alpha runs {n} worker processes.", [2, 4, 8]),
    ("billing", "port"): ("The billing service listens on port {n}.", [8080, 9090, 443]),
    ("billing", "replicas"): ("The billing service runs {n} replicas.", [2, 3, 5]),
    ("search", "port"): ("The search service listens on port {n}.", [8080, 9090, 443]),
}
DERIVED_SLOTS = sorted(DERIVED)


@st.composite
def derived_writes(draw):
    slot = draw(st.sampled_from(DERIVED_SLOTS))
    template, values = DERIVED[slot]
    return slot, template.format(n=draw(st.sampled_from(values))), draw(st.sampled_from(PROVENANCES)), draw(timing())


def slot_of_text(text: str) -> tuple:
    return next(slot for slot, (template, values) in DERIVED.items() if text in {template.format(n=n) for n in values})


@SETTINGS
@given(st.lists(derived_writes(), min_size=2, max_size=8))
def test_a_write_never_retires_a_fact_of_another_derived_slot(gate, writes):
    domain = fresh_domain("derived")
    for slot, text, p, when in writes:
        before = {f.id for f in gate.store.current("default", domain, NOW) if slot_of_text(f.text) != slot}
        d = submit(gate, domain, text, p, when)
        event(outcome(d))
        after = {f.id for f in gate.store.current("default", domain, NOW)}
        assert before <= after, (text, d.to_dict())
        assert all(slot_of_text(gate.store.get(i).text) == slot for i in d.supersedes), (text, d.to_dict())


@SETTINGS
@given(st.lists(explicit_writes(), min_size=2, max_size=8))
def test_a_write_never_retires_a_fact_of_another_explicit_slot(gate, writes):
    domain = fresh_domain("explicit")
    for slot, _, text, p, when in writes:
        before = {f.id for f in gate.store.current("default", domain, NOW) if (f.subject, f.attribute) != canonical(slot)}
        d = submit(gate, domain, text, p, when, slot)
        event(outcome(d))
        after = {f.id for f in gate.store.current("default", domain, NOW)}
        assert before <= after, (slot, text, d.to_dict())
        assert all((gate.store.get(i).subject, gate.store.get(i).attribute) == canonical(slot) for i in d.supersedes + d.against), d.to_dict()
