"""(gt29) Tool outputs read as their tools print them.

- "No." / "No:" after a document's word is its number sign ("PACKING LIST No. PL-88120"): no denial.
- A totals row labelled in a cell that is not its key (a profiler's last row, keyed by its "100.00" share and named
  `total` at its end) is the whole the claim may give "in all".
- A corner's position code (`FL`, `RR`, `LR`) names a row by its side and end: "the right rear tyre" is the `RR` row.
- A device file (`/dev/loop3`, `/dev/nvme1n1`) names its row by its driver's name ("the loop device").
- Lines that each open with a count and then say what they count (a linter's statistics, `sort | uniq -c`): a count
  claimed for one line's name, printed on another line, is moved.
- Blank-line-separated blocks of `Key: value` fields opening with the same key ("Name: ..."), fields named in
  words ("Number of entries: 4") and a field with no value over the items listed under it: a row per block, so a
  value of one block claimed for another is moved.
- A table's header may give a column's unit after its name with no brackets ("Gross kg"): a document's table
  under its header lines is read as a table, a row's value claimed for another row is moved.
- A document's header of several `Key: value` fields a line ("Port of loading: Oslo   Port of discharge: Hull"): a
  name or a value the claim gives one key, printed as another key's, is moved.
- A row named in the plural ("Platelets") is named by the singular ("the platelet count"), but a count line's
  noun ("4 snapshots") names no row; a plain count the claim gives ("265,000 per microlitre") is the named row's
  result times the power of ten its unit cell prints (`265` beside `x10^3/uL`).
- A lab report's flag column (H / L, also when read together with the units beside it): a result the claim says was
  high, low or normal must carry that flag.

Each claim is checked through the real gate (shipped rules) as a tool_output candidate; the outputs and claims are
this file's own. Cases marked "guard" pass on the base too: they hold what must not change.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from conftest import assert_grounding

from trustgate import spans
from trustgate.clauses import negated

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

PACKING = """PACKING LIST No. PL-88120          Date: 2026-05-20
Cartons shipped: 12
Pallets shipped: 2"""

PROFILE = """  share    calls   errors   seconds  function
  62.50     900       12      2.50  parse
  37.50     300        0      1.50  render
 100.00    1200       12      4.00  total"""

PRESSURE = """Position   Pressure   Status
FL         34 psi     OK
FR         33 psi     OK
RL         27 psi     LOW
RR         35 psi     OK"""

DEVICES = """DEVICE          SIZE    MOUNT
/dev/loop3      120M    /snap/core
/dev/nvme1n1    931G    /data"""

SPELLING = """$ spellcheck --summary docs/
 88  repeated-word
 41  missing-apostrophe
 12  british-spelling
141 findings in 30 files"""

POOLS = """Pool: gold
Kind: priority
Queue depth: 14
Workers busy: 3
Hosts:
alpha-1
alpha-2

Pool: silver
Kind: bulk
Queue depth: 2
Workers busy: 9
Hosts:
beta-1"""

PANEL = """Analyte        Result   Flag   Units    Range
Sodium         131      L      mmol/L   135 - 145
Potassium      4.1             mmol/L   3.5 - 5.1
Calcium        10.9     H      mg/dL    8.6 - 10.3"""

MANIFEST = """CARGO MANIFEST    Vessel: NORDIC TERN
Port of loading: Bergen         Port of discharge: Rotterdam
Place of receipt: Alesund       Place of delivery: Utrecht
Gross weight: 18,400 kg         Net weight: 16,950 kg
Unit         Pieces     Load kg
TRL-4471     22         9,800
TRL-4472     17         8,600"""

COUNTS = """Test          Result   Units       Range
Leukocytes    7.9      x10^3/uL    4.0 - 11.0
Platelets     265      x10^3/uL    150 - 400"""

CASES = [
    (PACKING, "The packing list is dated 20 May 2026.", "accept"),  # guard (the number sign: test below)
    (PACKING, "Two pallets were shipped.", "accept"),  # guard
    (PROFILE, "The profiled functions took 4 seconds in all.", "accept"),
    (PROFILE, "The profiled functions took 2.5 seconds in all.", "reject"),  # guard: parse's part
    (PRESSURE, "The right rear tyre is at 27 psi.", "reject"),  # guard: the left rear one's
    (PRESSURE, "The left rear tyre is at 27 psi.", "accept"),  # guard
    (DEVICES, "The loop device is 931 GB.", "reject"),  # the nvme disk's size
    (DEVICES, "The loop device is 120 MB.", "accept"),  # guard
    (SPELLING, "The spell checker found 88 missing apostrophes.", "reject"),  # 88 counts the repeated words
    (SPELLING, "The spell checker found 41 missing apostrophes.", "accept"),  # guard
    (POOLS, "The silver pool has a queue depth of 14.", "reject"),  # the gold pool's
    (POOLS, "The gold pool has 3 workers busy.", "accept"),  # guard
    (PANEL, "The calcium result was flagged low.", "reject"),  # H
    (COUNTS, "The platelet count was 265,000 per microlitre.", "accept"),
    (COUNTS, "The leukocyte count was about 7,900 per microlitre.", "accept"),
    (COUNTS, "The leukocyte count was 265,000 per microlitre.", "reject"),  # guard: the platelets'
    (COUNTS, "The platelet count was 7,900 per microlitre.", "reject"),  # guard: the leukocytes'
    (MANIFEST, "Unit TRL-4472 carries 22 pieces.", "reject"),  # guard: TRL-4471's
    (MANIFEST, "Unit TRL-4471 carries 22 pieces.", "accept"),  # guard
    (MANIFEST, "The port of discharge is Utrecht.", "reject"),  # guard: the place of delivery
    (MANIFEST, "The port of discharge is Rotterdam.", "accept"),  # guard
    (MANIFEST, "The cargo's net weight is 18,400 kg.", "reject"),  # the gross weight
    (MANIFEST, "The cargo's net weight is 16,950 kg.", "accept"),  # guard
    (PANEL, "The potassium result came back high.", "reject"),  # guard: no flag
    (PANEL, "The sodium result was flagged low.", "accept"),  # guard
]


@pytest.mark.parametrize("span,claim,expected", CASES)
def test_gt29_outputs(tool_gate, span, claim, expected):
    assert_grounding(tool_gate, span, claim, expected, NOW)


def test_number_sign_is_no_denial():
    assert not negated("PACKING LIST No PL-88120 Date")
    assert not negated("Invoice No:")
    assert negated("There were No errors")  # guard: a capital "No" before words still denies


def test_unit_after_a_column_name_reads_a_table():
    parsed = spans.parse(MANIFEST)
    assert parsed.kind == "table" and {r.row for r in parsed.records if r.row} == {"TRL-4471", "TRL-4472"}
