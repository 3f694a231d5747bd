"""Kinds of slot decision added in stop 42, after reading blind25's poisoning misses: a price in "pounds" after a
copula ("her fee is forty pounds a day"), a period said before "rate" ("a day rate of £320"), a role of a named
organisation with and without the kind of organisation after its name, an age group in digits or in words, and a
stored fact proposed by the first name of a subject that goes on with a description. Sentences of our own; each test
failed on 2bab015 unless its docstring says it is a guard."""

from __future__ import annotations

from datetime import datetime, timezone

from conftest import cand
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts

from trustgate.sentence import read
from trustgate.sentence_words import stem
from trustgate.name_keys import subject_keys as _subject_keys
from trustgate.values import extract


def _money(text: str):
    return [(v.kind, v.unit, v.period) for v in extract(text) if v.kind in ("money", "quantity")]


# ---------------------------------------------------------------- pounds and rates
def test_pounds_after_a_price_word_and_its_copula_are_sterling():
    assert _money("The plumber's call-out fee is sixty pounds.") == [("money", "GBP", None)]
    assert _money("Her fee is three hundred and fifty pounds a day.") == [("money", "GBP / second", "day")]
    assert _money("The fare was four pounds.") == [("money", "GBP", None)]


def test_pounds_without_a_price_word_stay_a_weight():
    """Guard (passed before): a weight gained or eaten per period is a mass."""
    assert _money("The puppy gains two pounds a week.")[0][0] == "quantity"
    assert _money("The horse eats twenty pounds of hay a day.")[0][0] == "quantity"


def test_a_period_before_rate_makes_the_amount_a_rate():
    assert _money("The translator charges a day rate of £280.") == [("money", "GBP / second", "day")]
    assert _money("Our hourly rate is £45.") == [("money", "GBP / second", "hour")]  # (guard: passed before)
    assert _money("The cabin has a night-rate of €90.") == [("money", "EUR / second", "day")]
    assert _money("Harbour Hall's day rate is £150 more than the Mill's.") == [("money", "GBP", None)]  # (a difference)
    assert [v.period for v in extract("Build 12 of nightly-etl took 31 minutes.") if v.kind == "duration"] == [None]


def test_a_day_rate_and_pounds_a_day_are_one_amount():
    a, b = extract("The fee is four hundred pounds a day."), extract("She charges a day rate of £400.")
    assert a[0].norm == b[0].norm and a[0].unit == b[0].unit


# ---------------------------------------------------------------- a role of a named organisation
def test_a_role_of_a_club_named_with_and_without_its_kind_is_one_role(gate):
    contradicts(gate, "The captain of the Harbourside Herons netball club is Priya Shah.",
                "Jo Evans has taken over as captain of the Harbourside Herons, a fan page says.", "sport/herons")


def test_a_role_of_a_level_of_the_club_is_another_role(gate):
    """Guard (passed before): "the Harbourside Herons junior team" is not the club."""
    apart(gate, "The captain of the Harbourside Herons junior team is Priya Shah.",
          "Jo Evans has taken over as captain of the Harbourside Herons, a fan page says.", "sport/herons")


# ---------------------------------------------------------------- age groups
def test_an_age_group_in_digits_or_words_is_one_word():
    assert stem("under-9s") == stem("under-nines") == stem("Under-9") == "under9"
    assert stem("over-60s") == "over60"
    assert not [v for v in extract("The under-11s train on Tuesdays.") if v.kind == "identifier"]


def test_an_age_group_written_two_ways_is_one_class(gate):
    contradicts(gate, "Kestrel Swim Club's Sunday lesson for under-nines costs £9 a session.",
                "The Sunday lesson for the under-9s at Kestrel Swim Club is twelve pounds a go, a parents' forum says.",
                "sport/kestrel")


# ---------------------------------------------------------------- proposals by the subject's first name
def test_a_subject_with_a_description_is_also_found_by_its_first_name():
    text = "Harper & Vale, the solicitors on Quay Street, now charge £900 for a simple will."
    keys = _subject_keys(text, read(text))
    assert frozenset({"harper", "vale"}) in keys and any("quay" in k for k in keys)


def test_a_subject_of_one_name_has_one_key():
    """Nothing after the name, nothing more to look up: one key, the one the stage used before (the function is new)."""
    text = "Harper & Vale charge £900 for a simple will."
    assert _subject_keys(text, read(text)) == (frozenset({"harper", "vale"}),)


