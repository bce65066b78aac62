"""Files and folders that must never stall or crash an ingest: stalls, crashes, permission
errors, huge files, zip bombs, link loops, links out of the room, very deep nesting."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from pathlib import Path

import pytest

from diligence_tui import docwriters
from diligence_tui.room.discover import discover
from diligence_tui.room.room import Room
from diligence_tui.room.types import OK, SKIPPED
from diligence_tui.room.workers import overdue, transient
from diligence_tui.settings import Settings
from tests.room_samples import zip_bomb


def _room(root: Path, extractor: str | None = None, **ingest: object) -> Room:
    settings = Settings()
    settings.ingest.workers = 2
    for key, value in ingest.items():
        setattr(settings.ingest, key, value)
    room = Room.open(root, settings)
    if extractor:
        room.indexer.extractor = extractor
    return room


def _status(room: Room) -> dict[str, tuple[str, str]]:
    return {d.path: (d.status, d.reason) for d in room.documents()}


def _index_status(root: Path, extractor: str | None = None) -> dict[str, tuple[str, str]]:
    """Index ``root`` once and return each document's (status, reason)."""
    room = _room(root, extractor)
    try:
        room.index()
        return _status(room)
    finally:
        room.close()


def test_stalled_reader_is_killed_and_the_ingest_goes_on(tmp_path: Path) -> None:
    root = tmp_path / "room"
    for n in range(4):
        docwriters.write_text(root / f"doc{n}.txt", f"Document number {n} about warranties.")
    docwriters.write_text(root / "stall.txt", "this reader never returns")
    room = _room(root, "tests.room_samples:stalling_extract", file_timeout=0.5)
    try:
        report = room.index()
        status = _status(room)
        # a reader that waits is stopped by the wall-time cap, tried once more, then skipped
        assert status["stall.txt"][0] == SKIPPED
        assert status["stall.txt"][1].startswith("extraction did not finish within ")
        assert status["stall.txt"][1].endswith("(ingest.file_timeout 0.5s), 2 times")
        assert all(status[f"doc{n}.txt"][0] == OK for n in range(4))
        assert report.skipped == [{"path": "stall.txt", "reason": status["stall.txt"][1]}]
        assert room.indexer.pool().killed == 2 and room.indexer.pool().retried == 1
        assert len(room.search("warranties", limit=10)) == 4
    finally:
        room.close()


def test_crashing_reader_is_reported(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "crash.txt", "boom")
    docwriters.write_text(root / "fine.txt", "still indexed")
    status = _index_status(root, "tests.room_samples:crashing_extract")
    assert status["crash.txt"] == (SKIPPED, "the reader crashed on this file")
    assert status["fine.txt"][0] == OK


def test_every_kind_of_bad_file_in_one_room(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "good.txt", "A perfectly good document.")
    docwriters.write_pdf(root / "locked.pdf", ["secret"], password="pw")
    docwriters.write_pdf(root / "open-locked.pdf", ["empty password text"], password="")
    (root / "corrupt.docx").write_bytes(b"PK\x03\x04 this is not really a zip")
    (root / "empty.pdf").write_bytes(b"")
    (root / "blob.dat").write_bytes(os.urandom(4096))
    (root / "fake.xlsx").write_text("just words in a file called xlsx")
    zip_bomb(root / "bomb.docx")
    docwriters.write_text(root / "huge.txt", "x" * 300_000)
    room = _room(root, max_file_mb=0.25)
    try:
        report = room.index()
        status = _status(room)
        assert status["good.txt"][0] == OK
        assert status["open-locked.pdf"][0] == OK
        assert status["locked.pdf"] == (SKIPPED, "encrypted PDF (password required)")
        assert "damaged DOCX" in status["corrupt.docx"][1]
        assert status["empty.pdf"] == (SKIPPED, "empty file")
        assert "binary file" in status["blob.dat"][1]
        assert (
            status["fake.xlsx"][0] == OK
            and "named .xlsx but is a plain text file" in status["fake.xlsx"][1]
        )
        assert "possible zip bomb" in status["bomb.docx"][1]
        assert "over the 0.25 MB limit" in status["huge.txt"][1]
        skipped = {item["path"] for item in report.skipped}
        assert skipped == {
            "locked.pdf",
            "corrupt.docx",
            "empty.pdf",
            "blob.dat",
            "bomb.docx",
            "huge.txt",
        }
        assert all(item["reason"] for item in report.skipped)
        assert room.index().extracted == 0  # skipped files are remembered, not retried
    finally:
        room.close()


def test_unreadable_file_is_reported(tmp_path: Path) -> None:
    # Root reads every file, so the reader drops to ``nobody``; the room must be reachable by it.
    base = Path(tempfile.mkdtemp(prefix="room-perm-"))
    try:
        root = base / "room"
        root.mkdir()
        for folder in (base, root):
            folder.chmod(0o755)
        docwriters.write_text(root / "public.txt", "anyone can read this").chmod(0o644)
        secret = docwriters.write_text(root / "secret.txt", "nobody can read this")
        secret.chmod(0)
        extractor = "tests.room_samples:unprivileged_extract" if os.geteuid() == 0 else None
        status = _index_status(root, extractor)
        assert status["secret.txt"] == (SKIPPED, "cannot read the file (permission denied)")
        assert status["public.txt"][0] == OK
    finally:
        secret.chmod(0o644)
        shutil.rmtree(base)


