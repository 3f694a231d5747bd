"""Grounding against outputs agents read in operations and commerce (helper gt14): ISO 8601 durations, a URL's host
named by its address, PostgreSQL's "+00" zone, unitless intervals and delays of a setting, nginx's error log as rows,
statements that open with a named order, HTML tables, iCalendar events (their reminder's TRIGGER is no armed
instruction), a CSV row's currency column, "came to" / "totals" before an amount, sums "across all" rows, parallel
arrays read at times with a units object beside them (a forecast), a closing "_min" as the minimum, "high" / "low" /
"chance" for max / min / probability, an object's "Size" in bytes, synonyms of a secondary zone (standby) and of curl
-w's timings (DNS lookup, TLS handshake), objects keyed by id as rows (docker's "Containers") and counted, a printed
length of time over the difference of two local times, a version under a field named by its software (a CI matrix's
`python: ["3.10"]`).

Each claim is checked through the real gate (shipped rules) as a tool_output candidate whose source span is the
output; every output and claim here is written for this file (none is from a probe set). Each accept failed before
the gt14 change that reads it, and so did the rejects those changes make (a standby's zone, a DNS lookup's time, a
container's address, a flight's length); the other rejects were rejected before and stay so (guards: the new readings
must not over-accept).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding, tool_claim

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

LEG = """{"flight": "KL1002", "origin": "AMS", "destination": "LHR", "duration": "PT1H15M", "stops": 0}"""
PROBE = """[2026-11-30 07:12:09] health probe to http://10.2.0.7:8080/health failed after 3 attempts"""
PSQL = """ id | created_at             | state
----+------------------------+--------
  7 | 2026-03-04 10:15:00+00 | open
  8 | 2026-03-05 16:40:12+00 | closed
(2 rows)"""
SETTINGS = """[worker]
retry_interval = 30
backoff_delay = 5
max_attempts = 4"""
ERRORS = """2026/11/30 08:02:11 [error] 811#811: *5120 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 198.51.100.4, server: shop.example, request: "GET /basket HTTP/1.1", upstream: "http://10.9.1.21:3000/basket", host: "shop.example"
2026/11/30 08:05:47 [error] 811#811: *5301 connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.9, server: shop.example, request: "POST /pay HTTP/1.1", upstream: "http://10.9.1.22:3000/pay", host: "shop.example\""""
INVOICES = """order,client,amount,status
5512,Harlow Ltd,540.00,paid
5513,Brenner AG,1210.50,overdue"""
ICS = """BEGIN:VCALENDAR
BEGIN:VEVENT
DTSTART:20260309T083000Z
SUMMARY:Dentist check-up
LOCATION:Harbour Dental
BEGIN:VALARM
TRIGGER:-PT30M
ACTION:DISPLAY
END:VALARM
END:VEVENT
END:VCALENDAR"""

EXPORT = """ref,buyer,net,total,currency
R-71,Ines Duarte,40.00,49.20,EUR
R-72,Sam Pike,15.00,18.00,GBP"""
BRANCHES = """<h2>Branches</h2>
<table class="grid">
  <tr><th>Branch</th><th>Staff</th><th>Open until</th></tr>
  <tr><td>Quayside</td><td>12</td><td>18:00</td></tr>
  <tr><td>Old Town</td><td>7</td><td>20:00</td></tr>
</table>"""
DEPOTS = """depot,parcels,late
Tilbury,120,4
Felixstowe,95,9
Hull,40,1"""
ASSETS = """{"assets": [{"name": "cli-linux.tar.gz", "download_count": 410}, {"name": "cli-mac.tar.gz", "download_count": 265}]}"""
HOURLY = """{"hourly_units": {"time": "iso8601", "temperature_2m": "°C", "wind_speed_10m": "km/h"},
 "hourly": {"time": ["2026-12-05T06:00", "2026-12-05T07:00"], "temperature_2m": [3.4, 4.1], "wind_speed_10m": [12.0, 15.5]}}"""
DAILY = """{"daily_units": {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C", "precipitation_probability_max": "%"},
 "daily": {"time": ["2026-12-05", "2026-12-06"], "temperature_2m_max": [6.1, 4.0], "temperature_2m_min": [-1.2, -3.5],
           "precipitation_probability_max": [70, 15]}}"""
OBJECTS = """{"Contents": [{"Key": "exports/orders.parquet", "Size": 52428800, "StorageClass": "STANDARD"},
              {"Key": "exports/refunds.parquet", "Size": 3145728, "StorageClass": "GLACIER"}]}"""
REPLICA = """{"DBInstanceIdentifier": "ledger-db", "MultiAZ": true, "AvailabilityZone": "us-east-1a",
 "SecondaryAvailabilityZone": "us-east-1d"}"""
TIMINGS = """time_namelookup:  0.004100s
time_connect:  0.020730s
time_appconnect:  0.071200s
time_total:  0.310000s"""
BRIDGE = """[{"Name": "app_net", "Driver": "bridge",
  "Containers": {"9f1c2e": {"Name": "app-web-1", "IPv4Address": "172.30.0.2/16"},
                 "4b7d0a": {"Name": "app-worker-1", "IPv4Address": "172.30.0.3/16"}}}]"""
ITINERARY = """{"segments": [{"from": "OSL", "departs": "2027-02-03T08:05:00", "to": "LHR", "arrives": "2027-02-03T09:50:00"}],
 "duration": "PT2H45M"}"""
MATRIX = """strategy:
  matrix:
    python: ["3.10", "3.11"]
    node: ["18", "20"]"""
