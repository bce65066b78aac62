"""A run: one review of one room, from the first root turn to the memo on disk.

:class:`Run` owns the run folder, the event bus (with the journal subscribed), the gateway,
the kernel and the root loop. It runs on a background thread with its own asyncio loop, so a
UI or the CLI drives it with ``start()``/``wait()`` and steers it through :class:`Steering`.

Resume (``resume=True``) rebuilds the memo, findings and conversation from the journal,
re-executes the journal's cells in a fresh kernel while the call cache serves their model
calls (so REPL variables come back without new model calls), and continues. Replay
(``replay=True``) runs again into a new folder with the gateway answering only from the
source run's call cache (no network).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hashlib
import json
import shutil
import threading
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from diligence_tui import paths
from diligence_tui.errors import UserError
from diligence_tui.harness.budget import BudgetExceeded, Limits, TokenCount, Usage
from diligence_tui.harness.events import (
    CoverageChanged,
    EventBus,
    Notice,
    RunFailed,
    RunFinished,
    RunStarted,
    event_from_dict,
    event_to_dict,
)
from diligence_tui.harness.journal import JournalState, JournalWriter, read_journal, rebuild_state
from diligence_tui.harness.memo_finish import finish_memo
from diligence_tui.harness.prompts import load_prompt, render_prompt
from diligence_tui.harness.root_loop import (
    FENCE,
    LoopResult,
    RootLoop,
    _through_first_cell,
    edited_note,
    format_output,
    python_tool_call,
    supports_tools,
)
from diligence_tui.harness.run_lock import RunLock, acquire_lock
from diligence_tui.harness.services import HarnessServices
from diligence_tui.harness.steering import Steering
from diligence_tui.review import run_files
from diligence_tui.review.model import SEVERITIES, Finding, Memo
from diligence_tui.review.state import ReviewState, TriageCarry, rebuild
from diligence_tui.settings import Settings

OFFLINE_ENGINE = "offline engine (pattern-based, no language model)"
DEPTH2_TURNS = 6  # root turns of a depth-2 sub-agent
DEPTH2_SHARE = 0.5  # share of what is left of the budget one batch of depth-2 sub-agents may use
DEPTH2_PARALLEL = 4  # depth-2 sub-agents (each with a kernel process) at once
MAX_LISTED_DOCS = 150  # documents listed by name in the root's first prompt


# -- run folders ----------------------------------------------------------------------------
def new_run_dir(room_root: Path) -> Path:
    base = paths.room_runs_dir(room_root)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    for n in range(1000):
        candidate = base / (stamp if n == 0 else f"{stamp}-{n}")
        try:
            candidate.mkdir(parents=True, exist_ok=False)
            return candidate
        except FileExistsError:
            continue
    raise UserError(f"cannot create a run folder under {base}")


def latest_run(room_root: Path) -> Path | None:
    base = paths.room_runs_dir(room_root)
    if not base.is_dir():
        return None
    runs = [p for p in base.iterdir() if p.is_dir() and (p / run_files.JOURNAL).exists()]
    return max(runs, key=lambda p: ((p / run_files.JOURNAL).stat().st_mtime, p.name), default=None)


def engine_label(settings: Settings) -> str:
    if settings.offline:
        return OFFLINE_ENGINE
    root, sub = settings.root_model, settings.sub_model
    return root if root == sub else f"{root} (root), {sub} (sub-agents)"


def _public_url(url: str) -> str:
    """An endpoint without user:password@ (run.json holds no secrets)."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://{rest.split('@', 1)[1]}"
    return url


# -- the first prompt -----------------------------------------------------------------------
def inventory_text(room: Any) -> str:
    """The room as metadata (never content): totals, folders, documents."""
    totals = room.totals()
    documents = room.documents()
    lines = [
        f"{totals.documents:,} documents ({totals.pages:,} pages, about {totals.tokens:,} "
        f"tokens, {totals.chars:,} characters) in {totals.folders:,} folders; "
        f"{totals.skipped:,} could not be read, {totals.partial:,} partly read."
    ]
    folders: dict[str, list[Any]] = {}
    for doc in documents:
        folders.setdefault(doc.folder or "(room root)", []).append(doc)
    lines.append("")
    lines.append("Folders (documents, tokens):")
    for folder in sorted(folders):
        docs = folders[folder]
        lines.append(f"- {folder}: {len(docs)} documents, {sum(d.tokens for d in docs):,} tokens")
    lines.append("")
    lines.append("Documents (path | kind | pages | tokens | status):")
    for doc in documents[:MAX_LISTED_DOCS]:
        status = "" if doc.status == "ok" else f" | {doc.status}: {doc.reason}"
        lines.append(f"- {doc.path} | {doc.kind} | {doc.pages} | {doc.tokens:,}{status}")
    if len(documents) > MAX_LISTED_DOCS:
        lines.append(
            f"- ... and {len(documents) - MAX_LISTED_DOCS:,} more: list them with "
            "`room.documents` or `room.by_folder()`"
        )
    return "\n".join(lines)


