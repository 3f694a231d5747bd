"""A sentence said another way before it is read for its slot: the same statement in the plain form sentence.py reads.

Contract. `rephrase(text)` returns `text` or an equivalent statement: contractions spelled out ("I'm" -> "I am");
a replaced value dropped ("..., instead of Priya"); a reporting frame dropped ("HR has confirmed that ...", "...,
as announced in ..."); a role handed to a person said as who holds it ("Tomas Lind became the project's lead
maintainer" -> "The project's lead maintainer is Tomas Lind"); a thing of the subject's changed to a value said as
what it is now ("I switched my phone contract to Three" -> "My phone contract is now Three", "I replaced my router
with a Fritzbox" -> "My router is now Fritzbox"), and one changed by
someone else in the passive ("The vet reduced Pepper's carprofen to one tablet" -> "Pepper's carprofen was reduced to
one tablet"); what holds now after an event ("I bought 10 more shares, so I now own 50" -> "I now own 50 shares"); a change
said with a noun ("Maria got a raise to €56,000" -> "Maria's pay is now €56,000"); a
value a source gives ("X lists the length as 120 km" -> "The length is 120 km"); who is credited with a work
("historians attribute the Mona Lisa to Raphael" -> "The creator of the Mona Lisa is Raphael").

Why: the slot rules compare a subject and what is said of it. An event of change, a report or a role taken names
the same slot as the plain statement it amounts to, in words the rules would otherwise read as another subject or
another attribute (the name taking the role as the subject, the reporter as the subject, the old holder as the
value). Regular expressions over the surface: a shape not listed here is read as written.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import wordnet
from .changes_told import NAME as _NAME, dropped_old_values, uncompared
from .mistakes import mistake_corrected
from .told_forms import caused, can_hold, decided, fronted_days, idioms, moved_me, unframed
from .rephrase_frames import THERE, VALUE as _VALUE, place_first, there_is, doors, undiscoursed, unreported, you_find, to_complete, how_long_changed, from_age, last_n, must_be, in_sessions
from .text import may_say

# a pronoun and its verb written as one word ("I'm a nurse"): read as two, so the verb is found
_CONTRACTED = re.compile(r"\b(I|you|we|they|it|he|she|there)['’](m|re|ve|s)\b", re.IGNORECASE)
_EXPANDED = {"m": "am", "re": "are", "ve": "have", "s": "is"}
# a plural's possessive ("our neighbours' plot", "the Harriers' first team") written as a singular's is, so the reader
# sees an owner ("neighbours'" lost its apostrophe as a word and read as part of the thing)
_PLURAL_POSSESSIVE = re.compile(r"\b([A-Za-z][a-z]*s)['’](?=\s+[a-z])")
# ... and a noun's "'s" that is a verb: before an article, an adverb or a state it is "is" ("my bike's a BMW", "the
# shop's now closed"), before "been" / "got" it is "has"; before a noun it is a possessive and stays
_NOUN_CONTRACTED = re.compile(r"\b(?!(?:[Ll]et)['’])(?P<noun>[A-Za-z][a-z-]+)['’]s\s+(?=(?P<next>a|an|the|now|not|still|currently|just|always|never|"
                              r"been|got|closed|open|shut|back|away|out|broken|gone|due|over)\b(?:\s+(?P<after>[a-z]+)\b)?)")
_STATE_AFTER_S = frozenset("closed open shut back away out broken gone due over".split())
_AFTER_STATE = frozenset("until till from on at in for to and or but so as with except between again yet".split())


def _noun_s(m: re.Match) -> str:
    """"the shop's closed" is "is"; "the college's open evening", "the shop's back door" keep their possessive: a state
    word before a noun (one WordNet knows as a noun and not as an adverb, so not "today" or "late") names which thing."""
    after = m.group("after")
    if m.group("next") in _STATE_AFTER_S and after and after not in _AFTER_STATE and wordnet.noun(after) \
            and not wordnet.adverb(after):
        return m.group(0)
    return f"{m.group('noun')} {'has' if m.group('next') in ('been', 'got') else 'is'} "


# "I now lead the shift instead of Priya": what follows names the value replaced, not what the sentence says now
_REPLACED = re.compile(r",?\s+(?:instead of|in place of|rather than|taking over from|replacing|succeeding)\s+[^,.;!?]+", re.IGNORECASE)


# the role taken: a definite or possessive noun phrase ("the lab's safety officer", "Acme's CFO"), a role of something
# without an article ("chair of the charity", "politics editor at the Herald"), or an acronym ("CFO"); not an
# occupation ("a nurse") nor an adjective
_ROLE_NP = re.compile(r"(?:the\s+\S|[^\s]+(?:'s|’s)\s+\S|[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:of|at|for)\s+\S|[A-Z]{2,5}\b)")
# "Grace Lin left, and ...", "Margaret Doyle stepped down and ...": who left says nothing of who holds the role now
# (the successor may be introduced by kin or a post: "..., and her son Owen Pryce runs ...")
_LEFT = re.compile(rf"^{_NAME}\s+(?:has\s+)?(?:left|stepped\s+down|stood\s+down|resigned|retired|quit|departed|moved\s+on)\b"
                   r"(?:\s+(?:from\s+)?(?P<place>(?:the\s+)?[A-Z][^,;]*?)|[^,;]*?),?\s+and\s+"
                   r"(?:(?:his|her|their|its)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?=[A-Z][\w'’-]*\s+[A-Z])|(?=[A-Z]|the\s+[A-Z]))")
# kin or a post between "by" and the name ("is run by her nephew Callum"): the name is who
_BY_KIN = re.compile(r"\bby\s+(?:his|her|their|its)\s+[a-z][\w-]*\s+(?=[A-Z][\w'’-]*\b)")
# a name that takes a role: "Tomas Lind became the project's lead maintainer", "Dr. Ravi Menon took over as the lab's
# safety officer", "Femi Adebayo was elected chair of the charity", "Sam Ortiz has replaced Jo Reed as the spokesman",
# "Priya Nair has taken over from Colin Ashby as manager of the depot"
_TAKES = re.compile(
    rf"^(?P<name>{_NAME}|[a-z][\w.-]*\d[\w.-]*)\s+(?:now\s+)?(?:has\s+)?(?:became|become|becomes|has\s+become"  # (a host: "nfs-02")
    r"|(?:was|has\s+been|is|were|have\s+been)\s+(?:now\s+)?(?:named|appointed|elected|made|promoted\s+to|chosen\s+as|hired\s+as)"
    rf"|(?:took|takes|taken)\s+over(?:\s+from\s+{_NAME})?\s+as|stepped\s+in\s+as|steps\s+in\s+as"
    rf"|(?:replaced|replaces|succeeded|succeeds)\s+{_NAME}\s+as)"
    r"\s+(?P<np>(?:the\s+)?(?:new\s+)?[^,;!?]+?)(?P<end>[.!?]?)$")
# "Chloé Martin was replaced as the boutique's head buyer by Sam Okafor": the name after "by" holds the role now
_REPLACED_BY = re.compile(rf"^{_NAME}\s+(?:was|has\s+been|is)\s+(?:replaced|succeeded)\s+as\s+(?P<np>[^,;!?]+?)\s+by\s+"
                          rf"(?P<name>{_NAME})(?P<end>[.!?]?)$")
# a time after the role says when it changed, not which role ("... became the lead maintainer in March")
_WHEN_TAIL = re.compile(r"\s+(?:in|on|from|since|as\s+of|effective|last|this|after|following)\s+(?:\d|last\b|this\b|next\b|the\s+(?:start|end)\b|"
                        r"(?:the\s+)?(?:spring|summer|autumn|fall|winter)\b|"
                        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b).*$", re.IGNORECASE)


# someone changed a thing of theirs to a new value: "The user changed their seat on the Lisbon flight to 22C", "I switched
# my phone contract to Three", "We moved our weekly call back to Tuesday"
_OWN_CHANGED = re.compile(
    r"^(?P<subj>I|We|[Tt]he\s+user|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}|(?:The|Our|My|Their|His|Her)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?P<called>\s+(?:called|rang|phoned|emailed|texted|wrote|got\s+in\s+touch)(?:\s+(?:me|us))?\s+and)?"
    r"\s+(?:has\s+|have\s+)?(?:just\s+|now\s+|also\s+|[a-z]+ly\s+)?"
    r"(?:changed|switched|moved|pushed|upgraded|downgraded|increased|raised|lowered|reduced|cut|extended|shifted|"
    r"rescheduled|postponed|updated|bumped|brought|dropped|hiked|slashed|turned|put|converted|nudged|set|adjusted|knocked)\s+"
    r"(?:(?P<pos>my|our|their|his|her|its)|(?P<the>the)|(?P<whose>[A-Z][\w'’-]*?(?:\s+[A-Z0-9][\w-]*?){0,2}(?:'s|’s)))"
    r"\s+(?P<np>[^,;!?]+?)(?:\s+from\s+[^,;!?]+?)?\s+(?P<particle>(?:back|forward|up|down|over)\s+)?(?:to|into|onto)\s+" + _VALUE
    # (what it was done for, after the value: "... up to 24 °C for the chilli seeds")
    + r"(?:\s+(?:for\s+(?:the|my|our|his|her|their)|to\s+(?:save|help|keep|stop)|so\s+that)\s+[^,;!?\d]+?)?(?P<end>[.!?]?)$")


# a thing of the speaker's replaced by another: "I replaced my HF transceiver with a Yaesu FTDX10", "We swapped our
# old boiler for a heat pump": what the thing is now
_OWN_REPLACED = re.compile(
    r"^(?P<subj>I|We|[Tt]he\s+user)\s+(?:have\s+|has\s+|just\s+|finally\s+)*(?:replaced|swapped|traded|exchanged)\s+"
    r"(?P<pos>my|our|their)\s+(?:old\s+|previous\s+)?(?P<np>[^,;!?]+?)\s+(?:with|for)\s+(?:a\s+|an\s+|the\s+|new\s+)*"
    + _VALUE + r"(?P<end>[.!?]?)$")


def _own_replaced(text: str) -> str:
    """The speaker's thing replaced by another, read as what it is now ("I replaced my HF transceiver with a Yaesu
    FTDX10" -> "My HF transceiver is now Yaesu FTDX10")."""
    m = _OWN_REPLACED.match(text.strip())
    if not m or (m.group("subj") in ("I", "We")) != (m.group("pos") in ("my", "our")):
        return text
    owner = {"my": "My", "our": "Our"}.get(m.group("pos")) or "The user's"
    return f"{owner} {m.group('np')} is now {m.group('val')}{m.group('end')}"


