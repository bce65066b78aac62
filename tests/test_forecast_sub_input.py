"""The forecast counts each sub-call's task as the playbook's review cell writes it: its
instructions with the review's date and the consents already given, and the resolutions on
file about that call's documents. It assumed a typical task for every call (1,600
characters of resolutions, measured at a 4,096-token window): on sample_rooms/small most
calls carry none, and the forecast's sub-call input was 11.5% high (82,438 tokens against
73,939 in the run's journal).

A real offline run of the sample room (room, index, kernel, the playbook) against the
forecast of the same room."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.forecast import forecast
from diligence_tui.harness.runner import Run
from diligence_tui.settings import Settings
from tests.conftest import SAMPLE_ROOMS
from tests.test_run_support import open_room


def test_the_forecast_counts_the_sub_calls_input_as_the_run_sends_it(tmp_path: Path) -> None:
    settings = Settings()
    room = open_room(SAMPLE_ROOMS / "small" / "documents", settings)
    try:
        before = forecast(room, settings)
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    finally:
        room.close()
    assert summary["status"] == "submitted"
    calls = [
        json.loads(line)
        for line in (tmp_path / "run" / "journal.jsonl").read_text().splitlines()
        if '"subcall_finished"' in line
    ]
    sent = sum(c["input_tokens"] for c in calls if c["role"] == "sub")
    assert sent == summary["tokens"]["sub"]["input"]
    assert before.subcalls == summary["subcalls"]
    # old code: +11.5%; the tasks are now the run's, so within 1%
    assert abs(before.tokens["sub"]["input"] - sent) <= 0.01 * sent, (
        before.tokens["sub"]["input"],
        sent,
    )
    assumed = " ".join(before.assumptions)
    assert "the resolutions on file about the call's documents" in assumed
