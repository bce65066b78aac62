"""Resume: re-run the journal's executed cells in a fresh kernel while the call cache serves
their model calls (so REPL variables come back without new model calls), and rebuild the
root's conversation from the journal so it continues where it stopped."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from diligence_tui.harness.events import EventBus, Notice, event_to_dict
from diligence_tui.harness.interfaces import CellRunner
from diligence_tui.harness.journal import JournalState
from diligence_tui.harness.root_messages import (
    FENCE,
    edited_note,
    format_output,
    python_tool_call,
    through_first_cell,
)
from diligence_tui.harness.run_metrics import usage_from_events
from diligence_tui.harness.services import HarnessServices
from diligence_tui.review.freshness import RoomCheck, check_run, recheck
from diligence_tui.review.state import ReviewState


def forget_changed(
    room: Any, run_dir: Path, coverage: Any, review: ReviewState
) -> tuple[RoomCheck, list[dict]]:
    """Before a resumed run continues: what changed in the room since it read it.

    The run's measured coverage is restored from its folder, then a document that changed
    since loses its coverage (what the model read is not what the room holds: it is unread
    until read again), and one that left the room is out of the inventory, so out of the
    coverage's denominator. Their citations are verified again against the room as it is now.
    Returns the check and the finding / memo events of the re-verified citations (applied)."""
    from diligence_tui.harness.gateway_record import COVERAGE_FILE

    check = check_run(run_dir, room)
    coverage.path = Path(run_dir) / COVERAGE_FILE
    if coverage.path.exists():
        coverage.load(coverage.path)
    coverage.forget([s.doc_id for s in check.changed])
    if not check.stale:
        return check, []
    memo, findings = recheck(review.memo, review.findings, room, check)
    return check, review.take_rechecked(memo, findings)


def _named(docs: list[Any], limit: int = 5) -> str:
    names = ", ".join(s.path for s in docs[:limit])
    return names + (f" and {len(docs) - limit} more" if len(docs) > limit else "")


def changed_notice(check: RoomCheck) -> str:
    """What a resume says about the room's changes ("" when nothing changed)."""
    parts = []
    if check.changed:
        parts.append(
            f"{len(check.changed)} document(s) changed since this run read them "
            f"({_named(check.changed)}): their coverage was dropped and they are to be "
            "reviewed again"
        )
    if check.removed:
        parts.append(
            f"{len(check.removed)} left the room ({_named(check.removed)}): out of the "
            "measured coverage; citations of them no longer verify"
        )
    return "; ".join(parts)


class MutableBus(EventBus):
    """The gateway's bus: forwards to the run's bus, except while muted (resume re-running
    the journal's cells). Muted, the calls the cache answers stay quiet (the journal already
    holds them); a call that had to go to the model after all is forwarded, so the journal,
    the metrics and the budget count it (see :attr:`live_calls`)."""

    def __init__(self, target: EventBus) -> None:
        super().__init__()
        self.target = target
        self.muted = False
        self.forward_live = True  # while muted: forward calls that were not answered from cache
        self.live_calls: list[Any] = []  # SubCallFinished of those calls
        self._held: dict[str, Any] = {}  # call id -> SubCallStarted, until the call ends
        self.subscribe(self._forward)

    def _forward(self, event: Any) -> None:
        if not self.muted:
            self.target.emit(event)
        elif event.kind == "subcall_started":
            self._held[event.call_id] = event
        elif event.kind == "subcall_finished":
            started = self._held.pop(event.call_id, None)
            if event.status == "cached" or not self.forward_live:
                return
            if started is not None:
                self.target.emit(started)
            self.target.emit(event)
            self.live_calls.append(event)


