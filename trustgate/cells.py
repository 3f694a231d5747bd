"""What one cell of a tool output holds: its typed values, read with what its field name and the tool's
documentation say about it.

Contract. `cell_values(raw, name)` returns the values of one cell: `values.parse_cell` with the field name giving
units and state axes, plus the shapes tools print that it does not read (sizes "12.4M" / "512Mi", image tags
"postgres:16.2", ctime dates, "host:port", CIDR addresses, CI outcomes). `field_words(name)` splits a field name
into its words. `size_value(text)` reads one size.

The vocabulary of well-known fields lives here, in one place: units a tool's documentation gives and its output
does not print (`IMPLIED`, `implied_unit`, `table_units`). Each entry names the tool or standard it comes from.

Why: a claim converts units the reader of the docs knows ("a one-hour TTL" for dig's 3600; "454 GiB" for df's
476212608 1K-blocks); without the documented unit the value reads as a bare number that matches nothing, or as a
number that matches a count it is not.
"""

from __future__ import annotations

import re
from decimal import Decimal
from dataclasses import replace
from urllib.parse import urlsplit

from . import values as tv
from .clauses import date_parts
from .values import Value

_SPLIT_FIELD = re.compile(r"[_\-\s.%#/()]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Z]{2})(?=[A-Z][a-z]{2})")  # "CPUUtilization": cpu, utilization


def field_words(name: str) -> list[str]:
    """Words of a field name: split on `_`, `-`, `.`, spaces and camelCase, lower-cased. A file glob (an
    .editorconfig or .gitattributes section: `*.py`, `*.{js,ts}`, `*`) is named by the files it matches ("Python",
    "all files")."""
    glob = _GLOB.match(name or "")
    if glob:
        exts = re.split(r"[,{}]", glob.group(1) or "")
        words = [w for e in exts if e for w in (e.lower(), *EXTENSION_WORDS.get(e.lower(), "").split())]
        return words or ["all", "files"]  # "files" alone names `*`: every section holds files
    return [w.lower() for w in _SPLIT_FIELD.split(name or "") if w]


_GLOB = re.compile(r"^\*(?:\.(\{[\w,]+\}|\w+))?$")
# what files an extension is (the language or format a claim names them by)
EXTENSION_WORDS = {"py": "python", "pyi": "python", "md": "markdown", "rst": "restructuredtext", "js": "javascript",
                   "mjs": "javascript", "ts": "typescript", "tsx": "typescript", "jsx": "javascript", "rs": "rust",
                   "go": "go", "rb": "ruby", "java": "java", "kt": "kotlin", "cs": "csharp", "cpp": "c++", "hpp": "c++",
                   "c": "c", "h": "c header", "php": "php", "sh": "shell", "yml": "yaml", "yaml": "yaml",
                   "json": "json", "toml": "toml", "html": "html", "css": "css", "scss": "sass", "sql": "sql",
                   "swift": "swift", "tf": "terraform"}


_SIZE = re.compile(r"^(\d+(?:\.\d+)?)\s?(?:([KMGTP])(i)?B?|B)$")
_LOWER_SIZE = re.compile(r"^(\d+(?:\.\d+)?)([kmgtp])b$")  # Elasticsearch's _cat sizes: "12.4gb", "410.3mb" (1024-based)
_OUTCOMES = {"success": "succeeded", "successful": "succeeded", "succeeded": "succeeded", "passed": "succeeded",
             "failure": "failed", "failed": "failed", "error": "failed", "errored": "failed"}
_OUTCOME_FIELDS = frozenset("status state result outcome conclusion".split())  # not a log "level": error
_BARE_SIZE = re.compile(r"^(\d+(?:\.\d+)?)\s?([KMGTP])$")
_HOSTLIST = re.compile(r"^([A-Za-z][\w-]*?)\[(\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)\]([\w.-]*)$")


def hostlist(text: str, most: int = 256) -> list[str]:
    """(gt28) The names a Slurm / pdsh host list stands for ("node[001-003,007]": node001, node002, node003,
    node007), each number as wide as written; [] for any other text, or a list of more than `most` names."""
    m = _HOSTLIST.match(text)
    if not m:
        return []
    names: list[str] = []
    for part in m.group(2).split(","):
        lo, _, hi = part.partition("-")
        width = len(lo)
        for n in range(int(lo), int(hi or lo) + 1):
            names.append(f"{m.group(1)}{n:0{width}d}{m.group(3)}")
            if len(names) > most:
                return []
    return names


