"""Kernel side of the OS isolation: applied by ``kernel_main`` before the first cell.

``drop_identity`` (root host, full isolation), ``apply_landlock`` and ``apply_seccomp`` (full
isolation, while the process has one thread), ``die_with_parent`` (reduced isolation; bwrap
does it in full). ``harness/isolation.py`` is the host side.
"""

from __future__ import annotations

import os
import sys

# the system's libraries and the dynamic loader's cache (Landlock, full isolation)
SYSTEM_READ_ROOTS = ("/usr", "/lib", "/lib64", "/etc/ld.so.cache", "/proc")


def drop_identity(uid: int) -> None:
    """Become ``uid``/``gid`` for good (root host, full isolation: the namespace maps 65534
    to 65534 on the machine). Changing every uid away from 0 clears all capabilities; the
    kernel refuses to go on if any remain."""
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    with open("/proc/self/status", encoding="ascii") as status:
        caps = {
            key: int(value, 16)
            for key, _, value in (line.partition(":\t") for line in status)
            if key in ("CapPrm", "CapEff", "CapAmb")
        }
    if os.getuid() != uid or any(caps.values()):
        raise SystemExit(f"kernel: could not drop to uid {uid} without capabilities ({caps})")


PR_SET_PDEATHSIG = 1
PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2


def die_with_parent(host_pid: int) -> str:
    """PR_SET_PDEATHSIG: SIGKILL when the host dies (reduced isolation; bwrap does this in
    full isolation). Returns a plain description."""
    if not sys.platform.startswith("linux"):
        return "unavailable: not Linux"
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) != 0:
            return f"unavailable: {os.strerror(ctypes.get_errno())}"
        if host_pid and os.getppid() != host_pid:  # the host died before the prctl
            os._exit(0)
        return "SIGKILL when the host dies"
    except (OSError, AttributeError) as exc:
        return f"unavailable: {exc}"


def apply_seccomp(program: bytes) -> str:
    """Load the host's BPF program (``seccomp_filter.program``) for this process. Must run
    while the process has one thread: a filter covers the thread that loads it and the
    threads it starts later."""
    import ctypes

    if len(program) % 8 or not program:
        raise SystemExit("kernel: the seccomp program is malformed")

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    buffer = ctypes.create_string_buffer(program, len(program))
    prog = SockFprog(len(program) // 8, ctypes.cast(buffer, ctypes.c_void_p))
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise SystemExit(f"kernel: no_new_privs failed: {os.strerror(ctypes.get_errno())}")
    if libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0) != 0:
        raise SystemExit(f"kernel: seccomp failed: {os.strerror(ctypes.get_errno())}")
    return f"{len(program) // 8} BPF instructions"


def apply_landlock(read_roots: list[str], write_roots: list[str]) -> str:
    """Landlock: reads under ``read_roots``, everything under ``write_roots``, nothing else.
    Same single-thread rule as seccomp. Returns a plain description."""
    import landlock
    from landlock import FSAccess

    abi = landlock.landlock_abi_version()
    file_rights = FSAccess.all_file()
    read_dir = FSAccess.READ_FILE | FSAccess.READ_DIR | FSAccess.EXECUTE
    ruleset = landlock.Ruleset()
    for root in read_roots:
        if os.path.isdir(root):
            ruleset.allow(root, rules=read_dir)
        elif os.path.exists(root):
            ruleset.allow(root, rules=FSAccess.READ_FILE)
    for device in ("/dev/urandom", "/dev/random", "/dev/zero"):
        if os.path.exists(device):
            ruleset.allow(device, rules=FSAccess.READ_FILE)
    if os.path.exists("/dev/null"):
        ruleset.allow("/dev/null", rules=file_rights & (FSAccess.READ_FILE | FSAccess.WRITE_FILE))
    for root in write_roots:
        ruleset.allow(root, rules=FSAccess.all())
    ruleset.apply()
    return f"ABI {abi}"
