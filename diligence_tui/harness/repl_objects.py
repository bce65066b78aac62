"""The REPL's host proxies: ``room``, ``memo`` and ``findings`` as the root's code sees them.
Each method is one call to the host (``call(method, args)``, see ``kernel_main``); the host
does the work and keeps the state. Runs inside the kernel process.
"""

from __future__ import annotations

import fnmatch
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from diligence_tui.harness.repl_records import (
    Doc,
    Finding,
    Hit,
    HostCall,
    Record,
    Section,
    Totals,
    doc_key,
    jsonable,
    page_list,
)


class Room:
    """The dataroom: metadata and search; text on request."""

    def __init__(self, call: HostCall) -> None:
        self._call = call
        self._inventory: dict[str, Any] | None = None
        self._docs: list[Doc] | None = None

    def refresh(self) -> None:
        """Forget the cached inventory (it is fetched again on the next access)."""
        self._inventory = None
        self._docs = None

    def _inv(self) -> dict[str, Any]:
        if self._inventory is None:
            self._inventory = self._call("inventory", {})
            self._docs = [Doc(d) for d in self._inventory.get("documents", [])]
        return self._inventory

    @property
    def documents(self) -> list[Doc]:
        self._inv()
        return list(self._docs or [])

    @property
    def folders(self) -> list[str]:
        return list(self._inv().get("folders", []))

    @property
    def totals(self) -> Totals:
        return Totals(self._inv().get("totals", {}))

    def get(self, doc: Any) -> Doc:
        key = doc_key(doc)
        for d in self.documents:
            if key in (d.get("doc_id"), d.get("path")):
                return d
        raise KeyError(f"no document {key!r} in the room")

    def find(self, pattern: str) -> list[Doc]:
        """Documents whose path matches a glob (``*`` also crosses folders): ``'*lease*'``."""
        return [
            d
            for d in self.documents
            if fnmatch.fnmatch(d.get("path", ""), pattern)
            or fnmatch.fnmatch(d.get("name", ""), pattern)
        ]

    def by_folder(self) -> dict[str, list[Doc]]:
        groups: dict[str, list[Doc]] = {}
        for d in self.documents:
            groups.setdefault(d.get("folder", ""), []).append(d)
        return groups

    def search(self, query: str, folder: str | None = None, limit: int = 10) -> list[Hit]:
        hits = self._call("search", {"query": str(query), "folder": folder, "limit": int(limit)})
        return [Hit(h) for h in hits]

    def read(self, doc: Any, pages: Any = None, span: tuple[int, int] | None = None) -> str:
        """The text of a document, or of some pages (1-based int, list or range), or of a
        character span ``(start, end)``."""
        args = {
            "doc": doc_key(doc),
            "pages": page_list(pages),
            "span": [int(span[0]), int(span[1])] if span is not None else None,
        }
        return self._call("read", args)

    def __len__(self) -> int:
        return len(self.documents)

    def __iter__(self) -> Iterator[Doc]:
        return iter(self.documents)

    def __repr__(self) -> str:
        t = self._inv().get("totals", {})
        return (
            f"<room: {t.get('documents', 0):,} documents, {len(self.folders):,} folders, "
            f"{t.get('pages', 0):,} pages, {t.get('tokens', 0):,} tokens; "
            f"skipped {t.get('skipped', 0):,}>"
        )


class Memo:
    """The memo, built in sections (Markdown; cite with links from ``cite()``)."""

    def __init__(self, call: HostCall) -> None:
        self._call = call

    def _section(self, title: str, text: str, mode: str) -> Section:
        result = self._call("memo_write", {"title": str(title), "body": str(text), "mode": mode})
        if result.get("kept_as_suggestion") or (
            result.get("edited_by_analyst") and result.get("suggestion")
        ):
            print(
                f"memo: the analyst has edited {title!r}; your text was kept as a suggestion "
                "for them",
                file=sys.stderr,
            )
        return Section(result)

    def write(self, title: str, text: str) -> Section:
        """Write (or replace) the section ``title``."""
        return self._section(title, text, "write")

    def append(self, title: str, text: str) -> Section:
        """Add a paragraph to the section ``title`` (created if missing)."""
        return self._section(title, text, "append")

    def _data(self) -> dict[str, Any]:
        return self._call("memo_get", {})

    @property
    def sections(self) -> list[Section]:
        return [Section(s) for s in self._data().get("sections", [])]

    def get(self, title: str) -> str:
        for sec in self.sections:
            if title in (sec.get("title"), sec.get("id")):
                return sec.get("body", "")
        raise KeyError(f"no memo section {title!r}")

    def markdown(self) -> str:
        data = self._data()
        lines = [f"# {data.get('title') or 'Memo'}", ""]
        for sec in data.get("sections", []):
            lines += [f"## {sec.get('title')}", "", (sec.get("body") or "").strip(), ""]
        return "\n".join(lines).rstrip() + "\n"

    def show(self) -> None:
        print(self.markdown())

    def __str__(self) -> str:
        return self.markdown()

    def __repr__(self) -> str:
        secs = self.sections
        return f"<memo: {len(secs)} section(s): {', '.join(repr(s.get('title')) for s in secs)}>"


class Findings:
    """The run's findings list (read it like a list; add with ``findings.add(...)``)."""

    def __init__(self, call: HostCall) -> None:
        self._call = call

    def _all(self) -> list[Finding]:
        return [Finding(f) for f in self._call("findings_list", {})]

    def add(self, finding: Any = None, /, **fields: Any) -> Finding:
        """``findings.add(title=..., category=..., severity=..., description=..., exposure=...,
        next_step=..., citations=[{"doc": ..., "page": ..., "quote": ...}])``, or
        ``findings.add(f)`` with a Finding from ``review()``."""
        data: dict[str, Any] = {}
        if finding is not None:
            data.update(finding.to_dict() if isinstance(finding, Record) else dict(finding))
        data.update(fields)
        cits = []
        for c in data.get("citations") or []:
            c = c.to_dict() if isinstance(c, Record) else dict(c)
            if "doc" not in c:
                c["doc"] = c.get("doc_id") or c.get("path")
            if isinstance(c.get("doc"), Record):
                c["doc"] = doc_key(c["doc"])
            cits.append(c)
        data["citations"] = cits
        added = Finding(self._call("finding_add", {"finding": jsonable(data)}))
        bad = [c for c in added.get("citations") or [] if not c.get("verified")]
        if bad:
            print(
                f"findings: {len(bad)} citation(s) of {added.get('title')!r} could not be "
                "verified against the source text",
                file=sys.stderr,
            )
        return added

    def extend(self, items: Iterable[Any]) -> list[Finding]:
        return [self.add(item) for item in items]

    def merge_matters(self) -> list[dict[str, Any]]:
        """Make findings that cite the same passage (the same or overlapping quotes in one
        document) one finding per matter: the most specific leads, with the highest severity,
        every citation, and the others' kinds in its body. Returns, per merge, the finding
        kept (``kept``, ``title``) and those it absorbed (``absorbed``: ids and titles)."""
        return list(self._call("findings_merge", {}))

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Finding]:
        return iter(self._all())

    def __getitem__(self, index: int | slice) -> Any:
        return self._all()[index]

    def __repr__(self) -> str:
        items = self._all()
        head = "\n".join(f"  {f!r}" for f in items[:20])
        more = f"\n  ... {len(items) - 20} more" if len(items) > 20 else ""
        return f"<findings: {len(items)}>" + (f"\n{head}{more}" if items else "")
