"""The gate over HTTP (FastAPI on uvicorn), for services in any language.

Endpoints (every answer JSON; OpenAPI at /openapi.json, browsable at /docs):

    POST /v1/check             a candidate object -> its decision (dry run; 200 for accept and reject)
    POST /v1/write             a candidate object -> its decision (200 for accept and reject), or, with
                               Content-Type application/x-ndjson, one candidate per line -> one decision
                               per line, streamed back as each batch commits
    GET  /v1/decisions/{id}    a logged decision explained (what `audit show` says, structured)
    GET  /v1/facts             current facts (?namespace=&domain=), as of (?valid_at=&known_at=),
                               or one fact's lineage (?fact_id=)
    GET  /v1/audit/verify      the log's hash chain re-derived: {"ok", "records", "head", "problems"}
    GET  /healthz              liveness, no token needed

Errors are `{"error": message, "status": code}`: 400 a body that is not JSON (or not UTF-8),
401 a missing or unknown bearer token, 403 a namespace the token may not act in (a batch
naming one is refused whole), 404 an unknown id (or one in another tenant's namespace: the
same answer, so ids leak nothing), 413 a body over the size limit, 415 a content type other
than JSON or JSONL, 422 a body or query that does not fit the schema (the message names the
field; a batch with one bad line is refused whole, naming the line), 429 over the rate limit
(with Retry-After). A refused request changes nothing.

Tokens: a JSON object mapping each bearer token to the namespaces it may act in; `"*"` in
the list means every namespace. With tokens configured every /v1/ request needs one, and
`/v1/audit/verify` (the log spans every tenant) needs a `"*"` token. Without tokens the API
is open, which is why `trustgate serve` binds to loopback unless told otherwise. The rate
limit is a token bucket per bearer token (per client address without tokens).

The face holds no logic of its own: every answer is a `service.Service` call.
"""

from __future__ import annotations

import hmac
import json
import math
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Collection, Mapping

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from .errors import CandidateError, NotFoundError, StoreError, TrustgateError
from .provenance import Candidate
from .service import ArgumentError, CurrentFacts, FactsAsOf, ForbiddenError, Service, candidates_from_jsonl, parse_args

ALL = "*"
JSONL_TYPES = ("application/x-ndjson", "application/jsonl", "application/x-jsonlines")
STATUS = [(ForbiddenError, 403), (NotFoundError, 404), (CandidateError, 422), (ArgumentError, 422), (StoreError, 503)]


