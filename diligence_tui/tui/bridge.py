"""From the harness's event bus to Textual messages.

The harness emits events on its own thread, sometimes thousands a second (token deltas,
coverage, budget). The bridge buffers them, merges the high-frequency kinds, and posts one
:class:`HarnessEvents` message at most every ``interval`` seconds (about 10 Hz) with
``post_message``, the one Textual call that is safe from another thread. A wait on a person
(a step-mode cell) or the end of a run is posted at once.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from textual.message import Message

from diligence_tui.harness.events import (
    BudgetUpdate,
    CellProposed,
    CoverageChanged,
    Event,
    EventBus,
    RootDelta,
    RunFailed,
    RunFinished,
    SubCallDelta,
)


@dataclass
class EventBatch:
    """Everything that happened since the last flush, merged where it is safe to merge."""

    events: list[Event] = field(default_factory=list)  # in order, excluding merged kinds
    root_text: dict[int, str] = field(default_factory=dict)  # turn -> streamed text
    call_text: dict[str, str] = field(default_factory=dict)  # call_id -> streamed text
    coverage: CoverageChanged | None = None  # latest room share, merged per-doc shares
    budget: BudgetUpdate | None = None  # latest only
    received: int = 0  # raw events folded into this batch

    def add(self, event: Event) -> None:
        self.received += 1
        if isinstance(event, RootDelta):
            self.root_text[event.turn] = self.root_text.get(event.turn, "") + event.text
        elif isinstance(event, SubCallDelta):
            self.call_text[event.call_id] = self.call_text.get(event.call_id, "") + event.text
        elif isinstance(event, CoverageChanged):
            if self.coverage is None:
                self.coverage = CoverageChanged(
                    room=event.room, documents=dict(event.documents), folders=dict(event.folders)
                )
            else:
                self.coverage.room = event.room
                self.coverage.documents.update(event.documents)
                self.coverage.folders.update(event.folders)
        elif isinstance(event, BudgetUpdate):
            self.budget = event
        else:
            self.events.append(event)

    def __bool__(self) -> bool:
        return self.received > 0


class HarnessEvents(Message):
    """A batch of harness events for the UI thread."""

    def __init__(self, batch: EventBatch) -> None:
        super().__init__()
        self.batch = batch


def _urgent(event: Event) -> bool:
    if isinstance(event, CellProposed) and event.reply is not None:
        return True
    return isinstance(event, RunFinished | RunFailed)


class EventBridge:
    """Subscribe to a bus and post merged batches to ``post`` (e.g. ``app.post_message``)."""

    def __init__(self, post: Callable[[Message], object], interval: float = 0.1) -> None:
        self._post = post
        self.interval = interval
        self._lock = threading.Lock()
        self._pending = EventBatch()
        self._wake = threading.Event()
        self._urgent = False
        self._closed = False
        self._last_flush = 0.0
        self._unsubscribe: Callable[[], None] | None = None
        self._thread: threading.Thread | None = None
        self.posted = 0  # batches posted
        self.received = 0  # events received

    def attach(self, bus: EventBus) -> None:
        self.detach()
        self._unsubscribe = bus.subscribe(self.on_event)
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="tui-bridge", daemon=True)
            self._thread.start()

    def attach_also(self, bus: EventBus) -> Callable[[], None]:
        """Also take a second bus's events (a table fill's gateway beside the run); returns
        the call that lets go of it."""
        unsubscribe = bus.subscribe(self.on_event)
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="tui-bridge", daemon=True)
            self._thread.start()
        return unsubscribe

    def detach(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def close(self) -> None:
        self.detach()
        self._closed = True
        self._wake.set()

    # -- harness thread ----------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        with self._lock:
            self._pending.add(event)
            self.received += 1
            if _urgent(event):
                self._urgent = True
        self._wake.set()

    # -- flusher thread ----------------------------------------------------------------------
    def _loop(self) -> None:
        while not self._closed:
            self._wake.wait()
            if self._closed:
                break
            with self._lock:
                urgent = self._urgent
            if not urgent:
                delay = self.interval - (time.monotonic() - self._last_flush)
                if delay > 0:
                    time.sleep(delay)
            self._wake.clear()
            self.flush()

    def flush(self) -> bool:
        """Post what is pending now (safe from any thread). True if something was posted."""
        with self._lock:
            batch, self._pending = self._pending, EventBatch()
            self._urgent = False
        self._last_flush = time.monotonic()
        if not batch:
            return False
        self._post(HarnessEvents(batch))
        self.posted += 1
        return True
