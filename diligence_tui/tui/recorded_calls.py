"""A finished run's model calls, read back from its folder for the Sub-agent calls pane.

``calls.jsonl`` holds each call's outcome (a retried attempt is a line of its own before the
call's last line); the labels the pane showed live ("root turn 3", the documents a sub-call
read) are in the journals' ``subcall_started`` events (``journal.jsonl`` for a review,
``table.journal.jsonl`` for a table's cells)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from diligence_tui.tui.session import CallRecord

CALLS = "calls.jsonl"
JOURNALS = ("journal.jsonl", "table.journal.jsonl")
PROMPT_CHARS = 4000  # the end of the prompt, as much as the call's detail shows


def _labels(run_dir: Path) -> dict[str, str]:
    labels: dict[str, str] = {}
    for name in JOURNALS:
        try:
            handle = open(run_dir / name, encoding="utf-8", errors="replace")
        except OSError:
            continue
        with handle:
            for line in handle:
                if '"subcall_started"' not in line:  # most lines: not parsed at all
                    continue
                try:
                    event = json.loads(line)
                except ValueError:  # the last line of a killed run may be cut
                    continue
                if event.get("kind") == "subcall_started" and event.get("call_id"):
                    labels[str(event["call_id"])] = str(event.get("label") or "")
    return labels


def _prompt(messages: Any) -> str:
    if not isinstance(messages, list):
        return ""
    parts = []
    for message in messages:
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, list):
            content = "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
        if isinstance(content, str):
            parts.append(content)
    return "\n".join(parts)[-PROMPT_CHARS:]


def _number(value: Any, kind: type = float) -> Any:
    try:
        return kind(value or 0)
    except (TypeError, ValueError):
        return kind(0)


def recorded_calls(run_dir: Path, limit: int) -> tuple[list[CallRecord], int]:
    """The run's calls as they ended, oldest first: at most the last ``limit``, and how many
    calls it recorded in all. A call that never ended (the run was killed during it) is
    shown as it was last recorded; an unreadable line is passed over."""
    path = Path(run_dir) / CALLS
    last: dict[str, dict[str, Any]] = {}  # call id -> its last line
    try:
        handle = open(path, encoding="utf-8", errors="replace")
    except OSError:
        return [], 0
    with handle:
        for line in handle:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            call_id = str(record.get("call_id") or "") if isinstance(record, dict) else ""
            if call_id:  # kept small: a big run's file holds every prompt whole
                record["messages"] = _prompt(record.get("messages"))
                record["text"] = str(record.get("text") or record.get("partial") or "")[
                    : CallRecord.MAX_TEXT
                ]
                record.pop("partial", None)
                last[call_id] = record
    if not last:
        return [], 0
    labels = _labels(Path(run_dir))
    # in the order the calls started, as the pane listed them live (the journals' order)
    started = {call_id: n for n, call_id in enumerate(labels)}
    ordered = sorted(last.values(), key=lambda r: started.get(str(r["call_id"]), len(started)))
    shown = ordered[-limit:] if limit > 0 else []
    calls = []
    for record in shown:
        call_id = str(record["call_id"])
        status = str(record.get("status") or "ok")
        error = str(record.get("error") or "")
        if status == "retried":  # the run stopped before the call's last attempt ended
            status, error = "error", error or "the run stopped before this call ended"
        calls.append(
            CallRecord(
                call_id,
                str(record.get("role") or "sub"),
                str(record.get("model") or ""),
                label=labels.get(call_id, ""),
                prompt=str(record.get("messages") or ""),
                text=str(record.get("text") or ""),
                status=status,
                input_tokens=_number(record.get("input_tokens"), int),
                output_tokens=_number(record.get("output_tokens"), int),
                cost=None if record.get("cost") is None else _number(record.get("cost")),
                latency=_number(record.get("latency")),
                error=error,
            )
        )
    return calls, len(last)
