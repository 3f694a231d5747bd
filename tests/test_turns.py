"""Claims written from user/assistant chats (trustgate/turns.py, alignment/chat.py): what the user asserted, as last
corrected, and nothing else.

The chats are written for this file (no probe set's sentences): a yes/no question the user answered with a bare no
or not at all, another person's unsettled word relayed, what held once, a possibility or a wish, a day said from a
date the chat gives, a correction of one of two values, and whose a fact is when an answer only names a thing.
The corrupt claims must be refused, the faithful ones beside them must pass.
"""

from __future__ import annotations

import pytest

from trustgate import turns
from trustgate.alignment import align

BIKE = ("user: I'm fixing up my road bike before a sportive.\nassistant: Are you using tubeless tyres?\nuser: Nope.\n"
        "assistant: Do you ride clipless?\nuser: Yes, with Shimano pedals.\nassistant: Will Ravi lend you his wheels?\n"
        "user: Ravi sold them, so Chloe will lend me hers.")
FLAT = ("user: My letting agent claims the service charge will rise to 1,400 next April.\nassistant: What do you pay now?\n"
        "user: 1,150 a year. My brother reckons the freeholder could sell the building, but nobody has confirmed that.\n"
        "user: I used to rent in Glasgow, now I own a flat in Dundee.")
MOVE = ("user: We may relocate to Porto in the spring.\nassistant: Where are you based now?\nuser: Valencia, in a "
        "rented house.\nuser: I wish we had a garden.")
DATES = ("user: It's Monday the 2nd of March 2026 and the boiler is leaking again.\nassistant: When is the plumber coming?\n"
         "user: This Thursday. The inspection was two days ago.")
JARS = ("user: I bottle about twelve jars of chutney a week.\nassistant: How many labels do you order?\n"
        "user: 200 labels a month. Sorry, it's more like fifteen jars, with the Christmas orders.")
PETS = ("user: We have a tortoise, Shelly, she's 40.\nassistant: Is she healthy?\nuser: Yes. Our dog, Pip, is 3 and "
        "very loud.\nassistant: Which vet do you use?\nuser: Greenway, on Mill Road.")

TRAIN = ("user: I'm taking the train to Leeds on Friday.\nassistant: From York?\nuser: No, from Harrogate, at 8:15.\n"
         "assistant: What would you do with a free afternoon?\nuser: I'd visit the Royal Armouries.\n"
         "user: The ticket was 23 pounds. I own four bikes lol, but the train is easier.")
GRANDAD = ("user: My grandad is 88 and still drives.\nassistant: Does he live alone?\n"
           "user: No, with my uncle Dev in Leicester.")
COLLEGE = ("user: My son Arlo is at college doing history.\nassistant: Does he enjoy it?\n"
           "user: Not much, he wants to switch to law next year.")
JAPAN = "user: We fly out on Monday.\nassistant: Have you been to Japan before?\nuser: Nope, first time!"
PILLS = ("user: I take metformin twice a day, though my GP thinks I should add gliclazide.\nassistant: Noted.")


def findings(claim: str, source: str) -> list[str]:
    return [f.kind for f in align(claim, source).findings]


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's road bike has tubeless tyres.", BIKE),           # a bare no to the assistant's question
    ("Ravi will lend the user his wheels.", BIKE),                # a yes/no question the answer does not confirm
    ("The service charge is 1,400.", FLAT),                       # a hedged report of a change to come
    ("The freeholder is selling the building.", FLAT),            # a report the user answers with "but"
    ("The user rents in Glasgow.", FLAT),                         # what held once
    ("The user lives in Porto.", MOVE),                           # a possibility stated as done
    ("The user has a garden.", MOVE),                             # a wish
    ("The plumber is coming on 2 March 2026.", DATES),            # the chat's today, not the day it names
    ("The user bottles about twelve jars of chutney a week.", JARS),  # the value the user corrected
    ("The user is 40 years old.", PETS),                          # the tortoise's age, "she" is not the user
    ("Shelly is 3 years old.", PETS),                             # the dog's age, named beside it
    ("The user takes the train from York.", TRAIN),               # "No, from Harrogate" denies the name asked about
    ("The user visits the Royal Armouries.", TRAIN),              # the answer to a supposing question
    ("The user takes gliclazide.", PILLS),                        # a name only a relayed, hedged word gives
    ("The user's grandad lives alone.", GRANDAD),                 # "No, with ..." denies what the question asked last
    ("Arlo studies law.", COLLEGE),                               # a plan stated as done
])
def test_a_corrupt_claim_is_refused(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user uses Shimano clipless pedals.", BIKE),             # a yes to the assistant's question
    ("Chloe will lend the user her wheels.", BIKE),
    ("The user's letting agent claims the service charge will rise to 1,400.", FLAT),  # the report, as a report
    ("The user pays a service charge of 1,150 a year.", FLAT),
    ("The user owns a flat in Dundee.", FLAT),
    ("The user lives in Valencia in a rented house.", MOVE),      # an answer that names a place, not a person
    ("The plumber is coming on 5 March 2026.", DATES),            # "this Thursday" from the chat's today
    ("The inspection was on 28 February 2026.", DATES),           # "two days ago"
    ("The user bottles about fifteen jars of chutney a week.", JARS),
    ("The user orders 200 labels a month.", JARS),                # the other value stays as said
    ("Shelly the tortoise is 40 years old.", PETS),
    ("The user's vet is Greenway on Mill Road.", PETS),
    ("The user takes the train from Harrogate at 8:15.", TRAIN),
    ("The user's train ticket cost £23.", TRAIN),                 # "23 pounds" is money or weight
    ("The user owns four bikes.", TRAIN),                         # a laugh is a tone, not a joke's denial
    ("The user takes metformin twice a day.", PILLS),
    ("The user's grandad lives with the user's uncle Dev in Leicester.", GRANDAD),  # "with my uncle": not whose it is
    ("Arlo studies history at college.", COLLEGE),
    ("Arlo wants to switch to law.", COLLEGE),
    ("The user is visiting Japan for the first time.", JAPAN),     # "Nope, first time!" denies "before", not Japan
])
def test_a_faithful_claim_passes(claim, source):
    assert findings(claim, source) == [], claim


def test_what_the_reader_keeps():
    bike = turns.read(BIKE.splitlines())
    assert bike.declined == ("Are you using tubeless tyres?",)
    assert "Will Ravi lend you his wheels?" in bike.context
    assert any(s.startswith("Do you ride clipless?") or s.startswith("Do you ride clipless:") for s in bike.asserted)
    flat = turns.read(FLAT.splitlines())
    assert any("1,400" in r for r in flat.reported) and any("freeholder" in r for r in flat.reported)
    assert not any("1,150" in r for r in flat.reported)
    move = turns.read(MOVE.splitlines())
    assert move.supposed == ("We may relocate to Porto in the spring.", "I wish we had a garden.")
    jars = turns.read(JARS.splitlines())
    assert jars.corrected == (("twelve", "fifteen"),)
    assert "I bottle about fifteen jars of chutney a week." in jars.asserted
    dates = turns.read(DATES.splitlines())
    assert any("(5 March 2026)" in s for s in dates.asserted) and any("(28 February 2026)" in s for s in dates.asserted)
