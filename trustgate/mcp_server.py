"""The gate as an MCP server (stdio): agents call it the way they call any other tool.

Seven tools, each a thin call into `service.Service`; each input schema is the JSON Schema of
a pydantic model (`Candidate` for the two that decide a write), so the field names and
descriptions are the library's own. What a tool returns is JSON, both as text and as
structured content:

- a rejected write is a normal result (not an error) whose JSON is the decision: verdict,
  stage and reasons, each with rule, message and rule_ref, so the agent can correct itself;
- arguments that do not fit the schema are a protocol error (JSON-RPC invalid params) whose
  message names each bad field; an unknown tool name is one too;
- an id the store does not hold (or a store that cannot be written) is a tool error result
  (`is_error`) with the message, the agent's to handle.

Nothing but protocol goes to stdout: the SDK's stdio transport points fd 1 at stderr while it
serves, and logging goes to stderr. The low-level `Server` is used rather than `MCPServer`
because the latter turns argument errors into tool results, and the contract here is a
protocol error naming the field.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Any, Callable

import anyio
from mcp import types
from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError
from pydantic import BaseModel

from .errors import CandidateError, TrustgateError
from .gate import Gate
from .provenance import Candidate, parse_candidate
from .service import ArgumentError, CurrentFacts, DecisionRef, FactRef, FactsAsOf, NoArgs, Service, dumps, parse_args

log = logging.getLogger("trustgate.mcp")

_CANDIDATE_HELP = (
    "Arguments are the candidate's fields: `text` (one claim, one sentence), `domain` (its topic), optional `namespace`, "
    "`subject` and `attribute` (what the fact is about and which property it states), `valid_from`/`valid_to`, and "
    "`provenance` (source_kind, source_id, source_span: the exact source text, evidence_count, confidence, observed_at). "
)
_DECISION_HELP = (
    "Returns the decision JSON: `verdict` is accept or reject; on reject, `stage` names the check that failed and each of "
    "`reasons` gives `rule`, `message` (what to fix), `rule_ref` (the rule file line) and `details`. A reject is a normal "
    "answer, not an error: correct the candidate (add the source span, more corroboration, a valid time) or drop it."
)


@dataclass(frozen=True)
class Tool:
    name: str
    model: type[BaseModel]
    description: str
    call: Callable[[Service, Any], Any]
    read_only: bool = True


TOOLS = [
    Tool("check_memory_write", Candidate,
         "Dry run: decide whether a fact may enter long-term memory, without storing or logging anything. "
         + _CANDIDATE_HELP + _DECISION_HELP,
         lambda s, c: s.check(c)),
    Tool("write_memory", Candidate,
         "Propose a fact for long-term memory: the gate decides, stores it only if accepted (superseding what it updates) "
         "and logs the decision either way. " + _CANDIDATE_HELP + _DECISION_HELP + " An accepted write's `fact_id` names the stored fact.",
         lambda s, c: s.write(c), read_only=False),
    Tool("explain_decision", DecisionRef,
         "Explain a logged decision by its decision_id: the verdict, the candidate as logged, every reason with the rule "
         "file line that fired, the facts it was compared against, and a plain-words explanation.",
         lambda s, a: s.explain(a.decision_id)),
    Tool("current_facts", CurrentFacts,
         "The facts memory currently believes and that hold now, in one namespace (default \"default\"), optionally one domain. "
         "Returns {\"facts\": [...]}, each with id, text, domain, provenance and valid/recorded times.",
         lambda s, a: {"facts": s.current_facts(a)}),
    Tool("facts_as_of", FactsAsOf,
         "Time travel: the facts that held in the world at `valid_at`, as memory believed them at `known_at` (default now). "
         "Returns {\"facts\": [...]}.",
         lambda s, a: {"facts": s.facts_as_of(a)}),
    Tool("fact_history", FactRef,
         "The lineage of one fact: what it replaced and what replaced it, oldest first. Returns {\"facts\": [...]}.",
         lambda s, a: {"facts": s.fact_history(a.fact_id)}),
    Tool("verify_log", NoArgs,
         "Check that the decision log and the facts table are intact (hash chain re-derived). Returns "
         "{\"ok\", \"records\", \"head\", \"problems\"}.",
         lambda s, a: s.verify_log()),
]
BY_NAME = {t.name: t for t in TOOLS}


def tool_list() -> list[types.Tool]:
    return [types.Tool(name=t.name, description=t.description, input_schema=t.model.model_json_schema(),
                       annotations=types.ToolAnnotations(read_only_hint=t.read_only, destructive_hint=False))
            for t in TOOLS]


def call(service: Service, name: str, arguments: dict[str, Any] | None) -> types.CallToolResult:
    """Run one tool: protocol errors (MCPError) for an unknown tool or bad arguments, a result otherwise."""
    tool = BY_NAME.get(name)
    if tool is None:
        raise MCPError(types.INVALID_PARAMS, f"unknown tool {name!r}; the tools are {', '.join(BY_NAME)}")
    try:
        args = parse_candidate(arguments or {}) if tool.model is Candidate else parse_args(tool.model, arguments)
    except (ArgumentError, CandidateError) as exc:
        raise MCPError(types.INVALID_PARAMS, f"{name}: invalid arguments: {exc}") from None
    try:
        result = tool.call(service, args)
    except TrustgateError as exc:  # an unknown id, a store that cannot be written: the agent's to handle
        return types.CallToolResult(content=[types.TextContent(type="text", text=str(exc))], is_error=True)
    return types.CallToolResult(content=[types.TextContent(type="text", text=dumps(result))], structured_content=result)


def build(service: Service) -> Server:
    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tool_list())

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        return call(service, params.name, params.arguments)

    return Server("trustgate", version=_version(), instructions=(
        "trustgate decides whether a fact may enter long-term memory. Call write_memory (or check_memory_write for a dry "
        "run) with the claim and its provenance; read the verdict and, on reject, the reasons before retrying."),
        on_list_tools=list_tools, on_call_tool=call_tool)


def _version() -> str:
    try:
        return version("trustgate")
    except PackageNotFoundError:
        return "0"


def serve(gate: Gate) -> None:
    """Serve MCP on this process's stdin/stdout until the client closes stdin."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    service = Service(gate)
    server = build(service)

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    try:
        anyio.run(main)
    finally:
        service.close()
