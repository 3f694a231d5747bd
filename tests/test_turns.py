"""Claims written from user/assistant chats (trustgate/turns.py, alignment/chat.py): what the user asserted, as last
corrected, and nothing else.

The chats are written for this file (no probe set's sentences): a yes/no question the user answered with a bare no
or not at all, another person's unsettled word relayed, what held once, a possibility or a wish, a day said from a
date the chat gives, a correction of one of two values, and whose a fact is when an answer only names a thing.
The corrupt claims must be refused, the faithful ones beside them must pass.
"""

from __future__ import annotations

from datetime import date

import pytest

from trustgate import turns
from trustgate.alignment import align
from trustgate.values.relative import dated

BIKE = ("user: I'm fixing up my road bike before a sportive.\nassistant: Are you using tubeless tyres?\nuser: Nope.\n"
        "assistant: Do you ride clipless?\nuser: Yes, with Shimano pedals.\nassistant: Will Ravi lend you his wheels?\n"
        "user: Ravi sold them, so Chloe will lend me hers.")
FLAT = ("user: My letting agent claims the service charge will rise to 1,400 next April.\nassistant: What do you pay now?\n"
        "user: 1,150 a year. My brother reckons the freeholder could sell the building, but nobody has confirmed that.\n"
        "user: I used to rent in Glasgow, now I own a flat in Dundee.")
MOVE = ("user: We may relocate to Porto in the spring.\nassistant: Where are you based now?\nuser: Valencia, in a "
        "rented house.\nuser: I wish we had a garden.")
DATES = ("user: It's Monday the 2nd of March 2026 and the boiler is leaking again.\nassistant: When is the plumber coming?\n"
         "user: This Thursday. The inspection was two days ago.")
JARS = ("user: I bottle about twelve jars of chutney a week.\nassistant: How many labels do you order?\n"
        "user: 200 labels a month. Sorry, it's more like fifteen jars, with the Christmas orders.")
PETS = ("user: We have a tortoise, Shelly, she's 40.\nassistant: Is she healthy?\nuser: Yes. Our dog, Pip, is 3 and "
        "very loud.\nassistant: Which vet do you use?\nuser: Greenway, on Mill Road.")

TRAIN = ("user: I'm taking the train to Leeds on Friday.\nassistant: From York?\nuser: No, from Harrogate, at 8:15.\n"
         "assistant: What would you do with a free afternoon?\nuser: I'd visit the Royal Armouries.\n"
         "user: The ticket was 23 pounds. I own four bikes lol, but the train is easier.")
GRANDAD = ("user: My grandad is 88 and still drives.\nassistant: Does he live alone?\n"
           "user: No, with my uncle Dev in Leicester.")
COLLEGE = ("user: My son Arlo is at college doing history.\nassistant: Does he enjoy it?\n"
           "user: Not much, he wants to switch to law next year.")
JAPAN = "user: We fly out on Monday.\nassistant: Have you been to Japan before?\nuser: Nope, first time!"
PILLS = ("user: I take metformin twice a day, though my GP thinks I should add gliclazide.\nassistant: Noted.")
HALL = ("user: I'm repainting the hallway this month.\nassistant: Have you bought the primer?\n"
        "user: The water-based one, yes, two tins.\nassistant: Do you own a drill? And a stepladder?\n"
        "user: Drill yes, the stepladder is borrowed.")
FENCING = ("user: I'm sorting out the after-school timetable.\nassistant: Does your daughter do a sport?\n"
           "user: Fencing, twice a week.\nassistant: And the garden?\n"
           "user: We'll sow carrots first, and maybe beetroot in June.")
TRIP = ("user: I was hoping for a window seat, but fine, book the aisle one.\n"
        "assistant: Anything else?\nuser: My cousin suggested Lanzarote, but it's too hot for us in August.\n"
        "user: I play five-a-side on Thursdays. My mate Tom reckons I'd make a decent goalkeeper.\n"
        "user: I did ballet as a child, but I haven't danced in twenty years.")
GRANDKIDS = ("user: I'm buying birthday presents.\nassistant: How old are your grandchildren?\n"
             "user: Julian is nine and Rosa is six.\nuser: We're a family of four at home: me, my wife and our two kids.\n"
             "user: Our fridge is a 300-litre Bosch.")
CATS = "user: We have 2 cats. The flat has two bedrooms.\nassistant: Noted.\nuser: Sorry, three bedrooms."
CARS = ("user: The Honda costs £9,000 with 60,000 miles, and the Mazda £10,500 with 20,000 miles.\n"
        "user: I've read 12 novels this year and 3 biographies.\nassistant: Nice.")
EBIKE = ("user: A Brompton Electric is on sale locally for £900. My wife commutes on a Brompton.\n"
         "user: I'm learning Greek for our trip.\nassistant: Is your partner learning too?\n"
         "user: She's already fluent, her dad is from Crete.")
PARTY = ("user: The party is on Saturday. No clown, my brother is doing magic tricks instead.\n"
         "user: The garden pond has been running for a month without fish.\n"
         "user: I live in a ground-floor flat with a garden.\n"
         "assistant: You mentioned a dog before, will the landlord mind?\nuser: We don't have pets, thankfully.")
