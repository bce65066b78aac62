"""The tool-loop harness: the root model calls tools in a loop until it finishes the memo.

One turn: call the root through the gateway (role "root", with the tool schemas when the
model has native tool calls, else a fenced ```tool JSON block per call, as the offline
policy writes them), run every tool call of the reply in order (in step mode only after a
person approved, edited or skipped it), and send the results back as ``tool`` messages (or
one user message) with the status line. The loop ends when a ``memo`` call with
``finish=true`` is accepted, at the turn cap, when the budget is gone, after too many
turns in a row without a usable call, or when a person stops it; every ending but an
accepted finish fills the memo from the findings on the host and marks it incomplete.

Tool calls are journaled as ``CellProposed``/``CellOutput`` (the call as ``name({json})``,
the result exactly as the model gets it), so the workspace's transcript, step mode and the
trace export show them like cells.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

from diligence_tui.harness.budget import BudgetExceeded, Limits
from diligence_tui.harness.events import (
    BudgetUpdate,
    CellDecision,
    CellOutput,
    Notice,
    RootDelta,
    RootReply,
    StepStarted,
)
from diligence_tui.harness.first_prompt import engagement
from diligence_tui.harness.interfaces import RunContext
from diligence_tui.harness.journal import JournalState
from diligence_tui.harness.loop_result import EndReason, LoopResult, turn_cap_reason
from diligence_tui.harness.memo_finish import fill_memo_from_findings
from diligence_tui.harness.prompts import render_prompt
from diligence_tui.harness.root_messages import function_of
from diligence_tui.harness.steering import ask_approval
from diligence_tui.harness.toolloop.memo_tool import MEMO_TOOL, memo_call
from diligence_tui.harness.toolloop.tools import (
    READ_MAX_CHARS,
    ROOM_TOOLS,
    RoomTools,
    ToolError,
    parse_arguments,
)
from diligence_tui.shares import percent
from diligence_tui.tokens import message_tokens

HARNESS_NAME = "toolloop"
OFFLINE_MODEL = "offline/toolloop"
TOOLS = [*ROOM_TOOLS, MEMO_TOOL]
TOOL_FENCE = re.compile(r"```[ \t]*tool[ \t]*\r?\n(.*?)\r?\n[ \t]*```", re.S | re.I)
FIRST_MESSAGE = (
    "Begin the review of this dataroom with the tools. Find what could hurt the buyer, read "
    "it, write the memo with cited findings, and finish with memo(finish=true)."
)
NO_CALL = (
    "Your reply called no tool. Everything you do happens through tools: call list, grep, "
    "read or memo (memo with finish=true ends the review)."
)
MAX_IDLE_TURNS = 5  # turns in a row without a usable tool call
COMPACT_AT = 0.75  # share of the root's window that makes old tool results be elided
KEEP_RECENT = 6


def call_text(name: str, args: dict[str, Any]) -> str:
    """How a tool call shows in the transcript and the journal: ``name({json})``."""
    return f"{name}({json.dumps(args, ensure_ascii=False)})"


def parse_call_text(code: str) -> tuple[str, dict[str, Any]]:
    """A call edited by the analyst in step mode, back to (name, arguments)."""
    name, _, rest = code.strip().partition("(")
    body = rest.rsplit(")", 1)[0] if rest else ""
    return name.strip(), parse_arguments(body)


def text_calls(text: str) -> list[dict[str, Any]]:
    """Tool calls written as fenced ```tool JSON blocks (models without native tool calls)."""
    calls = []
    for i, match in enumerate(TOOL_FENCE.finditer(text or "")):
        try:
            data = json.loads(match.group(1))
        except json.JSONDecodeError:
            data = {"name": "", "arguments": match.group(1)}
        if not isinstance(data, dict):
            continue
        args = data.get("arguments", {})
        calls.append(
            {
                "id": f"text_{i}",
                "name": str(data.get("name") or ""),
                "arguments": args if isinstance(args, str) else json.dumps(args),
            }
        )
    return calls


def assistant_message(text: str, calls: list[dict], turn: int, *, native: bool) -> dict:
    """The reply as the conversation keeps it: with its native tool calls (ids made up when
    the server sent none), or as the text whose fenced blocks were the calls."""
    if not native:
        return {"role": "assistant", "content": text}
    return {
        "role": "assistant",
        "content": text or None,
        "tool_calls": [
            {
                "id": str(c.get("id") or f"call_{turn}_{i}"),
                "type": "function",
                "function": {
                    "name": function_of(c).get("name") or "",
                    "arguments": function_of(c).get("arguments") or "{}",
                },
            }
            for i, c in enumerate(calls)
        ],
    }


def _limit(value: float, fmt: str) -> str:
    return fmt.format(value) if value else "no limit"


class ToolLoopHarness:
    """``interfaces.Harness``: the tool loop over a run's shared parts."""

    name = HARNESS_NAME

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx
        self.tools = RoomTools(ctx.room)
        self.model = ctx.settings.root_model
        # native tool calls unless the model is the offline policy; an endpoint that refuses
        # `tools` gets the fenced-block protocol instead (see _call_root)
        self.native = not self.model.startswith("offline/")
        self.messages: list[dict] = []
        self.turn = 0
        self.max_turns = ctx.settings.budget.max_turns
        self._answered = False
        _, brief = engagement(Path(ctx.room.root))
        self.first_message = FIRST_MESSAGE + (f"\n\n{brief}" if brief else "")

    # -- Harness ---------------------------------------------------------------------------
    async def open(self) -> None:
        # the memo says which engine wrote it: an offline run is the scripted policy
        if self.ctx.settings.offline:
            from diligence_tui.harness.run_metrics import engine_label

            self.ctx.memo.engine = engine_label(self.ctx.settings)

    def started(self) -> None:
        pass

    async def restore(self, state: JournalState) -> None:
        from diligence_tui.harness.toolloop.restore import rebuild_conversation

        self.messages, self.turn = rebuild_conversation(self, state)

    def status(self) -> dict[str, Any]:
        return {"turn": self.turn, "max_turns": self.max_turns, "harness": HARNESS_NAME}

    async def close(self) -> None:
        pass

    # -- prompts ---------------------------------------------------------------------------
    def system_prompt(self) -> str:
        settings = self.ctx.settings
        budget = settings.budget
        totals = self.ctx.room.totals()
        folders = sorted({d.folder or "(room root)" for d in self.ctx.room.documents()})
        shown = ", ".join(folders[:40]) + (
            f" and {len(folders) - 40} more" if len(folders) > 40 else ""
        )
        summary = (
            f"{totals.documents:,} documents ({totals.pages:,} pages, about {totals.tokens:,} "
            f"tokens) in {totals.folders:,} folders: {shown}. {totals.skipped:,} could not be "
            "read."
        )
        protocol = ""
        if not self.native:
            protocol = render_prompt(
                "toolloop_text_tools",
                schemas="\n".join(json.dumps(t["function"]) for t in TOOLS),
            )
        return render_prompt(
            "toolloop_system",
            read_chars=f"{READ_MAX_CHARS:,}",
            tool_protocol=protocol,
            totals=summary,
            max_turns=budget.max_turns,
            max_usd=_limit(budget.max_usd, "${:.2f}"),
            max_tokens=_limit(budget.max_tokens, "{:,}"),
            max_seconds=_limit(budget.max_seconds, "{:.0f} s"),
        )

    def status_line(self) -> str:
        usage = self.ctx.gateway.usage()
        cost = usage.total_cost
        snap = self.ctx.coverage.snapshot()
        docs = snap.get("documents", {}) or {}
        left = self.max_turns - self.turn
        line = (
            f"[status] turn {self.turn} of {self.max_turns} ({max(left, 0)} left) | tokens "
            f"{usage.total_tokens:,} | dollars {'unknown' if cost is None else f'${cost:.2f}'} | "
            f"coverage {percent(float(snap.get('room', 0.0)))} of the room "
            f"({sum(1 for v in docs.values() if v > 0)} of {self.ctx.room.totals().documents} "
            "documents touched)"
        )
        if left <= 2:
            line += (
                f"\nWARNING: {left} turn(s) left. Write the memo now and call memo with "
                "finish=true; at the cap the memo is marked incomplete."
            )
        return line

    # -- the loop --------------------------------------------------------------------------
    def emit(self, event: Any) -> None:
        self.ctx.bus.emit(event)

    async def run(self) -> LoopResult:
        ctx = self.ctx
        if not self.messages:
            self.messages = [
                {"role": "system", "content": self.system_prompt()},
                {"role": "user", "content": self.first_message + "\n\n" + self.status_line()},
            ]
        idle = 0
        while True:
            await ctx.steering.checkpoint()
            if ctx.steering.stop_requested:
                return self.finalize("stopped", "stopped by the analyst")
            if self.turn >= self.max_turns:
                return self.finalize(
                    "incomplete", f"turn cap of {self.max_turns} reached", EndReason.TURN_CAP
                )
            self.turn += 1
            ctx.gateway.turns = self.turn
            self.emit(StepStarted(turn=self.turn, max_turns=self.max_turns))
            self._add_notes()
            self._compact()
            try:
                result = await self._call_root()
            except BudgetExceeded as exc:
                return self.finalize("incomplete", exc.describe(), EndReason.BUDGET)
            if not result.ok:
                error = result.error or result.status
                self.emit(Notice(level="error", message=f"root call failed: {error}"))
                if not self._answered:
                    return self.finalize(
                        "incomplete", f"the root model failed: {error}", EndReason.MODEL_FAILED
                    )
                idle += 1
                if idle >= MAX_IDLE_TURNS:
                    return self.finalize(
                        "incomplete",
                        f"{idle} turns in a row without a tool call",
                        EndReason.NO_WORKING_CELL,
                    )
                continue
            self._answered = True
            text = result.text or ""
            self.emit(
                RootReply(
                    turn=self.turn,
                    text=text,
                    usage={"input": result.input_tokens, "output": result.output_tokens},
                )
            )
            calls = result.tool_calls if self.native and result.tool_calls else text_calls(text)
            if not calls:
                idle += 1
                self.messages.append({"role": "assistant", "content": text or "(empty)"})
                self.messages.append(
                    {"role": "user", "content": NO_CALL + "\n\n" + self.status_line()}
                )
                if idle >= MAX_IDLE_TURNS:
                    return self.finalize(
                        "incomplete",
                        f"{idle} turns in a row without a tool call",
                        EndReason.NO_WORKING_CELL,
                    )
                continue
            idle = 0
            finished = await self._run_calls(
                text, calls, native=bool(self.native and result.tool_calls)
            )
            self._budget_event()
            if finished:
                return LoopResult("submitted", "memo(finish=true) accepted", self.turn)
            if ctx.steering.stop_requested:
                return self.finalize("stopped", "stopped by the analyst")

    async def _call_root(self) -> Any:
        async def ask() -> Any:
            return await self.ctx.gateway.complete(
                list(self.messages),
                role="root",
                model=self.model,
                label=f"root turn {self.turn}",
                tools=TOOLS if self.native else None,
                on_delta=lambda text: self.emit(RootDelta(turn=self.turn, text=text)),
            )

        result = await ask()
        error = (result.error or "").lower()
        refused = "refused the request" in error and "tool" in error  # a 400 naming tools
        if not result.ok and self.native and not self._answered and refused:
            self.native = False  # the endpoint refuses native tools: fenced blocks instead
            self.messages[0] = {"role": "system", "content": self.system_prompt()}
            self.emit(
                Notice(
                    level="warning",
                    message="the root endpoint refused native tool calls: tools are called "
                    "with fenced ```tool blocks instead",
                )
            )
            result = await ask()
        return result

    async def _run_calls(self, text: str, calls: list[dict], *, native: bool) -> bool:
        """Run a reply's tool calls in order; add the assistant message and the results."""
        self.messages.append(assistant_message(text, calls, self.turn, native=native))
        results: list[str] = []
        finished = False
        for i, call in enumerate(calls):
            function = function_of(call)
            name = str(function.get("name") or "")
            call_id = str(call.get("id") or f"call_{self.turn}_{i}")
            if finished:
                output = "(not run: the review finished with the previous call)"
            else:
                output, finished = await self._one_call(f"t{self.turn}.{i + 1}", name, function)
            if native:
                self.messages.append({"role": "tool", "tool_call_id": call_id, "content": output})
            else:
                results.append(f"Result of {name}:\n{output}")
        status = "\n\n" + self.status_line()
        if native:
            self.messages[-1]["content"] += status
        else:
            self.messages.append({"role": "user", "content": "\n\n".join(results) + status})
        return finished

    async def _one_call(self, cell_id: str, name: str, function: dict) -> tuple[str, bool]:
        try:
            args = parse_arguments(function.get("arguments"))
        except ToolError as exc:
            shown = call_text(name, {"arguments": str(function.get("arguments"))[:400]})
            self._output(cell_id, shown, "", str(exc))
            return f"Error: {exc}", False
        code = call_text(name, args)
        decision = await self._decide(cell_id, code)
        if self.ctx.steering.stop_requested:
            decision = CellDecision("skip")
        if decision.action == "skip":
            self.emit(CellOutput.skip(self.turn, cell_id, code))
            return "The analyst skipped this call; it did not run.", False
        if decision.action == "edit" and decision.code:
            try:
                name, args = parse_call_text(decision.code)
            except ToolError as exc:
                self._output(cell_id, decision.code, "", str(exc))
                return f"Error in the analyst's edit: {exc}", False
            code = call_text(name, args)
        finished = False
        error = ""
        try:
            if name == "memo":
                output, finished = await asyncio.to_thread(memo_call, self.ctx.services, args)
            else:
                output = await asyncio.to_thread(self.tools.call, name, args)
        except (ToolError, RuntimeError, ValueError) as exc:
            output, error = "", str(exc)
        self._output(cell_id, code, output, error)
        shown = output if not error else f"Error: {error}"
        if decision.action == "edit":
            shown = f"(the analyst changed your call before it ran; it ran as {code})\n" + shown
        return shown, finished

    def _output(self, cell_id: str, code: str, output: str, error: str) -> None:
        self.emit(
            CellOutput(
                turn=self.turn,
                cell_id=cell_id,
                code=code,
                output=output,
                total_chars=len(output),
                error=error,
            )
        )

    async def _decide(self, cell_id: str, code: str) -> CellDecision:
        steering = self.ctx.steering
        return await ask_approval(
            steering, self.emit, self.turn, cell_id, code, ask=steering.step_mode
        )

    def _add_notes(self) -> None:
        notes = self.ctx.steering.take_notes()
        if notes:
            text = "\n".join(f"Note from the analyst (follow it): {n}" for n in notes)
            self.messages.append({"role": "user", "content": text})

    def _compact(self) -> None:
        """Over the window: old tool results are elided (their text already reached the
        model and counts as read; the model can call the tool again)."""
        limit = int(self.ctx.settings.context_window("root") * COMPACT_AT)
        if message_tokens(self.messages) <= limit:
            return
        elided = 0
        for message in self.messages[2:-KEEP_RECENT]:
            content = message.get("content")
            if (
                message["role"] in ("tool", "user")
                and isinstance(content, str)
                and len(content) > 400
            ):
                message["content"] = (
                    f"[earlier tool result elided to save context: {len(content):,} characters; "
                    "call the tool again if you need it]"
                )
                elided += 1
            if message_tokens(self.messages) <= limit:
                break
        if elided:
            self.emit(
                Notice(level="info", message=f"root history compacted ({elided} results elided)")
            )

    def _budget_event(self) -> None:
        usage = self.ctx.gateway.usage()
        self.emit(
            BudgetUpdate.of(
                usage, self.turn, self.max_turns, Limits.of(self.ctx.settings).to_dict()
            )
        )

    def finalize(self, status: str, reason: str, end: EndReason | None = None) -> LoopResult:
        ctx = self.ctx
        self.emit(Notice(level="warning", message=f"finalizing: {reason}"))
        fill_memo_from_findings(ctx.memo, ctx.findings, ctx.bus, lock=ctx.lock)
        ctx.memo.incomplete = True
        if ctx.save_memo is not None:
            ctx.save_memo()
        if end is EndReason.TURN_CAP:  # the analyst's words: nothing lost, what to do
            reason = turn_cap_reason(self.max_turns, ctx.settings.root_model)
        return LoopResult(status, reason, self.turn, end=end)


def toolloop_harness(ctx: RunContext) -> ToolLoopHarness:
    """The ``HarnessFactory`` for ``Run(harness=...)``."""
    return ToolLoopHarness(ctx)


toolloop_harness.harness_name = HARNESS_NAME  # type: ignore[attr-defined]
