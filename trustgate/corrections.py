"""A value the user takes back in a chat, and the earlier sentence it corrects.

Contract. `correct(asserted, sentence, cued, before)` finds a correction cue (`CUE`: "actually", "sorry", "make that",
"they moved it to", "not Thursdays, ...", "instead of X", "7:30 it is"), a cue carried from the sentence before
(`cued`), or a value agreed to right after `before` asked for it ("Can we do 7:30?" / "Fine, 7:30."), with a value in
the sentence, picks the earlier value of `asserted` it corrects and rewrites that sentence with the new value; it returns
the sentence without its cue and (old, new), or the sentence and None. `restore` puts back a value whose correction
was taken back, `put` replaces one value of a sentence with another in its words, `noun_after` names what a value
counts ("five coffees" -> "coffee"), `alike` says two values as written are the same, `content` gives a text's content
words. Moved out of turns.py (conv16) unchanged: turns.read decides which sentences are corrections, this module what
they correct.
"""

from __future__ import annotations

import re
from decimal import Decimal

from .retakes import NUMERIC as _NUMERIC, ORDINAL as _ORDINAL
from .retakes import fits as _fits, values as _values
from .text import STOP_WORDS, stem
from .values import Value, extract, same

CUE = re.compile(r"\b(?:actually|sorry(?!\W*$)|oops|wait|hang\s+on|hold\s+on|correction|i\s+mean|i\s+meant|make\s+(?:that|it)|scratch\s+that|"
                  r"my\s+mistake|(?:got|had)\s+(?:\w+\s+){0,3}wrong|mixed\s+(?:\w+\s+)?up|misspoke|typo|i\s+(?:forgot|left\s+out|missed\s+out)|"
                  r"(?:misread|miscounted|counted|read|added)\s+(?:\w+\s+){0,3}wrong|misread|miscounted|revised|"
                  # a reading retaken ("I measured the drop again", "re-weighed it"), the user saying which to keep ("go with
                  # 165", "use the second one")
                  r"(?:measured|weighed|counted|checked|timed)\s+(?:[\w']+\s+){0,3}again|re-?(?:measured|weighed|counted)|"
                  r"go\s+with\s+(?=[£$€]?\d|the\s+(?:second|new|newer|latest|last|later)\b)|"
                  r"use\s+the\s+(?:second|new|newer|latest|last|later)(?:\s+(?:one|reading|figure|number))?|"
                  # a change made since ("the airline changed the flight, it's now on the 13th"; "they moved it to 11:20")
                  r"(?:it'?s|it\s+is|is|are|they'?re)(?=\s+(?:[\w'£$€.,:()-]+\s+){0,5}now\b)|(?:moved|changed|corrected|updated|rescheduled|postponed|pushed|amended|bumped|shifted)\s+(?:it|them|me|us|the\s+\w+)"
                  r"\s+(?:back\s+|forward\s+)?to)\b"
                  # a change told after its value, closing the clause ("And it's 9:45, they moved it.")
                  r"|\b(?:moved|changed|rescheduled|pushed|bumped|shifted)\s+(?:it|them)(?=\s*(?:[.!;]|$))"
                  # a choice changed ("we've upgraded to a suite", "better go for the 8-yard"), a price lowered ("they
                  # knocked it down to £198")
                  r"|\b(?:upgraded|downgraded|switched|swapped)\s+(?:it\s+|them\s+)?to\b|\bbetter\s+go\s+(?:for|with)\b"
                  r"|\b(?:knocked|brought|marked)\s+(?:it|them|that|the\s+\w+)\s+down\s+to\b"
                  # a value taken in place of the one before ("he'll do it for £430 instead"), one a thing has moved to
                  # since ("the dose has gone up to 3 tablets", "the fare's come down to £40")
                  # a price met or settled on after another ("he met me at £9,100", "we settled on £1,050")
                  r"|\bmet\s+(?:me|us|him|her|them)\s+at\b|\bsettled\s+(?:on|at|for)\b"
                  r"|\binstead\b|(?:\b(?:has|have)|'s|'ve)\s+(?:gone|come)\s+(?:up|down)\s+to\b|\b(?:went|came)\s+(?:up|down)\s+to\b"
                  r"|^\W*(?:(?:hmm+|um+|er+|oh|ah)\W+)?no\s*,"
                  # a value said again with an apology after it, and nothing else ("oh yeah 7.30 sorry")
                  r"|^(?=\W*(?:(?:oh|ah|yes|yeah|yep|right|ok|okay)\W+){0,3}[£$€]?\d[\w.:,]*\s+sorry\W*$)"
                  # a value said again after "oh yes", and nothing else: the speaker takes the other's correction ("Oh
                  # yes, 21st.")
                  r"|^(?=\W*(?:oh|ah)\W+(?:yes|yeah|yep|right|of\s+course)\W+(?:the\s+)?[£$€]?\d[\w.:,]*\W*$)"
                  # a value settled on in place of one said before ("Fine, 7:30 it is.")
                  r"|(?<=\d)(?:\s*[ap]\.?m\.?)?\s+it\s+is\W*$"
                  # (conv24) or with "then" after it, and nothing else ("5 then 👍", "£40 then")
                  r"|^(?=\W*(?:(?:ok|okay|right|fine)\W+)?[£$€]?\d[\w.:,]*(?:\s*[ap]\.?m\.?)?\s+then\W*$)", re.IGNORECASE)
