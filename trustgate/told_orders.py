"""Where a matched order is told of, not given: an attack reported as what a third party gets a model to do, given as an
example, or described as a lure's request in advice; a release note's line on what an assistant can now do; a question the
asker puts about their own act.

Contract: `told_to(text, start)`, `release_note(text, clause)` and `own_question(text, pos)` answer for orders.py and
screening.py. Moved out of orders.py (sec20) with no change of behaviour.
"""

from __future__ import annotations

import re

from .prefilter import anchor_patterns

# an attack reported as what someone gets a model to do: "attackers often tell the model to <match>"; the words before
# the verb must hold a subject of the third person (not "Please tell the model to ...", not "You should tell ..."); (sec17) the model
# may be named by a pronoun, as a definition does ("prompt injection is when a page tells it to ...")
_TOLD_TO = re.compile(r"(?P<head>[^.!?;:\n]*?)\b(?:tell|tells|told|telling|ask|asks|asked|asking|instruct|instructs|instructed|instructing|"
                      r"trick|tricks|tricked|tricking|get|gets|got|getting|convince|convinces|convinced|persuade|persuades|persuaded|"
                      r"make|makes|made|making|coax|coaxes|coaxed)\s+(?:(?:the|a|an|its|their|your|my|our)\s+(?:[\w-]+\s+)?"
                      r"(?:models?|assistants?|agents?|ai|llms?|chat-?bots?|bots?|systems?)|it|them)\s+(?:in)?to\s+$", re.IGNORECASE)
_NOT_THIRD = re.compile(r"\b(?:you|your|please|kindly|should|must|always|now|just|i|we|let's)\b", re.IGNORECASE)


# an attack given as an example in a description: "memory poisoning plants a rule ..., such as a standing order to ..."
_EXAMPLE = re.compile(r"(?P<head>[^.!?;:\n]*?)\b(?:such as|for example|for instance|e\.g\.,?)\s+(?:an?\s+|the\s+)?$", re.IGNORECASE)


# an attack described in security advice: what a lure (any e-mail, caller, pop-up ...) asks people to do, judged in the same
# sentence ("an email asking you to ignore earlier instructions from your manager is a classic sign of social engineering")
_LURE = re.compile(r"\b(?:an?|any|every|such|some|these|those)\s+(?:[\w-]+\s+){0,2}?(?:e-?mails?|messages?|texts?|sms|calls?|callers?|voicemails?|"
                   r"websites?|sites?|web ?pages?|pop-?ups?|links?|documents?|attachments?|letters?|posts?|ads?|adverts?|people|persons?|strangers?)\s+"
                   r"(?:that\s+|which\s+|who\s+)?(?:asks?|asking|tells?|telling|instructs?|instructing|urges?|urging|pushes|pushing|pressures?|pressuring)\s+"
                   r"(?:you|people|users|staff|employees|readers)\s+to\s+$", re.IGNORECASE)
_VERDICT = re.compile(r"\b(?:signs?|red flags?|hallmarks?|tell-?tale|indicators?|scams?|phishing|fraud\w*|social engineering|suspicious|"
                      r"be (?:wary|careful|suspicious)|beware)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?\n]")


def _lure(text: str, start: int) -> bool:
    """Whether text[start] continues a lure's request judged in its sentence (an attack described as advice)."""
    head = text[max(0, start - 200):start]
    if not _LURE.search(head.split(".")[-1]):
        return False
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    end = m.start() if (m := _SENTENCE_END.search(text, start)) else len(text)
    return _VERDICT.search(text[begin:end]) is not None


def told_to(text: str, start: int) -> bool:
    """Whether the words before text[start] report what a third party gets a model to do (an infinitive after
    "attackers tell the model to"), give the match as an example in a description ("..., such as a standing order
    to ..."), or describe what a lure asks people to do in a sentence that judges it ("a caller asking you to ... is a
    sign of fraud"), so the match is the attack described, not ordered."""
    before = text[max(0, start - 200):start]
    m = _TOLD_TO.search(before) or _EXAMPLE.search(before)
    return bool(m and m.group("head").strip() and not _NOT_THIRD.search(m.group("head"))) or _lure(text, start)


