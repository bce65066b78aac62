"""The model gateway: every model call of a run goes through here, and through litellm.

It holds the keys (litellm reads the usual provider variables), caps concurrency per
endpoint, retries rate limits, server errors, timeouts, stalled streams and malformed answers
(not JSON, not SSE, a stream cut before its end, an empty completion) with exponential backoff
and jitter (honouring ``Retry-After``), retries a reset connection at once, enforces the
dollar, token, wall-clock and sub-call ceilings before each call, prices each call from its
usage, records every attempt (``RUN_DIR/calls.jsonl``: a failed attempt that was retried is
a ``retried`` line, the call's outcome the last line), answers repeated calls from the call
cache (``RUN_DIR/cache/``, which also makes replay possible without a network), measures
coverage on the prompt of every call that answered (a failed, cancelled or empty answer
covers nothing), and emits ``SubCall*``, ``BudgetUpdate``, ``CoverageChanged`` and
``Notice`` events.

litellm is imported on a worker thread at the first call (it takes seconds), configured to
stay offline and to log to a file, never to the terminal.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diligence_tui import paths
from diligence_tui.harness.budget import BudgetExceeded, Limits, TokenCount, Usage
from diligence_tui.harness.callcache import (
    CallCache,
    LineWriter,
    call_key,
    messages_json,
    prompt_hash,
)
from diligence_tui.harness.events import (
    BudgetUpdate,
    CoverageChanged,
    EventBus,
    Notice,
    SubCallDelta,
    SubCallFinished,
    SubCallStarted,
)
from diligence_tui.harness.pricing import call_cost, is_free
from diligence_tui.tokens import count_tokens

if TYPE_CHECKING:
    from diligence_tui.harness.coverage import CoverageMeter
    from diligence_tui.harness.steering import Steering
    from diligence_tui.settings import Settings

CALLS_FILE = "calls.jsonl"
COVERAGE_FILE = "coverage.json"
EVENT_INTERVAL = 0.25  # seconds between coverage / budget events (the last one always goes out)
COVERAGE_SAVE_INTERVAL = 5.0
NOT_CACHED = "not in the call cache: replay needs the original run's cache"
LITELLM_LOGGERS = ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy")


@dataclass
class CallResult:
    call_id: str
    role: str
    model: str
    text: str = ""
    tool_calls: list[dict] = field(default_factory=list)  # {"id", "name", "arguments" (JSON text)}
    finish_reason: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = None  # None: price unknown
    latency: float = 0.0
    status: str = "ok"  # ok | error | cancelled | cached
    error: str = ""
    attempts: int = 0

    @property
    def ok(self) -> bool:
        return self.status in ("ok", "cached")


_RESULT_FIELDS = fields(CallResult)


class MalformedAnswer(Exception):
    """The server answered, but not with a usable completion (retried like a server error)."""


# -- litellm, imported once --------------------------------------------------------------------
_LITELLM: Any = None
_IMPORT_LOCK = threading.Lock()


def load_litellm() -> Any:
    """Import and configure litellm (offline price map, quiet, logs to a file). Thread-safe."""
    global _LITELLM
    with _IMPORT_LOCK:
        if _LITELLM is not None:
            return _LITELLM
        os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
        import litellm

        # litellm trips pydantic deprecation warnings per call; they must not reach a terminal
        warnings.filterwarnings("ignore", category=DeprecationWarning, module=r"litellm(\.|$)")
        litellm.suppress_debug_info = True
        litellm.drop_params = True
        litellm.telemetry = False
        _route_logs_to_file()
        try:
            from diligence_tui.offline.provider import register_offline_provider
        except ImportError:
            pass
        else:
            register_offline_provider(litellm)
        _LITELLM = litellm
        return litellm


def prewarm() -> threading.Thread:
    """Import litellm on a daemon thread now (seconds), so the first call does not wait."""
    thread = threading.Thread(target=load_litellm, name="litellm-import", daemon=True)
    thread.start()
    return thread


def _route_logs_to_file() -> None:
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(folder / "litellm.log", encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    for name in LITELLM_LOGGERS:
        logger = logging.getLogger(name)
        for old in list(logger.handlers):
            logger.removeHandler(old)
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        logger.propagate = False


# -- errors in plain words -----------------------------------------------------------------
@dataclass
class _Failure:
    message: str
    retry: bool
    wait: float | None = None  # Retry-After, seconds
    reset: bool = False  # the connection was dropped: worth one immediate retry


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


def classify_error(exc: BaseException, model: str, api_base: str) -> _Failure:
    """Turn a litellm/openai/httpx exception into a plain message and a retry decision."""
    where = api_base or model.split("/", 1)[0]
    names = [type(e).__name__ for e in _chain(exc)]
    text = str(exc)
    status = getattr(exc, "status_code", None)
    if isinstance(exc, MalformedAnswer):
        return _Failure(f"{where} {exc}", True)
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError)) or "Timeout" in names[:1]:
        return _Failure(f"{where} did not answer in time (timeout)", True)
    if "ConnectionRefusedError" in names:
        return _Failure(f"cannot reach {where}: connection refused — is the server running?", True)
    if "Missing credentials" in text or "api_key client option must be set" in text:
        provider = model.split("/", 1)[0].upper()
        return _Failure(
            f"no API key for {model}: set {provider}_API_KEY (or the provider's key variable)",
            False,
        )
    if "LLM Provider NOT provided" in text and model.startswith("offline/"):
        return _Failure(f"the offline engine is not available for {model!r} in this install", False)
    if "LLM Provider NOT provided" in text:
        return _Failure(
            f"unknown model {model!r}: name it as provider/model (for example openai/gpt-4o-mini "
            "or openai/<name> with --api-base for a local server)",
            False,
        )
    if status in (401, 403) or names[0] in ("AuthenticationError", "PermissionDeniedError"):
        return _Failure(
            f"the API key was rejected ({status or 401}) by {where}: check the provider's key "
            "variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, ...)",
            False,
        )
    if status == 404 or names[0] == "NotFoundError":
        return _Failure(
            f"model {model!r} was not found at {where} (404): check the model name", False
        )
    if status == 429 or names[0] == "RateLimitError":
        return _Failure(f"rate limited by {where} (429)", True, _retry_after(exc))
    if names[0] == "ContextWindowExceededError":
        return _Failure(f"the prompt is longer than {model}'s context window", False)
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
        return _Failure(f"lost the connection to {where}: {_short(text)}", True, reset=True)
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
        return _Failure(
            f"{where} answered with an error ({status or 'bad reply'}): {_short(text)}", True
        )
    if names[0] in ("BadRequestError", "UnprocessableEntityError", "UnsupportedParamsError"):
        return _Failure(f"{where} refused the request: {_short(text)}", False)
    return _Failure(f"{type(exc).__name__}: {_short(text)}", False)


def check_answer(result: CallResult, stream: bool) -> None:
    """Raise MalformedAnswer unless ``result`` holds a whole, usable answer."""
    if not result.text.strip() and not result.tool_calls:
        raise MalformedAnswer(
            "answered with no text (an empty completion, or a reply that is not JSON or SSE)"
        )
    if stream and not result.finish_reason:
        raise MalformedAnswer("cut the answer short: the stream ended before its last chunk")


async def _idle_deadline(stream: Any, idle: float) -> Any:
    """The chunks of ``stream``; MalformedAnswer when none comes for ``idle`` seconds after
    the first (before it, the call's own timeout applies: a big prompt takes time)."""
    iterator = stream.__aiter__()
    first = True
    while True:
        try:
            if first or idle <= 0:
                chunk = await iterator.__anext__()
            else:
                async with asyncio.timeout(idle):
                    chunk = await iterator.__anext__()
        except StopAsyncIteration:
            return
        except TimeoutError:
            raise MalformedAnswer(f"stalled: no part of the answer for {idle:g} s") from None
        first = False
        yield chunk


def _short(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    for prefix in ("litellm.", "OpenAIException - "):
        text = text.replace(prefix, "")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def message_text(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


class _Throttle:
    """Run ``fn`` at most every ``interval`` seconds on ``loop``; the last request always runs."""

    def __init__(self, fn: Callable[[], None], interval: float) -> None:
        self.fn, self.interval = fn, interval
        self.last = 0.0
        self.timer: asyncio.TimerHandle | None = None

    def request(self, loop: asyncio.AbstractEventLoop | None) -> None:
        now = time.monotonic()
        if now - self.last >= self.interval:
            self.run()
        elif self.timer is None and loop is not None:
            self.timer = loop.call_later(self.interval - (now - self.last), self.run)

    def run(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        self.last = time.monotonic()
        self.fn()

    def flush(self) -> None:
        if self.timer is not None:
            self.run()


@dataclass
class _Tally:
    input: int = 0
    output: int = 0
    cost: float = 0.0
    unknown_cost: bool = False
    calls: int = 0


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
    ) -> None:
        self.settings = settings
        self.bus = bus or EventBus()
        self.run_dir = Path(run_dir) if run_dir is not None else None
        self.coverage = coverage
        self.steering = steering
        self.replay = replay
        if cache_dir is None and self.run_dir is not None:
            cache_dir = self.run_dir / "cache"
        self._writer = LineWriter()  # calls.jsonl and the cache, written off the event loop
        self.cache = CallCache(cache_dir, self._writer)
        self.turns = 0  # the root loop keeps this current for BudgetUpdate events
        self.backoff_base = 0.5  # seconds; doubled per attempt, with jitter
        self.backoff_max = 30.0
        self.exhausted: BudgetExceeded | None = None  # the first ceiling that stopped a call
        self.timings: dict[str, float] = {"coverage": 0.0, "record": 0.0, "events": 0.0}
        self._started = time.monotonic()
        self._elapsed_offset = 0.0
        self._tally: dict[str, _Tally] = {}
        self._subcalls = 0
        self._failed = 0  # calls that ended without an answer (error or cancelled)
        self._in_flight = 0
        self._semaphores: dict[str, asyncio.Semaphore] = {}
        self._inflight_tasks: dict[str, tuple[int, asyncio.Task]] = {}
        self._cancelled: set[str] = set()
        self._streamed_chars: dict[str, int] = {}  # call -> characters streamed in this attempt
        self._loop: asyncio.AbstractEventLoop | None = None
        self._own_loop_thread: threading.Thread | None = None
        self._closed = False
        self._coverage_changed: dict[str, float] = {}
        self._coverage_throttle = _Throttle(self._emit_coverage, EVENT_INTERVAL)
        self._budget_throttle = _Throttle(self._emit_budget, EVENT_INTERVAL)
        self._coverage_saved = time.monotonic()
        if self.coverage is not None and self.run_dir is not None and self.coverage.path is None:
            self.coverage.path = self.run_dir / COVERAGE_FILE
            if self.coverage.path.exists():
                self.coverage.load(self.coverage.path)
        if steering is not None:
            steering.on_command(self._on_steering)

    # -- usage and ceilings ------------------------------------------------------------------
    @property
    def elapsed(self) -> float:
        return self._elapsed_offset + time.monotonic() - self._started

    def seed_usage(self, usage: Usage) -> None:
        """Start from the usage of an earlier session of the same run (resume)."""
        for role, tokens in usage.tokens.items():
            tally = self._tally.setdefault(role, _Tally())
            tally.input += tokens.input
            tally.output += tokens.output
        for role, cost in usage.cost.items():
            tally = self._tally.setdefault(role, _Tally())
            if cost is None:
                tally.unknown_cost = True
            else:
                tally.cost += float(cost)
        self._subcalls += usage.subcalls
        self._elapsed_offset += usage.elapsed

    def usage(self) -> Usage:
        """Safe from any thread."""
        tally = list(self._tally.items())
        return Usage(
            tokens={r: TokenCount(t.input, t.output) for r, t in tally},
            cost={r: (None if t.unknown_cost else t.cost) for r, t in tally},
            subcalls=self._subcalls,
            in_flight=self._in_flight,
            elapsed=self.elapsed,
        )

    @property
    def failed_calls(self) -> int:
        """Calls that ended without an answer (error or cancelled)."""
        return self._failed

    @property
    def tokens_used(self) -> int:
        return sum(t.input + t.output for t in self._tally.values())

    @property
    def dollars_known(self) -> float:
        return sum(t.cost for t in self._tally.values())

    def check_budget(self, role: str) -> None:
        """Raise BudgetExceeded when a ceiling is reached (called before every call)."""
        b = self.settings.budget
        problem: BudgetExceeded | None = None
        if b.max_usd and self.dollars_known >= b.max_usd:
            problem = BudgetExceeded(
                "dollars",
                f"the dollar ceiling is reached: ${self.dollars_known:.4f} of ${b.max_usd:g} spent",
            )
        elif b.max_tokens and self.tokens_used >= b.max_tokens:
            problem = BudgetExceeded(
                "tokens",
                f"the token ceiling is reached: {self.tokens_used:,} of {b.max_tokens:,} tokens used",
            )
        elif b.max_seconds and self.elapsed >= b.max_seconds:
            problem = BudgetExceeded(
                "seconds", f"the time limit is reached: {self.elapsed:.0f} s of {b.max_seconds:g} s"
            )
        elif role != "root" and b.max_subcalls and self._subcalls >= b.max_subcalls:
            problem = BudgetExceeded(
                "subcalls",
                f"the sub-call ceiling is reached: {self._subcalls} of {b.max_subcalls} sub-calls made",
            )
        if problem is not None:
            if self.exhausted is None:
                self.exhausted = problem
                self.bus.emit(Notice(level="warning", message=f"budget: {problem}"))
            raise problem

    # -- routing ---------------------------------------------------------------------------
    def model_for(self, role: str, model: str | None) -> str:
        if model:
            return model
        return self.settings.root_model if role == "root" else self.settings.sub_model

    def api_base_for(self, role: str, model: str) -> str:
        if is_free(model):
            return ""
        return self.settings.models.api_base if role == "root" else self.settings.sub_api_base

    def _semaphore(self, model: str, api_base: str) -> asyncio.Semaphore:
        key = api_base or model.split("/", 1)[0]
        semaphore = self._semaphores.get(key)
        if semaphore is None:
            semaphore = asyncio.Semaphore(max(1, self.settings.models.concurrency))
            self._semaphores[key] = semaphore
        return semaphore

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
        self._loop = asyncio.get_running_loop()
        model = self.model_for(role, model)
        self.check_budget(role)
        if role != "root":
            self._subcalls += 1  # reserved now so parallel calls cannot overshoot the ceiling
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

    def batch_sync(self, requests: list[list[dict]], **kw: Any) -> list[CallResult]:
        loop = self._ensure_loop()
        return asyncio.run_coroutine_threadsafe(self.batch(requests, **kw), loop).result()

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
        result = CallResult(call_id, role, model)
        started = time.monotonic()
        prompt_text = "\n".join(message_text(m) for m in messages)
        cached = self.cache.get(key)
        if cached is not None and not (cached.get("text") or cached.get("tool_calls")):
            cached = None  # an empty answer (cached before empty answers were failures)

        def retried(wait: float) -> None:  # a failed attempt: its own line in calls.jsonl
            self._record_retry(result, canonical, phash, wait)

        try:
            if cached is None and not self.replay:
                async with self._semaphore(model, api_base):
                    self._in_flight += 1
                    self._emit_started(call_id, role, model, label, prompt_text, doc_ids)

                    def restart() -> None:  # a retry after streamed text: views start over
                        self._emit_started(call_id, role, model, label, prompt_text, doc_ids)

                    try:
                        await self._attempts(
                            result,
                            messages,
                            model,
                            api_base,
                            params,
                            stream,
                            on_delta,
                            restart,
                            retried,
                        )
                    finally:
                        self._in_flight -= 1
            else:
                self._emit_started(call_id, role, model, label, prompt_text, doc_ids)
                if cached is None:
                    result.status, result.error = "error", NOT_CACHED
                else:
                    result.status = "cached"
                    result.text = cached.get("text", "")
                    result.tool_calls = list(cached.get("tool_calls") or [])
                    result.finish_reason = cached.get("finish_reason", "")
                    result.input_tokens = int(cached.get("input_tokens", 0))
                    result.output_tokens = int(cached.get("output_tokens", 0))
                    if result.text:
                        self._delta(call_id, result.text, on_delta)
        except asyncio.CancelledError:
            result.status, result.error = "cancelled", "cancelled by the analyst"
            result.text, result.tool_calls = "", []
            self._finish(result, started, canonical, phash, key, cached=False)
            if call_id in self._cancelled:
                return result  # our own cancel (steering): a result, not an exception
            raise
        if credit and result.ok:
            self.credit(messages)  # only text whose call answered counts as covered
        self._finish(result, started, canonical, phash, key, cached=cached is not None)
        return result

    def credit(self, messages: list[dict]) -> None:
        """Count the text of ``messages`` as covered: a call on them answered usably."""
        self._observe_coverage(messages)

    async def _attempts(
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
    ) -> None:
        try:
            litellm = _LITELLM or await asyncio.to_thread(load_litellm)
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
        if api_base:
            kwargs["api_base"] = api_base
            provider = model.split("/", 1)[0]
            if provider == "openai" and not os.environ.get("OPENAI_API_KEY"):
                kwargs["api_key"] = "no-key"  # local servers take any key
        retries = max(0, self.settings.models.retries)
        resets = 0
        for attempt in range(1, retries + 2):
            result.attempts = attempt
            result.text, result.tool_calls, result.finish_reason = "", [], ""
            result.input_tokens = result.output_tokens = 0
            try:
                async with asyncio.timeout(self.settings.models.call_timeout):
                    if stream:
                        await self._streamed(litellm, kwargs, result, on_delta)
                    else:
                        await self._plain(litellm, kwargs, result)
                check_answer(result, stream)
                result.status, result.error = "ok", ""
                return
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                failure = classify_error(exc, model, api_base)
                result.status, result.error = "error", failure.message
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
                if self._streamed_chars.pop(result.call_id, 0) and restart is not None:
                    restart()

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
        self._take_usage(result, getattr(response, "usage", None), kwargs["messages"])
        if result.text:
            self._delta(result.call_id, result.text, None)

    async def _streamed(
        self,
        litellm: Any,
        kwargs: dict[str, Any],
        result: CallResult,
        on_delta: Callable[[str], None] | None,
    ) -> None:
        response = await litellm.acompletion(
            **kwargs, stream=True, stream_options={"include_usage": True}
        )
        pieces: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        usage = None
        async for chunk in _idle_deadline(response, self.settings.models.stream_idle_timeout):
            if getattr(chunk, "usage", None) is not None:
                usage = chunk.usage
            if not chunk.choices:
                continue
            choice = chunk.choices[0]
            delta = choice.delta
            if choice.finish_reason:
                result.finish_reason = choice.finish_reason
            if delta is None:
                continue
            if delta.content:
                pieces.append(delta.content)
                self._delta(result.call_id, delta.content, on_delta)
            for call in delta.tool_calls or []:
                slot = calls.setdefault(call.index or 0, {"id": "", "name": "", "arguments": ""})
                if call.id:
                    slot["id"] = call.id
                if call.function is not None:
                    if call.function.name:
                        slot["name"] = call.function.name
                    if call.function.arguments:
                        slot["arguments"] += call.function.arguments
        result.text = "".join(pieces)
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

    # -- recording and events -----------------------------------------------------------------
    def _delta(self, call_id: str, text: str, on_delta: Callable[[str], None] | None) -> None:
        self._streamed_chars[call_id] = self._streamed_chars.get(call_id, 0) + len(text)
        self.bus.emit(SubCallDelta(call_id=call_id, text=text))
        if on_delta is not None:
            try:
                on_delta(text)
            except Exception:
                pass

    def _emit_started(
        self, call_id: str, role: str, model: str, label: str, prompt: str, doc_ids: list[str]
    ) -> None:
        t0 = time.perf_counter()
        self.bus.emit(
            SubCallStarted(
                call_id=call_id,
                role=role,
                model=model,
                label=label,
                prompt_preview=prompt[-400:],
                prompt_tokens=int(len(prompt) / 3.6),  # an estimate; the usage comes at the end
                doc_ids=doc_ids,
            )
        )
        self.timings["events"] += time.perf_counter() - t0

    def _finish(
        self, result: CallResult, started: float, canonical: str, phash: str, key: str, cached: bool
    ) -> None:
        if result.input_tokens or result.output_tokens or result.ok:
            result.cost = call_cost(
                result.model, result.input_tokens, result.output_tokens, _LITELLM
            )
        else:
            result.cost = 0.0  # nothing was billed
        result.latency = time.monotonic() - started
        self._streamed_chars.pop(result.call_id, None)
        tally = self._tally.setdefault(result.role, _Tally())
        tally.calls += 1
        self._failed += not result.ok
        tally.input += result.input_tokens
        tally.output += result.output_tokens
        if result.cost is None:
            tally.unknown_cost = True
        else:
            tally.cost += result.cost
        t0 = time.perf_counter()
        if result.status == "ok" and not cached:
            self.cache.put(
                key,
                {
                    "model": result.model,
                    "text": result.text,
                    "tool_calls": result.tool_calls,
                    "finish_reason": result.finish_reason,
                    "input_tokens": result.input_tokens,
                    "output_tokens": result.output_tokens,
                },
            )
        self._record(result, canonical, phash)
        t1 = time.perf_counter()
        self.timings["record"] += t1 - t0
        self.bus.emit(
            SubCallFinished(
                call_id=result.call_id,
                role=result.role,
                model=result.model,
                status=result.status,
                response=result.text,
                input_tokens=result.input_tokens,
                output_tokens=result.output_tokens,
                cost=result.cost,
                latency=result.latency,
                error=result.error,
                attempts=result.attempts,
            )
        )
        self._budget_throttle.request(self._loop)
        self.timings["events"] += time.perf_counter() - t1

    def _record_retry(self, result: CallResult, canonical: str, phash: str, wait: float) -> None:
        """A failed attempt that will be retried: billed if the server said so, and logged."""
        if result.input_tokens or result.output_tokens:
            cost = call_cost(result.model, result.input_tokens, result.output_tokens, _LITELLM)
            tally = self._tally.setdefault(result.role, _Tally())
            tally.input += result.input_tokens
            tally.output += result.output_tokens
            if cost is None:
                tally.unknown_cost = True
            else:
                tally.cost += cost
        self._record(result, canonical, phash, status="retried", retry_in=round(wait, 3))

    def _record(self, result: CallResult, canonical: str, phash: str, **override: Any) -> None:
        if self.run_dir is None:
            return
        line = {f.name: getattr(result, f.name) for f in _RESULT_FIELDS}
        line.update(override)
        line["prompt_hash"] = phash
        line["t"] = time.time()
        text = json.dumps(line, ensure_ascii=False, default=str)
        self._writer.append(self.run_dir / CALLS_FILE, f'{text[:-1]}, "messages": {canonical}}}\n')

    def _observe_coverage(self, messages: list[dict]) -> None:
        if self.coverage is None:
            return
        t0 = time.perf_counter()
        changed: dict[str, float] = {}
        for message in messages:
            text = message_text(message)
            if text:
                changed.update(self.coverage.observe(text))
        if changed:
            self._coverage_changed.update(changed)
            self._coverage_throttle.request(self._loop)
        self.timings["coverage"] += time.perf_counter() - t0

    def _emit_coverage(self) -> None:
        if self.coverage is None:
            return
        t0 = time.perf_counter()
        changed, self._coverage_changed = self._coverage_changed, {}
        self.bus.emit(
            CoverageChanged(
                room=self.coverage.room_share,
                documents=changed,
                folders=self.coverage.folder_shares(changed),
            )
        )
        if (
            self.coverage.dirty
            and time.monotonic() - self._coverage_saved >= COVERAGE_SAVE_INTERVAL
        ):
            self._save_coverage()
        self.timings["coverage"] += time.perf_counter() - t0

    def _save_coverage(self) -> None:
        if self.coverage is None or self.coverage.path is None:
            return
        try:
            self.coverage.save()
        except OSError as exc:
            self.bus.emit(Notice(level="warning", message=f"cannot save coverage: {exc}"))
        self._coverage_saved = time.monotonic()

    def _emit_budget(self) -> None:
        usage = self.usage()
        self.bus.emit(
            BudgetUpdate(
                turns=self.turns,
                max_turns=self.settings.budget.max_turns,
                tokens=usage.tokens_dict(),
                cost=dict(usage.cost),
                subcalls=usage.subcalls,
                in_flight=usage.in_flight,
                elapsed=usage.elapsed,
                limits=Limits.of(self.settings).to_dict(),
            )
        )

    def flush_events(self) -> None:
        """Emit the pending coverage and budget events now (the end of a turn or run)."""
        if self.coverage is not None:
            self._coverage_changed.update(self.coverage.flush(timeout=0))
        self._coverage_throttle.flush()
        self._budget_throttle.flush()

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
        if self.coverage is not None:
            changed = await asyncio.to_thread(self.coverage.flush, 60.0)
            self._coverage_changed.update(changed)
            self._coverage_throttle.run()
            self._save_coverage()
        self._budget_throttle.run()
        self.close()

    def close(self) -> None:
        """Close files and the private loop (aclose() also emits the last events)."""
        if not self._closed and self.coverage is not None and self.coverage.dirty:
            self._save_coverage()
        self._closed = True
        self._writer.close()
        thread, loop = self._own_loop_thread, self._loop
        if thread is not None and loop is not None:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(5)
            self._own_loop_thread = None
            self._loop = None
