"""The review's data: citations, findings and the memo.

Shared by the harness (which builds them), the offline engine, the TUI (which edits them) and
the exporters (which write them out). Plain dataclasses with ``to_dict``/``from_dict`` so that
they go through the journal and the run folder as JSON.

Memo citations are Markdown links with the ``cite:`` scheme: ``[label](cite:c7)``, where
``c7`` is the id of a :class:`Citation` in :attr:`Memo.citations`.
"""

from __future__ import annotations

import hashlib
import re
import time
from dataclasses import asdict, dataclass, field, fields
from typing import Any

SEVERITIES = ("critical", "high", "medium", "low", "info")
CITE_LINK = re.compile(r"\[([^\]]*)\]\(cite:([A-Za-z0-9_.-]+)\)")
# the one mark of a cited quote that was, or was not, found in its source: memo.md and every
# export write these words, and every count of checked citations is citation_tally's
VERIFIED = "verified"
UNVERIFIED = "UNVERIFIED"
# the reviewer's own coverage line (offline finalize, the harness's recount), as written then
# (with the "then and now" tail once a room change was said, so saying it again replaces it)
_COVERAGE_LINE = re.compile(
    r"Measured coverage of the room's text: \d+(?:\.\d+)?%"
    r"(?: when it was reviewed; \d+(?:\.\d+)?% of the room as it is now)?"
)


def coverage_then_and_now(body: str, then: Any, now: Any) -> str:
    """``body`` with the reviewer's coverage line giving the run's measured share of the room
    (``then``, metrics.json's) and that share of the room as it is now (``now``), when the
    room is not the one reviewed (a reviewed document changed or left it, one was added: see
    review.freshness.RoomCheck); unchanged when either is unknown. Both figures come from
    the measure, never from the line's own words: "100%" alone is no longer true of the
    room, and a line edited to another figure is not carried into the new one."""
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (then, now)):
        return body
    from diligence_tui.shares import percent

    line = (
        f"Measured coverage of the room's text: {percent(then)} when it was reviewed; "
        f"{percent(now, 1)} of the room as it is now"
    )
    return _COVERAGE_LINE.sub(lambda _m: line, body)


# what every count of citations counts (the memo pane, memo.md, the Markdown and Word exports,
# the run summary, metrics.json): citation_tally's distinct quotes, said in these words
COUNTED = "memo and findings, each quote once"


def _known(cls: type, data: dict[str, Any]) -> dict[str, Any]:
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in data.items() if k in names}


@dataclass
class Citation:
    """A document, a page and an exact quote; ``verified`` once found in the source text."""

    doc_id: str
    path: str
    quote: str
    page: int | None = None  # 1-based page, sheet or slide number
    page_label: str = ""  # "p. 4", "Sheet Revenue", "Slide 3"
    start: int | None = None  # character offsets of the quote in the document's text
    end: int | None = None
    verified: bool = False
    id: str = ""

    def key(self) -> str:
        digest = hashlib.sha1(f"{self.doc_id}\0{' '.join(self.quote.split())}".encode()).hexdigest()
        return digest[:12]

    def where(self) -> str:
        label = self.page_label or (f"p. {self.page}" if self.page else "")
        return f"{self.path}, {label}" if label else self.path

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Citation:
        return cls(**_known(cls, data))


@dataclass(frozen=True)
class CitationTally:
    """Distinct cited quotes and how many were found in their source (see citation_tally)."""

    total: int = 0
    verified: int = 0

    @property
    def unverified(self) -> int:
        return self.total - self.verified

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "verified": self.verified, "unverified": self.unverified}

    @classmethod
    def from_dict(cls, data: Any) -> CitationTally:
        data = data if isinstance(data, dict) else {}
        return cls(total=int(data.get("total") or 0), verified=int(data.get("verified") or 0))

    def count(self) -> str:
        """The count and what it counts: "84 cited quotes (memo and findings, ...)"."""
        noun = "cited quote" if self.total == 1 else "cited quotes"
        return f"{self.total} {noun} ({COUNTED})"

    def line(self) -> str:
        """The count in words, the UNVERIFIED ones first (empty when nothing is cited)."""
        if not self.total:
            return ""
        if self.unverified:
            return (
                f"{self.unverified} of {self.count()} are {UNVERIFIED}: they were not "
                "found in the cited document and must be checked by hand"
            )
        return f"all {self.count()} were found in the cited document"


