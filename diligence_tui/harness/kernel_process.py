"""One kernel process as the host holds it (:class:`KernelProcess`): the sandboxed process,
its two pipes (:mod:`kernel_protocol` over :class:`kernel_channel.Channel`), its bounded
stderr, and the pool of service threads that answers the REPL API's requests while a cell
runs (through :mod:`repl_host`). :class:`diligence_tui.harness.kernel.Kernel` starts one,
runs cells in it and restarts it when it dies.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from diligence_tui.harness import isolation, kernel_protocol, kernel_spawn, repl_host, sandbox
from diligence_tui.harness.kernel_channel import Channel
from diligence_tui.harness.kernel_stderr import KernelStderr

if TYPE_CHECKING:
    from diligence_tui.harness.kernel import Kernel

SERVICE_THREADS = 16  # service calls answered at once (from threads of a cell)
BETWEEN_CELLS = (
    "the REPL API answers only while a cell runs (a thread left running by an earlier cell "
    "called it); nothing was done"
)


class KernelError(RuntimeError):
    """The kernel process could not be started or stopped answering."""


class KernelProcess:
    """One kernel process, its pipes, its reader thread and its service thread."""

    def __init__(self, kernel: Kernel, plan: isolation.Plan) -> None:
        self.kernel = kernel
        self.model_lock = threading.Lock()
        self.model_total = 0.0
        self.model_since: float | None = None  # since when a model call has been in flight
        self.model_busy = 0  # model calls in flight
        self.services = ThreadPoolExecutor(
            max_workers=SERVICE_THREADS, thread_name_prefix="kernel-services"
        )
        self.stderr = KernelStderr()  # bounded: a cell writing to fd 2 without end fills nothing
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
            self.launched = kernel_spawn.spawn(
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
            self.stderr.close()
            raise KernelError(f"cannot start the kernel process: {exc}") from None
        self.stderr.spawned()
        self.popen = self.launched.popen
        os.close(kernel_read)
        os.close(kernel_write)
        self.channel = Channel(
            host_read,
            host_write,
            serve=self._submit,
            kill=self.kill,
            write_seconds=kernel.write_timeout,
            frame_seconds=kernel.frame_timeout,
        )
        self.messages = self.channel.messages

    # -- messages ----------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> bool:
        return self.channel.send(message)

    def kill(self) -> None:
        """A protocol violation: the kernel and everything it started go at once."""
        self.launched.kill()

    def _submit(self, message: dict[str, Any], in_cell: bool) -> None:
        try:
            self.services.submit(self._serve, message, in_cell)
        except RuntimeError:  # the pool is shut down: the process is being stopped
            self.channel.rpc_answered(message)

    def _serve(self, message: dict[str, Any], in_cell: bool) -> None:
        try:
            if in_cell:
                self._answer(message)
            else:
                method = str(message.get("method"))[:100]
                self.send(
                    {
                        "type": "rpc_result",
                        "id": message.get("id"),
                        "ok": False,
                        "error": f"{method}: {BETWEEN_CELLS}",
                    }
                )
        finally:
            self.channel.rpc_answered(message)

    def _answer(self, message: dict[str, Any]) -> None:
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
        try:
            data = kernel_protocol.encode(reply)
        except kernel_protocol.ProtocolError:
            # the kernel must not wait forever for a reply that cannot be sent
            method = str(message.get("method"))[:100]
            data = kernel_protocol.encode(
                {
                    "type": "rpc_result",
                    "id": reply.get("id"),
                    "ok": False,
                    "error": f"{method}: the result is too large to send to the REPL",
                }
            )
        self.channel.send_encoded(data)

    def model_seconds(self) -> float:
        with self.model_lock:
            busy = time.monotonic() - self.model_since if self.model_since is not None else 0.0
            return self.model_total + busy

    def stderr_tail(self, chars: int = 2000) -> str:
        return self.stderr.tail_text(chars)

    def interrupt(self) -> None:
        self.launched.signal(signal.SIGINT)

    def stop(self, graceful: bool = True) -> None:
        if graceful and self.popen.poll() is None and not self.channel.broken:
            self.send({"type": "shutdown"})
            try:
                self.popen.wait(timeout=2.0)
            except subprocess.TimeoutExpired:
                pass
        self.launched.kill()  # the kernel and everything it started
        self.channel.close()
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
