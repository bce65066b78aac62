"""Filling table columns from the workspace: the same fill as `diligence table`, in a worker.

The fill has a gateway of its own (the run's settings, budgets and call cache; its calls go
to the run's calls.jsonl) whose events reach the Calls pane through the bridge. It writes no
coverage.json: the run's measured coverage stays the review's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from diligence_tui.review.table import Cell, Table

if TYPE_CHECKING:
    from diligence_tui.tui.bridge import EventBridge
    from diligence_tui.tui.session import Session


def fill_in_thread(
    session: Session,
    bridge: EventBridge | None,
    table: Table,
    column_ids: list[str],
    on_cell: Callable[[str, str, Cell], None],
) -> str:
    """Fill ``column_ids`` of every row of ``table`` (a copy: this runs off the UI thread);
    each finished cell goes to ``on_cell``. Returns a one-line summary for the analyst."""
    from diligence_tui.harness import repl_policy
    from diligence_tui.harness.events import EventBus
    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.table_fill import fill_table

    room = session.room
    if room is None:
        raise RuntimeError("the room is not open yet")
    settings = session.settings
    bus = EventBus()
    release = bridge.attach_also(bus) if bridge is not None else None
    gateway = Gateway(settings, bus, run_dir=session.run_dir)

    async def fill() -> object:
        try:
            return await fill_table(
                room,
                gateway,
                table,
                columns=column_ids,
                sub_context_tokens=settings.context_window("sub"),
                source=repl_policy.finding_source(settings, "sub"),
                on_cell=on_cell,
            )
        finally:
            await gateway.aclose()

    try:
        outcome = asyncio.run(fill())
    finally:
        if release is not None:
            release()
    asked = getattr(outcome, "cells", 0)
    calls = getattr(outcome, "calls", 0)
    errors = getattr(outcome, "errors", [])
    summary = f"Filled {asked} cells in {calls} call{'s' if calls != 1 else ''}"
    if errors:
        summary += f"; {len(errors)} call{'s' if len(errors) != 1 else ''} failed: {errors[0]}"
    if getattr(outcome, "budget_error", None) is not None:
        summary += " (the budget ran out: the rest are marked failed)"
    return summary
