"""More chats pasted from apps (conv25): a stamp written after the writer's name ("Dan (10:14):", "Jo (Sam's mum)
(Wed 3 Jun, 18:20):"), texting shorthand ("nt incl", "cn u"), a quip with a laugh at both ends, a day and a time
written with a dot ("fri 7.45"), a voice note that takes back a day in words or a whole statement ("no I'm not")."""

from __future__ import annotations

from datetime import date

from trustgate import chat_days, retakes, texting, turn_marks
from trustgate.alignment.check import align


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


DENTAL = "\n".join([
    "Oak Dental web chat",
    "Priya (Oak Dental) (Wed 3 Jun, 09:38): Hi Tom, I can move your check-up appointment if you like.",
    "Tom (Wed 3 Jun, 09:39): yes please, I can't do Thursday any more",
    "Priya (Oak Dental) (Wed 3 Jun, 09:40): We can see you on Monday 8 June, 2pm-3pm.",
    "Tom (Wed 3 Jun, 09:41): monday works, thanks",
    "Priya (Oak Dental) (Wed 3 Jun, 09:43): Booked. Please bring your new insurance card.",
])


def test_a_stamp_after_the_writer_is_no_time_of_the_message():
    assert ok("Tom's check-up appointment is on Monday 8 June, 2pm to 3pm.", DENTAL)
    assert not ok("Tom's check-up appointment is on Monday 8 June, 9:40 to 3pm.", DENTAL)


def test_a_stamp_after_the_writer_is_read_as_apps_write_it():
    lines = ["Jo (Sam's mum) (Wed 3 Jun, 18:20): Sam can't come", "Coach Lee (Wed 3 Jun, 18:31): ok thanks Jo",
             "Ruth | Fernway Travel (11:02): Your refund is on its way"]
    assert chat_days.stamps_first(lines) == ["[Wed 3 Jun, 18:20] Jo (Sam's mum): Sam can't come",
                                             "[Wed 3 Jun, 18:31] Coach Lee: ok thanks Jo",
                                             "[11:02] Ruth (Fernway Travel): Your refund is on its way"]
    landlord = ["Landlord (Mrs Hale), 4 May 2026: The gas check is on the 20th.", "Tenant (Ola), 5 May 2026: ok noted"]
    assert chat_days.stamps_first(landlord)[0] == "Landlord (Mrs Hale, 4 May 2026): The gas check is on the 20th."


def test_a_stamp_without_its_year_takes_the_year_its_weekday_fits():
    """A message stamped "Wed 3 Jun" in a chat observed on 1 June 2026 was written on Wednesday 3 June 2026 (3 June
    2025 was a Tuesday): its "Friday" is Friday 5 June 2026."""
    lines = ["[Wed 3 Jun, 18:05] Coach Lee: Friday's training is at the track", "[Wed 3 Jun, 18:09] Jo: ok"]
    assert "Friday (5 June 2026)" in chat_days.dated_lines(lines, date(2026, 6, 1))[0]


ROOF = "\n".join([
    "Roofer quote via Bark",
    "Sam (Fixit Roofing): hi cn do the gutters wed, £90 for the job, brackets nt incl",
    "Me: ok wed is fine",
    "Sam (Fixit Roofing): gr8 c u then",
])


def test_texting_shorthand_is_read_as_the_words_it_stands_for():
    assert texting.spelled("brackets nt incl, cn u do 2moro? dont worry") == \
        "brackets are not included, can you do tomorrow? don't worry"
    assert texting.spelled("the CD is nt here") == "the CD is not here"
    assert not ok("Sam's £90 price includes the brackets.", ROOF)


def test_a_thing_and_not_without_a_verb_is_a_denial():
    assert texting.spelled("breakfast not included, pets not allowed") == "breakfast is not included, pets are not allowed"
    assert texting.spelled("it is not included") == "it is not included"


CABIN = "\n".join([
    "Signal · Lake weekend",
    "Noor: so we're at the lodge from Friday to Sunday, I've booked it",
    "Ben: I can drive, the van takes 4 of us",
    "Noor: the lodge is 2,400 for the weekend, so 600 each",
    "Kit: lol or Ben pays for the lot and we cook for a month 🤣",
    "Ben: ha no chance",
])


def test_a_quip_with_a_laugh_at_both_ends_is_no_fact():
    assert texting.JOKE.search("haha or I pay it all and you clean up 😂")
    assert not texting.JOKE.search("allergic to cats lol, yet I have three")
    assert not ok("Ben is paying for the whole lodge.", CABIN)


def test_a_day_before_a_time_with_a_dot_makes_it_a_clock_time():
    assert turn_marks.bare_hours("see you fri 7.45ish") == "see you fri 7:45ish"
    assert turn_marks.bare_hours("ok, booking for 8.15") == "ok, booking for 8:15"
    assert turn_marks.bare_hours("sold on Sat 2.50 kg") == "sold on Sat 2.50 kg"


