"""Classical letter ciphers read back for intake, kept only when what they give reads as words.

Contract: `deciphered(text)` returns (how, text with the hidden part read back) for each classical cipher that hides
English words in the text: letters shifted by 1-25 places (a Caesar shift; disguise.py reads rot13 itself), mirrored
(Atbash), every other letter of a word or of a run of letters, and a run of letters written with no spaces
("ignoreyourinstructions") split into words. `reads_as_words(text)` is the word-list check each reading must pass: most of
its letters are in words of the word list (WordNet 3.0's lemmas, their listed irregular forms, regular endings and the
stop words) and a stop word or two glue them. A part of the text is tried only when it does not read as words as
written; a reading is kept only when it does. So an ordinary code (a booking reference, a hash, a licence key, a word of
another language, a tool's output "s21 m3") deciphers into noise and is left alone: no shift of "XQZVKT" or of
"setyb 293" reads as words.

Why apart from disguise.py: these readings need a word list (the other disguises are checked by their shape or by the
stop words), and they try many keys on a part of a text, not one decoding of the whole.
"""

from __future__ import annotations

import itertools
import re
import threading
import unicodedata
from functools import lru_cache

from .text import STOP_WORDS
from .wordnet import data_dir

__all__ = ["deciphered", "reads_as_words", "transliterated", "word_list"]

WORD_SHARE = 0.75  # at least this share of a reading's letters in known words
SHORT = frozenset({"a", "i", "ai", "go", "ok", "id"}) | {w for w in STOP_WORDS if len(w) > 1}  # the only words of one or two letters
RUN = 16  # a run of letters with no space this long is split into words, or halved (every other letter)

_lock = threading.Lock()
_words: frozenset[str] | None = None
_HEAD = re.compile(rb"^([a-z]+) ", re.MULTILINE)  # a file's one-word entries (a lemma, or an irregular form), lower-case
# words an order to an agent uses that WordNet 3.0 (2006) lacks
TECH_WORDS = frozenset("api apis url urls admin admins repo repos config configs login logins sudo ssh http https www app apps "
                       "chatbot chatbots inbox wifi online username usernames webhook webhooks backend frontend localhost".split())
_ENDINGS = ("s", "es", "ed", "d", "ing", "ly", "er", "ers", "est", "ies", "ied")


def word_list() -> frozenset[str]:
    """English words: WordNet 3.0's one-word lemmas and irregular forms, and the stop words (read once, about 0.1 s)."""
    global _words
    if _words is None:
        with _lock:
            if _words is None:
                found: set[str] = set(STOP_WORDS) | TECH_WORDS
                root = data_dir()
                if root is not None:
                    for name in ("index.noun", "index.verb", "index.adj", "index.adv", "noun.exc", "verb.exc", "adj.exc"):
                        found.update(w.decode() for w in _HEAD.findall((root / name).read_bytes()))
                _words = frozenset(found)
    return _words


@lru_cache(maxsize=4096)
def known(word: str) -> bool:
    """A word of the list, as written or with a regular ending taken off ("rules", "deleting", "earlier")."""
    if len(word) <= 2:
        return word in SHORT
    words = word_list()
    if word in words:
        return True
    for end in _ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 3:
            stem = word[: -len(end)]
            if stem in words or stem + "e" in words or stem + "y" in words or (stem[-1:] == stem[-2:-1] and stem[:-1] in words):
                return True
    return False


_LETTERS = re.compile(r"[a-z]+")


def reads_as_words(text: str) -> bool:
    """Most of the text's letters are in known words (WORD_SHARE), three words at least, one a stop word."""
    return _reads(_LETTERS.findall(text.lower()))


def _reads(words: list[str]) -> bool:
    """`reads_as_words` of a text whose words (`_LETTERS` in its lower case) are these."""
    if len(words) < 3 or not any(w in STOP_WORDS and len(w) > 1 for w in words):
        return False  # (the stop word first: a shifted or retyped reading seldom has one, and its words are not looked up)
    total = sum(map(len, words))
    inside = sum(len(w) for w in words if known(w))
    return inside >= WORD_SHARE * total


def _shift(text: str, k: int) -> str:
    return text.translate(_SHIFTS[k])


