"""Parse a tool output (or any source span) into records and prose clauses.

Contract. `parse(span)` returns a `Parsed`: `records`, one per structured cell (its table,
its row key, its field path, the raw cell text and the typed values `values.parse_cell`
reads from it with the field name giving units and state axes), and `clauses`, the
sentences of whatever is prose, split into clauses. Formats tried in order: JSON (nested
objects and arrays; an array of objects is a table whose nested objects stay in their row)
and JSON Lines, Prometheus text, pipe tables (psql, mysql, Markdown), CSV / TSV with a
header row, whitespace-aligned tables with a header row (kubectl, docker, ps, df; the table
shapes are read into headers and rows by tabular.py, records are built here), TOML /
INI / .env settings, YAML and `key: value` lines (nested by indentation when YAML cannot
read them). Text that is none of these, or only partly one, is prose. Lines a table
carries around itself ("(3 rows)", "3 rows in set") are prose. A chat between a user and an
assistant is prose of what the user asserted (turns.py; `Parsed.chat` keeps the reading).

Why: a bag of words cannot tell which row or field a number belongs to, so a value moved
between rows or fields looks grounded. With records, a claim's value can be looked up
where the claim says it is (alignment/ does that).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import date
from decimal import Decimal
from functools import lru_cache


from . import cells as cv, changes, chat_days, chat_heads, config_blocks, documents, headed, listings, pasted, readers, tabular, turn_marks, turns
from .chat_lines import role_of, speaker_of, spoken
from .mappings import _KV, _assignments, _indented, _mapping, _mapping_shaped, _transcript, tabbed
from .cells import cell_values, field_words, size_value
from .records import _PAIR, Parsed, Record, cell_records as _cell_records, positional
from .table_records import IDENTITY_WORDS, beside_unit as _beside_unit, row_words as _row_words, table as _table
from .object_records import flatten as _flatten, names_row
from .clauses import Clause, clauses, words_of
from . import values as tv  # noqa: F401  (spans.tv: the values reader, as callers have used it)

__all__ = ["IDENTITY_WORDS", "Parsed", "Record", "cell_values", "field_words", "names_row", "parse", "positional", "size_value"]

# ------------------------------------------------------------------ parse

# the mark a terminal UI prints after the header it sorts by (k9s's "NAMESPACE↑", htop's "CPU%▽"): no part of the name
_SORT_MARK = re.compile(r"(?<=[A-Z%])[↑↓▲▼△▽](?=[ \t]|$)", re.MULTILINE)


def _writers(lines: list[str]) -> list[str]:
    """The lines with each message's writer read as the chat apps write them, as `Name: text` lines."""
    rewritten = pasted.apps(lines)  # IRC and Discord lines a user pasted, as `Name: text`
    heads = chat_heads.written(rewritten)  # (conv26) "Bence 09:12 (Mon 8 Jun 2026): text" as "[Mon 8 Jun 2026, 09:12] Bence: text"
    rewritten = heads if heads is not rewritten and spoken(heads) else rewritten
    rewritten = chat_days.joined_heads(rewritten)  # (conv23) "Owen · 10:04 AM" over the message, as `Owen · 10:04 AM: text`
    return chat_days.stamps_first(rewritten)  # (conv25) "Dan (10:14): text" as "[10:14] Dan: text"


def people(span: str) -> bool:
    """(conv27) Whether `parse` reads the span as a chat of people (chat_lines.spoken), its writers read as the apps
    write them ("Annelie · 09:12" over the message): a claim's bare hours are then read as the chat's are."""
    return spoken(_writers(_SORT_MARK.sub(" ", span).strip("\r\n").splitlines()))


