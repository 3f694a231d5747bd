"""Aligning a claim with records (JSON, YAML, key: value, tables, CSV): each value in the row and field it names."""

from __future__ import annotations

import re
from decimal import Decimal

from .. import clauses as cl
from .. import spans as sp
from .. import wordnet
from ..spans import names_row
from ..text import STOP_WORDS, stem
from ..values import Value, comparable, same_amount
from .base import Finding, UNIT_WORDS
from .claim import Claim, _synonyms_of
from .qualified import head_said, progressive_said, qualified_instead
from .roles import sibling_role_moved
from .record_values import _glued, _raw_number, matches, quoted_in, rivals, rounds_to

# words that give a value for the whole of what the output lists, not one row of it ("the whole run", "overall")
_WHOLE_SAID = re.compile(r"\b(?:whole|overall|entire|altogether|in all)\b", re.IGNORECASE)
_ADDRESSES = frozenset("ip path email url".split())  # identifiers that tell one row from another where they are
_SUMMARY_ROWS = frozenset("total totals all overall sum summary".split())  # rows that are the whole
_NOT_CELL = re.compile(r"Not(?=[A-Z])|not[ _-]|Not[ _-]")  # a cell that denies a state: kubectl's "NotReady", "not running"
_DENIED = re.compile(r"\b(?:not|no|never)\b|n't\b", re.IGNORECASE)
_DENIED_WORD = re.compile(r"(?:\b(?:not|never)|n't)\s+(?:(?:yet|been|be|ever|actually)\s+)?([a-z]+)")  # "has not (yet) shipped"
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
# (gt15) "including VAT" names the gross amount, "before VAT" (excluding, ex, net of) the net one: not the tax column
_WITH_TAX = re.compile(r"\b(?:including|incl\.?|inc\.?|with|plus)\s+(vat|gst|tax|taxes|sales tax)\b", re.IGNORECASE)
_WITHOUT_TAX = re.compile(r"\b(?:before|excluding|excl\.?|ex|net of|without|pre)[\s-]+(vat|gst|tax|taxes|sales tax)\b", re.IGNORECASE)


def _taxed(text: str, tokens: frozenset[str]) -> frozenset[str]:
    """The words naming a field, with a tax said as included or left out read as the gross or the net amount."""
    for pattern, words in ((_WITH_TAX, ("gross", "total")), (_WITHOUT_TAX, ("net", "subtotal"))):
        m = pattern.search(text)
        if m:
            tokens = tokens - {stem(w) for w in m.group(1).lower().split()} | {stem(w) for w in words}
    return tokens

# fields that say what kind of thing a record is: their one-word cell ("ups") is the claim's name for it
_KIND_FIELDS = frozenset({"type", "kind"})


def _field_score(record: sp.Record, tokens: frozenset[str], synonyms: dict[str, tuple[str, ...]], own: bool = False) -> int:
    """How well the claim's words name this record's field: 2 for each word of the field's own name the claim says
    (or a synonym of it), 1 for each word of an enclosing name. A claim word counts once ("replicas" names the
    replicas field, not availableReplicas twice over through the synonym available: replicas). With `own`, only
    the field's own name counts."""
    score, used = 0, set()
    last = len(record.path) - 1
    numbered = [w for w in sp.field_words(record.path[-1]) if w.isdigit()] if record.path else []
    if numbered and not set(numbered) & tokens and any(t.isdigit() for t in tokens):
        return 0  # the "1 minute" load average is not the one a "15-minute" claim names
    for i in range(last, -1 if not own else last - 1, -1):
        part = record.path[i]
        for w in sp.field_words(part):
            if w in STOP_WORDS or w in UNIT_WORDS and i == last and len(sp.field_words(part)) > 1:
                continue
            said = {t for x in _synonyms_of(w, synonyms) for t in _kin(stem(x), tokens)} - used
            if said:
                used.add(stem(w) if stem(w) in said else min(said))
                score += 2 if i == last else 1
    return score


# endings that make a noun of a verb or a verb of a noun, past what the stemmer cuts: "expiry" and "expires"
# (expir-), "arrival" and "arrives", "departure" and "departs", "creation" and "created"
_DERIVED = ("e", "y", "al", "ure", "ion", "ation", "ment")


def _kin(s: str, tokens: frozenset[str]) -> set[str]:
    """The claim's word stems that are `s` or a derived form of the same word (one is the other plus an ending of
    _DERIVED, the shorter of four letters or more): a field's "expiry" is named by a claim's "expires"."""
    if s in tokens:
        return {s}
    kin = {t for t in tokens if min(len(t), len(s)) >= 4 and (t.startswith(s) and t[len(s):] in _DERIVED
                                                               or s.startswith(t) and s[len(t):] in _DERIVED)}
    if 3 <= len(s) <= 4 and _abbreviated(s):  # memcached's curr_connections: "current connections"
        kin |= {t for t in tokens if t.startswith(s) and len(t) >= len(s) + 2}
    return kin


