"""Sweep the slot thresholds (conflict.slot_cosine, conflict.reworded_cosine) on the validation sets only.

Prints the correct count per pair of values on eval/validation and eval/validation_slots, so
that the values in rules/default.yaml are chosen (and recorded, with the date) before the
113-case set is run. Usage: OMP_NUM_THREADS=1 python scripts/sweep_slots.py
"""

from __future__ import annotations

import os
import sys
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


def main() -> None:
    base = (ROOT / "rules" / "default.yaml").read_text(encoding="utf-8")
    cases = {s: load_cases(ROOT / s) for s in SETS}
    embedder = None
    print(f"{'slot':>6} {'reworded':>9} {'value':>6} " + " ".join(f"{s:>22}" for s in SETS) + "   total")
    for slot, reworded, value in ((s, r, v) for s in SLOT for r in REWORDED for v in VALUE):
        if True:
            text = (base.replace("slot_cosine: 0.85", f"slot_cosine: {slot}").replace("reworded_cosine: 0.65", f"reworded_cosine: {reworded}")
                    .replace("value_cosine: 0.55", f"value_cosine: {value}"))
            rules = parse_rules(text, "sweep.yaml")
            if embedder is None:
                embedder = Embedder(rules.conflict.embedder)
            got = {s: sum(run_case(c, rules, embedder).verdict == c.expected for c in cs) for s, cs in cases.items()}
            print(f"{slot:>6} {reworded:>9} {value:>6} " + " ".join(f"{got[s]:>18}/{len(cases[s]):<3}" for s in SETS) + f"   {sum(got.values())}")


if __name__ == "__main__":
    main()