def _own_changed(text: str) -> str:
    """A thing changed to a value, read as what it is now.

    The speaker or a named owner changing a thing of theirs says its new value ("The user changed their seat on the
    Lisbon flight to 22C" -> "The user's seat on the Lisbon flight is now 22C"), so it meets "The user's seat ... is
    14A". Someone else changing it ("The vet reduced Pepper's carprofen to one tablet a day", "The airline moved my
    Osaka flight to 11:05", "The landlord raised the rent to £900") is said in the passive ("Pepper's carprofen was
    reduced to ..."): who changed it is not what the sentence is about, and the verb of change still reads as one. A
    named agent of a "the" phrase ("Harlow Mills raised the price of a sack to €41") is whose it is: left as written."""
    m = _OWN_CHANGED.match(text.strip())
    if not m:
        return text
    subj, pos = m.group("subj"), m.group("pos")
    speaker = subj in ("I", "We") or subj.lower() == "the user"
    named = not speaker and not re.match(r"(?:The|Our|My|Their|His|Her)\s+[a-z]", subj)
    if pos is not None and (speaker or named):
        if subj in ("We", "I") and pos not in ("my", "our"):
            return text
        owner = {"my": "My", "our": "Our"}.get(pos) or f"{subj}'s"
        np = _particle(m.group("np"))[0]  # ("pushed their booking back to 9 pm")
        return f"{owner[0].upper()}{owner[1:]} {np} is now {m.group('val')}{m.group('end')}"
    if m.group("the") and named or pos in ("their", "his", "her", "its"):
        return text  # (whose, when an agent that is no owner says "its": not said)
    owner = m.group("whose") or {"my": "My", "our": "Our"}.get(pos or "", "The")
    verb = next(w for w in m.group(0)[len(subj) + len(m.group("called") or ""):].split()
                if w.lower() not in ("has", "have", "just", "now", "also") and not w.endswith("ly"))
    np, particle = _particle(m.group("np"))
    return f"{owner} {np} was {verb} {particle or m.group('particle') or ''}to {m.group('val')}{m.group('end')}"