SUBS = ("user: I pay for the gym at 30 a month, Audible at 7.99 a month and a magazine called Wired at 4 a month.\n"
        "user: I live with my partner in a rented flat. I'm moving to Galway in March because of my job.\n"
        "assistant: Noted.")
LETTING = ("user: We just signed for a flat in Leith. Someone from the Ledbury Trust wants to arrange an interview.\n"
           "assistant: Does the landlord cover any bills?\nuser: Just the internet. We pay gas and electricity ourselves.")
QUIZ = ("user: The quiz night is on the 14th, at the Red Lion. I ordered the team hoodies in small.\n"
        "assistant: Great, noted.\nuser: Hang on, I got that wrong. It's the 21st. Sorry, the hoodies are a medium.")
SHED = ("user: The new shed is 3 metres wide.\nassistant: OK.\nuser: Sorry, 2.5 metres.\n"
        "user: Hold on, I measured the old one. It's 3 metres after all.")
POOL = "user: I tested the hot tub today.\nassistant: What did you get?\nuser: Chlorine 3 ppm, bromine 5 ppm, pH 7.6."
SOFTENER = ("user: The kettle is full of limescale again.\nassistant: A water softener could help with that.\n"
            "user: We have one already, it just needs more salt.\nuser: My dad has a hearing aid, he just never wears it.")
POTTERY = ("user: I booked a pottery course at Clayworks.\nassistant: Which one?\n"
           "user: Wheel Basics 1. It's six weeks on Thursday evenings.\nassistant: And the cost?\n"
           "user: The course fee is £180, clay included.")
PHYSIO = ("user: My physio recommended swimming, and I've started going to the lido twice a week.\n"
          "assistant: Great.")
BOILER = ("user: Today is Tuesday 3 March 2026. The boiler broke last Saturday.\nassistant: When is the engineer coming?\n"
          "user: Two weeks from today.")


