"""The passage viewer: a document as wrapped lines, the cited quote highlighted.

A Line API widget: it renders only the rows on screen, so a 500-page document opens at
once. Lines are wrapped to the width once per (document, width) and each wrapped row keeps
its character offsets, which is how highlights and page markers find their rows.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from diligence_tui.review.quotes import find_quote
from diligence_tui.textsafe import neutralize


@dataclass(frozen=True)
class Row:
    start: int  # offsets into the document's text
    end: int
    page_break: str = ""  # label of the page that starts here ("" for text rows)


def wrap_rows(text: str, width: int, page_labels: list[str] | None = None) -> list[Row]:
    """Wrap ``text`` to ``width`` columns at spaces, keeping offsets; a form feed line becomes
    a page marker row."""
    width = max(10, width)
    rows: list[Row] = []
    page = 1
    pos = 0
    n = len(text)
    while pos <= n:
        nl = text.find("\n", pos)
        if nl == -1:
            nl = n
        line_start, line_end = pos, nl
        if text[line_start:line_end] == "\f":
            page += 1
            label = (
                page_labels[page - 1]
                if page_labels and page - 1 < len(page_labels)
                else f"p. {page}"
            )
            rows.append(Row(line_start, line_end, page_break=label))
        elif line_end - line_start <= width:
            rows.append(Row(line_start, line_end))
        else:
            start = line_start
            while line_end - start > width:
                cut = text.rfind(" ", start, start + width + 1)
                if cut <= start:
                    cut = start + width
                    rows.append(Row(start, cut))
                    start = cut
                else:
                    rows.append(Row(start, cut))
                    start = cut + 1
            rows.append(Row(start, line_end))
        pos = nl + 1
        if nl == n:
            break
    return rows


def find_all(text: str, quote: str, limit: int = 200) -> list[tuple[int, int]]:
    """Where ``quote`` occurs: the first place found tolerantly (whitespace, hyphenation,
    quotes, case), then every further verbatim occurrence. One pass over the text each, so
    a 500-page document stays fast."""
    found = find_quote(text, quote)
    if found is None:
        return []
    spans = [found]
    needle = text[found[0] : found[1]]
    pos = text.find(needle, found[1])
    while pos >= 0 and len(spans) < limit:
        spans.append((pos, pos + len(needle)))
        pos = text.find(needle, pos + len(needle))
    return spans


def find_terms(text: str, terms: list[str], limit: int = 500) -> list[tuple[int, int]]:
    words = [re.escape(t) for t in terms if len(t) > 1]
    if not words:
        return []
    pattern = re.compile(r"\b(?:" + "|".join(words) + r")\w*", re.IGNORECASE)
    spans = []
    for match in pattern.finditer(text):
        spans.append(match.span())
        if len(spans) >= limit:
            break
    return spans


_CONTROL = str.maketrans({"\t": " ", "\r": " ", "\f": " ", "\v": " "})


class PassageView(ScrollView, can_focus=True):
    """Line-based document view with highlighted spans and next/previous hit."""

    COMPONENT_CLASSES = {"passage--text", "passage--page", "passage--hit", "passage--current"}
    BINDINGS = [
        Binding("n", "next_hit", "Next hit", id="passage.next"),
        Binding("p", "previous_hit", "Previous hit", id="passage.previous"),
        Binding("up", "scroll_up", "Up", show=False),
        Binding("down", "scroll_down", "Down", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("home", "scroll_home", "Top", show=False),
        Binding("end", "scroll_end", "End", show=False),
    ]
    DEFAULT_CSS = """
    /* a stable gutter: text is wrapped to the region left of the scrollbar, which must not
       shrink once the scrollbar appears (that cut the last letters off each line) */
    PassageView { background: $surface; scrollbar-gutter: stable; }
    PassageView > .passage--text { color: $foreground; }
    PassageView > .passage--page { color: $text-muted; text-style: bold; }
    PassageView > .passage--hit { background: $passage-highlight; }
    PassageView > .passage--current { background: $passage-highlight; text-style: bold underline; }
    """

    current_hit: reactive[int] = reactive(-1)

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.text = ""
        self.title = ""
        self.page_labels: list[str] = []
        self.page_starts: list[int] = []
        self.hits: list[tuple[int, int]] = []
        self._rows: list[Row] = []
        self._row_starts: list[int] = []
        self._wrapped_width = 0

    # -- content -----------------------------------------------------------------------------
    def show(
        self,
        text: str,
        *,
        title: str = "",
        page_starts: list[int] | None = None,
        page_labels: list[str] | None = None,
        hits: list[tuple[int, int]] | None = None,
        focus_offset: int | None = None,
    ) -> None:
        self.text = text
        self.title = title
        self.page_starts = page_starts or [0]
        self.page_labels = page_labels or []
        self.hits = sorted(hits or [])
        self._wrapped_width = 0
        self._rewrap()
        if self.hits:
            index = 0
            if focus_offset is not None:
                index = next((i for i, h in enumerate(self.hits) if h[0] >= focus_offset), 0)
            self.current_hit = -1
            self.current_hit = index
        else:
            self.current_hit = -1
            row = self.row_of(focus_offset or 0)
            self.call_after_refresh(self._scroll_to_row, row)
        self.refresh()

    def _rewrap(self) -> None:
        width = max(10, (self.scrollable_content_region.width or self.size.width or 80) - 1)
        if width == self._wrapped_width and self._rows:
            return
        self._wrapped_width = width
        self._rows = wrap_rows(self.text, width, self.page_labels) if self.text else []
        self._row_starts = [r.start for r in self._rows]
        self.virtual_size = Size(width, len(self._rows))

    def on_resize(self) -> None:
        if self.text:
            self._rewrap()
            self.refresh()

    def row_of(self, offset: int) -> int:
        if not self._row_starts:
            return 0
        return max(0, bisect.bisect_right(self._row_starts, offset) - 1)

    def page_of(self, offset: int) -> int:
        return bisect.bisect_right(self.page_starts, offset) if self.page_starts else 1

    # -- hits --------------------------------------------------------------------------------
    def watch_current_hit(self, index: int) -> None:
        # after a refresh: the virtual size of a newly shown document is not applied yet
        self.call_after_refresh(self._scroll_to_hit, index)
        self.refresh()

    def _scroll_to_hit(self, index: int) -> None:
        if 0 <= index < len(self.hits):
            self._scroll_to_row(max(0, self.row_of(self.hits[index][0]) - 3))

    def _scroll_to_row(self, row: int) -> None:
        # forced: a view that had nothing to scroll gets its scrollbar only at the next
        # layout, and until then Textual refuses a move that is not forced (the quote stayed
        # off screen); the offset is still kept within the document
        self.scroll_to(y=row, animate=False, immediate=True, force=True)

    def action_next_hit(self) -> None:
        if self.hits:
            self.current_hit = (self.current_hit + 1) % len(self.hits)

    def action_previous_hit(self) -> None:
        if self.hits:
            self.current_hit = (self.current_hit - 1) % len(self.hits)

    # -- rendering ---------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = y + scroll_y
        width = self.scrollable_content_region.width
        base = self.rich_style
        if index >= len(self._rows):
            return Strip.blank(width, base)
        row = self._rows[index]
        if row.page_break:
            style = base + self.get_component_rich_style("passage--page", default=Style())
            label = f" {neutralize(row.page_break)} "  # a sheet or slide name is the seller's
            dashes = max(0, width - len(label) - 4)
            return Strip([Segment(f"──{label}" + "─" * dashes, style)]).crop_extend(0, width, base)
        text_style = base + self.get_component_rich_style("passage--text", default=Style())
        # the document's text: its controls shown, never sent to the terminal (each piece on
        # its own, as the offsets above are into the raw text)
        segments = [Segment(neutralize(s.text), s.style) for s in self._segments(row, text_style)]
        return Strip(segments).crop_extend(scroll_x, scroll_x + width, base)

    def _segments(self, row: Row, text_style: Style) -> list[Segment]:
        line = self.text[row.start : row.end].translate(_CONTROL)
        if not self.hits:
            return [Segment(line, text_style)]
        hit_style = text_style + self.get_component_rich_style("passage--hit", default=Style())
        current_style = text_style + self.get_component_rich_style(
            "passage--current", default=Style()
        )
        # hits are sorted by start: find those overlapping this row
        first = bisect.bisect_left(self.hits, (row.start - 100_000, 0))
        marks: list[tuple[int, int, Style]] = []
        for i in range(first, len(self.hits)):
            start, end = self.hits[i]
            if start >= row.end:
                break
            if end <= row.start:
                continue
            style = current_style if i == self.current_hit else hit_style
            marks.append((max(start, row.start) - row.start, min(end, row.end) - row.start, style))
        if not marks:
            return [Segment(line, text_style)]
        segments: list[Segment] = []
        pos = 0
        for start, end, style in marks:
            if start > pos:
                segments.append(Segment(line[pos:start], text_style))
            segments.append(Segment(line[max(start, pos) : end], style))
            pos = max(pos, end)
        if pos < len(line):
            segments.append(Segment(line[pos:], text_style))
        return segments