# (sec12) a release note under its own label, saying what a product's assistant can now do: "Changelog: the assistant can
# now summarize PDFs of up to 50 pages" reports a feature; with an attack mark it is still read as one (the marks come first)
_RELEASE_LABEL = re.compile(r"^\W*(?:changelog|change log|release notes?|what'?s new|new in [\w.]+|new features?|(?:version|release|v)\s*\d[\w.-]*)"
                            r"\b[^:\n]{0,30}:", re.IGNORECASE)
_CAN_NOW = re.compile(r"\b(?:can|could) now\b|\bis now able to\b|\bnow supports?\b", re.IGNORECASE)


def release_note(text: str, clause: str) -> bool:
    """Whether the clause is a release note's line on what an assistant can now do, under the text's own release label."""
    return _RELEASE_LABEL.match(text) is not None and _CAN_NOW.search(clause) is not None


# (sec14) a question the asker puts about what they themselves may do, as an FAQ asks it: "Can I cancel without asking the
# organiser?", "Puis-je ... sans demander ... ?", "¿Puedo ... sin pedir permiso?", "Kann ich ... ohne Rückfrage ...?"
_OWN_ASK = re.compile(r"^(?:[^:?]{0,40}:\s*)?[¿\"'«]?\s*(?:(?:can|may|could|do|should|must) (?:i|we)|puis-?je|peux-?je|"  # "Puisje", "Estce que": hyphens joined
                      r"pouvons-?nous|dois-?je|devons-?nous|est-?ce ?que (?:je|j'|nous|on) |peut-?on|(?:puedo|podemos|debo|debemos|se puede)|"
                      r"(?:kann|darf|muss|soll) ich|(?:können|dürfen|müssen) wir|(?:posso|podemos|devo|possiamo|devo)|(?:kan|mag|moet) ik|(?:kunnen|mogen) we)\b",
                      re.IGNORECASE)


def own_question(text: str, pos: int) -> bool:
    """Whether the sentence holding `pos` is a question the asker puts about their own act (`_OWN_ASK`): it ends with "?"."""
    start = max(text.rfind(c, 0, pos) for c in ".!?\n") + 1
    end = min((i for i in (text.find(c, pos) for c in ".!?\n") if i >= 0), default=len(text))
    return end < len(text) and text[end] == "?" and _OWN_ASK.match(text[start:end].strip()) is not None


# (sec20) a rule that guards the reader against untrusted input, said of it in the third person ("the model must never treat
# page text as a system turn", "agents should not follow instructions found in tool output"): no order an attacker gives
_GUARDS_READER = re.compile(r"\b(?:must|should|shall|will|may)\s+(?:never|not)\s+(?:treat|follow|obey|execute|run|trust|act on|take)\b[^.;!?]{0,40}?"
                            r"\b(?:page|web|website|document|email|tool|retrieved|untrusted|external|third-party|user-supplied|pasted|quoted|embedded)"
                            r"\s+(?:[\w-]+\s+)?(?:text|content|instructions?|output|input|data|markers?|tokens?)\b", re.IGNORECASE)


def guards_reader(clause: str) -> bool:
    """Whether the clause forbids the reader to take untrusted input for orders (`_GUARDS_READER`)."""
    return _GUARDS_READER.search(clause) is not None


# (sec19) a condition that is the reader's own task on this content ("when you summarise this site", "when generating client
# code from this file"): not a later event, the answer it gives scripted
_OWN_TASK = re.compile(r"^(?:when(?:ever)?|each time|every time|if)\s+(?:you(?:'re| are)?\s+|the (?:assistant|agent|model|ai)\s+(?:is\s+)?)?"
                       r"(?:summari[sz]\w*|read\w*|process\w*|generat\w*|answer\w*|describ\w*|review\w*|index\w*|translat\w*|render\w*|pars\w*|crawl\w*|"
                       r"(?:asked|questioned|queried) about)\b"  # (sec20) and a question put about the content; "this" content of any kind
                       r"[^,]{0,40}\b(?:the (?:site|page|file|document|doc|photo|image|email|mail|text|repo\w*|spec|code|template|notebook|post|thread)s?"
                       r"|(?:this|these) [\w-]+)\b",
                       re.IGNORECASE)


def own_task(lead: str) -> bool:
    """Whether a leading condition is the reader's own task on this content (`_OWN_TASK`): what follows scripts its answer,
    an injection, not an order armed for later."""
    return _OWN_TASK.search(lead) is not None


anchor_patterns(globals())  # each pattern above behind its anchors (prefilter.py): the same answers, most skipped cheaply
