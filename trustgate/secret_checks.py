"""Value checks: what a regular expression of the rule file cannot confirm about a credential or personal value it matched.

Contract: each function takes the text a pattern of `intake.secrets` or `intake.personal_data` matched and says whether
it holds the value (a checksum: Luhn, IBAN mod 97, SSN issuance rules; a secret's entropy, not a placeholder; (sec18) a
registry login decoded from base64). `CHECKS` names the pattern each confirms; screening.py applies them. Pure functions of
the match; no other trustgate module but national_ids.py, whose checks of national ids (and Luhn's) it re-exports. (sec18:
moved out of screening.py, which had grown to 700 lines; sec26: the national ids moved on to national_ids.py.)
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from typing import Callable

from .national_ids import luhn, national_id_ok, ssn_ok  # noqa: F401  (re-exported: screening and the tests import them from here)


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


# (sec11) an ISO date among the digits ("2025-03-14 18341 requests"): no card scheme groups its digits 4-2-2
_ISO_DATE = re.compile(r"(?<!\d)(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)")


def card_ok(value: str) -> bool:
    """13-19 digits that pass Luhn's check and hold no date (a date run into the digits around it is not a card)."""
    d = re.sub(r"\D", "", value)
    return 13 <= len(d) <= 19 and luhn(d) and _ISO_DATE.search(value) is None


# (sec21) the context a real card or id number has. A card is written in its scheme's groups (4-4-4-4, 4-4-4-4-3, 4-6-5) or
# has a card named near it (the word, a brand, a PAN/CVV/expiry field, an expiry date); a run of 13-19 digits that only
# passes Luhn (one in ten do: a df or du listing's byte counts, a metric, a trace id) is no card. An SSN written with spaces
# (the form the Administration never prints) counts only after its name: "612 91 1003" is three numbers in a listing.
_CARD_GROUPS = re.compile(r"\d{4}(?:([ .-])\d{4}){2,3}(?:\1\d{1,4})?|\d{4}([ -])\d{6}\2\d{4,5}")
_CARD_CUE = re.compile(r"(?i)card|kart|carte|tarjeta|cart[ãa]o|kaart|kort|карт|\b(?:pan|cc|cvv2?|cvc2?|cv2|csc|amex|jcb|elo|mir|troy)\b|"
                       r"visa|master\s?card|american express|discover|diners|union\s?pay|maestro|rupay|dankort|hipercard|verve|humo|uatp|"
                       r"\bexp(?:iry|ires|iration|\.|\b)|valid(?:ity| thru| until| to)|g[üu]ltig|validade|vencimiento|udl[øo]b|scadenza|"
                       r"カード|卡|카드|بطاقة|कार्ड|(?<![\d/])(?:0[1-9]|1[0-2])/(?:20)?\d{2}(?![\d/])")
_SSN_CUE = re.compile(r"(?i)\bss(?:n|#)|social security|soc\.? ?sec")


# the domestic schemes whose numbers start with 9 and are known by their first four digits (Troy, Humo, Napas, ArCa,
# Belkart, Prostir); (sec26) any other number starting with 9 is a card only with a card named near it (DinaCard's 9891, a
# Korean domestic card), since an account or serial number in groups of four may start with 9 too
_NINE_SCHEMES = frozenset({"9792", "9860", "9704", "9051", "9112", "9804"})


def card_in_context(text: str, start: int, end: int) -> bool:
    """A matched card number in its scheme's groups, or with a card named within a few words of it or in the text's
    first line (a table's header)."""
    first = re.sub(r"\D", "", text[start:end])[:4]
    if _CARD_GROUPS.fullmatch(text[start:end]) and (first[0] != "9" or first in _NINE_SCHEMES):
        return True
    return _CARD_CUE.search(text[max(0, start - 120):end + 120]) is not None or _CARD_CUE.search(text.split("\n", 1)[0]) is not None


def id_in_context(text: str, start: int, end: int) -> bool:
    """A national id matched in the SSN's spaced form counts after the SSN's name; every other form carries its own."""
    if re.fullmatch(r"\d{3} \d{2} \d{4}", text[start:end]):
        return _SSN_CUE.search(text[max(0, start - 60):start]) is not None
    return True