_BRACKETED = re.compile(r"(\d+(?:\.\d+)?)\s*\[(bytes|bits|KiB|MiB|GiB|kB|MB|GB|ms|s|sec|seconds)\]")
_HERTZ = re.compile(r"^(\d+(?:\.\d+)?)\s?([kKmMgG])hz$", re.IGNORECASE)  # a clock in MHz / GHz, however cased
_IMAGE = re.compile(r"^([a-z][\w.\-/]*):(v?\d[\w.\-]*)$")
_MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
_CTIME = re.compile(r"^(?:[A-Z][a-z]{2} )?([A-Z][a-z]{2}) +(\d{1,2}) (\d{2}:\d{2}(?::\d{2})?)(?: [A-Z]{3,4})? (\d{4})(?: [A-Z]{3,4})?$")
_CIDR = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})/\d{1,2}(?![\w.])")
_UPPER_HOST = re.compile(r"^(?:[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?\.)+[A-Z]{2,}\.?$")
_SOCKET_STATE = re.compile(r"\s+\([A-Z_]+\)$")  # lsof's NAME: "*:80 (LISTEN)", "a:3000->b:51544 (ESTABLISHED)"


def _sockets(text: str) -> list[tuple[int, int]]:
    """Where the host:port sockets of a cell are: the whole cell, or each side of lsof's "local->remote", less the
    connection state lsof prints after them."""
    state = _SOCKET_STATE.search(text)
    body = text[:state.start()] if state else text
    if "->" not in body:
        return [(0, len(body))]
    cut = body.index("->")
    return [(0, cut), (cut + 2, len(body))]


_HOST_PORT = re.compile(r"^(\*|\[[0-9a-fA-F:.%\w]*\]|[0-9a-fA-F:]*:|\d{1,3}(?:\.\d{1,3}){3}|[a-z][\w.\-]*):(\d{1,5})$")


def cell_values(raw: object, name: str) -> tuple[Value, ...]:
    """values.parse_cell, plus what it does not read: sizes such as "12.4M" / "512Mi", image tags
    "postgres:16.2", a "%CPU" header as a percentage, the date and time of a date-time, and what the
    vocabulary of well-known fields says the cell holds (`_documented`)."""
    fname = name
    if name.startswith("%") or name.lower().endswith("%"):
        fname = name.strip("%") + "_pct"
    out = list(tv.parse_cell(raw, fname))
    if isinstance(raw, str):
        text = raw.strip()
        if (text.lower() in _OUTCOMES and set(field_words(name)) & _OUTCOME_FIELDS  # a CI conclusion, a job result
                or text.lower() == "finished" and field_words(name) == ["status"]):  # (gt28) MLflow's run status: it ran through
            out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"it {_OUTCOMES.get(text.lower(), 'succeeded')}")]
        size = size_value(text)
        if size is not None:
            out = [v for v in out if v.kind != "identifier"] + [size]
            binary = _BARE_SIZE.match(text) or _LOWER_SIZE.match(text)
            if binary:  # df, du, ls -h and top write "540G" for 540 GiB; others mean GB: either reading is the cell's
                out += tv.extract(f"{binary.group(1)} {binary.group(2).upper()}iB")
        bracketed = _BRACKETED.fullmatch(text)
        if bracketed:  # (gt30) a unit in square brackets after the number (cryptsetup's "16777216 [bytes]")
            out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{bracketed.group(1)} {bracketed.group(2)}")
                    if v.kind == "quantity"]
        hosts = hostlist(text)
        if hosts:  # (gt28) Slurm's "node[057-060]": the nodes it names, no numbers of their own
            out = [v for v in out if v.kind != "number"]
            out += [replace(v, text=text, start=0, end=len(text)) for h in hosts for v in tv.extract(h) if v.kind == "identifier"]
        hertz = _HERTZ.match(text)
        if hertz and not any(v.kind == "quantity" for v in out):  # (gt28) rocm-smi's "2105Mhz": megahertz in any case
            out = [v for v in out if v.kind != "identifier"]
            out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{hertz.group(1)} {hertz.group(2).upper()}Hz")]
        stamp = _CTIME.match(text)
        if stamp:  # openssl's "Jan 13 08:12:39 2027 GMT", ctime's "Mon Nov 30 09:14:02 UTC 2026": one date-time
            month = _MONTHS.index(stamp.group(1).lower()) + 1
            iso = f"{stamp.group(4)}-{month:02d}-{int(stamp.group(2)):02d}T{stamp.group(3)}"
            out = [v for v in out if v.kind not in ("date", "time", "number")]
            out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(iso)]
        if field_words(name)[-1:] in (["version"], ["tag"]) and re.fullmatch(r"v?\d+(?:\.\d+)*", text):  # java.version: 21; TAG 1.27
            out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"version {text.lstrip('v')}")]
        image = _IMAGE.match(text)
        if image:
            tag = image.group(2).lstrip("v")
            release = re.match(r"\d+(?:\.\d+)*", tag).group()  # type: ignore[union-attr]
            out += tv.extract(f"version {tag}") + (tv.extract(f"version {release}") if release != tag else [])  # nginx:1.27-alpine is nginx 1.27
        for url in [v for v in out if v.kind == "identifier" and v.norm[0] == "url"]:  # type: ignore[index]
            host = urlsplit(url.text).hostname  # "proxy_pass http://api_backend": the backend it passes to
            if host:
                out += [replace(v, start=url.start, end=url.end) for v in tv.extract(host) if v.kind == "identifier"]
        for cidr in _CIDR.finditer(text):  # "192.168.10.24/24" (ip addr) holds the address 192.168.10.24
            out += [replace(v, start=cidr.start(1), end=cidr.end(1)) for v in tv.extract(cidr.group(1)) if v.kind == "identifier"]
        if _UPPER_HOST.match(text) and not any(v.kind == "identifier" for v in out):  # whois's "LANTERNFISH.IO": a
            out += [replace(v, text=text, start=0, end=len(text))  # host name is the same in any case (RFC 4343)
                    for v in tv.extract(text.lower().rstrip(".")) if v.kind == "identifier"]
        for at, end in _sockets(text):
            port = _HOST_PORT.match(text[at:end])
            if port:  # ss / netstat "0.0.0.0:80", "[::]:443", "*:22": the port is a number of its own, the host an address
                out += [replace(v, start=at + port.start(2), end=at + port.end(2)) for v in tv.extract(port.group(2))]
                out += [v for v in tv.extract(port.group(1)) if v.kind == "identifier"]
    # (gt18) a JSON decimal too (Shelly's "power": 118.42)
    documented = _documented(str(raw).strip(), name) if isinstance(raw, (str, int, float, Decimal)) and not isinstance(raw, bool) else []
    if any(v.unit and "byte" in v.unit or v.unit == "bit" for v in documented) and _SUFFIXED.match(str(raw).strip()):
        out = [v for v in out if v.kind != "duration"]  # nginx's "200m" body size: no 200 minutes
    out += documented
    return tuple(out) + date_parts(out)


