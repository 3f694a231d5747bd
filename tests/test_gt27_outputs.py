"""(gt27) Tool outputs read as their tools print them.

- A currency symbol set apart from its amount by spaces, as aligned statements print it ("Closing balance:  $   604.18"),
  is money; a "$ " opening a line is a shell's prompt.
- A claim that names a year: a value every line holding it gives for another year ("Last year (2026) total: £431.90")
  is no value of the claim's year.
- A claim that says its amount a period ("€1,320 a month"): a value every line holding it gives for another period, on
  its line or in the heading it is indented under ("Projected costs for the whole year"), is no amount of that period.
- Indented lines under sibling headings ("Your current plan" / "Your new plan"): a value under one, claimed with the
  word only the other heading has ("the new plan"), is moved.
- Keys that name numbered items ("pool 0 used", "pool 1 used"): a value on one item's key, claimed of another item
  ("pool 1"), is moved.
- Documents that two calls or more returned, each under its request line (`GET .../status`, its JSON), are each read
  as JSON; a value held only outside the object the claim names ("the return water"), by fields none of whose words
  the claim says, is moved.
- A JSON list of lists whose first names the columns (NOAA's products, a sheet's values) is rows keyed by those names:
  a value stays with its row.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

from trustgate import spans
from trustgate.alignment.claim import read_claim
from trustgate.alignment.other_object import other_object
from trustgate.alignment.sibling_heads import sibling_moved

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

STATEMENT = """STATEMENT OF ACCOUNT        Customer 40-1187
Opening balance:        $ 1,204.18
Payments received:      $   600.00
Closing balance:        $   604.18"""

WATER = """ANNUAL WATER CHARGES 2027
Standing charge:              £182.40
Volume charge (118 m3):       £263.14
Last year (2026) total:       £431.90
Total:                        £445.54"""

COSTS = """Projected costs for the whole year
  Licence fees              €4,800.00
  Support contract          €1,320.00
Billed each month
  Hosting                     €210.00"""

PLANS = """Your current plan
  Monthly fee        £38.00
  Data allowance     20 GB
Your new plan (from 1 March)
  Monthly fee        £42.00
  Data allowance     50 GB"""

PREMIUMS = """RENEWAL NOTICE            Policy HX-55120
Issued 02/05/2026

Your premium this term
  Buildings cover           £212.40
  Contents cover            £96.10
  Total                     £308.50

Your premium next term (from 01/07/2026)
  Buildings cover           £231.80
  Contents cover            £99.75
  Total                     £331.55"""

POOLS = """pool 0 capacity: 3840 GB
pool 0 used: 1210 GB
pool 1 capacity: 7680 GB
pool 1 used: 5025 GB"""

BOILER = """GET http://boiler.local/api/status
{"flow": {"temp_c": 58.5, "target_c": 60}, "return": {"temp_c": 41.0}, "pressure_bar": 1.4}
GET http://boiler.local/api/settings
{"eco_mode": true, "max_flow_temp_c": 70, "holiday_days": 0}"""

RAIN = """[["date","rainfall_mm","max_temp_c"],["2026-05-29","0.0","18.4"],["2026-05-30","12.6","14.1"],["2026-05-31","3.2","15.9"]]"""

CASES = [
    (STATEMENT, "The closing balance is $604.18.", "accept"),
    (STATEMENT, "Payments of $600 were received.", "accept"),
    (STATEMENT, "The opening balance is $604.18.", "reject"),  # guard: the closing balance
    (WATER, "The 2027 water charges total £431.90.", "reject"),  # 2026's total
    (WATER, "The 2027 water charges total £445.54.", "accept"),  # guard
    (COSTS, "The support contract costs €1,320 a month.", "reject"),  # a year's
    (COSTS, "Hosting costs €210 a month.", "accept"),  # guard
    (PLANS, "The new plan gives 20 GB of data.", "reject"),  # guard: the current plan's (a table of blocks)
    (PLANS, "The current plan gives 20 GB of data.", "accept"),  # guard
    (PLANS, "The new plan's monthly fee is £42.", "accept"),  # guard
    (POOLS, "Pool 1 has 1210 GB used.", "reject"),  # guard: pool 0's
    (POOLS, "Pool 0 has 1210 GB used.", "accept"),
    (POOLS, "Pool 1 holds 7680 GB in all.", "accept"),
    (BOILER, "The highest flow temperature allowed is 70 °C.", "accept"),
    (BOILER, "The system pressure is 1.4 bar.", "accept"),  # guard
    (BOILER, "The return temperature is 58.5 °C.", "reject"),  # the flow's
    (RAIN, "On 31 May 12.6 mm of rain fell.", "reject"),  # guard: 30 May's
    (RAIN, "The high on 29 May was 14.1 °C.", "reject"),  # guard: 30 May's
    (RAIN, "On 30 May 12.6 mm of rain fell.", "accept"),
    (RAIN, "The high on 31 May was 15.9 °C.", "accept"),
]


@pytest.mark.parametrize("claim,expected", [
    ("The premium next term totals £308.50.", True),  # this term's total, claimed for next term
    ("The premium next term totals £331.55.", False),
    ("The premium this term totals £308.50.", False),
    ("Contents cover costs £96.10.", False),  # names no heading's word
])
def test_sibling_heading_moved(claim, expected):
    parsed = spans.parse(PREMIUMS)
    assert (sibling_moved(read_claim(claim), parsed) is not None) == expected


@pytest.mark.parametrize("claim,expected", [
    ("The return is at 70 °C.", True),  # 70 is the settings' max_flow_temp_c, no field of the return
    ("The return is at 41 °C.", False),  # the return's own
    ("The boiler pressure is 1.4 bar.", False),  # names no object
    ("The flow can reach 70 °C at most.", False),  # max_flow_temp_c: a word of its field said
])
def test_value_of_another_object(claim, expected):
    assert (other_object(read_claim(claim), spans.parse(BOILER)) is not None) == expected


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt27_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)

