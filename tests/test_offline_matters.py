"""One matter, one finding (issue 12, "Signal over noise"): findings that cite the same passage
are merged (review/matters.py, applied by ReviewState.merge_matters and the offline playbook's
final step), a finding that reads documents together keeps its place over the clause it builds
on, and two findings that each join documents stay apart. Fresh wording throughout: no room
document's sentences."""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui.review import matters
from diligence_tui.review.model import Citation, Finding
from diligence_tui.review.state import ReviewState, rebuild

LEASE = "Leases/Occupational Lease - Quayside Unit 9.txt"
LEASE_TEXT = (
    "Clause 14. The Tenant shall not assign or underlet this Lease, and any transfer of a "
    "controlling interest in the Tenant is an assignment for this purpose, for which the "
    "Landlord's consent must first be obtained. Clause 15. Rent is payable quarterly."
)


def cite(doc: str, path: str, text: str, quote: str, verified: bool = True) -> Citation:
    start = text.index(quote)
    return Citation(doc, path, quote, 1, "p. 1", start, start + len(quote), verified)


def finding(title: str, category: str, severity: str, *cits: Citation, **more) -> Finding:
    return Finding(
        title=title,
        category=category,
        severity=severity,
        description=more.pop("description", f"{title} matters for the deal. More."),
        next_step=more.pop("next_step", f"Deal with {category}."),
        citations=list(cits),
        source="offline",
        **more,
    )


def lease_pair() -> tuple[Finding, Finding]:
    broad = "The Tenant shall not assign or underlet this Lease, and any transfer of a controlling"
    narrow = (
        "any transfer of a controlling interest in the Tenant is an assignment for this purpose"
    )
    assign = finding(
        "Anti-assignment / consent requirement: Occupational Lease - Quayside Unit 9.txt",
        "anti_assignment",
        "medium",
        cite("lease", LEASE, LEASE_TEXT, broad),
    )
    control = finding(
        "Change of control clause: Occupational Lease - Quayside Unit 9.txt",
        "change_of_control",
        "high",
        cite("lease", LEASE, LEASE_TEXT, narrow),
        exposure="GBP 95,000 (annual rent)",
        amounts=[95000.0],
    )
    return assign, control


def test_two_kinds_read_from_overlapping_spans_of_one_document_are_one_finding() -> None:
    assign, control = lease_pair()
    other_clause = finding(
        "Rent review: Occupational Lease - Quayside Unit 9.txt",
        "other",
        "low",
        cite("lease", LEASE, LEASE_TEXT, "Rent is payable quarterly."),
    )
    groups = matters.matters([assign, control, other_clause])
    assert [[f.id for f in g] for g in groups] == [[control.id, assign.id]]  # severity leads
    merged = matters.merge_matter(groups[0])
    assert merged.id == control.id and merged.severity == "high"
    assert merged.category == "change_of_control" and merged.title == control.title
    assert {c.quote for c in merged.citations} == {
        c.quote for f in (assign, control) for c in f.citations
    }
    # the other kind is named in the body, with why it matters and its own next step
    assert matters.ALSO in merged.description and assign.title in merged.description
    assert "Deal with anti_assignment." in merged.description
    assert merged.exposure == control.exposure and merged.amounts == [95000.0]
    # merging again adds nothing
    assert matters.merge_matter([merged, assign]).description == merged.description


