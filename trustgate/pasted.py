"""Lines of another chat pasted into a user's turn: a group chat's lines ("[Tue 14:02] Aunt Rosa: I can host at the
farm"), a forwarded message ("> From Dana: PackRight quoted £1,850 ...").

Contract. `as_said(name, text)` returns the line as said of its speaker: the speaker's first person written as their
name ("I'll run the first leg, I'm doing 5 km" from Kasia -> "Kasia will run the first leg, Kasia is doing 5 km."),
a line that opens without a subject ("Can't do drinks") given the name as its subject, a name of two words kept
before it ("Cousin Theo wrote: Theo will bring desserts"), and a full stop closing it.
`forwarded(line)` returns (the name, the text) of a quoted line that opens "> From <name>: ...", (None, the text) for
another quoted line ("> ...", ">> ..." quoted twice), (the writer, "") for a mail client's header over a quoted message
("> On Mon 7 Dec, Sandra at Rollfix wrote:") or a mail's own "> From: Luis Ortega" line, or None for a line that is no quote. `apps(lines)` rewrites IRC lines, Discord messages,
Slack messages ("Ravi Menon  9:14 AM" over the message's lines), Teams messages ("[10:14] Hannah Becker" over them) and
Telegram messages ("Oksana, [12.11.2026 09:41]" over them), Google Chat messages ("Lena Fischer, 11:20" over them),
Messenger messages (the writer's name or "You" on a line of its own over them) and a Zoom chat's lines ("10:02:15 From
Anna Kowalski to Everyone: ...") a user pasted as `Name: text` lines (the user's turn
over them given the colon of a turn that introduces a paste), the speaker the user says they are as "Me", and a chat of named writers pasted
before the user's first turn ("Hana: ..." / "Rob: ..." / "user: That's the book club chat, I'm Ines.") as pasted
under a turn of the user's. `unindented(lines, speaker)` returns the indices of
the lines of a group chat the user pasted without indenting them, after their own "copying the team chat here:".

Why: in a pasted group chat or a forwarded message, "I" is whoever wrote the line, not the user who pasted it.
Read as the user's own words, another person's leg of a relay or drive from Leeds becomes the user's.
"""

from __future__ import annotations

import re

from . import said_abroad

_FORMS = [(re.compile(r"\bI'm\b|\bI\s+am\b", re.IGNORECASE), "{} is"), (re.compile(r"\bI've\b", re.IGNORECASE), "{} has"),
          (re.compile(r"\bI'll\b", re.IGNORECASE), "{} will"), (re.compile(r"\bI'd\b", re.IGNORECASE), "{} would"),
          (re.compile(r"\bI\b"), "{}"), (re.compile(r"\bmy\b", re.IGNORECASE), "{}'s"),
          (re.compile(r"\bmine\b", re.IGNORECASE), "{}'s"), (re.compile(r"\bme\b", re.IGNORECASE), "{}")]
_OURS = [(re.compile(r"\bour\b", re.IGNORECASE), "{}'s"), (re.compile(r"\bwe\b", re.IGNORECASE), "{}"),
         (re.compile(r"\bus\b"), "{}")]
# a line that opens with its verb ("Can't do drinks", "Will bring desserts", "Happy to drive")
_NO_SUBJECT = re.compile(r"^(?:can't|cannot|can|won't|will|could|couldn't|should|am|was|happy|going|bringing|doing|driving)\b",
                         re.IGNORECASE)
_QUOTE = re.compile(r"^\s*>(?:\s*>)*\s*(?:(?:from|fwd|forwarded\s+from)\s*:?\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?)\s*:\s*)?(.*)$",
                    re.IGNORECASE)


# (conv27) words before a name that are no given name ("Cousin Theo", "Mrs Patel", "Coach Andy")
_TITLES = frozenset("mr mrs ms miss mx dr prof sir dame coach cousin aunt auntie aunty uncle nan nana gran granny grandma "
                    "grandpa grandad granddad grandmother grandfather mum mom dad mother father sister brother nurse "
                    "officer captain father sister pastor rev revd reverend saint st".split())
