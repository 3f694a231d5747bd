"""A sentence said another way before it is read for its slot: the same statement in the plain form sentence.py reads.

Contract. `rephrase(text)` returns `text` or an equivalent statement: contractions spelled out ("I'm" -> "I am");
a replaced value dropped ("..., instead of Priya"); a reporting frame dropped ("HR has confirmed that ...", "...,
as announced in ..."); a role handed to a person said as who holds it ("Tomas Lind became the project's lead
maintainer" -> "The project's lead maintainer is Tomas Lind"); a thing of the subject's changed to a value said as
what it is now ("I switched my phone contract to Three" -> "My phone contract is now Three").

Why: the slot rules compare a subject and what is said of it. An event of change, a report or a role taken names
the same slot as the plain statement it amounts to, in words the rules would otherwise read as another subject or
another attribute (the name taking the role as the subject, the reporter as the subject, the old holder as the
value). Regular expressions over the surface: a shape not listed here is read as written.
"""

from __future__ import annotations

import re

# a pronoun and its verb written as one word ("I'm a nurse"): read as two, so the verb is found
_CONTRACTED = re.compile(r"\b(I|you|we|they|it|he|she)['’](m|re|ve|s)\b", re.IGNORECASE)
_EXPANDED = {"m": "am", "re": "are", "ve": "have", "s": "is"}


# "I now lead the shift instead of Priya": what follows names the value replaced, not what the sentence says now
_REPLACED = re.compile(r",?\s+(?:instead of|in place of|taking over from|replacing)\s+[^,.;!?]+", re.IGNORECASE)


# a person's name, with a title: "Dr. Ravi Menon", "Chloé Martin", "Femi Adebayo"
_NAME = (r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sir|Dame)\.?\s+)?(?!(?:The|A|An|This|That|These|Those|Our|My|Its|Their|His|Her|Your)\b)"
         r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*){0,3}")
# the role taken: a definite or possessive noun phrase ("the lab's safety officer", "Acme's CFO"), a role of something
# without an article ("chair of the charity"), or an acronym ("CFO"); not an occupation ("a nurse") nor an adjective
_ROLE_NP = re.compile(r"(?:the\s+\S|[^\s]+(?:'s|’s)\s+\S|[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+of\s+\S|[A-Z]{2,5}\b)")
# "Grace Lin left, and ...", "Margaret Doyle stepped down and ...": who left says nothing of who holds the role now
_LEFT = re.compile(rf"^{_NAME}\s+(?:has\s+)?(?:left|stepped\s+down|resigned|retired|quit|departed|moved\s+on)\b[^,;]*?,?\s+and\s+(?=[A-Z])")
# a name that takes a role: "Tomas Lind became the project's lead maintainer", "Dr. Ravi Menon took over as the lab's
# safety officer", "Femi Adebayo was elected chair of the charity", "Sam Ortiz has replaced Jo Reed as the spokesman"
_TAKES = re.compile(
    rf"^(?P<name>{_NAME})\s+(?:now\s+)?(?:has\s+)?(?:became|become|becomes|has\s+become"
    r"|(?:was|has\s+been|is|were|have\s+been)\s+(?:now\s+)?(?:named|appointed|elected|made|promoted\s+to|chosen\s+as|hired\s+as)"
    r"|took\s+over\s+as|takes\s+over\s+as|taken\s+over\s+as|stepped\s+in\s+as|steps\s+in\s+as"
    rf"|(?:replaced|replaces|succeeded|succeeds)\s+{_NAME}\s+as)"
    r"\s+(?P<np>(?:the\s+)?(?:new\s+)?[^,;!?]+?)(?P<end>[.!?]?)$")
# "Chloé Martin was replaced as the boutique's head buyer by Sam Okafor": the name after "by" holds the role now
_REPLACED_BY = re.compile(rf"^{_NAME}\s+(?:was|has\s+been|is)\s+(?:replaced|succeeded)\s+as\s+(?P<np>[^,;!?]+?)\s+by\s+"
                          rf"(?P<name>{_NAME})(?P<end>[.!?]?)$")
# a time after the role says when it changed, not which role ("... became the lead maintainer in March")
_WHEN_TAIL = re.compile(r"\s+(?:in|on|from|since|as\s+of|effective|last|this|after|following)\s+(?:\d|last\b|this\b|next\b|the\s+(?:start|end)\b|"
                        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b).*$", re.IGNORECASE)


