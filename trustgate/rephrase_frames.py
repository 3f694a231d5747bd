"""The frames around a statement that are no part of what it says, found before it is read: who reports it ("HR has
confirmed that ...", "..., according to the ministry", "Canvas & Co rang to say they ..."), why it holds ("Because of
the roadworks, ..."), and how a message leads into it ("Heads up:", "Just so you know,", "Note that ..."). rephrase.py
drops them (`unreported`, `undiscoursed`); the statement that is left is what the slot rules read.
"""

from __future__ import annotations

import re

from .text import may_say


# the value a clause ends with: up to a comma, a semicolon or the end; a comma inside a number is kept ("£1,000")
VALUE = r"(?P<val>(?:[^,;!?]|,(?=\d))+?)"


# who reports a statement is not what it is about: "HR has confirmed that employees may carry over 15 days", "The CFO
# is Marcus Bell, as announced in its latest press release", "..., according to the ministry"
# a third party at the start of a sentence, who reports or gives what follows (not the user, not a pronoun)
_REPORTER = r"^(?!(?:I|We|You|He|She|They|The\s+user|User)\s)[A-Z][^,;:]{0,60}?\s+"
# a reporter that is a name ("Canvas & Co", "Hollin Farm"), not a kind of source ("The council", "A forum post")
_NAMED_REPORTER = re.compile(r"^(?P<who>(?!(?:The|A|An|This|That|Our|My|Their|His|Her|Its)\b)[A-Z][\w'’]*(?:\s+(?:&|and|[A-Z][\w'’]*))*)\s")
def _said_by(text: str, rest: str) -> str:
    """What a named reporter said, with "they" or "it" read as the reporter ("Canvas & Co rang to say they can't ...":
    they are the firm that rang)."""
    who = _NAMED_REPORTER.match(text)
    if who and re.match(r"(?:they|it)\s+(?!(?:say|said|says|think|thinks)\b)", rest):
        return who.group("who") + rest[rest.index(" "):]
    return rest


_REPORTED_BY = re.compile(
    _REPORTER + r"(?:has\s+|have\s+|had\s+)?(?:confirmed|announced|stated|said|says|reported|reports|noted|notes|"
    r"claims|claimed|explained|explains|clarified|clarifies|verified|verifies|agree|agrees|agreed|confirms|announces|"
    r"states|insists|insisted|maintains|records|recorded|shows|showed|indicates|indicated|finds|found|concludes|concluded|"
    r"writes|wrote|acknowledges|acknowledged|estimates|estimated|confirm|announce|report|say|state|note|claim|insist)"
    r"\s+that\s+(?=\S)")
# "... were held in 2020 as originally planned": how it relates to a plan, not what it says
_AS_PLANNED = re.compile(r"\s+as\s+(?:originally\s+|previously\s+|first\s+|initially\s+)?(?:planned|scheduled|expected|"
                         r"intended|agreed|announced)\b(?P<end>[.!?]?)$", re.IGNORECASE)
_REPORTED_TAIL = re.compile(r",\s+(?:as\s+(?:announced|confirmed|stated|reported|noted|explained|published|shown)|according\s+to|"
                            r"per|citing|reports\s+say|sources\s+say)\b[^,;]*?(?P<end>[.!?]?)$", re.IGNORECASE)
# "..., a music blog reports." / "..., says the ministry.": a reporter after the statement
_REPORTER_TAIL = re.compile(r",\s+(?:(?:a|an|the|one|some|several|many|local|online|its|their|his|her)\s+[^,;]{0,50}?\s+(?:reports?|says?|claims?|"
                            r"notes?|writes?|insists?|reported|said|claimed|wrote|announced|announces|confirmed|confirms|explained|told\s+(?:me|us)|"
                            r"suggests?|suggested|lists?|listed|states?|stated|mentions?|mentioned|reckons?|reckoned|advertises|advertised|"
                            r"shows?|showed|displays?|displayed|quotes?|quoted|posts?|posted|tweets?|tweeted|shares?|shared|"
                            r"comments?|commented|blogs?|blogged)"
                            # (where it said so: "..., a client said in her review", "..., a fan wrote on the forum")
                            r"(?:\s+online|\s+(?:in|on)\s+(?:a|an|the|her|his|their|its|my|our)\s+[^,;]{1,30}?)?|"
                            r"(?:says?|said|reports?|reported|claims?|suggests?|suggested|lists?|listed|states?|stated|"
                            r"writes?)\s+(?:a|an|the|one)\s+[^,;]{1,50}?|"
                            # a source the claim was read off ("..., going by its Google listing", "..., judging by the menu")
                            r"(?:going|judging)\s+by\s+[^,;]{1,50}?|based\s+on\s+(?:a|an|the|its|their|his|her)\s+[^,;]{1,50}?)"
                            r"(?P<end>[.!?]?)$", re.IGNORECASE)
