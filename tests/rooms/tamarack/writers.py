"""File writers for the tamarack room: tests/rooms/room_files.py bound to its date and place."""

from __future__ import annotations

import datetime as dt

from ..room_files import Block as Block
from ..room_files import RoomFiles
from ..room_files import write_csv as write_csv
from ..room_files import write_text as write_text

FILES = RoomFiles(
    fixed=dt.datetime(2025, 10, 13, 9, 0, 0),
    lang="en-GB",
    mail_domain="tamarack.invalid",
    page="A4",
)
FIXED = FILES.fixed
write_pdf, write_docx, write_xlsx, write_html, write_eml, write_pptx = FILES.writers()
