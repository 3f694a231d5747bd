"""(gt26) Tool outputs read as their tools print them.

- An array of objects whose naming fields are the same in every object (one series: an index and a region) is told
  apart by the field that is not, a year or a date among them: a value stays with its year ("132.4 in 2025" where
  132.4 is 2024's is refused).
- A one-word cell that negates a word ("NONREFUNDABLE") under a field whose name is the only place the claim's word
  is printed ("Refundability") denies the claim's word ("the fare is refundable"); a word run into another
  ("InService") is no negation.
- Lines of a name, a tab and a value (a monitor's stats dump), under the command that printed them or alone, are
  settings: each value stays with its name.
- Tables printed one under another past a blank line, each with a header of its own, are read each on its own
  columns: a cell that holds single spaces ("Jul 15, 2026 00:00 UTC") is one cell, and a row of the second table
  keeps its own columns (read as one table, the two headers' columns merged).
- A unit in brackets closing a column's name is read whole and with its case: "(hPa)" is hectopascals (no "h" of
  hours), "(mmHg)" millimetres of mercury (no "mm" of length, no "Hg" of hectograms).
- `go test -bench -benchmem` lines are a row per benchmark, named by the words of its name ("BenchmarkResizeLanczos-10"
  is "Resize Lanczos"), each "value unit/op" in its unit; a verb's -ing form names the row its verb names
  ("resizing" names "Resize").
- A summary line of counts may name a count by an upper-case abbreviation ("12 input errors, 12 CRC, 0 frame"): each
  count stays with its name.
- Two fields of one kind side by side, told apart by their own words ("Default zone" and "Runtime zone"): a word
  cell of one is not the other's when the claim names the other by its own words ("the runtime zone is public").
- An average the claim gives ("averaged", "on average", "mean") is the mean of the column it names over the rows,
  a column's unit in brackets ("Distance (km)") no word of its name.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

SERIES = """[
  {"series": {"id": "CPI.ALL", "label": "Consumer prices"}, "area": {"id": "NO", "label": "Norway"}, "period": "2025", "value": null},
  {"series": {"id": "CPI.ALL", "label": "Consumer prices"}, "area": {"id": "NO", "label": "Norway"}, "period": "2024", "value": 132.4},
  {"series": {"id": "CPI.ALL", "label": "Consumer prices"}, "area": {"id": "NO", "label": "Norway"}, "period": "2023", "value": 128.9}
]"""

FARE = """{
  "booking": "QX7-22", "fareClass": "Saver",
  "Refundability": "NONREFUNDABLE",
  "Changeability": "CHANGEABLE",
  "seat": "14C"
}"""

STATS = """$ printf 'stat\\n' | nc queue-a 7000
q_jobs_ready\t412
q_jobs_delayed\t37
q_workers\t12
q_role\tprimary"""

BARE_STATS = """pool_active\t18
pool_idle\t6
pool_waiting\t0"""

LICENCES = """FEATURE          EXPIRES                  SEATS IN USE   SEATS TOTAL
analytics        Oct 01, 2026 00:00 UTC   14             20
export           Jul 15, 2026 00:00 UTC   3              5