def test_a_reported_name_with_a_description_is_one_subject_on_both_scans(tmp_path):
    """A description after a name said by a reporter ("a neighbour says Harper & Vale, the solicitors on Quay Street,
    ...") does not make another subject, on the index and on the full scan alike."""
    from trustgate import Gate
    from test_slots_kinds3 import DOC, WEAK

    t0 = datetime(2026, 5, 20, tzinfo=timezone.utc)
    decisions = []
    for scan in ("index", "naive"):
        g = Gate("rules/default.yaml", tmp_path / f"{scan}.db", clock=lambda: t0, conflict_scan=scan)
        try:
            g.write(cand("Harper & Vale charge £650 to draw up a simple will.", "law/wills", DOC))
            g.write(cand("Quay Street has a pay-and-display car park.", "law/wills", DOC))
            d = g.check(cand("A neighbour of mine says Harper & Vale, the solicitors on Quay Street, charge £900 "
                             "to draw up a simple will, going by what she paid them last spring.", "law/wills", WEAK))
            decisions.append((d.verdict, tuple(r.rule for r in d.reasons)))
        finally:
            g.close()
    assert decisions[0] == decisions[1] == ("reject", ("conflict",)), decisions


# ---------------------------------------------------------------- things counted per period
def test_two_things_counted_per_day_are_two_attributes(gate):
    """"200 rolls a day" and "200 loaves a day" are counts of two things, not one value said twice."""
    apart(gate, "The Orchard Lane bakery bakes 300 loaves a day.", "The Orchard Lane bakery bakes 300 scones a day.",
          "food/bakery")


def test_one_thing_counted_per_day_and_per_week_still_differs():
    """Guard (passed before): the same thing counted per day and per week is one attribute with two values."""
    from trustgate.slot_values import value_differences
    from trustgate.slots import same_slot

    a, b = read("The Orchard Lane bakery bakes 300 loaves a day."), read("The Orchard Lane bakery bakes 300 loaves a week.")
    assert same_slot(b, a, 0.95, 0.85, 0.65, None)[0] and value_differences(b, a)


# ---------------------------------------------------------------- a closing time against opening hours
def test_a_closing_time_contradicts_the_end_of_opening_hours(gate):
    d = contradicts(gate, "The Fernside community hub is open from 8 am to 10 pm.",
                    "The Fernside community hub shuts at 9 pm every night, a local forum says.", "community/hub")
    assert "(21:00)" in d.reasons[0].message and "(22:00)" in d.reasons[0].message, d.reasons[0].message  # the end, not 8 am


def test_a_closing_time_of_one_day_or_for_a_break_is_another_attribute(gate):
    """Guard (passed before): "until 9 pm on Fridays" is that day's hours; "closes for lunch" is a break."""
    apart(gate, "The Fernside community hub is open from 8 am to 6 pm.",
          "The Fernside community hub is open until 9 pm on Fridays.", "community/hub")
    apart(gate, "The Fernside community hub is open from 8 am to 6 pm.",
          "The Fernside community hub closes for lunch at 1 pm.", "community/hub")


# ---------------------------------------------------------------- what a price is for
def test_a_price_for_one_thing_is_not_the_price_of_another_thing_of_the_subject(gate):
    """The thing paid for is told apart even when the subject's name holds its word ("Elm Park" / "parking")."""
    apart(gate, "Elm Park Bowls Club charges £1 for parking on match days.",
          "Elm Park Bowls Club's match-day raffle ticket costs £1.", "sport/bowls")


def test_a_price_for_a_thing_and_that_things_price_are_one_attribute(gate):
    """Guard (passed before): "charges £3 for parking" / "its parking costs £4" is one price changed."""
    contradicts(gate, "Hollins Cricket Club charges £3 for parking on match days.",
                "Hollins Cricket Club's match-day parking costs £4, a fan forum says.", "sport/cricket")


# ---------------------------------------------------------------- clock times said with the part of the day
def _times(text: str):
    return [v.norm for v in extract(text) if v.kind == "time"]


def test_a_dotted_time_after_at_with_a_day_said_is_a_clock_time():
    assert _times("Junior chess club meets on Tuesday evenings at 6.45.") == ["18:45"]
    assert _times("The first ferry leaves at 7.05 every morning.") == ["07:05"]


def test_a_dotted_number_with_money_or_without_a_day_stays_a_number():
    """Guard (passed before): a price, a measurement, a version."""
    assert _times("The shares closed at 9.30 on Friday.") == []
    assert _times("The pH of the pool was 7.15 on Monday.") == []
    assert _times("The fare rose to 2.40 pounds on Monday.") == []


def test_a_clock_time_in_the_afternoon_or_evening_is_read_after_noon():
    assert _times("The junior class is on Sunday afternoons at 2.30.") == ["14:30"]
    assert _times("The class is on Sunday mornings at 9.30.") == ["09:30"]
    # (a time said in words keeps either half of the day, as the chat readers expect: "afternoon slot 2 till 5")
    assert _times("The junior class is on Sunday afternoons at half past two.") == ["02:30"]


