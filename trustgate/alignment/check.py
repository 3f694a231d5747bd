"""`align`: the claim against the parsed span, structured records first, prose otherwise; findings in whole words."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from .. import clauses as cl
from .. import spans as sp
from ..table_records import STATE_HEADERS, corner_words
from ..text import STOP_WORDS, stem
from ..turn_marks import bare_hours, dotted_times
from ..values import Value, comparable, extract, same
from ..values.quantities import currency_words
from .base import AMOUNT_VERB, DURATION_WORDS, SIZE_WORDS, Alignment, Finding, SAID_AS, zone_words
from .claim import Claim, Vocab, read_claim
from .record_values import _HEDGE, matches, rounds_to, scaled_result
from .qualified import field_bound, said_bound
from .structured import _Structured, _show
from .order import ranked
from .opposites import aspect_swapped, opposed, prefix_negated, substituted, tense_swapped, named_field_cells, unprinted
from .roles import role_moved
from .changes import change_findings
from .counts import UP_WORDS, counted_state, fraction_whole, listed_count, none_counted, rows_meeting, versions_counted
from .derived import derived, each_times, per_group, percent_of, rate_times
from .totals import APART_WORDS, TOTAL_WORDS, between, summed
from .frequency import other_interval, said_often
from .statuses import status_moved
from .ranges import flag_findings, range_findings
from .trends import trend_findings
from .periods import each_findings, period_findings, year_findings
from .numbered_keys import item_named, numbered_moved
from .other_object import other_object
from .sibling_words import sibling_word
from .keyed_lines import field_moved, keyed_moved
from .counted_lines import count_moved
from .boxes import boxed, flag_column
from .other_table import other_table
from .percentiles import percentile_field, percentile_moved
from .sibling_heads import sibling_moved
from .chat import chat_findings, taken_back
from .hedged import stated
from .sections import listing_words, section_findings
from .line_keys import line_moved
from .called_off import cannot_come
from .messages import asked_only
from .prose import _Prose, _parts, affirmation_unsupported, apart_from_id, crossed, denial_unsupported


_PRICED = re.compile(r"\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2}")  # "118,450.00", "7014.22": an amount's two decimals


def _bare_amount(v: Value, claim: Claim, parsed: sp.Parsed) -> bool:
    """(gt28) A claim's amount of money against an output (a tax form's text, a statement) that prints its amounts
    with two decimals and no currency anywhere: "$118,450" may be its 118,450.00, or about it when the claim hedges,
    on a line that says as many of the claim's words as any line with an amount does ("Federal income tax
    withheld 19,872.36", not "Social security tax withheld 7,870.90" for the federal tax). An output that prints a
    currency anywhere keeps it, so a wrong currency is still caught."""
    clauses = parsed.clauses or ()
    if v.kind != "money" or any(x.kind == "money" for c in clauses for x in c.values):
        return False
    amount = replace(v, kind="number", unit=None, period=None)
    anchors = {stem(w) for w in claim.content}
    lines = [(ln, [x for x in extract(ln) if x.kind == "number" and _PRICED.fullmatch(x.text)]) for ln in parsed.text.splitlines()]
    priced = [(len(anchors & {stem(w) for w in cl.words_of(ln)}), xs) for ln, xs in lines if xs]
    best = max((n for n, _ in priced), default=0)
    return best > 0 and any(n == best and any(x.norm == amount.norm or rounds_to(amount, x, claim.text) for x in xs)
                            for n, xs in priced)


def _hours_as_read(text: str, people: bool, parsed: sp.Parsed) -> str:
    """The claim's bare hours as clock times where the chat's are read so: in a chat of people (`people`: `spans.parse`
    wrote them so), or where a user's chat reads them as the same clock times ("at 6 tomorrow morning"); a user's "at 7"
    read as a number stays one in the claim too."""
    hours = bare_hours(text)
    if hours == text or people:
        return hours
    said = " ".join(getattr(c, "text", "") for c in parsed.clauses or ())
    return hours if all(t in said for t in re.findall(r"\b\d{1,2}:00\b", hours)) else text


def align(text: str, span: str, *, coverage: float = 0.6, clause_coverage: float = 0.5, synonyms: dict[str, tuple[str, ...]] | None = None,
          subject: str | None = None, attribute: str | None = None, context_words: str = "",
          opposites: dict[str, frozenset[str]] | None = None, context: str = "", today: date | None = None) -> Alignment:
    """`context_words` are words the claim may use that no output states (the call's names, generic words);
    `context` is what named the call (domain, subject), whose identifiers ("db-01") the claim may repeat."""
    synonyms = synonyms or {}
    parsed = sp.parse(span, today)
    if parsed.chat is not None and parsed.chat.clocked:  # "at 7.30" as the chat's "7.30" is read: a clock time
        text = dotted_times(text)
    people = sp.people(span)
    if parsed.chat is not None or people:  # (conv21) "at 4" as the chat's "at 4" is read
        text = _hours_as_read(text, people, parsed)
    claim = read_claim(text)
    parsed = stated(parsed, claim)  # "The user might go ..." from "Maybe we'll go ...": the supposition it keeps, stated
    findings: list[Finding] = []
    notes: list[str] = []
    structured = _Structured(parsed, claim, synonyms, subject, attribute) if parsed.records else None
    if structured is not None:  # (gt16) "service", "process": words any output goes without name no row of its own
        structured.unsaid = frozenset(cl.words_of(context_words))
    prose = _Prose(parsed, claim) if parsed.clauses else None
    states = [v for v in claim.values if v.kind == "state"]
    called = set(context.casefold().replace("/", " ").split())  # "hosts/db-01": the call named the host
    in_records: set[str] = set()  # values found in the record the claim names
    fractions: set[str] = set()  # wholes found in a cell "a/b" (gt17)
    counted = any(rows_meeting(x, claim.text, parsed) or versions_counted(x, claim.text, parsed)
                  for x in claim.values if x.kind in ("number", "ratio"))
    worked_words: set[str] = set()  # words of an operation a note worked out ("in total")
    trend, trend_words, anchors = trend_findings(claim, parsed, structured.named) if structured is not None else ([], set(), set())
    for v in claim.values:
        if v.text in anchors:  # "from 2025 to 2026": a year naming the columns the trend is read between
            notes.append(f"{_show(v)} found (names a column the claim compares)")
            in_records.add(v.text)
            continue
        if v.kind == "identifier" and v.text.casefold() in called:
            notes.append(f"{_show(v)} named by the call (domain or subject), not by its output")
            continue
        often = said_often(v, claim, parsed)
        if often:  # "every two weeks" from "every other Thursday"
            notes.append(often)
            continue
        whole = fraction_whole(v, claim.text, parsed)
        if whole:  # (gt17) "one of its four replicas" from REPLICAS 1/4
            notes.append(f"{_show(v)} found (the whole of {whole[0]})")
            in_records.add(v.text)
            fractions.add(whole[1])
            continue
        if listed_count(v, claim.text, parsed):
            notes.append(f"{_show(v)} found (the number of items the output lists)")
            in_records.add(v.text)
            continue
        if item_named(v, claim, parsed):  # (gt27) "Pool 0" where the keys say "pool 0 used"
            notes.append(f"{_show(v)} found (an item the keys name)")
            in_records.add(v.text)
            continue
        if rows_meeting(v, claim.text, parsed):
            notes.append(f"{_show(v)} found (the number of rows that hold what the claim says of them)")
            in_records.add(v.text)
            continue
        by_version = versions_counted(v, claim.text, parsed)
        if by_version:  # (gt20) "Five of the seven dependencies are behind their latest release"
            notes.append(f"{_show(v)} found (the number of rows behind, or at, their latest version)")
            in_records.add(v.text)
            worked_words |= by_version
            continue
        percentile = percentile_field(v, claim, parsed)
        if percentile is not None:  # (gt28) "95% of events ..." names the 95th percentile
            notes.append(f"{_show(v)} found (names the {percentile.field})")
            in_records.add(v.text)
            continue
        if counted_state(v, claim.text, parsed, counted):
            notes.append(f"{_show(v)} found (what the rows the claim counts hold)")
            continue
        scaled = scaled_result(v, parsed, structured.named, claim.text) if structured is not None else None
        if scaled is not None and structured is not None:  # (gt29) "265,000 per microlitre": 265 beside x10^3/uL
            notes.append(f"{_show(v)} found (the named row's result times the power of ten its unit prints)")
            in_records.add(v.text)
            structured.confirmed.update(scaled)
            continue
        if structured is not None:
            finding, note, handled = structured.check(v)
            worked = derived(v, claim.text, structured.scope) if not handled or finding and finding.kind != "moved_row" else None
            if worked:  # "13 days together", "362 more units in Q4 than in Q1": worked out from the values printed
                (note, cue), finding, handled = worked, None, True
                structured.confirmed.update(cl.words_of(cue))  # "in total", "more ... than": the operation, said
            if handled:
                if finding:
                    findings.append(finding)
                else:
                    in_records.add(v.text)
                    if note:
                        notes.append(note)
                continue
        if v.kind == "state":
            if prose is not None and any(same(v, x) for c in prose.clauses for x in c.values):
                continue
            opposite = prose is not None and any(comparable(v, x) and not same(v, x) for c in prose.clauses for x in c.values)
            if opposite:
                findings.append(Finding("contradicted", f"{_show(v)}: the source says the opposite", v.text))
            continue  # a state word nowhere in the source is left to word coverage
        if taken_back(claim, parsed, v, span):
            notes.append(f"{_show(v)} found, said before the user changed it")
            continue
        if prose is not None:
            f = prose.check(v, _show(v))
            if f is None:
                notes.append(f"{_show(v)} found in the text")
                continue
            if f.kind == "missing" and _bare_amount(v, claim, parsed):
                notes.append(f"{_show(v)} found (an amount the output prints with no currency)")
                continue
            times = rate_times(v, claim, parsed) if f.kind == "missing" else summed(v, claim, parsed) if f.kind == "moved" else None
            times = times or (summed(v, claim, parsed) or percent_of(v, claim, parsed) or each_times(v, claim, parsed)
                              if f.kind == "missing" else None)
            worked_apart = None if times or f.kind != "missing" else between(v, claim, parsed)  # "£750 less than", "lasts 35 minutes"
            times = times or worked_apart
            if times:  # "£840 for four nights" from "£210 a night"; "£400 in total" from "£180 ..." and "£220 ..."
                notes.append(times)
                worked_words |= TOTAL_WORDS if "the total of" in times else set()  # "in total": the sum, said
                worked_words |= APART_WORDS if worked_apart else set()
                continue
            findings.append(f)
        else:
            findings.append(Finding("missing", f"{_show(v)} is not in the source", v.text))
    ordered: set[str] = set()  # order words the table confirms ("largest"): found, though never written
    if structured is not None:
        flags = structured.booleans(states) if not counted else []  # (gt17) "two of the four are not ready": rows counted
        findings += flags + structured.directions() + none_counted(claim.text, structured.scope)
        findings += structured.every_row() if not counted else []
        findings += status_moved(claim, parsed, structured.named) + trend
        judged, range_said = range_findings(claim, parsed, structured.named)  # (gt25) "below the target range"
        flagged_said, flag_words = flag_findings(claim, parsed, structured.named)  # (gt29) "was flagged high" against H / L
        findings += judged + flagged_said
        ordered |= range_said | flag_words
        ordered |= trend_words
        by_rank, ranked_words = ranked(parsed, claim, structured.named, synonyms)
        ordered |= ranked_words
        findings += by_rank + structured.seasons()
        ordered |= structured.confirmed
        moved, confirmed = change_findings(claim, parsed)
        findings += moved
        ordered |= confirmed
    if not parsed.records:
        findings += _prose_readings(text, claim, parsed, opposites)
    findings += chat_findings(claim, parsed, span)
    findings += period_findings(claim, parsed)  # (conv23) "last month was 92,000" is no value of this month
    findings += year_findings(claim, parsed)  # (gt27) "Prior year (2025) total tax: $ 4,212.64" is no 2026 value
    findings += each_findings(claim, parsed)  # (gt27) a year's amount claimed a month
    interval = other_interval(claim, parsed) if prose is not None else None
    findings += [interval] if interval is not None else []  # "every Thursday" against "every other Thursday"
    apart = apart_from_id(claim, parsed) if prose is not None else None
    apart = apart or (line_moved(claim, parsed) if parsed.kind == "prose" else None)  # (gt17)
    apart = apart or (sibling_moved(claim, parsed) if parsed.kind == "prose" else None)  # (gt27)
    apart = apart or numbered_moved(claim, parsed)  # (gt27) "node 1" claimed for the value of "node 0 free"
    apart = apart or other_object(claim, parsed)  # (gt27) a value of no field of the object the claim names
    apart = apart or keyed_moved(claim, parsed)  # (gt28) "Tests performed : 262" claimed as the hardening index
    apart = apart or other_table(claim, parsed)  # (gt28) a row of `pvs` given a value of the `vgs` table above it
    apart = apart or percentile_moved(claim, parsed)  # (gt28) "95% of ... within" a time the 95th percentile does not hold
    apart = apart or sibling_word(claim, parsed)  # (gt28) another sibling object's word ("exclusive" of billing)
    apart = apart or count_moved(claim, parsed)  # (gt29) "142 unused imports" where 142 counts line-too-long
    apart = apart or field_moved(claim, parsed)  # (gt29) "port of discharge is Columbus", the place of delivery
    if apart is not None and apart.value not in {f.value for f in findings}:
        findings.append(apart)
    asked = asked_only(claim, parsed) or (cannot_come(claim, parsed) if parsed.chat is None else None)  # (conv24, conv25)
    findings += [asked] if asked is not None and asked.value not in {f.value for f in findings} else []
    affirmed = affirmation_unsupported(claim, parsed)
    if affirmed is not None and not states:
        findings.append(affirmed)
    ordered |= listing_words(parsed)
    ordered |= worked_words
    placed, borne_out = section_findings(claim, parsed)
    findings += placed
    ticked, box_agrees = boxed(claim, parsed)  # (gt28) "Statutory employee [ ]": the box says no
    findings += [ticked] if ticked is not None else []
    flagged = flag_column(claim, parsed) if not ticked else None  # (gt28) gcloud's PREEMPTIBLE left blank on a row
    findings += [flagged] if flagged is not None else []
    denial = denial_unsupported(claim, parsed)
    if denial is not None and not borne_out and not box_agrees and not any(same(v, x) for v in states for c in parsed.clauses for x in c.values):
        findings.append(denial)
    # words: row-bound cell words, names, coverage
    live = _live_settings(parsed)
    vocab_words = set(cl.words_of(cl.prepare(live))) | set(cl.words_of(context_words)) | ordered
    vocab_words |= {w for t in re.findall(r"[^\W\d]{4,}", live) for w in sp.field_words(t)}  # rsaEncryption: rsa
    for r in parsed.records:
        vocab_words.update(cl.words_of(r.raw))  # a cell a reader wrote (cron's weekday 1 is "Monday") says its words
        vocab_words |= corner_words(r.row or "")  # (gt29) "RL": the rear left one
        for p in r.path + ((r.row,) if r.row else ()):  # a row's name says its words too ("Mem" row: memory)
            for w in sp.field_words(p):
                vocab_words.add(w)
                vocab_words.update(synonyms.get(w, ()))
    vocab_words |= zone_words(parsed.text) or _utc_records(claim, parsed, in_records)  # "at 05:47 UTC"
    vocab_words |= _month_names(parsed)  # "01 Apr 2026 - 30 Apr 2026", "2026-04": the bill for April
    vocab_words |= {w for r in parsed.records if re.fullmatch(r"[A-Z]{3}", r.raw.strip()) for w in currency_words(r.raw.strip())}
    if any(v.kind == "duration" and v.text in in_records and v.text not in {f.value for f in findings} for v in claim.values):
        vocab_words |= DURATION_WORDS  # "took 1.988 s": the verb says only that the value is a length of time
    if any(v.kind == "quantity" and v.unit == "bit" and v.text in in_records and v.text not in {f.value for f in findings}
           for v in claim.values):
        vocab_words |= SIZE_WORDS  # (gt18) "takes about 137 MiB": the verb says only that the value is a size
    placed = {f.value for f in findings}
    for v in claim.values:  # (gt14) "came to £34.80": the verb before a value found in its record says only that it is the amount
        verb = AMOUNT_VERB.search(claim.text[:v.start]) if v.text in in_records and v.text not in placed else None
        if verb:
            vocab_words.add(verb.group(1).lower())
        if v.kind == "identifier" and v.text in in_records and v.text not in placed:  # (gt19) "its URL is https://...":
            vocab_words.add(str(v.norm[0]))  # type: ignore[index]  # the kind of identifier found (url, ip, email, path)
        bound, _, bound_said = said_bound(v, claim.text) if v.text in in_records and v.text not in placed else (None, False, ())
        if bound and any(field_bound(r) == bound and matches(v, r, claim.text) for r in parsed.records):
            vocab_words.update(bound_said)  # (gt21) "with a floor of 2": the word says the value is the minSize found
        hedge = _HEDGE.search(claim.text[:v.start]) if v.text in in_records and v.text not in placed else None
        if hedge:  # (gt19) "nearly eight minutes", "almost 3 GB": the word says only that the value found is rounded
            vocab_words.update(re.findall(r"[a-z]+", hedge.group().lower()))
    if fractions:  # the part of "1/4" counts those up: "running", "one" (of its four) say it
        vocab_words |= UP_WORDS | fractions
    vocab_words |= _service_names(claim, parsed) | _tool_run(claim.text, parsed.text)
    vocab_words |= _prefix_named(claim.text, parsed.text)
    vocab = Vocab(vocab_words)
    said = " " + " ".join(cl.words_of(cl.prepare(parsed.text))) + " "

    def found(w: str) -> bool:
        if vocab.has(w) or w in vocab_words:
            return True
        if len(_parts(w)) > 1 and all(vocab.has(p) or p in vocab_words for p in _parts(w)):
            return True
        return any(f" {alt} " in said for alt in SAID_AS.get(stem(w), ()))
    if structured is not None:
        unsaid = set(cl.words_of(context_words))  # "process", "service": words any output may go without, no row's
        findings += structured.cell_words([w for w in claim.content if w not in unsaid
                                           and (not findings or w not in {f.value for f in findings})])
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
    if structured is not None:
        findings += structured.word_fields(uncovered) or structured.unsaid_status(uncovered)
    state_cells = [r.raw for r in parsed.records if r.path and set(sp.field_words(r.path[-1])) & STATE_HEADERS]
    negated = prefix_negated(claim.text, uncovered, " ".join(state_cells)) if claim.english else None
    if negated is None and claim.english:  # (gt26) a word found only in a field's name, whose cell negates it
        absent = unprinted(claim.content, parsed)
        negated = prefix_negated(claim.text, absent, " ".join(named_field_cells(absent, parsed)))
    if negated is not None:  # (gt21) "is charging" where the output says only "Discharging"
        findings.append(negated)
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


def _service_names(claim: Claim, parsed: sp.Parsed) -> set[str]:
    """(gt19) The name of the service or tool that printed the output, said right before the plural noun its output keys
    its items by ("two ElastiCache clusters" over CacheClusters, "the four Pingdom checks" over "checks"): outputs do not
    print who printed them. Only a name no word of which the output has, and a noun that names its records' fields."""
    fields = {stem(w) for r in parsed.records for p in r.path for w in sp.field_words(p)}
    text, out = claim.text, set()
    for name in claim.names:
        m = re.search(r"(?<![\w-])" + r"\s+".join(re.escape(w) for w in name) + r"(?:'s)?\s+([a-z]+s)\b", text, re.IGNORECASE)
        noun = m.group(1).lower() if m else ""
        if noun not in STOP_WORDS and len(noun) > 3 and stem(noun) in fields and not any(w in parsed.text.lower() for w in name):
            out.update(name)
    return out


# (gt30) one run of a tool, named by the tool: "the JMeter run", "in the turbostat sample", "the grype scan"
_TOOL_RUN = re.compile(r"\b(?:the|a|this|that|each|one)\s+([A-Za-z][\w.+-]*?)\s+(run|sample|scan|report|benchmark|snapshot)s?\b",
                       re.IGNORECASE)


def _tool_run(claim: str, source: str) -> set[str]:
    """The name of the tool and the noun of its one run, where the claim says "the <tool> run" (sample, scan, report)
    and the output prints no word of that name: an output does not print who printed it, nor that it was one run."""
    low = source.lower()
    return {w for m in _TOOL_RUN.finditer(claim) if m.group(1).lower() not in STOP_WORDS and m.group(1).lower() not in low
            for w in (m.group(1).lower(), m.group(2).lower())}


def _live_settings(parsed: sp.Parsed) -> str:
    """(gt17) A settings file's text without its commented-out settings: "# maxmemory-policy noeviction", a key a live
    line sets, sets nothing and lends no claim its words; a comment of prose ("# Redis for the cache tier") does."""
    if parsed.kind != "config":
        return parsed.text
    lines = parsed.text.splitlines()
    keys = {ln.split()[0] for ln in lines if ln.strip() and not ln.lstrip().startswith(("#", ";"))}
    dead = re.compile(r"^\s*[#;]+\s*(\S+)(?:\s+\S+){1,2}\s*$")
    return "\n".join(ln for ln in lines if not ((m := dead.match(ln)) and m.group(1) in keys))


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
           "december")


