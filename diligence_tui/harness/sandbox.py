"""The kernel's in-process sandbox: a scrubbed environment, rlimits and an audit hook.

Host side: :func:`kernel_env` builds the whole environment of the kernel process (nothing of
the parent's environment is inherited, so no ``*_API_KEY`` can leak in).

Kernel side, before any code of the REPL runs: :func:`apply_rlimits`, then (reduced
isolation only: in full isolation bubblewrap gave the namespaces, see ``isolation.py`` and
``os_layers.py``) :func:`isolate_network`, and :func:`install_audit_hook`. The audit hook is
not the barrier: it turns refusals into clear messages. ``docs/SECURITY.md`` explains what
each layer stops and what it does not.
"""

from __future__ import annotations

import os
import sys
import threading
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CLONE_NEWNET = 0x40000000
CLONE_NEWUSER = 0x10000000

FSIZE_MB = 1024  # largest file the kernel may write
NOFILE = 256  # open files at once

# Module imports refused inside the REPL (name -> what it would give).
REFUSED_IMPORTS = {
    "_posixsubprocess": "subprocesses",
    "multiprocessing": "subprocesses",
    "ctypes": "foreign function calls (ctypes)",
    "_ctypes": "foreign function calls (ctypes)",
    "_cffi_backend": "foreign function calls (cffi)",
    "_testcapi": "CPython test internals",
    "_testinternalcapi": "CPython test internals",
    "_xxsubinterpreters": "subinterpreters",
    "_xxinterpchannels": "subinterpreters",
}

_SUBPROCESS_EVENTS = frozenset(
    {
        "subprocess.Popen",
        "os.system",
        "os.exec",
        "os.spawn",
        "os.fork",
        "os.forkpty",
        "os.posix_spawn",
        "os.startfile",
        "pty.spawn",
        "os.fork_exec",
    }
)
_REFUSED_EVENTS = {
    "resource.setrlimit": "changing resource limits",
    "resource.prlimit": "changing resource limits",
    "os.symlink": "creating symbolic links",
    "os.link": "creating hard links",
    "gc.get_objects": "gc.get_objects()",
    "gc.get_referrers": "gc.get_referrers()",
    "gc.get_referents": "gc.get_referents()",
    "sys.remote_exec": "attaching to processes",
    "webbrowser.open": "opening a browser",
}
# events whose arguments are (path, ...) paths to be written
_WRITE_PATH_EVENTS = frozenset(
    {
        "os.remove",
        "os.rmdir",
        "os.mkdir",
        "os.chmod",
        "os.chown",
        "os.utime",
        "os.chflags",
        "os.lchflags",
        "os.setxattr",
        "os.removexattr",
        "os.truncate",
        "shutil.rmtree",
        "shutil.chown",
        "os.mkfifo",
        "os.mknod",
    }
)
_READ_PATH_EVENTS = frozenset(
    {
        "os.listdir",
        "os.scandir",
        "os.getxattr",
        "os.listxattr",
        "io.open_code",
        "os.walk",
        "os.fwalk",
    }
)
_DIR_FD_EVENTS = frozenset(
    {"os.remove", "os.rmdir", "os.mkdir", "os.chmod", "os.chown", "os.utime"}
)
_AF_UNIX = 1
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def refusal(what: str) -> PermissionError:
    return PermissionError(f"sandbox: {what} is not allowed in the REPL")


# -- host side ---------------------------------------------------------------------------------
def package_parent() -> Path:
    """The folder that holds the ``diligence_tui`` package (for the kernel's PYTHONPATH)."""
    return Path(__file__).resolve().parent.parent.parent


def kernel_env(scratch: Path) -> dict[str, str]:
    """The kernel's complete environment: built from nothing, so it holds no secrets."""
    tmp = scratch / "tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    return {
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "HOME": str(scratch),
        "TMPDIR": str(tmp),
        "PYTHONPATH": str(package_parent()),
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONIOENCODING": "utf-8",
    }


# -- kernel side -------------------------------------------------------------------------------
def apply_rlimits(memory_mb: int, fsize_mb: int = FSIZE_MB, nofile: int = NOFILE) -> dict[str, int]:
    """Set soft and hard limits (hard too, so the REPL cannot raise them again)."""
    import resource

    applied: dict[str, int] = {}
    wanted = {
        "RLIMIT_AS": memory_mb * 1024 * 1024 if memory_mb > 0 else None,
        "RLIMIT_FSIZE": fsize_mb * 1024 * 1024,
        "RLIMIT_NOFILE": nofile,
        "RLIMIT_CORE": 0,
    }
    for name, value in wanted.items():
        if value is None or not hasattr(resource, name):
            continue
        which = getattr(resource, name)
        try:
            _soft, hard = resource.getrlimit(which)
            if hard != resource.RLIM_INFINITY:
                value = min(value, hard)
            resource.setrlimit(which, (value, value))
            applied[name] = value
        except (ValueError, OSError):
            pass
    return applied


