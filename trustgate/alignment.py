"""Alignment: is each value of a claim in the source, where the claim says it is?

Contract. `align(claim, span, ...)` parses the span (spans.py) and returns an `Alignment`:
`findings` (empty: grounded), `notes` (what was found where, in whole words) and the
coverage measure. For structured records:
- the rows a claim names (a row-key cell, or `subject`) and the fields it names (field
  names split on `_`, `-`, `.` and camelCase, plus the rule file's synonyms) scope the
  search; a value must equal (values.same: "1.5k" = 1500, "21 °C" = 21 in a `_c` field)
  a value of a named field in a named row. A value that exists only in another row or
  field is unsupported, and the finding names both ("'1500' is the orders of row EU, the
  claim says US").
- a state (enabled / not enabled / disabled) must match the state of the field the claim
  names; a boolean field the claim names ("verified email" for `email_verified`) takes
  the claim's polarity.
For prose: every value and name must be in a clause of the claim's polarity ("not in the
EU" does not ground "available in the EU"; "not just a hobby" is no denial), in a sentence
that shares the claim's other content; a value in a list item ("Commander X, Mission
Specialist Y") must not take a word that the list gives to another item.
Everywhere: digits inside a date, time, id or URL are never a standalone number (values/
reads those whole); `source_id` is never evidence; at least `coverage` of the claim's
content words (and of each clause of it) must occur in the span.
Text that is not English is checked on its values only (numbers, quantities, dates,
identifiers); word coverage and capitalised names are not judged, and the notes say so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import lru_cache

from . import spans as sp
from .text import MONTHS, STOP_WORDS, stem
from .values import Value, comparable, extract, same

UNIT_WORDS = frozenset("c f k celsius fahrenheit mm cm km m kmh kph mph ms s sec secs h hrs min mins d days hours "
                       "minutes seconds pct percent usd eur gbp jpy kb mb gb tb mib gib kib bytes b kg g mg l ml "
                       "hpa kpa kw kwh w v bp".split())
_FOREIGN = frozenset("der die das und ist nicht ein eine einen dem den des beträgt wird sind mit für auf le la les "
                     "est et une des du au aux sont dans pour el los las es y del por para con una il di che è sono "
                     "het een och är på og ikke nicht".split())
_OF = re.compile(r"\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of)\s+(?:the\s+|all\s+)?"
                 r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b", re.IGNORECASE)
_SMALL = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_NEGATIONS = frozenset("not no never none nobody nothing neither nor cannot".split())
# Words that state how two facts relate, not a fact: a claim that joins what a log says into a
# diagnosis ("failed because no space is left") cannot expect the log to say "because".
CONNECTIVES = frozenset("because therefore thus hence consequently".split())
# A claim word and the ways a source says the same thing without that word. Logs rarely say
# "failed": they say ERROR, "could not", "unable to". Keys are stems (text.stem).
SAID_AS = {"fail": ("error", "fatal", "failure", "failed", "fails", "could not", "couldn't", "cannot", "can't",
                    "unable", "exception", "panic", "refused", "denied", "timed out", "timeout", "aborted", "crash",
                    "crashed"),
           "old": ("age", "aged")}  # "15 years old" is "age 15"


@dataclass(frozen=True)
class Finding:
    kind: str      # missing | moved_row | moved_field | contradicted | polarity | unanchored | coverage
    message: str
    value: str | None = None


@dataclass(frozen=True)
class Alignment:
    findings: tuple[Finding, ...]
    notes: tuple[str, ...]
    coverage: float
    covered: int
    content: int
    threshold: float
    uncovered: tuple[str, ...] = ()
    english: bool = True
    span_kind: str = "prose"

    def details(self) -> dict:
        return {"coverage": round(self.coverage, 3), "threshold": self.threshold, "covered": self.covered,
                "content_words": self.content, "uncovered_words": list(self.uncovered), "span": self.span_kind,
                "found": list(self.notes), "language": "English" if self.english else "not English: values checked, words not"}


# ------------------------------------------------------------------ claim

prepare = sp.prepare
_CJK = sp._CJK


def is_english(text: str) -> bool:
    if _CJK.search(text) or re.search(r"[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f]", text):
        return False
    # capitals are names and acronyms ("MIT" is no German "mit"); one foreign function word
    # in a long sentence is a loan word, two are a language
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", text) if not (len(w) > 1 and w.isupper())]
    foreign = sum(1 for w in words if w in _FOREIGN)
    return foreign == 0 or (foreign == 1 and len(words) > 5)


@dataclass(frozen=True)
class Claim:
    text: str
    values: tuple[Value, ...]
    tokens: tuple[str, ...]            # lower-case words, stop words included
    content: tuple[str, ...]           # content words outside values
    names: tuple[tuple[str, ...], ...]  # capitalised names, as word tuples
    clauses: tuple[tuple[str, ...], ...]  # content words per clause
    negated: bool
    english: bool


def _num(word: str) -> int:
    return int(word) if word.isdigit() else _SMALL[word.lower()]


@lru_cache(maxsize=8192)
def read_claim(raw: str) -> Claim:
    text = prepare(raw)
    found = list(extract(text))
    for m in _OF.finditer(text):  # "1 of the 3 replicas": the count and the ratio
        a, b = _num(m.group(1)), _num(m.group(2))
        if b:
            found = [v for v in found if not (m.start() <= v.start < m.end())]
            found.append(Value("number", Decimal(a), m.group(1), m.start(1), m.end(1)))
            found.append(Value("ratio", Fraction(a, b), m.group(), m.start(), m.end()))
    covered = [(v.start, v.end) for v in found if v.kind != "state"]
    english = is_english(text)

    def outside(m: re.Match) -> bool:
        return all(m.end() <= s or m.start() >= e for s, e in covered)

    word_matches = [m for m in re.finditer(r"[^\W_]+(?:['\-][^\W_]+)*", text) if outside(m)]
    tokens = tuple(m.group().lower() for m in re.finditer(r"[^\W_]+", text))
    content = tuple(dict.fromkeys(w for m in word_matches for w in [m.group().lower().removesuffix("'s")]
                                  if w not in STOP_WORDS and w not in _NEGATIONS and w not in CONNECTIVES
                                  and not w.isdigit() and len(w) > 1))
    names = []
    if english:
        starts = {0} | {m.end() for m in re.finditer(r"[.!?:]\s+", text)}
        run: list[str] = []
        for m in word_matches + [None]:  # type: ignore[list-item]
            word = m.group() if m else ""
            low = word.lower()
            capital = bool(m) and word[:1].isupper() and (low not in STOP_WORDS or low in MONTHS) and low not in ("dr", "mr", "mrs", "ms")
            if capital and (m.start() not in starts or _next_capital(text, m.end())):
                run.append(word.lower().removesuffix("'s"))
                continue
            if run:
                names.append(tuple(run))
            run = []
    parts = [p for p in sp._CLAUSE.split(text) if p and p.strip()]
    clause_words = tuple(tuple(w for w in content if re.search(rf"(?<![\w-]){re.escape(w)}", p.lower())) for p in parts)
    return Claim(text, tuple(sorted(found, key=lambda v: v.start)), tokens, content, tuple(dict.fromkeys(names)),
                 clause_words, sp.negated(text), english)


def _next_capital(text: str, pos: int) -> bool:
    m = re.match(r"\s+([A-Z][\w'-]*)", text[pos:])
    return bool(m) and m.group(1).lower() not in STOP_WORDS


# ------------------------------------------------------------------ vocabulary

class Vocab:
    """Stems of the span's words; a claim word matches its stem or one that extends it by a few letters."""

    def __init__(self, words: set[str]):
        self.stems = {stem(w) for w in words if w}

    def has(self, word: str) -> bool:
        s = stem(word)
        if s in self.stems or stem(word + "s") in self.stems:  # "live" and "lives" stem apart
            return True
        if len(s) >= 4 and any(s[:k] in self.stems for k in range(4, len(s))):
            return any(len(s) - k <= 4 for k in range(4, len(s)) if s[:k] in self.stems)
        return len(s) >= 4 and any(t.startswith(s) and len(t) - len(s) <= 4 for t in self.stems)


