"""The base the action mixins build on: at run time nothing, for a type checker the app.

Each mixin in this package holds one area of the workspace's actions; DiligenceApp (in
tui/app.py) combines them with textual's App. A type checker sees here what the mixins may
use of the app, so that an area's code is checked without a cycle back to tui/app.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

    from diligence_tui.settings import Settings
    from diligence_tui.tui.bridge import EventBridge
    from diligence_tui.tui.messages import PassageTarget
    from diligence_tui.tui.screens.main import MainScreen
    from diligence_tui.tui.session import Session

    class AppBase(App[None]):
        session: Session
        settings: Settings
        bridge: EventBridge
        batches: int
        _theme_ready: bool

        @property
        def main(self) -> MainScreen: ...
        def refresh_status(self) -> None: ...
        def load_review(self, run_dir: Path) -> None: ...
        def start_run(
            self,
            resume_dir: Path | None = None,
            forecast: Any = None,
            max_turns: int | None = None,
        ) -> object: ...
        def check_room_changes(self) -> object: ...
        def open_passage(self, target: PassageTarget) -> None: ...
        def save_table_now(self) -> bool: ...
        def reopen_step(self) -> bool: ...

else:
    AppBase = object
