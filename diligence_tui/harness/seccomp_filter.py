"""The REPL kernel's seccomp filter, built on the host with libseccomp (``pyseccomp``).

The host compiles it once per process into a BPF program; ``kernel_main`` loads it (see
``os_layers.apply_seccomp``) before the first cell. ``docs/SECURITY.md`` lists what it refuses
and why it is a deny list.
"""

from __future__ import annotations

_bpf: bytes | None = None

CLONE_THREAD = 0x00010000
# CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET, NEWTIME
CLONE_NAMESPACES = (
    0x00020000,
    0x02000000,
    0x04000000,
    0x08000000,
    0x10000000,
    0x20000000,
    0x40000000,
    0x00000080,
)
_AF_UNIX = 1
_SOCK_TYPE_MASK = 0xF
_SOCK_STREAM = 1
_TIOCSTI = 0x5412
_TIOCLINUX = 0x541C
# Refused outright (EPERM). Default is allow: Python needs a broad set of calls, and what is
# dangerous is a short, known list.
DENIED_SYSCALLS = (
    # new processes and programs (threads stay: clone with CLONE_THREAD, below)
    "fork",
    "vfork",
    "execve",
    "execveat",
    # other processes
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "process_madvise",
    "pidfd_open",
    "pidfd_getfd",
    "pidfd_send_signal",
    "tkill",
    "kcmp",
    # sockets of every family (socketpair for asyncio's wake-up pipe: below)
    "socket",
    "connect",
    "bind",
    "listen",
    "accept",
    "accept4",
    # namespaces, mounts, roots
    "unshare",
    "setns",
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "open_tree",
    "move_mount",
    "fsopen",
    "fsconfig",
    "fsmount",
    "fspick",
    "mount_setattr",
    # identities
    "setuid",
    "setgid",
    "setreuid",
    "setregid",
    "setresuid",
    "setresgid",
    "setfsuid",
    "setfsgid",
    "setgroups",
    "capset",
    # kernel attack surface a REPL never needs
    "bpf",
    "perf_event_open",
    "userfaultfd",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "keyctl",
    "add_key",
    "request_key",
    "kexec_load",
    "kexec_file_load",
    "init_module",
    "finit_module",
    "delete_module",
    "reboot",
    "swapon",
    "swapoff",
    "syslog",
    "acct",
    "quotactl",
    "name_to_handle_at",
    "open_by_handle_at",
    "iopl",
    "ioperm",
)


def program() -> bytes:
    """The kernel's seccomp filter as a BPF program (built once with libseccomp).

    The kernel is PID 1 of its namespace, so "its own pid" is 1 for every signal call.
    ``clone3`` answers ENOSYS: its flags are in memory seccomp cannot read, and glibc then
    falls back to ``clone``, whose flags it can.
    """
    global _bpf
    if _bpf is not None:
        return _bpf
    import errno
    import tempfile

    import pyseccomp as sc

    eperm = sc.ERRNO(errno.EPERM)
    f = sc.SyscallFilter(sc.ALLOW)
    for name in DENIED_SYSCALLS:
        try:
            f.add_rule(eperm, name)
        except (OSError, ValueError, RuntimeError):
            pass  # a call this architecture does not have
    f.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")
    f.add_rule(eperm, "clone", sc.Arg(0, sc.MASKED_EQ, CLONE_THREAD, 0))
    for flag in CLONE_NAMESPACES:  # a thread in new namespaces
        f.add_rule(eperm, "clone", sc.Arg(0, sc.MASKED_EQ, flag, flag))
    for name in ("kill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo"):
        f.add_rule(eperm, name, sc.Arg(0, sc.NE, 1))
    f.add_rule(eperm, "socketpair", sc.Arg(0, sc.NE, _AF_UNIX))
    for kind in (2, 3, 4, 5, 6, 10):  # every socket type but SOCK_STREAM
        f.add_rule(eperm, "socketpair", sc.Arg(1, sc.MASKED_EQ, _SOCK_TYPE_MASK, kind))
    for request in (_TIOCSTI, _TIOCLINUX):  # typing into a terminal
        f.add_rule(eperm, "ioctl", sc.Arg(1, sc.EQ, request))
    with tempfile.TemporaryFile() as out:
        f.export_bpf(out)
        out.seek(0)
        _bpf = out.read()
    return _bpf
