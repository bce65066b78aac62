"""A second harness plugs into Run: it shares the gateway, the journal, coverage, the memo
and the exports with the RLM root loop, with no kernel and no root model of its own."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from diligence_tui.harness.interfaces import RunContext
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.root_loop import LoopResult
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.review.export import export_run
from diligence_tui.settings import Settings
from tests.test_run_support import CHANGE_OF_CONTROL, make_room, open_room


class ReadEverything:
    """A fixed policy without a REPL: review every document through the REPL services (so
    the real gateway, offline reviewer, coverage meter and findings store do the work), write
    one memo section citing what was found, submit."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx
        self.opened = self.closed = False
        self.turn = 0

    async def open(self) -> None:
        self.opened = True

    def started(self) -> None:
        pass

    async def restore(self, state: Any) -> None:
        self.turn = state.turn

    def _work(self) -> None:
        services = self.ctx.services
        docs = [d["doc_id"] for d in services.inventory()["documents"]]
        self.turn = 1
        found = services.review(docs, "flag change of control and consents")
        link = services.cite("Contracts/msa.txt", CHANGE_OF_CONTROL)["link"]
        services.memo_write(
            "Findings", f"{len(found)} issue(s); the customer may terminate. {link}"
        )
        assert services.submit("reviewed every document")["ok"]

    async def run(self) -> LoopResult:
        await asyncio.to_thread(self._work)  # services block: never on the run's loop
        return LoopResult("submitted", "submit() accepted", self.turn)

    def status(self) -> dict[str, Any]:
        return {"turn": self.turn, "max_turns": 1}

    async def close(self) -> None:
        self.closed = True


def test_a_second_harness_shares_gateway_journal_coverage_memo_and_exports(
    tmp_path: Path,
) -> None:
    settings = Settings()  # the offline engine: the reviewer answers through litellm
    room = open_room(make_room(tmp_path), settings)
    made: list[ReadEverything] = []

    def factory(ctx: RunContext) -> ReadEverything:
        made.append(ReadEverything(ctx))
        return made[0]

    run = Run(room, settings, run_dir=tmp_path / "run", harness=factory)
    summary = run.run()
    assert summary["status"] == "submitted", summary
    harness = made[0]
    assert harness.opened and harness.closed
    kinds = [e["kind"] for e in read_journal(tmp_path / "run" / "journal.jsonl")]
    assert kinds[0] == "run_started" and "run_finished" in kinds
    assert "subcall_finished" in kinds and "memo_section" in kinds and "finding_added" in kinds
    assert 0 < summary["coverage"]["room"] <= 1.0  # measured by the gateway, not reported
    assert summary["subcalls"] >= 1 and summary["findings"] >= 1
    files = run_files.load_run(tmp_path / "run")
    assert not files.memo.incomplete
    assert files.memo.resolved_citations()[0].verified
    exported = export_run(tmp_path / "run", "md").read_text(encoding="utf-8")
    assert "Findings" in exported and "Supplier shall pay a termination fee" in exported
