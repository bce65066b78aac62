"""Where the OS cannot isolate the kernel (forced here with the detection knob), the run says
so before the first cell, records it in run.json, and runs model code only if the settings
accept reduced isolation."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from diligence_tui.harness import isolation
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.kernel import KernelError
from diligence_tui.harness.runner import Run
from tests.openai_server import ScriptedServer
from tests.security.hostile import host_uid_of
from tests.test_kernel import make_kernel, run_ok
from tests.test_run_support import FULL_REVIEW, make_room, open_room, root_requests, scripted
from tests.test_run_support import settings_for as scripted_settings


@pytest.fixture
def no_os_isolation(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(isolation.FORCE_UNAVAILABLE_ENV, "no user namespaces (test)")


def test_full_isolation_unavailable_refuses_to_start_the_kernel(
    tmp_path: Path, no_os_isolation: None
) -> None:
    kernel = make_kernel(tmp_path)
    with pytest.raises(KernelError) as caught:
        kernel.start()
    message = str(caught.value)
    assert "cannot be isolated by the operating system" in message
    assert "no user namespaces (test)" in message
    assert 'isolation = "reduced"' in message  # what to change
    kernel.close()


def test_reduced_isolation_runs_and_says_what_is_missing(
    tmp_path: Path, no_os_isolation: None
) -> None:
    kernel = make_kernel(tmp_path, isolation="reduced")
    kernel.start()
    try:
        report = kernel.sandbox["isolation"]
        assert report["level"] == "reduced"
        assert "no user namespaces (test)" in report["reason"]
        assert any("seccomp" in item for item in report["missing"])
        # honest: without the OS layers the kernel is the analyst's uid on the machine
        assert host_uid_of(kernel.sandbox["pid"]) == os.getuid()
        assert run_ok(kernel, "1 + 1") == "2\n"
    finally:
        kernel.close()


def test_reduced_never_turns_the_os_layers_off_where_they_work(tmp_path: Path) -> None:
    if not isolation.availability().full:
        pytest.skip(f"no OS isolation here: {isolation.availability().reason}")
    kernel = make_kernel(tmp_path, isolation="reduced")
    kernel.start()
    try:
        assert kernel.sandbox["isolation"]["level"] == "full"
        assert int(run_ok(kernel, "import os\nos.getuid()")) != os.getuid()
        if os.getuid() == 0:
            assert host_uid_of(kernel.sandbox["pid"]) != 0
    finally:
        kernel.close()


def test_an_unknown_isolation_setting_is_a_plain_message(tmp_path: Path) -> None:
    kernel = make_kernel(tmp_path, isolation="strict")
    with pytest.raises(KernelError, match='isolation = "strict" is not known'):
        kernel.start()


def test_a_run_without_os_isolation_is_refused_and_recorded(
    tmp_path: Path, no_os_isolation: None
) -> None:
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        settings = scripted_settings(server, max_turns=8)
        room = open_room(make_room(tmp_path), settings)
        run = Run(room, settings, run_dir=tmp_path / "run")
        summary = run.run()
        assert root_requests(server) == []  # no model turn, so no cell
    assert summary["status"] == "failed"
    assert "cannot be isolated by the operating system" in summary["error"]
    assert 'isolation = "reduced"' in summary["error"]
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    assert info["kernel"]["sandbox"]["isolation"]["level"] == "refused"


def test_a_reduced_run_warns_before_the_first_cell_and_records_it(
    tmp_path: Path, no_os_isolation: None
) -> None:
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        settings = scripted_settings(server, max_turns=8)
        settings.kernel.isolation = "reduced"
        room = open_room(make_room(tmp_path), settings)
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    assert summary["status"] == "submitted", summary
    events = read_journal(tmp_path / "run" / "journal.jsonl")
    kinds = [e["kind"] for e in events]
    warning = next(
        i for i, e in enumerate(events) if "Reduced isolation" in str(e.get("message", ""))
    )
    assert warning < kinds.index("cell_proposed")
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    recorded = info["kernel"]["sandbox"]["isolation"]
    assert recorded["level"] == "reduced" and "no user namespaces" in recorded["reason"]


def test_a_normal_run_records_full_isolation(tmp_path: Path) -> None:
    if not isolation.availability().full:
        pytest.skip(f"no OS isolation here: {isolation.availability().reason}")
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        settings = scripted_settings(server, max_turns=8)
        room = open_room(make_room(tmp_path), settings)
        Run(room, settings, run_dir=tmp_path / "run").run()
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    recorded = info["kernel"]["sandbox"]
    assert recorded["isolation"]["level"] == "full"
    assert recorded["isolation"]["namespaces"] == [
        "user",
        "mount",
        "pid",
        "ipc",
        "uts",
        "network",
    ]
    assert recorded["seccomp"] and recorded["landlock"]


NO_USERNS_HOST = """
import json, sys
from pathlib import Path
from diligence_tui.harness.kernel import Kernel, KernelError
from diligence_tui.settings import KernelSettings
base = Path(sys.argv[1])
(base / 'room').mkdir()
out = {}
try:
    Kernel(base / 'scratch', base / 'room', object(), KernelSettings()).start()
    out['full'] = 'started'
except KernelError as exc:
    out['full'] = str(exc)
k = Kernel(base / 'scratch2', base / 'room', object(), KernelSettings(isolation='reduced'))
k.start()
out['reduced'] = k.sandbox['isolation']
out['cell'] = k.execute('6 * 7').output
k.close()
print(json.dumps(out))
"""


def test_a_system_without_user_namespaces_is_detected(tmp_path: Path) -> None:
    """A real machine without user namespaces: a user namespace of its own whose
    user.max_user_namespaces is 0 (the limit is per namespace; the machine's is untouched)."""
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("no unshare(1) here")
    script = f'echo 0 > /proc/sys/user/max_user_namespaces && exec {sys.executable} -c "$0" "$1"'
    done = subprocess.run(
        [unshare, "--user", "--map-root-user", "sh", "-c", script, NO_USERNS_HOST, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    if done.returncode != 0 and "max_user_namespaces" in done.stderr:
        pytest.skip(f"cannot lower the namespace limit here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.splitlines()[-1])
    assert "cannot be isolated by the operating system" in out["full"]
    assert "does not let bubblewrap create namespaces" in out["full"]
    assert 'isolation = "reduced"' in out["full"]
    assert out["reduced"]["level"] == "reduced"
    assert "namespaces" in out["reduced"]["reason"]
    assert out["cell"] == "42\n"
