"""Text features shared by the conflict and grounding stages.

- `trigrams` / `words`: the sets the two lexical similarity signals compare (character
  trigrams of the normalised text; meaning-bearing words, stop words removed, crudely
  stemmed so "limits" and "limit" agree).
- `values`: what a claim asserts beyond its wording: numbers (digits or words, "twice"),
  dates and times in common formats, proper names and identifiers, states from antonym
  pairs (enabled / disabled) and polarity (negation). Two similar texts with equal values
  say the same thing; a value present in each but different in each is a contradiction.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

STOP_WORDS = frozenset(
    """a an the and or but if then than that this these those there here of in on at to for from by with
    without into onto over under about as is are was were be been being am has have had having do does did
    doing done it its it's they them their theirs he him his she her hers we us our ours you your yours i me my
    mine what which who whom whose when where why how all any both each few more most other some such only own
    same so too very can will just should would could may might must shall also now currently still yet per
    via each every up down out off again further once here s t d ll re ve m o y ain not no nor never""".split()
)
NEGATIONS = frozenset("not no never none nobody nothing neither nor cannot isn't aren't wasn't weren't doesn't don't didn't won't can't hasn't haven't hadn't shouldn't wouldn't couldn't".split())

ANTONYM_PAIRS = [
    ("enabled", "disabled"), ("enable", "disable"), ("true", "false"), ("open", "closed"), ("opens", "closes"),
    ("allowed", "forbidden"), ("allowed", "blocked"), ("public", "private"), ("active", "inactive"),
    ("online", "offline"), ("available", "unavailable"), ("required", "optional"), ("supported", "unsupported"),
    ("passed", "failed"), ("won", "lost"), ("increase", "decrease"), ("increased", "decreased"), ("before", "after"),
    ("above", "below"), ("accepted", "rejected"), ("approved", "denied"), ("valid", "invalid"),
    ("included", "excluded"), ("mandatory", "optional"), ("encrypted", "unencrypted"), ("synchronous", "asynchronous"),
    ("internal", "external"), ("minimum", "maximum"), ("earliest", "latest"), ("larger", "smaller"), ("higher", "lower"),
    ("fewer", "more"), ("started", "ended"),
    ("deprecated", "recommended"), ("married", "divorced"), ("alive", "dead"), ("present", "absent"),
]
_STATE = {}
for _i, (_a, _b) in enumerate(ANTONYM_PAIRS):
    _STATE.setdefault(_a, []).append((_i, 0))
    _STATE.setdefault(_b, []).append((_i, 1))

UNITS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
         "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
         "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "a dozen": 12, "dozen": 12, "twice": 2,
         "thrice": 3, "double": 2, "triple": 3, "half": 0.5, "single": 1}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
ORDINALS = {"first": 1, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
            "eleventh": 11, "twelfth": 12, "twentieth": 20, "hundredth": 100}
MONTHS = {m: i + 1 for i, m in enumerate("january february march april may june july august september october november december".split())}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
WEEKDAYS = {d: i for i, d in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())}

_INVISIBLE = {**dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None), ord("\u2019"): "'"}


def normalise(text: str) -> str:
    """NFKC, invisible characters removed, curly apostrophes straightened, whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).translate(_INVISIBLE).split())


def _fold(text: str) -> str:
    return re.sub(r"[^0-9a-z]+", " ", normalise(text).lower()).strip()


def trigrams(text: str) -> frozenset[str]:
    padded = f" {_fold(text)} "
    return frozenset(padded[i : i + 3] for i in range(len(padded) - 2)) if len(padded) > 2 else frozenset()


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    w = word.lower().replace("'", "")
    for suffix, repl, min_len in (("ies", "y", 5), ("ing", "", 6), ("ed", "", 5), ("es", "", 5), ("s", "", 4)):
        if len(w) >= min_len and w.endswith(suffix) and not w.endswith("ss"):
            return w[: -len(suffix)] + repl
    return w


_WORD = re.compile(r"[0-9a-z]+(?:['.][0-9a-z]+)*")


def tokens(text: str) -> list[str]:
    """Lower-case word tokens; possessive 's dropped, dotted forms (v2.3, example.com) kept whole."""
    return _WORD.findall(re.sub(r"['’]s\b", "", normalise(text).lower()))


