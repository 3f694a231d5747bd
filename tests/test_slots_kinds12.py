"""Kinds of slot decision added in stop 41's second session, after reading blind24's misses: a noun that is also a
change verb ("my late shift ... runs from 2 pm to 10 pm" tells a span, not a change) and whose thing a change is told of
("our fitting" is not "my sister's kitchen"). Sentences of our own; each test failed on 2ae1fe3 unless its docstring
says it is a guard."""

from __future__ import annotations

from conftest import cand
from test_slots_kinds3 import STRONG, USER, WEAK, replaces
from test_slots_kinds4 import apart
from test_slots_kinds8 import duplicates

from trustgate.changes_told import changed_from


# ---------------------------------------------------------------- a noun that is also a change verb
def test_a_span_after_a_noun_that_is_also_a_change_verb_is_no_change():
    """"shift", "move", "change" as nouns with words before "from": a span of time, not the value changed from."""
    assert changed_from("My night shift at the depot runs from 22:00 to 06:00.") is None
    assert changed_from("The early shift on the ward lasts from 7 am to 3 pm.") is None
    assert changed_from("Their change desk at the station is staffed from 9 to 5.") is None


def test_a_change_verb_where_a_verb_stands_still_tells_a_change():
    """Guard (passed before): after "to", a modal or a pronoun, or right before "from", the word tells a change."""
    assert changed_from("The council agreed to move the market from the square to the park.") == "the square"
    assert changed_from("We will shift the book club from Mondays to Wednesdays.") == "Mondays"
    assert changed_from("There has been a move from paper forms to an online portal.") == "paper forms"


def test_a_shift_span_in_clock_times_of_two_notations_is_a_duplicate(gate):
    duplicates(gate, "I do the early shift at the Hillside bakery, from 5 am to 1 pm.",
               "My early shift at the Hillside bakery runs from 05:00 to 13:00.", "work/bakery", first=USER, second=USER)


# ---------------------------------------------------------------- whose thing a change is told of
def test_our_rescheduled_job_is_not_a_relatives_job(gate):
    """"The decorators have moved our painting to ..." is about our job, not "my neighbour Tom's hallway"."""
    apart(gate, "Hartwell Decorators are painting my neighbour Tom's hallway in the week of 3 August.",
          "Hartwell Decorators have moved our painting to the week of 10 August because of the rain.", "home/decorating",
          first=USER, second=USER)


def test_our_rescheduled_job_still_replaces_our_own(gate):
    """Guard (passed before): the same change against our own job replaces it."""
    replaces(gate, "Hartwell Decorators are painting our hallway in the week of 3 August.",
             "Hartwell Decorators have moved our painting to the week of 10 August because of the rain.", "home/decorating",
             first=USER, second=STRONG)


def test_a_web_claim_about_anothers_job_is_not_a_conflict(gate):
    """Nobody's job is contradicted by a claim about another job ("painting the Carters' hallway" / "painting the
    village hall": what the progressive verb acts on differs)."""
    gate.write(cand("Hartwell Decorators are painting the Carters' hallway in the week of 3 August.", "home/decorating", USER))
    d = gate.write(cand("Hartwell Decorators are painting the village hall in the week of 17 August.", "home/decorating", WEAK))
    assert d.verdict == "accept", d.to_dict()


# ---------------------------------------------------------------- what a progressive verb acts on
def test_what_a_progressive_verb_acts_on_is_what_the_sentence_is_about(gate):
    """"is fixing the boiler" / "is fixing the shower": two jobs, not one job's date changed (the -ing form after "is"
    was read as a copula's value)."""
    apart(gate, "The plumber is fixing the boiler on Monday 4 May.", "The plumber is fixing the shower on Thursday 7 May.",
          "home/repairs", first=USER, second=USER)
    apart(gate, "The caterers are serving the staff lunch at 12:30.", "The caterers are serving the board dinner at 19:00.",
          "office/events", first=USER, second=USER)


def test_one_progressive_job_moved_is_still_one_job(gate):
    """Guard (passed before): the same job at a new date replaces it; a state in -ing stays a value."""
    replaces(gate, "The plumber is fixing our boiler on Monday 4 May.", "The plumber is fixing our boiler on Friday 8 May.",
             "home/repairs", first=USER, second=STRONG)
    replaces(gate, "The nightly backup job is failing.", "The nightly backup job is passing.", "ops/backups",
             first=USER, second=STRONG)


