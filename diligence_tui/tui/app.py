"""The analyst's workspace: a Textual app over one room and (at most) one live run.

Start-up order keeps the first paint fast and litellm unimported until the screen is up:
mount the workspace, then in workers open the room (tree from the stored index), index it
incrementally (progress in the status bar), and only then create and start the run, whose
harness thread imports the model client.

The actions and handlers of each area (harness events, steering, memo and findings,
passages, panes) live in tui/actions/, one mixin per area.
"""

from __future__ import annotations

import asyncio
import inspect
import threading
import time
from pathlib import Path
from typing import Any

from textual import work
from textual.app import App
from textual.css.query import NoMatches
from textual.worker import Worker, WorkerState

from diligence_tui.errors import UserError
from diligence_tui.settings import Settings, load_settings
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.events import HarnessEventActions
from diligence_tui.tui.actions.panes import PaneActions
from diligence_tui.tui.actions.passage import PassageActions
from diligence_tui.tui.actions.review import ReviewActions
from diligence_tui.tui.actions.steering import SteeringActions
from diligence_tui.tui.actions.table import TableActions
from diligence_tui.tui.bridge import EventBridge
from diligence_tui.tui.commands import DiligenceCommands, app_bindings
from diligence_tui.tui.messages import (
    IndexProgress,
    RoomLoaded,
)
from diligence_tui.tui.screens.main import MainScreen
from diligence_tui.tui.session import Session, run_state, run_summary
from diligence_tui.tui.themes import DEFAULT_THEME, VARIABLE_DEFAULTS, load_themes
from diligence_tui.tui.widgets.calls import CallsPane
from diligence_tui.tui.widgets.findings import FindingsPane
from diligence_tui.tui.widgets.memo import MemoEditor, MemoPane
from diligence_tui.tui.widgets.room_tree import RoomTree
from diligence_tui.tui.widgets.status import StatusBar
from diligence_tui.tui.widgets.transcript import TranscriptPane