def _month_names(parsed: sp.Parsed) -> set[str]:
    """The month of every date the output gives, by its name: a date written "01 Apr 2026" or "2026-04" says April."""
    out = set()
    for v in [x for r in parsed.records for x in r.values] + [x for c in parsed.clauses for x in c.values]:
        m = re.match(r"(?:\d{4})?-(0[1-9]|1[0-2])", str(v.norm).lstrip("-")) if v.kind in ("date", "datetime") else None
        if m:
            out.add(_MONTHS[int(m.group(1)) - 1])
    return out


def _utc_records(claim: Claim, parsed: sp.Parsed, placed: set[str]) -> frozenset[str]:
    """'utc' and 'gmt' when each time the claim gives is found in its record and every record holding it writes it
    in UTC (a flight's arrival at +00:00 beside its departure at +01:00: "lands at 08:05 UTC")."""
    times = [v for v in claim.values if v.kind in ("time", "datetime")]
    if not times or any(v.text not in placed for v in times):
        return frozenset()
    held = [[r for r in parsed.records if matches(v, r, claim.text)] for v in times]
    return frozenset({"utc", "gmt"}) if all(rs and all(zone_words(r.raw) for r in rs) for rs in held) else frozenset()


def _prose_readings(text: str, claim: Claim, parsed: sp.Parsed, opposites: dict[str, frozenset[str]] | None) -> list[Finding]:
    """What only prose can say against a claim: a word swapped for its opposite (else for another word inside a phrase
    the source has), a tense the source does not give, a role moved to another person. The last three read English."""
    swapped = opposed(text, parsed, opposites) if opposites else None
    if swapped is None and claim.english:
        swapped = substituted(text, parsed)
    english = (tense_swapped(text, parsed) or aspect_swapped(text, parsed), role_moved(text, claim.names, parsed)) if claim.english else ()
    return [f for f in (swapped, *english, crossed(claim, parsed), per_group(claim, parsed)) if f is not None]


# (gt21) a word before an identifier whose letters are the word's beginning: "order ORD-55120", "invoice INV-2291"
_PREFIXED_ID = re.compile(r"\b([A-Za-z]{3,})\s+#?([A-Za-z]{2,5})[-_]?\d[\w-]*")


def _prefix_named(claim: str, source: str) -> set[str]:
    """The words a claim puts before an identifier the source prints, where the identifier begins with the word's first
    letters (ORD-55120 is an order's number): the word says what the identifier is, it needs no place of its own."""
    return {m.group(1).lower() for m in _PREFIXED_ID.finditer(claim)
            if m.group(1).lower().startswith(m.group(2).lower()) and m.group(0).split()[-1].lstrip("#") in source}