_GIVEN = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-öø-ÿā-ž'-]+(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-öø-ÿā-ž'-]+)+")


def _called(person: str) -> str:
    """The name a line's "I" is written as: the name after a title or a relation ("Cousin Theo" -> Theo, "Mrs Patel" ->
    Patel), (conv27) the given name of a person's full name ("Lars Brandt" -> Lars), as a claim calls them."""
    words = person.split()
    if len(words) > 1 and words[0].lower().rstrip(".") not in _TITLES and not words[0].endswith(("'s", "’s")) \
            and _GIVEN.fullmatch(person):
        return words[0]
    return words[-1]


def as_said(name: str, text: str) -> str:
    """The line with its speaker's first person written as the speaker's name (see the module)."""
    person, org = name.strip(), ""
    at = re.search(r"\s+(?:at|from)\s+", person)
    if at:  # "Sandra at Rollfix": Sandra writes for Rollfix
        person, org = person[:at.start()], person[at.end():]
    who = _called(person)
    out = text.strip()
    for pattern, form in _FORMS:
        out = pattern.sub(form.format(who), out)
    if org:  # "Sandra at Rollfix": her "we" and "our" are the firm's ("Our engineer can attend" -> "Rollfix's engineer")
        for pattern, form in _OURS:
            out = pattern.sub(form.format(org), out)
    if _NO_SUBJECT.match(out):
        out = f"{who} {out[0].lower()}{out[1:]}"
    if who != name.strip():  # the writer's whole name kept ("Cousin Theo wrote: Theo will bring desserts")
        out = f"{name.strip()} wrote: {out}"
    return out if re.search(r"[.!?]$", out) else out + "."


# the header a mail client writes over the message quoted ("> On Mon 7 Dec, Sandra at Rollfix wrote:", "> On Tue, 8
# Dec 2026 at 09:12, Sam Reed <sam@x.org> wrote:"): who wrote it, and where they write from
_WROTE = re.compile(r"^on\s+.{3,60}?,\s*([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?(?:\s+(?:at|from)\s+[A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*)?)?)"
                    r"\s*(?:<[^<>\s]+>\s*)?wrote:?\s*$", re.IGNORECASE)


# a mail's own header line, quoted with it ("> From: Luis Ortega", ">> From: Dana Reyes <dana@x.org>")
_FROM = re.compile(r"^from:\s*([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?)\s*(?:<[^<>\s]+>)?\s*$", re.IGNORECASE)


def forwarded(line: str) -> tuple[str | None, str] | None:
    """(the name, the text) of a quoted line (see the module); None for a line that is no quote. A mail client's
    header ("> On Mon 7 Dec, Sandra at Rollfix wrote:") is (its writer, "")."""
    m = _QUOTE.match(line)
    if m is None:
        return None
    header = None if m.group(1) else _WROTE.match(m.group(2).strip()) or _FROM.match(m.group(2).strip())
    return (header.group(1), "") if header else (m.group(1), m.group(2))


# a reply or a message quoted inside the user's own sentence ('I wrote to them and got this back: "We don't object ..."';
# 'Her manager emailed round: "Drinks at ..."'): the frame before the colon says who wrote it
_FRAME = re.compile(r"(?P<frame>[^.!?\"]*?\b(?:(?P<back>got\s+(?:this|that|it)\s+back|came\s+back|heard\s+back)|(?P<who>[\w'’]+(?:\s+[\w'’]+)?)\s+"
                    r"(?:replied|wrote|emailed(?:\s+round|\s+back)?|texted|messaged|answered|responded|sent\s+(?:this|that|me|us))"
                    r")\b[^\"]*?):\s*\"(?P<quote>[^\"]+)\"?")
