"""Cold start of `trustgate check` on a one-line input, with and without the embedding model.

Three runs side by side, each a fresh process: a rule file with `conflict.embedding_cosine: null`
(nothing needs a vector), the default rules (the model on ONNX Runtime, its graph already in
the cache: the warm-up run writes it if missing) and the default rules with
`conflict.embedder.runtime: torch`, on a store holding one fact in the candidate's domain (so
the embedding runs must load the model and embed). Each is timed N times, interleaved,
after one untimed warm-up each; the median, min and max wall time are printed. Then each is run
once more under `python -X importtime` to check that the no-embedding run never imports the
model stack (torch, transformers, sentence_transformers) and to show where the start-up goes.
If it does import them, the chain of imports that led there is printed and the exit code is 1.

    OMP_NUM_THREADS=1 python scripts/cold_start.py [--runs 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MODEL_STACK = ("torch", "transformers", "sentence_transformers")
FACT = "The Bergen warehouse ships parcels every Tuesday at 06:00."
CANDIDATE = {"text": "The Bergen warehouse ships its parcels every Tuesday at 09:30.", "domain": "logistics",
             "provenance": {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "observed_at": "2026-05-30T00:00:00Z"}}


def command() -> list[str]:
    """The installed `trustgate` script beside this Python when there is one (what a user runs), else -m."""
    script = Path(sys.executable).parent / "trustgate"
    return [str(script)] if script.exists() else [sys.executable, "-m", "trustgate.cli"]


def prepare(tmp: Path) -> dict[str, Path]:
    import yaml

    from trustgate.gate import Gate
    from trustgate.rules import default_rules_path

    default = default_rules_path()
    data = yaml.safe_load(default.read_text(encoding="utf-8"))
    data["conflict"]["embedding_cosine"] = None
    no_embed = tmp / "no-embeddings.yaml"
    no_embed.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    data = yaml.safe_load(default.read_text(encoding="utf-8"))
    data["conflict"]["embedder"]["runtime"] = "torch"
    on_torch = tmp / "torch-runtime.yaml"
    on_torch.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    db = tmp / "memory.db"
    with Gate(no_embed, db) as g:  # seeded, so no vector is stored: the default rules must embed it too
        g.seed([{"id": "f1", "text": FACT, "domain": CANDIDATE["domain"],
                 "provenance": {**CANDIDATE["provenance"], "observed_at": "2026-05-01T00:00:00Z"}}])
    line = tmp / "candidate.jsonl"
    line.write_text(json.dumps(CANDIDATE) + "\n", encoding="utf-8")
    return {"no_embeddings": no_embed, "default": default, "torch": on_torch, "db": db, "input": line}


def argv(files: dict[str, Path], rules: str) -> list[str]:
    return [*command(), "check", "--rules", str(files[rules]), "--db", str(files["db"]), "--input", str(files["input"]),
            "--now", "2026-06-01T00:00:00Z"]


def run(cmd: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess]:
    t = time.perf_counter()
    proc = subprocess.run(cmd, check=False, capture_output=True, text=True, env=env, timeout=300)
    return time.perf_counter() - t, proc


def import_chain(stderr: str, module: str) -> list[str]:
    """From `-X importtime` output, the imports that led to `module` (outermost first)."""
    rows = []
    for line in stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        name = line.split("|")[-1]
        if name.strip() == "imported package":
            continue
        rows.append((len(name) - len(name.lstrip()), name.strip(), int(line.split("|")[1].strip())))
    # importtime prints a module after its children: the parent of row i is the next row with less indentation
    for i, (depth, name, _) in enumerate(rows):
        if name == module or name.startswith(module + "."):
            chain, d = [name], depth
            for depth2, name2, _ in rows[i + 1 :]:
                if depth2 < d:
                    chain.append(name2)
                    d = depth2
            return list(reversed(chain))
    return []


def top_imports(stderr: str, k: int = 6) -> list[tuple[str, float]]:
    """The top-level imports (depth 1) costing most, cumulative milliseconds."""
    out = []
    for line in stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            parts = line.split("|")
            name = parts[-1]
            if name.strip() != "imported package" and len(name) - len(name.lstrip()) == 1:
                out.append((name.strip(), int(parts[1].strip()) / 1000))
    return sorted(out, key=lambda x: -x[1])[:k]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7, help="timed runs of each (default 7)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()

    env = {**os.environ, "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS", "1"), "HF_HUB_OFFLINE": "1",
           "TOKENIZERS_PARALLELISM": "false"}
    with tempfile.TemporaryDirectory(prefix="trustgate-cold-") as tmp:
        files = prepare(Path(tmp))
        names = ["no_embeddings", "default", "torch"]
        outputs: dict[str, dict] = {}
        for name in names:  # warm-up (file cache), and the decision each makes
            _, proc = run(argv(files, name), env)
            if proc.returncode != 0:
                print(f"{name}: trustgate check failed (exit {proc.returncode}): {proc.stderr.strip()}", file=sys.stderr)
                return 2
            outputs[name] = json.loads(proc.stdout.splitlines()[-1])
        times: dict[str, list[float]] = {n: [] for n in names}
        for _ in range(args.runs):
            for name in names:
                seconds, _ = run(argv(files, name), env)
                times[name].append(seconds)
        imports: dict[str, dict] = {}
        for name in names:
            cmd = argv(files, name)
            cmd = [sys.executable, "-X", "importtime", "-m", "trustgate.cli", *cmd[cmd.index("check"):]]
            _, proc = run(cmd, env)
            stack = {m: import_chain(proc.stderr, m) for m in MODEL_STACK}
            imports[name] = {"model_stack": {m: c for m, c in stack.items() if c}, "top": top_imports(proc.stderr)}

    result = {
        "command": " ".join(Path(c).name if i == 0 else c for i, c in enumerate(command())) + " check (one line)",
        "runs": args.runs, "load_average": [round(x, 2) for x in os.getloadavg()],
        "results": [{"rules": name, "median_s": round(statistics.median(times[name]), 3), "min_s": round(min(times[name]), 3),
                     "max_s": round(max(times[name]), 3),
                     "verdict": outputs[name]["verdict"], "rule": (outputs[name]["reasons"] or [{}])[0].get("rule"),
                     "scores": outputs[name]["scores"],
                     "imports_model_stack": sorted(imports[name]["model_stack"]), "top_imports_ms": imports[name]["top"]}
                    for name in names],
    }
    leak = imports["no_embeddings"]["model_stack"]
    if args.json:
        print(json.dumps(result))
    else:
        print(f"cold start of `{result['command']}`, {args.runs} runs each, interleaved; load average "
              f"{' '.join(map(str, result['load_average']))}")
        print(f"{'rules':34}{'median s':>10}{'min s':>8}{'max s':>8}  decision                     model stack imported")
        for r in result["results"]:
            label = {"no_embeddings": "conflict.embedding_cosine: null", "default": "default (embeddings, onnx)",
                     "torch": "embeddings, runtime: torch"}[r["rules"]]
            decision = f"{r['verdict']} {r['rule'] or ''} {r['scores']}"
            print(f"{label:34}{r['median_s']:>10.3f}{r['min_s']:>8.3f}{r['max_s']:>8.3f}  {decision:28} "
                  f"{', '.join(r['imports_model_stack']) or 'none'}")
        for r in result["results"]:
            print(f"  {r['rules']}: largest top-level imports (ms, cumulative): "
                  + ", ".join(f"{m} {ms:.0f}" for m, ms in r["top_imports_ms"]))
    if leak:
        for module, chain in leak.items():
            print(f"the no-embedding run imports {module}: " + " -> ".join(chain), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
