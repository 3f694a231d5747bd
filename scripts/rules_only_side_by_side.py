"""The rules-only stages of two checkouts in one process, candidate by candidate (issue 19).

    OMP_NUM_THREADS=1 python scripts/rules_only_side_by_side.py --old /tmp/old-tree [--rounds 3] [--texts bench]

The other checkout's package is imported under another name (`trustgate_old`, through a symbolic link: its modules
import each other relatively), so both trees' gates of the stages before conflict (`trustgate bench`'s `rules_only`
variant) run in one process and decide the same candidates, one tree after the other, the order alternating between rounds: the
two see the same load, which on a shared machine moves two processes run minutes apart by more than the change (taking
turns candidate by candidate slowed both about twice: two copies of the code and its tables in the caches). Each round takes the bench's
candidates of another seed, so every decision is a candidate's first sight in both trees (as the bench times it; each
tree keeps its own caches). Prints CPU time of the thread per decision, median and mean, per round and over all, and
checks that both trees decided every candidate alike (every field but the decision's id and the rule file's path).
`--texts benign` adds the look-alikes of every intake corpus (longer texts: tool output, mail, code).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trustgate.measure import bench  # noqa: E402
from trustgate.measure.synthetic import NOW, candidate_dict, candidates, generate  # noqa: E402


def gate_of(package: str) -> tuple:
    """A rules-only gate of the package (`trustgate` or its alias), and its candidate parser."""
    gate = importlib.import_module(f"{package}.gate")
    measure = importlib.import_module(f"{package}.measure.bench")
    provenance = importlib.import_module(f"{package}.provenance")
    return gate.Gate(measure.rule_variants(None)["rules_only"], ":memory:", clock=lambda: NOW), provenance.parse_candidate


def same(a, b, roots: tuple[str, str]) -> bool:  # noqa: ANN001
    def plain(d, root: str) -> str:  # noqa: ANN001
        out = d.to_dict()
        out.pop("decision_id", None)
        return json.dumps(out, sort_keys=True, default=str).replace(root, "")  # a rule_ref names the file from the checkout
    return plain(a, roots[0]) == plain(b, roots[1])


def corpus_texts() -> list[str]:
    import yaml

    out: list[str] = []
    for path in sorted((ROOT / "tests" / "data" / "intake").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        lists = {"benign": data} if path.stem == "benign" else data if isinstance(data, dict) else {}
        out += [x["text"] for x in lists.get("benign") or [] if isinstance(x, dict) and "text" in x]
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--old", type=Path, required=True, help="the other checkout's root (holds trustgate/)")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--size", type=int, default=10000, help="the bench's facts the candidates are drawn from")
    p.add_argument("--candidates", type=int, default=120)
    p.add_argument("--texts", choices=("bench", "benign"), default="bench")
    args = p.parse_args()
    link_dir = Path(tempfile.mkdtemp(prefix="trustgate-old-"))
    (link_dir / "trustgate_old").symlink_to(args.old.resolve() / "trustgate", target_is_directory=True)
    sys.path.insert(0, str(link_dir))
    gates = {"old": gate_of("trustgate_old"), "new": gate_of("trustgate")}
    roots = (f"{args.old.resolve()}/", f"{ROOT}/")  # a rule file's path, absolute or (below the working directory) relative
    facts = generate(args.size, 0)
    warm = candidate_dict(facts[0].text)
    for gate, parse in gates.values():  # the first decision of a process reads its lazy tables: not a candidate's cost
        gate.check(parse(warm))
    ms: dict[str, list[float]] = {"old": [], "new": []}
    differ = 0
    load = [os.getloadavg()[0]]
    for r in range(args.rounds):
        texts = [c.text for c in candidates(facts, args.candidates, 1000 + r)]
        if args.texts == "benign":
            texts += corpus_texts() if r == 0 else []
        got: dict[str, list[float]] = {"old": [], "new": []}
        decided: dict[str, list] = {}
        for tree in ("old", "new") if r % 2 else ("new", "old"):  # a tree's candidates in one run: each tree's code and tables stay warm
            gate, parse = gates[tree]
            cands = [parse(candidate_dict(text)) for text in texts]
            decided[tree] = []
            for cand in cands:
                t = time.thread_time_ns()
                decided[tree].append(gate.check(cand))
                got[tree].append((time.thread_time_ns() - t) / 1e6)
        differ += sum(not same(a, b, roots) for a, b in zip(decided["old"], decided["new"]))
        load.append(os.getloadavg()[0])
        print(f"round {r + 1}: {len(texts)} candidates, CPU ms per rules-only decision, median old {statistics.median(got['old']):.4f}"
              f" / new {statistics.median(got['new']):.4f}  (mean {statistics.mean(got['old']):.4f} / {statistics.mean(got['new']):.4f}),"
              f" load {load[-1]:.1f}")
        for tree in ms:
            ms[tree] += got[tree]
    o, n = statistics.median(ms["old"]), statistics.median(ms["new"])
    print(f"all: median old {o:.4f} / new {n:.4f} ms ({o / n:.2f}x), p90 {bench.percentile(ms['old'], 0.9):.4f} /"
          f" {bench.percentile(ms['new'], 0.9):.4f}; load {min(load):.1f}-{max(load):.1f}; decisions that differ: {differ}")


if __name__ == "__main__":
    main()
