"""The kernel process: ``python -m diligence_tui.harness.kernel_main CONFIG_JSON``.

It holds the REPL's namespace and runs cells sent by the host (``harness/kernel.py``). The
sandbox goes up before any cell runs (see ``sandbox.py``). Messages travel on two dedicated
pipes (``kernel_protocol``); a reader thread owns the incoming pipe, so the main thread can be
interrupted (SIGINT -> KeyboardInterrupt) anywhere without losing protocol bytes.
"""

from __future__ import annotations

import ast
import gc
import inspect
import io
import json
import linecache
import os
import queue
import signal
import sys
import threading
import time
import traceback
from typing import Any

from diligence_tui.harness import (
    kernel_protocol,
    os_layers,
    repl_api,
    repl_objects,
    repl_records,
    sandbox,
)


class _Interrupts:
    """SIGINT raises KeyboardInterrupt only inside a cell, and never in the middle of writing
    a message (it is held until the write is complete)."""

    def __init__(self) -> None:
        self.in_cell = False
        self.protected = 0
        self.pending = False

    def handler(self, signum: int, frame: Any) -> None:
        if not self.in_cell:
            return
        if self.protected:
            self.pending = True
            return
        raise KeyboardInterrupt

    def install(self) -> None:
        signal.signal(signal.SIGINT, self.handler)

    def release(self) -> None:
        if self.pending and self.in_cell and not self.protected:
            self.pending = False
            raise KeyboardInterrupt


class _Capture(io.TextIOBase):
    """stdout and stderr of a cell, in order. Keeps the first ``keep`` characters and a tail,
    and counts everything."""

    def __init__(self, keep: int, tail: int) -> None:
        self.keep = keep
        self.tail_size = tail
        self.head: list[str] = []
        self.head_len = 0
        self.tail = ""
        self.total = 0

    encoding = "utf-8"  # some code reads sys.stdout.encoding
    errors = "strict"

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self.total += len(text)
        room = self.keep - self.head_len
        if room > 0:
            part = text[:room]
            self.head.append(part)
            self.head_len += len(part)
            text = text[room:]
        if text:
            self.tail = (self.tail + text)[-self.tail_size :]
        return self.total

    def text(self) -> str:
        head = "".join(self.head)
        if self.total <= self.head_len + len(self.tail):
            return head + self.tail
        dropped = self.total - self.head_len - len(self.tail)
        return f"{head}\n[... {dropped:,} chars not kept ...]\n{self.tail}"