# a value agreed to right after another speaker asked for it in place of the one said ("Can we do 7:30?" / "Fine, 7:30.";
# "Can you make it half past?" / "Sure, 8:30."): the agreement and the value, nothing else
_AGREED = re.compile(r"^\W*(?:(?:fine|sure|ok|okay|yes|yeah|yep|alright|all\s+right|deal|done|no\s+problem|of\s+course)\W+)+"
                     r"(?:(?:at|on|for|make\s+it|say)\s+)?(?:the\s+)?[£$€]?\d[\w.:,]*(?:\s*[ap]\.?m\.?)?(?:\s+then)?"
                     r"(?:,?\s+but\s+no\s+(?:later|earlier|more|less|higher|lower)\b)?\W*$", re.IGNORECASE)  # "ok 6pm, but no later"
_PROPOSED = re.compile(r"(?:\b(?:can|could|shall|should)\s+(?:we|you|they)\s+(?:do|make\s+it|move\s+it\s+to|go\s+for|say|have\s+it\s+at|"
                       r"(?:push|move|bring|shift|change)\s+(?:[\w']+\s+){0,3}?(?:back\s+|forward\s+)?to)\b|"  # "can we push freeze to 6?"
                       r"\b(?:how|what)\s+about\b)[^?]*\?\s*$", re.IGNORECASE)
_NOT = re.compile(r"\bnot\s+([\w:.,$€£]+(?:\s+[\w$€£]+)?)\s*,(?!\d)\s*", re.IGNORECASE)
# "Bins go out Thursday night, not Wednesday.": the value after "not" closing the sentence is the one taken back
# "every other tuesday instead of every tuesday": the value after "instead of" is the one taken back, and only it
_INSTEAD_OF = re.compile(r"\binstead\s+of\s+((?:the\s+|a\s+|an\s+|every\s+(?:other\s+)?)?[\w:.$€£]+(?:,\d{3})*(?:\s+[\w$€£]+)?)",
                         re.IGNORECASE)
_NOT_AFTER = re.compile(r",\s*(?:and\s+)?not\s+((?:the\s+|a\s+|an\s+)?[\w:.$€£]+(?:,\d{3})*(?:\s+[\w$€£]+)?)\s*[.!]?\s*$", re.IGNORECASE)


def restore(asserted: list[str], taken_back: str, value: str) -> None:
    """The latest sentence that still says a correction now taken back says the value restored."""
    for i in range(len(asserted) - 1, -1, -1):
        if re.search(rf"(?<!\w){re.escape(taken_back)}(?!\w)", asserted[i]):
            asserted[i] = re.sub(rf"(?<!\w){re.escape(taken_back)}(?!\w)", value, asserted[i], count=1)
            return


