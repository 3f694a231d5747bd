"""Values as a chat's user says them, and a value taken back inside the sentence that said it.

Contract. `values(text)` returns (text, value) for what a sentence gives: typed values (values/), weekdays ("on
Thursdays") and sizes ("a medium") as words; "one" standing for a thing ("a 750 W one") is no number. `fits(old, new)`
says whether `new` can stand in place of `old` as a correction: of one class and not the same. `weekday`, `said_word`
and `said_words` read weekdays and sizes as words.
`retaken(sentence)` returns the sentence as the user meant it, with the pairs (old, new) taken back: a correction
said inside one sentence, as speech is transcribed without punctuation ("booked for tuesday no wait make that
thursday the 11th they had a cancellation"; "gates open at 10 no sorry noon"; "we need 30 chairs i mean 40 chairs"; a
reading taken again: "1.012 no wait I re-checked at lunch, it's 1.010"; a plan changed after "but": "booked for
Wednesday 9th but he's bumped me to Friday 11th"; a value said after the one meant with "not" and no comma: "saturday
at three not two").
A cue ("wait", "sorry", "i mean", "make that", "or rather", "scratch that", "oops", with "no" or "actually" around
it) after a value and before, within three words, a value that can stand in its place: the value before is replaced
and the cue dropped ("booked for thursday the 11th they had a cancellation"). When what follows the new value restates
what followed the old one ("monday at 3 no wait make that wednesday at 3"), it is kept once.

A statement taken back whole ("I'm bringing the dog no I'm not", "we'll drive no we won't") is said denied, a
sentence of its own.

Why: a voice transcript has no full stop before "no wait"; read as one sentence, the "no" denies the whole of it and
the value taken back stands beside the one meant, as grounded as it.
"""

from __future__ import annotations

import re

from .values import Value, comparable, extract, same
from .values.reading import ORDINAL_DAYS, ORDINAL_WORD

DAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.IGNORECASE)
SIZE = re.compile(r"\b(?:extra[- ](?:small|large)|x{1,3}[sl]|small|medium|large)\b", re.IGNORECASE)  # a size: "a medium", "XL"
# (conv25) a day of the month in words without its month ("for the nineteenth no hang on the twentieth")
NTH = re.compile(r"(?<=\bthe\s)(?:" + ORDINAL_WORD + r")\b(?![ \u00a0]of\b)", re.IGNORECASE)
ORDINAL = re.compile(r"\d(?:st|nd|rd|th)$", re.IGNORECASE)
NUMERIC = frozenset({"number", "money", "quantity", "duration", "percent"})
# "one" standing for a thing named before ("a 750 W one, it was on sale", "my current one"): no number
_ONE_THING = re.compile(r"\b(?:a|an|the|my|our|your|his|her|their|this|that|another|which)\s+(?:[\w-]+\s+){0,3}$", re.IGNORECASE)


def values(text: str) -> list[tuple[str, Value | None]]:
    """(text, value) of what the sentence gives: typed values, and weekdays ("on Thursdays") and sizes ("a medium") as
    words."""
    out: list[tuple[str, Value | None]] = [(v.text, v) for v in extract(text) if v.kind != "state" and not (
        v.text.lower() == "one" and _ONE_THING.search(text[:v.start]) and not re.match(r"\s+[a-z]", text[v.end:]))]
    return out + [(m.group(0), None) for pattern in (DAY, SIZE, NTH) for m in pattern.finditer(text)]


def weekday(word: str) -> str | None:
    """"Thursdays", "thursday" -> "thu"; None for any other word."""
    m = DAY.fullmatch(word.strip().lower())
    return m.group(0)[:3] if m else None


def said_word(word: str) -> str | None:
    """A value written as a word, with its class: "Thursdays" -> "day:thu", "a Large" -> "size:large", "twentieth" ->
    "nth:20"; else None."""
    day = weekday(word)
    if day:
        return f"day:{day}"
    m = SIZE.fullmatch(word.strip())
    if m is None and word.strip().lower() in ORDINAL_DAYS:  # (conv25) "the twentieth": a day of the month
        return f"nth:{ORDINAL_DAYS[word.strip().lower()]}"
    return "size:" + re.sub(r"[- ]", "", m.group(0).lower()) if m else None


def said_words(text: str) -> set[str]:
    return {said_word(m.group(0)) for pattern in (DAY, SIZE) for m in pattern.finditer(text)} - {None}  # type: ignore[return-value]


