"""Review tables, measured (numbers for bench/RESULTS.md).

    .venv/bin/python bench/table_cuad.py cuad [--cuad DIR]
    .venv/bin/python bench/table_cuad.py grid ROOM

``cuad``: the offline engine's yes/no cells on real contracts. The held-out part of the CUAD
development set (the clauses helper's split, ``offline.clauses.cuad.held_out``; nothing here
trains on it) becomes a room (the contract texts as files), indexed for real; a table with
the ``contracts`` template's columns for the twelve measured clause kinds is filled through
the real gateway with the offline engine, exactly as ``diligence table`` does; each cell's
yes/no is compared with the expert labels (a category is present when its annotators marked
a span). Per column: precision, recall, and the share of yes cells whose quotes were all
verified in the document. CUAD v1, The Atticus Project, CC BY 4.0 (the set's NOTICE.txt).

``grid``: ``diligence table ROOM`` with 15 columns against ``diligence run ROOM`` (today's
offline review), both through the real CLI in child processes, in the same process run,
the index built once before (state dirs shared by both, fresh for the bench); wall time and
CPU time of each child; sub-calls per cell from the table's summary.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _commit() -> str:
    """The code measured: its commit, and whether the tree had changes."""
    try:
        head = subprocess.run(
            ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(REPO), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
        ).stdout.strip()
    except OSError:
        return "unknown"
    return f"{head}{' (with local changes)' if dirty else ''}" if head else "unknown"


def _machine() -> str:
    load = os.getloadavg()[0]
    return (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"load average {load:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )


# -- CUAD -------------------------------------------------------------------------------------
def fill_contracts(contracts, columns):  # type: ignore[no-untyped-def]
    """A room of the contracts' texts, indexed for real, and a table of ``columns`` filled
    through the real gateway by the offline engine, as ``diligence table`` does. Returns
    (table, {file name: contract}, outcome, wall seconds, CPU seconds)."""
    import asyncio

    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.table_fill import fill_table
    from diligence_tui.review.table import Table
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    work = Path(tempfile.mkdtemp(prefix="table-cuad-"))
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        os.environ[f"DILIGENCE_{name}_DIR"] = str(work / name.lower())
    room_dir = work / "room"
    room_dir.mkdir()
    for contract in contracts:
        (room_dir / contract.name).write_text(contract.text, encoding="utf-8")
    settings = Settings()
    assert settings.offline
    room = Room.open(room_dir, settings)
    room.index()
    by_path = {c.name: c for c in contracts}
    table = Table(columns=columns, engine=settings.sub_model)
    for doc in room.documents():
        table.add_row(doc.doc_id, doc.path)

    async def go():  # type: ignore[no-untyped-def]
        gateway = Gateway(settings)
        try:
            return await fill_table(room, gateway, table, source="offline")
        finally:
            await gateway.aclose()

    started = time.perf_counter()
    cpu = time.process_time()
    outcome = asyncio.run(go())
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    room.close()
    shutil.rmtree(work, ignore_errors=True)
    return table, by_path, outcome, wall, cpu


def bench_cuad(cuad_dir: Path | None) -> None:
    from diligence_tui.offline.clauses import CLAUSES, TWELVE
    from diligence_tui.offline.clauses.cuad import held_out, load
    from diligence_tui.review.table.columns import load_template

    contracts = held_out(load(cuad_dir))
    columns = [c for c in load_template("contracts", CLAUSES) if c.clause in TWELVE]
    assert [c.clause for c in columns] == list(TWELVE), "the template lacks a measured clause"
    table, by_path, outcome, wall, cpu = fill_contracts(contracts, columns)
    print(f"CUAD held-out: {len(contracts)} contracts × {len(columns)} columns; {_machine()}")
    print(
        f"filled in {wall:.1f} s wall ({cpu:.1f} s CPU in this process; the offline engine runs "
        f"in its threads), {outcome.calls} sub-calls for {outcome.cells} cells "
        f"({outcome.calls_per_cell:.3f} per cell)\n"
    )
    print(
        "| column (clause) | labelled | yes | TP | FP | FN | precision | recall | yes cells with every quote verified |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    sums = [0, 0, 0]
    precisions, recalls = [], []
    other = 0
    for col in columns:
        tp = fp = fn = labelled = yes = verified = 0
        for row in table.rows:
            cell = row.cells[col.id]
            truth = by_path[row.document].has(col.clause)
            said = cell.answer == "yes"
            if cell.outcome not in ("answered", "not_found"):
                other += 1
            labelled += truth
            yes += said
            verified += said and cell.verified_quotes
            tp += said and truth
            fp += said and not truth
            fn += truth and not said
        p = tp / (tp + fp) if tp + fp else float("nan")
        r = tp / (tp + fn) if tp + fn else float("nan")
        precisions.append(p)
        recalls.append(r)
        sums[0] += tp
        sums[1] += fp
        sums[2] += fn
        share = f"{verified}/{yes}" if yes else "-"
        print(
            f"| {col.id} ({col.clause}) | {labelled} | {yes} | {tp} | {fp} | {fn} | {p:.2f} | {r:.2f} | {share} |"
        )
    tp, fp, fn = sums
    valid_p = [p for p in precisions if p == p]
    valid_r = [r for r in recalls if r == r]
    print(
        f"| **all twelve (pooled)** | {tp + fn} | {tp + fp} | {tp} | {fp} | {fn} | "
        f"{tp / (tp + fp):.2f} | {tp / (tp + fn):.2f} | |"
    )
    print(
        f"\nmacro average over the columns: precision {sum(valid_p) / len(valid_p):.2f}, "
        f"recall {sum(valid_r) / len(valid_r):.2f}; cells neither answered nor not found: {other}"
    )


# -- the 5,000 × 15 grid ----------------------------------------------------------------------
def _child(
    args: list[str], env: dict[str, str]
) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "diligence_tui.cli", *args], capture_output=True, text=True, env=env
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode != 0:
        raise SystemExit(f"`diligence {' '.join(args)}` failed:\n{result.stderr[-3000:]}")
    return wall, cpu, result


def bench_grid(room: Path) -> None:
    work = Path(tempfile.mkdtemp(prefix="table-grid-"))
    env = dict(os.environ)
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        env[f"DILIGENCE_{name}_DIR"] = str(work / name.lower())
    text = (
        REPO / "diligence_tui" / "review" / "table" / "templates" / "contracts.toml"
    ).read_text()
    # 15 columns: the contracts template without its last question
    cut = text.rindex("[[columns]]")
    columns = work / "columns15.toml"
    columns.write_text(text[:cut])
    wall, cpu, _ = _child(["index", str(room)], env)
    print(
        f"grid bench on {room}; code {_commit()}; {_machine()}; index built once first: {wall:.1f} s"
    )
    # the two one after the other in this process; the load is what the other helpers ran
    twall, tcpu, result = _child(
        ["table", str(room), "--columns", str(columns), "--out", str(work / "table"), "--json"], env
    )
    print(f"table done; load average {os.getloadavg()[0]:.1f}")
    summary = json.loads(result.stdout[result.stdout.index("{") :])
    rwall, rcpu, review = _child(["run", str(room), "--out", str(work / "review"), "--json"], env)
    print(f"review done; load average {os.getloadavg()[0]:.1f}")
    rsummary = json.loads(review.stdout[review.stdout.index("{") :])
    print("| | wall | CPU (child) | sub-calls | cells | sub-calls per cell |")
    print("|---|---|---|---|---|---|")
    cells = sum(summary["cells"].values())
    print(
        f"| `diligence table` ({summary['documents']:,} × {summary['columns']}) | {twall:.1f} s | "
        f"{tcpu:.1f} s | {summary['subcalls']:,} | {cells:,} | {summary['subcalls_per_cell']:.4f} |"
    )
    print(
        f"| `diligence run` (offline review) | {rwall:.1f} s | {rcpu:.1f} s | "
        f"{rsummary.get('subcalls', '?')} | | |"
    )
    print(
        f"\ntable / review: wall {twall / rwall:.2f}x, CPU {tcpu / rcpu:.2f}x; cells: "
        + ", ".join(f"{k} {v:,}" for k, v in summary["cells"].items())
        + f"; flagged {summary['flagged']}; coverage {summary['coverage']:.1%}"
    )
    shutil.rmtree(work, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("cuad")
    p.add_argument(
        "--cuad", type=Path, default=None, help="the CUAD dev set (default: shared/cuad-dev)"
    )
    p = sub.add_parser("grid")
    p.add_argument("room", type=Path)
    args = parser.parse_args()
    if args.what == "cuad":
        bench_cuad(args.cuad)
    else:
        bench_grid(args.room)


if __name__ == "__main__":
    main()
