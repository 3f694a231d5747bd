"""Round 8 (helper conv8) of claims written from user/assistant chats (trustgate/turns.py, trustgate/retakes.py,
trustgate/pasted.py, alignment/chat.py): a value taken back inside one unpunctuated sentence, as a voice transcript
writes it ("on monday at 3 no wait make that wednesday at 3"), a date written in lower case ("the 25th of june"),
sarcasm with its marker, counts told as two numbers, a detail changed later (a pasted booking, "better go for",
"knocked it down to"), dozens, "not weekly", and a reply quoted after a frame.

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

import pytest

from trustgate import retakes
from trustgate.alignment import align
from trustgate.values import extract

DENTIST = ("user: dentist appointment is on monday at 3 no wait make that wednesday at 3\n"
           "assistant: Noted. Anything to bring?\nuser: the insurance card and my glasses")
PLUMBER = "user: the plumber comes at 9 on friday no sorry at 11\nassistant: OK, I'll remind you.\nuser: thanks"
WAKE = ("user: We're ordering chairs for the wake.\nassistant: How many?\n"
        "user: we need 30 chairs i mean 40 chairs and six tables\nassistant: Got it.")
PICNIC = ("user: the picnic is on the 14th of august at the lake\nassistant: Who's bringing food?\n"
          "user: my sister does the sandwiches")


def findings(claim: str, source: str) -> list[str]:
    """The findings on a claim, "user" granted as the gate's rule file grants it (`grounding.generic_words`)."""
    return [f.kind for f in align(claim, source, context_words="user users").findings]


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's dentist appointment is on Monday.", DENTIST),     # the day taken back mid-sentence
    ("The plumber comes at 9 on Friday.", PLUMBER),                # the hour taken back ("no sorry at 11")
    ("The user needs 30 chairs for the wake.", WAKE),              # "i mean 40 chairs"
    ("The picnic is on 14 July.", PICNIC),                         # another month than the one said in lower case
])
def test_a_corrupt_claim_is_refused(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's dentist appointment is on Wednesday at 3.", DENTIST),
    ("The plumber comes at 11 on Friday.", PLUMBER),
    ("The user needs 40 chairs for the wake.", WAKE),
    ("The user needs six tables for the wake.", WAKE),
    ("The picnic is on 14 August at the lake.", PICNIC),
])
def test_a_faithful_claim_passes(claim, source):
    assert findings(claim, source) == [], claim


def test_a_value_taken_back_inside_a_sentence():
    assert retakes.retaken("booked for tuesday no wait make that thursday the 3rd they had a gap") == (
        "booked for thursday the 3rd they had a gap", [("tuesday", "thursday")])
    assert retakes.retaken("the bus leaves at 7 on sunday, sorry, 8") == ("the bus leaves at 8 on sunday", [("7", "8")])
    # an apology, "no" or "actually" alone is no correction
    assert retakes.retaken("I'm at 5 sorry for the delay")[1] == []
    assert retakes.retaken("we have 2 cats and no dogs, actually 3 hamsters too")[1] == []


def test_a_date_in_lower_case():
    assert [(v.kind, v.norm) for v in extract("thursday the 25th of june")] == [("date", "--06-25")]
    assert [(v.kind, v.norm) for v in extract("from june 3rd")] == [("date", "--06-03")]
    assert [v.kind for v in extract("the 5th may be late")] == ["number"]  # "may" after a day is a verb without "of"


BOOTS = ("user: My walking boots split after a month. Oh great, because £140 for one month of walking is fine.\n"
         "assistant: Will you ask for a refund?\nuser: Yes, I've emailed the shop.")
PERMIT = ("user: The council wants £95 for a parking permit now. Sure, because £95 is nothing to a student.\n"
          "assistant: Are you buying one?\nuser: I have to, I park on the street.")

LUNCH = ("user: We're hosting Maya's christening lunch.\nassistant: How many are coming?\n"
         "user: Forty invited, thirty-two said yes including Maya's godparents.")

