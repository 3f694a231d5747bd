"""A chat between a user and an assistant read as what the user asserted.

Contract. `read(lines)` returns a `Conversation`, or None when the lines are not such a chat (at least one
turn of a user role and one of an assistant role, `speaker: text` lines; a line without a speaker continues
the turn above it). Of the turns it keeps:
- `asserted`: the user's own sentences, in order, but for questions and suppositions ("if we had a bigger
  kitchen I'd ...", "what if I rented a car?"). An assistant's question that ends its turn and that the user's
  next turn answers with a statement is joined to that answer ("How often do you run: Three times a week"),
  the answer's value put in place of a comparable value of the question ("loan in five years?" / "Let's try
  four" -> "loan in four years").
- `context`: the questions and suppositions, the user's and the assistant's (unanswered ones): their words
  may frame a claim, their values never ground one.
- `corrected`: (old, new) for each value the user took back later: a sentence with a correction cue
  ("actually", "sorry", "wait", "make that", "I got the date wrong", "not Thursdays, ...") and a value
  comparable with one said before; the earlier sentence is rewritten with the new value.
- `names`: the names the user gave themselves ("I'm Dana", "my name is ...").
The assistant's statements are neither: what the assistant says is not evidence of what the user said.

Why: memory written from a chat holds what the user told, as last corrected. Read as plain prose, a value
the user corrected, the assistant's guess or the user's question ground a claim as well as a statement.
Words only: a correction without a cue, or a cue far from its value, is not seen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .values import Value, comparable, extract, same

USER_ROLES = frozenset("user human customer me".split())
ASSISTANT_ROLES = frozenset("assistant ai bot model agent support system operator".split())
_TURN = re.compile(r"^([A-Za-z][\w .\-]{0,20}?)\s*:\s+(\S.*)$")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_SUPPOSE = re.compile(r"^\W*(?:(?:and|so|but|also|oh|well|hmm)\W+)?(?:what\s+if|if|suppose|supposing|imagine|hypothetically|"
                      r"in\s+case|maybe|perhaps)\b|\bif\b.*\b(?:would|could|might)\b|(?:\bwould|'d)\b.*\bif\b", re.IGNORECASE)
_CUE = re.compile(r"\b(?:actually|sorry|oops|wait|correction|i\s+mean|i\s+meant|make\s+(?:that|it)|scratch\s+that|"
                  r"my\s+mistake|(?:got|had)\s+(?:\w+\s+){0,3}wrong)\b", re.IGNORECASE)
_NOT = re.compile(r"\bnot\s+([\w:.,$€£]+(?:\s+[\w$€£]+)?)\s*,\s*", re.IGNORECASE)
_DAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.IGNORECASE)
_NO = re.compile(r"^\W*(?:no|nope|not|nah)\b", re.IGNORECASE)
_SELF = re.compile(r"\b(?i:i'?m|i\s+am|my\s+name\s+is|call\s+me|this\s+is)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)")
_ORDINAL = re.compile(r"\d(?:st|nd|rd|th)$", re.IGNORECASE)
_NUMERIC = frozenset({"number", "money", "quantity", "duration", "percent"})


@dataclass(frozen=True)
class Conversation:
    asserted: tuple[str, ...]
    context: tuple[str, ...]
    corrected: tuple[tuple[str, str], ...]
    names: frozenset[str]


@dataclass
class _Said:
    text: str
    role: str      # "user" or "assistant"


def role_of(speaker: str) -> str | None:
    s = speaker.strip().lower()
    return "user" if s in USER_ROLES else "assistant" if s in ASSISTANT_ROLES else None


def _turns(lines: list[str]) -> list[tuple[str, str]] | None:
    turns: list[tuple[str, str]] = []
    for ln in lines:
        if not ln.strip():
            continue
        m = _TURN.match(ln.strip())
        role = role_of(m.group(1)) if m else None
        if role:
            turns.append((role, m.group(2).strip()))  # type: ignore[union-attr]
        elif turns and not m:
            turns[-1] = (turns[-1][0], f"{turns[-1][1]} {ln.strip()}")
        else:
            return None  # a speaker that is no chat role: a team's log, read as prose
    roles = {r for r, _ in turns}
    return turns if roles == {"user", "assistant"} else None


def _values(text: str) -> list[tuple[str, Value | None]]:
    """(text, value) of what the sentence gives: typed values, and weekdays ("on Thursdays") as words."""
    out: list[tuple[str, Value | None]] = [(v.text, v) for v in extract(text) if v.kind != "state"]
    return out + [(m.group(0), None) for m in _DAY.finditer(text)]


def weekday(word: str) -> str | None:
    """"Thursdays", "thursday" -> "thu"; None for any other word."""
    m = _DAY.fullmatch(word.strip().lower())
    return m.group(0)[:3] if m else None


def weekdays(text: str) -> set[str]:
    return {m.group(0).lower()[:3] for m in _DAY.finditer(text)}


def _fits(old: tuple[str, Value | None], new: tuple[str, Value | None]) -> bool:
    (ot, ov), (nt, nv) = old, new
    if ov is None or nv is None:
        return ov is None and nv is None and ot.lower() != nt.lower()
    if same(ov, nv):
        return False
    if _ORDINAL.search(ot) or _ORDINAL.search(nt):  # "the 14th" / "the 16th": a day of the month, only for another
        return bool(_ORDINAL.search(ot) and _ORDINAL.search(nt)) or {ov.kind, nv.kind} <= {"number", "date"} and ov.kind != nv.kind
    if comparable(ov, nv):
        return True
    return nv.kind == "number" and ov.kind in _NUMERIC or ov.kind == "number" and nv.kind in _NUMERIC


def _put(sentence: str, old: tuple[str, Value | None], new: tuple[str, Value | None]) -> tuple[str, str]:
    """The sentence with `old` replaced by `new`; a bare number takes the old value's unit ("120 dollars" -> "150 dollars")."""
    ot, nt = old[0], new[0]
    if new[1] is not None and new[1].kind == "number" and old[1] is not None and old[1].kind != "number":
        nt = re.sub(r"\d[\d,.]*|\b[a-z]+\b", lambda m: new[0], ot, count=1)
    return sentence.replace(ot, nt, 1), nt