@lru_cache(maxsize=1024)
def parse(span: str, today: date | None = None) -> Parsed:
    """`today`: the day a chat was had (its provenance's observed_at), when it never says what day it is."""
    span = _SORT_MARK.sub(" ", span)  # a space in its place keeps the columns aligned
    text = span.strip()
    lines = span.strip("\r\n").splitlines()  # the first line keeps its indentation: columns stay aligned
    rewritten = _writers(lines)
    if spoken(rewritten):  # (conv21) a chat of people: "at 3", "5-6 suits me" are clock times
        # (conv23) "at five fifteen" too, where no assistant speaks (a user's retakes read such words: retakes.py)
        roles = {role_of(who) for who in map(speaker_of, rewritten) if who}
        rewritten = [turn_marks.bare_hours(ln if "assistant" in roles else turn_marks.said_clocks(ln)) for ln in rewritten]
    if rewritten != lines:
        lines, text = rewritten, "\n".join(rewritten).strip()
    changed = _changed(text, lines)
    if changed is not None:
        return changed
    closed = _closed_table(lines)  # (gt16) first: the whole, legend and count line among the rows, may read as a table
    if closed is not None:
        return closed
    data = _prompted(lines, several=True) or _commands(lines) or _bannered(lines) or _titled(lines) or _data(text, lines) or _prompted(lines)
    if data is not None:
        return data
    records: list[Record] = []
    tables: dict[int, tuple[str, ...]] = {}
    logged = listings.logfmt(lines)  # `ts=... level=info msg=...` lines are rows, no settings file
    if logged:
        return _read(logged, text)
    settings = _assignments(text) or tabbed(lines)
    command = lines[0] if not settings and len(lines) > 2 and _PROMPT.match(lines[0]) \
        and (all(_STAT_LINE.match(ln) for ln in lines[1:] if ln.strip()) or tabbed(lines[1:])) else ""
    settings = settings or ((_assignments("\n".join(lines[1:]).strip()) or tabbed(lines[1:])) if command else None)
    if settings:  # (gt25) under the command that printed them ("$ unbound-control stats", then name=value lines) too
        _flatten(settings, (), 0, records, tables, [0])
        return Parsed("settings", tuple(records) + positional(command), _string_clauses(records) + clauses(command), text, tables)
    stanza = headed.stanzas(lines)
    if stanza:  # (gt17) LDIF entries, several packages' fields: a row per record, each value in its own record
        records, names = _table(stanza[0], stanza[1], 1, keys=[0])
        return Parsed("blocks", tuple(records), _string_clauses(records) + clauses("\n".join(stanza[2])), text, {1: names})
    mapping = _mapping(text)
    shaped = mapping is None and _mapping_shaped(text)
    tree = headed.keyed(lines) if shaped else None
    if tree:  # certbot's certificates: the fields under each "Certificate Name: ..." are that certificate's
        _flatten(tree, (), 0, records, tables, [0])
        return Parsed("blocks", tuple(records), _string_clauses(records), text, tables)
    if mapping or shaped:
        paired = _paired_rows(mapping or {p[0]: v for p, v in _indented(lines) if len(p) == 1})
        if paired:
            headers, rows = paired
            records, names = _table(headers, rows, 1, keys=[0])
            tables = {1: names}
        elif mapping:
            _flatten(mapping, (), 0, records, tables, [0])
        else:
            for path, value in _indented(lines):
                records += _cell_records(0, None, frozenset(), path, value, "")
        # lines that are no `key: value` ("HTTP/2 301" over the headers) are prose beside the records
        rest = "\n".join(ln for ln in lines if ln.strip() and not _KV.match(ln) and not re.match(r"^\s*[\w .\-]+:\s*$", ln)
                         and not ln.lstrip().startswith("- "))
        return Parsed("mapping", tuple(records), _string_clauses(records) + (clauses(rest) if rest else ()), text, tables)
    if any(ln[:1].isspace() for ln in lines) and _transcript(lines):  # a chat with lines pasted indented in a turn
        chat = turns.read(lines, today)
        if chat is not None:
            return _conversation(chat)
    # a command line or a notice over a table or JSON ("$ kubectl get pods", "Warning: ..."), or a summary over a
    # blank line (top's header lines over its process table)
    blank = [i + 1 for i, ln in enumerate(lines) if not ln.strip() and 2 < i + 1 < len(lines) - 1]
    # or a legend over a header (nodetool's "Datacenter: dc1" / "Status=Up/Down" lines over its columns)
    headed_at = [i for i in range(3, min(len(lines) - 1, 8)) if tabular.header_like(lines[i])]
    for skip in (1, 2, *blank[-1:], *headed_at[:1]):
        rows, notes = _noted(lines[skip:])
        body = _data("\n".join(rows).strip(), rows, headed_ok=False) if len(lines) > skip else None
        if body is not None and body.records:
            head = "\n".join(lines[:skip])
            return replace(body, records=body.records + positional(head),
                           clauses=clauses(head) + body.clauses + (clauses("\n".join(notes)) if notes else ()), text=text)
    noted = _noted_table(lines)
    if noted is not None:
        return noted
    chat = turns.read(lines, today)
    if chat is not None:
        return _conversation(chat)
    if not spoken(lines):  # (conv24) a voice memo of one writer reads its own repairs ("at ten no sorry half ten") too
        text = "\n".join(_pairs_apart(chat_days.retaken_lines(lines)))
        return Parsed("prose", positional(text), clauses(text), text, {})
    # (conv22) a chat of people: its days dated from each message's day, what one only asks ("£60 a year now?") said by
    # no one; (conv23) its messages read as chat_days.read_lines reads them
    text = "\n".join(chat_days.read_lines(lines, today))
    # (conv26) a question whose day was dated ("is it tomorrow (7 August 2026)?") is read as asked, without the date
    said = tuple(c for c in clauses(_ASKED_DATE.sub("?", text)) if not c.text.rstrip().endswith("?"))
    return Parsed("prose", positional(text), said, text, {})


