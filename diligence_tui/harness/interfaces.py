"""What an agent loop needs from its collaborators, as Protocols.

The root loop (and a depth-2 sub-agent, and any other harness) talks to a gateway, a cell
runner (the kernel), the REPL's services and a coverage source only through these, so a
test or a second implementation can supply its own, and a type checker can see a misspelt
method. The concrete classes are ``Gateway`` / ``AgentGateway``, ``Kernel``,
``HarnessServices`` and ``CoverageMeter``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from diligence_tui.harness.budget import BudgetExceeded, Usage
    from diligence_tui.harness.gateway import CallResult
    from diligence_tui.harness.kernel import CellResult


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
        stop: list[str] | None = ...,
        tools: list[dict] | None = ...,
        on_delta: Callable[[str], None] | None = ...,
    ) -> CallResult: ...

    def usage(self) -> Usage: ...


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
