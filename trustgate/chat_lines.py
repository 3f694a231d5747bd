"""A chat's lines read as its turns: who speaks (the user, the assistant, or someone in a chat the user pasted).

Contract. `turns_of(lines)` returns the chat's turns as (role, text), or None when the lines are no chat between a
user and an assistant (nor a user's turn holding a chat of others they pasted, nor the user's turns only, one of
them a sentence: "user: remind me the dentist moved it" / "user: and ..."). `spoken(lines)` says whether lines are a chat of people
the reading has no role for (a family's group chat, a support desk's agent and a customer). A line without a speaker continues
the turn above it; the time a pasted chat writes before a speaker (`unstamped`) is no part of the line; lines of
another's chat pasted, forwarded or quoted under the user's turn are joined to it as said by their writers
(pasted.as_said), and their writers' names gathered. `role_of` names the chat role of a speaker. Moved out of
turns.py (conv16) unchanged: turns.read decides what the user asserted of these turns.
"""

from __future__ import annotations

import re
from datetime import date

from . import pasted
from .values.relative import dated, stamped_day

USER_ROLES = frozenset("user human customer me".split())
ASSISTANT_ROLES = frozenset("assistant ai bot model agent support system operator".split())
# a speaker's name may open with a letter with an accent ("Élodie:"); a speaker may carry a tag: a role, a relation, a way of speaking ("Kwame (Parcelfast support):", "user (voice):")
TURN = re.compile(r"^([^\W\d_][\w .\-]{0,20}?(?:\s*\([^()]{1,30}\))?)\s*:\s+(\S.*)$")
FINITE = re.compile(r"\b(?:i|we|you|he|she|they|it|is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|"
                     r"[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]+n't)\b", re.IGNORECASE)


# a turn that says something: a few words with a verb ("the dentist moved my appointment"), not a field's value ("root")
_SAYS = re.compile(r"^(?=(?:\S+\s+){3})(?=.*\b(?:i|we|he|she|they|it|is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|"
                   r"[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]+n't|[a-z]{3,}ed|says|said|quoted|cost|costs)\b)", re.IGNORECASE)


def role_of(speaker: str) -> str | None:
    """The chat role a speaker names: "user (voice)" is the user; a staff word tagged with a person's name ("Agent
    (Dana)") is someone in a pasted chat, no role."""
    tag = pasted.tagged(speaker)
    if tag is not None:
        return None if pasted.staff_named(speaker) else role_of(tag[0])
    s = speaker.strip().lower()
    return "user" if s in USER_ROLES else "assistant" if s in ASSISTANT_ROLES else None


# the time a pasted chat writes before each speaker ("[10:42] user: ...", "10:42 user: ...", "[2026-11-03 10:42]",
# "[Thu 28 May 18:02]", (conv25) a weekday in another language in Latin letters, "[Thứ Năm 04/06/2026 20:11]", "2026-11-20 21:14 user: ...", an exported chat's "14/10/2026, 18:03 - Priya: ...")
_STAMP = re.compile(r"^\s*(?:(?:\d{4}-\d{2}-\d{2}[ T]|\d{1,2}/\d{1,2}/\d{2,4},?\s+)\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s+[-–]|(?=\s))|\[(?:[A-Za-zÀ-ÖØ-öø-ɏḀ-ỿ]{2,9}\.?,?\s+){0,2}(?:\d{1,2}\s+[A-Za-z]{3,9}\.?,?\s+(?:\d{4},?\s+)?)?[\d\s:/.,-]*\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\]|\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?=\s))\s*",
                    re.IGNORECASE)


def unstamped(line: str) -> str:
    """The line without the time a pasted chat writes before its speaker, when a speaker's turn follows the time."""
    m = _STAMP.match(line)
    return line[m.end():] if m and TURN.match(line[m.end():].strip()) else line


def _speaker(line: str) -> tuple[str, str, str | None] | None:
    """(speaker, what they said, their chat role or None) of a `speaker: text` line; None for any other line."""
    m = TURN.match(unstamped(line).strip())
    return (pasted.writer(m.group(1)), m.group(2), role_of(m.group(1))) if m else None


