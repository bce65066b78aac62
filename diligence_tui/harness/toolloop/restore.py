"""Resume a tool-loop run: its conversation rebuilt from the run's own records.

The last root call that answered (``calls.jsonl`` holds its messages exactly as sent) is
the conversation up to that turn; its reply's tool calls and their results (the journal's
``cell_output`` events, exactly as the model was to get them) follow. A read call the run
was killed before answering is run again (reads are deterministic); a memo call that never
ran is not replayed: the model is told to make it again.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.journal import JournalState
from diligence_tui.harness.root_messages import function_of
from diligence_tui.harness.toolloop.tools import ToolError, parse_arguments

if TYPE_CHECKING:
    from diligence_tui.harness.toolloop.loop import ToolLoopHarness

CALLS_FILE = "calls.jsonl"


def root_calls(run_dir: Any) -> list[dict[str, Any]]:
    """The root's calls that answered, in order (retried attempts left out)."""
    path = run_dir / CALLS_FILE
    out: list[dict[str, Any]] = []
    if not path.exists():
        return out
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut by a kill
            if record.get("role") == "root" and record.get("status") in ("ok", "cached"):
                out.append(record)
    return out


def rebuild_conversation(
    harness: ToolLoopHarness, state: JournalState
) -> tuple[list[dict[str, Any]], int]:
    calls = root_calls(harness.ctx.run_dir)
    answered = sorted(t for t in state.replies)
    if not calls or not answered:
        return [], 0
    last, turn = calls[-1], answered[-1]
    messages = list(last.get("messages") or [])
    text = str(last.get("text") or "")
    tool_calls = list(last.get("tool_calls") or [])
    outputs = {c["cell_id"]: c for c in state.cells if int(c.get("turn", 0)) == turn}
    native = bool(harness.native and tool_calls)
    from diligence_tui.harness.toolloop.loop import assistant_message, text_calls

    if not native:
        tool_calls = text_calls(text)
    messages.append(assistant_message(text, tool_calls, turn, native=native))
    results = []
    for i, call in enumerate(tool_calls):
        function = function_of(call)
        name = str(function.get("name") or "")
        done = outputs.get(f"t{turn}.{i + 1}")
        if done is not None:
            shown = f"Error: {done['error']}" if done.get("error") else str(done.get("output", ""))
        elif name == "memo":
            shown = "(this call did not run before the run stopped: make it again)"
        else:
            try:
                shown = harness.tools.call(name, parse_arguments(function.get("arguments")))
            except (ToolError, RuntimeError, ValueError) as exc:
                shown = f"Error: {exc}"
        if native:
            call_id = str(call.get("id") or f"call_{turn}_{i}")
            messages.append({"role": "tool", "tool_call_id": call_id, "content": shown})
        else:
            results.append(f"Result of {name}:\n{shown}")
    note = "(the run was resumed here)"
    if native and tool_calls:
        messages[-1]["content"] += "\n\n" + note
    else:
        messages.append({"role": "user", "content": "\n\n".join([*results, note])})
    return messages, turn