def fits(old: tuple[str, Value | None], new: tuple[str, Value | None]) -> bool:
    (ot, ov), (nt, nv) = old, new
    if ov is None or nv is None:  # words: of one class ("Tuesdays" / "Thursdays", "medium" / "large"), not the same
        o, n = said_word(ot), said_word(nt)
        return ov is None and nv is None and o is not None and n is not None and o.split(":")[0] == n.split(":")[0] and o != n
    if same(ov, nv):
        return False
    if ORDINAL.search(ot) or ORDINAL.search(nt):  # "the 14th" / "the 16th": a day of the month, only for another
        return bool(ORDINAL.search(ot) and ORDINAL.search(nt)) or {ov.kind, nv.kind} <= {"number", "date"} and ov.kind != nv.kind
    if comparable(ov, nv):
        return True
    return nv.kind == "number" and ov.kind in NUMERIC or ov.kind == "number" and nv.kind in NUMERIC


# a cue inside a sentence: "no wait make that", "sorry i mean", "no sorry", "or rather", "oops", after a dash too
# ("ready Thursday — sorry, Tuesday"); "no" or "actually"
# alone is no cue ("I have no car", "it's actually 5")
_HEDGE = r"(?:no|nope|nah|er+|um+|oh|actually)"
_TAKE = (r"(?:wait|sorry|hang\s+on|hold\s+on|i\s+mean|i\s+meant|make\s+(?:that|it)|scratch\s+that|or\s+rather|oops|correction"
         r"|(?:no|nope|nah)[\s,.…-]+actually)")  # "a five kilowatt no actually the four kilowatt": the two together take back
_MID = re.compile(rf"(?<=\w)[\s,.…—–-]+(?:{_HEDGE}[\s,.…—–-]+)*{_TAKE}(?:[\s,.…—–-]+(?:{_HEDGE}|{_TAKE}))*[\s,.…:—–-]+(?=\w)", re.IGNORECASE)
_WORDS_BEFORE_NEW = 3  # the value meant comes right after the cue ("make that thursday", "no sorry at 11")
# a change told after the cue ("thursday no wait they moved it to friday"): the words of the change are the cue's
_CHANGED = re.compile(r"(?:(?:they|he|she|we|i|you|it)(?:'ve|\s+have|\s+had|'s|\s+has|\s+got|\s+was|\s+is)?\s+)?(?:been\s+)?"
                      r"(?:moved|changed|switched|pushed|put|bumped|rescheduled|brought|shifted)\s+(?:(?:it|that|them|us|me|the\s+\w+)\s+)?"
                      r"(?:back\s+|forward\s+)?to\s+", re.IGNORECASE)

# a reading taken again after the cue ("1.012 no wait I re-checked at lunch, it's 1.010"; "no sorry I weighed her again and
# got 4.1"): the words of the retake are the cue's too
_RECHECKED = re.compile(r"(?:i|we|he|she|they)\s+(?:re-?checked|re-?measured|re-?weighed|re-?counted|re-?read|"
                        r"(?:checked|measured|weighed|counted|looked|read)\s+(?:it\s+|her\s+|him\s+|them\s+)?again)"
                        r"(?:\s+(?:at|this|in|on|after|just\s+now)(?:\s+\w+)?)?[\s,]+(?:and\s+)?(?:it(?:'s|\s+is|\s+was|\s+says|\s+said|\s+read)"
                        r"|got|get|it\s+came\s+to)\s+", re.IGNORECASE)


def _ordered(text: str) -> list[tuple[int, tuple[str, Value | None]]]:
    """The sentence's values with where each starts, in order."""
    out, taken = [], 0
    for v in sorted(values(text), key=lambda v: v[1].start if v[1] is not None else text.lower().find(v[0].lower())):
        at = v[1].start if v[1] is not None else text.lower().find(v[0].lower(), taken)
        out.append((at, v))
        taken = at + len(v[0])
    return out


def _stands_for(old: tuple[str, Value | None], new: tuple[str, Value | None]) -> bool:
    """`new` can replace `old` said a moment before: a correction's class, or a clock time for a bare hour ("at 10 no
    sorry noon")."""
    kinds = {x[1].kind for x in (old, new) if x[1] is not None}
    return fits(old, new) or kinds == {"number", "time"} and not same(old[1], new[1])  # type: ignore[arg-type]


# a spoken repair with a bare "no" between two values of a kind ("at 2 no 3 pm", "the 9th no the 10th"): only where
# the two values meet it on both sides ("no car" after no value is a plain no)
_NO_BETWEEN = re.compile(r"(?<=\w)[\s,]+(?:no|nope)[\s,]+(?:the\s+)?(?=\w)", re.IGNORECASE)


