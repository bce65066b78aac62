"""Exports reopened with their own libraries: structure, content, citations, atomic writes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from diligence_tui.errors import UserError
from diligence_tui.review import export_docx
from diligence_tui.review.export import export_run
from diligence_tui.review.model import Citation, Finding, Memo
from diligence_tui.review.run_files import save_findings, save_memo, save_metrics

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"

VERIFIED_QUOTE = (
    "Either party may terminate this Agreement upon a Change of Control of the other party."
)
UNVERIFIED_QUOTE = "claims damages of $4,200,000 plus costs"
SHEET_QUOTE = "Acme Corp 38% of FY2025 revenue"


def make_run(
    run_dir: Path, findings_extra: list[Finding] | None = None
) -> tuple[Memo, list[Finding]]:
    memo = Memo(
        title="Project Falcon memo",
        target="Falcon Robotics Ltd",
        engine="offline engine (no language model)",
        models={"root": "offline/playbook", "sub": "offline/reviewer"},
    )
    c1 = Citation(
        "d1", "01 Contracts/MSA Acme.pdf", VERIFIED_QUOTE, page=4, page_label="p. 4", verified=True
    )
    c2 = Citation("d2", "02 Litigation/Claim letter.pdf", UNVERIFIED_QUOTE, page=1, verified=False)
    c3 = Citation(
        "d3",
        "03 Finance/Revenue.xlsx",
        SHEET_QUOTE,
        page=2,
        page_label="Sheet Revenue",
        verified=True,
    )
    l1, l2, l3 = memo.cite_link(c1), memo.cite_link(c2), memo.cite_link(c3)
    memo.write(
        "Executive summary",
        f"Two **material risks**: a change of control right {l1} and a claim {l2}.\n\n"
        f"- Acme is *38%* of revenue {l3}\n- Claim of `$4.2M` {l2}",
    )
    memo.write(
        "Material contracts",
        f"## Acme MSA\n\nTermination on change of control {l1}.\n\n1. Obtain a waiver\n2. Price the risk",
    )
    memo.write("Litigation", "Root draft")
    memo.write("Litigation", f"Analyst view: the claim is **disputed** {l2}", author="analyst")
    memo.write("Litigation", "ROOT SUGGESTION MUST NOT BE EXPORTED")
    findings = [
        Finding(
            "Change of control termination right",
            "change of control",
            "high",
            "Acme may terminate.",
            "38% of revenue at risk",
            next_step="Seek consent",
            citations=[c1, c3],
        ),
        Finding(
            "Pending damages claim",
            "litigation",
            "critical",
            "Former distributor claim.",
            "$4.2M",
            next_step="Counsel's view",
            citations=[c2],
        ),
        Finding(
            "No lease on file for HQ",
            "real estate",
            "medium",
            "Absent from the room.",
            next_step="Request the lease",
        ),
    ] + list(findings_extra or [])
    save_memo(run_dir, memo)
    save_findings(run_dir, findings)
    save_metrics(
        run_dir,
        {"coverage": {"room": 0.97, "folders": {"01 Contracts": 1.0, "02 Litigation": 0.9}}},
    )
    return memo, findings


@pytest.fixture
def run_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "run"
    folder.mkdir()
    make_run(folder)
    return folder


def unescape_md(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


# -- Markdown ----------------------------------------------------------------------------------


def test_markdown_footnotes_match_and_mark_unverified(run_dir: Path) -> None:
    path = export_run(run_dir, "md")
    assert path == run_dir / "memo.export.md"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Project Falcon memo")
    assert "**Target:** Falcon Robotics Ltd" in text and "Offline engine" in text
    assert "cite:" not in text
    refs = set(re.findall(r"\[\^(\d+)\](?!:)", text))
    defs = dict(re.findall(r"^\[\^(\d+)\]: (.*)$", text, flags=re.M))
    assert refs == set(defs) == {"1", "2", "3"}
    plain = {n: unescape_md(d) for n, d in defs.items()}
    assert VERIFIED_QUOTE in plain["1"] and "p. 4" in plain["1"] and "(verified)" in plain["1"]
    assert UNVERIFIED_QUOTE in plain["2"] and "(UNVERIFIED)" in plain["2"]
    assert "01 Contracts/MSA Acme.pdf" in plain["1"]
    assert "Sheet Revenue" in plain["3"]
    # analyst text exported, the root's pending suggestion not
    assert "Analyst view: the claim is **disputed** [^2]" in text
    assert "ROOT SUGGESTION" not in text
    # section headings, a demoted sub-heading and the findings table (worst first)
    assert "## Material contracts" in text and "### Acme MSA" in text
    rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line]
    assert rows[0].startswith("| # | Severity")
    assert "critical" in rows[1] and "high" in rows[2]
    assert rows[3].endswith("| none |")  # the finding without a citation keeps its row


def test_markdown_lists_unreferenced_memo_citations(tmp_path: Path) -> None:
    memo = Memo(title="M")
    memo.add_citation(Citation("d9", "x/orphan.pdf", "an orphan quote", verified=False))
    memo.write("Body", "No links here; a link to a missing id [p. 9](cite:zz9).")
    save_memo(tmp_path, memo)
    save_findings(tmp_path, [])
    text = export_run(tmp_path, "md", tmp_path / "out.md").read_text(encoding="utf-8")
    assert "an orphan quote" in text and "UNVERIFIED" in text
    assert re.search(r"^\[\^1\]: Citation zz9 is not in the memo", text, flags=re.M)
    from openpyxl import load_workbook

    rows = [
        [c.value for c in r]
        for r in load_workbook(export_run(tmp_path, "xlsx"))["Citations"].iter_rows(min_row=2)
    ]
    assert [r[3] for r in rows] == [None, "an orphan quote"] and rows[1][5] == "not referenced"
    assert [r[4] for r in rows] == ["UNVERIFIED", "UNVERIFIED"]


# -- JSON ----------------------------------------------------------------------------------------


def test_json_schema_and_content(run_dir: Path) -> None:
    data = json.loads(export_run(run_dir, "json").read_text(encoding="utf-8"))
    assert data["schema"] == "diligence-tui/export" and data["schema_version"] == 1
    assert data["memo"]["offline_engine"] is True
    titles = [s["title"] for s in data["memo"]["sections"]]
    assert titles == ["Executive summary", "Material contracts", "Litigation"]
    lit = data["memo"]["sections"][2]
    assert lit["edited_by_analyst"] and lit["pending_suggestion"]
    assert "ROOT SUGGESTION" not in json.dumps(data)
    numbers = {c["number"]: c for c in data["citations"]}
    assert set(numbers) == {1, 2, 3}
    assert numbers[2]["verified"] is False and numbers[2]["quote"] == UNVERIFIED_QUOTE
    assert lit["citations"] == [2]
    by_title = {f["title"]: f for f in data["findings"]}
    assert by_title["No lease on file for HQ"]["citations"] == []
    assert [c["number"] for c in by_title["Change of control termination right"]["citations"]] == [
        1,
        3,
    ]
    assert data["coverage"]["room"] == pytest.approx(0.97)


def test_export_doc_documents_every_json_field() -> None:
    doc = (Path(__file__).resolve().parent.parent / "docs" / "EXPORT.md").read_text(
        encoding="utf-8"
    )
    memo, findings = Memo(), []
    from diligence_tui.review.export_json import export_document

    memo.write("S", "x")
    findings = [Finding("t", "c", citations=[Citation("d", "p", "q")])]
    data = export_document(memo, findings, {})
    names: set[str] = set(data) | set(data["memo"]) | set(data["memo"]["sections"][0])
    names |= set(data["findings"][0]) | set(data["citations"][0]) | set(data["coverage"])
    missing = sorted(n for n in names if f"`{n}`" not in doc)
    assert not missing, f"docs/EXPORT.md does not document {missing}"


# -- XLSX ----------------------------------------------------------------------------------------


def test_xlsx_one_row_per_finding_citations_linked_frozen_filtered(run_dir: Path) -> None:
    from openpyxl import load_workbook

    book = load_workbook(export_run(run_dir, "xlsx"))
    assert book.sheetnames == ["Findings", "Finding citations", "Citations", "Coverage"]
    sheet = book["Findings"]
    header = [c.value for c in sheet[1]]
    assert header == [
        "Category",
        "Severity",
        "Title",
        "Exposure",
        "Next step",
        "Status",
        "Citations",
        "Verified",
        "Documents",
        "Finding id",
    ]
    assert sheet.freeze_panes == "A2"
    assert sheet.auto_filter.ref.startswith("A1:")
    rows = [[c.value for c in row] for row in sheet.iter_rows(min_row=2)]
    assert len(rows) == 3  # one row per finding, whatever its citations
    by_title = {r[2]: r for r in rows}
    coc = by_title["Change of control termination right"]
    assert coc[6] == 2 and coc[7] == "verified"
    assert coc[8] == "01 Contracts/MSA Acme.pdf; 03 Finance/Revenue.xlsx"
    assert by_title["Pending damages claim"][7] == "UNVERIFIED"
    assert by_title["No lease on file for HQ"][6:8] == [0, "no citation"]
    assert sheet.cell(row=2, column=3).alignment.wrap_text

    per = book["Finding citations"]
    cited = [[c.value for c in row] for row in per.iter_rows(min_row=2)]
    assert len(cited) == 3  # 2 + 1 citations; the uncited finding has none
    finding_rows = {r[9]: i for i, r in enumerate(rows, start=2)}
    for at, row in enumerate(cited, start=2):
        back = per.cell(row=at, column=1).hyperlink
        assert back is not None and back.location == f"'Findings'!A{finding_rows[row[0]]}"
        number = per.cell(row=at, column=7)
        assert number.hyperlink.location == f"'Citations'!A{number.value + 1}"
        assert book["Citations"].cell(row=number.value + 1, column=4).value == row[4]
    coc_row = finding_rows[coc[9]]
    link = sheet.cell(row=coc_row, column=7).hyperlink
    target = int(link.location.rsplit("A", 1)[1])
    assert link.location.startswith("'Finding citations'!")
    assert [per.cell(row=target + i, column=1).value for i in range(2)] == [coc[9]] * 2
    assert (
        sheet.cell(row=finding_rows[by_title["No lease on file for HQ"][9]], column=7).hyperlink
        is None
    )

    cites = book["Citations"]
    listed = {r[3].value: r[4].value for r in cites.iter_rows(min_row=2)}
    assert listed == {
        VERIFIED_QUOTE: "verified",
        UNVERIFIED_QUOTE: "UNVERIFIED",
        SHEET_QUOTE: "verified",
    }
    assert "memo: Litigation" in [r[5].value for r in cites.iter_rows(min_row=2)][1]
    cover = book["Coverage"]
    cov = {r[0].value: r[1].value for r in cover.iter_rows(min_row=2)}
    assert cov["01 Contracts"] == 1.0 and cov["Room total"] == pytest.approx(0.97)


def test_xlsx_document_text_never_becomes_a_formula(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    save_memo(tmp_path, Memo())
    save_findings(
        tmp_path,
        [
            Finding(
                '=HYPERLINK("http://x")',
                "c",
                exposure="-5",
                citations=[Citation("d", "p.pdf", "=SUM(A1:A9)\x07 bell")],
            )
        ],
    )
    sheet = load_workbook(export_run(tmp_path, "xlsx"))["Findings"]
    assert sheet.cell(row=2, column=3).data_type == "s"
    assert sheet.cell(row=2, column=3).value.startswith("'=")
    assert "\x07" not in sheet.cell(row=2, column=8).value


# -- DOCX ----------------------------------------------------------------------------------------


def _docx_xml(path: Path, name: str) -> str:
    with zipfile.ZipFile(path) as archive:
        return archive.read(name).decode("utf-8")


def _footnotes(path: Path) -> dict[str, str]:
    import xml.etree.ElementTree as ET

    root = ET.fromstring(_docx_xml(path, "word/footnotes.xml"))
    notes = {}
    for fn in root.findall(f"{W}footnote"):
        if fn.get(f"{W}type") in ("separator", "continuationSeparator"):
            continue
        notes[fn.get(f"{W}id")] = "".join(t.text or "" for t in fn.iter(f"{W}t"))
    return notes


def test_docx_structure_styles_footnotes(run_dir: Path) -> None:
    import docx

    path = export_run(run_dir, "docx")
    assert path == run_dir / "memo.docx"
    document = docx.Document(str(path))
    styles = [(p.style.name, p.text) for p in document.paragraphs]
    assert styles[0] == ("Title", "Project Falcon memo")
    headings = [t for s, t in styles if s.startswith("Heading 1")]
    assert headings == [
        "Executive summary",
        "Summary of findings",
        "Material contracts",
        "Litigation",
        "Appendix: citations",
    ]
    assert ("Heading 2", "Acme MSA") in styles
    assert any(s == "List Bullet" and t.startswith("Acme is 38% of revenue") for s, t in styles)
    assert [t for s, t in styles if s == "List Number"] == ["Obtain a waiver", "Price the risk"]
    assert not any("ROOT SUGGESTION" in t for _, t in styles)
    assert any("Analyst view: the claim is disputed" in t for _, t in styles)
    # title block, findings table in a real table style, appendix
    title_rows = {r.cells[0].text: r.cells[1].text for r in document.tables[0].rows}
    assert title_rows["Target"] == "Falcon Robotics Ltd" and "97.0%" in title_rows["Coverage"]
    assert "Offline engine" in title_rows
    findings = document.tables[1]
    assert findings.style.name == export_docx.TABLE_STYLE
    assert [c.text for c in findings.rows[0].cells] == [
        "Severity",
        "Category",
        "Finding",
        "Exposure",
        "Next step",
    ]
    assert [r.cells[0].text for r in findings.rows[1:]] == ["Critical", "High", "Medium"]
    assert "Sources: none cited" in findings.rows[3].cells[2].text
    appendix = document.tables[2]
    entries = {r.cells[0].text: [c.text for c in r.cells] for r in appendix.rows[1:]}
    assert set(entries) == {"A1", "A2", "A3"}
    assert VERIFIED_QUOTE in entries["A1"][3] and entries["A1"][4] == "verified"
    assert UNVERIFIED_QUOTE in entries["A2"][3] and entries["A2"][4] == "UNVERIFIED"
    # real footnotes: part related with the right type, every reference has its note
    rels = _docx_xml(path, "word/_rels/document.xml.rels")
    assert "relationships/footnotes" in rels
    assert "wordprocessingml.footnotes+xml" in _docx_xml(path, "[Content_Types].xml")
    body = _docx_xml(path, "word/document.xml")
    ref_ids = re.findall(r'<w:footnoteReference w:id="(\d+)"', body)
    notes = _footnotes(path)
    assert ref_ids == sorted(ref_ids, key=int) and set(ref_ids) == set(notes)
    assert len(ref_ids) == 6  # every cite: link in the memo text
    assert all(VERIFIED_QUOTE in notes[i] for i in ref_ids if "[A1]" in notes[i])
    assert sum("(UNVERIFIED)" in n for n in notes.values()) == 3
    # page numbers in the footer
    footer = document.sections[0].footer._element.xml
    assert "PAGE" in footer and 'w:fldCharType="begin"' in footer


def test_docx_generated_summary_when_memo_has_none(tmp_path: Path) -> None:
    import docx

    memo = Memo(title="T")
    memo.write("Contracts", "Body text.")
    save_memo(tmp_path, memo)
    save_findings(tmp_path, [Finding("Big claim", "litigation", "critical", exposure="$9M")])
    document = docx.Document(str(export_run(tmp_path, "docx")))
    texts = [p.text for p in document.paragraphs]
    i = texts.index("Executive summary")
    assert "1 finding" in texts[i + 1] and "Critical: Big claim (exposure: $9M)" in texts[i + 2]


@pytest.mark.slow
def test_docx_opens_in_libreoffice(run_dir: Path, tmp_path: Path) -> None:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice or not shutil.which("pdftotext"):
        pytest.skip("LibreOffice (soffice) or pdftotext is not installed")
    path = export_run(run_dir, "docx")
    out = tmp_path / "pdf"
    profile = tmp_path / "lo-profile"
    subprocess.run(
        [
            soffice,
            f"-env:UserInstallation=file://{profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(out),
            str(path),
        ],
        check=True,
        capture_output=True,
        timeout=180,
    )
    text = subprocess.run(
        ["pdftotext", str(out / "memo.pdf"), "-"], check=True, capture_output=True, text=True
    ).stdout
    flat = " ".join(text.split())
    for expected in (
        "Project Falcon memo",
        "Executive summary",
        "Appendix: citations",
        "Next step",
        "Change of control termination right",
        "Page 1",
        "UNVERIFIED",
    ):
        assert expected in flat, expected
    assert "claims damages of $4,200,000 plus costs" in flat  # a footnote's quote
    assert "ROOT SUGGESTION" not in flat


# -- unusual content -----------------------------------------------------------------------------

UNICODE = "合同终止 — שינוי שליטה — تغيير السيطرة — 🚩 risk — Zoë Cafe\u0301 — \u200fRTL"


def test_unusual_content_in_every_format(tmp_path: Path) -> None:
    import docx
    from openpyxl import load_workbook

    memo = Memo(title=f"Memo {UNICODE}")
    quote = f"{UNICODE} quoted"
    cite = memo.cite_link(Citation("d1", "文件/合同.pdf", quote, page=3, verified=True))
    long_body = "\n\n".join(
        f"Paragraph {i} **bold** _it_ `code` {cite} " + "word " * 80 for i in range(300)
    )
    memo.write("Long section", long_body)
    memo.write("Unicode", f"{UNICODE} {cite}\n\n- ✓ item\n  - nested")
    memo.write("Control", "bell\x07 and form feed\x0c characters")
    memo.write("Hebrew", "שינוי שליטה בחברה")
    many = [
        Finding(
            f"Finding {i} {UNICODE}",
            f"cat{i % 7}",
            ("high", "low")[i % 2],
            exposure=f"${i}k",
            citations=[Citation(f"d{i}", f"f/{i}.pdf", f"quote {i}", page=i, verified=i % 3 == 0)]
            if i % 5
            else [],
        )
        for i in range(500)
    ]
    save_memo(tmp_path, memo)
    save_findings(tmp_path, many)
    save_metrics(tmp_path, {})

    md = export_run(tmp_path, "md").read_text(encoding="utf-8")
    assert UNICODE in md and len(re.findall(r"\| Finding \d+ ", md)) == 500
    assert "[^1]: " in md and re.search(
        r"^\[\^401\]: ", md, flags=re.M
    )  # 1 memo + 400 finding quotes

    data = json.loads(export_run(tmp_path, "json").read_text(encoding="utf-8"))
    assert len(data["findings"]) == 500 and data["citations"][0]["quote"] == quote

    sheet = load_workbook(export_run(tmp_path, "xlsx"))["Findings"]
    assert sheet.max_row == 501 and UNICODE in sheet.cell(row=2, column=3).value

    document = docx.Document(str(export_run(tmp_path, "docx")))
    assert document.paragraphs[0].text == f"Memo {UNICODE}"
    rtl = [p for p in document.paragraphs if p.text.startswith("שינוי")]
    assert rtl and rtl[0].runs[0].font.rtl is True
    assert len(document.tables[1].rows) == 501
    notes = _footnotes(tmp_path / "memo.docx")
    assert len(notes) == 301 and all(quote in n for n in notes.values())


# -- atomic writes, CLI, errors -----------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["md", "docx", "xlsx", "json"])
def test_failed_export_leaves_old_file(
    run_dir: Path, fmt: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = run_dir / f"out.{fmt}"
    target.write_bytes(b"OLD")
    import diligence_tui.atomic as atomic

    real = atomic.os.fsync

    def boom(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "fsync", boom)
    with pytest.raises(UserError, match="disk full"):
        export_run(run_dir, fmt, target)
    monkeypatch.setattr(atomic.os, "fsync", real)
    assert target.read_bytes() == b"OLD"
    assert [p.name for p in run_dir.iterdir() if p.name.startswith(".out")] == []
    export_run(run_dir, fmt, target)
    assert target.read_bytes() != b"OLD"


def test_cli_export_and_bad_folders(
    run_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from diligence_tui.cli import main

    out = tmp_path / "x" / "memo.docx"
    assert main(["export", str(run_dir), "--format", "docx", "-o", str(out)]) == 0
    assert out.exists() and str(out) in capsys.readouterr().out
    assert main(["export", str(tmp_path / "nope"), "--format", "md"]) == 1
    assert "not a run folder" in capsys.readouterr().err
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(UserError, match="no memo.json"):
        export_run(empty, "json")
    (empty / "memo.json").write_text("{broken", encoding="utf-8")
    with pytest.raises(UserError, match="unreadable"):
        export_run(empty, "md")


def test_docx_renders_markdown_tables_with_footnotes(tmp_path: Path) -> None:
    import docx

    memo = Memo(title="T")
    link = memo.cite_link(Citation("d1", "a.pdf", "fee of $4,200,000", page=2, verified=True))
    memo.write(
        "Exposure",
        f"Summary:\n\n| Party | Amount |\n|---|---:|\n| Acme | **$4.2M** {link} |\n| B \\| C | x |\n\nAfter.",
    )
    save_memo(tmp_path, memo)
    save_findings(tmp_path, [])
    path = export_run(tmp_path, "docx")
    document = docx.Document(str(path))
    tables = [t for t in document.tables if t.rows[0].cells[0].text == "Party"]
    assert len(tables) == 1
    rows = [[c.text for c in r.cells] for r in tables[0].rows]
    assert rows == [["Party", "Amount"], ["Acme", "$4.2M "], ["B | C", "x"]]
    assert "fee of $4,200,000" in next(iter(_footnotes(path).values()))
    assert "| Party |" not in " ".join(p.text for p in document.paragraphs)