POOL             RENEWS                   AUTO RENEW
standard         Jan 01, 2027 00:00 UTC   yes
premium          Aug 30, 2026 00:00 UTC   no"""

STATION = """Time,Pressure (hPa),Wind (km/h)
06:00,1016.2,14
09:00,1012.4,22
12:00,1009.8,31"""

CUFF = """Date,Systolic (mmHg),Diastolic (mmHg),Pulse (bpm)
2026-05-30,134,86,70
2026-05-31,129,83,67"""

BENCH = """goos: darwin
goarch: arm64
pkg: example.org/imgproc
BenchmarkResizeBilinear-10    \t    3021\t    395210 ns/op\t  262144 B/op\t       2 allocs/op
BenchmarkResizeLanczos-10     \t     845\t   1418762 ns/op\t  524288 B/op\t       6 allocs/op
BenchmarkCompressPNG-10       \t     112\t  10694331 ns/op\t 1048576 B/op\t      31 allocs/op
PASS
ok  \texample.org/imgproc\t5.102s"""

FRAMES = """BenchmarkEncodeFrame-4  \t  500000\t      2310 ns/op\t     128 B/op\t       1 allocs/op
BenchmarkDecodeFrame-4  \t  300000\t      4102 ns/op\t     640 B/op\t       9 allocs/op"""

PORT = """Te1/1/1 is up, line protocol is up (connected)
  Description: core-link-b
     880412 packets input, 991204551 bytes, 0 no buffer
     12 input errors, 12 CRC, 0 frame, 3 overrun, 0 ignored
     640991 packets output, 501220934 bytes, 0 underruns
     0 output errors, 0 collisions, 2 interface resets"""

ZONES = """Firewall daemon:      running
Default zone:         public
Runtime zone:         dmz
Panic mode:           off"""

RUNS = """Date,Distance (km),Time (min)
2026-05-25,5.2,27
2026-05-27,8.0,44
2026-05-29,6.4,35
2026-05-31,10.4,58"""

CASES = [
    (RUNS, "The runs averaged a distance of 7.5 km.", "accept"),
    (RUNS, "On average the runs took a time of 41 minutes.", "accept"),
    (RUNS, "The runs averaged a distance of 8.5 km.", "reject"),  # guard: not the mean
    (RUNS, "The runs averaged a distance of 41 km.", "reject"),  # guard: the time's mean

    (ZONES, "The firewall's runtime zone is public.", "reject"),  # the default zone
    (ZONES, "The firewall's default zone is dmz.", "reject"),  # the runtime zone
    (ZONES, "The firewall's default zone is public.", "accept"),  # guard
    (ZONES, "The firewall's runtime zone is dmz.", "accept"),  # guard

    (PORT, "Te1/1/1 saw 12 CRC errors.", "accept"),
    (PORT, "Te1/1/1 saw 3 CRC errors.", "reject"),  # guard: the overruns
    (PORT, "Te1/1/1 has 12 output errors.", "reject"),  # guard: the input errors
    (PORT, "Te1/1/1 has had 2 interface resets.", "accept"),  # guard

    (BENCH, "Lanczos resizing takes about 1.4 ms per operation.", "accept"),
    (BENCH, "Bilinear resizing takes about 1.4 ms per operation.", "reject"),  # guard: Lanczos's
    (BENCH, "Compressing a PNG makes 31 allocations per operation.", "accept"),
    (BENCH, "Compressing a PNG makes 6 allocations per operation.", "reject"),  # guard: Lanczos's
    (FRAMES, "Decoding a frame makes 1 allocation per operation.", "reject"),  # guard: the encoder's
    (FRAMES, "Decoding a frame makes 9 allocations per operation.", "accept"),
    (BENCH, "Bilinear resizing allocates 256 KiB per operation.", "accept"),

    (STATION, "At 09:00 the pressure was 1012.4 hPa.", "accept"),
    (STATION, "At 09:00 the pressure was 1012.4 kPa.", "reject"),  # guard: the wrong scale
    (STATION, "At 12:00 the pressure was 1016.2 hPa.", "reject"),  # guard: 06:00's
    (CUFF, "On 31 May the systolic pressure was 129 mmHg.", "accept"),
    (CUFF, "On 31 May the diastolic pressure was 129 mmHg.", "reject"),  # guard: the systolic reading

    (SERIES, "Norway's consumer price index was 132.4 in 2024.", "accept"),  # guard
    (SERIES, "Norway's consumer price index was 132.4 in 2025.", "reject"),  # 2024's
    (SERIES, "Norway's consumer price index was 128.9 in 2024.", "reject"),  # 2023's
    (SERIES, "Norway's consumer price index stood at 128.9 in 2023.", "accept"),  # guard
    (FARE, "The Saver fare on booking QX7-22 is refundable.", "reject"),
    (FARE, "The Saver fare on booking QX7-22 can be changed.", "accept"),  # guard
    (STATS, "queue-a has 37 delayed jobs.", "accept"),  # guard
    (STATS, "queue-a has 412 delayed jobs.", "reject"),  # the ready jobs
    (STATS, "queue-a has 12 workers.", "accept"),  # guard
    (BARE_STATS, "The pool has 6 idle connections.", "accept"),  # guard
    (BARE_STATS, "The pool has 18 idle connections.", "reject"),  # guard: the active ones
    (LICENCES, "The export feature expires on 15 July 2026.", "accept"),  # guard
    (LICENCES, "The analytics feature expires on 15 July 2026.", "reject"),  # guard: export's
    (LICENCES, "The premium pool renews automatically.", "reject"),
    (LICENCES, "The standard pool renews on 1 January 2027.", "accept"),
    (LICENCES, "The premium pool renews on 1 January 2027.", "reject"),  # guard: the standard pool's
    (FARE, "The Saver fare on booking QX7-22 is nonrefundable.", "accept"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_gt26_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
