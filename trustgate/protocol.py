"""The JSONL line protocol: one candidate per line in, one answer per line out, in input order.

Each non-blank line is a Candidate as JSON, optionally with an `id` (a string or a number the
caller uses to match answers; it is not part of the candidate). Each answer is the decision
with `line` (the input line number) and the `id`, or, for a line that is not a candidate
(not UTF-8, not JSON, a bad field), an error naming the line; the lines after it still run.
The CLI's `write` and `check` and the MCP and HTTP faces all speak it through `answers`.

Writing batches candidates (one transaction and one embedding pass per batch, see
`Gate.write_stream`), so on a slow pipe a batch could wait for lines that do not come. The
input is read on its own thread, and whenever it has no line ready and the oldest line
handed to the gate has waited `flush_s`, the gate's stream is ended, which commits and logs
what it holds; the next line starts a new one. A fast input never waits and keeps whole
batches.
"""

from __future__ import annotations

import json
import queue
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from .decision import Decision
from .errors import CandidateError
from .gate import Gate
from .provenance import Candidate, candidate_json, parse_candidate

FLUSH_S = 0.5  # longest a line waits in a partial batch while the input is idle


@dataclass(frozen=True)
class Line:
    """One non-blank input line: the candidate it holds, or why it holds none."""

    number: int
    candidate: Candidate | None = None
    id: str | int | float | None = None
    error: str | None = None


@dataclass(frozen=True)
class Answer:
    line: Line
    decision: Decision | None = None

    @property
    def error(self) -> str | None:
        return self.line.error

    def to_dict(self) -> dict[str, Any]:
        """The decision with `line` and, when the input gave one, `id`; an error as {"line", "id", "error"}."""
        extra: dict[str, Any] = {"line": self.line.number}
        if self.line.id is not None:
            extra["id"] = self.line.id
        if self.decision is None:
            return {**extra, "error": self.line.error}
        return {**self.decision.to_dict(), **extra}


def parse_line(number: int, raw: bytes | str) -> Line | None:
    """A line of input as a Line (None when blank)."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            return Line(number, error=f"not UTF-8 ({exc.reason} at byte {exc.start})")
    if not raw.strip():
        return None
    ident = None
    try:
        data = candidate_json(raw)
        ident = data.pop("id", None) if isinstance(data, dict) else None
        if ident is not None and (isinstance(ident, bool) or not isinstance(ident, (str, int, float))):
            return Line(number, error=f"id must be a string or a number, got {json.dumps(ident)[:80]}")
        return Line(number, parse_candidate(data if isinstance(data, dict) else raw), ident)  # raw: its error names the type
    except CandidateError as exc:
        return Line(number, id=ident, error=str(exc))


def read_lines(stream: Iterable[bytes | str]) -> Iterator[Line]:
    for number, raw in enumerate(stream, start=1):
        line = parse_line(number, raw)
        if line is not None:
            yield line


def answers(gate: Gate, stream: Iterable[bytes | str], *, dry_run: bool = False, all_reasons: bool = False,
            flush_s: float = FLUSH_S) -> Iterator[Answer]:
    """Run every line of `stream` through `gate` (`dry_run`: check, nothing stored or logged) and
    yield one Answer per non-blank line, in input order."""
    if dry_run:
        for line in read_lines(stream):
            decision = gate.check(line.candidate, all_reasons=all_reasons) if line.candidate is not None else None
            yield Answer(line, decision)
        return
    yield from _written(gate, _Reader(stream), flush_s)


_END = object()


class _Reader:
    """Lines of a stream, read on a daemon thread so that waiting for the next one can time out."""

    def __init__(self, stream: Iterable[bytes | str]):
        self.q: queue.Queue = queue.Queue(maxsize=4096)
        self.failure: BaseException | None = None
        threading.Thread(target=self._run, args=(stream,), name="trustgate-lines", daemon=True).start()

    def _run(self, stream: Iterable[bytes | str]) -> None:
        try:
            for line in read_lines(stream):
                self.q.put(line)
        except BaseException as exc:  # handed to the consumer, raised there
            self.failure = exc
        finally:
            self.q.put(_END)

    def get(self, timeout: float | None) -> Any:
        """The next Line, _END, or None when `timeout` passed first."""
        try:
            return self.q.get(timeout=timeout)
        except queue.Empty:
            return None


def _written(gate: Gate, reader: _Reader, flush_s: float) -> Iterator[Answer]:
    pending: deque[Line] = deque()  # lines handed on and not yet answered, in input order
    state = {"done": False}

    def chunk() -> Iterator[Candidate]:
        """Candidates until the input ends, or is idle while a handed-on line has waited flush_s."""
        first: float | None = None
        while True:
            item = reader.get(None if first is None else max(0.0, first + flush_s - time.monotonic()))
            if item is None:  # idle past the bound: end this stream so the gate commits
                return
            if item is _END:
                state["done"] = True
                return
            pending.append(item)
            if item.candidate is not None:
                first = time.monotonic() if first is None else first
                yield item.candidate
            elif first is None:  # nothing handed on: answer the bad line now, not with the next good one
                return

    def settled() -> Iterator[Answer]:
        while pending and pending[0].candidate is None:
            yield Answer(pending.popleft())

    while not state["done"]:
        for decision in gate.write_stream(chunk()):
            yield from settled()
            yield Answer(pending.popleft(), decision)
        yield from settled()
    if reader.failure is not None:
        raise reader.failure
