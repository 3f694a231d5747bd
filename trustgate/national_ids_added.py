"""National ids added from round 31 on (sec30): the parts of their checks national_ids.py does not already hold.

Contract: pure functions of an id's digits (`d`, digits only), True when that part of the check holds. national_ids.py
(near its size cap) names the ids and joins these to the checks it shares (Luhn, ISO 7064 MOD 11,10); no other
trustgate module.
"""

from __future__ import annotations

from collections import Counter


def steuer_id_digits_ok(d: str) -> bool:
    """A German Steuer-Identifikationsnummer's digits: eleven, the first not 0; of the first ten one digit twice (or, from
    2016, three times) and the rest once. Its check digit is ISO 7064 MOD 11,10, as a Croatian OIB's."""
    if len(d) != 11 or d[0] == "0":
        return False
    counts = sorted(Counter(d[:10]).values())
    return counts[-1] in (2, 3) and counts.count(1) == 10 - counts[-1]


def taj_ok(d: str) -> bool:
    """A Hungarian TAJ number: eight digits weighted 3,7,3,7,... and the ninth the sum mod 10."""
    return len(d) == 9 and sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(d[:8])) % 10 == int(d[8])


def idnp_ok(d: str) -> bool:
    """A Moldovan IDNP: thirteen digits (0 or 2 first), weights 7,3,1 over the first twelve, the sum mod 10 the last."""
    return len(d) == 13 and d[0] in "02" and sum(int(c) * (7, 3, 1)[i % 3] for i, c in enumerate(d[:12])) % 10 == int(d[12])