def _no_between(sentence: str) -> tuple[str, tuple[str, str] | None]:
    """The sentence with the first value that a bare "no" and another of its kind follow dropped, and the pair."""
    for m in _NO_BETWEEN.finditer(sentence):
        before, after = sentence[:m.start()], sentence[m.end():]
        ahead, behind = _ordered(after), _ordered(before)
        if not ahead or ahead[0][0] != 0 or not behind:
            continue
        o_at, old = behind[-1]
        if o_at + len(old[0]) == len(before) and _stands_for(old, ahead[0][1]):
            return before[:o_at] + after, (old[0], ahead[0][1][0])
    return sentence, None


# a change told as done, "from A to B" ("the class has moved from 6pm to 7:30pm", "I changed it from blue to green"):
# A held before, B holds now. A change still to come ("goes up from £2 to £2.50", "will move") leaves A standing
# "saturday at three not two": a value said right after the one meant, after "not" and no comma: taken back
_NOT_BETWEEN = re.compile(r"(?<=\w)[ \u00a0]+not[ \u00a0]+(?=\w)", re.IGNORECASE)


def _not_between(sentence: str) -> tuple[str, tuple[str, str] | None]:
    """The sentence without "not <value>" said right after a value of its class ("at three not two"), and (that value,
    the one kept); the sentence and None when there is none."""
    for m in _NOT_BETWEEN.finditer(sentence):
        before, after = sentence[:m.start()], sentence[m.end():]
        ahead, behind = _ordered(after), _ordered(before)
        if not ahead or not behind or ahead[0][0] != 0 or re.match(r"\s*[,;:.!?]", after[len(ahead[0][1][0]):]):
            continue  # "serve 80 not 60, so ...": a correction of a value said before, read as one (turns.py)
        at, kept = behind[-1]
        dropped = ahead[0][1]
        if at + len(kept[0]) != len(before) or not _stands_for(dropped, kept) or dropped[0].lower() == kept[0].lower() \
                or len(dropped[0].split()) > len(kept[0].split()):  # "20 not 30 minutes": the unit is said once, left alone
            continue
        return before + after[len(dropped[0]):], (dropped[0], kept[0])
    return sentence, None


_FROM_TO = re.compile(r"(?<!\bwill\s)(?<!'ll\s)(?<!\bto\s)(?<!\bbe\s)(?<!\bbeing\s)\b(?:moved|changed|switched|swapped|shifted|"
                      r"rescheduled|pushed|bumped|gone\s+(?:up|down)|went\s+(?:up|down)|come\s+down|came\s+down|increased|"
                      r"decreased|raised|reduced|upgraded|downgraded|amended|updated)\b[^.;!?]*?\s(from\s+((?:[\w£$€:.,'-]+\s+){1,3}?)"
                      r"to\s+)((?:[\w£$€:.,'-]+\s*){1,4})", re.IGNORECASE)


_SEAT = re.compile(r"\d{1,3}[A-Z]")  # a seat, a room, a pitch ("14C", "22A"): one class, though "14C" reads as a measure


def _from_to(sentence: str) -> tuple[str, tuple[str, str] | None]:
    """The sentence of a change done "from A to B" without "from A", and the pair (A, B); the sentence as it was and
    None where it tells no such change or A and B are not of one class."""
    m = _FROM_TO.search(sentence)
    if m is None:
        return sentence, None
    a, b = values(m.group(2)), values(re.split(r"[,;]", m.group(3))[0])  # B ends its clause ("to Saturday, my flat, 7pm")
    if a and b:
        if not _stands_for(a[0], b[0]) and not (_SEAT.fullmatch(a[0][0]) and _SEAT.fullmatch(b[0][0])):
            return sentence, None
        pair = (a[0][0], b[0][0])
    else:  # words ("from blue to mustard"): as many words as A has
        words_a, words_b = m.group(2).split(), re.split(r"[,;]", m.group(3))[0].split()
        if a or b or re.search(r"\d", m.group(2) + " ".join(words_b)) or len(words_b) < len(words_a):
            return sentence, None
        pair = (" ".join(words_a).strip(".,"), " ".join(words_b[:len(words_a)]).strip(".,"))
    return sentence[:m.start(1)] + "to " + sentence[m.end(1):], pair


