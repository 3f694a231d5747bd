"""(gt24) Tool outputs read as their tools print them.

- iotop's and nload's rates "6.30 M/s", "850.00 K/s" are bytes a second (megabytes, kilobytes), not molar or kelvin.
- A column named with its unit in brackets ("Strength (MPa)", "Z (%)") reads with the unit's own case; a header of
  such names is a table's header; a row's label that runs past its column's name ("Average") still opens its row;
  `Label: words` lines printed under the table past a blank line are notes, no row.
- Money written as an integer amount over a divisor beside its currency ({"amount": 799, "divisor": 100,
  "currency_code": "USD"}) is $7.99.
- A setting printed 1 or 0 (sysctl) is on or off for a claim that calls it enabled or disabled.
- A deduction the claim says was taken off ("$25 was deducted") is the amount a money column prints negative.
- `php -i`'s "name => local => master" lines are fields valued by the local value; a field named as a lifetime or a
  timeout run into one word (gc_maxlifetime) is a length of time.
- Ten digits of seconds since 1970 in a field named as a moment ("created", "expires_at", "ts") are also that
  date-time in UTC.
- dump1090's aircraft.json gives altitudes in feet and ground speed in knots (its documented units).
- A season's word the output prints as the claim writes it ("SPRING", a coupon's code) names that thing; a season the
  claim gives in other words is still checked against the date.
- A claim that writes one key whole ("vm.overcommit_ratio") gives that key's value, not a sibling key's.
- Two `Key : value` pairs printed on one line are two fields; a name printed under one field of a form, given by the
  claim to another (the account as the carrier), is moved.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

IOTOP = """Total DISK READ :       2.50 M/s | Total DISK WRITE :       7.10 M/s
    TID  PRIO  USER     DISK READ  DISK WRITE  SWAPIN     IO>    COMMAND
   4410 be/4 mysql       0.00 B/s    6.30 M/s  0.00 % 12.00 % mysqld
   5120 be/4 backup    850.00 K/s    0.00 B/s  0.00 %  3.10 % rsync"""

CUBES = """CONCRETE CUBE TEST REPORT              Job: 24-117
Cast: 02/05/2026      Tested: 30/05/2026

Cube      Mass (kg)   Strength (MPa)   Z (%)
C1          8.112          41.1          12
C2          8.090          39.9          14
Average     8.101          40.5          13

