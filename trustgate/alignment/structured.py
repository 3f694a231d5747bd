"""Aligning a claim with records (JSON, YAML, key: value, tables, CSV): each value in the row and field it names."""

from __future__ import annotations

import re
from decimal import Decimal

from .. import clauses as cl
from .. import spans as sp
from ..spans import names_row
from ..text import STOP_WORDS, stem
from ..values import Value, comparable, same_amount
from .base import Finding
from .ranges import range_words
from .claim import Claim, _synonyms_of
from .field_names import _PARTS, _field_score, _kin, _name_tokens, _show, _taxed, _where
from .qualified import bound_instead, qualified_instead
from .record_values import _glued, _raw_number, matches, quoted_in, rivals, rounds_to
from .structured_words import WordChecks
from .upgrades import from_to

# words that give a value for the whole of what the output lists, not one row of it ("the whole run", "overall")
_WHOLE_SAID = re.compile(r"\b(?:whole|overall|entire|altogether|in all)\b", re.IGNORECASE)
_ADDRESSES = frozenset("ip path email url".split())  # identifiers that tell one row from another where they are
_SUMMARY_ROWS = frozenset("total totals all overall sum summary".split())  # rows that are the whole
_ALL_SAID = re.compile(r"(?<!across )(?<!over )\ball\b(?!(?:\s+[\w-]+)?\s+of\s+(?:its|his|her)\b)((?:\s+[\w-]+){1,3})", re.IGNORECASE)  # "all nodes", "all three Consul
# servers"; (gt17) "all three of its replicas" are one row's own, not every row; "across all campaigns" is their total
_COMPOUND = re.compile(r"([a-z]+)(?:[-.][a-z0-9]+)+")  # consul-srv-1, web.prod: the first word opens a name
_COUNT_HEADS = frozenset("count number num".split())  # a field's last word a count says of itself
_WHOLE = frozenset("total all count limit cap capacity max maximum size".split())  # what "of its N" gives


# (gt15) a noun of one or two words opening the claim or after a function word, right before a number: "Pull request
# 77", "comments on issue #482" (not "The pull request changes 77 files": three words, a verb among them)
_NAMING = re.compile(r"(?:^|\b(?:the|a|an|of|on|for|in|to|from|by|with|about)\s+)((?:[A-Za-z][\w-]*\s+)?[A-Za-z][\w-]*)\s*#?\s*$",
                     re.IGNORECASE)
# (gt15) the fields that say how often
_HOW_OFTEN = frozenset("interval period frequency every schedule".split())
# the outcomes a test runner or CI job counts (pytest, jest, go test, JUnit), each spelling to one name
_OUTCOME_WORDS = {w: name for name, words in {
    "passed": "passed pass passes passing succeeded", "failed": "failed fail fails failing failures failure",
    "skipped": "skipped skip skips", "errors": "errors error errored", "xfailed": "xfailed", "xpassed": "xpassed",
    "deselected": "deselected", "pending": "pending todo"}.items() for w in words.split()}
_ORDINALS = {w: i + 1 for i, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth".split())}
_ORDINAL_NOUN = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+([a-z]+)")

_SEASON = re.compile(r"\b(spring|summer|autumn|fall|winter)\b", re.IGNORECASE)
_SEASONS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11), "fall": (9, 10, 11), "winter": (12, 1, 2)}


def _distinct(referred: list[sp.Record], tokens: frozenset[str], synonyms: dict[str, tuple[str, ...]]) -> list[sp.Record]:
    """(gt22) Of fields named alike ("Current Version" and "Available Version", both named by "installed" through
    `version`), those whose own word, one the others lack, the claim names: "installed" names `current`."""
    own = [set(sp.field_words(r.path[-1])) if r.path else set() for r in referred]
    if len(referred) < 2:
        return referred
    common = set.intersection(*own)
    kept = [r for r, words in zip(referred, own) if any(_kin(stem(x), tokens) for w in words - common for x in _synonyms_of(w, synonyms))]
    return kept if kept and len(kept) < len(referred) else referred