def _correct(asserted: list[str], sentence: str) -> tuple[str, tuple[str, str] | None]:
    """A correction cue with a value: the latest comparable earlier value (or the one named after "not") replaced."""
    named = _NOT.search(sentence)
    rest = _NOT.sub(" ", sentence, count=1) if named else sentence
    news = _values(rest)
    if not news or not (_CUE.search(sentence) or named):
        return sentence, None
    for i in range(len(asserted) - 1, -1, -1):
        olds = _values(asserted[i])
        for new in news:
            pick = [o for o in olds if _fits(o, new) and (not named or o[0].lower() in named.group(1).lower())]
            if pick:
                asserted[i], shown = _put(asserted[i], pick[-1], new)
                return rest.strip(), (pick[-1][0], shown)
    return sentence, None


def _answered(question: str, answer: str) -> str:
    """An assistant's question joined to the user's answer, the answer's value put in place of the question's."""
    q = question.rstrip(" ?")
    for old in _values(q):
        new = next((n for n in _values(answer) if _fits(old, n)), None)
        if new is not None:
            q = _put(q, old, new)[0]
            break
    return f"{q}: {answer}"


_ABBREVIATION = re.compile(r"\b(Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|Mt|No|vs|approx|ca)\.(?=\s)")


def _sentences(text: str) -> list[str]:
    """Sentences; the full stop of "Dr." or "St." ends none (it is dropped, as clauses.prepare drops it)."""
    return [s.strip() for s in _SENTENCE.split(_ABBREVIATION.sub(r"\1", text)) if s.strip()]


def unasserted(sentence: str) -> bool:
    """A question or a supposition: it says nothing is so."""
    return sentence.rstrip().endswith("?") or bool(_SUPPOSE.search(sentence))


def read(lines: list[str]) -> Conversation | None:
    turns = _turns(lines)
    if turns is None:
        return None
    asserted: list[str] = []
    context: list[str] = []
    corrected: list[tuple[str, str]] = []
    names: set[str] = set()
    pending: str | None = None  # the assistant's turn-final question, until the user answers it
    for role, text in turns:
        said = _sentences(text)
        if role == "assistant":
            if pending:
                context.append(pending)
            pending = said[-1] if said and said[-1].endswith("?") else None
            context += [s for s in said[:-1] if s.endswith("?")]
            continue
        names.update(m.group(1) for m in _SELF.finditer(text))
        for k, s in enumerate(said):
            if unasserted(s):
                context.append(s)
                continue
            s, fix = _correct(asserted, s)
            if fix:
                corrected.append(fix)
            if k == 0 and pending and not _NO.match(s):
                s, pending = _answered(pending, s), None
            asserted.append(s)
        if pending:
            context.append(pending)
            pending = None
    if pending:
        context.append(pending)
    return Conversation(tuple(asserted), tuple(context), tuple(corrected), frozenset(names))
