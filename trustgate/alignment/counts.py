"""A count the claim gives of what the output lists ("Three Rust toolchains are installed", "two .NET SDKs", "three
private subnets", "all three Consul servers"): found when a listing the output names by the counted noun holds that
many items.

Contract. `listed_count(v, text, parsed)` is True when v is a whole number (digits or a number word) with a noun among
the three words after it, and the output has a listing named by that noun whose items number v:
- a heading line whose words hold the noun (`installed toolchains` over a rule line, `.NET SDKs installed:`): its
  items are the lines after it (past a rule and blank lines) up to the next blank line;
- a list in a document (JSON, YAML) under a key whose words hold the noun (`private_subnet_ids`): its items; a table
  nested under such a key (docker's `"Containers"` keyed by id): its rows;
- a table's rows whose cells hold the noun as a word of their own (the rows whose Type is `server`).
Anything else is left to the other checks (a count no listing bears out stays unfound).

Why: a count is a value no output prints; the listing it counts is what grounds it.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..text import STOP_WORDS, stem
from ..values import Value, extract
from .base import Finding

_RULE = re.compile(r"^\s*(?:-{3,}|={3,})\s*$")


def _nouns(v: Value, text: str) -> set[str]:
    """The stems of the (up to three) words after the number, stop words left out: "Rust toolchains" -> rust, toolchain."""
    after = cl.words_of(text[v.end:])[:3]
    return {stem(w) for w in after if w not in STOP_WORDS and not w.isdigit()}


def _named(words: list[str], nouns: set[str]) -> bool:
    return bool({stem(w) for w in words} & nouns)


def _heading_items(lines: list[str], nouns: set[str], said: set[str]) -> list[int]:
    """The number of items under each heading line the nouns name, of those that share the most words with the claim
    (`said`: "installed toolchains", not "active toolchain", for "two toolchains are installed"). A heading over
    `key: value` lines heads a mapping, not a listing."""
    found: list[tuple[int, int]] = []
    for i, ln in enumerate(lines):
        ruled = i + 1 < len(lines) and _RULE.match(lines[i + 1])
        if not (ln.rstrip().endswith(":") or ruled) or not _named(cl.words_of(ln), nouns):
            continue
        j = i + 1
        while j < len(lines) and (_RULE.match(lines[j]) or not lines[j].strip()):
            j += 1
        n = 0
        while j < len(lines) and lines[j].strip() and not lines[j].rstrip().endswith(":") and not _KEYED.match(lines[j]):
            if re.search(r"\w", lines[j]) and not (j + 1 < len(lines) and _RULE.match(lines[j + 1])):
                n += 1  # (a bare "#" under conda's "# conda environments:" lists nothing)
            j += 1
        if n and not (j < len(lines) and _KEYED.match(lines[j])):
            found.append((len({stem(w) for w in cl.words_of(ln)} & said), n))
    best = max((s for s, _ in found), default=0)
    return [n for s, n in found if s == best]


_KEYED = re.compile(r"^\s*[A-Za-z][\w .\-/()]{0,40}:\s+\S")


def listed_count(v: Value, text: str, parsed: sp.Parsed) -> bool:
    if v.kind != "number" or v.norm != int(v.norm) or not 1 < int(v.norm) < 1000:  # type: ignore[call-overload]
        return False
    n, nouns = int(v.norm), _nouns(v, text)  # type: ignore[call-overload]
    if not nouns:
        return False
    if n in _heading_items(parsed.text.splitlines(), nouns, {stem(w) for w in cl.words_of(text)}):
        return True
    lists: dict[tuple, int] = {}  # a document's list under a key the nouns name
    for r in parsed.records:
        if not r.row and r.path and _named(sp.field_words(r.path[-1]), nouns):
            lists[(r.table, r.path)] = lists.get((r.table, r.path), 0) + 1
    if n in lists.values():
        return True
    keyed: dict[tuple, set[str]] = {}  # (gt14) a table nested under a key the nouns name ("Containers": three rows)
    for r in parsed.records:
        if r.row and len(r.path) > 1 and _named(sp.field_words(r.path[-2]), nouns):
            keyed.setdefault((r.table, r.path[:-1]), set()).add(r.row)
    if any(len(rows) == n for rows in keyed.values()):
        return True
    rows: dict[int, set[str]] = {}  # a table's rows with a cell that is the noun
    for r in parsed.records:
        if r.row and r.table in parsed.tables and _named(cl.words_of(r.raw), nouns) and len(cl.words_of(r.raw)) == 1:
            rows.setdefault(r.table, set()).add(r.row)
    return any(len(named) == n for named in rows.values())


# "no media errors", "zero failures", "has not restarted", "hasn't failed": the claim says a count is nought
_NONE_OF = re.compile(r"\b(?:no|zero)\s+([a-z]+(?:[ -][a-z]+)?)|\b(?:has|have|had)(?:\s+not|n't)\s+(?:yet\s+)?([a-z]+ed)\b",
                      re.IGNORECASE)


_COUNTING = frozenset("count number num total".split())  # words a count's field name may add


_FAILED = {"fail": "error", "failur": "error", "errored": "error"}


def none_counted(text: str, scope: list[sp.Record]) -> list[Finding]:
    """A count the claim says is nought ("has no media errors", "has not restarted") where the record the claim names
    counts more under a field the claim names in full (media_errors: 2; RESTARTS: 2; never "Number of files" for
    "deleted no files"): contradicted. A field of nought bears it out; a field named otherwise says nothing here."""
    out = []
    tokens = {stem(w) for w in cl.words_of(text)}

    def kin(a: str, b: str) -> bool:  # "restarted" and RESTARTS, "errors" and errors; (gt30) "failed" and Error %
        a, b = _FAILED.get(a, a), _FAILED.get(b, b)
        return a == b or min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a))
    for m in _NONE_OF.finditer(text):
        said = [stem(w) for w in re.split(r"[ -]", (m.group(1) or m.group(2)).lower()) if w not in STOP_WORDS]
        after = re.match(r"\s+(?:\S+\s+){0,3}?(failed|errored)\b", text[m.end():], re.IGNORECASE)  # (gt30) "no checkout requests failed"
        said += [stem(after.group(1).lower())] if after else []
        fits = []  # (how many words name the field, the record, its count)
        for r in scope:
            names = [stem(w.lower()) for w in sp.field_words(r.path[-1]) if w.lower() not in STOP_WORDS | _COUNTING] if r.path else []
            # (gt30) or a share of them ("Error %": 4.80%)
            whole, share = re.fullmatch(r"\d+", r.raw.strip().replace(",", "")), re.fullmatch(r"(\d+(?:\.\d+)?)%", r.raw.strip())
            count = float(whole.group()) if whole else float(share.group(1)) if share else None
            if (count is not None and said and names and any(any(kin(n, w) for n in names) for w in said)
                    and all(any(kin(n, t) for t in tokens) for n in names)):
                fits.append((len(names), r, count))
        if fits:  # the field the claim names most fully: "deleted no files" is "Number of deleted files", not "of files"
            _, r, n = max(fits, key=lambda f: f[0])
            if n > 0:
                out.append(Finding("contradicted", f"the claim says '{m.group().strip()}'; the {r.field}"
                                   + (f" of row {r.row}" if r.row else "") + f" is '{r.raw.strip()}'", m.group().strip()))
    return out


# "two of the three users ...", "3 out of 5 pods ...": a count of rows, of how many rows, then what holds for them
_OF_ROWS = re.compile(r"\b([\w,]+)\s+(?:out\s+)?of\s+(?:(?:the\s+)?(?:[\w.-]+\s+){0,2}?[\w.-]+'s\s+|the\s+|its\s+|their\s+|all\s+)?([\w,]+)\b(.*)$",
                      re.IGNORECASE | re.DOTALL)  # "three of web-asg's four instances": the whole is the owner's
# an outcome a claim says in one form and a cell in another: "succeeded" for a conclusion "success"
_OUTCOMES = {w: name for name, words in {"success": "success succeed successful pass passed", "failure": "failure fail failed"
                                         }.items() for w in words.split()}


def _cell_stems(raw: str) -> set[str]:
    """The stems of a cell's words, a camelCase cell's parts among them ("InService": in, service), outcomes by name."""
    words = cl.words_of(raw) + [w for t in re.findall(r"[A-Za-z]+", raw) for w in sp.field_words(t)]
    return {_OUTCOMES.get(stem(w), stem(w)) for w in words}


_AMONG = re.compile(r"\b(?:most|least|largest|smallest|highest|lowest|biggest|fewest|best|worst|only|first|last|"
                    r"\w+est)\b.*\b(?:of|among)\s+(?:the|all)(?:\s+the)?\s+$", re.IGNORECASE | re.DOTALL)


def _whole(word: str) -> int | None:
    found = extract(word)
    return int(found[0].norm) if len(found) == 1 and found[0].kind == "number" and found[0].norm == int(found[0].norm) else None  # type: ignore[call-overload]


def rows_meeting(v: Value, text: str, parsed: sp.Parsed) -> bool:
    """A count of the rows that meet what the claim says ("Two of the three users are in Engineering", "2 of the 4 jobs
    are complete"): True when a table of the output has as many rows as the whole the claim gives, and the rows whose
    cells hold the claim's words that tell rows apart (words of some rows, not of every row nor a header) number the
    part. v is the part, or the "N of the M" the claim gives."""
    among = _AMONG.search(text[:v.start]) if v.kind == "number" else None
    if among and v.norm == int(v.norm) and cl.words_of(text[v.end:])[:1]:  # type: ignore[call-overload]
        # "the lowest revenue of the four regions": the whole a superlative ranks, the rows of a table
        return any(len({r.row for r in parsed.records if r.table == t and r.row is not None}) == v.norm for t in parsed.tables)
    m = _OF_ROWS.search(text)
    if not m or v.start not in (m.start(), m.start(2)) or v.kind not in ("number", "ratio"):
        return False  # v is the part, or the whole after an owner ("of pipeline 918's three jobs")
    part, whole = _whole(m.group(1)), _whole(m.group(2))
    if part is None and whole and not whole % 2 and m.group(1).lower() == "half":  # (gt16) "half of the six services"
        part = whole // 2
    tail = m.group(3)
    if whole is None and part and m.group(2).isalpha() and m.group(2).lower().endswith("s") and m.group(2).lower() not in STOP_WORDS \
            and re.match(r"\s+of\s+the\s+$", text[m.end(1):m.start(2)], re.IGNORECASE):
        whole, tail = 0, m.group(2) + tail  # (gt30) "two of the vulnerabilities are critical": the whole is every row
    if part is None or whole is None or part > whole > 0:
        return False
    said = [_OUTCOMES.get(stem(w), stem(w)) for w in cl.words_of(tail) if w not in STOP_WORDS]
    for table in parsed.tables:
        rows: dict[str, set[str]] = {}
        phrases: dict[str, set[str]] = {}  # each row's cells as phrases ("OutOfService": "out of service")
        headers: set[str] = set()
        for r in parsed.records:
            if r.table == table and r.row is not None:
                rows.setdefault(r.row, set()).update(_cell_stems(r.raw))
                phrases.setdefault(r.row, set()).add(" ".join(w.lower() for t in re.findall(r"[A-Za-z]+", r.raw) for w in sp.field_words(t)))
                headers.update(stem(w) for p in r.path for w in sp.field_words(p))
        if len(rows) != (whole or len(rows)) or part >= len(rows) and not whole:
            continue
        telling = [w for w in said if w not in headers and 0 < sum(w in cells for cells in rows.values()) < len(rows)]
        if telling and sum(all(w in cells for w in telling) for cells in rows.values()) == part:
            return True
        if not telling and _flagged(parsed, table, said, m.group(3)) == part:  # (gt17) "not ready": READY False
            return True
        tail = " " + " ".join(cl.words_of(m.group(3))) + " "
        held = [any(len(ph.split()) > 1 and f" {ph} " in tail for ph in cells) for cells in phrases.values()]
        if 0 < sum(held) < whole and sum(held) == part:  # "in service" is InService, never OutOfService
            return True
    return False


# (gt20) what a claim says of a package listing's rows by their two versions: behind the latest, or at it
_BEHIND = re.compile(r"\b(?:outdated|out[- ]of[- ]date|behind|upgradable|(?:can|could)\s+be\s+(?:updated|upgraded)"
                     r"|(?:have|has)\s+(?:an?\s+)?(?:newer\s+versions?|updates?|upgrades?)(?:\s+available)?"
                     r"|needs?\s+(?:an?\s+)?(?:update|upgrade|updating|upgrading))\b", re.IGNORECASE)
_AT_LATEST = re.compile(r"\b(?:up[- ]to[- ]date|on\s+(?:the|their|its)\s+latest|at\s+(?:the|their|its)\s+latest)\b", re.IGNORECASE)
_HAVE = ("current", "installed", "project", "version", "have", "local")  # the version a row has, by its header's word
_NEWEST = ("latest", "newest", "available", "candidate")  # the newest there is
# the words a claim names such a listing's rows and their versions by, said of no cell
_VERSION_WORDS = frozenset(("latest newest release releases version versions package packages dependency dependencies "
                            "formula formulae crate crates gem gems module modules library libraries").split())


def _versions(parsed: sp.Parsed, table: int) -> list[tuple[str, str]] | None:
    """Each row's (version it has, newest version) where the table has a column of each (mix hex.outdated's Current
    and Latest, cargo outdated's Project and Latest, brew outdated's installed and latest); None otherwise."""
    cols: dict[str, dict[str, str]] = {}  # row -> header word -> cell
    for r in parsed.records:
        if r.table == table and r.row is not None and r.path:
            for w in sp.field_words(r.path[-1]):
                cols.setdefault(r.row, {}).setdefault(w.lower(), r.raw.strip())
    heads = set().union(*cols.values()) if cols else set()
    have = next((w for w in _HAVE if w in heads), None)
    newest = next((w for w in _NEWEST if w in heads), None)
    if have is None or newest is None:
        return None
    # (gt22) a line under the table read as a row with no newest version (yarn's "Done in 1.84s.") is no package
    pairs = [p for p in ((c.get(have, ""), c.get(newest, "")) for c in cols.values()) if p[1]]
    return pairs if all(re.match(r"v?\d", a) and re.match(r"v?\d", b) for a, b in pairs) else None


def versions_counted(v: Value, text: str, parsed: sp.Parsed) -> frozenset[str]:
    """(gt20) A count of a package listing's rows behind their latest version, or at it ("Five of the seven
    dependencies are behind their latest release", "two are up to date"): the words that said so when the rows whose
    two versions differ (or agree) number the count, and, in "N of the M", the table's rows number the whole;
    nothing otherwise."""
    clause = re.split(r"[;.](?:\s|$)", text[v.start:], maxsplit=1)[0]
    m = _OF_ROWS.match(clause)
    count = _whole(m.group(1)) if m and v.kind == "ratio" else v.norm if v.kind == "number" else None  # "Five of the seven"
    if count is None or count != int(count) or count < 0:  # type: ignore[call-overload]
        return frozenset()
    cue = _BEHIND.search(clause) or _AT_LATEST.search(clause)
    if cue is None:
        return frozenset()
    whole = _whole(m.group(2)) if m else None
    for table in parsed.tables:
        pairs = _versions(parsed, table)
        if not pairs or whole is not None and whole != len(pairs):
            continue
        behind = sum(a != b for a, b in pairs)
        if (behind if cue.re is _BEHIND else len(pairs) - behind) == count:
            return frozenset(cl.words_of(cue.group())) | _VERSION_WORDS
    return frozenset()


_TRUTH = {"true": True, "yes": True, "false": False, "no": False}
_NOT = re.compile(r"\b(?:not|never|no longer)\b|n't\b", re.IGNORECASE)


def _flagged(parsed: sp.Parsed, table: int, said: list[str], tail: str) -> int | None:
    """The number of rows whose yes / no column the claim names by its header word ("ready" for READY) holds what the
    claim says of them: True, or False when the claim denies it ("are not ready")."""
    want = _NOT.search(tail) is None
    for r0 in parsed.records:
        if r0.table != table or not r0.path or not set(stem(w) for w in sp.field_words(r0.path[-1])) & set(said):
            continue
        cells = [_TRUTH.get(r.raw.strip().lower()) for r in parsed.records if r.table == table and r.row and r.path == r0.path]
        if cells and None not in cells:
            return sum(c == want for c in cells)
    return None


def counted_state(v: Value, text: str, parsed: sp.Parsed, counted: bool) -> bool:
    """A state said of the rows a count counts ("two of the three jobs succeeded"): what rows_meeting bore out for the
    count (`counted`), not a state of one row the claim names."""
    m = _OF_ROWS.search(text) if counted and v.kind == "state" else None
    return m is not None and v.start >= m.start(3)


# (gt17) "one of its four replicas", "none of its two", "all three of its replicas": a part of a whole the claim
# gives, then the whole; a cell "1/4" (REPLICAS, READY) holds both, the part up and the whole asked for
_PART_OF = re.compile(r"(?:^|\s)([\w-]+)\s+(?:out\s+)?of\s+(?:(?:its|the|their|his|her|our|my)\s+)?$|(?:^|\s)(all)\s+$",
                      re.IGNORECASE)
_NONE = frozenset({"none", "no", "zero"})
_FRACTION = re.compile(r"\s*(\d+)\s*/\s*(\d+)\s*")
# what the part of such a cell counts: those up (a claim says "running", "up", "ready" of them)
UP_WORDS = frozenset({"running", "up", "ready", "available", "healthy", "live"})


def fraction_whole(v: Value, text: str, parsed: sp.Parsed) -> tuple[str, str] | None:
    """The cell "a/b" (its row), and the word that gives the part, when v is the whole b of a part the claim gives of it in the row the claim names: "one
    of its four" (a = 1), "none of its two" (a = 0), "all three" (a = b). A part the cell does not hold, a whole of
    another row's cell, is left to the other checks. (gt20) The part and the whole may be two cells of the row
    (`_two_cells`), and v the claim's "one of the three" itself."""
    ratio = _RATIO_OF.fullmatch(v.text) if v.kind == "ratio" else None
    if ratio:
        said, whole = ratio.group(1).casefold(), _whole(ratio.group(2))
    elif v.kind == "number" and v.norm == int(v.norm):  # type: ignore[call-overload]
        m = _PART_OF.search(text[:v.start])
        if not m:
            return None
        said, whole = (m.group(1) or m.group(2)).casefold(), int(v.norm)  # type: ignore[call-overload]
    else:
        return None
    part = "all" if said == "all" else 0 if said in _NONE else _whole(said)
    if part is None or whole is None:
        return None
    folded = text.casefold()
    for r in parsed.records:
        cell = _FRACTION.fullmatch(r.raw or "")
        if not cell or not r.row or not any(len(t) > 2 and t.casefold() in folded for t in r.row.split()):
            continue
        a, b = int(cell.group(1)), int(cell.group(2))
        if b == whole and (a == b if part == "all" else a == part):
            return f"{r.raw.strip()} (row {r.row})", said
    return _two_cells(whole if part == "all" else part, whole, folded, parsed, said)


