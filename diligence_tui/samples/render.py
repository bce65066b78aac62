"""Rendering a generated document (format-neutral ``Doc``) to a file in its format, with
reproducible bytes (same seed, same bytes)."""

from __future__ import annotations

import re
import tempfile
from html import escape
from pathlib import Path
from typing import Any

from diligence_tui.samples import documents as cd


def _strip_html(html: str) -> str:
    text = re.sub(r"</(p|h\d|tr|li|table)>", "\n\n", html)
    text = re.sub(r"</td>", " | ", text)
    text = re.sub(r"<[^>]+>", "", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def _table_text(rows: list[list[Any]]) -> str:
    return "\n".join(" | ".join("" if v is None else str(v) for v in row) for row in rows)


def blocks_text(blocks: list[tuple], markdown: bool = False) -> str:
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind in ("h1", "h2", "h3"):
            out.append(("#" * int(kind[1]) + " " if markdown else "") + block[1])
        elif kind == "p":
            out.append(block[1])
        elif kind == "table":
            rows = [["" if v is None else str(v) for v in row] for row in block[1]]
            if markdown and rows:
                lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
                lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
                out.append("\n".join(lines))
            else:
                out.append(_table_text(rows))
        elif kind == "html":
            out.append(_strip_html(block[1]))
        elif kind == "pages":
            out.extend(block[1])
        elif kind == "page_break":
            out.append("---" if markdown else "")
    return "\n\n".join(x for x in out if x is not None).strip() + "\n"


def blocks_html(blocks: list[tuple]) -> str:
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind in ("h1", "h2", "h3"):
            out.append(f"<{kind}>{escape(block[1])}</{kind}>")
        elif kind == "p":
            out.append("<p>" + escape(block[1]).replace("\n", "<br>\n") + "</p>")
        elif kind == "table":
            rows = "".join(
                "<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>\n"
                for row in block[1]
            )
            out.append(f'<table border="1">\n{rows}</table>')
        elif kind == "html":
            out.append(block[1])
        elif kind == "pages":
            out.extend("<p>" + escape(page).replace("\n", "<br>\n") + "</p>" for page in block[1])
        elif kind == "page_break":
            out.append("<hr>")
    return "\n".join(out)


def pdf_pages(blocks: list[tuple], limit: int = 3000) -> list[str]:
    """Whole paragraphs per page (a quote never straddles two pages)."""
    pages: list[str] = []
    current: list[str] = []
    size = 0

    def flush() -> None:
        nonlocal current, size
        if current:
            pages.append("\n\n".join(current))
        current, size = [], 0

    for block in blocks:
        kind = block[0]
        if kind == "pages":
            flush()
            pages.extend(block[1])
            continue
        if kind == "page_break":
            flush()
            continue
        if kind == "table":
            text = _table_text(block[1])
        elif kind == "html":
            text = _strip_html(block[1])
        else:
            text = block[1].upper() if kind == "h1" else block[1]
        if size and size + len(text) > limit:
            flush()
        current.append(text)
        size += len(text) + 2
    flush()
    return pages or [""]


def docx_blocks(blocks: list[tuple]) -> list[tuple]:
    out: list[tuple] = []
    for block in blocks:
        if block[0] == "html":
            out.extend(("p", para) for para in _strip_html(block[1]).split("\n\n"))
        elif block[0] == "pages":
            for i, page in enumerate(block[1]):
                if i:
                    out.append(("page_break",))
                out.extend(("p", para) for para in page.split("\n\n"))
        else:
            out.append(block)
    return out


def doc_text(doc: cd.Doc) -> str:
    """Plain text of a document as the room should extract it (used for self-checks)."""
    if doc.sheets is not None:
        return "\n".join(
            " ".join(str(v[1] if isinstance(v, tuple) else v) for v in row if v is not None)
            for rows in doc.sheets.values()
            for row in rows
        )
    if doc.slides is not None:
        return "\n".join(f"{t}\n{b}\n{n}" for t, b, n in doc.slides)
    if doc.email is not None:
        parts = [doc.email["subject"], doc.email["body"]]
        parts += [doc_text(a) for a in doc.email["attachments"]]
        return "\n".join(parts)
    return blocks_text(doc.blocks)


def render(doc: cd.Doc, root: Path) -> Path:
    """Write ``doc`` under ``root`` and make its bytes reproducible."""
    return _reproducible(_write(doc, root))


FIXED_ZIP_TIME = (2026, 1, 1, 0, 0, 0)
_OOXML_DATES = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")
_BOUNDARY = re.compile(rb'boundary="([^"]+)"')


def _reproducible(path: Path) -> Path:
    """Same seed, same bytes: zip members get a fixed time and OOXML documents fixed
    created/modified dates; an email's random MIME boundary becomes one derived from its name."""
    import hashlib
    import io
    import zipfile

    if path.suffix in (".docx", ".xlsx", ".pptx"):
        with zipfile.ZipFile(path) as source:
            members = [(info, source.read(info)) for info in source.infolist()]
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as target:
            for info, data in members:
                if info.filename == "docProps/core.xml":
                    data = _OOXML_DATES.sub(rb"\g<1>2026-01-01T00:00:00Z\g<2>", data)
                target.writestr(
                    zipfile.ZipInfo(info.filename, FIXED_ZIP_TIME), data, zipfile.ZIP_DEFLATED
                )
        path.write_bytes(buffer.getvalue())
    elif path.suffix == ".eml":
        data = path.read_bytes()
        digest = hashlib.sha256(path.name.encode("utf-8")).hexdigest()[:20]
        for n, boundary in enumerate(dict.fromkeys(_BOUNDARY.findall(data))):
            data = data.replace(boundary, f"==============={digest}{n}==".encode())
        path.write_bytes(data)
    return path


def _write(doc: cd.Doc, root: Path) -> Path:
    from diligence_tui import docwriters as dw

    target = root / doc.path
    fmt = doc.fmt
    if fmt == "pdf":
        return dw.write_pdf(target, pdf_pages(doc.blocks), title=doc.title)
    if fmt == "docx":
        return dw.write_docx(
            target, docx_blocks(doc.blocks), header=doc.header, footer="Confidential"
        )
    if fmt == "xlsx":
        return dw.write_xlsx(target, doc.sheets or {})
    if fmt == "pptx":
        return dw.write_pptx(target, doc.slides or [])
    if fmt == "eml":
        email = doc.email or {}
        attachments = []
        with tempfile.TemporaryDirectory() as tmp:
            for attachment in email.get("attachments", []):
                path = render(attachment, Path(tmp))
                attachments.append((path.name, path.read_bytes()))
        return dw.write_eml(
            target,
            email["sender"],
            email["to"],
            email["subject"],
            email["date"],
            email["body"],
            attachments,
        )
    if fmt == "html":
        return dw.write_html(target, doc.title, blocks_html(doc.blocks))
    return dw.write_text(target, blocks_text(doc.blocks, markdown=fmt == "md"))


_DOUBLE_STOP = re.compile(r"(?<=[A-Za-z])\.\.(?!\.)")


def _tidy_text(text: str) -> str:
    """ "Inc.." and "a.m.." where a name ending in a full stop ends a sentence."""
    return _DOUBLE_STOP.sub(".", text)


def _tidy_block(block: tuple) -> tuple:
    kind = block[0]
    if kind in ("h1", "h2", "h3", "p"):
        return (kind, _tidy_text(block[1]))
    if kind == "pages":
        return (kind, [_tidy_text(page) for page in block[1]])
    if kind == "table":
        rows = [[_tidy_text(c) if isinstance(c, str) else c for c in row] for row in block[1]]
        return (kind, rows)
    return block


def _tidy(doc: cd.Doc) -> cd.Doc:
    doc.blocks = [_tidy_block(block) for block in doc.blocks]
    if doc.email is not None:
        doc.email["body"] = _tidy_text(doc.email["body"])
        for attachment in doc.email["attachments"]:
            _tidy(attachment)
    return doc
