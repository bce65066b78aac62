"""Messages the panes post to the app (and the app's workers post to the screen)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from diligence_tui.room.types import FolderNode, RoomTotals


@dataclass
class PassageTarget:
    """What to show in the passage viewer: a document, where to go, what to highlight."""

    doc_id: str
    page: int | None = None
    quote: str = ""
    start: int | None = None
    end: int | None = None
    terms: list[str] = field(default_factory=list)  # search terms to mark as hits
    label: str = ""


class OpenPassage(Message):
    """Show a passage (from a citation, a finding, a search hit or the tree)."""

    def __init__(self, target: PassageTarget) -> None:
        super().__init__()
        self.target = target


class OpenCitation(Message):
    """Open the memo citation ``cite:ID``."""

    def __init__(self, citation_id: str) -> None:
        super().__init__()
        self.citation_id = citation_id


class IndexProgress(Message):
    def __init__(self, done: int, total: int, path: str) -> None:
        super().__init__()
        self.done, self.total, self.path = done, total, path


class RoomLoaded(Message):
    """The room's tree and totals are ready (after opening, indexing or a change on disk)."""

    def __init__(
        self, tree: FolderNode, totals: RoomTotals, changed: list[str] | None = None
    ) -> None:
        super().__init__()
        self.tree = tree
        self.totals = totals
        self.changed = changed or []


class MemoEdited(Message):
    """The analyst changed sections of the memo (title -> body), and retitled or deleted
    some (``dropped``: old title -> new title, or None)."""

    def __init__(
        self, sections: dict[str, str], dropped: dict[str, str | None] | None = None
    ) -> None:
        super().__init__()
        self.sections = sections
        self.dropped = dropped or {}


class FindingAction(Message):
    """The analyst accepted, rejected, edited or sent a finding to the memo."""

    def __init__(self, finding_id: str, action: str, changes: dict | None = None) -> None:
        super().__init__()
        self.finding_id = finding_id
        self.action = action  # accept | reject | edit | memo | open
        self.changes = changes or {}


class TableCellsFilled(Message):
    """Cells a table fill finished (doc id, column id, cell), and the columns it is done with."""

    def __init__(self, cells: list, done: list[str] | None = None) -> None:
        super().__init__()
        self.cells = cells
        self.done = done or []
