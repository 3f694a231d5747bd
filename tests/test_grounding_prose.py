"""Grounding claims in prose: who a sentence is about, parallel parts of one sentence, a word swapped inside a
phrase, done versus planned, a denial of another word, and the opposites table (issue 14).

Each case is a source written for this file and a claim a language-model writer could make of it: the corrupt
claims must be refused with a finding, the faithful rewordings beside them must pass. The sources are not the
MemContam contexts, so the rules are seen working on text they were not written against.
"""

from __future__ import annotations

import pytest

from trustgate.alignment import align
from trustgate.alignment.opposites import table
from trustgate.rules import DEFAULT_OPPOSITES

OPPOSITES = table(DEFAULT_OPPOSITES)

REGATTA = ("The 2025 Lakeside Regatta gave the top prize to Nora Lind, age 17, for her boat built from recycled "
           "carbon fibre. The runner-up award went to Tomas Berg for his solar-powered catamaran. The regatta took "
           "place on Lake Vättern on June 8, 2025, with 64 crews.")
MUSEUM = ("The Harbour Maritime Museum was opened in 1958 and holds over 12,000 objects. The chief curator, Ines "
          "Duarte, has led the collection since 2019. The museum is open Tuesday through Sunday, 10am to 6pm, and "
          "Monday 1pm to 5pm. A day ticket costs €14 for adults and €7 for children.")
PROBE = ("The Kestrel-2 probe launched on April 9, 2024, from Kourou. Its team at Vega Labs is assembling a "
         "second lander called Wren. The cruise phase is planned for 240 days. Kestrel-2 will map ice deposits on "
         "the lunar south pole.")

CHAT = ("user: I'm moving to Bergen in March.\nassistant: Noted.\nuser: I never drink coffee, but tea is fine. My "
        "sister Ida lives there too.")


# a user/assistant chat: corrections, the assistant's words, questions and suppositions, whose fact it is
TRIP = ("user: We're driving to Salzburg on the 3rd with my brother Felix.\nassistant: How long are you staying?\n"
        "user: Five days. Felix stays two weeks, he has a conference.\nassistant: The old town has a lot of parking at "
        "the Mönchsberg garage.\nuser: Wait, not the 3rd, we leave on the 4th. What if we took the train instead?\n"
        "assistant: Do you want a budget for fuel?\nuser: Yes, about 90 euros. I gave up smoking last year, so no "
        "stops for that.\nuser: If it rains I'd visit the salt mines.")

MEDS = ("user: My doctor put me on 20 mg of lisinopril.\nassistant: Noted. Anything else?\n"
        "user: My husband takes 10 mg of atorvastatin.")


def findings(claim: str, source: str) -> list[str]:
    return [f.kind for f in align(claim, source, opposites=OPPOSITES).findings]


@pytest.mark.parametrize(("claim", "source"), [
    # a name given what another sentence, which does not name it, says
    ("The top prize at the 2025 Lakeside Regatta was given to Tomas Berg.", REGATTA),
    ("Nora Lind won the runner-up award at the 2025 Lakeside Regatta.", REGATTA),
    ("Nora Lind's boat was a solar-powered catamaran.", REGATTA),
    ("Ines Duarte opened the Harbour Maritime Museum.", MUSEUM),
    # a value moved to another part of one sentence
    ("The Harbour Maritime Museum opens at 10am on Mondays.", MUSEUM),
    ("On Sundays, the Harbour Maritime Museum is open from 1pm to 5pm.", MUSEUM),
    ("Children pay €14 for a day ticket.", MUSEUM),
    # one word of a phrase swapped for another
    ("Nora Lind's boat was built from recycled glass fibre.", REGATTA),
    ("Kestrel-2 will map ice deposits on the lunar north pole.", PROBE),
    ("Tomas Berg won with a wind-powered catamaran.", REGATTA),
    # done, where the source says under way or planned
    ("The Vega Labs team finished assembling the Wren lander.", PROBE),
    ("The Kestrel-2 cruise phase lasted 240 days.", PROBE),
    ("Kestrel-2 has already mapped the ice deposits on the lunar south pole.", PROBE),
    # a word of the opposites table in the place of its opposite
    ("The Harbour Maritime Museum holds fewer than 12,000 objects.", MUSEUM),
    # a denial that covers another word of its sentence
    ("The user does not drink tea.", CHAT),
    # from a chat: a corrected value, the assistant's statement, a supposition or question, another person's fact
    ("The user is driving to Salzburg on the 3rd.", TRIP),
    ("The user parks at the Mönchsberg garage.", TRIP),
    ("The user is taking the train to Salzburg.", TRIP),
    ("The user will visit the salt mines.", TRIP),
    ("The user stays in Salzburg for two weeks.", TRIP),
    ("The user's brother Felix stays five days.", TRIP),
    ("The user smokes.", TRIP),
    ("The user takes 10 mg of atorvastatin.", MEDS),
])
def test_a_corrupted_claim_is_refused(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("Nora Lind won the top prize at the 2025 Lakeside Regatta.", REGATTA),
    ("Tomas Berg received the runner-up award for his solar-powered catamaran.", REGATTA),
    ("The 2025 Lakeside Regatta took place on Lake Vättern with 64 crews.", REGATTA),
    ("Ines Duarte is the chief curator of the Harbour Maritime Museum.", MUSEUM),
    ("The Harbour Maritime Museum is open from 1pm to 5pm on Mondays.", MUSEUM),
    ("The museum is open 10am to 6pm Tuesday through Sunday and 1pm to 5pm on Monday.", MUSEUM),
    ("Adults pay €14 and children pay €7 for a day ticket.", MUSEUM),
    ("The Harbour Maritime Museum holds over 12,000 objects.", MUSEUM),  # a year beside a count is no rival value
    ("Kestrel-2 launched on April 9, 2024.", PROBE),
    ("The Kestrel-2 cruise phase is planned to last 240 days.", PROBE),
    ("The Vega Labs team is assembling a lander called Wren.", PROBE),
    ("The user does not drink coffee.", CHAT),
    ("The user is driving to Salzburg on the 4th.", TRIP),
    ("The user is staying five days.", TRIP),
    ("Felix has a conference in Salzburg.", TRIP),
    ("The user's fuel budget is 90 euros.", TRIP),
    ("The user gave up smoking last year.", TRIP),
    ("The user takes 20 mg of lisinopril.", MEDS),
])
def test_a_faithful_claim_passes(claim, source):
    assert findings(claim, source) == [], claim