def findings(claim: str, source: str) -> list[str]:
    """The findings on a claim, "user" granted as the gate's rule file grants it (`grounding.generic_words`)."""
    return [f.kind for f in align(claim, source, context_words="user users").findings]


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's road bike has tubeless tyres.", BIKE),           # a bare no to the assistant's question
    ("Ravi will lend the user his wheels.", BIKE),                # a yes/no question the answer does not confirm
    ("The service charge is 1,400.", FLAT),                       # a hedged report of a change to come
    ("The freeholder is selling the building.", FLAT),            # a report the user answers with "but"
    ("The user rents in Glasgow.", FLAT),                         # what held once
    ("The user lives in Porto.", MOVE),                           # a possibility stated as done
    ("The user has a garden.", MOVE),                             # a wish
    ("The plumber is coming on 2 March 2026.", DATES),            # the chat's today, not the day it names
    ("The user bottles about twelve jars of chutney a week.", JARS),  # the value the user corrected
    ("The user is 40 years old.", PETS),                          # the tortoise's age, "she" is not the user
    ("Shelly is 3 years old.", PETS),                             # the dog's age, named beside it
    ("The user takes the train from York.", TRAIN),               # "No, from Harrogate" denies the name asked about
    ("The user visits the Royal Armouries.", TRAIN),              # the answer to a supposing question
    ("The user takes gliclazide.", PILLS),                        # a name only a relayed, hedged word gives
    ("The user's grandad lives alone.", GRANDAD),                 # "No, with ..." denies what the question asked last
    ("Arlo studies law.", COLLEGE),                               # a plan stated as done
    ("The user does fencing twice a week.", FENCING),             # the daughter's, named in the question answered
    ("The user grows beetroot.", FENCING),                        # "maybe" after a comma: that part is a possibility
    ("The user booked a window seat.", TRIP),                     # a hope the user then gives up
    ("The user is going to Lanzarote.", TRIP),                    # another's suggestion the user answers with "but"
    ("The user plays as a goalkeeper.", TRIP),                    # a word only a relayed, hedged opinion gives
    ("The user does ballet.", TRIP),                              # done as a child, not for twenty years
    ("The user's flat has two bedrooms.", CATS),                 # the value corrected
    ("The Honda costs £10,500.", CARS),                           # the other car's price, in the same sentence
    ("The user dances.", TRIP),                                   # not for twenty years
    ("The user commutes on a Brompton Electric.", EBIKE),                 # the wife's, though the user names a Brompton too
    ("The user is fluent in Greek.", EBIKE),                      # "she", not the user
    ("A clown will come to the party.", PARTY),                   # "No clown"
    ("The user's garden pond has fish.", PARTY),                  # "without fish"
    ("The user's dad wears his hearing aid.", SOFTENER),          # "he just never wears it"
    ("The user pays 30 a month for Audible.", SUBS),            # the gym's price beside it
    ("The user lives in Galway.", SUBS),                          # a move to come
    ("The user had an interview with the Ledbury Trust.", LETTING),  # a plan, its word before the name
    ("The landlord covers the gas bill.", LETTING),               # the user pays the gas
    ("The quiz night is on the 14th.", QUIZ),                     # corrected in the sentence after the cue
    ("The user ordered the team hoodies in small.", QUIZ),        # a size corrected
    ("The new shed is 2.5 metres wide.", SHED),                   # a correction taken back
    ("The chlorine in the user's hot tub is 5 ppm.", POOL),       # the reading beside it
    ("The user has read 12 biographies this year.", CARS),        # the novels' count
])
def test_a_corrupt_claim_is_refused(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user uses Shimano clipless pedals.", BIKE),             # a yes to the assistant's question
    ("Chloe will lend the user her wheels.", BIKE),
    ("The user's letting agent claims the service charge will rise to 1,400.", FLAT),  # the report, as a report
    ("The user pays a service charge of 1,150 a year.", FLAT),
    ("The user owns a flat in Dundee.", FLAT),
    ("The user lives in Valencia in a rented house.", MOVE),      # an answer that names a place, not a person
    ("The plumber is coming on 5 March 2026.", DATES),            # "this Thursday" from the chat's today
    ("The inspection was on 28 February 2026.", DATES),           # "two days ago"
    ("The user bottles about fifteen jars of chutney a week.", JARS),
    ("The user orders 200 labels a month.", JARS),                # the other value stays as said
    ("Shelly the tortoise is 40 years old.", PETS),
    ("The user's vet is Greenway on Mill Road.", PETS),
    ("The user takes the train from Harrogate at 8:15.", TRAIN),
    ("The user's train ticket cost £23.", TRAIN),                 # "23 pounds" is money or weight
    ("The user owns four bikes.", TRAIN),                         # a laugh is a tone, not a joke's denial
    ("The user takes metformin twice a day.", PILLS),
    ("The user's grandad lives with the user's uncle Dev in Leicester.", GRANDAD),  # "with my uncle": not whose it is
    ("Arlo studies history at college.", COLLEGE),
    ("Arlo wants to switch to law.", COLLEGE),
    ("The user is visiting Japan for the first time.", JAPAN),     # "Nope, first time!" denies "before", not Japan
    ("The user has bought primer for the hallway.", HALL),        # a yes inside the answer
    ("The user owns a drill.", HALL),                             # one of two questions of a turn, answered yes
    ("The user's daughter does fencing.", FENCING),               # a thing named for "a sport?"
    ("The user will sow carrots first.", FENCING),
    ("The user plays five-a-side on Thursdays.", TRIP),
    ("The user's grandchild Julian is nine years old.", GRANDKIDS),  # a name that starts like a month is a name
    ("The user has two kids.", GRANDKIDS),                        # the user's own relatives counted
    ("The user's fridge is a 300-litre Bosch.", GRANDKIDS),       # a brand after a measure is no person
    ("The user has 2 cats.", CATS),                               # the corrected value said of another thing
    ("The user's flat has three bedrooms.", CATS),
    ("The Mazda costs £10,500.", CARS),
    ("The user's wife commutes on a Brompton.", EBIKE),
    ("The user's garden pond has been running for a month.", PARTY),
    ("The user pays 7.99 a month for Audible.", SUBS),
    ("The user is moving to Galway in March.", SUBS),
    ("The landlord covers the internet bill.", LETTING),
    ("The quiz night is on the 21st at the Red Lion.", QUIZ),
    ("The user ordered the team hoodies in medium.", QUIZ),
    ("The new shed is 3 metres wide.", SHED),
    ("The chlorine in the user's hot tub is 3 ppm.", POOL),
    ("The user has a water softener.", SOFTENER),                 # "one" stands for what the assistant named
    ("The user's Wheel Basics 1 course lasts six weeks.", POTTERY),  # "It's six weeks": the thing just named
    ("The user goes to the lido.", PHYSIO),                       # advice relayed, then the user's own word
    ("The landlord covers the internet bill for the user's flat.", LETTING),  # the flat is the user's
    ("The user has read 3 biographies this year.", CARS),
    ("The boiler broke on 28 February 2026.", BOILER),            # "last Saturday" from the chat's today
    ("The engineer is coming on 17 March 2026.", BOILER),         # "two weeks from today"
])
def test_a_faithful_claim_passes(claim, source):
    assert findings(claim, source) == [], claim


def test_what_the_reader_keeps():
    bike = turns.read(BIKE.splitlines())
    assert bike.declined == ("Are you using tubeless tyres?",)
    assert "Will Ravi lend you his wheels?" in bike.context
    assert any(s.startswith("Do you ride clipless?") or s.startswith("Do you ride clipless:") for s in bike.asserted)
    flat = turns.read(FLAT.splitlines())
    assert any("1,400" in r for r in flat.reported) and any("freeholder" in r for r in flat.reported)
    assert not any("1,150" in r for r in flat.reported)
    move = turns.read(MOVE.splitlines())
    assert move.supposed == ("We may relocate to Porto in the spring.", "I wish we had a garden.")
    jars = turns.read(JARS.splitlines())
    assert jars.corrected == (("twelve", "fifteen"),)
    assert "I bottle about fifteen jars of chutney a week." in jars.asserted
    dates = turns.read(DATES.splitlines())
    assert any("(5 March 2026)" in s for s in dates.asserted) and any("(28 February 2026)" in s for s in dates.asserted)


