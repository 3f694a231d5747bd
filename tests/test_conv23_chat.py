"""Chats of people pasted from more apps (conv23): a voice note's self-repair inside one message, "not 45 like you
said", clock times written "at 8.15" or said "at six forty five", a question the next writer agrees to, an agreement
that says the other writer's value ("ok 2 dozen"), a Matrix handle as a writer, a writer's line over the message, a
time zone after a clock time."""

from __future__ import annotations

from datetime import date

from trustgate import chat_days, chat_lines, turn_marks
from trustgate.alignment.check import align
from trustgate.alignment.claim import read_claim


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


def judged(lines: list[str], right: str, wrong: str) -> None:
    """The chat of `lines` grounds the right claim and not the wrong one."""
    span = "\n".join(lines)
    assert ok(right, span)
    assert not ok(wrong, span)


VOICE = "\n".join([
    "Signal-ish export — Auntie Bea",
    "Auntie Bea (voice note, transcribed): ok so the scan is on the erm the 3rd of March no the 5th of March, at the "
    "General, and the car park there is pay and display",
    "Me: do you want me to drive you?",
    "Auntie Bea (voice note, transcribed): no love, your cousin Raf is taking me, thank you though",
])


def test_a_value_taken_back_inside_a_voice_note_is_replaced_by_the_one_meant():
    assert ok("Auntie Bea's scan is on 5 March at the General.", VOICE)
    assert not ok("Auntie Bea's scan is on 3 March at the General.", VOICE)


def test_a_value_after_not_with_whose_word_it_was_is_the_one_taken_back():
    judged([
        "Group: flat 4B",
        "Nadia: the cleaner is coming every other Friday now",
        "Joel: what does she charge?",
        "Nadia: she's £40 a visit btw not 45 like you said",
        "Joel: ah ok, I'll set up the standing order",
    ], "The flat 4B cleaner charges £40 a visit.",
           "The flat 4B cleaner charges £45 a visit.")


def test_a_clock_time_written_with_a_dot_after_at_is_a_clock_time():
    judged([
        "Sisters chat",
        "Hana: I've booked the Thai place for Mum's birthday on Saturday at 8.15, table for 6",
        "Yuki: perfect, I'll bring the cake",
    ], "Mum's birthday meal at the Thai place is on Saturday at 8:15pm.",
           "Mum's birthday meal at the Thai place is on Saturday at 6pm.")


def test_a_clock_time_said_in_words_in_a_chat_of_people():
    judged([
        "Walkie app — Sam",
        "Sam (audio): right the piano lesson moved to Tuesday this week, still at six forty five, and bring the red book",
        "Me: got it, I'll tell Dad",
    ], "The piano lesson this week is on Tuesday at 6:45pm.",
           "The piano lesson this week is on Tuesday at 6pm.")


def test_a_price_said_after_paying_is_no_clock_time():
    """Guard: "paid at 12.50" and "bid at nine fifty" stay as they were written."""
    assert turn_marks.bare_hours("I paid at 12.50. Fine") == "I paid at 12.50. Fine"
    assert turn_marks.said_clocks("he bid at nine fifty, then left") == "he bid at nine fifty, then left"


def test_a_question_the_next_writer_agrees_to_is_said():
    judged([
        "Lessons inbox — Mr Osei (guitar)",
        "Mr Osei: Hi Lina, I'm full on Mondays now. How about Tuesday at 3:15pm instead?",
        "Lina: tuesday works, I'll be there",
        "Mr Osei: Great, see you then. It's £28 for the half hour.",
    ], "Lina's guitar lesson with Mr Osei is on Tuesday at 3:15pm.",
           "Lina's guitar lesson with Mr Osei costs £32.")


def test_an_agreement_that_says_the_other_writers_value_takes_back_the_writers_own():
    judged([
        "Family group — picnic",
        "Grandma: Picnic at the lake on Sunday, I'll make the sandwiches",
        "Leon: I'll bring scones, 3 dozen",
        "Grandma: 2 dozen is plenty love",
        "Leon: ok 2 dozen",
    ], "Leon is bringing 2 dozen scones to the picnic.",
           "Leon is bringing 3 dozen scones to the picnic.")


