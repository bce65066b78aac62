"""DOCX: body paragraphs and tables in reading order, headers and footers, page/section breaks.

The body XML is walked in document order so a table sits where it is in the text. An explicit
page break (``<w:br w:type="page"/>``) or a section break starts a new page. Pages are labelled
"p. N" when the file has page breaks, "Section N" when it has only section breaks, and "Body"
when it has neither.
"""

from __future__ import annotations

import io

from diligence_tui.room.extract import Extracted, Limits, metadata_title

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def _paragraph_parts(p) -> list[str | None]:
    """The paragraph's text, with None where an explicit page break sits."""
    parts: list[str | None] = []
    buffer: list[str] = []
    for node in p.iter():
        tag = node.tag
        if tag == W + "t":
            buffer.append(node.text or "")
        elif tag == W + "tab":
            buffer.append("\t")
        elif tag in (W + "br", W + "cr"):
            if node.get(W + "type") == "page":
                parts.append("".join(buffer))
                buffer = []
                parts.append(None)
            else:
                buffer.append("\n")
        elif tag == W + "noBreakHyphen":
            buffer.append("-")
    parts.append("".join(buffer))
    return parts


def _table_lines(tbl) -> list[str]:
    lines: list[str] = []
    for tr in tbl.iterchildren(W + "tr"):
        cells: list[str] = []
        for tc in tr.iterchildren(W + "tc"):
            texts: list[str] = []
            for child in tc.iterchildren():
                if child.tag == W + "p":
                    texts.append("".join(part for part in _paragraph_parts(child) if part))
                elif child.tag == W + "tbl":
                    texts.extend(_table_lines(child))
            cells.append(" ".join(t.strip() for t in texts if t.strip()))
        if any(cells):
            lines.append(" | ".join(cells))
    return lines


def _story_text(part) -> str:
    if part is None:
        return ""
    lines: list[str] = []
    for child in part._element.iterchildren():
        if child.tag == W + "p":
            lines.append("".join(p for p in _paragraph_parts(child) if p))
        elif child.tag == W + "tbl":
            lines.extend(_table_lines(child))
    return "\n".join(line for line in lines if line.strip())


def read_docx(data: bytes, limits: Limits) -> Extracted:
    import docx

    document = docx.Document(io.BytesIO(data))
    sections = list(document.sections)

    def header_footer(index: int) -> tuple[str, str]:
        if index >= len(sections):
            return "", ""
        section = sections[index]
        try:
            return _story_text(section.header), _story_text(section.footer)
        except Exception:
            return "", ""

    pages: list[list[str]] = [[]]
    first_line = ""
    page_breaks = section_breaks = 0
    section_index = 0
    last_header, last_footer = "", ""
    header, footer = header_footer(0)
    if header:
        pages[-1].append(header)
        last_header = header

    def close_section() -> None:
        nonlocal last_footer
        if footer and footer != last_footer:
            pages[-1].append(footer)
        last_footer = footer

    body = document.element.body
    for child in body.iterchildren():
        if child.tag == W + "p":
            for part in _paragraph_parts(child):
                if part is None:
                    page_breaks += 1
                    pages.append([])
                elif part:
                    pages[-1].append(part)
                    first_line = first_line or part.strip()
            ppr = child.find(W + "pPr")
            if ppr is not None and ppr.find(W + "sectPr") is not None:
                close_section()
                section_breaks += 1
                section_index += 1
                pages.append([])
                header, footer = header_footer(section_index)
                if header and header != last_header:
                    pages[-1].append(header)
                last_header = header
        elif child.tag == W + "tbl":
            pages[-1].extend(_table_lines(child))
        elif child.tag == W + "sdt":  # content controls (e.g. a table of contents)
            content = child.find(W + "sdtContent")
            if content is not None:
                for p in content.iter(W + "p"):
                    text = "".join(part for part in _paragraph_parts(p) if part)
                    if text:
                        pages[-1].append(text)
    close_section()
    texts = ["\n".join(lines).strip("\n") for lines in pages]
    while len(texts) > 1 and not texts[-1].strip():
        texts.pop()  # a trailing break leaves an empty last page
    if page_breaks:
        labels = [f"p. {n}" for n in range(1, len(texts) + 1)]
    elif section_breaks:
        labels = [f"Section {n}" for n in range(1, len(texts) + 1)]
    else:
        labels = ["Body"] * len(texts)
    title = metadata_title(lambda: document.core_properties.title) or first_line[:200]
    return Extracted(pages=list(zip(labels, texts, strict=True)), title=title)