# Round 4 (helper conv4): who said it, and whether it was asserted, corrected, planned, relayed or past.
KAYAK = ("user: We're selling our old kayak.\nassistant: Would you take less than the asking price?\n"
         "user: We accepted £240 from a buyer on Tuesday.")
PANTRY = ("user: In the pantry: rice 6 kg, lentils 4 kg, oats 2 kg.\nassistant: How much do you use a week?\n"
          "user: About 3 kg in all. Wait, I misread the lentils, it's 5 kg.")
VAN = ("user: The van has done about 120,000 km. The last service cost €480.\nassistant: OK.\n"
       "user: Correction, the odometer reads 124,500.")
SALE = ("user: We listed the flat at £280,000.\nassistant: Any offers?\nuser: One at £265,000. Actually the buyer "
        "went up to £270,000 and we accepted.\nassistant: So you accepted £265,000.\nuser: No, 270.")
WIFI = ("user: Our broadband plan has 2 lines at 500 Mbps.\nassistant: OK.\n"
        "user: I got one detail wrong, it's 900 Mbps.")
CRETE = ("user: We're going to Crete in May.\nassistant: Would you like me to book a ferry to Santorini? Many "
         "visitors do a day trip.\nuser: No need, we're staying on the island.")
FOOD = ("user: Budget is tight this month, about £300 for food.\nassistant: What do you grow?\n"
        "user: Basil: 12 pots. Mint: 8 pots.\nassistant: Who is your garage?\nuser: The garage is Hendry Motors.")
FENCE = ("user: The fence blew down on Saturday. Today is Monday 12 October 2026.\nassistant: When is the repair?\n"
         "user: It's booked for Thursday, and the quote comes the day after tomorrow.")
DARTS = ("user: I was captain of the darts team until last year. I stopped the yoga classes in June.\n"
         "assistant: And your horse?\nuser: Comet is 20. She used to compete, but she's retired now.")
MOVES = ("user: We're relocating from Leeds to Bath next month.\nassistant: What's left in the shed?\n"
         "user: Paint: none left. Nails: two boxes.")
OFFER = ("user: The seller says another buyer has made an offer, which I doubt.\nassistant: OK.\n"
         "user: My uncle swears by fixed-rate mortgages, but I'm not convinced.")
CHOICE = ("user: We're deciding between renting a van and hiring movers.\nassistant: How many parking spaces?\n"
          "user: Two at least, three would be nice.")
SAVINGS = ("user: My savings pot is £4,200.\nassistant: Nice.\nuser: Oh, it's £4,650, I forgot last month's deposit.")
COTTAGE = ("user: We rent a cottage in Wales.\nassistant: Are you getting a hot tub?\n"
           "user: The lease doesn't allow hot tubs, only a barbecue.\nassistant: Does every child get a goody bag?\n"
           "user: Only the under-fives.")
CLAIMS = "user: I'm taking my landlord to small claims.\nassistant: OK."
GIG = ("user: The gig is on 4 April at the Leadmill.\nassistant: Nice.\n"
       "user: The band postponed it, it's now on the 18th. We booked a table for 6 on Friday.")
LAKES = ("user: We're in the Lakes next week.\nassistant: Shall I look at bike hire? Most visitors cycle.\n"
         "user: No need, we're walking. My brother thinks I'd win a fell race, ha.\n"
         "assistant: Any allergies in the group?\nuser: Two vegetarians and one nut allergy, my niece Ada.")


