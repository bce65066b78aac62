"""Run folders: where a run's files go, which run is a room's latest, what run.json says
about the room and the models a run was made with (resume and replay start from them)."""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import Any

from diligence_tui import paths
from diligence_tui.errors import UserError
from diligence_tui.review import run_files
from diligence_tui.settings import Settings


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


def earlier_runs(room_root: Path, before: Path | None = None) -> list[Path]:
    """The room's runs (folders with a journal), oldest first by when they started, without
    ``before`` (the run being made)."""
    base = paths.room_runs_dir(room_root)
    if not base.is_dir():
        return []
    skip = Path(before).resolve() if before is not None else None
    runs = [
        p
        for p in base.iterdir()
        if p.is_dir() and (p / run_files.JOURNAL).exists() and p.resolve() != skip
    ]

    def started(folder: Path) -> tuple[float, str]:
        try:
            created = float(run_files.load_run(folder).info.get("created") or 0.0)
        except Exception:  # noqa: BLE001 - an unreadable run.json: date it by its journal
            created = 0.0
        return created or (folder / run_files.JOURNAL).stat().st_mtime, folder.name

    return sorted(runs, key=started)


def fresh_run_dir(folder: Path, advice: str) -> Path:
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


def public_url(url: str) -> str:
    """An endpoint without user:password@ (run.json holds no secrets)."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://{rest.split('@', 1)[1]}"
    return url


def room_state(room: Any) -> dict[str, Any]:
    """What the run saw of the room: counts and a digest of every document's id and size
    (a replay or resume of a room that changed since misses the call cache)."""
    documents = room.documents()
    docs = sorted((d.doc_id, d.chars, d.status) for d in documents)
    digest = hashlib.sha256(json.dumps(docs).encode("utf-8")).hexdigest()[:16]
    tokens = sum(int(getattr(d, "tokens", 0) or 0) for d in documents)  # for per-token rates
    return {
        "documents": len(docs),
        "chars": sum(d[1] for d in docs),
        "tokens": tokens,
        "digest": digest,
    }


def room_change(before: dict[str, Any], now: dict[str, Any]) -> str:
    """A plain sentence when the room differs from what a run saw, else ""."""
    if not before or before.get("digest") == now.get("digest"):
        return ""
    return (
        f"the room changed since this run was made ({before.get('documents', '?')} documents, "
        f"{before.get('chars', 0):,} characters then; {now['documents']} and "
        f"{now['chars']:,} now): prompts that include its text will miss the call cache"
    )


def settings_of(run_dir: Path, settings: Settings) -> Settings:
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
    if info.get("sub_api_base") and not settings.models.sub_api_base:
        # the sub-agents' own endpoint (--sub-api-base), when it was not the root's
        if info["sub_api_base"] != info.get("api_base"):
            overrides["models__sub_api_base"] = info["sub_api_base"]
    if info.get("sub_api_bases") and not settings.models.sub_api_bases:
        overrides["models__sub_api_bases"] = list(info["sub_api_bases"])
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


def cap_reached(run_dir: Path) -> int:
    """The turn cap a run stopped at, from its metrics.json (0 when it did not end at its
    cap): resuming it with that cap again only finalizes the memo a second time."""
    try:
        metrics = json.loads((Path(run_dir) / run_files.METRICS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    ending = metrics.get("ending") if isinstance(metrics, dict) else None
    if not isinstance(ending, dict) or ending.get("end") != "turn_cap":
        return 0
    try:
        return max(int(ending.get("max_turns") or 0), int(metrics.get("turns") or 0))
    except (TypeError, ValueError):
        return 0


def resumed_cap(cap: int, given: bool, turns: int, then: int, then_note: str) -> tuple[int, str]:
    """The turn cap a resume goes on under, and why it is not the one set ("" when it is):
    ``cap`` (the saved one, or the one ``given`` for this session with --max-turns or the
    resume dialog), raised to the cap in force when the run stopped (``then``: a guided
    hand-over gives the policy turns of its own above the saved cap) unless one was given,
    and never below the ``turns`` the run has taken: a count above its cap is false."""
    note = ""
    if not given and then > cap:
        cap, note = then, then_note or f"the cap in force when the run stopped (was {cap})"
    if turns > cap:
        cap, note = turns, f"the {turns} turns the run had taken; a cap of {cap} was asked"
    return cap, note


def higher_cap(cap: int) -> int:
    """The cap offered for resuming a run that stopped at ``cap``: twice it, at least 10 more."""
    return cap + max(cap, 10)


def cap_words(cap: int, given: int) -> str:
    """What a resume of a run that stopped at its turn cap of ``cap`` says, ``given`` the
    cap in force now ("" when the run did not stop at a cap)."""
    if not cap:
        return ""
    if given > cap:
        return f"the run stopped at its turn cap of {cap}; resuming with a cap of {given}"
    return (
        f"the run stopped at its turn cap of {cap}: resuming with that cap only finalizes the "
        "memo again. Give a higher cap to let the root go on (diligence run --resume RUN_DIR "
        f"--max-turns {higher_cap(cap)}, or a higher cap in the workspace's resume dialog)"
    )
