"""The figures behind trustgate's robustness guarantees, measured now on this machine.

Runs small versions of what tests/test_concurrency.py, tests/test_crash.py and
tests/test_hostile.py check, and prints what a reader wants to know:

- writers held: processes writing into one SQLite store file at once (each its own Gate),
  and how many decisions were lost or logged twice;
- races run and lost: rounds in which every writer sends a different value of the same
  attribute to a fresh domain at the same moment (a race is lost if more than one value
  ends up current, or none does);
- crashes survived: writers killed with SIGKILL in the middle of a batch whose store then
  passes the integrity check, verifies its hash chain and matches accepts to fact rows;
- bad inputs tried: the hostile-input table of tests/test_hostile.py (JSONL lines through
  `trustgate write` in a process each, Python objects and rule files through the library),
  and how many got exactly their expected error or rejection without changing the store.

Every figure is counted from the runs; nothing is typed in. Lexical rules (the shipped
rules with `conflict.embedding_cosine: null`) keep model loading out of it. About a minute.

    python scripts/robustness.py [--writers 8] [--kills 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from conftest import NOW, lexical_rules  # noqa: E402 - tests/ joins sys.path just above



# ---------------------------------------------------------------- concurrent writers and races
def concurrency(folder: Path, writers: int) -> dict:
    """tests/test_concurrency.py's workload (its writer, its candidates), counted instead of asserted."""
    import test_concurrency as tc

    from trustgate import Gate

    db, rules = folder / "concurrent.db", lexical_rules(folder)
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(writers, timeout=120), ctx.Queue()
    procs = [ctx.Process(target=tc.writer, args=(w, str(db), str(rules), barrier, results)) for w in range(writers)]
    started = time.perf_counter()
    for p in procs:
        p.start()
    reports = [results.get(timeout=300) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    seconds = time.perf_counter() - started
    returned = [r[2] for _, out, _ in reports for r in out]
    errors = [e for _, _, errs in reports for e in errs]
    submitted = writers * (tc.OWN + len(range(0, tc.OWN, 4)) + tc.SHARED + tc.ROUNDS)
    with Gate(rules, db, clock=lambda: NOW) as gate:
        logged = [r[0] for r in gate.store.conn.execute("SELECT decision_id FROM decisions")]
        chain_ok = gate.log.verify() == []
        current = Counter(f.domain for f in gate.store.current("default", None, NOW) if f.domain.startswith("race-"))
    winners = Counter(r[1] for _, out, _ in reports for r in out if r[0] == "race" and r[3] == "accept")
    lost_races = sum(1 for r in range(tc.ROUNDS) if current[f"race-{r}"] != 1 or winners[r] != 1)
    return {
        "writers": writers, "writers_finished": sum(1 for w, _, errs in reports if not errs and procs[w].exitcode == 0),
        "seconds": round(seconds, 1), "submitted": submitted, "returned": len(returned), "logged": len(logged),
        "lost": submitted - len(set(logged) & set(returned)), "logged_twice": len(logged) - len(set(logged)),
        "errors_escaped": len(errors), "hash_chain_ok": chain_ok, "races_run": tc.ROUNDS, "races_lost": lost_races,
    }


# ---------------------------------------------------------------- crashes
def crashes(folder: Path, kills: int) -> dict:
    """tests/test_crash.py's writer, kill and reopen checks, at `kills` evenly spread points."""
    import test_crash as tk

    rules = lexical_rules(folder)
    path = folder / "crash.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in tk.candidates()))
    survived, kept, mid = 0, [], 0
    for k in range(kills):
        db = folder / f"crash-{k}.db"
        script = tk.SCRIPT.format(root=str(ROOT), rules=str(rules), db=str(db), input=str(path), batch=tk.BATCH)
        proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        proc.stdout.readline()
        try:
            code = tk.kill_midway(proc, db, 1 + k * (tk.TOTAL // (kills + 1)), 0.003 * k)
            n = tk.check_whole(db, rules, tk.BATCH)
        except AssertionError:
            kept.append(None)
            continue
        survived += 1
        mid += code == -signal.SIGKILL and n < tk.TOTAL
        kept.append(n)
    return {"kills": kills, "killed_mid_run": mid, "crashes_survived": survived, "decisions_kept": kept, "of": tk.TOTAL}


# ---------------------------------------------------------------- hostile input
def hostile(folder: Path) -> dict:
    import test_hostile as th

    from trustgate import CandidateError, Gate, RuleSetError, load_rules

    rules, template = lexical_rules(folder), folder / "template.db"
    with Gate(rules, template, clock=lambda: NOW) as gate:
        gate.write_many([{"text": th.STORED, "domain": "infra", "provenance": {**th.PROV, "evidence_count": 3, "confidence": 1.0}},
                         {"text": "The deploy window is Tuesday at 14:00.", "domain": "ops", "provenance": th.PROV}])

    def stdin_case(item: tuple[int, str]) -> tuple[bool, bool]:
        i, name = item
        stdin, expected = th.STDIN[name]
        db = folder / f"hostile-{i}.db"
        shutil.copy(template, db)
        before = th.snapshot(db)
        proc = th.run_cli(["write", "--rules", str(rules), "--db", str(db), "--now", th.NOW_ARG], stdin)
        err, out = proc.stderr.decode("utf-8", "replace"), proc.stdout.decode("utf-8", "replace")
        after = th.snapshot(db)
        crashed = "Traceback" in err or proc.returncode not in (0, 1)
        new = after[1][len(before[1]):]
        unchanged = after[0] == before[0] and after[1][: len(before[1])] == before[1]
        if expected[0] == "error":
            ok = proc.returncode == 1 and f"line 1: {expected[1]}" in err and not new
        elif expected[0] == "reject":
            lines = [json.loads(x) for x in out.splitlines()]
            ok = (len(lines) == 1 and lines[0]["reasons"] and lines[0]["reasons"][0]["rule"] == expected[1]
                  and expected[2] in lines[0]["reasons"][0]["message"] and len(new) == 1)
        else:
            ok = proc.returncode == 0 and not out and not new
        return ok and unchanged and not crashed, crashed

    with ThreadPoolExecutor(max_workers=3) as pool:
        stdin_results = list(pool.map(stdin_case, enumerate(th.STDIN)))

    lib_ok = 0
    for value, says in th.LIBRARY.values():
        db = folder / "lib.db"
        shutil.copy(template, db)
        before = th.snapshot(db)
        with Gate(rules, db, clock=lambda: NOW) as gate:
            try:
                gate.write(value)
            except CandidateError as exc:
                lib_ok += says in str(exc) and th.snapshot(db) == before

    rule_ok = 0
    for body, says in th.RULES.values():
        path = folder / "bad.yaml"
        path.write_bytes(body if isinstance(body, bytes) else body.encode("utf-8"))
        try:
            load_rules(path)
        except RuleSetError as exc:
            rule_ok += says in "\n".join(exc.problems)

    tried = len(th.STDIN) + len(th.LIBRARY) + len(th.RULES)
    return {"bad_inputs_tried": tried, "jsonl_lines": len(th.STDIN), "python_objects": len(th.LIBRARY), "rule_files": len(th.RULES),
            "handled_as_specified": sum(ok for ok, _ in stdin_results) + lib_ok + rule_ok,
            "processes_crashed": sum(crashed for _, crashed in stdin_results)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--writers", type=int, default=8)
    ap.add_argument("--kills", type=int, default=5)
    ap.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for sub in ("c", "k", "h"):
            (folder / sub).mkdir()
        figures = {"sqlite": sqlite3.sqlite_version, "concurrency": concurrency(folder / "c", args.writers),
                   "crashes": crashes(folder / "k", args.kills), "hostile": hostile(folder / "h")}
    c, k, h = figures["concurrency"], figures["crashes"], figures["hostile"]
    healthy = (c["writers_finished"] == c["writers"] and c["lost"] == 0 and c["logged_twice"] == 0 and c["errors_escaped"] == 0
               and c["hash_chain_ok"] and c["races_lost"] == 0 and k["crashes_survived"] == k["kills"]
               and h["handled_as_specified"] == h["bad_inputs_tried"] and h["processes_crashed"] == 0)
    if args.json:
        print(json.dumps({**figures, "all_held": healthy}))
        return 0 if healthy else 1
    rows = [
        ("concurrent writers (one SQLite file, WAL, BEGIN IMMEDIATE)", None),
        ("writers held", f"{c['writers_finished']} of {c['writers']}"),
        ("decisions submitted / logged", f"{c['submitted']} / {c['logged']}"),
        ("decisions lost", c["lost"]), ("decisions logged twice", c["logged_twice"]),
        ("errors that reached a caller", c["errors_escaped"]), ("hash chain intact", "yes" if c["hash_chain_ok"] else "NO"),
        ("races run (each: writers at a barrier, one value each)", c["races_run"]),
        ("races lost (not exactly one value current)", c["races_lost"]),
        ("crashes (SIGKILL in the middle of write_many)", None),
        ("writers killed mid-run", f"{k['killed_mid_run']} of {k['kills']}"),
        ("crashes survived", f"{k['crashes_survived']} of {k['kills']}"),
        ("decisions kept per kill (whole batches)", f"{k['decisions_kept']} of {k['of']}"),
        ("hostile input (tests/test_hostile.py tables)", None),
        ("bad inputs tried", f"{h['bad_inputs_tried']} ({h['jsonl_lines']} JSONL lines via `trustgate write`, "
                             f"{h['python_objects']} Python objects, {h['rule_files']} rule files)"),
        ("handled as specified, store unchanged", h["handled_as_specified"]),
        ("processes crashed", h["processes_crashed"]),
    ]
    print(f"trustgate robustness (SQLite {figures['sqlite']}, {c['writers']} writers in {c['seconds']} s)")
    for label, value in rows:
        print(f"\n{label}" if value is None else f"  {label:<56} {value}")
    print(f"\n{'all guarantees held' if healthy else 'A GUARANTEE DID NOT HOLD'}")
    return 0 if healthy else 1


if __name__ == "__main__":
    sys.exit(main())
