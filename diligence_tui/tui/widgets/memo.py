"""The memo: a Markdown editor with autosave and a preview rendered on demand.

The editor holds the memo's Markdown (``## Title`` per section, citations as
``[label](cite:ID)``). After a pause in typing the changed sections are sent to the app as
:class:`MemoEdited`; the app saves them as the analyst's (analyst edits are never overwritten
by the root). Text typed above the first heading is saved as the Preamble section. The preview renders only when shown and after a pause in typing.
"""

from __future__ import annotations

import re

from rich.style import Style as RichStyle
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.timer import Timer
from textual.widgets import Button, Static, TextArea

from diligence_tui.review.model import CITE_LINK, UNVERIFIED, Finding, Memo, citation_tally
from diligence_tui.review.state import dropped_sections, edited_sections
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.messages import MemoEdited, OpenCitation

AUTOSAVE_SECONDS = 1.0
PREVIEW_SECONDS = 0.6


def memo_markdown(memo: Memo) -> str:
    return memo.to_markdown(
        marks=False
    )  # the room-change marks are shown beside it, not typed in it


def preview_markdown(memo: Memo, markdown: str) -> str:
    """The editor's text with unverified citations marked so they stand out."""

    def mark(match: re.Match[str]) -> str:
        cid = match.group(2)
        citation = memo.citations.get(cid)
        if citation is None:
            return f"[{match.group(1)} ⚠ unknown citation](cite:{cid})"
        if not citation.verified:
            return f"**[{match.group(1)} ⚠ unverified](cite:{cid})**"
        return match.group(0)

    return CITE_LINK.sub(mark, markdown)


def _only_spacing_differs(a: str, b: str) -> bool:
    return a.split() == b.split()


def _same_line(lines: list[str], line: str, row: int) -> int:
    """Where the cursor's line went when the memo was re-rendered: the nearest line with the
    same text (a save can move what was typed, e.g. text above the first heading becomes the
    Preamble section under its own heading), else the same row. Keystrokes that follow a
    save then land in the text being typed, not on whatever line took its row."""
    if line.strip():
        same = [i for i, text in enumerate(lines) if text == line]
        if same:
            return min(same, key=lambda i: abs(i - row))
    return min(row, len(lines) - 1)


def citation_at(line: str, column: int) -> str | None:
    """The citation id of the ``[..](cite:ID)`` link under (or nearest before) the column."""
    best = None
    for match in CITE_LINK.finditer(line):
        if match.start() <= column <= match.end():
            return match.group(2)
        if match.start() <= column:
            best = match.group(2)
    return best or next((m.group(2) for m in CITE_LINK.finditer(line)), None)


class MemoEditor(TextArea):
    """The memo's Markdown; citations whose quote did not verify (or that name no known
    citation) are drawn in the ``$cite-unverified`` colour, bold and underlined."""

    BINDINGS = [
        Binding("ctrl+o", "open_citation", "Open citation", id="memo.open_citation"),
        Binding("ctrl+s", "save", "Save memo", id="memo.save"),
    ]
    FLAG = "cite.unverified"

    def __init__(self, *args, **kwargs) -> None:
        self.flagged: set[str] = set()  # citation ids to mark
        super().__init__(*args, **kwargs)

    def set_flagged(self, ids: set[str]) -> None:
        if ids != self.flagged:
            self.flagged = ids
            self._build_highlight_map()
            self.refresh()

    # TextArea draws highlights by name through its theme: add ours to both.
    def _set_theme(self, theme: str) -> None:
        super()._set_theme(theme)
        try:
            colour = Color.parse(self.app.theme_variables.get("cite-unverified", "#E8743B"))
            style = RichStyle(color=colour.rich_color, bold=True, underline=True)
        except Exception:  # no app yet, or an unparsable colour: plain text
            return
        self._theme.syntax_styles = {**self._theme.syntax_styles, self.FLAG: style}

    def _build_highlight_map(self) -> None:
        super()._build_highlight_map()
        if not self.flagged:
            return
        for row in range(self.document.line_count):
            line = self.document.get_line(row)
            if "cite:" not in line:
                continue
            for match in CITE_LINK.finditer(line):
                if match.group(2) in self.flagged:
                    start = len(line[: match.start()].encode("utf-8"))
                    end = len(line[: match.end()].encode("utf-8"))
                    self._highlights[row].append((start, end, self.FLAG))

    def action_open_citation(self) -> None:
        row, column = self.cursor_location
        line = self.document.get_line(row)
        cid = citation_at(line, column)
        if cid is None:
            self.app.notify("No citation on this line", severity="warning", timeout=3)
            return
        self.post_message(OpenCitation(cid))

    def action_save(self) -> None:
        self.screen.query_one(MemoPane).save_now()


