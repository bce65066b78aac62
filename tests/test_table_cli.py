"""`diligence table` and `diligence run --template` through the real CLI: offline on the
small sample room, a model through the scripted server, bad input refused plainly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from diligence_tui import cli
from diligence_tui.review.table import load_table
from diligence_tui.review.table.columns import load_template
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer
from tests.table_support import party_answers, party_columns

SMALL = SAMPLE_ROOMS / "small"


def _summary(out: str) -> dict[str, Any]:
    return json.loads(out[out.index("{") :])


def test_table_offline_on_the_small_room(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_dir = tmp_path / "run"
    code = cli.main(
        [
            "table",
            str(SMALL),
            "--template",
            "contracts",
            "--out",
            str(out_dir),
            "--docs",
            "04 Customers/*",
            "--json",
        ]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    summary = _summary(captured.out)
    table = load_table(out_dir)
    assert (
        table is not None and table.template == "contracts" and table.engine == "offline/reviewer"
    )
    assert {r.document.split("/")[0] for r in table.rows} == {"04 Customers"}
    assert table.scope == ["04 Customers/*"]  # a column added later keeps to these documents
    assert summary["documents"] == len(table.rows) and summary["columns"] == 16
    assert sum(summary["cells"].values()) == 16 * len(table.rows)
    assert summary["cells"]["pending"] == 0 and summary["cells"]["needs_model"] > 0
    assert summary["subcalls_per_cell"] <= 0.2
    assert summary["coverage"] > 0
    assert (out_dir / "calls.jsonl").exists() and (out_dir / "table.journal.jsonl").exists()
    assert not (out_dir / "journal.jsonl").exists()  # a table alone is not a review to resume
    yes = [(r.document, c) for r, c, cell in table.cells() if cell.answer == "yes"]
    assert yes, "the offline engine found no clause in the customer contracts"
    assert all(table.cell(d, c.id).verified_quotes for d, c in yes)
    # the same folder again with another template: the table is extended (it was refused)
    before = {
        (r.document, c.id): r.cells[c.id].to_dict() for r in table.rows for c in table.columns
    }
    args = ["table", str(SMALL), "--template", "leases", "--docs", "08 Real Estate/*"]
    assert cli.main([*args, "--out", str(out_dir), "--json"]) == 0
    captured = capsys.readouterr()
    # the templates share ids (expiration_date, ...): the table's question is kept, and said
    assert "column 'expiration_date': the table's question kept" in captured.err
    extended = load_table(out_dir)
    assert extended is not None and extended.template == "contracts"
    leases = [c.id for c in load_template("leases", None)]
    assert extended.column_ids()[:16] == [c.id for c in table.columns]
    assert set(extended.column_ids()) == {*table.column_ids(), *leases}
    assert extended.scope == ["04 Customers/*", "08 Real Estate/*"]
    assert {r.document.split("/")[0] for r in extended.rows} == {"04 Customers", "08 Real Estate"}
    for row in extended.rows:  # the cells recorded before are kept; every new one is filled
        for column in extended.columns:
            cell = row.cells[column.id]
            assert cell.outcome != "pending", (row.document, column.id)
            if (row.document, column.id) in before:
                assert cell.to_dict() == before[row.document, column.id]
    assert _summary(captured.out)["kept_columns"] == 16
    # a folder holding a review is refused, saying what to do instead
    review = tmp_path / "review"
    review.mkdir()
    (review / "journal.jsonl").write_text("")
    assert cli.main([*args, "--out", str(review)]) == 1
    err = capsys.readouterr().err
    assert f"To add the table to that review, run: diligence run --resume {review}" in err
    assert "--template leases" in err and not (review / "table.json").exists()


def test_table_bad_input_is_refused_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "cols.toml"
    bad.write_text('[[columns]]\nid = "a"\nquestion = "Q\n')
    assert (
        cli.main(["table", str(SMALL), "--columns", str(bad), "--out", str(tmp_path / "r1")]) == 1
    )
    err = capsys.readouterr().err
    assert "not valid TOML" in err and "line 3, column" in err and "Traceback" not in err
    assert not (tmp_path / "r1").exists()  # refused before any work
    assert cli.main(["table", str(SMALL), "--template", "contract"]) == 1
    assert "did you mean 'contracts'" in capsys.readouterr().err
    code = cli.main(
        [
            "table",
            str(SMALL),
            "--template",
            "leases",
            "--docs",
            "nothing/*",
            "--out",
            str(tmp_path / "r2"),
        ]
    )
    assert (
        code == 1
        and "no document of the room matches --docs 'nothing/*'" in capsys.readouterr().err
    )
    with pytest.raises(SystemExit):
        cli.main(["table", str(SMALL)])  # --columns or --template is required (argparse)


def test_table_with_a_model_through_the_gateway(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cols = party_columns(tmp_path)

    with ScriptedServer(party_answers) as server:
        out_dir = tmp_path / "run"
        code = cli.main(
            [
                "table",
                str(SMALL),
                "--columns",
                str(cols),
                "--docs",
                "04 Customers/*",
                "--out",
                str(out_dir),
                "--model",
                "openai/sub",
                "--api-base",
                server.api_base,
                "--json",
            ]
        )
        captured = capsys.readouterr()
        requests = len(server.requests)
    assert code == 0, captured.err
    table = load_table(out_dir)
    assert table is not None and table.engine == "openai/sub"
    summary = _summary(captured.out)
    assert summary["subcalls"] == requests >= 1
    for row in table.rows:
        cell = row.cells["party"]
        assert cell.source == "model" and cell.outcome == "answered" and cell.verified_quotes, (
            row.document
        )


@pytest.mark.slow
def test_run_with_a_template_adds_a_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_dir = tmp_path / "run"
    assert (
        cli.main(["run", str(SMALL), "--out", str(run_dir), "--template", "contracts", "--json"])
        == 0
    )
    summary = _summary(capsys.readouterr().out)
    table = load_table(run_dir)
    assert table is not None and table.template == "contracts"
    assert summary["table"]["documents"] == len(table.rows) > 0
    assert (run_dir / "memo.json").exists() and (run_dir / "journal.jsonl").exists()


def test_a_filling_table_is_on_disk_while_it_fills(tmp_path: Path) -> None:
    """A workspace open on the folder (or a crash) sees the table before the fill ends: every
    cell pending at first, then the cells as they come, with the analyst's changes on top."""
    from diligence_tui.harness.table_cli import fill_run_table
    from diligence_tui.review.table import edits
    from diligence_tui.review.table.columns import load_template
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    settings = Settings()
    room = Room.open(SMALL, settings)
    room.ensure_indexed()
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    docs = [d for d in room.documents() if d.path.startswith("04 Customers/")]
    seen: list[tuple[int, int]] = []  # (rows on disk, cells pending on disk) at each cell

    def on_cell(doc_id: str, column_id: str, cell: Any) -> None:
        if not seen:  # the analyst flags a cell the run has not reached or has just filled
            edits.record(
                run_dir,
                docs[-1].doc_id,
                "governing_law",
                "status",
                status="flagged",
                seen=None,
                outcome="pending",
            )
        on_disk = load_table(run_dir)
        assert on_disk is not None
        seen.append((len(on_disk.rows), on_disk.counts()["pending"]))

    try:
        columns = load_template("contracts", None)
        table, _outcome, _cov = fill_run_table(
            room, settings, run_dir, columns, docs=docs, on_cell=on_cell
        )
    finally:
        room.close()
    assert seen and seen[0] == (len(docs), len(docs) * len(columns))  # written before any cell
    final = load_table(run_dir, analyst=False)
    assert final is not None and final.counts()["pending"] == 0
    # the flag held while the cell was pending (its answer None); the fill's answer replaced it
    last = final.cell(docs[-1].doc_id, "governing_law")
    assert last.outcome != "pending" and last.status == "proposed"
    lines = (run_dir / "table.json").read_text().splitlines()
    assert len(lines) == len(docs) + 2  # compact: the head, one row a line, the close
    assert json.loads("\n".join(lines))["rows"][0]["doc_id"] == table.rows[0].doc_id