def test_a_finding_joining_documents_keeps_its_place_over_the_clauses_it_builds_on() -> None:
    plan = "Staff/Service Agreement - Imogen Ashcombe.txt"
    plan_text = (
        "On a Sale Event all options then held by the Executive vest in full at once, "
        "whether or not her service continues."
    )
    ledger = "Equity/Option Ledger 2026.xlsx"
    row = "Imogen Ashcombe\t2024-05-01\t320,000\t2.10\tvest in full on a Sale Event"
    clause_quote = "On a Sale Event all options then held by the Executive vest in full at once"
    clause = finding(
        "Equity vesting acceleration: Service Agreement - Imogen Ashcombe.txt",
        "equity_acceleration",
        "high",
        cite("svc", plan, plan_text, clause_quote),
    )
    row_finding = finding(
        "Equity vesting acceleration: Option Ledger 2026.xlsx",
        "equity_acceleration",
        "medium",
        cite("ledger", ledger, row, row),
    )
    joined = finding(
        "Accelerating equity of Imogen Ashcombe",
        "equity_acceleration",
        "high",
        cite("svc", plan, plan_text, plan_text),
        cite("ledger", ledger, row, "Imogen Ashcombe\t2024-05-01\t320,000"),
    )
    groups = matters.matters([clause, row_finding, joined])
    assert len(groups) == 1 and groups[0][0] is joined and len(groups[0]) == 3
    state = ReviewState(findings=[clause, row_finding, joined])
    events = state.merge_matters()
    assert [f.title for f in state.findings] == ["Accelerating equity of Imogen Ashcombe"]
    kept = state.findings[0]
    assert kept.id == joined.id and kept.severity == "high"
    assert {c.doc_id for c in kept.citations} == {"svc", "ledger"}
    # a quote inside one the finding cites already is not cited twice; a longer one is kept
    assert len(kept.citations) == 3
    assert clause.title in kept.description and row_finding.title in kept.description
    # the journal's events give the same findings when replayed
    replayed = rebuild(
        [{"kind": "finding_added", "finding": f.to_dict()} for f in (clause, row_finding, joined)]
        + events
    )
    assert [f.to_dict() for f in replayed.findings] == [f.to_dict() for f in state.findings]
    assert state.merge_matters() == []  # nothing left to merge


def test_findings_that_each_join_documents_stay_apart() -> None:
    report = "IT/Incident Review - March outage.txt"
    text = "Customer records of 4,100 account holders were copied by an outside party on 9 March."
    quote = "Customer records of 4,100 account holders were copied by an outside party"
    warranty = "Deal/Warranties - SPA draft 3.txt"
    w_text = "No Group Company has suffered any loss of personal data."
    policy = "Insurance/Cyber Policy - Larchmont.txt"
    p_text = "The Insured must notify the Insurer of any incident within 72 hours."
    incident = finding(
        "Data breach / privacy non-compliance: Incident Review - March outage.txt",
        "data_breach_privacy",
        "high",
        cite("ir", report, text, quote),
    )
    against_warranty = finding(
        "Warranties say no data loss; the incident review shows one",
        "warranty_conflict",
        "high",
        cite("ir", report, text, text),
        cite("w", warranty, w_text, w_text),
    )
    against_policy = finding(
        "Incident notice to the insurer not shown",
        "incident_notice",
        "critical",
        cite("ir", report, text, quote),
        cite("p", policy, p_text, p_text),
    )
    state = ReviewState(findings=[incident, against_warranty, against_policy])
    state.merge_matters()
    titles = [f.title for f in state.findings]
    # the clause goes with the more specific of the two joins (the critical one); both stay
    assert titles == [against_warranty.title, against_policy.title]
    assert incident.title in state.findings[1].description
    assert incident.title not in state.findings[0].description


def test_what_is_not_merged() -> None:
    assign, control = lease_pair()
    # an observation for the record is context, not a risk: never folded into one
    settled = finding(assign.title, "anti_assignment", "info", *assign.citations)
    assert matters.matters([settled, control]) == []
    # nor a document referred to but absent (the memo requests it on its own)
    absent = finding(
        "Referenced document missing from the data room: Licence to Assign",
        "missing_document",
        "medium",
        *assign.citations,
    )
    assert matters.matters([absent, control]) == []
    # nor what the analyst decided on
    decided = Finding.from_dict({**assign.to_dict(), "status": "accepted"})
    edited = Finding.from_dict({**assign.to_dict(), "edited_by_analyst": True})
    assert matters.matters([decided, control]) == [] == matters.matters([edited, control])
    # nor a quote that was not found in its document
    loose = finding(
        "Anti-assignment: Occupational Lease - Quayside Unit 9.txt",
        "anti_assignment",
        "medium",
        cite("lease", LEASE, LEASE_TEXT, assign.citations[0].quote, verified=False),
    )
    assert matters.matters([loose, control]) == []
    # adjacent sentences are two passages
    rent = finding(
        "Rent: Occupational Lease - Quayside Unit 9.txt",
        "other",
        "low",
        cite("lease", LEASE, LEASE_TEXT, "Clause 15. Rent is payable quarterly."),
    )
    whole = finding(
        "Change of control clause: Occupational Lease - Quayside Unit 9.txt",
        "change_of_control",
        "high",
        cite("lease", LEASE, LEASE_TEXT, LEASE_TEXT.split(" Clause 15.")[0]),
    )
    assert matters.matters([rent, whole]) == []


