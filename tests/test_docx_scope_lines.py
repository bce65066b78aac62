"""The offline memo's Scope and method lines are one paragraph each in the Word export, as
they are lines in the Markdown: they were joined by single line breaks, which Markdown (and
so the Word export) reads as one paragraph ("Documents reviewed: 42 of 42 readable (0 could
not be read). Measured coverage of the room's text: 100%. Day counts ...").

A real offline run of sample_rooms/small through the command line; the .docx is reopened
with python-docx."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.review.run_files import load_run
from tests.cli_support import diligence
from tests.conftest import SAMPLE_ROOMS

STARTS = (
    "Documents reviewed: ",
    "Measured coverage of the room's text: ",
    "Day counts ",
    "Referenced documents checked: ",
)


def test_each_scope_line_is_its_own_paragraph_in_word(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    done = diligence("run", str(SAMPLE_ROOMS / "small"), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    scope = load_run(run_dir).memo.section("Scope and method")
    assert scope is not None
    for start in STARTS:  # each line stands as a paragraph in the memo's Markdown
        assert any(p.startswith(start) for p in scope.body.split("\n\n")), start
    out = tmp_path / "memo.docx"
    assert diligence("export", str(run_dir), "--format", "docx", "-o", str(out)).returncode == 0

    import docx

    paragraphs = [p.text for p in docx.Document(str(out)).paragraphs]
    at = paragraphs.index("Scope and method")
    section = paragraphs[at + 1 : at + 12]
    for start in STARTS:
        [line] = [p for p in section if start in p]
        # old code: all four in one paragraph, starting "Documents reviewed: ..."
        assert line.startswith(start), line
        assert not any(other in line for other in STARTS if other != start), line
