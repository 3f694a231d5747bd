"""Kinds of slot decision added in stop 41, after reading the misses of blind23's sets: a verb no list names before
a possessive ("hangs its exhibition"), "a second" as an ordinal, "twice a day" as how often (not a thing counted), one
kind of thing in two places, a venue's name with the kind of place after it ("Paws Corner pet shop"), "there" after
someone left a named place, "X is the name of Y", an ordinal joined to its level ("second-floor"), "While ..." and
"Until ..." as how long a statement holds, a reason after a temperature, a setting turned down against a reading, a leading "From this
month" without a comma, and a finite verb no list names after a base-form noun ("the hardware store shuts at ...").
Sentences of our own; each test failed on 0f259c4 (main before this round) unless its docstring says it is a guard."""

from __future__ import annotations

from conftest import cand
from test_slots_kinds3 import DOC, STRONG, USER, WEAK, replaces
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts
from test_slots_kinds8 import duplicates

from trustgate.rephrase import rephrase
from trustgate.sentence import read
from trustgate.values import extract


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(v.kind, v.text) for v in extract(text)]


# ---------------------------------------------------------------- how a sentence is read
def test_a_verb_no_list_names_before_a_possessive_is_the_verb():
    """"hangs its", "smokes their": the verb, though an auxiliary follows in a later clause."""
    r = read("The Millbrook Quilters hang their quilts in the village hall every May, and entry is free.")
    assert "hang" in r.verbs and r.subject == read("The Millbrook Quilters meet on Thursdays.").subject
    r = read("The Tarn Smokery smokes its trout over beech, and the shop is open daily.")
    assert "smoke" in r.verbs and "trout" not in r.subject


def test_a_finite_verb_no_list_names_after_a_noun_that_is_also_a_verb():
    """"The hardware store shuts at ...": "store" is the head noun, "shuts" the verb."""
    r = read("The Elm Road hardware store shuts at half past five.")
    assert r.verbs == frozenset({"shut"}) and "store" in r.subject
    assert "store" in read("I store my bike in the shed.").verbs  # guard (passed before): after a pronoun it is the verb


def test_a_leading_when_phrase_with_from_and_no_comma_is_not_the_subject():
    r = read("From this week the Elm Street pharmacy opens at 8 am.")
    assert r.subject == read("The Elm Street pharmacy opens at 9 am.").subject


def test_a_second_before_a_noun_is_an_ordinal_not_a_length_of_time():
    assert ("duration", "a second") not in _kinds("There is a second delivery at 3 pm.")
    assert ("duration", "a second") not in _kinds("The council opened a second library in May.")
    assert ("duration", "a second") in _kinds("The flash lasts a second or two.")  # guard (passed before)
    assert ("duration", "a second") in _kinds("The light turns green in a second.")  # guard (passed before)


def test_how_often_is_no_thing_counted():
    """"90 cows twice a day" is 90 cows, milked twice a day, not 90 "twices" a day."""
    kinds = [(v.kind, v.text, v.unit) for v in extract("The dairy milks 90 cows twice a day.")]
    assert ("number", "90", None) in kinds and any(k[1] == "twice a day" for k in kinds)
    assert [v.unit for v in extract("The canteen serves 300 meals a day.")] == ["meal/second"]  # guard (passed before)


def test_an_ordinal_joined_to_its_level_reads_as_ordinal_and_level():
    assert "second floor" in rephrase("The second-floor kitchen is closed.")
    assert "3rd row" in rephrase("We sat in a 3rd-row seat.")
    assert rephrase("The first-class lounge opens at 6 am.") == "The first-class lounge opens at 6 am."  # guard


def test_a_name_said_as_the_name_of_a_thing_is_what_the_thing_is_called():
    assert rephrase("ORCA-7 is the name of the third-floor meeting room.") == "The third floor meeting room is called ORCA-7."


def test_while_and_until_before_a_statement_say_for_how_long_it_holds():
    """A while or an until before the statement is how long it holds (its valid time says that), not which case."""
    assert rephrase("Until the bridge reopens, the 42 bus goes via Elm Road.") == "The 42 bus goes via Elm Road."
    assert rephrase("While the lift is repaired, the Quay Street office opens at 9 am.") == "The Quay Street office opens at 9 am."


