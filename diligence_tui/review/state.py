"""The review's state (memo and findings) and the one reducer that changes it.

Every change to the memo or the findings is an event in the journal's form (a dict with a
``kind``): ``memo_section`` (a section as it stands after a root write, an analyst edit, a
resolved suggestion, a finalize refresh; or ``removed``), ``finding_added`` and
``finding_updated`` (the finding as it stands), ``finding_merged`` (the finding that tells a
matter now, and the ``absorbed`` ids of the findings that told it too, which leave the list). :meth:`ReviewState.apply` is the reducer:
journal replay, resume, the live run and the workspace all change their state only through
it, so the same events give the same memo and findings everywhere.

The operations (:meth:`root_write`, :meth:`analyst_edit`, :meth:`resolve`, ...) hold the
rules: each works out the new section or finding, applies it through the reducer and returns
the event for the caller to announce (the harness on its bus, the workspace in its journal).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.review import matters
from diligence_tui.review.model import (
    CITE_LINK,
    SEVERITIES,
    Citation,
    Finding,
    Memo,
    MemoSection,
    normalize_severity,
    occurrence_id,
    parse_section_key,
    refresh_section,
    resolve_section,
    revise_section,
    section_id,
    section_key,
)

MEMO_KIND = "memo_section"
FINDING_KINDS = ("finding_added", "finding_updated", "finding_merged")
# what the analyst may change on a finding
FINDING_FIELDS = (
    "title",
    "category",
    "severity",
    "description",
    "exposure",
    "amounts",
    "next_step",
    "status",
)
TRIAGE_STATUSES = ("accepted", "rejected")


def finding_key(finding: Finding) -> tuple[str, ...]:
    """Two findings are the same when they cite the same passages for the same kind of issue
    (or, without citations, share category and title)."""
    if finding.citations:
        return (finding.category.lower(), *sorted(c.key() for c in finding.citations))
    return (finding.category.lower(), " ".join(finding.title.lower().split()))


def merge_into(target: Finding, other: Finding) -> None:
    keys = {c.key() for c in target.citations}
    for citation in other.citations:
        if citation.key() not in keys:
            target.citations.append(citation)
            keys.add(citation.key())
    if SEVERITIES.index(other.severity) < SEVERITIES.index(target.severity):
        target.severity = other.severity
    target.doc_ids = sorted({*target.doc_ids, *other.doc_ids})
    target.exposure = target.exposure or other.exposure
    target.next_step = target.next_step or other.next_step


def _copy(finding: Finding) -> Finding:
    return Finding.from_dict(finding.to_dict())


@dataclass
class ReviewState:
    memo: Memo = field(default_factory=Memo)
    findings: list[Finding] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._at: dict[str, int] = {f.id: i for i, f in enumerate(self.findings)}

    # -- the reducer -----------------------------------------------------------------------
    def apply(self, event: dict[str, Any]) -> bool:
        """Apply one memo or finding event; False for any other kind (ignored)."""
        kind = event.get("kind")
        if kind == MEMO_KIND:
            self._apply_section(event)
            return True
        if kind in FINDING_KINDS:
            if kind == "finding_merged":
                self._drop_findings(event.get("absorbed") or [])
            data = event.get("finding")
            if isinstance(data, dict) and data:
                self._put_finding(Finding.from_dict(data))
            return True
        return False

    def _apply_section(self, event: dict[str, Any]) -> None:
        for cid, data in (event.get("citations") or {}).items():
            if isinstance(data, dict):
                citation = Citation.from_dict(data)
                citation.id = citation.id or cid
                self.memo.citations[cid] = citation
        section = MemoSection.from_dict(event.get("section") or {})
        if not section.id:
            return
        if event.get("removed"):
            self.memo.remove(section.id)
        elif event.get("replaces"):  # a section the analyst renamed: in its old place
            self.memo.put(section, replacing=str(event["replaces"]))
        else:
            self.memo.put(section)

    def _put_finding(self, finding: Finding) -> None:
        # the list is shared with the kernel's host side: change it in place, never rebind
        if len(self._at) != len(self.findings):
            self._at = {f.id: i for i, f in enumerate(self.findings)}
        at = self._at.get(finding.id)
        if at is not None and at < len(self.findings) and self.findings[at].id == finding.id:
            self.findings[at] = finding
        else:
            self._at[finding.id] = len(self.findings)
            self.findings.append(finding)

    def _drop_findings(self, ids: list[str]) -> None:
        gone = {str(i) for i in ids}
        if gone:  # in place: the list is shared with the kernel's host side
            self.findings[:] = [f for f in self.findings if f.id not in gone]
            self._at = {f.id: i for i, f in enumerate(self.findings)}

    def finding(self, finding_id: str) -> Finding | None:
        at = self._at.get(finding_id)
        if at is not None and at < len(self.findings) and self.findings[at].id == finding_id:
            return self.findings[at]
        return next((f for f in self.findings if f.id == finding_id), None)

    # -- memo operations -------------------------------------------------------------------
    def section_event(self, section: MemoSection, op: str, *, removed: bool = False) -> dict:
        """A memo_section event for ``section``, with the citations its text links to."""
        cited = {m.group(2) for m in CITE_LINK.finditer((section.suggestion or "") + section.body)}
        return {
            "kind": MEMO_KIND,
            "section": section.to_dict(),
            "citations": {
                cid: self.memo.citations[cid].to_dict()
                for cid in sorted(cited)
                if cid in self.memo.citations
            },
            "suggestion": section.suggestion is not None and op == "root",
            "removed": removed,
            "op": op,
        }

    def _commit(self, section: MemoSection, op: str, *, removed: bool = False) -> dict:
        event = self.section_event(section, op, removed=removed)
        self.apply(event)
        return event

    def root_write(self, title: str, body: str, mode: str = "write") -> dict:
        sec = revise_section(self.memo.section(title), title, body, "root", mode)
        return self._commit(sec, "root")

    def analyst_edit(self, key: str, body: str) -> dict:
        """The analyst's text for a section: ``key`` is its title, or for a title used again
        further down, the title and its occurrence (model.section_key)."""
        title, n = parse_section_key(key)
        wanted = occurrence_id(title, n)
        existing = (
            self.memo.section(title)
            if n == 1
            else next((s for s in self.memo.sections if s.id == wanted), None)
        )
        sec = revise_section(existing, title, body, "analyst", new_id=wanted)
        return self._commit(sec, "analyst")

    def rename_section(self, old_key: str, new_key: str, body: str) -> dict | None:
        """The analyst retitled a section in the editor (``old_key`` -> ``new_key``, with its
        body as typed): one section, in its place, the analyst's. None when ``old_key`` is not
        in the memo (then the new title is an ordinary edit)."""
        old_title, old_n = parse_section_key(old_key)
        existing = (
            self.memo.section(old_title)
            if old_n == 1
            else next(
                (s for s in self.memo.sections if s.id == occurrence_id(old_title, old_n)), None
            )
        )
        if existing is None:
            return None
        title, n = parse_section_key(new_key)
        sec = revise_section(None, title, body, "analyst", new_id=occurrence_id(title, n))
        event = self.section_event(sec, "analyst")
        event["replaces"] = existing.id
        self.apply(event)
        return event

    def resolve(self, key: str, choice: str) -> dict | None:
        """Keep ``mine``, take ``theirs`` or merge ``both`` for a pending suggestion."""
        existing = self.memo.section(key)
        sec = resolve_section(existing, choice) if existing is not None else None
        return self._commit(sec, f"resolve:{choice}") if sec is not None else None

    def remove_section(self, key: str) -> dict | None:
        existing = self.memo.section(key)
        return self._commit(existing, "remove", removed=True) if existing is not None else None

    def refresh_edited(self) -> list[dict]:
        """At finalize: every analyst-edited section with a pending revision gets the lines
        the analyst left alone refreshed, or its conflicting lines named as stale."""
        events = []
        for existing in list(self.memo.sections):
            sec = refresh_section(existing)
            if sec is not None and sec.to_dict() != existing.to_dict():
                events.append(self._commit(sec, "refresh"))
        return events

    def take_rechecked(self, memo: Memo, findings: list[Finding]) -> list[dict]:
        """Citations verified again against the room as it is now (``memo`` and ``findings``
        are rechecked copies of this state's, see review.freshness.recheck): each finding and
        each memo section whose citations changed gets an event, applied here."""
        events: list[dict] = []
        by_id = {f.id: f for f in findings}
        for finding in list(self.findings):
            new = by_id.get(finding.id)
            if new is not None and new.to_dict() != finding.to_dict():
                events.append({"kind": "finding_updated", "finding": new.to_dict()})
        moved = {
            cid
            for cid, c in memo.citations.items()
            if cid in self.memo.citations and c.to_dict() != self.memo.citations[cid].to_dict()
        }
        for cid in moved:
            self.memo.citations[cid] = memo.citations[cid]
        for sec in self.memo.sections:
            linked = {m.group(2) for m in CITE_LINK.finditer((sec.suggestion or "") + sec.body)}
            if linked & moved:
                events.append(self.section_event(sec, "recheck"))
        for event in events:
            self.apply(event)
        return events

    # -- finding operations ----------------------------------------------------------------
    def match(self, finding: Finding) -> Finding | None:
        """The finding already held that ``finding`` is the same as (same id or key)."""
        key = finding_key(finding)
        return next((f for f in self.findings if f.id == finding.id or finding_key(f) == key), None)

    def keep_finding(self, finding: Finding) -> tuple[Finding, dict | None]:
        """Add a finding, merged into one with the same id or key. Returns the finding kept
        and the event (None when nothing changed)."""
        existing = self.match(finding)
        if existing is not None:
            merged = _copy(existing)
            merge_into(merged, finding)
            if merged.to_dict() == existing.to_dict():
                return existing, None
            event = {"kind": "finding_updated", "finding": merged.to_dict()}
            self.apply(event)
            return self.finding(merged.id) or merged, event
        event = {"kind": "finding_added", "finding": finding.to_dict()}
        self.apply(event)
        return self.finding(finding.id) or finding, event

    def merge_matters(self) -> list[dict]:
        """Findings that tell one matter (review/matters.py) made one finding each: a
        ``finding_merged`` event per matter, applied here."""
        events = []
        for group in matters.matters(self.findings):
            merged = matters.merge_matter(group)
            event = {
                "kind": "finding_merged",
                "finding": merged.to_dict(),
                "absorbed": [f.id for f in group[1:] if f.id != merged.id],
            }
            self.apply(event)
            events.append(event)
        return events

    def edit_finding(self, finding_id: str, changes: dict[str, Any]) -> dict:
        """The analyst's triage or edit of a finding (status, severity, text ...)."""
        existing = self.finding(finding_id)
        if existing is None:
            raise KeyError(f"no finding {finding_id!r}")
        updated = _copy(existing)
        for key, value in changes.items():
            if key not in FINDING_FIELDS:
                raise ValueError(f"cannot change {key!r} of a finding")
            setattr(updated, key, value)
        updated.severity = normalize_severity(updated.severity)
        updated.edited_by_analyst = True
        updated.edited_fields = sorted({*updated.edited_fields, *changes})
        event = {"kind": "finding_updated", "finding": updated.to_dict()}
        self.apply(event)
        return event


def rebuild(events: list[dict[str, Any]]) -> ReviewState:
    """The memo and findings a list of journal events leads to."""
    state = ReviewState()
    for event in events:
        state.apply(event)
    return state


# -- the preamble ----------------------------------------------------------------------------
HEADING = re.compile(r"^## +(.+?)\s*$", re.MULTILINE)


def header_lines(memo: Memo) -> set[str]:
    """The lines :meth:`Memo.to_markdown` writes above the sections (not the analyst's)."""
    lines = {f"# {memo.title}", "> **Incomplete:** the review stopped before it finished."}
    lines.add(memo.incomplete_line())
    if memo.engine:
        lines.add(f"_Prepared by: {memo.engine}_")
    return lines


def typed_preamble(markdown: str, memo: Memo) -> str:
    """What the analyst typed above the first ``## `` heading, without the memo's own header
    lines (title, engine, incomplete banner)."""
    match = HEADING.search(markdown)
    head = markdown[: match.start()] if match else markdown
    generated = header_lines(memo)
    kept = [line for line in head.splitlines() if line.strip() not in generated]
    return "\n".join(kept).strip()


def split_sections(markdown: str) -> dict[str, str]:
    """``## Title`` sections of an edited memo: key -> body, the key being the title (for a
    title used again, the title and its occurrence: model.section_key)."""
    sections: dict[str, str] = {}
    seen: dict[str, int] = {}
    matches = list(HEADING.finditer(markdown))
    for i, match in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(markdown)
        title = match.group(1).strip()
        seen[section_id(title)] = seen.get(section_id(title), 0) + 1
        sections[section_key(title, seen[section_id(title)])] = markdown[match.end() : end].strip()
    return sections


def dropped_sections(before: str, after: str) -> dict[str, str | None]:
    """The headed sections of ``before`` that an edit took out of the memo's Markdown: each
    one's key -> the key it was retitled to (a new heading in its place), or None (deleted).
    Without this a retitled section stayed in the memo beside its renamed copy, and a
    deleted one came back at the next reload."""
    old, new = list(split_sections(before)), list(split_sections(after))
    gone = [key for key in old if key not in set(new)]
    if not gone:
        return {}
    dropped: dict[str, str | None] = dict.fromkeys(gone)
    if len(old) == len(new):  # as many headings as before: a changed one in a place is renamed
        for old_key, new_key in zip(old, new, strict=True):
            if old_key in dropped and new_key not in set(old):
                dropped[old_key] = new_key
    return dropped


def edited_sections(before: str, after: str, memo: Memo) -> dict[str, str]:
    """The sections an edit of the memo's Markdown changed (title -> new body). Text typed
    above the first heading goes to the Preamble section (put first), never dropped."""
    from diligence_tui.review.model import PREAMBLE

    old, new = split_sections(before), split_sections(after)
    changed = {title: body for title, body in new.items() if old.get(title) != body}
    typed = typed_preamble(after, memo)
    if typed and typed != typed_preamble(before, memo):
        current = new.get(PREAMBLE)
        if current is None:  # no Preamble heading (yet, or deleted): the loose text is it
            existing = memo.section(PREAMBLE)
            if existing is None or existing.body.strip() != typed:
                changed[PREAMBLE] = typed
        else:
            changed[PREAMBLE] = (typed + ("\n\n" + current if current.strip() else "")).strip()
    return changed


# -- triage carried over from an earlier run ------------------------------------------------
def _norm(text: str) -> str:
    text = text.lower().replace("\u00ad", "")
    text = re.sub(r"-\s*\n\s*", "", text)  # hyphenation across a line break
    text = re.sub(r"[\u2018\u2019\u201c\u201d\"'`]", "", text)
    return " ".join(re.sub(r"[^\w$%.,]+", " ", text).split()).strip(" .,")


def triage_keys(finding: Finding) -> set[str]:
    """What identifies a finding across runs: its category with each cited document and
    normalised quote (or, uncited, each document and the normalised title)."""
    category = _norm(finding.category)
    if finding.citations:
        parts = {f"{category}\0{c.doc_id}\0{_norm(c.quote)}" for c in finding.citations}
    else:
        docs = finding.doc_ids or [""]
        parts = {f"{category}\0{d}\0{_norm(finding.title)}" for d in docs}
    return {hashlib.sha1(p.encode("utf-8")).hexdigest()[:16] for p in parts}


@dataclass
class Decision:
    """The analyst's triage of one finding in an earlier run."""

    status: str
    changes: dict[str, Any]
    run_id: str
    finding_id: str
    at: float = 0.0  # when the analyst made it (0: carried from a run before, not re-made)


class TriageCarry:
    """The earlier runs' decisions, matched against findings as the new run finds them. Each
    finding match (category, document, quote) takes the newest decision any earlier run
    holds for it (:meth:`add` each run; the order does not matter)."""

    def __init__(
        self,
        findings: list[Finding] | None = None,
        run_id: str = "",
        source: str = "",
        decided: dict[str, float] | None = None,
    ) -> None:
        self.sources: list[str] = []  # the earlier runs' folders that hold decisions
        self._runs: dict[str, float] = {}  # run id -> its newest decision
        self._by_key: dict[str, Decision] = {}
        self.carried: dict[str, str] = {}  # new finding id -> earlier finding id
        if findings is not None:
            self.add(findings, run_id, source, decided)

    def add(
        self,
        findings: list[Finding],
        run_id: str,
        source: str = "",
        decided: dict[str, float] | None = None,
    ) -> int:
        """Take one earlier run's decisions (``decided``: finding id -> when the analyst
        last triaged or edited it; a finding that only carried a decision from a run before
        counts as oldest). Returns how many decisions the run holds."""
        held = 0
        for finding in findings:
            at = (decided or {}).get(finding.id, 0.0)
            decision = _decision(finding, run_id, at)
            if decision is None:
                continue
            held += 1
            for key in triage_keys(finding):
                known = self._by_key.get(key)
                if known is None or decision.at > known.at:
                    self._by_key[key] = decision
        if held and source and source not in self.sources:
            self.sources.append(source)
        return held

    @property
    def decisions(self) -> int:
        """Decisions there are to carry (after the newest won per finding match)."""
        return len({(d.run_id, d.finding_id) for d in self._by_key.values()})

    @property
    def run_id(self) -> str:
        """The earlier run (or runs, oldest first) whose decisions are carried."""
        runs: dict[str, float] = {}
        for d in self._by_key.values():
            runs[d.run_id] = max(runs.get(d.run_id, 0.0), d.at)
        return ", ".join(sorted(runs, key=lambda r: (runs[r], r)))

    @property
    def source(self) -> str:
        return self.sources[-1] if self.sources else ""

    def __bool__(self) -> bool:
        return bool(self._by_key)

    def carry(self, finding: Finding) -> Decision | None:
        """Give a newly found finding the earlier decision it matches (in place)."""
        if finding.carried_from or finding.edited_by_analyst:
            return None
        matches = [self._by_key[k] for k in sorted(triage_keys(finding)) if k in self._by_key]
        decision = max(matches, key=lambda d: d.at, default=None)
        if decision is None:
            return None
        for key, value in decision.changes.items():
            setattr(finding, key, value)
        if decision.status:
            finding.status = decision.status
        finding.severity = normalize_severity(finding.severity)
        # what it took is kept with it, so a later run carries the same decision on
        finding.edited_fields = sorted({*finding.edited_fields, *decision.changes})
        finding.carried_from = f"{decision.run_id}/{decision.finding_id}"
        self.carried[finding.id] = decision.finding_id
        return decision


def _decision(finding: Finding, run_id: str, at: float = 0.0) -> Decision | None:
    status = finding.status if finding.status in TRIAGE_STATUSES else ""
    fields = [f for f in finding.edited_fields if f in FINDING_FIELDS and f != "status"]
    if not status and not (fields and (finding.edited_by_analyst or finding.carried_from)):
        return None
    changes = {f: getattr(finding, f) for f in fields}
    # a decision only carried into this run (not made again here) is older than any made
    when = at if finding.edited_by_analyst else 0.0
    return Decision(status, changes, run_id, finding.id, when)


def analyst_decided(events: list[dict[str, Any]]) -> dict[str, float]:
    """Finding id -> when the analyst last triaged or edited it, from a run's journal."""
    decided: dict[str, float] = {}
    for event in events:
        data = event.get("finding") if event.get("kind") == "finding_updated" else None
        if isinstance(data, dict) and data.get("edited_by_analyst") and data.get("id"):
            decided[str(data["id"])] = float(event.get("t") or 0.0)
    return decided


__all__ = [
    "FINDING_FIELDS",
    "ReviewState",
    "TriageCarry",
    "edited_sections",
    "finding_key",
    "merge_into",
    "rebuild",
    "section_id",
    "split_sections",
    "triage_keys",
    "typed_preamble",
]
