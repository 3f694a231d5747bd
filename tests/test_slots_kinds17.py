"""Kinds of slot decision added in stop 47. First part: a name said by its first word and its kind word with a middle
word left out; two names that differ by a level word ("Youth", "Junior"); a product's kind said as an acronym after its
name; "be back by" as "be returned by"; a role's word for the whole place ("site manager", "branch manager") before the
place it is of; a thing of the thing a verb acts on ("runs the shop" / "runs the shop's raffle"); one verb on one
object where only the day differs. Second part, after blind31's misses: a report verb after the statement ("...,
a review suggests"), a plural noun before its own verb ("Street lamps in Oxley switch off"), a compound WordNet writes
as one word, a business named by its owner's possessive, lengths in parts of a game, "in advance", a count against a
measure of one subject. Sentences of our own; each test failed on 236bc8a unless its docstring says it is a guard."""

from __future__ import annotations

from test_slots_kinds3 import replaces
from test_slots_kinds4 import apart
from test_slots_kinds5 import contradicts


# ---------------------------------------------------------------- a name with a middle word left out
def test_a_name_said_by_its_first_word_and_kind_word_is_the_same_thing(gate):
    contradicts(gate, "The Harrowgate Model Village opens at 10 am.",
                "The Harrowgate village opens at 11 am, a travel blog says.", "days-out")


def test_a_level_word_inside_a_name_makes_another_body(gate):
    apart(gate, "The Fenwick Silver Band practises on Thursdays.",
          "The Fenwick Junior Silver Band practises on Saturdays.", "music")


def test_a_level_word_left_out_of_a_name_said_in_other_words_is_the_same_body(gate):
    """Guard (passed before): "the Club at Ormsby" names "Ormsby Ladies Club" without a name of its own."""
    contradicts(gate, "Ormsby Ladies Club meets every Monday evening.",
                "The Club at Ormsby gets together on Wednesday evenings, a village site says.", "village")


# ---------------------------------------------------------------- a product's kind as an acronym
def test_a_products_kind_said_as_an_acronym_is_no_other_product(gate):
    contradicts(gate, "The Ledgerly CRM keeps deleted contacts for 60 days.",
                "Ledgerly keeps deleted contacts for 14 days, a forum post says.", "saas")


def test_two_acronyms_after_one_name_are_two_products(gate):
    """Guard (passed before): "Ledgerly CRM" and "Ledgerly HRM" are two products of one vendor."""
    apart(gate, "The Ledgerly CRM keeps deleted records for 60 days.",
          "The Ledgerly HRM keeps deleted records for 14 days.", "saas")


# ---------------------------------------------------------------- "be back by"
def test_being_back_by_a_time_is_being_returned_by_it(gate):
    contradicts(gate, "Borrowed tools must be back by 4 pm on Sunday.",
                "Borrowed tools have to be returned by 6 pm on Sunday, says a neighbour.", "tool-library")


# ---------------------------------------------------------------- a role held at the whole place
def test_a_site_manager_of_a_place_is_who_manages_it(gate):
    contradicts(gate, "Farah Iqbal is the site manager of the Marsh Lane recycling centre.",
                "Owen Pike manages the Marsh Lane recycling centre, a council page says.", "council")


def test_a_manager_of_a_part_of_a_place_is_another_role(gate):
    """Guard (passed before): the kitchen's manager is not who manages the hotel."""
    apart(gate, "Farah Iqbal is the kitchen manager of the Bellmount Hotel.",
          "Owen Pike manages the Bellmount Hotel.", "hotel")


# ---------------------------------------------------------------- a thing of the thing acted on
def test_a_thing_of_the_thing_acted_on_is_another_thing(gate):
    apart(gate, "Ken Moss runs the allotment society.",
          "Ken Moss runs the allotment society's seed swap.", "allotments")


def test_a_new_value_for_the_thing_acted_on_is_still_an_update(gate):
    """Guard (passed before): one verb on one thing, a new value."""
    replaces(gate, "Ken Moss waters the greenhouse every 2 days.",
             "Ken Moss now waters the greenhouse every 3 days.", "allotments")


