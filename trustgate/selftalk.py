"""The agent talking about itself: whether a self_reference match is the writer speaking as an AI, or a description.

Contract: `speaks_as_itself(text, start)` is True when the match at `start` opens its sentence ("As an AI, the figures
look fine") or its sentence holds the first person ("the deploy looked fine to me, as an assistant"). A role named in a
description has neither: "She worked as an assistant at the clinic", "jailbreaks ask the model to stay in character as
an assistant without rules" (sec17).

Why here and not in screening.py: it is a reading of who speaks in a sentence, a small check of its own, and
screening.py is at its size limit.
"""

from __future__ import annotations

import re

_FIRST_PERSON = re.compile(r"\b(?:I|me|my|mine|myself)\b|\bI['\u2019](?:m|ve|d|ll)\b")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\n])[\s\"'\u201c\u2018(\[*_-]*$")
_SENTENCE_END = re.compile(r"[.!?\n]")


def speaks_as_itself(text: str, start: int) -> bool:
    """Whether the match at `start` opens its sentence or shares it with the first person."""
    if _SENTENCE_START.search(text, 0, start) is not None:
        return True
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    end = m.start() if (m := _SENTENCE_END.search(text, start)) else len(text)
    return _FIRST_PERSON.search(text[begin:end]) is not None