def _synonyms_of(word: str, synonyms: dict[str, tuple[str, ...]]) -> set[str]:
    return {word, *synonyms.get(word, ())}


# ------------------------------------------------------------------ structured

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
    """"96 units" against a units_sold cell: the word after the number is the field's own noun."""
    if v.kind not in ("quantity", "duration"):
        return None
    m = re.fullmatch(r"([-+]?\d+(?:\.\d+)?)\s*([A-Za-z]+)", v.text.strip())
    if not m or _raw_number(record) is None:
        return None
    noun = stem(m.group(2).lower())
    return Decimal(m.group(1)) if any(stem(w) == noun for p in record.path for w in sp.field_words(p)) else None


def within_path(v: Value, x: Value) -> bool:
    """A claim path that is a directory of a source path: "/var/lib/postgresql" is where
    "/var/lib/postgresql/16/main/base/t1" lives. Whole components only ("/var/lib/post" is no
    directory of it), and never the other way (a file in a directory the source names is unknown)."""
    if v.kind != "identifier" or x.kind != "identifier" or v.norm[0] != "path" or x.norm[0] != "path":  # type: ignore[index]
        return False
    mine, theirs = str(v.norm[1]).rstrip("/"), str(x.norm[1])  # type: ignore[index]
    return bool(mine) and (theirs.rstrip("/") == mine or theirs.startswith(mine + "/"))


