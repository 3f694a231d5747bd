"""Round 9 (helper conv9) of claims written from user/assistant chats (trustgate/turns.py, trustgate/retakes.py,
alignment/chat.py, replies.py, spans.py): voice-transcript corrections told as a change ("no wait they moved it to ...") or with "no
actually", a correction that re-says what followed the old value with its own new value ("monday at 3 no wait
wednesday at 5"), a "no" run into the statement it opens ("no we've got plenty"), and a relay said without
punctuation ("the big one he said the small one would ..."), a group chat or a record pasted indented under a
user's turn, "I amended the time to ...", an answer that only says which of the assistant's numbered options ("The
third one, please."), a reading retaken ("then she measured again and got 98 cm", "go with 176"), an amount said as another plus some ("that plus 50 percent", "that plus three pounds"), and a correction in words of a count said in words ("Three bulk bags. Actually two's plenty").

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

import pytest

from trustgate import retakes
from trustgate.alignment import align

RECITAL = ("user: Two tickets came through for the piano recital.\nassistant: When is it?\n"
           "user: the recital is saturday the 9th no wait they moved it to sunday the 10th at 4\nassistant: Noted.")
KAYAK = ("user: ok the kayak shop rang back\nassistant: Which kayak are you getting?\n"
         "user: the sit-in twelve foot no actually the ten foot one he said twelve would never fit on the car\n"
         "assistant: And the paddle?\nuser: the carbon one")
DOGFOOD = ("user: Planning the week's shopping.\nassistant: Do you want me to add dog food to the order?\n"
           "user: no we still have two sacks in the garage")
SWIM = "user: the swim gala is on monday at 3 no wait make that wednesday at 5\nassistant: Got it."
ROTA = ("user: Copying the rota chat so you can keep track:\n  Nadia: I'll take the Tuesday shift, I can do 9 to 1.\n"
        "  Me: I'm doing Thursday afternoon.\nassistant: Got it. Anyone on Friday?\nuser: Not yet.")
TABLE = ("user: This is the table booking I got:\n  Restaurant: Olive Tree\n  Date: 14 Mar 2026\n  Time: 19:30\n  Guests: 6\n"
         "assistant: Saved.\nuser: I amended the time to 20:15 this morning.")
BLENDER = ("user: Which blender should I get?\n"
           "assistant: Three good ones: 1) Ninja, £89, 1200 W. 2) Vitamix, £399, 1400 W. 3) Nutribullet, £59, 900 W.\n"
           "user: The third one, please.")
BOOTS = ("user: Buying walking boots online.\nassistant: What's your foot length?\n"
         "user: My foot measured 27 cm, then the shop assistant measured again and got 26.5 cm, use the second one.")
SHELF = ("user: Ordering a shelf for the utility room.\nassistant: What size?\nuser: Length 180 cm, depth 30 cm.\n"
         "assistant: Got it.\nuser: I measured the length again along the wall and it's 176 cm, go with 176.")
CAKES = ("user: Ordering cakes for the fete.\nassistant: Prices?\n"
         "user: The small sponge is £18, and the large one is that plus 50 percent. The cupcakes are £12 a dozen, the iced "
         "ones that plus three pounds.")
GRAVEL = "user: We need gravel for the path, 12 m by 1 m.\nassistant: How much?\nuser: Three bulk bags. Actually two's plenty, the path is short."


def findings(claim: str, source: str) -> list[str]:
    """The findings on a claim, "user" granted as the gate's rule file grants it (`grounding.generic_words`)."""
    return [f.kind for f in align(claim, source, context_words="user users").findings]