# someone changed a thing of theirs to a new value: "The user changed their seat on the Lisbon flight to 22C", "I switched
# my phone contract to Three", "We moved our weekly call back to Tuesday"
_OWN_CHANGED = re.compile(
    r"^(?P<subj>I|We|[Tt]he\s+user|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s+(?:has\s+|have\s+)?(?:just\s+|now\s+|also\s+)?"
    r"(?:changed|switched|moved|pushed|upgraded|downgraded|increased|raised|lowered|reduced|cut|extended|shifted|"
    r"rescheduled|postponed|updated|bumped|brought)\s+(?P<pos>my|our|their|his|her|its)\s+(?P<np>[^,;!?]+)\s+"
    r"(?:(?:back|forward|up|down)\s+)?to\s+(?P<val>[^,;!?]+?)(?P<end>[.!?]?)$")


def _own_changed(text: str) -> str:
    """A thing of the subject's changed to a value, read as what it is now ("The user changed their seat on the Lisbon
    flight to 22C" -> "The user's seat on the Lisbon flight is now 22C"), so it meets "The user's seat ... is 14A"."""
    m = _OWN_CHANGED.match(text.strip())
    if not m or m.group("subj") in ("We", "I") and m.group("pos") not in ("my", "our"):
        return text
    owner = {"my": "My", "our": "Our"}.get(m.group("pos")) or f"{m.group('subj')}'s"
    owner = owner[0].upper() + owner[1:]
    np = re.sub(r"\s+(?:back|forward|up|down)$", "", m.group("np"))  # ("pushed their booking back to 9 pm")
    return f"{owner} {np} is now {m.group('val')}{m.group('end')}"


# who reports a statement is not what it is about: "HR has confirmed that employees may carry over 15 days", "The CFO
# is Marcus Bell, as announced in its latest press release", "..., according to the ministry"
_REPORTED_BY = re.compile(
    r"^(?!(?:I|We|You|He|She|They|The\s+user|User)\s)[A-Z][^,;:]{0,60}?\s+(?:has\s+|have\s+|had\s+)?(?:confirmed|announced|stated|said|says|reported|reports|noted|notes|"
    r"claims|claimed|explained|explains|clarified|clarifies|verified|verifies|agree|agrees|agreed|confirms|announces|"
    r"states|insists|insisted|maintains)\s+that\s+(?=\S)")
_REPORTED_TAIL = re.compile(r",\s+(?:as\s+(?:announced|confirmed|stated|reported|noted|explained|published|shown)|according\s+to|"
                            r"per|citing|reports\s+say|sources\s+say)\b[^,;]*?(?P<end>[.!?]?)$", re.IGNORECASE)


def _unreported(text: str) -> str:
    """The statement without the frame that reports it ("X has confirmed that ...", "..., as announced in ...")."""
    m = _REPORTED_BY.match(text)
    if m:
        rest = text[m.end():]
        text = rest[0].upper() + rest[1:]
    return _REPORTED_TAIL.sub(lambda t: t.group("end"), text)


def _role_taken(text: str) -> str:
    """A role handed to a person, said as an event, read as who holds it now ("Tomas Lind became the project's lead
    maintainer" -> "The project's lead maintainer is Tomas Lind"), so it meets the stored "... is Priya Raman" as the
    same role with another holder. Who left it, or whom the holder replaced, is not what the sentence says now."""
    text = _LEFT.sub("", text.strip())
    m = _REPLACED_BY.match(text) or _TAKES.match(text)
    if not m:
        return text
    np = _WHEN_TAIL.sub("", m.group("np")).strip()
    np = re.sub(r"^(?:the\s+)?new\s+", "the ", np, flags=re.IGNORECASE)
    if not _ROLE_NP.match(np):
        return text
    if not re.match(r"(?i)the\s|[^\s]+(?:'s|’s)\s", np):
        np = f"the {np}"
    return f"{np[0].upper()}{np[1:]} is {m.group('name')}{m.group('end')}"


def rephrase(text: str) -> str:
    """The statement in the plain form the slot reader reads (see the module docstring)."""
    text = _CONTRACTED.sub(lambda m: f"{m.group(1)} {_EXPANDED[m.group(2).lower()]}", text)
    text = _REPLACED.sub("", text)
    return _own_changed(_role_taken(_unreported(text)))