# ---------------------------------------------------------------- only the day differs
def test_one_verb_on_one_object_on_another_day_contradicts(gate):
    contradicts(gate, "The mobile library visits the village every Wednesday.",
                "The mobile library visits the village every Friday, a parish newsletter says.", "village")


def test_another_object_on_another_day_is_another_statement(gate):
    """Guard (passed before): two objects, each its own day."""
    apart(gate, "The mobile library visits the primary school every Wednesday.",
          "The mobile library visits the care home every Friday.", "village")


# ---------------------------------------------------------------- stop 47, second part (after blind31's misses)
def test_a_report_verb_after_the_statement_is_no_part_of_it(gate):
    contradicts(gate, "The Tollbar hostel has a washing machine that costs £4 a cycle.",
                "The Tollbar hostel's washer costs £5 a cycle, a review suggests.", "hostel")


def test_a_plural_noun_before_its_own_verb_is_the_subject(gate):
    apart(gate, "Street lamps in Oxley switch off at midnight.",
          "Street lamps in Pelham switch off at 2 am.", "council/streets")


def test_a_compound_wordnet_writes_as_one_word_is_one_thing(gate):
    contradicts(gate, "The street lamp on Oxley Green is checked every 12 months.",
                "The street light on Oxley Green is checked every 6 months, a resident says.", "council/streets")


def test_a_business_named_by_its_owners_possessive_is_the_business(gate):
    contradicts(gate, "Mr Abbott's Hardware Store opens at 8 am.",
                "Mr Abbott's doesn't open its doors until half nine, a neighbour says.", "shops")


def test_two_businesses_of_one_owner_are_two(gate):
    """Guard (passed before): the possessive names the owner; each name says which business."""
    apart(gate, "Mr Abbott's Hardware Store opens at 8 am.", "Mr Abbott's Garden Centre opens at 9 am.", "shops")


def test_a_length_in_parts_of_a_game_is_how_long_it_lasts(gate):
    contradicts(gate, "Matches in the Dale cricket league are forty overs long.",
                "A match in the Dale league lasts fifty overs, a wiki says.", "sport")


def test_in_advance_is_ahead(gate):
    contradicts(gate, "The Orchard Lane community hall must be booked 7 days ahead.",
                "The Orchard Lane community hall apparently needs booking 3 days in advance, a forum says.", "village")


def test_a_count_of_a_thing_against_a_measure_of_one_subject_is_another_attribute(gate):
    apart(gate, "The Wrenfield transfer portal accepts uploads up to 2 GB.",
          "The Wrenfield transfer portal accepts up to 20 files per upload.", "it")


def test_a_house_number_is_no_count_against_a_measure(gate):
    """Guard (passed before; the count-against-measure test of one subject must not read "6 Heron Close" as six
    herons): a new address replaces the old."""
    replaces(gate, "I live at 14 Elm Road in Derby.", "I now live at 6 Heron Close in Hull.", "user/home")


# ---------------------------------------------------------------- stop 47, third part (blind31's pairs and sequences)
def test_a_compound_with_a_linking_word_is_its_words_written_apart(gate):
    contradicts(gate, "Black and white prints at Inkwell cost 8p a sheet.",
                "Inkwell charges 10p per sheet for black-and-white prints, a student forum says.", "print-shop")


def test_a_named_agent_changing_the_thing_it_owns_is_an_update(gate):
    replaces(gate, "Lumber Lane's delivery charge per order is £15.",
             "Lumber Lane raised the per-order delivery charge to £20.", "timber")


def test_a_role_handed_over_at_a_body_is_who_holds_it_now(gate):
    replaces(gate, "Harbour Rowing Club's head coach is Ines Moll.",
             "Ines Moll has handed the head coach role at Harbour Rowing Club to Theo Brandt.", "rowing")


def test_a_conductor_is_the_musical_director(gate):
    replaces(gate, "The Elmfield Community Choir's musical director is Ruth Adeyemi.",
             "Since March the Elmfield Community Choir has been conducted by Sam Whitlow.", "choir")


