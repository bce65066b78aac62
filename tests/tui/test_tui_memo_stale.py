"""Pilot: the memo pane says which reviewed documents changed or left the room, flags the
citations into them in the editor (the editor's text stays what was written), and memo.md
says it too."""

from __future__ import annotations

from pathlib import Path

from conftest import activity, until
from test_tui_room_changes import GONE, REWRITTEN, changed_after_review

from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


async def test_the_memo_pane_names_stale_documents_and_flags_their_citations(
    own_room: Path,
) -> None:
    run_dir = changed_after_review(own_room)
    app = create_app(own_room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        pane = app.main.query_one("#memo")
        await until(pilot, lambda: bool(pane.memo.stale_citations()), timeout=30)
        await pilot.pause()
        bar = str(pane.query_one("#memo-room").render())
        assert "Room changed since the review: 2 reviewed documents" in bar
        assert f"{GONE}: no longer in the room" in bar
        assert f"{REWRITTEN}: changed since the review" in bar
        assert "c1 (the document is no longer in the room)" in bar
        assert pane.query_one("#memo-room").has_class("-shown")
        # both citations are flagged (they verified when written), the text is untouched
        assert {"c1", "c2"} <= pane.editor.flagged
        assert "Room changed" not in pane.editor.text and "⚠" not in pane.editor.text
        status = str(pane.query_one("#memo-status").render())
        assert "⚠ 2 into changed documents" in status
        md = (run_dir / "memo.md").read_text(encoding="utf-8")
        assert f"> - {GONE}: no longer in the room" in md
        assert "(cite:c1) ⚠ (the document is no longer in the room)" in md
        app.shutdown()