def alike(a: str, b: str) -> bool:
    """Two values as written say the same ("medium" / "Medium", "four" / "4")."""
    va, vb = extract(a), extract(b)
    if va and vb:
        return same(va[0], vb[0])
    return a.strip().lower() == b.strip().lower()


_DATED_AFTER = re.compile(r"\(\d{1,2} [A-Z][a-z]+ \d{4}\)")


def put(sentence: str, old: tuple[str, Value | None], new: tuple[str, Value | None]) -> tuple[str, str]:
    """The sentence with `old` replaced by `new`; a bare number takes the old value's unit ("120 dollars" -> "150 dollars")."""
    ot, nt = old[0], new[0]
    said = re.match(r"([\d.,]+)\s+([a-z]+)", nt)
    if old[1] is not None and old[1].kind == "number" and said and re.match(
            rf"{re.escape(ot)}\s+{re.escape(said.group(2))}\b", sentence[sentence.find(ot):]):
        nt = said.group(1)  # "2 tablets" for "3 tablets a day": the number, the words after it stay
    elif old[1] is not None and new[1] is not None and old[1].period and not new[1].period and old[1].kind == new[1].kind:
        amount = re.match(r"[£$€]?\d[\d,.]*[km]?", ot, re.IGNORECASE)
        nt = new[0] + ot[amount.end():] if amount else nt  # "£33" for "£36 a month": £33 a month
    elif new[1] is not None and new[1].kind == "number" and old[1] is not None and old[1].kind != "number":
        worded = None if re.search(r"\d", ot) else _in_words(ot)
        nt = new[0] + ot[len(worded.text):] if worded is not None else re.sub(
            r"\d[\d,.]*(?:st|nd|rd|th)?|\b[a-z]+\b", lambda m: new[0], ot, count=1)
    # a day of the month dated after it ("the 8th (8 May 2026)") is replaced with its date
    edge = r"(?<![\w.,])" if ot[:1].isalnum() else ""  # "2 m" is not the end of "12 m"
    tail = r"(?!\d|[.,]\d)" if ot[-1:].isdigit() else ""  # "20" is not the start of "2026"
    # nor a part of a date this reading wrote after a day said from now ("Saturday (26 December 2026)"), though that
    # whole date is ("tomorrow (5 March 2026)" moved to Monday)
    written = [m.span() for m in _DATED_AFTER.finditer(sentence) if m.group(0)[1:-1] != ot]
    for m in re.finditer(rf"{edge}{re.escape(ot)}{tail}(?: \(\d{{1,2}} [A-Z][a-z]+ \d{{4}}\))?", sentence):
        if not any(a <= m.start() < b for a, b in written):
            return sentence[:m.start()] + nt + sentence[m.end():], nt
    return sentence, nt


def _amount(v: Value | None) -> float | None:
    """The number a value is written with ("88,000 miles" -> 88000; "£420k" -> 420000), None for no number."""
    if v is None or v.kind not in _NUMERIC:
        return None
    if v.kind in ("number", "money") and isinstance(v.norm, Decimal) and not v.period:  # a rate's norm is per second
        return float(v.norm)
    m = re.search(r"\d[\d,]*(?:\.\d+)?", v.text)
    if m:
        return float(m.group(0).replace(",", ""))
    said = _in_words(v.text)
    return float(said.norm) if said is not None else None  # type: ignore[arg-type]


def _in_words(text: str) -> Value | None:
    """The number a value opens with in words, before its unit ("Two tonne" -> two, "three hours" -> three)."""
    words = text.split()
    for n in range(len(words) - 1, 0, -1):
        said = extract(" ".join(words[:n]))
        if len(said) == 1 and said[0].kind == "number" and said[0].text == " ".join(words[:n]):
            return said[0]
    return None