def _abbreviated(s: str) -> bool:
    """A short field word no dictionary form has ("curr", "conn", "req"): the opening letters of a longer word."""
    return wordnet.noun(s) is False and wordnet.forms(s) == {s}


# ... and "out of" before a count with its own noun ("3 data nodes out of 5 nodes": "data" is not the 5's)
_PARTS = re.compile(r"[,;]|\b(?:and|with|against|but|while|whereas)\b|\bout of(?=\s+[\d.,]+\s+[A-Za-z])", re.IGNORECASE)  # where a value's words end
_COUNT_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve "
                                                  "thirteen fourteen fifteen".split())}


def _name_tokens(claim: Claim) -> frozenset[str]:
    """The claim's words that may name a field: the digits of a number the claim states are its value, not a name
    ("1.42" names no "1 minute" field), and a number word names a field spelled with digits ("one-minute")."""
    text = claim.text
    for v in claim.values:
        if v.kind in ("number", "quantity", "money", "ratio", "version", "date", "datetime", "time"):
            text = text[:v.start] + " " * (v.end - v.start) + text[v.end:]
    words = [w.removesuffix("'s") for t in cl.words_of(text) for w in t.split("-")]  # "the response's": response
    return frozenset(stem(w) for w in words) | frozenset(_COUNT_WORDS[w] for w in words if w in _COUNT_WORDS)


# the outcomes a test runner or CI job counts (pytest, jest, go test, JUnit), each spelling to one name
_OUTCOME_WORDS = {w: name for name, words in {
    "passed": "passed pass passes passing succeeded", "failed": "failed fail fails failing failures failure",
    "skipped": "skipped skip skips", "errors": "errors error errored", "xfailed": "xfailed", "xpassed": "xpassed",
    "deselected": "deselected", "pending": "pending todo"}.items() for w in words.split()}
_ORDINALS = {w: i + 1 for i, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth".split())}
_ORDINAL_NOUN = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+([a-z]+)")

_SEASON = re.compile(r"\b(spring|summer|autumn|fall|winter)\b", re.IGNORECASE)
_SEASONS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11), "fall": (9, 10, 11), "winter": (12, 1, 2)}

# state axes that only say yes or no of whatever the field names ("the feature is off"), as a boolean cell does
_FLAG_AXES = frozenset("enabled on true yes active".split())


def _show(v: Value) -> str:
    return f"'{v.text}'"


def _where(r: sp.Record) -> str:
    return f"the {r.field} of row {r.row}" if r.row else f"the {r.field}"


