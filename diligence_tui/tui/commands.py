"""Every app action in one table: its binding (with an id users can remap through
``[ui] keymap`` in settings.toml), its help text, and its entry in the command palette.

Keys are ones that plain terminals and tmux deliver: function keys and ctrl+letter combos
that no text widget uses (no ctrl+enter, no ctrl+shift).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider


@dataclass(frozen=True)
class ActionSpec:
    id: str  # binding id, e.g. "app.run"
    action: str  # Textual action string
    title: str  # palette and footer text
    help: str  # one line for F1 and the palette
    key: str = ""  # default keys ("" for palette-only actions)
    show: bool = False  # in the footer


ACTIONS: list[ActionSpec] = [
    ActionSpec("app.help", "help", "Help", "Show every key binding and what it does", "f1", True),
    ActionSpec("app.focus_tree", "focus_pane('tree')", "Dataroom", "Go to the dataroom tree", "f2"),
    ActionSpec("app.focus_memo", "focus_pane('memo')", "Memo", "Go to the memo editor", "f3"),
    ActionSpec(
        "app.focus_findings", "focus_pane('findings')", "Findings", "Go to the findings table", "f4"
    ),
    ActionSpec(
        "app.focus_passage", "focus_pane('passage')", "Passage", "Go to the passage viewer", "f5"
    ),
    ActionSpec(
        "app.focus_transcript",
        "focus_pane('transcript')",
        "Transcript",
        "Go to the root's transcript",
        "f6",
    ),
    ActionSpec(
        "app.focus_calls", "focus_pane('calls')", "Calls", "Go to the sub-agent calls", "f7"
    ),
    ActionSpec(
        "app.focus_search", "focus_pane('search')", "Search", "Search the room's index", "f8", True
    ),
    ActionSpec(
        "app.focus_table",
        "focus_pane('table')",
        "Table",
        "Go to the review table (documents × questions)",
        "ctrl+l",
    ),
    ActionSpec(
        "app.settings",
        "settings",
        "Settings",
        "Model endpoints and budgets (checked before saving)",
        "f9",
    ),
    ActionSpec(
        "app.export",
        "export",
        "Export",
        "Export the memo and findings (Markdown, Word, Excel)",
        "f10",
        True,
    ),
    ActionSpec(
        "app.maximize",
        "toggle_maximize",
        "Maximize",
        "Maximize the focused pane, or restore the layout",
        "f11",
    ),
    ActionSpec(
        "app.preview",
        "toggle_preview",
        "Preview",
        "Show or hide the memo's rendered preview",
        "f12",
    ),
    ActionSpec(
        "app.run", "run", "Run", "Start a new review (or resume a paused one)", "ctrl+r", True
    ),
    ActionSpec("app.pause", "pause_resume", "Pause", "Pause or resume the review", "ctrl+t", True),
    ActionSpec(
        "app.step",
        "toggle_step",
        "Step",
        "Step mode: approve, edit or skip each root cell",
        "ctrl+g",
        True,
    ),
    ActionSpec(
        "app.note", "note", "Note", "Send a note to the reviewer's next turn", "ctrl+n", True
    ),
    ActionSpec(
        "app.cancel_calls",
        "cancel_calls",
        "Cancel calls",
        "Cancel the sub-agent calls in flight",
        "ctrl+backslash",  # not ctrl+b: that is tmux's prefix
    ),
    ActionSpec(
        "app.finalize", "finalize", "Finalize", "Stop the review and finalize the memo", "ctrl+f"
    ),
    ActionSpec(
        "app.open_citation",
        "open_citation",
        "Open citation",
        "Open the citation under the memo cursor (or the selected finding's)",
        "ctrl+o",
    ),
    ActionSpec(
        "app.widen_left",
        "resize('left', 4)",
        "Widen tree",
        "Make the dataroom column wider",
        "alt+right",
    ),
    ActionSpec(
        "app.narrow_left",
        "resize('left', -4)",
        "Narrow tree",
        "Make the dataroom column narrower",
        "alt+left",
    ),
    ActionSpec(
        "app.widen_right",
        "resize('right', 4)",
        "Widen right",
        "Make the transcript/calls column wider",
        "alt+up",
    ),
    ActionSpec(
        "app.narrow_right",
        "resize('right', -4)",
        "Narrow right",
        "Make the transcript/calls column narrower",
        "alt+down",
    ),
    ActionSpec(
        "app.accept_suggestion",
        "accept_suggestion",
        "Compare suggestion",
        "The reviewer's revision of a section you edited beside yours: keep mine, take theirs or both",
    ),
    ActionSpec(
        "app.drop_suggestion",
        "drop_suggestion",
        "Drop suggestion",
        "Keep your text and drop the reviewer's revision",
    ),
    ActionSpec(
        "app.export_md",
        "export_format('md')",
        "Export Markdown",
        "Write the memo as Markdown with footnoted citations",
    ),
    ActionSpec(
        "app.export_docx",
        "export_format('docx')",
        "Export Word",
        "Write the memo as a Word document",
    ),
    ActionSpec(
        "app.export_xlsx",
        "export_format('xlsx')",
        "Export Excel",
        "Write the findings as an Excel workbook",
    ),
    ActionSpec(
        "app.next_theme", "next_theme", "Next theme", "Switch to the next theme (remembered)"
    ),
    ActionSpec(
        "app.review_last", "review_last", "Review last run", "Open the room's last run read-only"
    ),
]


def app_bindings() -> list[BindingType]:
    return [
        Binding(spec.key, spec.action, spec.title, show=spec.show, id=spec.id, tooltip=spec.help)
        for spec in ACTIONS
        if spec.key
    ]


class DiligenceCommands(Provider):
    """Every action in the command palette (ctrl+p)."""

    def _entries(self) -> list[tuple[str, str, str]]:
        keymap = getattr(self.app, "_keymap", {}) or {}
        entries = []
        for spec in ACTIONS:
            key = keymap.get(spec.id, spec.key)
            title = f"{spec.title}  ({key})" if key else spec.title
            entries.append((title, spec.help, spec.action))
        return entries

    async def discover(self) -> Hits:
        for title, help_text, action in self._entries():
            yield DiscoveryHit(title, partial(self.app.run_action, action), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, action in self._entries():
            score = max(matcher.match(title), matcher.match(help_text) * 0.8)
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(title),
                    partial(self.app.run_action, action),
                    help=help_text,
                )
