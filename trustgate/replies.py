"""How a user's reply treats the assistant's turn before it, beyond a bare yes or no (turns.py reads the rest).

Contract.
- `tagged(said)`: the assistant's sentences with a closing tag question ("Correct?", "Right?", "Is that right?",
  "Would you?") put on the statement before it ("The hall is £22 an hour, so three hours comes to £66?"): the tag
  asks about that statement, and the user's yes confirms it.
- `chosen(question, answer)`: for an either/or question ("Buildings and contents, or contents only?", "Quiet coach or
  standard coach?", "Is it a personal lease or a business one?") answered by a short phrase that names one option
  and not the other ("contents only, I rent"; "personal"): (the question with the chosen option alone, the option
  not taken); None when the answer picks none, or both. The last word of a longer option is the noun both share
  ("Standard service or priority?" / "priority": priority service, not standard).
- `confirmed(summary, sentences)`: the assistant's summary as the user confirms it in part, when the user's turn
  says the rest is right ("The rest is right.", "Otherwise yes.", "Apart from that, correct.") after denying an item
  ("No gluten-free, that's not needed.") or replacing one ("Slate floor, not marble."; "Three passengers, not two."):
  the summary without the items denied and with the words replaced; None when the turn confirms nothing so, or
  denies what no item of the summary holds ("No, we haven't picked a name yet." beside "a tabby called Pickle"):
  then nothing of it is joined.
- `numbered(said)` / `numbered_answers(said, numbered)`: the assistant's numbered questions ("1) How many away games?
  2) ...") by their number, and the user's sentences that open with one's number ("2) Four seats.") without it, each
  with the question it answers.

- `by_name(question, answer)`: a question of who does something answered by a name alone: "Is Oscar collecting Gran?"
  / "No, Aunt May is." and "Who's playing, you, Ivan?" / "Not me, Petra." give (what the one named does, said as a
  statement: "Aunt May is collecting Gran."; the same denied of the one asked about: "Oscar is not collecting Gran.",
  None when none is named); None for any other answer, and for a question that asks "you".
- `NO`, `YES`, `YES_WORD`, `OPEN`, `FRAGMENT`, `ELLIPTIC`, `OF_IT`, `INDEFINITE`, `MEASURE_FIRST`, `ONLY`: the shapes of
  a question and of the user's answer that turns.read joins (moved from turns.py unchanged, conv17).

Why: an assistant that checks what it understood ("So: white metro tiles, grey grout and a marble floor.") gets
answers that confirm most of it and mend one item; memory written from the chat holds the summary as mended. Read
as the user's words alone, the confirmed items are found nowhere; read as a whole, the item denied is confirmed too.
"""

from __future__ import annotations

import re

from .text import STOP_WORDS, stem

# "Correct?", "Right?", "Is that right?", "Does that sound right?", "Yes?", "Would you?", "Can you?"
_TAG = re.compile(r"^\W*(?:(?:is\s+that|was\s+that|does\s+that\s+sound|sound)\s+)?(?:right|correct|ok|okay|good|yes|yeah)\s*\?\s*$"
                  r"|^\W*(?:would|will|could|can)\s+(?:you|they|he|she)(?:\s+do\s+that)?\s*\?\s*$", re.IGNORECASE)


def tagged(said: list[str]) -> list[str]:
    """The assistant's sentences, a closing tag question put on the statement before it."""
    if len(said) >= 2 and _TAG.match(said[-1]) and not said[-2].rstrip().endswith("?"):
        return said[:-2] + [said[-2].rstrip().rstrip(".!") + "?"]
    return said


# the words that frame an either/or question ("Do you want ...", "Is it ...", "Would you like ...")
_FRAME = re.compile(r"^\W*(?:(?:do|would|will|shall|should|did|are|is|was|were|have|has|can|could)\s+(?:you|it|they|we|he|she|that|"
                    r"this)\s+(?:(?:want|need|prefer|like|take|have|fancy|choose|go\s+for|be)\s+)?)?", re.IGNORECASE)
