from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui import paths
from diligence_tui.cli import main
from diligence_tui.settings import Settings, SettingsError, load_settings


def test_defaults_mean_offline_engine() -> None:
    settings = load_settings()
    assert settings.offline
    assert settings.root_model == "offline/playbook"
    assert settings.sub_model == "offline/reviewer"


def test_toml_then_env_precedence(tmp_path: Path) -> None:
    file = tmp_path / "settings.toml"
    file.write_text('[models]\nroot_model = "openai/gpt-4o"\n[budget]\nmax_turns = 12\n')
    env = {"DILIGENCE_BUDGET__MAX_TURNS": "20", "DILIGENCE_SUB_MODEL": "ollama/qwen3"}
    settings = load_settings(file, environ=env)
    assert settings.models.root_model == "openai/gpt-4o"
    assert settings.budget.max_turns == 20
    assert settings.sub_model == "ollama/qwen3"
    assert not settings.offline


def test_bad_values_get_clear_messages(tmp_path: Path) -> None:
    file = tmp_path / "settings.toml"
    file.write_text("[budget]\nmax_turns = 'many'\n")
    with pytest.raises(SettingsError, match="max_turns"):
        load_settings(file, environ={})
    file.write_text("[nope]\nx = 1\n")
    with pytest.raises(SettingsError, match="unknown section"):
        load_settings(file, environ={})
    file.write_text("not toml [")
    with pytest.raises(SettingsError, match="cannot read"):
        load_settings(file, environ={})


def test_save_round_trips_atomically(tmp_path: Path) -> None:
    settings = Settings().with_overrides(
        ui__theme="diligence-light", models__api_base="http://x/v1"
    )
    settings.ui.keymap = {"run": "ctrl+r"}
    target = settings.save(tmp_path / "s.toml")
    again = load_settings(target, environ={})
    assert again.ui.theme == "diligence-light"
    assert again.models.api_base == "http://x/v1"
    assert again.ui.keymap == {"run": "ctrl+r"}
    assert [p.name for p in tmp_path.iterdir()] == ["s.toml"]


def test_room_state_lives_outside_the_room(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    room = tmp_path / "room"
    room.mkdir()
    state = paths.room_state_dir(room)
    assert room not in state.parents
    assert paths.room_state_dir(room) == paths.room_state_dir(str(room) + "/")
    assert main(["locate", str(room)]) == 0
    out = capsys.readouterr().out
    assert "room_index" in out and str(state) in out


def test_lab_layout_resolves_documents_folder(tmp_path: Path) -> None:
    (tmp_path / "documents").mkdir()
    (tmp_path / "task.json").write_text("{}")
    docs, task = paths.resolve_room(tmp_path)
    assert docs == (tmp_path / "documents").resolve()
    assert task == (tmp_path / "task.json").resolve()
