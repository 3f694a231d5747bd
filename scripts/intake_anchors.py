"""What the anchors in front of the readers' patterns (trustgate/prefilter.py) buy, measured in one process.

    OMP_NUM_THREADS=1 python scripts/intake_anchors.py [--texts bench|benign|all] [--rounds 2]

A gate of the rules-only stages decides each candidate twice, once with every reader module's anchored patterns and
once with the bare patterns put back, in alternating order, timing CPU time of the thread: the two ways see the same
load (two processes run minutes apart on a shared machine do not). `bench`: the bench's synthetic facts; `benign`:
the look-alikes of every intake corpus (tool output, mail, code: longer texts); `all`: both, and the payloads.
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
from pathlib import Path

import yaml

os.environ.setdefault("OMP_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trustgate.gate import Gate  # noqa: E402
from trustgate.measure import bench  # noqa: E402
from trustgate.measure.synthetic import NOW, candidate_dict, candidates, generate  # noqa: E402
from trustgate.prefilter import Anchored  # noqa: E402
from trustgate.provenance import parse_candidate  # noqa: E402

READERS = ("marks", "standing", "orders", "directive", "configs", "tongues", "screening", "passages", "disguise", "clauses")


def texts(which: str) -> list[str]:
    out = [c.text for c in candidates(generate(4000, 0), 240, 0)] if which in ("bench", "all") else []
    for path in sorted((ROOT / "tests" / "data" / "intake").glob("*.yaml")) if which != "bench" else ():
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        lists = {"malicious": data, "benign": []} if path.stem == "malicious" else {"benign": data} if path.stem == "benign" else data
        for key in ("benign", "malicious") if which == "all" else ("benign",):
            out += [x["text"] for x in lists.get(key) or [] if isinstance(x, dict) and "text" in x]
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--texts", choices=("bench", "benign", "all"), default="bench")
    p.add_argument("--rounds", type=int, default=2)
    args = p.parse_args()
    import time

    modules = [importlib.import_module(f"trustgate.{m}") for m in READERS]
    anchored = {(m, k): v for m in modules for k, v in vars(m).items() if isinstance(v, Anchored)}

    def use(on: bool) -> None:
        for (m, k), v in anchored.items():
            setattr(m, k, v if on else v.rx)

    gate = Gate(bench.rule_variants(None)["rules_only"], ":memory:", clock=lambda: NOW)
    objs = [parse_candidate(candidate_dict(t)) for t in texts(args.texts)]
    for o in objs[:20]:
        for on in (True, False):
            use(on)
            gate.check(o)
    ms: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(args.rounds):
        for i, o in enumerate(objs):
            for on in (True, False) if i % 2 else (False, True):
                use(on)
                t = time.thread_time_ns()
                gate.check(o)
                ms[on].append((time.thread_time_ns() - t) / 1e6)
    use(True)
    print(f"{len(objs)} candidates ({args.texts}) x {args.rounds} rounds, {len(anchored)} anchored patterns, "
          f"load {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for on in (False, True):
        print(f"  {'anchored' if on else 'bare    '}  CPU ms per rules-only decision: median {statistics.median(ms[on]):.4f}"
              f"  mean {statistics.mean(ms[on]):.4f}  p90 {bench.percentile(ms[on], 0.9):.4f}")


if __name__ == "__main__":
    main()
