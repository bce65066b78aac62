"""Small modal screens: step approval, a note for the root, resume/review, export, a
finding's edit form, and a yes/no question."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static, TextArea

from diligence_tui.harness.events import CellDecision
from diligence_tui.review.model import SEVERITIES, Finding
from diligence_tui.textsafe import neutralize


class StepScreen(ModalScreen[CellDecision]):
    """Step mode: the root's next cell, to run as it is, run edited, or skip."""

    BINDINGS = [
        Binding("ctrl+r", "approve", "Run cell", id="step.approve", priority=True),
        Binding("ctrl+n", "skip", "Skip cell", id="step.skip", priority=True),
        Binding("ctrl+g", "run_all", "Run, leave step mode", id="step.leave", priority=True),
        # the root waits while the analyst looks at the grid; ctrl+g brings this cell back
        Binding("ctrl+l", "look", "Table (the cell waits)", id="step.table", priority=True),
    ]

    def __init__(self, turn: int, cell_id: str, code: str, text: str | None = None) -> None:
        super().__init__(classes="modal")
        self.turn, self.cell_id, self.code = turn, cell_id, code
        self.text = code if text is None else text  # what the editor shows (an analyst's edit)
        self.leave_step_mode = False
        self.parked = False  # closed to look at the workspace: no decision yet

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                f"Step mode · turn {self.turn} · cell {self.cell_id}: run it, edit it, or skip it",
                classes="dialog-title",
            )
            yield TextArea(self.text, language="python", id="step-code", show_line_numbers=True)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Run  ctrl+r", id="step-approve", variant="success")
                yield Button("Skip  ctrl+n", id="step-skip", variant="error")
                yield Button("Run all  ctrl+g", id="step-leave", variant="primary")
                yield Button("Table  ctrl+l", id="step-look")

    def on_mount(self) -> None:
        self.query_one("#step-code", TextArea).focus()

    def decision(self) -> CellDecision:
        code = self.query_one("#step-code", TextArea).text
        if code.strip() != self.code.strip():
            return CellDecision("edit", code)
        return CellDecision("approve")

    def action_approve(self) -> None:
        self.dismiss(self.decision())

    def action_skip(self) -> None:
        self.dismiss(CellDecision("skip"))

    def action_run_all(self) -> None:
        self.leave_step_mode = True
        self.dismiss(self.decision())

    def action_look(self) -> None:
        self.parked = True
        self.text = self.query_one("#step-code", TextArea).text
        self.dismiss(None)

    @on(Button.Pressed, "#step-approve")
    def _approve(self) -> None:
        self.action_approve()

    @on(Button.Pressed, "#step-skip")
    def _skip(self) -> None:
        self.action_skip()

    @on(Button.Pressed, "#step-leave")
    def _leave(self) -> None:
        self.action_run_all()

    @on(Button.Pressed, "#step-look")
    def _look(self) -> None:
        self.action_look()


class NoteScreen(ModalScreen[str]):
    """A note for the root's next turn."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="note.cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                "Note for the reviewer's next turn (Enter sends, Esc cancels)",
                classes="dialog-title",
            )
            yield Input(
                placeholder="e.g. look harder at change-of-control clauses in 03 Contracts",
                id="note-input",
            )

    @on(Input.Submitted, "#note-input")
    def _send(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip())

    def action_cancel(self) -> None:
        self.dismiss("")


class TurnCapScreen(ModalScreen[int]):
    """The turn cap for resuming a run that stopped at its cap of ``cap``: a higher one, or
    nothing (Esc) to leave it stopped."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="turncap.cancel")]

    def __init__(self, cap: int) -> None:
        super().__init__()
        self.cap = cap

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                f"The run stopped at its turn cap of {self.cap}. Turn cap for the resume "
                f"(more than {self.cap}; Enter resumes, Esc cancels)",
                classes="dialog-title",
            )
            from diligence_tui.harness.run_folder import higher_cap

            yield Input(str(higher_cap(self.cap)), id="turncap-input", type="integer")
            yield Static("", id="turncap-error", classes="dialog-detail", markup=False)

    @on(Input.Submitted, "#turncap-input")
    def _send(self, event: Input.Submitted) -> None:
        try:
            turns = int(event.value.strip())
        except ValueError:
            turns = 0
        if turns <= self.cap:
            self.query_one("#turncap-error", Static).update(
                f"Give a whole number above {self.cap}: the same cap only finalizes the memo again."
            )
            return
        self.dismiss(turns)

    def action_cancel(self) -> None:
        self.dismiss(0)


