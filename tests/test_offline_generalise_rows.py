"""The offline reviewer on records and names (issue 12; failure modes first seen on
tests/rooms/quarrendon, written on fresh wording with the benign version): a CSV's row is a
record of its own ("settled" in one answer resolves nothing of another row), a Q&A log's
question names a topic and states nothing, the party after a document's name is read within its
sentence, and "competitive" in a report is no non-compete."""

from __future__ import annotations

from diligence_tui.harness.slices import Slice, SlicePage
from diligence_tui.offline.references import parties_named
from diligence_tui.offline.reviewer import review_slices

LOG = (
    "No,Date,Topic,Question,Answer\n"
    'Q-7,2026-05-02,Regulatory,Is any investigation open?,"The Environment Agency opened an '
    'investigation into the Corby discharge in March 2026, which is ongoing."\n'
    'Q-8,2026-05-02,Legal,Any litigation?,"The claim by Harlow Fabrics was settled in full in 2025."\n'
    "Q-9,2026-05-03,Commercial,Does any customer have most-favoured-customer pricing?,See folder 4.\n"
)


def _findings(path: str, text: str) -> list[tuple[str, str]]:
    out = review_slices([Slice("d1", path, "doc", [SlicePage(1, "Body", text, 0)])])
    return [(f["category"], f["severity"]) for f in out["findings"]]


def test_a_csv_row_is_a_record_of_its_own() -> None:
    got = _findings("Transaction/Q&A log.csv", LOG)
    # the open investigation stays a risk: the next row's settlement is another matter's
    assert ("regulatory_investigation", "high") in got, got
    # a question that names most-favoured pricing states nothing
    assert "most_favoured_nation" not in {k for k, _ in got}, got


def test_the_party_after_a_documents_name_is_read_within_its_sentence() -> None:
    text = (
        "Termination and Release Agreement dated March 8, 2024.\n"
        "## Section 4.2 - Real Property\n"
        "1. Lease dated May 1, 2015 between Harrow Yard Estates LLC, as landlord, and the Company."
    )
    assert parties_named(text, text.index(" dated")) == []
    text = "the Supply Agreement dated 1 June 2020 between Riverbend Networks Ltd and the Company"
    assert parties_named(text, text.index(" dated")) == ["Riverbend Networks"]


def test_competitive_in_a_report_is_no_non_compete() -> None:
    report = (
        "Monthly operating report. In line with prior guidance, the marketing team ran a win-loss "
        "analysis of the last forty competitive bids. Pipeline coverage is 2.8x."
    )
    assert "non_compete" not in {k for k, _ in _findings("Board/Operating report.docx", report)}
    covenant = (
        "11.1 For twelve months after the Termination Date the Seller shall not, directly or "
        "indirectly, carry on any business that competes with the Business in the Territory."
    )
    assert "non_compete" in {
        k for k, _ in _findings("Deal/Share Purchase Agreement.docx", covenant)
    }