# a plan said, then changed in the same sentence after "but" ("The plumber was booked for Wednesday 9th but he's bumped
# me to Friday 11th"): what the change moves to replaces the values of its class said before "but"; only a change of
# "it", "me", "us", "them" (the plan said), not of another thing ("we moved the cake to Saturday")
_BUT_CHANGED = re.compile(r"[,;]?\s+but\s+(?=(?:[\w']+\s+){0,3}?" + _CHANGED.pattern.replace(r"|the\s+\w+", "") + r")", re.IGNORECASE)


_CHANGED_BACK = re.compile(_CHANGED.pattern.replace(r"|the\s+\w+", ""), re.IGNORECASE)


def _but_changed(sentence: str) -> tuple[str, list[tuple[str, str]]]:
    """The sentence with the values a change after "but" replaces put in place, and the pairs (see _BUT_CHANGED)."""
    m = _BUT_CHANGED.search(sentence)
    change = _CHANGED_BACK.search(sentence, m.end()) if m else None
    if m is None or change is None:
        return sentence, []
    before, moved = sentence[:m.start()], re.split(r"[,;]", sentence[change.end():])[0]
    pairs: list[tuple[str, str]] = []
    for _, new in _ordered(moved):
        olds = [(at, o) for at, o in _ordered(before) if _stands_for(o, new)]
        if olds:
            at, old = olds[-1]
            before = before[:at] + new[0] + before[at + len(old[0]):]
            pairs.append((old[0], new[0]))
    return (before + sentence[m.start():], pairs) if pairs else (sentence, [])


# (conv25) a statement its speaker takes back at once, as speech is transcribed ("I'm bringing the dog no I'm not Pat's
# having him", "we'll drive no we won't"): the statement denied, its own sentence
_BE = r"(?:'m|'re|'s|\s+am|\s+are|\s+is)"
_SELF_DENIED = re.compile(rf"\b(?P<subj>i|we|he|she|they)(?P<aux>{_BE}|'ll|\s+will)\s+(?P<what>(?:[\w'’£$€.-]+\s+){{0,7}}?[\w'’£$€.-]+)"
                          rf"[\s,.…—–-]+(?:no|nope|nah)[\s,.…—–-]+(?:actually\s+)?(?P=subj)(?:{_BE}\s+not|\s+(?:won't|will\s+not))\b[\s,.…—–-]*",
                          re.IGNORECASE)


def _self_denied(sentence: str) -> str:
    def put(m: re.Match[str]) -> str:
        if re.match(r"not\b", m.group("what"), re.IGNORECASE):  # "I'm not sure no I'm not": said denied already
            return m.group(0)
        will = m.group("aux").strip().lower() in ("'ll", "will")
        return f"{m.group('subj')}{' will' if will else m.group('aux')} not {m.group('what')}. "
    return _SELF_DENIED.sub(put, sentence)


def retaken(sentence: str) -> tuple[str, list[tuple[str, str]]]:
    """The sentence with each value taken back inside it replaced by the one meant, and the pairs (old, new)."""
    pairs: list[tuple[str, str]] = []
    sentence = _self_denied(sentence)
    sentence, changed = _from_to(sentence)
    pairs += [changed] if changed else []
    sentence, moved = _but_changed(sentence) if not changed else (sentence, [])
    pairs += moved
    sentence, kept = _not_between(sentence)
    pairs += [kept] if kept else []
    for _ in range(3):  # "at 2 no 3 no 4 pm"
        sentence, pair = _no_between(sentence)
        if pair is None:
            break
        pairs.append(pair)
    for _ in range(3):  # "at 9 no sorry 10 no wait 11"
        for m in _MID.finditer(sentence):
            before, after = sentence[:m.start()], sentence[m.end():]
            ahead = _ordered(after)
            change = _CHANGED.match(after) or _RECHECKED.match(after)
            lead = change.end() if change and ahead and ahead[0][0] >= change.end() else 0
            if not ahead or len(re.findall(r"\S+", after[lead:ahead[0][0]])) >= _WORDS_BEFORE_NEW:
                continue
            n_at, new = ahead[0]
            olds = [(at, o) for at, o in _ordered(before) if _stands_for(o, new)]
            if not olds:
                continue
            o_at, old = olds[-1]  # the nearest before the cue
            tail, rest = before[o_at + len(old[0]):], after[n_at + len(new[0]):]
            also: list[tuple[str, str]] = []
            again = [(t, next((r for _, r in _ordered(rest) if (same(t[1], r[1]) if t[1] is not None and r[1] is not None
                                                                 else t[0].lower() == r[0].lower()) or _stands_for(t, r)), None))
                     for _, t in _ordered(tail)]
            if rest.strip() and all(r is not None for _, r in again):  # what followed the old value is said again after the
                # new one, as it was or with its own new value ("thursday the 11th no wait friday the 12th")
                sentence = before[:o_at] + after[n_at:]
                also = [(t[0], r[0]) for t, r in again if r is not None and r[0].lower() != t[0].lower() and _stands_for(t, r)]
            else:
                sentence = before[:o_at] + new[0] + tail.rstrip() + (" " + rest.strip() if rest.strip() else "")
            pairs += [(old[0], new[0])] + also
            break
        else:
            break
    return sentence, pairs


