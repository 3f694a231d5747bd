"""Sums a chat's user leaves unworked in one sentence: a balance after money paid in or taken out, a rate from a total
for a count of hours or days, and a clock time some minutes before or after another.

Contract. `reckoned(sentence)` returns the sentence with each such sum followed by its value in parentheses, as
`worked.worked` follows a share with its amount: "had £1,850 in it and I just paid in £400 (£2,250 now)", "12 hours
of tutoring and got paid £300 (£25 an hour)", "leaves at 14:40 and I need to be there 25 minutes early (at 14:15)",
"from 6.30pm for 2 hours (until 8:30pm)". Only these shapes, each with the one amount or time it works from in the
sentence; a rate only where the sentence says the money was paid, earned or charged, and only when it comes to whole
pence.

Why: memory written from a chat holds the balance, the rate or the time ("the user's balance is £2,250", "the user
needs to be at the station by 14:15"), which the chat never writes; read as words, the claim's value is found nowhere,
and a wrong one is refused no better than the right one.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from decimal import Decimal

from .reading import extract
from .worked import _show  # noqa: PLC2701 (one way to write an amount for both kinds of sum)

__all__ = ["reckoned"]

# what there was before: "had £1,850 in it", "the balance was £600", "there's £90 in the kitty"
_HELD = re.compile(r"\b(?:had|has|have|held|holds|was|is|balance\s+(?:of|was|is)|there(?:'s|\s+is|\s+was))\s+(?:only\s+|just\s+|about\s+)?$",
                   re.IGNORECASE)
_IN = re.compile(r"\b(?:paid|put|deposited|added|transferred|moved|topped\s+(?:it\s+)?up\s+with)\s+(?:in\s+|back\s+)?(?:another\s+)?$"
                 r"|\b(?:paid|put)\s+(?:in|into\s+it)\s+$", re.IGNORECASE)
_OUT = re.compile(r"\b(?:took\s+out|taken\s+out|withdrew|withdrawn|spent|paid\s+out|moved\s+out)\s+$", re.IGNORECASE)
# money said to be paid for work or for a stay: "got paid £300", "earned £300", "charged £240", "it came to £420"
_PAID = re.compile(r"\b(?:paid|earn(?:ed|s|t)?|made|charged?|charges|billed|came\s+to|costs?|total(?:led)?)\b", re.IGNORECASE)
_COUNT_OF = re.compile(r"^(\S+)\s+(hour|day|night|week|month)s?$", re.IGNORECASE)
_BEFORE = re.compile(r"\s+(?:early|earlier|before(?:hand)?|ahead|in\s+advance|beforehand)\b", re.IGNORECASE)
_AFTER = re.compile(r"\s+(?:later|after(?:wards)?)\b", re.IGNORECASE)
_FOR = re.compile(r"\b(?:for|lasts?|lasting|takes?|taking)\s+(?:about\s+|around\s+)?$", re.IGNORECASE)


def _amount(v, amount: Decimal) -> str:
    """The amount written as the sentence writes `v` ("£2,250" beside "£1,850"), with no period."""
    return _show(v, amount, "")


def _clock(v, delta: timedelta) -> str:
    """The time `v` moved by `delta`, written as `v` is: "14:15" for "14:40", "8:30pm" for "6.30pm"."""
    t = datetime.strptime(str(v.norm), "%H:%M") + delta
    if re.search(r"[ap]\.?m\.?", v.text, re.IGNORECASE):
        hour = t.hour % 12 or 12
        return f"{hour}{t.strftime(':%M') if t.minute else ''}{'am' if t.hour < 12 else 'pm'}"
    return t.strftime("%H:%M") if re.match(r"\d{2}", v.text) else f"{t.hour}:{t.minute:02d}"  # "9:10" -> "8:30"


def reckoned(sentence: str) -> str:
    """The sentence with each balance, rate or clock time it leaves unworked followed by it (see the module)."""
    values = extract(sentence)
    money = [v for v in values if v.kind == "money" and not v.period]
    notes: list[tuple[int, str]] = []
    for a, b in zip(money, money[1:]):  # a balance, then money paid in or taken out
        if a.unit != b.unit or not _HELD.search(sentence[:a.start]):
            continue
        if _IN.search(sentence[:b.start]):
            notes.append((b.end, f" ({_amount(b, a.norm + b.norm)} now)"))
        elif _OUT.search(sentence[:b.start]) and a.norm >= b.norm:
            notes.append((b.end, f" ({_amount(b, a.norm - b.norm)} left)"))
    spans = [v for v in values if v.kind == "duration"]
    counted = [(_COUNT_OF.match(v.text), v) for v in spans]
    counted = [(m, v) for m, v in counted if m]
    if len(money) == 1 and len(counted) == 1 and len(spans) == 1 and _PAID.search(sentence):
        m, _ = counted[0]
        n = [x for x in extract(m.group(1)) if x.kind == "number" and x.norm == int(x.norm) and x.norm >= 2]
        if n:
            each = money[0].norm / n[0].norm
            if each == each.quantize(Decimal("0.01")):
                notes.append((money[0].end, f" ({_amount(money[0], each)} an {m.group(2).lower()})" if m.group(2).lower() == "hour"
                              else f" ({_amount(money[0], each)} a {m.group(2).lower()})"))
    times = [v for v in values if v.kind == "time" and re.fullmatch(r"\d{2}:\d{2}", str(v.norm))]
    if len(times) == 1 and len(spans) == 1:
        t, d = times[0], spans[0]
        delta = timedelta(seconds=float(d.norm))
        if _BEFORE.match(sentence, d.end):
            notes.append((_BEFORE.match(sentence, d.end).end(), f" (at {_clock(t, -delta)})"))  # type: ignore[union-attr]
        elif _AFTER.match(sentence, d.end):
            notes.append((_AFTER.match(sentence, d.end).end(), f" (at {_clock(t, delta)})"))  # type: ignore[union-attr]
        elif t.end <= d.start and _FOR.search(sentence[:d.start]):
            notes.append((d.end, f" (until {_clock(t, delta)})"))
    for at, note in sorted(notes, reverse=True):
        sentence = sentence[:at] + note + sentence[at:]
    return sentence
