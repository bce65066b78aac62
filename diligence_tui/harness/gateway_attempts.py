"""One model call's attempts through litellm: the request, the answer read (whole or as a
stream, with an idle deadline), its usage, and retries with exponential backoff and jitter
(honouring ``Retry-After``; a reset connection is retried at once).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.endpoint_gate import Slot
from diligence_tui.harness.endpoint_pool import RouterPool
from diligence_tui.harness.events import Notice
from diligence_tui.harness.gateway_errors import (
    FirstPartTimeout,
    MalformedAnswer,
    check_answer,
    classify_error,
)
from diligence_tui.harness.gateway_litellm import load_litellm, loaded_litellm
from diligence_tui.harness.gateway_record import CallResult, message_text
from diligence_tui.tokens import count_tokens

if TYPE_CHECKING:
    from diligence_tui.harness.events import EventBus
    from diligence_tui.harness.gateway_record import CallRecorder
    from diligence_tui.settings import Settings


# How long the loop must have run on time, past a deadline, before the deadline counts.
DEADLINE_GRACE = 0.25  # seconds


@contextlib.asynccontextmanager
async def _deadline(seconds: float) -> AsyncIterator[None]:
    """``asyncio.timeout(seconds)`` that never fires on this process's own lateness.

    A starved process (a loaded machine) or a loop busy with other work can leave an answer
    unread in the socket past its deadline: when the loop wakes, the expired timer and the
    data are handled in the same pass and a plain timeout wins, so a whole answer the server
    gave was thrown away as "stalled" and asked again. Here, once ``seconds`` have passed,
    the deadline fires only after a further ``DEADLINE_GRACE`` in which the loop ran on
    time (its timer came no later than one more grace): whatever had arrived by then has
    been read."""
    if seconds <= 0:
        yield
        return
    loop = asyncio.get_running_loop()
    handle: asyncio.TimerHandle | None = None
    async with asyncio.timeout(None) as timeout:

        def check(due: float, armed: bool) -> None:
            nonlocal handle
            now = loop.time()
            if armed and now - due <= DEADLINE_GRACE:
                timeout.reschedule(now)  # fires on the loop's next pass
                return
            handle = loop.call_at(now + DEADLINE_GRACE, check, now + DEADLINE_GRACE, True)

        start = loop.time()
        handle = loop.call_at(start + seconds, check, start + seconds, False)
        try:
            yield
        finally:
            handle.cancel()


async def _chunks(open_stream: Any, first: float, idle: float) -> Any:
    """The chunks of the stream ``open_stream()`` opens. The request and its first chunk
    must come within ``first`` seconds (a big prompt on a slow server takes time to read);
    after that only a gap of ``idle`` seconds between chunks fails the attempt: a call that
    is streaming is never cut for taking long. Both deadlines are ``_deadline``."""
    try:
        async with _deadline(first):
            iterator = (await open_stream()).__aiter__()
            chunk = await iterator.__anext__()
    except StopAsyncIteration:
        return
    except TimeoutError:
        raise FirstPartTimeout(f"did not start answering within {first:g} s (timeout)") from None
    yield chunk
    while True:
        try:
            async with _deadline(idle):
                chunk = await iterator.__anext__()
        except StopAsyncIteration:
            return
        except TimeoutError:
            raise MalformedAnswer(f"stalled: no part of the answer for {idle:g} s") from None
        yield chunk


class Attempts:
    """Makes one call's attempts; what streams goes to the recorder as it comes."""

    def __init__(self, settings: Settings, bus: EventBus, recorder: CallRecorder) -> None:
        self.settings, self.bus, self.recorder = settings, bus, recorder
        self.backoff_base = 0.5  # seconds; doubled per attempt, with jitter
        self.backoff_max = 30.0
        self.pool = RouterPool()  # several sub-agent endpoints (endpoint_pool)
        self.slots: dict[str, int] = {}  # api_base -> the server's parallel slots

    async def run(
        self,
        result: CallResult,
        messages: list[dict],
        model: str,
        api_base: str,
        params: dict[str, Any],
        stream: bool,
        on_delta: Callable[[str], None] | None,
        restart: Callable[[], None] | None = None,
        retried: Callable[[float], None] | None = None,
        slot: Slot | None = None,
    ) -> None:
        try:
            litellm = loaded_litellm() or await asyncio.to_thread(load_litellm)
        except Exception as exc:  # a broken install: say so, do not crash the run
            result.status, result.error = "error", f"cannot load litellm: {exc}"
            return
        kwargs: dict[str, Any] = {
            "model": model,
            "messages": messages,
            "timeout": self.settings.models.call_timeout,
            "num_retries": 0,
            "max_retries": 0,
            "drop_params": True,
        }
        kwargs.update({k: v for k, v in params.items() if v is not None})
        client: Any = litellm
        pooled = self.pool.client(model, api_base, self.slots)
        if pooled is not None:  # several endpoints: litellm's Router picks one per call
            client, kwargs["model"] = pooled
        elif api_base:
            kwargs["api_base"] = api_base
            provider = model.split("/", 1)[0]
            if provider == "openai" and not os.environ.get("OPENAI_API_KEY"):
                kwargs["api_key"] = "no-key"  # local servers take any key
        retries = max(0, self.settings.models.retries)
        resets = 0
        for attempt in range(1, retries + 2):
            result.attempts = attempt
            result.text, result.tool_calls, result.finish_reason = "", [], ""
            result.partial = result.reasoning = ""
            result.input_tokens = result.output_tokens = 0
            if slot is not None:
                await slot.take()  # a retry after the server had finished an answer
            try:
                async with _deadline(self._total_timeout(stream) or 0.0):
                    if stream:
                        await self._streamed(client, kwargs, result, on_delta, slot)
                    else:
                        await self._plain(client, kwargs, result)
                check_answer(result, stream)
                result.status, result.error, result.error_kind = "ok", "", ""
                return
            except asyncio.CancelledError:
                keep_partial(result, messages)
                raise
            except Exception as exc:
                keep_partial(result, messages)
                failure = classify_error(exc, model, api_base)
                result.status, result.error = "error", failure.message
                result.error_kind = failure.kind
                if not failure.retry or attempt > retries:
                    self.bus.emit(Notice(level="error", message=f"{model}: {failure.message}"))
                    return
                wait = failure.wait
                if failure.reset and not resets:
                    wait = 0.0  # a dropped connection: the next one usually works
                elif wait is None:
                    wait = min(self.backoff_max, self.backoff_base * 2 ** (attempt - 1))
                    wait *= 0.5 + random.random()  # jitter
                resets += failure.reset
                if retried is not None:
                    retried(wait)
                self.bus.emit(
                    Notice(
                        level="info",
                        message=f"{model}: {failure.message}; retrying in {wait:.1f} s (attempt {attempt + 1} of {retries + 1})",
                    )
                )
                await asyncio.sleep(wait)
                if self.recorder.take_streamed(result.call_id) and restart is not None:
                    restart()

    def _total_timeout(self, stream: bool) -> float | None:
        """The cap on a whole attempt: none for a stream unless ``call_total_timeout`` is
        set (the first-part and idle deadlines bound it); a plain call must answer within
        ``call_timeout`` (or the total cap when that is longer)."""
        models = self.settings.models
        total = models.call_total_timeout if models.call_total_timeout > 0 else None
        if stream:
            return total
        return max(models.call_timeout, total or 0.0) or None

    async def _plain(self, litellm: Any, kwargs: dict[str, Any], result: CallResult) -> None:
        response = await litellm.acompletion(**kwargs, stream=False)
        choice = response.choices[0]
        message = choice.message
        result.text = message.content or ""
        result.tool_calls = [
            {
                "id": c.id or "",
                "name": c.function.name or "",
                "arguments": c.function.arguments or "",
            }
            for c in (message.tool_calls or [])
        ]
        result.finish_reason = choice.finish_reason or ""
        result.reasoning = getattr(message, "reasoning_content", None) or ""
        self._take_usage(result, getattr(response, "usage", None), kwargs["messages"])
        if result.text:
            self.recorder.delta(result.call_id, result.text, None)

    async def _streamed(
        self,
        litellm: Any,
        kwargs: dict[str, Any],
        result: CallResult,
        on_delta: Callable[[str], None] | None,
        server_slot: Slot | None = None,
    ) -> None:
        def open_stream() -> Any:
            return litellm.acompletion(
                **kwargs, stream=True, stream_options={"include_usage": True}
            )

        models = self.settings.models
        calls: dict[int, dict[str, str]] = {}
        usage = None
        chunks = _chunks(open_stream, models.call_timeout, models.stream_idle_timeout)
        async for chunk in chunks:
            if getattr(chunk, "usage", None) is not None:
                usage = chunk.usage
            if not chunk.choices:
                continue
            choice = chunk.choices[0]
            delta = choice.delta
            if choice.finish_reason:
                result.finish_reason = choice.finish_reason
                if server_slot is not None:  # the server is done: its slot is free
                    server_slot.give_back()
            if delta is None:
                continue
            thought = getattr(delta, "reasoning_content", None)
            if thought:
                result.reasoning += thought
            if delta.content:
                result.text += delta.content  # kept as it comes: a cut answer is recorded
                self.recorder.delta(result.call_id, delta.content, on_delta)
            for call in delta.tool_calls or []:
                slot = calls.setdefault(call.index or 0, {"id": "", "name": "", "arguments": ""})
                if call.id:
                    slot["id"] = call.id
                if call.function is not None:
                    if call.function.name:
                        slot["name"] = call.function.name
                    if call.function.arguments:
                        slot["arguments"] += call.function.arguments
        result.tool_calls = [calls[i] for i in sorted(calls)]
        self._take_usage(result, usage, kwargs["messages"])

    def _take_usage(self, result: CallResult, usage: Any, messages: list[dict]) -> None:
        prompt = getattr(usage, "prompt_tokens", None) if usage is not None else None
        completion = getattr(usage, "completion_tokens", None) if usage is not None else None
        if not prompt:  # the provider did not say: our own estimate
            prompt = count_tokens("\n".join(message_text(m) for m in messages))
        if completion is None:
            completion = count_tokens(
                result.text + "".join(c["arguments"] for c in result.tool_calls)
            )
        result.input_tokens, result.output_tokens = int(prompt), int(completion)


def keep_partial(result: CallResult, messages: list[dict]) -> None:
    """An attempt that failed after part of its answer came: the part moves to ``partial``
    (recorded in calls.jsonl with its tokens), never taken for an answer."""
    if result.text or result.tool_calls:
        result.partial = result.text + "".join(c.get("arguments", "") for c in result.tool_calls)
        if not result.output_tokens:
            result.output_tokens = count_tokens(result.partial)
        if not result.input_tokens:
            result.input_tokens = count_tokens("\n".join(message_text(m) for m in messages))
    result.text, result.tool_calls = "", []
