"""Kinds of slot decision added in stop 49, after blind34's first runs: a length of time counted in working days
against one in calendar units (one question, two values); a numeronym ("k8s") as the word it shortens; the initials
of a hyphenated compound ("PYO"); a dotted realm or host named by its label; a source after the statement that
"posted" or "tweeted" it; a distance per hour as a speed; a measure a thing is kept at, said with another verb; "takes
N to complete"; one head noun with another modifier in the other's object; a place named without the kind words of
its name ("Reserve", "Lab"); a length of time said with "interval" as how often; months' short forms; "has cut how long
it holds X to N"; "the first trip of the day"; a venue that takes children from an age; "the previous 10" as "the last
10". Sentences of our own; each test failed on 78256d1 unless its docstring says it is a guard."""

from __future__ import annotations

from trustgate.rephrase import rephrase
from trustgate.slot_words import counterpart
from trustgate.values import comparable, extract

from test_slots_kinds3 import replaces
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts
from test_slots_kinds8 import duplicates


# ---------------------------------------------------------------- working days against calendar time
def test_working_days_against_weeks_is_a_new_value_not_the_same_one(gate):
    replaces(gate, "Warranty claims are settled within 10 working days.",
             "Warranty claims are settled within about four weeks.", "support")


def test_working_days_equal_in_two_writings_stay_a_duplicate(gate):
    """Guard: "ten" and "10" working days are one value."""
    duplicates(gate, "Passport renewals are processed within 10 working days.",
               "Passport renewals are processed within ten working days.", "gov")


def test_a_length_in_working_days_and_another_subjects_weeks_stay_apart(gate):
    """Guard: another subject's length of time is no update of this one."""
    apart(gate, "Bank transfers clear within 3 working days.",
          "Card refunds clear within two weeks.", "bank")


# ---------------------------------------------------------------- numeronyms
def test_a_numeronym_is_the_word_it_shortens():
    assert counterpart("k8s", "kubernet") and counterpart("kubernet", "k8s")
    assert counterpart("a11y", "access") is False  # a stem far shorter than the word the count names
    assert not counterpart("k8s", "kafka") and not counterpart("b2b", "bob")


def test_a_cluster_named_by_its_numeronym_restates_the_same_fact(gate):
    duplicates(gate, "The build Kubernetes cluster allows at most 60 pods per node.",
               "The build k8s cluster runs a maximum of 60 pods on each node.", "infra")


def test_a_cluster_named_by_its_numeronym_with_another_value_is_an_update(gate):
    replaces(gate, "The build Kubernetes cluster allows at most 60 pods per node.",
             "The build k8s cluster now allows at most 90 pods per node.", "infra")


# ---------------------------------------------------------------- the initials of a compound
def test_initials_name_the_hyphenated_compound():
    assert counterpart("pyo", "pick-your-own") and counterpart("diy", "do-it-yourself")
    assert not counterpart("pyo", "pay-as-you-go")


def test_a_farm_named_by_initials_and_in_full_is_one_farm(gate):
    contradicts(gate, "Oakbeck PYO charges £3.80 per kilo of gooseberries.",
                "Gooseberries at Oakbeck pick-your-own cost £5 a kilo, a local blog says.", "farm")


# ---------------------------------------------------------------- a dotted name and its label
def test_a_realm_written_as_a_dotted_name_is_the_realm_named_by_its_label(gate):
    contradicts(gate, "The AD.QUILLON.ORG Kerberos realm issues tickets that are valid for 8 hours.",
                "Kerberos tickets in the Quillon realm expire after two days, a sysadmin forum says.", "auth")
    assert not counterpart("ad.quillon.org", "organ") and counterpart("ad.quillon.org", "quillon")


# ---------------------------------------------------------------- a source that posted it
def test_a_source_that_posted_or_tweeted_the_statement_is_not_part_of_it():
    assert rephrase("The Mill Lane launderette closes at 9 pm, a resident posted online.") == "The Mill Lane launderette closes at 9 pm."
    assert rephrase("Route 12 buses run every 20 minutes, a commuter tweeted.") == "Route 12 buses run every 20 minutes."


# ---------------------------------------------------------------- a distance per hour is a speed
def test_kilometres_an_hour_compare_with_miles_per_hour():
    (a,), (b,) = extract("limited to 12 kilometres an hour"), extract("a top speed of 6 mph")
    assert comparable(a, b)
    (c,), (d,) = extract("walks 5 km a day"), extract("a top speed of 6 mph")
    assert not comparable(c, d)


# ---------------------------------------------------------------- a measure it is kept at
def test_a_temperature_kept_at_and_run_at_is_one_measure(gate):
    contradicts(gate, "Harwell Data Centre keeps its cold aisles at 20 °C.",
                "Cold aisles at Harwell DC run at about 86 °F, a hosting review says.", "dc")


