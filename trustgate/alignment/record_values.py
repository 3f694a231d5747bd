"""Does a claim's value match a record's value: numbers as written or counted, degrees, times, years, rounding, a
model's parts, the end of a path; and which records rival it (a value of the same kind under another field).

Contract: `matches(v, record, text)` and `rivals(v, record, text)` answer for one typed value of a claim against one
record of a parsed output (spans.py); `rounds_to`, `within_path` and `wrong_end` are the finer tests they use, shared
with prose and change alignment. Split from structured.py, which decides where in the output a claim's value is.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal, InvalidOperation

from .. import spans as sp
from ..text import stem
from ..values import Value, comparable, rounds_from, same, same_amount


def _raw_number(record: sp.Record) -> Decimal | None:
    m = re.fullmatch(r"[-+]?\d+(?:\.\d+)?", record.raw.strip())
    try:
        return Decimal(m.group()) if m else None
    except InvalidOperation:
        return None


def _is_degrees(v: Value) -> bool:
    return v.kind == "quantity" and v.unit == "radian" and "deg" in v.text.lower()


def _claim_number(v: Value) -> Decimal | None:
    if v.kind == "number":
        return Decimal(v.norm)  # type: ignore[arg-type]
    if _is_degrees(v):
        m = re.search(r"[-+\u2212]?\d+(?:\.\d+)?", v.text)
        return Decimal(m.group().replace("\u2212", "-")) if m else None
    return None


def _times_agree(a: Value, b: Value) -> bool:
    return a.kind == b.kind == "time" and (str(a.norm).startswith(str(b.norm)) or str(b.norm).startswith(str(a.norm)))


def _counted(v: Value, record: sp.Record) -> Decimal | None:
    """"96 units" against a units_sold cell: the word after the number is the field's own noun. (gt28) Or the words
    after it are all the field's ("4,800 events per second" against sysbench's `events per second: 4812.37`)."""
    if v.kind not in ("quantity", "duration"):
        return None
    m = re.fullmatch(r"([-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-+]?\d+(?:\.\d+)?)\s*([A-Za-z]+(?: [A-Za-z]+){0,3})", v.text.strip())
    if not m or _raw_number(record) is None:
        return None
    nouns = {stem(w) for w in m.group(2).lower().split()}
    fields = {stem(w) for p in record.path for w in sp.field_words(p)}
    return Decimal(m.group(1).replace(",", "")) if nouns <= fields else None


def within_path(v: Value, x: Value) -> bool:
    """A claim path that is a directory of a source path: "/var/lib/postgresql" is where
    "/var/lib/postgresql/16/main/base/t1" lives. Whole components only ("/var/lib/post" is no
    directory of it), and never the other way (a file in a directory the source names is unknown)."""
    if v.kind != "identifier" or x.kind != "identifier" or v.norm[0] != "path" or x.norm[0] != "path":  # type: ignore[index]
        return False
    mine, theirs = str(v.norm[1]).rstrip("/"), str(x.norm[1])  # type: ignore[index]
    return bool(mine) and (theirs.rstrip("/") == mine or theirs.startswith(mine + "/"))


def _placed_year(v: Value, text: str) -> bool:
    """A year the claim places a thing in ("in 2026", "the autumn of 2026"): a full date may give it."""
    before = text[:v.start].split()[-1:]
    return v.kind == "number" and bool(re.fullmatch(r"\d{4}", v.text)) and bool(before) and before[0].lower() in _YEAR_WORDS


def _year_of(v: Value, x: Value, text: str) -> bool:
    return x.kind in ("date", "datetime") and len(str(x.norm)) >= 10 and _placed_year(v, text) and str(x.norm)[:4] == v.text


_YEAR_WORDS = frozenset("in of during since until from by spring summer autumn fall winter".split())


_HEDGE = re.compile(r"(?:\babout|\baround|\broughly|\bapproximately|\bapprox\.?|\bnearly|\balmost|\bcirca|~)\s*$", re.IGNORECASE)
# (gt16) a value said as a near bound on one side ("just over 3,000 seconds", "a little under two hours")
# (gt17) or a bare one ("for over two days" against 2-03:41): rounded to the claim's digits all the same
_NEAR_SIDE = re.compile(r"(?:\b(?:just|a little|a bit|slightly)\s+|(?<![\w-]))(over|under|above|below|more than|less than)\s*$",
                        re.IGNORECASE)


def rounds_to(v: Value, x: Value, text: str) -> bool:
    """A hedged claim value ("about 1.49 GiB", "roughly 232,000") is the source's value rounded to the digits the
    claim writes (values.rounds_from). (gt16) A near bound ("just over five minutes", "slightly under 2 GB") is
    that too, with the source's value on the side the claim says."""
    if _HEDGE.search(text[:v.start]):
        return rounds_from(v, x)
    side = _NEAR_SIDE.search(text[:v.start])
    if side is None or not rounds_from(v, x) or not isinstance(v.norm, Decimal) or not isinstance(x.norm, Decimal):
        return False
    return x.norm > v.norm if side.group(1).lower() in ("over", "above", "more than") else x.norm < v.norm


