"""Themes as data files: ``themes/*.toml`` (shipped) and ``<config dir>/themes/*.toml`` (the
user's), registered as Textual themes with our own variables for coverage, severity and
citations. A theme that leaves a variable out gets :data:`VARIABLE_DEFAULTS`."""

from __future__ import annotations

import tomllib
from dataclasses import fields
from pathlib import Path

from textual.theme import Theme

from diligence_tui import paths

DEFAULT_THEME = "diligence-dark"

# Every custom variable used in our TCSS; values work on dark and light backgrounds.
VARIABLE_DEFAULTS: dict[str, str] = {
    "coverage-none": "#808080",
    "coverage-partial": "#D7A13B",
    "coverage-full": "#3FAE6A",
    "severity-critical": "#E0457B",
    "severity-high": "#D9534F",
    "severity-medium": "#D7A13B",
    "severity-low": "#4A90C2",
    "severity-info": "#8A8A8A",
    "cite": "#4A90E2",
    "cite-unverified": "#E8743B",
    "passage-highlight": "#D7A13B 50%",
}

_THEME_FIELDS = {f.name for f in fields(Theme)} - {"variables", "name"}


def shipped_themes_dir() -> Path:
    """``themes/`` next to the package (a source checkout or an editable install)."""
    return Path(__file__).resolve().parents[2] / "themes"


def user_themes_dir() -> Path:
    return paths.config_dir() / "themes"


def theme_from_data(data: dict, source: str = "theme") -> Theme:
    name = str(data.get("name", "")).strip()
    if not name:
        raise ValueError(f"{source}: a theme needs a name")
    if "primary" not in data:
        raise ValueError(f"{source}: a theme needs a primary colour")
    values = {k: v for k, v in data.items() if k in _THEME_FIELDS}
    variables = {str(k): str(v) for k, v in (data.get("variables") or {}).items()}
    return Theme(name=name, variables=variables, **values)


def load_theme_file(path: Path) -> Theme:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"{path}: {exc}") from None
    return theme_from_data(data, str(path))


def load_themes(folders: list[Path] | None = None) -> tuple[list[Theme], list[str]]:
    """Themes from the folders (later folders override earlier names), and the problems
    found (a bad user theme is reported, never fatal)."""
    themes: dict[str, Theme] = {}
    problems: list[str] = []
    for folder in folders if folders is not None else [shipped_themes_dir(), user_themes_dir()]:
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            try:
                theme = load_theme_file(path)
            except ValueError as exc:
                problems.append(str(exc))
                continue
            themes[theme.name] = theme
    return list(themes.values()), problems
