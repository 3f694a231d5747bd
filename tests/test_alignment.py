"""alignment.py: paths, log records, qualifying phrases and how logs say "failed"."""

from __future__ import annotations

import pytest

from trustgate.alignment import align

PG_LOG = 'ERROR: could not write to file "/srv/pg/16/main/base/pgsql_tmp/t1": No space left on device'


def kinds(text: str, span: str) -> list[str]:
    return [f.kind for f in align(text, span).findings]


@pytest.mark.parametrize("claim", [
    "The write failed because no space is left on the device for /srv/pg.",
    "No space was left on the device for /srv/pg/16/main.",
    "No space was left on the device for /srv/pg/16/main/base/pgsql_tmp/t1.",
])
def test_a_directory_of_a_path_in_the_source_is_supported(claim):
    assert kinds(claim, PG_LOG) == []


@pytest.mark.parametrize("claim", [
    "No space was left on the device for /srv/p.",              # not a whole component
    "No space was left on the device for /srv/pg/17/main.",     # another directory
    "No space was left on the device for /srv/pg/16/main/base/pgsql_tmp/t1/extra.",  # deeper than the source
])
def test_a_path_the_source_does_not_contain_is_not(claim):
    assert "missing" in kinds(claim, PG_LOG)


@pytest.mark.parametrize("span, claim", [
    ("2026-03-07 02:14 garage door opener: Wi-Fi connection lost (reconnect failed 3 times)",
     "The garage door opener lost its Wi-Fi connection on 2026-03-07."),
    ("2026-03-29 19:42 bedroom smoke alarm: new battery detected",
     "A new battery was detected in the bedroom smoke alarm on 2026-03-29."),
    ("[2026-01-15T08:30:12Z] ERROR payments-api: connection to ledger refused",
     "The payments-api connection to the ledger failed on 2026-01-15 at 08:30."),
    ("Mar 7 02:14:05 web-01 sshd[812]: Accepted publickey for alice from 10.0.0.5",
     "On web-01, sshd accepted a public key from 10.0.0.5 for alice."),
])
def test_a_log_records_key_grounds_what_the_claim_says_of_its_message(span, claim):
    assert kinds(claim, span) == []


@pytest.mark.parametrize("span, claim", [
    ("2026-03-07 02:14 garage door opener: Wi-Fi connection lost",
     "The garage door opener lost its Wi-Fi connection on 2026-03-08."),
    ("[2026-01-15T08:30:12Z] ERROR payments-api: connection to ledger refused",
     "The payments-api connection to the ledger failed on 2026-01-15 at 09:30."),
    ("2026-03-07 02:14 garage door opener: Wi-Fi connection restored\n2026-03-07 02:10 garage door opener: reboot",
     "The garage door opener lost its Wi-Fi connection at 02:10."),
])
def test_a_changed_date_time_or_event_in_a_log_is_not_grounded(span, claim):
    assert kinds(claim, span) != []


@pytest.mark.parametrize("span, claim", [
    ("Learned in kestrel-api: the shared Sentry instance drops events larger than 200 KB without an error.",
     "The shared Sentry instance drops events larger than 200 KB."),
    ("The cluster was upgraded to Kubernetes 1.29 on Saturday with no downtime.",
     "The cluster was upgraded to Kubernetes 1.29 on Saturday."),
    ("The nightly job truncates the staging tables at 03:00 without warning.",
     "The nightly job truncates the staging tables at 03:00."),
])
def test_a_qualifying_negative_phrase_does_not_deny_the_statement(span, claim):
    assert kinds(claim, span) == []


@pytest.mark.parametrize("span, claim", [
    ("Learned in kestrel-api: the shared Sentry instance drops events larger than 200 KB without an error.",
     "The shared Sentry instance drops events larger than 300 KB."),
    ("The cluster was upgraded to Kubernetes 1.29 on Saturday with no downtime.",
     "The cluster was not upgraded to Kubernetes 1.29 on Saturday."),
])
def test_a_changed_or_denied_statement_is_still_caught(span, claim):
    assert kinds(claim, span) != []


@pytest.mark.parametrize("span", [
    "2026-02-02 03:00 nightly backup: ERROR upload aborted",
    "2026-02-02 03:00 nightly backup: unable to reach bucket",
    "nightly backup exited with a fatal exception",
])
def test_a_log_saying_error_or_unable_counts_for_failed(span):
    result = align("The nightly backup failed.", span)
    assert result.findings == () and "failed" not in result.uncovered


def test_a_log_saying_the_job_finished_does_not_count_for_failed():
    assert "failed" in align("The nightly backup failed.", "2026-02-02 03:00 nightly backup: upload complete").uncovered


