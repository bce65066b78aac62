"""PDF: one page per PDF page with pypdfium2 (Apache-2.0/BSD). Not thread-safe: processes only."""

from __future__ import annotations

from diligence_tui.room.extract import Extracted, Limits, Unsupported, metadata_title
from diligence_tui.room.extract.text import normalize_newlines
from diligence_tui.room.types import PARTIAL


def read_pdf(data: bytes, limits: Limits) -> Extracted:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
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
