"""Marks a chat's user writes or says for how a turn is to be read: an edit shown as one, punctuation said aloud.

Contract.
- `fluent(text)`: a user's turn as meant: without a speaker's fillers ("uh"), words broken off ("thir-") and
  stammered little words ("at at"); an emoji answer as its word ("👍" -> "Yes."); an edit mark ("*Wednesday") as a
  correction ("I mean Wednesday."); a weekday in another language ("jueves") in English and what a sentence in Spanish, French, German or Italian says of when and how much (said_abroad.py); a keycap digit as the digit;
  punctuation said aloud as marks (`dictated`).
- `dictated(text)`: a turn dictated with its punctuation said aloud ("the dentist is on the 23rd comma both of them
  full stop new line") with the marks written (", " / ". "). Only a turn that writes no punctuation of its own (a
  comma or a full stop inside a number aside) and says at least one mark is read so: "a full stop" in a typed
  sentence is words.
- `struck(sentence)`: a sentence with words struck through as markdown writes it ("coming ~~Tuesday~~ Wednesday the
  21st") without them, and the pairs (old, new) taken back: the struck words and the word or value written next.
  Struck words with nothing after them in their clause ("eggs, ~~milk~~, bread") are only dropped.
- `named(sentence)`: a change whose writer names both values, (the sentence without it, old, new), or None: a
  substitution written as a sed command ("s/£85/£95/ forgot the call-out fee") and "I said 81 but I meant 84" /
  "where I said Tuesday I meant Thursday" / "I said 3 pm, I meant 4 pm".
- `dotted_times(text)`: in a chat that writes a clock time elsewhere, a time written with a dot ("It's 12.30, I
  booked it", "oh yeah 7.30 sorry") as one with a colon: an hour from 1 to 23 and two digits of minutes, not after a
  currency sign or a digit and not before a unit, a percent or another digit ("£12.30", "2.50 kg", "1.25%" stay).
- `spoken_prices(text, symbol, hundreds)`: in a chat whose money is in one currency, a price said as number words in two parts
  ("at thirty nine ninety nine", "one forty-nine ninety-nine") after a word that gives a price, written as the amount
  in that currency ("at £39.99", "£149.99"); a year ("in nineteen ninety nine") is not after such a word. With
  `hundreds` (the chat's prices run to a hundred or more), a digit word and tens after a word of paying or offering
  ("came back with one eighty", "quoted two fifty") is that many hundreds ("£180"); never after "at" (a time).
- `bare_hours(text)`: (conv21) a whole hour said bare where a clock time goes ("a dentist at 3", "between 8 and 12",
  "5-6 works", "8 till 12", "after two") written as one ("at 3:00"), read as either am or pm; not before what it
  counts ("at 3 sites", "5-6 people"), a score ("won 2-1"), a temperature ("at 5°C") or after a change ("down from 5").
  (conv23) After such a word, a time written with a dot ("at 7.30") is a clock time too ("at 7:30"); `said_clocks(text)`
  writes one said as an hour and its minutes in words ("still at five fifteen") so too, in a chat of people.
- `NOT_AFTER`: the words after which "not" is a plain denial, read by `fluent` and by clauses.py.
- `put_back(asserted, old, new)`: the latest sentence of `asserted` that says `old` as a whole word says `new` instead;
  whether one did.

Why: read as plain text, "~~Tuesday~~ Wednesday" says both days, "s/£85/£95/" says both prices as though they were
two amounts, and "I said 81 but I meant 84" states 81 again; a dictated turn without its marks runs every clause into
the one before, so a "not" meant for the last words denies the whole turn.
"""

from __future__ import annotations

import re

from . import said_abroad

# punctuation said aloud by a dictating user: the mark it stands for
_SPOKEN_MARK = re.compile(r"\s*\b(comma|full\s+stop|period(?=\s+(?:new\s+(?:line|paragraph)\b|$))|question\s+mark|"
                          r"exclamation\s+(?:mark|point)|new\s+(?:line|paragraph))\b\s*", re.IGNORECASE)
_MARK = {"comma": ", ", "full stop": ". ", "period": ". ", "question mark": "? ", "exclamation mark": "! ",
         "exclamation point": "! ", "new line": ". ", "new paragraph": ". "}
