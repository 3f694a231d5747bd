"""(gt19) Tool outputs read as their tools document them, and words a claim may use that no output prints.

- Envoy's default access-log lines are rows: bytes sent, duration and upstream host each in their field (not read as a
  web server's common log format, whose size would be the response flags).
- HAProxy's HTTP log lines are rows: the backend server, the five timers in ms, the status, the bytes sent.
- Squid's native access.log lines are rows: the elapsed ms, the result code's words (TCP_DENIED: denied), the URL's host.
- A Rails request log is a row per request (its Started / Processing / Completed lines joined by their tag), and a
  number after a noun ("order 4410") names the object a path gives ("/orders/4410").
- A tox 4 run is a row per environment (outcome, seconds, the test runner's counts and their total); a state said of
  "all" the rows of a table ("All environments passed") is refused where another row's cell in that column says
  otherwise.
- `brew outdated --verbose` lines are rows of a formula's installed and latest versions (a rebuild's "_2" dropped).
- A unit an enclosing object gives every series nested in it (Azure Monitor's "unit": "Percent") is the unit of the
  series' bare numbers: "averaged 81%" is refused where 81 is the maximum beside an average of 47.
- A name inside a resource id (".../virtualMachines/web-vm-3/...") is found there.
- A hedge before a value found ("nearly five days") and "ran for" before a length of time are found with it; a bare
  `uptime` is seconds.
- A thermostat's setpoint is what it is "set to", its ambient temperature what it "reads": not its eco setpoint.
- A service named right before the plural noun its output keys the items by ("two Kafka clusters" over "clusters")
  is the service that printed it; a URL found is named by "URL".

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

ENVOY = """[2026-05-30T08:01:02.113Z] "GET /v1/search?q=boots HTTP/1.1" 200 - 0 4096 212 208 "10.9.1.4" "curl/8.5.0" "a1b2c3d4-0000-4000-8000-000000000001" "search.internal" "10.9.7.12:9000"
[2026-05-30T08:01:03.870Z] "PUT /v1/basket HTTP/2" 404 NR 88 0 2 - "10.9.1.4" "curl/8.5.0" "a1b2c3d4-0000-4000-8000-000000000002" "basket.internal" "-\""""
HAPROXY = """May 30 08:12:44 edge haproxy[901]: 192.0.2.10:40022 [30/May/2026:08:12:44.017] www~ app_back/app3 0/0/2/118/120 200 2048 - - ---- 12/10/3/1/0 0/0 "POST /login HTTP/1.1"
May 30 08:12:45 edge haproxy[901]: 192.0.2.11:40100 [30/May/2026:08:12:45.300] www~ app_back/app1 0/0/1/15/16 302 310 - - ---- 12/10/3/2/0 0/0 "GET /home HTTP/1.1\""""
BREW = """git (2.44.0_1) < 2.45.2
jq (1.7) < 1.7.1
wget (1.21.4) < 1.24.5"""
METRICS = """{"value": [{"id": "/subscriptions/00000000-1111-2222-3333-444444444444/resourceGroups/rg-web/providers/Microsoft.Compute/virtualMachines/web-vm-3/providers/Microsoft.Insights/metrics/Percentage CPU",
 "unit": "Percent", "timeseries": [{"data": [
  {"timeStamp": "2026-05-30T10:00:00Z", "average": 39.5, "maximum": 60.2},
  {"timeStamp": "2026-05-30T10:01:00Z", "average": 47.0, "maximum": 81.0}]}]}]}"""
MEMBERS = """{"set": "rs1", "members": [
  {"name": "db-a:27017", "stateStr": "PRIMARY", "uptime": 432010},
  {"name": "db-b:27017", "stateStr": "SECONDARY", "uptime": 431950}]}"""
THERMOSTAT = """{"traits": {
  "sdm.devices.traits.Info": {"customName": "Study"},
  "sdm.devices.traits.ThermostatEco": {"mode": "OFF", "heatCelsius": 16.0, "coolCelsius": 26.0},
  "sdm.devices.traits.ThermostatTemperatureSetpoint": {"heatCelsius": 21.0},
  "sdm.devices.traits.Temperature": {"ambientTemperatureCelsius": 19.5}}}"""
CLUSTERS = """{"clusters": [
  {"cluster_id": "lkc-1a2b", "display_name": "orders", "status": "UP", "partitions": 60},
  {"cluster_id": "lkc-3c4d", "display_name": "audit", "status": "UP", "partitions": 24}]}"""
MEMBER_TABLE = """+------------------+---------+--------+-----------------------+
|        ID        | STATUS  |  NAME  |     CLIENT ADDRS      |
+------------------+---------+--------+-----------------------+
| 91a2b3c4d5e6f708 | started | node-0 | https://10.2.0.5:2379 |
| 1b2c3d4e5f607182 | started | node-1 | https://10.2.0.6:2379 |
+------------------+---------+--------+-----------------------+"""

