"""What every export format shares: citation numbering, the title block and the executive
summary (the Markdown reader the exporters parse memo sections with is ``markdown_reader``).

The exporters write what the run folder holds: the memo as saved (an analyst-edited section
exports the analyst's text even when the root left a pending suggestion) and the findings as
saved. A citation is never dropped: one whose quote was not found in its source is marked
``UNVERIFIED``, and a ``cite:`` link whose id is missing from the memo becomes a note saying so.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from diligence_tui.review.freshness import RoomCheck
from diligence_tui.review.model import (
    CITE_LINK,
    SEVERITIES,
    UNVERIFIED,
    VERIFIED,
    Citation,
    Finding,
    Memo,
    MemoSection,
    coverage_then_and_now,
)
from diligence_tui.shares import percent

NOT_READ = "Not read"  # the title block row naming the files no model could see
ROOM_CHANGED = "Room changed"  # the title block row naming documents changed since the review
FINDINGS_HEADING = "Summary of findings"  # not "Findings": memos often have a section of that name
SUMMARY_TITLES = ("executive summary", "summary", "key findings summary")


def one_line(text: str) -> str:
    return " ".join(str(text or "").split())


def category_label(category: str) -> str:
    """``key_employee_severance`` -> ``Key employee severance`` (tables for people)."""
    text = one_line(str(category or "").replace("_", " "))
    return text[:1].upper() + text[1:]


def shorten(text: str, limit: int = 300) -> str:
    """One line of at most ``limit`` characters, cut at a word with an ellipsis."""
    line = one_line(text)
    if len(line) <= limit:
        return line
    return line[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "\u2026"


def page_text(citation: Citation) -> str:
    return citation.page_label or (f"p. {citation.page}" if citation.page else "")


@dataclass
class Note:
    """One numbered citation of the export (a footnote in Markdown, an appendix entry in Word)."""

    number: int
    citation: Citation | None  # None: the memo links to an id it does not hold
    cite_id: str = ""  # id in Memo.citations, when it came from the memo
    used_in: list[str] = field(default_factory=list)  # "section:<id>" / "finding:<id>"
    stale: str = ""  # the document changed or left the room since the review (plain words)
    copy_unverified: bool = (
        False  # another copy of the same quote was not found (model.citation_tally)
    )

    @property
    def verified(self) -> bool:
        return self.citation is not None and self.citation.verified and not self.copy_unverified

    def text(self, with_status: bool = True) -> str:
        """``path, p. 4: "quote" (verified)`` on one line."""
        if self.citation is None:
            text = f"Citation {self.cite_id} is not in the memo's citation list"
            return f"{text} ({UNVERIFIED})." if with_status else text + "."
        where = self.citation.path or self.citation.doc_id
        page = page_text(self.citation)
        if page:
            where = f"{where}, {page}"
        text = f"{where}: \u201c{one_line(self.citation.quote)}\u201d"
        if not with_status:
            return f"{text} ({self.stale})" if self.stale else text
        status = (VERIFIED if self.verified else UNVERIFIED) + (
            f"; {self.stale}" if self.stale else ""
        )
        return f"{text} ({status})"


class CitationIndex:
    """Numbers citations 1..n in order of first use: memo sections first, then findings.

    The same document and quote get the same number wherever they are used.
    """

    def __init__(self, check: RoomCheck | None = None) -> None:
        self.notes: list[Note] = []
        self._by_key: dict[str, Note] = {}
        self.check = check

    def _add(self, key: str, citation: Citation | None, cite_id: str, where: str) -> Note:
        note = self._by_key.get(key)
        if note is None:
            stale = self.check.citation_note(citation) if self.check is not None else ""
            note = Note(len(self.notes) + 1, citation, cite_id, stale=stale)
            self.notes.append(note)
            self._by_key[key] = note
        elif citation is None or not citation.verified:
            note.copy_unverified = True
        if where and where not in note.used_in:
            note.used_in.append(where)
        return note

    def for_memo_link(self, memo: Memo, cite_id: str, where: str = "") -> Note:
        citation = memo.citations.get(cite_id)
        key = citation.key() if citation is not None else f"missing:{cite_id}"
        return self._add(key, citation, cite_id, where)

    def for_citation(self, citation: Citation, where: str = "", cite_id: str = "") -> Note:
        return self._add(citation.key(), citation, cite_id or citation.id, where)

    def number_for(self, citation: Citation) -> int:
        return self._by_key[citation.key()].number

    def note_for(self, citation: Citation) -> Note:
        return self._by_key[citation.key()]

    @classmethod
    def build(
        cls,
        memo: Memo,
        sections: list[MemoSection],
        findings: list[Finding],
        check: RoomCheck | None = None,
    ) -> CitationIndex:
        index = cls(check)
        for sec in sections:
            for match in CITE_LINK.finditer(sec.body):
                index.for_memo_link(memo, match.group(2), f"section:{sec.id}")
        for finding in findings:
            for citation in finding.citations:
                index.for_citation(citation, f"finding:{finding.id}")
        # citations the memo holds but no longer links to are still listed, never dropped
        for cid, citation in memo.citations.items():
            index.for_citation(citation, "", cid)
        return index


# -- what is exported ------------------------------------------------------------------------


def exported_sections(
    memo: Memo, findings: list[Finding] | None = None, check: RoomCheck | None = None
) -> list[MemoSection]:
    """The sections as saved: the body is the analyst's text; a pending suggestion is left out.
    With ``check`` (the room now), a coverage line measured when the run ended also gives the
    share of the room as it is now, when reviewed documents changed or left it since.

    With ``findings``, the reviewer's own sections agree with the analyst's triage: a list
    item whose every citation backs only rejected findings is left out, and a severity count
    ("1 critical, 9 high finding(s)") is recounted without the rejected findings. Text the
    analyst wrote or edited is exported as it is (copies are returned; the memo is unchanged).
    """
    kept = [sec for sec in memo.sections if sec.body.strip() or sec.title.strip()]
    now = check.share_now() if check is not None else None
    if now is not None and check is not None:
        then = check.coverage_then
        kept = [replace(sec, body=coverage_then_and_now(sec.body, then, now)) for sec in kept]
    if not findings or all(f.status != "rejected" for f in findings):
        return kept
    rejected_only = _rejected_only_keys(findings)
    standing = reported_findings(findings)
    out: list[MemoSection] = []
    for sec in kept:
        if sec.edited_by_analyst:
            out.append(sec)
            continue
        body = _without_rejected(memo, sec.body, rejected_only, standing, findings)
        out.append(sec if body == sec.body else replace(sec, body=body))
    return out


def _rejected_only_keys(findings: list[Finding]) -> set[str]:
    """Citation keys that back rejected findings and no finding still standing."""
    standing = {c.key() for f in findings if f.status != "rejected" for c in f.citations}
    return {c.key() for f in findings if f.status == "rejected" for c in f.citations} - standing


_COUNT = r"\d+ (?:critical|high|medium|low|info)"
_COUNTS = re.compile(rf"\b{_COUNT}(?:, {_COUNT})*(?= finding)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")


def severity_counts(findings: list[Finding], only: tuple[str, ...] = SEVERITIES) -> str:
    """``1 critical, 9 high`` over the severities in ``only`` (none: ``no``)."""
    counts = {sev: sum(1 for f in findings if f.severity == sev) for sev in only}
    return ", ".join(f"{n} {sev}" for sev, n in counts.items() if n) or "no"


def _recount(match: re.Match[str], standing: list[Finding]) -> str:
    # the severities the author counted (the offline engine leaves "info" out), recounted
    # over the findings still standing
    named = {part.split()[1] for part in match.group(0).split(", ")}
    return severity_counts(standing, tuple(s for s in SEVERITIES if s in named))


_SEVERITY_LEAD = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+\*\*(critical|high|medium|low|info)\*\*")
# a list item led by a finding's title: "- **Title**: next step" (recommended next steps)
_TITLE_LEAD = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+\*\*([^*\n]+)\*\*:")
# a reviewer's block of one kind of finding: "**Title** (high; 2 document(s)). ..."
_BLOCK_HEAD = re.compile(r"^\*\*[^*\n]+\*\* \((?:critical|high|medium|low|info)[;)]")


def _about_rejected(
    line: str, keys: list[str], rejected_only: set[str], findings: list[Finding]
) -> bool:
    """A list item that speaks only of rejected findings: each quote it cites backs only
    rejected findings; or it leads with a severity ("- **critical**: ...") and every finding
    of that severity whose quotes include all of its quotes is rejected (a finding read across
    documents shares a clause with a finding of another severity that still stands); or it
    cites nothing and is led by the title of findings that are all rejected."""
    if not keys:  # a next step under a finding's title: that finding's, if it is rejected
        title = _TITLE_LEAD.match(line)
        if title is None:
            return False
        name = title.group(1)
        named = [f for f in findings if f.title == name or f.title.startswith(f"{name}: ")]
        return bool(named) and all(f.status == "rejected" for f in named)
    if not all(keys):
        return False
    if all(k in rejected_only for k in keys):
        return True
    lead = _SEVERITY_LEAD.match(line)
    if lead is None:
        return False
    wanted = set(keys)
    about = [
        f
        for f in findings
        if f.severity == lead.group(1) and wanted <= {c.key() for c in f.citations}
    ]
    return bool(about) and all(f.status == "rejected" for f in about)


def _without_rejected(
    memo: Memo,
    body: str,
    rejected_only: set[str],
    standing: list[Finding],
    findings: list[Finding] | None = None,
) -> str:
    source = body.split("\n")
    dropped = [False] * len(source)
    for n, line in enumerate(source):
        if _LIST_ITEM.match(line):
            keys = [
                memo.citations[m.group(2)].key() if m.group(2) in memo.citations else ""
                for m in CITE_LINK.finditer(line)
            ]
            dropped[n] = _about_rejected(line, keys, rejected_only, findings or [])
    # a block's heading goes with its items when every one of them went
    for n, line in enumerate(source):
        if not _BLOCK_HEAD.match(line):
            continue
        end = n + 1
        while end < len(source) and _LIST_ITEM.match(source[end]):
            end += 1
        if end > n + 1 and all(dropped[n + 1 : end]):
            dropped[n] = True
    lines = [
        _COUNTS.sub(lambda m: _recount(m, standing), line)
        for line, gone in zip(source, dropped, strict=True)
        if not gone
    ]
    return "\n".join(lines)


def summary_section(memo: Memo, sections: list[MemoSection] | None = None) -> MemoSection | None:
    """The memo's executive summary, from ``sections`` (the exported ones) when given."""
    for sec in sections if sections is not None else memo.sections:
        if one_line(sec.title).lower() in SUMMARY_TITLES and sec.body.strip():
            return sec
    return None