# punctuation written by the user themselves: a comma or a full stop, but for one inside a number ("1,200", "8.50")
_WRITTEN = re.compile(r"[?!;]|(?<!\d)[.,]|[.,](?!\d)")


def dictated(text: str) -> str:
    """The turn with the punctuation its dictating user said aloud written as marks."""
    if not _SPOKEN_MARK.search(text) or _WRITTEN.search(text):
        return text
    out = _SPOKEN_MARK.sub(lambda m: _MARK[re.sub(r"\s+", " ", m.group(1).lower())], text)
    out = re.sub(r"\s*([.?!])(?:\s*[.,?!])+", r"\1 ", out)  # "full stop new line": one mark
    out = re.sub(r"^[\s.,]+", "", out)
    # a sentence begun after a mark begins with a capital, as the transcript would have written it
    out = re.sub(r"([.?!]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), out)
    return re.sub(r"\s{2,}", " ", out).strip()


_STRUCK = re.compile(r"~~([^~\n]{1,60}?)~~\s*")
_NEXT = re.compile(r"[£$€]?\d[\d,.:]*(?:\s*(?:am|pm|%|[a-zA-Z]{1,3}\b))?|[A-Za-z][\w'-]*")


def struck(sentence: str) -> tuple[str, list[tuple[str, str]]]:
    """The sentence without its struck words, and (struck, written next) for each struck value or word replaced."""
    pairs: list[tuple[str, str]] = []

    def drop(m: re.Match) -> str:
        nxt = _NEXT.match(sentence, m.end())
        old = m.group(1).strip()
        if nxt and old and not re.match(r"\s*[,;.]", sentence[m.end():]):
            new = nxt.group(0).strip()
            if len(old.split()) > 1:  # "~~next Tuesday~~ Wednesday": the words struck, as many written next
                more = re.match(r"(?:\S+\s+){%d}\S+" % (len(old.split()) - 1), sentence[m.end():])
                new = more.group(0).rstrip(".,;") if more else new
            pairs.append((old, new))
        return ""

    out = _STRUCK.sub(drop, sentence)
    out = re.sub(r"([,;])(?:\s*[,;])+", r"\1", re.sub(r"\s+([,.;])", r"\1", re.sub(r"\s{2,}", " ", out)))
    return out.strip(), pairs


# "s/£85/£95/" (a "g" after it and the words that follow aside); the values between the slashes are the user's own
_SED = re.compile(r"(?:^|(?<=\s))s/([^/\n]{1,40})/([^/\n]{1,40})/g?(?=\s|$)")
# "I said 81 but I meant 84", "where I said Tuesday I meant Thursday", "I said 3 pm, I meant 4 pm" ("wrote"/"typed" too)
_SAID_MEANT = re.compile(r"(?:\b(?:when|where)\s+)?\bi\s+(?:said|wrote|typed|put)\s+([^,;]{1,30}?)\s*(?:,\s*|\s+)(?:but\s+)?"
                         r"i\s+(?:meant|mean|should\s+have\s+(?:said|written|put))\s+([^,;.!?]{1,30}?)(?=\s*(?:[,;.!?]|$))",
                         re.IGNORECASE)


def named(sentence: str) -> tuple[str, str, str] | None:
    """(the sentence without the change, old, new) for a change that names both values; None for any other sentence."""
    m = _SED.search(sentence) or _SAID_MEANT.search(sentence)
    if m is None:
        return None
    old, new = m.group(1).strip(" '\""), m.group(2).strip(" '\"")
    if not old or not new or old.lower() == new.lower():
        return None
    rest = re.sub(r"([,;])(?:\s*[,;])+", r"\1", (sentence[:m.start()] + " " + sentence[m.end():]).strip())
    rest = re.sub(r"^(?:edit|correction|update)\s*:\s*", "", re.sub(r"^[\s,;:]+", "", rest), flags=re.IGNORECASE)
    return re.sub(r"\s{2,}", " ", rest).strip(" ,;"), old, new


def put_back(asserted: list[str], old: str, new: str) -> bool:
    """The latest sentence that says `old` (as a whole word or value) says `new` in its place; whether there was one."""
    pattern = re.compile(rf"(?<![\w.,]){re.escape(old)}(?![\w]|[.,]\d)", re.IGNORECASE)
    for i in range(len(asserted) - 1, -1, -1):
        if pattern.search(asserted[i]):
            asserted[i] = pattern.sub(new, asserted[i], count=1)
            return True
    return False


# a spoken turn's fillers and stammered little words ("for uh Friday at at 6 pm to to water the the plants")
_FILLER = re.compile(r"\s*\b(?:uh+|um+|umm+|erm+|er+|uhm+|hmm+)\b,?(?=\s)", re.IGNORECASE)
# a word broken off and begun again, as a transcript writes it ("seven thir- no, quarter to seven")
_FALSE_START = re.compile(r"(?<=\s)[A-Za-z]+-(?=\s)")
_STAMMER = re.compile(r"\b(the|a|an|at|to|for|on|in|of|i|my|and|it|is|we|you|with|from)(?:\s+\1\b)+", re.IGNORECASE)


# an answer given as an emoji opening the turn: a thumbs up, a tick, "OK" hands for yes; a thumbs down, a cross,
# crossed arms for no (a skin tone, a gender sign or a variation selector may follow); a keycap digit for the digit
_EMOJI_YES = re.compile(r"^\s*(?:\U0001F44D|\U0001F44C|\u2705|\u2714|\U0001F646)[\U0001F3FB-\U0001F3FF\u200d\u2640\u2642\ufe0f]*")
_EMOJI_NO = re.compile(r"^\s*(?:\U0001F44E|\u274C|\u2716|\U0001F645|\U0001F6AB)[\U0001F3FB-\U0001F3FF\u200d\u2640\u2642\ufe0f]*")
_KEYCAP = re.compile(r"(\d)\ufe0f?\u20e3")


# a correction marked as chat users mark an edit: "*Wednesday" sent alone, "£65* forgot the call-out" (never "*really*"
# nor a bullet "* eggs")
_EDIT_MARK = re.compile(r"^\s*(?:\*(?P<after>[^\s*][^*]{0,30}?)|(?P<before>[^\s*][^*\s]{0,20}(?:\s[^*\s]+){0,2}?)\*)(?=\s*(?:[,.!;:]|$)|\s+(?P<rest>[^*]*)$)")


# weekdays said in the language a user switches to ("moved to jueves", "am Sonntag", "c'est vendredi"): the English day
def _edit_marked(text: str) -> str:
    """A turn that opens with an edit mark as a correction said in words ("*Wednesday" -> "I mean Wednesday.")."""
    m = _EDIT_MARK.match(text)
    if m is None:
        return text
    if m.group("after"):  # "*Wednesday", "*Thursday 4pm": the whole message is the value
        value, rest = text.strip()[1:].strip(" .,!"), ""
    else:
        value, rest = m.group("before").strip(" .,!"), text[m.end():].strip(" ,.;:")
    return f"I mean {value}." + (f" {rest[0].upper()}{rest[1:]}" if rest else "")


def _emoji_said(text: str) -> str:
    """An emoji answer opening a line as its word ("👍" -> "Yes.", "👎 Nando's" -> "No, Nando's")."""
    return _EMOJI_NO.sub(lambda m: "No, " if text[m.end():].strip() else "No.", _EMOJI_YES.sub(
        lambda m: "Yes, " if text[m.end():].strip() else "Yes.", text, count=1), count=1).replace(",  ", ", ")


# a number a voice transcript wrote as its homophone after the same little word ("a table for for people", "one
# ticket to to adults"): "for four", "to two" before a plural noun
_HOMOPHONE = re.compile(r"\b(for|to)\s+\1(?=\s+(?:[a-z]+[^s\W]s|people|children|men|women)\b)", re.IGNORECASE)
_NUMBER_SAID = {"for": "four", "to": "two"}


_DOTTED = re.compile(r"(?<![\w£$€¥.,:/-])((?:1\d|2[0-3]|[1-9])\.[0-5]\d)(?![\d:/%]|[.,]\d)"
                     r"(?=[ \u00a0]?[ap]\.?m\b|[ \u00a0]*(?:$|[^\w\s]|(?:on|in|at|and|or|to|till|until|tomorrow|today|tonight|sharp|"
                     r"but|with|by|for|then|so|this|next|last|sorry|please|start|kick|works|is|was|instead|not|latest|ish)\b))",
                     re.IGNORECASE)
_NUMBERED = re.compile(r"\b(?:version|release|v|chapter|section|step|page|rule|clause|item|table|figure|no|number|rev|weigh\w*|"
                       r"cost\w*|paid|pay\w*|price\w*|rate\w*|rated|scored?|measur\w*|ran|run)[ \u00a0]*$",
                       re.IGNORECASE)


def dotted_times(text: str) -> str:
    """A clock time written with a dot as one written with a colon (see the module); the caller knows the chat writes
    clock times."""
    if "." not in text:
        return text
    return _DOTTED.sub(lambda m: m.group(0) if _NUMBERED.search(text[:m.start()]) else m.group(1).replace(".", ":"), text)



# (conv21) a whole hour said bare where a clock time goes: after a word that places a time ("a dentist at 3", "between 8
# and 12", "after two", "from 9 to 1") or as a range of hours ("5-6 works", "only 9-13"), and before nothing that counts
# ("at 3 sites", "5-6 people" stay numbers)
_HOUR = r"(?:1\d|2[0-4]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK_NEXT = (r"(?=\s*(?:$|[)\]!?;'”’…\u2600-\U0001faff]|[.,](?!\d)|(?:on|in|at|and|or|to|till|til|until|tomorrow|today|tonight|sharp|but|with|"
               r"then|so|this|next|sorry|please|works|suits|is|was|instead|not|latest|ish|o'?clock|ok|okay|fine|now)\b))")
_BARE_HOURS = re.compile(rf"(?<![\w£$€¥.,:/-])(?:(?P<word>at|after|before|till|til|until|around|from|between)\s+(?P<one>{_HOUR})"
                         rf"(?:\s*(?P<join>and|to|till|til|until|-|–)\s*(?P<two>{_HOUR}))?|(?P<first>{_HOUR})(?P<dash>\s?[-–]\s?|\s+(?:till|til|until|to)\s+)"
                         rf"(?P<second>{_HOUR}))(?![\w:/%]|[.,]\d){_CLOCK_NEXT}", re.IGNORECASE | re.MULTILINE)
_SCORED = re.compile(r"\b(?:won|lost|drew|beat|beaten|scored?|scores|finished|ended|result)\s+(?:\w+\s+)?$", re.IGNORECASE)
_CHANGED = re.compile(r"\b(?:up|down|rose|fell|dropped|went|increased|decreased|reduced|raised|grew|cut|moved|changed)\s+$", re.IGNORECASE)
_HOUR_WORDS = {w: str(i + 1) for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split())}