def test_a_day_of_the_month_in_words_is_taken_back():
    said, pairs = retakes.retaken("the party is on the twelfth no sorry the fourteenth at the hall")
    assert said == "the party is on the fourteenth at the hall" and pairs == [("twelfth", "fourteenth")]


def test_a_statement_taken_back_whole_is_denied():
    said, _ = retakes.retaken("I'm driving us there no I'm not Maya's driving she's got the big car")
    assert said.startswith("I'm not driving us there. Maya's driving")
    said, _ = retakes.retaken("we'll bring the tent no we won't the site has cabins")
    assert said.startswith("we will not bring the tent. the site has cabins")


def test_a_statement_said_denied_twice_is_left_alone():
    """Guard: "I'm not sure no I'm not" is denied already; nothing is doubled."""
    assert retakes.retaken("I'm not sure no I'm not")[0] == "I'm not sure no I'm not"


VOICE = ("Voice note from Aunt Bea (transcribed)\n"
         "hi darling I'm getting the train on the ninth no sorry the tenth and I'm bringing the cake no I'm not your "
         "mum's making it I'll stay till the Sunday")


def test_a_voice_note_keeps_what_follows_a_statement_taken_back():
    assert ok("Aunt Bea will stay until the Sunday.", VOICE)
    assert not ok("Aunt Bea is bringing the cake.", VOICE)


def test_this_morning_is_the_day_the_message_was_written():
    lines = ["[Tue 9 Jun, 08:02] Kai: weighed 70.2 this morning", "[Tue 9 Jun, 08:05] Lee: nice one, steady"]
    assert "this morning (9 June 2026)" in chat_days.dated_lines(lines, date(2026, 6, 1))[0]


GUTTERS = "\n".join([
    "Sam: hi I can do the gutters on Wednesday, it's £90 for the job. The brackets are not included.",
    "Me: ok Wednesday is fine, I'll buy the brackets",
    "Sam: great see you then",
])


def test_a_claim_that_leaves_a_thing_out_does_not_affirm_it():
    assert ok("Sam charges £90 for the job, not including the brackets.", GUTTERS)
    assert not ok("Sam's £90 for the job includes the brackets.", GUTTERS)


PICNIC = "\n".join([
    "WhatsApp · Park picnic",
    "Lena: picnic at the lake on Sunday, I'll bring the rugs",
    "Omar: I'm working that day sorry, next time",
    "Priya (Dev's mum): Dev can't make it, he's at his gran's",
    "Jules: I'll bring the lemonade and the cups",
    "Lena: great, shall we say 12 at the boathouse?",
    "Jules: 12 works, see you all there",
])


def test_a_writer_who_cannot_come_is_not_coming():
    assert not ok("Omar is coming to the picnic at the lake.", PICNIC)
    assert not ok("Dev is going to the picnic on Sunday.", PICNIC)
    assert ok("Jules will bring the lemonade to the picnic.", PICNIC)


def test_a_writer_who_can_come_after_all_is_coming():
    """Guard: a writer's later "I can make it after all" takes their "can't" back."""
    later = PICNIC + "\nOmar: ah they swapped my shift, I can make it after all"
    assert not any("Omar said" in f.message for f in align("Omar is coming to the picnic.", later, today=date(2026, 6, 1)).findings)


def test_a_weekday_said_as_a_clause_of_its_own_is_dated():
    lines = ["[Wed 3 Jun, 20:02] Ana: is the van coming tomorrow?", "[Wed 3 Jun, 20:04] Luis: not tomorrow, Saturday. between 8 and 10"]
    assert "Saturday (6 June 2026)" in chat_days.dated_lines(lines, date(2026, 6, 1))[1]


def test_what_is_owed_back_is_worked_out():
    from trustgate.values.worked import worked
    assert worked("I paid the £90 for the tickets, you owe me half") == "I paid the £90 for the tickets, you owe me half (£45 each)"


def test_a_no_before_the_phrase_that_answers_denies_only_the_question():
    chat = ("user: we're off to Lisbon on 3 July\nassistant: Are you going on your own?\n"
            "user: no with my brother Tomas, he's booked the hotel")
    assert ok("The user's brother Tomas booked the hotel in Lisbon.", chat)


FIXTURE = "\n".join([
    "TeamApp · Under 12s",
    "Coach Kim: Sunday's fixture v Leeds is now away, not home. Meet at the clubhouse at 9:30.",
    "Coach Kim: Bring the blue kit and a packed lunch please.",
    "Sara (Mia's mum): Mia will be there, she's very excited",
    "Coach Kim: Great, see you all on Sunday",
])


def test_a_not_after_a_comma_takes_back_a_phrase_of_the_clause_before():
    from trustgate.clauses import clauses
    said = [(c.text, c.negated) for c in clauses("The quiz is now on Tuesday, not Thursday.")]
    assert ("not Thursday; The quiz is now on", True) in said
    assert not ok("Sunday's fixture against Leeds is at home.", FIXTURE)
    assert ok("Sunday's fixture against Leeds is away.", FIXTURE)
