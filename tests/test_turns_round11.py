"""Round 11 (helper conv11) of claims written from user/assistant chats (trustgate/turns.py, retakes.py): in a
spoken sentence a value, a bare "no" and another value of its kind ("at 2 no 3 pm", "the 9th no the 10th") keep the
second. A number written with a leading zero ("07911 482615", a phone number or a code) is an identifier and
corrects no amount said before it, though a cue ("oh wait") opens its sentence. A value given "instead" ("he'll do it
for £430 instead") replaces the earlier value of its kind, and so does a value a thing "has gone up to" or "come down
to" ("the dose has gone up to 3 tablets"), and a price a seller "met me at" or one "settled on"; a rate ("£36 a month") is corrected by a plain amount of its size and keeps
its period. A change told done "from A to B" ("has moved from 6pm to 7:30pm", "changed ... from blue to mustard")
takes A back; one still to come ("goes up from £2 to £2.50 next month") leaves A standing. A chat stamped
"[Tue 2 Mar 18:02]" is a chat. A turn that opens by quoting the message it answers ("user: > assistant: ...") gives
that message as its writer's turn, and the line after it is the user's answer. A denial ends where "so" and a
subject open the next clause ("Priya didn't eat so she paid £5"). A spoken turn is read without its fillers and
repeated words ("for uh Friday at at 6 pm"), and an emoji answer opening a turn as its word (a thumbs up or a tick a
yes, a thumbs down, a cross or crossed arms a no, "6️⃣" a 6).

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

from datetime import date

import pytest

from trustgate.alignment import align

CASTLE = "user: [voice] book the bouncy castle for saturday at um 2 no 3 pm please\nassistant: Anything else?"
HAIRCUT = "user: [voice] my haircut is on the 9th no the 10th of March\nassistant: Noted."
ROOMS = "user: I have no car and 2 bikes.\nassistant: Noted."
TAXI = ("user: The taxi comes at 6 tomorrow morning.\nassistant: Noted.\n"
        "user: Oh wait, the driver's mobile is 07911 482615.")
CLUTCH = ("user: The garage quoted £480 for the clutch.\nassistant: That's steep.\n"
          "user: I haggled and he'll do it for £430 instead.")
DOSE = ("user: My dog takes 2 tablets of Rimadyl a day.\nassistant: OK.\n"
        "user: The vet rang, his dose has gone up to 3 tablets a day.")

GYM = ('user: The gym wrote: "Membership goes up from £30 to £36 a month from 1 May."\nassistant: Ouch.\n'
       "user: I complained and they'll do £33 instead.")
YOGA = "user: Our yoga class has moved from 6pm to 7:30pm.\nassistant: Noted."
SOFA = "user: I changed the sofa order from blue to mustard yesterday.\nassistant: Nice."
HAGGLE = ("user: The dealer's price for the car was £9,500.\nassistant: Did you haggle?\n"
          "user: Yes, he met me at £9,100, and the servicing plan is £300.")
SETTLED = "user: The painter quoted £1,200 for the hallway.\nassistant: OK.\nuser: We settled on £1,050 in the end."
FARE = "user: The bus fare goes up from £2 to £2.50 next month.\nassistant: Noted."


def findings(claim: str, source: str) -> list[str]:
    return [f.kind for f in align(claim, source, context_words="user users").findings]


DAYS = ("[Tue 2 Mar 18:02] user: The plumber comes on the 9th at 10.\n"
        "[Tue 2 Mar 18:03] assistant: Is that the 9th of March?\n"
        "[Wed 3 Mar 08:40] user: Yes. Sorry, he rang, it's the 11th at 2 now.")
QUOTED = ("user: > assistant: Your boiler service is on 12 May at £95.\n"
          "That's not right, the service is on 19 May and it costs £85.\n"
          "assistant: Updated.\n"
          "user: > Updated.\n"
          "Also the engineer is called Raj.")
BILL = "user: Priya didn't eat so she paid £5 for her drinks.\nassistant: OK."
LUNCH = ("user: Planning the team lunch on Friday.\nassistant: Shall I book Luigi's?\nuser: 👎 Nando's\n"
         "assistant: At 12:30?\nuser: 👍\nassistant: Are you paying for the drinks?\nuser: 🙅‍♂️ Tom is.\n"
         "assistant: Is the table for six?\nuser: ✅")
PLANTS = "user: [voice] um remind me for uh Friday at at 6 pm to to water the the plants\nassistant: Done."


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    # a value, a bare "no", another of its kind
    ("The user booked the bouncy castle for 3 pm.", CASTLE, True),
    ("The user booked the bouncy castle for 2 pm.", CASTLE, False),
    ("The user's haircut is on 10 March.", HAIRCUT, True),
    ("The user's haircut is on 9 March.", HAIRCUT, False),
    ("The user has 2 bikes.", ROOMS, True),   # "no car": no value before the no
    # a phone number after a cue corrects no amount
    ("The user's taxi comes at 6 tomorrow morning.", TAXI, True),
    ("The taxi driver's mobile is 07911 482615.", TAXI, True),
    # "instead", "has gone up to", a rate corrected by a plain amount
    ("The user's clutch repair costs £430.", CLUTCH, True),
    ("The user's clutch repair costs £480.", CLUTCH, False),
    ("The user's dog takes 3 tablets of Rimadyl a day.", DOSE, True),
    ("The user's dog takes 2 tablets of Rimadyl a day.", DOSE, False),
    ("The user's gym membership will be £33 a month from 1 May.", GYM, True),
    ("The user's gym membership will be £36 a month from 1 May.", GYM, False),
    # a price met or settled on after another
    ("The user's car costs £9,100.", HAGGLE, True),
    ("The user's car costs £9,500.", HAGGLE, False),
    ("The servicing plan costs £300.", HAGGLE, True),
    ("Painting the user's hallway costs £1,050.", SETTLED, True),
    ("Painting the user's hallway costs £1,200.", SETTLED, False),
    # "from A to B"
    ("The user's yoga class is at 7:30pm.", YOGA, True),
    ("The user's yoga class is at 6pm.", YOGA, False),
    ("The user's sofa order is mustard.", SOFA, True),
    ("The user's sofa order is blue.", SOFA, False),
    ("The bus fare is £2.", FARE, True),     # the change is still to come
    # a chat stamped with weekday, day and month
    ("The plumber comes on the 11th at 2.", DAYS, True),
    ("The plumber comes on the 9th at 10.", DAYS, False),
    # a reply that opens by quoting the message it answers
    ("The user's boiler service is on 19 May.", QUOTED, True),
    ("The user's boiler service costs £85.", QUOTED, True),
    ("The user's boiler engineer is called Raj.", QUOTED, True),
    ("The user's boiler service is on 12 May.", QUOTED, False),
    ("The user's boiler service costs £95.", QUOTED, False),
    # a denial ends at "so" and a subject
    ("Priya paid £5 for her drinks.", BILL, True),
    ("Priya ate.", BILL, False),
    # an answer given as an emoji
    ("The user booked Luigi's for the team lunch.", LUNCH, False),
    ("The team lunch is at 12:30.", LUNCH, True),
    ("The user is paying for the drinks at the team lunch.", LUNCH, False),
    ("The team lunch table is for six.", LUNCH, True),
])
def test_claims_from_chats_of_this_round(claim, source, grounded):
    assert (not findings(claim, source)) == grounded, findings(claim, source)


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The user has a reminder on Friday 5 March at 6 pm to water the plants.", True),
    ("The user has a reminder on Friday 12 March at 6 pm to water the plants.", False),
])
def test_a_spoken_turn_is_read_without_its_fillers_and_repeats(claim, grounded):
    got = [f.kind for f in align(claim, PLANTS, context_words="user users", today=date(2027, 3, 2)).findings]
    assert (not got) == grounded, got
