"""The Table tab on a large grid: 5,000 documents × 20 questions.

    .venv/bin/python bench/table_grid.py [--rows 5000] [--columns 20] [--rounds 3]

One process, headless Textual (run_test). The baseline is building the raw rows: every
cell's display text into a list of lists (the least any view of the grid must do once).
Measured against it:

* open: TableView + the grid shown and its first frame drawn (set_table, then a refresh);
* scroll: 200 page-downs and 200 cursor moves right/left, each with its frame drawn;
* sort and filter: one sort by a money column, one filter by an answer (rows recomputed,
  frame drawn);
* for reference, the same rows added to a Textual DataTable (what the grid replaces), and
  the same 400 moves in it;
* load_table / save_table of the table.json (a worker reads it; a save runs on the UI
  thread a moment after the analyst's last change).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import statistics
import tempfile
import time
from datetime import date
from pathlib import Path

from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, Column, Table, load_table, save_table

TYPES = ("yes_no", "text", "date", "money", "duration")


def build_table(rows: int, columns: int, seed: int = 7) -> Table:
    rng = random.Random(seed)
    cols = [
        Column(
            f"q{i}", f"Question {i}: does the contract say something about topic {i}?", TYPES[i % 5]
        )
        for i in range(columns)
    ]
    table = Table(columns=cols, engine="offline")
    for r in range(rows):
        path = f"{r // 100:02d} Folder/contract_{r:05d}.pdf"
        row = table.add_row(f"doc{r:05d}", path)
        for col in cols:
            if rng.random() < 0.4:
                row.cells[col.id] = Cell(
                    answer="no" if col.type == "yes_no" else None, outcome="not_found", coverage=1.0
                )
                continue
            answer = {
                "yes_no": "yes",
                "text": "New York law, exclusive jurisdiction",
                "date": date(2020 + rng.randrange(6), 1 + rng.randrange(12), 1).isoformat(),
                "money": f"${rng.randrange(1, 90) * 50_000:,}",
                "duration": f"{rng.randrange(1, 36)} months",
            }[col.type]
            quote = f"the clause on topic {col.id} in section {rng.randrange(1, 30)} says so"
            row.cells[col.id] = Cell(
                answer=answer,
                outcome="answered",
                citations=[
                    Citation(row.doc_id, path, quote, page=rng.randrange(1, 40), verified=True)
                ],
            )
    return table


def raw_rows(table: Table) -> list[list[str]]:
    return [
        [row.document, *(row.cells[c.id].display() for c in table.columns)] for row in table.rows
    ]


async def measure(table: Table, rounds: int) -> dict[str, list[float]]:
    from textual.app import App, ComposeResult
    from textual.widgets import DataTable

    from diligence_tui.tui.themes import VARIABLE_DEFAULTS
    from diligence_tui.tui.widgets.table_pane import TablePane

    class Bench(App):
        def get_theme_variable_defaults(self) -> dict[str, str]:
            return dict(VARIABLE_DEFAULTS)

        def compose(self) -> ComposeResult:
            yield TablePane(id="table")
            yield DataTable(id="dt")

    times: dict[str, list[float]] = {}

    def record(name: str, seconds: float) -> None:
        times.setdefault(name, []).append(seconds)

    app = Bench()
    async with app.run_test(size=(200, 60)) as pilot:
        pane = app.query_one(TablePane)
        grid = pane.grid
        for _ in range(rounds):
            t = time.perf_counter()
            raw_rows(table)
            record("baseline: raw rows", time.perf_counter() - t)

            pane.set_table(None)
            await pilot.pause()
            t = time.perf_counter()
            pane.set_table(table)
            await pilot.pause()  # the first frame drawn
            record("open (view + first frame)", time.perf_counter() - t)

            grid.focus()
            await pilot.pause()
            t = time.perf_counter()
            for _ in range(200):
                grid.action_page(1)
                await pilot.pause()
            for _ in range(100):
                grid.action_move(0, 1)
                await pilot.pause()
            for _ in range(100):
                grid.action_move(0, -1)
                await pilot.pause()
            record("scroll: 400 moves, each frame drawn", time.perf_counter() - t)

            t = time.perf_counter()
            pane._sort("q3")
            await pilot.pause()
            record("sort by a money column", time.perf_counter() - t)
            pane._sort("q3")
            pane._sort("q3")
            t = time.perf_counter()
            assert pane.view is not None
            pane.view.filters["q0"] = "yes"
            pane._reshow()
            await pilot.pause()
            record("filter by an answer", time.perf_counter() - t)
            pane.view.filters.clear()
            pane._reshow()

        dt = app.query_one(DataTable)
        rows = raw_rows(table)
        for _ in range(1):  # once: it is the slow one
            dt.clear(columns=True)
            await pilot.pause()
            t = time.perf_counter()
            dt.add_columns("Document", *(c.id for c in table.columns))
            dt.add_rows(rows)
            await pilot.pause()
            record("reference: DataTable add_rows + frame", time.perf_counter() - t)
            dt.focus()
            await pilot.pause()
            t = time.perf_counter()
            for _ in range(200):
                dt.action_page_down()
                await pilot.pause()
            for _ in range(100):
                dt.action_cursor_right()
                await pilot.pause()
            for _ in range(100):
                dt.action_cursor_left()
                await pilot.pause()
            record("reference: DataTable, the same 400 moves", time.perf_counter() - t)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=5000)
    parser.add_argument("--columns", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--io-only", action="store_true", help="only table.json: save and load against json"
    )
    args = parser.parse_args()
    t = time.perf_counter()
    table = build_table(args.rows, args.columns)
    print(f"built a {args.rows} × {args.columns} table in {time.perf_counter() - t:.2f} s")
    times = {} if args.io_only else asyncio.run(measure(table, args.rounds))
    cpu: dict[str, list[float]] = {}  # process CPU time: what the machine's load disturbs least

    def timed(name: str, fn):  # type: ignore[no-untyped-def]
        t, c = time.perf_counter(), time.process_time()
        out = fn()
        times.setdefault(name, []).append(time.perf_counter() - t)
        cpu.setdefault(name, []).append(time.process_time() - c)
        return out

    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.rounds):
            # the baseline: the same data through json alone, compact (the C encoder), and
            # with indent=2 as save_table wrote it before
            text = timed(
                "baseline: json.dumps(table.to_dict())",
                lambda: json.dumps(table.to_dict(), ensure_ascii=False),
            )
            timed("json.loads of that text", lambda text=text: json.loads(text))
            indented = timed(
                "json.dumps(indent=2), the old layout",
                lambda: json.dumps(table.to_dict(), indent=2, ensure_ascii=False),
            )
            path = timed("save_table (table.json)", lambda: save_table(tmp, table))
            timed("load_table (table.json)", lambda: load_table(tmp))
        size = Path(path).stat().st_size
    print(f"json.dumps compact {len(text) / 1e6:.1f} MB, indent=2 {len(indented) / 1e6:.1f} MB")
    base = statistics.median(
        times["baseline: json.dumps(table.to_dict())" if args.io_only else "baseline: raw rows"]
    )
    print(
        f"machine: {platform.machine()}, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}; medians of {args.rounds} rounds; table.json {size / 1e6:.1f} MB"
    )
    base_cpu = statistics.median(cpu.get("baseline: json.dumps(table.to_dict())", [base]))
    for name, values in times.items():
        median = statistics.median(values)
        line = f"{name:42s} {median * 1000:9.1f} ms   {median / base:7.2f}x baseline"
        if name in cpu:
            c = statistics.median(cpu[name])
            line += f"   CPU {c * 1000:8.1f} ms {c / base_cpu:6.2f}x"
        print(line)


if __name__ == "__main__":
    main()
