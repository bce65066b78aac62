"""A text widget whose updates repaint only itself.

``Static.update`` asks for a layout pass of the whole screen; status lines change several
times a second while a review runs, so they use this instead (fixed size in CSS, no layout).
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget


class Line(Widget):
    DEFAULT_CSS = """
    Line { height: 1; }
    """

    def __init__(
        self, text: str | Text = "", *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._text: str | Text = text

    @property
    def text(self) -> str:
        return str(self._text)

    def set(self, text: str | Text) -> None:
        if text == self._text:
            return
        self._text = text
        self.refresh()

    def render(self) -> Text:
        return self._text if isinstance(self._text, Text) else Text(self._text, no_wrap=False)
