"""Settings: model endpoints and budgets, checked with a real request before saving.

Imported only when opened (F9)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from diligence_tui.settings import Settings, SettingsError, load_settings

FIELDS: list[tuple[str, str, str, str]] = [
    # (section, field, label, placeholder)
    (
        "models",
        "root_model",
        "Root model",
        "empty: the offline engine · e.g. openai/gpt-4o, ollama/qwen3",
    ),
    ("models", "sub_model", "Sub-agent model", "empty: same as the root model"),
    ("models", "api_base", "API base", "e.g. http://127.0.0.1:8080/v1 (llama.cpp, vLLM, Ollama)"),
    ("models", "sub_api_base", "Sub-agent API base", "empty: same as the API base"),
    ("budget", "max_turns", "Max root turns", "40"),
    ("budget", "max_usd", "Dollar ceiling (0 = no ceiling)", "0: none"),
    ("budget", "max_tokens", "Token ceiling (0 = no ceiling)", "0: none"),
]


def check_endpoint(settings: Settings, timeout: float = 6.0) -> tuple[bool, str]:
    """A quick real request: GET {api_base}/models, or a 1-token completion for hosted models."""
    if settings.offline and settings.sub_model.startswith("offline/"):
        return True, "offline engine: no endpoint to check"
    base = settings.models.api_base.rstrip("/")
    if base:
        url = f"{base}/models"
        try:
            with urllib.request.urlopen(url, timeout=timeout) as response:  # noqa: S310 (the user's endpoint)
                body = response.read(200_000)
            try:
                names = [m.get("id", "") for m in json.loads(body).get("data", [])][:5]
            except (ValueError, AttributeError):
                names = []
            return True, f"{url} answered" + (f" ({', '.join(names)})" if names else "")
        except urllib.error.HTTPError as exc:
            if exc.code in (401, 403):
                return False, f"{url} answered {exc.code}: check the API key variable"
            return False, f"{url} answered {exc.code}"
        except (urllib.error.URLError, OSError, ValueError) as exc:
            return False, f"cannot reach {url}: {getattr(exc, 'reason', exc)}"
    from diligence_tui.harness.gateway import Gateway

    gateway = Gateway(settings)
    result = gateway.complete_sync(
        [{"role": "user", "content": "Reply with OK."}], role="root", max_tokens=1, stream=False
    )
    if result.status in ("ok", "cached"):
        return True, f"{result.model} answered in {result.latency:.1f}s"
    return False, f"{settings.root_model}: {result.error or result.status}"


class SettingsScreen(ModalScreen[bool]):
    BINDINGS = [
        Binding("ctrl+s", "save", "Check and save", id="settings.save", priority=True),
        Binding("escape", "cancel", "Cancel", id="settings.cancel"),
    ]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.checked: tuple[bool, str] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                "Models and budgets (ctrl+s checks the endpoint, then saves · Esc cancels)",
                classes="dialog-title",
            )
            with VerticalScroll(id="settings-form"):
                for section, name, label, placeholder in FIELDS:
                    value = getattr(getattr(self.settings, section), name)
                    yield Label(label)
                    yield Input(
                        str(value) if value not in ("", None) else "",
                        placeholder=placeholder,
                        id=f"set-{section}-{name}",
                    )
            yield Static(
                "API keys come from the usual variables (OPENAI_API_KEY…) and are never saved.",
                id="settings-result",
                classes="dialog-detail",
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button("Check and save  ctrl+s", id="settings-save", variant="success")
                yield Button("Save without check", id="settings-force")
                yield Button("Cancel  esc", id="settings-cancel")

    def candidate(self) -> Settings:
        values = {}
        for section, name, _label, _ph in FIELDS:
            text = self.query_one(f"#set-{section}-{name}", Input).value.strip()
            default = getattr(getattr(Settings(), section), name)
            values[f"{section}__{name}"] = text if text else default
        return self.settings.with_overrides(**values)

    def action_save(self) -> None:
        try:
            candidate = self.candidate()
        except SettingsError as exc:
            self.query_one("#settings-result", Static).update(f"✗ {exc}")
            return
        self.query_one("#settings-result", Static).update("checking the endpoint…")
        self.check(candidate)

    @work(
        thread=True,
        exclusive=True,
        group="settings-check",
        exit_on_error=False,
        name="check endpoint",
    )
    def check(self, candidate: Settings) -> None:
        try:
            ok, message = check_endpoint(candidate)
        except Exception as exc:  # any failure of the check is a message, not a crash
            ok, message = False, f"{exc.__class__.__name__}: {exc}"
        self.app.call_from_thread(self._checked, candidate, ok, message)

    def _checked(self, candidate: Settings, ok: bool, message: str) -> None:
        self.checked = (ok, message)
        if not ok:
            self.query_one("#settings-result", Static).update(
                f"✗ {message}\nFix it, or press “Save without check”."
            )
            return
        self.query_one("#settings-result", Static).update(f"✓ {message}")
        self.save(candidate)

    def save(self, candidate: Settings) -> None:
        stored = load_settings(environ={})  # the file alone: env and flags are not written
        for section, name, _label, _ph in FIELDS:
            setattr(getattr(stored, section), name, getattr(getattr(candidate, section), name))
            setattr(
                getattr(self.settings, section), name, getattr(getattr(candidate, section), name)
            )
        path = stored.save()
        self.app.notify(
            f"Settings saved to {path}; the next review uses them", title="Settings", timeout=6
        )
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed, "#settings-save")
    def _save(self) -> None:
        self.action_save()

    @on(Button.Pressed, "#settings-force")
    def _force(self) -> None:
        try:
            self.save(self.candidate())
        except SettingsError as exc:
            self.query_one("#settings-result", Static).update(f"✗ {exc}")

    @on(Button.Pressed, "#settings-cancel")
    def _cancel(self) -> None:
        self.action_cancel()