_LOWER, _UPPER = "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SHIFTS = {k: str.maketrans(_LOWER + _UPPER, _LOWER[k:] + _LOWER[:k] + _UPPER[k:] + _UPPER[:k]) for k in range(1, 26)}
_ATBASH = str.maketrans(_LOWER + _UPPER, _LOWER[::-1] + _UPPER[::-1])
# (sec26) text typed for one keyboard layout on another: the keys of a Dvorak typist read on QWERTY, and the reverse
_QWERTY, _DVORAK = "-=qwertyuiop[]asdfghjkl;'zxcvbnm,./", "[]',.pyfgcrl/=aoeuidhtns-;qjkxbmwvz"
# (sec27) and Colemak's and French AZERTY's keys read on QWERTY (the same physical keys, row by row)
_QWERTY_ROWS, _COLEMAK, _AZERTY = "qwertyuiopasdfghjkl;zxcvbnm", "qwfpgjluy;arstdhneiozxcvbkm", "azertyuiopqsdfghjklmwxcvbn,"
_LAYOUTS = {"dvorak typed on qwerty": str.maketrans(_QWERTY, _DVORAK), "qwerty typed on dvorak": str.maketrans(_DVORAK, _QWERTY),
            "colemak typed on qwerty": str.maketrans(_QWERTY_ROWS, _COLEMAK), "qwerty typed on colemak": str.maketrans(_COLEMAK, _QWERTY_ROWS),
            "azerty typed on qwerty": str.maketrans(_QWERTY_ROWS, _AZERTY), "qwerty typed on azerty": str.maketrans(_AZERTY, _QWERTY_ROWS)}


def split_run(run: str) -> str | None:
    """A run of letters with no spaces (other signs part it: "paste.example") split into the fewest known words, when that
    reads as words (three words at least, two of them stop words, 3.2 letters a word on average at least); else None."""
    words: list[str] = []
    for chunk in re.findall(r"[a-z]+", run.lower()):
        split = _fewest_words(chunk)
        if split is None:
            return None
        words += split
    letters = sum(map(len, words))
    if len(words) < 3 or letters / len(words) < 3.2 or sum(w in STOP_WORDS for w in words) < 2:
        return None
    return " ".join(words)


def _fewest_words(run: str) -> list[str] | None:
    """The run split into the fewest known words (none longer than 20 letters; of two such splits, the one with more stop
    words: "backups now", not "backup snow"), or None when it cannot be."""
    n = len(run)
    best: list[tuple[int, int, int] | None] = [None] * (n + 1)  # (words so far, minus their stop words, where the last began)
    best[0] = (0, 0, 0)
    for end in range(1, n + 1):
        for start in range(max(0, end - 20), end):
            here, word = best[start], run[start:end]
            if here is None or not known(word):
                continue
            cand = (here[0] + 1, here[1] - (word in STOP_WORDS), start)
            if best[end] is None or cand[:2] < best[end][:2]:  # type: ignore[index]
                best[end] = cand
    if best[n] is None:
        return None
    words, at = [], n
    while at:
        start = best[at][2]  # type: ignore[index]
        words.append(run[start:at])
        at = start
    return words[::-1]


_PART = re.compile(r"[^\n:()\[\]{}\"<>]+")
_RUN = re.compile(r"(?<![\w.@-])[a-z](?:[a-z.@-]*[a-z])?(?![\w.@-])")  # a token of letters (and the signs of an address)


def _mostly_retyped(written: str, typed: str) -> bool:
    """(sec28) A layout's reading changes most of the words (AZERTY and Colemak leave many keys where QWERTY has them: a
    text of numbers and units, "deep 1h31m, REM 1h50m", changes in a letter or two and hides nothing)."""
    pairs = [(a, b) for a, b in zip(written.split(), typed.split()) if re.search(r"[a-z]", a)]
    return 2 * sum(a != b for a, b in pairs) > len(pairs)


# (perf20) the words a shift (or Atbash) turns into a stop word: a reading with none has no stop word, so it cannot read as
# words (`reads_as_words`), and it is not made. Exact for an ASCII part, where a shift maps its words to the reading's
# words one for one (a part with other letters is read every way: 'İ' lowers to an unshifted 'i')
_STOPS = [w for w in STOP_WORDS if len(w) > 1 and re.fullmatch(r"[a-z]+", w)]  # the stop words `reads_as_words` can see
_STOPS_BEFORE = {k: frozenset(w.translate(_SHIFTS[26 - k]) for w in _STOPS) for k in range(1, 26)}
_STOPS_BEFORE[0] = frozenset(w.translate(_ATBASH) for w in _STOPS)  # (0: Atbash, its own inverse)


