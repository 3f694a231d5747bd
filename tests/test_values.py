"""Typed values: each semantic the conflict and grounding stages rely on, as a table."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trustgate.values import Lexicon, Value, comparable, differences, equivalent, extract, parse_cell, same


def one(text: str, kind: str | None = None) -> Value:
    found = [v for v in extract(text) if kind is None or v.kind == kind]
    assert len(found) == 1, (text, found)
    return found[0]


def kinds(text: str) -> list[str]:
    return [v.kind for v in extract(text)]


def agree(a: str, b: str) -> bool:
    return same(one(a), one(b))


# ------------------------------------------------------------ equal however written

EQUAL = [
    # numbers: separators, decimals, words, magnitudes
    ("1,500,000 rows", "1 500 000 rows"),
    ("1.5 million rows", "1,500,000 rows"),
    ("2k requests", "2000 requests"),
    ("2K requests", "2,000 requests"),
    ("$1.2M budget", "$1,200,000 budget"),
    ("3.50 litres of water", "3.5 litres of water"),
    ("twenty-one replicas", "21 replicas"),
    ("three shards", "3 shards"),
    ("a dozen workers", "12 workers"),
    ("one primary node", "1 primary node"),
    ("a 4bn valuation", "a 4 billion valuation"),
    # ratios
    ("50% of traffic", "50 percent of traffic"),
    ("half of the traffic", "50% of the traffic"),
    ("a third of users", "one third of users"),
    ("75 per cent of jobs", "three quarters of jobs"),
    # quantities
    ("400 g of flour", "0.4 kg of flour"),
    ("21 °C outside", "21 degrees Celsius outside"),
    ("21 C in Lyon today", "21°C in Lyon today"),
    ("1.5 km", "1500 m"),
    ("2 TB disk", "2000 GB disk"),
    ("100 km/h", "100 km per hour"),
    # money
    ("$5 per seat", "5 dollars per seat"),
    ("USD 5 per seat", "5 USD per seat"),
    ("€12.50 a month", "12.50 EUR a month"),
    # durations
    ("3d retention", "3 days retention"),
    ("3 days retention", "72 hours retention"),
    ("a 41d old pod", "41 days"),
    ("timeout 2h30m", "timeout 150 minutes"),
    ("a 5-minute window", "300 seconds"),
    # versions
    ("v3.10 ships", "version 3.10 ships"),
    ("Python 3.10", "release 3.10"),
    ("2.3.1", "v2.3.1"),
    # dates and times
    ("2026-12-03", "December 3, 2026"),
    ("on 3 Dec 2026", "on December 3rd, 2026"),
    ("12/03/2026", "Dec 3 2026"),
    ("at 5pm", "at 17:00"),
    ("at 12pm", "at noon"),
    ("at 9am", "at 09:00"),
    ("at 9:30 a.m.", "at 09:30"),
    ("at midnight", "at 12am"),
    # identifiers
    ("region EU-WEST-1", "region eu-west-1"),
    ("invoice INV-20931", "invoice inv-20931"),
    ("commit a1b2c3d", "commit a1b2c3d4e5f60718"),
    ("mail Ops@Example.com", "mail ops@example.com"),
    # states
    ("alerts are disabled", "alerts are not enabled"),
    ("the API is unavailable", "the API is not available"),
    ("the repo isn't public", "the repo is private"),
    ("the door is closed", "the door is not open"),
    ("the site is down", "the site is not up"),
    ("the check is passing", "the check is not failing"),
    ("status: amber", "status is yellow"),
]


@pytest.mark.parametrize(("a", "b"), EQUAL)
def test_equal_however_written(a: str, b: str) -> None:
    assert agree(a, b)
    assert agree(b, a)


# ------------------------------------------------------------ different values, same kind

DIFFERENT = [
    ("9007199254740993 bytes", "9007199254740992 bytes"),
    ("-18 on the ledger", "18 on the ledger"),
    ("one primary node", "two primary nodes"),
    ("1500k rows", "1500 rows"),
    ("16 GB of RAM", "16 GiB of RAM"),
    ("0.4 cm of rain", "0.4 mm of rain"),
    ("-21 degrees", "21 degrees"),
    ("€5 fee", "$5 fee"),
    ("30 seconds", "30 minutes"),
    ("2.3.1", "2.3.2"),
    ("v3.10", "v3.1"),
    ("Python 3.10", "Python 3.1"),
    ("2.3.1", "version 2.3"),
    ("2026-12-03", "2026-12-04"),
    ("at 5pm", "at 5am"),
    ("region eu-west-1", "region us-west-1"),
    ("logs in /var/log/app", "logs in /var/log/App"),
    ("served from 10.0.0.1", "served from 10.0.0.2"),
    ("https://example.com/a", "https://example.com/b"),
    ("alerts are enabled", "alerts are disabled"),
    ("the build is passing", "the build is failing"),
    ("status: green", "status: red"),
    ("the node is online", "the node is not online"),
    ("a 2/3 quorum", "a 3/3 quorum"),
]


@pytest.mark.parametrize(("a", "b"), DIFFERENT)
def test_different_values_of_one_kind(a: str, b: str) -> None:
    va, vb = one(a), one(b)
    assert comparable(va, vb) and comparable(vb, va)
    assert not same(va, vb) and not same(vb, va)
    assert differences([va], [vb]) == [(va, vb)]


# ------------------------------------------------------------ not comparable at all

NOT_COMPARABLE = [
    ("50% done", "50 done"),
    ("5 kg", "5 m"),
    ("21 °C", "21 km"),
    ("3 days", "3 GB"),
    ("version 3.10", "3.10 metres"),
    ("the service is enabled", "the service is public"),
    ("2026-12-03", "17:00"),
    ("eu-west-1 region", "/var/log/app"),
]


@pytest.mark.parametrize(("a", "b"), NOT_COMPARABLE)
def test_not_comparable(a: str, b: str) -> None:
    va, vb = one(a), one(b)
    assert not comparable(va, vb) and not comparable(vb, va)
    assert not same(va, vb)


# ------------------------------------------------------------ kinds and norms

KIND_OF = [
    ("the rollout reached 40%", "ratio", Fraction(2, 5)),
    ("a balance of -18", "number", Decimal(-18)),
    ("a 1500k row table", "number", Decimal(1_500_000)),
    ("retention is 3d", "duration", Decimal(259_200)),
    ("due 2026-12-03", "date", "2026-12-03"),
    ("by December 2026", "date", "2026-12"),
    ("every Dec 3", "date", "--12-03"),
    ("started 2026-12-03T17:00:00Z", "datetime", "2026-12-03T17:00:00+00:00"),
    ("at noon", "time", "12:00"),
    ("paged at 04:17: the disk was full", "time", "04:17"),  # a time before a colon (gt10)
    ("on v2.3.1-rc1", "version", (2, 3, 1, "rc1")),
    ("the bucket is public", "state", ("public", True)),
    ("the bucket isn't public", "state", ("public", False)),
    ("the gate is unlocked", "state", ("locked", False)),
    ("job yes", None, None),
]


@pytest.mark.parametrize(("text", "kind", "norm"), KIND_OF)
def test_kind_and_norm(text: str, kind: str | None, norm: object) -> None:
    if kind is None:
        assert "state" not in kinds(text)
        return
    v = one(text, kind)
    assert v.norm == norm
    assert not isinstance(v.norm, float)


def test_money_and_quantity_norms_are_exact() -> None:
    money = one("$1.2M")
    assert (money.kind, money.unit, money.norm) == ("money", "USD", Decimal("1200000"))
    grams, kilos = one("400 g"), one("0.4 kg")
    assert grams.kind == "quantity" and grams.key() == kilos.key()
    assert all(not isinstance(x, float) for x in (grams.norm, kilos.norm))


def test_show_gives_written_and_normal_form() -> None:
    assert one("2k").show() == "'2k' (2000)"
    assert one("alerts are not enabled").show() == "'not enabled' (enabled: negative)"


# ------------------------------------------------------------ what is not a value / not split

NOT_SPLIT = [
    ("due 2026-12-03 sharp", ["date"]),
    ("see https://example.com/v2/items?id=42 now", ["identifier"]),
    ("host 192.168.1.20 answers", ["identifier"]),
    ("region eu-west-1 only", ["identifier"]),
    ("invoice INV-20931 issued", ["identifier"]),
    ("write to /var/log/app/errors.log daily", ["identifier"]),
    ("mail ops-team@example.com today", ["identifier"]),
    ("Alice met Bob in Paris", []),
    ("the deployment went well and everyone was happy", []),
    ("no errors were found", []),
    ("no one noticed", []),
    ("one of the replicas", []),
    ("the server is on the list", []),
    ("scale up the cluster", []),
    ("On Monday Grace reviewed the plan", []),
]


@pytest.mark.parametrize(("text", "expected"), NOT_SPLIT)
def test_whole_values_and_non_values(text: str, expected: list[str]) -> None:
    assert kinds(text) == expected


def test_values_are_ordered_and_disjoint() -> None:
    text = "On 2026-12-03 at 5pm, eu-west-1 had 3 nodes, 16 GB each, $1.2M spend, 50% load; alerts were not enabled."
    found = extract(text)
    assert [v.kind for v in found] == [
        "date", "time", "identifier", "number", "quantity", "money", "ratio", "state"]
    for a, b in zip(found, found[1:]):
        assert a.end <= b.start
    for v in found:
        assert text[v.start : v.end] == v.text


# ------------------------------------------------------------ states: clause scope and lexicon

def test_negation_is_scoped_to_its_clause() -> None:
    states = [v for v in extract("The API is available in the US but not in the EU") if v.kind == "state"]
    assert [v.norm for v in states] == [("available", True)]
    pair = [v.norm for v in extract("Backups are enabled, replication is not enabled") if v.kind == "state"]
    assert pair == [("enabled", True), ("enabled", False)]


def test_lexicon_extension() -> None:
    lex = Lexicon.default().extended([("encrypted", "unencrypted")])
    v = [x for x in extract("the disk is not encrypted", lex) if x.kind == "state"]
    w = [x for x in extract("the disk is unencrypted", lex) if x.kind == "state"]
    assert v and w and same(v[0], w[0]) and v[0].norm == ("encrypted", False)
    assert not [x for x in extract("the disk is unencrypted") if x.kind == "state"]


# ------------------------------------------------------------ structured cells

CELLS = [
    (0.4, "precipitation_mm", "0.4 mm"),
    (21, "air_temp_c", "21 °C"),
    ("41d", "AGE", "41 days"),
    (False, "alerts_enabled", "alerts are disabled"),
    (True, "is_public", "the repo is public"),
    ("Running", "STATUS", "the pod is running"),
    (1200000, "revenue_usd", "$1.2M"),
    (12.5, "cpu_pct", "12.5%"),
    (350, "latency_ms", "0.35 seconds"),
    ("3/3", "READY", "3 ready"),
    ("false", "tls_enabled", "tls is not enabled"),
]


@pytest.mark.parametrize(("raw", "field", "claim"), CELLS)
def test_cell_matches_prose(raw: object, field: str, claim: str) -> None:
    cell = parse_cell(raw, field)
    stated = one(claim)
    assert any(same(c, stated) for c in cell), (cell, stated)


def test_cell_count_over_total() -> None:
    cell = parse_cell("2/3", "READY")
    assert not any(same(c, one("3 ready")) for c in cell)
    assert any(same(c, one("2 ready")) for c in cell)
    assert any(c.kind == "ratio" and c.norm == Fraction(2, 3) for c in cell)
    assert parse_cell(None, "x") == []


# ------------------------------------------------------------ differences

def test_differences_pairs_and_one_sided() -> None:
    a = extract("3 replicas in eu-west-1, 16 GB each, alerts enabled")
    b = extract("5 replicas in eu-west-1, 16 GB each, alerts enabled, ready at 5pm")
    diff = differences(a, b)
    assert [(x and x.text, y and y.text) for x, y in diff] == [("3", "5"), (None, "5pm")]
    assert differences(a, a) == []


# ------------------------------------------------------------ properties

@given(st.integers(min_value=-(10**15), max_value=10**15))
def test_number_renderings_are_same(n: int) -> None:
    forms = [str(n), f"{n:,}"]
    if n % 1000 == 0 and n:
        forms.append(f"{n // 1000}k")
    values = [one(f"we counted {f} items") for f in forms]
    for x in values:
        for y in values:
            assert same(x, y)
    assert not same(values[0], one(f"we counted {n + 1} items"))


SAMPLES = [v for text in ("2k", "2000", "50%", "half", "0.4 kg", "400 g", "$5", "€5", "3d", "72 hours",
                          "v3.10", "v3.1", "2026-12-03", "Dec 3", "5pm", "a1b2c3d", "a1b2c3d4e5",
                          "eu-west-1", "alerts are not enabled", "disabled", "status: green")
           for v in extract(text)]


@given(st.sampled_from(SAMPLES), st.sampled_from(SAMPLES))
def test_same_and_comparable_are_symmetric(a: Value, b: Value) -> None:
    assert same(a, b) == same(b, a)
    assert comparable(a, b) == comparable(b, a)
    if a.key() == b.key():
        assert same(a, b)


# ------------------------------------------------------------ speed

# ------------------------------------------------------------ later additions: compound forms and guards

@pytest.mark.parametrize(("text", "seconds"), [
    ("the job took 1 hr 30 min", 5400),
    ("about 2 hours and 15 minutes", 8100),
    ("kubectl says 2m", 120),
    ("a 90-second pause", 90),
])
def test_durations_compound_and_compact(text: str, seconds: int) -> None:
    v = one(text, "duration")
    assert v.norm == Decimal(seconds)


def test_durations_are_not_merged_across_a_comma_or_upwards() -> None:
    assert [v.norm for v in extract("30 seconds, 30 minutes")] == [Decimal(30), Decimal(1800)]
    assert len(extract("5 minutes 2 hours")) == 2


def test_range_and_identifier_digits() -> None:
    assert [v.kind for v in extract("10-20 GB of RAM")] == ["number", "quantity"]
    assert [v.text for v in extract("ticket INV-2093-11 filed")] == ["INV-2093-11"]
    assert kinds("the 1990s were loud") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("the light is red", [("status colour", "red")]),
    ("the pipeline turned red overnight", [("status colour", "red")]),
    ("Status: GREEN", [("status colour", "green")]),
    ("the site went down.", [("up", False)]),
    ("TLS is off for staging; prod stays on.", [("on", False), ("on", True)]),
    ("shut down the server", []),
    ("users are on iOS", []),
    ("open the file", []),
    ("yes, we did it", []),
    ("the PR is open", [("open", True)]),
])
def test_guarded_state_words(text: str, expected: list[tuple[str, object]]) -> None:
    assert [v.norm for v in extract(text) if v.kind == "state"] == expected


@pytest.mark.parametrize(("raw", "field", "kind", "norm"), [
    (2026, "year", "number", Decimal(2026)),
    (17, "hour", "number", Decimal(17)),
    (3, "timeout_s", "duration", Decimal(3)),
    (72, "temp_f_max", "quantity", Decimal("295.372222222")),
    (9.99, "price_usd", "money", Decimal("9.99")),
    (1e-05, "weight", "number", Decimal("0.00001")),
    (3, "replicas", "number", Decimal(3)),
])
def test_cell_field_units(raw: object, field: str, kind: str, norm: object) -> None:
    (v,) = parse_cell(raw, field)
    assert (v.kind, v.norm) == (kind, norm)


def test_non_finite_cells_have_no_value() -> None:
    assert parse_cell(float("nan"), "x") == [] and parse_cell(float("inf"), "y_mm") == []


@given(st.integers(min_value=1, max_value=10**9))
def test_unit_renderings_are_same(n: int) -> None:
    kilos = format(Decimal(n).scaleb(-3), "f")
    assert same(one(f"it weighs {n} g"), one(f"it weighs {kilos} kg"))
    assert same(one(f"wait {n * 60} seconds"), one(f"wait {n} minutes"))
    assert not same(one(f"it weighs {n} g"), one(f"it weighs {n} kg"))


@pytest.mark.parametrize("text, expected", [
    ("a six-person crew", [("number", Decimal(6))]),
    ("a two-week trial", [("duration", Decimal(14 * 86400))]),
    ("a forty-two-page report", [("number", Decimal(42))]),
    ("twenty-five people", [("number", Decimal(25))]),
    ("a one-off fix", []),
    ("a one-way street", []),
])
def test_a_number_word_glued_to_a_noun_is_read(text: str, expected: list[tuple[str, object]]) -> None:
    assert [(v.kind, v.norm) for v in extract(text)] == expected


@pytest.mark.parametrize(("a", "b"), [("250 millicores", "0.25 cores"), ("4 vCPUs", "4 CPU"), ("1.5 cores", "1500 millicores"),
                                      ("250m of CPU", "0.25 CPU")])
def test_cpu_cores_and_millicores_are_one_unit(a, b):
    assert agree(a, b)


def test_a_cpu_column_reads_m_as_millicores_and_prose_keeps_minutes():
    cell = parse_cell("250m", "CPU(cores)")
    assert [(v.kind, v.norm, v.unit) for v in cell] == [("quantity", Decimal("0.25"), "cpu_core")]
    assert [(v.kind, v.norm) for v in extract("The job ran for 250m.")] == [("duration", Decimal("15000"))]
    assert not same(one("250 minutes"), cell[0])



@pytest.mark.parametrize("a, b", [
    ("The ferry leaves at a quarter past seven.", "The ferry leaves at 7:15."),
    ("Dinner is served at half past six in the evening.", "Dinner is served at 18:30."),
    ("The bus comes at ten to nine.", "The bus comes at 8:50."),
    ("The shop opens at nine o'clock.", "The shop opens at 09:00."),
    ("The stew simmers for an hour.", "The stew simmers for 60 minutes."),
    ("The call lasts half an hour.", "The call lasts 30 min."),
    ("The workshop takes an hour and a half.", "The workshop takes 90 minutes."),
    ("The library loan is a fortnight.", "The library loan is 14 days."),
    ("The bakery closes at half past five.", "The bakery closes at 17:30."),
    ("The bakery opens at half past five.", "The bakery opens at 05:30."),
])
def test_spoken_times_and_durations_equal_their_written_forms(a: str, b: str) -> None:
    """values/spoken.py: clock times and article durations as people say them."""
    assert agree(a, b) and agree(b, a), (extract(a), extract(b))


@pytest.mark.parametrize("text", ["Give 10 mg a day.", "Backups run twice a week.", "It went from ten to nine replicas.",
                                  "Scale between five to six nodes."])
def test_a_rate_or_a_range_is_not_read_as_a_duration_or_a_clock_time(text: str) -> None:
    assert not [v for v in extract(text) if v.kind in ("time", "duration")], extract(text)


def test_a_spoken_time_without_its_half_of_the_day_is_no_other_minute():
    """"half past five" is 05:30 or 17:30, never 17:45; said "in the evening", it is 18:30 only."""
    assert not agree("closes at half past five", "closes at 17:45")
    assert not agree("starts at half past six in the evening", "starts at 06:30")


@pytest.mark.parametrize("text, norm", [
    ("The exam is on the twenty-first of June 2027.", "2027-06-21"),
    ("It reopens on September the thirtieth, 2026.", "2026-09-30"),
])
def test_a_day_of_the_month_in_words_is_a_date(text, norm):
    """A spelled ordinal day beside a month is a date (it was read as a duration, "twenty-second" as 20 seconds)."""
    assert [(v.kind, v.norm) for v in extract(text)] == [("date", norm)]


def test_a_spelled_duration_stays_a_duration():
    assert [v.kind for v in extract("A twenty-second delay follows each retry.")] == ["duration"]


@pytest.mark.parametrize("a, b", [
    ("4,200 US dollars", "$4,200"), ("30 Canadian dollars", "C$30"), ("12 cents", "€0.12"), ("12 cents", "$0.12"),
    ("85 pence", "£0.85"), ("1,800 bottles an hour", "30 bottles per minute"), ("120 requests/min", "2 requests per second"),
])
def test_money_named_by_country_cents_and_counts_per_period_meet(a, b):
    """A currency named with its country, a price in cents or pence, and a count of things per period said in another
    period denote one value."""
    (x,), (y,) = extract(a), extract(b)
    assert same(x, y), (x, y)


@pytest.mark.parametrize("a, b", [("12 cents", "£0.12"), ("30 bottles per minute", "30 cans per minute"),
                                  ("30 Canadian dollars", "$30"), ("3 visits a week", "3 visits a month")])
def test_cents_counted_things_and_periods_still_tell_values_apart(a, b):
    """Cents are not pence, bottles are not cans, a week is not a month, a Canadian dollar is not a US one."""
    (x,), (y,) = extract(a), extract(b)
    assert not same(x, y), (x, y)


@pytest.mark.parametrize("text, norm", [("half past midnight", "00:30"), ("a quarter past noon", "12:15"),
                                        ("a quarter to midnight", "23:45")])
def test_midnight_and_noon_in_a_spoken_time_fix_the_half_of_the_day(text, norm):
    """"half past midnight" is 00:30, not 12:30 or a bare midnight beside a fraction."""
    (v,) = extract(f"The charger starts at {text}.")
    assert (v.kind, v.norm, v.unit) == ("time", norm, None), v
    assert [(v.kind, v.norm) for v in extract("Checkout was moved to noon, and the bar runs from 9 to midnight.")] == \
        [("time", "12:00"), ("number", 9), ("time", "00:00")]


@pytest.mark.parametrize("a, b", [("three quarters of an hour", "45 minutes"), ("sixteen pounds", "£16"),
                                  ("0.5", "half"), ("58 bpm", "fifty-eight beats per minute")])
def test_a_value_in_words_is_equivalent_to_its_figure(a, b):
    """Parts of an hour are a duration; "pounds" beside an amount in sterling are sterling; a half is 0.5 (not a
    percentage); beats per minute in words are "bpm"."""
    from trustgate.slot_values import equivalent
    (x,), (y,) = extract(a), extract(b)
    assert equivalent(x, y) and equivalent(y, x), (x, y)
    assert not equivalent(x, extract("£17")[0] if "pounds" in a else extract("3 minutes")[0])


@pytest.mark.parametrize("text", ["15 finches", "one care visit", "40 minches"])
def test_a_word_read_by_a_prefix_symbol_is_no_unit(text):
    """pint reads "finches" as femto-inches and "care" as centiares: English words, not units ("15 kilometres" and
    "15 km" still are)."""
    assert [v.kind for v in extract(text)] == ["number"], extract(text)
    assert [v.kind for v in extract("15 kilometres")] == ["quantity"]


@pytest.mark.parametrize("a, b", [("9 feet 2 inches", "110 inches"), ("1 m 80 cm", "180 cm"), ("7 lb 4 oz", "116 oz")])
def test_a_length_or_a_mass_in_two_units_is_one_value(a, b):
    """A larger part then a smaller one of one dimension is one value, as "1 hr 30 min" is one duration."""
    (x,), (y,) = extract(a), extract(b)
    assert same(x, y), (x, y)


@pytest.mark.parametrize("text, shown", [("one care visit a day", "1 visit/day"), ("1,800 bottles an hour", "30 bottle/minute"),
                                         ("3 visits a week", "3 visit/week")])
def test_a_count_in_a_period_is_shown_per_the_period_it_reaches_one_in(text, shown):
    """A decision shows a count in a period per day, week or minute as a reader says it, not per second."""
    (v,) = extract(text)
    assert v.show() == f"'{text}' ({shown})", v.show()


@pytest.mark.parametrize("text, norms", [("The hens are let out at dawn and shut in at dusk.", ["dawn", "dusk"]),
                                         ("The path lights stay on until sunrise.", ["sunrise"]),
                                         ("Fishing is allowed from daybreak to nightfall.", ["dawn", "dusk"])])
def test_a_time_named_by_the_sun_is_a_time_value(text, norms):
    """"at dusk", "until sunrise": a time of day after a word that places something in time is a value, equal to the
    same word (daybreak is dawn, nightfall dusk) and to no clock time; "a sunrise hike" names a thing, not a time."""
    assert [(v.kind, v.norm) for v in extract(text) if v.kind != "state"] == [("time", n) for n in norms]
    (x,), (y,) = extract("locks at dusk"), extract("locks at 8 pm")
    assert not same(x, y)
    assert extract("We booked the sunrise hike.") == []


@pytest.mark.parametrize("a, b, equal", [("every 20 minutes", "three times an hour", True),
                                         ("every 12 hours", "twice a day", True),
                                         ("every 10 minutes", "once an hour", False),
                                         ("once a week", "every 7 days", True)])
def test_a_period_and_a_count_of_times_in_a_period_compare(a, b, equal):
    """"once an hour" and "twice a day" are counts of times in a period (as "3 times a week" was); "every 20 minutes"
    is the same frequency as "three times an hour", and "every 10 minutes" is not "once an hour" (the words were no
    value, so a changed frequency read as nothing new: a duplicate)."""
    from trustgate.values import equivalent
    (x,), (y,) = extract(a), extract(b)
    assert equivalent(x, y) is equal and equivalent(y, x) is equal, (x, y)


def test_pence_written_with_a_p_are_sterling():
    """"21p" is £0.21 and "7.5p" £0.075 (they were codes, so "21p a day" / "£0.21 per day" differed); a screen
    resolution ("720p", "1080p") stays a code."""
    (x,), (y,) = extract("a standing charge of 21p a day"), extract("£0.21 per day")
    assert (x.kind, x.unit) == ("money", "GBP / second") and same(x, y)  # (a rate: pence a day)
    (z,) = extract("the unit rate is 7.5p per kWh")
    assert (z.kind, z.norm, z.unit) == ("money", Decimal("0.075"), "GBP")
    assert [v.kind for v in extract("It streams in 720p or 1080p.")] == ["identifier", "identifier"]


def test_an_amount_and_its_period_are_one_rate():
    """Money, a measure or a duration followed by its period is a rate: one rate said per month and per year is one
    value, the same amount in another period another, and the amount said without its period the same (each was the
    bare amount, the period left as words)."""
    def one(text):
        (v,) = extract(text)
        return v
    month, year, yearly = one("a fee of £45 a month"), one("a fee of £540 a year"), one("a fee of £45 per annum")
    assert same(month, year) and not same(month, yearly) and comparable(month, yearly)
    assert month.show() == "'£45 a month' (GBP 45/month)"
    assert same(one("she swims 2 hours a day"), one("she swims 14 hours every week"))
    assert same(one("rent of $1,200/mo"), one("rent of $14,400 annually"))
    assert equivalent(month, one("a fee of £45")) and not equivalent(yearly, one("a fee of £46"))
    assert one("30 kg of flour a week").text == "30 kg"  # the period after what is measured: the flour stays words
    assert not same(one("30 kg of flour a week"), one("30 kg of flour a day"))


@pytest.mark.parametrize("text", ["I paid £45 a week ago.", "The water fell to 4 °C every night.", "It costs €12 per person."])
def test_a_period_that_is_no_rate_leaves_the_amount(text):
    """"a week ago" says when, a temperature is no amount in a period, "per person" is no period."""
    (v,) = extract(text)
    assert "/ second" not in (v.unit or ""), v


def test_a_decimal_said_in_words():
    """"two point four kilometres", "minus three point two five" (an eye test's sphere) are read as said (conv6)."""
    km = [v for v in extract("She ran two point four kilometres.") if v.kind == "quantity"]
    assert km and km[0].norm == Decimal("2400")
    assert [v.norm for v in extract("The sphere is minus three point two five.")] == [Decimal("-3.25")]
    assert [v.norm for v in extract("The point is two.")] == [Decimal("2")]


def test_worked_shares_and_sums():
    """An amount divided by the count the sentence says, or two amounts added, written after the words (conv6)."""
    from trustgate.values.worked import worked

    assert worked("The taxi was 60 dollars, shared between the three of us.").endswith("(20 dollars each).")
    assert "(£45 a week each)" in worked("Parking is £90 a week and we go halves.")
    assert worked("Tea is £3 plus £1 for the cake.").endswith("(£4 in total).")
    assert worked("We split the bill in two.") == "We split the bill in two."  # no amount: nothing worked out
    assert worked("It was £300, split between us.") == "It was £300, split between us."  # no count said


@pytest.mark.parametrize(("text", "kind", "unit", "said"), [
    ("averages 18 ms per call", "duration", "second", "18 ms"),  # per a thing that is no unit: the amount stands
    ("about 3 kg per person", "quantity", "kilogram", "3 kg"),
    ("40 km per charge", "quantity", "meter", "40 km"),
])
def test_amount_per_thing_keeps_its_unit(text: str, kind: str, unit: str, said: str) -> None:
    (v,) = extract(text)
    assert (v.kind, v.unit, v.text) == (kind, unit, said)
