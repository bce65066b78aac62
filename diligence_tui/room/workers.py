"""Extraction in worker processes that can be killed and replaced.

PDFium is not thread-safe and a pathological file must not stall the ingest, so each file is
extracted in a worker process with a time cap. A worker that runs over the cap (or dies) is
terminated and a fresh one takes its place; the file is reported with the reason.

The cap is honest on a loaded machine: it is CPU time the worker spent on the file
(``/proc/<pid>/stat`` on Linux), not wall time, which a machine running at a load of 20 would
spend waiting for a core. A reader that waits without computing (a stuck read) is stopped by a
wall-time cap ``WALL_STRETCH`` times longer, stretched further by the load per core, and so
is a worker's start-up (its imports). A file over the cap is tried once more on a fresh worker
before it is skipped; a skip for time, a failed start or a crash says so (:func:`transient`),
and the indexer tries such a file again in its next session (room/indexer.py).

Workers are forked from a forkserver (safe even when the parent has threads running, like the
TUI or Tantivy's writer) and stay alive between runs until :meth:`ExtractionPool.close`.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.context import BaseContext
from typing import Any

from diligence_tui.room.extract import Extracted, FileResult, Limits, kind_for_name
from diligence_tui.room.types import SKIPPED

DEFAULT_EXTRACTOR = "diligence_tui.room.extract:extract_file"
DEPTH = 3  # files queued per worker
STARTUP_TIMEOUT = 120.0  # seconds a new worker may take to import its readers (unloaded)
WALL_STRETCH = 3.0  # a file's wall-time cap, in multiples of its CPU-time cap
ATTEMPTS = 2  # a file over the time cap is tried this many times before it is skipped
START_FAILED = "could not start an extraction worker"
CRASHED = "the reader crashed on this file"
# skip reasons that say more about the machine at that moment than about the file
TRANSIENT = ("extraction took", "extraction did not finish", START_FAILED, CRASHED)
# imported once in the forkserver, so every (re)started worker has them at no cost
PRELOAD = [
    "diligence_tui.room.extract",
    "diligence_tui.room.extract.text",
    "diligence_tui.room.extract.pdf",
    "diligence_tui.room.extract.word",
    "diligence_tui.room.extract.sheet",
    "diligence_tui.room.extract.slides",
    "diligence_tui.room.extract.web",
    "diligence_tui.room.extract.mail",
    "diligence_tui.tokens",
    "pypdfium2",
    "docx",
    "openpyxl",
    "pptx",
    "selectolax.lexbor",
    "charset_normalizer",
]


def transient(reason: str) -> bool:
    """True for a skip that another attempt may not repeat (time cap, start-up, crash)."""
    return reason.startswith(TRANSIENT)


def load_stretch() -> float:
    """How much slower than unloaded a wall-time cap should allow: the load per core (1 at
    most one runnable process per core)."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):  # not every platform has it
        return 1.0
    return max(1.0, load / (os.cpu_count() or 1))