def isolate_network() -> str:
    """Move the process into a fresh network namespace (no interfaces up) where possible.

    Tries a new user namespace together with the network namespace first: that also drops
    every capability the process had in the parent namespace (a root kernel stops being
    root for the machine). Falls back to a network namespace alone (needs root). Must run
    before any thread starts. Returns a plain description of what was done.
    """
    if not sys.platform.startswith("linux"):
        return "unavailable: not Linux"
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        for flags, label in (
            (CLONE_NEWUSER | CLONE_NEWNET, "user+network namespace"),
            (CLONE_NEWNET, "network namespace"),
        ):
            if libc.unshare(flags) == 0:
                return label
        err = ctypes.get_errno()
        return f"unavailable: unshare failed ({os.strerror(err)})"
    except (OSError, AttributeError) as exc:
        return f"unavailable: {exc}"
    finally:
        forget_ctypes()


def forget_ctypes() -> None:
    """Drop ctypes from sys.modules so that importing it again goes through the audit hook."""
    for name in [
        m for m in sys.modules if m == "ctypes" or m.startswith("ctypes.") or m == "_ctypes"
    ]:
        del sys.modules[name]


def python_read_roots() -> list[str]:
    """Folders of the Python installation that imports read from."""
    import sysconfig

    roots: set[str] = set()
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        path = sysconfig.get_paths().get(key)
        if path:
            roots.add(os.path.realpath(path))
    for entry in sys.path:
        if not entry or not os.path.isabs(entry):
            continue
        real = os.path.realpath(entry)
        if "site-packages" in real or "dist-packages" in real or "/lib/python" in real:
            roots.add(real)
    roots.add(str(Path(__file__).resolve().parent.parent))  # our own package
    return sorted(roots)


@dataclass
class SandboxPolicy:
    scratch: str
    read_roots: list[str]  # room, scratch, Python installation
    write_roots: list[str]  # scratch only
    pid: int = field(default_factory=os.getpid)
    read_files: tuple[str, ...] = ("/dev/null", "/dev/urandom", "/dev/random", "/dev/zero")

    def describe(self) -> dict[str, Any]:
        return {"read_roots": self.read_roots, "write_roots": self.write_roots}


def _under(path: str, roots: list[str]) -> bool:
    return any(path == root or path.startswith(root.rstrip("/") + "/") for root in roots)


