"""(gt18) Tool outputs read as their tools document them, and values a claim works out or places by day.

- An amount in an object named as money (`"total_money": {"amount": 4550, "currency": "USD"}`, Square's Money) is
  in the currency's minor units: $45.50, never $4,550.
- A column of ages (`AGE 40d`) ranks the other way from a column of dates: the oldest row has the greatest age.
- A flag named by a compound noun ("Install Script": No) is about its head word: a claim that says "installed" does
  not name it, and is not refused by it.
- A `key : value` listing whose long keys are padded to their colons by tabs (chage -l) is a listing: each value
  stays under its own key.
- "fell from A to B between <day> and <day>": the two readings are the rows those days name, even where every row
  carries the same name; the trend word is then borne out.
- A table over a blank line and a note in sentences is a table; the note is prose beside it.
- A record's `type` word ("ups") used as the claim's name for the device gives no sibling field its word.
- A size the claim says something "takes" is only a size; "takes" is found with it.
- A list of tags inside a row (`"tags": ["v2.0", "stable"]`) is that row's, and its tags name the row.
- A header's last words with nothing printed under them ("# OF MEMBERS") stay one column name.
- A total "in total" / "across all" of sibling counts of one object, or of the rows of the day the claim names.
- A field that only counts (`"delivered": {"total": 4031}`) is named by its parent's name ("delivered").
- A `rate` beside a currency code (a reference rate per euro) is money in that currency: "about 161 yen".
- A device's `power` (a smart plug's meter, NUT's ups.realpower) is in watts, and "drawing" names it.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

ORDER = """{"order": {"id": "ord_88", "total_money": {"amount": 4550, "currency": "USD"},
 "discount_money": {"amount": 500, "currency": "USD"}, "state": "COMPLETED"}}"""
AGES = """NAME     STATUS    AGE
alpha    Ready     3d
beta     Ready     40d
gamma    Ready     12d"""
PACKAGE = """Name            : fooutils
Version         : 2.4.1-1
Installed Size  : 12.50 MiB
Install Reason  : Explicitly installed
Install Script  : No"""
AGING = """Last password change\t\t\t\t\t: Mar 02, 2026
Password expires\t\t\t\t\t: May 01, 2026
Account expires\t\t\t\t\t\t: never
Maximum number of days between password change\t\t: 60
Number of days of warning before password expires\t: 7"""
DAILY = """ sensor   | day        | level_pct
----------+------------+-----------
 sensor-7 | 2026-05-04 |        72
 sensor-7 | 2026-05-03 |        75
 sensor-7 | 2026-05-02 |        80"""
NOTED = """NAME     STATE     PROVIDER
alpha    running   docker
beta     stopped   docker
gamma    running   qemu

Listed machines may be cached, so run the refresh command to update this
list of known environments on this host."""
DEVICE = """device.mfr: ACME
device.type: ups
battery.type: LiIon
battery.runtime: 1800
ups.status: OL"""
IMAGES = """{"images": [
 {"repo": "shop-api", "digest": "sha256:aa11", "tags": ["v2.0", "stable"], "sizeBytes": 120000000, "critical": 0},
 {"repo": "shop-api", "digest": "sha256:bb22", "tags": ["v1.9"], "sizeBytes": 98000000, "critical": 3}]}"""
GROUPS = """NAME      STATUS    # OF MEMBERS
alpha     Active    4
beta      Active    6"""
SCAN = """{"scan": {"target": "shop-api", "findingCounts": {"critical": 1, "high": 4, "low": 7}}}"""
ENTRIES = """{"entries": [
 {"id": 1, "user": "Sam", "date": "2026-03-03", "hours": 3.5, "task": "Build"},
 {"id": 2, "user": "Sam", "date": "2026-03-03", "hours": 2.0, "task": "Review"},
 {"id": 3, "user": "Sam", "date": "2026-03-02", "hours": 1.5, "task": "Build"}]}"""
MAIL = """{"stats": [
 {"time": "Sun, 03 May 2026 00:00:00 UTC", "sent": {"total": 200}, "bounced": {"total": 10}},
 {"time": "Mon, 04 May 2026 00:00:00 UTC", "sent": {"total": 500}, "bounced": {"total": 6}},
 {"time": "Tue, 05 May 2026 00:00:00 UTC", "sent": {"total": 300}, "bounced": {"total": 3}}]}"""
RATES = """{"base": "EUR", "date": "2026-05-29", "rates": [{"currency": "JPY", "rate": 161.2}, {"currency": "GBP", "rate": 0.8512}]}"""
METER = """{"relays": [{"ison": true}], "meters": [{"power": 64.2, "is_valid": true}], "temperature": 31.5}"""

CASES = [
    (ORDER, "The order came to $45.50.", "accept"),
    (ORDER, "A discount of $500 was applied to the order.", "reject"),
    (AGES, "beta is the oldest node, 40 days old.", "accept"),
    (AGES, "alpha is the oldest node.", "reject"),
    (PACKAGE, "fooutils is installed.", "accept"),
    (PACKAGE, "The fooutils package takes about 12.5 MiB.", "accept"),
    (AGING, "The user is warned 60 days before the password expires.", "reject"),
    (AGING, "The password must be changed at least every 60 days.", "accept"),  # guard
    (DAILY, "sensor-7's level fell from 80% to 72% between 2 May and 4 May.", "accept"),
    (NOTED, "beta is running.", "reject"),  # guard
    (NOTED, "Two of the three machines are running.", "accept"),
    (DEVICE, "The UPS has about 30 minutes of battery runtime.", "accept"),
    (IMAGES, "The shop-api image tagged v2.0 is about 120 MB.", "accept"),
    (IMAGES, "The shop-api image tagged v2.0 has 3 critical findings.", "reject"),  # guard
    (GROUPS, "beta has 6 members.", "accept"),  # guard
    (SCAN, "The shop-api scan has 12 findings in total.", "accept"),
    (SCAN, "The shop-api scan has 13 findings in total.", "reject"),  # guard
    (ENTRIES, "Sam logged 5.5 hours in total on 3 March.", "accept"),
    (MAIL, "About 5% of the messages sent on 3 May bounced.", "accept"),
    (RATES, "A euro was worth about 161 yen.", "accept"),
    (METER, "The socket is drawing about 64 W.", "accept"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
