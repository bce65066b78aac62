"""Before a new review starts: choose the harness and see what the review will cost.

The forecast (``harness.forecast``, the same as ``diligence run --dry-run``) is computed in a
worker for the chosen harness, with the budget ceilings next to it; Enter starts the review,
Esc goes back to the workspace with nothing started. Imported when first shown."""

from __future__ import annotations

from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, RadioButton, RadioSet, Static

from diligence_tui.textsafe import neutralize
from diligence_tui.tui.forecast_panel import ceiling_rows, ceilings_text, forecast_text

HARNESSES = (
    ("rlm", "RLM: a root model in a REPL, sub-agents read the room (r)"),
    ("toolloop", "Tool loop baseline: list, grep, read, memo; no sub-agents (t)"),
)


class RunStartScreen(ModalScreen[str]):
    """Returns the harness to start with, or "" when the analyst goes back."""

    DEFAULT_CSS = """
    RunStartScreen #dialog { max-width: 120; overflow-y: auto; }
    RunStartScreen #harness { margin-bottom: 1; height: auto; }
    RunStartScreen #forecast-row { height: auto; }
    RunStartScreen #forecast-body { width: 1fr; }
    RunStartScreen #forecast-ceilings {
        width: 36; margin-left: 2; padding-left: 1; border-left: vkey $primary;
    }
    RunStartScreen #forecast-ceilings.over { border-left: vkey $error; }
    """

    BINDINGS = [
        Binding("enter", "start", "Start the review", id="run_start.start", priority=True),
        Binding("escape", "back", "Back", id="run_start.back"),
        Binding("r", "harness('rlm')", "RLM", id="run_start.rlm"),
        Binding("t", "harness('toolloop')", "Tool loop", id="run_start.toolloop"),
    ]

    def __init__(self, models: str, harness: str = "rlm") -> None:
        super().__init__()
        self.models = models
        self.harness = harness if harness in dict(HARNESSES) else "rlm"
        self.forecasts: dict[str, Any] = {}  # harness -> Forecast (or an error text)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label("Start a new review (Enter starts, Esc goes back)", classes="dialog-title")
            yield Static(neutralize(self.models), classes="dialog-detail", markup=False)
            yield Static("", id="harness-chosen", markup=False)
            with RadioSet(id="harness"):
                for value, label in HARNESSES:
                    yield RadioButton(label, value=value == self.harness, id=f"harness-{value}")
            with Horizontal(id="forecast-row"):
                yield Static("Forecasting…", id="forecast-body", markup=False)
                yield Static("", id="forecast-ceilings", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Start  enter", id="run-start", variant="success")
                yield Button("Back  esc", id="run-back")

    def on_mount(self) -> None:
        self.query_one("#run-start", Button).focus()
        self.show_forecast()

    # -- the forecast ---------------------------------------------------------------------------
    def show_forecast(self) -> None:
        # said in words too: the radio buttons differ only by colour
        other = "t for the tool loop" if self.harness == "rlm" else "r for the RLM"
        chosen = dict(HARNESSES)[self.harness].split(":")[0]
        self.query_one("#harness-chosen", Static).update(f"Harness: {chosen} (press {other})")
        found = self.forecasts.get(self.harness)
        body = self.query_one("#forecast-body", Static)
        ceilings = self.query_one("#forecast-ceilings", Static)
        if found is None:
            body.update(f"Forecasting the {self.harness} review… (nothing is spent)")
            ceilings.update("")
            self.compute(self.harness)
            return
        if isinstance(found, str):
            body.update(found)
            ceilings.update("")
            return
        width = max(40, min(body.size.width or 62, 72))  # the folder table fits the pane
        body.update(neutralize(forecast_text(found, width=width)))
        ceilings.update(neutralize(ceilings_text(found)))
        ceilings.set_class(any(over for _, over in ceiling_rows(found)), "over")

    @work(thread=True, group="forecast", exit_on_error=False, name="forecast")
    def compute(self, harness: str) -> None:
        app: Any = self.app
        try:
            found: Any = app.forecast_for(harness)
        except Exception as exc:  # a forecast is advice: never a reason not to start
            found = f"No forecast for this review: {exc}"
        self.app.call_from_thread(self._computed, harness, found)

    def _computed(self, harness: str, found: Any) -> None:
        self.forecasts[harness] = found
        if harness == self.harness and self.is_mounted:
            self.show_forecast()

    @property
    def forecast(self) -> Any:
        """The chosen harness's forecast, when it is ready (else None)."""
        found = self.forecasts.get(self.harness)
        return None if isinstance(found, str) else found

    # -- choices --------------------------------------------------------------------------------
    def action_harness(self, harness: str) -> None:
        if harness == self.harness:
            return
        self.harness = harness
        self.query_one(f"#harness-{harness}", RadioButton).value = True
        self.show_forecast()

    @on(RadioSet.Changed, "#harness")
    def _picked(self, event: RadioSet.Changed) -> None:
        picked = (event.pressed.id or "").removeprefix("harness-")
        if picked and picked != self.harness:
            self.harness = picked
            self.show_forecast()

    def action_start(self) -> None:
        self.dismiss(self.harness)

    def action_back(self) -> None:
        self.dismiss("")

    @on(Button.Pressed, "#run-start")
    def _start(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#run-back")
    def _back(self) -> None:
        self.action_back()
