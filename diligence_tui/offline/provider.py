"""The offline engine as a litellm custom provider ("offline").

``offline/reviewer`` answers sub-agent prompts (slices in, FINDINGS_FORMAT JSON out; a prompt
without slices gets a plain-text pattern-based reading) and ``offline/playbook`` answers root
turns with the next cell of the scripted review policy. Both stream and report usage counted
with :func:`diligence_tui.tokens.count_tokens`, so coverage, journal, budgets and replay work
exactly as with a model.

litellm is never imported here at module scope: :func:`register_offline_provider` receives the
module (the gateway imports it lazily).
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import Any

from diligence_tui.tokens import count_tokens

PROVIDER = "offline"
MODELS = ("reviewer", "playbook", "toolloop")
CHUNK_CHARS = 400  # characters per streamed chunk


class OfflineModelError(ValueError):
    """An unknown offline model name."""


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def model_name(model: str) -> str:
    """``offline/reviewer`` or ``reviewer`` -> ``reviewer``."""
    name = model.split("/", 1)[1] if model.startswith(PROVIDER + "/") else model
    return name


def answer(
    model: str,
    messages: list[dict[str, Any]],
    stop: list[str] | None = None,
    seed: int | None = None,
    temperature: float | None = None,
) -> str:
    """The offline engine's reply to a chat request. The scripted roots sample with the
    request's ``seed`` (and ``temperature``); without a seed they are deterministic."""
    name = model_name(model)
    if name == "toolloop":  # the tool-loop baseline's scripted policy (harness.toolloop)
        from diligence_tui.harness.toolloop.policy import reply as toolloop_reply

        text = toolloop_reply(messages, seed)
    elif name == "playbook":
        from diligence_tui.offline.playbook import reply

        text = reply(messages, seed, temperature)
    elif name == "reviewer":
        from diligence_tui.offline.reviewer import answer as review_answer
        from diligence_tui.offline.table_cells import is_table_prompt

        users = [m for m in messages if m.get("role") == "user"]
        if _is_repl_agent(messages):
            # a depth-2 sub-agent with its own REPL: answer its task at once, through a cell
            task = review_answer(_text(users[0].get("content")) if users else "")
            text = f"Offline reviewer: answering from the task text.\n\n```python\nsubmit({json.dumps(task)})\n```"
        else:
            prompt = _text(users[-1].get("content")) if users else ""
            if is_table_prompt(prompt):  # a review-table prompt: columns × slices
                from diligence_tui.offline.table_cells import answer_table

                text = answer_table(prompt)
            else:
                text = review_answer(prompt)
    else:
        raise OfflineModelError(
            f"unknown offline model {model!r} (known: "
            + ", ".join(f"{PROVIDER}/{m}" for m in MODELS)
            + ")"
        )
    for marker in stop or []:
        cut = text.find(marker) if marker else -1
        if cut >= 0:
            text = text[:cut]
    return text


def _is_repl_agent(messages: list[dict[str, Any]]) -> bool:
    """True for a sub-agent that works in a REPL (its system prompt asks for cells and a
    ``submit(answer)``)."""
    system = " ".join(_text(m.get("content")) for m in messages if m.get("role") == "system")
    return "submit(answer)" in system and "```python" in system


def usage(messages: list[dict[str, Any]], text: str) -> dict[str, int]:
    prompt = sum(count_tokens(_text(m.get("content"))) for m in messages)
    completion = count_tokens(text)
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def _stop(optional_params: dict[str, Any] | None) -> list[str] | None:
    stop = (optional_params or {}).get("stop")
    if isinstance(stop, str):
        return [stop]
    return list(stop) if stop else None


def _seed(optional_params: dict[str, Any] | None) -> int | None:
    seed = (optional_params or {}).get("seed")
    return int(seed) if isinstance(seed, int) and not isinstance(seed, bool) else None


