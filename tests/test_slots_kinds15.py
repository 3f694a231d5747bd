"""Kinds of slot decision added in stop 44, after reading blind26's and blind27's pair misses: someone's leaving a
place before "its" role held now, a building's floor said as the ground floor, by its ordinal or as a level, which one of
a thing against how many of it, two things of one owner named after a preposition ("the creche at the gym") or being
two kinds of one thing in WordNet, and "down in the cellar" as a place. Sentences of our own; each test failed on
9ab64c4 unless its docstring says it is a guard."""

from __future__ import annotations

from test_slots_kinds3 import replaces
from test_slots_kinds4 import apart
from test_slots_kinds8 import duplicates

from trustgate.rephrase import rephrase
from trustgate.values import extract


# ---------------------------------------------------------------- a leaving, then "its" role held now
def test_a_leaving_before_its_role_held_now_replaces_the_holder(gate):
    replaces(gate, "The Anchor Inn's kitchen is run by Marco Bell.",
             "Marco Bell has left the Anchor Inn, and its kitchen is now run by Tess Hale.", "food/pub")


def test_its_without_a_place_left_is_read_as_written():
    """Guard: no place the pronoun could stand for, so nothing is rewritten."""
    text = "Dana has retired, and its roof is now fixed."
    assert rephrase(text) == text


# ---------------------------------------------------------------- floors
def test_the_ground_floor_and_floors_in_words_are_numbers():
    assert [(v.kind, v.norm) for v in extract("The shop is on the ground floor.")] == [("number", 0)]
    assert [(v.kind, v.norm) for v in extract("Her studio is on the third floor.")] == [("number", 3)]
    assert extract("The third-floor kitchen has a kettle.") == []  # (a compound before a noun says which kitchen)
    assert extract("The first story was the best.") == []  # (a story is told; a storey is built)


def test_the_ground_floor_against_level_zero_is_a_duplicate(gate):
    duplicates(gate, "The Hollins Street clinic's pharmacy is on the ground floor.",
               "The Hollins Street clinic's pharmacy is on level 0.", "health/clinic")


def test_a_move_upstairs_to_another_level_replaces_the_floor(gate):
    replaces(gate, "The Carrow Road advice centre's drop-in desk is on the ground floor.",
             "The Carrow Road advice centre's drop-in desk has moved upstairs to level 3.", "community/advice")


def test_which_floor_against_how_many_floors_is_another_attribute(gate):
    apart(gate, "The Hollins Street clinic is on the second floor.", "The Hollins Street clinic has 4 floors.",
          "health/clinic")


def test_which_platform_against_how_many_platforms_is_another_attribute(gate):
    """Guard (passed before, by other words of the two sentences): now also by which one against how many."""
    apart(gate, "Denby Junction station has six platforms.", "Trains to Hull leave Denby Junction station from platform 2.",
          "travel/rail")


def test_a_new_platform_replaces_the_old_one(gate):
    """Guard (passed before): which one, said the same way on both sides."""
    replaces(gate, "Trains to Hull leave Denby Junction from platform 2.",
             "Trains to Hull leave Denby Junction from platform 5.", "travel/rail")


# ---------------------------------------------------------------- two things of one owner
def test_a_thing_at_a_named_place_against_another_thing_of_it(gate):
    apart(gate, "The creche at Elm Park Gym costs £4 a session.", "Elm Park Gym's spin class costs £6 a head.",
          "leisure/gym")


def test_two_kinds_of_one_thing_are_two_things_of_the_owner(gate):
    apart(gate, "Quire Copy Shop's large-format printer takes paper up to A0.",
          "Quire Copy Shop's laminator takes sheets up to A3.", "shops/print")


def test_one_thing_named_at_the_place_and_by_the_possessive_stays_one(gate):
    """Guard: the same thing ("the pool at" / "'s swimming pool") keeps its slot."""
    replaces(gate, "The pool at Millbrook Leisure Centre is 25 metres long.",
             "Millbrook Leisure Centre's swimming pool is 33 metres long.", "leisure/pool")


# ---------------------------------------------------------------- "down in" a place
def test_down_in_the_cellar_is_where_not_a_state(gate):
    duplicates(gate, "The Grange Hall's bottle store is in the cellar, behind door C2.",
               "The bottle store at the Grange Hall is down in the cellar, behind door C2.", "venues/hall")


def test_down_in_a_region_stays_a_state():
    """Guard: "down in eu-west-1" says the service is down."""
    from trustgate.sentence import read

    assert [v.kind for v in read("The build server is down in eu-west-1.").values] == ["state", "identifier"]


# ---------------------------------------------------------------- a named place said first; a name without its kind
def test_a_named_place_said_first_owns_the_thing_after_it():
    from trustgate.rephrase import rephrase as plain

    assert plain("At Fenwick Library, the late opening is on Thursdays.") == "Fenwick Library's late opening is on Thursdays."
    assert plain("In March, the pool closes at 6 pm.") == "In March, the pool closes at 6 pm."  # (a time, no place)


def test_a_place_named_without_its_kind_word_is_the_same_place(gate):
    replaces(gate, "The Saltings Hotel's drying room is on the first floor.",
             "At the Saltings, the drying room is now on level 2.", "travel/hotel")


def test_a_product_named_without_its_model_word_stays_another_product(gate):
    """Guard: what "the Rambler" leaves out of "the Rambler Max stove" names a model, not a kind of place."""
    apart(gate, "The Rambler Max stove weighs 900 g.", "The Rambler stove weighs 700 g.", "outdoor/stoves")
