"""The offline root as a sampled policy: with no seed it is the greedy playbook of old; with a
request seed ([models] seed, which rollouts set per run) it plans, batches, searches and checks
differently, so a group of rollouts is not N identical runs; the same seed gives the same run.
Real runs on sample_rooms/small with the real kernel and the offline judge."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.offline import playbook
from diligence_tui.offline.sampling import Sampler
from diligence_tui.settings import Settings
from tests.conftest import SAMPLE_ROOMS

SMALL = SAMPLE_ROOMS / "small"


def test_greedy_sampler_keeps_every_choice_of_the_playbook() -> None:
    greedy = Sampler(0, 2.0)
    items = [("b", "2"), ("a", "9"), ("b", "1"), ("a", "3")]
    assert greedy.order("plan:order", items, key=lambda x: x) == sorted(items)
    assert all(greedy.thought_of(f"search:{n}", drop=0.9) for n in range(200))
    assert greedy.choice("plan:batch", 8, [4, 6, 12]) == 8
    # no seed: the cell is the greedy one, word for word
    first = [{"role": "system", "content": "x"}, {"role": "user", "content": "go"}]
    assert playbook.reply(first) == playbook.reply(first, seed=0, temperature=0.7)
    assert "PLAYBOOK_SEED" not in playbook.reply(first)
    assert "PLAYBOOK_SEED = 7" in playbook.reply(first, seed=7)
    assert "PLAYBOOK_TEMPERATURE = 1.0" in playbook.reply(first, seed=7)  # temperature 0
    assert "PLAYBOOK_TEMPERATURE = 0.5" in playbook.reply(first, seed=7, temperature=0.5)


def test_a_seed_draws_the_same_every_time_and_another_seed_draws_otherwise() -> None:
    items = [(folder, str(n)) for folder in "abcdef" for n in range(5)]
    one, again, other = Sampler(3), Sampler(3), Sampler(4)
    order = one.order("plan:order", items, key=lambda x: x)
    assert sorted(order) == sorted(items) and order != sorted(items)
    assert order == again.order("plan:order", items, key=lambda x: x)  # no hidden state
    assert order != other.order("plan:order", items, key=lambda x: x)
    # folders stay together (the plan still goes folder by folder)
    folders = [f for f, _ in order]
    assert [f for i, f in enumerate(folders) if i == 0 or folders[i - 1] != f] == list(
        dict.fromkeys(folders)
    )
    kept = [one.thought_of(f"search:{n}", drop=0.25) for n in range(2000)]
    assert kept == [again.thought_of(f"search:{n}", drop=0.25) for n in range(2000)]
    assert 0.2 < kept.count(False) / len(kept) < 0.3  # drop x temperature 1
    hot = Sampler(3, temperature=2.0)
    assert 0.45 < [hot.thought_of(f"search:{n}") for n in range(2000)].count(False) / 2000 < 0.55
    assert sum(Sampler(3, 50.0).thought_of(f"s{n}") for n in range(2000)) > 100  # at most 0.9


def _run(tmp_path: Path, name: str, seed: int, **budget: Any) -> Path:
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room

    settings = Settings().with_overrides(models__seed=seed)
    for key, value in budget.items():
        setattr(settings.budget, key, value)
    room = Room.open(SMALL / "documents", settings)
    room.index()
    try:
        summary = Run(room, settings, run_dir=tmp_path / name).run()
    finally:
        room.close()
    assert summary["status"] != "failed", summary
    return tmp_path / name


def _findings(run_dir: Path) -> list[tuple[Any, ...]]:
    found = json.loads((run_dir / "findings.json").read_text())
    return sorted(
        (f["title"], f["severity"], tuple((c["path"], c["quote"]) for c in f["citations"]))
        for f in found
    )


def _cells(run_dir: Path) -> list[str]:
    from diligence_tui.harness.journal import read_journal

    return [
        e["code"] for e in read_journal(run_dir / "journal.jsonl") if e["kind"] == "cell_output"
    ]


def _graded(run_dir: Path) -> dict[str, Any]:
    from diligence_tui.evaluation.cli import evaluate

    evaluate(run_dir, str(SMALL / "task.json"), "offline", settings=Settings())
    return json.loads((run_dir / "eval.json").read_text())


@pytest.mark.slow
def test_same_seed_same_run_and_another_seed_another_outcome(tmp_path: Path) -> None:
    first, again, other = (_run(tmp_path, n, s) for n, s in (("a", 5), ("b", 5), ("c", 1)))
    assert _cells(first) == _cells(again) and "PLAYBOOK_SEED = 5" in _cells(first)[0]
    assert _findings(first) == _findings(again)
    assert (first / "memo.md").read_text() == (again / "memo.md").read_text()
    metrics = [json.loads((d / "metrics.json").read_text()) for d in (first, again)]
    assert metrics[0]["subcalls"] == metrics[1]["subcalls"]
    # another seed: another plan, other findings, another judged pass rate
    assert _cells(first)[1] != _cells(other)[1]
    assert _findings(first) != _findings(other)
    graded = [_graded(d) for d in (first, again, other)]
    assert graded[0]["pass_rate"] == graded[1]["pass_rate"] != graded[2]["pass_rate"]


@pytest.mark.slow
def test_under_a_budget_the_seed_decides_what_is_read_first(tmp_path: Path) -> None:
    runs = [_run(tmp_path, f"s{seed}", seed, max_tokens=150_000) for seed in (1, 2)]
    covered = [json.loads((d / "metrics.json").read_text())["coverage"] for d in runs]
    assert all(c["room"] < 1.0 for c in covered)  # the ceiling stopped both
    assert covered[0]["folders"] != covered[1]["folders"]