Verdict: ACCEPTED"""

ORDER = """{"order": {"id": 5512, "status": "paid",
  "subtotal": {"amount": 12500, "divisor": 100, "currency_code": "USD"},
  "shipping": {"amount": 799, "divisor": 100, "currency_code": "USD"}}}"""

KERNEL = """kernel.sysrq = 0
net.ipv4.tcp_syncookies = 1
vm.overcommit_memory = 2
vm.overcommit_ratio = 80"""

PAYOUTS = """Date,Type,Guest,Currency,Amount
05/20/2026,Payout,R. Singh,USD,310.00
05/21/2026,Adjustment,R. Singh,USD,-25.00"""

PHP = """$ php -i | grep -E 'session|upload|short_open'
session.cookie_secure => On => On
session.gc_maxlifetime => 3600 => 1440
session.use_strict_mode => Off => Off
short_open_tag => Off => Off
upload_max_filesize => 8M => 2M"""

COUPON = """{"coupon": {"id": "WELCOME15", "percent_off": 15, "created": 1777593600, "expires_at": 1781611200}}"""

AIRCRAFT = """{"now": 1780315000.0, "messages": 1200, "aircraft": [
  {"hex": "48c2ad", "flight": "KLM27T  ", "alt_baro": 24000, "gs": 410.0},
  {"hex": "4b1805", "flight": "SWR3NE  ", "alt_baro": 12500, "gs": 301.5}]}"""

SEASONAL = """{"coupon": {"id": "SPRING", "percent_off": 10, "expires": "2026-07-16"}}"""

NOTE = """ DELIVERY NOTE
 Note No : 88213            Depot    : Eastfield
 Driver  : P. Okafor        Carrier  : Swift Haulage
 Account : Greenway Farms   Route    : R14"""

CASES = [
    (IOTOP, "mysqld is writing about 6.3 MB/s.", "accept"),
    (IOTOP, "Total disk writes come to 7.1 megabytes per second.", "accept"),
    (IOTOP, "rsync is reading about 0.85 MB/s.", "accept"),
    (IOTOP, "rsync is reading 850 MB/s.", "reject"),  # guard: kilobytes
    (CUBES, "Cube C2 reached a strength of 39.9 MPa.", "accept"),  # guard
    (CUBES, "Cube C2 reached a strength of 41.1 MPa.", "reject"),  # guard: C1's
    (CUBES, "The average cube strength was 41.1 MPa.", "reject"),  # C1's, not the Average row's
    (CUBES, "Cube C1 reached 41.1 kPa.", "reject"),  # megapascals
    (CUBES, "Cube C1 had a Z of 12%.", "accept"),
    (ORDER, "Shipping on order 5512 is $7.99.", "accept"),  # guard
    (ORDER, "Shipping on order 5512 is $799.", "reject"),  # minor units over a divisor of 100
    (KERNEL, "TCP syncookies are disabled.", "reject"),
    (KERNEL, "kernel.sysrq is enabled.", "reject"),
    (KERNEL, "TCP syncookies are enabled.", "accept"),  # guard
    (KERNEL, "vm.overcommit_ratio is 2%.", "reject"),  # overcommit_memory's 2
    (KERNEL, "vm.overcommit_ratio is 80%.", "accept"),  # guard
    (PAYOUTS, "An adjustment of $25 was deducted for R. Singh.", "accept"),  # printed -25.00
    (PAYOUTS, "An adjustment of $30 was deducted for R. Singh.", "reject"),  # guard
    (PAYOUTS, "R. Singh received a $25 adjustment.", "reject"),  # guard: money out, said as in
    (PHP, "PHP sessions are garbage-collected after an hour.", "accept"),  # 3600 s
    (PHP, "PHP sessions are garbage-collected after 24 minutes.", "reject"),  # guard: the master value's 1440 s
    (PHP, "Short open tags are enabled in PHP.", "reject"),
    (PHP, "PHP's upload_max_filesize is 2M.", "reject"),  # the master value, not the local one in force
    (PHP, "PHP's upload_max_filesize is 8M.", "accept"),  # guard
    (PHP, "Strict session mode is off in PHP.", "accept"),
    (COUPON, "The WELCOME15 coupon expires on 16 June 2026.", "accept"),  # seconds since 1970
    (COUPON, "The WELCOME15 coupon was created on 1 May 2026.", "accept"),
    (COUPON, "The WELCOME15 coupon expires on 17 June 2026.", "reject"),  # guard
    (COUPON, "The WELCOME15 coupon was created on 16 June 2026.", "reject"),  # guard: the expiry
    (AIRCRAFT, "SWR3NE's altitude is 12,500 feet.", "accept"),  # feet, by dump1090's documentation
    (AIRCRAFT, "SWR3NE's altitude is 12,500 metres.", "reject"),  # guard
    (AIRCRAFT, "SWR3NE's altitude is 24,000 feet.", "reject"),  # guard: KLM27T's
    (AIRCRAFT, "KLM27T's ground speed is 410 km/h.", "reject"),  # guard: knots
    (SEASONAL, "The SPRING coupon expires on 16 July 2026.", "accept"),  # SPRING names the coupon, no season
    (SEASONAL, "The SPRING coupon expires in the summer of 2026.", "accept"),
    (SEASONAL, "The SPRING coupon expires in the spring of 2026.", "reject"),  # guard: July is summer
    (NOTE, "The carrier was Greenway Farms.", "reject"),  # the account
    (NOTE, "Swift Haulage was the carrier.", "accept"),  # guard
    (NOTE, "The driver was P. Okafor.", "accept"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt24_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
