"""PPTX: one page per slide ("Slide N"): the slide's text frames and tables, then its notes."""

from __future__ import annotations

import io

from diligence_tui.room.extract import Extracted, Limits, metadata_title


def _shape_lines(shape) -> list[str]:
    lines: list[str] = []
    if getattr(shape, "shape_type", None) == 6 or hasattr(shape, "shapes"):  # group
        for inner in getattr(shape, "shapes", []):
            lines.extend(_shape_lines(inner))
        return lines
    if getattr(shape, "has_text_frame", False) and shape.has_text_frame:
        text = shape.text_frame.text.replace("\x0b", "\n").strip()
        if text:
            lines.append(text)
    if getattr(shape, "has_table", False) and shape.has_table:
        for row in shape.table.rows:
            cells = [cell.text.replace("\n", " ").strip() for cell in row.cells]
            if any(cells):
                lines.append(" | ".join(cells))
    return lines


def read_pptx(data: bytes, limits: Limits) -> Extracted:
    from pptx import Presentation

    presentation = Presentation(io.BytesIO(data))
    pages: list[tuple[str, str]] = []
    for number, slide in enumerate(presentation.slides, start=1):
        lines: list[str] = []
        for shape in slide.shapes:
            lines.extend(_shape_lines(shape))
        if slide.has_notes_slide:
            notes = slide.notes_slide.notes_text_frame
            text = notes.text.strip() if notes is not None else ""
            if text:
                lines.append("Notes: " + text)
        pages.append((f"Slide {number}", "\n".join(lines)))
    title = metadata_title(lambda: presentation.core_properties.title)
    if not title and pages:
        title = pages[0][1].split("\n", 1)[0][:200]
    return Extracted(pages=pages, title=title)
