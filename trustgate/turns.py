"""A chat between a user and an assistant read as what the user asserted.

Contract. `read(lines)` returns a `Conversation`, or None when the lines are not such a chat (at least one
turn of a user role and one of an assistant role, or the user's turns only when one of them says a sentence,
`speaker: text` lines; a line without a speaker continues the turn above it; chat_lines.py reads the turns,
corrections.py what a correction corrects). Of the turns it keeps:
- `asserted`: the user's own sentences, in order, but for questions, suppositions ("if we had a bigger kitchen
  I'd ...", "what if I rented a car?", "I might move to Leeds", "I wish ..."), plans that wait on a condition
  ("she wants me to start X if ...") and jokes ("ha, sure, and a live tiger"); a request for help ("can you help
  me plan the review?") is asserted. The assistant's question that ends its turn is joined to the user's answer
  when the answer gives what was asked: an open question ("How often do you run: Three times a week"; "any
  allergies?" / "Penicillin"), a yes to a yes/no question ("So Tuesday works?" / "Yes"), or a value put in place of a
  comparable value of the question ("loan in five years?" / "Let's try four" -> "loan in four years"). A yes may stand
  inside the answer ("Honestly, yes."; "The blue one, yes, two tins"); the turn's earlier questions whose words the
  answer repeats are joined too ("Do you know SQL? And Python?" / "SQL yes, ..."); a lone yes/no question about some
  thing ("Does your son play an instrument?") is answered by a fragment that names one ("The cello, grade 5."). A
  yes/no question answered otherwise ("Will Marcus present?" / "Marcus is on leave") stays a question. A possibility
  added after a comma ("ten to start, then maybe a few more later") and a hope set aside ("I was hoping for X, but
  fine, book Y") are parts of their own.
- `context`: the questions and suppositions, the user's and the assistant's (unanswered ones): their words
  may frame a claim, their values never ground one.
- `declined`: the yes/no questions the user answered with a bare no ("Not yet.", "Nope"; `not_yet`: those answered
  "Not yet.") or narrowed down ("Will every
  guest get a plus-one?" / "Only couples."), and the names asked about in those answered "No, <something else>"
  ("From Gatwick?" / "No, Heathrow" declines "Gatwick").
- `supposed`: the user's own suppositions, wishes and jokes (in `context` too).
- `reported`: the part of a user's sentence that relays another person's word that is not settled: a hedged verb,
  an opinion or advice ("my neighbour reckons ...", "a friend suggested ..."), a change to come or a possibility ("my landlord says the rent goes up ..."), or one
  the user answers with "but" ("he says it was, but I never got any paperwork"). The sentence stays asserted
  ("my doctor said my resting heart rate is 52" is the user's fact).
- `corrected`: (old, new) for each value the user took back later: a sentence with a correction cue
  ("actually", "sorry", "wait", "make that", "I got the date wrong", "I mixed it up", "I forgot", "it's now", "they
  moved it to", "no," opening the user's own
  next sentence, "not Thursdays, ...") and a value comparable with one said before; the earlier sentence is
  rewritten with the new value. Of two earlier values, the one said of the same thing ("four coffees" / "five
  coffees") is taken, and never one said of another thing ("two pounds of flour" for "700 grams of water"). A cue
  without a value carries to the turn's next sentence ("Hang on, I got that wrong. It's the 21st."); weekdays and sizes
  ("a medium") are corrected as words; a correction taken back ("it's a large" ... "no, it's a medium") is dropped
  and the value it replaced restored. "One" standing for a thing ("a 750 W one") is no number.
- `names`: the names the user gave themselves ("I'm Dana", "my name is ...").
"One" answering a thing the assistant named ("A personal alarm might help" / "She has one already") stands for it.
A day said from now ("this Saturday", "in 10 days", "two days ago", "tomorrow") after the user said what day it
is, with its year ("It's Thursday the 10th of September 2026"), is followed by its date in the asserted sentence.
The assistant's statements are neither: what the assistant says is not evidence of what the user said, but for a
summary or a tagged statement the user confirms, in whole or in part, and the option of an either/or question the user
takes (replies.py). Lines of another chat pasted into a user's turn are their writers' (pasted.py).
A value taken back inside one sentence, as a voice transcript writes it ("booked for tuesday no wait make that
thursday"), is replaced there by the one meant (retakes.py).

Why: memory written from a chat holds what the user told, as last corrected. Read as plain prose, a value
the user corrected, the assistant's guess or the user's question ground a claim as well as a statement.
Words only: a correction without a cue, or a cue far from its value, is not seen; sarcasm without a marker
("oh yes, I'm basically a professional gardener") reads as a statement.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from . import pasted, replies, texting, turn_marks
from .chat_lines import role_of, turns_of, unstamped  # noqa: F401 (role_of, unstamped: read as turns.role_of by spans.py)
from .chat_lines import FINITE as _FINITE
from .corrections import CUE as _CUE, alike as _alike, content as _content, correct as _correct, noun_after, put as _put, restore as _restore, retitled
from .replies import (ELLIPTIC as _ELLIPTIC, FRAGMENT as _FRAGMENT, INDEFINITE as _INDEFINITE, MEASURE_FIRST as _MEASURE_FIRST,
                      NO as _NO, OF_IT as _OF_IT, ONLY as _ONLY, OPEN as _OPEN, YES as _YES, YES_WORD as _YES_WORD)
from .relays import REPORT, RUN_ON_RELAY, as_noun, relayed  # noqa: F401 (as_noun: read as turns.as_noun by alignment/chat.py)
from .retakes import also_taken_back, fits as _fits, retaken, values as _values
from .text import STOP_WORDS
from .values import extract, same
from .values.relative import Said, dated, day_first, days_of_month, slashed, today_of
from .values.reckoned import reckoned
from .values.worked import worked

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_SUPPOSE = re.compile(r"^\W*(?:(?:and|so|but|also|oh|well|hmm)\W+)?(?:what\s+if|if|suppose|supposing|imagine|hypothetically|"
                      r"in\s+case|maybe|perhaps|possibly|say(?=\s+(?:i|we|you|he|she|they)\s+\w+\b.*\b(?:would|'d|could)\b))\b|\bif\b.*\b(?:would|could|might)\b|(?:\bwould|'d)\b.*\bif\b"
                      # a possibility or a wish ("I might move to Leeds", "I wish I could afford that", "thinking of
                      # selling the car"), and a plan that waits on a condition ("wants me to start X if it stays high")
                      r"|\b(?:might|wish|wishing|considering|thinking\s+(?:of|about)|(?:hoping|hoped)\s+(?:to|for))\b|\b(?:i|we|they)\s+may\b"
                      # an option still open ("we're deciding between a van and movers", "haven't decided")
                      r"|\b(?:would|'d)\s+(?:be\s+(?:nice|great|ideal|lovely|a\s+bonus|a\s+plus)|love)\b"  # "four would be nice"
                      r"|\b(?:deciding|choosing|torn|undecided)\s+between\b|\b(?:can't|cannot|haven't|have\s+not|not)\s+(?:yet\s+)?decided?\b"
                      r"|\b(?:will|'ll|wants?|going\s+to|plans?\s+to|have\s+to|has\s+to)\b.*\b(?:if|unless)\b", re.IGNORECASE)
# a transcript's "no" run into the sentence it opens ("no we've got a sack of logs already"): a no, then a statement
# (conv25) or a phrase that answers in its place ("Are you travelling alone?" / "no with my sister Rosa")
_NO_THEN = re.compile(r"^(\W*(?:no|nope|nah))(?=\s+(?:(?:i|we|he|she|they|it|there|that|you)(?:'\w+)?|with|my|our|just|only|both)\s)",
                      re.IGNORECASE)
_SUMMARY = replies.SUMMARY  # the assistant's summary of what the user said ("So that's Friday at 4pm.")
# a bare no ("No.", "Not yet.", "No, never"): it denies the question and says nothing more
_BARE_NO = frozenset("no nope nah not never negative yet really at all thanks thank you i i'm am don't do haven't have "
                     "none sadly unfortunately quite ever".split())
_JOKE = texting.JOKE  # a quip (texting.py)
_SELF = re.compile(r"\b(?i:i'?m|i\s+am|my\s+name\s+is|call\s+me|this\s+is)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)")


@dataclass(frozen=True)


class Conversation:
    asserted: tuple[str, ...]
    context: tuple[str, ...]
    corrected: tuple[tuple[str, str], ...]
    names: frozenset[str]
    declined: tuple[str, ...] = ()  # yes/no questions the user answered with a bare no; the names of those answered "No, ..."
    reported: tuple[str, ...] = ()  # the parts of the user's sentences that relay another's unsettled word
    supposed: tuple[str, ...] = ()  # the user's own suppositions, wishes and jokes (also in `context`)
    writers: frozenset[str] = frozenset()  # the people whose pasted or forwarded lines the user's turns hold ("owen")
    not_yet: tuple[str, ...] = ()  # of `declined`, those answered "Not yet.": not done, which says nothing of a plan
    clocked: bool = False  # the chat writes clock times, so "12.30" in it (and in a claim of it) is one (turn_marks.dotted_times)


# a thing named without an article before ("A personal alarm might help", "Do you have a wetsuit?"), and "one" standing
# for it in the answer ("She has one already", "I ordered one last week")
_THING = re.compile(r"\b(?:a|an)\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)(?=\s+(?:might|would|could|can|will|may|should|is|helps?)\b|\s*\?)",
                    re.IGNORECASE)
_HAS_ONE = re.compile(r"\b(have|has|had|got|own|owns|bought|ordered|use|uses)\s+one\b(?!\s+(?:of|more|day|time)\b)", re.IGNORECASE)


def _offered(text: str) -> str | None:
    """The one thing an assistant's turn names with "a"/"an" as what might help or what it asks about; None for none
    or several."""
    found = {m.group(1).lower() for m in _THING.finditer(text)}
    return f"a {found.pop()}" if len(found) == 1 else None


_WROTE = re.compile(r"^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+wrote:\s*")  # the writer pasted.as_said names before a line


def _answered_in_turn(question: str, answer: str) -> str | None:
    """A question in the user's turn (theirs, or a pasted chat's line) answered by the next sentence with "It's" and a
    value in place of one of the question's ("Hi Pat, rent for January is £950 as usual?" / "It's £975 from January"):
    the question as answered, a statement; None otherwise."""
    if question.rstrip().endswith("?") and _YES.match(answer) and not _NO.match(answer) and not _OPEN.search(question) \
            and not _values(question):  # a yes to "Is it a 56cm frame?" may answer another question of the turn
        return _answered(question, answer)  # "Should I send the deck tonight?" / (Hannah) "Yes please": the question, answered
    body = _WROTE.sub("", answer, count=1)  # "Coach Andy wrote: 5:15 at the leisure centre"
    if question.rstrip().endswith("?") and _OPEN.search(question) and _values(body) and not _FINITE.search(body):
        return _answered(question, body)  # "what time's pickup?" / "5:15 at the leisure centre": a fragment answers it
    if not question.rstrip().endswith("?") or not _OF_IT.match(answer) or _NO.match(answer):
        return None
    for n in _values(answer)[:1]:
        for o in _values(question):
            if _fits(o, n):
                return _put(question.rstrip().rstrip("?").rstrip(), o, n)[0] + "."
    return None


# the user agreeing with the person whose word they just relayed ("She's right.", "Dad's right, it's 12.30")
_ENDORSED = re.compile(r"^\W*(?:(?:and|yes|yeah|ok|okay|oh)\W+)?(?:she|he|they|[A-Z][a-z'-]+)(?:'s|\s+is|'re|\s+are|\s+was|\s+were)\s+"
                       r"(?:right|correct|spot\s+on)\b", re.IGNORECASE)

# the condition an offer ends with ("Shall I chase it on 7 April if it hasn't come?"): not what the user answers
_CONDITION = re.compile(r",?\s+(?:if|unless|in\s+case)\b[^:]*$", re.IGNORECASE)


_HOW_MANY = re.compile(r"\bhow\s+many\s+([a-z]{3,})\b", re.IGNORECASE)
_BARE_COUNT = re.compile(r"^\W*(?:about\s+|around\s+|just\s+|only\s+)?(\w+(?:[.,]\d+)*)(?=\s*(?:[.,;!]|$))", re.IGNORECASE)


def _counting(question: str, answer: str) -> str:
    """A bare count answering "how many <things>" counts those things ("How many nights?" / "Four." -> "Four nights.");
    a count said of something else ("Six, including two children") keeps its own words."""
    asked, m = _HOW_MANY.search(question), _BARE_COUNT.match(answer)
    if asked is None or m is None or not any(v.kind == "number" and v.text == m.group(1) for v in extract(answer)):
        return answer
    return f"{answer[:m.end(1)]} {asked.group(1).lower()}{answer[m.end(1):]}"


_NO_ITEM = re.compile(r"(?:^|,\s*|\band\s+)no\s+([a-z]{3,})\b", re.IGNORECASE)


def _answered_no(question: str, answer: str) -> str:
    """The question without its part that the answer's "no X" answers ("..., and do you need parking" / "2 rooms, about
    6pm, no parking"): that part is answered no, and kept it would read as said."""
    for m in _NO_ITEM.finditer(answer):
        parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", question)
        kept = [p for p in parts if not re.search(rf"\b{re.escape(m.group(1))}s?\b", p, re.IGNORECASE)]
        if len(parts) > 1 and 0 < len(kept) < len(parts):
            question = ", ".join(kept)
    return question