_FILLER = frozenset("now is was are were at of to the a an for on it's its it from by".split())


def _label(text: str, at: int) -> str | None:
    """The word a value is written after, filler aside ("Cabin 8142" -> cabin; "total now £465" -> total)."""
    for w in reversed(re.findall(r"[a-z]+", text[:at].lower())[-4:]):
        if w not in _FILLER:
            return w
    return None


def _inside(text: str, at: int) -> bool:
    """A value inside brackets: the reader's own note ("the 8th (8 May 2026)"), or an aside."""
    return text[:at].count("(") > text[:at].count(")")


_COUNTS_MISTAKES = re.compile(r"\s+(?:more\s+|other\s+|small\s+|little\s+)?(?:details?|things?|mistakes?|errors?|bits?|corrections?|"
                              r"changes?|typos?)\b", re.IGNORECASE)


_ADDED = re.compile(r"\s+(?:more|extra|additional|fewer|less|others?)\b", re.IGNORECASE)
# (conv27) an amount taken off another ("knocked £20 off", "£20 off with a voucher", "a £15 discount"): no price in place of one
_OFF = re.compile(r"\s+(?:off|discount|cheaper|back)\b", re.IGNORECASE)


def also_taken_back(asserted: list[str], sentence: str, fix: tuple[str, str]) -> list[tuple[str, str]]:
    """The other values a correction gives, each put in place of the one it replaces (`asserted` rewritten): a value
    written after the same word ("room 305, total now £465" for a pasted "Room 214 ... Total £390."), else one of its
    kind in the sentence the first correction changed ("the 8-yard at £310" for "A 6-yard skip, £260 for two weeks").
    The pairs (old, new)."""
    main = next((i for i in range(len(asserted) - 1, -1, -1) if re.search(rf"(?<!\w){re.escape(fix[1])}(?!\w)", asserted[i])), None)
    pairs: list[tuple[str, str]] = []
    day = ORDINAL.search(fix[1]) or any(v.kind == "date" for v in extract(fix[1]))
    for n_at, new in _ordered(sentence):
        if new[1] is None or new[0] == fix[1] or any(new[0] == p[1] for p in pairs) or _inside(sentence, n_at):
            continue
        if day and (new[1].kind == "date" or ORDINAL.search(new[0])):
            continue  # "It's the 8th (8 May 2026) now": one day, said twice
        if _COUNTS_MISTAKES.match(sentence, n_at + len(new[0])):
            continue  # "I got one detail wrong, it's 900 Mbps": a count of the mistakes, no value of the fact
        if _ADDED.match(sentence, n_at + len(new[0])):
            continue  # "22 kids, two more said yes": what was added, no value in place of another
        if _OFF.match(sentence, n_at + len(new[0])):
            continue  # (conv27) "the service is £265, they knocked £20 off": what was taken off, no price of another thing
        if main is not None and any(o[1] is not None and o[1].kind == new[1].kind and same(o[1], new[1])
                                    for _, o in _ordered(asserted[main])):
            continue  # (conv27) "13 spindles. Newel stays £210." after "14 at £38 each, newel £210": a value kept, said again
        label = _label(sentence, n_at)
        found = None
        for i in range(len(asserted) - 1, -1, -1):  # the latest value written after the same word
            found = next(((i, at, old) for at, old in _ordered(asserted[i]) if old[1] is not None and label and not _inside(asserted[i], at)
                          and _label(asserted[i], at) == label and fits(old, new)), None)
            if found:
                break
        if found is None and main is not None:
            found = next(((main, at, old) for at, old in _ordered(asserted[main]) if old[1] is not None and not _inside(asserted[main], at)
                          and old[1].kind == new[1].kind and old[0] != fix[1] and fits(old, new)), None)
        if found is None:
            continue
        i, at, old = found
        asserted[i] = asserted[i][:at] + new[0] + asserted[i][at + len(old[0]):]
        pairs.append((old[0], new[0]))
    return pairs
