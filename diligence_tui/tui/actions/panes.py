"""Panes, layout, help, settings and themes."""

from __future__ import annotations

from textual import work
from textual.css.query import NoMatches
from textual.widget import Widget

from diligence_tui.settings import load_settings
from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.widgets.findings import FindingsPane
from diligence_tui.tui.widgets.memo import MemoPane


class PaneActions(AppBase):
    # -- panes -------------------------------------------------------------------------------
    async def action_focus_pane(self, name: str) -> None:
        await self.main.mount_hidden_tabs()
        self.main.focus_pane(name)

    def action_toggle_maximize(self) -> None:
        screen = self.screen
        if screen.maximized is not None:
            screen.minimize()
            return
        focused = screen.focused
        if focused is None:
            return
        target = focused
        for ancestor in focused.ancestors_with_self:
            if isinstance(ancestor, Widget) and (
                ancestor.has_class("pane") or ancestor.id == "center"
            ):
                target = ancestor
                break
        screen.maximized = target  # a pane box is not focusable, so maximize() would refuse it

    def action_resize(self, column: str, delta: int) -> None:
        self.main.resize_column(column, delta)

    def action_toggle_preview(self) -> None:
        self.main.focus_pane("memo")
        self.main.query_one("#memo", MemoPane).toggle_preview()

    def action_help(self) -> None:
        from diligence_tui.tui.screens.help import HelpScreen

        self.push_screen(HelpScreen())

    def action_settings(self) -> None:
        from diligence_tui.tui.screens.settings import SettingsScreen

        self.push_screen(SettingsScreen(self.settings))

    def action_next_theme(self) -> None:
        names = [n for n in self.available_themes if n.startswith("diligence-")] + [
            "ansi-dark",
            "ansi-light",
        ]
        current = names.index(self.theme) if self.theme in names else -1
        self.theme = names[(current + 1) % len(names)]
        self.notify(f"Theme: {self.theme}", timeout=2)

    def watch_theme(self, name: str) -> None:
        if not self._theme_ready:
            return
        # severity colours in the findings table are resolved when rows are drawn
        self.call_after_refresh(self._recolour)
        if name == self.settings.ui.theme:
            return
        self.settings.ui.theme = name
        self.persist_theme(name)

    def _recolour(self) -> None:
        try:
            self.main.query_one("#findings", FindingsPane).refresh_rows()
        except (LookupError, NoMatches):
            pass

    @work(thread=True, exclusive=True, group="settings", exit_on_error=False, name="save theme")
    def persist_theme(self, name: str) -> None:
        stored = load_settings(environ={})  # the file alone: never save flags or env values
        stored.ui.theme = name
        stored.save()
