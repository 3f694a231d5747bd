"""A thing the user calls off, puts on hold or only pencils in, against a claim that says it holds (chat spans).

- `called_off`: a claim about a thing the user says is called off ("And Bristol is cancelled" for "the band plays
  Bristol on 2 May"), on hold or shelved ("The face painter is on hold", "The Leeds trip is postponed indefinitely"),
  or fell through; a thing called off by a pronoun ("We'd booked the town hall for the 9th, but that fell through";
  "We were meant to sail to Skye, but we've scrapped it"; "..., so it's a rain check"; "she's vetoed that") is the clause
  before it (the plan before "but" when a reason follows it), and the claim must rest on that
  clause more than on any other sentence (the plan taken "instead" is another sentence); "the whole thing" stands for
  the plan as a pronoun does, and after a reason ("Raj has broken his ankle so we've cancelled the whole thing") for
  the plan the user's sentence before makes. A thing cancelled "again" or "as usual" is one run of what goes on (a
  train service), no plan called off. A claim that itself says the thing is cancelled, on hold or put off, or denies
  it, is not refused.
- `cannot_come`: a claim that a person comes, joins or plays, where that person said they can't ("Owen can't do
  Saturday sorry", "Jo can't make it"); the user too, by their own "I can't make it" (or a pasted "Me: can't make it").
  (conv25) In a chat of people too: a writer's own "I can't make it", "I'm working that night" or "I have to work the
  weekend", unless a later message of theirs says they can come after all, and one writer's "Ella can't make it".
- `not_done`: a claim that the user did a thing ("the user has signed the contract"), where the user said they have
  not done it to anything yet ("I haven't signed anything yet though").
- `unsettled`: a claim saying a thing is confirmed, booked or fixed, where the sentence it rests on has the user only
  pencil it in or call it provisional, tentative or TBC ("I've pencilled in the boiler service for 3 May"): it says
  more than the user did.
"""

from __future__ import annotations

import re

from .. import clauses as cl, wordnet
from .. import spans as sp
from ..chat_lines import speaker_of, spoken
from ..pasted import writer
from ..text import STOP_WORDS, stem
from .base import Finding
from .claim import Claim

_CANCEL = (r"(?:cancell?ed|called\s+off|scrapped|shelved|on\s+hold|postponed\s+indefinitely|off\s+the\s+table|a\s+rain\s*check|"
           r"not\s+happening|a\s+no-?go|"
           r"off(?=\s*(?:[,.;!]|$|\s+(?:now|too|sadly|unfortunately|completely)\b)))")
_THING = r"((?:(?:the|our|my|his|her|their|your)\s+)?(?:[\w'-]+\s+){0,4}?[\w'-]+?)"
_CALLED_OFF = re.compile(r"(?:^|[,;:]\s+|\b(?:and|but|so|also|oh)\s+)" + _THING + r"(?:'s|\s+(?:is|are|was|were|"
                         r"has\s+been|have\s+been|got))\s+(?:now\s+|been\s+|also\s+)?" + _CANCEL
                         + r"|\b(?:i|we|they|she|he|[\w-]+(?='s|\s+has))(?:'ve|'s|\s+have|\s+has)?\s+(?:cancell?ed|called\s+off|scrapped|shelved|"
                         r"vetoed|nixed)\s+"
                         r"((?:the\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+)\b"
                         # an item struck from a list or an extra turned down, said as an order ("Scratch the trunk,
                         # Martin is lending us one."; "No thanks, skip the coating.")
                         r"|(?:^|[,;:.!]\s+|\b(?:and|but|so|thanks|actually|also|oh|just)\s+)(?:scratch|skip|drop|strike|cross\s+off|cross\s+out|"
                         r"take\s+off|leave\s+off|leave\s+out)\s+(?:the\s+)((?:[\w'-]+\s+){0,2}?[\w'-]+)(?=\s*(?:[,;:.!]|$|\s+(?:from|off|too|then|please)\b))"
                         # an item the user says they are not getting ("and I'm not getting the headphones")
                         r"|\b(?:i'm|i\s+am|we're|we\s+are)\s+not\s+(?:getting|buying|taking|ordering|having|booking)\s+(?:the\s+|any\s+)?"
                         r"(?P<not_getting>(?:[\w'-]+\s+){0,2}?[\w'-]+)(?=\s*(?:[,;:.!]|$|\s+(?:after\s+all|either|then|now)\b))"
                         # a person taken off a list ("Take Tom off, he's away"; "cross Bea off the list")
                         r"|(?:^|[,;:.!]\s+|\b(?:and|but|so|also|please)\s+)(?:take|cross|strike|knock)\s+"
                         r"(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)([A-Z][\w'-]*)\s+off\b"
                         # a plan that fell through ("but that fell through", "the sale has fallen through")
                         r"|(?:^|[,;:]\s+|\b(?:and|but|so|also|oh)\s+)" + _THING.replace("(", "(?P<fell>", 1)
                         + r"\s+(?:fell|(?:has|have|had)\s+fallen|'s\s+fallen)\s+through\b",
                         re.IGNORECASE)
