"""``diligence traces RUN_DIR... [--min-pass P] [--min-coverage C] [--include-sub] -o FILE``:
the root's trajectories as OpenAI chat-format JSONL, for self-distillation on the runs that
scored well and read the room.

A trajectory is exactly what the model saw: the messages of the run's last root call that
answered (``calls.jsonl`` records every prompt as sent: system, user, the assistant's cells or
tool calls, the REPL output or tool results as the next user or tool message), followed by
that call's reply as the final assistant message. One line per run; with ``--include-sub``
every answered sub-agent exchange is a line of its own. Lines carry only ``messages`` (and
``tools`` when the run called tools natively), as fine-tuning endpoints expect; which run
each line came from is in ``FILE.manifest.json``. Every line is checked against the format
before it is written (:func:`validate_line`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError

ROLES = ("system", "user", "assistant", "tool")


class TraceFormatError(ValueError):
    """A line that is not a valid OpenAI chat-format training example."""


def validate_line(line: dict[str, Any]) -> None:
    """Raise TraceFormatError unless ``line`` is a chat-format example: ``messages`` (roles
    system/user/assistant/tool; string content, or null content on an assistant message with
    tool calls; every tool message answering a call made before it), ending with an
    assistant message; ``tools`` (if any) function schemas; no other keys."""
    extra = set(line) - {"messages", "tools"}
    if extra:
        raise TraceFormatError(f"unknown keys {sorted(extra)}")
    messages = line.get("messages")
    if not isinstance(messages, list) or not messages:
        raise TraceFormatError("messages must be a non-empty list")
    pending: set[str] = set()
    for i, message in enumerate(messages):
        if not isinstance(message, dict):
            raise TraceFormatError(f"message {i} is not an object")
        role = message.get("role")
        if role not in ROLES:
            raise TraceFormatError(f"message {i} has role {role!r}")
        content = message.get("content")
        calls = message.get("tool_calls")
        if role == "assistant" and calls:
            if content is not None and not isinstance(content, str):
                raise TraceFormatError(f"message {i}: content must be a string or null")
            for call in calls:
                function = call.get("function") if isinstance(call, dict) else None
                if (
                    not isinstance(function, dict)
                    or call.get("type") != "function"
                    or not call.get("id")
                    or not isinstance(function.get("name"), str)
                    or not isinstance(function.get("arguments"), str)
                ):
                    raise TraceFormatError(f"message {i}: a malformed tool call")
                json.loads(function["arguments"] or "{}")  # arguments are JSON text
                pending.add(str(call["id"]))
        elif not isinstance(content, str):
            raise TraceFormatError(f"message {i} ({role}) needs string content")
        elif calls:
            raise TraceFormatError(f"message {i}: only assistant messages carry tool calls")
        if role == "tool":
            call_id = message.get("tool_call_id")
            if call_id not in pending:
                raise TraceFormatError(f"message {i} answers no earlier tool call ({call_id!r})")
            pending.discard(call_id)
        extra_keys = set(message) - {"role", "content", "tool_calls", "tool_call_id", "name"}
        if extra_keys:
            raise TraceFormatError(f"message {i} has unknown keys {sorted(extra_keys)}")
    if messages[-1].get("role") != "assistant":
        raise TraceFormatError("the last message must be the assistant's (the training target)")
    if not any(m.get("role") == "assistant" for m in messages):
        raise TraceFormatError("no assistant message")
    tools = line.get("tools")
    if tools is not None:
        if not isinstance(tools, list) or not all(
            isinstance(t, dict) and t.get("type") == "function" and "name" in t.get("function", {})
            for t in tools
        ):
            raise TraceFormatError("tools must be a list of function schemas")


def _calls(run_dir: Path) -> list[dict[str, Any]]:
    path = run_dir / "calls.jsonl"
    if not path.exists():
        raise UserError(f"{run_dir} has no calls.jsonl: is it a run folder?")
    out = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line cut by a kill
            if record.get("status") in ("ok", "cached") and record.get("messages"):
                out.append(record)
    return out


def _clean(message: dict[str, Any]) -> dict[str, Any]:
    keep: dict[str, Any] = {
        k: message[k]
        for k in ("role", "content", "tool_calls", "tool_call_id", "name")
        if k in message
    }
    if keep.get("tool_calls") is None:
        keep.pop("tool_calls", None)
    if keep["role"] != "tool":
        keep.pop("tool_call_id", None)
    if keep.get("content") is None and not keep.get("tool_calls"):
        keep["content"] = ""
    return keep


def example(call: dict[str, Any], tools: list[dict] | None) -> dict[str, Any]:
    """A call's prompt and reply as one training example."""
    messages = [_clean(m) for m in call["messages"]]
    reply: dict[str, Any] = {"role": "assistant", "content": call.get("text") or ""}
    if call.get("tool_calls"):
        reply["content"] = call.get("text") or None
        reply["tool_calls"] = [
            {
                "id": c.get("id") or f"call_{i}",
                "type": "function",
                "function": {"name": c.get("name") or "", "arguments": c.get("arguments") or "{}"},
            }
            for i, c in enumerate(call["tool_calls"])
        ]
    messages.append(reply)
    line: dict[str, Any] = {"messages": messages}
    native = any(m.get("tool_calls") for m in messages)
    if native and tools:
        line["tools"] = tools
    return line


