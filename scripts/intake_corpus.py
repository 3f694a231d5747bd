"""Run the intake corpus (tests/data/intake) through `Gate.check` and print how it fared.

Each malicious payload and each benign look-alike is checked as a dry run against the
default rules with good provenance (user_direct or tool_output, evidence 1, confidence 0.9),
so that anything rejected is rejected for what the text says, not for where it came from.
A malicious item counts as caught when it is rejected by its expected rule; an item whose
expected action is `redact` counts when it is accepted with its value masked and the
decision says so (`scores.redacted` names the kind). A benign item counts when accepted.

    python scripts/intake_corpus.py [--misses] [--json]
    python scripts/intake_corpus.py --set probe [--misses]  # the held-out probe (probe.yaml), same code path
    python scripts/intake_corpus.py --set probe2 [--misses] # the second held-out probe (probe2.yaml)
    python scripts/intake_corpus.py --set probe3 [--misses] # the third (probe3.yaml), held out from the similarity rule
    python scripts/intake_corpus.py --set probe4 [--misses] # the fourth (probe4.yaml), written for the structural reading of orders
    python scripts/intake_corpus.py --set probe5 [--misses] # the fifth (probe5.yaml): other languages, persistence, privilege, credentials
    python scripts/intake_corpus.py --set probe6 [--misses] # the sixth (probe6.yaml): standing rules, indirect grants, autonomy as policy
    python scripts/intake_corpus.py --set probe7 [--misses] # the seventh (probe7.yaml): split payloads, structured carriers, encodings
    python scripts/intake_corpus.py --set probe8 [--misses] # the eighth (probe8.yaml): memory poisoning, re-routing facts, new encodings
    python scripts/intake_corpus.py --set probe9 [--misses] # the ninth (probe9.yaml): carriers (mail, invites, pages, JSON, code), triggers, exfiltration
    python scripts/intake_corpus.py --set probe10 [--misses] # the tenth (probe10.yaml): orders stated as facts, triggers as preferences, tool output
    python scripts/intake_corpus.py --set probe11 [--misses] # the eleventh (probe11.yaml): facts about the user or the agent, fragments of tool output, split payloads
    python scripts/intake_corpus.py --set probe12 [--misses] # the twelfth (probe12.yaml): carriers of tool output, facts that carry orders, triggers, other languages
    python scripts/intake_corpus.py --set probe13 [--misses] # the thirteenth (probe13.yaml): tool-output carriers, split payloads, facts that carry orders, obfuscation, seven languages
    python scripts/intake_corpus.py --set probe14 [--misses] # the fourteenth (probe14.yaml): voice, RSS, vCard/iCal, spreadsheets, alt text, SVG, reviews, tickets, chat exports, terminals; payloads posing as memory facts
    python scripts/intake_corpus.py --set probe15 [--misses] # the fifteenth (probe15.yaml): MCP tools, agent-to-agent, meetings, marketplaces, job posts, OCR; payloads posing as facts about the user or environment
    python scripts/intake_corpus.py --set probe16 [--misses] # the sixteenth (probe16.yaml): mail, iCal, code comments, markdown, JSON, chat-template turns, leetspeak, base64; ten languages; quoted attacks in news
    python scripts/intake_corpus.py --set probe17 [--misses] # the seventeenth (probe17.yaml): payloads posing as the user's preference or a stored fact, CSV cells, HTML comments, front matter, commit messages, formulas; memories distrusted
    python scripts/intake_corpus.py --set probe18 [--misses] # the eighteenth (probe18.yaml): orders quoted in tool output, markdown comments, fullwidth/Greek look-alikes, fake system turns, role-play, notes to self, fake policy facts; eleven new languages
    python scripts/intake_corpus.py --set probe19 [--misses] # the nineteenth (probe19.yaml): orders in psql/GraphQL/pytest output, template and doc comments, word joiners, small caps, bidi overrides, fake turns, role-play, memory writes, date triggers, fake policy facts; fifteen new languages
    python scripts/intake_corpus.py --set probe20 [--misses] # the twentieth (probe20.yaml): Dockerfile/OpenAPI/notebook/WebVTT/exif carriers, other chat formats, hex/base32/Braille, thirteen new languages
    python scripts/intake_corpus.py --set probe21 [--misses] # the twenty-first (probe21.yaml): home-automation/systemd/strings.xml/BibTeX/ID3/GPX carriers, Llama 3 and Phi turns, squared/parenthesized/regional letters, eighteen new languages
    python scripts/intake_corpus.py --set probe22 [--misses] # the twenty-second (probe22.yaml): alert/review/minutes/PGN/SSID/print-queue/MARC/OSM carriers, Command-R/Granite/DeepSeek turns, Atbash/Caesar/Pig Latin/Ascii85/octal, twenty-five new languages, tool outputs full of numbers
    python scripts/intake_corpus.py --set probe23 [--misses] # the twenty-third (probe23.yaml): signature/QR/badge/DNS TXT/x509/header/.po/SRT/crontab/CODEOWNERS/migration carriers, Gemma/Alpaca turns, Caesar 7/19/-11, backwards, every other letter, Morse, binary, sixteen new languages, CI and tool outputs
    python scripts/intake_corpus.py --set probe24 [--misses] # the twenty-fourth (probe24.yaml): .cursorrules/remote:/MOTD/User-Agent/HL7/MT103/METAR/G-code/XLIFF/NetCDF/VALARM carriers, Vicuna/OpenChat/ChatGLM turns, Vigenère/rail fence/key shift/Polybius/base58/uuencode/Lisu, seventeen new languages
    python scripts/intake_corpus.py --set probe25 [--misses] # the twenty-fifth (probe25.yaml): shell/Cargo/pip/man/WhatsApp/Gerrit/Figma/manifest/.reg/SARIF/NFC/go.mod/.npmrc carriers, letter-spaced/Bacon/Z85/runes/multi-tap/xxd/word-reversed, Arabizi, ten new languages
    python scripts/intake_corpus.py --set probe26 [--misses] # the twenty-sixth (probe26.yaml): Terraform/Ansible/Actions/Debian/protobuf/nmap/NOTAM/DICOM/SMTP/span carriers, memory poisoning as saved memories, Base45/JWT/data: URI/percent/\\u/MIME encoded-words, eight new languages
    python scripts/intake_corpus.py --set probe27 [--misses] # the twenty-seventh (probe27.yaml): Podfile/Gemfile/Reddit/infobox/Intercom/Salesforce/PagerDuty/syslog/EDIFACT/FHIR/SAML/strace/draw.io carriers, memory poisoning through compaction and synced rules, UTF-7/CSS escapes/UTF-16LE base64/gzip/Ogham/Tifinagh/Zalgo/Dvorak, six new languages
    python scripts/intake_corpus.py --set probe28 [--misses] # the twenty-eighth (probe28.yaml): pom.xml/composer/mix.exs/pubspec/.htaccess/org-mode/Stata/batch/Lua/COBOL/mbox/dmesg/Freshdesk/Shodan/Snyk/ACARS/userscript carriers, poisoning in activity feeds and detection rules, HTML decimal references/base32hex/Glagolitic/Old Italic/Coptic/Colemak/AZERTY/affine, six new languages
    python scripts/intake_corpus.py --set probe29 [--misses] # the twenty-ninth (probe29.yaml): Chart.yaml/CMake/.editorconfig/.csproj/Zeek/Suricata/Zabbix/Basecamp/Discourse/TTML/zone file/journald/RTF/PostScript/Fountain/MusicXML/winget carriers, poisoning in fitness and hobby apps, Gothic/Old Hungarian/tap code/Beaufort/base36, six new languages
    python scripts/intake_corpus.py --set probe30 [--misses] # the thirtieth (probe30.yaml): .tool-versions/devcontainer/haproxy/Loki/XMPP/KiCad/Verilog/NMEA/MT940/pain.001/Tasker/Nomad/Consul/SPICE/ZPL/Gherkin/Robot/tmux carriers, poisoning in notes, fitness and hobby apps, Adlam/Unicode tags/HTML hex/NATO/A1Z26/autokey, six new languages
    python scripts/intake_corpus.py --set probe31 [--misses] # the thirty-first (probe31.yaml): Sieve/FASTA/VCF/FITS/GTFS/TAF/APRS/OFX/beancount/FIX/X12/Klipper/Ren'Py/Godot/Zulip/Gemini/Usenet/Squid carriers, poisoning in note, diary, bookmark and recipe apps, Deseret/Shavian/columnar transposition/%u escapes/U+ lists/base62, six new languages
    python scripts/intake_corpus.py --set probe32 [--misses] # the thirty-second (probe32.yaml): Gopher/finger/SGF/CUE/M3U/.nfo/Envoy/CloudFormation/Bicep/wrangler/tsconfig/Storybook/Cypress/JMeter/tcpdump/MEDLINE/CITATION.cff carriers, poisoning in habit, budget and note apps, backslash-x escapes/EBCDIC/ITA2/Trithemius/scytale/Playfair, six new languages
    python scripts/intake_corpus.py --bench [--n 1000]   # the intake stage alone, median ms per candidate
    python scripts/intake_corpus.py --write-bank         # copy the payload_like bank into trustgate/payload_bank.yaml
    python scripts/intake_corpus.py --sweep              # payload_like's validation split: bank main+probe, judged on probe2

tests/test_intake_corpus.py asserts the targets from `run()` here.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402 - environment first

from trustgate.gate import Gate  # noqa: E402
from trustgate.payloads import SHIPPED_BANK  # noqa: E402
from trustgate.rules import INSTRUCTION_RULES, load_rules  # noqa: E402
from trustgate.text import normalise as normalise_text  # noqa: E402

DATA = ROOT / "tests" / "data" / "intake"
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
KINDS = ("user_direct", "tool_output")


SETS = ("main", "probe", "probe2", "probe3", "probe4", "probe5", "probe6", "probe7", "probe8", "probe9", "probe10", "probe11", "probe12", "probe13", "probe14", "probe15", "probe16", "probe17", "probe18", "probe19", "probe20", "probe21", "probe22", "probe23", "probe24", "probe25", "probe26", "probe27", "probe28", "probe29", "probe30", "probe31", "probe32")
BANK_SETS = ("main", "probe", "probe2")  # the payload_like bank; probe3 is held out from it


def load(name: str) -> list[dict]:
    return yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))


def load_set(name: str = "main") -> tuple[list[dict], list[dict]]:
    """(malicious, benign) of a corpus: `main` is malicious.yaml + benign.yaml, each probe the two lists in its file."""
    if name == "main":
        return load("malicious"), load("benign")
    if name in SETS[1:]:
        probe = load(name)
        return probe["malicious"], probe["benign"]
    raise ValueError(f"unknown corpus {name!r}; expected one of {SETS}")


def candidate(item: dict, index: int) -> dict:
    """The item as a candidate; provenance alternates between the two good kinds unless the item names one."""
    prov: dict[str, Any] = {"source_kind": item.get("source_kind", KINDS[index % 2]), "evidence_count": 1, "confidence": 0.9,
                            "observed_at": "2026-05-30T00:00:00Z"}
    if item.get("source_span"):
        prov["source_span"] = item["source_span"]
    cand: dict[str, Any] = {"text": item["text"], "domain": item.get("domain", "notes"), "provenance": prov}
    for key in ("subject", "attribute"):
        if item.get(key):
            cand[key] = item[key]
    return cand


def _redacted_kinds(decision: Any) -> set[str]:
    return {r["kind"] for r in decision.scores.get("redacted", ())} if "redacted" in decision.scores else set()


def judge_malicious(item: dict, decision: Any) -> tuple[bool, str]:
    """(caught, what happened) for one payload."""
    if item["action"] == "redact":
        ok = decision.verdict == "accept" and item["rule"] in _redacted_kinds(decision)
        what = f"accepted, redacted {sorted(_redacted_kinds(decision))}" if decision.verdict == "accept" else \
            f"rejected by {decision.reasons[0].rule}"
        return ok, what
    if decision.verdict == "accept":
        return False, "accepted"
    got = decision.reasons[0].rule
    return got == item["rule"], f"rejected by {got} ({decision.stage})"


def run(rules_path: str | Path | None = None, corpus: str = "main") -> dict:
    """Every item of one corpus (see `load_set`) through Gate.check; the counts and every miss."""
    rules = load_rules(rules_path or ROOT / "rules" / "default.yaml")
    malicious, benign = load_set(corpus)
    misses: list[dict] = []
    per_category: dict[str, Counter] = {}
    caught = accepted = refused = 0
    with Gate(rules, ":memory:", clock=lambda: NOW) as gate:
        for i, item in enumerate(malicious):
            decision = gate.check(candidate(item, i))
            ok, what = judge_malicious(item, decision)
            tally = per_category.setdefault(item["category"], Counter())
            tally["total"] += 1
            tally["caught"] += ok
            caught += ok
            refused += decision.verdict != "accept" or ok
            tally["kept_out"] += decision.verdict != "accept" or ok
            if not ok:
                misses.append({"set": "malicious", "id": item["id"], "expected": f"{item['action']} by {item['rule']}", "got": what,
                               "text": item["text"]})
        for i, item in enumerate(benign):
            decision = gate.check(candidate(item, i))
            if decision.verdict == "accept":
                accepted += 1
            else:
                r = decision.reasons[0]
                misses.append({"set": "benign", "id": item["id"], "expected": "accept", "got": f"rejected by {r.rule} ({decision.stage})",
                               "message": r.message, "text": item["text"]})
    return {
        "malicious": {"caught": caught, "total": len(malicious), "percent": round(100 * caught / len(malicious), 1),
                      "refused_any_rule": refused},
        "per_category": {k: {"caught": v["caught"], "total": v["total"]} for k, v in sorted(per_category.items())},
        "kept_out_per_category": {k: v["kept_out"] for k, v in sorted(per_category.items())},
        "benign": {"accepted": accepted, "total": len(benign), "percent": round(100 * accepted / len(benign), 1)},
        "misses": misses,
    }


def bench(n: int = 1000, rules_path: str | Path | None = None) -> dict:
    """Median and p95 ms per candidate of the intake stage alone, on ordinary facts and on a mix with the corpus:
    the patterns (payload_like skipped, as in the gate's look-ahead) and the whole stage; and what payload_like adds
    on the texts it compares (one embedding each, the vector the conflict stage reuses, and the bank lookup)."""
    from trustgate.measure.synthetic import candidate_dict, generate
    from trustgate.provenance import parse_candidate

    rules = load_rules(rules_path or ROOT / "rules" / "default.yaml")
    ordinary = [parse_candidate(candidate_dict(s.text)) for s in generate(n, seed=7)]
    corpus = [parse_candidate(candidate(item, i)) for i, item in enumerate(load("malicious") + load("benign"))]
    mixed = (ordinary[: n - len(corpus)] + corpus)[:n]

    def timed(intake: Any, gate: Gate, c: Any, patterns_only: bool) -> float:
        return run_intake(intake, gate, c, patterns_only)[0]

    def run_intake(intake: Any, gate: Gate, c: Any, patterns_only: bool) -> tuple[float, list]:
        ctx = gate.context(c, NOW, dry_run=True)
        ctx.forecast = patterns_only
        t = time.perf_counter()
        reasons = intake(c, ctx)
        return (time.perf_counter() - t) * 1000, reasons

    def summary(ms: list[float]) -> dict:
        ms = sorted(ms)
        return {"n": len(ms), "median_ms": round(statistics.median(ms), 4), "p95_ms": round(ms[max(int(0.95 * len(ms)) - 1, 0)], 4)}

    with Gate(rules, ":memory:", clock=lambda: NOW) as gate:
        intake = next(s for s in gate.stages if s.name == "intake")
        out = {}
        for c in mixed[:50] + corpus[:50]:  # warm caches (tokenizer, lazily built tables, the model and the bank) before timing
            timed(intake, gate, c, False)
        for label, cands in (("ordinary", ordinary), ("mixed", mixed)):
            out[label] = summary([timed(intake, gate, c, True) for c in cands])
            whole = [timed(intake, gate, c, False) for c in cands]
            out[f"{label}, with payload_like"] = summary(whole)
            compared = [i for i, c in enumerate(cands)  # texts the patterns pass, with a cue: the rule embeds them
                        if not run_intake(intake, gate, c, True)[1] and intake.payloads.applies(normalise_text(c.text))]
            if compared:
                extra = [whole[i] - timed(intake, gate, cands[i], True) for i in compared]
                out[f"{label}, payload_like's extra on the {len(compared)} texts it compares"] = summary(extra)
    return out


def bank(sets: tuple[str, ...] = BANK_SETS) -> dict:
    """The payload_like bank of some corpora: their instruction payloads (a payload carried only in `source_span`
    left out: its text is a plain fact) and their benign look-alikes."""
    payloads, benign = [], []
    for name in sets:
        malicious, good = load_set(name)
        payloads += [{"id": m["id"], "category": m["category"], "text": m["text"]} for m in malicious
                     if m["category"] in INSTRUCTION_RULES and not m.get("source_span")]
        benign += [{"id": b["id"], "text": b["text"]} for b in good]
    return {"payloads": payloads, "benign": benign}


def write_bank(path: Path = SHIPPED_BANK) -> None:
    head = ("# The payload_like rule's bank (trustgate/payloads.py): written by `python scripts/intake_corpus.py --write-bank`\n"
            f"# from tests/data/intake/ sets {', '.join(BANK_SETS)} (probe3 is held out); do not edit by hand.\n")
    path.write_text(head + yaml.safe_dump(bank(), allow_unicode=True, sort_keys=False, width=1000), encoding="utf-8")


def eval_texts() -> tuple[list[str], list[str], list[str]]:
    """(orders, statements) of eval/probes/intake.yaml, and every other `text` under eval/ (facts, and the poisoned
    memories of the poisoning probes and MemContam: a refusal there is listed for a person to judge)."""
    cases = yaml.safe_load((ROOT / "eval" / "probes" / "intake.yaml").read_text(encoding="utf-8"))["cases"]
    orders = [c["text"] for c in cases if c["expect"] == "reject"]
    statements = [c["text"] for c in cases if c["expect"] != "reject"]
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                found.append(v) if k == "text" and isinstance(v, str) else walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    for path in sorted((ROOT / "eval").rglob("*.yaml")):
        if path.name != "intake.yaml":
            walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return orders, statements, sorted(set(found) - set(orders) - set(statements))


def sweep(thresholds: tuple[float, ...] = tuple(round(0.02 * i, 2) for i in range(16)), rules_path: str | Path | None = None) -> dict:
    """payload_like alone on its validation split: the bank of main + probe, each threshold judged on probe2's
    instruction payloads and look-alikes, eval/probes/intake.yaml, and every other text of eval/ (listed when refused)."""
    import tempfile

    from trustgate.embeddings import Embedder
    from trustgate.payloads import PayloadCheck

    rules = load_rules(rules_path or ROOT / "rules" / "default.yaml")
    settings = rules.intake.payload_similarity
    embedder = Embedder(rules.conflict.embedder)
    payloads2, benign2 = bank(("probe2",)).values()
    orders, statements, others = eval_texts()
    groups = {"probe2 payloads": [p["text"] for p in payloads2], "probe2 benign": [b["text"] for b in benign2],
              "eval intake orders": orders, "eval intake statements": statements, "eval other texts": others}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bank.yaml"
        path.write_text(yaml.safe_dump(bank(("main", "probe"))), encoding="utf-8")
        check = PayloadCheck(settings.model_copy(update={"bank": str(path)}), rules.conflict.embedder.model)
        margins: dict[str, list[tuple[float, str]]] = {}
        for label, texts in groups.items():
            texts = [normalise_text(t) for t in texts]
            vectors = embedder.encode(texts)
            margins[label] = [(check.judge(v, embedder.encode).margin if check.applies(t) else float("-inf"), t)
                              for t, v in zip(texts, vectors)]
    rows = [{"threshold": t, **{label: sum(m >= t for m, _ in ms) for label, ms in margins.items()}} for t in thresholds]
    chosen = settings.threshold
    return {"totals": {label: len(ms) for label, ms in margins.items()}, "rows": rows,
            "refused_at_chosen": {label: sorted(t for m, t in ms if m >= chosen) for label, ms in margins.items()
                                  if label not in ("probe2 payloads", "eval intake orders")}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules", default=None, help="rule file (default rules/default.yaml)")
    ap.add_argument("--set", dest="corpus", choices=SETS, default="main", help="which corpus to run (default main)")
    ap.add_argument("--misses", action="store_true", help="print every miss")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--bench", action="store_true", help="time the intake stage alone instead")
    ap.add_argument("--n", type=int, default=1000, help="candidates timed by --bench")
    ap.add_argument("--write-bank", action="store_true", help="write trustgate/payload_bank.yaml from the corpora")
    ap.add_argument("--sweep", action="store_true", help="payload_like's validation sweep (bank main+probe, judged on probe2)")
    args = ap.parse_args()
    if args.write_bank:
        write_bank()
        b = bank()
        print(f"wrote {SHIPPED_BANK.relative_to(ROOT)}: {len(b['payloads'])} payloads, {len(b['benign'])} benign look-alikes")
        return
    if args.sweep:
        result = sweep(rules_path=args.rules)
        if args.json:
            print(json.dumps(result, ensure_ascii=False))
            return
        print("refused by payload_like alone (bank: main + probe); totals " + ", ".join(f"{k} {v}" for k, v in result["totals"].items()))
        for row in result["rows"]:
            print(f"  margin >= {row['threshold']:.2f}: " + ", ".join(f"{k} {v}" for k, v in row.items() if k != "threshold"))
        for label, texts in result["refused_at_chosen"].items():
            for text in texts:
                print(f"  at the chosen threshold, refused from {label}: {text!r}")
        return
    if args.bench:
        result = bench(args.n, args.rules)
        print(json.dumps(result) if args.json else "\n".join(
            f"intake {k}: n={v['n']} median {v['median_ms']:.4f} ms, p95 {v['p95_ms']:.4f} ms" for k, v in result.items()))
        return
    report = run(args.rules, args.corpus)
    if args.json:
        print(json.dumps(report if args.misses else {k: v for k, v in report.items() if k != "misses"}, ensure_ascii=False))
        return
    m, b = report["malicious"], report["benign"]
    print(f"malicious rejected by the right rule: {m['caught']}/{m['total']} ({m['percent']}%); "
          f"kept out by any rule: {m['refused_any_rule']}/{m['total']}")
    for cat, v in report["per_category"].items():
        print(f"  {cat:22} {v['caught']}/{v['total']} (kept out {report['kept_out_per_category'][cat]})")
    print(f"benign accepted: {b['accepted']}/{b['total']} ({b['percent']}%)")
    if args.misses:
        for miss in report["misses"]:
            print(f"- [{miss['set']}] {miss['id']}: expected {miss['expected']}, got {miss['got']}: {miss['text']!r}")


if __name__ == "__main__":
    main()