def test_a_matrix_handle_writes_a_line():
    assert chat_lines.speaker_of("@gran:matrix.example.org: the hall is booked for the 9th") == "gran"
    assert chat_lines.spoken(["@gran:matrix.example.org: the hall is booked for the 9th",
                              "@tomas:matrix.example.org: great, I'll tell everyone it's at 2"])


def test_a_writers_line_over_the_message_is_joined_to_it():
    lines = ["Help desk — Corvid Bikes", "Priti from Corvid · 2:14 PM", "Your frame is under warranty, it's covered.",
             "Alex · 2:16 PM", "great, when can you collect it?"]
    assert chat_days.joined_heads(lines)[1:] == ["Priti from Corvid · 2:14 PM: Your frame is under warranty, it's covered.",
                                                 "Alex · 2:16 PM: great, when can you collect it?"]


def test_a_time_zone_after_a_clock_time_is_no_name():
    assert ("pt",) not in read_claim("The call with the Denver office is at 9:00am PT on Monday.").names


def test_the_option_the_next_writer_takes_is_the_one_kept():
    judged([
        "Texts from Pawsome Grooming (bot)",
        "Pawsome: Hi Ravi! Biscuit is due a groom. Slots this week: Wed 20 May 10:30 or Thu 21 May 15:00. Reply A or B.",
        "Ravi: B, he's free then",
        "Pawsome: Lovely, we'll see Biscuit then. The full groom is £45 and takes about two hours.",
    ], "Biscuit's groom at Pawsome is on Thursday 21 May at 3pm.",
           "Biscuit's groom at Pawsome is on Wednesday 20 May at 10:30.")


def test_an_option_named_by_its_day_is_the_one_kept():
    lines = ["Coach Ama: I can fit you in on Tuesdays at 7:00 or Thursdays at 6:30.", "Kofi: thursdays suit me better"]
    assert chat_days.chosen_lines(lines)[0] == "Coach Ama: I can fit you in on Thursdays at 6:30."


def test_a_proposal_answered_with_a_bare_no_is_said_by_no_one():
    judged([
        "Messages — Greenleaf Surgery",
        "Greenleaf: Hello Ada, we can offer your flu jab on Friday 22 May at 09:40. Reply Y to accept.",
        "Ada: no, I'm at work then, is there anything on a Saturday?",
        "Greenleaf: Saturday 23 May at 11:10 is booked for you.",
    ], "Ada's flu jab at Greenleaf Surgery is on Saturday 23 May at 11:10.",
           "Ada's flu jab at Greenleaf Surgery is on Friday 22 May at 09:40.")


def test_a_no_that_is_no_answer_takes_nothing_back():
    """Guard: "no problem" / "no worries" decline nothing."""
    lines = ["Shop: Your refund of £20 is on its way.", "Kim: no worries, thanks"]
    assert chat_days.chosen_lines(lines) == lines


def test_a_share_a_message_works_out_in_words_is_followed_by_its_amount():
    judged([
        "Stag weekend chat",
        "Mo: the minibus to the lodge is booked, it's £96 split 4 ways",
        "Dev: sound, I'll send mine tonight",
        "Ollie: same, I'll pay Mo when I see him on Friday",
        "Mo: cheers lads, the lodge has a hot tub by the way",
    ], "The minibus to the lodge is £24 each.",
           "The minibus to the lodge is £32 each.")


def test_the_apps_title_says_nothing_of_what_a_message_denies():
    span = "\n".join([
        "Gumtree chat — Bosch cordless drill, Leyton",
        "Me: Hi, is the drill still for sale? Does it come with the charger?",
        "Seller (Marek): Yes still for sale. Sorry, the charger isn't included, only the battery.",
        "Me: ok I'll take it anyway, £40 as listed",
    ])
    assert not ok("The Bosch cordless drill comes with the charger included.", span)
    assert ok("The Bosch cordless drill comes with the battery only.", span)