def _tools_of(harness: str) -> list[dict]:
    if harness == "toolloop":
        from diligence_tui.harness.toolloop.loop import TOOLS

        return TOOLS
    from diligence_tui.harness.root_messages import PYTHON_TOOL

    return [PYTHON_TOOL]


def collect(
    run_dirs: Sequence[str | Path],
    *,
    min_pass: float | None = None,
    min_coverage: float | None = None,
    include_sub: bool = False,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[str]]:
    """(lines, manifest entries, reasons runs were left out)."""
    from diligence_tui.research.runs import load_row

    lines: list[dict[str, Any]] = []
    manifest: list[dict[str, Any]] = []
    skipped: list[str] = []
    for run_dir in run_dirs:
        row = load_row(run_dir)
        if min_pass is not None and (row.pass_rate is None or row.pass_rate < min_pass):
            why = "not graded" if row.pass_rate is None else f"pass rate {row.pass_rate:.1%}"
            skipped.append(f"{row.run}: {why} (below --min-pass {min_pass:.0%})")
            continue
        if min_coverage is not None and row.coverage < min_coverage:
            skipped.append(f"{row.run}: coverage {row.coverage:.1%} (below --min-coverage)")
            continue
        calls = _calls(Path(run_dir))
        roots = [c for c in calls if c.get("role") == "root"]
        if not roots:
            skipped.append(f"{row.run}: no root call answered")
            continue
        meta = {"run_dir": row.run_dir, "harness": row.harness, "pass_rate": row.pass_rate}
        meta["coverage"] = row.coverage
        picked = [("root", roots[-1])] + (
            [("sub", c) for c in calls if c.get("role") == "sub"] if include_sub else []
        )
        for role, call in picked:
            line = example(call, _tools_of(row.harness) if role == "root" else None)
            validate_line(line)
            lines.append(line)
            manifest.append({**meta, "line": len(lines), "role": role, "model": call.get("model")})
    return lines, manifest, skipped


def cmd_traces(args: argparse.Namespace, settings: Any) -> int:
    from diligence_tui.atomic import write_json_atomic, write_text_atomic
    from diligence_tui.textsafe import neutralize

    lines, manifest, skipped = collect(
        args.run_dirs,
        min_pass=args.min_pass,
        min_coverage=args.min_coverage,
        include_sub=args.include_sub,
    )
    target = Path(args.output)
    write_text_atomic(
        target, "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    )
    write_json_atomic(target.with_name(target.name + ".manifest.json"), manifest)
    for reason in skipped:
        print(neutralize(f"left out {reason}"), file=sys.stderr)
    runs = len({m["run_dir"] for m in manifest})
    print(neutralize(f"wrote {len(lines)} line(s) from {runs} run(s) to {target}"))
    return 0
