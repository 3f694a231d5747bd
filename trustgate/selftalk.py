"""The agent talking about itself: whether a self_reference match is the writer speaking as an AI, or a description.

Contract: `speaks_as_itself(text, start, end, users_own)` is True when the match at `start` opens its sentence ("As an AI,
the figures look fine") or its sentence holds the first person ("the deploy looked fine to me, as an assistant"). A role
named in a description has neither: "She worked as an assistant at the clinic", "jailbreaks ask the model to stay in
character as an assistant without rules" (sec17). Not the agent either: (sec26) the user's own "I want you to ...", and
(sec27) the user's own wish that risks nothing ("I want all my notes dated"; `users_own`: a kind that speaks for the user), and
a first person on a line a speaker label gives to someone other than an assistant ("Requester wrote: I think ...",
"Customer: I hope ..."); an "Assistant:" or "AI:" label stays the agent's.

Why here and not in screening.py: it is a reading of who speaks in a sentence, a small check of its own, and
screening.py is at its size limit.
"""

from __future__ import annotations

import re

from .marks import STAKES, UNCHECKED

_FIRST_PERSON = re.compile(r"\b(?:I|me|my|mine|myself)\b|\bI['\u2019](?:m|ve|d|ll)\b")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\n])[\s\"'\u201c\u2018(\[*_-]*$")
_SENTENCE_END = re.compile(r"[.!?\n]")
_TO_YOU = re.compile(r"\s+you\b", re.IGNORECASE)  # (sec26) "I want | you to ...": the user asking the assistant
_WISH = re.compile(r"(?i)\bI (?:want|wish|hope)\b")
# (sec27) who speaks from here on: "Requester wrote:", "Customer (Ana):", "> Dana said:" (a speech verb, or a person's
# role: a label like "Note:" or "Status:" names no speaker); the last one before a match on its line (or, in a text whose
# lines were joined, before it) says whose the first person is
_SPEAKER = re.compile(r"(?<![\w'\u2019])(?P<who>[A-Z][\w.'\u2019()#-]*(?: [\w.'\u2019()#-]+){0,3}?)\s*"
                      r"(?P<verb>\b(?:wrote|writes|said|says|asked|replied|commented)\b[^:\n]{0,30})?:[ \t]")
_PERSON_ROLE = re.compile(r"(?i)\b(?:customer|requester|requestor|visitor|guest|client|caller|patient|buyer|seller|host|member|tenant|"
                          r"student|reviewer|applicant|candidate|employee|user|rider|driver|owner|parent)s?\b")
_AGENT_LABEL = re.compile(r"(?i)\b(?:assistant|ai|bot|chatbot|model|system|agent|gpt|llm|copilot)\b")


def _someone_elses(text: str, start: int) -> bool:
    """Whether the last speaker label before `start` on its line names someone other than an assistant."""
    line_start = text.rfind("\n", 0, start) + 1
    labels = [m for m in _SPEAKER.finditer(text, line_start, start) if m.group("verb") or _PERSON_ROLE.search(m.group("who"))
              or _AGENT_LABEL.search(m.group("who"))]
    return bool(labels) and _AGENT_LABEL.search(labels[-1].group("who")) is None


def _risky(text: str, start: int) -> bool:
    """Whether the sentence from `start` puts something at stake or skips a safeguard (a wish that is an order to weigh)."""
    end = m.start() if (m := _SENTENCE_END.search(text, start)) else len(text)
    sentence = text[start:end]
    return STAKES.search(sentence) is not None or UNCHECKED.search(sentence) is not None


def speaks_as_itself(text: str, start: int, end: int | None = None, users_own: bool = False) -> bool:
    """Whether the match at `start` (ending at `end`) opens its sentence or shares it with the first person, and is not the
    user's own request or wish (`users_own`) nor on a line another speaker's label opens."""
    if users_own and end is not None and (_TO_YOU.match(text, end) or (_WISH.fullmatch(text, start, end) and not _risky(text, start))):
        return False
    if _someone_elses(text, start):
        return False
    if _SENTENCE_START.search(text, 0, start) is not None:
        return True
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    end = m.start() if (m := _SENTENCE_END.search(text, start)) else len(text)
    return _FIRST_PERSON.search(text[begin:end]) is not None