class _Structured:
    def __init__(self, parsed: sp.Parsed, claim: Claim, synonyms: dict[str, tuple[str, ...]], subject: str | None,
                 attribute: str | None):
        self.parsed, self.claim, self.synonyms = parsed, claim, synonyms
        self.tokens = _taxed(claim.text, _name_tokens(claim) | frozenset(stem(w) for w in sp.field_words(attribute or "")))
        self.confirmed: set[str] = set()  # words the records confirm though never written (a season of a date)
        self.scope, self.named = self._rows(subject)
        self.unsaid: frozenset[str] = frozenset()  # words any output goes without (check.py sets the rules' ones)
        self.sections = self._sections()

    def _rows(self, subject: str | None) -> tuple[list[sp.Record], dict[int, set[str]]]:
        claim = self.claim
        keys = {t for t in claim.tokens if t not in STOP_WORDS and not t.isdigit()} | {w.lower() for w in claim.content}
        keys |= {w.lower() for w in re.findall(r"\b[A-Z]{2,}\b", claim.text)}
        keys |= {f"{v.kind}:{v.norm}" for v in claim.values if v.kind in ("identifier", "date", "version")}
        keys |= {f"time:{str(v.norm)[:5]}" for v in claim.values if v.kind == "time"}
        dates = [v for v in claim.values if v.kind == "date"]  # one day said without its year names that day's row
        yearless = {str(v.norm)[1:] for v in dates if len(dates) == 1 and str(v.norm).startswith("--")}
        keys |= {w for r in self.parsed.records for w in r.row_words if w.startswith("date:") and w[-6:] in yearless}  # "3 March"
        keys |= {v.text for v in claim.values if v.kind == "number" and v.text.isdigit() and not self._counts_field(v)}
        keys |= {name for name, words in self.synonyms.items() if keys & set(words)}  # "memory" names the row "Mem"
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
        own = self._own_number(v)
        if own is not None:  # "Pull request 77 changes 6 files": 77 names the pull request, no count of its files
            return None, f"{_show(v)} found (the {own.field} of the object the claim names)", True
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
        return next((r for r in self.parsed.records if len(r.path) == 1 and not r.row
                     and sp.field_words(r.path[0])[-1:] in (["number"], ["id"], ["iid"]) and _raw_number(r) == v.norm), None)

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
               or set(sp.field_words(r.row.rstrip(":"))) & _SUMMARY_ROWS for r in hits):  # cloc's "SUM:"
            return None
        r = hits[0]
        return Finding("moved_row", f"{_show(v)} is {_where(r)}, one row of several; the claim gives it for the whole",
                       v.text)

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
        m = _SEASON.search(self.claim.text)
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
        return {k.split(":", 1)[-1] for k in (self.keys & table_keys) - r.row_words - own - held - self.unsaid}

    def directions(self) -> list[Finding]:
        """A direction word the claim puts right after a value ("12 microseconds fast", "3 commits ahead") where every
        record holding that value prints the opposite word with it (chrony's "0.000012408 seconds slow of NTP time"):
        the claim reads the value the wrong way."""
        out = []
        for v in self.claim.values:
            after = re.findall(r"\w+", self.claim.text[v.end:v.end + 30].lower())[:2]  # "3.882 ppm slow", "12 s fast"
            said = next((w for w in after if w in _DIRECTIONS), "")
            if not said:
                continue
            held = [r for r in self.scope if matches(v, r, self.claim.text)
                    or any(rounds_to(v, x, self.claim.text) for x in r.values)]  # "about 12 microseconds"
            words = [set(cl.words_of(r.raw)) for r in held]
            if held and all(_DIRECTIONS[said] in w and said not in w for w in words):
                out.append(Finding("contradicted", f"{_show(v)} {said}: {_where(held[0])} is '{held[0].raw}'", v.text))
        return out

    def booleans(self, claim_states: list[Value]) -> list[Finding]:
        """A boolean field the claim names takes the claim's polarity ("verified email" vs email_verified: false)."""
        axes = {v.norm[0] for v in claim_states}  # type: ignore[index]
        flagged = [v.norm[1] for v in claim_states if v.norm[0] in _FLAG_AXES]  # type: ignore[index]
        says = flagged[0] if flagged else not self.claim.negated  # "is turned off" says false as "is not enabled" does
        flags = [(r, x) for r in self.scope for x in r.values if x.kind == "state" and x.norm[0] not in axes  # type: ignore[index]
                 and isinstance(x.norm[1], bool)]  # type: ignore[index]
        # the claim must name the flag itself (a "sensitive" flag beside a named output is not what it speaks of);
        # among those, the enclosing names tell backups.enabled from alerts.enabled
        scored = [(r, x, _field_score(r, self.tokens, self.synonyms)) for r, x in flags
                  if _field_score(r, self.tokens, self.synonyms, own=True) >= 2 and progressive_said(r, self.claim.text)
                  and head_said(r, self.claim.text)]
        in_row = [(r, x, s) for r, x, s in scored if r.row and r.row in self.named.get(r.table, ())]
        scored = in_row or scored  # "2.2.1 was yanked": the flag of the row the claim names, not the document's own
        best = max((s for _, _, s in scored), default=0)
        out = []
        for r, x, s in scored:
            here = self._polarity(r, claim_states, says)  # "NTP is active, but the clock is not synchronized"
            if s == best and x.norm[1] != here:  # type: ignore[index]
                said = "" if here else "not "
                out.append(Finding("contradicted", f"the claim says {said}{' '.join(sp.field_words(r.path[-1]))}; "
                                                   f"{_where(r)} is '{r.raw}'", r.field))
        return out

    def _polarity(self, r: sp.Record, states: list[Value], says: bool) -> bool:
        """What a claim of several parts says of the flag `r` where it names it by a word of the field's name: the
        state word in that part ("maintenance mode is off"), else no when "not", "no", "never" or "n't" stands among
        the three words before the name ("the system clock is not synchronized"), else yes. `says` (the claim's
        polarity as a whole) when the claim has one part or names the field by none of its words."""
        text = self.claim.text.lower()
        if len(self.claim.clauses) < 2 and not _PARTS.search(text):
            return says
        found = [m for w in (sp.field_words(r.path[-1]) if r.path else []) if w not in STOP_WORDS
                 for m in [re.search(rf"\b{re.escape(stem(w))}\w*", text)] if m]
        if not found:
            return says
        # (gt15) the part that says the name's head word (dueComplete: "complete"), else its first word found
        first = found[-1].start() if len(found) > 1 and found[-1].start() > found[0].start() else min(m.start() for m in found)
        start = max([c.end() for c in _PARTS.finditer(text, 0, first)], default=0)
        end = min([c.start() for c in _PARTS.finditer(text, first)], default=len(text))
        here = [v for v in states if start <= v.start < end and v.norm[0] in _FLAG_AXES]  # type: ignore[index]
        if here:
            return bool(here[0].norm[1])  # type: ignore[index]
        return not any(_DENIED.search(" ".join(text[start:m.start()].split()[-3:])) for m in found if m.start() < end)

    def _crossed(self) -> list[Finding]:
        """Two rows each named by a different column ("Lyon is in Portugal": Lyon a city of one row, Portugal the
        country of another) and neither row carrying both: the claim joins parts of two rows."""
        out = []
        for table, rows in self.named.items():
            if len(rows) != 2:
                continue
            said: dict[str, dict[str, str]] = {}  # row -> claim word -> the key field it is in
            for r in self.parsed.records:
                if r.table == table and r.row in rows and f" {r.raw} " in f" {r.row} ":
                    for w in set(cl.words_of(r.raw)) & self.keys:
                        said.setdefault(r.row, {})[w] = r.field
            if len(said) != 2:
                continue
            (a, wa), (b, wb) = said.items()
            if set(wa.values()).isdisjoint(wb.values()) and not set(wa) & set(wb):
                w, field = next(iter(wb.items()))
                out.append(Finding("moved_row", f"'{w}' is the {field} of row {b}, the claim says {a}", w))
        return out

    def _word_moved(self) -> list[Finding]:
        """A cell of words the claim states in full ("application/octet-stream") under a field the claim names less
        well than a sibling field of another value (the request's content-type, where the claim says the
        response's): the claim gives that sibling the other's words. Not when the claim states the sibling's own
        words too ("nginx answered HTTP/2 301": the server and the protocol, each in its place)."""
        claim_words = {stem(t) for t in self.claim.tokens}
        out = []
        for r in self.scope:
            cell = [w for w in cl.words_of(r.raw) if w not in STOP_WORDS]
            if r.values or not cell or not r.path or not all(stem(w) in claim_words for w in cell):
                continue
            mine = set(sp.field_words(r.path[-1]))
            if mine & _KIND_FIELDS and not mine & _KIND_FIELDS & claim_words:
                continue  # (gt18) device.type "ups": "the UPS ... battery" names the device by its kind, no battery.type
            score = _field_score(r, self.tokens, self.synonyms)
            for o in self.scope:
                theirs = set(sp.field_words(o.path[-1])) if o.path else set()
                if o is r or o.row != r.row or o.values or o.raw.strip().lower() == r.raw.strip().lower():
                    continue
                if (len(mine & theirs) == len(mine) - 1 and len(theirs) == len(mine) and o.path[:-1] == r.path[:-1]
                        and (mine & theirs or len(r.path) > 1 and not names_row(r.path) and not names_row(o.path))
                        and not _states(self.claim.text, o.raw, r.raw)
                        and _field_score(o, self.tokens, self.synonyms) > score) or sibling_role_moved(r, o, claim_words, self.tokens):
                    out.append(Finding("moved_field", f"'{r.raw}' is {_where(r)}, the claim says the {o.field} ('{o.raw}')",
                                       r.raw))
                    break
        return out

    def cell_words(self, words: list[str]) -> list[Finding]:
        """A word found only in the cells of rows the claim does not name belongs to those rows; a claim that
        joins two rows' key cells (`_crossed`) is refused, and so is one that gives a field the words of a sibling
        field (`_word_moved`)."""
        out = self._crossed() + self._word_moved()
        denied = set(_DENIED_WORD.findall(self.claim.text.lower()))
        for table, rows in self.named.items():
            # a word of a row the claim names in any table is in scope (the rules of the chain it names)
            in_scope = {w for r in self.scope if r.table == table or r.table in self.named
                        for w in [*cl.words_of(r.row_text), *sp.field_words(r.raw), *r.row_words]}
            if not _DENIED.search(self.claim.text):  # "NotReady": its "ready" is denied, said by no plain claim
                in_scope -= {w for r in self.scope if r.table == table and _NOT_CELL.match(r.raw.strip())
                             for w in sp.field_words(r.raw)[1:]}
            others, whole = {}, {}  # whole: a one-word cell is said by any form of its word ("accepted": ACCEPT)
            for r in self.parsed.records:
                if r.table == table and r.row not in rows:
                    for w in cl.words_of(r.raw):
                        others.setdefault(w, r)
                    if re.fullmatch(r"[A-Za-z]{3,}", r.raw.strip()):
                        whole.setdefault(stem(r.raw.strip().lower()), r)
            headers = {w for r in self.parsed.records if r.table == table for p in r.path for w in sp.field_words(p)}
            headers |= self._family(table)  # "the Consul cluster": a word of every consul-srv-N names no one row
            stems = {stem(w) for w in in_scope | headers}
            for w in [p for word in words for p in dict.fromkeys([word, *word.split("-")]) if p]:  # "high-severity": high
                if w in denied:
                    continue  # "has not shipped": another row's "Shipped" is denied of this one, not given it
                r = others.get(w) if w not in in_scope and w not in headers else None
                if r is None and w not in others and stem(w) in whole and stem(w) not in stems:
                    r = whole[stem(w)]
                if r is not None:
                    out.append(Finding("moved_row", f"'{w}' is {_where(r)}, the claim says {', '.join(sorted(rows))}", w))
        return out

    def word_fields(self, uncovered: tuple[str, ...]) -> list[Finding]:
        """A field the claim names in full whose cell is words ("default_branch": "main"), when the claim neither
        states those words nor has its own found anywhere in the source ("... default branch ... is master"): the
        claim gives that field another value."""
        if not uncovered:
            return []
        claim_words = {stem(t) for t in self.claim.tokens}
        for r in self.scope:
            cell = [w for w in cl.words_of(r.raw) if w not in STOP_WORDS]
            last = [w for w in sp.field_words(r.path[-1]) if w not in STOP_WORDS] if r.path else []
            if r.values or not cell or not last or any(stem(w) in claim_words for w in cell) or (r.row and r.table not in self.named):
                continue  # (a table's cell only in a row the claim names)
            if all(any(stem(x) in self.tokens for x in _synonyms_of(w, self.synonyms)) for w in last):
                said = ", ".join(f"'{w}'" for w in uncovered)
                return [Finding("contradicted", f"the claim says {said}; {_where(r)} is '{r.raw}'", uncovered[0])]
        return []

    def unsaid_status(self, uncovered: tuple[str, ...]) -> list[Finding]:
        """A word the claim predicates of its subject ("the parcel has been delivered", "the account is frozen", "a
        low-priority task") that the source nowhere has, where the record carries a status field of words (status,
        state, priority, ...): the claim gives that field another value ('in_transit', 'ACTIVE', 'High')."""
        said = [m.group(1).lower() for m in _PREDICATE.finditer(self.claim.text) if m.group(1).lower() in uncovered]
        if not said:
            return []
        for r in self.scope:
            last = sp.field_words(r.path[-1]) if r.path else []
            if last and last[-1] in _STATUS_FIELDS and re.fullmatch(r"[A-Za-z][\w -]*", r.raw.strip()) and (
                    not r.row or r.table in self.named):
                return [Finding("contradicted", f"the claim says '{said[0]}'; {_where(r)} is '{r.raw}'", said[0])]
        return []


