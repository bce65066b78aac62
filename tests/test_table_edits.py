"""The analyst's cell changes against a run that rewrites table.json from its own copy:
two real writers of the real files (threads with their own descriptors, the table lock
between them), interleaved step by step with events, never with sleeps."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, Column, Table, edits, load_table, save_table


def _table() -> Table:
    table = Table(
        columns=[
            Column("coc", "Change of control?", "yes_no"),
            Column("law", "Governing law", "text"),
        ]
    )
    for n in range(4):
        table.add_row(f"d{n}", f"Contracts/c{n}.txt")
        table.set_cell(f"d{n}", "coc", Cell(answer="no", outcome="not_found", source="model"))
    return table


def _answer(value: str) -> Cell:
    quote = Citation("d0", "Contracts/c0.txt", f"quote for {value}", page=1, verified=True)
    return Cell(answer=value, outcome="answered", source="model", citations=[quote])


def _raw(run_dir: Path) -> dict[str, dict]:
    data = json.loads((run_dir / "table.json").read_text())
    return {r["doc_id"]: r["cells"] for r in data["rows"]}


def test_two_writers_a_run_and_the_analyst(tmp_path: Path) -> None:
    save_table(tmp_path, _table())
    run_table = load_table(tmp_path)  # the run's copy, read before the analyst does anything
    assert run_table is not None
    first_saved, analyst_read = threading.Event(), threading.Event()
    run_saving, run_done = threading.Event(), threading.Event()
    failures: list[BaseException] = []

    def run() -> None:  # the live run: fills cells into its copy and saves the whole table
        try:
            run_table.set_cell("d1", "law", _answer("Delaware"))
            save_table(tmp_path, run_table)  # first write: beside the analyst's journal lines
            first_saved.set()
            analyst_read.wait()
            run_table.set_cell("d2", "law", _answer("Texas"))
            run_table.set_cell("d0", "coc", Cell(answer="no", outcome="not_found", source="model"))
            run_saving.set()
            save_table(tmp_path, run_table)  # waits for the analyst's write (the lock)
        except BaseException as exc:  # noqa: BLE001 - reported by the test below
            failures.append(exc)
        finally:
            run_done.set()

    writer = threading.Thread(target=run)
    writer.start()
    try:
        # the analyst verifies a cell, edits another, and their write is under way when the
        # run saves its copy (which still says "proposed" and the model's "no")
        edits.record(tmp_path, "d3", "coc", "status", status="verified", seen="no")
        edits.record(tmp_path, "d0", "coc", "edit", answer="yes")

        def between_read_and_write() -> None:
            analyst_read.set()
            assert run_saving.wait(timeout=60)  # the run is at its save, behind the lock

        # the run's first write may land before or after the journal lines: both are fine
        assert first_saved.wait(timeout=60)
        assert edits.materialize(tmp_path, after_read=between_read_and_write)
    finally:
        run_done.wait(timeout=60)
        writer.join()
    assert not failures
    raw = _raw(tmp_path)
    assert raw["d1"]["law"]["answer"] == "Delaware" and raw["d2"]["law"]["answer"] == "Texas"
    assert raw["d3"]["coc"]["status"] == "verified"  # the run's later save did not undo it
    assert (raw["d0"]["coc"]["answer"], raw["d0"]["coc"]["source"]) == ("yes", "analyst")
    # the run's own copy learnt the analyst's changes when it saved (its REPL sees them)
    assert run_table.cell("d3", "coc").status == "verified"
    table = load_table(tmp_path)
    assert table is not None and table.cell("d0", "coc").status == "edited"


def test_a_status_holds_only_for_the_answer_the_analyst_saw(tmp_path: Path) -> None:
    table = _table()
    table.set_cell("d1", "law", _answer("Delaware"))
    save_table(tmp_path, table)
    edits.record(tmp_path, "d1", "law", "status", status="verified", seen="Delaware")
    loaded = load_table(tmp_path)
    assert loaded is not None and loaded.cell("d1", "law").status == "verified"
    # the run re-fills the cell with another answer: a new answer, not reviewed yet
    table.set_cell("d1", "law", _answer("New York"))
    save_table(tmp_path, table)
    assert _raw(tmp_path)["d1"]["law"]["status"] == "proposed"
    # the same answer again (a re-fill that agrees): the verify still holds
    table.set_cell("d1", "law", _answer("Delaware"))
    save_table(tmp_path, table)
    assert _raw(tmp_path)["d1"]["law"]["status"] == "verified"


def test_reset_drops_the_columns_earlier_changes_and_a_torn_line_is_skipped(
    tmp_path: Path,
) -> None:
    table = _table()
    save_table(tmp_path, table)
    edits.record(tmp_path, "d0", "coc", "edit", answer="yes")
    edits.record(tmp_path, "d1", "law", "edit", answer="Ohio")
    edits.record(tmp_path, "", "coc", "reset")  # the analyst re-ran the column
    with (tmp_path / edits.EDITS_FILE).open("a") as journal:
        journal.write('{"op": "edit", "column": "law", "docu')  # a write cut short
    loaded = load_table(tmp_path)
    assert loaded is not None
    assert loaded.cell("d0", "coc").answer == "no"  # the re-run's answer, not the old edit
    assert loaded.cell("d1", "law").answer == "Ohio"  # another column's edit stands
    assert load_table(tmp_path, analyst=False).cell("d1", "law").answer is None


def test_a_column_added_and_a_column_rerun_survive_the_runs_saves(tmp_path: Path) -> None:
    save_table(tmp_path, _table())
    run_table = load_table(tmp_path)  # the run's copy: it never sees the analyst's column
    assert run_table is not None
    edits.record(tmp_path, "d1", "coc", "edit", answer="yes")
    save_table(tmp_path, run_table)  # the run's copy now holds the analyst's "yes" for d1
    assert run_table.cell("d1", "coc").source == "analyst"

    # the workspace adds a column and fills two of its cells, re-runs "coc" and has filled
    # d0 again when the run saves next
    term = Column("term", "Term of the agreement", "duration")
    edits.append(tmp_path, [edits.column_added(term)])
    edits.append(
        tmp_path,
        edits.cells_filled([("d0", "term", _answer("3 years")), ("d2", "term", _answer("1 year"))]),
    )
    edits.record(tmp_path, "", "coc", "reset")
    edits.append(tmp_path, edits.cells_filled([("d0", "coc", _answer("yes"))]))
    edits.record(tmp_path, "d0", "term", "status", status="verified", seen="3 years")
    for _ in range(2):  # a run saves again and again: the same table each time
        run_table.set_cell("d3", "law", _answer("Ohio"))  # the run's own new cell
        save_table(tmp_path, run_table)
        raw = _raw(tmp_path)
        assert raw["d0"]["term"]["answer"] == "3 years" and raw["d2"]["term"]["answer"] == "1 year"
        assert raw["d0"]["term"]["status"] == "verified"
        assert raw["d1"]["term"]["outcome"] == "pending"  # not filled yet
        assert raw["d0"]["coc"]["answer"] == "yes"  # the re-run's answer, not the run's "no"
        assert raw["d1"]["coc"]["outcome"] == "pending"  # the edit went with the re-run
        assert raw["d2"]["coc"]["answer"] == "no"  # not re-filled yet: the run's answer
        assert raw["d3"]["law"]["answer"] == "Ohio"
    assert run_table.column_ids() == ["coc", "law", "term"]
    # an analyst's edit after the re-run stands, a re-fill of that cell does not replace it
    edits.record(tmp_path, "d2", "coc", "edit", answer="yes")
    edits.append(tmp_path, edits.cells_filled([("d2", "coc", _answer("no"))]))
    save_table(tmp_path, run_table)
    assert (_raw(tmp_path)["d2"]["coc"]["answer"], _raw(tmp_path)["d2"]["coc"]["source"]) == (
        "yes",
        "analyst",
    )


def test_an_added_column_never_overwrites_a_run_column_of_the_same_id(tmp_path: Path) -> None:
    table = _table()
    table.add_column(Column("term", "Renewal term", "duration"))  # the run's own "term"
    table.set_cell("d0", "term", _answer("1 year"))
    save_table(tmp_path, table)
    edits.append(tmp_path, [edits.column_added(Column("term", "Initial term", "duration"))])
    edits.append(tmp_path, edits.cells_filled([("d0", "term", _answer("5 years"))]))
    loaded = load_table(tmp_path)
    assert loaded is not None
    assert loaded.column("term").question == "Renewal term"
    assert loaded.cell("d0", "term").answer == "1 year"


def test_materialize_writes_the_workspaces_table_where_there_is_none(tmp_path: Path) -> None:
    table = _table()
    term = Column("term", "Term", "duration")
    table.add_column(term)
    edits.append(tmp_path, [edits.column_added(term)])
    edits.append(tmp_path, edits.cells_filled([("d1", "term", _answer("2 years"))]))
    assert not edits.materialize(tmp_path)
    assert edits.materialize(tmp_path, fallback=table)
    assert _raw(tmp_path)["d1"]["term"]["answer"] == "2 years"
