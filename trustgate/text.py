"""Text features shared by the conflict and grounding stages.

- `trigrams` / `words`: the sets the two lexical similarity signals compare (character
  trigrams of the normalised text; meaning-bearing words, stop words removed, crudely
  stemmed so "limits" and "limit" agree).
- `normalise`, `tokens`, `stem`, `jaccard`, month names and stop words for the other modules.
What a claim asserts (its typed values) is `values/`'s; what it is about is `slots.py`'s.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

STOP_WORDS = frozenset(
    """a an the and or but if then than that this these those there here of in on at to for from by with
    without into onto over under about as is are was were be been being am has have had having do does did
    doing done it its it's they them their theirs he him his she her hers we us our ours you your yours i me my
    mine what which who whom whose when where why how all any both each few more most other some such only own
    same so too very can will just should would could may might must shall also now currently still yet per
    via each every up down out off again further once here s t d ll re ve m o y ain not no nor never""".split()
)
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


# an age group ("under-7s", "the under-sevens", "over-60s"): one word, its number in digits
_COUNTS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen " \
    "eighteen nineteen twenty".split()
AGE_GROUP = re.compile(rf"(?i)(under|over)-(\d{{1,2}}|{'|'.join(_COUNTS)})(?:'?s)?")


def age_number(n: str) -> int:
    """The number of an age group's match, in digits ("7" or "seven": 7)."""
    return int(n) if n.isdigit() else _COUNTS.index(n.lower()) + 1


_WORD = re.compile(r"[0-9a-z]+(?:['.][0-9a-z]+)*")


def tokens(text: str) -> list[str]:
    """Lower-case word tokens; possessive 's dropped, dotted forms (v2.3, example.com) kept whole."""
    return _WORD.findall(re.sub(r"['’]s\b", "", normalise(text).lower()))


def words(text: str) -> frozenset[str]:
    """Meaning-bearing words: stop words removed, stemmed."""
    return frozenset(stem(t) for t in tokens(text) if t not in STOP_WORDS)


def speaks_of_user(text: str) -> bool:
    """Does the text speak of the user, in their own words ("I live in Utrecht") or an assistant's ("The user drives
    a Corolla")? A cheap test on the words alone, for proposing stored facts to compare: what a sentence is about is
    decided later, by its reading (sentence.py: "I" before the verb and "the user" are one subject)."""
    toks = tokens(text)
    return "i" in toks or any(a == "the" and b == "user" for a, b in zip(toks, toks[1:]))


def may_say(text: str, *needles: str) -> bool:
    """Whether `text` holds one of `needles` (lower-case letters or signs) in any case: a test a pattern that spells one
    of them in every match must pass before it can match, so the pattern is tried only when it might (issue 19). Never
    false where the pattern could match, case-blind or not: the two letters re.IGNORECASE takes for "i" and "s" without
    lowering to them ("ı", "ſ") always pass."""
    low = text.lower()
    for n in needles:  # (a loop, not any() over a generator: asked tens of times of every sentence read)
        if n in low:
            return True
    return "ı" in text or "ſ" in text


def jaccard(a: frozenset | set, b: frozenset | set) -> float:
    if not a and not b:
        return 1.0
    union = len(a | b)
    return len(a & b) / union if union else 0.0


# ---------------------------------------------------------------- values