_YES_AND = re.compile(_YES.pattern + r"\W+(?:and|but|also|plus)\b", re.IGNORECASE)


def _answered(question: str, answer: str) -> str:
    """An assistant's question joined to the user's answer, the answer's value put in place of the question's: one
    said of the same thing ("5 eggs" for "4 or 5 eggs", not for "300 g flour"), none when the answer repeats the
    question's value ("on 6 December?" / "Yes, the 6th")."""
    q = _CONDITION.sub("", question.rstrip(" ?.!")) if _YES.match(answer) or _values(answer) else question.rstrip(" ?.!")
    q = _answered_no(q, answer)
    answer = _counting(q, answer)
    olds, news = _values(q), _values(answer)
    if _YES_AND.match(answer):  # "Right, and I'm aiming for £3,000": the yes confirms, the value is of what it adds
        return f"{q}: {answer}"
    if any(o[1] is not None and n[1] is not None and same(o[1], n[1]) for o in olds for n in news):
        return f"{q}: {answer}"
    for old in olds:
        theirs = noun_after(q, old)
        new = next((n for n in news if _fits(old, n) and (theirs is None or noun_after(answer, n) in (None, theirs))), None)
        if new is not None:
            q = _put(q, old, new)[0]
            break
    return f"{q}: {answer}"