REVIEW = """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART;TZID=Europe/Lisbon:20270111T140000
DTEND;TZID=Europe/Lisbon:20270111T144500
RRULE:FREQ=MONTHLY;COUNT=6
SUMMARY:Budget review
ORGANIZER;CN=Ana Sousa:mailto:ana@fabrika.example
ATTENDEE;CN=Nadia Okoye;PARTSTAT=DECLINED:mailto:nadia@fabrika.example
ATTENDEE;CN=Tom Reyes;PARTSTAT=ACCEPTED:mailto:tom@fabrika.example
END:VEVENT
END:VCALENDAR"""

CASES = [
    (LEG, "Flight KL1002 takes 1 hour 15 minutes.", "accept"),  # PT1H15M
    (LEG, "Flight KL1002 takes 1 hour 50 minutes.", "reject"),
    (PROBE, "The health probe to 10.2.0.7 failed after 3 attempts.", "accept"),  # the host of the URL
    (PROBE, "The health probe to 10.2.0.8 failed after 3 attempts.", "reject"),
    (PSQL, "Row 7 was created at 10:15 UTC on 4 March 2026.", "accept"),  # "+00"
    (SETTINGS, "The worker retries every 30 seconds.", "accept"),
    (SETTINGS, "The worker's retry interval is 30 minutes.", "reject"),
    (SETTINGS, "The worker backs off for a delay of 5 seconds.", "accept"),
    (ERRORS, "The upstream 10.9.1.22 refused the connection for POST /pay.", "accept"),
    (ERRORS, "The upstream 10.9.1.21 refused the connection for POST /pay.", "reject"),  # the /basket line's upstream
    (ERRORS, "The GET /basket request timed out at 08:02:11 on the upstream 10.9.1.22.", "reject"),
    (INVOICES, "Order 5512 for Harlow Ltd came to 540.00 and is paid.", "accept"),  # a statement, no order
    (EXPORT, "Sam Pike's order came to £18.00.", "accept"),  # the row's currency column gives its total's currency
    (EXPORT, "Sam Pike's order came to €18.00.", "reject"),
    (EXPORT, "Ines Duarte's order totals €49.20.", "accept"),
    (BRANCHES, "The Old Town branch has 7 staff and is open until 20:00.", "accept"),  # an HTML table's rows
    (BRANCHES, "The Quayside branch has 7 staff.", "reject"),
    (DEPOTS, "Across all depots there were 255 parcels.", "accept"),  # the sum of the named column
    (DEPOTS, "Across all depots there were 265 parcels.", "reject"),
    (ASSETS, "The cli-linux.tar.gz and cli-mac.tar.gz assets were downloaded 675 times in total.", "accept"),  # download_count
    (HOURLY, "At 07:00 on 5 December 2026 the temperature is 4.1 °C.", "accept"),  # parallel arrays, units beside them
    (HOURLY, "At 06:00 on 5 December 2026 the temperature is 4.1 °C.", "reject"),
    (HOURLY, "At 07:00 on 5 December 2026 the wind is 15.5 mph.", "reject"),  # km/h
    (DAILY, "On 6 December 2026 the low is -3.5 °C.", "accept"),  # temperature_2m_min: the minimum, not minutes
    (DAILY, "On 6 December 2026 the high is -3.5 °C.", "reject"),
    (DAILY, "On 5 December 2026 there is a 70% chance of rain.", "accept"),
    (OBJECTS, "The orders.parquet export is about 50 MiB.", "accept"),  # "Size" is bytes
    (OBJECTS, "The refunds.parquet export is about 50 MiB.", "reject"),
    (REPLICA, "ledger-db runs Multi-AZ with its standby in us-east-1d.", "accept"),  # the secondary zone
    (REPLICA, "ledger-db runs Multi-AZ with its standby in us-east-1a.", "reject"),
    (TIMINGS, "The DNS lookup took about 4 ms.", "accept"),  # curl -w's time_namelookup
    (TIMINGS, "The DNS lookup took about 21 ms.", "reject"),  # time_connect
    (TIMINGS, "The TLS handshake was done about 71 ms in.", "accept"),
    (BRIDGE, "app-worker-1 has the address 172.30.0.3 on app_net.", "accept"),  # containers keyed by id: rows by Name
    (BRIDGE, "app-web-1 has the address 172.30.0.3 on app_net.", "reject"),
    (BRIDGE, "Two containers are attached to app_net.", "accept"),  # the rows of the table under "Containers"
    (BRIDGE, "Three containers are attached to app_net.", "reject"),
    (ITINERARY, "The flight from OSL to LHR takes 2 hours 45 minutes.", "accept"),
    (ITINERARY, "The flight from OSL to LHR takes 1 hour 45 minutes.", "reject"),  # the local clocks' difference; the
    # output prints the length
    (MATRIX, "The matrix tests Python 3.10 and Node 20.", "accept"),  # versions under a field named by the software
    (MATRIX, "The matrix tests Python 3.9.", "reject"),
    (ICS, "The dentist check-up is on 9 March 2026 at Harbour Dental.", "accept"),  # TRIGGER:-PT30M is a reminder's offset
    (ICS, "A reminder comes 30 minutes before the dentist check-up.", "accept"),
    (REVIEW, "Tom Reyes has declined the budget review.", "reject"),  # he accepted; Nadia declined
    (REVIEW, "The budget review lasts 45 minutes.", "accept"),  # 14:00 to 14:45
    (REVIEW, "The budget review lasts an hour.", "reject"),
    (REVIEW, "Ana Sousa organises the budget review, which starts on 11 January 2027 at 14:00.", "accept"),
]


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_output(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)


def test_an_order_placed_with_a_number_is_still_an_order(tool_gate):
    d = tool_claim(tool_gate, INVOICES, "Order 3 laptops for Harlow Ltd.", NOW)
    assert d.verdict == "reject" and d.reasons[0].rule == "directive", d.to_dict()
