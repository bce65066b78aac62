"""run.json, as a run writes it, and the earlier runs whose triage it carries.

Kept apart from the run's lifecycle (``runner``) because both are pure bookkeeping over the
run folder: what the run was made with (models, limits, settings, the room's state), and which
earlier runs of the room its findings' triage comes from (a resume reads the same runs back
from run.json, so it carries from the same decisions).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.harness.budget import Limits
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.run_folder import earlier_runs, public_url
from diligence_tui.harness.run_metrics import engine_label
from diligence_tui.review import run_files
from diligence_tui.review.state import TriageCarry, analyst_decided, rebuild
from diligence_tui.settings import Settings


def triage_carry(
    room_root: Path, run_dir: Path, prior: Path | None, *, resume: bool, replay: bool
) -> TriageCarry | None:
    """The earlier runs whose triage a run carries over: every run of the room before this
    one (the newest decision wins per finding), named in run.json so that a resume carries
    from the same runs. A replay carries none (it re-runs the source run as it was)."""
    if replay:
        return None
    if resume:
        info = run_files.load_run(run_dir).info
        named = info.get("triage_sources") or (
            [info["triage_from"]] if info.get("triage_from") else []
        )
        earlier = [Path(p) for p in named if isinstance(p, str)]
    else:
        earlier = earlier_runs(Path(room_root), before=run_dir)
        if prior is not None and prior not in earlier:
            earlier.append(prior)
    carry = TriageCarry()
    for folder in earlier:
        if not folder.is_dir():
            continue
        try:
            files = run_files.load_run(folder)
        except UserError:
            continue
        events = read_journal(folder / run_files.JOURNAL)
        findings = files.findings or rebuild(events).findings
        decided = analyst_decided(events)
        made = float(files.info.get("created") or 0.0)
        times = {f.id: decided.get(f.id, made) for f in findings if f.edited_by_analyst}
        carry.add(findings, folder.name, source=str(folder), decided=times)
    return carry if carry else None


class RunInfo:
    """run.json of one run: written when the run is made, updated as it learns things (the
    context windows, how its kernel was confined), always with an atomic write."""

    def __init__(
        self,
        run_dir: Path,
        *,
        room_root: Path,
        created: float,
        settings: Settings,
        harness_name: str,
        resume: bool,
        replay_of: Path | None,
        room_state: dict[str, Any],
        triage: TriageCarry | None,
    ) -> None:
        self.run_dir = run_dir
        info: dict[str, Any] = {
            "run_id": run_dir.name,
            "room": str(room_root),
            "created": created,
            "models": {"root": settings.root_model, "sub": settings.sub_model},
            "api_base": public_url(settings.models.api_base),
            "sub_api_base": public_url(settings.sub_api_base),
            "sub_api_bases": [public_url(b) for b in settings.models.sub_api_bases],
            "offline": settings.offline,
            "engine": engine_label(settings),
            "harness": harness_name,
            "depth": settings.budget.depth,
            "limits": Limits.of(settings).to_dict(),
            "resumed": resume,
            "replay_of": str(replay_of) if replay_of else None,
            "room_state": room_state,
            "triage_from": triage.source if triage else None,
            "triage_sources": triage.sources if triage else [],
            "settings": {
                "models": {
                    k: v
                    for k, v in vars(settings.models).items()
                    if k not in ("api_base", "sub_api_base", "sub_api_bases")
                },
                "budget": vars(settings.budget),
                "kernel": vars(settings.kernel),
            },
        }
        target = run_dir / run_files.RUN_INFO
        if resume and target.exists():
            old = run_files.load_run(run_dir).info
            info["created"] = old.get("created", info["created"])
            info["resumes"] = int(old.get("resumes", 0)) + 1
            info["endings"] = list(old.get("endings") or [])  # each earlier session's
        self.info = info
        self.save()

    def save(self) -> None:
        from diligence_tui.atomic import write_json_atomic

        write_json_atomic(self.run_dir / run_files.RUN_INFO, self.info)

    def record_sandbox(self, kernel: Any, refused: str = "") -> None:
        """How this session's kernel was confined (isolation level, network, rlimits,
        folders), or why it was refused."""
        report = {k: v for k, v in (getattr(kernel, "sandbox", None) or {}).items() if k != "pid"}
        if refused:
            report = {"isolation": {"level": "refused", "reason": refused}}
        self.info["kernel"] = {"sandbox": report}
        self.save()

    def record_ending(self, ending: dict[str, Any]) -> None:
        """How this session's loop ended, typed (``LoopResult.to_dict``): ``ending`` is the
        last session's, ``endings`` every session's in order (a resume adds one)."""
        self.info["ending"] = ending
        self.info.setdefault("endings", []).append(ending)
        self.save()

    def record_windows(self, windows: dict[str, Any], settings: Settings) -> None:
        """Each role's context window as found (a resume or replay reads its windows back
        from here: same slices, same cache keys) and the limits they give."""
        self.info["windows"] = windows
        models = settings.models
        saved = self.info.setdefault("settings", {}).setdefault("models", {})
        saved["context_window"], saved["sub_context_window"] = (
            models.context_window,
            models.sub_context_window,
        )
        self.info["limits"] = Limits.of(settings).to_dict()
        self.save()