# (gt30) a line naming two measures joined by "/" over their two values joined so, one unit after both ("QT/QTc
# 318/434 ms", "RX/TX   1.2/3.4 MB"): a line each, the first name with the first value
_PAIRED_LINE = re.compile(r"^(\s*(?:[A-Za-z][\w.-]* )*)([A-Za-z][\w.-]*)/([A-Za-z][\w.-]*)((?:\s+[a-z]+)*)\s{2,}(-?\d[\d.,]*)/(-?\d[\d.,]*)(\s*[^\s\d/][^\s/]*)?\s*$")


def _pairs_apart(lines: list[str]) -> list[str]:
    out = []
    for ln in lines:
        m = _PAIRED_LINE.match(ln)
        if m is None:
            out.append(ln)
            continue
        pad, a, b, noun, x, y, unit = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5), m.group(6), m.group(7) or ""
        out += [f"{pad}{a}{noun}  {x}{unit}", f"{pad}{b}{noun}  {y}{unit}"]
    return out


_ASKED_DATE = re.compile(r"\s*\(\d{1,2} [A-Z][a-z]+ \d{4}\)\?")


# (gt25) a report's title: words set apart by single spaces, no `key: value`, no prompt, no document opening
_TITLE = re.compile(r"^(?![\[{<$#>])(?![A-Za-z][\w .\-/()%#]{0,40}:\s)\S+(?: \S+){2,}$")
# (gt25) a table's header: three names or more set apart by two spaces or more
_GAPPED_NAMES = re.compile(r"^\S+(?: \S+)*(?: {2,}\S+(?: \S+)*){2,}$")


