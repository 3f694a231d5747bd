"""A throwaway PostgreSQL cluster for the tests and the benchmark, from the server binaries on the machine.

`Cluster.start()` runs initdb into a temporary directory and starts the server on a free
port of 127.0.0.1 and a socket directory under /tmp; `url(db)` is the address; `restart()`
is `pg_ctl restart` (the fault tests); `stop()` stops it and removes the directory. As root
the binaries run as the `postgres` user (the server refuses root); otherwise directly.
Durability settings are the test's to choose (`fsync=off` for the suite, defaults for the
benchmark).
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def bindir() -> Path | None:
    """The newest PostgreSQL server bindir with initdb, or None."""
    found = shutil.which("pg_config")
    if found:
        out = subprocess.run([found, "--bindir"], capture_output=True, text=True).stdout.strip()
        if out and Path(out, "initdb").exists():
            return Path(out)
    dirs = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    return Path(dirs[-1]).parent if dirs else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    def __init__(self, settings: dict[str, str] | None = None):
        self.bin = bindir()
        if self.bin is None:
            raise RuntimeError("no PostgreSQL server binaries (initdb) on this machine: apt-get install postgresql")
        self.root = Path(tempfile.mkdtemp(prefix="trustgate-pg-", dir="/tmp"))
        self.data = self.root / "data"
        self.sock = self.root / "sock"
        self.port = free_port()
        self.settings = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off", "max_connections": "200",
                         **(settings or {})}
        self.as_root = os.geteuid() == 0

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if self.as_root:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        return subprocess.run(cmd, capture_output=True, text=True, check=check, cwd="/tmp")

    def start(self) -> "Cluster":
        self.sock.mkdir(parents=True)
        if self.as_root:
            shutil.chown(self.root, "postgres")
            shutil.chown(self.sock, "postgres")
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
        self._ctl("start")
        return self

    def _ctl(self, action: str) -> None:
        opts = f"-p {self.port} -k {self.sock} -c listen_addresses=127.0.0.1 " + " ".join(f"-c {k}={v}" for k, v in self.settings.items())
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "server.log"), "-o", opts, "-w", "-t", "60", "-m", "fast", action)

    def restart(self) -> None:
        self._ctl("restart")

    def stop(self) -> None:
        if self.data.exists():
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop", check=False)
        shutil.rmtree(self.root, ignore_errors=True)

    def url(self, db: str = "postgres", **params: str) -> str:
        query = "&".join(f"{k}={v}" for k, v in params.items())
        return f"postgresql://postgres@127.0.0.1:{self.port}/{db}" + (f"?{query}" if query else "")
