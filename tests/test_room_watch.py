"""The live watch: a file added while watching is re-indexed and reported."""

from __future__ import annotations

import asyncio
from pathlib import Path

from diligence_tui import docwriters
from diligence_tui.room.room import Room
from diligence_tui.settings import Settings


async def _next_change(room: Room, root: Path, stop: asyncio.Event, write) -> object:  # noqa: ANN001
    """Start watching, then write until the watch reports (the watcher may start after a write)."""
    changes = room.watch(stop)
    waiter = asyncio.ensure_future(changes.__anext__())
    try:
        for attempt in range(40):
            write(attempt)
            done, _ = await asyncio.wait({waiter}, timeout=0.5)
            if done:
                return waiter.result()
        raise AssertionError("the watch reported nothing")
    finally:
        stop.set()
        if not waiter.done():
            waiter.cancel()
        await changes.aclose()


async def test_watch_reindexes_added_file(tmp_path: Path) -> None:
    root = tmp_path / "room"
    docwriters.write_text(root / "a.txt", "Existing document.")
    docwriters.write_text(root / ".hidden.txt", "never reported")
    settings = Settings()
    settings.ingest.workers = 1
    room = Room.open(root, settings)
    try:
        room.index()
        stop = asyncio.Event()

        def write(attempt: int) -> None:
            (root / ".tmp-ignored").write_text(str(attempt))  # hidden: filtered out
            docwriters.write_text(
                root / "Legal" / "new.txt", f"Escrow release schedule, draft {attempt}."
            )

        change = await asyncio.wait_for(_next_change(room, root, stop, write), timeout=30)
        assert "Legal/new.txt" in change.added + change.changed
        assert not any("hidden" in p or "tmp-ignored" in p for p in change.added + change.changed)
        assert change.report is not None and change.report.extracted >= 1
        assert [h.path for h in room.search("escrow")] == ["Legal/new.txt"]
    finally:
        room.close()
