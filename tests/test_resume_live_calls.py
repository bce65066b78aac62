"""A resume makes one live call per slice of a document that changed since the run read it:
restoring the REPL does not send the changed text to the model (its answer would be thrown
away), the review of the changed document does. Counted at the scripted server."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.runner import Run
from diligence_tui.harness.slices import parse_slices
from diligence_tui.room.room import Room
from tests.openai_server import ScriptedServer
from tests.test_honest_coverage import settings_for, sub_reply
from tests.test_room_freshness import MINUTES, write_room

NEW_MINUTES = (
    "Board minutes, 12 March 2024.\nThe board approved the annual budget.\n"
    "The Orion Freight matter was settled and withdrawn; a new claim by Zephyr Corp for "
    "$300,000 in unpaid invoices is pending.\n"
)


def test_resume_calls_the_model_once_per_changed_slice(tmp_path: Path) -> None:
    root = write_room(tmp_path / "room")
    run_dir = tmp_path / "run"
    with ScriptedServer(sub_reply) as server:
        settings = settings_for(server, max_turns=20)
        settings.ingest.workers = 1
        with Room.open(root, settings) as room:
            room.index()
            ids = {d.path: d.doc_id for d in room.documents()}
            first = Run(room, settings, run_dir=run_dir).run()
            assert first["status"] == "submitted" and first["coverage"]["room"] == 1.0
            before = len(server.requests)
            (root / MINUTES).write_text(NEW_MINUTES, encoding="utf-8")
            room.index()
            second = Run(room, settings, run_dir=run_dir, resume=True).run()
        made = server.requests[before:]

    assert second["status"] == "submitted"
    assert second["coverage"]["documents"][ids[MINUTES]] == 1.0
    assert made  # the changed document was read again, live
    for request in made:  # every live call of the resume was one on the changed document
        assert ids[MINUTES] in {p.doc_id for p in parse_slices(request.text)}
        assert "settled and withdrawn" in request.text
    # ... and each slice went once: restoring the REPL did not send it first
    assert len({r.text for r in made}) == len(made)
    calls = [json.loads(x) for x in (run_dir / "calls.jsonl").read_text().splitlines()]
    live = [c for c in calls if c["role"] == "sub" and c["status"] == "ok"]
    assert len(live) == before + len(made)  # calls.jsonl records exactly what the server got
