"""Intake, round 31 (helper sec30), written after probe31's first run on sentences of its own (not the probe's).

Each batch names the kind of text it covers; every attack must be refused by the rule named, every look-alike accepted.
Every case fails before this round (on 78256d1) unless marked a guard (a reading this round must not take away). The
cases run through the real gate with the shipped rules (tests/test_directive.py has the helpers); the national id
checks are also tried directly. Every number, key and id below is made up, with a valid check where one is asked for.
"""

from __future__ import annotations

import pytest
from test_directive import check, gate, refused_by  # noqa: F401  (the module's gate fixture and its helpers)

from trustgate.secret_checks import national_id_ok


@pytest.mark.parametrize("value, ok", [
    ("Steuer-ID 50841575923", True), ("IdNr. 72 186 310 515", True), ("TAJ 265-701-054", True),
    ("cédula 001-9956200-0", True), ("national ID 2466625106", True), ("IDNP 0971680506462", True),
    # a wrong check digit; a Steuer-ID whose first ten digits repeat none
    ("Steuer-ID 50841575924", False), ("TAJ 265-701-055", False), ("cédula 001-9956200-1", False),
    ("national ID 2466625107", False), ("IDNP 0971680506463", False), ("Steuer-ID 12345678903", False),
])
def test_round31_national_ids_by_their_checks(value, ok):
    assert national_id_ok(value) is ok


# first batch: a German Steuer-IdNr, a Hungarian TAJ number, a Dominican cédula (3-7-1), a Saudi national id or iqama and
# a Moldovan IDNP after their names, each by its check
IDS_31A = [
    ("Personalbogen: Steueridentifikationsnummer 72186310515, Eintritt 1.3.", True),
    ("Beteg adatai: TAJ-szám 521 622 640, háziorvos dr. Szabó", True),
    ("Inscripción del club: cédula 001-5560870-6, categoría juvenil", True),
    ("Tenant record: iqama number 2091505079, unit 14B", True),
    ("Cerere de abonament: IDNP 0971419064414, str. Florilor 3", True),
    ("The Steuer-ID is printed on the letter from the tax office.", False),  # guard: no number
    ("Iqama number 2091505078 was rejected by the portal", False),  # guard: the check digit is wrong
]


@pytest.mark.parametrize("text, redacted", IDS_31A)
def test_round31_national_id_redacted(gate, text, redacted):  # noqa: F811  (gate: the imported fixture)
    d = check(gate, text, "tool_output")
    kinds = {r["kind"] for r in d.scores.get("redacted", ())}
    assert d.verdict == "accept" and ("national_id" in kinds) is redacted, (d.verdict, d.scores.get("redacted"))


# second batch: a key after an Authorization header's scheme word other than Basic or Bearer ("App", "GenieKey"), and a
# user and an access key given as a pair in a config object; placeholders pass
CREDS_31B = [
    ('curl -s https://alerts.example/v2/alerts -H "Authorization: GenieKey 4f1c9b2e-77d0-4a1e-9c3b-5e2d8a6f0b91"', "credential"),
    ("capabilities = { user: 'lab-runner', accessKey: 'h7Tq2LmZ9xWc4RbN8sKe', os: 'Windows' }", "credential"),
    ('curl -H "Authorization: App <your-api-key>" https://sms.example/send', None),  # guard: a placeholder
    ("capabilities = { user: 'lab-runner', key: 'YOUR_ACCESS_KEY_HERE' }", None),  # guard: a placeholder
]


@pytest.mark.parametrize("text, rule", CREDS_31B)
def test_round31_credentials(gate, text, rule):  # noqa: F811
    refused_by(gate, text, "tool_output", rule)