def test_because_is_a_link_the_claim_draws_not_a_word_to_find():
    result = align("The upload stopped because the token expired.", "upload stopped: token expired at 09:12")
    assert result.findings == () and result.content == 4 and "because" not in result.uncovered


RECIPE = "Recipe for pasta: Boil 400g of spaghetti for 10 minutes. In a separate pan, saute 4 cloves of garlic in olive oil."


@pytest.mark.parametrize("span, claim", [
    (RECIPE, "The garlic is not sauteed in olive oil."),
    (RECIPE, "The spaghetti is never boiled."),
    ("The Westbrook library holds over 80,000 volumes.", "The Westbrook library does not hold books."),
])
def test_a_denial_the_source_states_plainly_is_refused(span, claim):
    assert "polarity" in kinds(claim, span)


@pytest.mark.parametrize("span, claim", [
    ("The library is not open on public holidays.", "The library does not open on public holidays."),
    ("2026-03-07 02:14 garage door opener: Wi-Fi connection lost", "The garage door opener has no Wi-Fi connection."),
    ("The shared Sentry instance drops events larger than 200 KB without an error.",
     "Sentry raises no error when it drops events larger than 200 KB."),
    ("The nightly import finished with 0 errors.", "The nightly import had no errors."),
])
def test_a_denial_the_source_backs_is_grounded(span, claim):
    assert kinds(claim, span) == []


@pytest.mark.parametrize("text, english", [
    ("Alice Smith earned her degree from MIT in 2012.", True),   # MIT is not German "mit"
    ("The cafe serves pain au chocolat every morning.", True),   # one loan phrase
    ("Die Temperatur in Oslo beträgt 21 Grad.", False),
    ("Le serveur est en panne depuis 9 heures.", False),
])
def test_english_is_told_by_function_words_not_acronyms(text, english):
    from trustgate.alignment import is_english
    assert is_english(text) is english


def test_an_age_in_words_is_the_age_in_digits():
    span = "First place went to Sarah Liu, age 15, for her project."
    assert kinds("Sarah Liu is fifteen years old.", span) == []
    assert kinds("Sarah Liu is sixteen years old.", span) != []


def test_a_crew_size_glued_to_its_noun_is_checked():
    span = "It carries a crew of three: Commander Elena Vasquez, Engineer Priya Nair and Dr. James Park."
    assert kinds("The spacecraft has a three-person crew.", span) == []
    assert "missing" in kinds("The spacecraft has a six-person crew.", span)


def test_opposites_come_from_the_rule_file_and_can_be_turned_off():
    from trustgate.alignment import opposite_table

    span = "In winter the west gate stays warm."
    assert [f.kind for f in align("In winter the west gate stays icy.", span, opposites=opposite_table([("warm", "icy")])).findings] \
        == ["contradicted"]
    assert [f.kind for f in align("In winter the west gate stays icy.", span, opposites=opposite_table([])).findings] == []


def test_one_word_swapped_inside_a_phrase_the_source_has_is_contradicted():
    span = "The depot stores frozen fish fillets and dry goods."
    assert [f.kind for f in align("The depot stores frozen chicken fillets.", span).findings] == ["contradicted"]
    assert align("The depot stores frozen fish fillets.", span).findings == ()
    # a verb form between the same words is a rewording, not a swap
    assert align("The library was established in 1923.", "The library was founded in 1923.").findings == ()


DF = ("Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p1  100G   12G   88G  12% /\n"
      "/dev/nvme1n1    500G  459G   41G  92% /data")


@pytest.mark.parametrize(("claim", "verdict"), [
    ("build-07 has 41G available on /data.", "accept"),   # the call named the host; the output never does
    ("build-08 has 41G available on /data.", "reject"),   # another host than the call's
    ("build-07 has 88G available on /data.", "reject"),   # the other row's value
])
def test_an_identifier_the_call_names_is_no_value_the_output_must_say(gate, claim, verdict):
    d = gate.check({"text": claim, "domain": "hosts/build-07", "provenance": {
        "source_kind": "tool_output", "source_id": "tool:df#1", "source_span": DF, "evidence_count": 1, "confidence": 0.9}})
    assert d.verdict == verdict, d.to_dict()


def test_an_acronym_before_a_noun_is_no_name_the_source_must_hold():
    span = "name: deploy-bot\nkey expires: 2027-01-09\nscopes: read"
    assert kinds("The deploy-bot API key expires on 2027-01-09.", span) == []
    assert "missing" in kinds("The deploy-bot key expires on 2027-02-09.", span) + kinds("Deploy-bot's key belongs to Acme.", span)
