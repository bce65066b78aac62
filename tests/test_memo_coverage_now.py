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