def _titled(lines: list[str]) -> Parsed | None:
    """(gt25) A report's table under its title and a few `Label: value` lines (a lab's or a test house's printout:
    "CONCRETE CUBE COMPRESSIVE STRENGTH ..." / "Project: ...  Mix: C32/40" over "Cube   Age (days)   ..."), with
    `Label: value` lines or a blank line and notes under it ("28-day mean: 42.9 N/mm2", "Result: COMPLIES"): the
    table read from its own header, the title, labels and notes prose beside its rows. Read before the whole is
    taken for one table, which would make the title its header. None unless the first line is a title, a header of
    names set apart by wide gaps (each opening with a letter: no hop's number) opens the table within the next seven
    lines, every line between them is a label's line or blank, and only labels' lines follow the table."""
    if len(lines) < 4 or not _TITLE.match(lines[0].strip()):
        return None
    head = next((i for i in range(1, min(len(lines) - 2, 8)) if _GAPPED_NAMES.match(lines[i].strip())
                 and not _KV.match(lines[i]) and all(c[:1].isalpha() for c in re.split(r" {2,}", lines[i].strip()))), None)
    if head is None or not all(not ln.strip() or _KV.match(ln) for ln in lines[1:head]):
        return None
    end = head + 1
    while end < len(lines) and lines[end].strip() and not (_KV.match(lines[end]) and ":" in lines[end].split("  ")[0]):
        end += 1
    if end - head < 3 or not all(not ln.strip() or _KV.match(ln) and not _GAPPED_NAMES.match(ln.strip()) for ln in lines[end:]):
        return None  # another table further down (iptables' chains), a letter's sentences: read as the whole
    body = _data("\n".join(lines[head:end]).strip(), lines[head:end], headed_ok=False)
    if body is None:
        cut = tabular.gapped(lines[head:end])
        if cut is not None and len(cut[0]) >= 3:
            records, names = _table(*cut, 1)
            body = Parsed("table", tuple(records), (), "", {1: names})
    if body is None or body.kind != "table" or not body.records:
        return None
    rest = "\n".join(lines[:head] + lines[end:])
    return replace(body, records=body.records + positional(rest), clauses=clauses(rest) + body.clauses, text="\n".join(lines).strip())


def _noted(lines: list[str]) -> tuple[list[str], list[str]]:
    """(gt24) A table and the `Label: words` lines a report prints under it past a blank line ("Result: CONFORMS",
    "Interpretation: obstructive"): the rows, and the notes, which are no row of its columns."""
    lines = lines[next((i for i, ln in enumerate(lines) if ln.strip()), 0):]
    blank = next((i for i, ln in enumerate(lines) if not ln.strip()), None)
    if blank is None or blank < 2 or not tabular.header_like(lines[0]):
        return lines, []
    notes = [ln for ln in lines[blank:] if ln.strip()]
    if not notes or not all(_KV.match(ln) and not re.search(r"\d", ln) for ln in notes):  # a limit's number stays a row
        return lines, []
    return lines[:blank], notes


# (gt22) a shell's or a client's prompt and the command typed at it ("$ aws ...", "shop> db.orders.stats()", "mysql> ...")
_PROMPT = re.compile(r"^\s*(?:[$#>%]|[\w.@:~/-]+[>$#%])\s*\S")
CALL = re.compile(_PROMPT.pattern + r"|^\s*(?:GET|POST|PUT|PATCH|DELETE)\s+\S+\s*$")  # (gt27) an HTTP request line too


def _prompted(lines: list[str], several: bool = False) -> Parsed | None:
    """(gt22) A document printed under the prompt and command that asked for it (mongosh's `shop> db.orders.stats()`
    over the JavaScript literal it prints): the document read as data, the command line as prose beside it. Read
    before the lines are taken for `key: value` pairs, which would keep every value's trailing comma. (gt27)
    `several`: two calls or more one under another (`GET .../aggregates`, its JSON, `GET .../soe`, its JSON), each
    document read, before the lines are taken for blocks under their titles."""
    call = CALL if several else _PROMPT
    if len(lines) < 3 or not call.match(lines[0]) or lines[1].strip()[:1] not in "{[":
        return None
    starts = [i for i, ln in enumerate(lines[:-1]) if call.match(ln) and lines[i + 1].strip()[:1] in "{["]
    if several and len(starts) < 2:
        return None
    records: tuple[Record, ...] = ()
    said: tuple[Clause, ...] = ()
    for a, b in zip(starts, starts[1:] + [len(lines)]):
        body = _data("\n".join(lines[a + 1:b]).strip(), lines[a + 1:b])
        if body is None or body.kind not in ("json",) or not body.records:
            return None
        records, said = records + body.records + positional(lines[a]), said + clauses(lines[a]) + body.clauses
    return replace(body, records=records, clauses=said, text="\n".join(lines).strip())


