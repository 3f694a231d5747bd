"""What a claim says of records in words, not values: a direction word, a flag's polarity, a word of another row's
cells, a cell of words moved to a sibling field, a status the source nowhere has.

Contract: `WordChecks` is mixed into structured.py's reader of records (it reads the records in scope, the rows the claim
names and the claim's field words from it); each method returns the findings of one kind of word it refuses.
"""

from __future__ import annotations

import re

from .. import clauses as cl
from .. import spans as sp
from ..spans import names_row
from ..text import STOP_WORDS, stem
from ..values import Value
from .base import Finding
from .claim import _synonyms_of
from .field_names import _PARTS, _field_score, _kin, _where, _show
from .qualified import head_said, progressive_said
from .roles import sibling_role_moved
from .record_values import matches, rounds_to

_NOT_CELL = re.compile(r"Not(?=[A-Z])|not[ _-]|Not[ _-]")  # a cell that denies a state: kubectl's "NotReady", "not running"
_DENIED = re.compile(r"\b(?:not|no|never)\b|n't\b", re.IGNORECASE)
_DENIED_WORD = re.compile(r"(?:\b(?:not|never)|n't)\s+(?:(?:yet|been|be|ever|actually)\s+)?([a-z]+)")  # "has not (yet) shipped"
# state axes that only say yes or no of whatever the field names ("the feature is off"), as a boolean cell does
_FLAG_AXES = frozenset("enabled on true yes active".split())
_SETTING_KINDS = frozenset({"settings", "mapping", "config"})  # (gt24) outputs of `key = value` / `key: value` lines
# (gt24) words that make a field's 1 say no ("disable_ipv6 = 1" turns IPv6 off)
_NEGATIVE_NAMES = frozenset("disable disabled disallow no not skip ignore deny without off".split())
# fields that say what kind of thing a record is: their one-word cell ("ups") is the claim's name for it
_KIND_FIELDS = frozenset({"type", "kind"})


