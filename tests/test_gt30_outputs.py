"""(gt30) Tool outputs read as their tools print them.

- A column header that gives the day its results were taken, in brackets after its name ("Earlier (2026-03-02)"):
  still a header, so a lab report with a previous-result column is read as a table.
- A "Previous" / "Prior" column beside a row's Result: its value claimed with no word of the qualifier is the stale
  reading (the Result beside it is the current one); a change told "from X to Y" reads the Previous column as its
  old side and the plain Result as its new side, whichever column stands first.
- A clotting time said to be "prolonged" (or "shortened") against the H / L flag a lab report prints beside it.
- Tab-separated rows that stop before the header's last columns, the first row whole (turbostat leaves a core's and
  a package's columns empty on all but the first CPU's row): a table, the cells left off empty.
- A column that numbers a machine's items (CPU, GPU, slot) tells rows apart where the first column repeats.
- A field name glued in capitals ("RAMWatt", "GPUWatt") names its words apart, so its unit is read; "...Tmp" is a
  sensor's degrees Celsius.
- A line naming two measures joined by "/" over two values joined so ("PR/QRS   162/88 ms"): the first name's value is
  the first, the unit after both is each one's.
- Items numbered under a heading ("Keyslots:" / "  1: luks2"), their fields tab-indented under each: a path per
  item, named by the heading's word in the singular and the number ("keyslot 1").
- A number with its unit in square brackets after it ("16777216 [bytes]") is a quantity in that unit.
- "N of the <rows> are <word>" with no whole: the rows of a table whose cells hold the word number N.
- A CSV header naming a percentile's column ("90% Line") is a header; JMeter's aggregate report times are
  milliseconds by its documentation; "no <requests> failed" is contradicted by an Error % above nought.
- "The <tool> run" (sample, scan, report): the name of a tool the output does not print, and the noun of its run.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

RENAL = """RENAL FUNCTION                          Drawn 2026-03-09 08:10
Analyte         Result   Flag  Units       Ref Range      Earlier (2026-03-02)
Urea            9.8      H     mmol/L      2.5-7.8        8.1
eGFR            52       L                 >60            58
Creatinine      131      H     umol/L      45-90          117
Uric acid       0.31           mmol/L      0.15-0.42      0.29"""

CLOTTING = """Test            Result   Flag  Units     Ref Range      Prior (03/02)
TT              24.9     H     sec       14.0-21.0      22.0
aPTT            29             sec       25-37          30
INR             1.0                      0.9-1.1        1.1"""

SENSORS = "\t".join("Slot Node Load% GPUWatt BoardTmp FanRPM".split()) + "\n" + "\n".join("\t".join(r) for r in (
    ("0", "0", "71.20", "212.5", "66", "2100"),
    ("0", "1", "12.75", "48.1"),
    ("1", "2", "55.10", "190.0", "61", "1900"),
    ("1", "3", "3.40", "22.6")))

HOLTER = """HOLTER SUMMARY     Recorded 2026-05-02
Heart rate min/max      48/131 bpm
Pauses                  2
PR/QRS                  162/88 ms
Ectopics SVE/VE         14/220"""

RUNNERS = """NAME        STATUS    VERSION
ci-amd-1    online    17.2.0
ci-amd-2    offline   17.2.0
ci-arm-1    offline   17.1.1
ci-arm-2    online    17.2.0
ci-arm-3    online    17.2.0"""

VAULT = "Vault layout\nVersion:  \t3\nHeader size:\t4194304 [bytes]\nDrawers:\n  0: cold\n\tDrives:    12\n\tState:     sealed\n" \
        "  1: warm\n\tDrives:    4\n\tState:     open"

AGGREGATE = """Label,# Samples,Average,Median,90% Line,95% Line,99% Line,Min,Max,Error %,Throughput
GET /health,800,12,10,19,25,40,3,95,0.00%,13.3/sec
PUT /orders,400,230,201,410,520,900,60,2100,2.50%,6.7/sec"""

STRESS = """Endpoint,Hits,Mean ms,Errors
/login,5000,41,0
/search,2500,188,12"""

CASES = [
    (RENAL, "The urea was 9.8 mmol/L, flagged high.", "accept"),  # guard
    (RENAL, "The urea was 8.1 mmol/L.", "reject"),  # the earlier result
    (RENAL, "The creatinine was 117 umol/L.", "reject"),  # the earlier result; guard
    (RENAL, "The creatinine rose from 117 to 131 umol/L.", "accept"),
    (RENAL, "The creatinine fell from 131 to 117 umol/L.", "reject"),  # told backwards; guard
    (RENAL, "The eGFR was 52.", "accept"),
    (CLOTTING, "The TT was prolonged at 24.9 seconds.", "accept"),  # guard
    (CLOTTING, "The aPTT was prolonged at 29 seconds.", "reject"),  # no flag
    (CLOTTING, "The aPTT was 30 seconds.", "reject"),  # the prior result
    (CLOTTING, "The aPTT was 29 seconds.", "accept"),  # guard
    (SENSORS, "Node 1 was 12.75% loaded.", "accept"),
    (SENSORS, "Node 3 was 71.2% loaded.", "reject"),  # node 0's; guard
    (SENSORS, "Slot 1's board was at 61 °C.", "accept"),  # guard
    (SENSORS, "Slot 1's board was at 61 °F.", "reject"),
    (SENSORS, "The GPU in node 2 drew 190 W.", "accept"),  # guard
    (SENSORS, "The GPU in node 2 drew 190 kW.", "reject"),
    (HOLTER, "The QRS duration was 88 ms.", "accept"),
    (HOLTER, "The PR interval was 88 ms.", "reject"),  # the QRS duration; guard
    (HOLTER, "The maximum heart rate was 131 bpm.", "accept"),
    (RUNNERS, "Two of the runners are offline.", "accept"),
    (RUNNERS, "Three of the runners are offline.", "reject"),  # guard
    (VAULT, "Drawer 1 holds 4 drives.", "accept"),  # guard
    (VAULT, "Drawer 0 holds 4 drives.", "reject"),  # drawer 1's; guard
    (VAULT, "Drawer 0 is sealed.", "accept"),
    (VAULT, "The vault's header is 4 MiB.", "accept"),
    (VAULT, "The vault's header is 4 GiB.", "reject"),  # guard
    (AGGREGATE, "PUT /orders averaged 230 ms.", "accept"),
    (AGGREGATE, "PUT /orders averaged 230 seconds.", "reject"),  # guard
    (AGGREGATE, "The 95th percentile of GET /health was 40 ms.", "reject"),  # the 99% line; guard
    (AGGREGATE, "No PUT /orders requests failed.", "reject"),  # 2.50% errors
    (AGGREGATE, "No GET /health requests failed.", "accept"),  # guard
    (STRESS, "In the Siege run, /login averaged 41 ms.", "accept"),
    (STRESS, "In the Siege run, /search averaged 41 ms.", "reject"),  # guard: /login's
]


@pytest.mark.parametrize("span,claim,expected", CASES, ids=[c[1] for c in CASES])
def test_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)
