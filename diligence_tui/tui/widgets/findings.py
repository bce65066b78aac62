"""Findings: severity, category, title, exposure, citations and whether they verified;
filter, sort, hide info-level observations, accept, reject, edit, send to the memo."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Input, Static

from diligence_tui.review.model import SEVERITIES, Finding
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.format import clip
from diligence_tui.tui.messages import FindingAction

SORTS = ("severity", "category", "title", "status", "exposure")
TITLE_WIDTH = 48  # longer titles end in "…"; the full title is in the edit dialog
EXPOSURE_WIDTH = 28
STATUS_GLYPH = {"proposed": "· proposed", "accepted": "✓ accepted", "rejected": "✗ rejected"}


def matches(finding: Finding, query: str) -> bool:
    """Every word of ``query`` must match: free text over the row, or ``verified`` /
    ``unverified`` / a severity / a status."""
    hay = " ".join(
        [
            finding.severity,
            finding.category,
            finding.title,
            finding.status,
            finding.exposure,
            finding.description,
            "verified" if finding.verified else "unverified",
        ]
    ).lower()
    for word in query.lower().split():
        if word == "verified" and not finding.verified:
            return False
        if word not in hay:
            return False
    return True


def sort_key(finding: Finding, field: str) -> tuple:
    severity = SEVERITIES.index(finding.severity) if finding.severity in SEVERITIES else 9
    if field == "severity":
        return (severity, finding.category, finding.title)
    if field == "exposure":
        return (-(max(finding.amounts) if finding.amounts else 0.0), severity)
    return (str(getattr(finding, field, "")).lower(), severity)


class FindingsTable(DataTable):
    BINDINGS = [
        Binding("a", "finding('accept')", "Accept", id="findings.accept"),
        Binding("x", "finding('reject')", "Reject", id="findings.reject"),
        Binding("e", "finding('edit')", "Edit", id="findings.edit"),
        Binding("m", "finding('memo')", "To memo", id="findings.memo"),
        Binding("s", "cycle_sort", "Sort", id="findings.sort"),
        Binding("slash", "filter", "Filter", id="findings.filter"),
        Binding("o", "finding('open')", "Open citation", id="findings.open", show=False),
        # info findings are context (a renewal term, a settled claim): in a big room they are
        # most rows, so the analyst can put them out of the way
        Binding("i", "toggle_info", "Hide/show info", id="findings.info", show=False),
    ]

    def action_finding(self, action: str) -> None:
        pane = self.screen.query_one(FindingsPane)
        finding_id = pane.current_id()
        if finding_id:
            self.post_message(FindingAction(finding_id, action))

    def action_cycle_sort(self) -> None:
        self.screen.query_one(FindingsPane).cycle_sort()

    def action_toggle_info(self) -> None:
        pane = self.screen.query_one(FindingsPane)
        pane.hide_info = not pane.hide_info
        pane.refresh_rows()

    def action_filter(self) -> None:
        self.screen.query_one("#findings-filter", Input).focus()


class FindingsPane(Vertical):
    DEFAULT_CSS = """
    FindingsPane > Input { height: 3; }
    FindingsPane > #findings-summary { height: 1; color: $text-muted; padding: 0 1; }
    FindingsPane > DataTable { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.findings: dict[str, Finding] = {}
        self.query_text = ""
        self.sort_field = "severity"
        self.visible_ids: list[str] = []
        self.hide_info = False  # the `i` key: info-level observations left out of the rows

    def compose(self) -> ComposeResult:
        yield Input(
            placeholder="filter: words, a severity, a status, 'unverified'… (Enter)",
            id="findings-filter",
        )
        yield Static("", id="findings-summary")
        yield FindingsTable(id="findings-table", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self._ensure_columns(self.query_one(FindingsTable))

    @staticmethod
    def _ensure_columns(table: DataTable) -> None:
        """The table's columns, added once: findings can arrive (a harness event) before
        this pane's own on_mount has run, and rows need their columns first."""
        if table.columns:
            return
        # what the analyst decides on comes first: a long title must not push the status
        # and the verification off the right edge of a narrow pane
        for key, label in (
            ("severity", "sev"),
            ("status", "status"),
            ("verified", "verified"),
            ("title", "title"),
            ("exposure", "exposure"),
            ("cites", "cites"),
            ("category", "category"),
        ):
            table.add_column(label, key=key)

    def set_findings(self, findings: dict[str, Finding]) -> None:
        self.findings = findings
        self.refresh_rows()

    def current_id(self) -> str | None:
        table = self.query_one(FindingsTable)
        if (
            not self.visible_ids
            or table.cursor_row < 0
            or table.cursor_row >= len(self.visible_ids)
        ):
            return None
        return self.visible_ids[table.cursor_row]

    def cycle_sort(self) -> None:
        self.sort_field = SORTS[(SORTS.index(self.sort_field) + 1) % len(SORTS)]
        self.refresh_rows()
        self.app.notify(f"Findings sorted by {self.sort_field}", timeout=2)

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "findings-filter":
            self.query_text = event.value
            self.refresh_rows()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "findings-filter":
            self.query_one(FindingsTable).focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key is not None and event.row_key.value:
            self.post_message(FindingAction(event.row_key.value, "open"))

    def refresh_rows(self) -> None:
        table = self.query_one(FindingsTable)
        self._ensure_columns(table)
        keep = self.current_id()
        # a cursor left on the first row stays on the first row: findings that arrive and
        # sort above it (more severe) are not scrolled out of sight above it (refreshed
        # while the tab was hidden, the kept row was scrolled to the top: the pane opened
        # on "medium" with the critical and high findings above it, out of view)
        follow = keep is not None and table.cursor_row > 0
        rows = [
            f
            for f in self.findings.values()
            if matches(f, self.query_text) and not (self.hide_info and f.severity == "info")
        ]
        rows.sort(key=lambda f: sort_key(f, self.sort_field))
        table.clear()
        self.visible_ids = [f.id for f in rows]
        for f in rows:
            sev = Text(f.severity, style=f"bold {self._severity_colour(f.severity)}")
            verified = (
                Text("✓ yes", style="")
                if f.verified
                else Text(
                    "⚠ no" if f.citations else "– none",
                    style=f"bold {self._theme_var('cite-unverified')}",
                )
            )
            # a finding's words are the model's (or a document's): Text, so a str cell's
            # markup ([@click=...]) is not parsed, and escapes shown, not obeyed
            table.add_row(
                sev,
                STATUS_GLYPH.get(f.status, f.status),
                verified,
                Text(neutralize(clip(f.title, TITLE_WIDTH))),
                Text(neutralize(clip(f.exposure or "", EXPOSURE_WIDTH))),
                str(len(f.citations)),
                Text(neutralize(f.category)),
                key=f.id,
            )
        if follow and keep in self.visible_ids:
            table.move_cursor(row=self.visible_ids.index(keep), animate=False)
        elif rows:
            table.move_cursor(row=0, animate=False)
            table.scroll_to(y=0, animate=False)
        # by severity, the findings that stand: a rejected one is no "1 critical" (the memo's
        # exports leave it out of their counts too); it is counted apart
        counts = {s: 0 for s in SEVERITIES}
        rejected = 0
        for f in self.findings.values():
            if f.status == "rejected":
                rejected += 1
                continue
            counts[f.severity] = counts.get(f.severity, 0) + 1
        summary = " · ".join(f"{n} {s}" for s, n in counts.items() if n)
        if rejected:
            summary += f"{' · ' if summary else ''}{rejected} rejected"
        unverified = sum(1 for f in self.findings.values() if not f.verified)
        hidden = counts.get("info", 0) if self.hide_info else 0
        self.query_one("#findings-summary", Static).update(
            f"{len(rows)}/{len(self.findings)} shown · sort: {self.sort_field} · {summary or 'none yet'}"
            + (f" · {unverified} unverified" if unverified else "")
            + (f" · {hidden} info hidden (i shows them)" if hidden else "")
        )

    def _theme_var(self, name: str) -> str:
        return self.app.theme_variables.get(name, "")

    def _severity_colour(self, severity: str) -> str:
        return self._theme_var(f"severity-{severity}")
