"""`trustgate mcp` end to end: the MCP SDK's own client spawns the server over stdio.

The exchange an agent has with its memory (list the tools, a write the gate refuses, one it
accepts, an explanation, a facts query) runs against a real server process on a lexical-only
copy of the shipped rules (no embedding model), timed from the moment the session is up.
Then what an agent gets wrong: arguments that do not fit the schema are protocol errors that
name the field, an unknown id is a tool error, and nothing but JSON-RPC reaches stdout.
"""

from __future__ import annotations

import json
import re
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import anyio
import pytest
from conftest import lexical_rules

from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS

ROOT = Path(__file__).resolve().parent.parent
ENV = {"PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
TOOLS = {"check_memory_write", "write_memory", "explain_decision", "current_facts", "facts_as_of", "fact_history", "verify_log"}

RUMOUR = {"text": "The Lisbon office moves to Porto in March.", "domain": "offices/lisbon",
          "provenance": {"source_kind": "web_search", "source_id": "https://forum.example/t/991", "evidence_count": 1,
                         "confidence": 0.8, "observed_at": "2026-05-30T00:00:00Z"}}
DIRECT = {"text": "The Lisbon office opens at 08:30 on weekdays.", "domain": "offices/lisbon",
          "provenance": {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.95,
                         "observed_at": "2026-05-29T10:00:00Z", "actor": "rita"}}


def params(tmp_path: Path) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, cwd=str(tmp_path), env=ENV,
                                 args=["-m", "trustgate.cli", "mcp", "--rules", str(lexical_rules(tmp_path)), "--db", str(tmp_path / "m.db")])


def run(fn):  # type: ignore[no-untyped-def]
    return anyio.run(fn)


def test_an_agents_exchange_over_stdio_is_fast_and_complete(tmp_path):
    async def exchange() -> dict:
        async with Client(params(tmp_path)) as client:
            start = time.perf_counter()
            listed = (await client.list_tools()).tools
            rejected = await client.call_tool("write_memory", RUMOUR)
            accepted = await client.call_tool("write_memory", DIRECT)
            why = await client.call_tool("explain_decision", {"decision_id": rejected.structured_content["decision_id"]})
            facts = await client.call_tool("current_facts", {"domain": "offices/lisbon"})
            elapsed = time.perf_counter() - start
            return {"listed": listed, "rejected": rejected, "accepted": accepted, "why": why, "facts": facts, "elapsed": elapsed}

    out = run(exchange)
    tools = {t.name: t for t in out["listed"]}
    assert set(tools) == TOOLS
    write_schema = tools["write_memory"].input_schema
    assert {"text", "domain", "provenance", "subject", "attribute"} <= set(write_schema["properties"])
    assert write_schema["required"] == ["text", "domain"]
    assert "reject" in tools["write_memory"].description and "rule_ref" in tools["write_memory"].description
    assert tools["explain_decision"].input_schema["required"] == ["decision_id"]
    assert tools["current_facts"].input_schema["properties"]["namespace"]["default"] == "default"

    rejected = out["rejected"]  # a refusal is a normal result the agent can act on
    assert rejected.is_error is False
    decision = rejected.structured_content
    assert (decision["verdict"], decision["stage"], decision["fact_id"]) == ("reject", "evidence", None)
    reason = decision["reasons"][0]
    assert reason["rule"] == "evidence_floor" and "web_search" in reason["message"] and re.search(r"lexical\.yaml:\d+$", reason["rule_ref"])
    assert json.loads(rejected.content[0].text) == decision

    accepted = out["accepted"].structured_content
    assert accepted["verdict"] == "accept" and accepted["fact_id"].startswith("f_")

    why = out["why"].structured_content
    assert why["decision"]["decision_id"] == decision["decision_id"] and why["candidate"]["text"] == RUMOUR["text"]
    assert "evidence_floor" in why["explanation"] and why["namespace"] == "default"

    facts = out["facts"].structured_content["facts"]
    assert [f["id"] for f in facts] == [accepted["fact_id"]] and facts[0]["text"] == DIRECT["text"]
    assert out["elapsed"] < 60.0, f"the exchange took {out['elapsed']:.2f} s"  # a hang guard, not a speed target (the suite runs on every core)


