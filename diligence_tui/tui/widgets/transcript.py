"""The root's transcript: each turn's code cell and its (truncated) output, bounded."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import RichLog

from diligence_tui.textsafe import neutralize
from diligence_tui.tui.widgets.line import Line

MAX_LINES = 3000  # the log drops older lines beyond this
OUTPUT_LINES = 30  # lines of a cell's output shown (the root saw head + tail already)


def clip_output(output: str, lines: int = OUTPUT_LINES) -> str:
    rows = output.rstrip("\n").splitlines()
    if len(rows) <= lines:
        return "\n".join(rows)
    head, tail = rows[: lines // 2], rows[-(lines // 2) :]
    return "\n".join([*head, f"… {len(rows) - lines} more lines …", *tail])


REPLY_LINES = 8  # lines of a reply's words shown


def reply_words(text: str, lines: int = REPLY_LINES) -> str:
    """A reply without its fenced code, ``<think>`` blocks and blank lines, clipped."""
    import re

    text = re.sub(r"<think(?:ing)?>.*?(?:</think(?:ing)?>|\Z)", "", text or "", flags=re.S | re.I)
    text = re.sub(r"```.*?(?:```|\Z)", "", text, flags=re.S)
    rows = [row.rstrip() for row in text.splitlines() if row.strip()]
    if len(rows) > lines:
        rows = [*rows[:lines], f"… {len(rows) - lines} more lines"]
    return "\n".join(rows)


class TranscriptPane(Vertical):
    DEFAULT_CSS = """
    TranscriptPane > RichLog { height: 1fr; }
    TranscriptPane > #transcript-stream { height: 7; color: $text-muted; padding: 0 1; display: none; }
    TranscriptPane > #transcript-stream.-streaming { display: block; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.streaming: dict[int, str] = {}
        self.cells = 0

    def compose(self) -> ComposeResult:
        # min_width: RichLog renders at least 78 columns by default, which cut wrapped code
        # and output in a narrower pane
        yield RichLog(
            id="transcript-log",
            max_lines=MAX_LINES,
            wrap=True,
            markup=False,
            auto_scroll=True,
            min_width=20,
        )
        yield Line("", id="transcript-stream")

    @property
    def log_view(self) -> RichLog:
        return self.query_one(RichLog)

    def note(self, text: str, style: str = "dim") -> None:
        self.log_view.write(Text(neutralize(text), style=style))

    def turn(self, turn: int, max_turns: int, cap_note: str = "") -> None:
        """A turn's marker; ``cap_note``: why the cap is not the one set (a hand-over)."""
        why = f" ({neutralize(cap_note)})" if cap_note else ""
        self.log_view.write(Text(f"── turn {turn}/{max_turns}{why} " + "─" * 30, style="bold"))

    def stream(self, turn: int, text: str) -> None:
        # model text: escape sequences are shown, never obeyed (textsafe)
        self.streaming[turn] = (self.streaming.get(turn, "") + neutralize(text))[-4000:]
        tail = "\n".join(self.streaming[turn].splitlines()[-6:])
        widget = self.query_one("#transcript-stream", Line)
        widget.set(f"root is writing (turn {turn})…\n{tail}")
        widget.add_class("-streaming")

    def reply_done(self, turn: int, text: str = "") -> None:
        """The root's reply has come: its words (outside its code, which shows as the cell)
        go into the transcript, so a reply that ran nothing is seen too."""
        self.streaming.pop(turn, None)
        if not self.streaming:
            self.query_one("#transcript-stream", Line).remove_class("-streaming")
        words = reply_words(text)
        if words:
            self.log_view.write(Text(f"root: {neutralize(words)}", style="italic"))

    def stop_streaming(self) -> None:
        self.streaming.clear()
        self.query_one("#transcript-stream", Line).remove_class("-streaming")

    def cell(
        self,
        cell_id: str,
        code: str,
        output: str,
        error: str,
        seconds: float,
        truncated: bool,
        total_chars: int,
        skipped: bool = False,
    ) -> None:
        self.cells += 1
        code, output, error = neutralize(code), neutralize(output), neutralize(error)
        header = Text(f"[{cell_id}] ", style="bold")
        if skipped:
            header.append("skipped by the analyst", style="italic")
        else:
            header.append(f"{seconds:.1f}s", style="dim")
            if error:
                header.append(
                    f"  error: {error.splitlines()[0][:120] if error else ''}", style="bold red"
                )
            if truncated:
                header.append(f"  output truncated ({total_chars:,} chars)", style="dim")
        from rich.syntax import Syntax  # pygments: paid on the first cell, not at start-up

        parts: list = [
            header,
            Syntax(
                code.rstrip(),
                "python",
                theme="ansi_dark",
                word_wrap=True,
                background_color="default",
            ),
        ]
        if output.strip() and not skipped:
            parts.append(Text(clip_output(output), style="dim"))
        self.log_view.write(Group(*parts))
