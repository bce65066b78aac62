"""Snapshots of the workspace at a fixed size in a dark and a light theme.

Deterministic: a fixed room and a fixed run folder (review mode: no live harness, no clock),
notifications cleared, the cursor not blinking. Update with ``pytest --snapshot-update``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import until

from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


def workspace(room: Path, review_dir: Path, theme: str):
    settings = Settings()
    settings.ui.theme = theme
    return create_app(room, settings, run_dir=review_dir, autostart=False, watch_room=False)


async def settle(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: app.session.state == "review")
    await app.workers.wait_for_complete()
    app.main.query_one("#memo-editor").cursor_blink = False
    tree = app.main.query_one("#room-tree")
    tree.root.children[1].expand()
    await pilot.pause()
    app.clear_notifications()
    await pilot.pause()


@pytest.mark.parametrize("theme", ["diligence-dark", "diligence-light"])
def test_main_screen(snap_compare, room: Path, review_dir: Path, theme: str) -> None:
    assert snap_compare(
        workspace(room, review_dir, theme), terminal_size=(120, 40), run_before=settle
    )


def test_findings_tab_high_contrast(snap_compare, room: Path, review_dir: Path) -> None:
    async def findings(pilot) -> None:
        await settle(pilot)
        await pilot.press("f4")
        await pilot.pause()

    assert snap_compare(
        workspace(room, review_dir, "diligence-high-contrast"),
        terminal_size=(120, 40),
        run_before=findings,
    )


def test_narrow_terminal(snap_compare, room: Path, review_dir: Path) -> None:
    """80x24: the tree and the centre only; the transcript/calls column is one key away."""
    assert snap_compare(
        workspace(room, review_dir, "diligence-dark"), terminal_size=(80, 24), run_before=settle
    )
