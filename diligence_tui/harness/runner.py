"""A run: one review of one room, from the first turn to the memo on disk.

:class:`Run` owns the run's lifecycle: its folder (and the folder's writer lock), the event
bus (with the journal subscribed), the gateway and coverage meter, the REPL's services and
the one reducer of memo and finding changes. A harness (``interfaces.Harness``; the RLM root
loop of ``harness.rlm`` by default) drives the review over those shared parts; the run then
finishes it the same way whichever harness drove it (memo write-up, files, metrics). It runs
on a background thread with its own asyncio loop, so a UI or the CLI drives it with
``start()``/``wait()`` and steers it through :class:`Steering`.

Resume (``resume=True``) rebuilds the memo, findings and conversation from the journal and
lets the harness restore its own state (``harness.resume``), then continues. Replay
(``replay=True``) runs again into a new folder with the gateway answering only from the
source run's call cache (no network).

The jobs live in their own modules: run folders (``run_folder``), run.json and the triage
carried from earlier runs (``run_info``), the first prompt (``first_prompt``), resume
(``resume``), how a run ends (``run_finish``), depth 2 (``depth2``), metrics (``run_metrics``).
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import threading
import time
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.harness.beside import BesideWork
from diligence_tui.harness.budget import Limits
from diligence_tui.harness.events import (
    EventBus,
    Notice,
    RunFailed,
    RunStarted,
    event_from_dict,
)
from diligence_tui.harness.first_prompt import FIRST_MESSAGE, engagement
from diligence_tui.harness.interfaces import Harness, HarnessFactory, RunContext
from diligence_tui.harness.journal import JournalState, JournalWriter, read_journal, rebuild_state
from diligence_tui.harness.model_limits import SOURCE_DEFAULT
from diligence_tui.harness.resume import MutableBus, changed_notice, forget_changed
from diligence_tui.harness.root_loop import LoopResult
from diligence_tui.harness.run_finish import announce_changes, emit_coverage, finish_run
from diligence_tui.harness.run_folder import (
    fresh_run_dir,
    latest_run,
    new_run_dir,
    resumed_cap,
    room_change,
    room_state,
    settings_of,
)
from diligence_tui.harness.run_info import RunInfo, triage_carry
from diligence_tui.harness.run_lock import RunLock, acquire_lock
from diligence_tui.harness.run_metrics import engine_label, usage_from_events
from diligence_tui.harness.services import HarnessServices
from diligence_tui.harness.steering import Steering
from diligence_tui.review import run_files
from diligence_tui.review.freshness import RoomCheck, mark_memo
from diligence_tui.review.model import Finding, Memo
from diligence_tui.review.state import ReviewState
from diligence_tui.settings import Settings

ALREADY_SUBMITTED = (
    "this run already submitted: nothing to resume, its memo stands (resume with --continue "
    "to review further)"
)


BESIDE_WAIT = "the review's loop has ended: its files are written once the column the Table tab is filling is done"


def _rlm(ctx: RunContext) -> Harness:
    from diligence_tui.harness.rlm import RlmHarness

    return RlmHarness(ctx)


class Run:
    def __init__(
        self,
        room: Any,
        settings: Settings,
        *,
        run_dir: Path | None = None,
        bus: EventBus | None = None,
        steering: Steering | None = None,
        resume: bool = False,
        replay: bool = False,
        out: Path | None = None,
        run_lock: RunLock | None = None,
        keep_lock: bool = False,
        harness: HarnessFactory | None = None,
        continue_submitted: bool = False,  # resume a run that submitted, and review on
        max_turns: int | None = None,  # the analyst's cap for this session, over the run's own
    ) -> None:
        self.room = room
        self.continue_submitted = continue_submitted
        self.harness_factory: HarnessFactory = harness or _rlm  # the RLM root loop by default
        self.bus = bus or EventBus()
        self.steering = steering or Steering()
        self.resume = resume
        self.replay = replay
        self.replay_of: Path | None = None
        self.lock = threading.RLock()
        self.state: JournalState | None = None
        self._prior_events: list[dict[str, Any]] = []
        root = Path(room.root)
        prior = None if (resume or replay) else latest_run(root)  # before this run's folder
        source: Path | None = None
        if resume or replay:
            source = Path(run_dir) if run_dir else latest_run(root)
            if source is None or not (source / run_files.JOURNAL).exists():
                raise UserError(
                    f"no run to {'resume' if resume else 'replay'}: "
                    f"{source or 'this room has no runs'} has no journal.jsonl"
                )
            settings = settings_of(source, settings)
        if max_turns:  # given for this session, even when it equals the default
            settings = settings.with_overrides(budget__max_turns=max_turns)
        if resume:
            assert source is not None
            self.run_dir = Path(source)
            self.run_lock = self._lock_folder(run_lock)
            self._prior_events = read_journal(self.run_dir / run_files.JOURNAL)
            self.state = rebuild_state(self._prior_events)
            cap, self.state.cap_note = resumed_cap(
                settings.budget.max_turns,
                bool(max_turns),
                self.state.turn,
                self.state.max_turns,
                self.state.cap_note,
            )
            self.state.max_turns = cap  # the cap in force from here on, one truth for all
            if cap != settings.budget.max_turns:
                settings = settings.with_overrides(budget__max_turns=cap)
        elif replay:
            assert source is not None
            self.replay_of = Path(source)
            self.run_dir = fresh_run_dir(
                Path(out) if out else new_run_dir(root), "replay into another folder"
            )
            self.run_lock = self._lock_folder(run_lock)
            cache = self.replay_of / "cache"
            if cache.is_dir() and not (self.run_dir / "cache").exists():
                shutil.copytree(cache, self.run_dir / "cache")
        else:
            given = run_dir or out
            target = Path(given) if given else new_run_dir(root)
            self.run_dir = fresh_run_dir(
                target, f"continue it with --resume {target}, or choose another folder"
            )
            self.run_lock = self._lock_folder(run_lock)
        self.keep_lock = keep_lock  # the caller (a workspace) releases the lock, not the run
        self.settings = settings
        self.memo: Memo = self.state.memo if self.state else Memo()
        self.findings: list[Finding] = self.state.findings if self.state else []
        self.review_state = ReviewState(self.memo, self.findings)  # the one reducer (review.state)
        self.triage = triage_carry(root, self.run_dir, prior, resume=resume, replay=replay)
        self.memo.engine = engine_label(settings)
        self.memo.models = {"root": settings.root_model, "sub": settings.sub_model}
        title, brief = engagement(root)
        self.first_message = FIRST_MESSAGE + (f"\n\n{brief}" if brief else "")
        if not self.memo.target:
            self.memo.target = title
        self.run_id = self.run_dir.name
        self.journal = JournalWriter(self.run_dir / run_files.JOURNAL)
        self.bus.subscribe(self.journal)
        self.steering.on_command(self.bus.emit)
        self.summary: dict[str, Any] | None = None
        self.result: LoopResult | None = None
        self.error: str = ""
        self.services: HarnessServices | None = None
        self.gateway: Any = None
        self.coverage: Any = None
        self.beside = BesideWork()  # the workspace's table fills, on this run's gateway
        self._thread: threading.Thread | None = None
        self._done = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started_at = time.time()
        self._room_state = room_state(room)
        source_dir = self.run_dir if resume else self.replay_of
        self.room_changed = (
            room_change(
                run_files.load_run(source_dir).info.get("room_state") or {}, self._room_state
            )
            if source_dir is not None
            else ""
        )
        self.info = RunInfo(
            self.run_dir,
            room_root=root,
            created=self._started_at,
            settings=settings,
            harness_name=getattr(self.harness_factory, "harness_name", "rlm"),
            resume=resume,
            replay_of=self.replay_of,
            room_state=self._room_state,
            triage=self.triage,
        )

    def _lock_folder(self, given: RunLock | None) -> RunLock:
        """The run folder's writer lock: the one the caller already holds, or a new one
        (refused with RunLocked, naming the holder, while another process writes it)."""
        if given is not None and given.held and given.run_dir.resolve() == self.run_dir.resolve():
            return given
        return acquire_lock(self.run_dir)

    # -- public API ------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self._done.is_set()

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(
            target=self._thread_main, name=f"run-{self.run_id}", daemon=True
        )
        self._thread.start()

    def run(self) -> dict:
        self.start()
        return self.wait() or {}

    def wait(self, timeout: float | None = None) -> dict | None:
        if not self._done.wait(timeout):
            return None
        return self.summary

    def edit_memo(self, title: str, body: str) -> dict:
        """The analyst's text for a section (it wins over the root's). Returns the event."""
        return self._change(lambda: self.review_state.analyst_edit(title, body))

    def rename_memo_section(self, old_key: str, new_key: str, body: str) -> dict:
        """The analyst retitled a section (it keeps its place). Returns the event ({} when
        ``old_key`` is not in the memo)."""
        return self._change(lambda: self.review_state.rename_section(old_key, new_key, body))

    def remove_memo_section(self, key: str) -> dict:
        """The analyst deleted a section in the editor. Returns the event ({} when absent)."""
        return self._change(lambda: self.review_state.remove_section(key))

    def resolve_suggestion(self, key: str, choice: str) -> dict:
        """The analyst's answer to the root's revision of an edited section: keep ``mine``,
        take ``theirs``, or merge ``both``. Returns the event ({} when nothing was pending)."""
        return self._change(lambda: self.review_state.resolve(key, choice))

    def update_finding(self, finding_id: str, **changes: Any) -> Finding:
        event = self._change(lambda: self.review_state.edit_finding(finding_id, changes))
        return Finding.from_dict(event["finding"])

    def _change(self, op: Any) -> dict:
        """Apply one analyst change through the reducer, save the files, announce it (and,
        once the run has ended, append it to the journal itself)."""
        ended = self.done
        if ended and not self.run_lock.held:
            raise UserError(
                f"the run {self.run_id} has ended and let go of its folder: open it in a "
                "workspace to edit it"
            )
        with self.lock:
            event = op()
            if event is None:
                return {}
            if event["kind"] == "memo_section":
                run_files.save_memo(self.run_dir, self.memo, self.findings)
            else:
                run_files.save_findings(self.run_dir, self.findings)
        announced = event_from_dict(event)
        self.bus.emit(announced)
        if ended:  # the run's journal writer is closed: nothing recorded may be lost
            late = JournalWriter(self.run_dir / run_files.JOURNAL)
            late(announced)
            late.close()
        return event

    # -- the thread --------------------------------------------------------------------------
    def _thread_main(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # the run reports, never raises into a UI thread
            self.error = f"{type(exc).__name__}: {exc}"
            self.bus.emit(RunFailed(error=self.error))
            self.summary = {"status": "failed", "error": self.error, "run_dir": str(self.run_dir)}
        finally:
            self.journal.close()
            if not self.keep_lock:
                self.run_lock.release()
            self._done.set()

    async def _main(self) -> None:
        from diligence_tui.harness.coverage import CoverageMeter
        from diligence_tui.harness.gateway import Gateway

        loop = asyncio.get_running_loop()
        self._loop = loop
        # this run's own copy: the context windows found out below go into it
        settings = self.settings = self.settings.with_overrides()
        self.coverage = CoverageMeter(self.room)
        changes: RoomCheck | None = None  # what changed in the room since a resumed run read it
        rechecked: list[dict[str, Any]] = []
        if self.resume:
            changes, rechecked = forget_changed(
                self.room, self.run_dir, self.coverage, self.review_state
            )
            mark_memo(self.memo, changes, self.room)  # said from the first save on
        gateway_bus = MutableBus(self.bus)
        self.gateway = Gateway(
            settings,
            gateway_bus,
            run_dir=self.run_dir,
            coverage=self.coverage,
            steering=self.steering,
            replay=self.replay,
        )
        if not self.replay:  # calls in flight per endpoint: no more than its server's slots
            from diligence_tui.harness.endpoints import endpoint_slots

            self.gateway.endpoint_slots.update(await endpoint_slots(settings))
        windows = await self._find_windows()
        self.beside.open(loop, self.gateway)
        harness: Harness | None = None
        self.services = services = self._make_services(
            HarnessServices,
            status_extra=lambda: harness.status() if harness is not None else {},
        )
        ctx = RunContext(
            room=self.room,
            settings=settings,
            run_dir=self.run_dir,
            bus=self.bus,
            steering=self.steering,
            memo=self.memo,
            findings=self.findings,
            lock=self.lock,
            gateway=self.gateway,
            gateway_bus=gateway_bus,
            coverage=self.coverage,
            services=services,
            loop=loop,
            first_message=self.first_message,
            replay=self.replay,
            make_services=self._make_services,
            record_sandbox=self.info.record_sandbox,
            save_memo=lambda: run_files.save_memo(self.run_dir, self.memo, self.findings),
            changed_docs=frozenset(changes.stale) if changes is not None else frozenset(),
        )
        try:
            harness = self.harness_factory(ctx)
            await harness.open()
            self.bus.emit(
                RunStarted(
                    run_id=self.run_id,
                    room=str(self.room.root),
                    run_dir=str(self.run_dir),
                    root_model=settings.root_model,
                    sub_model=settings.sub_model,
                    offline=settings.offline,
                    limits=Limits.of(settings).to_dict(),
                    resumed=self.resume,
                )
            )
            self._say_windows(windows)
            if self.resume:  # what the stopped part read, shown and journaled from the start
                emit_coverage(self)
            harness.started()
            if self.room_changed:
                self.bus.emit(Notice(level="warning", message=self.room_changed))
            if changes is not None and changes.stale:
                announce_changes(self, changes.changed, rechecked)
                self.bus.emit(Notice(level="warning", message=changed_notice(changes)))
            stale = self.run_lock.took_over
            if stale is not None:
                self.bus.emit(
                    Notice(
                        level="info",
                        message=f"took over the run folder's lock left by {stale.describe()} "
                        "(no longer running)",
                    )
                )
            turn = 0
            finished = (self.state.finished or {}) if self.state is not None else {}
            # nothing to continue: the root already submitted (the files are rewritten), and
            # its cells are not re-run, unless the analyst asked to go on reviewing
            done = (
                finished.get("status") == "submitted"
                and not self.continue_submitted
                and not (changes and changes.changed)  # a changed document is read again
            )
            if self.state is not None:
                if hasattr(self.gateway, "seed_usage"):
                    self.gateway.seed_usage(usage_from_events(self._prior_events))
                if not done:
                    await harness.restore(self.state)
                    if changes is not None and changes.stale:
                        with self.lock:  # a restored review() of their old text does not count
                            services.reviewed -= set(changes.stale)
                turn = self.state.turn
                for note in self.state.notes:
                    self.steering.inject_note(note)
            if done:
                self.bus.emit(Notice(level="warning", message=ALREADY_SUBMITTED))
                result = LoopResult("submitted", "already submitted before this resume", turn)
            else:
                result = await harness.run()
            result.max_turns = result.max_turns or int(harness.status().get("max_turns") or 0)
            self.result = result
            stopping = self.steering.stop_requested  # the analyst ends it: not a column more
            if self.beside.running and not stopping:
                self.bus.emit(Notice(level="info", message=BESIDE_WAIT))
            await self.beside.drain(cancel=stopping)  # its files count every call it paid for
            await finish_run(self, result, changes)
        finally:
            await self.beside.drain(cancel=True)
            if harness is not None:
                await harness.close()
            with contextlib.suppress(Exception):
                await self.gateway.aclose()

    async def _find_windows(self) -> dict[str, Any]:
        """Each role's context window, said aloud with its source, in run.json and in this
        run's settings (slices, compaction and the prompts are sized by them)."""
        found = await self.gateway.resolve_windows()
        models = self.settings.models
        models.context_window, models.sub_context_window = found["root"].tokens, found["sub"].tokens
        self.info.record_windows(self.gateway.windows.to_dict(), self.settings)
        return found

    def _say_windows(self, found: dict[str, Any]) -> None:
        for role, window in found.items():
            unknown = window.source == SOURCE_DEFAULT
            self.bus.emit(
                Notice(
                    level="warning" if unknown else "info",
                    message=f"{role} model {self.gateway.model_for(role, None)}: context "
                    f"window {window.describe()}",
                )
            )

    def _make_services(self, cls: type[HarnessServices], **extra: Any) -> HarnessServices:
        return cls(
            self.room,
            self.gateway,
            self.settings,
            self.bus,
            self.memo,
            self.findings,
            run_dir=self.run_dir,
            loop=self._loop,
            lock=self.lock,
            coverage=self.coverage,
            review=self.review_state,
            triage=self.triage,
            **extra,
        )
