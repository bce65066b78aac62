"""The dataroom tree: folders and documents shaded by measured coverage.

Every row carries a glyph and a percentage as well as a colour, so it reads on a monochrome
terminal and for colour-blind analysts: ``○`` nothing read, ``◐`` partly, ``●`` fully,
``⊘`` skipped (with the reason), ``△`` changed since the review, ``✗`` reviewed but no
longer in the room (a row kept for it, so what was read and is gone stays visible) and ``✚``
added to the room since the review, which the review never read. Folders
are filled when first expanded, in chunks, so a room of thousands of documents never blocks
the screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.binding import Binding
from textual.widgets import Tree
from textual.widgets.tree import TreeNode

from diligence_tui.room.types import SKIPPED, DocInfo, FolderNode
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.format import percent
from diligence_tui.tui.messages import OpenPassage, PassageTarget

CHUNK = 250  # nodes added per refresh when a folder is expanded
# the share column's least width ("100%" and a space); it widens to the widest share shown
# ("99.995%": shares.percent gives more digits rather than round up to 100%), never cuts one
SHARE_WIDTH = 5
GLYPHS = {
    "none": "○",
    "partial": "◐",
    "full": "●",
    "skipped": "⊘",
    "changed": "△",
    "removed": "✗",
    "added": "✚",
}
REMOVED = "removed"  # the status of a row kept for a reviewed document the room lost


def coverage_level(share: float | None) -> str:
    if not share or share <= 0.0:
        return "none"
    return "full" if share >= 0.995 else "partial"


@dataclass
class NodeData:
    path: str
    folder: FolderNode | None = None
    doc: DocInfo | None = None
    loaded: bool = False


class RoomTree(Tree[NodeData]):
    """Lazily filled: only expanded folders have child nodes."""

    COMPONENT_CLASSES = {
        "room-tree--coverage-none",
        "room-tree--coverage-partial",
        "room-tree--coverage-full",
        "room-tree--skipped",
        "room-tree--stale",
        "room-tree--meta",
    }
    BINDINGS = [
        Binding("enter", "select_cursor", "Open", id="tree.open", show=False),
    ]
    DEFAULT_CSS = """
    RoomTree { scrollbar-size-vertical: 1; }
    RoomTree > .room-tree--coverage-none { color: $coverage-none; }
    RoomTree > .room-tree--coverage-partial { color: $coverage-partial; }
    RoomTree > .room-tree--coverage-full { color: $coverage-full; text-style: bold; }
    RoomTree > .room-tree--skipped { color: $text-muted; text-style: italic; }
    RoomTree > .room-tree--stale { color: $warning; text-style: bold; }
    RoomTree > .room-tree--meta { color: $text-muted; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        self.coverage_docs: dict[str, float] = {}
        self.coverage_folders: dict[str, float] = {}
        self.coverage_room = 0.0
        self.share_width = SHARE_WIDTH  # of the share column, so every row's name aligns
        # doc id -> review.freshness.StaleDoc: changed, gone, or added since the review
        self.stale: dict[str, Any] = {}
        self._folder_root: FolderNode | None = None
        self.room_label = ""
        self._doc_nodes: dict[str, TreeNode[NodeData]] = {}
        self._folder_nodes: dict[str, TreeNode[NodeData]] = {}
        self._pending: list[tuple[TreeNode[NodeData], list[NodeData]]] = []
        self.detail: Any = None  # a Line under the tree: the cursor row's full name, in words
        super().__init__("Dataroom", data=NodeData(path=""), id=id, classes=classes)
        self.show_root = True
        self.guide_depth = 2

    # -- content -----------------------------------------------------------------------------
    def load(self, folder: FolderNode, label: str = "") -> None:
        """Show a room's folder tree; expanded folders stay expanded."""
        self.room_label = label or folder.name
        expanded = self._expanded_paths() if self._folder_root is not None else {""}
        self._folder_root = folder
        self._add_ghosts(folder)
        self._pending.clear()
        self._doc_nodes.clear()
        self._folder_nodes.clear()
        self.clear()
        self.root.data = NodeData(path="", folder=folder)
        self.root.set_label(folder.name or "Dataroom")  # drawn by render_label
        self._fill(self.root, expanded)
        self.root.expand()

    def set_stale(self, stale: dict[str, Any]) -> None:
        """Mark documents that changed, left or were added to the room since the review
        (StaleDoc by id)."""
        if stale == self.stale:
            return
        self.stale = dict(stale)
        if self._folder_root is not None:
            self.load(self._folder_root, self.room_label)

    def _add_ghosts(self, root: FolderNode) -> None:
        """A row for each reviewed document the room no longer holds, under its folder."""
        present: set[str] = set()
        stack = [root]
        while stack:
            node = stack.pop()
            node.documents = [d for d in node.documents if d.status != REMOVED]
            present.update(d.doc_id for d in node.documents)
            stack.extend(node.folders)
        for doc_id, stale in sorted(self.stale.items(), key=lambda kv: kv[1].path):
            if stale.state != REMOVED or doc_id in present:
                continue
            folder, _, name = stale.path.rpartition("/")
            node = root
            for depth, part in enumerate(folder.split("/") if folder else []):
                path = "/".join(folder.split("/")[: depth + 1])
                child = next((f for f in node.folders if f.path == path), None)
                if child is None:
                    child = FolderNode(name=part, path=path)
                    node.folders.append(child)
                node = child
            node.documents.append(
                DocInfo(
                    doc_id, stale.path, name, folder, folder.split("/", 1)[0], "other",
                    0, 0.0, 0, 0, 0, status=REMOVED, reason=stale.label,
                )
            )  # fmt: skip

    def _expanded_paths(self) -> set[str]:
        paths: set[str] = set()
        stack = [self.root]
        while stack:
            node = stack.pop()
            if node.is_expanded and node.data is not None:
                paths.add(node.data.path)
                stack.extend(node.children)
        return paths

    def _fill(self, node: TreeNode[NodeData], expanded: set[str] | None = None) -> None:
        data = node.data
        if data is None or data.folder is None or data.loaded:
            return
        data.loaded = True
        items = [NodeData(path=f.path, folder=f) for f in data.folder.folders]
        items += [NodeData(path=d.path, doc=d) for d in data.folder.documents]
        first, rest = items[:CHUNK], items[CHUNK:]
        self._add_items(node, first, expanded)
        if rest:
            self._pending.append((node, rest))
            self.call_after_refresh(self._add_pending)

    def _add_items(
        self, node: TreeNode[NodeData], items: list[NodeData], expanded: set[str] | None
    ) -> None:
        for item in items:
            if item.folder is not None:
                child = node.add("", data=item, allow_expand=True)
                self._folder_nodes[item.path] = child
                if expanded and item.path in expanded:
                    self._fill(child, expanded)
                    child.expand()
            elif item.doc is not None:
                self._doc_nodes[item.doc.doc_id] = node.add_leaf("", data=item)

    def _add_pending(self) -> None:
        if not self._pending:
            return
        node, items = self._pending[0]
        chunk, rest = items[:CHUNK], items[CHUNK:]
        self._add_items(node, chunk, None)
        if rest:
            self._pending[0] = (node, rest)
        else:
            self._pending.pop(0)
        if self._pending:
            self.call_after_refresh(self._add_pending)

    @property
    def filling(self) -> bool:
        return bool(self._pending)

    def _on_tree_node_expanded(self, event: Tree.NodeExpanded[NodeData]) -> None:
        self._fill(event.node)

    def _on_tree_node_selected(self, event: Tree.NodeSelected[NodeData]) -> None:
        data = event.node.data
        if data is not None and data.doc is not None and data.doc.status not in (SKIPPED, REMOVED):
            self.post_message(
                OpenPassage(PassageTarget(doc_id=data.doc.doc_id, label=data.doc.path))
            )

    def find_document_node(self, doc: DocInfo) -> TreeNode[NodeData] | None:
        """Expand the folders down to a document and return its node."""
        node = self.root
        parts = [p for p in doc.folder.split("/") if p] if doc.folder else []
        for i in range(len(parts)):
            path = "/".join(parts[: i + 1])
            self._fill(node)
            node.expand()
            nxt = next(
                (c for c in node.children if c.data and c.data.folder and c.data.path == path), None
            )
            if nxt is None:
                return None
            node = nxt
        self._fill(node)
        node.expand()
        while self._pending:
            self._add_pending()
        return next(
            (c for c in node.children if c.data and c.data.doc and c.data.doc.doc_id == doc.doc_id),
            None,
        )

    # -- coverage ----------------------------------------------------------------------------
    def set_coverage(
        self,
        room: float,
        documents: dict[str, float],
        folders: dict[str, float],
        replace: bool = False,
    ) -> None:
        if replace:
            self.coverage_docs = dict(documents)
            self.coverage_folders = dict(folders)
        else:
            self.coverage_docs.update(documents)
            self.coverage_folders.update(folders)
        room_changed = room != self.coverage_room
        self.coverage_room = room
        shown = [room, *documents.values(), *folders.values()]
        if replace:
            shown = [room, *self.coverage_docs.values(), *self.coverage_folders.values()]
            self.share_width = SHARE_WIDTH
        widest = max((len(percent(v)) for v in shown), default=0)
        if widest > self.share_width:  # every row's names move: repaint them all
            self.share_width = widest
            replace = True
        if replace:
            # Coverage is drawn in render_label: bump the update counter so cached lines go.
            self._updates += 1
            self.refresh()
            self.show_detail()
            return
        # Repaint only the rows whose share changed and that exist (folders fill lazily).
        nodes = [self._doc_nodes.get(d) for d in documents]
        nodes += [self._folder_nodes.get(f) for f in folders]
        if room_changed:
            nodes.append(self.root)
        for node in nodes:
            if node is not None and node.tree is self:
                node.refresh()
        self.show_detail()

    def share_of(self, data: NodeData) -> float:
        if data.doc is not None:
            return self.coverage_docs.get(data.doc.doc_id, 0.0)
        if data.path == "":
            return self.coverage_room
        return self.coverage_folders.get(data.path, 0.0)

    def _stale_below(self, folder: str) -> tuple[int, int]:
        """How many documents under ``folder`` changed or left the room since the review, and
        how many were added to it."""
        prefix = f"{folder}/" if folder else ""
        below = [s.state for s in self.stale.values() if s.path.startswith(prefix)]
        added = below.count("added")
        return len(below) - added, added

    # -- the whole name: a narrow column cuts it in the row ----------------------------------
    def describe(self, node: TreeNode[NodeData] | None) -> str:
        """A node's full path and what the review read of it, in words (the detail line under
        the tree and the row's tooltip say it whole)."""
        data = node.data if node is not None else None
        if data is None:
            return ""
        share = f"{percent(self.share_of(data))} read by the review"
        if data.doc is not None:
            doc = data.doc
            if doc.status == SKIPPED:
                return f"{doc.path} · skipped: {doc.reason or 'unreadable'}"
            if doc.status == REMOVED:
                return f"{doc.path} · {doc.reason or 'no longer in the room'}"
            words = [doc.path, share]
            if doc.pages > 1:
                words.append(f"{doc.pages} pages")
            if doc.status != "ok":
                words.append(f"partly read: {doc.reason}" if doc.reason else "partly read")
            stale = self.stale.get(doc.doc_id)
            if stale is not None:
                words.append(stale.label)
            return neutralize(" · ".join(words))
        folder = data.folder
        count = folder.doc_count if folder is not None else 0
        name = data.path or self.room_label or "Dataroom"
        words = [f"{name}/", f"{count} documents", share]
        if folder is not None and folder.skipped:
            words.append(f"{folder.skipped} skipped")
        return neutralize(" · ".join(words))

    def watch_hover_line(self, previous_hover_line: int, hover_line: int) -> None:
        super().watch_hover_line(previous_hover_line, hover_line)
        node = self.get_node_at_line(hover_line) if hover_line >= 0 else None
        self.tooltip = self.describe(node) or None

    def watch_cursor_line(self, previous_line: int, line: int) -> None:
        super().watch_cursor_line(previous_line, line)
        self.show_detail()

    def show_detail(self) -> None:
        if self.detail is not None:
            self.detail.set(self.describe(self.cursor_node))

    # -- rendering ---------------------------------------------------------------------------
    def process_label(self, label: str | Text) -> Text:
        """A label is a name the seller chose: plain text, never Textual markup (a file
        named ``[@click=app.quit]x.pdf`` is shown as such, and ``[/x]`` does not raise)."""
        if isinstance(label, str):
            label = Text(neutralize(label))
        return super().process_label(label)

    def render_label(self, node: TreeNode[NodeData], base_style: Style, style: Style) -> Text:
        data = node.data
        if data is None:
            return super().render_label(node, base_style, style)
        meta = self.get_component_rich_style("room-tree--meta", partial=True, default=Style())
        if data.doc is not None and data.doc.status == SKIPPED:
            skipped = self.get_component_rich_style(
                "room-tree--skipped", partial=True, default=Style()
            )
            text = Text.assemble(
                (f"{GLYPHS['skipped']} ", skipped),
                (neutralize(data.doc.name), skipped),
                (f"  skipped: {neutralize(data.doc.reason or 'unreadable')}", meta),
            )
            text.stylize(style)
            return text
        doc = data.doc
        stale = self.stale.get(doc.doc_id) if doc is not None else None
        if doc is not None and stale is not None:
            marked = self.get_component_rich_style(
                "room-tree--stale", partial=True, default=Style()
            )
            share = self.coverage_docs.get(doc.doc_id, 0.0)
            text = Text.assemble(
                ("  ", base_style),
                (f"{GLYPHS[stale.state]}{percent(share):>{self.share_width}} ", marked),
                (neutralize(doc.name), Style()),
                (f"  {neutralize(stale.label)}", marked),
            )
            text.stylize(style)
            return text
        share = self.share_of(data)
        level = coverage_level(share)
        tone = self.get_component_rich_style(
            f"room-tree--coverage-{level}", partial=True, default=Style()
        )
        share_text = percent(share)
        if data.doc is not None:
            name = data.doc.name
            extra = f"  {data.doc.pages}p" if data.doc.pages > 1 else ""
            if data.doc.status != "ok":
                extra += f"  partly read: {data.doc.reason}" if data.doc.reason else "  partly read"
            prefix: tuple[str, Style] = ("  ", base_style)
        else:
            folder = data.folder
            name = (
                folder.name if folder is not None and folder.path else self.room_label
            ) or "Dataroom"
            count = folder.doc_count if folder is not None else 0
            extra = f"  ({count}"
            if folder is not None and folder.skipped:
                extra += f", {folder.skipped} skipped"
            changed, added = self._stale_below(data.path)
            if changed:
                extra += f", {changed} changed or gone since the review"
            if added:
                extra += f", {added} added since the review"
            extra += ")"
            icon = self.ICON_NODE_EXPANDED if node.is_expanded else self.ICON_NODE
            prefix = (icon, base_style)
        # glyph and share before the name: a narrow column cuts long names, never the share
        # names and reasons (which can quote a file's bytes) are the seller's: every control
        # is shown, not sent to the terminal (Rich drops a BEL silently, passes an ESC on)
        text = Text.assemble(
            prefix,
            (f"{GLYPHS[level]}{share_text:>{self.share_width}} ", tone),
            (neutralize(name), Style()),
            (neutralize(extra), meta),
        )
        text.stylize(style)
        return text
