"""Harness events into the workspace: one batch from the bridge updates every pane once."""

from __future__ import annotations

import time

from textual.css.query import NoMatches

from diligence_tui.harness import events as ev
from diligence_tui.harness.gateway_litellm import loaded_litellm
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.bridge import EventBatch, HarnessEvents
from diligence_tui.tui.session import CallRecord
from diligence_tui.tui.widgets.calls import CallsPane
from diligence_tui.tui.widgets.findings import FindingsPane
from diligence_tui.tui.widgets.memo import MemoPane
from diligence_tui.tui.widgets.room_tree import RoomTree
from diligence_tui.tui.widgets.transcript import TranscriptPane


class HarnessEventActions(AppBase):
    _client_noted = False  # the transcript said the first call loads the model client

    # -- harness events ----------------------------------------------------------------------
    def on_harness_events(self, message: HarnessEvents) -> None:
        self.batches += 1
        with self.batch_update():
            self.apply_batch(message.batch)

    def apply_batch(self, batch: EventBatch) -> None:
        try:
            main = self.main
            calls = main.query_one("#calls", CallsPane)
            transcript = main.query_one("#transcript", TranscriptPane)
            tree = main.query_one("#room-tree", RoomTree)
            findings_pane = main.query_one("#findings", FindingsPane)
            memo_pane = main.query_one("#memo", MemoPane)
        except (LookupError, NoMatches):
            # the workspace is closing (quit while the review still sends events): its panes
            # (any of them: they go one by one) are gone and there is nothing to draw on; the
            # run's own files hold every event
            return
        session = self.session
        memo_changed = findings_changed = False
        for event in batch.events:
            if isinstance(event, ev.RunStarted):
                session.models = {"root": event.root_model, "sub": event.sub_model}
                session.state = "paused" if session.steering.paused else "running"
                transcript.note(
                    f"review started: {event.root_model} / {event.sub_model}"
                    + (" (resumed)" if event.resumed else ""),
                    "bold",
                )
            elif isinstance(event, ev.StepStarted):
                session.turn = event.turn
                session.budget.turns, session.budget.max_turns = event.turn, event.max_turns
                session.budget.cap_note = event.cap_note
                transcript.turn(event.turn, event.max_turns, event.cap_note)
            elif isinstance(event, ev.RootReply):
                transcript.reply_done(event.turn, event.text)
            elif isinstance(event, ev.CellProposed):
                if event.reply is not None and not event.reply.done():
                    self.ask_step(event)
            elif isinstance(event, ev.CellOutput):
                transcript.cell(
                    event.cell_id,
                    event.code,
                    event.output,
                    event.error,
                    event.seconds,
                    event.truncated,
                    event.total_chars,
                    event.skipped,
                )
            elif isinstance(event, ev.SubCallStarted):
                if not self._client_noted and loaded_litellm() is None:
                    # the first call imports the model client: seconds with nothing to show
                    # (a minute on a busy machine), which read as a hang
                    self._client_noted = True
                    transcript.note(
                        "loading the model client (litellm) for the first call: this takes "
                        "a few seconds, longer on a busy machine",
                        "dim",
                    )
                calls.stage(
                    CallRecord(
                        event.call_id,
                        event.role,
                        event.model,
                        event.label,
                        event.prompt_preview,
                        event.prompt_tokens,
                    )
                )
            elif isinstance(event, ev.SubCallFinished):
                rec = calls.records.get(event.call_id) or CallRecord(
                    event.call_id, event.role, event.model
                )
                rec.status, rec.text = (
                    event.status,
                    event.response[: CallRecord.MAX_TEXT] or rec.text,
                )
                rec.input_tokens, rec.output_tokens = event.input_tokens, event.output_tokens
                rec.cost, rec.latency, rec.error = event.cost, event.latency, event.error
                calls.stage(rec)
                if calls.selected == event.call_id:
                    calls.show_detail()
            elif isinstance(event, ev.FindingAdded | ev.FindingUpdated | ev.FindingMerged):
                session.apply(ev.event_to_dict(event))
                findings_changed = True
            elif isinstance(event, ev.TriageCarried):
                first = session.triage_carried == 0
                session.apply(ev.event_to_dict(event))
                if first:
                    self.notify(
                        f"Carrying your triage from the run {event.source_run} "
                        f"({event.decisions} decisions) to the findings found again",
                        title="Findings",
                        timeout=6,
                    )
            elif isinstance(event, ev.MemoSectionWritten):
                session.apply(ev.event_to_dict(event))
                memo_changed = True
                if event.suggestion:
                    self.notify(  # the title is the REPL's text: no markup, no escapes
                        neutralize(
                            "The reviewer suggests a revision of "
                            f"“{event.section.get('title', '')}”"
                        ),
                        title="Memo",
                        timeout=5,
                        markup=False,
                    )
            elif isinstance(event, ev.SteeringApplied):
                self._steering_applied(event)
            elif isinstance(event, ev.Notice):
                self.notify(  # may quote a model or an endpoint: no markup, no escapes
                    neutralize(event.message),
                    markup=False,
                    severity="error"
                    if event.level == "error"
                    else "warning"
                    if event.level == "warning"
                    else "information",
                )
            elif isinstance(event, ev.RunFinished):
                session.state = "finished"
                session.final_status = event.status
                transcript.stop_streaming()
                # why it did not finish, in the run's words (a turn cap: nothing lost, resume)
                why = "" if event.status == "submitted" else str(event.summary.get("reason") or "")
                said = f"Review {event.status}" + (f": {why}" if why else "")
                transcript.note(said, "bold")
                self.check_room_changes()  # the run's own last check is in its memo.md
                self.notify(
                    neutralize(f"{said}. Export with F10."),
                    title="Review finished",
                    timeout=15 if why else 10,
                    markup=False,
                )
            elif isinstance(event, ev.RunFailed):
                session.state = "failed"
                transcript.stop_streaming()
                transcript.note(f"review failed: {event.error}", "bold red")
                self.notify(
                    neutralize(event.error),
                    title="Review failed",
                    severity="error",
                    timeout=15,
                    markup=False,
                )
        replied = {e.turn for e in batch.events if isinstance(e, ev.RootReply)}
        for turn, text in batch.root_text.items():
            if turn not in replied and session.state not in ("finished", "failed"):
                transcript.stream(turn, text)
        streamed: dict[str, str] = {}
        for call_id, text in batch.call_text.items():
            running = calls.records.get(call_id)
            if running is not None and running.status == "running":
                running.append(text)
                streamed[call_id] = text
        calls.flush_rows()
        if streamed:
            calls.streamed(streamed)
        if batch.coverage is not None:
            cov = batch.coverage
            session.coverage_room = cov.room
            session.coverage_docs.update(cov.documents)
            session.coverage_folders.update(cov.folders)
            tree.set_coverage(cov.room, cov.documents, cov.folders)
        if batch.budget is not None:
            b = batch.budget
            budget = session.budget
            budget.turns, budget.max_turns = b.turns, b.max_turns
            budget.tokens, budget.cost = b.tokens, b.cost
            budget.subcalls, budget.elapsed = b.subcalls, b.elapsed
            budget.elapsed_at = time.monotonic()
        if findings_changed:
            findings_pane.set_findings(session.findings)
            memo_pane.set_findings(session.review.findings)
        if memo_changed:
            memo_pane.set_memo(session.memo)
        self.refresh_status()

    def _steering_applied(self, event: ev.SteeringApplied) -> None:
        live = self.session.state in ("running", "paused", "stopping")
        if not live:  # a late echo of a command must not revive a finished review
            return
        if event.command == "pause":
            self.session.state = "paused"
        elif event.command == "resume" and self.session.state == "paused":
            self.session.state = "running"
        elif event.command == "stop":
            self.session.state = "stopping"

    # -- step mode ---------------------------------------------------------------------------
    def ask_step(self, event: ev.CellProposed, text: str | None = None) -> None:
        from diligence_tui.tui.screens.modals import StepScreen

        screen = StepScreen(event.turn, event.cell_id, event.code, text)
        self.session.step_waiting = None

        def decided(decision: ev.CellDecision | None) -> None:
            if screen.parked:  # the analyst looks at the grid; the root goes on waiting
                self.session.step_waiting = (event, screen.text)
                self.refresh_status()
                self.call_later(self.run_action, "focus_pane('table')")
                return
            if screen.leave_step_mode:
                self.session.steering.set_step_mode(False)
            if event.reply is not None and not event.reply.done():
                event.reply.set_result(decision or ev.CellDecision("approve"))
            self.refresh_status()

        self.push_screen(screen, decided)

    def reopen_step(self) -> bool:
        """The step dialog of the cell waiting for the analyst again, as it was left (an
        edit in it kept); False when no cell waits (or its run moved on without it)."""
        waiting, self.session.step_waiting = self.session.step_waiting, None
        if waiting is None:
            return False
        event, text = waiting
        if event.reply is None or event.reply.done():
            self.refresh_status()
            return False
        self.ask_step(event, text)
        return True