# -- a whole offline run ----------------------------------------------------------------------
def make_room(base: Path) -> Path:
    from diligence_tui.docwriters import write_text, write_xlsx

    room = base / "room"
    write_text(
        room / "People" / "Service Agreement - Imogen Ashcombe.txt",
        "SERVICE AGREEMENT\n\nThis agreement is made between Pellworth Analytics Limited (the "
        "Company) and Imogen Ashcombe (the Executive).\n\n6. Options. If the Company undergoes a "
        "change of control, one hundred percent of the Executive's unvested share options shall "
        "become fully vested on completion of that change of control, whether or not her service "
        "continues.\n\n7. Notice. Either side may end this agreement on six months' notice.\n",
    )
    write_xlsx(
        room / "Equity" / "Option Ledger 2026.xlsx",
        {
            "Option grants": [
                ["Holder", "Grant date", "Options", "Exercise price", "Vesting"],
                ["Imogen Ashcombe", "2024-05-01", 320000, 2.1, "single trigger: 100% on sale"],
                ["Rafael Okonjo", "2025-02-11", 45000, 2.6, "four years monthly"],
            ]
        },
    )
    write_text(
        room / "Leases" / "Occupational Lease - Quayside Unit 9.txt",
        "OCCUPATIONAL LEASE\n\nThis lease is made between Harbourline Estates Limited (the "
        "Landlord) and Pellworth Analytics Limited (the Tenant).\n\nClause 14. The Tenant shall "
        "not assign or underlet this Lease. A sale of the shares carrying control of the Tenant, "
        "or the Tenant otherwise coming under the control of another person, shall be regarded "
        "as an assignment of this Lease, which needs the Landlord's written consent in advance."
        "\n\nClause 15. Rent is payable quarterly.\n",
    )
    return room


@pytest.mark.slow
def test_an_offline_run_reports_one_finding_per_matter(tmp_path: Path) -> None:
    from diligence_tui.harness.journal import read_journal
    from diligence_tui.harness.runner import Run
    from diligence_tui.review import run_files
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    settings = Settings()
    room = Room.open(make_room(tmp_path), settings)
    room.index()
    try:
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    finally:
        room.close()
    assert summary["status"] == "submitted", summary
    files = run_files.load_run(tmp_path / "run")
    live = [f for f in files.findings if f.severity != "info"]
    # the executive's acceleration: one finding, the one that reads the ledger with the
    # agreement, citing both, with the single-document readings named in its body
    equity = [
        f for f in live if any("Ashcombe" in c.path or "Ledger" in c.path for c in f.citations)
    ]
    assert [f.title for f in equity] == ["Accelerating equity of Imogen Ashcombe"], [
        f.title for f in equity
    ]
    paths = {c.path for c in equity[0].citations}
    assert paths == {
        "People/Service Agreement - Imogen Ashcombe.txt",
        "Equity/Option Ledger 2026.xlsx",
    }
    assert matters.ALSO in equity[0].description
    # no two findings above info cite the same passage
    for i, a in enumerate(live):
        for b in live[i + 1 :]:
            assert not any(matters.same_passage(x, y) for x in a.citations for y in b.citations), (
                a.title,
                b.title,
            )
    # the lease's clause, read as a change of control and as a bar on assignment: one finding
    lease = [f for f in live if any("Quayside" in c.path for c in f.citations)]
    assert len(lease) == 1, [f.title for f in lease]
    told = (lease[0].title + " " + lease[0].description).lower()
    assert "change of control" in told and "anti-assignment" in told, told
    merged = [
        e for e in read_journal(tmp_path / "run" / "journal.jsonl") if e["kind"] == "finding_merged"
    ]
    assert merged and all(e["absorbed"] for e in merged)
    # the memo tells each matter once: one block for the executive's equity, none for the
    # single-document readings it absorbed
    sections = {s.title: s.body for s in files.memo.sections}
    assert sections["Employment and benefits"].count("**Accelerating equity of Imogen") == 1
    assert "**Equity vesting acceleration**" not in files.memo.to_markdown()
