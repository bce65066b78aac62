"""Terminal injection through names: the seller names the files, the folders, the email
attachments and the room itself. Such a name is printed by `diligence index`, `search`,
`locate`, `run` and `eval`; it must be shown (escapes visible, still recognisable), never
obeyed by the analyst's terminal. Each command runs as a real subprocess on a real room."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from diligence_tui.docwriters import write_eml, write_text
from diligence_tui.textsafe import neutralize

# what a terminal acts on: C0 controls (newline and tab aside), DEL and the C1 controls
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]")

ROOM_NAME = "room\x1b]0;ROOM-TITLE\x07"
LEASE = "Lease\x1b]52;c;SGVsbG8=\x07.txt"  # OSC 52: writes the analyst's clipboard
CLEAN = "\x1b[2J\x1b[31mCLEAN.txt"  # clears the screen, then red
MARKUP = "[@click=app.quit]x.txt"  # Textual markup: an action on click
FOLDER = "Leases\x1b]0;PWNED\x07"  # OSC 0: retitles the window
EMPLOYEE = "emp\u009b31mloyee.txt"  # a one-byte C1 CSI
BROKEN = "broken\x1b[5m.pdf"  # skipped, with a reason, in the summary
MAIL = "offer\x1b[8m.eml"
ATTACHMENT = "terms\x1b]8;;evil.example\x07.txt"  # OSC 8: a planted link


def hostile_room(base: Path) -> Path:
    room = base / ROOM_NAME
    write_text(
        room / LEASE,
        "This lease agreement contains a change of control clause \x1b[2J\x1b]0;in-text\x07. "
        "The landlord may terminate upon assignment. Indemnification capped at $2,000,000.\n",
    )
    write_text(room / CLEAN, "Clean report. The company has no pending litigation at all.\n")
    write_text(
        room / MARKUP,
        "Supply agreement with exclusivity. Change of control requires the supplier's consent.\n",
    )
    write_text(
        room / FOLDER / EMPLOYEE, "Employment agreement; change of control bonus of $500,000.\n"
    )
    (room / BROKEN).write_bytes(b"%PDF-1.4 not really\x1b]0;bytes\x07")
    write_eml(
        room / MAIL,
        "seller@example.com",
        "buyer@example.com",
        "Offer \x1b]0;subject\x07",
        "2026-01-05",
        "See the attached terms on the change of control.",
        attachments=[(ATTACHMENT, b"Termination fee of $1,000,000 on a change of control.\n")],
    )
    return room


def diligence(*args: str | Path) -> subprocess.CompletedProcess[str]:
    # the env (config, data and cache dirs) comes from the isolated_dirs fixture
    return subprocess.run(
        [sys.executable, "-m", "diligence_tui.cli", *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="surrogateescape",
        timeout=600,
    )


def assert_nothing_raw(proc: subprocess.CompletedProcess[str]) -> str:
    for name, stream in (("stdout", proc.stdout), ("stderr", proc.stderr)):
        found = RAW.search(stream)
        assert found is None, (
            f"raw {found.group()!r} on {name}: {stream[max(0, found.start() - 80) : found.end() + 40]!r}"
        )
    return proc.stdout + proc.stderr


def test_index_and_locate_show_hostile_names_escaped(tmp_path: Path) -> None:
    room = hostile_room(tmp_path)
    proc = diligence("index", room)
    assert proc.returncode == 0, proc.stderr
    out = assert_nothing_raw(proc)
    assert neutralize(str(room)) in out  # "Indexed room␛]0;ROOM-TITLE␇"
    assert f"{neutralize(BROKEN)}: " in out  # the skipped list, with its reason
    assert "Skipped (1)" in out

    proc = diligence("index", room, "--json")
    assert proc.returncode == 0, proc.stderr
    assert_nothing_raw(proc)
    data = json.loads(proc.stdout)  # JSON keeps the true name for a program
    assert data["room"] == str(room.resolve()) or data["room"] == str(room)
    assert [item["path"] for item in data["skipped"]] == [BROKEN]

    proc = diligence("locate", room)  # the room's state dirs are named after it, made safe
    assert proc.returncode == 0, proc.stderr
    assert "room-0-ROOM-TITLE-" in assert_nothing_raw(proc)


def test_search_shows_paths_and_snippets_escaped(tmp_path: Path) -> None:
    room = hostile_room(tmp_path)
    proc = diligence("search", room, "change of control", "--limit", "20")
    assert proc.returncode == 0, proc.stderr
    out = assert_nothing_raw(proc)
    for name in (LEASE, MARKUP, f"{FOLDER}/{EMPLOYEE}"):
        assert neutralize(name) in out, out
    assert neutralize(MAIL) in out and neutralize(ATTACHMENT) in out, out
    assert "␛[2J␛]0;in-text␇" in out  # the document's own text, in the snippet

    proc = diligence("search", room, "change of control", "--json")
    assert proc.returncode == 0, proc.stderr
    assert_nothing_raw(proc)
    assert f"{FOLDER}/{EMPLOYEE}" in {hit["path"] for hit in json.loads(proc.stdout)}


@pytest.mark.slow
def test_offline_run_and_eval_show_hostile_names_escaped(tmp_path: Path) -> None:
    room = hostile_room(tmp_path)
    run_dir = tmp_path / "run"
    proc = diligence("run", room, "--out", run_dir)
    assert proc.returncode == 0, proc.stderr
    out = assert_nothing_raw(proc)
    assert f"Indexed {neutralize(str(room))}:" in out
    assert "Status: submitted" in out

    # a rubric names the documents by their file names, as reviewers write them
    task = tmp_path / "task.json"
    criteria = [
        {
            "id": "lease",
            "title": f"Change of control in {LEASE}",
            "match_criteria": f"PASS if the memo flags the change of control in {LEASE}. "
            "FAIL otherwise.",
        },
        {
            "id": "employee",
            "title": f"Bonus in {FOLDER}/{EMPLOYEE}",
            "match_criteria": f'PASS if the memo names "{EMPLOYEE}" and a bonus of $500,000. '
            "FAIL otherwise.",
        },
    ]
    task.write_text(json.dumps({"title": f"Target {ROOM_NAME}", "criteria": criteria}))
    proc = diligence("eval", run_dir, "--task", task)
    assert proc.returncode == 0, proc.stderr
    out = assert_nothing_raw(proc)
    assert neutralize(LEASE) in out and neutralize(EMPLOYEE) in out, out

    proc = diligence("eval", run_dir, "--task", task, "--json")
    assert proc.returncode == 0, proc.stderr
    assert_nothing_raw(proc)
    assert json.loads(proc.stdout)["results"][1]["title"] == f"Bonus in {FOLDER}/{EMPLOYEE}"

    proc = diligence("export", run_dir, "--format", "md", "-o", tmp_path / f"memo{FOLDER}.md")
    assert proc.returncode == 0, proc.stderr
    assert neutralize(FOLDER) in assert_nothing_raw(proc)
