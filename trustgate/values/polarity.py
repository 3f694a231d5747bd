"""States read out of text with their polarity per clause ("is not enabled", "never closes", "turned off"): the
lexicon's words, negated by a "not" in their own clause only, and the rule file's multi-word phrases."""

from __future__ import annotations

import re

from .model import COLOUR_AXIS, SHADES, Lexicon, _GUARDED
from .phrases import phrase_pattern
from .scan import Scan


_CLAUSE_BREAK = re.compile(r"[,;:.!?()\[\]{}|]|\b(?:but|while|whereas|although|though|however|except)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)?")
_NEGATION = frozenset("not never cannot".split())
_PREPOSITIONS = frozenset("on off up down".split())
_AFTER_STATE = frozenset("since for until till again now today yesterday tonight already at in and or as across "
                         "everywhere globally overnight".split())
_COPULA = frozenset("is are was were be been being am stays stay remains remain went goes go turned "
                    "switched set gone come came comes now currently still appears seems became becomes".split())


def _in_compound(text: str, start: int, end: int) -> bool:
    """The word at [start, end) is joined by a hyphen to a letter or digit on either side."""
    return (start >= 2 and text[start - 1] == "-" and text[start - 2].isalnum()) or (
        end + 1 < len(text) and text[end] == "-" and text[end + 1].isalnum())


def states(scan: Scan, lexicon: Lexicon, whole_cell: bool = False) -> None:
    text = scan.text
    table = lexicon.lookup()
    if not any(w.lower() in table for w in _WORD.findall(text)):
        return
    bounds = [0, *(x for m in _CLAUSE_BREAK.finditer(text) for x in (m.start(), m.end())), len(text)]
    for c_start, c_end in zip(bounds[::2], bounds[1::2]):
        words = list(_WORD.finditer(text, c_start, c_end))
        for i, w in enumerate(words):
            word = w.group().lower()
            if word not in table or _in_compound(text, w.start(), w.end()):
                continue  # ("Guest-Open", "on-call": one word that names something, not a state)
            if word in _GUARDED:
                before = words[i - 1].group().lower() if i else ""
                lead = text[max(c_start - 1, 0):c_start] if i == 0 else ""
                last = not re.search(r"\w", text[w.end():c_end])
                after = words[i + 1].group().lower() if i + 1 < len(words) else ""
                if not (whole_cell and len(words) == 1) and not (
                    before in _COPULA or before in _NEGATION or before.endswith("n't") or lead in (":", "=")
                    or (before == "longer" and i > 1 and words[i - 2].group().lower() == "no")
                    or (i == 0 and c_start > 0 and text[c_start - 1] in ":=") or last
                ):
                    continue
                if word in ("yes", "no") and not (len(words) == 1 and (whole_cell or lead in (":", "=")
                                                                        or (c_start > 0 and text[c_start - 1] in ":="))):
                    continue  # "no errors", "yes, we did": a determiner or an answer, not a state
                if word in _PREPOSITIONS and not last and after not in _AFTER_STATE:
                    continue  # "is on the list", "are on iOS": a preposition; "is down since 9am": a state
                if table[word][0] == COLOUR_AXIS and before in SHADES:
                    continue  # "painted dark blue": a colour's shade, not a status
            axis, polarity = table[word]
            polarity, first = _negated(words[:i], polarity, w.start())
            if scan.free(first, w.end()):
                scan.add("state", (axis, polarity), first, w.end())


def _negated(before: list[re.Match[str]], polarity: object, start: int) -> tuple[object, int]:
    """A state's polarity and where it starts, turned round by a negation within three words `before` it in its clause
    ("not enabled", "isn't in stock", "no longer on the menu"); a state of more than two sides keeps its name."""
    for j in range(len(before) - 1, max(len(before) - 4, -1), -1):
        prior = before[j].group().lower().replace("’", "'")
        if prior in _NEGATION or prior.endswith("n't") or (
                prior == "longer" and j and before[j - 1].group().lower() == "no"):
            if isinstance(polarity, bool):
                polarity = not polarity
            return polarity, before[j - 1].start() if prior == "longer" else before[j].start()
    return polarity, start


def phrase_states(scan: Scan, lexicon: Lexicon) -> None:
    """States told as phrases ("is out of stock", "has been sold", "is under offer": values/phrases.py), read before
    any other recogniser, so "24/7" is no ratio and "open 24 hours" no length of time."""
    pattern, states, anchors = phrase_pattern(lexicon.pairs)
    text, table = scan.text, lexicon.lookup()
    low = text.lower()
    if not any(a in low for a in anchors):
        return
    for m in pattern.finditer(text):
        if not scan.free(*m.span()):
            continue
        axis, polarity = states[int(m.lastgroup[1:])]  # type: ignore[index]
        clause = max((b.end() for b in _CLAUSE_BREAK.finditer(text, 0, m.start())), default=0)
        before = list(_WORD.finditer(text, clause, m.start()))
        polarity, first = _negated(before, polarity, m.start())
        if any(w.start() >= first and w.group().lower() in table for w in before):
            first = m.start()  # "no longer open round the clock": the negation is the word's too ("open" read on its own)
        if scan.free(first, m.end()):
            scan.add("state", (axis, polarity), first, m.end())