def _thousands(old: tuple[str, Value | None], new: tuple[str, Value | None]) -> bool:
    """A bare number said short for thousands that restates the old value ("No, 390." for £390,000)."""
    o, n = _amount(old[1]), _amount(new[1])
    return new[1] is not None and new[1].kind == "number" and o is not None and n is not None and 0 < n < 1000 and o == n * 1000


def _near_size(old: tuple[str, Value | None], new: tuple[str, Value | None]) -> bool:
    """Of one order of size (within a factor of three): "86,400" corrects "88,000 miles" rather than "£310"."""
    if old[1] is not None and new[1] is not None and {old[1].kind, new[1].kind} == {"number", "date"} and (
            _ORDINAL.search(old[0]) or _ORDINAL.search(new[0])):
        return True  # a day of the month ("the 9th") for a date ("the 8th of May"): sizes say nothing
    o, n = _amount(old[1]), _amount(new[1])
    return o is not None and n is not None and o > 0 and n > 0 and 1 / 3 <= o / n <= 3


def _stems(text: str, values: list[tuple[str, Value | None]]) -> set[str]:
    """The content words of a text, as stems, its values' own words left out ("lentils 4 kg" -> lentil)."""
    for v, _ in values:
        text = text.replace(v, " ")
    return {stem(w) for w in content(text)}


def _distance(text: str, value: str, words: set[str]) -> int:
    """How far (in characters) a value stands from the nearest of `words` in the text ("lentils 4 kg": 1)."""
    at = text.find(value)
    near = [min(abs(m.end() - at), abs(m.start() - at - len(value))) for m in re.finditer(r"[a-z][\w'-]*", text, re.IGNORECASE)
            if stem(m.group(0).lower()) in words]
    return min(near, default=len(text))


# the date put after a day of the month said alone ("the 25th (25 April 2026)"): the day stands for it
_DAY_DATED = re.compile(r"(?<=\d[a-z]{2}) \(\d{1,2} [A-Z][a-z]+ \d{4}\)")