def words(text: str) -> frozenset[str]:
    """Meaning-bearing words: stop words removed, stemmed."""
    return frozenset(stem(t) for t in tokens(text) if t not in STOP_WORDS)


def jaccard(a: frozenset | set, b: frozenset | set) -> float:
    if not a and not b:
        return 1.0
    union = len(a | b)
    return len(a & b) / union if union else 0.0


# ---------------------------------------------------------------- values

def _num(text: str) -> str:
    value = float(text.replace(",", "").replace("_", ""))
    return str(int(value)) if value.is_integer() else repr(round(value, 6))


_DATE_PATTERNS = [
    (re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b"), ("y", "m", "d")),
    (re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b"), ("m", "d", "y")),
    (re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([A-Za-z]{3,9})\.?,? (\d{4})\b"), ("d", "M", "y")),
    (re.compile(r"\b([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b"), ("M", "d", "y")),
    (re.compile(r"\b([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?\b"), ("M", "d")),
    (re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([A-Za-z]{3,9})\b"), ("d", "M")),
    (re.compile(r"\b([A-Za-z]{3,9}),? (\d{4})\b"), ("M", "y")),
]
_TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\b|\b(\d{1,2}):(\d{2})(?::\d{2})?\b", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.])[-+]?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:st|nd|rd|th|k|%|x)?(?![\w])|\b\d+(?:\.\d+)?(?=[a-zA-Z]+\b)")
_NUMWORD = "|".join(sorted([k for k in UNITS if " " not in k] + list(SCALES), key=len, reverse=True))
_NUMBER_WORDS = re.compile(
    rf"\b(?:a dozen|(?:{_NUMWORD})(?:(?:[\s-]+|\s+and\s+)(?:{_NUMWORD}))*|" + "|".join(ORDINALS) + r")\b",
    re.IGNORECASE,
)
_NAME = re.compile(r"(?<![\w'])([A-Z][\w'.-]*[\w]|[A-Z])|\b(\w*[0-9]\w*(?:[.-]\w+)*|\w+_\w+|\w+\.\w+(?:\.\w+)*)\b|`([^`]+)`")


def _words_to_number(phrase: str) -> float | None:
    parts = phrase.lower().replace("-", " ").split()
    if parts and parts[0] == "a":
        parts = parts[1:] or ["one"]
        if parts[0] in SCALES:
            parts = ["one"] + parts
    if len(parts) == 1 and parts[0] in ORDINALS:
        return ORDINALS[parts[0]]
    total, current = 0.0, 0.0
    for p in parts:
        if p in UNITS:
            current += UNITS[p]
        elif p == "dozen":
            current = (current or 1) * 12
        elif p in SCALES:
            current = (current or 1) * SCALES[p]
            if SCALES[p] > 100:
                total, current = total + current, 0.0
        else:
            return None
    return total + current


@dataclass(frozen=True)
class Values:
    numbers: frozenset[str] = field(default_factory=frozenset)
    dates: frozenset[str] = field(default_factory=frozenset)
    times: frozenset[str] = field(default_factory=frozenset)
    names: frozenset[str] = field(default_factory=frozenset)
    states: frozenset[tuple[int, int]] = field(default_factory=frozenset)
    negated: bool = False
    initial: frozenset[str] = field(default_factory=frozenset)  # capitalised only by position


@lru_cache(maxsize=65536)
def values(text: str) -> Values:
    text = normalise(text)
    taken: list[tuple[int, int]] = []

    def free(m: re.Match) -> bool:
        return all(m.end() <= s or m.start() >= e for s, e in taken)

    dates, times, numbers = set(), set(), set()
    for pattern, order in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if not free(m):
                continue
            parts = dict(zip(order, m.groups()))
            month = MONTHS.get(parts.get("M", "").lower().rstrip("."), None) if "M" in parts else int(parts["m"])
            if month is None or not 1 <= month <= 12:
                continue
            day = int(parts["d"]) if "d" in parts else None
            if day is not None and not 1 <= day <= 31:
                continue
            year = parts.get("y")
            dates.add("-".join(x for x in (year, f"{month:02d}", f"{day:02d}" if day else None) if x) if year else f"--{month:02d}" + (f"-{day:02d}" if day else ""))
            taken.append(m.span())
    for m in _TIME.finditer(text):
        if not free(m):
            continue
        if m.group(3):
            hour = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0)
            minute = int(m.group(2) or 0)
        else:
            hour, minute = int(m.group(4)), int(m.group(5))
        if hour < 24 and minute < 60:
            times.add(f"{hour:02d}:{minute:02d}")
            taken.append(m.span())
    for m in _NUMBER.finditer(text):
        if free(m):
            digits = re.search(r"\d[\d,]*(?:\.\d+)?", m.group(0))
            if digits:
                numbers.add(_num(digits.group(0)))
                taken.append(m.span())
    for m in _NUMBER_WORDS.finditer(text):
        if free(m) and m.group(0).lower() != "one":  # a lone "one" is mostly a pronoun ("one of", "no one")
            n = _words_to_number(m.group(0))
            if n is not None:
                numbers.add(_num(str(n)))
    names, initial = set(), set()
    sentence_start = {0} | {m.end() for m in re.finditer(r"[.!?:]\s+|^\W+", text)}
    for m in _NAME.finditer(text):
        token = re.sub(r"['’]s$", "", (m.group(1) or m.group(2) or m.group(3) or "").strip(".'-").lower())
        if not token or token in STOP_WORDS or token in NEGATIONS:
            continue
        if m.group(1) and (token in MONTHS or token in WEEKDAYS) and not free(m):
            continue
        if m.group(2) and (re.fullmatch(r"[\d.,]+[a-z]{0,3}", token) or not free(m)):
            continue
        if m.group(1) and m.start() in sentence_start:
            initial.add(token)
            continue
        names.add(token)
    low = tokens(text)
    negated = any(t in NEGATIONS or t.endswith("n't") for t in low)  # presence, not parity: "could not ... no space" is one denial
    states = frozenset(s for t in low for s in _STATE.get(t, ()))
    return Values(frozenset(numbers), frozenset(dates), frozenset(times), frozenset(names), states, negated, frozenset(initial))


VALUE_WORDS = frozenset(stem(w) for w in [*_STATE, *MONTHS, *WEEKDAYS, *UNITS, *SCALES, *ORDINALS, "am", "pm"])


def _dates_agree(a: frozenset[str], b: frozenset[str]) -> tuple[set, set]:
    only_a = {x for x in a if not any(x.startswith(y) or y.startswith(x) or x.endswith(y.lstrip("-")) or y.endswith(x.lstrip("-")) for y in b)}
    only_b = {y for y in b if not any(x.startswith(y) or y.startswith(x) or x.endswith(y.lstrip("-")) or y.endswith(x.lstrip("-")) for x in a)}
    return only_a, only_b


def value_differences(a: str, b: str) -> list[dict]:
    """Where two texts assert different values: a value of one kind present in each text but
    different in each (a substitution), a state flipped, or opposite polarity. Extra detail
    present in only one text is not a difference."""
    va, vb = values(a), values(b)
    out = []
    if va.negated != vb.negated:
        out.append({"kind": "negation", "candidate": va.negated, "fact": vb.negated})
    for kind in ("numbers", "times"):
        sa, sb = getattr(va, kind), getattr(vb, kind)
        if sa - sb and sb - sa:
            out.append({"kind": kind, "candidate": sorted(sa - sb), "fact": sorted(sb - sa)})
    # a name is missing from the other text only if none of its words occur there at all;
    # a capitalised sentence opener counts only against the other text's opener
    ta, tb = set(tokens(a)), set(tokens(b))
    na = {n for n in va.names if not set(tokens(n)) <= tb} | {n for n in va.initial if n not in tb and vb.initial - ta}
    nb = {n for n in vb.names if not set(tokens(n)) <= ta} | {n for n in vb.initial if n not in ta and va.initial - tb}
    if na and nb:
        out.append({"kind": "names", "candidate": sorted(na), "fact": sorted(nb)})
    da, db = _dates_agree(va.dates, vb.dates)
    if da and db:
        out.append({"kind": "dates", "candidate": sorted(da), "fact": sorted(db)})
    pairs_a = {p for p, _ in va.states}
    flipped = sorted(p for p in pairs_a if {s for q, s in va.states if q == p} != {s for q, s in vb.states if q == p} and any(q == p for q, _ in vb.states))
    if flipped:
        out.append({"kind": "state", "candidate": [ANTONYM_PAIRS[p][s] for p, s in va.states if p in flipped], "fact": [ANTONYM_PAIRS[p][s] for p, s in vb.states if p in flipped]})
    return out
