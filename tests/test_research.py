"""The research commands run for real: rollouts on sample_rooms/small with the offline
tool-loop policy and the offline judge, then report, traces and compare over those runs and
an RLM run; traces validated line by line against the chat format."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.cli import main
from diligence_tui.research.plot import text_scatter
from diligence_tui.research.rollouts import advantages
from diligence_tui.research.runs import RunRow
from diligence_tui.research.traces import TraceFormatError, validate_line
from tests.conftest import SAMPLE_ROOMS

SMALL = SAMPLE_ROOMS / "small"


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_rollouts_report_traces_and_compare_on_the_small_room(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    out = tmp_path / "group.jsonl"
    args = ["rollouts", str(SMALL / "documents"), "--task", str(SMALL / "task.json")]
    args += ["--harness", "toolloop", "--concurrency", "2", "-o", str(out)]
    assert main([*args, "--n", "2"]) == 0
    first = {line["index"]: line for line in _lines(out)}
    made = {i: Path(first[i]["run_dir"]).stat().st_mtime_ns for i in first}
    # resumable: a bigger group runs only the rollouts it lacks
    assert main([*args, "--n", "4"]) == 0
    printed = capsys.readouterr().out
    lines = _lines(out)
    assert [line["index"] for line in lines] == [0, 1, 2, 3]
    assert {Path(lines[i]["run_dir"]).stat().st_mtime_ns for i in made} == set(made.values())
    assert [line["seed"] for line in lines] == [1, 2, 3, 4]
    # sampled: at [models] temperature 0 a model's group would be N near-identical runs
    for line in lines:
        assert line["temperature"] == 1.0
        models = json.loads((Path(line["run_dir"]) / "run.json").read_text())["settings"]["models"]
        assert (models["seed"], models["temperature"]) == (line["seed"], 1.0)
    rewards = [line["reward"] for line in lines]
    assert all(0.0 <= r <= 1.0 for r in rewards)
    assert math.isclose(sum(line["advantage"] for line in lines), 0.0, abs_tol=1e-9)
    assert len(set(rewards)) > 1, "the seeds should give the group different rewards"
    for line in lines:
        graded = json.loads((Path(line["run_dir"]) / "eval.json").read_text())
        assert graded["pass_rate"] == line["reward"]  # the reward is the judged pass rate
        assert 0 < line["coverage"] < 1 and line["cost"] == 0.0
    assert "advantages sum to" in printed and "group of 4" in printed

    # report: one column per run, pass rate by criterion kind, the scatter and a real PNG
    runs = [line["run_dir"] for line in lines]
    png = tmp_path / "plot.png"
    assert main(["report", *runs, "--plot", str(png)]) == 0
    table = capsys.readouterr().out
    assert "toolloop" in table and "pass rate" in table and "  identify" in table
    assert "coverage (log scale)" in table  # the terminal scatter
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PIL import Image

    with Image.open(png) as image:
        assert image.size == (900, 560)
    assert main(["report", *runs, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["pass_rate"] for r in data["runs"]] == rewards
    assert all(r["subcalls_per_1k_room_tokens"] == 0.0 for r in data["runs"])

    # traces: only runs at or above the pass rate, each line as the model saw it
    best = max(rewards)
    traces = tmp_path / "sft.jsonl"
    assert main(["traces", *runs, "--min-pass", str(best), "-o", str(traces)]) == 0
    kept = _lines(traces)
    manifest = json.loads((tmp_path / "sft.jsonl.manifest.json").read_text())
    assert len(kept) == rewards.count(best) == len(manifest)
    for line, meta in zip(kept, manifest, strict=True):
        validate_line(line)
        calls = [
            json.loads(c) for c in (Path(meta["run_dir"]) / "calls.jsonl").read_text().splitlines()
        ]
        last_root = [c for c in calls if c["role"] == "root" and c["status"] == "ok"][-1]
        assert line["messages"][:-1] == last_root["messages"]
        assert line["messages"][-1] == {"role": "assistant", "content": last_root["text"]}
    assert main(["traces", *runs, "--min-coverage", "0.99", "-o", str(traces)]) == 0
    assert traces.read_text() == ""  # no tool-loop run read 99% of the room
    assert "wrote 0 line(s)" in capsys.readouterr().out

    # compare two rollouts: what the other seed found and read
    low, high = rewards.index(min(rewards)), rewards.index(max(rewards))
    assert main(["compare", runs[low], runs[high], "--json"]) == 0
    diff = json.loads(capsys.readouterr().out)
    flipped = [c for c in diff["criteria"] if c["a"] != c["b"]]
    assert flipped and any(c["b"] and not c["a"] for c in flipped)
    assert diff["findings"]["added"] or diff["findings"]["changed"]
    assert main(["compare", runs[low], runs[high]]) == 0
    assert "Criteria:" in capsys.readouterr().out


def test_advantages_are_group_normalised() -> None:
    values = advantages([0.2, 0.4, 0.9])
    assert math.isclose(sum(values), 0.0, abs_tol=1e-12)
    assert values[0] < values[1] < values[2]
    assert advantages([0.5, 0.5]) == [0.0, 0.0]  # nothing to learn from equal rewards


def test_validate_line_refuses_what_is_not_the_chat_format() -> None:
    good = {
        "messages": [
            {"role": "system", "content": "s"},
            {"role": "user", "content": "u"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "read", "arguments": "{}"},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "text"},
            {"role": "assistant", "content": "done"},
        ]
    }
    validate_line(good)
    bad_cases = [
        {"messages": good["messages"][:-1]},  # ends on a tool result
        {
            "messages": [
                *good["messages"][:3],
                {"role": "tool", "tool_call_id": "zz", "content": "x"},
            ]
        },
        {"messages": [{"role": "robot", "content": "x"}]},
        {"messages": good["messages"], "metadata": {}},
        {"messages": [{"role": "user", "content": None}, {"role": "assistant", "content": "a"}]},
    ]
    for case in bad_cases:
        with pytest.raises(TraceFormatError):
            validate_line(case)


def test_text_scatter_places_runs_by_coverage_and_pass_rate() -> None:
    def row(harness: str, coverage: float, rate: float | None) -> RunRow:
        return RunRow("d", "r", harness, "m", "s", "submitted", coverage=coverage, pass_rate=rate)

    picture = text_scatter(
        [row("rlm", 1.0, 1.0), row("toolloop", 0.01, 0.0), row("rlm", 0.5, None)]
    )
    lines = picture.splitlines()
    assert lines[0].rstrip().endswith("R")  # top right: full coverage, every criterion
    bottom = lines[10]
    assert bottom.startswith("   0% |") and "T" in bottom
    assert bottom.index("T") < len(bottom) // 2 + 4  # 1% is left of the middle of the log axis
    assert "no graded run" in text_scatter([row("rlm", 0.5, None)])