# ---------------------------------------------------------------- "pounds" against sterling
def test_an_amount_in_pounds_differs_from_another_sterling_amount():
    """"forty-four pounds" (read as a mass) and "£38" are two amounts of money: a difference between them is a real one
    (they were of two kinds, so nothing was compared); "thirty-eight pounds" and "£38" stay the same."""
    from trustgate.sentence import read
    from trustgate.slot_values import value_differences
    from trustgate.values import extract
    from trustgate.slot_values import related

    (q,), (m,) = extract("The set menu went up to forty-four pounds."), extract("The set menu is £38.")
    assert related(q, m)
    assert value_differences(read("The set menu costs forty-four pounds."), read("The set menu costs £38."))
    assert not value_differences(read("The set menu went up to thirty-eight pounds."), read("The set menu costs £38."))
    (kg,) = extract("The parcel weighs 44 kilograms.")
    assert not related(kg, m)  # guard (passed before): a mass in another unit is no money


def test_a_web_claim_of_a_fare_gone_up_to_an_amount_in_pounds_is_a_conflict_over_money(gate):
    """"has gone up to three pounds" against "£2.50": refused as a conflict, and the decision shows both as sterling (it
    was refused as a duplicate: no value compared)."""
    from test_slots_kinds5 import contradicts

    d = contradicts(gate, "The single bus fare into Ashby town centre is £2.50.",
                    "The single bus fare into Ashby town centre has gone up to three pounds, a local forum says.", "travel/buses")
    assert "GBP 3" in d.reasons[0].message and "kilogram" not in d.reasons[0].message


# ---------------------------------------------------------------- a week named by its first day
def test_the_week_beginning_a_day_is_the_week_of_that_day(gate):
    """"the week beginning March 8th" / "the week of 8 March": one week, so one job restated (the "beginning" was a
    word only one side said; with the progressive read above, it made d03-like pairs two slots)."""
    from trustgate.rephrase import rephrase

    assert "week of March 8th" in rephrase("Our garage roof gets re-felted the week beginning March 8th.")
    assert "week of 3 May" in rephrase("The course runs w/c 3 May.")
    assert "starting" in rephrase("The week starting slowly is normal.")  # (no day after it: left as written)
    duplicates(gate, "Fernside Roofing are re-felting our garage roof in the week of 8 March.",
               "Our garage roof gets re-felted by Fernside Roofing the week beginning March 8th.", "home/roofing",
               first=USER, second=USER)


# ---------------------------------------------------------------- values that never answer each other's question
def test_a_reworded_sentence_whose_values_never_answer_the_others_is_another_attribute(gate):
    """"asks for a 30% deposit" / "charges £45 an hour": a close wording is no restatement when no value of one side
    equals or compares with a value of the other (it was refused as a duplicate: no value differed)."""
    apart(gate, "Tomasz Nowak, the wedding photographer, charges a day rate of £450.",
          "Tomasz Nowak, the wedding photographer, asks for 30% up front before he takes a booking.", "services/photography",
          first=STRONG, second=WEAK)
    apart(gate, "Greta Olsen, the dog groomer, charges £38 for a full groom.",
          "Greta Olsen, the dog groomer, asks for 20% up front before she takes a booking.", "pets/grooming",
          first=STRONG, second=WEAK)


def test_a_reworded_sentence_with_a_value_of_the_same_kind_is_still_one_slot(gate):
    """Guard (passed before): the same wording with another hourly rate is a contradiction."""
    from test_slots_kinds5 import contradicts

    contradicts(gate, "Tomasz Nowak, the wedding photographer, charges £45 an hour.",
                "Tomasz Nowak, the wedding photographer, asks £60 an hour for a booking, a wedding forum says.",
                "services/photography")


# ---------------------------------------------------------------- a charge on top of another
def test_a_charge_on_top_of_a_price_is_another_attribute(gate):
    """A supplement, a deposit, what is paid on top of the rent: another charge of one subject, not the price restated
    or contradicted."""
    apart(gate, "A week at the Seaview caravan park costs £420 per caravan.",
          "The pet supplement at the Seaview caravan park is £30 a week, a holiday forum says.", "holidays/caravans")
    apart(gate, "A room at Larch House student halls is let at £140 a week.",
          "On top of the rent, a room at Larch House student halls pays £8 a week for the laundry, a students' forum says.",
          "housing/halls")


def test_a_price_without_a_word_of_extra_charge_still_contradicts(gate):
    """Guard (passed before): both sides the plain price, other amounts: a contradiction."""
    from test_slots_kinds5 import contradicts

    contradicts(gate, "A week at the Seaview caravan park costs £420 per caravan.",
                "A week at the Seaview caravan park costs £480 per caravan, a holiday forum says.", "holidays/caravans")


# ---------------------------------------------------------------- an age group in words
def test_an_age_group_in_words_is_the_age_group_in_digits():
    """"under-sevens" / "the under-7s", "over-sixty-fives" / "over-65s", "over sixties": one group (only five, twelve,
    sixteen, eighteen, sixty, sixty-five and seventy were read in words, "sixties" not at all)."""
    from trustgate.slot_groups import groups_for

    assert groups_for("The ballet class for under-sevens costs £7.") == groups_for("The ballet class for the under-7s is £7.")
    assert groups_for("Over-sixty-fives swim free at Parkside.") == groups_for("Over-65s swim free at Parkside.") == {"over 65"}
    assert groups_for("Over sixties pay £2 for a coffee.") == {"over 60"}
    assert groups_for("Under-nines pay £3.") == {"under 9"}


