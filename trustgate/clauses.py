"""Prose read into clauses: sentences split at clause boundaries, each clause with its typed values, whether it is
denied, and the names a pronoun in it may stand for; a log record's key carried by every clause of its message.

Contract. `clauses(text)` returns a tuple of `Clause` (sentence index, clause text, negated, names, values).
`prepare(text)` is the normalisation applied first (NFKC, CJK runs spaced, fixed phrases as numbers, a package's
"name@1.2.3", load averages by period); `negated(text)` says whether a clause denies; `words_of(text)` gives the
lower-cased words every grounding module compares.

Why its own module: spans.py reads structured outputs (tables, objects, settings) into records and hands whatever
is prose to this one; alignment/ reads claims with the same helpers (prepare, negated, words_of), so a claim and its
source are split and normalised alike.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal

from . import values as tv
from .values import Value
from .prefilter import anchor_patterns
from .turn_marks import NOT_AFTER

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)


def words_of(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


@dataclass(frozen=True)
class Clause:
    sentence: int
    text: str
    negated: bool
    names: frozenset[str] = frozenset()  # names a pronoun in the sentence stands for
    values: tuple[Value, ...] = ()


def date_parts(found: list[Value] | tuple[Value, ...]) -> tuple[Value, ...]:
    """The date and the time of each date-time, as values of their own: "2026-03-07 02:14"
    says what day it was and what time, and a claim may give either."""
    out = []
    for v in found:
        if v.kind == "datetime":
            date, _, time = str(v.norm).partition("T")
            out.append(Value("date", date, v.text, v.start, v.end))
            out.append(Value("time", time[:5] if time.endswith(":00") else time, v.text, v.start, v.end))
    return tuple(out)




_SENTENCE = re.compile(r"(?<=[.!?;])\s+(?=\S)|\n+")
# "so" opens a clause where a subject follows it ("Jan didn't drink so he paid 600"), never in "not so bad"
_CLAUSE = re.compile(r"\s*,(?=\s|$)\s*|\s*[;()]\s*|:\s+|\s+(?:but|although|though|whereas|while|however|except|and)\s+"
                     r"|\s+so\s+(?=(?:i|we|you|he|she|they|it|there)\b)", re.IGNORECASE)
_NEGATION = frozenset("not no never none nobody nothing neither nor cannot without".split())
# "not just", "no more than": no denial. "without an error", "with no downtime", "at no cost":
# the negator is inside a phrase that qualifies the clause (how, at what cost), so it denies
# that phrase's noun, not the clause's statement ("drops events without an error" drops events).
_NOT_A_DENIAL = re.compile(r"\bnot\s+(?:just|only|merely|simply|necessarily)\b|\bno\s+(?:less|fewer|more)\s+than\b"
                           r"|\bwithout\b|\bwith\s+(?:no|zero|nothing|nobody|none)\b"
                           r"|\bnot\s+(?:counting|including)\b"  # "80,000 words, not counting the bibliography": excluding it
                           r"|\b(?:at|for)\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge|fee|reason|extra)\b",
                           re.IGNORECASE)
# (gt29) "No." / "No:" after a document's word is its number sign ("BILL OF LADING No. MSKU7712049", "Invoice No:
# CI-2026-0917", "Lot No 4471"): no denial, where it stands before an identifier holding a digit or ends its field
_NUMBER_SIGN = re.compile(r"(?<=[A-Za-z] )N[oO]\b\.?(?=\s*(?:[:#]|$|[A-Z0-9][\w/-]*\d))")
PERSONAL_PRONOUNS = frozenset("she he they her his their hers him them".split())  # stand for a person named before
_PRONOUNS = PERSONAL_PRONOUNS | {"it", "its"}
_NAME = re.compile(r"\b[A-Z][\w'’\-]*(?:\s+(?:[A-Z][\w'’\-]*|Dr\.|of))*")
_CJK = re.compile(r"([\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]+)")
_REWRITE = [(re.compile(p, re.IGNORECASE), r) for p, r in (
    (r"\btwice\b", "two times"), (r"\bthrice\b", "three times"),
    (r"\b(?:a|one) quarter of an hour\b", "15 minutes"), (r"\bhalf an hour\b", "30 minutes"),
    (r"\b(?:an|one) hour and a half\b", "90 minutes"))]


# "161.9 km²" / "40 m2": an area or volume unit joined to its number, as the values reader reads it ("161.9km2")
_AREA = re.compile(r"(\d)\s?(mm|cm|km|m|ft)([²³]|[23](?!\w|\.\d))")


# uptime, top and w print three load averages by position: over the last 1, 5 and 15 minutes
_LOAD = re.compile(r"\b(load averages?:?)\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)", re.IGNORECASE)


# npm ls / pnpm / yarn why "express@4.19.2", "@types/node@20.11.5": a package at a version (an e-mail has a domain)
_AT_VERSION = re.compile(r"(?<![\w.@])((?:@[\w.\-]+/)?[A-Za-z][\w.\-]*)@(v?\d+\.\d+[\w.\-]*)")


def prepare(text: str) -> str:
    """NFKC, spaces around CJK runs (so "是21°C" reads 21 °C), a full stop kept off a number
    ("2.4.1." is version 2.4.1), an area unit joined to its number ("161.9 km²" reads 161.9km2), a few fixed
    phrases as numbers ("twice", "half an hour"), a package "name@1.2.3" as the name and its version, and load
    averages given their periods ("load average: 0.52, 1.08, 0.97" is 0.52 over 1 minute, 1.08 over 5 minutes,
    0.97 over 15 minutes)."""
    text = _AREA.sub(lambda m: m.group(1) + m.group(2) + {"²": "2", "³": "3"}.get(m.group(3), m.group(3)), text)
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'")
    text = _CJK.sub(r" \1 ", text)
    text = re.sub(r"(\d)\.(?=\s|$|[<)\]\"'])", r"\1 .", text)
    text = re.sub(r"\b(Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|Mt|No|vs|approx|ca)\.(?=\s)", r"\1", text)  # not a sentence end
    for pattern, repl in _REWRITE:
        text = pattern.sub(repl, text)
    text = _AT_VERSION.sub(r"\1 \2", text)
    text = _LOAD.sub(lambda m: f"{m.group(1)} {m.group(2)} over 1 minute, {m.group(3)} over 5 minutes, "
                               f"{m.group(4)} over 15 minutes", text)
    return "\n".join(" ".join(line.split()) for line in text.splitlines() if line.strip())


def negated(text: str) -> bool:
    """A denial in this clause: not / no / never / n't ... ("not just", "not only" are not denials)."""
    text = _NUMBER_SIGN.sub(" ", _NOT_A_DENIAL.sub(" ", text))
    return any(w in _NEGATION or w.endswith("n't") for w in words_of(text))


