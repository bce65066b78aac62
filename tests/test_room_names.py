"""File names that are not valid UTF-8 (latin-1 bytes, as zip archives made on Windows give):
indexed under an escaped name, read by their real bytes path, searchable, citable, exported;
never a traceback, and the rest of the room indexes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from diligence_tui.review.export import export_run
from diligence_tui.room.discover import ESCAPED_REASON, discover
from diligence_tui.room.room import Room
from diligence_tui.room.types import OK, SKIPPED
from tests.cli_support import diligence, one_worker_settings

LATIN1_FILE = b"Vertr\xe4ge.txt"  # "Verträge.txt" in latin-1: not valid UTF-8
LATIN1_FOLDER = b"Vertr\xe4ge \xfcber Kunden"
SHOWN_FILE = "Legal/Vertr\\xe4ge.txt"
SHOWN_FOLDER = "Vertr\\xe4ge \\xfcber Kunden"


def _needs_bytes_names(tmp_path: Path) -> None:
    try:
        probe = os.path.join(os.fsencode(tmp_path), b"\xe4probe")
        open(probe, "wb").close()
        os.remove(probe)
    except (OSError, UnicodeError):
        pytest.skip("this file system does not take names that are not UTF-8")


def build_room(tmp_path: Path) -> Path:
    _needs_bytes_names(tmp_path)
    room = tmp_path / "room"
    (room / "Legal").mkdir(parents=True)
    (room / "Legal" / "plain.txt").write_text(
        "The supplier may terminate on a change of control of the customer.\n", encoding="utf-8"
    )
    base = os.fsencode(room)
    with open(os.path.join(base, b"Legal", LATIN1_FILE), "wb") as handle:
        handle.write(
            b"Rahmenvertrag. Either party may terminate this Agreement upon a Change of "
            b"Control of the other party, and a termination fee of $4,200,000 is payable.\n"
        )
    os.mkdir(os.path.join(base, LATIN1_FOLDER))
    with open(os.path.join(base, LATIN1_FOLDER, b"kunden.txt"), "wb") as handle:
        handle.write(b"Customer list: Contoso accounts for 38% of revenue (exclusivity).\n")
    return room


def test_latin1_names_are_indexed_searchable_and_readable(tmp_path: Path) -> None:
    root = build_room(tmp_path)
    found = discover(root)
    assert sorted(f.rel for f in found.files) == sorted(
        ["Legal/plain.txt", SHOWN_FILE, f"{SHOWN_FOLDER}/kunden.txt"]
    )
    assert {e["path"] for e in found.escaped} == {SHOWN_FILE, SHOWN_FOLDER}

    settings = one_worker_settings()
    with Room.open(root, settings) as room:
        report = room.index()
        assert report.documents == 3 and not report.skipped
        assert [e["path"] for e in report.escaped] == [SHOWN_FILE, SHOWN_FOLDER]
        doc = room.get(SHOWN_FILE)
        assert doc.status == OK and doc.name == "Vertr\\xe4ge.txt" and doc.folder == "Legal"
        assert "termination fee of $4,200,000" in room.text(doc.doc_id)
        hits = room.search('"termination fee"')
        assert [h.path for h in hits] == [SHOWN_FILE]
        assert room.get(f"{SHOWN_FOLDER}/kunden.txt").category == SHOWN_FOLDER

        # a change to the file on disk is seen through its real bytes path
        with open(os.path.join(os.fsencode(root), b"Legal", LATIN1_FILE), "ab") as handle:
            handle.write(b"Amended: the fee is waived.\n")
        again = room.index()
        assert again.indexed == 1 and "fee is waived" in room.text(room.get(SHOWN_FILE).doc_id)
        os.remove(os.path.join(os.fsencode(root), b"Legal", LATIN1_FILE))
        assert room.index().removed == 1
        assert [d.path for d in room.documents()] == [
            "Legal/plain.txt",
            f"{SHOWN_FOLDER}/kunden.txt",
        ]


def test_an_escaped_name_that_collides_with_a_real_one_is_skipped_with_the_reason(
    tmp_path: Path,
) -> None:
    root = build_room(tmp_path)
    (root / "Legal" / "Vertr\\xe4ge.txt").write_text("a file really named with a backslash\n")
    with Room.open(root) as room:
        report = room.index()
        assert room.get(SHOWN_FILE).status == OK  # the real name keeps its path
        assert "really named" in room.text(room.get(SHOWN_FILE).doc_id)
        assert {
            "path": SHOWN_FILE,
            "reason": f"{ESCAPED_REASON}, and another file has that name",
        } in report.skipped
        assert len(room.documents()) == 3


def test_diligence_index_exits_0_with_a_plain_line(tmp_path: Path) -> None:
    root = build_room(tmp_path)
    done = diligence("index", str(root))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Error" not in done.stderr
    assert "3 searchable, 0 skipped" in done.stdout
    assert f"  {SHOWN_FILE}: {ESCAPED_REASON}" in done.stdout.splitlines()
    data = json.loads(diligence("index", str(root), "--json").stdout)
    assert data["documents"] == 3 and len(data["escaped"]) == 2
    found = diligence("search", str(root), '"termination fee"')
    assert found.returncode == 0 and SHOWN_FILE in found.stdout


def test_a_room_folder_whose_own_path_is_not_utf8_is_refused_plainly(tmp_path: Path) -> None:
    _needs_bytes_names(tmp_path)
    folder = os.path.join(os.fsencode(tmp_path), b"R\xe4ume")
    os.mkdir(folder)
    with open(os.path.join(folder, b"a.txt"), "wb") as handle:
        handle.write(b"text\n")
    done = diligence("index", os.fsdecode(folder))
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "not valid UTF-8" in done.stderr and "rename that folder" in done.stderr


@pytest.mark.slow
def test_a_latin1_named_document_is_reviewed_cited_and_exported(tmp_path: Path) -> None:
    root = build_room(tmp_path)
    run_dir = tmp_path / "run"
    done = diligence("run", str(root), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    findings = json.loads((run_dir / "findings.json").read_text(encoding="utf-8"))
    cited = [c for f in findings for c in f["citations"] if c["path"] == SHOWN_FILE]
    assert cited and all(c["verified"] for c in cited)
    for fmt in ("md", "json", "docx", "xlsx"):
        path = export_run(run_dir, fmt)
        assert path.stat().st_size > 0
    exported = json.loads((run_dir / "export.json").read_text(encoding="utf-8"))
    assert SHOWN_FILE in {c["path"] for c in exported["citations"]}
    assert SHOWN_FILE in (run_dir / "memo.export.md").read_text(encoding="utf-8").replace(
        "\\\\", "\\"
    )
    with Room.open(root) as room:
        assert room.get(SHOWN_FILE).status != SKIPPED
