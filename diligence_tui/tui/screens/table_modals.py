"""The Table tab's dialogs: edit a cell's answer, add a column (question, type, clause)."""

from __future__ import annotations

import re

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from diligence_tui.review.table import ANSWER_TYPES, Cell, Column, TableError
from diligence_tui.tui.table_view import cell_text, flat


class CellEditScreen(ModalScreen[str]):
    """The analyst's answer for one cell (the quotes stay; the cell becomes "edited")."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="cell_edit.cancel")]

    def __init__(self, document: str, column: Column, cell: Cell) -> None:
        super().__init__()
        self.document, self.column, self.cell = document, column, cell

    def compose(self) -> ComposeResult:
        col = self.column
        hint = {
            "yes_no": "yes or no",
            "choice": "one of: " + ", ".join(col.options),
            "date": "a date, e.g. 2025-03-31",
            "money": "an amount, e.g. $4,200,000",
            "duration": "a duration, e.g. 90 days",
        }.get(col.type, "the answer")
        with Vertical(id="dialog"):
            yield Label("Edit the answer (Enter saves, Esc cancels)", classes="dialog-title")
            # the question and the document are the seller's or a model's: plain text
            yield Static(
                f"{flat(self.document)}\n{flat(col.question)}",
                classes="dialog-detail",
                markup=False,
            )
            value = self.cell.answer or ""
            if col.type == "choice":
                yield Select(
                    [(flat(o), o) for o in col.options],
                    value=value if value in col.options else Select.NULL,
                    id="cell-choice",
                )
            yield Input(
                value if col.type != "choice" else "",
                placeholder=f"{hint} (empty: not found)",
                id="cell-answer",
            )
            yield Static(
                f"now: {cell_text(self.cell) or '—'}", classes="dialog-detail", markup=False
            )
            # a refused answer is said here and the dialog stays open with what was typed
            yield Static("", id="cell-problem", classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save  enter", id="cell-save", variant="success")
                yield Button("Cancel  esc", id="cell-cancel")

    def on_mount(self) -> None:
        if self.column.type == "choice":
            self.query_one("#cell-choice", Select).focus()
        else:
            self.query_one("#cell-answer", Input).focus()

    @on(Select.Changed, "#cell-choice")
    def _chosen(self, event: Select.Changed) -> None:
        if isinstance(event.value, str):
            self.query_one("#cell-answer", Input).value = event.value

    @on(Input.Submitted, "#cell-answer")
    @on(Button.Pressed, "#cell-save")
    def _save(self) -> None:
        typed = self.query_one("#cell-answer", Input).value.strip()
        try:
            self.column.answer_value(typed)
        except TableError as exc:
            self.query_one("#cell-problem", Static).update(f"{exc}: Esc to leave it as it was")
            self.query_one("#cell-answer", Input).focus()
            return
        self.dismiss(typed)

    @on(Button.Pressed, "#cell-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


def column_id_for(question: str, taken: list[str]) -> str:
    """A column id from the question's words ("Change of control?" -> change_of_control)."""
    words = re.findall(r"[A-Za-z0-9]+", question.lower())
    base = "_".join(words)[:40].strip("_") or "question"
    if not base[0].isalpha():
        base = "q_" + base
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}_{n}", n + 1
    return candidate


def clause_options() -> list[tuple[str, str]]:
    """The clause vocabulary for the new-column dialog, (label, name): first the clauses the
    offline engine answers, marked so, then the rest, which only a model answers (picking
    one of those was a column of "needs a model" cells with nothing said before)."""
    from diligence_tui.offline.clauses import CLAUSES, known
    from diligence_tui.offline.table_values import reads

    def offline(clause: str) -> bool:
        return known(clause) or any(reads(kind, clause) for kind in ANSWER_TYPES)

    first = [(f"{c}  · offline engine", c) for c in CLAUSES if offline(c)]
    return first + [(f"{c}  · needs a model", c) for c in CLAUSES if not offline(c)]


