"""The review's as-of date is one date for the whole review, and a mistyped one cannot move it.

* The offline reviewer decided that a restriction "until <date>" had ended by the clock
  (``date.today()``), while the checks across documents count to the review's date (the date
  set, else the room's latest document date, offline/as_of.py). A distributor's exclusivity
  "until December 31, 2025" in a room whose latest document is dated 30 June 2025 was
  dropped as expired when reviewed in 2026. Now every sub-agent's task names the review's
  date ("Review as of: ...") and the reviewer judges by it.
* A letter dated 2099 by a typo made 2099 the room's date. Now a document date later than
  the day the room was indexed is left out, and Scope and method says which date day counts
  run to and why (naming the document with the later date).

Real rooms on disk, indexed for real; real offline reviews (the scripted policy as the root,
the offline reviewer as the sub-agents) through the harness."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from diligence_tui.docwriters import write_text
from diligence_tui.harness.runner import Run
from diligence_tui.offline import as_of
from diligence_tui.offline.crossdoc import Page
from diligence_tui.settings import Settings
from tests.test_run_support import open_room

EXCLUSIVITY = (
    'From the Effective Date until December 31, 2025 (the "Exclusivity Period"), Distributor '
    "shall purchase the Products exclusively from Supplier."
)


def _room(base: Path, typo: bool) -> Path:
    room = base / "room"
    write_text(
        room / "Commercial" / "Distribution Agreement.txt",
        "DISTRIBUTION AGREEMENT\n\nDated 1 March 2024\n\nBetween Supplier Ltd and "
        f"Distributor Ltd.\n\nSection 4. Exclusivity. {EXCLUSIVITY}\n",
    )
    write_text(
        room / "Corporate" / "Board minutes.txt",
        "Minutes of the board meeting held on 30 June 2025.\n\nThe board approved the budget "
        "for the coming year and noted the distribution arrangements.\n",
    )
    if typo:
        write_text(
            room / "Corporate" / "Letter to the auditors.txt",
            "1 January 2099\n\nDear Sirs,\n\nWe confirm the balances in the attached schedule "
            "for the audit of the year.\n",
        )
    return room


def _review(tmp_path: Path, settings: Settings, typo: bool) -> tuple[list[dict], str, list[Page]]:
    room = open_room(_room(tmp_path, typo), settings)
    try:
        Run(room, settings, run_dir=tmp_path / "run").run()
        pages = [
            Page(d.doc_id, d.path, 1, room.read(d.doc_id, pages=[1])) for d in room.documents()
        ]
    finally:
        room.close()
    findings = json.loads((tmp_path / "run" / "findings.json").read_text())
    return findings, (tmp_path / "run" / "memo.md").read_text(), pages


def _exclusivity(findings: list[dict]) -> list[dict]:
    return [
        f for f in findings if f.get("category") == "exclusivity" and f.get("severity") != "info"
    ]


def test_a_restriction_runs_to_the_rooms_date_not_the_clocks(tmp_path: Path) -> None:
    findings, memo, _ = _review(tmp_path, Settings(), typo=False)
    # old code: ended by the clock (reviewed after 2025), so no finding at all
    assert _exclusivity(findings), [f.get("category") for f in findings]
    assert "run to 30 June 2025, the latest date a document of the room is dated." in memo, memo


def test_a_date_set_for_the_review_ends_the_restriction(tmp_path: Path) -> None:
    settings = Settings().with_overrides(review__as_of="2026-03-01")
    findings, memo, _ = _review(tmp_path, settings, typo=False)
    assert not _exclusivity(findings)
    assert "run to 01 March 2026, the date set for this review." in memo


def test_a_mistyped_future_date_does_not_become_the_rooms_date(tmp_path: Path) -> None:
    findings, memo, pages = _review(tmp_path, Settings(), typo=True)
    day = as_of.resolve(pages, cap=datetime.date.today())
    # old code: 1 January 2099, the letter's typo
    assert day is not None and day.day == datetime.date(2025, 6, 30)
    assert day.later == (datetime.date(2099, 1, 1),)
    assert _exclusivity(findings)  # judged as of 30 June 2025 too
    line = next(x for x in memo.splitlines() if x.startswith("Day counts"))
    assert "run to 30 June 2025, the latest date a document of the room is dated" in line
    assert "01 January 2099" in line and "the day the room was indexed" in line
    assert line.endswith("the later date(s) are in Corporate/Letter to the auditors.txt."), line
