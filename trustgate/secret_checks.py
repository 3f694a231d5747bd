"""Value checks: what a regular expression of the rule file cannot confirm about a credential or personal value it matched.

Contract: each function takes the text a pattern of `intake.secrets` or `intake.personal_data` matched and says whether
it holds the value (a checksum: Luhn, IBAN mod 97, SSN issuance rules; a secret's entropy, not a placeholder; (sec18) a
registry login decoded from base64). `CHECKS` names the pattern each confirms; screening.py applies them. Pure functions of
the match; no other trustgate module. (sec18: moved out of screening.py, which had grown to 700 lines.)
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from typing import Callable


def luhn(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18,
    "EE": 20, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GI": 23, "GL": 18, "GR": 27, "HR": 21, "HU": 28, "IE": 22,
    "IL": 23, "IS": 26, "IT": 27, "KW": 30, "KZ": 20, "LB": 28, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31,
    "NL": 18, "NO": 15, "PL": 28, "PT": 25, "QA": 29, "RO": 24, "SA": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "TR": 26,
    "UA": 29,
}


def iban_ok(value: str) -> bool:
    """ISO 13616: the country's length (15-34 for countries not listed) and mod 97 == 1."""
    s = value.replace(" ", "").upper()
    if len(s) != IBAN_LENGTHS.get(s[:2], len(s)) or not 15 <= len(s) <= 34 or not s.isalnum():
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def ssn_ok(value: str) -> bool:
    """US SSN issuance rules: area not 000, 666 or 9xx; group not 00; serial not 0000."""
    d = re.sub(r"\D", "", value)
    return len(d) == 9 and d[:3] not in ("000", "666") and d[0] != "9" and d[3:5] != "00" and d[5:] != "0000"


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


_HETU = re.compile(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$")
_HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"
_DNI = re.compile(r"([XYZ]?)(\d{7,8})-?([A-Z])$", re.IGNORECASE)
_CPF_FORM = re.compile(r"\d{3}\.\d{3}\.\d{3}-\d{2}$")


def _cpf_ok(d: str) -> bool:
    """(sec20) A Brazilian CPF's two check digits (weights 10..2, then 11..2; remainder mod 11, 10 and 11 read as 0)."""
    if len(d) != 11 or len(set(d)) == 1:
        return False
    first = sum(int(a) * w for a, w in zip(d[:9], range(10, 1, -1))) * 10 % 11 % 10
    second = sum(int(a) * w for a, w in zip(d[:10], range(11, 1, -1))) * 10 % 11 % 10
    return (first, second) == (int(d[9]), int(d[10]))


def _elfproef(d: str) -> bool:
    """(sec20) A Dutch BSN's eleven test: weights 9..2 and -1 sum to a multiple of 11."""
    return len(d) == 9 and d != "000000000" and sum(int(a) * w for a, w in zip(d, (9, 8, 7, 6, 5, 4, 3, 2, -1))) % 11 == 0


def national_id_ok(value: str) -> bool:
    """(sec19) The check of the form matched: a Spanish DNI or NIE's control letter (the number mod 23), a Polish PESEL's
    check digit (weights 1-3-7-9) and a real month and day in it, else the US SSN's issuance rules (`ssn_ok`); (sec20) a
    Finnish henkilötunnus's check character (its nine digits mod 31) and a real date, a Brazilian CPF's and a Dutch BSN's
    check digits. A name before the number says which ("BSN 284175365", "CPF 41730859232")."""
    value = value.strip()
    low = value.lower()
    d = re.sub(r"\D", "", value)
    h = _HETU.search(value)
    if h and (h.group(3).isalpha() or any(name in low for name in ("hetu", "tunnus", "sotu", "personbeteckning", "identity code"))):
        day, month = int(h.group(1)[:2]), int(h.group(1)[2:4])
        return 1 <= day <= 31 and 1 <= month <= 12 and _HETU_CHECK[int(h.group(1) + h.group(2)) % 31] == h.group(3).upper()
    if "cpf" in low or _CPF_FORM.search(value):
        return _cpf_ok(d)
    if "bsn" in low or "burgerservice" in low or "sofi" in low:
        return _elfproef(d)
    if value[-1:].isalpha():  # DNI 12345678Z, NIE X1234567L: the NIE's first letter is a digit 0-2
        m = _DNI.search(value)
        digits = (str("XYZ".index(m.group(1).upper())) if m.group(1) else "") + m.group(2) if m else ""
        return len(digits) == 8 and _DNI_LETTERS[int(digits) % 23] == m.group(3).upper()
    if len(d) == 11:
        month, day = int(d[2:4]) % 20, int(d[4:6])
        total = sum(int(a) * w for a, w in zip(d, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)))
        return 1 <= month <= 12 and 1 <= day <= 31 and (10 - total % 10) % 10 == int(d[10])
    return ssn_ok(value)


# (sec11) an ISO date among the digits ("2025-03-14 18341 requests"): no card scheme groups its digits 4-2-2
_ISO_DATE = re.compile(r"(?<!\d)(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)")


