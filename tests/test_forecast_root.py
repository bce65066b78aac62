"""The forecast's root tokens: the offline playbook's turns are its own cells, counted, and
the first message is the run's (with a Legal Agent Bench room's brief). The forecast assumed
2,250 tokens a turn whatever the step (the plan cell, which carries the helpers, writes
8,500; a review wave 1,900) and left the engagement's brief out of the first message: on
sample_rooms/small the root input was 17.8% low and its output 12.9% low.

A real offline run of a room written for this test (three folders, two waves of review)
against the forecast of the same room."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.forecast import forecast
from diligence_tui.harness.runner import Run
from diligence_tui.settings import Settings
from tests.test_run_support import open_room

TASK = {
    "title": "Sell-side review: disposal of Harrowgate Cold Chain Ltd",
    "instructions": (
        "You act for the seller of Harrowgate Cold Chain Ltd, a refrigerated haulage company. "
        "Review every document and list what a buyer's counsel will ask about, with quotes."
    ),
    "deliverables": {"memo": "a disclosure-readiness memo"},
    "criteria": [],
}


def write_room(base: Path) -> Path:
    docs = base / "harrowgate" / "documents"
    for folder, n in (("01 Customers", 6), ("02 Fleet", 5), ("03 People", 4)):
        (docs / folder).mkdir(parents=True)
        for i in range(1, n + 1):
            (docs / folder / f"record {i}.txt").write_text(
                f"{folder[3:]} record {i} of Harrowgate Cold Chain Ltd.\n\n"
                f"Clause {i}. Either party may terminate this agreement on {30 * i} days' "
                f"written notice; the haulier's liability is capped at GBP {i * 125},000.\n",
                encoding="utf-8",
            )
    (docs.parent / "task.json").write_text(json.dumps(TASK), encoding="utf-8")
    return docs


def test_the_root_forecast_counts_the_playbooks_cells_and_the_brief(tmp_path: Path) -> None:
    settings = Settings()
    room = open_room(write_room(tmp_path), settings)
    try:
        before = forecast(room, settings)
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    finally:
        room.close()
    assert summary["status"] == "submitted"
    assert before.turns == summary["turns"]
    root = summary["tokens"]["root"]
    # old code: turns x 2,250 (-23% here); the playbook's cells are what the run sends
    assert before.tokens["root"]["output"] == root["output"], (before.tokens, root)
    # the conversation resent each turn: the first message and the cells exact, the cells'
    # output assumed (old code: -19% here)
    assert abs(before.tokens["root"]["input"] - root["input"]) <= 0.05 * root["input"], (
        before.tokens["root"]["input"],
        root["input"],
    )
    assert "the playbook's own cell for its step" in " ".join(before.assumptions)
