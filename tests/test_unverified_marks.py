"""memo.md marks a citation whose quote was never found the way every export marks it
(``UNVERIFIED``), and every count of checked citations (memo.md's banner, metrics.json, the
run summary, the Markdown and Word exports, the evaluation report) is one count: a quote not
found, or a link to a citation the memo does not hold, is never counted as checked.

A real run: real room, index and kernel, the root scripted on the real litellm path."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.evaluation.metrics import citation_stats
from diligence_tui.harness.cli import format_summary
from diligence_tui.harness.runner import Run
from diligence_tui.review.export_common import CitationIndex, exported_sections
from diligence_tui.review.export_md import render_markdown
from diligence_tui.review.model import (
    COUNTED,
    UNVERIFIED,
    Citation,
    Finding,
    Memo,
    citation_tally,
)
from diligence_tui.review.run_files import load_run
from tests.openai_server import ScriptedServer
from tests.test_run_support import make_room, open_room, scripted, settings_for

INVENTED = "the Supplier shall pay a termination fee of $9,900,000"  # not in the MSA

CITES_AN_INVENTED_QUOTE = [
    "found = review(room.documents, 'Find change of control and consent issues')\nprint(found)",
    (
        "good = cite('Contracts/msa.txt', 'the Supplier shall pay a termination fee of $2,500,000')\n"
        f"bad = cite('Contracts/msa.txt', {INVENTED!r})\n"
        "memo.write('Change of control', 'A fee is due ' + good + ' or more ' + bad)\n"
        "print(good, bad)"
    ),
    "print(submit('done'))",
]


def test_memo_md_marks_a_quote_never_found_and_every_count_agrees(tmp_path: Path) -> None:
    with ScriptedServer(scripted(CITES_AN_INVENTED_QUOTE)) as server:
        settings = settings_for(server, max_turns=6, coverage_floor=0.0)
        room = open_room(make_room(tmp_path), settings)
        try:
            summary = Run(room, settings, run_dir=tmp_path / "run").run()
        finally:
            room.close()
    assert summary["status"] == "submitted", summary["reason"]
    files = load_run(tmp_path / "run")
    memo_md = (tmp_path / "run" / "memo.md").read_text()
    bad = [c for c in files.memo.citations.values() if not c.verified]
    assert [c.quote for c in bad] == [INVENTED]
    # old code: memo.md showed the invented quote's link like any other
    bad_link = next(line for line in memo_md.splitlines() if "A fee is due" in line)
    assert f"(cite:{bad[0].id}) ({UNVERIFIED})" in bad_link
    good_id = next(c.id for c in files.memo.citations.values() if c.verified)
    assert f"(cite:{good_id}) ({UNVERIFIED})" not in bad_link
    tally = citation_tally(files.memo, files.findings)
    assert tally.unverified == 1 and tally.total >= 2
    assert f"> **{UNVERIFIED}:** 1 of " in memo_md

    # one count everywhere: metrics.json, the summary, the exports, the evaluation report
    metrics = json.loads((tmp_path / "run" / "metrics.json").read_text())
    assert metrics["citations"] == tally.to_dict()
    text = format_summary(summary)
    said = f"1 of {tally.total} cited quotes ({COUNTED}) are {UNVERIFIED}"
    assert f"WARNING: Citations: {said}" in text
    exported = render_markdown(files.memo, files.findings, metrics)
    assert said in exported
    stats = citation_stats(files.memo, files.findings)
    assert (stats["citations"], stats["verified"]) == (tally.total, tally.verified)


def _cite(quote: str, verified: bool, cid: str = "") -> Citation:
    return Citation("d1", "a.txt", quote, page=1, verified=verified, id=cid)


def test_a_dangling_link_and_a_copy_that_failed_count_as_unverified() -> None:
    memo = Memo()
    memo.citations["c1"] = _cite("the fee is due", True, "c1")
    memo.write("Risks", "Due [p. 1](cite:c1) and [p. 2](cite:c9)")  # c9: not in the memo
    # the same quote on a finding, re-checked after its document changed: no longer found
    finding = Finding("Fee", "fees", citations=[_cite("the fee is due", False)])
    tally = citation_tally(memo, [finding])
    # old code (evaluation's count): 1 of 1 verified, the missing link and the failed copy
    # forgotten
    assert (tally.total, tally.verified) == (2, 0)
    stats = citation_stats(memo, [finding])
    assert (stats["citations"], stats["verified"]) == (2, 0)
    index = CitationIndex.build(memo, exported_sections(memo), [finding])
    assert [n.verified for n in index.notes] == [False, False]
    memo_md = memo.to_markdown()
    assert f"(cite:c9) ({UNVERIFIED})" in memo_md
    assert f"(cite:c1) ({UNVERIFIED})" not in memo_md  # the memo's own copy was found
    # the editor's text is what was written: no marks typed into it
    assert UNVERIFIED not in memo.to_markdown(marks=False)