def test_what_an_agent_gets_wrong(tmp_path):
    async def mistakes() -> dict:
        got: dict = {}
        async with Client(params(tmp_path)) as client:
            for label, tool, args in [("text type", "write_memory", {**DIRECT, "text": 42}),
                                      ("confidence", "check_memory_write", {**DIRECT, "provenance": {**DIRECT["provenance"], "confidence": 1.7}}),
                                      ("unknown field", "write_memory", {**DIRECT, "importance": "high"}),
                                      ("no id", "explain_decision", {}),
                                      ("bad time", "facts_as_of", {"valid_at": "last tuesday"}),
                                      ("unknown tool", "delete_memory", {"fact_id": "f_1"})]:
                try:
                    await client.call_tool(tool, args)
                except MCPError as exc:
                    got[label] = (exc.error.code, exc.error.message)
            got["missing"] = await client.call_tool("explain_decision", {"decision_id": "d_00000000000000000000"})
            got["dry"] = (await client.call_tool("check_memory_write", DIRECT)).structured_content
            got["after"] = (await client.call_tool("current_facts", {})).structured_content
            got["history"] = await client.call_tool("fact_history", {"fact_id": "f_nothing"})
            got["verify"] = (await client.call_tool("verify_log", {})).structured_content
        return got

    got = run(mistakes)
    assert got["text type"] == (INVALID_PARAMS, "write_memory: invalid arguments: text: Input should be a valid string")
    assert got["confidence"][0] == INVALID_PARAMS and "provenance.confidence" in got["confidence"][1]
    assert got["unknown field"][0] == INVALID_PARAMS and "importance" in got["unknown field"][1]
    assert got["no id"][0] == INVALID_PARAMS and "decision_id" in got["no id"][1]
    assert got["bad time"][0] == INVALID_PARAMS and "valid_at" in got["bad time"][1]
    assert got["unknown tool"][0] == INVALID_PARAMS and "delete_memory" in got["unknown tool"][1]
    assert got["missing"].is_error is True and "no decision" in got["missing"].content[0].text
    assert got["history"].is_error is True
    assert got["dry"]["verdict"] == "accept" and got["dry"]["fact_id"] is None
    assert got["after"] == {"facts": []}  # the dry run stored nothing, the malformed writes nothing
    assert got["verify"] == {"ok": True, "records": 0, "head": got["verify"]["head"], "problems": []}


def test_nothing_but_protocol_on_stdout(tmp_path):
    """Raw JSON-RPC over the pipes, as a client other than the SDK would speak it: every line out is a message."""
    msgs = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "write_memory", "arguments": RUMOUR}},
            {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "write_memory", "arguments": {"text": None}}}]
    p = params(tmp_path)
    proc = subprocess.Popen([p.command, *p.args], cwd=tmp_path, env={**os.environ, **ENV}, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    replies = []
    for m in msgs:
        proc.stdin.write((json.dumps(m) + "\n").encode())
        proc.stdin.flush()
        if "id" in m:
            replies.append(json.loads(proc.stdout.readline()))
    proc.stdin.close()
    rest = proc.stdout.read()
    proc.wait(timeout=30)
    assert rest.strip() == b"", rest
    assert all(r["jsonrpc"] == "2.0" for r in replies)
    assert replies[1]["result"]["structuredContent"]["verdict"] == "reject"
    assert replies[2]["error"]["code"] == INVALID_PARAMS and "text" in replies[2]["error"]["message"]


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_every_tool_schema_is_an_object_schema(tool):
    from trustgate.mcp_server import tool_list

    schema = next(t for t in tool_list() if t.name == tool).input_schema
    assert schema["type"] == "object" and schema.get("additionalProperties") is False


def test_the_readme_client_entry_launches_the_server(tmp_path):
    """The configuration entry the README shows, parsed and launched as an MCP client would."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"### MCP server.*?```json\n(.*?)```", readme, re.S).group(1)
    entry = json.loads(block)["mcpServers"]["trustgate"]
    os.symlink(ROOT / "rules", tmp_path / "rules")
    command = shutil.which(entry["command"]) or str(Path(sys.executable).parent / entry["command"])

    async def listed() -> tuple[set, dict]:
        async with Client(StdioServerParameters(command=command, args=entry["args"], cwd=str(tmp_path), env=ENV)) as client:
            names = {t.name for t in (await client.list_tools()).tools}
            return names, (await client.call_tool("check_memory_write", DIRECT)).structured_content

    names, decision = run(listed)
    assert names == TOOLS and decision["verdict"] == "accept"
    assert (tmp_path / "memory.db").exists()  # the store the entry names, in the client's working folder
