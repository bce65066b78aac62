"""The offline engine fills review tables through the same gateway: the planted clauses of
the medium sample room say yes with verified quotes; columns without a detector say
"needs a model"; the REPL's table() returns a grid the root can query and cite."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from diligence_tui import docwriters
from diligence_tui.harness.gateway import Gateway
from diligence_tui.harness.table_fill import fill_table
from diligence_tui.offline.clauses import CLAUSES, known
from diligence_tui.offline.table_values import reads
from diligence_tui.review.table import Table, load_table, save_table
from diligence_tui.review.table.columns import load_template
from diligence_tui.settings import Settings

MEDIUM = Path(__file__).resolve().parent.parent / "sample_rooms" / "medium"


def fill_offline(room: Any, table: Table, settings: Settings) -> Any:
    """Fill ``table`` through the real gateway with the offline engine, as `diligence table`
    does; closes ``room``. Returns the fill's outcome."""

    async def go() -> Any:
        gateway = Gateway(settings)
        try:
            return await fill_table(room, gateway, table, source="offline")
        finally:
            await gateway.aclose()

    try:
        return asyncio.run(go())
    finally:
        room.close()


def test_medium_room_contracts_template_offline() -> None:
    from diligence_tui.room.room import Room

    settings = Settings()
    assert settings.offline
    room = Room.open(MEDIUM, settings)
    room.index()
    table = Table(columns=load_template("contracts", CLAUSES), engine=settings.sub_model)
    for doc in room.documents():
        if doc.folder == "04 Customers":
            table.add_row(doc.doc_id, doc.path)
    outcome = fill_offline(room, table, settings)
    assert outcome.calls * 5 <= outcome.cells  # batched: at most a fifth of a call per cell
    kingsley = table.cell(
        "04 Customers/Master Subscription Agreement - Kingsley.docx", "change_of_control"
    )
    assert (kingsley.answer, kingsley.outcome, kingsley.source) == ("yes", "answered", "offline")
    assert kingsley.verified_quotes
    assert any("If Provider undergoes a Change of Control" in c.quote for c in kingsley.citations)
    # Castellan defines "Change of Control" (1.6) and never uses it: a definition is no
    # answer to "does a change of control trigger a right?"
    castellan = table.cell(
        "04 Customers/Master Subscription Agreement - Castellan.docx", "change_of_control"
    )
    assert (castellan.answer, castellan.outcome) == ("no", "not_found"), castellan.citations
    lockwood = table.cell(
        "04 Customers/Master Subscription Agreement - Lockwood.docx", "uncapped_liability"
    )
    assert lockwood.answer == "yes" and lockwood.verified_quotes
    # a value column answers a value read from its quote, never the passage itself
    kingsley_values = {
        c: table.cell("04 Customers/Master Subscription Agreement - Kingsley.docx", c)
        for c in ("governing_law", "renewal", "notice_to_terminate", "expiration_date")
    }
    assert {c: cell.answer for c, cell in kingsley_values.items()} == {
        "governing_law": "Massachusetts",
        "renewal": "automatic",
        "notice_to_terminate": "60 days",
        "expiration_date": None,
    }
    assert (
        "the laws of the State of Massachusetts"
        in kingsley_values["governing_law"].citations[0].quote
    )
    assert (
        "sixty (60) days before expiry" in kingsley_values["notice_to_terminate"].citations[0].quote
    )
    expiry = kingsley_values["expiration_date"]  # "one (1) years from the Effective Date"
    assert expiry.outcome == "needs_model" and expiry.verified_quotes
    assert expiry.reason == "the term is stated as a period (1 year), not as a date"
    for row, column, cell in table.cells():
        if not (column.clause and known(column.clause) or reads(column.type, column.clause)):
            assert cell.outcome == "needs_model", (row.document, column.id)
            assert "needs a model" in cell.reason
        elif column.type != "yes_no":
            assert cell.outcome in ("answered", "not_found", "needs_model"), (row, column.id)
            if cell.outcome == "answered":
                assert cell.verified_quotes and len(cell.answer or "") < 60, (row, column.id)
            elif cell.outcome == "needs_model":  # a passage with no value: cited, with why
                assert cell.verified_quotes and cell.reason, (row.document, column.id)
            else:
                assert cell.answer is None and cell.coverage == 1.0
        else:
            assert cell.outcome in ("answered", "not_found"), (row.document, column.id, cell.reason)
            if cell.outcome == "not_found":
                assert cell.answer == "no" and cell.coverage == 1.0
            else:
                assert cell.verified_quotes  # the detector's quotes are verbatim


