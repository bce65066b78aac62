"""What every real-model run must show, whatever the model answered: each call in
calls.jsonl answered (with text) or failed with a reason, and the measured coverage no more
than the text of the calls that answered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from diligence_tui.harness.coverage import CoverageMeter
from diligence_tui.harness.gateway_record import message_text
from diligence_tui.room.room import Room
from diligence_tui.settings import Settings


def calls(run_dir: Path) -> list[dict[str, Any]]:
    path = run_dir / "calls.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def assert_calls_honest(run_dir: Path) -> list[dict[str, Any]]:
    """Every call line is an answer with text (or tool calls) or a failure with its reason."""
    lines = calls(run_dir)
    for line in lines:
        status = line.get("status")
        assert status in ("ok", "cached", "error", "cancelled", "retried"), line
        if status in ("ok", "cached"):
            assert str(line.get("text") or "").strip() or line.get("tool_calls"), (
                f"an empty answer logged as {status}: {line.get('call_id')}"
            )
        else:
            assert str(line.get("error") or "").strip(), f"a failure without a reason: {line}"
    return lines


def coverage_of_answered(room_path: Path, lines: list[dict[str, Any]]) -> float:
    """The room's share covered by the prompts of the calls that answered: an upper bound on
    what the run may report as read."""
    room = Room.open(room_path, Settings())
    try:
        room.index()
        meter = CoverageMeter(room)
        for line in lines:
            if line.get("status") in ("ok", "cached"):
                for message in line.get("messages") or []:
                    text = message_text(message)
                    if text:
                        meter.observe(text)
        meter.flush()
        return float(meter.snapshot().get("room", 0.0))
    finally:
        room.close()


def server_prompt_tokens(api_base: str, messages: list[dict[str, Any]], model: str) -> int:
    """The server's own count of a prompt, chat template and all: a one-token answer, not
    streamed (llama-cpp-python's streams carry no usage, so calls.jsonl holds our own
    estimate for them)."""
    import urllib.request

    body = {"model": model, "messages": messages, "max_tokens": 1, "temperature": 0.0}
    request = urllib.request.Request(
        api_base.rstrip("/") + "/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=600) as response:  # noqa: S310 (127.0.0.1)
        return int(json.loads(response.read())["usage"]["prompt_tokens"])