_LEVELS = frozenset("trace debug info notice warn warning error err fatal critical crit alert emerg severe".split())
_KEY_END = re.compile(r":\s+")


def record_key(sentence: str, found: list[Value]) -> int:
    """Where the key of a log record ends ("2026-03-07 02:14 garage door opener: Wi-Fi
    connection lost" -> after "opener:"), or 0 when the sentence is not a log record.

    A log record opens with a timestamp or a level ("[ERROR]", "WARN"), then names what the
    line is about up to the first ": ". That key (when, what, where) applies to every clause
    of the message after it, so the message's clauses carry it."""
    m = _KEY_END.search(sentence)
    if not m or len(sentence[:m.start()].split()) > 10 or re.search(r"[,;.!?](?:\s|$)", sentence[:m.start()]):
        return 0
    head = sentence[:m.start()].lstrip("[( ")
    stamped = any(v.kind in ("datetime", "date", "time") and v.start <= len(sentence) - len(sentence.lstrip("[( ")) + 1
                  for v in found)
    first = words_of(head)[:1]
    levelled = bool(first) and first[0] in _LEVELS and head[:len(first[0])].isupper()
    return m.end() if stamped or levelled else 0


_URL_PORT = re.compile(r"^[a-z][a-z0-9+.-]*://[^/\s:@]+:(\d{1,5})(?=/|$)", re.IGNORECASE)


def url_ports(found: list[Value] | tuple[Value, ...]) -> list[Value]:
    """(gt16) The port a URL gives ("http://127.0.0.1:8000/"), a number of its own where the URL is: the server the
    output starts there listens "on port 8000"."""
    out = []
    for v in found:
        m = _URL_PORT.match(v.text) if v.kind == "identifier" and v.norm[0] == "url" else None  # type: ignore[index]
        if m:
            out.append(Value("number", Decimal(m.group(1)), m.group(1), v.start + m.start(1), v.start + m.end(1)))
    return out


# (conv21) "11 of us not 12", "£40 not 50", "from the cold feed not the boiler": a "not" after a value or a noun, with a
# short phrase after it closing the clause, takes back that phrase only; the clause before it is affirmed. Not after a
# verb that it denies ("is not", "he's not": turn_marks.NOT_AFTER, the words fluent() reads alike), nor before a word that makes it qualify ("not yet",
# "not sure", "not to"), nor an "or not" / "if not" / "why not".
# (conv23) the phrase may end on whose word it was ("£32 a month not 35 like u said", "not Friday as I thought")
_CONTRAST = re.compile(r"^(?P<head>.*?[\w%)])\s+not\s+(?P<tail>(?:the\s+|a\s+|an\s+|my\s+|our\s+)?[^\s,;]+(?:\s+[^\s,;]+){0,2}?)"
                       r"(?:\s+(?:like|as)\s+(?:u|you|i|we|he|she|they|[A-Z][a-z]+)\s+(?:said|say|thought|think|wrote|put|had\s+it))?"
                       r"\s*[.!]?\s*$", re.IGNORECASE)
