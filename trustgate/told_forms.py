"""Statements told in another order or voice, put back into the one the slot reader reads: the speaker moved by
someone else ("The committee has moved me up to the open class" -> "I have been moved to the open class"), days as the
subject of a copula ("Tuesday and Thursday evenings are training nights for the Otters" -> "The training nights for the
Otters are on Tuesday and Thursday evenings") and a capacity idiom ("has room for 24 guests" -> "can hold 24 guests").
rephrase.py calls `moved_me`, `fronted_days` and `can_hold`; regular expressions over the surface, a shape not listed is
read as written. `idioms` puts a few fixed idioms into the words the other side would use ("opens its doors at 8" ->
"opens at 8", "is 90 minutes long" -> "lasts 90 minutes")."""

from __future__ import annotations

import re

from .text import may_say


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
    m = _MOVED_ME.match(text.strip()) if may_say(text, "me") else None
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
# (or in the parts a game or an event is played in: "Games are seven innings long", "The final is twelve rounds long")
_EVENT_PART = r"(?:innings|rounds?|laps?|sets?|periods?|quarters?|halves|holes?|overs?|frames?|heats?|legs?|stages?|episodes?)"
_LONG_TIME = re.compile(r"\b(?P<cop>is|are|was|were)\s+(?P<dur>(?:about\s+|around\s+|roughly\s+|only\s+|just\s+)?"
                        rf"(?:[\w.,-]+\s+){{0,4}}?(?:{_TIME_UNIT}|{_EVENT_PART}))\s+long\b(?!\s+(?:to|before|after|ago|enough))")
# how long a change holds, said as an idiom ("has been pushed back to November for good"): no part of the value
_FOR_GOOD = re.compile(r",?\s+(?:for\s+good|for\s+the\s+foreseeable\s+future)\b", re.IGNORECASE)
_THESE_DAYS = re.compile(r",?\s+(?:these\s+days|nowadays)\b(?!\s+(?:of|when|that)\b)", re.IGNORECASE)
# "the first trip of the day", "the last train of the night": a day's first or last one, which "the first trip" says
_OF_THE_DAY = re.compile(r"(?i)(?P<which>\b(?:first|last|earliest|latest|final)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+of\s+the\s+(?:day|night|evening)\b")
_LASTS = {"is": "lasts", "are": "lasts", "was": "lasted", "were": "lasted"}  # (the reader reads the verb, not its number)


def idioms(text: str) -> str:
    """Fixed idioms in the words another sentence would use for the same attribute."""
    # (each pattern tried only when a word every match of it spells is there: `may_say`)
    if may_say(text, "door"):
        text = _DOORS.sub(lambda m: m.group("verb") + ("e" if m.group("verb").lower() == "clos" and not m.group("end") else "")
                          + (m.group("end") or ""), text)
    if may_say(text, "good", "foreseeable"):
        text = _FOR_GOOD.sub("", text)
    if may_say(text, "these days", "nowadays"):  # ("is £7.50 these days": now, not a day)
        text = _THESE_DAYS.sub(" now", text)
    if may_say(text, "by"):
        text = _BY_TO.sub(lambda m: m.group("verb") + " ", text)
    if may_say(text, "advance"):  # ("must be booked two days in advance" / "... 24 hours ahead")
        text = _IN_ADVANCE.sub("ahead", text)
    if may_say(text, "back"):
        text = _SET_BACK.sub(lambda m: "cost" if m.group(1).lower() == "set" else "costs", text)
        text = _BACK_BY.sub(r"\g<cop> returned", text)
    if may_say(text, "number", "no.", "#"):
        text = _NUMBERED.sub(r"\g<noun> \g<n>", text)
    if may_say(text, "full"):
        text = _BRIM.sub("full", text)
    if may_say(text, "com", "cam", "run", "ran"):
        text = _AMOUNT_REACHED.sub(_amount_reached, text)
    if may_say(text, "fit", "tak"):
        text = _PEOPLE_FIT.sub(_people_fit, text)
    if may_say(text, "til"):  # (until, till, 'til)
        text = _NOT_UNTIL.sub(_not_until, text)
    if may_say(text, "rise", "rose", "stand", "stood", "tower", "reach"):
        text = _RISES_ABOVE.sub(lambda m: f"{'was' if m.group('verb').lower() in _PAST_RISE else 'is'} {m.group('len')} tall", text)
    if may_say(text, "of the day"):  # ("runs its first trip of the day at 9:30": the first trip, of any day)
        text = _OF_THE_DAY.sub(r"\g<which>", text)
    if not may_say(text, "long"):
        return text
    return _LONG_TIME.sub(lambda m: f"{_LASTS[m.group('cop').lower()]} {m.group('dur')}", text)