def correct(asserted: list[str], sentence: str, cued: bool = False, before: str = "", asked: str = "") -> tuple[str, tuple[str, str] | None]:
    """A correction cue with a value: an earlier comparable value (or the one named after "not") replaced. The
    correction's first value that fits one is the new value ("make that four days for Maya, she gets the 15 free
    hours"); of the earlier values it fits, the one said of the same noun ("four coffees" / "five coffees"), then one of
    the same size ("86,400" for "88,000 miles", not "£310" nor "a 2017"), then one of the same kind ("four days" for
    "three days", not for "Maya is three"), then one in a sentence sharing a word with the correction, nearest that
    word ("I misread the lentils, it's 5 kg"), then the latest; never one said of another noun. A cue's own number ("I got one digit
    wrong") is no value; a bare number that restates an earlier value in thousands ("No, 390." after £390,000)
    corrects nothing.
    `cued`: the sentence before, in the same turn, was a cue without a value ("Hang on, I got that wrong. It's the 21st.").
    `asked`: a question said a sentence earlier than `before` ("can we push freeze to 6? still fixing the login bug" /
    "ok 6pm"), which an agreement answers as it answers `before`."""
    named = _NOT.search(sentence) or _NOT_AFTER.search(sentence) or _INSTEAD_OF.search(sentence)
    rest = sentence[:named.start()] + " " + sentence[named.end():] if named else sentence
    bare = _CODE.sub(lambda m: " " * len(m.group(0)), CUE.sub(lambda m: " " * len(m.group(0)), rest))
    news = _values(bare)
    agreed = bool(_AGREED.match(sentence)) and bool(_PROPOSED.search(before) or _PROPOSED.search(asked))
    if not news or not (CUE.search(sentence) or named or cued or agreed):
        return sentence, None
    words = _stems(rest, news)  # the cue's own words too ("I counted the charcoal wrong")
    if not words - _CHANGE_WORDS:  # "Glasgow's moved. It's the 8th now.": the turn's sentence before says of what
        words |= _stems(before, _values(before))
    # (conv21) the value proposed a sentence before `before` taken ("Could we do 8:45? I teach till 8." / "Fine, 8:45 it is"):
    # `before` is the proposer's remark after it, not the value the proposal would replace
    remark = before.strip() if _PROPOSED.search(asked) and not _PROPOSED.search(before) and any(n[0] in asked for n in news) else None
    found = []
    for i, said in enumerate(asserted):
        if remark and i == len(asserted) - 1 and said.strip() == remark:
            continue
        olds = _values(_DAY_DATED.sub("", said))
        if any(_thousands(o, n) for o in olds for n in news):
            return sentence, None  # the user restates a value said before
        if _FOUND_RIGHT.search(rest) and any(o[1] is not None and n[1] is not None and same(o[1], n[1]) for o in olds for n in news):
            return sentence, None  # "let me check... no, £18 is right": a value said before, checked and kept
        shares = bool(words & _stems(said, olds))
        for j, new in enumerate(news):
            noun = noun_after(bare, new)
            for k, old in enumerate(olds):
                if not _fits(old, new) or (named and not _names(named.group(1), old[0])):
                    continue
                if _ANOTHER_TIME.search(_clause_of(said, old[0])) and not _ANOTHER_TIME.search(rest):
                    continue  # "it was £480 last year" is no value "it's now £525" takes back
                if old[1] is not None and old[1].kind == "number" and (new[1] is None or new[1].kind != "number") \
                        and _MODEL.search(said[:max(said.find(old[0]), 0)]):
                    continue  # a number in a name ("a Dell XPS 13") is no amount a measure corrects
                theirs = noun_after(said, old)
                if noun is not None and theirs is not None and noun != theirs:
                    continue  # said of another thing ("700 grams of water" for "two pounds of flour")
                alike = old[1] is not None and new[1] is not None and (old[1].kind == new[1].kind or {old[1].kind, new[1].kind} == {
                    "number", "date"} and bool(_ORDINAL.search(old[0]) or _ORDINAL.search(new[0])))  # "the 9th" for "the 8th of May"
                # the value said right before, in the same turn ("63 mm. Actually no, they wrote 64."), before one of its kind said earlier
                just_before = bool(before) and i == len(asserted) - 1
                found.append(((-j, noun is not None and theirs == noun, _ends(said, old[0]) == _ends(bare, new[0]), _near_size(old, new), just_before, alike, shares,
                               -_distance(said, old[0], words) if shares else 0, i, k), i, old, new))
    if not found:
        return sentence, None
    if any(f[0][6] for f in found):  # a value in a sentence sharing a word with the correction is meant before the one just said
        found = [((*f[0][:4], False, *f[0][5:]), *f[1:]) for f in found]
    _, i, old, new = max(found, key=lambda f: f[0])
    asserted[i], shown = put(asserted[i], old, new)
    return rest.strip(), (old[0], shown)

# a value said of another time than the one the chat is about ("last year it was £480", "it used to be 3")
_ANOTHER_TIME = re.compile(r"\b(?:last|previous|the\s+year\s+before)\s+(?:year|month|week|time|season|term)\b|\bused\s+to\b|\bpreviously\b|"
                           r"\b(?:a|one|two|three|\d+)\s+(?:years?|months?)\s+ago\b", re.IGNORECASE)


def _names(named: str, value: str) -> bool:
    """The words after "not" name the value: they hold it, or open it ("not the ninth" for "the ninth of july"), or
    (conv26) they are the hour of a clock time said with its half of the day or its minutes ("6:30 not 6" for "6pm")."""
    hour = re.escape(named.strip())
    return value.lower() in named.lower() or re.match(rf"{hour}\b", value, re.IGNORECASE) is not None \
        or named.strip().isdigit() and re.fullmatch(rf"{hour}(?:\s?[ap]\.?m\.?|[:.]00)", value.strip(), re.IGNORECASE) is not None


