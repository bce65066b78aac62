"""Processes: the kernel cannot start one, signal one outside its sandbox, reach a Unix
socket, or leave anything running after the run or after its host is killed. Every cell here
first gets past the audit hook (an aliased ``_posixsubprocess``, an ``int`` whose ``!=`` lies
inside the hook)."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import socket
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests.security.hostile import (
    ALIASED_POSIXSUBPROCESS,
    host_uid_of,
    hostile_kernel,
    pids_with,
    start_daemon,
)
from tests.test_kernel import make_kernel, run_ok


def test_fork_and_exec_through_an_aliased_posixsubprocess_are_refused(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kernel = hostile_kernel(tmp_path)
    try:
        out = run_ok(
            kernel,
            ALIASED_POSIXSUBPROCESS + f"print(spawn(['/bin/sh', '-c', 'echo x > {marker}']))",
        )
    finally:
        kernel.close()
    assert out.startswith("refused: PermissionError"), out
    assert not marker.exists()


def test_a_double_forked_daemon_does_not_survive_the_run(tmp_path: Path) -> None:
    marker = f"daemon-{uuid.uuid4().hex}"
    kernel = hostile_kernel(tmp_path)
    try:
        out = run_ok(kernel, start_daemon(marker))
    finally:
        kernel.close()
    survivors = pids_with(marker)
    for pid in survivors:
        os.kill(pid, signal.SIGKILL)
    assert not survivors, f"a daemon outlived the run ({out.strip()})"


def test_processes_outside_cannot_be_signalled(tmp_path: Path) -> None:
    bystander = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    kernel = hostile_kernel(tmp_path)
    try:
        via_child = run_ok(
            kernel,
            ALIASED_POSIXSUBPROCESS
            + f"r = spawn(['/bin/kill', '-9', '{bystander.pid}'])\nprint(r)\n"
            + "if r.startswith('spawned'):\n    os.waitpid(int(r.split()[1]), 0)\n",
        )
        kernel.audit_hook = False  # the OS layers alone, from a fresh kernel
        kernel.close()
        kernel.start()
        direct = run_ok(
            kernel,
            "import os, signal\n"
            f"for pid, sig in (({bystander.pid}, signal.SIGKILL), ({os.getpid()}, 0)):\n"
            "    try:\n"
            "        os.kill(pid, sig)\n"
            "        print('SIGNALLED', pid)\n"
            "    except OSError as exc:\n"
            "        print('refused', type(exc).__name__)",
        )
        if via_child.startswith("spawned"):  # /bin/kill ran: give the signal time to land
            with contextlib.suppress(subprocess.TimeoutExpired):
                bystander.wait(timeout=10)
        assert bystander.poll() is None, "the REPL killed a process outside its sandbox"
        assert "SIGNALLED" not in direct, direct
    finally:
        kernel.close()
        bystander.kill()
        bystander.wait()


def test_a_filesystem_unix_socket_cannot_be_reached(tmp_path: Path) -> None:
    """The socket sits inside the room, where the kernel can see the file."""
    kernel = hostile_kernel(tmp_path)
    path = tmp_path / "room" / "agent.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(4)
    server.setblocking(False)
    client = (
        "import socket\n"
        "s = socket.socket(socket.AF_UNIX)\n"
        f"s.connect({str(path)!r})\n"
        "s.sendall(b'stolen')\n"
    )
    try:
        out = run_ok(
            kernel,
            ALIASED_POSIXSUBPROCESS
            + f"r = spawn([{sys.executable!r}, '-c', {client!r}])\nprint(r)\n"
            "if r.startswith('spawned'):\n"
            "    os.waitpid(int(r.split()[1]), 0)\n",
        )
        with pytest.raises(BlockingIOError):
            server.accept()
        kernel.audit_hook = False  # the OS layers alone, from a fresh kernel
        kernel.close()
        kernel.start()
        direct = kernel.execute(client)
        assert "PermissionError" in direct.error, direct.error
        with pytest.raises(BlockingIOError):
            server.accept()
        assert out.startswith("refused"), out
    finally:
        kernel.close()
        server.close()


def test_the_kernel_runs_as_another_uid(tmp_path: Path) -> None:
    kernel = hostile_kernel(tmp_path)
    try:
        inside = int(run_ok(kernel, "import os\nos.getuid()"))
        outside = host_uid_of(kernel.sandbox["pid"])
    finally:
        kernel.close()
    assert inside != os.getuid()
    if os.getuid() == 0:  # CI: as root, the kernel is not root on the machine either
        assert outside != 0


HOST = """
import os, sys
from pathlib import Path
from diligence_tui.harness.kernel import Kernel
from diligence_tui.settings import KernelSettings
from tests.security.hostile import start_daemon
base = Path(sys.argv[1])
(base / 'room').mkdir()
k = Kernel(base / 'scratch', base / 'room', object(), KernelSettings())
k.start()
r = k.execute(start_daemon(sys.argv[2]))
print('pid', k.sandbox['pid'], flush=True)
print(r.output, r.error, flush=True)
k._proc.send({'type': 'execute', 'cell': 2, 'code': 'while True: pass'})
print('busy', flush=True)
sys.stdin.read()
"""


def test_nothing_of_the_kernel_survives_a_sigkill_of_the_host(tmp_path: Path) -> None:
    marker = f"daemon-{uuid.uuid4().hex}"
    host = subprocess.Popen(
        [sys.executable, "-c", HOST, str(tmp_path), marker],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert host.stdout is not None
    lines = []
    for line in host.stdout:
        lines.append(line)
        if line.startswith("busy"):
            break
    kernel_pid = int(next(x for x in lines if x.startswith("pid")).split()[1])
    pidfd = os.pidfd_open(kernel_pid)
    try:
        host.send_signal(signal.SIGKILL)
        host.wait()
        readable, _, _ = select.select([pidfd], [], [], 30)
        assert readable, "the kernel kept running after its host was killed"
    finally:
        os.close(pidfd)
        assert host.stdin is not None
        host.stdin.close()
        host.stdout.close()
    survivors = pids_with(marker)
    for pid in survivors:
        os.kill(pid, signal.SIGKILL)
    assert not survivors, f"a process the kernel started outlived its host ({lines})"


def test_the_os_refuses_fork_ptrace_and_new_namespaces_without_the_hook(tmp_path: Path) -> None:
    """The audit hook off (so ctypes and os.fork are reachable): what is left is the OS."""
    kernel = make_kernel(tmp_path)
    kernel.audit_hook = False
    kernel.start()
    try:
        out = run_ok(
            kernel,
            "import ctypes, os\n"
            "libc = ctypes.CDLL(None, use_errno=True)\n"
            "def errno_of(result):\n"
            "    return 'ok' if result == 0 else os.strerror(ctypes.get_errno())\n"
            "print('unshare', errno_of(libc.unshare(0x10000000)))\n"  # CLONE_NEWUSER
            "print('ptrace', errno_of(libc.ptrace(0, 0, None, None)))\n"  # PTRACE_TRACEME
            "try:\n"
            "    pid = os.fork()\n"
            "    if pid == 0:\n"
            "        os._exit(0)\n"
            "    os.waitpid(pid, 0)\n"
            "    print('fork ok')\n"
            "except OSError as exc:\n"
            "    print('fork', exc.strerror)\n",
        )
    finally:
        kernel.close()
    assert out.splitlines() == [
        "unshare Operation not permitted",
        "ptrace Operation not permitted",
        "fork Operation not permitted",
    ], out
