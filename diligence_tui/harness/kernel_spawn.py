"""Starting and ending the kernel process as an isolation plan says (``isolation.plan``): a
plain subprocess in its own session, or under bubblewrap with its own namespaces, the host
writing the namespace's uid map on a root host. Kept apart from choosing the plan because
this is process plumbing (fds, pidfds, signals) with rules of its own: never signal a reused
pid, and always reap what was started.
"""

from __future__ import annotations

import json
import os
import queue
import select
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from diligence_tui.harness.isolation import SANDBOX_UID, IsolationError, Plan


class _Spawner:
    """Starts kernels from one long-lived thread.

    PR_SET_PDEATHSIG fires when the *thread* that forked the child ends, not the process: a
    kernel started from a short-lived worker thread would be killed when that thread
    returns. This thread lives as long as the host process.
    """

    def __init__(self) -> None:
        self.jobs: queue.Queue[tuple[Callable[[], Any], Future]] = queue.Queue()
        self.thread: threading.Thread | None = None
        self.lock = threading.Lock()

    def run(self, job: Callable[[], Any]) -> Any:
        with self.lock:
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(
                    target=self._loop, name="kernel-spawner", daemon=True
                )
                self.thread.start()
        done: Future = Future()
        self.jobs.put((job, done))
        return done.result()

    def _loop(self) -> None:
        while True:
            job, done = self.jobs.get()
            try:
                done.set_result(job())
            except BaseException as exc:
                done.set_exception(exc)


_spawner = _Spawner()


class Launched:
    """A running kernel process and how to signal, kill and wait for it."""

    def __init__(self, popen: subprocess.Popen, pid: int, wrapped: bool) -> None:
        self.popen = popen
        self.pid = pid  # the kernel's own pid, as the host sees it
        self.wrapped = wrapped  # popen is bwrap, the kernel is its child
        self.pidfd = -1
        self.killed = False
        if wrapped:
            try:
                self.pidfd = os.pidfd_open(pid)
            except OSError:
                self.pidfd = -1

    def signal(self, signum: int) -> None:
        """Signal the kernel; never a reused pid (a pidfd, or our own unreaped child)."""
        try:
            if self.pidfd >= 0:
                signal.pidfd_send_signal(self.pidfd, signum)
            elif not self.wrapped and self.popen.poll() is None:
                os.kill(self.pid, signum)
        except (ProcessLookupError, OSError):
            pass

    def kill(self) -> None:
        """Kill the kernel and everything it started, and wait until they are gone."""
        if self.killed:
            self.popen.wait()
            return
        self.killed = True
        if self.wrapped:
            # PID 1 of its namespace: when it dies the OS kills the rest of the namespace
            # before the death is reported on the pidfd.
            self.signal(signal.SIGKILL)
            if self.pidfd >= 0:
                select.select([self.pidfd], [], [], 5.0)
            if self.popen.poll() is None:
                self.popen.kill()
        elif self.popen.poll() is None:
            try:
                os.killpg(self.pid, signal.SIGKILL)  # its session's process group
            except (ProcessLookupError, PermissionError):
                pass
            if self.popen.poll() is None:
                self.popen.kill()
        self.popen.wait()
        self.close()

    def close(self) -> None:
        if self.pidfd >= 0:
            os.close(self.pidfd)
            self.pidfd = -1

    def exit_code(self) -> int | None:
        """The kernel's exit status (negative: killed by that signal); None while it runs."""
        code = self.popen.poll()
        if code is not None and self.wrapped and code > 128:
            return -(code - 128)  # bwrap reports a signalled child as 128 + signal
        return code


def _dirs_for(paths: list[str], skip: tuple[str, ...]) -> list[str]:
    """Every ancestor folder of the mount points, in order, so bwrap makes them 0755 (it
    would otherwise copy the host's modes, e.g. /root's 0700, and the kernel's uid could not
    pass through)."""
    wanted: list[str] = []
    for path in paths:
        parts = Path(path).parts[1:-1]
        for i in range(1, len(parts) + 1):
            folder = "/" + "/".join(parts[:i])
            if folder not in wanted and not any(
                folder == s or folder.startswith(s + "/") for s in skip
            ):
                wanted.append(folder)
    return wanted


def _python_roots() -> list[str]:
    import sysconfig

    roots = {os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix)}
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        path = sysconfig.get_paths().get(key)
        if path:
            roots.add(os.path.realpath(path))
    roots.add(str(Path(__file__).resolve().parent.parent))  # the diligence_tui package
    ordered = sorted(roots, key=len)
    kept: list[str] = []
    for root in ordered:
        if root.startswith("/usr/") or any(root.startswith(k + "/") for k in kept):
            continue
        kept.append(root)
    return kept


_SYSTEM_TOP = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")


