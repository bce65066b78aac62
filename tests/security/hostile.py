"""Hostile cells for the OS-isolation tests: what a root model steered by a seller's document
could run. Each one gets past the in-process audit hook on its own (it was written against
it), so what stops it must be the operating system.

``BYPASS_HOOK`` switches the hook's path checks off from inside the REPL (the hook calls the
builtin ``any``). ``ALIASED_POSIXSUBPROCESS`` loads the refused ``_posixsubprocess`` extension
under another name with importlib's machinery and defines ``spawn(argv)``, which forks and
execs through it and returns ``"spawned <pid>"`` or ``"refused: <error>"``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from diligence_tui.harness.kernel import Kernel
from tests.test_kernel import make_kernel

BYPASS_HOOK = "import builtins\nbuiltins.any = lambda *args, **kwargs: True\n"

ALIASED_POSIXSUBPROCESS = """
import importlib.machinery, importlib.util, os
_found = importlib.machinery.PathFinder.find_spec('_posixsubprocess')
_loader = importlib.machinery.ExtensionFileLoader('alias._posixsubprocess', _found.origin)
_spec = importlib.util.spec_from_loader('alias._posixsubprocess', _loader)
_psx = importlib.util.module_from_spec(_spec)
_loader.exec_module(_psx)

def spawn(argv):
    errpipe_read, errpipe_write = os.pipe()
    try:
        pid = _psx.fork_exec(
            [os.fsencode(a) for a in argv], [os.fsencode(argv[0])], True, (), None, None,
            -1, -1, -1, -1, -1, -1, errpipe_read, errpipe_write,
            True, True, -1, None, None, None, -1, None, False,
        )
    except OSError as exc:
        return f"refused: {type(exc).__name__}: {exc}"
    finally:
        os.close(errpipe_write)
    os.close(errpipe_read)
    return f"spawned {pid}"
"""


# A daemon as a hostile cell would leave one: fork, setsid, fork again, and wait; the marker
# (first argument) finds it on the machine afterwards.
DAEMON = (
    "import os, sys, time\n"
    "if os.fork() == 0:\n"
    "    os.setsid()\n"
    "    if os.fork() == 0:\n"
    "        time.sleep(600)\n"
    "    os._exit(0)\n"
    "os._exit(0)\n"
)


def start_daemon(marker: str) -> str:
    """A cell that starts :data:`DAEMON` through the aliased ``_posixsubprocess``."""
    return (
        ALIASED_POSIXSUBPROCESS
        + "import sys\n"
        + f"r = spawn([sys.executable, '-c', {DAEMON!r}, {marker!r}])\nprint(r)\n"
        + "if r.startswith('spawned'):\n    os.waitpid(int(r.split()[1]), 0)\n"
    )


def hostile_kernel(tmp_path: Path, **settings: Any) -> Kernel:
    kernel = make_kernel(tmp_path, **settings)
    kernel.start()
    return kernel


def secret_file(folder: Path, text: str = "the buyer's other deal") -> Path:
    """A 0600 file outside the room and the scratch folder."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "secret.txt"
    path.write_text(text)
    os.chmod(path, 0o600)
    return path


def host_uid_of(pid: int) -> int:
    """The real uid of a process as the machine sees it."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Uid:"):
            return int(line.split()[1])
    raise AssertionError(f"no Uid line for {pid}")


def pids_with(marker: str) -> list[int]:
    """Processes on the machine whose command line contains ``marker``."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in cmdline:
            found.append(int(entry))
    return found
