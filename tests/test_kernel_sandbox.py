"""The kernel's sandbox: no secrets, no network, no subprocesses, no writes outside scratch, no
reads outside the room, scratch and Python. Every refusal is a PermissionError that says so."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from diligence_tui.harness.kernel import Kernel
from tests.test_kernel import make_kernel, run_ok

SECRET = "sk-test-secret"


@pytest.fixture
def kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Kernel]:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    k = make_kernel(tmp_path)
    k.start()
    yield k
    k.close()


def refused(kernel: Kernel, code: str, words: str) -> str:
    result = kernel.execute(code)
    assert "PermissionError: sandbox:" in result.error or "sandbox:" in result.error, result.error
    assert words in result.error, result.error
    assert not result.restarted
    return result.error


def test_secrets_in_the_parent_environment_are_not_visible(kernel: Kernel) -> None:
    out = run_ok(kernel, "import os\nsorted(os.environ)")
    assert "OPENAI_API_KEY" not in out and "ANTHROPIC_API_KEY" not in out
    assert run_ok(kernel, f"any({SECRET!r} in v for v in os.environ.values())") == "False\n"
    refused(kernel, "open('/proc/self/environ', 'rb').read()", "reading /proc/")
    refused(kernel, "open(f'/proc/{os.getppid()}/environ', 'rb').read()", "reading /proc/")
    refused(kernel, "os.listdir('/proc')", "reading /proc")


def test_network_is_refused(kernel: Kernel) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.setblocking(False)
    port = server.getsockname()[1]
    try:
        refused(
            kernel,
            f"import socket\nsocket.create_connection(('127.0.0.1', {port}))",
            "network access is not allowed in the REPL",
        )
        refused(kernel, "socket.getaddrinfo('example.com', 443)", "network access")
        refused(
            kernel,
            "import urllib.request\nurllib.request.urlopen('http://127.0.0.1:1/')",
            "network access",
        )
        with pytest.raises(BlockingIOError):
            server.accept()  # nothing ever connected
    finally:
        server.close()


def test_network_namespace_alone_has_no_network(tmp_path: Path) -> None:
    """Layer 1 without the audit hook: a fresh network namespace has no usable interface."""
    k = make_kernel(tmp_path)
    k.audit_hook = False
    k.start()
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    try:
        if k.sandbox["network"].startswith("unavailable"):
            pytest.skip(f"no network namespace here: {k.sandbox['network']}")
        out = run_ok(
            k,
            "import socket\ntry:\n"
            f"    socket.create_connection(('127.0.0.1', {port}), timeout=5)\n"
            "    print('connected')\n"
            "except OSError as exc:\n    print(exc.errno)",
        )
        # ENETUNREACH (the namespace's loopback is down) or, in full isolation, EPERM from
        # the seccomp filter, which refuses socket() itself
        assert out.strip() in ("101", "1")
    finally:
        server.close()
        k.close()


def test_subprocesses_are_refused(kernel: Kernel) -> None:
    refused(kernel, "import subprocess\nsubprocess.run(['id'])", "starting a subprocess")
    refused(kernel, "subprocess._fork_exec()", "starting a subprocess")
    refused(
        kernel,
        "import sys\ndel sys.modules['_posixsubprocess']\nimport _posixsubprocess",
        "subprocesses (import _posixsubprocess)",
    )
    refused(kernel, "import os\nos.system('echo hi')", "starting a subprocess")
    refused(kernel, "os.popen('echo hi')", "starting a subprocess")
    refused(kernel, "os.fork()", "starting a subprocess")
    refused(kernel, "os.execv('/bin/sh', ['sh'])", "starting a subprocess")
    refused(kernel, "os.posix_spawn('/bin/sh', ['sh'], {})", "starting a subprocess")
    refused(kernel, "import multiprocessing", "subprocesses")
    refused(kernel, "import ctypes", "ctypes")
    refused(kernel, "os.kill(os.getppid(), 9)", "signalling other processes")
    assert run_ok(kernel, "sorted(m for m in sys.modules if 'ctypes' in m)") == "[]\n"


def test_writes_only_inside_scratch(kernel: Kernel, tmp_path: Path) -> None:
    room = tmp_path / "room"
    outside = tmp_path / "outside.txt"
    refused(kernel, f"open({str(outside)!r}, 'w').write('x')", "writing")
    refused(
        kernel, f"open({str(room / 'notes.txt')!r}, 'a').write('x')", "outside the scratch folder"
    )
    refused(
        kernel, f"import os\nos.remove({str(room / 'notes.txt')!r})", "outside the scratch folder"
    )
    refused(kernel, f"os.rename('a', {str(room / 'moved.txt')!r})", "outside the scratch folder")
    refused(kernel, "os.symlink('/etc/passwd', 'link')", "symbolic links")
    refused(
        kernel,
        "import resource\nresource.setrlimit(resource.RLIMIT_AS, (-1, -1))",
        "resource limits",
    )
    assert not outside.exists()
    assert (room / "notes.txt").read_text() == "room file\n"
    out = run_ok(
        kernel,
        "import pathlib, tempfile\npathlib.Path('work/sub').mkdir(parents=True)\n"
        "pathlib.Path('work/sub/a.csv').write_text('a,b')\n"
        "fd, name = tempfile.mkstemp()\nos.close(fd)\n"
        "pathlib.Path('work/sub/a.csv').read_text(), name.startswith(os.getcwd())",
    )
    assert out == "('a,b', True)\n"
    # full isolation: scratch is the kernel's own size-limited tmpfs, not the host's disk
    on_disk = (tmp_path / "scratch" / "work" / "sub" / "a.csv").exists()
    assert on_disk == (kernel.sandbox["isolation"]["level"] == "reduced")


def test_asyncio_works_without_opening_the_network(kernel: Kernel) -> None:
    code = (
        "import asyncio\nasync def twice(x):\n    await asyncio.sleep(0)\n    return 2 * x\n"
        "await asyncio.gather(twice(1), twice(2))"
    )
    assert run_ok(kernel, code) == "[2, 4]\n"
    assert run_ok(kernel, "asyncio.run(twice(5))") == "10\n"
    refused(
        kernel,
        "import socket\ns = socket.socket(socket.AF_UNIX)\ns.connect('/run/x.sock')",
        "network access",
    )


def test_reads_only_room_scratch_and_python(kernel: Kernel, tmp_path: Path) -> None:
    refused(kernel, "open('/etc/passwd').read()", "reading /etc/passwd")
    refused(kernel, f"open({str(tmp_path / 'room' / '..' / '..')!r} + '/x')", "reading")
    refused(kernel, "import os\nos.listdir('/etc')", "reading /etc")
    assert (
        run_ok(kernel, f"open({str(tmp_path / 'room' / 'notes.txt')!r}).read()")
        == "'room file\\n'\n"
    )
    assert run_ok(kernel, "import statistics, json, csv\nstatistics.mean([1, 3])") == "2\n"
