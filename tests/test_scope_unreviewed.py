"""A model root that submits early: the harness itself names, in the memo's scope section,
the readable documents no answered call reached (a bounded list, the count, all of them in
not_reviewed.txt), whichever root ran. The scripted OpenAI-compatible server plays the root
over the real litellm path; the room is real, on disk, with a real index."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.docwriters import write_text
from diligence_tui.harness.memo_finish import LISTED, SCOPE_HEAD
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from tests.openai_server import ScriptedServer
from tests.test_run_support import make_room, open_room, scripted, settings_for

EXTRA = 25  # more unread documents than the memo names

EARLY_SUBMIT = [
    "print(read('Contracts/msa.txt'))",  # the MSA's text reaches the root's next prompt
    (
        "link = cite('Contracts/msa.txt', 'the Supplier shall pay a termination fee of $2,500,000')\n"
        "memo.write('Scope', 'I read the MSA.')\n"
        "memo.write('Change of control', 'The MSA allows termination with a fee ' + link)\n"
        "print(submit('done'))"
    ),
]


def test_a_root_that_submits_early_gets_its_unread_documents_named_in_the_scope(
    tmp_path: Path,
) -> None:
    root = make_room(tmp_path)
    for n in range(EXTRA):
        write_text(
            root / "Misc" / f"note_{n:02d}.txt",
            f"Note {n}: the warehouse lease number {n * 7919} renews on the {n + 1}th.\n",
        )
    with ScriptedServer(scripted(EARLY_SUBMIT)) as server:
        # the coverage floor off: the early submit goes through (the floor asks for a reason)
        settings = settings_for(server, max_turns=5, coverage_floor=0.0)
        room = open_room(root, settings)
        run_dir = tmp_path / "run"
        summary = Run(room, settings, run_dir=run_dir).run()
        assert summary["status"] == "submitted", summary
        shares = summary["coverage"]["documents"]
        paths = {d.doc_id: d.path for d in room.documents()}
        unread = sorted(paths[d] for d, share in shares.items() if share <= 0)
        assert "Contracts/msa.txt" not in unread and len(unread) == EXTRA + 2

        scope = run_files.load_run(run_dir).memo.section("Scope")
        assert scope is not None and scope.body.startswith("I read the MSA.")
        assert SCOPE_HEAD in scope.body
        line = next(x for x in scope.body.splitlines() if x.startswith("- Not reviewed"))
        assert line.startswith(
            f"- Not reviewed: {EXTRA + 2} of {EXTRA + 3} readable documents reached no model"
        )
        assert f" and {EXTRA + 2 - LISTED} more (all listed in not_reviewed.txt" in line
        named = [p for p in unread if p in line]
        assert len(named) == LISTED and "Contracts/msa.txt" not in line
        listing = (run_dir / "not_reviewed.txt").read_text(encoding="utf-8").splitlines()
        assert listing == unread
        assert SCOPE_HEAD in (run_dir / "memo.md").read_text(encoding="utf-8")

        # finalizing again (a resume of the submitted run) rewrites the block, never adds one
        Run(room, settings, run_dir=run_dir, resume=True).run()
        room.close()
    again = run_files.load_run(run_dir).memo.section("Scope")
    assert again is not None and again.body.count(SCOPE_HEAD) == 1
    assert again.body.count("- Not reviewed") == 1


PART_READ = [
    "print(read('Contracts/lease.pdf', pages=[1]))",  # one of its two pages reaches the root
    (
        "link = cite('Contracts/lease.pdf', 'Rent is $10,000 per month for the premises')\n"
        "memo.write('Scope', 'I read the lease.')\n"
        "memo.write('Lease', 'Rent is monthly ' + link)\n"
        "print(submit('done'))"
    ),
]


def test_a_document_read_only_in_part_is_said_to_be_read_only_in_part(tmp_path: Path) -> None:
    root = make_room(tmp_path)
    with ScriptedServer(scripted(PART_READ)) as server:
        settings = settings_for(server, max_turns=5, coverage_floor=0.0)
        room = open_room(root, settings)
        run_dir = tmp_path / "run"
        summary = Run(room, settings, run_dir=run_dir).run()
        paths = {d.doc_id: d.path for d in room.documents()}
        room.close()
    assert summary["status"] == "submitted", summary
    shares = {paths[d]: s for d, s in summary["coverage"]["documents"].items()}
    assert 0.0 < shares["Contracts/lease.pdf"] < 1.0
    scope = run_files.load_run(run_dir).memo.section("Scope")
    assert scope is not None
    line = next(x for x in scope.body.splitlines() if x.startswith("- Read only in part"))
    part = int(shares["Contracts/lease.pdf"] * 100)
    assert line.startswith("- Read only in part: 1 of them; the rest of their text reached no")
    assert f"Contracts/lease.pdf ({part}%)" in line and part < 100