_SYMBOLS = {"GBP": "£", "USD": "$", "EUR": "€"}
_ABBREVIATION = re.compile(r"\b(Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|Mt|No|vs|approx|ca)\.(?=\s)")


def _sentences(text: str) -> list[str]:
    """Sentences; the full stop of "Dr." or "St." ends none (it is dropped, as clauses.prepare drops it). A sentence
    whose parts differ in what they assert is read as its parts (`_pieces`)."""
    return [p for s in _SENTENCE.split(_ABBREVIATION.sub(r"\1", text)) if s.strip() for p in _pieces(s.strip())]


_MAYBE = re.compile(r",\s+(?:(?:and|then|or|but)\s+)?(?=(?:maybe|perhaps|possibly)\b|[^,]*\b(?:would|'d)\s+be\s+"
                    r"(?:nice|great|ideal|lovely|a\s+bonus|a\s+plus)\b)", re.IGNORECASE)
_BUT = re.compile(r",\s+but\s+", re.IGNORECASE)
# a reading retaken after a comma ("..., then my wife measured again properly and got 98 cm")
_AGAIN = re.compile(r",\s+(?:(?:and|then|so|but)\s+)*(?=(?:[\w']+\s+){0,3}(?:measured|weighed|counted|checked|timed|tested)\s+"
                    r"(?:[\w']+\s+){0,3}again\b)", re.IGNORECASE)


