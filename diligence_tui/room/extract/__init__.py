"""Text extraction per format: bytes in, labelled pages out, never an exception.

:func:`extract` sniffs the real type from the bytes (a ``.pdf`` that is really a text file is
read as text, a ``.docx`` that is not a zip is skipped with the reason), applies the guards
(empty file, zip bomb) and calls the format's reader. Readers raise freely; this module turns
any failure into a skipped or partial result with a plain-words reason.

Extraction runs in worker processes (see :mod:`diligence_tui.room.workers`): PDFium is not
thread-safe, and a pathological file must be killable.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from diligence_tui.room.types import OK, PAGE_SEPARATOR, PARTIAL, SKIPPED


@dataclass
class Limits:
    """The ingest settings an extractor needs (picklable, sent to worker processes)."""

    max_file_mb: float = 200.0
    max_sheet_rows: int = 20_000
    max_zip_ratio: float = 200.0
    max_uncompressed_mb: float = 1024.0

    @classmethod
    def from_settings(cls, ingest: object) -> Limits:
        return cls(
            max_file_mb=float(getattr(ingest, "max_file_mb", cls.max_file_mb)),
            max_sheet_rows=int(getattr(ingest, "max_sheet_rows", cls.max_sheet_rows)),
            max_zip_ratio=float(getattr(ingest, "max_zip_ratio", cls.max_zip_ratio)),
            max_uncompressed_mb=float(
                getattr(ingest, "max_uncompressed_mb", cls.max_uncompressed_mb)
            ),
        )


@dataclass
class Extracted:
    kind: str = "other"
    pages: list[tuple[str, str]] = field(default_factory=list)  # (label, text)
    title: str = ""
    status: str = OK
    reason: str = ""
    attachments: list[ExtractedAttachment] = field(default_factory=list)
    tokens: int = -1  # counted in the worker (-1: not yet)


@dataclass
class ExtractedAttachment:
    name: str
    size: int
    result: Extracted
    # the attachment's own bytes' hash: the room's history dates a change of its content, so
    # an edit to its email's body or headers does not make an unchanged attachment "changed".
    # Required: there is no fallback to the email's hash
    sha1: str

    @classmethod
    def of(cls, name: str, payload: bytes, result: Extracted) -> ExtractedAttachment:
        """The attachment ``name`` read from its own bytes ``payload``: its size and hash."""
        return cls(name, len(payload), result, hashlib.sha1(payload).hexdigest())


def metadata_title(read: Callable[[], object]) -> str:
    """A title from a file's metadata; "" when missing, a placeholder, or unreadable."""
    try:
        value = str(read() or "").strip()
    except Exception:
        return ""
    return "" if value.lower() in ("untitled", "none") else value[:200]


class Unsupported(Exception):
    """The file is readable but not something we extract; the message is the reason."""


TEXT_EXTENSIONS = {
    ".txt": "txt", ".text": "txt", ".log": "txt", ".rst": "txt", ".json": "txt", ".xml": "txt",
    ".yaml": "txt", ".yml": "txt", ".md": "md", ".markdown": "md", ".csv": "csv", ".tsv": "csv",
}  # fmt: skip
OOXML_EXTENSIONS = {
    ".docx": "docx",
    ".docm": "docx",
    ".xlsx": "xlsx",
    ".xlsm": "xlsx",
    ".pptx": "pptx",
    ".pptm": "pptx",
}
OTHER_EXTENSIONS = {".pdf": "pdf", ".eml": "eml", ".html": "html", ".htm": "html", ".xhtml": "html"}
SUPPORTED_EXTENSIONS = {**TEXT_EXTENSIONS, **OOXML_EXTENSIONS, **OTHER_EXTENSIONS}

_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_MAIL_HEADERS = (b"from:", b"received:", b"return-path:", b"mime-version:", b"message-id:", b"delivered-to:", b"subject:", b"date:", b"to:")  # fmt: skip


def kind_for_name(name: str) -> str:
    return SUPPORTED_EXTENSIONS.get(PurePosixPath(name).suffix.lower(), "other")


_CONTROL_BYTES = bytes([*range(0, 9), *range(14, 32)])


