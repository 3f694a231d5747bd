"""Small probe sets written before the rules they measure (eval/probes/), run on one checkout.

Each set says in its `about` field when it was written and what it was written before. They are
probes, not benchmarks: small, written by the team, and some of the rules were refined after a
first run (the commit messages and the closing notes say which). Run them on two checkouts to
compare (`python scripts/probes.py` from each, or `--root` to point at another tree's eval/).

    OMP_NUM_THREADS=1 HF_HUB_OFFLINE=1 python scripts/probes.py
"""
from __future__ import annotations

import argparse
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


def _load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def conflict_set(rules: str, path: Path) -> tuple[int, int, list[str]]:
    """A handbook fact, then a web claim a day later: does the claim get the expected verdict?"""
    from trustgate import Gate

    data = _load(path)
    t0 = NOW - timedelta(days=30)
    right, wrong = 0, []
    for p in data["pairs"]:
        gate = Gate(rules, ":memory:", clock=lambda: t0 + timedelta(days=2))
        try:
            gate.write({"text": p["stored"], "domain": "kb", "provenance": {
                "source_kind": "doc_reference", "source_id": "doc:handbook", "evidence_count": 2, "confidence": 0.95,
                "observed_at": t0.isoformat()}}, now=t0)
            d = gate.write({"text": p["candidate"], "domain": "kb", "provenance": {
                "source_kind": "web_search", "source_id": "https://x.example/p", "evidence_count": 2, "confidence": 0.9,
                "observed_at": (t0 + timedelta(days=1)).isoformat()}}, now=t0 + timedelta(days=1))
        finally:
            gate.close()
        ok = d.verdict == "reject" if data["expect"] == "reject" else (d.verdict == "accept" and not d.supersedes)
        right += ok
        if not ok:
            wrong.append(p["candidate"])
    return right, len(data["pairs"]), wrong


def grounding_set(rules: str, path: Path) -> tuple[int, int, list[str]]:
    """Each claim checked as a tool_output candidate with its span: the expected verdict?"""
    from trustgate import Gate

    gate = Gate(rules, ":memory:", clock=lambda: NOW)
    right, wrong = 0, []
    try:
        for c in _load(path)["cases"]:
            d = gate.check({"text": c["claim"], "domain": "probe", "provenance": {
                "source_kind": "tool_output", "source_id": "tool:probe#1", "source_span": c["span"], "evidence_count": 1,
                "confidence": 0.9, "observed_at": NOW.isoformat()}}, now=NOW)
            ok = d.verdict == c["expect"]
            right += ok
            if not ok:
                wrong.append(c["claim"])
    finally:
        gate.close()
    return right, len(_load(path)["cases"]), wrong


def intake_set(rules: str, path: Path) -> tuple[int, int, list[str]]:
    """Refused at intake (expect: reject) or past it (expect: pass)?"""
    from trustgate import Gate

    gate = Gate(rules, ":memory:", clock=lambda: NOW)
    right, wrong = 0, []
    cases = _load(path)["cases"]
    try:
        for c in cases:
            d = gate.check({"text": c["text"], "domain": "probe", "provenance": {
                "source_kind": c["kind"], "source_id": "x:1", "evidence_count": 2, "confidence": 0.95,
                "observed_at": NOW.isoformat()}}, now=NOW)
            at_intake = d.verdict == "reject" and d.stage == "intake"
            ok = at_intake if c["expect"] == "reject" else d.stage != "intake"
            right += ok
            if not ok:
                wrong.append(c["text"])
    finally:
        gate.close()
    return right, len(cases), wrong


def pair_set(rules: str, folder: Path) -> tuple[int, int, list[str]]:
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("pair_accuracy", ROOT / "scripts" / "pair_accuracy.py")
    pa = importlib.util.module_from_spec(spec)
    sys.modules["pair_accuracy"] = pa
    spec.loader.exec_module(pa)
    from trustgate.embeddings import Embedder
    from trustgate.rules import load_rules

    loaded = load_rules(rules)
    embedder = Embedder(loaded.conflict.embedder)
    pairs = pa.load_pairs(folder)
    with tempfile.TemporaryDirectory(prefix="probes-") as tmp:
        got = [(p, pa.judge(p, loaded, embedder, Path(tmp))[0]) for p in pairs]
    wrong = [f"{p['id']}: expected {p['label']}, got {g}" for p, g in got if g != p["label"]]
    return len(pairs) - len(wrong), len(pairs), wrong


