"""Changes told as events, read for what they changed from and to: "moved Year 3's PE from Thursdays to Mondays"
(changed from Thursdays), "has put its oat milk up to £2.10" (a change to £2.10), "I've taken over from Jo Park as
treasurer" (from Jo Park), "has been renamed ...", "... instead of X", and a change told only against what held before
("an hour later than it used to"). rephrase.py drops the old value from the statement it reads (`dropped_old_values`); the
conflict stage asks `changed_from`, `changed_to`, `tells_change` and `compared_with_before` of a candidate. Regular
expressions over the surface: a shape not listed here is read as written."""

from __future__ import annotations

import re

from .text import may_say

# a person's name, with a title: "Dr. Ravi Menon", "Chloé Martin", "Femi Adebayo"
NAME = (r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sir|Dame)\.?\s+)?(?!(?:The|A|An|This|That|These|Those|Our|My|Its|Their|His|Her|Your)\b)"
         r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*){0,3}")


# (base forms too, after "agreed to" / "will": "agreed to raise the annual membership fee from £180 to £210", and
# "has shrunk its large soy candle from a 300 g jar to a 250 g one")
_CHANGE_FORMS = (r"moved|transferred|relocated|switched|changed|shifted|upgraded|downgraded|raised|lowered|converted|increased|reduced|"
                 r"cut|rose|fell|dropped|jumped|climbed|went\s+(?:up|down)|raise|lower|increase|reduce|move|change|switch|shift|"
                 r"shrunk|shrank|shrink|grew|grown|grow|extended|extend|trimmed|trim|hiked|hike|bumped|bump|"
                 r"put(?:\s+[\w'’-]+){1,6}?\s+(?:up|down)")  # ("has put the price of its burrito up from £8 to £9")
_FROM_TO = re.compile(r"\b(?P<verb>(?P<form>" + _CHANGE_FORMS + r")(?:\s+[a-z]+ly)?"
                       r"(?:\s+(?:my|our|their|his|her|its|the)?\s*[a-z]+(?:\s+[a-z]+){0,3})??)\s+(?:from|out\s+of)\s+"
                       r"(?:[^,;!?]+?)\s+(?:to|into)\s+(?=\S)")
_CHANGED_FROM = re.compile(r"\b(?P<form>" + _CHANGE_FORMS + r"|rescheduled|put\s+up|brought\s+forward|pushed\s+back)\b[^,;!?]{0,60}?\b(?:from|out\s+of)\s+(?P<old>[^,;!?]+?)\s+(?:to|into)\s+(?=\S)")

# base forms that are nouns too: "My late shift at the call centre runs from 14:00 to 22:00" tells a span, not a change.
# Right before its "from" such a word tells a change either way ("a move from Leeds to York", "agreed to raise it from
# £180 to £210"); with words between, only where a verb can stand: after "to", a modal, "please", a subject pronoun, or
# at the head of the statement ("Move the class from ...")
_BASE_FORMS = frozenset({"raise", "lower", "increase", "reduce", "move", "change", "switch", "shift", "shrink", "grow",
                         "extend", "trim", "hike", "bump"})
_VERB_BEFORE = re.compile(r"(?:^|[,;:(]\s*|\b(?:to|will|would|could|can|should|must|shall|may|might|please|do|does|did|"
                          r"don't|didn't|doesn't|won't|can't|let's|i|we|they|you|[a-z]+'ll|[a-z]+'d)\s+)$", re.IGNORECASE)


def _a_change(m: re.Match, at: str = "form") -> bool:
    """Is the change word of a match a verb (or a noun of change right before its "from")?"""
    form = m.group(at).lower()
    if form not in _BASE_FORMS or re.match(r"\s*(?:from|out\s+of)\b", m.string[m.end(at):]):
        return True
    return _VERB_BEFORE.search(m.string, 0, m.start(at)) is not None


def _search(pattern: re.Pattern, text: str) -> re.Match | None:
    """The first match of a change pattern whose change word is one (`_a_change`)."""
    return next((m for m in pattern.finditer(text) if _a_change(m)), None)


def dropped_old_values(text: str) -> str:
    """The statement with the old value of a change it tells dropped ("moved PE from Thursdays to Mondays" -> "moved PE
    to Mondays"): what it says holds now."""
    return _FROM_TO.sub(lambda m: f"{m.group('verb')} to " if _a_change(m) else m.group(0), text)


# a role taken from its last holder: "I've taken over from Margaret Heald as tower captain": the one it was taken from
# no longer holds it (a successor named as the subject, "Li succeeded Jo Park as head coach", is holders.py's)
_TOOK_FROM = re.compile(r"\b(?:taken|took|takes|taking)\s+over\s+(?:from\s+(?P<old>[^,;!?]+?)\s+as\s+"
                        r"(?:the\s+|our\s+|its\s+|their\s+)?(?:new\s+)?[a-z]|as\s+[^,;!?]+?\s+from\s+(?P<old2>" + NAME + r"))")


