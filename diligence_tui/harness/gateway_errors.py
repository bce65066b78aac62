"""Why a model call failed, in plain words, and whether to try again.

The gateway's attempt loop asks :func:`classify_error` about every exception litellm, openai
or httpx raised, and :func:`check_answer` about every answer that came back (an empty
completion or a stream cut before its end is a failure, never an answer).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.harness.gateway_record import CallResult


OVERFLOW = "overflow"  # CallResult.error_kind of a prompt too long for the model's window


class MalformedAnswer(Exception):
    """The server answered, but not with a usable completion (retried like a server error)."""


class FirstPartTimeout(TimeoutError):
    """No part of the answer came within the call timeout (retried like a timeout)."""


@dataclass
class Failure:
    message: str
    retry: bool
    wait: float | None = None  # Retry-After, seconds
    reset: bool = False  # the connection was dropped: worth one immediate retry
    kind: str = ""  # "overflow": the prompt is longer than the model's window


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    while exc is not None and exc not in seen and len(seen) < 12:
        seen.append(exc)
        exc = exc.__cause__ or exc.__context__  # type: ignore[assignment]
    return seen


def _retry_after(exc: BaseException) -> float | None:
    for source in (
        getattr(exc, "litellm_response_headers", None),
        getattr(getattr(exc, "response", None), "headers", None),
    ):
        if not source:
            continue
        try:
            value = source.get("retry-after")
        except Exception:
            continue
        if value is None:
            continue
        try:
            return max(0.0, min(float(value), 120.0))
        except ValueError:
            return None
    return None


def classify_error(exc: BaseException, model: str, api_base: str) -> Failure:
    """Turn a litellm/openai/httpx exception into a plain message and a retry decision."""
    where = api_base or model.split("/", 1)[0]
    names = [type(e).__name__ for e in _chain(exc)]
    text = str(exc)
    status = getattr(exc, "status_code", None)
    if isinstance(exc, MalformedAnswer):
        return Failure(f"{where} {exc}", True)
    if isinstance(exc, FirstPartTimeout):
        return Failure(f"{where} {exc}", True)
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError)) or "Timeout" in names[:1]:
        return Failure(f"{where} did not answer in time (timeout)", True)
    if "ConnectionRefusedError" in names:
        return Failure(f"cannot reach {where}: connection refused — is the server running?", True)
    if "Missing credentials" in text or "api_key client option must be set" in text:
        provider = model.split("/", 1)[0].upper()
        return Failure(
            f"no API key for {model}: set {provider}_API_KEY (or the provider's key variable)",
            False,
        )
    if "LLM Provider NOT provided" in text and model.startswith("offline/"):
        return Failure(f"the offline engine is not available for {model!r} in this install", False)
    if "LLM Provider NOT provided" in text:
        return Failure(
            f"unknown model {model!r}: name it as provider/model (for example openai/gpt-4o-mini "
            "or openai/<name> with --api-base for a local server)",
            False,
        )
    if status in (401, 403) or names[0] in ("AuthenticationError", "PermissionDeniedError"):
        return Failure(
            f"the API key was rejected ({status or 401}) by {where}: check the provider's key "
            "variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, ...)",
            False,
        )
    if status == 404 or names[0] == "NotFoundError":
        return Failure(
            f"model {model!r} was not found at {where} (404): check the model name", False
        )
    if status == 429 or names[0] == "RateLimitError":
        return Failure(f"rate limited by {where} (429)", True, _retry_after(exc))
    if names[0] == "ContextWindowExceededError":
        return Failure(f"the prompt is longer than {model}'s context window", False, kind=OVERFLOW)
    if any(
        n
        in (
            "APIConnectionError",
            "ConnectError",
            "ClientConnectorError",
            "ServerDisconnectedError",
            "RemoteProtocolError",
            "ReadError",
            "ClientOSError",
            "ConnectionResetError",
        )
        for n in names
    ):
        return Failure(f"lost the connection to {where}: {short(text)}", True, reset=True)
    if (
        names[0]
        in (
            "APIError",
            "InternalServerError",
            "ServiceUnavailableError",
            "BadGatewayError",
            "JSONDecodeError",
            "UnicodeDecodeError",
        )
        or (status or 0) >= 500
    ):
        return Failure(
            f"{where} answered with an error ({status or 'bad reply'}): {short(text)}", True
        )
    if names[0] in ("BadRequestError", "UnprocessableEntityError", "UnsupportedParamsError"):
        return Failure(f"{where} refused the request: {short(text)}", False)
    return Failure(f"{type(exc).__name__}: {short(text)}", False)


def check_answer(result: CallResult, stream: bool) -> None:
    """Raise MalformedAnswer unless ``result`` holds a whole, usable answer. A thinking
    model that spent the whole output cap thinking did answer (the caller tells it so)."""
    thought_to_the_cap = bool(result.reasoning.strip()) and result.finish_reason == "length"
    if not result.text.strip() and not result.tool_calls and not thought_to_the_cap:
        raise MalformedAnswer(
            "answered with no text (an empty completion, or a reply that is not JSON or SSE)"
        )
    if stream and not result.finish_reason:
        raise MalformedAnswer("cut the answer short: the stream ended before its last chunk")


def short(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    for prefix in ("litellm.", "OpenAIException - "):
        text = text.replace(prefix, "")
    return text if len(text) <= limit else text[: limit - 1] + "…"