def reported_findings(findings: list[Finding]) -> list[Finding]:
    """Findings for the memo documents: the analyst's rejections left out, worst first."""
    kept = [f for f in findings if f.status != "rejected"]
    order = {name: i for i, name in enumerate(SEVERITIES)}
    return sorted(kept, key=lambda f: order.get(f.severity, len(order)))


def generated_summary(findings: list[Finding]) -> list[str]:
    """Summary paragraphs from the findings by severity (when the memo has no summary)."""
    kept = reported_findings(findings)
    if not kept:
        return ["No findings were recorded in this review."]
    lines = [
        f"The review recorded {len(kept)} finding{'s' if len(kept) != 1 else ''} "
        f"({severity_counts(kept)})."
    ]
    for finding in kept:
        if finding.severity not in ("critical", "high"):
            continue
        text = f"{finding.severity.capitalize()}: {one_line(finding.title)}"
        if finding.exposure:
            text += f" (exposure: {one_line(finding.exposure)})"
        lines.append(text)
        if len(lines) > 12:
            lines.append("Further findings are listed in the findings table.")
            break
    return lines


def format_fraction(value: Any) -> str:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return ""
    if number > 1.0:  # already a percentage
        number /= 100.0
    return percent(number, 1)


def coverage_rows(metrics: dict[str, Any]) -> tuple[list[tuple[str, float]], float | None]:
    """``([(folder, fraction)], room fraction)`` from metrics.json ``coverage``."""
    coverage = metrics.get("coverage") or {}
    if not isinstance(coverage, dict):
        return [], _as_fraction(coverage)
    folders = coverage.get("folders") or {}
    rows = []
    if isinstance(folders, dict):
        for name, value in sorted(folders.items()):
            fraction = _as_fraction(value)
            rows.append((str(name) or "(room root)", fraction if fraction is not None else 0.0))
    return rows, _as_fraction(coverage.get("room"))