# "According to an online book club, ...", "As reported by the ministry, ...": a source before the statement
# ("Going by the fair's own Instagram, which a local blog quoted, ...": a source read off, with what is said of it)
_REPORTED_LEAD = re.compile(r"^(?:according\s+to|as\s+(?:reported|stated|noted|claimed)\s+by|per|citing|(?:going|judging)\s+by|"
                            r"based\s+on)\s+[^,;]{1,80}(?:,\s+(?:which|who)\s+[^,;]{1,60})?,\s+(?=\S)", re.IGNORECASE)
# "Botanists now say the giant sequoia is native to Oregon": a speech verb without "that" before a statement
# ... or a message that said it: "The drop zone called to say my jump is postponed", "The garage rang to tell me that ..."
_SAYS = re.compile(_REPORTER + r"(?:now\s+|also\s+|widely\s+)?(?:say|says|said|agree|agrees|agreed|claim|claims|claimed|"
                   r"reckon|reckons|reckoned|believes|believed|thinks|"
                   r"insist|insists|report|reports|reported|(?:tells|told|has\s+told|assures|assured)\s+(?:me|us)(?:\s+that)?|"
                   r"(?:has\s+|have\s+|just\s+)?(?:called|rang|phoned|emailed|texted|"
                   r"messaged|wrote|written)\s+(?:(?:me|us)\s+)?to\s+(?:say|tell\s+(?:me|us))(?:\s+that)?)\s+"
                   r"(?=(?:the|a|an|its|their|my|our|your|his|her)\s|[A-Z])")


# a source that gives a value: "The canal authority lists the canal's total length as 120 km", "The rules set the
# official distance at 40 km": what it gives is the statement "the canal's total length is 120 km"
_GIVES = re.compile(
    _REPORTER + r"(?:now\s+|officially\s+)?"
    r"(?:lists|listed|gives|gave|puts|records|recorded|quotes|quoted|sets|set)\s+"
    r"(?P<np>(?:the|its|their)\s+[^,;!?]+?|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}(?:'s|’s)\s+[^,;!?]+?)\s+"
    r"(?P<prep>as|at)\s+" + VALUE + r"(?P<end>[.!?]?)$")


# why it is so, after a comma: "..., because the straw is on back order", "..., due to roadworks": not what is said
_BECAUSE_TAIL = re.compile(r"(?:,\s+(?:because|due\s+to|owing\s+to)|\s+(?:because\s+of|due\s+to|owing\s+to)"
                           # without a comma: a noun group ("because of the winds"), or a clause with a subject of its own
                           # ("because the under-8s need the hall", "since the van is needed at the market", "while the
                           # room is being painted")
                           r"|\s+so\s+(?:that|as\s+not\s+to|it\s+no\s+longer)(?=\s)"
                           r"|\s+now(?=\s+(?:they|we|he|she|I|you|it)(?:['’]ve|['’]re|\s+have|\s+has|\s+are|\s+is)\s)"  # ("now they've seen the rust")  # what it is for ("moved to 3 am so that it no longer clashes ...")
                           r"|(?:\s+(?:because|since|while|whereas|now\s+that)|,\s+as)(?=\s+(?:the|a|an|our|my|their|his|her|its|it|they|we|he|she|I|"
                           r"[a-z]+\s+\d+[a-z]?)\s+[^,;]*?"  # (a thing named by its number: "because route 47 is full")
                           r"\b(?:is|are|was|were|has|have|had|needs?|needed|wants?|wanted|can|can['’]t|cannot|will|won['’]t|"
                           r"must|uses?|used|[a-z]{3,}ed|took|made|got|went|came|gave|found|left|lost|kept|broke|fell|sold|"
                           r"bought|ran|began|won|shut|took\s+on)\b)"
                           # a past event after "after" ("was cut to three hours after the council complained", "...
                           # after Mei Lin moved to Leeds"): when it changed, not what it is
                           r"|\s+after(?=\s+(?:(?:the|a|an|our|my|their|his|her|its|it|they|we|he|she|I)\s+(?:[a-z]+\s+){0,3}?|"
                           r"(?:[A-Z][\w'’-]*\s+){1,3})(?:[a-z]{3,}ed|left|went|quit|retired|resigned|moved|took|became)\b))"
                           r"\s+[^;]+?(?P<end>[.!?]?)$", re.IGNORECASE)


# a word each of _BECAUSE_TAIL's forms spells, but ", as", which needs a comma as well
_BECAUSE_WORDS = ("because", "due", "owing", "so", "now", "since", "while", "whereas", "after")