@pytest.mark.parametrize(("claim", "source"), [
    ("The piano recital is on Saturday the 9th.", RECITAL),          # taken back: "no wait they moved it to"
    ("The user is getting the twelve-foot kayak.", KAYAK),           # taken back: "no actually"
    ("The user asked for dog food to be added to the order.", DOGFOOD),
    ("The swim gala is on Wednesday at 3.", SWIM),                   # the hour was re-said with the new day
    ("The user will take the Tuesday shift from 9 to 1.", ROTA),     # Nadia's line, pasted indented
    ("The user's table booking at Olive Tree is at 19:30.", TABLE),  # "I amended the time to 20:15"
    ("The user picked the Vitamix at £399.", BLENDER),               # an option not taken
    ("The user needs three bulk bags of gravel.", GRAVEL),           # "Actually two's plenty"
    ("The large sponge cake costs £68.", CAKES),                     # the sum done wrong
    ("The iced cupcakes cost £36 a dozen.", CAKES),                  # three times, not plus three
    ("The user's foot measures 27 cm.", BOOTS),                      # the reading retaken ("measured again")
    ("The utility room shelf is 180 cm long.", SHELF),               # "go with 176"
])
def test_a_corrupt_claim_is_refused(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The piano recital is on Sunday the 10th at 4.", RECITAL),
    ("The user got two tickets for the piano recital.", RECITAL),    # "Two" is not what the later change replaced
    ("The user is getting the ten-foot kayak.", KAYAK),              # the shop's word is a reason, not the choice
    ("The user still has two sacks of dog food in the garage.", DOGFOOD),
    ("The swim gala is on Wednesday at 5.", SWIM),
    ("Nadia will take the Tuesday shift from 9 to 1.", ROTA),
    ("The user is doing Thursday afternoon.", ROTA),                 # the user's own pasted line ("Me:")
    ("The user's table booking at Olive Tree is at 20:15.", TABLE),
    ("The user's table booking at Olive Tree is for 6 guests.", TABLE),
    ("The user picked the Nutribullet at £59.", BLENDER),            # "The third one, please."
    ("The user needs two bulk bags of gravel.", GRAVEL),
    ("The large sponge cake costs £27.", CAKES),                     # "that plus 50 percent"
    ("The iced cupcakes cost £15 a dozen.", CAKES),                  # "that plus three pounds"
    ("The user's foot measures 26.5 cm.", BOOTS),
    ("The utility room shelf is 176 cm long.", SHELF),
    ("The utility room shelf is 30 cm deep.", SHELF),
])
def test_a_faithful_claim_passes(claim, source):
    assert findings(claim, source) == [], claim


def test_a_value_taken_back_as_a_change_or_with_no_actually():
    assert retakes.retaken("pickup is at 9 no wait they pushed it to 10 because of traffic") == (
        "pickup is at 10 because of traffic", [("9", "10")])
    assert retakes.retaken("the recital is on saturday no actually sunday at 4") == ("the recital is on sunday at 4",
                                                                                    [("saturday", "sunday")])
    assert retakes.retaken("on monday at 3 no wait make that wednesday at 5") == ("on wednesday at 5", [("monday", "wednesday"), ("3", "5")])
    # "no" and "actually" apart, or a change with no value before it, take nothing back
    assert retakes.retaken("we have 2 cats and no dogs, actually 3 hamsters too")[1] == []
    assert retakes.retaken("I have no car, actually 2 bikes")[1] == []


def test_a_count_in_words_corrected_in_words():
    """"Two tonne bags. Actually one's enough.": the count said in words is the one of its size, not "3 m" said before;
    and "2 m" is never read inside "12 m"."""
    from trustgate import turns

    chat = turns.read(["user: The bed is 12 m by 2 m, with a 3 m path.", "assistant: Compost?",
                       "user: Two tonne bags. Actually one's enough."])
    assert chat.asserted[:2] == ("The bed is 12 m by 2 m, with a 3 m path.", "Compost: one tonne bags.")
    assert chat.corrected == (("Two tonne", "one tonne"),)
    assert turns._put("area 12 m by 7 m, patio 3 m by 2 m", ("2 m", None), ("4 m", None))[0] == "area 12 m by 7 m, patio 3 m by 4 m"