# ---------------------------------------------------------------- a role taken over from "him"
def test_a_role_taken_over_from_a_pronoun_is_taken_from_the_person_named_before(gate):
    """"Ines Moreau stepped down in March and I've taken over from her as ...": the holder it was taken from is the one
    named before the pronoun (it was refused as a duplicate: "her" said no value the stored fact holds)."""
    assert changed_from("Ines Moreau stepped down in March and I've taken over from her as club secretary.") == "Ines Moreau"
    assert changed_from("When Mr Bell left, I took over from him as head of science.") == "Mr Bell"
    assert changed_from("I've taken over from him as coach.") == "him"  # (nobody named: left as said)
    replaces(gate, "The secretary of the Fairfield bowls club is Ines Moreau.",
             "Ines Moreau stepped down in March and I've taken over from her as secretary of the Fairfield bowls club.",
             "clubs/bowls", first=WEAK, second=STRONG)


# ---------------------------------------------------------------- "put X up from A to B"
def test_a_price_put_up_from_the_stored_value_is_an_update(gate):
    """"has put the price of its pasty up from £3.20 to £3.60": a change from the stored £3.20 (the old value said beside
    the new one made it a duplicate: a value both share)."""
    from trustgate.changes_told import dropped_old_values

    assert changed_from("Crumbs Bakery has put the price of its pasty up from £3.20 to £3.60.") == "£3.20"
    assert "£3.20" not in dropped_old_values("Crumbs Bakery has put the price of its pasty up from £3.20 to £3.60.")
    replaces(gate, "A steak pasty from Crumbs Bakery costs £3.20.",
             "Crumbs Bakery has put the price of its steak pasty up from £3.20 to £3.60.", "food/bakery",
             first=USER, second=STRONG)


# ---------------------------------------------------------------- a slashed date either way round
def test_a_slashed_date_that_may_be_day_first_is_that_day_too(gate):
    """"12/03/2027" is read month first (3 December); written by a British user it is 12 March: either reading is the
    same date as what it may mean (it was an update of "12 March 2027")."""
    from trustgate.values import extract
    from trustgate.values.compare import same

    (a,), (b,), (c,) = (extract(t) for t in ("due 12/03/2027", "due on 12 March 2027", "due on 4 December 2027"))
    assert same(a, b) and same(b, a) and not same(a, c)
    (d,) = extract("due 25/03/2027")
    assert str(d.norm) == "2027-03-25"  # guard (passed before): a first part over 12 is the day, read as written
    duplicates(gate, "Northway Coaches is taking Elm Grove School's trip to Chester on 12 March 2027.",
               "On 12/03/2027 Elm Grove School's Chester trip goes with Northway Coaches.", "transport/coaches",
               first=USER, second=USER)


# ---------------------------------------------------------------- a report in a later clause
def test_a_report_after_a_semicolon_is_read_without_its_reporter(gate):
    """"X no longer charges £12; a local forum says his rate is now £15": the forum is who says it, not what it is about
    (its words made the claim another attribute of the stored rate)."""
    from test_slots_kinds5 import contradicts

    from trustgate.rephrase import rephrase

    said = "Piotr Zielinski no longer charges £12 for a lawn cut; a village forum says his price is now £15."
    assert rephrase(said) == "Piotr Zielinski no longer charges £12 for a lawn cut; his price is now £15."
    contradicts(gate, "Piotr Zielinski, the gardener, charges £12 for a lawn cut.", said, "home/garden")


# ---------------------------------------------------------------- how many against which days; pounds a head
def test_a_count_against_which_days_is_another_attribute(gate):
    """"Teams at the pub quiz can have up to five players" / "The Anchor holds its quiz on Thursdays": how many against
    which days (it was refused as a conflict: the count read as the value the days-only statement lacked)."""
    apart(gate, "The Anchor Inn holds its pub quiz on Thursdays.",
          "Teams at the Anchor Inn's pub quiz can have up to five players, a local what's-on site says.", "pubs/quiz")


def test_pounds_a_head_or_each_is_a_price():
    """"three pounds a head", "five pounds each": money; "weighs 5 pounds each" stays a weight."""
    from trustgate.values import extract

    assert [(v.kind, v.unit) for v in extract("Entry to the quiz is three pounds a head.")] == [("money", "GBP")]
    assert [(v.kind, v.unit) for v in extract("Tickets for the raffle are five pounds each.")] == [("money", "GBP")]
    assert [v.kind for v in extract("Each sack of feed weighs 5 pounds each.")] == ["quantity"]  # guard (passed before)
