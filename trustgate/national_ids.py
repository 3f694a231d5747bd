"""National ids and the Luhn check: what a pattern of `intake.personal_data.national_id` matched, confirmed by the id's
own check (check digits, a real date of birth in it, issuance rules).

Contract: `national_id_ok(value)` says whether the matched text holds a national id of the kind its name (or its shape)
says, by that id's check; `ssn_ok` the US SSN's issuance rules; `luhn` the check digit that cards and several ids share.
Pure functions of the match; no other trustgate module. (sec26: moved out of secret_checks.py, which had reached 545
lines, with no change of behaviour; secret_checks.py imports them from here.)
"""

from __future__ import annotations

import re
from typing import Callable

from .national_ids_added import cnic_ok, idnp_ok, lu_matricule_digits_ok, mykad_ok, sl_nic_ok, steuer_id_digits_ok, taj_ok

def luhn(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


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


def _date_ok(digits: str, day_shift: int = 0, day_first: bool = False) -> bool:
    """The first six digits hold a real month and day: YYMMDD, or DDMMYY when `day_first`; a shifted day (a coordination or
    D-number) counts as its day."""
    day, month = (int(digits[:2]), int(digits[2:4])) if day_first else (int(digits[4:6]), int(digits[2:4]))
    return 1 <= month <= 12 and 1 <= day - day_shift <= 31


_VERHOEFF_D = [[int(c) for c in row] for row in ("0123456789", "1234067895", "2340178956", "3401289567", "4012395678",
                                                 "5987604321", "6598710432", "7659821043", "8765932104", "9876543210")]
_VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VERHOEFF_P.append([_VERHOEFF_P[1][x] for x in _VERHOEFF_P[_i - 1]])


def _verhoeff(d: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


_CF = re.compile(r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}([A-Z])$")
_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _codice_fiscale_ok(value: str) -> bool:
    """An Italian codice fiscale's control letter: odd positions by their table, even ones by their value, mod 26."""
    v = value[-16:].upper()
    total = sum(_CF_ODD[int(c) if c.isdigit() else ord(c) - 65] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
                for i, c in enumerate(v[:15]))
    return chr(65 + total % 26) == v[15]


def _kimlik_ok(d: str) -> bool:
    """A Turkish T.C. Kimlik number's two check digits."""
    n = [int(c) for c in d]
    return len(n) == 11 and n[0] != 0 and (sum(n[0:9:2]) * 7 - sum(n[1:8:2])) % 10 == n[9] and sum(n[:10]) % 10 == n[10]


def _rut_ok(value: str) -> bool:
    """A Chilean RUT/RUN's check character (weights 2..7 from the right, 11 - sum mod 11; 10 is K, 11 is 0)."""
    body, _, dv = re.sub(r"[^\dkK-]", "", value).rpartition("-")
    if not body.isdigit():
        return False
    r = 11 - sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body))) % 11
    return dv.upper() == {10: "K", 11: "0"}.get(r, str(r))