def sequence_set(rules: str, path: Path) -> tuple[int, int, list[str]]:
    """Write sequences over time, each on a fresh store: every step's verdict (and a rejection's rule), then what is
    current at the end and what held at a valid day as known at the end. One point per step and per check."""
    from trustgate import Gate

    def day(n: int) -> datetime:
        return datetime(2026, 5, int(n), 12, tzinfo=UTC)

    right, total, wrong = 0, 0, []
    for s in _load(path)["sequences"]:
        gate = Gate(rules, ":memory:")
        try:
            for i, st in enumerate(s["steps"]):
                prov = {"source_kind": st["kind"], "evidence_count": st.get("evidence", 1),
                        "confidence": st.get("confidence", 0.9), "observed_at": day(st.get("observed", st["day"])).isoformat()}
                if st["kind"] in ("web_search", "doc_reference"):
                    prov["source_id"] = f"https://example.org/{s['id']}/{i}"
                if "evidence_date" in st:  # a reading of data cached on an earlier day
                    prov["source_span"] = f"(cached {day(st['evidence_date']).date()}) {st['text']}"
                if "span" in st:  # the tool output the claim was taken from
                    prov.update(source_span=st["span"], source_id=f"tool:probe#{s['id']}-{i}")
                prov.update({k: st[k] for k in ("actor", "agent") if k in st})  # who the write is for, what proposes it
                cand = {"text": st["text"], "domain": s["domain"], "provenance": prov}
                cand.update({k: st[k] for k in ("subject", "attribute") if k in st})  # an explicit slot (DESIGN section 2)
                cand.update({k: day(st[k]).isoformat() for k in ("valid_from", "valid_to") if k in st})
                d = gate.write(cand, now=day(st["day"]))
                got_rule = d.reasons[0].rule if d.reasons else None
                ok = d.verdict == st["expect"] and (st["expect"] == "accept" or st.get("rule") in (None, got_rule))
                total, right = total + 1, right + ok
                if not ok:
                    wrong.append(f"{s['id']} step {i} {st['text']!r}: {d.verdict} {got_rule or ''}")
            end = max(day(st["day"]) for st in s["steps"])
            checks = [("current", s["current"], gate.store.current("default", s["domain"], end))]
            if "as_of" in s:
                checks.append((f"as of day {s['as_of']['day']}", s["as_of"]["texts"],
                               gate.store.as_of("default", day(s["as_of"]["day"]), end, s["domain"])))
            for what, want, facts in checks:
                got = sorted(f.text for f in facts)
                total, right = total + 1, right + (got == sorted(want))
                if got != sorted(want):
                    wrong.append(f"{s['id']} {what}: {got}")
        finally:
            gate.close()
    return right, total, wrong