@pytest.mark.skipif(
    os.geteuid() == 0, reason="root can open any folder; needs an unprivileged user"
)
def test_unreadable_folder_is_reported(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "locked" / "a.txt", "hidden away")
    (root / "locked").chmod(0)
    try:
        found = discover(root)
        assert found.problems == [
            {"path": "locked", "reason": "cannot open the folder (permission denied)"}
        ]
    finally:
        (root / "locked").chmod(stat.S_IRWXU)


def test_links_loops_hidden_files_and_deep_nesting(tmp_path: Path) -> None:
    root = tmp_path / "room"
    outside = docwriters.write_text(tmp_path / "outside" / "secret.txt", "outside the room")
    docwriters.write_text(root / "a" / "inside.txt", "inside the room")
    (root / "a" / "loop").symlink_to(root / "a")  # a folder link back up: a loop
    (root / "self").symlink_to(root / "self")  # a link to itself
    (root / "escape.txt").symlink_to(outside)
    (root / "escape-dir").symlink_to(outside.parent)
    (root / "alias.txt").symlink_to(root / "a" / "inside.txt")  # a file link inside the room
    docwriters.write_text(root / ".hidden" / "x.txt", "hidden folder")
    docwriters.write_text(root / ".secret.txt", "hidden file")
    deep = root / "deep"
    deep.mkdir()
    current = str(deep)
    for _ in range(1200):  # deeper than Python's recursion limit
        current = os.path.join(current, "d")
        os.mkdir(current)
    Path(current, "bottom.txt").write_text("at the bottom")

    found = discover(root)
    rels = [f.rel for f in found.files]
    assert "a/inside.txt" in rels and "alias.txt" in rels
    assert rels[-1].endswith("/d/bottom.txt") and rels[-1].count("/") == 1201
    assert not any("secret" in r or "hidden" in r or "/loop/" in r for r in rels)
    reasons = {p["path"]: p["reason"] for p in found.problems}
    assert reasons["escape.txt"] == "link points outside the room, not followed"
    assert reasons["escape-dir"] == "link points outside the room, not followed"
    assert reasons["self"] == "broken or looping link, not followed"
    assert [
        f.rel
        for f in discover(root, include_hidden=True).files
        if "hidden" in f.rel or "secret" in f.rel
    ] == [
        ".hidden/x.txt",
        ".secret.txt",
    ]

    room = _room(root)
    try:
        report = room.index()
        assert {
            "path": "escape.txt",
            "reason": "link points outside the room, not followed",
        } in report.skipped
        assert room.search("outside") == []
        assert room.text(room.get(rels[-1]).doc_id) == "at the bottom"
    finally:
        room.close()
        _remove_deep(Path(current), deep)


def _remove_deep(bottom: Path, top: Path) -> None:
    """shutil.rmtree recurses per level; take the deep tree down iteratively."""
    for child in bottom.iterdir():
        child.unlink()
    while bottom != top.parent:
        bottom.rmdir()
        bottom = bottom.parent


def test_a_file_over_the_time_cap_is_tried_once_more_before_it_is_skipped(
    tmp_path: Path,
) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "fine.txt", "Document about warranties.")
    docwriters.write_text(root / "slow.txt", "read on the second attempt: indemnities")
    room = _room(root, "tests.room_samples:stall_once_extract", file_timeout=0.3)
    try:
        room.index()
        status = _status(room)
        assert status["slow.txt"] == (OK, "")  # before: skipped at its first miss
        assert room.indexer.pool().killed == 1 and room.indexer.pool().retried == 1
        assert [h.path for h in room.search("indemnities", limit=5)] == ["slow.txt"]
    finally:
        room.close()


def test_a_file_that_computes_for_ever_is_skipped_for_its_cpu_time(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "spin.txt", "never done")
    docwriters.write_text(root / "fine.txt", "still indexed")
    status = _index_status_with(root, "tests.room_samples:spinning_extract", file_timeout=0.3)
    assert status["spin.txt"][0] == SKIPPED and transient(status["spin.txt"][1])
    assert status["spin.txt"][1].endswith(", 2 times")
    assert status["fine.txt"][0] == OK


def test_the_cap_counts_cpu_time_and_a_waiting_reader_gets_longer() -> None:
    # CPU time over the cap: over, whatever the wall clock says
    assert overdue(0.31, 0.31, 0.3, 1.0).startswith("extraction took more than 0.3s of CPU")
    # a loaded machine: much wall time, little CPU: not over until the stretched wall cap
    assert overdue(0.1, 5.0, 0.3, 6.0) == ""
    assert overdue(0.1, 0.5, 0.3, 1.0) == ""  # waiting, under 3x the cap
    assert overdue(0.1, 1.0, 0.3, 1.0).startswith("extraction did not finish within 1s")
    # CPU time unknown (not Linux): the wall cap, stretched by the load only
    assert overdue(None, 0.5, 0.3, 1.0).startswith("extraction did not finish")
    assert overdue(None, 0.5, 0.3, 2.0) == ""


def test_a_file_skipped_for_time_is_read_again_in_the_next_session(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "stall.txt", "indemnities, read once the machine is free")
    status = _index_status_with(root, "tests.room_samples:stalling_extract", file_timeout=0.3)
    assert status["stall.txt"][0] == SKIPPED and transient(status["stall.txt"][1])
    room = _room(root)  # a new session, the file unchanged
    try:
        room.index()
        assert _status(room)["stall.txt"] == (OK, "")  # before: skipped for good
        room.index()  # read now: an unchanged room reads no file again
        assert _status(room)["stall.txt"] == (OK, "")
    finally:
        room.close()


def _index_status_with(root: Path, extractor: str, **ingest: object) -> dict:
    room = _room(root, extractor, **ingest)
    try:
        room.index()
        return _status(room)
    finally:
        room.close()
