"""Fixtures for the TUI tests: a real room on disk, a fixed run folder to review, and a way
to wait on the app without sleeping for a fixed time."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from rooms import build_room  # noqa: E402

from diligence_tui.review.model import Citation, Finding, Memo  # noqa: E402
from diligence_tui.review.run_files import save_findings, save_memo, save_metrics  # noqa: E402

FIXED_TIME = 1_780_000_000.0


@pytest.fixture(scope="session")
def indexed_room(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The test room, built and indexed once per session: (room folder, its state dir)."""
    from diligence_tui import paths
    from diligence_tui.room.room import Room

    base = tmp_path_factory.mktemp("tui-room")
    room = build_room(base)
    saved = os.environ.get("DILIGENCE_DATA_DIR")
    os.environ["DILIGENCE_DATA_DIR"] = str(base / "data")
    try:
        r = Room.open(room)
        r.index()
        r.close()
        state = paths.room_state_dir(room)
    finally:
        if saved is None:
            os.environ.pop("DILIGENCE_DATA_DIR", None)
        else:
            os.environ["DILIGENCE_DATA_DIR"] = saved
    return room, state


@pytest.fixture
def room(indexed_room: tuple[Path, Path]) -> Path:
    """The shared test room, with its index copied into this test's own data dir."""
    from diligence_tui import paths

    folder, state = indexed_room
    shutil.copytree(state, paths.room_state_dir(folder), dirs_exist_ok=True)
    return folder


@pytest.fixture
def own_room(tmp_path: Path) -> Path:
    """A room of this test's own, for tests that change files."""
    return build_room(tmp_path)


def fixed_review(room_path: Path, run_dir: Path) -> Path:
    """A run folder with a memo, findings and coverage, fixed to the byte (for snapshots)."""
    from diligence_tui.room.room import Room

    r = Room.open(room_path)
    r.ensure_indexed()
    msa = r.get("02 Contracts/msa_northwind.pdf")
    lease = r.get("02 Contracts/lease_hq.docx")
    r.close()
    memo = Memo(
        title="Due diligence memo",
        target="Acme Holdings",
        engine="offline engine",
        created=FIXED_TIME,
    )
    c1 = Citation(
        msa.doc_id,
        msa.path,
        "terminate this Agreement upon a change of control",
        page=1,
        page_label="p. 1",
        verified=True,
    )
    c2 = Citation(
        lease.doc_id,
        lease.path,
        "may not assign this lease without the Landlord's prior consent",
        page=1,
        page_label="Body",
        verified=False,
    )
    link1, link2 = memo.cite_link(c1), memo.cite_link(c2)
    memo.write(
        "Executive summary", f"The MSA ends on a change of control with a $4.2M fee {link1}."
    )
    memo.write("Real estate", f"The HQ lease needs the landlord's consent to assign {link2}.")
    for sec in memo.sections:
        sec.updated = FIXED_TIME
    findings = [
        Finding(
            "Change of control termination",
            "contracts",
            "high",
            "Northwind may terminate.",
            "$4.2M termination fee",
            [4_200_000.0],
            "Seek a waiver",
            [c1],
            created=FIXED_TIME,
        ),
        Finding(
            "Lease anti-assignment",
            "real estate",
            "medium",
            "Consent needed on change of control.",
            "",
            [],
            "Ask the landlord",
            [c2],
            created=FIXED_TIME,
        ),
        Finding(
            "Pending litigation",
            "litigation",
            "low",
            "Orion Freight claim.",
            "$1.2M",
            [1_200_000.0],
            "",
            [],
            created=FIXED_TIME,
        ),
    ]
    run_dir.mkdir(parents=True, exist_ok=True)
    save_memo(run_dir, memo)
    save_findings(run_dir, findings)
    save_metrics(
        run_dir,
        {
            "status": "submitted",
            "coverage": {
                "room": 0.5,
                "documents": {msa.doc_id: 1.0, lease.doc_id: 0.4},
                "folders": {"02 Contracts": 0.7},
            },
        },
    )
    return run_dir