class _Hook:
    """The audit hook. It runs for every audited event in every thread: keep it cheap and
    never call anything that raises audit events itself (no open, no listdir)."""

    def __init__(self, policy: SandboxPolicy) -> None:
        self.policy = policy

    # -- path checks ----------------------------------------------------------------------
    def _resolve(self, path: Any) -> str | None:
        if isinstance(path, int):
            return None
        try:
            raw = os.fsdecode(os.fspath(path))
        except TypeError:
            return None
        return os.path.realpath(raw)

    def _fd_path(self, fd: int) -> str | None:
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            return None
        return target if target.startswith("/") else None

    def check_read(self, path: Any) -> None:
        if isinstance(path, int):
            return  # an fd came from an open() that passed this hook
        real = self._resolve(path)
        if real is None:
            return
        if real in self.policy.read_files or _under(real, self.policy.read_roots):
            return
        raise refusal(f"reading {real} (outside the room, the scratch folder and Python)")

    def check_write(self, path: Any) -> None:
        real = self._fd_path(path) if isinstance(path, int) else self._resolve(path)
        if real is None:
            return  # pipes have no path; a file opened for writing passed this hook already
        if real == "/dev/null" or _under(real, self.policy.write_roots):
            return
        raise refusal(f"writing {real} (outside the scratch folder)")

    def check_open(self, path: Any, mode: Any, flags: Any) -> None:
        if isinstance(path, int):
            return
        writing = False
        if isinstance(mode, str):
            writing = any(ch in mode for ch in "wax+")
        if isinstance(flags, int) and flags & _WRITE_FLAGS:
            writing = True
        if mode is None:  # os.open: dir_fd is not reported, so keep relative paths simple
            raw = os.fsdecode(os.fspath(path)) if not isinstance(path, int) else ""
            if not os.path.isabs(raw) and ".." in Path(raw).parts:
                raise refusal(f"os.open() of a relative path with '..' ({raw})")
            real = self._resolve(path)
            if real and os.path.isdir(real) and not _under(real, self.policy.write_roots):
                raise refusal(f"os.open() of the folder {real}")
        if writing:
            self.check_write(path)
        else:
            self.check_read(path)

    # -- the hook --------------------------------------------------------------------------
    def __call__(self, event: str, args: tuple[Any, ...]) -> None:
        if event == "open":
            self.check_open(*args[:3])
        elif event == "import":
            self._check_import(args)
        elif event in _SUBPROCESS_EVENTS:
            raise refusal("starting a subprocess")
        elif event.startswith("socket."):
            if event == "socket.__new__" and len(args) > 1 and args[1] == _AF_UNIX:
                if _socketpairs.active:
                    return  # asyncio's wake-up pipe; connect/bind/send stay refused
            raise refusal("network access")
        elif event.startswith("ctypes."):
            raise refusal("calling C functions (ctypes)")
        elif event in _REFUSED_EVENTS:
            raise refusal(_REFUSED_EVENTS[event])
        elif event in _WRITE_PATH_EVENTS:
            self._check_dir_fd(event, args)
            self.check_write(args[0])
        elif event == "os.rename":
            if len(args) > 3 and (args[2] not in (None, -1) or args[3] not in (None, -1)):
                raise refusal("os.rename() with dir_fd")
            self.check_write(args[0])
            self.check_write(args[1])
        elif event in (
            "shutil.copyfile",
            "shutil.copymode",
            "shutil.copystat",
            "shutil.copytree",
            "shutil.move",
        ):
            self.check_read(args[0])
            self.check_write(args[1])
        elif event in _READ_PATH_EVENTS:
            if args and isinstance(args[0], str | bytes | os.PathLike):
                self.check_read(args[0])
        elif event in ("os.kill", "os.killpg"):
            if event == "os.killpg" or args[0] != self.policy.pid:
                raise refusal("signalling other processes")
        elif event == "os.chdir":
            self.check_read(args[0])

    def _check_dir_fd(self, event: str, args: tuple[Any, ...]) -> None:
        """These events end with dir_fd (-1 or None when unused); a relative path against a
        dir_fd cannot be resolved here, so it is refused."""
        if event not in _DIR_FD_EVENTS or len(args) < 2 or isinstance(args[0], int):
            return
        dir_fd = args[-1]
        if (
            isinstance(dir_fd, int)
            and dir_fd != -1
            and not os.path.isabs(os.fsdecode(os.fspath(args[0])))
        ):
            raise refusal(f"{event}() with dir_fd")

    def _check_import(self, args: tuple[Any, ...]) -> None:
        name = str(args[0])
        top = name.split(".")[0]
        if name in REFUSED_IMPORTS or top in REFUSED_IMPORTS:
            what = REFUSED_IMPORTS.get(name) or REFUSED_IMPORTS[top]
            raise refusal(f"{what} (import {name})")
        filename = args[1] if len(args) > 1 else None
        if isinstance(filename, str) and filename:
            self.check_read(filename)  # extension modules load from the allowed roots only


class _SocketPairs(threading.local):
    """Set while ``socket.socketpair()`` wraps its two ends in socket objects. Only decides
    which message a refusal gets: in full isolation seccomp lets the socketpair() call
    through and refuses socket() whatever this says."""

    active = False


_socketpairs = _SocketPairs()


def _wrap_socketpair() -> None:
    import socket

    original = socket.socketpair

    def socketpair(*args: Any, **kwargs: Any) -> Any:
        _socketpairs.active = True
        try:
            return original(*args, **kwargs)
        finally:
            _socketpairs.active = False

    socket.socketpair = socketpair


def install_audit_hook(policy: SandboxPolicy) -> None:
    """Install the hook (for the rest of the process's life: audit hooks cannot be removed).

    ``_posixsubprocess.fork_exec`` starts processes without any audit event, so the real C
    module must never load: a stand-in whose functions refuse takes its place (``subprocess``
    and ``asyncio`` import it), and importing the real one is refused by the hook.
    """
    for name in ("subprocess", "_posixsubprocess"):
        sys.modules.pop(name, None)
    stand_in = types.ModuleType(
        "_posixsubprocess", "Replaced by the REPL sandbox: subprocesses are not allowed."
    )

    def fork_exec(*args: Any, **kwargs: Any) -> Any:
        raise refusal("starting a subprocess")

    stand_in.fork_exec = fork_exec  # type: ignore[attr-defined]
    sys.modules["_posixsubprocess"] = stand_in
    _wrap_socketpair()
    sys.addaudithook(_Hook(policy))