# an amount reached, said with "comes to" / "runs to" ("The quote came to £340", "Each session runs to forty-five
# minutes", "The flume runs to 140 m"), and a length of time with "runs for": the verb the amount's kind takes ("cost", "lasts", "is ... long"); an amount of
# another kind ("runs to 400 pages") is read as written
_NUMBER_WORDS = (r"(?:\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
                 r"fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and|half|quarter|[a-z]+-[a-z]+)")
_APPROX = r"(?:(?:about|around|roughly|nearly|almost|some|over|under|just\s+(?:under|over)|a\s+little\s+(?:under|over))\s+)?"
_MONEY_AMOUNT = rf"{_APPROX}(?:[£$€]\s?\d[\d,.]*(?:\s?(?:k|m|bn|million|thousand))?|(?:{_NUMBER_WORDS}\s+){{1,7}}(?:pounds?|quid|pence|dollars?|euros?|cents?)\b)"
_TIME_AMOUNT = rf"{_APPROX}(?:{_NUMBER_WORDS}\s+){{1,6}}{_TIME_UNIT}\b|{_APPROX}\d[\d.,]*\s?(?:mins?|hrs?|h)\b"
_LENGTH_AMOUNT = (rf"{_APPROX}(?:(?:{_NUMBER_WORDS}\s+){{1,6}}|\d[\d.,]*\s?)(?:m|km|cm|mm|ft|metres?|meters?|kilometres?|"
                  r"kilometers?|miles?|feet|foot|yards?|inches)\b")
_AMOUNT_REACHED = re.compile(rf"\b(?:(?P<verb>comes|come|came|runs|run|ran)\s+to\s+(?:(?P<money>{_MONEY_AMOUNT})|(?P<time>{_TIME_AMOUNT})|"
                             rf"(?P<length>{_LENGTH_AMOUNT}))|(?P<run>runs|run|ran)\s+for\s+(?P<for>{_TIME_AMOUNT}))(?!\s*(?:long|tall|high|wide|deep|per\s+cent|%))", re.IGNORECASE)
_PAST = {"came": True, "ran": True}


def _amount_reached(m: re.Match[str]) -> str:
    if m.group("run"):  # "runs for fifty minutes"
        return f"{dict(runs='lasts', run='last', ran='lasted')[m.group('run').lower()]} {m.group('for')}"
    verb, past = m.group("verb").lower(), m.group("verb").lower() in _PAST
    plural = verb in ("come", "run")
    if m.group("money"):
        return f"{'cost' if past or plural else 'costs'} {m.group('money')}"
    if m.group("time"):
        return f"{'lasted' if past else 'last' if plural else 'lasts'} {m.group('time')}"
    return f"{'was' if past else 'are' if plural else 'is'} {m.group('length')} long"


# "full to the brim" / "full to capacity": what "full" says
_BRIM = re.compile(r"\bfull\s+to\s+(?:the\s+)?(?:brim|top|capacity)\b", re.IGNORECASE)
# a height said as how far a thing rises above something ("rises just under 4 m above the dial", "towers 30 metres over
# the square"): what "is ... tall" says; a rise without "above" ("the river rose 2 m") is read as written
_RISES_ABOVE = re.compile(rf"\b(?P<verb>rises|rise|rose|stands|stand|stood|towers|tower|towered|reaches|reached)\s+(?P<len>{_LENGTH_AMOUNT})"
                          r"\s+(?:above|over|into)\s+(?:the|its|their)\s+[a-z][\w-]*(?:\s+(?!(?:and|or|but|in|at|on|of|to|for|with|when|which|so)\b)[a-z][\w-]*)?"
                          r"(?:\s+of\s+(?:the|its|their)\s+[a-z][\w-]*)?",
                          re.IGNORECASE)
_PAST_RISE = {"rose", "stood", "towered", "reached"}
# by how much a value changed, before what it changed to ("put the price up by a tenner, to £105", "cut by 10%, to
# £45"): the new value is what it says
_BY_TO = re.compile(r"\b(?P<verb>up|down|raised|increased|reduced|cut|lowered)\s+by\s+[^,;.]{1,30}?,?\s+(?=to\s)", re.IGNORECASE)
# when a thing first happens, said as when it does not happen before ("doesn't open until 10 am", "won't arrive till
# around half seven"): what "opens at 10 am" says; a time after "until" that ends a state ("is open until 5 pm") is
# another statement and is not touched (no negation before it)
_NOT_UNTIL = re.compile(r"\b(?P<aux>doesn['’]t|does\s+not|don['’]t|do\s+not|won['’]t|will\s+not)\s+(?:usually\s+|normally\s+|now\s+)?"
                        r"(?P<verb>open|start|begin|arrive|come|get\s+here|get\s+there|kick\s+off|leave|depart|run|close)"
                        r"(?P<mid>(?:\s+(?!until\b|till\b)[\w'’-]+){0,4}?)\s+(?:until|till|'til)\s+(?!(?:it|they|we|you|he|she|I)\b)"
                        r"(?!the\s+(?!\d|end\b|start\b|beginning\b|middle\b|first\b|second\b|third\b|last\b|next\b))",
                        re.IGNORECASE)