HOTEL = ("user: Here's the hotel booking:\n\"Room 214, 3 nights, breakfast included. Total £390.\"\n"
         "assistant: Anything to change?\nuser: Yes, we've switched to room 305, total now £465.")
VAN = ("user: I need a van for the move. A 3.5-tonne Luton, £95 a day.\nassistant: Is that big enough?\n"
       "user: On reflection better go for the 7.5-tonne at £140 a day.")
SOFA = ("user: The sofa was £1,200 in the sale.\nassistant: Did you buy it?\n"
        "user: I haggled and they knocked it down to £1,050, so yes.")

FETE = ("user: For the church fete I'm baking three dozen scones and half a dozen loaves.\nassistant: Busy weekend!\n"
        "user: And a dozen jam tarts.")

CLEANER = ("user: Our cleaner comes on Fridays, not weekly, every other Friday.\nassistant: How long does she stay?\n"
           "user: Three hours.")

GARAGE = ("user: I asked the landlord about the garage and got this back: \"We are happy for you to use the garage from March. "
          "We will not charge rent for the garage.\" Nice.\nassistant: Great news. Will you store the bikes there?\nuser: Yes, both bikes.")


@pytest.mark.parametrize(("claim", "source", "refused"), [
    # sarcasm with its marker states nothing
    ("The user thinks £140 for one month of walking is fine.", BOOTS, True),   # "Oh great, because ...": sarcasm
    ("The user's walking boots split after a month.", BOOTS, False),
    ("£95 is nothing to the user.", PERMIT, True),                              # "because £95 is nothing"
    ("The council charges £95 for a parking permit.", PERMIT, False),
    # counts told as two numbers
    ("Forty guests were invited to Maya's christening lunch.", LUNCH, False),   # a count named as a number word first
    ("Thirty-two guests said yes to Maya's christening lunch.", LUNCH, False),
    ("Thirty-two guests were invited to Maya's christening lunch.", LUNCH, True),  # the other count's number
    ("Forty guests said yes to Maya's christening lunch.", LUNCH, True),
    # a detail changed later
    ("The user's hotel room is 214.", HOTEL, True),              # a pasted booking, then one detail changed
    ("The user's hotel booking costs £390 in total.", HOTEL, True),
    ("The user's hotel room is 305.", HOTEL, False),
    ("The user's hotel booking costs £465 in total.", HOTEL, False),
    ("The user's hotel booking is for 3 nights.", HOTEL, False),  # what was not changed
    ("The user's van costs £95 a day.", VAN, True),               # "better go for": the choice revised
    ("The user's van costs £140 a day.", VAN, False),
    ("The user's van is a 7.5-tonne.", VAN, False),
    ("The user paid £1,200 for the sofa.", SOFA, True),            # "knocked it down to"
    ("The user's sofa was knocked down to £1,050.", SOFA, False),
    ("The sofa was originally £1,200.", SOFA, False),              # the old value, said to be the earlier one
    ("The user's hotel booking cost £390 before the user switched rooms.", HOTEL, False),
    # dozens
    ("The user is baking 36 scones for the church fete.", FETE, False),   # "three dozen"
    ("The user is baking 6 loaves.", FETE, False),                         # "half a dozen"
    ("The user is baking 30 scones for the church fete.", FETE, True),
    ("The user is baking 3 scones for the church fete.", FETE, True),
    # "every week" is what "not weekly" denies
    ("The user's cleaner comes every week.", CLEANER, True),      # "not weekly"
    ("The user's cleaner comes on Fridays.", CLEANER, False),
    # a reply quoted after a frame is its writer's
    ("The landlord is happy for the user to use the garage from March.", GARAGE, False),  # a quoted reply's "we"
    ("The landlord will not charge rent for the garage.", GARAGE, False),
    ("The landlord will charge rent for the garage.", GARAGE, True),
])
def test_kinds(claim, source, refused):
    assert bool(findings(claim, source)) is refused, claim