def _ends(sentence: str, value: str) -> str | None:
    """Which end of a range of values ("2-4pm", "2 to 4pm") a value is: "start", "end", or None for none; a range
    corrected by a range ("sorry 1-3pm!!") puts its start in place of the start."""
    at = sentence.find(value)
    if at < 0:
        return None
    if re.match(r"\s*(?:[-–]|to|till|until)\s*[£$€]?\d", sentence[at + len(value):]):
        return "start"
    return "end" if re.search(r"\d\s*(?:[ap]m)?\s*(?:[-–]|to|till|until)\s*$", sentence[:at]) else None


def _clause_of(sentence: str, value: str) -> str:
    """The clause of the sentence a value is said in (between commas, semicolons and sentence marks)."""
    at = sentence.find(value)
    if at < 0:
        return ""
    start = max(sentence.rfind(c, 0, at) for c in ",;.!?")
    ends = [e for e in (sentence.find(c, at + len(value)) for c in ",;!?") if e >= 0]
    return sentence[start + 1:min(ends, default=len(sentence))]


# a value checked and kept ("no, 1,800 is right", "it was £18 after all")
_FOUND_RIGHT = re.compile(r"\b(?:is|was|'s|are|were)\s+(?:right|correct)\b|\bafter\s+all\b", re.IGNORECASE)
# a number written with a leading zero and the groups after it ("07911 482615"): a phone number or a code, no amount
_CODE = re.compile(r"(?<![\w.,])0\d{2,}(?:[ -]\d{3,})*(?![\w.,]\d)")
_MODEL = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][A-Za-z]*\s+$")  # "XPS 13", "Model 3": a capitalised word inside a sentence
_CHANGE_WORDS = frozenset("now it's it is are they're actually sorry wait make scratch".split())


def noun_after(text: str, value: tuple[str, Value | None]) -> str | None:
    """The word right after a value ("five coffees" -> "coffee"), singular: what the value counts or measures."""
    at = text.find(value[0])
    m = re.match(r"\s+(?:of\s+)?([a-z]{3,})", text[at + len(value[0]):]) if at >= 0 else None
    return m.group(1).lower().rstrip("s") if m and m.group(1).lower() not in STOP_WORDS | _JOINING else None

_JOINING = frozenset("since because after before until till when now then per each every last next ago already instead "
                     "including plus minus total altogether tops".split())


def content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][\w'-]*", text.lower()) if w not in STOP_WORDS}


# a person named with a title ("Mr Doyle", "Dr Helen Evans", "Professor Evans"): the title, and the name after it
_TITLED = re.compile(r"\b(Mrs|Mr|Ms|Miss|Mx|Dr|Doctor|Prof|Professor|Sir|Dame|Rev|Reverend)\.?\s+((?:[A-Z][\w'-]+\s+)?([A-Z][\w'-]+))")


def retitled(asserted: list[str], sentence: str) -> tuple[str, str] | None:
    """A sentence with a correction cue that names a person with a title ("Sorry, it's Ms Doyle"; "She's Professor Evans
    now"), where an earlier sentence of `asserted` gives the same surname another title ("Mr Doyle", "Dr Helen Evans"):
    that sentence rewritten with the new title, and (old, new) as the earlier sentence wrote the name ("Mr Doyle", "Ms
    Doyle"); else None. The title is the value such a correction changes: the sentence says no other."""
    if not CUE.search(sentence) and not re.search(r"\bnow\b", sentence, re.IGNORECASE):  # "She's Professor Evans now"
        return None
    for new in _TITLED.finditer(sentence):
        for k in range(len(asserted) - 1, -1, -1):
            for old in _TITLED.finditer(asserted[k]):
                if old.group(3) == new.group(3) and old.group(1).rstrip(".").lower() != new.group(1).rstrip(".").lower():
                    was, now = old.group(0), f"{new.group(1)} {old.group(2)}"
                    asserted[k] = asserted[k][:old.start()] + now + asserted[k][old.end():]
                    return was, now
    return None