# a claim that itself says a thing is called off, put off or is not so (alignment/chat.planned reads it too)
CANCEL_WORD = re.compile(r"\b(?:cancel\w*|called\s+off|scrapped|shelved|on\s+hold|postpon\w*|put\s+off|fell\s+through|"
                          r"fallen\s+through|no\s+longer|not)\b", re.IGNORECASE)
_WHEN = re.compile(r"\w*\d\w*|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|may|june|july|"
                   r"august|september|october|november|december|(?:mon|tues|wednes|thurs|fri|satur|sun)day)", re.IGNORECASE)
_PEOPLE = frozenset("i we you he she they weve ive youve theyve well ill youll theyll wed id hed shed theyd user".split())
_PRONOUN = frozenset("it that this them those".split())
_AGAIN = re.compile(r"\s+(?:yet\s+)?again\b|\s+(?:once\s+more|as\s+usual)\b", re.IGNORECASE)
_STAND_IN = frozenset(stem(w) for w in "whole thing lot everything plan plans idea".split())  # "the whole thing": the plan said before
# the words of a plan, not of the thing planned ("we were meant to go camping", "we'd provisionally booked")
_PLAN_WORDS = frozenset(stem(w) for w in (
    "meant supposed going go planned plan planning booked book provisionally originally initially were was had "
    "we'd i'd we'd they'd").split())


# the date the chat reader writes after a day said from now ("Saturday (12 December 2026)'s five-a-side is off"): the
# thing called off is named without it
_DATED = re.compile(r" \(\d{1,2} [A-Z][a-z]+ \d{4}\)")


def _words(text: str) -> set[str]:
    return {stem(w) for w in cl.words_of(text) if w.lower() not in STOP_WORDS and w.lower().replace("'", "") not in _PEOPLE}


def _best(claim_words: set[str], sentences: tuple[str, ...], skip: int) -> int:
    """The most claim words any user sentence but the one at `skip` shares with the claim."""
    return max((len(_words(s) & claim_words) for i, s in enumerate(sentences) if i != skip), default=0)


def _names_plan(clause: str, said: set[str], asserted: tuple[str, ...], at: int) -> bool:
    """The clause names the plan the claim is about: most of its words, and as many as any other sentence of the user's."""
    before = {w for w in _words(clause) - _PLAN_WORDS if not _WHEN.fullmatch(w)}  # the thing, not when it was (a date the chat's day adds)
    shared = before & said
    # a plan of one word ("going on to a club") is named by it
    return (len(shared) >= 2 or bool(before) and shared == before) and 2 * len(shared) >= len(before) \
        and len(shared) >= _best(said, asserted, at)


