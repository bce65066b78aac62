"""``diligence run ROOM --dry-run``: the forecast against the actual run on the same room,
prices known and unknown, and the time from an earlier run's latencies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui.cli import main
from diligence_tui.harness.forecast import forecast
from diligence_tui.harness.pricing import register_price, unregister_price
from diligence_tui.harness.runner import Run
from diligence_tui.settings import Settings
from tests.conftest import SAMPLE_ROOMS
from tests.test_run_support import make_room, open_room


def test_dry_run_runs_nothing_and_prints_the_forecast(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    room = make_room(tmp_path)
    assert main(["run", str(room), "--dry-run", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["harness"] == "rlm" and data["subcalls"] >= 1
    assert set(data["tokens"]) == {"root", "sub"}
    assert data["total_cost"] == 0.0  # the offline engine costs nothing
    assert data["seconds"] is None and data["speed"].startswith("unknown")
    assert {f["folder"] for f in data["folders"]} == {"Contracts", "Corporate"}
    assert sum(f["tokens"] for f in data["folders"]) == data["room_tokens"]
    from diligence_tui.harness.run_folder import latest_run

    assert latest_run(room) is None  # no run folder was made
    assert main(["run", str(room), "--dry-run", "--harness", "toolloop"]) == 0
    out = capsys.readouterr().out
    assert "Sub-calls: none" in out and "Ceilings: turns 40" in out


def test_unknown_prices_are_said_as_unknown(tmp_path: Path) -> None:
    room = open_room(make_room(tmp_path), Settings())
    settings = Settings()
    settings.models.root_model = "openai/no-such-model-here"
    settings.models.sub_model = "openai/priced-sub"
    register_price("openai/priced-sub", 1.0, 2.0)
    try:
        result = forecast(room, settings)
    finally:
        unregister_price("openai/priced-sub")
    assert result.cost["root"] is None and result.total_cost is None
    sub = result.tokens["sub"]
    assert result.cost["sub"] == pytest.approx(sub["input"] / 1e6 + 2 * sub["output"] / 1e6)
    from diligence_tui.harness.forecast_cli import format_forecast

    assert "unknown (no price for this model)" in format_forecast(result)


def test_forecast_against_the_actual_run_on_the_small_sample_room(tmp_path: Path) -> None:
    """The goal: within 25% on sub-calls and tokens (offline engine, same room)."""
    settings = Settings()
    room = open_room(SAMPLE_ROOMS / "small" / "documents", settings)
    before = forecast(room, settings)
    summary = Run(room, settings).run()  # into the room's own state dir: the next forecast times it
    assert summary["status"] == "submitted"
    assert abs(before.subcalls - summary["subcalls"]) <= 0.25 * summary["subcalls"]
    assert abs(before.total_tokens - summary["total_tokens"]) <= 0.25 * summary["total_tokens"]
    for role in ("root", "sub"):
        actual = summary["tokens"][role]["input"]
        assert abs(before.tokens[role]["input"] - actual) <= 0.25 * actual, role
    after = forecast(room, settings)
    assert after.seconds is not None and after.seconds > 0 and "measured" in after.speed
    # the same plan as the run it measured: its wall time back, the cells' own time included
    # (the calls alone are a fraction of it), from the recorded numbers, not a clock
    assert (after.turns, after.subcalls) == (summary["turns"], summary["subcalls"])
    assert after.seconds == pytest.approx(summary["wall_seconds"], rel=0.02)
    assert "the REPL's own time per turn" in after.speed
    other = settings.with_overrides(models__root_model="openai/other")
    assert forecast(room, other).seconds is None  # another endpoint's speed is not known


def test_forecast_warns_when_a_ceiling_is_below_it(tmp_path: Path) -> None:
    room = open_room(make_room(tmp_path), Settings())
    settings = Settings()
    settings.budget.max_tokens = 1_000
    settings.budget.max_subcalls = 1
    result = forecast(room, settings)
    text = " ".join(result.warnings)
    assert "token ceiling" in text
    assert ("sub-call ceiling" in text) == (result.subcalls > 1)


def _reviewer_reply(body: dict) -> str:
    """The offline reviewer answering over HTTP, as a sub-model would."""
    from diligence_tui.offline.reviewer import answer
    from tests.openai_server import message_text

    users = [m for m in body["messages"] if m["role"] == "user"]
    return answer(message_text(users[-1]))


def _guided(server_base: str) -> Settings:
    settings = Settings()
    settings.models.root_model = "guided"  # the playbook orchestrates, the sub-model reads
    settings.models.sub_model = "openai/scripted"
    settings.models.api_base = server_base
    settings.budget.max_turns = 20
    return settings


@pytest.mark.slow
def test_the_forecast_slices_at_the_window_the_server_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    """The sub-model's window comes from where the run finds it (here llama.cpp's /props),
    said with its source; a smaller window means more sub-calls, as in the actual run."""
    from diligence_tui.harness.forecast_cli import format_forecast
    from tests.openai_server import ScriptedServer

    small_room = SAMPLE_ROOMS / "small" / "documents"
    room = open_room(small_room, Settings())
    try:
        with ScriptedServer(_reviewer_reply, context_window=16_384, window_via="props") as big:
            wide = forecast(room, _guided(big.api_base))
        assert wide.sub_window == 16_384 and "/props" in wide.sub_window_source
        with ScriptedServer(_reviewer_reply, context_window=4_096, window_via="props") as server:
            settings = _guided(server.api_base)
            narrow = forecast(room, settings)
            assert "/props" in " ".join(server.probes)
            assert narrow.sub_window == 4_096
            assert narrow.sub_window_source == "server: llama.cpp /props n_ctx"
            assert narrow.subcalls > wide.subcalls
            assert "4,096-token window (server: llama.cpp /props n_ctx" in format_forecast(narrow)
            summary = Run(room, settings, run_dir=tmp_path / "run").run()
        # the playbook's task keeps to its share of a small window: no prompt overflows
        calls = (tmp_path / "run" / "calls.jsonl").read_text().splitlines()
        assert not [c for c in calls if "leaves no room for a reply" in c]
        run_info = json.loads((tmp_path / "run" / "run.json").read_text())
        assert run_info["windows"]["sub"]["tokens"] == 4_096  # the run found the same window
        actual = summary["subcalls"]
        assert abs(narrow.subcalls - actual) <= 0.25 * actual, (narrow.subcalls, actual)
        # the same window from the settings: the same forecast, said as the settings'
        configured = _guided("")
        configured.models.sub_model = "openai/scripted"
        configured.models.sub_context_window = 4_096
        by_settings = forecast(room, configured)
        assert (
            by_settings.subcalls == narrow.subcalls and by_settings.sub_window_source == "settings"
        )
    finally:
        room.close()


def test_the_forecast_counts_the_task_each_sub_call_of_the_run_carries(tmp_path: Path) -> None:
    """Every sub-call of the playbook names the review's date ("Review as of: ...", about
    140 characters); the forecast counted the task without it. Against a real offline run's
    recorded prompts: the task the forecast counts is the task each sub-call was sent, up to
    what the run adds from what it found (consents on file, resolutions)."""
    from diligence_tui.harness.forecast import playbook_head
    from diligence_tui.offline.review_task import ON_FILE_HEAD

    folder = make_room(tmp_path)
    (folder / "Corporate" / "letter.txt").write_text(
        "14 March 2024\n\nDear Sirs,\n\nWe confirm the lease is in full force.\n",
        encoding="utf-8",
    )
    settings = Settings()
    room = open_room(folder, settings)
    try:
        head = playbook_head(room, settings)
        assert "\nReview as of: 2024-03-14 (14 March 2024" in head
        before = forecast(room, settings)
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    finally:
        room.close()
    assert summary["status"] == "submitted"
    tasks = []
    for line in (tmp_path / "run" / "calls.jsonl").read_text(encoding="utf-8").splitlines():
        call = json.loads(line)
        if call["role"] != "sub" or call["status"] == "retried":
            continue
        user = [m for m in call["messages"] if m["role"] == "user"][-1]["content"]
        tasks.append(user.split("Task from the lead reviewer: ", 1)[1].split("\n\nThe doc", 1)[0])
    assert tasks and len(tasks) == summary["subcalls"] == before.subcalls
    for task in tasks:  # what the run sent begins with what the forecast counted
        assert task.split(ON_FILE_HEAD)[0].startswith(head), task[:300]
    assert "the review's date (Review as of:)" in " ".join(before.assumptions)
