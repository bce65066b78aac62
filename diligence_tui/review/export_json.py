"""JSON export: findings with their citations and the memo's sections, in a versioned schema.

The schema is documented field by field in ``docs/EXPORT.md``; bump :data:`SCHEMA_VERSION`
when a field changes meaning or disappears (adding a field does not bump it).
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_text_atomic
from diligence_tui.review.export_common import (
    CitationIndex,
    coverage_rows,
    exported_sections,
    not_read_files,
    title_block,
)
from diligence_tui.review.freshness import RoomCheck
from diligence_tui.review.markdown_reader import plain_text
from diligence_tui.review.model import CITE_LINK, Citation, Finding, Memo
from diligence_tui.review.table import Table
from diligence_tui.textsafe import json_text

SCHEMA = "diligence-tui/export"
SCHEMA_VERSION = 1


def _iso(stamp: float) -> str:
    return datetime.fromtimestamp(stamp, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _citation(
    citation: Citation | None, number: int, cite_id: str = "", check: RoomCheck | None = None
) -> dict[str, Any]:
    if citation is None:
        return {
            "number": number,
            "id": cite_id,
            "doc_id": "",
            "path": "",
            "page": None,
            "page_label": "",
            "quote": "",
            "start": None,
            "end": None,
            "verified": False,
            "missing": True,
            "document_state": "",
        }
    return {
        "number": number,
        "id": cite_id or citation.id,
        "doc_id": citation.doc_id,
        "path": citation.path,
        "page": citation.page,
        "page_label": citation.page_label,
        "quote": citation.quote,
        "start": citation.start,
        "end": citation.end,
        "verified": bool(citation.verified),
        "missing": False,
        "document_state": check.state_of(citation) if check is not None else "",
    }


def export_document(
    memo: Memo,
    findings: list[Finding],
    metrics: dict[str, Any],
    now: float | None = None,
    check: RoomCheck | None = None,
) -> dict[str, Any]:
    sections = exported_sections(memo, findings, check)
    index = CitationIndex.build(memo, sections, findings, check)
    block = title_block(memo, metrics, now, check)
    folders, room = coverage_rows(metrics)
    memo_sections = []
    for sec in sections:
        numbers: list[int] = []
        for match in CITE_LINK.finditer(sec.body):
            number = index.for_memo_link(memo, match.group(2)).number
            if number not in numbers:
                numbers.append(number)
        memo_sections.append(
            {
                "id": sec.id,
                "title": sec.title,
                "markdown": sec.body,
                "text": _plain(sec.body),
                "author": sec.author,
                "edited_by_analyst": sec.edited_by_analyst,
                "pending_suggestion": sec.suggestion is not None,
                "updated": _iso(sec.updated),
                "citations": numbers,
            }
        )
    out_findings = []
    for finding in findings:
        out_findings.append(
            {
                "id": finding.id,
                "title": finding.title,
                "category": finding.category,
                "severity": finding.severity,
                "description": finding.description,
                "exposure": finding.exposure,
                "amounts": list(finding.amounts),
                "next_step": finding.next_step,
                "status": finding.status,
                "source": finding.source,
                "edited_by_analyst": finding.edited_by_analyst,
                "verified": finding.verified,
                "created": _iso(finding.created),
                "citations": [
                    _citation(c, index.number_for(c), check=check) for c in finding.citations
                ],
            }
        )
    return {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "generated": _iso(now if now is not None else datetime.now(UTC).timestamp()),
        "memo": {
            "title": memo.title,
            "target": memo.target,
            "engine": memo.engine,
            "offline_engine": block.offline,
            "models": dict(memo.models),
            "incomplete": memo.incomplete,
            "stopped": memo.stopped,
            "created": _iso(memo.created),
            "sections": memo_sections,
        },
        "findings": out_findings,
        "citations": [
            dict(_citation(n.citation, n.number, n.cite_id, check), used_in=list(n.used_in))
            for n in index.notes
        ],
        "coverage": {"room": room, "folders": dict(folders)},
        "not_read": _not_read(metrics),
        "room_check": _room_check(check),
    }


def _not_read(metrics: dict[str, Any]) -> dict[str, Any] | None:
    """The files no model saw, each with its reason (metrics.json ``unreadable``): the
    coverage above is of the readable text only, so a reader of this file needs them too."""
    unread = metrics.get("unreadable")
    if not isinstance(unread, dict):
        return None
    return {
        "files": unread.get("files"),
        "readable": unread.get("readable"),
        "skipped": unread.get("skipped"),
        "summary": unread.get("summary") or "",
        "reasons": dict(unread.get("reasons") or {}),
        "files_skipped": [{"path": p, "reason": why} for p, why in not_read_files(metrics)],
    }


def _room_check(check: RoomCheck | None) -> dict[str, Any]:
    if check is None:
        return {
            "checked": False,
            "note": "not checked",
            "coverage_then": None,
            "coverage_now": None,
            "stale": [],
            "added": [],
        }
    return {
        "checked": check.checked,
        "note": check.note,
        "coverage_then": check.coverage_then,
        "coverage_now": check.coverage_now,
        "stale": [
            {"doc_id": s.doc_id, "path": s.path, "state": s.state, "reviewed": _iso(s.reviewed_at)}
            for s in [*check.changed, *check.removed]
        ],
        "added": [
            {"doc_id": s.doc_id, "path": s.path, "added": _iso(s.changed_at)}
            for s in check.added_docs()
        ],
    }


def _plain(markdown: str) -> str:
    lines = [
        plain_text(re.sub(r"^\s*(#{1,6}|[-*+]|\d+[.)]|>)\s+", "", line))
        for line in markdown.splitlines()
    ]
    return "\n".join(lines).strip()


def write_json(
    memo: Memo,
    findings: list[Finding],
    metrics: dict[str, Any],
    path: Path,
    check: RoomCheck | None = None,
    table: Table | None = None,
    room_root: Path | None = None,
) -> Path:
    data = export_document(memo, findings, metrics, check=check)
    data["table"] = table.to_dict() if table is not None else None  # table.json as it is
    document = json.dumps(data, indent=2, ensure_ascii=False)
    return write_text_atomic(path, json_text(document) + "\n")  # nothing acts on a terminal