def matches(v: Value, record: sp.Record) -> bool:
    if any(same(v, x) or _times_agree(v, x) or within_path(v, x) for x in record.values):
        return True
    counted = _counted(v, record)
    if counted is not None:
        return counted == _raw_number(record)
    n = _claim_number(v)
    if n is not None and not _is_degrees(v):
        raw = _raw_number(record)
        return raw is not None and raw == n and any(x.kind in ("quantity", "money", "duration", "ratio") for x in record.values)
    if n is not None:  # "21 degrees" against a temperature field
        raw = _raw_number(record)
        return raw == n and any(x.unit == "kelvin" for x in record.values)
    return False


def rivals(v: Value, record: sp.Record) -> bool:
    """Could this record's value contradict v (same kind and dimension)?"""
    if any(comparable(v, x) for x in record.values):
        return True
    if _counted(v, record) is not None:
        return True
    if _is_degrees(v):
        return any(x.unit == "kelvin" for x in record.values)
    return False


def _field_score(record: sp.Record, tokens: frozenset[str], synonyms: dict[str, tuple[str, ...]]) -> int:
    score = 0
    for i, part in enumerate(record.path):
        weight = 2 if i == len(record.path) - 1 else 1
        for w in sp.field_words(part):
            if w in UNIT_WORDS and i == len(record.path) - 1 and len(sp.field_words(part)) > 1:
                continue
            if any(stem(s) in tokens for s in _synonyms_of(w, synonyms)):
                score += weight
    return score


def _show(v: Value) -> str:
    return f"'{v.text}'"


def _where(r: sp.Record) -> str:
    return f"the {r.field} of row {r.row}" if r.row else f"the {r.field}"