# a description of a person or thing named last ("... was won by Amira Haddad, a pupil at Greenway Primary."): it says
# more of the name, not what the statement says of its subject (no digits: "Tom Price, a 45-year-old chef" keeps its value)
_NAME_DESCRIBED = re.compile(r"(?<=\w\s)(?P<name>[A-Z][\w'’-]+\s+[A-Z][\w'’-]+),\s+(?:a|an)\s+"
                             r"(?!(?:[^,;:]*\s)?(?:is|are|was|were|has|have|had|will|can|does|do)\b)[^,;:\d]{2,60}?(?P<end>[.!?]?)$")


# a firm's own publication that gives a statement ("Hallam's leaflet says a large veg box is £20", "Shear Bliss's price
# list showed a cut and blow-dry at £54"): what it says is of the firm's things, so the firm stays as their owner
_OWN_PUBLICATION = re.compile(
    r"^(?P<owner>(?!(?:A|An|This|That|Our|My|Their|His|Her|Its)\b)(?:The\s+)?[A-Z][\w&-]*(?:\s+(?:&\s+)?[A-Z][\w&-]*){0,3})['’]s?\s+"
    r"(?:(?:own|online|new|latest|old|printed|current|updated)\s+)*(?:price\s+list|leaflet|website|web\s+site|site|menu|"
    r"brochure|flyer|page|listing|newsletter|timetable|sign|poster|notice|app|catalogue|handbook|FAQ|booking\s+page|advert|ad)"
    r"\s+(?P<verb>says|said|states|stated|shows|showed|lists|listed|gives|gave|quotes|quoted|advertises|advertised|has|had)\s+"
    r"(?:that\s+)?(?:(?:a|an|the)\s+(?P<rest>[^;]+)|(?P<bare>[a-z][^;]+))$")


def _of_publisher(text: str) -> str | None:
    """What a firm's own publication says, of the firm's things ("Hallam's leaflet says a large veg box is £20" ->
    "Hallam's large veg box is £20"; "... showed a cut and blow-dry at £54" -> "Shear Bliss's cut and blow-dry is
    £54"); None when no such publication opens `text`."""
    m = _OWN_PUBLICATION.match(text)
    if not m:
        return None
    owner, rest = m.group("owner"), m.group("rest") or m.group("bare")
    given = re.match(r"(?P<np>[^,;]+?)\s+(?:at|as)\s+" + VALUE + r"(?P<end>[.!?]?)$", rest)
    if given and m.group("verb") not in ("says", "said", "states", "stated") and re.match(r"[£$€\d]", given.group("val")):
        return f"{owner}'s {given.group('np')} is {given.group('val')}{given.group('end')}"
    return f"{owner}'s {rest}"


_HEDGE_TAIL = re.compile(r",\s+(?:apparently|reportedly|allegedly|supposedly|seemingly|it\s+seems|I\s+(?:think|believe|hear)|"
                         r"(?:I|we)\s+(?:read|saw|heard|found|spotted)\s+(?:on|in|at|from)\s+[^,;]{2,50}?)(?P<end>[.!?]?)$")


def unreported(text: str) -> str:
    """The statement without the frame that reports it ("X has confirmed that ...", "..., as announced in ...", "X
    lists the length as 120 km")."""
    lead = _REPORTED_LEAD.match(text)
    if lead:
        rest = text[lead.end():]
        text = rest[0].upper() + rest[1:]
    said = _of_publisher(text) if "'" in text or "’" in text else None
    said = said if said is not None else _reporter_dropped(text)
    if said is not None:
        text = said[0].upper() + said[1:]
    g = _GIVES.match(text)
    if g and (g.group("prep") == "as" or re.match(r"\d|[£$€]", g.group("val"))):  # ("set X at" only before an amount)
        np = re.sub(r"^(?:its|their)\s+", "the ", g.group("np"))
        text = f"{np[0].upper()}{np[1:]} is {g.group('val')}{g.group('end')}"
    text = _AS_PLANNED.sub(lambda t: t.group("end"), text)
    text = _REPORTED_TAIL.sub(lambda t: t.group("end"), text)
    because = _BECAUSE_TAIL.search(text) if may_say(text, *_BECAUSE_WORDS) or "," in text and may_say(text, "as") else None
    if because and not re.search(r"\b(?:is|are|was|were|be|been|being|mainly|partly|largely|entirely)$", text[:because.start()]):
        text = text[:because.start()] + because.group("end")  # (not the predicate itself: "The delay is due to the strike")
    text = _REPORTER_TAIL.sub(lambda t: t.group("end"), text)
    if "," in text:  # a hedge left at the end once its source is gone ("..., apparently."), or where the speaker read it
        text = _HEDGE_TAIL.sub(lambda t: t.group("end"), text)
    if "; " in text:  # a report in a later clause ("X no longer charges £6.50; a parents' group says her rate is now £7.25")
        head, *rest = text.split("; ")
        text = "; ".join([head, *(_clause_unreported(c) for c in rest)])
    return _NAME_DESCRIBED.sub(lambda t: t.group("name") + t.group("end"), text)


