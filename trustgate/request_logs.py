"""Request log lines of proxies and application servers read into rows by their documented formats (readers.py tries
them before the web server's common log format, which Envoy's lines would otherwise half match).

Contract. Each reader takes the span's lines and returns (headers, rows, fields) as readers.py's do, or None unless
every line that is not blank is such a request. A row is named by its method and path; times carry their unit (ms),
sizes theirs (bytes), so a claim's "47 ms" or "about a second" is read against them.
- `envoy_log`: Envoy's default access-log format: `[START_TIME] "METHOD PATH PROTOCOL" RESPONSE_CODE RESPONSE_FLAGS
  BYTES_RECEIVED BYTES_SENT DURATION UPSTREAM_SERVICE_TIME "X-FORWARDED-FOR" "USER-AGENT" "X-REQUEST-ID" "AUTHORITY"
  "UPSTREAM_HOST"` (the v1.20+ fields RESPONSE_CODE_DETAILS, CONNECTION_TERMINATION_DETAILS and
  "UPSTREAM_TRANSPORT_FAILURE_REASON" after the flags are read when present); a flag "-" is none.
- `haproxy_log`: HAProxy's HTTP log format, after its syslog prefix: `client:port [accept date] frontend
  backend/server Tq/Tw/Tc/Tr/Ta status bytes_read cookie cookie termination_state actconn/feconn/beconn/srv_conn/retries
  srv_queue/backend_queue "request"`: the five timers in ms (TR the client's request received, Tw queued, Tc
  connected, Tr the server's response, Ta all of it; -1: the step was never reached), bytes_read the bytes
  sent to the client, `<NOSRV>` no server at all.
- `squid_log`: Squid's native access.log: `time elapsed client result/status bytes method URL user hierarchy/peer type`,
  the elapsed time in ms, the result code's words (TCP_DENIED: denied) and the URL's host as cells of their own.
- `alb_log`: an AWS Application Load Balancer's access-log entries: `type time elb client:port target:port
  request_processing_time target_processing_time response_processing_time elb_status_code target_status_code
  received_bytes sent_bytes "request" "user_agent" ssl_cipher ssl_protocol ...` (the fields after the protocol, the
  target group, trace id, domain and later, are read when present and said nothing of): the three timers in seconds
  (-1: the step was never reached, as when the target never answered), the load balancer's status apart from the
  target's ("-": the target sent none), the request's URL split into its host and path (gt20).
- `rails_log`: a Rails request log: each request's `Started METHOD "path" for client at time`, `Processing by
  Controller#action as FORMAT` and `Completed status text in Nms (Views: Nms | ActiveRecord: Nms ...)` lines, joined by
  their request-id tag (or in order, untagged), a row per request; other lines (Parameters, Rendered) say nothing more.

Why: read as prose, Envoy's "0 18432 47 45" is four bare numbers and HAProxy's "0/0/1/38/39" one; as rows, a claim's
value is looked up in the field the format gives it, on the request the claim names.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

Read = tuple  # (headers, rows, fields), as readers.Read

_ENVOY = re.compile(r'^\[([^\]]+)\] "([A-Z]+) (\S+) (\S+)" (\d{3}) (\S+)(?: \S+ \S+ "[^"]*")? (\d+) (\d+) (\d+) (\d+|-)'
                    r' "([^"]*)" "([^"]*)" "([^"]*)" "([^"]*)" "([^"]*)"\s*$')
_HAPROXY = re.compile(r'^(?:.*?\bhaproxy\[\d+\]:\s+)?(\S+):(\d+) \[([^\]]+)\] (\S+) ([^/\s]+)/(\S+) '
                      r'(-?\d+)/(-?\d+)/(-?\d+)/(-?\d+)/\+?(-?\d+) (\d{3}) \+?(\d+) \S+ \S+ (\S{4}) '
                      r'(\d+)/(\d+)/(\d+)/(\d+)/\+?(\d+) (\d+)/(\d+) "(?:([A-Z]+) (\S+)(?: (HTTP/[\d.]+))?|[^"]*)"\s*$')

_ALB = re.compile(r'^(https?|h2|grpcs|ws|wss) (\d{4}-\d\d-\d\dT[\d:.]+Z) (\S+) (\S+):(\d+) (?:(\S+):(\d+)|-) '
                  r'(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (\d{3}|-) (\d{3}|-) (\d+) (\d+) "([A-Z-]+) (\S+) ([^"]*)" "([^"]*)" (\S+) (\S+)'
                  r'(?: .*)?$')
_SQUID = re.compile(r"^(\d{9,11}\.\d{3})\s+(\d+)\s+(\S+)\s+([A-Z_]+)/(\d{3})\s+(\d+)\s+([A-Z]+)\s+(\S+)\s+(\S+)\s+"
                    r"([A-Z_]+)/(\S+)\s+(\S+)\s*$")


def _ms(raw: str) -> str:
    return "" if raw in ("-", "-1") else f"{raw} ms"


def _result(status: str) -> str:
    return "error" if int(status) >= 400 else "success"  # RFC 9110: 4xx and 5xx are errors


def _rows(lines: list[str], pattern: re.Pattern, row) -> list[list[str]] | None:
    """A row (`row` of the match) per line that is not blank, or None when a line is not of the format."""
    found = [pattern.match(ln.strip()) for ln in lines if ln.strip()]
    return [row(m) for m in found] if found and all(found) else None  # type: ignore[misc]


def _envoy_row(m: re.Match) -> list[str]:
    when, method, path, proto, status, flags, received, sent, took, upstream, client, agent, rid, host, target = m.groups()
    return [f"{method} {path}", when, method, path, proto, status, "" if flags == "-" else flags, f"{received} bytes",
            f"{sent} bytes", _ms(took), _ms(upstream), "" if client == "-" else client, agent, rid, host, target, _result(status)]


def envoy_log(lines: list[str]) -> Read | None:
    rows = _rows(lines, _ENVOY, _envoy_row)
    if rows is None:
        return None
    headers = ["name", "time", "method", "path", "protocol", "status", "response flags", "bytes received", "bytes sent",
               "duration", "upstream service time", "client", "user agent", "request id", "authority", "upstream host",
               "result"]
    return headers, rows, []


def _haproxy_row(m: re.Match) -> list[str]:
    (client, port, when, frontend, backend, server, tq, tw, tc, tr, ta, status, sent, state,
     _act, _fe, _be, _srv, retries, _srv_queue, _queue, method, path, proto) = m.groups()
    name = f"{method} {path}" if method else f"{frontend} {when}"
    return [name, client, port, when, frontend.rstrip("~"), backend, "" if server == "<NOSRV>" else server, _ms(tq),
            _ms(tw), _ms(tc), _ms(tr), _ms(ta), status, f"{sent} bytes", state, retries, method or "", path or "", proto or "",
            _result(status)]


def haproxy_log(lines: list[str]) -> Read | None:
    rows = _rows(lines, _HAPROXY, _haproxy_row)
    if rows is None:
        return None
    headers = ["name", "client", "client port", "time", "frontend", "backend", "server", "receive time", "queue time",
               "connect time", "server response time", "total time", "status", "bytes sent", "termination state",
               "retries", "method", "path", "protocol", "result"]
    return headers, rows, []


def _seconds(raw: str) -> str:
    return "" if raw.startswith("-") else f"{raw} seconds"


def _alb_row(m: re.Match) -> list[str]:
    (kind, when, elb, client, port, target, target_port, req_t, target_t, resp_t, elb_status, target_status, received,
     sent, method, url, proto, agent, cipher, tls) = m.groups()
    parts = re.match(r"(?:[a-z]+://)?([^/:?\s]*)(?::\d+)?([^?\s]*)(\?\S*)?", url)
    host, path = (parts.group(1), parts.group(2) or "/") if parts else ("", url)
    status = target_status if target_status != "-" else elb_status
    return [f"{method} {path}", kind, when, elb.split("/")[1] if elb.count("/") >= 2 else elb, client, port, target or "",
            target_port or "", _seconds(req_t), _seconds(target_t), _seconds(resp_t),
            "" if elb_status == "-" else elb_status, "" if target_status == "-" else target_status,
            f"{received} bytes", f"{sent} bytes", method, url, host, path, proto, agent, "" if cipher == "-" else cipher,
            "" if tls == "-" else tls, _result(status) if status != "-" else ""]


def alb_log(lines: list[str]) -> Read | None:
    rows = _rows(lines, _ALB, _alb_row)
    if rows is None:
        return None
    headers = ["name", "type", "time", "elb", "client", "client port", "target", "target port",
               "request processing time", "target processing time", "response processing time", "load balancer status",
               "target status", "bytes received", "bytes sent", "method", "url", "host", "path", "protocol", "user agent",
               "ssl cipher", "ssl protocol", "result"]
    return headers, rows, []


def _squid_row(m: re.Match) -> list[str]:
    when, took, client, code, status, size, method, url, user, hierarchy, peer, kind = m.groups()
    host = re.match(r"(?:[a-z]+://)?([^/:\s]+)", url)
    return [f"{method} {url}", datetime.fromtimestamp(float(when), UTC).isoformat(), _ms(took), client, code,
            " ".join(code.lower().split("_")[1:]), status, f"{size} bytes", method, url, host.group(1) if host else "",
            "" if user == "-" else user, hierarchy, "" if peer == "-" else peer, "" if kind == "-" else kind, _result(status)]


def squid_log(lines: list[str]) -> Read | None:
    rows = _rows(lines, _SQUID, _squid_row)
    if rows is None:
        return None
    headers = ["name", "time", "elapsed", "client", "result code", "action", "status", "bytes", "method", "url", "host",
               "user", "hierarchy", "peer", "content type", "result"]
    return headers, rows, []


_TAG = r"(?:.*?\]\s+\w+ -- [^:]*:\s+)?(?:\[([\w-]{6,})\]\s+)?"  # the logger's prefix, then the request-id tag
_STARTED = re.compile(_TAG + r'Started ([A-Z]+) "([^"]+)" for (\S+) at (.+?)\s*$')
_PROCESSING = re.compile(_TAG + r"Processing by ([\w:]+)#(\w+) as (\S+)\s*$")
_COMPLETED = re.compile(_TAG + r"Completed (\d{3}) (.*?) in (\d+(?:\.\d+)?)ms(?: \((.*)\))?\s*$")
_RAILS_OTHER = re.compile(_TAG + r"(?:Parameters: |Rendered |Rendering |Redirected to |Filter chain |Can't verify |\s*\S+ Load \()")


def rails_log(lines: list[str]) -> Read | None:
    rows: dict[str, list[str]] = {}
    last = ""
    for ln in (x for x in lines if x.strip()):
        m = _STARTED.match(ln)
        if m:
            last = m.group(1) or f"#{len(rows)}"
            rows[last] = [f"{m.group(2)} {m.group(3)}", m.group(1) or "", m.group(2), m.group(3), m.group(4), m.group(5),
                          "", "", "", "", "", "", "", "", "", ""]
            continue
        m = _PROCESSING.match(ln) or _COMPLETED.match(ln)
        row = rows.get(m.group(1) or last) if m else None
        if m is None and _RAILS_OTHER.match(ln):
            continue
        if row is None:
            return None
        if m.re is _PROCESSING:
            row[6:9] = [m.group(2), m.group(3), m.group(4)]
        else:
            parts = dict(p.split(": ", 1) for p in (m.group(5) or "").split(" | ") if ": " in p)
            row[9:16] = [m.group(2), m.group(3), f"{m.group(4)} ms", parts.get("Views", "").replace("ms", " ms"),
                         parts.get("ActiveRecord", "").replace("ms", " ms"), parts.get("Allocations", ""), _result(m.group(2))]
    done = [r for r in rows.values() if r[9]]
    if not done:
        return None
    headers = ["name", "request id", "method", "path", "client", "started", "controller", "action", "format", "status",
               "status text", "duration", "views", "activerecord", "allocations", "result"]
    return headers, list(rows.values()), []