def _not_until(m: re.Match[str]) -> str:
    aux, verb = m.group("aux").lower(), m.group("verb")
    first, _, rest = verb.partition(" ")
    if aux.startswith(("won", "will")):
        said = f"will {verb}"
    elif aux.startswith("do") and not aux.startswith("does"):
        said = verb
    else:
        said = first + ("es" if first.endswith(("ss", "sh", "ch")) else "s") + (f" {rest}" if rest else "")
    return f"{said}{m.group('mid')} at "


# "sets you back £12" / "set me back £340": what it costs
_SET_BACK = re.compile(r"\b(sets|set)\s+(?:you|me|us|them|him|her|one|the\s+buyer)\s+back\b(?=\s+(?:about\s+|around\s+|roughly\s+)?[£$€\d])",
                       re.IGNORECASE)
_IN_ADVANCE = re.compile(r"\bin\s+advance\b(?!\s+of\b)", re.IGNORECASE)
# being back by a time is having been returned by it ("Hired kayaks must be back by 5 pm" / "... returned by 5 pm")
_BACK_BY = re.compile(r"\b(?P<cop>be|is|are)\s+back(?=\s+(?:by|before|no\s+later\s+than)\s)", re.IGNORECASE)
# a thing's number said with "number" / "No." ("beach hut number 27", "pitch No. 4"): the thing's name, as "beach hut 27"
_NUMBERED = re.compile(r"\b(?!(?:to|at|on|in|is|was|are|were|be|been|the|from|by|for|of|as|into|onto|with|and|or|our|my|its|their)\s)(?P<noun>[a-z][a-z-]+)\s+(?:number|no\.|#)\s*(?P<n>\d{1,4}[A-Za-z]?)\b")
# how many people a place takes, said with "fits" / "takes" ("fits 120 people sitting down", "can take 40 diners"):
# seated, what "seats" says; otherwise what "can hold" says
_PERSONS = r"(?:people|guests|persons|adults|diners|passengers|visitors|children|kids|players|campers)"
_PEOPLE_FIT = re.compile(rf"\b(?:(?:can|could|will)\s+)?(?:fits?|takes?|fit|take)\s+(?P<n>(?:up\s+to\s+)?(?:{_NUMBER_WORDS}\s+){{1,6}}?)"
                         rf"(?P<who>{_PERSONS})\b(?P<seated>\s+(?:sitting\s+down|seated|sat\s+down|at\s+tables))?", re.IGNORECASE)


def _people_fit(m: re.Match[str]) -> str:
    n = m.group("n").strip()
    return f"seats {n} {m.group('who')}" if m.group("seated") else f"can hold {n} {m.group('who')}"


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
    m = _DECIDED.match(text) if may_say(text, "voted", "agreed", "decided", "chose", "opted") else None
    if not m:
        return text
    np = f"{m.group('agent')}'s {m.group('np')}" if m.group("det") in ("its", "their") else f"The {m.group('np')}"
    return f"{np} has been {_DONE[' '.join(m.group('verb').split())]} to {m.group('rest')}"


# a change made by a work done on the thing ("The Corrie Belle's refit over the winter raised its passenger capacity to
# 410", "Our library's extension has increased its floor space to 900 m²"): told as the change itself ("The Corrie Belle's
# passenger capacity has been raised to 410"); the work is how it came about, not what it says now. (Only the verbs of
# change the slot reader knows: "doubled its floor space to 900 m²" is read as written.)
_WORK_DONE = (r"(?:refit|upgrade|makeover|overhaul|rebuild|revamp|facelift|re-?launch|works?|[a-z]+(?:tion|sion|ment|al))")
_CAUSED = re.compile(r"^(?P<owner>(?:The\s+|Our\s+|My\s+)?[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,4}|(?:The|Our|My)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)['’]s\s+(?:[a-z][\w-]*\s+){0,2}"
                     rf"{_WORK_DONE}(?:\s+(?:over|in|during|last|this|earlier|at)\s+[^,;]+?)?\s+(?:has\s+|have\s+|had\s+)?"
                     r"(?P<verb>raised|lowered|increased|reduced|cut)\s+(?:its|their|her|his)\s+(?P<np>[a-z][^,;]*?)\s+(?:up\s+|down\s+)?to\s+(?P<rest>[^;]+)$")


def caused(text: str) -> str:
    """A change made by a work done on the thing, told as the change."""
    m = _CAUSED.match(text)
    return f"{m.group('owner')}'s {m.group('np')} has been {m.group('verb')} to {m.group('rest')}" if m else text

