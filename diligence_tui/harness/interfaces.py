"""What an agent loop needs from its collaborators, and what a harness is, as Protocols.

The root loop (and a depth-2 sub-agent, and any other harness) talks to a gateway, a cell
runner (the kernel), the REPL's services and a coverage source only through these, so a
test or a second implementation can supply its own, and a type checker can see a misspelt
method. The concrete classes are ``Gateway`` / ``AgentGateway``, ``Kernel``,
``HarnessServices`` and ``CoverageMeter``.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from diligence_tui.harness.budget import BudgetExceeded, Usage
    from diligence_tui.harness.coverage import CoverageMeter
    from diligence_tui.harness.events import EventBus
    from diligence_tui.harness.gateway import CallResult, Gateway
    from diligence_tui.harness.journal import JournalState
    from diligence_tui.harness.kernel import CellResult
    from diligence_tui.harness.resume import MutableBus
    from diligence_tui.harness.root_loop import LoopResult
    from diligence_tui.harness.services import HarnessServices
    from diligence_tui.harness.steering import Steering
    from diligence_tui.review.model import Finding, Memo
    from diligence_tui.settings import Settings


class ModelGateway(Protocol):
    """Model calls with budgets, recording and coverage (``Gateway``; ``AgentGateway`` for a
    depth-2 sub-agent's share)."""

    turns: int  # the root's current turn, for the status the gateway reports

    async def complete(
        self,
        messages: list[dict],
        *,
        role: str = ...,
        model: str | None = ...,
        label: str = ...,
        doc_ids: Sequence[str] = ...,
        max_tokens: int | None = ...,
        stop: list[str] | None = ...,
        tools: list[dict] | None = ...,
        on_delta: Callable[[str], None] | None = ...,
    ) -> CallResult: ...

    def usage(self) -> Usage: ...

    def model_for(self, role: str, model: str | None) -> str: ...


class CellRunner(Protocol):
    """Runs the agent's code cells (the sandboxed kernel)."""

    def execute(self, code: str, timeout: float | None = None) -> CellResult: ...

    def interrupt(self) -> None: ...


class LoopServices(Protocol):
    """What the loop reads back from the REPL's services after a cell."""

    submitted: bool
    submit_note: str | None
    budget_error: BudgetExceeded | None


class CoverageSource(Protocol):
    """The measured coverage: ``{"room": share, "folders": {...}, "documents": {...}}``."""

    def snapshot(self) -> dict[str, Any]: ...


@dataclass
class RunContext:
    """What a run shares with whichever harness drives it: the room and settings, the run
    folder, the bus (the journal is subscribed to it), steering, the memo and findings (and
    the lock guarding them), the gateway with its coverage meter, and the REPL's services.
    The run finishes the same way whichever harness drove it: memo write-up, metrics,
    exports."""

    room: Any
    settings: Settings
    run_dir: Path
    bus: EventBus
    steering: Steering
    memo: Memo
    findings: list[Finding]
    lock: threading.RLock
    gateway: Gateway
    gateway_bus: MutableBus
    coverage: CoverageMeter
    services: HarnessServices
    loop: asyncio.AbstractEventLoop
    first_message: str
    replay: bool = False
    # new services of a class over the same memo, findings, room and gateway (depth 2)
    make_services: Callable[..., HarnessServices] | None = None
    record_sandbox: Callable[..., None] | None = None  # run.json: how a kernel was confined
    save_memo: Callable[[], None] | None = None
    # a resume: documents changed or gone since the run read them (restoring the REPL answers
    # their calls from the cache only; they are reviewed again)
    changed_docs: frozenset[str] = frozenset()


class Harness(Protocol):
    """One way of driving a review over a :class:`RunContext`. The RLM root loop
    (``harness.rlm.RlmHarness``: a root model writing cells in a sandboxed REPL) is one; a
    tool-loop baseline is another kind that plugs in here and shares the gateway, journal,
    coverage, memo and exports. ``Run(harness=...)`` takes a factory of these."""

    async def open(self) -> None:
        """Start what the harness works with (a kernel, a tool table)."""

    def started(self) -> None:
        """The run is announced (``RunStarted`` is on the bus): warn about what ``open()``
        set up, before the first turn."""

    async def restore(self, state: JournalState) -> None:
        """Resume: bring back the harness's own state (REPL variables, the conversation)
        from the journal; the memo and findings are already restored."""

    async def run(self) -> LoopResult:
        """Review until submitted, capped, out of budget or stopped."""
        ...

    def status(self) -> dict[str, Any]:
        """What the REPL's ``status()`` adds for this harness (turn, max turns)."""
        ...

    async def close(self) -> None:
        """Stop what :meth:`open` started (never raises)."""


HarnessFactory = Callable[[RunContext], Harness]
