"""Old code beside new: `trustgate bench --json` run alternately from two checkouts, on the same machine
in the same minutes, and the ratio of each figure (old / new for times, new / old for rates).

    OMP_NUM_THREADS=1 python scripts/bench_side_by_side.py --old ../main --new . --sizes 10000,100000

Each round runs the old tree, then the new one (the order alternates between rounds), so load that
comes and goes on a shared machine falls on both; a figure is the median over the rounds. With
--parallel, each round runs both at the same time instead (the same minutes, the same load).
`--tables OLD.jsonl NEW.jsonl` prints the comparison of two saved `trustgate bench --json` outputs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

FIGURES = [  # (method, field, label, higher is better)
    ("rules_only", "median_ms", "rules only, ms", False),
    ("embed_forward", "median_ms", "model forward pass, one text, ms", False),
    ("lexical_cosine_index", "median_ms", "lexical + exact cosine, index, ms", False),
    ("conflict_stage_index", "median_ms", "conflict stage, index, ms", False),
    ("decision_index", "median_ms", "whole decision (model included), ms", False),
    ("write_many_embed", "throughput", "write_many with embeddings, facts/s", True),
    ("write_many_no_embed", "throughput", "write_many without, facts/s", True),
    ("embed_facts", "throughput", "embedding, facts/s", True),
    ("index_build", "seconds", "index built from the store, s", False),
    ("index_build", "matrix_mb", "index vectors, MB", False),
    ("index_build", "rss_growth_mb", "index build: RSS growth, MB", False),
    ("memory", "peak_rss_mb", "peak RSS of the run, MB", False),
    ("warm_start", "open_to_first_decision_s", "new process: open -> first decision, s", False),
    ("warm_start", "rss_mb", "new process: RSS after its lookups, MB", False),
]


def start(tree: Path, args: argparse.Namespace) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "trustgate.cli", "bench", "--json", "--sizes", args.sizes, "--budget", str(args.budget),
           "--write", str(args.write), "--candidates", str(args.candidates)]
    env = {**os.environ, "PYTHONPATH": str(tree), "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS", "1")}
    return subprocess.Popen(cmd, cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def parse(text: str) -> dict[tuple[int, str], dict]:
    rows = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    return {(r["size"], r["method"]): r for r in rows}


def finish(proc: subprocess.Popen) -> dict[tuple[int, str], dict]:
    out, _ = proc.communicate()
    if proc.returncode != 0:
        raise SystemExit(f"a bench run failed ({proc.returncode})")
    return parse(out)


def table(runs: dict[str, list], sizes: list[int]) -> None:
    print(f"{'':44}" + "".join(f"{f'{s:,}: old / new (ratio)':>34}" for s in sizes))
    for method, key, label, higher in FIGURES:
        cells = []
        for s in sizes:
            vals = {}
            for side in ("old", "new"):
                xs = [row[key] for res in runs[side] if (row := res.get((s, method))) and row.get(key) is not None]
                vals[side] = statistics.median(xs) if xs else None
            if vals["old"] is None or vals["new"] is None:
                cells.append("-" if vals["new"] is None else f"- / {vals['new']:.3g}")
                continue
            ratio = (vals["new"] / vals["old"]) if higher else (vals["old"] / vals["new"] if vals["new"] else float("inf"))
            cells.append(f"{vals['old']:.3g} / {vals['new']:.3g} ({ratio:.2f}x)")
        print(f"{label:44}" + "".join(f"{c:>34}" for c in cells))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--old", type=Path, required=True)
    p.add_argument("--new", type=Path, required=True)
    p.add_argument("--sizes", default="10000,100000")
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--budget", type=float, default=4.0)
    p.add_argument("--write", type=int, default=1000)
    p.add_argument("--candidates", type=int, default=80)
    p.add_argument("--parallel", action="store_true", help="run old and new at the same time in each round")
    p.add_argument("--tables", nargs=2, type=Path, metavar=("OLD_JSONL", "NEW_JSONL"), help="compare two saved runs")
    args = p.parse_args()
    runs: dict[str, list] = {"old": [], "new": []}
    if args.tables:
        for side, path in zip(("old", "new"), args.tables):
            runs[side].append(parse(path.read_text(encoding="utf-8")))
        sizes = sorted({size for size, _ in runs["old"][0]} & {size for size, _ in runs["new"][0]})
    else:
        for r in range(args.rounds):
            order = ("old", "new") if r % 2 == 0 else ("new", "old")
            if args.parallel:
                procs = {side: start(getattr(args, side).resolve(), args) for side in order}
                for side in order:
                    runs[side].append(finish(procs[side]))
            else:
                for side in order:
                    runs[side].append(finish(start(getattr(args, side).resolve(), args)))
            print(f"round {r + 1} done", file=sys.stderr)
        sizes = [int(s) for s in args.sizes.split(",")]
    table(runs, sizes)
    print(f"(ratio: how many times better the new code is; medians over {max(len(runs['old']), 1)} round(s); "
          f"load average at the end {' '.join(f'{x:.1f}' for x in os.getloadavg())})")


if __name__ == "__main__":
    main()