_PLURAL = [(re.compile(r"\b(?:I|we)'re\b|\b(?:I\s+am|we\s+are)\b", re.IGNORECASE), "they are"),
           (re.compile(r"\b(?:I|we)'ve\b", re.IGNORECASE), "they have"), (re.compile(r"\b(?:I|we)'ll\b", re.IGNORECASE), "they will"),
           (re.compile(r"\b(?:I|we)'d\b", re.IGNORECASE), "they would"), (re.compile(r"\bI\b|\bwe\b", re.IGNORECASE), "they"),
           (re.compile(r"\b(?:my|our)\b", re.IGNORECASE), "their"), (re.compile(r"\b(?:me|us)\b", re.IGNORECASE), "them")]
_USER = frozenset("i we i've we've".split())


def quoted(text: str) -> str:
    """A user's turn with each reply it quotes after a frame put in sentences of its own, the writer's first person
    written as "they" (or as the writer's name: `as_said`); a quote the user wrote ("I replied: ...") and one without a
    first person ("the courier texted: "Your delivery is ..."") stay as they are."""
    def mend(m: re.Match) -> str:
        who = (m.group("who") or "").split()
        if who and who[-1].lower() in _USER or not re.search(r"\b(?:I|we|my|our|me|us)\b", m.group("quote"), re.IGNORECASE):
            return m.group(0)  # the user's own words, or a message that says nothing of its writer
        quote = m.group("quote").strip()
        named = who and who[-1][0].isupper() and who[-1].lower() not in ("they", "he", "she", "her", "his")
        if named:
            quote = as_said(" ".join(who), quote)
        else:
            for pattern, form in _PLURAL:
                quote = pattern.sub(form, quote)
        frame = m.group("frame").strip()
        quote = re.sub(r"(?<=[.!?]\s)they\b", "They", quote)
        return f"{frame}. {quote[0].upper()}{quote[1:]}"
    return _FRAME.sub(mend, text)


# a speaker tagged with a role or a relation ("Kwame (Parcelfast support)", "Agent (Dana)", "Jo (Ella's mum)", "user
# (voice)"): (the word outside, the tag)
_TAGGED = re.compile(r"^(.*?\S)\s*\(([^()]+)\)$")
_STAFF = frozenset("agent support advisor adviser operator rep representative staff helpdesk seller buyer".split())
_PERSON = re.compile(r"[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?")
# how a chat the user pasted names the user's own lines ("Me: can it come Friday?", WhatsApp's "You: ok")
OWN = frozenset({"me", "you"})


def tagged(speaker: str) -> tuple[str, str] | None:
    """(the word outside, the tag) of a tagged speaker ("Agent (Dana)" -> ("Agent", "Dana")), None for another."""
    m = _TAGGED.match(speaker.strip())
    return (m.group(1).strip(), m.group(2).strip()) if m else None


def writer(speaker: str) -> str:
    """The person a speaker names: the name outside a tag ("Kwame (Parcelfast support)" -> Kwame), or the one inside
    when a staff word stands outside ("Agent (Dana)" -> Dana); a speaker without a tag as written."""
    tag = tagged(speaker)
    if tag is None:
        return speaker.strip()
    return tag[1] if tag[0].lower() in _STAFF and _PERSON.fullmatch(tag[1]) else tag[0]


def staff_named(speaker: str) -> bool:
    """A staff word tagged with a person's name ("Agent (Dana)", "Support (Leo)"): someone in a chat the user pasted,
    never the assistant the user talks to."""
    tag = tagged(speaker)
    return tag is not None and bool(_PERSON.fullmatch(tag[1]))


# a line someone says, not a field of a record ("Mo: I can't do the 10th", "Dean: fine by me"; never "Order: 4471-22")
_SAID = re.compile(r"\b(?:i|we|you|he|she|they|it|is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|"
                   r"[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]+n't|me|us|ok|okay|yes|no|yep|nope|fine|sure|thanks)\b", re.IGNORECASE)
# a writer's name, in letters with accents too ("Élodie", "Łukasz")
_NAME = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-öø-ÿā-ž'-]+(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-öø-ÿā-ž'-]+)?")