def bwrap_argv(
    bwrap: str, room: Path, scratch: Path, scratch_mb: int, info_fd: int, block_fd: int
) -> list[str]:
    """The bwrap command line (before ``--`` and the kernel's own command)."""
    argv = [
        bwrap,
        "--unshare-user",
        "--unshare-pid",
        "--unshare-ipc",
        "--unshare-net",
        "--unshare-uts",
        "--unshare-cgroup-try",
        "--die-with-parent",
        "--new-session",
        "--as-pid-1",
        "--info-fd",
        str(info_fd),
    ]
    if block_fd >= 0:
        # root host: we write the id maps (inside 0 and 65534 are outside 0 and 65534) and
        # the kernel drops to 65534 itself, so its uid on the machine is not root's
        argv += ["--userns-block-fd", str(block_fd), "--uid", "0", "--gid", "0"]
        argv += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
    else:
        argv += ["--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID), "--disable-userns"]
    argv += ["--ro-bind", "/usr", "/usr"]
    for top in _SYSTEM_TOP:
        if os.path.islink(top):
            argv += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            argv += ["--ro-bind", top, top]
    if os.path.exists("/etc/ld.so.cache"):
        argv += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    argv += ["--proc", "/proc", "--dev", "/dev"]
    roots = _python_roots()
    room_s, scratch_s = str(room), str(scratch)
    for folder in _dirs_for([*roots, room_s, scratch_s], ("/usr", "/proc", "/dev", *_SYSTEM_TOP)):
        argv += ["--perms", "0755", "--dir", folder]
    for root in roots:
        argv += ["--ro-bind", root, root]
    argv += ["--ro-bind", room_s, room_s]
    argv += ["--size", str(scratch_mb * 1024 * 1024), "--perms", "0777", "--tmpfs", scratch_s]
    argv += ["--chdir", scratch_s]
    return argv


def spawn(
    chosen: Plan,
    command: list[str],
    env: dict[str, str],
    room: Path,
    scratch: Path,
    stderr: Any,
    pass_fds: tuple[int, ...],
) -> Launched:
    """Start the kernel process as ``chosen`` says (from the spawner thread)."""
    return _spawner.run(lambda: _spawn(chosen, command, env, room, scratch, stderr, pass_fds))


def _spawn(
    chosen: Plan,
    command: list[str],
    env: dict[str, str],
    room: Path,
    scratch: Path,
    stderr: Any,
    pass_fds: tuple[int, ...],
) -> Launched:
    if chosen.level != "full":
        popen = subprocess.Popen(
            command,
            env=env,
            cwd=scratch,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            pass_fds=pass_fds,
            start_new_session=True,
        )
        return Launched(popen, popen.pid, wrapped=False)
    assert chosen.availability is not None
    info_r, info_w = os.pipe()
    block_r = block_w = -1
    as_root = os.geteuid() == 0
    if as_root:
        block_r, block_w = os.pipe()
    fds = [info_r, info_w, block_r, block_w]
    try:
        argv = bwrap_argv(
            chosen.availability.bwrap,
            room,
            scratch,
            int(chosen.config.get("scratch_mb") or 512),
            info_w,
            block_r,
        )
        popen = subprocess.Popen(
            [*argv, "--", *command],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            pass_fds=(*pass_fds, info_w, *((block_r,) if as_root else ())),
            start_new_session=True,
        )
        os.close(info_w)
        fds[1] = -1
        if block_r >= 0:
            os.close(block_r)
            fds[2] = -1
        pid = _read_child_pid(info_r)
        if pid is None:
            popen.wait()
            raise IsolationError(f"bubblewrap did not start the kernel{_last_words(stderr)}")
        if as_root:
            try:
                for name in ("uid_map", "gid_map"):
                    with open(f"/proc/{pid}/{name}", "w") as out:
                        out.write(f"0 0 1\n{SANDBOX_UID} {SANDBOX_UID} 1\n")
            except OSError as exc:
                popen.kill()
                popen.wait()
                raise IsolationError(f"cannot map the kernel's uid: {exc}") from None
            os.write(block_w, b"1")
        return Launched(popen, pid, wrapped=True)
    finally:
        for fd in fds:
            if fd >= 0:
                os.close(fd)


def _last_words(stderr: Any) -> str:
    """The end of what bwrap wrote on the kernel's stderr file, for the error message."""
    try:
        stderr.seek(0)
        text = stderr.read()[-600:].decode("utf-8", "replace").strip()
    except (AttributeError, OSError, ValueError):
        return ""
    return f": {text}" if text else ""


def _read_child_pid(fd: int) -> int | None:
    data = b""
    while True:
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        data += chunk
        try:
            return int(json.loads(data)["child-pid"])
        except (ValueError, KeyError):
            continue
    try:
        return int(json.loads(data)["child-pid"])
    except (ValueError, KeyError):
        return None