def _may_read(held: set[str] | None, k: int) -> bool:
    """Whether the reading `k` (a shift, or 0: Atbash) of a part holding the words `held` (None: not ASCII) can read as words."""
    return held is None or not held.isdisjoint(_STOPS_BEFORE[k])


def _part_readings(part: str) -> list[tuple[str, str]]:
    """(how, reading) of one part of a text (a line, or what a label's colon or a bracket sets apart)."""
    out: list[tuple[str, str]] = []
    held = set(_LETTERS.findall(part.lower())) if part.isascii() else None
    for k in range(1, 26):
        if k != 13 and _may_read(held, k) and reads_as_words(shifted := _shift(part, k)):
            out.append((f"caesar shift {26 - k}", shifted))
    if _may_read(held, 0) and reads_as_words(mirrored := part.translate(_ATBASH)):
        out.append(("atbash", mirrored))
    for how, table in _LAYOUTS.items():
        if _mostly_retyped(part.lower(), typed := part.lower().translate(table)) and reads_as_words(typed):
            out.append((how, typed))
    for step in (1, -1):  # (sec31) a progressive shift (Trithemius): the n-th letter moved n places, forward or back
        if reads_as_words(rising := _progressive(part, step)):
            out.append(("progressive shift", rising))
    words = part.split()
    for first in (0, 1):
        halves = " ".join(w[first::2] for w in words)
        if reads_as_words(halves):
            out.append(("every other letter", halves))
    return out


def _progressive(part: str, step: int) -> str:
    """(sec31) The part with its n-th letter (from 0) shifted back by n places (`step` 1) or forward (`step` -1)."""
    out, n = [], 0
    for c in part:
        if "a" <= c.lower() <= "z":
            base = 97 if c.islower() else 65
            out.append(chr((ord(c) - base - step * n) % 26 + base))
            n += 1
        else:
            out.append(c)
    return "".join(out)


_LETTER_RUN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{%d,}(?![A-Za-z0-9])" % RUN)