def unindented(lines: list[str], speaker) -> set[int]:
    """The lines of group chats a user pasted without indenting them, after a turn of the user's that ends with a colon
    ("user: pasting the team chat so you can keep track:" / "Gary: Match moved to the 10th" / "Mo: I can't do the
    10th"), or of two writers or more after any turn of the user's: two lines or more of named writers, no chat role, one at least said as a sentence is ("I can't", "fine by
    me"); a record's fields ("Order: 4471-22") are none. `speaker(line)` reads a line as (speaker, text, chat role or
    None), or None."""
    out: set[int] = set()
    k = 0
    while k < len(lines):
        said = speaker(lines[k])
        if not (said and said[2] == "user"):
            k += 1
            continue
        heads = said[1].rstrip().endswith(":")
        block, j = [], k + 1
        while j < len(lines) and lines[j].strip() and not lines[j][:1].isspace():
            line = speaker(lines[j])
            own = bool(line) and line[0].lower() in OWN  # the user's own lines in the chat pasted ("Me: ...")
            if not line or line[2] and not own or not _NAME.fullmatch(line[0]):
                break
            block.append((j, line[1]))
            j += 1
        writers = {speaker(lines[i])[0].lower() for i, _ in block}  # type: ignore[index]
        # a turn without the colon ("user: summary please for my notes" / "Mum: ..." / "Aunt Sue: ...") heads the
        # lines of two writers or more, as one with it does
        if len(block) >= 2 and (heads or len(writers) >= 2) and any(_SAID.search(text) or said_abroad.tongue(text) for _, text in block) and not writers <= OWN:
            out.update(i for i, _ in block)
        k = j
    return out


# lines of other chat apps pasted under a user's turn: IRC's "<tomk> pitch is booked", Discord's "mika — Today at
# 18:02" over the message it heads; and the name the user says is theirs in the chat ("I'm Ade", "(I'm jas_plays)")
_IRC = re.compile(r"^\s*<([\w.@|^-]+)>\s+(\S.*)$")
_DISCORD = re.compile(r"^\s*([\w.@-]+(?:\s[\w.@-]+)?)\s+[—–-]\s+(?:(?:today|yesterday)(?:\s+at)?|\d{1,2}/\d{1,2}/\d{2,4})\s+"
                      r"\d{1,2}:\d{2}(?:\s*[ap]m)?\s*$", re.IGNORECASE)
# Slack's copy of a message: the writer's name and the time on a line of their own ("Ravi Menon  9:14 AM") over the lines
# of the message; a weekday or a month with a time ("Monday 9:14 AM") is no writer
_SLACK = re.compile(r"^\s*([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})\s+\[?\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?\]?\s*$", re.IGNORECASE)
# a message's header on a line of its own over its lines in other apps: Teams' "[10:14] Hannah Becker" (the time, then
# the writer), Telegram's "Oksana, [12.11.2026 09:41]" (the writer, then the date and time in brackets)
_HEADER = re.compile(r"^\s*(?:\[[^\[\]]{0,24}\d{1,2}:\d{2}[^\[\]]{0,12}\]\s*(?P<after>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})"
                     r"|(?P<before>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}),?\s*\[[^\[\]]{0,24}\d{1,2}:\d{2}[^\[\]]{0,12}\])\s*$")
# Google Chat's copy of a message: the writer (or "You") and the time after a comma on a line of their own ("Lena Fischer,
# 11:20", "You, Yesterday 9:02 AM") over the message's lines
_COMMA_HEADER = re.compile(r"^\s*([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}),\s*(?:(?:today|yesterday|[A-Z][a-z]{2,8})\s+)?"
                           r"\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*$", re.IGNORECASE)
# a Zoom meeting's chat saved or copied: "10:02:15 From Anna Kowalski to Everyone: text" ("From Me to Everyone" the user's)
_ZOOM = re.compile(r"^\s*(?:\d{1,2}:\d{2}(?::\d{2})?\s+)?from\s+(\S.{0,40}?)\s+to\s+(?:everyone|me|[^:]{1,40}?)"
                   r"(?:\s*\((?:direct message|privately|in waiting room)\))?\s*:\s+(\S.*)$", re.IGNORECASE)