def _clause_unreported(clause: str) -> str:
    """A clause after a semicolon without the reporter that opens it ("a forum says her rate is ..." -> "her rate is ...")."""
    if not clause:
        return clause
    said = _reporter_dropped(clause[0].upper() + clause[1:])
    if said is None:
        return clause
    return said[0].lower() + said[1:] if said and not said.startswith("I ") else said


def _reporter_dropped(text: str) -> str | None:
    """What a reporter opening `text` says ("A forum says her rate is now £7.25" -> "her rate is now £7.25"); None when no
    reporter opens it."""
    m = _REPORTED_BY.match(text) or _SAYS.match(text)
    return _said_by(text, text[m.end():]) if m else None


# words that open a chat message and say nothing of what it is about ("Heads up:", "Quick update,", "FYI -", "Just so you
# know,", "By the way,"): a closed class, followed by a colon, a comma or a dash
_DISCOURSE_LEAD = re.compile(
    r"^(?:(?:just\s+)?(?:a\s+)?(?:quick\s+|small\s+|short\s+)?(?:heads[\s-]?up|note|update|reminder|correction|fyi|psa|p\.?s\.?)"
    # (to whom: "Heads up for anyone near Mill Lane,")
    r"(?:\s+(?:for|to)\s+(?:anyone|everyone|everybody|all|those|people|parents|neighbours|members|you)\b[^,;:!?\d]{0,40}?)?"
    r"|just\s+so\s+you\s+know|just\s+to\s+let\s+you\s+know|for\s+the\s+record|for\s+what\s+it['’]?s\s+worth|by\s+the\s+way|btw"
    r"|also|oh|ok(?:ay)?|so|well|anyway|right|(?:(?:good|great|bad|sad|some)\s+)?news(?:\s+for\s+[^,;:!?\d]{1,40}?)?"
    # a sentence adverb that says how the speaker holds it, not what it is about ("Actually, the winner was ...")
    r"|actually|in\s+fact|as\s+it\s+happens|apparently|reportedly|allegedly|it\s+turns\s+out|in\s+reality|in\s+truth"
    r"|interestingly|incidentally|funnily\s+enough|surprisingly|honestly|frankly|to\s+be\s+(?:fair|honest))"
    r"\s*(?::|,|!|\s[-–—])\s*(?=\S)", re.IGNORECASE)


# who got in touch before what they said ("The site office rang: we've been moved to pitch 22", "Mum texted - ..."): a
# reporter, as "X says that"
_CALLED_LEAD = re.compile(_REPORTER + r"(?:just\s+)?(?:called|rang|phoned|emailed|texted|messaged|wrote|got\s+in\s+touch)"
                          r"(?:\s+(?:me|us))?(?:\s*(?::|\s[-–—])|(?:\s+(?:this\s+(?:morning|afternoon|evening)|today|yesterday|earlier|last\s+night))?"
                          r"\s+to\s+(?:say|tell\s+(?:me|us)|let\s+(?:me|us)\s+know)(?:\s+that)?)\s*(?=\S)")


# what a chat message says before the fact to keep, and nothing of it: a short label before a colon ("Good to know for the
# trip: ..."), an aside about the speakers' own plans ("Before we book anything, ..."), a request to take note ("note
# that ...", "bear in mind that ...") and how the speaker came to know it ("I've learned that ...", "we heard that ...")
_LABEL_LEAD = re.compile(r"^[A-Z][^:,.;!?\d]{2,40}:\s+(?=[A-Za-z][\w'’-]*\s+[\w'’-]+\s+[\w'’-]+)")
# (a while or an until before the statement says for how long it holds, which its valid time says: "While the chiller
# is swapped out, the air conditioning runs at 24 °C" is the air conditioning's value, for a while)
_ASIDE_LEAD = re.compile(r"^(?:Before|Until|While)\s+(?:we|you|I|(?:the|our|my|their|its)\s+[a-z][\w-]*)\s+[^,;\d]{2,50},\s+(?=\S)")
# why, before the statement ("Because of the Christmas market, ...", "Due to roadworks, ...", "With the model's fee going
# up, ...", "Because the hall is being rewired, ..."): not what is said; no figure inside (a "With 40 rooms, ..." says one)
_REASON_LEAD = re.compile(r"^(?:(?:Because\s+of|Due\s+to|Owing\s+to|Thanks\s+to|On\s+account\s+of)\s+[^,;\d]{2,60}|"
                          r"(?:Because|Since|As|Now(?:\s+that)?)\s+(?:the|a|an|our|my|their|his|her|its|it|they|we|he|she|I)\s+"
                          r"[^,;\d]{2,60}?\b(?:is|are|was|were|has|have|had|[a-z]{3,}ed|[a-z]{3,}ing)\b[^,;\d]{0,40}|"
                          r"With\s+(?:the|a|an|our|my|their|his|her|its)\s+(?:[^,;\d]{2,40}?\s+[a-z]{2,}ing(?:\s+[a-z]+)?|"
                          r"(?:[\w'’-]+\s+){0,2}?(?:new|revised|updated|changed|latest)\s+[^,;\d]{2,30}?)),\s+(?=\S)")
