"""Which harness drives a run: ``rlm`` (the root in a REPL with sub-agents, the default) or
``toolloop`` (the tool-loop baseline). The name is recorded in ``run.json`` so that a resume
or a replay is driven by the same one."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.errors import UserError
from diligence_tui.harness.interfaces import HarnessFactory
from diligence_tui.settings import Settings

HARNESSES = ("rlm", "toolloop")
OFFLINE_TOOLLOOP_MODEL = "offline/toolloop"


def harness_factory(name: str) -> HarnessFactory | None:
    """The factory for ``Run(harness=...)`` (None: the run's default, the RLM)."""
    if name in ("", "rlm"):
        return None
    if name == "toolloop":
        from diligence_tui.harness.toolloop.loop import toolloop_harness

        return toolloop_harness
    raise UserError(f"unknown harness {name!r} (known: {', '.join(HARNESSES)})")


def settings_for(name: str, settings: Settings) -> Settings:
    """With no model configured, the tool loop is driven by its offline scripted policy."""
    if name == "toolloop" and settings.offline:
        return settings.with_overrides(models__root_model=OFFLINE_TOOLLOOP_MODEL)
    return settings


def harness_of_run(run_dir: str | Path) -> str:
    """The harness a run folder was made by (``rlm`` for runs from before the choice)."""
    from diligence_tui.review.run_files import load_run

    return str(load_run(run_dir).info.get("harness") or "rlm")