class ApiError(Exception):
    def __init__(self, status: int, message: str, headers: Mapping[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, dict(headers or {})


def parse_tokens(text: str, source: str = "tokens") -> dict[str, frozenset[str]]:
    """`{"token": ["namespace", ...]}` -> token -> namespaces; ValueError naming what is wrong."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"{source}: not JSON: {exc}") from None
    if not isinstance(data, dict) or not data:
        raise ValueError(f"{source}: must be a non-empty JSON object mapping each token to a list of namespaces")
    out = {}
    for token, spaces in data.items():
        if len(token) < 8:
            raise ValueError(f"{source}: token {token[:2]!r}... is shorter than 8 characters")
        if not isinstance(spaces, list) or not spaces or not all(isinstance(s, str) and s for s in spaces):
            raise ValueError(f"{source}: token {token[:4]!r}...: give a non-empty list of namespace names")
        out[token] = frozenset(spaces)
    return out


@dataclass
class Limits:
    max_body: int = 1 << 20          # bytes of one JSON request
    max_batch_body: int = 16 << 20   # bytes of one JSONL batch
    rate: float = 100.0              # requests per second per caller, sustained (0: no limit)
    burst: int = 200                 # requests a caller may make at once


@dataclass
class _Buckets:
    rate: float
    burst: int
    _state: dict[str, tuple[float, float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self, key: str) -> float:
        """0 when the request may go ahead, else the seconds until it may."""
        if self.rate <= 0:
            return 0.0
        now = time.monotonic()
        with self._lock:
            level, then = self._state.get(key, (float(self.burst), now))
            level = min(float(self.burst), level + (now - then) * self.rate)
            if level < 1.0:
                self._state[key] = (level, now)
                return (1.0 - level) / self.rate
            self._state[key] = (level - 1.0, now)
            return 0.0


def create_app(service: Service, tokens: Mapping[str, Collection[str]] | None = None, limits: Limits | None = None) -> FastAPI:
    limits = limits or Limits()
    buckets = _Buckets(limits.rate, limits.burst)
    app = FastAPI(title="trustgate", version="1", description="A write-time trust gate for LLM agent memory.")

    def caller(request: Request) -> tuple[Collection[str] | None, str]:
        """(namespaces the caller may use, None for all; its rate-limit key). 401 without a valid token."""
        if not tokens:
            return None, f"addr:{request.client.host if request.client else '-'}"
        scheme, _, given = request.headers.get("authorization", "").partition(" ")
        match = next((t for t in tokens if given and hmac.compare_digest(t.encode(), given.strip().encode())), None)
        if scheme.lower() != "bearer" or match is None:
            raise ApiError(401, "a bearer token is required (Authorization: Bearer TOKEN)" if not given else "unknown token",
                           {"WWW-Authenticate": "Bearer"})
        spaces = tokens[match]
        return (None if ALL in spaces else spaces), f"token:{match}"

    def guarded(handler: Callable[[Request, Collection[str] | None], Awaitable[Any]]):  # type: ignore[no-untyped-def]
        async def endpoint(request: Request) -> Any:
            allowed, key = caller(request)
            wait = buckets.take(key)
            if wait:
                raise ApiError(429, f"rate limit: {limits.rate:g} requests per second (burst {limits.burst}); retry later",
                               {"Retry-After": str(max(1, math.ceil(wait)))})
            result = await handler(request, allowed)
            return result if isinstance(result, StreamingResponse) else JSONResponse(result)

        endpoint.__name__ = handler.__name__
        endpoint.__doc__ = handler.__doc__
        return endpoint

    async def body(request: Request, limit: int) -> bytes:
        declared = request.headers.get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            raise ApiError(413, f"request body over the limit of {limit} bytes")
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise ApiError(413, f"request body over the limit of {limit} bytes")
            chunks.append(chunk)
        return b"".join(chunks)

    async def candidate(request: Request) -> Any:
        kind = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
        if kind != "application/json":
            raise ApiError(415, f"send a candidate as application/json (got {kind or 'none'})")
        raw = await body(request, limits.max_body)
        try:
            text = raw.decode("utf-8")
            json.loads(text)  # syntax only (400); the candidate parser reads it again, refusing duplicate keys (422)
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise ApiError(400, f"the body is not JSON: {exc}") from None
        return text

    async def check(request: Request, allowed: Collection[str] | None) -> Any:
        """Dry run: the decision for one candidate; nothing stored or logged."""
        return await run_in_threadpool(service.check, await candidate(request), allowed=allowed)

    async def write(request: Request, allowed: Collection[str] | None) -> Any:
        """Gate and store one candidate (application/json) or a batch (application/x-ndjson, decisions streamed back)."""
        kind = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
        if kind in JSONL_TYPES:
            cands = await run_in_threadpool(candidates_from_jsonl, await body(request, limits.max_batch_body), allowed=allowed)
            lines = (json.dumps(d, ensure_ascii=False) + "\n" for d in service.write_all(cands))
            return StreamingResponse(lines, media_type="application/x-ndjson")
        return await run_in_threadpool(service.write, await candidate(request), allowed=allowed)

    async def decision(request: Request, allowed: Collection[str] | None) -> Any:
        """A logged decision explained: verdict, candidate as logged, reasons with rule file lines."""
        return await run_in_threadpool(service.explain, request.path_params["decision_id"], allowed=allowed)

    async def facts(request: Request, allowed: Collection[str] | None) -> Any:
        """Current facts; as of ?valid_at (and ?known_at); or ?fact_id's lineage. Always {"facts": [...]}."""
        q = dict(request.query_params)
        if "fact_id" in q:
            if set(q) - {"fact_id"}:
                raise ApiError(422, "fact_id takes no other parameter")
            return {"facts": await run_in_threadpool(service.fact_history, q["fact_id"], allowed=allowed)}
        if "valid_at" in q:
            return {"facts": await run_in_threadpool(service.facts_as_of, parse_args(FactsAsOf, q), allowed=allowed)}
        return {"facts": await run_in_threadpool(service.current_facts, parse_args(CurrentFacts, q), allowed=allowed)}

    async def verify(request: Request, allowed: Collection[str] | None) -> Any:
        """Re-derive the decision log's hash chain and the facts table from it."""
        if allowed is not None:
            raise ApiError(403, "the log spans every tenant: verifying it needs a token allowed in \"*\"")
        return await run_in_threadpool(service.verify_log)

    decision_response = {"200": {"description": "The decision JSON (DESIGN section 2), for an accept and a reject alike."}}
    one = {"application/json": {"schema": {"$ref": "#/components/schemas/Candidate"}}}
    batch = {"application/x-ndjson": {"schema": {"type": "string", "description": "one Candidate JSON object per line"}}}
    app.add_api_route("/v1/check", guarded(check), methods=["POST"], responses=decision_response,
                      openapi_extra={"requestBody": {"required": True, "content": one}})
    app.add_api_route("/v1/write", guarded(write), methods=["POST"], responses=decision_response,
                      openapi_extra={"requestBody": {"required": True, "content": {**one, **batch}}})
    app.add_api_route("/v1/decisions/{decision_id}", guarded(decision), methods=["GET"])
    app.add_api_route("/v1/facts", guarded(facts), methods=["GET"])
    app.add_api_route("/v1/audit/verify", guarded(verify), methods=["GET"])

    @app.get("/healthz")
    async def healthz() -> dict[str, Any]:
        return {"ok": True}

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return _error(exc.status, exc.message, exc.headers)

    @app.exception_handler(TrustgateError)
    async def library_error(request: Request, exc: TrustgateError) -> JSONResponse:
        status = next((code for kind, code in STATUS if isinstance(exc, kind)), 500)
        return _error(status, str(exc))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return _error(exc.status_code, str(exc.detail), getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        return _error(422, "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()))

    schema = app.openapi()
    cand = Candidate.model_json_schema(ref_template="#/components/schemas/{model}")
    schema.setdefault("components", {}).setdefault("schemas", {}).update({**cand.pop("$defs", {}), "Candidate": cand})
    return app


def _error(status: int, message: str, headers: Mapping[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"error": message, "status": status}, status_code=status, headers=dict(headers or {}))
