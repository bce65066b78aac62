"""The offline checks count days to a date the room gives, never to the clock: a
most-favoured customer's backdated refund ("about GBP ... to <date>") and whether a duty to
notify an incident has run out. Before, both ran to the day of the review, so the same room
reviewed on two days gave two memos (tests/rooms/wraxall: "about GBP 1,675,514 to 02
December 2026", a larger sum each day). Now they run to the date set for the review
(``[review] as_of``, ``--as-of``), else the latest date a document of the room is dated, and
the finding says which.

The room's own documents (tests/rooms/wraxall, indexed for real) read into the checks'
pages; the clock moved by replacing the ``date`` the check modules use; and a real offline
review of the room with the date set."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.harness.runner import Run
from diligence_tui.offline import as_of, crossdoc_more, rate_tables
from diligence_tui.offline.crossdoc import Page
from diligence_tui.settings import Settings
from tests.rooms.score import WRAXALL
from tests.test_run_support import open_room

RATES = "02 Commercial/2.3 Customer rates and revenue FY2026.xlsx"
MFN = "02 Commercial/2.1 Customers/Corran Retail/Warehousing and Distribution Agreement 2023.docx"
INCIDENT = "06 IP and IT/6.4 Incident report INC-2026-014.docx"
POLICY = (
    "07 Litigation and Compliance/7.6 Insurance/Cyber policy 2026-27 - schedule and wording.pdf"
)


def _clock(day: datetime.date) -> type[datetime.date]:
    class Clock(datetime.date):
        @classmethod
        def today(cls) -> Clock:  # type: ignore[override]
            return cls(day.year, day.month, day.day)

    return Clock


@pytest.fixture(scope="module")
def pages() -> list[Page]:
    settings = Settings()
    room = open_room(WRAXALL / "documents", settings)
    try:
        out = []
        for path in (RATES, MFN, INCIDENT, POLICY):
            info = room.get(path)
            for n in range(1, len(room.pages(info.doc_id)) + 1):
                out.append(Page(info.doc_id, info.path, n, room.read(info.doc_id, pages=[n])))
        return out
    finally:
        room.close()


def _checks(pages: list[Page], monkeypatch: pytest.MonkeyPatch, day: datetime.date) -> Any:
    for module in (rate_tables, crossdoc_more):
        monkeypatch.setattr(module, "date", _clock(day))
    return rate_tables.rate_table_conflicts(pages), crossdoc_more.incident_conflicts(pages)


def test_two_reviews_on_different_days_count_to_the_same_date(
    pages: list[Page], monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _checks(pages, monkeypatch, datetime.date(2026, 12, 2))
    later = _checks(pages, monkeypatch, datetime.date(2027, 6, 30))
    # old code: the backdated sum grew with the clock
    assert first == later
    rates, incidents = first
    mfn = next(f for f in rates if "Corran Retail" in f["title"])
    room_day = as_of.resolve(pages)
    assert room_day is not None and room_day.source == "room"
    # the finding names the date it counted to, and why that one
    assert (
        f"to {room_day.day:%d %B %Y}, the latest date a document of the room is dated"
        in (mfn["description"])
    )
    insurers = next(f for f in incidents if "insurers" in f["title"])
    assert "(as of " in insurers["description"]


def test_a_date_set_for_the_review_is_the_one_counted_to(pages: list[Page]) -> None:
    early, late = datetime.date(2026, 1, 31), datetime.date(2026, 9, 30)
    (a,) = [f for f in rate_tables.rate_table_conflicts(pages, early) if "Corran" in f["title"]]
    (b,) = [f for f in rate_tables.rate_table_conflicts(pages, late) if "Corran" in f["title"]]
    assert "to 30 September 2026, the date set for this review" in b["description"]
    assert a["exposure"] != b["exposure"]  # a later date, a larger backdated sum


def test_a_review_with_the_date_set_says_it_in_the_memo(tmp_path: Path) -> None:
    settings = Settings().with_overrides(review__as_of="2026-09-30")
    room = open_room(WRAXALL / "documents", settings)
    try:
        Run(room, settings, run_dir=tmp_path / "run").run()
    finally:
        room.close()
    data = json.loads((tmp_path / "run" / "findings.json").read_text())
    found = data["findings"] if isinstance(data, dict) else data
    mfn = [f for f in found if f["title"].startswith("Most-favoured rates for Corran Retail")]
    assert mfn and "to 30 September 2026, the date set for this review" in mfn[0]["description"]
    assert "30 September 2026" in (tmp_path / "run" / "memo.md").read_text()


def test_a_date_that_is_not_one_is_refused_plainly() -> None:
    from diligence_tui.settings import SettingsError

    with pytest.raises(SettingsError, match="not a date"):
        Settings().with_overrides(review__as_of="30/09/2026")