# a value taken back after a comma, with more words before the new one than a slip of the tongue has ("My mum's birthday
# is 12 July, no wait, my sister just corrected me, it's the 21st")
_TAKES_BACK = re.compile(r",\s+(?=(?:(?:and|but|so|oh)\s+)?(?:no\s+wait|wait|no\s+sorry|sorry|actually|hang\s+on|hold\s+on)\b)",
                         re.IGNORECASE)
# a correction that says its value and nothing else once its cue is gone ("it's the 21st.", "make it 7:30")
_ONLY_VALUE = re.compile(r"\W*(?:(?:no|oh|so|it'?s|it\s+is|that'?s|that\s+is|make\s+it|the)[\s,]+)*[£$€]?\d[\w.:,]*(?:\s*[ap]\.?m\.?)?\W*",
                         re.IGNORECASE)
# a question asked after a statement, behind a comma ("I'm out Friday, can someone present the numbers for me?"); a tag
# on the statement ("..., is that right?", "..., yeah?") asks about it and stays with it
_ASKS_AFTER = re.compile(r",\s+(?:(?:and|so|but)\s+)?(?=(?:can|could|would|will|shall|should|do|does|did|is|are|has|have|"
                         r"what|when|where|who|which|how)\s+(?!(?:that|this|it)\s+(?:right|ok|okay|correct|fine|alright)\b)"
                         r"[^,?]*\w[^,?]*\?\s*$)", re.IGNORECASE)
# a head that asks too ("Is the puppy a boy or a girl, and have you picked a name?") or lists what is asked ("A few
# questions: how many guests, arrival date, any pets, and do you need a cot?")
_LISTED = re.compile(r"[,:;]|\b(?:how|what|when|where|which|who|whether)\b|^\W*(?:(?:and|so|but|or)\s+)?(?:is|are|was|were|do|"
                     r"does|did|can|could|will|would|shall|should|have|has|had|may|might|must)\b", re.IGNORECASE)