# a word said of the subject: "is frozen", "has been delivered", "is a low-priority task", "was marked final"
_PREDICATE = re.compile(r"\b(?:is|are|was|were|been|became|becomes|remains|stays)\s+(?:(?:now|still|already|currently|"
                        r"marked|listed|set|as)\s+)*(?:an?\s+)?([A-Za-z][\w]*(?:-[\w]+)*)(?:\s+[a-z]+)?\s*(?:[.,;!]|$|\s+and\b)",
                        re.IGNORECASE)  # the word ends what is said (or names a noun that does): "was raised because" is no state
# words that say which way a value goes, each with its opposite (a clock's offset, a branch against its remote)
_DIRECTIONS = {a: b for x, y in (("fast", "slow"), ("ahead", "behind"), ("above", "below"), ("gained", "lost"),
                                  ("over", "under")) for a, b in ((x, y), (y, x))}
# fields whose cell says what state the record is in, in words
_STATUS_FIELDS = frozenset("status state phase condition health result outcome priority severity urgency".split())


def _states(claim: str, raw: str, other: str) -> bool:
    """Does the claim state the cell `raw` whole, as a word group of its own (not inside `other`'s text)?"""
    text, raw = claim.casefold(), raw.strip().casefold()
    return bool(raw) and raw not in other.casefold() and re.search(rf"(?<![\w/+.-]){re.escape(raw)}(?![\w/+-])", text) is not None