def _temperature(optional_params: dict[str, Any] | None) -> float | None:
    value = (optional_params or {}).get("temperature")
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _request(model: str, messages: list, optional_params: dict | None) -> str:
    return answer(
        model,
        messages,
        _stop(optional_params),
        _seed(optional_params),
        _temperature(optional_params),
    )


def _chunks(text: str, counts: dict[str, int]) -> Iterator[dict[str, Any]]:
    pieces = [text[i : i + CHUNK_CHARS] for i in range(0, len(text), CHUNK_CHARS)] or [""]
    for i, piece in enumerate(pieces):
        last = i == len(pieces) - 1
        yield {
            "text": piece,
            "tool_use": None,
            "is_finished": last,
            "finish_reason": "stop" if last else "",
            "usage": dict(counts) if last else None,
            "index": 0,
        }


def register_offline_provider(litellm: Any) -> None:
    """Register the "offline" custom provider (idempotent) and zero prices for its models."""
    handler = _handler_class(litellm)()
    entries = [e for e in (litellm.custom_provider_map or []) if e.get("provider") != PROVIDER]
    litellm.custom_provider_map = [*entries, {"provider": PROVIDER, "custom_handler": handler}]
    try:
        litellm.register_model(
            {
                f"{PROVIDER}/{name}": {
                    "max_tokens": 32_000,
                    "max_input_tokens": 1_000_000,
                    "max_output_tokens": 32_000,
                    "input_cost_per_token": 0.0,
                    "output_cost_per_token": 0.0,
                    "cache_creation_input_token_cost": 0.0,
                    "cache_read_input_token_cost": 0.0,
                    "litellm_provider": PROVIDER,
                    "mode": "chat",
                }
                for name in MODELS
            }
        )
    except Exception:  # prices are a nicety: the gateway treats offline/* as free anyway
        pass


_CLASSES: dict[int, type] = {}


def _handler_class(litellm: Any) -> type:
    """The CustomLLM subclass, built once per litellm module."""
    key = id(litellm)
    if key in _CLASSES:
        return _CLASSES[key]

    # litellm calls a custom handler with keyword arguments (model, messages, model_response,
    # optional_params, api_base, logging_obj, ...); the offline engine needs only four of them.
    class OfflineLLM(litellm.CustomLLM):
        def _respond(self, model: str, messages: list, model_response: Any, text: str) -> Any:
            counts = usage(messages, text)
            model_response.choices[0].message.content = text
            model_response.choices[0].finish_reason = "stop"
            model_response.model = f"{PROVIDER}/{model_name(model)}"
            model_response.created = int(time.time())
            model_response.id = "offline-" + uuid.uuid4().hex[:16]
            model_response.usage = litellm.Usage(**counts)
            return model_response

        def completion(
            self,
            model: str,
            messages: list,
            model_response: Any = None,
            optional_params: dict | None = None,
            **_: Any,
        ) -> Any:
            text = _request(model, messages, optional_params)
            return self._respond(model, messages, model_response, text)

        async def acompletion(
            self,
            model: str,
            messages: list,
            model_response: Any = None,
            optional_params: dict | None = None,
            **_: Any,
        ) -> Any:
            # pattern matching is CPU work: keep it off the gateway's event loop
            text = await asyncio.to_thread(_request, model, messages, optional_params)
            return self._respond(model, messages, model_response, text)

        def streaming(
            self, model: str, messages: list, optional_params: dict | None = None, **_: Any
        ) -> Iterator[Any]:
            text = _request(model, messages, optional_params)
            yield from _chunks(text, usage(messages, text))

        async def astreaming(
            self, model: str, messages: list, optional_params: dict | None = None, **_: Any
        ) -> AsyncIterator[Any]:
            text = await asyncio.to_thread(_request, model, messages, optional_params)
            for chunk in _chunks(text, usage(messages, text)):
                yield chunk

    _CLASSES[key] = OfflineLLM
    return OfflineLLM
