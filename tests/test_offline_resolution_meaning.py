"""Look-alikes by meaning (issue 12): a matter that reads like a risk (a claim, a default, a
charge, a guarantee, a change-of-control or assignment clause, an exclusivity or a
non-compete) is context when another document resolves it (settled, released or discharged,
withdrawn, waived, consented, cured, expired, superseded or restated, terminated), and stays
a risk when the other document only offers, drafts, asks, waives another period, releases in
part, or settles another claim or another party's claim.

The room (tests/meaning_corpus.py) is fresh wording in UK, US, Irish and Australian drafting,
written as real files (Word, PDF, email, a workbook, Markdown) and reviewed by the real run:
index on disk, playbook, offline reviewer."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from tests.meaning_corpus import MATTERS, Matter, build_room, verdicts
from tests.rooms.score import findings_of


def _review(root: Path, resolving: bool) -> dict[str, str]:
    from diligence_tui import cli

    room = build_room(root / "room", resolving)
    run_dir = root / "run"
    with contextlib.redirect_stdout(io.StringIO()):
        assert cli.main(["run", str(room), "--out", str(run_dir), "--json"]) == 0
    return verdicts(findings_of(run_dir))


@pytest.fixture(scope="module")
def verdict(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return _review(tmp_path_factory.mktemp("meaning"), resolving=True)


def test_alone_every_matter_reads_as_a_risk(tmp_path: Path) -> None:
    # the control: without the documents that resolve them, every matter is a risk (so a
    # matter that comes out as context does so because of what resolves it)
    alone = _review(tmp_path, resolving=False)
    # (a register's row that says it is settled is resolved by its own words: no control)
    needs = {m.id for m in MATTERS if m.others or not m.resolved}
    assert {k: v for k, v in alone.items() if k in needs and v != "risk"} == {}


@pytest.mark.parametrize("matter", [m for m in MATTERS if m.resolved], ids=lambda m: m.id)
def test_a_matter_another_document_resolves_is_context(
    verdict: dict[str, str], matter: Matter
) -> None:
    # context by the say-so of the matter's own resolving document (not another party's); a
    # clause whose counterparty's consent the playbook found on file too (it was left out)
    assert verdict[matter.id] == "info", (matter.id, matter.frame, matter.raising.path)


@pytest.mark.parametrize("matter", [m for m in MATTERS if not m.resolved], ids=lambda m: m.id)
def test_a_matter_left_open_stays_a_risk(verdict: dict[str, str], matter: Matter) -> None:
    assert verdict[matter.id] == "risk", (matter.id, matter.raising.path)


def test_the_corpus_is_written_as_real_files(tmp_path: Path) -> None:
    build_room(tmp_path)
    suffixes = {p.suffix for p in tmp_path.rglob("*") if p.is_file()}
    assert {".docx", ".pdf", ".eml", ".xlsx", ".md"} <= suffixes
    assert {m.drafting for m in MATTERS} == {"UK", "US", "IE", "AU"}
    frames = {m.frame for m in MATTERS if m.resolved}
    assert frames == {
        "settled",
        "released",
        "withdrawn",
        "waived",
        "consented",
        "cured",
        "expired",
        "superseded",
        "terminated",
    }


def test_matter_references_are_case_claim_and_registration_numbers() -> None:
    from diligence_tui.offline.resolution_scope import references

    assert references(
        "Delacroix Freight LLC v. Vellacott Foods, Inc., Case No. 2:24-cv-01187."
    ) == {"01187"}
    assert references("Federal Court of Australia - NSD 1182 of 2024") == {"1182"}
    assert references("High Court 2023 No. 4412P") == {"4412P"}
    assert references("Registration 201905140033817: secured party") == {"201905140033817"}
    # a company's or an account's number, a year, an amount or a clause name no matter
    assert references("Company No. 08123456, account number 40302010") == set()
    assert references("claims £640,000 under clause 22.3 in 2024") == set()


def test_a_resolution_is_scoped_to_its_counterparty_and_its_case() -> None:
    from diligence_tui.offline.on_file import on_file
    from diligence_tui.offline.resolution_scope import same_matter

    deed = on_file(
        "kiewa",
        "Legal/Deed of Settlement - Kiewa Freight.docx",
        1,
        "Deed of Settlement\n\nIn full and final settlement of the proceeding S ECI 2024 00871 "
        "brought by Kiewa Freight Pty Ltd, the Company will pay $95,000.",
    )
    assert [r.frame for r in deed] == ["settled"] and deed[0].refs == ["00871"]
    claim = "The Plaintiff filed this proceeding and claims $780,000 for breach of contract."
    # another case of another claimant: not this matter
    head = "SUPREME COURT OF VICTORIA - S ECI 2025 01422\n\nYarra Bend Freight Pty Ltd v Company.\n"
    path = "Legal/Statement of Claim - Yarra Bend Freight.pdf"
    assert same_matter(deed[0], "litigation", path, claim, head + claim) is False
    # the same case number: the same matter
    head = "SUPREME COURT OF VICTORIA - S ECI 2024 00871\n\nKiewa Freight Pty Ltd v Company.\n"
    path = "Legal/Statement of Claim - Kiewa Freight.pdf"
    assert same_matter(deed[0], "litigation", path, claim, head + claim) is True


def test_an_offer_a_request_a_draft_and_a_partial_release_resolve_nothing() -> None:
    from diligence_tui.offline.on_file import on_file

    def frames(path: str, text: str) -> list[str]:
        return [r.frame for r in on_file("d", path, 1, text)]

    assert (
        frames(
            "Legal/Letter.eml",
            "Without prejudice, the Company offers £200,000 in full "
            "and final settlement of the claim.",
        )
        == []
    )
    assert (
        frames(
            "Commercial/Email.eml",
            "We would be grateful for Oakridge Stores Limited's "
            "consent to the change of control under clause 15.",
        )
        == []
    )
    assert (
        frames(
            "Finance/DRAFT Waiver - Bellhaven Bank.docx",
            "Bellhaven Bank, N.A. hereby waives the Event of Default under Section 7.1.",
        )
        == []
    )
    assert (
        frames(
            "Finance/Release - Tamar Bank.docx",
            "Tamar Bank plc releases the property at "
            "Unit 4 from the legal mortgage. The Mortgage Debenture otherwise remains in "
            "full force and effect.",
        )
        == []
    )
    # the same acts, done, resolve
    assert frames(
        "Legal/Letter.eml",
        "The Company paid £200,000, which Granger Tiles Limited "
        "accepted in full and final settlement of the claim.",
    ) == ["settled"]
    assert frames(
        "Finance/Letter - Bellhaven Bank.docx",
        "Bellhaven Bank, N.A. hereby waives the Event of Default under Section 7.1.",
    ) == ["waived"]


def test_a_waiver_given_at_a_request_or_an_offer_taken_up_resolves() -> None:
    from diligence_tui.offline.on_file import on_file

    def frames(text: str) -> list[str]:
        return [r.frame for r in on_file("d", "Finance/Letter - Calloway Bank.pdf", 1, text)]

    assert frames(
        "At the Company's request, the Lender hereby waives the Event of Default under clause "
        "22.3 for the Relevant Period ending 30 June 2025."
    ) == ["waived"]
    assert frames(
        "Further to your request of 2 May 2025, Calloway Bank plc hereby waives the Event of "
        "Default under clause 22.3."
    ) == ["waived"]
    assert frames(
        "Granger Tiles Limited accepted the offer of £200,000 in full and final settlement of "
        "the claim."
    ) == ["settled"]
    # still: an offer or a request alone is no resolution
    assert frames("We request that the Lender waives the Event of Default under clause 22.3.") == []