async def restore_cells(
    kernel: CellRunner,
    state: JournalState,
    *,
    services: HarnessServices,
    gateway_bus: MutableBus,
    bus: EventBus,
    restoring_gateway: Callable[[], Any],
    replay: bool,
) -> None:
    """Re-run the journal's executed cells with the call cache answering their model calls.

    ``restoring_gateway`` makes the gateway the cells call meanwhile: cache first; a call the
    cache lacks (the run was killed during it, or the cell's prompt is not reproducible) goes
    to the model again, except in a replay."""
    cells = state.cells
    bus.emit(
        Notice(
            level="info",
            message=(
                f"resuming at turn {state.turn}: re-running {len(cells)} cell(s) from the call "
                "cache to restore the REPL"
            ),
        )
    )
    live = services.gateway
    restoring = restoring_gateway()
    services.gateway = restoring
    services.restoring = True
    gateway_bus.muted = True
    gateway_bus.forward_live = not replay
    failed = 0
    try:
        for index, cell in enumerate(cells, 1):
            before = len(gateway_bus.live_calls)
            result = await asyncio.to_thread(kernel.execute, str(cell.get("code") or ""))
            bus.emit(
                Notice(level="info", message=f"resuming: cell {index} of {len(cells)} restored")
            )
            if result.error and not cell.get("error"):
                failed += 1
            made = len(gateway_bus.live_calls) - before
            if made:
                bus.emit(
                    Notice(
                        level="warning",
                        message=(
                            f"resume: turn {cell.get('turn')}'s cell made {made} model call(s) "
                            "that were not in the call cache; they were made again"
                        ),
                    )
                )
    finally:
        gateway_bus.muted = False
        services.restoring = False
        services.gateway = live
        services.budget_error = None
        services.submitted = False
        with contextlib.suppress(Exception):
            await restoring.aclose()
    if gateway_bus.live_calls and getattr(restoring, "spending", None) is not getattr(
        live, "spending", None
    ):  # a gateway that counted the calls made again apart from the run's: add them
        spent = usage_from_events([event_to_dict(e) for e in gateway_bus.live_calls])
        live.seed_usage(dataclasses.replace(spent, elapsed=0.0))
    exhausted = getattr(restoring, "exhausted", None)
    if exhausted is not None:  # said while the bus was muted: say it now
        bus.emit(Notice(level="warning", message=f"budget: {exhausted} (while resuming)"))
    if failed:
        missing = " (a model call missing from the cache)" if replay else ""
        bus.emit(
            Notice(
                level="warning",
                message=(
                    f"{failed} restored cell(s) failed{missing}; some REPL variables may be missing"
                ),
            )
        )


def rebuild_messages(
    state: JournalState, system: str, first_message: str, *, tools: bool
) -> list[dict]:
    """The root's conversation up to the cut, from the journal, in the form the run used
    (fenced cells, or native tool calls when the model takes tools), with a note that the
    run was resumed."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {"role": "user", "content": first_message},
    ]
    for turn in range(1, state.turn + 1):
        reply = state.replies.get(turn)
        if reply is None:
            continue
        out = state.outputs.get(turn)
        if out is None:
            text = "(the run was interrupted while this cell ran; it may not have finished)"
        elif out.get("skipped"):
            text = "The analyst skipped this cell; it did not run."
        else:
            text = format_output(
                str(out.get("output", "")),
                str(out.get("error", "")),
                int(out.get("total_chars", 0)),
                bool(out.get("truncated")),
            )
        ran = str((out or {}).get("code") or "")
        code = state.proposed.get(turn) or ran
        if ran and code != ran and not (out or {}).get("skipped"):
            text = edited_note(ran) + text
        if code and FENCE.search(reply) is None and not tools:
            reply = f"```python\n{code}\n```"  # a tool call the loop kept as a cell
        elif code and FENCE.search(reply) is None:
            # the code came in a native tool call: keep the tool-call form
            call_id = f"call_{turn}"
            messages.append(
                {
                    "role": "assistant",
                    "content": reply or None,
                    "tool_calls": [python_tool_call(call_id, code)],
                }
            )
            messages.append({"role": "tool", "tool_call_id": call_id, "content": text})
            continue
        messages.append({"role": "assistant", "content": through_first_cell(reply)})
        messages.append({"role": "user", "content": text})
    note = (
        "The run was interrupted and has been resumed: the REPL state was restored by "
        "re-running your earlier cells. Continue the review where you left off."
    )
    cut = [t for t in state.proposed if t not in state.outputs and t in state.replies]
    if cut:
        note += (
            f" The cell of turn {max(cut)} was cut off and was not run again: variables it "
            "set may be missing (its findings and memo writes up to the cut are kept)."
        )
    if messages[-1]["role"] == "user":
        messages[-1]["content"] += "\n\n" + note
    else:
        messages.append({"role": "user", "content": note})
    return messages
