"""The model gateway: every model call of a run goes through here, and through litellm.

It holds the keys (litellm reads the usual provider variables), caps concurrency per
endpoint, enforces the dollar, token, wall-clock and sub-call ceilings before each call
(:class:`~diligence_tui.harness.budget.Spending`), makes the call's attempts with retries
(``gateway_attempts``: rate limits, server errors, timeouts, stalled streams and malformed
answers, in plain words from ``gateway_errors``), answers repeated calls from the call cache
(``RUN_DIR/cache/``, which also makes replay possible without a network), and records every
attempt, prices it and credits coverage to the prompt of every call that answered
(``gateway_record``: a failed, cancelled or empty answer covers nothing).

litellm is imported on a worker thread at the first call (``gateway_litellm``).
"""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.budget import BudgetExceeded, Spending, Usage
from diligence_tui.harness.callcache import call_key, messages_json, prompt_hash
from diligence_tui.harness.endpoint_gate import AHEAD, EndpointGate, Slot
from diligence_tui.harness.endpoint_pool import pool_bases, pool_key
from diligence_tui.harness.endpoints import concurrency_for
from diligence_tui.harness.events import EventBus, Notice
from diligence_tui.harness.gateway_attempts import Attempts
from diligence_tui.harness.gateway_errors import OVERFLOW, MalformedAnswer, classify_error
from diligence_tui.harness.gateway_litellm import load_litellm
from diligence_tui.harness.gateway_record import CallRecorder, CallResult, message_text
from diligence_tui.harness.model_limits import Window, Windows
from diligence_tui.harness.pricing import is_free
from diligence_tui.tokens import margin, prompt_tokens

if TYPE_CHECKING:
    from diligence_tui.harness.coverage import CoverageMeter
    from diligence_tui.harness.steering import Steering
    from diligence_tui.settings import Settings

__all__ = [
    "NOT_CACHED",
    "CallResult",
    "Gateway",
    "MalformedAnswer",
    "classify_error",
    "load_litellm",
    "message_text",
]

NOT_CACHED = "not in the call cache: replay needs the original run's cache"
NOT_RESTORED = (
    "not restored: a document of this call changed since the run read it (it is reviewed "
    "again after the resume)"
)
MIN_REPLY_TOKENS = 256  # a prompt that leaves less room than this for the reply is not sent


def overflow_message(model: str, measured: int, window: Window) -> str:
    return (
        f"the prompt (about {measured:,} tokens) leaves no room for a reply in {model}'s "
        f"context window of {window.describe()}: it was not sent (shorten it)"
    )


def api_base_for(settings: Settings, role: str, model: str) -> str:
    """The endpoint (or pool key) ``role``'s calls to ``model`` go to ("" for the offline
    engine); the forecast asks the same endpoint for its window as the run does."""
    if is_free(model):
        return ""
    if role == "root":
        return settings.models.api_base
    bases = settings.sub_endpoints
    return pool_key(bases) if len(bases) > 1 else settings.sub_api_base


