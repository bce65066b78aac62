"""The passage viewer on a 500-page document: wrapped rows keep offsets, the quote is found
on its page, next/previous hit move between occurrences."""

from __future__ import annotations

from textual.app import App, ComposeResult

from diligence_tui.room.types import PAGE_SEPARATOR
from diligence_tui.tui.themes import VARIABLE_DEFAULTS
from diligence_tui.tui.widgets.passage import PassageView, find_all, find_terms, wrap_rows

QUOTE = "terminates upon a Change of Control of the Company"


def big_document() -> tuple[str, list[int]]:
    pages = [
        f"Page {n} of the agreement. " + "The parties agree to the terms below. " * 60
        for n in range(1, 501)
    ]
    pages[250] += "\nThe Agreement terminates upon a Change  of\ncontrol of the Company, at once."
    pages[400] += "\nAgain it terminates upon a Change  of\ncontrol of the Company."
    starts, pos = [], 0
    for page in pages:
        starts.append(pos)
        pos += len(page) + len(PAGE_SEPARATOR)
    return PAGE_SEPARATOR.join(pages), starts


def test_wrap_rows_keep_offsets_and_mark_pages() -> None:
    text, _starts = big_document()
    rows = wrap_rows(text, 80)
    assert sum(1 for r in rows if r.page_break) == 499
    assert rows[0].start == 0 and all(r.end - r.start <= 80 for r in rows if not r.page_break)
    assert all(text[r.start : r.end].strip() for r in rows[:50] if not r.page_break)


def test_find_all_is_tolerant_then_verbatim() -> None:
    text, _ = big_document()
    spans = find_all(text, QUOTE)
    assert len(spans) == 2  # found tolerantly (case, spacing), then the same text again verbatim
    assert " ".join(text[spans[0][0] : spans[0][1]].split()).lower() == QUOTE.lower()
    assert find_all(text, "not in this document at all") == []
    assert len(find_terms(text, ["terminates"])) == 2


class Viewer(App):
    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(VARIABLE_DEFAULTS)

    def compose(self) -> ComposeResult:
        yield PassageView(id="view")


async def test_viewer_opens_at_the_hit_and_steps_between_hits() -> None:
    text, starts = big_document()
    spans = find_terms(text, ["terminates"])
    app = Viewer()
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(PassageView)
        view.show(
            text,
            title="big.pdf",
            page_starts=starts,
            page_labels=[f"p. {i + 1}" for i in range(500)],
            hits=spans,
            focus_offset=spans[0][0],
        )
        await pilot.pause()
        assert view.current_hit == 0 and view.page_of(spans[0][0]) == 251
        assert view.scroll_offset.y <= view.row_of(spans[0][0]) < view.scroll_offset.y + 30
        view.focus()
        await pilot.press("n")
        assert view.current_hit == 1 and view.page_of(view.hits[1][0]) == 401
        assert view.scroll_offset.y <= view.row_of(spans[1][0]) < view.scroll_offset.y + 30
        await pilot.press("p")
        assert view.current_hit == 0
        line = view.render_line(view.row_of(spans[0][0]) - view.scroll_offset.y)
        assert "terminates" in line.text


async def test_the_view_moves_to_the_hit_before_its_scrollbar_is_laid_out() -> None:
    # the first citation the analyst opens lands in a view that had nothing to scroll: in
    # the workspace the move to the quote can come before the layout that gives the view its
    # scrollbar, and the move was then refused (the document showed from its first line, the
    # quote off screen, with "1 hit" above it); here the move is made at that very moment
    text, _starts = big_document()
    spans = find_all(text, QUOTE)
    app = Viewer()
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(PassageView)
        view.show("A short note.", title="note.txt")
        await pilot.pause()
        view.show(text, title="big.pdf", hits=spans, focus_offset=spans[0][0])
        assert not view.show_vertical_scrollbar  # not laid out for the long document yet
        view._scroll_to_hit(view.current_hit)
        row = view.row_of(spans[0][0])
        assert row > 1000
        assert view.scroll_offset.y <= row < view.scroll_offset.y + view.size.height
        await pilot.pause()
        assert view.scroll_offset.y <= row < view.scroll_offset.y + view.size.height
