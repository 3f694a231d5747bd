"""What the optional LLM stage costs, and how many model calls the cheap stages save.

For every case of the labeled set whose candidate passes the deterministic stages (so the LLM
stage would run), prints the median latency of `gate.check` with the deterministic stages
alone beside the LLM stage's own latency over a local Ollama stand-in (tests/ollama_server.py,
the real `ollama` client over HTTP): soft mode with K samples and logprob mode, first with a
server that answers at once (the stage's own overhead), then with an injected server delay
(what the stage adds when the model takes that long). Then counts the cases the deterministic
stages reject, for which the LLM is never called: that many one-pass calls, times K in soft mode.

    python scripts/bench_llm.py [--cases eval/cases] [--repeat 5] [--delay-ms 50] [--samples 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from ollama_server import OllamaStub

from trustgate.embeddings import Embedder
from trustgate.errors import CandidateError
from trustgate.measure.evaluation import Case, load_cases, run_case
from trustgate.gate import Gate
from trustgate.provenance import as_utc, parse_candidate
from trustgate.rules import RuleSet, load_rules


def with_llm(rules: RuleSet, **llm: Any) -> RuleSet:
    """The same rule set with the llm section changed (and the stage enabled)."""
    settings = rules.llm.model_copy(update={"enabled": True, **llm})
    return RuleSet(rules.model.model_copy(update={"llm": settings}), rules.path, rules.sha256, rules._lines)


def plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return as_utc(value).isoformat() if isinstance(value, datetime) else value


def timed(case: Case, rules: RuleSet, embedder: Embedder, repeat: int) -> tuple[float, float | None]:
    """Median ms of gate.check over `repeat` runs (after one warm-up), and the median llm stage ms."""
    gate = Gate(rules, ":memory:", clock=lambda: case.now, embedder=embedder)
    try:
        if case.seed:
            gate.seed(case.seed, now=case.now)
        cand = parse_candidate(plain(case.candidate))
        gate.check(cand)
        totals, stage = [], []
        for _ in range(repeat):
            started = time.perf_counter()
            d = gate.check(cand)
            totals.append((time.perf_counter() - started) * 1000)
            if "llm_latency_ms" in d.scores:  # absent when the stage had nothing to judge against
                stage.append(d.scores["llm_latency_ms"])
            if "llm_error" in d.scores:
                raise SystemExit(f"{case.id}: the llm stage failed: {d.scores['llm_error']}")
        return statistics.median(totals), statistics.median(stage) if stage else None
    finally:
        gate.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", default=str(ROOT / "eval" / "cases"))
    ap.add_argument("--rules", default=str(ROOT / "rules" / "default.yaml"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--delay-ms", type=float, default=50.0)
    ap.add_argument("--samples", type=int, default=5)
    args = ap.parse_args()

    rules = load_rules(args.rules)
    k = args.samples
    embedder = Embedder(rules.conflict.embedder)
    cases = load_cases(args.cases)

    # 1. which candidates the deterministic stages already reject (the LLM stage disabled)
    deterministic = with_llm(rules, enabled=False)
    decisions = {c.id: run_case(c, deterministic, embedder) for c in cases}
    rejected = [c for c in cases if decisions[c.id].verdict == "reject"]
    passing = [c for c in cases if decisions[c.id].verdict == "accept"]
    for c in passing:  # a candidate that does not parse never reaches any stage
        try:
            parse_candidate(plain(c.candidate))
        except CandidateError:
            raise SystemExit(f"{c.id}: accepted but does not parse") from None

    # 2. latency per candidate that reaches the LLM stage
    with OllamaStub("bench-judge") as stub:
        stub.reply = "0.9"
        stub.logprobs = [("Yes", -0.05), ("No", -3.0)]
        configs = {"soft": with_llm(rules, host=stub.url, model="bench-judge", mode="soft", samples=k, threshold=0.5),
                   "logprob": with_llm(rules, host=stub.url, model="bench-judge", mode="logprob", threshold=0.5)}
        print(f"# {len(passing)} of {len(cases)} cases pass the deterministic stages; median of {args.repeat} runs each, ms")
        print(f"# llm columns: the llm stage's own latency (soft K={k} concurrent, logprob one pass) over a local Ollama stand-in")
        head = ["case", "deterministic", f"soft K={k}", "logprob", f"soft +{args.delay_ms:g}ms", f"logprob +{args.delay_ms:g}ms"]
        print("{:<28} {:>13} {:>10} {:>9} {:>13} {:>15}".format(*head))
        rows: list[list[float]] = []
        unjudged: list[str] = []
        for c in passing:
            det, _ = timed(c, deterministic, embedder, args.repeat)
            stub.delay = 0.0
            _, soft = timed(c, configs["soft"], embedder, args.repeat)
            _, logprob = timed(c, configs["logprob"], embedder, args.repeat)
            stub.delay = args.delay_ms / 1000
            _, soft_d = timed(c, configs["soft"], embedder, args.repeat)
            _, logprob_d = timed(c, configs["logprob"], embedder, args.repeat)
            if soft is None:
                unjudged.append(c.id)
                print(f"{c.id:<28} {det:>13.2f} {'no source: the llm stage passes without a call':>54}")
                continue
            rows.append([det, soft, logprob, soft_d, logprob_d])
            print(f"{c.id:<28} {det:>13.2f} {soft:>10.2f} {logprob:>9.2f} {soft_d:>13.2f} {logprob_d:>15.2f}")
        med = [statistics.median(col) for col in zip(*rows)]
        print("{:<28} {:>13.2f} {:>10.2f} {:>9.2f} {:>13.2f} {:>15.2f}".format("median over candidates", *med))
        print(f"# with the llm stage, a write takes about deterministic + llm: {med[0]:.1f} + {med[1]:.1f} ms (soft), "
              f"{med[0]:.1f} + {med[2]:.1f} ms (logprob); with a {args.delay_ms:g} ms model, {med[0]:.1f} + {med[3]:.1f} ms "
              f"and {med[0]:.1f} + {med[4]:.1f} ms")

    # 3. calls saved
    by_stage: dict[str, int] = {}
    for c in rejected:
        stage = decisions[c.id].stage or "?"
        by_stage[stage] = by_stage.get(stage, 0) + 1
    print()
    called = len(passing) - len(unjudged)
    print(f"cases: {len(cases)}; rejected by the deterministic stages: {len(rejected)} "
          f"({', '.join(f'{s} {n}' for s, n in sorted(by_stage.items(), key=lambda x: -x[1]))}); reach the llm stage: {len(passing)}, "
          f"of which {len(unjudged)} carry no span into a domain with no facts (no call)")
    print(f"llm calls saved by the deterministic stages: soft mode {len(rejected)} x K={k} = {len(rejected) * k} of {len(cases) * k} "
          f"({len(rejected) / len(cases):.0%}); logprob mode {len(rejected)} of {len(cases)}")
    print(f"llm calls made: soft mode {called} x K={k} = {called * k}; logprob mode {called}")


if __name__ == "__main__":
    main()
