"""Quotations in a text: which are reported speech, which are a record's field values, which a formula's arguments.

Contract: `reported(text, start, end, cues, window)` says whether text[start:end] lies inside a quotation a reporting
word introduces; `reported_blanked` blanks those quotations; `unquoted` blanks every quotation except a record's prose
field values and a spreadsheet formula's string arguments (what a reader is shown); `title_case` says whether a match
reads as a title. Moved out of screening.py (sec20) with no change of behaviour.
"""

from __future__ import annotations

import re

from .passages import words_around

# (sec15) and the German marks that open low: „...“ and ‚...‘
_QUOTED = re.compile(r"\"[^\"\n]{1,400}\"|\u201c[^\u201d]{1,400}\u201d|\u00ab[^\u00bb]{1,400}\u00bb|\u2018[^\u2019']{1,400}['\u2019]"
                     r"|\u201e[^\u201c\u201d]{1,400}[\u201c\u201d]|\u201a[^\u2018\u2019]{1,400}[\u2018\u2019]"
                     r"|(?<!\w)'(?:[^']|(?<=\w)'(?=\w)){1,400}'(?!\w)")


# a quoted key and a colon right before a quotation: the quotation is a field's value in a record (JSON, YAML, a dict)
_JSON_KEY = re.compile(r"[\"'][\w .-]{1,40}[\"']\s*:\s*$")


def reported(text: str, start: int, end: int, cues: re.Pattern[str], window: int) -> bool:
    """Whether text[start:end] lies inside a quotation that a reporting word introduces
    (within `window` words before the opening quote or after the closing one)."""
    for q in _QUOTED.finditer(text):
        if q.start() <= start and end <= q.end():
            if _JSON_KEY.search(text[max(0, q.start() - 60):q.start()]):  # a field's value in a record is its content, not a quotation
                return False
            before, after = words_around(text, q.start(), q.end(), window)
            return bool(cues.search(before) or cues.search(after))
    return False


def reported_blanked(text: str, cues: re.Pattern[str], window: int) -> str:
    """(sec15) The text with each quotation that a reporting word introduces blanked (see `reported`): what tongues.py reads,
    which has no reading of quotations of its own outside Chinese and Japanese brackets."""
    return _QUOTED.sub(lambda q: " " if reported(text, q.start(), q.end(), cues, window) else q.group(0), text)


# the keys whose values are prose for a reader (a note, a message, a comment), not a machine's setting ("action": "turn on ...")
_PROSE_KEY = re.compile(r"[\"'](?:[\w -]*[ _-])?(?:notes?|messages?|msg|comments?|description|desc|text|content|body|summary|memo|hints?|"
                        r"instructions?|remarks?|reason|details|info|tips?|system|prompt|assistant|ai|agent|reply|response|answer|output|"
                        r"result|snippet|excerpt|status_text)[\"']\s*:\s*$", re.IGNORECASE)


# (sec16) a spreadsheet formula, and the place of an argument in it: '=IF(C4>0, "...", "")'
_FORMULA = re.compile(r"^\s*[=+@]\s*[A-Za-z][\w.]*\s*\(")
_ARGUMENT_START = re.compile(r"[(,;&]\s*$")


def unquoted(text: str) -> str:
    """The text with its quotations blanked (reported speech, titles), except a record's prose field values (`"note":
    "..."`, `"message": "..."`), which are the record's content: each is set on a line of its own, so its sentence is read
    like any other (sec10). A setting's value ("action": "turn on the porch lights") stays blank. (sec16) So are a
    spreadsheet formula's string arguments: what the cell shows."""
    formula = _FORMULA.match(text) is not None
    return _QUOTED.sub(lambda q: f"\n{q.group(0)[1:-1]}\n" if _PROSE_KEY.search(text[max(0, q.start() - 60):q.start()])
                       or (formula and _ARGUMENT_START.search(text, max(0, q.start() - 8), q.start())) else " ", text)


def title_case(matched: str) -> bool:
    """"I Want It That Way": every word capitalised (and not all capitals) reads as a title."""
    words = matched.split()
    return len(words) > 1 and all(w[:1].isupper() for w in words) and not matched.isupper()