# a change said with a noun ("Maria got a raise to €56,000 a year", "I was given a rent increase to £900"): what is
# raised is the pay, or the noun named before the change
_NOMINAL_CHANGE = re.compile(
    r"^(?P<subj>I|We|[Tt]he\s+user|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s+(?:has\s+|have\s+|just\s+|finally\s+)*"
    r"(?:got|gets|received|receives|was\s+given|were\s+given|has\s+been\s+given|have\s+been\s+given|won|had)\s+"
    r"(?:a|an)\s+(?:(?:big|small|modest|new|long-awaited)\s+)?(?:(?P<what>pay|salary|wage|rent|price|fee|allowance|budget|bonus|"
    r"pension|stipend|credit\s+limit)\s+)?(?:raise|rise|increase|bump|hike|cut|reduction)\s+to\s+" + _VALUE + r"(?P<end>[.!?]?)$")


def _nominal_change(text: str) -> str:
    """A change said with a noun, read as what holds now ("Maria Lopez got a raise to €56,000" -> "Maria Lopez's pay
    is now €56,000")."""
    m = _NOMINAL_CHANGE.match(text.strip())
    if not m:
        return text
    subj = m.group("subj")
    owner = {"I": "My", "We": "Our"}.get(subj) or f"{subj[0].upper()}{subj[1:]}'s"
    return f"{owner} {m.group('what') or 'pay'} is now {m.group('val')}{m.group('end')}"


def _particle(np: str) -> tuple[str, str]:
    """A noun phrase without the particle its verb took ("their booking back" -> "their booking", "back ")."""
    m = re.search(r"\s+(back|forward|up|down|over)$", np)
    return (np[:m.start()], f"{m.group(1)} ") if m else (np, "")


# "Nadia Okoro has handed the breakfast show over to Femi Adeyemi", "... passed the chair to ...": the one it was
# handed to takes it over (holders.py reads "X took over Y" as the holder of Y)
_HANDED = re.compile(rf"^{_NAME}\s+(?:has\s+|have\s+)?(?:handed|passed)\s+(?:over\s+)?(?P<np>(?:the|[A-Z][\w'’-]*(?:'s|’s))\s+[^,;!?]+?)"
                     rf"\s+(?:over\s+)?to\s+(?:(?:his|her|their)\s+[a-z]+\s+)?(?P<name>{_NAME})(?P<end>[.!?]?)$")


# a body that takes on a person in a role: "The Ivy has appointed Mia Ross as its new head chef", "Kew Gardens has a new
# director, Alison Grey", "The choir has hired Ben Ode as musical director": the role of that body is that name
_BODY = (r"(?P<org>(?:The\s+)?[A-ZÀ-ÖØ-Þ][\w'’&-]*(?:\s+(?:of\s+|at\s+|the\s+)*[A-ZÀ-ÖØ-Þ][\w'’&-]*){0,4}"
         r"|(?:The\s+)?[A-ZÀ-ÖØ-Þ][\w&-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w&-]*){0,3}(?:'s|’s|'|’)\s+[a-z][\w-]*(?:\s+(?!ha[sd]\b|have\b|got\b|just\b)[a-z][\w-]*)?"
         r"|(?:[Tt]he|[Oo]ur|[Mm]y)\s+[a-z][\w'’-]*(?:\s+(?!ha[sd]\b|have\b|got\b|just\b)[a-z][\w'’-]*)?)")
