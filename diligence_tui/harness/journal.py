"""The run's journal: an append-only ``journal.jsonl``, one JSON event per line.

The writer subscribes to the :class:`EventBus` and writes each event as one line, flushed
at once (a ``kill -9`` loses at most the event being written) and fsynced every few events
or seconds (a power cut loses at most those). Token deltas are left out: the finished call
and the root's full reply carry the same text.

The reader tolerates a torn last line (the event that was being written when the process
died). :func:`rebuild_state` turns the events back into the memo, the findings, the turn
reached, the root's conversation and the cells that ran; resume starts from there.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.harness.events import Event, event_to_dict
from diligence_tui.review.model import Finding, Memo
from diligence_tui.review.state import ReviewState

# high-frequency events whose content also arrives whole in a later event
SKIPPED_KINDS = frozenset({"root_delta", "subcall_delta"})


class JournalWriter:
    """Append events to ``path``; call it with an event (it is a bus subscriber).

    Each line is written and flushed to the OS by the caller (so a killed process loses at
    most the line being written); fsync runs on a background thread every ``fsync_every``
    lines or ``fsync_seconds``, so a slow disk never stalls the thread that emitted.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        fsync_every: int = 20,
        fsync_seconds: float = 2.0,
        skip_kinds: frozenset[str] = SKIPPED_KINDS,
    ) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.fsync_every = max(1, fsync_every)
        self.fsync_seconds = fsync_seconds
        self.skip_kinds = skip_kinds
        self._lock = threading.Lock()
        _drop_torn_tail(self.path)
        self._handle = open(self.path, "a", encoding="utf-8", errors="backslashreplace")  # noqa: SIM115
        self._fd = self._handle.fileno()
        self._unsynced = 0
        self._wake = threading.Event()
        self._closing = False
        self.written = 0
        self.syncs = 0
        self._syncer = threading.Thread(target=self._sync_loop, name="journal-fsync", daemon=True)
        self._syncer.start()

    def __call__(self, event: Event) -> None:
        if event.kind in self.skip_kinds:
            return
        self.write(event_to_dict(event))

    def write(self, data: dict[str, Any]) -> None:
        line = json.dumps(data, ensure_ascii=False, default=_jsonable) + "\n"
        with self._lock:
            if self._handle.closed:
                return
            self._handle.write(line)
            self._handle.flush()
            self.written += 1
            self._unsynced += 1
            if self._unsynced >= self.fsync_every:
                self._wake.set()

    def _sync_loop(self) -> None:
        while not self._closing:
            self._wake.wait(self.fsync_seconds)
            self._wake.clear()
            self._sync()

    def _sync(self) -> None:
        with self._lock:
            if self._handle.closed or not self._unsynced:
                return
            self._unsynced = 0
        try:
            os.fsync(self._fd)  # outside the lock: writers go on meanwhile
            self.syncs += 1
        except OSError:
            pass

    def close(self) -> None:
        self._closing = True
        self._wake.set()
        with self._lock:
            if self._handle.closed:
                return
            self._handle.flush()
            try:
                os.fsync(self._fd)
            except OSError:
                pass
            self._handle.close()


def _jsonable(value: Any) -> Any:
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    if isinstance(value, Path):
        return str(value)
    return repr(value)


def _drop_torn_tail(path: Path) -> None:
    """Cut a half-written last line so that appended events start on a line of their own."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return
    if size == 0:
        return
    with open(path, "rb+") as handle:
        handle.seek(size - 1)
        if handle.read(1) == b"\n":
            return
        handle.seek(0)
        content = handle.read()
        keep = content.rfind(b"\n") + 1
        handle.truncate(keep)


def read_journal(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """Every complete event in the journal, in order. A torn or garbled line is skipped."""
    events: list[dict[str, Any]] = []
    target = Path(path)
    if not target.exists():
        return events
    with open(target, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(data, dict) and "kind" in data:
                events.append(data)
    return events


@dataclass
class JournalState:
    """What a run had reached, rebuilt from its journal."""

    memo: Memo = field(default_factory=Memo)
    findings: list[Finding] = field(default_factory=list)
    turn: int = 0  # last root turn started
    # the turn cap in force at that turn, and why it is not the one set (guided mode's
    # hand-over gives the policy turns of its own): a resume goes on under it
    max_turns: int = 0
    cap_note: str = ""
    cells: list[dict[str, Any]] = field(
        default_factory=list
    )  # executed: {turn, cell_id, code, output, error}
    replies: dict[int, str] = field(default_factory=dict)  # turn -> root reply text
    outputs: dict[int, dict[str, Any]] = field(
        default_factory=dict
    )  # turn -> last cell_output event
    proposed: dict[int, str] = field(default_factory=dict)  # turn -> code of the cell proposed
    notes: list[str] = field(default_factory=list)  # steering notes not yet seen by the root
    started: dict[str, Any] | None = None  # the first run_started event
    finished: dict[str, Any] | None = None  # the last run_finished event
    events: int = 0
    # (doc_id, start, end) of every slice a review() read (its call answered, its reply read)
    read_slices: set[tuple[str, int, int]] = field(default_factory=set)


def rebuild_state(events: list[dict[str, Any]]) -> JournalState:
    state = JournalState(events=len(events))
    review = ReviewState(state.memo, state.findings)  # the one reducer of memo and findings
    pending_notes: list[str] = []
    for event in events:
        kind = event.get("kind")
        if kind == "run_started":
            if state.started is None:
                state.started = event
            state.finished = None
        elif kind == "step_started":
            if int(event.get("turn", 0)) >= state.turn:
                state.turn = int(event.get("turn", 0))
                state.max_turns = int(event.get("max_turns") or 0)
                state.cap_note = str(event.get("cap_note") or "")
            pending_notes = []
        elif kind == "root_reply":
            state.replies[int(event.get("turn", 0))] = str(event.get("text", ""))
        elif kind == "cell_proposed":
            state.proposed[int(event.get("turn", 0))] = str(event.get("code", ""))
        elif kind == "cell_output":
            turn = int(event.get("turn", 0))
            state.outputs[turn] = event
            if not event.get("skipped"):
                state.cells.append(
                    {k: event.get(k) for k in ("turn", "cell_id", "code", "output", "error")}
                )
        elif review.apply(event):
            pass
        elif kind == "steering" and event.get("command") == "note":
            pending_notes.append(str(event.get("detail", "")))
        elif kind == "run_finished":
            state.finished = event
        elif kind == "review_read":
            state.read_slices.update(
                (str(d), int(a), int(b)) for d, a, b in event.get("slices") or []
            )
    state.notes = pending_notes
    return state
