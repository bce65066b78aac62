"""The memo's own Scope text kept "Measured coverage of the room's text: 100%." after a
reviewed document changed, while the header and the exports gave the share read then and of
the room now. memo.md and every export's memo text now say both. The real command line, a
real offline review, a real index on disk."""

from __future__ import annotations

import json
from pathlib import Path

import docx

from tests.cli_support import diligence
from tests.test_run_support import make_room

BOTH = "Measured coverage of the room's text: 100% when it was reviewed; 84.8% of the room as it is now"
STALE = "Measured coverage of the room's text: 100%."


def test_the_memo_text_gives_the_coverage_then_and_now(tmp_path: Path) -> None:
    room = make_room(tmp_path)
    run_dir = tmp_path / "run"
    done = diligence("run", str(room), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    assert STALE in (run_dir / "memo.md").read_text(encoding="utf-8")  # true when written
    (room / "Corporate" / "minutes.txt").write_text(
        "Minutes of the board meeting. The board approved a new budget of $5m.\n"
    )
    assert diligence("index", str(room)).returncode == 0
    out = {fmt: tmp_path / f"memo.{fmt}" for fmt in ("md", "json", "docx")}
    for fmt, path in out.items():
        exported = diligence("export", str(run_dir), "--format", fmt, "-o", str(path))
        assert exported.returncode == 0, exported.stderr
    memo = (run_dir / "memo.md").read_text(encoding="utf-8")
    # old code: the header said the room changed, the Scope text still "100%."
    assert "**Room changed since the review:**" in memo
    assert BOTH in memo and STALE not in memo, memo
    text = out["md"].read_text(encoding="utf-8")
    assert "84.8% of the room as it is now" in text.split("## ", 1)[0]  # the header, as before
    assert BOTH in text and STALE not in text
    sections = json.loads(out["json"].read_text(encoding="utf-8"))["memo"]["sections"]
    assert any(BOTH in s["markdown"] for s in sections)
    assert not any(STALE in s["markdown"] for s in sections)
    words = "\n".join(p.text for p in docx.Document(str(out["docx"])).paragraphs)
    assert BOTH in words and STALE not in words


def test_a_document_added_after_the_review_is_not_called_read(tmp_path: Path) -> None:
    # old code: a side letter added after the review left "100%" in the Coverage row and the
    # Scope text, memo.md said "the room is as reviewed", and the JSON had no word of it
    room = make_room(tmp_path)
    run_dir = tmp_path / "run"
    done = diligence("run", str(room), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    added = "Contracts/side letter - hosting credits.txt"
    (room / added).write_text(
        "SIDE LETTER to the Master Services Agreement. Notwithstanding Section 9, the "
        "Supplier shall credit the Customer 40% of the annual hosting fees if the service "
        "is unavailable for more than four hours in any month, and may not cap that credit.\n"
    )
    md, js = tmp_path / "memo.md", tmp_path / "memo.json"
    first = diligence("export", str(run_dir), "--format", "md", "-o", str(md))
    assert first.returncode == 0, first.stderr
    assert diligence("export", str(run_dir), "--format", "json", "-o", str(js)).returncode == 0
    assert "1 document added to the room since the review, not reviewed" in first.stdout
    check = json.loads(js.read_text(encoding="utf-8"))["room_check"]
    assert [a["path"] for a in check["added"]] == [added] and check["stale"] == []
    assert check["coverage_then"] == 1.0 and 0.3 < check["coverage_now"] < 0.9
    now = f"{check['coverage_now']:.1%}"
    both = f"Measured coverage of the room's text: 100% when it was reviewed; {now} of the room"
    for text in (md.read_text(encoding="utf-8"), (run_dir / "memo.md").read_text("utf-8")):
        assert both in text and STALE not in text, text
        assert f"{added}: added to the room since the review; not reviewed" in text
    header = md.read_text(encoding="utf-8").split("## ", 1)[0]
    assert f"at the review; {now} of the room as it is now" in header
    assert "- **Room changed:** 1 document added to the room since the review, not reviewed\n" in (
        header
    )


def test_the_coverage_line_takes_its_figures_from_the_measure() -> None:
    from diligence_tui.review.model import Memo, coverage_then_and_now

    # the figures come from the run's measure, never from the line's own words
    body = "Scope.\nMeasured coverage of the room's text: 97%.\nThe rest."
    said = "Measured coverage of the room's text: 100% when it was reviewed; 62.5% of the room"
    assert said in coverage_then_and_now(body, 1.0, 0.625)
    assert coverage_then_and_now(body, None, 0.625) == body  # unknown: left as written
    again = coverage_then_and_now(coverage_then_and_now(body, 1.0, 0.625), 1.0, 0.5)
    assert again.count("when it was reviewed") == 1 and "50.0% of the room" in again
    memo = Memo(title="Memo")
    memo.write("Scope and method", body)
    memo.room_changes = {"summary": "x", "coverage_then": 0.9, "coverage_now": 0.45}
    assert "90% when it was reviewed; 45.0% of the room as it is now" in memo.to_markdown()
