"""A PDF that cannot be read says why in plain words, whatever file the worker read before.

PDFium refuses a PDF with no pages without setting its error code, so its message named the
process's last error: "PDFium: Success" on a fresh worker, and "encrypted PDF (password
required)" after an encrypted file. Real files written with pypdfium2 and docwriters, read
through the real extractor and a real ``diligence index`` of a room."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium

from diligence_tui import docwriters
from diligence_tui.room.extract import extract
from diligence_tui.room.types import SKIPPED
from tests.cli_support import diligence

NO_PAGES = "the PDF has no pages"


def _no_pages(path: Path) -> Path:
    pdf = pdfium.PdfDocument.new()
    pdf.save(str(path))
    pdf.close()
    return path


def _room(root: Path) -> dict[str, str]:
    """Each kind of unreadable PDF and the reason it must be given."""
    root.mkdir()
    _no_pages(root / "no_pages.pdf")
    docwriters.write_pdf(root / "locked.pdf", ["secret terms"], password="pw")
    (root / "corrupt.pdf").write_bytes(b"%PDF-1.4\n1 0 obj garbage\n%%EOF")
    whole = docwriters.write_pdf(root.parent / "whole.pdf", ["page one", "page two"])
    (root / "truncated.pdf").write_bytes(whole.read_bytes()[:300])
    (root / "empty.pdf").write_bytes(b"")
    docwriters.write_pdf(root / "fine.pdf", ["The Supplier may terminate on notice."])
    return {
        "no_pages.pdf": NO_PAGES,
        "locked.pdf": "encrypted PDF (password required)",
        "corrupt.pdf": "damaged or unreadable PDF file (PDFium: Data format error)",
        "truncated.pdf": "damaged or unreadable PDF file (PDFium: Data format error)",
        "empty.pdf": "empty file",
    }


def test_a_pdf_with_no_pages_says_so_before_and_after_other_pdfs(tmp_path: Path) -> None:
    expected = _room(tmp_path / "room")
    data = {name: (tmp_path / "room" / name).read_bytes() for name in expected}
    # every order the worker may meet them in: a reason never names another file's error
    for first in expected:
        extract(first, data[first])
        for name, reason in expected.items():
            result = extract(name, data[name])
            assert result.status == SKIPPED, (first, name)
            # old code: "... (PDFium: Success)", or after locked.pdf "encrypted PDF ..."
            assert result.reason == reason, (first, name, result.reason)


def test_diligence_index_names_each_unreadable_pdf_with_its_reason(tmp_path: Path) -> None:
    expected = _room(tmp_path / "room")
    done = diligence("index", str(tmp_path / "room"), "--json")
    assert done.returncode == 0, done.stderr
    skipped = {s["path"]: s["reason"] for s in json.loads(done.stdout)["skipped"]}
    assert skipped == expected
    plain = diligence("index", str(tmp_path / "room"), "--full")
    for name, reason in expected.items():
        assert f"{name}: {reason}" in plain.stdout, plain.stdout
