"""Round 7 (helper conv7) of claims written from user/assistant chats (trustgate/turns.py, alignment/chat.py): a tag
question standing for the statement before it ("Correct?", "Would you?"), an either/or question answered with one
option, the assistant's summary confirmed with one item denied or replaced ("No X, that's wrong. The rest is
right."; "Three, not two. Otherwise yes."), a pasted group chat whose other speakers' "I" is not the user, an option
set aside with ", not the X", and a weekday said after a date ("the Sunday after").

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

import pytest

from trustgate.alignment import align

HALL = ("user: I'm booking the village hall for our quiz.\n"
        "assistant: The hall charges £22 an hour, so three hours comes to £66. Correct?\nuser: Yes.")
STALL = ("user: The school fair is on Friday.\nassistant: The school asked whether you could run the cake stall. Would you?\n"
         "user: Sure, put me down.")
COVER = ("user: I'm renewing my home insurance.\nassistant: Do you want buildings and contents, or contents only?\n"
         "user: contents only, I rent\nassistant: Any high-value items?\nuser: A bike worth £1,900.")
SEAT = ("user: Booking my train to Glasgow.\nassistant: Quiet coach or standard coach?\nuser: quiet coach\n"
        "assistant: Forward or backward facing?\nuser: forward facing")
CAKE = ("user: I'm ordering a birthday cake for my son.\n"
        "assistant: To confirm: a chocolate sponge, serves twenty, collection at 11 am, and a gluten-free version.\n"
        "user: No gluten-free, that's not needed. The rest is right.")
TAXI = ("user: I need a taxi to the airport on Thursday.\n"
        "assistant: So that's a pickup at 5:30 am from Elm Street, for two passengers.\n"
        "user: Three passengers, not two. Otherwise yes.")
TILES = ("user: We're retiling the bathroom.\nassistant: So: white metro tiles, grey grout, and a marble floor.\n"
         "user: Slate floor, not marble. The rest is right.")
NAMED = ("user: We're adopting a rescue cat.\nassistant: So: a tabby called Pickle, collected on Saturday.\n"
         "user: No, we haven't picked a name yet. The rest is right.")
RELAY = ("user: Here's our club chat about Sunday's relay:\n"
         "[Mon 19:01] Kasia: I'll run the first leg, I'm doing 5 km.\n"
         "[Mon 19:03] Me: I'll take the second leg then.\n"
         "[Mon 19:04] Jordan: I'm driving from Preston so I can bring the cones.\n"
         "assistant: Got it. Where does it start?\nuser: At the Ribble bridge.")
PAINT = ("user: We're painting the hallway sage green, not the grey we had before.\nassistant: How many coats?\nuser: Two.")
PICNIC = ("user: My sister's wedding is on Thursday 4 June 2026. We're having a family picnic the Sunday after.\n"
          "assistant: Lovely. Where?\nuser: Hampstead Heath.")


def findings(claim: str, source: str) -> list[str]:
    return [f.kind for f in align(claim, source, context_words="user users").findings]


PHOTOS = ("user: I'm getting our wedding photos printed.\nassistant: Matte finish or gloss?\nuser: gloss please\n"
          "assistant: Who's collecting them?\nuser: Here's what my brother sent:\n> From Owen: I'll pick them up on Friday, "
          "my car has room.")
HIKE = ("user: Pasting the walking group chat:\n[Sat 09:12] Auntie Mel: I'll bring the flasks, I'm parking at the visitor centre.\n"
        "[Sat 09:14] Me: I'll bring the map.\nassistant: Noted. How long is the walk?\nuser: About 12 km.")


# the assistant's closing statement worked out with ", so ..." and confirmed; a yes/no question answered by a value;
# "Not yet." and a plan; a quote the user says was revised
CASTLE = ("user: We're hiring a bouncy castle for Saturday.\n"
          "assistant: It's £85 for the day plus £20 delivery, so £105 altogether.\nuser: Yes.")
COURSE8 = ("user: My evening course starts on Monday 7 September 2026.\n"
           "assistant: It runs for eight Mondays, so the last class is on 26 October.\nuser: Right.")
GYM = "user: I've joined Ironworks gym.\nassistant: Does the gym charge for classes?\nuser: £6 per class, booked online."
VET = ("user: The cat has been limping since Sunday.\nassistant: Have you booked the vet?\n"
       "user: Not yet. I'll do it tomorrow morning.")
CLUTCH = ("user: The garage quoted £640 for the new clutch.\nassistant: That seems steep.\n"
          "user: They've sent a revised quote: £580 including the MOT.")


# an amount said relative to another ("half of what we paid last year", "half of that"); a guest taken off a list
COUNCIL = ("user: Our council tax last year was £1,620.\nassistant: And this year?\n"
           "user: We moved to a smaller band, so this year's council tax is about half of what we paid last year.")
STIPEND = ("user: My PhD stipend is £19,000 and the summer school pays a quarter of that on top.\nassistant: Nice.\n"
           "user: It helps.")
GUESTS = ("user: Barbecue guest list: Amira, Tom and Bea.\nassistant: Noted.\n"
          "user: Take Tom off, he's away that weekend.")

GROCERY = ("user: Set up my weekly grocery order.\nassistant: Anything you never want substituted in?\n"
           "user: No oat milk, and no bananas. Delivery on Saturdays.")


CASES = [
    # faithful 7
    ("The user's village hall booking comes to £66.", HALL, True),        # the statement a tag question asks about, confirmed
    ("The user will run the cake stall at the school fair.", STALL, True),
    ("The user's home insurance covers contents only.", COVER, True),
    ("The user has a quiet coach seat on the train to Glasgow.", SEAT, True),
    ("The user's birthday cake serves twenty.", CAKE, True),              # the summary's other items, confirmed
    ("The user collects the birthday cake at 11 am.", CAKE, True),
    ("The user's taxi pickup is at 5:30 am.", TAXI, True),
    ("The user's airport taxi is for three passengers.", TAXI, True),
    ("The user's new bathroom has white metro tiles.", TILES, True),
    ("The user's new bathroom floor is slate.", TILES, True),
    ("The user is running the second leg of the relay.", RELAY, True),    # "Me:" in a pasted group chat is the user
    ("Jordan is bringing the cones to the relay.", RELAY, True),
    ("The user is painting the hallway sage green.", PAINT, True),
    ("The family picnic is on Sunday 7 June 2026.", PICNIC, True),
    # corrupt 7
    ("The user's village hall booking comes to £88.", HALL, False),
    ("The user's home insurance covers buildings and contents.", COVER, False),  # the option not taken
    ("The user has a standard coach seat on the train to Glasgow.", SEAT, False),
    ("The user's train seat is backward facing.", SEAT, False),
    ("The user ordered a gluten-free birthday cake.", CAKE, False),         # the summary's item the user denied
    ("The user's airport taxi is for two passengers.", TAXI, False),        # the summary's value the user replaced
    ("The user's new bathroom floor is marble.", TILES, False),
    ("The user's rescue cat is called Pickle.", NAMED, False),              # a denial the summary cannot place: nothing joined
    ("The user is running the first leg of the relay.", RELAY, False),      # Kasia's "I", not the user's
    ("The user is driving from Preston to the relay.", RELAY, False),       # Jordan's "I"
    ("The user is painting the hallway grey.", PAINT, False),               # ", not the grey"
    ("The family picnic is on Sunday 31 May 2026.", PICNIC, False),
    # faithful 7b
    ("The user chose a gloss finish for the wedding photos.", PHOTOS, True),  # the noun both options share
    ("Owen is picking up the wedding photos on Friday.", PHOTOS, True),
    ("Auntie Mel is bringing the flasks on the walk.", HIKE, True),            # a writer's name of two words kept
    ("The user is bringing the map on the walk.", HIKE, True),
    # corrupt 7b
    ("The user chose a matte finish for the wedding photos.", PHOTOS, False),
    ("The user is picking up the wedding photos on Friday.", PHOTOS, False),    # the forwarded message's "I" is Owen's
    ("The user is parking at the visitor centre.", HIKE, False),
    # faithful 7c
    ("The user's bouncy castle hire comes to £105 altogether.", CASTLE, True),
    ("The user's last evening class is on 26 October.", COURSE8, True),
    ("The user's gym charges £6 per class.", GYM, True),
    ("The user plans to book the vet tomorrow morning.", VET, True),      # "Not yet." denies it is done, not the plan
    ("The garage's revised quote for the clutch is £580.", CLUTCH, True),
    # corrupt 7c
    ("The user's bouncy castle hire comes to £125 altogether.", CASTLE, False),
    ("The user's gym charges £8 per class.", GYM, False),
    ("The user has booked the vet.", VET, False),
    ("The garage's quote for the clutch is £640.", CLUTCH, False),          # the figure the revised one replaced
    # relative 7d
    ("The user's council tax this year is about £810.", COUNCIL, True),
    ("The user's council tax this year is about £540.", COUNCIL, False),
    ("The user's summer school pays £4,750.", STIPEND, True),
    ("The user's summer school pays about £9,500.", STIPEND, False),
    ("Amira is on the user's barbecue guest list.", GUESTS, True),
    ("Tom is on the user's barbecue guest list.", GUESTS, False),
    # a claim that says "excludes" agrees with "no bananas"
    ("The user's grocery order excludes bananas.", GROCERY, True),
    ("The user's grocery order includes bananas.", GROCERY, False),
]


@pytest.mark.parametrize(("claim", "source", "passes"), CASES)
def test_round_7(claim, source, passes):
    """A faithful claim passes (no finding); a corrupt one is refused (some finding)."""
    assert (findings(claim, source) == []) is passes, claim