class _Structured(WordChecks):
    def __init__(self, parsed: sp.Parsed, claim: Claim, synonyms: dict[str, tuple[str, ...]], subject: str | None,
                 attribute: str | None):
        self.parsed, self.claim, self.synonyms = parsed, claim, synonyms
        self.tokens = _taxed(claim.text, _name_tokens(claim) | frozenset(stem(w) for w in sp.field_words(attribute or "")))
        self.tokens -= range_words(claim.text)  # (gt25) "below the target range": the range compared with, not the field
        self.confirmed: set[str] = set()  # words the records confirm though never written (a season of a date)
        self.scope, self.named = self._rows(subject)
        named = [p for v in claim.values for p in self._column_named(v)]  # its words name the field beside it
        self.tokens = self.tokens | frozenset(stem(w) for p in named for w in sp.field_words(p))
        self.unsaid: frozenset[str] = frozenset()  # words any output goes without (check.py sets the rules' ones)
        self.sections = self._sections()

    def _unit_keys(self) -> set[str]:
        """(gt25) A quantity the claim gives ("the 10 mm sieve") names the row keyed by its number in a column whose name
        gives that unit in brackets ("Sieve (mm)": the row "10")."""
        out = set()
        for v in self.claim.values:
            m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([^\W\d][\w/]*)", v.text) if v.kind == "quantity" else None
            if m and any(r.row == m.group(1) and r.raw.strip() == m.group(1) and r.path
                         and re.search(r"[(\[]" + re.escape(m.group(2)) + r"[)\]]", r.path[-1]) for r in self.parsed.records):
                out.add(m.group(1))
        return out

    def _rows(self, subject: str | None) -> tuple[list[sp.Record], dict[int, set[str]]]:
        claim = self.claim
        keys = {t for t in claim.tokens if t not in STOP_WORDS and not t.isdigit()} | {w.lower() for w in claim.content}
        keys |= {w.lower() for w in re.findall(r"\b[A-Z]{2,}\b", claim.text)}
        # (gt21) "VOCs" names the row "voc"; "112 CPUs" counts CPUs, it names no row
        keys |= {w.lower() for w in re.findall(r"(?<!\d\s)\b([A-Z]{2,})s\b", claim.text)}
        keys |= {f"{v.kind}:{v.norm}" for v in claim.values if v.kind in ("identifier", "date", "version")}
        keys |= {f"time:{str(v.norm)[:5]}" for v in claim.values if v.kind == "time"}
        dates = [v for v in claim.values if v.kind == "date"]  # one day said without its year names that day's row
        yearless = {str(v.norm)[1:] for v in dates if len(dates) == 1 and str(v.norm).startswith("--")}
        keys |= {w for r in self.parsed.records for w in r.row_words if w.startswith("date:") and w[-6:] in yearless}  # "3 March"
        keys |= {v.text for v in claim.values if v.kind == "number" and v.text.isdigit() and not self._counts_field(v)}
        keys |= self._unit_keys()
        keys |= {name for name, words in self.synonyms.items() if keys & set(words)}  # "memory" names the row "Mem"
        said = frozenset(stem(t) for t in claim.tokens if t not in STOP_WORDS and t.isalpha())
        keys |= {w for r in self.parsed.records if r.row for w in r.row_words if w.isalpha() and len(w) >= 5 and w not in keys
                 and stem(w) not in said and any(abs(len(stem(w)) - len(k)) >= 2 for k in _kin(stem(w), said))}
        # (gt22) "estimated" names the row "Estimation" (an ending of two letters or more: "services" names no "Service")
        keys |= {w for r in self.parsed.records if r.row for w in r.row_words if w.isalpha() and len(w) >= 4  # (gt26)
                 and {w.removesuffix("e") + "ing", w + "ing"} & set(claim.tokens)}  # "decoding" names the row "Decode"
        keys |= self._ordinals()
        keys |= {f"{a} {n}" for a, n in re.findall(r"\b([a-z]+) (\d+)\b", claim.text.lower())}  # "partition 1" names a row
        subject_words = set(cl.words_of(subject or "")) - {"deploy", "deployment", "pod", "svc", "service", "user"}
        self.keys = keys | subject_words
        scope: list[sp.Record] = []
        named: dict[int, set[str]] = {}
        scored = {}
        for table in self.parsed.tables:
            by_row: dict[str, list[sp.Record]] = {}
            for r in self.parsed.records:
                if r.table == table:
                    by_row.setdefault(r.row or "", []).append(r)
            score = {row: 3 * len(rs[0].row_words & subject_words) + len(rs[0].row_words & keys) for row, rs in by_row.items()}
            scored[table] = by_row, score
        words = {k for k in keys if ":" not in k}  # a name the claim says ("Anna") before a value it also gives (08:00)
        sibling = self._siblings({t: (max(sc.values(), default=0), max((len(rs[0].row_words & words) for rs in by_row.values()),
                                                                       default=0)) for t, (by_row, sc) in scored.items()})
        for table, (by_row, score) in scored.items():
            if table in sibling:
                continue  # the ports of another host: a table nested in a row the claim does not name
            best = max(score.values(), default=0)
            if best == 0 and len(by_row) > 1:  # no key named: a word found in one row's cells only
                counts: dict[str, int] = {}
                for rs in by_row.values():
                    for w in set(cl.words_of(rs[0].row_text)):
                        counts[w] = counts.get(w, 0) + 1
                score = {row: sum(1 for w in set(cl.words_of(rs[0].row_text)) if w in claim.tokens and w not in STOP_WORDS
                                  and not w.isdigit() and counts[w] == 1) for row, rs in by_row.items()}
                best = max(score.values(), default=0)
            if len(by_row) > 1 and sum(1 for s in score.values() if s == best) > 1:
                # an address or path the claim gives, in the cells of one row only ("node 172.16.4.22" for nodetool's
                # row named by its Host ID, "the peer at 10.8.0.3" for wg's): that row, of the rows named alike
                said = {f"{v.kind}:{v.norm}" for v in claim.values if v.kind == "identifier" and v.norm[0] in _ADDRESSES}
                ids = {row: {f"{v.kind}:{v.norm}" for r in rs for v in r.values if v.kind == "identifier"} & said
                       for row, rs in by_row.items()}
                score = {row: s + (s == best and sum(1 for k in ids[row] if sum(k in x for x in ids.values()) == 1))
                         for row, s in score.items()}
                best = max(score.values(), default=0)
            if len(by_row) > 1 and sum(1 for s in score.values() if s == best) > 1:
                # (gt22) a number the claim gives after its column's name ("website build 1204") in that column of one
                # row only, of the rows named alike (fly's two website/build rows, told apart by their build)
                cells = {row: {(w, r.raw.strip()) for r in rs if r.path for w in sp.field_words(r.path[-1])}
                         for row, rs in by_row.items()}
                pairs = set(re.findall(r"\b([a-z]+) #?(\d+)\b", claim.text.lower()))
                score = {row: s + (s == best and sum(1 for p in pairs & cells[row] if sum(p in c for c in cells.values()) == 1))
                         for row, s in score.items()}
                best = max(score.values(), default=0)
            if best == 0 and self._names_outside(table):
                continue  # the claim names the object that holds the table (a pom's artifactId), not a row of it
            chosen = [row for row in by_row if score[row] == best] if best > 0 else list(by_row)
            if best > 0:
                named[table] = set(chosen)
            for row in chosen:
                scope += by_row[row]
        scope += [r for r in self.parsed.records if r.table not in self.parsed.tables]
        return scope, named

    def _near(self, v: Value) -> frozenset[str]:
        """The claim's words that may name v's field when it gives two values or more of one kind ("82% CPU against a
        70% target"): those between the value before v and the one after it; all of them otherwise."""
        alike = sorted((x for x in self.claim.values if x.kind == v.kind), key=lambda x: x.start)
        if len(alike) < 2:
            return self.tokens
        i = next((n for n, x in enumerate(alike) if x.start == v.start), None)
        if i is None:
            return self.tokens
        text = self.claim.text
        start = alike[i - 1].end if i else 0
        end = alike[i + 1].start if i + 1 < len(alike) else len(text)
        cuts = [m.start() for m in _PARTS.finditer(text, start, end)]  # "3 files, with 119 lines added and 12 removed"
        start = max([c for c in cuts if c < v.start], default=start)
        end = min([c for c in cuts if c >= v.end], default=end)
        words = [w.removesuffix("'s") for t in cl.words_of(text[start:end]) for w in t.split("-")]
        return _taxed(text[start:end], frozenset(stem(w) for w in words) | frozenset(stem(w[:-1]) for w in words if w.endswith("s")))

    def _beside_others(self, v: Value) -> frozenset[str]:
        """The words that name the fields of the claim's other values of v's kind ("affected 612 users" beside "occurred
        1,843 times"): they name none of v's."""
        alike = [x for x in self.claim.values if x.kind == v.kind and x.start != v.start]
        if not alike:
            return frozenset()
        mine = self._near(v)
        return frozenset().union(*(self._near(x) for x in alike)) - mine

    def _keyed(self, v: Value) -> Finding | None | bool:
        """A number that is a key of the output (an OpenAPI response's "201", a port keyed map): found when what is
        written under that key shares the claim's words, refused when only what is under a sibling key does; None
        when the number keys nothing the claim speaks of (False: found)."""
        if v.kind != "number":
            return None
        words = {stem(w) for w in self.claim.content}
        def said(r: sp.Record) -> bool:
            return bool({stem(w) for w in cl.words_of(r.raw) if w not in STOP_WORDS} & words)
        under = [r for r in self.parsed.records if v.text in r.path]
        if not under:
            return None
        if any(said(r) for r in under):
            return False
        depth = under[0].path.index(v.text)
        other = [r for r in self.parsed.records if len(r.path) > depth and r.path[:depth] == under[0].path[:depth]
                 and r.path[depth] != v.text and r.path[depth].isdigit() and said(r)]
        if other:
            return Finding("moved_field", f"{_show(v)}: what the claim says of it is under {other[0].path[depth]} "
                                          f"('{other[0].raw}')", v.text)
        return None

    def _siblings(self, best: dict[int, tuple[int, int]]) -> set[int]:
        """Tables of one shape nested in different rows (the ports of each host nmap scanned, the rules of each
        iptables chain) whose rows the claim names less well than those of another of them: they are left out. Of
        two named as well, the one named by more of the claim's words than its values wins (Anna's busy times, not
        Ben's that start at the 08:00 the claim gives Anna)."""
        shapes: dict[frozenset, list[int]] = {}
        for t in best:
            shapes.setdefault(frozenset(r.path for r in self.parsed.records if r.table == t), []).append(t)
        out = set()
        for tables in shapes.values():
            top = max(best[t] for t in tables)
            if len(tables) > 1 and top[0] > 0:
                out |= {t for t in tables if best[t] < top}
        return out

    def _column_named(self, v: Value) -> list[str]:
        """The field names in scope a claim's value is, whole, when it is digits with more ("260/280", "401k"): a
        word that is a field's name ("enabled") stays a value."""
        if not (re.search(r"\d", v.text) and re.search(r"\D", v.text)):
            return []
        ordinal = re.fullmatch(r"\d+(?:th|st|nd|rd)", v.text.casefold()) is not None  # (gt28) "95th" of "95th percentile"
        return [p for r in self.scope for p in r.path if v.text.casefold() == p.casefold() or ordinal and v.text.casefold() in sp.field_words(p)]

    def _key_said(self, v: Value, hits: list[sp.Record]) -> Finding | None:
        """(gt24) A claim that writes one field's key whole ("vm.dirty_ratio is 10%") and gives one value: the value
        must be that field's, not a sibling's ("vm.dirty_background_ratio = 10")."""
        others = [x for x in self.claim.values if x.kind != "identifier"]
        keys = [r for r in self.scope if r.path and any(re.search(r"[._]", k) and re.search(
            rf"(?<![\w.\-]){re.escape(k)}(?![\w\-]|\.\w)", self.claim.text, re.IGNORECASE)
            for k in {r.path[-1], ".".join(r.path)})]  # a dotted key TOML nests (vm.swappiness) is said whole
        if others != [v] or len(keys) != 1 or not hits or keys[0] in hits:
            return None
        return Finding("moved_field", f"{_show(v)} is {_where(hits[0])}, not the {keys[0].field} the claim names, "
                                      f"which is '{keys[0].raw}'", v.text)

    def _names_field(self, v: Value) -> bool:
        """An identifier the claim gives that is a field's name or a word of it, not a value."""
        said = v.text.lower()
        return any(said == p.lower() or said in sp.field_words(p) for r in self.parsed.records for p in r.path)

    def _outcome_said(self, v: Value) -> str | None:
        """The outcome a claim gives its count ("212 tests failed", "3 were skipped"), as a test runner names it."""
        after = re.match(r"(?:\s+[a-z]+){1,3}", self.claim.text[v.end:].lower())
        return next((_OUTCOME_WORDS[w] for w in (after.group().split() if after else ()) if w in _OUTCOME_WORDS), None)

    def _ordinals(self) -> set[str]:
        """"the second hop", "the 3rd step": an ordinal before a word that names a column of the output (traceroute's
        hop) names the row whose number it is."""
        headers = {stem(w) for r in self.parsed.records if r.row for p in r.path for w in sp.field_words(p)}
        found = set()
        for m in _ORDINAL_NOUN.finditer(self.claim.text.lower()):
            n = _ORDINALS.get(m.group(1)) or int(re.sub(r"\D", "", m.group(1)) or 0)
            if n and stem(m.group(2)) in headers:
                found.add(str(n))
                self.confirmed.add(m.group(1))  # "the third hop" names hop 3: "third" is found
        return found

    def check(self, v: Value) -> tuple[Finding | None, str | None, bool]:
        """(finding, note, handled): handled False means the structured records cannot judge v."""
        if self._column_named(v):  # (gt23) "the 260/280 ratio", "no 401k": a column's own name, no value
            return None, f"{_show(v)} names a field", True
        of = re.fullmatch(r"\s*([\d,]+|\S+)\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?([\d,]+)\s*", v.text) if v.kind == "ratio" else None
        if of:  # "6 out of 40" (its count is a value of its own): 40 is a total the records give, or a count printed
            part = of.group(1).replace(",", "")  # in the row beside the part ("requests": 8000, "delivered": 7920)
            whole = [r for r in self.scope if _raw_number(r) == Decimal(of.group(2).replace(",", "")) and r.path
                     and (set(sp.field_words(r.path[-1])) & _WHOLE or part.isdigit() and any(
                         x is not r and x.row == r.row and x.table == r.table and _raw_number(x) == Decimal(part) for x in self.scope)
                         and not any(x.row == r.row and x.table == r.table and x.path and set(sp.field_words(x.path[-1])) & _WHOLE
                                     for x in self.scope))]  # (not where the row prints its total: "40 total, 6 failed, 34 done")
            if whole:
                return None, f"{_show(v)} found ({whole[0].field})", True
        told = from_to(v, self.claim, self.scope)
        if told is not None:  # (gt22) "from 17.34.1 to 17.35.1": the installed and the newest version of one row
            return told[0], told[1], True
        own = self._own_number(v)
        if own is not None:  # "Pull request 77 changes 6 files": 77 names the pull request, no count of its files
            return None, f"{_show(v)} found (the {own.field} of the object the claim names)", True
        noun = re.search(r"([A-Za-z]{3,})\s+#?$", self.claim.text[:v.start]) if v.kind == "number" else None
        in_path = next((r for r in self.scope if noun and re.search(
            rf"/{re.escape(noun.group(1))}s?/{re.escape(v.text)}(?![\w.])", r.raw, re.IGNORECASE)), None)
        if in_path is not None:  # (gt19) "order 9917" names the object a path gives ("/orders/9917/refund")
            return None, f"{_show(v)} found (names the {noun.group(1)} in {_where(in_path)})", True  # type: ignore[union-attr]
        cand = [r for r in self.scope if rivals(v, r, self.claim.text)]
        tokens = self._near(v) - self._row_namers()
        scores = {id(r): _field_score(r, tokens, self.synonyms) for r in cand}
        if not any(scores.values()):  # the field named elsewhere in the claim, not beside another value of v's kind
            tokens = self.tokens - self._beside_others(v) - self._row_namers()
            scores = {id(r): _field_score(r, tokens, self.synonyms) for r in cand}
        best = max(scores.values(), default=0)
        referred = [r for r in cand if scores[id(r)] == best] if best > 0 else []
        headed = [r for r in referred if self._head_said(r, tokens)]
        if headed and len(headed) < len(referred):  # "40 messages": `messages`, not `messages_unacknowledged`
            referred = headed
        glued = [r for r in cand if _glued(v, r, self.claim.text) is not None]
        if glued:  # "RAID 5" against "Raid Level: raid6": the cell that glues a number to the claim's word
            referred = glued
        whole = [r for r in referred if self._all_said(r, tokens) and all(
            self._own_words(r) <= self._own_words(x) for x in referred)]
        if whole and len(whole) < len(referred):  # "active shards": `active_shards`, not `active_primary_shards`
            referred = whole
        referred = _distinct(referred, tokens, self.synonyms)
        hits = [r for r in self.scope if matches(v, r, self.claim.text)]
        elsewhere = [r for r in self.parsed.records if matches(v, r, self.claim.text) and r not in self.scope]
        # a row must carry every key the claim names ("Leeds ... on 3 December": one row, both keys)
        split = [r for r in hits if r.row and self._lacks(r, v)]
        if split and len(split) == len(hits):
            r = split[0]
            lacking = ", ".join(sorted(self._lacks(r, v)))
            return Finding("moved_row", f"{_show(v)} is {_where(r)}, the claim says {lacking}", v.text), None, True
        hits = [r for r in hits if r not in split]
        enclosing = self._enclosing(v, hits) or self._every(v, hits)
        if enclosing is not None:
            return enclosing, None, True
        part = self._part_for_whole(v, hits) or self._not_every(v, hits)
        if part is not None:
            return part, None, True
        moved = self._other_section(v, hits)
        if moved is not None:
            return moved, None, True
        if re.search(r"\b(?:out of|of)(?:\s+(?:its|their|the|all|a))?\s*$", self.claim.text[:v.start]):  # "2 out of 231"
            whole = [r for r in hits if set(sp.field_words(r.path[-1] if r.path else "")) & _WHOLE]
            if whole:
                return None, f"{_show(v)} found ({whole[0].field})", True
            part = re.search(r"(\d+(?:\.\d+)?)\s+(?:out of|of)(?:\s+(?:its|their|the|all|a))?\s*$", self.claim.text[:v.start])
            whole = [r for r in hits if r.row and part and (_raw_number(r) or 0) > Decimal(part.group(1))
                     and any(r.row == x.row and _raw_number(x) == Decimal(part.group(1)) for x in self.scope)]
            if whole:  # "41 of its 97 statements": the row's count the part is of (coverage's Stmts beside its Miss)
                return None, f"{_show(v)} found ({whole[0].field} of row {whole[0].row})", True
        named = [r for r in hits if r.row and f" {r.raw} " in f" {r.row} " and self._names(v, r)]
        quoted = [r for r in hits if quoted_in(v, r, self.claim.text)]
        if quoted:  # "the Annual Report 2025 PDF": 2025 is a word of the Title the claim quotes whole
            return None, f"{_show(v)} found (in the {quoted[0].field} '{quoted[0].raw}' the claim quotes)", True
        if named:  # the value is the name of the row the claim is about ("ingest-01" beside its InstanceId)
            return None, f"{_show(v)} found (names row {named[0].row})", True
        outcome = self._outcome_said(v)
        if outcome and hits and all(r.path and _OUTCOME_WORDS.get(r.path[-1]) not in (None, outcome) for r in hits):
            r = hits[0]  # "212 tests failed" against "212 passed, 3 skipped": another count of the same run
            return Finding("moved_field", f"{_show(v)} is the {r.field} count; the claim says {outcome}", v.text), None, True
        keyed = self._keyed(v) if not hits else None
        if keyed is not None:
            return keyed, (None if keyed else f"{_show(v)} found (a key of the output)"), True
        bound = bound_instead(v, hits, self.scope, self.claim.text)
        if bound is not None:  # (gt21) "at most 10 seconds" against the minimumBackoff, its maximumBackoff beside it
            return bound, None, True
        if referred:
            good = [r for r in referred if r in hits]
            if good:
                return None, f"{_show(v)} found ({good[0].field}{' of row ' + good[0].row if good[0].row else ''})", True
            where = (hits or elsewhere or [None])[0]
            said = f"; the claim's {referred[0].field} is '{referred[0].raw}'" + (f" (row {referred[0].row})" if referred[0].row else "")
            if where is not None and where.path == referred[0].path and where.row and referred[0].row:
                return Finding("moved_row", f"{_show(v)} is {_where(where)}; the claim says row {referred[0].row}, "
                                            f"whose {referred[0].field} is '{referred[0].raw}'", v.text), None, True
            if where is not None:
                return Finding("moved_field", f"{_show(v)} is {_where(where)}, not the {referred[0].field}{said}", v.text), None, True
            return Finding("contradicted", f"{_show(v)} does not match the source{said}", v.text), None, True
        keyed_by = self._key_said(v, hits)
        if keyed_by is not None:
            return keyed_by, None, True
        qualified = qualified_instead(v, hits, cand, self.claim.text)
        if qualified is not None:  # "took about 20 minutes": the estimatedDuration, the duration beside it says 31
            return qualified, None, True
        if hits:
            return None, f"{_show(v)} found ({hits[0].field}{' of row ' + hits[0].row if hits[0].row else ''})", True
        if elsewhere:
            r = elsewhere[0]
            claimed = ", ".join(sorted(self.named.get(r.table, ()))) or "another row"
            return Finding("moved_row", f"{_show(v)} is {_where(r)}, the claim says {claimed}", v.text), None, True
        if v.kind == "identifier" and self._names_field(v):  # "Q4 revenue" for q4_revenue_eur, "the L3 cache" for L3
            return None, f"{_show(v)} names a field", True
        if v.kind == "state" and cand:
            r = cand[0]
            return Finding("contradicted", f"{_show(v)} does not match the source: {_where(r)} is '{r.raw}'", v.text), None, True
        if v.kind == "identifier":  # "the S3 bucket": a word of the name of a row in scope (aws_s3_bucket.reports)
            row = next((r.row for r in self.scope if r.row and v.text.lower() in sp.field_words(r.row)), None)
            if row:
                return None, f"{_show(v)} found (names row {row})", True
            # (gt19) a part of a resource id or path in scope (Azure's .../virtualMachines/vm-app-01/providers/...)
            held = next((r for r in self.scope if r.raw.count("/") > 2 and v.text.lower() in r.raw.lower().split("/")), None)
            if held is not None:
                return None, f"{_show(v)} found (a part of {_where(held)})", True
        if cand and v.kind != "state":
            if any(same_amount(v, x) or rounds_to(v, x, self.claim.text) for c in self.parsed.clauses for x in c.values):
                return None, None, False  # in the prose beside the records ("HTTP/2 301" over the headers): prose judges
            r = cand[0]
            return Finding("contradicted", f"{_show(v)} is not in the source; {_where(r)} is '{r.raw}'", v.text), None, True
        return None, None, False

    def _enclosing(self, v: Value, hits: list[sp.Record]) -> Finding | None:
        """(gt15) A value set in an enclosing block ("http { send_timeout 20; ... }") where the block the claim names by
        a value it quotes ("location /upload/") sets its own field of the same kind and name ("client_body_timeout
        300s"): the claim's value is the outer block's. (gt16) So too for a value of a sibling block (haproxy's
        `defaults` or `global` maxconn, where the `frontend` the claim names sets its own)."""
        if self.parsed.kind != "config":
            return None
        text = self.claim.text
        blocks = {r.path[:-1] for r in self.parsed.records if len(r.path) > 1 and len(r.raw.strip()) > 2 and r.raw.strip() in text}
        if not hits or not blocks:
            return None
        # (gt16) or a sibling block (haproxy's `defaults` or `global` beside the `frontend` the claim names)
        inner = [b for b in blocks if all(h.path[:-1][:len(b)] != b for h in hits)]
        words = {w for h in hits for w in sp.field_words(h.path[-1]) if w not in STOP_WORDS}
        own = [x for b in inner for x in self.parsed.records if x.path[:-1] == b and x not in hits
               and set(sp.field_words(x.path[-1])) & words and any(comparable(v, y) for y in x.values)]
        if not own:
            return None
        h, x = hits[0], own[0]
        return Finding("moved_field", f"{_show(v)} is the {h.field} of an enclosing block; the block the claim names sets "
                                      f"its own {x.field} '{x.raw}'", v.text)

    def _every(self, v: Value, hits: list[sp.Record]) -> Finding | None:
        """(gt15) "runs every 5 seconds": a length of time after "every" is how often, an interval's or a period's, not
        the timeout printed beside the interval."""
        if v.kind != "duration" or not re.search(r"\bevery\s*$", self.claim.text[:v.start], re.IGNORECASE) or not hits:
            return None
        often = [r for r in self.scope if r.path and set(sp.field_words(r.path[-1])) & _HOW_OFTEN and any(
            comparable(v, x) for x in r.values)]
        if not often or any(h in often for h in hits):
            return None
        return Finding("moved_field", f"{_show(v)} is the {hits[0].field}, not the {often[0].field} the claim's "
                                      f"\"every\" names ('{often[0].raw}')", v.text)

    def _own_number(self, v: Value) -> sp.Record | None:
        """(gt15) A number right after a noun ("Pull request 77", "order #90121") that is the top-level `number` or
        `...id` of the object the output prints: the claim names the object by it."""
        before = _NAMING.search(self.claim.text[:v.start]) if v.kind == "number" else None
        if before is None or any(w.lower() in STOP_WORDS for w in before.group(1).split()):
            return None
        said = {stem(w) for w in before.group(1).lower().split()}
        return next((r for r in self.parsed.records if not r.row and (len(r.path) == 1 or len(r.path) == 2 and stem(str(
                     r.path[0]).lower()) in said)  # (gt23) or the object wrapped under the name the claim says ("ticket": {"id": ...})
                     and sp.field_words(r.path[-1])[-1:] in (["number"], ["id"], ["iid"]) and _raw_number(r) == v.norm), None)

    def _row_namers(self) -> frozenset[str]:
        """The words before a number that together name a row ("partition" of "partition 1"): they name no field."""
        rows = {w for r in self.parsed.records for w in r.row_words if " " in w}
        return frozenset(stem(a) for a, n in re.findall(r"\b([a-z]+) (\d+)\b", self.claim.text.lower()) if f"{a} {n}" in rows)

    @staticmethod
    def _own_words(r: sp.Record) -> set[str]:
        """The words of the field's own name that say what it is (a count's "number of" goes without saying)."""
        return {w for w in sp.field_words(r.path[-1]) if w not in STOP_WORDS and w not in _COUNT_HEADS} if r.path else set()

    def _all_said(self, r: sp.Record, tokens: frozenset[str]) -> bool:
        """Whether the claim says every word of the field's own name: of two fields it names alike, the one whose
        name has no word more (`Keys` beside `Expired keys`) is the one it means."""
        words = self._own_words(r)
        return bool(words) and all({t for x in _synonyms_of(w, self.synonyms) for t in _kin(stem(x), tokens)} for w in words)

    def _head_said(self, r: sp.Record, tokens: frozenset[str]) -> bool:
        """Whether the claim says the last word of the field's own name (its head: `messages_unacknowledged` is named
        by "unacknowledged", `docs.deleted` by "deleted"); a count's head (`docs.count`) goes without saying."""
        words = [w for w in sp.field_words(r.path[-1]) if w not in STOP_WORDS] if r.path else []
        if not words:
            return False
        head = words[-1]
        return head in _COUNT_HEADS or any(_kin(stem(x), tokens) for x in _synonyms_of(head, self.synonyms))

    def _not_every(self, v: Value, hits: list[sp.Record]) -> Finding | None:
        """A value the claim gives all rows ("all nodes run v1.29.4", "all three Consul servers run 1.18.1") must be in
        its field on every row of the table, or on every row a one-word cell marks with the claim's noun (the rows
        whose Type is server): a value some rows have is not every row's."""
        m = _ALL_SAID.search(self.claim.text)
        if not m or not hits or hits[0].table not in self.parsed.tables or " " in hits[0].raw.strip():
            return None  # (a value inside a message cell: "0/6 nodes are available" is no field of every row)
        table, path = hits[0].table, hits[0].path
        nouns = {stem(w) for w in cl.words_of(m.group(1))}
        records = [r for r in self.parsed.records if r.table == table and r.row]
        marked = {r.row for r in records if len(cl.words_of(r.raw)) == 1 and stem(cl.words_of(r.raw)[0]) in nouns}
        rows = marked or {r.row for r in records}
        for r in records:
            if r.row in rows and r.path == path and not matches(v, r, self.claim.text) and any(comparable(v, x) for x in r.values):
                return Finding("moved_row", f"{_show(v)} is not the {r.field} of every row: row {r.row} has '{r.raw}'", v.text)
        return None

    def _part_for_whole(self, v: Value, hits: list[sp.Record]) -> Finding | None:
        """A value the claim gives the whole of ("the whole run took 12.41 s", "overall") found only in rows of a table
        that are parts of it (one test's duration), none of them a total or summary row: a part read as the whole."""
        if not _WHOLE_SAID.search(self.claim.text) or not hits:
            return None
        if any(not r.row or r.table not in self.parsed.tables or len(self.parsed.tables[r.table]) < 2
               or set(sp.field_words(r.row.rstrip(":"))) & _SUMMARY_ROWS or self._summed_row(r) for r in hits):  # cloc's "SUM:"
            return None
        r = hits[0]
        return Finding("moved_row", f"{_show(v)} is {_where(r)}, one row of several; the claim gives it for the whole",
                       v.text)

    def _summed_row(self, r: sp.Record) -> bool:
        """(gt29) A totals row labelled in a cell not its key: strace -c's last row `total`, keyed "100.00"."""
        return any(o.table == r.table and o.row == r.row and len(cl.words_of(o.raw)) == 1
                   and set(cl.words_of(o.raw)) & _SUMMARY_ROWS for o in self.parsed.records)

    def _sections(self) -> set[str]:
        """The sections of a settings file (INI, TOML: `[mysqld]`, `[client]`) the claim names by a word of the
        section's name or a synonym of it ("the MySQL server" names [mysqld] with `mysqld: [server]`)."""
        if self.parsed.kind != "settings":
            return set()
        tops = {r.path[0] for r in self.parsed.records if len(r.path) > 1}
        if len(tops) < 2:
            return set()
        return {t for t in tops if any(stem(x) in self.tokens for w in sp.field_words(t) for x in _synonyms_of(w, self.synonyms))}

    def _other_section(self, v: Value, hits: list[sp.Record]) -> Finding | None:
        """A value the claim places in a section it names, found only in another section."""
        if not self.sections or not hits or any(r.path[0] in self.sections for r in hits):
            return None
        r = hits[0]
        named = ", ".join(f"[{x}]" for x in sorted(self.sections))
        return Finding("moved_field", f"{_show(v)} is the {r.field}; the claim says {named}", v.text)

    def _names_outside(self, table: int) -> bool:
        """A cell outside this table names what the claim is about: a name or id field whose whole value the claim
        says ("ledger-service" in project.artifactId beside the dependencies table)."""
        for r in self.parsed.records:
            if r.table != table and r.table not in self.parsed.tables and r.path and names_row(r.path) and len(r.raw) > 2:
                if re.search(rf"(?<![\w-]){re.escape(r.raw)}(?![\w-])", self.claim.text, re.IGNORECASE):
                    return True
        return False

    def seasons(self) -> list[Finding]:
        """A season the claim gives a date ("expires in the spring of 2027") must hold the month of a date in the
        field the claim names (any date field when it names none), in the year it gives (meteorological seasons of
        the northern hemisphere; a winter runs into the next year)."""
        # (gt24) a season's word the output prints as the claim writes it is a name (the "SPRING" coupon), no season
        m = next((m for m in _SEASON.finditer(self.claim.text)
                  if not any(re.search(rf"\b{m.group(1)}\b", r.raw) for r in self.parsed.records)), None)
        if not m:
            return []
        months = _SEASONS[m.group(1).lower()]
        years = {int(v.norm) for v in self.claim.values if v.kind == "number" and 1900 <= v.norm <= 2200}  # type: ignore[operator]
        dated = [(r, x) for r in self.scope for x in r.values if x.kind in ("date", "datetime") and len(str(x.norm)) >= 10]
        scores = {id(r): _field_score(r, self.tokens, self.synonyms) for r, _ in dated}
        best = max(scores.values(), default=0)
        dated = [(r, x) for r, x in dated if scores[id(r)] == best]
        if not dated:
            return []
        def fits(x: Value) -> bool:
            year, month = int(str(x.norm)[:4]), int(str(x.norm)[5:7])
            return month in months and (not years or year in years or month in (1, 2) and year - 1 in years)
        if any(fits(x) for _, x in dated):
            self.confirmed.add(m.group(1).lower())
            return []
        r, x = dated[0]
        return [Finding("contradicted", f"'{m.group(0)}': {_where(r)} is '{r.raw}'", m.group(1).lower())]

    def _names(self, v: Value, r: sp.Record) -> bool:
        """Can v be the claim naming r's row by one of its key cells? An identifier can; a bare number can when
        the word after it names no field of the table ("a 500 error" names the code-500 series; "9 seats" gives
        the seats field a value, though 9 is also the row's id)."""
        if v.kind == "identifier":
            return True
        return v.kind == "number" and not self._counts_field(v)

    def _counts_field(self, v: Value) -> bool:
        """The word after a claim's number names a field of the output ("9 seats", seats_used)."""
        after = re.match(r"\s*([^\W\d_]+)", self.claim.text[v.end:])
        fields = {stem(w) for x in self.parsed.records for p in x.path for w in sp.field_words(p)}
        return bool(after) and stem(after.group(1).lower()) in fields  # type: ignore[union-attr]

    def _family(self, table: int) -> set[str]:
        """Words that open several rows' hyphenated or dotted names and are no whole word of any ("consul" of
        consul-srv-1, consul-srv-2): they name the kind of thing the rows are (the product, "the Consul cluster"), not
        one row."""
        rows: dict[str, set[str]] = {}
        alone: set[str] = set()
        for x in self.parsed.records:
            if x.table != table or not x.row:
                continue
            for tok in x.row.lower().split():
                m = _COMPOUND.fullmatch(tok)
                if m:
                    rows.setdefault(m.group(1), set()).add(x.row)
                else:
                    alone.update(cl.words_of(tok))
        return {w for w, named in rows.items() if len(named) >= 2 and w not in alone}

    def _lacks(self, r: sp.Record, v: Value) -> set[str]:
        """Keys the claim names that occur in this table's rows but not in r's row."""
        table_keys = set().union(*(x.row_words for x in self.parsed.records if x.table == r.table))
        table_keys -= self._family(r.table)
        own = {f"{v.kind}:{v.norm}"} | set(cl.words_of(v.text))
        # a key the row holds in another cell is the row's too (dig's CNAME row names its target in its data)
        cells = [c for c in self.parsed.records if c.table == r.table and c.row == r.row]
        held = {f"{x.kind}:{x.norm}" for c in cells for x in c.values} | {w for c in cells for w in cl.words_of(c.raw) + [c.raw.lower()]}
        # (gt22) a word naming r's own column, or the column of another value the claim gives in r's row, names no row:
        # "build 411" under fly's `build` column, though a row is named "website/build"
        given = [c for c in cells if c.path and (c is r or any(matches(x, c, self.claim.text) for x in self.claim.values))]
        column = {w.lower() for c in given for w in sp.field_words(c.path[-1])}
        return {k.split(":", 1)[-1] for k in (self.keys & table_keys) - r.row_words - own - held - self.unsaid - column}
