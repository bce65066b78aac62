"""The workspace's state without widgets: the room, the live run (if any), and the UI's own
copy of the memo and findings, kept current from events.

The harness mutates its memo and findings on its own thread; the UI never reads those
objects while a run is live. It keeps copies, updated from ``MemoSectionWritten`` /
``FindingAdded`` / ``FindingUpdated`` events on the UI thread, and sends the analyst's edits
back through ``Run.edit_memo`` / ``Run.update_finding`` (or the run folder's files when no
run is live: review mode).
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.steering import Steering
from diligence_tui.review.model import Citation, Finding, Memo, MemoSection
from diligence_tui.settings import Settings

if TYPE_CHECKING:
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room


def run_summary(run_dir: Path) -> str:
    """One line about a run folder for the resume offer: when, how it ended, what it found."""
    import json

    from diligence_tui.review.run_files import METRICS

    when = run_dir.name
    try:
        metrics = json.loads((run_dir / METRICS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"{when} · interrupted (no summary saved): resume continues it"
    parts = [when, str(metrics.get("status") or "ended")]
    coverage = (metrics.get("coverage") or {}).get("room")
    if isinstance(coverage, int | float):
        parts.append(f"{coverage * 100:.0f}% of the room read")
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
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    cost: dict[str, float | None] = field(default_factory=dict)
    subcalls: int = 0
    in_flight: int = 0
    elapsed: float = 0.0


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
        self.steering = Steering()
        self.memo = Memo()
        self.findings: dict[str, Finding] = {}
        self.state = (
            "opening"  # opening | indexing | ready | running | paused | finished | failed | review
        )
        self.final_status = ""  # how a finished run ended: submitted | incomplete | stopped
        self.coverage_room = 0.0
        self.coverage_docs: dict[str, float] = {}
        self.coverage_folders: dict[str, float] = {}
        self.budget = Budget()
        self.turn = 0
        self.models: dict[str, str] = {"root": settings.root_model, "sub": settings.sub_model}

    # -- room --------------------------------------------------------------------------------
    def open_room(self) -> Room:
        from diligence_tui.room.room import Room

        if self.room is None:
            self.room = Room.open(self.room_path, self.settings)
        return self.room

    # -- runs --------------------------------------------------------------------------------
    @property
    def live(self) -> bool:
        return self.run is not None and not self.run.done

    def latest_run(self) -> Path | None:
        from diligence_tui.harness.runner import latest_run

        room = self.open_room()
        return latest_run(room.root)

    def start_run(self, resume_dir: Path | None = None) -> Run:
        """Create and start a run (a new one, or ``resume_dir`` resumed). Call off the UI
        thread: importing the harness is not free."""
        from diligence_tui.harness.runner import Run

        room = self.open_room()
        held = self.steering.paused
        self.steering = Steering(step_mode=self.steering.step_mode)
        if held:  # a pause asked for before the run existed holds its first turn
            self.steering.pause()
        run = Run(
            room,
            self.settings,
            run_dir=resume_dir,
            steering=self.steering,
            resume=resume_dir is not None,
        )
        self.run = run
        self.run_dir = run.run_dir
        if resume_dir is not None:
            self.load_review(run.memo, list(run.findings))
        else:
            self.load_review(Memo(), [])
        self.state = "running"
        return run

    def load_run_folder(self, run_dir: Path) -> None:
        """Review mode: the run's files, no live harness."""
        from diligence_tui.review.run_files import load_run

        files = load_run(run_dir)
        self.run_dir = Path(run_dir)
        self.load_review(files.memo, files.findings)
        metrics = files.metrics or {}
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
        self.findings = {f.id: Finding.from_dict(f.to_dict()) for f in findings}

    # -- events ------------------------------------------------------------------------------
    def apply_memo_section(self, section: dict[str, Any], citations: dict[str, Any]) -> MemoSection:
        new = MemoSection.from_dict(section)
        for cid, data in citations.items():
            self.memo.citations[cid] = Citation.from_dict(data)
        for i, sec in enumerate(self.memo.sections):
            if sec.id == new.id:
                self.memo.sections[i] = new
                return new
        self.memo.sections.append(new)
        return new

    def apply_finding(self, data: dict[str, Any]) -> Finding:
        finding = Finding.from_dict(data)
        self.findings[finding.id] = finding
        return finding

    # -- the analyst's edits -----------------------------------------------------------------
    def edit_memo(self, title: str, body: str) -> None:
        """Save one section as the analyst's (blocking: call from a worker)."""
        if self.live:
            self.run.edit_memo(title, body)
        self.memo.write(title, body, author="analyst")
        if not self.live and self.run_dir is not None:
            from diligence_tui.review.run_files import save_memo

            save_memo(self.run_dir, self.memo)

    def resolve_suggestion(self, key: str, accept: bool) -> MemoSection | None:
        sec = self.memo.section(key)
        if sec is None or sec.suggestion is None:
            return None
        if accept:
            self.memo.accept_suggestion(key)
        else:
            self.memo.drop_suggestion(key)
        if self.live:
            # clear the suggestion in the harness's memo too, then save the kept text as ours
            with getattr(self.run, "lock", contextlib.nullcontext()):
                resolve = (
                    self.run.memo.accept_suggestion if accept else self.run.memo.drop_suggestion
                )
                resolve(key)
            self.run.edit_memo(sec.title, sec.body)
        self.save_memo_files()
        return sec

    def save_memo_files(self) -> None:
        if not self.live and self.run_dir is not None:
            from diligence_tui.review.run_files import save_memo

            save_memo(self.run_dir, self.memo)

    def update_finding(self, finding_id: str, **changes: Any) -> Finding:
        finding = self.findings[finding_id]
        if self.live:
            updated = self.run.update_finding(finding_id, **changes)
            finding = Finding.from_dict(updated.to_dict())
        else:
            for key, value in changes.items():
                setattr(finding, key, value)
            finding.edited_by_analyst = True
            if self.run_dir is not None:
                from diligence_tui.review.run_files import save_findings

                save_findings(self.run_dir, list(self.findings.values()))
        self.findings[finding_id] = finding
        return finding

    def finding_to_memo(self, finding_id: str) -> str:
        """Append a finding to the memo's "Findings" section, citations as links. Returns the
        section title."""
        finding = self.findings[finding_id]
        links = " ".join(self.memo.cite_link(c) for c in finding.citations)
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
        self.save_memo_files()
        return export_run(self.run_dir, fmt)