_OPENS = frozenset("open opens opening opened start starts starting begin begins from".split())
_CLOSES = frozenset("close closes closing closed end ends ending finish finishes shut shuts until till".split())
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|until|till)\s*", re.IGNORECASE)


def wrong_end(v: Value, record: sp.Record, text: str) -> bool:
    """A time the claim says something opens or closes at ("closes at 08:00") must be that end of a range the cell
    gives ("08:00-18:00" opens at 08:00 and closes at 18:00)."""
    times = [x for x in record.values if x.kind == "time" and x.end <= len(record.raw)]
    if v.kind != "time" or len(times) != 2 or not _RANGE_JOIN.fullmatch(record.raw[times[0].end:times[1].start]):
        return False
    said = set(re.findall(r"[a-z]+", text[:v.start].lower())[-4:])
    side = 0 if said & _OPENS else 1 if said & _CLOSES else None
    return side is not None and not (same(v, times[side]) or _times_agree(v, times[side]))


def _model_of(v: Value, x: Value) -> bool:
    """A model code the claim gives by its leading parts: "A100" is the "A100-SXM4-40GB" the cell names."""
    if v.kind != "identifier" or x.kind != "identifier" or v.norm[0] != x.norm[0] or v.norm[0] != "code":  # type: ignore[index]
        return False
    mine, theirs = str(v.norm[1]), str(x.norm[1])  # type: ignore[index]
    return len(mine) >= 3 and theirs.startswith(mine + "-")


def _release_of(v: Value, x: Value) -> bool:
    """A named version the claim gives by its leading parts: "Python 3.11" is the 3.11.8 the cell holds (two parts at
    least, and a name before them: a bare "3.11" stays a number of its own); a bare version of three parts or more
    is the one the cell gives with a package release after it."""
    if v.kind != "version" or x.kind != "version":
        return False
    mine, theirs = tuple(v.norm), tuple(x.norm)  # type: ignore[arg-type]
    if not re.search(r"[A-Za-z]", v.text):  # (gt22) "17.34.1" is the upstream part of zypper's "17.34.1-150600.3.6.1"
        return len(mine) >= 3 and len(theirs) == len(mine) + 1 and theirs[:len(mine)] == mine and isinstance(theirs[-1], str)
    return 2 <= len(mine) < len(theirs) and theirs[:len(mine)] == mine


def _named_version(v: Value, record: sp.Record) -> bool:
    """(gt14) A version the claim names by its software ("Python 3.10", "Node 20") is the bare version a field named by
    that software holds (a CI matrix's `python: ["3.10", "3.11"]`, `node-version: 20`)."""
    name = re.match(r"[A-Za-z]+", v.text) if v.kind == "version" and record.path else None
    raw = record.raw.strip().strip("\"'").lstrip("vV")
    if name is None or not re.fullmatch(r"\d+(?:\.\d+)*", raw):
        return False
    return name.group().lower() in {w.lower() for w in sp.field_words(record.path[-1])} and tuple(int(p) for p in raw.split(".")) == tuple(v.norm)  # type: ignore[arg-type]