@pytest.fixture
def review_dir(room: Path, tmp_path: Path) -> Path:
    return fixed_review(room, tmp_path / "run")


class TableTab:
    """The test table (test_tui_table.write_table) in a run folder of the shared room;
    ``async with table_tab.open() as pilot`` runs the workspace on it with the Table tab
    shown and focused. Change ``table`` and save it before opening for another start."""

    def __init__(self, room: Path, run_dir: Path) -> None:
        from test_tui_table import write_table

        self.room, self.run_dir = room, run_dir
        self.table = write_table(room, run_dir)

    @contextlib.asynccontextmanager
    async def open(self, size: tuple[int, int] = (160, 44)) -> AsyncIterator[Any]:
        from test_tui_table import make_app, open_table

        app = make_app(self.room, self.run_dir)
        async with app.run_test(size=size, message_hook=activity) as pilot:
            await open_table(pilot)
            yield pilot


@pytest.fixture
def table_tab(room: Path, review_dir: Path) -> TableTab:
    return TableTab(room, review_dir)


class Activity:
    """A ``message_hook`` for ``App.run_test``: wakes :func:`until` whenever the app handles a
    message (worker results, bridge batches, screens, timers arrive as messages)."""

    def __init__(self) -> None:
        self.event: asyncio.Event | None = None
        self.messages = 0

    def __call__(self, message: object) -> None:
        self.messages += 1
        if self.event is not None:
            self.event.set()

    async def wait(self, timeout: float) -> None:
        self.event = asyncio.Event()
        try:
            await asyncio.wait_for(self.event.wait(), timeout)
        except TimeoutError:
            pass
        finally:
            self.event = None


activity = Activity()


async def until(pilot, predicate: Callable[[], bool], timeout: float = 30.0) -> None:
    """Let the app work until ``predicate()`` holds (fails the test at the deadline).

    The condition is re-checked each time the app handles a message (with ``activity`` as the
    run's ``message_hook``); state that a thread changes without a message is caught by a
    re-check every 0.25 s."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {predicate}")
        await pilot.pause()
        if predicate():
            return
        await activity.wait(min(0.25, max(0.0, deadline - time.monotonic())))


async def until_moving(pilot, app, predicate: Callable[[], bool], quiet: float = 120.0) -> None:
    """Let a live review work until ``predicate()`` holds, however long a loaded machine makes
    it take: fails only when the run has sent the workspace no event for ``quiet`` seconds (a
    hang), never on the total time (a review that takes a minute alone took three beside a
    busy CI run, past a fixed deadline)."""
    bridge = app.bridge
    received, moved = bridge.received, time.monotonic()
    while not predicate():
        if bridge.received != received:
            received, moved = bridge.received, time.monotonic()
        elif time.monotonic() - moved > quiet:
            raise AssertionError(
                f"the run sent nothing for {quiet:.0f}s (state {app.session.state}) while "
                f"waiting for {predicate}"
            )
        await pilot.pause()
        if predicate():
            return
        await activity.wait(0.25)


async def resume_with_cap(pilot, app, cap: int) -> None:
    """Press Resume on the open dialog for a run that stopped at its turn cap, and give the
    higher ``cap`` the workspace then asks for (resuming at the same cap only finalizes)."""
    await pilot.press("r")
    await until(pilot, lambda: app.screen.__class__.__name__ == "TurnCapScreen", 30)
    app.screen.query_one("#turncap-input").value = str(cap)
    await pilot.press("enter")


async def start_offered(pilot, app) -> None:
    """A new review starts from the run-start screen (harness, forecast): press Enter there."""
    await until(pilot, lambda: app.screen.__class__.__name__ == "RunStartScreen", timeout=60)
    await pilot.press("enter")