def citation_tally(memo: Memo, findings: list[Finding] | tuple[()] = ()) -> CitationTally:
    """Distinct cited quotes (by document and quote) of the memo's text, its citation list and
    the findings, and how many were verified. A ``cite:`` link to an id the memo does not hold
    is a citation nobody can check: it counts, unverified. A quote cited twice is verified
    only when every copy of it was (a copy re-checked after its document changed may not be).
    """
    verified: dict[str, bool] = {}

    def add(key: str, ok: bool) -> None:
        verified[key] = verified.get(key, True) and ok

    for sec in memo.sections:
        for match in CITE_LINK.finditer(sec.body):
            citation = memo.citations.get(match.group(2))
            if citation is None:
                add(f"missing:{match.group(2)}", False)
    for citation in list(memo.citations.values()) + [c for f in findings for c in f.citations]:
        add(citation.key(), bool(citation.verified))
    return CitationTally(total=len(verified), verified=sum(verified.values()))


@dataclass
class Finding:
    title: str
    category: str
    severity: str = "medium"  # one of SEVERITIES
    description: str = ""
    exposure: str = ""  # quantified where the text allows: "$4.2M termination fee"
    amounts: list[float] = field(default_factory=list)
    next_step: str = ""
    citations: list[Citation] = field(default_factory=list)
    status: str = "proposed"  # proposed | accepted | rejected
    source: str = "model"  # model | offline | analyst
    doc_ids: list[str] = field(default_factory=list)
    id: str = ""
    created: float = field(default_factory=time.time)
    edited_by_analyst: bool = False
    edited_fields: list[str] = field(default_factory=list)  # what the analyst changed
    carried_from: str = ""  # "RUN/FINDING" whose triage this finding took over

    def __post_init__(self) -> None:
        if self.severity not in SEVERITIES:
            self.severity = normalize_severity(self.severity)
        if not self.id:
            basis = f"{self.category}\0{self.title}\0" + "\0".join(c.key() for c in self.citations)
            self.id = "f" + hashlib.sha1(basis.encode()).hexdigest()[:10]
        if not self.doc_ids:
            self.doc_ids = sorted({c.doc_id for c in self.citations})

    @property
    def verified(self) -> bool:
        """True when the finding has citations and every one was found in its source."""
        return bool(self.citations) and all(c.verified for c in self.citations)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["citations"] = [c.to_dict() for c in self.citations]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Finding:
        values = _known(cls, data)
        values["citations"] = [Citation.from_dict(c) for c in data.get("citations", [])]
        return cls(**values)


def normalize_severity(value: str) -> str:
    text = str(value or "").strip().lower()
    aliases = {
        "red": "high",
        "amber": "medium",
        "green": "low",
        "severe": "critical",
        "moderate": "medium",
        "minor": "low",
        "informational": "info",
        "none": "info",
    }
    text = aliases.get(text, text)
    return text if text in SEVERITIES else "medium"


@dataclass
class MemoSection:
    id: str
    title: str
    body: str = ""  # Markdown, citations as [label](cite:ID)
    author: str = "root"  # root | analyst
    edited_by_analyst: bool = False
    suggestion: str | None = None  # the root's later revision of an analyst-edited section
    base: str | None = None  # the root's text the analyst's edit started from (for a merge)
    stale_lines: list[str] = field(default_factory=list)  # analyst lines the final revision changed
    updated: float = field(default_factory=time.time)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MemoSection:
        return cls(**_known(cls, data))

    def copy(self) -> MemoSection:
        return MemoSection.from_dict(self.to_dict())


