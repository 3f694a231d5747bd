"""Lines of another chat pasted into a user's turn: a group chat's lines ("[Tue 14:02] Aunt Rosa: I can host at the
farm"), a forwarded message ("> From Dana: PackRight quoted £1,850 ...").

Contract. `as_said(name, text)` returns the line as said of its speaker: the speaker's first person written as their
name ("I'll run the first leg, I'm doing 5 km" from Kasia -> "Kasia will run the first leg, Kasia is doing 5 km."),
a line that opens without a subject ("Can't do drinks") given the name as its subject, a name of two words kept
before it ("Cousin Theo wrote: Theo will bring desserts"), and a full stop closing it.
`forwarded(line)` returns (the name, the text) of a quoted line that opens "> From <name>: ...", (None, the text) for
another quoted line ("> ..."), or None for a line that is no quote.

Why: in a pasted group chat or a forwarded message, "I" is whoever wrote the line, not the user who pasted it.
Read as the user's own words, another person's leg of a relay or drive from Leeds becomes the user's.
"""

from __future__ import annotations

import re

_FORMS = [(re.compile(r"\bI'm\b|\bI\s+am\b", re.IGNORECASE), "{} is"), (re.compile(r"\bI've\b", re.IGNORECASE), "{} has"),
          (re.compile(r"\bI'll\b", re.IGNORECASE), "{} will"), (re.compile(r"\bI'd\b", re.IGNORECASE), "{} would"),
          (re.compile(r"\bI\b"), "{}"), (re.compile(r"\bmy\b", re.IGNORECASE), "{}'s"),
          (re.compile(r"\bmine\b", re.IGNORECASE), "{}'s"), (re.compile(r"\bme\b", re.IGNORECASE), "{}")]
# a line that opens with its verb ("Can't do drinks", "Will bring desserts", "Happy to drive")
_NO_SUBJECT = re.compile(r"^(?:can't|cannot|can|won't|will|could|couldn't|should|am|was|happy|going|bringing|doing|driving)\b",
                         re.IGNORECASE)
_QUOTE = re.compile(r"^\s*>\s*(?:(?:from|fwd|forwarded\s+from)\s*:?\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?)\s*:\s*)?(.*)$",
                    re.IGNORECASE)


def as_said(name: str, text: str) -> str:
    """The line with its speaker's first person written as the speaker's name (see the module)."""
    who = name.strip().split()[-1]
    out = text.strip()
    for pattern, form in _FORMS:
        out = pattern.sub(form.format(who), out)
    if _NO_SUBJECT.match(out):
        out = f"{who} {out[0].lower()}{out[1:]}"
    if who != name.strip():  # the writer's whole name kept ("Cousin Theo wrote: Theo will bring desserts")
        out = f"{name.strip()} wrote: {out}"
    return out if re.search(r"[.!?]$", out) else out + "."


def forwarded(line: str) -> tuple[str | None, str] | None:
    """(the name, the text) of a quoted line (see the module); None for a line that is no quote."""
    m = _QUOTE.match(line)
    return (m.group(1), m.group(2)) if m else None
