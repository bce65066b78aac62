"""Filling a review table through the real gateway, litellm and the scripted HTTP server:
columns batched per call, long documents sliced and merged, quotes verified, "not found"
backed by coverage, malformed replies retried then failed with the reason."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from diligence_tui.docwriters import write_text
from diligence_tui.harness.gateway import Gateway
from diligence_tui.harness.slices import parse_slices
from diligence_tui.harness.table_fill import COLUMNS_CLOSE, COLUMNS_OPEN, fill_table
from diligence_tui.review.table import Column, Table
from tests.openai_server import ScriptedServer, message_text
from tests.test_run_support import open_room, settings_for

COC = "The Borrower shall repay the Loan in full upon any Change of Control of the Borrower."
LAW = "This Agreement is governed by the laws of the State of Delaware."
COLUMNS = [
    Column(id="coc", question="Change of control?", type="yes_no", clause="Change Of Control"),
    Column(id="law", question="Governing law", type="text", clause="Governing Law"),
    Column(id="cap", question="Liability cap", type="money"),
    Column(id="kind", question="Kind", type="choice", options=["loan", "note", "memo"]),
    Column(id="excl", question="Exclusivity?", type="yes_no"),
    Column(id="audit", question="Audit rights?", type="yes_no"),
]


def _room(tmp_path: Path) -> Path:
    room = tmp_path / "room"
    filler = "".join(f"Paragraph {i}. The parties agree to ordinary terms.\n\n" for i in range(120))
    write_text(room / "Debt" / "loan.txt", filler + COC + "\n\n" + filler + LAW + "\n")
    write_text(room / "Debt" / "note.txt", "Promissory note. Nothing unusual here.\n")
    write_text(room / "Other" / "memo.txt", "Unrelated memo about parking.\n")
    write_text(room / "Other" / "empty.txt", "")
    return room


def _columns_in(prompt: str) -> list[dict[str, Any]]:
    start = prompt.index(COLUMNS_OPEN) + len(COLUMNS_OPEN)
    return json.loads(prompt[start : prompt.index(COLUMNS_CLOSE)])


def _sub(body: dict[str, Any]) -> str:
    prompt = message_text(body["messages"][1])
    retry = "could not be read as JSON" in prompt  # the task asked again, with a note
    pieces = parse_slices(prompt)
    cols = _columns_in(prompt)
    if any(p.path == "Other/memo.txt" for p in pieces) and not retry:
        return "Sure! Here is the table you asked for."  # not JSON: retried once
    answers = []
    for piece in pieces:
        text = " ".join(pg.text for pg in piece.pages)
        if piece.path == "Debt/note.txt":
            continue  # no entry at all: every cell of this document has no answer
        for col in cols:
            entry: dict[str, Any] = {
                "doc": piece.doc_id,
                "column": col["id"],
                "found": False,
                "answer": "",
            }
            if col["id"] == "coc" and "Change of Control" in text:
                # whitespace and a line-break hyphen differ from the source: still verified
                entry.update(
                    found=True,
                    answer="Yes",
                    quotes=[
                        {
                            "quote": "The  Borrower shall re-\npay the Loan in full upon any Change of Control",
                            "page": 1,
                        }
                    ],
                )
            elif col["id"] == "law" and "Delaware" in text:
                entry.update(
                    found=True,
                    answer="Delaware",
                    quotes=[{"quote": "governed by the laws of the State of Delaware"}],
                )
            elif col["id"] == "cap" and "Paragraph 3." in text:
                entry.update(
                    found=True,
                    answer="$5,000,000",
                    quotes=[{"quote": "a cap of five million dollars"}],
                )
            elif col["id"] == "kind":
                entry.update(
                    found=True,
                    answer="invoice" if piece.path == "Other/memo.txt" else "loan",
                    quotes=[{"quote": "Paragraph 1."}],
                )
            elif col["id"] == "excl" and "Paragraph 5." in text:
                entry.update(found=True, answer="yes")  # no quote: not an answer
            answers.append(entry)
    return json.dumps({"answers": answers})


def test_fill_batches_columns_merges_slices_and_verifies(tmp_path: Path) -> None:
    with ScriptedServer(_sub) as server:
        settings = settings_for(server)
        room = open_room(_room(tmp_path), settings)
        table = Table(columns=list(COLUMNS))
        for doc in room.documents():
            table.add_row(doc.doc_id, doc.path)
        seen: list[tuple[str, str]] = []

        async def go() -> Any:
            gateway = Gateway(settings)
            try:
                return await fill_table(
                    room,
                    gateway,
                    table,
                    max_chars=2_500,
                    on_cell=lambda d, c, cell: seen.append((d, c)),
                )
            finally:
                await gateway.aclose()

        outcome = asyncio.run(go())
        requests = len(server.requests)
    loan, note, memo, empty = (
        table.row(p)
        for p in ("Debt/loan.txt", "Debt/note.txt", "Other/memo.txt", "Other/empty.txt")
    )
    # one call answers all six columns of a slice (the loan is cut in parts, the small
    # documents share a call): a quarter of a call per cell here
    assert outcome.cells == 24 and len(seen) == 24
    assert outcome.calls * 4 <= outcome.cells
    assert requests == outcome.calls + 1  # the one JSON retry
    coc = loan.cells["coc"]
    assert (coc.answer, coc.outcome, coc.status, coc.source) == (
        "yes",
        "answered",
        "proposed",
        "model",
    )
    assert coc.citations[0].verified and coc.citations[0].quote.startswith("The  Borrower")
    assert room.text(loan.doc_id)[coc.citations[0].start : coc.citations[0].end].startswith(
        "The Borrower shall re"
    )
    law = loan.cells["law"]
    assert law.answer == "Delaware" and law.verified_quotes
    # the quote is not in the document: kept, flagged, never counted as verified
    cap = loan.cells["cap"]
    assert cap.outcome == "answered" and cap.status == "flagged" and not cap.verified_quotes
    assert "not found in the document" in cap.reason
    # a found answer without a quote is no answer (this part), and no other part found it
    excl = loan.cells["excl"]
    assert excl.outcome == "failed" and "quotes nothing" in excl.reason
    # every part read and silent: "no", backed by coverage of the whole document
    audit = loan.cells["audit"]
    assert (audit.answer, audit.outcome) == ("no", "not_found") and audit.coverage == 1.0
    # an answer outside a choice column's options is not an answer
    assert (
        memo.cells["kind"].outcome == "failed"
        and "not one of loan, note, memo" in memo.cells["kind"].reason
    )
    assert memo.cells["audit"].outcome == "not_found"  # the retry gave JSON
    # the reply left the note out: every cell failed, with the reason
    assert {c.outcome for c in note.cells.values()} == {"failed"}
    assert "no answer for this cell" in note.cells["coc"].reason
    # an unreadable document: failed with the reason, no call made for it
    assert {c.outcome for c in empty.cells.values()} == {"failed"}
    assert "could not be read" in empty.cells["law"].reason
    assert table.counts()["pending"] == 0


def test_malformed_twice_fails_the_cells_and_covers_nothing(tmp_path: Path) -> None:
    with ScriptedServer(["not json at all"]) as server:
        settings = settings_for(server)
        room = open_room(_room(tmp_path), settings)
        table = Table(columns=COLUMNS[:2])
        note = room.get("Debt/note.txt")
        table.add_row(note.doc_id, note.path)
        from diligence_tui.harness.coverage import CoverageMeter

        meter = CoverageMeter(room)

        async def go() -> Any:
            gateway = Gateway(settings, coverage=meter)
            try:
                return await fill_table(room, gateway, table)
            finally:
                await gateway.aclose()

        outcome = asyncio.run(go())
    cell = table.cell(note.path, "coc")
    assert cell.outcome == "failed" and cell.reason == "the reply was not JSON, twice"
    # the retry is the same task with a note; the bad reply is not pasted back (a long one
    # would overflow a small window), and the note is written out, not a "{why}" template
    first, retry = (r.json["messages"] for r in server.requests[:2])
    assert len(retry) == len(first) == 2 and retry[0] == first[0]
    assert retry[1]["content"].startswith(first[1]["content"])
    assert "could not be read as JSON." in retry[1]["content"] and "{why}" not in str(retry)
    assert "not json at all" not in str(retry)
    assert not cell.answered and table.counts()["answered"] == 0
    assert outcome.errors and "not JSON" in outcome.errors[0]
    meter.flush()
    assert meter.covered_chars(note.doc_id) == 0


def test_budget_exhausted_leaves_cells_failed_not_answered(tmp_path: Path) -> None:
    with ScriptedServer(_sub) as server:
        settings = settings_for(server, max_subcalls=1)
        room = open_room(_room(tmp_path), settings)
        table = Table(columns=COLUMNS[:2])
        for path in ("Debt/loan.txt", "Other/memo.txt"):
            doc = room.get(path)
            table.add_row(doc.doc_id, doc.path)

        async def go() -> Any:
            gateway = Gateway(settings)
            try:
                return await fill_table(room, gateway, table, max_chars=2_500)
            finally:
                await gateway.aclose()

        outcome = asyncio.run(go())
    assert outcome.budget_error is not None
    cells = [cell for _row, _col, cell in table.cells()]
    failed = [c for c in cells if c.outcome == "failed"]
    assert failed and any("budget was exhausted" in c.reason for c in failed)
    # the loan's parts beyond the first call were not read: its cells are not "not found"
    loan = table.row("Debt/loan.txt")
    assert all(c.outcome != "not_found" for c in loan.cells.values())
    assert table.counts()["pending"] == 0


def test_read_entry_takes_the_words_not_their_truth() -> None:
    from diligence_tui.harness.table_fill import read_entry

    col = COLUMNS[0]
    assert not read_entry(col, {"found": "false", "answer": "no", "quotes": ["q"]}).found
    got = read_entry(col, {"found": "true", "answer": "YES", "quotes": ["q"] * 50})
    assert got.found and got.answer == "yes" and len(got.quotes) == 5
    assert read_entry(col, {"found": True, "answer": "maybe", "quotes": ["q"]}).error.startswith(
        "answer 'maybe'"
    )
