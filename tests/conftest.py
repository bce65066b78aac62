"""Shared fixtures. Every test gets its own config/data/cache dirs, so nothing a test does
touches the developer's real settings or rooms."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SAMPLE_ROOMS = REPO / "sample_rooms"


@pytest.fixture(autouse=True)
def isolated_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    base = tmp_path_factory.mktemp("app")
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        monkeypatch.setenv(f"DILIGENCE_{name}_DIR", str(base / name.lower()))
    for name in list(os.environ):
        if name.startswith("DILIGENCE_") and not name.endswith("_DIR"):
            monkeypatch.delenv(name, raising=False)
    return base