def _commands(lines: list[str]) -> Parsed | None:
    """(gt28) Commands one under another, each printing a table (`$ sudo vgs` over its rows, `$ sudo pvs` over its;
    `root@pve1:~# qm list` over its): each table read from its own header as a table of its own, the command lines
    prose beside them (the host the prompt names too). None unless the output opens with a prompt and every block
    under one reads as a table."""
    starts = [i for i, ln in enumerate(lines[:-2]) if _PROMPT.match(ln) and tabular.header_like(lines[i + 1])]
    if not starts or starts[0] != 0:
        return None
    said = [lines[a] + "".join(f" (on {h})" for h in _HOST.findall(lines[a])) for a in starts]  # the host, a name of its own
    return _tables([lines[a + 1:b] for a, b in zip(starts, starts[1:] + [len(lines)])], said, lines)


_HOST = re.compile(r"^\s*[\w.-]+@([\w.-]+)[:~]")  # a shell prompt's "user@host:"


# (gt28) a banner: a title between rules ("==== ROCm System Management Interface ====") or a rule alone
_BANNER = re.compile(r"^\s*[=*#~-]{3,}(?:[^=*#~]*[=*#~-]{3,})?\s*$")


def _bannered(lines: list[str]) -> Parsed | None:
    """(gt28) A table between banners (rocm-smi's "=== Concise Info ===" over its header and rows, "=== End of ROCm SMI
    Log ===" under them): the table read from its own header, the banners' titles prose beside its rows. None unless
    a banner holds a title and the lines between banners read as one table."""
    banners = [i for i, ln in enumerate(lines) if _BANNER.match(ln)]
    body = [ln for i, ln in enumerate(lines) if i not in banners and ln.strip()]
    titled = [lines[i].strip(" =*#~-") for i in banners if re.search(r"[A-Za-z]", lines[i])]
    if not titled or len(body) < 2 or not tabular.header_like(body[0]):
        return None
    inside = [i for i, ln in enumerate(lines) if i not in banners and ln.strip()]
    if inside[-1] - inside[0] + 1 != len(inside):  # the table's lines run on, no banner between them
        return None
    return _tables([body], titled, lines)


def _tables(blocks: list[list[str]], said: list[str], lines: list[str]) -> Parsed | None:
    records: tuple[Record, ...] = ()
    tables: dict[int, tuple[str, ...]] = {}
    for block in blocks:
        body = _data("\n".join(block).strip(), block, headed_ok=False)
        if body is None or body.kind != "table" or not body.records:
            return None
        shift = max(tables, default=0)
        records += tuple(replace(r, table=r.table + shift) for r in body.records)
        tables.update({t + shift: names for t, names in body.tables.items()})
    rest = "\n".join(said)
    return Parsed("table", records + positional(rest), clauses(rest), "\n".join(lines).strip(), tables)


# (gt25) a counter printed `name=value` with no spaces ("total.num.cachehits=161870"), as a stats command prints them
_STAT_LINE = re.compile(r"^\s*[\w.\-]+=[^\s=>]\S*\s*$")


# (gt15) the count line a SQL client prints under its result ("(3 rows affected)", "3 rows selected.", "(1 row)")
_COUNT_LINE = re.compile(r"^\s*\(?\d+ rows?(?: affected| selected| returned| in set)?\)?\.?\s*(?:\([\d.]+ sec\))?\s*$"
                         r"|^\s*\d+ (?:[a-z-]+ ){0,2}[a-z-]+ (?:listed|found|shown)\.?\s*$", re.I)  # (gt16) "7 loaded units listed."


