"""Steering the live review: run, pause, step mode, notes, cancel, finalize."""

from __future__ import annotations

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
        self.start_run()

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
