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
    updated: float = field(default_factory=time.time)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MemoSection:
        return cls(**_known(cls, data))


def section_id(title: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return slug[:60] or "section"


@dataclass
class Memo:
    title: str = "Due diligence memo"
    target: str = ""
    sections: list[MemoSection] = field(default_factory=list)
    citations: dict[str, Citation] = field(default_factory=dict)
    incomplete: bool = False  # the run stopped before submit()
    engine: str = ""  # "offline engine (no language model)" or the model names
    models: dict[str, str] = field(default_factory=dict)  # role -> model
    created: float = field(default_factory=time.time)

    # -- sections ------------------------------------------------------------------------
    def section(self, key: str) -> MemoSection | None:
        wanted = section_id(key)
        for sec in self.sections:
            if sec.id == key or sec.id == wanted:
                return sec
        return None

    def write(self, title: str, body: str, author: str = "root") -> MemoSection:
        """Write or replace a section.

        A section the analyst has edited is never overwritten by the root: the root's text is
        kept as a suggestion for the analyst to accept or drop.
        """
        existing = self.section(title)
        now = time.time()
        if existing is None:
            sec = MemoSection(
                id=section_id(title),
                title=title,
                body=body,
                author=author,
                edited_by_analyst=author == "analyst",
                updated=now,
            )
            self.sections.append(sec)
            return sec
        if author == "analyst":
            existing.body = body
            existing.edited_by_analyst = True
            existing.author = "analyst"
        elif existing.edited_by_analyst:
            existing.suggestion = body
        else:
            existing.body = body
            existing.title = title
        existing.updated = now
        return existing

    def append(self, title: str, text: str, author: str = "root") -> MemoSection:
        existing = self.section(title)
        if existing is None:
            return self.write(title, text, author)
        if existing.edited_by_analyst and author != "analyst":
            base = existing.suggestion if existing.suggestion is not None else existing.body
            existing.suggestion = (base.rstrip() + "\n\n" + text).strip()
            return existing
        return self.write(title, (existing.body.rstrip() + "\n\n" + text).strip(), author)

    def accept_suggestion(self, key: str) -> bool:
        sec = self.section(key)
        if sec is None or sec.suggestion is None:
            return False
        sec.body, sec.suggestion = sec.suggestion, None
        sec.updated = time.time()
        return True

    def drop_suggestion(self, key: str) -> bool:
        sec = self.section(key)
        if sec is None or sec.suggestion is None:
            return False
        sec.suggestion = None
        return True

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

    # -- text ----------------------------------------------------------------------------
    def to_markdown(self) -> str:
        """The memo as Markdown with ``cite:`` links intact (the editable form)."""
        lines = [f"# {self.title}", ""]
        if self.incomplete:
            lines += ["> **Incomplete:** the review stopped before it finished.", ""]
        if self.engine:
            lines += [f"_Prepared by: {self.engine}_", ""]
        for sec in self.sections:
            lines += [f"## {sec.title}", "", sec.body.strip(), ""]
        return "\n".join(lines).rstrip() + "\n"

    def to_dict(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "target": self.target,
            "sections": [s.to_dict() for s in self.sections],
            "citations": {k: c.to_dict() for k, c in self.citations.items()},
            "incomplete": self.incomplete,
            "engine": self.engine,
            "models": dict(self.models),
            "created": self.created,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Memo:
        return cls(
            title=data.get("title", "Due diligence memo"),
            target=data.get("target", ""),
            sections=[MemoSection.from_dict(s) for s in data.get("sections", [])],
            citations={k: Citation.from_dict(c) for k, c in data.get("citations", {}).items()},
            incomplete=bool(data.get("incomplete", False)),
            engine=data.get("engine", ""),
            models=dict(data.get("models", {})),
            created=data.get("created", time.time()),
        )
