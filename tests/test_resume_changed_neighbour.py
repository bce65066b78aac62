"""A resume after one document changed keeps the documents that shared its sub-call read.

The first session reviewed the two contracts in one sub-call. When the MSA changes before a
resume, that call cannot be restored (its prompt held the old MSA), and before the fix the
lease, unchanged and read by that very call, dropped out of the reviewed set with it: the
memo said "Documents reviewed: 1 of 3 ... Not reviewed: Contracts/lease.pdf,
Contracts/msa.txt" while the coverage counted the lease as read, and a resume with turns
left sent the lease to the sub-model again. Now the lease stays read (the journal's
``review_read`` says which slices a review() read) and only the MSA is read again.

Real runs: real room, index and kernel, the offline review policy as the root, sub-agents on
the scripted server (the real litellm path)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.docwriters import write_text
from diligence_tui.harness.runner import Run
from tests.openai_server import ScriptedServer, message_text
from tests.test_run_support import (
    CHANGE_OF_CONTROL,
    make_room,
    open_room,
    settings_for,
    sub_findings,
    sub_requests,
)


def _read_paths(requests: list[Any]) -> list[str]:
    """The documents each sub-call's prompt held, by path."""
    paths = ("Contracts/msa.txt", "Contracts/lease.pdf", "Corporate/minutes.txt")
    return [
        p
        for r in requests
        for p in paths
        if f'path="{p}"' in message_text((r.json.get("messages") or [{}])[-1])
    ]


@pytest.mark.parametrize("turns_left", [False, True])
def test_an_unchanged_document_of_a_changed_documents_call_stays_reviewed(
    tmp_path: Path, turns_left: bool
) -> None:
    room_dir = make_room(tmp_path)
    run_dir = tmp_path / "run"
    with ScriptedServer(sub_findings) as server:
        settings = settings_for(server, max_turns=30)
        settings.models.root_model = "offline/playbook"
        room = open_room(room_dir, settings)
        try:
            first = Run(room, settings, run_dir=run_dir).run()
            assert first["coverage"]["room"] == 1.0
            together = [
                r
                for r in sub_requests(server)
                if {"Contracts/msa.txt", "Contracts/lease.pdf"} <= set(_read_paths([r]))
            ]
            assert together, "the two contracts were not reviewed in one sub-call"
            write_text(
                room_dir / "Contracts" / "msa.txt",
                "MASTER SERVICES AGREEMENT\n\nSection 1. Services. The Supplier provides "
                f"hosting and support.\n\nSection 9. {CHANGE_OF_CONTROL}\n",
            )
            room.index()
            if not turns_left:  # no turn and no budget left to read the MSA again
                settings.budget.max_turns = first["turns"]
                settings.budget.max_tokens = 1
            asked = len(sub_requests(server))
            run = Run(room, settings, run_dir=run_dir, resume=True)
            summary = run.run()
            again = _read_paths(sub_requests(server)[asked:])
            reviewed = run.services.status()["reviewed"]
        finally:
            room.close()
    memo = (run_dir / "memo.md").read_text()
    lease = next(d.doc_id for d in room.documents() if d.path == "Contracts/lease.pdf")
    assert summary["coverage"]["documents"][lease] == 1.0
    assert lease in reviewed  # old code: dropped with the MSA's call
    if turns_left:
        # the MSA is read again, alone; old code: the lease went to the sub-model with it
        assert again == ["Contracts/msa.txt"], again
        assert "Documents reviewed: 3 of 3 readable" in memo
        assert summary["coverage"]["room"] == 1.0
    else:
        assert again == []
        # old code: "1 of 3" and "Not reviewed: Contracts/lease.pdf, Contracts/msa.txt"
        assert "Documents reviewed: 2 of 3 readable" in memo
        assert "Not reviewed: Contracts/msa.txt" in memo.splitlines(), memo
        assert "Changed since they were reviewed, not read again: Contracts/msa.txt" in memo
    # the lease's finding once, whichever session read it
    findings = json.loads((run_dir / "findings.json").read_text())
    assert sum(1 for f in findings if f.get("title") == "Lease needs landlord consent") == 1