# other ways an app writes who speaks: "[Ms Hughes] text", "Sent 3 May 2026 09:12 — Me: text"
# (conv22) and a name with the time after it, before the colon: "Sue · Thu 28 May 17:02: text", "Dan (Sales) 15:02: text",
# "Tenant (Olivia Grant), 12/05/2026 08:14: text"; a handle ("@kelly: text"; (conv23) a Matrix one, "@dad:matrix.org: text")
_OTHER_SPEAKER = re.compile(r"^\s*\[(?P<tag>[^\W\d_][\w .'\-]{0,20})\]\s+\S|^.{0,40}?\s[—–]\s(?P<head>[^\W\d_][\w .'\-]{0,20}?):\s+\S"
                            r"|^(?P<timed>[^\W\d_][\w .'\-]{0,20}?(?:\s*\([^()]{1,30}\))?)(?:\s*[·,]\s*|\s+)[^:]{0,25}?\d{1,2}:\d{2}"
                            r"(?::\d{2})?(?:\s*[ap]\.?m\.?)?:\s+\S|^\s*@(?P<at>[^\W\d_][\w.\-]{0,20})(?::[\w\-]+(?:\.[\w\-]+)+)?:\s+\S", re.IGNORECASE)


def _other(m: re.Match) -> str:
    return m.group("tag") or m.group("head") or m.group("timed") or m.group("at")


def speaker_of(line: str) -> str | None:
    """(conv22) Who writes a line of a chat, as the line writes it ("Agent (Hollis Lettings)", "Ms Hughes"), in any of
    the ways `spoken` reads; None for a line without a writer."""
    turn, other = TURN.match(unstamped(line).strip()), _OTHER_SPEAKER.match(line)
    return turn.group(1) if turn else _other(other) if other else None


def spoken(lines: list[str]) -> bool:
    """(conv21) Lines of a chat between people the reading has no role for (a family's group chat, a support desk's
    agent and a customer pasted alone): two lines or more of `speaker: text` (or `[speaker] text`, or a header's
    `... — speaker: text`) that say something (a few words with a verb, `_SAYS`; not settings), by two speakers or more."""
    said, writes = [], []
    for ln in lines:
        turn, other = _speaker(ln), _OTHER_SPEAKER.match(ln)
        who = turn[0] if turn is not None else _other(other) if other else None
        writes += [who.lower()] if who else []
        if turn is not None and _SAYS.match(turn[1]) or other and _SAYS.match(ln[other.end() - 1:]):
            said.append(who)
    if len(said) >= 2 and len(set(said)) >= 2:
        return True
    # (conv23) a bot or an agent that says things and a person who answers it in a word or two ("Marc: c", "Patient:
    # Thursday"): two writers with two lines each at least, one of them saying something; a setting's key is written
    # once, a log's level ("INFO:") is in capitals
    answers = {w for w in set(writes) if writes.count(w) >= 2 and not w.upper() == w and w not in _LEVELS}
    return bool(said) and len(answers) >= 2 and {s.lower() for s in said} <= answers


_LEVELS = frozenset("trace debug info notice warn warning error err fatal critical crit alert emerg severe note".split())
_ITEM = re.compile(r"^\s*[-*•]\s+(?=\S)")  # a line of a list the user writes under their turn
# a list item's opening yes or no before a clause ("- no, I haven't made any claims"): it answers a question the list does
# not hold (a call's notes, "my side only"), it takes back nothing of the item before; the clause says what is so
_ANSWERED = re.compile(r"^(?:yes|yeah|yep|no|nope)\b[,.]?\s+(?=(?:i|we|it|he|she|they|there|that)(?:'\w+)?\s)", re.IGNORECASE)


def _then(turn: str, line: str) -> str:
    """A line of another's chat after the user's turn: the user's own words that open it ("Pasting the cousins' chat:")
    are a sentence of their own, not the first line's ("... chat: Is Callum driving?" would ask it)."""
    turn = turn.rstrip()
    return f"{turn[:-1] if turn.endswith(':') else turn}{'.' if turn.endswith(':') else ''} {line}"