def _pieces(sentence: str) -> list[str]:
    """A possibility or a wish added after a comma ("ten to start, then maybe a few more later", "three at least, four
    would be nice") and a hope or a supposition the
    user then sets aside ("I was hoping for X, but fine, book Y") are parts of their own: the rest is asserted."""
    again = _AGAIN.search(sentence)
    if again and _values(sentence[:again.start()]):  # "My chest measured 102 cm, then my wife measured again and got 98
        # cm": a reading retaken is a correction of its own, as it would be in a sentence of its own
        return [sentence[:again.start()].strip() + ".", sentence[again.end():].strip()]
    head, _, after = sentence.partition(": ")  # "Saturday's plan: if it's dry, the zoo": the topic is no supposition
    if after and unasserted(after) and not unasserted(head) and _values(head):
        return [head.strip() + ".", after.strip()]
    head, *tail = _MAYBE.split(sentence, maxsplit=1)
    if tail and head.strip() and not unasserted(head):
        return [head.strip(), tail[0].strip()]
    head, *tail = _BUT.split(sentence, maxsplit=1)
    if tail and unasserted(head) and not unasserted(tail[0]):
        return [head.strip(), tail[0].strip()]
    head, *tail = _TAKES_BACK.split(sentence, maxsplit=1)
    if tail and _values(head) and _values(tail[0]) and _CUE.search(tail[0]):
        # a correction of its own, as it would be in a sentence of its own; what is said between the cue and the value
        # ("my sister just corrected me") a sentence apart, so the value is not said of it
        cue, *parts = re.split(r",\s+", tail[0].strip())
        said = [p for p in parts if _values(p)]
        if _values(cue) or not said:
            return [head.strip() + ".", *_pieces(tail[0].strip())]
        aside = [p.rstrip(".!") + "." for p in parts if not _values(p)]
        return [head.strip() + ".", ", ".join([cue, *said]), *aside]
    head, *tail = _ASKS_AFTER.split(sentence, maxsplit=1)
    if tail and len(head.split()) >= 3 and not _LISTED.search(head) and not unasserted(head + "."):
        return [head.strip() + ".", tail[0].strip()]
    return [sentence]


# a question that supposes: its answer supposes too ("What would you do?" / "I'd volunteer in Nepal"); an offer
# ("would you like ...?") is no supposition
_HYPOTHETICAL = re.compile(r"^(?!\W*(?:(?:so|and|ok|okay)\W+)?(?:shall|should|can|may)\s+i\b|\W*(?:do|would)\s+you\s+(?:want|like)\s+me\b)"
                           r".*(?:\bwould\s+you\b(?!\s+(?:like|prefer|mind|want))|\bif\b|\bimagine\b|\bsuppose\b)",
                           re.IGNORECASE)  # an offer with a condition ("Shall I chase it if it hasn't come?") supposes nothing
# an answer that tells what was done ("Would you take less?" / "We accepted £240 on Tuesday"): no supposition
_DONE = re.compile(r"\b(?:yesterday|ago|already|last\s+(?:week|month|year|night))\b|\b(?:i|we|they|he|she)\s+(?:[a-z]{3,}ed|did|"
                   r"had|was|were|went|got|made|put|paid|sold|bought|took|gave|sent)\b", re.IGNORECASE)
