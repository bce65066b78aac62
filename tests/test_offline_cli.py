"""A full offline review of the small sample room through the real CLI (`diligence run`, no
model configured), graded with `diligence eval --judge offline`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_ROOMS


@pytest.mark.slow
def test_cli_offline_run_and_eval_on_the_small_sample_room(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from diligence_tui import cli

    room = SAMPLE_ROOMS / "small"
    if not (room / "task.json").exists():
        pytest.skip("sample_rooms/small is not in this checkout")
    run_dir = tmp_path / "run"
    assert cli.main(["run", str(room), "--out", str(run_dir), "--json"]) == 0
    out = capsys.readouterr().out
    summary = json.loads(out[out.index("{") :])
    assert summary["status"] == "submitted", summary
    memo = (run_dir / "memo.md").read_text()
    assert "offline engine" in memo and "No language model" in memo

    assert (
        cli.main(["eval", str(run_dir), "--task", str(room / "task.json"), "--judge", "offline"])
        == 0
    )
    result = json.loads((run_dir / "eval.json").read_text())
    assert result["pass_rate"] >= 0.9, [
        v for v in result.get("verdicts", []) if v.get("verdict") != "PASS"
    ]
    out = capsys.readouterr().out
    assert "cited quotes verified 100.0%" in out

    # what a diligence lead reads: the right kinds, honest exposures, no false "missing" papers
    from diligence_tui.review import run_files

    files = run_files.load_run(run_dir)
    live = [f for f in files.findings if f.severity != "info" and f.status != "rejected"]

    def cites(f, name: str) -> bool:
        return any(name in c.path for c in f.citations)

    demand = [f for f in live if cites(f, "Demand Letter - Quarry Hill")]
    assert demand and {f.category for f in demand} == {"litigation"}, [
        (f.category, f.title) for f in demand
    ]
    assert "4,987,500" in demand[0].exposure and demand[0].severity == "high"
    assert not [f for f in live if f.category == "most_favoured_nation"]  # affiliate covenant
    missing = [f.title for f in live if f.category == "missing_document"]
    assert missing == [
        "Referenced document missing from the data room: Supply Agreement with Bluefin Hardware"
    ]
    sections = {s.title: s.body for s in files.memo.sections}
    for title in (
        "Executive summary",
        "Scope and method",
        "Documents referred to but not in the room",
        "Recommended next steps",
    ):
        assert title in sections, list(sections)
    assert "coverage of the room's text: 100%" in sections["Scope and method"]
    top = [line for line in sections["Executive summary"].splitlines() if line.startswith("- **")]
    heads = [line.split("**: ", 1)[1].split(" (")[0].split(". ")[0] for line in top]
    assert len(heads) == len(set(heads)) >= 5, top  # one line per issue
    assert "Uncapped liability (Master Subscription Agreement - Palisade.docx)" in "\n".join(top)


@pytest.mark.slow
def test_cli_offline_run_with_too_few_turns_ends_incomplete_and_pretends_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Three turns cannot review the small room: the run is not submitted, the memo says it is
    incomplete and how far the review got, and it cites only passages findings rest on."""
    from diligence_tui import cli
    from diligence_tui.review import run_files

    room = SAMPLE_ROOMS / "small"
    if not (room / "task.json").exists():
        pytest.skip("sample_rooms/small is not in this checkout")
    run_dir = tmp_path / "run"
    cli.main(["run", str(room), "--max-turns", "3", "--out", str(run_dir), "--json"])
    out = capsys.readouterr().out
    summary = json.loads(out[out.index("{") :])
    assert summary["status"] == "incomplete", summary
    assert json.loads((run_dir / "metrics.json").read_text())["status"] == "incomplete"

    files = run_files.load_run(run_dir)
    memo = files.memo
    assert memo.incomplete
    evidence = {c.key() for f in files.findings if f.status != "rejected" for c in f.citations}
    cited = memo.resolved_citations()
    assert all(c.key() in evidence for c in cited), [
        (c.path, c.quote) for c in cited if c.key() not in evidence
    ]
    text = memo.to_markdown()
    assert "First cited source" not in text
    sections = {s.title: s.body for s in memo.sections}
    scope = sections["Scope and method"]
    assert scope.count("This memo was produced by the offline engine") == 1
    assert "The review stopped early when the turn budget (3 turns) ran out" in scope
    assert "this memo is incomplete" in scope
    assert " of 42 readable" in scope and "Not reviewed: " in scope
    assert "Not done in this run: the check for documents referred to" in scope
    assert "the review stopped early" in sections["Executive summary"]
    assert "**Finish the review**" in sections["Recommended next steps"]
    assert [s.title for s in memo.sections].count("Scope and method") == 1