def test_a_reason_after_a_temperature_is_no_part_of_the_statement():
    """Guard (passed before): the reason's words are not what the statement is about."""
    r = read("I've turned the greenhouse heater up to 12 °C because the seedlings are tender.")
    assert "tender" not in r.predicate | r.subject and "seedl" not in r.subject


def test_someone_leaving_a_named_place_makes_there_that_place():
    said = rephrase("Ravi has left Northgate Motors and Sam is the service manager there now.")
    assert said == "Sam is the service manager at Northgate Motors now."
    assert rephrase("Priya has left the Crown and there is no chef now.").endswith("there is no chef now.")  # guard


# ---------------------------------------------------------------- decisions
def test_another_attribute_of_a_club_said_with_a_verb_no_list_names_stays(gate):
    """Guard (passed before, by another rule)."""
    apart(gate, "The Millbrook Quilters meet on Thursday afternoons at the library.",
          "The Millbrook Quilters hang their quilts in the village hall every May, and entry is free.", "clubs")


def test_one_kind_of_thing_in_two_places_is_two_things(gate):
    apart(gate, "The UPS in the Bay Lodge cellar keeps the freezer running for 40 minutes on battery.",
          "The UPS in the Bay Lodge boat shed keeps the winch motor running for 40 minutes on battery.", "lodge")


def test_a_venue_named_with_the_kind_of_place_after_its_name_is_the_venue(gate):
    contradicts(gate, "The Bramble Corner florist shop on Mill Lane closes at 5:30 pm.",
                "Bramble Corner on Mill Lane closes at 7 pm, a review site says.", "shops")


def test_someone_else_holding_the_role_there_now_replaces_the_holder(gate):
    replaces(gate, "The service manager at Northgate Motors is Ravi.",
             "Ravi has left Northgate Motors and Sam is the service manager there now.", "garage", first=DOC, second=STRONG)


def test_the_name_of_a_room_said_the_other_way_round_is_a_duplicate(gate):
    duplicates(gate, "The meeting room on the third floor of the Dock office is called ORCA-7.",
               "ORCA-7 is the name of the third-floor meeting room in the Dock office.", "rooms")


def test_a_setting_turned_down_with_a_reason_does_not_replace_a_reading(gate):
    apart(gate, "The Bay Lodge cellar is reading 17.5 °C.",
          "I've turned the Bay Lodge cellar cooler down to 12 °C because the wine needs it.", "lodge", first=STRONG, second=USER)


def test_a_closing_time_against_an_opening_time_from_this_month_is_another_attribute(gate):
    apart(gate, "From this month the Elm Road hardware store opens at 7:30 am.",
          "The Elm Road hardware store closes at 5:30 pm, an online directory says.", "shops", first=DOC, second=WEAK)


def test_a_clause_about_a_named_person_mid_sentence_is_no_part_of_the_statement(gate):
    """", who took over from ... in the spring," after the name, a reporter after that: the role's new holder."""
    assert rephrase("The Fellside Harriers are coached by Ana Ruiz, who took over from Bob Kerr in the spring, "
                    "the club's website says.").startswith("The Fellside Harriers are coached by Ana Ruiz")
    contradicts(gate, "Bob Kerr is the head coach of the Fellside Harriers.",
                "The Fellside Harriers are coached by Ana Ruiz, who took over from Bob Kerr in the spring, the club's website says.",
                "clubs")


def test_a_season_after_a_role_taken_says_when_not_which_role(gate):
    replaces(gate, "Bob Kerr is the head coach of the Fellside Harriers.",
             "Ana Ruiz took over from Bob Kerr as head coach of the Fellside Harriers in the spring.", "clubs", first=DOC)


def test_figures_for_two_purposes_are_two_attributes(gate):
    apart(gate, "The Quay Street IT team needs three working days' notice to set up a new starter's desktop.",
          "The Quay Street IT team needs eight working days' notice to order a new starter's security pass.", "it", first=DOC,
          second=WEAK)