class NewColumnScreen(ModalScreen[Column]):
    """A new question for every document: its words, its answer type, and optionally a
    clause from the vocabulary (so that the offline engine can answer it)."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Add", id="new_column.save", priority=True),
        Binding("escape", "cancel", "Cancel", id="new_column.cancel"),
    ]

    def __init__(self, taken: list[str]) -> None:
        super().__init__()
        self.taken = taken

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                "Add a question for every document (ctrl+s adds and fills it, Esc cancels)",
                classes="dialog-title",
            )
            yield Input(
                placeholder="question, e.g. Can the customer terminate for convenience?",
                id="column-question",
            )
            yield Select(
                [(t, t) for t in ANSWER_TYPES], value="yes_no", allow_blank=False, id="column-type"
            )
            yield Input(
                placeholder="options of a choice column, comma separated", id="column-options"
            )
            yield Select(
                clause_options(),
                prompt="clause (optional: lets the offline engine answer it)",
                id="column-clause",
            )
            yield Static("", id="column-problem", classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Add  ctrl+s", id="column-save", variant="success")
                yield Button("Cancel  esc", id="column-cancel")

    def on_mount(self) -> None:
        self.query_one("#column-question", Input).focus()

    def column(self) -> Column:
        question = self.query_one("#column-question", Input).value.strip()
        kind = str(self.query_one("#column-type", Select).value)
        raw = self.query_one("#column-options", Input).value
        options = [o.strip() for o in raw.split(",") if o.strip()] if kind == "choice" else []
        clause = self.query_one("#column-clause", Select).value
        return Column(
            id=column_id_for(question, self.taken),
            question=question,
            type=kind,
            options=options,
            clause=clause if isinstance(clause, str) else "",
        )

    @on(Input.Submitted, "#column-question")
    @on(Input.Submitted, "#column-options")
    @on(Button.Pressed, "#column-save")
    def action_save(self) -> None:
        try:
            column = self.column()
        except TableError as exc:
            self.query_one("#column-problem", Static).update(str(exc))
            return
        self.dismiss(column)

    @on(Button.Pressed, "#column-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


class CitationListScreen(ModalScreen[int]):
    """Every quote of a cell, to open one in the passage viewer (Enter or its number)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="citations.cancel")]

    def __init__(self, document: str, column: Column, cell: Cell) -> None:
        super().__init__()
        self.document, self.column, self.cell = document, column, cell

    def compose(self) -> ComposeResult:
        from rich.text import Text
        from textual.widgets import OptionList

        with Vertical(id="dialog"):
            yield Label(
                f"{len(self.cell.citations)} quotes support this answer: Enter or 1-9 opens one, "
                "Esc closes",
                classes="dialog-title",
            )
            yield Static(
                f"{flat(self.document)}\n{flat(self.column.question)}  {cell_text(self.cell)}",
                classes="dialog-detail",
                markup=False,
            )
            options = []
            for i, citation in enumerate(self.cell.citations, 1):
                page = f"p. {citation.page}" if citation.page else "no page"
                ok = "✓" if citation.verified else "⚠ not found in the document"
                line = Text(f"{i}. {page} {ok} ")
                line.append(f"“{flat(citation.quote)[:160]}”", style="italic")  # text, not markup
                if citation.path and citation.path != self.document:
                    line.append(f" ({flat(citation.path)})")
                options.append(line)
            yield OptionList(*options, id="citation-list")

    def on_mount(self) -> None:
        self.query_one("#citation-list").focus()

    def on_option_list_option_selected(self, event) -> None:  # OptionList.OptionSelected
        event.stop()
        self.dismiss(event.option_index)

    def on_key(self, event) -> None:
        if event.key.isdigit() and 1 <= int(event.key) <= len(self.cell.citations):
            event.stop()
            self.dismiss(int(event.key) - 1)

    def action_cancel(self) -> None:
        self.dismiss(None)
