"""The offline reviewer's anti-assignment and liability-cap findings take the trained clause
detector's passages too (issue 12), with the risk rules kept: what must be there to be the
risk, the benign look-alikes (a permission to assign on a sale of the business, a mutual
twelve-month cap, the transfer of data rather than of the contract), severity."""

from __future__ import annotations

from diligence_tui.harness.slices import Slice, SlicePage
from diligence_tui.offline.reviewer import review_slices, scan_page


def _kinds(text: str, learned: bool = True) -> dict[str, str]:
    page = SlicePage(1, "p. 1", text, 0)
    return {h.kind.key: h.severity for h in scan_page(page, learned=learned)}


def test_assignment_in_wording_the_rules_do_not_know_is_found() -> None:
    text = (
        "14. Assignment.\n\nNone of the rights or duties of the Reseller under this Agreement "
        "may be conveyed to any other person unless the Company has approved it in writing "
        "beforehand."
    )
    assert "anti_assignment" not in _kinds(text, learned=False)
    assert _kinds(text)["anti_assignment"] == "medium"
    # a transfer "by operation of law" still escalates, as for a rule's hit
    text = (
        "14. Assignment.\n\nThis Agreement and the rights granted hereunder are personal to "
        "Distributor. Distributor shall not "
        "sell, convey or otherwise dispose of this Agreement or any interest in it, voluntarily "
        "or by operation of law, except with the written approval of Supplier."
    )
    assert "anti_assignment" not in _kinds(text, learned=False)
    assert _kinds(text)["anti_assignment"] == "high"


def test_a_cap_in_wording_the_rules_do_not_know_is_found_and_sized() -> None:
    text = (
        "9. Limitation of Liability.\n\nIn no event shall the aggregate amount recoverable by "
        "Customer from Vendor under this Agreement exceed the fees paid by Customer during the "
        "three (3) months preceding the claim."
    )
    assert "liability_cap" not in _kinds(text, learned=False)
    assert _kinds(text)["liability_cap"] == "medium"  # three months: low for real losses
    piece = Slice("d1", "MSA - Vendor.txt", "txt", pages=[SlicePage(1, "p. 1", text, 0)])
    found = [f for f in review_slices([piece])["findings"] if f["category"] == "liability_cap"]
    assert len(found) == 1
    for citation in found[0]["citations"]:
        assert citation["quote"] in text


def test_look_alikes_stay_benign_when_the_model_reads_them() -> None:
    # an exclusion of kinds of loss is not a cap on the amount
    text = (
        "9. Limitation of Liability.\n\nNeither party shall be liable to the other for any "
        "indirect, incidental or consequential damages arising out of this Agreement."
    )
    assert "liability_cap" not in _kinds(text)
    # the restriction is the exception to a permission to assign on a sale of the business
    text = (
        "12. Assignment\n12.1 Either party may assign this Agreement to an acquirer of all or "
        "substantially all of its business by notice to the other party. Any other assignment "
        "requires the other party's prior written consent. Any purported assignment in breach "
        "of this Section is void."
    )
    assert "anti_assignment" not in _kinds(text)
    assert "change_of_control" not in _kinds(text)
    # personal data, not the contract, is what may not be transferred
    text = (
        "7. Data.\n\nProvider shall not transfer Personal Data outside the United States "
        "without Customer's prior written consent."
    )
    assert "anti_assignment" not in _kinds(text)


def test_a_mutual_cap_cut_at_a_line_in_capitals_is_benign() -> None:
    """The sentence splitter takes a numbered line in capitals for a heading; the benign
    test (each party, twelve months) reads the words run into the clause from it."""
    text = (
        "10. Limitation of Liability\n10.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY "
        "INDIRECT, INCIDENTAL,\nSPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, HOWEVER CAUSED.\n"
        "10.2 THE AGGREGATE LIABILITY OF EACH PARTY UNDER THIS AGREEMENT, WHETHER IN\n"
        "CONTRACT, TORT (INCLUDING NEGLIGENCE) OR OTHERWISE, IS LIMITED TO THE TOTAL FEES\n"
        "PAID OR PAYABLE IN THE TWELVE (12) MONTHS BEFORE THE FIRST EVENT GIVING RISE TO\n"
        "LIABILITY.\n11. Insurance\n"
    )
    assert "liability_cap" not in _kinds(text)
    # the same cap protecting one side only is the risk
    one_sided = text.replace("OF EACH PARTY", "OF THE SUPPLIER")
    assert "liability_cap" in _kinds(one_sided)
