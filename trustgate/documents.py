"""Documents a tool prints as JSON, JSON Lines or XML, read into plain objects for spans.py to flatten.

Contract. `plain(data)` turns parsed JSON into plain Python (exact numbers kept as numbers, a value wrapped with its
metadata as the value, a Key/Value list as a mapping); `xml(text)` reads XML as JSON would hold it (None when it is
not well-formed, declares entities, or is a page's markup); `json_lines(text)` reads one object per line (None
unless two or more); `money_of(obj)` gives the money an amount field holds beside a `currency` field of the same
object.

Why: these shapes say what belongs together (an element's attributes, a row's amount and its currency) before any
table is built; reading them apart keeps spans.py about records.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from decimal import Decimal

from datetime import UTC, datetime

import yaml

from .cells import field_words, metric_unit
from .values import extract

_WRAPPER_KEYS = frozenset("value type sensitive description unit ephemeral".split())


def _pair(x: object) -> tuple[str, object] | None:
    """{"Key": "Name", "Value": "web-1"} (AWS tags, label lists): one entry of a mapping written as an object."""
    if not isinstance(x, dict) or len(x) != 2:
        return None
    lower = {str(k).lower(): v for k, v in x.items()}
    name = lower.get("key", lower.get("name"))
    if "value" not in lower or not isinstance(name, str) or isinstance(lower["value"], (dict, list)):
        return None
    return name, lower["value"]


def _sample(pair: object, unit: str | None) -> tuple[object, str] | None:
    """A Prometheus sample [unix time, "value"] as (the value, with its unit when the metric's name gives one; the
    time as ISO 8601 UTC), or None when `pair` is no sample."""
    if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], (int, float, Decimal)) and not isinstance(pair[0], bool) and isinstance(pair[1], str)):
        return None
    try:
        stamp = datetime.fromtimestamp(float(pair[0]), UTC).isoformat(timespec="seconds")
        float(pair[1])
    except (ValueError, OverflowError):
        return None
    return (f"{pair[1]} {unit}" if unit else pair[1]), stamp


def _series(data: dict) -> dict | None:
    """A series of a Prometheus HTTP API answer ({"metric": {labels}, "value": [time, "v"]}, or "values" for a range):
    its labels and its sample(s), the value in the unit the metric's name ends with ("_bytes")."""
    if not isinstance(data.get("metric"), dict) or not set(data) <= {"metric", "value", "values"} or len(data) != 2:
        return None
    unit = metric_unit(str(data["metric"].get("__name__", "")))
    if "value" in data:
        sample = _sample(plain(data["value"]), unit)
        return {"metric": plain(data["metric"]), "value": sample[0], "time": sample[1]} if sample else None
    samples = [_sample(plain(p), unit) for p in data["values"]] if isinstance(data["values"], list) else [None]
    if not samples or not all(samples):
        return None
    return {"metric": plain(data["metric"]), "values": [{"time": t, "value": v} for v, t in samples]}  # type: ignore[misc]


def _names(headers: object) -> list[str] | None:
    """Column names: a list of names, or of objects each with a `name` (a column header, a schema field)."""
    if not isinstance(headers, list) or not headers:
        return None
    names = [h if isinstance(h, str) else h.get("name") if isinstance(h, dict) else None for h in headers]
    return names if all(isinstance(n, str) and n for n in names) and len(set(names)) == len(names) else None  # type: ignore[return-value]


def _cells(row: object) -> list | None:
    """One row of a columnar answer as its cells in column order: a list, BigQuery's {"f": [{"v": ...}]}, or GA4's
    {"dimensionValues": [{"value": ...}], "metricValues": [...]}."""
    if isinstance(row, list):
        return row
    if not isinstance(row, dict):
        return None
    parts = [row["f"]] if "f" in row else [row[k] for k in ("dimensionValues", "metricValues") if k in row]
    if not parts or not all(isinstance(p, list) for p in parts):
        return None
    cells = [c for p in parts for c in p]
    if all(isinstance(c, dict) and len(c) == 1 and set(c) <= {"v", "value"} for c in cells):
        return [next(iter(c.values())) for c in cells]
    return None