def size_value(text: str, start: int = 0) -> Value | None:
    """A size as `df`, `free`, `ls -h` and Kubernetes write it ("180G", "9.0G", "512Mi", "0B") as bytes; None for
    anything else."""
    size = _SIZE.match(text.strip())
    lower = _LOWER_SIZE.match(text.strip()) if not size else None
    if lower:
        size = _SIZE.match(lower.group(1) + lower.group(2).upper())
    if not size:
        return None
    unit = (size.group(2) or "") + ("i" if size.group(3) else "") + "B"  # "0B" (free) is bytes
    found = tv.extract(f"{size.group(1)} {'kB' if unit == 'KB' else 'bytes' if unit == 'B' else unit}")
    return replace(found[0], text=text, start=start, end=start + len(text)) if found else None


# ------------------------------------------------------------------ the vocabulary of well-known fields

# fields whose bare number is seconds by their standard, though the output prints no unit: HTTP's Retry-After
# (RFC 9110) and Cache-Control max-age / s-maxage (RFC 9111), a DNS or cache TTL (RFC 1035; Redis TTL), OAuth's
# expires_in (RFC 6749)
SECONDS_FIELDS = (("retry", "after"), ("max", "age"), ("s", "maxage"), ("maxage",), ("ttl",), ("expires", "in"),
                  ("uptime",))  # (gt19) a bare "uptime" (MongoDB's rs.status() and serverStatus, /proc/uptime): seconds
# fields whose bare number is bytes by their standard: HTTP's Content-Length (RFC 9110 8.6); MySQL's table status
# (SHOW TABLE STATUS, information_schema.TABLES: Data_length, Index_length, Data_free, Avg_row_length are bytes)
BYTES_FIELDS = (("content", "length"), ("data", "length"), ("index", "length"), ("data", "free"), ("row", "length"),
                ("size",))  # (gt14) an object store's or a release asset's "size": bytes
