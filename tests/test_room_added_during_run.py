"""A document added to the room while a run was live was never named as added: the room check
counted a document as added only when its content came after the run's last event, and a
run's last event (its ending, the memo written) comes after the index that took the new file
in. The memo and every export then said the room was as reviewed, with a document in it the
run never read. A real offline run on a real index; the test adds a file from the run's own
event stream, between sub-calls."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.events import SubCallFinished
from diligence_tui.harness.runner import Run
from diligence_tui.review.freshness import ADDED, check_run
from diligence_tui.room.room import Room
from tests.cli_support import diligence, one_worker_settings
from tests.test_room_freshness import write_room

SIDE_LETTER = "01 Contracts/side letter - volume rebate.txt"
REBATE = (
    "SIDE LETTER to the Supply Agreement. Contoso Ltd will pay Acme Holdings Inc. a rebate of "
    "12% of every invoice above 40,000 units a quarter; the rebate survives any sale of Acme.\n"
)


def test_a_document_added_while_the_run_was_live_is_named(tmp_path: Path) -> None:
    root = write_room(tmp_path / "room")
    run_dir = tmp_path / "run"
    added: list[bool] = []

    def add_once(event: object) -> None:
        if isinstance(event, SubCallFinished) and not added:
            (root / SIDE_LETTER).write_text(REBATE, encoding="utf-8")
            added.append(True)

    with Room.open(root, one_worker_settings()) as room:
        room.index()
        before = {d.path for d in room.documents()}
        run = Run(room, one_worker_settings(), run_dir=run_dir)
        run.bus.subscribe(add_once)
        summary = run.run()
        assert added and summary["status"] == "submitted"
        letter = next(d for d in room.documents() if d.path == SIDE_LETTER)  # indexed at the end
        assert not summary["coverage"]["documents"].get(letter.doc_id)  # the run never read it
        check = check_run(run_dir, room)
        # old code: {} (the letter's content came before the run's last event)
        assert [(s.path, s.state) for s in check.added_docs()] == [(SIDE_LETTER, ADDED)]
        # what was in the room when the run began and was read is not "added"
        assert not {s.path for s in check.added_docs()} & before
        assert check.moved and check.coverage_now is not None and check.coverage_now < 1.0
    out = tmp_path / "export.json"
    done = diligence("export", str(run_dir), "--format", "json", "-o", str(out))
    assert done.returncode == 0, done.stderr
    room_check = json.loads(out.read_text(encoding="utf-8"))["room_check"]
    assert [a["path"] for a in room_check["added"]] == [SIDE_LETTER]
    memo = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert f"{SIDE_LETTER}: added to the room since the review; not reviewed" in memo


def test_a_document_in_the_room_when_the_run_began_is_not_called_added(tmp_path: Path) -> None:
    # a document the run could have read but did not (it was stopped) is short of coverage,
    # not new: only what came after the run began is "added"
    root = write_room(tmp_path / "room")
    run_dir = tmp_path / "run"
    with Room.open(root, one_worker_settings()) as room:
        room.index()
        run = Run(room, one_worker_settings(), run_dir=run_dir)

        def stop_once(event: object) -> None:
            if isinstance(event, SubCallFinished):
                run.steering.stop()

        run.bus.subscribe(stop_once)
        summary = run.run()
        shares = summary["coverage"]["documents"]
        unread = [d.path for d in room.documents() if not shares.get(d.doc_id)]
        assert summary["status"] == "stopped" and unread
        check = check_run(run_dir, room)
        assert check.added == {}, check.added_docs()
        (root / SIDE_LETTER).write_text(REBATE, encoding="utf-8")
        room.index()
        assert [s.path for s in check_run(run_dir, room).added_docs()] == [SIDE_LETTER]