def _short_host(v: Value, x: Value) -> bool:
    """The claim names a host by its first label ("time1") where the cell gives its full name ("time1.example.n",
    as ntpq cuts it, or "db1.internal.example.com")."""
    if v.kind != "identifier" or x.kind != "identifier" or v.norm[0] != "code" or x.norm[0] != "code":  # type: ignore[index]
        return False
    mine, theirs = str(v.norm[1]), str(x.norm[1])  # type: ignore[index]
    return "." not in mine and bool(re.fullmatch(r"[a-z][\w-]*(?:\.[a-z][\w-]*)+", theirs)) and theirs.split(".")[0] == mine


def _glued(v: Value, record: sp.Record, text: str) -> str | None:
    """The number a cell glues to the word the claim writes before v ("RAID 6" against mdadm's "raid6", "Python 3.12"
    against a runtime "python3.12"): the cell's number, or None when the cell glues no number to that word."""
    if v.kind not in ("number", "version") or not text or not record.raw:
        return None
    named = re.fullmatch(r"([A-Za-z]{2,})\s+(\d+(?:\.\d+)*)", v.text.strip())  # a version read with its name
    word = named.group(1) if named else (re.findall(r"([A-Za-z]{2,})\s+$", text[:v.start]) or [None])[0]
    if not word:
        return None
    glued = re.search(rf"(?<![A-Za-z]){re.escape(word)}(\d+(?:\.\d+)*)(?![\w.])", str(record.raw), re.IGNORECASE)
    return glued.group(1) if glued else None


def quoted_in(v: Value, record: sp.Record, text: str) -> bool:
    """The claim writes the cell's whole text, words and v together ("the Annual Report 2025 PDF" against a Title of
    "Annual Report 2025"): v is part of a name the claim quotes, not a value it gives of its own."""
    raw = " ".join(str(record.raw).split())
    if len(raw.split()) < 2 or not re.search(r"[A-Za-z]{2,}", raw) or not text:
        return False
    pattern = r"(?<!\w)" + r"\s+".join(re.escape(w) for w in raw.split()) + r"(?!\w)"
    rest = re.sub(re.escape(" ".join(v.text.split())), " ", raw, count=1, flags=re.IGNORECASE)
    if not re.search(r"[A-Za-z]{2,}", rest):  # "581.61 GiB" is the value itself, not a name around it
        return False
    return any(m.start() <= v.start and v.end <= m.end() for m in re.finditer(pattern, text, re.IGNORECASE))


def _bare_percent(v: Value, record: sp.Record) -> Decimal | None:
    """The number a percentage the claim gives is written with ("88%"), when the cell is a bare number with no unit
    its field gives (Fitbit's "efficiency": 88, SonarQube's "actualValue": "84.2"): a share said in percent."""
    if v.kind != "ratio" or "%" not in v.text or _raw_number(record) is None:
        return None
    if any(x.kind != "number" for x in record.values) or _count_field(record):
        return None
    m = re.search(r"\d+(?:\.\d+)?", v.text)
    return Decimal(m.group()) if m else None


# (gt28) field words that say a bare number counts things (Great Expectations' "unexpected_count": 37): never a share
_COUNT_FIELD = frozenset("count counts num number qty quantity".split())


def _count_field(record: sp.Record) -> bool:
    return bool(record.path) and bool(_COUNT_FIELD & {w.lower() for w in sp.field_words(record.path[-1])})


# field words that say a bare number from 0 to 1 is a share of the whole (a mailing's open_rate 0.4012, a cache's
# hit_ratio): a claim says it in percent
_SHARE_FIELD = frozenset("rate ratio share fraction".split())


def _share_field(record: sp.Record) -> bool:
    raw = _raw_number(record)
    return (raw is not None and 0 <= raw <= 1 and bool(record.path)
            and bool(_SHARE_FIELD & {w.lower() for w in sp.field_words(record.path[-1])}))