# someone's leaving before the statement of who holds it now ("Gail Hughes has retired, and Tom Reilly now takes the
# blood", "Ellie has gone off to university, so Hannah babysits for us now"): why, not what is said
_DEPARTED_LEAD = re.compile(r"^(?:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s+(?:has|have|had)\s+(?:now\s+|just\s+|recently\s+)?"
                            r"(?:left|retired|gone|moved\s+on|moved\s+away|stepped\s+down|quit|resigned|emigrated)\b"
                            r"(?:\s+(?:from\s+)?(?P<place>(?:the\s+)?[A-Z][^,;]{0,60}?)|[^,;]{0,60}?)"
                            # (the thing of the role, said to be held now: "..., and the yard is now managed by ...")
                            r"(?:,\s*|\s+)(?:and|so)\s+(?=[A-Z]|(?:the|its|their)\s+[^,;]{1,60}?\b(?:now|these\s+days)\b)")
# (the place's own thing, said by a pronoun after it: "... has left the Copper Still, and its bar team is now ...")
_ITS = re.compile(r"^(?:its|their)\s+")
THERE = re.compile(r"\bthere\b(?!\s+(?:is|are|was|were)\b)")  # "there" that points to a place, not "there is"
_NOTE_LEAD = re.compile(r"^(?:(?:please\s+|do\s+)?(?:note|remember|bear\s+in\s+mind|keep\s+in\s+mind|be\s+aware)|"
                        r"(?:I|we)(?:\s+have|\s+had|['’]ve)?\s+(?:just\s+|since\s+|recently\s+)?(?:learned|learnt|heard|found\s+out|"
                        r"discovered|read|noticed|realised|realized|gathered))\s+that\s+(?=\S)", re.IGNORECASE)


# the speaker's own story before a statement of another subject that gives a value ("We took the twins there last week,
# and entry to the soft play costs £8.50", "We looked at upgrading, but the huts cost £110 a night"): the story has no
# value and says nothing of the thing the statement is about
_STORY_LEAD = re.compile(r"^(?:I|We|My\s+[a-z]+|Our\s+[a-z]+)\s+[^,;:\d]{3,80}?,\s+(?:and|but|so)\s+"
                         r"(?=(?!(?:I|we|he|she|they|it|you|there|this|that|now|then|also|still|just|so|had|have|has|was|were|is|"
                         r"are|will|would|can|could|got|get)\b)(?:the|a|an|[A-Z]|[a-z]+\s+(?:to|of|at|for|in)\s)[^;]*\d)")


# a hearsay adverb that opens a statement without a comma ("apparently the fireworks go up at ..."): how the speaker
# holds it, not what it is about
_HEARSAY_LEAD = re.compile(r"^(?:apparently|reportedly|allegedly|supposedly|evidently|seemingly)\s+(?=(?:the|a|an|[A-Z])\b)",
                           re.IGNORECASE)


def undiscoursed(text: str) -> str:
    for _ in range(3):  # ("Good to know: before we go, note that ...")
        m = _DISCOURSE_LEAD.match(text) or _HEARSAY_LEAD.match(text) or _CALLED_LEAD.match(text) or _LABEL_LEAD.match(text) or _ASIDE_LEAD.match(text) \
            or _NOTE_LEAD.match(text) or _STORY_LEAD.match(text) or _REASON_LEAD.match(text) \
            or _DEPARTED_LEAD.match(text)
        if not m:
            return text
        rest = _said_by(text, text[m.end():]) if m.re is _CALLED_LEAD else text[m.end():]
        if m.re is _DEPARTED_LEAD and not m.group("place") and _ITS.match(rest):
            return text  # ("Dana has retired, and its ...": no place the pronoun could stand for)
        if m.re is _DEPARTED_LEAD and m.group("place"):  # ("Dev has left Spokes & Sprockets and Lena is the mechanic there")
            rest = THERE.sub(f"at {m.group('place')}", rest, count=1)
            rest = _ITS.sub(f"{m.group('place').strip()}'s ", rest, count=1)
        text = rest if rest.startswith("I ") else rest[0].upper() + rest[1:]
    return text


