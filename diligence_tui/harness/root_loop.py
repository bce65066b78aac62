"""The root loop: the root model writes a cell, the kernel runs it, the output comes back.

One turn: build the messages (status line, analyst notes), call the root through the gateway
(role "root", streamed), take the FIRST fenced ```python / ```repl block of the reply (or a
native call of the single ``python`` tool), run it in the kernel (in step mode only after a
person approved, edited or skipped it), and show the output. The loop ends when executed code
calls ``submit()`` (and the host accepted it), at the turn cap, when the budget is gone,
after too many failing cells in a row, or when a person stops it. Every ending other than an
accepted ``submit()`` finalizes the memo from the REPL's state and marks it incomplete.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.harness.budget import BudgetExceeded, Limits
from diligence_tui.harness.events import (
    BudgetUpdate,
    CellDecision,
    CellOutput,
    EventBus,
    Notice,
    RootDelta,
    RootReply,
    StepStarted,
)
from diligence_tui.harness.interfaces import CellRunner, CoverageSource, LoopServices, ModelGateway
from diligence_tui.harness.loop_result import EndReason, LoopResult, turn_cap_reason
from diligence_tui.harness.memo_finish import fill_memo_from_findings
from diligence_tui.harness.prompts import render_prompt
from diligence_tui.harness.root_history import compact, review_facts
from diligence_tui.harness.root_messages import (
    LATER_CELLS,
    NO_CODE_REPLY,
    PYTHON_TOOL,
    ParsedReply,
    edited_note,
    format_output,
    kept_reply,
    read_reply,
    reprompt_for,
    status_line,
    supports_tools,
)
from diligence_tui.harness.root_summary import can_summarise, summarised
from diligence_tui.harness.stall import StallWatch, progress_mark
from diligence_tui.harness.steering import Steering, ask_approval
from diligence_tui.review.model import Finding, Memo

__all__ = ["EndReason", "LoopResult", "RootLoop"]  # the result types live in loop_result

STOP_AT_FENCE = ["\n```\n"]
MAX_REPROMPTS = 2  # empty or code-less replies re-prompted within one turn


@dataclass
class RootLoop:
    """Drives one agent (the root, or a depth-2 sub-agent) over its kernel."""

    gateway: ModelGateway
    kernel: CellRunner
    services: LoopServices
    bus: EventBus
    steering: Steering
    memo: Memo
    findings: list[Finding]
    system_prompt: str
    first_message: str
    max_turns: int
    max_failing_cells: int = 5
    cap_note: str = ""  # why max_turns is not the cap set (guided mode's hand-over)
    root_context_tokens: int = 128_000  # the model's context window
    max_output_tokens: int = 2_048  # the cap on each reply (the gateway sends it)
    model: str | None = None
    role: str = "root"
    documents: int = 0
    coverage: CoverageSource | None = None
    limits: Limits = field(default_factory=Limits)
    messages: list[dict] = field(default_factory=list)
    turn: int = 0
    lock: threading.RLock | None = None
    budget_check: Callable[[], str | None] | None = None  # a reason to stop, or None
    save_memo: Callable[[], None] | None = None
    emit_events: bool = True  # depth-2 sub-agents run quietly (their calls are still journaled)
    cell_timeout: float | None = None
    _use_tools: bool | None = None
    _use_stop: bool = True
    _pending_tool_id: str = ""
    _call_error: str = ""
    _call_overflow: bool = False  # that error was a prompt too long for the window
    _answered: bool = False  # the model has answered at least once
    _cell_running: bool = False
    _listening: bool = False
    _call_task: asyncio.Future | None = None  # the root call in flight (stop/pause cancel it)
    _call_loop: asyncio.AbstractEventLoop | None = None
    _interrupted: str = ""  # "stop" | "pause": why the call in flight was cancelled
    _cell_suffix: str = ""
    _later_cells: int = 0

    # -- helpers ---------------------------------------------------------------------------
    def emit(self, event: Any) -> None:
        if self.emit_events:
            self.bus.emit(event)

    def _status(self) -> str:
        snapshot = self.coverage.snapshot() if self.coverage is not None else None
        return status_line(
            self.turn, self.max_turns, self.gateway.usage(), self.limits, snapshot, self.documents
        )

    def _set_gateway_turn(self) -> None:
        if self.role == "root":
            self.gateway.turns = self.turn

    def _budget_event(self) -> None:
        if self.role != "root":
            return
        usage = self.gateway.usage()
        self.emit(BudgetUpdate.of(usage, self.turn, self.max_turns, self.limits.to_dict()))

    def _on_delta(self, text: str) -> None:
        self.emit(RootDelta(turn=self.turn, text=text))

    def _tools(self) -> list[dict] | None:
        if self._use_tools is None:
            self._use_tools = supports_tools(self.model or "")
        return [PYTHON_TOOL] if self._use_tools else None

    # -- the loop --------------------------------------------------------------------------
    async def run(self) -> LoopResult:
        if not self.messages:
            self.messages = [
                {"role": "system", "content": self.system_prompt},
                {"role": "user", "content": self.first_message + "\n\n" + self._status()},
            ]
        if self.role == "root" and not self._listening:
            self._listening = True
            self.steering.on_command(self._on_command)
        return await self._loop()

    def _on_command(self, event: Any) -> None:
        """A stop or pause while the root's call is in flight cancels that call (what came of
        it is recorded); a stop during a cell cancels its sub-calls and interrupts it, so the
        run finalizes now rather than when the cell would have finished. Called on the
        steering side's thread."""
        if event.command in ("stop", "pause"):
            task, loop = self._call_task, self._call_loop
            if task is not None and loop is not None and not loop.is_closed():
                try:
                    loop.call_soon_threadsafe(self._cancel_call, task, event.command)
                except RuntimeError:
                    pass  # the loop is shutting down
        if event.command != "stop" or not self._cell_running:
            return
        self.steering.cancel_inflight()
        try:
            self.kernel.interrupt()
        except Exception as exc:
            self.emit(Notice(level="warning", message=f"could not interrupt the cell: {exc}"))

    def _cancel_call(self, task: asyncio.Future, why: str) -> None:
        if task is self._call_task and not task.done():
            self._interrupted = why
            task.cancel()

    async def _stopped(self) -> LoopResult:
        return await self.finalize("stopped", "stopped by the analyst", EndReason.STOPPED)

    async def _no_working_cell(self, failing: int, overflowed: int) -> LoopResult:
        reason = f"{failing} turns in a row without a working cell"
        if overflowed >= failing:  # every one of them: the prompt could not fit the window
            reason += " (each prompt was too long for the model's context window)"
            return await self.finalize("incomplete", reason, EndReason.OVERFLOW)
        return await self.finalize("incomplete", reason, EndReason.NO_WORKING_CELL)

    async def _loop(self) -> LoopResult:
        failing = overflowed = 0  # turns in a row without a working cell; of them, overflows
        stall = StallWatch()  # the same cell with nothing moved (harness/stall.py)
        while True:
            await self.steering.checkpoint()
            if self.steering.stop_requested:
                return await self._stopped()
            if self.turn >= self.max_turns:
                return await self.finalize(
                    "incomplete",
                    f"turn cap of {self.max_turns} reached",
                    EndReason.TURN_CAP,
                    model_turn=True,
                )
            reason = self.budget_check() if self.budget_check else None
            if reason:
                return await self.finalize("incomplete", reason, EndReason.BUDGET)
            self.turn += 1
            self._set_gateway_turn()
            self.emit(StepStarted(turn=self.turn, max_turns=self.max_turns, cap_note=self.cap_note))
            self._add_notes()
            try:
                code, call, text = await self._ask_for_code()
            except BudgetExceeded as exc:
                return await self.finalize("incomplete", exc.describe(), EndReason.BUDGET)
            if self.steering.stop_requested:
                if code is not None:
                    self.messages.pop()  # the cell will not run: keep it out of the history
                return await self._stopped()
            if code is None and self._call_error and not self._answered:
                # the model never answered: a bad endpoint, key or model name is a setting to
                # fix (stop, rather than pay the retries again on every turn); a prompt that
                # cannot fit its window is a model that cannot drive this review
                return await self.finalize(
                    "incomplete",
                    f"the {self.role} model failed: {self._call_error}",
                    EndReason.OVERFLOW if self._call_overflow else EndReason.MODEL_FAILED,
                )
            overflowed = overflowed + 1 if code is None and self._call_overflow else 0
            self._call_error, self._call_overflow = "", False
            if code is None:
                failing += 1
                self._user((text or NO_CODE_REPLY) + "\n\n" + self._status())
                if failing >= self.max_failing_cells:
                    return await self._no_working_cell(failing, overflowed)
                continue
            outcome = await self._run_cell(code, call)
            self._budget_event()
            if self.services.submitted:
                return LoopResult(
                    "submitted",
                    "submit() accepted",
                    self.turn,
                    answer=self.services.submit_note or "",
                    end=EndReason.SUBMITTED,
                )
            spent = self.services.budget_error
            if spent is not None and spent.reason == "subcalls":
                pass  # only sub-calls are capped: the root can still write the memo and submit
            elif spent is not None:
                return await self.finalize("incomplete", spent.describe(), EndReason.BUDGET)
            failing = failing + 1 if outcome == "error" else 0
            if failing >= self.max_failing_cells:
                return await self.finalize(
                    "incomplete", f"{failing} failing cells in a row", EndReason.FAILING_CELLS
                )
            calls = self.gateway.usage().subcalls
            if stall.see(progress_mark(code, self.coverage, self.findings, self.memo, calls)):
                reason = stall.reason(self.max_turns - self.turn)
                return await self.finalize("incomplete", reason, EndReason.STALLED)

    def _user(self, text: str) -> None:
        """Add a user message (merged into the last one when that is a user message too)."""
        if self.messages and self.messages[-1]["role"] == "user":
            self.messages[-1]["content"] = f"{self.messages[-1]['content']}\n\n{text}"
        else:
            self.messages.append({"role": "user", "content": text})

    def _add_notes(self) -> None:
        notes = self.steering.take_notes() if self.role == "root" else []
        if notes and self.messages and self.messages[-1]["role"] in ("user", "tool"):
            text = "\n".join(f"Note from the analyst (follow it): {n}" for n in notes)
            last = self.messages[-1]
            if last["role"] == "tool":
                self.messages.append({"role": "user", "content": text})
            else:
                last["content"] = f"{last['content']}\n\n{text}"

    async def _complete(self, kwargs: dict[str, Any], messages: list[dict] | None = None) -> Any:
        """One root call (on the conversation, or on ``messages``) the analyst can stop or
        pause while it streams (None then)."""
        self._call_loop = asyncio.get_running_loop()
        self._interrupted = ""
        prompt = list(self.messages if messages is None else messages)
        task = asyncio.ensure_future(self.gateway.complete(prompt, **kwargs))
        self._call_task = task
        try:
            return await task
        except asyncio.CancelledError:
            if self._interrupted and task.cancelled():
                return None  # our own cancel: the loop sees the stop or waits out the pause
            raise
        finally:
            self._call_task = None

    async def _call_root(self) -> Any:
        kwargs: dict[str, Any] = {
            "role": self.role,
            "model": self.model,
            "label": f"{self.role} turn {self.turn}",
            "max_tokens": self.max_output_tokens,
        }
        if self.role == "root":
            kwargs["on_delta"] = self._on_delta
        tools = self._tools()
        if tools:
            kwargs["tools"] = tools
        if self._use_stop and not tools:
            kwargs["stop"] = STOP_AT_FENCE
        result = await self._complete(kwargs)
        if (
            result is not None
            and result.status == "error"
            and self._use_stop
            and "stop" in (result.error or "").lower()
        ):
            self._use_stop = False  # the provider refuses stop sequences: go without
            kwargs.pop("stop", None)
            result = await self._complete(kwargs)
        return result

    async def _ask_for_code(self) -> tuple[str | None, dict | None, str]:
        """Call the root (re-prompting empty, cut or code-less replies a bounded number of
        times; a stop ends the turn, a pause holds it and asks again after).
        Returns (code, tool_call, reprompt_text_if_no_code)."""
        reprompt = ""
        attempt = 0
        while attempt <= MAX_REPROMPTS:
            await self.steering.checkpoint()
            if self.steering.stop_requested:
                return None, None, ""
            folded = self._compact()
            if folded:
                await self._summarise(folded)
            result = await self._call_root()
            if result is None:  # stopped or paused while the call streamed
                continue
            if result.status == "cancelled" and self.steering.stop_requested:
                return None, None, ""
            if result.status not in ("ok", "cached"):
                self._call_error = result.error or result.status
                self._call_overflow = getattr(result, "error_kind", "") == "overflow"
                self.emit(Notice(level="error", message=f"root call failed: {self._call_error}"))
                reprompt = f"(the model call failed: {self._call_error}; try again)"
                return None, None, reprompt
            self._answered = True
            text = result.text or ""
            self.emit(
                RootReply(
                    turn=self.turn,
                    text=text,
                    usage={"input": result.input_tokens, "output": result.output_tokens},
                )
            )
            reply = read_reply(
                text, result.tool_calls, cut=result.cut, reasoning=getattr(result, "reasoning", "")
            )
            self._later_cells = reply.later_cells
            if reply.code is not None:
                self._keep_reply(reply)
                return reply.code, reply.call, ""
            reprompt = reprompt_for(reply, self.max_output_tokens)
            if reply.history.strip():  # what the model wrote, never a placeholder of ours
                self.messages.append({"role": "assistant", "content": reply.history})
            attempt += 1
            if attempt <= MAX_REPROMPTS:
                self._user(reprompt)
                self.emit(
                    Notice(
                        level="warning",
                        message=f"turn {self.turn}: root reply had no cell to run "
                        f"({reply.shape}); re-prompted",
                    )
                )
        return None, None, reprompt

    def _keep_reply(self, reply: ParsedReply) -> None:
        message, call_id = kept_reply(reply, bool(self._use_tools), f"call_{self.turn}")
        self.messages.append(message)
        if call_id:
            self._pending_tool_id = call_id

    async def _decide(self, cell_id: str, code: str) -> CellDecision:
        ask = self.steering.step_mode and self.role == "root"
        return await ask_approval(self.steering, self.emit, self.turn, cell_id, code, ask=ask)

    async def _run_cell(self, code: str, call: dict | None) -> str:
        cell_id = f"t{self.turn}{self._cell_suffix}"
        await self.steering.checkpoint()
        decision = await self._decide(cell_id, code)
        if self.steering.stop_requested:
            decision = CellDecision("skip")  # stopped while the cell waited: it does not run
        if decision.action == "edit" and decision.code:
            code = decision.code
        if decision.action == "skip":
            self.emit(CellOutput.skip(self.turn, cell_id, code))
            self._answer(
                call,
                "The analyst skipped this cell; it did not run. Write a different "
                "cell.\n\n" + self._status(),
            )
            return "skipped"
        self._cell_running = True
        try:
            result = await asyncio.to_thread(self.kernel.execute, code, self.cell_timeout)
        finally:
            self._cell_running = False
        self.emit(
            CellOutput(
                turn=self.turn,
                cell_id=cell_id,
                code=code,
                output=result.output,
                total_chars=result.total_chars,
                truncated=result.truncated,
                error=result.error,
                seconds=result.seconds,
            )
        )
        shown = format_output(result.output, result.error, result.total_chars, result.truncated)
        if self._later_cells:
            shown += LATER_CELLS.format(n=self._later_cells)
            self._later_cells = 0
        if decision.action == "edit":
            shown = edited_note(code) + shown
        if result.restarted:
            shown += "\n(the kernel was restarted: REPL variables were lost)"
        self._answer(call, shown + "\n\n" + self._status())
        return "error" if result.error else "ok"

    def _answer(self, call: dict | None, text: str) -> None:
        if call is not None and self._use_tools:
            self.messages.append(
                {
                    "role": "tool",
                    "tool_call_id": self._pending_tool_id or call.get("id", ""),
                    "content": text,
                }
            )
        else:
            self.messages.append({"role": "user", "content": text})

    # -- compaction ----------------------------------------------------------------------------
    def _compact(self) -> list[dict]:
        """Fold older turns so the prompt and the reply's room fit the window; returns the
        messages that were folded into the digest."""
        with self.lock if self.lock is not None else contextlib.nullcontext():
            facts = review_facts(self.findings, self.memo)
        before = self.messages
        self.messages, folded = compact(
            self.messages, self.root_context_tokens, self.max_output_tokens, facts, self._tools()
        )
        if folded:
            self.emit(Notice(level="info", message=f"root history compacted ({folded} messages)"))
        return before[2 : 2 + folded]

    async def _summarise(self, folded: list[dict]) -> None:
        """Ask the root model for a summary of the folded turns, put under the digest (which
        stays: it is the record); without one the run log says why (root_summary)."""
        if self.role != "root" or not can_summarise(self.model, self.root_context_tokens):
            return

        async def call(request: list[dict], max_tokens: int) -> Any:
            kw = {"role": self.role, "model": self.model, "max_tokens": max_tokens, "credit": False}
            return await self._complete({**kw, "label": f"root summary, turn {self.turn}"}, request)

        window, cap, tools = self.root_context_tokens, self.max_output_tokens, self._tools()
        self.messages, note = await summarised(self.messages, folded, window, cap, tools, call)
        self.emit(Notice(level="info", message=note))

    # -- finalize ------------------------------------------------------------------------------
    async def finalize(
        self, status: str, reason: str, end: EndReason, *, model_turn: bool = False
    ) -> LoopResult:
        """End the loop: one last root turn to write up (only at the turn cap, with budget left),
        then fill the memo from the findings on the host, mark it incomplete."""
        self.emit(Notice(level="warning", message=f"finalizing: {reason}"))
        if (
            model_turn
            and self.role == "root"
            and self.services.budget_error is None
            and not self.steering.stop_requested
        ):
            self.messages.append(
                {"role": "user", "content": render_prompt("finalize", reason=reason)}
            )
            try:
                # the write-up is the last turn, never one past the cap ("turn 4/3")
                if self.turn < self.max_turns:
                    self.turn += 1
                else:
                    self._cell_suffix = "-final"
                self._set_gateway_turn()
                self.emit(
                    StepStarted(turn=self.turn, max_turns=self.max_turns, cap_note=self.cap_note)
                )
                code, call, _ = await self._ask_for_code()
                if code is not None:
                    await self._run_cell(code, call)
            except BudgetExceeded:
                pass  # the budget ran out during the write-up: the memo is filled below
            except Exception as exc:
                self.emit(Notice(level="error", message=f"final turn failed: {exc}"))
        if self.role != "root":
            return LoopResult(
                status, reason, self.turn, answer=self.services.submit_note or "", end=end
            )
        fill_memo_from_findings(self.memo, self.findings, self.bus, lock=self.lock)
        self.memo.incomplete = True
        if self.save_memo is not None:
            self.save_memo()
        if end is EndReason.TURN_CAP:  # the analyst's words: nothing lost, what to do
            # a cap with a note (a hand-over, a resume) covers turns another root drove too
            reason = turn_cap_reason(self.max_turns, None if self.cap_note else self.model)
        return LoopResult(
            status, reason, self.turn, end=end, max_turns=self.max_turns, cap_note=self.cap_note
        )
