"""What a room's folder holds that never became a document (a link out of the room, a broken
link) is named with its reason wherever the memo counts what was not read: the scope's
measured block, metrics.json, the title block of every export and the JSON export's
``not_read``. They were dropped: the index summary listed five skipped files, the memo said
"3 of 46 files could not be read" and "Reviewed 43 of 43 readable documents", and nothing named
the two links. A real room on disk, a real index, the offline engine, the command line."""

from __future__ import annotations

import json
import os
from pathlib import Path

from diligence_tui import docwriters
from tests.cli_support import diligence

LINK_OUT = "link points outside the room, not followed"
BROKEN = "broken or looping link, not followed"


def room_with_links(tmp_path: Path) -> Path:
    root = tmp_path / "room"
    docwriters.write_text(
        root / "01 Contracts" / "supply.txt",
        "SUPPLY AGREEMENT\n\n12. Assignment. Neither party may assign this Agreement without the "
        "prior written consent of the other party.\n",
    )
    docwriters.write_pdf(root / "01 Contracts" / "locked.pdf", ["board minutes"], password="pw")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "payroll.txt").write_text("The CEO may terminate on a change of control.\n")
    os.symlink(outside / "payroll.txt", root / "01 Contracts" / "payroll.txt")
    os.symlink(outside, root / "02 Shared")
    os.symlink(tmp_path / "gone.txt", root / "01 Contracts" / "gone.txt")
    return root


def test_links_that_were_not_followed_are_counted_and_named_as_not_read(tmp_path: Path) -> None:
    root = room_with_links(tmp_path)
    run_dir = tmp_path / "run"
    done = diligence("run", str(root), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    expected = {
        "01 Contracts/gone.txt": BROKEN,
        "01 Contracts/locked.pdf": "encrypted PDF (password required)",
        "01 Contracts/payroll.txt": LINK_OUT,
        "02 Shared": LINK_OUT,
    }
    summary = "4 of 5 files could not be read (2 " + LINK_OUT
    assert f"Not read: {summary}" in done.stdout

    unread = json.loads((run_dir / "metrics.json").read_text())["unreadable"]
    assert (unread["files"], unread["readable"], unread["skipped"]) == (5, 1, 4)
    assert {f["path"]: f["reason"] for f in unread["files_skipped"]} == expected

    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    scope = md[md.index("- Not read at all:") :].split("\n", 1)[0]
    assert summary in scope
    for path, reason in expected.items():
        assert f"{path} ({reason})" in scope

    out = tmp_path / "export.json"
    assert diligence("export", str(run_dir), "--format", "json", "-o", str(out)).returncode == 0
    not_read = json.loads(out.read_text())["not_read"]
    assert {f["path"]: f["reason"] for f in not_read["files_skipped"]} == expected
    assert not_read["summary"].startswith(summary)
    out_md = tmp_path / "export.md"
    assert diligence("export", str(run_dir), "--format", "md", "-o", str(out_md)).returncode == 0
    assert f"**Not read:** {summary}" in out_md.read_text(encoding="utf-8")

    # the workbook too: the Coverage sheet says what its figures leave out, file by file
    from openpyxl import load_workbook

    out_xlsx = tmp_path / "findings.xlsx"
    done = diligence("export", str(run_dir), "--format", "xlsx", "-o", str(out_xlsx))
    assert done.returncode == 0, done.stderr
    rows = [tuple(r) for r in load_workbook(out_xlsx)["Coverage"].iter_rows(values_only=True)]
    said = next(r for r in rows if r[0] == "Not read")
    assert str(said[1]).startswith(summary)
    listed = rows[rows.index(("Document", "Reason")) + 1 :]
    assert dict(listed) == expected