# a thing renamed, named by its old name: "The Infirmary tram stop has been renamed Royal Infirmary North": the old
# name is the value it was changed from
_RENAMED = re.compile(r"^(?:The\s+)?(?P<old>(?!(?:The|A|An|This|That|Our|My|Its|Their|His|Her)\b)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?P<old2>)\b[^,;!?]*?\s(?:has\s+been\s+|have\s+been\s+|"
                      r"was\s+|were\s+|is\s+being\s+)?renamed\b")
# "have started taking their apples to the press at Bramley Farm instead of the Orchard Lane mill": what it replaced
_INSTEAD_OF = re.compile(r"\b(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+(?P<old>[^,.;!?]+)", re.IGNORECASE)


def changed_from(text: str) -> str | None:
    """The value a change says it was made from ("The school has moved Year 3's PE from Thursdays to Mondays" ->
    "Thursdays", "I've taken over from Jo Park as treasurer" -> "Jo Park"), None when it names none."""
    m = _search(_CHANGED_FROM, text) or _INSTEAD_OF.search(text)
    if m:
        return m.group("old")
    m = _TOOK_FROM.search(text) or _RENAMED.search(text)
    if m is None:
        return None
    old = m.group("old") or m.group("old2")
    if old.lower() in ("him", "her", "them"):  # "Gary Price retired ... and I've taken over from him as ...": the person
        named = [n for n in (_LEADING.sub("", x.group(0)) for x in re.finditer(NAME, text[:m.start()]))
                 if n[:1].isupper() and n.split()[0] not in _CALENDAR]
        return named[-1] if named else old  # (named before the pronoun)
    return old


_CALENDAR = frozenset("January February March April May June July August September October November December Monday Tuesday "
                      "Wednesday Thursday Friday Saturday Sunday Christmas Easter".split())
# capitalised words that open a clause and name nobody ("When Ms Aziz left", "I")
_LEADING = re.compile(r"^(?:(?:When|After|Since|As|Because|Once|If|While|Before|And|But|So|Now|I(?:['’][a-z]+)?)\b\s*)+")


# a change told as an event, to a new value: "has put its oat milk up to £2.10", "I've turned the hot tub up to 39
# degrees", "was moved to Friday", "went down to £3": the value it had before no longer holds
_CHANGED_TO = re.compile(r"\b(?:changed|switched|moved|pushed|raised|lowered|increased|reduced|cut|put|turned|bumped|dropped|"
                         r"hiked|slashed|rescheduled|postponed|brought|went|gone|rose|risen|fell|fallen|jumped|climbed)"
                         r"(?:\s+[\w'’-]+){0,6}?\s+(?:(?:up|down|back)\s+)?to\s+\S", re.IGNORECASE)


def tells_change(text: str) -> bool:
    """Does the statement tell a change to a value as an event ("X has put its price up to £2.10"), rather than state
    the value ("X sells it at £2.10")?"""
    return _CHANGED_TO.search(text) is not None


def changed_to(text: str) -> str | None:
    """The value a change told as an event says it was made to ("I've switched my violin over to gut strings" -> "gut
    strings"), up to a comma or the end; None when the statement tells no change."""
    m = _CHANGED_TO.search(text)
    if m is None:
        return None
    new = re.match(r"[^,;!?]+", text[m.end() - 1:])
    return new.group(0).strip().rstrip(".") if new else None


# a change told only against what held before: "now stays open an hour later than it used to", "costs a pound more than
# last year", "starts earlier than before": the old value no longer holds, the new one is not said
_THAN_BEFORE = re.compile(r"\b(?:[a-z]+er|more|less|fewer|longer|shorter)\b(?P<between>(?:\s+[\w'’-]+){0,4}?)\s+than\s+(?:(?:it|they|he|she|I|we|you|"
                          r"this|that)\s+)?(?:used\s+to|did|does|was|were|had|before|previously|formerly|usual|last\s+(?:year|"
                          r"month|week|season|time|term)|it\s+was|they\s+were|in\s+the\s+past)\b", re.IGNORECASE)


def uncompared(text: str) -> str:
    """The statement without its comparison with before ("now opens half an hour earlier than it used to" -> "now opens
    half an hour"), its qualifiers kept ("later on Saturdays than ..." -> "on Saturdays"): what it is about."""
    return _THAN_BEFORE.sub(lambda m: m.group("between"), text) if may_say(text, "than") else text


def compared_with_before(text: str) -> str | None:
    """The phrase by which a statement tells a change only against the value before ("an hour later ... than it used
    to"), None when it tells none."""
    m = _THAN_BEFORE.search(text)
    return m.group(0) if m else None