_EITHER = re.compile(r"^(.+?),?\s+or\s+([^?]+?)\s*\?\s*$", re.IGNORECASE)


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z][\w'-]*", text.lower()) if w not in STOP_WORDS}


_ARTICLES = frozenset("a an the one and or of some".split())


def _plain(text: str) -> set[str]:
    """The words of an option, as stems, but articles ("only" and "standard" are an option's words)."""
    return {stem(w) for w in re.findall(r"[a-z][\w'-]*", text.lower()) if w not in _ARTICLES}


def chosen(question: str, answer: str) -> tuple[str, str] | None:
    """(the question with the chosen option alone, the option not taken) for an either/or question answered with
    one option; None for any other."""
    m = _EITHER.match(question.strip())
    if m is None:
        return None
    left = re.split(r"[,:;]\s+", m.group(1))[-1]
    frame = _FRAME.match(left)
    head, left = left[:frame.end()] if frame else "", left[frame.end():] if frame else left
    right = m.group(2)
    if not left.strip() or len(left.split()) > 5 or len(right.split()) > 5:
        return None
    said = re.split(r"[,.;:!]|\s+(?:because|as|since|but)\s+", answer.strip(), maxsplit=1)[0]
    if len(said.split()) > 5:
        return None
    lw, rw, aw = _plain(left), _plain(right), _plain(said)
    # the share of each option's own words the answer says ("forward facing" for "Forward" / "backward facing")
    takes_left = len((lw - rw) & aw) / len(lw - rw) if lw - rw else 0.0
    takes_right = len((rw - lw) & aw) / len(rw - lw) if rw - lw else 0.0
    if takes_left == takes_right:
        return None
    keep, other = (left, right) if takes_left > takes_right else (right, left)
    keep, other = keep.strip(), other.strip()
    if len(other.split()) > len(keep.split()):  # "Standard service or priority?": the noun the options share
        *other_words, noun = other.split()
        other = " ".join(other_words)
        keep = keep if noun.lower() in keep.lower().split() else f"{keep} {noun}"
    return f"{head}{keep}?", other


# the turn says the rest of the summary is right
_REST = re.compile(r"\b(?:otherwise|apart\s+from\s+that|other\s+than\s+that|besides\s+that)\W+(?:yes|yeah|yep|right|correct|"
                   r"fine|good|spot\s+on|all\s+good)\b|\b(?:the\s+rest(?:\s+of\s+(?:it|that))?|everything\s+else|all\s+else|"
                   r"the\s+others?)\s+(?:is|are|'s|sounds?|looks?)\s+(?:all\s+)?(?:right|correct|fine|good|spot\s+on)\b",
                   re.IGNORECASE)
# "No gluten-free, that's not needed."; "No eggs."; "No, we haven't picked a name yet."
_DENY = re.compile(r"^\W*(?:no|not)\b[\s,]*(.*)$", re.IGNORECASE)
# "Slate floor, not marble."; "Three passengers, not two."
_INSTEAD = re.compile(r"^\W*(.+?),?\s+not\s+(?:the\s+|a\s+|an\s+)?([\w'£$€.:-]+(?:\s+[\w'£$€.:-]+)?)\s*[.!]?\s*$", re.IGNORECASE)
# the assistant's summary of what the user said ("So that's Friday at 4pm.", "That's 2 am in London, then.", "To
# confirm: a chocolate sponge, ..."), and the words that open it
_OPENING = (r"^\W*(?:so\s+that's|so|that's|that\s+is|that\s+means|which\s+means|(?:just\s+)?to\s+(?:confirm|summari[sz]e|recap|"
            r"check)"
            # a value worked out from what the user said ("That brings it to £2,250.", "Then it goes in at 11am.")
            r"|(?:that|which)\s+(?:brings|makes|puts|leaves|gives)|then(?=\s[^?]*\d))\b")
# or a statement that works a value out ("It's £85 plus £20 delivery, so £105 altogether.")
SUMMARY = re.compile(_OPENING + r"[^?]*[.!]?$|^[^?]*,\s+so\s+[^?]*\d[^?]*[.!]?$", re.IGNORECASE)
_HEAD = re.compile(_OPENING + r"\s*[:,]?\s*", re.IGNORECASE)
_NOISE = frozenset(stem(w) for w in "wrong right needed need want correct mistake sorry that's actually".split())


def confirmed(summary: str, sentences: list[str]) -> str | None:
    """The summary as the user confirms it in part (see the module), or None."""
    if not any(_REST.search(s) for s in sentences):
        return None
    body = _HEAD.sub("", summary.strip(), count=1).rstrip(" .!")
    items = [x for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", body) if x.strip()]
    if len(items) < 2:
        return None
    dropped: set[int] = set()
    for s in sentences:
        if _REST.search(s):
            continue
        swap = _INSTEAD.match(s)
        deny = _DENY.match(s)
        if swap and not deny:
            old = swap.group(2).rstrip(".!")
            new = [w for w in swap.group(1).split() if w.lower() not in body.lower().split()]
            at = [i for i, x in enumerate(items) if re.search(rf"(?<!\w){re.escape(old)}(?!\w)", x, re.IGNORECASE)]
            if not at or not new:
                return None
            items[at[0]] = re.sub(rf"(?<!\w){re.escape(old)}(?!\w)", " ".join(new), items[at[0]], count=1, flags=re.IGNORECASE)
        elif deny:
            words = _words(re.split(r"[,.;]", deny.group(1), maxsplit=1)[0] or deny.group(1)) - _NOISE
            at = {i for i, x in enumerate(items) if words & _words(x)}
            if not words or not at:
                return None  # a denial the summary cannot place: nothing of it is confirmed
            dropped |= at
    kept = [x for i, x in enumerate(items) if i not in dropped]
    return ", ".join(kept) + "." if kept else None


# a numbered item opening a sentence: "1) How many ...?", "2. Four seats.", "(3) Priya"
_NUMBER = re.compile(r"^\W*?(?:[\w' ]+:\s*)?\(?(\d{1,2})[.)]\s+(?=\S)")


def numbered(said: list[str]) -> dict[str, str]:
    """The assistant's numbered questions ("A few questions: 1) How many away games? 2) ..."), each by its number and
    without it; none unless two or more are numbered."""
    found = {}
    for x in said:
        m = _NUMBER.match(x)
        if m and x.rstrip().endswith("?"):
            found[m.group(1)] = x[m.end():]
    return found if len(found) >= 2 else {}


def numbered_answers(said: list[str], numbered: dict[str, str]) -> tuple[list[str], list[str | None]]:
    """The user's sentences, those that open with the number of one of the assistant's numbered questions ("2) Four
    seats.") without it, and for each the question it answers (None for the others)."""
    if not numbered:
        return said, [None] * len(said)
    out, answers = [], []
    for x in said:
        m = _NUMBER.match(x)
        if m and m.group(1) in numbered and not x[:m.start(1)].strip(" (:"):
            out.append(x[m.end():])
            answers.append(numbered[m.group(1)])
        else:
            out.append(x)
            answers.append(None)
    return out, answers


# the assistant's options, numbered in one turn ("Here are three: 1) Villa A, €2,100, pool. 2) Villa B, ... 3) ...")
_ITEM = re.compile(r"(?:(?<=\s)|^)\(?(\d{1,2})[.)]\s+(.+?)(?=\s+\(?\d{1,2}[.)]\s+|\s*$)", re.DOTALL)
_ORDINAL_WORDS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
                  "last": -1}
# an answer that only says which ("That one, the first.", "The second one, please", "Option 3", "Let's go with number 2")
_PICK = re.compile(r"^\W*(?:(?:yes|yeah|yep|ok|okay|great|perfect|lovely|hmm+)\W+)*(?:(?:that|this)\s+one\W+)?"
                   r"(?:(?:let'?s|we'?ll|i'?ll)\s+(?:go\s+(?:with|for)|take|have|book|do)\s+|go\s+(?:with|for)\s+)?(?:the\s+)?"
                   r"(?:(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?:\s+one)?|(?:number|option|no\.?)\s*(\d))\b"
                   r"(?:\W+(?:please|thanks|thank\s+you|then|i\s+think|for\s+sure|definitely))*\W*$", re.IGNORECASE)


def options(text: str) -> list[str]:
    """The options the assistant lists by number in one turn, in order, each without its number (and without a sentence
    after the last); none unless two or more, numbered from 1, and none of them a question."""
    items = [(int(m.group(1)), m.group(2).strip()) for m in _ITEM.finditer(text)]
    if len(items) < 2 or [n for n, _ in items] != list(range(1, len(items) + 1)):
        return []
    items[-1] = (items[-1][0], re.split(r"(?<=[.!?])\s+", items[-1][1])[0])
    if any(body.endswith("?") for _, body in items):
        return []
    return [body.rstrip(" .;") for _, body in items]


def picked(answer: str, listed: list[str]) -> int | None:
    """The index of the option an answer that only says which takes ("That one, the first."); None for any other answer."""
    m = _PICK.match(answer.strip()) if listed else None
    if m is None:
        return None
    n = _ORDINAL_WORDS[m.group(1).lower()] if m.group(1) else int(m.group(2))
    n = len(listed) if n == -1 else n
    return n - 1 if 1 <= n <= len(listed) else None


_AUX = r"(?:is|are|was|were|will|does|did|has|have|can|could)"
_WHO = r"(?:(?:my|our|his|her|their)\s+[a-z]+|[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)"
# "Is Oscar collecting Gran on Friday?", "Are you bringing the wine?"
_ASKED_WHO = re.compile(rf"^\W*(?:(?i:and|so)\s+)?(?P<aux>(?i:{_AUX}))\s+(?P<who>(?i:you)|{_WHO})\s+(?P<rest>[^?]+?)\s*\?\s*$")
# "Who's playing the piano on Sunday, you, Ivan?"
_WHO_IS = re.compile(rf"^\W*(?:(?i:and|so)\s+)?(?i:who)(?:'s|\s+(?P<aux>(?i:{_AUX})))\s+(?P<rest>[^?,]+?)\s*(?:,\s*(?P<who>(?i:you)|{_WHO})(?:,\s*(?P<name>{_WHO}))?)?\s*\?\s*$")
# "No, Aunt May is.", "Nope, my brother is", "Not me, Petra.", "Not Ivan, Petra."
_BY_NAME = re.compile(rf"^\W*(?:(?i:no|nope|nah)|(?i:not)\s+(?:(?i:me|him|her|them)|{_WHO}))\s*,?\s+(?P<other>{_WHO})(?:\s+(?P<aux>{_AUX}))?\s*[.!]?\s*$")
_WROTE = re.compile(r"^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+wrote:\s*")


def by_name(question: str, answer: str) -> tuple[str, str | None] | None:
    """(what the one the answer names does, the same denied of the one asked about or None) for a question of who
    does something answered by a name alone; None otherwise (see the module)."""
    question = _WROTE.sub("", question.strip())
    said = _BY_NAME.match(answer.strip())
    asked = _ASKED_WHO.match(question) or _WHO_IS.match(question)
    if said is None or asked is None or said.group("other").lower() in ("me", "you", "i"):
        return None
    aux = (asked.group("aux") or said.group("aux") or "is").lower()
    if asked.re is _ASKED_WHO and said.group("aux") is None:
        return None  # "Is it the blue one?" / "No, Tuesday.": no name said to do it
    aux = {"are": "is", "were": "was", "have": "has"}.get(aux, aux) if not said.group("other").lower().startswith(("our", "their")) else aux
    who = asked.group("name") or asked.group("who") if asked.re is _WHO_IS else asked.group("who")
    rest = asked.group("rest").strip()
    other = said.group("other")
    named = f"{other[0].upper()}{other[1:]} {aux} {rest}."
    if who and who.lower() == "you":
        return None  # "Are you paying?" / "No, Tom is.": turns.py denies it the user as it denies a question
    return named, f"{who} {aux} not {rest}." if who and who[0].isupper() else None


# The shapes of a question and of the user's answer, as turns.read joins them (moved from turns.py, conv17, unchanged)
NO = re.compile(r"^\W*(?:no|nope|not|nah|never|negative|i\s+(?:don't|do\s+not|haven't|have\s+not|am\s+not|'m\s+not|"
                 r"wouldn't|won't|can't))\b", re.IGNORECASE)
YES = re.compile(r"^\W*(?:yes|yeah|yep|yup|yea|sure|correct|right|exactly|indeed|absolutely|definitely|of\s+course|"
                  # a yes in the language the user switched to ("Exactement.", "Genau.", "Claro que sí")
                  r"oui|exactement|ja|genau|sí|claro|exacto|vale|certo|esatto|precies|"
                  r"that'?s\s+(?:right|correct)|ok|okay|sounds\s+good|perfect|please)\b", re.IGNORECASE)
# a yes that is not the answer's first word ("Honestly, yes."; "The blue one, yes, two tins"; "Drill yes, ...")
YES_WORD = re.compile(r"(?<!\bnot\s)\b(?:yes|yeah|yep|yup)\b(?!\s*(?:and|or)\s+no\b)", re.IGNORECASE)
# a yes/no question about some thing ("Does she play an instrument?", "Do you have a garage?"): an answer that only
# names a thing ("The cello, grade 5.") says which
INDEFINITE = re.compile(r"\b(?:a|an|some)\s+(?:[\w-]+\s+){0,2}[\w-]+\s*\?$", re.IGNORECASE)
# an answer that opens with a value ("£6 per class", "Up to £64.95 a day", "About 20 minutes")
MEASURE_FIRST = re.compile(r"^\W*(?:(?:about|around|roughly|up\s+to|at\s+least|at\s+most)\s+)?[£$€]?\d", re.IGNORECASE)
# an answer that narrows a yes/no question down ("Every child?" / "Only the under-fives."): no yes
ONLY = re.compile(r"^\W*(?:only|just|except|apart\s+from|not)\b", re.IGNORECASE)
# a question that asks for something (what, when, how many; "indoor or outdoor?"), not for a yes or a no
OPEN = re.compile(r"^\W*(?:(?:so|and|but|also|ok|okay|great|then|noted)\W+)?(?:(?:for|from|at|in|on|by|to|since|until|till)\s+)?"
                   r"(?:what|what's|which|who|whom|whose|when|where|why|how)\b|\bor\b|\bany(?:thing|one|body)?\b"
                   # the asking word last ("Starting when?", "You leave at what time?")
                   r"|\b(?:what|which|who|when|where|how\s+(?:much|many|long|often|far|old|big))(?:\s+\w+)?\s*\?\s*$", re.IGNORECASE)
# a question of a few words and no verb ("Monthly fee?", "Kick-off time?"): what it names is asked for, as "what is
# the monthly fee?" asks it; "Per month?" answered "Yes, per month." is a yes as well
FRAGMENT = re.compile(r"^\W*(?![^?]*\b(?:i|we|you|he|she|they|it|is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|"
                       r"should|shall|may|might|must|[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]+n't)\b)(?:[\w'£$€.,-]+\s+){0,3}[\w'£$€.,-]+\s*\?\s*$",
                       re.IGNORECASE)
# "And the lawn sprinkler?": what of it; an answer that speaks of it as "that" or "it" says ("That's on its own timer")
ELLIPTIC = re.compile(r"^\W*and\s+(?:the|your|his|her|their)\s+[\w' -]+\?$", re.IGNORECASE)
OF_IT = re.compile(r"^\W*(?:that|it|they|those|these|this)\b", re.IGNORECASE)