class ChoiceScreen(ModalScreen[str]):
    """A question with a few answers, each with a key."""

    BINDINGS = [Binding("escape", "choose('')", "Cancel", id="choice.cancel")]

    def __init__(self, title: str, choices: list[tuple[str, str, str]], detail: str = "") -> None:
        """``choices``: (value, label, key)."""
        super().__init__()
        self.title_text, self.choices, self.detail = title, choices, detail

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            if self.detail:
                yield Static(self.detail, classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                for value, label, key in self.choices:
                    # not "[k]": a Button label is markup, which would swallow it
                    yield Button(f"{label} ({key})", id=f"choice-{value}")

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    def on_key(self, event) -> None:
        for value, _label, key in self.choices:
            if event.key == key:
                event.stop()
                self.dismiss(value)
                return

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss((event.button.id or "").removeprefix("choice-"))

    def action_choose(self, value: str) -> None:
        self.dismiss(value)


class FindingEditScreen(ModalScreen[dict]):
    """Edit a finding's title, severity, exposure, description and next step."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="finding_edit.save", priority=True),
        Binding("escape", "cancel", "Cancel", id="finding_edit.cancel"),
    ]

    def __init__(self, finding: Finding) -> None:
        super().__init__()
        self.finding = finding

    def compose(self) -> ComposeResult:
        f = self.finding
        with Vertical(id="dialog"):
            yield Label(f"Edit finding {f.id} (ctrl+s saves, Esc cancels)", classes="dialog-title")
            yield Input(f.title, id="edit-title", placeholder="title")
            yield Select(
                [(s, s) for s in SEVERITIES],
                value=f.severity,
                allow_blank=False,
                id="edit-severity",
            )
            yield Input(
                f.exposure, id="edit-exposure", placeholder="exposure, e.g. $4.2M termination fee"
            )
            yield Input(f.next_step, id="edit-next", placeholder="recommended next step")
            yield TextArea(f.description, id="edit-description")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save  ctrl+s", id="edit-save", variant="success")
                yield Button("Cancel  esc", id="edit-cancel")

    def action_save(self) -> None:
        f = self.finding
        values = {
            "title": self.query_one("#edit-title", Input).value.strip() or f.title,
            "severity": str(self.query_one("#edit-severity", Select).value),
            "exposure": self.query_one("#edit-exposure", Input).value.strip(),
            "next_step": self.query_one("#edit-next", Input).value.strip(),
            "description": self.query_one("#edit-description", TextArea).text.strip(),
        }
        self.dismiss({k: v for k, v in values.items() if getattr(f, k) != v})

    def action_cancel(self) -> None:
        self.dismiss({})

    @on(Button.Pressed, "#edit-save")
    def _save(self) -> None:
        self.action_save()

    @on(Button.Pressed, "#edit-cancel")
    def _cancel(self) -> None:
        self.action_cancel()


class SuggestionScreen(ChoiceScreen):
    """The reviewer's revision of a section the analyst edited, side by side with the
    analyst's text and the merge of both: keep mine, take theirs, or both. Nothing is chosen
    for the analyst."""

    BINDINGS = [Binding("escape", "choose('')", "Cancel", id="suggestion.cancel")]
    DEFAULT_CSS = """
    SuggestionScreen #suggestion-sides { height: 1fr; min-height: 8; }
    SuggestionScreen #suggestion-sides TextArea { width: 1fr; height: 1fr; }
    SuggestionScreen #dialog { height: 80%; }
    """
    CHOICES = (("mine", "Keep mine", "m"), ("theirs", "Take theirs", "t"), ("both", "Both", "b"))

    def __init__(self, title: str, mine: str, theirs: str, merged: str, conflicts: int) -> None:
        super().__init__(title, list(self.CHOICES))
        self.add_class("modal")
        self.section_title, self.mine, self.theirs, self.merged = title, mine, theirs, merged
        self.conflicts = conflicts

    def compose(self) -> ComposeResult:
        clash = (
            f"{self.conflicts} place(s) where you and the reviewer changed the same lines: "
            "“both” keeps your lines, then the reviewer's"
            if self.conflicts
            else "no overlapping changes: “both” keeps your edits and takes the reviewer's new lines"
        )
        with Vertical(id="dialog"):
            yield Label(  # the title is the REPL's text: no markup, escapes shown
                neutralize(f"The reviewer revised “{self.section_title}”, which you edited"),
                classes="dialog-title",
                markup=False,
            )
            yield Static(clash, classes="dialog-detail", markup=False)
            with Horizontal(id="suggestion-sides"):
                for name, text in (
                    ("mine", self.mine),
                    ("theirs", self.theirs),
                    ("both", self.merged),
                ):
                    area = TextArea(text, id=f"suggestion-{name}", read_only=True, soft_wrap=True)
                    area.border_title = {"mine": "yours", "theirs": "reviewer's", "both": "both"}[
                        name
                    ]
                    yield area
            with Horizontal(classes="dialog-buttons"):
                for value, label, key in self.choices:
                    yield Button(f"{label} ({key})", id=f"choice-{value}")