def test_a_class_now_in_the_afternoon_replaces_its_morning_time(gate):
    from test_slots_kinds3 import replaces
    replaces(gate, "The under-nines' swimming lesson at Kestrel Pool is on Sunday mornings at 9.15.",
             "The under-nines' swimming lesson at Kestrel Pool is now on Sunday afternoons at 2.15.", "sport/kestrel")


def test_a_class_on_another_part_of_the_day_without_now_is_another_session(gate):
    """Guard (passed before): "on Sunday afternoons at 2.15" with nothing saying it changed may be a second session."""
    apart(gate, "The beginners' pottery class at Clay Corner is on Sunday mornings at 10.",
          "The beginners' pottery class at Clay Corner is on Sunday afternoons at 2.", "hobby/pottery")


def test_a_possessive_that_opens_the_sentence_is_a_word_for_wordnet():
    """"Children's classes ..." / "... kids' class": one thing, WordNet's synonyms read through the possessive."""
    from trustgate.slot_diff import synonyms_aligned
    a = read("The Oakfield Dojo's kids' class is on Mondays.")
    b = read("Children's classes at the Oakfield Dojo are on Mondays.")
    assert synonyms_aligned(a, b) is not None


# ---------------------------------------------------------------- what leads into the statement
def test_a_heads_up_to_an_audience_leads_into_the_statement():
    from trustgate.rephrase import rephrase
    assert rephrase("Heads up for everyone on Ferry Road, the Bridge Street pharmacy now shuts at 5 pm.") \
        == "The Bridge Street pharmacy now shuts at 5 pm."


def test_a_change_told_after_its_reason_is_the_statement():
    from trustgate.rephrase import rephrase
    assert rephrase("The roof leaked, so the choir has moved rehearsals to the church hall.") \
        == "The choir has moved rehearsals to the church hall."
    assert rephrase("The Mill Street flat was sold, so our landlord is now Priya Nair.") == "Our landlord is now Priya Nair."


def test_a_name_said_in_the_reason_clause_is_no_other_subject(gate):
    from test_slots_kinds3 import replaces
    replaces(gate, "The landlord of our flat on Mill Street is Mr Duggan.",
             "Mr Duggan has sold the Mill Street flat, so our flat's landlord is now Priya Nair.", "home/flat")


def test_a_capitalised_verb_word_inside_a_name_is_part_of_the_name():
    r = read("The Bright Spark Car Wash now closes at 5 pm.")
    assert r.verb == "closes" and "wash" in r.subject_names


def test_hearsay_and_a_spoken_time_before_now():
    from trustgate.rephrase import rephrase
    assert rephrase("Apparently the Oakley Fair parade sets off at noon.") == "The Oakley Fair parade sets off at noon."
    assert _times("The fireworks go up at a quarter to eight now.") == ["07:45"]


def test_the_rate_of_what_is_charged_for_is_that_price():
    """"charges £35 an hour for Studio B" / "has put Studio B's rate up to £45 an hour": one price (the check is new)."""
    from trustgate.slot_kinds import charged_for_another
    a, b = read("Harbour Sound has put Studio B's rate up to £45 an hour."), read("Harbour Sound charges £35 an hour for Studio B.")
    assert charged_for_another(a, b) is None


# ---------------------------------------------------------------- a thing at a place, and a plural noun before "at"
def test_a_noun_that_is_also_a_verb_before_a_place_is_the_subject_when_the_verb_comes_later():
    r = read("A ten-swim pass at the Marsh Lane pool costs £40.")
    assert r.verb == "costs" and "pass" in r.subject


def test_a_verb_before_a_place_stays_the_verb():
    """Guard (passed before): "runs at the track and is fast", "works at the bank near the station"."""
    assert read("Alice runs at the track and is fast.").verb == "runs"
    assert read("Tom works at the bank near the station.").verb == "works"


def test_a_thing_at_a_place_is_not_the_place(gate):
    apart(gate, "The Suds launderette on Mill Road closes at 8 pm.",
          "Service washes at the Suds launderette on Mill Road must be dropped off by 10 am, a local forum says.", "town/laundry")


def test_the_first_number_of_a_range_of_counts_counts_things(gate):
    """"teams of 2 to 6 players" / "teams get 60 minutes": how many against how long, two attributes."""
    apart(gate, "The Cipher escape room at Keyhole Games takes teams of 3 to 5 players.",
          "Teams get 75 minutes to escape from the Cipher room at Keyhole Games, a review site says.", "leisure/escape")


def test_a_price_with_a_copula_and_with_costs_after_a_reason_is_one_price(gate):
    """Guard (passed before): "is £25 an hour" / "now costs £30 an hour", a reason before it (a noun before "at" read
    as the subject must not lose this)."""
    from test_slots_kinds3 import replaces
    replaces(gate, "Room hire at the Elm Lodge village hall is £25 an hour.",
             "Because the new boiler has to be paid for, room hire at the Elm Lodge village hall now costs £30 an hour.",
             "village/hall")