SQUID = """1780000001.100    845 10.1.1.7 TCP_MISS/200 1200 GET http://pkgs.example.net/index.json - HIER_DIRECT/198.51.100.9 application/json
1780000002.900      0 10.1.1.9 TCP_DENIED/403 3900 GET http://blocked.example/ad.js - HIER_NONE/- text/html"""
RAILS = """I, [2026-05-30T09:00:01.000 #77]  INFO -- : [c0ffee01] Started GET "/orders/4410" for 10.0.0.8 at 2026-05-30 09:00:01 +0000
I, [2026-05-30T09:00:01.002 #77]  INFO -- : [c0ffee01] Processing by OrdersController#show as HTML
I, [2026-05-30T09:00:01.090 #77]  INFO -- : [c0ffee01] Completed 200 OK in 88ms (Views: 60.1ms | ActiveRecord: 20.4ms | Allocations: 9000)
I, [2026-05-30T09:00:02.000 #78]  INFO -- : [c0ffee02] Started DELETE "/orders/4410" for 10.0.0.8 at 2026-05-30 09:00:02 +0000
I, [2026-05-30T09:00:02.001 #78]  INFO -- : [c0ffee02] Processing by OrdersController#destroy as JSON
I, [2026-05-30T09:00:02.640 #78]  INFO -- : [c0ffee02] Completed 403 Forbidden in 639ms (ActiveRecord: 601.0ms | Allocations: 4100)"""

TOX = """docs: commands[0]> sphinx-build -W docs build
build succeeded.
unit: commands[0]> pytest -q
...F.......                                                              [100%]
1 failed, 10 passed in 3.20s
  docs: OK (9.10=setup[4.00]+cmd[5.10] seconds)
  unit: FAIL code 1 (7.50=setup[4.30]+cmd[3.20] seconds)
  evaluation failed :( (16.70 seconds)"""

CASES = [
    (TOX, "The unit environment failed with one failing test out of 11.", "accept"),
    (TOX, "docs had one failed test.", "reject"),
    (TOX, "All environments passed.", "reject"),  # guard (refused on the base for its words)
    ("JOB     STATUS\nbuild   passed\ntest    failed\nlint    passed", "All jobs passed.", "reject"),
    (TOX, "The whole tox run took about 17 seconds and failed.", "accept"),

    (SQUID, "The proxy denied 10.1.1.9's request to blocked.example with a 403.", "accept"),
    (SQUID, "10.1.1.7 was denied by the proxy.", "reject"),
    (SQUID, "The request to pkgs.example.net took 845 seconds.", "reject"),  # guard: 845 ms
    (RAILS, "The DELETE request for order 4410 got a 403 after about 0.6 seconds.", "accept"),
    (RAILS, "The GET request for order 4410 took 639 ms.", "reject"),  # guard: the DELETE request's

    (ENVOY, "The search request sent back 4,096 bytes in 212 ms.", "accept"),
    (ENVOY, "The search request took 2 ms.", "reject"),  # guard: the basket request's duration
    (ENVOY, "The search request went to upstream host 10.9.7.12:9000.", "accept"),
    (HAPROXY, "The login request was served by app3 in 120 ms with a 200.", "accept"),
    (HAPROXY, "The login request was handled by app1.", "reject"),  # guard: app1 served /home
    (HAPROXY, "The home request got a 200.", "reject"),  # guard: it got a 302
    (BREW, "git can be upgraded to 2.45.2.", "accept"),  # guard
    (BREW, "git 2.45.2 is installed.", "reject"),  # the latest, not the installed
    (BREW, "wget can be upgraded to 1.21.4.", "reject"),  # the installed, not the latest
    (METRICS, "web-vm-3's average CPU was 47% at 10:01.", "accept"),
    (METRICS, "web-vm-3's CPU averaged 81% at 10:01.", "reject"),  # the maximum (refused on the base too, for web-vm-3 unfound)
    (MEMBERS, "db-a has been up for nearly five days.", "accept"),
    (THERMOSTAT, "The Study thermostat is set to 21 °C.", "accept"),  # guard
    (THERMOSTAT, "The Study thermostat is set to 16 °C.", "reject"),  # the eco setpoint
    (THERMOSTAT, "The Study thermostat reads 19.5 °C.", "accept"),
    (CLUSTERS, "Both Kafka clusters are up.", "accept"),
    (CLUSTERS, "The orders Kafka cluster has 24 partitions.", "reject"),  # guard: audit's partitions
    (MEMBER_TABLE, "node-1's client URL is https://10.2.0.6:2379.", "accept"),
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt19_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
