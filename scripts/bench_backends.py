"""SQLite and PostgreSQL side by side in one run: single-writer decision latency at 10,000 facts and
throughput with 1, 2, 4 and 8 writer processes (embedding signal off; see trustgate/measure/backends.py).

Without --pg it starts a throwaway PostgreSQL cluster from the server binaries on the machine
(tests/pg_server.py) with the durability SQLite's WAL mode with synchronous=NORMAL has:
fsync on, synchronous_commit off (a crash loses at most the last moments' commits, never
consistency). The SQLite store is a new file in a temporary directory.

    OMP_NUM_THREADS=1 python scripts/bench_backends.py [--facts 10000] [--count 200] [--per-writer 100] [--pg URL] [--json]
"""

from __future__ import annotations

import os

os.environ["OMP_NUM_THREADS"] = "1"
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import argparse
import json
import platform
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from trustgate.measure.backends import format_table, measure  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--facts", type=int, default=10_000)
    ap.add_argument("--count", type=int, default=200, help="single writes timed per backend")
    ap.add_argument("--per-writer", type=int, default=100, help="decisions per writer process")
    ap.add_argument("--pg", default=None, help="a postgresql:// URL (default: a throwaway local cluster)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cluster = None
    if args.pg is None:
        from pg_server import Cluster

        cluster = Cluster({"fsync": "on", "synchronous_commit": "off", "full_page_writes": "on"}).start()
    pg = args.pg or cluster.url()
    kw = {"facts": args.facts, "count": args.count, "per_writer": args.per_writer,
          "progress": lambda msg: print(msg, file=sys.stderr, flush=True)}
    try:
        with tempfile.TemporaryDirectory(prefix="trustgate-bench-") as tmp:
            results = [measure("sqlite", str(Path(tmp) / "bench.db"), **kw), measure("postgresql", pg, **kw)]
    finally:
        if cluster is not None:
            cluster.stop()
    if args.json:
        for r in results:
            print(json.dumps(r.to_dict()))
        return
    print(format_table(results))
    print(f"\n{platform.platform()}, {os.cpu_count()} CPUs, load {', '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"embedding signal off; {args.count} single writes, {args.per_writer} decisions per writer process")


if __name__ == "__main__":
    main()