# a named place said first, before the thing of it ("At the Harbourview, the luggage room is on level 3", "In the Calder
# House office, the staff kitchen is ..."): the place owns the thing ("The Harbourview's luggage room is ..."), as the
# reader takes a possessive; not a time ("In March, the pool ...", "At Christmas, the shop ...")
_PLACE_LEAD = re.compile(r"^(?:At|In|Inside)\s+(?P<place>(?:the\s+)?(?!(?:January|February|March|April|May|June|July|August|"
                         r"September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
                         r"Christmas|Easter|Halloween|New\s+Year)\b)[A-Z][\w’&-]*(?:\s+(?:&\s+)?[A-Z][\w’&-]*){0,4}"
                         r"(?:\s+[a-z]{3,}){0,2}),\s+(?:the|its)\s+(?=[a-z])")


def place_first(text: str) -> str:
    m = _PLACE_LEAD.match(text) if "," in text else None
    if m is None:
        return text
    place = m.group("place")
    return f"{place[0].upper()}{place[1:]}'s {text[m.end():]}"


# "There is electric hook-up on pitch 14 at Dunes Edge", "There are 40 stalls at the Corn Exchange": what a named place
# has, said with "there" ("Pitch 14 at Dunes Edge has electric hook-up"); not where the place is a time ("There is a
# market in Leeds on Saturdays" stays)
_THERE_IS = re.compile(r"^There(?:\s+(?:is|are)|['’]s)\s+(?P<thing>[^,;:]{2,60}?)\s+(?:on|at|in)\s+"
                       r"(?P<place>(?![^,;:]*\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|"
                       r"April|May|June|July|August|September|October|November|December|morning|afternoon|evening|night|"
                       r"weekend|week|month|year|am|pm)s?\b)[^,;:]*?[A-Z][^,;:]*?)(?P<end>[.!?]?)$")


def there_is(text: str) -> str:
    m = _THERE_IS.match(text) if text.startswith("There") else None
    if m is None:
        return text
    place, when = m.group("place"), _WHEN_TAIL.search(m.group("place"))  # ("... in the hut these days": when)
    place, when = (place[:when.start()], when.group()) if when else (place, "")
    return f"{place[0].upper()}{place[1:]} has {m.group('thing')}{when}{m.group('end')}"


_WHEN_TAIL = re.compile(r"\s+(?:these\s+days|nowadays|now|today|currently|at\s+the\s+moment)$")


# "You'll find the cryo-EM suite on level three", "You can find the lockers behind reception": where a thing is, said to
# the reader ("The cryo-EM suite is on level three"); only a thing "the" or a name opens, and a place word after it
_YOU_FIND = re.compile(r"^You(?:['’]ll|\s+will|\s+can|\s+could|['’]d|\s+would)?\s+(?:now\s+|also\s+)?find\s+"
                       r"(?P<thing>(?:the\s+|[A-Z])[^,;:]{1,60}?)\s+(?P<prep>on|in|at|inside|behind|beside|opposite|near|next\s+to|"
                       r"upstairs|downstairs)\b(?P<rest>[^;:]*)$")


def you_find(text: str) -> str:
    m = _YOU_FIND.match(text) if text.startswith("You") else None
    thing = m.group("thing") if m else ""  # ("the lockers": a plural, "are")
    return f"{thing[:1].upper()}{thing[1:]} {'are' if re.search(r'[a-rt-z]s$', thing) else 'is'} {m.group('prep')}{m.group('rest')}" \
        if m else text


