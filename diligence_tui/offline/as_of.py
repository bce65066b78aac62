"""The date the offline checks count days to: the room's, never the clock's.

A most-favoured customer's backdated refund ("about GBP 70,200 to <date>") and whether a duty
to notify an incident "ran out" were counted to the day the review ran, so the same room
reviewed again a week later gave another memo. They now run to a date the room gives: the
date set for the review (``[review] as_of`` in settings.toml, ``DILIGENCE_REVIEW__AS_OF``, or
``diligence run --as-of``), else the latest date a document the check read is dated (the
first date at the head of its first page: a letter's or report's date, an email's Date
header), and the finding says which. With neither, nothing is counted to a date.

A document date later than the day the room was indexed (``cap``; today when not known) is
left out of the room's date: one letter dated 2099 by a typo would otherwise move every day
count eighty years on. What was left out is said with the date (:meth:`AsOf.words`).

The harness works out the review's date once for the whole room (``status()["as_of"]``,
harness/services.py); the sub-agents are told it in their task (:meth:`AsOf.line`), so the
offline reviewer decides that a restriction "until 31 December 2023" has ended by the same
date as the checks across documents, never by the clock.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

from diligence_tui.offline import facts as F

HEAD_CHARS = 400  # where a letter, report or email carries its own date
LINE = "Review as of: "  # how a sub-agent's task names the date (see AsOf.line)
_LINE_RE = re.compile(r"^Review as of: (\d{4}-\d{2}-\d{2})\b", re.M)


@dataclass(frozen=True)
class AsOf:
    day: date
    source: str  # "set": the date set for the review; "room": the latest document date
    later: tuple[date, ...] = ()  # document dates after ``cap``, left out of the room's date
    cap: date | None = None  # the day the room was indexed (today when not known)

    def words(self) -> str:
        if self.source == "set":
            return f"{self.day:%d %B %Y}, the date set for this review"
        said = f"{self.day:%d %B %Y}, the latest date a document of the room is dated"
        if self.later and self.cap is not None:
            dates = ", ".join(f"{d:%d %B %Y}" for d in sorted(set(self.later))[:3])
            said += (
                f" (not counting {len(self.later)} later document date(s), {dates}: after "
                f"{self.cap:%d %B %Y}, the day the room was indexed, so more likely a typo "
                "than the room's date)"
            )
        return said

    def line(self) -> str:
        """The date in a sub-agent's task: ``Review as of: 2024-03-14 (...)``."""
        return f"{LINE}{self.day.isoformat()} ({self.words()}): judge whether a term has ended by this date."

    def to_dict(self) -> dict[str, Any]:
        return {
            "day": self.day.isoformat(),
            "source": self.source,
            "later": [d.isoformat() for d in self.later],
            "cap": self.cap.isoformat() if self.cap else "",
            "words": self.words(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> AsOf | None:
        """The date ``to_dict`` gave (``status()["as_of"]``), or None."""
        if not isinstance(data, dict) or parse_set(data.get("day")) is None:
            return None
        day = parse_set(data.get("day"))
        assert day is not None
        later = tuple(d for d in map(parse_set, data.get("later") or []) if d is not None)
        return cls(day, str(data.get("source") or "room"), later, parse_set(data.get("cap")))


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
    return head_date(page.text)


def head_date(text: str) -> date | None:
    """The first date at the head of a first page's ``text``, or None."""
    return next((d for d in map(F.parse_date, F.extract_dates(text[:HEAD_CHARS])) if d), None)


def resolve(pages: Iterable[Any], set_date: Any = None, cap: Any = None) -> AsOf | None:
    """The as-of date of a check over ``pages``: the set date, else the room's latest
    document date among them that is not after ``cap`` (the day the room was indexed; today
    when not given); None when there is neither."""
    chosen = parse_set(set_date)
    if chosen is not None:
        return AsOf(chosen, "set")
    return of_dates([d for d in map(document_date, pages) if d is not None], cap)


def of_dates(dates: list[date], cap: Any = None) -> AsOf | None:
    """The room's date from its documents' head dates: the latest not after ``cap`` (the
    day the room was indexed; today when not given); None when no date is left."""
    limit = parse_set(cap) or date.today()
    kept = [d for d in dates if d <= limit]
    later = tuple(sorted(d for d in dates if d > limit))
    return AsOf(max(kept), "room", later, limit) if kept else None


def from_task(text: str) -> date | None:
    """The date a sub-agent's task names (:meth:`AsOf.line`), or None."""
    found = _LINE_RE.search(text or "")
    return parse_set(found.group(1)) if found else None


def of(today: AsOf | date | None, pages: Iterable[Any]) -> AsOf | None:
    """What a check's ``today`` argument means: a date given (a test, the analyst) is the
    review's as-of date; none given, the room's (see :func:`resolve`)."""
    if isinstance(today, AsOf):
        return today
    if isinstance(today, date):
        return AsOf(today, "set")
    return resolve(pages)
