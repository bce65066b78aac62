"""PDF: one page per PDF page with pypdfium2 (Apache-2.0/BSD). Not thread-safe: processes only."""

from __future__ import annotations

import re

from diligence_tui.room.extract import Extracted, Limits, Unsupported, metadata_title
from diligence_tui.room.extract.text import normalize_newlines
from diligence_tui.room.types import PARTIAL


def read_pdf(data: bytes, limits: Limits) -> Extracted:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        # PDFium refuses a PDF with no pages without setting its error: the message then
        # names the last error of this process ("Success", or an earlier file's "Incorrect
        # password"), so the file itself is looked at first
        if declares_no_pages(data):
            raise Unsupported("the PDF has no pages") from None
        if getattr(exc, "err_code", None) == 0:
            raise Unsupported("damaged or unreadable PDF file (PDFium gave no reason)") from None
        if "password" not in str(exc).lower():
            raise
        try:
            pdf = pdfium.PdfDocument(data, password="")
        except pdfium.PdfiumError:
            raise Unsupported("encrypted PDF (password required)") from None
    try:
        title = metadata_title(lambda: pdf.get_metadata_dict().get("Title"))
        pages: list[tuple[str, str]] = []
        failed = 0
        for index in range(len(pdf)):
            try:
                page = pdf[index]
                textpage = page.get_textpage()
                text = textpage.get_text_range()
                textpage.close()
                page.close()
            except Exception:
                failed += 1
                text = ""
            pages.append(
                (f"p. {index + 1}", normalize_newlines(text).replace("\x00", "").strip("\n"))
            )
    finally:
        pdf.close()
    result = Extracted(pages=pages, title=title)
    if failed:
        result.status = PARTIAL
        result.reason = f"{failed} of {len(pages)} pages could not be read"
    return result


_PAGES_DICT = re.compile(rb"<<(?:(?!<<|>>).)*?/Type\s*/Pages\b(?:(?!<<|>>).)*>>", re.S)
_COUNT = re.compile(rb"/Count\s+(\d+)")
_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z])")


def declares_no_pages(data: bytes) -> bool:
    """Whether the PDF's page trees, as written in the file, hold no page: every ``/Pages``
    dictionary counts 0 and no ``/Page`` object exists. False when it cannot be told (page
    trees inside compressed object streams)."""
    trees = _PAGES_DICT.findall(data)
    if not trees or _PAGE.search(data):
        return False
    counts = [_COUNT.search(tree) for tree in trees]
    return all(c is not None and int(c.group(1)) == 0 for c in counts)
