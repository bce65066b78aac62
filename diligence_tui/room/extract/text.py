"""Plain text, Markdown and CSV: detect the encoding, never raise on bytes."""

from __future__ import annotations

import codecs

from diligence_tui.room.extract import Extracted

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def decode_bytes(data: bytes) -> tuple[str, str]:
    """Text and the encoding used: a BOM, then UTF-8, then charset-normalizer, then cp1252."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(encoding, errors="replace"), encoding
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    encoding = "cp1252"  # short text: detectors guess wildly; Windows-1252 is the usual suspect
    if len(data) < 2048:
        return data.decode(encoding, errors="replace"), encoding
    try:
        from charset_normalizer import from_bytes

        best = from_bytes(data[:200_000]).best()
        if best is not None and best.encoding:
            encoding = best.encoding
    except Exception:  # the detector is a best effort; never fail a file on it
        encoding = "cp1252"
    try:
        return data.decode(encoding, errors="replace"), encoding
    except LookupError:
        return data.decode("cp1252", errors="replace"), "cp1252"


def normalize_newlines(text: str) -> str:
    # each ``in`` is a fast scan; most files have no CR or form feed, and then no copy is made
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.replace("\f", "\n") if "\f" in text else text


def first_line(text: str, limit: int = 200) -> str:
    """The first non-blank line (without Markdown heading marks), cut to ``limit``."""
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end].strip("# \t\v").strip()
        if line:
            return line[:limit]
        start = end + 1
    return ""


def read_text(data: bytes, limits: object = None) -> Extracted:
    text, _ = decode_bytes(data)
    text = normalize_newlines(text)
    if "\x00" in text:
        text = text.replace("\x00", "")
    return Extracted(pages=[("Body", text)], title=first_line(text))