@pytest.mark.parametrize(("claim", "source"), [
    ("The user has 4 kg of lentils in the pantry.", PANTRY),      # the value corrected is the one the cue names
    ("The van has done about 120,000 km.", VAN),                  # a bare number corrects the value of its size
    ("The user booked a ferry to Santorini.", CRETE),             # a question the turn asks before a remark, declined
    ("The user's horse Comet competes.", DARTS),                 # what held once, the claim naming the horse
    ("The user is captain of the darts team.", DARTS),            # "until last year"
    ("The user takes yoga classes.", DARTS),                      # "I stopped ..."
    ("The user lives in Bath.", MOVES),                           # a move to come, "from Leeds to Bath"
    ("The user has paint in the shed.", MOVES),                   # "Paint: none left"
    ("Another buyer has made an offer.", OFFER),                  # a report the user doubts
    ("Fixed-rate mortgages are best.", OFFER),                    # an opinion the user is not convinced by
    ("The user is renting a van.", CHOICE),                       # an option still being chosen
    ("The user needs three parking spaces.", CHOICE),             # a wish after the answer
    ("The user's savings pot is £4,200.", SAVINGS),               # "I forgot ...": a correction
    ("The user has a hot tub.", COTTAGE),                         # an answer with a verb is no fragment naming one
    ("Every child gets a goody bag.", COTTAGE),                   # "Only ..." restricts, it says no yes
    ("The gig is on 4 April.", GIG),                              # "it's now on the 18th": changed since
    ("The user hired a bike.", LAKES),                            # declined, though a remark ends the question's turn
    ("The user would win the small claims case.", CLAIMS + "\nuser: My cousin reckons I'd win."),  # "claims" is a noun
    ("The user has a nut allergy.", LAKES),                       # the niece's, named after it
])
def test_a_corrupt_claim_is_refused_4(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user accepted £240 from a buyer for the kayak.", KAYAK),  # a past fact answering "would you ...?"
    ("The user uses about 3 kg a week.", PANTRY),
    ("The user has 5 kg of lentils in the pantry.", PANTRY),
    ("The van's last service cost €480.", VAN),
    ("The van has done 124,500 km.", VAN),
    ("The user accepted an offer of £270,000 for the flat.", SALE),  # "No, 270": thousands said short
    ("The user listed the flat at £280,000.", SALE),
    ("The user's broadband plan has 2 lines.", WIFI),             # "one detail" in the cue is no value
    ("The user's food budget is about £300.", FOOD),              # "Budget" opening a sentence is no person
    ("The user has 12 pots of basil.", FOOD),
    ("The user's garage is Hendry Motors.", FOOD),                # a name after "is" says what, not whose
    ("The fence blew down on 10 October 2026.", FENCE),           # a past day, the date said after it
    ("The fence repair is booked for 15 October 2026.", FENCE),   # "for Thursday"
    ("The quote comes on 14 October 2026.", FENCE),               # "the day after tomorrow"
    ("Comet is 20 years old.", DARTS),
    ("The user has two boxes of nails in the shed.", MOVES),
    ("The user needs at least two parking spaces.", CHOICE),
    ("The user's savings pot is £4,650.", SAVINGS),
    ("The user rents a cottage in Wales.", COTTAGE),
    ("The user's niece Ada has a nut allergy.", LAKES),
    ("The gig is at the Leadmill on 18 April.", GIG),
    ("The user's flight to Bergen is SK2861.",                    # a sentence without a verb goes on with the one before
     "user: We're flying to Bergen next month. Flight SK2861 from Oslo on the 9th.\nassistant: Lovely."),
    ("The user's father is 80 years old.", "user: It's for my dad, he's 80.\nassistant: Noted."),  # "dad" names the father
])
def test_a_faithful_claim_passes_4(claim, source):
    assert findings(claim, source) == [], claim


def test_a_suit_is_the_users_own_word():
    assert turns.read(CLAIMS.splitlines()).reported == ()  # "small claims" is no one else's word


def test_a_weekday_after_a_verb_in_the_past_is_the_last_one():
    monday = date(2026, 10, 12)
    assert dated("The gutter came loose on Saturday.", monday) == "The gutter came loose on Saturday (10 October 2026)."
    assert dated("We agreed to meet on Friday.", monday) == "We agreed to meet on Friday (16 October 2026)."
    assert dated("It cracked on Sunday and will be replaced on Thursday.", monday) == (
        "It cracked on Sunday (11 October 2026) and will be replaced on Thursday (15 October 2026).")


# Round 5 (helper conv5): a day of the month said alone, a change said "now" of the sentence before, a thing called off,
# an option not taken, "..., not X." closing a sentence, a name after "No," and "His ..." as someone spoken of.
HEN = ("user: Today is Tuesday 3 March 2026. I'm organising my sister's hen weekend in Bath.\n"
       "assistant: When do you arrive?\nuser: We check in on the 13th and check out on the 15th.")
EXAMS = "user: Today is 2 May 2026. My son's piano exams: theory on 20 June, practical on the 27th.\nassistant: OK."
SERVICE = ("user: Today is Monday 5 October 2026. I need the car serviced.\n"
           "assistant: So the garage has you booked on the 14th?\nuser: Yes.")
ENGINEER = "user: Today is Saturday 28 November 2026. The boiler engineer comes on the 3rd.\nassistant: Noted."
POTTERY = ("user: Today is 1 June 2026. The pottery fair is on the 3rd of July.\nassistant: Noted.\n"
           "user: The organisers changed the venue. It's the 10th now.")
GIGS = ("user: We had three gigs booked: Derby on 2 May, Hull on 9 May and York on 16 May.\nassistant: Great.\n"
        "user: Hull got cancelled, the venue flooded.")
DENTIST = ("user: The dentist offered Monday at 9:15 or Thursday at 14:40.\nassistant: Which suits you?\n"
           "user: I'll take Thursday.")
SWIM = ("user: Swimming lessons are on Mondays.\nassistant: Noted, lessons on Mondays then.\n"
        "user: They're on Tuesdays, not Mondays.")
VOUCHER = "user: The shop gave me a voucher, not a refund.\nassistant: That's annoying."
DOGS = ("user: My dog Nova eats 300 g of kibble a day.\nassistant: Does Nova share food with your other dog?\n"
        "user: No, Clover is on a senior diet, 180 g a day.")