_ASKED_NAME = re.compile(r"(?<=\w\s)[A-Z][\w'-]*(?:\s+[A-Z0-9][\w.'-]*)*")  # "Gatwick", "Windows 11", not the first word
_HELP = re.compile(r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?help\s+(?:me|us)\b", re.IGNORECASE)


def unasserted(sentence: str) -> bool:
    """A question, a supposition or a joke: it says nothing is so. A request for help ("can you help me plan the
    review with the finance team?") is no question of fact: it says what the user is about."""
    if _SUPPOSE.search(sentence) or _JOKE.search(sentence):
        return True
    return sentence.rstrip().endswith("?") and not _HELP.search(sentence)


def _reply(question: str, answer: str, alone: bool = True) -> str:
    """How the user's answer treats the assistant's question: "join" (an open question answered, a yes, or a value
    put in place of the question's), "declined" (a bare no), else "apart" (the question stays a question: "Will
    Marcus present?" / "Marcus is on leave" confirms nothing of it). A yes/no question about some thing ("Does she play
    an instrument?") asked `alone` in its turn is answered by a fragment that names one ("The cello.")."""
    words = re.findall(r"[a-z']+", answer.lower())
    if _NO.match(answer) and set(words) <= _BARE_NO:
        return "declined"
    if _OPEN.search(question):
        return "apart" if _NO.match(answer) else "join"
    if _ELLIPTIC.search(question):  # "And your eye distance?" / "63 mm.": a value alone answers it too
        return "join" if _OF_IT.match(answer) or not _FINITE.search(answer) and _values(answer) else "apart"
    if _FRAGMENT.match(question):
        return "apart" if _NO.match(answer) else "join"
    if _YES.match(answer) or _YES_WORD.search(answer):
        return "join"
    if alone and _INDEFINITE.search(question) and not _FINITE.search(answer) and not _ONLY.match(answer):
        return "join"  # "Does your son play an instrument?" / "The cello, grade 5."
    if alone and _MEASURE_FIRST.match(answer) and not _FINITE.search(answer) and _values(answer):
        return "join"  # "Can you claim for lost earnings?" / "Up to £64.95 a day.": the value says yes, and how much
    return "join" if any(_fits(old, new) for old in _values(question) for new in _values(answer)) else "apart"


def _also_asked(asked: list[str], last: str, joined: str) -> str:
    """The answer joined to the turn's last question, with the turn's earlier questions whose own words the answer
    repeats put before it ("Do you know SQL? And Python?" / "SQL yes, Python only a little"); an earlier question the
    answer does not name ("Do you like tea? What do you drink?" / "Coffee") stays a question."""
    answer = _content(joined.split(": ", 1)[-1])
    taken = [q.rstrip(" ?") for q in asked if (_content(q) - _content(last)) & answer]
    return "; ".join(taken + [joined])


# words of one class, each excluding the others: how often something is done
_EVERY = frozenset("hourly daily nightly weekly fortnightly monthly quarterly yearly annually biannually".split())


def _other_of_class(question: str, answer: str) -> list[str]:
    """The word of a yes/no question that an answer of a few words replaces with another of its class ("Is that paid
    monthly?" / "Quarterly."): the question's word is denied."""
    said = [w.lower() for w in re.findall(r"[A-Za-z]+", answer)]
    if len(said) > 4 or _FINITE.search(answer):
        return []
    asked = [w for w in re.findall(r"[A-Za-z]+", question) if w.lower() in _EVERY]
    return asked if asked and any(w in _EVERY and w not in {a.lower() for a in asked} for w in said) else []


def _denied(question: str, answer: str) -> list[str]:
    """What "No, ..." denies of a yes/no question: the names it asked about when the answer gives another name or
    value in their place ("From Gatwick?" / "No, Heathrow"), and the plain word it asks last when the answer does
    not repeat it ("Does she live alone?" / "No, with my aunt" -> "alone"). "Have you been to Japan before?" /
    "Nope, first time!" denies "before", not "Japan"."""
    rest = _NO.sub("", answer, count=1)
    names = [m.group(0) for m in _ASKED_NAME.finditer(question)] if re.search(r"\b[A-Z]", rest) or extract(rest) else []
    words = [w for w in re.findall(r"[A-Za-z][\w'-]*", question) if w.lower() not in STOP_WORDS]
    said = {w.lower() for w in re.findall(r"[\w'-]+", answer)}
    last = [words[-1]] if words and words[-1].islower() and words[-1] not in said else []
    return list(dict.fromkeys(names + last))


def _hedge_relayed(sentence: str) -> bool:
    """A statement whose only hedge lies in another's word the user relays ("Vet thinks Biscuit might have a grass seed
    in his ear"): the vet's guess, reported (`reported`), not the user's supposition; the names in it are real."""
    if sentence.rstrip().endswith("?") or _JOKE.search(sentence):
        return False
    part = relayed(RUN_ON_RELAY.sub(r"\1, \2", sentence))
    return part is not None and bool(_SUPPOSE.search(part)) and not _SUPPOSE.search(sentence[:max(sentence.find(part[:20]), 0)])


def read(lines: list[str], observed: date | None = None) -> Conversation | None:
    writers: set[str] = set()
    stamps: dict[int, date] = {}  # the day a turn's stamp says it was written ("[Wed 4 Mar 21:10]")
    turns = turns_of(lines, writers, observed, stamps)
    if turns is None:
        return None
    asserted: list[str] = []
    context: list[str] = []
    corrected: list[tuple[str, str]] = []
    names: set[str] = set()
    declined: list[str] = []
    reported: list[str] = []
    supposed: list[str] = []
    not_yet: list[str] = []
    pending: str | None = None  # the assistant's turn-final question, until the user answers it
    numbered: dict[str, str] = {}  # the assistant's numbered questions ("1) How many ...?"), by their number
    asked: list[str] = []  # the assistant's other questions of that turn
    today: date | None = observed  # the date the user said it is; else the day the chat was observed
    offered: str | None = None  # the thing the assistant's last turn named ("A personal alarm might help")
    summary: str | None = None  # the assistant's closing summary, until the user says yes to it or not
    listed: list[str] = []  # the options the assistant's last turn numbered ("1) Villa Ariadne, ... 2) ...")
    recent: Said | None = None  # the date said last: today, or one the chat names after it ("24 April, ... the 25th")
    first = day_first("\n".join(t for _, t in turns))  # "12/06": the chat's own way of writing a date, or its money's
    turns = [(r, turn_marks.bare_hours(t)) for r, t in turns]  # "a dentist at 3", "5-6 works": clock times
    clocked = any(v.kind == "time" for _, t in turns for v in extract(t))
    if clocked:  # "It's 12.30, I booked it" where "1pm" was said
        turns = [(r, turn_marks.dotted_times(t)) for r, t in turns]
    money = {(v.unit or "").partition("/")[0].strip() for _, t in turns for v in extract(t) if v.kind == "money"}
    if len(money) == 1 and money <= set(_SYMBOLS):  # "extra at thirty nine ninety nine" where the chat's money is in pounds
        big = any(v.kind == "money" and v.norm >= 100 for _, t in turns for v in extract(t))  # "one eighty" is £180, not £1.80
        turns = [(r, turn_marks.spoken_prices(t, _SYMBOLS[next(iter(money))], big)) for r, t in turns]
    for t, (role, text) in enumerate(turns):
        if stamps.get(t, today) != today:  # a message stamped with another day: its "today" and "tomorrow" are from it
            today = stamps[t]
            recent = Said(today, today=today)
        said = _sentences(pasted.quoted(turn_marks.fluent(text)) if role == "user" else text)  # a reply quoted after "got this back:"
        if first is not None:
            said = [slashed(x, first) for x in said]
        if recent is not None and role == "assistant":  # "So the 12th is Ahmed and Chloe?": the month said last
            for k, x in enumerate(said):  # "Is the first game this Saturday?": the day from today
                said[k], recent = days_of_month(dated(x, today) if today is not None else x, recent)
        if role == "assistant":
            said = replies.tagged(said)  # "... comes to £66. Correct?": the tag asks about the statement
            numbered = replies.numbered(said)
            listed = replies.options(text)
            offered = _offered(text)
            if pending:
                context.append(pending)
            questions = [s for s in said if s.endswith("?")]  # the last one, though a remark follows it
            pending = questions[-1] if questions else None
            # a summary closing the turn ("That's 2 am in London, then."): a yes confirms it as it confirms a question
            summary = said[-1] if said and not questions and _SUMMARY.match(said[-1]) else None
            asked = questions[:-1]
            context += asked
            continue
        names.update(m.group(1) for m in _SELF.finditer(text))
        if offered:  # "She has one already": the thing the assistant named
            said = [_HAS_ONE.sub(lambda m: f"{m.group(1)} {offered}", x, count=1) for x in said]
            offered = None
        mended = replies.confirmed(summary, said) if summary and not pending else None
        if mended:  # "No eggs, that's wrong. The rest is right.": the summary as mended is the user's
            asserted.append(mended)
            summary = None
        which = replies.picked(said[0], listed) if said else None
        if which is not None:  # "That one, the first.": the option it takes is said, the others are declined
            said[0] = f"{said[0].rstrip(' .!')}: {listed[which]}."
            declined += [o for j, o in enumerate(listed) if j != which]
        listed = []
        said, answers = replies.numbered_answers(said, numbered)
        numbered = {}
        cued = False  # a cue without a value carries to the turn's next sentence
        later = next((d for d in (today_of(x, observed) for x in said) if d is not None), None)  # "on Sunday. Today is ..."
        for k, s in enumerate(said):
            change = turn_marks.named(s)  # "s/£85/£95/", "I said 81 but I meant 84": both values named
            if change is not None:
                s = change[0]
                turn_marks.put_back(asserted, change[1], change[2])
                corrected.append(change[1:])
                if not re.search(r"\w", s):
                    continue
            s, taken_back = retaken(s)  # "booked for tuesday no wait make that thursday": one sentence, spoken
            s, struck = turn_marks.struck(s)  # "coming ~~Tuesday~~ Wednesday": the struck word taken back
            corrected += taken_back + struck
            s = _NO_THEN.sub(r"\1,", s, count=1)  # "no we've got plenty": the no answers, what follows is said
            # "Is Oscar collecting Gran?" / "No, Aunt May is.": the one named does it, the one asked about does not
            asked_last = said[k - 1] if k and said[k - 1].rstrip().endswith("?") else pending if k == 0 else None
            named = replies.by_name(asked_last, s) if asked_last else None
            if named is not None:
                asserted += [named[1]] if named[1] else []
                s, pending = named[0], None if k == 0 else pending
            written = today_of(s)  # "It's Thursday 3 December" (no year) still dates "the 3rd" said after it
            said_today = written or today_of(s, observed)
            # the day the user says it is, though later in the turn, wins over the day the chat was observed
            now = later if later is not None and (today is None or today == observed) else today
            if now is not None and said_today is None:
                s = dated(s, now)
            today = said_today or today
            if said_today is not None or recent is None and now is not None:
                recent = Said(said_today or now, today=said_today or now)  # type: ignore[arg-type]
            if recent is None:  # no day said yet: a date written with its year starts the count ("We arrive 6 February 2027
                # and ski from the day after.")
                full = next((date.fromisoformat(str(v.norm)) for v in extract(s) if v.kind == "date"
                             and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(v.norm))), None)
                recent = Said(full, True) if full is not None else None
            if recent is not None and written is None:
                s, recent = days_of_month(s, recent)
            s = reckoned(worked(s, said[k - 1] if k else "", asserted))  # "£300, split four ways (£75 each)"; "had £1,850, paid in £400 (£2,250 now)"
            if answers[k] is not None:  # "2) Four seats." answering the assistant's "2) How many seats ...?"
                pending, asked = answers[k], []
            elif k and answers[k - 1] is not None:
                pending = None
            if (unasserted(s) and not _hedge_relayed(s)) or (k == 0 and pending and _HYPOTHETICAL.search(pending) and not _DONE.search(s)):
                context.append(s)  # the answer to "what would you do?" supposes too
                if not s.rstrip().endswith("?"):
                    supposed.append(s)
                continue
            if k == 0 and summary and not pending and _YES.match(s):
                pending = summary
            summary = None
            reply = _reply(pending, s, not asked) if (k == 0 or answers[k] is not None) and pending else None
            # "No, ..." answering a question corrects nothing; nor does an answer giving a value in place of the question's
            # ("Shall I chase it on 7 April?" / "Make it the 10th"): joining puts it there
            in_place = reply == "join" and any(_fits(o, n) and not any(o[0] in a for a in asserted)
                                               for o in _values(pending or "") for n in _values(s))
            # nor does "no, ..." right after a question in the turn (a pasted chat's "so no class tomorrow?" / "no,
            # resumes Monday 21st"): it answers that question, not a value said before it
            answers_asked = bool(k) and said[k - 1].rstrip().endswith("?") and bool(_NO.match(s))
            titled = retitled(asserted, s)  # "Sorry, it's Ms Doyle": the title the user took back
            corrected += [titled] if titled else []
            if reply != "declined" and not (reply and _NO.match(s)) and not in_place and not answers_asked:
                s, fix = _correct(asserted, s, cued, said[k - 1] if k else "", said[k - 2] if k > 1 else "")
                if fix:  # a correction taken back ("it's a large" ... "no, it's a medium") corrects nothing
                    for back in [c for c in corrected if _alike(c[0], fix[1])]:
                        _restore(asserted, back[1], fix[1])
                    corrected = [c for c in corrected if not _alike(c[0], fix[1])] + [fix] + also_taken_back(asserted, s, fix)
                    if _ONLY_VALUE.fullmatch(_CUE.sub(" ", re.sub(r"\s*\(\d{1,2} [A-Z][a-z]+ \d{4}\)", "", s))):  # "it's the 21st.": the value now stands in the sentence it corrects,
                        continue  # and this one says nothing of whose it is
            cued = bool(_CUE.search(s)) and not _values(s) and not titled  # a title is the value it corrects
            either = replies.chosen(pending, s) if reply == "join" else None
            if either:  # "Quiet coach or standard coach?" / "quiet coach": the option not taken is declined
                pending = either[0]
                declined.append(either[1])
            if reply == "join":
                s = _also_asked(asked, pending, _answered(pending, s))  # type: ignore[arg-type]
                pending = None
            elif reply == "declined":
                declined.append(pending)  # type: ignore[arg-type]
                not_yet += [pending] if re.search(r"\byet\b", s, re.IGNORECASE) else []  # type: ignore[list-item]
            elif reply and _ONLY.match(s) and not _OPEN.search(pending):  # "Every guest?" / "Only ...": not every
                declined.append(pending)  # type: ignore[arg-type]
            elif reply == "apart" and _other_of_class(pending, s):  # "Is that paid monthly?" / "Quarterly."
                declined += _other_of_class(pending, s)  # type: ignore[arg-type]
            elif reply and _NO.match(s):  # "From Gatwick?" / "No, Heathrow": the names it asked about are denied,
                declined += _denied(pending, s)  # type: ignore[arg-type]
            if _ENDORSED.match(s) and asserted and REPORT.search(asserted[-1]):
                # "Jess says it's £105 a night. She's right.": the relayed value the user agrees with corrects their own
                earlier = asserted[:-1]
                _, fix = _correct(earlier, asserted[-1], True)
                if fix:
                    asserted[:-1] = earlier
                    corrected.append(fix)
            joined = _answered_in_turn(said[k - 1] if k else "", s)
            if joined:  # "Rent for January is £950 as usual?" / (Pat) "It's £975 from January": the question, answered
                asserted.append(joined)
            s = RUN_ON_RELAY.sub(r"\1, \2", s)  # "the ten foot one he said twelve would never fit": two clauses
            said_by = relayed(s)
            if said_by:
                reported.append(said_by)
            asserted.append(s)
        if pending:
            context.append(pending)
            pending = None
    if pending:
        context.append(pending)
    return Conversation(tuple(asserted), tuple(context), tuple(corrected), frozenset(names), tuple(declined), tuple(reported),
                        tuple(supposed), frozenset(writers), tuple(not_yet), clocked)
