"""How document text is cut into slices for sub-agents, how a slice is written into a prompt,
and how a sub-agent's structured findings come back.

One format shared by the harness (which writes prompts), model sub-agents (which read them)
and the offline reviewer (which parses them back).

A slice in a prompt::

    <<<DOCUMENT id="d1a2b3" path="03 Contracts/MSA.pdf" kind="pdf" part="1/2">>>
    <<<PAGE 1 "p. 1">>>
    ...page text...
    <<<PAGE 2 "p. 2">>>
    ...
    <<<END DOCUMENT>>>

Document text is untrusted: any ``<<<`` inside it is written as ``<<\u2039`` so a document
cannot forge a marker. Findings come back as JSON (see :data:`FINDINGS_FORMAT`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

MARK = "<<<"
SAFE_MARK = "<<\u2039"

FINDINGS_FORMAT = """Reply with one JSON object and nothing else:
{"findings": [{"category": "<issue kind, e.g. change_of_control>",
               "title": "<short headline>",
               "description": "<what the text says and why it matters to a buyer>",
               "severity": "critical|high|medium|low|info",
               "exposure": "<quantified exposure where the text gives amounts, else ''>",
               "amounts": [<numbers in dollars>],
               "next_step": "<recommended action>",
               "citations": [{"doc": "<document id or path>", "page": <page number>,
                              "quote": "<exact words copied from the document>"}]}],
 "summary": "<one or two sentences on what this slice contains>"}
