"""``diligence rollouts ROOM --task task.json --n N [--judge offline|MODEL] [--concurrency K]
[--harness H] -o FILE.jsonl``: a group of N independent runs of one room, each judged, with
the group-normalised advantage GRPO trains on.

Run ``i`` gets the request seed ``i + 1`` (``[models] seed``; the offline roots sample their
plan, searches and checks from it (offline/sampling.py), a model samples with it) and its own folder under
``FILE.runs/``. Each line: index, seed, run folder, reward (the rubric pass rate), advantage
``(r - mean) / (std + 1e-6)`` over the group (population std), coverage, tokens and cost.
Resumable: a finished rollout (its line in FILE) is not run again; a run folder left without
metrics is resumed; a finished run not yet judged is judged. Lines are appended as rollouts
finish (advantage null) and the file is rewritten with the advantages at the end.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.settings import Settings

EPSILON = 1e-6
# a group sampled at temperature 0 is N near-identical runs of a model: rollouts sample at
# this unless a temperature is given or set ([models] temperature)
ROLLOUT_TEMPERATURE = 1.0


def advantages(rewards: list[float]) -> list[float]:
    """(r - mean) / (std + EPSILON): sums to zero over the group."""
    if not rewards:
        return []
    mean = statistics.fmean(rewards)
    std = statistics.pstdev(rewards)
    return [(r - mean) / (std + EPSILON) for r in rewards]


def _read_lines(path: Path) -> dict[int, dict[str, Any]]:
    done: dict[int, dict[str, Any]] = {}
    if not path.exists():
        return done
    for text in path.read_text(encoding="utf-8").splitlines():
        try:
            line = json.loads(text)
        except ValueError:
            continue  # a line cut by a kill: that rollout is looked at again
        if isinstance(line, dict) and isinstance(line.get("index"), int):
            done[line["index"]] = line
    return done


def one_rollout(
    index: int,
    room_path: str,
    task: str,
    settings: Settings,
    harness: str,
    judge: str,
    runs_dir: Path,
    temperature: float = ROLLOUT_TEMPERATURE,
) -> dict[str, Any]:
    """Run (or resume, or just judge) rollout ``index``; its line."""
    from diligence_tui.evaluation.cli import evaluate
    from diligence_tui.harness.choice import harness_factory, settings_for
    from diligence_tui.harness.runner import Run
    from diligence_tui.research.runs import load_row
    from diligence_tui.room.room import Room

    seed = index + 1
    run_dir = runs_dir / f"rollout-{index:03d}"
    run_settings = settings_for(
        harness, settings.with_overrides(models__seed=seed, models__temperature=temperature)
    )
    if not (run_dir / "metrics.json").exists():
        room = Room.open(room_path, run_settings)  # one Room per thread: its store is not shared
        try:
            resume = (run_dir / "journal.jsonl").exists()
            run = Run(
                room,
                run_settings,
                run_dir=run_dir,
                resume=resume,
                harness=harness_factory(harness),
            )
            summary = run.run()
        finally:
            room.close()
        if summary.get("status") == "failed":
            raise UserError(f"rollout {index} failed: {summary.get('error')} ({run_dir})")
    if not (run_dir / "eval.json").exists():
        evaluate(run_dir, task, judge, settings=settings)
    row = load_row(run_dir)
    return {
        "index": index,
        "seed": seed,
        "temperature": temperature,
        "run_dir": str(run_dir),
        "harness": row.harness,
        "status": row.status,
        "reward": row.pass_rate if row.pass_rate is not None else 0.0,
        "advantage": None,
        "coverage": row.coverage,
        "tokens": row.total_tokens,
        "cost": row.total_cost,
        "judge": row.judge,
    }


def rollouts(
    room_path: str,
    task: str,
    n: int,
    output: Path,
    settings: Settings,
    *,
    harness: str = "rlm",
    judge: str = "offline",
    concurrency: int = 1,
    temperature: float | None = None,
) -> list[dict[str, Any]]:
    from diligence_tui.atomic import write_text_atomic

    if temperature is None:
        temperature = settings.models.temperature or ROLLOUT_TEMPERATURE

    runs_dir = output.with_name(output.name + ".runs")
    runs_dir.mkdir(parents=True, exist_ok=True)
    done = {i: line for i, line in _read_lines(output).items() if i < n}
    lock = threading.Lock()
    todo = [i for i in range(n) if i not in done]
    if todo:
        from diligence_tui.room.room import Room

        with Room.open(room_path, settings) as room:  # index once, before the group starts
            room.index()

    def work(index: int) -> None:
        line = one_rollout(index, room_path, task, settings, harness, judge, runs_dir, temperature)
        with lock:
            done[index] = line
            with open(output, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(line) + "\n")

    with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
        for future in [pool.submit(work, i) for i in todo]:
            future.result()
    lines = [done[i] for i in range(n)]
    for line, advantage in zip(lines, advantages([float(x["reward"]) for x in lines]), strict=True):
        line["advantage"] = advantage
    write_text_atomic(output, "".join(json.dumps(line) + "\n" for line in lines))
    return lines


def format_summary(lines: list[dict[str, Any]]) -> str:
    out = [
        f"{'#':>3} {'seed':>5} {'reward':>7} {'advantage':>9} {'coverage':>8} {'tokens':>10} {'cost':>10}  run"
    ]
    for line in lines:
        cost = "unknown" if line["cost"] is None else f"${line['cost']:.4f}"
        out.append(
            f"{line['index']:>3} {line['seed']:>5} {line['reward']:>7.3f} {line['advantage']:>9.3f} "
            f"{line['coverage']:>8.1%} {line['tokens']:>10,} {cost:>10}  {line['run_dir']}"
        )
    rewards = [float(x["reward"]) for x in lines]
    if rewards:
        out.append(
            f"group of {len(rewards)}: reward mean {statistics.fmean(rewards):.3f}, std "
            f"{statistics.pstdev(rewards):.3f}; advantages sum to "
            f"{sum(float(x['advantage']) for x in lines):.2e}"
        )
        if statistics.pstdev(rewards) == 0:
            out.append("every reward is the same: the advantages are all zero (nothing to learn)")
    return "\n".join(out)


def cmd_rollouts(args: argparse.Namespace, settings: Settings) -> int:
    from diligence_tui.cli import settings_from_args
    from diligence_tui.lab_task import load_task
    from diligence_tui.textsafe import neutralize

    load_task(args.task)  # a bad task file is said before any run starts
    lines = rollouts(
        args.room,
        args.task,
        args.n,
        Path(args.output),
        settings_from_args(args, settings),
        harness=args.harness or "rlm",
        judge=args.judge or "offline",
        concurrency=args.concurrency,
        temperature=args.temperature,
    )
    print(neutralize(format_summary(lines)))
    print(neutralize(f"wrote {args.output}"), file=sys.stderr)
    return 0
