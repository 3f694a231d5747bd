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


def _ymd_ok(year: int, month: int, day: int) -> bool:
    return 1900 <= year <= 2099 and 1 <= month <= 12 and 1 <= day <= 31


def lu_matricule_digits_ok(d: str) -> bool:
    """(sec31) A Luxembourg matricule's shape: thirteen digits, a birth date YYYYMMDD first (its Luhn and Verhoeff check
    digits, the twelfth and thirteenth, national_ids.py checks)."""
    return len(d) == 13 and _ymd_ok(int(d[:4]), int(d[4:6]), int(d[6:8]))


# Malaysian place-of-birth codes: the states (01-16), the states again (21-59) and the foreign regions (60-68, 71-72,
# 74-79, 82-93, 98-99).
_MYKAD_PLACES = {*range(1, 17), *range(21, 60), *range(60, 69), 71, 72, *range(74, 80), *range(82, 94), 98, 99}


def mykad_ok(d: str) -> bool:
    """(sec31) A Malaysian MyKad number: YYMMDD, a place-of-birth code, four digits (no check digit: a real date and a
    place code that exists)."""
    return len(d) == 12 and 1 <= int(d[2:4]) <= 12 and 1 <= int(d[4:6]) <= 31 and int(d[6:8]) in _MYKAD_PLACES


def cnic_ok(d: str) -> bool:
    """(sec31) A Pakistani CNIC: thirteen digits, a province code 1-7 first (no check digit; the last is the holder's sex)."""
    return len(d) == 13 and d[0] in "1234567" and len(set(d)) > 2


def sl_nic_ok(value: str) -> bool:
    """(sec31) A Sri Lankan NIC: since 2016 twelve digits (a birth year, the day of the year, plus 500 for a woman, then
    five digits), before that nine and V or X (a two-digit year); the day must exist."""
    v = value.strip()[-12:]
    d = "".join(c for c in v if c.isdigit())
    if len(d) == 12 and v.isdigit():
        year, day = int(d[:4]), int(d[4:7])
    elif v[-1:] in "VvXx" and len(d) >= 9:
        year, day = 1900 + int(d[-9:-7]), int(d[-7:-4])
    else:
        return False
    return 1900 <= year <= 2099 and (1 <= day <= 366 or 501 <= day <= 866)