_HEADER_KEYS = (("columnHeaders",), ("columns",), ("schema", "fields"), ("dimensionHeaders", "metricHeaders"))


def _columnar(data: dict) -> dict | None:
    """An answer that names its columns once and gives each row's cells by position (YouTube Analytics' columnHeaders
    and rows, BigQuery's schema.fields and rows of f/v, GA4's dimensionHeaders / metricHeaders and rows of
    dimensionValues / metricValues, a "columns" / "data" split): its rows as objects keyed by the column names, so a
    value stays with its row and its column. None when the shape is not that, or a row's length differs."""
    for keys in _HEADER_KEYS:
        if keys[0] not in data:
            continue
        if keys == ("schema", "fields"):
            names = _names(data["schema"].get("fields")) if isinstance(data["schema"], dict) else None
            drop = ("schema",)
        else:
            parts = [_names(data.get(k)) if k in data else [] for k in keys]
            names = None if any(p is None for p in parts) else [n for p in parts for n in p]  # type: ignore[union-attr]
            drop = tuple(k for k in keys if k in data)
        body = next((k for k in ("rows", "data", "values") if isinstance(data.get(k), list) and data[k]), None)
        if not names or body is None:
            return None
        rows = [_cells(r) for r in data[body]]
        if not all(r is not None and len(r) == len(names) for r in rows):
            return None
        out = {k: v for k, v in data.items() if k not in drop and k != body}
        out[body] = [dict(zip(names, r)) for r in rows]  # type: ignore[arg-type]
        return out
    return None


_ROW_KEYS = frozenset("time times date dates day days timestamp timestamps hour hours".split())


def _parallel(data: dict) -> dict:
    """(gt14) An object of parallel arrays, one of them the times or dates the others are read at (Open-Meteo's
    "daily": {"time": [...], "temperature_2m_max": [...]}), as a row per time; a sibling "<name>_units" object
    ("daily_units": {"temperature_2m_max": "°C"}) gives each column's unit, so "-0.4" of that column is -0.4 °C."""
    out = dict(data)
    for key, cols in data.items():
        if not isinstance(cols, dict) or not set(map(str, cols)) & _ROW_KEYS or len(cols) < 2:
            continue
        lists = list(cols.values())
        if not all(isinstance(v, list) and len(v) == len(lists[0]) and all(not isinstance(x, (dict, list)) for x in v)
                   for v in lists) or len(lists[0]) < 2:
            continue
        units = data.get(f"{key}_units")
        units = units if isinstance(units, dict) else {}

        def cell(name: object, x: object) -> object:
            unit = units.get(name)
            if isinstance(unit, str) and unit.strip() and isinstance(x, (int, float, Decimal)) and not isinstance(x, bool):
                return f"{plain(x)} {unit.strip()}"
            return x
        out[key] = [{name: cell(name, col[i]) for name, col in cols.items()} for i in range(len(lists[0]))]
    return out