class _Structured:
    def __init__(self, parsed: sp.Parsed, claim: Claim, synonyms: dict[str, tuple[str, ...]], subject: str | None,
                 attribute: str | None):
        self.parsed, self.claim, self.synonyms = parsed, claim, synonyms
        self.tokens = frozenset(stem(t) for t in claim.tokens) | frozenset(
            stem(w) for w in sp.field_words(attribute or ""))
        self.scope, self.named = self._rows(subject)

    def _rows(self, subject: str | None) -> tuple[list[sp.Record], dict[int, set[str]]]:
        claim = self.claim
        keys = {t for t in claim.tokens if t not in STOP_WORDS and not t.isdigit()}
        keys |= {w.lower() for w in re.findall(r"\b[A-Z]{2,}\b", claim.text)}
        keys |= {f"{v.kind}:{v.norm}" for v in claim.values if v.kind in ("identifier", "date")}
        subject_words = set(sp.words_of(subject or "")) - {"deploy", "deployment", "pod", "svc", "service", "user"}
        self.keys = keys | subject_words
        scope: list[sp.Record] = []
        named: dict[int, set[str]] = {}
        for table, _rows in self.parsed.tables.items():
            recs = [r for r in self.parsed.records if r.table == table]
            by_row: dict[str, list[sp.Record]] = {}
            for r in recs:
                by_row.setdefault(r.row or "", []).append(r)
            score = {row: 3 * len(rs[0].row_words & subject_words) + len(rs[0].row_words & keys) for row, rs in by_row.items()}
            best = max(score.values(), default=0)
            if best == 0 and len(by_row) > 1:  # no key named: a word found in one row's cells only
                counts: dict[str, int] = {}
                for rs in by_row.values():
                    for w in set(sp.words_of(rs[0].row_text)):
                        counts[w] = counts.get(w, 0) + 1
                score = {row: sum(1 for w in set(sp.words_of(rs[0].row_text)) if w in claim.tokens and w not in STOP_WORDS
                                  and not w.isdigit() and counts[w] == 1) for row, rs in by_row.items()}
                best = max(score.values(), default=0)
            chosen = [row for row in by_row if score[row] == best] if best > 0 else list(by_row)
            if best > 0:
                named[table] = set(chosen)
            for row in chosen:
                scope += by_row[row]
        scope += [r for r in self.parsed.records if r.table not in self.parsed.tables]
        return scope, named

    def check(self, v: Value) -> tuple[Finding | None, str | None, bool]:
        """(finding, note, handled): handled False means the structured records cannot judge v."""
        cand = [r for r in self.scope if rivals(v, r)]
        scores = {id(r): _field_score(r, self.tokens, self.synonyms) for r in cand}
        best = max(scores.values(), default=0)
        referred = [r for r in cand if scores[id(r)] == best] if best > 0 else []
        hits = [r for r in self.scope if matches(v, r)]
        elsewhere = [r for r in self.parsed.records if matches(v, r) and r not in self.scope]
        # a row must carry every key the claim names ("Leeds ... on 3 December": one row, both keys)
        split = [r for r in hits if r.row and self._lacks(r, v)]
        if split and len(split) == len(hits):
            r = split[0]
            lacking = ", ".join(sorted(self._lacks(r, v)))
            return Finding("moved_row", f"{_show(v)} is {_where(r)}, the claim says {lacking}", v.text), None, True
        hits = [r for r in hits if r not in split]
        if referred:
            good = [r for r in referred if r in hits]
            if good:
                return None, f"{_show(v)} found ({good[0].field}{' of row ' + good[0].row if good[0].row else ''})", True
            where = (hits or elsewhere or [None])[0]
            said = f"; the claim's {referred[0].field} is '{referred[0].raw}'" + (f" (row {referred[0].row})" if referred[0].row else "")
            if where is not None:
                return Finding("moved_field", f"{_show(v)} is {_where(where)}, not the {referred[0].field}{said}", v.text), None, True
            return Finding("contradicted", f"{_show(v)} does not match the source{said}", v.text), None, True
        if hits:
            return None, f"{_show(v)} found ({hits[0].field}{' of row ' + hits[0].row if hits[0].row else ''})", True
        if elsewhere:
            r = elsewhere[0]
            claimed = ", ".join(sorted(self.named.get(r.table, ()))) or "another row"
            return Finding("moved_row", f"{_show(v)} is {_where(r)}, the claim says {claimed}", v.text), None, True
        if v.kind == "state" and cand:
            r = cand[0]
            return Finding("contradicted", f"{_show(v)} does not match the source: {_where(r)} is '{r.raw}'", v.text), None, True
        if cand and v.kind != "state":
            r = cand[0]
            return Finding("contradicted", f"{_show(v)} is not in the source; {_where(r)} is '{r.raw}'", v.text), None, True
        return None, None, False

    def _lacks(self, r: sp.Record, v: Value) -> set[str]:
        """Keys the claim names that occur in this table's rows but not in r's row."""
        table_keys = set().union(*(x.row_words for x in self.parsed.records if x.table == r.table))
        own = {f"{v.kind}:{v.norm}"} | set(sp.words_of(v.text))
        return {k.split(":", 1)[-1] for k in (self.keys & table_keys) - r.row_words - own}

    def booleans(self, claim_states: list[Value]) -> list[Finding]:
        """A boolean field the claim names takes the claim's polarity ("verified email" vs email_verified: false)."""
        axes = {v.norm[0] for v in claim_states}  # type: ignore[index]
        flags = [(r, x) for r in self.scope for x in r.values if x.kind == "state" and x.norm[0] not in axes  # type: ignore[index]
                 and isinstance(x.norm[1], bool)]  # type: ignore[index]
        scored = [(r, x, _field_score(r, self.tokens, self.synonyms)) for r, x in flags]
        best = max((s for _, _, s in scored), default=0)
        out = []
        for r, x, s in scored:
            if s == best and s >= 2 and x.norm[1] == self.claim.negated:  # type: ignore[index]
                said = "not " if self.claim.negated else ""
                out.append(Finding("contradicted", f"the claim says {said}{' '.join(sp.field_words(r.path[-1]))}; "
                                                   f"{_where(r)} is '{r.raw}'", r.field))
        return out

    def cell_words(self, words: list[str]) -> list[Finding]:
        """A word found only in the cells of rows the claim does not name belongs to those rows."""
        out = []
        for table, rows in self.named.items():
            in_scope = {w for r in self.scope if r.table == table for w in sp.words_of(r.row_text)}
            others = {}
            for r in self.parsed.records:
                if r.table == table and r.row not in rows:
                    for w in sp.words_of(r.raw):
                        others.setdefault(w, r)
            headers = {w for r in self.parsed.records if r.table == table for p in r.path for w in sp.field_words(p)}
            for w in words:
                if w in others and w not in in_scope and w not in headers:
                    r = others[w]
                    out.append(Finding("moved_row", f"'{w}' is {_where(r)}, the claim says {', '.join(sorted(rows))}", w))
        return out