class WordChecks:
    """The word checks of structured.py's `_Structured` (its scope, named rows, tokens, synonyms and `_family`)."""

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
        if flagged and self.parsed.kind in _SETTING_KINDS:  # (gt24) a setting printed 1 or 0 (sysctl's
            # net.ipv4.ip_forward = 1) the claim calls on or off; JSON has booleans of its own, its 0 and 1 are counts
            flags += [(r, Value("state", ("true", r.raw.strip() == "1"), r.raw, 0, len(r.raw))) for r in self.scope
                      if r.path and r.raw.strip() in ("0", "1") and not any(x.kind == "state" for x in r.values)
                      and not set(sp.field_words(r.path[-1])) & _NEGATIVE_NAMES and self._all_said_of(r)]
        # the claim must name the flag itself (a "sensitive" flag beside a named output is not what it speaks of);
        # among those, the enclosing names tell backups.enabled from alerts.enabled
        scored = [(r, x, _field_score(r, self.tokens, self.synonyms)) for r, x in flags
                  if _field_score(r, self.tokens, self.synonyms, own=True) >= 2 and progressive_said(r, self.claim.text)
                  and head_said(r, self.claim.text)]
        # (gt22) a flag whose every name word the claim says, over one with a word more ("paired": bluetoothctl's
        # `Paired`, not `LegacyPairing`)
        whole = [(r, x, s) for r, x, s in scored if all(_kin(stem(w), self.tokens) for w in sp.field_words(r.path[-1]))]
        scored = whole or scored
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

    def _all_said_of(self, r: sp.Record) -> bool:
        """(gt24) The claim says every word of the field's own name, its last dotted part (ip_forward of
        net.ipv4.ip_forward): a 1 or 0 is read as on or off only for a setting named whole, never a count named by its
        noun alone (relocating_shards = 0 is no flag of "the shards are active")."""
        own = sp.field_words(r.path[-1].rsplit(".", 1)[-1])
        return bool(own) and all(_kin(stem(w), self.tokens) for w in own)

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
            worded = all(v.kind == "state" for v in r.values)  # (gt26) "public", "running": words, of a state's axis
            if not worded or not cell or not r.path or not all(stem(w) in claim_words for w in cell):
                continue
            mine = set(sp.field_words(r.path[-1]))
            if mine & _KIND_FIELDS and not mine & _KIND_FIELDS & claim_words:
                continue  # (gt18) device.type "ups": "the UPS ... battery" names the device by its kind, no battery.type
            score = _field_score(r, self.tokens, self.synonyms)
            for o in self.scope:
                theirs = set(sp.field_words(o.path[-1])) if o.path else set()
                if o is r or o.row != r.row or o.raw.strip().lower() == r.raw.strip().lower():
                    continue
                if _kind_moved(r, o, self.tokens) and all(v.kind == "state" for v in o.values) \
                        and not _states(self.claim.text, o.raw, r.raw):
                    out.append(Finding("moved_field", f"'{r.raw}' is {_where(r)}, the claim says the {o.field} ('{o.raw}')",
                                       r.raw))
                    break
                if r.values or o.values:
                    continue
                if (len(mine & theirs) == len(mine) - 1 and len(theirs) == len(mine) and o.path[:-1] == r.path[:-1]
                        and (mine & theirs or len(r.path) > 1 and not names_row(r.path) and not names_row(o.path)
                             or len(r.path) == 1 and r.row is None)  # (gt24) a form's fields: Customer beside Haulier
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

    def every_row(self) -> list[Finding]:
        """(gt19) "All tox environments passed": a one-word cell the claim says of "all" of a table's rows, when the claim
        says no row's name and another row's cell in that column says something else ('failed')."""
        if not re.search(r"^\s*all\b|\ball\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:are|were|have|has|did)?\s*[a-z]+\W*$",
                         self.claim.text, re.IGNORECASE):
            return []
        said = {stem(w) for w in self.claim.content}
        for table in self.parsed.tables:
            if any(set(cl.words_of(r.row)) & said for r in self.parsed.records if r.table == table and r.row):
                continue  # a row the claim names by its name
            cells = [r for r in self.parsed.records if r.table == table and r.row and re.fullmatch(r"[A-Za-z]+", r.raw.strip())]
            for r in cells:
                other = next((x for x in cells if x.path == r.path and stem(x.raw.strip().lower()) != stem(r.raw.strip().lower())), None)
                if stem(r.raw.strip().lower()) in said and other is not None:
                    return [Finding("moved_row", f"'{r.raw}' is not the {r.field} of every row: row {other.row} has "
                                                 f"'{other.raw}'", r.raw)]
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


def _kind_moved(r: sp.Record, o: sp.Record, tokens: frozenset[str]) -> bool:
    """(gt26) Two fields of one kind beside each other, told apart by their own words ("Current mode" and "Mode from
    config file"): the claim says every word of `o`'s name its sibling `r` lacks, and none of `r`'s own."""
    if o.path[:-1] != r.path[:-1] or r.row is not None and names_row(r.path) or not (r.values or r.raw.strip().islower()):
        return False  # a name ("Helen", "orders-replica") is whose the claim is, no word it moves
    mine = {w for p in r.path for w in sp.field_words(p)} - STOP_WORDS  # an enclosing name is both's ("category")
    theirs = {w for p in o.path for w in sp.field_words(p)} - STOP_WORDS
    tokens = tokens - {stem(w) for w in cl.words_of(r.raw)}  # the cell's own words name no field ("orders-replica")
    shared = set(sp.field_words(r.path[-1])) & set(sp.field_words(o.path[-1])) - STOP_WORDS  # "mode" of both names
    return bool(shared) and bool(theirs - mine) and all(_kin(stem(w), tokens) for w in theirs - mine) \
        and not any(_kin(stem(w), tokens) for w in mine - theirs)


def _states(claim: str, raw: str, other: str) -> bool:
    """Does the claim state the cell `raw` whole, as a word group of its own (not inside `other`'s text)?"""
    text, raw = claim.casefold(), raw.strip().casefold()
    return bool(raw) and raw not in other.casefold() and re.search(rf"(?<![\w/+.-]){re.escape(raw)}(?![\w/+-])", text) is not None
