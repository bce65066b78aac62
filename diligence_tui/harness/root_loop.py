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
from diligence_tui.harness.memo_finish import fill_memo_from_findings
from diligence_tui.harness.prompts import render_prompt
from diligence_tui.harness.root_messages import (
    PYTHON_TOOL,
    edited_note,
    extract_code,
    format_output,
    function_of,
    message_tokens,
    python_tool_call,
    status_line,
    supports_tools,
    through_first_cell,
)
from diligence_tui.harness.steering import Steering, ask_approval
from diligence_tui.review.model import Finding, Memo

STOP_AT_FENCE = ["\n```\n"]
MAX_REPROMPTS = 2  # empty or code-less replies re-prompted within one turn
COMPACT_AT = 0.75  # share of the root's context window that triggers compaction
KEEP_RECENT = 6  # messages kept verbatim when compacting


EMPTY_REPLY = "Your reply was empty. Reply with one ```python code cell."
NO_CODE_REPLY = (
    "Your reply had no ```python cell. Everything you do happens through code: "
    "reply with exactly one ```python cell (call submit() in a cell to finish)."
)


@dataclass
class LoopResult:
    status: str  # submitted | incomplete | stopped
    reason: str = ""
    turns: int = 0
    answer: str = ""  # depth-2 sub-agents: the text passed to submit()


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
    root_context_tokens: int = 128_000
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
    _answered: bool = False  # the model has answered at least once
    _cell_running: bool = False
    _listening: bool = False

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
        """A stop during a cell: cancel its sub-calls and interrupt it, so the run finalizes
        now rather than when the cell would have finished."""
        if event.command != "stop" or not self._cell_running:
            return
        self.steering.cancel_inflight()
        try:
            self.kernel.interrupt()
        except Exception as exc:
            self.emit(Notice(level="warning", message=f"could not interrupt the cell: {exc}"))

    async def _loop(self) -> LoopResult:
        failing = 0
        while True:
            await self.steering.checkpoint()
            if self.steering.stop_requested:
                return await self.finalize("stopped", "stopped by the analyst", model_turn=False)
            if self.turn >= self.max_turns:
                return await self.finalize(
                    "incomplete", f"turn cap of {self.max_turns} reached", model_turn=True
                )
            reason = self.budget_check() if self.budget_check else None
            if reason:
                return await self.finalize("incomplete", reason, model_turn=False)
            self.turn += 1
            self._set_gateway_turn()
            self.emit(StepStarted(turn=self.turn, max_turns=self.max_turns))
            self._add_notes()
            self._compact()
            try:
                code, call, text = await self._ask_for_code()
            except BudgetExceeded as exc:
                return await self.finalize("incomplete", exc.describe(), model_turn=False)
            if self.steering.stop_requested:
                if code is not None:
                    self.messages.pop()  # the cell will not run: keep it out of the history
                return await self.finalize("stopped", "stopped by the analyst", model_turn=False)
            if code is None and self._call_error and not self._answered:
                # the model never answered (bad endpoint, key or model name): say so and stop,
                # rather than paying the retries again on every turn
                return await self.finalize(
                    "incomplete",
                    f"the {self.role} model failed: {self._call_error}",
                    model_turn=False,
                )
            self._call_error = ""
            if code is None:
                failing += 1
                self._user((text or NO_CODE_REPLY) + "\n\n" + self._status())
                if failing >= self.max_failing_cells:
                    return await self.finalize(
                        "incomplete",
                        f"{failing} turns in a row without a working cell",
                        model_turn=False,
                    )
                continue
            outcome = await self._run_cell(code, call)
            self._budget_event()
            if self.services.submitted:
                return LoopResult(
                    "submitted",
                    "submit() accepted",
                    self.turn,
                    answer=self.services.submit_note or "",
                )
            spent = self.services.budget_error
            if spent is not None and spent.reason == "subcalls":
                pass  # only sub-calls are capped: the root can still write the memo and submit
            elif spent is not None:
                return await self.finalize("incomplete", spent.describe(), model_turn=False)
            failing = failing + 1 if outcome == "error" else 0
            if failing >= self.max_failing_cells:
                return await self.finalize(
                    "incomplete", f"{failing} failing cells in a row", model_turn=False
                )

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

    async def _call_root(self) -> Any:
        kwargs: dict[str, Any] = {
            "role": self.role,
            "model": self.model,
            "label": f"{self.role} turn {self.turn}",
        }
        if self.role == "root":
            kwargs["on_delta"] = self._on_delta
        tools = self._tools()
        if tools:
            kwargs["tools"] = tools
        if self._use_stop and not tools:
            kwargs["stop"] = STOP_AT_FENCE
        result = await self.gateway.complete(list(self.messages), **kwargs)
        if result.status == "error" and self._use_stop and "stop" in (result.error or "").lower():
            self._use_stop = False  # the provider refuses stop sequences: go without
            kwargs.pop("stop", None)
            result = await self.gateway.complete(list(self.messages), **kwargs)
        return result

    async def _ask_for_code(self) -> tuple[str | None, dict | None, str]:
        """Call the root (re-prompting empty or code-less replies a bounded number of times).
        Returns (code, tool_call, reprompt_text_if_no_code)."""
        reprompt = ""
        for attempt in range(MAX_REPROMPTS + 1):
            result = await self._call_root()
            if result.status not in ("ok", "cached"):
                self._call_error = result.error or result.status
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
            code, call = extract_code(text, result.tool_calls)
            if code is not None:
                if call is not None and self._use_tools:
                    call_id = str(call.get("id") or f"call_{self.turn}")
                    function = function_of(call)
                    arguments = function.get("arguments")
                    self.messages.append(
                        {
                            "role": "assistant",
                            "content": text or None,
                            "tool_calls": [
                                python_tool_call(
                                    call_id, code, arguments if isinstance(arguments, str) else None
                                )
                            ],
                        }
                    )
                    self._pending_tool_id = call_id
                elif call is not None:
                    self.messages.append(
                        {"role": "assistant", "content": f"```python\n{code}\n```"}
                    )
                else:
                    # keep the reply up to the end of its first cell (what actually ran)
                    self.messages.append({"role": "assistant", "content": through_first_cell(text)})
                return code, call, ""
            reprompt = EMPTY_REPLY if not text.strip() else NO_CODE_REPLY
            if attempt < MAX_REPROMPTS:
                self.messages.append({"role": "assistant", "content": text or "(empty)"})
                self.messages.append({"role": "user", "content": reprompt})
                self.emit(
                    Notice(
                        level="warning",
                        message=f"turn {self.turn}: root reply had no code; re-prompted",
                    )
                )
            else:
                self.messages.append({"role": "assistant", "content": text or "(empty)"})
        return None, None, reprompt

    async def _decide(self, cell_id: str, code: str) -> CellDecision:
        ask = self.steering.step_mode and self.role == "root"
        return await ask_approval(self.steering, self.emit, self.turn, cell_id, code, ask=ask)

    async def _run_cell(self, code: str, call: dict | None) -> str:
        cell_id = f"t{self.turn}"
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
    def _compact(self) -> None:
        limit = int(self.root_context_tokens * COMPACT_AT)
        if message_tokens(self.messages) <= limit or len(self.messages) <= KEEP_RECENT + 3:
            return
        head, rest = self.messages[:2], self.messages[2:]
        cut = len(rest) - KEEP_RECENT
        while cut < len(rest) and rest[cut]["role"] != "assistant":
            cut += 1
        if cut <= 0 or cut >= len(rest):
            return
        old, recent = rest[:cut], rest[cut:]
        lines = []
        for message in old:
            content = message.get("content") or ""
            if message["role"] == "assistant":
                code, _ = extract_code(content, message.get("tool_calls"))
                first = (code or content).strip().splitlines()[:2]
                lines.append("- ran: " + " / ".join(line.strip() for line in first)[:160])
            elif message["role"] in ("user", "tool"):
                body = content.strip().replace("\n", " ")
                lines.append("  saw: " + body[:160])
        note = (
            "Earlier turns were compacted to save context (the REPL state is unchanged: "
            "every variable you created still exists; print what you need):\n"
            + "\n".join(lines[-80:])
        )
        first = dict(head[1])
        first["content"] = f"{head[1]['content']}\n\n{note}"
        self.messages = [head[0], first, *recent]
        self.emit(
            Notice(level="info", message=f"root history compacted ({len(old)} messages summarised)")
        )

    # -- finalize ------------------------------------------------------------------------------
    async def finalize(self, status: str, reason: str, *, model_turn: bool) -> LoopResult:
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
                self.turn += 1
                self.emit(StepStarted(turn=self.turn, max_turns=self.max_turns))
                code, call, _ = await self._ask_for_code()
                if code is not None:
                    await self._run_cell(code, call)
            except BudgetExceeded:
                pass  # the budget ran out during the write-up: the memo is filled below
            except Exception as exc:
                self.emit(Notice(level="error", message=f"final turn failed: {exc}"))
        if self.role != "root":
            return LoopResult(
                status,
                reason,
                self.turn,
                answer=self.services.submit_note or "",
            )
        fill_memo_from_findings(self.memo, self.findings, self.bus, lock=self.lock)
        self.memo.incomplete = True
        if self.save_memo is not None:
            self.save_memo()
        return LoopResult(status, reason, self.turn)