# (conv23) a clock time after a word that places a time, written with a dot ("at 7.30") or said as words ("at five fifteen",
# "from nine forty-five", "by ten oh five")
# (conv25) or a day ("thurs 8.30ish", "Sat 7.30"), or a booking ("booking for 7.30")
_PLACES_TIME = (r"(?P<word>\b(?:at|after|before|till|til|until|around|from|by|(?:mon|tues?|wed|thu|thurs?|fri|sat|sun)(?:[a-z]*day)?"
                r"|tonight|tomorrow|today|(?:booking|booked|table|reservation|reserved)\s+for)\s+)")
_MINUTE_WORDS = {"oh five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty five": 25, "thirty": 30, "thirty five": 35,
                 "forty": 40, "forty five": 45, "fifty": 50, "fifty five": 55}
_AT_DOTTED = re.compile(_PLACES_TIME + r"(?P<time>(?:1\d|2[0-3]|[1-9])\.[0-5]\d)(?![\d:/%]|[.,]\d)" + _DOTTED.pattern.split(r")(?![\d:/%]|[.,]\d)", 1)[1],
                        re.IGNORECASE)
_AT_SAID = re.compile(_PLACES_TIME + r"(?P<hour>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
                      r"(?P<minute>oh[- ]five|(?:twenty|thirty|forty|fifty)(?:[- ]five)?|ten|fifteen)\b" + _CLOCK_NEXT, re.IGNORECASE)