def _as_fraction(value: Any) -> float | None:
    if isinstance(value, dict):
        value = value.get("fraction", value.get("covered"))
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number / 100.0 if number > 1.0 else number


def not_read_files(metrics: dict[str, Any]) -> list[tuple[str, str]]:
    """(path, reason) of each file no model saw (metrics.json ``unreadable``; a run
    from before the per-file reasons has its paths alone)."""
    unread = metrics.get("unreadable")
    if not isinstance(unread, dict):
        return []
    listed = unread.get("files_skipped")
    if isinstance(listed, list):
        return [(str(f.get("path", "")), str(f.get("reason", ""))) for f in listed]
    return [(str(p), "") for p in unread.get("paths") or []]


STALE_HEADING = "Documents changed since the review"


def stale_lines(check: RoomCheck | None) -> list[str]:
    """``path: changed since the review`` for each stale document, changed ones first, then
    each document added since that the run never saw."""
    if check is None:
        return []
    return [f"{s.path}: {s.label}" for s in [*check.changed, *check.removed, *check.added_docs()]]


@dataclass
class TitleBlock:
    title: str
    rows: list[tuple[str, str]]
    offline: bool
    incomplete: bool


def _partly_offline(models: dict[str, Any], offline_roles: list[str]) -> str:
    """An offline root with a model reading (or the other way round), in words."""
    names = {"root": "the lead reviewer (root)", "sub": "the sub-agents"}
    offline = " and ".join(names.get(r, r) for r in offline_roles)
    others = [f"{names.get(r, r)}: {m}" for r, m in models.items() if r not in offline_roles]
    return f"Partly: {offline} ran the offline engine (no language model); " + "; ".join(
        f"{o} (a language model)" for o in others
    )


