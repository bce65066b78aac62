"""A measured share is never written as all or nothing when it is not: a room of 40 CUAD
contracts whose two PDFs were read in part (99.9995% of its text) read "Coverage: 100.0%" in the
run's summary and every export's title block, and "Measured coverage of the room's text: 100%"
in the memo, two lines above the harness's "Read only in part: 2 of them"."""

from __future__ import annotations

from diligence_tui.harness.cli import format_summary
from diligence_tui.harness.memo_finish import ScopeFacts, refresh_counts
from diligence_tui.review.export_common import title_block
from diligence_tui.review.export_xlsx import build_workbook
from diligence_tui.review.model import Memo
from diligence_tui.review.state import ReviewState
from diligence_tui.shares import percent

MEASURED = 0.9999947910305536  # the CUAD room's measured coverage


def test_percent_claims_all_or_nothing_only_when_it_is_so() -> None:
    assert percent(MEASURED) == "99.999%"
    assert percent(MEASURED, 1) == "99.999%"
    assert percent(0.99999999999) == "99.9999%"
    assert percent(1e-9, 1) == "0.0001%"
    assert percent(0.002) == "0.2%"
    assert (percent(1.0), percent(1.0, 1), percent(0.0), percent(0.0, 1)) == (
        "100%",
        "100.0%",
        "0%",
        "0.0%",
    )
    assert (percent(0.411, 1), percent(0.5), percent(0.996)) == ("41.1%", "50%", "99.6%")


def test_summary_and_title_block_say_less_than_all_when_a_part_was_not_read() -> None:
    summary = {"status": "submitted", "coverage": {"room": MEASURED}, "engine": "offline engine"}
    assert "Coverage: 99.999% of the room's text" in format_summary(summary)
    rows = dict(title_block(Memo(), {"coverage": {"room": MEASURED}}).rows)
    assert rows["Coverage"].startswith("99.999% of the room's extractable text")
    whole = dict(title_block(Memo(), {"coverage": {"room": 1.0}}).rows)
    assert whole["Coverage"].startswith("100.0% of the room's extractable text")
    # the workbook's cells are numbers; their format must not round them up to all either
    metrics = {"coverage": {"room": MEASURED, "folders": {"02 PDF": 0.99975, "01 Txt": 1.0}}}
    sheet = build_workbook(Memo(), [], metrics)["Coverage"]
    formats = {r[0].value: r[1].number_format for r in sheet.iter_rows(min_row=2)}
    assert formats == {"01 Txt": "0.0%", "02 PDF": "0.00%", "Room total": "0.000%"}


def test_the_reviewers_coverage_line_is_brought_to_the_measured_share() -> None:
    state = ReviewState(Memo())
    state.root_write(
        "Scope and method",
        "Documents reviewed: 2 of 2 readable.\nMeasured coverage of the room's text: 100%.",
    )
    facts = ScopeFacts(
        documents=[("a", "a.txt"), ("b", "b.pdf")],
        shares={"a": 1.0, "b": 0.9975},
        reviewed={"a", "b"},
        room_share=MEASURED,
    )
    refresh_counts(state, facts)
    body = state.memo.section("Scope and method").body
    assert "Measured coverage of the room's text: 99.999%." in body
    # once written so, a later finalize finds nothing stale in it
    facts.stale_counts = False
    assert refresh_counts(state, facts) == [] and not facts.stale_counts