def _closed_table(lines: list[str]) -> Parsed | None:
    """A table closed by its client's count line: the lines above it read as a table, the count line and what follows
    it (sqlcmd's "Completion time: ...") as prose beside the rows. (gt16) The table ends at its first blank line: a
    legend printed between it and the count line (systemctl list-units) is prose too."""
    cut = next((i for i, ln in enumerate(lines) if i >= 2 and _COUNT_LINE.match(ln)), None)
    if cut is None:
        return None
    body = lines[:cut]
    blank = next((i for i, ln in enumerate(body) if i >= 2 and not ln.strip()), None)
    if blank is not None:  # (gt16) systemctl's legend ("LOAD   = Reflects whether ...") between the rows and the count
        cut, body = blank, body[:blank]
    while body and not body[-1].strip():
        body.pop()
    data = _data("\n".join(body).strip(), body) if len(body) >= 2 else None
    if data is None or not data.records:
        return None
    tail = "\n".join(lines[cut:]).strip()
    return replace(data, records=data.records + positional(tail), clauses=data.clauses + clauses(tail), text="\n".join(lines).strip())


def _noted_table(lines: list[str]) -> Parsed | None:
    """(gt18) A table over a blank line and a note in sentences (vagrant global-status's "The above shows information
    about all known Vagrant environments ..."): the rows a table, the note prose beside them."""
    blank = next((i for i, ln in enumerate(lines) if i >= 3 and not ln.strip()), None)
    if blank is None:
        return None
    tail = "\n".join(lines[blank:]).strip()
    if not tail or not re.search(r"(?:\b[A-Za-z]{2,}\b[ ,]+){5}", tail):
        return None
    body = lines[:blank]
    data = _data("\n".join(body).strip(), body)
    if data is None or len(data.tables) != 1 or len(next(iter(data.tables.values()))) < 2:
        return None
    return replace(data, clauses=data.clauses + clauses(tail), text="\n".join(lines).strip())


def _read(read: tuple, text: str) -> Parsed:
    """The Parsed of a reader's (headers, rows, fields[, prose lines]) (readers.py): rows named by their "name" cell."""
    headers, rows, fields, *prose = read
    records, names = _table(headers, rows, 1, keys=[i for i, h in enumerate(headers) if h in ("hop", "name")]) if rows else ([], ())
    for key, raw in fields:
        records += _cell_records(0, None, frozenset(), (key,), raw, "")
    records += positional("\n".join(prose[0])) if prose else ()  # a summary of counts beside the rows
    return Parsed("table", tuple(records), clauses("\n".join(prose[0])) if prose and prose[0] else (), text,
                  {1: names} if rows else {})


def _changed(text: str, lines: list[str]) -> Parsed | None:
    """A plan or a diff (changes.py): a record per value with its side of the change; each thing changed (a
    terraform resource, a helm object) is a row of one table; headings and summaries are prose."""
    found = changes.read(lines)
    if not found:
        return None
    records = []
    for x in found:
        table = 1 if x.thing else 0
        words = _row_words([x.thing]) | frozenset(w for w in field_words(x.thing) if not w.isdigit()) if x.thing else frozenset()
        for r in _cell_records(table, x.thing or None, words, x.path, x.raw, x.thing):
            records.append(replace(r, side=x.side, action=x.action))
    things = tuple(dict.fromkeys(x.thing for x in found if x.thing))
    head = "\n".join(changes.prose(lines))
    return Parsed("changes", tuple(records) + positional(head), clauses(head) if head else (), text,
                  {1: things} if things else {})


