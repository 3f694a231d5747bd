"""A chat of people read as messages: which message each sentence of the prose reading belongs to, who wrote it,
and what the chat's header names.

Contract. `read(text, sentences)` returns `Messages` for a chat of people the turn reading has no role for
(chat_lines.spoken: a family's group chat, a support desk's agent and a customer, a landlord's texts), or None for
any other span. `Messages.reach(sentences)` gives the sentences of the same messages as the given ones, and those of
the messages a name wrote (`writes`); `header` holds the stems of the names the lines above the first message give
("Live chat — Volt Mobile", "Messages with Herr Weber"), what every message of the chat is about. `said(parsed)` gives
the clauses of a prose reading without that header's, for a chat of people (all of them for any other span).
`asked_only(claim, parsed)` finds a word of the claim that a chat of people says only in a question its next writer
answered with a bare no.

Why: a message is short and about one thing; the name it gives in its first sentence ("Pepper pulls on the lead. Key
is under the blue pot.") and the name of its writer ("Kofi: ok. btw race entry is done") stand for it in its later
sentences, and a chat pasted with its app's title names the other side of the chat once, above every message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import clauses as cl
from ..records import Parsed
from ..chat_days import refused_questions
from ..chat_lines import speaker_of, spoken
from ..text import stem
from .base import Finding
from .claim import Claim

_NAME_WORD = re.compile(r"(?<![\w'’])[A-Z][\w'’-]*")


def _stems(text: str) -> set[str]:
    return {stem(w) for m in _NAME_WORD.finditer(text) for w in cl.words_of(m.group())}


@dataclass(frozen=True)
class Messages:
    message: dict[int, int]  # sentence index -> the line of the message it belongs to
    writer: dict[int, frozenset[str]]  # message line -> the stems of its writer's name (and tag)
    header: frozenset[str]

    def reach(self, sentences: set[int], name: set[str]) -> set[int]:
        """The sentences of the messages that hold `sentences`, and of the messages whose writer is `name`."""
        lines = {self.message[s] for s in sentences if s in self.message}
        lines |= {k for k, who in self.writer.items() if name and name <= who}
        return {s for s, k in self.message.items() if k in lines}


def read(text: str, sentences: dict[int, str]) -> Messages | None:
    """The messages of a chat of people (None for any other span): each sentence placed in the message whose line
    holds its words, in order."""
    lines = text.splitlines()
    if not spoken(lines):
        return None
    first = next((k for k, ln in enumerate(lines) if speaker_of(ln) is not None), len(lines))
    header = frozenset(set().union(*(_stems(ln) for ln in lines[:first]))) if first < 4 else frozenset()
    words = [cl.words_of(ln.lower()) for ln in lines]
    writer: dict[int, frozenset[str]] = {}
    at = first
    message: dict[int, int] = {}
    for k in range(first, len(lines)):
        who = speaker_of(lines[k])
        if who is not None:
            writer[k] = frozenset(stem(w) for w in cl.words_of(who.lower()))
    for s in sorted(sentences):
        head = cl.words_of(sentences[s].lower())[:2]
        if not head:
            continue
        k = next((j for j in range(at, len(lines)) if _holds(words[j], head)), None)
        if k is None:
            continue
        at = k
        # a line without a writer continues the message above it
        message[s] = max((j for j in writer if j <= k), default=k)
    return Messages(message, writer, header)


def _holds(line: list[str], head: list[str]) -> bool:
    return any(line[i:i + len(head)] == head for i in range(len(line) - len(head) + 1))


def said(parsed: Parsed) -> tuple[cl.Clause, ...]:
    """(conv23) The clauses of a chat of people's messages, without the title its app prints above them ("AutoTrader
    chat — 2019 Skoda Octavia"): the title names what the chat is about, it says nothing of it."""
    if parsed.chat is not None:
        return parsed.clauses
    grouped = parsed.sentences()
    chat = read(parsed.text, {i: " ".join(c.text for c in cs).strip() for i, cs in grouped.items()})
    if chat is None or not chat.message:
        return parsed.clauses
    first = min(chat.message)
    return tuple(c for c in parsed.clauses if c.sentence >= first)


def asked_only(claim: Claim, parsed: Parsed) -> Finding | None:
    """(conv24) A word of the claim that a chat of people says only in a question the next writer answers with a bare
    no ("shall I bring the baklava?" / "no, ..."; "what if we did Prague instead?" / "no, ..."; "is lunch provided?" /
    "No, ..."; chat_days.refused_questions): the claim says what was asked and turned down. A word the chat also says
    outside such a question, or in its header, is said."""
    if parsed.records or parsed.kind != "prose" or not spoken(parsed.text.splitlines()):
        return None
    said_stems = {stem(w) for c in parsed.clauses for w in cl.words_of(c.text)}
    asked = refused_questions(parsed.text.splitlines())
    for w in claim.content:
        if stem(w) in said_stems:
            continue
        q = next((s for s in asked if stem(w) in {stem(x) for x in cl.words_of(s)}), None)
        if q is not None:
            return Finding("asked", f"'{w}' is only in a question the source answers no ('{q.strip()}')", w)
    return None
