"""Statements told in another order or voice, put back into the one the slot reader reads: the speaker moved by
someone else ("The committee has moved me up to the open class" -> "I have been moved to the open class"), days as the
subject of a copula ("Tuesday and Thursday evenings are training nights for the Otters" -> "The training nights for the
Otters are on Tuesday and Thursday evenings") and a capacity idiom ("has room for 24 guests" -> "can hold 24 guests").
rephrase.py calls `moved_me`, `fronted_days` and `can_hold`; regular expressions over the surface, a shape not listed is
read as written."""

from __future__ import annotations

import re


# the speaker moved by someone else: "The committee has moved me up to the open class" -> "I have been moved to the open
# class", "The sanctuary has put me on the Saturday rota instead" (put / placed only before a determiner: not "put me
# on hold")
_MOVED_ME = re.compile(r"^(?!(?:I|We)\s)(?P<agent>[A-Z][^,;]*?)\s+(?:has\s+|have\s+|had\s+)?(?:now\s+|just\s+|also\s+)?"
                       r"(?:(?:moved|switched|transferred|bumped|promoted|graded|upgraded|downgraded|reassigned|shifted)\s+me"
                       r"\s+(?:(?:up|down|over|across|back)\s+)?(?:to|onto|into)|(?:put|placed|assigned)\s+me\s+(?:on|onto|in|into|to)"
                       r"(?=\s+(?:the|a|an|my|our|their|its)\s))\s+(?P<rest>[^;]+)$")


def moved_me(text: str) -> str:
    """The speaker as the one moved, said with the speaker as subject (so it meets "I swim in the slow lane" as the
    same subject): who moved them is not what the sentence says now."""
    m = _MOVED_ME.match(text.strip())
    return f"I have been moved to {m.group('rest')}" if m else text


# a capacity said with an idiom ("has room for 24 guests", "sleeps four people"): what "can hold" says (not "sleeps 8
# hours")
_ROOM_FOR = re.compile(r"\b(?:has|have|had)\s+(?:got\s+)?room\s+for\b|\bsleeps(?=\s+(?:up\s+to\s+)?(?:\d+|two|three|four|five|six|"
                       r"seven|eight|nine|ten|eleven|twelve)\s+(?:people|guests|adults|persons)\b)", re.IGNORECASE)


# the days as the subject of a copula ("Tuesday and Thursday evenings are training nights for the Otters", "Monday and
# Thursday evenings are my training nights at Kaito"): what the other says with the days after the verb
_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?"
_FRONTED_DAYS = re.compile(rf"^(?P<when>{_DAY}(?:(?:,\s*|\s+(?:and|or|&)\s+){_DAY})*(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?)"
                           r"\s+(?:are|is)\s+(?P<np>(?:(?:my|our|the|its|their|his|her)\s+)?(?!(?:when|where|what|how|why|who)\b)"
                           r"(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*s\b[^,;!?]*?)(?P<end>[.!?]?)$")
# a request to the listener after what the speaker states (", so please don't book anything else for me then")
_REQUEST_TAIL = re.compile(r",\s+so\s+(?:please\s+)?(?:don['’]t|do\s+not|can\s+you|could\s+you|remember\s+to|make\s+sure|"
                           r"keep|leave|book|put|add)\b[^;]*?(?P<end>[.!?]?)$", re.IGNORECASE)


def fronted_days(text: str) -> str:
    """Days as the subject of a copula said with the days after the verb, a request to the listener dropped first."""
    m = _FRONTED_DAYS.match(_REQUEST_TAIL.sub(lambda t: t.group("end"), text))
    if not m:
        return text
    np = m.group("np")
    np = np[0].upper() + np[1:] if np.split(None, 1)[0] in ("my", "our", "the", "its", "their", "his", "her") else f"The {np}"
    return f"{np} are on {m.group('when')}{m.group('end')}"


def can_hold(text: str) -> str:
    """A capacity idiom as "can hold" ("has room for 24 guests" -> "can hold 24 guests")."""
    return _ROOM_FOR.sub("can hold", text)
