"""A model-written summary of the root's compacted turns, next to the mechanical digest.

The digest (root_history) is the guarantee: it keeps every variable name, finding and
memo section whatever the model does. When the root model can afford it, it is also asked
for a short summary of the turns that were folded (its reasoning, what it decided, what it
meant to do next: things a digest of code and outputs does not say). The request holds only
those turns (nothing the model had not read already), is measured against the model's
window before it is sent, and its answer is capped; the summary goes under the digest,
marked as the model's. If the call fails, is refused as an overflow or comes back empty,
the digest stands alone and the run log says so.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from diligence_tui.harness.budget import BudgetExceeded
from diligence_tui.harness.pricing import is_free
from diligence_tui.harness.root_history import prompt_room
from diligence_tui.harness.root_messages import strip_thinking
from diligence_tui.tokens import chars_for_tokens, prompt_tokens

SUMMARY_CAP = 400  # tokens the summary may take (about 300 words)
MIN_REPLY = 128  # a window that leaves less than this for the summary: no summary call
SUMMARY_HEADING = "Your own summary of those turns (the list above is the record):"
SUMMARY_SYSTEM = (
    "You are summarising your own earlier turns of a due-diligence review, which ran in a "
    "Python REPL, so that you can carry on without them. In at most 200 words say: what "
    "you were doing and why, what you decided, what you found (names of documents and REPL "
    "variables exactly as written), what failed, and what you meant to do next. Plain "
    "text, no code blocks, nothing that is not in the turns."
)


def can_summarise(model: str | None, window: int) -> bool:
    """A real model with a window that holds a summary request and its answer."""
    return bool(model) and not is_free(model or "") and window > SUMMARY_CAP + MIN_REPLY


def _turn_text(message: dict[str, Any]) -> str:
    parts = [str(message.get("content") or "")]
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        parts.append(f"[called {function.get('name', '?')}: {function.get('arguments', '')}]")
    return "\n".join(p for p in parts if p)


def summary_request(
    folded: list[dict[str, Any]], window: int, cap: int = SUMMARY_CAP
) -> list[dict[str, Any]] | None:
    """The messages of the summary call for ``folded``, measured to leave ``cap`` tokens
    for the answer in ``window``: the oldest turns are left out while they do not all fit
    (the digest keeps them), and a last turn still too long keeps its head and tail. None
    when no request fits."""
    labels = {"assistant": "You wrote", "user": "The REPL answered", "tool": "The REPL answered"}
    turns = [
        f"{labels[str(m.get('role'))]}:\n{_turn_text(m)}"
        for m in folded
        if m.get("role") in labels and _turn_text(m).strip()
    ]
    room = window - cap - 16  # a margin for the chat template

    def request(parts: list[str]) -> list[dict[str, Any]]:
        text = "Your earlier turns:\n\n" + "\n\n".join(parts)
        return [{"role": "system", "content": SUMMARY_SYSTEM}, {"role": "user", "content": text}]

    while len(turns) > 1 and prompt_tokens(request(turns)) > room:
        turns = turns[1:]  # the newest turns matter most for what comes next
    if not turns:
        return None
    if prompt_tokens(request(turns)) > room:
        keep = chars_for_tokens(max(room - prompt_tokens(request([])), 0)) * 2 // 5
        if keep < 200:
            return None
        text = turns[0]
        turns = [f"{text[:keep]}\n[... cut to fit the window ...]\n{text[-keep:]}"]
    messages = request(turns)
    return messages if prompt_tokens(messages) <= room else None


async def summarised(
    messages: list[dict[str, Any]],
    folded: list[dict[str, Any]],
    window: int,
    max_output: int,
    tools: list[dict] | None,
    call: Callable[[list[dict[str, Any]], int], Awaitable[Any]],
) -> tuple[list[dict[str, Any]], str]:
    """The compacted ``messages`` with the model's summary of ``folded`` under the digest,
    and a line for the run log; the messages unchanged (and why) when there is none.
    ``call(request, max_tokens)`` makes the root call (None: stopped or paused meanwhile)."""
    cap = min(SUMMARY_CAP, max_output)
    why = ""
    request = summary_request(folded, window, cap)
    if request is None:
        why = "the folded turns do not fit a summary request in the window"
    else:
        try:
            result = await call(request, cap)
        except BudgetExceeded as exc:
            result, why = None, exc.describe()
        text = strip_thinking(result.text or "").strip() if result is not None else ""
        if result is None:
            why = why or "stopped while it was being written"
        elif not result.ok:
            why = result.error or result.status
        elif not text:
            why = "the model answered with no text"
        else:
            candidate = with_summary(messages, text)
            if prompt_tokens(candidate, tools) <= prompt_room(window, max_output):
                return candidate, "the root model summarised the compacted turns"
            why = "the summary would not fit the window"
    return messages, (
        f"compaction without the model's summary ({why}): the digest alone keeps the "
        "variables, findings and decisions"
    )


def with_summary(messages: list[dict[str, Any]], summary: str) -> list[dict[str, Any]]:
    """``messages`` with ``summary`` under the digest in the first user message."""
    first = dict(messages[1])
    first["content"] = f"{first['content']}\n\n{SUMMARY_HEADING}\n{summary.strip()}"
    return [messages[0], first, *messages[2:]]