class KernelProcess:
    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.rfd: int = config["read_fd"]
        self.wfd: int = config["write_fd"]
        self.output_chars = int(config.get("output_chars", 8000))
        self.keep_chars = int(config.get("keep_chars", 32_000_000))
        self.memory_mb = int(config.get("memory_mb", 0))
        self.interrupts = _Interrupts()
        self.commands: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.replies: dict[int, dict[str, Any]] = {}
        self.reply_events: dict[int, threading.Event] = {}
        self.pending_lock = threading.Lock()
        self.write_lock = threading.Lock()
        self.next_id = 0
        self.namespace: dict[str, Any] = {}
        self.reserved: dict[str, Any] = {}

    # -- messages ----------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        if threading.current_thread() is not threading.main_thread():
            # SIGINT only ever interrupts the main thread: nothing to hold off here
            with self.write_lock:
                kernel_protocol.write_message(self.wfd, message, _LIMIT)
            return
        self.interrupts.protected += 1
        try:
            with self.write_lock:
                kernel_protocol.write_message(self.wfd, message, _LIMIT)
        finally:
            self.interrupts.protected -= 1
        self.interrupts.release()

    def reader(self) -> None:
        try:
            while True:
                message = kernel_protocol.read_message(self.rfd)
                if message is None:
                    break
                if message["type"] == "rpc_result":
                    with self.pending_lock:
                        event = self.reply_events.get(int(message.get("id") or 0))
                        if event is not None:  # else: a reply to an interrupted call
                            self.replies[message["id"]] = message
                            event.set()
                else:
                    self.commands.put(message)
        except (OSError, kernel_protocol.ProtocolError):
            pass
        # The host closed its end (it exited, or was killed): never outlive it, even when a
        # cell is stuck in a loop.
        os._exit(0)

    def call(self, method: str, args: dict[str, Any]) -> Any:
        """A host service call; the wait can be interrupted. Calls from several threads of
        a cell are in flight together (each waits for the reply with its own id)."""
        with self.pending_lock:
            self.next_id += 1
            call_id = self.next_id
            event = self.reply_events[call_id] = threading.Event()
        try:
            try:
                self.send({"type": "rpc", "id": call_id, "method": method, "args": args})
            except kernel_protocol.ProtocolError:
                raise RuntimeError(
                    f"{method}: the request is larger than the {_LIMIT // 2**20} MB one call to "
                    "the host can carry; split it into smaller calls"
                ) from None
            event.wait()
            with self.pending_lock:
                reply = self.replies.pop(call_id)
        finally:
            with self.pending_lock:
                self.reply_events.pop(call_id, None)
                self.replies.pop(call_id, None)
        if not reply.get("ok"):
            raise RuntimeError(reply.get("error") or f"{method} failed")
        return reply.get("result")

    # -- start -------------------------------------------------------------------------------
    def setup(self) -> dict[str, Any]:
        cfg = self.config
        iso = cfg.get("isolation") or {}
        full = iso.get("level") == "full"
        os.chdir(cfg["scratch"])
        # TMPDIR is inside scratch; in full isolation scratch is a fresh tmpfs
        os.makedirs(os.environ.get("TMPDIR") or os.path.join(cfg["scratch"], "tmp"), exist_ok=True)
        sys.dont_write_bytecode = True
        limits = sandbox.apply_rlimits(self.memory_mb)
        layers: dict[str, Any] = {}
        if full:
            network = "network namespace (bubblewrap)"
            layers["dies_with_host"] = "bubblewrap --die-with-parent; PID 1 of its namespace"
        else:
            network = sandbox.isolate_network() if cfg.get("isolate_network", True) else "disabled"
            layers["dies_with_host"] = os_layers.die_with_parent(int(cfg.get("host_pid") or 0))
        self.namespace = repl_api.build_namespace(self.call, cfg.get("reserved_extra") or {})
        names = list(repl_api.RESERVED_NAMES) + list((cfg.get("reserved_extra") or {}).keys())
        self.reserved = {name: self.namespace[name] for name in names}
        self.outputs: dict[int, str] = self.namespace["_outputs"]
        policy = sandbox.SandboxPolicy(
            scratch=os.path.realpath(cfg["scratch"]),
            read_roots=sorted(
                {
                    os.path.realpath(cfg["scratch"]),
                    os.path.realpath(cfg["room"]),
                    *sandbox.python_read_roots(),
                }
            ),
            write_roots=[os.path.realpath(cfg["scratch"])],
        )
        if full:
            # Landlock and seccomp cover the thread that applies them and the threads it
            # starts later: both go on before the reader thread exists.
            if iso.get("landlock"):
                layers["landlock"] = os_layers.apply_landlock(
                    [*policy.read_roots, *os_layers.SYSTEM_READ_ROOTS], policy.write_roots
                )
            else:
                layers["landlock"] = "unavailable: this OS kernel has no Landlock"
            import base64

            layers["seccomp"] = os_layers.apply_seccomp(base64.b64decode(iso["seccomp"]))
            sandbox.forget_ctypes()
        threading.Thread(target=self.reader, name="kernel-reader", daemon=True).start()
        self.interrupts.install()
        if cfg.get("audit_hook", True):
            sandbox.install_audit_hook(policy)
        return {
            "network": network,
            "rlimits": limits,
            "audit_hook": bool(cfg.get("audit_hook", True)),
            "pid": os.getpid(),
            "uid": os.getuid(),
            "environment": sorted(os.environ),  # names only: built from nothing by the host
            **layers,
            **policy.describe(),
        }

    def serve(self) -> None:
        info = self.setup()
        self.send({"type": "ready", "sandbox": info})
        while True:
            try:
                message = self.commands.get()
            except KeyboardInterrupt:
                continue
            if message is None or message["type"] == "shutdown":
                break
            if message["type"] == "execute":
                result = self.execute(int(message["cell"]), str(message["code"]))
                try:
                    self.send(result)
                except kernel_protocol.ProtocolError:  # an output_chars setting in the MB
                    result["output"] = result["output"][: _LIMIT // 8]
                    result["error"] = result["error"][: _LIMIT // 8]
                    self.send(result)
            elif message["type"] == "get_var":
                reply = self.get_var(str(message.get("name")))
                try:
                    kernel_protocol.encode(reply, _LIMIT)
                except kernel_protocol.ProtocolError as exc:
                    reply = {"type": "var", "ok": False, "error": str(exc)}
                self.send(reply)

    # -- cells -------------------------------------------------------------------------------
    def execute(self, cell: int, code: str) -> dict[str, Any]:
        capture = _Capture(self.keep_chars, max(self.output_chars, 1))
        filename = f"<cell-{cell}>"
        linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
        error = ""
        kind = ""
        room = self.namespace.get("room")
        if isinstance(room, repl_objects.Room):
            room.refresh()
        threads_before = set(threading.enumerate())
        started = time.monotonic()
        saved = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = capture
        try:
            self.interrupts.in_cell = True
            try:
                self._run(code, filename, capture)
            finally:
                self.interrupts.in_cell = False
                self.interrupts.pending = False
        except KeyboardInterrupt:
            kind = "interrupted"
            error = self._format_error()
        except MemoryError:
            kind = "memory"
            error = ""
            gc.collect()
            error = (
                f"MemoryError: the cell went over the kernel's memory cap "
                f"({self.memory_mb:,} MB). Variables that hold large data still take "
                f"memory: `del` them.\n" + self._format_error(limit_chars=2000)
            )
        except SystemExit as exc:
            kind = "exit"
            error = (
                f"SystemExit({exc.code!r}): exit() does not end the REPL; use submit() to finish."
            )
        except BaseException:
            kind = "error"
            error = self._format_error()
        finally:
            sys.stdout, sys.stderr = saved
            self.interrupts.install()
        seconds = time.monotonic() - started
        notes = self._restore_reserved()
        running = [t for t in threading.enumerate() if t not in threads_before and t.is_alive()]
        if running:
            notes.append(
                f"[note: {len(running)} thread(s) started by this cell are still "
                "running; interrupts do not stop them]"
            )
        if notes:
            capture.write("\n" + "\n".join(notes) + "\n")
        full = capture.text()
        self.outputs[cell] = full
        self.namespace["_last_output"] = full
        shown, truncated = self._truncate(full, capture.total, cell)
        return {
            "type": "result",
            "cell": cell,
            "output": shown,
            "total_chars": capture.total,
            "truncated": truncated,
            "error": error,
            "error_kind": kind,
            "seconds": seconds,
        }

    def _run(self, code: str, filename: str, out: _Capture) -> None:
        """Run the cell; a final expression's repr is printed. Top-level ``await`` works
        (the cell then runs in a fresh asyncio event loop)."""
        tree = ast.parse(code, filename, "exec")
        last = None
        if tree.body and isinstance(tree.body[-1], ast.Expr):
            final = tree.body.pop()
            assert isinstance(final, ast.Expr)
            last = ast.Expression(final.value)
        if tree.body:
            self._evaluate(compile(tree, filename, "exec", flags=_TOP_LEVEL_AWAIT))
        if last is not None:
            value = self._evaluate(compile(last, filename, "eval", flags=_TOP_LEVEL_AWAIT))
            if value is not None:
                out.write(repr(value) + "\n")

    def _evaluate(self, code: Any) -> Any:
        result = eval(code, self.namespace)
        if code.co_flags & inspect.CO_COROUTINE:
            import asyncio

            return asyncio.run(result)
        return result

    def _format_error(self, limit_chars: int = 6000) -> str:
        try:
            return self._traceback(limit_chars)
        except MemoryError:
            return "MemoryError (no memory left to format the traceback)"

    def _traceback(self, limit_chars: int) -> str:
        etype, value, tb = sys.exc_info()
        frames = [f for f in traceback.extract_tb(tb) if f.filename.startswith("<cell-")]
        lines = (
            ["Traceback (most recent call last):\n", *traceback.format_list(frames)]
            if frames
            else []
        )
        lines += traceback.format_exception_only(etype, value)
        text = "".join(lines).rstrip()
        if len(text) > limit_chars:
            text = text[: limit_chars // 2] + "\n[...]\n" + text[-limit_chars // 2 :]
        return text

    def _restore_reserved(self) -> list[str]:
        notes = []
        for name, original in self.reserved.items():
            if name == "_last_output":
                continue
            if self.namespace.get(name, _MISSING) is not original:
                self.namespace[name] = original
                notes.append(
                    f"[note: `{name}` is a reserved REPL name; it was restored. "
                    "Use another name for your variable.]"
                )
        return notes

    def _truncate(self, full: str, total: int, cell: int) -> tuple[str, bool]:
        limit = self.output_chars
        if len(full) <= limit and total == len(full):
            return full, False
        head = full[: limit // 2]
        tail = full[-(limit - len(head)) :] if limit - len(head) > 0 else ""
        omitted = total - len(head) - len(tail)
        marker = f"\n[... {omitted:,} chars omitted; full output in _outputs[{cell}] ...]\n"
        return head + marker + tail, True

    def get_var(self, name: str) -> dict[str, Any]:
        if name not in self.namespace:
            return {"type": "var", "ok": False, "missing": True, "error": f"no variable {name!r}"}
        value = self.namespace[name]
        if isinstance(value, repl_records.Record):
            value = value.to_dict()
        try:
            json.dumps(value)
            return {"type": "var", "ok": True, "value": value, "json": True}
        except (TypeError, ValueError, RecursionError):
            try:
                text = repr(value)
            except Exception as exc:  # a broken __repr__ in the REPL's code
                text = f"<unrepresentable {type(value).__name__}: {exc}>"
            return {"type": "var", "ok": True, "value": text, "json": False}


_MISSING = object()
_LIMIT = kernel_protocol.MAX_KERNEL_FRAME  # what the host accepts in one message
_TOP_LEVEL_AWAIT = ast.PyCF_ALLOW_TOP_LEVEL_AWAIT


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    config = json.loads(args[0])
    drop_uid = (config.get("isolation") or {}).get("drop_uid")
    if drop_uid is not None:
        os_layers.drop_identity(int(drop_uid))  # before anything else runs
    KernelProcess(config).serve()
    os._exit(0)  # do not wait for threads a cell left running


if __name__ == "__main__":
    raise SystemExit(main())