def _fodselsnummer_ok(d: str) -> bool:
    """A Norwegian fødselsnummer's two mod-11 check digits and a date (a D-number adds 40 to the day)."""
    n = [int(c) for c in d]
    k1 = 11 - sum(a * w for a, w in zip(n, (3, 7, 6, 1, 8, 9, 4, 5, 2))) % 11
    k2 = 11 - sum(a * w for a, w in zip(n, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return len(n) == 11 and (k1 % 11, k2 % 11) == (n[9], n[10]) and (_date_ok(d, day_first=True) or _date_ok(d, 40, day_first=True))


_ID_NAME = re.compile(r"(?i)^(?:(person(?:nummer|nr))|(f[øo]dselsn)|(cpr)|(sin\b|social insurance|num[ée]ro d.assurance)|"
                      r"(t\.?\s?c\.?\s+kimlik|kimlik|tckn)|(aadhaa?r|आधार|uidai)|(ru[tn]\b)|(rsa id|sa id|south african id|identity number|id no|id number)|"
                      # (sec22) a Bulgarian EGN, a UK NHS number, an Estonian isikukood or Lithuanian asmens kodas, a Singapore
                      # NRIC or FIN, an Argentine CUIT or CUIL
                      r"(egn\b|егн)|(nhs)|(isikukood|asmens kodas)|(nric|fin\b)|(cui[tl])|"
                      # (sec23) a Belgian national number, a Portuguese NIF (nine digits: the Spanish NIF ends in a letter and
                      # is read below), a Romanian CNP, a Croatian OIB
                      r"(rijksregister|num[ée]ro national|national (?:register )?number|insz|niss)|((?:nif|nipc|n\.?[ºo°]\.? de contribuinte|contribuinte)(?=(?:\s+d[aoe]s?\s+[\w-]+)?\W{0,3}\d{9}$))|"
                      r"(cnp)|(oib)|"
                      # (sec24) an Icelandic kennitala, a JMBG or EMŠO, an Israeli Teudat Zehut (nine digits, Luhn), a Russian
                      # SNILS, a PRC resident identity number
                      r"(kennitala|kt\.)|(jmbg|јмбг|em[šs]o|embg|ембг)|(teudat zehut|mispar zehut|תעודת זהות|israeli id)|(snils|снилс)|"
                      r"(resident identity|居民身份证|身份证|prc id|chinese id)|"
                      # (sec25) a Swiss AHV/AVS number, a French NIR, a Korean resident registration number, an Irish PPS
                      # number, an Emirates ID, a Mexican CURP
                      r"(ahv|avs\b|oasi)|(nir\b|insee|num[ée]ro de s[ée]curit[ée] sociale|s[ée]curit[ée] sociale|carte vitale)|"
                      r"(resident registration|rrn\b|주민등록번호|주민번호)|(pps|personal public service)|(emirates id|784-)|(curp)|"
                      # (sec26) a Czech or Slovak rodné číslo, a Greek AMKA, a Taiwan national id, a Hong Kong identity card
                      # number, a Japanese My Number
                      r"(rodn[ée]\w* [čc][íi]sl\w*|r\.?\s?[čc]\.?(?=\W))|(amka|α\.?μ\.?κ\.?α)|(taiwan\w*(?: national)? id|roc id|身分證)|"
                      r"(hkid|hong kong id\w*|香港身份證)|(my number|マイナンバー|個人番号)|"
                      # (sec27) a Kazakh IIN, a Ukrainian RNOKPP, an Australian TFN, a New Zealand IRD number, a Latvian
                      # personas kods, a Thai citizen id, an Austrian social insurance number
                      r"(iin\b|иин|жсн)|(rnokpp|рнокпп|іпн)|(tfn\b|tax file)|(ird\b)|(personas kod)|(เลขประจำตัวประชาชน|thai)|"
                      r"(sozialversicherungsnummer|svnr|sv-nummer)|"
                      # (sec28) a Uruguayan or Ecuadorian cédula (told apart by their lengths), an Iranian national code
                      r"(c[ée]dula)|(kode? ?-?e? ?melli|code melli|melli code|iranian national|کد ?ملی|شماره ملی)|"
                      # (sec29) a Peruvian DNI with its check digit (a Spanish DNI ends in a letter and is read below), a RUC
                      # (Paraguay's or Peru's, told apart by their lengths), a Colombian NIT, a Venezuelan RIF
                      r"((?:dni|cui)\b(?=.*\d$))|(ruc\b)|(nit\b)|(rif\b|[vejpg]-?\d{8}-?\d$)|"
                      # (sec30) a German Steuer-IdNr, a Hungarian TAJ number, a Saudi national id or iqama, a Moldovan IDNP
                      r"(steuer|idnr|identifikationsnummer)|(taj\b|társadalombiztosítási)|((?:saudi )?national id|iqama|رقم (?:الهوية|الإقامة))|(idnp|иднп)|"
                      # (sec31) a Luxembourg matricule, a Malaysian MyKad, a Pakistani CNIC, a Sri Lankan NIC
                      r"(matricule|identifiant national|num[ée]ro d.identification)|(mykad|mykid|kad pengenalan|no\.? ?k/p|malaysian)|"
                      r"(cnic|nicop|computeri[sz]ed|شناختی)|(nic\b|sri lanka|ජාතික|தேசிய))")


def _egn_ok(d: str) -> bool:
    """(sec22) A Bulgarian EGN: weights 2,4,8,5,10,9,7,3,6 mod 11 (10 is 0), and a date (a month plus 20 before 1900, 40 after 1999)."""
    if len(d) != 10:
        return False
    r = sum(int(a) * w for a, w in zip(d, (2, 4, 8, 5, 10, 9, 7, 3, 6))) % 11
    month = int(d[2:4])
    return r % 10 == int(d[9]) and any(1 <= month - k <= 12 for k in (0, 20, 40)) and 1 <= int(d[4:6]) <= 31


def _nhs_ok(d: str) -> bool:
    """(sec22) A UK NHS number: weights 10..2 mod 11, the check 11 minus that (11 is 0, 10 is never issued)."""
    if len(d) != 10:
        return False
    check = 11 - sum(int(a) * w for a, w in zip(d, range(10, 1, -1))) % 11
    return check != 10 and check % 11 == int(d[9])


def _isikukood_ok(d: str) -> bool:
    """(sec22) An Estonian isikukood or Lithuanian asmens kodas: a century-and-sex digit 1-6, a date, and the check (weights
    1..9,1 mod 11; on 10, weights 3..9,1,2,3; 10 again is 0)."""
    if len(d) != 11 or d[0] not in "123456" or not _date_ok(d[1:7]):
        return False
    r = sum(int(a) * w for a, w in zip(d, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1))) % 11
    if r == 10:
        r = sum(int(a) * w for a, w in zip(d, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3))) % 11 % 10
    return r == int(d[10])


