"""File writers for the yarrawonga room: tests/rooms/room_files.py bound to this room's document date,
language, mail domain and page size (the same bytes as the room's first build)."""

from __future__ import annotations

import datetime as dt

from ..room_files import Block, RoomFiles, write_csv, write_text

FILES = RoomFiles(
    fixed=dt.datetime(2025, 11, 3, 9, 0, 0),
    lang="en-AU",
    mail_domain="yarrawonga.invalid",
    page="A4",
)
FIXED = FILES.fixed

write_pdf = FILES.write_pdf
write_docx = FILES.write_docx
write_xlsx = FILES.write_xlsx
write_html = FILES.write_html
write_eml = FILES.write_eml
write_pptx = FILES.write_pptx

__all__ = [
    "FIXED",
    "Block",
    "write_csv",
    "write_docx",
    "write_eml",
    "write_html",
    "write_pdf",
    "write_pptx",
    "write_text",
    "write_xlsx",
]