def plain(data: object, currency: str | None = None) -> object:
    """JSON numbers as exact Decimals would read as strings in cells; keep ints and Decimals as numbers. An output's
    value wrapped with its metadata ({"value": 14, "type": "number", "sensitive": false}, `terraform output -json`) is
    the value, and a list of Key/Value objects is the mapping it writes. An object with amounts and no `currency` of
    its own takes the currency of the object it is nested in (an invoice's line items)."""
    if isinstance(data, dict):
        series = _series(data)
        if series is not None:
            return series
        columnar = _columnar(data)
        if columnar is not None:
            data = columnar
        data = _parallel(data)
        if "value" in data and len(data) > 1 and set(data) <= _WRAPPER_KEYS:
            value = plain(data["value"])
            unit = data.get("unit")  # {"value": 120, "unit": "ms"} is 120 ms
            return f"{value} {unit}" if isinstance(unit, str) and isinstance(value, (int, float)) else value
        divided = _divided(data)
        if divided is not None:
            return divided
        code = next((v for k, v in data.items() if str(k).lower() == "currency"), None)  # XML's <Currency>
        code = code if isinstance(code, str) and re.fullmatch(r"[A-Za-z]{3}", code) else currency
        out = {k: plain(v, code) for k, v in data.items()}
        out.update(_month_years(out))
        if code and not any(str(k).lower() == "currency" for k in out) and any(_is_amount(str(k)) for k in out):
            out["currency"] = code
        return out
    if isinstance(data, list):
        if _header_row(data):  # (gt27) [["time_tag", "Kp"], ["2026-12-02 09:00", "2.33"], ...]: rows keyed by the first
            return [plain(dict(zip(data[0], row)), currency) for row in data[1:]]
        pairs = [_pair(x) for x in data]
        if data and all(pairs) and len({p[0] for p in pairs}) == len(pairs):  # type: ignore[index]
            return {k: plain(v, currency) for k, v in pairs}  # type: ignore[misc]
        return [plain(v, currency) for v in data]
    if isinstance(data, Decimal):
        return int(data) if data == data.to_integral_value() and "." not in str(data) else float(data)
    return data


def _header_row(data: list) -> bool:
    """A list of lists of one length whose first names its columns (distinct strings, none a number) and whose rest
    are rows (NOAA's SWPC products, a sheet's values with its header): each row a value of its column."""
    if len(data) < 3 or not all(isinstance(r, list) for r in data) or len({len(r) for r in data}) != 1 or len(data[0]) < 2:
        return False
    head = data[0]
    return all(isinstance(c, str) and re.search(r"[^\W\d]", c) for c in head) and len(set(head)) == len(head) \
        and any(isinstance(c, (int, Decimal)) or isinstance(c, str) and re.fullmatch(r"-?\d+(?:\.\d+)?", c)
                for row in data[1:] for c in row)  # word pairs are left to _pair


def _divided(obj: dict) -> str | None:
    """(gt24) Money written as an integer amount over the divisor that gives its major units, beside its currency
    ({"amount": 3400, "divisor": 100, "currency_code": "EUR"}, Etsy's money objects): "34 EUR"."""
    keys = {str(k).lower(): v for k, v in obj.items()}
    amount, divisor = keys.get("amount"), keys.get("divisor")
    code = keys.get("currency_code", keys.get("currency"))
    if set(keys) - {"amount", "divisor", "currency_code", "currency"} or not isinstance(code, str) \
            or not re.fullmatch(r"[A-Za-z]{3}", code):
        return None
    if not all(isinstance(x, (int, Decimal)) and not isinstance(x, bool) for x in (amount, divisor)) or not divisor \
            or not re.fullmatch(r"10*", str(divisor)):
        return None
    return f"{(Decimal(amount) / Decimal(divisor)).normalize():f} {code.upper()}"  # type: ignore[arg-type]


def _month_years(obj: dict) -> dict:
    """(gt23) A month and a year printed in two fields of one name ("expirationMonth": "09", "expirationYear":
    "2028"; Stripe's exp_month / exp_year) are also one month of a year under that name ("expiration": "2028-09")."""
    out = {}
    for key, month in obj.items():
        words = field_words(str(key))
        if len(words) < 2 or words[-1] != "month" or not re.fullmatch(r"\d{1,2}", str(month)) or not 1 <= int(str(month)) <= 12:
            continue
        year = next((v for k, v in obj.items() if field_words(str(k)) == [*words[:-1], "year"]), None)
        name = str(key)[: -len("month")].rstrip("_-. ")
        if re.fullmatch(r"\d{4}", str(year)) and name and name not in obj:
            out[name] = f"{year}-{int(str(month)):02d}"
    return out