def title_block(
    memo: Memo, metrics: dict[str, Any], now: float | None = None, check: RoomCheck | None = None
) -> TitleBlock:
    engine = memo.engine or str(metrics.get("engine") or "")
    models = memo.models or dict(metrics.get("models") or {})
    offline_roles = [r for r, m in models.items() if str(m).startswith("offline/")]
    offline = (not models and "offline" in engine.lower()) or bool(offline_roles)
    # no language model in any role: the text reached the offline engine, not "a model"
    no_model = (not models and "offline" in engine.lower()) or (
        bool(models) and len(offline_roles) == len(models)
    )
    reader = "the offline engine" if no_model else "a model"
    rows: list[tuple[str, str]] = []
    if memo.target:
        rows.append(("Target", memo.target))
    stamp = now if now is not None else time.time()
    rows.append(("Date", datetime.fromtimestamp(stamp, UTC).strftime("%d %B %Y")))
    if engine:
        rows.append(("Prepared by", engine))
    if models:
        rows.append(("Models", ", ".join(f"{role}: {name}" for role, name in models.items())))
    _, room = coverage_rows(metrics)
    stale = check.summary() if check is not None else ""
    if room is not None:
        text = f"{format_fraction(room)} of the room's extractable text reached {reader}"
        now = check.share_now() if check is not None else None
        if now is not None:
            text += f" at the review; {format_fraction(now)} of the room as it is now"
        rows.append(("Coverage", text))
    unread = metrics.get("unreadable") or {}
    if isinstance(unread, dict) and unread.get("skipped"):
        unseen = "the offline engine did not read them" if no_model else "no model saw them"
        rows.append((NOT_READ, f"{unread.get('summary')}: {unseen}, not in the coverage"))
    if stale and check is not None:
        said = check.stale_summary()
        said += "; their citations were checked again" if said else ""
        rows.append((ROOM_CHANGED, "; ".join(p for p in (said, check.added_summary()) if p)))
    if check is not None and (not check.checked or check.note):
        rows.append(("Room check", check.note))
    if offline and len(offline_roles) < len(models):
        rows.append(("Offline engine", _partly_offline(models, offline_roles)))
    elif offline:
        rows.append(
            (
                "Offline engine",
                "Yes: written by the pattern-based offline engine, without a language model",
            )
        )
    if memo.incomplete:
        why = f" ({memo.stopped.rstrip('.')})" if memo.stopped else ""
        rows.append(("Status", f"Incomplete: the review stopped before it finished{why}"))
    return TitleBlock(memo.title or "Due diligence memo", rows, offline, memo.incomplete)
