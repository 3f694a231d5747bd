"""How people write in a chat app: texting shorthand spelled out, and a quip told by its marks.

Contract. `spelled(text)` returns a message with the shorthand of texting written as the words it stands for ("tap nt
incl" -> "tap not included", "cn u come" -> "can you come", "2moro" -> "tomorrow", "dont" -> "don't"): only forms
that are no English word of their own (never "ill" nor "4"), matched whole; a form in capitals ("CD") is an acronym.
A thing and "not" without a verb between ("tap not included", "pets not allowed") is written with its verb ("tap is
not included"), so the denial is read as one.
`JOKE` finds a quip: what a sentence says is not so ("Ha, sure, and a live tiger"; "yeah right"; "jk"; "/s"; a
sentence that opens with a laugh and closes with a laughing face: "haha or I pay for all of it 😂"). A laugh alone
("allergic to cats lol, yet I have three") is a tone, not a denial. Moved here from turns.py (conv25), which reads a
user's turns with it, so that a chat of people (chat_days.py) reads its writers' quips too.

Why: a message typed on a phone ("nt incl", "cn do thurs") states what its writer means; read as written, "nt"
is no denial and the claim that the price includes the part stands beside it. A writer's joke in a group chat is
no fact of the chat, as a user's is none of theirs.
"""

from __future__ import annotations

import re

from .turn_marks import NOT_AFTER

_SHORT = {"nt": "not", "cn": "can", "cnt": "can't", "wd": "would", "cd": "could", "shd": "should", "u": "you",
          "ur": "your", "pls": "please", "plz": "please", "thx": "thanks", "gr8": "great", "2moro": "tomorrow",
          "2morrow": "tomorrow", "tmrw": "tomorrow", "b4": "before", "dont": "don't", "didnt": "didn't",
          "doesnt": "doesn't", "isnt": "isn't", "wasnt": "wasn't", "arent": "aren't", "havent": "haven't",
          "hasnt": "hasn't", "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't", "im": "I'm",
          "ive": "I've", "youre": "you're", "theyre": "they're", "thats": "that's", "whats": "what's", "txt": "text",
          "msg": "message", "ppl": "people", "btw": "by the way", "wk": "week", "wks": "weeks"}
_SHORTHAND = re.compile(r"(?<![\w'’-])(" + "|".join(sorted(map(re.escape, _SHORT), key=len, reverse=True)) + r")(?![\w'’-])",
                        re.IGNORECASE)
# "nt incl" / "not incl.": a price that leaves a part out ("£145 all in, tap nt incl")
_NOT_INCL = re.compile(r"\b(not|nt)\s+incl\b\.?", re.IGNORECASE)


# a thing and "not" without a verb between ("tap not included", "pets not allowed"): the thing is not so
_BARE_NOT = re.compile(r"\b([A-Za-z][\w'-]*)\s+not\s+(?=(?:included|allowed|provided|needed|required|available|covered|"
                       r"refundable|permitted|accepted|possible)\b)", re.IGNORECASE)
_NO_THING = NOT_AFTER | frozenset("i we you they he she it or and but if why whether still just also".split())


def _is_not(m: re.Match[str]) -> str:
    word = m.group(1)
    if word.lower() in _NO_THING or word.lower().endswith("n't"):
        return m.group(0)
    return f"{word} {'are' if word.lower().endswith('s') and not word.lower().endswith('ss') else 'is'} not "


def spelled(text: str) -> str:
    """The message with texting shorthand written out as the words it stands for (see the module)."""
    text = _BARE_NOT.sub(_is_not, _NOT_INCL.sub("not included", text))
    # a form written in capitals is an acronym ("CD", "NT", "U"), left as it is
    return _SHORTHAND.sub(lambda m: m.group(1) if m.group(1).isupper() else _SHORT[m.group(1).lower()], text)


_LAUGH = r"(?:ha(?:ha)+|lol|lmao|rofl|hehe+|\U0001F602|\U0001F923|\U0001F606)"
JOKE = re.compile(r"^\W*(?:ha(?:ha)*|lol|lmao|heh|hah)\W+(?:sure|yeah|yes|right|of\s+course|totally|obviously)\b"
                  r"|\byeah,?\s+right\b|\b(?:jk|just\s+kidding)\b|/s\b|\U0001F644"
                  # sarcasm with its marker: praise given a reason ("Oh great, because £309 is exactly what I wanted"),
                  # a sum called nothing ("Sure, because 300 quid is nothing")
                  r"|^\W*oh\W+(?:great|sure|brilliant|wonderful|fantastic|lovely|perfect|marvellous|terrific|super|joy|good)\b"
                  r"\W+(?:because|cos|'cause|as\s+if)\b|\bbecause\b[^.!?]*\b(?:is|are)\s+nothing\b"
                  # a sentence that is only a reason made too sure ("Because ten minutes is definitely worth a £90 fine.")
                  r"|^\W*(?:because|cos|'cause)\b[^.!?]*\b(?:definitely|totally|obviously|clearly|of\s+course)\b"
                  # (conv25) a laugh at both ends: "haha or I pay it all and you wash up for a year 😂"
                  rf"|^\W*{_LAUGH}\b.*(?:\U0001F602|\U0001F923|\U0001F606)\W*$", re.IGNORECASE)