# ---------------------------------------------------------------- takes N to complete
def test_to_complete_after_a_length_of_time_adds_nothing():
    assert rephrase("The Ridgeway loop takes about 4 hours to complete.") == "The Ridgeway loop takes about 4 hours."
    assert rephrase("The Ridgeway loop takes 4 hours to drive.") == "The Ridgeway loop takes 4 hours to drive."


# ---------------------------------------------------------------- one head, two modifiers, one in an object
def test_another_kind_of_token_than_the_one_issued_is_another_thing(gate):
    apart(gate, "The Corran identity provider issues access tokens that expire after 30 minutes.",
          "Corran IdP refresh tokens last two weeks, a developer forum says.", "auth")


def test_the_same_kind_of_token_issued_and_lasting_is_one_thing(gate):
    """Guard: the same modifier on both sides stays one slot."""
    contradicts(gate, "The Pinecrest identity service issues session cookies that expire after 30 minutes.",
                "Pinecrest identity service session cookies last two hours, a privacy blog says.", "auth")


# ---------------------------------------------------------------- a place by its name without its kind words
def test_a_reserve_named_without_its_kind_words_is_the_same_reserve(gate):
    duplicates(gate, "Fenmoor Nature Reserve has 4 viewing platforms.", "There are four viewing platforms at Fenmoor.", "nature")


# ---------------------------------------------------------------- an interval is how often
def test_an_interval_is_how_often_not_how_long(gate):
    apart(gate, "The Halden backup job takes 40 minutes.", "The Halden backup job's run interval is 6 hours.", "ops")


# ---------------------------------------------------------------- months' short forms
def test_a_month_written_short_is_the_month(gate):
    duplicates(gate, "The Brookfield ice rink opens in November.", "The Brookfield ice rink opens in Nov.", "leisure")


def test_a_month_written_short_and_another_month_differ(gate):
    replaces(gate, "The Brookfield ice rink opens in Nov.", "The Brookfield ice rink opens in December.", "leisure")


# ---------------------------------------------------------------- how long, changed
def test_cutting_how_long_it_does_a_thing_gives_the_new_length():
    assert rephrase("Larch Books has cut how long it holds reserved copies to 5 days.") == "Larch Books now holds reserved copies for 5 days."


def test_cutting_how_long_it_does_a_thing_updates_the_length(gate):
    replaces(gate, "Larch Books holds reserved copies for 10 days.", "Larch Books has cut how long it holds reserved copies to 5 days.", "shop")


# ---------------------------------------------------------------- the first of the day
def test_the_first_trip_of_the_day_is_the_first_trip(gate):
    contradicts(gate, "Gull Point Kayaks runs its first tour of the day at 8:30 am.",
                "The first kayak tour at Gull Point leaves at 10 o'clock, a travel site says.", "tours")


# ---------------------------------------------------------------- the youngest it takes
def test_taking_children_from_an_age_is_its_minimum_age():
    assert rephrase("Tarn Gill Canyoning takes children from age 11, a parents' forum says.") == "Tarn Gill Canyoning's minimum age is 11."
    assert rephrase("The Kelpies swim club welcomes swimmers aged 8 and over.") == "The Kelpies swim club's minimum age is 8."
    assert rephrase("The museum takes children to the old mill.") == "The museum takes children to the old mill."


def test_taking_children_from_another_age_contradicts_the_minimum_age(gate):
    contradicts(gate, "Tarn Gill Canyoning's minimum age for a descent is 14.",
                "Tarn Gill Canyoning takes children from age 11, a parents' forum says.", "outdoors")



# ---------------------------------------------------------------- the last N
def test_previous_past_and_most_recent_n_are_the_last_n():
    assert rephrase("The vault keeps 12 previous versions of each key.") == "The vault keeps last 12 versions of each key."
    assert rephrase("The log keeps the 30 most recent entries.") == "The log keeps the last 30 entries."
    assert rephrase("The previous release was 4.2.") == "The previous release was 4.2."  # (no count after it)
    assert rephrase("Lunch is served from half past twelve.") == "Lunch is served from half past twelve."  # (a clock time)


def test_the_previous_n_and_the_last_n_are_one_value(gate):
    duplicates(gate, "The Quarry wiki keeps 25 previous revisions of each page.",
               "Each page in the Quarry wiki retains its last twenty-five revisions.", "docs")


def test_the_last_n_changed_is_an_update(gate):
    replaces(gate, "The Quarry wiki keeps the previous 25 revisions of each page.",
             "The Quarry wiki now keeps the last 40 revisions of each page.", "docs")