class DiligenceApp(
    HarnessEventActions,
    SteeringActions,
    ReviewActions,
    PassageActions,
    TableActions,
    PaneActions,
    App,
):
    CSS_PATH = "app.tcss"
    TITLE = "diligence"
    BINDINGS = app_bindings()
    COMMANDS = App.COMMANDS | {DiligenceCommands}
    NOTIFICATION_TIMEOUT = 6
    # printed in the terminal after the workspace closes: where the run is, how to go on
    exit_note: str | None = None

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
        self.main.query_one("#memo", MemoPane).set_memo(self.session.memo, force=True)
        self.refresh_status()
        self.set_interval(1.0, self.refresh_status)
        self.set_interval(1.0, self.poll_table_file)  # a live run's table.json, read again
        self.open_room()
        # the hidden tabs, then Markdown highlighting (a few hundred ms of set-up), after it
        self.call_after_refresh(self.main.mount_hidden_tabs)
        self.set_timer(0.05, self._highlight_memo)

    def _highlight_memo(self) -> None:
        self.main.query_one("#memo-editor", MemoEditor).language = "markdown"

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
        self.call_from_thread(self._room_indexed)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _room_indexed(self) -> None:
        await self.main.mount_hidden_tabs()
        self.main.query_one("#status", StatusBar).indexing_done()
        self.refresh_status()
        if self.watch_room:
            self.watch_changes()
        if self.session.run_dir is not None and self.session.run is None:
            self.load_review(self.session.run_dir)
        elif self.autostart:
            try:
                self.offer_resume_or_start()
            except Exception as exc:  # the room is open: a new review is still a key away
                self.report_failure(
                    "Offering to resume or read this room's last review (ctrl+r starts a new one)",
                    exc,
                )

    def offer_resume_or_start(self) -> None:
        latest = self.session.latest_run()
        if latest is None:
            self.offer_new_review()
            return
        from diligence_tui.harness.run_folder import cap_reached
        from diligence_tui.harness.run_lock import holder_if_locked
        from diligence_tui.tui.screens.modals import ChoiceScreen

        holder = holder_if_locked(latest)
        in_use = (
            f"\nIn use by {holder.describe()}: it opens read-only" if holder is not None else ""
        )
        cap = cap_reached(latest)

        def capped(turns: int | None) -> None:
            if turns:
                self.start_run(resume_dir=latest, max_turns=turns)

        def chosen(choice: str | None) -> None:
            if choice == "resume" and cap:  # the same cap would only finalize the memo again
                from diligence_tui.tui.screens.modals import TurnCapScreen

                self.push_screen(TurnCapScreen(cap), capped)
            elif choice == "resume":
                self.start_run(resume_dir=latest)
            elif choice == "review":
                self.load_review(latest)
            elif choice == "new":
                self.offer_new_review()

        state = run_state(latest)
        choices = [("review", "Review read-only", "v"), ("new", "New review", "n")]
        at_cap = ""
        if not state.finished and cap:
            choices.insert(0, ("resume", "Resume with a higher cap", "r"))
            at_cap = (
                f"\nIt stopped at its turn cap of {cap}: resuming with that cap would only "
                "finalize the memo again, so Resume asks for a higher one."
            )
        elif not state.finished:  # only a run that stopped before finishing has more to do
            choices.insert(0, ("resume", "Resume", "r"))
        elif self.session.room is not None:
            from diligence_tui.review.freshness import check_run

            changed = len(check_run(latest, self.session.room).changed)
            if changed:  # a resume reads the documents that changed since (runner.py)
                label = f"Review the {changed} changed document{'s' if changed != 1 else ''}"
                choices.insert(0, ("resume", label, "r"))
        self.push_screen(
            ChoiceScreen(
                f"This room's last review {state.words}.",
                choices,
                detail=f"{run_summary(latest, self.session.room)}\n{latest}" + at_cap + in_use,
            ),
            chosen,
        )

    def load_review(self, run_dir: Path) -> None:
        self.session.load_run_folder(run_dir)
        self._show_review_data()
        self.load_recorded_calls(run_dir)
        # a past run's transcript is not replayed into the pane: say where it is
        if (run_dir / "journal.jsonl").exists() or not (run_dir / "table.json").exists():
            where = (
                f"reviewing the run {run_dir.name}: its cells and outputs are in its journal.jsonl"
            )
        else:  # `diligence table` alone: no review ran here, no root cells to look for
            where = f"{run_dir.name} holds a review table and no review: the Table tab (ctrl+l)"
        self.main.query_one("#transcript", TranscriptPane).note(where, "dim")
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
        main.query_one("#memo", MemoPane).set_memo(session.memo, force=True)
        main.query_one("#memo", MemoPane).set_read_only(session.read_only)
        main.query_one("#findings", FindingsPane).set_findings(session.findings)
        main.query_one("#memo", MemoPane).set_findings(session.review.findings)
        main.query_one("#room-tree", RoomTree).set_coverage(
            session.coverage_room, session.coverage_docs, session.coverage_folders, replace=True
        )
        self.refresh_status()
        self.check_room_changes()
        if session.run_dir is not None:
            self.open_table(session.run_dir)

    @work(thread=True, exclusive=True, group="calls", exit_on_error=False, name="recorded calls")
    def load_recorded_calls(self, run_dir: Path) -> None:
        """The run's calls (calls.jsonl) in the Sub-agent calls pane, as they ended."""
        from diligence_tui.tui.recorded_calls import recorded_calls
        from diligence_tui.tui.widgets.calls import MAX_ROWS

        records, total = recorded_calls(run_dir, MAX_ROWS)
        if total:
            self.call_from_thread(self._show_recorded_calls, run_dir, records, total)

    def _show_recorded_calls(self, run_dir: Path, records: list, total: int) -> None:
        if self.session.live or self.session.run_dir != run_dir:
            return  # a review started, or another run was opened, while the file was read
        self.main.query_one("#calls", CallsPane).show_recorded(records, total)
        if total > len(records):
            self.main.query_one("#transcript", TranscriptPane).note(
                f"the calls pane lists the last {len(records):,} of the run's {total:,} "
                "calls: every one is in its calls.jsonl",
                "dim",
            )
        self.refresh_status()

    @work(thread=True, exclusive=True, group="freshness", exit_on_error=False, name="room changes")
    def check_room_changes(self) -> None:
        """Mark in the tree what changed, left or entered the room since the shown run
        reviewed it."""
        from diligence_tui.review.freshness import check_run

        session = self.session
        if session.run_dir is None or session.room is None:
            return
        check = check_run(session.run_dir, session.room)
        tree = self.main.query_one("#room-tree", RoomTree)
        if not session.live:  # a live run's own coverage events say what it has read
            session.coverage_now = check.share_now()
            self.call_from_thread(self.refresh_status)
            # the folders as the room is now: one that gained a document the review never
            # read (or holds one that changed since) is not "100% read"; as reviewed, the
            # run's own figures
            folders = dict(session.coverage_folders)
            room_share = session.coverage_room
            if session.coverage_now is not None:
                from diligence_tui.review.folder_shares import folder_shares_now

                room_share = session.coverage_now
                folders.update(
                    folder_shares_now(session.room.documents(), session.coverage_docs, check.stale)
                )
            self.call_from_thread(
                tree.set_coverage, room_share, dict(session.coverage_docs), folders, True
            )
        marks = {**check.stale, **check.added}  # added: in the room now, never read by the run
        self.call_from_thread(tree.set_stale, marks)
        if session.mark_room(check):  # the memo says it too (pane and memo.md)
            self.call_from_thread(self.main.query_one("#memo", MemoPane).set_memo, session.memo)

    @work(thread=True, exclusive=True, group="run", exit_on_error=False, name="start review")
    def start_run(
        self, resume_dir: Path | None = None, forecast: Any = None, max_turns: int | None = None
    ) -> None:
        """Start a run now (a new one with the session's harness, or ``resume_dir``); the
        analyst's way in is offer_new_review, which shows the forecast first."""
        from diligence_tui.harness.run_lock import RunLocked

        self.room_ready.wait()
        previous = self.session.run_dir
        try:
            run = self.session.start_run(resume_dir, forecast=forecast, max_turns=max_turns)
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
                self.main.query_one("#transcript", TranscriptPane).note,
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
        status = self.main.query_one("#status", StatusBar)
        status.indexing(message.done, message.total)
        status.update_from(self.session, f"indexing {message.done}/{message.total}")

    def on_room_loaded(self, message: RoomLoaded) -> None:
        tree = self.main.query_one("#room-tree", RoomTree)
        tree.load(message.tree, self.session.room_path.name)
        if message.changed and self.session.run_dir is not None:
            self.check_room_changes()
        if message.changed:
            shown = ", ".join(message.changed[:3]) + ("…" if len(message.changed) > 3 else "")
            self.notify(  # file names are the seller's: no markup, no escapes
                neutralize(f"Room changed: {shown}"), title="Dataroom", timeout=4, markup=False
            )

    def refresh_status(self) -> None:
        try:
            self.main.query_one("#status", StatusBar).update_from(self.session)
        except (LookupError, NoMatches):  # not mounted yet, or shutting down
            pass

    # -- failures ----------------------------------------------------------------------------
    def report_failure(self, what: str, error: BaseException, title: str = "") -> None:
        """The one way the workspace's failures reach the analyst: a plain notification of
        what did not happen, the traceback in the workspace log (tui/failures.py)."""
        from diligence_tui.tui.failures import failure_message, log_failure

        message = failure_message(what, error, log_failure(what, error))
        self.notify(  # errors quote document names and paths: no markup, no escapes
            neutralize(message),
            title=title or "Something went wrong",
            severity="error",
            timeout=20,
            markup=False,
        )

    def push_screen(  # one body for Textual's two overloads
        self,
        screen: Any,
        callback: Any = None,
        wait_for_dismiss: bool = False,
        *,
        mode: str | None = None,
    ) -> Any:
        """Every dialog's answer is acted on through a guard: code that raises on it is
        reported (report_failure) instead of closing the workspace with a traceback."""
        if callback is not None:
            callback = self._guarded_answer(callback, _dialog_name(screen))
        return super().push_screen(screen, callback, wait_for_dismiss, mode=mode)  # type: ignore[call-overload]

    def _guarded_answer(self, callback: Any, dialog: str) -> Any:
        async def answered(result: Any) -> None:
            try:
                outcome = callback(result)
                if inspect.isawaitable(outcome):
                    await outcome
            except Exception as exc:
                self.report_failure(f"Acting on your answer to {dialog}", exc)

        return answered

    # -- workers -----------------------------------------------------------------------------
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """One place where failed workers become notifications."""
        if event.state != WorkerState.ERROR or event.worker.error is None:
            return
        name = event.worker.name or "task"
        self.report_failure(name[:1].upper() + name[1:], event.worker.error, f"{name} failed")

    # -- shutdown ----------------------------------------------------------------------------
    async def action_quit(self) -> None:
        memo = self.main.query_one("#memo", MemoPane)
        changed, dropped = memo.take_unsaved()
        if changed or dropped:  # saved here, not in a worker that quitting would cut
            try:
                self.session.save_memo_edits(changed, dropped)
            except UserError as exc:
                self.notify(neutralize(str(exc)), severity="warning", markup=False)
        if not self.save_table_now() and not getattr(self, "_quit_unsaved", False):
            self._quit_unsaved = True  # said why; a second ctrl+q quits without them
            self.notify("Table changes are not saved yet: ctrl+q again to quit without them")
            return
        self.exit_note = self._exit_note()
        self.shutdown()
        self.exit()

    def _exit_note(self) -> str | None:
        run = self.session.run
        if run is not None and not run.done:
            folder = run.run_dir
            return (
                f"Stopped the review before it finished; what it recorded is kept in {folder}\n"
                f"Go on with it: diligence run --resume {folder} (or open the room again and "
                "choose Resume)"
            )
        if self.session.run_dir is not None:
            return f"Run folder: {self.session.run_dir}"
        return None

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


def _dialog_name(screen: Any) -> str:
    """A dialog as the analyst knows it: its title when it has one."""
    title = getattr(screen, "title_text", "") or ""
    if title:
        return f"“{title if len(title) <= 80 else title[:77] + '…'}”"
    return "the " + screen.__class__.__name__.removesuffix("Screen").lower() + " dialog"


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
