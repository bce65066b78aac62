"""Helpers for the dataroom tests: a mixed room built with the real document writers, and
extractors that worker processes import by name (a stalled reader, a reader without root)."""

from __future__ import annotations

import os
import threading
import zipfile
from pathlib import Path

from diligence_tui import docwriters
from diligence_tui.room.extract import FileResult, Limits, extract_file

PDF_PAGES = [
    "Share Purchase Agreement between Acme Holdings and Beta Capital.",
    "Article 7. The Seller shall indemnify the Buyer against all Losses.",
    "Article 9. Change of control requires the prior written consent of the Lender.",
]


def build_mixed_room(root: Path) -> Path:
    """A small room with every supported format, in nested folders."""
    docwriters.write_pdf(
        root / "Legal" / "Contracts" / "spa.pdf", PDF_PAGES, title="Share Purchase Agreement"
    )
    docwriters.write_docx(
        root / "Legal" / "lease.docx",
        [
            ("h1", "Office Lease"),
            ("p", "The Tenant pays an annual rent of EUR 240,000."),
            ("table", [["Term", "Value"], ["Break option", "2027"]]),
            ("page_break",),
            ("p", "Assignment requires the Landlord's consent."),
        ],
        header="CONFIDENTIAL",
        footer="Lease footer",
    )
    docwriters.write_xlsx(
        root / "Finance" / "revenue.xlsx",
        {
            "Revenue": [
                ["Customer", "Amount"],
                ["Globex", 100],
                ["Initech", 200],
                ["Total", ("=SUM(B2:B3)", 300)],
            ],
            "Notes": [["Uncached", "=B2*2"]],
        },
    )
    docwriters.write_pptx(
        root / "Management" / "deck.pptx",
        [
            ("Investment thesis", "Recurring revenue grows", "Mention the churn problem"),
            ("Risks", "Key customer", ""),
        ],
    )
    spa_bytes = (root / "Legal" / "Contracts" / "spa.pdf").read_bytes()
    docwriters.write_eml(
        root / "Correspondence" / "consent.eml",
        "cfo@acme.example",
        "lender@bank.example",
        "Waiver request",
        "Mon, 2 Nov 2026 10:00:00 +0000",
        "Please confirm the waiver of the covenant breach.",
        attachments=[("signed.pdf", spa_bytes), ("note.txt", b"Attachment note about escrow.")],
    )
    docwriters.write_html(
        root / "Correspondence" / "press.html",
        "Press release",
        "<h1>Acme acquires Beta</h1><script>evil()</script>",
    )
    docwriters.write_text(root / "notes.md", "# Notes\nThe litigation with Hooli is pending.\n")
    docwriters.write_text(root / "Finance" / "ledger.csv", "account,amount\nescrow,5000\n")
    return root


def zip_bomb(path: Path, declared: int = 3 * 1024**3) -> Path:
    """A DOCX-looking zip whose central directory declares ``declared`` bytes for one member."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<document/>")
        archive.filelist[-1].file_size = declared
    return path


def stalling_extract(path: str, name: str, limits: Limits) -> FileResult:
    """Extracts normally, except that a file called ``stall*`` never finishes."""
    if name.startswith("stall"):
        threading.Event().wait()
    return extract_file(path, name, limits)


def stall_once_extract(path: str, name: str, limits: Limits) -> FileResult:
    """A ``slow*`` file stalls on its first attempt (a reader waiting on a loaded machine)
    and reads normally on the next (a hidden marker beside it remembers the first)."""
    marker = os.path.join(os.path.dirname(path), f".{name}.tried")
    if name.startswith("slow") and not os.path.exists(marker):
        with open(marker, "w"):
            pass
        threading.Event().wait()
    return extract_file(path, name, limits)


def spinning_extract(path: str, name: str, limits: Limits) -> FileResult:
    """A ``spin*`` file computes for ever (a pathological file: CPU, not waiting)."""
    if name.startswith("spin"):
        while True:
            pass
    return extract_file(path, name, limits)


def crashing_extract(path: str, name: str, limits: Limits) -> FileResult:
    """A reader that takes the whole worker process down on ``crash*`` files."""
    if name.startswith("crash"):
        os._exit(3)
    return extract_file(path, name, limits)


def unprivileged_extract(path: str, name: str, limits: Limits) -> FileResult:
    """Read as the ``nobody`` user, so file permissions apply even when the tests run as root."""
    if os.geteuid() == 0:
        import hashlib  # noqa: F401  (imports first: the interpreter's files may be root-only)

        import diligence_tui.room.extract.text  # noqa: F401

        os.setgid(65534)
        os.setuid(65534)
    return extract_file(path, name, limits)
