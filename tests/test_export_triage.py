"""Exports agree with the analyst's triage: a rejected finding is in no summary of any format
(the reviewer's executive summary, its severity counts, the findings tables), and the Excel
findings sheet counts findings, not citations. Every export is reopened with its own library."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.review.export import export_run
from diligence_tui.review.model import Citation, Finding, Memo
from diligence_tui.review.run_files import save_findings, save_memo, save_metrics

REJECTED = "Uncapped liability under the Palisade MSA"
KEPT = "Change of control under the Keystone credit agreement"


def _run(tmp_path: Path, extra_findings: int = 0) -> Path:
    run = tmp_path / "run"
    run.mkdir()
    memo = Memo(title="Project Falcon", engine="offline engine")
    bad = Citation("d1", "01 Contracts/Palisade MSA.docx", "liability is unlimited", page=1)
    bad.verified = True
    good = Citation("d2", "03 Debt/Keystone.pdf", "an event of default on a change of control")
    good.verified = True
    shared = Citation("d3", "03 Debt/Keystone side letter.pdf", "consent of the lender")
    shared.verified = True
    findings = [
        Finding(REJECTED, "liability", "critical", "No cap.", citations=[bad], status="rejected"),
        Finding(KEPT, "change_of_control", "high", "Default on a sale.", citations=[good, shared]),
        Finding("Lender consent needed", "consent", "medium", "Consent.", citations=[shared]),
    ]
    for n in range(extra_findings):
        cites = [
            Citation(f"x{n}", f"04 Misc/doc{n}.txt", f"quote {n} a", verified=True),
            Citation(f"x{n}", f"04 Misc/doc{n}.txt", f"quote {n} b", verified=True),
        ]
        findings.append(Finding(f"Minor item {n}", "other", "low", citations=cites))
    lb, lg, ls = memo.cite_link(bad), memo.cite_link(good), memo.cite_link(shared)
    memo.write(
        "Executive summary",
        "Reviewed 3 of 3 readable documents; 1 critical, 1 high, 1 medium finding(s).\n\n"
        "Most significant issues:\n"
        f"- **critical**: {REJECTED}. {lb}\n"
        f"- **high**: {KEPT}. {lg} {ls}\n"
        f"- **medium**: Lender consent needed. {ls}",
    )
    memo.write("Liability", f"Our own notes on {REJECTED} {lb} stay as typed.", author="analyst")
    save_memo(run, memo)
    save_findings(run, findings)
    save_metrics(run, {"coverage": {"room": 1.0, "folders": {}}})
    return run


def test_rejected_findings_are_in_no_summary_of_any_export(tmp_path: Path) -> None:
    import docx
    from openpyxl import load_workbook

    run = _run(tmp_path)

    md = export_run(run, "md").read_text(encoding="utf-8")
    summary = md[md.index("## Executive summary") : md.index("## Liability")]
    assert REJECTED not in summary and KEPT in summary
    assert "1 high, 1 medium finding(s)" in summary and "critical" not in summary
    table = md[md.index("## Summary of findings") :]
    assert REJECTED not in table.split("## Notes")[0]
    assert f"Our own notes on {REJECTED}" in md  # the analyst's words are theirs

    document = docx.Document(str(export_run(run, "docx")))
    paragraphs = [p.text for p in document.paragraphs]
    start = paragraphs.index("Executive summary")
    end = paragraphs.index("Summary of findings")
    docx_summary = "\n".join(paragraphs[start:end])
    assert REJECTED not in docx_summary and KEPT in docx_summary
    assert "1 high, 1 medium finding(s)" in docx_summary
    findings_table = document.tables[1]  # after the title block
    cells = [c.text for row in findings_table.rows for c in row.cells]
    assert any(KEPT in c for c in cells) and not any(REJECTED in c for c in cells)
    for table in document.tables[:-1]:  # every table but the citations appendix
        assert not any(REJECTED in c.text for row in table.rows for c in row.cells)

    data = json.loads(export_run(run, "json").read_text(encoding="utf-8"))
    summary_json = next(s for s in data["memo"]["sections"] if s["title"] == "Executive summary")
    assert REJECTED not in summary_json["markdown"] and "critical" not in summary_json["text"]
    assert {f["title"]: f["status"] for f in data["findings"]}[REJECTED] == "rejected"

    book = load_workbook(export_run(run, "xlsx"))
    rows = [[c.value for c in r] for r in book["Findings"].iter_rows(min_row=2)]
    assert [r[2] for r in rows][-1] == REJECTED and rows[-1][5] == "rejected"  # data, last


def test_xlsx_findings_sheet_has_one_row_per_finding(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    run = _run(tmp_path, extra_findings=5)  # 8 findings, 14 citations
    findings = json.loads((run / "findings.json").read_text(encoding="utf-8"))
    citations = sum(len(f["citations"]) for f in findings)
    assert (len(findings), citations) == (8, 14)
    book = load_workbook(export_run(run, "xlsx"))
    ids = [r[9].value for r in book["Findings"].iter_rows(min_row=2)]
    assert sorted(ids) == sorted(f["id"] for f in findings)  # each exactly once
    per = [r[0].value for r in book["Finding citations"].iter_rows(min_row=2)]
    assert len(per) == citations
    assert {i: per.count(i) for i in ids} == {f["id"]: len(f["citations"]) for f in findings}


BREACH = "Leverage covenant breached on the September accounts: 3.4x against 3.0x"


def test_a_rejected_finding_that_shares_a_quote_with_a_kept_one_leaves_the_summary(
    tmp_path: Path,
) -> None:
    """A finding read across two documents cites a clause that another finding, of another
    severity, also cites. Rejecting it must take its summary line and its own block out of
    the exports: the line was kept because one of its quotes still backed a finding, so the
    summary led with the rejected critical while its count said there was none."""
    run = tmp_path / "run"
    run.mkdir()
    memo = Memo(title="Project Heron", engine="offline engine")
    clause = Citation("d1", "C Debt/Facility Agreement.docx", "Leverage shall not exceed 3.0:1")
    accounts = Citation("d2", "B Finance/Q3 management accounts.xlsx", "Net debt / EBITDA 3.4")
    baskets = Citation("d1", "C Debt/Facility Agreement.docx", "no further borrowing")
    for c in (clause, accounts, baskets):
        c.verified = True
    findings = [
        Finding(BREACH, "debt", "critical", "Breach.", citations=[clause, accounts]),
        Finding("Financial covenants", "debt", "medium", "Tests.", citations=[clause, baskets]),
    ]
    findings[0].status = "rejected"
    lc, la, lb = memo.cite_link(clause), memo.cite_link(accounts), memo.cite_link(baskets)
    memo.write(
        "Executive summary",
        "Reviewed 2 of 2 readable documents; 1 critical, 1 medium finding(s).\n\n"
        "Most significant issues:\n"
        f"- **critical**: {BREACH}. {lc}\n"
        f"- **medium**: Financial covenants (Facility Agreement.docx). {lc}",
    )
    memo.write(
        "Debt and security",
        f"**{BREACH}** (critical; 2 document(s)). The facility caps leverage and the accounts "
        "show more.\n"
        f'- **critical**, C Debt/Facility Agreement.docx: "Leverage shall not exceed" {lc}\n'
        f'- **critical**, B Finance/Q3 management accounts.xlsx: "Net debt / EBITDA" {la}\n\n'
        "**Financial covenants** (medium; 1 document(s)). The facility tests leverage.\n"
        f'- **medium**, C Debt/Facility Agreement.docx: "Leverage shall not exceed" {lc}\n'
        f'- **medium**, C Debt/Facility Agreement.docx: "no further borrowing" {lb}',
    )
    memo.write(
        "Recommended next steps",
        f"- **{BREACH}**: Ask the lender for a waiver before signing.\n"
        "- **Financial covenants**: Test the covenants on the buyer's plan.",
    )
    save_memo(run, memo)
    save_findings(run, findings)
    save_metrics(run, {"coverage": {"room": 1.0, "folders": {}}})

    md = export_run(run, "md").read_text(encoding="utf-8")
    body = md[md.index("## Executive summary") : md.index("## Summary of findings")]
    assert BREACH not in body and "critical" not in body
    assert "1 medium finding(s)" in body
    assert body.count("Leverage shall not exceed") == 1  # the kept finding's own quote
    assert "**Financial covenants** (medium" in body and "no further borrowing" in body
    assert "Test the covenants" in body and "waiver" not in body
    data = json.loads(export_run(run, "json").read_text(encoding="utf-8"))
    texts = " ".join(s["markdown"] for s in data["memo"]["sections"])
    assert BREACH not in texts
