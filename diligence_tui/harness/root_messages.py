"""The root's conversation, message by message: the code cell a reply carries (a fenced
block or a native ``python`` tool call), how a cell's output and the status line are shown,
and token counts for compaction. Shared by the root loop and by resume, which rebuilds the
conversation from the journal."""

from __future__ import annotations

import json
import re

from diligence_tui.harness.budget import Limits, Usage
from diligence_tui.harness.prompts import render_prompt
from diligence_tui.tokens import count_tokens

FENCE = re.compile(
    r"```[ \t]*(?:python3?|py|repl)[ \t]*\r?\n(.*?)(?:\r?\n[ \t]*```|\Z)", re.S | re.I
)


PYTHON_TOOL = {
    "type": "function",
    "function": {
        "name": "python",
        "description": "Run Python code in the review REPL (the dataroom, llm_query, llm_batch, "
        "review, cite, memo, findings, submit). Returns what the code printed.",
        "parameters": {
            "type": "object",
            "properties": {"code": {"type": "string", "description": "Python code to run"}},
            "required": ["code"],
        },
    },
}


def extract_code(text: str, tool_calls: list[dict] | None = None) -> tuple[str | None, dict | None]:
    """The code to run and the tool call it came from (None for a fenced block)."""
    for call in tool_calls or []:
        function = function_of(call)
        name = function.get("name")
        if name not in ("python", "repl", None):
            continue
        args = function.get("arguments", "")
        if isinstance(args, str):
            try:
                parsed = json.loads(args) if args.strip() else {}
            except json.JSONDecodeError:
                parsed = {"code": args}
        else:
            parsed = args or {}
        code = parsed.get("code") if isinstance(parsed, dict) else None
        if isinstance(code, str) and code.strip():
            return code, call
    match = FENCE.search(text or "")
    if match and match.group(1).strip():
        return match.group(1).rstrip(), None
    return None, None


def function_of(call: dict) -> dict:
    """A tool call's function part (OpenAI nests it; some servers send it flat)."""
    function = call.get("function")
    return function if isinstance(function, dict) else call


def python_tool_call(call_id: str, code: str, arguments: str | None = None) -> dict:
    """One call of the ``python`` tool, as an assistant message carries it."""
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": "python", "arguments": arguments or json.dumps({"code": code})},
    }


def supports_tools(model: str) -> bool:
    if model.startswith("offline/"):
        return False
    try:
        from diligence_tui.harness.gateway import load_litellm  # configured: offline, quiet

        return bool(load_litellm().supports_function_calling(model=model))
    except Exception:
        return False


def format_output(output: str, error: str, total_chars: int, truncated: bool) -> str:
    text = output if output.strip() else "(no output)"
    parts = [f"```\n{text.rstrip()}\n```"]
    if truncated:
        parts.append(
            f"(output truncated: {total_chars:,} characters in all; the full text is "
            "in the REPL variable `_` or `last_output`)"
        )
    if error:
        parts.append(f"Error: {error}")
    return "\n".join(parts)


def edited_note(code: str) -> str:
    """What the root is told before the output of a cell the analyst edited."""
    return f"(the analyst edited your cell before it ran; it ran as:)\n```python\n{code}\n```\n"


def message_tokens(messages: list[dict]) -> int:
    total = 0
    for m in messages:
        content = m.get("content")
        total += count_tokens(content if isinstance(content, str) else json.dumps(content or ""))
        if m.get("tool_calls"):
            total += count_tokens(json.dumps(m["tool_calls"]))
    return total


def _money(value: float | None) -> str:
    return "unknown" if value is None else f"${value:.2f}"


def status_line(
    turn: int,
    max_turns: int,
    usage: Usage,
    limits: Limits,
    coverage: dict | None,
    documents: int,
) -> str:
    used = usage.total_tokens
    dollars = usage.total_cost
    max_tokens = limits.max_tokens
    max_usd = limits.max_usd
    tokens_left = f" of {max_tokens:,} ({max(max_tokens - used, 0):,} left)" if max_tokens else ""
    dollars_left = ""
    if max_usd:
        dollars_left = f" of ${max_usd:.2f}" + (
            f" (${max(max_usd - dollars, 0):.2f} left)" if dollars is not None else ""
        )
    covered = coverage or {}
    docs = covered.get("documents", {}) or {}
    warning = ""
    left = max_turns - turn
    if left <= 2:
        warning = (
            f"\nWARNING: {left} turn(s) left. Write the remaining memo sections now and "
            "call submit() before the cap; at the cap the memo is marked incomplete."
        )
    return render_prompt(
        "turn_status",
        turn=turn,
        max_turns=max_turns,
        turns_left=max(left, 0),
        tokens_used=f"{used:,}",
        tokens_left=tokens_left,
        dollars_used=_money(dollars),
        dollars_left=dollars_left,
        subcalls=usage.subcalls,
        coverage=f"{float(covered.get('room', 0.0)):.0%}",
        covered_docs=sum(1 for v in docs.values() if v > 0),
        documents=documents,
        warning=warning,
    ).strip()


def through_first_cell(text: str) -> str:
    match = FENCE.search(text)
    if not match:
        return text
    end = match.end()
    snippet = text[:end]
    if not snippet.rstrip().endswith("```"):
        snippet = snippet.rstrip() + "\n```"
    return snippet
