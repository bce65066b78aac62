"""``diligence run --template NAME`` on a run folder that already has a table adds the
template's columns to it; it never loses recorded work.

Before, the fill wrote a new table.json with the template's columns only: the column the root
had filled with ``table()`` was gone, its cells journal emptied, and the analyst's edit of one
of its cells had nothing left to apply to.

Through the real CLI: a model root on the scripted OpenAI-compatible server (the real litellm
path) fills a column of its own with ``table()``, the analyst edits one of its cells (the
workspace's edits journal), then ``diligence run --resume RUN --template contracts``; the
offline engine answers the cells, on sample_rooms/small indexed for real."""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui import cli
from diligence_tui.review.table import edits, load_table
from diligence_tui.review.table.columns import load_template
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer
from tests.test_run_support import scripted

SMALL = SAMPLE_ROOMS / "small"
ROOT_COLUMN = (
    "t = table(room.documents, [{'id': 'law', 'question': 'Which law governs it?', "
    "'type': 'text', 'clause': 'Governing Law'}])\nprint(len(t['rows']))"
)


def test_a_template_fill_keeps_the_roots_columns_and_the_analysts_edits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_dir = tmp_path / "run"
    with ScriptedServer(scripted([ROOT_COLUMN, "print(status()['findings'])"])) as server:
        flags = ["--model", "openai/root", "--sub-model", "offline/reviewer"]
        flags += ["--api-base", server.api_base, "--max-turns", "2", "--json"]
        cli.main(["run", str(SMALL), "--out", str(run_dir), *flags])
        before = load_table(run_dir)
        assert before is not None and before.column_ids() == ["law"]
        answered = {
            r.document: r.cells["law"].answer
            for r in before.rows
            if r.cells["law"].outcome == "answered"
        }
        assert answered, "the root's column answered nothing"
        edited = sorted(answered)[0]
        edits.record(run_dir, edited, "law", "edit", answer="English law (checked by counsel)")
        capsys.readouterr()
        cli.main(["run", "--resume", str(run_dir), "--template", "contracts", *flags])
    after = load_table(run_dir)
    assert after is not None
    template = [c.id for c in load_template("contracts", None)]
    # old code: the template's columns only
    assert after.column_ids() == ["law", *template]
    assert after.template == "contracts"
    for row in after.rows:
        if row.document == edited:
            assert row.cells["law"].answer == "English law (checked by counsel)"
            assert row.cells["law"].source == "analyst"
        elif row.document in answered:
            assert row.cells["law"].answer == answered[row.document]
        for cid in template:
            assert row.cells[cid].outcome != "pending", (row.document, cid)
    assert {r.document for r in after.rows} == {r.document for r in before.rows}