def room_state(room: Any) -> dict[str, Any]:
    """What the run saw of the room: counts and a digest of every document's id and size
    (a replay or resume of a room that changed since misses the call cache)."""
    docs = sorted((d.doc_id, d.chars, d.status) for d in room.documents())
    digest = hashlib.sha256(json.dumps(docs).encode("utf-8")).hexdigest()[:16]
    return {"documents": len(docs), "chars": sum(d[1] for d in docs), "digest": digest}


def room_change(before: dict[str, Any], now: dict[str, Any]) -> str:
    """A plain sentence when the room differs from what a run saw, else ""."""
    if not before or before.get("digest") == now.get("digest"):
        return ""
    return (
        f"the room changed since this run was made ({before.get('documents', '?')} documents, "
        f"{before.get('chars', 0):,} characters then; {now['documents']} and "
        f"{now['chars']:,} now): prompts that include its text will miss the call cache"
    )


def root_system_prompt(room: Any, settings: Settings) -> str:
    totals = room.totals()
    sub_tokens = settings.models.sub_context_tokens
    from diligence_tui.harness.review_fanout import slice_chars

    per_call_chars = slice_chars(sub_tokens)
    suggested = max(1, -(-totals.chars // max(per_call_chars, 1)))
    budget = settings.budget

    def limit(value: float, fmt: str) -> str:
        return fmt.format(value) if value else "no limit"

    return render_prompt(
        "root_system",
        inventory=inventory_text(room),
        repl_api=load_prompt("repl_api") or "(see docs/REPL.md)",
        output_chars=f"{settings.kernel.output_chars:,}",
        max_turns=budget.max_turns,
        max_usd=limit(budget.max_usd, "${:.2f}"),
        max_tokens=limit(budget.max_tokens, "{:,}"),
        max_seconds=limit(budget.max_seconds, "{:.0f} s"),
        max_subcalls=limit(budget.max_subcalls, "{:,}"),
        sub_model=settings.sub_model,
        sub_context_tokens=f"{sub_tokens:,}",
        sub_chars=f"{per_call_chars:,}",
        concurrency=settings.models.concurrency,
        documents=f"{totals.documents:,}",
        suggested_calls=f"{suggested:,}",
    )


FIRST_MESSAGE = (
    "Begin the review of this dataroom. Plan from the inventory, delegate the "
    "reading with review()/llm_batch over the whole room, write the memo section by "
    "section as findings arrive, cite with cite(), and finish with submit()."
)


def _fresh_run_dir(folder: Path, advice: str) -> Path:
    """Create the folder a new run writes into; refuse a file or a folder holding a run."""
    if folder.exists() and not folder.is_dir():
        raise UserError(f"{folder} is a file, not a folder: choose a folder for the run")
    if (folder / run_files.JOURNAL).exists():
        raise UserError(f"{folder} already holds a run: {advice}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create the run folder {folder}: {exc.strerror or exc}") from None
    return folder


def engagement(root: Path) -> tuple[str, str]:
    """The review's target and the analyst's brief for a room.

    A Legal Agent Bench room (``task.json`` beside ``documents/``) names its target in the
    task's title and brings instructions and deliverables: the root gets them in its first
    message. Any other folder is its own target, with no extra brief; so is a room whose
    task.json cannot be read (evaluation says why when it grades against it).
    """
    from diligence_tui.lab_task import load_task

    task_file = root.parent / "task.json" if root.name == "documents" else None
    if task_file is None or not task_file.is_file():
        return root.name, ""
    try:
        task = load_task(task_file, require_criteria=False)
    except UserError:
        return root.parent.name, ""
    title = task.title or root.parent.name
    parts = [f"The engagement (from {task_file.name}): {title}"]
    if task.instructions.strip():
        parts.append(task.instructions.strip())
    if task.deliverables:
        parts.append(
            "Deliverables:\n"
            + "\n".join(
                f"- {name}: {about}" if about else f"- {name}"
                for name, about in task.deliverables.items()
            )
        )
    return title, "\n\n".join(parts)


class _MutableBus(EventBus):
    """The gateway's bus: forwards to the run's bus, except while muted (resume re-running
    the journal's cells). Muted, the calls the cache answers stay quiet (the journal already
    holds them); a call that had to go to the model after all is forwarded, so the journal,
    the metrics and the budget count it (see :attr:`live_calls`)."""

    def __init__(self, target: EventBus) -> None:
        super().__init__()
        self.target = target
        self.muted = False
        self.forward_live = True  # while muted: forward calls that were not answered from cache
        self.live_calls: list[Any] = []  # SubCallFinished of those calls
        self._held: dict[str, Any] = {}  # call id -> SubCallStarted, until the call ends
        self.subscribe(self._forward)

    def _forward(self, event: Any) -> None:
        if not self.muted:
            self.target.emit(event)
        elif event.kind == "subcall_started":
            self._held[event.call_id] = event
        elif event.kind == "subcall_finished":
            started = self._held.pop(event.call_id, None)
            if event.status == "cached" or not self.forward_live:
                return
            if started is not None:
                self.target.emit(started)
            self.target.emit(event)
            self.live_calls.append(event)


class ChildServices(HarnessServices):
    """A depth-2 sub-agent's REPL services: the room, plain sub-calls (the depth limit),
    findings; the memo belongs to the root, and ``submit(answer)`` returns the answer."""

    def memo_write(self, title: str, body: str, mode: str = "write") -> dict:
        raise RuntimeError(
            "only the lead reviewer writes the memo: return your answer with submit(answer)"
        )

    def submit(self, note: str | None = None) -> dict:
        self.submitted = True
        self.submit_note = note or ""
        return {"ok": True, "reason": "answer returned to the lead reviewer"}


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
    ) -> None:
        self.room = room
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
        if resume or replay:
            source = Path(run_dir) if run_dir else latest_run(root)
            if source is None or not (source / run_files.JOURNAL).exists():
                raise UserError(
                    f"no run to {'resume' if resume else 'replay'}: "
                    f"{source or 'this room has no runs'} has no journal.jsonl"
                )
            settings = _settings_of(source, settings)
        if resume:
            self.run_dir = Path(source)
            self.run_lock = self._lock_folder(run_lock)
            self._prior_events = read_journal(self.run_dir / run_files.JOURNAL)
            self.state = rebuild_state(self._prior_events)
        elif replay:
            self.replay_of = Path(source)
            self.run_dir = _fresh_run_dir(
                Path(out) if out else new_run_dir(root), "replay into another folder"
            )
            self.run_lock = self._lock_folder(run_lock)
            cache = self.replay_of / "cache"
            if cache.is_dir() and not (self.run_dir / "cache").exists():
                shutil.copytree(cache, self.run_dir / "cache")
        else:
            target = Path(run_dir or out) if (run_dir or out) else new_run_dir(root)
            self.run_dir = _fresh_run_dir(
                target, f"continue it with --resume {target}, or choose another folder"
            )
            self.run_lock = self._lock_folder(run_lock)
        self.keep_lock = keep_lock  # the caller (a workspace) releases the lock, not the run
        self.settings = settings
        self.memo: Memo = self.state.memo if self.state else Memo()
        self.findings: list[Finding] = self.state.findings if self.state else []
        self.review_state = ReviewState(self.memo, self.findings)  # the one reducer (review.state)
        self.triage = self._triage_source(prior)
        self.memo.engine = engine_label(settings)
        self.memo.models = {"root": settings.root_model, "sub": settings.sub_model}
        target, brief = engagement(root)
        self.first_message = FIRST_MESSAGE + (f"\n\n{brief}" if brief else "")
        if not self.memo.target:
            self.memo.target = target
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
        self._thread: threading.Thread | None = None
        self._done = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started_at = time.time()
        self._info: dict[str, Any] = {}
        self._room_state = room_state(room)
        source_dir = self.run_dir if resume else self.replay_of
        self.room_changed = (
            room_change(
                run_files.load_run(source_dir).info.get("room_state") or {}, self._room_state
            )
            if source_dir is not None
            else ""
        )
        self._write_info()

    def _triage_source(self, prior: Path | None) -> TriageCarry | None:
        """The earlier run whose triage this run carries over: the room's latest run when this
        one is new (its folder is named in run.json, so a resume carries from it too)."""
        if self.resume:
            named = run_files.load_run(self.run_dir).info.get("triage_from")
            prior = Path(named) if named else None
        if self.replay or prior is None or not prior.is_dir():
            return None
        try:
            files = run_files.load_run(prior)
        except UserError:
            return None
        findings = files.findings or rebuild(read_journal(prior / run_files.JOURNAL)).findings
        carry = TriageCarry(findings, prior.name, source=str(prior))
        return carry if carry else None

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
                run_files.save_memo(self.run_dir, self.memo)
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

    def _write_info(self) -> None:
        info = {
            "run_id": self.run_id,
            "room": str(Path(self.room.root)),
            "created": self._started_at,
            "models": {"root": self.settings.root_model, "sub": self.settings.sub_model},
            "api_base": _public_url(self.settings.models.api_base),
            "sub_api_base": _public_url(self.settings.sub_api_base),
            "offline": self.settings.offline,
            "engine": engine_label(self.settings),
            "depth": self.settings.budget.depth,
            "limits": Limits.of(self.settings).to_dict(),
            "resumed": self.resume,
            "replay_of": str(self.replay_of) if self.replay_of else None,
            "room_state": self._room_state,
            "triage_from": self.triage.source if self.triage else None,
            "settings": {
                "models": {
                    k: v
                    for k, v in vars(self.settings.models).items()
                    if k not in ("api_base", "sub_api_base")
                },
                "budget": vars(self.settings.budget),
                "kernel": vars(self.settings.kernel),
            },
        }
        target = self.run_dir / run_files.RUN_INFO
        if self.resume and target.exists():
            old = run_files.load_run(self.run_dir).info
            info["created"] = old.get("created", info["created"])
            info["resumes"] = int(old.get("resumes", 0)) + 1
        self._info = info
        self._save_info()

    def _save_info(self) -> None:
        from diligence_tui.atomic import write_json_atomic

        write_json_atomic(self.run_dir / run_files.RUN_INFO, self._info)

    def _record_sandbox(self, kernel: Any, refused: str = "") -> None:
        """run.json: how this session's kernel was confined (isolation level, network,
        rlimits, folders), or why it was refused."""
        report = {k: v for k, v in (getattr(kernel, "sandbox", None) or {}).items() if k != "pid"}
        if refused:
            report = {"isolation": {"level": "refused", "reason": refused}}
        self._info["kernel"] = {"sandbox": report}
        self._save_info()

    def _isolation_warning(self, kernel: Any) -> None:
        """Before the first cell: say plainly when the OS layers are missing."""
        isolation = (getattr(kernel, "sandbox", None) or {}).get("isolation") or {}
        if isolation.get("level") != "reduced":
            return
        self.bus.emit(
            Notice(
                level="warning",
                message=(
                    "Reduced isolation: the REPL kernel is not confined by the operating "
                    f"system ({isolation.get('reason')}). Model-written code runs as your "
                    "user, checked only inside Python; it could read your files and leave "
                    'processes running. Set [kernel] isolation = "full" to refuse such runs.'
                ),
            )
        )

    async def _main(self) -> None:
        from diligence_tui.harness.coverage import CoverageMeter
        from diligence_tui.harness.gateway import Gateway
        from diligence_tui.harness.kernel import Kernel, KernelError

        self._loop = asyncio.get_running_loop()
        settings = self.settings
        self.coverage = CoverageMeter(self.room)
        gateway_bus = _MutableBus(self.bus)
        self.gateway = Gateway(
            settings,
            gateway_bus,
            run_dir=self.run_dir,
            coverage=self.coverage,
            steering=self.steering,
            replay=self.replay,
        )
        self.services = services = self._make_services(
            HarnessServices,
            status_extra=lambda: {
                "turn": loop.turn if loop else 0,
                "max_turns": settings.budget.max_turns,
            },
        )
        loop: RootLoop | None = None
        if settings.budget.depth >= 2:
            services.subcall_hook = self._depth2_hook
        scratch = self.run_dir / "scratch"
        scratch.mkdir(parents=True, exist_ok=True)
        kernel = Kernel(scratch, Path(self.room.root), services, settings.kernel)
        try:
            try:
                await asyncio.to_thread(kernel.start)
            except KernelError as exc:
                self._record_sandbox(kernel, refused=str(exc))
                raise
            self._record_sandbox(kernel)
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
            self._isolation_warning(kernel)
            if self.room_changed:
                self.bus.emit(Notice(level="warning", message=self.room_changed))
            stale = self.run_lock.took_over
            if stale is not None:
                self.bus.emit(
                    Notice(
                        level="info",
                        message=f"took over the run folder's lock left by {stale.describe()} "
                        "(no longer running)",
                    )
                )
            messages: list[dict] = []
            turn = 0
            system = root_system_prompt(self.room, settings)
            if self.state is not None:
                if hasattr(self.gateway, "seed_usage"):
                    self.gateway.seed_usage(usage_from_events(self._prior_events))
                await self._restore(kernel, gateway_bus)
                messages = self._rebuild_messages(system)
                turn = self.state.turn
                for note in self.state.notes:
                    self.steering.inject_note(note)
            loop = self._agent_loop(
                self.gateway,
                kernel,
                services,
                system_prompt=system,
                first_message=self.first_message,
                max_turns=settings.budget.max_turns,
                max_failing_cells=settings.budget.max_failing_cells,
                root_context_tokens=settings.models.root_context_tokens,
                model=settings.root_model,
                role="root",
                documents=self.room.totals().documents,
                coverage=self.coverage,
                limits=Limits.of(settings),
                messages=messages,
                turn=turn,
                save_memo=lambda: run_files.save_memo(self.run_dir, self.memo),
            )
            finished = (self.state.finished or {}) if self.state is not None else {}
            if finished.get("status") == "submitted":
                # nothing to continue: the root already submitted (the files are rewritten)
                result = LoopResult("submitted", "already submitted before this resume", turn)
            else:
                result = await loop.run()
            self.result = result
            finish_memo(
                self.review_state, self.bus, lock=self.lock, submitted=result.status == "submitted"
            )
            self._emit_coverage()
            with self.lock:
                self.memo.incomplete = result.status != "submitted"
                run_files.save_memo(self.run_dir, self.memo)
                run_files.save_findings(self.run_dir, self.findings)
            self.summary = self._metrics(result)
            run_files.save_metrics(self.run_dir, self.summary)
            self.bus.emit(RunFinished(status=result.status, summary=self.summary))
        finally:
            await asyncio.to_thread(kernel.close)
            with contextlib.suppress(Exception):
                await self.gateway.aclose()

    def _emit_coverage(self) -> None:
        snap = self.coverage.snapshot()
        self.bus.emit(
            CoverageChanged(
                room=snap.get("room", 0.0),
                documents=snap.get("documents", {}),
                folders=snap.get("folders", {}),
            )
        )

    def _agent_loop(self, gateway: Any, kernel: Any, services: Any, **kw: Any) -> RootLoop:
        """A RootLoop over this run's bus, steering, memo and findings (root or depth 2)."""
        return RootLoop(
            gateway=gateway,
            kernel=kernel,
            services=services,
            bus=self.bus,
            steering=self.steering,
            memo=self.memo,
            findings=self.findings,
            lock=self.lock,
            **kw,
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

    # -- resume ----------------------------------------------------------------------------------
    async def _restore(self, kernel: Any, gateway_bus: _MutableBus) -> None:
        """Re-run the journal's executed cells with the call cache answering their model calls."""
        from diligence_tui.harness.gateway import Gateway

        assert self.state is not None and self.services is not None
        cells = self.state.cells
        self.bus.emit(
            Notice(
                level="info",
                message=(
                    f"resuming at turn {self.state.turn}: re-running {len(cells)} cell(s) from the call "
                    "cache to restore the REPL"
                ),
            )
        )
        live = self.services.gateway
        # cache first; a call the cache lacks (the run was killed during it, or the cell's
        # prompt is not reproducible) goes to the model again, except in a replay
        restoring = Gateway(
            self.settings,
            gateway_bus,
            run_dir=self.run_dir,
            coverage=self.coverage,
            steering=self.steering,
            replay=self.replay,
        )
        self.services.gateway = restoring
        self.services.restoring = True
        gateway_bus.muted = True
        gateway_bus.forward_live = not self.replay
        failed = 0
        try:
            for cell in cells:
                before = len(gateway_bus.live_calls)
                result = await asyncio.to_thread(kernel.execute, str(cell.get("code") or ""))
                if result.error and not cell.get("error"):
                    failed += 1
                made = len(gateway_bus.live_calls) - before
                if made:
                    self.bus.emit(
                        Notice(
                            level="warning",
                            message=(
                                f"resume: turn {cell.get('turn')}'s cell made {made} model call(s) "
                                "that were not in the call cache; they were made again"
                            ),
                        )
                    )
        finally:
            gateway_bus.muted = False
            self.services.restoring = False
            self.services.gateway = live
            self.services.budget_error = None
            self.services.submitted = False
            with contextlib.suppress(Exception):
                await restoring.aclose()
        if gateway_bus.live_calls and hasattr(live, "seed_usage"):
            spent = usage_from_events([event_to_dict(e) for e in gateway_bus.live_calls])
            live.seed_usage(dataclasses.replace(spent, elapsed=0.0))
        if failed:
            missing = " (a model call missing from the cache)" if self.replay else ""
            self.bus.emit(
                Notice(
                    level="warning",
                    message=(
                        f"{failed} restored cell(s) failed{missing}; some REPL variables may "
                        "be missing"
                    ),
                )
            )

    def _rebuild_messages(self, system: str) -> list[dict]:
        assert self.state is not None
        state = self.state
        messages = [
            {"role": "system", "content": system},
            {"role": "user", "content": self.first_message},
        ]
        tools = supports_tools(self.settings.root_model)
        for turn in range(1, state.turn + 1):
            reply = state.replies.get(turn)
            if reply is None:
                continue
            out = state.outputs.get(turn)
            if out is None:
                text = "(the run was interrupted while this cell ran; it may not have finished)"
            elif out.get("skipped"):
                text = "The analyst skipped this cell; it did not run."
            else:
                text = format_output(
                    str(out.get("output", "")),
                    str(out.get("error", "")),
                    int(out.get("total_chars", 0)),
                    bool(out.get("truncated")),
                )
            ran = str((out or {}).get("code") or "")
            code = state.proposed.get(turn) or ran
            if ran and code != ran and not out.get("skipped"):
                text = edited_note(ran) + text
            if code and FENCE.search(reply) is None and not tools:
                reply = f"```python\n{code}\n```"  # a tool call the loop kept as a cell
            elif code and FENCE.search(reply) is None:
                # the code came in a native tool call: keep the tool-call form
                call_id = f"call_{turn}"
                messages.append(
                    {
                        "role": "assistant",
                        "content": reply or None,
                        "tool_calls": [python_tool_call(call_id, code)],
                    }
                )
                messages.append({"role": "tool", "tool_call_id": call_id, "content": text})
                continue
            messages.append({"role": "assistant", "content": _through_first_cell(reply)})
            messages.append({"role": "user", "content": text})
        note = (
            "The run was interrupted and has been resumed: the REPL state was restored by "
            "re-running your earlier cells. Continue the review where you left off."
        )
        cut = [t for t in state.proposed if t not in state.outputs and t in state.replies]
        if cut:
            note += (
                f" The cell of turn {max(cut)} was cut off and was not run again: variables it "
                "set may be missing (its findings and memo writes up to the cut are kept)."
            )
        if messages[-1]["role"] == "user":
            messages[-1]["content"] += "\n\n" + note
        else:
            messages.append({"role": "user", "content": note})
        return messages

    # -- depth 2 ---------------------------------------------------------------------------------
    def _depth2_hook(self, prompts: list[str], model: str | None) -> list[dict]:
        """llm_query/llm_batch at depth 2: each prompt is a sub-agent with its own REPL."""
        assert self._loop is not None
        future = asyncio.run_coroutine_threadsafe(self._depth2_batch(prompts, model), self._loop)
        return future.result()

    async def _depth2_batch(self, prompts: list[str], model: str | None) -> list[dict]:
        """Each sub-agent gets its own carve-out: an equal part of DEPTH2_SHARE of what is
        left of each ceiling (dollars, tokens, sub-calls), enforced before each of its calls."""
        usage = self.gateway.usage()
        budget = self.settings.budget
        parts = max(1, len(prompts))

        def part(limit: float, used: float) -> float:
            return max(limit - used, 0.0) * DEPTH2_SHARE / parts if limit else 0.0

        caps = {
            "max_usd": part(budget.max_usd, usage.total_cost or 0.0),
            "max_tokens": int(part(budget.max_tokens, usage.total_tokens)),
            "max_subcalls": int(part(budget.max_subcalls, usage.subcalls)),
        }
        for key in ("max_tokens", "max_subcalls"):
            if getattr(budget, key):
                caps[key] = max(caps[key], 1)  # 0 would read as "no limit"
        gate = asyncio.Semaphore(DEPTH2_PARALLEL)

        async def one(index: int, prompt: str) -> dict:
            async with gate:
                try:
                    answer = await self._depth2_agent(index, prompt, model, caps)
                    return {"ok": True, "text": answer}
                except BudgetExceeded as exc:
                    if exc.ends_the_run:
                        assert self.services is not None
                        self.services.budget_error = exc
                    return {"ok": False, "error": f"sub-agent failed: {exc}"}
                except Exception as exc:
                    return {"ok": False, "error": f"sub-agent failed: {exc}"}

        return list(await asyncio.gather(*(one(i, p) for i, p in enumerate(prompts))))

    async def _depth2_agent(
        self, index: int, prompt: str, model: str | None, caps: dict[str, Any]
    ) -> str:
        from diligence_tui.harness.kernel import Kernel

        settings = self.settings
        gateway = AgentGateway(self.gateway, **caps)
        child = self._make_services(ChildServices)
        child.gateway = gateway
        scratch = self.run_dir / "scratch" / f"sub-{uuid.uuid4().hex[:8]}"
        scratch.mkdir(parents=True, exist_ok=True)
        kernel = Kernel(scratch, Path(self.room.root), child, settings.kernel)
        await asyncio.to_thread(kernel.start)
        try:
            loop = self._agent_loop(
                gateway,
                kernel,
                child,
                system_prompt=render_prompt("subagent_repl", repl_api=load_prompt("repl_api")),
                first_message=f"Your task from the lead reviewer:\n\n{prompt}",
                max_turns=DEPTH2_TURNS,
                max_failing_cells=3,
                root_context_tokens=settings.models.sub_context_tokens,
                model=model or settings.sub_model,
                role="sub",
                coverage=None,
                limits=Limits.of(settings).with_share(**caps),
                budget_check=gateway.exhausted,
                emit_events=False,
            )
            self.bus.emit(Notice(level="info", message=f"depth-2 sub-agent {index + 1} started"))
            result = await loop.run()
            self.bus.emit(
                Notice(
                    level="info",
                    message=f"depth-2 sub-agent {index + 1} finished after {result.turns} "
                    f"turn(s): {result.status}" + (f" ({result.reason})" if result.reason else ""),
                )
            )
            if result.answer:
                return result.answer
            replies = [m.get("content") or "" for m in loop.messages if m["role"] == "assistant"]
            return replies[-1] if replies else "(the sub-agent finished without an answer)"
        finally:
            await asyncio.to_thread(kernel.close)

    # -- metrics -----------------------------------------------------------------------------------
    def _metrics(self, result: LoopResult) -> dict[str, Any]:
        events = read_journal(self.run_dir / run_files.JOURNAL)
        events.append({"kind": "now", "t": time.time()})
        metrics = compute_metrics(
            events,
            coverage=self.coverage.snapshot(),
            findings=self.findings,
            status=result.status,
            reason=result.reason,
            turns=result.turns,
            settings=self.settings,
            run_dir=self.run_dir,
            fallback_usage=self.gateway.usage(),
        )
        carried = sum(1 for f in self.findings if f.carried_from)
        metrics["triage"] = {
            "carried": carried,
            "from_run": self.triage.run_id if self.triage else None,
            "decisions": self.triage.decisions if self.triage else 0,
        }
        return metrics


class AgentGateway:
    """A depth-2 sub-agent's gateway: the run's gateway, with the agent's own spend counted
    and held to its share of the budget. ``usage()`` is the agent's own, so its status line
    and ``status()`` show what it has spent of its share."""

    def __init__(
        self, gateway: Any, *, max_usd: float = 0.0, max_tokens: int = 0, max_subcalls: int = 0
    ) -> None:
        self.gateway = gateway
        self.max_usd, self.max_tokens, self.max_subcalls = max_usd, max_tokens, max_subcalls
        self.input = self.output = self.calls = 0
        self.cost: float | None = 0.0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.gateway, name)

    def exhausted(self) -> str | None:
        """Why this agent may make no more calls, or None."""
        if self.max_usd and self.cost is not None and self.cost >= self.max_usd:
            return f"this sub-agent's share of the dollar budget (${self.max_usd:.4f}) is spent"
        if self.max_tokens and self.input + self.output >= self.max_tokens:
            return f"this sub-agent's share of the token budget ({self.max_tokens:,}) is spent"
        if self.max_subcalls and self.calls >= self.max_subcalls:
            return f"this sub-agent's share of the sub-calls ({self.max_subcalls:,}) is used"
        return None

    async def complete(self, messages: list[dict], **kw: Any) -> Any:
        reason = self.exhausted()
        if reason:
            raise BudgetExceeded("share", reason)
        self.calls += 1
        result = await self.gateway.complete(messages, **kw)
        self.input += result.input_tokens
        self.output += result.output_tokens
        if result.cost is None:
            self.cost = None  # unknown price: the dollar share cannot be held
        elif self.cost is not None:
            self.cost += result.cost
        return result

    def usage(self) -> Usage:
        return Usage(
            tokens={"sub": TokenCount(self.input, self.output)},
            cost={"sub": self.cost},
            subcalls=self.calls,
            in_flight=0,
            elapsed=self.gateway.usage().elapsed,
        )


def usage_from_events(events: list[dict], now: float | None = None) -> Usage:
    """Tokens and dollars by role, sub-calls and wall time of every session in a journal
    (the shape of ``Gateway.usage()``, so a resumed run's gateway starts from it)."""
    tokens: dict[str, dict[str, int]] = {}
    cost: dict[str, float | None] = {}
    subcalls = 0
    starts: list[float] = []
    sessions: list[tuple[float, float]] = []
    last_t = 0.0
    for event in events:
        kind = event.get("kind")
        last_t = max(last_t, float(event.get("t", 0.0) or 0.0))
        if kind == "subcall_finished":
            role = str(event.get("role", "sub"))
            bucket = tokens.setdefault(role, {"input": 0, "output": 0})
            bucket["input"] += int(event.get("input_tokens") or 0)
            bucket["output"] += int(event.get("output_tokens") or 0)
            value = event.get("cost")
            previous = cost.get(role, 0.0)
            cost[role] = (
                None if value is None or previous is None else float(previous) + float(value)
            )
            if role == "sub":
                subcalls += 1
        elif kind == "run_started":
            if starts and (not sessions or sessions[-1][0] != starts[-1]):
                sessions.append((starts[-1], last_t))  # a killed session ends at its last event
            starts.append(float(event.get("t", 0.0)))
        elif kind in ("run_finished", "run_failed") and starts:
            sessions.append((starts[-1], float(event.get("t", 0.0))))
    if starts and (not sessions or sessions[-1][0] != starts[-1]):
        sessions.append((starts[-1], now if now is not None else last_t))
    elapsed = sum(max(end - start, 0.0) for start, end in sessions)
    return Usage(
        tokens={role: TokenCount(t["input"], t["output"]) for role, t in tokens.items()},
        cost=cost,
        subcalls=subcalls,
        elapsed=elapsed,
    )


def compute_metrics(
    events: list[dict],
    *,
    coverage: dict,
    findings: list[Finding],
    status: str,
    reason: str,
    turns: int,
    settings: Settings,
    run_dir: Path,
    fallback_usage: Usage | None = None,
) -> dict[str, Any]:
    """metrics.json, from the journal (so a resumed run counts every session)."""
    usage = usage_from_events(events)
    if not usage.tokens and fallback_usage is not None:
        # no call in the journal: the gateway's own count (the wall time is the journal's)
        usage = dataclasses.replace(fallback_usage, elapsed=usage.elapsed)
    tokens, cost, subcalls = usage.tokens_dict(), dict(usage.cost), usage.subcalls
    sub_times = [
        float(e.get("t", 0.0))
        for e in events
        if e.get("kind") == "subcall_finished" and e.get("role", "sub") == "sub"
    ]
    memo_writes = [
        float(e.get("t", 0.0))
        for e in events
        if e.get("kind") == "memo_section" and (e.get("section") or {}).get("author") != "analyst"
    ]
    wall = usage.elapsed
    total_tokens = usage.total_tokens
    root_tokens = usage.tokens["root"].total if "root" in usage.tokens else 0
    total_cost = usage.total_cost
    root_cost = cost.get("root")
    last_sub = max(sub_times) if sub_times else None
    interleaving = (
        sum(1 for t in memo_writes if last_sub is not None and t < last_sub) / len(memo_writes)
        if memo_writes
        else 0.0
    )
    by_severity = Counter(f.severity for f in findings)
    return {
        "status": status,
        "reason": reason,
        "run_dir": str(run_dir),
        "coverage": {
            "room": coverage.get("room", 0.0),
            "folders": coverage.get("folders", {}),
            "documents": coverage.get("documents", {}),
        },
        "tokens": tokens,
        "cost": cost,
        "total_tokens": total_tokens,
        "total_cost": total_cost,
        "root_share": {
            "tokens": root_tokens / total_tokens if total_tokens else 0.0,
            "cost": (root_cost / total_cost) if total_cost and root_cost is not None else None,
        },
        "subcalls": subcalls,
        "turns": turns,
        "wall_seconds": round(wall, 3),
        "findings": len(findings),
        "findings_by_severity": {s: by_severity.get(s, 0) for s in SEVERITIES},
        "verified_findings": sum(1 for f in findings if f.verified),
        "memo_writes": len(memo_writes),
        "memo_interleaving": interleaving,
        "models": {"root": settings.root_model, "sub": settings.sub_model},
        "offline": settings.offline,
        "engine": engine_label(settings),
        "depth": settings.budget.depth,
    }


def _settings_of(run_dir: Path, settings: Settings) -> Settings:
    """The settings a resumed or replayed run needs: its own models (the call cache is keyed
    by them) on top of the current settings."""
    info = run_files.load_run(run_dir).info
    models = info.get("models") or {}
    overrides: dict[str, Any] = {}
    if models.get("root") and not settings.models.root_model:
        overrides["models__root_model"] = (
            "" if models["root"] == "offline/playbook" else models["root"]
        )
    if (
        models.get("sub")
        and not settings.models.sub_model
        and models.get("sub") != models.get("root")
    ):
        if models["sub"] != "offline/reviewer":
            overrides["models__sub_model"] = models["sub"]
    if info.get("api_base") and not settings.models.api_base:
        overrides["models__api_base"] = info["api_base"]
    depth = int(info.get("depth") or 1)
    if depth != settings.budget.depth:
        overrides["budget__depth"] = depth
    # limits the run started with, unless this session set its own (non-default) value
    saved = info.get("settings") or {}
    defaults = Settings()
    for section in ("budget", "models", "kernel"):
        default_section = getattr(defaults, section)
        current = getattr(settings, section)
        for key, value in (saved.get(section) or {}).items():
            name = f"{section}__{key}"
            if name in overrides or not hasattr(default_section, key):
                continue
            if key in ("root_model", "sub_model", "api_base", "sub_api_base", "depth"):
                continue
            if getattr(current, key) == getattr(default_section, key) and value != getattr(
                current, key
            ):
                overrides[name] = value
    return settings.with_overrides(**overrides) if overrides else settings