_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def process_cpu(pid: int) -> float | None:
    """CPU seconds (user + system) process ``pid`` has used; None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICK  # utime, stime (fields 14, 15)
    except (OSError, IndexError, ValueError):
        return None


def overdue(cpu: float | None, wall: float, timeout: float, stretch: float) -> str:
    """Why a file has run over its cap ("" while it has not): more than ``timeout`` CPU
    seconds, or (a reader waiting, or CPU time unknown) past its wall-time cap."""
    if cpu is not None and cpu > timeout:
        return f"extraction took more than {timeout:g}s of CPU time (ingest.file_timeout)"
    cap = timeout * stretch * (WALL_STRETCH if cpu is not None else 1.0)
    if wall > cap:
        return (
            f"extraction did not finish within {cap:.0f}s of wall time "
            f"(ingest.file_timeout {timeout:g}s)"
        )
    return ""


@dataclass(frozen=True)
class Task:
    key: Any  # the caller's handle (e.g. the relative path)
    path: str  # absolute path to read
    name: str  # file name (decides the reader together with the bytes)


def _resolve(ref: str) -> Callable[[str, str, Limits], FileResult]:
    module, _, func = ref.partition(":")
    return getattr(importlib.import_module(module), func)


def _worker_main(conn: Connection, extractor: str, limits: Limits) -> None:
    func = _resolve(extractor)
    conn.send((0, None))  # ready: the time cap counts from the first task, not the start-up
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        task_id, path, name = message
        cpu_start = time.process_time()
        try:
            result = func(path, name, limits)
        except BaseException as exc:  # noqa: BLE001 - a reader bug must not kill the worker
            reason = f"the reader failed ({type(exc).__name__}: {str(exc)[:120]})"
            result = FileResult(Extracted(kind=kind_for_name(name), status=SKIPPED, reason=reason))
        result.cpu = time.process_time() - cpu_start
        try:
            conn.send((task_id, result))
        except (BrokenPipeError, OSError):
            return


class _Worker:
    def __init__(self, ctx: Any, extractor: str, limits: Limits) -> None:
        parent, child = ctx.Pipe(duplex=True)
        self.conn: Connection = parent
        self.process = ctx.Process(
            target=_worker_main, args=(child, extractor, limits), daemon=True
        )
        self.process.start()
        child.close()
        self.inflight: deque[tuple[int, Task]] = deque()  # sent, not answered, in order
        self.last_seen = 0.0  # when the parent last heard from it (or gave it work when idle)
        self.cpu_seen: float | None = None  # its CPU seconds at that moment (None: unknown)
        self.ready = False
        self.born = time.monotonic()

    def heard(self) -> None:
        """The parent heard from it (or gave it work while idle): its current file starts."""
        self.last_seen = time.monotonic()
        pid = self.process.pid
        self.cpu_seen = process_cpu(pid) if pid else None

    def spent(self) -> float | None:
        """CPU seconds spent on its current file (None: unknown)."""
        pid = self.process.pid
        now = process_cpu(pid) if pid else None
        return None if now is None or self.cpu_seen is None else now - self.cpu_seen

    def kill(self) -> None:
        try:
            self.process.kill()
            self.process.join(timeout=5)
        except (OSError, ValueError, AttributeError):
            pass
        try:
            self.conn.close()
        except OSError:
            pass

    def stop(self) -> None:
        try:
            self.conn.send(None)
            self.process.join(timeout=2)
        except (OSError, ValueError, BrokenPipeError):
            pass
        if self.process.is_alive():
            self.kill()
        else:
            self.conn.close()


class ExtractionPool:
    """Run :class:`Task` s on ``workers`` processes with a per-file time cap."""

    def __init__(
        self,
        workers: int = 0,
        timeout: float = 60.0,
        limits: Limits | None = None,
        extractor: str = DEFAULT_EXTRACTOR,
    ) -> None:
        self.size = max(1, workers or os.cpu_count() or 1)
        self.timeout = timeout
        self.limits = limits or Limits()
        self.extractor = extractor
        self._ctx: BaseContext
        if "forkserver" in multiprocessing.get_all_start_methods():
            forkserver = multiprocessing.get_context("forkserver")
            forkserver.set_forkserver_preload([*PRELOAD, extractor.partition(":")[0]])
            self._ctx = forkserver
        else:  # Windows: no forkserver
            self._ctx = multiprocessing.get_context("spawn")
        self._workers: list[_Worker] = []
        self._next_id = 0
        self.killed = 0  # workers terminated for running over time or dying
        self.retried = 0  # files tried again after running over the time cap
        self.cpu_seconds = 0.0  # CPU the workers spent on files (for benchmarks)

    def warm(self) -> None:
        """Start the workers now (the first start imports the readers: about a second)."""
        while len(self._workers) < self.size:
            self._spawn()

    def _spawn(self) -> _Worker:
        worker = _Worker(self._ctx, self.extractor, self.limits)
        self._workers.append(worker)
        return worker

    def _replace(self, worker: _Worker) -> None:
        worker.kill()
        self._workers.remove(worker)
        self.killed += 1

    def run(self, tasks: Iterable[Task]) -> Iterator[tuple[Task, FileResult]]:
        """Yield ``(task, result)`` as files finish; a file over the time cap, or one that kills
        its worker, yields a skipped result with the reason, and a fresh worker takes over.

        Each worker has up to ``DEPTH`` files queued, so it keeps reading while the caller is
        busy with a result. A worker answers in order; the time cap of the file it is on
        counts from the moment the parent last heard from it, which is never later than the
        moment that file started, so a file always gets at least the full cap.
        """
        pending = deque(tasks)
        if not pending:
            return
        while len(self._workers) < min(self.size, len(pending)):
            self._spawn()
        failed_starts = 0
        attempts: dict[int, int] = {}  # id(task) -> attempts that ran over the time cap

        def busy() -> bool:
            return any(w.inflight for w in self._workers)

        def requeue(worker: _Worker) -> None:
            # the files queued behind the one that failed go back to the front, in order
            for _tid, queued in reversed(list(worker.inflight)[1:]):
                pending.appendleft(queued)

        while pending or busy():
            for worker in self._workers:
                while pending and worker.ready and len(worker.inflight) < DEPTH:
                    task = pending.popleft()
                    self._next_id += 1
                    try:
                        worker.conn.send((self._next_id, task.path, task.name))
                    except (OSError, ValueError):
                        pending.appendleft(task)
                        worker.ready = False  # its pipe is gone: the wait below reaps it
                        break
                    if not worker.inflight:
                        worker.heard()
                    worker.inflight.append((self._next_id, task))
            now = time.monotonic()
            stretch = load_stretch()
            # CPU time is checked at least once a second; it never runs ahead of wall time
            deadlines = [w.last_seen + self.timeout for w in self._workers if w.inflight]
            deadlines += [w.born + STARTUP_TIMEOUT * stretch for w in self._workers if not w.ready]
            timeout = min(max(0.0, min(deadlines, default=now + 1) - now), 1.0) + 0.01
            ready = wait([w.conn for w in self._workers], timeout=timeout)
            by_conn: dict[object, _Worker] = {w.conn: w for w in self._workers}
            for conn in ready:
                worker = by_conn[conn]
                try:
                    task_id, result = worker.conn.recv()
                except (EOFError, OSError):
                    self._replace(worker)
                    if worker.inflight:
                        requeue(worker)
                        task = worker.inflight[0][1]
                        yield task, _failed(task, CRASHED)
                    else:
                        failed_starts += 1
                    if failed_starts <= 3 and (pending or busy()):
                        self._spawn()
                    continue
                worker.heard()
                if result is None:
                    worker.ready = True
                    continue
                expected, task = worker.inflight.popleft()
                assert expected == task_id
                self.cpu_seconds += getattr(result, "cpu", 0.0)
                yield task, result
            if failed_starts > 3 or not self._workers:
                for worker in list(self._workers):
                    pending.extendleft(t for _tid, t in reversed(worker.inflight))
                    self._replace(worker)
                for task in pending:
                    yield task, _failed(task, START_FAILED)
                return
            now = time.monotonic()
            stretch = load_stretch()
            for worker in list(self._workers):
                late = ""
                if worker.inflight:
                    late = overdue(worker.spent(), now - worker.last_seen, self.timeout, stretch)
                stuck = not worker.ready and now - worker.born > STARTUP_TIMEOUT * stretch
                if (late or stuck) and not worker.conn.poll():
                    self._replace(worker)
                    if worker.inflight:
                        requeue(worker)
                        task = worker.inflight[0][1]
                        tries = attempts[id(task)] = attempts.get(id(task), 0) + 1
                        if tries < ATTEMPTS:  # once more, on a fresh worker, first in line
                            pending.appendleft(task)
                            self.retried += 1
                        else:
                            yield task, _failed(task, f"{late}, {tries} times")
                    else:
                        failed_starts += 1
                    if pending or busy():
                        self._spawn()

    def close(self) -> None:
        for worker in self._workers:
            worker.stop()
        self._workers.clear()

    def __enter__(self) -> ExtractionPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _failed(task: Task, reason: str) -> FileResult:
    return FileResult(Extracted(kind=kind_for_name(task.name), status=SKIPPED, reason=reason))
