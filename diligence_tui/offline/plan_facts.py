"""What the offline playbook's plan finds before the review that every review() call's task
carries: the consents already given (named in the task) and the resolutions on file (each
call is told those about its documents, ``review_task.call_task``).

The plan cell calls these in the kernel with the REPL's ``search`` and ``read``; the forecast
(``harness/forecast.py``) calls them on the room, so it counts each call's task as the run
writes it (it had assumed a typical task for every call: sample_rooms/small's sub-call input
came out 12% high, most of its calls carrying no resolution at all).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from diligence_tui.offline import on_file as resolutions

CONSENT_QUERIES = ("hereby consents", "consent to change of control", "consents to the proposed")
CONSENT_RE = re.compile(r"((?:[A-Z][\w&'.-]*,?[ \t]+){1,6})hereby consents?\b[^.]*\.")
RESOLUTION_QUERIES = (
    '"full and final settlement"',
    "settlement agreement",
    "settled",
    '"no objection"',
    '"will not exercise"',
    "waive",
    "waived",
    '"deleted in its entirety"',
    "superseded",
    '"came to an end"',
    "terminated",
    "withdrawn",
    "released",
    "releases",
    "discharges",
    "cured",
    "expired",
)
READ_WHOLE = 400  # a room of this many documents or fewer is read whole for resolutions
ON_FILE_KEPT = 400  # resolutions the plan keeps (the most distinctive)

Search = Callable[..., Sequence[Any]]  # search(query, limit=N): hits with doc_id, page, path
Read = Callable[..., str]  # read(doc_id, pages=[n]): the page's text


def _always(decision: str) -> bool:
    return True


def consents_given(
    search: Search, read: Read, thought_of: Callable[[str], bool] = _always
) -> dict[str, dict[str, Any]]:
    """Consent letters already in the room: the consenting party -> where it says so.
    ``thought_of(decision)``: whether a sampled policy takes that search (greedy: always)."""
    consents: dict[str, dict[str, Any]] = {}
    for query in CONSENT_QUERIES:
        if not thought_of("plan:consents:" + query):
            continue  # sampled: a search the policy did not think of this time
        try:
            hits = search(query, limit=30)
        except RuntimeError:
            continue
        for h in hits:
            text = read(h.doc_id, pages=[h.page]) or ""
            for m in CONSENT_RE.finditer(text):
                consents.setdefault(
                    m.group(1).strip(" ,"),
                    {
                        "doc": h.doc_id,
                        "path": h.path,
                        "page": h.page,
                        "quote": m.group(0).strip()[:300],
                    },
                )
    return consents


def resolutions_on_file(
    todo: Sequence[dict[str, Any]],
    search: Search,
    read: Read,
    thought_of: Callable[[str], bool] = _always,
) -> tuple[list[dict[str, Any]], int]:
    """Matters other documents resolve (a settlement agreement, a no-objection letter, an
    amendment deleting a clause, a notice that an agreement ended), as records, and how many
    pages were read for them. ``todo``: the documents to review (``doc_id``, ``path``,
    ``pages``); a room of at most :data:`READ_WHOLE` of them is read whole (a search misses
    "releases" for "released"), a larger one where the resolution queries find it."""
    on_file: dict[tuple[str, int], list[dict[str, Any]]] = {}
    small = [d for d in todo if len(todo) <= READ_WHOLE and thought_of("plan:read-whole")]
    for d in small:
        for n in range(1, int(d.get("pages") or 1) + 1):
            text = read(d.get("doc_id"), pages=[n]) or ""
            on_file[(str(d.get("doc_id")), n)] = [
                r.to_json()
                for r in resolutions.on_file(str(d.get("doc_id")), str(d.get("path")), n, text)
            ]
    for query in RESOLUTION_QUERIES if not small else ():
        if not thought_of("plan:resolutions:" + query):
            continue
        try:
            hits = search(query, limit=25)
        except RuntimeError:
            continue
        for h in hits:
            if (h.doc_id, h.page) in on_file:
                continue
            text = read(h.doc_id, pages=[h.page]) or ""
            on_file[(h.doc_id, h.page)] = [
                r.to_json() for r in resolutions.on_file(h.doc_id, h.path, h.page, text)
            ]
    # the room's own company is named by most of them and names no counterparty
    records = [r for found in on_file.values() for r in found]
    return resolutions.distinctive(records)[:ON_FILE_KEPT], len(on_file)
