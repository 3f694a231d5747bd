"""Round 13 (helper conv13) of claims written from user/assistant chats (trustgate/turn_marks.py, turns.py,
values/relative.py, alignment/chat.py).

- An edit shown as one: words struck through as markdown writes them ("~~Friday~~ Saturday"), a sed substitution
  ("s/£40/£45/") and "I said 6 but I meant 9" take the old value back and give the new one.
- A turn dictated with its punctuation said aloud ("comma", "full stop", "new line") is read with its marks, so a
  "not" in its last clause denies only that clause.
- "It's Friday 4 December today" without a year still says what day it is (the latest year, up to the day observed,
  whose calendar fits), so "yesterday" and "this coming Monday" get their dates.
- A chat stamped "2026-02-11 19:05 user: ..." (no brackets) or pasted from an exported group chat ("11/02/2026, 19:05
  - Ravi: ...") is read by its stamps.
- "Say I took the flat, ..." supposes; "the user is moving to Leeds" is no hedge of its own, so a move only supposed
  ("if the transfer comes through I'd have to move to Derby") does not ground it.

The chats are written for this file (no probe set's sentences). The corrupt claims must be refused, the faithful
ones beside them must pass.
"""

from __future__ import annotations

from datetime import date

import pytest

from trustgate import turn_marks
from trustgate.alignment import align
from trustgate.values.relative import today_of

OBSERVED = date(2026, 12, 20)

STRUCK = ("user: The window fitter comes ~~Friday~~ Saturday at 8am, and the quote was £1,200.\n"
          "assistant: Saturday at 8am, noted.")
SED = ("user: Cat sitter is £40 a visit, two visits a day while we're away.\n"
       "assistant: Noted, £40 a visit.\n"
       "user: s/£40/£45/ she's put her prices up since last year.")
MEANT = ("user: We need 6 chairs for the garden and a parasol.\n"
         "assistant: 6 chairs and a parasol, got it. What's the budget?\n"
         "user: About £300. Edit: I said 6 but I meant 9, I counted the cousins again.")
DICTATED = ("user: note for the gym comma my induction is on Tuesday at 7 full stop new line the instructor is Marco "
            "not Dave\n"
            "assistant: Noted.")
TODAY = ("user: It's Friday 4 December today. The boiler broke yesterday and the engineer is coming this coming Monday.\n"
         "assistant: Sorry to hear it.")
ISO = ("2026-02-11 19:05 user: The piano exam was yesterday, results come in three weeks.\n"
       "2026-02-11 19:06 assistant: Fingers crossed!")
EXPORT = ("user: From the allotment group, keep track of the plot please:\n"
          "11/02/2026, 19:05 - Ravi: The water trough gets filled on Sunday mornings.\n"
          "11/02/2026, 19:07 - Jo: I'll bring the seed potatoes on Saturday.\n"
          "user: That's it.")
SAY = ("user: I'm looking at flats. Say I took the one in Hove, the rent would be £1,350 a month.\n"
       "assistant: And what do you pay now?\n"
       "user: £1,150 in Brighton.")
TRANSFER = ("user: If the transfer comes through I'd have to move to Derby.\n"
            "assistant: When will you hear?\n"
            "user: By the end of the month.")


def findings(claim: str, source: str, today: date = OBSERVED) -> list[str]:
    return [f.kind for f in align(claim, source, context_words="user users", today=today).findings]


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The window fitter comes on Saturday at 8am.", STRUCK, True),
    ("The window fitter comes on Friday at 8am.", STRUCK, False),
    ("The cat sitter costs £45 a visit.", SED, True),
    ("The cat sitter costs £40 a visit.", SED, False),
    ("The user needs 9 chairs for the garden.", MEANT, True),
    ("The user needs 6 chairs for the garden.", MEANT, False),
])
def test_an_edit_shown_as_one_takes_the_old_value_back(claim, source, grounded):
    """Strike-through, a sed substitution and "I said X but I meant Y" correct X to Y."""
    assert (findings(claim, source) == []) is grounded, findings(claim, source)


def test_the_marks_an_edit_is_read_by():
    assert turn_marks.struck("coming ~~Friday~~ Saturday at 8am") == ("coming Saturday at 8am", [("Friday", "Saturday")])
    assert turn_marks.struck("eggs, ~~milk~~, bread") == ("eggs, bread", [])
    assert turn_marks.named("s/£40/£45/ she's put her prices up") == ("she's put her prices up", "£40", "£45")
    assert turn_marks.named("Oh, I said 6 but I meant 9, my brother's family is coming") == (
        "Oh, my brother's family is coming", "6", "9")
    assert turn_marks.named("I said no to the dessert menu") is None


def test_punctuation_said_aloud_is_written():
    assert turn_marks.dictated("my induction is on Tuesday at 7 full stop new line the instructor is Marco not Dave") == (
        "my induction is on Tuesday at 7. The instructor is Marco not Dave")
    assert turn_marks.dictated("bring a comma and a full stop, she said.") == "bring a comma and a full stop, she said."


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The user's gym induction is on Tuesday at 7.", True),
    ("The user's gym instructor is Dave.", False),
])
def test_a_dictated_turn_is_read_by_its_spoken_marks(claim, grounded):
    """The "not" of the last clause denies that clause, not the induction said two spoken sentences before it."""
    assert (findings(claim, DICTATED) == []) is grounded, findings(claim, DICTATED)


