"""Another person's hedged word kept as theirs (alignment/relayed.py): "The vet thinks the lump might be a cyst" from
"The vet reckons the lump might be a cyst" is supported, though the chat reads the sentence as a supposition; the same
word stated as fact, or with its hedge dropped, or given to someone else, is not."""

from __future__ import annotations

from datetime import date

from trustgate.alignment.check import align
from trustgate.alignment.claim import read_claim
from trustgate.alignment.relayed import kept_as_theirs

SPAN = ("user: Dropped Pepper at the surgery this morning.\nassistant: How did it go?\n"
        "user: The vet reckons the lump on her leg might be a cyst but she'll only know after the biopsy.")
SENTENCE = "The vet reckons the lump on her leg might be a cyst but she'll only know after the biopsy."


def kinds(claim: str) -> set[str]:
    return {f.kind for f in align(claim, SPAN, today=date(2026, 6, 1)).findings}


def test_a_hedged_word_kept_as_the_reporters_is_supported():
    assert kept_as_theirs(read_claim("The vet thinks Pepper's lump might be a cyst."), SENTENCE)
    assert "supposed" not in kinds("The vet thinks Pepper's lump might be a cyst.")


def test_stated_as_fact_with_its_hedge_dropped_or_given_to_another_it_is_not():
    assert not kept_as_theirs(read_claim("Pepper's lump is a cyst."), SENTENCE)
    assert not kept_as_theirs(read_claim("The vet thinks Pepper's lump is a cyst."), SENTENCE)
    assert not kept_as_theirs(read_claim("The groomer thinks Pepper's lump might be a cyst."), SENTENCE)
    assert kinds("Pepper's lump is a cyst.")