def _paired_rows(mapping: dict | None) -> tuple[list[str], list[list[str]]] | None:
    """A mapping whose every value is `key=value` pairs (ansible's PLAY RECAP: "app-01 : ok=14 changed=3 ...") is a
    table: a row per key, a column per pair."""
    if not mapping or len(mapping) < 2 or not all(isinstance(v, str) and len(_PAIR.findall(v)) >= 2 for v in mapping.values()):
        return None
    pairs = {str(k): dict(_PAIR.findall(v)) for k, v in mapping.items()}
    columns = list(dict.fromkeys(c for p in pairs.values() for c in p))
    return ["name", *columns], [[k, *(p.get(c, "") for c in columns)] for k, p in pairs.items()]


def _conversation(chat: turns.Conversation) -> Parsed:
    """A user/assistant chat (turns.py): clauses of what the user asserted, each standing for the user ("I", "my"); the
    text, for words, adds the questions and suppositions; the assistant's statements are left out."""
    own = frozenset({"user"} | {w for n in chat.names for w in words_of(n)})
    said = tuple(replace(c, names=c.names | own) for c in clauses("\n".join(chat.asserted)))
    return Parsed("transcript", (), said, "\n".join(chat.asserted + chat.context), {}, chat)


def _data(text: str, lines: list[str], headed_ok: bool = True) -> Parsed | None:
    """The span as JSON (or JSON Lines), Prometheus text or a table; None when it is none of them."""
    records: list[Record] = []
    tables: dict[int, tuple[str, ...]] = {}
    if text[:1] in "{[":
        try:
            data = json.loads(text, parse_float=Decimal)
        except ValueError:
            data = None
        if data is None:
            data = documents.json_lines(text) or documents.shell_literal(text)
        if isinstance(data, (dict, list)):
            _flatten(documents.plain(data), (), 0, records, tables, [0])
            units = cv.document_units(data)  # OpenWeatherMap's kelvin: the unit its API documents
            records = [replace(r, values=r.values + cv.in_document_unit(r.raw, units[r.path])) if r.path in units else r
                       for r in records]
            records = _beside_unit(records)
            return Parsed("json", tuple(records), _string_clauses(records), text, tables)
    if text.startswith("<") and text.rstrip().endswith(">"):
        tree = documents.xml(text)
        if tree is not None:
            _flatten(documents.plain(tree), (), 0, records, tables, [0])
            return Parsed("xml", tuple(records), _string_clauses(records), text, tables)
    pairs = tabular.key_value(lines)
    if pairs:  # vault's Key / Value table: one record's fields
        for key, raw in pairs:
            records += _cell_records(0, None, frozenset(), (key,), raw, "")
        return Parsed("mapping", tuple(records), (), text, tables)
    tree = config_blocks.blocks(lines) or readers.releases(lines) or config_blocks.directives(lines)
    if tree is not None:  # nginx.conf: a directive belongs to its block; a changelog's entry to its release
        _flatten(tree, (), 0, records, tables, [0])
        return Parsed("config", tuple(records), (), text, tables)
    for reader in readers.READERS:  # dig's records, ip addr's interfaces, a hosts file's names: rows by name
        read = reader(lines)
        if read:
            return _read(read, text)
    tree = headed.read(lines) if headed_ok and not _mapping_shaped(text) else None  # headings open the whole output
    if tree is not None:  # netstat -s, iptables -L, nmap, git log: a value belongs to the block it is printed in
        _flatten(tree, (), 0, records, tables, [0])
        return Parsed("blocks", tuple(records), _string_clauses(records), text, tables)
    exposition = tabular.exposition(lines)
    if exposition:
        headers, rows, prose = exposition
        records, names = _table(headers, rows, 1, keys=[0])  # the series names its sample
        return Parsed("metrics", tuple(records), clauses(".\n".join(prose)) if prose else (), text, {1: names})
    pipe = tabular.stacked(lines) or tabular.pipe_table(lines)
    if pipe:
        headers, rows, rest = pipe
        records, names = _table(headers, rows, 1)
        return Parsed("table", tuple(records), clauses("\n".join(rest)), text, {1: names})
    delimited = tabular.delimited(text)
    if delimited:
        records, names = _table(*delimited, 1)
        return Parsed("csv", tuple(records), (), text, {1: names})
    cron = tabular.crontab(lines)
    if cron:
        records, names = _table(*cron, 1, keys=[0])
        return Parsed("table", tuple(records), (), text, {1: names})
    stacked = _stacked_tables(lines)
    if stacked is not None:
        return Parsed("table", stacked[0], (), text, stacked[1])
    aligned = tabular.aligned([tabular.TREE.sub(" ", ln) for ln in lines])  # lsblk, pstree: "├─sda1" is the row sda1
    if aligned:
        records, names = _table(*aligned, 1)
        return Parsed("table", tuple(records), (), text, {1: names})
    bare = tabular.headerless([tabular.TREE.sub(" ", ln) for ln in lines])
    if bare:
        rows, key = bare
        records, names = _table(_column_names(rows, key), rows, 1, keys=[key])
        return Parsed("table", tuple(records), (), text, {1: names})
    return None



