"""The RLM harness: a root model writes Python cells that run in a sandboxed REPL (the
kernel) holding the dataroom, and delegates reading to sub-calls (or, at depth 2, to
sub-agents with REPLs of their own). One implementation of ``interfaces.Harness``."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.budget import Limits, Spending
from diligence_tui.harness.depth2 import Depth2Agents
from diligence_tui.harness.events import Notice
from diligence_tui.harness.first_prompt import root_system_prompt
from diligence_tui.harness.guided import Orchestration, drive
from diligence_tui.harness.interfaces import CellRunner, LoopServices, ModelGateway, RunContext
from diligence_tui.harness.journal import JournalState
from diligence_tui.harness.resume import rebuild_messages, restore_cells
from diligence_tui.harness.root_loop import LoopResult, RootLoop
from diligence_tui.harness.root_messages import supports_tools

if TYPE_CHECKING:
    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.kernel import Kernel


class RlmHarness:
    """The root loop over the run's kernel, with resume (re-run the journal's cells from the
    call cache) and depth 2 (sub-agents with their own kernels)."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx
        self.kernel: Kernel | None = None
        self.loop: RootLoop | None = None
        self.system_prompt = root_system_prompt(ctx.room, ctx.settings)
        self._messages: list[dict] = []
        self._turn = 0
        self._cap_note = ""  # why the cap in force is not the one set (a resume carries it)
        self.orchestration = Orchestration()  # which turns a model drove, which the policy

    def agent_loop(
        self, gateway: ModelGateway, kernel: CellRunner, services: LoopServices, **kw: Any
    ) -> RootLoop:
        """A RootLoop over this run's bus, steering, memo and findings (root or depth 2)."""
        ctx = self.ctx
        return RootLoop(
            gateway=gateway,
            kernel=kernel,
            services=services,
            bus=ctx.bus,
            steering=ctx.steering,
            memo=ctx.memo,
            findings=ctx.findings,
            lock=ctx.lock,
            **kw,
        )

    async def open(self) -> None:
        from diligence_tui.harness.kernel import Kernel, KernelError

        ctx = self.ctx
        ctx.services.coverage_floor_on = True  # the root answers to the coverage floor
        if ctx.settings.budget.depth >= 2:
            ctx.services.subcall_hook = Depth2Agents(ctx, self.agent_loop).hook
        scratch = ctx.run_dir / "scratch"
        scratch.mkdir(parents=True, exist_ok=True)
        self.kernel = Kernel(scratch, Path(ctx.room.root), ctx.services, ctx.settings.kernel)
        try:
            await asyncio.to_thread(self.kernel.start)
        except KernelError as exc:
            if ctx.record_sandbox is not None:
                ctx.record_sandbox(self.kernel, refused=str(exc))
            raise
        if ctx.record_sandbox is not None:
            ctx.record_sandbox(self.kernel)

    def started(self) -> None:
        """Before the first cell: say plainly when the OS layers are missing."""
        isolation = (getattr(self.kernel, "sandbox", None) or {}).get("isolation") or {}
        if isolation.get("level") != "reduced":
            return
        self.ctx.bus.emit(
            Notice(
                level="warning",
                message=(
                    "Reduced isolation: the REPL kernel is not confined by the operating "
                    f"system ({isolation.get('reason')}). Model-written code runs as your "
                    "user, checked only inside Python; it could read your files and leave "
                    'processes running. Set [kernel] isolation = "full" to refuse such runs.'
                ),
            )
        )

    async def restore(self, state: JournalState) -> None:
        from diligence_tui.harness.gateway import Gateway

        ctx = self.ctx
        assert self.kernel is not None, "open() starts the kernel"
        await restore_cells(
            self.kernel,
            state,
            services=ctx.services,
            gateway_bus=ctx.gateway_bus,
            bus=ctx.bus,
            restoring_gateway=lambda: restoring(
                Gateway(
                    ctx.settings,
                    ctx.gateway_bus,
                    run_dir=ctx.run_dir,
                    coverage=ctx.coverage,
                    steering=ctx.steering,
                    replay=ctx.replay,
                ),
                ctx.changed_docs,
                ctx.services.gateway,
                frozenset(state.read_slices),
            ),
            replay=ctx.replay,
        )
        self._messages = rebuild_messages(
            state,
            self.system_prompt,
            ctx.first_message,
            tools=supports_tools(ctx.settings.root_model),
        )
        self._turn = state.turn
        self._cap_note = state.cap_note

    def root_loop(self, **overrides: Any) -> RootLoop:
        """The root's loop over this run's kernel (``overrides``: another model, a fresh
        conversation, for guided mode)."""
        ctx = self.ctx
        assert self.kernel is not None, "open() starts the kernel"
        settings = ctx.settings
        kw: dict[str, Any] = {
            "system_prompt": self.system_prompt,
            "first_message": ctx.first_message,
            "max_turns": settings.budget.max_turns,
            "max_failing_cells": settings.budget.max_failing_cells,
            "root_context_tokens": settings.context_window("root"),
            "max_output_tokens": settings.max_output("root"),
            "model": settings.root_model,
            "role": "root",
            "documents": ctx.room.totals().documents,
            "coverage": ctx.coverage,
            "limits": Limits.of(settings),
            "messages": self._messages,
            "turn": self._turn,
            "cap_note": self._cap_note,
            "save_memo": ctx.save_memo,
        }
        kw.update(overrides)
        return self.agent_loop(ctx.gateway, self.kernel, ctx.services, **kw)

    async def run(self) -> LoopResult:
        # the model root, and the scripted policy when it cannot drive the review (guided)
        return await drive(self)

    def status(self) -> dict[str, Any]:
        return {
            "turn": self.loop.turn if self.loop else 0,
            "max_turns": self.loop.max_turns if self.loop else self.ctx.settings.budget.max_turns,
        }

    async def close(self) -> None:
        if self.kernel is not None:
            await asyncio.to_thread(self.kernel.close)


def restoring(
    gateway: Gateway,
    changed: frozenset[str],
    live: Any,
    read_before: frozenset[tuple[str, int, int]] = frozenset(),
) -> Gateway:
    """The gateway a resume restores the REPL with: a call on a document that changed since
    the run read it is not made (its findings would be thrown away, and the document is
    reviewed again after the restore: one live call per changed slice, not two), and the
    unchanged documents that call read in the session before stay read (``read_before``,
    the slices the journal says a review() read); a call made again counts in the run's own
    budget (``live``'s, seeded from the journal)."""
    gateway.cache_only_docs = changed
    gateway.read_before = read_before
    if isinstance(getattr(live, "spending", None), Spending):
        gateway.restore_with(live.spending)
    return gateway
