"""Themes are data files: the shipped three load with our variables; a broken user theme is
reported, not fatal; a user theme overrides a shipped one by name."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.tui.themes import VARIABLE_DEFAULTS, load_themes, shipped_themes_dir


def test_shipped_and_user_themes(tmp_path: Path) -> None:
    themes, problems = load_themes([shipped_themes_dir()])
    names = {t.name for t in themes}
    assert {
        "diligence-dark",
        "diligence-light",
        "diligence-high-contrast",
    } <= names and not problems
    for theme in themes:
        assert set(VARIABLE_DEFAULTS) <= set(theme.variables), theme.name
    user = tmp_path / "themes"
    user.mkdir()
    (user / "mine.toml").write_text(
        'name = "diligence-dark"\nprimary = "#112233"\n[variables]\ncite = "#00ff00"\n'
    )
    (user / "broken.toml").write_text("name = \n")
    (user / "nameless.toml").write_text('primary = "#000000"\n')
    themes, problems = load_themes([shipped_themes_dir(), user])
    dark = next(t for t in themes if t.name == "diligence-dark")
    assert dark.primary == "#112233" and dark.variables == {"cite": "#00ff00"}
    assert len(problems) == 2 and any("broken.toml" in p for p in problems)