_HTML = frozenset("html body div p span section article main header footer nav ul ol li a table h1 h2 h3 h4 h5 h6 "
                  "blockquote em strong b i".split())


def xml(text: str) -> dict | None:
    """XML (a Maven pom, an API's XML answer, a JUnit report) as JSON would hold it, read by xml.etree: an element
    is a mapping of its attributes and children (namespaces dropped), a child repeated under one parent is a list (a
    table: the pom's dependencies), an element with text only is that text. None when it is not well-formed or
    declares entities."""
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        return None  # entity declarations (an expansion bomb) are never read: such a span stays prose
    try:
        root = ET.fromstring(text)
    except ET.ParseError:
        return None
    if root.tag.lower() in _HTML:
        return None  # a fetched page's markup is prose, read as its text

    def local(name: str) -> str:
        return name.rsplit("}", 1)[-1]  # '{namespace}tag' -> 'tag'

    def tag(e: ET.Element) -> str:
        return local(e.tag)

    def read(e: ET.Element) -> object:
        children = list(e)
        if not children and not e.attrib:
            return (e.text or "").strip()
        out: dict[str, object] = {local(k): v for k, v in e.attrib.items()}
        names = [tag(c) for c in children]
        for name in dict.fromkeys(names):
            same = [read(c) for c in children if tag(c) == name]
            out[name] = same if len(same) > 1 or len(set(names)) == 1 and len(names) > 1 else same[0]
        if (e.text or "").strip():
            out["text"] = e.text.strip()  # type: ignore[union-attr]
        return out
    return {tag(root): read(root)}


# (gt17) mongosh and the Node REPL print documents as JavaScript literals: keys unquoted, strings in single quotes,
# BSON values wrapped (ObjectId('...'), ISODate('...'), Decimal128('49.90'), NumberLong(12), Long('7'), Int32(3))
_WRAPPED = re.compile(r"\b(?:ObjectId|ISODate|Decimal128|NumberDecimal|NumberLong|NumberInt|Long|Int32|Double|UUID|"
                      r"new Date)\(\s*('[^'\n]*'|\"[^\"\n]*\"|-?[\d.]+)\s*\)")
_BARE_KEY = re.compile(r"[{,]\s*[A-Za-z_$][\w$]*\s*:\s")


def shell_literal(text: str) -> dict | list | None:
    """A document printed as a JavaScript literal (mongosh's `find()`), its wrappers cut to what they wrap and read as
    YAML's flow style (which takes bare keys and single-quoted strings); None when it is no such literal."""
    if text[:1] not in "{[" or not _BARE_KEY.search(text):
        return None
    try:
        data = yaml.safe_load(_WRAPPED.sub(lambda m: m.group(1), text))
    except yaml.YAMLError:
        return None
    return data if isinstance(data, (dict, list)) else None


def json_lines(text: str) -> list | None:
    """JSON Lines (structured logs, `docker inspect --format json` streams): one object per line, read as a table."""
    rows = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            row = json.loads(line, parse_float=Decimal)
        except ValueError:
            return None
        if not isinstance(row, dict):
            return None
        rows.append(row)
    return rows if len(rows) > 1 else None


_AMOUNTS = frozenset("amount value total price sum net gross unit_amount amount_total subtotal tax rate".split())  # (gt18) rate: ECB's per-euro rate
# words that make a field an amount wherever they are in its name (Stripe's amount_due, a bank's AvailableBalance,
# OverdraftLimit, a fee or a cost): beside a currency field these hold money
_AMOUNT_WORDS = frozenset("amount balance overdraft fee fees cost price".split())


def _is_amount(key: str) -> bool:
    """A field of an amount: a known name, or one with an amount word in it (Stripe's amount_due, AvailableBalance)."""
    return key.lower() in _AMOUNTS or bool(set(field_words(key)) & _AMOUNT_WORDS)