UNCLE = ("user: I'm 40. My uncle Ray is staying with us.\nassistant: Any diet needs?\n"
         "user: His cholesterol is 7.2, so low fat.")


@pytest.mark.parametrize(("claim", "source"), [
    ("The pottery fair is on 3 July 2026.", POTTERY),             # "It's the 10th now": the fair the sentence before named
    ("The user's gig in Hull is on 9 May.", GIGS),                # called off
    ("The user's dentist appointment is on Monday at 9:15.", DENTIST),  # the option not taken
    ("Swimming lessons are on Mondays.", SWIM),                   # "..., not Mondays." closing the correction
    ("The shop gave the user a refund.", VOUCHER),                # "..., not a refund."
    ("Nova is on a senior diet.", DOGS),                          # "No, Clover is ...": a name after "No,"
    ("The user's cholesterol is 7.2.", UNCLE),                    # "His ..." is someone spoken of
])
def test_a_corrupt_claim_is_refused_5(claim, source):
    assert findings(claim, source), claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user checks in on 13 March 2026.", HEN),                # the day of today's month
    ("The user checks out on 15 March 2026.", HEN),
    ("The user's son's practical piano exam is on 27 June 2026.", EXAMS),  # the month said last
    ("The user's car service is booked on 14 October 2026.", SERVICE),     # the assistant's question, answered yes
    ("The boiler engineer comes on 3 December 2026.", ENGINEER),  # a day already passed this month: the next month's
    ("The pottery fair is on 10 July 2026.", POTTERY),
    ("The user's gig in York is on 16 May.", GIGS),
    ("The user's dentist appointment is on Thursday at 14:40.", DENTIST),
    ("Swimming lessons are on Tuesdays.", SWIM),
    ("The shop gave the user a voucher.", VOUCHER),
    ("Nova eats 300 g of kibble a day.", DOGS),
])
def test_a_faithful_claim_passes_5(claim, source):
    assert findings(claim, source) == [], claim


# Round 5, answers (conv5): an offer's condition is no supposition and an answer's value goes in its place; an answer
# repeating the question's value changes nothing; a value goes in place of the question's value of the same thing; a
# clause holding only a value lies in a report only when its sentence makes the report.
REMIND = ("user: Today is 9 March 2026. The gas bill is due.\nassistant: Shall I remind you on the 20th if it hasn't been paid?\n"
          "user: Make it the 18th, I get paid on the 17th.")
DEPOSIT = ("user: Today is 1 July 2026. We're renting a gîte in August.\nassistant: So the deposit is due on 14 July?\n"
           "user: Yes, the 14th.")
SOUP = ("user: I'm making soup for the food bank.\nassistant: So: 2 kg carrots, 500 g lentils, 3 or 4 onions?\n"
        "user: Yes, and I'll use 4 onions.")
BOILER_FIX = ("user: My landlord owes me money, £450, for the boiler repair.\nassistant: Has he agreed to pay it back?\n"
              "user: His text says he will pay £450 by Friday.")


@pytest.mark.parametrize(("claim", "source"), [
    ("The user wants a reminder about the gas bill on 18 March 2026.", REMIND),  # the offer's own day, replaced
    ("The deposit for the gîte is due on 14 July 2026.", DEPOSIT),
    ("The user is using 2 kg of carrots in the soup.", SOUP),       # "4 onions" does not replace "2 kg carrots"
    ("The user's landlord owes the user £450 for the boiler repair.", BOILER_FIX),
])
def test_an_answer_in_place_of_the_question(claim, source):
    assert findings(claim, source) == [], claim


def test_an_answer_in_place_of_an_offer_corrects_nothing_said_before():
    chat = turns.read(REMIND.splitlines())
    assert chat.corrected == () and chat.supposed == ()
    assert findings("The user wants a reminder about the gas bill on 20 March 2026.", REMIND)


# Round 5, questions and days (conv5): "And the X?" asks what of X; a yes/no question answered by another word of its
# class ("monthly?" / "Quarterly."); the assistant's closing summary confirmed by a yes; "at 10" after a dated day; a
# weekday opening an answer; "corrected it to".
HEATING = ("user: The radiators come on at 6:30 for two hours.\nassistant: And the hot water?\n"
           "user: That's on its own timer, 7 pm for 45 minutes. If we go away I'll turn the radiators off.")
ALLOTMENT = ("user: The allotment rent is £60 a year.\nassistant: Do you pay it monthly?\nuser: Annually.")
FERRY = ("user: Today is Monday 6 April 2026. We're booking the ferry to Caen for the whole family.\n"
         "assistant: So that's £240 in total for the crossing.\nuser: Yes.")
VISA = ("user: Today is Monday 6 April 2026. The visa office wants me in the day after tomorrow at 9.\n"
        "assistant: Do you have the forms ready?\nuser: Almost.")
AUDITION = ("user: Today is Monday 6 April 2026. My daughter has a drama audition.\nassistant: When is it?\n"
            "user: Friday at 4 pm. The school just corrected it to 4:30 pm.")


