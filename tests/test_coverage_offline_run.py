"""The offline engine sends every readable document in full to its sub-agents, so the
coverage measured on its prompts must come out at (nearly) the whole room."""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui.harness.runner import Run
from diligence_tui.settings import Settings
from tests.conftest import SAMPLE_ROOMS
from tests.test_run_support import open_room


def test_a_full_offline_run_covers_the_small_sample_room(tmp_path: Path) -> None:
    path = SAMPLE_ROOMS / "small"
    if not (path / "documents").exists():
        pytest.skip("sample_rooms/small is not in this checkout")
    settings = Settings()  # no model configured: the offline engine
    assert settings.offline
    room = open_room(path, settings)
    try:
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    finally:
        room.close()
    assert summary["status"] == "submitted", summary
    coverage = summary["coverage"]
    assert coverage["room"] >= 0.995, coverage["room"]
    short = {d: s for d, s in coverage["documents"].items() if s < 0.99}
    assert not short, short
