"""Chats pasted from apps with no user or assistant (conv21): a value or a thing set aside by "not" after the one meant
("14 not 41", "the red van not the blue one") takes back only what follows "not"; a whole hour said bare where a clock
time goes ("the vet can see her at 4", "6-7 suits me", "after three") is that clock time; a chat whose speakers are
written "[Name] text" or "... — Name: text" is a chat of people."""

from __future__ import annotations

from datetime import date

from trustgate import chat_lines, turn_marks
from trustgate.alignment.check import align
from trustgate.clauses import clauses


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


def test_a_value_set_aside_after_the_one_meant_denies_only_itself():
    read = [(c.text, c.negated) for c in clauses("the courier left it at number 14 not 41")]
    assert read[0] == ("the courier left it at number 14", False)
    assert read[1][1] and "41" in read[1][0] and "14" not in read[1][0]
    read = [(c.text, c.negated) for c in clauses("Bring the red van not the blue one.")]
    assert read[0] == ("Bring the red van", False) and read[1][1]


def test_a_plain_denial_stays_whole_guard():
    """Guard: "not" after a verb, a pronoun or a hedge, or before a word it qualifies, denies the clause."""
    for text in ("The lift is not working", "we're not sure yet", "Probably not Friday", "he's not the owner",
                 "Not this weekend.", "why not 5", "The form was not sent"):
        assert all(c.negated for c in clauses(text) if "not" in c.text.lower()), text
        assert len(clauses(text)) == 1, text


def test_a_group_chat_grounds_the_value_meant_and_not_the_one_set_aside():
    span = "\n".join(["Rosa (6:02 PM): the caterer says 34 of us not 30, she counted the kids",
                      "Ian (6:05 PM): ok, I'll tell the hall"])
    assert ok("The caterer says 34 people are coming.", span)
    assert not ok("The caterer says 30 people are coming.", span)
    span = "\n".join(["Dimitri (9:14 AM): the damp is from the gutter not the roof, the surveyor checked",
                      "Lena (9:20 AM): phew, that's cheaper"])
    assert ok("The damp is from the gutter.", span)
    assert not ok("The damp is from the roof.", span)


def test_a_bare_hour_where_a_clock_time_goes_is_that_time():
    assert turn_marks.bare_hours("the vet can see her at 4") == "the vet can see her at 4:00"
    assert turn_marks.bare_hours("6-7 suits me") == "6:00-7:00 suits me"
    assert turn_marks.bare_hours("we land after three, so") == "we land after 3:00, so"
    assert turn_marks.bare_hours("open between 10 and 4.") == "open between 10:00 and 4:00."


def test_a_number_that_counts_or_scores_stays_a_number_guard():
    """Guard: a bare number before what it counts, a score, or a "from" with no hours is no clock time."""
    for text in ("we need 3-4 chairs", "they won 3-1 on Saturday", "scaled from 6 to 8 nodes", "at 2 sites",
                 "down from 5", "costs £6-7", "between 3 and 5 people"):
        assert turn_marks.bare_hours(text) == text, text


def test_a_group_chat_grounds_a_clock_time_said_as_a_bare_hour():
    span = "\n".join(["Nadia (8:01 AM): the vet can see Pickle at 4 tomorrow", "Sam (8:03 AM): great, I'll drive her"])
    assert ok("The vet can see Pickle at 4pm.", span)
    assert not ok("The vet can see Pickle at 5pm.", span)
    span = "\n".join(["[Coach Femi] Thursday's session is 6-7 at the track", "[me] see you there, I'll bring the cones"])
    assert ok("Thursday's session at the track is from 6pm to 7pm.", span)
    assert not ok("Thursday's session at the track is from 7pm to 8pm.", span)


def test_speakers_written_in_brackets_or_after_a_dash_make_a_chat():
    assert chat_lines.spoken(["[Coach Femi] Thursday's session is at the track", "[me] see you there, I'll bring cones"])
    assert chat_lines.spoken(["Received 2 June 2026 10:04 — Gwen: the key is under the mat",
                              "Sent 2 June 2026 10:06 — Me: thanks, I'll grab it later"])
    assert not chat_lines.spoken(["[INFO] server started on port 80", "[INFO] it is listening now"])  # one tag: a log
    assert not chat_lines.spoken(["host: db.internal", "port: 5432", "user: app"])  # settings say nothing


def test_a_chats_short_periods_are_lengths_of_time():
    from trustgate.values import extract, same

    said = extract("the lease is 18 mths, notice 4 wks")
    assert [v.kind for v in said] == ["duration", "duration"]
    assert same(said[0], extract("eighteen months")[0]) and same(said[1], extract("28 days")[0])
    assert ok("The lease is 18 months.", "user: my flat's lease is 18 mths from March\nassistant: Noted.")
    assert not ok("The lease is 12 months.", "user: my flat's lease is 18 mths from March\nassistant: Noted.")


def test_a_value_proposed_and_taken_replaces_the_one_it_was_about_guard():
    """Guard: the proposer's remark after the proposal ("I'm at work till 6") keeps its own value."""
    span = "\n".join(["user: the team dinner:", "Joy: Dinner is at Rocco's on Thursday, 7pm.",
                      "Abe: Could we do 7:30? I'm at work till 7.", "Joy: Fine, 7:30 it is."])
    assert ok("The team dinner at Rocco's on Thursday is at 7:30.", span)
    assert not ok("The team dinner at Rocco's on Thursday is at 7pm.", span)
