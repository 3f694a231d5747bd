"""Round 10 (helper conv10) of claims written from user/assistant chats (trustgate/turns.py, spans.py,
stages/grounding.py): a chat that never says what day it is is dated from the day it was observed
(`provenance.observed_at`): "the 19th" is the next 19th, "this Friday" the coming Friday; a day the user says it is,
though later in the same turn, still wins. A day and month written with a slash and no year ("12/06", "5/7") where a
date stands are read in the chat's own way (a day-first date elsewhere, else pounds or euros: day first; dollars only:
month first); a share ("3/4 of the quilt") stays a share. A price for a group ("£3 for six", "£6 a dozen") is worked
out per item and never grounds the same amount given for one ("£3 each"); "that plus fifty" adds fifty of the amount's
own units. A reading taken again inside one spoken sentence ("4.3 kg no sorry they weighed her again and got 4.1 kg")
keeps the second. A group chat pasted without indenting after the user's "copying the club chat here:" is its
writers' words, not the user's. An amount for one of a thing times the count of those things ("£95 a night", "five
nights") grounds the total the claim gives. "He'll install it" is the future, "£640 installed" a price, and "will be
installed" no past.

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from trustgate.alignment import align
from trustgate.gate import Gate

OBSERVED = datetime(2027, 3, 2, 9, tzinfo=UTC)  # a Tuesday

TYRES = ("user: The garage can fit the new tyres on the 19th at half nine.\nassistant: Shall I note that?\n"
         "user: Yes please. And my sister visits this Friday.")
DENTIST = ("user: The dentist texted: my check-up moved to 4/11 at 15:10.\nassistant: Anything to pay?\n"
           "user: £45 on the day.")
LEASE = "user: Our lease ends on 5/7 and the rent is $1,900 a month.\nassistant: Are you renewing?\nuser: Probably not."
QUILT = "user: I've done 3/4 of the quilt now, and used about £60 of fabric.\nassistant: Nice work!"
EGGS = "user: The farm shop sells eggs at £3 for six and honey at £5 a jar.\nassistant: How many eggs?\nuser: Two boxes."
ROLLS = "user: The bakery does bread rolls at £4.80 a dozen.\nassistant: Noted."
QUIZ = ("user: Last year the quiz night raised £450, and this year we're aiming for that plus fifty.\n"
        "assistant: Good luck!")
CAT = "user: the vet had Biscuit at 4.3 kg no sorry they weighed her again and got 4.1 kg\nassistant: Noted."
TANK = ("user: Setting up the aquarium.\nassistant: How big is the tank?\n"
        "user: The old one held 30 litres. The new one holds 60 litres, no wait I measured it again this evening, it's 54 "
        "litres.")
CLUB = ("user: copying the book club chat here:\nHelen: I can host on Thursday, I have 8 chairs.\n"
        "Ravi: I'm away that week, count me out.\nHelen: ok, Ravi's out then\nuser: I'll bring the wine.\nassistant: Noted.")
CABIN = "user: We've booked a log cabin in the Lakes at £95 a night.\nassistant: How long for?\nuser: Five nights."
FENCE = "user: The fencer quoted £640 installed.\nassistant: When?\nuser: He'll install it on the 14th."
SKIP = ("user: The skip arrives on Monday. Today is Wednesday 10 February 2027, for the record.\n"
        "assistant: Where will it go?\nuser: On the drive.")


def verdict(gate: Gate, claim: str, source: str) -> str:
    return gate.check({"text": claim, "domain": "chat", "provenance": {
        "source_kind": "user_direct", "source_id": "chat:1", "source_span": source, "evidence_count": 1,
        "confidence": 0.9, "observed_at": OBSERVED.isoformat()}}, now=OBSERVED).verdict


@pytest.fixture
def gate(rules, embedder):
    g = Gate(rules, ":memory:", clock=lambda: OBSERVED, embedder=embedder)
    yield g
    g.close()


@pytest.mark.parametrize(("claim", "source", "expected"), [
    ("The user's new tyres will be fitted on 19 March.", TYRES, "accept"),
    ("The user's new tyres will be fitted on 19 April.", TYRES, "reject"),
    ("The user's sister visits on Friday 5 March.", TYRES, "accept"),
    ("The user's sister visits on Friday 12 March.", TYRES, "reject"),
    ("The skip arrives on Monday 15 February 2027.", SKIP, "accept"),  # the day said in the turn, not the observed one
    ("The skip arrives on Monday 8 March 2027.", SKIP, "reject"),
    ("The user's dental check-up is on 4 November 2027 at 15:10.", DENTIST, "accept"),
    ("The user's dental check-up is on 11 April 2027.", DENTIST, "reject"),
    ("The user's lease ends on 7 May 2027.", LEASE, "accept"),
    ("The user's lease ends on 5 July 2027.", LEASE, "reject"),
    ("The user finished the quilt on 3 April 2027.", QUILT, "reject"),
])
def test_a_chat_is_dated_from_the_day_it_was_observed(gate, claim, source, expected):
    assert verdict(gate, claim, source) == expected


def test_without_an_observed_day_a_day_alone_is_not_dated():
    assert [f.kind for f in align("The user's new tyres will be fitted on 19 March.", TYRES, context_words="user")
            .findings]
    assert not align("The user's new tyres will be fitted on 19 March.", TYRES, context_words="user",
                     today=date(2027, 3, 2)).findings


def findings(claim: str, source: str) -> list[str]:
    return [f.kind for f in align(claim, source, context_words="user users").findings]


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    # a price for a group, an amount plus a number
    ("Eggs at the farm shop cost 50p each.", EGGS, True),
    ("Eggs at the farm shop cost £3 each.", EGGS, False),       # the price of six
    ("Honey at the farm shop costs £5 a jar.", EGGS, True),
    ("Bread rolls at the bakery cost 40p each.", ROLLS, True),
    ("Bread rolls at the bakery cost £4.80 each.", ROLLS, False),  # the price of a dozen
    ("This year's quiz night target is £500.", QUIZ, True),
    ("This year's quiz night target is £550.", QUIZ, False),
    # a reading taken again inside one sentence
    ("Biscuit weighs 4.1 kg.", CAT, True),
    ("Biscuit weighs 4.3 kg.", CAT, False),
    ("The user's new aquarium tank holds 54 litres.", TANK, True),
    ("The user's old aquarium tank held 30 litres.", TANK, True),
    ("The user's new aquarium tank holds 60 litres.", TANK, False),
    # a group chat pasted unindented
    ("The user will bring the wine to the book club.", CLUB, True),
    ("Helen can host the book club on Thursday.", CLUB, True),
    ("The user is away the week of the book club.", CLUB, False),   # Ravi's "I"
    ("The user can host the book club on Thursday.", CLUB, False),   # Helen's "I"
    ("The user has 8 chairs for the book club.", CLUB, False),
    # an amount for one times a count
    ("The user's log cabin costs £475 for five nights.", CABIN, True),
    ("The user's log cabin costs £475 in total.", CABIN, True),       # the count the chat gives
    ("The user's log cabin costs £450 for five nights.", CABIN, False),
    ("The user's log cabin costs £570 for six nights.", CABIN, False),  # six nights never said
])
def test_claims_from_chats_of_this_round(claim, source, grounded):
    assert (not findings(claim, source)) == grounded, findings(claim, source)


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The user's new fence will be installed on 14 March 2027.", True),
    ("The user's new fence costs £640 installed.", True),
    ("The user's new fence was installed on 14 March 2027.", False),  # not yet
])
def test_a_future_told_with_ll_and_a_price_with_a_participle(claim, grounded):
    got = [f.kind for f in align(claim, FENCE, context_words="user users", today=date(2027, 3, 2)).findings]
    assert (not got) == grounded, got
