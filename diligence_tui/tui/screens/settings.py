"""Settings: model endpoints and budgets, checked before saving with ``diligence doctor``'s
checks (harness.doctor): ctrl+s probes the endpoints (and calls a hosted model once) and saves
when they can run a review; ctrl+d runs the whole doctor and shows its table (reachable, model
served, window and its source, streaming and tokens/s, tool calls, slots, what to fix).

Imported only when opened (F9)."""

from __future__ import annotations

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from diligence_tui.settings import Settings, SettingsError, load_settings
from diligence_tui.textsafe import neutralize

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


def check_endpoints(settings: Settings, *, chat: bool) -> tuple[bool, str]:
    """``diligence doctor``'s checks of every endpoint the settings use (harness.doctor):
    (usable, the doctor's table). Runs in a worker thread (it makes HTTP requests)."""
    from diligence_tui.harness.doctor import diagnose, format_report, needs_a_model

    if not needs_a_model(settings):
        return True, "offline engine: no endpoint to check"
    report = diagnose(settings, chat=chat)
    return report.usable, format_report(report)


def save_check_chats(settings: Settings) -> bool:
    """Whether saving must make a model call: a hosted model (no API base) can only be
    checked by one (the key, the model name); a local server answers the probes."""
    from diligence_tui.harness.doctor import endpoints_of
    from diligence_tui.harness.pricing import is_free

    return any(not base and not is_free(model) for _roles, model, base in endpoints_of(settings))


class SettingsScreen(ModalScreen[bool]):
    DEFAULT_CSS = """
    SettingsScreen #settings-form { height: auto; max-height: 24; }
    SettingsScreen #settings-doctor { height: auto; max-height: 16; }
    """
    BINDINGS = [
        Binding("ctrl+s", "save", "Check and save", id="settings.save", priority=True),
        Binding(
            "ctrl+d", "doctor", "Check endpoints (doctor)", id="settings.doctor", priority=True
        ),
        Binding("escape", "cancel", "Cancel", id="settings.cancel"),
    ]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.checked: tuple[bool, str] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                "Models and budgets · ctrl+s check and save · ctrl+d check endpoints (doctor) · "
                "Esc cancel",
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
            with VerticalScroll(id="settings-doctor"):
                # the doctor's table: server text, shown as plain text (never markup)
                yield Static("", id="settings-doctor-table")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Check and save  ctrl+s", id="settings-save", variant="success")
                yield Button("Check endpoints  ctrl+d", id="settings-doctor-run")
                yield Button("Save without check", id="settings-force")
                yield Button("Cancel  esc", id="settings-cancel")

    def on_mount(self) -> None:
        # typing goes into the first field at once (F9 then the model name, as an analyst does)
        self.query_one(f"#set-{FIELDS[0][0]}-{FIELDS[0][1]}", Input).focus()

    def candidate(self) -> Settings:
        values = {}
        for section, name, _label, _ph in FIELDS:
            text = self.query_one(f"#set-{section}-{name}", Input).value.strip()
            default = getattr(getattr(Settings(), section), name)
            values[f"{section}__{name}"] = text if text else default
        return self.settings.with_overrides(**values)

    def action_save(self) -> None:
        candidate = self._candidate_or_say()
        if candidate is not None:
            self._say("checking the endpoints…")
            self.check(candidate, chat=save_check_chats(candidate), then_save=True)

    def action_doctor(self) -> None:
        """The full doctor (answers, streaming and tokens/s, tool calls): nothing is saved."""
        candidate = self._candidate_or_say()
        if candidate is not None:
            self._say(
                "checking the endpoints as `diligence doctor` does (a slow local model "
                "takes a while)…"
            )
            self.check(candidate, chat=True, then_save=False)

    def _candidate_or_say(self) -> Settings | None:
        try:
            return self.candidate()
        except SettingsError as exc:
            self._say(f"✗ {exc}")
            return None

    def _say(self, message: str) -> None:
        self.query_one("#settings-result", Static).update(Text(message))

    @work(
        thread=True,
        exclusive=True,
        group="settings-check",
        exit_on_error=False,
        name="check endpoints",
    )
    def check(self, candidate: Settings, *, chat: bool, then_save: bool) -> None:
        try:
            ok, message = check_endpoints(candidate, chat=chat)
        except Exception as exc:  # any failure of the check is a message, not a crash
            ok, message = False, f"{exc.__class__.__name__}: {exc}"
        self.app.call_from_thread(self._checked, candidate, ok, message, then_save)

    def _checked(self, candidate: Settings, ok: bool, message: str, then_save: bool) -> None:
        self.checked = (ok, message)
        self.query_one("#settings-doctor-table", Static).update(Text(neutralize(message)))
        if not ok:
            self._say("✗ Not ready: fix the FAIL lines below, or press “Save without check”.")
            return
        if not then_save:
            self._say("✓ Ready: every endpoint can run a review (not saved: ctrl+s saves).")
            return
        self._say("✓ Ready: every endpoint can run a review.")
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

    @on(Button.Pressed, "#settings-doctor-run")
    def _doctor(self) -> None:
        self.action_doctor()

    @on(Button.Pressed, "#settings-force")
    def _force(self) -> None:
        try:
            self.save(self.candidate())
        except SettingsError as exc:
            self._say(f"✗ {exc}")

    @on(Button.Pressed, "#settings-cancel")
    def _cancel(self) -> None:
        self.action_cancel()
