"""Depth 2: ``llm_query``/``llm_batch`` from the root start sub-agents that each have their
own REPL (kernel) and a share of the budget, instead of plain sub-calls."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from diligence_tui.harness.budget import BudgetExceeded, Limits, TokenCount, Usage
from diligence_tui.harness.events import Notice
from diligence_tui.harness.interfaces import ModelGateway, RunContext
from diligence_tui.harness.prompts import load_prompt, render_prompt
from diligence_tui.harness.root_loop import RootLoop
from diligence_tui.harness.services import HarnessServices

DEPTH2_TURNS = 6  # root turns of a depth-2 sub-agent
DEPTH2_SHARE = 0.5  # share of what is left of the budget one batch of depth-2 sub-agents may use
DEPTH2_PARALLEL = 4  # depth-2 sub-agents (each with a kernel process) at once


class ChildServices(HarnessServices):
    """A depth-2 sub-agent's REPL services: the room, plain sub-calls (the depth limit),
    findings; the memo belongs to the root, and ``submit(answer)`` returns the answer."""

    def memo_write(self, title: str, body: str, mode: str = "write") -> dict:
        raise RuntimeError(
            "only the lead reviewer writes the memo: return your answer with submit(answer)"
        )

    def submit(self, note: str | None = None) -> dict:
        self.submitted = True
        self.submit_note = note or ""
        return {"ok": True, "reason": "answer returned to the lead reviewer"}


class AgentGateway:
    """A depth-2 sub-agent's gateway: the run's gateway, with the agent's own spend counted
    and held to its share of the budget. ``usage()`` is the agent's own, so its status line
    and ``status()`` show what it has spent of its share."""

    def __init__(
        self,
        gateway: ModelGateway,
        *,
        max_usd: float = 0.0,
        max_tokens: int = 0,
        max_subcalls: int = 0,
    ) -> None:
        self.gateway = gateway
        self.max_usd, self.max_tokens, self.max_subcalls = max_usd, max_tokens, max_subcalls
        self.input = self.output = self.calls = 0
        self.cost: float | None = 0.0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.gateway, name)

    def exhausted(self) -> str | None:
        """Why this agent may make no more calls, or None."""
        if self.max_usd and self.cost is not None and self.cost >= self.max_usd:
            return f"this sub-agent's share of the dollar budget (${self.max_usd:.4f}) is spent"
        if self.max_tokens and self.input + self.output >= self.max_tokens:
            return f"this sub-agent's share of the token budget ({self.max_tokens:,}) is spent"
        if self.max_subcalls and self.calls >= self.max_subcalls:
            return f"this sub-agent's share of the sub-calls ({self.max_subcalls:,}) is used"
        return None

    async def complete(self, messages: list[dict], **kw: Any) -> Any:
        reason = self.exhausted()
        if reason:
            raise BudgetExceeded("share", reason)
        self.calls += 1
        result = await self.gateway.complete(messages, **kw)
        self.input += result.input_tokens
        self.output += result.output_tokens
        if result.cost is None:
            self.cost = None  # unknown price: the dollar share cannot be held
        elif self.cost is not None:
            self.cost += result.cost
        return result

    def usage(self) -> Usage:
        return Usage(
            tokens={"sub": TokenCount(self.input, self.output)},
            cost={"sub": self.cost},
            subcalls=self.calls,
            in_flight=0,
            elapsed=self.gateway.usage().elapsed,
        )


class Depth2Agents:
    """The depth-2 hook of a run's services: each prompt becomes a sub-agent (a RootLoop in
    role "sub" over its own kernel, quiet on the bus; its calls are still journaled)."""

    def __init__(self, ctx: RunContext, agent_loop: Callable[..., RootLoop]) -> None:
        self.ctx = ctx
        self.agent_loop = agent_loop

    def hook(self, prompts: list[str], model: str | None) -> list[dict]:
        """llm_query/llm_batch at depth 2: each prompt is a sub-agent with its own REPL."""
        future = asyncio.run_coroutine_threadsafe(self.batch(prompts, model), self.ctx.loop)
        return future.result()

    async def batch(self, prompts: list[str], model: str | None) -> list[dict]:
        """Each sub-agent gets its own carve-out: an equal part of DEPTH2_SHARE of what is
        left of each ceiling (dollars, tokens, sub-calls), enforced before each of its calls."""
        usage = self.ctx.gateway.usage()
        budget = self.ctx.settings.budget
        parts = max(1, len(prompts))

        def part(limit: float, used: float) -> float:
            return max(limit - used, 0.0) * DEPTH2_SHARE / parts if limit else 0.0

        caps = {
            "max_usd": part(budget.max_usd, usage.total_cost or 0.0),
            "max_tokens": int(part(budget.max_tokens, usage.total_tokens)),
            "max_subcalls": int(part(budget.max_subcalls, usage.subcalls)),
        }
        for key in ("max_tokens", "max_subcalls"):
            if getattr(budget, key):
                caps[key] = max(caps[key], 1)  # 0 would read as "no limit"
        gate = asyncio.Semaphore(DEPTH2_PARALLEL)

        async def one(index: int, prompt: str) -> dict:
            async with gate:
                try:
                    answer = await self.agent(index, prompt, model, caps)
                    return {"ok": True, "text": answer}
                except BudgetExceeded as exc:
                    if exc.ends_the_run:
                        self.ctx.services.budget_error = exc
                    return {"ok": False, "error": f"sub-agent failed: {exc}"}
                except Exception as exc:
                    return {"ok": False, "error": f"sub-agent failed: {exc}"}

        return list(await asyncio.gather(*(one(i, p) for i, p in enumerate(prompts))))

    async def agent(self, index: int, prompt: str, model: str | None, caps: dict[str, Any]) -> str:
        from diligence_tui.harness.kernel import Kernel

        ctx = self.ctx
        settings = ctx.settings
        gateway = AgentGateway(ctx.gateway, **caps)
        assert ctx.make_services is not None
        child = ctx.make_services(ChildServices)
        child.gateway = gateway
        scratch = ctx.run_dir / "scratch" / f"sub-{uuid.uuid4().hex[:8]}"
        scratch.mkdir(parents=True, exist_ok=True)
        kernel = Kernel(scratch, Path(ctx.room.root), child, settings.kernel)
        await asyncio.to_thread(kernel.start)
        try:
            loop = self.agent_loop(
                gateway,
                kernel,
                child,
                system_prompt=render_prompt("subagent_repl", repl_api=load_prompt("repl_api")),
                first_message=f"Your task from the lead reviewer:\n\n{prompt}",
                max_turns=DEPTH2_TURNS,
                max_failing_cells=3,
                root_context_tokens=settings.context_window("sub"),
                max_output_tokens=settings.max_output("sub"),
                model=model or settings.sub_model,
                role="sub",
                coverage=None,
                limits=Limits.of(settings).with_share(**caps),
                budget_check=gateway.exhausted,
                emit_events=False,
            )
            ctx.bus.emit(Notice(level="info", message=f"depth-2 sub-agent {index + 1} started"))
            result = await loop.run()
            ctx.bus.emit(
                Notice(
                    level="info",
                    message=f"depth-2 sub-agent {index + 1} finished after {result.turns} "
                    f"turn(s): {result.status}" + (f" ({result.reason})" if result.reason else ""),
                )
            )
            if result.answer:
                return result.answer
            replies = [m.get("content") or "" for m in loop.messages if m["role"] == "assistant"]
            return replies[-1] if replies else "(the sub-agent finished without an answer)"
        finally:
            await asyncio.to_thread(kernel.close)