def test_repl_table_over_the_real_kernel(tmp_path: Path) -> None:
    from diligence_tui.harness.events import EventBus
    from diligence_tui.harness.kernel import Kernel
    from diligence_tui.harness.services import HarnessServices
    from diligence_tui.review.model import Memo
    from diligence_tui.room.room import Room
    from tests.test_kernel import run_ok

    docs = tmp_path / "room"
    docwriters.write_pdf(
        docs / "Contracts" / "supply.pdf",
        [
            "Supply Agreement between Acme Corp and Widget Ltd.",
            "14.2 Change of Control. In the event of a change of control of Acme Corp, Widget "
            "Ltd may terminate this Agreement by giving 30 days written notice.",
        ],
    )
    docwriters.write_text(
        docs / "Contracts" / "nda.txt", "Mutual NDA. Each party keeps the other's secrets.\n"
    )
    settings = Settings()
    room = Room.open(docs, settings)
    room.index()
    memo = Memo()
    findings: list[Any] = []
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    gateway = Gateway(settings, run_dir=run_dir)
    services = HarnessServices(room, gateway, settings, EventBus(), memo, findings, run_dir=run_dir)
    kernel = Kernel(tmp_path / "scratch", Path(room.root), services, settings.kernel)
    kernel.start()
    try:
        run_ok(kernel, "grid = table(room.documents, 'contracts')")
        assert (
            run_ok(kernel, "grid.where('change_of_control', 'yes')") == "['Contracts/supply.pdf']\n"
        )
        assert (
            run_ok(kernel, "grid.cell('Contracts/nda.txt', 'change_of_control').outcome")
            == "'not_found'\n"
        )
        assert (
            # the trained clause model knows Governing Law; this NDA does not say one
            run_ok(kernel, "grid.cell('Contracts/nda.txt', 'governing_law').outcome")
            == "'not_found'\n"
        )
        out = run_ok(
            kernel,
            "cell = grid.cell('Contracts/supply.pdf', 'change_of_control')\n"
            "f = findings.add(title='Supplier may terminate on a change of control', "
            "category='change of control', severity='high', citations=cell.citations)\n"
            "f.citations[0]['verified'], f.citations[0]['page']",
        )
        assert out == "(True, 2)\n"
        assert "(cite:" in run_ok(kernel, "grid.cite('Contracts/supply.pdf', 'change_of_control')")
        # asked again: nothing pending, no sub-call
        calls = gateway.usage().subcalls
        assert calls >= 1
        assert run_ok(kernel, "table(room.documents, 'contracts').calls") == "0\n"
        assert gateway.usage().subcalls == calls
        # the analyst verifies a cell in the workspace meanwhile; a later table() call that
        # fills a new column writes its cells into table.json without undoing that verify
        on_disk = load_table(run_dir)
        assert on_disk is not None
        on_disk.set_status("Contracts/supply.pdf", "change_of_control", "verified")
        save_table(run_dir, on_disk)
        run_ok(
            kernel,
            "table(room.documents, [{'id': 'law', 'question': 'Governing law?', "
            "'type': 'text', 'clause': 'Governing Law'}])",
        )
        again = load_table(run_dir)
        assert again is not None and "law" in again.column_ids()
        assert again.cell("Contracts/supply.pdf", "change_of_control").status == "verified"
        err = kernel.execute(
            "table(room.documents, [{'id': 'x', 'question': 'Q', 'type': 'bool'}])"
        )
        assert "type 'bool' is not one of" in err.error + err.output
    finally:
        kernel.close()
        gateway.close()
        room.close()
    saved = load_table(run_dir)
    assert saved is not None and saved.template == "contracts"
    assert saved.cell("Contracts/supply.pdf", "change_of_control").answer == "yes"
    assert findings and findings[0].citations[0].verified