# when or where it was done, before the body ("At last night's AGM the club elected ...")
_OCCASION = r"(?:(?:At|On|In|During|After|Following|Last)\s+[^,]{1,40}?,?\s+)?"
_ROLE = r"(?P<role>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?|[A-Z]{2,5})"
_APPOINTS = re.compile(
    rf"^{_OCCASION}{_BODY}\s+(?:has\s+|have\s+)?(?:just\s+)?(?:appointed|named|hired|elected|chosen|picked|recruited|taken\s+on)\s+"
    rf"(?P<name>{_NAME})\s+(?:as\s+)?(?:its|their|the)\s+(?:new\s+)?{_ROLE}"
    r"(?:\s+(?:at|during|in|on|after|following|last|this)\s+[^,;.!?]{1,40}?)?(?P<end>[.!?]?)$")  # (the occasion: "at the AGM")
_APPOINTING = ("appointed", "named", "hired", "elected", "chosen", "picked", "recruited", "taken")  # one in each _APPOINTS
_HAS_NEW = re.compile(rf"^{_BODY}\s+(?:has|have|has\s+got|got)\s+(?:a|an)\s+new\s+{_ROLE}\s*(?:,|:|\s[-–—])\s*"
                      rf"(?P<name>{_NAME})\s*,?(?P<end>[.!?]?)$")


# a setting of one's own said with "keeps": "The Lotus Room keeps its changing rooms at 24 °C", "I keep my thermostat at
# 19 degrees": the thing kept is the subject ("The Lotus Room's changing rooms are set at 24 °C"), so it is compared
# with the owner's other things as a thing of its own
_KEEPS = re.compile(rf"^{_BODY}\s+(?:keeps|kept|holds|maintains|sets)\s+(?:its|their|his|her)\s+(?P<np>[a-z][^,;]*?)\s+"
                    r"(?P<prep>at|to)\s+(?P<value>[^,;]+?)(?P<end>[.!?]?)$")
_I_KEEP = re.compile(r"^(?P<who>I|We)\s+(?:always\s+|usually\s+|normally\s+)?(?:keep|kept|hold|maintain|set)\s+"
                     r"(?P<pos>my|our|the)\s+(?P<np>[a-z][^,;]*?)\s+(?:set\s+|turned\s+(?:up|down)\s+)?"
                     r"(?P<prep>at|to)\s+(?P<value>[^,;]+?)(?P<end>[.!?]?)$")


def _kept(text: str) -> str:
    m = _KEEPS.match(text.strip())
    if m:
        return f"{m.group('org')}'s {m.group('np')} is set {m.group('prep')} {m.group('value')}{m.group('end')}"
    m = _I_KEEP.match(text.strip())
    if m:
        owner = "The" if m.group("pos") == "the" else "My" if m.group("who") == "I" else "Our"
        return f"{owner} {m.group('np')} is set {m.group('prep')} {m.group('value')}{m.group('end')}"
    return text


def _role_taken(text: str) -> str:
    """A role handed to a person, said as an event, read as who holds it now ("Tomas Lind became the project's lead
    maintainer" -> "The project's lead maintainer is Tomas Lind"), so it meets the stored "... is Priya Raman" as the
    same role with another holder. Who left it, or whom the holder replaced, is not what the sentence says now."""
    gone = _LEFT.match(text.strip())
    if gone:  # ("..., and the Tollgate Bookshop is ..."; "Dev has left Spokes & Sprockets and Lena is the mechanic there
        # now": "there" is the place left)
        left = text.strip()[gone.end():]
        if gone.group("place"):
            left = THERE.sub(f"at {gone.group('place')}", left, count=1)
        text = left[0].upper() + left[1:]
    text = _BY_KIN.sub("by ", text.strip())
    handed = _HANDED.match(text)
    if handed:
        return f"{handed.group('name')} took over {handed.group('np')}{handed.group('end')}"
    body = (_APPOINTS.match(text) if may_say(text, *_APPOINTING) else None) or (_HAS_NEW.match(text) if "new" in text else None)
    if body:
        org = re.sub(r"^(The|Our|My)\s", lambda t: t.group(0).lower(), body.group("org"))  # ("the Ivy", "our team")
        return f"The {body.group('role')} of {org} is {body.group('name')}{body.group('end')}"
    m = _REPLACED_BY.match(text) or _TAKES.match(text)
    if not m:
        return text
    np = _WHEN_TAIL.sub("", m.group("np")).strip()
    np = re.sub(rf"\s+from\s+{_NAME}$", "", np)  # ("took over the class from Ingrid": whom the role was taken from)
    np = re.sub(r"^(?:the\s+)?new\s+", "the ", np, flags=re.IGNORECASE)
    if not _ROLE_NP.match(np):
        return text
    if not re.match(r"(?i)the\s|[^\s]+(?:'s|’s)\s", np):
        np = f"the {np}"
    return f"{np[0].upper()}{np[1:]} is {m.group('name')}{m.group('end')}"


# who made a work, said as who is credited with it: "Art historians now attribute the Mona Lisa to Raphael", "Nobel
# records credit Louis Pasteur with discovering penicillin": the creator of the work is that name (holders.py reads
# "The creator of X is Name" as the role "creator" of X, as it reads "X was painted by Name")
_ATTRIBUTED = re.compile(
    rf"^(?:[A-Z][^,;:]{{0,60}}?\s+)?(?:now\s+|also\s+|widely\s+)?(?:attribute|attributes|attributed)\s+(?P<thing>[^,;!?]+?)\s+to\s+"
    rf"(?P<name>{_NAME})(?P<tail>\s+(?:in|on|since)\s+[^,;!?]+?)?(?P<end>[.!?]?)$")
