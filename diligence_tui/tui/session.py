"""The workspace's state without widgets: the room, the live run (if any), and the UI's own
copy of the memo and findings.

The harness changes its memo and findings on its own thread; the UI never reads those
objects while a run is live. Its copy changes only through the one reducer
(:class:`diligence_tui.review.state.ReviewState`): the run's events, and the analyst's edits,
which go to ``Run.edit_memo`` / ``Run.update_finding`` while a run is live and otherwise to
the run folder's files and journal. The workspace holds the run folder's writer lock; when
another process holds it, the folder opens read-only and says who has it.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.steering import Steering
from diligence_tui.review.model import Finding, Memo, MemoSection
from diligence_tui.review.state import ReviewState
from diligence_tui.settings import Settings
from diligence_tui.shares import percent

if TYPE_CHECKING:
    from diligence_tui.harness.journal import JournalWriter
    from diligence_tui.harness.run_lock import RunLock
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room


@dataclass(frozen=True)
class RunState:
    """How a run folder's run ended, for the offer on re-opening a room: ``finished`` when
    the root submitted its memo (nothing is left to resume), ``words`` the state said plainly."""

    finished: bool
    words: str


def run_state(run_dir: Path) -> RunState:
    """The state of the run at ``run_dir`` from its metrics.json (a run killed before it
    wrote one was interrupted and can be resumed)."""
    import json

    from diligence_tui.harness.loop_result import END_WORDS, EndReason
    from diligence_tui.review.run_files import METRICS

    try:
        metrics = json.loads((run_dir / METRICS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        metrics = None
    if not isinstance(metrics, dict):
        return RunState(False, "interrupted before it finished (no summary saved)")
    status = str(metrics.get("status") or "")
    ending = metrics.get("ending")
    ending = ending if isinstance(ending, dict) else {}
    try:
        why = END_WORDS[EndReason(str(ending.get("end")))]
    except ValueError:
        why = ""
    why = why or str(ending.get("reason") or metrics.get("reason") or metrics.get("error") or "")
    if status == "submitted":
        return RunState(True, "finished: the root submitted the memo")
    if status == "failed":
        return RunState(False, "failed before it finished" + (f" ({why})" if why else ""))
    return RunState(False, "stopped before it finished" + (f" ({why})" if why else ""))


def run_summary(run_dir: Path, room: Room | None = None) -> str:
    """One line about a run folder for the resume offer: when, its state, what it found.
    With ``room``, reviewed documents that changed or left it since are counted, and the
    coverage is never given as the room's when they exist."""
    import json

    from diligence_tui.review.run_files import METRICS

    when = run_dir.name
    state = run_state(run_dir)
    try:
        metrics = json.loads((run_dir / METRICS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        metrics = None
    if not isinstance(metrics, dict):  # none saved, or not a summary: the state says it all
        return f"{when} · {state.words}: resume continues it"
    parts = [when, state.words]
    coverage = metrics.get("coverage")
    coverage = coverage.get("room") if isinstance(coverage, dict) else coverage
    check = None
    if room is not None:
        from diligence_tui.review.freshness import check_run

        check = check_run(run_dir, room)
    if isinstance(coverage, int | float):
        if check is not None and check.moved:
            now = check.coverage_now
            read = f"{percent(coverage)} of the room read then"
            parts.append(read + (f", {percent(now)} of it as it is now" if now is not None else ""))
            parts.append(check.summary())
        else:
            parts.append(f"{percent(coverage)} of the room read")
    elif check is not None and check.moved:
        parts.append(check.summary())
    findings = metrics.get("findings")
    if isinstance(findings, int):
        parts.append(f"{findings} findings")
    return " · ".join(parts)


@dataclass
class CallRecord:
    call_id: str
    role: str
    model: str
    label: str = ""
    prompt: str = ""
    prompt_tokens: int = 0
    text: str = ""
    status: str = "running"
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = None
    latency: float = 0.0
    error: str = ""
    started: float = field(default_factory=time.monotonic)

    MAX_TEXT = 20_000

    def append(self, text: str) -> None:
        if len(self.text) < self.MAX_TEXT:
            self.text = (self.text + text)[: self.MAX_TEXT]


@dataclass
class Budget:
    turns: int = 0
    max_turns: int = 0
    cap_note: str = ""  # why max_turns is not the cap set (guided mode's hand-over)
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    cost: dict[str, float | None] = field(default_factory=dict)
    subcalls: int = 0
    elapsed: float = 0.0
    # time.monotonic() when ``elapsed`` came: a live run's clock goes on from there between
    # the run's updates (a long cell sends none, and a clock that stands still reads as hung)
    elapsed_at: float = 0.0


class Session:
    """One room, at most one live run, and the review's data as the UI shows it."""

    def __init__(
        self, room_path: str | Path, settings: Settings, run_dir: str | Path | None = None
    ) -> None:
        self.room_path = Path(room_path)
        self.settings = settings
        self.room: Room | None = None
        self.run: Run | None = None
        self.run_dir: Path | None = Path(run_dir) if run_dir else None
        self.harness = "rlm"  # which harness a new review runs (`diligence open --harness`)
        self.steering = Steering()
        self.memo = Memo()
        self.review = ReviewState(self.memo, [])  # the memo and findings, via the one reducer
        self.run_lock: RunLock | None = None  # held while this workspace may write run_dir
        self.read_only = ""  # why this workspace may not write run_dir (who holds it)
        self.triage_carried = 0  # findings that took an earlier run's triage
        # a step-mode cell the analyst left waiting to look at the workspace (its event and
        # the editor's text): the Step key opens it again
        self.step_waiting: tuple[Any, str] | None = None
        self._journal: JournalWriter | None = None
        self.state = (
            "opening"  # opening | indexing | ready | running | paused | finished | failed | review
        )
        self.final_status = ""  # how a finished run ended: submitted | incomplete | stopped
        self.coverage_room = 0.0
        self.coverage_docs: dict[str, float] = {}
        self.coverage_folders: dict[str, float] = {}
        # the shown run's coverage of the room as it is now, when reviewed documents changed
        # or left it since (review.freshness.check_run); None while the room is as reviewed
        self.coverage_now: float | None = None
        self.table_read: float | None = None  # share of the room's text the table's cells read
        self.budget = Budget()
        # the calls the Sub-agent calls pane lists (it prunes finished ones): the status bar
        # counts the live ones from the same records
        self.calls: dict[str, CallRecord] = {}
        self.turn = 0
        self.models: dict[str, str] = {"root": settings.root_model, "sub": settings.sub_model}

    def live_calls(self) -> dict[str, int]:
        """Calls in flight by role (root, sub), from the calls the pane lists."""
        live: dict[str, int] = {}
        for rec in list(self.calls.values()):
            if rec.status == "running":
                live[rec.role] = live.get(rec.role, 0) + 1
        return live

    # -- room --------------------------------------------------------------------------------
    def open_room(self) -> Room:
        from diligence_tui.room.room import Room

        if self.room is None:
            self.room = Room.open(self.room_path, self.settings)
        return self.room

    # -- the run folder's writer lock -----------------------------------------------------------
    def _hold(self, run_dir: Path) -> None:
        """Hold ``run_dir``'s writer lock, or open it read-only naming who holds it."""
        from diligence_tui.harness.run_lock import RunLocked, acquire_lock

        if self.run_lock is not None and self.run_lock.held:
            if self.run_lock.run_dir.resolve() == Path(run_dir).resolve():
                self.read_only = ""
                return
            self.release()
        try:
            self.run_lock = acquire_lock(run_dir)
            self.read_only = ""
        except RunLocked as exc:
            self.run_lock = None
            self.read_only = f"read-only: {run_dir.name} is in use by {exc.holder.describe()}"

    def release(self) -> None:
        """Let go of the run folder (its journal closed, its lock released)."""
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        if self.run_lock is not None:
            self.run_lock.release()
            self.run_lock = None

    def close(self) -> None:
        self.release()

    # -- runs --------------------------------------------------------------------------------
    @property
    def live(self) -> bool:
        return self.run is not None and not self.run.done

    def live_run(self) -> Run | None:
        """The run while it runs (its reducer owns the memo then), else None."""
        run = self.run
        return run if run is not None and not run.done else None

    def latest_run(self) -> Path | None:
        from diligence_tui.harness.run_folder import latest_run

        room = self.open_room()
        return latest_run(room.root)

    def start_run(
        self, resume_dir: Path | None = None, forecast: Any = None, max_turns: int | None = None
    ) -> Run:
        """Create and start a run (a new one, or ``resume_dir`` resumed). Call off the UI
        thread: importing the harness is not free. Raises RunLocked when another process
        writes ``resume_dir``. ``forecast``: the one the analyst saw before starting (it goes
        to the journal; else it is computed now). ``max_turns``: the cap the analyst gave for
        this session (a resume of a run that stopped at its cap goes on past it)."""
        from diligence_tui.harness.choice import harness_factory, harness_of_run, settings_for
        from diligence_tui.harness.runner import Run

        room = self.open_room()
        name = harness_of_run(resume_dir) if resume_dir is not None else self.harness
        settings = settings_for(name, self.settings)
        held = self.steering.paused
        steering = Steering(step_mode=self.steering.step_mode)
        if held:  # a pause asked for before the run existed holds its first turn
            steering.pause()
        mine = self.run_lock
        same = (
            mine is not None
            and resume_dir is not None
            and mine.run_dir.resolve() == Path(resume_dir).resolve()
        )
        if not same:
            self.release()
        run = Run(
            room,
            settings,
            run_dir=resume_dir,
            steering=steering,
            resume=resume_dir is not None,
            run_lock=mine if same else None,
            keep_lock=True,  # the workspace keeps writing the folder after the run ends
            harness=harness_factory(name),
            max_turns=max_turns,
        )
        if resume_dir is None:  # the forecast and the ceilings, shown as the run starts
            from diligence_tui.harness.forecast import announce

            announce(run, room, settings, name, forecast)
        self.steering = steering
        self.run = run
        self.run_dir = run.run_dir
        self.run_lock, self.read_only = run.run_lock, ""
        self.triage_carried = 0
        # the live run's coverage only: a resume's restored share arrives as its first event
        self.coverage_room, self.coverage_docs, self.coverage_folders = 0.0, {}, {}
        self.coverage_now = None
        if resume_dir is not None:
            self.load_review(run.memo, list(run.findings))
            self.triage_carried = sum(1 for f in run.findings if f.carried_from)
        else:
            self.load_review(Memo(), [])
        self.state = "running"
        return run

    def load_run_folder(self, run_dir: Path) -> None:
        """Review mode: the run's files, no live harness (read-only while another process
        writes the folder)."""
        from diligence_tui.review.run_files import load_run

        self._hold(Path(run_dir))
        files = load_run(run_dir)
        self.run_dir = Path(run_dir)
        self.coverage_now = None  # until the room is checked against this run
        self.load_review(files.memo, files.findings)
        self.triage_carried = sum(1 for f in files.findings if f.carried_from)
        metrics = files.metrics if isinstance(files.metrics, dict) else {}
        cov = metrics.get("coverage")
        if isinstance(cov, dict):
            self.coverage_room = float(cov.get("room", 0.0) or 0.0)
            self.coverage_docs = dict(cov.get("documents", {}) or {})
            self.coverage_folders = dict(cov.get("folders", {}) or {})
        elif isinstance(cov, int | float):
            self.coverage_room = float(cov)
        self.state = "review"

    def load_review(self, memo: Memo, findings: list[Finding]) -> None:
        self.memo = Memo.from_dict(memo.to_dict())
        self.review = ReviewState(self.memo, [Finding.from_dict(f.to_dict()) for f in findings])

    @property
    def findings(self) -> dict[str, Finding]:
        return {f.id: f for f in self.review.findings}

    # -- events ------------------------------------------------------------------------------
    def apply(self, event: dict[str, Any]) -> None:
        """A memo or finding event from the run, through the one reducer."""
        self.review.apply(event)
        if event.get("kind") == "triage_carried":
            self.triage_carried = max(self.triage_carried, int(event.get("carried") or 0))

    # -- the analyst's edits -----------------------------------------------------------------
    def _writable(self) -> None:
        from diligence_tui.errors import UserError

        if self.read_only:
            raise UserError(f"{self.read_only}: your change was not saved")

    def _record(self, event: dict[str, Any] | None) -> None:
        """Keep an edit made with no live run: in the session's state, the run's files and
        its journal (so a resume, a replay of the journal and this view agree)."""
        if event is None or self.run_dir is None:
            return
        from diligence_tui.review import run_files

        if event["kind"] == "memo_section":
            run_files.save_memo(self.run_dir, self.memo, self.review.findings)
        else:
            run_files.save_findings(self.run_dir, self.review.findings)
        journal = self.run_dir / run_files.JOURNAL
        if self.run_lock is None or not self.run_lock.held or not journal.exists():
            return
        if self._journal is None:
            from diligence_tui.harness.journal import JournalWriter

            self._journal = JournalWriter(journal)
        self._journal.write({**event, "t": time.time()})

    def edit_memo(self, title: str, body: str) -> None:
        """Save one section as the analyst's (blocking: call from a worker)."""
        self._writable()
        run = self.live_run()
        if run is not None:
            self.review.apply(run.edit_memo(title, body))
            return
        self._record(self.review.analyst_edit(title, body))

    def save_memo_edits(self, changed: dict[str, str], dropped: dict[str, str | None]) -> None:
        """An edit of the memo's text, saved (blocking: call from a worker): sections retitled
        in place (``dropped``: old key -> new key) or deleted (-> None), then ``changed``."""
        changed = dict(changed)
        for old_key, new_key in dropped.items():
            if new_key is not None and new_key in changed:
                self._writable()
                body = changed.pop(new_key)
                run = self.live_run()
                if run is not None:
                    event = run.rename_memo_section(old_key, new_key, body) or None
                    if event is not None:
                        self.review.apply(event)
                else:
                    event = self.review.rename_section(old_key, new_key, body)
                    self._record(event)
                if event is None:  # the old one was not in the memo: the new is an edit
                    changed[new_key] = body
            else:
                self.remove_memo_section(old_key)
        for title, body in changed.items():
            self.edit_memo(title, body)

    def remove_memo_section(self, key: str) -> None:
        self._writable()
        run = self.live_run()
        if run is not None:
            event = run.remove_memo_section(key)
            if event:
                self.review.apply(event)
            return
        self._record(self.review.remove_section(key))

    def resolve_suggestion(self, key: str, choice: str) -> MemoSection | None:
        """Answer the root's revision of an edited section: keep ``mine``, take ``theirs``,
        or ``both`` (merged)."""
        self._writable()
        run = self.live_run()
        event: dict[str, Any] | None
        if run is not None:
            event = run.resolve_suggestion(key, choice)
            if event:
                self.review.apply(event)
        else:
            event = self.review.resolve(key, choice)
            self._record(event)
        return self.memo.section(key) if event else None

    def mark_room(self, check: Any) -> bool:
        """Record in the memo what changed in the room since the review (``check``: a
        review.freshness.RoomCheck); memo.md says it too when this workspace writes the
        folder. True when what the memo says changed."""
        from diligence_tui.review.freshness import mark_memo

        if self.room is None or not mark_memo(self.memo, check, self.room):
            return False
        self.save_memo_files()
        return True

    def save_memo_files(self) -> None:
        if not self.live and self.run_dir is not None and not self.read_only:
            from diligence_tui.review.run_files import save_memo

            save_memo(self.run_dir, self.memo, self.review.findings)

    def update_finding(self, finding_id: str, **changes: Any) -> Finding:
        self._writable()
        run = self.live_run()
        if run is not None:
            updated = run.update_finding(finding_id, **changes)
            self.review.apply({"kind": "finding_updated", "finding": updated.to_dict()})
        else:
            self._record(self.review.edit_finding(finding_id, changes))
        found = self.review.finding(finding_id)
        assert found is not None
        return found

    def finding_to_memo(self, finding_id: str) -> str:
        """Append a finding to the memo's "Findings" section, citations as links. Returns the
        section title."""
        finding = self.findings[finding_id]
        # citation ids come from the memo that will hold them: the live run's, if any
        run = self.live_run()
        memo = run.memo if run is not None else self.memo
        with run.lock if run is not None else contextlib.nullcontext():
            links = " ".join(memo.cite_link(c) for c in finding.citations)
            for c in finding.citations:
                self.memo.citations[c.id] = memo.citations[c.id]
        line = f"**{finding.title}** ({finding.severity})"
        if finding.exposure:
            line += f": {finding.exposure}"
        if finding.description:
            line += f". {finding.description}"
        if links:
            line += f" {links}"
        title = "Findings"
        sec = self.memo.section(title)
        body = (sec.body.rstrip() + "\n\n" if sec and sec.body.strip() else "") + f"- {line}"
        self.edit_memo(title, body)
        return title

    # -- export ------------------------------------------------------------------------------
    def export(self, fmt: str) -> Path:
        from diligence_tui.errors import UserError
        from diligence_tui.review.export import export_run

        if self.run_dir is None:
            raise UserError("nothing to export yet: start a review first")
        if self.room is not None and not self.live:
            from diligence_tui.review.freshness import check_run

            self.mark_room(check_run(self.run_dir, self.room))
        self.save_memo_files()
        return export_run(self.run_dir, fmt, room=self.room)
