"""Every place that states how many citations a memo has counts the same thing (citation_tally:
the distinct quotes cited in the memo and its findings, each document and quote once) and says
so: the run summary, memo.md, metrics.json, the Markdown export and the Word export reopened
with python-docx. On sample_rooms/small the offline memo links fewer quotes (28) than it and
its findings cite (33): the Word export said "33 citation(s)" while the memo pane said 28
(medium: 84 against 42), neither saying what it counted.

A real offline run of the sample room through the real command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

from diligence_tui.review.model import COUNTED, citation_tally
from diligence_tui.review.run_files import load_run
from tests.cli_support import diligence
from tests.conftest import SAMPLE_ROOMS


def test_every_count_of_citations_is_one_count_and_says_what_it_counts(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    done = diligence("run", str(SAMPLE_ROOMS / "small"), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    files = load_run(run_dir)
    tally = citation_tally(files.memo, files.findings)
    linked = len(files.memo.cited_ids())
    assert tally.total > linked  # the findings cite quotes the memo's text does not link
    said = f"{tally.total} cited quotes ({COUNTED})"

    assert f"Citations: all {said} were found in the cited document" in done.stdout
    assert json.loads((run_dir / "metrics.json").read_text())["citations"] == tally.to_dict()

    md_path, docx_path = tmp_path / "memo.md", tmp_path / "memo.docx"
    for fmt, path in (("md", md_path), ("docx", docx_path)):
        out = diligence("export", str(run_dir), "--format", fmt, "-o", str(path))
        assert out.returncode == 0, out.stderr
    graded = diligence("eval", str(run_dir), "--task", str(SAMPLE_ROOMS / "small" / "task.json"))
    assert graded.returncode == 0, graded.stderr
    # old code: "cited quotes verified 100.0% (33/33)", not saying what was counted
    assert f"({tally.total}/{tally.total}; {COUNTED})" in graded.stdout
    markdown = md_path.read_text(encoding="utf-8")
    assert f"All {said} were found in the cited document." in markdown

    import docx

    text = "\n".join(p.text for p in docx.Document(str(docx_path)).paragraphs)
    # old code: "33 citation(s). Citations appear as footnotes ..."
    assert f"All {said} were found in the cited document." in text
    counts = {int(n) for n in re.findall(r"(\d+) (?:cited quotes|citation\(s\))", text)}
    assert counts == {tally.total}


def test_memo_md_counts_the_unverified_quotes_of_the_findings_too(tmp_path: Path) -> None:
    from diligence_tui.review.model import UNVERIFIED, Citation, Finding, Memo
    from diligence_tui.review.run_files import save_memo

    memo = Memo()
    found = Citation("d1", "a.txt", "the fee is due", page=1, verified=True)
    memo.write("Risks", f"A fee {memo.cite_link(found)}.")
    lost = Citation("d1", "a.txt", "a fee of $9,900,000", page=1, verified=False)
    save_memo(tmp_path, memo, [Finding("Fee", "fees", citations=[lost])])
    text = (tmp_path / "memo.md").read_text(encoding="utf-8")
    # old code: no banner (the memo's own quote verified; the finding's was not counted)
    assert f"> **{UNVERIFIED}:** 1 of 2 cited quotes ({COUNTED}) are {UNVERIFIED}" in text
