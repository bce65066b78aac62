"""Work a workspace runs beside a live review, on the review's own loop and gateway.

The Table tab's "add a column" / "re-run a column" while a review runs: the column fills
through the run's gateway (its budgets, concurrency per endpoint, call cache, calls.jsonl and
journal), not a second gateway that would spend a budget of its own and write the same
calls.jsonl from another loop. What the analyst's column sends is not the review's measured
coverage (:class:`Uncredited`): the memo's coverage is what the review read, and a column
asked of every document would read as the review having read them all. The run waits for such work before it
writes its files (its metrics then count every call it paid for) and cancels what is left
if it fails; once it is finishing, new work is refused and the caller does it itself.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Awaitable, Callable
from typing import Any


class Uncredited:
    """A gateway whose answered prompts count as no coverage (everything else is the
    gateway's own: budgets, cache, calls.jsonl, events)."""

    def __init__(self, gateway: Any) -> None:
        self._gateway = gateway

    def credit(self, messages: list[dict]) -> None:
        """Not the review's reading: nothing is credited."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._gateway, name)


class BesideWork:
    """The jobs started beside one run (thread-safe: jobs come from the UI's threads)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._gateway: Any = None
        self._jobs: set[concurrent.futures.Future[Any]] = set()

    def open(self, loop: asyncio.AbstractEventLoop, gateway: Any) -> None:
        """The run's loop and gateway are up: work may start."""
        with self._lock:
            self._loop, self._gateway = loop, gateway

    def submit(
        self, make: Callable[[Any], Awaitable[Any]]
    ) -> concurrent.futures.Future[Any] | None:
        """Run ``make(gateway)`` on the run's loop; None when the run is not taking work
        (not started, or finishing)."""
        with self._lock:
            if self._loop is None or self._loop.is_closed():
                return None

            async def job() -> Any:
                return await make(self._gateway)

            future = asyncio.run_coroutine_threadsafe(job(), self._loop)
            self._jobs.add(future)
            future.add_done_callback(self._jobs.discard)
            return future

    @property
    def running(self) -> int:
        return sum(1 for f in list(self._jobs) if not f.done())

    async def drain(self, *, cancel: bool = False) -> None:
        """Refuse new work, then wait for (or with ``cancel``, cancel) what runs. On the run's
        loop; a job's own failure is its caller's to report, never the run's."""
        with self._lock:
            self._loop = None
            jobs = list(self._jobs)
        if cancel:
            for job in jobs:
                job.cancel()
        if jobs:
            await asyncio.gather(*(asyncio.wrap_future(j) for j in jobs), return_exceptions=True)