def _column_readings(part: str) -> list[tuple[str, str]]:
    """(sec31) (how, reading) of a long run of letters written down the columns of a grid (a scytale's strip, a route
    cipher): read across again for each number of rows from 2 to 12 that divides it, kept when it splits into words."""
    out: list[tuple[str, str]] = []
    for run in (m.group(0) for m in _LETTER_RUN.finditer(part)):
        low = run.lower()
        for rows in range(2, min(12, len(low) // 2) + 1):
            if len(low) % rows == 0 and (words := split_run("".join(low[r::rows] for r in range(rows)).rstrip("x"))) is not None:
                out.append(("columns read across", part.replace(run, words)))
                break
    return out


def _run_readings(part: str) -> list[tuple[str, str]]:
    """(how, reading) of the long runs of letters of one part: split into words, or every other sign split into words."""
    out: list[tuple[str, str]] = []
    for run in (m.group(0) for m in _RUN.finditer(part) if len(m.group(0)) >= RUN):
        if (words := split_run(run)) is not None:
            out.append(("run together", part.replace(run, words)))
            continue
        for first in (0, 1):
            if (words := split_run(run[first::2])) is not None:
                out.append(("every other letter", part.replace(run, words)))
    return out


# (sec29) a keyed cipher the text names, and the key it gives ("Vigenère, keyword LEMON: ...", "autokey, primer QUEEN"):
# each named scheme is tried with each key given
# (sec30) or a columnar transposition, its columns written out in the key's alphabetical order
_KEYED = re.compile(r"\b(vigen[eè]re|beaufort|auto-?key|columnar(?= transposition))\b", re.IGNORECASE)
_KEY = re.compile(r"\b(?:key(?:word)?|key word|primer|passphrase|pass phrase)\b\s*(?:is\s+|[:=]\s*)?[\"'\u201c]?([A-Za-z]{3,24})(?![\w'])",
                  re.IGNORECASE)


def _unkeyed(part: str, scheme: str, key: str) -> str:
    """The part read back with the key: Vigenère subtracts the key's letters, Beaufort subtracts the text from the key,
    autokey subtracts the primer and then the text already read (only letters take a key letter)."""
    stream, out = [ord(c) - 97 for c in key.lower()], []
    for c in part:
        if not ("a" <= c.lower() <= "z"):
            out.append(c)
            continue
        k, n = stream[len([o for o in out if o.isalpha()]) % len(stream)] if scheme != "autokey" else stream[len([o for o in out if o.isalpha()])], ord(c.lower()) - 97
        plain = (k - n) % 26 if scheme == "beaufort" else (n - k) % 26
        out.append(chr(plain + 97))
        if scheme == "autokey":
            stream.append(plain)
    return "".join(out)


def _untransposed(part: str, key: str) -> str | None:
    """(sec30) A columnar transposition read back: the part's letters are the grid's columns, written in the order of the
    key's letters (ties left to right); the rows read across, the filler x at the end dropped, split into words."""
    letters, n = re.sub(r"[^a-z]", "", part.lower()), len(key)
    if n < 2 or len(letters) % n or len(letters) < 2 * n:
        return None
    rows = len(letters) // n
    columns = [""] * n
    for j, col in enumerate(sorted(range(n), key=lambda i: (key.lower()[i], i))):
        columns[col] = letters[j * rows:(j + 1) * rows]
    return split_run("".join(columns[c][r] for r in range(rows) for c in range(n)).rstrip("x"))


def _keyed_readings(text: str, part: str) -> list[tuple[str, str]]:
    """(sec29) (how, reading) of one part with each keyed cipher the text names and each key it gives, when it reads as words."""
    schemes = {m.group(1).lower().replace("-", "").replace("è", "e") for m in _KEYED.finditer(text)}
    keys = [m.group(1) for m in _KEY.finditer(text)][:3]
    return [(f"{scheme} key", reading) for scheme in sorted(schemes) for key in keys
            if (reading := _untransposed(part, key) if scheme == "columnar" else _unkeyed(part, scheme, key)) is not None
            and reads_as_words(reading)]


@lru_cache(maxsize=256)
def deciphered(text: str) -> tuple[tuple[str, str], ...]:
    """(how, the text with its hidden parts read back) for each cipher that hides words in some part of the text."""
    found: dict[str, str] = {}
    keyed = _KEYED.search(text) is not None
    for m in _PART.finditer(text):
        part = m.group(0)
        words = _LETTERS.findall(part.lower())
        if keyed and len(words) >= 3:
            for how, reading in _keyed_readings(text, part):
                found[how] = found.get(how, text).replace(part, reading, 1)
        runs = [m for m in _RUN.finditer(part) if len(m.group(0)) >= RUN]
        for how, reading in _column_readings(part) if not runs and _LETTER_RUN.search(part) else ():
            found[how] = found.get(how, text).replace(part, reading, 1)
        if len(words) < 3 and not runs:
            continue
        if sum(w in STOP_WORDS for w in words if len(w) > 1) * 4 > len(words) or _reads(words):
            continue  # English as written: nothing is hidden in it
        readings = _part_readings(part) if len(words) >= 3 else []
        for how, reading in readings + (_run_readings(part) if runs else []):
            found[how] = found.get(how, text).replace(part, reading, 1)
    return tuple(found.items())


# (sec26) letters of an alphabet no language of the text needs, standing for Latin ones: Ogham (by its letters' names) and
# Tifinagh (IRCAM's Latin letters; its one back vowel read as u or o, whichever makes a word)
_OGHAM_NAMES = {"BEITH": "b", "LUIS": "l", "FEARN": "f", "SAIL": "s", "NION": "n", "UATH": "h", "DAIR": "d", "TINNE": "t",
                "COLL": "c", "CEIRT": "q", "MUIN": "m", "GORT": "g", "NGEADAL": "ng", "STRAIF": "z", "RUIS": "r", "AILM": "a",
                "ONN": "o", "UR": "u", "EADHADH": "e", "IODHADH": "i", "PEITH": "p"}
_ALPHABETS = {**{chr(c): _OGHAM_NAMES.get(unicodedata.name(chr(c), "").removeprefix("OGHAM LETTER "), "") for c in range(0x1681, 0x169b)},
              "\u1680": " ", "\u169b": "", "\u169c": "",
              **dict(zip("ⴰⴱⵛⴷⴹⴻⴼⴳⵀⵃⵄⵅⵇⵉⵊⴽⵍⵎⵏⵓⵔⵕⵖⵙⵚⵜⵟⵡⵢⵣⵥⵒⵠ",
                         ("a", "b", "c", "d", "d", "e", "f", "g", "h", "h", "a", "x", "q", "i", "j", "k", "l", "m", "n", "u", "r", "r",
                          "gh", "s", "s", "t", "t", "w", "y", "z", "z", "p", "v"))), "ⵯ": ""}
# (sec27) and Glagolitic, Old Italic and Coptic letters, each read as the Latin letter its name begins with (both cases)
_LETTER_NAMES = {
    "GLAGOLITIC": {"AZU": "a", "TROKUTASTI A": "a", "BUKY": "b", "VEDE": "v", "GLAGOLI": "g", "DOBRO": "d", "YESTU": "e",
                   "ZHIVETE": "zh", "DZELO": "dz", "ZEMLJA": "z", "IZHE": "i", "INITIAL IZHE": "i", "I": "i", "DJERVI": "j",
                   "KAKO": "k", "LJUDIJE": "l", "MYSLITE": "m", "LATINATE MYSLITE": "m", "NASHI": "n", "ONU": "o",
                   "POKOJI": "p", "RITSI": "r", "SLOVO": "s", "TVRIDO": "t", "UKU": "u", "FRITU": "f", "HERU": "h", "SPIDERY HA": "h",
                   "OTU": "o", "PE": "p", "SHTA": "sht", "TSI": "c", "CHRIVI": "ch", "SHA": "sh", "YERU": "y", "YATI": "e",
                   "YU": "yu", "FITA": "f", "IZHITSA": "y"},
    "OLD ITALIC": {"A": "a", "BE": "b", "KE": "c", "DE": "d", "E": "e", "VE": "v", "ZE": "z", "HE": "h", "THE": "th", "I": "i",
                   "KA": "k", "EL": "l", "EM": "m", "EN": "n", "ESH": "s", "O": "o", "PE": "p", "SHE": "s", "KU": "q", "ER": "r",
                   "ES": "s", "TE": "t", "U": "u", "EKS": "x", "PHE": "ph", "KHE": "kh", "EF": "f", "ERS": "r", "CHE": "ch",
                   "II": "i", "UU": "u", "ESS": "s"},
    "COPTIC": {"ALFA": "a", "VIDA": "v", "GAMMA": "g", "DALDA": "d", "EIE": "e", "ZATA": "z", "HATE": "h", "THETHE": "th",
               "IAUDA": "i", "KAPA": "k", "LAULA": "l", "MI": "m", "NI": "n", "KSI": "x", "O": "o", "PI": "p", "RO": "r",
               "SIMA": "s", "TAU": "t", "UA": "y", "FI": "f", "KHI": "x", "PSI": "ps", "OOU": "w"},
    # (sec28) Gothic (no c, v or y: k, w and i stand for them) and Old Hungarian runes (most named e + the letter)
    "GOTHIC": {"AHSA": "a", "BAIRKAN": "b", "GIBA": "g", "DAGS": "d", "AIHVUS": "e", "QAIRTHRA": "q", "IUJA": "z", "HAGL": "h",
               "THIUTH": "th", "EIS": "i", "KUSMA": "k", "LAGUS": "l", "MANNA": "m", "NAUTHS": "n", "JER": "j", "URUS": "u",
               "PAIRTHRA": "p", "RAIDA": "r", "SAUIL": "s", "TEIWS": "t", "WINJA": "w", "FAIHU": "f", "IGGWS": "x",
               "HWAIR": "hw", "OTHAL": "o"},
    "OLD HUNGARIAN": {"A": "a", "AA": "a", "EB": "b", "AMB": "b", "EC": "c", "ENC": "c", "ECS": "ch", "ED": "d", "AND": "d",
                      "E": "e", "CLOSE E": "e", "EE": "e", "EF": "f", "EG": "g", "EGY": "gy", "EH": "h", "I": "i", "II": "i",
                      "EJ": "j", "EK": "k", "AK": "k", "UNK": "k", "EL": "l", "ELY": "ly", "EM": "m", "EN": "n", "ENY": "ny",
                      "O": "o", "OO": "o", "EP": "p", "EMP": "p", "ER": "r", "SHORT ER": "r", "ES": "s", "ESZ": "s", "ET": "t",
                      "ENT": "t", "ETY": "ty", "ECH": "ch", "U": "u", "UU": "u", "EV": "v", "EZ": "z", "EZS": "zs", "US": "us"},
    # (sec29) Adlam, as Fula's Latin spelling writes its letters (its hooked b, d and y read as the plain ones)
    "ADLAM": {"ALIF": "a", "DAALI": "d", "LAAM": "l", "MIIM": "m", "BA": "b", "SINNYIIYHE": "s", "PE": "p", "BHE": "b", "RA": "r",
              "E": "e", "FA": "f", "I": "i", "O": "o", "DHA": "d", "YHE": "y", "WAW": "w", "NUN": "n", "KAF": "k", "YA": "y",
              "U": "u", "JIIM": "j", "CHI": "c", "HA": "h", "QAAF": "q", "GA": "g", "NYA": "ny", "TU": "t", "NHA": "ng", "VA": "v",
              "KHA": "kh", "GBE": "gb", "ZAL": "z", "KPO": "kp", "SHA": "sh"},
}
_NAMED_RANGES = ((0x2C00, 0x2C60), (0x10300, 0x10330), (0x2C80, 0x2CB2), (0x10330, 0x1034B), (0x10C80, 0x10D00), (0x1E900, 0x1E944))


def _named_letter(char: str) -> str:
    name = unicodedata.name(char, "")
    script = next((k for k in _LETTER_NAMES if name.startswith(k + " ")), None)
    return _LETTER_NAMES[script].get(re.sub(r"^.*?(?:CAPITAL |SMALL )?LETTER ", "", name), "") if script else ""


_ALPHABETS.update({chr(c): _named_letter(chr(c)) for lo, hi in _NAMED_RANGES for c in range(lo, hi) if _named_letter(chr(c))})
_SCRIPTS = "\u1680-\u169c\u2d30-\u2d7f\u2c00-\u2c5f\u2c80-\u2cb1\U00010300-\U0001034a\U00010c80-\U00010cff\U0001e900-\U0001e943"
_ALPHABET_RUN = re.compile(f"[{_SCRIPTS}]+(?:[\\s\u1680]+[{_SCRIPTS}]+){{2,}}")


# a letter these alphabets write for two Latin ones: Tifinagh's one back vowel (u, o), Coptic's upsilon (y, u), Old Italic's
# C for G (it has no G), a Glagolitic or Old Italic I also for y, V for w (and Coptic's vida, read v, for b); (sec28) Gothic's
# K also for c and W also for v
_TWO_WAYS = {"u": "o", "y": "u", "c": "g", "i": "y", "v": "wb", "k": "c", "w": "v"}


def _as_word(word: str) -> str:
    """A transliterated word, each letter the alphabet writes for two Latin ones (`_TWO_WAYS`: the first five) read the other
    way where that makes a known word (Tifinagh writes u and o with one letter, Coptic y and u, Old Italic c and g); of
    two known words, a stop word."""
    spots = [i for i, c in enumerate(word) if c in _TWO_WAYS][:5]
    found = []
    for choice in itertools.product(*((word[at] + _TWO_WAYS[word[at]]) for at in spots)):
        letters = list(word)
        for at, letter in zip(spots, choice):
            letters[at] = letter
        if known(candidate := "".join(letters)):
            found.append(candidate)
    # (sec28) of two readings, a stop word first: Gothic's "iou" is "you", not the IOU
    return next((w for w in found if w in STOP_WORDS), found[0] if found else word)


def transliterated(text: str) -> str | None:
    """The text with its runs of Ogham, Tifinagh, (sec27) Glagolitic, Old Italic, Coptic, (sec28) Gothic or Old Hungarian,
    (sec29) or Adlam letters read as Latin ones, when
    that reads as English words, or None."""
    if text.isascii() or not _ALPHABET_RUN.search(text):
        return None
    out = _ALPHABET_RUN.sub(lambda m: " ".join(_as_word("".join(_ALPHABETS.get(c, c) for c in w)) for w in m.group(0).replace("\u1680", " ").split()), text)
    return out if reads_as_words(out) else None
