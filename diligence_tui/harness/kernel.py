"""The host side of the root's REPL: starts the sandboxed kernel process and runs cells in it.

The kernel (``kernel_main``) is a separate Python process with a persistent namespace. Host
and kernel talk over two dedicated pipes (``kernel_protocol``), never over stdout. While a
cell runs, the REPL API in the kernel calls host services: a reader thread here receives each
request and a pool of service threads answers it through :mod:`repl_host` (whitelist, argument
checks, errors as replies): requests from several threads of a cell are served together.

Timeouts: a cell gets ``timeout`` seconds of its own time; time spent waiting on model calls
(``llm_query``, ``llm_batch``, ``review``) does not count, up to ``MODEL_WAIT_FACTOR`` times
the timeout in all. At the limit the cell is interrupted (SIGINT -> KeyboardInterrupt); if it
has not stopped after ``interrupt_grace`` seconds the kernel is killed and restarted (its
variables are lost, the run goes on).
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diligence_tui.harness import isolation, kernel_protocol, repl_host, sandbox
from diligence_tui.harness.repl_host import KernelServices
from diligence_tui.settings import KernelSettings

MODEL_WAIT_FACTOR = 12
SERVICE_THREADS = 16  # service calls answered at once (from threads of a cell)


@dataclass
class CellResult:
    output: str  # stdout + stderr + repr of a final expression, truncated head + tail
    total_chars: int  # true length of the output
    truncated: bool
    error: str  # "" when the cell ran to the end; else what went wrong, in plain words
    seconds: float
    restarted: bool  # the kernel was restarted: the REPL's variables are gone
    cell: int = 0  # the cell's number: its full output is ``_outputs[cell]`` in the REPL

    @property
    def ok(self) -> bool:
        return not self.error


def _no_output(cell: int, started: float, error: str, restarted: bool) -> CellResult:
    """The result of a cell that ended without a result from the kernel."""
    return CellResult(
        output="",
        total_chars=0,
        truncated=False,
        error=error,
        seconds=time.monotonic() - started,
        restarted=restarted,
        cell=cell,
    )


class KernelError(RuntimeError):
    """The kernel process could not be started or stopped answering."""


class _Process:
    """One kernel process, its pipes, its reader thread and its service thread."""

    def __init__(self, kernel: Kernel, plan: isolation.Plan) -> None:
        self.kernel = kernel
        self.messages: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.write_lock = threading.Lock()
        self.model_lock = threading.Lock()
        self.model_total = 0.0
        self.model_since: float | None = None  # since when a model call has been in flight
        self.model_busy = 0  # model calls in flight
        self.services = ThreadPoolExecutor(
            max_workers=SERVICE_THREADS, thread_name_prefix="kernel-services"
        )
        self.stderr = tempfile.TemporaryFile()
        host_read, kernel_write = os.pipe()
        kernel_read, host_write = os.pipe()
        config = {
            "read_fd": kernel_read,
            "write_fd": kernel_write,
            "scratch": str(kernel.scratch),
            "room": str(kernel.room_root),
            "memory_mb": kernel.settings.memory_mb,
            "output_chars": kernel.settings.output_chars,
            "reserved_extra": kernel.reserved_extra,
            "isolate_network": kernel.isolate_network,
            "audit_hook": kernel.audit_hook,
            "isolation": plan.config,
            "host_pid": os.getpid(),
        }
        command = [
            sys.executable,
            "-B",
            "-s",
            "-m",
            "diligence_tui.harness.kernel_main",
            json.dumps(config),
        ]
        try:
            self.launched = isolation.spawn(
                plan,
                command,
                env=sandbox.kernel_env(kernel.scratch),
                room=kernel.room_root,
                scratch=kernel.scratch,
                stderr=self.stderr,
                pass_fds=(kernel_read, kernel_write),
            )
        except (OSError, isolation.IsolationError) as exc:
            for fd in (host_read, kernel_write, kernel_read, host_write):
                os.close(fd)
            raise KernelError(f"cannot start the kernel process: {exc}") from None
        self.popen = self.launched.popen
        os.close(kernel_read)
        os.close(kernel_write)
        self.read_fd, self.write_fd = host_read, host_write
        self.reader = threading.Thread(target=self._read, name="kernel-host-reader", daemon=True)
        self.reader.start()

    # -- messages ----------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> bool:
        try:
            with self.write_lock:
                if self.write_fd < 0:
                    return False
                kernel_protocol.write_message(self.write_fd, message)
            return True
        except (OSError, ValueError, kernel_protocol.ProtocolError):
            return False

    def _read(self) -> None:
        try:
            while True:
                message = kernel_protocol.read_message(self.read_fd)
                if message is None:
                    break
                if message["type"] == "rpc":
                    self.services.submit(self._serve, message)
                else:
                    self.messages.put(message)
        except Exception:  # a broken pipe, a protocol error, or stop() under way
            pass
        finally:
            # This thread owns the read end: closing it elsewhere while a read is blocked
            # could hand the number to another file before the read returns.
            os.close(self.read_fd)
        self.messages.put(None)

    def _serve(self, message: dict[str, Any]) -> None:
        is_model = message.get("method") in repl_host.MODEL_METHODS
        if is_model:
            with self.model_lock:
                if not self.model_busy:
                    self.model_since = time.monotonic()
                self.model_busy += 1
        try:
            reply = repl_host.handle_request(
                self.kernel.services, message, self.kernel.reserved_extra
            )
        finally:
            if is_model:
                with self.model_lock:
                    self.model_busy -= 1
                    if not self.model_busy:
                        now = time.monotonic()
                        self.model_total += now - (self.model_since or now)
                        self.model_since = None
        if not self.send(reply) and reply.get("ok"):
            # most likely over the message size limit; the kernel must not wait forever
            method = message.get("method")
            self.send(
                {
                    "type": "rpc_result",
                    "id": reply.get("id"),
                    "ok": False,
                    "error": f"{method}: the result is too large to send to the REPL",
                }
            )

    def model_seconds(self) -> float:
        with self.model_lock:
            busy = time.monotonic() - self.model_since if self.model_since is not None else 0.0
            return self.model_total + busy

    def stderr_tail(self, chars: int = 2000) -> str:
        try:
            self.stderr.seek(0, os.SEEK_END)
            size = self.stderr.tell()
            self.stderr.seek(max(0, size - chars))
            return self.stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""

    def interrupt(self) -> None:
        self.launched.signal(signal.SIGINT)

    def stop(self, graceful: bool = True) -> None:
        if graceful and self.popen.poll() is None:
            self.send({"type": "shutdown"})
            try:
                self.popen.wait(timeout=2.0)
            except subprocess.TimeoutExpired:
                pass
        self.launched.kill()  # the kernel and everything it started
        with self.write_lock:
            if self.write_fd >= 0:
                os.close(self.write_fd)
                self.write_fd = -1
        self.reader.join(timeout=5.0)  # it sees end of file now that the process is gone
        self.services.shutdown(wait=False, cancel_futures=True)
        self.stderr.close()

    def describe_exit(self) -> str:
        code = self.launched.exit_code()
        if code is None:
            return "it stopped answering"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"it was killed by {name}"
        return f"it exited with status {code}"


class Kernel:
    """The root's REPL: a sandboxed kernel process with a persistent namespace."""

    interrupt_grace = 3.0  # seconds between SIGINT and kill
    start_timeout = 60.0
    isolate_network = True  # unshare a network namespace where the OS allows it
    audit_hook = True

    def __init__(
        self,
        scratch: Path,
        room_root: Path,
        services: KernelServices,
        settings: KernelSettings,
        reserved_extra: dict[str, str] | None = None,
    ) -> None:
        self.scratch = Path(scratch).resolve()
        self.room_root = Path(room_root).resolve()
        self.services = services
        self.settings = settings
        self.reserved_extra = dict(reserved_extra or {})
        self.sandbox: dict[str, Any] = {}  # what the kernel reported about its sandbox
        self.plan: isolation.Plan | None = None  # how the next kernel process is isolated
        self.restarts = 0
        self.cells = 0
        self._proc: _Process | None = None
        self._lock = threading.RLock()
        self._closed = False

    # -- life cycle --------------------------------------------------------------------------
    def start(self) -> None:
        with self._lock:
            self._closed = False
            if self._proc is not None:
                return
            self.scratch.mkdir(parents=True, exist_ok=True)
            try:
                plan = isolation.plan(self.settings.isolation, self.settings.scratch_mb)
            except isolation.IsolationError as exc:
                raise KernelError(str(exc)) from None
            self.plan = plan
            proc = _Process(self, plan)
            try:
                message = proc.messages.get(timeout=self.start_timeout)
            except queue.Empty:
                message = None
            if message is None or message.get("type") != "ready":
                detail = proc.stderr_tail()
                exit_text = proc.describe_exit()
                proc.stop(graceful=False)
                raise KernelError(
                    f"the kernel process did not start ({exit_text})"
                    + (f":\n{detail}" if detail else "")
                )
            report = dict(message.get("sandbox", {}))
            # the pid as the host sees it (inside its PID namespace the kernel is PID 1)
            report["pid_in_sandbox"] = report.get("pid")
            report["pid"] = proc.launched.pid
            self.sandbox = {"isolation": plan.describe(), **report}
            self._proc = proc

    def close(self) -> None:
        """Stop the kernel process. From another thread while a cell runs, the process is
        killed and that cell returns an error (no restart)."""
        self._closed = True
        if not self._lock.acquire(blocking=False):
            proc = self._proc
            if proc is not None and proc.popen.poll() is None:
                proc.launched.kill()
            self._lock.acquire()
        try:
            if self._proc is not None:
                self._proc.stop()
                self._proc = None
        finally:
            self._lock.release()

    def interrupt(self) -> None:
        """Interrupt the running cell now (KeyboardInterrupt in the cell); safe from any
        thread. A no-op between cells."""
        proc = self._proc
        if proc is not None:
            proc.interrupt()

    def __enter__(self) -> Kernel:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _restart(self) -> str:
        """Kill the process and start a fresh one; returns "" or why the restart failed."""
        if self._proc is not None:
            self._proc.stop(graceful=False)
            self._proc = None
        if self._closed:
            return "the kernel was closed"
        self.restarts += 1
        try:
            self.start()
            return ""
        except KernelError as exc:
            return str(exc)

    # -- cells -------------------------------------------------------------------------------
    def execute(self, code: str, timeout: float | None = None) -> CellResult:
        """Run one cell (blocking) and return what it printed, or why it failed."""
        with self._lock:
            if self._proc is None:
                self.start()
            proc = self._proc
            assert proc is not None
            self.cells += 1
            cell = self.cells
            limit = self.settings.cell_timeout if timeout is None else timeout
            started = time.monotonic()
            model_before = proc.model_seconds()
            if not proc.send({"type": "execute", "cell": cell, "code": code}):
                return self._died(proc, cell, started)
            interrupted_at: float | None = None
            while True:
                now = time.monotonic()
                if interrupted_at is None:
                    wait: float | None = None
                    if limit and limit > 0:
                        own = (now - started) - (proc.model_seconds() - model_before)
                        if own >= limit or now - started >= limit * MODEL_WAIT_FACTOR:
                            proc.interrupt()
                            interrupted_at = now
                            continue
                        wait = min(limit - own, 0.5)
                else:
                    waited = now - interrupted_at
                    if waited >= self.interrupt_grace:
                        return self._kill_and_restart(cell, started, limit)
                    wait = self.interrupt_grace - waited
                try:
                    message = proc.messages.get(timeout=wait)
                except queue.Empty:
                    continue
                if message is None:
                    return self._died(proc, cell, started)
                if message.get("type") == "result" and message.get("cell") == cell:
                    return self._result(message, cell, started, limit if interrupted_at else None)

    def _result(
        self, message: dict[str, Any], cell: int, started: float, timed_out_after: float | None
    ) -> CellResult:
        error = str(message.get("error") or "")
        if timed_out_after is not None:
            head = (
                f"TimeoutError: the cell ran over its {timed_out_after:g} s limit and was "
                "interrupted; the kernel and its variables are intact."
            )
            if message.get("error_kind") == "interrupted":
                error = head + ("\nWhere it stopped:\n" + error if error else "")
            elif not error:
                error = head
        return CellResult(
            output=str(message.get("output", "")),
            total_chars=int(message.get("total_chars", 0)),
            truncated=bool(message.get("truncated")),
            error=error,
            seconds=time.monotonic() - started,
            restarted=False,
            cell=cell,
        )

    def _kill_and_restart(self, cell: int, started: float, limit: float) -> CellResult:
        failed = self._restart()
        error = (
            f"TimeoutError: the cell ran over its {limit:g} s limit and did not stop when "
            f"interrupted, so the kernel was restarted: all REPL variables are lost "
            f"(the REPL API is back)."
        )
        if failed:
            error += f" The restart failed: {failed}"
        return _no_output(cell, started, error, restarted=True)

    def _died(self, proc: _Process, cell: int, started: float) -> CellResult:
        try:
            proc.popen.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            pass
        how = proc.describe_exit()
        detail = proc.stderr_tail(800)
        failed = self._restart()
        if self._closed:
            error = "KernelClosed: the kernel was closed while the cell ran."
        else:
            error = (
                f"KernelDied: the kernel process ended while running the cell ({how}); it "
                "was restarted and all REPL variables are lost (the REPL API is back)."
            )
            if detail:
                error += f"\nLast words:\n{detail}"
            if failed:
                error += f"\nThe restart failed: {failed}"
        return _no_output(cell, started, error, restarted=not self._closed)

    # -- variables ---------------------------------------------------------------------------
    def get_var(self, name: str) -> Any:
        """The value of a REPL variable if it is JSON-able, else its repr. KeyError if unset."""
        with self._lock:
            if self._proc is None:
                self.start()
            proc = self._proc
            assert proc is not None
            if not proc.send({"type": "get_var", "name": name}):
                self._restart()
                raise KernelError("the kernel process had ended; it was restarted")
            deadline = time.monotonic() + max(self.settings.cell_timeout, 30.0)
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    self._restart()
                    raise KernelError(f"reading {name!r} did not finish; the kernel was restarted")
                try:
                    message = proc.messages.get(timeout=remaining)
                except queue.Empty:
                    continue
                if message is None:
                    self._restart()
                    raise KernelError("the kernel process ended; it was restarted")
                if message.get("type") == "var":
                    if message.get("missing"):
                        raise KeyError(name)
                    if not message.get("ok"):
                        raise ValueError(f"cannot read {name!r}: {message.get('error')}")
                    return message.get("value")
