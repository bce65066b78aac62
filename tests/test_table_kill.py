"""A table fill killed with SIGKILL keeps every cell it had recorded: `diligence table` in a
child process, its sub-model the scripted server, which answers the first call and holds
the rest; the child is killed while it waits. table.json is written only now and then while
a table fills; the cells journal beside it (table-cells.jsonl) has each cell at once, and
load_table reads it on top of table.json."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.harness.slices import parse_slices
from diligence_tui.review.table import load_table
from diligence_tui.review.table.store import CELLS_FILE, read_cells
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer, message_text
from tests.table_support import party_answers, party_columns

SMALL = SAMPLE_ROOMS / "small"


@pytest.mark.slow
def test_a_killed_fill_keeps_every_cell_it_recorded(tmp_path: Path) -> None:
    cols = party_columns(tmp_path)
    held: set[str] = set()  # doc ids in the call the server holds

    def docs_of(body: dict[str, Any]) -> set[str]:
        return {p.doc_id for p in parse_slices(message_text(body["messages"][-1]))}

    def fault(index: int, body: dict[str, Any]) -> str | None:
        # the first call is held (and its retries, should the client give up on it); every
        # other call is answered
        if index == 0 or docs_of(body) & held:
            held.update(docs_of(body))
            return "hang"
        return None

    run_dir = tmp_path / "run"
    with ScriptedServer(party_answers, faults=fault, hang_seconds=300) as server:
        proc = subprocess.Popen(
            [sys.executable, "-m", "diligence_tui.cli", "table", str(SMALL)]
            + ["--columns", str(cols), "--out", str(run_dir), "--model", "openai/sub"]
            + ["--api-base", server.api_base],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            deadline = time.monotonic() + 300
            # every document not in the held call filled and journalled; that call still out
            while not (held and (every := _rows(run_dir)) and _journalled(run_dir) >= every - held):
                assert proc.poll() is None, proc.communicate()[1][-3000:]
                assert time.monotonic() < deadline, "the fill never journalled its cells"
                server.wait_for_requests(len(server.requests) + 1, timeout=0.5)
            assert server.wait_for_holding(1, timeout=60)  # mid-fill
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    table = load_table(run_dir)
    assert table is not None
    filled = {r.doc_id for r in table.rows if r.cells["party"].outcome != "pending"}
    every = {r.doc_id for r in table.rows}
    assert filled == every - held and held  # every cell recorded; the held call's pending
    for doc_id in filled:
        cell = table.cell(doc_id, "party")
        assert (cell.answer, cell.outcome, cell.source) == ("the customer", "answered", "model")
        assert cell.verified_quotes


def _rows(run_dir: Path) -> set[str]:
    try:
        return {r["doc_id"] for r in json.loads((run_dir / "table.json").read_text())["rows"]}
    except (OSError, ValueError):
        return set()


def _journalled(run_dir: Path) -> set[str]:
    if not (run_dir / CELLS_FILE).exists():
        return set()
    return {e["doc_id"] for e in read_cells(run_dir)[0]}
