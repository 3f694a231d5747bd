"""What opening a gate costs: each round opens a gate on an in-memory store (the shipped rules, the real model) and
gates two facts, then closes it; the first round of a process loads the model and reads the rule file, later rounds
reuse them. Run it on two trees side by side to compare (the PYTHONPATH picks the tree):
    OMP_NUM_THREADS=1 PYTHONPATH=/path/to/tree python scripts/bench_open.py --rounds 6"""

from __future__ import annotations

import argparse
import statistics
import time
from datetime import UTC, datetime

import trustgate
from trustgate import Gate
from trustgate.rules import default_rules_path

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def one_round(i: int, rules: str) -> float:
    start = time.perf_counter()
    gate = Gate(rules, ":memory:", clock=lambda: NOW)
    try:
        gate.write({"text": f"Server Alpha{i} has 16 GB of RAM.", "domain": "d", "provenance": {
            "source_kind": "user_direct", "evidence_count": 1, "confidence": 0.95, "observed_at": "2026-05-10T09:00:00Z"}})
        gate.write({"text": f"Server Alpha{i} has 32 GB of RAM.", "domain": "d", "provenance": {
            "source_kind": "web_search", "source_id": "https://x.example", "evidence_count": 1, "confidence": 0.9,
            "observed_at": "2026-05-11T09:00:00Z"}})
    finally:
        gate.close()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--rules", default=str(default_rules_path()))
    args = parser.parse_args()
    times = [one_round(i, args.rules) for i in range(args.rounds)]
    later = times[1:] or times
    print(f"trustgate from {trustgate.__file__}")
    print(f"first round {times[0]:.3f} s; later rounds median {statistics.median(later):.3f} s "
          f"(min {min(later):.3f}, max {max(later):.3f}) per gate opened and two facts gated")


if __name__ == "__main__":
    main()
