"""What the kernel can touch on disk once the in-process checks are switched off from the
REPL: only the room (read-only), its scratch tmpfs (with a quota) and Python (read-only)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

from tests.security.hostile import BYPASS_HOOK, hostile_kernel, secret_file
from tests.test_kernel import run_ok


def test_a_0600_file_outside_the_room_cannot_be_read_with_the_hook_patched(
    tmp_path: Path,
) -> None:
    secret = secret_file(tmp_path / "other-deal")
    kernel = hostile_kernel(tmp_path)
    try:
        out = run_ok(
            kernel,
            BYPASS_HOOK + "try:\n"
            f"    print('READ', open({str(secret)!r}).read())\n"
            "except OSError as exc:\n"
            "    print('refused', type(exc).__name__)",
        )
    finally:
        kernel.close()
    assert "READ" not in out and "other deal" not in out, out
    assert out.startswith("refused"), out


def test_site_packages_cannot_be_written_with_the_hook_patched(tmp_path: Path) -> None:
    site = Path(sysconfig.get_paths()["purelib"])
    target = site / "zz_diligence_hostile_test.pth"
    assert not target.exists()
    kernel = hostile_kernel(tmp_path)
    try:
        out = run_ok(
            kernel,
            BYPASS_HOOK + "try:\n"
            f"    open({str(target)!r}, 'w').write('import os\\n')\n"
            "    print('WROTE')\n"
            "except OSError as exc:\n"
            "    print('refused', type(exc).__name__)",
        )
    finally:
        kernel.close()
        written = target.exists()
        target.unlink(missing_ok=True)
    assert not written, "the REPL planted a .pth file in the venv"
    assert out.startswith("refused"), out


def test_the_room_is_read_only_with_the_hook_patched(tmp_path: Path) -> None:
    kernel = hostile_kernel(tmp_path)
    room_file = tmp_path / "room" / "notes.txt"
    try:
        out = run_ok(
            kernel,
            BYPASS_HOOK + "try:\n"
            f"    open({str(room_file)!r}, 'w').write('forged')\n"
            "    print('WROTE')\n"
            "except OSError as exc:\n"
            "    print('refused', type(exc).__name__)",
        )
    finally:
        kernel.close()
    assert room_file.read_text() == "room file\n"
    assert out.startswith("refused"), out


def test_scratch_has_a_quota(tmp_path: Path) -> None:
    kernel = hostile_kernel(tmp_path, scratch_mb=8)
    try:
        out = run_ok(
            kernel,
            "import errno\nwritten = 0\ntry:\n"
            "    with open('fill.bin', 'wb') as f:\n"
            "        for _ in range(32):\n"
            "            f.write(b'x' * 1024 * 1024)\n"
            "            f.flush()\n"
            "            written += 1\n"
            "except OSError as exc:\n"
            "    print('stopped', errno.errorcode.get(exc.errno))\n"
            "written",
        )
    finally:
        kernel.close()
    assert "stopped ENOSPC" in out, out
    assert int(out.split()[-1]) <= 8, out
