"""Search the room's Tantivy index; Enter on a hit opens the passage."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from diligence_tui.textsafe import neutralize
from diligence_tui.tui.messages import OpenPassage, PassageTarget

if TYPE_CHECKING:
    from diligence_tui.room.types import SearchHit
    from diligence_tui.tui.app import DiligenceApp


def hit_label(hit: SearchHit) -> Text:
    """A hit as plain text: names and snippets are the seller's, so no markup, and every
    control is shown, not obeyed."""
    text = Text()
    text.append(neutralize(hit.path), style="bold")
    text.append(f"  {neutralize(hit.page_label or f'p. {hit.page}')}\n", style="dim")
    # squeeze whitespace runs to one space and show each other character as neutralize does;
    # pos_map takes an offset in the raw snippet (the highlights) to one in what is shown
    shown: list[str] = []
    pos_map: list[int] = []
    out = 0
    prev_space = False
    for ch in hit.snippet:
        pos_map.append(out)
        if ch.isspace():
            if not prev_space and out > 0:
                shown.append(" ")
                out += 1
            prev_space = True
            continue
        prev_space = False
        piece = neutralize(ch)
        shown.append(piece)
        out += len(piece)
    pos_map.append(out)
    squeezed = Text("".join(shown).rstrip())
    for start, end in hit.highlights or ():
        if 0 <= start < len(pos_map) and 0 <= end < len(pos_map):
            squeezed.stylize("bold reverse", pos_map[start], pos_map[end])
    text.append_text(squeezed)
    return text


class SearchPane(Vertical):
    DEFAULT_CSS = """
    SearchPane > Input { height: 3; }
    SearchPane > #search-info { height: 1; color: $text-muted; padding: 0 1; }
    SearchPane > OptionList { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.hits: list[SearchHit] = []
        self.query_text = ""

    def compose(self) -> ComposeResult:
        yield Input(placeholder="search the room (Enter)", id="search-input")
        yield Static("", id="search-info")
        yield OptionList(id="search-results")

    @on(Input.Submitted, "#search-input")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.run_search(event.value)

    def run_search(self, query: str) -> None:
        query = query.strip()
        if not query:
            return
        self.query_text = query
        self.query_one("#search-info", Static).update(f"searching “{query}”…")
        self._search(query)

    @work(thread=True, exclusive=True, group="search", exit_on_error=False)
    def _search(self, query: str) -> None:
        room = cast("DiligenceApp", self.app).session.room
        if room is None:
            raise RuntimeError("the room is not open yet")
        hits = room.search(query, limit=50)
        self.app.call_from_thread(self._show, query, hits)

    def _show(self, query: str, hits: list[SearchHit]) -> None:
        self.hits = hits
        results = self.query_one(OptionList)
        results.clear_options()
        results.add_options([Option(hit_label(h), id=str(i)) for i, h in enumerate(hits)])
        self.query_one("#search-info", Static).update(
            f"{len(hits)} hit{'s' if len(hits) != 1 else ''} for “{query}”"
            + ("  ↓ Enter opens" if hits else "")
        )
        if hits:
            results.highlighted = 0
            results.focus()

    @on(OptionList.OptionSelected, "#search-results")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        hit = self.hits[int(event.option.id or 0)]
        self.post_message(
            OpenPassage(
                PassageTarget(
                    doc_id=hit.doc_id,
                    page=hit.page,
                    start=hit.start,
                    end=hit.end,
                    terms=self.query_text.split(),
                    label=f"search: {self.query_text}",
                )
            )
        )