def looks_binary(head: bytes) -> bool:
    if head.startswith((b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf")):
        return False
    if b"\x00" in head[:8192]:
        return True
    sample = head[:8192]
    control = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    return control > max(8, len(sample) // 20)


def sniff(name: str, data: bytes) -> tuple[str, str]:
    """The real kind of a file from its bytes and name, and a note when the name lies.

    Raises :class:`Unsupported` with the reason for files we do not read.
    """
    named = kind_for_name(name)
    suffix = PurePosixPath(name).suffix.lower() or "(no extension)"
    head = data[:8192]
    real = ""
    if b"%PDF-" in head[:1024]:
        real = "pdf"
    elif head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
        real = _ooxml_kind(data, named)
        if not real:
            if named in ("docx", "xlsx", "pptx"):
                raise Unsupported(
                    f"not a valid {named.upper()} file (a zip archive without the {named.upper()} parts)"
                )
            raise Unsupported("a zip archive, not a supported document type")
    elif head.startswith(_OLE2):
        raise Unsupported(
            "legacy Office format (.doc/.xls/.ppt) or a password-protected Office file; not supported"
        )
    elif looks_binary(head):
        if named in ("pdf", "docx", "xlsx", "pptx"):
            raise Unsupported(f"not a valid {named.upper()} file (unrecognised binary content)")
        raise Unsupported("binary file, not a supported document type")
    else:
        lowered = head.lstrip().lower()
        if named in ("eml", "html") or named in TEXT_EXTENSIONS.values():
            real = named
        elif lowered.startswith((b"<!doctype html", b"<html")):
            real = "html"
        elif (
            named == "other"
            and any(lowered.startswith(h) for h in _MAIL_HEADERS)
            and b"\n\n" in data.replace(b"\r\n", b"\n")[:65536]
        ):
            real = "eml"
        elif named == "other":
            raise Unsupported(f"not a supported document type ({suffix})")
        else:
            real = "txt"
    note = ""
    if named != "other" and real != named:
        note = f"named {suffix} but is {_describe(real)}; read as {real.upper()}"
    return real, note


def _describe(kind: str) -> str:
    return {"txt": "a plain text file", "html": "an HTML page", "eml": "an email"}.get(
        kind, f"a {kind.upper()} file"
    )


def _ooxml_kind(data: bytes, named: str) -> str:
    import io

    try:
        names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    except (zipfile.BadZipFile, OSError, ValueError):
        what = f"{named.upper()} file" if named in ("docx", "xlsx", "pptx") else "zip archive"
        raise Unsupported(f"damaged {what} (truncated or corrupt zip container)") from None
    if "word/document.xml" in names:
        return "docx"
    if "xl/workbook.xml" in names:
        return "xlsx"
    if "ppt/presentation.xml" in names:
        return "pptx"
    return ""


def check_zip_bomb(data: bytes, limits: Limits) -> None:
    """Refuse OOXML files whose central directory declares too much data, before reading."""
    import io

    try:
        infos = zipfile.ZipFile(io.BytesIO(data)).infolist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise Unsupported(f"damaged zip container ({exc})") from None
    total = sum(info.file_size for info in infos)
    limit = limits.max_uncompressed_mb * 1024 * 1024
    if total > limit:
        raise Unsupported(
            f"possible zip bomb: declares {total / 1048576:,.0f} MB uncompressed "
            f"(limit {limits.max_uncompressed_mb:g} MB, ingest.max_uncompressed_mb)"
        )
    for info in infos:
        ratio = info.file_size / max(1, info.compress_size)
        if info.file_size > 1024 * 1024 and ratio > limits.max_zip_ratio:
            raise Unsupported(
                f"possible zip bomb: {info.filename} expands {ratio:,.0f}:1 "
                f"(limit {limits.max_zip_ratio:g}:1, ingest.max_zip_ratio)"
            )


def extract(
    name: str, data: bytes, limits: Limits | None = None, *, attachments: bool = True
) -> Extracted:
    """Extract ``data`` (the bytes of a file called ``name``); never raises for bad input."""
    return _finish(_extract(name, data, limits, attachments))


def _finish(result: Extracted) -> Extracted:
    """Count tokens here, in the worker, so the parent does not."""
    from diligence_tui.tokens import count_tokens

    if result.status == SKIPPED:
        result.pages = []
    text = PAGE_SEPARATOR.join(t for _, t in result.pages)
    result.tokens = count_tokens(text)
    return result


def _extract(name: str, data: bytes, limits: Limits | None, attachments: bool) -> Extracted:
    limits = limits or Limits()
    named = kind_for_name(name)
    if len(data) > limits.max_file_mb * 1024 * 1024:
        return Extracted(kind=named, status=SKIPPED, reason=_too_big(len(data), limits))
    if not data.strip():
        return Extracted(kind=named, status=SKIPPED, reason="empty file")
    try:
        kind, note = sniff(name, data)
    except Unsupported as exc:
        return Extracted(kind=named, status=SKIPPED, reason=str(exc))
    try:
        if kind in ("docx", "xlsx", "pptx"):
            check_zip_bomb(data, limits)
        result = (
            _reader(kind)(data, limits) if kind != "eml" else _read_eml(data, limits, attachments)
        )
    except Unsupported as exc:
        return Extracted(kind=kind, status=SKIPPED, reason=str(exc))
    except MemoryError:
        return Extracted(kind=kind, status=SKIPPED, reason="ran out of memory reading this file")
    except Exception as exc:  # a broken file of any kind: say what the reader said
        return Extracted(
            kind=kind,
            status=SKIPPED,
            reason=f"damaged or unreadable {kind.upper()} file ({_short(exc)})",
        )
    result.kind = kind
    if note:
        result.reason = f"{note}; {result.reason}" if result.reason else note
    if (
        result.status == OK
        and not any(text.strip() for _, text in result.pages)
        and not result.attachments
    ):
        result.status = PARTIAL if kind == "pdf" else result.status
        if kind == "pdf":
            result.reason = result.reason or "no text layer (scanned pages?); OCR is not supported"
    return result


def _too_big(size: int, limits: Limits) -> str:
    return f"file is {size / 1048576:,.1f} MB, over the {limits.max_file_mb:g} MB limit (ingest.max_file_mb)"


def _short(exc: BaseException) -> str:
    """The first line of a reader's message, without a library's wrapping ("Failed to load
    document (PDFium: Data format error)." -> "PDFium: Data format error")."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    text = text.rstrip(". ")
    wrapped = re.fullmatch(r"Failed to load (?:document|page) \((.+)\)", text)
    return (wrapped.group(1) if wrapped else text)[:160]


def _reader(kind: str):
    if kind == "pdf":
        from diligence_tui.room.extract.pdf import read_pdf

        return read_pdf
    if kind == "docx":
        from diligence_tui.room.extract.word import read_docx

        return read_docx
    if kind == "xlsx":
        from diligence_tui.room.extract.sheet import read_xlsx

        return read_xlsx
    if kind == "pptx":
        from diligence_tui.room.extract.slides import read_pptx

        return read_pptx
    if kind == "html":
        from diligence_tui.room.extract.web import read_html

        return read_html
    from diligence_tui.room.extract.text import read_text

    return read_text


def _read_eml(data: bytes, limits: Limits, attachments: bool) -> Extracted:
    from diligence_tui.room.extract.mail import read_eml

    return read_eml(data, limits, attachments)


@dataclass
class FileResult:
    """What a worker sends back for one file: the extraction, the content hash and size."""

    extracted: Extracted
    sha1: str = ""
    size: int = 0
    cpu: float = 0.0  # CPU seconds the worker spent on this file


def read_error_reason(exc: OSError) -> str:
    if isinstance(exc, PermissionError):
        return "cannot read the file (permission denied)"
    if isinstance(exc, IsADirectoryError):
        return "not a regular file"
    return f"cannot read the file ({exc.strerror or type(exc).__name__})"


def extract_file(path: str, name: str, limits: Limits) -> FileResult:
    """Read and extract one file (runs in a worker process)."""
    cap = int(limits.max_file_mb * 1024 * 1024)
    try:
        with open(path, "rb") as handle:
            data = handle.read(cap + 1)
    except OSError as exc:
        return FileResult(
            Extracted(kind=kind_for_name(name), status=SKIPPED, reason=read_error_reason(exc))
        )
    if len(data) > cap:
        return FileResult(
            Extracted(kind=kind_for_name(name), status=SKIPPED, reason=_too_big(len(data), limits))
        )
    return FileResult(extract(name, data, limits), hashlib.sha1(data).hexdigest(), len(data))
