"""Kinds of slot decision added in stop 50, after blind34's misses: a bound on who may take part ("riders must weigh
at least", "you must be 1.4 m tall to ride") as the thing's minimum or maximum of that measure; a named ride, route or
attraction called by its name without its kind words ("the Kestrel zip wire" / "Kestrel"); things booked "in 1-hour
sessions" as how long one session lasts; a size joined to a noun naming which thing; initials and a coined opener
proposing the full name; a length changed "to an hour"; an age "or older"; pence; a club's committee. Sentences of
our own; each test failed on b0d5508 unless its docstring says it is a guard (23 fail there, 13 guards)."""

from __future__ import annotations

from trustgate.rephrase import rephrase

from test_slots_kinds3 import replaces
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts
from test_slots_kinds8 import duplicates


# ---------------------------------------------------------------- a bound on who may take part
def test_a_bound_on_who_may_take_part_is_the_minimum_or_maximum_of_its_measure():
    assert rephrase("Climbers on the Ravenscar wall must weigh at least 35 kg.") == \
        "The Ravenscar wall has a minimum climber weight of 35 kg."
    assert rephrase("Visitors must be at least 1.1 m tall to ride the Tidal Twister.") == \
        "The Tidal Twister has a minimum height of 1.1 m."
    assert rephrase("Guests on the Gorge Swing must weigh no more than 110 kg, a forum says.") == \
        "The Gorge Swing has a maximum weight of 110 kg."
    assert rephrase("You must be at least 16 years old to join the Fellside rowing club.") == \
        "The Fellside rowing club has a minimum age of 16 years."


def test_a_must_without_a_measure_is_left_as_it_is():
    """Guard: "must be in the office by 9" bounds no measure of a thing."""
    assert rephrase("Staff must be at least ten minutes early for the briefing.") == \
        "Staff must be at least ten minutes early for the briefing."
    assert rephrase("Drivers must be in the depot by 6 am.") == "Drivers must be in the depot by 6 am."


def test_a_web_claim_of_another_minimum_age_contradicts_the_handbook(gate):
    contradicts(gate, "The Thornhill climbing wall has a minimum climber age of 8.",
                "Children must be at least 12 years old to use the Thornhill climbing wall, a parenting blog says.", "climbing")


def test_the_same_minimum_height_said_as_must_be_tall_is_a_duplicate(gate):
    duplicates(gate, "The Vortex water slide has a minimum height of 1.2 m.",
               "Visitors must be at least 120 cm tall to ride the Vortex water slide.", "waterpark")


def test_a_maximum_weight_and_a_minimum_weight_stay_apart(gate):
    """Guard: the most a rider may weigh is another attribute than the least."""
    apart(gate, "The Vortex water slide has a minimum rider weight of 30 kg.",
          "The Vortex water slide has a maximum rider weight of 120 kg.", "waterpark")


# ---------------------------------------------------------------- a ride or route named without its kind words
def test_a_ride_named_without_its_kind_words_is_the_same_ride(gate):
    contradicts(gate, "The Stormrider rollercoaster reaches a top speed of 70 km/h.",
                "Stormrider reaches a top speed of 95 km/h, a theme park fan site says.", "themepark")


def test_two_rides_named_apart_stay_apart(gate):
    """Guard: another named ride of the same kind is another thing."""
    apart(gate, "The Stormrider rollercoaster reaches a top speed of 70 km/h.",
          "The Nightfall rollercoaster reaches a top speed of 90 km/h.", "themepark")


# ---------------------------------------------------------------- booked in N-hour sessions
def test_booked_in_sessions_is_how_long_a_session_lasts():
    assert rephrase("Splitwood Axe Club books its lanes in 1-hour sessions.") == "Splitwood Axe Club's lane sessions last 1 hour."
    assert rephrase("The Loft Studio hires out its rooms in 3-hour blocks.") == "The Loft Studio's room blocks last 3 hours."
    assert rephrase("The gym runs its classes in the evening.") == "The gym runs its classes in the evening."


def test_a_session_said_to_last_longer_contradicts_the_booking_length(gate):
    contradicts(gate, "Splitwood Axe Club books its lanes in 1-hour sessions.",
                "A lane session at Splitwood is 2 hours long, a party planning site says.", "leisure")