# ------------------------------------------------------------------ prose

def _clause_words(clause: sp.Clause) -> set[str]:
    return {stem(w) for w in sp.words_of(clause.text) if w not in STOP_WORDS}


def _lead(v: Value) -> Decimal | None:
    """The number a quantity or duration was written with: 15 of "15 years", "fifteen years"."""
    m = re.match(r"[-+]?\d+(?:\.\d+)?", v.text.replace(",", ""))
    if m:
        return Decimal(m.group())
    head = v.text.rsplit(" ", 1)[0] if " " in v.text else ""
    numbers = [x for x in extract(head) if x.kind == "number"] if head else []
    return Decimal(numbers[0].norm) if len(numbers) == 1 else None  # type: ignore[arg-type]


def prose_same(v: Value, x: Value) -> bool:
    """values.same, plus: a claim date of a month matches a day in it ("June 2023", "June 3, 2023"),
    and a claim that adds a unit to a bare source number ("15 years old", "age 15") matches it."""
    if same(v, x) or _times_agree(v, x) or within_path(v, x):
        return True
    if v.kind == x.kind == "date" and len(str(v.norm)) == 7 and str(x.norm).startswith(str(v.norm)):
        return True
    if v.kind == "version" and x.kind == "number":  # "Ubuntu 24.04" where the source's "24.04." read as a number
        return ".".join(str(p) for p in v.norm) == x.text  # type: ignore[attr-defined]
    if v.kind in ("quantity", "duration") and x.kind == "number" and not _is_degrees(v):
        return _lead(v) == x.norm
    return False


