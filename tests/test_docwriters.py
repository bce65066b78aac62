"""The document writers produce real files that their own libraries read back."""

from __future__ import annotations

import email
from email import policy
from pathlib import Path

from diligence_tui import docwriters


def test_pdf_pages_and_encryption(tmp_path: Path) -> None:
    import pypdfium2 as pdfium

    plain = docwriters.write_pdf(tmp_path / "a.pdf", ["First page text", "Second page"], title="T")
    pdf = pdfium.PdfDocument(str(plain))
    assert len(pdf) == 2
    assert "Second page" in pdf[1].get_textpage().get_text_range()
    pdf.close()

    locked = docwriters.write_pdf(tmp_path / "locked.pdf", ["secret"], password="pw")
    try:
        pdfium.PdfDocument(str(locked))
        raise AssertionError("opened without a password")
    except pdfium.PdfiumError:
        pass
    pdf = pdfium.PdfDocument(str(locked), password="pw")
    assert "secret" in pdf[0].get_textpage().get_text_range()
    pdf.close()

    empty_pw = docwriters.write_pdf(tmp_path / "empty.pdf", ["open me"], password="")
    assert b"/Encrypt" in empty_pw.read_bytes()
    pdf = pdfium.PdfDocument(str(empty_pw))
    assert "open me" in pdf[0].get_textpage().get_text_range()
    pdf.close()


def test_docx_blocks_header_footer(tmp_path: Path) -> None:
    import docx

    path = docwriters.write_docx(
        tmp_path / "a.docx",
        [
            ("h1", "Agreement"),
            ("p", "Body text"),
            ("table", [["A", "B"], [1, 2]]),
            ("page_break",),
            ("p", "After"),
        ],
        header="CONFIDENTIAL",
        footer="Page footer",
    )
    document = docx.Document(str(path))
    texts = [p.text for p in document.paragraphs]
    assert "Agreement" in texts and "Body text" in texts and "After" in texts
    assert document.tables[0].cell(1, 1).text == "2"
    assert document.sections[0].header.paragraphs[0].text == "CONFIDENTIAL"
    assert document.sections[0].footer.paragraphs[0].text == "Page footer"


def test_xlsx_formula_cached_values(tmp_path: Path) -> None:
    import openpyxl

    path = docwriters.write_xlsx(
        tmp_path / "a.xlsx",
        {
            "Revenue": [
                ["Item", "Amount"],
                ["A", 100],
                ["B", 200],
                ["Total", ("=SUM(B2:B3)", 300)],
                ["Raw", "=B2*2"],
            ]
        },
    )
    values = openpyxl.load_workbook(str(path), read_only=True, data_only=True)["Revenue"]
    rows = [tuple(c.value for c in row) for row in values.iter_rows()]
    assert rows[3] == ("Total", 300)
    assert rows[4][1] is None  # no cached value
    formulas = openpyxl.load_workbook(str(path))["Revenue"]
    assert formulas["B4"].value == "=SUM(B2:B3)"


def test_pptx_slides_with_notes(tmp_path: Path) -> None:
    from pptx import Presentation

    path = docwriters.write_pptx(
        tmp_path / "a.pptx", [("Deal", "Overview body", "Speaker notes here")]
    )
    slide = Presentation(str(path)).slides[0]
    assert slide.shapes.title.text == "Deal"
    assert slide.notes_slide.notes_text_frame.text == "Speaker notes here"


def test_eml_with_attachment(tmp_path: Path) -> None:
    path = docwriters.write_eml(
        tmp_path / "m.eml",
        "a@x.com",
        "b@y.com",
        "Consent",
        "Mon, 2 Nov 2026 10:00:00 +0000",
        "Please see attached.",
        attachments=[("note.txt", b"attached words")],
    )
    message = email.message_from_bytes(path.read_bytes(), policy=policy.default)
    assert message["Subject"] == "Consent"
    parts = list(message.iter_attachments())
    assert parts[0].get_filename() == "note.txt"
    assert parts[0].get_content() == "attached words"


def test_html_and_text(tmp_path: Path) -> None:
    html = docwriters.write_html(tmp_path / "a.html", "Title & co", "<p>Hello</p>")
    assert "<title>Title &amp; co</title>" in html.read_text()
    text = docwriters.write_text(tmp_path / "t" / "a.txt", "café", encoding="cp1252")
    assert text.read_bytes() == "café".encode("cp1252")