def test_a_session_length_changed_by_the_owner_is_an_update(gate):
    """Guard: said as a session's length on both sides, the change was read before."""
    replaces(gate, "The Loft Studio hires out its rooms in 3-hour blocks.",
             "A room block at the Loft Studio now lasts 4 hours.", "music")


def test_a_bound_said_with_need_to_or_requires_is_the_same_minimum():
    assert rephrase("You need to be at least 1.3 m tall to do the Treetop Trek.") == "The Treetop Trek has a minimum height of 1.3 m."
    assert rephrase("Speedbowl Karting now requires drivers to be at least 1.6 metres tall.") == \
        "Speedbowl Karting now has a minimum driver height of 1.6 metres."


def test_a_minimum_height_now_required_is_an_update(gate):
    """Guard: read as an update before (by the cosine); "must be at least" rewritten alone would have lost it."""
    replaces(gate, "Drivers at Speedbowl Karting must be at least 1.5 metres tall.",
             "Speedbowl Karting now requires drivers to be at least 1.6 metres tall.", "karting")


# ---------------------------------------------------------------- a name and the common nouns of its kind
def test_a_service_named_alone_and_with_its_kind_nouns_is_one_service(gate):
    contradicts(gate, "The Lodestar package registry keeps release artefacts for 90 days.",
                "Lodestar keeps release artefacts for 30 days, a developer forum says.", "devtools")


def test_a_copy_of_the_named_thing_stays_another_thing(gate):
    """Guard: "the Lodestar replica" is a copy, not Lodestar itself."""
    apart(gate, "The Lodestar replica keeps release artefacts for 90 days.",
          "Lodestar keeps release artefacts for 30 days.", "devtools")


def test_two_named_things_of_one_kind_stay_apart(gate):
    """Guard: a name in capitals among the kind words names another thing."""
    apart(gate, "The Lodestar Maven registry keeps release artefacts for 90 days.",
          "Lodestar keeps release artefacts for 30 days.", "devtools")


# ---------------------------------------------------------------- a predicate with a word shortened
def test_a_predicate_with_its_words_shortened_is_the_same_predicate(gate):
    contradicts(gate, "The Harrow secrets vault rotates database credentials every 30 days.",
                "Harrow rotates DB creds every 90 days, a sysadmin blog says.", "secrets")


def test_a_predicate_with_its_words_shortened_restates_the_same_value(gate):
    """Guard: the same value, words shortened, was a duplicate before (by the cosine)."""
    duplicates(gate, "The Harrow vault rotates database passwords every 30 days.",
               "The Harrow vault rotates DB passwords monthly.", "secrets")


def test_another_object_of_the_verb_stays_another_attribute(gate):
    """Guard: rotating certificates is not rotating passwords."""
    apart(gate, "The Harrow vault rotates database passwords every 30 days.",
          "The Harrow vault rotates TLS certificates every 30 days.", "secrets")


# ---------------------------------------------------------------- sessions of N and a hedge after the statement
def test_sessions_of_a_length_are_how_long_a_session_lasts():
    assert rephrase("Driftwood Sauna books sauna sessions of 45 minutes.") == "Driftwood Sauna's sauna sessions last 45 minutes."


def test_a_hedge_left_after_the_statement_is_not_part_of_it():
    assert rephrase("The ferry to Skerry leaves at 9, apparently, a travel forum says.") == "The ferry to Skerry leaves at 9."
    assert rephrase("The ferry to Skerry leaves at 9, reportedly.") == "The ferry to Skerry leaves at 9."
    assert rephrase("The ferry to Skerry leaves at 9, I read on a travel forum.") == "The ferry to Skerry leaves at 9."


def test_nouns_after_a_possessive_name_a_part_not_the_kind(gate):
    """Guard: "the Humber Bridge's main span" is a part of the bridge, not the bridge by its kind words."""
    apart(gate, "The Humber Bridge is 2,220 metres long.", "The Humber Bridge's main span is 1,410 metres long.", "bridges")


def test_a_spa_named_without_its_kind_word_is_the_same_spa(gate):
    contradicts(gate, "The Alhambra Hammam keeps its hot room at 42 °C.",
                "Alhambra's hot room runs at about 115 °F, a travel blog says.", "spa")


