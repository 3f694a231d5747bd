"""Typed values: what a claim asserts, in a form two writings of the same thing share.

Contract. `extract(text)` returns every value in a text as a `Value` (kind, canonical
`norm`, the written `text` and its offsets), non-overlapping and in order. `parse_cell`
does the same for one structured cell, the field name supplying a unit or a state axis.
`same(a, b)` says whether two values denote the same thing however written ("2k" and
"2000", "0.4 kg" and "400 g", "not enabled" and "disabled"); `comparable(a, b)` whether a
difference between them is a real disagreement (same kind, and for quantities the same
dimension); `differences` lists the pairs that make two value lists disagree. Norms are
exact (`Decimal`, `Fraction`, strings, tuples), never floats, so 2**53 + 1 stays itself.

Who does what. text2num (`find_numbers`) reads number words; pint converts quantities
inside a dimension (one registry, built lazily on the first unit seen, Decimal
magnitudes; each unit's affine map to base units is computed once and cached);
dateutil parses dates, parsed twice with two defaults so a part the text did not give is
never invented. Recognising where a value starts and ends (the span regexes), the
currency table, the state lexicon and clause-scoped negation are ours.

Decisions and known limits.
- A span is claimed once, by the first recogniser in this order: URLs, e-mails, IPv4,
  paths, `code`, dates and date-times, times, versions, compact durations ("2h30m"),
  money, "a/b" ratios, identifiers starting with a letter, numbers with what follows
  them (magnitude, percent, currency, unit), identifiers starting with a digit, fraction
  and number words, states. So the digits of a date, id or URL are never numbers too.
- Magnitudes: k/K, M, bn, B (billion: after a number "B" is never bytes), thousand,
  million, billion, trillion; after a currency "m" is million too ("$5m").
- A compact "30m" is 30 minutes (kubectl ages, timeouts); "30 m" with a space is metres.
  So Kubernetes CPU "500m" (millicores) is misread as minutes; "512Mi" is mebibytes.
- Unit words go to pint after a blocklist of spellings pint reads as something unlikely
  ("in" inch, "cats", "PS", "units"); a plural noun pint happens to know is a limit.
- "$" is USD; "C$", "A$", ... name their dollar. "pounds" is mass; "£"/"GBP" is money.
  Money of two currencies is comparable (a different currency is a different claim) and
  never the same: currencies are never converted.
- A bare "degrees" is an angle-like unit of its own: "21 degrees" is not "21 °C", but "19 degrees" and "20 °C"
  are `comparable` (a thermostat turned down is said either way).
- Identifiers: case-insensitive (region codes, ticket ids, shas, e-mails, hosts) except
  paths and URL paths, which are case-sensitive. A git sha prefix of 7+ characters is the
  same as the full sha. Identifiers need a digit, an underscore or a known top-level
  domain: hyphenated words ("read-only") and capitalised names are not values.
- Partial dates: "Dec 3" is the same as "2026-12-03" (compatible on the parts given);
  `key()` still differs, so equal keys imply `same`, not the converse, and `same` is
  symmetric but not transitive across partial dates. "12/03/2026" is
  read month first (dayfirst=False) and is also the same as 12 March 2026 (a slashed date
  both of whose first parts could be the month may mean either); a bare number is never a date. Times are naive.
- A range "10-20 GB" gives the number 10 and the quantity 20 GB (the unit is not carried
  back). "the first half" is the ratio 1/2: fraction words are not read for their sense.
- "a/b" in text ("2/3 quorum") is a ratio, so a year-less "3/14" is a ratio, not a
  date. A cell "a/b" (kubectl READY "3/3") is the count a (what "3 ready" states) and the
  ratio a/b; never the total b alone, so "3 ready" does not match "2/3".
- States: single-word lexicon pairs, and phrases (values/phrases.py: "out of stock", "fully booked", "under offer",
  "back in service", "round the clock", "under construction"), read first, on axes of two sides or more, a phrase
  axis related only to the axes of its families; negation (not, never, n't, cannot, no longer) within
  three words before the state word, in the same clause (clauses end at punctuation and
  at but/while/whereas/although/though/however/except). Words that are mostly something
  else (on, off, up, down, yes, no, open, true, false, colours) count only after a copula
  or ":"/"=", at the end of a clause, or alone in a cell. Amber and yellow are one colour.
- How often (`extract(..., often=True)`, the slot stage's reading): "every 20 minutes", "every half hour",
  "fortnightly", "twice monthly" are counts of times per second ("time/second", as "3 times an hour"), never a length
  of time; "every day", "daily" are not read (values/frequencies.py).
- Notation (values/notation.py): a match score is a value of its own kind ("won 3-1": (3, 1), the same as "lost
  1-3"); "one in five", "3:1", "three parts ... to one part" are ratios; "6 ft 2", "11 stone 4", 6'2" one measure; the
  slot stage reads clock times in a named zone ("10 am EST", compared in UTC) and vague counts ("a handful of": 2 to 9).
- Rates: money, a measure or a duration followed by its period ("£30 a month", "3 hours a
  day", "$9/mo", "£1,450 pcm", "5 km daily", or after what is measured: "300 kg of cheese a
  week", or after an adjective in its clause: "the monthly fee is £45") is the amount per second in the unit per second ("GBP / second"), so "£30 a month"
  and "£360 a year" are one value and "£30 a month" and "£30 a year" two; `equivalent` reads
  the amount said without its period ("£30") as the same. A month is a twelfth of a Julian
  year; "a week ago" and its like are no period.
"""

from .compare import comparable, differences, same
from .equivalence import STATE_GROUPS, equivalent, rounds_from, same_amount
from .model import KINDS, Lexicon, Value
from .quantities import RATE, period_after, period_before
from .cell import parse_cell
from .reading import extract

__all__ = ["KINDS", "Lexicon", "RATE", "STATE_GROUPS", "Value", "comparable", "differences", "equivalent", "extract", "parse_cell", "rounds_from",
           "period_after", "period_before", "same", "same_amount"]