Quotes must be copied exactly from the document text. Return {"findings": [], "summary": ...}
when the slice holds nothing a buyer should worry about."""

_DOC_RE = re.compile(
    r'<<<DOCUMENT id="(?P<id>[^"]*)" path="(?P<path>[^"]*)" kind="(?P<kind>[^"]*)" '
    r'part="(?P<part>[^"]*)">>>\n(?P<body>.*?)\n?<<<END DOCUMENT>>>',
    re.S,
)
_PAGE_RE = re.compile(r'<<<PAGE (?P<num>\d+) "(?P<label>[^"]*)">>>\n')


@dataclass
class SlicePage:
    number: int
    label: str
    text: str
    start: int  # offset of this text in the document's full text


@dataclass
class Slice:
    doc_id: str
    path: str
    kind: str
    pages: list[SlicePage] = field(default_factory=list)
    part: int = 1
    parts: int = 1

    @property
    def start(self) -> int:
        return self.pages[0].start if self.pages else 0

    @property
    def end(self) -> int:
        return self.pages[-1].start + len(self.pages[-1].text) if self.pages else 0

    @property
    def chars(self) -> int:
        return sum(len(p.text) for p in self.pages)

    @property
    def label(self) -> str:
        if not self.pages:
            return self.path
        first, last = self.pages[0], self.pages[-1]
        where = first.label if first is last else f"{first.label}\u2013{last.label}"
        return f"{self.path} {where}"


class _RoomLike(Protocol):
    def text(self, doc_id: str) -> str: ...
    def pages(self, doc_id: str) -> list[Any]: ...


def render_slice(piece: Slice) -> str:
    lines = [
        f'<<<DOCUMENT id="{piece.doc_id}" path="{_attr(piece.path)}" kind="{piece.kind}" '
        f'part="{piece.part}/{piece.parts}">>>'
    ]
    for page in piece.pages:
        lines.append(f'<<<PAGE {page.number} "{_attr(page.label)}">>>')
        lines.append(page.text.replace(MARK, SAFE_MARK))
    lines.append("<<<END DOCUMENT>>>")
    return "\n".join(lines)


def render_slices(pieces: list[Slice]) -> str:
    return "\n\n".join(render_slice(p) for p in pieces)


def parse_slices(prompt: str) -> list[Slice]:
    """Recover the slices in a prompt (page texts keep their offsets only relative to the
    slice: ``start`` is the running offset within the slice)."""
    found: list[Slice] = []
    for match in _DOC_RE.finditer(prompt):
        part, _, parts = match.group("part").partition("/")
        piece = Slice(
            match.group("id"),
            match.group("path"),
            match.group("kind"),
            part=int(part or 1),
            parts=int(parts or 1),
        )
        body = match.group("body")
        marks = list(_PAGE_RE.finditer(body))
        offset = 0
        for i, mark in enumerate(marks):
            end = marks[i + 1].start() if i + 1 < len(marks) else len(body)
            text = body[mark.end() : end].rstrip("\n")
            piece.pages.append(SlicePage(int(mark.group("num")), mark.group("label"), text, offset))
            offset += len(text)
        found.append(piece)
    return found


def slice_document(room: _RoomLike, doc: Any, max_chars: int, overlap: int = 300) -> list[Slice]:
    """Cut a document into slices of at most ``max_chars`` characters, at page boundaries where
    possible; a page longer than that is cut at a paragraph or line break, with a little overlap
    so that a clause on the cut is seen whole."""
    text = room.text(doc.doc_id)
    pages = room.pages(doc.doc_id)
    chunks: list[SlicePage] = []
    for page in pages:
        start, end = page.start, page.end
        while end - start > max_chars:
            cut = _cut_point(text, start, start + max_chars)
            chunks.append(SlicePage(page.number, page.label, text[start:cut], start))
            start = max(cut - overlap, start + 1) if cut - overlap > start else cut
        if end > start or not chunks:
            chunks.append(SlicePage(page.number, page.label, text[start:end], start))
    groups: list[list[SlicePage]] = []
    size = 0
    for chunk in chunks:
        if groups and size + len(chunk.text) <= max_chars:
            groups[-1].append(chunk)
            size += len(chunk.text)
        else:
            groups.append([chunk])
            size = len(chunk.text)
    return [
        Slice(doc.doc_id, doc.path, doc.kind, pages=g, part=i + 1, parts=len(groups))
        for i, g in enumerate(groups)
    ]


def _cut_point(text: str, start: int, limit: int) -> int:
    window = text[start:limit]
    for sep in ("\n\n", "\n", ". ", " "):
        pos = window.rfind(sep)
        if pos > len(window) // 2:
            return start + pos + len(sep)
    return limit


def _attr(value: str) -> str:
    return value.replace('"', "'").replace("\n", " ")


def json_reply(reply: str) -> dict[str, Any] | list[Any]:
    """The JSON object or list in a sub-agent's reply. Tolerates code fences, prose around
    the JSON and trailing commas. Raises ValueError when no JSON can be found at all."""
    text = reply.strip()
    fenced = re.search(r"```(?:json)?\s*(.*?)```", text, re.S)
    if fenced:
        text = fenced.group(1).strip()
    candidates = [text]
    for opener, closer in (("{", "}"), ("[", "]")):
        i, j = text.find(opener), text.rfind(closer)
        if 0 <= i < j:
            candidates.append(text[i : j + 1])
    for candidate in candidates:
        for attempt in (candidate, re.sub(r",\s*([}\]])", r"\1", candidate)):
            try:
                data = json.loads(attempt)
            except json.JSONDecodeError:
                continue
            if isinstance(data, (list, dict)):
                return data
    raise ValueError("the reply holds no JSON object")


def parse_findings(reply: str) -> tuple[list[dict[str, Any]], str]:
    """Findings (raw dicts) and a summary from a sub-agent's reply (see :func:`json_reply`).
    Raises ValueError when no JSON can be found at all."""
    try:
        data = json_reply(reply)
    except ValueError:
        raise ValueError("the reply holds no JSON findings object") from None
    if isinstance(data, list):
        return [f for f in data if isinstance(f, dict)], ""
    items = data.get("findings", [])
    if not isinstance(items, list):
        items = []
    return [f for f in items if isinstance(f, dict)], str(data.get("summary", ""))
