"""Steering the live review: start (harness and forecast first), run, pause, step mode,
notes, cancel, finalize."""

from __future__ import annotations

from typing import Any

from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.screens.main import MainScreen

STEERING_ACTIONS = {"run", "pause_resume", "toggle_step", "note", "cancel_calls", "finalize"}


class SteeringActions(AppBase):
    # -- steering ----------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in STEERING_ACTIONS and not isinstance(self.screen, MainScreen):
            return False
        return True

    def _need_live(self) -> bool:
        if self.session.live:
            return True
        self.notify("No review is running (ctrl+r starts one)", severity="warning", timeout=3)
        return False

    def action_run(self) -> None:
        session = self.session
        if session.live:
            if session.steering.paused:
                session.steering.resume()
            else:
                self.notify("The review is already running", timeout=3)
            return
        self.offer_new_review()

    # -- a new review: the harness and the forecast first ---------------------------------------
    def offer_new_review(self) -> None:
        """The run-start screen: pick the harness, read the forecast and the ceilings, then
        Enter starts the review (Esc: nothing starts)."""
        from diligence_tui.tui.screens.run_start import RunStartScreen

        settings = self.session.settings
        if settings.offline:
            models = "Models: the offline engine (pattern-based, no language model)"
        else:
            models = f"Models: {settings.root_model} (root), {settings.sub_model} (sub-agents)"
        screen = RunStartScreen(models, self.session.harness)

        def chosen(harness: str | None) -> None:
            if not harness:
                self.notify("No review started (ctrl+r starts one)", timeout=3)
                return
            self.session.harness = harness
            self.start_run(forecast=screen.forecast)

        self.push_screen(screen, chosen)

    def forecast_for(self, harness: str) -> Any:
        """The forecast of a new review with ``harness`` (blocking: call from a worker)."""
        from diligence_tui.harness.choice import settings_for
        from diligence_tui.harness.forecast import forecast

        app: Any = self
        app.room_ready.wait()
        room = self.session.open_room()
        return forecast(room, settings_for(harness, self.session.settings), harness)

    def action_pause_resume(self) -> None:
        if not self._need_live():
            return
        steering = self.session.steering
        if steering.paused:
            steering.resume()
            self.session.state = "running"
            self.notify("Resumed", timeout=2)
        else:
            steering.pause()
            self.session.state = "paused"
            self.notify("Paused after the current step (ctrl+t resumes)", timeout=3)
        self.refresh_status()

    def action_toggle_step(self) -> None:
        if self.reopen_step():  # a cell waits for the analyst: the Step key goes back to it
            return
        steering = self.session.steering
        steering.set_step_mode(not steering.step_mode)
        self.notify(
            "Step mode on: each root cell waits for you" if steering.step_mode else "Step mode off",
            timeout=3,
        )
        self.refresh_status()

    def action_note(self) -> None:
        if not self._need_live():
            return
        from diligence_tui.tui.screens.modals import NoteScreen

        def send(note: str | None) -> None:
            if note:
                self.session.steering.inject_note(note)
                self.notify("Note queued for the next turn", timeout=3)

        self.push_screen(NoteScreen(), send)

    def action_cancel_calls(self) -> None:
        if self._need_live():
            self.session.steering.cancel_inflight()
            self.notify("Cancelling the sub-agent calls in flight", timeout=3)

    def action_finalize(self) -> None:
        if self._need_live():
            self.session.steering.stop()
            run = self.session.run
            if run is not None and not run.done:
                self.session.state = "stopping"
            self.notify("Stopping after this step; the memo will be finalized", timeout=4)
            self.refresh_status()