# "paid at 12.50", "sold at 7.30", "bid at nine fifty": a price, not a time
_PRICED = re.compile(_NUMBERED.pattern.replace(r")[ \u00a0]*$", r"|sold|sells?|selling|trad\w*|bought|buy\w*|offer\w*|bid\w*|going|valued)[ \u00a0]*$"),
                     re.IGNORECASE)


def _said_clock(m: re.Match[str]) -> str:
    minute = _MINUTE_WORDS[m.group("minute").lower().replace("-", " ")]
    return f"{m.group('word')}{_HOUR_WORDS[m.group('hour').lower()]}:{minute:02d}"


def said_clocks(text: str) -> str:
    """(conv23) In a chat of people, an hour and its minutes said as words after a word that places a time ("still at
    five fifteen") written as a clock time ("at 5:15"); not after a word of paying ("bid at nine fifty"). A user's turns
    are left alone: their retakes read "eight no seven forty five" as words (retakes.py)."""
    return _AT_SAID.sub(lambda m: m.group(0) if _PRICED.search(text[:m.start()]) else _said_clock(m), text)


def bare_hours(text: str) -> str:
    """A whole hour said bare where a clock time goes written as one ("at 3" -> "at 3:00", "5-6" -> "5:00-6:00"); a
    "3:00" is read as either 3 am or 3 pm, as a claim's "3pm" may say. After such a word, "7.30" is a clock time too."""
    def dotted(m: re.Match[str]) -> str:
        return m.group(0) if _PRICED.search(text[:m.start()]) else m.group("word") + m.group("time").replace(".", ":")

    text = _AT_DOTTED.sub(dotted, text) if "." in text else text
    def clock(hour: str) -> str:
        return _HOUR_WORDS.get(hour.lower(), hour) + ":00"

    def said(m: re.Match[str]) -> str:
        if m.group("first"):
            first, second = (int(_HOUR_WORDS.get(h.lower(), h)) for h in (m.group("first"), m.group("second")))
            if (second <= first and not (first >= 8 and second <= 6)) or _SCORED.search(text[:m.start()]):
                return m.group(0)  # "won 2-1", "lost 3-5": a score, not hours
            return clock(m.group("first")) + m.group("dash") + clock(m.group("second"))
        if not m.group("two") and (m.group("word").lower() == "between" or m.group("word").lower() == "from" and _CHANGED.search(text[:m.start()])
                                   or re.match(r"\s*(?:(?:and|to|till|til|until)\b|[-–])\s*\w", text[m.end():])):
            return m.group(0)  # "down from 5", "from 5 to 6 replicas": no hours
        out = f"{m.group('word')} {clock(m.group('one'))}"
        return out + (f" {m.group('join')} {clock(m.group('two'))}" if m.group("two") else "")
    return _BARE_HOURS.sub(said, text)


