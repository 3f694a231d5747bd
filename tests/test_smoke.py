from conftest import cand, prov


def test_accept_then_duplicate(gate):
    first = gate.write(cand("The build server runs Ubuntu 24.04."))
    assert first.verdict == "accept" and first.fact_id
    again = gate.write(cand("The build server runs Ubuntu 24.04", provenance=prov(observed="2026-05-31T00:00:00Z")))
    assert (again.verdict, again.reasons[0].rule, again.against) == ("reject", "duplicate", (first.fact_id,))