def test_today_said_without_its_year():
    assert today_of("It's Friday 4 December today.", OBSERVED) == date(2026, 12, 4)
    assert today_of("It's Friday 4 December today.") is None  # no day observed: no year to choose


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The user's boiler broke on 3 December.", True),
    ("The user's boiler broke on 4 December.", False),
    ("The boiler engineer is coming on Monday 7 December.", True),
    ("The boiler engineer is coming on Monday 14 December.", False),
])
def test_days_from_a_today_said_without_its_year(claim, grounded):
    assert (findings(claim, TODAY) == []) is grounded, findings(claim, TODAY)


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The user's piano exam was on 10 February 2026.", ISO, True),
    ("The user's piano exam was on 11 February 2026.", ISO, False),
    ("Ravi says the allotment water trough gets filled on Sunday mornings.", EXPORT, True),
    ("Jo will bring the seed potatoes on Saturday.", EXPORT, True),
    ("Ravi will bring the seed potatoes on Saturday.", EXPORT, False),
])
def test_stamps_without_brackets(claim, source, grounded):
    assert (findings(claim, source) == []) is grounded, findings(claim, source)


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The user pays £1,150 in Brighton.", SAY, True),
    ("The user pays £1,350 a month in rent.", SAY, False),
    ("The user is moving to Derby.", TRANSFER, False),
    ("If the transfer comes through, the user would have to move to Derby.", TRANSFER, True),
])
def test_a_supposition_grounds_no_settled_fact(claim, source, grounded):
    assert (findings(claim, source) == []) is grounded, findings(claim, source)


PICNIC = ("user: Sunday plan with Gran: if it's sunny we'll have a picnic at the lake, if it's wet we'll go to the museum "
          "instead. The forecast says showers all day.\n"
          "assistant: Shall I check the forecast again tomorrow?\n"
          "user: Yes please.")


@pytest.mark.parametrize(("claim", "grounded"), [
    ("If it's wet on Sunday, the user will take Gran to the museum.", True),
    ("If it's sunny, the user will have a picnic at the lake with Gran.", True),
    ("If it's wet, the user will have a picnic at the lake.", False),   # one branch's condition, the other's plan
    ("The user will take Gran to the museum on Sunday.", False),         # the plan stated as settled
    ("The forecast for Sunday says showers all day.", True),            # the topic before ": if" is no supposition
])
def test_a_conditional_plan_kept_with_its_condition(claim, grounded):
    """A claim that keeps the condition of the user's conditional plan rests on it; one that joins a condition to the
    other branch's plan, or drops the condition, does not."""
    assert (findings(claim, PICNIC) == []) is grounded, findings(claim, PICNIC)


GARDENER = ("user: The gardener comes every other Tuesday, two hours at £18 an hour. The gutter man is quarterly, £40.\n"
            "assistant: Noted.")


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The gardener comes every two weeks, on Tuesdays.", True),
    ("The gardener comes fortnightly.", True),
    ("The gardener comes every Tuesday.", False),
    ("The gardener comes weekly.", False),
])
def test_every_other_weekday_is_every_two_weeks(claim, grounded):
    """"every other Tuesday" says every two weeks (trustgate/alignment/frequency.py): "every two weeks" and
    "fortnightly" are grounded, "every Tuesday" and "weekly" are not."""
    assert (findings(claim, GARDENER) == []) is grounded, findings(claim, GARDENER)


def test_how_often_in_words():
    from trustgate.alignment.frequency import interval
    assert [interval(t) for t in ("every other Tuesday", "alternate weeks", "fortnightly", "every 2 weeks", "on Fridays",
                                  "once a month", "every other day", "twice", "quarterly")] == [14, 14, 14, 14, 7, 30, 2, None, 91]


SARCASM = ("user: The gym wants £45 a month now. Oh sure, I'd love to pay £20 extra for the sauna I never use. No.\n"
           "assistant: Will you cancel?\n"
           "user: Yes. Because 45 quid is clearly a fair price for that place. I'm cancelling on Friday.")
GARAGE = ("user: The plumber told me on the phone it would be about £250, but the bill says £310.\n"
          "assistant: Did he explain?\n"
          "user: The valve wasn't in the quote.")


@pytest.mark.parametrize(("claim", "source", "grounded"), [
    ("The user wants to pay £20 extra for the gym's sauna.", SARCASM, False),
    ("The user thinks £45 is a fair price for the gym.", SARCASM, False),
    ("The user is cancelling the gym on Friday.", SARCASM, True),
    ("The plumber estimated about £250 on the phone.", GARAGE, True),
    ("The plumber's bill came to £250.", GARAGE, False),
])
def test_sarcasm_marked_and_a_claim_that_keeps_the_estimate_as_relayed(claim, source, grounded):
    """A sentence that is only a too-sure reason ("Because X is clearly ...") is sarcasm, as "Oh sure, I'd love to ..."
    was already; a claim that says the plumber "estimated" keeps his word as his."""
    assert (findings(claim, source) == []) is grounded, findings(claim, source)



BAKERY = ("user: Bakery order for Saturday: 20 rolls, 12 pies, and a cheese board for the staff, £40. Scratch that, 26 "
          "rolls, six more people signed up.\n"
          "assistant: OK.")


@pytest.mark.parametrize(("claim", "grounded"), [
    ("The bakery order has 26 rolls.", True),
    ("The bakery order has 20 rolls.", False),
    ("The bakery order has 12 pies.", True),                       # "six more" adds people, it replaces no pies
    ("The bakery order is for Saturday 26 December 2026.", True),  # "20" replaced as a number, not in "2026"
])
def test_a_correction_with_what_was_added(claim, grounded):
    """"Scratch that, 26 rolls, six more people signed up" corrects 20 rolls to 26: "six more" replaces no other
    count, and the old "20" is replaced as a whole number, not as the start of the year the reading wrote after
    "Saturday"."""
    assert (findings(claim, BAKERY) == []) is grounded, findings(claim, BAKERY)
