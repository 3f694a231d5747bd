"""Round 12 (helper conv12) of claims written from user/assistant chats (trustgate/turns.py, pasted.py,
values/relative.py). A chat whose messages are stamped with their day ("[Wed 4 Mar 21:10]", "[2026-03-04 21:10]",
"[Sat 23:40]") says from each stamp what "today", "tomorrow" and "this Friday" are in that message: a stamp without
its year is in the latest year, up to the day the chat was observed, whose calendar puts that weekday on that date;
a stamp of a weekday alone is the latest such day up to the day observed.

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

from datetime import date

import pytest

from trustgate.alignment import align
from trustgate.values.relative import stamped_day

OBSERVED = date(2027, 5, 1)  # a Saturday; 4 March 2027 is a Thursday, 4 March 2026 a Wednesday

ELECTRICIAN = ("[Wed 4 Mar 21:10] user: The electrician is coming tomorrow at 9 to fit the oven.\n"
               "[Wed 4 Mar 21:11] assistant: Noted.")
REBOOKED = (ELECTRICIAN + "\n[Fri 6 Mar 08:05] user: He's just rung, he's ill, so he's coming on Monday instead.\n"
            "[Fri 6 Mar 08:06] assistant: Sorry to hear that.")
NETBALL = ("user: Pasting the netball chat so you know the plan:\n"
           "[Sat 7 Mar 10:02] Coach Amy: Match is tomorrow, meet at the leisure centre.\n"
           "[Sat 7 Mar 10:05] Lou: I can drive two girls.\n"
           "assistant: Got it.")
DRIP = ("[Sat 23:40] user: The next drip bag is due tomorrow at 6am.\n"
        "[Sat 23:41] assistant: OK.")


def findings(claim: str, source: str, today: date = OBSERVED) -> list[str]:
    return [f.kind for f in align(claim, source, context_words="user users", today=today).findings]


@pytest.mark.parametrize(("line", "day"), [
    ("[Wed 4 Mar 21:10] user: hi", date(2026, 3, 4)),     # the year whose calendar has a Wednesday 4 March
    ("[Thu 4 Mar 21:10] user: hi", date(2027, 3, 4)),
    ("[4 Mar 21:10] user: hi", date(2027, 3, 4)),         # no weekday: the latest 4 March up to the day observed
    ("[4 Jun 21:10] user: hi", date(2026, 6, 4)),
    ("[2025-11-03 10:42] user: hi", date(2025, 11, 3)),
    ("[Wed 23:40] user: hi", date(2027, 4, 28)),          # a weekday alone: the latest Wednesday up to 1 May 2027
    ("[Sat 23:40] user: hi", date(2027, 5, 1)),
    ("[21:10] user: hi", None),
    ("user: hi", None),
])
def test_the_day_a_stamp_says(line, day):
    assert stamped_day(line, OBSERVED) == day


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The electrician is coming on Thursday 5 March to fit the user's oven.", ELECTRICIAN, True),
    ("The electrician is coming on Sunday 2 May to fit the user's oven.", ELECTRICIAN, False),
    ("The electrician is coming on Monday 9 March.", REBOOKED, True),
    ("The electrician is coming on Thursday 5 March.", REBOOKED, False),
    ("The netball match is on Sunday 8 March.", NETBALL, True),
    ("The netball match is on Sunday 2 May.", NETBALL, False),
    ("The next drip bag is due on Sunday 2 May at 6am.", DRIP, True),
    ("The next drip bag is due on Saturday 8 May at 6am.", DRIP, False),
])
def test_a_stamped_message_says_its_own_today(claim, source, grounded):
    assert (not findings(claim, source)) == grounded, findings(claim, source)


GYM = ("user: Here's my chat with the gym's support team, please keep the details:\n"
       "Marta (FitHub support): Hi! I can see your membership is frozen until 3 May.\n"
       "Me: Could you restart it from 20 April? And can you do £25 a month?\n"
       "Marta (FitHub support): Done, it restarts on 20 April. Sorry, £29 a month is the lowest I can do.\n"
       "Me: ok, fine")
BANK = ("user: Pasting my chat with the bank:\n"
        "Agent (Priya): Your replacement card will arrive within 5 working days.\n"
        "Me: Can it come within 2 days?\n"
        "Agent (Priya): I'm afraid not, but I've waived the £10 fee.")


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The user's gym membership restarts on 20 April.", GYM, True),
    ("The user's gym membership costs £29 a month.", GYM, True),
    ("The user's gym membership costs £25 a month.", GYM, False),
    ("The user's replacement card will arrive within 5 working days.", BANK, True),
    ("Priya waived the £10 fee.", BANK, True),
    ("The user's replacement card will arrive within 2 days.", BANK, False),
])
def test_a_chat_the_user_pasted_with_named_and_tagged_speakers(claim, source, grounded):
    """A chat pasted whole into the user's turn, its writers tagged with their role ("Marta (FitHub support):", "Agent
    (Priya):") and the user's own lines written "Me:": the writers' lines are theirs, the questions only questions,
    though no assistant speaks."""
    assert (not findings(claim, source)) == grounded, findings(claim, source)


STATION = ("user: Pasting the family chat:\n"
           "Gran: Is Oscar collecting me from the station on Friday?\n"
           "Oscar: No, Aunt May is. I'm at work that day.\n"
           "assistant: Got it.")
WINE = "assistant: Is Dev bringing the wine to the barbecue?\nuser: No, my brother is."
PIANO = ("user: From the choir chat:\n"
         "Maria: Who's playing the piano on Sunday, you, Ivan?\n"
         "Ivan: Not me, Petra.\n"
         "assistant: Noted.")


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("Aunt May is collecting Gran from the station on Friday.", STATION, True),
    ("Oscar is collecting Gran from the station on Friday.", STATION, False),
    ("The user's brother is bringing the wine to the barbecue.", WINE, True),
    ("Dev is bringing the wine to the barbecue.", WINE, False),
    ("Petra is playing the piano on Sunday.", PIANO, True),
    ("Ivan is playing the piano on Sunday.", PIANO, False),
])
def test_an_answer_by_name_alone(claim, source, grounded):
    """"Is Oscar collecting me?" / "No, Aunt May is.": the one named does what was asked, the one asked about does not;
    "Who's playing, you, Ivan?" / "Not me, Petra." the same."""
    assert (not findings(claim, source)) == grounded, findings(claim, source)


@pytest.mark.parametrize(("text", "norm"), [
    ("Kick-off is half 3.", "03:30"),          # half past, as said in Britain
    ("meet at half seven tomorrow", "07:30"),
    ("Abendessen um 18 Uhr, bitte", "18:00"),  # the German hour, on the 24-hour clock
    ("the bus is at quarter past 9", "09:15"),
    ("doors open at 7 o'clock", "07:00"),
    ("cut it in half 3 times", None),          # a half, then a count
    ("half 2 litres of milk", None),
])
def test_clock_times_said_with_digits(text, norm):
    from trustgate.values import extract
    assert next((v.norm for v in extract(text) if v.kind == "time"), None) == norm


PLAY = "user: The school play is at half 6 on Thursday.\nassistant: Noted."


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The school play is at 6:30pm on Thursday.", True),
    ("The school play is at 6pm on Thursday.", False),
])
def test_half_the_hour_in_a_chat(claim, grounded):
    assert (not findings(claim, PLAY)) == grounded, findings(claim, PLAY)


REFILL = ("user: My inhaler is 100 micrograms, two puffs twice a day.\nassistant: Noted.\n"
          "user: The pharmacist said they only had 1 inhaler in stock, sorry.")
ALARM = "user (voice): set an alarm for seven thir- no, quarter to seven tomorrow\nassistant: Done."
PARIS = ("user: Le dîner chez ma sœur, c'est vendredi à 20h, we're bringing dessert.\n"
         "assistant: So dinner at your sister's on Friday at 8pm, and you're bringing dessert and 6 bottles of wine?\n"
         "user: Exactement.")


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    # a word broken off in a spoken turn ("thir-") is a false start
    ("The user's alarm is set for 6:45.", ALARM, True),
    ("The user's alarm is set for 7:30.", ALARM, False),
    # a yes in the language the user switched to
    ("The user is bringing 6 bottles of wine to dinner at their sister's.", PARIS, True),
])
def test_apologies_false_starts_and_a_yes_in_another_language(claim, source, grounded):
    assert (not findings(claim, source)) == grounded, findings(claim, source)


def test_an_apology_closing_a_sentence_corrects_nothing():
    from trustgate import turns
    chat = turns.read(REFILL.splitlines())
    assert chat is not None and chat.corrected == ()
    assert chat.asserted[0] == "My inhaler is 100 micrograms, two puffs twice a day."


EDITED = ("user: the piano tuner is coming on Monday at 10\nuser: *Wednesday\nassistant: Noted.\n"
          "user: he charges £60 for the tuning\nuser: £65* forgot the call-out\nassistant: OK.")


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The piano tuner is coming on Wednesday.", True),
    ("The piano tuner is coming on Monday.", False),
    ("The piano tuner charges £65.", True),
    ("The piano tuner charges £60.", False),
])
def test_a_correction_made_by_an_edit_mark(claim, grounded):
    """"*Wednesday" (or "£65*") sent after a message corrects the value of its kind in it, as a chat app's users
    mark an edit."""
    assert (not findings(claim, EDITED)) == grounded, findings(claim, EDITED)


YOGA = ("user: Mi clase de yoga es el martes at 6pm.\nassistant: Noted.\n"
        "user: Perdón, it's moved to jueves now.\nassistant: OK.")
LUNCHTIME = ("user (voice): remind me to ring the garage at half twelve\nassistant: Done.\n"
             "user (voice): actually make it one o'clock they shut for lunch\nassistant: Changed.")


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The user's yoga class is on Thursday.", YOGA, True),     # a weekday said in the language switched to
    ("The user's yoga class is on Tuesday.", YOGA, False),
    ("The user has a reminder to ring the garage at 1pm.", LUNCHTIME, True),   # "one o'clock" run on in a transcript
    ("The user has a reminder to ring the garage at 12:30.", LUNCHTIME, False),
])
def test_weekdays_in_another_language_and_o_clock_run_on(claim, source, grounded):
    assert (not findings(claim, source)) == grounded, findings(claim, source)



CARAVAN = "user: The site wants £25 for the awning on top of the £480 for the pitch.\nassistant: OK."


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The site wants £505 in total.", True),
    ("The site wants £455 in total.", False),
])
def test_an_amount_on_top_of_another(claim, grounded):
    """"£25 for the awning on top of the £480": the total is worked out, as "£480 plus £25" is."""
    assert (not findings(claim, CARAVAN)) == grounded, findings(claim, CARAVAN)


BAKE = ("user: The cake is £18 and the cupcakes are £2.50 each.\nassistant: Noted.\n"
        "user: I think the cake might be £20, let me check... no, £18 is right.")


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The cupcakes are £2.50 each.", True),
    ("The cupcakes are £18 each.", False),
    ("The cake is £18.", True),
])
def test_a_value_checked_and_found_right_corrects_nothing(claim, grounded):
    """"no, £18 is right" after a doubt restates the cake's price: it takes no other value back."""
    assert (not findings(claim, BAKE)) == grounded, findings(claim, BAKE)


TRAIN = "user: My train seat got changed from 42D to 17F, by the window.\nassistant: OK."


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The user's train seat is 17F.", True),
    ("The user's train seat is 42D.", False),
])
def test_a_seat_changed_from_one_to_another(claim, grounded):
    """"changed from 42D to 17F": seat numbers (digits and a letter) are one class, though "42D" reads as a measure."""
    assert (not findings(claim, TRAIN)) == grounded, findings(claim, TRAIN)


HOTEL = ("assistant: For the hotel form: how many rooms, what time you arrive, and do you need parking?\n"
         "user: 2 rooms, about 6pm, no parking")


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The user needs 2 rooms at the hotel.", True),
    ("The user needs parking at the hotel.", False),
])
def test_several_questions_answered_in_one_line_with_a_no(claim, grounded):
    """"2 rooms, about 6pm, no parking": the question of parking is answered no, not asked again as said."""
    assert (not findings(claim, HOTEL)) == grounded, findings(claim, HOTEL)
