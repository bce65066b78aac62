"""Steering: commands from a person (the TUI, or the CLI in step mode) to a running harness.

The UI calls the command methods from its own thread; the harness awaits :meth:`checkpoint`
between root turns and before each cell, reads :attr:`step_mode`, drains notes with
:meth:`take_notes`, and watches :attr:`cancel_generation` / :attr:`stop_requested`.
All methods are thread-safe.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from diligence_tui.harness.events import CellDecision, CellProposed, SteeringApplied


class Steering:
    def __init__(self, step_mode: bool = False) -> None:
        self._lock = threading.Lock()
        self._running = threading.Event()
        self._running.set()
        self._notes: list[str] = []
        self._step_mode = step_mode
        self._stop = False
        self._cancel_generation = 0
        self._listeners: list[Callable[[SteeringApplied], None]] = []

    # -- commands (UI side) ----------------------------------------------------------------
    def pause(self) -> None:
        self._running.clear()
        self._announce("pause")

    def resume(self) -> None:
        self._running.set()
        self._announce("resume")

    def set_step_mode(self, on: bool) -> None:
        with self._lock:
            self._step_mode = on
        self._announce("step_on" if on else "step_off")

    def inject_note(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        with self._lock:
            self._notes.append(text)
        self._announce("note", text)

    def cancel_inflight(self) -> None:
        """Cancel the sub-calls in flight now (later calls run normally)."""
        with self._lock:
            self._cancel_generation += 1
        self._announce("cancel")

    def stop(self) -> None:
        """Stop after the current step and finalize the memo from the REPL's state."""
        with self._lock:
            self._stop = True
        self._running.set()
        self._announce("stop")

    # -- state (harness side) --------------------------------------------------------------
    @property
    def paused(self) -> bool:
        return not self._running.is_set()

    @property
    def step_mode(self) -> bool:
        with self._lock:
            return self._step_mode

    @property
    def stop_requested(self) -> bool:
        with self._lock:
            return self._stop

    @property
    def cancel_generation(self) -> int:
        """Increases on each cancel: a call started at generation g is cancelled once this
        differs from g."""
        with self._lock:
            return self._cancel_generation

    def take_notes(self) -> list[str]:
        with self._lock:
            notes, self._notes = self._notes, []
        return notes

    async def checkpoint(self) -> None:
        """Wait here while paused (returns at once when running or stopping)."""
        while not self._running.is_set():
            await asyncio.sleep(0.05)

    # -- events ----------------------------------------------------------------------------
    def on_command(self, listener: Callable[[SteeringApplied], None]) -> None:
        """Called with a SteeringApplied event for every command (the harness journals them)."""
        self._listeners.append(listener)

    def _announce(self, command: str, detail: str = "") -> None:
        event = SteeringApplied(command=command, detail=detail)
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:
                pass


async def ask_approval(
    steering: Steering,
    emit: Callable[[Any], None],
    turn: int,
    cell_id: str,
    code: str,
    *,
    ask: bool,
) -> CellDecision:
    """Announce a cell (or a tool call) and, when ``ask`` (step mode, the root), wait for the
    analyst's decision: approve, edit or skip. A stop meanwhile skips it; leaving step mode
    approves it."""
    if not ask:
        emit(CellProposed(turn=turn, cell_id=cell_id, code=code))
        return CellDecision("approve")
    future: Future = Future()
    emit(CellProposed(turn=turn, cell_id=cell_id, code=code, reply=future))
    waiting = asyncio.wrap_future(future)
    while True:
        done, _ = await asyncio.wait({waiting}, timeout=0.2)
        if done:
            decision = waiting.result()
            return CellDecision(decision) if isinstance(decision, str) else decision
        if steering.stop_requested or not steering.step_mode:
            waiting.cancel()
            return CellDecision("skip" if steering.stop_requested else "approve")