def test_two_officers_of_one_club_are_two_roles(gate):
    """Guard (passed before): the treasurer and the secretary are two roles, each with its holder."""
    apart(gate, "The secretary of the Elmfield bowls club is Joan Pike.",
          "The treasurer of the Elmfield bowls club is Dev Patel.", "bowls")


def test_a_works_named_as_a_place_is_no_verb(gate):
    replaces(gate, "The site manager of Brockley gasworks is Colin Hart.",
             "Colin Hart has retired and Priya Dass now manages Brockley gasworks.", "utilities")


def test_a_bare_hour_after_closing_is_a_clock_time(gate):
    contradicts(gate, "Pebble Yarns closes at 5:30 pm on Thursdays.",
                "Pebble Yarns shuts at 3 on Thursdays, a knitting forum says.", "craft")


def test_a_bare_hour_equal_on_the_clock_is_a_duplicate():
    """A bare hour is a clock time in either half of the day: "at 7" and "7 pm" are equal."""
    from trustgate.values import extract, same
    (a,), (b,) = extract("The quiz starts at 7 on Tuesdays."), extract("The quiz starts at 7 pm.")
    assert a.kind == "time" and same(a, b)


def test_a_months_notice_wanted_is_a_length_of_time(gate):
    contradicts(gate, "St Oswald's Church needs 8 weeks' notice to book the bell ringers.",
                "St Oswald's wants a month's notice to book its bell ringers, a forum says.", "church")


def test_a_name_that_opens_with_an_ordinal_said_short_is_the_same_place(gate):
    contradicts(gate, "Third Space Climbing Wall opens at 10 am on weekdays.",
                "Third Space doesn't open until noon on weekdays, a listings site says.", "climbing")


def test_a_name_in_a_frame_before_a_colon_is_said(gate):
    """The name in "X phoned: ..." is said, though the reading leaves the frame out: the repairer's new quote replaces
    its old one."""
    replaces(gate, "Dunmore Cycle Repair quoted £90 to service my road bike.",
             "Dunmore Cycle Repair phoned: servicing my road bike will now cost £120.", "user/bike")


def test_a_thing_at_a_place_named_by_its_first_word_is_the_thing_at_the_place_named_in_full(gate):
    contradicts(gate, "Beginner classes at Tallow Pottery Studio last two hours.",
                "A beginner class with Tallow runs for 90 minutes, a craft blog says.", "crafts")


# ---------------------------------------------------------------- fourth part (older harmless sets' wrong refusals)
def test_a_section_word_in_lower_case_marks_another_event(gate):
    apart(gate, "Fernbank parkrun starts at 9 am every Saturday.",
          "Fernbank junior parkrun starts at 9 am every Sunday, says a running blog.", "running")


def test_seated_and_standing_capacity_are_two_attributes(gate):
    apart(gate, "Wrenfold Barn can seat 150 guests for a wedding breakfast.",
          "The barn at Wrenfold, which we looked round in May, can take 200 guests standing for the evening do, a wedding "
          "forum says.", "venues")


def test_when_a_trip_sets_off_and_when_it_gets_back_are_two_attributes(gate):
    apart(gate, "The Ashdown minibus leaves the Green Lane stop at 8:10 am.",
          "The Ashdown minibus gets back to the Green Lane stop at 4:20 pm, a parent says.", "school")


def test_a_trip_setting_off_later_is_an_update(gate):
    """Guard (passed before): one start, a new time."""
    replaces(gate, "The Ashdown minibus leaves the Green Lane stop at 8:10 am.",
             "The Ashdown minibus now leaves the Green Lane stop at 8:25 am.", "school")


def test_lending_and_borrowing_are_one_loan_said_from_each_end(gate):
    contradicts(gate, "Tools from the Ashby Tool Library can be borrowed for 7 days.",
                "The Ashby Tool Library lends its tools for 3 days, a forum says.", "library")


def test_deleted_after_is_how_long_it_is_retained(gate):
    contradicts(gate, "The Hopper event bus retains events for 2 days.",
                "Events on Hopper's bus are deleted after 9 days, a tech blog claims.", "messaging")
