"""The host side of the root's REPL: starts the sandboxed kernel process and runs cells in it.

The kernel (``kernel_main``) is a separate Python process with a persistent namespace. Host
and kernel talk over two dedicated pipes (``kernel_protocol``), never over stdout. While a
cell runs, the REPL API in the kernel calls host services: a reader thread here receives each
request and a pool of service threads answers it through :mod:`repl_host` (whitelist, argument
checks, errors as replies): requests from several threads of a cell are served together. One
process, its pipes and threads: :mod:`kernel_process`; this module runs cells in it.

Timeouts: a cell gets ``timeout`` seconds of its own time; time spent waiting on model calls
(``llm_query``, ``llm_batch``, ``review``) does not count, up to ``MODEL_WAIT_FACTOR`` times
the timeout in all. At the limit the cell is interrupted (SIGINT -> KeyboardInterrupt); if it
has not stopped after ``interrupt_grace`` seconds the kernel is killed and restarted (its
variables are lost, the run goes on).

The host trusts nothing the kernel says (any cell may be hostile). It reads the kernel's pipe
with a frame cap and a deadline per frame, writes to it without blocking and with a deadline,
keeps its own count of cells and accepts exactly one result per cell, for the cell it sent; a
message out of turn (a result for another cell or a second one, a reply nobody asked for, an
unknown type, an oversized or malformed frame, a write the kernel does not read) is a
protocol violation: the kernel is killed and restarted and the cell says so in plain words.
Output is truncated here, whatever the kernel claims.
"""

from __future__ import annotations

import queue
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diligence_tui.harness import isolation, kernel_channel, kernel_protocol
from diligence_tui.harness.kernel_process import KernelError as KernelError
from diligence_tui.harness.kernel_process import KernelProcess
from diligence_tui.harness.repl_host import KernelServices
from diligence_tui.settings import KernelSettings

MODEL_WAIT_FACTOR = 12
ERROR_CHARS = 8_000  # an error text from the kernel is cut to this (head + tail) on the host


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


class Kernel:
    """The root's REPL: a sandboxed kernel process with a persistent namespace."""

    interrupt_grace = 3.0  # seconds between SIGINT and kill
    start_timeout = 60.0
    write_timeout = kernel_channel.WRITE_SECONDS  # a write the kernel does not read in time
    frame_timeout = kernel_protocol.FRAME_SECONDS  # a frame begun and not finished in time
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
        self._proc: KernelProcess | None = None
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
            proc = KernelProcess(self, plan)
            try:
                message = proc.messages.get(timeout=self.start_timeout)
            except queue.Empty:
                message = None
            if message is None or message.get("type") != "ready":
                detail = proc.stderr_tail()
                exit_text = proc.channel.broken or proc.describe_exit()
                proc.stop(graceful=False)
                raise KernelError(
                    f"the kernel process did not start ({exit_text})"
                    + (f":\n{detail}" if detail else "")
                )
            info = message.get("sandbox")
            report = dict(info) if isinstance(info, dict) else {}  # the kernel's own word
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
            note = ""
            if self._proc is not None and (
                self._proc.channel.broken or self._proc.popen.poll() is not None
            ):
                # condemned or dead since the last cell (a thread of an earlier cell)
                note = self._restart_note(self._proc)
            if self._proc is None:
                self.start()
            proc = self._proc
            assert proc is not None
            self.cells += 1
            cell = self.cells
            limit = self.settings.cell_timeout if timeout is None else timeout
            started = time.monotonic()
            model_before = proc.model_seconds()
            if not proc.channel.expect_result(cell) or not proc.send(
                {"type": "execute", "cell": cell, "code": code}
            ):
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
                        proc.channel.cell_ended()
                        return self._kill_and_restart(cell, started, limit)
                    wait = self.interrupt_grace - waited
                try:
                    message = proc.messages.get(timeout=wait)
                except queue.Empty:
                    continue
                if message is None:
                    return self._died(proc, cell, started)
                # the channel let through only this cell's one result
                result = self._result(message, cell, started, limit if interrupted_at else None)
                if note:
                    result.restarted = True
                    result.output = note + result.output
                return result

    def _restart_note(self, proc: KernelProcess) -> str:
        why = proc.channel.broken or proc.describe_exit()
        failed = self._restart()
        note = (
            f"[note: the kernel was restarted before this cell ({kernel_channel.plain_violation(why)}); "
            "all REPL variables of earlier cells are lost]\n"
        )
        if failed:
            note += f"[note: the restart failed: {failed}]\n"
        return note

    def _result(
        self, message: dict[str, Any], cell: int, started: float, timed_out_after: float | None
    ) -> CellResult:
        error = kernel_channel.clip(str(message.get("error") or ""), ERROR_CHARS)
        if timed_out_after is not None:
            head = (
                f"TimeoutError: the cell ran over its {timed_out_after:g} s limit and was "
                "interrupted; the kernel and its variables are intact."
            )
            if message.get("error_kind") == "interrupted":
                error = head + ("\nWhere it stopped:\n" + error if error else "")
            elif not error:
                error = head
        # The kernel's own truncation and counts are its word: cut again here, and never
        # report fewer characters than arrived.
        output = str(message.get("output", ""))
        claimed = message.get("total_chars")
        claimed = claimed if type(claimed) is int and 0 <= claimed < 10**15 else 0
        shown = kernel_channel.truncate_output(output, self.settings.output_chars, cell)
        return CellResult(
            output=shown,
            total_chars=max(claimed, len(output)),
            truncated=shown != output or bool(message.get("truncated")),
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

    def _died(self, proc: KernelProcess, cell: int, started: float) -> CellResult:
        try:
            proc.popen.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            pass
        how = proc.describe_exit()
        violation = proc.channel.broken
        detail = proc.stderr_tail(800)
        failed = self._restart()
        if self._closed:
            error = "KernelClosed: the kernel was closed while the cell ran."
        elif violation:
            error = (
                f"KernelProtocolError: {kernel_channel.plain_violation(violation)}, so the host killed the "
                "kernel and restarted it: all REPL variables are lost (the REPL API is back). "
                "Nothing the kernel sent for this cell was kept."
            )
            if failed:
                error += f"\nThe restart failed: {failed}"
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
            proc.channel.expect_var()
            if not proc.send({"type": "get_var", "name": name}):
                self._restart()
                raise KernelError("the kernel process had ended; it was restarted")
            deadline = time.monotonic() + max(self.settings.cell_timeout, 30.0)
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    proc.channel.cell_ended()
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