# fields whose "200m", "512k", "1g" is a size (nginx's client_max_body_size and *_buffer_size, the JVM's -Xmx,
# docker's mem_limit), never minutes: the suffix is KiB / MiB / GiB, and "MB" as people say it reads as well
SIZE_FIELD_WORDS = frozenset("size memory mem buffer buffers heap xmx xms shm".split())
_CACHE_YEAR = 365 * 86400
_SUFFIXED = re.compile(r"^(\d+(?:\.\d+)?)([kKmMgGtT])$")
_KILO = re.compile(r"^(\d+(?:\.\d+)?)\s?[kK]B$")
# tables whose bare numbers carry a unit by the tool's manual: df's "1K-blocks" (its size, Used and Available
# columns count 1024-byte blocks), vmstat's memory columns and ps's VSZ / RSS (KiB), free without -h (KiB)
_BLOCKS = re.compile(r"^(\d+)([KMG])?-blocks$")
_DF_SIZES = frozenset("used available avail".split())
_KIB_COLUMNS = {"vmstat": frozenset("swpd free buff cache".split()), "ps": frozenset("vsz rss".split())}
# ntpq(1) -p / -c peers: delay, offset and jitter in milliseconds, when and poll in seconds
# MySQL's SHOW [FULL] PROCESSLIST (information_schema.PROCESSLIST): Time is the seconds the thread has been in its
# state; PostgreSQL's pg_stat_statements: every *_time column is milliseconds (total_time / mean_time before 13);
# Apache JMeter's Aggregate Report: its times (Average, Median, the N% Lines, Min, Max) are milliseconds
_TOOL_COLUMNS = {"ntpq": {"delay": "ms", "offset": "ms", "jitter": "ms", "disp": "ms", "when": "seconds", "poll": "seconds"},
                 "processlist": {"time": "seconds"},
                 "pg_stat_statements": {f"{a}_{b}": "ms" for a in ("total", "min", "max", "mean", "stddev")
                                        for b in ("exec_time", "plan_time", "time")}
                 | {"blk_read_time": "ms", "blk_write_time": "ms"},
                 # (gt30) JMeter's aggregate and summary reports: every elapsed-time column is milliseconds
                 "jmeter": {h: "ms" for h in ("average", "median", "90% line", "95% line", "99% line", "min", "max",
                                              "std. dev.")}}
# header abbreviations a tool's manual spells out (vmstat(8)): the column is named by what it means
GLOSSARY = {"vmstat": {"r": "runnable", "b": "blocked", "swpd": "swap used", "free": "free memory", "buff": "buffer memory",
                       "cache": "cache memory", "si": "swap in", "so": "swap out", "bi": "blocks in", "bo": "blocks out",
                       "in": "interrupts", "cs": "context switches", "us": "cpu user %", "sy": "cpu system %", "id": "cpu idle %",
                       "wa": "cpu iowait %", "st": "cpu stolen %", "gu": "cpu guest %"},
            # iptables-extensions(8): a rule's match options as `iptables -L -n` prints them ("tcp dpt:22")
            "iptables": {"dpt": "destination port", "spt": "source port", "dpts": "destination ports",
                         "spts": "source ports", "dports": "destination ports", "sports": "source ports"}}


# cells that print two values joined by "/" whose order the tool documents: kubectl get hpa's TARGETS is the
# metric's current value over its target ("cpu: 82%/70%", "45%/60%")
PAIRED_FIELDS = {"targets": ("current", "target")}
_PAIRED = re.compile(r"^(?:([A-Za-z][\w.\-]*):\s*)?([^\s/]+)/([^\s/]+)$")


def paired(name: str, raw: str) -> list[tuple[tuple[str, ...], str]] | None:
    """The parts of a PAIRED_FIELDS cell, each with its sub-path (the metric, then current or target), or None."""
    names = PAIRED_FIELDS.get(name.strip().lower())
    m = _PAIRED.match(raw.strip()) if names else None
    if not m:
        return None
    metric = (m.group(1),) if m.group(1) else ()
    return [(metric + (names[0],), m.group(2)), (metric + (names[1],), m.group(3))]  # type: ignore[index]


# tables whose value column takes its unit from the row's name (smartctl -A: RAW_VALUE of Power_On_Hours is hours,
# of Temperature_Celsius degrees Celsius): (name column, value column), and the name's last word -> its unit
ROW_UNIT_COLUMNS = (("attribute_name", "raw_value"),)
_NAMED_UNITS = {"hours": "hours", "minutes": "minutes", "seconds": "seconds", "celsius": "°C", "fahrenheit": "°F"}