IN_CONTEXT: dict[str, Callable[[str, int, int], bool]] = {"payment_card": card_in_context, "national_id": id_in_context}


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
    "[...]"), not a run of x, * or dots (also (sec22) after a key's documented prefix: "test_xxxxxxxx", "sk_live_****"), and
    not made only of placeholder words ("your-key-here", "YOUR_API_TOKEN")."""
    value = re.split(r"[\s:='\"]+", matched.strip())[-1]
    if re.fullmatch(r"<[^<>]*>[.,;:!?)]*", value):  # (sec24) a bracketed placeholder at a sentence's end: "write KEY=<your-key>."
        return False
    if re.fullmatch(r"(?:[A-Za-z]{1,8}[_-]){1,3}(?:\.{3,}|…)", value):  # (sec27) a key's documented prefix, then an ellipsis: "sk-proj-..."
        return False
    if re.fullmatch(r"(?:<[^<>]*>?|\$?\{[^{}]*\}?|\[[^\[\]]*\]?)", value) or re.fullmatch(r"(?:[A-Za-z]{1,8}[_-]){0,3}[xX*.•-]{4,}", value):
        return False
    parts = [w for w in re.split(r"[-_.]+", value.lower()) if w]
    if len(parts) > 1 and all(len(w) >= 4 and len(set(w)) == 1 for w in parts[1:]):  # (sec26) "SG.xxxxxxxx.yyyyyyyy": a prefix, then filler
        return False
    return not (parts and all(w in _PLACEHOLDER_WORDS for w in parts))


# (gt15) `PWD=/srv/app`: the shell's working directory (sudo's log lines, `env`), a path, no password
_WORKING_DIR = re.compile(r"(?i)\bpwd\s*[:=]\s*['\"]?(?:~|/)[\w./~-]*$")


def url_password_ok(matched: str) -> bool:
    """(sec27) A password in a URL (`scheme://user:password@`) that is a value, not a bracketed placeholder ("<password>",
    "{password}", "${DB_PASS}") nor a run of x, * or dots."""
    return not_placeholder(matched.rstrip("@").rpartition(":")[2])


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


_KEY_SHAPE = re.compile(r"[A-Za-z0-9]{20,}|(?:[A-Za-z]{2,6}-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def key_value(matched: str) -> bool:
    """(sec23) A variable named for a key (`ALGOLIA_ADMIN_KEY=...`) holds one: its value is a run of twenty letters and
    digits or a (prefixed) UUID, with entropy, letters and digits, and no placeholder; not a cache key's words
    (`CACHE_KEY=user-profile-cache-v2-2026`) nor a path."""
    value = re.split(r"[\s:='\"]+", matched.strip())[-1]
    return _KEY_SHAPE.search(value) is not None and high_entropy(matched) and not_placeholder(matched) \
        and re.search(r"\d", value) is not None and re.search(r"[A-Za-z]", value) is not None


def flag_secret(matched: str) -> bool:
    """(sec23) A secret given to a command's flag (`--token ...`): entropy and no placeholder."""
    return high_entropy(matched) and not_placeholder(matched)


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
                                            "registry_auth": encoded_login, "env_key_assignment": key_value,
                                            "cli_secret_flag": flag_secret, "stripe_key": not_placeholder,
                                            "sendgrid_key": not_placeholder, "huggingface_token": not_placeholder,
                                            "password_in_url": url_password_ok, "authorization_token": flag_secret,
                                            "spaced_secret": flag_secret, "rpc_url_key": not_placeholder, "user_key_pair": flag_secret}


def confirmed(name: str, m: re.Match[str]) -> bool:
    """A match of a credential or personal kind holds its value: its check (`CHECKS`) passes on the matched text and, (sec21)
    for a kind whose value needs more than itself, the text around it gives that (`IN_CONTEXT`)."""
    check, ctx = CHECKS.get(name), IN_CONTEXT.get(name)
    return (check is None or check(m.group(0))) and (ctx is None or ctx(m.string, m.start(), m.end()))
