"""Plain data types of the Room API, shared by the harness, the offline engine and the TUI.

Text model: a document's text is its pages' texts joined by ``PAGE_SEPARATOR``; every page
knows its ``[start, end)`` character offsets in that text. A "page" is a PDF page, a DOCX
section/page break, an XLSX sheet, a PPTX slide, an email body, or a whole text file.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

PAGE_SEPARATOR = "\n\f\n"

# status of a document after extraction
OK, PARTIAL, SKIPPED = "ok", "partial", "skipped"


@dataclass(frozen=True)
class Page:
    number: int  # 1-based
    label: str  # "p. 3", "Sheet: Revenue", "Slide 4", "Body", "Section 2"
    start: int  # offsets in the document's text
    end: int


@dataclass(frozen=True)
class DocInfo:
    doc_id: str  # stable: derived from the relative path (and attachment index)
    path: str  # POSIX path relative to the room root; attachments: "mail.eml/attachment.pdf"
    name: str  # file name (attachment name for attachments)
    folder: str  # parent folder, relative ("" at the root)
    category: str  # top-level folder ("" for files at the root)
    kind: str  # pdf | docx | xlsx | pptx | eml | html | txt | md | csv | other
    size: int  # bytes on disk (attachments: decoded size)
    mtime: float
    pages: int
    chars: int
    tokens: int
    status: str = OK  # ok | partial | skipped
    reason: str = ""  # why skipped or partly read, in plain words
    parent_id: str | None = None  # the email an attachment came from
    title: str = ""  # document title or email subject where known

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class SearchHit:
    doc_id: str
    path: str
    page: int
    page_label: str
    score: float
    snippet: str  # plain text fragment
    highlights: list[tuple[int, int]] = field(default_factory=list)  # offsets in snippet
    start: int = 0  # chunk offsets in the document's text
    end: int = 0
    folder: str = ""


@dataclass
class FolderNode:
    name: str
    path: str  # relative ("" for the room root)
    folders: list[FolderNode] = field(default_factory=list)
    documents: list[DocInfo] = field(default_factory=list)
    doc_count: int = 0  # all documents below, recursively
    chars: int = 0
    skipped: int = 0


@dataclass
class RoomTotals:
    documents: int = 0  # indexed documents (ok + partial), attachments included
    pages: int = 0
    chars: int = 0
    tokens: int = 0
    partial: int = 0
    skipped: int = 0
    folders: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class IndexReport:
    indexed: int = 0  # documents (re-)extracted and written in this pass
    extracted: int = 0  # files read by an extractor in this pass (0 on an unchanged room)
    reused: int = 0  # renamed files whose stored text was reused without extraction
    unchanged: int = 0
    removed: int = 0
    files: int = 0  # files found in the room (top level; attachments are documents, not files)
    partial: int = 0
    skipped: list[dict[str, str]] = field(default_factory=list)  # {path, reason}
    partial_files: list[dict[str, str]] = field(default_factory=list)  # {path, reason}
    escaped: list[dict[str, str]] = field(default_factory=list)  # names not UTF-8 {path, reason}
    # entries of the folder that are no document and were never read (a link out of the room
    # or broken, a folder or file that could not be opened): in ``skipped`` too, and kept
    # apart because the store does not hold them (every pass finds them again)
    unlisted: list[dict[str, str]] = field(default_factory=list)  # {path, reason}
    documents: int = 0  # totals after the pass
    pages: int = 0
    chars: int = 0
    tokens: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class RoomChange:
    """What the watch saw and re-indexed."""

    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    report: IndexReport | None = None