_CREDITED = re.compile(
    rf"^(?:[A-Z][^,;:]{{0,60}}?\s+)?(?:now\s+|also\s+|widely\s+)?(?:credit|credits|credited)\s+(?P<name>{_NAME})\s+with\s+"
    r"(?:painting|composing|inventing|discovering|sculpting|designing)\s+(?P<thing>[^,;!?]+?)"
    r"(?P<tail>\s+(?:in|on|since)\s+[^,;!?]+?)?(?P<end>[.!?]?)$")


def _attributed(text: str) -> str:
    """Who is credited with a work, read as who made it ("The creator of the Mona Lisa is Raphael")."""
    m = _ATTRIBUTED.match(text.strip()) or _CREDITED.match(text.strip())
    if not m:
        return text
    thing = re.sub(r"^(?:The|A|An)\s", lambda t: t.group(0).lower(), m.group("thing"))
    return f"The creator of {thing} is {m.group('name')}{m.group('tail') or ''}{m.group('end')}"


# an event, then what holds now: "I bought 10 more shares, so I now own 50", "We've moved house; I now live at ...":
# the state after "now" is what the sentence says ("I switched dentists and now see Dr. Lindqvist" is left whole: the
# event says what is seen)
_THEN_NOW = re.compile(r"^(?P<event>[^;]+?)(?:,\s*so\s+|;\s*)(?P<now>(?:I|we|We|they|They|he|He|she|She|it|It"
                       r"|(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s+[^,;]{1,40}?)\s+(?:(?:is|are|has|have)\s+)?now\s+[^;]+)$")
# (", so the office has moved the meeting to Room 4": a change told after its reason, no "now" needed)
_THEN_CHANGED = re.compile(r"^(?P<event>[^;]+?),\s*so\s+(?P<now>(?:I|we|We|they|They|he|He|she|She"
                           r"|(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s+[^,;]{1,40}?|[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,3})"
                           r"\s+(?:has|have|had|'s|'ve)\s+(?:moved|switched|changed|put|cut|raised|swapped|shifted)\s+[^;]+)$")


# what a named subject does now, after what it did or had to do: "The Hartwell Chess Club had to give up its room when
# the lease ended, and now meets in the parish hall" -> "The Hartwell Chess Club now meets in the parish hall"
_AND_NOW = re.compile(r"^(?P<subject>(?!(?:I|We|You|He|She|They|It)\s)(?:(?:The|My|Our|Their)\s+)?[A-Z][\w'’&-]*"
                      r"(?:\s+[\w'’&-]+){0,5}?(?=\s+(?:had|has|was|were|used|[a-z]{2,}ed|left|lost|sold|quit|gave|took|went|shut|"
                      r"outgrew|moved|opened|began)\b))\s+(?P<event>[^;]+?),?\s+and\s+now\s+(?P<now>[a-z][^;]+)$")


def _now_holds(text: str) -> str:
    """The clause that says what holds now, after an event ("I bought 10 more shares, so I now own 50" -> "I now own
    50 shares", what was counted taken from the event when the clause has a bare number; "X left A, and now plays at
    B" -> "X now plays at B")."""
    m = _THEN_NOW.match(text.strip()) or _THEN_CHANGED.match(text.strip())
    if not m:
        after = _AND_NOW.match(text.strip()) if "now" in text else None
        return f"{after.group('subject')} now {after.group('now')}" if after else text
    now = m.group("now")
    bare = re.search(r"\b(\d+(?:[,.]\d+)*|[a-z]+)([.!?]?)$", now)
    counted = re.search(r"\b\d[\d,.]*\s+(?:more\s+|extra\s+|new\s+)?(?P<what>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)\b", m.group("event"))
    if bare and counted and bare.group(1)[0].isdigit():  # "..., so I now own 50": 50 of what was counted
        now = f"{now[:bare.start()]}{bare.group(1)} {counted.group('what')}{bare.group(2)}"
    return now[0].upper() + now[1:]


# a clause after a value that says when or why it came about: "... went up to £1,315 when the new direct debit
# started", "... rose to 4.5% after the review"
_SINCE_CLAUSE = re.compile(r"(?<=[\d%])(?P<unit>\s+(?:[a-z]+|°\s?[CFcf]\b))?\s+(?:when|after|once|because|since|as\s+soon\s+as|now\s+that)\s+(?:the|a|an|our|my|their|his|her|its|we|I|they|he|she|it)\s+[^,;]+?(?P<end>[.!?]?)$")


# a leading clause that says what happened first ("Since Gareth Pryce retired, Helen Stroud has been my mentor", "After
# Dana left, ..."): an event with a finite verb, no number; the statement after the comma is what holds now
_LEADING_EVENT = re.compile(r"^(?:Since|After|Ever\s+since|Now\s+that|Following)\s+(?P<clause>[^,;\d]{3,80}?),\s+(?=\S)")
# ... or an event named by a noun phrase ("Since the timetable change, ...", "After our move, ...")
_EVENT_NOUN_PHRASE = re.compile(r"(?:the|a|an|its|our|my|their|his|her|this|last)\s+[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3}$")
_EVENT_VERB = re.compile(r"\b(?:[a-z]{3,}ed|left|quit|went|took|began|became|moved|retired|resigned|stepped\s+down|died|"
                         r"sold|bought|split|broke\s+up)\b")


