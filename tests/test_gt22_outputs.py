"""(gt22) Tool outputs read as their tools print them.

- A document printed under the prompt and command that asked for it (mongosh's `app> db.sessions.stats()`) is read
  as the document, not as `key: value,` lines.
- A lower-case header may hold a slash (fly builds' "pipeline/job"); a word naming the column of a value the claim
  gives in a row ("build 121") names no row, and tells apart rows named alike (two web/build rows).
- `gem outdated` ("rack (2.2.8 < 3.0.9)") is a row per gem with the version installed and the newest one.
- Of two fields named alike ("Current Version", "Available Version", both named by "installed" through `version`),
  the one whose own word the claim names is the one it speaks of; a bare upstream version ("9.0.2103") is the cell's
  with a package release after it ("9.0.2103-150500.3.8.1"); "from X to Y" must run from the old column to the new.
- A flag whose every name word the claim says is the one it speaks of ("paired": `Paired`, not `LegacyPairing`).
- An integer amount beside a sibling that prints it in major units ("value": 3500, "display": "€35.00") is in minor
  units.
- A unit glued before a field's name ("wNow", "whToday") is the unit of its bare number.
- A line under a package table ("Done in 0.92s.") is no package a count counts; a claim word derived from a row's
  name ("estimated": the row "Estimation") names the row.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

STATS = """app> db.sessions.stats()
{
  ns: 'app.sessions',
  size: 52428800,
  count: 127000,
  avgObjSize: 412,
  storageSize: 20971520,
  capped: false,
  nindexes: 2,
  ok: 1
}"""

BUILDS = """id    pipeline/job   build  status     duration  team
4410  api/test       88     failed     4m02s     core
4402  web/build      121    errored    15s       front
4398  web/build      120    aborted    1m10s     front"""

GEMS = """$ gem outdated
rack (2.2.8 < 3.0.9)
sidekiq (7.1.2 < 7.2.4)"""

UPDATES = """S | Repository        | Name | Current Version       | Available Version     | Arch
--+-------------------+------+-----------------------+-----------------------+-------
v | Update repository | vim  | 9.0.2103-150500.3.8.1 | 9.1.0330-150500.20.9.1 | x86_64
v | Update repository | git  | 2.43.0-150600.1.2     | 2.45.2-150600.3.3.1   | x86_64"""

KEYBOARD = """Device 4C:2A:9E:71:38:18 (public)
	Name: MX Keys
	Paired: yes
	Trusted: yes
	Connected: yes
	LegacyPairing: no"""

TICKETS = """{"ticket_classes": [
  {"name": "Adult", "cost": {"currency": "EUR", "value": 3500, "display": "€35.00"}, "quantity_sold": 40},
  {"name": "Child", "cost": {"currency": "EUR", "value": 1500, "display": "€15.00"}, "quantity_sold": 12}
]}"""

METER = """{"production": [{"type": "eim", "activeCount": 1, "wNow": 2150.0, "whToday": 8400.0, "whLastSevenDays": 51200.0}]}"""

YARN = """Package Current Wanted  Latest  Package Type
chalk   4.1.2   4.1.2   5.3.0   dependencies
lodash  4.17.20 4.17.21 4.17.21 dependencies
vite    5.1.4   5.1.4   5.4.2   devDependencies
Done in 0.92s."""

ISSUE = """{"idReadable": "OPS-77", "customFields": [
  {"name": "Estimation", "value": {"minutes": 480, "presentation": "1d"}},
  {"name": "Spent time", "value": {"minutes": 600, "presentation": "1d 2h"}}
]}"""

CASES = [
    (STATS, "The average session document is 412 bytes.", "accept"),
    (STATS, "The average session document is 412 KB.", "reject"),  # guard
    (BUILDS, "Build 88 of the api/test job failed.", "accept"),
    (BUILDS, "Web build 121 was aborted.", "reject"),  # guard: build 120 was aborted; 121 errored
    (BUILDS, "Web build 120 was aborted.", "accept"),  # guard
    (GEMS, "sidekiq 7.2.4 is installed.", "reject"),  # the newest version, 7.1.2 is installed
    (GEMS, "The installed sidekiq is 7.1.2 and 7.2.4 is available.", "accept"),
    (UPDATES, "vim 9.1.0330-150500.20.9.1 is installed.", "reject"),  # the Available Version
    (UPDATES, "vim goes from 9.0.2103 to 9.1.0330.", "accept"),
    (UPDATES, "vim is being upgraded from 9.1.0330 to 9.0.2103.", "reject"),  # guard (the base found neither): told backwards
    (KEYBOARD, "The MX Keys keyboard is paired and connected.", "accept"),
    (KEYBOARD, "The MX Keys keyboard is not paired.", "reject"),  # guard
    (TICKETS, "Adult tickets cost €3,500.", "reject"),  # 3500 cents, €35.00 as the output prints it
    (TICKETS, "Adult tickets cost €35.", "accept"),  # guard
    (METER, "Production today is about 8.4 kWh.", "accept"),
    (METER, "Production today is about 51 kWh.", "reject"),  # guard: the last seven days'
    (YARN, "Three packages are outdated.", "accept"),  # "Done in 0.92s." is no package
    (ISSUE, "OPS-77 was estimated at 8 hours.", "accept"),  # "estimated" names the row Estimation
    (ISSUE, "OPS-77 was estimated at 10 hours.", "reject"),  # guard: the time spent
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt22_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