def section_id(title: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return slug[:60] or "section"


# A title the analyst gives two sections ("Notes" twice) names two sections: the second one's
# key in an edit is the title and its occurrence joined by an invisible separator, and its id
# is the title's id with "~2" (a character no title's id holds), so neither replaces the other.
REPEAT = "\u2063"


def section_key(title: str, occurrence: int) -> str:
    return title if occurrence <= 1 else f"{title}{REPEAT}{occurrence}"


def parse_section_key(key: str) -> tuple[str, int]:
    title, _, n = key.rpartition(REPEAT)
    return (title, int(n)) if title and n.isdigit() else (key, 1)


def occurrence_id(title: str, occurrence: int) -> str:
    return section_id(title) if occurrence <= 1 else f"{section_id(title)}~{occurrence}"


PREAMBLE = "Preamble"  # the section that keeps what the analyst typed above the first heading
SUGGESTION_CHOICES = ("mine", "theirs", "both")


def revise_section(
    existing: MemoSection | None,
    title: str,
    body: str,
    author: str,
    mode: str = "write",
    new_id: str = "",
) -> MemoSection:
    """The section after a write or append by the root or the analyst (a new object).

    The rules, in one place: a section the analyst has edited is never overwritten by the
    root; the root's text is kept as a suggestion (its last own text stays the merge base).
    The analyst writing the pending suggestion accepts it.
    """
    now = time.time()
    if existing is None:
        return MemoSection(
            id=new_id or section_id(title),
            title=title,
            body=body,
            author=author,
            edited_by_analyst=author == "analyst",
            updated=now,
        )
    sec = existing.copy()
    sec.updated = now
    if author != "analyst" and sec.edited_by_analyst:
        if mode == "append":
            prior = sec.suggestion if sec.suggestion is not None else (sec.base or sec.body)
            body = (prior.rstrip() + "\n\n" + body).strip()
        sec.suggestion = body
        sec.stale_lines = []
        return sec
    if mode == "append":
        body = (sec.body.rstrip() + "\n\n" + body).strip()
    if author == "analyst":
        if not sec.edited_by_analyst:
            sec.base = sec.body  # the root's text this edit starts from
        sec.body = body
        sec.edited_by_analyst = True
        sec.author = "analyst"
        if sec.suggestion is not None and body == sec.suggestion:
            sec.base, sec.suggestion, sec.stale_lines = body, None, []
        return sec
    sec.body = body
    sec.title = title
    return sec


def resolve_section(existing: MemoSection, choice: str) -> MemoSection | None:
    """The section after the analyst answers the root's pending revision: keep ``mine``, take
    ``theirs``, or ``both`` (a three-way merge from the text both started from; where both
    changed the same lines, the analyst's lines then the reviewer's). None: nothing pending."""
    from diligence_tui.review.merge3 import merge3

    if existing.suggestion is None:
        return None
    if choice not in SUGGESTION_CHOICES:
        raise ValueError(f"choose one of {', '.join(SUGGESTION_CHOICES)}, not {choice!r}")
    sec = existing.copy()
    theirs = sec.suggestion or ""
    if choice == "theirs":
        sec.body = theirs
    elif choice == "both":
        sec.body = merge3(sec.base or "", sec.body, theirs).text
    sec.base, sec.suggestion, sec.stale_lines = theirs, None, []
    sec.updated = time.time()
    return sec


def refresh_section(existing: MemoSection) -> MemoSection | None:
    """At finalize: bring the reviewer's last revision into an analyst-edited section where
    the analyst left the lines alone (computed lines: counts, coverage). Where the analyst
    changed lines the revision also changed, the section keeps the analyst's text and its
    suggestion, and names those lines as stale. None: nothing pending."""
    from diligence_tui.review.merge3 import merge3

    if existing.suggestion is None or not existing.edited_by_analyst:
        return None
    merged = merge3(existing.base or "", existing.body, existing.suggestion)
    sec = existing.copy()
    if merged.clean:
        sec.body, sec.base = merged.text, existing.suggestion
        sec.suggestion, sec.stale_lines = None, []
    else:
        sec.stale_lines = [line for c in merged.conflicts for line in c.mine if line.strip()]
    sec.updated = time.time()
    return sec


@dataclass
class Memo:
    title: str = "Due diligence memo"
    target: str = ""
    sections: list[MemoSection] = field(default_factory=list)
    citations: dict[str, Citation] = field(default_factory=dict)
    incomplete: bool = False  # the run stopped before submit()
    stopped: str = ""  # why it stopped, in words (the loop's reason), when incomplete
    engine: str = ""  # "offline engine (no language model)" or the model names
    models: dict[str, str] = field(default_factory=dict)  # role -> model
    created: float = field(default_factory=time.time)
    # what changed in the room since the review, as review.freshness last found it (that
    # module computes it; the memo only carries it): summary, documents, citations, rereviewed
    room_changes: dict[str, Any] = field(default_factory=dict)
    # the harness's line when much of the room could not be read (harness.unreadable)
    unreadable: str = ""

    # -- sections ------------------------------------------------------------------------
    def section(self, key: str) -> MemoSection | None:
        wanted = section_id(key)
        for sec in self.sections:
            if sec.id == key or sec.id == wanted:
                return sec
        return None

    def put(self, section: MemoSection, replacing: str = "") -> None:
        """Place a section as it now stands: replace the one with its id (or with the id
        ``replacing``: a section renamed in place), or add it (the preamble first, any other
        last)."""
        for i, existing in enumerate(self.sections):
            if existing.id == section.id or (replacing and existing.id == replacing):
                self.sections[i] = section
                self.sections[:] = [
                    s for j, s in enumerate(self.sections) if j == i or s.id != section.id
                ]
                return
        if section.id == section_id(PREAMBLE):
            self.sections.insert(0, section)
        else:
            self.sections.append(section)

    def write(self, title: str, body: str, author: str = "root") -> MemoSection:
        """Write or replace a section (the rules: :func:`revise_section`)."""
        sec = revise_section(self.section(title), title, body, author)
        self.put(sec)
        return sec

    def append(self, title: str, text: str, author: str = "root") -> MemoSection:
        sec = revise_section(self.section(title), title, text, author, mode="append")
        self.put(sec)
        return sec

    def resolve(self, key: str, choice: str) -> MemoSection | None:
        sec = self.section(key)
        new = resolve_section(sec, choice) if sec is not None else None
        if new is not None:
            self.put(new)
        return new

    def accept_suggestion(self, key: str) -> bool:
        return self.resolve(key, "theirs") is not None

    def drop_suggestion(self, key: str) -> bool:
        return self.resolve(key, "mine") is not None

    def remove(self, key: str) -> bool:
        sec = self.section(key)
        if sec is None:
            return False
        self.sections.remove(sec)
        return True

    # -- citations -----------------------------------------------------------------------
    def add_citation(self, citation: Citation) -> str:
        """Register a citation (deduplicated by document and quote) and return its id."""
        key = citation.key()
        for cid, existing in self.citations.items():
            if existing.key() == key:
                citation.id = cid  # callers look the stored citation up by the id
                return cid
        cid = citation.id or f"c{len(self.citations) + 1}"
        while cid in self.citations:
            cid = f"c{len(self.citations) + 1}_{key[:4]}"
        citation.id = cid
        self.citations[cid] = citation
        return cid

    def cite_link(self, citation: Citation, label: str | None = None) -> str:
        cid = self.add_citation(citation)
        return f"[{label or citation.page_label or cid}](cite:{cid})"

    def cited_ids(self) -> list[str]:
        """Citation ids referenced from the memo's text, in order of first use."""
        seen: dict[str, None] = {}
        for sec in self.sections:
            for match in CITE_LINK.finditer(sec.body):
                seen.setdefault(match.group(2), None)
        return list(seen)

    def resolved_citations(self) -> list[Citation]:
        return [self.citations[c] for c in self.cited_ids() if c in self.citations]

    def is_empty(self) -> bool:
        return not any(sec.body.strip() for sec in self.sections)

    # -- the room's changes since the review ----------------------------------------------
    def stale_citations(self) -> dict[str, str]:
        """Citation id -> why it may no longer hold (its document changed or left the room)."""
        notes = self.room_changes.get("citations") or {}
        return {str(k): str(v) for k, v in notes.items()} if isinstance(notes, dict) else {}

    def stale_documents(self) -> list[dict[str, str]]:
        docs = self.room_changes.get("documents") or []
        return [d for d in docs if isinstance(d, dict)] if isinstance(docs, list) else []

    def room_change_lines(self) -> list[str]:
        """The memo's note on the room's changes: a summary, then one line per document."""
        lines: list[str] = []
        summary = str(self.room_changes.get("summary") or "")
        if summary:
            flagged = len(set(self.stale_citations()) & set(self.cited_ids()))
            cites = f"; {flagged} citation(s) into them are marked ⚠" if flagged else ""
            lines.append(f"**Room changed since the review:** {summary}{cites}.")
            lines += [f"- {d.get('path')}: {d.get('label')}" for d in self.stale_documents()]
        again = [str(p) for p in self.room_changes.get("rereviewed") or []]
        if again:
            lines.append(f"**Reviewed again after they changed:** {', '.join(again)}.")
        return lines

    # -- text ----------------------------------------------------------------------------
    def incomplete_line(self) -> str:
        """memo.md's banner for a review that stopped before it finished, saying why (a bad
        key, a server that kept failing, a cap) when the run said."""
        why = f" ({self.stopped.rstrip('.')})" if self.stopped else ""
        return f"> **Incomplete:** the review stopped before it finished{why}."

    def to_markdown(self, marks: bool = True, findings: list[Finding] | tuple[()] = ()) -> str:
        """The memo as Markdown with ``cite:`` links intact. With ``marks`` (memo.md) the
        room's changes since the review are noted under the title, each citation into a
        changed or vanished document is followed by ``⚠ (why)`` and the UNVERIFIED quotes of
        the memo and ``findings`` are counted; without (the editor's form) the text is only
        what the root and the analyst wrote."""
        lines = [f"# {self.title}", ""]
        if self.incomplete:
            lines += [self.incomplete_line(), ""]
        if self.unreadable:
            lines += [f"> **Not read:** {self.unreadable}", ""]
        if self.engine:
            lines += [f"_Prepared by: {self.engine}_", ""]
        notes = self.stale_citations() if marks else {}
        if marks and self.room_change_lines():
            for n, line in enumerate(self.room_change_lines()):
                lines += [">"] if n and line.startswith("**") else []  # a new paragraph
                lines.append(f"> {line}")
            lines.append("")
        unchecked = citation_tally(self, findings).line() if marks else ""
        if unchecked and not unchecked.startswith("all "):
            lines += [f"> **{UNVERIFIED}:** {unchecked}.", ""]

        def flag(match: re.Match[str]) -> str:
            # marked as the exports mark their notes: (UNVERIFIED), then why it may be stale
            citation = self.citations.get(match.group(2))
            text = match.group(0)
            if citation is None or not citation.verified:
                text += f" ({UNVERIFIED})"
            note = notes.get(match.group(2))
            return f"{text} ⚠ ({note})" if note else text

        then = self.room_changes.get("coverage_then") if marks else None
        now = self.room_changes.get("coverage_now") if marks else None
        for sec in self.sections:
            body = CITE_LINK.sub(flag, sec.body.strip()) if marks else sec.body.strip()
            body = coverage_then_and_now(body, then, now)
            lines += [f"## {sec.title}", "", body, ""]
        return "\n".join(lines).rstrip() + "\n"

    def to_dict(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "target": self.target,
            "sections": [s.to_dict() for s in self.sections],
            "citations": {k: c.to_dict() for k, c in self.citations.items()},
            "incomplete": self.incomplete,
            "stopped": self.stopped,
            "engine": self.engine,
            "models": dict(self.models),
            "created": self.created,
            "room_changes": dict(self.room_changes),
            "unreadable": self.unreadable,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Memo:
        return cls(
            title=data.get("title", "Due diligence memo"),
            target=data.get("target", ""),
            sections=[MemoSection.from_dict(s) for s in data.get("sections", [])],
            citations={k: Citation.from_dict(c) for k, c in data.get("citations", {}).items()},
            incomplete=bool(data.get("incomplete", False)),
            stopped=str(data.get("stopped") or ""),
            engine=data.get("engine", ""),
            models=dict(data.get("models", {})),
            created=data.get("created", time.time()),
            room_changes=dict(data.get("room_changes") or {}),
            unreadable=str(data.get("unreadable") or ""),
        )