# field words that say a bare number is an amount of money in a currency the output does not print (a payroll CSV's
# net_pay, a ledger's balance): "$2,063" is its 2063.00
_MONEY_FIELD = frozenset("pay salary wage wages price cost fee fees fare balance tax gross net revenue income charge "
                         "refund budget spend spent amount paid due".split())


def _money_cell(v: Value, record: sp.Record) -> bool:
    """A money value the claim gives against a bare number in a field named as money (a rival, and equal when the
    amounts are)."""
    return (v.kind == "money" and _raw_number(record) is not None and all(x.kind == "number" for x in record.values)
            and bool(record.path) and bool(_MONEY_FIELD & {w.lower() for w in sp.field_words(record.path[-1])}))


def _bare_money(v: Value, record: sp.Record) -> bool:
    return _money_cell(v, record) and _raw_number(record) == v.norm


# verbs that say money went out of the account the output lists: its amount may be printed negative (Wise, Monzo)
_OUT = re.compile(r"\b(?:sent|send|sends|paid|pay|pays|spent|spend|spends|withdrew|withdrawn|transferred|debited|charged"
                  r"|deducted|deduct|deducts|withheld|subtracted|(?:taken|took|takes|knocked)\s+off)\b", re.I)  # (gt24) a deduction


def _paid_out(v: Value, record: sp.Record, text: str) -> bool:
    """A payment the claim says went out ("sent €320 to Jonas") is the amount a statement prints negative (-320.00
    EUR): money out, by the sign. Only that way round: a negative amount the claim says came in stays unfound."""
    if v.kind != "money" or not _OUT.search(text):
        return False
    if _money_cell(v, record) and (_raw_number(record) or 0) < 0:  # (gt24) a bare -40.00 under a money field ("Amount")
        return -(_raw_number(record) or 0) == v.norm
    return any(x.kind == "money" and x.unit == v.unit and isinstance(x.norm, Decimal) and x.norm < 0
               and same_amount(v, replace(x, norm=-x.norm)) for x in record.values)


# (gt28) a value a cell prints aside under a label of its own: "17.5 % (base 15.0 %)", "80% (limit 90%)", "$10 (was $12)"
_ASIDE = re.compile(r"\(\s*([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)?)\s*:?\s*(?=[-+$€£]?\d)[^()]*\)")


def _aside(record: sp.Record, text: str) -> sp.Record:
    """The record less the values it prints aside under a label the claim does not say: the cell's own value is the
    one before the brackets, the bracketed one is its base, limit or earlier value."""
    said = {stem(w) for w in re.findall(r"[a-z]+", text.casefold())}
    cut = [m.span() for m in _ASIDE.finditer(record.raw) if m.start() > 0
           and not {stem(w) for w in re.findall(r"[a-z]+", m.group(1).casefold())} & said]
    if not cut:
        return record
    return replace(record, values=tuple(x for x in record.values if not any(a <= x.start < b for a, b in cut)))


def _binary_bytes(v: Value) -> Decimal | None:
    """(gt28) A size in bytes read with 1024-based prefixes, whichever prefixes it was written or read with: "8 GB"
    is 8 x 1024^3, and so is 8192 under a MEM(MB) header, as memory sizes are meant."""
    figure = re.search(r"\d[\d,]*(?:\.\d+)?", v.text)
    if v.kind != "quantity" or v.unit != "bit" or not isinstance(v.norm, Decimal) or figure is None:
        return None
    n = Decimal(figure.group().replace(",", ""))
    if n == 0:
        return None
    ratio = v.norm / 8 / n
    k = next((k for k in range(1, 6) if ratio in (Decimal(1000) ** k, Decimal(1024) ** k)), None)
    return n * Decimal(1024) ** k if k is not None else None


def _binary_same(v: Value, x: Value) -> bool:
    a = _binary_bytes(v)
    return a is not None and a == _binary_bytes(x)


