"""`diligence run` says what indexing did in the units `diligence index` uses: the files it
found, how many were new or changed and how many unchanged, adding up to the files. Before,
"42 documents ... (42 read now, 0 unchanged" on sample_rooms/small counted documents read
(an email's attachment is a document of its own) and then "(0 read now, 41 unchanged" counted
files: the same room's numbers added up to neither."""

from __future__ import annotations

import re
from email.message import EmailMessage
from pathlib import Path

from tests.cli_support import diligence, supply_room


def _room(tmp_path: Path) -> Path:
    room = supply_room(tmp_path / "room").parent
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = "a@seller.example", "b@buyer.example", "Lease"
    mail.set_content("The signed lease is attached.")
    mail.add_attachment(
        b"LEASE. The tenant may not assign this lease without the landlord's consent.\n",
        maintype="text",
        subtype="plain",
        filename="lease.txt",
    )
    (room / "mail.eml").write_bytes(mail.as_bytes())
    return room


def _index_line(stderr: str) -> str:
    return next(line for line in stderr.splitlines() if line.startswith("Indexed "))


def test_the_run_index_line_counts_files_as_diligence_index_does(tmp_path: Path) -> None:
    room = _room(tmp_path)
    first = diligence("run", str(room), "--max-turns", "3")
    assert first.returncode in (0, 3), first.stderr[-2000:]
    line = _index_line(first.stderr)
    assert re.search(r": 3 documents, .* from 2 files \(2 new or changed, 0 unchanged;", line), line
    again = diligence("run", str(room), "--max-turns", "3")
    line = _index_line(again.stderr)
    assert re.search(r": 3 documents, .* from 2 files \(0 new or changed, 2 unchanged;", line), line
    index = diligence("index", str(room))
    assert "files       2  (0 new or changed, 2 unchanged, 0 removed)" in index.stdout