@pytest.mark.parametrize(("claim", "source"), [
    ("The hot water comes on at 7 pm for 45 minutes.", HEATING),
    ("The user's visa appointment is on 8 April 2026 at 9:00.", VISA),
    ("The user's ferry crossing to Caen costs £240 in total.", FERRY),  # the assistant's summary, confirmed
    ("The user's daughter's drama audition is on Friday 10 April 2026 at 4:30 pm.", AUDITION),
])
def test_questions_and_days_5(claim, source):
    assert findings(claim, source) == [], claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user pays the allotment rent monthly.", ALLOTMENT),
    ("The user's daughter's drama audition is at 4 pm.", AUDITION),
])
def test_a_corrupt_claim_is_refused_5b(claim, source):
    assert findings(claim, source), claim


# Round 5, words (conv5): a number in a name is no amount a correction takes back; "not counting X" excludes X and
# denies nothing; "next" places a thing in a series, it is no word swapped for another.
MAZDA = ("user: I drive a Mazda 3, bought in 2019, with the one-year service plan.\nassistant: Does the plan cover tyres?\n"
         "user: Wait, I extended the plan to five years when I bought it. It doesn't cover tyres.")
ESSAY = ("user: My dissertation is due on 12 May 2026.\nassistant: What is the word limit?\n"
         "user: The limit is twelve thousand words, excluding the appendices.")
VACCINE = ("user: I get my flu jab every autumn and I'm keeping a record.\nassistant: When is it booked?\n"
           "user: I've booked 14 October 2026 at 10:40 at the pharmacy.")


def test_a_number_in_a_name_is_not_corrected():
    assert all(old != "3" for old, _ in turns.read(MAZDA.splitlines()).corrected)


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's dissertation has a limit of 12,000 words, not counting the appendices.", ESSAY),
    ("The user's next flu jab is booked for 14 October 2026 at 10:40.", VACCINE),
])
def test_words_5(claim, source):
    assert findings(claim, source) == [], claim


# Round 6 (conv6): a chat of very short lines is still a chat; a chat pasted with times before its speakers; numbered
# questions answered by number; a question of a few words without a verb ("Deposit?", "For how long?"); a day of the
# month in words after its weekday ("Friday the twenty-seventh of March" is no "this Friday"); days said by their week
# ("next Friday" said on a Saturday, "a week on Wednesday", "Monday and Tuesday next week", "the day after"); an item
# struck from a list; a bare number correcting the value said right before it; what a chat opens on.
PIANO = ("user: Piano lessons.\nassistant: How often?\nuser: Weekly.\nassistant: Which day?\nuser: Tuesdays, 5pm.\n"
         "assistant: Cost?\nuser: £28. Sorry, £32.")
BOILER = ("[14:01] user: I'm booking a boiler service for my flat with Heatwise.\n[14:01] assistant: Which day?\n"
          "[14:03] user: The 14th of May. Sorry, the 15th of May.\n[14:04] assistant: Do you need a gas safety certificate too?\n"
          "[14:05] user: No.")
PLOT = ("user: I'm filling in the renewal form for my allotment.\nassistant: Three questions: 1) Which plot number is it? "
        "2) How many years have you had it? 3) Who shares it with you?\nuser: 1) Plot 17. 2) Six years. 3) My neighbour Ruth.")
PADDLE = ("user: I'm renting a paddle board from Tidewater Hire this summer.\nassistant: For how long?\n"
          "user: Three weeks, from the start of July.\nassistant: Deposit?\nuser: £150, returned when I bring it back.")
WEDDING = ("user: Today is 4 March 2026. My sister's wedding rehearsal is on Friday the twenty-seventh of March.\n"
           "assistant: And the wedding itself?\nuser: It's on Saturday the twenty-eighth.")
GARAGE = ("user: Today is Saturday 7 March 2026. My car goes in for its MOT next Friday.\nassistant: And the new tyres?\n"
          "user: They're fitted a week on Wednesday, and the wheel alignment is the day after.\n"
          "assistant: Will you need a courtesy car?\nuser: Yes, on Monday and Tuesday next week.")
PICNIC = ("user: For the street picnic I'm bringing sausages, corn, a watermelon and halloumi.\nassistant: Anything else?\n"
          "user: Scratch the watermelon, Aunt Joy is bringing one.")
SADDLE = ("user: My road bike has 11 gears and a 54 tooth chainring.\nassistant: What is your saddle height?\n"
          "user: 72 cm. No wait, the fitter wrote 74 on the sheet. 74.")
SOCIETY = ("user: I'm the treasurer of the Ashgrove Allotment Society.\nassistant: When is the AGM?\n"
           "user: On 3 June 2026, in the village hall. Subs are £12 a year.")

COTTAGE = ("user: We're booking a cottage in the Peak District for Easter.\nassistant: Two quick questions: 1) How many "
           "nights will you stay? 2) How many guests are coming?\nuser: 1) Four. 2) Six, including two children.")