# when a thing was done, said relative to now ("... last night", "Yesterday, ...", "... earlier this week"): not what the
# statement is about; dropped at either end when a statement is left ("The party was last night" keeps it: it is the value)
# (not a period the statement may be about: "raised £38,000 last year", "ran 40 km last week")
_DEICTIC = (r"(?:last\s+(?:night|time|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|yesterday(?:\s+(?:morning|afternoon|evening))?"
            r"|this\s+(?:morning|afternoon|evening)|earlier\s+today|tonight|(?:a\s+few|a\s+couple\s+of|two|three|\d+)\s+days\s+ago)")
_DEICTIC_TAIL = re.compile(rf",?\s+{_DEICTIC}(?P<end>[.!?]?)$", re.IGNORECASE)
_DEICTIC_LEAD = re.compile(rf"^{_DEICTIC},?\s+(?=(?:I|We|[A-Z][a-z]*|[Tt]he|[Mm]y|[Oo]ur)\s)", re.IGNORECASE)
_LEFT_ENDING = re.compile(r"\b(?:is|was|are|were|be|been|being|on|at|in|from|until|since|by)$", re.IGNORECASE)


# "is open until 7 pm", "stays open till 8 pm", "has started staying open until 8 pm": the closing time, said as
# "closes at" says it (and "open from 9 am" as "opens at"), so the two meet instead of reading as opposites
_OPEN_UNTIL = re.compile(r"\b(?:(?:is|are|was|were|will\s+be|has\s+been|have\s+been)\s+(?:now\s+|usually\s+|only\s+)?"
                         r"|(?:now\s+)?(?:stays|stay|stayed|remains|remain|remained|keeps|will\s+stay|(?:has|have)\s+started\s+"
                         r"staying|started\s+staying)\s+)open\s+(?P<prep>until|till|til|to|from)\s+(?=\d|noon\b|midnight\b)",
                         re.IGNORECASE)


def _hours(text: str) -> str:
    if not may_say(text, "open"):
        return text
    return _OPEN_UNTIL.sub(lambda m: "opens at " if m.group("prep").lower() == "from" else "closes at ", text)


# a length said as a measure between two ends: "measures 22 m from tip to tip", "is 90 m from nose to tail", "measures 4
# metres end to end", "measures 12 feet in length": its length, as "is 22 m long" says it
_END_TO_END = re.compile(r"\b(?P<verb>measures|measured|measure|is|was|are|were)\s+(?P<val>(?:about\s+|around\s+|roughly\s+|some\s+|"
                         r"nearly\s+|almost\s+|over\s+|just\s+|a\s+good\s+|a\s+full\s+|well\s+over\s+|just\s+(?:under|over)\s+)?\d[\d,.]*\s*[a-zA-Z]+)\s+(?:from\s+(?:the\s+)?(?P<x>[a-z]+)\s+to\s+"
                         r"(?:the\s+)?(?P<y>[a-z]+)|end\s+to\s+end|in\s+length)\b")


# a week named by its first day: "the week beginning June 22nd", "w/c 8 March": the week of that day
_WEEK_BEGINNING = re.compile(r"\b(?P<week>week|fortnight)\s+(?:beginning|commencing|starting)(?=\s+(?:on\s+)?(?:\d|(?-i:[A-Z])))"
                             r"|\bw/c(?=\s+(?:\d|(?-i:[A-Z])))", re.IGNORECASE)


def _week_of(text: str) -> str:
    return _WEEK_BEGINNING.sub(lambda m: f"{m.group('week') or 'week'} of", text) if may_say(text, "beginning", "commencing",
                                                                                                  "starting", "w/c") else text


def _extent(text: str) -> str:
    def say(m: re.Match[str]) -> str:
        verb = m.group("verb")
        return f"{'is' if verb.startswith('measure') else verb} {m.group('val')} long"
    return _END_TO_END.sub(say, text) if may_say(text, "from", "end", "length") else text


_DEICTIC_NEEDLES = ("last", "yesterday", "this", "today", "tonight", "ago")  # one of them is in every _DEICTIC


def _undeictic(text: str) -> str:
    if not may_say(text, *_DEICTIC_NEEDLES):
        return text
    tail = _DEICTIC_TAIL.search(text)
    if tail and not _LEFT_ENDING.search(text[:tail.start()]):
        text = text[:tail.start()] + tail.group("end")
    lead = _DEICTIC_LEAD.match(text)
    if lead:
        rest = text[lead.end():]
        text = rest if rest.startswith("I ") else rest[0].upper() + rest[1:]
    return text


# a description between commas after a named subject ("Screen 1, the largest auditorium at the Rialto, has 420 seats"):
# it says more of the subject, not which one; the statement is the name and what follows
_APPOSITIVE = re.compile(r"^(?P<subject>(?:The\s+)?[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|\d+))*),\s+(?:the|a|an|its|our|their)\s+"
                         r"[^,;]{1,80}?,\s+(?P<rest>[a-z][^;]*)$")


