"""The analyst's edits: memo sections, suggestions, finding triage, export, past runs."""

from __future__ import annotations

from pathlib import Path

from textual import work

from diligence_tui.errors import UserError
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.messages import FindingAction, MemoEdited, PassageTarget
from diligence_tui.tui.widgets.findings import FindingsPane
from diligence_tui.tui.widgets.memo import MemoPane


class ReviewActions(AppBase):
    # -- memo and findings -------------------------------------------------------------------
    def on_memo_edited(self, message: MemoEdited) -> None:
        self.save_memo_sections(message.sections, message.dropped)

    @work(thread=True, exclusive=False, group="memo", exit_on_error=False, name="save memo")
    def save_memo_sections(
        self, sections: dict[str, str], dropped: dict[str, str | None] | None = None
    ) -> None:
        self.session.save_memo_edits(sections, dropped or {})
        self.call_from_thread(self._memo_saved)

    def _memo_saved(self) -> None:
        self.main.query_one("#memo", MemoPane).set_memo(self.session.memo)

    def action_accept_suggestion(self) -> None:
        """Show the reviewer's revision beside the analyst's text and the merge of both, and
        let the analyst choose (nothing is thrown away without asking)."""
        from diligence_tui.review.merge3 import merge3
        from diligence_tui.tui.screens.modals import SuggestionScreen

        memo_pane = self.main.query_one("#memo", MemoPane)
        if not memo_pane.suggested:
            self.notify("No suggestion to resolve", timeout=2)
            return
        key = memo_pane.suggested[0]
        sec = self.session.memo.section(key)
        if sec is None or sec.suggestion is None:
            return
        merged = merge3(sec.base or "", sec.body, sec.suggestion)
        screen = SuggestionScreen(
            sec.title, sec.body, sec.suggestion, merged.text, len(merged.conflicts)
        )

        def chosen(choice: str | None) -> None:
            if choice:
                self.action_resolve_suggestion(choice, key)

        self.push_screen(screen, chosen)

    def action_drop_suggestion(self) -> None:
        self.action_resolve_suggestion("mine")

    def action_resolve_suggestion(self, choice: str, key: str | None = None) -> None:
        memo_pane = self.main.query_one("#memo", MemoPane)
        key = key or (memo_pane.suggested[0] if memo_pane.suggested else None)
        if key is None:
            self.notify("No suggestion to resolve", timeout=2)
            return
        try:
            sec = self.session.resolve_suggestion(key, choice)
        except UserError as exc:
            self.notify(neutralize(str(exc)), severity="warning", timeout=6, markup=False)
            return
        memo_pane.set_memo(self.session.memo, force=True)
        if sec is not None:
            said = {"mine": "Kept your text of", "theirs": "Took the reviewer's", "both": "Merged"}
            # a section title is the REPL's (or the analyst's) text: no markup, escapes shown
            self.notify(
                neutralize(f"{said.get(choice, choice)} “{sec.title}”"), timeout=3, markup=False
            )

    def on_finding_action(self, message: FindingAction) -> None:
        session = self.session
        finding = session.findings.get(message.finding_id)
        if finding is None:
            return
        if session.read_only and message.action in ("accept", "reject", "edit", "memo"):
            self.notify(f"{session.read_only}: not changed", severity="warning", timeout=6)
            return
        if message.action in ("accept", "reject"):
            status = "accepted" if message.action == "accept" else "rejected"
            session.update_finding(finding.id, status=status)
            self.main.query_one("#findings", FindingsPane).set_findings(session.findings)
        elif message.action == "edit":
            from diligence_tui.tui.screens.modals import FindingEditScreen

            def edited(changes: dict | None) -> None:
                if changes:
                    session.update_finding(finding.id, **changes)
                    self.main.query_one("#findings", FindingsPane).set_findings(session.findings)
                    self.notify("Finding updated", timeout=2)

            self.push_screen(FindingEditScreen(finding), edited)
        elif message.action == "memo":
            title = session.finding_to_memo(finding.id)
            self.main.query_one("#memo", MemoPane).set_memo(session.memo, force=True)
            self.notify(neutralize(f"Added to the memo section “{title}”"), timeout=3, markup=False)
        elif message.action == "open":
            if not finding.citations:
                self.notify("This finding cites nothing", severity="warning", timeout=3)
                return
            c = finding.citations[0]
            self.open_passage(
                PassageTarget(c.doc_id, c.page, c.quote, c.start, c.end, label=f"{finding.title}")
            )

    # -- export ------------------------------------------------------------------------------
    def action_export(self) -> None:
        from diligence_tui.tui.screens.modals import ChoiceScreen

        def chosen(fmt: str | None) -> None:
            if fmt:
                self.action_export_format(fmt)

        self.push_screen(
            ChoiceScreen(
                "Export the memo and findings as…",
                [("md", "Markdown", "m"), ("docx", "Word", "w"), ("xlsx", "Excel", "x")],
            ),
            chosen,
        )

    def action_export_format(self, fmt: str) -> None:
        self.main.query_one("#memo", MemoPane).save_now()
        self.save_table_now()  # the review table goes into the export as the analyst left it
        self.export(fmt)

    @work(thread=True, exclusive=True, group="export", exit_on_error=False, name="export")
    def export(self, fmt: str) -> Path:
        path = self.session.export(fmt)
        self.call_from_thread(
            self.notify, neutralize(f"Wrote {path}"), title="Exported", timeout=12, markup=False
        )
        return path

    def action_review_last(self) -> None:
        latest = self.session.latest_run()
        if latest is None:
            self.notify("This room has no previous run", timeout=3)
        elif self.session.live:
            self.notify("A review is running; finalize it first (ctrl+f)", severity="warning")
        else:
            self.load_review(latest)
