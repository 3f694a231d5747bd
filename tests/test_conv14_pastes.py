"""Other chat apps' lines a user pastes into a chat (pasted.apps): IRC lines ("<kit> wall's booked"), a Discord
message under its "name — Today at 19:02" heading, and the speaker the user says they are ("I'm Bo" over "<bo> ...",
"I'm Tomas" over "[10:01] Tomas Berg: ..."): each line is its writer's, the user's own lines the user's."""

from __future__ import annotations

from datetime import date

from trustgate import pasted
from trustgate.alignment.check import align

DAY = date(2026, 6, 1)

IRC = ("user: Our climbing club chat, I'm Bo:\n<kit> wall is booked for friday 7pm\n<bo> I'm in, I'll bring the rope\n"
       "<sam> can't make it, my ankle is sore\nassistant: Noted.")
DISCORD = ("user: From our book club Discord (I'm rue_reads):\nnadia — Today at 19:02\nmeeting moved to Thursday, my place, 8pm\n"
           "rue_reads — Today at 19:04\nI'll bring the wine\nassistant: Noted.")
TEAMS = ("user: From the office Teams chat, I'm Tomas:\n[10:01] Tomas Berg: I've booked the meeting room for 3pm\n"
         "[10:03] Ines Costa: I'll order the sandwiches\nassistant: Got it.")


def kinds(claim: str, span: str) -> set[str]:
    return {f.kind for f in align(claim, span, today=DAY).findings}


def test_irc_and_discord_lines_read_as_named_lines():
    assert pasted.apps(IRC.splitlines())[1:4] == ["Kit: wall is booked for friday 7pm", "Me: I'm in, I'll bring the rope",
                                                  "Sam: can't make it, my ankle is sore"]
    assert pasted.apps(DISCORD.splitlines())[1:3] == ["Nadia: meeting moved to Thursday, my place, 8pm", "Me: I'll bring the wine"]


def test_a_line_not_under_a_users_turn_is_kept():
    lines = ["<li> first item", "<li> second item"]
    assert pasted.apps(lines) == lines


def test_the_users_own_pasted_lines_are_the_users():
    assert not kinds("The user is bringing the rope.", IRC)
    assert not kinds("The user is bringing the wine.", DISCORD)
    assert not kinds("The user has booked the meeting room for 3pm.", TEAMS)


def test_another_writers_line_is_theirs():
    assert kinds("Sam is bringing the rope.", IRC)
    assert kinds("Nadia is bringing the wine.", DISCORD)
    assert not kinds("The book club meeting is at Nadia's place at 8pm.", DISCORD)


def test_a_mail_header_names_who_wrote_the_quoted_message_and_for_whom():
    """"> On Tue 3 Nov, Priya at Greenleaf wrote:" over a quoted message: the message is Priya's, written for
    Greenleaf ("our surveyor" is Greenleaf's), and the user's later change to its date corrects it."""
    assert pasted.forwarded("> On Tue 3 Nov, Priya at Greenleaf wrote:") == ("Priya at Greenleaf", "")
    assert pasted.forwarded("> On Tue, 3 Nov 2026 at 10:02, Sam Reed <sam@x.org> wrote:") == ("Sam Reed", "")
    assert pasted.as_said("Priya at Greenleaf", "Our surveyor can come on the 12th.") == \
        "Priya at Greenleaf wrote: Greenleaf's surveyor can come on the 12th."
    span = ("user: Forwarding what the survey firm sent:\n> On Tue 3 Nov, Priya at Greenleaf wrote:\n"
            "> Our surveyor can come on Thursday 12th between 9 and 1.\n"
            "user: I told them the 12th is no good, so we agreed the 13th instead.")
    assert not kinds("The Greenleaf surveyor is coming on the 13th between 9 and 1.", span)
    assert "corrected" in kinds("The Greenleaf surveyor is coming on the 12th.", span)
