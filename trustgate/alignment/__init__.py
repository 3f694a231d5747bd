"""Alignment: is each value of a claim in the source, where the claim says it is?

Contract. `align(claim, span, ...)` parses the span (spans.py) and returns an `Alignment`:
`findings` (empty: grounded), `notes` (what was found where, in whole words) and the
coverage measure. For structured records:
- the rows a claim names (a row-key cell, or `subject`) and the fields it names (field
  names split on `_`, `-`, `.` and camelCase, plus the rule file's synonyms) scope the
  search; a value must equal (values.same: "1.5k" = 1500, "21 °C" = 21 in a `_c` field)
  a value of a named field in a named row. A value that exists only in another row or
  field is unsupported, and the finding names both ("'1500' is the orders of row EU, the
  claim says US").
- a state (enabled / not enabled / disabled) must match the state of the field the claim
  names; a boolean field the claim names ("verified email" for `email_verified`) takes
  the claim's polarity.
For prose: every value and name must be in a clause of the claim's polarity ("not in the
EU" does not ground "available in the EU"; "not just a hobby" is no denial), in a sentence
that shares the claim's other content; a value in a list item ("Commander X, Mission
Specialist Y") must not take a word that the list gives to another item.
Everywhere: digits inside a date, time, id or URL are never a standalone number (values/
reads those whole); `source_id` is never evidence; at least `coverage` of the claim's
content words (and of each clause of it) must occur in the span.
A claim word whose opposite stands in its place in the source ("dislikes hiking" / "enjoys
hiking", `grounding.opposites`) is contradicted (opposites.py).
Text that is not English is checked on its values only (numbers, quantities, dates,
identifiers); word coverage and capitalised names are not judged, and the notes say so.
"""

from .base import Alignment, Finding
from .check import align
from .claim import is_english, read_claim
from .opposites import table as opposite_table

__all__ = ["Alignment", "Finding", "align", "is_english", "opposite_table", "read_claim"]
