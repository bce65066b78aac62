"""The files of a room that no model could see: skipped at extraction (encrypted, damaged,
empty, binary, over a limit, over the time cap), read with no text in them, or found in the
folder and never read as a document (a link out of the room or broken, a folder that could
not be opened: the room's ``unlisted``).

Coverage and "Reviewed N of M readable documents" are measured over the readable text only,
so a room whose files were mostly skipped can read "100%" while nearly nothing was reviewed.
Every place that shows those numbers (the memo's banner and scope block, the exports' title
block, metrics.json, the CLI summary) says next to them how many files were not read and why,
from this one count.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

LOUD_SHARE = 0.2  # from this share of unreadable files on, the memo says it at the top
LISTED = 20  # paths named; the rest are counted


@dataclass
class Unreadable:
    files: int  # documents in the inventory (email attachments count), readable or not,
    # and the folder's entries that never became one (links out of the room, ...)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, why), by path

    @property
    def readable(self) -> int:
        return self.files - len(self.skipped)

    @property
    def loud(self) -> bool:
        """Most of the room, or a large part of it, could not be read."""
        return bool(self.skipped) and (
            not self.readable or len(self.skipped) >= LOUD_SHARE * self.files
        )

    def reasons(self) -> list[tuple[str, int]]:
        counts = Counter(why for _, why in self.skipped)
        return sorted(counts.items(), key=lambda item: (-item[1], item[0]))

    def describe(self) -> str:
        """``4 of 5 files could not be read (2 encrypted PDF (password required), 1 empty
        file)`` ("" when every file was read)."""
        if not self.skipped:
            return ""
        why = ", ".join(f"{n} {reason}" for reason, n in self.reasons()[:6])
        more = len(self.reasons()) - 6
        why += f", {more} other reason(s)" if more > 0 else ""
        return f"{len(self.skipped)} of {self.files} files could not be read ({why})"

    def banner(self) -> str:
        """The memo's top line when :attr:`loud` ("" otherwise)."""
        if not self.loud:
            return ""
        return (
            f"{self.describe()}: no model saw them. The coverage and the counts of reviewed "
            "documents are of the readable files only."
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "readable": self.readable,
            "skipped": len(self.skipped),
            "reasons": dict(self.reasons()),
            "paths": [p for p, _ in self.skipped[:LISTED]],
            "files_skipped": [{"path": p, "reason": why} for p, why in self.skipped],
            "summary": self.describe(),
            "loud": self.loud,
        }


def unreadable(room: Any) -> Unreadable:
    """What of ``room`` (its current inventory, and what its last pass found in the folder
    but could not read as a document) no model could see."""
    docs = list(room.documents())
    unlisted = [
        (str(item.get("path") or "?"), str(item.get("reason") or "not read"))
        for item in getattr(room, "unlisted", None) or []
    ]
    skipped = sorted(
        [
            (
                str(d.path),
                str(getattr(d, "reason", "") or "skipped") if d.status == "skipped" else "no text",
            )
            for d in docs
            if getattr(d, "status", "ok") == "skipped" or not getattr(d, "chars", 0)
        ]
        + unlisted
    )
    return Unreadable(len(docs) + len(unlisted), skipped)