_RATIO_OF = re.compile(r"\s*([\w-]+)\s+(?:out\s+)?of\s+(?:(?:its|the|their)\s+)?([\w,]+)\s*", re.IGNORECASE)
# a row's count of what it should have (kubectl's DESIRED, a job's scheduled): the whole its other counts are parts of
_ASKED = frozenset("desired scheduled expected wanted".split())
# a generated suffix of a name (a ReplicaSet's pod-template hash, a pod's): the claim names the row without it
_HASHED = re.compile(r"(?:-(?=[0-9a-z]*\d)[0-9a-z]{5,10}){1,2}$")


def _two_cells(part: int, whole: int, folded: str, parsed: sp.Parsed, said: str) -> tuple[str, str] | None:
    """(gt20) kubectl get replicasets' DESIRED 3 beside READY 1: "one of the three pods is ready" where the row the
    claim names holds the whole under a count of what it should have and the part under a header the claim says."""
    words = {stem(w) for w in cl.words_of(folded)}
    for r in parsed.records:
        if not r.row or not r.path or not set(w.lower() for w in sp.field_words(r.path[-1])) & _ASKED or r.raw.strip() != str(whole):
            continue
        names = {r.row, _HASHED.sub("", r.row)}
        if not any(len(t) > 2 and t.casefold() in folded for n in names for t in n.split()):
            continue
        for x in parsed.records:
            if (x.table == r.table and x.row == r.row and x.path and x.raw.strip() == str(part)
                    and {stem(w.lower()) for w in sp.field_words(x.path[-1])} & words & {stem(w) for w in UP_WORDS}):
                return f"{x.field} {part} of {r.field} {whole} (row {r.row})", said
    return None
