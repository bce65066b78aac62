"""The record of the gateway's calls: ``CallResult``, ``RUN_DIR/calls.jsonl``, the call
cache, coverage credited to answered prompts, and the ``SubCall*``, ``BudgetUpdate`` and
``CoverageChanged`` events (coverage and budget events throttled; the last one always goes
out).

Every attempt is a line in calls.jsonl: a failed attempt that was retried is a ``retried``
line, the call's outcome the last line.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.budget import Limits, Spending
from diligence_tui.harness.callcache import CallCache, LineWriter
from diligence_tui.harness.events import (
    BudgetUpdate,
    CoverageChanged,
    EventBus,
    Notice,
    SubCallDelta,
    SubCallFinished,
    SubCallStarted,
)
from diligence_tui.harness.gateway_litellm import loaded_litellm
from diligence_tui.harness.pricing import call_cost

if TYPE_CHECKING:
    from diligence_tui.harness.coverage import CoverageMeter
    from diligence_tui.settings import Settings

CALLS_FILE = "calls.jsonl"
COVERAGE_FILE = "coverage.json"
EVENT_INTERVAL = 0.25  # seconds between coverage / budget events (the last one always goes out)
COVERAGE_SAVE_INTERVAL = 5.0


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
    partial: str = ""  # what came of an answer that failed or was cancelled midway
    reasoning: str = ""  # a thinking model's reasoning_content (never run, never a reply)
    window: int = 0  # the model's context window the prompt was measured against
    error_kind: str = ""  # "overflow": the prompt cannot fit the model's window
    # what the call's failed attempts before the last were billed (a stream cut halfway and
    # retried), beside the last attempt's own tokens and cost above; None: price unknown
    retry_input_tokens: int = 0
    retry_output_tokens: int = 0
    retry_cost: float | None = 0.0

    @property
    def ok(self) -> bool:
        return self.status in ("ok", "cached")

    @property
    def cut(self) -> bool:
        """The reply stopped at the output cap (``max_tokens``), not where the model ended."""
        return self.finish_reason == "length"


_RESULT_FIELDS = fields(CallResult)


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


class CallRecorder:
    """Writes calls.jsonl and the cache (off the event loop), credits coverage and emits the
    call, coverage and budget events of one gateway."""

    def __init__(
        self,
        settings: Settings,
        bus: EventBus,
        spending: Spending,
        turns: Callable[[], int],
        *,
        run_dir: Path | None,
        coverage: CoverageMeter | None,
        cache_dir: Path | None,
    ) -> None:
        self.settings, self.bus, self.spending, self.turns = settings, bus, spending, turns
        self.count_cached = True  # bill a call the cache answered (Gateway.restore_with)
        self.run_dir, self.coverage = run_dir, coverage
        self.writer = LineWriter()
        self.cache = CallCache(cache_dir, self.writer)
        self.timings: dict[str, float] = {"coverage": 0.0, "record": 0.0, "events": 0.0}
        self.loop: asyncio.AbstractEventLoop | None = None  # set by the gateway at each call
        self._streamed_chars: dict[str, int] = {}  # call -> characters streamed in this attempt
        self._coverage_changed: dict[str, float] = {}
        self._coverage_throttle = _Throttle(self._emit_coverage, EVENT_INTERVAL)
        self._budget_throttle = _Throttle(self._emit_budget, EVENT_INTERVAL)
        self._coverage_saved = time.monotonic()
        if coverage is not None and run_dir is not None and coverage.path is None:
            coverage.path = run_dir / COVERAGE_FILE
            if coverage.path.exists():
                coverage.load(coverage.path)

    # -- a call's events ---------------------------------------------------------------------
    def delta(self, call_id: str, text: str, on_delta: Callable[[str], None] | None) -> None:
        self._streamed_chars[call_id] = self._streamed_chars.get(call_id, 0) + len(text)
        self.bus.emit(SubCallDelta(call_id=call_id, text=text))
        if on_delta is not None:
            try:
                on_delta(text)
            except Exception:
                pass

    def take_streamed(self, call_id: str) -> int:
        """Characters streamed by this call's attempt so far (and start counting again)."""
        return self._streamed_chars.pop(call_id, 0)

    def started(
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

    def finish(
        self, result: CallResult, started: float, canonical: str, phash: str, key: str, cached: bool
    ) -> None:
        """The call's outcome: priced, billed, cached when it answered, recorded, announced."""
        if result.input_tokens or result.output_tokens or result.ok:
            result.cost = call_cost(
                result.model, result.input_tokens, result.output_tokens, loaded_litellm()
            )
        else:
            result.cost = 0.0  # nothing was billed
        result.latency = time.monotonic() - started
        self._streamed_chars.pop(result.call_id, None)
        if self.count_cached or not cached:
            self.spending.finished(result.role, result.ok)
            self.spending.bill(result.role, result.input_tokens, result.output_tokens, result.cost)
        t0 = time.perf_counter()
        if result.status == "ok" and not cached:
            self.cache.put(
                key,
                {
                    "model": result.model,
                    "text": result.text,
                    "tool_calls": result.tool_calls,
                    "finish_reason": result.finish_reason,
                    "reasoning": result.reasoning,
                    "input_tokens": result.input_tokens,
                    "output_tokens": result.output_tokens,
                },
            )
        self.record(result, canonical, phash)
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
                retry_input_tokens=result.retry_input_tokens,
                retry_output_tokens=result.retry_output_tokens,
                retry_cost=result.retry_cost,
            )
        )
        self._budget_throttle.request(self.loop)
        self.timings["events"] += time.perf_counter() - t1

    def record_retry(self, result: CallResult, canonical: str, phash: str, wait: float) -> None:
        """A failed attempt that will be retried: billed if the server said so (and carried
        to the call's finished event, so the journal, the metrics and a resumed run's budget
        count what the gateway counted), and logged with its cost."""
        cost: float | None = 0.0
        if result.input_tokens or result.output_tokens:
            cost = call_cost(
                result.model, result.input_tokens, result.output_tokens, loaded_litellm()
            )
            self.spending.bill(result.role, result.input_tokens, result.output_tokens, cost)
            result.retry_input_tokens += result.input_tokens
            result.retry_output_tokens += result.output_tokens
            result.retry_cost = (
                None if cost is None or result.retry_cost is None else result.retry_cost + cost
            )
        self.record(result, canonical, phash, status="retried", retry_in=round(wait, 3), cost=cost)

    def record(self, result: CallResult, canonical: str, phash: str, **override: Any) -> None:
        if self.run_dir is None:
            return
        line = {f.name: getattr(result, f.name) for f in _RESULT_FIELDS}
        line.update(override)
        line["prompt_hash"] = phash
        line["t"] = time.time()
        text = json.dumps(line, ensure_ascii=False, default=str)
        self.writer.append(self.run_dir / CALLS_FILE, f'{text[:-1]}, "messages": {canonical}}}\n')

    # -- coverage and budget -----------------------------------------------------------------
    def observe_coverage(self, messages: list[dict]) -> None:
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
            self._coverage_throttle.request(self.loop)
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
            self.save_coverage()
        self.timings["coverage"] += time.perf_counter() - t0

    def save_coverage(self) -> None:
        if self.coverage is None or self.coverage.path is None:
            return
        try:
            self.coverage.save()
        except OSError as exc:
            self.bus.emit(Notice(level="warning", message=f"cannot save coverage: {exc}"))
        self._coverage_saved = time.monotonic()

    def _emit_budget(self) -> None:
        usage = self.spending.usage()
        self.bus.emit(
            BudgetUpdate.of(
                usage,
                self.turns(),
                self.settings.budget.max_turns,
                Limits.of(self.settings).to_dict(),
            )
        )

    async def aclose(self) -> None:
        """Match queued coverage, emit the last events, save coverage."""
        if self.coverage is not None:
            changed = await asyncio.to_thread(self.coverage.flush, 60.0)
            self._coverage_changed.update(changed)
            self._coverage_throttle.run()
            self.save_coverage()
        self._budget_throttle.run()

    def close(self) -> None:
        if self.coverage is not None and self.coverage.dirty:
            self.save_coverage()
        self.writer.close()