# "Larkspur Clinic's weekday doors open at 9.15", "The Roxy's doors open at 7 pm": a place's doors opening or closing
# are the place opening or closing ("Larkspur Clinic opens at 9.15 on weekdays"); the days said before "doors" go
# after the time
_DAYS = r"(?:weekday|weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_DOORS = re.compile(rf"^(?P<own>(?:The\s+)?[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)['’]s?\s+(?:(?P<day>{_DAYS})\s+)?(?:front\s+|main\s+)?"
                    r"doors\s+(?P<verb>open|close|shut)\b(?P<rest>[^;]*)$", re.IGNORECASE)
_AT_TIME = re.compile(r"^\s+(?:at|from|until|till)\s+[\d.:]+(?:\s*[ap]\.?m\b\.?)?")


def doors(text: str) -> str:
    m = _DOORS.match(text) if "door" in text else None
    if m is None:
        return text
    rest, day = m.group("rest"), m.group("day")
    if day:
        at = _AT_TIME.match(rest)
        cut = at.end() if at else 0
        rest = f"{rest[:cut]} on {day.lower()}s{rest[cut:]}"
    return f"{m.group('own')} {m.group('verb').lower()}s{rest}"


# "takes about 3 hours to complete": how long it takes is what the verb says; "to complete" / "to finish" adds nothing
# (not another activity: "takes 2 hours to drive" and "takes 2 hours to fly" stay what they are)
_TO_COMPLETE = re.compile(r"(?i)\b(?P<took>takes?|took|taking)\s+(?P<span>(?:about\s+|around\s+|roughly\s+|up\s+to\s+|under\s+|over\s+)?"
                          r"[\w.,\s-]{1,30}?\b(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|fortnight|seconds?))"
                          r"\s+to\s+(?:complete|finish|get\s+through)\b")


def to_complete(text: str) -> str:
    return _TO_COMPLETE.sub(r"\g<took> \g<span>", text) if "to " in text else text


# "Panel Beat Comics has cut how long it holds pull-list comics to 2 weeks": a change of how long it does a thing is
# the thing done now for the new length ("... now holds pull-list comics for 2 weeks")
_HOW_LONG_CHANGED = re.compile(
    r"^(?P<subject>[^,;]+?)\s+(?:has\s+|have\s+|had\s+)?(?:cut|raised|reduced|extended|increased|shortened|lengthened|changed)\s+"
    r"how\s+long\s+(?:it|they|he|she|we|you)\s+(?P<rest>[a-z]+s?\b[^,;]*?)\s+to\s+(?P<span>[^,;]+?)(?P<end>[.!?]?)$")


def how_long_changed(text: str) -> str:
    m = _HOW_LONG_CHANGED.match(text) if "how long" in text else None
    return f"{m.group('subject')} now {m.group('rest')} for {m.group('span')}{m.group('end')}" if m else text


# "Torrent Bay Rafting takes children from age 10", "The club welcomes players aged 8 and over": the youngest it takes
# is its minimum age ("Torrent Bay Rafting's minimum age is 10")
_FROM_AGE = re.compile(
    r"^(?P<subject>[^,;]+?)\s+(?:only\s+)?(?:takes|accepts|welcomes|admits|allows|lets\s+in)\s+(?:children|kids|riders|players|"
    r"guests|climbers|visitors|people|members|students|pupils|swimmers|participants)\s+(?:from\s+(?:the\s+)?age\s+(?:of\s+)?|"
    r"aged\s+)(?P<n>\w+)(?:\s+(?:and|or)\s+(?:up|over|above|older))?(?P<end>[.!?]?)$")


def from_age(text: str) -> str:
    m = _FROM_AGE.match(text) if "age" in text else None
    return f"{m.group('subject')}'s minimum age is {m.group('n')}{m.group('end')}" if m else text  # (as place_first owns)


# "keeps 10 previous versions", "the past 20 revisions", "its 5 most recent backups": the last N of them
_COUNT_WORD = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)"
# (after a determiner only: "half past twelve", "a quarter past six" are clock times)
_LAST_N = re.compile(rf"(?i)\b(?P<det>the|its|their|his|her|our|my|your)\s+(?:previous|past|most\s+recent|latest)\s+(?={_COUNT_WORD}\b)|"
                     rf"\b(?P<n>{_COUNT_WORD})\s+(?:previous|most\s+recent|latest)\s+(?=[a-z])")


def last_n(text: str) -> str:
    if not any(w in text for w in ("previous", "past", "recent", "latest")):
        return text
    return _LAST_N.sub(lambda m: f"last {m.group('n')} " if m.group("n") else f"{m.group('det')} last ", text)


# "Riders on Skyrush must weigh at least 40 kilos", "Guests must be at least 1.2 m tall to ride the Vortex": a bound on who
# may take part is the thing's minimum or maximum of that measure ("Skyrush has a minimum weight of 40 kilos"), as a
# handbook states it (only with the measure said: a weight by "weigh", a height by "tall", an age by "old"); who is
# bound is kept when it names a kind of taker ("a minimum rider weight"), left out when it names anyone ("you",
# "guests": "a minimum height of 1.2 m")
_WHO = r"(?P<who>(?:[A-Z][a-z]+|[a-z]+)s|[Cc]hildren|[Pp]eople|[Yy]ou)"
_MEASURED = (r"(?P<bound>at\s+least|no\s+less\s+than|a\s+minimum\s+of|over|more\s+than|at\s+most|no\s+more\s+than|a\s+maximum\s+of|"
             r"under|below|less\s+than|up\s+to)\s+(?P<n>[^,;]+?)(?:\s+(?P<adj>tall|old|high|in\s+height|of\s+age))?")
_BOUND = rf"\s+(?:must|need\s+to|needs\s+to|have\s+to|has\s+to)\s+(?P<verb>weigh|be)\s+{_MEASURED}"
_MUST_BE = (re.compile(rf"^{_WHO}\s+(?:on|at|of|for|using|visiting|riding|joining|in)\s+(?P<subject>[^,;]+?){_BOUND}(?P<end>[.!?]?)$"),
            re.compile(rf"^{_WHO}{_BOUND}\s+to\s+(?:ride|use|join|enter|visit|board|try|do|drive|go\s+on|take\s+part\s+in)\s+"
                       rf"(?P<subject>[^,;]+?)(?P<end>[.!?]?)$"),
            re.compile(rf"^(?P<subject>[^,;]+?)\s+(?P<now>now\s+)?(?:requires|expects|needs)\s+{_WHO}\s+to\s+(?P<verb>weigh|be)\s+"
                       rf"{_MEASURED}(?P<end>[.!?]?)$"))