def test_a_messages_stamp_is_no_value_of_what_it_says():
    judged([
        "Skype — Harbour Ferries help",
        "[02/05/2026 09:41:07] Harbour Ferries (Jo): I can see your crossing on 9 May, Portsmouth to Cowes, the 14:30 sailing, delayed by 40 minutes.",
        "[02/05/2026 09:42:15] Lena Marsh: great, and it's £64 return?",
        "[02/05/2026 09:43:02] Harbour Ferries (Jo): Yes, £64 return, reference HF-22817.",
    ], "Lena's 14:30 Portsmouth to Cowes sailing on 9 May was delayed by 40 minutes.",
           "Lena's 09:41 Portsmouth to Cowes sailing on 9 May was delayed by 40 minutes.")


def test_half_the_hour_with_the_part_of_the_day_is_one_half_of_the_day():
    from trustgate.values import extract
    assert [(v.norm, v.unit) for v in extract("pick me up at half six in the evening please")] == [("18:30", None)]
    judged([
        "Messages — Dad",
        "Dad (audio, transcript): the coach gets back to the school at half five in the morning so I'll be there early",
        "Me: do you want me to come with you?",
    ], "The coach gets back to the school at 5:30am.",
           "The coach gets back to the school at 5:30pm.")


BOOKING_BOT = "\n".join([
    "Chat with HealthHub — Northgate Physio",
    "HealthHub: Hi Priya, your next physio session is on Monday 18 May at 08:20 with Tom.",
    "HealthHub: Reply 1 to keep it or 2 to change it.",
    "Priya: 2",
    "HealthHub: Free slots: Wed 20 May 17:10 or Fri 22 May 12:30.",
    "Priya: Fri",
    "HealthHub: Done. Your session with Tom is now on Friday 22 May at 12:30. It costs £48.",
])


def test_a_bot_answered_in_a_word_or_two_is_a_chat_of_people():
    assert chat_lines.spoken(BOOKING_BOT.splitlines())
    assert ok("Priya's physio session with Tom is on Friday 22 May at 12:30.", BOOKING_BOT)
    assert not ok("Priya's physio session with Tom is on Wednesday 20 May at 17:10.", BOOKING_BOT)


def test_settings_and_log_levels_are_no_chat():
    """Guard: a key written once, or a log level in capitals, is no writer."""
    assert not chat_lines.spoken(["host: db-01", "status: the service is running", "port: 5432"])
    assert not chat_lines.spoken(["INFO: the server was started", "WARN: disk at 91%", "INFO: 3 jobs queued",
                                  "WARN: it is slow"])


def test_an_item_the_next_writer_turns_down_is_said_by_no_one():
    judged([
        "Web chat — Kwik Garage, Leeds",
        "Kwik (Sian): Your Fiesta needs two rear tyres at £78 each, and the aircon regas is £49 if you want it.",
        "Me: do the tyres please, skip the aircon",
        "Kwik (Sian): will do, it'll be ready at 4",
        "Me: great, I'll pay when I collect",
    ], "The Fiesta is getting two rear tyres at £78 each.",
           "The Fiesta is getting an aircon regas for £49.")


def test_no_in_a_set_phrase_turns_nothing_down():
    """Guard: "no problem" / "no worries" leave the message before as it was."""
    lines = ["Vet: The problem was a grass seed, we removed it and the bill is £65.", "Me: no problem, thanks so much"]
    assert chat_days.chosen_lines(lines) == lines


def test_a_value_said_for_last_month_is_no_value_of_this_month():
    judged([
        "Texts — Mrs Akande (landlady)",
        "Mrs Akande: Hi Tom, the water bill this quarter is £118, last quarter was £131.",
        "Tom: thanks, I'll pay my share on Friday",
    ], "Tom's water bill this quarter is £118.",
           "Tom's water bill this quarter is £131.")