def called_off(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim about a thing the user said is called off, on hold or fell through: what was arranged no longer holds."""
    if parsed.chat is None or claim.negated or CANCEL_WORD.search(claim.text):
        return None
    said = {stem(w) for w in cl.words_of(claim.text)}
    asserted = tuple(_DATED.sub("", s) for s in parsed.chat.asserted)
    for i, s in enumerate(asserted):
        for m in _CALLED_OFF.finditer(s):
            thing = next(g for g in m.groups() if g is not None)
            words = _words(thing) - {"and", "but", "so", "also", "oh"}
            if _AGAIN.match(s, m.end()):
                continue  # "the train was cancelled again": one run of a thing that goes on, no plan called off
            if m.group(3) and {stem(w) for n in claim.names for w in n} & {stem(w) for w in cl.words_of(s[m.end():])}:
                continue  # "Scratch the trunk, Martin is lending us one": the claim of Martin's trunk is about what is said next
            if not words and thing.lower().split()[-1] in _PRONOUN or words and words <= _STAND_IN:
                # "..., but that fell through": the clause before stands for the thing; "the whole thing", "the lot"
                # name no thing of their own either
                clause = re.split(r"[.;!?]", s[:m.start()])[-1]
                if re.match(r"\W*so\b", m.group(0), re.IGNORECASE) or re.search(r"\bbut\s*$", clause):
                    # "We were going to do X but Amir's knee is bad, so it's a rain check": the plan before "but"; "then we
                    # were going on to Pryzm but she's vetoed that": the clause of the plan, not the evening before it
                    parts = [p for p in re.split(r",?\s+but\b\s*|,\s+then\s+|^then\s+", clause) if p.strip()]
                    clause = parts[-2] if len(parts) > 1 and not re.search(r"\bbut\s*$", clause) else parts[-1] if parts else clause
                plans = [(clause, i)]
                if re.search(r"\bso\s*$", clause, re.IGNORECASE):
                    # "Raj has broken his ankle so we've cancelled the whole thing": the reason names no plan; the plan
                    # before "but" does ("camping but it rained so we ..."), else the user's sentence before
                    parts = re.split(r",?\s+but\b\s*", clause, flags=re.IGNORECASE)
                    plans = [(parts[-2], i)] if len(parts) > 1 and parts[-2].strip() else [(asserted[i - 1], i - 1)] if i else []
                for plan, at in plans:
                    if _names_plan(plan, said, asserted, at):
                        return Finding("cancelled", f"the user said it is called off ('{s.strip()}')", thing)
                continue
            if words and words <= said:
                return Finding("cancelled", f"the user said it is called off ('{m.group(0).strip(' ,;:.')}')", thing)
    return None


_TENTATIVE = re.compile(r"\b(?:pencil+ed\s+(?:\w+\s+)?in|provisional(?:ly)?|tentative(?:ly)?|TBC|TBA|to\s+be\s+(?:confirmed|arranged|decided)|"
                        r"unconfirmed|not\s+(?:yet\s+)?(?:confirmed|booked|fixed|definite))\b", re.IGNORECASE)
_SETTLED = re.compile(r"\b(?:confirmed|booked|fixed|definite(?:ly)?|finali[sz]ed|locked\s+in|set\s+in\s+stone|going\s+ahead)\b",
                      re.IGNORECASE)


def unsettled(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that says a thing is confirmed or booked, resting on a sentence where the user only pencils it in."""
    if parsed.chat is None or claim.negated or not _SETTLED.search(claim.text) or _TENTATIVE.search(claim.text):
        return None
    said = _words(claim.text)
    asserted = parsed.chat.asserted
    for i, s in enumerate(asserted):
        m = _TENTATIVE.search(s)
        if m is None or _SETTLED.search(_TENTATIVE.sub(" ", s)):
            continue
        shared = _words(s) & said
        if len(shared) >= 2 and len(shared) > _best(said, asserted, i):
            return Finding("unsettled", f"the user only says it is {m.group(0)} ('{s.strip()}')", m.group(0))
    return None


# a person who says they can't come ("Owen can't do Saturday sorry", "Jo can't make it", as a pasted line reads)
_CANNOT = re.compile(r"\b([A-Z][a-z'-]+)\s+(?:can't|cannot|can\s+not|won't\s+be\s+able\s+to|isn't\s+able\s+to)\s+"
                     r"(?:do|make|come|attend|join|play)\b")
_COMES = r"\b{}\s+(?:is|'s|will\s+be|will)\s+(?:coming|attending|joining|going|playing|there|come|attend|join|go|play|be\s+(?:at|there))\b"
# the user's own "can't make it" ("I can't make it", a pasted "Me: can't make it this time"), against "the user will go"
_CANNOT_OWN = re.compile(r"(?:^|[.!?]\s+)\W*(?:(?:sorry|oh|ah|no|nope)\W+)*(?:I\s+)?(?:can't|cannot|can\s+not|won't\s+be\s+able\s+to)\s+"
                         r"(?:do|make|come|attend|join|play)\b", re.IGNORECASE)
_USER = r"(?:the\s+user|I)"


# (conv25) a writer in a chat of people who says they can't come, or must work then ("Sean: I'm working that night
# sorry", "Marte: nei, sorry, I have to work the weekend after all"); "I can come after all" later takes it back
_EXCUSED = re.compile(_CANNOT_OWN.pattern + r"|(?:^|[.!?,]\s+)\W*(?:(?:sorry|oh|ah|no|nope|nah|nei|nein|non)\W+)*I(?:'m|\s+am)\s+working"
                      r"\s+(?:that|this|then|on|tonight|all)\b|\bI\s+(?:have|'ve\s+got|'ve|got)\s+to\s+work\b", re.IGNORECASE)
_CAN_AFTER_ALL = re.compile(r"\bI\s+(?:can|could|'ll|will)\s+(?:make\s+it|come|do\s+it|be\s+there)\b|\bI'm\s+(?:coming|in)\b", re.IGNORECASE)


def _writers_excused(text: str) -> list[tuple[str, str]]:
    """(writer, message) of each message of a chat of people in which its writer says they can't come, and does not
    say so back in a later message."""
    out: list[tuple[str, str]] = []
    for ln in text.splitlines():
        who = speaker_of(ln)
        if who is None:
            continue
        name, said = writer(who), ln.split(":", 1)[1] if ":" in ln else ""
        out = [(n, m) for n, m in out if not (n == name and _CAN_AFTER_ALL.search(said))]
        out += [(name, said)] if _EXCUSED.search(said) else []
    return out


def cannot_come(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that a person comes or plays, where that person said they can't (see the module)."""
    if claim.negated:
        return None
    if parsed.chat is None:  # (conv25) a chat of people: a writer's own "I'm working that night", "Ella can't make it"
        if parsed.kind != "prose" or parsed.records or not spoken(parsed.text.splitlines()):
            return None
        for name, said in _writers_excused(parsed.text):
            if re.search(_COMES.format(re.escape(name)), claim.text, re.IGNORECASE):
                return Finding("cancelled", f"{name} said they can't ('{said.strip()}')", name)
        for m in (m for ln in parsed.text.splitlines() for m in _CANNOT.finditer(ln.split(":", 1)[-1])):
            if re.search(_COMES.format(re.escape(m.group(1))), claim.text):
                return Finding("cancelled", f"{m.group(1)} said they can't ('{m.group(0)}')", m.group(1))
        return None
    for s in parsed.chat.asserted:
        for m in _CANNOT.finditer(s):
            if re.search(_COMES.format(re.escape(m.group(1))), claim.text):
                return Finding("cancelled", f"{m.group(1)} said they can't ('{s.strip()}')", m.group(1))
        if _CANNOT_OWN.search(s) and re.search(_COMES.format(_USER), claim.text, re.IGNORECASE):
            return Finding("cancelled", f"the user said they can't ('{s.strip()}')", "the user")
    return None


# the user's own "I haven't signed anything yet", "we've not booked it yet", "I didn't pay that in the end": not done, said
# of no one thing in particular, so it denies that the user did it to anything
_NOT_DONE = re.compile(r"(?:^|[.!?,;]\s+|\b(?:and|but|so)\s+)\W*(?:(?:no|nope|well|oh|and|but)\W+)*(?:i|we)\s*(?:haven't|have\s+not|'ve\s+not|"
                       r"hadn't|had\s+not|didn't|did\s+not)\s+(?:actually\s+|even\s+|yet\s+)?([a-z]{3,})\s+"
                       r"(?:anything|it|that|this|them|any\s+of\s+(?:it|that|them))(?:\s+(?:yet|though|either|in\s+the\s+end))*\s*(?:[.!,;]|$)",
                       re.IGNORECASE)
_GENERAL = re.compile(r"\b(?:anything|any\s+of)\b", re.IGNORECASE)
_DONE_BY_USER = re.compile(r"^\W*(?:the\s+user|I)(?:\s+and\s+\w+)?\s+(?:has\s+|have\s+|had\s+)?(?:already\s+|just\s+|now\s+)?([a-z]{3,})\b",
                           re.IGNORECASE)


def _bases(verb: str) -> set[str]:
    """A verb's base forms, as stems ("paid" -> pay, "signed" -> sign)."""
    return {stem(f) for f in wordnet.forms(verb.lower())} | {stem(verb.lower())}


def not_done(claim: Claim, parsed: sp.Parsed) -> Finding | None:
    """A claim that the user did a thing ("The user has signed the contract"), where the user said they have not done it
    to anything yet ("I haven't signed anything yet though")."""
    if parsed.chat is None or claim.negated or CANCEL_WORD.search(claim.text):
        return None
    did = _DONE_BY_USER.match(claim.text)
    if did is None:
        return None
    verb = _bases(did.group(1))
    said = _words(claim.text) - verb
    asserted = parsed.chat.asserted
    for i, s in enumerate(asserted):
        for m in _NOT_DONE.finditer(s):
            # "it" or "that" is the thing named before it: the one the claim names ("pencilled in dinner at Lumière, but I
            # haven't booked it yet" says nothing of the hotel booked in the next sentence); "anything" is any thing
            before = s[:m.start()] if s[:m.start()].strip() else asserted[i - 1] if i else ""
            named = _GENERAL.search(m.group(0)) or len(_words(before) & said) >= 2
            if named and _bases(m.group(1)) & verb:
                return Finding("planned", f"the user said they have not done it ('{s.strip()}')", did.group(1))
    return None
