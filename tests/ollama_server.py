"""A local stand-in for an Ollama server: enough of its HTTP protocol for the real `ollama` client.

No Ollama can be installed where the tests run, so the network edge is replaced by this
server (http.server in a thread, 127.0.0.1, a free port) and nothing else: trustgate builds
its real `ollama.Client` against `stub.url`. It answers POST /api/chat, /api/generate and
/api/embed and GET /api/tags and /api/version with non-streaming JSON shaped like Ollama's
(the fields of ollama._types.ChatResponse / GenerateResponse / Logprob / ListResponse), and
behaves as a test scripts it: what the model answers, logprobs or none, an HTTP error, a delay,
or never answering. It records every request (path, JSON body, arrival and answer times,
handler thread) so tests can check what was sent and that requests overlapped in time.

    with OllamaStub() as stub:
        stub.reply = CONTRADICTED
        ... Gate(rules with llm.host = stub.url) ...
        assert len(stub.chats()) == 5
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

SUPPORTED = "0.9"
CONTRADICTED = "0.1"
PROSE = "The source clearly backs the claim up, so I would store it."
TWO_NUMBERS = "0.9 or maybe 0.2"
ABOVE_ONE = "1.7"
YES = [("Yes", math.log(0.9)), ("No", math.log(0.1)), ("The", -6.0)]  # p(yes) = 0.9
NO = [("No", math.log(0.9)), ("Yes", math.log(0.1)), ("The", -6.0)]  # p(yes) = 0.1
SERVER_ERROR = {"error": "llama runner process has terminated: exit status 2"}

Reply = str | list[str] | Callable[[dict], str]


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


def _token(text: str, logprob: float) -> dict:
    return {"token": text, "logprob": logprob, "bytes": list(text.encode("utf-8"))}


class OllamaStub:
    """Scripted Ollama. Set the attributes between requests; `reset()` restores the defaults."""

    def __init__(self, model: str = "stub-judge:1b"):
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._release = threading.Event()
        self._served = 0
        self.reset()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), name="ollama-stub", daemon=True)

    def reset(self) -> None:
        self.reply: Reply = SUPPORTED  # a string, a list cycled over the requests, or a function of the request body
        self.logprobs: list[tuple[str, float]] | None = None  # top tokens of the first position; None: no logprobs
        self.status: int | None = None  # answer every POST with this HTTP error (body SERVER_ERROR)
        self.delay = 0.0  # seconds before answering
        self.hang = False  # never answer (until stop())
        self.raw_body: bytes | None = None  # answer 200 with these bytes instead of JSON
        with self._lock:
            self.requests.clear()
            self._served = 0

    # ------------------------------------------------------------ lifecycle
    def start(self) -> OllamaStub:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._release.set()
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ------------------------------------------------------------ what tests read
    def chats(self) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["path"] == "/api/chat"]

    def prompt(self, i: int = 0) -> str:
        return "\n".join(m.get("content") or "" for m in self.chats()[i]["body"].get("messages", []))

    # ------------------------------------------------------------ answering
    def _answer_text(self, body: dict) -> str:
        with self._lock:
            n, self._served = self._served, self._served + 1
        if callable(self.reply):
            return self.reply(body)
        if isinstance(self.reply, list):
            return self.reply[n % len(self.reply)]
        return self.reply

    def _logprobs(self, body: dict) -> list[dict] | None:
        if not body.get("logprobs") or self.logprobs is None:
            return None
        ranked = sorted(self.logprobs, key=lambda t: -t[1])
        first = _token(*ranked[0])
        if body.get("top_logprobs"):
            first["top_logprobs"] = [_token(*t) for t in ranked[: body["top_logprobs"]]]
        return [first]

    def _timings(self, body: dict, text: str) -> dict:
        return {"model": body.get("model", self.model), "created_at": _now(), "done": True, "done_reason": "stop",
                "total_duration": 1_200_000, "load_duration": 100_000, "prompt_eval_count": 120,
                "prompt_eval_duration": 800_000, "eval_count": max(1, len(text.split())), "eval_duration": 300_000}

    def respond(self, path: str, body: dict) -> tuple[int, dict]:
        if path == "/api/embed":
            texts = body.get("input") or []
            texts = [texts] if isinstance(texts, str) else texts
            vectors = [[b / 255 for b in hashlib.sha256(t.encode()).digest()[:16]] for t in texts]
            return 200, {"model": body.get("model"), "embeddings": vectors, "total_duration": 1000, "prompt_eval_count": len(texts)}
        text = self._answer_text(body)
        out = self._timings(body, text)
        if path == "/api/chat":
            out["message"] = {"role": "assistant", "content": text}
        else:
            out.update(response=text, context=[1, 2, 3])
        logprobs = self._logprobs(body)
        if logprobs is not None:
            out["logprobs"] = logprobs
        return 200, out

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # else headers and body in two writes wait ~40 ms for a delayed ACK

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _send(self, status: int, payload: bytes) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json; charset=utf-8")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

            def do_GET(self) -> None:
                if self.path == "/api/tags":
                    model = {"name": stub.model, "model": stub.model, "modified_at": _now(), "size": 1_000_000,
                             "digest": hashlib.sha256(stub.model.encode()).hexdigest(),
                             "details": {"format": "gguf", "family": "stub", "parameter_size": "1B", "quantization_level": "Q4_0"}}
                    self._send(200, json.dumps({"models": [model]}).encode())
                elif self.path == "/api/version":
                    self._send(200, b'{"version": "0.13.0"}')
                else:
                    self._send(404, b'{"error": "not found"}')

            def do_POST(self) -> None:
                start = time.monotonic()
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
                entry = {"path": self.path, "body": body, "start": start, "end": None, "thread": threading.get_ident()}
                with stub._lock:
                    stub.requests.append(entry)
                if stub.hang:
                    stub._release.wait(60)
                    return
                if stub.delay:
                    time.sleep(stub.delay)
                if self.path not in ("/api/chat", "/api/generate", "/api/embed"):
                    status, payload = 404, b'{"error": "not found"}'
                elif stub.status is not None:
                    status, payload = stub.status, json.dumps(SERVER_ERROR).encode()
                elif stub.raw_body is not None:
                    status, payload = 200, stub.raw_body
                else:
                    status, out = stub.respond(self.path, body)
                    payload = json.dumps(out).encode()
                entry["end"] = time.monotonic()
                self._send(status, payload)

        return Handler