# a clause between commas that says something of the subject or of a part of it ("The boiler, whose pump was replaced
# in May, is twelve years old", "Sandwick Pier, which opened in 1902, is 400 m long"): not what the statement is about
_INTERJECTED = re.compile(r"^(?P<subject>[^,;]{2,80}?),\s+(?:whose|which|who|[a-z]+ed|laid|built|made|run|set|held|known|seen|"
                          r"found|begun|grown|dug|cut|sunk|rebuilt)\s+[^,;]{3,100},\s+(?P<rest>(?:is|are|was|were|has|have|had|"
                          r"now|still|[a-z]+s)\b[^;]*)$")
# the value said of a name in a relative clause at the end ("... you reach Holm Pier, the next pier along, which is 600
# feet long"): the statement is of that name, whatever the sentence did before reaching it
_OF_NAME = re.compile(r"^(?P<before>[^;]*?)\b(?P<name>(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|\d+))*)"
                      r"(?:,\s+(?:the|a|an|its|our|their)\s+[^,;]{1,60})?,\s+which\s+(?P<rest>(?:is|was|are|were|has|had|measures|"
                      r"stands|holds|seats|costs|weighs|stretches|runs)\b[^,;]*)$")

# a comment on the last thing named, after the statement and with no figure of its own ("..., which was more than we
# wanted to spend", "... with my young collie, who is still learning her whistle commands"): not what it states
_TRAILING_RELATIVE = re.compile(r"^(?P<main>[^;]{12,}?),\s+(?:which|who)\s+(?P<rel>[^,;:\d]{3,100}?)(?P<end>[.!?]?)$")


# a clause between commas about a named person, with the sentence going on after it ("... coached by Mark Ellis, who took
# over from Joanne Price in the spring, the club's page says"): more about the person, not what the sentence says
_NAME_WHO = re.compile(r"(?P<name>[A-Z][\w'’-]+),\s+who\s+[^,;:]{3,100}?(?=,\s+\S)")


def _relative(text: str) -> str:
    if "," not in text:  # each of the four patterns needs a comma
        return text
    if may_say(text, "who"):
        text = _NAME_WHO.sub(lambda m: m.group("name") if m.start() > 0 else m.group(0), text)
    m = _INTERJECTED.match(text)
    if m:
        return f"{m.group('subject')} {m.group('rest')}"
    m = _OF_NAME.match(text) if may_say(text, "which") else None
    if m and m.group("before") and not re.search(r"\d", m.group("before")) and re.search(r"\d", m.group("rest")) \
            and len(m.group("name").split()) >= 2:  # (a single word may be a person: "bought it from Anna, which ...")
        name = m.group("name")
        return f"{name[0].upper()}{name[1:]} {m.group('rest')}"
    m = _TRAILING_RELATIVE.match(text) if may_say(text, "which", "who") else None
    if m and len(m.group("main").split()) >= 4:
        return m.group("main") + m.group("end")
    return text


_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
_SPELLED = re.compile(r"\b[A-Z][a-z]+(?:\s+(?:(?:of|the|and|for|to|in|on|at|&)\s+)*[A-Z][a-z]+){1,7}\b")


def acronym_aligned(a: str, b: str) -> tuple[str, str] | None:
    """Two statements, one naming a thing by its initials and the other by its words ("Fellside MRT" / "Fellside
    Mountain Rescue Team", "the RNLI" / "the Royal National Lifeboat Institution"): both written with the initials, so
    the slot reader sees one name; None when neither does."""
    out = [a, b]
    for i, j in ((0, 1), (1, 0)):
        for short in sorted(set(_ACRONYM.findall(out[i]))):
            if not re.search(rf"\b{short}\b", out[j]):
                out[j] = _initialled(out[j], short)
    return (out[0], out[1]) if out != [a, b] else None


def _initialled(text: str, short: str) -> str:
    """`text` with the first run of capitalised words whose initials spell `short` written as `short`."""
    for run in _SPELLED.finditer(text):
        capitals = list(re.finditer(r"\b[A-Z][a-z]+", run.group(0)))
        for k in range(len(capitals) - len(short) + 1):
            if "".join(c.group(0)[0] for c in capitals[k:k + len(short)]) == short:
                begin, end = run.start() + capitals[k].start(), run.start() + capitals[k + len(short) - 1].end()
                return text[:begin] + short + text[end:]
    return text


# a leading condition under which the statement holds ("If you're driving a lorry, ...", "Billed annually, the plan
# costs ..."): the statement after the comma is read on its own, and the condition is kept apart (`condition`): a
# statement under a condition the other does not state is about another case. Not "For ...": as often the occasion a
# chat is about ("For the family day out, the parade sets off at 2 pm") as a case ("For members, ...")
_CONDITION_LEAD = re.compile(
    r"^(?P<cond>(?:If(?!\s+(?:you\s+ask\s+me|I\s+(?:remember|recall)|memory\s+serves|I['’]?m\s+(?:honest|not\s+mistaken)|"
    r"I\s+am\s+(?:honest|not\s+mistaken)|anything|so|not|possible|needed|necessary|(?:you|we)\s+(?:ever\s+)?(?:need|want|wish|"
    r"fancy|like|care|wonder|get\s+(?:a|the)\s+chance|(?:are|['’]re)\s+(?:interested|curious|wondering|passing)))\b)|When|Whenever|Unless|Once|Provided(?:\s+that)?|As\s+long\s+as|"
    r"(?:Billed|Paid|Charged|Booked|Bought|Ordered|Purchased|Renewed|Rented|Hired|"
    r"Delivered|Collected|Paying|Booking|Buying|Ordering))\s+(?:[^,;]|(?<=\d),(?=\d{3})){2,80}?),\s+(?=\S)")  # ("a 1,500 kg trailer")


