"""Sweep the slot thresholds of the conflict stage on validation sets only.

Default: conflict.slot_cosine x reworded_cosine x value_cosine on eval/validation, eval/validation_slots and
eval/validation_stale, so that the values in rules/default.yaml are chosen (and recorded, with the date) before the
113-case set is run.

`--same-value 0.6,0.65,...` sweeps conflict.same_value_cosine alone (the others as shipped) on those three sets and
on the probe sets already read as working sets (the pair, poisoning / harmless and sequence sets of
eval/probes/ named in VALIDATION_PROBES); eval/pairs, eval/conversation, the 113 cases and any probe set written
after the value was chosen are the test split, never run here.

    OMP_NUM_THREADS=1 python scripts/sweep_slots.py [--same-value 0.60,0.65,0.70,0.75,0.80,none]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trustgate.embeddings import Embedder  # noqa: E402
from trustgate.measure.evaluation import load_cases, run_case  # noqa: E402
from trustgate.rules import parse_rules  # noqa: E402

SETS = ["eval/validation", "eval/validation_slots", "eval/validation_stale"]
SLOT = [0.80, 0.85, 0.90]
REWORDED = [0.60, 0.65, 0.70, 0.75]
VALUE = [0.45, 0.55, 0.65]
# probe sets every one of which had been read as a working set before conflict.same_value_cosine was chosen
VALIDATION_PROBES = ["pairs", "synonyms", "conversation2", "pairs6", "pairs7", "pairs8", "pairs9", "pairs10",
                     *(f"{k}{n}" for k in ("poisoning", "harmless") for n in ("", 2, 3, 4, 5, 6, 7)),
                     *(f"sequences{n}" for n in ("", 2, 3, 4, 5, 6, 7, 8, 9))]


def _probes():
    spec = importlib.util.spec_from_file_location("probes", ROOT / "scripts" / "probes.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sweep_thresholds() -> None:
    base = (ROOT / "rules" / "default.yaml").read_text(encoding="utf-8")
    cases = {s: load_cases(ROOT / s) for s in SETS}
    embedder = None
    print(f"{'slot':>6} {'reworded':>9} {'value':>6} " + " ".join(f"{s:>22}" for s in SETS) + "   total")
    for slot, reworded, value in ((s, r, v) for s in SLOT for r in REWORDED for v in VALUE):
        text = (base.replace("slot_cosine: 0.85", f"slot_cosine: {slot}").replace("reworded_cosine: 0.65", f"reworded_cosine: {reworded}")
                .replace("value_cosine: 0.55", f"value_cosine: {value}"))
        rules = parse_rules(text, "sweep.yaml")
        if embedder is None:
            embedder = Embedder(rules.conflict.embedder)
        got = {s: sum(run_case(c, rules, embedder).verdict == c.expected for c in cs) for s, cs in cases.items()}
        print(f"{slot:>6} {reworded:>9} {value:>6} " + " ".join(f"{got[s]:>18}/{len(cases[s]):<3}" for s in SETS) + f"   {sum(got.values())}")


def sweep_same_value(values: list[float | None]) -> None:
    """Run the validation sets at each value; the rule's firings are recorded (the two texts and their cosine), so
    that each value's effect can be read off the firings of the lowest one."""
    import trustgate.slots as slots

    fired: list[tuple[str, str, float]] = []
    inner = slots._same_predicate

    def recording(a, b, cosine, slot_cosine, same_value_cosine=None):
        same, how = inner(a, b, cosine, slot_cosine, same_value_cosine)
        if same and "the same values with the predicate in other words" in how:
            fired.append((a.text, b.text, cosine))
        return same, how

    slots._same_predicate = recording
    base = (ROOT / "rules" / "default.yaml").read_text(encoding="utf-8")
    probes = _probes()
    wanted = [s for s in probes.SETS if s[0] in VALIDATION_PROBES]
    cases = {s: load_cases(ROOT / s) for s in SETS}
    embedder = None
    for value in values:
        fired.clear()
        text = base.replace("  value_cosine: 0.55", f"  value_cosine: 0.55\n  same_value_cosine: {'null' if value is None else value}", 1)
        rules = parse_rules(text, "sweep.yaml")
        embedder = embedder or Embedder(rules.conflict.embedder)
        got, wrong = {}, {}
        for s, cs in cases.items():
            verdicts = [(c, run_case(c, rules, embedder).verdict) for c in cs]
            got[s] = sum(v == c.expected for c, v in verdicts)
            wrong[s] = [c.id for c, v in verdicts if v != c.expected]
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "rules.yaml"
            path.write_text(text, encoding="utf-8")
            for key, _, run, rel in wanted:
                got[key], _, wrong[key] = run(str(path), ROOT / "eval" / "probes" / rel)
        print(f"same_value_cosine {value}: total {sum(got.values())}  " + " ".join(f"{k}={v}" for k, v in got.items()), flush=True)
        for k, w in wrong.items():
            print(f"  wrong {k}: {w}", flush=True)
        for a, b, c in sorted(set(fired), key=lambda x: x[2]):
            print(f"  fired {c:.3f}: {a!r} / {b!r}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--same-value", help="comma-separated values of conflict.same_value_cosine ('none' for off)")
    args = parser.parse_args()
    if args.same_value:
        sweep_same_value([None if v.strip() == "none" else float(v) for v in args.same_value.split(",")])
    else:
        sweep_thresholds()


if __name__ == "__main__":
    main()