def _parts(word: str) -> list[str]:
    """A hyphenated word as the span's tokeniser reads it: "Wi-Fi" is "wi" and "fi"."""
    return sp.words_of(word) or [word]


def _name_in(name: tuple[str, ...], clause: sp.Clause) -> bool:
    words = {stem(w) for w in sp.words_of(clause.text)} | {stem(w) for w in clause.names}
    return (any(stem(w) in words or (len(_parts(w)) > 1 and all(stem(p) in words for p in _parts(w))) for w in name if len(w) > 2)
            or all(stem(p) in words for w in name for p in _parts(w)))


def _holds(v: Value | tuple[str, ...], clause: sp.Clause) -> bool:
    if isinstance(v, tuple):
        return _name_in(v, clause)
    return any(prose_same(v, x) for x in clause.values)


def _rival(v: Value | tuple[str, ...], clause: sp.Clause) -> bool:
    if isinstance(v, tuple):
        own = {stem(w) for w in v}
        return any(not {stem(w) for w in sp.words_of(m.group())} & own and m.start() > 0 or len(m.group().split()) > 1
                   and not {stem(w) for w in sp.words_of(m.group())} & own for m in sp._NAME.finditer(clause.text))
    return any(comparable(v, x) and not prose_same(v, x) for x in clause.values)


def _shared(words: set[str], anchors: set[str]) -> int:
    return sum(1 for a in anchors if a in words or _near(a, words))


class _Prose:
    def __init__(self, parsed: sp.Parsed, claim: Claim):
        self.clauses = parsed.clauses
        self.claim = claim
        self.name_words = {stem(w) for n in claim.names for w in n}
        self.content_stems = {stem(w) for w in claim.content}
        self.sentences: dict[int, set[str]] = {}
        for c in self.clauses:
            self.sentences.setdefault(c.sentence, set()).update(_clause_words(c))

    def check(self, v: Value | tuple[str, ...], label: str) -> Finding | None:
        holding = [c for c in self.clauses if _holds(v, c)]
        if not holding:
            return Finding("missing", f"{label} is not in the source", label.strip("'"))
        # a claim that denies may rest on a clause that says it otherwise ("connection lost", "without an error")
        same_polarity = [c for c in holding if c.negated == self.claim.negated or (self.claim.negated and _can_deny(c, self.content_stems))]
        if not same_polarity:
            return Finding("polarity", f"{label} is in a {'denied' if holding[0].negated else 'plain'} clause of the source "
                                       f"('{holding[0].text}'), the claim {'denies' if self.claim.negated else 'affirms'} it",
                           label.strip("'"))
        own = {stem(w) for w in (v if isinstance(v, tuple) else sp.words_of(v.text))}
        anchors = {stem(w) for w in self.claim.content} - own
        if isinstance(v, tuple):
            anchors -= self.name_words  # a name is placed by what is said of it, not by other names
        if not anchors:
            return None
        if not isinstance(v, tuple):
            if v.kind in ("number", "identifier"):
                return None  # a bare number or an id: too many unrelated rivals to say which one it is
            mine = max(_shared(self.sentences[c.sentence], anchors) for c in same_polarity)
            for c in self.clauses:  # another sentence says the claim's words of a different value of this kind
                if c.sentence not in {h.sentence for h in same_polarity} and _rival(v, c):
                    if _shared(self.sentences[c.sentence], anchors) > mine:
                        return Finding("moved", f"{label} is in the source, but what the claim says of it is said of "
                                                f"another value ('{c.text}')", label.strip("'"))
            return None
        for h in same_polarity:  # a list item of its own ("Mission Specialist Y"): its words are not the claim's
            own_words = {w for w in _clause_words(h) - own - {stem(w) for w in h.names} if not any(ch.isdigit() for ch in w)}
            if not own_words or _shared(own_words, anchors):
                return None
            # list items are short ("Commander A, Mission Specialist B"); a long clause is prose, not another item
            taken = [x for x in self.clauses if x.sentence == h.sentence and x is not h and _rival(v, x)
                     and _shared(_clause_words(x), anchors) and len(_clause_words(x)) <= LIST_ITEM_WORDS]
            if not taken:
                return None
        return Finding("moved", f"{label} is in the source, but the claim's words are said of another item "
                                f"('{taken[0].text}')", label.strip("'"))


