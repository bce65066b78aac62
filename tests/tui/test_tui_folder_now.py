"""Pilot: a document added to a folder after the review, and never read by it, takes that
folder and the room below "100% read" in the tree. Found on a copy of sample_rooms/small with
a letter before claim dropped into "10 Litigation & Disputes" after the review: the letter's
row said "○ 0%" and its folder, five documents, still said "● 100% ... 100% read by the
review"."""

from __future__ import annotations

import json
import time
from pathlib import Path

from conftest import activity, until

from diligence_tui import paths
from diligence_tui.docwriters import write_text
from diligence_tui.review.model import Memo
from diligence_tui.review.run_files import save_findings, save_memo, save_metrics
from diligence_tui.room.room import Room
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


def read_in_full(room_path: Path) -> Path:
    """A finished run that read every document of the room to the end."""
    with Room.open(room_path) as room:
        room.index()
        docs = {d.doc_id: 1.0 for d in room.documents() if d.status != "skipped"}
        folders = {d.folder: 1.0 for d in room.documents()}
    run_dir = paths.room_runs_dir(room_path.resolve()) / "20260101-000000"
    run_dir.mkdir(parents=True)
    save_memo(run_dir, Memo(title="memo"))
    save_findings(run_dir, [])
    coverage = {"room": 1.0, "documents": docs, "folders": folders}
    save_metrics(run_dir, {"status": "submitted", "coverage": coverage})
    started = time.time()  # after the index that took every document in
    events = [
        {"kind": "run_started", "t": started, "seq": 1},
        {"kind": "coverage", "t": started, "seq": 2, **coverage},
    ]
    (run_dir / "journal.jsonl").write_text("".join(json.dumps(e) + "\n" for e in events))
    return run_dir


async def test_a_folder_with_a_document_added_since_is_not_shown_read_in_full(
    own_room: Path,
) -> None:
    run_dir = read_in_full(own_room)
    write_text(
        own_room / "02 Contracts" / "side_letter.txt",
        "Side letter to the master services agreement: the Customer may terminate on thirty "
        "days' notice at any time, and the termination fee is waived.\n" * 20,
    )
    app = create_app(own_room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        tree = app.main.query_one("#room-tree")
        await until(pilot, lambda: app.session.coverage_now is not None, timeout=30)
        await until(pilot, lambda: tree.coverage_room < 1.0, timeout=10)

        def label(path: str) -> str:
            node = next(c for c in tree.root.children if c.data.path == path)
            return tree.render_label(node, tree.rich_style, tree.rich_style).plain

        contracts = label("02 Contracts")
        assert contracts.split()[1] == "◐" and "100%" not in contracts
        assert label("01 Corporate").split()[1:3] == ["●", "100%"]  # as reviewed
        root = tree.render_label(tree.root, tree.rich_style, tree.rich_style).plain
        assert "●" not in root and "100%" not in root
        node = next(c for c in tree.root.children if c.data.path == "02 Contracts")
        assert "100% read" not in tree.describe(node)
        app.shutdown()