def _stacked_tables(lines: list[str]) -> tuple[tuple[Record, ...], dict[int, tuple[str, ...]]] | None:
    """(gt26) Tables one under another, a blank line between them, each under a header of its own (kubeadm's
    certificates over its certificate authorities): each read on its own columns, a table of its own. Read as one,
    the columns of both merge. None unless there are two blocks or more, each a header and rows, with other headers."""
    blocks: list[list[str]] = [[]]
    for ln in lines:
        if ln.strip():
            blocks[-1].append(ln)
        elif blocks[-1]:
            blocks.append([])
    blocks = [b for b in blocks if b]
    if len(blocks) < 2 or any(len(b) < 2 or not tabular.header_like(b[0]) for b in blocks) \
            or len({tuple(b[0].split()) for b in blocks}) < len(blocks):
        return None
    read = [_wide_gaps(b) or tabular.aligned(b) for b in blocks]
    if any(r is None or len(r[0]) < 2 for r in read):
        return None
    records: list[Record] = []
    tables: dict[int, tuple[str, ...]] = {}
    for n, r in enumerate(read, 1):
        found, names = _table(*r, n)  # type: ignore[misc]
        records += found
        tables[n] = names
    return tuple(records), tables


def _wide_gaps(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """(gt26) A header and rows whose cells are set apart by two spaces or more, the same number in every line (a
    date's "Sep 09, 2026 09:12 UTC" is one cell, as its single spaces say); None when the counts differ."""
    cells = [re.split(r" {2,}", ln.strip()) for ln in lines]
    if len({len(c) for c in cells}) != 1 or len(cells[0]) < 2:
        return None
    return cells[0], cells[1:]


def _column_names(rows: list[list[str]], key: int) -> list[str]:
    """Names for the columns of a table printed without a header, from what the cells are: the key column is the
    row's name, a column of sizes is the size ("238.2G"), a column of paths the path; others by position."""
    def kind(i: int) -> str:
        cells = [r[i] for r in rows if r[i]]
        if i == key:
            return "name"
        if cells and all(size_value(c) for c in cells):
            return "size"
        if cells and all(any(v.kind == "duration" for v in cell_values(c, "")) for c in cells):
            return "time"  # systemd-analyze blame: how long each unit took
        if cells and all(c.startswith("/") for c in cells):
            return "path"
        if cells and all(re.match(r"[\d.]+/\d|[0-9a-f:]+/\d", c) for c in cells):
            return "address"
        return f"column{i + 1}"
    return [kind(i) for i in range(len(rows[0]))]


def _string_clauses(records: list[Record]) -> tuple[Clause, ...]:
    """Long string values (a description, a message) are prose too."""
    prose = [r.raw for r in records if len(r.raw.split()) >= 4]
    return clauses(".\n".join(prose)) if prose else ()