_UNIT_WORDS = "one two three four five six seven eight nine".split()
_TEEN_WORDS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS_WORDS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_TWO = (r"(?:(?:" + "|".join(_TENS_WORDS) + r")(?:[ -](?:" + "|".join(_UNIT_WORDS) + r"))?|" + "|".join(_TEEN_WORDS) + r")")
# a price said in two parts after a word that gives one: "(at) thirty nine ninety nine", "(for) one forty-nine ninety-nine"
_SAID_PRICE = re.compile(r"\b(at|for|costs?|costing|cost|paid|pay|priced|price|worth|offered|asking|charged?|charges|only|just|"
                         r"is|was|it's|extra)\s+(?:(" + "|".join(_UNIT_WORDS) + r")\s+)?(" + _TWO + r")\s+(" + _TWO + r")\b"
                         r"(?!\s+(?:hundred|thousand|percent|per\s+cent|pounds?|quid|dollars?|euros?|p|pence|cents?)\b)", re.IGNORECASE)


def _two(words: str) -> int:
    parts = words.lower().replace("-", " ").split()
    if parts[0] in _TEEN_WORDS:
        return 10 + _TEEN_WORDS.index(parts[0])
    return 20 + 10 * _TENS_WORDS.index(parts[0]) + (1 + _UNIT_WORDS.index(parts[1]) if len(parts) > 1 else 0)