HOTEL = "user: I'm booking a hotel room in York for the conference.\nassistant: Check-in time?\nuser: 3pm, and breakfast is included."
TEMPEST = ("user: I'm directing a school production of The Tempest this spring.\nassistant: That sounds fun. Tell me more.\n"
           "user: Opening night is Thursday 14 May 2026. Tickets are £6.")
STRIDE = ("user: I'm treasurer for a charity walk called Fellside Stride.\nassistant: Lovely.\n"
          "user: The walk starts at 9am on 20 June 2026 and entry is £15.")


@pytest.mark.parametrize(("claim", "source"), [
    ("The user is staying four nights at the cottage.", COTTAGE),
    ("Six guests are coming to the cottage.", COTTAGE),
    ("The hotel check-in time is 3pm.", HOTEL),
    ("The Tempest opens on 14 May 2026.", TEMPEST),
    ("Tickets for The Tempest cost £6.", TEMPEST),
    ("Fellside Stride starts at 9am on 20 June 2026.", STRIDE),
    ("The user's piano lessons cost £32.", PIANO),
    ("The user's piano lessons are weekly.", PIANO),
    ("The user's boiler service with Heatwise is on 15 May.", BOILER),
    ("The user has had the allotment plot for six years.", PLOT),
    ("The user's allotment is plot 17.", PLOT),
    ("The user is renting the paddle board for three weeks.", PADDLE),
    ("The paddle board deposit is £150.", PADDLE),
    ("The wedding rehearsal is on Friday 27 March 2026.", WEDDING),
    ("The user's car MOT is on 13 March 2026.", GARAGE),
    ("The user's new tyres are fitted on 18 March 2026.", GARAGE),
    ("The wheel alignment is on 19 March 2026.", GARAGE),
    ("The user needs a courtesy car on 10 March 2026.", GARAGE),
    ("Aunt Joy is bringing a watermelon to the street picnic.", PICNIC),
    ("The user's saddle height is 74 cm.", SADDLE),
    ("The user's road bike has a 54 tooth chainring.", SADDLE),
    ("The Ashgrove Allotment Society's AGM is on 3 June 2026.", SOCIETY),
])
def test_a_faithful_claim_passes_6(claim, source):
    assert findings(claim, source) == [], claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's piano lessons cost £28.", PIANO),
    ("The user's boiler service with Heatwise is on 14 May.", BOILER),
    ("The wedding rehearsal is on Friday 6 March 2026.", WEDDING),
    ("The user's new tyres are fitted on 11 March 2026.", GARAGE),
    ("The user's car MOT is on 6 March 2026.", GARAGE),
    ("The user is bringing a watermelon to the street picnic.", PICNIC),
    ("The user's saddle height is 72 cm.", SADDLE),
    ("The user is staying six nights at the cottage.", COTTAGE),
])
def test_a_corrupt_claim_is_refused_6(claim, source):
    assert findings(claim, source), claim


def test_next_weekday_is_dated_only_when_it_falls_in_next_week():
    assert "(13 March 2026)" in dated("It goes in next Friday.", date(2026, 3, 7))  # said on a Saturday
    assert dated("It goes in next Friday.", date(2026, 3, 9)) == "It goes in next Friday."  # said on a Monday: which Friday?
    assert "Thursday (19 March 2026)" in dated("The hearing is a week on Thursday.", date(2026, 3, 9))


# Round 6 (conv6), sums and shares worked out in words (values/worked.py): "split three ways", "half each",
# "in four instalments", "another £4 a month", "4 sets of 12, three times a day".
VILLA = ("user: Our villa in Crete was €1,800 for the week, split three ways with my two brothers.\nassistant: And the car?\n"
         "user: The car hire is €240, and my brother Sam and I pay half each.")
WALL = ("user: I've joined the climbing wall on Mill Lane.\nassistant: What does it cost?\n"
        "user: Membership is £36 a month. Shoe hire is another £4 a month.")
COURSE = ("user: I've signed up for a pottery course.\nassistant: How are you paying for it?\n"
          "user: It costs £480, payable in four instalments.")
CALVES = "user: My ankle is healing.\nassistant: Any exercises?\nuser: My physio set me calf raises, 4 sets of 12, three times a day."


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's share of the Crete villa is €600 for the week.", VILLA),
    ("The user pays €120 for the car hire.", VILLA),
    ("The user pays £40 a month in total at the climbing wall.", WALL),
    ("Each instalment of the user's pottery course is £120.", COURSE),
    ("The user does 144 calf raises a day.", CALVES),
])
def test_a_worked_sum_or_share_passes(claim, source):
    assert findings(claim, source) == [], claim


@pytest.mark.parametrize(("claim", "source"), [
    ("The user's share of the Crete villa is €900 for the week.", VILLA),
    ("The user pays €80 for the car hire.", VILLA),
    ("The user pays £32 a month in total at the climbing wall.", WALL),
    ("Each instalment of the user's pottery course is £160.", COURSE),
    ("The user does 120 calf raises a day.", CALVES),
])
def test_a_sum_or_share_worked_wrong_is_refused(claim, source):
    assert findings(claim, source), claim