def card_ok(value: str) -> bool:
    """13-19 digits that pass Luhn's check and hold no date (a date run into the digits around it is not a card)."""
    d = re.sub(r"\D", "", value)
    return 13 <= len(d) <= 19 and luhn(d) and _ISO_DATE.search(value) is None


def high_entropy(matched: str) -> bool:
    """A generic secret's value (the match's last token) has at least 2.5 bits of entropy per character."""
    value = re.split(r"[\s:='\"]+", matched.strip())[-1]
    counts = Counter(value)
    bits = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values()) if value else 0.0
    return len(value) >= 8 and bits >= 2.5


# (sec10) the words a documented placeholder is made of: "your-key-here", "<paste-token-here>", "YOUR_SECRET"
_PLACEHOLDER_WORDS = frozenset("your my the a here goes paste insert put replace enter fill in with this example sample placeholder dummy "
                               "fake redacted key api token secret password pass passwd value string id access auth".split())


def not_placeholder(matched: str) -> bool:
    """An assignment's value (its last token) is not a documented placeholder: not bracketed ("<...>", "{...}", "${...}",
    "[...]"), not a run of x, * or dots, and not made only of placeholder words ("your-key-here", "YOUR_API_TOKEN")."""
    value = re.split(r"[\s:='\"]+", matched.strip())[-1]
    if re.fullmatch(r"(?:<[^<>]*>?|\$?\{[^{}]*\}?|\[[^\[\]]*\]?)", value) or re.fullmatch(r"[xX*.•-]{4,}", value):
        return False
    parts = [w for w in re.split(r"[-_.]+", value.lower()) if w]
    return not (parts and all(w in _PLACEHOLDER_WORDS for w in parts))


# (gt15) `PWD=/srv/app`: the shell's working directory (sudo's log lines, `env`), a path, no password
_WORKING_DIR = re.compile(r"(?i)\bpwd\s*[:=]\s*['\"]?(?:~|/)[\w./~-]*$")


def assignment_ok(matched: str) -> bool:
    """A `password=...` assignment that holds a credential: no placeholder, and no working directory (`PWD=/home/ci`)."""
    return not_placeholder(matched) and not _WORKING_DIR.search(matched.strip())


def named_password(matched: str) -> bool:
    """(sec13) A password right after the word ("wifi password Gr33n-Harbor!7"): not a .netrc line's (`netrc_entry` names
    it, the match then opens with its login), a value with entropy and no placeholder."""
    return not matched.lower().startswith("login") and high_entropy(matched) and not_placeholder(matched)


_SECRET_COLUMN = re.compile(r"(?:password|passwd|pwd|passphrase|secret|client[_ -]?secret|api[_ -]?key|api[_ -]?token|access[_ -]?token|auth[_ -]?token|token)",
                            re.IGNORECASE)


def table_secret(matched: str) -> bool:
    """(sec16) A table's header and first row (`table_secret`): the row's cell under the column named for a secret reads as
    one (entropy, no placeholder). The delimiter is the header's most frequent of comma, semicolon, tab and bar."""
    lines = [ln for ln in matched.splitlines() if ln.strip() and not re.fullmatch(r"[\s|:-]+", ln)]
    if len(lines) < 2:
        return False
    sep = max(",;\t|", key=lines[0].count)
    header = [c.strip().strip("'\"") for c in lines[0].strip().strip("|").split(sep)]
    row = [c.strip().strip("'\"") for c in lines[1].strip().strip("|").split(sep)]
    return any(_SECRET_COLUMN.fullmatch(name) and i < len(row) and high_entropy(row[i]) and not_placeholder(row[i])
               and re.search(r"[0-9]", row[i]) is not None for i, name in enumerate(header))


GENERIC_SECRET = "generic_secret"

# (sec18) a registry login stored base64-encoded
_B64_VALUE = re.compile(r"[A-Za-z0-9+/]{8,}={0,2}")


def encoded_login(matched: str) -> bool:
    """A registry's `"auth"` value (~/.docker/config.json, .npmrc `_auth`): base64 of `user:password`, the user and the
    password each given (at least four characters of password), all printable. Base64 of anything else (an image, a hash,
    a token without a colon) is not read as a login."""
    found = _B64_VALUE.findall(matched)
    if not found:
        return False
    value = found[-1]
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    user, sep, password = decoded.partition(":")
    return bool(sep) and bool(user.strip()) and len(password) >= 4 and decoded.isprintable() and " " not in password


# checks by kind (personal data) or by credential name; a match that fails its check does not count
CHECKS: dict[str, Callable[[str], bool]] = {"payment_card": card_ok, "iban": iban_ok, "national_id": national_id_ok,
                                            GENERIC_SECRET: high_entropy, "password_assignment": assignment_ok,
                                            "env_secret_assignment": not_placeholder, "private_key_value": high_entropy,
                                            "password_named": named_password, "table_secret": table_secret,
                                            "registry_auth": encoded_login}
