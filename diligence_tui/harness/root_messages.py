"""The root's conversation, message by message: the code cell a reply carries (a fenced
block or a native ``python`` tool call), how a cell's output and the status line are shown.
Shared by the root loop and by resume, which rebuilds the conversation from the journal."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from diligence_tui.harness.budget import Limits, Usage
from diligence_tui.harness.prompts import render_prompt
from diligence_tui.shares import percent

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
        from diligence_tui.harness.gateway_litellm import load_litellm  # offline, quiet

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
        coverage=percent(float(covered.get("room", 0.0))),
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


# -- the shapes replies come in ------------------------------------------------------------
THINK = re.compile(r"<think(?:ing)?>.*?(?:</think(?:ing)?>|\Z)", re.S | re.I)
BARE_FENCE = re.compile(r"```[ \t]*\r?\n(.*?)(?:\r?\n[ \t]*```|\Z)", re.S)
ANY_FENCE = re.compile(r"```[ \t]*[\w+-]*[ \t]*\r?\n.*?\r?\n[ \t]*```", re.S)
# tool-call syntax written as text: Anthropic-style XML, and Hermes/Qwen-style JSON in tags
XML_INVOKE = re.compile(
    r"<invoke\s+name=\"(?:python|repl)\"\s*>\s*<parameter\s+name=\"code\"\s*>(.*?)</parameter>"
    r"\s*</invoke>(?:\s*</function_calls>)?",
    re.S | re.I,
)
TAGGED_JSON = re.compile(r"<tool_call>\s*(\{.*?\})\s*</tool_call>", re.S)
TEXT_TOOL_START = re.compile(r"<function_calls>|<invoke\s|<tool_call>", re.I)
REFUSAL = re.compile(
    r"^\W*(I'?m sorry|I am sorry|I apologi[sz]e|I can(?:no|')t (?:help|assist|do|comply)|"
    r"I cannot (?:help|assist|do|comply)|I won'?t|I am unable|I'm unable|As an AI)",
    re.I,
)


def strip_thinking(text: str) -> str:
    """The reply without its ``<think>`` blocks (a cell inside thinking is not a cell)."""
    return THINK.sub("", text or "").strip()


def text_tool_call(text: str) -> tuple[str, str] | None:
    """A ``python`` call written as text rather than sent as a tool call: (code, the reply up
    to the end of that call). What a model writes after such a call is output it invented,
    so it is cut off."""
    match = XML_INVOKE.search(text)
    if match and match.group(1).strip():
        return match.group(1).strip("\n"), text[: match.end()]
    for tagged in TAGGED_JSON.finditer(text):
        try:
            data = json.loads(tagged.group(1))
        except json.JSONDecodeError:
            continue
        if not isinstance(data, dict) or data.get("name") not in ("python", "repl"):
            continue
        args = data.get("arguments") or data.get("parameters") or {}
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except json.JSONDecodeError:
                args = {"code": args}
        code = args.get("code") if isinstance(args, dict) else None
        if isinstance(code, str) and code.strip():
            return code, text[: tagged.end()]
    return None


def bare_python(text: str) -> str | None:
    """The first unlabelled ``` block when it is Python (some models leave off the label)."""
    import ast

    for match in BARE_FENCE.finditer(text):
        code = match.group(1).strip("\n")
        if not code.strip():
            continue
        try:
            ast.parse(code)
        except SyntaxError:
            continue
        return code
    return None


def fenced_cells(text: str) -> int:
    """How many ```python cells a reply holds."""
    return len([m for m in FENCE.finditer(text) if m.group(1).strip()])


def cell_is_closed(text: str) -> bool:
    """Whether the reply's first cell has its closing fence (a reply cut at the output cap
    may stop inside its cell: that cell is not run)."""
    match = FENCE.search(text)
    return match is not None and text[: match.end()].rstrip().endswith("```")


def is_refusal(text: str) -> bool:
    return bool(REFUSAL.search(strip_thinking(text)[:300]))


@dataclass
class ParsedReply:
    """What a root reply asks for. ``shape`` says which form it took: tool (a native call),
    fence (```python / ```py / ```repl), bare (an unlabelled ``` block of Python), text_tool
    (tool-call syntax written as text), none (prose only), empty, refusal, cut (stopped at
    the output cap before its cell was whole) or thinking (cut while still thinking)."""

    shape: str
    code: str | None = None
    call: dict | None = None
    history: str = ""  # the reply as the conversation keeps it (up to what ran)
    later_cells: int = 0  # further cells in the same reply that do not run


def read_reply(
    text: str, tool_calls: list[dict] | None = None, *, cut: bool = False, reasoning: str = ""
) -> ParsedReply:
    """Sort a root reply into one of the shapes models really produce (see ParsedReply)."""
    raw = text or ""
    visible = strip_thinking(raw)
    code, call = extract_code(visible, tool_calls)
    if call is not None and code is not None:
        arguments = function_of(call).get("arguments")
        if cut and isinstance(arguments, str):
            try:
                json.loads(arguments)
            except json.JSONDecodeError:  # the call itself was cut: its code is not whole
                return ParsedReply("cut", history=visible)
        return ParsedReply("tool", code, call, history=visible)
    if code is not None:
        if cut and not cell_is_closed(visible):
            return ParsedReply("cut", history=visible)
        return ParsedReply(
            "fence",
            code,
            history=through_first_cell(visible),
            later_cells=max(fenced_cells(visible) - 1, 0),
        )
    written = text_tool_call(visible)
    if written is not None:
        return ParsedReply("text_tool", written[0], history=written[1])
    if cut and TEXT_TOOL_START.search(visible):
        return ParsedReply("cut", history=visible)
    bare = bare_python(visible)
    if bare is not None and not (cut and not ANY_FENCE.search(visible)):
        return ParsedReply(
            "bare", bare, history=visible[: visible.find(bare) + len(bare)] + "\n```"
        )
    if not visible.strip():
        if cut and (reasoning or raw.strip()):
            return ParsedReply("thinking")
        return ParsedReply("empty")
    if cut:
        return ParsedReply("cut", history=visible)
    if is_refusal(visible):
        return ParsedReply("refusal", history=visible)
    return ParsedReply("none", history=visible)


# -- what the root is told when a reply has no cell to run -----------------------------------
EMPTY_REPLY = "Your reply was empty. Reply with one ```python code cell."
NO_CODE_REPLY = (
    "Your reply had no ```python cell. Everything you do happens through code: "
    "reply with exactly one ```python cell (call submit() in a cell to finish)."
)
REFUSAL_REPLY = (
    "This is an authorised due-diligence review: the analyst's client is buying the company "
    "and needs the documents in this dataroom read and the risks reported. Nothing here asks "
    "you to do harm. Reply with one ```python cell that continues the review."
)
CUT_REPLY = (
    "Your reply was cut at the output limit of {cap:,} tokens before its cell was complete, "
    "so nothing ran. Reply with a shorter cell: do less per cell and print only what you need."
)
THINKING_REPLY = (
    "Your reply used the whole output limit of {cap:,} tokens thinking, and no cell came. "
    "Think briefly, then reply with one short ```python cell."
)
LATER_CELLS = (
    "\n(only the first cell of your reply ran; {n} more cell(s) in the same reply did not: "
    "send the next one after reading this output)"
)


def reprompt_for(reply: ParsedReply, cap: int) -> str:
    """What the root is told after a reply with no cell to run, by the reply's shape."""
    if reply.shape == "empty":
        return EMPTY_REPLY
    if reply.shape == "refusal":
        return REFUSAL_REPLY
    if reply.shape == "cut":
        return CUT_REPLY.format(cap=cap)
    if reply.shape == "thinking":
        return THINKING_REPLY.format(cap=cap)
    return NO_CODE_REPLY


def kept_reply(reply: ParsedReply, as_tool: bool, fallback_id: str) -> tuple[dict, str]:
    """The assistant message the conversation keeps for a reply whose cell runs (up to that
    cell, nothing the model invented after it) and the tool call id its output answers
    ("" when the output goes back as a user message)."""
    call, code = reply.call, reply.code or ""
    if call is not None and as_tool:
        call_id = str(call.get("id") or fallback_id)
        arguments = function_of(call).get("arguments")
        message = {
            "role": "assistant",
            "content": reply.history or None,
            "tool_calls": [
                python_tool_call(call_id, code, arguments if isinstance(arguments, str) else None)
            ],
        }
        return message, call_id
    if call is not None or reply.shape in ("text_tool", "bare"):
        # a call we do not answer as a tool, or one written as text: kept as the cell it ran
        return {"role": "assistant", "content": f"```python\n{code}\n```"}, ""
    return {"role": "assistant", "content": reply.history}, ""