# Messenger's copy of a chat: each message under its writer's name on a line of its own ("Aoife Byrne" / "hi is the bike
# still for sale?" / "You" / "yes! £150 or near offer"); read so only where "You" (or "Me") heads some of them
_LONE = re.compile(r"^\s*([A-ZÀ-ÖØ-Þ][\w'.-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'.-]*){0,2})\s*$")


def _lone_writers(lines: list[str]) -> set[str]:
    """The names that head messages on lines of their own, when the user's own lines are headed "You" or "Me" too and
    another writer heads two lines or more."""
    lone = [m.group(1) for m in (_LONE.match(ln) for ln in lines) if m and not _NOT_WRITER.match(m.group(1))]
    own = [n for n in lone if n.lower() in OWN]
    others = {n for n in lone if n.lower() not in OWN and lone.count(n) >= 2}
    return {*own, *others} if own and others else set()


_NOT_WRITER = re.compile(r"^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|jan(?:uary)?|feb(?:ruary)?|"
                         r"mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|"
                         r"dec(?:ember)?|today|yesterday|tomorrow|at|from|until|till|by|before|after|arrives?|leaves?|due|start|"
                         r"end)\b\.?",  # a whole word: "Mark" and "Sunil" are writers, "Mar" and "Sun" are not
                         re.IGNORECASE)
_ROLE_LINE = re.compile(r"^(?:user|assistant)\s*:", re.IGNORECASE)
_STAMPED = re.compile(r"^(\s*\[[^\]]{1,30}\]\s*)([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(\s*:\s+\S.*)$")
_SELF_NAME = re.compile(r"\b(?:i'?m|i\s+am|that's\s+me|me\s*=)\s*:?\s+@?([\w.@-]*\w)", re.IGNORECASE)


# a line of a chat pasted before the user's first turn: "Hana: Next book club is at mine", "[02.12.26 09:14] Olek: ...",
# "Pat (landlord): It's £975 from January"
_NAMED = re.compile(r"^([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(\s*:\s+\S.*)$")
_HEAD_LINE = re.compile(r"^(?:\[[^\]]{1,30}\]\s*)?([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(?:\s*\([^()]{1,30}\))?\s*:\s+\S")
_PASTED_HEAD = "user: Pasted chat:"


def _pasted_first(lines: list[str]) -> list[str]:
    """A chat the user pasted before their first turn ("Hana: Next book club is at mine, Thursday 7th, 7pm" / "Rob: ..."
    / "user: That's the book club chat, I'm Ines."): two lines or more of at least two named writers, none a chat role
    but the user's own ("Me:"), then the user's turn; read as pasted under a turn of the user's that ends with a colon."""
    first = next((k for k, ln in enumerate(lines) if _ROLE_LINE.match(ln)), None)
    if first is None or first < 2 or not lines[first].lower().startswith("user"):
        return lines
    heads = [_HEAD_LINE.match(ln) for ln in lines[:first] if ln.strip()]
    names = {m.group(1).lower() for m in heads if m}
    if not all(heads) or len(names - set(OWN)) < 1 or len(names) < 2 or names & {"user", "assistant"}:
        return lines
    return [_PASTED_HEAD, *lines]


_DEPTH = re.compile(r"^\s*((?:>\s*)+)")


def _oldest_first(lines: list[str]) -> list[str]:
    """A mail thread pasted with its replies quoted ("> From: Luis ..." over ">> From: Dana ..."): the message quoted
    deeper is the older one, so each run of quoted lines is put deepest first, in order within a depth."""
    out, k = [], 0
    while k < len(lines):
        if not _DEPTH.match(lines[k]):
            out.append(lines[k])
            k += 1
            continue
        j = k
        while j < len(lines) and _DEPTH.match(lines[j]):
            j += 1
        block = lines[k:j]
        depth = [_DEPTH.match(ln).group(1).count(">") for ln in block]  # type: ignore[union-attr]
        out += [ln for _, _, ln in sorted(zip((-d for d in depth), range(len(block)), block))] if len(set(depth)) > 1 else block
        k = j
    return out


