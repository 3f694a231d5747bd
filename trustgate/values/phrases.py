"""States told as phrases, not one word: "is out of stock", "has been sold", "is back in service", "is under offer", "is
open round the clock", "is fully booked" / "has spaces left", "is under construction" / "has opened", "is off the menu".

Each phrase is a state on an axis, as a lexicon word is (values/model.py): `(axis, polarity)`, where the polarity is
True or False on a two-sided axis ("in stock" / "out of stock", "sold out") and a name on an axis of more than two
states (a sale: "for sale", "on hold", "under offer", "sold", "withdrawn"). reading.py reads them before the words of
the lexicon, so the words inside a phrase ("closed" of "permanently closed") are not read again, and a negation within
three words before a phrase turns a two-sided state round ("no longer on the menu" is "off the menu").

Two states of one axis, or of axes in one group (`GROUPS`: "sold out" / "fully booked" / "unavailable"), answer one
question; `apart` says which two states answer different questions ("is fully booked" / "is running on time", a seat
count against punctuality), so that their difference is no disagreement: a phrase axis answers the questions of its
families only (`FAMILIES`), and the single words of the lexicon keep their old reading (any two are related).

The rule file's `values.states` adds pairs of words or phrases: a pair of several words ("[in season, out of season]")
is read here, each phrase as written (case and spacing aside), on an axis of its own named by its positive side.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["BUILT_IN", "FAMILIES", "GROUPS", "apart", "phrase_pattern"]

_S = r"\s+"
_UNITS = r"(?:places|spaces|seats|rooms|tickets|tables|spots|slots|beds|pitches|vacancies)"
_END = r"(?=\s*(?:$|[,.;:!?)]|(?:to|for|last|yesterday|today|already|now|again|this|in|on)\b))"
# (axis, polarity, pattern): the pattern is a regular expression over one clause, spaces written as " "
BUILT_IN: tuple[tuple[str, object, str], ...] = (
    # what a shop has to sell
    # (after a verb of being or "back": "has 140 bars in stock" says where a count is, not a state)
    ("in stock", True, r"back in stock|(?:(?<=is\s)|(?<=are\s)|(?<=was\s)|(?<=were\s)|(?<=be\s)|(?<=been\s)|(?<=now\s)|(?<=still\s)"
                       r"|(?<=not\s)|(?<=n't\s)|(?<=longer\s))in stock"),
    ("in stock", False, r"out of stock|sold out"),
    # what can still be booked
    ("places left", True, rf"(?<!\d\s){_UNITS} (?:still )?(?:left|available|remaining|free)|(?:has|have) vacancies"),  # ("3 seats left": a count)
    ("places left", False, rf"fully booked|booked up|(?:no|zero) (?:more )?{_UNITS}(?: (?:left|available|remaining|free))?"),
    # what a kitchen serves
    ("on the menu", True, r"(?:back )?on (?:the|our|their|its) menu"),
    ("on the menu", False, r"off (?:the|our|their|its) menu|(?:dropped|removed|taken) from (?:the|our|their|its) menu"),
    # a thing for sale, on its way to being sold
    ("sale", "for sale", r"(?:up |now |back )?for sale|on the market"),
    ("sale", "under offer", r"under offer|sale agreed|sold subject to contract|sold stc"),
    ("sale", "sold", rf"(?:has|have|had) (?:now |already |just )?been sold(?! out){_END}|(?:is|are|was|were) (?:now |already )?sold{_END}"
                     rf"|(?:has|have) (?:now |already |just )?sold{_END}"),
    ("sale", "withdrawn", r"off the market|withdrawn from sale"),
    # a machine, a lift, a line working or not
    ("in service", True, rf"(?:back )?in service|(?:back )?in (?:working )?order(?=\s*(?:$|[,.;:!?]))|(?:back )?in operation"
                         rf"|working(?: again| normally| properly)?(?=\s*(?:$|[,.;:!?]))|(?:has|have) been (?:repaired|fixed){_END}"),
    ("in service", False, r"out of (?:service|order|action|commission)|broken down|(?:is|are|was|were) broken(?=\s*(?:$|[,.;:!?]))"),
    # a place open at all hours (the word "open" beside it is read on its own)
    ("round the clock", True, r"(?:a)?round the clock|24/7|24 hours a day|twenty-four hours a day|day and night|night and day"
                              r"|(?<=open\s)(?:24|twenty-four) hours(?! (?:a|per|each) week)"),
    # a place being built, opened, or closed for good
    ("open for business", "under construction", r"under construction|(?:still )?being built"),
    ("open for business", True, r"(?:(?:has|have|had) (?:now |finally |just |officially )?(?:re)?opened"
                                r"|(?:re)?opened(?= (?:to the public|its doors)))(?: to the public| its doors(?: to the public)?)?"
                                r"(?=\s*(?:$|[,.;:!?]|for business|again|last|yesterday|this|in|on))|open for business"),
    ("open for business", False, r"closed (?:down|for good|permanently)|permanently (?:closed|shut)|shut (?:down )?(?:for good|permanently)"
                                 r"|(?:has|have|had) shut down|out of business|(?:ceased|stopped) trading|closed its doors"),
    # how far a plan, a job or a service has got: held, going ahead, decided (on hold for a buyer too: the sale axis
    # answers the same question, FAMILIES)
    ("progress", "on hold", r"(?:put )?on hold|paused|on ice|(?:suspended|halted)(?! (?:from|above|over|below|between|in|on|by)\b)"),
    ("progress", "under way", r"(?:back )?under ?way(?: again)?|going ahead|(?:back )?in progress|back on track|(?:has|have|had) resumed"),
    ("progress", "approved", rf"(?:has|have|had) (?:now |just |finally )?been (?:approved|given the go-ahead|granted){_END}"
                             rf"|(?:is|are|was|were) (?:now |finally )?approved{_END}|(?:given|got|gets) the go-ahead"),
    ("progress", "refused", rf"(?:has|have|had) (?:now |just )?been (?:refused|rejected|turned down){_END}|(?:is|are|was|were) (?:refused|rejected|turned down){_END}"),
    ("progress", "cancelled", rf"(?:has|have|had) (?:now |just )?been (?:cancell?ed|called off|scrapped|axed){_END}"
                              rf"|(?:is|are|was|were) (?:cancell?ed|called off|scrapped|axed){_END}"),
    # shut for a time, or kept from the public: the lexicon's "closed" ("is shut for the winter", "is off limits")
    ("open", False, r"(?:(?<=is\s)|(?<=are\s)|(?<=was\s)|(?<=were\s)|(?<=now\s)|(?<=has\s)|(?<=have\s)|(?<=had\s))shut(?!\s+down)"
                    r"|off limits|out of bounds"),
)

# a text holding none of these (lower-cased) holds no built-in phrase state: the pattern is not run (reading.py)
ANCHORS = ("hold", "paused", "on ice", "suspended", "halted", "under", "going ahead", "progress", "on track", "resumed", "approved",
           "go-ahead", "granted", "refused", "rejected", "turned down", "cancel", "called off", "scrapped", "axed", "shut",
           "limits", "bounds", "stock", "sold", "book", "left", "available", "remaining", "free", "vacanc", "menu", "sale", "market", "hold",
           "offer", "service", "order", "operation", "working", "repaired", "fixed", "action", "commission", "broken",
           "clock", "24", "twenty-four", "night", "construction", "built", "opened", "closed", "shut", "business", "trading",
           *_UNITS[3:-1].split("|"))

# axes that say the same thing with the same polarity ("sold out" / "fully booked" / "unavailable"): values/equivalence.py
GROUPS = (frozenset({"available", "in stock", "places left", "on the menu"}), frozenset({"up", "online", "running", "in service"}))

# the questions each axis answers; a phrase axis is related only to axes that share one (the lexicon's other words, and
# the rule file's, keep their old reading: every two are related)
FAMILIES: dict[str, frozenset[str]] = {
    "in stock": frozenset({"availability"}), "places left": frozenset({"availability"}),
    "on the menu": frozenset({"availability"}), "sale": frozenset({"availability", "progress"}),
    "available": frozenset({"availability"}), "progress": frozenset({"progress", "service"}),
    "present": frozenset({"availability"}),
    "in service": frozenset({"service"}), "up": frozenset({"service"}), "online": frozenset({"service"}),
    "running": frozenset({"service"}), "active": frozenset({"service"}),
    "round the clock": frozenset({"hours"}),
    "open for business": frozenset({"business"}), "open": frozenset({"business", "service", "hours"}),
}
_PHRASE_AXES = frozenset(axis for axis, _, _ in BUILT_IN) - {"open"}  # ("open": the lexicon's axis, a phrase for its word)


def apart(axis_a: str, axis_b: str) -> bool:
    """Do two states' axes answer different questions (a built-in phrase axis and an axis of none of its families)?"""
    if axis_a == axis_b or (axis_a not in _PHRASE_AXES and axis_b not in _PHRASE_AXES):
        return False
    return not FAMILIES.get(axis_a, frozenset()) & FAMILIES.get(axis_b, frozenset())


def _written(phrase: str) -> str:
    """A phrase the rule file gives, as a pattern: its words as written, any spacing between them."""
    return " ".join(re.escape(w) for w in phrase.split())


@lru_cache(maxsize=64)
def phrase_pattern(pairs: tuple[tuple[str, str], ...]) -> tuple[re.Pattern[str], tuple[tuple[str, object], ...], tuple[str, ...]]:
    """One pattern of every phrase state (the built-in ones, then the rule file's pairs of several words), the (axis,
    polarity) of each alternative by its group's number, and the words one of which a text must hold to be read."""
    states: list[tuple[str, object, str]] = []
    anchors = list(ANCHORS)
    for positive, negative in pairs:
        if " " in positive.strip() or " " in negative.strip():
            states += [(positive, True, _written(positive)), (positive, False, _written(negative))]
            anchors += [positive.split()[-1].lower(), negative.split()[-1].lower()]
    states += BUILT_IN
    alternatives = "|".join(f"(?P<s{i}>{p.replace(' ', _S)})" for i, (_, _, p) in enumerate(states))
    pattern = re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE)
    return pattern, tuple((axis, polarity) for axis, polarity, _ in states), tuple(anchors)
