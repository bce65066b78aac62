"""Typed settings: a TOML file in the platformdirs config dir, then ``DILIGENCE_*`` env vars.

Precedence (later wins): defaults < settings.toml < environment < command-line flags (the CLI
applies flags with :func:`Settings.with_overrides`).

Environment variables: ``DILIGENCE_<SECTION>__<FIELD>`` for any field (for example
``DILIGENCE_BUDGET__MAX_TURNS=40``), plus the short forms ``DILIGENCE_MODEL``,
``DILIGENCE_SUB_MODEL``, ``DILIGENCE_API_BASE`` and ``DILIGENCE_THEME``.
API keys are never stored here: litellm reads them from the usual provider variables
(``OPENAI_API_KEY``, ``ANTHROPIC_API_KEY``, ...).
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
import types
import typing
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from diligence_tui import paths
from diligence_tui.atomic import write_text_atomic

OFFLINE_ROOT_MODEL = "offline/playbook"
OFFLINE_SUB_MODEL = "offline/reviewer"
# root_model = "guided": the scripted exhaustive policy orchestrates from the first turn and the
# configured sub-model reads (a laptop model reads every document; harness.guided)
GUIDED_ROOT = "guided"
DEFAULT_CONTEXT_WINDOW = 8_192  # a model whose window nobody says: what small local servers run
OFFLINE_WINDOWS = {"root": 128_000, "sub": 32_000}  # the offline engine's slice sizes
DEFAULT_MAX_OUTPUT = {"root": 2_048, "sub": 4_096}  # a sub-agent answers a JSON list of findings


class SettingsError(ValueError):
    """A settings file or variable that cannot be used; the message says which and why."""


@dataclass
class ModelSettings:
    root_model: str = ""  # empty: the offline engine
    sub_model: str = ""  # empty: same as root_model (or the offline reviewer)
    api_base: str = ""  # e.g. http://127.0.0.1:8080/v1 for llama.cpp / vLLM / Ollama
    sub_api_base: str = ""  # empty: same as api_base
    # several OpenAI-compatible endpoints for sub-calls (one per GPU server), spread by
    # litellm's Router; when set, they replace sub_api_base (harness/endpoint_pool.py)
    sub_api_bases: list[str] = field(default_factory=list)
    # context windows in tokens; 0: ask the server, else litellm's table, else 8,192
    # (harness/model_limits.py; the run log and run.json say where each number came from)
    context_window: int = 0
    sub_context_window: int = 0
    max_output_tokens: int = DEFAULT_MAX_OUTPUT["root"]  # per root reply (and the window)
    sub_max_output_tokens: int = DEFAULT_MAX_OUTPUT["sub"]  # per sub-agent reply
    concurrency: int = 8  # sub-calls in flight per endpoint
    # seconds to wait for the first part of an answer (a big prompt on a slow local server
    # takes a while); once an answer streams, only stream_idle_timeout applies
    call_timeout: float = 180.0
    # seconds a streamed answer may go without a chunk (after its first) before the attempt
    # is abandoned and retried: a stalled stream must not hold a sub-call for call_timeout
    stream_idle_timeout: float = 30.0
    # seconds a whole call may take, streaming included (0: no cap; the output cap bounds it)
    call_total_timeout: float = 0.0
    retries: int = 4
    temperature: float = 0.0
    seed: int = 0  # sent as the request's seed when not 0 (rollouts draw one per run)


@dataclass
class BudgetSettings:
    max_turns: int = 40
    max_usd: float = 0.0  # 0: no dollar ceiling
    max_tokens: int = 0  # 0: no token ceiling
    max_seconds: float = 0.0  # 0: no wall-clock ceiling
    max_subcalls: int = 0  # 0: no ceiling
    max_failing_cells: int = 5
    depth: int = 1
    # share of the room's readable text a root must have read before submit() is taken
    # without a stated reason (0: no floor); below it the root is shown what it did not read
    coverage_floor: float = 0.9


@dataclass
class IngestSettings:
    max_file_mb: float = 200.0
    file_timeout: float = 60.0  # CPU seconds of extraction per file (room/workers.py)
    include_hidden: bool = False
    workers: int = 0  # 0: one per core
    max_sheet_rows: int = 20_000
    max_zip_ratio: float = 200.0  # declared uncompressed/compressed, OOXML bomb guard
    max_uncompressed_mb: float = 1024.0


@dataclass
class KernelSettings:
    cell_timeout: float = 300.0
    memory_mb: int = 2048
    output_chars: int = 8_000  # shown to the root per cell (head + tail)
    # "full": OS isolation (namespaces, seccomp, Landlock) or no run; "reduced": also run
    # where the OS cannot give it, with in-process checks only (the run says so)
    isolation: str = "full"
    scratch_mb: int = 512  # the scratch folder's quota (a size-limited tmpfs)


@dataclass
class ReviewSettings:
    # the date the offline checks count days to (YYYY-MM-DD; "": the room's latest document
    # date): a re-run on another day gives the same memo (offline/as_of.py)
    as_of: str = ""


@dataclass
class UISettings:
    theme: str = "diligence-dark"
    keymap: dict[str, str] = field(default_factory=dict)  # binding id -> keys


@dataclass
class Settings:
    models: ModelSettings = field(default_factory=ModelSettings)
    budget: BudgetSettings = field(default_factory=BudgetSettings)
    ingest: IngestSettings = field(default_factory=IngestSettings)
    kernel: KernelSettings = field(default_factory=KernelSettings)
    review: ReviewSettings = field(default_factory=ReviewSettings)
    ui: UISettings = field(default_factory=UISettings)

    # -- derived -----------------------------------------------------------------------
    @property
    def guided(self) -> bool:
        """True for ``root_model = "guided"``: the scripted policy orchestrates, the sub-model
        reads."""
        return self.models.root_model.strip().lower() == GUIDED_ROOT

    @property
    def offline(self) -> bool:
        """True when no model is configured: the embedded offline engine runs."""
        if self.guided:
            return self.sub_model.startswith("offline/")
        return not self.models.root_model or self.models.root_model.startswith("offline/")

    @property
    def root_model(self) -> str:
        if self.guided:
            return OFFLINE_ROOT_MODEL  # the scripted policy speaks as the root
        return self.models.root_model or OFFLINE_ROOT_MODEL

    @property
    def sub_model(self) -> str:
        if self.models.sub_model:
            return self.models.sub_model
        if (
            not self.models.root_model
            or self.models.root_model.startswith("offline/")
            or self.guided
        ):
            return OFFLINE_SUB_MODEL
        return self.models.root_model

    @property
    def sub_api_base(self) -> str:
        if self.models.sub_api_bases:
            return self.models.sub_api_bases[0]
        return self.models.sub_api_base or self.models.api_base

    @property
    def sub_endpoints(self) -> list[str]:
        """Every endpoint sub-calls may go to (one, or the pool of ``sub_api_bases``)."""
        if self.models.sub_api_bases:
            return list(self.models.sub_api_bases)
        return [self.sub_api_base] if self.sub_api_base else []

    def context_window(self, role: str) -> int:
        """The context window for ``role`` ("root", else a sub-agent) that slicing and the
        prompts use: the setting, else the offline engine's slice size, else the 8,192-token
        default. A run sets the settings from what it found out (harness/model_limits.py)."""
        value = self.models.context_window if role == "root" else self.models.sub_context_window
        if value > 0:
            return value
        model = self.root_model if role == "root" else self.sub_model
        if model.startswith("offline/"):
            return OFFLINE_WINDOWS["root" if role == "root" else "sub"]
        return DEFAULT_CONTEXT_WINDOW

    def max_output(self, role: str) -> int:
        """The cap on one reply of ``role`` (0 in the settings: the default), at most a
        quarter of the window so the prompt keeps most of it."""
        value = (
            self.models.max_output_tokens if role == "root" else self.models.sub_max_output_tokens
        )
        value = value if value > 0 else DEFAULT_MAX_OUTPUT["root" if role == "root" else "sub"]
        return min(value, max(self.context_window(role) // 4, 256))

    # -- conversion ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "settings") -> Settings:
        settings = cls()
        for section_name, values in data.items():
            section = getattr(settings, section_name, None)
            if section is None or not dataclasses.is_dataclass(section):
                raise SettingsError(f"{source}: unknown section [{section_name}]")
            if not isinstance(values, dict):
                raise SettingsError(f"{source}: [{section_name}] must be a table")
            for key, value in values.items():
                _set_field(section, key, value, f"{source} [{section_name}]")
        return settings

    def with_overrides(self, **dotted: Any) -> Settings:
        """A copy with ``section__field=value`` overrides applied; ``None`` values are ignored."""
        copy = Settings.from_dict(self.to_dict())
        for name, value in dotted.items():
            if value is None:
                continue
            section_name, _, key = name.partition("__")
            _set_field(getattr(copy, section_name), key, value, "override")
        return copy

    def save(self, path: Path | None = None) -> Path:
        import tomli_w

        target = path or paths.settings_file()
        write_text_atomic(target, tomli_w.dumps(self.to_dict()))
        return target


def _coerce(value: Any, annotation: Any, where: str) -> Any:
    hint = annotation
    if isinstance(hint, str):
        hint = {"str": str, "int": int, "float": float, "bool": bool}.get(hint, hint)
    origin = typing.get_origin(hint)
    if origin is list or hint == "list[str]":
        if isinstance(value, str):  # an environment variable or a flag: comma-separated
            return [item.strip() for item in value.split(",") if item.strip()]
        if not isinstance(value, list):
            raise SettingsError(f"{where}: expected a list, got {value!r}")
        return [str(item) for item in value]
    if origin is dict or hint == "dict[str, str]":
        if isinstance(value, str):
            pairs = [item.split("=", 1) for item in value.split(",") if "=" in item]
            return {k.strip(): v.strip() for k, v in pairs}
        if not isinstance(value, dict):
            raise SettingsError(f"{where}: expected a table, got {value!r}")
        return {str(k): str(v) for k, v in value.items()}
    if hint is bool:
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in {"1", "true", "yes", "on"}:
            return True
        if text in {"0", "false", "no", "off", ""}:
            return False
        raise SettingsError(f"{where}: expected true or false, got {value!r}")
    if hint in (int, float):
        try:
            return hint(value)
        except (TypeError, ValueError):
            raise SettingsError(f"{where}: expected a number, got {value!r}") from None
    if hint is str:
        return str(value)
    if isinstance(hint, types.UnionType):
        return value
    return value


# settings keys that were renamed: an old settings file keeps working
_RENAMED = {"root_context_tokens": "context_window", "sub_context_tokens": "sub_context_window"}


def _set_field(section: Any, key: str, value: Any, where: str) -> None:
    known = {f.name: f for f in fields(section)}
    if key not in known and _RENAMED.get(key) in known:
        key = _RENAMED[key]
    if key not in known:
        raise SettingsError(f"{where}: unknown setting {key!r} (known: {', '.join(known)})")
    value = _coerce(value, known[key].type, f"{where} {key}")
    if isinstance(section, ReviewSettings) and key == "as_of" and value:
        import datetime

        try:  # a date the day counts run to: a plain message, never a wrong count
            value = datetime.date.fromisoformat(str(value).strip()).isoformat()
        except ValueError:
            raise SettingsError(f"{where} as_of: not a date (YYYY-MM-DD): {value!r}") from None
    setattr(section, key, value)


_SHORT_ENV = {
    "DILIGENCE_MODEL": "models__root_model",
    "DILIGENCE_SUB_MODEL": "models__sub_model",
    "DILIGENCE_API_BASE": "models__api_base",
    "DILIGENCE_THEME": "ui__theme",
}
_NOT_SETTINGS = {
    "DILIGENCE_CONFIG_DIR",
    "DILIGENCE_DATA_DIR",
    "DILIGENCE_CACHE_DIR",
    "DILIGENCE_LOG_DIR",
}


def load_settings(path: Path | None = None, environ: dict[str, str] | None = None) -> Settings:
    """Read settings.toml (if present) and apply ``DILIGENCE_*`` environment variables."""
    target = path or paths.settings_file()
    data: dict[str, Any] = {}
    if target.exists():
        try:
            data = tomllib.loads(target.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise SettingsError(f"cannot read {target}: {exc}") from None
    settings = Settings.from_dict(data, source=str(target))
    env = os.environ if environ is None else environ
    overrides: dict[str, Any] = {}
    for name, value in env.items():
        if not name.startswith("DILIGENCE_") or name in _NOT_SETTINGS:
            continue
        if name in _SHORT_ENV:
            overrides[_SHORT_ENV[name]] = value
            continue
        dotted = name[len("DILIGENCE_") :].lower()
        if "__" in dotted:
            overrides[dotted] = value
    try:
        return settings.with_overrides(**overrides)
    except (SettingsError, AttributeError) as exc:
        raise SettingsError(f"environment: {exc}") from None
