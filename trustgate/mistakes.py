"""A value said as the correction of a source's mistake: "Hallam's leaflet said a large veg box was £18, but that was a
misprint and it's actually £20" says the box is £20; the £18 is the value taken back.

Contract. `mistake_corrected(text)` returns `text`, or the statement the correction amounts to: the reported clause
("a large veg box was £18") with its last value replaced by the first value after "actually" / "in fact" / "really"
in the correcting clause, its source kept as written ("Hallam's leaflet said a large veg box was £20."), or the correcting clause itself where it names its own subject
("..., but that was an error: the deposit is actually £50" -> "The deposit is £50."). Shapes not read: a correction
with no "but that/this/it was a mistake" (or misprint, typo, error, mix-up), one without "actually" / "in fact" /
"really" or a value after it, a reported clause with no value; each is left as written.

Why: the slot reader takes a sentence's values as what it says. The mistaken value is said first, so the sentence
would restate the old fact (a duplicate) and the new value would be lost, or the frame ("the salon's price list
showed") read as the subject.
"""

from __future__ import annotations

import re

from .text import may_say
from .values import extract

__all__ = ["mistake_corrected"]

_MISTAKE = re.compile(
    r"^(?P<said>.+?),?\s+but\s+(?:that|this|it)\s+(?:was|is|turned\s+out\s+to\s+be)\s+(?:a|an)\s+(?:[a-z]+\s+)?"
    r"(?:mistake|misprint|typo|error|mix-up|misunderstanding)(?:\s+on\s+(?:their|our|its|his|her|my)\s+part)?"
    r"(?:\s*[:;,–—-]\s*|\s+and\s+)(?P<fix>.+?)(?P<end>[.!?]?)$", re.IGNORECASE)
# what the source said: the clause after its verb of saying ("said", "showed ... at", "listed")
_SAID = re.compile(r"\b(?:said|says|showed|shows|listed|lists|stated|states|gave|gives|printed|quoted|put|had|has|claimed|"
                   r"claims|read|reads)\s+(?:that\s+)?(?P<content>.+)$", re.IGNORECASE)
_ACTUALLY = re.compile(r"\b(?:actually|in\s+fact|really|in\s+reality)\b,?\s*", re.IGNORECASE)
_PRONOUN_SUBJECT = re.compile(r"^(?:it|they|this|that|these|those)\b", re.IGNORECASE)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def mistake_corrected(text: str) -> str:
    """The statement a correction of a mistake amounts to (see the module docstring)."""
    if not may_say(text, "mistake", "misprint", "typo", "error", "mix-up", "misunderstanding"):
        return text
    m = _MISTAKE.match(text.strip())
    if not m:
        return text
    fix, end = m.group("fix"), m.group("end") or "."
    actually = _ACTUALLY.search(fix)
    if not actually:
        return text
    new = extract(fix[actually.end():], often=True)
    if not new:
        return text
    if not _PRONOUN_SUBJECT.match(fix):  # ("... but that was an error: the deposit is actually £50")
        return _capital(fix[:actually.start()] + fix[actually.end():]) + end
    said = _SAID.search(m.group("said"))
    old = extract(said.group("content"), often=True) if said else []
    if not old:
        return text
    at, last, value = said.start("content"), old[-1], new[0]  # type: ignore[union-attr]
    start = actually.end() + value.start
    return m.group("said")[:at + last.start] + fix[start:actually.end() + value.end] + m.group("said")[at + last.end:] + end