class Gateway:
    def __init__(
        self,
        settings: Settings,
        bus: EventBus | None = None,
        *,
        run_dir: Path | None = None,
        coverage: CoverageMeter | None = None,
        steering: Steering | None = None,
        replay: bool = False,
        cache_dir: Path | None = None,  # default RUN_DIR/cache (replay may read another run's)
        windows: Windows | None = None,  # the run's context windows (found out at first use)
    ) -> None:
        self.settings = settings
        self.bus = bus or EventBus()
        self.run_dir = Path(run_dir) if run_dir is not None else None
        self.coverage = coverage
        self.steering = steering
        self.replay = replay
        # documents whose calls are answered from the cache only (a resume restoring the
        # REPL: a call on a changed document's new text would be made twice, once here for
        # nothing, its findings thrown away, and once when the document is reviewed again)
        self.cache_only_docs: frozenset[str] = frozenset()
        # slices (doc_id, start, end) a review() read in an earlier session (the journal's
        # review_read): an unchanged document of a call not made for the above stays read
        self.read_before: frozenset[tuple[str, int, int]] = frozenset()
        if cache_dir is None and self.run_dir is not None:
            cache_dir = self.run_dir / "cache"
        self.turns = 0  # the root loop keeps this current for BudgetUpdate events
        self.windows = windows or Windows(settings, probe=not replay)
        self.spending = Spending(settings, self.bus)
        # a call the cache answers is counted as spent (see restore_with); False while a
        # resume restores the REPL: those calls are the journal's, already counted
        self.count_cached = True
        self.recorder = CallRecorder(
            settings,
            self.bus,
            self.spending,
            lambda: self.turns,
            run_dir=self.run_dir,
            coverage=coverage,
            cache_dir=cache_dir,
        )
        self.cache = self.recorder.cache
        self.timings = self.recorder.timings
        self.attempts = Attempts(settings, self.bus, self.recorder)
        self._gates: dict[str, EndpointGate] = {}
        # api_base -> parallel slots its server said it has (harness.endpoints; filled in place)
        self.endpoint_slots: dict[str, int] = self.attempts.slots
        self._inflight_tasks: dict[str, tuple[int, asyncio.Task]] = {}
        self._cancelled: set[str] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._own_loop_thread: threading.Thread | None = None
        self._closed = False
        if steering is not None:
            steering.on_command(self._on_steering)

    # -- retries, usage and ceilings ---------------------------------------------------------
    @property
    def backoff_base(self) -> float:
        """Seconds before the first retry (doubled per attempt, with jitter)."""
        return self.attempts.backoff_base

    @backoff_base.setter
    def backoff_base(self, value: float) -> None:
        self.attempts.backoff_base = value

    @property
    def backoff_max(self) -> float:
        return self.attempts.backoff_max

    @backoff_max.setter
    def backoff_max(self, value: float) -> None:
        self.attempts.backoff_max = value

    @property
    def exhausted(self) -> BudgetExceeded | None:
        """The first ceiling that stopped a call."""
        return self.spending.exhausted

    @property
    def elapsed(self) -> float:
        return self.spending.elapsed

    def seed_usage(self, usage: Usage) -> None:
        """Start from the usage of an earlier session of the same run (resume)."""
        self.spending.seed(usage)

    def restore_with(self, spending: Spending) -> None:
        """Count this gateway's calls in ``spending``, the run's (a resume restoring the REPL:
        one budget for the whole run, counted from its journal). A call the cache answers is
        the journal's and is neither counted again nor held to the ceilings; a call made
        again is both, so a resume never spends past a ceiling the analyst set."""
        self.spending = self.recorder.spending = spending
        self.count_cached = self.recorder.count_cached = False

    def usage(self) -> Usage:
        """Safe from any thread."""
        return self.spending.usage()

    @property
    def failed_calls(self) -> int:
        """Calls that ended without an answer (error or cancelled)."""
        return self.spending.failed

    def check_budget(self, role: str) -> None:
        """Raise BudgetExceeded when a ceiling is reached (called before every call)."""
        self.spending.check(role)

    # -- routing ---------------------------------------------------------------------------
    def model_for(self, role: str, model: str | None) -> str:
        if model:
            return model
        return self.settings.root_model if role == "root" else self.settings.sub_model

    def api_base_for(self, role: str, model: str) -> str:
        return api_base_for(self.settings, role, model)

    def _gate(self, model: str, api_base: str) -> EndpointGate:
        key = api_base or model.split("/", 1)[0]
        gate = self._gates.get(key)
        if gate is None:
            # no more decoding at once than the server's slots, when it said (a pool: its
            # members'), and then one sent ahead into its queue while its calls are short
            members = pool_bases(api_base) or [api_base]
            slots = [self.endpoint_slots.get(b) for b in members]
            limit = sum(concurrency_for(self.settings, n) for n in slots)
            told = all(slots) and limit == sum(n or 0 for n in slots)
            gate = EndpointGate(
                limit,
                ahead=AHEAD if told else 0,
                first_token_limit=self.settings.models.call_timeout,
            )
            self._gates[key] = gate
        return gate

    async def resolve_windows(self) -> dict[str, Window]:
        """The root's and the sub-agents' context windows (found out once, then kept)."""
        roles = ("root", "sub")
        models = [self.model_for(role, None) for role in roles]
        found = await asyncio.gather(
            *(
                self.windows.get(role, model, self.api_base_for(role, model))
                for role, model in zip(roles, models, strict=True)
            )
        )
        return dict(zip(roles, found, strict=True))

    # -- the call ----------------------------------------------------------------------------
    async def complete(
        self,
        messages: list[dict],
        *,
        role: str = "sub",
        model: str | None = None,
        label: str = "",
        doc_ids: Sequence[str] = (),
        max_tokens: int | None = None,
        stop: list[str] | None = None,
        tools: list[dict] | None = None,
        temperature: float | None = None,
        stream: bool = True,
        on_delta: Callable[[str], None] | None = None,
        credit: bool = True,
    ) -> CallResult:
        """One model call. Never raises for model errors (status="error"); raises
        BudgetExceeded when a ceiling is reached before the call.

        The prompt's text counts as covered when the call answered; ``credit=False`` leaves
        that to the caller (:meth:`credit`), which knows whether the answer could be used."""
        self._loop = self.recorder.loop = asyncio.get_running_loop()
        model = self.model_for(role, model)
        if self.count_cached:  # else checked once the cache did not answer (restore_with)
            self.spending.check(role)
            if role != "root":
                self.spending.subcalls += (
                    1  # reserved now so parallel calls cannot overshoot the ceiling
                )
        call_id = uuid.uuid4().hex[:12]
        generation = self.steering.cancel_generation if self.steering is not None else 0
        task = asyncio.ensure_future(
            self._call(
                call_id,
                messages,
                role,
                model,
                label,
                list(doc_ids),
                max_tokens,
                stop,
                tools,
                temperature,
                stream,
                on_delta,
                credit,
            )
        )
        self._inflight_tasks[call_id] = (generation, task)
        try:
            return await task
        except asyncio.CancelledError:
            if call_id in self._cancelled and task.cancelled():  # cancelled before it ran
                return CallResult(
                    call_id, role, model, status="cancelled", error="cancelled by the analyst"
                )
            raise
        finally:
            self._inflight_tasks.pop(call_id, None)
            self._cancelled.discard(call_id)

    async def batch(
        self,
        requests: list[list[dict]],
        *,
        role: str = "sub",
        labels: Sequence[str] | None = None,
        **kw: Any,
    ) -> list[CallResult]:
        """Calls in parallel (the concurrency cap applies); a ceiling turns the calls it
        stops into ``status="error"`` results (see :attr:`exhausted`)."""

        async def one(index: int, messages: list[dict]) -> CallResult:
            label = labels[index] if labels is not None and index < len(labels) else ""
            try:
                return await self.complete(messages, role=role, label=label, **kw)
            except BudgetExceeded as exc:
                model = self.model_for(role, kw.get("model"))
                return CallResult("", role, model, status="error", error=f"budget: {exc}")

        return list(await asyncio.gather(*(one(i, m) for i, m in enumerate(requests))))

    def complete_sync(self, messages: list[dict], **kw: Any) -> CallResult:
        """:meth:`complete` from any thread (not the gateway's loop thread): runs on the
        gateway's loop, or on a private loop when none runs yet."""
        loop = self._ensure_loop()
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            raise RuntimeError(
                "complete_sync() was called on the gateway's own loop: await complete()"
            )
        return asyncio.run_coroutine_threadsafe(self.complete(messages, **kw), loop).result()

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        loop = self._loop
        if loop is not None and loop.is_running() and not loop.is_closed():
            return loop
        ready = threading.Event()

        def serve() -> None:
            own = asyncio.new_event_loop()
            asyncio.set_event_loop(own)
            self._loop = own
            ready.set()
            own.run_forever()
            own.close()

        self._own_loop_thread = threading.Thread(target=serve, name="gateway-loop", daemon=True)
        self._own_loop_thread.start()
        ready.wait()
        assert self._loop is not None
        return self._loop

    async def _call(
        self,
        call_id: str,
        messages: list[dict],
        role: str,
        model: str,
        label: str,
        doc_ids: list[str],
        max_tokens: int | None,
        stop: list[str] | None,
        tools: list[dict] | None,
        temperature: float | None,
        stream: bool,
        on_delta: Callable[[str], None] | None,
        credit: bool = True,
    ) -> CallResult:
        api_base = self.api_base_for(role, model)
        if temperature is None:
            temperature = self.settings.models.temperature
        window = await self.windows.get(role, model, api_base)
        measured = prompt_tokens(messages, tools, margin(model))
        asked = max_tokens  # what the caller sent (older call caches are keyed by it)
        cap = max_tokens if max_tokens else self.settings.max_output(role)
        max_tokens = min(cap, window.tokens - measured)
        params = {
            "max_tokens": max_tokens,
            "stop": stop,
            "tools": tools,
            "temperature": temperature,
        }
        if self.settings.models.seed:  # only when set: older call caches keep their keys
            params["seed"] = self.settings.models.seed
        canonical = messages_json(messages)
        key, phash = call_key(model, canonical, params), prompt_hash(canonical)
        result = CallResult(call_id, role, model, window=window.tokens)
        started = time.monotonic()
        prompt_text = "\n".join(message_text(m) for m in messages)
        if max_tokens < min(cap, MIN_REPLY_TOKENS):  # it would overflow: never sent
            self.recorder.started(call_id, role, model, label, prompt_text, doc_ids)
            result.status, result.error = "error", overflow_message(model, measured, window)
            result.error_kind = OVERFLOW
            result.input_tokens = 0
            self.bus.emit(Notice(level="error", message=f"{model}: {result.error}"))
            self.recorder.finish(result, started, canonical, phash, key, cached=False)
            return result
        cached = self.cache.get(key)
        if cached is None and asked != max_tokens:  # a run from before output caps
            cached = self.cache.get(call_key(model, canonical, {**params, "max_tokens": asked}))
        if cached is not None and not (cached.get("text") or cached.get("tool_calls")):
            cached = None  # an empty answer (cached before empty answers were failures)

        def retried(wait: float) -> None:  # a failed attempt: its own line in calls.jsonl
            self.recorder.record_retry(result, canonical, phash, wait)

        if cached is None and self.cache_only_docs.intersection(doc_ids):
            if role != "root" and self.count_cached:
                self.spending.subcalls -= 1  # never made: nothing to record or announce
            result.status, result.error, result.input_tokens = "error", NOT_RESTORED, 0
            return result
        if cached is None and not self.count_cached and not self.replay:
            self.spending.check(role)  # made again while restoring: the run's ceilings hold
            if role != "root":
                self.spending.subcalls += 1
        try:
            if cached is None and not self.replay:
                slot = Slot(self._gate(model, api_base))
                await slot.take()
                try:
                    # a call admitted long ago (waiting for a slot of a slow server) meets the
                    # ceilings as they are now, not as they were when it was queued
                    try:
                        self.spending.check(role, queued=True)
                    except BudgetExceeded:
                        if role != "root":
                            self.spending.subcalls -= 1  # never made
                        raise
                    self.spending.in_flight += 1
                    self.recorder.started(call_id, role, model, label, prompt_text, doc_ids)

                    def restart() -> None:  # a retry after streamed text: views start over
                        self.recorder.started(call_id, role, model, label, prompt_text, doc_ids)

                    try:
                        await self.attempts.run(
                            result,
                            messages,
                            model,
                            api_base,
                            params,
                            stream,
                            on_delta,
                            restart,
                            retried,
                            slot,
                        )
                    finally:
                        self.spending.in_flight -= 1
                finally:
                    slot.give_back(answered=result.ok)
            else:
                self.recorder.started(call_id, role, model, label, prompt_text, doc_ids)
                if cached is None:
                    result.status, result.error = "error", NOT_CACHED
                else:
                    result.status = "cached"
                    result.text = cached.get("text", "")
                    result.tool_calls = list(cached.get("tool_calls") or [])
                    result.finish_reason = cached.get("finish_reason", "")
                    result.reasoning = cached.get("reasoning", "")
                    result.input_tokens = int(cached.get("input_tokens", 0))
                    result.output_tokens = int(cached.get("output_tokens", 0))
                    if result.text:
                        self.recorder.delta(call_id, result.text, on_delta)
        except asyncio.CancelledError:
            result.status, result.error = "cancelled", "cancelled by the analyst"
            result.text, result.tool_calls = "", []
            self.recorder.finish(result, started, canonical, phash, key, cached=False)
            if call_id in self._cancelled:
                return result  # our own cancel (steering): a result, not an exception
            raise
        if credit and result.ok:
            self.credit(messages)  # only text whose call answered counts as covered
        self.recorder.finish(result, started, canonical, phash, key, cached=cached is not None)
        return result

    def credit(self, messages: list[dict]) -> None:
        """Count the text of ``messages`` as covered: a call on them answered usably."""
        self.recorder.observe_coverage(messages)

    # -- steering ------------------------------------------------------------------------
    def _on_steering(self, event: Any) -> None:
        if event.command != "cancel" or self._closed or self.steering is None:
            return
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        generation = self.steering.cancel_generation
        try:
            loop.call_soon_threadsafe(self._cancel_before, generation)
        except RuntimeError:
            pass  # the loop is shutting down

    def _cancel_before(self, generation: int) -> None:
        for call_id, (started_at, task) in list(self._inflight_tasks.items()):
            if started_at < generation and not task.done():
                self._cancelled.add(call_id)
                task.cancel()

    # -- closing -------------------------------------------------------------------------
    async def aclose(self) -> None:
        """Finish: match queued coverage, emit the last events, save coverage, close files."""
        if self._closed:
            return
        await self.recorder.aclose()
        self.close()

    def close(self) -> None:
        """Close files and the private loop (aclose() also emits the last events)."""
        if not self._closed:
            self.recorder.close()
        self._closed = True
        thread, loop = self._own_loop_thread, self._loop
        if thread is not None and loop is not None:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(5)
            self._own_loop_thread = None
            self._loop = None
