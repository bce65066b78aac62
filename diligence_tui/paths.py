"""Where the app keeps things (platformdirs), and per-room state keyed by the room's path.

State is never written inside a room: a dataroom may be read-only.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

import platformdirs

APP_NAME = "diligence-tui"


def _override(var: str) -> Path | None:
    value = os.environ.get(var)
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    return _override("DILIGENCE_CONFIG_DIR") or Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    return _override("DILIGENCE_DATA_DIR") or Path(platformdirs.user_data_dir(APP_NAME))


def cache_dir() -> Path:
    return _override("DILIGENCE_CACHE_DIR") or Path(platformdirs.user_cache_dir(APP_NAME))


def log_dir() -> Path:
    return _override("DILIGENCE_LOG_DIR") or Path(platformdirs.user_log_dir(APP_NAME))


def settings_file() -> Path:
    return config_dir() / "settings.toml"


def room_key(room: str | os.PathLike[str]) -> str:
    """A stable, readable key for a room: its folder name plus a hash of its resolved path."""
    resolved = Path(room).expanduser().resolve()
    digest = hashlib.sha256(str(resolved).encode("utf-8")).hexdigest()[:12]
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", resolved.name).strip("-")[:40] or "room"
    return f"{name}-{digest}"


def room_state_dir(room: str | os.PathLike[str]) -> Path:
    """Per-room data: the index, the document store, the runs."""
    return data_dir() / "rooms" / room_key(room)


def room_index_dir(room: str | os.PathLike[str]) -> Path:
    return room_state_dir(room) / "index"


def room_runs_dir(room: str | os.PathLike[str]) -> Path:
    return room_state_dir(room) / "runs"


def room_cache_dir(room: str | os.PathLike[str]) -> Path:
    """Per-room cache: model call cache and anything that can be rebuilt."""
    return cache_dir() / "rooms" / room_key(room)


def all_paths(room: str | os.PathLike[str] | None = None) -> dict[str, Path]:
    paths = {
        "config_dir": config_dir(),
        "settings_file": settings_file(),
        "data_dir": data_dir(),
        "cache_dir": cache_dir(),
        "log_dir": log_dir(),
    }
    if room is not None:
        paths.update(
            room_state=room_state_dir(room),
            room_index=room_index_dir(room),
            room_runs=room_runs_dir(room),
            room_cache=room_cache_dir(room),
        )
    return paths


def resolve_room(path: str | os.PathLike[str]) -> tuple[Path, Path | None]:
    """The folder to index, and the rubric next to it if any.

    A Legal Agent Bench layout (``task.json`` + ``documents/``) opens its ``documents/``
    folder, with ``task.json`` as the task; any other folder opens as it is.
    """
    folder = Path(path).expanduser().resolve()
    task = folder / "task.json"
    docs = folder / "documents"
    if task.is_file() and docs.is_dir():
        return docs, task
    return folder, None