class MemoPane(Vertical):
    DEFAULT_CSS = """
    MemoPane #memo-suggestion { height: auto; max-height: 3; background: $warning 20%; padding: 0 1; display: none; }
    MemoPane #memo-suggestion.-shown { display: block; }
    MemoPane #memo-suggestion Button { min-width: 10; height: 1; border: none; margin-left: 1; }
    MemoPane #memo-suggestion Static { width: 1fr; }
    MemoPane #memo-room { height: auto; max-height: 4; background: $warning 20%; padding: 0 1; display: none; }
    MemoPane #memo-room.-shown { display: block; }
    MemoPane #memo-body { height: 1fr; }
    MemoPane MemoEditor { width: 1fr; height: 1fr; }
    MemoPane #memo-preview-scroll { width: 1fr; display: none; border-left: solid $panel; }
    MemoPane.-preview #memo-preview-scroll { display: block; }
    MemoPane #memo-status { height: 1; color: $text-muted; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.memo = Memo()
        self.findings: list[Finding] = []  # their quotes count among the memo's citations
        self._saved_text = ""
        self._autosave: Timer | None = None
        self._preview_timer: Timer | None = None
        self._loading = False
        self.saves = 0
        self.previews = 0
        self.suggested: list[str] = []
        self.read_only_note = ""

    def compose(self) -> ComposeResult:
        with Horizontal(id="memo-suggestion"):
            yield Static("", id="memo-suggestion-text")
            yield Button("Compare…", id="memo-accept", variant="primary")
            yield Button("Keep mine", id="memo-drop")
            yield Button("Take theirs", id="memo-theirs")
            yield Button("Both", id="memo-both", variant="success")
        yield Static("", id="memo-room", markup=False)  # names are the seller's: plain text
        with Horizontal(id="memo-body"):
            yield MemoEditor(
                language=None, id="memo-editor", soft_wrap=True, show_line_numbers=False
            )
            # the Markdown preview (and markdown-it) is built when first shown, not at start-up
            yield VerticalScroll(id="memo-preview-scroll")
        yield Static("", id="memo-status")

    @property
    def editor(self) -> MemoEditor:
        return self.query_one(MemoEditor)

    @property
    def preview_shown(self) -> bool:
        return self.has_class("-preview")

    @property
    def dirty(self) -> bool:
        return self.editor.text != self._saved_text

    # -- loading -----------------------------------------------------------------------------
    def set_findings(self, findings: list[Finding]) -> None:
        """The review's findings: the status line counts their cited quotes with the memo's,
        as the exports and the run summary do."""
        self.findings = findings
        self._update_status()

    def set_memo(self, memo: Memo, force: bool = False) -> None:
        """Show the memo. While the analyst has unsaved typing, the editor is left alone."""
        self.memo = memo
        self.editor.set_flagged(
            {cid for cid, c in memo.citations.items() if not c.verified}
            | {cid for cid in memo.cited_ids() if cid not in memo.citations}
            | set(memo.stale_citations())  # into a document that changed or left the room
        )
        self._update_room_changes()
        self._update_suggestions()
        self._update_status()
        if self.dirty and not force:
            return
        text = memo_markdown(memo)
        editor = self.editor
        if text != editor.text and _only_spacing_differs(text, editor.text):
            # the analyst's own text coming back from a save, its sections' ends trimmed:
            # reloading it would eat the space or line break just typed before the pause
            text = editor.text
        if text != editor.text:
            location = editor.cursor_location
            line = editor.document.get_line(location[0])
            scroll = editor.scroll_offset
            self._loading = True
            editor.load_text(text)
            row = _same_line(text.split("\n"), line, location[0])
            editor.cursor_location = (row, min(location[1], len(editor.document.get_line(row))))
            editor.scroll_to(scroll.x, scroll.y, animate=False)
            self._loading = False
        self._saved_text = text
        if self.preview_shown:
            self._schedule_preview()

    # -- typing ------------------------------------------------------------------------------
    @on(TextArea.Changed, "#memo-editor")
    def _typed(self) -> None:
        if self._loading or self.editor.text == self._saved_text:
            return
        if self._autosave is not None:
            self._autosave.stop()
        self._autosave = self.set_timer(AUTOSAVE_SECONDS, self.save_now)
        self._update_status("editing…")
        if self.preview_shown:
            self._schedule_preview()

    def save_now(self) -> None:
        if self._autosave is not None:
            self._autosave.stop()
            self._autosave = None
        text = self.editor.text
        if text == self._saved_text:
            self._update_status()
            return
        # text above the first heading is kept too (the Preamble section), never dropped
        changed = edited_sections(self._saved_text, text, self.memo)
        dropped = dropped_sections(self._saved_text, text)
        self._saved_text = text
        if changed or dropped:
            self.saves += 1
            self.post_message(MemoEdited(changed, dropped))
        self._update_status("saved")

    def take_unsaved(self) -> tuple[dict[str, str], dict[str, str | None]]:
        """The sections changed since the last save, and those retitled or deleted (marked
        saved): for saving at quit."""
        if self._autosave is not None:
            self._autosave.stop()
            self._autosave = None
        text = self.editor.text
        changed = edited_sections(self._saved_text, text, self.memo)
        dropped = dropped_sections(self._saved_text, text)
        self._saved_text = text
        return changed, dropped

    def set_read_only(self, why: str) -> None:
        """A run folder another process writes: the memo can be read, not changed."""
        self.editor.read_only = bool(why)
        self.read_only_note = why
        self._update_status()

    # -- preview -----------------------------------------------------------------------------
    def toggle_preview(self) -> None:
        self.toggle_class("-preview")
        if self.preview_shown:
            self.render_preview()

    def _schedule_preview(self) -> None:
        if self._preview_timer is not None:
            self._preview_timer.stop()
        self._preview_timer = self.set_timer(PREVIEW_SECONDS, self.render_preview)

    def render_preview(self) -> None:
        from textual.widgets import Markdown

        self.previews += 1
        text = preview_markdown(self.memo, self.editor.text)
        shown = self.query("#memo-preview")
        if shown:
            shown.first(Markdown).update(text)
        else:
            self.query_one("#memo-preview-scroll").mount(
                Markdown(text, id="memo-preview", open_links=False)
            )

    def on_markdown_link_clicked(self, event) -> None:  # Markdown.LinkClicked (lazy import)
        event.stop()
        href = event.href
        if href.startswith("cite:"):
            self.post_message(OpenCitation(href[5:]))
        else:
            self.app.notify(  # the link is the memo's (model-written) text: shown, not parsed
                neutralize(f"Links outside the room are not opened: {href}"),
                timeout=4,
                markup=False,
            )

    # -- the room's changes since the review -------------------------------------------------
    def _update_room_changes(self) -> None:
        """Which reviewed documents changed or left the room (review.freshness found them;
        the memo carries them) and which of the memo's citations point into them."""
        lines = self.memo.room_change_lines()
        bar = self.query_one("#memo-room", Static)
        notes = self.memo.stale_citations()
        cited = [cid for cid in self.memo.cited_ids() if cid in notes]
        if cited:
            shown = ", ".join(f"{cid} ({notes[cid]})" for cid in cited[:3])
            more = f" (+{len(cited) - 3} more)" if len(cited) > 3 else ""
            lines.append(f"⚠ citations into them: {shown}{more}")
        bar.update(neutralize("\n".join(line.replace("**", "") for line in lines)))
        bar.set_class(bool(lines), "-shown")

    # -- suggestions -------------------------------------------------------------------------
    def _update_suggestions(self) -> None:
        self.suggested = [s.id for s in self.memo.sections if s.suggestion is not None]
        bar = self.query_one("#memo-suggestion")
        if self.suggested:
            sec = self.memo.section(self.suggested[0])
            more = f" (+{len(self.suggested) - 1} more)" if len(self.suggested) > 1 else ""
            preview = " ".join((sec.suggestion or "").split())[:90] if sec else ""
            self.query_one("#memo-suggestion-text", Static).update(
                f"The reviewer revised “{sec.title if sec else ''}”, which you edited{more}: {preview}…"
            )
            bar.add_class("-shown")
        else:
            bar.remove_class("-shown")

    @on(Button.Pressed, "#memo-accept")
    async def _accept(self, event: Button.Pressed) -> None:
        event.stop()
        await self.app.run_action("accept_suggestion")  # asks: keep mine / take theirs / both

    @on(Button.Pressed, "#memo-drop")
    async def _drop(self, event: Button.Pressed) -> None:
        event.stop()
        await self.app.run_action("resolve_suggestion('mine')")

    @on(Button.Pressed, "#memo-theirs")
    async def _theirs(self, event: Button.Pressed) -> None:
        event.stop()
        await self.app.run_action("resolve_suggestion('theirs')")

    @on(Button.Pressed, "#memo-both")
    async def _both(self, event: Button.Pressed) -> None:
        event.stop()
        await self.app.run_action("resolve_suggestion('both')")

    # -- status line -------------------------------------------------------------------------
    def _update_status(self, note: str = "") -> None:
        cited = self.memo.cited_ids()
        tally = citation_tally(self.memo, self.findings)
        unverified = [
            c for c in cited if c in self.memo.citations and not self.memo.citations[c].verified
        ]
        unknown = [c for c in cited if c not in self.memo.citations]
        # the warning first: the line is cut at the pane's width
        if tally.unverified:
            ids = f" (in the memo: {', '.join(unverified[:5])})" if unverified else ""
            parts = [f"⚠ {tally.unverified} of {tally.count()} {UNVERIFIED}{ids}"]
        else:
            parts = [tally.count()]
        parts.append(f"{len(self.memo.sections)} sections")
        if unknown:
            parts.append(f"⚠ {len(unknown)} unknown")
        into_stale = set(self.memo.stale_citations()) & set(cited)
        if into_stale:
            parts.append(f"⚠ {len(into_stale)} into changed documents")
        stale = [sec.title for sec in self.memo.sections if sec.stale_lines]
        if stale:
            parts.append(f"⚠ stale lines in {', '.join(stale[:3])} (compare)")
        if self.read_only_note:
            parts.append(f"🔒 {self.read_only_note}")
        if note:
            parts.append(note)
        self.query_one("#memo-status", Static).update(
            " · ".join(parts) + "   ctrl+o open citation · F12 preview"
        )
