"""Citations to passages: resolve a cited quote in its document and show it highlighted."""

from __future__ import annotations

from textual import work
from textual.widgets import Static

from diligence_tui.errors import UserError
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.messages import FindingAction, OpenCitation, OpenPassage, PassageTarget
from diligence_tui.tui.widgets.findings import FindingsPane
from diligence_tui.tui.widgets.memo import MemoEditor
from diligence_tui.tui.widgets.passage import PassageView
from diligence_tui.tui.widgets.room_tree import RoomTree


class PassageActions(AppBase):
    def action_open_citation(self) -> None:
        focused = self.screen.focused
        if focused is not None and focused.id == "findings-table":
            fid = self.main.query_one("#findings", FindingsPane).current_id()
            if fid:
                self.post_message(FindingAction(fid, "open"))
            return
        self.main.focus_pane("memo")
        self.main.query_one("#memo-editor", MemoEditor).action_open_citation()

    def on_open_citation(self, message: OpenCitation) -> None:
        citation = self.session.memo.citations.get(message.citation_id)
        if citation is None:
            self.notify(
                f"Citation {message.citation_id} is not in the memo's citation list",
                severity="warning",
            )
            return
        if not citation.verified:
            self.notify(
                "This citation's quote was not found in the source (unverified)",
                severity="warning",
                timeout=5,
            )
        self.open_passage(
            PassageTarget(
                citation.doc_id,
                citation.page,
                citation.quote,
                citation.start,
                citation.end,
                label=citation.where(),
            )
        )

    def on_open_passage(self, message: OpenPassage) -> None:
        self.open_passage(message.target)

    def open_passage(self, target: PassageTarget) -> None:
        tabs = self.main.mount_hidden_tabs()
        if tabs.done():
            self.main.focus_pane("passage")
        else:  # in the first moments after start-up
            tabs.add_done_callback(lambda _: self.main.focus_pane("passage"))
        self.load_passage(target)

    @work(thread=True, exclusive=True, group="passage", exit_on_error=False, name="open passage")
    def load_passage(self, target: PassageTarget) -> None:
        from diligence_tui.tui.widgets.passage import find_all, find_terms

        room = self.session.room
        if room is None:
            raise UserError("the room is not open yet")
        doc = room.get(target.doc_id)
        text = room.text(doc.doc_id)
        pages = room.pages(doc.doc_id)
        hits: list[tuple[int, int]] = []
        focus: int | None = None
        if target.quote:
            page = (
                next((p for p in pages if p.number == target.page), None) if target.page else None
            )
            if page is not None:  # the cited page first: a 500-page document stays quick
                hits = [
                    (a + page.start, b + page.start)
                    for a, b in find_all(text[page.start : page.end], target.quote)
                ]
            if page is None or not hits:
                hits = find_all(text, target.quote)
            if (
                target.start is not None
                and target.end is not None
                and (target.start, target.end) not in hits
            ):
                if 0 <= target.start < target.end <= len(text):
                    hits.append((target.start, target.end))
            focus = target.start if target.start is not None else (hits[0][0] if hits else None)
        elif target.terms:
            hits = find_terms(text, target.terms)
            focus = target.start
        if focus is None and target.page and pages:
            page = next((p for p in pages if p.number == target.page), pages[0])
            focus = page.start
        self.call_from_thread(self._show_passage, doc, text, pages, hits, focus, target)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _show_passage(self, doc, text, pages, hits, focus, target: PassageTarget) -> None:
        await self.main.mount_hidden_tabs()
        view = self.main.query_one("#passage-view", PassageView)
        view.show(
            text,
            title=doc.path,
            page_starts=[p.start for p in pages],
            page_labels=[p.label for p in pages],
            hits=hits,
            focus_offset=focus,
        )
        where = doc.path
        if focus is not None and pages:
            page = view.page_of(focus)
            label = pages[page - 1].label if 0 < page <= len(pages) else f"p. {page}"
            where += f" · {label}"
        found = f"{len(hits)} hit{'s' if len(hits) != 1 else ''} (n/p) · " if hits else ""
        if target.quote and not hits:
            found = "⚠ quote not found (unverified) · "
        # a Static with markup off: the path is plain text, its controls shown
        self.main.query_one("#passage-header", Static).update(neutralize(f"{found}{where}"))
        self.main.query_one("#passage-view", PassageView).focus()
        tree = self.main.query_one("#room-tree", RoomTree)
        node = tree.find_document_node(doc)
        if node is not None:
            tree.move_cursor(node)
