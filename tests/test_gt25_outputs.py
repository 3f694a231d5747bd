"""(gt25) Tool outputs read as their tools print them.

- A report's table under its title and `Label: value` lines ("GREENHOUSE NUTRIENT AUDIT" / "Site: ...   Bay: 4" over
  "Element   Result   Unit   Target range"), with `Label: value` notes under it, is read from its own header, not with
  the title as the header; a header of names in any case ("Test date", "Cum. passing (%)") is the table's.
- A result against the range or limit printed beside it: "below / above / within / outside the target range" holds
  only when the row's result stands so to its range ("3.0 - 4.5", "> 2", a bare limit).
- A quantity the claim gives ("the 30 m station") names the row keyed by its number in a column whose name gives that
  unit in brackets ("Depth (m)").
- `ip neigh` lines are a row per neighbour address: its device, MAC address, router flag and state stay with it.
- A field whose name negates a word ("parcelsNotDelivered", "issuesNotCompleted") is not named by a claim that says
  the word without a negation ("delivered 6 parcels").
- `name=value` lines under the command that printed them are settings, the command line prose beside them; a field's
  name that runs two words into one ("cachemiss") is named by a claim that says both ("cache misses").
- A header of lower-case names (a pipeline's trace: "task_id  name  status  duration") over cells that hold spaces
  ("ALIGN (lane_2)", "4m 10s") is a table when each name turns out a column of its own.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

NUTRIENTS = """GREENHOUSE NUTRIENT AUDIT - HYDROPONIC TOMATOES
Site: Lowfield Glasshouses      Bay: 4      Sampled: 20/05/2026
Grower: M. Hollis
Element        Result     Unit      Target range
Nitrogen       212        ppm       150 - 200
Potassium      287        ppm       250 - 350
Calcium        141        ppm       150 - 220
EC             3.1        mS/cm     2.5 - 3.5
Advice: reduce nitrogen feed by 10% for two weeks."""

SPACED = NUTRIENTS.replace("M. Hollis\n", "M. Hollis\n\n").replace("\nAdvice", "\n\nAdvice")

PROFILE = """LAKE PROFILE - STATION NORTH BUOY
Surveyed: 28/05/2026      Crew: R. Imes
Depth (m)    Temp (C)    Oxygen (mg/L)    Turbidity (NTU)
0            17.2        9.4              1.2
10           12.8        8.1              1.9
30           6.1         5.6              3.4
Note: oxygen falls steadily below 10 m."""

TRACE = """task_id  name                status     exit  duration  peak_mem
1        TRIM (lane_1)       COMPLETED  0     1m 40s    2.1 GB
2        TRIM (lane_2)       COMPLETED  0     1m 52s    2.3 GB
3        ALIGN (lane_1)      COMPLETED  0     4m 10s    14.8 GB
4        ALIGN (lane_2)      FAILED     137   3m 05s    16.0 GB"""

NEIGH = """192.0.2.1 dev ens18 lladdr 52:54:00:aa:10:01 router REACHABLE
192.0.2.40 dev ens18 lladdr 52:54:00:aa:10:40 STALE
192.0.2.77 dev ens18  FAILED
198.51.100.9 dev tun0 lladdr 02:00:5e:10:00:09 PERMANENT"""

ROUTE = """{"route": {"id": "R7", "driver": "T. Osei", "parcelsDelivered": 41, "parcelsNotDelivered": 6, "stops": 38}}"""

COUNTERS = """$ sudo unbound-control stats_noreset | grep '^thread0'
thread0.num.queries=5120
thread0.num.cachehits=4410
thread0.num.cachemiss=710
thread0.num.prefetch=96"""

LETTER = """LAKESIDE MUTUAL - HOME POLICY RENEWAL
Policy: LM-4410            Renewal: 01/09/2026

Cover                     This year     Next year
Buildings sum insured     GBP 310,000   GBP 325,000
Annual premium            GBP 402.10    GBP 436.90

Your premium rises mainly because the rebuild cost has been reassessed.
If you do nothing, the policy renews on the same terms."""

CASES = [
    (NUTRIENTS, "Potassium in bay 4 is 287 ppm.", "accept"),  # guard
    (NUTRIENTS, "Calcium in bay 4 is 287 ppm.", "reject"),  # guard: potassium's
    (NUTRIENTS, "The EC reading was 3.1 mS/cm.", "accept"),  # guard
    (NUTRIENTS, "The EC reading was 2.5 mS/cm.", "reject"),  # the range's low end, not the result
    (NUTRIENTS, "Nitrogen is above its target range.", "accept"),
    (NUTRIENTS, "Calcium is below the target range.", "accept"),
    (NUTRIENTS, "The EC of 3.1 mS/cm is within the target range.", "accept"),
    (NUTRIENTS, "Calcium is outside its target range.", "accept"),
    (NUTRIENTS, "Nitrogen is within its target range.", "reject"),  # guard: 212 over 150 - 200
    (SPACED, "Nitrogen sits within its target range.", "reject"),  # 212 over 150 - 200
    (SPACED, "Potassium is below the target range.", "reject"),  # 287 in 250 - 350
    (SPACED, "Potassium is within the target range.", "accept"),  # guard
    (PROFILE, "At the 30 m station the water was 6.1 °C.", "accept"),
    (PROFILE, "At the 10 m station the water was 6.1 °C.", "reject"),  # guard: the 30 m row's
    (PROFILE, "Dissolved oxygen at 10 m was 8.1 mg/L.", "accept"),
    (PROFILE, "Dissolved oxygen at 10 m was 5.6 mg/L.", "reject"),  # guard
    (TRACE, "The lane_1 ALIGN task took about four minutes.", "accept"),  # guard
    (TRACE, "The lane_2 ALIGN task failed with exit code 137.", "accept"),  # guard
    (TRACE, "The lane_2 ALIGN task peaked at 14.8 GB of memory.", "reject"),  # lane_1's
    (TRACE, "The lane_1 ALIGN task failed.", "reject"),
    (NEIGH, "192.0.2.40 has MAC address 52:54:00:aa:10:40.", "accept"),  # guard
    (NEIGH, "192.0.2.40 has MAC address 52:54:00:aa:10:01.", "reject"),  # the router's
    (NEIGH, "The neighbour 192.0.2.40 is reachable.", "reject"),  # stale
    (NEIGH, "198.51.100.9 is reached through ens18.", "reject"),  # tun0
    (NEIGH, "198.51.100.9 is reached through tun0.", "accept"),  # guard
    (ROUTE, "Route R7 delivered 41 parcels.", "accept"),  # guard
    (ROUTE, "Route R7 delivered 6 parcels.", "reject"),  # the parcels not delivered
    (ROUTE, "Six parcels on route R7 were not delivered.", "accept"),  # guard
    (COUNTERS, "Unbound's thread0 had 710 cache misses.", "accept"),  # guard
    (COUNTERS, "Unbound's thread0 had 4410 cache misses.", "reject"),  # the cache hits
    (COUNTERS, "Unbound's thread0 answered about 86% of its queries from cache.", "accept"),
    (LETTER, "Next year's annual premium is GBP 436.90.", "accept"),  # guard: a letter's sentences keep it whole
    (LETTER, "The policy lapses unless it is renewed.", "reject"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt25_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