_QUALIFIES = frozenset("""to yet sure only just really quite too very so that much enough even always all at in on for by
    bad good great likely necessarily exactly entirely fully ever once now any anymore again""".split())


def _contrasted(part: str) -> tuple[str, str] | None:
    """`part` split at a contrastive "not" (`_CONTRAST`): the affirmed head and the phrase taken back, or None."""
    m = _CONTRAST.match(part.strip())
    if not m or negated(m.group("head")):
        return None
    before = re.findall(r"[a-z0-9]+", m.group("head").lower())[-1:]
    tail = words_of(m.group("tail"))
    if not before or not tail or before[0] in NOT_AFTER or tail[0] in _QUALIFIES:
        return None
    return m.group("head"), m.group("tail")


def _split_contrast(part: str, start: int, found: list[Value] | tuple[Value, ...]) -> list[tuple[str, bool, int, int]]:
    """A clause as (text, negated, start, end) pieces: the whole clause, or its affirmed head and, in place of what the
    head affirms (its last value, else as many last words as the phrase taken back has), that phrase denied."""
    split = _contrasted(part)
    if split is None:
        return [(part, negated(part), start, start + len(part))]
    head, tail = split
    head_at = start + part.find(head)
    tail_at = start + part.rfind(tail)
    inside = [v for v in found if head_at <= v.start and v.end <= head_at + len(head)]
    if inside:
        lead = head[:inside[-1].start - head_at]
    else:
        words = head.split()
        lead = " ".join(words[:-max(1, len(words_of(re.sub(r"^(?:the|a|an|my|our)\s+", "", tail, flags=re.IGNORECASE))))])
    return [(head, False, head_at, head_at + len(head)), (f"{lead.strip()} not {tail}".strip(), True, tail_at, tail_at + len(tail))]


def _after_comma(before: str, part: str) -> str | None:
    """(conv25) A clause that is only "not" and a short phrase after a comma ("the match is now away, not home") takes
    back that phrase of the clause before it, as "away not home" would (`_contrasted`): that clause, its last words in
    place of the phrase, denied ("not home; the match is now"), read beside the clause as written; None for any other
    clause."""
    m = re.match(r"\s*not\s+([^\d\s.!]+(?:\s+[^\d\s.!]+){0,2}?)\s*[.!]?\s*$", part, re.IGNORECASE)  # a value: values/ reads it
    split = _contrasted(f"{before.strip()} not {m.group(1)}") if m and before.strip() else None
    if split is None:
        return None
    words, taken = split[0].split(), words_of(re.sub(r"^(?:the|a|an|my|our)\s+", "", split[1], flags=re.IGNORECASE))
    return f"not {split[1]}; {' '.join(words[:-max(1, len(taken))])}"  # the phrase first, as the clause written opens


def clauses(text: str) -> tuple[Clause, ...]:
    """Sentences split into clauses, each with its values (read on the whole sentence, so a
    comma inside "80,000" never splits a value) and the names a pronoun in it may stand for.
    In a log record, each clause of the message carries the record's key (record_key)."""
    out: list[Clause] = []
    last_names: frozenset[str] = frozenset()
    for i, sentence in enumerate(s for s in _SENTENCE.split(prepare(text)) if s.strip()):
        sentence = sentence.strip()
        found = tv.extract(sentence)
        found += date_parts(found) + tuple(url_ports(found))
        sw = set(words_of(sentence))
        names = frozenset(w for m in _NAME.finditer(sentence) for w in words_of(m.group()) if m.start() > 0 or len(m.group().split()) > 1)
        inherited = last_names if sw & _PRONOUNS else frozenset()
        key_end = record_key(sentence, found)
        key = sentence[:key_end].strip()
        key_values = tuple(v for v in found if v.end <= key_end)
        pos, prev = key_end, ""
        for part in _CLAUSE.split(sentence[key_end:]):
            if not part:
                continue
            start = sentence.find(part, pos)
            end = start + len(part)
            pos = end
            if not part.strip(" .!?"):
                continue
            part_of, prev = _after_comma(prev, part), part
            pieces = _split_contrast(part, start, found) + ([(part_of, True, start, end)] if part_of else [])
            for piece, denied, a, b in pieces:
                vals = key_values + tuple(v for v in found if v.start < b and v.end > a)
                out.append(Clause(i, f"{key} {piece.strip()}" if key else piece.strip(), denied, inherited, vals))
        if names - {"the", "a", "an", "in", "on", "of"}:
            last_names = names
    return tuple(out)


anchor_patterns(globals())  # each pattern above behind its anchors (prefilter.py): the same answers, most skipped cheaply
