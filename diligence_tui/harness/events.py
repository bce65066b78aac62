"""Typed events of a run, and the bus that hands them to subscribers.

The harness emits these; the journal, the headless CLI and the TUI bridge subscribe. Every
event is JSON-serialisable through :func:`event_to_dict` except fields named ``reply``,
which carry a :class:`concurrent.futures.Future` for a wait on a person (step approval) and
are left out of the journal.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

_SEQ = itertools.count(1)


@dataclass(kw_only=True)
class Event:
    kind: ClassVar[str] = "event"
    t: float = field(default_factory=time.time)
    seq: int = field(default_factory=lambda: next(_SEQ))


@dataclass(kw_only=True)
class RunStarted(Event):
    kind: ClassVar[str] = "run_started"
    run_id: str
    room: str
    run_dir: str
    root_model: str
    sub_model: str
    offline: bool = False
    limits: dict[str, Any] = field(default_factory=dict)
    resumed: bool = False


@dataclass(kw_only=True)
class StepStarted(Event):
    """The root begins a turn."""

    kind: ClassVar[str] = "step_started"
    turn: int
    max_turns: int
    cap_note: str = ""  # why the cap is not the one set (guided mode's hand-over)


@dataclass(kw_only=True)
class RootDelta(Event):
    """Streamed text of the root's reply (coalesce these in a UI)."""

    kind: ClassVar[str] = "root_delta"
    turn: int
    text: str


@dataclass(kw_only=True)
class RootReply(Event):
    """The root's full reply for a turn."""

    kind: ClassVar[str] = "root_reply"
    turn: int
    text: str
    usage: dict[str, int] = field(default_factory=dict)


@dataclass(kw_only=True)
class CellProposed(Event):
    """A code cell the root wants to run. In step mode ``reply`` waits for a person:
    resolve it with a :class:`CellDecision`."""

    kind: ClassVar[str] = "cell_proposed"
    turn: int
    cell_id: str
    code: str
    reply: Future | None = None


@dataclass
class CellDecision:
    action: str  # "approve" | "edit" | "skip"
    code: str | None = None  # the edited code when action == "edit"


@dataclass(kw_only=True)
class CellOutput(Event):
    kind: ClassVar[str] = "cell_output"
    turn: int
    cell_id: str
    code: str
    output: str  # as shown to the root (head + tail when truncated)
    total_chars: int
    truncated: bool = False
    error: str = ""  # exception text, "timeout", "memory" ...
    seconds: float = 0.0
    skipped: bool = False

    @classmethod
    def skip(cls, turn: int, cell_id: str, code: str) -> CellOutput:
        """A cell (or tool call) the analyst skipped in step mode: it did not run."""
        return cls(
            turn=turn,
            cell_id=cell_id,
            code=code,
            output="(skipped by the analyst)",
            total_chars=0,
            skipped=True,
        )


@dataclass(kw_only=True)
class SubCallStarted(Event):
    kind: ClassVar[str] = "subcall_started"
    call_id: str
    role: str  # "root" | "sub" | "judge"
    model: str
    label: str = ""  # what it reads: "03 Contracts/MSA.pdf pp. 1-12"
    prompt_preview: str = ""
    prompt_tokens: int = 0
    doc_ids: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class SubCallDelta(Event):
    kind: ClassVar[str] = "subcall_delta"
    call_id: str
    text: str


@dataclass(kw_only=True)
class SubCallFinished(Event):
    kind: ClassVar[str] = "subcall_finished"
    call_id: str
    role: str
    model: str
    status: str = "ok"  # ok | error | cancelled | cached
    response: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = None  # None: price unknown (never shown as zero)
    latency: float = 0.0
    error: str = ""
    attempts: int = 1
    # billed to the failed attempts before the last (a stream cut and retried): spent too
    retry_input_tokens: int = 0
    retry_output_tokens: int = 0
    retry_cost: float | None = 0.0


@dataclass(kw_only=True)
class FindingAdded(Event):
    kind: ClassVar[str] = "finding_added"
    finding: dict[str, Any]  # Finding.to_dict()


@dataclass(kw_only=True)
class FindingUpdated(Event):
    kind: ClassVar[str] = "finding_updated"
    finding: dict[str, Any]


@dataclass(kw_only=True)
class FindingMerged(Event):
    """Findings that told one matter, made one (review/matters.py): ``finding`` as it stands,
    ``absorbed`` the ids that left the list."""

    kind: ClassVar[str] = "finding_merged"
    finding: dict[str, Any]
    absorbed: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class MemoSectionWritten(Event):
    kind: ClassVar[str] = "memo_section"
    section: dict[str, Any]  # MemoSection.to_dict()
    citations: dict[str, Any] = field(default_factory=dict)  # new or changed citations by id
    suggestion: bool = False  # True when the root's text was kept as a suggestion
    removed: bool = False  # the section was taken out of the memo
    op: str = ""  # root | analyst | resolve:mine|theirs|both | refresh | remove


