"""Text extraction per format, in process: real files from the document writers."""

from __future__ import annotations

import zipfile
from pathlib import Path

from diligence_tui import docwriters
from diligence_tui.room.extract import Limits, extract
from diligence_tui.room.extract.text import decode_bytes
from diligence_tui.room.indexer import build_text
from diligence_tui.room.types import OK, PAGE_SEPARATOR, PARTIAL, SKIPPED
from tests.room_samples import PDF_PAGES, build_mixed_room, zip_bomb


def _extract(path: Path, limits: Limits | None = None):
    return extract(path.name, path.read_bytes(), limits or Limits())


def test_every_format_reads_with_labels(tmp_path: Path) -> None:
    room = build_mixed_room(tmp_path)
    pdf = _extract(room / "Legal" / "Contracts" / "spa.pdf")
    assert pdf.kind == "pdf" and pdf.status == OK
    assert [label for label, _ in pdf.pages] == ["p. 1", "p. 2", "p. 3"]
    assert "indemnify the Buyer" in pdf.pages[1][1]
    assert pdf.title == "Share Purchase Agreement"

    lease = _extract(room / "Legal" / "lease.docx")
    assert [label for label, _ in lease.pages] == ["p. 1", "p. 2"]
    first, second = lease.pages[0][1], lease.pages[1][1]
    # header first, then the body in reading order with the table where it sits
    assert (
        first.index("CONFIDENTIAL")
        < first.index("annual rent")
        < first.index("Break option | 2027")
    )
    assert "Landlord's consent" in second and "Lease footer" in second

    sheet = _extract(room / "Finance" / "revenue.xlsx")
    assert [label for label, _ in sheet.pages] == ["Sheet: Revenue", "Sheet: Notes"]
    assert "Total\t300" in sheet.pages[0][1]  # the cached value, not the formula
    assert "=B2*2" in sheet.pages[1][1]  # no cached value: the formula is shown

    deck = _extract(room / "Management" / "deck.pptx")
    assert [label for label, _ in deck.pages] == ["Slide 1", "Slide 2"]
    assert "Notes: Mention the churn problem" in deck.pages[0][1]

    mail = _extract(room / "Correspondence" / "consent.eml")
    assert mail.title == "Waiver request"
    assert "Subject: Waiver request" in mail.pages[0][1] and "covenant breach" in mail.pages[0][1]
    assert [a.name for a in mail.attachments] == ["signed.pdf", "note.txt"]
    assert mail.attachments[0].result.kind == "pdf" and len(mail.attachments[0].result.pages) == 3

    html = _extract(room / "Correspondence" / "press.html")
    assert "Acme acquires Beta" in html.pages[0][1] and "evil" not in html.pages[0][1]
    assert html.title == "Press release"

    assert "Hooli" in _extract(room / "notes.md").pages[0][1]
    assert "escrow,5000" in _extract(room / "Finance" / "ledger.csv").pages[0][1]


def test_section_breaks_label_sections(tmp_path: Path) -> None:
    path = docwriters.write_docx(
        tmp_path / "s.docx", [("p", "One"), ("section_break",), ("p", "Two")]
    )
    result = _extract(path)
    assert result.pages == [("Section 1", "One"), ("Section 2", "Two")]
    plain = _extract(docwriters.write_docx(tmp_path / "b.docx", [("p", "Only")]))
    assert plain.pages == [("Body", "Only")]


def test_page_offsets_slice_the_text(tmp_path: Path) -> None:
    path = docwriters.write_pdf(tmp_path / "a.pdf", PDF_PAGES)
    text, pages = build_text(_extract(path).pages)
    assert len(pages) == 3
    for page, expected in zip(pages, PDF_PAGES, strict=True):
        assert text[page.start : page.end].strip() == expected
    assert text[pages[0].end : pages[1].start] == PAGE_SEPARATOR


def test_encodings_never_raise() -> None:
    assert decode_bytes("café".encode("utf-8-sig")) == ("café", "utf-8")
    assert decode_bytes("naïve".encode("utf-16"))[0] == "naïve"
    assert decode_bytes("café au lait".encode("cp1252"))[0] == "café au lait"
    long_latin = ("Société générale, créance à échéance. " * 200).encode("cp1252")
    assert "créance" in decode_bytes(long_latin)[0]
    assert isinstance(decode_bytes(bytes(range(256)))[0], str)