def matches(v: Value, record: sp.Record, text: str = "") -> bool:
    record = _aside(record, text)
    if wrong_end(v, record, text):
        return False
    if _bare_money(v, record):
        return True
    percent = _bare_percent(v, record)
    if percent is not None:
        if percent == _raw_number(record) or rounds_to(Value("number", percent, v.text, v.start, v.end), record.values[0], text):
            return True
        share = percent / 100 if _share_field(record) else None  # "open_rate": 0.4012 is 40.12%
        return share is not None and (share == _raw_number(record)
                                      or rounds_to(Value("number", share, v.text, v.start, v.end), record.values[0], text))
    glued = _glued(v, record, text)
    if glued is not None:
        return glued == (re.findall(r"\d+(?:\.\d+)*", v.text) or [""])[-1]
    if _named_version(v, record) or any(_model_of(v, x) or _release_of(v, x) or _short_host(v, x) for x in record.values):
        return True
    if any(same_amount(v, x) or _times_agree(v, x) or within_path(v, x) or _year_of(v, x, text) or rounds_to(v, x, text)
           or _binary_same(v, x) for x in record.values):
        return True
    if _paid_out(v, record, text):
        return True
    counted = _counted(v, record)
    if counted is not None:  # (gt28) said about it: rounded to the digits the claim writes
        return counted == _raw_number(record) or rounds_to(replace(v, kind="number", norm=counted, unit=None), record.values[0], text)
    n = _claim_number(v)
    if n is not None and not _is_degrees(v):
        raw = _raw_number(record)
        return raw is not None and raw == n and any(x.kind in ("quantity", "money", "duration", "ratio") for x in record.values)
    if n is not None:  # "21 degrees" against a temperature field
        raw = _raw_number(record)
        return raw == n and any(x.unit == "kelvin" for x in record.values)
    return False


def rivals(v: Value, record: sp.Record, text: str = "") -> bool:
    """Could this record's value contradict v (same kind and dimension; a full date for a year the claim places; a
    number glued to the word the claim writes before v)?"""
    if _glued(v, record, text) is not None or _money_cell(v, record):
        return True
    if any(comparable(v, x) for x in record.values):
        return True
    if _placed_year(v, text) and any(x.kind in ("date", "datetime") and len(str(x.norm)) >= 10 for x in record.values):
        return True
    if _counted(v, record) is not None:
        return True
    if _is_degrees(v):
        return any(x.unit == "kelvin" for x in record.values)
    return False


# (gt29) a lab report's unit that scales its row's result: "x10^3/uL", "10^9/L", "K/uL" (thousands per microlitre)
_SCALE = re.compile(r"(?:[x×*]\s*)?10\s*\^\s*(\d{1,2})\s*/|\bK/(?=u|µ|mc)")


def scaled_result(v: Value, parsed: sp.Parsed, named: dict[int, set[str]], text: str) -> set[str] | None:
    """A plain count the claim gives ("412,000 per microlitre", "11.8 thousand") that is the one named row's result
    times the power of ten its unit cell prints (`412` beside `x10^3/uL`), exactly or as the claim rounds it: the words
    that unit says (a count per microlitre or per litre), else None."""
    rows = [(t, row) for t, rs in named.items() for row in rs]
    if v.kind != "number" or len(rows) != 1:
        return None
    cells = [r for r in parsed.records if (r.table, r.row) == rows[0] and r.path]
    scales = [(r, m) for r in cells for m in [_SCALE.search(r.raw)] if m]
    if len(scales) != 1:
        return None
    unit, m = scales[0]
    power = Decimal(10) ** (int(m.group(1)) if m.group(1) else 3)
    for r in cells:
        n = _raw_number(r)
        if n is not None and n * power != n:
            x = replace(v, norm=n * power, text=str(n * power))
            if same(v, x) or rounds_to(v, x, text):
                small = re.search(r"/\s*(?:u|µ|mc)l\b", unit.raw, re.IGNORECASE)
                return {"count", "per", *(("microlitre", "microliter") if small else ("litre", "liter"))}
    return None