def row_units(headers: list[str], cells: list[str]) -> dict[int, str]:
    """Column index -> the unit this row's name gives its value (ROW_UNIT_COLUMNS), or {}."""
    low = [h.lower() for h in headers]
    for name, value in ROW_UNIT_COLUMNS:
        if name in low and value in low and low.index(name) < len(cells):
            words = field_words(cells[low.index(name)])
            unit = _NAMED_UNITS.get(words[-1]) if words else None
            return {low.index(value): unit} if unit else {}
    return {}


# documents whose bare numbers carry a unit by their API's documentation, known by the keys they always have:
# OpenWeatherMap's current weather in its default "standard" units (temperatures in kelvin, visibility in metres,
# wind in metres per second). A temperature is read as kelvin only above 150, where it can be no Celsius or
# Fahrenheit weather reading (a request with units=metric prints the same keys). AWS Lambda's function configuration
# (GetFunctionConfiguration): MemorySize and EphemeralStorage.Size in MB, Timeout in seconds.
DOCUMENT_UNITS = ((frozenset({"coord", "main", "wind"}), {
    ("main", "temp"): "kelvin", ("main", "feels_like"): "kelvin", ("main", "temp_min"): "kelvin",
    ("main", "temp_max"): "kelvin", ("visibility",): "meters", ("wind", "speed"): "m/s", ("wind", "gust"): "m/s"}),
    (frozenset({"FunctionName", "Runtime", "MemorySize", "Timeout"}), {
        ("MemorySize",): "MB", ("Timeout",): "seconds", ("EphemeralStorage", "Size"): "MB"}),
    # (gt24) dump1090 / readsb aircraft.json (its README-json.md): altitudes in feet, ground speed in knots, vertical
    # rate in feet per minute, "seen" in seconds
    (frozenset({"now", "messages", "aircraft"}), {
        ("aircraft", "alt_baro"): "feet", ("aircraft", "alt_geom"): "feet", ("aircraft", "gs"): "knots",
        ("aircraft", "baro_rate"): "ft/min", ("aircraft", "geom_rate"): "ft/min", ("aircraft", "seen"): "seconds"}))


def document_units(data: object) -> dict[tuple[str, ...], str]:
    """Field path -> the unit its API documents for it (DOCUMENT_UNITS), for a JSON document that has the keys."""
    if not isinstance(data, dict):
        return {}
    return next((units for keys, units in DOCUMENT_UNITS if keys <= set(data)), {})


def in_document_unit(raw: str, unit: str) -> tuple[Value, ...]:
    """A bare number of a field whose unit the document's API gives; kelvin only where it can be nothing else."""
    if unit == "kelvin" and not (re.fullmatch(r"\d+(?:\.\d+)?", raw.strip()) and float(raw) > 150):
        return ()
    return in_unit(raw, unit)


# the base unit a Prometheus metric's name ends with (Prometheus "Metric and label naming": a metric is named with
# its unit, in base units, as a suffix): node_filesystem_avail_bytes counts bytes, http_request_duration_seconds
# seconds. `_total` (a counter) and `_ratio` carry no unit.
METRIC_UNITS = {"bytes": "bytes", "seconds": "seconds", "celsius": "°C", "meters": "meters", "volts": "volts",
                "amperes": "amperes", "joules": "joules", "grams": "grams", "hertz": "hertz"}


def metric_unit(name: str) -> str | None:
    """The unit a Prometheus metric's name gives its samples (METRIC_UNITS), or None."""
    words = [w for w in field_words(name) if w != "total"]
    return METRIC_UNITS.get(words[-1]) if words else None


# what a DNS record type says its data is (RFC 1035, 3596, 2782): the words a claim uses for it
RECORD_TYPES = {"A": "address", "AAAA": "ipv6 address", "CNAME": "alias canonical name", "MX": "mail exchanger server",
                "NS": "name server", "PTR": "pointer reverse name", "TXT": "text", "SRV": "service", "SOA": "authority",
                "CAA": "certificate authority"}


def _tool(headers: list[str]) -> str | None:
    low = {h.lower() for h in headers}
    if {"swpd", "buff", "si", "so"} <= low:
        return "vmstat"
    if {"vsz", "rss"} <= low:
        return "ps"
    if {"total", "used", "free"} <= low and ("buff/cache" in low or "shared" in low):
        return "free"
    if {"remote", "refid", "st", "reach"} <= low:
        return "ntpq"
    if {"id", "user", "host", "db", "command", "time", "state"} <= low:
        return "processlist"
    if {"# samples", "average", "median"} <= low:
        return "jmeter"
    if "calls" in low and low & set(_TOOL_COLUMNS["pg_stat_statements"]):
        return "pg_stat_statements"
    return None


