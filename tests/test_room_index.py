"""The Room: indexing a real mixed room, search, reads, incremental updates, the CLI."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from diligence_tui import cli, docwriters, paths
from diligence_tui.errors import UserError
from diligence_tui.room.room import Room
from diligence_tui.room.types import OK, SKIPPED
from diligence_tui.settings import Settings
from tests.room_samples import build_mixed_room


def _settings(**ingest: object) -> Settings:
    settings = Settings()
    settings.ingest.workers = 2
    for key, value in ingest.items():
        setattr(settings.ingest, key, value)
    return settings


@pytest.fixture
def mixed(tmp_path: Path):
    root = build_mixed_room(tmp_path / "room")
    room = Room.open(root, _settings())
    yield room
    room.close()


def test_index_mixed_room(mixed: Room) -> None:
    report = mixed.index()
    paths_seen = {d.path for d in mixed.documents()}
    assert {
        "Legal/Contracts/spa.pdf",
        "Legal/lease.docx",
        "Finance/revenue.xlsx",
        "Finance/ledger.csv",
        "Management/deck.pptx",
        "Correspondence/consent.eml",
        "Correspondence/consent.eml/signed.pdf",
        "Correspondence/consent.eml/note.txt",
        "Correspondence/press.html",
        "notes.md",
    } == paths_seen
    assert report.extracted == 8 and report.indexed == 10 and report.documents == 10
    assert report.skipped == [] and report.pages == mixed.totals().pages
    assert not str(mixed.state_dir).startswith(str(mixed.root))

    spa = mixed.get("Legal/Contracts/spa.pdf")
    assert (
        spa.kind == "pdf"
        and spa.pages == 3
        and spa.category == "Legal"
        and spa.folder == "Legal/Contracts"
    )
    assert mixed.get(spa.doc_id) == spa
    attachment = mixed.get("Correspondence/consent.eml/signed.pdf")
    email = mixed.get("Correspondence/consent.eml")
    assert attachment.parent_id == email.doc_id and attachment.doc_id == email.doc_id + "#1"
    assert attachment.folder == "Correspondence"

    text = mixed.text(spa.doc_id)
    pages = mixed.pages(spa.doc_id)
    assert [p.label for p in pages] == ["p. 1", "p. 2", "p. 3"]
    assert mixed.read(spa.doc_id, pages=2) == text[pages[1].start : pages[1].end]
    assert "indemnify" in mixed.read(spa.doc_id, pages=[2])
    assert (
        mixed.read(spa.doc_id, span=(pages[2].start, pages[2].start + 10))
        == text[pages[2].start :][:10]
    )
    assert mixed.page_at(spa.doc_id, pages[1].start + 3).number == 2
    assert mixed.page_at(spa.doc_id, pages[0].end + 1).number == 2  # inside the separator
    with pytest.raises(ValueError, match="out of range"):
        mixed.read(spa.doc_id, pages=7)
    with pytest.raises(KeyError):
        mixed.get("nope.pdf")

    tree = mixed.tree()
    assert tree.doc_count == 10
    legal = next(n for n in tree.folders if n.name == "Legal")
    assert legal.doc_count == 2 and [n.path for n in legal.folders] == ["Legal/Contracts"]
    assert mixed.totals().documents == 10 and mixed.totals().folders == 5


def test_search_hits_pages_snippets_and_folders(mixed: Room) -> None:
    mixed.index()
    hits = mixed.search("indemnify")
    assert hits[0].path in ("Legal/Contracts/spa.pdf", "Correspondence/consent.eml/signed.pdf")
    assert hits[0].page == 2 and hits[0].page_label == "p. 2"
    start, end = hits[0].highlights[0]
    assert hits[0].snippet[start:end].lower() == "indemnify"
    text = mixed.text(hits[0].doc_id)
    assert "indemnify" in text[hits[0].start : hits[0].end]

    only_contracts = mixed.search("indemnify", folder="Legal")  # a parent folder filters too
    assert [h.path for h in only_contracts] == ["Legal/Contracts/spa.pdf"]
    assert only_contracts[0].folder == "Legal/Contracts"
    assert mixed.search("indemnify", folder="Finance") == []

    # stemming and word families: "indemnity" and "indemnification" find "indemnify"
    assert any(h.path == "Legal/Contracts/spa.pdf" for h in mixed.search("indemnification"))
    assert [h.path for h in mixed.search("Sheet churn")][:1] == ["Management/deck.pptx"]
    assert any(h.page_label == "Sheet: Revenue" for h in mixed.search("Globex"))
    assert mixed.search('"unbalanced') is not None  # lenient parsing, no exception
    assert mixed.search("") == []


def test_incremental_updates_touch_only_their_entries(tmp_path: Path) -> None:
    root = build_mixed_room(tmp_path / "room")
    room = Room.open(root, _settings())
    try:
        first = room.index()
        assert first.extracted == 8

        again = room.index()
        assert (again.extracted, again.indexed, again.reused, again.removed) == (0, 0, 0, 0)
        assert again.unchanged == 8 and again.documents == first.documents

        notes = root / "notes.md"
        stat = notes.stat()
        os.utime(notes, (stat.st_atime, stat.st_mtime + 5))  # touched, same content
        assert room.index().extracted == 0

        notes.write_text("# Notes\nThe arbitration with Vandelay is settled.\n")
        changed = room.index()
        assert changed.extracted == 1 and changed.indexed == 1
        assert [h.path for h in room.search("Vandelay")] == ["notes.md"]
        assert room.search("Hooli") == []
        assert room.last_delta.changed == ["notes.md"]

        docwriters.write_text(
            root / "Legal" / "nda.txt", "Mutual non-disclosure agreement with Umbrella."
        )
        added = room.index()
        assert added.extracted == 1 and room.last_delta.added == ["Legal/nda.txt"]

        old_id = room.get("Legal/Contracts/spa.pdf").doc_id
        (root / "Archive").mkdir()
        shutil.move(root / "Legal" / "Contracts" / "spa.pdf", root / "Archive" / "spa-final.pdf")
        renamed = room.index()
        assert (renamed.extracted, renamed.reused, renamed.removed) == (0, 1, 1)
        moved = room.get("Archive/spa-final.pdf")
        assert moved.pages == 3 and moved.category == "Archive" and moved.doc_id != old_id
        assert {h.path for h in room.search("indemnify")} == {
            "Archive/spa-final.pdf",
            "Correspondence/consent.eml/signed.pdf",
        }
        with pytest.raises(KeyError):
            room.get(old_id)

        email_id = room.get("Correspondence/consent.eml").doc_id
        docwriters.write_eml(
            root / "Correspondence" / "consent.eml", "a@x", "b@y", "Waiver granted", "Tue, 3 Nov 2026 09:00:00 +0000",
            "Granted.", attachments=[("final.txt", b"Final waiver letter")],
        )  # fmt: skip
        room.index()
        children = [d.path for d in room.documents() if d.parent_id == email_id]
        assert children == ["Correspondence/consent.eml/final.txt"]
        assert room.search("escrow", folder="Correspondence") == []

        (root / "notes.md").unlink()
        deleted = room.index()
        assert deleted.removed == 1 and deleted.extracted == 0 and room.search("Vandelay") == []

        full = room.index(full=True)
        assert full.extracted == len([d for d in room.documents() if d.parent_id is None])
    finally:
        room.close()


def test_state_survives_reopen_and_lab_layout(tmp_path: Path) -> None:
    task_root = tmp_path / "task"
    build_mixed_room(task_root / "documents")
    (task_root / "task.json").write_text("{}")
    room = Room.open(task_root, _settings())
    assert (
        room.root == (task_root / "documents").resolve()
        and room.task == (task_root / "task.json").resolve()
    )
    room.index()
    room.close()
    reopened = Room.open(task_root, _settings())
    try:
        assert reopened.indexed and len(reopened.documents()) == 10
        assert reopened.index().extracted == 0
        assert reopened.search("Globex")
        assert reopened.state_dir == paths.room_state_dir(task_root / "documents")
    finally:
        reopened.close()


def test_missing_room_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="no such dataroom folder"):
        Room.open(tmp_path / "absent")


def test_cli_index_and_search_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = build_mixed_room(tmp_path / "room")
    (root / "broken.pdf").write_bytes(b"%PDF-1.4 broken")
    assert cli.main(["search", str(root), "indemnify", "--json"]) == 0  # indexes on demand
    hits = json.loads(capsys.readouterr().out)
    assert hits[0]["page"] == 2 and hits[0]["snippet"]

    assert cli.main(["index", str(root), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("indexed", "partial", "skipped", "documents", "pages", "tokens", "seconds"):
        assert key in summary
    assert summary["skipped"] == [{"path": "broken.pdf", "reason": summary["skipped"][0]["reason"]}]
    assert "damaged" in summary["skipped"][0]["reason"] and summary["documents"] == 10

    assert cli.main(["index", str(root)]) == 0
    out = capsys.readouterr().out
    assert "documents   10 searchable, 1 skipped" in out and "broken.pdf: damaged" in out
    assert "(0 new or changed," in out

    assert cli.main(["search", str(root), "consent of the lender", "--json"]) == 0
    hit = json.loads(capsys.readouterr().out)[0]
    marked = {hit["snippet"][a:b].lower() for a, b in hit["highlights"]}
    assert marked and not marked & {"of", "the"}  # common words are not marked

    assert cli.main(["search", str(root), "indemnify", "--folder", "Legal"]) == 0
    out = capsys.readouterr().out
    assert "Legal/Contracts/spa.pdf  p. 2" in out and "[indemnify]" in out

    assert cli.main(["index", str(tmp_path / "absent")]) == 1
    assert "no such dataroom folder" in capsys.readouterr().err


def test_skipped_documents_are_listed(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "ok.txt", "fine")
    (root / "empty.txt").write_bytes(b"")
    room = Room.open(root, _settings())
    try:
        report = room.index()
        assert report.skipped == [{"path": "empty.txt", "reason": "empty file"}]
        statuses = {d.path: d.status for d in room.documents()}
        assert statuses == {"ok.txt": OK, "empty.txt": SKIPPED}
        assert room.text(room.get("empty.txt").doc_id) == ""
    finally:
        room.close()


def test_interrupted_pass_is_repaired_without_extraction(tmp_path: Path) -> None:
    root = build_mixed_room(tmp_path / "room")
    room = Room.open(root, _settings())
    try:
        room.index()
        lease = room.get("Legal/lease.docx")
        # as if the process died after the store write but before the index commit
        room.chunks.update([lease.doc_id], [])
        with room.store.write() as db:
            db.execute("UPDATE docs SET indexed = 0 WHERE doc_id = ?", (lease.doc_id,))
        assert room.search("Landlord", folder="Legal") == []
        report = room.index()
        assert report.extracted == 0
        assert [h.path for h in room.search("Landlord", folder="Legal")] == ["Legal/lease.docx"]
    finally:
        room.close()


def test_interrupted_full_pass_starts_over_without_duplicates(tmp_path: Path) -> None:
    root = build_mixed_room(tmp_path / "room")
    room = Room.open(root, _settings())
    try:
        room.index()
        chunks = room.chunks.count()
        # as if a full pass died after forgetting the store, before its index commit
        room.store.reset()
        assert not room.indexed
        report = room.index()  # incremental asked, full done: the old chunks go
        assert report.extracted == report.files and room.chunks.count() == chunks
        hits = room.search("Landlord", folder="Legal", limit=5)
        assert [h.path for h in hits] == ["Legal/lease.docx"]
    finally:
        room.close()


def test_full_pass_keeps_no_text_of_a_removed_file(tmp_path: Path) -> None:
    root = build_mixed_room(tmp_path / "room")
    room = Room.open(root, _settings())
    try:
        room.index()
        gone = room.get("Legal/lease.docx").doc_id
        (root / "Legal" / "lease.docx").unlink()
        room.index(full=True)
        with pytest.raises(KeyError):
            room.get("Legal/lease.docx")
        assert room.store.text(gone) == ""  # the orphaned text went at the end of the pass
        assert room.store.text(room.get("Finance/revenue.xlsx").doc_id)
    finally:
        room.close()