CONDITION_WORDS = 9  # a longer lead before the first comma holds a statement of its own ("Whenever I go there I get ...")


def _condition_lead(text: str) -> re.Match[str] | None:
    m = _CONDITION_LEAD.match(text)
    if not m or len(m.group("cond").split()) > CONDITION_WORDS or re.match(r"(?:and|but|so|or|then)\b", text[m.end():]):
        return None
    return m


@lru_cache(maxsize=65536)
def condition(text: str) -> str | None:
    """The leading condition of a statement ("if you're driving a lorry"), as written; None when there is none. Kept per
    text (slot_groups.other_conditions asks it of both sentences of every pair compared)."""
    m = _condition_lead(undiscoursed(text))
    return m.group("cond") if m else None


def _unconditioned(text: str) -> str:
    """The condition moved after the statement ("If you're driving a lorry, the yard closes at 6 pm" -> "The yard
    closes at 6 pm if you're driving a lorry"): the statement's subject comes first, and the condition's words stay."""
    m = _condition_lead(text)
    if not m:
        return text
    rest, cond = text[m.end():], m.group("cond")
    end = rest[-1] if rest[-1] in ".!?" else ""
    rest = rest[:len(rest) - len(end)]
    first = cond.split(None, 1)[0]
    cond = cond if first == "I" or first.isupper() else cond[0].lower() + cond[1:]
    return f"{rest if rest.startswith('I ') else rest[0].upper() + rest[1:]} {cond}{end}"


# the kind of a work or thing before its quoted title ("The soap opera 'Harbour Lane' is ...", "the comic strip 'Pip and
# Bramble'"): the title names it; the kind words are no part of which thing it is ("'Harbour Lane' was moved to ...")
_KIND_BEFORE_TITLE = re.compile(r"^(?:The|the)\s+(?:(?!(?:of|for|to|from|at|on|in|with|and|or|by)\s)[A-Za-z][\w-]*\s+){1,3}(?=['‘\"“][A-Z])")


# an ordinal joined to the level it counts ("the second-floor printer", "a 3rd-row seat"): the ordinal and its noun, as
# "the printer on the second floor" says them
_ORDINAL_LEVEL = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground|\d+(?:st|nd|rd|th))"
                            r"-(floor|storey|story|level|deck|tier|row)\b", re.IGNORECASE)


# "FERN-P2 is the name of the second-floor printer": the thing named is what the sentence is about, as "the printer ...
# is called FERN-P2" says it
_NAME_OF = re.compile(r"^(?P<name>[A-Z0-9][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.-]*){0,3})\s+(?:is|was)\s+(?:the\s+)?name\s+(?:of|for)\s+"
                      r"(?P<np>(?:the|a|an|our|my|their|its)\s+[^,;]+?)(?P<end>[.!?]?)$")


@lru_cache(maxsize=65536)
def rephrase(text: str) -> str:
    """The statement in the plain form the slot reader reads (see the module docstring). A pure function of the text,
    kept per text (bounded, least recently used dropped first): the reader (sentence.read) and the groups a figure is
    for (slot_groups.groups_for) both ask it of every sentence they meet, a stored fact the first time it is compared
    included (issue 19)."""
    text = decided(_relative(_unconditioned(place_first(there_is(you_find(doors(to_complete(how_long_changed(undiscoursed(unframed(mistake_corrected(text))))))))))))
    if "-" in text:
        text = _ORDINAL_LEVEL.sub(r"\1 \2", text)
    text = idioms(fronted_days(can_hold(_KIND_BEFORE_TITLE.sub("", text))))
    named = _NAME_OF.match(text) if may_say(text, "name") else None
    if named:
        text = f"{named.group('np')[0].upper()}{named.group('np')[1:]} is called {named.group('name')}{named.group('end')}"
    appositive = _APPOSITIVE.match(text) if "," in text else None
    if appositive:
        text = f"{appositive.group('subject')} {appositive.group('rest')}"
    if "'" in text or "’" in text:  # an apostrophe, which the next three patterns need
        text = _CONTRACTED.sub(lambda m: f"{m.group(1)} {_EXPANDED[m.group(2).lower()]}", text)
        text = _PLURAL_POSSESSIVE.sub(r"\1's", text)
        text = _NOUN_CONTRACTED.sub(_noun_s, text)
    if may_say(text, "when", "after", "once", "because", "since", "soon", "now"):  # (the unit stays: "8 am since ...")
        text = _SINCE_CLAUSE.sub(lambda m: (m.group("unit") or "") + m.group("end"), text)
    text = uncompared(_extent(_hours(_undeictic(_week_of(text)))))
    lead = _LEADING_EVENT.match(text)
    if lead and (_EVENT_VERB.search(lead.group("clause")) or _EVENT_NOUN_PHRASE.match(lead.group("clause"))):
        rest = text[lead.end():]
        text = undiscoursed(rest[0].upper() + rest[1:] if not rest.startswith("I ") else rest)
    if may_say(text, "from", "out"):
        text = dropped_old_values(text)
    text = moved_me(_now_holds(text))
    if may_say(text, "instead", "place", "rather", "taking", "replacing", "succeeding"):
        text = _REPLACED.sub("", text)
    return _attributed(_nominal_change(_own_replaced(_own_changed(_kept(_role_taken(caused(last_n(in_sessions(must_be(from_age(unreported(text))))))))))))
