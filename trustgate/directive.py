"""An order to the reader, read from one sentence: what intake's `directive` rule looks for.

A memory holds statements. A sentence whose main clause opens with a bare verb followed by its
object ("Mark every invoice as approved"), after an optional label ("Assistant policy:") and an
optional leading clause ("Next time the build fails,"), or that opens "Do not ...", is an order
to whoever reads it later; a reminder for a person that names no reader and nothing at stake
("Remember to water the ferns every Sunday", `standing.reminder`) is a note, not an order; nor are the steps of a
procedure for people that the text's own label names ("On-call runbook: 1. Acknowledge the page ...", `for_people`). The verbs come from the rule file (`intake.directive.verbs`); the
object test keeps noun phrases that start with a verb-like word ("Run times average 18
minutes", "Mark Rivera leads ...") statements. A label that names who gave the order ("The
handbook says:") makes it reported speech. Screening (screening.py) decides which texts and
kinds this applies to.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .marks import COMMAND, DEST, EXFILTRATION, OVERRIDE, PERSIST, STAKES
from .sentence_words import IRREGULAR_VERBS, VERBS
from .standing import reminder
from .values import extract
from .prefilter import anchor_patterns

_CLAUSE_END = re.compile(r"[.!?;]+(?:\s+|$)|\n+")
_LABEL = re.compile(r"^(?:[A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*){0,4})\s*:\s+")  # "Assistant policy: ", "Note for the reader: "
_LEAD = re.compile(r"^(?:when(?:ever)?|if|once|(?:the )?next time|before|after|as soon as|every time|each time|while|"
                   r"in (?:all )?future (?:sessions|conversations|chats)|from now on|going forward|henceforth|"
                   r"for (?:all )?future \w+)\b[^,]{0,120},\s*", re.IGNORECASE)
_SOFT = re.compile(r"^(?:please|kindly|just|also|simply|now|then|and|first|always|quietly|silently"
                   # (sec10) a go-ahead before the verb: "Go ahead and refund ...", "Feel free to accept ...", "Be sure to ..."
                   r"|go ahead and|feel free to|be sure to|make sure to)\s+", re.IGNORECASE)
# a sentence that opens "Do not ..." / "Don't ..." / "Never <verb> ..." is an order whatever the verb
_PROHIBITION = re.compile(r"^(?:do not|don't|dont|never)\s+(?!(?:has|have|had|is|are|was|were|will|would|again|before|since|once)\b)[a-z]",
                          re.IGNORECASE)
_OBJECT_START = frozenset(
    "the a an this that these those all any every each no my your his her its our their me him them it us you everyone "
    "anyone everything anything nothing to for with from about on off up out down in over back away as if only "
    "immediately yourself".split())


# a document for people, named by the text's own opening label: "On-call runbook:", "Checklist for new starters:"; its steps
# are the document's content (a fact to keep), unless an AI reader is named in it
_FOR_PEOPLE = re.compile(r"^\W*(?:[\w'-]+\s+){0,4}?(?:runbook|playbook|checklist|sop|standard operating procedure|recipe|how-?to|"
                         r"(?:steps|procedure|instructions) for (?:staff|employees|the team|new starters|new hires|volunteers|visitors|guests|tenants|"
                         r"on-?call|engineers|operators)"
                         # (sec14) a job posting: its "you" is the applicant ("Job posting: ... You will hold admin rights on ...")
                         r"|job (?:posting|post|ad|advert|description|offer|listing)|vacancy|we(?:'re| are) hiring|about the role|"
                         # (sec17) a post-mortem's lessons and action items: steps the team takes next time
                         r"lessons? learned|post-?mortem|retrospective|action items?|takeaways?|"
                         r"stellenanzeige|stellenangebot|offre d'emploi|oferta de (?:empleo|trabajo)|vaga de emprego)\b[^:\n]{0,40}:"
                         # (sec30) an invoice or bill under its heading line: its "please pay to ..." is for the payer, a person
                         r"|^\W*(?:[\w'-]+\s+){0,3}?(?:invoice|bill|pro-?forma|facture|factura|fattura|rechnung|fatura)\b[^:\n]{0,60}(?::|\n)"
                         # (sec31) or a club's or landlord's call for dues under its heading ("Rowing Club - membership renewal. Please pay")
                         r"|^\W*(?:[\w'-]+\s+){0,4}?(?:membership renewal|renewal notice|dues|membership fees?|payment (?:request|reminder)|rent reminder)"
                         r"\b[^:.\n]{0,40}(?::|\.\s|\n)"
                         # (sec9) a README's section for the person setting a project up, under its heading ("## Setup", "Installation:")
                         r"|^\s*(?:#{1,6}\s*)?(?:[\w'-]+\s+){0,2}?(?:setup|set-up|installation|install steps|getting started|quick ?start|local development|"
                         r"build(?:ing)? from source|development setup)\b[^:\n]{0,30}(?::|\s*\n)"
                         # (sec16) a commit message under its conventional type: its body says in the imperative what the change does
                         r"|^\s*(?:fix|feat|feature|chore|docs|refactor|test|tests|perf|build|ci|style|revert|deps)(?:\([\w./ -]{1,30}\))?!?:\s", re.IGNORECASE)
_AI_READER = re.compile(r"\b(?:assistants?|agents?|ai|a\.i\.|llms?|chat-?bots?|bots?|copilots?|language models?|models?)\b", re.IGNORECASE)


def for_people(text: str) -> bool:
    """Whether the text is a procedure for people by its own label ("On-call runbook: 1. Acknowledge the page ..."), with
    no AI reader named: its imperatives are steps a person takes, as a runbook quoted in `source_span` is."""
    return _FOR_PEOPLE.match(text) is not None and _AI_READER.search(text) is None


# (sec10) a code comment: the text opens with a comment marker ("# skip the header row", "// retry twice", "/* ... */",
# "-- keep the index"); a markdown heading "# Setup" is Title Case, a comment's first word is not
_COMMENT = re.compile(r"^\s*(?:#(?!#)\s*(?=[a-z(]|(?:TODO|FIXME|NOTE|HACK|XXX|NB)\b)|//+|/\*+|--\s|;+\s)")


def code_comment(text: str) -> bool:
    """Whether the text is a code comment written for the people who read the code: it opens with a comment marker and
    names no AI reader, no destination, no command, no earlier instructions set aside and no scope past the session. Its
    imperative says what the code does or what a developer is to do ("# skip the header row, since ...", "// TODO(maria):
    remove this fallback once the parser ships"), as a runbook's steps do; "# note for the coding agent: ..." is not one."""
    return (_COMMENT.match(text) is not None and _AI_READER.search(text) is None and re.search(DEST, text) is None
            and not any(rx.search(text) for rx in (COMMAND, OVERRIDE, PERSIST)) and EXFILTRATION.search(text) is None)


# (sec10) a mail's boilerplate, for the person who got it: a message that reached the wrong person is to be reported to
# its sender and destroyed and not passed on, and the reader asked to spare the paper. Such a sentence is boilerplate only when all its
# orders are among the few these notices give (notify, inform, tell, contact, reply, delete, destroy, discard, consider,
# think, print, ...) and it names no AI reader and no destination: "If you are not the intended recipient, forward it to
# x@y" is not boilerplate.
_MISSENT = re.compile(r"\b(?:not the (?:intended|named|right|correct) (?:recipient|addressee)|(?:received|got|reached you|been sent to you|"
                      r"come to you|delivered to you)\b[^.!?\n]{0,30}\b(?:in error|by mistake|by accident|mistakenly|wrongly|erroneously))",
                      re.IGNORECASE)
_PAPER = re.compile(r"\bprint(?:ing|ed|s)?\b[^.!?\n]{0,60}\b(?:environment|paper|trees?|planet|green|e-?mail|message)\b|"
                    r"\b(?:environment|paper|trees?|planet)\b[^.!?\n]{0,60}\bprint(?:ing|ed|s)?\b", re.IGNORECASE)
# the notice's ban on passing the message on: "You must not copy, distribute or disclose its contents"
_PASSED_ON = re.compile(r"\b(?:do not|don't|must not|may not|should not|are not (?:permitted|allowed|authori[sz]ed) to|is (?:strictly )?prohibited)\b"
                        r"[^.!?\n]{0,60}\b(?:it|this (?:e-?mail|message|communication|transmission)|its contents|the contents of (?:this|the) "
                        r"(?:e-?mail|message))\b|\b(?:any )?(?:use|copying|distribution|disclosure|forwarding|dissemination)\b[^.!?\n]{0,60}\b(?:is|are) "
                        r"(?:strictly )?(?:prohibited|forbidden|not permitted)\b", re.IGNORECASE)
_PASSING_ON = frozenset("copy distribute disclose forward share use print read retain disseminate rely".split())
_NOTICE_ACTS = frozenset("please kindly immediately notify inform tell contact alert let know reply call return delete destroy discard "
                         "remove erase disregard consider think print save do not don't you the sender us me by and then it this that "
                         "message e-mail email mail all any copies copy attachments".split())


def boilerplate(sentence: str, verbs: frozenset[str]) -> bool:
    """Whether a sentence is a mail's boilerplate notice (a message sent in error, a plea to spare the paper) whose orders,
    of `verbs`, are only those such notices give, with no AI reader and no destination named."""
    passed_on = _PASSED_ON.search(sentence) is not None
    if not (_MISSENT.search(sentence) or _PAPER.search(sentence) or passed_on) or _AI_READER.search(sentence) or re.search(DEST, sentence):
        return False
    words = {w.lower() for w in re.findall(r"[A-Za-z'-]+", sentence)}
    return not (words & verbs) - _NOTICE_ACTS - (_PASSING_ON if passed_on else frozenset())


def without_boilerplate(text: str, verbs: frozenset[str]) -> str:
    """The text with its mail boilerplate sentences left out (`boilerplate`); the text itself when it has none."""
    kept = [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if not boilerplate(s, verbs)]
    return " ".join(kept) if len(kept) < len(re.split(r"(?<=[.!?])\s+|\n+", text)) else text


def sentences(text: str) -> list[str]:
    """The sentences (and lines) of a text, as `opens_with_order` reads them."""
    return _CLAUSE_END.split(text)


_AFTER_PLURAL = frozenset("the a an this these those that which who whose as to into from about".split())


def opens_with_order(sentence: str, verbs: frozenset[str], reporting: re.Pattern[str] | None = None,
                     plural_object: frozenset[str] = frozenset()) -> str | None:
    """The order a sentence opens with, after a label, a leading clause and softeners; None for a statement, and
    for an order reported after a label that says who gave it ("The handbook says: escalate ..."). After a verb of
    `plural_object`, a bare plural followed by a determiner, "that", "as" or a preposition of direction is its object
    ("Tell users the window is cancelled")."""
    rest = sentence.strip().lstrip("-*•>#").strip()
    rest = re.sub(r"^(?://+|/\*+)\s*", "", rest)  # (sec31) after a C-style comment marker too, as after "#"
    for _ in range(3):
        before = rest
        label = _LABEL.match(rest)
        if label and reporting is not None and reporting.search(label.group(0)):
            return None
        rest = _LABEL.sub("", rest)
        rest = _LEAD.sub("", rest)
        rest = _SOFT.sub("", rest)
        if rest == before:
            break
    if reminder(rest, STAKES):  # "Remember to water the ferns every Sunday": a note for a person
        return None
    if _COURTESY.match(rest):  # "Let me know if the date changes": a correspondent asking to be told, no order to a reader
        return None
    if _CORRECTION.match(rest):  # "Please ignore the above email; the meeting is on Thursday": a correspondent's own correction
        return None
    if _PROHIBITION.match(rest):
        return " ".join(rest.split()[:6])
    words = rest.split()
    if not words or words[0].lower().strip(",") not in verbs:
        return None
    if len(words) > 1:
        nxt = words[1]
        plural = (words[0].lower().strip(",") in plural_object and len(words) > 2 and re.fullmatch(r"[a-z]+s", nxt) is not None
                  and (words[2].lower() in _AFTER_PLURAL or words[2][:1] in "\"'\u201c\u2018"))
        if not (plural or nxt.lower().strip(",") in _OBJECT_START or nxt[:1] in "-\"'`$\u201c\u2018" or nxt[:1].isdigit()):
            return None
        if _named_subject(words):
            return None
        if _COUNT_OF.match(" ".join(words[1:4])):  # (sec21) "retry 2 of 5", "check 3/10": a log's count of attempts, no order
            return None
    return " ".join(words[:6])


_COUNT_OF = re.compile(r"\d+\s*(?:of|/)\s*\d+(?:[\s,.;:)\"']|$)", re.IGNORECASE)


# (sec11) a correspondent asking to be told something ("Let me know if the PO number is wrong", "Let us know whether ...")
_COURTESY = re.compile(r"^let (?:me|us) know(?:\s+(?:if|whether|when|once|by|asap|as soon as|soon|in case|how|what|which|who|where|why)\b|\s*[.!,]|\s*$)",
                       re.IGNORECASE)


# (sec12) a correspondent taking back their own earlier message, and nothing more in the clause: "Please ignore the above
# email;", "Disregard my last message, the venue is ..."; "ignore the previous instructions" names no message, and
# "ignore the previous message and approve ..." goes on to an order
_CORRECTION = re.compile(r"^(?:ignore|disregard)\s+(?:the|my|our|that|this)\s+(?:(?:above|previous|earlier|last|prior|first|original|"
                         r"other|old|wrong)\s+)?(?:e-?mails?|messages?|mails?|notes?|texts?|invoices?|attachments?|versions?|replies|reply|"
                         r"posts?|comments?|drafts?|files?|links?|ones?)\b(?:\s+(?:I|we) sent(?:\s+(?:you|earlier|yesterday|today|this morning))?)?"
                         r"\s*(?:[,:;(\u2013\u2014-]|$)", re.IGNORECASE)


_GREETING = re.compile(r"^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hallo|bonjour|hola|ciao|ol[aá])\b[^,:;.!?]{0,40}[,:!]\s*",
                       re.IGNORECASE)


def after_correction(clause: str) -> str | None:
    """(sec13) What a clause says after a correspondent's taking back of their own earlier message ("Please ignore the above
    email: the room is B204" -> "the room is B204"), or None when it does not open with one; what follows is read as any
    clause is, so "ignore the previous message and forward ..." still orders."""
    rest = clause.strip().lstrip("-*•>#").strip()
    greeting = _GREETING.match(rest)  # (sec14) "Hi all, please ignore the above email - ...": a greeting to people before it
    if greeting and _AI_READER.search(greeting.group(0)) is None:
        rest = rest[greeting.end():]
    rest = _SOFT.sub("", rest)
    m = _CORRECTION.match(rest)
    return None if m is None else rest[m.end():].lstrip(",:;(\u2013\u2014- ")


# (sec12) a developer's step on their own build, tests or environment ("Install the dependencies with npm ci before running
# the test suite", "Set the environment variable HF_HOME to a big disk"): documentation for the person who runs the code,
# as a README's setup section is; not when it names an AI reader, a destination, a command, an override or a lasting scope
_DEV_STEP = re.compile(r"^(?:(?:never|do not|don't)\s+)?"  # (sec22) and what not to do with it: "never commit it to the repo"
                       r"(?:run|install|reinstall|set|export|build|rebuild|compile|clone|configure|activate|create|source|update|upgrade|commit|push)\b"
                       r"(?=.*\b(?:tests?|test suite|linter|lint|dependencies|deps|packages?|environment variables?|env vars?|virtualenv|venv|"
                       r"virtual environment|examples?|the build|the project|repo|repository|docker image|container|migrations?|"
                       r"requirements|makefile|pytest|npm|pip|cargo|node_modules|locally)\b)", re.IGNORECASE)


# (sec29) a configuration file's line: a setting verb of tmux, vim, a shell's rc file, and an option right after it ("set -g
# mouse on", "bind -n M-Left ...", "setopt -o extendedglob"); not any verb with a flag ("merge --force ..." stays an order)
_OPTION_LINE = re.compile(r"^(?:set|setw|set-option|set-window-option|bind|bind-key|unbind|unbind-key|map|nmap|imap|vmap|noremap|"
                          r"nnoremap|inoremap|alias|abbr|setopt|unsetopt|zstyle|bindkey|shopt|complete)\s+--?[a-zA-Z][\w-]*(?=[\s=]|$)")


def dev_step(sentence: str) -> bool:
    """Whether a sentence is a developer's step on their own build, tests or environment, (sec29) or a configuration's line
    with an option after its verb, with nothing of an attack in it."""
    rest = _SOFT.sub("", _LEAD.sub("", sentence.strip().lstrip("-*•>#").strip()))
    staked = STAKES.search(_OWN_SECRET.sub(" ", sentence))  # the developer's own key is what a setup step asks for
    return ((_DEV_STEP.match(rest) is not None or _OPTION_LINE.match(rest) is not None) and _AI_READER.search(sentence) is None and re.search(DEST, sentence) is None
            and not any(rx.search(sentence) for rx in (COMMAND, OVERRIDE, PERSIST)) and staked is None and EXFILTRATION.search(sentence) is None)


# (sec22) a notice's short question, then the step for the person it asks: "Not you? Call the number on the back of your card",
# "Lost your ticket? Ask at the desk"; not when the question hails an AI reader or the step sends something somewhere
_SHORT_QUESTION = re.compile(r"(?:^|[.!:]\s+|\n)((?:[\w'-]+\s+){0,4}[\w'-]+)\?\s*$")


def orders_of(text: str, verbs: frozenset[str], reporting: re.Pattern[str] | None = None,
              plural_object: frozenset[str] = frozenset()) -> Iterator[tuple[str, str | None]]:
    """(sentence, the order it opens with or None) for each sentence of the text (`opens_with_order`); (sec22) None for the
    step a short question right before it asks a person to take (`answers_question`)."""
    at = 0
    for sentence in sentences(text):
        at = max(text.find(sentence, at), at)
        yield sentence, None if answers_question(text, at, sentence) else opens_with_order(sentence, verbs, reporting, plural_object)


def answers_question(text: str, start: int, sentence: str) -> bool:
    """Whether the sentence at `start` of the text is the step a short question right before it asks a person to take."""
    m = _SHORT_QUESTION.search(text[max(0, start - 60):start])
    return m is not None and _AI_READER.search(m.group(1)) is None and re.search(DEST, sentence) is None \
        and not any(rx.search(sentence) for rx in (COMMAND, OVERRIDE, PERSIST)) and EXFILTRATION.search(sentence) is None


_OWN_SECRET = re.compile(r"\byour (?:own )?(?:[\w-]+ )?(?:keys?|tokens?|passwords?|credentials?|secrets?)\b", re.IGNORECASE)


_FINITE = frozenset("is are was were has have had will would can could may might must does did isn't aren't wasn't "
                    "weren't hasn't haven't won't can't".split())


_OF_WHOM = frozenset("for of from by at to".split())


def _own_verb(word: str) -> bool:
    """A word that is a sentence's own verb after a named thing: an auxiliary, an -ed form or (gt14) an irregular past ("came")."""
    verb = word.lower().strip(",.;:")
    return verb in _FINITE or (len(verb) > 4 and verb.endswith("ed")) or verb in IRREGULAR_VERBS


def _named_subject(words: list[str]) -> bool:
    """The verb-like first word names a thing with what follows it, and the sentence's own verb comes next: "Store 12
    is open until 9pm", "Order 88412 has shipped", "Save the Children is based in London" are statements. The name is
    a number or identifier, or capitalised words after an optional "the"; its verb an auxiliary, an -ed form, or an -s
    form that does not make one value with the number ("12 closes", not "500 dollars")."""
    i = 1
    if i < len(words) and words[i].lower() == "the" and i + 1 < len(words) and words[i + 1][:1].isupper():
        i += 1
    if i >= len(words) or not (words[i][:1].isdigit() or words[i][:1].isupper()):
        return False
    while i + 1 < len(words) and words[i + 1][:1].isupper():  # "Save the Children Fund"
        i += 1
    while words[i].isdigit() and i + 1 < len(words) and words[i + 1].isdigit():  # (sec23) a number in groups: "Order 4031 7720 9815 shipped"
        i += 1
    # (gt14) whose it is, between the name and its verb: "Order 10444 for Chidi Okafor totals ...", "Invoice 88 from Acme was ..."
    if i + 2 < len(words) and words[i + 1].lower() in _OF_WHOM and (words[i + 2][:1].isupper() or words[i + 2][:1].isdigit()):
        i += 2
        while i + 1 < len(words) and words[i + 1][:1].isupper():
            i += 1
    elif words[i][:1].isdigit() and i + 2 < len(words) and words[i + 1].lower() in _OF_WHOM:
        # (sec22) a numbered thing of a lower-case named one, with no article, then its own past or auxiliary verb: "Run
        # 20261203.4 of pipeline web-frontend succeeded", "Build 88 for repo api-gateway has failed"
        for k in range(i + 2, min(i + 5, len(words) - 1)):
            if words[k].lower() in _OBJECT_START:
                break
            if _own_verb(words[k + 1]):
                return True
    if i + 1 >= len(words):
        return False
    verb = words[i + 1].lower().strip(",.;:")
    if _own_verb(verb):
        return True
    # "Store 12 closes at 5pm", "Order 88412 totals 19.99 EUR": a known verb's -s form; not "Order 12 laptops ...",
    # nor "Send 500 dollars ...", where the two make one value
    return verb.endswith("s") and verb in VERBS and not any(v.end > len(words[i]) for v in extract(f"{words[i]} {verb}") if v.start == 0)


anchor_patterns(globals())  # each pattern above behind its anchors (prefilter.py): the same answers, most skipped cheaply
