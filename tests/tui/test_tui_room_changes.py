"""Pilot: documents that changed or left the room since the shown review are marked in the
tree with a glyph and words as well as a colour; the resume offer says so."""

from __future__ import annotations

import json
import time
from pathlib import Path

from conftest import activity, until

from diligence_tui import paths
from diligence_tui.review.model import Citation, Finding, Memo
from diligence_tui.review.run_files import save_findings, save_memo, save_metrics
from diligence_tui.room.room import Room
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app

GONE = "01 Corporate/board_minutes_2024.txt"
REWRITTEN = "01 Corporate/certificate.md"


def reviewed_run(room_path: Path, run_dir: Path) -> None:
    """A run folder whose journal says both documents were read and cited (now)."""
    with Room.open(room_path) as room:
        room.index()
        gone, rewritten = room.get(GONE), room.get(REWRITTEN)
    memo = Memo(title="memo")
    c1 = Citation(gone.doc_id, gone.path, "a claim by Orion Freight", verified=True)
    c2 = Citation(rewritten.doc_id, rewritten.path, "Acme Holdings Inc., Delaware", verified=True)
    memo.write(
        "Executive summary", f"A claim {memo.cite_link(c1)}; a charter {memo.cite_link(c2)}."
    )
    findings = [Finding("Orion claim", "litigation", "high", citations=[c1])]
    run_dir.mkdir(parents=True)
    save_memo(run_dir, memo)
    save_findings(run_dir, findings)
    shares = {gone.doc_id: 1.0, rewritten.doc_id: 1.0}
    save_metrics(run_dir, {"status": "submitted", "coverage": {"room": 1.0, "documents": shares}})
    now = time.time()
    events = [
        {"kind": "run_started", "t": now, "seq": 1},
        {"kind": "coverage", "t": now, "seq": 2, "room": 1.0, "documents": shares},
        {"kind": "finding_added", "t": now, "seq": 3, "finding": findings[0].to_dict()},
    ]
    (run_dir / "journal.jsonl").write_text("".join(json.dumps(e) + "\n" for e in events))


def changed_after_review(room_path: Path) -> Path:
    """The reviewed run's folder, after one cited document left the room and one changed."""
    run_dir = paths.room_runs_dir(room_path.resolve()) / "20260101-000000"
    reviewed_run(room_path, run_dir)
    (room_path / GONE).unlink()
    (room_path / REWRITTEN).write_text("# Certificate\n\nRestated in 2026.\n", encoding="utf-8")
    return run_dir


async def test_changed_and_vanished_documents_are_stale_in_the_tree(own_room: Path) -> None:
    run_dir = changed_after_review(own_room)
    app = create_app(own_room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        tree = app.main.query_one("#room-tree")
        await until(pilot, lambda: len(tree.stale) == 2, timeout=30)
        await pilot.pause()
        corporate = next(c for c in tree.root.children if c.data.path == "01 Corporate")
        tree._fill(corporate)
        corporate.expand()
        await pilot.pause()
        labels = {
            c.data.path: tree.render_label(c, tree.rich_style, tree.rich_style).plain
            for c in corporate.children
        }
        assert labels[REWRITTEN].split()[:3] == ["△", "100%", "certificate.md"]
        assert labels[REWRITTEN].endswith("changed since the review")
        assert labels[GONE].split()[:3] == ["✗", "100%", "board_minutes_2024.txt"]
        assert labels[GONE].endswith("no longer in the room")
        folder = tree.render_label(corporate, tree.rich_style, tree.rich_style).plain
        assert "2 changed or gone since the review" in folder
        app.shutdown()


async def test_the_resume_offer_names_documents_changed_since(own_room: Path) -> None:
    run_dir = paths.room_runs_dir(own_room.resolve()) / "20260101-000000"
    reviewed_run(own_room, run_dir)
    (own_room / GONE).unlink()
    app = create_app(own_room, Settings(), autostart=True, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", timeout=30)
        shown = app.screen.detail
        assert "100% of the room read then" in shown
        assert "1 reviewed document changed or left the room since the review" in shown
        assert "100% of the room read ·" not in shown
        await pilot.press("v")
        await until(pilot, lambda: app.session.state == "review")
        app.shutdown()


async def test_a_finished_run_whose_documents_changed_offers_to_review_them(
    own_room: Path,
) -> None:
    changed_after_review(own_room)  # submitted; one document changed, one left
    app = create_app(own_room, Settings(), autostart=True, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", timeout=30)
        assert app.screen.choices[0] == ("resume", "Review the 1 changed document", "r")
        assert "finished: the root submitted the memo" in app.screen.title_text
        await pilot.press("v")
        await until(pilot, lambda: app.session.state == "review")
        app.shutdown()


ADDED = "01 Corporate/side letter - earn-out.txt"


async def test_a_document_added_since_the_review_is_marked_new_in_the_tree(
    own_room: Path,
) -> None:
    # old code: the tree marked only what changed or left the room; a side letter added after
    # the review showed as an ordinary unread row, "○ 0%", as if the review had passed it by
    run_dir = paths.room_runs_dir(own_room.resolve()) / "20260101-000000"
    reviewed_run(own_room, run_dir)
    (own_room / ADDED).write_text(
        "Side letter. The earn-out in clause 4 is payable in full on any sale of the Company, "
        "whatever the EBITDA of the year.\n",
        encoding="utf-8",
    )
    app = create_app(own_room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        tree = app.main.query_one("#room-tree")
        await until(pilot, lambda: any(s.path == ADDED for s in tree.stale.values()), timeout=30)
        await pilot.pause()
        corporate = next(c for c in tree.root.children if c.data.path == "01 Corporate")
        tree._fill(corporate)
        corporate.expand()
        await pilot.pause()
        rows = {c.data.path: c for c in corporate.children}
        label = tree.render_label(rows[ADDED], tree.rich_style, tree.rich_style).plain
        assert label.split()[:2] == ["✚", "0%"], label
        assert label.endswith("added to the room since the review; not reviewed"), label
        assert "added to the room since the review" in tree.describe(rows[ADDED])
        # the documents the review read are not marked
        read = tree.render_label(rows[GONE], tree.rich_style, tree.rich_style).plain
        assert read.split()[:2] == ["●", "100%"] and "since the review" not in read
        folder = tree.render_label(corporate, tree.rich_style, tree.rich_style).plain
        assert "1 added since the review" in folder and "changed or gone" not in folder
        app.shutdown()
