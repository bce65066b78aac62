"""Work beside a live review (harness/beside.py): a table fill the workspace starts while a
review runs goes through the review's gateway, and the review writes its files only once
that fill is done, so its metrics count every call it paid for; once it has finished, new
work is refused (the workspace then fills with a gateway of its own).

A real review (a scripted root on the real litellm path, the offline engine as sub-agent,
the real kernel) and a real fill: the root's first reply is held at the server until the
fill is submitted, and the fill waits on an event until the review has ended its loop."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

from diligence_tui.harness.events import Notice
from diligence_tui.harness.runner import BESIDE_WAIT, Run
from diligence_tui.harness.table_fill import fill_table
from diligence_tui.review.table import Column, Table
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import cell, held_root_settings, make_room, open_room


def test_the_review_waits_for_a_fill_beside_it_and_counts_its_calls(tmp_path: Path) -> None:
    replies = [
        Reply(content=cell("print('reading')"), hold_after_finish=True),  # the review is live
        Reply(content=cell("print('done')")),  # its write-up turn, and any after
    ]
    with ScriptedServer(replies, hang_seconds=600) as server:
        settings = held_root_settings(server, max_turns=1)
        room = open_room(make_room(tmp_path), settings)
        run = Run(room, settings, run_dir=tmp_path / "run")
        waiting = threading.Event()
        run.bus.subscribe(
            lambda e: waiting.set() if isinstance(e, Notice) and e.message == BESIDE_WAIT else None
        )
        table = Table(
            columns=[Column("coc", "Change of control?", "yes_no", clause="Change Of Control")]
        )
        for doc in room.documents():
            table.add_row(doc.doc_id, doc.path)
        go_on = threading.Event()

        async def fill(gateway: Any) -> Any:
            await asyncio.to_thread(go_on.wait, 300)  # held, without holding the run's loop
            return await fill_table(room, gateway, table, columns=["coc"])

        try:
            run.start()
            assert server.wait_for_holding(1, timeout=300)  # the review is live
            job = run.beside.submit(fill)
            assert job is not None
            server.release_hangs()
            assert waiting.wait(300)  # the root's loop has ended; the fill has not begun
            assert not run.done and not (run.run_dir / "metrics.json").exists()
            go_on.set()
            outcome = job.result(timeout=300)
            summary = run.wait(300)
        finally:
            go_on.set()
            server.release_hangs()
            run.wait(300)
            room.close()
    assert summary is not None and outcome.calls >= 1
    assert table.cell("Contracts/msa.txt", "coc").answer == "yes"
    metrics = json.loads((run.run_dir / "metrics.json").read_text())
    assert metrics["subcalls"] == outcome.calls  # the review's metrics count the fill's calls
    calls = [json.loads(x) for x in (run.run_dir / "calls.jsonl").read_text().splitlines()]
    assert sum(x["role"] == "sub" for x in calls) == outcome.calls  # one calls.jsonl
    assert run.beside.submit(fill) is None  # finished: the caller fills on its own