def turns_of(lines: list[str], writers: set[str] | None = None, observed: date | None = None,
           days: dict[int, date] | None = None) -> list[tuple[str, str]] | None:
    """The chat's turns, (role, text); `writers` gathers the names of those whose lines a user pasted or forwarded,
    `days` the day each turn's stamp says it was written ("[Wed 4 Mar 21:10]"), by the turn's index; a pasted line of
    someone else's chat so stamped has its days said from now dated from its stamp."""
    writers = set() if writers is None else writers
    days = {} if days is None else days
    turns: list[tuple[str, str]] = []
    quoting: str | None = None  # the sender of the forwarded message being read
    replying: str | None = None  # the role whose turn opened by quoting the message it answers, until its answer
    group = pasted.unindented(lines, _speaker)
    for k, ln in enumerate(lines):
        if not ln.strip():
            continue
        quoted = pasted.forwarded(ln) if turns else None
        if quoted is not None:  # a forwarded message ("> From Dana: ..."): its "I" is the sender's
            quoting = quoted[0] or quoting
            writers.update([quoting.split()[-1].lower()] if quoting else [])
            if quoted[1].strip():  # a mail header ("> On Mon 7 Dec, Sandra wrote:") only names who wrote what follows
                turns[-1] = (turns[-1][0], _then(turns[-1][1], pasted.as_said(quoting, quoted[1]) if quoting else quoted[1]))
            continue
        quoting = None
        m = TURN.match(unstamped(ln).strip())
        role = role_of(m.group(1)) if m else None
        who = pasted.writer(m.group(1)) if m else ""  # "Kwame (Parcelfast support)" is Kwame
        day = stamped_day(ln, observed) if m else None
        if not role and m and unstamped(ln) != ln and turns:
            # a pasted line of someone else's chat ("[18:02] Helen: I can do the 4th") continues the turn, said of Helen
            line = dated(m.group(2), day) if day is not None else m.group(2)  # "[Sat 7 Mar 10:02] Amy: Match is tomorrow"
            turns[-1] = (turns[-1][0], _then(turns[-1][1], pasted.as_said(who, line)))
            writers.add(who.split()[-1].lower())
            continue
        if m and ln[:1].isspace() and turns and turns[-1][0] == "user" and (role == "user" or not role and re.fullmatch(
                r"[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?", who) and FINITE.search(m.group(2))):
            # a line of a group chat pasted indented under the user's turn ("  Priya: I've raised £240"): said of its
            # writer, the user's own ("  Me: I've got £310") as the user's; a field of a pasted record ("  Exit: 19 Oct
            # 22:00") is no speaker
            line = m.group(2).strip() if role == "user" else pasted.as_said(who, m.group(2))
            if role != "user":
                writers.add(who.split()[-1].lower())
            turns[-1] = (turns[-1][0], _then(turns[-1][1], line))
            continue
        if m and ln[:1].isspace() and turns and not role:  # a field of a record pasted indented ("  Exit: 19 Oct 22:00")
            turns[-1] = (turns[-1][0], f"{turns[-1][1]} {ln.strip()}{'' if re.search(r'[.!?]$', ln.strip()) else '.'}")
            continue
        if k in group:  # a line of a group chat pasted unindented under the user's turn: its writer's ("Me: ..." the user's)
            if who.lower() in pasted.OWN:
                line = m.group(2).strip()  # type: ignore[union-attr]
                turns[-1] = (turns[-1][0], _then(turns[-1][1], f"{line}{'' if re.search(r'[.!?]$', line) else '.'}"))
                continue
            turns[-1] = (turns[-1][0], _then(turns[-1][1], pasted.as_said(who, m.group(2))))  # type: ignore[union-attr]
            writers.add(who.split()[-1].lower())
            continue
        if role and m.group(2).startswith(">") and pasted.forwarded(m.group(2)) == (None, m.group(2)[1:].lstrip()):  # type: ignore[union-attr]
            # "user: > assistant: Your service is on 12 May." then the user's answer: the quoted message is its writer's
            # turn (the other role's when it names none), the next line the user's reply
            said = TURN.match(m.group(2)[1:].strip())  # type: ignore[union-attr]
            writer = role_of(said.group(1)) if said else None
            turns.append((writer, said.group(2).strip()) if writer and said else  # type: ignore[union-attr]
                         ("assistant" if role == "user" else "user", m.group(2)[1:].strip()))  # type: ignore[union-attr]
            replying = role
        elif role:
            turns.append((role, m.group(2).strip()))  # type: ignore[union-attr]
            replying = None
            if day is not None:
                days[len(turns) - 1] = day
        elif turns and not m and replying:
            turns.append((replying, ln.strip()))
            replying = None
        elif turns and not m and _ITEM.match(ln) and FINITE.search(ln):
            # "- yes, it's a 2019 Ford Focus": an item of the turn's list that says a clause is a sentence of its own (an
            # item that only names a thing, "- 2 packs of tulip bulbs, £4 each", goes on the line before as written)
            item = _ANSWERED.sub("", _ITEM.sub("", ln).strip())
            turns[-1] = (turns[-1][0], f"{_then(turns[-1][1], '')}{item}{'' if re.search(r'[.!?]$', item) else '.'}")
        elif turns and not m:
            turns[-1] = (turns[-1][0], f"{turns[-1][1]} {ln.strip()}")
        else:
            return None  # a speaker that is no chat role: a team's log, read as prose
    roles = {r for r, _ in turns}
    # a chat, or a user's turn holding a chat of others they pasted ("Pasting my chat with the bank:" / "Agent (Priya): ..."),
    # or a transcript of the user's turns only ("user: remind me the dentist moved ..." / "user: and it's ..."): what the
    # user says there is said as in any chat (a record's "user: root" field is no turn: it says no sentence)
    return turns if roles == {"user", "assistant"} or roles == {"user"} and (writers or any(_SAYS.search(t) for _, t in turns)) else None