# (gt21) currencies with no minor unit: an integer amount in them is already whole (Adyen's and Stripe's JPY, KRW)
_WHOLE_UNITS = frozenset("BIF CLP DJF GNF ISK JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF".split())


def _shown(text: str) -> set[Decimal]:
    """The amounts a string prints with their decimals ("£18.00", "18.00")."""
    return {Decimal(m) for m in re.findall(r"\d+\.\d\d\b", text.replace(",", ""))}


def _fractional(obj: dict, where: tuple) -> bool:
    """An amount field of the object at `where` printed with decimals (then its integers are whole units too)."""
    def dec(x: object) -> bool:
        return isinstance(x, (float, Decimal)) and x != int(x) or isinstance(x, str) and bool(re.fullmatch(r"-?\d+\.\d+", x.strip()))
    return any(dec(v) for k, v in obj.items() if (k[:-1] if isinstance(k, tuple) else ()) == where
               and _is_amount(str(k[-1] if isinstance(k, tuple) else k)))


def money_of(obj: dict, name: str = "") -> dict:
    """An amount beside a `currency` field of the same object ({"amount": 189.5, "currency": "EUR"}) is money in
    that currency: key of the amount -> its money values. An integer amount beside a lower-case code is read in
    minor units (Stripe's "amount": 4599, "currency": "eur" is 45.99 EUR, never 4599 EUR), and so is one in an object
    named as money (`name`, the object's own key, or the path the amount sits under): Square's Money objects,
    "amount_money": {"amount": 9850, "currency": "GBP"}, are £98.50 (gt18), as are Adyen's "amount": {"currency": "EUR",
    "value": 12995}, €129.95 (gt21); never in a currency with no minor unit (JPY)."""
    def parts(key: object) -> tuple[tuple, str]:
        return (key[:-1], str(key[-1]).lower()) if isinstance(key, tuple) else ((), str(key).lower())
    out: dict = {}
    for ck, code in obj.items():
        where, last = parts(ck)
        named = last == "currency" or "currency" in field_words(last)  # (gt17) an export's "Currency code", (gt23) Klarna's purchase_currency
        if not named or not isinstance(code, str) or not re.fullmatch(r"[A-Za-z]{3}", code):
            continue
        for ak, amount in obj.items():
            if parts(ak)[0] != where or not _is_amount(str(ak[-1] if isinstance(ak, tuple) else ak)):
                continue
            if isinstance(amount, str) and re.fullmatch(r"-?\d+\.\d+", amount.strip()):
                amount = Decimal(amount.strip())  # XML prints every amount as text: "15230.75"
            if isinstance(amount, bool) or not isinstance(amount, (int, float, Decimal)):
                continue
            found = extract(f"{amount} {code.upper()}")
            owner = str(where[-1]) if where else name
            minor = code.islower() or bool({"money", "amount"} & set(field_words(owner))) or isinstance(amount, int) and any(
                isinstance(s, str) and Decimal(amount) / 100 in _shown(s) for k, s in obj.items() if parts(k)[0] == where)
            # (gt22) or a sibling prints it in major units (Eventbrite's "value": 1800 beside "display": "£18.00")
            # (gt21) Adyen's "amount":
            if isinstance(amount, int) and minor and code.upper() not in _WHOLE_UNITS:  # {"currency": "EUR", "value": 12995}
                found = extract(f"{Decimal(amount) / 100} {code.upper()}")
            elif isinstance(amount, int) and code.upper() not in _WHOLE_UNITS and not _fractional(obj, where):
                # (gt23) no sign either way (GoCardless' "amount": 4250, "currency": "GBP", no amount beside it with
                # decimals): the integer may be in major or in minor units, both readings are the source's
                found = found + extract(f"{Decimal(amount) / 100} {code.upper()}")
            out[ak] = tuple(v for v in found if v.kind == "money")
    return out
