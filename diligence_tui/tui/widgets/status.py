"""The status bar: models, turn, tokens and dollars by role, coverage, calls in flight,
elapsed time; a progress bar while the room is indexing."""

from __future__ import annotations

import time

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import ProgressBar

from diligence_tui.textsafe import neutralize
from diligence_tui.tui.format import duration, money, percent, tokens
from diligence_tui.tui.session import Session
from diligence_tui.tui.widgets.line import Line

STATE_GLYPH = {
    "opening": "… opening",
    "indexing": "… indexing",
    "ready": "○ ready",
    "running": "▶ running",
    "paused": "❚❚ paused",
    "finished": "■ finished",
    "failed": "✗ failed",
    "review": "◇ review",
    "stopping": "■ stopping",
}


def short_model(model: str) -> str:
    """``openai/gpt-4o`` -> ``gpt-4o`` (the offline engine is named once, in the state)."""
    return model.rpartition("/")[2] or model


def elapsed_now(session: Session, now: float | None = None) -> float:
    """The review's wall time as of ``now`` (time.monotonic()): what the run last said, plus
    the time since while it is still live (a finished run's time stands)."""
    b = session.budget
    if not session.live or not b.elapsed or not b.elapsed_at:
        return b.elapsed
    now = time.monotonic() if now is None else now
    return b.elapsed + max(0.0, now - b.elapsed_at)


def status_text(session: Session, show_clock: bool = True, now: float | None = None) -> str:
    b = session.budget
    parts = [STATE_GLYPH.get(session.state, session.state)]
    if session.state == "finished" and session.final_status not in ("", "submitted"):
        parts[0] = f"■ {session.final_status}"  # an incomplete review must not read as done
    if session.steering.step_mode:
        parts[0] += " · step"
    waiting = session.step_waiting
    if waiting is not None and waiting[0].reply is not None and not waiting[0].reply.done():
        parts[0] += " · a cell waits (ctrl+g)"
    if session.models.get("root", "").startswith("offline/"):
        parts[0] += " · offline engine"
    if session.read_only:
        parts[0] += " · read-only"
    if b.max_turns:
        why = f" ({neutralize(b.cap_note)})" if b.cap_note else ""
        parts.append(f"turn {b.turns}/{b.max_turns}{why}")
    # calls in flight by role, from the rows the Sub-agent calls pane shows running (the
    # budget's own count is a snapshot taken between calls)
    live = session.live_calls()
    for role in ("root", "sub"):
        text = f"{role} {short_model(session.models.get(role, ''))}"
        used = b.tokens.get(role)
        if used:
            text += (
                f" {tokens(used.get('input', 0) + used.get('output', 0))} {money(b.cost.get(role))}"
            )
        if live.get(role):
            text += f" · {live[role]} live"
        parts.append(text)
    # what the review's calls read (the memo's coverage), and apart from it what the table's
    # cells read: a table fill reads documents, but it is not a review of them
    read = f"review read {percent(session.coverage_room)}"
    if session.coverage_now is not None and not session.live:  # as the memo and exports say
        read += f" then, {percent(session.coverage_now)} of the room now"
    parts.append(read)
    if session.table_read is not None:
        parts.append(f"table read {percent(session.table_read)}")
    if session.triage_carried:
        parts.append(f"triage carried {session.triage_carried}")
    if b.subcalls:
        parts.append(f"sub-calls {b.subcalls}")
    if show_clock and b.elapsed:
        parts.append(duration(elapsed_now(session, now)))
    return " │ ".join(parts)


class StatusBar(Horizontal):
    DEFAULT_CSS = """
    StatusBar { height: 1; background: $panel; color: $foreground; }
    StatusBar > #status-text { width: 1fr; padding: 0 1; }
    StatusBar > ProgressBar { width: 40; display: none; }
    StatusBar.-indexing > ProgressBar { display: block; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.show_clock = True

    def compose(self) -> ComposeResult:
        yield Line("", id="status-text")
        yield ProgressBar(total=None, show_eta=False, id="index-progress")

    def update_from(self, session: Session, note: str = "") -> None:
        text = status_text(session, self.show_clock)
        if note:
            text += f" │ {note}"
        self.query_one("#status-text", Line).set(text)

    def indexing(self, done: int, total: int) -> None:
        self.add_class("-indexing")
        bar = self.query_one(ProgressBar)
        bar.update(total=max(total, 1), progress=done)

    def indexing_done(self) -> None:
        self.remove_class("-indexing")
