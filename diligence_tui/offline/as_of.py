"""The date the offline checks count days to: the room's, never the clock's.

A most-favoured customer's backdated refund ("about GBP 70,200 to <date>") and whether a duty
to notify an incident "ran out" were counted to the day the review ran, so the same room
reviewed again a week later gave another memo. They now run to a date the room gives: the
date set for the review (``[review] as_of`` in settings.toml, ``DILIGENCE_REVIEW__AS_OF``, or
``diligence run --as-of``), else the latest date a document the check read is dated (the
first date at the head of its first page: a letter's or report's date, an email's Date
header), and the finding says which. With neither, nothing is counted to a date.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

from diligence_tui.offline import facts as F

HEAD_CHARS = 400  # where a letter, report or email carries its own date


@dataclass(frozen=True)
class AsOf:
    day: date
    source: str  # "set": the date set for the review; "room": the latest document date

    def words(self) -> str:
        how = (
            "the date set for this review"
            if self.source == "set"
            else "the latest date a document of the room is dated"
        )
        return f"{self.day:%d %B %Y}, {how}"


def parse_set(value: Any) -> date | None:
    """An ``as_of`` setting (``YYYY-MM-DD``) as a date; None when empty or not a date."""
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value or "").strip()) if str(value or "").strip() else None
    except ValueError:
        return None


def document_date(page: Any) -> date | None:
    """The date at the head of a document's first page, or None."""
    if getattr(page, "page", 1) != 1:
        return None
    return next((d for d in map(F.parse_date, F.extract_dates(page.text[:HEAD_CHARS])) if d), None)


def resolve(pages: Iterable[Any], set_date: Any = None) -> AsOf | None:
    """The as-of date of a check over ``pages``: the set date, else the room's latest
    document date among them; None when there is neither."""
    chosen = parse_set(set_date)
    if chosen is not None:
        return AsOf(chosen, "set")
    dates = [d for d in map(document_date, pages) if d is not None]
    return AsOf(max(dates), "room") if dates else None


def of(today: AsOf | date | None, pages: Iterable[Any]) -> AsOf | None:
    """What a check's ``today`` argument means: a date given (a test, the analyst) is the
    review's as-of date; none given, the room's (see :func:`resolve`)."""
    if isinstance(today, AsOf):
        return today
    if isinstance(today, date):
        return AsOf(today, "set")
    return resolve(pages)