LIST_ITEM_WORDS = 6  # at most this many content words in a clause that is an item of a list

# Words with which a clause says that something is not, or stopped, being so ("connection
# lost", "upload failed", "drops events without an error"): such a clause can back a claim
# that denies it ("the opener has no Wi-Fi connection"). Stems.
_DENYING = frozenset(stem(w) for w in (
    "lost lose fail failed failure missing absent unavailable stopped refused denied disabled down error "
    "lack lacks lacking never cannot unable gone expired closed off without neither nor no none zero").split())


_QUALIFIER = re.compile(r"\b(?:without|with\s+(?:no|zero))\s+(?:(?:an?|the|any)\s+)?([^\W\d_]+)", re.IGNORECASE)


def _can_deny(clause: sp.Clause, claim_stems: set[str]) -> bool:
    """Can this clause back a claim that denies? A denial, a word of loss or failure, a zero
    count; a qualifying "without X" / "with no X" only when the claim denies that X
    ("raises no error" on "drops events without an error", not "was not upgraded" on
    "upgraded with no downtime")."""
    if clause.negated or any(x.kind == "number" and x.norm == 0 for x in clause.values):
        return True
    if any(stem(m.group(1).lower()) in claim_stems for m in _QUALIFIER.finditer(clause.text)):
        return True
    return bool({stem(w) for w in sp.words_of(_QUALIFIER.sub(" ", clause.text))} & _DENYING)