def table_units(headers: list[str]) -> dict[int, str]:
    """Column index -> the unit its bare numbers are in, by the tool's manual (see the vocabulary above)."""
    blocks = next((m for m in map(_BLOCKS.match, headers) if m), None)
    if blocks:
        size = int(blocks.group(1)) * {"K": 1, "M": 1024, "G": 1024 ** 2, None: 1}[blocks.group(2)]
        if size in (1, 1024):  # "1K-blocks", "1024-blocks": KiB; other block sizes are left bare
            return {i: "KiB" for i, h in enumerate(headers) if _BLOCKS.match(h) or h.lower() in _DF_SIZES}
        return {}
    tool = _tool(headers)
    if tool == "free":
        return {i: "KiB" for i, h in enumerate(headers) if h.lower() != "name"}
    if tool in _TOOL_COLUMNS:
        return {i: _TOOL_COLUMNS[tool][h.lower()] for i, h in enumerate(headers) if h.lower() in _TOOL_COLUMNS[tool]}
    return {i: "KiB" for i, h in enumerate(headers) if h.lower() in _KIB_COLUMNS.get(tool or "", ())}


def glossed(headers: list[str]) -> list[str]:
    """Headers a tool abbreviates, spelled out by its manual (vmstat's "id" is the CPU's idle share)."""
    words = GLOSSARY.get(_tool(headers) or "")
    return [words.get(h, h) for h in headers] if words else headers


def in_unit(text: str, unit: str) -> tuple[Value, ...]:
    """A bare number of a column whose unit the tool's manual gives (`table_units`), read in that unit."""
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", text.strip()):  # ntpq's offset "-0.052" (ms) too
        return ()
    return tuple(replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{text.strip()} {unit}"))


# (gt18) a device's power draw (Shelly's meters' "power", NUT's ups.realpower, Tasmota's "Power"): watts
WATTS_FIELDS = (("power",), ("realpower",), ("apower",), ("active", "power"))


# (gt22) a unit glued before the field's name: watts and watt-hours (Enphase Envoy's wNow, whToday, whLastSevenDays)
_ENERGY_PREFIX = {"w": "W", "wh": "Wh", "kw": "kW", "kwh": "kWh"}


def implied_unit(name: str) -> str | None:
    """The unit a field's bare number is in by its standard (SECONDS_FIELDS, BYTES_FIELDS, WATTS_FIELDS), or None."""
    words = tuple(field_words(name))
    if any(words[-len(f):] == f for f in BYTES_FIELDS):
        return "bytes"
    if any(words[-len(f):] == f for f in WATTS_FIELDS):
        return "W"
    if len(words) > 1 and words[0] in _ENERGY_PREFIX:  # (gt22) Enphase's "wNow", "whToday", "whLifetime"
        return _ENERGY_PREFIX[words[0]]
    return "seconds" if any(words[-len(f):] == f for f in SECONDS_FIELDS) else None


def _documented(text: str, name: str) -> list[Value]:
    """Values a cell holds by the vocabulary above, besides what it prints."""
    out: list[Value] = []
    unit = implied_unit(name) if re.fullmatch(r"\d+(?:\.\d+)?", text) else None
    if unit:
        out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{text} {unit}")]
        if float(text) and not float(text) % _CACHE_YEAR:  # max-age=31536000: "a year" as caches count it (365 days)
            out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{int(float(text)) // _CACHE_YEAR} years")]
    kilo = _KILO.match(text)
    if kilo:  # Linux's "kB" (/proc/meminfo, vmstat -s, /proc/<pid>/status) is 1024 bytes: either reading is the cell's
        out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{kilo.group(1)} KiB")]
    # a size field's name may glue a letter to "size" or "free" (LVM's LSize, PSize, PFree, VFree)
    sized = any(w in SIZE_FIELD_WORDS or w.endswith(("size", "free")) for w in field_words(name))  # and PFree, VFree
    suffixed = _SUFFIXED.match(text) if sized else None
    if suffixed:
        n, s = suffixed.group(1), suffixed.group(2).upper()
        out += [replace(v, text=text, start=0, end=len(text)) for v in tv.extract(f"{n} {s}iB") + tv.extract(f"{n} {s}B")]
    return out
