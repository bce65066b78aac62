"""The run, the summary and the memo name the engine of each role: the offline root with a
language model reading the documents is never "no language model read the documents"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from diligence_tui.harness.run_metrics import OFFLINE_ENGINE, engine_of
from diligence_tui.harness.runner import Run
from diligence_tui.harness.steering import Steering
from diligence_tui.offline.reviewer import answer as reviewer_answer
from diligence_tui.review import run_files
from diligence_tui.review.export_common import title_block
from tests.openai_server import ScriptedServer, message_text
from tests.test_honest_coverage import settings_for
from tests.test_run_support import make_room, open_room


def _reader(body: dict[str, Any]) -> str:
    return reviewer_answer(message_text((body.get("messages") or [{}])[-1]))


def test_an_offline_root_with_a_model_reading_says_so_everywhere(tmp_path: Path) -> None:
    with ScriptedServer(_reader) as server:
        settings = settings_for(server, max_turns=30)
        room = open_room(make_room(tmp_path), settings)
        run = Run(room, settings, run_dir=tmp_path / "run", steering=Steering())
        summary = run.run()
    assert server.answered()  # the model did read
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    files = run_files.load_run(tmp_path / "run")
    memo_text = files.memo.to_markdown()
    for label in (info["engine"], summary["engine"], files.memo.engine):
        assert "openai/sub" in label and label != OFFLINE_ENGINE
    assert "no language model read the documents" not in memo_text
    assert "openai/sub reading the documents" in memo_text
    block = dict(title_block(files.memo, summary).rows)
    assert block["Offline engine"].startswith("Partly:")
    assert "openai/sub (a language model)" in block["Offline engine"]


def test_engine_of_each_combination() -> None:
    assert engine_of("offline/playbook", "offline/reviewer") == OFFLINE_ENGINE
    assert "no language model" not in engine_of("openai/a", "openai/b")
    mixed = engine_of("openai/a", "offline/reviewer")
    assert mixed.startswith("openai/a (root)") and "pattern reviewer" in mixed
