"""The analyst's workspace: a Textual app over one room and (at most) one live run.

Start-up order keeps the first paint fast and litellm unimported until the screen is up:
mount the workspace, then in workers open the room (tree from the stored index), index it
incrementally (progress in the status bar), and only then create and start the run, whose
harness thread imports the model client.
"""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from textual import work
from textual.app import App
from textual.css.query import NoMatches
from textual.worker import Worker, WorkerState

from diligence_tui.errors import UserError
from diligence_tui.harness import events as ev
from diligence_tui.settings import Settings, load_settings
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.bridge import EventBatch, EventBridge, HarnessEvents
from diligence_tui.tui.commands import DiligenceCommands, app_bindings
from diligence_tui.tui.messages import (
    FindingAction,
    IndexProgress,
    MemoEdited,
    OpenCitation,
    OpenPassage,
    PassageTarget,
    RoomLoaded,
)
from diligence_tui.tui.screens.main import MainScreen
from diligence_tui.tui.session import CallRecord, Session, run_summary
from diligence_tui.tui.themes import DEFAULT_THEME, VARIABLE_DEFAULTS, load_themes

STEERING_ACTIONS = {"run", "pause_resume", "toggle_step", "note", "cancel_calls", "finalize"}


class DiligenceApp(App):
    CSS_PATH = "app.tcss"
    TITLE = "diligence"
    BINDINGS = app_bindings()
    COMMANDS = App.COMMANDS | {DiligenceCommands}
    NOTIFICATION_TIMEOUT = 6

    def __init__(
        self,
        session: Session,
        *,
        autostart: bool = True,
        step: bool = False,
        watch_room: bool = True,
        index: bool = True,
    ) -> None:
        super().__init__()
        self.session = session
        self.settings = session.settings
        self.autostart = autostart
        self.watch_room = watch_room
        self.index_room = index
        self.session.steering.set_step_mode(step)
        self.bridge = EventBridge(self.post_message)
        self.started_at = time.perf_counter()
        self.first_paint: float | None = None  # seconds from __init__ to the first frame
        self.batches = 0
        self.room_ready = threading.Event()
        self._watch_stop: tuple[asyncio.AbstractEventLoop, asyncio.Event] | None = None
        self._theme_ready = False
        self.theme_problems: list[str] = []
        for theme in self._load_themes():
            self.register_theme(theme)
        wanted = self.settings.ui.theme or DEFAULT_THEME
        fallback = DEFAULT_THEME if DEFAULT_THEME in self.available_themes else "textual-dark"
        self.theme = wanted if wanted in self.available_themes else fallback

    def _load_themes(self) -> list:
        themes, self.theme_problems = load_themes()
        return themes

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(VARIABLE_DEFAULTS)

    # -- start-up ----------------------------------------------------------------------------
    def on_mount(self) -> None:
        if self.settings.ui.keymap:
            self.set_keymap(self.settings.ui.keymap)
        self.push_screen(MainScreen())
        self.call_after_refresh(self._painted)
        for problem in self.theme_problems:
            self.notify(problem, title="Theme not loaded", severity="warning")

    def _painted(self) -> None:
        if self.first_paint is None:
            self.first_paint = time.perf_counter() - self.started_at
        self._theme_ready = True
        self.main.query_one("#memo").set_memo(self.session.memo, force=True)
        self.refresh_status()
        self.set_interval(1.0, self.refresh_status)
        self.open_room()
        # the hidden tabs, then Markdown highlighting (a few hundred ms of set-up), after it
        self.call_after_refresh(self.main.mount_hidden_tabs)
        self.set_timer(0.05, self._highlight_memo)

    def _highlight_memo(self) -> None:
        self.main.query_one("#memo-editor").language = "markdown"

    @property
    def main(self) -> MainScreen:
        for screen in self.screen_stack:
            if isinstance(screen, MainScreen):
                return screen
        raise LookupError("the workspace is not mounted")

    @work(thread=True, exclusive=True, group="room", exit_on_error=False, name="open room")
    def open_room(self) -> None:
        session = self.session
        room = session.open_room()
        try:
            tree, totals = room.tree(), room.totals()
            if totals.documents or tree.doc_count:
                self.post_message(RoomLoaded(tree, totals))
        except Exception:  # an unindexed room has no tree yet: indexing fills it
            pass
        if self.index_room:
            session.state = "indexing"
            last = [0.0]

            def progress(done: int, total: int, path: str) -> None:
                now = time.monotonic()
                if now - last[0] >= 0.1 or done >= total:
                    last[0] = now
                    self.post_message(IndexProgress(done, total, path))

            room.index(progress=progress)
            self.post_message(RoomLoaded(room.tree(), room.totals()))
        session.state = "ready"
        self.room_ready.set()
        self.call_from_thread(self._room_indexed)

    async def _room_indexed(self) -> None:
        await self.main.mount_hidden_tabs()
        self.main.query_one("#status").indexing_done()
        self.refresh_status()
        if self.watch_room:
            self.watch_changes()
        if self.session.run_dir is not None and self.session.run is None:
            self.load_review(self.session.run_dir)
        elif self.autostart:
            self.offer_resume_or_start()

    def offer_resume_or_start(self) -> None:
        latest = self.session.latest_run()
        if latest is None:
            self.start_run()
            return
        from diligence_tui.harness.run_lock import holder_if_locked
        from diligence_tui.tui.screens.modals import ChoiceScreen

        holder = holder_if_locked(latest)
        in_use = (
            f"\nIn use by {holder.describe()}: it opens read-only" if holder is not None else ""
        )

        def chosen(choice: str | None) -> None:
            if choice == "resume":
                self.start_run(resume_dir=latest)
            elif choice == "review":
                self.load_review(latest)
            elif choice == "new":
                self.start_run()

        self.push_screen(
            ChoiceScreen(
                "This room has a previous review.",
                [
                    ("resume", "Resume", "r"),
                    ("review", "Review read-only", "v"),
                    ("new", "New review", "n"),
                ],
                detail=f"{run_summary(latest, self.session.room)}\n{latest}" + in_use,
            ),
            chosen,
        )

    def load_review(self, run_dir: Path) -> None:
        self.session.load_run_folder(run_dir)
        self._show_review_data()
        # a past run's transcript is not replayed into the pane: say where it is
        self.main.query_one("#transcript").note(
            f"reviewing the run {run_dir.name}: its cells and outputs are in its journal.jsonl",
            "dim",
        )
        if self.session.read_only:
            self.notify(
                f"{self.session.read_only}: you can read this run, not change it",
                title="Read-only",
                severity="warning",
                timeout=10,
            )
        else:
            self.notify(  # the folder's name is the analyst's or the room's: shown as text
                neutralize(f"Reviewing {run_dir.name} (no live run; your memo edits are saved)"),
                timeout=4,
                markup=False,
            )

    def _show_review_data(self) -> None:
        main = self.main
        session = self.session
        main.query_one("#memo").set_memo(session.memo, force=True)
        main.query_one("#memo").set_read_only(session.read_only)
        main.query_one("#findings").set_findings(session.findings)
        main.query_one("#room-tree").set_coverage(
            session.coverage_room, session.coverage_docs, session.coverage_folders, replace=True
        )
        self.refresh_status()
        self.check_room_changes()

    @work(thread=True, exclusive=True, group="freshness", exit_on_error=False, name="room changes")
    def check_room_changes(self) -> None:
        """Mark in the tree what changed or left the room since the shown run reviewed it."""
        from diligence_tui.review.freshness import check_run

        session = self.session
        if session.run_dir is None or session.room is None:
            return
        check = check_run(session.run_dir, session.room)
        self.call_from_thread(self.main.query_one("#room-tree").set_stale, check.stale)

    @work(thread=True, exclusive=True, group="run", exit_on_error=False, name="start review")
    def start_run(self, resume_dir: Path | None = None) -> None:
        from diligence_tui.harness.run_lock import RunLocked

        self.room_ready.wait()
        previous = self.session.run_dir
        try:
            run = self.session.start_run(resume_dir)
        except RunLocked as exc:  # another workspace or run writes it: open it read-only
            if resume_dir is not None:
                self.call_from_thread(self.load_review, resume_dir)
            self.call_from_thread(
                self.notify, str(exc), title="Run in use", severity="warning", timeout=10
            )
            return
        self.bridge.attach(run.bus)
        if previous is not None and previous != run.run_dir:
            self.call_from_thread(
                self.main.query_one("#transcript").note,
                f"── new review in {run.run_dir.name} ──",
                "bold",
            )
        self.call_from_thread(self._show_review_data)
        run.start()

    @work(thread=True, exclusive=True, group="watch", exit_on_error=False, name="watch room")
    def watch_changes(self) -> None:
        room = self.session.room
        if room is None:
            return

        async def consume() -> None:
            stop = asyncio.Event()
            self._watch_stop = (asyncio.get_running_loop(), stop)
            async for change in room.watch(stop):
                changed = [*change.added, *change.changed, *change.removed]
                if changed:
                    self.post_message(RoomLoaded(room.tree(), room.totals(), changed))

        asyncio.run(consume())

    def on_index_progress(self, message: IndexProgress) -> None:
        if self.room_ready.is_set():
            return
        status = self.main.query_one("#status")
        status.indexing(message.done, message.total)
        status.update_from(self.session, f"indexing {message.done}/{message.total}")

    def on_room_loaded(self, message: RoomLoaded) -> None:
        tree = self.main.query_one("#room-tree")
        tree.load(message.tree, self.session.room_path.name)
        if message.changed and self.session.run_dir is not None:
            self.check_room_changes()
        if message.changed:
            shown = ", ".join(message.changed[:3]) + ("…" if len(message.changed) > 3 else "")
            self.notify(  # file names are the seller's: no markup, no escapes
                neutralize(f"Room changed: {shown}"), title="Dataroom", timeout=4, markup=False
            )

    # -- harness events ----------------------------------------------------------------------
    def on_harness_events(self, message: HarnessEvents) -> None:
        self.batches += 1
        with self.batch_update():
            self.apply_batch(message.batch)

    def apply_batch(self, batch: EventBatch) -> None:
        main = self.main
        session = self.session
        calls = main.query_one("#calls")
        transcript = main.query_one("#transcript")
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
                transcript.turn(event.turn, event.max_turns)
            elif isinstance(event, ev.RootReply):
                transcript.reply_done(event.turn)
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
            elif isinstance(event, ev.FindingAdded | ev.FindingUpdated):
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
                transcript.note(f"review {event.status}", "bold")
                self.notify(
                    f"Review {event.status}. Export with F10.", title="Review finished", timeout=10
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
            rec = calls.records.get(call_id)
            if rec is not None and rec.status == "running":
                rec.append(text)
                streamed[call_id] = text
        calls.flush_rows()
        if streamed:
            calls.streamed(streamed)
        if batch.coverage is not None:
            cov = batch.coverage
            session.coverage_room = cov.room
            session.coverage_docs.update(cov.documents)
            session.coverage_folders.update(cov.folders)
            main.query_one("#room-tree").set_coverage(cov.room, cov.documents, cov.folders)
        if batch.budget is not None:
            b = batch.budget
            budget = session.budget
            budget.turns, budget.max_turns = b.turns, b.max_turns
            budget.tokens, budget.cost = b.tokens, b.cost
            budget.subcalls, budget.in_flight, budget.elapsed = b.subcalls, b.in_flight, b.elapsed
        if findings_changed:
            main.query_one("#findings").set_findings(session.findings)
        if memo_changed:
            main.query_one("#memo").set_memo(session.memo)
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

    def refresh_status(self) -> None:
        try:
            self.main.query_one("#status").update_from(self.session)
        except (LookupError, NoMatches):  # not mounted yet, or shutting down
            pass

    # -- step mode ---------------------------------------------------------------------------
    def ask_step(self, event: ev.CellProposed) -> None:
        from diligence_tui.tui.screens.modals import StepScreen

        screen = StepScreen(event.turn, event.cell_id, event.code)

        def decided(decision: ev.CellDecision | None) -> None:
            if screen.leave_step_mode:
                self.session.steering.set_step_mode(False)
            if event.reply is not None and not event.reply.done():
                event.reply.set_result(decision or ev.CellDecision("approve"))
            self.refresh_status()

        self.push_screen(screen, decided)

    # -- workers -----------------------------------------------------------------------------
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """One place where failed workers become notifications."""
        if event.state != WorkerState.ERROR:
            return
        error = event.worker.error
        if isinstance(error, UserError | RuntimeError | OSError | KeyError | ValueError):
            message = str(error) or error.__class__.__name__
        else:
            message = f"{error.__class__.__name__}: {error}"
        self.notify(  # errors quote document names and paths: no markup, no escapes
            neutralize(message),
            title=f"{event.worker.name or 'task'} failed",
            severity="error",
            timeout=10,
            markup=False,
        )

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
            if ancestor.has_class("pane") or ancestor.id == "center":
                target = ancestor
                break
        screen.maximized = target  # a pane box is not focusable, so maximize() would refuse it

    def action_resize(self, column: str, delta: int) -> None:
        self.main.resize_column(column, delta)

    def action_toggle_preview(self) -> None:
        self.main.focus_pane("memo")
        self.main.query_one("#memo").toggle_preview()

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
            self.main.query_one("#findings").refresh_rows()
        except (LookupError, NoMatches):
            pass

    @work(thread=True, exclusive=True, group="settings", exit_on_error=False, name="save theme")
    def persist_theme(self, name: str) -> None:
        stored = load_settings(environ={})  # the file alone: never save flags or env values
        stored.ui.theme = name
        stored.save()

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
            if not self.session.run.done:
                self.session.state = "stopping"
            self.notify("Stopping after this step; the memo will be finalized", timeout=4)
            self.refresh_status()

    # -- memo and findings -------------------------------------------------------------------
    def on_memo_edited(self, message: MemoEdited) -> None:
        self.save_memo_sections(message.sections)

    @work(thread=True, exclusive=False, group="memo", exit_on_error=False, name="save memo")
    def save_memo_sections(self, sections: dict[str, str]) -> None:
        for title, body in sections.items():
            self.session.edit_memo(title, body)
        self.call_from_thread(self._memo_saved)

    def _memo_saved(self) -> None:
        self.main.query_one("#memo").set_memo(self.session.memo)

    def action_accept_suggestion(self) -> None:
        """Show the reviewer's revision beside the analyst's text and the merge of both, and
        let the analyst choose (nothing is thrown away without asking)."""
        from diligence_tui.review.merge3 import merge3
        from diligence_tui.tui.screens.modals import SuggestionScreen

        memo_pane = self.main.query_one("#memo")
        if not memo_pane.suggested:
            self.notify("No suggestion to resolve", timeout=2)
            return
        key = memo_pane.suggested[0]
        sec = self.session.memo.section(key)
        if sec is None or sec.suggestion is None:
            return
        merged = merge3(sec.base or "", sec.body, sec.suggestion)
        screen = SuggestionScreen(
            sec.title, sec.body, sec.suggestion, merged.text, len(merged.conflicts)
        )

        def chosen(choice: str | None) -> None:
            if choice:
                self.action_resolve_suggestion(choice, key)

        self.push_screen(screen, chosen)

    def action_drop_suggestion(self) -> None:
        self.action_resolve_suggestion("mine")

    def action_resolve_suggestion(self, choice: str, key: str | None = None) -> None:
        memo_pane = self.main.query_one("#memo")
        key = key or (memo_pane.suggested[0] if memo_pane.suggested else None)
        if key is None:
            self.notify("No suggestion to resolve", timeout=2)
            return
        try:
            sec = self.session.resolve_suggestion(key, choice)
        except UserError as exc:
            self.notify(neutralize(str(exc)), severity="warning", timeout=6, markup=False)
            return
        memo_pane.set_memo(self.session.memo, force=True)
        if sec is not None:
            said = {"mine": "Kept your text of", "theirs": "Took the reviewer's", "both": "Merged"}
            # a section title is the REPL's (or the analyst's) text: no markup, escapes shown
            self.notify(
                neutralize(f"{said.get(choice, choice)} “{sec.title}”"), timeout=3, markup=False
            )

    def on_finding_action(self, message: FindingAction) -> None:
        session = self.session
        finding = session.findings.get(message.finding_id)
        if finding is None:
            return
        if session.read_only and message.action in ("accept", "reject", "edit", "memo"):
            self.notify(f"{session.read_only}: not changed", severity="warning", timeout=6)
            return
        if message.action in ("accept", "reject"):
            status = "accepted" if message.action == "accept" else "rejected"
            session.update_finding(finding.id, status=status)
            self.main.query_one("#findings").set_findings(session.findings)
        elif message.action == "edit":
            from diligence_tui.tui.screens.modals import FindingEditScreen

            def edited(changes: dict | None) -> None:
                if changes:
                    session.update_finding(finding.id, **changes)
                    self.main.query_one("#findings").set_findings(session.findings)
                    self.notify("Finding updated", timeout=2)

            self.push_screen(FindingEditScreen(finding), edited)
        elif message.action == "memo":
            title = session.finding_to_memo(finding.id)
            self.main.query_one("#memo").set_memo(session.memo, force=True)
            self.notify(neutralize(f"Added to the memo section “{title}”"), timeout=3, markup=False)
        elif message.action == "open":
            if not finding.citations:
                self.notify("This finding cites nothing", severity="warning", timeout=3)
                return
            c = finding.citations[0]
            self.open_passage(
                PassageTarget(c.doc_id, c.page, c.quote, c.start, c.end, label=f"{finding.title}")
            )

    def action_open_citation(self) -> None:
        focused = self.screen.focused
        if focused is not None and focused.id == "findings-table":
            fid = self.main.query_one("#findings").current_id()
            if fid:
                self.post_message(FindingAction(fid, "open"))
            return
        self.main.focus_pane("memo")
        self.main.query_one("#memo-editor").action_open_citation()

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
        self.call_from_thread(self._show_passage, doc, text, pages, hits, focus, target)

    async def _show_passage(self, doc, text, pages, hits, focus, target: PassageTarget) -> None:
        await self.main.mount_hidden_tabs()
        view = self.main.query_one("#passage-view")
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
        self.main.query_one("#passage-header").update(neutralize(f"{found}{where}"))
        self.main.query_one("#passage-view").focus()
        tree = self.main.query_one("#room-tree")
        node = tree.find_document_node(doc)
        if node is not None:
            tree.move_cursor(node)

    # -- export ------------------------------------------------------------------------------
    def action_export(self) -> None:
        from diligence_tui.tui.screens.modals import ChoiceScreen

        def chosen(fmt: str | None) -> None:
            if fmt:
                self.action_export_format(fmt)

        self.push_screen(
            ChoiceScreen(
                "Export the memo and findings as…",
                [("md", "Markdown", "m"), ("docx", "Word", "w"), ("xlsx", "Excel", "x")],
            ),
            chosen,
        )

    def action_export_format(self, fmt: str) -> None:
        self.main.query_one("#memo").save_now()
        self.export(fmt)

    @work(thread=True, exclusive=True, group="export", exit_on_error=False, name="export")
    def export(self, fmt: str) -> Path:
        path = self.session.export(fmt)
        self.call_from_thread(
            self.notify, neutralize(f"Wrote {path}"), title="Exported", timeout=12, markup=False
        )
        return path

    def action_review_last(self) -> None:
        latest = self.session.latest_run()
        if latest is None:
            self.notify("This room has no previous run", timeout=3)
        elif self.session.live:
            self.notify("A review is running; finalize it first (ctrl+f)", severity="warning")
        else:
            self.load_review(latest)

    # -- shutdown ----------------------------------------------------------------------------
    async def action_quit(self) -> None:
        memo = self.main.query_one("#memo")
        changed = memo.take_unsaved()
        for title, body in changed.items():  # saved here, not in a worker that quitting would cut
            try:
                self.session.edit_memo(title, body)
            except UserError as exc:
                self.notify(neutralize(str(exc)), severity="warning", markup=False)
        self.shutdown()
        self.exit()

    def shutdown(self) -> None:
        if self._watch_stop is not None:
            loop, stop = self._watch_stop
            loop.call_soon_threadsafe(stop.set)
        self.bridge.close()
        run = self.session.run
        if run is not None and not run.done:
            run.keep_lock = False  # the run lets go of the folder when it has finalized
            run.steering.stop()
            self.session.run_lock = None
        self.session.close()


def prestart_process_helpers() -> None:
    """Start multiprocessing's helper processes while stdout/stderr are still the real ones.

    The indexer extracts files in worker processes; started from inside a running Textual
    app, multiprocessing's resource tracker fails (Textual replaces sys.stderr, which the
    tracker hands to its child by file descriptor).
    """
    from multiprocessing import forkserver, resource_tracker

    try:
        resource_tracker.ensure_running()
        forkserver.ensure_running()
    except (OSError, ValueError):
        pass


def create_app(
    room_path: str | Path,
    settings: Settings | None = None,
    run_dir: str | Path | None = None,
    autostart: bool = True,
    *,
    step: bool = False,
    watch_room: bool = True,
    index: bool = True,
) -> DiligenceApp:
    """The app for tests and the CLI: a room, settings, and optionally a run folder to review."""
    prestart_process_helpers()
    session = Session(room_path, settings or load_settings(), run_dir)
    return DiligenceApp(session, autostart=autostart, step=step, watch_room=watch_room, index=index)
