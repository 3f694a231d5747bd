"""(gt21) Tool outputs read as their tools document them.

- A value the claim says is a minimum ("at least", "a minimum of", "a floor of") or a maximum ("at most", "capped at")
  is looked for in that bound's field: one found only in the other bound's field (minimumBackoff for "at most"), or,
  where a noun names the bound, in another field (desired for "a minimum of"), while the same object prints the
  bound the claim says, is a moved value; the bound word is covered where its field holds the value.
- A state word the output prints only with a prefix that makes it its opposite ("Disconnected", "inactive") is
  contradicted when the claim says it plainly ("is connected").
- An integer amount in an object named as an amount beside its currency ({"amount": {"currency": "USD", "value":
  2599}}, Adyen's Amount) is in minor units, except in a currency with none (JPY).
- A word before an identifier that begins with the word's letters names it ("invoice INV-3391"); an acronym in the
  plural ("VOCs") names the row the acronym names.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

AUTOSCALER = """{"autoscaler": "web", "limits": {"minReplicas": 3, "maxReplicas": 20, "currentReplicas": 7}}"""

POOLS = """POOL      MIN   MAX   CURRENT
batch     2     8     5
interact  1     4     1"""

LINK = """Interface: wlan0
State: Disconnected
Signal: -
Interface: eth0
State: Routable"""

BATTERY = """Device: internal battery
State: Discharging
Percentage: 41%
Time to empty: 3.2 hours"""

PAYMENT = """{"pspReference": "X7K2M9", "merchantReference": "ORD-1187", "amount": {"currency": "USD", "value": 2599}, "eventCode": "CAPTURE"}"""

YEN = """{"pspReference": "Q4W8E1", "merchantReference": "ORD-1190", "amount": {"currency": "JPY", "value": 4800}, "eventCode": "CAPTURE"}"""

INVOICE = """{"number": "INV-3391", "customer": "Halden AS", "status": "open", "total": "120.00", "currency": "EUR"}"""

AIR = """{"readings": [{"comp": "co2", "value": 930}, {"comp": "voc", "value": 410}, {"comp": "pm25", "value": 9}]}"""

CASES = [
    (AUTOSCALER, "The web autoscaler keeps at most 3 replicas.", "reject"),  # the minimum, its maximum is 20
    (AUTOSCALER, "The web autoscaler keeps at least 3 replicas.", "accept"),  # guard
    (AUTOSCALER, "The web autoscaler keeps at least 20 replicas.", "reject"),  # the maximum, its minimum is 3
    (AUTOSCALER, "The web autoscaler can scale up to a maximum of 7 replicas.", "reject"),  # the current count
    (AUTOSCALER, "The web autoscaler is capped at 20 replicas.", "accept"),  # guard
    (POOLS, "The batch pool runs at least 8 workers.", "reject"),  # its MAX, its MIN is 2
    (POOLS, "The batch pool runs 5 workers, with a floor of 2.", "accept"),  # guard
    (LINK, "wlan0 is connected.", "reject"),  # guard: it prints "Disconnected"
    (BATTERY, "The internal battery is charging at 41%.", "reject"),  # it prints "Discharging"
    (BATTERY, "The internal battery is discharging at 41%.", "accept"),  # guard
    (LINK, "wlan0 is disconnected.", "accept"),  # guard
    (PAYMENT, "Order ORD-1187 was captured for $25.99.", "accept"),  # 2599 cents
    (PAYMENT, "Order ORD-1187 was captured for $2,599.", "reject"),  # guard
    (YEN, "Order ORD-1190 was captured for ¥4,800.", "accept"),  # guard: yen have no minor unit
    (INVOICE, "Invoice INV-3391 for Halden AS is open.", "accept"),
    (AIR, "VOCs were at 9 ppb.", "reject"),  # the pm25 row's value: "VOCs" names the voc row
    (AIR, "VOCs were at 410 ppb.", "accept"),  # guard
    (INVOICE, "Invoice INV-3391 for Halden AS is paid.", "reject"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt21_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
