"""A room whose files are mostly (or all) unreadable never reads "100% of the room" or
"Reviewed N of N" without saying, next to it, how many files no model saw and why: the
memo's banner and scope, the exports' title block, metrics.json and the CLI summary. Real
encrypted PDFs and a damaged Word file, a real index, the offline engine end to end."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui import docwriters
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.room.room import Room
from tests.cli_support import diligence, one_worker_settings

REASONS = "2 encrypted PDF (password required), 1 damaged DOCX file"


def unreadable_room(root: Path, readable: bool) -> Path:
    docwriters.write_pdf(root / "01 Contracts" / "msa.pdf", ["change of control"], password="pw")
    docwriters.write_pdf(root / "01 Contracts" / "lease.pdf", ["assignment"], password="pw")
    (root / "01 Contracts" / "supply.docx").write_bytes(b"PK\x03\x04 this is not really a zip")
    (root / "02 Corporate" / "empty.pdf").parent.mkdir(parents=True, exist_ok=True)
    (root / "02 Corporate" / "empty.pdf").write_bytes(b"")
    if readable:
        docwriters.write_text(
            root / "02 Corporate" / "minutes.txt",
            "Board minutes. A claim by Orion Freight for $1.2 million is pending in Delaware.\n",
        )
    return root


def test_a_mostly_unreadable_room_says_so_next_to_every_number(tmp_path: Path) -> None:
    root = unreadable_room(tmp_path / "room", readable=True)
    run_dir = tmp_path / "run"
    done = diligence("run", str(root), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    # the CLI summary: the coverage line is followed by a loud line on what was not read
    lines = done.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Coverage: 100.0%"))
    assert lines[at + 1].startswith(f"WARNING: Not read: 4 of 5 files could not be read ({REASONS}")
    assert "1 empty file" in lines[at + 1]
    # metrics.json
    metrics = json.loads((run_dir / "metrics.json").read_text())
    assert metrics["coverage"]["room"] == 1.0  # of the readable text: true, and said below
    unread = metrics["unreadable"]
    assert (unread["files"], unread["readable"], unread["skipped"], unread["loud"]) == (
        5,
        1,
        4,
        True,
    )
    assert unread["reasons"]["encrypted PDF (password required)"] == 2
    # the memo: a banner above the summary, and the harness's scope line naming them
    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    banner = md.index("> **Not read:** 4 of 5 files could not be read")
    assert banner < md.index("## Executive summary")
    assert "- Not read at all: 4 of 5 files could not be read" in md
    for path in ("01 Contracts/msa.pdf", "01 Contracts/supply.docx", "02 Corporate/empty.pdf"):
        assert path in md[md.index("- Not read at all:") :]
    # the exports carry it in their title block
    export = diligence("export", str(run_dir), "--format", "md", "-o", str(tmp_path / "m.md"))
    assert export.returncode == 0, export.stderr
    exported = (tmp_path / "m.md").read_text(encoding="utf-8")
    assert "Not read" in exported and "4 of 5 files could not be read" in exported


def test_a_room_with_nothing_readable_is_refused_by_the_cli_and_said_by_a_run(
    tmp_path: Path,
) -> None:
    root = unreadable_room(tmp_path / "room", readable=False)
    done = diligence("run", str(root), "--out", str(tmp_path / "refused"))
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "holds no readable text (4 file(s) could not be read)" in done.stderr
    # a workspace starts the run itself (no CLI check): the run says it, loudly
    settings = one_worker_settings()
    settings.budget.max_turns = 6
    with Room.open(root, settings) as room:
        room.index()
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    assert summary["coverage"]["room"] == 0.0
    assert summary["unreadable"]["skipped"] == 4 and summary["unreadable"]["readable"] == 0
    memo = run_files.load_run(tmp_path / "run").memo
    assert memo.unreadable.startswith("4 of 4 files could not be read")
    md = (tmp_path / "run" / "memo.md").read_text(encoding="utf-8")
    assert "> **Not read:** 4 of 4 files could not be read" in md
    assert "- No readable document: nothing of the room reached the offline engine." in md
    assert "Every one of the 0" not in md