# ---------------------------------------------------------------- a size names which thing a price is of
def test_two_bottle_sizes_are_two_prices(gate):
    apart(gate, "Kiln Lane Cider sells a 500 ml bottle for £3.80.", "Kiln Lane Cider sells a 1 litre bottle for £6.50.", "drinks")


def test_one_bottle_size_in_two_units_is_one_price(gate):
    """Guard: 500 ml and 50 cl are one size, so the new price is an update."""
    replaces(gate, "Kiln Lane Cider sells a 500 ml bottle for £3.80.", "Kiln Lane Cider now sells a 50 cl bottle for £4.20.", "drinks")


# ---------------------------------------------------------------- initials of a name, a length changed to "an hour"
def test_a_club_named_by_its_initials_is_proposed_and_read_as_the_club(gate):
    contradicts(gate, "Hartfield Youth Orchestra rehearses on Sunday afternoons.",
                "Hartfield YO rehearses on Saturday mornings, a parent says.", "music")


def test_a_length_changed_to_an_hour_is_a_value():
    from trustgate.values import extract
    assert [(v.kind, int(v.norm)) for v in extract("The boat trip has been extended to an hour.")] == [("duration", 3600)]
    assert [v.kind for v in extract("Prices rose to a week's wages.")] == []


def test_a_tour_lengthened_to_an_hour_updates_its_length(gate):
    replaces(gate, "Ferncliffe Caves' guided tour lasts 40 minutes.",
             "Ferncliffe's cave tour has been lengthened to an hour.", "caves")


# ---------------------------------------------------------------- an age bound said after the age, and pence
def test_an_age_or_older_is_the_minimum_age_of_who_it_names():
    assert rephrase("Torrside Quad Treks' riders must be sixteen or older.") == "Torrside Quad Treks's minimum rider age is sixteen."
    assert rephrase("Wobbleworld's players must be 10 or under.") == "Wobbleworld's maximum player age is 10."


def test_an_age_or_older_restates_the_minimum_age(gate):
    duplicates(gate, "Torrside Quad Treks' minimum rider age is 16.", "Torrside Quad Treks' riders must be sixteen or older.", "quads")


def test_the_minimum_age_of_another_taker_stays_apart(gate):
    """Guard: the passengers' minimum age is not the drivers'."""
    apart(gate, "Torrside Quad Treks' minimum passenger age is 6.", "Torrside Quad Treks' drivers must be sixteen or older.", "quads")


def test_pence_after_a_word_of_paying_are_sterling():
    from trustgate.values import extract
    assert [(v.kind, str(v.norm), v.unit) for v in extract("A return ticket costs 480p.")] == [("money", "4.8", "GBP")]
    assert [v.kind for v in extract("The camera records in 1080p.")] == ["identifier"]


def test_a_fare_in_pence_restates_the_fare_in_pounds(gate):
    duplicates(gate, "The Millbrook tram's single fare is £2.40.", "The Millbrook tram's single fare is 240p.", "transport")


def test_a_coined_word_opening_the_sentence_is_a_key_of_its_own():
    """A name the reader does not call one because it opens the sentence ("Quayline boats ...") proposes the facts
    that name it (WordNet knows no such word); a common word opening it does not."""
    from trustgate.name_keys import subject_keys
    from trustgate.sentence import read
    text = "Brindlewick boats leave every 40 minutes on Sundays."
    assert frozenset({"brindlewick"}) in subject_keys(text, read(text))
    text = "Harbour boats leave every 40 minutes on Sundays."
    assert frozenset({"harbour"}) not in subject_keys(text, read(text))


def test_a_count_against_a_measure_per_the_thing_counted_stays_apart(gate):
    apart(gate, "The Kittiwake ferry carries 40 cyclists.", "The Kittiwake ferry allows 40 kg of luggage per cyclist.", "ferry")


# ---------------------------------------------------------------- a body within an organisation, after its possessive
def test_a_clubs_committee_is_another_subject_than_the_club(gate):
    apart(gate, "The Wexley Rowing Club meets on Tuesdays.", "The Wexley Rowing Club's committee meets on Tuesdays.", "clubs")


def test_the_committee_said_twice_stays_one_subject(gate):
    """Guard: the committee's own meeting day changed is an update of it."""
    replaces(gate, "The Wexley Rowing Club's committee meets on Tuesdays.",
             "The Wexley Rowing Club's committee now meets on Thursdays.", "clubs")