def _shown(handle: str) -> str:
    """How a handle reads as a name: its first run of letters, capitalised ("owen.b" -> "Owen", "tomk" -> "Tomk")."""
    m = re.match(r"[A-Za-z]+", handle)
    return m.group(0).capitalize() if m else handle


def _heads_paste(out: list[str]) -> None:
    """The user's turn over the lines of a chat app pasted ("user: pasting from slack" / "Ravi Menon  9:14 AM"): it
    introduces them, as "pasting the team chat here:" does, so it is given the colon such a turn ends with."""
    turn = next((k for k in range(len(out) - 1, -1, -1) if _ROLE_LINE.match(out[k])), None)
    if turn is not None and out[turn].lower().startswith("user") and not out[turn].rstrip().endswith(":"):
        out[turn] = out[turn].rstrip().rstrip(".!") + ":"


def apps(lines: list[str]) -> list[str]:
    """A chat whose user pasted lines of another chat app: IRC lines and Discord messages rewritten as `Name: text`
    lines, and a pasted speaker the user said they are ("I'm Ade" over "<ade> I'm in"; "I'm Priya" over "[09:16] Priya
    Shah: ...") written "Me", as a chat the user pasted writes the user's own lines. Other lines are kept as written."""
    lines = _oldest_first(_pasted_first(lines))
    if not lines or not _ROLE_LINE.match(lines[0]):
        return lines
    selves = {m.group(1).lower() for ln in lines if _ROLE_LINE.match(ln) for m in _SELF_NAME.finditer(ln)}

    def name(speaker: str) -> str:
        words = speaker.lower().split()
        return "Me" if speaker.lower() in selves or words and words[0] in selves else _shown(speaker)

    out: list[str] = []
    heading: str | None = None  # the Discord writer whose message lines follow
    lone = _lone_writers(lines)
    for ln in lines:
        irc, discord, stamped, named = _IRC.match(ln), _DISCORD.match(ln), _STAMPED.match(ln), _NAMED.match(ln)
        slack, header, zoom = _SLACK.match(ln), _HEADER.match(ln) or _COMMA_HEADER.match(ln), _ZOOM.match(ln)
        if header and header.re is _COMMA_HEADER:  # "Lena Fischer, 11:20": the writer before the time
            header = _HEADER.match(f"{header.group(1)}, [{ln.split(',', 1)[1].strip()}]")
        if slack and (_NOT_WRITER.match(slack.group(1)) or not slack.group(1)[0].isupper()):
            slack = None
        heads = (discord or slack).group(1) if discord or slack else header.group("after") or header.group("before") if header else None
        heads = ln.strip() if heads is None and ln.strip() in lone else heads
        if heads is not None and header and not (discord or slack) and _NOT_WRITER.match(heads):
            heads = None
        if _ROLE_LINE.match(ln) or not ln.strip():
            heading = None
            out.append(ln)
        elif heads is not None:
            heading = name(heads)
            _heads_paste(out)
        elif irc or zoom:
            heading = None
            if zoom:  # "copied the zoom chat from the meeting" introduces the lines, as a turn ending with a colon does
                _heads_paste(out)
            out.append(f"{name((irc or zoom).group(1))}: {(irc or zoom).group(2)}")  # type: ignore[union-attr]
        elif named and named.group(1).lower() in OWN:  # the user's own line after a header's message ("Me: red one for me")
            heading = None
            out.append(ln)
        elif heading is not None:
            out.append(f"{heading}: {ln.strip()}")
        elif stamped and name(stamped.group(2)) == "Me":
            out.append(f"{stamped.group(1)}Me{stamped.group(3)}")
        elif named and named.group(1).lower() in selves:  # "Ines: can't make it" from the user who said "I'm Ines"
            out.append(f"Me{named.group(2)}")
        else:
            out.append(ln)
    return out