# hundreds said as a digit word and the tens after it, after a word that gives a price ("came back with one eighty",
# "quoted two fifty"): in a chat whose prices run to hundreds, that many hundreds ("£180"), not pounds and pence
_SAID_HUNDREDS = re.compile(r"\b(for|costs?|costing|paid|pay|priced|price|worth|offered|asking|charged?|charges|quoted?|"
                            r"back\s+with|settled\s+on|took)\s+(" + "|".join(_UNIT_WORDS) + r")\s+(" + _TWO + r")\b"
                            r"(?!\s+(?:" + _TWO + r"|" + "|".join(_UNIT_WORDS) + r"|hundred|thousand|percent|per\s+cent|pounds?|quid|"
                            r"dollars?|euros?|p|pence|cents?|o'clock|am|pm|minutes?|mins?|hours?|[ap]\.m\.)\b)", re.IGNORECASE)


def spoken_prices(text: str, symbol: str, hundreds: bool = False) -> str:
    """A price said in two parts of number words as the amount in `symbol`'s currency (see the module); with
    `hundreds` (the chat's prices run to hundreds), "one eighty" said as a price is that many hundreds."""
    def price(m: re.Match[str]) -> str:
        hundreds = 1 + _UNIT_WORDS.index(m.group(2).lower()) if m.group(2) else 0
        whole, cents = hundreds * 100 + _two(m.group(3)), _two(m.group(4))
        return f"{m.group(1)} {symbol}{whole}.{cents:02d}"
    if not any(w in text.lower() for w in _TENS_WORDS + _TEEN_WORDS):
        return text
    text = _SAID_PRICE.sub(price, text)
    return _SAID_HUNDREDS.sub(lambda m: f"{m.group(1)} {symbol}{(1 + _UNIT_WORDS.index(m.group(2).lower())) * 100 + _two(m.group(3))}",
                              text) if hundreds else text


def fluent(text: str) -> str:
    """The turn without a speaker's fillers, words broken off ("thir-") and stammered repeats of a little word, an emoji
    answer as its word, "for for people" as "for four people" (a number's homophone stammered), an edit mark
    ("*Wednesday") as a correction, a weekday in another language ("jueves") in
    English, punctuation said aloud ("comma", "full stop") as marks, a thing set aside at a spoken sentence's end ("the
    valve under the sink not the pipe", "13 not 12") with the comma a writer puts before "not"."""
    text = _emoji_said(_KEYCAP.sub(r"\1", said_abroad.english(_edit_marked(dictated(text)))))
    text = _FILLER.sub("", _FALSE_START.sub("", text))
    text = _STAMMER.sub(r"\1", _HOMOPHONE.sub(lambda m: f"{m.group(1)} {_NUMBER_SAID[m.group(1).lower()]}", text)).replace("  ", " ")
    return _VALUE_NOT.sub(r"\1, not ", _NOT_CLOSING.sub(_set_aside, text))


# "the leak is from the valve under the sink not the pipe": a thing set aside at the end of a spoken sentence, said
# without the comma a writer puts before it; after a verb or a pronoun ("it's not the pipe", "is not the one") "not"
# is a plain denial
_NOT_CLOSING = re.compile(r"(?<=[a-z])(\s+)not\s+(?=(?:the|a|an|my|his|her|their|our|your)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?"
                          r"\s*(?:[.!]|$))", re.MULTILINE)
# "No, 13 not 12.", "7:30 not 8, and ...": a value set aside right after the value meant, said without the comma a writer
# puts before "not" (corrections.py reads ", not 12" as the value taken back)
_SAID_VALUE = r"(?:st|nd|rd|th|\s?[ap]\.?m\.?(?!\w))?"
_VALUE_NOT = re.compile(rf"(?<=\d)({_SAID_VALUE})\s+not\s+(?=(?:the\s+)?[£$€]?\d[\d:.,]*{_SAID_VALUE}\s*(?:[,.;!]|$|\s+(?:and|but)\b))",
                        re.IGNORECASE | re.MULTILINE)
# words after which "not" is a plain denial ("it's not", "is not", "why not"), read by clauses.py too
NOT_AFTER = frozenset("is are was were am be been being do does did will would can could should shall may might must need dare "
                      "ought have has had it that this there or and but if why whether just still yet i we you he she they s re m ll "
                      "d t ve thats its theres whats heres definitely probably possibly absolutely really certainly obviously actually "
                      "maybe perhaps also too so what who which please surely hopefully apparently clearly".split())


def _set_aside(m: re.Match) -> str:
    before = re.findall(r"[a-z]+", m.string[:m.start()].lower())
    return m.group(0) if not before or before[-1] in NOT_AFTER else ", not "