def test_a_change_of_a_thing_made_by_someone_else_updates_its_value(gate):
    """The one who made the change is no subject of the slot: the thing changed is, said as the other side's words."""
    replaces(gate, "Holt Joinery will fit our back door on 14 May.",
             "Holt Joinery have pushed our back door fitting back to 28 May.", "house")
    replaces(gate, "Our carpet order from Floorworld is due for delivery on Monday 8 June.",
             "Floorworld have rescheduled our carpet delivery to Thursday 11 June.", "house")


def test_a_change_of_one_thing_is_no_change_of_another(gate):
    """Guard (passed before): what the change tells of after the verb ("now opens") or a head noun that is another's
    ("the school bus") is no value of the other's."""
    apart(gate, "The Lark Lane pool closes at 9 pm.", "The Lark Lane pool now opens at 6 am.", "pool", first=DOC, second=USER)
    apart(gate, "The Kelby school bus leaves at 7:55.", "The Kelby school now starts at 8:40.", "school", first=DOC, second=USER)


def test_what_time_or_how_much_against_which_days_are_two_attributes(gate):
    apart(gate, "Rolo is booked into Pawprints daycare on Tuesdays and Fridays.",
          "Pawprints daycare picks Rolo up at 7:45 am.", "pets", first=STRONG, second=USER)
    apart(gate, "Rolo is booked into Pawprints daycare on Tuesdays and Fridays.",
          "Pawprints daycare charges us £31 a day for Rolo.", "pets2", first=STRONG, second=USER)


def test_a_relative_of_the_speaker_against_a_person_named_by_title_is_another_person(gate):
    apart(gate, "At Kelby High, Mrs Dunn is the head of science.",
          "My daughter takes chemistry in the Kelby High sixth form, which Mrs Dunn teaches on Friday mornings.", "school",
          first=DOC, second=USER)


def test_a_preposition_before_a_possessive_is_no_verb():
    """Guard: "... sheepdog trials with my young collie": "with" after a plural is no verb."""
    assert "compet" in read("I compete in the open class at the Bryn sheepdog trials with my old collie.").verbs


def test_another_head_noun_under_an_owner_said_on_one_side_is_another_thing(gate):
    """"the Kelby High drama club's summer play" / "the Kelby High summer concert": an owner on one side only, and
    another head noun: two events, though both are on one date (no duplicate)."""
    apart(gate, "The Kelby High summer concert is on 9 July.", "The Kelby High drama club's summer play opens on 9 July.",
          "school", first=DOC, second=USER)


def test_a_figure_of_a_part_of_the_subject_is_no_figure_of_the_whole(gate):
    apart(gate, "Fernlea Lodge hotel has 64 rooms.", "Fernlea Lodge hotel has 18 rooms in its garden annexe.", "hotel",
          first=DOC, second=USER)
    replaces(gate, "Fernlea Lodge hotel has 64 rooms.", "Fernlea Lodge hotel now has 70 rooms.", "hotel2")  # guard


def test_one_street_two_house_numbers_are_two_houses(gate):
    apart(gate, "Leafline Gardening mows the lawn at 4 Orchard Close every fortnight.",
          "Leafline Gardening mows the lawn at 12 Orchard Close in June.", "garden", first=DOC, second=USER)


def test_a_change_of_a_relatives_visit_made_by_a_company_updates_the_visit(gate):
    replaces(gate, "A carer from Homely Care visits my mum at 7 am every morning.",
             "Homely Care has moved my mum's morning visit to 8 am.", "care")


def test_a_relatives_thing_is_not_the_persons_changed_thing(gate):
    """Guard (passed before): "Ellen Park's club rating rose to 1902" is no value of her brother's rating."""
    old = gate.write(cand("Rosa Vale's club rating rose to 1710 after the winter tournament.", "chess", STRONG))
    d = gate.write(cand("Rosa Vale's brother, Sam Vale, has a club rating of 1650.", "chess", USER))
    assert d.verdict == "accept" and old.fact_id not in d.supersedes, d.to_dict()


def test_a_figure_on_its_shelves_is_still_the_whole(gate):
    """Guard (passed before): "on its shelves" says where the books are, no part of the library."""
    contradicts(gate, "The library at Colbeck School holds 9,000 books.",
                "Colbeck School's library has roughly 15,000 books on its shelves, a parents' forum says.", "school")
