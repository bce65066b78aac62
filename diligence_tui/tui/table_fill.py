"""Filling table columns from the workspace: the same fill as `diligence table`, in a worker.

While a review runs in this workspace the fill goes through that run's own gateway, on its
loop (harness/beside.py): one budget, one concurrency cap per endpoint, one call cache, one
calls.jsonl and journal; what it sends is not counted as the review's coverage (the memo's
coverage is what the review read). With no live run, the fill has a gateway of its own (the run's
settings, budgets and call cache; its calls go to the run's calls.jsonl) whose events reach
the Calls pane through the bridge; it writes no coverage.json: the finished run's measured
coverage stays the review's.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

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
    from diligence_tui.harness.beside import Uncredited
    from diligence_tui.harness.events import EventBus
    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.table_fill import fill_table

    room = session.room
    if room is None:
        raise RuntimeError("the room is not open yet")
    run = session.live_run()
    settings = run.settings if run is not None else session.settings

    def fill(gateway: Any) -> Any:
        return fill_table(
            room,
            gateway,
            table,
            columns=column_ids,
            sub_context_tokens=settings.context_window("sub"),
            source=repl_policy.finding_source(settings, "sub"),
            on_cell=on_cell,
        )

    beside = run.beside.submit(lambda g: fill(Uncredited(g))) if run is not None else None
    if beside is not None:  # the review's gateway; its events are the run's (Calls pane)
        try:
            outcome = beside.result()
        except concurrent.futures.CancelledError:
            return (
                "The review stopped before the column was filled: the cells not reached "
                "are still pending (re-run the column with r)"
            )
    else:
        bus = EventBus()
        release = bridge.attach_also(bus) if bridge is not None else None
        gateway = Gateway(settings, bus, run_dir=session.run_dir)

        async def alone() -> Any:
            try:
                return await fill(gateway)
            finally:
                await gateway.aclose()

        try:
            outcome = asyncio.run(alone())
        finally:
            if release is not None:
                release()
    asked = getattr(outcome, "cells", 0)
    calls = getattr(outcome, "calls", 0)
    errors = getattr(outcome, "errors", [])
    summary = f"Filled {asked} cells in {calls} call{'s' if calls != 1 else ''}"
    if beside is not None:
        summary += " beside the review (on its budget)"
    if errors:
        summary += f"; {len(errors)} call{'s' if len(errors) != 1 else ''} failed: {errors[0]}"
    if getattr(outcome, "budget_error", None) is not None:
        summary += " (the budget ran out: the rest are marked failed)"
    return summary
