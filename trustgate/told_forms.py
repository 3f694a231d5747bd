"""Statements told in another order or voice, put back into the one the slot reader reads: the speaker moved by
someone else ("The committee has moved me up to the open class" -> "I have been moved to the open class"), days as the
subject of a copula ("Tuesday and Thursday evenings are training nights for the Otters" -> "The training nights for the
Otters are on Tuesday and Thursday evenings") and a capacity idiom ("has room for 24 guests" -> "can hold 24 guests").
rephrase.py calls `moved_me`, `fronted_days` and `can_hold`; regular expressions over the surface, a shape not listed is
read as written. `idioms` puts a few fixed idioms into the words the other side would use ("opens its doors at 8" ->
"opens at 8", "is 90 minutes long" -> "lasts 90 minutes")."""

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
                           r"keep|leave|book|put|add|get|go|arrive|bring|come|check|allow|plan)\b[^;]*?(?P<end>[.!?]?)$", re.IGNORECASE)


def fronted_days(text: str) -> str:
    """Days as the subject of a copula said with the days after the verb, a request to the listener dropped first."""
    m = _FRONTED_DAYS.match(text)
    if not m:
        return text
    np = m.group("np")
    np = np[0].upper() + np[1:] if np.split(None, 1)[0] in ("my", "our", "the", "its", "their", "his", "her") else f"The {np}"
    return f"{np} are on {m.group('when')}{m.group('end')}"


def can_hold(text: str) -> str:
    """A capacity idiom as "can hold" ("has room for 24 guests" -> "can hold 24 guests")."""
    return _ROOM_FOR.sub("can hold", text)


# "opens its doors at 8", "closed its doors in 2019": the doors are the idiom's, not a thing of the subject
_DOORS = re.compile(r"\b(?P<verb>(?:re)?open|clos)(?P<end>e|es|ed|ing|s)?\s+(?:its|their|the|our|his|her)\s+doors\b", re.IGNORECASE)
# a length of time said with a copula and "long" ("Play sessions are 120 minutes long", "The tour is an hour and a half
# long"): what "lasts" says; not a length in space ("is 142 km long")
_TIME_UNIT = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?|half|quarter)"
_LONG_TIME = re.compile(r"\b(?P<cop>is|are|was|were)\s+(?P<dur>(?:about\s+|around\s+|roughly\s+|only\s+|just\s+)?"
                        rf"(?:[\w.,-]+\s+){{0,4}}?{_TIME_UNIT})\s+long\b(?!\s+(?:to|before|after|ago|enough))")
# how long a change holds, said as an idiom ("has been pushed back to November for good"): no part of the value
_FOR_GOOD = re.compile(r",?\s+(?:for\s+good|for\s+the\s+foreseeable\s+future)\b", re.IGNORECASE)
_LASTS = {"is": "lasts", "are": "lasts", "was": "lasted", "were": "lasted"}  # (the reader reads the verb, not its number)


def idioms(text: str) -> str:
    """Fixed idioms in the words another sentence would use for the same attribute."""
    text = _DOORS.sub(lambda m: m.group("verb") + ("e" if m.group("verb").lower() == "clos" and not m.group("end") else "")
                      + (m.group("end") or ""), text)
    text = _FOR_GOOD.sub("", text)
    return _LONG_TIME.sub(lambda m: f"{_LASTS[m.group('cop').lower()]} {m.group('dur')}", text)


# how the speaker feels about it before the statement ("Honestly it's a shame, but the display was cut to ..."): no part
# of what it says
_FEELING_LEAD = re.compile(r"^(?:(?:honestly|sadly|unfortunately|annoyingly|frankly),?\s+)?(?:it['’]s|that['’]s|it\s+is)\s+"
                           r"(?:(?:a\s+)?(?:real\s+|bit\s+of\s+a\s+)?)?(?:shame|pity|bummer|relief|nuisance|annoying|sad|great|"
                           r"brilliant)\s*[,;:!–—-]+\s*(?:but\s+|and\s+)?(?=[A-Za-z])", re.IGNORECASE)


def unframed(text: str) -> str:
    """The statement without the speaker's feeling before it or a request to the listener after it ("..., so get there
    early if you want to see the jets")."""
    m = _FEELING_LEAD.match(text)
    if m:
        rest = text[m.end():]
        text = rest if rest.startswith("I ") else rest[0].upper() + rest[1:]
    return _REQUEST_TAIL.sub(lambda t: t.group("end"), text)


# a change decided rather than made ("The Thimble Club voted to raise its yearly subscription to £25", "The landlord
# agreed to cut the rent to £650"): told as the change itself ("The Thimble Club's yearly subscription has been raised
# to £25"); who decided it is not what it says now
_DECIDED = re.compile(r"^(?P<agent>[A-Z][^,;]*?)\s+(?:has\s+|have\s+|had\s+)?(?:finally\s+|now\s+)?(?:voted|agreed|decided|chose|opted)\s+"
                      r"to\s+(?P<verb>raise|lower|increase|reduce|cut|move|change|switch|put\s+up|bring\s+forward|push\s+back)\s+"
                      r"(?P<det>its|their|the)\s+(?P<np>(?:(?!\s+from\s)[^,;])+?)(?:\s+from\s+[^,;]+?)?\s+to\s+(?P<rest>[^;]+)$")
_DONE = {"raise": "raised", "lower": "lowered", "increase": "increased", "reduce": "reduced", "cut": "cut", "move": "moved",
         "change": "changed", "switch": "switched", "put up": "put up", "bring forward": "brought forward",
         "push back": "pushed back"}
# a meeting before the statement, without a comma ("At the AGM the club voted ..."): when it was decided
_MEETING_LEAD = re.compile(r"^(?:At|During|After)\s+(?:the|our|their|its|last\s+night['’]s|this\s+year['’]s)\s+(?:annual\s+|general\s+|"
                           r"committee\s+|board\s+|members['’]?\s+)?(?:AGM|EGM|meeting|vote)\s*,?\s+(?=\S)")


def decided(text: str) -> str:
    """A change decided by someone, told as the change."""
    lead = _MEETING_LEAD.match(text)
    if lead:
        rest = text[lead.end():]
        text = rest if rest.startswith("I ") else rest[0].upper() + rest[1:]
    m = _DECIDED.match(text)
    if not m:
        return text
    np = f"{m.group('agent')}'s {m.group('np')}" if m.group("det") in ("its", "their") else f"The {m.group('np')}"
    return f"{np} has been {_DONE[' '.join(m.group('verb').split())]} to {m.group('rest')}"