def denial_unsupported(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that denies ("the garlic is not sautéed in olive oil") needs a clause of the source
    that denies too, among the clauses that say most of what the claim is about; a source that
    only affirms it contradicts the claim. Prose only: records carry their own states."""
    if not claim.negated or parsed.records or not parsed.clauses:
        return None
    anchors = {stem(w) for w in claim.content}
    if not anchors:
        return None
    shared = [(_shared(_clause_words(c) | {stem(n) for n in c.names}, anchors), c) for c in parsed.clauses]
    best = max(n for n, _ in shared)
    if best == 0:
        return None  # nothing of the claim is in the source: coverage says so
    near = [c for n, c in shared if 2 * n >= best]
    if any(_can_deny(c, anchors) for c in near):
        return None
    top = next(c for n, c in shared if n == best)
    return Finding("polarity", f"the claim denies what the source states plainly ('{top.text}')")


def _near(a: str, words: set[str]) -> bool:
    return len(a) >= 4 and any((w.startswith(a) or a.startswith(w)) and len(w) >= 4 and abs(len(w) - len(a)) <= 4 for w in words)


# ------------------------------------------------------------------ align

def align(text: str, span: str, *, coverage: float = 0.6, clause_coverage: float = 0.5, synonyms: dict[str, tuple[str, ...]] | None = None,
          subject: str | None = None, attribute: str | None = None, context_words: str = "") -> Alignment:
    synonyms = synonyms or {}
    parsed = sp.parse(span)
    claim = read_claim(text)
    findings: list[Finding] = []
    notes: list[str] = []
    structured = _Structured(parsed, claim, synonyms, subject, attribute) if parsed.records else None
    prose = _Prose(parsed, claim) if parsed.clauses else None
    states = [v for v in claim.values if v.kind == "state"]
    for v in claim.values:
        if structured is not None:
            finding, note, handled = structured.check(v)
            if handled:
                if finding:
                    findings.append(finding)
                elif note:
                    notes.append(note)
                continue
        if v.kind == "state":
            if prose is not None and any(same(v, x) for c in prose.clauses for x in c.values):
                continue
            opposite = prose is not None and any(comparable(v, x) and not same(v, x) for c in prose.clauses for x in c.values)
            if opposite:
                findings.append(Finding("contradicted", f"{_show(v)}: the source says the opposite", v.text))
            continue  # a state word nowhere in the source is left to word coverage
        if prose is not None:
            f = prose.check(v, _show(v))
            if f is None:
                notes.append(f"{_show(v)} found in the text")
                continue
            findings.append(f)
        else:
            findings.append(Finding("missing", f"{_show(v)} is not in the source", v.text))
    if structured is not None:
        findings += structured.booleans(states)
    denial = denial_unsupported(claim, parsed)
    if denial is not None and not any(same(v, x) for v in states for c in parsed.clauses for x in c.values):
        findings.append(denial)
    # words: row-bound cell words, names, coverage
    vocab_words = set(sp.words_of(sp.prepare(parsed.text))) | set(sp.words_of(context_words))
    for r in parsed.records:
        for p in r.path:
            for w in sp.field_words(p):
                vocab_words.add(w)
                vocab_words.update(synonyms.get(w, ()))
    vocab = Vocab(vocab_words)
    said = " " + " ".join(sp.words_of(sp.prepare(parsed.text))) + " "

    def found(w: str) -> bool:
        if vocab.has(w) or w in vocab_words:
            return True
        if len(_parts(w)) > 1 and all(vocab.has(p) or p in vocab_words for p in _parts(w)):
            return True
        return any(f" {alt} " in said for alt in SAID_AS.get(stem(w), ()))
    if structured is not None:
        findings += structured.cell_words([w for w in claim.content if not findings or w not in {f.value for f in findings}])
    if claim.english:
        for name in claim.names:
            label = "'" + " ".join(name) + "'"
            if not all(found(w) for w in name):
                findings.append(Finding("missing", f"{label} is not in the source", " ".join(name)))
            elif prose is not None and not parsed.records:
                f = prose.check(name, label)
                if f is not None and f.kind != "missing":
                    findings.append(f)
    covered_words = [w for w in claim.content if found(w)]
    uncovered = tuple(w for w in claim.content if w not in covered_words)
    # a value found where the claim says counts as a content word found; one not found as one missing
    bad = {f.value for f in findings}
    n_values = sum(1 for v in claim.values if v.kind != "state")
    n_found_values = sum(1 for v in claim.values if v.kind != "state" and v.text not in bad)
    total = len(claim.content) + n_values
    share = (len(covered_words) + n_found_values) / total if total else 1.0
    if claim.english:
        multi = len(claim.clauses) > 1
        low = [c for c in claim.clauses if c and multi and sum(1 for w in c if w in covered_words) / len(c) < clause_coverage]
        if share < coverage or low:
            if share < coverage:
                missing = ", ".join(f"'{w}'" for w in uncovered)
                findings.append(Finding("coverage", f"{len(covered_words) + n_found_values} of {total} content words "
                                                    f"and values found, {coverage:.0%} needed (not in the source: {missing})"))
            else:
                part = low[0]
                n_found = sum(1 for w in part if w in covered_words)
                missing = ", ".join(f"'{w}'" for w in part if w not in covered_words)
                findings.append(Finding("coverage", f"{n_found} of {len(part)} content words of one clause found, "
                                                    f"{clause_coverage:.0%} needed (not in the source: {missing})"))
    return Alignment(tuple(findings), tuple(notes), share, len(covered_words) + n_found_values, total, coverage, uncovered,
                     claim.english, parsed.kind)
