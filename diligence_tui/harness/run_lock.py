"""One writer per run folder: an exclusive ``flock`` on ``RUN_DIR/.lock``.

Whoever writes a run folder (a live or resumed run, a workspace editing a finished run's
memo) holds the lock for as long as it may write. A second writer is refused with a message
naming the holder (pid, host, command, since when): the CLI exits with it, the workspace
opens the run read-only and says who holds it.

The kernel releases a ``flock`` when its holder dies, so a lock file left by a killed
process is simply taken over (the file's text then names the dead holder, which is what
:attr:`RunLock.took_over` reports). The lock is per open file, so two holders in one process
(two workspaces in a test) exclude each other too.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError

LOCK_FILE = ".lock"

try:  # POSIX; elsewhere every open succeeds (no second-writer protection)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


@dataclass
class Holder:
    pid: int = 0
    host: str = ""
    command: str = ""
    since: float = 0.0

    def describe(self) -> str:
        if not self.pid:
            return "another process (it did not say which)"
        when = (
            time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(self.since)) if self.since else "?"
        )
        command = f" ({self.command})" if self.command else ""
        return f"pid {self.pid} on {self.host or '?'}{command}, since {when}"


class RunLocked(UserError):
    """The run folder has another writer."""

    exit_code = 4

    def __init__(self, run_dir: Path, holder: Holder) -> None:
        self.run_dir = run_dir
        self.holder = holder
        super().__init__(
            f"{run_dir} is in use by {holder.describe()}: only one workspace or run may write "
            "a run folder at a time. Wait for it to finish, open the run read-only, or start "
            "a new review."
        )


def _command() -> str:
    args = [Path(sys.argv[0]).name, *sys.argv[1:]] if sys.argv and sys.argv[0] else []
    return " ".join(args)[:200]


def read_holder(run_dir: str | os.PathLike[str]) -> Holder:
    """What the lock file says about its (last) holder; an empty Holder when unreadable."""
    try:
        data: Any = json.loads((Path(run_dir) / LOCK_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Holder()
    if not isinstance(data, dict):
        return Holder()
    try:
        return Holder(
            int(data.get("pid") or 0),
            str(data.get("host") or ""),
            str(data.get("command") or ""),
            float(data.get("since") or 0.0),
        )
    except (TypeError, ValueError):
        return Holder()


class RunLock:
    """An acquired lock on one run folder. ``release()`` (or process exit) gives it up."""

    def __init__(self, run_dir: Path, fd: int, took_over: Holder | None) -> None:
        self.run_dir = run_dir
        self._fd: int | None = fd
        self.took_over = took_over  # the dead holder whose stale lock file this replaced

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)  # a lock file that still names a holder was left by a dead one
        with contextlib.suppress(OSError):
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
        with contextlib.suppress(OSError):
            os.close(fd)

    def __del__(self) -> None:
        self.release()

    def __enter__(self) -> RunLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def acquire_lock(run_dir: str | os.PathLike[str], command: str | None = None) -> RunLock:
    """Take the run folder's lock, or raise :class:`RunLocked` naming who holds it."""
    folder = Path(run_dir)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOCK_FILE
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise RunLocked(folder, read_holder(folder)) from None
        except OSError:  # a file system without flock: no protection rather than no run
            pass
    previous = read_holder(folder)
    me = {
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "command": command if command is not None else _command(),
        "since": time.time(),
    }
    os.ftruncate(fd, 0)
    os.pwrite(fd, json.dumps(me).encode("utf-8"), 0)
    stale = previous if previous.pid and previous.pid != os.getpid() else None
    return RunLock(folder, fd, stale)


def holder_if_locked(run_dir: str | os.PathLike[str]) -> Holder | None:
    """Who holds the run folder's lock now, or None when nobody does (the lock is tried and
    given straight back)."""
    folder = Path(run_dir)
    if fcntl is None or not (folder / LOCK_FILE).exists():
        return None
    try:
        fd = os.open(folder / LOCK_FILE, os.O_RDONLY)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return read_holder(folder)
    except OSError:
        return None
    finally:
        os.close(fd)
    return None