def test_bad_files_are_skipped_with_reasons(tmp_path: Path) -> None:
    limits = Limits()
    cases = {
        "empty.txt": (b"", "empty file"),
        "blank.pdf": (b"   \n", "empty file"),
        "tool.exe": (bytes(range(256)) * 40, "binary file"),
        "corrupt.pdf": (b"%PDF-1.4\n1 0 obj garbage\n%%EOF", "damaged or unreadable PDF"),
        "archive.zip": (_zip_bytes(tmp_path), "zip archive"),
        "legacy.doc": (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, "legacy Office format"),
        "image.bin.docx": (b"\x89PNG\r\n\x1a\n" + b"\x00" * 200, "not a valid DOCX"),
        "diagram.vsdx2": (b"some text here", "not a supported document type"),
    }
    for name, (data, reason) in cases.items():
        result = extract(name, data, limits)
        assert result.status == SKIPPED, name
        assert reason in result.reason, (name, result.reason)
        assert not result.reason.endswith((".", ".)")), result.reason  # no library wrapping
    truncated = docwriters.write_docx(tmp_path / "t.docx", [("p", "x" * 5000)]).read_bytes()
    result = extract("t.docx", truncated[: len(truncated) // 2], limits)
    assert result.status == SKIPPED and "damaged DOCX" in result.reason


def _zip_bytes(tmp_path: Path) -> bytes:
    path = tmp_path / "plain.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("readme.txt", "hello")
    return path.read_bytes()


def test_encrypted_pdfs(tmp_path: Path) -> None:
    locked = _extract(docwriters.write_pdf(tmp_path / "locked.pdf", ["secret"], password="pw"))
    assert locked.status == SKIPPED and locked.reason == "encrypted PDF (password required)"
    empty = _extract(
        docwriters.write_pdf(
            tmp_path / "empty.pdf", ["readable with the empty password"], password=""
        )
    )
    assert empty.status == OK and "empty password" in empty.pages[0][1]


def test_wrongly_named_files(tmp_path: Path) -> None:
    text_pdf = tmp_path / "memo.pdf"
    text_pdf.write_text("This memo is plain text.")
    result = _extract(text_pdf)
    assert result.status == OK and result.kind == "txt"
    assert "named .pdf but is a plain text file" in result.reason
    docx_as_pdf = tmp_path / "contract.pdf"
    docx_as_pdf.write_bytes(
        docwriters.write_docx(tmp_path / "c.docx", [("p", "Real Word file")]).read_bytes()
    )
    result = _extract(docx_as_pdf)
    assert result.kind == "docx" and "Real Word file" in result.pages[0][1]
    pdf_as_txt = tmp_path / "scan.txt"
    pdf_as_txt.write_bytes(docwriters.write_pdf(tmp_path / "p.pdf", ["pdf inside"]).read_bytes())
    assert _extract(pdf_as_txt).kind == "pdf"


def test_zip_bomb_guard(tmp_path: Path) -> None:
    result = _extract(zip_bomb(tmp_path / "bomb.docx"))
    assert result.status == SKIPPED and "possible zip bomb" in result.reason
    ratio = tmp_path / "ratio.docx"
    with zipfile.ZipFile(ratio, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", "<w/>" + " " * 4_000_000)
    result = _extract(ratio)
    assert (
        result.status == SKIPPED and "expands" in result.reason and "max_zip_ratio" in result.reason
    )


def test_size_cap_and_sheet_row_cap(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_text("word " * 1000)
    result = _extract(big, Limits(max_file_mb=0.001))
    assert result.status == SKIPPED and "over the 0.001 MB limit" in result.reason
    rows = [["Row", n] for n in range(50)]
    result = _extract(
        docwriters.write_xlsx(tmp_path / "rows.xlsx", {"Data": rows}), Limits(max_sheet_rows=10)
    )
    assert result.status == PARTIAL and "only the first 10" in result.reason
    assert result.pages[0][1].count("\n") == 9


def test_scanned_pdf_is_partial(tmp_path: Path) -> None:
    result = _extract(docwriters.write_pdf(tmp_path / "scan.pdf", ["", ""]))
    assert result.status == PARTIAL and "no text layer" in result.reason


def test_token_count_fast_path_matches_the_regex() -> None:
    import random

    from diligence_tui.tokens import _PIECE, _RATIO, count_tokens

    rng = random.Random(5)
    alphabet = "ab_Z09 \t\n\r\x0b\x0c\x1c\x1f.,;:!?-'\"()[]{}$%&*+/<=>@\\^`|~\x00\x01\x7f"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40)))
        assert count_tokens(text) == int(len(_PIECE.findall(text)) * _RATIO + 0.5), repr(text)
    assert count_tokens("Café, naïve — déjà vu.") == int(
        len(_PIECE.findall("Café, naïve — déjà vu.")) * _RATIO + 0.5
    )
