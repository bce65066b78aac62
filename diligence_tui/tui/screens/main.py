"""The workspace: dataroom tree | memo, findings, passage, search, table | transcript, calls."""

from __future__ import annotations

import asyncio

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import MountError
from textual.widgets import Footer, Static, TabbedContent, TabPane

from diligence_tui.tui.widgets.calls import CallsPane
from diligence_tui.tui.widgets.findings import FindingsPane
from diligence_tui.tui.widgets.line import Line
from diligence_tui.tui.widgets.memo import MemoPane
from diligence_tui.tui.widgets.passage import PassageView
from diligence_tui.tui.widgets.room_tree import RoomTree
from diligence_tui.tui.widgets.search import SearchPane
from diligence_tui.tui.widgets.status import StatusBar
from diligence_tui.tui.widgets.table_pane import TablePane
from diligence_tui.tui.widgets.transcript import TranscriptPane

# pane name -> (the widget to focus, the tab to show in the centre or None)
PANES: dict[str, tuple[str, str | None]] = {
    "tree": ("#room-tree", None),
    "memo": ("#memo-editor", "tab-memo"),
    "findings": ("#findings-table", "tab-findings"),
    "passage": ("#passage-view", "tab-passage"),
    "search": ("#search-input", "tab-search"),
    "table": ("#table-grid", "tab-table"),
    "transcript": ("#transcript-log", None),
    "calls": ("#calls-table", None),
}


class MainScreen(Screen):
    """Tabs that are not shown at first (findings, passage, search, table) are filled by
    :meth:`mount_hidden_tabs` just after the first frame (the app calls it once the frame is
    up and the room has started opening), which keeps the first frame cheap."""

    CSS_PATH = "main.tcss"
    # below 110 columns the transcript/calls column gives way to the centre; F6/F7 swap it in
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    RIGHT_PANES = ("transcript", "calls")

    def compose(self) -> ComposeResult:
        with Horizontal(id="workspace"):
            with Vertical(id="left", classes="pane") as left:
                left.border_title = "Dataroom  F2"
                left.border_subtitle = "% read by the review"
                tree = RoomTree(id="room-tree")
                tree.detail = Line("", id="tree-detail")
                yield tree
                yield tree.detail
            with TabbedContent(id="center", initial="tab-memo"):
                with TabPane("Memo F3", id="tab-memo"):
                    yield MemoPane(id="memo")
                # filled by mount_hidden_tabs() just after the first frame
                yield TabPane("Findings F4", id="tab-findings")
                yield TabPane("Passage F5", id="tab-passage")
                yield TabPane("Search F8", id="tab-search")
                yield TabPane("Table ^L", id="tab-table")
            with Vertical(id="right"):
                with Vertical(id="transcript-box", classes="pane") as box:
                    box.border_title = "Root transcript  F6"
                    yield TranscriptPane(id="transcript")
                with Vertical(id="calls-box", classes="pane") as box:
                    box.border_title = "Sub-agent calls  F7"
                    session = getattr(self.app, "session", None)
                    yield CallsPane(id="calls", records=getattr(session, "calls", None))
        yield StatusBar(id="status")
        yield Footer()

    _hidden_tabs: asyncio.Future | None = None

    def mount_hidden_tabs(self) -> asyncio.Future:
        """Fill the findings, passage, search and table tabs (once; await the result to be sure
        they are there)."""
        if self._hidden_tabs is None:
            self._hidden_tabs = asyncio.ensure_future(self._mount_hidden_tabs())
        return self._hidden_tabs

    async def _mount_hidden_tabs(self) -> None:
        try:
            await self._mount_tabs()
        except MountError:  # the app quit before the tabs were filled
            pass

    async def _mount_tabs(self) -> None:
        with self.app.batch_update():
            await self.query_one("#tab-findings", TabPane).mount(FindingsPane(id="findings"))
            await self.query_one("#tab-passage", TabPane).mount(
                Vertical(
                    Static(
                        "Open a citation (ctrl+o), a finding (Enter) or a search hit to read "
                        "it here.",
                        id="passage-header",
                        markup=False,
                    ),
                    PassageView(id="passage-view"),
                    id="passage-box",
                )
            )
            await self.query_one("#tab-search", TabPane).mount(SearchPane(id="search"))
            await self.query_one("#tab-table", TabPane).mount(TablePane(id="table"))

    @property
    def narrow(self) -> bool:
        return self.has_class("-narrow")

    def focus_pane(self, name: str) -> None:
        selector, tab = PANES[name]
        self.set_class(name in self.RIGHT_PANES, "-right-shown")
        if tab is not None:
            self.query_one(TabbedContent).active = tab
        self.query_one(selector).focus()

    def resize_column(self, column: str, delta: int) -> None:
        widget = self.query_one(f"#{column}")
        width = widget.outer_size.width or 30
        widget.styles.width = max(16, min(width + delta, self.size.width - 40))