_LOWER = ("at most", "no more than", "a maximum of", "under", "below", "less than", "up to")
# "Frostbyte's drivers must be eighteen or older", "Players at Kidzone must be 12 or under": an age bound said after it
_OR_OLDER = re.compile(r"^(?P<subject>[^,;]+?)(?P<pos>['’]s?)\s+(?P<who>[a-z]+s|children|people)\s+(?:must|need\s+to|have\s+to)\s+be\s+"
                       r"(?:aged\s+)?(?P<n>\w+)(?:\s+years(?:\s+old)?)?\s+or\s+(?P<side>older|over|above|younger|under|below)"
                       r"(?P<end>[.!?]?)$")
# who is bound, said in general: left out ("a minimum height" says as much); a named kind of taker stays ("drivers")
_ANYONE = frozenset("you people guests visitors customers participants users members everyone".split())
_SINGULAR = {"children": "child", "people": "person"}


def _taker(who: str) -> str:
    who = who.lower()
    return "" if who in _ANYONE else _SINGULAR.get(who, who[:-1]) + " "


def must_be(text: str) -> str:
    older = _OR_OLDER.match(text) if " or " in text else None
    if older:
        bound = "minimum" if older.group("side") in ("older", "over", "above") else "maximum"
        return f"{older.group('subject')}{older.group('pos')} {bound} {_taker(older.group('who'))}age is {older.group('n')}{older.group('end')}"
    m = next((m for m in (p.match(text) for p in _MUST_BE) if m), None) if may_say(text, "must", "need", "needs", "have", "has",
                                                                                 "requires", "expects") else None
    if not m:
        return text
    adj = (m.group("adj") or "").split(" ")[-1]
    measure = "weight" if m.group("verb") == "weigh" else {"tall": "height", "high": "height", "height": "height", "old": "age",
                                                           "age": "age"}.get(adj)
    if measure is None or (m.group("verb") == "weigh" and adj):
        return text
    subject = m.group("subject")
    subject = subject[0].upper() + subject[1:]
    bound = "maximum" if " ".join(m.group("bound").split()) in _LOWER else "minimum"
    now = "now " if "now" in m.groupdict() and m.group("now") else ""
    return f"{subject} {now}has a {bound} {_taker(m.group('who'))}{measure} of {m.group('n')}{m.group('end')}"


# "Chopshop books its lanes in 1-hour sessions", "The studio hires out its rooms in 3-hour blocks": how long one session
# of the thing lasts ("Chopshop's lane sessions last 1 hour"), as "a lane session at Chopshop is 90 minutes long" says
_IN_SESSIONS = re.compile(
    r"^(?P<subject>[^,;]+?)\s+(?:only\s+)?(?:books|sells|runs|offers|rents(?:\s+out)?|hires(?:\s+out)?|lets(?:\s+out)?|schedules)\s+"
    r"(?:its|their|the|all)\s+(?P<thing>[a-z]+)\s+in\s+(?P<n>[\w.]+)[-\s](?P<unit>minute|hour|day|week|month)\s+"
    r"(?P<kind>session|slot|block|booking|period)s(?P<end>[.!?]?)$")


# ("books float sessions of 60 minutes": the same, the length after the sessions)
_SESSIONS_OF = re.compile(
    r"^(?P<subject>[^,;]+?)\s+(?:only\s+)?(?:books|sells|runs|offers|schedules)\s+(?:its\s+|their\s+)?(?P<thing>[a-z]+)\s+"
    r"(?P<kind>session|slot|block|class|lesson)(?:s|es)\s+of\s+(?P<span>[\w.\s-]{1,25}?\s+(?:minutes?|hours?|days?))(?P<end>[.!?]?)$")


def in_sessions(text: str) -> str:
    of = _SESSIONS_OF.match(text) if " of " in text else None
    if of:
        return f"{of.group('subject')}'s {of.group('thing')} {of.group('kind')}s last {of.group('span')}{of.group('end')}"
    m = _IN_SESSIONS.match(text) if " in " in text else None
    if not m:
        return text
    n, unit, thing = m.group("n"), m.group("unit"), m.group("thing")
    thing = thing[:-2] if thing.endswith(("ches", "shes", "sses", "xes")) else thing[:-1] if thing.endswith("s") else thing
    return f"{m.group('subject')}'s {thing} {m.group('kind')}s last {n} {unit}{'' if n in ('1', 'one', 'an', 'a') else 's'}{m.group('end')}"
