"""The multiprocessing context for tests whose point is several real processes writing at once (test_concurrency.py,
test_pg_faults.py): each worker is a process of its own, with its own connections, as under spawn, but forked from a
server process that imported trustgate once, instead of each worker importing it again (seconds of regular
expressions compiled per process, times eight workers). The server imports only: it holds no connection, file or
thread a worker could inherit."""

from __future__ import annotations

import multiprocessing

PRELOAD = ["trustgate", "trustgate.gate", "trustgate.store"]


def writer_processes():  # type: ignore[no-untyped-def]
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(PRELOAD)  # read when the server starts: the first Process of this pytest process
    return ctx