def _nric_ok(value: str) -> bool:
    """(sec22) A Singapore NRIC or FIN: S, T, F or G, seven digits (weights 2,7,6,5,4,3,2, plus 4 for T and G) and its letter."""
    m = re.search(r"([STFG])(\d{7})([A-Z])(?![A-Za-z0-9])", value.upper())
    if m is None:
        return False
    total = sum(int(a) * w for a, w in zip(m.group(2), (2, 7, 6, 5, 4, 3, 2))) + (4 if m.group(1) in "TG" else 0)
    return ("JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK")[total % 11] == m.group(3)


def _cuit_ok(d: str) -> bool:
    """(sec22) An Argentine CUIT or CUIL: a known type (20, 23, 24, 27, 30, 33, 34), weights 5,4,3,2,7,6,5,4,3,2 mod 11."""
    if len(d) != 11 or d[:2] not in ("20", "23", "24", "27", "30", "33", "34"):
        return False
    check = 11 - sum(int(a) * w for a, w in zip(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return check != 10 and check % 11 == int(d[10])


def _be_national_ok(d: str) -> bool:
    """(sec23) A Belgian national number: a date (a month or day may be 0 when unknown, a bis number adds 20 or 40 to the
    month) and 97 minus the first nine digits mod 97 (with a 2 before them for people born from 2000)."""
    month = int(d[2:4]) % 20 if len(d) == 11 else -1
    return len(d) == 11 and 0 <= month <= 12 and int(d[4:6]) <= 31 and int(d[9:]) in (97 - int(d[:9]) % 97, 97 - int("2" + d[:9]) % 97)


def _nif_pt_ok(d: str) -> bool:
    """(sec23) A Portuguese NIF: weights 9..2 on the first eight digits, 11 minus the sum mod 11 (10 and 11 read as 0)."""
    r = 11 - sum(int(c) * w for c, w in zip(d, range(9, 1, -1))) % 11
    return len(d) == 9 and int(d[8]) == (0 if r >= 10 else r)


def _cnp_ok(d: str) -> bool:
    """(sec23) A Romanian CNP: a sex and century digit, a date, and the weights 279146358279 mod 11 (10 read as 1)."""
    if len(d) != 13 or not _date_ok(d[1:7], day_first=False):
        return False
    r = sum(int(c) * int(w) for c, w in zip(d, "279146358279")) % 11
    return int(d[12]) == (1 if r == 10 else r)


def _oib_ok(d: str) -> bool:
    """(sec23) A Croatian OIB: ISO 7064 MOD 11,10 over its eleven digits."""
    if len(d) != 11:
        return False
    a = 10
    for c in d[:10]:
        a = (a + int(c)) % 10 or 10
        a = a * 2 % 11
    return int(d[10]) == (11 - a) % 10


def _kennitala_ok(d: str) -> bool:
    """(sec24) An Icelandic kennitala: a date (DDMMYY; a company adds 40 to the day), weights 3,2,7,6,5,4,3,2 and 11 minus the
    sum mod 11 as the ninth digit (11 is 0, 10 is never issued), a century digit 8, 9 or 0 last."""
    if len(d) != 10 or d[9] not in "890" or not (_date_ok(d, day_first=True) or _date_ok(d, 40, day_first=True)):
        return False
    r = 11 - sum(int(c) * w for c, w in zip(d, (3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return r != 10 and r % 11 == int(d[8])


def _jmbg_ok(d: str) -> bool:
    """(sec24) A JMBG (Serbia, Bosnia, Montenegro, North Macedonia; Slovenia's EMŠO): DDMMYYY, weights 7..2 twice, 11 minus
    the sum mod 11 (10 and 11 read as 0)."""
    if len(d) != 13 or not _date_ok(d, day_first=True):
        return False
    r = 11 - sum(int(c) * w for c, w in zip(d, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return int(d[12]) == (0 if r > 9 else r)


def _snils_ok(d: str) -> bool:
    """(sec24) A Russian SNILS: nine digits weighted 9..1; the sum (under 100), else the sum mod 101 (100 read as 00)."""
    if len(d) != 11:
        return False
    total = sum(int(c) * w for c, w in zip(d, range(9, 0, -1)))
    return int(d[9:]) == (total if total < 100 else total % 101 % 100)


def _prc_id_ok(d: str) -> bool:
    """(sec24) A PRC resident identity number: a date of birth (YYYYMMDD) after six region digits and ISO 7064 MOD 11-2 over
    the seventeen digits (its last character may be X)."""
    if len(d) != 18 or not d[:17].isdigit() or not _date_ok(d[8:14]):
        return False
    r = sum(int(c) * w for c, w in zip(d, (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2))) % 11
    return "10X98765432"[r] == d[17].upper()


def _ahv_ok(d: str) -> bool:
    """(sec25) A Swiss AHV/AVS number: 756, nine digits and an EAN-13 check digit (weights 1 and 3 from the left)."""
    return len(d) == 13 and d.startswith("756") and (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d[:12])) % 10) % 10 == int(d[12])


def _nir_ok(value: str) -> bool:
    """(sec25) A French NIR: a sex digit, year, month (or 20-99 when unknown), a department (Corsica 2A, 2B), commune and
    order numbers, and the key 97 minus the thirteen digits mod 97 (2A read as 19, 2B as 18)."""
    m = re.search(r"([12])\s?(\d\d)\s?(\d\d)\s?(\d\d|2[AB])\s?(\d{3})\s?(\d{3})\s?(\d\d)$", value.upper())
    if m is None or int(m.group(3)) == 0 or 12 < int(m.group(3)) < 20:
        return False
    body = "".join(m.groups()[:6]).replace("2A", "19").replace("2B", "18")
    return int(m.group(7)) == 97 - int(body) % 97


def _rrn_ok(d: str) -> bool:
    """(sec25) A Korean resident registration number issued before October 2020 (later ones end in random digits and
    are not confirmed here): a date, a sex-and-century digit 1-8, weights 2..9,2..5 and 11 minus the sum mod 11 (mod 10)."""
    if len(d) != 13 or d[6] not in "12345678" or not _date_ok(d):
        return False
    return (11 - sum(int(c) * w for c, w in zip(d, (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5))) % 11) % 10 == int(d[12])


def _pps_ok(value: str) -> bool:
    """(sec25) An Irish PPS number: seven digits weighted 8..2, a second letter (W or none 0, A 1, B 2, H 8) weighted 9,
    and the check letter of the sum mod 23 (W for 0)."""
    m = re.search(r"(\d{7})([A-W])([ABHW]?)$", value.upper())
    if m is None:
        return False
    total = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1))) + 9 * (0 if m.group(3) in ("", "W") else ord(m.group(3)) - 64)
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == m.group(2)


_CURP = re.compile(r"[A-Z]{4}(\d{6})[HMX](?:AS|B[CS]|C[CLMSH]|D[FG]|G[TR]|HG|JC|M[CNS]|N[ETL]|OC|PL|Q[TR]|S[PLR]|T[CSL]|VZ|YN|ZS|NE)"
                   r"[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$")


def _curp_ok(value: str) -> bool:
    """(sec25) A Mexican CURP: four letters, a date (YYMMDD), the sex, a state's code, three consonants, a century
    character and the check digit (each character's place in 0-9A-N&O-Z weighted 18..2, 10 minus the sum mod 10)."""
    v = value[-18:].upper()
    m = _CURP.fullmatch(v)
    if m is None or not _date_ok(m.group(1)):
        return False
    alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ"
    return (10 - sum(alphabet.index(c) * (18 - i) for i, c in enumerate(v[:17])) % 10) % 10 == int(v[17])


def _emirates_id_ok(d: str) -> bool:
    """(sec25) An Emirates ID: 784, a year of birth, seven digits and a Luhn check digit."""
    return len(d) == 15 and d.startswith("784") and 1900 <= int(d[3:7]) <= 2099 and luhn(d)


_NAMED_CHECKS: dict[int, Callable[[str], bool]] = {9: _egn_ok, 10: _nhs_ok, 11: _isikukood_ok, 13: _cuit_ok, 14: _be_national_ok,
                                                   15: _nif_pt_ok, 16: _cnp_ok, 17: _oib_ok,
                                                   18: _kennitala_ok, 19: _jmbg_ok, 20: lambda d: len(d) == 9 and luhn(d),
                                                   21: _snils_ok, 22: _prc_id_ok, 23: _ahv_ok, 25: _rrn_ok, 27: _emirates_id_ok}


def _rodne_cislo_ok(value: str) -> bool:
    """(sec26) A Czech or Slovak rodné číslo: a date (a woman's month plus 50, either plus 20 from 2004) and, in the ten-digit
    numbers issued from 1954, the whole number divisible by 11 (before 1986 a remainder of 10 was written as a last 0)."""
    m = re.search(r"(\d{6})/?(\d{3,4})$", value)
    if m is None:
        return False
    d = m.group(1) + m.group(2)
    month = int(d[2:4]) % 50
    if not (1 <= (month - 20 if month > 20 else month) <= 12 and 1 <= int(d[4:6]) <= 31):
        return False
    if len(d) == 9:
        return int(d[:2]) < 54
    return int(d) % 11 == 0 or (int(d[:9]) % 11 == 10 and d[9] == "0" and int(d[:2]) < 86)


def _amka_ok(d: str) -> bool:
    """(sec26) A Greek AMKA: a date of birth (DDMMYY), four digits and a Luhn check digit."""
    return len(d) == 11 and _date_ok(d, day_first=True) and luhn(d)


_TW_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"  # the letter codes 10-35 in the order the Ministry assigned them


def _taiwan_id_ok(value: str) -> bool:
    """(sec26) A Taiwan national id: a letter (its code 10-35 read as two digits), a sex digit 1 or 2, seven digits and a
    check digit; weights 1, 9, 8 ... 1, 1 and the sum a multiple of 10."""
    m = re.search(r"([A-Z])([12]\d{8})$", value.upper())
    if m is None:
        return False
    code = 10 + _TW_LETTERS.index(m.group(1))
    digits = [code // 10, code % 10] + [int(c) for c in m.group(2)]
    return sum(n * w for n, w in zip(digits, (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1))) % 10 == 0


def _hkid_ok(value: str) -> bool:
    """(sec26) A Hong Kong identity card number: one or two letters (a lone one after a space worth 36), six digits and a
    check character (0-9 or A) that makes the weighted sum (9 ... 2, 1) a multiple of 11."""
    m = re.search(r"([A-Z]{1,2})(\d{6})\s?\(?([0-9A])\)?$", value.upper())
    if m is None:
        return False
    letters = m.group(1).rjust(2)
    values = [36 if c == " " else ord(c) - 55 for c in letters] + [int(c) for c in m.group(2)] + [10 if m.group(3) == "A" else int(m.group(3))]
    return sum(v * w for v, w in zip(values, range(9, 0, -1))) % 11 == 0


def _my_number_ok(d: str) -> bool:
    """(sec26) A Japanese My Number: eleven digits and a check digit (weights 2-7 then 2-6 from the right, 11 minus the
    sum mod 11, 0 when that is 10 or 11)."""
    if len(d) != 12:
        return False
    total = sum(int(c) * (n + 1 if n <= 6 else n - 5) for n, c in enumerate(reversed(d[:11]), start=1)) % 11
    return int(d[11]) == (0 if total <= 1 else 11 - total)


def _weighted(d: str, weights: tuple[int, ...]) -> int:
    return sum(int(c) * w for c, w in zip(d, weights))


def _iin_ok(d: str) -> bool:
    """(sec27) A Kazakh IIN: a date of birth (YYMMDD), a century-and-sex digit 1-6, and the check (weights 1..11 mod 11; on
    10, weights 3..11,1,2; 10 again is never issued)."""
    if len(d) != 12 or d[6] not in "123456" or not _date_ok(d):
        return False
    r = _weighted(d, tuple(range(1, 12))) % 11
    if r == 10:
        r = _weighted(d, (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2)) % 11
    return r != 10 and r == int(d[11])


def _rnokpp_ok(d: str) -> bool:
    """(sec27) A Ukrainian RNOKPP (taxpayer number): weights -1,5,7,9,4,6,10,5,7, the sum mod 11 then mod 10."""
    return len(d) == 10 and _weighted(d, (-1, 5, 7, 9, 4, 6, 10, 5, 7)) % 11 % 10 == int(d[9])


def _tfn_ok(d: str) -> bool:
    """(sec27) An Australian tax file number: nine digits weighted 1,4,3,7,5,8,6,9,10 (eight: 10,7,8,4,6,3,5,1), the sum a
    multiple of 11."""
    weights = {9: (1, 4, 3, 7, 5, 8, 6, 9, 10), 8: (10, 7, 8, 4, 6, 3, 5, 1)}.get(len(d))
    return weights is not None and _weighted(d, weights) % 11 == 0


def _ird_ok(d: str) -> bool:
    """(sec27) A New Zealand IRD number (10,000,000-150,000,000): the base padded to eight digits, weights 3,2,7,6,5,4,3,2
    and 11 minus the sum mod 11 (0 for 0); on 10, weights 7,4,3,2,5,2,7,6; 10 again is never issued."""
    if len(d) not in (8, 9) or not 10_000_000 <= int(d) <= 150_000_000:
        return False
    base = d[:-1].rjust(8, "0")
    for weights in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
        r = _weighted(base, weights) % 11
        check = 0 if r == 0 else 11 - r
        if check != 10:
            return check == int(d[-1])
    return False


def _personas_kods_ok(d: str) -> bool:
    """(sec27) A Latvian personas kods: a date (DDMMYY) or, from 2017, 32 and nine digits; the check (1101 minus the digits
    weighted 1,6,3,7,9,10,5,8,4,2) mod 11."""
    if len(d) != 11 or not (d.startswith("32") or _date_ok(d, day_first=True)):
        return False
    return (1101 - _weighted(d, (1, 6, 3, 7, 9, 10, 5, 8, 4, 2))) % 11 == int(d[10])


def _thai_id_ok(d: str) -> bool:
    """(sec27) A Thai citizen id: thirteen digits, the first 1-8, weights 13..2 and (11 minus the sum mod 11) mod 10."""
    return len(d) == 13 and d[0] in "12345678" and (11 - _weighted(d, tuple(range(13, 1, -1))) % 11) % 10 == int(d[12])


def _svnr_ok(d: str) -> bool:
    """(sec27) An Austrian social insurance number: a serial (not starting 0), the check digit, a date of birth (DDMMYY);
    weights 3,7,9,-,5,8,4,2,1,6 mod 11 (10 is never issued)."""
    if len(d) != 10 or not _date_ok(d[4:], day_first=True):
        return False
    r = _weighted(d[:3] + "0" + d[4:], (3, 7, 9, 0, 5, 8, 4, 2, 1, 6)) % 11
    return r != 10 and r == int(d[3])


def _cedula_ok(d: str) -> bool:
    """(sec28) A cédula by its length: Uruguay's seven digits (six in old ones) and a check digit (weights 2,9,8,7,6,3,4,
    ten minus the sum mod 10); Ecuador's ten digits (a province 01-24 or 30, a third digit below 6, the last a mod-10
    check with the first nine weighted 2,1,2,1,... and products over 9 less 9)."""
    if len(d) == 11:  # (sec30) a Dominican cédula (3-7-1): Luhn over its eleven digits
        return luhn(d)
    if len(d) in (7, 8):
        body = d[:-1].rjust(7, "0")
        return (10 - _weighted(body, (2, 9, 8, 7, 6, 3, 4)) % 10) % 10 == int(d[-1])
    if len(d) != 10 or not (1 <= int(d[:2]) <= 24 or d[:2] == "30") or int(d[2]) >= 6:
        return False
    total = sum(n - 9 if n > 9 else n for n in (int(a) * (2 - i % 2) for i, a in enumerate(d[:9])))
    return (10 - total % 10) % 10 == int(d[9])


def _melli_ok(d: str) -> bool:
    """(sec28) An Iranian national code: ten digits, not all one; the first nine weighted 10..2, the sum mod 11 is the
    check when below 2, else 11 minus it."""
    if len(d) != 10 or len(set(d)) == 1:
        return False
    r = _weighted(d, tuple(range(10, 1, -1))) % 11
    return int(d[9]) == (r if r < 2 else 11 - r)


def _dni_pe_ok(value: str) -> bool:
    """(sec29) A Peruvian DNI (CUI): eight digits and a check digit, the digits weighted 3,2,7,6,5,4,3,2 and the sum mod 11
    read through 65432110987 (a letter form, K to A, exists too; only the digit is read)."""
    m = re.search(r"(\d{8})\s?-\s?(\d)$", value)
    return m is not None and "65432110987"[_weighted(m.group(1), (3, 2, 7, 6, 5, 4, 3, 2)) % 11] == m.group(2)


def _ruc_ok(d: str) -> bool:
    """(sec29) A RUC by its length: Paraguay's (a cédula or company number of four to eight digits and a check digit: the
    digits weighted 2, 3, ... from the right, eleven minus the sum mod 11, 10 and 11 read as 0); Peru's eleven digits (a
    type 10, 15, 17 or 20 and a check digit, weights 5,4,3,2,7,6,5,4,3,2, eleven minus the sum mod 11, 10 and 11 read as 0)."""
    if len(d) == 11:
        return d[:2] in ("10", "15", "17", "20") and (11 - _weighted(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11) % 11 % 10 == int(d[10])
    if not 5 <= len(d) <= 9:
        return False
    total = sum((i + 2) * int(c) for i, c in enumerate(reversed(d[:-1])))
    return (-total % 11) % 10 == int(d[-1])


def _nit_ok(d: str) -> bool:
    """(sec29) A Colombian NIT: up to fifteen digits and a check digit, the digits weighted 3, 7, 13, 17, ... (primes) from
    the right, the sum mod 11 (below 2 itself, else eleven minus it)."""
    if not 7 <= len(d) <= 16:
        return False
    r = sum(int(c) * w for c, w in zip(reversed(d[:-1]), (3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71))) % 11
    return int(d[-1]) == (r if r < 2 else 11 - r)


def _rif_ok(value: str) -> bool:
    """(sec29) A Venezuelan RIF: a type letter (V 4, E 8, J 12, P 16, G 20), eight digits weighted 3,2,7,6,5,4,3,2, and the
    check digit eleven minus the total mod 11 (10 and 11 read as 0)."""
    m = re.search(r"([VEJPG])\s?-?\s?(\d{8})\s?-?\s?(\d)$", value.upper())
    if m is None:
        return False
    total = "VEJPG".index(m.group(1)) * 4 + 4 + _weighted(m.group(2), (3, 2, 7, 6, 5, 4, 3, 2))
    return (11 - total % 11) % 11 % 10 == int(m.group(3))


_NAMED_ADDED: dict[int, Callable[[str], bool]] = {29: _rodne_cislo_ok, 30: lambda v: _amka_ok(re.sub(r"\D", "", v)), 31: _taiwan_id_ok,
                                                  32: _hkid_ok, 33: lambda v: _my_number_ok(re.sub(r"\D", "", v)),
                                                  34: _iin_ok, 35: _rnokpp_ok, 36: _tfn_ok, 37: _ird_ok, 38: _personas_kods_ok,
                                                  39: _thai_id_ok, 40: _svnr_ok, 41: _cedula_ok, 42: _melli_ok,
                                                  43: _dni_pe_ok, 44: _ruc_ok, 45: _nit_ok, 46: _rif_ok,
                                                  47: lambda d: steuer_id_digits_ok(d) and _oib_ok(d), 48: taj_ok,
                                                  49: lambda d: len(d) == 10 and d[0] in "12" and luhn(d), 50: idnp_ok,
                                                  51: lambda d: lu_matricule_digits_ok(d) and luhn(d[:12]) and _verhoeff(d[:11] + d[12:]),
                                                  52: mykad_ok, 53: cnic_ok, 54: sl_nic_ok}


def _named_id_ok(value: str) -> bool | None:
    """(sec21) The ids told by the name they open with (or, a codice fiscale, by its own shape), each by its own check: a
    Swedish personnummer (Luhn, a date), a Norwegian fødselsnummer (two mod-11 digits), a Danish CPR (a date), a Canadian
    SIN (Luhn), a Turkish T.C. Kimlik, an Indian Aadhaar (Verhoeff), a Chilean RUT (mod 11), a South African id (a date,
    Luhn); None for a value none of them names."""
    d = re.sub(r"\D", "", value)
    if _CF.search(value.upper()) and not value[-16:].isdigit():
        return _codice_fiscale_ok(value)
    if re.fullmatch(r"756\.\d{4}\.\d{4}\.\d\d", value):
        return _ahv_ok(d)
    if _CURP.fullmatch(value.upper()):
        return _curp_ok(value)
    name = _ID_NAME.match(value)
    if name is None:
        return None
    kind = name.lastindex
    if kind == 1:  # a coordination number adds 60 to the day
        return len(d) in (10, 12) and luhn(d[-10:]) and (_date_ok(d[-10:]) or _date_ok(d[-10:], 60))
    if kind == 2:
        return len(d) == 11 and _fodselsnummer_ok(d)
    if kind == 3:  # the mod-11 rule was dropped in 2007
        return len(d) == 10 and _date_ok(d, day_first=True)
    if kind == 4:
        return len(d) == 9 and d[0] not in "08" and luhn(d)
    if kind == 5:
        return _kimlik_ok(d)
    if kind == 6:
        return len(d) == 12 and d[0] not in "01" and _verhoeff(d)
    if kind == 7:
        return _rut_ok(value)
    if kind == 12:
        return _nric_ok(value)
    if kind == 24:
        return _nir_ok(value)
    if kind == 26:
        return _pps_ok(value)
    if kind == 28:
        return _curp_ok(value)
    if kind == 22:  # its last character may be X
        number = re.search(r"\d{17}[\dXx]$", value)
        return number is not None and _prc_id_ok(number.group(0))
    if kind in _NAMED_ADDED:
        return _NAMED_ADDED[kind](value if kind <= 33 or kind in (43, 46, 54) else d)
    if kind in _NAMED_CHECKS:
        return _NAMED_CHECKS[kind](d)
    return len(d) == 13 and _date_ok(d) and d[10] in "012" and luhn(d)


def national_id_ok(value: str) -> bool:
    """(sec19) The check of the form matched: a Spanish DNI or NIE's control letter (the number mod 23), a Polish PESEL's
    check digit (weights 1-3-7-9) and a real month and day in it, else the US SSN's issuance rules (`ssn_ok`); (sec20) a
    Finnish henkilötunnus's check character (its nine digits mod 31) and a real date, a Brazilian CPF's and a Dutch BSN's
    check digits. A name before the number says which ("BSN 284175365", "CPF 41730859232")."""
    value = value.strip()
    named = _named_id_ok(value)
    if named is not None:
        return named
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
