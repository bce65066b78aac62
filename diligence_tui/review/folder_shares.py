"""What a review read of each folder of the room as it is now.

A run measures its folders' shares over the room it reviewed. A document added since, or one
that changed since the run read it, is not in what the run read: its folder, and every folder
above it, then holds text the review never saw, and saying "100% read" of it would be false.
The shares here are the run's own measure of each document (metrics.json) over the readable
documents the room holds now, a changed document counting as unread, as the room's figure
does (review/freshness.py, ``coverage_now``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def _ancestors(folder: str) -> list[str]:
    parts = [p for p in folder.split("/") if p]
    return ["/".join(parts[:i]) for i in range(len(parts), 0, -1)]


def folder_shares_now(
    documents: Iterable[Any], shares: Mapping[str, float], unread: Iterable[str] = ()
) -> dict[str, float]:
    """Folder path -> share of its readable text (subfolders included) that the review read:
    ``documents`` as the room holds them now (``doc_id``, ``folder``, ``chars``, ``status``),
    ``shares`` the run's share of each document, ``unread`` the ids that changed since."""
    stale = set(unread)
    chars: dict[str, int] = {}
    read: dict[str, float] = {}
    for doc in documents:
        if doc.status == "skipped" or not doc.chars:
            continue
        share = 0.0 if doc.doc_id in stale else min(1.0, float(shares.get(doc.doc_id) or 0.0))
        for folder in _ancestors(doc.folder):
            chars[folder] = chars.get(folder, 0) + doc.chars
            read[folder] = read.get(folder, 0.0) + share * doc.chars
    return {folder: read[folder] / total for folder, total in chars.items() if total}
