"""What a person sees when they give the CLI something wrong: one plain line, never a
traceback, and an exit code a script can test."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from diligence_tui import paths
from diligence_tui.cli import main
from tests.conftest import SAMPLE_ROOMS


def test_locate_follows_the_lab_layout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["locate", str(SAMPLE_ROOMS / "small")]) == 0
    out = capsys.readouterr().out
    assert str(paths.room_state_dir(SAMPLE_ROOMS / "small" / "documents")) in out


@pytest.mark.parametrize(
    "argv",
    [
        ["run", "x", "--budget-usd", "-1"],
        ["run", "x", "--max-turns", "0"],
        ["search", "x", "q", "--limit", "-1"],
        ["run", "x", "--max-turns", "many"],
    ],
)
def test_bad_numbers_are_refused_before_anything_runs(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def _small_room(tmp_path: Path) -> Path:
    room = tmp_path / "room"
    shutil.copytree(SAMPLE_ROOMS / "small" / "documents" / "12 Tax", room / "12 Tax")
    return room


def test_run_into_a_file_is_a_plain_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("keep me")
    code = main(["run", str(_small_room(tmp_path)), "--out", str(target)])
    err = capsys.readouterr().err
    assert code != 0
    assert "is a file, not a folder" in err and "Traceback" not in err
    assert target.read_text() == "keep me"


def test_unreachable_model_says_so_and_exits_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DILIGENCE_MODELS__RETRIES", "0")
    monkeypatch.setenv("DILIGENCE_MODELS__CALL_TIMEOUT", "5")
    code = main(
        [
            "run",
            str(_small_room(tmp_path)),
            "--model",
            "openai/x",
            "--api-base",
            "http://127.0.0.1:9/v1",
            "--out",
            str(tmp_path / "run"),
        ]
    )
    captured = capsys.readouterr()
    assert code == 3
    assert "cannot reach http://127.0.0.1:9/v1" in captured.err
    assert "LiteLLM" not in captured.err and "LiteLLM" not in captured.out
    assert "Status: incomplete" in captured.out


def test_progress_bar_uses_the_stderr_of_now_not_of_import(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # ProgressBar once bound sys.stderr as a default argument: after stderr was swapped (as
    # pytest's capsys does) and the old stream closed, `diligence index` wrote to a closed file
    import io

    from diligence_tui.room.cli import ProgressBar

    swapped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", swapped)
    assert ProgressBar().stream is swapped
