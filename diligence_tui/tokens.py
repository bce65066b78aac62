"""Offline token counts.

No tokenizer files can be downloaded at run time, so counts are an estimate from a word and
punctuation split, scaled to match BPE tokenizers on English legal prose (about 1.3 BPE
tokens per word piece). Good to about +/-15 %, which is what budgets and totals need.
"""

from __future__ import annotations

import json
import re

_PIECE = re.compile(r"\w+|[^\w\s]")
_RATIO = 1.3


# ASCII fast path: each byte mapped to its class (w: word, space, p: punctuation), then
# pieces = punctuation bytes + starts of word runs, counted in C. Same count as the regex.
_CLASSES = (
    bytes(
        ord("w") if (chr(c).isalnum() or c == 95) else ord(" ") if chr(c).isspace() else ord("p")
        for c in range(128)
    )
    + b"p" * 128
)


def count_tokens(text: str) -> int:
    if not text:
        return 0
    if text.isascii():
        classes = text.encode("ascii").translate(_CLASSES)
        pieces = classes.count(b"p") + classes.count(b" w") + classes.count(b"pw")
        return int((pieces + (classes[:1] == b"w")) * _RATIO + 0.5)
    return int(len(_PIECE.findall(text)) * _RATIO + 0.5)


def chars_for_tokens(tokens: int) -> int:
    """Rough number of characters that hold ``tokens`` tokens (for slicing to a window)."""
    return max(1, int(tokens * 3.6))


# what a chat template adds around each message (role markers, separators)
MESSAGE_OVERHEAD = 4
# the counts above are estimates (+/-15 %) of a model's tokenizer: a prompt is measured with
# this margin before it is sent, so an estimate on the low side never overflows a model's window
SAFETY = 1.15


def margin(model: str) -> float:
    """The margin ``model``'s prompts are measured with: :data:`SAFETY` for a language model,
    whose tokenizer is not ours; none for the offline engine, whose tokens are the counts
    above (its usage is :func:`count_tokens` of the prompt), so a count cannot be low. The
    offline engine has no window either, only a slice size: measuring its slices with a
    margin made them a quarter smaller for nothing (more calls, more CPU)."""
    return 1.0 if model.startswith("offline/") else SAFETY


def message_tokens(messages: list[dict]) -> int:
    """Estimated tokens of a conversation's text (content and tool calls)."""
    total = 0
    for m in messages:
        content = m.get("content")
        total += count_tokens(content if isinstance(content, str) else json.dumps(content or ""))
        if m.get("tool_calls"):
            total += count_tokens(json.dumps(m["tool_calls"]))
    return total


def prompt_tokens(
    messages: list[dict], tools: list[dict] | None = None, safety: float = SAFETY
) -> int:
    """A safe upper estimate of what ``messages`` (and ``tools``) take of a model's window
    (``safety``: the model's :func:`margin`)."""
    raw = message_tokens(messages) + (count_tokens(json.dumps(tools)) if tools else 0)
    return int(raw * safety + 0.5) + MESSAGE_OVERHEAD * len(messages)