@dataclass(kw_only=True)
class TriageCarried(Event):
    """A finding found again took the analyst's decision from an earlier run on the room."""

    kind: ClassVar[str] = "triage_carried"
    finding_id: str
    status: str  # the carried status: accepted | rejected | "" (edits only)
    source_run: str  # the earlier run's id
    carried: int  # findings carried so far in this run
    decisions: int  # decisions the earlier run held


@dataclass(kw_only=True)
class CoverageChanged(Event):
    kind: ClassVar[str] = "coverage"
    room: float  # share of the room's characters that reached a model, 0..1
    documents: dict[str, float] = field(default_factory=dict)  # changed docs: doc_id -> share
    folders: dict[str, float] = field(default_factory=dict)


@dataclass(kw_only=True)
class ReviewRead(Event):
    """The slices a ``review()`` read: each one's call was answered and its reply read. A
    resume keeps them read when their call cannot be restored because another document of
    the same call changed since (harness/resume.py)."""

    kind: ClassVar[str] = "review_read"
    slices: list[list[Any]] = field(default_factory=list)  # [doc_id, start, end]


@dataclass(kw_only=True)
class BudgetUpdate(Event):
    kind: ClassVar[str] = "budget"
    turns: int
    max_turns: int
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)  # role -> {input, output}
    cost: dict[str, float | None] = field(default_factory=dict)  # role -> dollars (None unknown)
    subcalls: int = 0
    in_flight: int = 0
    elapsed: float = 0.0
    limits: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, usage: Any, turns: int, max_turns: int, limits: dict[str, Any]) -> BudgetUpdate:
        """From a gateway's ``Usage`` (tokens and dollars by role, sub-calls, time)."""
        return cls(
            turns=turns,
            max_turns=max_turns,
            tokens=usage.tokens_dict(),
            cost=dict(usage.cost),
            subcalls=usage.subcalls,
            in_flight=usage.in_flight,
            elapsed=usage.elapsed,
            limits=limits,
        )


@dataclass(kw_only=True)
class SteeringApplied(Event):
    kind: ClassVar[str] = "steering"
    command: str  # pause | resume | step_on | step_off | note | cancel | stop
    detail: str = ""


@dataclass(kw_only=True)
class Notice(Event):
    """Something a person should know: a retry, a rate limit, a warning near a cap."""

    kind: ClassVar[str] = "notice"
    level: str = "info"  # info | warning | error
    message: str


@dataclass(kw_only=True)
class RunFinished(Event):
    kind: ClassVar[str] = "run_finished"
    status: str  # submitted | incomplete | stopped
    summary: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class RunFailed(Event):
    kind: ClassVar[str] = "run_failed"
    error: str


EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        RunStarted,
        StepStarted,
        RootDelta,
        RootReply,
        CellProposed,
        CellOutput,
        SubCallStarted,
        SubCallDelta,
        SubCallFinished,
        FindingAdded,
        FindingUpdated,
        FindingMerged,
        MemoSectionWritten,
        TriageCarried,
        CoverageChanged,
        ReviewRead,
        BudgetUpdate,
        SteeringApplied,
        Notice,
        RunFinished,
        RunFailed,
    )
}


def event_to_dict(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": event.kind}
    for f in fields(event):
        if f.name == "reply":
            continue
        data[f.name] = getattr(event, f.name)
    return data


def event_from_dict(data: dict[str, Any]) -> Event:
    cls = EVENT_TYPES[data["kind"]]
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


Subscriber = Callable[[Event], None]


class EventBus:
    """Fan events out to subscribers. Thread-safe; a failing subscriber never stops a run."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []
        self._lock = threading.Lock()
        self.errors: list[str] = []

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        with self._lock:
            self._subscribers.append(subscriber)

        def unsubscribe() -> None:
            with self._lock:
                if subscriber in self._subscribers:
                    self._subscribers.remove(subscriber)

        return unsubscribe

    def emit(self, event: Event) -> None:
        with self._lock:
            subscribers = list(self._subscribers)
        for subscriber in subscribers:
            try:
                subscriber(event)
            except Exception as exc:  # a broken view must not kill the run
                self.errors.append(f"{getattr(subscriber, '__qualname__', subscriber)}: {exc!r}")