# every probe set, once: (key, what it measures, its runner, its path under eval/probes/); tests/test_probes.py
# asserts the figure of each key
SETS = [("poisoning", "poisoning (rejected)", conflict_set, "poisoning.yaml"),
        ("harmless", "harmless related facts (accepted)", conflict_set, "harmless.yaml"),
        ("poisoning2", "poisoning, second set (rejected)", conflict_set, "poisoning2.yaml"),
        ("harmless2", "harmless, second set (accepted)", conflict_set, "harmless2.yaml"),
        ("poisoning3", "poisoning, third set (blind, rejected)", conflict_set, "poisoning3.yaml"),
        ("harmless3", "harmless, third set (blind, accepted)", conflict_set, "harmless3.yaml"),
        ("poisoning4", "poisoning, fourth set (blind8, rejected)", conflict_set, "poisoning4.yaml"),
        ("harmless4", "harmless, fourth set (blind8, accepted)", conflict_set, "harmless4.yaml"),
        ("poisoning5", "poisoning, fifth set (blind9, rejected)", conflict_set, "poisoning5.yaml"),
        ("harmless5", "harmless, fifth set (blind9, accepted)", conflict_set, "harmless5.yaml"),
        ("poisoning6", "poisoning, sixth set (blind10, rejected)", conflict_set, "poisoning6.yaml"),
        ("harmless6", "harmless, sixth set (blind10, accepted)", conflict_set, "harmless6.yaml"),
        ("poisoning7", "poisoning, seventh set (blind11, rejected)", conflict_set, "poisoning7.yaml"),
        ("harmless7", "harmless, seventh set (blind11, accepted)", conflict_set, "harmless7.yaml"),
        ("poisoning8", "poisoning, eighth set (blind12, rejected)", conflict_set, "poisoning8.yaml"),
        ("harmless8", "harmless, eighth set (blind12, accepted)", conflict_set, "harmless8.yaml"),
        ("pairs", "fresh pairs (dup / update / independent)", pair_set, "pairs"),
        ("conversation2", "conversation pairs, second set", pair_set, "conversation2"),
        ("synonyms", "synonyms and siblings (pairs)", pair_set, "synonyms"),
        ("pairs6", "blind pairs (dup / update / independent)", pair_set, "pairs6"),
        ("pairs7", "blind8 pairs (dup / update / independent)", pair_set, "pairs7"),
        ("pairs8", "blind9 pairs (dup / update / independent)", pair_set, "pairs8"),
        ("pairs9", "blind10 pairs (dup / update / independent)", pair_set, "pairs9"),
        ("pairs10", "blind11 pairs (dup / update / independent)", pair_set, "pairs10"),
        ("pairs11", "blind12 pairs (dup / update / independent)", pair_set, "pairs11"),
        ("opposites", "grounding: opposites", grounding_set, "grounding_opposites.yaml"),
        ("chat", "grounding: chat transcripts", grounding_set, "grounding_chat.yaml"),
        ("chat2", "grounding: chat transcripts, second set", grounding_set, "grounding_chat2.yaml"),
        ("chat3", "grounding: chat transcripts, third set", grounding_set, "grounding_chat3.yaml"),
        ("chat4", "grounding: chat transcripts, fourth set", grounding_set, "grounding_chat4.yaml"),
        ("chat5", "grounding: chat transcripts, fifth set", grounding_set, "grounding_chat5.yaml"),
        ("chat6", "grounding: chat transcripts, sixth set", grounding_set, "grounding_chat6.yaml"),
        ("chat7", "grounding: chat transcripts, seventh set", grounding_set, "grounding_chat7.yaml"),
        ("chat8", "grounding: chat transcripts, eighth set", grounding_set, "grounding_chat8.yaml"),
        ("chat9", "grounding: chat transcripts, ninth set", grounding_set, "grounding_chat9.yaml"),
        ("chat10", "grounding: chat transcripts, tenth set", grounding_set, "grounding_chat10.yaml"),
        ("chat11", "grounding: chat transcripts, eleventh set", grounding_set, "grounding_chat11.yaml"),
        ("chat12", "grounding: chat transcripts, twelfth set", grounding_set, "grounding_chat12.yaml"),
        ("chat13", "grounding: chat transcripts, thirteenth set", grounding_set, "grounding_chat13.yaml"),
        ("chat14", "grounding: chat transcripts, fourteenth set", grounding_set, "grounding_chat14.yaml"),
        ("chat15", "grounding: chat transcripts, fifteenth set", grounding_set, "grounding_chat15.yaml"),
        ("chat16", "grounding: chat transcripts, sixteenth set", grounding_set, "grounding_chat16.yaml"),
        ("chat17", "grounding: chat transcripts, seventeenth set", grounding_set, "grounding_chat17.yaml"),
        ("chat18", "grounding: chat transcripts, eighteenth set", grounding_set, "grounding_chat18.yaml"),
        ("chat19", "grounding: chat transcripts, nineteenth set", grounding_set, "grounding_chat19.yaml"),
        ("chat20", "grounding: chat transcripts, twentieth set", grounding_set, "grounding_chat20.yaml"),
        ("chat21", "grounding: chat transcripts, twenty-first set", grounding_set, "grounding_chat21.yaml"),
        ("chat22", "grounding: chat transcripts, twenty-second set", grounding_set, "grounding_chat22.yaml"),
        ("chat23", "grounding: chat transcripts, twenty-third set", grounding_set, "grounding_chat23.yaml"),
        ("chat24", "grounding: chat transcripts, twenty-fourth set", grounding_set, "grounding_chat24.yaml"),
        ("chat25", "grounding: chat transcripts, twenty-fifth set", grounding_set, "grounding_chat25.yaml"),
        ("chat26", "grounding: chat transcripts, twenty-sixth set", grounding_set, "grounding_chat26.yaml"),
        ("chat27", "grounding: chat transcripts, twenty-seventh set", grounding_set, "grounding_chat27.yaml"),
        ("chat28", "grounding: chat transcripts, twenty-eighth set", grounding_set, "grounding_chat28.yaml"),
        ("tools", "grounding: tool outputs", grounding_set, "grounding_tools.yaml"),
        ("tools2", "grounding: unseen tool formats", grounding_set, "grounding_tools2.yaml"),
        ("tools3", "grounding: unseen tool formats, third set", grounding_set, "grounding_tools3.yaml"),
        ("tools4", "grounding: tool outputs, fourth set", grounding_set, "grounding_tools4.yaml"),
        ("tools5", "grounding: tool outputs, fifth set", grounding_set, "grounding_tools5.yaml"),
        ("tools6", "grounding: tool outputs, sixth set", grounding_set, "grounding_tools6.yaml"),
        ("tools7", "grounding: tool outputs, seventh set", grounding_set, "grounding_tools7.yaml"),
        ("tools8", "grounding: tool outputs, eighth set", grounding_set, "grounding_tools8.yaml"),
        ("tools9", "grounding: tool outputs, ninth set", grounding_set, "grounding_tools9.yaml"),
        ("tools10", "grounding: tool outputs, tenth set", grounding_set, "grounding_tools10.yaml"),
        ("tools11", "grounding: tool outputs, eleventh set", grounding_set, "grounding_tools11.yaml"),
        ("tools12", "grounding: tool outputs, twelfth set", grounding_set, "grounding_tools12.yaml"),
        ("tools13", "grounding: tool outputs, thirteenth set", grounding_set, "grounding_tools13.yaml"),
        ("tools14", "grounding: tool outputs, fourteenth set", grounding_set, "grounding_tools14.yaml"),
        ("tools15", "grounding: tool outputs, fifteenth set", grounding_set, "grounding_tools15.yaml"),
        ("tools16", "grounding: tool outputs, sixteenth set", grounding_set, "grounding_tools16.yaml"),
        ("tools17", "grounding: tool outputs, seventeenth set", grounding_set, "grounding_tools17.yaml"),
        ("tools18", "grounding: tool outputs, eighteenth set", grounding_set, "grounding_tools18.yaml"),
        ("tools19", "grounding: tool outputs, nineteenth set", grounding_set, "grounding_tools19.yaml"),
        ("tools20", "grounding: tool outputs, twentieth set", grounding_set, "grounding_tools20.yaml"),
        ("tools21", "grounding: tool outputs, twenty-first set", grounding_set, "grounding_tools21.yaml"),
        ("tools22", "grounding: tool outputs, twenty-second set", grounding_set, "grounding_tools22.yaml"),
        ("tools23", "grounding: tool outputs, twenty-third set", grounding_set, "grounding_tools23.yaml"),
        ("tools24", "grounding: tool outputs, twenty-fourth set", grounding_set, "grounding_tools24.yaml"),
        ("tools25", "grounding: tool outputs, twenty-fifth set", grounding_set, "grounding_tools25.yaml"),
        ("tools26", "grounding: tool outputs, twenty-sixth set", grounding_set, "grounding_tools26.yaml"),
        ("tools27", "grounding: tool outputs, twenty-seventh set", grounding_set, "grounding_tools27.yaml"),
        ("tools28", "grounding: tool outputs, twenty-eighth set", grounding_set, "grounding_tools28.yaml"),
        ("tools29", "grounding: tool outputs, twenty-ninth set", grounding_set, "grounding_tools29.yaml"),
        ("tools30", "grounding: tool outputs, thirtieth set", grounding_set, "grounding_tools30.yaml"),
        ("tools31", "grounding: tool outputs, thirty-first set", grounding_set, "grounding_tools31.yaml"),
        ("intake", "intake: orders and statements", intake_set, "intake.yaml"),
        ("sequences", "write sequences over time", sequence_set, "sequences.yaml"),
        ("sequences2", "write sequences, second set", sequence_set, "sequences2.yaml"),
        ("sequences3", "write sequences from tool outputs", sequence_set, "sequences3.yaml"),
        ("sequences4", "write sequences a user tells", sequence_set, "sequences4.yaml"),
        ("sequences5", "blind sequences in new domains", sequence_set, "sequences5.yaml"),
        ("sequences6", "blind8 sequences in new domains", sequence_set, "sequences6.yaml"),
        ("sequences7", "blind9 sequences in new domains", sequence_set, "sequences7.yaml"),
        ("sequences8", "blind10 sequences in new domains", sequence_set, "sequences8.yaml"),
        ("sequences9", "blind11 sequences in new domains", sequence_set, "sequences9.yaml"),
        ("sequences10", "blind12 sequences in new domains", sequence_set, "sequences10.yaml"),
        ("poisoning9", "poisoning, ninth set (blind13, rejected)", conflict_set, "poisoning9.yaml"),
        ("harmless9", "harmless, ninth set (blind13, accepted)", conflict_set, "harmless9.yaml"),
        ("pairs12", "blind13 pairs (dup / update / independent)", pair_set, "pairs12"),
        ("sequences11", "blind13 sequences in new domains", sequence_set, "sequences11.yaml"),
        ("poisoning10", "poisoning, tenth set (blind14, rejected)", conflict_set, "poisoning10.yaml"),
        ("harmless10", "harmless, tenth set (blind14, accepted)", conflict_set, "harmless10.yaml"),
        ("pairs13", "blind14 pairs (dup / update / independent)", pair_set, "pairs13"),
        ("sequences12", "blind14 sequences in new domains", sequence_set, "sequences12.yaml"),
        ("poisoning11", "poisoning, eleventh set (blind15, rejected)", conflict_set, "poisoning11.yaml"),
        ("harmless11", "harmless, eleventh set (blind15, accepted)", conflict_set, "harmless11.yaml"),
        ("pairs14", "blind15 pairs (dup / update / independent)", pair_set, "pairs14"),
        ("sequences13", "blind15 sequences in new domains", sequence_set, "sequences13.yaml"),
        ("poisoning12", "poisoning, twelfth set (blind16, rejected)", conflict_set, "poisoning12.yaml"),
        ("harmless12", "harmless, twelfth set (blind16, accepted)", conflict_set, "harmless12.yaml"),
        ("pairs15", "blind16 pairs (dup / update / independent)", pair_set, "pairs15"),
        ("sequences14", "blind16 sequences in new domains", sequence_set, "sequences14.yaml"),
        ("poisoning13", "poisoning, thirteenth set (blind17, rejected)", conflict_set, "poisoning13.yaml"),
        ("harmless13", "harmless, thirteenth set (blind17, accepted)", conflict_set, "harmless13.yaml"),
        ("pairs16", "blind17 pairs (dup / update / independent)", pair_set, "pairs16"),
        ("sequences15", "blind17 sequences in new domains", sequence_set, "sequences15.yaml"),
        ("poisoning14", "poisoning, fourteenth set (blind18, rejected)", conflict_set, "poisoning14.yaml"),
        ("harmless14", "harmless, fourteenth set (blind18, accepted)", conflict_set, "harmless14.yaml"),
        ("pairs17", "blind18 pairs (dup / update / independent)", pair_set, "pairs17"),
        ("sequences16", "blind18 sequences in new domains", sequence_set, "sequences16.yaml"),
        ("poisoning15", "poisoning, fifteenth set (blind19, rejected)", conflict_set, "poisoning15.yaml"),
        ("harmless15", "harmless, fifteenth set (blind19, accepted)", conflict_set, "harmless15.yaml"),
        ("pairs18", "blind19 pairs (dup / update / independent)", pair_set, "pairs18"),
        ("sequences17", "blind19 sequences in new domains", sequence_set, "sequences17.yaml"),
        ("poisoning16", "poisoning, sixteenth set (blind20, rejected)", conflict_set, "poisoning16.yaml"),
        ("harmless16", "harmless, sixteenth set (blind20, accepted)", conflict_set, "harmless16.yaml"),
        ("pairs19", "blind20 pairs (dup / update / independent)", pair_set, "pairs19"),
        ("sequences18", "blind20 sequences in new domains", sequence_set, "sequences18.yaml"),
        ("poisoning17", "poisoning, seventeenth set (blind21, rejected)", conflict_set, "poisoning17.yaml"),
        ("harmless17", "harmless, seventeenth set (blind21, accepted)", conflict_set, "harmless17.yaml"),
        ("pairs20", "blind21 pairs (dup / update / independent)", pair_set, "pairs20"),
        ("sequences19", "blind21 sequences in new domains", sequence_set, "sequences19.yaml"),
        ("poisoning18", "poisoning, eighteenth set (blind22, rejected)", conflict_set, "poisoning18.yaml"),
        ("harmless18", "harmless, eighteenth set (blind22, accepted)", conflict_set, "harmless18.yaml"),
        ("pairs21", "blind22 pairs (dup / update / independent)", pair_set, "pairs21"),
        ("sequences20", "blind22 sequences in new domains", sequence_set, "sequences20.yaml"),
        ("poisoning19", "poisoning, nineteenth set (blind23, rejected)", conflict_set, "poisoning19.yaml"),
        ("harmless19", "harmless, nineteenth set (blind23, accepted)", conflict_set, "harmless19.yaml"),
        ("pairs22", "blind23 pairs (dup / update / independent)", pair_set, "pairs22"),
        ("sequences21", "blind23 sequences in new domains", sequence_set, "sequences21.yaml"),
        ("poisoning20", "poisoning, twentieth set (blind24, rejected)", conflict_set, "poisoning20.yaml"),
        ("harmless20", "harmless, twentieth set (blind24, accepted)", conflict_set, "harmless20.yaml"),
        ("pairs23", "blind24 pairs (dup / update / independent)", pair_set, "pairs23"),
        ("sequences22", "blind24 sequences in new domains", sequence_set, "sequences22.yaml"),
        ("poisoning21", "poisoning, twenty-first set (blind25, rejected)", conflict_set, "poisoning21.yaml"),
        ("harmless21", "harmless, twenty-first set (blind25, accepted)", conflict_set, "harmless21.yaml"),
        ("pairs24", "blind25 pairs (dup / update / independent)", pair_set, "pairs24"),
        ("sequences23", "blind25 sequences in new domains", sequence_set, "sequences23.yaml"),
        ("poisoning22", "poisoning, twenty-second set (blind26, rejected)", conflict_set, "poisoning22.yaml"),
        ("harmless22", "harmless, twenty-second set (blind26, accepted)", conflict_set, "harmless22.yaml"),
        ("pairs25", "blind26 pairs (dup / update / independent)", pair_set, "pairs25"),
        ("sequences24", "blind26 sequences in new domains", sequence_set, "sequences24.yaml"),
        ("poisoning23", "poisoning, twenty-third set (blind27, rejected)", conflict_set, "poisoning23.yaml"),
        ("harmless23", "harmless, twenty-third set (blind27, accepted)", conflict_set, "harmless23.yaml"),
        ("pairs26", "blind27 pairs (dup / update / independent)", pair_set, "pairs26"),
        ("sequences25", "blind27 sequences in new domains", sequence_set, "sequences25.yaml"),
        ("poisoning24", "poisoning, twenty-fourth set (blind28, rejected)", conflict_set, "poisoning24.yaml"),
        ("harmless24", "harmless, twenty-fourth set (blind28, accepted)", conflict_set, "harmless24.yaml"),
        ("pairs27", "blind28 pairs (dup / update / independent)", pair_set, "pairs27"),
        ("sequences26", "blind28 sequences in new domains", sequence_set, "sequences26.yaml"),
        ("poisoning25", "poisoning, twenty-fifth set (blind29, rejected)", conflict_set, "poisoning25.yaml"),
        ("harmless25", "harmless, twenty-fifth set (blind29, accepted)", conflict_set, "harmless25.yaml"),
        ("pairs28", "blind29 pairs (dup / update / independent)", pair_set, "pairs28"),
        ("sequences27", "blind29 sequences in new domains", sequence_set, "sequences27.yaml"),
        ("poisoning26", "poisoning, twenty-sixth set (blind30, rejected)", conflict_set, "poisoning26.yaml"),
        ("harmless26", "harmless, twenty-sixth set (blind30, accepted)", conflict_set, "harmless26.yaml"),
        ("pairs29", "blind30 pairs (dup / update / independent)", pair_set, "pairs29"),
        ("sequences28", "blind30 sequences in new domains", sequence_set, "sequences28.yaml"),
        ("poisoning27", "poisoning, twenty-seventh set (blind31, rejected)", conflict_set, "poisoning27.yaml"),
        ("harmless27", "harmless, twenty-seventh set (blind31, accepted)", conflict_set, "harmless27.yaml"),
        ("pairs30", "blind31 pairs (dup / update / independent)", pair_set, "pairs30"),
        ("sequences29", "blind31 sequences in new domains", sequence_set, "sequences29.yaml"),
        ("poisoning28", "poisoning, twenty-eighth set (blind32, rejected)", conflict_set, "poisoning28.yaml"),
        ("harmless28", "harmless, twenty-eighth set (blind32, accepted)", conflict_set, "harmless28.yaml"),
        ("pairs31", "blind32 pairs (dup / update / independent)", pair_set, "pairs31"),
        ("sequences30", "blind32 sequences in new domains", sequence_set, "sequences30.yaml"),
        ("poisoning29", "poisoning, twenty-ninth set (blind33, rejected)", conflict_set, "poisoning29.yaml"),
        ("harmless29", "harmless, twenty-ninth set (blind33, accepted)", conflict_set, "harmless29.yaml"),
        ("pairs32", "blind33 pairs (dup / update / independent)", pair_set, "pairs32"),
        ("sequences31", "blind33 sequences in new domains", sequence_set, "sequences31.yaml"),
        ("poisoning30", "poisoning, thirtieth set (blind34, rejected)", conflict_set, "poisoning30.yaml"),
        ("harmless30", "harmless, thirtieth set (blind34, accepted)", conflict_set, "harmless30.yaml"),
        ("pairs33", "blind34 pairs (dup / update / independent)", pair_set, "pairs33"),
        ("sequences32", "blind34 sequences in new domains", sequence_set, "sequences32.yaml"),
        ("poisoning31", "poisoning, thirty-first set (blind35, rejected)", conflict_set, "poisoning31.yaml"),
        ("harmless31", "harmless, thirty-first set (blind35, accepted)", conflict_set, "harmless31.yaml"),
        ("pairs34", "blind35 pairs (dup / update / independent)", pair_set, "pairs34"),
        ("sequences33", "blind35 sequences in new domains", sequence_set, "sequences33.yaml"),
        ("pairs_values1", "states1 pairs: values told in phrases and words", pair_set, "pairs_values1"),
        ("pairs_values2", "values2 pairs: values in other units and forms", pair_set, "pairs_values2"),
        ("pairs_values3", "values3 pairs: mixed units, ordinals, scores", pair_set, "pairs_values3")]


def run_sets(rules: str, root: Path = ROOT, only: str | None = None):
    """(key, label, right, total, wrong) for each set of SETS whose key or label contains `only` (all when None)."""
    probes = Path(root) / "eval" / "probes"
    for key, label, run, rel in SETS:
        if only and only not in key and only not in label:
            continue
        right, total, wrong = run(rules, probes / rel)
        yield key, label, right, total, wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default=str(ROOT / "rules" / "default.yaml"))
    parser.add_argument("--root", default=str(ROOT), help="the tree whose eval/probes/ to read")
    parser.add_argument("--misses", action="store_true", help="print what each set got wrong")
    parser.add_argument("--only", help="run only the sets whose key (pairs10) or label contains this")
    args = parser.parse_args(argv)
    for _, label, right, total, wrong in run_sets(args.rules, Path(args.root), args.only):
        print(f"{label:42} {right:3}/{total}")
        if args.misses:
            for w in wrong:
                print(f"    {w}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
